"""v166 routing cases, small_talk (16) and out_of_domain (20): the season's chatter and questions the company's documents
and tools cannot answer. Written in the author's own words."""

from __future__ import annotations

from routing_case_kit_v166 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    case("alice", S, "happy holidays! 🎄", "a greeting", ["greeting", "emoji", "holiday_rush"]),
    case("alice", S, "wait, no — leave it, my brother wants it for christmas after all",
         "arguable: a retraction while the cancellation of own 1043 waits (action: keep the order is no change)",
         ["lowercase", "arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "I can cancel order 1043 (Acme Headset). Please confirm.")),
    case("bob", S, "ugh, year-end close and my inbox is on fire 🔥", "frustration with no request",
         ["lowercase", "frustration", "emoji", "year_end"]),
    case("bob", S, "thanks, that saved my offsite planning", "thanks after an answer", ["lowercase", "thanks", "offsite"],
         hist=("what's the rail rule for trips?", "Take the train when the rail journey is 4 hours or less.")),
    case("bob", S, "perfect 👍", "acknowledgement", ["acknowledgement", "emoji", "curt"],
         hist=("where's 1044?", "Order 1044 (Acme Cam) has shipped with DHL express.")),
    case("carol", S, "do you ever get a summer vacation?", "about the assistant", ["lowercase", "about_assistant",
                                                                                  "summer_holiday"]),
    case("carol", S, "back from the conference, jet lag is brutal lol", "chit-chat", ["lowercase", "chit_chat",
                                                                                      "conference"]),
    case("carol", S, "hang on, my boss just walked in, give me a sec", "a pause while a withdrawal waits",
         ["lowercase", "pending_action_context"],
         hist=("withdraw EXP-3101", "I can withdraw EXP-3101 (Boston, USD 868.50). Please confirm.")),
    case("dave", S, "bye, see you after the new year", "farewell", ["lowercase", "farewell", "year_end"]),
    case("dave", S, "you've been a lifesaver this close, honestly", "compliment", ["lowercase", "compliment", "year_end"]),
    case("dave", S, "ok cool", "acknowledgement", ["lowercase", "acknowledgement", "curt"],
         hist=("R-303 status?", "R-303 is processing (USD 289.15).")),
    case("alice", S, "sorry, wrong window, was typing to my team about the offsite", "apology", [
        "lowercase", "apology", "offsite"]),
    case("dave", S, "do you remember what I asked you before the holidays?",
         "arguable: about the assistant's memory (clarify: an earlier conversation not held)",
         ["lowercase", "arguable", "about_assistant", "holiday_rush"]),
    case("bob", S, "tell me a black friday joke", "a joke", ["lowercase", "joke", "black_friday"]),
    case("alice", S, "ha, that won't even get me a broom closet during fashion week", "a joke about the answer",
         ["lowercase", "joke", "conference"], hist=("what's the hotel cap in Paris?", "EUR 240 per night in Paris.")),
    case("carol", S, "good morning! first day back after thanksgiving ☕", "greeting", ["greeting", "emoji",
                                                                                      "holiday_rush"]),
]

OOD = [
    case("alice", O, "what's a good restaurant in Utrecht for a team offsite dinner for 12?", "local info",
         ["lowercase", "local_info", "offsite"]),
    case("alice", O, "is it cheaper to fly to Lisbon in july or august?", "general travel prices",
         ["lowercase", "general_info", "summer_holiday"]),
    case("alice", O, "write a short poem for our team's christmas card", "creative", ["lowercase", "creative",
                                                                                     "holiday_rush"]),
    case("bob", O, "ideas for a team-building activity at a winter offsite?", "general", ["lowercase", "general_info",
                                                                                         "offsite"]),
    case("bob", O, "are black friday TV deals actually cheaper than in january?", "shopping advice",
         ["lowercase", "product_recommendation", "black_friday"]),
    case("bob", O, "how do I say 'where is the conference centre' in french?", "translation",
         ["lowercase", "translation", "topic_switch", "conference"],
         hist=("what's the per-diem abroad?", "EUR 70 per day for international travel.")),
    case("carol", O, "best noise-cancelling headphones for a long conference flight?", "product recommendation",
         ["lowercase", "product_recommendation", "conference"]),
    case("carol", O, "what's the weather like in Tokyo in late november?", "weather", ["lowercase", "weather",
                                                                                      "conference"]),
    case("carol", O, "how do I return a sweater I bought on black friday at Macy's?",
         "arguable: another shop's return (knowledge: the own refund policy)", [
             "lowercase", "arguable", "another_shop", "black_friday"]),
    case("carol", O, "how do you cook a turkey for 8 people?", "cooking", ["lowercase", "general_info", "topic_switch",
                                                                           "holiday_rush"],
         hist=("what are the company holidays?",
               "Globex observes 10 paid company holidays in the US, including Thanksgiving and the day after.")),
    case("dave", O, "how is a year-end bonus taxed in New York?", "tax", ["lowercase", "legal_tax", "year_end"]),
    case("dave", O, "convert USD 2,930 to yen", "exchange rate", ["lowercase", "exchange_rate", "numbers", "curt"]),
    case("dave", O, "what's 15% off USD 349 plus 8.875% sales tax?",
         "arguable: arithmetic (knowledge: the restocking fee is 15%)", ["lowercase", "arguable", "math", "numbers"]),
    case("dave", O, "any tips for beating jet lag after Tokyo?", "general", ["lowercase", "general_info", "topic_switch",
                                                                             "conference"],
         hist=("my Tokyo claim EXP-3103?", "EXP-3103 is submitted and can still be withdrawn.")),
    case("alice", O, "is 1 January a bank holiday in Belgium too?",
         "arguable: another country's public holidays (knowledge: Acme's holidays policy)",
         ["lowercase", "arguable", "legal_tax", "year_end"]),
    case("bob", O, "what time do the shops close on christmas eve in Amsterdam?", "local info",
         ["lowercase", "local_info", "holiday_rush"]),
    case("carol", O, "can my landlord raise the rent in january in California?", "legal", ["lowercase", "legal_tax",
                                                                                           "year_end"]),
    case("dave", O, "recommend a good book for the flight home for the holidays", "recommendation",
         ["lowercase", "product_recommendation", "holiday_rush"]),
    case("alice", O, "does PostNL deliver on Sundays in December?", "a carrier's schedule", [
        "local_info", "holiday_rush", "topic_switch"],
         hist=("is 1042 shipped?", "Yes — order 1042 (Acme Dock) has shipped with PostNL.")),
    case("carol", O, "what's the best way to get from SFO to Moscone Center?", "local info",
         ["lowercase", "local_info", "conference", "greeting_history"], hist=("hi!", "Hi Carol!")),
]

CASES = SMALL + OOD
