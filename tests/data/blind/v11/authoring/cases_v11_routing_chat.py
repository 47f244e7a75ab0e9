"""Blind routing set v11, small_talk (16) and out_of_domain (20) cases.

Small talk: greetings, thanks, acknowledgements after a real answer, retraction, frustration, questions about the
assistant, often sharing the corpus's words. Out of domain: general knowledge, personal advice, coding, creative
writing, often as a topic switch right after an in-domain answer.
"""

from __future__ import annotations

from routing_case_kit_v11 import case

SMALL_TALK = [
    # ---- single messages -------------------------------------------------------------------------------------------
    case("alice", "small_talk", "good morning!", "A greeting, nothing asked.", ["greeting", "curt"]),
    case("carol", "small_talk", "thx a lot, that's all for today", "Thanks and a farewell.",
         ["thanks", "farewell", "lowercase"]),
    case("dave", "small_talk", "are you a real person or a bot?", "About the assistant.", ["about_assistant"]),
    case("bob", "small_talk", "friday finally \U0001f389", "Chit-chat with an emoji.", ["emoji", "curt"]),
    case("carol", "small_talk", "who made you, out of curiosity?", "About the assistant.", ["about_assistant"]),
    case("alice", "small_talk", "bedankt!", "Thanks in Dutch; not a translation request.",
         ["thanks", "non_english", "curt"]),
    case("bob", "small_talk", "you're quicker than the ITSD lol", "A compliment that shares a corpus word.",
         ["compliment", "shares_corpus_words", "abbreviation"]),
    # ---- with a history --------------------------------------------------------------------------------------------
    case("alice", "small_talk", "ok cool thanks", "Acknowledges the look-up just answered.",
         ["acknowledgement", "thanks", "lowercase"],
         hist=("where's 1042", "Order 1042 was shipped with PostNL on 3 November.")),
    case("carol", "small_talk", "never mind, ignore that",
         "Retracts her own request before anything is confirmed; nothing new is asked.", ["retraction"],
         hist=("cancel 2043", "Order 2043 can be cancelled. Shall I cancel it?")),
    case("dave", "small_talk", "that's not what I asked. ugh, forget it",
         "Frustration with no new request. Arguable (clarify).", ["frustration", "arguable", "negation"],
         hist=("what's the per diem in Tokyo?", "USD 95 per day for international travel.")),
    case("bob", "small_talk", "great, have a nice weekend!", "A farewell after a policy answer.",
         ["farewell"], hist=("what's the PTO carry-over?", "Up to 5 days, to be used by 31 March.")),
    case("alice", "small_talk", "perfect, you're a star", "A compliment after a completed action.",
         ["compliment", "acknowledgement"],
         hist=("cancel 1043", "Order 1043 (2 x Acme Headset, EUR 158.00) can be cancelled. Confirm?", "yes",
               "Done: order 1043 is cancelled; the refund goes to your original payment method within 5 business "
               "days.")),
    case("carol", "small_talk", "lol fair enough", "Acknowledges an out-of-domain refusal; nothing asked.",
         ["acknowledgement", "lowercase"],
         hist=("what's the capital of France?", "That's outside what I can help with here.")),
    case("dave", "small_talk", "ok", "A bare acknowledgement of the answer just given.", ["acknowledgement", "curt"],
         hist=("how long does a VPN session last?", "8 hours on GlobexConnect, then it must be restarted.")),
    case("bob", "small_talk", "yeah my bad, lesson learned \U0001f605",
         "Acknowledges the reason for his rejected claim; no new request.", ["acknowledgement", "emoji"],
         hist=("why was EXP-2045 rejected?", "It was submitted more than 30 days after the expense.")),
    case("dave", "small_talk", "sorry typo'd that, ignore", "An apology retracting his garbled message.",
         ["apology", "retraction", "typo"],
         hist=("whre is my ordr", "Which order do you mean? You have 2041, 2044 and 2046.")),
]

