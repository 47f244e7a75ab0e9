"""Blind routing set v146, small_talk (16) and out_of_domain (20) cases: the talk around buying for colleagues.

Small talk: thanks, greetings, frustration, apologies, questions about the assistant, a retraction while an own action
waits. Out of domain: gift ideas, cards, wrapping, florists, team lunches, tax on gifts, exchange rates and the like,
which the company documents do not cover.
"""

from __future__ import annotations

from routing_case_kit_v146 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thanks, the new starters will be thrilled", "Thanks with no request.", ["lowercase", "thanks"]),
    case("bob", S, "ugh, buying for eight people is worse than herding cats", "Frustration, no request.",
         ["lowercase", "frustration", "numbers"]),
    case("carol", S, "hi, office manager here 👋", "A greeting.", ["lowercase", "greeting", "emoji"]),
    case("dave", S, "are you the same bot the procurement team uses?",
         "Arguable (knowledge): a question about the assistant, not about policy.",
         ["lowercase", "arguable", "about_assistant"]),
    case("alice", S, "lol my colleagues think I'm their personal shopper now", "Chit-chat.", ["lowercase", "chit_chat"]),
    case("bob", S, "sorry for all the questions, first week as team lead", "Apology.", ["lowercase", "apology"]),
    case("carol", S, "you're a lifesaver 🙏", "Compliment.", ["lowercase", "compliment", "emoji"]),
    case("dave", S, "tell me a joke about expense reports", "A joke request.", ["lowercase", "joke"]),
    case("carol", S, "do you ever get tired of people ordering stuff for each other?", "About the assistant.",
         ["lowercase", "about_assistant"]),
    case("alice", S, "bye, off to wrap the presents", "Farewell.", ["lowercase", "farewell"]),
    # --- with history (6) ---
    case("dave", S, "hmm wait, the intern might still want it — leave it for now",
         "Arguable (action): a retraction while an own cancellation waits; nothing is to be done.",
         ["lowercase", "arguable", "retraction", "pending_action_context"],
         hist=("cancel 2046", "Order 2046 is pending and can be canceled. Shall I cancel it?")),
    case("alice", S, "great, thanks! she'll be so happy", "Thanks after an own lookup.",
         ["lowercase", "thanks", "acknowledgement"],
         hist=("is 1042 out?", "Yes, order 1042 shipped on 3 November with PostNL.")),
    case("bob", S, "one sec, my boss just walked in", "A pause while an own withdrawal waits.",
         ["lowercase", "acknowledgement", "pending_action_context", "boss_as_context"],
         hist=("withdraw EXP-2043", "EXP-2043 is submitted and can be withdrawn. Confirm?")),
    case("carol", S, "ok 👍", "Acknowledgement.", ["lowercase", "acknowledgement", "emoji", "curt"],
         hist=("refund window?", "Globex refunds are possible within 14 days of delivery.")),
    case("dave", S, "sigh. the joys of booking for five people.",
         "Arguable (clarify): frustration after own lookups, with no new request.",
         ["lowercase", "arguable", "frustration", "long_history"],
         hist=("status of EXP-3103?", "EXP-3103 is submitted.", "and EXP-3105?",
               "EXP-3105 was returned: the itemized hotel receipt is missing.")),
    case("bob", S, "could you be my team's full-time shopping assistant? 😄", "A joke about the assistant.",
         ["lowercase", "joke", "greeting_history"], hist=("hi", "Hi Bob, how can I help?")),
]

OOD = [
    case("alice", O, "ideas for a farewell gift for a colleague, under 30 euros?", "Gift ideas: not in the corpus.",
         ["lowercase", "product_recommendation", "numbers"]),
    case("bob", O, "write a short poem for a colleague's birthday card", "Creative writing.", ["lowercase", "creative"]),
    case("carol", O, "how do I split a $312 dinner bill across 9 people with an 18% tip?", "Arithmetic.",
         ["lowercase", "math", "numbers"]),
    case("dave", O, "best ergonomic chair for someone working from home?", "Product recommendation.",
         ["lowercase", "product_recommendation"]),
    case("alice", O, "translate 'welcome to the team' into Polish for the new starter's card", "Translation.",
         ["lowercase", "translation"]),
    case("bob", O, "is a gift to an employee taxable in the Netherlands?",
         "Arguable (knowledge): tax law, not company policy.", ["arguable", "legal_tax"]),
    case("carol", O, "what's the weather in Memphis this week? worried about the team's delivery", "Weather.",
         ["lowercase", "weather"]),
    case("dave", O, "cheapest florist near Union Square that delivers same day?", "Local info.",
         ["lowercase", "local_info"]),
    case("alice", O, "how do I wrap an oddly shaped present nicely?", "General how-to.", ["lowercase", "general_info"]),
    case("carol", O, "what's a normal secret santa budget for a team of 10?", "General info.",
         ["lowercase", "general_info", "numbers"]),
    case("bob", O, "EUR to GBP rate today? buying for the London team", "Exchange rate.",
         ["abbreviation", "exchange_rate", "buying_for_others"]),
    case("dave", O, "do I need to issue a 1099 to the freelancer I paid for the team offsite photos?",
         "Arguable (knowledge): US tax law, not company policy.", ["lowercase", "arguable", "legal_tax", "numbers"]),
    case("alice", O, "good restaurants near Rotterdam Centraal for a team lunch of 12?", "Local info.",
         ["lowercase", "local_info", "numbers"]),
    case("carol", O, "how do Amazon Business accounts work for small teams?", "General info about another service.",
         ["lowercase", "general_info"]),
    case("bob", O, "which noise-cancelling headphones work best in an open-plan office?", "Product recommendation.",
         ["lowercase", "product_recommendation"]),
    # --- with history (5) ---
    case("dave", O, "does USPS deliver on Saturdays in Texas?",
         "Arguable (live_tool): after an own USPS parcel, but a carrier's general schedule.",
         ["lowercase", "arguable", "local_info"],
         hist=("where's 2041?", "Order 2041 is in transit with USPS, tracking 9400GBX2041.")),
    case("alice", O, "what's a nice welcome-lunch idea for two new starters?", "General info after thanks.",
         ["lowercase", "general_info", "topic_switch"],
         hist=("thanks for checking 1043", "You're welcome!")),
    case("carol", O, "what's a good team-building activity in Manhattan for 6 people?", "Local info after a policy answer.",
         ["lowercase", "local_info", "topic_switch"],
         hist=("what's the per diem in NYC?", "USD 75 per day for travel within the US.")),
    case("bob", O, "how do you politely tell a colleague to stop asking you to order stuff for them?", "General advice.",
         ["lowercase", "general_info", "greeting_history"], hist=("hi", "Hi Bob, how can I help?")),
    case("dave", O, "what's the tipping custom in Japan for the team dinner?", "Local custom after policy answers.",
         ["lowercase", "local_info", "topic_switch"],
         hist=("hotel cap in Tokyo?", "USD 325 per night: Tokyo is a high-cost city.")),
]

CASES = SMALL + OOD
