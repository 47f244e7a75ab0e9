"""Blind routing set v111, knowledge cases (46): policy questions asked on a bad day, in anger, sarcasm or a hurry."""

from __future__ import annotations

from routing_case_kit_v111 import case

K = "knowledge"

CASES = [
    case("alice", K, "This is ridiculous. My dock has had no tracking movement for a week — what does the policy "
         "actually say about lost parcels?", "policy on lost parcels; the own parcel is context, no lookup asked",
         ["anger", "complaint", "own_situation_policy"], ("lost parcels", "a week")),
    case("alice", K, "seriously, 30 days to return a headset and I'm on day 31 because of your useless courier. is "
         "there ANY exception?", "refund window and its exceptions: policy", ["anger", "numbers", "caps"],
         ("30 days", "day 31", "exception")),
    case("bob", K, "I'm so done with FinanceHub. How long after approval do claims actually get paid? and don't say "
         "'soon'.", "payment time after approval: policy", ["venting", "negation", "lowercase"],
         ("FinanceHub", "after approval", "don't")),
    case("carol", K, "14 days?? Who writes these rules. What's the refund window for an opened HomeVault, and is "
         "there a restocking fee or not", "refund window and restocking fee: policy (two questions, one route)",
         ["anger", "multi_intent_same_route", "negation", "numbers"], ("14 days", "HomeVault", "restocking fee", "not")),
    case("dave", K, "I swear if ExpenseLink rejects one more claim... what's the deadline for filing claims after the "
         "expense date?", "filing deadline: policy", ["venting", "lowercase"], ("ExpenseLink", "deadline")),
    case("carol", K, "urgent!!! flying to Tokyo tomorrow, what's the hotel cap there", "lodging cap for a city: policy",
         ["urgency", "lowercase"], ("Tokyo", "hotel cap")),
    case("dave", K, "honestly thinking of quitting. how much unused PTO gets paid out when you leave?",
         "PTO payout on leaving: policy; the threat to leave is context", ["threat_to_leave", "abbreviation"],
         ("PTO", "paid out")),
    case("alice", K, "I'm this close to handing in my notice. When I leave, how many days do I have to return my "
         "laptop?", "laptop return deadline for leavers: policy", ["threat_to_leave", "numbers"], ("laptop", "days")),
    case("bob", K, "my team keeps nagging me. whats the line manager limit for approving claims again? 1,000 or more",
         "a manager's approval limit: policy in his audience", ["manager_policy", "restricted_document_in_audience",
                                                                "typo", "numbers"], ("line manager", "1,000")),
    case("alice", K, "my manager has been sitting on my claim for two weeks. how many business days does he even have "
         "to approve it?", "approval deadline: policy; the manager's delay is context",
         ["complaint", "others_as_context", "numbers"], ("business days", "two weeks")),
    case("carol", K, "Our customer is threatening to sue because the overnight package came a day late. What do we "
         "refund for a missed overnight guarantee?", "refund rule for a missed guarantee: policy asked for a customer",
         ["threat_to_sue", "customer_as_context"], ("overnight", "sue")),
    case("dave", K, "A customer on the phone is screaming that we owe him a refund for a Final Sale item. Do we?",
         "Final Sale exception: policy asked for a caller", ["customer_on_line", "anger"], ("Final Sale",)),
    case("alice", K, "customer says she'll go to the press if we don't refund her engraved headset. is an engraved "
         "product refundable at all?", "engraved-product exception: policy", ["customer_as_context", "negation",
                                                                               "lowercase"], ("engraved", "don't")),
    case("bob", K, "customer is livid, his express delivery was late. Does he get the EUR 12.90 back even if he keeps "
         "the item?", "express-fee refund rule: policy", ["customer_on_line", "numbers", "anger"],
         ("EUR 12.90", "express")),
    case("carol", K, "Customer wants store credit instead of money, because apparently we're 'thieves'. how much bonus "
         "do they get on store credit?", "store-credit bonus: policy", ["customer_as_context", "sarcasm",
                                                                        "store_credit"], ("store credit", "bonus")),
    case("dave", K, "Another late close, great. When is the final close for Q4 — the date the ledger gets locked?",
         "close calendar, asked by finance: policy in his audience",
         ["sarcasm", "restricted_document_in_audience", "abbreviation"], ("Q4", "ledger")),
    case("carol", K, "everyone's panicking about year end. what's the last day to submit my 2026 expenses?",
         "expense cutoff from the finance-only calendar asked from outside its audience: knowledge (the retriever "
         "filters)", ["restricted_document", "urgency", "date_period"], ("2026", "last day")),
    case("alice", K, "apparently someone on my team got a fat raise and I didn't. what's the salary increase budget "
         "managers get for 2026?", "arguable: managers-only document asked by staff; knowledge by the earlier "
         "decision (refuse: compensation data)", ["restricted_document", "complaint", "negation", "arguable"],
         ("2026", "salary increase budget")),
    case("bob", K, "I'm about to lose it with TravelDesk. I booked a hotel outside it because it was cheaper — will "
         "that even be reimbursed?", "booking outside the tool: policy", ["venting", "own_situation_policy"],
         ("TravelDesk", "cheaper")),
    case("dave", K, "Paris hotels are a joke. anyway, what's our nightly cap for London?",
         "lodging cap: policy", ["sarcasm", "lowercase"], ("London", "cap")),
    case("carol", K, "Why on earth can't I fly business to Singapore? the flight's 18 hours. what's the rule",
         "flight class rule: policy", ["anger", "negation", "numbers"], ("business", "18 hours")),
    case("alice", K, "I've been on hold with the ITSD for 40 minutes. do I really have to change my password every 90 "
         "days?? that's absurd", "password rotation: policy", ["venting", "abbreviation", "numbers"],
         ("ITSD", "40 minutes", "90 days")),
    case("dave", K, "so my phone got stolen on the subway, because today wasn't bad enough. who do I report a lost "
         "device to and how fast?", "lost-device reporting: policy", ["sarcasm", "negation"], ("phone", "stolen")),
    case("bob", K, "a vendor is threatening legal action because we split their purchase into two POs to stay under "
         "my limit. is splitting a PO even allowed?", "PO splitting rule: manager policy in his audience",
         ["threat_to_sue", "manager_policy", "abbreviation"], ("POs", "splitting")),
    case("carol", K, "What do you mean basic economy isn't allowed?? Why not?", "fare rule: policy",
         ["anger", "negation"], ("basic economy", "not")),
    case("alice", K, "ugh. can I claim the speeding fine I got rushing to a customer? don't lecture me, just yes or no",
         "non-reimbursable items: policy", ["venting", "negation"], ("speeding fine", "don't")),
    case("dave", K, "the customer says he'll take us to small claims court over a package marked delivered that never "
         "came. what form do we need before sending a replacement?", "delivered-not-received rule: policy",
         ["threat_to_sue", "customer_as_context"], ("marked delivered", "replacement")),
    case("bob", K, "I'm off next week and my team will riot if claims pile up. who am I allowed to delegate approvals "
         "to? not my deputy who reports to me?", "delegation rule: manager policy",
         ["manager_policy", "negation", "urgency"], ("delegate", "not", "reports to me")),
    case("carol", K, "no tracking update in 8 days on a customer's package and she's furious. how long does she have "
         "to contact us?", "lost-package claim window: policy", ["customer_as_context", "numbers"],
         ("8 days", "tracking")),
    case("alice", K, "Customer on the line, furious, can't use the portal. how do I create an RMA for him manually?",
         "manual RMA procedure: policy", ["customer_on_line", "abbreviation", "negation"], ("RMA", "portal")),
    case("alice", K, "it's been sitting there for weeks. what's the rule for parcels that don't move — do I have to "
         "wait for the carrier?", "arguable: lost-parcel rule after an own shipped order (live_tool: its refund "
         "status); worded as policy", ["id_from_history_policy", "negation", "arguable"], ("don't", "carrier"),
         hist=("where is my order 1042?",
               "Order 1042 (Acme Dock) shipped on 2026-11-03 with PostNL, tracking 3SACM1042NL.")),
    case("carol", K, "26 days and you reject it?! that's insane. does the window start at delivery or at purchase?",
         "when the refund window starts: policy, the own refund only context", ["id_from_history_policy", "anger",
                                                                                 "numbers"],
         ("26 days", "delivery", "purchase"),
         hist=("status of R-304?", "Refund R-304 for order 2040 was rejected: requested 26 days after delivery, "
               "outside the 14-day refund window.")),
    case("dave", K, "unbelievable. the hotel never sent one. are itemized receipts required for lodging even under 75 "
         "bucks?", "receipt rule: policy", ["id_from_history_policy", "anger", "numbers"], ("itemized", "75"),
         hist=("what's up with EXP-3105", "EXP-3105 (Hotel Chicago, USD 410) was returned by the approver: the "
               "itemized hotel receipt is missing.")),
    case("bob", K, "rejected for being a few days late, wonderful. who can approve an exception to the 30-day "
         "deadline?", "late-claim exception: policy", ["id_from_history_policy", "sarcasm"], ("30-day", "exception"),
         hist=("is my EXP-2045 approved yet?", "EXP-2045 (Hotel Eindhoven, EUR 210) was rejected: it was submitted "
               "more than 30 days after the expense.")),
    case("carol", K, "overnight my foot. in general, when is the overnight charge refunded?",
         "overnight refund rule in general terms: policy", ["long_history", "sarcasm", "id_from_history_policy"],
         ("overnight", "refunded"),
         hist=("hi", "Hello! How can I help?", "my key order 2042 was supposed to be overnight",
               "Order 2042 (Globex Key) shipped overnight with UPS on 2026-11-25 and is in transit.")),
    case("alice", K, "wait — before I say yes, how long does the refund take after a cancellation?",
         "arguable: a policy question while an own cancellation waits (action: the pending cancel)",
         ["pending_action_context", "arguable"], ("refund", "cancellation"),
         hist=("cancel 1043", "Order 1043 (2 x Acme Headset) is processing and can still be cancelled. Shall I cancel "
               "it? (yes/no)")),
    case("dave", K, "a 15% restocking fee on top of the label?? is the restocking fee waived when the item is "
         "defective?", "restocking-fee rule: policy", ["id_from_history_policy", "anger", "numbers"],
         ("15%", "defective"),
         hist=("show me R-303", "Refund R-303 for order 2044 is processing: USD 349.00 minus a 15% restocking fee "
               "(USD 52.35) minus the return label USD 7.50 = USD 289.15.")),
    case("bob", K, "express, my foot, it's still not here. what's the policy if an express parcel arrives late?",
         "late express rule: policy", ["id_from_history_policy", "anger", "negation"], ("express", "late"),
         hist=("track 1044", "Order 1044 (Acme Cam) shipped by DHL express on 2026-11-25, tracking JD014600ACM1044.")),
    case("carol", K, "it's been two weeks. how many days are managers supposed to take to approve claims?",
         "approval deadline: policy", ["id_from_history_policy", "complaint", "numbers"], ("two weeks", "days"),
         hist=("my Boston claim?", "EXP-3101 (Boston customer visit, USD 868.50) is submitted and waiting for "
               "approval.")),
    case("alice", K, "FinanceHub ate my hotel receipt. do I need a receipt for every expense over 20 euros or is a "
         "card statement ok?", "receipt rule: policy", ["topic_switch", "venting", "numbers"],
         ("20 euros", "card statement"),
         hist=("EXP-2041 status", "EXP-2041 (Brussels, EUR 442.50) is submitted and can still be withdrawn.")),
    case("dave", K, "I'm going to scream. what's the per diem for the first day of an international trip?",
         "per-diem rule: policy", ["greeting_history", "venting"], ("per diem", "first day"),
         hist=("hey", "Hi! What can I do for you?")),
    case("bob", K, "whatever. generally how long until a processed refund shows on a card? 3 to 5 days?",
         "bank posting time: policy in general terms", ["id_from_history_policy", "numbers", "sarcasm"],
         ("3 to 5", "card"),
         hist=("what's the status of R-79", "Refund R-79 (EUR 99, Acme Cam from order 1041) is processing.")),
    case("carol", K, "this is absurd. so what are my options once an order is packed — can I refuse the delivery?",
         "options after packing: policy", ["long_history", "anger", "id_from_history_policy"], ("packed", "refuse"),
         hist=("where is 2047", "Order 2047 (Globex Key) is packed and waiting for carrier pickup.", "cancel it then",
               "Order 2047 is packed and can no longer be cancelled.")),
    case("alice", K, "only 35 cents a km? what's the mileage rate for private cars supposed to be, is that really it",
         "mileage rate: policy", ["id_from_history_policy", "sarcasm", "numbers"], ("35 cents", "mileage rate"),
         hist=("my mileage claim from september", "EXP-2044 (mileage 128 km, EUR 58.40) has been paid.")),
    case("dave", K, "I'm writing to the CEO if this doesn't arrive. what are the standard shipping delivery times "
         "supposed to be?", "arguable: delivery times in general after an own order (live_tool: the order's "
         "tracking)", ["id_from_history_policy", "threat_escalation", "negation", "arguable"],
         ("standard", "doesn't"),
         hist=("2041 where", "Order 2041 (2 x Globex Key) is in transit with USPS, tracking 9400GBX2041.")),
    case("bob", K, "he's yelling that we refund gift cards 'by law'. do we refund gift cards, partially used ones "
         "included?", "gift-card exception: policy asked for a caller", ["customer_on_line", "reference_resolved",
                                                                          "gift_card"],
         ("gift cards", "partially used"),
         hist=("can you help with the customer on line 2", "Sure — what does the customer need?")),
]
