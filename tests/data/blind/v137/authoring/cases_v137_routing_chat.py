"""Blind routing set v137, small_talk (16) and out_of_domain (20) cases: year-end chatter, and holiday asks the company
documents and tools do not cover (gift ideas, weather, translations, tax, local info)."""

from __future__ import annotations

from routing_case_kit_v137 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    # --- without history (10) ---
    case("alice", S, "ugh, december is insane. 😩", "Frustration with no request.",
         ["lowercase", "frustration", "emoji"]),
    case("bob", S, "thanks, you saved my christmas", "Thanks.", ["lowercase", "thanks"]),
    case("carol", S, "happy holidays!", "A greeting.", ["lowercase", "greeting"]),
    case("dave", S, "are you working over christmas too? 😄", "About the assistant.",
         ["lowercase", "about_assistant", "emoji"]),
    case("alice", S, "you're faster than our helpdesk, honestly", "A compliment.", ["lowercase", "compliment"]),
    case("bob", S, "good morning! coffee first, then year-end madness", "A greeting.", ["lowercase", "greeting"]),
    case("carol", S, "sorry, typed that in a hurry", "An apology.", ["lowercase", "apology", "hurry"]),
    case("dave", S, "never mind, figured it out", "An acknowledgement; nothing waits.",
         ["lowercase", "acknowledgement"]),
    case("alice", S, "do you ever get a holiday?", "About the assistant.", ["lowercase", "about_assistant"]),
    case("carol", S, "bye, off to wrap presents", "A farewell.", ["lowercase", "farewell"]),
    # --- with history (6) ---
    case("alice", S, "hmm wait, no — leave it, my sister might still want them",
         "Arguable: a retraction while an own cancellation waits (small_talk); it could be read as declining the "
         "action (action).", ["lowercase", "arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Shall I cancel it?")),
    case("bob", S, "ok 👍", "Acknowledgement after an own look-up.", ["lowercase", "acknowledgement", "emoji", "curt"],
         hist=("status of R-79?", "R-79 (EUR 99, Acme Cam) is still processing.")),
    case("carol", S, "one sec, my phone's ringing, don't do anything yet",
         "A pause while an own withdrawal waits: no new request.",
         ["lowercase", "pending_action_context", "negation", "hurry"],
         hist=("withdraw EXP-3101", "EXP-3101 can be withdrawn. Shall I withdraw it?")),
    case("dave", S, "cool thx", "Acknowledgement.", ["lowercase", "acknowledgement", "abbreviation", "curt"],
         hist=("where's 2041", "Order 2041 is in transit with USPS.")),
    case("alice", S, "what's your favourite holiday song? joking, kind of",
         "Arguable: chit-chat with the assistant (small_talk); it could be read as an out-of-domain question.",
         ["lowercase", "arguable", "joke", "greeting_history"], hist=("hi", "Hi Alice!")),
    case("bob", S, "great. just great. every single december.",
         "Frustration after an own rejected claim; no new request.", ["lowercase", "frustration"],
         hist=("EXP-2045 — why rejected?", "EXP-2045 was rejected: it was submitted more than 30 days after the "
               "expense.")),
]

OOD = [
    # --- without history (15) ---
    case("alice", O, "good last-minute gift ideas for a 10 year old under EUR 30?", "Gift ideas: not a company matter.",
         ["lowercase", "product_recommendation", "numbers", "hurry"]),
    case("bob", O, "what's the weather going to be in Paris on new year's eve?", "Weather.",
         ["lowercase", "weather"]),
    case("carol", O, "write a short funny christmas card poem for my team", "Creative writing.",
         ["lowercase", "creative"]),
    case("dave", O, "how much is USD 2,930 in yen today?", "An exchange rate.", ["lowercase", "exchange_rate",
                                                                               "numbers"]),
    case("alice", O, "is Christmas Eve a public holiday in Belgium?",
         "Arguable: a country's public holidays (out_of_domain); the PTO policy speaks of holidays, so it could be "
         "read as knowledge.", ["lowercase", "arguable", "legal_tax", "local_info"]),
    case("bob", O, "how do I get red wine out of a white tablecloth", "General info.", ["lowercase", "general_info"]),
    case("carol", O, "do I need to pay gift tax on a USD 500 present to my niece?", "Personal tax.",
         ["lowercase", "legal_tax", "numbers"]),
    case("dave", O, "which Tokyo airport is closer to Shinjuku?", "Local info.", ["lowercase", "local_info"]),
    case("alice", O, "translate 'merry christmas and a happy new year' into Dutch", "Translation.",
         ["lowercase", "translation"]),
    case("bob", O, "does PostNL deliver on 26 December?",
         "Arguable: a carrier's holiday schedule (out_of_domain); it could be read as the shipping policy "
         "(knowledge).", ["lowercase", "arguable", "general_info", "date_period"]),
    case("carol", O, "best noise-cancelling headphones for a long flight home?", "A product recommendation.",
         ["lowercase", "product_recommendation"]),
    case("dave", O, "what's 17% of 2,930", "Arithmetic.", ["lowercase", "math", "numbers"]),
    case("alice", O, "how many days until christmas?", "General info.", ["lowercase", "general_info"]),
    case("carol", O, "can my landlord keep my deposit if I move out over the holidays", "Personal legal question.",
         ["lowercase", "legal_tax"]),
    case("dave", O, "recipe for eggnog without rum?", "A recipe.", ["lowercase", "general_info", "negation"]),
    # --- with history (5) ---
    case("bob", O, "does DHL deliver on Sundays in December?",
         "Arguable: a carrier's schedule (out_of_domain), after an own DHL parcel; it could be read as a look-up of "
         "that parcel (live_tool).", ["arguable", "general_info", "topic_switch"],
         hist=("where's 1044", "Order 1044 (Acme Cam, express) shipped with DHL, tracking JD014600ACM1044.")),
    case("carol", O, "any good cheap hotels near Times Square for new year's eve?", "Local info after a policy answer.",
         ["lowercase", "local_info", "topic_switch"],
         hist=("what's the lodging cap in NYC?", "The Globex cap in New York City is USD 325 per night.")),
    case("dave", O, "what time is it in Tokyo right now", "Local info.", ["lowercase", "local_info",
                                                                          "greeting_history"],
         hist=("hi", "Hi Dave!")),
    case("alice", O, "and how many vacation days do people get by law in the Netherlands?",
         "Arguable: the statutory minimum (out_of_domain), after the own PTO answer; it could be read as knowledge.",
         ["lowercase", "arguable", "legal_tax", "topic_switch"],
         hist=("how many PTO days do I get?", "Full-time Acme employees get 28 days of PTO per calendar year, plus "
               "public holidays.")),
    case("bob", O, "how do I politely tell my in-laws we're not coming for christmas", "Personal advice.",
         ["lowercase", "general_info", "negation"], hist=("thanks for the help", "Any time!")),
]

CASES = SMALL + OOD
