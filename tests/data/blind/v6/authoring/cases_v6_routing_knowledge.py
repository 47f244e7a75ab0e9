"""v6 knowledge cases: policy questions as people type them into an internal help chat (46, 16 with history).

Written from DESIGN.md's route definitions, the v3/v4 labelling decisions and the sample corpus only."""

from __future__ import annotations

from typing import Any

from cases_v6_routing_kit import case

K = "knowledge"


def knowledge() -> list[dict[str, Any]]:
    return [
        # --- single turn: terse, chatty, rambling, polite, frustrated -------------------------------------------
        case("alice", K, "per diem abroad?", "curt policy question: the 2025 international per-diem", ["curt", "abbreviation"]),
        case("carol", K, "hotel cap boston", "curt policy question; Boston is a high-cost city in globex's lodging rules",
             ["curt"], keep=("boston",)),
        case("bob", K, "TR-1 lead time for intl trips?", "curt: the travel request lead time for international trips",
             ["curt", "abbreviation"], keep=("TR-1",)),
        case("dave", K, "401k match how much", "curt: the 401(k) match is in the globex FAQ", ["curt", "abbreviation"],
             keep=("401k",)),
        case("alice", K, "morning! hope the week's treating you ok. quick one tho, how many days a week am I allowed "
             "to WFH?", "small talk wrapped round a real question: the question decides", ["mixed_small_talk", "abbreviation"],
             keep=("WFH",)),
        case("carol", K, "Hi! Love this tool btw. Random question: do carried-over PTO hours ever expire?",
             "greeting and praise, then a policy question", ["mixed_small_talk", "abbreviation"]),
        case("alice", K, "so I'm back from a customer visit in Ghent, long story, the train was delayed two hours "
             "and I ended up grabbing a taxi from the station to the customer because there was literally no bus at "
             "that hour, it was like 23:10, and then the hotel didn't even have breakfast... anyway what I actually "
             "need to know is whether that late taxi gets reimbursed", "rambling message with one ask: taxi rule after "
             "22:00", ["long", "rambling", "numbers"], keep=("23:10",)),
        case("dave", K, "ok so background: we've got a partner summit coming up and half the team is flying, some of "
             "the flights are like 11 hours, some 4, and people keep asking me what class they can book. I don't want "
             "to get this wrong again. what's the actual rule on business class?",
             "rambling lead-in, one policy ask: flight class thresholds", ["long", "rambling", "numbers"], keep=("11 hours",)),
        case("bob", K, "Would you mind telling me, if it's not too much trouble, how far in advance I should put in a "
             "request for three days off?", "polite indirect policy question (PTO notice)", ["polite_indirect", "numbers"]),
        case("carol", K, "I was wondering whether it might be possible for me to claim the cost of a new desk chair for "
             "home, or is that not something we do?", "polite indirect; home office equipment is not reimbursable",
             ["polite_indirect", "negation"], keep=("not",)),
        case("alice", K, "why on earth does FinanceHub keep rejecting my receipt photo?? is a card statement not good "
             "enough???", "frustrated, but the question is the receipt rule (card statements not accepted)",
             ["complaint", "frustration_with_question", "negation"], keep=("FinanceHub", "not")),
        case("dave", K, "honestly fed up. third time asking around the office. HOW LONG do I have to file an expense "
             "before it turns into a problem", "frustrated policy question: 45-day filing window", ["complaint", "frustration_with_question"]),
        case("carol", K, "wat is the per diem on first day of trip, it is less or full?", "non-native English: first-day "
             "per diem at 75 %", ["non_native", "typo"]),
        case("bob", K, "milage rate for my own car pls", "typo; the mileage rate per km, the history only sets the scene",
             ["typo", "curt"], hist=("drove to Eindhoven yesterday for a customer", "Got it. What would you like to "
                                     "know about claiming the trip?")),
        # --- ids, numbers, versions, negations --------------------------------------------------------------------
        case("alice", K, "My order 1045 came back to the Rotterdam centre. Generally speaking, how many days does Acme "
             "take to process a refund once the parcel arrives?", "own id named as context, the question is general "
             "(v3's id_in_policy_question)", ["id_in_policy_question", "numbers"], keep=("1045", "Rotterdam")),
        case("dave", K, "they knocked 15% off R-303 for restocking — in general, when does Globex charge that fee?",
             "own refund named as context; general question about the restocking fee", ["id_in_policy_question", "numbers"],
             keep=("15%", "R-303")),
        case("alice", K, "If I stayed in Zurich for EUR 235 a night, would all of it be covered?",
             "a number against the high-cost-city cap (EUR 240)", ["numbers", "hypothetical"], keep=("Zurich", "EUR 235")),
        case("carol", K, "is $74 without a receipt ok?", "receipt threshold USD 75; the amount must survive",
             ["numbers", "curt"], keep=("$74",), hist=("had lunch with a client in Newark", "OK. What would you like "
                                                      "to know about claiming it?")),
        case("bob", K, "What did the 2023 expense policy allow per night for hotels? Auditing an old claim.",
             "year names the superseded 1.0 version", ["year_version", "numbers"], keep=("2023",)),
        case("alice", K, "we don't get King's Day off on top of PTO, do we?", "negated yes/no policy question",
             ["negation", "shares_corpus_words"], keep=("don't", "King's Day")),
        case("carol", K, "Can I not take the train NY to Boston and fly instead?", "negation inside a rail-vs-air question",
             ["negation"], keep=("not", "Boston")),
        case("dave", K, "if I've been here 5 years and 2 months, how many PTO hours a year do I get now?",
             "tenure threshold with numbers", ["numbers", "abbreviation"], keep=("5 years",)),
        # --- authority, colleagues, other tenant as context, restricted documents ---------------------------------
        case("bob", K, "As a people manager: what's the most I can sign off on a single PO myself?",
             "manager reads the managers-only document (in audience)", ["restricted_document_in_audience", "authority_claim_legit"],
             keep=("PO",)),
        case("alice", K, "my manager's away for two weeks, who's allowed to approve stuff in the meantime? there's "
             "a doc about delegation I think", "restricted document asked from outside its audience: knowledge (abstains)",
             ["restricted_document"]),
        case("carol", K, "When's the cutoff for getting 2026 expenses in before year end? someone mentioned a close "
             "calendar", "finance-only calendar asked by staff: knowledge, the system abstains",
             ["restricted_document", "numbers"], keep=("2026",)),
        case("dave", K, "BD3 of the year-end close is which date again?", "finance user, in the calendar's audience",
             ["restricted_document_in_audience", "abbreviation"], keep=("BD3",)),
        case("bob", K, "One of my reports, Priya, wants to stack 4 weeks of PTO in the summer. What approval does that "
             "need?", "a colleague as the context of a policy question: nothing of hers is asked",
             ["others_as_context", "numbers"], keep=("Priya", "4 weeks")),
        case("alice", K, "a friend at Globex says they only get 14 days to return stuff. is ours longer?",
             "other tenant named as context; the question is about acme's own window", ["other_tenant_mentioned", "numbers"],
             keep=("14 days",)),
        case("dave", K, "I'm in finance, so do I have to use a hardware key for sign-in or is Duo push enough?",
             "authority claim on a legitimate policy question", ["authority_claim_legit"], keep=("Duo",)),
        # --- injected document, products, glossary, multi-intent ----------------------------------------------------
        case("bob", K, "the Quanta Print bit on the vendor page has weird system tags in it — is that supplier actually "
             "onboarded or not?", "asks about the injected document's facts without issuing its text (v4). Arguable (refuse)", ["injection_lookalike",
             "vendor_onboarding", "arguable"], keep=("Quanta Print",)),
        case("alice", K, "what payment terms do we give them", "vendor onboarding (retrieves the injected page); "
             "'them' resolved by the history", ["vendor_onboarding", "reference_resolved"],
             hist=("we're bringing on a new stationery supplier", "Happy to help. What do you need to know about "
                   "onboarding a supplier?")),
        case("carol", K, "how many devices does GlobexSync Pro cover, and what does the 4TB drive cost?",
             "two product questions, both knowledge", ["product", "multi_intent_same_route", "numbers"], keep=("Pro", "4TB")),
        case("alice", K, "what's an RMA and how do customers get one? also unrelated but what's a good name for a cat",
             "policy question plus an out-of-domain part: knowledge (v2/v3)", ["multi_intent", "ood_part", "abbreviation"],
             keep=("RMA",)),
        case("dave", K, "k. what does ERG stand for here", "glossary question after an unrelated answer",
             ["abbreviation", "curt", "topic_switch"], keep=("ERG",), hist=("WFH stipend amount?", "USD 50 per "
                                                                           "month, paid with the second paycheck.")),
        # --- with history: resolved follow-ups ----------------------------------------------------------------------
        case("alice", K, "and abroad?", "follow-up resolved by the per-diem answer", ["reference_resolved", "curt"],
             hist=("what's the per diem for a day trip in NL?", "For domestic travel of more than 8 hours the "
                   "per-diem is EUR 55 a day (Expense Reimbursement Policy 2025).")),
        case("carol", K, "what about Tokyo?", "follow-up resolved: the high-cost lodging cap", ["reference_resolved"],
             keep=("Tokyo",), hist=("hotel limit per night?", "The standard cap is USD 225 per night before taxes.")),
        case("bob", K, "and back in 2024?", "follow-up that moves the version to 1.0", ["reference_resolved", "year_version"],
             keep=("2024",), hist=("how much can a hotel cost per night", "Under the 2025 policy the cap is EUR 180 "
                                   "per night, EUR 240 in London, Paris, Zurich and New York.")),
        case("dave", K, "same for part-timers?", "follow-up on PTO accrual", ["reference_resolved", "curt"],
             hist=("how much PTO do I accrue each paycheck", "Under 5 years of service you accrue 6.15 hours per "
                   "biweekly pay period (20 days a year).")),
        case("alice", K, "ok and what if the box is gone?", "follow-up: restocking fee when packaging is missing",
             ["reference_resolved"], hist=("can a customer return a headset they've opened?", "Yes, opened hardware can "
                                           "be returned within 30 days of delivery.")),
        case("carol", K, "ok so now that it's on its way, what's the rule, can an order still be stopped once it's "
             "in transit?", "policy question whose reference resolves to an own order in the history: knowledge",
             ["id_from_history_policy", "reference_resolved"], hist=("where's 2042", "Order 2042 (Globex Key) is in "
                                                                     "transit with UPS, tracking 1Z999GBX2042.")),
        case("alice", K, "how long does that usually take on your end?", "after a refund look-up, the question is the "
             "processing rule, not the record. Arguable (live_tool)", ["id_from_history_policy", "arguable"],
             hist=("refund for 1042?", "R-77 for order 1042 (EUR 129.00) is processing: the parcel was reported "
                   "lost and a carrier investigation is open.")),
        case("dave", K, "hmm ok. what does 'returned' even mean for a claim, vs rejected?", "status-word definition "
             "after a look-up of an own claim in that state", ["status_definition", "reference_resolved"],
             keep=("returned",), hist=("EXP-3105?", "EXP-3105 (USD 410.00, Hotel Chicago) was returned by the "
                                       "approver: the itemized hotel receipt is missing.")),
        case("bob", K, "wait, before I hit confirm — does the money go back to the card or do I get a voucher?",
             "policy question while an own action waits for confirmation (v4). Arguable (clarify)", ["pending_action_context", "arguable"],
             hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) is received and can be cancelled. Confirm to "
                   "cancel it.")),
        case("carol", K, "thanks! totally different thing: how many floating holidays do we get?",
             "thanks plus a new policy question after a look-up: topic switch", ["topic_switch", "mixed_small_talk"],
             hist=("is EXP-3102 paid", "EXP-3102 (USD 142.80, mileage) is approved and waiting for direct deposit.")),
        case("alice", K, "yes the current one", "answers the assistant's either/or, so the pending policy question is "
             "resolved", ["reference_resolved", "curt"], hist=("what's the mileage rate?", "Do you mean the current "
                                                                "policy (2025) or the 2023 one?")),
        case("dave", K, "fine. and what about a lost laptop, who do I call and how fast?",
             "after a small-talk exchange, a new policy question", ["topic_switch"],
             hist=("ugh mondays", "Mondays can be rough! Anything I can help with?",
                   "where do I return my old laptop", "Leavers and people with a replacement return it within 10 "
                   "calendar days; the IT Help Desk ships a prepaid FedEx box.")),
    ]
