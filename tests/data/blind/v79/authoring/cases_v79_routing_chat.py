"""Blind routing set v79 — small_talk (16) and out_of_domain (20) cases that sound like amounts, dates and units:
jokes about day counts, a retraction while a cancellation waits; exchange rates, time zones, unit conversions, tax.
"""

from __future__ import annotations

from routing_case_kit_v79 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("alice", S, "morning! ☕ december already, where did 2026 go", "Greeting and chit-chat with a date.",
         ["greeting", "chit_chat", "emoji", "date_period"]),
    case("bob", S, "thanks, that EUR 12.90 explanation helped", "Thanks naming an amount.", ["thanks", "numbers"]),
    case("carol", S, "lol 15% restocking on a box I opened for 5 seconds. ok whatever 🙄",
         "Frustration with no new request; arguable: knowledge (the restocking rule).",
         ["arguable", "frustration", "emoji", "percentage"]),
    case("dave", S, "you're faster than accounts payable, and they get 7 business days 😄", "Compliment and joke.",
         ["compliment", "joke", "emoji", "numbers"]),
    case("alice", S, "have a nice weekend! back monday the 7th", "Farewell with a date.", ["farewell", "date_period"]),
    case("bob", S, "what's your name, and do you work 24/7?", "About the assistant.", ["about_assistant", "numbers"]),
    case("carol", S, "sorry for the 10 messages in a row", "Apology.", ["apology", "numbers"]),
    case("dave", S, "bye, off till Jan 4 🎄", "Farewell with a date.", ["farewell", "emoji", "date_period"]),
    case("alice", S, "do you ever get tired of counting days?", "Joke about the assistant.", ["about_assistant", "joke"]),
    case("carol", S, "happy december! 🎉 how are you today?", "Greeting.", ["greeting", "emoji"]),
    # --- with a history ---------------------------------------------------------------------------------------------
    case("alice", S, "hmm, no, leave it for now", "Retraction while a cancellation waits; arguable: action (decline it).",
         ["arguable", "retraction", "pending_action_context", "negation"], (),
         ("cancel 1043", "Order 1043 (EUR 158.00) can be cancelled. Shall I go ahead?")),
    case("bob", S, "28! nice, thanks", "Thanks after a policy answer.", ["thanks", "numbers"], (),
         ("how many PTO days do I get", "28 days per calendar year for full-time employees.")),
    case("carol", S, "ugh. a week already. fine.", "Frustration with no new request.", ["frustration", "curt"], (),
         ("is R-302 done", "R-302 (USD 29.99) is still processing.")),
    case("dave", S, "perfect 👍", "Acknowledgement.", ["acknowledgement", "emoji"], (),
         ("what's the per diem for Tokyo", "USD 95 per day for international travel; 75% on the first and last day.")),
    case("alice", S, "haha my hotel was EUR 239. close call", "Chit-chat after a policy answer.",
         ["chit_chat", "numbers"], (), ("what's the hotel cap in London", "EUR 240 per night.")),
    case("carol", S, "actually nothing, just testing if you work on a friday night", "Chit-chat after a greeting.",
         ["chit_chat", "greeting_history", "date_period"], (), ("hello", "Hi Carol! How can I help?")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "what's 129 EUR in USD today?", "Exchange rate.", ["exchange_rate", "numbers"]),
    case("bob", O, "how many days until Christmas?", "General date arithmetic.", ["date_arithmetic", "general_info"]),
    case("carol", O, "convert 204 miles to km",
         "Unit conversion; arguable: knowledge (a mileage figure from an own claim).",
         ["arguable", "unit_conversion", "numbers", "curt"]),
    case("dave", O, "what's the IRS standard mileage rate for 2026?",
         "A government figure; arguable: knowledge (the policy names the 2025 IRS rate).",
         ["arguable", "legal_tax", "numbers"]),
    case("alice", O, "is 21% VAT normal in the Netherlands for electronics?", "Tax in general.",
         ["legal_tax", "percentage"]),
    case("bob", O, "what time is 15:00 CET in New York?", "Time zones.", ["time_zone", "time_of_day"]),
    case("carol", O, "how do I work out a 15% tip on a USD 86 dinner", "Arithmetic for a personal dinner.",
         ["math", "percentage", "lowercase"]),
    case("dave", O, "what's the 401(k) contribution limit for 2027?",
         "A federal limit; arguable: knowledge (the corpus names the 401(k) match).",
         ["arguable", "legal_tax", "personal_finance", "numbers"]),
    case("alice", O, "when is Black Friday 2027?", "General calendar.", ["general_info", "date_period"]),
    case("bob", O, "best credit card for travel points in the EU?", "Personal finance.",
         ["personal_finance", "product_recommendation"]),
    case("carol", O, "weather in Memphis next Tuesday?", "Weather.", ["weather", "date_period", "curt"]),
    case("dave", O, "how many business days are there between Dec 24 and Jan 2 in the US?",
         "General calendar arithmetic; arguable: knowledge (company holidays).",
         ["arguable", "date_arithmetic", "general_info"]),
    case("alice", O, "how much is a Eurostar ticket Amsterdam–London in January?", "Another company's prices.",
         ["another_shop", "date_period", "numbers"]),
    case("bob", O, "write a limerick about a 30-day return window", "Creative writing.", ["creative", "numbers"]),
    case("carol", O, "is a USD 1,200 laptop tax deductible if I work from home 2 days a week?", "Personal tax.",
         ["legal_tax", "numbers"]),
    # --- with a history ---------------------------------------------------------------------------------------------
    case("dave", O, "how much is that in yen?", "Exchange rate after a policy answer.",
         ["exchange_rate", "reference_resolved", "curt"], (),
         ("what's the international per diem", "USD 95 per day.")),
    case("alice", O, "how much is that in Swiss francs right now?", "Exchange rate after a policy answer.",
         ["exchange_rate", "reference_resolved"], (), ("hotel cap for Zurich", "EUR 240 per night.")),
    case("bob", O, "what's the Dutch minimum wage per hour in 2026?", "General information after a greeting.",
         ["general_info", "greeting_history", "numbers"], (), ("hi", "Hi Bob! How can I help?")),
    case("carol", O, "how much interest would 50 a month earn at 4% for a year?", "Personal finance arithmetic.",
         ["personal_finance", "math", "topic_switch"], (),
         ("when do I get my WFH stipend", "USD 50 per month, paid with the second paycheck of each month.")),
    case("dave", O, "how long does a US passport renewal take these days?", "General information after a policy exchange.",
         ["general_info", "long_history", "topic_switch"], (),
         ("how long for TA-100 international", "At least 21 days before departure.", "thx", "You're welcome!")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
