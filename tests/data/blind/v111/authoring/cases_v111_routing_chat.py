"""Blind routing set v111, small_talk (16) and out_of_domain (20) cases: venting with no request, and bad-day asks
nothing in the corpus answers."""

from __future__ import annotations

from routing_case_kit_v111 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "this is the worst day of my life and you're a chatbot. great.", "venting, no request",
         ["frustration", "sarcasm"]),
    case("bob", S, "thanks, you're the only thing that worked today", "thanks", ["thanks", "compliment"]),
    case("carol", S, "sorry for yelling earlier, it's not you", "apology", ["apology", "negation"]),
    case("dave", S, "are you actually a human or just another bot they use to avoid customers?", "about the assistant",
         ["about_assistant", "sarcasm"]),
    case("carol", S, "lol this place. anyway.", "chit-chat, no request", ["chit_chat", "curt"]),
    case("dave", S, "do you ever get tired of people shouting at you?", "about the assistant",
         ["about_assistant", "lowercase"]),
    case("alice", S, "ok bye. I'm going home before I throw my laptop.", "farewell", ["farewell", "venting"]),
    case("bob", S, "I swear I'm going to quit and open a bakery 🙃", "venting, no request",
         ["threat_to_leave", "emoji", "frustration"]),
    case("carol", S, "good morning. or not.", "greeting", ["greeting", "sarcasm"]),
    case("dave", S, "you're useless. absolutely useless.", "insult, no request", ["frustration", "anger"]),
    case("alice", S, "hold on. my boss just walked in screaming, give me a sec", "a pause while an own cancel waits",
         ["pending_action_context", "boss_as_context"],
         hist=("cancel 1043", "Order 1043 (2 x Acme Headset) can still be cancelled. Shall I cancel it? (yes/no)")),
    case("carol", S, "no. forget it. not worth the fight", "arguable: a retraction while a withdrawal waits (action: "
         "an answer to the confirmation)", ["retraction", "pending_action_context", "negation", "arguable"],
         hist=("withdraw EXP-3101", "EXP-3101 (Boston, USD 868.50) is submitted and can be withdrawn. Shall I "
               "withdraw it? (yes/no)")),
    case("bob", S, "figures. nothing in this company arrives on time 🙄", "arguable: frustration with no new request "
         "after an own lookup (knowledge: delivery times)", ["frustration", "emoji", "arguable"],
         hist=("where's 1044", "Order 1044 (Acme Cam) shipped by DHL express on 2026-11-25.")),
    case("dave", S, "ok. thanks I guess.", "acknowledgement", ["acknowledgement", "thanks", "curt"],
         hist=("status of R-303", "Refund R-303 (USD 289.15) is processing.")),
    case("alice", S, "no. just needed to vent. it's been a day.", "venting, no request", ["long_history",
                                                                                         "frustration", "negation"],
         hist=("hello", "Hi! How can I help?", "never mind, I fixed it myself", "Glad it's sorted! Anything else?")),
    case("carol", S, "haha of course it is. love that for me", "sarcastic acknowledgement", ["acknowledgement",
                                                                                            "sarcasm"],
         hist=("what's the refund window?", "Globex refunds within 14 days of delivery.")),
]

OOD = [
    case("alice", O, "how do I write a complaint letter to my landlord about mold? I'm furious", "personal legal "
         "matter", ["legal_tax", "anger"]),
    case("bob", O, "can I sue my neighbour for cutting down my hedge?", "personal legal matter",
         ["legal_tax", "threat_to_sue"]),
    case("carol", O, "what's a good breathing exercise to calm down before I say something I regret",
         "general advice", ["general_info", "venting"]),
    case("dave", O, "write me a resignation letter that's polite but makes it clear I'm done", "creative writing",
         ["creative", "threat_to_leave"]),
    case("carol", O, "how long does the Better Business Bureau take to answer a complaint?", "general info",
         ["general_info", "complaint"]),
    case("dave", O, "how much notice do I legally need to give when quitting in New York",
         "arguable: employment law (knowledge: a company notice rule, which the corpus does not hold)",
         ["legal_tax", "threat_to_leave", "arguable"]),
    case("alice", O, "is it legal in the Netherlands for my employer to read my chat messages?", "legal question",
         ["legal_tax", "complaint"]),
    case("bob", O, "recommend a good noise cancelling headset that isn't Acme's, ours keep breaking",
         "arguable: another brand's product (knowledge: the Acme Headset)", ["product_recommendation", "negation",
                                                                             "arguable"]),
    case("carol", O, "how do I dispute a charge with my credit card company?", "arguable: a bank's process "
         "(knowledge: refunds to a card)", ["general_info", "arguable"]),
    case("dave", O, "translate 'this is completely unacceptable' into Japanese for the Tokyo office", "translation",
         ["translation", "anger"]),
    case("alice", O, "what's the fastest way from Rotterdam Centraal to Schiphol, I'm going to miss my flight",
         "local info", ["local_info", "urgency"]),
    case("bob", O, "what's 17% of 2,340? I'm working out how much they overcharged me", "math",
         ["math", "numbers", "complaint"]),
    case("carol", O, "weather in Boston tomorrow? if it snows I'm not going in", "weather",
         ["weather", "negation"]),
    case("dave", O, "give me a good comeback for a coworker who keeps taking credit for my work", "creative",
         ["creative", "venting"]),
    case("alice", O, "best stress ball to buy online?", "product recommendation", ["product_recommendation", "curt"]),
    case("bob", O, "whatever. what's PostNL's own customer service number, I'm calling them myself",
         "a carrier's contact details", ["local_info", "topic_switch"],
         hist=("what's the express fee?", "Acme express shipping is EUR 12.90.")),
    case("carol", O, "while I wait: how do I file a complaint with the state labor department about late pay?",
         "legal / government process", ["legal_tax", "complaint", "topic_switch"],
         hist=("is EXP-3101 approved?", "EXP-3101 is submitted and waiting for approval.")),
    case("dave", O, "what's the yen to dollar rate today? need to know how badly Tokyo robbed me", "exchange rate",
         ["exchange_rate", "sarcasm", "greeting_history"],
         hist=("hi", "Hello! How can I help?")),
    case("alice", O, "can I report PostNL to a consumer authority in the Netherlands? which one?",
         "consumer law", ["legal_tax", "long_history", "complaint"],
         hist=("where is 1042", "Order 1042 (Acme Dock) shipped with PostNL on 2026-11-03.", "it's lost isn't it",
               "R-77 for order 1042 is processing after a carrier investigation was opened.")),
    case("bob", O, "recommend a good podcast for the drive home, I need to decompress", "recommendation",
         ["product_recommendation", "venting", "greeting_history"],
         hist=("thanks", "You're welcome!")),
]

CASES = SMALL + OOD
