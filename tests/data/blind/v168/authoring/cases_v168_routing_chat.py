"""Blind routing set v168, small_talk (16) and out_of_domain (20) cases: talk around the small print (an order in at
23:59, a cent over the limit, leap years) and asks that sound like it but lie outside the companies' documents (leap
years of the calendar, exchange rates, tax on a bonus, time zones at midnight). Written from DESIGN.md's route
definitions and the sample corpus only."""

from __future__ import annotations

from routing_case_kit_v168 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "phew, got my order in at 23:59. made it 😅",
         "Relief, no request.", ["lowercase", "emoji", "chit_chat", "cutoff_time"]),
    case("carol", S, "can't believe 2028 gives us a whole extra day of work lol",
         "A leap-year joke, no request.", ["lowercase", "joke", "leap_year"]),
    case("dave", S, "thanks, that's exactly what I needed",
         "Thanks.", ["lowercase", "thanks"]),
    case("bob", S, "good morning! half day today so let's keep it quick 😄",
         "A greeting.", ["greeting", "emoji", "half_day"]),
    case("alice", S, "ugh. one cent over the limit. typical.",
         "Frustration with no new request.", ["lowercase", "frustration", "limit_exact"]),
    case("carol", S, "you're weirdly good at all this fine print stuff",
         "A compliment.", ["lowercase", "compliment"]),
    case("dave", S, "are you a bot or an actual person?",
         "About the assistant.", ["lowercase", "about_assistant"]),
    case("bob", S, "ok that's me, off at noon. bye!",
         "A farewell.", ["lowercase", "farewell", "half_day"]),
    case("alice", S, "do you ever sleep? it's nearly midnight here",
         "About the assistant.", ["lowercase", "about_assistant", "cutoff_time"]),
    case("carol", S, "why do my refunds always land in two currencies, the universe hates me",
         "Arguable (knowledge: refunds go to the original payment method); venting, not a question.",
         ["lowercase", "arguable", "frustration", "two_currencies"]),
    # with a history (6)
    case("alice", S, "hmm, no, leave it — I'll keep both headsets after all",
         "Arguable (action); a retraction while an own cancellation waits.", ["lowercase", "arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "Order 1043 can be cancelled free of charge. Confirm?")),
    case("dave", S, "ok cool 👍",
         "Acknowledgement.", ["lowercase", "acknowledgement", "emoji"],
         hist=("EXP-3103 status?", "EXP-3103 is submitted, waiting for your manager and the director.")),
    case("carol", S, "ugh, that's the late one. whatever.",
         "Frustration with no new request.", ["lowercase", "frustration"],
         hist=("is 2042 delivered?", "Order 2042 is still in transit with UPS.")),
    case("bob", S, "got it, thanks",
         "Thanks.", ["lowercase", "thanks", "acknowledgement"],
         hist=("what's R-79?", "R-79 is processing: EUR 99 for the returned Acme Cam.")),
    case("alice", S, "sorry, I think I asked you that yesterday too",
         "An apology.", ["lowercase", "apology"],
         hist=("refund window?", "30 days from delivery.")),
    case("dave", S, "ha, 56.25. who comes up with these numbers",
         "A joke about a figure already given.", ["lowercase", "joke", "numbers"],
         hist=("per diem on the first day?", "USD 56.25 for domestic travel.")),
]

OOD = [
    case("alice", O, "is 2100 a leap year?",
         "Calendar fact.", ["lowercase", "general_info", "leap_year"]),
    case("carol", O, "what's 1,000 EUR in USD today?",
         "Exchange rate.", ["lowercase", "exchange_rate", "two_currencies"]),
    case("dave", O, "quick way to do 15% of 349 in my head?",
         "Arguable (knowledge: the restocking fee); mental arithmetic.", ["lowercase", "math", "arguable"]),
    case("bob", O, "what time is midnight CET in Chicago?",
         "Time zones.", ["lowercase", "local_info", "cutoff_time"]),
    case("alice", O, "under EU law can my bank hold a refund for 5 business days?",
         "Banking law.", ["lowercase", "legal_tax"]),
    case("carol", O, "do I pay state tax on a $500 spot bonus in California?",
         "Tax.", ["lowercase", "legal_tax", "numbers"]),
    case("dave", O, "write a haiku about a claim that lands exactly on its limit",
         "Creative.", ["lowercase", "creative", "limit_exact"]),
    case("bob", O, "good noise-cancelling headset under EUR 100? not an Acme one",
         "Product recommendation.", ["lowercase", "product_recommendation", "negation"]),
    case("alice", O, "how do you say 'partial refund' in German?",
         "Translation.", ["lowercase", "translation", "partial_refund"]),
    case("carol", O, "is it going to snow in Boston this weekend?",
         "Weather.", ["lowercase", "weather"]),
    case("dave", O, "is feb 29 2028 a bank holiday anywhere in the US?",
         "Arguable (knowledge: company holidays); a public-calendar fact.", ["lowercase", "general_info", "leap_year", "arguable"]),
    case("bob", O, "how many days does february 2028 have",
         "Calendar fact.", ["lowercase", "general_info", "leap_year"]),
    case("alice", O, "fairest way to split a restaurant bill 3 ways when two of us paid in different currencies?",
         "General arithmetic.", ["lowercase", "math", "two_currencies"]),
    case("carol", O, "what's the federal minimum wage for a half-day shift?",
         "Labour law.", ["lowercase", "legal_tax", "half_day"]),
    case("dave", O, "recommend a cheap hotel in Tokyo under 325 a night",
         "Arguable (knowledge: the lodging cap); a hotel recommendation.", ["lowercase", "product_recommendation", "arguable"]),
    # with a history (5)
    case("alice", O, "nice. any good fondue place near the station?",
         "Local info after a policy turn.", ["lowercase", "local_info", "topic_switch"],
         hist=("hotel cap in Zurich?", "EUR 240 per night in Zurich.")),
    case("carol", O, "how much is that in euros roughly?",
         "Exchange rate after a policy answer.", ["lowercase", "exchange_rate", "two_currencies"],
         hist=("per diem for international trips?", "USD 95 per day.")),
    case("dave", O, "is january 15 a federal holiday next year?",
         "Public calendar after a close-calendar turn.", ["lowercase", "general_info", "date_period"],
         hist=("when is BD10?", "BD10 is January 15, 2027: final close, ledger locked.")),
    case("bob", O, "does DHL deliver on saturdays in the netherlands?",
         "Carrier facts after an own order.", ["lowercase", "local_info"],
         hist=("my 1044?", "Order 1044 shipped by DHL express on 2026-11-25.")),
    case("alice", O, "what's the legal minimum number of holiday days in the netherlands?",
         "Statutory law after a policy turn.", ["lowercase", "legal_tax"],
         hist=("PTO carry-over?", "Up to 5 days, to be used by 31 March.")),
]

CASES = SMALL + OOD
