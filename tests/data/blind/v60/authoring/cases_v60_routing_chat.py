"""v60 routing cases, small_talk (16) and out_of_domain (20): talk and outside questions that sound like deadlines.

small_talk: greetings, thanks, farewells, a day missed by one and the groan after it, jokes about Friday deadlines,
retractions while an action waits. out_of_domain: clocks and time zones, leap years, daylight saving time, public
holidays in general, consumer law, another shop, a bank's posting times, exchange rates, a haiku, a translation.
"""

from __future__ import annotations

from routing_case_kit_v60 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("alice", S, "hi!! 👋", "A greeting.", ["greeting", "emoji", "curt"]),
    case("bob", S, "thanks, that's exactly what I needed", "Thanks.", ["thanks", "lowercase"]),
    case("carol", S, "missed the refund window by ONE day. unbelievable. 🙄",
         "Frustration with no new request.", ["frustration", "day_after_deadline", "emoji"]),
    case("dave", S, "bye, have a good weekend", "A farewell.", ["farewell", "weekend", "lowercase"]),
    case("alice", S, "are you a bot or an actual person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("bob", S, "why do deadlines always land on a Friday, honestly 😄", "A joke about deadlines; no request.",
         ["joke", "emoji", "weekend"]),
    case("carol", S, "you're way faster than the support line lol", "A compliment.", ["compliment", "lowercase"]),
    case("dave", S, "sorry, typo'd that last one", "An apology with nothing to redo.", ["apology", "lowercase"]),
    case("alice", S, "ok", "An acknowledgement.", ["acknowledgement", "curt"]),
    case("carol", S, "good morning! first day back after the holidays ☕", "A greeting with chit-chat.",
         ["greeting", "chit_chat", "public_holiday", "emoji"]),
    # --- with a history -----------------------------------------------------------------------------------------------
    case("alice", S, "actually no, leave it — I'll keep them",
         "A retraction while a cancellation waits: small_talk, arguable (action: decline the pending action).",
         ["retraction", "pending_action_context", "arguable", "negation"],
         hist=("cancel 1043", "I can cancel order 1043 (2 × Acme Headset, EUR 158.00). Please confirm.")),
    case("bob", S, "perfect, cheers 👍", "Thanks after an answer.", ["thanks", "emoji", "curt"],
         hist=("is a claim of exactly EUR 1,000 within my limit?", "Yes: line managers approve claims up to EUR 1,000 on their own.")),
    case("carol", S, "ugh. 12 days late. lesson learned I guess", "Frustration after an own refund was explained; no request.",
         ["frustration", "day_after_deadline", "lowercase"],
         hist=("why was R-304 rejected?", "R-304 was requested 26 days after delivery, outside the 14-day window.")),
    case("dave", S, "ha, 1 pm CT is basically lunch for me. fine.", "Chit-chat after a rule answer.",
         ["chit_chat", "time_zone", "lowercase"],
         hist=("what's the overnight cutoff?", "1 p.m. Central Time, Monday to Thursday.")),
    case("alice", S, "thanks, you're a lifesaver. bye!", "Thanks and a farewell.", ["thanks", "farewell", "long_history"],
         hist=("hey", "Hi Alice!", "what's the PTO carry-over?", "Up to 5 days, to be used by 31 March.")),
    case("bob", S, "hm, wait. never mind, it turned up on time in the end",
         "A retraction while a partial refund waits: small_talk, arguable (action: decline it).",
         ["retraction", "pending_action_context", "arguable", "lowercase"],
         hist=("Refund the EUR 12.90 express fee on 1044", "I can request a refund of EUR 12.90 for order 1044. Please confirm.")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "what time is it in Memphis right now?", "A clock question.", ["time_zone", "local_info", "lowercase"]),
    case("bob", O, "is 2028 a leap year?", "General knowledge.", ["general_info", "lowercase"]),
    case("carol", O, "When does daylight saving time end in the US this year?", "General knowledge about clocks.",
         ["time_zone", "general_info"]),
    case("dave", O, "What's the IRS standard mileage rate for 2026?",
         "An IRS figure: out_of_domain, arguable (knowledge: the policy quotes the IRS rate for 2025).",
         ["legal_tax", "arguable", "policy_change"]),
    case("alice", O, "Under EU law, do I have 14 days to withdraw from any online purchase?",
         "Consumer law in general: out_of_domain, arguable (knowledge: the own refund window).",
         ["legal_tax", "arguable", "numbers"]),
    case("bob", O, "what's Amazon's return window over the holidays?", "Another shop.", ["another_shop", "public_holiday", "lowercase"]),
    case("carol", O, "how many weekdays are there between Dec 24 and Jan 2?",
         "Calendar arithmetic: out_of_domain, arguable (knowledge: company holidays in that span).",
         ["math", "arguable", "public_holiday", "lowercase"]),
    case("dave", O, "convert 17:00 CET to Central Time", "A time-zone conversion.", ["time_zone", "curt", "lowercase"]),
    case("alice", O, "write a haiku about missing a deadline by one day", "Creative writing.", ["creative", "lowercase"]),
    case("bob", O, "weather in Rotterdam this weekend?", "Weather.", ["weather", "weekend", "curt"]),
    case("carol", O, "Is Juneteenth a holiday in every state?",
         "US public holidays in general: out_of_domain, arguable (knowledge: Globex observes Juneteenth).",
         ["public_holiday", "general_info", "arguable"]),
    case("dave", O, "how long does Chase take to post a refund if it lands on a weekend?",
         "A bank's own rules.", ["personal_finance", "weekend", "lowercase"]),
    case("alice", O, "What date is Easter Monday in 2027?",
         "A calendar date: out_of_domain, arguable (knowledge: Easter Monday is an observed holiday).",
         ["public_holiday", "general_info", "arguable"]),
    case("bob", O, "what's EUR 240 in dollars today?", "An exchange rate.", ["exchange_rate", "lowercase"]),
    case("carol", O, "translate 'the deadline is tomorrow' into Spanish", "Translation.", ["translation", "lowercase"]),
    # --- with a history -----------------------------------------------------------------------------------------------
    case("dave", O, "what time zone is Phoenix in, and does it even do DST?", "Topic switch to general time zones.",
         ["topic_switch", "time_zone", "abbreviation"],
         hist=("overnight cutoff?", "1 p.m. Central Time, Monday to Thursday.")),
    case("alice", O, "why is it on the 27th anyway? what's the history behind it?", "History of a national holiday.",
         ["topic_switch", "public_holiday", "general_info", "lowercase"],
         hist=("is King's Day a holiday for us?", "Yes: King's Day (27 April) is one of the Dutch public holidays Acme observes.")),
    case("carol", O, "what's the deadline to file in small claims court in Tennessee?", "Law in general.",
         ["legal_tax", "greeting_history", "lowercase"], hist=("hi", "Hi Carol!")),
    case("bob", O, "does PostNL deliver on Sundays?", "A courier's own service.", ["courier_rules", "weekend", "topic_switch"],
         hist=("what's the express fee?", "EUR 12.90, delivery in 1–2 business days.")),
    case("dave", O, "any app you'd recommend so I stop forgetting deadlines?", "A product recommendation.",
         ["product_recommendation", "lowercase"], hist=("thanks", "You're welcome!")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
