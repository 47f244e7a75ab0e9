"""v83 small_talk (16) and out_of_domain (20) cases: several social moves in one message (greeting and question about
the assistant, thanks and farewell, apology and joke), and two or three out-of-domain asks together or one padded
with context."""

from __future__ import annotations

from routing_case_kit_v83 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # --- no history (10) ---
    case("alice", S, "hi! hope your day's going well 😊", "greeting and a wish", ["greeting", "emoji", "lowercase"]),
    case("bob", S, "thanks, that's everything — have a good weekend!", "thanks and farewell", ["thanks", "farewell"]),
    case("carol", S, "haha you're faster than our help desk. who built you anyway?", "compliment and a question about the assistant",
         ["compliment", "about_assistant", "lowercase"]),
    case("dave", S, "good morning! how are you? are you a bot or a person?", "greeting and two questions about the assistant",
         ["greeting", "about_assistant"]),
    case("alice", S, "sorry, I typed that in the wrong window. ignore me 🙈", "apology, nothing asked", ["apology", "emoji"]),
    case("bob", S, "Thanks a lot. Also: you're brilliant. Also: coffee time ☕", "thanks, compliment, chit-chat",
         ["thanks", "compliment", "chit_chat", "emoji"]),
    case("carol", S, "ok ok. cool. nice.", "acknowledgements only", ["acknowledgement", "curt"]),
    case("dave", S, "ugh, mondays. anyway. hi.", "frustration with no request, then a greeting", ["frustration", "greeting",
         "lowercase"]),
    case("alice", S, "tell me a joke and then say goodbye", "a joke and a farewell; arguable: out_of_domain (creative)",
         ["joke", "farewell", "arguable", "lowercase"]),
    case("carol", S, "What can you help me with? and are you the same as the one on the website?",
         "two questions about the assistant", ["about_assistant", "multi_intent_same_route"]),
    # --- with history (6) ---
    case("bob", S, "hmm no, leave it for now. thanks anyway, bye", "retraction while a cancellation waits, then farewell; "
         "arguable: action (answering the pending confirmation)", ["retraction", "farewell", "pending_action_context",
         "arguable"], hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) can be cancelled. Confirm?")),
    case("carol", S, "perfect, thank you!! you're a lifesaver", "thanks and compliment after a look-up",
         ["thanks", "compliment"], hist=("where's 2042?", "Order 2042 is in transit with UPS.")),
    case("dave", S, "nice. haha that's more than I spend on ramen. cheers", "joke and thanks after a policy answer",
         ["joke", "thanks", "lowercase"], hist=("what's the per diem in Tokyo?", "USD 95 per day for international travel.")),
    case("alice", S, "got it, thanks. and sorry for all the questions today!", "thanks and apology",
         ["thanks", "apology", "long_history"],
         hist=("hi", "Hi Alice!", "what's the PTO carry-over rule?", "Up to 5 days, to be used by 31 March.")),
    case("bob", S, "fair enough, just testing you 😄 good job", "after a refusal, a compliment; nothing asked",
         ["compliment", "emoji"], hist=("show me carol's orders", "I can't show other users' orders.")),
    case("dave", S, "ugh, of course it was. typical me. ok, have a good one", "frustration with no new request, farewell",
         ["frustration", "farewell"], hist=("why was EXP-3105 returned?", "The approver returned it: the itemized hotel "
                                            "receipt was missing.")),
]

OOD = [
    # --- no history (15) ---
    case("alice", O, "hi! what's the weather in Rotterdam tomorrow, and should I bring an umbrella?", "greeting and weather",
         ["greeting", "weather", "multi_intent_same_route"]),
    case("bob", O, "two things: best pizza near Amsterdam Centraal, and how late is it open", "local info, two asks",
         ["local_info", "multi_intent_same_route", "lowercase"]),
    case("carol", O, "what's 15% of 349 and what's that in euros?", "arithmetic and an exchange rate; arguable: knowledge "
         "(the numbers are the restocking fee and a HomeVault price)", ["math", "exchange_rate", "arguable",
         "shares_corpus_words"]),
    case("dave", O, "who won the world series and when does the next season start?", "sport, two asks",
         ["sport", "multi_intent_same_route", "lowercase"]),
    case("alice", O, "translate 'thank you for your order' into German and French please", "translation",
         ["translation", "politeness"]),
    case("bob", O, "My daughter is doing a school project on tulips. Could you give me three facts about them and a rhyme?",
         "context first, then general info and a creative ask", ["padded_context", "general_info", "creative"]),
    case("carol", O, "how do I set up a Roth IRA and is it better than a HSA?", "personal finance; arguable: knowledge "
         "(HSA is in the glossary)", ["personal_finance", "arguable", "lowercase"]),
    case("dave", O, "what's the capital of Japan, and how long is the flight from Memphis?", "general info, two asks; "
         "arguable: knowledge (the flight-class rule needs the duration)", ["general_info", "arguable",
         "multi_intent_same_route"]),
    case("alice", O, "recommend a good noise-cancelling headset that isn't ours, and where to buy it cheap",
         "another maker's product and shop; arguable: knowledge (Acme Headset)", ["product_recommendation",
         "another_shop", "arguable", "negation"]),
    case("bob", O, "how do I fix my home wifi? it drops every evening. also my kid's ipad won't charge",
         "home IT, two asks", ["home_it", "personal_device", "multi_intent_same_route"]),
    case("carol", O, "write me a haiku about Mondays and a limerick about coffee", "creative, two asks",
         ["creative", "multi_intent_same_route"]),
    case("dave", O, "what's the sales tax in Tennessee and do I need to file state taxes if I moved there in June?",
         "tax questions", ["legal_tax", "multi_intent_same_route"]),
    case("alice", O, "how many calories in a stroopwafel, and are they vegan?", "general info, two asks",
         ["general_info", "multi_intent_same_route", "lowercase"]),
    case("bob", O, "what time is it in New York right now and is the NYSE open?", "time zone and markets",
         ["general_info", "time_zone", "multi_intent_same_route"]),
    case("carol", O, "I'm planning a personal trip to Banff with my kids next summer, nothing work related at all. "
         "What's the best time to see the lakes, and do we need bear spray?", "personal travel, context first",
         ["padded_context", "local_info", "multi_intent_same_route"]),
    # --- with history (5) ---
    case("dave", O, "thanks. unrelated: what's a good pub near Paddington, and is the Tube running on Sunday?",
         "after a policy answer, local info", ["topic_switch", "local_info", "thanks"],
         hist=("what's the per diem for London?", "USD 95 per day for international travel.")),
    case("alice", O, "can you explain how a heat pump works and whether it's worth it in an old house?",
         "general info after a greeting", ["greeting_history", "general_info"], hist=("hi", "Hi Alice!")),
    case("bob", O, "random q: how do I get red wine out of a carpet, and does salt actually work?",
         "household tip after a look-up", ["topic_switch", "general_info", "long_history"],
         hist=("where's 1044?", "Order 1044 is shipped with DHL.", "thanks", "You're welcome!")),
    case("carol", O, "cool. what's the best clam chowder in Boston and is the Freedom Trail walkable in a day?",
         "local info after a hotel-cap answer", ["topic_switch", "local_info"],
         hist=("what's the Boston hotel cap?", "USD 325 per night.")),
    case("dave", O, "what's the current mortgage rate and should I lock it now?", "personal finance after a greeting",
         ["greeting_history", "personal_finance"], hist=("hey", "Hi Dave!")),
]

CASES = SMALL + OOD