OUT_OF_DOMAIN = [
    # ---- single messages -------------------------------------------------------------------------------------------
    case("alice", "out_of_domain", "what's the weather in rotterdam tomorrow", "Weather; Rotterdam is a corpus word.",
         ["weather", "shares_corpus_words", "lowercase"]),
    case("carol", "out_of_domain", "got a good pumpkin pie recipe for thanksgiving?",
         "Cooking; Thanksgiving is a corpus word.", ["cooking", "shares_corpus_words"]),
    case("dave", "out_of_domain", "python: fastest way to reverse a list?", "Coding.", ["coding", "curt"]),
    case("bob", "out_of_domain", "who won the champions league last season?", "Sports.", ["sports"]),
    case("alice", "out_of_domain", "how do you say 'out of office' in French", "Translation.",
         ["translation", "shares_corpus_words"]),
    case("carol", "out_of_domain", "should I put my bonus in an index fund or pay off my car loan first?",
         "Personal finance advice.", ["personal_finance"]),
    case("bob", "out_of_domain", "my kid has a fever of 39, at what point should I call a doctor?",
         "Medical advice.", ["medical", "numbers"]),
    case("alice", "out_of_domain", "write me a haiku about mondays", "Creative writing.", ["creative", "lowercase"]),
    case("carol", "out_of_domain", "usd to eur rate today?", "Exchange rate.", ["exchange_rate", "curt"]),
    case("dave", "out_of_domain", "best bbq in Memphis?", "Local info; Memphis is in the corpus.",
         ["local_info", "shares_corpus_words", "curt"]),
    case("bob", "out_of_domain", "what's MSFT trading at", "Stock price.", ["stock_price", "abbreviation"]),
    # ---- with a history --------------------------------------------------------------------------------------------
    case("alice", "out_of_domain", "nice. any good museums near King's Cross?",
         "Topic switch from a hotel cap to travel tips.", ["travel_tips", "topic_switch"],
         hist=("what's the hotel cap in London?", "EUR 240 per night (a high-cost city).")),
    case("carol", "out_of_domain", "can I deduct my commute miles on my own taxes?",
         "Personal tax. Arguable (knowledge: the policy mentions IRS rates and commuting miles).",
         ["legal_tax", "arguable", "topic_switch"],
         hist=("mileage rate?", "USD 0.70 per mile, the IRS standard mileage rate for 2025.")),
    case("dave", "out_of_domain", "how does FIDO2 actually work under the hood?",
         "General technical question after a product answer.", ["technical", "topic_switch"],
         hist=("what's the Globex Key?", "A USB-C and NFC hardware security key for sign-in, USD 45.")),
    case("bob", "out_of_domain", "btw what's a good movie for tonight", "Entertainment after small talk.",
         ["entertainment", "lowercase"], hist=("thanks!", "You're welcome, Bob!")),
    case("alice", "out_of_domain", "how do you say per diem in german?",
         "Translation after a policy conversation.", ["translation", "topic_switch"],
         hist=("per diem for Germany?", "EUR 70 per day (international).", "and domestic?", "EUR 55 per day.")),
    case("carol", "out_of_domain", "how far is memphis from nashville by car",
         "World info about a city the corpus names.", ["world_info", "shares_corpus_words", "lowercase"],
         hist=("where do returns go?", "To the returns center in Memphis, Tennessee.")),
    case("dave", "out_of_domain", "is a roth 401k better for someone my age?",
         "Personal finance advice. Arguable (knowledge: the 401(k) match is in the FAQ).",
         ["personal_finance", "arguable", "abbreviation"],
         hist=("what's the 401(k) match?", "100% of the first 4% of salary, vested immediately.")),
    case("bob", "out_of_domain", "write me a funny poem about phishing for the team chat",
         "Creative writing on a work topic.", ["creative", "shares_corpus_words"],
         hist=("how do I report a phishing mail?", "Forward it to phishing@acme.example and delete it.")),
    case("dave", "out_of_domain", "what's 17 percent of that, roughly? just curious",
         "Arithmetic on a number from the history. Arguable (live_tool: it refers to his own claim).",
         ["math", "arguable", "reference_resolved"],
         hist=("what's on EXP-3103?", "EXP-3103: USD 2,930.00 for the Tokyo partner summit, submitted.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
