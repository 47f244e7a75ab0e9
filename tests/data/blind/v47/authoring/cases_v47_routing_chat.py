"""v47 small_talk (16, 6 with a history) and out_of_domain (20, 5 with a history) cases: texting shorthand as chat,
and abbreviations from outside the companies' domain.
"""

from __future__ import annotations

from routing_case_kit_v47 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # --- small_talk, no history (10) ---
    case("bob", S, "thx!!", "Thanks.", ["thanks", "texting_shorthand", "curt"]),
    case("carol", S, "ty, ttyl 👋", "Farewell in shorthand.", ["farewell", "texting_shorthand", "emoji"]),
    case("bob", S, "gm ☕", "Greeting.", ["greeting", "texting_shorthand", "emoji"]),
    case("dave", S, "lol ok", "Acknowledgement.", ["acknowledgement", "texting_shorthand"]),
    case("alice", S, "omg ur a lifesaver 🙏", "Compliment.", ["compliment", "texting_shorthand", "emoji"]),
    case("carol", S, "brb, meeting", "Chit-chat.", ["chit_chat", "texting_shorthand", "curt"]),
    case("bob", S, "ugh mondays amirite", "Chit-chat.", ["chit_chat", "texting_shorthand", "lowercase"]),
    case("dave", S, "r u a bot or a real person", "About the assistant.", ["about_assistant", "texting_shorthand"]),
    case("alice", S, "how come u know all our TLAs lol", "About the assistant, a joke about acronyms.",
         ["about_assistant", "joke", "undefined_abbreviation"]),
    case("carol", S, "sry for all the typos, on my phone", "Apology.", ["apology", "texting_shorthand"]),
    # --- small_talk, with history (6) ---
    case("bob", S, "actually nvm, keep it",
         "Retraction while a cancellation waits: small talk. Arguable: action (declines the pending action).",
         ["retraction", "pending_action_context", "texting_shorthand", "arguable"],
         hist=("cancel 1046", "I can cancel order 1046 (Acme gift card EUR 50). Please confirm.")),
    case("alice", S, "k thx", "Acknowledgement after a look-up.", ["acknowledgement", "texting_shorthand", "curt"],
         hist=("where's 1042?", "Order 1042 is shipped with PostNL.")),
    case("dave", S, "sweet, ty! 🍣", "Thanks.", ["thanks", "emoji", "texting_shorthand"],
         hist=("what's the per diem for Tokyo?", "USD 95 per day; 75% on the first and last day.")),
    case("carol", S, "smh. whatever.", "Frustration with no new request.", ["frustration", "texting_shorthand"],
         hist=("why was R-304 rejected?", "It was requested 26 days after delivery, outside the 14-day window.")),
    case("bob", S, "lol of course it is. ok cya", "Farewell.", ["farewell", "joke", "texting_shorthand"],
         hist=("TR-1 lead time intl?", "At least 14 days before departure.")),
    case("alice", S, "haha ok I'm fluent in acronym now 🤓", "Joke.", ["joke", "emoji", "long_history"],
         hist=("what's OOO?", "Out of office.", "and WFH?", "Working from home.", "and T&E?",
               "Travel and expenses.")),
    # --- out_of_domain, no history (15) ---
    case("alice", O, "what does ASAP stand for exactly, is it rude in an email?", "General language.",
         ["general_info", "abbreviation"]),
    case("carol", O, "wat does IANAL mean", "General internet slang.", ["general_info", "undefined_abbreviation", "typo"]),
    case("bob", O, "best VPN for my personal laptop for streaming?", "Consumer product.",
         ["product_recommendation", "abbreviation"]),
    case("dave", O, "what's the IRS 401(k) contribution limit for 2027?",
         "Tax law, not Globex's plan. Arguable: knowledge (401(k) is in the FAQ).", ["legal_tax", "arguable"]),
    case("alice", O, "EUR to USD rate rn?", "Exchange rate.", ["exchange_rate", "texting_shorthand"]),
    case("carol", O, "write a limerick about T&E pls", "Creative.", ["creative", "abbreviation"]),
    case("bob", O, "how long's the flight AMS to LHR roughly", "General travel info.", ["general_info", "abbreviation"]),
    case("dave", O, "where's the S&P at rn", "Markets.", ["personal_finance", "abbreviation"]),
    case("bob", O, "when is NASA's next moon launch?", "General info.", ["general_info", "abbreviation"]),
    case("carol", O, "translate 'OOO until Mon' into Spanish", "Translation.", ["translation", "abbreviation"]),
    case("bob", O, "HDMI 2.1 vs DP 1.4 for gaming?", "Consumer tech.", ["product_recommendation", "abbreviation"]),
    case("dave", O, "HSA vs FSA for my family, which is better?",
         "Personal finance. Arguable: knowledge (HSA is in globex's glossary).", ["personal_finance", "arguable"]),
    case("alice", O, "weather in AMS tmrw?", "Weather.", ["weather", "texting_shorthand"]),
    case("carol", O, "what does SMH mean, my kid keeps texting it", "General slang.", ["general_info", "abbreviation"]),
    case("dave", O, "how many miles is NYC to BOS by road",
         "A distance. Arguable: knowledge (the Amtrak <300-mile rule).", ["general_info", "abbreviation", "arguable"]),
    # --- out_of_domain, with history (5) ---
    case("alice", O, "ok and how many km is AMS to Utrecht roughly?", "A distance after the mileage rate.",
         ["general_info", "topic_switch"], hist=("what's the mileage rate?", "EUR 0.35 per km.")),
    case("carol", O, "unrelated but whats a normal APR on a personal credit card?", "Personal finance.",
         ["personal_finance", "topic_switch", "abbreviation"],
         hist=("what's a P-card?", "A company purchasing card for purchases of USD 2,500 or less.")),
    case("bob", O, "what's the time diff CET vs PST?", "Time zones.", ["time_zone", "abbreviation", "greeting_history"],
         hist=("hi", "Hi Bob!")),
    case("dave", O, "what does GAAP say about accruing bonuses?",
         "Accounting standards. Arguable: knowledge (the close calendar's accrual threshold).",
         ["legal_tax", "abbreviation", "arguable"],
         hist=("when's BD10?", "January 15, 2027: final close, ledger locked.")),
    case("alice", O, "what's a good app for learning Dutch abbreviations like 'bijv.'?", "Product recommendation.",
         ["product_recommendation", "long_history"],
         hist=("thx for the PTO info", "You're welcome!", "one more thing", "Sure.")),
]
