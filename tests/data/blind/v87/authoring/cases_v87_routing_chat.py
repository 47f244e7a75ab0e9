"""v87 routing cases, small_talk (16) and out_of_domain (20). Theme: short, vague messages that need no asking back
because they ask for nothing ("ok", "ugh. figures.", "nvm", "sorry, wrong window"), and out-of-domain questions whose
"there", "that" or "it" a history resolves to something outside the company's documents.
"""

from __future__ import annotations

from routing_case_kit_v87 import case

SMALL_TALK = [
    # --- alice ---
    case("alice", "small_talk", "good morning ☀️", "A greeting.", ["greeting", "emoji", "lowercase"]),
    case("alice", "small_talk", "ugh. figures.",
         "Frustration at the stuck parcel in the history, with no new request.",
         ["frustration", "reference_resolved", "curt"],
         hist=("where's 1042", "Order 1042 shipped on 2026-11-03; tracking hasn't moved since.")),
    case("alice", "small_talk", "you're actually pretty helpful", "A compliment.", ["compliment", "lowercase"]),
    case("alice", "small_talk", "ok",
         "A bare acknowledgement with nothing before it asks for nothing. Arguable: clarify (nothing to acknowledge).",
         ["arguable", "acknowledgement", "curt", "reference_no_history"]),
    # --- bob ---
    case("bob", "small_talk", "hmm no, leave it. never mind",
         "A retraction while the cancellation of 1046 waits. Arguable: action (declining the pending action).",
         ["arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) can be cancelled. Shall I go ahead?")),
    case("bob", "small_talk", "are you a real person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("bob", "small_talk", "long day. coffee time ☕", "Chit-chat.", ["chit_chat", "emoji", "lowercase"]),
    case("bob", "small_talk", "nice, thanks!", "Thanks after an answer.", ["thanks", "reference_resolved"],
         hist=("what's the hotel cap in Paris?", "EUR 240 per night in the high-cost cities, Paris included.")),
    # --- carol ---
    case("carol", "small_talk", "thanks, that's all", "Thanks and a farewell.", ["thanks", "farewell", "lowercase"]),
    case("carol", "small_talk", "lol I'll be eating ramen for a week on that",
         "A joke about the per diem just given: 'that' is resolved and nothing is asked.",
         ["joke", "reference_resolved", "pronoun", "lowercase"],
         hist=("what's the per diem in Tokyo?", "International travel: USD 95 per day (75% on the first and last day).")),
    case("carol", "small_talk", "perfect, that's it. bye!", "A farewell after an answer.",
         ["farewell", "long_history", "greeting_history"],
         hist=("hi", "Hi Carol! How can I help?", "what's the PTO carry-over?",
               "Up to 80 hours carry over, with no expiry; the balance is capped at 240 hours.")),
    case("carol", "small_talk", "hello?? anyone there", "A greeting.", ["greeting", "lowercase"]),
    # --- dave ---
    case("dave", "small_talk", "ok cool 👍", "An acknowledgement of the answer before.",
         ["acknowledgement", "emoji", "reference_resolved"],
         hist=("where's 2041?", "Order 2041 (2 Globex Keys) is in transit with USPS.")),
    case("dave", "small_talk", "sorry, wrong window", "An apology; nothing asked.", ["apology", "lowercase"]),
    case("dave", "small_talk", "what can you do?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("dave", "small_talk", "haha nvm, figured it out", "A retraction with nothing pending; 'it' needs no resolving.",
         ["retraction", "pronoun", "abbreviation", "lowercase"]),
]

OUT_OF_DOMAIN = [
    # --- alice ---
    case("alice", "out_of_domain", "what's the weather like there this time of year?",
         "'there' is New York from the history: the weather, not a policy.", ["weather", "reference_resolved",
                                                                             "pronoun"],
         hist=("I'm flying to New York for a customer next week",
               "Have a good trip! Want the travel or expense rules for it?")),
    case("alice", "out_of_domain", "write me a haiku about Mondays", "Creative.", ["creative", "lowercase"]),
    case("alice", "out_of_domain", "is it going to rain tomorrow?",
         "The weather 'it': no reference to resolve and nothing to ask back.", ["weather", "pronoun", "lowercase"]),
    case("alice", "out_of_domain", "who won the champions league last year?", "Sport.", ["general_info", "lowercase"]),
    case("alice", "out_of_domain", "best way to get red wine out of a carpet?", "Household tip.",
         ["general_info", "lowercase"]),
    # --- bob ---
    case("bob", "out_of_domain", "what's the capital of Australia", "General knowledge.", ["general_info"]),
    case("bob", "out_of_domain", "nice. where should I go in february for some sun?",
         "A holiday tip after a PTO answer: topic switch out of the domain.",
         ["topic_switch", "personal_travel", "lowercase"],
         hist=("how much PTO do I get?", "28 days a year, plus 2 more after 10 years of service.")),
    case("bob", "out_of_domain", "translate 'where is the train station' into German", "Translation.",
         ["translation"]),
    case("bob", "out_of_domain", "how do I reset my personal gmial password", "A personal account; typo.",
         ["personal_account", "typo", "lowercase"]),
    case("bob", "out_of_domain", "is it worth buying an iPhone now or waiting?",
         "Product advice; 'it' is a dummy subject.", ["product_recommendation", "pronoun"]),
    # --- carol ---
    case("carol", "out_of_domain", "how much is that in pounds?",
         "'that' is the USD 325 London cap from the history; the question is an exchange rate. Arguable: knowledge "
         "(the cap itself).",
         ["arguable", "exchange_rate", "reference_resolved", "pronoun"],
         hist=("what's the hotel cap in London?", "USD 325 per night before taxes in London (a high-cost city).")),
    case("carol", "out_of_domain", "how do I file my own taxes for a side gig?", "Personal tax.",
         ["legal_tax", "lowercase"]),
    case("carol", "out_of_domain", "any good seafood place near the harbor?",
         "'the harbor' is Boston's, from the history: a local tip.", ["local_info", "long_history",
                                                                       "reference_resolved"],
         hist=("I'm in Boston next week for a customer", "Have a great trip! Do you need the travel rules?",
               "nah I know them", "Alright — anything else?")),
    case("carol", "out_of_domain", "what's the time difference between Memphis and Tokyo?", "General knowledge.",
         ["general_info", "lowercase"]),
    case("carol", "out_of_domain", "explain blockchain like I'm five", "General knowledge.",
         ["general_info", "lowercase"]),
    # --- dave ---
    case("dave", "out_of_domain", "what's a good laptop for my kid's school?", "Product advice.",
         ["product_recommendation", "lowercase"]),
    case("dave", "out_of_domain", "what's 17% of 2,930?", "Arithmetic.", ["math", "numbers"]),
    case("dave", "out_of_domain", "how does a 401k rollover work if I leave for another company?",
         "Personal finance beyond the FAQ. Arguable: knowledge (the 401(k) is in the glossary and the match in the FAQ).",
         ["arguable", "personal_finance", "lowercase"]),
    case("dave", "out_of_domain", "what is it for 2027 then, per the IRS?",
         "'it' is the mileage rate; the IRS's future rate is not in the corpus. Arguable: knowledge (the policy's "
         "rate).",
         ["arguable", "general_info", "reference_resolved", "pronoun", "date_period"],
         hist=("what's the mileage rate?", "USD 0.70 per mile, the IRS standard mileage rate for 2025.")),
    case("dave", "out_of_domain", "what does a notary do?", "General legal knowledge.", ["legal_tax", "lowercase"]),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
