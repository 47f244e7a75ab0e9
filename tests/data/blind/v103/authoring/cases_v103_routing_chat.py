"""Blind routing set v103, small_talk (16) and out_of_domain (20) cases: greetings, thanks, apologies and questions
about the assistant from new and non-native speakers, and language, tax, local and general questions outside the two
companies' documents.
"""

from __future__ import annotations

from routing_case_kit_v103 import case

SMALL_TALK = [
    # --- no history (10) ---
    case("carol", "small_talk", "hi! first week here, sorry if my english is not so good 🙂",
         "A greeting with an apology; no request.", ["greeting", "new_joiner", "emoji", "non_native"]),
    case("alice", "small_talk", "Dank je wel, very helpful!", "Thanks in Dutch and English.",
         ["thanks", "code_switch_dutch"]),
    case("dave", "small_talk", "can I write to you in spanish? or only english?",
         "About the assistant. Arguable: out_of_domain (a language question).",
         ["arguable", "about_assistant", "how_to_ask"]),
    case("bob", "small_talk", "how must I ask you things — with the number, or can I just write normal?",
         "How to talk to the assistant. Arguable: clarify (no request yet).",
         ["arguable", "about_assistant", "how_to_ask", "literal_translation"]),
    case("alice", "small_talk", "sorry, I don't know the right words for everything yet", "An apology; no request.",
         ["apology", "negation", "new_joiner"]),
    case("carol", "small_talk", "you are more patient than my colleagues haha", "A compliment.", ["compliment"]),
    case("dave", "small_talk", "Tschüss, until tomorrow", "A farewell in German.", ["farewell", "code_switch_german"]),
    case("bob", "small_talk", "Lol, 'PTO' I thought it was a football club", "A joke about an abbreviation; no question.",
         ["joke", "abbreviation"]),
    case("alice", "small_talk", "are you a person or a computer? my colleague says you are Jan from IT",
         "About the assistant.", ["about_assistant", "others_as_context"]),
    case("carol", "small_talk", "ugh, this language is so difficult, all the short words",
         "Frustration with no request.", ["frustration", "non_native"]),
    # --- with history (6) ---
    case("alice", "small_talk", "wacht, no, leave it. I ask my manager first",
         "A retraction while a cancellation waits for confirmation. Arguable: action.",
         ["arguable", "retraction", "pending_action_context", "code_switch_dutch"],
         hist=("please cancel my order 1043", "I can cancel order 1043 (2 × Acme Headset, EUR 158). Confirm?")),
    case("dave", "small_talk", "ah perfect, muchas gracias!", "Thanks after an answer.", ["thanks", "code_switch_spanish"],
         hist=("what is the 401(k) match?", "Globex matches 100% of the first 4% of salary, vested immediately.")),
    case("carol", "small_talk", "ok ok I understand now, thanks for your patience", "An acknowledgement.",
         ["acknowledgement", "thanks"],
         hist=("what is GRF-2?", "The Return Request Form GRF-2 gives the customer an RMA number.")),
    case("bob", "small_talk", "haha so many forms. in the Netherlands we love forms too", "Chit-chat after an answer.",
         ["chit_chat", "joke"], hist=("what is TR-1?", "The travel request form in TravelDesk.")),
    case("alice", "small_talk", "ok sorry, I did not know this is not allowed here", "An apology after a refusal.",
         ["apology", "negation"],
         hist=("show me the salary of Tom in my team", "I can't share other people's salary information.")),
    case("carol", "small_talk", "good morning by the way 😅 I forgot to say hello", "A late greeting.",
         ["greeting", "emoji"], hist=("where is 2042?", "Order 2042 is in transit with UPS.")),
]

OUT_OF_DOMAIN = [
    # --- no history (15) ---
    case("alice", "out_of_domain", "how do you say 'Betriebsrat' in English?", "A translation.",
         ["translation", "code_switch_german"]),
    case("carol", "out_of_domain", "what's a good app to learn English fast?", "A product recommendation.",
         ["product_recommendation", "non_native"]),
    case("dave", "out_of_domain", "how do I get a Social Security number as a Mexican on H-1B?",
         "Immigration and government paperwork. Arguable: knowledge (HR onboarding).", ["arguable", "legal_tax"]),
    case("bob", "out_of_domain", "wat is het weer morgen in Rotterdam?", "The weather, in Dutch.",
         ["weather", "code_switch_dutch"]),
    case("alice", "out_of_domain", "is 'Grüß Gott' too informal for an email to a customer in Vienna?",
         "Language etiquette, not company policy.", ["translation", "code_switch_german", "customer_on_line"]),
    case("carol", "out_of_domain", "Is it 'I look forward to hear' or 'to hearing'?", "English grammar.",
         ["translation", "non_native"]),
    case("dave", "out_of_domain", "cuánto es 250 dólares en pesos mexicanos hoy?", "An exchange rate, in Spanish.",
         ["exchange_rate", "code_switch_spanish", "numbers"]),
    case("bob", "out_of_domain", "how do Dutch taxes work on the 30% ruling for expats?",
         "Tax law. Arguable: knowledge (own HR benefit).", ["arguable", "legal_tax", "numbers"]),
    case("alice", "out_of_domain", "where can I buy a bike in Amsterdam, second hand?", "Local information.",
         ["local_info", "non_native"]),
    case("carol", "out_of_domain", "write me a short poem for my team's welcome lunch", "A creative request.",
         ["creative", "new_joiner"]),
    case("dave", "out_of_domain", "what time is it now in Mexico City when it's 5 pm ET?",
         "A time-zone conversion. Arguable: knowledge (EOD is 5 p.m. ET).", ["arguable", "general_info", "numbers"]),
    case("bob", "out_of_domain", "what is the capital of Belgium in French — Bruxelles?", "General knowledge.",
         ["general_info", "code_switch_french"]),
    case("alice", "out_of_domain", "how long does a Dutch residence permit take?", "Immigration law.",
         ["legal_tax", "new_joiner"]),
    case("carol", "out_of_domain", "recommend a good Italian restaurant near the office for my first team lunch",
         "Local information.", ["local_info", "new_joiner"]),
    case("dave", "out_of_domain", "in Spanish, is 'reembolso' or 'reintegro' better for expense refund?",
         "Word choice in Spanish, not policy.", ["translation", "code_switch_spanish"]),
    # --- with history (5) ---
    case("alice", "out_of_domain", "and what's the legal minimum in Germany? just curious",
         "German statutory leave after an own answer: general law, not the company's documents.",
         ["legal_tax", "topic_switch"],
         hist=("how many PTO days do I have per year?", "Full-time employees get 28 days of PTO per calendar year.")),
    case("carol", "out_of_domain", "which internet provider is cheapest in Texas?", "A product recommendation after a stipend answer.",
         ["product_recommendation", "topic_switch"], hist=("what's the WFH stipend?", "USD 50 per month.")),
    case("dave", "out_of_domain", "should I put my money in index funds or bitcoin?", "Personal finance.",
         ["personal_finance", "topic_switch"], hist=("thanks for explaining the 401(k)", "You're welcome!")),
    case("bob", "out_of_domain", "and how do you pronounce 'non-disclosure'? I always say it wrong", "Pronunciation.",
         ["translation", "non_native"], hist=("what is an NDA?", "A non-disclosure agreement.")),
    case("alice", "out_of_domain", "how many calories in a stroopwafel?", "General knowledge after a Dutch greeting.",
         ["general_info", "greeting_history"], hist=("hoi", "Hi! How can I help?")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
