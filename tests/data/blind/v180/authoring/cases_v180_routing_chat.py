"""v180 routing cases, small_talk and out_of_domain: emoji, one-word replies and shorthand asks outside the domain."""

from __future__ import annotations

from routing_case_kit_v180 import case

S, O = "small_talk", "out_of_domain"
CASES = [
    case("alice", S, "👍", "A lone emoji.", ["emoji", "curt", "acknowledgement"]),
    case("carol", S, "thx!!", "Thanks.", ["lowercase", "curt", "thanks", "abbreviation"]),
    case("bob", S, "nvm", "Retraction with nothing pending.", ["lowercase", "curt", "retraction", "abbreviation"]),
    case("dave", S, "lol", "Laughter.", ["lowercase", "curt", "chit_chat"]),
    case("alice", S, "ok cool", "Acknowledgement.", ["lowercase", "curt", "acknowledgement"]),
    case("carol", S, "🙏", "Thanks as an emoji.", ["emoji", "curt", "thanks"]),
    case("bob", S, "morning", "Greeting.", ["lowercase", "curt", "greeting"]),
    case("dave", S, "u a bot?", "About the assistant.", ["lowercase", "curt", "about_assistant", "abbreviation"]),
    case("alice", S, "ugh 😩", "Frustration with no request.", ["lowercase", "emoji", "frustration"]),
    case("carol", S, "bye 👋", "Farewell.", ["lowercase", "emoji", "farewell"]),
    case("bob", S, "nvm", "Retraction while an own cancellation waits.", ["lowercase", "curt", "retraction", "pending_action_context"], (), ("cancel 1046", "Order 1046 can be cancelled. Shall I cancel it? Please confirm.")),
    case("dave", S, "👍", "Acknowledgement after a policy answer.", ["emoji", "curt", "acknowledgement"], (), ("per diem intl?", "USD 95 per day; 75 % on the first and last day.")),
    case("alice", S, "k thx", "Acknowledgement after a lookup.", ["lowercase", "curt", "thanks", "abbreviation"], (), ("1043?", "Order 1043 is processing.")),
    case("carol", S, "hmm not yet", "Hesitation while an own withdrawal waits; arguable (clarify or action).", ["lowercase", "negation", "pending_action_context", "arguable"], (), ("withdraw EXP-3101", "EXP-3101 can be withdrawn. Shall I withdraw it? Please confirm.")),
    case("bob", S, "😂", "Emoji laughter after a greeting.", ["emoji", "curt", "joke", "greeting_history"], (), ("hi", "Hi Bob!")),
    case("dave", S, "ffs 🙄", "Frustration at an own returned claim, no new request; arguable (clarify).", ["lowercase", "emoji", "frustration", "abbreviation", "arguable"], (), ("EXP-3105?", "Returned by the approver: the itemized hotel receipt is missing.")),
    case("alice", O, "weather ams tmrw", "Weather, shorthand.", ["lowercase", "curt", "weather", "abbreviation"]),
    case("carol", O, "17*23", "Arithmetic.", ["curt", "math", "numbers"]),
    case("bob", O, "translate 'refund pls' to french", "Translation.", ["lowercase", "translation"]),
    case("dave", O, "best ramen tokyo?", "Local info.", ["lowercase", "curt", "local_info"]),
    case("alice", O, "eur→usd rate", "Exchange rate.", ["lowercase", "curt", "exchange_rate"]),
    case("carol", O, "nba score last night", "General info.", ["lowercase", "general_info", "abbreviation"]),
    case("bob", O, "write a haiku about mondays", "Creative.", ["lowercase", "creative"]),
    case("dave", O, "capital of australia", "General info.", ["lowercase", "curt", "general_info"]),
    case("alice", O, "cheap flights ams-bcn?", "Flight deals; arguable (knowledge: the travel policy's booking rules).", ["lowercase", "curt", "product_recommendation", "abbreviation", "arguable"]),
    case("carol", O, "is 401k match taxable", "Tax; arguable (knowledge: the benefits FAQ).", ["lowercase", "legal_tax", "arguable"]),
    case("bob", O, "python regex for emails?", "Programming help.", ["lowercase", "general_info"]),
    case("dave", O, "ups customer service number", "A carrier's phone number; arguable (knowledge).", ["lowercase", "local_info", "abbreviation", "arguable"]),
    case("alice", O, "recipe pancakes", "Cooking.", ["lowercase", "curt", "general_info"]),
    case("carol", O, "how many oz in a cup", "Unit conversion.", ["lowercase", "math", "abbreviation"]),
    case("bob", O, "🎵 song rec for focus", "Music recommendation.", ["lowercase", "emoji", "product_recommendation", "abbreviation"]),
    case("alice", O, "does postnl deliver saturdays", "A carrier's delivery days after an own order; not the assistant's to answer.", ["lowercase", "local_info"], (), ("1042?", "Order 1042 shipped with PostNL on 3 November.")),
    case("carol", O, "nyc or boston for a weekend?", "Travel advice after thanks.", ["lowercase", "local_info", "abbreviation"], (), ("thx", "You're welcome!")),
    case("dave", O, "tokyo time rn?", "Time zone after a policy answer.", ["lowercase", "curt", "local_info", "abbreviation", "topic_switch"], (), ("per diem tokyo", "International travel: USD 95 per day.")),
    case("bob", O, "good area to stay in paris?", "Neighbourhood advice after a policy answer.", ["lowercase", "local_info", "topic_switch"], (), ("hotel cap paris?", "Paris is a high-cost city with a higher cap than EUR 180 per night.")),
    case("alice", O, "dutch for 'thank you'?", "Translation; long history.", ["lowercase", "translation", "long_history"], (), ("hi", "Hi Alice!", "refund window?", "30 days from delivery.")),
]
