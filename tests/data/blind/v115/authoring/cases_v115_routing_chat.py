"""The v115 small_talk (16) and out_of_domain (20) cases: month-end talk of managers and finance, and asks beside it
that the company's documents do not cover."""

from __future__ import annotations

from routing_case_kit_v115 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("bob", S, "month-end again. pray for me 🙏", "chit-chat, no request", ["chit_chat", "emoji", "lowercase"]),
    case("dave", S, "thanks, that saved me a call to the Controller", "thanks", ["thanks"]),
    case("carol", S, "good morning! coffee first, then expenses", "greeting", ["greeting"]),
    case("alice", S, "you're quicker than finance, honestly", "compliment", ["compliment", "lowercase"]),
    case("bob", S, "do you ever get tired of approval questions?", "about the assistant", ["about_assistant", "joke", "lowercase"]),
    case("dave", S, "ok bye, off to close the books", "farewell", ["farewell", "lowercase"]),
    case("carol", S, "ugh, audit season.", "frustration with no request", ["frustration", "lowercase"]),
    case("alice", S, "sorry, wrong chat — that was meant for my manager", "apology", ["apology", "lowercase"]),
    case("bob", S, "are you the one who approves things now? 😄",
         "a joke about the assistant; arguable (knowledge: who approves)", ["about_assistant", "emoji", "arguable"]),
    case("dave", S, "lol the auditors just asked for the same spreadsheet a third time", "chit-chat", ["chit_chat", "lowercase"]),
    case("bob", S, "hmm no, leave it for now — my boss just said he'll approve it as is",
         "retraction while a withdrawal waits; arguable (action)", ["retraction", "pending_action_context", "arguable", "boss_as_context"], (),
         ("withdraw EXP-2043", "EXP-2043 (Paris conference, EUR 1,340.00) is submitted and can be withdrawn. Confirm to withdraw it.")),
    case("alice", S, "perfect, thank you!", "thanks after an answer", ["thanks"], (),
         ("when are approved claims paid?", "Within 10 business days of approval, by bank transfer.")),
    case("carol", S, "got it 👍", "acknowledgement", ["acknowledgement", "emoji"], (),
         ("does my manager approve up to USD 2,500?", "Yes, claims up to USD 2,500 are approved by your manager; above that the director approves too.")),
    case("dave", S, "hang on, my manager is calling, back in a sec", "a pause while an action waits", ["pending_action_context", "boss_as_context", "lowercase"], (),
         ("cancel 2046", "Order 2046 is pending and can be cancelled. Confirm to cancel it.")),
    case("carol", S, "nothing yet, just waiting for my manager to finish her approvals", "chit-chat after a greeting", ["greeting_history", "chit_chat", "lowercase"], (),
         ("hi", "Hi! How can I help?")),
    case("bob", S, "great, another thing to chase before month-end. whatever", "frustration with no new request", ["frustration", "lowercase"], (),
         ("is R-79 done?", "R-79 (EUR 99.00 for order 1041) is still processing.")),
]

OOD = [
    case("bob", O, "how do I tell a report her bonus is smaller than last year without it getting ugly?", "management advice", ["general_info", "lowercase"]),
    case("dave", O, "what's the EUR/USD rate today? vendor invoiced in euros", "exchange rate", ["exchange_rate", "vendor"]),
    case("carol", O, "what's a good excel formula to sum expenses by month?", "spreadsheet help", ["general_info", "lowercase"]),
    case("alice", O, "how is a year-end bonus taxed in the Netherlands?", "tax", ["legal_tax"]),
    case("dave", O, "what's the difference between GAAP and IFRS revenue recognition, in short?",
         "accounting standards; arguable (knowledge: the close calendar's revenue recognition review)", ["general_info", "abbreviation", "arguable"]),
    case("bob", O, "best budgeting software for a small team?", "product recommendation", ["product_recommendation", "lowercase"]),
    case("carol", O, "write a funny out-of-office for my last day before the holidays", "creative writing", ["creative", "lowercase"]),
    case("dave", O, "will it snow in Chicago next week? flying there for the vendor meeting", "weather", ["weather"]),
    case("alice", O, "what's 17% of EUR 8,400?", "arithmetic", ["math", "numbers"]),
    case("carol", O, "is the IRS mileage rate for 2027 out yet?",
         "a government rate; arguable (knowledge: the policy quotes the 2025 IRS rate)", ["legal_tax", "abbreviation", "arguable"]),
    case("bob", O, "how long does a wire transfer from the Netherlands to the US usually take?", "general banking", ["general_info", "lowercase"]),
    case("dave", O, "any good restaurants near the Memphis returns center for a team dinner?", "local info", ["local_info", "lowercase"]),
    case("alice", O, "recommend a laptop bag that fits a 16 inch laptop", "product recommendation", ["product_recommendation", "lowercase"]),
    case("carol", O, "what's the statute of limitations for an IRS audit?", "tax law", ["legal_tax", "audit", "abbreviation"]),
    case("bob", O, "translate 'your invoice is approved' into German for a supplier", "translation", ["translation", "vendor"]),
    case("dave", O, "what time is sunset in new york that day? planning the team drinks", "local info after a close-calendar answer",
         ["local_info", "topic_switch", "lowercase"], (),
         ("when is BD10?", "BD10 is January 15, 2027: final close; the Controller locks the ledger.")),
    case("alice", O, "what's a nice area to stay in Zurich near the lake?",
         "local info; arguable (knowledge: the Zurich hotel cap just asked)", ["local_info", "arguable", "topic_switch"], (),
         ("what's the hotel cap in Zurich?", "EUR 240 per night in Zurich, a high-cost city.")),
    case("carol", O, "how do you politely ask a manager for a raise?", "career advice", ["general_info", "topic_switch", "lowercase"], (),
         ("my manager approves my PTO, right?", "Yes, managers approve PTO requests up to 10 consecutive business days.")),
    case("bob", O, "what's the cheapest way to get from Amsterdam to Lisbon in december?", "travel prices outside the policies",
         ["local_info", "topic_switch"], (),
         ("when do I need to delegate?", "When you're away more than 3 business days, delegate approvals to a manager of the same or higher level.")),
    case("dave", O, "how do you calculate straight-line depreciation on a USD 12,000 server over 4 years?", "accounting arithmetic",
         ["math", "numbers", "topic_switch"], (),
         ("accrual threshold?", "Accrue any unbilled expense of USD 10,000 or more.")),
]

CASES = SMALL + OOD
