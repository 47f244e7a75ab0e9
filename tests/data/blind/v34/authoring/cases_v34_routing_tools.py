"""v34 routing cases, live_tool (30) and action (24): own look-ups and own changes buried in long messages — a story
first, a complaint first, a policy question beside the look-up or the change, pleasantries and signatures, quoted
mails, conditions and negations. Written by the v34 author, without reading the router."""

from __future__ import annotations

from routing_case_kit_v34 import case

L, A = "live_tool", "action"

LIVE = [
    case("alice", L, "I ordered a dock at the start of November, and at first PostNL updated the tracking every day, "
         "then it just stopped. I reported it and somebody said a refund would come, but I haven't heard anything "
         "since. Could you tell me where R-77 stands right now? I'd like to know whether to order another dock or wait.",
         "an own refund looked up, the request in the middle of a story",
         ["long_situation", "request_buried", "own_object", "negation"], ("R-77", "haven't")),
    case("bob", L, "Two things. In general, how long does Acme take to process a refund once the return arrives in "
         "Rotterdam? And specifically, what's the status of my R-79 — I sent the cam back weeks ago.",
         "multi-intent: a policy question and an own look-up; the look-up decides",
         ["multi_intent", "own_object", "several_questions"], ("R-79", "Rotterdam")),
    case("carol", L, "Hello! Hope you're having a nice day. I placed an order for a Globex Key last weekend and the app "
         "still says packed, which seems slow since it's been a few days. Could you check 2047 and tell me whether the "
         "carrier has picked it up yet? Thank you so much, Carol",
         "pleasantries and a signature round an own order look-up",
         ["pleasantries", "signature", "own_object", "status_word"], ("2047", "packed")),
    case("dave", L, "UPS sent me this: \"Your package was delivered on Nov 6 and left at the front door.\" Fine, that one "
         "arrived. But what about the keys I ordered on the 24th — are they still with USPS, and is there an expected "
         "date?",
         "a quoted carrier mail, then an own order described, not numbered",
         ["quoted_email", "no_id_lookup", "several_questions"], ("keys", "USPS", "24th")),
    case("alice", L, "I'm doing a little clean-up of my own paperwork before the year ends. Could you list every expense "
         "claim I've submitted since September with its status? I want to see which ones are paid and which are still "
         "hanging.",
         "own claims in bulk",
         ["own_bulk", "long_situation", "date_period"], ("September", "paid")),
    case("bob", L, "Great. My hotel claim from Eindhoven got bounced and the email was vague. Can you tell me why "
         "EXP-2045 was rejected? I'd like to know whether it's worth arguing.",
         "why an own claim was rejected is a look-up",
         ["why_rejected", "own_object", "greeting_history"], ("EXP-2045", "Eindhoven"),
         ("do you handle expense claims?", "Yes — I can look up your own claims and explain the expense policy.")),
    case("carol", L, "Look it up please. I'd like to know if it's still at the stage where I could cancel, because I "
         "found the same drive cheaper elsewhere. Don't cancel yet though.",
         "'it' is the drive order from the history; can-I-still with the action negated",
         ["reference_resolved", "can_i_still", "negation", "no_id_lookup"], ("Don't", "cancel"),
         ("I ordered a drive on saturday", "Thanks — would you like me to look it up, or do you have a question about "
          "drives?")),
    case("dave", L, "I've been going back and forth on the extra drive I ordered on the 29th; my partner says we don't "
         "need it. Before I decide: is 2046 still cancellable? And if I cancel, how long does the refund take to reach "
         "the card?",
         "can-I-still and a policy question; no action asked yet",
         ["can_i_still", "multi_intent", "negation", "own_object"], ("2046", "29th", "don't")),
    case("alice", L, "Could you give me a quick overview of three things: where 1042 is, whether R-78 went through, and "
         "whether EXP-2042 has been paid out? I'm reconciling my own spreadsheet and those are the three open lines.",
         "three own objects looked up at once",
         ["multi_id", "own_object", "several_questions"], ("1042", "R-78", "EXP-2042")),
    case("bob", L, "This is the third time I'm asking and honestly I'm losing patience. I paid EUR 12.90 for express on "
         "the cam and it's still not here. Where is my order 1044, and when did DHL actually pick it up?",
         "a complaint first, then an own order look-up",
         ["complaint_first", "frustrated", "own_object", "negation"], ("1044", "EUR 12.90", "DHL", "not")),
    case("carol", L, "My manager asked everyone to send in their holiday plans by Friday. I'm planning to take the week "
         "between Christmas and New Year, and maybe a few days in January. How much PTO do I have left right now? I "
         "can't remember what I used in the summer.",
         "an own record no demo tool holds (PTO balance); arguable (knowledge: where to see it in GlobexHR)",
         ["arguable", "own_record_no_tool", "long_situation", "request_buried", "negation"],
         ("PTO", "Christmas", "can't")),
    case("dave", L, "Sorry, bit frazzled today. My order 2043, the drive — has it shipped yet? I need it for a backup this "
         "weekend and I'm a bit stressed about it.",
         "carol's order worded as dave's own: labelled by its wording (the tool's owner check stops it)",
         ["other_owner_id", "own_situation"], ("2043",)),
    case("alice", L, "Quick one before my meeting, longer story later: did order 2040 get delivered? The tracking link "
         "in the mail doesn't open.",
         "the other tenant's order worded as alice's own: labelled by its wording",
         ["other_tenant_id", "negation"], ("2040", "doesn't")),
    case("carol", L, "Yes please, check it. It's been almost a week since they said it was approved and nothing's on my "
         "card.",
         "the overnight refund is resolved by the history; an own refund looked up",
         ["reference_resolved", "long_history", "no_id_lookup"], ("almost a week",),
         ("hi!", "Hi Carol, what can I do for you?",
          "I had an overnight order that came late and I was told I'd get the shipping back",
          "Missed overnight guarantees are refunded: the USD 29.99 overnight charge comes back. Would you like me to "
          "check your refund?")),
    case("dave", L, "I returned the HomeVault because it was too loud in the living room. I expected USD 349 back and the "
         "refund says USD 289.15. Can you break down R-303 for me and tell me whether it's been paid yet?",
         "why an own refund is less than the price paid; arguable (knowledge: the restocking-fee and label rules)",
         ["arguable", "own_object", "why_rejected", "numbers", "long_situation"], ("R-303", "USD 289.15", "USD 349")),
    case("alice", L, "Dear QueryLab, I submitted my Brussels trip (hotel, train and two days of per diem) on 20 November. "
         "My manager is on leave until next week, so I'm wondering whether it's still waiting for her or whether "
         "someone else picked it up. Could you tell me the current status of EXP-2041? Kind regards, Alice van Dijk, "
         "Sales",
         "formal mail with signature; an own claim's status",
         ["formal_email", "signature", "own_object", "request_buried"], ("EXP-2041", "Brussels", "20 November")),
    case("bob", L, "Right, I kept the box, luckily. Speaking of which, I returned the cam from my dock-and-cam order and "
         "kept the dock. Has that refund been paid out yet, or is it still processing?",
         "topic switch from a policy answer to an own refund described, not numbered",
         ["topic_switch", "no_id_lookup", "status_word"], ("cam", "dock"),
         ("what's the restocking fee if the box is missing?",
          "If the original packaging is missing, 10% of the item price is deducted.")),
    case("carol", L, "Last question, I promise. Two of my claims: the Boston one and the mileage one. Which of them has "
         "been approved, and has either actually been paid?",
         "two own claims described; a look-up",
         ["no_id_lookup", "several_questions"], ("Boston", "mileage")),
    case("dave", L, "My Chicago hotel claim came back to me with some comment I can't find in ExpenseLink, and I'm on my "
         "phone at the airport. What's the reason on EXP-3105, and is it something I can fix by adding a receipt?",
         "why an own claim was returned",
         ["why_rejected", "own_object", "negation", "long_situation"], ("EXP-3105", "Chicago", "can't")),
    case("alice", L, "Yes, that one. And tell me whether it can still be returned if I've opened it and thrown away the "
         "box — I'd rather know now.",
         "can-I-still on an own order resolved in a long history, with the packaging rule mixed in",
         ["long_history", "reference_resolved", "can_i_still", "no_id_lookup"], ("opened", "box"),
         ("hello", "Hello Alice! How can I help?", "what's the refund window again?", "30 days from delivery.",
          "and the headset I bought in october, is that still inside it?",
          "Let me check — do you mean the headset order delivered on 2026-10-08?")),
    case("bob", L, "I'm trying to work out how much I spent in the web shop this autumn, for my own records. Could you "
         "list all my orders since October with their totals and statuses? Just mine, nothing of the team.",
         "own orders in bulk; the team explicitly excluded",
         ["own_bulk", "negation", "date_period"], ("October", "totals"),
         ("hi there", "Hi Bob! What can I do for you?")),
    case("carol", L, "I'm still upset about this. I sent the HomeVault and two drives back, they arrived fine, and then I "
         "got a rejection email with no explanation. Why was R-304 rejected? And what date does your system have for "
         "the request?",
         "a complaint, then why an own refund was rejected",
         ["complaint_first", "why_rejected", "own_object", "frustrated"], ("R-304",)),
    case("dave", L, "The two Globex Keys. One is for me and the other is for my new colleague Priya, so she can set up "
         "her laptop on Monday. Are they still in transit, or delivered already?",
         "own key order described after a history; a colleague named as context",
         ["reference_resolved", "no_id_lookup", "others_as_context"], ("Globex Keys", "Monday"),
         ("can you check orders?", "Yes, I can look up your own orders. Which one?")),
    case("alice", L, "heyy so i sent back a cam in october with that rma thing and i think the money came but my bank app "
         "is confusing. did the refund for the cam actualy go through and on which day?",
         "own refund described; lowercase and typos",
         ["lowercase", "typo", "no_id_lookup"], ("cam", "october")),
    case("carol", L, "Got an email titled \"Your Globex refund is on its way\" this morning, but it doesn't say for which "
         "order. I've got a couple of refunds going. Which of mine was released, and how much is it?",
         "a quoted subject line and own refunds in bulk; arguable (clarify: which refund)",
         ["arguable", "quoted_email", "own_bulk", "negation"], ("Your Globex refund is on its way", "doesn't"),
         ("morning, refund question", "Good morning, Carol — what would you like to know?")),
    case("dave", L, "🙏 please tell me my HomeVault refund has landed. the card bill is due friday and I really counted "
         "on that money. what's the status?",
         "own refund described; emoji, lowercase",
         ["emoji", "lowercase", "no_id_lookup"], ("HomeVault", "friday")),
    case("bob", L, "My manager asked for a list of the trainings I've done this year, for my review next week. I don't "
         "remember which ones I finished. Can you pull up my completed trainings?",
         "an own record no demo tool holds; arguable (knowledge: where training records are kept)",
         ["arguable", "own_record_no_tool", "negation", "long_situation"], ("trainings", "next week", "don't")),
    case("alice", L, "I'm planning to cancel my headset order if it hasn't left yet, but first I want to know two "
         "things: what's the rule for cancelling (how many hours?), and is 1043 still in a state where it can be "
         "cancelled? Don't cancel it yet, I'll confirm after.",
         "policy and can-I-still; the action negated for now",
         ["multi_intent", "can_i_still", "negation", "own_object"], ("1043", "Don't", "hours")),
    case("carol", L, "Ok, and is my drive order still confirmed, or has it moved to packed already? I'm asking because I "
         "want to change the shipping address.",
         "an own order's status; arguable (action: the address change she means to make)",
         ["arguable", "no_id_lookup", "status_word", "other_change"], ("confirmed", "packed", "shipping address"),
         ("what does 'confirmed' mean for an order?",
          "Confirmed means payment is authorized and the order is queued for the warehouse.")),
    case("dave", L, "Yeah, so where is mine in that chain right now? Has my manager done her part, or is it still "
         "sitting with her?",
         "the own Tokyo claim resolved from a long history; a look-up",
         ["reference_resolved", "long_history", "no_id_lookup"], ("manager",),
         ("hey, question about my expense claims", "Sure — what would you like to know?",
          "the Tokyo one is big, over USD 2,500",
          "Claims above USD 2,500 also need the director's approval, after your manager.")),
]

