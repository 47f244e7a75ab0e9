"""v69 routing cases, small_talk (16) and out_of_domain (20): talk round the refunds, orders and claims with no new
request, and questions that sound like them but concern other shops, carriers, banks and the world.

Written blind: from DESIGN.md's route definitions, the sample corpus and the demo tool data only.
"""

from __future__ import annotations

from routing_case_kit_v69 import case

S, O = "small_talk", "out_of_domain"

SMALL_TALK = [
    case("alice", S, "hi 👋", "A greeting.", ["greeting", "emoji"]),
    case("bob", S, "thanks, that's all", "Thanks and a close.", ["thanks", "farewell"]),
    case("carol", S, "you're a lot faster than the support line lol", "A compliment.", ["compliment", "lowercase"]),
    case("dave", S, "who built you?", "About the assistant.", ["about_assistant"]),
    case("alice", S, "ugh, this week.", "Frustration with no request.", ["frustration", "curt"]),
    case("bob", S, "good night!", "A farewell.", ["farewell"]),
    case("carol", S, "are you a bot or a person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("dave", S, "haha ok you win", "Chit-chat with no request.", ["chit_chat", "lowercase"]),
    case("alice", S, "if my refund were a parcel it'd be lost too 😅",
         "A joke about refunds, no request.", ["joke", "emoji", "same_topic_as_tool"]),
    case("bob", S, "sorry, typo, ignore that", "An apology.", ["apology", "curt"]),
    # with a history
    case("carol", S, "wait no, keep it. never mind",
         "A retraction while an own cancellation waits. Arguable: action (declining the pending action).",
         ["retraction", "pending_action_context", "negation", "arguable"],
         hist=("cancel 2043", "Order 2043 (HomeVault Drive 4 TB) can be cancelled. Confirm?")),
    case("dave", S, "ok cool 👍", "An acknowledgement of an own refund's status.", ["acknowledgement", "emoji"],
         hist=("R-303?", "R-303 is processing: USD 289.15.")),
    case("alice", S, "thanks, you're a star", "Thanks and a compliment.", ["thanks", "compliment"],
         hist=("where's 1042?", "Order 1042 was shipped on 2026-11-03 with PostNL.")),
    case("bob", S, "figures. typical.", "Frustration at a refused change, no new request.",
         ["frustration", "curt"],
         hist=("cancel 1044", "Order 1044 has shipped and can no longer be cancelled; you can refuse the delivery "
               "or return it within 30 days.")),
    case("carol", S, "oof. ok, good to know", "An acknowledgement of a rule.", ["acknowledgement", "lowercase"],
         hist=("what's the restocking fee?", "15% of the item price on opened electronics, unless defective.")),
    case("dave", S, "bye for now", "A farewell.", ["farewell", "long_history"],
         hist=("hi", "Hi Dave!", "is 2041 out for delivery?", "Order 2041 is in transit with USPS.")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "how do I get my money back from an airline for a cancelled flight?",
         "Another company's refunds.", ["another_shop", "same_topic_as_policy"]),
    case("bob", O, "what does EU law say about returning things bought online?",
         "Consumer law in general. Arguable: knowledge (the own refund window).", ["legal_tax", "arguable"]),
    case("carol", O, "does UPS deliver on Sundays?", "A carrier's own service.", ["courier_rules"]),
    case("dave", O, "how do I dispute a charge with my bank?", "Personal banking.", ["personal_finance"]),
    case("alice", O, "translate 'refund' into German", "A translation.", ["translation", "curt"]),
    case("bob", O, "recommend a good 4K monitor for my home office", "A product recommendation.",
         ["product_recommendation"]),
    case("carol", O, "write me a limerick about a lost package", "Creative writing.", ["creative", "lowercase"]),
    case("dave", O, "what's 15% of 349?",
         "Arithmetic. Arguable: knowledge (the restocking fee on a HomeVault).", ["math", "numbers", "arguable"]),
    case("alice", O, "weather in Rotterdam tomorrow?", "The weather.", ["weather", "curt"]),
    case("bob", O, "how do I cancel my Netflix subscription?", "Another company's cancellation.",
         ["another_shop", "same_topic_as_policy"]),
    case("carol", O, "what's Amazon's return window?", "Another shop's policy.", ["another_shop"]),
    case("dave", O, "best credit card for cashback?", "Personal finance.", ["personal_finance", "curt"]),
    case("alice", O, "is it legal for a shop in the Netherlands to refuse to refund a gift card?",
         "Consumer law in general. Arguable: knowledge (the own gift-card exception).", ["legal_tax", "arguable"]),
    case("bob", O, "track my DHL parcel from eBay, number JD01460099",
         "A parcel from another shop.", ["another_shop", "courier_rules"]),
    case("carol", O, "how long does a US passport renewal take?", "General information.", ["general_info"]),
    # with a history
    case("dave", O, "how many miles is it from Memphis to Nashville?", "Geography after a rule question.",
         ["general_info", "topic_switch"], hist=("what's the mileage rate?", "USD 0.70 per mile.")),
    case("alice", O, "and what about my bol.com order? they won't take it back",
         "Another shop's return, after the own policy.", ["another_shop", "follow_up", "negation"],
         hist=("what's the refund policy?", "Refunds within 30 days of delivery.")),
    case("bob", O, "what's a good pizza place near Rotterdam Centraal?", "Local information.",
         ["local_info", "greeting_history"], hist=("hi", "Hi Bob!")),
    case("carol", O, "how much is 29.99 in euros?", "An exchange rate.", ["exchange_rate", "numbers"],
         hist=("R-302 status?", "R-302 is processing: USD 29.99.")),
    case("dave", O, "what are the post office's opening hours on Saturday?", "A carrier's own hours.",
         ["courier_rules", "local_info"],
         hist=("where's 2041?", "Order 2041 is in transit with USPS, tracking 9400GBX2041.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
