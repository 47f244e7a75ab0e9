"""Blind routing set v106, small_talk and out_of_domain cases: chat with numbers in it, and outside asks about
rates, tax, time zones, versions and units."""

from __future__ import annotations

from routing_case_kit_v106 import case


def st(who, query, note, tags, hist=()):
    return case(who, "small_talk", query, note, tags, (), hist)


def od(who, query, note, tags, hist=()):
    return case(who, "out_of_domain", query, note, tags, (), hist)


SMALL = [
    st("alice", "thx, that EUR 99 made my day 🎉", "thanks", ["thanks", "emoji", "abbreviation"]),
    st("bob", "lol 28 days of PTO and I've used 2", "a joke, no request", ["joke", "numbers", "lowercase"]),
    st("carol", "good morning! 3rd coffee already ☕", "greeting", ["greeting", "emoji", "numbers"]),
    st("dave", "10/10 answer, thanks", "compliment", ["compliment", "numbers"]),
    st("alice", "ugh, 3rd time today the VPN kicked me out.", "frustration with no new request",
       ["frustration", "numbers"]),
    st("bob", "are you GPT-4 or something older?", "about the assistant", ["about_assistant", "versions"]),
    st("carol", "never mind, not important", "acknowledgement", ["acknowledgement", "negation"]),
    st("dave", "brb, 5 min", "chit chat", ["chit_chat", "abbreviation", "curt"]),
    st("carol", "how old are you, v1 or v2? 😄", "about the assistant", ["about_assistant", "versions", "emoji"]),
    st("alice", "ok 👍", "acknowledgement", ["acknowledgement", "emoji", "curt"]),
    st("alice", "no no, don't — keep it", "retraction while an own cancellation waits; arguable (action)",
       ["arguable", "retraction", "negation"],
       ("cancel 1043", "Order 1043 (2 × Acme Headset, EUR 158.00) can be cancelled. Confirm?")),
    st("bob", "cool, thanks a mil", "thanks", ["thanks", "abbreviation"],
       ("what's R-79 at?", "R-79 (EUR 99.00) is processing.")),
    st("carol", "hmm hold on, not yet, give me 10 min", "pause while a withdrawal waits; arguable (action)",
       ["arguable", "pending_action_context", "negation", "numbers"],
       ("withdraw EXP-3101", "EXP-3101 (USD 868.50) can be withdrawn. Confirm?")),
    st("dave", "80, nice. that's 2 weeks of beach", "chit chat after an answer", ["chit_chat", "numbers"],
       ("PTO carryover?", "You can carry over up to 80 hours into next year.")),
    st("carol", "ok that's all for today, bye!", "farewell", ["farewell"],
       ("track 2042", "2042 is in transit with UPS, tracking 1Z999GBX2042.")),
    st("bob", "sorry, typed 1,290 at first, my bad", "apology", ["apology", "numbers"],
       ("express fee?", "Express is EUR 12.90, 1–2 business days.")),
]

OUT = [
    od("alice", "convert 129 EUR to USD at today's rate", "exchange rate", ["exchange_rate", "numbers"]),
    od("bob", "how many km is Amsterdam to Paris by train?", "general info", ["general_info", "numbers"]),
    od("carol", "what's 15% of 349 minus 7.50?", "arithmetic; arguable (knowledge: the restocking fee)",
       ["arguable", "math", "numbers"]),
    od("dave", "weather in Tokyo next Tue?", "weather", ["weather", "abbreviation"]),
    od("alice", "best noise-cancelling headset under EUR 200?", "product recommendation",
       ["product_recommendation", "numbers"]),
    od("bob", "Dutch income tax on a EUR 2,000 bonus?", "tax", ["legal_tax", "numbers"]),
    od("carol", "when does daylight saving end in 2027 in the US?", "general info",
       ["general_info", "date_period"]),
    od("dave", "what's the IRS mileage rate for 2026?", "tax rule; arguable (knowledge: the own mileage rate)",
       ["arguable", "legal_tax", "abbreviation"]),
    od("carol", "translate 'refund within 14 days' to Spanish", "translation", ["translation", "numbers"]),
    od("alice", "python: how do I parse '29/11/2026' into a date?", "programming", ["general_info", "date_period"]),
    od("bob", "is iOS 18 or 19 newer?", "general info", ["general_info", "versions"]),
    od("dave", "how many USD is 1 BTC right now", "exchange rate", ["exchange_rate", "abbreviation"]),
    od("carol", "write a 4-line poem about the 401(k)", "creative", ["creative", "numbers"]),
    od("alice", "what year did the euro come in, 1999 or 2002?", "general info", ["general_info", "date_period"]),
    od("dave", "cheapest parking near JFK for 3 nights?", "local info", ["local_info", "abbreviation", "numbers"]),
    od("alice", "how long is a flight AMS to SFO, ~11h?",
       "flight time; arguable (knowledge: the flight-class rule)", ["arguable", "topic_switch", "abbreviation"],
       ("how long is the VPN session?", "A VPN session disconnects after 12 hours.")),
    od("bob", "what's Swiss VAT, 8.1%?", "tax", ["legal_tax", "numbers", "topic_switch"],
       ("shipping to Switzerland?", "Delivery to Switzerland takes 2 business days longer.")),
    od("carol", "what's a good 4 TB NAS drive besides yours?", "product recommendation",
       ["product_recommendation", "abbreviation", "greeting_history"], ("hi!", "Hi Carol!")),
    od("dave", "what's the time difference NYC to Tokyo, 14h?", "local info", ["local_info", "abbreviation"],
       ("my Tokyo claim?", "EXP-3103 (USD 2,930.00) is submitted and waits for director approval.")),
    od("carol", "how many weekdays are there in 2027?", "math", ["math", "date_period"],
       ("PTO after 5 yrs?", "After 5 years you accrue 25 days (200 hours) a year.")),
]

CASES = SMALL + OUT
