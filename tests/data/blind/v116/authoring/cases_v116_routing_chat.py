"""v116 small_talk and out_of_domain cases: customers chatting, and shopping questions outside both companies."""

from __future__ import annotations

from routing_case_kit_v116 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thanks, that's all I needed!", "thanks", ["thanks"]),
    case("carol", S, "hi there", "greeting", ["greeting", "lowercase"]),
    case("dave", S, "ugh, third time this month a package goes missing.", "frustration with no new request",
         ["frustration", "lowercase"]),
    case("bob", S, "lol ok", "acknowledgement", ["acknowledgement", "curt", "lowercase"]),
    case("carol", S, "are you a real person or a bot?", "about the assistant", ["about_assistant", "lowercase"]),
    case("alice", S, "bye, have a good weekend", "farewell", ["farewell", "lowercase"]),
    case("dave", S, "you're way faster than the support hotline 😄", "compliment", ["compliment", "emoji", "lowercase"]),
    case("bob", S, "sorry, typed that wrong", "apology", ["apology", "lowercase"]),
    case("carol", S, "do you ever get tired of people complaining about shipping?", "about the assistant, a joke",
         ["about_assistant", "joke", "lowercase"]),
    case("alice", S, "good morning! first day using this thing", "greeting", ["greeting", "lowercase"]),
    case("alice", S, "hmm wait, no. let me think about it first",
         "retraction while an own cancellation waits; arguable: action", ["arguable", "retraction",
                                                                          "pending_action_context", "lowercase"],
         hist=("cancel 1043", "Order 1043 (2 x Acme Headset) can be cancelled. Shall I cancel it? Please confirm.")),
    case("carol", S, "cool thx 👍", "acknowledgement", ["acknowledgement", "emoji", "abbreviation", "lowercase"],
         hist=("where's my key 2042?", "Order 2042 is in transit with UPS.")),
    case("dave", S, "meh. still annoyed about that restocking fee but whatever",
         "frustration with no new request; arguable: knowledge (the fee rule)", ["arguable", "frustration",
                                                                               "lowercase"],
         hist=("refund status R-303?", "R-303 is processing: USD 289.15.")),
    case("bob", S, "figures. DHL and me, never friends.", "chit-chat after an own lookup", ["chit_chat", "negation"],
         hist=("is 1044 delivered?", "Order 1044 is shipped with DHL; not delivered yet.")),
    case("carol", S, "got it, thanks!", "thanks", ["thanks"], hist=("how long is the refund window?",
                                                                  "14 days from delivery.")),
    case("alice", S, "how's your day going?", "chit-chat after a greeting", ["chit_chat", "greeting_history",
                                                                           "lowercase"],
         hist=("hey", "Hi Alice!")),
]

OUT = [
    case("alice", O, "what's the best noise-cancelling headset under 200 euros, any brand?", "product recommendation",
         ["product_recommendation", "numbers", "lowercase"]),
    case("dave", O, "how do I reset a Synology NAS to factory settings?", "another vendor's device", ["general_info"]),
    case("carol", O, "is Amazon's return window longer than 30 days?", "a third company's policy",
         ["general_info", "numbers"]),
    case("bob", O, "write a haiku about a late parcel", "creative", ["creative", "lowercase"]),
    case("dave", O, "EUR to USD rate today?", "exchange rate", ["exchange_rate", "abbreviation", "curt"]),
    case("carol", O, "what are my rights under US law if a seller refuses a refund?",
         "consumer law; arguable: knowledge (the own refund policy)", ["arguable", "legal_tax", "abbreviation"]),
    case("alice", O, "consumer law in the Netherlands — how long is the cooling-off period for online purchases?",
         "statutory law; arguable: knowledge (the refund window)", ["arguable", "legal_tax", "lowercase"]),
    case("dave", O, "will it snow in Memphis this week?", "weather", ["weather", "lowercase"]),
    case("bob", O, "translate 'your parcel is delayed' into Spanish", "translation", ["translation", "lowercase"]),
    case("carol", O, "how do I set up a Ring doorbell so porch pirates don't take my packages", "general info",
         ["general_info", "negation", "lowercase"]),
    case("alice", O, "what's 15% of 349?", "math", ["math", "numbers", "curt"]),
    case("dave", O, "best USB-C hub for a MacBook, not the Globex one", "product recommendation",
         ["product_recommendation", "negation", "abbreviation"]),
    case("bob", O, "is there a UPS store near Rotterdam Centraal open on Sunday?", "local info",
         ["local_info", "abbreviation"]),
    case("carol", O, "recommend a good pizza place in Memphis", "local info", ["local_info", "lowercase"]),
    case("alice", O, "is it legal to resell a gift card on eBay?",
         "resale law; arguable: knowledge (gift-card rules)", ["arguable", "legal_tax", "gift_card", "lowercase"]),
    case("alice", O, "how does PostNL's own complaint form work, any tips?", "a carrier's process after an own order",
         ["general_info", "topic_switch", "lowercase"],
         hist=("my dock order 1042 is lost", "Order 1042 shipped 2026-11-03 with PostNL; no movement since. "
               "Refund R-77 is processing.")),
    case("carol", O, "what's a good gift for someone who just bought a NAS?", "product recommendation",
         ["product_recommendation", "topic_switch", "lowercase"], hist=("thanks for checking 2042", "You're welcome!")),
    case("dave", O, "how do I write a polite but firm complaint letter to a landlord", "creative, topic switch",
         ["creative", "topic_switch", "lowercase"],
         hist=("when was 2044 delivered?", "Order 2044 was delivered on 2026-11-06.")),
    case("bob", O, "how much is DHL express to send a parcel to Oslo myself?", "a carrier's price",
         ["general_info", "topic_switch", "abbreviation"],
         hist=("express fee refund rules?", "If an express parcel arrives after the promised date, the EUR 12.90 fee "
               "is refunded in full.")),
    case("carol", O, "what's the time in Tennessee right now?", "local info after a greeting",
         ["local_info", "greeting_history", "lowercase"], hist=("hi", "Hi Carol!")),
]

CASES = SMALL + OUT
