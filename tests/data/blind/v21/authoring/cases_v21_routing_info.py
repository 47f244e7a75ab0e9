"""v21 routing cases, knowledge (46): policy questions about orders, returns, refunds and deliveries.

Many carry the asker's own situation (a late parcel, a broken item, an own order id) round a question the policies
answer or should answer; the border with the live tool is the point. Written with `routing_case_kit_v21.case()`.
"""

from __future__ import annotations

from routing_case_kit_v21 import case

K = "knowledge"
CTX = "the user's own order, dates and amounts are context; a rule answers it and no record is asked"

CASES = [
    case("alice", K, "what's the return window for hardware again? 30 days from when I ordered or from delivery?",
         "policy question: the Refund Policy counts 30 days from the carrier's delivery date",
         ["lowercase", "return_window", "numbers"], keep=("30 days",)),
    case("carol", K, "My order 2040 came with one of the HomeVault drives DOA. Generally speaking, does Globex pay the "
         "return shipping when something arrives broken?",
         "an own id named, but the question is worded in general terms (v3's id_in_policy_question): the label rule",
         ["id_in_policy_question", "damaged_on_arrival", "abbreviation", "own_object_context"], keep=("2040", "DOA")),
    case("dave", K, "wait why 15%? is that fee on everything or only stuff that's been opened?",
         "the refund id comes from the history; the question is the restocking-fee rule (v2's id-from-history rule)",
         ["reference_resolved", "id_from_history_policy", "restocking_fee", "numbers", "lowercase"], keep=("15%",),
         hist=("where's my refund R-303?",
               "Refund R-303 for order 2044 is processing: USD 289.15 (USD 349.00 minus the 15% restocking fee and "
               "the USD 7.50 return label).")),
    case("bob", K, "Does the 10% restocking fee apply if I kept the box but threw out the foam insert?",
         "restocking-fee rule (original packaging missing); the user's box is context",
         ["restocking_fee", "numbers", "own_situation"], keep=("10%",)),
    case("alice", K, "is there any way to get store credit instead of money back? my card got replaced since I ordered",
         "refund-method rule: Acme issues no store credit, and pays by bank transfer when the card no longer exists",
         ["lowercase", "store_credit", "own_situation"], keep=("store credit",)),
    case("carol", K, "if I go for store credit on the GRF-2 instead, how much extra do I get and does it expire?",
         "store-credit rule (10% bonus, no expiry); two questions, both policy",
         ["store_credit", "abbreviation", "multi_intent_same_route", "reference_resolved", "lowercase"],
         keep=("store credit", "GRF-2"),
         hist=("can I get my refund any faster?",
               "Refunds to the original payment method are processed within 5 business days after the returns "
               "center receives the package; Globex Store Credit is issued within 1 business day.")),
    case("dave", K, "Hello,\n\nA customer phoned our team: their package shows as delivered but the porch was empty. "
         "What is the procedure on our side before a replacement goes out?\n\nRegards,\nDave",
         "how a customer case is handled is knowledge (v2): the LPC-1 signed statement",
         ["formal_email", "support_phrasing", "delivered_not_received", "names"], keep=("delivered",)),
    case("alice", K, "PostNL zegt bezorgd maar ik heb niks gekregen — what does Acme do when a parcel says delivered "
         "and it isn't there?",
         "Dutch opening, English question; the lost/damaged-parcel rule (the corpus is thin on 'delivered but not "
         "there' at acme, so it may abstain); nothing is looked up",
         ["code_switching", "non_english", "delivered_not_received", "names"], keep=("PostNL", "delivered")),
    case("bob", K, "before I click confirm — how long till the 50 euros are back on my card?",
         "a policy question while an own cancellation waits for confirmation (v4's pending_action_context): it "
         "neither confirms nor cancels. Arguable (clarify)",
         ["pending_action_context", "refund_timing", "numbers", "reference_resolved", "arguable"], keep=("50 euros",),
         hist=("cancel my order 1046",
               "Order 1046 (Acme gift card EUR 50) can be cancelled. Please confirm to cancel it.")),
    case("carol", K, "and then how long till it actually shows up on my card statement?",
         "refund-timing rule (card issuer up to 10 business days); 'it' is the refund the answer just described",
         ["reference_resolved", "refund_timing", "lowercase"], keep=("card statement",),
         hist=("what happens after I drop my return off at UPS?",
               "It goes to the Globex returns center in Memphis; refunds are processed within 5 business days after "
               "the package arrives there.")),
    case("dave", K, "can an order that's already packed be canceled? asking bc I need a smaller quantity",
         "cancellation rule by status, worded in general; no order named",
         ["cancel_policy", "status_word", "abbreviation", "lowercase"], keep=("packed",)),
    case("alice", K, "processing for 4 days now. what does processing actually mean, and when does it flip to shipped?",
         "a status definition right after a look-up of an own order in that state is knowledge (v4)",
         ["status_definition", "reference_resolved", "numbers", "lowercase"], keep=("processing", "shipped", "4 days"),
         hist=("where's 1043?", "Order 1043 (2 × Acme Headset) is processing: the warehouse is picking and packing it.")),
    case("bob", K, "I want to kit out my team of 6 with an Acme Dock each. Do I need a PO for that, and who signs it off?",
         "purchasing rules (PO above EUR 500) and approval limits, which bob as a manager may read",
         ["team_equipment", "abbreviation", "numbers", "restricted_document_in_audience", "multi_intent_same_route"],
         keep=("6", "Acme Dock", "PO")),
    case("carol", K, "ok, our team needs 12 Globex Keys for the new finance hires, about USD 540. P-card or purchase "
         "requisition?",
         "purchasing rule: USD 2,500 or less on a P-card; nothing is ordered",
         ["team_equipment", "numbers", "abbreviation", "reference_resolved"], keep=("12", "USD 540", "P-card"),
         hist=("do new hires need a Globex Key?",
               "Hardware security keys (Globex Key) are required for administrators and for employees in Finance.")),
    case("dave", K, "For a business account order of USD 12,000, is a PO number mandatory or only recommended?",
         "business-account rule (PO above USD 10,000)",
         ["business_order", "numbers", "abbreviation"], keep=("USD 12,000", "PO")),
    case("alice", K, "so if it does turn up after all, do I have to send it back or can I keep it?",
         "a policy question about the own lost parcel the history described; the corpus does not say, so the system "
         "abstains; no record is asked",
         ["reference_resolved", "lost_parcel", "unanswered_in_domain", "lowercase"], keep=("send it back",),
         hist=("is my order 1042 moving at all?",
               "Order 1042 (Acme Dock) shipped on 3 Nov with PostNL, tracking 3SACM1042NL. Refund R-77 is processing "
               "because the parcel was lost in transit.")),
    case("carol", K, "The Globex Key I ordered is in_transit with overnight shipping but it's a day late. Do I get the "
         "shipping fee back automatically or do I have to ask?",
         f"overnight-guarantee rule; {CTX} (v20's situation-round-a-policy-question rule)",
         ["late_delivery", "own_situation", "status_word", "greeting_history"], keep=("in_transit", "overnight"),
         hist=("hi!", "Hi Carol, what can I help you with?")),
    case("bob", K, "1044 went express and DHL says it'll be 2 days late. Does the express fee come back even if I keep "
         "the cam?",
         "an own id named in a question about the express-fee rule (id_in_policy_question)",
         ["id_in_policy_question", "late_delivery", "numbers", "names"], keep=("1044", "express", "2 days")),
    case("alice", K, "can i retrun a headset after i opend it? the noise cancelling isnt for me",
         "opened-hardware rule (returnable within 30 days); typos",
         ["typo", "opened_item", "lowercase"], keep=("headset",)),
    case("carol", K, "are final sale items returnable if they're defective?",
         "exceptions rule: Final Sale and the warranty",
         ["exceptions", "lowercase"], keep=("final sale", "defective")),
    case("dave", K, "Is there a restocking fee on the HomeVault Drive if it's still sealed?",
         "restocking-fee rule (opened electronics only)",
         ["restocking_fee", "product"], keep=("HomeVault Drive", "sealed")),
    case("bob", K, "someone also gave me an acme gift card worth 25 euros, which I'd rather have as cash. possible?",
         "gift-card rule (not refundable or exchangeable for cash); the order in the history is not asked about",
         ["gift_card", "numbers", "topic_switch", "lowercase"], keep=("25 euros",),
         hist=("1046 status", "Order 1046 (Acme gift card EUR 50) has been received and can still be cancelled.")),
    case("alice", K, "what if I miss the 10 days, is the RMA dead?",
         "return-procedure rule followed over two answers; nothing of hers is asked",
         ["long_history", "reference_resolved", "abbreviation", "numbers", "follow_up"], keep=("10 days", "RMA"),
         hist=("how do I return something?",
               "In the customer portal open Orders, select the order and choose Request return; you get an RMA number "
               "(RMA-YYYY-NNNNN).",
               "and I write that where?",
               "On the outside of the box. Ship it to the Rotterdam returns centre within 10 days of the RMA being "
               "issued.")),
    case("carol", K, "standard shipping ETA to Canada? and do we charge duties up front",
         "shipping options and duties; two policy questions",
         ["abbreviation", "multi_intent_same_route", "curt", "lowercase"], keep=("ETA", "Canada")),
    case("dave", K, "whats the cutoff for same-day shipping? I'm in Denver if that matters",
         "shipping cutoff (1 p.m. Central Time); the user's city is context",
         ["time_zone", "lowercase", "names"], keep=("same-day", "Denver")),
    case("bob", K, "ok and the dock, if it turns out to be faulty later, that's warranty not refund right?",
         "warranty rule; the order comes from the history (id_from_history_policy)",
         ["reference_resolved", "id_from_history_policy", "warranty", "lowercase"], keep=("warranty",),
         hist=("status 1041",
               "Order 1041 (Acme Cam + Acme Dock) was delivered on 23 Oct. Refund R-79 (EUR 99.00, Acme Cam returned, "
               "Acme Dock kept) is processing.")),
    case("alice", K, "Colleague of mine says she got her money back 3 days after sending a return. Is that normal or "
         "is it 14 days for everyone?",
         "a colleague named only as context (v3's others_as_context, hearsay); the refund-timing rule",
         ["others_as_context", "hearsay", "numbers", "refund_timing"], keep=("3 days", "14 days")),
    case("carol", K, "a friend who works at acme says they get 30 days for returns. what's the window on our side, "
         "exactly?",
         "hearsay of the other tenant round a question about one's own policy is knowledge (v17)",
         ["other_tenant_mentioned", "hearsay", "numbers", "lowercase"], keep=("30 days",)),
    case("dave", K, "As a finance person, am I allowed to approve a goodwill credit of USD 400 for a customer whose "
         "overnight package was late?",
         "an authority claim on a policy question is knowledge; the goodwill limits (the managers' handbook is "
         "outside dave's audience, the Refund Policy is not)",
         ["restricted_document", "authority_claim_legit", "goodwill", "numbers"], keep=("USD 400", "overnight")),
    case("bob", K, "what's the most a Customer Care team lead can give as a goodwill refund before it has to go up "
         "the chain?",
         "goodwill limit (EUR 250 per order, in the Refund Policy)",
         ["goodwill", "lowercase"], keep=("team lead", "goodwill")),
    case("alice", K, "'except when the item is defective or wrong' — they sent me the cam instead of the dock I "
         "ordered, that counts as wrong, right?",
         "a policy sentence quoted back (v18); the wrong-item rule; her order is context",
         ["quoted_policy", "wrong_item", "reference_resolved"], keep=("wrong",),
         hist=("do I get the shipping back if I return?",
               "Standard shipping fees are not refunded, except when the item is defective or wrong.")),
    case("carol", K, "Got the wrong item in my box (a drive instead of a key). Do I still pay the USD 7.50 for the label?",
         f"return-label rule; {CTX}",
         ["wrong_item", "numbers", "return_label", "own_situation"], keep=("USD 7.50",)),
    case("dave", K, "what's our refund window for opened electronics, and what's UPS's max parcel weight?",
         "a policy question next to an out-of-domain part is knowledge (v3)",
         ["multi_intent", "ood_part", "lowercase", "names"], keep=("opened electronics",)),
    case("bob", K, "I don't want to return the whole order 1041, only the cam — is a partial return even allowed?",
         "an own id in a question worded as policy; the negation is part of the question",
         ["negation", "id_in_policy_question", "partial_return"], keep=("don't", "1041")),
    case("alice", K, "Do I need to send the charger back too when I return a dock, or just the dock itself?",
         "return-procedure question the corpus does not answer directly; the system may abstain",
         ["unanswered_in_domain", "return_procedure"], keep=("charger",)),
    case("carol", K, "different question: do we ship to Puerto Rico?",
         "shipping destinations; a history on an own order never changes the route of a new topic",
         ["topic_switch", "names", "lowercase"], keep=("Puerto Rico",),
         hist=("where is 2047", "Order 2047 (Globex Key) is packed and waiting for carrier pickup.")),
    case("dave", K, "subscription question: if I cancel an annual GlobexSync plan 20 days in, do I get anything back?",
         "subscription refund rule (annual plans refunded only within 14 days)",
         ["subscription", "numbers", "lowercase"], keep=("20 days", "GlobexSync")),
    case("alice", K, "EUR 6.90 for a label?? is that taken off even if Acme messed up the order?",
         "return-label rule (free when defective or wrong)",
         ["return_label", "frustrated", "numbers"], keep=("EUR 6.90",)),
    case("bob", K, "is SKU ACM-GC50 refundable if the card was never used?",
         "gift-card rule; the product code names a product, not an order",
         ["abbreviation", "gift_card", "sku", "lowercase"], keep=("SKU", "ACM-GC50")),
    case("carol", K, "if I cancel it now, when would the USD 119 hit my card?",
         "a hypothetical about an own object asked in policy terms (v4): the canceled-order refund rule. Arguable "
         "(action or live_tool)",
         ["hypothetical", "reference_resolved", "numbers", "arguable"], keep=("USD 119",),
         hist=("is 2043 still cancelable", "Yes, order 2043 (HomeVault Drive 4 TB) is confirmed and can still be "
               "canceled.")),
    case("dave", K, "If someone disputes a charge with their card company while a return is still open, does the "
         "refund still go out? Couldn't find anything about that in the refund policy",
         "an in-domain question the corpus does not answer (the system abstains). Arguable (out_of_domain: the "
         "card network's dispute rules)",
         ["chargeback", "unanswered_in_domain", "arguable"], keep=("refund policy",)),
    case("alice", K, "what is my manager allowed to sign off on for a team hardware order? thinking 10 headsets",
         "a restricted document asked from outside its audience is knowledge (the system abstains)",
         ["restricted_document", "team_equipment", "numbers", "lowercase"], keep=("10 headsets",)),
    case("bob", K, "morning. Can a customer change the delivery address after the order is already processing?",
         "address-change rule by status; the greeting history changes nothing",
         ["greeting_history", "change_address_policy", "status_word", "support_phrasing"], keep=("processing",),
         hist=("morning!", "Good morning! How can I help?")),
    case("carol", K, "Please, the refund of a cancel order, it goes on my card or I get it other way? How many days?",
         "canceled-order refund rule (original payment method, 3 business days)",
         ["non_native", "refund_timing", "multi_intent_same_route"], keep=("card",)),
    case("dave", K, "ok so in general, is the 14 days counted in calendar days or business days?",
         "the own order and refund come from the history; the question is worded in general (id_from_history_policy)",
         ["long_history", "id_from_history_policy", "numbers", "lowercase"], keep=("14 days",),
         hist=("when was 2044 delivered", "Order 2044 (Globex HomeVault) was delivered on 6 Nov.",
               "and I asked for the refund on the 18th, right?",
               "Yes, refund R-303 was requested on 18 Nov and is processing.")),
    case("bob", K, "one of my reports bought a dock on her own card for WFH and wants it expensed. Is that allowed "
         "at Acme?",
         "a manager's policy question about his team is knowledge (v18); home office equipment is not reimbursable",
         ["others_as_context", "manager_team_context", "expense_equipment", "abbreviation"], keep=("WFH",)),
]
