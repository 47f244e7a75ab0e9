"""v118 small_talk and out_of_domain cases: talk from the gate, the taxi and the hotel lobby (thanks at check-in,
delays, "one sec, taxi's here" while an action waits); travel questions outside the companies' policies (weather,
visas, tipping, lounges, jet lag, the Montreal Convention, Japanese for "my luggage is lost")."""

from __future__ import annotations

from routing_case_kit_v118 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thanks, you saved me at the check-in desk!", "thanks", ["thanks", "lowercase"]),
    case("dave", S, "good morning from Tokyo ☀️", "greeting", ["greeting", "emoji"]),
    case("carol", S, "ugh, delayed again. third time this month.", "frustration with no request",
         ["frustration", "lowercase"]),
    case("bob", S, "sorry, boarding now, I'll come back to this", "apology and farewell", ["apology", "farewell"]),
    case("alice", S, "are you a bot or a person? asking because the hotel's chat was awful", "about the assistant",
         ["about_assistant", "lowercase"]),
    case("dave", S, "haha you'd make a great travel agent", "compliment", ["compliment", "joke", "lowercase"]),
    case("carol", S, "ok 👍", "acknowledgement", ["acknowledgement", "emoji", "curt"]),
    case("bob", S, "do you ever get to travel? 😄", "about the assistant", ["about_assistant", "joke", "emoji"]),
    case("alice", S, "bye! wish me luck with customs", "farewell", ["farewell", "lowercase"]),
    case("dave", S, "nevermind, sorted it at the desk", "retraction with nothing pending", ["retraction",
         "lowercase"]),
    # with a history
    case("alice", S, "hold on, no, leave it — my trip is back on",
         "retraction while a cancellation waits; arguable (action)", ["retraction", "pending_action_context",
         "negation", "arguable"], hist=("cancel 1043", "1043 can be cancelled. Shall I go ahead?")),
    case("bob", S, "great, thanks!", "thanks after an answer", ["thanks"],
         hist=("hotel cap in Paris?", "EUR 240 per night.")),
    case("carol", S, "lol of course it's stuck while I'm away", "frustration, no new request",
         ["frustration", "lowercase"], hist=("where's 2042?", "2042 is in transit with UPS.")),
    case("dave", S, "one sec, taxi's here", "pause while an action waits", ["pending_action_context", "lowercase"],
         hist=("withdraw EXP-3103", "EXP-3103 can be withdrawn. Confirm?")),
    case("carol", S, "just killing time at the gate honestly", "chit-chat", ["chit_chat", "greeting_history",
         "lowercase"], hist=("hi", "Hi Carol!")),
    case("bob", S, "can you keep a secret from my manager?",
         "about the assistant; arguable (knowledge: what is logged)", ["about_assistant", "arguable", "lowercase"],
         hist=("per diem abroad?", "EUR 70 per day.")),
]

OOD = [
    case("alice", O, "what's the weather in Lisbon tomorrow?", "weather", ["weather", "lowercase"]),
    case("dave", O, "how do I say 'my luggage is lost' in Japanese?", "translation", ["translation", "lost_item"]),
    case("carol", O, "best way from Logan to the Seaport at rush hour?",
         "local directions; arguable (knowledge: ground-transport rules)", ["local_info", "arguable"]),
    case("bob", O, "what's 240 euros in dollars today?", "exchange rate", ["exchange_rate", "numbers", "lowercase"]),
    case("alice", O, "do I need a visa for a business trip to India?",
         "immigration rules; arguable (knowledge: the Security team's travel check)", ["legal_tax", "arguable"]),
    case("dave", O, "recommend a good noise-cancelling headphone for long flights", "product recommendation",
         ["product_recommendation", "lowercase"]),
    case("carol", O, "write me a short poem about missing my connection", "creative", ["creative", "lowercase"]),
    case("bob", O, "is there a pharmacy open near Gare du Nord at midnight?", "local info", ["local_info"]),
    case("alice", O, "how much should I tip a taxi driver in New York?", "general info", ["general_info"]),
    case("dave", O, "the airline lost my bag — what does the Montreal Convention say about compensation?",
         "international law; arguable (knowledge: the lost-luggage rule)", ["legal_tax", "lost_item", "arguable"]),
    case("carol", O, "what time is it in Singapore right now?", "general info", ["general_info", "lowercase"]),
    case("bob", O, "can I bring a power bank over 100Wh on a plane?", "airline rules", ["general_info", "numbers"]),
    case("alice", O, "how do I report a lost passport at the Dutch embassy in Rome?", "consular matter",
         ["legal_tax", "lost_item"]),
    case("dave", O, "how many kilometres is 212 miles?", "math", ["math", "numbers", "lowercase"]),
    case("carol", O, "which lounge at JFK terminal 4 is best?", "local info", ["local_info", "abbreviation"]),
    # with a history
    case("alice", O, "nice. what's a good trattoria near Termini?", "restaurant tip after a policy answer",
         ["local_info", "topic_switch"], hist=("per diem in Italy?", "EUR 70 per day for international travel.")),
    case("dave", O, "does USPS deliver on Sundays?", "carrier facts after an own order", ["general_info",
         "topic_switch"], hist=("is 2041 still in transit?", "Yes, 2041 is in transit with USPS.")),
    case("bob", O, "any tips for beating jet lag after a Paris–NY trip?", "general info", ["general_info",
         "greeting_history", "abbreviation"], hist=("hi", "Hi Bob!")),
    case("carol", O, "how do I deduct the rest on my own taxes?", "personal taxes", ["legal_tax", "lowercase"],
         hist=("what's the mileage rate?", "USD 0.70 per mile.")),
    case("alice", O, "wait — first, is Schiphol security busy right now?", "airport queues while an action waits",
         ["local_info", "pending_action_context"], hist=("cancel 1043", "1043 can be cancelled. Shall I?")),
]

CASES = SMALL + OOD
