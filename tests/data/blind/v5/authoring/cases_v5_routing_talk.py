"""Blind routing set v5: small_talk (16: 10 single-turn, 6 with history) and clarify (22: 14 + 8).

Small talk = nothing is asked of the documents or tools (greetings in any language, thanks, farewells, questions
about the assistant, jokes, chit-chat that shares the corpus's words). Clarify = the turn cannot be routed without
asking back: a reference with no history (or one the history does not resolve), an action or look-up with no object,
a bare id or number, a topicless question.
"""

from __future__ import annotations

from cases_v5_routing_kit import case

S, C = "small_talk", "clarify"


def small_talk_cases() -> list[dict]:
    single = [
        case("carol", S, "good morning!", "A greeting.", ["greeting", "curt"]),
        case("alice", S, "Goedemiddag! Alles goed daar?", "A Dutch greeting; not a translation request.",
             ["greeting", "non_english"]),
        case("dave", S, "¡Hola! ¿Qué tal todo?", "A Spanish greeting; not a translation request.",
             ["greeting", "non_english"]),
        case("bob", S, "thanks, that's all I needed", "Thanks and a sign-off, no request.", ["thanks", "farewell"]),
        case("alice", S, "are you a real person or a bot?", "About the assistant.", ["about_assistant"]),
        case("carol", S, "ugh, mondays. anyway, happy almost-Thanksgiving everyone",
             "Chit-chat sharing a corpus word (Thanksgiving); nothing asked.", ["shares_corpus_words"]),
        case("dave", S, "lol the refund bot answers faster than my manager approves PTO",
             "A joke with corpus words; nothing asked.", ["shares_corpus_words", "joke", "abbreviation"]),
        case("bob", S, "tell me a joke about expense reports",
             "Jokes are small talk (v3), even on a corpus topic.", ["joke", "shares_corpus_words"]),
        case("alice", S, "bedankt hoor!", "Dutch thanks.", ["thanks", "non_english", "curt"]),
        case("carol", S, "who made you, and do you remember what I ask?", "About the assistant.",
             ["about_assistant"]),
    ]
    multi = [
        case("alice", S, "perfect, thank you so much!", "Thanks after an own look-up.", ["thanks"],
             hist=("where's my order 1042?", "Order 1042 shipped on 2026-11-03 with PostNL.")),
        case("dave", S, "oh wait, never mind, I typed that by accident, sorry",
             "Retracting one's own message before confirming: small talk (v3, v4). Arguable (clarify, or an "
             "action to drop the pending cancellation).", ["apology", "pending_action_context", "arguable"],
             hist=("cancel 2046", "Order 2046 can be cancelled. Please confirm.")),
        case("carol", S, "nice 👍", "An acknowledgement with an emoji.", ["acknowledgement", "curt"],
             hist=("what's the hotel cap in Tokyo?", "USD 325 per night before taxes.")),
        case("bob", S, "bye for now, have a good weekend", "A farewell.", ["farewell"],
             hist=("how many PTO days do I get?", "28 days per calendar year for full-time employees.")),
        case("alice", S, "sorry, I asked you that yesterday too, my memory is terrible haha",
             "An apology with no new request.", ["apology"],
             hist=("what's the mileage rate?", "EUR 0.35 per km under the Expense Reimbursement Policy 2025.")),
        case("carol", S, "that was quick, you're good at this", "A compliment.", ["acknowledgement"],
             hist=("What's the uptime SLA?", "99.95% per month for GlobexSync Business and Enterprise.")),
    ]
    return single + multi


