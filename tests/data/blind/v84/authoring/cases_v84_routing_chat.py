"""v84 routing cases, small_talk (16) and out_of_domain (20): chat slang ("gm ☕", "brb", "ttyl", "ngl", "TGIF",
"smh", "nvm", "gtg, cya") and general acronyms no company document owns (FOMO, LGTM, IRR/NPV, KPI/OKR, FSA, ETIAS,
the IRS's 2026 rate, NL's 30% ruling, SMART goals). Written by the v84 author without knowing how the router decides.
"""

from __future__ import annotations

from routing_case_kit_v84 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("alice", S, "gm ☕", "A greeting in chat slang.", ["greeting", "chat_slang", "emoji", "curt"]),
    case("bob", S, "thx, that's all for today", "Thanks and a farewell.", ["thanks", "farewell", "clipped_word"]),
    case("carol", S, "lol ok ttyl", "A farewell in chat slang.", ["farewell", "chat_slang", "lowercase"]),
    case("dave", S, "ngl ur faster than the help desk 😂", "A compliment; no request.",
         ["compliment", "chat_slang", "emoji"]),
    case("alice", S, "brb", "Chat slang, nothing asked.", ["chit_chat", "chat_slang", "curt"]),
    case("carol", S, "r u a bot or a person? asking 4 a friend", "About the assistant.",
         ["about_assistant", "chat_slang", "lowercase"]),
    case("dave", S, "TGIF 🎉", "Chit-chat.", ["chit_chat", "abbreviation", "emoji", "curt"]),
    case("bob", S, "ugh. 3rd time today w/ FinanceHub 🙄", "Frustration with no request in it.",
         ["frustration", "clipped_word", "emoji"]),
    case("bob", S, "what can u do? tl;dr pls", "About the assistant.", ["about_assistant", "chat_slang"]),
    case("carol", S, "tell me a joke about TLAs", "A joke about three-letter acronyms. Arguable: out_of_domain "
         "(a creative request).", ["joke", "abbreviation", "arguable"]),
    case("bob", S, "nvm, leave it", "A retraction while his cancellation waits: nothing to do. Arguable: action "
         "(an answer to the pending confirmation).", ["retraction", "pending_action_context", "chat_slang", "arguable"],
         hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) can be cancelled. Confirm?")),
    case("dave", S, "ty ty 🙏", "Thanks after an answer.", ["thanks", "chat_slang", "emoji"],
         hist=("where's 2041?", "2041 (2 × Globex Key) is in transit with USPS.")),
    case("alice", S, "k cool", "An acknowledgement.", ["acknowledgement", "chat_slang", "curt"],
         hist=("whats the PO threshold", "Any purchase above EUR 500 needs a PO.")),
    case("carol", S, "smh. figures.", "Frustration with no new request.", ["frustration", "chat_slang", "curt"],
         hist=("why was R-304 rejected?", "R-304 was requested 26 days after delivery, outside the 14-day refund "
               "window.")),
    case("bob", S, "sry wrong window, ignore me", "An apology.", ["apology", "clipped_word", "greeting_history"],
         hist=("hi", "Hi Bob! How can I help?")),
    case("dave", S, "nah gtg, cya", "A farewell in chat slang after a six-turn exchange.",
         ["farewell", "chat_slang", "long_history"],
         hist=("hey", "Hi Dave!", "what's the 401(k) match?", "100% of the first 4% you contribute, vested "
               "immediately.", "nice", "Anything else?")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "what does FOMO stand for", "A general acronym no company document owns.",
         ["general_info", "abbreviation", "shorthand_undefined", "lowercase"]),
    case("bob", O, "IRR vs NPV, eli5", "General finance, in shorthand.", ["general_info", "abbreviation", "chat_slang"]),
    case("carol", O, "HSA vs FSA — which is better for me personally?", "Personal benefits advice. Arguable: "
         "knowledge (HSA is in Globex's glossary).", ["personal_finance", "abbreviation", "arguable"]),
    case("dave", O, "what's the 2026 IRS mileage rate?", "The IRS's own rate for 2026 (the policy quotes the 2025 "
         "one). Arguable: knowledge (the mileage rule).", ["legal_tax", "abbreviation", "date_period", "arguable"]),
    case("alice", O, "convert EUR 442.50 to USD", "An exchange rate.", ["exchange_rate", "numbers", "curt"]),
    case("bob", O, "what does LGTM mean in a code review", "A general acronym.", ["general_info", "abbreviation",
         "shorthand_undefined"]),
    case("carol", O, "best NAS for home, synology or qnap?", "A product recommendation between other brands. Arguable: "
         "knowledge (Globex sells the HomeVault).", ["product_recommendation", "abbreviation", "arguable", "lowercase"]),
    case("dave", O, "roth vs trad 401k for a 30yo?", "Personal retirement advice.", ["personal_finance",
         "clipped_word", "lowercase"]),
    case("bob", O, "translate 'OOO until Mon' into Dutch", "A translation.", ["translation", "abbreviation"]),
    case("bob", O, "weather in AMS tmrw?", "Weather, clipped.", ["weather", "clipped_word", "abbreviation", "curt"]),
    case("carol", O, "what time is it in PST rn", "A time zone.", ["local_info", "abbreviation", "chat_slang"]),
    case("dave", O, "KPI vs OKR whats the diff", "General management vocabulary.", ["general_info", "abbreviation",
         "clipped_word", "lowercase"]),
    case("bob", O, "write me a haiku about PTO", "A creative request.", ["creative", "abbreviation"]),
    case("bob", O, "is NL's 30% ruling still a thing in 2026?", "Dutch tax law.", ["legal_tax", "abbreviation",
         "numbers"]),
    case("carol", O, "how do i dispute a charge on my personal AMEX", "A personal card dispute with another company.",
         ["personal_finance", "abbreviation", "lowercase"]),
    case("alice", O, "unrelated — how do i set up a VPN on my personal router at home", "Home IT after a policy answer.",
         ["home_it", "topic_switch", "abbreviation"],
         hist=("what's the VPN called?", "GlobalProtect.")),
    case("dave", O, "whats the JPY/USD rate today", "An exchange rate after a per-diem answer.",
         ["exchange_rate", "topic_switch", "abbreviation"], hist=("per diem intl?", "USD 95 per day.")),
    case("carol", O, "recommend a podcast on productivity, short eps", "A recommendation after a greeting.",
         ["product_recommendation", "greeting_history", "clipped_word"], hist=("hi", "Hi Carol! How can I help?")),
    case("bob", O, "do I need an ETIAS for a UK trip tho?", "Entry rules of another country after a travel-request "
         "answer.", ["general_info", "abbreviation", "topic_switch"],
         hist=("TR-1 lead time intl?", "At least 14 days before departure.")),
    case("alice", O, "ok and what does SMART goals stand for", "A general acronym after glossary answers.",
         ["general_info", "abbreviation", "long_history"],
         hist=("whats T&E", "Travel and expenses.", "and ITSD?", "IT Service Desk.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
