"""Blind routing set v109, small_talk (16) and out_of_domain (20) cases: thumb-typed thanks, apologies for
autocorrect and half-sent messages, and phone-life asks the corpus cannot answer."""

from __future__ import annotations

from routing_case_kit_v109 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "ty!!", "Thanks in two letters.", ["lowercase", "thanks", "texting_shorthand", "curt"]),
    case("dave", S, "k thx", "An acknowledgement and thanks.", ["lowercase", "acknowledgement", "thanks",
                                                                "texting_shorthand"]),
    case("carol", S, "lol sorry autocorrect", "An apology for a slip, no request.", ["lowercase", "apology", "slang"]),
    case("bob", S, "brb", "Texting shorthand: be right back.", ["lowercase", "texting_shorthand", "curt"]),
    case("carol", S, "gm", "A greeting in two letters.", ["lowercase", "greeting", "texting_shorthand"]),
    case("dave", S, "u there?", "Checking the assistant is there.", ["lowercase", "about_assistant",
                                                                     "texting_shorthand"]),
    case("bob", S, "ur the best fr", "A compliment in slang.", ["lowercase", "compliment", "slang"]),
    case("bob", S, "ugh this keyboard hates me", "Frustration with no request.", ["lowercase", "frustration"]),
    case("dave", S, "r u a bot or a person", "About the assistant.", ["lowercase", "about_assistant",
                                                                      "texting_shorthand", "no_punctuation"]),
    case("carol", S, "sry typing w one hand on the train", "An apology, no request.",
         ["lowercase", "apology", "texting_shorthand"]),
    # with a history (6)
    case("alice", S, "nvm dont", "A retraction while an own cancellation waits; arguable: action (a no to it).",
         ["lowercase", "retraction", "negation", "pending_action_context", "arguable"], (),
         ("cancel 1043", "Order 1043 can be cancelled. Confirm?")),
    case("bob", S, "omg finally thx", "Thanks after an own lookup.", ["lowercase", "thanks", "slang"], (),
         ("R-79?", "Refund R-79 is processing.")),
    case("carol", S, "haha ok", "An acknowledgement.", ["lowercase", "acknowledgement"], (),
         ("2042 where", "Order 2042 is in transit with UPS.")),
    case("dave", S, "wait scratch that leave it", "A retraction while an own withdrawal waits.",
         ["lowercase", "retraction", "pending_action_context", "no_punctuation"], (),
         ("withdraw EXP-3103", "EXP-3103 can be withdrawn. Confirm?")),
    case("alice", S, "gn 😴", "A farewell with an emoji.", ["lowercase", "farewell", "emoji", "texting_shorthand"], (),
         ("hotel cap paris", "EUR 240 per night in Paris.")),
    case("carol", S, "can u understand voice msgs or do i have to type",
         "About the assistant; arguable: out_of_domain or knowledge.",
         ["lowercase", "about_assistant", "voice_dictation", "greeting_history", "arguable"], (),
         ("hey", "Hi Carol! How can I help?")),
]

OOD = [
    case("alice", O, "how do i turn off autocorrect on iphone", "Phone settings: not in the corpus.",
         ["lowercase", "general_info"]),
    case("bob", O, "whats 15% tip on 84 eur", "Arithmetic on a bill.", ["lowercase", "math", "numbers"]),
    case("carol", O, "weather boston tmrw", "Weather.", ["lowercase", "weather", "texting_shorthand", "fragment"]),
    case("dave", O, "translate running late to spanish", "Translation.", ["lowercase", "translation"]),
    case("bob", O, "best phone case for a pixel", "A product recommendation outside the corpus.",
         ["lowercase", "product_recommendation"]),
    case("carol", O, "whats ngl mean", "Slang meaning: general knowledge.", ["lowercase", "general_info", "slang"]),
    case("dave", O, "uber from logan to seaport how much", "Local transport price.",
         ["lowercase", "local_info", "names"]),
    case("alice", O, "ns trains utrecht to amsterdam running today?", "Train service today.",
         ["lowercase", "local_info", "abbreviation", "names"]),
    case("carol", O, "is per diem taxable in the us", "Tax law; arguable: knowledge (the per-diem policy).",
         ["lowercase", "legal_tax", "arguable"]),
    case("bob", O, "cheapest roaming plan for japan", "A product recommendation.",
         ["lowercase", "product_recommendation"]),
    case("dave", O, "how do i get siri to stop mishearing me", "Phone dictation settings.",
         ["lowercase", "general_info", "voice_dictation"]),
    case("bob", O, "write a quick bday msg for my coworker", "A creative ask.",
         ["lowercase", "creative", "texting_shorthand"]),
    case("carol", O, "eur to usd rate today", "An exchange rate.", ["lowercase", "exchange_rate", "abbreviation"]),
    case("bob", O, "is sinterklaas dec 5 a day off by law in nl",
         "Statutory holidays; arguable: knowledge (the holidays policy).",
         ["lowercase", "legal_tax", "date_period", "abbreviation", "arguable"]),
    case("dave", O, "good pizza near the office", "Local information.", ["lowercase", "local_info", "fragment"]),
    # with a history (5)
    case("alice", O, "does postnl deliver on saturdays",
         "A carrier's general practice; arguable: live_tool (after an own PostNL parcel).",
         ["lowercase", "general_info", "arguable"], (),
         ("wheres 1042", "Order 1042 shipped with PostNL, tracking 3SACM1042NL.")),
    case("carol", O, "any good hotels near back bay under that", "A hotel recommendation after a policy answer.",
         ["lowercase", "local_info", "product_recommendation", "reference_resolved"], (),
         ("hotel cap boston", "USD 325 per night in Boston.")),
    case("bob", O, "how do i fix a cracked screen myself", "A repair how-to outside the corpus.",
         ["lowercase", "general_info", "topic_switch"], (), ("thx", "You're welcome!")),
    case("dave", O, "how do i spell itinerary lol", "Spelling help.", ["lowercase", "general_info", "slang"], (),
         ("2041 eta", "Order 2041 is in transit with USPS.")),
    case("carol", O, "what time is it in tokyo rn", "The time elsewhere.",
         ["lowercase", "local_info", "texting_shorthand", "greeting_history"], (), ("hey", "Hi Carol!")),
]

CASES = SMALL + OOD
