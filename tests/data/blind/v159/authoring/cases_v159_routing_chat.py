"""v159 routing cases, small_talk (16) and out_of_domain (20): phone chatter and everyday asks outside the company."""

from __future__ import annotations

from routing_case_kit_v159 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    case("alice", S, "thx!!", "Thanks.", ["lowercase", "thanks", "terse"]),
    case("bob", S, "lol ok", "Acknowledgement.", ["lowercase", "acknowledgement", "terse"]),
    case("carol", S, "gm ☀️", "Greeting.", ["lowercase", "greeting", "emoji", "abbreviation"]),
    case("dave", S, "u a bot?", "About the assistant.", ["lowercase", "about_assistant", "abbreviation"]),
    case("alice", S, "sry typo", "Apology.", ["lowercase", "apology", "abbreviation", "no_punctuation"]),
    case("carol", S, "ugh my phone autocorrects everything", "Frustration with no request.", ["lowercase", "frustration", "no_punctuation"]),
    case("dave", S, "👍", "Acknowledgement by emoji.", ["emoji", "acknowledgement", "terse"]),
    case("bob", S, "brb", "Farewell-ish.", ["lowercase", "farewell", "abbreviation", "terse"]),
    case("carol", S, "ur fast ty", "Compliment.", ["lowercase", "compliment", "abbreviation", "no_punctuation"]),
    case("alice", S, "does this app keep what i dictate", "About the assistant; arguable (knowledge: IT security on data).", ["lowercase", "about_assistant", "voice_dictation", "arguable", "no_punctuation"]),
    case("alice", S, "nvm leave it", "Retraction while a cancellation waits; arguable (action).", ["lowercase", "retraction", "pending_action_context", "abbreviation", "arguable", "no_punctuation"], (), ("cancel 1043", "Order 1043 can be cancelled. Shall I cancel it?")),
    case("dave", S, "cool ty", "Thanks.", ["lowercase", "thanks", "no_punctuation"], (), ("2041 where", "Order 2041 is in transit with USPS, tracking 9400GBX2041.")),
    case("carol", S, "ok 👌", "Acknowledgement.", ["lowercase", "acknowledgement", "emoji"], (), ("refund window", "14 days from delivery.")),
    case("bob", S, "hang on boss calling", "Pause while an own withdrawal waits.", ["lowercase", "pending_action_context", "chit_chat", "no_punctuation"], (), ("withdraw EXP-2043", "EXP-2043 can be withdrawn. Shall I withdraw it?")),
    case("dave", S, "haha typical, directors r slow 🙄", "Joke about own claim's approver.", ["lowercase", "joke", "emoji", "long_history", "abbreviation"], (), ("hi", "Hi Dave!", "EXP-3103?", "EXP-3103 is submitted, waiting for director approval.")),
    case("carol", S, "sorry that was voice typing, ignore", "Retraction of a dictated request while a cancellation waits; arguable (action).", ["lowercase", "retraction", "voice_dictation", "pending_action_context", "arguable"], (), ("cancel 2043", "Order 2043 can be cancelled. Shall I cancel it?")),
    case("alice", O, "weather rotterdam tmrw", "Weather.", ["lowercase", "weather", "abbreviation", "terse"]),
    case("bob", O, "best budget phone w good mic", "Product recommendation.", ["lowercase", "product_recommendation", "abbreviation", "no_punctuation"]),
    case("carol", O, "how do i turn off autocorrect on iphone", "General how-to.", ["lowercase", "general_info", "no_punctuation"]),
    case("dave", O, "100 usd in eur", "Exchange rate.", ["lowercase", "exchange_rate", "numbers", "terse"]),
    case("alice", O, "translate where is my parcel to german", "Translation.", ["lowercase", "translation", "voice_dictation", "no_punctuation"]),
    case("carol", O, "good pizza near boston common", "Local info.", ["lowercase", "local_info", "no_punctuation"]),
    case("dave", O, "is my bonus taxed at 22%", "Tax.", ["lowercase", "legal_tax", "numbers"]),
    case("bob", O, "write a bday msg for my coworker 🎂", "Creative.", ["lowercase", "creative", "emoji", "abbreviation"]),
    case("alice", O, "whats 17% of 129", "Math.", ["lowercase", "math", "numbers", "no_punctuation"]),
    case("carol", O, "how do i file my own taxes by april", "Tax.", ["lowercase", "legal_tax", "date_period", "no_punctuation"]),
    case("dave", O, "flight time nyc to tokyo", "General info.", ["lowercase", "general_info", "abbreviation", "terse"]),
    case("bob", O, "netherlands public holidays by law how many", "Statutory holidays; arguable (knowledge: the PTO policy lists public holidays).", ["lowercase", "legal_tax", "arguable", "no_punctuation"]),
    case("carol", O, "can my landlord keep my deposit", "Legal.", ["lowercase", "legal_tax", "no_punctuation"]),
    case("alice", O, "is ups faster than postnl in general", "Carriers in general; arguable (knowledge: the shipping policy names carriers).", ["lowercase", "general_info", "arguable", "no_punctuation"]),
    case("dave", O, "siri keeps mishearing me how to fix", "General how-to.", ["lowercase", "general_info", "voice_dictation", "no_punctuation"]),
    case("alice", O, "does postnl deliver on sundays", "Carrier's hours after an own PostNL order; arguable (live_tool).", ["lowercase", "general_info", "arguable", "no_punctuation"], (), ("1042 where", "Order 1042 shipped on 3 Nov with PostNL.")),
    case("carol", O, "fun things to do in boston at night", "Local info after policy.", ["lowercase", "local_info", "topic_switch", "no_punctuation"], (), ("per diem boston", "The Boston per diem is set in the Expense Reimbursement Policy 2025.")),
    case("dave", O, "score of the knicks game", "General info.", ["lowercase", "general_info", "greeting_history", "no_punctuation"], (), ("hi", "Hi Dave!")),
    case("bob", O, "any good bistros near gare du nord", "Local info after policy.", ["lowercase", "local_info", "topic_switch", "no_punctuation"], (), ("hotel cap paris", "The Paris hotel cap is in the Expense Reimbursement Policy 2025.")),
    case("carol", O, "recommend a phone case for a pixel 8", "Product recommendation.", ["lowercase", "product_recommendation", "numbers", "no_punctuation"], (), ("thx", "You're welcome!")),
]
