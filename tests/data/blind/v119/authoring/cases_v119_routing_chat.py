"""Blind routing set v119, small_talk (16) and out_of_domain (20) cases: season's greetings, year-end sighs, and
holiday asks no company document answers."""

from __future__ import annotations

from routing_case_kit_v119 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "happy holidays!", "A greeting.", ["lowercase", "greeting", "curt"]),
    case("bob", S, "thanks, that's everything before my break 🎄", "Thanks.", ["lowercase", "thanks", "emoji"]),
    case("carol", S, "ugh, year-end is killing me.", "Frustration with no request.", ["lowercase", "frustration"]),
    case("dave", S, "you're a lifesaver this close season", "A compliment.", ["lowercase", "compliment"]),
    case("alice", S, "do you get time off for christmas? 😄", "About the assistant, a joke.",
         ["lowercase", "about_assistant", "joke", "emoji"]),
    case("carol", S, "see you next year!", "A farewell.", ["lowercase", "farewell"]),
    case("dave", S, "ok", "An acknowledgement.", ["lowercase", "curt", "acknowledgement"]),
    case("bob", S, "sorry, wrong window", "An apology.", ["lowercase", "apology"]),
    case("alice", S, "are you still working on new year's eve?", "About the assistant.",
         ["lowercase", "about_assistant"]),
    case("carol", S, "lol my PTO balance is sadder than my bank account",
         "Chit-chat, no request. Arguable: live_tool (her PTO balance).", ["lowercase", "arguable", "chit_chat"]),
    # With a history (6).
    case("dave", S, "actually no, leave it, I'll keep it as a present",
         "A retraction while an own cancellation waits. Arguable: action.",
         ["lowercase", "arguable", "retraction", "negation", "pending_action_context"],
         hist=("cancel 2046", "Order 2046 is pending and can be cancelled. Shall I go ahead?")),
    case("alice", S, "great, thanks!", "Thanks after an answer.", ["lowercase", "thanks"],
         hist=("what's the PTO carry-over?", "Up to 5 unused PTO days, to be used by 31 March.")),
    case("bob", S, "ok cool 👍", "An acknowledgement.", ["lowercase", "acknowledgement", "emoji"],
         hist=("status of R-79?", "R-79 (EUR 99.00) is processing.")),
    case("carol", S, "hang on, my boss just walked in, give me a sec",
         "A pause while an own withdrawal waits.", ["lowercase", "pending_action_context"],
         hist=("withdraw EXP-3101", "EXP-3101 is submitted and can be withdrawn. Confirm?")),
    case("dave", S, "ugh. no holiday for finance then 😅", "Frustration after an answer.",
         ["lowercase", "frustration", "emoji"], hist=("when is BD10?", "January 15, 2027: final close, ledger locked.")),
    case("alice", S, "what's your new year's resolution?", "About the assistant.",
         ["lowercase", "about_assistant", "chit_chat", "greeting_history"],
         hist=("happy new year!", "Happy New Year! How can I help?")),
]

OUT = [
    case("alice", O, "good gift ideas for my manager under EUR 30?", "A gift recommendation.",
         ["lowercase", "product_recommendation", "numbers"]),
    case("bob", O, "how do you make oliebollen for new year's eve?", "A recipe.", ["lowercase", "creative"]),
    case("carol", O, "what time do stores open on black friday?", "Local information.", ["lowercase", "local_info"]),
    case("dave", O, "is a holiday bonus taxed differently than regular salary in the US?", "Tax.",
         ["lowercase", "legal_tax"]),
    case("carol", O, "weather in Chicago next week? flying home for the holidays", "Weather.", ["weather"]),
    case("dave", O, "convert USD 2,930 to yen", "An exchange rate.", ["lowercase", "exchange_rate", "numbers"]),
    case("alice", O, "write a short christmas card message for my team", "Creative writing.",
         ["lowercase", "creative"]),
    case("bob", O, "how many days until christmas?", "Date arithmetic.", ["lowercase", "math"]),
    case("carol", O, "translate 'happy holidays' into spanish", "Translation.", ["lowercase", "translation"]),
    case("dave", O, "what's the federal minimum number of paid vacation days in the US?",
         "Law, not company policy. Arguable: knowledge (PTO).", ["lowercase", "arguable", "legal_tax"]),
    case("alice", O, "is 2 January a public holiday in Scotland?", "Public holidays elsewhere: general information.",
         ["lowercase", "local_info", "numbers"]),
    case("bob", O, "best noise cancelling headphones for a long-haul flight home?", "A product recommendation.",
         ["lowercase", "product_recommendation"]),
    case("carol", O, "can you recommend a good ugly christmas sweater?", "A product recommendation.",
         ["lowercase", "product_recommendation"]),
    case("dave", O, "how do I do a year-end close in QuickBooks for my side business?",
         "A personal bookkeeping question. Arguable: knowledge (year-end close).",
         ["lowercase", "arguable", "general_info"]),
    case("alice", O, "UPS says 'exception' on a parcel from another web shop, what does that mean?",
         "Another shop's parcel: general information.", ["lowercase", "general_info"]),
    # With a history (5).
    case("carol", O, "does UPS deliver on christmas eve in general?",
         "A carrier's general schedule after an own UPS order. Arguable: live_tool.",
         ["lowercase", "arguable", "local_info", "topic_switch"],
         hist=("where's 2042?", "Order 2042 is in transit with UPS.")),
    case("dave", O, "random q: what time is it in London right now?", "Time elsewhere.",
         ["lowercase", "topic_switch", "local_info"], hist=("what's the PTO cap?", "The balance is capped at 240 hours.")),
    case("bob", O, "what do you tip a mail carrier at christmas in the netherlands?", "Local custom.",
         ["lowercase", "local_info", "topic_switch"], hist=("is my R-79 processed?", "R-79 is still processing.")),
    case("alice", O, "any tips to stay awake at the christmas party after a long close?", "General advice.",
         ["lowercase", "general_info"], hist=("thanks for sorting EXP-2041", "You're welcome!")),
    case("carol", O, "how long should I roast a 14 lb turkey?", "Cooking.", ["lowercase", "creative", "numbers"],
         hist=("happy thanksgiving", "Happy Thanksgiving! How can I help?")),
]

CASES = SMALL + OUT
