"""Blind routing set v73, small_talk (16) and out_of_domain (20) cases that sound like the theme.

Small talk: jokes about the policies, thanks for a quote, frustration with a clause and no new request, a retraction
while an action waits. Out of domain: clauses, rates and terms in general — the IRS rate for another year, a force
majeure clause, Dutch warranty law, Latin 'pro rata', GAAP accruals — none of them in the tenant's documents.
"""

from __future__ import annotations

from routing_case_kit_v73 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # --- no history (10) ---
    case("alice", S, "lol the refund policy is longer than my lease", "A joke about a document, no request.",
         ["joke", "lowercase"]),
    case("bob", S, "thanks, that quote was exactly what I needed", "Thanks.", ["thanks", "lowercase"]),
    case("carol", S, "ugh this policy. 14 days. FOURTEEN. 🙄",
         "Frustration with no new request. Arguable: knowledge (the refund window).",
         ["frustration", "emoji", "arguable"]),
    case("dave", S, "you quote policy faster than our controller 😄", "A compliment.", ["compliment", "emoji", "lowercase"]),
    case("alice", S, "good morning! ☕", "A greeting.", ["greeting", "emoji"]),
    case("bob", S, "do you actually read the documents or just guess?", "About the assistant.",
         ["about_assistant", "lowercase"]),
    case("carol", S, "nvm, I misread the clause. my bad", "An apology, no request.", ["apology", "lowercase"]),
    case("dave", S, "bye, off to fight with ExpenseLink", "A farewell.", ["farewell", "lowercase"]),
    case("alice", S, "who wrote these policies, a lawyer poet?", "A joke.", ["joke", "lowercase"]),
    case("carol", S, "are you the one that memorised every policy here?", "About the assistant.",
         ["about_assistant", "lowercase"]),
    # --- with history (6) ---
    case("bob", S, "haha 3h59 it is then", "A joke on the quoted 4-hour rule.", ["joke", "follow_up", "lowercase"], (),
         ("what's the rail rule?",
          "Take the train when the scheduled rail journey is 4 hours or less, e.g. Amsterdam–Paris.")),
    case("carol", S, "cool, thanks!", "Thanks after a look-up.", ["thanks", "acknowledgement"], (),
         ("can I still cancel 2043?", "Yes: order 2043 is confirmed and cancellable within the 1-hour window.")),
    case("dave", S, "wait no — leave it, I reread the policy and I still want the drive",
         "A retraction while an own cancellation waits. Arguable: action (declining the pending cancellation).",
         ["retraction", "pending_action_context", "arguable", "negation"], (),
         ("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB, pending). Please confirm.")),
    case("alice", S, "wow, inflation is real 😅", "Chit-chat after two policy answers.",
         ["chit_chat", "emoji", "long_history"], (),
         ("what's the hotel cap in Paris?", "EUR 240 per night in Paris under the 2025 policy.", "and in 2023?",
          "EUR 150 flat under the 2023 policy, which is superseded.")),
    case("carol", S, "nice, that's better than my last job ngl", "Chit-chat.", ["chit_chat", "lowercase", "abbreviation"],
         (), ("the FAQ says 401(k) match is 100% of the first 4%?", "Yes, vested immediately.")),
    case("bob", S, "you're a lifesaver, genuinely", "A compliment.", ["compliment", "lowercase"], (),
         ("how many PTO days?", "28 days per calendar year, plus public holidays.")),
]

OOD = [
    # --- no history (15) ---
    case("alice", O, "What does 'pro rata' mean in Latin?",
         "A translation of a term. Arguable: knowledge (the PTO policy uses pro-rata).",
         ["translation", "general_info", "arguable"]),
    case("bob", O, "Explain what a force majeure clause usually says in contracts.", "Contract law in general.",
         ["legal_tax", "general_info"]),
    case("carol", O, "What does the IRS standard mileage rate for 2026 look like?",
         "The IRS rate for a year the policy does not cite. Arguable: knowledge (the policy quotes the 2025 rate).",
         ["legal_tax", "arguable", "date_period"]),
    case("dave", O, "what does GAAP say about accruing unbilled expenses?", "Accounting standards in general.",
         ["legal_tax", "lowercase", "abbreviation"]),
    case("alice", O, "Translate 'return merchandise authorization' into Dutch", "A translation.", ["translation"]),
    case("bob", O, "In Dutch law, how long is the statutory warranty on electronics?",
         "Consumer law. Arguable: knowledge (the refund policy mentions a two-year statutory warranty).",
         ["legal_tax", "arguable"]),
    case("carol", O, "What's the exact California Civil Code section number for gift card cash-outs?",
         "A statute, not the policy's example.", ["legal_tax"]),
    case("dave", O, "write a haiku about expense receipts", "Creative writing.", ["creative", "lowercase"]),
    case("alice", O, "what's the weather in Brussels tomorrow", "Weather.", ["weather", "lowercase"]),
    case("carol", O, "how does 401(k) vesting work at most companies?",
         "Retirement plans in general. Arguable: knowledge (the FAQ's match clause).",
         ["personal_finance", "general_info", "arguable", "lowercase"]),
    case("dave", O, "Is AES-256 safe against quantum computers?", "General security knowledge.", ["general_info"]),
    case("bob", O, "What's a good noise cancelling headset for running?", "A product recommendation for oneself.",
         ["product_recommendation"]),
    case("alice", O, "How do I write a complaint letter to my landlord citing the rental contract clause?",
         "A private contract, not a company document.", ["personal", "legal_tax"]),
    case("carol", O, "what time is it in Tokyo now", "Local info.", ["local_info", "lowercase"]),
    case("dave", O, "what's 15% of 349 minus 7.50?", "Arithmetic.", ["math", "lowercase", "numbers"]),
    # --- with history (5) ---
    case("bob", O, "what's the best beer hall near Cologne station?", "Local info after a travel answer.",
         ["local_info", "topic_switch"], (),
         ("what does the travel policy say about Amsterdam–Cologne?",
          "Take the train: the scheduled rail journey is 4 hours or less.")),
    case("carol", O, "how many minutes of downtime per month is 99.95% in general? like for any service",
         "Arithmetic in general. Arguable: knowledge (the SLA clause).", ["math", "arguable", "follow_up", "lowercase"],
         (), ("what's our uptime SLA?", "99.95% monthly for GlobexSync Business and Enterprise.")),
    case("dave", O, "ok and for my personal road trip next month, should I buy it?", "Personal finance after a policy answer.",
         ["personal_finance", "follow_up", "lowercase"], (),
         ("the policy says decline the CDW in the US?",
          "Yes: decline the rental company's collision damage waiver in the United States; Globex's corporate insurance "
          "covers it.")),
    case("alice", O, "what's the origin of the word 'merchandise'?", "Etymology after a glossary answer.",
         ["general_info", "greeting_history", "long_history"], (),
         ("hi", "Hi Alice!", "what does RMA stand for?",
          "Return merchandise authorization: the number a customer needs before sending a product back.")),
    case("carol", O, "what's the Acela's top speed?", "Trivia after a rail answer.", ["general_info", "follow_up"], (),
         ("does the policy mention Amtrak?", "Amtrak is preferred for trips under 300 miles in the Northeast Corridor.")),
]

CASES = SMALL + OOD
