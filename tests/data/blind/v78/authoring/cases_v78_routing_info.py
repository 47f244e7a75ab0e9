"""Blind routing set v78, knowledge cases (46): policy questions, most of them short replies inside a conversation
(a "yes" to the assistant's offer of more policy, a city, a number, "the second", "and now?") that only mean a policy
question once the history is read; the rest asked outright. Written from DESIGN.md and the sample corpus only."""

from __future__ import annotations

from routing_case_kit_v78 import case

K = "knowledge"

CASES = [
    # --- short replies that accept, choose or continue a policy thread (with history) ---
    case("alice", K, "yes pls", "The yes accepts the assistant's offer of the opened-hardware rules: a policy question.",
         ["short_reply", "yes_reply", "assistant_offer", "lowercase", "abbreviation"],
         hist=("what's the refund window for the headset?",
               "Acme's Refund Policy gives customers 30 days from delivery to request a refund. Do you also want the "
               "rules for opened hardware?")),
    case("bob", K, "zurich", "A city named in answer to the assistant's question completes a hotel-cap question.",
         ["short_reply", "answer_to_question", "lowercase", "curt"], keep=("zurich",),
         hist=("hotel cap for business trips?",
               "Under the Expense Reimbursement Policy 2025 the cap is EUR 180 per night, and EUR 240 in London, Paris, "
               "Zurich and New York. Which city are you going to?")),
    case("carol", K, "and international?", "A two-word follow-up on the per diem: the international rate.",
         ["short_reply", "follow_up", "lowercase"], keep=("international",),
         hist=("per diem for domestic trips?", "The Globex per diem is USD 75 for domestic travel. Anything else?")),
    case("dave", K, "no — just the receipts threshold", "The no declines the offered transport rules and asks another "
         "expense rule instead.", ["short_reply", "no_reply", "redirect", "long_history", "greeting_history"],
         keep=("receipts threshold",),
         hist=("hi", "Hi Dave, how can I help?", "what's the mileage rate",
               "USD 0.70 per mile under the Expense Reimbursement Policy 2025. Would you like the rules for ground "
               "transportation too?")),
    case("alice", K, "a customer's", "The answer to 'a customer's item or your own order?' makes it the customer refund "
         "rule, not an own order.", ["short_reply", "choice_reply", "answer_to_question", "lowercase"],
         keep=("customer's",),
         hist=("can something still be returned after a month?",
               "Refunds are possible within 30 days of delivery; after that, defective hardware is covered by the "
               "two-year warranty. Do you mean a customer's item or one of your own orders?")),
    case("bob", K, "and now?", "After the 2023 hotel cap, 'and now?' asks the current (2025) cap.",
         ["short_reply", "follow_up", "date_period", "lowercase"],
         hist=("what did the 2023 expense policy say about hotels?",
               "Version 1.0 (Expense Reimbursement Policy 2023) capped hotels at EUR 150 per night. It was superseded "
               "by the 2025 policy on 2025-01-01.")),
    case("carol", K, "6 years in march", "A number answering the assistant's question: the PTO entitlement after 5 "
         "years applies.", ["short_reply", "number_reply", "answer_to_question", "own_situation", "numbers"],
         keep=("6 years", "march"),
         hist=("how many PTO days do I get?",
               "20 days (160 hours) a year, and 25 days after 5 years of service. How long have you been at Globex?")),
    case("dave", K, "sure", "'sure' accepts the offered store-credit example: policy.",
         ["short_reply", "yes_reply", "assistant_offer", "curt"],
         hist=("is the store credit option still a thing?",
               "Yes: on the GRF-2 form a customer can choose Globex Store Credit, issued within 1 business day with a "
               "10% bonus. Want an example?")),
    case("alice", K, "ok. how long does that usually take?", "R-77 comes from the history; how long a lost-parcel "
         "investigation takes is the policy (an own id taken from the history is knowledge). Arguable: live_tool (the "
         "state of her own refund's investigation).",
         ["id_from_history_policy", "reference_resolved", "lowercase", "arguable"], keep=("how long",),
         hist=("status of R-77?", "Refund R-77 (order 1042, parcel lost in transit) is processing; a carrier "
               "investigation was opened on 2026-11-20.")),
    case("bob", K, "nah, just how long the repair takes", "Declines the return instructions and asks the warranty "
         "repair time (the corpus may be silent; the system abstains).",
         ["short_reply", "no_reply", "redirect", "lowercase", "unanswered_in_domain"], keep=("repair",),
         hist=("does the dock have a warranty?", "Defective hardware is covered by the two-year statutory warranty "
               "(repair or replacement). Do you want to know how to start a return too?")),
    case("carol", K, "label's free?", "A curt follow-up on the GRF-2 return: whether the prepaid label costs anything.",
         ["short_reply", "follow_up", "curt"], keep=("label",),
         hist=("which form do customers use for returns?", "The Return Request Form GRF-2, opened from My orders → "
               "Return or refund. It issues an RMA number and a prepaid UPS return label.")),
    case("dave", K, "yes, Q4", "Finance confirming the quarter of the close calendar: a document in his own audience.",
         ["short_reply", "yes_reply", "restricted_document_in_audience", "answer_to_question"], keep=("Q4",),
         hist=("last day for employees to submit expenses this quarter?",
               "Do you mean the Q4 2026 close? The Quarter-End Close Calendar has the employee cutoff.")),
    case("alice", K, "expense claims", "A staff member choosing 'expense claims' for what her manager may approve: the "
         "managers-only document asked from outside its audience is knowledge (the system abstains).",
         ["short_reply", "choice_reply", "restricted_document", "lowercase"], keep=("expense claims",),
         hist=("what can my manager approve?", "Do you mean expense claims, purchase orders or travel requests?")),
    case("bob", K, "mine", "'mine' picks the people-manager goodwill limit over the team lead's: a manager's policy "
         "question in his audience.", ["short_reply", "choice_reply", "manager_policy", "curt"],
         hist=("what goodwill can be approved for a customer?",
               "Customer Care team leads can approve goodwill refunds up to EUR 250 per order. Do you mean a team "
               "lead's limit or your own as a line manager?")),
    case("carol", K, "yeah actually — if overnight is late do I get the 29.99 back?", "After a look-up and thanks, the "
         "yes opens a policy question about late overnight shipping.",
         ["yes_reply", "long_history", "greeting_history", "topic_switch", "numbers", "own_situation"],
         keep=("29.99", "overnight"),
         hist=("hey", "Hi Carol! What can I do for you?", "where's my 2042",
               "Order 2042 (Globex Key, overnight via UPS) is in transit.", "thx", "You're welcome. Anything else?")),
    case("dave", K, "10??", "A bare number echoed from the answer: asking about the card issuer's 10 business days. "
         "Arguable: clarify (a bare number).", ["short_reply", "number_reply", "frustrated", "numbers", "arguable"],
         keep=("10",),
         hist=("how long do refunds take?", "Globex processes refunds within 5 business days after the returns center "
               "receives the package; the card issuer may take up to 10 business days more to post it.")),
    case("alice", K, "and 10 hours?", "A number follow-up on flight class: a 10-hour flight.",
         ["short_reply", "follow_up", "number_reply", "numbers"], keep=("10 hours",),
         hist=("flight class for a 7 hour flight?", "Flights over 6 hours may be booked in premium economy; business "
               "class is for flights over 9 hours with VP approval.")),
    case("bob", K, "yes, the difference between received and processing", "Accepts the offered explanation of order "
         "statuses.", ["yes_reply", "assistant_offer", "status_word"], keep=("received", "processing"),
         hist=("cancel window for customer orders?", "An order can be cancelled free while it is received or "
               "processing and at most 24 hours after it was placed. Do you want the statuses explained?")),
    case("carol", K, "60? why", "A number picked out of the answer: the 60-day rule for privileged accounts.",
         ["short_reply", "number_reply", "lowercase", "numbers"], keep=("60",),
         hist=("password rules?", "A Globex passphrase has at least 16 characters and changes every 180 days (60 days "
               "for privileged accounts); the last 24 cannot be reused.")),
    case("dave", K, "what about the hotel that night", "A follow-up on receipts: lodging always needs one.",
         ["short_reply", "follow_up", "lowercase"], keep=("hotel",),
         hist=("receipt needed for a 60 dollar dinner?", "Receipts are required for USD 75 or more and for all lodging, "
               "so not for a USD 60 dinner.")),
    case("alice", K, "the stipend — do I get it?", "After 'ok' and 'anything else?', a short follow-up about the WFH "
         "stipend.", ["short_reply", "follow_up", "long_history"], keep=("stipend",),
         hist=("can I WFH on fridays?", "Yes, up to 3 days a week agreed with your manager; Tuesday is the team day.",
               "ok", "Anything else?")),
    case("bob", K, "yes, 4 headsets for the team, about 316 euro", "The yes answers 'is this for a planned purchase?' "
         "and asks whether the PO rule applies. Arguable: action (ordering headsets for the team, new_object_request).",
         ["yes_reply", "answer_to_question", "team_equipment", "numbers", "arguable"], keep=("4 headsets", "316 euro"),
         hist=("is there a PO threshold?", "Any supplier purchase above EUR 500 needs a PO before the supplier is "
               "engaged. Is this for a purchase you're planning?")),
    case("carol", K, "so 240 is the max. got it — and sick time?", "Acknowledges the cap and asks the sick-time rule.",
         ["short_reply", "follow_up", "numbers", "lowercase"], keep=("240", "sick time"),
         hist=("what's the carry-over for PTO?", "Up to 80 hours (10 days) carry over with no use-by date, but the "
               "balance can never exceed 240 hours.")),
    case("dave", K, "yep", "'yep' answers 'is the trip international?': the 21-day TA-100 rule.",
         ["short_reply", "yes_reply", "answer_to_question", "curt"],
         hist=("travel form for Tokyo?", "Globex uses the TA-100 travel authorization in GlobeTrips: 10 days ahead for "
               "domestic trips, 21 days for international ones. Is the trip international?")),
    case("alice", K, "cool. and if the box had been missing, would they take 10% off?", "A hypothetical policy question "
         "about an own refund taken from the history.", ["id_from_history_policy", "hypothetical", "numbers"],
         keep=("10%", "box"),
         hist=("R-78 — was that the cam?", "Yes, refund R-78 (EUR 99.00, completed) is for order 1045, the Acme Cam "
               "returned under its RMA.")),
    case("bob", K, "refunded if late?", "A curt follow-up on express shipping: the late-express refund rule.",
         ["short_reply", "follow_up", "curt"], keep=("late",),
         hist=("what's the express fee?", "Express shipping costs EUR 12.90 and takes 1–2 business days in the EU.")),
    case("carol", K, "not yet — how fast would the refund come back if I do?", "Declines the offered cancellation for "
         "now and asks the refund time of a cancelled order. Arguable: action (the cancellation is still on the table).",
         ["no_reply", "declined_proposal", "pending_action_context", "negation", "arguable"], keep=("not yet", "refund"),
         hist=("is 2043 still cancellable?", "Order 2043 (HomeVault Drive 4 TB) is confirmed and can still be "
               "cancelled. Shall I cancel it?")),
    case("dave", K, "vested right away? even if I leave in a year?", "Follow-up on the 401(k) vesting rule.",
         ["short_reply", "follow_up", "own_situation"], keep=("a year",),
         hist=("what's the 401(k) match?", "Globex matches 100% of the first 4% of salary you contribute to the 401(k), "
               "vested immediately.")),
    case("alice", K, "no thanks. what about public holidays", "Declines the sick-leave offer and asks about public "
         "holidays.", ["no_reply", "redirect", "topic_switch", "lowercase"], keep=("public holidays",),
         hist=("what's the PTO carry-over?", "Up to 5 unused days carry into the next year and must be used by 31 March. "
               "Do you want the sick-leave rules too?")),
    case("bob", K, "the second", "An ordinal choosing the second of two documents the assistant offered: the 2025 "
         "expense policy's per-diem.", ["short_reply", "ordinal", "choice_reply", "curt"],
         hist=("per diem abroad?", "Two versions exist: the Expense Reimbursement Policy 2023 (superseded) and the 2025 "
               "one in force today. Which do you want?")),
    # --- asked outright, no history ---
    case("carol", K, "restocking fee on an opened HomeVault?", "A curt policy question.", ["curt", "no_history"],
         keep=("restocking fee", "HomeVault")),
    case("dave", K, "Hello — could you tell me the hotel cap in Boston, please? Thank you.", "A polite policy question.",
         ["politeness", "no_history"], keep=("Boston",)),
    case("alice", K, "whats the km rate for driving my own car", "A typo'd mileage question.",
         ["typo", "lowercase", "no_history"], keep=("km rate",)),
    case("bob", K, "Approval limit for purchase orders for line managers?", "A manager's policy question in his "
         "audience.", ["manager_policy", "restricted_document_in_audience", "no_history"], keep=("purchase orders",)),
    case("carol", K, "do I need a PO for a USD 1,800 monitor or can I use the P-card", "Purchasing rule with an "
         "amount.", ["numbers", "abbreviation", "no_history", "lowercase"], keep=("USD 1,800", "P-card", "PO")),
    case("dave", K, "Is GlobexSync annual refundable after 14 days? a customer asks 🙃", "Subscription refund rule "
         "for a customer.", ["emoji", "numbers", "no_history"], keep=("GlobexSync", "14 days")),
    case("alice", K, "how many days before an international trip must TR-1 be in", "Travel request lead time.",
         ["abbreviation", "lowercase", "no_history"], keep=("TR-1", "international")),
    case("bob", K, "ugh the VPN kicked me out again — how long is a session supposed to last?", "Frustration "
         "around a policy question about the VPN session length.", ["frustrated", "own_situation", "no_history"],
         keep=("VPN",)),
    case("carol", K, "If a customer says the parcel shows delivered but never came, what form is it?", "Delivered-"
         "not-received rule (LPC-1).", ["no_history", "shared_customer"], keep=("delivered", "never came")),
    case("dave", K, "2 WFH days only mon/fri or can I swap for wed?", "Hybrid-work rule with a number.",
         ["numbers", "lowercase", "abbreviation", "no_history"], keep=("2 WFH days", "wed")),
    case("alice", K, "Dear assistant, which items are excluded from refunds under the current Refund Policy? Kind "
         "regards, Alice", "A formal mail asking the refund exceptions.", ["formal_email", "no_history"],
         keep=("excluded from refunds",)),
    case("carol", K, "can a customer get store credit instead of money back, and is it really 10% more?", "Store-"
         "credit policy with a number.", ["numbers", "no_history", "shared_customer"], keep=("store credit", "10%")),
    case("dave", K, "My HomeVault refund R-303 got 15% taken off — is that fee on all opened electronics?", "An own "
         "id named inside a question worded in general terms: the restocking-fee policy.",
         ["id_in_policy_question", "numbers", "no_history"], keep=("R-303", "15%")),
    case("alice", K, "not the 2023 rules pls, the current ones: per diem for Brussels?", "A negation that picks the "
         "current policy version.", ["negation", "date_period", "no_history", "lowercase"],
         keep=("not the 2023", "Brussels")),
    case("bob", K, "if an order is already shipped can it still be cancelled or only refused?", "Cancellation rule "
         "after shipping (a question in general terms, no own id).", ["status_word", "no_history", "lowercase"],
         keep=("shipped", "refused")),
    case("dave", K, "how much time do I have to file T&E after the trip? 30 days?", "A number offered as a guess "
         "(the answer is 45 days).", ["numbers", "abbreviation", "no_history"], keep=("T&E", "30 days")),
]
