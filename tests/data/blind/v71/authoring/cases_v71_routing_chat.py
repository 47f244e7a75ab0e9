"""Blind routing set v71, small_talk (16) and out_of_domain (20) cases: the chat around one ordinary working day at
acme and globex."""

from __future__ import annotations

from routing_case_kit_v71 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    # --- no history (10) ---
    case("alice", S, "good morning!", "A greeting.", ["greeting", "lowercase"]),
    case("carol", S, "thanks, that's all 🙏", "Thanks.", ["thanks", "emoji"]),
    case("dave", S, "you're pretty quick for a monday", "A compliment.", ["compliment", "lowercase"]),
    case("bob", S, "what are you exactly, a bot?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("carol", S, "lol ok", "An acknowledgement.", ["acknowledgement", "curt", "lowercase"]),
    case("dave", S, "ugh. this week.", "Frustration with no request.", ["frustration", "curt"]),
    case("alice", S, "sorry, wrong window", "An apology.", ["apology", "lowercase"]),
    case("bob", S, "have a good weekend", "A farewell.", ["farewell", "lowercase"]),
    case("carol", S, "tell me a joke about expense reports",
         "A joke asked for: small_talk, arguable (out_of_domain: creative).", ["joke", "arguable", "lowercase"]),
    case("dave", S, "are you the same thing the help desk uses?", "About the assistant.",
         ["about_assistant", "lowercase"]),
    # --- with history (6) ---
    case("alice", S, "perfect, thank you!!", "Thanks after a look-up.", ["thanks"],
         hist=("where's 1042", "Order 1042 (Acme Dock) shipped with PostNL on 2026-11-03, tracking 3SACM1042NL.")),
    case("bob", S, "hmm no, leave it. never mind",
         "A retraction while a cancellation waits: small_talk, arguable (action: declining it).",
         ["retraction", "pending_action_context", "arguable", "lowercase"],
         hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) can be cancelled. Confirm to cancel?")),
    case("carol", S, "ok cool", "An acknowledgement.", ["acknowledgement", "curt", "lowercase"],
         hist=("what's the PTO carry-over?", "Up to 80 hours carry over; no expiry, balance capped at 240 hours.")),
    case("dave", S, "still?? unbelievable", "Frustration with no new request.", ["frustration", "frustrated"],
         hist=("is R-303 done", "R-303 (USD 289.15) is still processing.")),
    case("alice", S, "you're a lifesaver, bye", "A farewell with a compliment.", ["farewell", "compliment",
                                                                                  "long_history"],
         hist=("hi", "Hi Alice!", "hotel cap Paris?", "EUR 240 per night in Paris (a high-cost city).")),
    case("bob", S, "haha that won't even buy a coffee in Zurich",
         "A joke about the answer: small_talk, arguable (knowledge: the Zurich figure).",
         ["joke", "arguable", "lowercase"],
         hist=("what's the per diem abroad", "EUR 70 per day for international travel.")),
]

OUT_OF_DOMAIN = [
    # --- no history (15) ---
    case("alice", O, "weather in Rotterdam tomorrow?", "Weather.", ["weather"]),
    case("carol", O, "need a pumpkin pie recipe for thanksgiving, anything easy?", "General info.",
         ["general_info", "lowercase"]),
    case("dave", O, "what's 18% of 2930", "Arithmetic with no policy in it.", ["math", "lowercase"]),
    case("bob", O, "best noise cancelling headphones under 200 euro?",
         "A product recommendation; arguable (knowledge: the Acme Headset).", ["product_recommendation", "arguable"]),
    case("alice", O, "how do I file my Dutch income tax return", "Tax, personal.", ["legal_tax", "lowercase"]),
    case("carol", O, "translate 'out of office' into spanish", "A translation.", ["translation", "lowercase"]),
    case("dave", O, "who won the world series", "Sport.", ["sport", "lowercase"]),
    case("bob", O, "EUR to USD rate today", "An exchange rate.", ["exchange_rate", "curt"]),
    case("carol", O, "is it legal for my landlord to raise the rent 10% in Ohio", "Law, personal.",
         ["legal_tax", "lowercase"]),
    case("alice", O, "write a haiku about mondays", "Creative.", ["creative", "lowercase"]),
    case("dave", O, "should I max out my Roth IRA or pay off the car loan first?", "Personal finance.",
         ["personal_finance"]),
    case("bob", O, "what time is it in Tokyo right now", "General info.", ["general_info", "lowercase"]),
    case("carol", O, "my personal iphone won't charge, any tips", "A personal device.", ["personal_device",
                                                                                       "lowercase"]),
    case("alice", O, "when does Albert Heijn close on sundays", "Local info.", ["local_info", "lowercase"]),
    case("dave", O, "what's the long-term capital gains rate for 2026", "Tax, general.", ["legal_tax", "lowercase"]),
    # --- with history (5) ---
    case("bob", O, "how long is amsterdam to berlin by train actually",
         "A timetable fact, not policy; arguable (knowledge: the 4-hour rail rule).",
         ["general_info", "arguable", "lowercase"],
         hist=("what's the train rule", "Take the train when the rail journey is 4 hours or less.")),
    case("carol", O, "any good lunch spots near penn station?", "Local info.", ["local_info", "lowercase"],
         hist=("thanks for the help earlier", "Anytime, Carol!")),
    case("dave", O, "what's 95 dollars in yen", "An exchange rate; arguable (knowledge: the per diem).",
         ["exchange_rate", "arguable", "lowercase"],
         hist=("per diem for Tokyo?", "USD 95 per day international; 75% on the first and last day.")),
    case("alice", O, "what's uber's cancellation fee btw", "Another company's terms.",
         ["another_shop", "lowercase", "abbreviation"],
         hist=("is a 16 km taxi ok", "Taxis are reimbursed when no public transport is available, with heavy "
               "equipment or between 22:00 and 06:00.")),
    case("carol", O, "which home office chair would you recommend", "A product recommendation.",
         ["product_recommendation", "lowercase", "long_history"],
         hist=("hi", "Hi Carol!", "what's the WFH stipend", "USD 50 per month with the second paycheck.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
