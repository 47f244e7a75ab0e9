"""The v144 small_talk and out_of_domain cases, on the move.

small_talk: thanks, greetings, farewells, frustration and retractions while an action waits, with no new request.
out_of_domain: travel questions the companies' documents never answer (time differences, eSIMs, visas, local
transport, weather, exchange rates, airline compensation law, phrasebook lines).
"""

from __future__ import annotations

from routing_case_kit_v144 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thanks, you just saved me at the check-in desk 🙏", "Thanks: small_talk.", ["thanks", "emoji", "lowercase"]),
    case("bob", S, "good morning from Zurich — well, 3am by my body clock", "A greeting: small_talk.", ["greeting", "time_zone"]),
    case("carol", S, "ugh. fourth delay today.", "Frustration with no request: small_talk.", ["frustration", "lowercase", "curt"]),
    case("dave", S, "are you awake at this hour too? 😄", "About the assistant, a joke: small_talk.", ["about_assistant", "joke", "emoji"]),
    case("alice", S, "bye, boarding now", "A farewell: small_talk.", ["farewell", "lowercase", "curt"]),
    case("carol", S, "sorry, typing on plane wifi, ignore the typos", "An apology: small_talk.", ["apology", "lowercase"]),
    case("dave", S, "honestly you're more useful than the airline's chatbot", "A compliment: small_talk.", ["compliment", "lowercase"]),
    case("bob", S, "do you even know what time it is where I am?",
         "About the assistant: small_talk, arguable (out_of_domain: a time question).", ["about_assistant", "arguable", "time_zone"]),
    case("alice", S, "jet lag is killing me lol", "Chit-chat: small_talk.", ["chit_chat", "lowercase"]),
    case("bob", S, "ok cool 👍", "An acknowledgement: small_talk.", ["acknowledgement", "emoji", "curt"]),
    # with a history
    case("alice", S, "actually no, leave it — the trip got shortened",
         "A retraction while the own cancellation waits: small_talk, arguable (action: declining the proposal).",
         ["retraction", "arguable", "pending_action_context", "negation"],
         hist=("cancel 1043", "I can cancel order 1043 (2 × Acme Headset). Confirm?")),
    case("bob", S, "perfect, thanks", "Thanks after an answer: small_talk.", ["thanks", "curt"],
         hist=("hotel cap in New York?", "EUR 240 per night in New York, a high-cost city.")),
    case("carol", S, "great, that's a relief", "An acknowledgement: small_talk.", ["acknowledgement", "lowercase"],
         hist=("where is 2042", "Order 2042 is in transit with UPS.")),
    case("dave", S, "hang on, the cab's here, give me 5 min", "A pause while the own withdrawal waits: small_talk.",
         ["pending_action_context", "lowercase"], hist=("withdraw EXP-3103", "I can withdraw EXP-3103 (Partner summit Tokyo). Shall I go ahead?")),
    case("carol", S, "you're a lifesaver, the front desk had no clue", "A compliment after two answers: small_talk.",
         ["compliment", "long_history", "lowercase"],
         hist=("per diem in London?", "USD 95 per day for international travel.", "and the hotel cap?", "USD 325 per night before taxes in London.")),
    case("dave", S, "nothing yet, just testing if this works on hotel wifi", "No request after a greeting: small_talk.",
         ["greeting_history", "negation", "lowercase"], hist=("hi", "Hi Dave, what can I do for you?")),
]

OOD = [
    case("alice", O, "what's the time difference between Amsterdam and Singapore right now?", "General knowledge: out_of_domain.",
         ["general_info", "time_zone"]),
    case("bob", O, "best eSIM for a week in Japan?", "A product recommendation: out_of_domain.", ["product_recommendation", "roaming"]),
    case("carol", O, "how do I say 'my luggage is lost' in Japanese?", "A translation: out_of_domain.", ["translation", "travel_disruption"]),
    case("dave", O, "is it going to snow in Chicago tomorrow?", "Weather: out_of_domain.", ["weather"]),
    case("alice", O, "do I need a visa for a business trip to Brazil on a Dutch passport?",
         "Immigration rules: out_of_domain, arguable (knowledge: the travel policy's security check for trips outside Europe).",
         ["legal_tax", "arguable", "abroad"]),
    case("carol", O, "fastest way from Heathrow to Canary Wharf?", "Local transport: out_of_domain.", ["local_info", "curt"]),
    case("dave", O, "convert 12,000 yen to dollars", "An exchange rate: out_of_domain.", ["exchange_rate", "numbers", "lowercase"]),
    case("bob", O, "EU261: how much compensation do I get for a 4 hour delay on a Paris flight?",
         "Airline compensation law: out_of_domain, arguable (knowledge: it sounds like travel policy).",
         ["legal_tax", "arguable", "abbreviation", "numbers", "travel_disruption"]),
    case("carol", O, "good ramen near Shinjuku station?", "A local recommendation: out_of_domain.", ["local_info", "curt"]),
    case("dave", O, "what's the tipping etiquette for taxis in Tokyo?", "General knowledge: out_of_domain.", ["general_info", "abroad"]),
    case("alice", O, "write me a short out-of-office line saying I'm stuck in Lisbon because of a strike",
         "Creative writing: out_of_domain.", ["creative", "travel_disruption"]),
    case("carol", O, "how do I switch off data roaming on an iPhone?",
         "A phone setting: out_of_domain, arguable (knowledge: IT security basics cover phones).", ["general_info", "arguable", "roaming"]),
    case("bob", O, "what's 7 hours ahead of 09:30?", "Arithmetic: out_of_domain.", ["math", "numbers", "time_zone"]),
    case("bob", O, "can I take a power bank over 100Wh in my carry-on?", "Airline rules: out_of_domain.", ["general_info", "numbers"]),
    case("dave", O, "which lounge at SFO terminal 2 takes Priority Pass?", "Local info: out_of_domain.", ["local_info", "abbreviation"]),
    # with a history
    case("alice", O, "unrelated, but is it rude to eat on the metro in Tokyo?", "General etiquette after an own order: out_of_domain.",
         ["topic_switch", "general_info"], hist=("where's 1042", "Order 1042 shipped with PostNL on 2026-11-03.")),
    case("carol", O, "any decent hotels near Tokyo station under that?", "A hotel recommendation: out_of_domain.",
         ["product_recommendation", "reference_resolved"], hist=("hotel cap in Tokyo", "USD 325 per night before taxes in Tokyo.")),
    case("dave", O, "what's that in euros today?", "An exchange rate of the figure in the history: out_of_domain.",
         ["exchange_rate", "reference_resolved", "lowercase"], hist=("international per diem?", "USD 95 per day.")),
    case("bob", O, "how do I get from Zurich airport to the old town at midnight?", "Local transport after a greeting: out_of_domain.",
         ["local_info", "greeting_history"], hist=("hi", "Hi Bob! How can I help?")),
    case("carol", O, "random q — does UPS deliver on saturdays in Colorado?", "A carrier's schedule: out_of_domain.",
         ["local_info", "topic_switch", "long_history", "lowercase"],
         hist=("is 2047 packed?", "Order 2047 (Globex Key) is packed.", "and 2043?", "Order 2043 is confirmed and can still be cancelled.")),
]

CASES = SMALL + OOD
