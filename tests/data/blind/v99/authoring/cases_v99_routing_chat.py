"""Blind routing set v99, small_talk (16) and out_of_domain (20) cases: the day's chatter and its off-topic asks.

small_talk = greetings, thanks, farewells, apologies, acknowledgements, questions about the assistant, jokes,
frustration with no new request, and a retraction while an action waits.
out_of_domain = anything neither company's documents or tools are about: weather, exchange rates, sport, recipes,
translations, personal tax, law and finance, other shops and carriers, travel times, gift ideas.
"""

from __future__ import annotations

from routing_case_kit_v99 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # --- small_talk ---
    case("alice", S, "good morning ☕", "A greeting.", ["lowercase", "greeting", "emoji"]),
    case("bob", S, "thanks, that's all for today", "Thanks and a farewell.", ["lowercase", "thanks", "farewell"]),
    case("carol", S, "you're a lifesaver honestly", "A compliment.", ["lowercase", "compliment"]),
    case("dave", S, "are you a real person?", "About the assistant.", ["lowercase", "about_assistant"]),
    case("alice", S, "lol ok", "An acknowledgement.", ["lowercase", "acknowledgement", "curt"]),
    case("bob", S, "sorry, typed in the wrong window", "An apology.", ["lowercase", "apology"]),
    case("carol", S, "what's your name?", "About the assistant.", ["lowercase", "about_assistant"]),
    case("dave", S, "tell me a joke, it's been a long day", "A joke.", ["lowercase", "joke"]),
    case("carol", S, "ugh mondays", "Chit-chat, no request.", ["lowercase", "chit_chat", "curt"]),
    case("bob", S, "do you keep what I type here? 🤔",
         "About the assistant; arguable: knowledge (data handling rules).",
         ["about_assistant", "emoji", "arguable"]),
    case("alice", S, "actually no, leave it", "A retraction while the cancellation waits; arguable: action.",
         ["lowercase", "retraction", "pending_action_context", "negation", "arguable"],
         hist=("cancel 1043", "Order 1043 is processing and can still be cancelled. Confirm to cancel it.")),
    case("bob", S, "perfect, thanks!", "Thanks after a look-up.", ["lowercase", "thanks"],
         hist=("status of 1044?", "Order 1044 was shipped with DHL express on 2026-11-25.")),
    case("carol", S, "that's so annoying. whatever.", "Frustration with no new request.",
         ["lowercase", "frustration"],
         hist=("why was R-304 rejected?", "R-304 was requested 26 days after delivery, outside the 14-day window.")),
    case("dave", S, "nice 👍", "An acknowledgement.", ["lowercase", "acknowledgement", "emoji", "curt"],
         hist=("per diem for Tokyo?", "USD 95 per day for international travel.")),
    case("alice", S, "haha I already spent it on a chair", "Chit-chat after an answer.", ["lowercase", "chit_chat"],
         hist=("what's the WFH stipend?", "A one-time EUR 300 stipend.")),
    case("carol", S, "fair enough, worth a try 😅", "After a refusal, no new request.", ["lowercase", "emoji",
         "chit_chat"], hist=("show me all of dave's orders", "I can't show other people's orders.")),
    # --- out_of_domain ---
    case("alice", O, "what's the weather in Amsterdam tomorrow", "Weather.", ["lowercase", "weather", "names"]),
    case("bob", O, "EUR to USD rate today?", "An exchange rate.", ["exchange_rate", "curt"]),
    case("carol", O, "recommend a good laptop bag under $100", "A product recommendation.",
         ["lowercase", "product_recommendation"]),
    case("dave", O, "how do I file my taxes as a freelancer in New York", "Personal tax.", ["lowercase", "legal_tax"]),
    case("alice", O, "translate 'thank you for your order' into German", "A translation.", ["lowercase", "translation"]),
    case("bob", O, "who won the champions league last year", "Sport.", ["lowercase", "general_info"]),
    case("carol", O, "what's 17% of 2,360", "Arithmetic.", ["lowercase", "math", "numbers"]),
    case("dave", O, "what's a good Christmas gift for my boss under $50", "A gift idea.",
         ["lowercase", "product_recommendation"]),
    case("alice", O, "write me a haiku about Mondays", "Creative writing.", ["lowercase", "creative"]),
    case("bob", O, "is the A2 closed near Utrecht right now?", "Traffic.", ["lowercase", "local_info", "names"]),
    case("carol", O, "my iPhone won't charge, any tips?",
         "A personal phone; arguable: knowledge (IT support for devices).", ["personal_device", "arguable"]),
    case("dave", O, "how long is a flight from Chicago to Tokyo",
         "A flight time; arguable: knowledge (the flight-class rule turns on hours).",
         ["lowercase", "general_info", "arguable"]),
    case("alice", O, "recipe for stroopwafels?", "A recipe.", ["lowercase", "general_info", "curt"]),
    case("bob", O, "can my landlord raise the rent twice a year in NL?", "Tenancy law.",
         ["lowercase", "legal_tax", "abbreviation"]),
    case("carol", O, "does Amazon deliver on Sundays?", "Another shop; arguable: knowledge (own delivery days).",
         ["another_shop", "arguable"]),
    case("alice", O, "any nice hotels near Gare du Nord under that?", "A hotel recommendation after the cap.",
         ["lowercase", "local_info", "reference_resolved"],
         hist=("hotel cap in Paris?", "EUR 240 per night under the 2025 policy.")),
    case("bob", O, "unrelated but how do I get a stain out of a white shirt", "Household tip after a policy answer.",
         ["lowercase", "topic_switch", "general_info"],
         hist=("how much is express shipping?", "EUR 12.90, 1–2 business days in the EU.")),
    case("carol", O, "btw what's the time difference between NYC and London", "Time zones.",
         ["lowercase", "general_info", "abbreviation"], hist=("thanks for the TA-100 help", "You're welcome!")),
    case("dave", O, "do you know when USPS stops delivering for Thanksgiving week?",
         "A carrier's holiday schedule; arguable: live_tool (his order with USPS is in the history).",
         ["lowercase", "another_carrier", "arguable"],
         hist=("status of 2041?", "Order 2041 is in transit with USPS.")),
    case("dave", O, "should I pick Roth or traditional?", "Personal finance advice after the match was given.",
         ["lowercase", "personal_finance", "reference_resolved"],
         hist=("what's the 401(k) match?", "Globex matches 100% of the first 4% of salary you contribute, vested immediately.")),
]
