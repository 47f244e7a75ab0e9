"""Blind routing set v151, small_talk (16) and out_of_domain (20) cases: talk about numbers, and numbers from elsewhere."""

from __future__ import annotations

from routing_case_kit_v151 import case

TALK = "no request, talk about the figures: small_talk"
AWAY = "a question outside the company's documents and tools: out_of_domain"

SMALL_TALK = [
    case("alice", "small_talk", "thanks, that EUR 6.90 was exactly what I needed", TALK, ["thanks", "numbers"]),
    case("carol", "small_talk", "15% restocking, ouch 😅", TALK, ["frustration", "emoji", "numbers"]),
    case("dave", "small_talk", "good morning! quarter-end again, wish me luck", TALK, ["greeting", "date_period"]),
    case("bob", "small_talk", "you're quicker than scrolling through a 12-page PDF, nice", TALK, ["compliment", "numbers"]),
    case("alice", "small_talk", "are you ever unsure about your numbers? no offence", TALK, ["about_assistant", "negation"]),
    case("carol", "small_talk", "bye, off to count my 160 hours 😄", TALK, ["farewell", "emoji", "numbers"]),
    case("dave", "small_talk", "sorry, typo, ignore that last bit", TALK, ["apology", "curt"]),
    case("bob", "small_talk", "what version are you, by the way?",
         "arguable: a question about the assistant (knowledge: the theme's versions): small_talk", ["arguable", "about_assistant", "version"]),
    case("alice", "small_talk", "ugh, numbers all day. ok.", TALK, ["frustration", "curt"]),
    case("carol", "small_talk", "do you ever get the decimals wrong?", TALK, ["about_assistant", "lowercase"]),
    case("alice", "small_talk", "hmm, actually no, not yet — let me check with my team first", "a retraction while an action waits: small_talk",
         ["retraction", "pending_action_context", "negation"], hist=("cancel 1043", "Order 1043 (EUR 158) can be cancelled. Confirm?")),
    case("dave", "small_talk", "great, thanks 👍", TALK, ["thanks", "emoji"], hist=("EXP-3103 status", "Submitted, USD 2,930.")),
    case("carol", "small_talk", "ok noted", TALK, ["acknowledgement", "curt"], hist=("hotel cap in Tokyo", "USD 325 per night.")),
    case("bob", "small_talk", "cool, makes sense", TALK, ["acknowledgement", "lowercase"], hist=("R-79?", "Processing, EUR 99.")),
    case("alice", "small_talk", "haha my car costs more than that per km", TALK, ["chit_chat", "joke", "unit"],
         hist=("mileage rate?", "EUR 0.35 per km under the 2025 policy.")),
    case("dave", "small_talk", "hmm, never mind, leave it as it is",
         "arguable: the retraction answers the waiting withdrawal (action): small_talk", ["arguable", "retraction", "pending_action_context"],
         hist=("withdraw EXP-3103", "Withdraw EXP-3103 (USD 2,930)? Please confirm.")),
]

OUT_OF_DOMAIN = [
    case("alice", "out_of_domain", "convert EUR 442.50 to USD at today's rate", AWAY, ["exchange_rate", "numbers"]),
    case("carol", "out_of_domain", "what's 15% of USD 349, minus 7.50?",
         "arguable: the restocking arithmetic (knowledge: the refund policy): out_of_domain", ["arguable", "math", "numbers", "percent"]),
    case("dave", "out_of_domain", "how is a USD 500 spot bonus taxed in California?", AWAY, ["legal_tax", "numbers"]),
    case("bob", "out_of_domain", "Dutch VAT on hardware, still 21%?",
         "arguable: the product prices are quoted excluding VAT (knowledge): out_of_domain", ["arguable", "legal_tax", "abbreviation", "percent"]),
    case("alice", "out_of_domain", "how long does PostNL usually take within the Netherlands?", AWAY, ["general_info", "lowercase"]),
    case("carol", "out_of_domain", "is 4 TB enough for 10 years of family photos?", AWAY, ["product_recommendation", "numbers", "unit"]),
    case("dave", "out_of_domain", "best credit card for USD 3,000 a month of travel spend?", AWAY, ["product_recommendation", "numbers"]),
    case("alice", "out_of_domain", "Amsterdam to Brussels by train, under 2 hours?",
         "arguable: the rail rule is 4 hours or less (knowledge); the timetable is not in the documents: out_of_domain",
         ["arguable", "local_info", "numbers"]),
    case("carol", "out_of_domain", "how many miles is Boston to New York?", AWAY, ["local_info", "unit", "lowercase"]),
    case("bob", "out_of_domain", "write a haiku about per diems", AWAY, ["creative", "lowercase"]),
    case("dave", "out_of_domain", "weather in Tokyo next week? need to pack", AWAY, ["weather", "date_period"]),
    case("alice", "out_of_domain", "legal minimum notice period in the Netherlands, 1 month?", AWAY, ["legal_tax", "numbers"]),
    case("carol", "out_of_domain", "translate 'restocking fee' into Spanish", AWAY, ["translation", "lowercase"]),
    case("dave", "out_of_domain", "who won the 2026 World Cup?", AWAY, ["general_info", "date_period"]),
    case("bob", "out_of_domain", "speed limit on Dutch motorways by day, 100 km/h?", AWAY, ["general_info", "numbers", "unit"]),
    case("alice", "out_of_domain", "what does a litre of petrol cost in NL right now?", AWAY, ["topic_switch", "abbreviation", "unit"],
         hist=("mileage rate?", "EUR 0.35 per km.")),
    case("carol", "out_of_domain", "does UPS deliver on Saturdays in Ohio?",
         "arguable: asked after an own parcel (live_tool), but about the carrier in general: out_of_domain",
         ["arguable", "general_info", "reference_resolved"], hist=("2042 where", "In transit with UPS.")),
    case("dave", "out_of_domain", "is USD 95 a lot in Tokyo? what does lunch cost there", AWAY, ["local_info", "numbers", "multi_intent_same_route"],
         hist=("per diem international?", "USD 95 per day.")),
    case("bob", "out_of_domain", "what's EUR 25,000 in pounds?", AWAY, ["exchange_rate", "numbers"],
         hist=("PO limit for directors?", "Up to EUR 25,000.")),
    case("carol", "out_of_domain", "how many minutes of downtime is 99.95% in a 30-day month?", AWAY, ["math", "numbers", "percent"],
         hist=("SLA for Business?", "99.95% per month.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
