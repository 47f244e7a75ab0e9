"""Blind routing set v101, small_talk (16) and out_of_domain (20) cases: greetings, thanks, jokes and talk about the
assistant; and the world outside the company asked for itself — weather, news, exchange rates, public companies,
coding help, trivia and maths.
"""

from __future__ import annotations

from routing_case_kit_v101 import case

SMALL_TALK = [
    case("alice", "small_talk", "good morning! ☕", "A greeting.", ["greeting", "emoji"]),
    case("dave", "small_talk", "thanks, that saved me a call to Accounts Payable 🙏", "Thanks.", ["thanks", "emoji"]),
    case("carol", "small_talk", "are you ChatGPT?", "About the assistant.", ["about_assistant", "public_company_context"]),
    case("bob", "small_talk", "you're faster than our old helpdesk, honestly", "A compliment.", ["compliment", "lowercase"]),
    case("alice", "small_talk", "tell me a joke about mondays", "A joke.", ["joke", "lowercase"]),
    case("dave", "small_talk", "ugh, long day. the close never ends", "Frustration with no request.",
         ["frustration", "lowercase"]),
    case("carol", "small_talk", "bye, off to the airport ✈️", "A farewell.", ["farewell", "emoji"]),
    case("bob", "small_talk", "sorry, typed that in the wrong window", "An apology.", ["apology", "lowercase"]),
    case("alice", "small_talk", "do you dream of electric sheep?",
         "Chit-chat about the assistant. Arguable: out_of_domain (a book reference).", ["arguable", "about_assistant"]),
    case("dave", "small_talk", "lol ok", "An acknowledgement.", ["acknowledgement", "curt"]),
    case("carol", "small_talk", "hm no, leave it, never mind",
         "A retraction while a cancellation waits. Arguable: action (a reply to the confirmation).",
         ["arguable", "retraction", "pending_action_context", "negation"], (),
         ("cancel 2043", "Order 2043 can be canceled. Confirm?")),
    case("bob", "small_talk", "perfect, cheers mate", "Thanks after an answer.", ["thanks"], (),
         ("what's the hotel cap in London?", "EUR 240 per night in London.")),
    case("alice", "small_talk", "haha fair enough, you're not a weather app", "Chit-chat after a declined question.",
         ["chit_chat", "weather_context"], (), ("what's the weather in Paris?", "I can't help with weather forecasts here.")),
    case("dave", "small_talk", "just testing if you're awake 😄", "Chit-chat.", ["chit_chat", "greeting_history", "emoji"],
         (), ("hi", "Hi Dave, how can I help?")),
    case("carol", "small_talk", "worth a shot 😅", "Chit-chat after a declined trivia question.", ["chit_chat", "emoji"],
         (), ("who won the world cup in 2022?", "That's outside what I can help with here.")),
    case("bob", "small_talk", "ok good to know, thanks", "Thanks after an own look-up.", ["thanks"], (),
         ("what's my R-79 status?", "R-79 (EUR 99.00) is still processing.")),
]

OUT_OF_DOMAIN = [
    case("alice", "out_of_domain", "What's the weather in Tokyo next week?", "Weather.", ["weather", "travel_abroad"]),
    case("dave", "out_of_domain", "EUR to USD rate today?", "An exchange rate.", ["exchange_rate", "curt"]),
    case("carol", "out_of_domain", "who is the CEO of Microsoft?", "A public company's executive.",
         ["public_company", "general_info"]),
    case("bob", "out_of_domain", "how do I reverse a linked list in python", "Coding help.", ["coding_help", "lowercase"]),
    case("alice", "out_of_domain", "what's 17% of 2,350?", "Maths.", ["math", "numbers"]),
    case("dave", "out_of_domain", "Did the Fed cut rates this week?", "News.", ["news", "public_body"]),
    case("carol", "out_of_domain", "what's the capital of Australia", "Trivia.", ["trivia", "lowercase"]),
    case("bob", "out_of_domain", "is NVIDIA stock a good buy right now", "Personal finance about a public company.",
         ["personal_finance", "public_company", "lowercase"]),
    case("alice", "out_of_domain", "write a SQL query that finds duplicate emails in a users table", "Coding help.",
         ["coding_help"]),
    case("dave", "out_of_domain", "best sushi near Shibuya station?", "Local info abroad.", ["local_info", "travel_abroad"]),
    case("carol", "out_of_domain", "how long is the flight from JFK to Tokyo Narita?",
         "Flight time as trivia. Arguable: knowledge (the flight-class rule depends on it).",
         ["arguable", "general_info", "travel_abroad"]),
    case("bob", "out_of_domain", "regex for a Dutch postcode?", "Coding help.", ["coding_help", "curt"]),
    case("alice", "out_of_domain", "how many moons does Jupiter have", "Trivia.", ["trivia", "lowercase"]),
    case("dave", "out_of_domain", "Do I need a visa for Japan as a US citizen, 10 days?",
         "Immigration rules. Arguable: knowledge (Global Security's check of international trips).",
         ["arguable", "legal_tax", "travel_abroad", "numbers"]),
    case("carol", "out_of_domain", "translate 'where is the train station' into Japanese", "Translation.",
         ["translation", "travel_abroad"]),
    case("alice", "out_of_domain", "nice. what's a good area to stay near the Louvre?",
         "Local info after an own policy answer. Arguable: knowledge (booking through TravelDesk).",
         ["arguable", "local_info", "topic_switch"], (), ("what's the hotel cap in Paris?", "EUR 240 per night.")),
    case("bob", "out_of_domain", "what's the derivative of x^3 * sin(x)?", "Maths.", ["math", "greeting_history"], (),
         ("hi", "Hi Bob!")),
    case("dave", "out_of_domain", "btw is USPS a federal agency or a company?", "Trivia after an own look-up.",
         ["trivia", "topic_switch"], (), ("my 2041 order?", "Order 2041 (2 Globex Keys) is in transit with USPS.")),
    case("carol", "out_of_domain", "is that taxable under federal law?",
         "US tax law about the stipend. Arguable: knowledge (own stipend).",
         ["arguable", "legal_tax", "reference_resolved"], (),
         ("what's our WFH stipend?", "USD 50 per month, paid with the second paycheck.")),
    case("alice", "out_of_domain", "who won the Champions League last year", "Sports trivia after thanks.",
         ["trivia", "sports", "lowercase"], (), ("thanks!", "You're welcome!")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
