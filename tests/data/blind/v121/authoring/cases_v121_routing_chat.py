"""Blind routing set v121, small_talk (16) and out_of_domain (20) cases: the chat that runs through long threads
(thanks after many turns, a retraction while a cancellation waits, "ugh") and world questions asked beside own orders."""

from __future__ import annotations

from routing_case_kit_v121 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # --- small_talk with history (6) ---
    case("alice", S, "no, leave it, I'll keep the headsets",
         "A retraction while a cancellation waits. Arguable: action (a decision on 1043).",
         ["arguable", "long_history", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Confirm?", "hmm wait", "Sure, take your time.")),
    case("carol", S, "wow this thread got long, thanks for sticking with me 😅", "Thanks at the end of a long thread.",
         ["long_history", "thanks", "emoji", "lowercase"],
         hist=("where's 2042", "In transit with UPS.", "refund for the overnight fee?", "R-302, USD 29.99, processing.",
               "and 2047?", "Packed, not yet shipped.")),
    case("dave", S, "ugh. of course it was.", "Frustration, no new request.", ["frustration", "curt"],
         hist=("EXP-3105 status", "Returned: itemized hotel receipt missing.")),
    case("bob", S, "perfect, cheers", "Thanks.", ["thanks", "acknowledgement", "lowercase"],
         hist=("where's 1044", "Shipped express with DHL.")),
    case("alice", S, "do you remember everything I asked earlier today?",
         "About the assistant. Arguable: knowledge (data retention).", ["arguable", "about_assistant"],
         hist=("what's the refund window", "30 days from delivery.")),
    case("dave", S, "ok she says never mind, we keep it", "A retraction while a cancellation waits.",
         ["long_history", "retraction", "pending_action_context", "lowercase"],
         hist=("cancel 2046", "2046 can be cancelled. Confirm?", "one sec, checking with my wife", "No problem.")),
    # --- small_talk without history (10) ---
    case("carol", S, "good morning!", "Greeting.", ["greeting"]),
    case("bob", S, "sorry, wrong window, ignore that last message", "Apology and retraction.", ["apology", "retraction", "lowercase"]),
    case("alice", S, "you're way faster than the help desk lol", "Compliment.", ["compliment", "lowercase"]),
    case("dave", S, "thanks, that's all for today", "Farewell.", ["farewell", "thanks"]),
    case("carol", S, "are you a bot or a person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("bob", S, "lol ok", "Acknowledgement.", ["acknowledgement", "curt"]),
    case("alice", S, "tell me a joke about expense reports", "A joke.", ["joke", "lowercase"]),
    case("dave", S, "hi again, it's me, back with more questions", "Greeting, no question yet.", ["greeting", "lowercase"]),
    case("carol", S, "never mind all that, it sorted itself out", "Retraction with nothing pending.", ["retraction", "lowercase"]),
    case("alice", S, "thanks for the patience earlier with all my refunds", "Thanks.", ["thanks", "lowercase"]),
    # --- out_of_domain with history (5) ---
    case("carol", O, "does UPS deliver on sundays in new york?",
         "A carrier's general practice, after an own UPS parcel. Arguable: live_tool.",
         ["arguable", "general_info", "topic_switch", "lowercase"],
         hist=("where's my 2042", "In transit with UPS, tracking 1Z999GBX2042.")),
    case("alice", O, "any good cheap restaurants near Gare du Nord?", "Local info after policy answers.",
         ["local_info", "long_history", "topic_switch"],
         hist=("hotel cap for paris?", "It's in the Expense Reimbursement Policy 2025, Hotels section.",
               "and per diem?", "EUR 70 a day for international trips.")),
    case("dave", O, "what's 2,930 USD in yen today?", "Exchange rate.", ["exchange_rate", "numbers", "topic_switch"],
         hist=("EXP-3103 status", "Submitted.")),
    case("bob", O, "what's a good gift for a 10 year old under 50 euros?", "Product recommendation.",
         ["product_recommendation", "numbers", "lowercase"],
         hist=("my gift card order 1046", "Received, cancellable.")),
    case("carol", O, "how many vacation days are US employers legally required to give?",
         "Law, not company policy. Arguable: knowledge.", ["arguable", "legal_tax", "long_history"],
         hist=("PTO carryover?", "Capped per the Holidays and PTO Policy.", "ok", "Anything else?")),
    # --- out_of_domain without history (15) ---
    case("alice", O, "translate 'my parcel is lost' into Dutch", "Translation.", ["translation"]),
    case("dave", O, "what's the weather in Tokyo next week?", "Weather.", ["weather"]),
    case("bob", O, "best noise cancelling headphones for flights?", "Product recommendation.", ["product_recommendation", "lowercase"]),
    case("carol", O, "how do I file US state taxes if I moved mid-year?", "Tax.", ["legal_tax", "abbreviation"]),
    case("alice", O, "what's 17% of 442.50?", "Math.", ["math", "numbers"]),
    case("dave", O, "recommend a sci-fi book for a 14 hour flight", "Recommendation.", ["product_recommendation", "numbers", "lowercase"]),
    case("bob", O, "write a short poem about lost parcels", "Creative.", ["creative", "lowercase"]),
    case("carol", O, "time difference between boston and amsterdam?", "General info.", ["general_info", "lowercase"]),
    case("alice", O, "is Brussels Midi safe at night?", "Local info.", ["local_info"]),
    case("dave", O, "how does a 401k match usually work?", "General finance. Arguable: knowledge (benefits).",
         ["arguable", "legal_tax", "numbers"]),
    case("bob", O, "who won the champions league last year?", "General info.", ["general_info", "lowercase"]),
    case("carol", O, "explain the difference between a Roth IRA and a traditional IRA", "Tax.", ["legal_tax", "abbreviation"]),
    case("alice", O, "how do I get a refund from KLM for a cancelled flight?",
         "Another company's refund. Arguable: knowledge (refunds).", ["arguable", "general_info"]),
    case("dave", O, "what's the capital of Australia", "General info.", ["general_info", "lowercase"]),
    case("bob", O, "how long does it take to drive Amsterdam to Paris?", "Local info.", ["local_info"]),
]
