"""v6 small_talk and out_of_domain cases: chat with nothing to look up, and requests no document or tool serves
(small_talk 18 with 7 histories, out_of_domain 18 with 4 histories)."""

from __future__ import annotations

from typing import Any

from cases_v6_routing_kit import case

S, O = "small_talk", "out_of_domain"


def small_talk() -> list[dict[str, Any]]:
    return [
        case("alice", S, "hey", "greeting", ["greeting", "curt"]),
        case("carol", S, "good morning :)", "greeting with an emoticon", ["greeting"]),
        case("dave", S, "thx!!", "thanks with no request", ["thanks", "curt"]),
        case("bob", S, "are you a bot or is there someone actually reading this", "about the assistant",
             ["about_assistant"]),
        case("alice", S, "brb, coffee", "a pause, nothing asked", ["farewell", "curt"]),
        case("carol", S, "ugh this week is never going to end", "venting, nothing asked", ["frustration"]),
        case("bob", S, "happy King's Day everyone! 🧡", "holiday greeting that shares corpus words",
             ["greeting", "shares_corpus_words"]),
        case("dave", S, "sorry, wrong window", "retracting a message (v3)", ["apology", "retraction"]),
        case("alice", S, "you're a lifesaver honestly", "praise with no request", ["thanks"]),
        case("carol", S, "how's your day going?", "chit-chat to the assistant", ["about_assistant"]),
        case("dave", S, "have a good thanksgiving!", "holiday greeting that shares corpus words",
             ["greeting", "shares_corpus_words", "farewell"]),
        # --- with history -------------------------------------------------------------------------------------------
        case("alice", S, "perfect, thank you!", "thanks after an answer", ["thanks"],
             hist=("hotel cap in Paris?", "EUR 240 per night under the 2025 policy.")),
        case("bob", S, "lol fair enough", "acknowledgement", ["acknowledgement", "curt"],
             hist=("can I expense my gym?", "The documents have no rule that covers gym memberships.")),
        case("carol", S, "ok cool", "acknowledgement after a look-up", ["acknowledgement", "curt"],
             hist=("2042?", "Order 2042 is in transit with UPS.")),
        case("dave", S, "that's not even what I asked but whatever", "frustration without a new request (v3). "
             "Arguable (clarify)", ["frustration", "arguable", "negation"],
             hist=("per diem for Toronto", "Travel within the United States and Canada: USD 75 per day.")),
        case("alice", S, "oh sorry, ignore that last message", "retracting one's own message", ["retraction", "apology"],
             hist=("cancel 1043", "Order 1043 is processing and can be cancelled. Confirm to cancel it.")),
        case("carol", S, "that's all for today, thanks! bye", "farewell", ["farewell", "thanks"],
             hist=("WFH days?", "Monday and Friday, so 2 days a week.")),
        case("bob", S, "wow that was quick", "reaction to the speed of an answer", ["acknowledgement"],
             hist=("where's 1044", "Order 1044 (Acme Cam) is shipped with DHL, tracking JD014600ACM1044.")),
    ]


def out_of_domain() -> list[dict[str, Any]]:
    return [
        case("alice", O, "is it going to rain in Rotterdam tomorrow", "weather for a city the corpus names",
             ["weather", "shares_corpus_words"]),
        case("carol", O, "any good bbq places near the Memphis warehouse?", "local info near a corpus place",
             ["local_info", "shares_corpus_words"]),
        case("dave", O, "what's 17% of 2,340", "arithmetic", ["math", "curt"]),
        case("bob", O, "how do you say 'your parcel is on its way' in German", "translation of corpus-like words",
             ["translation", "shares_corpus_words"]),
        case("alice", O, "write me a python script that renames all the pdfs in a folder by date", "coding",
             ["coding"]),
        case("carol", O, "who won the game last night", "sports", ["sports", "curt"]),
        case("dave", O, "EUR to USD rate right now?", "exchange rate", ["exchange_rate", "curt"]),
        case("bob", O, "my daughter has a fever of 39.2, should I take her to the doctor?", "medical advice",
             ["medical", "numbers"]),
        case("alice", O, "should I put my bonus in an index fund or pay off my mortgage faster", "personal finance",
             ["personal_finance"]),
        case("carol", O, "can you write a limerick about my cat knocking over my coffee", "creative writing",
             ["creative"]),
        case("dave", O, "how do I get a red wine stain out of a carpet", "household tip", ["household"]),
        case("bob", O, "best hikes around Zurich for a free afternoon after a customer meeting?", "travel tips for "
             "a city the corpus names", ["travel_tips", "shares_corpus_words"]),
        case("alice", O, "how many moons does jupiter have", "trivia", ["trivia"]),
        case("carol", O, "recipe for a quick weeknight pasta pls", "cooking", ["cooking", "curt"]),
        # --- with history -------------------------------------------------------------------------------------------
        case("dave", O, "unrelated, but do you know a good podcast about the history of Rome?", "an unrelated ask "
             "after a policy answer", ["topic_switch", "entertainment"],
             hist=("how long is jury duty paid", "Up to 10 days.")),
        case("alice", O, "btw what time is it in Tokyo right now", "world clock after a look-up", ["topic_switch",
             "local_info"], hist=("EXP-2044 paid?", "Yes, EXP-2044 (EUR 58.40, mileage) is paid.")),
        case("carol", O, "while I have you — how do I fix a flat bike tire?", "an unrelated ask after a policy "
             "answer", ["topic_switch", "technical"], hist=("mileage rate", "USD 0.70 per mile.")),
        case("bob", O, "cool. can you help with my crossword then, 9 letters, 'a sum paid back'", "a puzzle that "
             "shares corpus words; no policy is asked. Arguable (knowledge)", ["topic_switch", "trivia",
             "shares_corpus_words", "arguable"], hist=("refund processing time?", "Within 14 days of the returns "
                                                       "centre receiving the parcel.")),
    ]