def clarify_cases() -> list[dict]:
    single = [
        case("alice", C, "is it still refundable?", "'it' with no history to resolve it.",
             ["reference_no_history", "curt"]),
        case("dave", C, "cancel it", "An action on 'it' with no history.", ["reference_no_history", "curt"]),
        case("bob", C, "what's the limit?", "Topicless: approval, hotel, receipt, PO limits…", ["topicless", "curt"]),
        case("carol", C, "help", "A bare 'help' (v2).", ["help", "curt"]),
        case("alice", C, "cancel my order",
             "An action with no object and no history (v3). Arguable (alice has one cancellable order).",
             ["no_object_action", "arguable"]),
        case("dave", C, "withdraw my expense claim please",
             "An action with no object and no history. Arguable (dave has one withdrawable claim).",
             ["no_object_action", "arguable"]),
        case("carol", C, "How much was that one again?", "'that one' with no history.", ["reference_no_history"]),
        case("carol", C, "what's the cap again?",
             "At globex 'cap' is the hotel cap, the PTO balance cap, goodwill caps…; no history to pick one.",
             ["topicless", "ambiguous_abbreviation"]),
        case("alice", C, "1045", "A bare own id: status, refund or return? Arguable (live_tool, the harmless reading).",
             ["bare_id", "arguable"], keep=("1045",)),
        case("dave", C, "2,500?", "A bare number with no history.", ["numbers", "topicless"], keep=("2,500",)),
        case("bob", C, "Is that per night or per trip?", "'that' with no history.", ["reference_no_history"]),
        case("carol", C, "can you do the same for the other order", "'the same' and 'the other order' unresolved.",
             ["reference_no_history"]),
        case("alice", C, "what about the second one", "'the second one' with no history.",
             ["reference_no_history", "curt"]),
        case("dave", C, "the aproval thing, how long it takes?",
             "Which approval: claim, PTO, TA-100, purchase? Topicless.", ["topicless", "typo", "non_native"]),
    ]
    multi = [
        case("alice", C, "great, reserve me something there for next Tuesday",
             "Starts a new thing with no object the history can supply (which hotel, how many nights?). Arguable "
             "(action).", ["reference_unresolved_by_history", "new_object_request", "arguable"], keep=("Tuesday",),
             hist=("what's the hotel cap in London?", "EUR 240 per night in London.")),
        case("carol", C, "and what about the other thing I asked you about last week?",
             "The history does not hold the 'other thing'.", ["reference_unresolved_by_history"],
             hist=("how many WFH days do we get?", "2 per week, on Monday and Friday.")),
        case("dave", C, "ok do that one for me", "Nothing in a per-diem answer can be 'done'.",
             ["reference_unresolved_by_history", "curt"],
             hist=("what's the per diem in Canada?", "USD 75 per day within the US and Canada.")),
        case("bob", C, "raise one for the Nordkap stuff",
             "A PO with no amount or items: ask back (v3's 'raise one' decision). Arguable (action).",
             ["reference_unresolved_by_history", "new_object_request", "arguable"], keep=("Nordkap",),
             hist=("When do I need a PO?", "Any purchase from a supplier above EUR 500 needs a PO.")),
        case("alice", C, "cancel that refund",
             "Three own refunds were listed; 'that' picks none.", ["reference_unresolved_by_history"],
             hist=("show my refunds",
                   "R-76 completed EUR 129.00 (1047); R-77 processing EUR 129.00 (1042); R-78 completed EUR 99.00 "
                   "(1045).")),
        case("carol", C, "and what did he say about it?", "'he' is nobody in the history.",
             ["reference_unresolved_by_history"],
             hist=("where's my order 2042?", "In transit with UPS, tracking 1Z999GBX2042.")),
        case("dave", C, "the thing from this morning, is it sorted?", "The history is a greeting only.",
             ["reference_unresolved_by_history"], hist=("hi", "Hi Dave, how can I help?")),
        case("bob", C, "can you escalate mine?",
             "Which ticket? No ticket is in the history or the tools. Arguable (action).",
             ["reference_unresolved_by_history", "no_object_action", "arguable"],
             hist=("what's the ITSD response time for P1?", "The ITSD responds to P1 incidents within 1 hour.")),
    ]
    return single + multi
