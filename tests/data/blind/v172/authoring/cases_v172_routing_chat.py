"""Blind routing set v172, small_talk (16) and out_of_domain (20) cases: chat and general questions about formats and numbers."""

from __future__ import annotations

from routing_case_kit_v172 import case

S, O = "small_talk", "out_of_domain"
SMALL = [
    case("alice", S, "lol I typed 1O42 with a letter O, sorry", "An apology about a typo; no request.", ["lowercase", "apology", "typo"]),
    case("carol", S, "thanks! that $29.99 made my day", "Thanks.", ["thanks", "numbers"]),
    case("dave", S, "TGIF 🎉", "Chit-chat.", ["emoji", "abbreviation", "chit_chat"]),
    case("bob", S, "do you even know what day it is today? 😄", "About the assistant; arguable: out_of_domain.", ["emoji", "about_assistant", "arguable"]),
    case("alice", S, "good morning, it's 08:00 here and I've had 0 coffees", "A greeting.", ["lowercase", "greeting", "numbers"]),
    case("carol", S, "you're faster than our old ticket system, 10/10", "A compliment.", ["lowercase", "compliment"]),
    case("dave", S, "ugh, metric vs imperial again. whatever.", "Frustration, no request.", ["lowercase", "frustration", "units"]),
    case("bob", S, "bye, off till Monday 7 Dec", "A farewell.", ["farewell", "date_format"]),
    case("alice", S, "are you a bot or a person? asking for the ticket form", "About the assistant.", ["lowercase", "about_assistant"]),
    case("carol", S, "ok 👍", "An acknowledgement.", ["acknowledgement", "emoji", "curt"]),
    case("alice", S, "hmm, no, leave it for now", "A retraction while an own cancellation waits; arguable: action.", ["lowercase", "retraction", "pending_action_context", "arguable"],
         hist=("cancel 1043", "I can cancel order 1043 (EUR 158.00). Confirm?")),
    case("dave", S, "ok got it, thx", "Thanks after a lookup.", ["lowercase", "thanks", "abbreviation"],
         hist=("EXP-3103 status", "Submitted; it needs director approval above USD 2,500.")),
    case("bob", S, "ha, 30 days, my last parcel took 31 to arrive 🙃 kidding", "A joke; arguable: live_tool.", ["lowercase", "joke", "emoji", "arguable"],
         hist=("refund window?", "30 days from delivery.")),
    case("carol", S, "cool cool", "An acknowledgement.", ["lowercase", "acknowledgement", "curt"],
         hist=("what's the mileage rate", "USD 0.70 per mile.")),
    case("alice", S, "sigh. ok. nothing to do but wait I guess", "Frustration with no new request.", ["lowercase", "frustration", "long_history"],
         hist=("where is 1042", "Shipped 2026-11-03 with PostNL.", "and R-77?", "Processing: the parcel was lost, a carrier investigation is open.")),
    case("dave", S, "how's your day going? it's 6 pm here in EST", "Chit-chat after a greeting.", ["lowercase", "chit_chat", "greeting_history", "time_zone"],
         hist=("hi", "Hi Dave!")),
]
OOD = [
    case("alice", O, "how many USD is €442,50 at today's rate?", "Exchange rate.", ["lowercase", "exchange_rate", "decimal_comma"]),
    case("carol", O, "what's 15% of 349 minus 7.50?", "Arithmetic; arguable: knowledge (it looks like the restocking rule).", ["lowercase", "math", "arguable"]),
    case("dave", O, "what time is it in Tokyo when it's 9am in Chicago?", "Time-zone conversion.", ["lowercase", "local_info", "time_zone"]),
    case("bob", O, "how do I write dates in German business letters, 5.12.2026 or 05.12.2026?", "General writing convention.", ["lowercase", "general_info", "date_format"]),
    case("alice", O, "convert 128 km to miles", "Unit conversion.", ["lowercase", "math", "units"]),
    case("carol", O, "is daylight saving time over in the US already?", "General information.", ["lowercase", "general_info", "time_zone"]),
    case("dave", O, "best USB-C dock under $200?", "Product recommendation.", ["lowercase", "product_recommendation", "abbreviation"]),
    case("bob", O, "Dutch VAT rate on hotel rooms — 9% or 21%?", "Tax law; arguable: knowledge.", ["legal_tax", "percent", "arguable"]),
    case("alice", O, "weather in Brussels next Tuesday, in °C", "Weather.", ["lowercase", "weather", "units"]),
    case("carol", O, "excel formula to turn 11/05/2026 into 2026-11-05", "General how-to.", ["lowercase", "general_info", "date_format"]),
    case("dave", O, "US federal per diem rates for Boston FY2027 (GSA)", "Government rates, not the company's; arguable: knowledge.", ["general_info", "abbreviation", "arguable"]),
    case("bob", O, "how many working days does NL have in 2027?", "Calendar information; arguable: knowledge (holidays policy).", ["lowercase", "local_info", "arguable"]),
    case("alice", O, "what's the ISO code for the Swiss franc", "General information.", ["lowercase", "general_info", "abbreviation"]),
    case("carol", O, "pumpkin pie recipe in grams not cups pls", "A recipe.", ["lowercase", "general_info", "units", "negation"]),
    case("dave", O, "write a haiku about quarter-end close", "Creative writing.", ["lowercase", "creative"]),
    case("alice", O, "does PostNL deliver on Saturdays in general?", "Carrier information; arguable: live_tool (after an own parcel).", ["lowercase", "local_info", "arguable"],
         hist=("where is 1042", "Shipped 2026-11-03 with PostNL, tracking 3SACM1042NL.")),
    case("carol", O, "any good hotels near Back Bay under that?", "Hotel recommendation.", ["lowercase", "product_recommendation", "reference_resolved"],
         hist=("hotel cap Boston?", "USD 325 per night.")),
    case("dave", O, "how much is $95 in yen right now", "Exchange rate.", ["lowercase", "exchange_rate"],
         hist=("Tokyo per diem?", "USD 95 per day for international trips.")),
    case("bob", O, "how do you say 'order number' in French", "Translation.", ["lowercase", "translation", "greeting_history"],
         hist=("hi", "Hi Bob!")),
    case("carol", O, "how many miles is NYC to Philly by car", "Distance.", ["lowercase", "local_info", "long_history", "abbreviation"],
         hist=("mileage rate?", "USD 0.70 per mile.", "thx", "You're welcome!")),
]
CASES = SMALL + OOD
