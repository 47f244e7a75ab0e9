"""Blind routing set v131, small_talk (16) and out_of_domain (20) cases: one-word chat, emoji, short off-topic asks."""

from __future__ import annotations

from routing_case_kit_v131 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # small_talk
    case("alice", S, "thx!", "thanks", ["thanks", "curt"]),
    case("alice", S, "👍", "an emoji alone, acknowledgement", ["emoji", "acknowledgement"]),
    case("alice", S, "nvm, keep it", "retraction while an own cancellation waits; arguable (action: decline the "
         "pending one)", ["arguable", "retraction", "pending_action_context"], (),
         ("cancel 1043", "Order 1043 can be cancelled. Confirm?")),
    case("alice", S, "you a bot?", "about the assistant", ["about_assistant", "curt"]),
    case("bob", S, "morning ☕", "greeting with an emoji", ["greeting", "emoji"]),
    case("bob", S, "cool cool", "acknowledgement after a lookup", ["acknowledgement", "curt"], (),
         ("1044?", "Order 1044 shipped with DHL.")),
    case("bob", S, "ugh mondays", "frustration, no request", ["frustration", "lowercase"]),
    case("bob", S, "lol", "chit-chat", ["chit_chat", "curt"]),
    case("carol", S, "hiii", "greeting", ["greeting", "curt"]),
    case("carol", S, "ugh. fine.", "frustration after a rejection was explained, no new request",
         ["frustration", "curt"], (),
         ("R-304 why?", "It was requested 26 days after delivery, outside the 14-day refund window.")),
    case("carol", S, "ty ❤️", "thanks with an emoji", ["thanks", "emoji"]),
    case("carol", S, "k bye", "farewell after a lookup", ["farewell", "curt"], (),
         ("2047?", "Order 2047 (Globex Key) is packed.")),
    case("dave", S, "sorry, typo", "apology", ["apology", "curt"]),
    case("dave", S, "can u remember stuff?", "about the assistant; arguable (knowledge: data retention)",
         ["arguable", "about_assistant", "abbreviation"]),
    case("dave", S, "😅", "an emoji alone after a lookup", ["emoji", "curt"], (),
         ("EXP-3103?", "EXP-3103 is submitted; it needs director approval too.")),
    case("dave", S, "nice, quick today", "compliment after a greeting", ["compliment", "greeting_history"], (),
         ("hey", "Hi dave!")),
    # out_of_domain
    case("alice", O, "weather ams tmrw", "weather, abbreviations", ["weather", "abbreviation"]),
    case("alice", O, "EUR→USD rate", "exchange rate", ["exchange_rate", "curt"]),
    case("alice", O, "joke pls", "a joke", ["creative", "curt"]),
    case("alice", O, "17% of 442.50?", "arithmetic", ["math", "numbers"]),
    case("alice", O, "good cafés near the Louvre?", "local info after a Paris policy answer", ["local_info",
         "topic_switch"], (), ("hotel cap paris?", "EUR 240 per night.")),
    case("bob", O, "capital of peru", "general knowledge", ["general_info", "curt"]),
    case("bob", O, "best noise-cancel headphones?", "product recommendation", ["product_recommendation", "curt"]),
    case("bob", O, "DHL phone nr NL", "a carrier's phone number after an own DHL parcel; arguable (live_tool)",
         ["arguable", "local_info", "abbreviation"], (), ("1044?", "Order 1044 shipped with DHL.")),
    case("bob", O, "dutch 30% ruling?", "Dutch tax; arguable (knowledge: compensation)", ["arguable", "legal_tax",
         "numbers"]),
    case("bob", O, "'thanks' in german", "translation", ["translation", "curt"]),
    case("carol", O, "NYC time now?", "time zone", ["local_info", "abbreviation"]),
    case("carol", O, "401k vs roth?", "personal finance; arguable (knowledge: the 401(k) match)", ["arguable",
         "legal_tax", "abbreviation"]),
    case("carol", O, "ups hours saturday?", "a carrier's opening hours after an own UPS parcel", ["local_info",
         "lowercase"], (), ("2042?", "Order 2042 is in transit with UPS.")),
    case("carol", O, "poem abt mondays", "creative", ["creative", "abbreviation"]),
    case("carol", O, "sqrt 2", "math", ["math", "curt"]),
    case("dave", O, "NBA score last nite", "sports", ["general_info", "abbreviation"]),
    case("dave", O, "yen to usd", "exchange rate after a Tokyo policy answer", ["exchange_rate", "topic_switch"], (),
         ("hotel cap tokyo", "USD 325 per night.")),
    case("dave", O, "best sushi tokyo", "restaurant tip", ["local_info", "curt"]),
    case("dave", O, "w-2 deadline?", "US tax form", ["legal_tax", "abbreviation"]),
    case("dave", O, "JFK→NRT flight time", "general travel info after a claim lookup", ["general_info",
         "abbreviation"], (), ("EXP-3103?", "EXP-3103 is submitted.")),
]
