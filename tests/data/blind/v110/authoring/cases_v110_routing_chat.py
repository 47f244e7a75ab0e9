"""Blind routing set v110, small_talk (16) and out_of_domain (20) cases: chat about marathons, toddlers and Mondays,
and questions from the edges of the domain — other shops' return rules, carriers, taxes, labour law, recipes, dogs,
pub quizzes — some of them right after a real ask about the own company."""

from __future__ import annotations

from routing_case_kit_v110 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    # --- no history -------------------------------------------------------------------------------------------
    case("alice", S, "just finished my first half marathon!! legs are jelly 😅", "Personal news, no request.",
         ["chit_chat", "hobby_context", "emoji"]),
    case("bob", S, "do you have a favourite football club?", "About the assistant.", ["about_assistant", "hobby_context", "lowercase"]),
    case("carol", S, "thanks, that saved my evening. off to yoga", "Thanks and a farewell.", ["thanks", "hobby_context", "lowercase"]),
    case("dave", S, "good morning! coffee #3 already lol", "A greeting.", ["greeting", "lowercase"]),
    case("alice", S, "you're honestly better than our old intranet search", "A compliment.", ["compliment", "lowercase"]),
    case("carol", S, "sorry, my toddler typed that last message", "An apology.", ["apology", "family_context", "lowercase"]),
    case("dave", S, "are you the same bot Globex uses on the customer website?",
         "Arguable: knowledge (a fact about Globex's services) — but it asks about the assistant itself.",
         ["arguable", "about_assistant", "lowercase"]),
    case("bob", S, "ok bye, weekend mode on 🚴", "A farewell.", ["farewell", "hobby_context", "emoji", "lowercase"]),
    case("alice", S, "tell me a joke about accountants",
         "Arguable: out_of_domain (a creative request) — but a joke is the kind of chat small talk covers.",
         ["arguable", "joke", "lowercase"]),
    case("carol", S, "ugh, Mondays.", "Frustration with no request.", ["frustration", "curt"]),
    # --- with history -----------------------------------------------------------------------------------------
    case("bob", S, "wait no, leave it — my nephew changed his mind again",
         "Arguable: action (a retraction touches the pending cancellation) — but nothing new is asked: small talk.",
         ["arguable", "retraction", "pending_action_context", "family_context", "lowercase"],
         hist=("cancel 1046", "I can cancel order 1046 (Acme gift card EUR 50). Please confirm.")),
    case("dave", S, "cool, thanks. my brother will be thrilled", "Thanks after a lookup of own 2041.",
         ["thanks", "family_context", "lowercase"],
         hist=("is 2041 here yet?", "Order 2041 is in transit with USPS.")),
    case("carol", S, "perfect 👍", "An acknowledgement.", ["acknowledgement", "emoji", "curt"],
         hist=("what's the per diem in Boston?", "Boston is a high-cost city; the Expense Reimbursement Policy 2025 gives its per diem.")),
    case("alice", S, "yay, that pays for the cinema tonight", "An acknowledgement after own EXP-2044.",
         ["acknowledgement", "hobby_context", "lowercase"],
         hist=("was my mileage claim EXP-2044 paid?", "Yes, EXP-2044 (EUR 58.40) was paid.")),
    case("dave", S, "ok, that's all for today, thanks a lot", "A farewell after two lookups.",
         ["farewell", "thanks", "long_history", "lowercase"],
         hist=("my Tokyo claim EXP-3103?", "EXP-3103 is submitted and waits for director approval.",
               "and R-303?", "R-303 is processing.")),
    case("bob", S, "fair enough, worth a try 😄", "An acknowledgement after an out-of-domain refusal.",
         ["acknowledgement", "emoji", "lowercase"],
         hist=("what's the weather going to be in Paris next week?", "That's outside what I can help with.")),
]