ACT = [
    case("alice", A, "I ordered two headsets on Saturday for the new interns, but this morning HR told me they already "
         "have some in a cupboard, so the order is useless now. Please cancel 1043 — it should still be processing. "
         "Thanks!",
         "an own cancellation after a story",
         ["long_situation", "request_buried", "own_object"], ("1043",)),
    case("bob", A, "Quick question and then a favour: how long after cancelling does the money come back to the card? "
         "And please cancel my gift card order 1046, I bought the wrong value.",
         "multi-intent: a policy question and an own action; the action decides",
         ["multi_intent", "own_object", "several_questions"], ("1046",),
         ("hi, two things", "Sure — go ahead.")),
    case("carol", A, "If my drive order 2043 hasn't been packed yet, cancel it; if it has, leave it and I'll return it "
         "later. I found it cheaper at a local store. Either way, let me know what you did.",
         "conditional own action",
         ["conditional_action", "own_object", "negation"], ("2043", "hasn't")),
    case("dave", A, "We're moving on the 15th and the drive I ordered still says pending. Please change the shipping "
         "address for 2046 to 88 Lamar Blvd, Apt 4, Austin. The old place will be empty by the time it ships.",
         "an other change (address) on an own pending order",
         ["other_change", "own_object", "long_situation"], ("2046", "88 Lamar Blvd", "15th")),
    case("alice", A, "Hi, I realised I put the train ticket on my Brussels claim twice, which is embarrassing. Could you "
         "withdraw EXP-2041 for me so I can correct it before my manager looks at it? Many thanks, Alice",
         "withdraw an own submitted claim; signature",
         ["signature", "own_object", "long_situation"], ("EXP-2041", "Brussels")),
    case("bob", A, "My cam order 1044 is on its way, but IT just gave me a cam so I don't need mine anymore. I know it's "
         "already shipped, but please cancel it anyway.",
         "own object in a state that forbids the change is still action",
         ["own_object_forbidden_state", "negation", "long_situation"], ("1044", "shipped", "don't")),
    case("carol", A, "Cancel 2047 please. I know it says packed, but it's been sitting there for days and I'd rather buy "
         "the key in the store.",
         "own object in a forbidden state; action",
         ["own_object_forbidden_state", "status_word"], ("2047", "packed"),
         ("hi", "Hi Carol, what can I do for you?")),
    case("dave", A, "Perfect, do it then. My partner was right, we don't need a second drive at the moment and I'd rather "
         "keep the USD 119.",
         "'do it' resolved to cancelling the own order in the history",
         ["reference_resolved", "negation", "numbers"], ("USD 119", "don't"),
         ("is 2046 cancellable?", "Yes — order 2046 (HomeVault Drive 4 TB) is pending and can still be canceled.")),
    case("alice", A, "The card I paid my lost dock with has expired, and the bank closed that account. The refund for it "
         "still has to come. Can you switch R-77 to a bank transfer to my new IBAN? I'll give you the number when you "
         "ask.",
         "change an own refund's method; arguable (knowledge: Customer Care asks for an IBAN)",
         ["arguable", "other_change", "own_object", "long_situation"], ("R-77", "IBAN")),
    case("bob", A, "Good. Then please change the address on it to my office, Keizersgracht 12 in Amsterdam, instead of "
         "my home. I'm moving next week and don't want it lost.",
         "'it' is the own order from the history; an address change",
         ["reference_resolved", "long_history", "other_change", "negation"],
         ("Keizersgracht 12", "Amsterdam", "don't"),
         ("what's the status of 1046?", "Order 1046 (Acme gift card EUR 50) is received and can still be cancelled.",
          "what about the delivery address, can that still change?",
          "Yes — the delivery address can be changed while the order is received.")),
    case("carol", A, "I read the bit about store credit giving 10% extra, and it sounds like a good deal for me since I "
         "buy from you anyway. My overnight fee refund is still processing. Please switch R-302 to store credit "
         "instead of my card.",
         "switch an own refund to store credit",
         ["other_change", "own_object", "long_situation"], ("R-302", "10%", "store credit")),
    case("dave", A, "Our office is switching to hardware keys for everyone in finance next month, and I lost my old one "
         "on a trip. Please order me one replacement Globex Key with standard shipping to the Austin office.",
         "a new own object requested; arguable (knowledge: how to order one)",
         ["arguable", "new_object_request", "long_situation"], ("Globex Key", "Austin", "standard shipping")),
    case("alice", A, "It's from the web shop, yes. The headset from my October order has a crackle in the left ear since "
         "last week, and I haven't dropped it or anything. Can you start a return for 1040 and get me the free label?",
         "return request on an own order",
         ["return_request", "own_object", "negation", "long_situation"], ("1040", "haven't", "free label"),
         ("my headset crackles", "Sorry to hear that! Is it one you bought from the Acme web shop?")),
    case("bob", A, "Two things to sort out before I'm off on holiday: withdraw my Paris claim EXP-2043 because the hotel "
         "invoice is wrong, and cancel 1046, the gift card. Thanks in advance and have a good weekend!",
         "two own actions in one message",
         ["multi_intent_same_route", "multi_id", "own_object", "pleasantries"], ("EXP-2043", "1046")),
    case("carol", A, "Ok, that's fine. I've got the two drives from my HomeVault order that I never opened — start the "
         "return for those please, just the drives, not the HomeVault itself.",
         "a return on an own order described (outside the window: a state that forbids it), part of it negated",
         ["no_id_lookup", "own_object_forbidden_state", "negation", "return_request"], ("drives", "not"),
         ("does the label cost me if I return a drive?",
          "For a return that isn't defective or wrong, USD 7.50 is deducted from the refund for the prepaid UPS label.")),
    case("dave", A, "ugh 😤 just realised I ordered the drive on the wrong card. cancel order 2046 pls and I'll "
         "re-order with the company one",
         "own cancellation; emoji, lowercase",
         ["emoji", "lowercase", "own_object", "abbreviation"], ("2046",)),
    case("alice", A, "Don't touch the Brussels claim, that one's fine. It's the other thing: cancel 1043, the two "
         "headsets. They haven't shipped yet, I think.",
         "one action negated, the other asked",
         ["negation", "own_object"], ("Don't", "1043", "haven't")),
    case("bob", A, "Please cancel my order 1043, it's two headsets I ordered for the team and we don't need them anymore. "
         "Sorry for the hassle.",
         "alice's order worded as bob's own: labelled by its wording",
         ["other_owner_id", "negation"], ("1043", "don't")),
    case("carol", A, "I need to cancel my order 1046, the gift card — please do it now, before it ships. I'll explain "
         "later, it's a long story.",
         "acme's order worded as carol's own: labelled by its wording",
         ["other_tenant_id"], ("1046",)),
    case("dave", A, "Can you do that for me? Resubmit it with the receipt I just found, I'll upload it wherever you tell "
         "me. Long week, I'd love to have this off my plate.",
         "resubmitting an own returned claim from a long history; arguable (knowledge: how to resubmit)",
         ["arguable", "long_history", "resubmission", "reference_resolved"], ("receipt",),
         ("hi", "Hi Dave, what can I do for you?", "my claim for the Chicago hotel came back",
          "EXP-3105 (Hotel Chicago, USD 410.00) was returned by the approver: the itemized hotel receipt is missing.",
          "found the receipt in my inbox", "Good — you can attach it and resubmit in ExpenseLink.")),
    case("alice", A, "I need the headsets faster than standard — the interns start on Monday. Can you switch 1043 to "
         "express? I'm fine paying the EUR 12.90.",
         "other change (shipping speed) on an own order",
         ["other_change", "own_object", "numbers"], ("1043", "EUR 12.90", "Monday"),
         ("how much is express shipping?", "Express costs EUR 12.90 and takes 1–2 business days.")),
    case("bob", A, "The cam from 1044 was promised for the next day and it's nowhere near here. The policy says the "
         "express fee comes back if it's late. Please refund me the EUR 12.90 on 1044 now.",
         "a refund requested on an own order, the policy quoted as the reason",
         ["own_object", "refund_request", "numbers"], ("1044", "EUR 12.90")),
    case("carol", A, "Still?! It was overnight, placed on the 25th. I give up on it — please open a lost-package claim "
         "for it and send me a replacement. I need the key to sign in at work.",
         "the order from the history; a claim and replacement asked",
         ["reference_resolved", "frustrated", "own_object"], ("25th", "replacement"),
         ("where's 2042?", "Order 2042 (Globex Key, overnight) is in transit with UPS.")),
    case("dave", A, "Before the close I want to tidy up. First, remind me how long I have to file an expense after the "
         "trip. Second, my Tokyo claim has a typo in the per diem, so withdraw EXP-3103 for me. I'll refile it today.",
         "multi-intent: a policy question and an own action",
         ["multi_intent", "own_object", "several_questions"], ("EXP-3103", "Tokyo")),
]

CASES = LIVE + ACT
