"""v68 routing cases, small_talk (16) and out_of_domain (20), typed fast: greetings, thanks and gripes with slips
and emoji; everyday questions outside the two companies' documents ('wether', 'capitol', 'restraunts').
"""

from __future__ import annotations

from routing_case_kit_v68 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "hii 👋", "A greeting.", ["greeting", "emoji", "typo"]),
    case("bob", S, "thnaks that helped alot", "Thanks; 'thnaks', 'alot'.", ["thanks", "typo", "run_together"]),
    case("carol", S, "ur the best bot ever lol", "A compliment.", ["compliment", "abbreviation"]),
    case("dave", S, "good mornign ☕", "A greeting.", ["greeting", "emoji", "typo"]),
    case("alice", S, "sorry for all the typos my thumbs are to big for this phone",
         "An apology about typing; 'to' for 'too'.", ["apology", "homophone", "no_punctuation"]),
    case("bob", S, "are you a real persn or a bot", "About the assistant.", ["about_assistant", "typo"]),
    case("carol", S, "ok byee have a good weekend", "A farewell.", ["farewell", "typo"]),
    case("dave", S, "ugh this day wont end 🙄", "Frustration with no request.", ["frustration", "emoji",
                                                                                  "no_punctuation"]),
    case("carol", S, "tell me a joke about expense reports", "A joke asked for.", ["joke"]),
    case("bob", S, "lol autocorrect turned refund into refind again", "Chit-chat about typing.",
         ["chit_chat", "autocorrect"]),
    # --- with history ------------------------------------------------------------------------------------------
    case("alice", S, "no wait dont, leave it",
         "Arguable: a retraction while an own cancellation waits (small talk by the convention); action "
         "(cancel the pending action) is defensible.", ["arguable", "retraction", "pending_action_context"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Please confirm to cancel it.")),
    case("dave", S, "perfect thx!!", "Thanks after an answer.", ["thanks", "abbreviation"],
         hist=("whats the per diem in Tokyo", "USD 95 per day for international travel; 75% on the first and last day.")),
    case("carol", S, "kk cool 👍", "Acknowledgement.", ["acknowledgement", "emoji", "curt"],
         hist=("where's 2042", "Order 2042 is in transit with UPS.")),
    case("bob", S, "seriously?? thats so anoying", "Frustration with no new request.",
         ["frustration", "typo"],
         hist=("why was EXP-2045 rejected", "EXP-2045 was rejected: it was submitted more than 30 days after the expense.")),
    case("alice", S, "nice, thats all for now bye", "A farewell after a closed exchange.",
         ["farewell", "long_history", "no_punctuation"],
         hist=("hi", "Hi! How can I help?", "whats the wfh stipend", "A one-time EUR 300 stipend for home office equipment.")),
    case("dave", S, "wow only 20 lol my freind in europe gets way more",
         "Arguable: a remark, no question; knowledge (PTO after 5 years) is defensible.",
         ["arguable", "chit_chat", "typo"],
         hist=("how many PTO days do I get", "20 days per year, 25 after 5 years of service.")),
]

OOD = [
    case("alice", O, "whats the wether in amsterdam tmrw", "Weather.", ["weather", "typo", "abbreviation"]),
    case("bob", O, "how do i make pancakes without eggs", "Cooking.", ["general_info", "negation"]),
    case("carol", O, "who won the superbowl last yr", "Sport.", ["sport", "abbreviation"]),
    case("dave", O, "convert 50 usd to eur pls", "An exchange rate.", ["exchange_rate", "lowercase"]),
    case("alice", O, "translate 'thank you for your pacience' into dutch", "A translation.",
         ["translation", "typo"]),
    case("bob", O, "best laptop for gaming under 1000 euros", "A product recommendation.",
         ["product_recommendation", "numbers"]),
    case("carol", O, "write me a haiku about mondays", "Creative writing.", ["creative"]),
    case("dave", O, "whats the capitol of australia", "General knowledge; 'capitol' for 'capital'.",
         ["general_info", "homophone"]),
    case("alice", O, "how do i fix my home wifi its so slow", "Home IT.", ["home_it", "no_punctuation"]),
    case("bob", O, "recomend a good netflix show", "A recommendation.", ["product_recommendation", "typo"]),
    case("carol", O, "is it better to rent or buy a house rn", "Personal finance.",
         ["personal_finance", "abbreviation"]),
    case("dave", O, "whats 17% of 2,340", "Arithmetic.", ["math", "numbers"]),
    case("alice", O, "how much are flights from amsterdam to london in december",
         "Arguable: fares are not in the corpus; knowledge (book through TravelDesk, rail under 4 hours) is "
         "defensible.", ["arguable", "travel_prices", "lowercase"]),
    case("carol", O, "whats the IRS mileage rate for 2026",
         "Arguable: the IRS's own rate for 2026 is not in the corpus (it names 2025's as USD 0.70); knowledge is "
         "defensible.", ["arguable", "legal_tax", "numbers"]),
    case("dave", O, "how do i reset my personal gmail pasword", "A personal account.", ["personal_account", "typo"]),
    # --- with history ------------------------------------------------------------------------------------------
    case("bob", O, "cool any good restraunts near kings cross", "Local info after a travel answer.",
         ["local_info", "typo", "topic_switch"],
         hist=("whats the hotel cap in London", "EUR 240 per night under the 2025 policy.")),
    case("carol", O, "how long do i boil an egg for", "Cooking after a greeting.", ["general_info",
                                                                                   "greeting_history"],
         hist=("hi", "Hello! How can I help?")),
    case("dave", O, "whats the time diffrence between memphis and tokyo", "Time zones.", ["general_info", "typo"],
         hist=("per diem for Tokyo?", "USD 95 per day for international travel.")),
    case("alice", O, "which desk chair should i buy with it",
         "Arguable: a product choice for the stipend; knowledge (what the stipend covers) is defensible.",
         ["arguable", "product_recommendation", "reference_resolved"],
         hist=("whats the wfh stipend", "A one-time EUR 300 stipend for home office equipment.")),
    case("bob", O, "whos playing in the champions leage tonite", "Sport after a greeting.",
         ["sport", "typo", "greeting_history"], hist=("hey", "Hi! What can I do for you?")),
]

CASES = SMALL + OOD