OOD = [
    # --- no history -------------------------------------------------------------------------------------------
    case("alice", O, "how long does Bol.com give you to return stuff?", "Another shop's return policy.",
         ["other_shop", "lowercase"]),
    case("carol", O, "what's Amazon's return policy for opened electronics?", "Another shop's policy.", ["other_shop"]),
    case("dave", O, "best running shoes for flat feet under $150?", "A product recommendation for a hobby.",
         ["product_recommendation", "hobby", "numbers"]),
    case("bob", O, "recipe for stroopwafels that doesn't need a special iron", "A recipe.", ["cooking", "hobby", "negation", "lowercase"]),
    case("carol", O, "how do I file my state taxes if I moved from Ohio to New Jersey mid-year?", "Personal taxes.",
         ["legal_tax", "personal_life", "lowercase"]),
    case("alice", O, "what's the capital of Australia? pub quiz tonight", "General knowledge.", ["general_info", "hobby", "lowercase"]),
    case("dave", O, "convert 350 USD to euros for my vacation", "An exchange rate.", ["exchange_rate", "numbers", "lowercase"]),
    case("bob", O, "is a Synology NAS better than a QNAP for a home media server?", "Other companies' products, a hobby setup.",
         ["product_recommendation", "other_company", "hobby"]),
    case("dave", O, "how many vacation days does US law require employers to give?",
         "Arguable: knowledge (PTO is a policy topic) — but it asks the law, not Globex's policy.",
         ["arguable", "neighbouring_law", "legal_tax", "lowercase"]),
    case("alice", O, "where can I watch the Ajax game tonight in Amsterdam?", "Local info for a hobby.",
         ["local_info", "hobby", "lowercase"]),
    case("bob", O, "does PostNL deliver on Saturdays?",
         "Arguable: knowledge (the shipping policy names PostNL) — but it asks the carrier's general service.",
         ["arguable", "carrier_general", "lowercase"]),
    case("alice", O, "my IKEA order is late, who do I call?",
         "Arguable: live_tool (\"my order is late\") — but it is another shop's order.",
         ["arguable", "other_shop", "lowercase"]),
    case("dave", O, "write a short poem for my wife's 40th", "A creative request.", ["creative", "family_context", "lowercase"]),
    case("carol", O, "what time does the UPS store on Main Street close today?", "Local info about a carrier's shop.",
         ["local_info", "other_company", "lowercase"]),
    case("bob", O, "how do I renew my Dutch driving licence?", "Personal admin.", ["general_info", "personal_life", "lowercase"]),
    # --- with history -----------------------------------------------------------------------------------------
    case("carol", O, "and a good sushi place near Union Square?", "Local info after a policy answer.",
         ["local_info", "topic_switch", "lowercase"],
         hist=("what's the hotel cap in San Francisco?", "San Francisco is a high-cost city; the Travel Policy gives its nightly cap.")),
    case("alice", O, "nice. fastest way from Brussels-Midi to the Atomium?", "Local directions after an own claim lookup.",
         ["local_info", "topic_switch", "lowercase"],
         hist=("is my Brussels claim in?", "EXP-2041 is submitted.")),
    case("dave", O, "should I put my savings in index funds or crypto?",
         "Arguable: knowledge (follows a 401(k) answer) — but personal investment advice is outside the corpus.",
         ["arguable", "financial_advice", "topic_switch", "lowercase"],
         hist=("how much is the 401(k) match?", "The Employee FAQ gives Globex's 401(k) match.")),
    case("bob", O, "what does DHL charge to send a parcel to Canada myself?", "A carrier's private rates after an own order.",
         ["other_company", "topic_switch", "lowercase"],
         hist=("where's 1044?", "Order 1044 (Acme Cam) was shipped by DHL express.")),
    case("alice", O, "which breeds are ok in a small flat?", "Pets, after small talk.",
         ["pets", "personal_life", "long_history", "lowercase"],
         hist=("hi", "Hi! How can I help?", "thinking of getting a dog", "Lovely! Anything I can help with today?")),
]

CASES = SMALL + OOD
