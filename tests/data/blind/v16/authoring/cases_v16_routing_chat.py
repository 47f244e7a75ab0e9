"""Blind routing set v16, small_talk (16) and out_of_domain (20) cases: what else people type in an ordinary week.

Small talk: greetings, thanks, farewells, retractions, frustration, a joke. Out of domain: things that look
work-related but lie outside the company's documents (the weather at a trip destination, general tax law, a
competitor's product, coding help, a visa), and plain trivia. Written with `routing_case_kit_v16.case()`.
"""

from __future__ import annotations

from routing_case_kit_v16 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    case("alice", S, "morning!! ☕", "A greeting, nothing asked.", ["greeting", "emoji", "curt"]),
    case("carol", S, "thx, that helped a lot", "Thanks.", ["thanks", "lowercase", "abbreviation"]),
    case("dave", S, "ok cool", "An acknowledgement after an answer.", ["acknowledgement", "curt", "lowercase"],
         hist=("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck of each month.")),
    case("bob", S, "have a good weekend all", "A farewell.", ["farewell", "lowercase"]),
    case("carol", S, "are you a real person or a bot?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("dave", S, "perfect, thanks a ton!", "Thanks after an own look-up.", ["thanks"],
         hist=("status of 2041?", "Order 2041 (2 x Globex Key) is in_transit with USPS.")),
    case("alice", S, "sorry, wrong chat, ignore that", "Retracting one's own message is small talk (v1).",
         ["retraction", "lowercase"],
         hist=("what's the PTO carry-over?", "Up to 5 unused days carry over and must be used by 31 March.")),
    case("bob", S, "lol the coffee machine on 3 is broken again", "Chit-chat with no request.",
         ["lowercase", "chit_chat"]),
    case("carol", S, "you're actually pretty useful, nice job", "A compliment.", ["compliment", "lowercase"]),
    case("dave", S, "that's not what I asked. whatever.",
         "Frustration with no new request (v3). Arguable: clarify.", ["frustration", "arguable"],
         hist=("what's the per diem in canada?",
               "USD 75 per day: travel within the US and Canada counts as domestic.")),
    case("alice", S, "goedemorgen! alles goed?", "A greeting in Dutch, not a translation request.",
         ["greeting", "non_english"]),
    case("bob", S, "tell me a joke about expense reports",
         "Jokes are small talk (v1). Arguable: out_of_domain (creative).", ["joke", "shares_corpus_words", "arguable"]),
    case("carol", S, "nvm, all good", "Withdrawing the request after a look-up; nothing new is asked.",
         ["retraction", "abbreviation", "lowercase"],
         hist=("can you check 2043", "Order 2043 (HomeVault Drive 4 TB) is confirmed and can still be canceled.")),
    case("dave", S, "happy friday!! almost there", "A greeting.", ["greeting", "lowercase"]),
    case("alice", S, "oops sorry for spamming you today 😅", "An apology.", ["apology", "emoji", "lowercase"]),
    case("bob", S, "brilliant, cheers, that's all for now", "Thanks and farewell after an answer.",
         ["thanks", "farewell"],
         hist=("When do I need to submit the TR-1 for Paris?", "At least 14 days before departure for an international trip.")),
]

OOD = [
    case("carol", O, "nice. whats the weather gonna be like there next week?",
         "The weather at a trip destination the history named.", ["weather", "lowercase", "reference_resolved"],
         hist=("is tokyo a high cost city for hotels?", "Yes: the hotel cap in Tokyo is USD 325 per night.")),
    case("dave", O, "what's the 2026 standard deduction for married filing jointly", "General tax law.",
         ["legal_tax", "lowercase", "numbers"]),
    case("alice", O, "how do i remove duplicates from a list in python", "Coding help.", ["coding", "lowercase"]),
    case("bob", O, "how does Microsoft Teams pricing compare to Slack for a team of 50?",
         "A competitor's product pricing. Arguable: knowledge (the product overview has Acme Workspace prices).",
         ["competitor_product", "numbers", "arguable"]),
    case("carol", O, "dropbox or google drive, which is better for family photos", "A consumer product choice.",
         ["competitor_product", "lowercase", "personal"]),
    case("carol", O, "convert 868.50 USD to CAD pls", "An exchange rate.", ["exchange_rate", "lowercase", "numbers"]),
    case("alice", O, "can you translate 'your refund has been processed' into german for me",
         "Translation, though the phrase shares words with the refund policy.",
         ["translation", "lowercase", "shares_corpus_words"]),
    case("bob", O, "any good restaurants near Rotterdam Centraal for a team dinner?",
         "Local info for a city the corpus names.", ["local_info", "shares_corpus_words"]),
    case("dave", O, "excel q: how do i sum a column only where the date is in november?", "Spreadsheet help.",
         ["coding", "lowercase", "abbreviation"]),
    case("dave", O, "random q, who won the world series this year?", "Sports.", ["sports", "lowercase"],
         hist=("thanks for the help earlier", "Happy to help!")),
    case("alice", O, "my kid has a fever of 39, should i be worried?", "Medical advice.",
         ["medical", "lowercase", "numbers"]),
    case("bob", O, "Write a short poem for Sanne's farewell card", "Creative writing.", ["creative", "names"]),
    case("carol", O, "is it smarter to max out an HSA or a roth IRA first?",
         "Personal finance, though HSA is in the glossary.", ["personal_finance", "shares_corpus_words",
                                                              "abbreviation"]),
    case("dave", O, "how's the S&P doing today", "Stock market.", ["stock_price", "lowercase"]),
    case("alice", O, "what time is it in Zurich right now", "World clock for a city the corpus names.",
         ["local_info", "shares_corpus_words", "lowercase"]),
    case("bob", O, "Can you explain how reciprocal rank fusion works in search engines?",
         "A general technical question (v3).", ["technical"]),
    case("carol", O, "regex for a us zip code?", "Coding help.", ["coding", "lowercase", "curt"]),
    case("dave", O, "thx. also do I need a visa for Japan as a US citizen?",
         "Visa rules: travel advice no document covers. Arguable: knowledge (the travel policy is near).",
         ["travel_tips", "abbreviation", "arguable"],
         hist=("how long before an international trip does the TA-100 need to go in?",
               "At least 21 days before departure, and international trips also need a Global Security check.")),
    case("alice", O, "cool. how far is Amsterdam to Utrecht by car, roughly?",
         "A distance is general knowledge, even when it feeds a mileage claim.",
         ["trivia", "lowercase", "reference_resolved"],
         hist=("what's the mileage rate?", "EUR 0.35 per km under the Expense Reimbursement Policy 2025.")),
    case("bob", O, "We're off to Lisbon for a team offsite in March and half the team has never been. I've read the "
         "travel policy bits already, so: which neighbourhoods should we stay in and what's worth seeing?",
         "A long message that mentions the policy but asks only for travel tips.",
         ["travel_tips", "long", "greeting_history"],
         hist=("Good morning", "Good morning Bob! How can I help?")),
]

CASES = SMALL + OOD
