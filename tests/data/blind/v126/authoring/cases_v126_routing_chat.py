"""Blind routing set v126, small_talk (16) and out_of_domain (20) cases: venting, sarcasm and goodbyes, and complaint
errands the company's documents do not cover. Written with `routing_case_kit_v126.case()`."""

from __future__ import annotations

from routing_case_kit_v126 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "this is the worst customer service I've ever had.", "frustration with no request", ["lowercase", "frustration"]),
    case("carol", S, "oh great, another bot. fantastic. 🙄", "sarcasm with no request", ["sarcasm", "emoji"]),
    case("dave", S, "thanks, finally something works", "thanks", ["lowercase", "thanks"]),
    case("bob", S, "sorry for yelling earlier", "apology", ["lowercase", "apology"]),
    case("alice", S, "are you even a real person?", "about the assistant", ["lowercase", "about_assistant"]),
    case("carol", S, "good morning, let's hope today is less awful", "greeting", ["lowercase", "greeting"]),
    case("dave", S, "wow. 10/10 service. truly.", "sarcasm with no request", ["lowercase", "sarcasm", "numbers"]),
    case("bob", S, "bye, I'm switching to the competition", "farewell with a threat to leave, no request", ["lowercase", "farewell", "threat"]),
    case("alice", S, "lol ok", "acknowledgement", ["lowercase", "acknowledgement", "curt"]),
    case("carol", S, "do you ever get tired of angry people like me?", "about the assistant", ["lowercase", "about_assistant"]),
    # with a history
    case("alice", S, "wait, no. leave it, my sister wants it after all",
         "arguable (action: declining the pending cancellation); a retraction while an action waits is small talk",
         ["arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Shall I cancel it? Please confirm.")),
    case("dave", S, "ok thanks, that's all I needed", "thanks", ["lowercase", "thanks"], hist=("where's 2041", "Order 2041 is in transit with USPS.")),
    case("bob", S, "unbelievable. just unbelievable.", "frustration with no new request", ["lowercase", "frustration"],
         hist=("why was EXP-2045 rejected", "It was submitted more than 30 days after the expense.")),
    case("carol", S, "hmm hold on, my boss is calling me, one sec", "a pause while an action waits", ["lowercase", "pending_action_context"],
         hist=("withdraw EXP-3101", "Withdraw EXP-3101? Please confirm.")),
    case("alice", S, "never mind, I'm too tired to deal with this today",
         "arguable (clarify: the refund question is still open); she drops the request", ["arguable", "retraction", "long_history"],
         hist=("hi", "Hi Alice!", "my refund is late", "Which refund would you like me to check?")),
    case("dave", S, "ok 👍", "acknowledgement", ["acknowledgement", "emoji", "curt"], hist=("is R-303 paid", "R-303 is processing.")),
]

OOD = [
    case("alice", O, "write me a strongly worded complaint letter to PostNL", "a carrier complaint letter: not the company's documents",
         ["lowercase", "creative"]),
    case("carol", O, "how do I file a complaint with the Better Business Bureau?", "outside regulator: legal", ["legal_tax"]),
    case("dave", O, "can I sue a company in small claims court over a late refund in Texas?", "legal advice", ["legal_tax", "threat"]),
    case("bob", O, "what's DHL's customer service number in Germany?", "a carrier's contact", ["local_info"]),
    case("alice", O, "translate 'I want my money back' into Dutch", "translation", ["translation"]),
    case("carol", O, "is UPS usually slow around Thanksgiving?",
         "arguable (knowledge: shipping times); a carrier's general habits are not the policy", ["arguable", "general_info"]),
    case("dave", O, "best noise cancelling headphones under 300 dollars, since yours keep breaking", "product recommendation",
         ["lowercase", "product_recommendation", "numbers"]),
    case("bob", O, "how do I calm down after a bad phone call", "general advice", ["lowercase", "general_info"]),
    case("alice", O, "what's the EU consumer law on refunds for online purchases, 14 days?",
         "arguable (knowledge: the refund policy); the law, not the policy, is asked", ["arguable", "legal_tax", "numbers", "abbreviation"]),
    case("carol", O, "recommend a bank that handles chargebacks fast", "product recommendation", ["lowercase", "product_recommendation"]),
    case("dave", O, "what's 349 minus 15 percent", "arithmetic", ["lowercase", "math", "numbers"]),
    case("bob", O, "weather in Rotterdam tomorrow? going to drop the return off myself", "weather", ["weather", "local_info"]),
    case("alice", O, "write a haiku about waiting for a parcel", "creative", ["lowercase", "creative"]),
    case("carol", O, "what time does the UPS store in Newark close?", "local info", ["local_info"]),
    case("dave", O, "exchange rate usd to eur today", "exchange rate", ["lowercase", "exchange_rate", "abbreviation"]),
    # with a history
    case("alice", O, "does PostNL deliver on Sundays in the Netherlands?",
         "arguable (live_tool: her shipped order); a carrier's delivery days are general", ["arguable", "local_info", "topic_switch"],
         hist=("where's 1042", "Order 1042 shipped with PostNL on 2026-11-03.")),
    case("carol", O, "can I dispute it with my credit card company? how does that work with Visa", "a card scheme's dispute process",
         ["legal_tax", "topic_switch"], hist=("why was R-304 rejected", "It was requested 26 days after delivery, outside the 14-day window.")),
    case("dave", O, "how do i write a polite but firm nudge email to a director", "writing advice", ["lowercase", "creative"],
         hist=("EXP-3103 status", "EXP-3103 is submitted, waiting for director approval.")),
    case("bob", O, "what's a good gift for a customer who had a terrible experience? under 30 euros", "gift advice",
         ["lowercase", "product_recommendation", "numbers", "greeting_history"], hist=("hi", "Hi Bob!")),
    case("carol", O, "how do I leave a bad review on Trustpilot", "a review site: general", ["lowercase", "general_info", "topic_switch"],
         hist=("my 2047 is stuck", "Order 2047 is packed.")),
]

CASES = SMALL + OOD
