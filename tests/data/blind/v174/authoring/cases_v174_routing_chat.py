"""Blind routing set v174, small_talk (16, 6 with a history) and out_of_domain (20, 5 with a history) cases: short
chat, thanks and apologies, and plain everyday asks that the company documents do not cover."""

from __future__ import annotations

from routing_case_kit_v174 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    case("alice", S, "thanks", "thanks", ["thanks", "curt", "lowercase"]),
    case("carol", S, "ok", "an acknowledgement", ["acknowledgement", "curt", "lowercase"]),
    case("dave", S, "sorry my english not so good", "an apology with no request", ["apology", "second_language",
                                                                                   "lowercase"]),
    case("bob", S, "are you robot or person?", "about the assistant", ["about_assistant", "second_language",
                                                                        "lowercase"]),
    case("alice", S, "good morning", "a greeting", ["greeting", "lowercase"]),
    case("carol", S, "i dont know what i want to ask haha",
         "arguable: clarify (ask what she needs); no request at all", ["arguable", "chit_chat", "hesitant",
                                                                       "negation", "lowercase"]),
    case("dave", S, "you are very helpful thank you so much", "a compliment", ["compliment", "thanks",
                                                                               "lowercase"]),
    case("bob", S, "bye", "a farewell", ["farewell", "curt", "lowercase"]),
    case("alice", S, "can i talk normal to you or must i write special",
         "arguable: knowledge; a question about how to talk to the assistant", ["arguable", "about_assistant",
                                                                               "hesitant", "second_language",
                                                                               "lowercase"]),
    case("carol", S, "ugh this is hard", "frustration with no new request", ["frustration", "lowercase"]),
    # with a history (6)
    case("dave", S, "no wait. leave it", "a retraction while an own cancellation waits", ["retraction",
                                                                                           "pending_action_context",
                                                                                           "negation", "curt",
                                                                                           "lowercase"],
         hist=("cancel 2046", "Order 2046 can be canceled. Shall I cancel it? (yes/no)")),
    case("alice", S, "ok thank you very much", "thanks after an answer", ["thanks", "lowercase"],
         hist=("where is 1042", "Order 1042 shipped on 2026-11-03 with PostNL.")),
    case("bob", S, "okay good 👍", "an acknowledgement", ["acknowledgement", "emoji", "curt", "lowercase"],
         hist=("status R-79", "R-79 is processing.")),
    case("carol", S, "sorry i wrote wrong before, never mind", "an apology and nothing to do", ["apology",
                                                                                                 "negation",
                                                                                                 "lowercase"],
         hist=("hotel cap boston", "USD 325 per night in Boston, a high-cost city.")),
    case("dave", S, "thanks thats all period", "dictated thanks", ["thanks", "dictated", "lowercase"],
         hist=("what is the per diem", "USD 75 per day within the US and Canada.")),
    case("alice", S, "nice :) have a good day", "a farewell", ["farewell", "emoji", "lowercase"],
         hist=("my claim EXP-2042", "EXP-2042 is approved.")),
]

OOD = [
    case("alice", O, "weather tomorrow amsterdam?", "the weather", ["weather", "curt", "lowercase"]),
    case("carol", O, "how to say thank you in spanish", "a translation", ["translation", "lowercase"]),
    case("dave", O, "what is 15 percent of 349", "arithmetic", ["math", "numbers", "lowercase"]),
    case("bob", O, "good recipe for pancake", "a recipe", ["general_info", "lowercase"]),
    case("alice", O, "how to write a email to my landlord, english not my language", "writing help",
         ["creative", "second_language", "negation", "lowercase"]),
    case("carol", O, "is it legal my landlord keep deposit", "private legal advice", ["legal_tax",
                                                                                       "second_language",
                                                                                       "lowercase"]),
    case("dave", O, "best laptop for my kid school", "a product recommendation", ["product_recommendation",
                                                                                  "lowercase"]),
    case("bob", O, "train times utrecht to amsterdam", "a timetable", ["local_info", "lowercase"]),
    case("alice", O, "correct my english please: I am work here since two years", "language correction",
         ["translation", "second_language", "numbers"]),
    case("carol", O, "who win the game last night", "sports news", ["general_info", "second_language",
                                                                     "lowercase"]),
    case("dave", O, "how much dollar is 100 euro today", "an exchange rate", ["exchange_rate", "numbers",
                                                                              "lowercase"]),
    case("bob", O, "tax on second job in netherlands", "private tax advice", ["legal_tax", "lowercase"]),
    case("alice", O, "what is public holiday in germany on 3 october",
         "arguable: knowledge (the PTO policy lists public holidays, of the Netherlands)", ["arguable",
                                                                                          "general_info",
                                                                                          "date_period",
                                                                                          "lowercase"]),
    case("carol", O, "good dentist near memphis", "local information", ["local_info", "lowercase"]),
    case("dave", O, "how to fix my wifi at home its slow",
         "arguable: knowledge (IT security basics); a home network problem", ["arguable", "general_info",
                                                                              "lowercase"]),
    # with a history (5)
    case("alice", O, "what to see in berlin in one day", "sightseeing after a per-diem answer",
         ["local_info", "topic_switch", "lowercase"],
         hist=("per diem germany", "International travel: EUR 70 per day.")),
    case("carol", O, "how do i learn english faster", "language learning", ["general_info", "greeting_history",
                                                                            "second_language", "lowercase"],
         hist=("hi", "Hello! How can I help?")),
    case("dave", O, "does usps deliver on saturday normally",
         "arguable: live_tool (the own order of the history); the carrier's habits in general",
         ["arguable", "general_info", "topic_switch", "lowercase"],
         hist=("2041 where", "Order 2041 is in transit with USPS, tracking 9400GBX2041.")),
    case("bob", O, "good place for holiday in december, warm", "a holiday destination", ["local_info",
                                                                                         "topic_switch",
                                                                                         "date_period",
                                                                                         "lowercase"],
         hist=("pto days", "28 days per year.")),
    case("carol", O, "write a short poem for my mom birthday", "a poem", ["creative", "lowercase"],
         hist=("thanks", "You're welcome!")),
]

CASES = SMALL + OOD
