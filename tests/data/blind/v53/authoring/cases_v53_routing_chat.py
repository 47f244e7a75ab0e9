"""v53 small_talk (16) and out_of_domain (20) cases.

Theme: ambiguity and underspecification. Small talk includes the vague acknowledgements and retractions ("ok",
"never mind", "hmm actually no, leave it") that ask for nothing; out of domain includes vague questions that are
outside the corpus whatever they mean ("what's the exchange rate?", "what's the weather?", "help me with my taxes")
and references the history resolves to something the corpus does not cover ("will it rain there?").
"""

from __future__ import annotations

from routing_case_kit_v53 import case

SMALL = [
    case("alice", "small_talk", "hi 👋", "Greeting.", ["greeting", "emoji"]),
    case("bob", "small_talk", "thanks, that's all", "Thanks and farewell.", ["thanks", "farewell"]),
    case("carol", "small_talk", "lol ok", "Acknowledgement.", ["acknowledgement", "lowercase"]),
    case("dave", "small_talk", "are you a bot or a person?", "About the assistant.", ["about_assistant"]),
    case("carol", "small_talk", "never mind", "Retraction with nothing pending.", ["retraction", "lowercase"]),
    case("dave", "small_talk", "good morning! long day ahead ☕", "Greeting.", ["greeting", "emoji"]),
    case("alice", "small_talk", "sorry, wrong window", "Apology; nothing asked.", ["apology"]),
    case("bob", "small_talk", "ugh, third time today I'm in here asking about stuff",
         "Frustration with no new request.", ["frustration"]),
    case("dave", "small_talk", "ok you're actually useful, nice", "Compliment.", ["compliment", "lowercase"]),
    case("alice", "small_talk", "what kind of things can you help with?", "About the assistant's abilities.",
         ["about_assistant"]),
    case("bob", "small_talk", "bye, have a good weekend", "Farewell.", ["farewell"]),
    # --- with a history ------------------------------------------------------------------------------------------
    case("alice", "small_talk", "ok", "Acknowledgement of a lookup; asks for nothing.", ["acknowledgement", "curt"],
         hist=("where's 1042?", "Order 1042 (Acme Dock) is shipped with PostNL.")),
    case("bob", "small_talk", "hmm actually no, leave it",
         "Arguable (action: an answer to the pending confirmation). A retraction while an own cancellation waits.",
         ["retraction", "pending_action_context", "arguable"],
         hist=("cancel 1046", "Order 1046 can be cancelled. Shall I go ahead?")),
    case("carol", "small_talk", "perfect, thank you so much!!", "Thanks.", ["thanks"],
         hist=("what's the refund window?", "14 days of delivery.")),
    case("carol", "small_talk", "nothing really, just saying hi 🙂", "Chit-chat.", ["chit_chat", "emoji",
         "long_history", "greeting_history"],
         hist=("hi", "Hi Carol!", "how are you today?", "Doing well, thanks. What can I help with?")),
    case("dave", "small_talk", "ugh. ok.", "Frustration at a status; no new request.", ["frustration", "curt"],
         hist=("is R-303 done?", "R-303 is still processing.")),
]

OOD = [
    case("alice", "out_of_domain", "what's the exchange rate?",
         "Arguable (clarify: which currencies). Out of domain whatever it means.",
         ["exchange_rate", "vague_request", "arguable"]),
    case("bob", "out_of_domain", "who won the match last night?", "Sport.", ["sport"]),
    case("carol", "out_of_domain", "can you recommend a good NAS for my parents' house? any brand",
         "Arguable (knowledge: the HomeVault is in the product overview). A personal product recommendation.",
         ["product_recommendation", "arguable"]),
    case("dave", "out_of_domain", "what's 15% of 349?", "Arithmetic.", ["math", "numbers"]),
    case("bob", "out_of_domain", "write me a poem about refunds", "Creative.", ["creative"]),
    case("carol", "out_of_domain", "how do i reset my personal gmail password", "A personal account.",
         ["personal_account", "lowercase"]),
    case("dave", "out_of_domain", "should I buy bitcoin?", "Personal finance.", ["personal_finance"]),
    case("alice", "out_of_domain", "what time is it in New York right now?", "Local info.", ["local_info"]),
    case("bob", "out_of_domain", "how tall is the Eiffel tower", "General info.", ["general_info", "lowercase"]),
    case("carol", "out_of_domain", "What's the best way to learn Python?", "General advice.", ["general_info"]),
    case("dave", "out_of_domain", "is now a good time to refinance a mortgage?", "Personal finance.",
         ["personal_finance"]),
    case("alice", "out_of_domain", "capital of Belgium?", "General info.", ["general_info", "curt"]),
    case("bob", "out_of_domain", "can you help me with my taxes?",
         "Arguable (clarify: which taxes). Personal taxes are out of domain whatever is meant.",
         ["legal_tax", "vague_request", "arguable"]),
    case("carol", "out_of_domain", "what's the weather?", "Weather; vague, out of domain either way.",
         ["weather", "vague_request", "curt"]),
    case("dave", "out_of_domain", "how much does a US passport renewal cost?", "General info.", ["general_info"]),
    # --- with a history ------------------------------------------------------------------------------------------
    case("alice", "out_of_domain", "will it rain there?", "'there' is Brussels: weather.",
         ["weather", "reference_resolved"],
         hist=("going to Brussels for a customer visit thursday",
               "Have a good trip. International trips need a TR-1 14 days ahead.")),
    case("bob", "out_of_domain", "any good restaurants near the office there?", "Local info; 'there' is London.",
         ["local_info", "reference_resolved"],
         hist=("what's the hotel cap in London?", "EUR 240 per night: London is a high-cost city.")),
    case("carol", "out_of_domain", "what's the time difference with New York?", "Time zones.",
         ["local_info", "topic_switch"],
         hist=("Tokyo trip in march, what's the per diem?", "USD 95 per day for international travel.")),
    case("dave", "out_of_domain", "how far is it from Memphis to Nashville?", "Distance.", ["general_info",
         "topic_switch"],
         hist=("what's the mileage rate?", "USD 0.70 per mile.")),
    case("alice", "out_of_domain", "how do I say 'I'm on holiday' in French?", "Translation.",
         ["translation", "topic_switch"],
         hist=("what's our PTO per year?", "28 days per calendar year.")),
]

CASES = SMALL + OOD
