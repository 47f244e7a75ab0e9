"""v61 routing cases, live_tool (30) and action (24): own orders, refunds and claims, looked up or changed, mostly asked
in formal emails and letters (complaints too), forwarded notifications, CCs and reply-all threads.

Every id is a real object of the asker in sample_corpus/tools/<tenant>.json unless the case is tagged other_owner_id or
other_tenant_id; cases naming no id carry no_id_lookup, own_bulk, own_record_no_tool or new_object_request.
"""

from __future__ import annotations

from routing_case_kit_v61 import case

L = "live_tool"
A = "action"

LIVE = [
    case("alice", L, "Dear Customer Care,\n\nI placed order 1042 at the beginning of November and received a shipping "
         "notification on the 3rd. Since then I have heard nothing at all.\n\nWould you kindly let me know the current "
         "status of the parcel and its tracking number?\n\nKind regards,\nAlice", "own order status", ["formal_email",
         "own_object", "request_buried"], ("1042",)),
    case("bob", L, "Dear Finance,\n\nI submitted my Paris conference claim EXP-2043 on 24 November. As the amount exceeds "
         "EUR 1,000, I understand it needs a second approval.\n\nCould you let me know where it currently stands?\n\n"
         "Regards,\nBob", "own claim status", ["formal_email", "own_object", "numbers"], ("EXP-2043", "EUR 1,000")),
    case("carol", L, "Dear Customer Support,\n\nI am writing to formally contest the decision on my refund R-304.\n\nI returned "
         "both drives in good condition and followed every step on the form.\n\nPlease explain on what grounds R-304 was "
         "rejected.\n\nYours sincerely,\nCarol", "why an own refund was rejected: a look-up", ["formal_complaint",
         "own_object", "why_rejected", "request_buried"], ("R-304",)),
    case("dave", L, "Dear AP,\n\nMy claim EXP-3105 for the Chicago hotel appears to have been sent back to me.\n\nCould you tell "
         "me the reason it was returned?\n\nThanks,\nDave", "why an own claim was returned", ["formal_email", "own_object",
         "why_rejected"], ("EXP-3105", "Chicago")),
    case("alice", L, "Dear Customer Care,\n\nSome weeks ago I returned an Acme Cam under an RMA, packed in its original box."
         "\n\nI have not seen anything on my card statement yet.\n\nCould you confirm whether the refund for the returned "
         "cam has been completed?\n\nKind regards,\nAlice", "an own refund described, not numbered", ["formal_email",
         "no_id_lookup", "request_buried", "negation"], ("Acme Cam", "not")),
    case("bob", L, "Dear Customer Care team,\n\nFor my personal records at year end, please send me an overview of all my "
         "orders placed since October, with their statuses.\n\nWith thanks,\nBob", "own orders in bulk", ["formal_email",
         "own_bulk", "date_period"], ("October", "all my orders")),
    case("carol", L, "To whom it may concern,\n\nMy order 2047 (one Globex Key) has shown as packed since 28 November. Has it "
         "been handed to the carrier yet?\n\nRegards,\nCarol", "own order status", ["formal_email", "own_object"],
         ("2047",)),
    case("dave", L, "Dear Customer Support,\n\nI ordered a HomeVault Drive 4 TB (order 2046) on 29 November and am now "
         "reconsidering.\n\nBefore I decide anything, could you tell me whether 2046 can still be cancelled?\n\nBest,\nDave",
         "\"can it still be cancelled?\" about an own order: a look-up", ["formal_email", "can_i_still", "own_object"],
         ("2046",)),
    case("alice", L, "Dear Finance,\n\nMay I ask whether my claim EXP-2041 is still in submitted status, i.e. whether I could "
         "still withdraw it to add a missing taxi receipt?\n\nKind regards,\nAlice", "can I still withdraw: a look-up",
         ["formal_email", "can_i_still", "own_object", "conditional_phrase"], ("EXP-2041",)),
    case("bob", L, "Dear Customer Care, could you pls check wether my order 1044 has been deliverd yet? it went express on "
         "25 November.\nThanks, Bob", "own order status, with typos", ["typo", "own_object"], ("1044", "express")),
    case("carol", L, "Dear People Operations,\n\nI would like to plan a week off in January. Could you tell me how many PTO "
         "hours I currently have available?\n\nThank you,\nCarol",
         "an own record no demo tool holds: live_tool; arguable (knowledge: GlobexHR shows it)", ["formal_email",
         "own_record_no_tool", "arguable"], ("PTO hours",)),
    case("dave", L, "Dear Sir or Madam,\n\nI returned my HomeVault in November and was advised that refund R-303 would be "
         "processed within 5 business days of receipt.\n\nThat period has long passed. I should be grateful if you could "
         "confirm the present status of R-303.\n\nYours faithfully,\nDave", "own refund status in a formal letter",
         ["formal_email", "own_object", "frustrated", "request_buried"], ("R-303", "5 business days")),
    case("alice", L, "Good morning, could you tell me the status of R-77 and also of EXP-2042?", "two own objects",
         ["multi_id", "own_object", "politeness"], ("R-77", "EXP-2042")),
    case("bob", L, "FW: Your order has shipped\n\n> Your order 1044 has been handed to DHL. Track it here: [link]\n\nThe link in "
         "the forwarded email no longer works. Could you please look up the tracking for me?",
         "a forwarded shipping notification; the own order is looked up", ["forwarded", "own_object"], ("1044", "DHL")),
    case("carol", L, "third email about this!! the overnight refund for my Globex Key — paid out or not??",
         "an own refund described (the missed overnight guarantee)", ["frustrated", "no_id_lookup", "lowercase"],
         ("overnight", "Globex Key")),
    case("dave", L, "Dear Accounts Payable,\n\nIn preparation for year end, please list all my expense claims that are still "
         "open, with amounts.\n\nRegards,\nDave", "own claims in bulk", ["formal_email", "own_bulk"], ("open",)),
    case("alice", L, "Dear Customer Care,\n\nI ordered an Acme gift card EUR 50 on 29 November (order 1046) as a present.\n\n"
         "Could you confirm whether it has been processed?\n\nThank you,\nAlice",
         "a colleague's order worded as one's own: labelled by the wording; arguable (refuse: bob's order)",
         ["formal_email", "other_owner_id", "arguable"], ("1046", "EUR 50")),
    case("carol", L, "Dear Support,\n\nCould you check my order 1045 for me? I would like to know whether the return was ever "
         "registered.\n\nRegards,\nCarol",
         "the other tenant's order worded as one's own: labelled by the wording; arguable (refuse: acme's order)",
         ["formal_email", "other_tenant_id", "arguable"], ("1045",)),
    case("alice", L, "Thank you. Could you give me more detail on the one still processing — when was it requested?",
         "\"the one still processing\" resolves to R-77 in the history", ["reference_resolved", "own_object"],
         ("processing",),
         ("Dear assistant, could you list my refunds?", "You have three refunds: R-76 (EUR 129, completed), R-77 (EUR 129, "
          "processing, order 1042) and R-78 (EUR 99, completed).")),
    case("bob", L, "Thanks. And the refund for the cam I sent back from that order, has it gone through?",
         "the refund of the own order in the history (R-79)", ["reference_resolved", "own_object"], ("cam",),
         ("What's the status of order 1041?", "Order 1041 (Acme Cam and Acme Dock) was delivered on 23 October.")),
    case("carol", L, "The HomeVault Drive I ordered on 29 November, please: has it shipped?",
         "an own order described after a greeting", ["no_id_lookup", "greeting_history", "long_history"],
         ("HomeVault Drive", "29 November"),
         ("Hello!", "Hello! How can I help?", "I have a question about my orders.",
          "Of course — which order would you like to know about?")),
    case("dave", L, "Understood. Now, regarding my own order 2041: when is it expected to arrive?",
         "topic switch from a shipping-price question to an own order", ["topic_switch", "own_object"], ("2041",),
         ("What is the overnight shipping charge?", "Overnight shipping costs USD 29.99 (next business day).")),
    case("alice", L, "Excellent. And the Utrecht taxi claim?", "an own claim described after another own look-up",
         ["reference_resolved", "no_id_lookup", "curt"], ("Utrecht",),
         ("Could you look up EXP-2044?", "EXP-2044 (EUR 58.40, mileage) has been paid.")),
    case("bob", L, "I see. Is that why my Eindhoven hotel claim was rejected? Please check it.",
         "why an own claim was rejected, described", ["why_rejected", "no_id_lookup"], ("Eindhoven",),
         ("Dear assistant, what's the rule for claims submitted late?",
          "Claims submitted after 30 days are rejected unless the CFO approves an exception.")),
    case("carol", L, "And R-301?", "a bare own id after a look-up of another own refund", ["follow_up", "own_object",
         "curt"], ("R-301",),
         ("Status of R-302, please.", "R-302 (USD 29.99, overnight charge refunded) is processing.")),
    case("dave", L, "The Tokyo partner summit one, EXP-3103. Has the director approved it yet?", "own claim status",
         ["own_object", "greeting_history"], ("EXP-3103", "Tokyo"),
         ("Good morning. I'd like to check on a claim.", "Certainly — which claim?")),
    case("alice", L, "Thank you. I'll think about it. Has it been packed yet, or is it still processing?",
         "\"it\" is the own order from the history; a look-up, not a cancellation", ["reference_resolved", "own_object",
         "status_word"], ("packed", "processing"),
         ("Is order 1043 cancellable?", "Yes — order 1043 (2 × Acme Headset) is processing and can still be cancelled.")),
    case("bob", L, "I was wondering whether the gift card I ordered this weekend has been received by the shop.",
         "an own order described after small talk", ["no_id_lookup", "greeting_history", "politeness"], ("gift card",),
         ("Hello, hope you're well.", "I'm well, thank you! How can I help?")),
    case("dave", L, "Dear Customer Support team,\n\nI trust this finds you well. Last month I returned a Globex HomeVault that "
         "I had opened, expecting most of the purchase price back.\n\nI have since been travelling and did not keep track "
         "of the paperwork.\n\nI would be grateful if you could tell me the current amount and status of my refund for the "
         "HomeVault.\n\nYours sincerely,\nDave", "an own refund described, the request in the third paragraph",
         ["formal_email", "no_id_lookup", "request_buried"], ("HomeVault",)),
    case("carol", L, "Dear AP team (cc my manager),\n\nCould you confirm whether my Boston claim EXP-3101 has been approved?"
         "\n\nBest regards,\nCarol", "own claim status, with a CC", ["formal_email", "cc", "own_object"],
         ("EXP-3101", "Boston")),
]

