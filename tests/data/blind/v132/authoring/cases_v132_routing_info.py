"""Blind routing set v132, knowledge cases (46): policy questions in a polite, formal register beside plain ones."""

from __future__ import annotations

from routing_case_kit_v132 import case


def k(who, query, note, tags, keep, hist=()):
    return case(who, "knowledge", query, note, tags, keep, hist)


CASES = [
    k("alice", "Good morning. I was wondering whether it might be possible for you to remind me how many days a customer "
      "has to request a refund after delivery under our current policy? Many thanks in advance.",
      "a policy question wrapped in an indirect, courteous request: the refund window", ["formal", "indirect_request"],
      ("refund",)),
    k("carol", "Dear assistant, I would be most grateful if you could clarify whether opened electronics may still be "
      "returned, and if so, whether the 15% restocking fee applies in every case.",
      "refund policy on opened electronics, formal letter style", ["formal", "numbers", "long_message"],
      ("15%", "opened electronics")),
    k("dave", "refund window globex?", "plain fragment asking the own company's refund window", ["plain", "curt", "lowercase"],
      ("refund window",)),
    k("bob", "Would you be so kind as to tell me up to what amount I, as a manager, may approve an expense claim without "
      "involving a director?", "a manager's policy question about his own approval limit: knowledge (his audience)",
      ["formal", "manager_policy"], ("expense claim", "manager")),
    k("alice", "I hope you don't mind my asking, but could you perhaps tell me what the manager approval limits are for "
      "purchase orders? I am not a manager myself, I am merely curious.",
      "restricted document asked from outside its audience: still knowledge (retrieval filters it)",
      ["formal", "restricted_document", "negation"], ("purchase orders",)),
    k("carol", "I should be very grateful to learn the per diem for a full day of travel within the United States.",
      "per diem policy, formal", ["formal"], ("per diem",)),
    k("alice", "hotel cap for Paris?", "plain fragment, hotel cap by city", ["plain", "curt", "lowercase"],
      ("hotel cap", "Paris")),
    k("dave", "Might I kindly ask what the lodging limit per night is when one travels to New York for a client meeting?",
      "lodging cap question, formal and impersonal ('one travels')", ["formal", "indirect_request"], ("New York", "lodging")),
    k("bob", "Please excuse the lengthy message. I am preparing for a trip to Zurich next month and should like to "
      "understand, before I book anything, whether the policy permits business class on a flight of under 6 hours, or "
      "whether economy is expected.", "flight class rule, long courteous message with the situation told first",
      ["formal", "long_message", "numbers"], ("Zurich", "business class", "6 hours")),
    k("carol", "I was wondering whether it might be possible to carry over unused PTO days into next year, and if so, "
      "whether there is a cap.", "'whether it might be possible to' asks about the rule, not for an action",
      ["formal", "indirect_request", "abbreviation"], ("PTO days", "carry over")),
    k("alice", "how many PTO days do we get per year", "plain entitlement question", ["plain", "lowercase", "abbreviation"],
      ("PTO days",)),
    k("dave", "Could you be so kind as to remind me of the Q4 close timeline, in particular the date by which accruals "
      "must be posted?", "finance user asking the finance-only close calendar: knowledge, in his audience",
      ["formal", "restricted_document_in_audience", "abbreviation"], ("Q4", "accruals")),
    k("carol", "I do hope this is not an inappropriate question, but might you tell me when the quarter-end close is this "
      "year? Finance mentioned it in passing.", "finance-only document asked by a non-finance user about her own company: "
      "knowledge (retrieval filters it), arguable (refuse: the calendar is finance-only)",
      ["formal", "restricted_document", "hearsay", "arguable"], ("quarter-end close",)),
    k("bob", "With respect, I would appreciate clarification as to whether I may delegate my approvals to a colleague "
      "while I am on leave for 2 weeks.", "manager's delegation question: knowledge", ["formal", "manager_policy", "numbers"],
      ("delegate", "2 weeks")),
    k("alice", "I wonder if you could tell me whether receipts are required for expenses below EUR 25, or whether a "
      "written statement suffices.", "receipt rule with an amount", ["formal", "indirect_request", "numbers"],
      ("EUR 25", "receipts")),
    k("dave", "what's the mileage rate", "plain policy question", ["plain", "lowercase"], ("mileage rate",)),
    k("carol", "Would it be possible to let me know whether a customer who received an engraved HomeVault may return it "
      "if it is not defective?", "refund exceptions for a customer's personalised item: the rule, knowledge",
      ["formal", "customer_as_context", "negation"], ("engraved", "not defective", "HomeVault")),
    k("alice", "Forgive me for troubling you; a customer has asked me, very courteously, whether Acme would issue store "
      "credit instead of a refund. I should like to give her an accurate answer.",
      "policy question asked for a customer: the own company's policy", ["formal", "customer_as_context", "store_credit"],
      ("store credit",)),
    k("bob", "I would be obliged if you could explain the procedure for reporting a lost laptop, as I fear I may have left "
      "mine on the train.", "asks the procedure; arguable (it is also an incident he might want filed, an action the "
      "tools do not offer)", ["formal", "arguable"], ("lost laptop",)),
    k("dave", "Kindly advise whether an eGift card may be refunded for a customer in California with a balance under "
      "USD 10.", "refund exception rule, terse formal 'kindly advise'", ["formal", "numbers", "customer_as_context"],
      ("eGift card", "California", "USD 10")),
    k("carol", "minimum password length?", "plain fragment, IT security policy", ["plain", "curt", "lowercase"], ("password",)),
    k("alice", "Would you be kind enough to outline how a customer who cannot use the portal may obtain an RMA number?",
      "the rule for acting on a customer's behalf: knowledge", ["formal", "abbreviation", "act_for_customer_policy"],
      ("RMA", "portal")),
    k("bob", "Is car rental permitted for a trip to Rotterdam, or is one expected to take the train? Thank you kindly.",
      "travel policy, rail or car", ["formal", "politeness"], ("Rotterdam", "car rental")),
    k("dave", "Good afternoon. I should be grateful if you could tell me whether goodwill credits above USD 100 require "
      "the Customer Support Manager's approval, and whether there is an upper bound.",
      "goodwill limits in the refund policy (audience all)", ["formal", "numbers", "goodwill"], ("USD 100", "goodwill")),
    k("carol", "I'm not asking about my own claim, just in general: how many days does one have to file an expense claim "
      "after the trip?", "negated own lookup leaves a general question: knowledge", ["plain", "negation"],
      ("not", "expense claim")),
    k("alice", "Please could you tell me what happens if a parcel shows no tracking movement for more than 5 business "
      "days?", "lost-parcel rule in general, no own object", ["formal", "numbers"], ("5 business days", "tracking")),
    k("bob", "Is it permissible to combine a personal holiday with a business trip to Paris, provided I pay the "
      "additional nights myself?", "travel policy, formal 'is it permissible'", ["formal"], ("Paris", "personal holiday")),
    k("dave", "Would it be at all possible to learn which data classification applies to customer invoices? I wish to "
      "store some on a shared drive, but only if that is allowed.", "IT security data classification, conditional intent "
      "stated but no action asked", ["formal", "indirect_request"], ("data classification", "invoices")),
    k("carol", "Two small questions, if I may: how long does a refund take once the returns center receives the package, "
      "and does the customer receive an email when it is released?", "two policy questions in one message",
      ["formal", "multi_intent_same_route"], ("refund", "email")),
    k("alice", "Do we ship to Switzerland? A client in Zurich has asked, most politely.",
      "shipping destinations for a client", ["plain", "customer_as_context"], ("Zurich", "Switzerland")),
    # with a history
    k("alice", "Thank you very much. In general terms, may I ask how long one is expected to wait before a parcel is "
      "considered lost?", "own id in the history, question worded in general terms: knowledge",
      ["formal", "id_from_history_policy", "reference_resolved"], ("lost",),
      ("Could you kindly check where order 1042 is at the moment?",
       "Order 1042 (Acme Dock) is shipped and currently with the carrier.")),
    k("carol", "I see, thank you. Might I ask whether the policy allows any exception to the 14-day window for a "
      "defective item?", "after an own rejected refund, a question about the policy's exceptions",
      ["formal", "id_from_history_policy", "numbers"], ("14-day", "defective", "exception"),
      ("Would you be so kind as to tell me the status of R-304?",
       "R-304 was rejected: it was requested 26 days after delivery, outside the 14-day refund window.")),
    k("dave", "I appreciate that. Could you explain what an itemized hotel receipt must contain in order to be accepted?",
      "after an own returned claim, the receipt rule in general", ["formal", "id_from_history_policy"],
      ("itemized hotel receipt",),
      ("status of EXP-3105 please", "EXP-3105 was returned by the approver: the itemized hotel receipt is missing.")),
    k("bob", "I was wondering whether you might be able to tell me the rules on loyalty programme points earned on "
      "business travel.", "indirect request after a greeting: a policy question", ["formal", "indirect_request",
      "greeting_history"], ("loyalty programme",),
      ("Good morning, I hope all is well.", "Good morning! How can I help you today?")),
    k("alice", "Before I confirm, might I ask whether cancelling is free of charge, or whether any fee is deducted?",
      "a policy question while an own cancellation waits: knowledge", ["formal", "pending_action_context", "long_history"],
      ("fee", "cancelling"),
      ("I would like to cancel order 1043, please.", "I can cancel order 1043 (2 x Acme Headset). Shall I go ahead?",
       "One moment, please, before you do.", "Of course, take your time.")),
    k("carol", "Thank you. Generally speaking, how long does approval of a claim usually take?",
      "'generally speaking' after an own claim lookup", ["formal", "id_from_history_policy"], ("approval",),
      ("Could you check my Boston claim EXP-3101?",
       "EXP-3101 (Boston customer visit, USD 868.50) is submitted and awaiting approval.")),
    k("dave", "Much obliged. Purely as a matter of policy, what does the status 'pending' mean, and how does it differ "
      "from 'confirmed'?", "order status definitions, explicitly 'as a matter of policy'", ["formal", "id_from_history_policy"],
      ("pending", "confirmed"),
      ("Would you kindly tell me the status of order 2046?", "Order 2046 (HomeVault Drive 4 TB) is pending.")),
    k("alice", "and how long does processing normally take? just the general rule pls",
      "plain follow-up asking the general rule after an own refund", ["plain", "lowercase", "id_from_history_policy"],
      ("processing",), ("what's my refund R-77 doing", "R-77 (EUR 129.00 for order 1042) is processing.")),
    k("bob", "If I might trouble you once more: what is the cap on customer goodwill that I, as a manager, may grant "
      "without escalation?", "manager's policy question after small talk", ["formal", "manager_policy", "goodwill"],
      ("goodwill", "manager"), ("Thank you for your help earlier.", "You're welcome!")),
    k("carol", "Thank you. On a completely different matter, I wonder whether you could remind me how many sick days we "
      "are entitled to.", "topic switch from an own order to a policy question", ["formal", "topic_switch"],
      ("sick days",), ("Where is my order 2042?", "Order 2042 (Globex Key) is in transit.")),
    k("dave", "Thank you kindly. For future reference, is premium economy permitted on flights longer than 8 hours?",
      "flight class rule after an own claim lookup", ["formal", "topic_switch", "numbers"], ("premium economy", "8 hours"),
      ("I should like to know whether the Tokyo claim EXP-3103 has been approved.",
       "EXP-3103 (Partner summit Tokyo, USD 2,930.00) is submitted and awaiting approval.")),
    k("alice", "I was hoping you might explain, at your convenience, how the per-diem allowance is reduced when breakfast "
      "is included in the hotel rate.", "indirect policy question after a greeting", ["formal", "indirect_request",
      "greeting_history"], ("per-diem", "breakfast"), ("Hello there", "Hello! What can I do for you?")),
    k("carol", "Lovely, thank you. May I ask when approved claims are typically paid out, according to policy?",
      "'according to policy' after an own approved claim", ["formal", "id_from_history_policy"], ("paid out", "approved"),
      ("Could you look up EXP-3102 for me?", "EXP-3102 (mileage, New Jersey, USD 142.80) is approved.")),
    k("bob", "Right. Is there a rule about refunds to a card that no longer exists? Asking in general, my card has since "
      "been replaced.", "general rule asked, arguable (live_tool: it bears on his own processing refund R-79)",
      ["plain", "id_from_history_policy", "arguable"], ("card", "no longer exists"),
      ("Is my refund R-79 through yet?", "R-79 (EUR 99.00) is still processing.")),
    k("dave", "Would you mind terribly explaining what the VPN requirements are when working from a hotel?",
      "IT policy after a greeting, very polite", ["formal", "greeting_history", "abbreviation"], ("VPN", "hotel"),
      ("Good morning", "Good morning! How can I help?")),
    k("alice", "Thank you. I wonder whether it might be possible to tell me who approves claims above EUR 1,000 in "
      "general.", "approval rule in general after an own claim lookup (restricted document may hold it)",
      ["formal", "indirect_request", "numbers", "topic_switch"], ("EUR 1,000",),
      ("Might you check whether EXP-2041 has been approved yet?",
       "EXP-2041 (Brussels customer visit, EUR 442.50) is submitted and awaiting approval.")),
]
