"""v148 small_talk (16) and out_of_domain (20) cases: venting at night, and asks no company document answers."""

from __future__ import annotations

from routing_case_kit_v148 import case

S, O = "small_talk", "out_of_domain"
SMALL = [
    case("alice", S, "ugh, it's 2am and nothing works.", "Frustration with no request.", ["frustration", "late_night"]),
    case("bob", S, "thanks, you saved my night", "Thanks.", ["thanks", "lowercase"]),
    case("carol", S, "are you even awake at this hour? lol", "About the assistant.", ["about_assistant", "late_night"]),
    case("dave", S, "sorry for yelling earlier, long night", "Apology.", ["apology", "lowercase"]),
    case("carol", S, "good night, going to bed before I break something", "Farewell.", ["farewell", "lowercase"]),
    case("bob", S, "you're the only thing working tonight 😅", "Compliment.", ["compliment", "emoji"]),
    case("alice", S, "do you ever get tired of people panicking at you?", "About the assistant.", ["about_assistant", "joke"]),
    case("dave", S, "ok", "Acknowledgement.", ["acknowledgement", "curt"]),
    case("carol", S, "why does everything break on a friday night, seriously", "Frustration with no request.", ["frustration", "lowercase"]),
    case("bob", S, "are you logging everything I'm typing right now?", "About the assistant; arguable: knowledge (data handling).",
         ["arguable", "about_assistant"]),
    # with a history (6)
    case("alice", S, "no wait, leave it, I'll sleep on it", "A retraction while an own cancellation waits; arguable: action.",
         ["arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "I can cancel order 1043 (2 x Acme Headset, EUR 158.00). Please confirm.")),
    case("dave", S, "figures. thanks anyway", "Thanks.", ["thanks", "frustration"], hist=("where's R-303", "R-303 is processing.")),
    case("carol", S, "hang on, my cat just knocked my coffee over", "Chit-chat while an action waits.",
         ["chit_chat", "pending_action_context"], hist=("withdraw EXP-3101", "I can withdraw EXP-3101. Please confirm.")),
    case("bob", S, "got through finally 👍", "Acknowledgement.", ["acknowledgement", "emoji"],
         hist=("what's the ITSD number", "The ITSD is at extension 4357 or help.acme.example.")),
    case("alice", S, "just venting, third failed payment tonight, don't need anything", "Frustration, no request.",
         ["frustration", "negation", "payment_failed"], hist=("hi", "Hi Alice!")),
    case("dave", S, "of course it was. what a night.", "Frustration.", ["frustration", "reference_resolved"],
         hist=("EXP-3105?", "EXP-3105 was returned: the itemized receipt is missing.")),
]
OOD = [
    case("alice", O, "how do I calm down after a stressful shift so I can actually sleep?", "General wellbeing.", ["general_info"]),
    case("bob", O, "any 24h pharmacy near Amsterdam Centraal?", "Local info.", ["local_info", "late_night"]),
    case("carol", O, "my own bank declined a card payment abroad tonight — how do I dispute it with Chase?", "A personal bank.",
         ["general_info", "payment_failed"]),
    case("dave", O, "what's the USD to JPY rate right now?", "Exchange rate.", ["exchange_rate", "abbreviation"]),
    case("carol", O, "write me an angry but polite email to my internet provider", "Creative writing.", ["creative", "frustration"]),
    case("bob", O, "is it legal in the Netherlands for my employer to call me after 10pm?",
         "Labour law; arguable: knowledge (working-hours policy).", ["arguable", "legal_tax", "late_night"]),
    case("alice", O, "how do I fix a Windows blue screen at home?", "Home IT troubleshooting; arguable: knowledge (IT basics).",
         ["arguable", "general_info"]),
    case("dave", O, "which password manager is best for personal use?",
         "A product recommendation; arguable: knowledge (the work password manager).", ["arguable", "product_recommendation"]),
    case("carol", O, "what time is it in Tokyo right now?", "Local info.", ["local_info"]),
    case("bob", O, "translate 'we are escalating your issue' into French", "Translation.", ["translation", "escalation"]),
    case("alice", O, "how many hours of sleep does a person really need?", "General info.", ["general_info", "numbers"]),
    case("dave", O, "what's 17% of 2,930?", "Math.", ["math", "numbers"]),
    case("carol", O, "is Duo's own status page showing an outage tonight?", "A third-party service status.", ["general_info", "late_night"]),
    case("bob", O, "weather in Rotterdam tomorrow morning? I have to drive in early", "Weather.", ["weather"]),
    case("alice", O, "best noise-cancelling headphones for late call shifts?", "A product recommendation.",
         ["product_recommendation"]),
    # with a history (5)
    case("carol", O, "does UPS deliver at night in New Jersey?", "Carrier practice; arguable: live_tool (her own UPS parcel).",
         ["arguable", "topic_switch"], hist=("where's 2042?", "Order 2042 is in transit with UPS.")),
    case("dave", O, "recipe for something quick, I've been at my desk since 6", "A recipe.", ["general_info", "greeting_history"],
         hist=("hi", "Hi Dave!")),
    case("alice", O, "which hotel near Schiphol has decent wifi?", "Local info.", ["local_info", "topic_switch"],
         hist=("what's the VPN rule on hotel wifi?", "The VPN is mandatory on public Wi-Fi, hotels included.")),
    case("bob", O, "how do I tell my kid I'll miss his game tomorrow", "Personal advice.", ["general_info"],
         hist=("thanks", "You're welcome!")),
    case("carol", O, "how long do US credit card chargebacks usually take?", "General banking.", ["legal_tax", "payment_failed"],
         hist=("my R-302?", "R-302 is processing.")),
]
CASES = SMALL + OOD
