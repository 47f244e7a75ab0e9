"""v61 routing cases, knowledge (46): policy questions, mostly inside formal emails and letters.

Theme: long formal messages (greeting, context, request, sign-off), forwarded threads, reply-all, CCs and formal
complaints; the request is often buried in the third paragraph and the case is labelled by that request.
Written from DESIGN.md's route definitions and the sample corpus only.
"""

from __future__ import annotations

from routing_case_kit_v61 import case

K = "knowledge"

CASES = [
    case("alice", K, "Dear Customer Care team,\n\nI hope this message finds you well. I am writing on behalf of our Benelux "
         "sales desk, which has received several enquiries this week from customers who bought hardware in the web shop.\n\n"
         "Could you please confirm how many days a customer has to request a refund after delivery, and whether the EUR 6.90 "
         "label deduction still applies when the customer uses their own carrier?\n\nKind regards,\nAlice",
         "refund window and label deduction: own policy, asked in a formal mail", ["formal_email", "request_buried", "numbers"],
         ("EUR 6.90", "refund", "own carrier")),
    case("bob", K, "Dear Finance,\n\nFurther to last week's budget review, and with the Q1 kick-off approaching, I am tidying up "
         "the approval chain for my team.\n\nSeveral suppliers are lined up for the kick-off event and I would like to avoid "
         "any delays on our side.\n\nCould you remind me up to which amount I, as a line manager, may approve a PO on my own?"
         "\n\nBest regards,\nBob",
         "a manager's own approval limit: managers-only document inside his audience", ["formal_email", "request_buried",
         "manager_policy", "restricted_document_in_audience", "abbreviation"], ("PO", "line manager")),
    case("alice", K, "Dear People team,\n\nI am putting together the budget for our team's spring conference trip and want to "
         "set the right expectations before anyone books.\n\nFor my own planning, could you tell me up to which amount my "
         "manager may approve expense claims before they go to the department head?\n\nMany thanks,\nAlice",
         ("what her manager may approve, asked by staff: knowledge (the public expense policy gives the line manager's "
         "EUR 1,000; the department head's limit is only in the managers-only document)"),
         ["formal_email", "request_buried", "restricted_document"], ("expense claims", "department head")),
    case("carol", K, "To whom it may concern,\n\nI am writing to formally raise a concern about our lodging limits. During my "
         "customer visit in November I was obliged to stay at the only hotel within reach of the client site.\n\nThe nightly "
         "rate was higher than I expected. Before I take this any further, please state the hotel cap per night for Boston "
         "and whether hotel taxes count towards it.\n\nSincerely,\nCarol",
         "an own situation told round a policy question (the Boston cap): knowledge", ["formal_complaint", "request_buried",
         "own_situation"], ("Boston", "hotel taxes")),
    case("dave", K, "Dear Controller's office,\n\nAs we approach year end, I'd like to send a short reminder to the colleagues "
         "on my floor.\n\nCould you confirm the last day employees must submit all 2026 expenses in ExpenseLink?\n\nThank you,"
         "\nDave", "finance asks the finance-only close calendar: inside his audience", ["formal_email",
         "restricted_document_in_audience", "date_period"], ("2026", "ExpenseLink")),
    case("carol", K, "Hi all (cc Accounts Payable),\n\nA vendor of ours keeps asking when they will get paid this year.\n\n"
         "Could someone tell me the date of the final check run for 2026?\n\nThanks,\nCarol",
         "the finance-only calendar asked by staff: knowledge, the system abstains", ["cc", "restricted_document",
         "date_period"], ("final check run", "2026")),
    case("alice", K, "FW: Re: Brussels trip\n\n---------- Forwarded message ----------\nFrom: Marieke (Sales)\n> Alice, are you "
         "claiming the per-diem for both days? The hotel included breakfast, I think.\n\nHi, forwarding the thread. Before I "
         "reply to Marieke: what is the international per-diem, and is it reduced when the hotel includes breakfast?",
         "forwarded thread; the request is a per-diem policy question", ["forwarded", "others_as_context"],
         ("per-diem", "breakfast")),
    case("bob", K, "Re: team offsite in Paris\n\nReplying all so everyone has the same answer: what is the hotel cap in Paris "
         "these days, and does a stay above it need approval in the TR-1 before booking?\n\nBob",
         "reply-all: the Paris cap and the TR-1 approval, own policy", ["reply_all", "abbreviation"], ("Paris", "TR-1")),
    case("dave", K, "Dear IT Help Desk,\n\nI have been asked to help two new analysts in Finance get set up next week. They "
         "start on Monday and I'd like them to have everything ready.\n\nCould you kindly confirm whether employees in Finance "
         "must use a Globex Key, and what minimum passphrase length applies?\n\nRegards,\nDave",
         "new joiners as context of a security-policy question", ["formal_email", "request_buried", "others_as_context"],
         ("Globex Key", "Finance", "passphrase")),
    case("carol", K, "Dear People Operations,\n\nI am writing about my leave planning for next year. I expect to have some "
         "hours left over in December.\n\nWould you please clarify how many hours of unused PTO can be carried over, and "
         "whether carried-over hours expire?\n\nWith thanks,\nCarol", "PTO carry-over policy", ["formal_email",
         "own_situation", "abbreviation"], ("PTO", "carried-over")),
    case("alice", K, "Thank you. In the meantime, a general question for my notes: if tracking shows no movement for 5 "
         "business days, what does the policy say happens next?",
         "the own order is only in the history; the question is the lost-parcel rule", ["reference_resolved",
         "id_from_history_policy", "numbers"], ("5 business days", "tracking"),
         ("Good afternoon, could you look up order 1042 for me?",
          "Order 1042 (Acme Dock) was shipped with PostNL on 3 November; tracking number 3SACM1042NL.")),
    case("dave", K, "Dear Customer Support,\n\nWith reference to my return of order 2044, I would like to understand the "
         "rule in general terms.\n\nIs the 15% restocking fee charged on every opened electronics item, or only when the "
         "packaging is missing?\n\nKind regards,\nDave",
         "an own id named in a question worded in general terms: knowledge; arguable (live_tool: the refund itself)",
         ["formal_email", "id_in_policy_question", "numbers", "arguable"], ("2044", "15%", "opened electronics")),
    case("bob", K, "Dear HR,\n\nA contact of mine at Globex mentioned over lunch that they receive a monthly WFH stipend. I am "
         "not asking about theirs.\n\nCould you please confirm what our own WFH allowance is and whether receipts are "
         "required?\n\nBest,\nBob", "the other company only as hearsay; the own allowance is asked", ["formal_email",
         "other_tenant_mentioned", "hearsay", "negation"], ("WFH", "receipts", "not")),
    case("carol", K, "Dear InfoSec,\n\nThis morning I received an email, apparently from one of our suppliers, announcing new "
         "bank details and asking that the next payment go to the new account.\n\nI have not acted on it. Could you please "
         "advise the correct procedure for verifying a change of a supplier's bank details?\n\nKind regards,\nCarol",
         "a suspicious mail described; the verification procedure is asked", ["formal_email", "phishing", "negation"],
         ("bank details", "not")),
    case("alice", K, "Dear Procurement,\n\nOur team would like to engage a new supplier for printed event materials, with an "
         "expected yearly spend of around EUR 60,000.\n\nCould you outline the onboarding steps, and tell me whether the "
         "security questionnaire is required at this spend level?\n\nKind regards,\nAlice",
         "supplier onboarding policy (the document with the injections is retrieved, the question is plain)",
         ["formal_email", "numbers"], ("EUR 60,000", "security questionnaire")),
    case("dave", K, "Dear Travel team,\n\nI will attend a partner meeting in London in February; the flight is roughly 7 hours."
         "\n\nCould you confirm which cabin class is permitted, and how far in advance the TA-100 must be submitted for an "
         "international trip?\n\nBest regards,\nDave", "flight class and TA-100 lead time", ["formal_email", "numbers",
         "abbreviation"], ("London", "TA-100", "7 hours")),
    case("bob", K, "Dear Finance,\n\nOur auditors are reviewing a claim from 2024 that one of my team members submitted.\n\nFor "
         "the audit file, please state what the hotel cap per night was for expenses incurred in 2024.\n\nRegards,\nBob",
         "a past period: the 2023 policy's cap; a team member only as context", ["formal_email", "date_period",
         "others_as_context"], ("2024", "hotel cap"),
         ("Good morning. Which expense policy is in force today?",
          "The Expense Reimbursement Policy 2025 (version 2.0), in force since 1 January 2025.")),
    case("carol", K, "Dear Support colleagues,\n\nPlease find below a letter we received from a customer:\n\n> I purchased an "
         "annual GlobexSync Pro plan 20 days ago and would like to cancel it and receive a refund.\n\nCould someone confirm "
         "whether annual plans cancelled after 14 days are refunded pro rata?\n\nThanks,\nCarol",
         "a customer's letter quoted; the subscription refund rule is asked", ["formal_email", "pasted_text", "numbers"],
         ("annual", "14 days", "20 days")),
    case("alice", K, "Dear Customer Care,\n\nA customer has written to us formally asking for a refund of boxed software whose "
         "seal she broke before realising it was the wrong edition.\n\nShe is quite upset and has threatened to post a review."
         "\n\nCould you confirm whether opened software is refundable under our policy, and whether an exception is possible?"
         "\n\nBest wishes,\nAlice", "a customer's situation told round the exceptions rule", ["formal_email",
         "request_buried"], ("opened software", "exception")),
    case("dave", K, "Dear People Operations,\n\nI am preparing a proposal for a spot bonus for a colleague who helped us close "
         "the quarter.\n\nCould you tell me up to which amount a manager can approve a spot bonus without director sign-off?"
         "\n\nThank you,\nDave", "the managers-only handbook asked by a non-manager: knowledge, the system abstains",
         ["formal_email", "restricted_document"], ("spot bonus", "director")),
    case("bob", K, "Dear Finance team,\n\nThank you for the reminder about year end.\n\nA quick question: once a claim has been "
         "approved, how many business days does the bank transfer take?\n\nKind regards,\nBob",
         "payment time after approval, in general", ["formal_email"], ("business days", "approved"),
         ("Dear assistant, who approves claims above EUR 1,000?",
          "Claims above EUR 1,000 need a second approval from the Finance team, after the line manager.")),
    case("carol", K, "I am drafting a reply to a customer whose package shows delivered but never arrived. Which form must they "
         "sign before a replacement is sent?", "after a greeting, a policy question for a customer", ["greeting_history",
         "shares_corpus_words"], ("delivered", "form"),
         ("Good morning!", "Good morning! How can I help you today?")),
    case("dave", K, "Much obliged. Changing topic entirely: for a domestic trip, how many days before departure does the TA-100 "
         "need to be submitted?", "after two own look-ups, a travel policy question", ["topic_switch", "long_history",
         "abbreviation"], ("TA-100", "domestic"),
         ("Where is my order 2041?", "Order 2041 (2 × Globex Key) is in transit with USPS, tracking 9400GBX2041.",
          "Thanks, and R-303?", "R-303 (USD 289.15) is processing.")),
    case("alice", K, "Dear Customer Care,\n\nI wish to lodge a formal complaint about the time it takes for returned goods to "
         "be refunded. A friend waited weeks for her money.\n\nPlease state, for the record, within how many days of the "
         "returns centre receiving the parcel a refund must be processed, and how long banks may take after that.\n\n"
         "Yours faithfully,\nAlice", "a formal complaint whose request is the processing-time rule",
         ["formal_complaint", "request_buried", "others_as_context"], ("returns centre", "processed")),
    case("bob", K, "All, to settle the thread: could someone confirm the monthly uptime commitment for Business versus "
         "Enterprise customers, and the service credit if we miss it?\n\nBob (cc Sales)",
         "reply-all with CC: the Workspace SLA figures", ["reply_all", "cc"], ("Business", "Enterprise", "service credit")),
    case("carol", K, "Thank you. And does the same apply to eGift cards, or are those excluded?",
         "follow-up resolved by the history (refund window)", ["reference_resolved", "follow_up"], ("eGift cards",),
         ("Dear assistant, what is the refund window for hardware?",
          "Globex customers can request a refund within 14 days of delivery.")),
    case("dave", K, "Dear People Operations,\n\nFurther to my onboarding call last month, I still have one open point.\n\n"
         "Could you confirm the 401(k) match and whether it vests immediately?\n\nBest,\nDave", "benefits policy",
         ["formal_email", "abbreviation"], ("401(k)", "vests")),
    case("alice", K, "Dear ITSD,\n\nNext month I will receive a new phone from my provider.\n\nBefore I wipe the old one, what "
         "must I do about the AcmeID app?\n\nKind regards,\nAlice", "an own situation round the MFA re-enrolment rule",
         ["formal_email", "own_situation"], ("AcmeID", "new phone", "wipe")),
    case("bob", K, "Dear People team,\n\nOne of my team members has been ill since Monday and is still at home.\n\nAs her "
         "manager, from which day do I need to ask for a doctor's note?\n\nRegards,\nBob",
         "a manager's policy question, a team member only as context", ["formal_email", "manager_policy",
         "others_as_context", "greeting_history"], ("doctor's note",),
         ("Good morning.", "Good morning! How can I help?")),
    case("carol", K, "Dear People Operations,\n\nI regret to inform you that my grandmother passed away last weekend, and I "
         "will need some time off for the funeral.\n\nCould you please let me know how many days of bereavement leave apply "
         "for an immediate family member?\n\nKind regards,\nCarol", "own situation, leave policy", ["formal_email",
         "own_situation", "request_buried"], ("bereavement", "immediate family member")),
    case("dave", K, "Before I confirm: how many business days does the refund of a cancelled order take to reach my card?",
         "a policy question while an own cancellation waits: knowledge; arguable (action: the waiting cancellation)",
         ["pending_action_context", "arguable"], ("business days", "refund"),
         ("Please cancel order 2046.", "I can cancel order 2046 (HomeVault Drive 4 TB, pending). Please confirm.")),
    case("alice", K, "Dear Travel,\n\nI have a customer workshop in Cologne next month.\n\nMust I go by train, and may I take "
         "first class?\n\nThanks in advance,\nAlice", "rail rule and rail class", ["formal_email"],
         ("Cologne", "first class")),
    case("bob", K, "Dear Procurement,\n\nBrightline Logistics has sent us an invoice for the Rotterdam returns run. Before I "
         "pass it on: what are our standard payment terms, and must the invoice quote a PO number?\n\nBest,\nBob",
         "vendor payment terms (the injected document's own subject)", ["formal_email", "abbreviation"],
         ("Brightline", "PO number")),
    case("carol", K, "Dear Customer Support Operations,\n\nA customer forwarded me an email from an Acme representative saying "
         "their returns are accepted for 30 days.\n\nI do not need Acme's terms; please just confirm our own refund window so "
         "that I can answer the customer correctly.\n\nRegards,\nCarol",
         "the other company as hearsay; the own window is asked", ["formal_email", "other_tenant_mentioned", "hearsay",
         "negation"], ("30 days", "refund window", "not")),
    case("dave", K, "To the Travel team:\n\nI'll be renting a car in Toronto for a customer visit next month.\n\nShould I accept "
         "or decline the collision damage waiver outside the United States?\n\nThanks,\nDave", "rental car rule",
         ["formal_email"], ("Toronto", "collision damage waiver"),
         ("Hello, quick travel questions coming.", "Of course, go ahead.")),
    case("alice", K, "Thank you. And within how many days must the parcel be shipped to Rotterdam once it's issued?",
         "\"it\" resolves to the RMA from the history", ["reference_resolved", "follow_up"], ("Rotterdam",),
         ("What does RMA stand for?", "Return merchandise authorization: the number a customer needs before sending a "
          "product back.")),
    case("bob", K, "Dear Security team,\n\nAt 23:10 last night my phone showed an MFA sign-in request that I did not start. I "
         "did not approve it.\n\nWhat is the correct course of action?\n\nKind regards,\nBob",
         "an own security situation round the reporting rule", ["formal_email", "own_situation", "negation"],
         ("did not", "MFA")),
    case("carol", K, "Dear Help Desk,\n\nI will be working from a hotell in Tokyo next week. Is the VPN requierd on hotel Wi-Fi, "
         "and how long does a session last before I need to approve again?\n\nThx, Carol", "VPN rules, with typos",
         ["formal_email", "typo"], ("Tokyo", "VPN", "hotel Wi-Fi"),
         ("Dear assistant, I'm travelling for work soon.", "Safe travels! What would you like to know?")),
    case("dave", K, "Dear AP,\n\nI am hosting an approved client dinner next Thursday.\n\nCould you confirm how many drinks "
         "per person are reimbursable?\n\nCheers,\nDave", "alcohol rule", ["formal_email"], ("client dinner", "drinks")),
    case("bob", K, "One more, for a supplier letter I'm drafting: does an order of EUR 500 from Nordkap need a PO?",
         "after thanks, a new policy question", ["topic_switch", "numbers", "abbreviation"], ("EUR 500", "Nordkap", "PO"),
         ("Thanks for earlier, that was helpful.", "Glad it helped!")),
    case("alice", K, "Dear colleagues,\n\nA long-standing customer has written to complain formally that her express parcel "
         "arrived two days late.\n\nShe has been with us for years and I want to handle it well.\n\nCould you tell me whether "
         "the EUR 12.90 express fee is refunded in this situation, and up to what amount a team lead may approve goodwill?"
         "\n\nBest,\nAlice", "a customer's complaint round the express-fee and goodwill rules", ["formal_email",
         "request_buried", "numbers"], ("EUR 12.90", "goodwill"),
         ("Hi, I'm handling a customer complaint today.", "Sorry to hear that. How can I help?")),
    case("carol", K, "Thank you kindly. Is the overnight one guaranteed on a Friday as well?",
         "\"the overnight one\" resolves to the shipping option from the history", ["reference_resolved", "long_history"],
         ("overnight", "Friday"),
         ("Good afternoon. What are the shipping options?",
          "Standard (5–7 business days, USD 5.99), Expedited (2 business days, USD 14.99), Overnight (next business day, "
          "USD 29.99).", "And the cut-off time for same-day shipping?",
          "Orders placed before 1 p.m. Central Time on a business day ship the same day.")),
    case("dave", K, "I see. For my own understanding, when is the label free rather than deducted?",
         "the own refund is in the history; the label rule is asked", ["id_from_history_policy", "reference_resolved"],
         ("label", "free"),
         ("Status of R-303, please.", "R-303 is processing: USD 289.15 (USD 349.00 minus the 15% restocking fee minus the "
          "USD 7.50 return label).")),
    case("bob", K, "Dear People team,\n\nI am planning a three-week trip to Japan in the spring, my first long holiday in years."
         "\n\nHow far in advance must I request it, and who needs to approve more than 15 consecutive business days?\n\n"
         "Regards,\nBob", "own leave plans round the PTO request rule", ["formal_email", "own_situation", "numbers"],
         ("15 consecutive business days", "three-week")),
    case("alice", K, "Dear assistant, one last thing for a colleague's benefit: how long after the expense date can a claim "
         "still be submitted in FinanceHub?", "after a greeting and an own look-up, a policy question",
         ["long_history", "topic_switch", "others_as_context"], ("FinanceHub",),
         ("hello", "Hello! How can I help?", "what's my EXP-2041 status?",
          "EXP-2041 (EUR 442.50, Brussels) is submitted and can still be withdrawn.", "ok thanks", "You're welcome.")),
    case("carol", K, "Dear Travel team,\n\nA new colleague who joined us from Acme keeps mentioning a TR-1 form.\n\nIs that "
         "something we use here, or what is our equivalent?\n\nThanks,\nCarol",
         "the other company's form name asked of one's own policy: knowledge; arguable (refuse: the other tenant's facts)",
         ["formal_email", "other_tenant_mentioned", "moved_from_other_tenant", "arguable"], ("TR-1",)),
]
