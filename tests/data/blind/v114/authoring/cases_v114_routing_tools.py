"""v114 routing cases, live_tool (30) and action (24): own orders, refunds and claims inside long messages."""

from __future__ import annotations

from routing_case_kit_v114 import case

L, A = "live_tool", "action"

LIVE = [
    case("alice", L, "Long day. I ordered two Acme Headsets last week, one for me and one for the intern, and IT says "
         "nothing has arrived. Can you check where order 1043 stands? Also the dock one, 1042 — is it still stuck?",
         "Two own orders looked up after a story.", ["own_object", "multi_id", "long_context"], ("1043", "1042")),
    case("alice", L, "My manager wants a list for the quarterly review of what I've claimed since september. Can you "
         "pull up EXP-2041, EXP-2042 and EXP-2044 with their status?", "Own claims looked up for a boss's reason.",
         ["own_object", "multi_id", "boss_as_context"], ("EXP-2041", "EXP-2042", "EXP-2044")),
    case("alice", L, "and the other refund, for the dock that got lost — the one still open — what's its status now?",
         "An own refund described, resolved by the history's refund list.",
         ["reference_resolved", "own_object", "lowercase"], ("dock",),
         ("which of my orders were returned?", "Order 1045 (Acme Cam) was returned; refund R-78 of EUR 99 is "
          "completed.")),
    case("bob", L, "I'm back from Paris, jet-lagged, and my inbox is a war zone. The only thing I actually need right "
         "now: has my conference claim EXP-2043 been approved yet or is it still sitting there?",
         "Own claim lookup after a greeting and a story.", ["own_object", "greeting_history", "long_context"],
         ("EXP-2043", "Paris"), ("good morning", "Good morning Bob, how can I help?")),
    case("bob", L, "Not in a rush, but R-79 — the refund for the Cam I sent back — is it paid out yet? Finance keeps "
         "asking me whether the 99 euros landed.", "Own refund; finance's request as the reason.",
         ["own_object", "negation", "boss_as_context", "numbers"], ("R-79", "99")),
    case("bob", L, "quick one among ten other things today: where is my order 1042? a tracking link would be great",
         "Arguable: 1042 is alice's order, worded as bob's own; labelled by its wording.",
         ["other_owner_id", "arguable", "lowercase"], ("1042",)),
    case("carol", L, "I'm planning my week around this: the HomeVault drive I ordered on the 29th, order 2043 — is it "
         "confirmed or already on its way? If it ships today I'll work from home Friday to receive it.",
         "Own order lookup; the condition is about the asker's plans, not an action.",
         ["own_object", "long_context"], ("2043", "Friday")),
    case("carol", L, "My manager asked for a quick status before our 1:1: where is my Boston claim at? The one from "
         "mid november, about 868 dollars.", "Own claim described, not numbered.",
         ["no_id_lookup", "boss_asks", "numbers", "abbreviation"], ("Boston", "868")),
    case("carol", L, "the middle one — when is it expected to complete? it's for the overnight fee",
         "Reference to an own refund listed in the history.", ["reference_resolved", "own_object", "lowercase"],
         ("overnight",), ("show me my refunds", "You have three: R-301 (USD 45, completed), R-302 (USD 29.99, "
                          "processing) and R-304 (USD 238, rejected).")),
    case("carol", L, "I'm doing my personal budget this weekend (don't judge, it's long overdue). Can you list all my "
         "orders from the last three months with their totals?", "Own orders in bulk.",
         ["own_bulk", "negation", "date_period", "long_context"], ("orders", "three months")),
    case("dave", L, "Pasting what the tracking page says: 'Label created, awaiting carrier pickup'. That's been the "
         "status for days. Can you check my order 2041 — is it really in transit?",
         "Pasted tracking text; own order lookup.", ["pasted_snippet", "own_object"], ("2041",)),
    case("dave", L, "my VP asked whether the Tokyo summit claim has cleared. EXP-3103, 2930 USD. is it approved or "
         "still submitted?", "Own claim; a boss's reason.", ["own_object", "boss_asks", "abbreviation", "lowercase"],
         ("EXP-3103", "2930 USD")),
    case("dave", L, "and the refund for the HomeVault I sent back, is that one done? I want to know both before I "
         "talk to my bank", "Topic switch to another own object, described.",
         ["topic_switch", "no_id_lookup", "lowercase"], ("HomeVault",),
         ("what happened to EXP-3105?", "EXP-3105 (Hotel Chicago, USD 410) was returned by the approver: the "
          "itemized hotel bill is missing.")),
    case("dave", L, "Long story: I moved from Acme to Globex in the summer and I think I still have an open order "
         "over there. Can you check the status of my order 1044?",
         "Arguable: 1044 is acme's (bob's), worded as dave's own; labelled by its wording.",
         ["other_tenant_id", "arguable", "moved_from_other_tenant", "long_context"], ("1044",)),
    case("dave", L, "Three asks, sorry: 1) is my order 2046 still pending, 2) what's the total on it, 3) when was it "
         "placed? I'm reconciling my card statement.", "Three lookups on one own order.",
         ["multi_intent_same_route", "own_object"], ("2046",)),
    case("alice", L, "the processing one. has it left the warehouse yet? my team lead is asking",
         "Reference to an own order from a long history.",
         ["long_history", "reference_resolved", "boss_asks", "lowercase"], ("processing",),
         ("hey", "Hi Alice!", "my headset order", "You have two headset orders: 1040 (delivered) and 1043 (processing, "
          "2 headsets).")),
    case("alice", L, "I bought a dock in september and then cancelled it — order 1047. Did the refund for that one "
         "ever complete? My bank statement is a mess and my accountant is asking.",
         "Own order and its refund looked up.", ["own_object", "long_context"], ("1047",)),
    case("alice", L, "I'm planning a long trip to Japan next year and my manager asked me how many PTO days I have "
         "left for 2026 before she signs off the team calendar. How many do I have left?",
         "Arguable: an own record no tool holds (knowledge or clarify); labelled as an own lookup.",
         ["own_record_no_tool", "arguable", "boss_asks", "abbreviation"], ("PTO days", "2026")),
    case("bob", L, "ok and the older Eindhoven hotel one — why was it rejected exactly? I never got an email",
         "Why an own claim was rejected.", ["why_rejected", "no_id_lookup", "negation", "lowercase"], ("Eindhoven",),
         ("is my Paris claim approved", "EXP-2043 (Conference trip Paris, EUR 1,340) is submitted, not approved "
          "yet.")),
    case("bob", L, "The gift card I bought as a client thank-you, order 1046 — has it been received or processed? The "
         "client's event is friday so I need to know today.", "Own order lookup.",
         ["own_object", "customer_as_context", "date_period"], ("1046", "friday")),
    case("carol", L, "Two months ago I returned the HomeVault and the refund got rejected, I still think it's unfair "
         "but whatever. Can you show me what the record R-304 says — the amount and the reason?",
         "Own refund looked up after a complaint.", ["own_object", "long_context"], ("R-304",)),
    case("carol", L, "thanks. and the one before that — the key I ordered on the 25th with overnight shipping, order "
         "2042, any tracking update?", "Own order, named after another own order.",
         ["own_object", "topic_switch", "lowercase"], ("2042", "overnight"),
         ("my order 2047", "Order 2047 (Globex Key) is packed and will ship soon.")),
    case("carol", L, "i'm not asking you to change anything, just look: my mileage claim for the new jersey visits, "
         "EXP-3102 — has it been paid or only approved?", "Negated change; own claim lookup.",
         ["negation", "own_object", "lowercase"], ("not", "new jersey", "EXP-3102")),
    case("dave", L, "the returned one — who returned it and on what date?", "Reference to an own claim in the history.",
         ["reference_resolved", "own_object", "lowercase"], ("returned",),
         ("list my claims", "You have two claims: EXP-3103 (Tokyo, submitted) and EXP-3105 (Chicago hotel, "
          "returned).")),
    case("dave", L, "My controller wants a status by EOD on everything I have open: any open refunds and any "
         "submitted claims. Just mine, nobody else's.", "Own objects in bulk for a boss.",
         ["own_bulk", "boss_asks", "abbreviation", "negation"], ("EOD", "open refunds")),
    case("alice", L, "The Brussels visit was a mess (train cancelled, hotel overbooked) but I filed it anyway on the "
         "20th. EXP-2041 — can I still withdraw it? I'm not withdrawing yet, just checking.",
         "'Can I still…' about an own claim; the action is negated.",
         ["can_i_still", "negation", "own_object", "long_context"], ("EXP-2041", "not")),
    case("bob", L, "My boss is asking whether the cam order I placed on the 25th, 1044, has shipped, since the demo "
         "is next week. Tracking number please if there is one.", "Own order; a boss's reason.",
         ["own_object", "boss_asks"], ("1044", "Tracking number")),
    case("carol", L, "my partner ordered the HomeVault on my account in october — order 2040. was it delivered, and "
         "when?", "An order on the asker's own account.", ["own_object", "greeting_history", "lowercase"], ("2040",),
         ("hi! quick q", "Sure, go ahead.")),
    case("dave", L, "ok, and did my Tokyo claim include the per diem or just flight and hotel? check EXP-3103 for me",
         "Topic switch from policy to an own claim.", ["topic_switch", "own_object", "lowercase"],
         ("Tokyo", "EXP-3103"), ("what's the per diem in tokyo?", "International per diem is USD 95 per day, 75% on "
                                 "the first and last day.")),
    case("alice", L, "Paste from my bank app: 'ACME BV REFUND EUR 99.00 04 NOV'. Is this the refund for my returned "
         "Cam, R-78? Just want to confirm it's done.", "Pasted bank line; own refund lookup.",
         ["pasted_snippet", "own_object", "numbers"], ("R-78", "EUR 99.00")),
]

