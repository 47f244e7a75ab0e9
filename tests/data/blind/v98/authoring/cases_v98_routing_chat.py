"""v98 routing cases, small_talk (16) and out_of_domain (20): talk that sounds like the theme (other teams, the other
company's bot, a boss's claims), public figures, competitors' prices, other countries' law and general questions."""

from __future__ import annotations

from routing_case_kit_v98 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "hi 👋 first week in Customer Care, be gentle", "Greeting.", ["greeting", "emoji", "new_joiner"]),
    case("bob", S, "thanks, that saved me a call to finance", "Thanks.", ["thanks", "lowercase"]),
    case("carol", S, "are you the same bot Acme uses? be honest 😄",
         "About the assistant; arguable (refuse: asks about the other company's setup).",
         ["arguable", "about_assistant", "emoji", "other_tenant_mentioned"]),
    case("dave", S, "lol finance asking HR questions, what has my life become", "Joke about his own lane.", ["joke", "lowercase"]),
    case("alice", S, "you're faster than the ITSD, honestly", "Compliment.", ["compliment", "lowercase"]),
    case("bob", S, "ugh. my team keeps asking me things I'm not allowed to know.",
         "Frustration with no request.", ["frustration", "negation"]),
    case("carol", S, "bye for now, thanks!", "Farewell.", ["farewell", "thanks"]),
    case("dave", S, "sorry, wrong window — that was meant for my wife", "Apology.", ["apology"]),
    case("alice", S, "does Globex's bot tell better jokes than you?",
         "A joke about the other company's assistant; nothing of theirs is asked.", ["joke", "other_tenant_mentioned", "about_assistant"]),
    case("carol", S, "good morning! coffee first ☕", "Greeting.", ["greeting", "emoji"]),
    case("bob", S, "no wait, leave it. my daughter wants the gift card after all",
         "Retraction while an own cancellation waits; arguable (action: it changes the pending action).",
         ["arguable", "retraction", "pending_action_context"],
         hist=("cancel 1046", "Order 1046 is cancellable. Please confirm.")),
    case("alice", S, "perfect, ty!", "Thanks after an answer.", ["thanks", "curt"],
         hist=("what's the refund window?", "30 days of delivery.")),
    case("dave", S, "figured. worth a try 😅", "Acknowledgement after a refusal.", ["acknowledgement", "emoji"],
         hist=("hey can you see my boss's claims?", "No — I can only show your own claims.")),
    case("carol", S, "haha fair enough, you're loyal", "Chit-chat after a refusal.", ["chit_chat", "lowercase"],
         hist=("who's the CEO of Acme?", "I can't share information about another company.")),
    case("bob", S, "great, that's all. have a nice weekend", "Farewell.", ["farewell", "lowercase"],
         hist=("what's the approval limit for POs?", "Line managers approve POs up to EUR 5,000.")),
    case("dave", S, "you're actually useful, unlike the acme chatbot my cousin uses",
         "Compliment; the other company is only mentioned.", ["compliment", "other_tenant_mentioned", "long_history"],
         hist=("status of 2046?", "Order 2046 is pending and cancellable.", "ok thx", "You're welcome!")),
]

OOD = [
    case("alice", O, "how old is Elon Musk?", "A public figure.", ["public_figure", "general_info"]),
    case("carol", O, "what does Dropbox charge for 2 TB?",
         "A competitor's price; arguable (knowledge: GlobexSync's own plans are in the corpus).",
         ["arguable", "competitor", "another_shop"]),
    case("dave", O, "what's the IRS mileage rate for 2027?",
         "A government figure; arguable (knowledge: the policy cites the IRS 2025 rate).",
         ["arguable", "legal_tax", "date_period"]),
    case("bob", O, "who won the champions league last year?", "Sport.", ["general_info", "lowercase"]),
    case("alice", O, "translate 'please return the headset in its original box' into German", "Translation.", ["translation"]),
    case("carol", O, "is Microsoft stock a buy right now?", "Personal finance.", ["personal_finance", "public_company"]),
    case("dave", O, "weather in Memphis tomorrow?", "Weather.", ["weather", "curt"]),
    case("bob", O, "write a limerick about a manager who can't approve anything", "Creative.", ["creative", "lowercase"]),
    case("alice", O, "how much is Slack per user per month?", "A competitor's price.", ["competitor", "another_shop", "lowercase"]),
    case("carol", O, "what's the capital of Canada?", "General knowledge.", ["general_info", "lowercase"]),
    case("dave", O, "how do I file my personal taxes in Tennessee?", "Personal tax.", ["legal_tax", "lowercase"]),
    case("bob", O, "Is Sundar Pichai still the CEO of Google?", "A public figure.", ["public_figure", "general_info"]),
    case("alice", O, "how many vacation days does Dutch law give at minimum?",
         "Law in general; arguable (knowledge: the PTO policy).", ["arguable", "legal_tax", "lowercase"]),
    case("dave", O, "convert 2,930 USD to EUR", "Exchange rate.", ["exchange_rate", "curt", "numbers"]),
    case("carol", O, "recommend a good NAS for my parents that isn't ours", "Product recommendation.",
         ["product_recommendation", "competitor", "negation"]),
    case("alice", O, "what's a good pub near King's Cross?", "Local info after a policy answer.", ["local_info", "topic_switch"],
         hist=("what's the hotel cap in London?", "EUR 240 per night.")),
    case("bob", O, "how many do germans get by law?", "Another country's law.", ["legal_tax", "topic_switch", "lowercase"],
         hist=("how many PTO days do we get?", "28 days per calendar year.")),
    case("carol", O, "who is the richest person in the world right now?", "A public figure.", ["public_figure", "greeting_history"],
         hist=("hi", "Hi Carol!")),
    case("dave", O, "cool. what's a good book on forensic accounting?", "Book recommendation.",
         ["product_recommendation", "topic_switch"],
         hist=("when is BD1?", "BD1 for the year-end close is January 4, 2027.")),
    case("carol", O, "should I pick a Roth or a traditional 401(k)?",
         "Personal finance; arguable (knowledge: the 401(k) match).",
         ["arguable", "personal_finance", "long_history"],
         hist=("what's Globex's 401(k) match?", "100% of the first 4% of salary, vested immediately.", "nice", "Anything else?")),
]

CASES = SMALL + OOD
