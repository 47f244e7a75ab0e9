"""Blind routing set v66, small_talk (16) and out_of_domain (20) cases: chat about the weather, the match, lunch and
the weekend, and everyday questions plainly outside both companies' documents and tools (forecasts, scores, recipes,
code, personal taxes, general knowledge, travel tips, health advice).
"""

from __future__ import annotations

from routing_case_kit_v66 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "good morning! ☀️", "a greeting", ["greeting", "emoji", "lowercase"]),
    case("dave", S, "thanks, that's exactly what I needed", "thanks", ["thanks", "lowercase"]),
    case("carol", S, "haha you're way better than our old intranet search", "a compliment", ["compliment", "lowercase"]),
    case("bob", S, "right, off to the game. bye!", "a farewell", ["farewell", "sport", "lowercase"]),
    case("carol", S, "are you a bot or a real person?", "about the assistant", ["about_assistant", "lowercase"]),
    case("bob", S, "did you catch the match last night? what a finish",
         "chit-chat about sport, asking nothing; arguable: out_of_domain (a sports question)",
         ["chit_chat", "sport", "lowercase", "arguable"]),
    case("dave", S, "TGIF 🎉", "chit-chat", ["chit_chat", "emoji", "curt"]),
    case("alice", S, "sorry for all the questions today", "an apology", ["apology", "lowercase"]),
    case("carol", S, "tell me a joke about accountants",
         "a joke asked for; arguable: out_of_domain (creative content)", ["joke", "lowercase", "arguable"]),
    # --- with a history ---
    case("dave", S, "wait no, leave it",
         "a retraction while an own cancellation waits for confirmation; arguable: action (withdrawing the proposal)",
         ["retraction", "pending_action_context", "curt", "lowercase", "arguable"],
         hist=("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB). Please confirm.")),
    case("alice", S, "lol ok. you're the best",
         "a compliment after an answer", ["compliment", "lowercase"],
         hist=("how much is the WFH stipend?", "New employees get a one-time WFH stipend of EUR 300, paid with the first salary.")),
    case("carol", S, "fair enough, you're a work bot 😄",
         "acknowledging a declined recipe question", ["acknowledgement", "food", "emoji", "lowercase"],
         hist=("what should I cook for 8 people on saturday?", "I can't help with recipes — I answer questions about Globex policies and your own orders, refunds and claims.")),
    case("bob", S, "how's your day going?",
         "chit-chat after a greeting", ["chit_chat", "greeting_history", "lowercase"],
         hist=("hello", "Hi Bob, what can I do for you?")),
    case("alice", S, "ugh this rain. anyway, how are you?",
         "chit-chat about the weather, asking nothing", ["chit_chat", "weather", "lowercase"],
         hist=("hi", "Hi Alice! What can I help you with?")),
    case("dave", S, "perfect, thanks!! have a good weekend",
         "thanks and a farewell after an answer", ["thanks", "farewell"],
         hist=("when's the floating holiday due by?", "The floating holiday must be used in the calendar year; it does not carry over.")),
    case("carol", S, "ugh. third time this year UPS messes up my stuff",
         "frustration with no new request", ["frustration", "frustrated", "lowercase"],
         hist=("where's 2042?", "Order 2042 (Globex Key, overnight) is in transit with UPS; the overnight guarantee was missed and R-302 refunds the USD 29.99.")),
]

OOD = [
    case("alice", O, "what's the weather in Rotterdam tomorrow?", "a weather forecast", ["weather", "general_info", "lowercase"]),
    case("bob", O, "who won the Champions League last year?", "a sports result", ["sport", "general_info"]),
    case("carol", O, "recipe for banana bread without eggs?", "a recipe", ["food", "recipe", "lowercase", "curt"]),
    case("dave", O, "quick one — when's the IRS deadline for the 1040 this year, and can I e-file it myself for free?",
         "personal taxes; 1040 is the IRS form (it looks like an acme order id)",
         ["personal_tax", "id_lookalike", "multi_intent_same_route"]),
    case("alice", O, "how do I reverse a list in python", "general coding help", ["coding", "lowercase", "curt"]),
    case("carol", O, "what's good for a sore throat? honey or those lozenges?", "health advice", ["health", "lowercase"]),
    case("bob", O, "Best time of year to visit Lisbon with kids?", "a personal travel tip", ["travel_tips"]),
    case("dave", O, "whats the capital of australia", "general knowledge", ["general_info", "typo", "lowercase", "curt"]),
    case("alice", O, "can I deduct my home office on my Dutch income tax return?",
         "personal taxes (not the company's WFH stipend); arguable: knowledge (the stipend and the home-office rule)",
         ["personal_tax", "legal_tax", "arguable"]),
    case("dave", O, "Roth or traditional IRA for someone in their 30s?",
         "personal finance outside the company's 401(k); arguable: knowledge (the 401(k) match is a globex benefit)",
         ["personal_tax", "personal_finance", "arguable"]),
    case("carol", O, "write a haiku about mondays", "creative writing", ["creative", "lowercase"]),
    case("bob", O, "how long do I boil an egg for a runny yolk", "a cooking question", ["food", "recipe", "lowercase"]),
    case("dave", O, "JS question: what's the difference between == and === ?", "general coding help", ["coding", "abbreviation"]),
    case("alice", O, "What's the IRS standard mileage rate for 2026?",
         "a US tax figure for the current year; arguable: knowledge (globex's policy quotes the IRS rate for 2025, but alice "
         "is at acme, which pays per km)", ["personal_tax", "numbers", "arguable"]),
    # --- with a history ---
    case("carol", O, "nice. any tips for cheap flights to Bali?",
         "a personal travel tip after a PTO answer", ["travel_tips", "topic_switch", "lowercase"],
         hist=("how much PTO do I get?", "Globex employees accrue 20 days (160 hours) per year, 25 days after 5 years.")),
    case("bob", O, "how do I get rid of a migraine fast?",
         "health advice after a greeting", ["health", "greeting_history", "lowercase"],
         hist=("hey", "Hi Bob, what can I help with?")),
    case("dave", O, "cool. good ramen place near Shinjuku?",
         "a restaurant tip after a policy answer about the same city", ["food", "travel_tips", "topic_switch", "lowercase"],
         hist=("hotel cap in Tokyo?", "Tokyo is a high-cost city: the cap is USD 325 per night before taxes.")),
    case("alice", O, "while you're at it — will it rain in Utrecht this weekend?",
         "a weather forecast after an own order was shown", ["weather", "topic_switch", "lowercase"],
         hist=("where's 1042?", "Order 1042 (Acme Dock) shipped on 3 November with PostNL.")),
    case("carol", O, "how many teaspoons in a tablespoon?",
         "a kitchen conversion after small talk", ["food", "math", "greeting_history"],
         hist=("hello hello", "Hi Carol! What can I do for you?")),
    case("bob", O, "also, which running shoes are best for flat feet?",
         "a product recommendation after a policy answer", ["health", "sport", "product_recommendation", "topic_switch", "lowercase"],
         hist=("do I get a day off when I move house?", "Yes — 1 day per move, once per calendar year.")),
]

CASES = SMALL + OOD