ACT = [
    case("alice", A, "Long story short, the intern quit before starting, so I don't need the second headset any more "
         "— actually I don't need either of them. Please cancel order 1043.", "Own cancellable order after a story.",
         ["own_object", "negation", "long_context"], ("1043", "cancel")),
    case("alice", A, "I submitted my Brussels claim EXP-2041 but forgot the taxi receipt, and my manager hasn't looked "
         "at it yet. Withdraw it please so I can add the receipt and resubmit.", "Own withdrawable claim.",
         ["own_object", "negation", "boss_as_context"], ("EXP-2041", "Withdraw")),
    case("alice", A, "great. then cancel it — and while you're at it, what's the standard shipping time if I reorder "
         "just one next month?", "Multi-intent with an own action.",
         ["multi_intent", "reference_resolved", "lowercase"], ("cancel", "standard shipping"),
         ("is 1043 still processing?", "Yes, order 1043 (2x Acme Headset, EUR 158) is processing and can still be "
          "cancelled.")),
    case("bob", A, "The client event got moved to january, so the EUR 50 gift card isn't needed for now. Cancel order "
         "1046 please, refund to my card.", "Own cancellable order.",
         ["own_object", "gift_card", "negation", "customer_as_context"], ("EUR 50", "1046")),
    case("bob", A, "I need to withdraw EXP-2043. The hotel in Paris charged me for 3 nights but one was paid by the "
         "organiser, so I'll resubmit the right amount.", "Own withdrawable claim.",
         ["own_object", "numbers", "long_context"], ("withdraw", "EXP-2043")),
    case("bob", A, "So I'm cleaning up old stuff today: cancel my order 1043, the headsets, nobody needs them now.",
         "Arguable: 1043 is alice's order, worded as bob's own; labelled by its wording.",
         ["other_owner_id", "arguable"], ("1043",)),
    case("bob", A, "the express didn't arrive in 1-2 days, it's been 5. please request a refund of the express fee "
         "for it", "Another change to an own order from the history.",
         ["other_change", "reference_resolved", "negation", "numbers", "lowercase"], ("1-2 days", "express fee"),
         ("where's my order 1044", "Order 1044 (Acme Cam) is shipped with express shipping.")),
    case("carol", A, "Order 2043 — I placed it by mistake, I meant to get the 8 TB one. Cancel it right away please, "
         "before the hour is up.", "Own order cancelled.", ["own_object", "numbers"], ("2043", "Cancel")),
    case("carol", A, "Change the shipping address on my order 2047 to my office at 120 Main St, I won't be home this "
         "week.", "Own packed order, another change.", ["change_address", "own_object_forbidden_state", "negation"],
         ("2047", "shipping address")),
    case("carol", A, "withdraw it. my manager wants me to split the hotel and the client dinner into two claims",
         "Own claim from the history, withdrawn for a boss's reason.",
         ["reference_resolved", "boss_as_context", "lowercase"], ("withdraw",),
         ("status of EXP-3101?", "EXP-3101 (Boston, USD 868.50) is submitted and can still be withdrawn.")),
    case("carol", A, "My HomeVault from october (order 2040) started clicking loudly this week. I know the refund for "
         "it got rejected in november, but this is a defect now. Please open a return for it.",
         "Return request on an own order.", ["return_request", "own_object", "long_context"], ("2040", "defect")),
    case("carol", A, "I'm finally setting up my home office. Order me one more Globex Key, same as last time, standard "
         "shipping is fine.", "Arguable: a new order with no tool for it (clarify or refuse); an own action.",
         ["new_object_request", "arguable"], ("Globex Key", "standard shipping")),
    case("dave", A, "EXP-3105 got returned for the itemized hotel bill. I found the bill in my email, it's the folio "
         "from the hotel. Resubmit EXP-3105 with it please.", "Resubmission of an own claim.",
         ["resubmission", "own_object"], ("EXP-3105", "Resubmit")),
    case("dave", A, "Cancel 2046. I found the same drive cheaper at a store near the office, and it's still pending so "
         "it should work.", "Own pending order.", ["own_object", "curt"], ("2046", "pending")),
    case("dave", A, "ok — my manager says we'll get one from IT instead, so cancel it. and tell me whether the refund "
         "goes back to the card or as store credit", "Multi-intent with an own action from the history.",
         ["multi_intent", "reference_resolved", "boss_as_context", "lowercase"], ("cancel", "store credit"),
         ("is 2046 still pending", "Order 2046 (HomeVault Drive 4 TB, USD 119) is pending.")),
    case("dave", A, "withdraw my tokyo claim EXP-3103 — the VP wants the flight on a separate line with the booking "
         "reference, I'll submit it again tomorrow", "Own claim withdrawn for a boss's reason.",
         ["own_object", "boss_as_context", "abbreviation", "lowercase"], ("EXP-3103", "VP")),
    case("dave", A, "Before I switched over to Globex I had an Acme gift card order, 1046, that I never used. Cancel "
         "it for me please.", "Arguable: 1046 is acme's (bob's), worded as dave's own; labelled by its wording.",
         ["other_tenant_id", "arguable", "moved_from_other_tenant", "negation"], ("1046",)),
    case("alice", A, "pull back the submitted one, my manager wants the hotel itemised first",
         "Own claim from a long history, withdrawn.", ["long_history", "reference_resolved", "boss_as_context"],
         ("submitted",), ("hi", "Hi Alice, what can I do for you?", "my claims",
                          "You have EXP-2041 (Brussels, submitted), EXP-2042 (Utrecht, approved) and EXP-2044 "
                          "(mileage, paid).")),
    case("alice", A, "If my dock order 1042 still hasn't moved by friday, please file a lost-parcel claim for it. "
         "I'm off until monday and can't check.", "Conditional action on an own order.",
         ["conditional_action", "own_object", "negation", "date_period"], ("1042", "friday")),
    case("bob", A, "do it. Not the Paris claim though, leave that alone.", "Confirmation of an own action; the "
         "negation excludes another object.", ["reference_resolved", "negation", "curt"], ("do it", "Not"),
         ("can I still cancel 1046?", "Yes, order 1046 is received and can be cancelled.")),
    case("bob", A, "The team lunch was moved, sales keep emailing about the budget, and the printer on 3 is broken "
         "again — anyway, could you withdraw my claim EXP-2043, I need to fix the hotel nights — and remind me "
         "about the printer later, lol.", "The own action is buried among other things.",
         ["buried_ask", "multi_intent", "own_object", "long_context"], ("EXP-2043",)),
    case("carol", A, "My overnight refund R-302 is still processing and the key came late anyway. Can you also start "
         "a return for the rest of order 2042? I don't want the key any more.", "Return request on an own order.",
         ["return_request", "own_object", "negation"], ("R-302", "2042", "don't")),
    case("dave", A, "switch it to overnight delivery if that's still possible, I need the keys for onboarding on "
         "monday", "Another change to an own order from the history.",
         ["other_change", "reference_resolved", "lowercase"], ("overnight",),
         ("what's the status of my order 2041?", "Order 2041 (2x Globex Key) is in transit.")),
    case("carol", A, "ok then don't withdraw it, just add the parking receipt from logan (USD 48) to it. my manager "
         "said that's fine", "Negated withdrawal; another change to the own claim remains.",
         ["negation", "other_change", "reference_resolved", "boss_as_context"], ("don't", "USD 48"),
         ("hey, is EXP-3101 still withdrawable", "Yes, EXP-3101 is submitted and can be withdrawn.")),
]

CASES = LIVE + ACT
