"""v31 small_talk and out_of_domain cases: the chat of a Globex week (Fridays, quarter end, a noisy HomeVault) and
questions that sound like Globex's products, travel and billing but are about the world outside its documents."""

from __future__ import annotations

from routing_case_kit_v31 import case

SMALL_TALK = [
    case("carol", "small_talk", "happy friday!! 🎉", "A greeting.", ["greeting", "emoji", "lowercase"]),
    case("dave", "small_talk", "thx, that per diem answer saved me", "Thanks with no new request.",
         ["thanks", "abbreviation", "lowercase"]),
    case("carol", "small_talk", "ok bye, off to the Boston customer", "A farewell; Boston is context, not a question.",
         ["farewell", "lowercase"]),
    case("dave", "small_talk", "are you a person or a bot?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("dave", "small_talk", "ugh quarter end week. everything is on fire", "Frustration with no request.",
         ["frustration", "chit_chat", "lowercase"]),
    case("carol", "small_talk", "lol my HomeVault sounds like a jet engine at 3am",
         "A joke about an own device. Arguable (knowledge: the warranty for a noisy device), but nothing is asked.",
         ["joke", "chit_chat", "arguable"]),
    case("alice", "small_talk", "goedemorgen!", "A Dutch greeting.", ["greeting", "non_english"]),
    case("bob", "small_talk", "you're way quicker than the help desk 👍", "A compliment.", ["compliment", "emoji"]),
    case("carol", "small_talk", "what can you do?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("carol", "small_talk", "perfect thanks 🙏", "Thanks after an answer.", ["thanks", "emoji"],
         hist=("when's the WFH stipend paid?", "With the second paycheck of each month.")),
    case("dave", "small_talk", "actually no, leave it",
         "A retraction while a cancellation waits. Arguable (action: declining the pending action), small talk as "
         "v21/v22 decided.", ["retraction", "pending_action_context", "arguable"],
         hist=("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB, pending). Please confirm.")),
    case("dave", "small_talk", "sorry for the typos lol, long day", "An apology.", ["apology", "lowercase"],
         hist=("whats teh hotel cpa in tokyo", "The hotel cap in Tokyo is USD 325 per night (a high-cost city).")),
    case("carol", "small_talk", "this week honestly 🙄", "Frustration, nothing new asked.",
         ["frustration", "emoji", "long_history"],
         hist=("where's 2042?", "Order 2042 is in_transit with UPS.", "it was meant to be overnight!!",
               "I'm sorry — the overnight guarantee was missed; a refund of the USD 29.99 overnight charge (R-302) is "
               "processing.")),
    case("bob", "small_talk", "haha Paris prices, I'll be sleeping in the car", "A joke after a cap answer.",
         ["joke", "lowercase"],
         hist=("what's the hotel cap in Paris?", "EUR 240 per night in Paris.")),
    case("alice", "small_talk", "you too!", "A farewell.", ["farewell", "acknowledgement"],
         hist=("thanks, that's all for now", "You're welcome, Alice! Have a good day.")),
    case("carol", "small_talk", "good morning! coffee first, questions later ☕", "A greeting.",
         ["greeting", "emoji", "lowercase"]),
]

OUT_OF_DOMAIN = [
    case("carol", "out_of_domain", "what's the weather in Memphis this week?", "Weather.", ["weather", "lowercase"]),
    case("dave", "out_of_domain", "what's the IRS standard mileage rate for 2027?",
         "A government rate for a year the policy does not cover. Arguable (knowledge: the policy quotes the 2025 "
         "IRS rate).", ["legal_tax", "numbers", "arguable"]),
    case("carol", "out_of_domain", "How much does Dropbox charge for 2 TB?", "Another company's pricing.",
         ["another_shop", "numbers"]),
    case("dave", "out_of_domain", "what's the 401(k) contribution limit this year from the IRS?",
         "The IRS limit. Arguable (knowledge: the 401(k) match is in the FAQ).", ["legal_tax", "arguable"]),
    case("carol", "out_of_domain", "what time is the first Acela from NY to Boston on monday?",
         "A train timetable; the policy only says Amtrak is preferred.", ["travel_general", "lowercase"]),
    case("dave", "out_of_domain", "time difference between Tokyo and Eastern?", "General knowledge.",
         ["general_info", "curt"]),
    case("carol", "out_of_domain", "best 4TB hard drive for a home NAS that isn't ours?",
         "A product recommendation outside Globex's range. Arguable (knowledge: the HomeVault Drive 4 TB is the "
         "certified one).", ["product_recommendation", "negation", "arguable"]),
    case("dave", "out_of_domain", "tipping in Tokyo — rude or expected?", "Local customs.", ["local_info"]),
    case("carol", "out_of_domain", "write a haiku about the HomeVault", "Creative writing.", ["creative", "lowercase"]),
    case("dave", "out_of_domain", "translate 'your refund is on its way' into French for a Quebec customer",
         "Translation.", ["translation", "support_phrasing"]),
    case("alice", "out_of_domain", "how do i get a refund from Ryanair?", "Another company's refunds.",
         ["another_shop", "lowercase"]),
    case("bob", "out_of_domain", "what's the dollar to euro rate today?", "An exchange rate.", ["exchange_rate", "lowercase"]),
    case("carol", "out_of_domain", "how do I cancel my personal Netflix?", "A personal account elsewhere.",
         ["personal_account"]),
    case("dave", "out_of_domain", "what is SOC 2 in general, is it a law?",
         "General compliance knowledge. Arguable (knowledge: Globex holds a SOC 2 report).", ["general_info", "arguable"]),
    case("carol", "out_of_domain", "does Best Buy price match Amazon?", "Another shop's rules.", ["another_shop"]),
    case("dave", "out_of_domain", "what's a good area in Tokyo to stay near Shinjuku?", "Local travel advice.",
         ["local_info", "topic_switch"],
         hist=("what's the hotel cap in Tokyo?", "USD 325 per night.")),
    case("carol", "out_of_domain", "what's the GST rate in Ontario?", "Canadian tax in general.",
         ["legal_tax", "topic_switch"],
         hist=("do we ship to Canada?", "Yes; Canadian orders may be charged duties and taxes on delivery.")),
    case("bob", "out_of_domain", "nice. what's a cheap week in the Algarve in March?", "Personal holiday advice.",
         ["travel_general", "lowercase"],
         hist=("how many PTO days do I get?", "28 days per year at Acme.")),
    case("alice", "out_of_domain", "how does a PostNL parcel locker work?", "A courier's own service.",
         ["courier_rules", "topic_switch"],
         hist=("where's 1042?", "Order 1042 (Acme Dock) has shipped.")),
    case("carol", "out_of_domain", "whether a Synology NAS is better than a QNAP for Plex",
         "Other makers' products, asked for a customer.", ["product_recommendation", "long_history", "greeting_history"],
         hist=("hi!", "Hi Carol!", "customer asked something odd", "Go ahead, what did they ask?")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
