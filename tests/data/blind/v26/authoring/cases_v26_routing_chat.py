"""v26 routing cases, small_talk (16) and out_of_domain (20): thanks, greetings and chit-chat in six languages and in
chat shorthand, and out-of-domain questions that sound like the theme (translations, grammar, language learning,
slang, a courier's opening hours, the weather, exchange rates)."""

from __future__ import annotations

from routing_case_kit_v26 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("carol", S, "obrigada!! 🙏", "Portuguese thanks.", ["thanks", "portuguese", "emoji"]),
    case("dave", S, "danke schön", "German thanks.", ["thanks", "german"]),
    case("alice", S, "dzięki, super", "Polish thanks.", ["thanks", "polish"]),
    case("bob", S, "sorry for my bad english haha", "An apology about his English, no request.",
         ["apology", "non_native"]),
    case("alice", S, "r u a bot or human?", "About the assistant, in shorthand.", ["about_assistant", "abbreviation"]),
    case("carol", S, "bonjour 👋", "French greeting.", ["greeting", "french", "emoji"]),
    case("dave", S, "lol ok", "Acknowledgement.", ["acknowledgement", "abbreviation", "fragment"]),
    case("bob", S, "ugh this system so slow today, whatever", "Frustration with no request.",
         ["frustration", "lowercase"]),
    case("alice", S, "brb coffee ☕", "Chat shorthand 'be right back'.", ["chit_chat", "abbreviation", "emoji"]),
    case("carol", S, "haha my cat walked on keyboard sorry: asdfjkl", "An apology for a stray message.",
         ["apology", "chit_chat"]),
    case("dave", S, "nee wacht, laat maar zo",
         "Dutch 'no wait, leave it' while an own cancellation waits: a retraction. Arguable: action (declining "
         "the pending cancellation).",
         ["arguable", "retraction", "dutch", "non_english", "pending_action_context"],
         hist=("cxl 2046", "I can cancel order 2046 (HomeVault Drive 4 TB). Please confirm.")),
    case("alice", S, "top, merci beaucoup!", "French thanks after an answer.", ["thanks", "french", "follow_up"],
         hist=("PTO days?", "28 days per year.")),
    case("bob", S, "ok gracias amigo, bye", "Spanish thanks and farewell.", ["farewell", "spanish", "code_switching"],
         hist=("1044 ETA", "Order 1044 is shipped with DHL (express).")),
    case("carol", S, "não, só isso. tchau", "Portuguese 'no, that's all, bye'.",
         ["farewell", "portuguese", "non_english", "long_history"],
         hist=("whats 'Final Sale'", "Clearance items marked Final Sale on the product page cannot be refunded.",
               "ah ok", "Anything else?")),
    case("dave", S, "5 days lol, my bank takes 5 weeks 😂",
         "A joke after the refund-time answer. Arguable: knowledge, how long the card issuer may take.",
         ["arguable", "joke", "emoji", "numbers"],
         hist=("refund time?", "Globex processes refunds within 5 business days after the returns center receives "
               "the package.")),
    case("bob", S, "nothing just testing if u speak dutch. spreek je nederlands?",
         "About the assistant's languages, no request.", ["about_assistant", "dutch", "greeting_history"],
         hist=("hi", "Hello! How can I help?")),
]

OUT = [
    case("alice", O, "how say 'refund' in polish?", "A translation.", ["translation", "literal_translation"]),
    case("carol", O, "what is 'saudade' in english, no exact word right?", "A word's meaning.",
         ["translation", "portuguese", "negation"]),
    case("dave", O, "wetter morgen in Memphis?", "German: the weather.", ["weather", "german"]),
    case("bob", O, "beste app om Spaans te leren?", "Dutch: a language-learning app.",
         ["product_recommendation", "dutch", "non_english"]),
    case("alice", O, "EUR to PLN today?", "An exchange rate.", ["exchange_rate", "curt"]),
    case("carol", O, "conjugate 'to ship' past tense, shipped or shipt?", "English grammar.",
         ["grammar", "shares_corpus_words"]),
    case("dave", O, "what means 'ngl' and 'fr' in chat", "Chat slang.", ["slang", "literal_translation"]),
    case("bob", O, "Portugal: melhor época pra visitar Lisboa?", "Portuguese: when to visit Lisbon.",
         ["local_info", "portuguese", "code_switching"]),
    case("alice", O, "IELTS writing task 2 tips pls", "An English exam.", ["general_info", "abbreviation"]),
    case("carol", O, "Amazon return window in Spain?", "Another shop's rules.",
         ["another_shop", "shares_corpus_words"]),
    case("dave", O, "how many km is 300 miles",
         "A unit conversion. Arguable: knowledge, the 300-mile Amtrak rule in the travel policy.",
         ["arguable", "math", "numbers"]),
    case("bob", O, "Dutch tax: 30% ruling still exist for expats?", "National tax law.",
         ["legal_tax", "numbers"]),
    case("alice", O, "cómo hago tortilla española", "Spanish: a recipe.", ["recipe", "spanish", "non_english"]),
    case("carol", O, "pierogi ruskie — recipe quick?", "A recipe, Polish dish.", ["recipe", "polish"]),
    case("dave", O, "write me limerick about lost package", "Creative writing.", ["creative", "literal_translation"]),
    case("alice", O, "ok and PostNL itself — their opening hours Sunday in Utrecht?", "A courier's own service.",
         ["courier_rules", "topic_switch"],
         hist=("status 1040", "Order 1040 (Acme Headset) was delivered on 2026-10-08 by PostNL.")),
    case("bob", O, "what's good ergonomic chair under 300 euros? u recommend?", "A product recommendation.",
         ["product_recommendation", "numbers"],
         hist=("what's WFH stipend", "EUR 300 one-time for home office equipment, paid with the first salary.")),
    case("dave", O, "cool, and in japan u say 'arigato' or 'arigatou'? 😅", "A language question.",
         ["translation", "emoji", "topic_switch"],
         hist=("travel to Tokyo, hotel cap?", "USD 325 per night before taxes (high-cost city).")),
    case("carol", O, "traduce esto al inglés: 'mi jefe es muy exigente'", "Spanish: translate a sentence.",
         ["translation", "spanish", "greeting_history"],
         hist=("hola", "Hi! How can I help?")),
    case("alice", O, "belgium still use euro or francs?", "General knowledge.", ["general_info", "topic_switch"],
         hist=("per diem international", "EUR 70 per day (2025 policy).")),
]

CASES = SMALL + OUT
