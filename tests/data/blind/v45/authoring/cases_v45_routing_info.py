"""Blind routing set v45, knowledge cases (46): policy questions asked indirectly, with hedges and politeness.

Theme: "would it be possible to…", "I was wondering whether…", "not sure if you can, but…", "any chance…", hints and
over-polite mail. A "can I / may I / am I allowed to" about a kind of thing asks the rule and is knowledge; so is an own
situation told round a policy question, and an own id taken from the history or named in a question worded in general
terms. Written from DESIGN.md's route definitions and the sample corpus only.
"""

from __future__ import annotations

from routing_case_kit_v45 import case

K = "knowledge"

CASES = [
    # --- no history -------------------------------------------------------------------------------------------
    case("alice", K, "I was wondering whether I'm allowed to carry over unused PTO days into next year?",
         "asks the carry-over rule (up to 5 days, used by 31 March); 'I was wondering whether I'm allowed' asks a rule",
         ["wondering", "permission_question", "hedge"], keep=("carry over", "PTO")),
    case("alice", K, "can I cancel an order after it's been shipped?",
         "'can I' about a kind of order asks the cancellation rule (no longer once shipped); no object is named",
         ["can_i", "permission_question", "lowercase"], keep=("cancel", "shipped")),
    case("alice", K, "Can I cancel 1043 myself in the portal, or does it have to go through Customer Care?",
         "asks how cancelling works (the portal's Cancel order, or an agent after verifying identity); an own id named "
         "in a how-to question is knowledge. arguable: live_tool (whether 1043 is still cancellable) or action "
         "(a request in disguise)", ["can_i", "id_in_policy_question", "own_object_context", "arguable"],
         keep=("1043", "portal", "Customer Care")),
    case("bob", K, "Would it be possible to book business class for a 7-hour flight to New York, or is that pushing it?",
         "'would it be possible to' here asks the flight-class rule (premium economy over 6 h, business over 9 h with VP "
         "approval); nothing is asked of the assistant but the rule", ["would_it_be_possible", "permission_question", "numbers"],
         keep=("business class", "7-hour", "New York")),
    case("bob", K, "as a manager, am I allowed to approve my own expense claims?",
         "a manager's policy question in his own audience (Manager Approval Limits: no, they go to his own line manager)",
         ["permission_question", "manager_policy", "restricted_document_in_audience", "lowercase"],
         keep=("approve", "own expense claims")),
    case("carol", K, "not sure if this is something you can answer, but do we get Juneteenth off?",
         "a hedge before a plain holiday question (Juneteenth is one of Globex's 10 company holidays)",
         ["not_sure_if", "hedge", "lowercase"], keep=("Juneteenth",)),
    case("carol", K, "Sorry if this is a silly question — may I take my Globex Key home when I leave, or does it have to go back?",
         "'may I' asks the leaver rule (laptop, charger and Globex Key back within 10 calendar days); an apology first",
         ["may_i", "permission_question", "politeness", "leaver"], keep=("Globex Key",)),
    case("dave", K, "Would you be so kind as to remind me of the last day to submit 2026 expenses in ExpenseLink?",
         "over-polite request for a fact of the finance-only close calendar (December 18, 2026); dave is in finance, so it "
         "is his own audience", ["over_polite", "question_as_request", "restricted_document_in_audience", "date_period"],
         keep=("2026", "ExpenseLink")),
    case("carol", K, "any chance you know the cutoff for submitting this year's expenses before the close?",
         "the same fact asked by staff: the close calendar is finance-only, so the question is legitimate, routed to "
         "knowledge and the system abstains (the README's audience rule)", ["any_chance", "restricted_document", "lowercase"],
         keep=("cutoff", "expenses")),
    case("dave", K, "I was hoping you might tell me how much store credit I'd get instead of a USD 100 refund?",
         "asks the store-credit rule (10% bonus, USD 110); a hypothetical amount, no own refund named",
         ["hedge", "question_as_request", "numbers", "hypothetical"], keep=("store credit", "USD 100")),
    case("dave", K, "Just sent back an opened HomeVault… I suppose I shouldn't expect the whole 349 back?",
         "an own situation told as a hint round a policy question (15% restocking fee on opened electronics and the USD 7.50 "
         "label). arguable: live_tool (dave's own refund R-303 is exactly this return)",
         ["hint", "own_situation", "numbers", "arguable"], keep=("HomeVault", "349")),
    case("alice", K, "my headset arrived fine but I threw away the box — does that mean I can't send it back anymore?",
         "an own situation round the return rule (opened hardware can go back within 30 days; 10% restocking fee without "
         "the original packaging); no object is looked up", ["own_situation", "negation", "lowercase"],
         keep=("box", "can't", "send it back")),
    case("bob", K, "Quick one, if I may: what's the mileage rate these days?",
         "a polite preamble before the mileage rate (EUR 0.35 per km, 2025 policy)", ["politeness", "curt"],
         keep=("mileage rate",)),
    case("alice", K, "Dear Sir or Madam, I would be most grateful if you could kindly inform me of the per-diem rate "
                     "applicable to an international trip to Brussels. With kind regards, Alice",
         "an over-polite formal mail asking one fact (EUR 70 per day, international); 'if you could kindly inform me' asks "
         "for information, not for a change", ["formal_email", "over_polite", "question_as_request"],
         keep=("per-diem", "Brussels")),
    case("carol", K, "hey, would it be ok to expense a glass of wine at a client dinner? asking for a friend 😅",
         "a permission question about the alcohol rule (approved client dinner, at most two drinks); the joke changes "
         "nothing", ["permission_question", "emoji", "lowercase"], keep=("wine", "client dinner")),
    case("dave", K, "is it ok if I WFH on a wednesday now and then?",
         "'is it ok if I' asks the hybrid rule (office Tuesday to Thursday, WFH Monday and Friday)",
         ["permission_question", "lowercase", "abbreviation"], keep=("WFH", "wednesday")),
    case("bob", K, "Forgive me for asking again, but how many days before an international trip do I need to file the TR-1?",
         "an apology before the TR-1 lead time (14 days international)", ["politeness", "abbreviation"],
         keep=("TR-1", "international")),
    case("alice", K, "do you happen to know if the VPN is realy needed on the train wifi?",
         "'do you happen to know' before the VPN rule (mandatory on public Wi-Fi, trains included); a typo",
         ["hedge", "typo", "lowercase", "abbreviation"], keep=("VPN", "train")),
    case("carol", K, "can i use a P-card for a USD 1,800 monitor order or do I need a PO?",
         "'can I' asks the purchasing rule (P-card up to USD 2,500); a purchase not yet made, nothing to look up",
         ["can_i", "permission_question", "abbreviation", "numbers", "lowercase"], keep=("P-card", "USD 1,800", "PO")),
    case("dave", K, "I'd love to know whether I can approve PTO for my team myself — how many days before it goes to a director?",
         "a policy question answered by the managers-only handbook; dave is not in managers, so it is routed to knowledge "
         "and the system abstains (the README's audience rule)", ["hedge", "restricted_document", "permission_question"],
         keep=("PTO", "director")),
    case("bob", K, "Not to be a pain, but what's the most I can sign off on a PO without going to the director?",
         "a manager's own limit (EUR 5,000 per PO) in his audience; a hedge first",
         ["hedge", "manager_policy", "restricted_document_in_audience", "abbreviation"], keep=("PO", "director")),
    case("alice", K, "could you tell me what the restocking fee is if the packaging's gone?",
         "'could you tell me' is a request for information: the rule (10% of the item price)",
         ["question_as_request", "lowercase"], keep=("restocking fee", "packaging")),
    case("carol", K, "Please could you explain how the 14-day window is counted for a subscription?",
         "a polite request to explain a rule (from the date of purchase for GlobexSync)", ["question_as_request", "politeness",
         "numbers"], keep=("14-day", "subscription")),
    case("alice", K, "I don't suppose there's any way to get store credit instead of a refund to my card?",
         "a hedged rule question (Acme gives no store credit unless the payment method no longer exists); no own refund "
         "is named", ["hedge", "negation"], keep=("don't", "store credit", "card")),
    case("dave", K, "Would you mind telling me who I should call if my laptop gets stolen on a trip?",
         "'would you mind telling me' asks a fact (the Security Hotline, within 1 hour); hypothetical, nothing to change",
         ["question_as_request", "hypothetical", "politeness"], keep=("laptop", "stolen")),
    case("carol", K, "I hate to ask, but what's our PTO carry-over cap again? I keep forgetting",
         "an apologetic rule question (80 hours carry over, 240-hour balance cap)", ["hedge", "politeness"],
         keep=("PTO", "carry-over")),
    case("bob", K, "Any chance there's a rule on splitting a purchase into two POs to stay under my limit?",
         "asks the rule (splitting a purchase is a breach of Manager Approval Limits), in his audience. arguable: refuse "
         "(it could be read as asking how to get round the limit)",
         ["any_chance", "manager_policy", "restricted_document_in_audience", "arguable"], keep=("two POs", "limit")),
    case("alice", K, "Am I allowed to see the Manager Approval Limits document, or is that managers only?",
         "a question about a restricted document from outside its audience: knowledge, the system abstains or says it is "
         "for managers (the README's audience rule)", ["permission_question", "restricted_document"],
         keep=("Manager Approval Limits",)),
    case("dave", K, "Not sure you'll know this one, but does FinanceHub work for us too?",
         "a term only the other tenant's corpus holds, asked of one's own company: knowledge, the system abstains (the "
         "tenant-isolation scenario card asks carol's 'What does FinanceHub do?')", ["not_sure_if", "other_tenant_term"],
         keep=("FinanceHub",)),
    case("carol", K, "If it's not too much trouble, what does Sev2 mean for response time at the help desk?",
         "an over-polite preamble before the help-desk SLA (Sev2 within 8 business hours)",
         ["over_polite", "abbreviation"], keep=("Sev2", "help desk")),
    # --- with history (16) ------------------------------------------------------------------------------------
    case("alice", K, "thanks. I was wondering, if it never turns up, how long do I have to report it?",
         "the lost-parcel rule (contact Customer Care within 14 days of the expected delivery date); the order comes from "
         "the history, the question is general", ["wondering", "id_from_history_policy", "reference_resolved", "hypothetical"],
         keep=("never turns up", "report"),
         hist=("where is my order 1042?",
               "Order 1042 (Acme Dock) was shipped on 2026-11-03 with PostNL, tracking 3SACM1042NL.")),
    case("carol", K, "oh. may I ask whether there's any exception to the 14 days at all?",
         "asks the rule behind a rejection shown in the history (warranty, goodwill credits up to USD 100); 'may I ask' "
         "is a hedge", ["may_i", "id_from_history_policy", "numbers"], keep=("exception", "14 days"),
         hist=("could you check R-304 for me?",
               "R-304 (USD 238.00 for order 2040) was rejected: it was requested 26 days after delivery, outside the "
               "14-day refund window.")),
    case("bob", K, "yes please — the hotel cap there, if you'd be so kind",
         "'there' is Paris from the history; the hotel cap (EUR 240 in Paris) is asked", ["reference_resolved", "politeness",
         "greeting_history", "long_history"], keep=("hotel cap",),
         hist=("hi!", "Hello bob, how can I help?", "I might have a trip to Paris coming up",
               "Nice. Would you like the travel rules or the expense limits for it?")),
    case("dave", K, "before I confirm — would the money go back to my card, and how quickly?",
         "a policy question while an own cancellation waits for confirmation (refund to the original payment method "
         "within 3 business days)", ["pending_action_context", "hedge"], keep=("card", "how quickly"),
         hist=("Can you cancel 2046 for me?",
               "I can cancel order 2046 (HomeVault Drive 4 TB, pending). Please confirm.")),
    case("alice", K, "and, if I may, what was it back in 2024?",
         "'it' is the London hotel cap from the history; 2024 falls under the 2023 policy (EUR 150 flat)",
         ["reference_resolved", "date_period", "politeness"], keep=("2024",),
         hist=("what's the hotel cap in London?",
               "Under the Expense Reimbursement Policy 2025 the cap in London is EUR 240 per night.")),
    case("carol", K, "I was wondering whether I need a TA-100 for a day trip to Philadelphia",
         "a travel-authorization question after a greeting (every trip needs a TA-100)", ["wondering", "greeting_history",
         "abbreviation"], keep=("TA-100", "Philadelphia"),
         hist=("good morning!", "Good morning, carol. What can I do for you?")),
    case("bob", K, "hm, how long is that supposed to take, roughly?",
         "the refund processing time (14 days after the return arrives, then 3 to 5 business days at the bank); the refund "
         "comes from the history, the question is the rule's", ["id_from_history_policy", "lowercase"], keep=("how long",),
         hist=("is R-79 done yet?", "R-79 (EUR 99.00 for order 1041) is still processing.")),
    case("dave", K, "thanks! and would a premium economy seat be ok on the flight out?",
         "a permission question about the flight class for the Tokyo trip in the history (premium economy from 5 hours)",
         ["permission_question", "reference_resolved", "topic_switch"], keep=("premium economy",),
         hist=("What's the hotel cap in Tokyo?",
               "USD 325 per night: Tokyo is a high-cost city under the Expense Reimbursement Policy 2025.")),
    case("alice", K, "sorry — silly question, but do I pay shipping if I reorder just one headset later?",
         "a shipping-cost question while an own cancellation waits (free from EUR 50; a headset is EUR 79)",
         ["pending_action_context", "politeness", "long_history", "hypothetical"], keep=("shipping", "one headset"),
         hist=("can you cancel 1043?", "I can cancel order 1043 (2 × Acme Headset, processing). Please confirm.",
               "wait", "Sure — nothing has been done. The cancellation is waiting for your confirmation.")),
    case("carol", K, "overnight was supposed to mean overnight 🙄 don't I get that 29.99 back?",
         "frustration round the overnight-guarantee rule (the USD 29.99 is refunded when the guarantee is missed). "
         "arguable: live_tool (carol's R-302 already refunds exactly this) or action (asking for the money)",
         ["frustrated", "emoji", "id_from_history_policy", "negation", "arguable"], keep=("overnight", "don't", "29.99"),
         hist=("could you tell me where 2042 is?",
               "Order 2042 (Globex Key, overnight) is in transit with UPS, tracking 1Z999GBX2042.")),
    case("bob", K, "Would you happen to know who I should delegate my approvals to while I'm away for two weeks?",
         "a manager's delegation rule (another manager of the same or higher level, never a direct report), in his audience",
         ["hedge", "manager_policy", "restricted_document_in_audience", "greeting_history"], keep=("delegate", "two weeks"),
         hist=("hello", "Hi bob! How can I help today?")),
    case("dave", K, "lovely, and may I claim breakfast if the hotel includes it?",
         "'may I claim' asks the meal-deduction rule (a provided breakfast is deducted at USD 15)",
         ["may_i", "permission_question", "follow_up"], keep=("breakfast",),
         hist=("what's the per diem for an international trip?",
               "USD 95 per day; on the first and last day 75%, USD 71.25.")),
    case("alice", K, "I was wondering — who exactly signs off on something that size?",
         "the approval rule for a claim the size of the one in the history (line manager up to EUR 1,000); the claim comes "
         "from the history, the question is general", ["wondering", "id_from_history_policy", "reference_resolved"],
         keep=("signs off",),
         hist=("is my claim EXP-2041 approved?",
               "EXP-2041 (EUR 442.50, Brussels trip) is submitted and waiting for approval; you can still withdraw it.")),
    case("carol", K, "would they have to pay some kind of fee if they send it back?",
         "'they' is the customer and 'it' the opened HomeVault from a six-turn history: the restocking-fee rule (15%)",
         ["reference_resolved", "long_history", "shared_customer", "hedge"], keep=("fee", "send it back"),
         hist=("hi", "Hi carol!", "I think I've got a question about returns", "Sure, what would you like to know?",
               "a customer of mine bought a HomeVault and opened it", "Understood. What's the question about it?")),
    case("dave", K, "ok, and if I lose mine, would I be right in thinking I call the Security Hotline?",
         "a hedged check of the lost-device rule (Security Hotline within 1 hour)", ["hedge", "follow_up", "hypothetical"],
         keep=("Security Hotline",),
         hist=("do finance people need a Globex Key?",
               "Yes: hardware security keys are required for administrators and for employees in Finance (IT Security Basics).")),
    case("bob", K, "if 1044 shows up late, do I get the express fee back or is that wishful thinking?",
         "a conditional policy question about an own order (the EUR 12.90 express fee is refunded when an express parcel is "
         "late). arguable: live_tool (whether 1044 is late)", ["id_in_policy_question", "hypothetical", "arguable"],
         keep=("1044", "express fee"),
         hist=("could you show me my orders?",
               "You have three: 1041 (delivered), 1044 (shipped, express) and 1046 (received, cancellable).")),
]