ACT = [
    case("alice", A, "Dear Customer Care,\n\nOn 29 November I ordered two Acme Headsets (order 1043). Our team has since "
         "received headsets from another budget line.\n\nI would therefore like to cancel order 1043. Please proceed.\n\n"
         "Kind regards,\nAlice", "cancel an own cancellable order", ["formal_email", "own_object", "request_buried"],
         ("1043",)),
    case("bob", A, "Dear Finance,\n\nI have noticed an error in my claim EXP-2043: the taxi amount is wrong.\n\nPlease "
         "withdraw EXP-2043 so that I can correct and resubmit it.\n\nBest regards,\nBob", "withdraw an own claim",
         ["formal_email", "own_object", "other_change"], ("EXP-2043",)),
    case("carol", A, "Dear Customer Support,\n\nI would like to cancel my order 2043 for a HomeVault Drive 4 TB, as I no longer "
         "need a spare.\n\nThank you in advance,\nCarol", "cancel an own order", ["formal_email", "own_object"], ("2043",)),
    case("dave", A, "cancel 2046 pls", "cancel an own order, curt", ["curt", "lowercase", "own_object"], ("2046",)),
    case("alice", A, "Dear Customer Care,\n\nPlease cancel my order 1042; the dock is no longer needed.\n\nRegards,\nAlice",
         "an own order in a state that forbids the change is still an action", ["formal_email",
         "own_object_forbidden_state"], ("1042",)),
    case("carol", A, "To Accounts Payable:\n\nI realise I attached the wrong hotel folio to EXP-3101. Kindly withdraw the claim "
         "so that I can attach the correct itemized receipt.\n\nThank you,\nCarol", "withdraw an own claim",
         ["formal_email", "own_object", "other_change"], ("EXP-3101",)),
    case("dave", A, "Dear Support,\n\nI am writing to request a change to my pending order 2046: please ship it to our Memphis "
         "office rather than my home address.\n\nRegards,\nDave", "change the address of an own order",
         ["formal_email", "change_address", "own_object"], ("2046", "Memphis")),
    case("bob", A, "Dear Customer Care team,\n\nI ordered a gift card this weekend by mistake (order 1046). Please cancel it "
         "and refund the EUR 50.\n\nThanks,\nBob", "cancel an own order", ["formal_email", "own_object", "numbers"],
         ("1046", "EUR 50")),
    case("carol", A, "Dear Support,\n\nInstead of a refund to my card for R-302, I would prefer Globex Store Credit. Please "
         "switch it over.\n\nKind regards,\nCarol", "change an own refund's method", ["formal_email", "own_object",
         "other_change", "store_credit"], ("R-302", "Store Credit")),
    case("alice", A, "Dear Customer Care,\n\nThe headset from order 1040 has developed a fault: the left ear cuts out.\n\nI "
         "should like to return it; please open a return (RMA) for 1040.\n\nBest wishes,\nAlice",
         "a return request on an own order (past the window, defective): an action", ["formal_email", "return_request",
         "own_object", "abbreviation"], ("1040", "RMA")),
    case("dave", A, "Dear AP,\n\nIf EXP-3103 has not yet been approved by the director, please withdraw it; I need to split "
         "off a personal day.\n\nThanks,\nDave", "conditional withdrawal of an own claim", ["formal_email",
         "conditional_action", "own_object", "negation"], ("EXP-3103", "not")),
    case("bob", A, "Dear Customer Care, please cancel my headset order 1043, we have enough headsets in the team.\n\nBob",
         "a colleague's order worded as one's own: labelled by the wording; arguable (refuse: alice's order)",
         ["formal_email", "other_owner_id", "arguable"], ("1043",)),
    case("carol", A, "Dear Help Desk,\n\nMy Globex Key was damaged when my bag was caught in a train door.\n\nKindly order a "
         "replacement Globex Key for me.\n\nRegards,\nCarol",
         "a new own object requested: action; arguable (knowledge: how to get a replacement)", ["formal_email",
         "new_object_request", "arguable"], ("Globex Key", "replacement")),
    case("dave", A, "Dear Finance,\n\nKindly withdraw my expense claim EXP-2041, which was submitted in error.\n\nDave",
         "the other tenant's claim worded as one's own: labelled by the wording; arguable (refuse: acme's claim)",
         ["formal_email", "other_tenant_id", "arguable"], ("EXP-2041",)),
    case("alice", A, "Dear Customer Care,\n\nTwo requests, if I may: first, please cancel order 1043; second, could you remind "
         "me how long the refund to my card will take?\n\nMany thanks,\nAlice", "multi-intent with an own action",
         ["formal_email", "multi_intent", "own_object"], ("1043", "refund")),
    case("bob", A, "Dear Customer Care,\n\nMy express order 1044 was promised for the next day but has still not arrived.\n\n"
         "Per your policy, please refund the EUR 12.90 express fee.\n\nRegards,\nBob", "a partial refund asked on an own order",
         ["formal_complaint", "own_object", "numbers", "negation"], ("1044", "EUR 12.90", "not")),
    case("alice", A, "Thank you. Please withdraw the Brussels one; I shall resubmit it with the corrected rail fare.",
         "\"the Brussels one\" resolves to EXP-2041 in the history", ["reference_resolved", "own_object", "other_change"],
         ("Brussels",),
         ("Could you show me my claims?", "EXP-2041 (EUR 442.50, submitted, withdrawable), EXP-2042 (EUR 96.00, approved) "
          "and EXP-2044 (EUR 58.40, paid).")),
    case("bob", A, "Very well, then please go ahead and cancel it.", "\"it\" is the own order from the history",
         ["reference_resolved", "own_object"], ("cancel",),
         ("Is my order 1046 still cancellable?", "Yes — order 1046 (Acme gift card EUR 50) is received and can be cancelled.")),
    case("carol", A, "Please cancel it. Thank you.", "\"it\" is the own order from the history", ["reference_resolved",
         "own_object", "politeness"], ("cancel",),
         ("What's the status of order 2043?", "Order 2043 (HomeVault Drive 4 TB) is confirmed and can still be canceled.")),
    case("dave", A, "Please change the delivery address to 200 Main Street, Memphis, TN.",
         "the own order from the history; an address change", ["reference_resolved", "change_address", "long_history"],
         ("200 Main Street", "Memphis"),
         ("Good afternoon.", "Good afternoon! How can I help?", "Where is order 2046?",
          "Order 2046 (HomeVault Drive 4 TB) is pending; it can still be canceled and its address changed.")),
    case("alice", A, "In that case please start a return for my order 1040, it was delivered on 8 October.",
         "an own return request after a policy answer (window closed: still an action)", ["own_object_forbidden_state",
         "return_request", "topic_switch"], ("1040", "8 October"),
         ("what's the return window?", "Acme customers can request a refund within 30 days of delivery.")),
    case("carol", A, "Thank you. Then please switch my refund R-302 to store credit.", "change an own refund's method",
         ["other_change", "store_credit", "own_object"], ("R-302", "store credit"),
         ("Dear assistant, how do I choose store credit instead of a card refund?",
          "Choose Globex Store Credit on the GRF-2 form; it is issued within 1 business day with a 10% bonus.")),
    case("bob", A, "Withdraw it, please. I'll split the taxis out.", "\"it\" is the own claim from the history",
         ["reference_resolved", "own_object", "curt"], ("Withdraw",),
         ("Is EXP-2043 still withdrawable?", "Yes, EXP-2043 (EUR 1,340.00) is submitted and withdrawable.")),
    case("dave", A, "Kindly cancel it then; I found spare keys in the supply cabinet.",
         "cancel an own order in transit (forbidden state): still an action", ["reference_resolved",
         "own_object_forbidden_state"], ("cancel",),
         ("Dear assistant, a quick check: my order 2041, is it in transit?", "Yes, order 2041 is in transit with USPS.")),
]

CASES = LIVE + ACT
