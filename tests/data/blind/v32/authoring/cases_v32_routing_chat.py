"""Blind routing set v32 — small_talk (16) and out_of_domain (20) cases, written in the author's own words.

Theme: very short messages. Here greetings, thanks, an emoji, a retraction, frustration with no new request, and
out-of-domain questions that sound like the theme (another shop's cancellation, a parcel of another shop, a number
that looks like an order id, an exchange rate on a corpus price).
"""

from __future__ import annotations

from routing_case_kit_v32 import case

SMALL_TALK = [
    # --- no history ---------------------------------------------------------------------------------------------
    case("alice", "small_talk", "hi", "A greeting.", ["greeting", "curt", "lowercase"]),
    case("bob", "small_talk", "thx!", "Thanks, abbreviated.", ["thanks", "abbreviation", "curt"]),
    case("carol", "small_talk", "👍", "An emoji alone, no history: nothing to act on, an acknowledgement.",
         ["emoji", "acknowledgement"]),
    case("dave", "small_talk", "morning :)", "A greeting with an emoticon.", ["greeting", "emoji", "lowercase"]),
    case("alice", "small_talk", "who are you?", "About the assistant.", ["about_assistant", "curt", "lowercase"]),
    case("bob", "small_talk", "lol", "A laugh.", ["chit_chat", "curt", "lowercase"]),
    case("carol", "small_talk", "bye!", "A farewell.", ["farewell", "curt"]),
    case("dave", "small_talk", "you're a star", "A compliment.", ["compliment", "lowercase"]),
    case("alice", "small_talk", "ugh. mondays", "Frustration with no request.", ["frustration", "lowercase", "curt"]),
    case("bob", "small_talk", "sorry, my bad", "An apology with nothing to act on.", ["apology", "lowercase"]),
    # --- with history -------------------------------------------------------------------------------------------
    case("dave", "small_talk", "no wait", "A retraction while a cancellation waits; arguable (clarify: wait for "
         "what?), as v22 decided for \"wait no, leave it\".",
         ["arguable", "retraction", "pending_action_context", "curt"], (),
         ("cancel 2046", "I can cancel 2046 (HomeVault Drive 4 TB, USD 119.00). Confirm to go ahead.")),
    case("alice", "small_talk", "cool thanks", "Thanks after a status answer.", ["thanks", "lowercase"], (),
         ("status 1042", "Order 1042 shipped on 2026-11-03 with PostNL.")),
    case("carol", "small_talk", "seriously?? 🙄", "Frustration at a rejection, no new request.",
         ["frustration", "emoji", "frustrated"], (),
         ("R-304?", "R-304 was rejected: requested 26 days after delivery, outside the 14-day refund window.")),
    case("bob", "small_talk", "nope, all good", "Declines further help at the end of a thread.",
         ["farewell", "lowercase", "negation"], (),
         ("PTO per year?", "Acme employees get 28 days of PTO per year.", "nice", "Anything else?")),
    case("alice", "small_talk", "ok", "An acknowledgement after an answer.", ["acknowledgement", "curt"], (),
         ("hotel cap paris?", "EUR 240 per night in Paris under the 2025 policy.")),
    case("dave", "small_talk", "haha fair enough", "Reacts to a joke, no request, after a long thread.",
         ["joke", "long_history", "lowercase"], (),
         ("hi", "Hi dave!", "tell me something funny about expense reports",
          "Why did the receipt go to therapy? It felt it was never itemized.", "lol", "Anything else I can help with?")),
]

OUT_OF_DOMAIN = [
    # --- no history ---------------------------------------------------------------------------------------------
    case("alice", "out_of_domain", "capital of peru?", "General knowledge.", ["general_info", "curt", "lowercase"]),
    case("bob", "out_of_domain", "17 x 23", "Arithmetic.", ["math", "numbers", "curt"]),
    case("carol", "out_of_domain", "weather memphis tmrw", "The weather, with an abbreviation.",
         ["weather", "abbreviation", "lowercase"]),
    case("dave", "out_of_domain", "is 2043 prime?", "A number that looks like an order id asked as arithmetic; "
         "arguable (clarify: order 2043?).", ["arguable", "math", "numbers", "lowercase"]),
    case("alice", "out_of_domain", "cancel netflix", "Another service's cancellation; sounds like an action; "
         "arguable (clarify: no such object here).", ["arguable", "another_shop", "curt", "lowercase"]),
    case("bob", "out_of_domain", "amazon return window?", "Another shop's rules.", ["another_shop", "curt",
         "lowercase"]),
    case("carol", "out_of_domain", "translate 'refund' to spanish", "A translation.", ["translation", "lowercase"]),
    case("dave", "out_of_domain", "bitcoin price", "A market price.", ["personal_finance", "curt", "lowercase"]),
    case("alice", "out_of_domain", "haiku abt parcels pls", "A creative request with abbreviations.",
         ["creative", "abbreviation", "lowercase"]),
    case("bob", "out_of_domain", "who won the F1 yesterday", "Sport.", ["sport", "lowercase"]),
    case("carol", "out_of_domain", "my ebay parcel status", "A parcel from another shop: no tool holds it.",
         ["another_shop", "lowercase"]),
    case("dave", "out_of_domain", "ryanair refund how?", "Another company's refunds.", ["another_shop", "curt",
         "lowercase"]),
    case("alice", "out_of_domain", "pancake recipe", "Cooking.", ["general_info", "curt", "lowercase"]),
    case("bob", "out_of_domain", "usps sunday delivery?", "A courier's own service.", ["courier_rules", "curt",
         "lowercase"]),
    case("carol", "out_of_domain", "define ROI", "A general term the corpus does not define.",
         ["general_info", "abbreviation", "curt"]),
    # --- with history -------------------------------------------------------------------------------------------
    case("alice", "out_of_domain", "good pub there?", "After a hotel cap for London: a pub.",
         ["local_info", "reference_resolved", "lowercase"], (),
         ("hotel cap london?", "EUR 240 per night in London.")),
    case("carol", "out_of_domain", "ups phone number?", "After her order's carrier: the courier's own contact; "
         "arguable (knowledge: Globex Customer Support's number).", ["arguable", "courier_rules", "curt"], (),
         ("status 2042", "Order 2042 is in transit with UPS, overnight, tracking 1Z999GBX2042.")),
    case("bob", "out_of_domain", "weather?", "One word after a greeting.", ["weather", "greeting_history", "curt"], (),
         ("hi", "Hi bob! How can I help?")),
    case("dave", "out_of_domain", "cheap flights to cancun?", "Personal travel after PTO answers.",
         ["general_info", "topic_switch", "lowercase"], (),
         ("PTO per year?", "Globex employees accrue 20 days (160 hours) per year.", "and holidays?",
          "Globex observes the company holidays listed in the Holidays and PTO Policy.")),
    case("alice", "out_of_domain", "in dollars?", "An exchange rate on a corpus price; arguable (knowledge: the same "
         "fee, converted).", ["arguable", "exchange_rate", "reference_resolved", "curt"], (),
         ("how much is express?", "Express shipping costs EUR 12.90.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
