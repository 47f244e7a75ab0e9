"""Blind routing set v149, small_talk (16) and out_of_domain (20) cases: month-end sighs, thanks and goodbyes, and
month-end asks that the company's documents and tools do not cover."""

from __future__ import annotations

from routing_case_kit_v149 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "ugh, month end again 😩", "Frustration, no request.", ["lowercase", "frustration", "emoji"]),
    case("bob", S, "thanks, that saves me a headache before the close", "Thanks.", ["lowercase", "thanks"]),
    case("carol", S, "good morning! last day of the month, let's go", "Greeting.", ["lowercase", "greeting"]),
    case("dave", S, "you're faster than our AP team, honestly", "Compliment.", ["lowercase", "compliment", "abbreviation"]),
    case("alice", S, "what's your name, anyway?", "About the assistant.", ["lowercase", "about_assistant"]),
    case("bob", S, "sorry, my approval queue just exploded, give me a sec", "Apology, no request.",
         ["lowercase", "apology"]),
    case("carol", S, "do you ever get a month-end rush too?", "Chit-chat about the assistant.",
         ["lowercase", "chit_chat", "about_assistant"]),
    case("dave", S, "have a good weekend, see you after the close", "Farewell.", ["lowercase", "farewell"]),
    case("carol", S, "lol, my budget ran out before the month did", "A joke.", ["lowercase", "joke", "budget"]),
    case("bob", S, "do you remember what I asked you last month?",
         "About the assistant's memory. Arguable: clarify.", ["lowercase", "about_assistant", "arguable"]),
    # with history
    case("alice", S, "hmm, actually no, leave it as it is",
         "Retraction while an own withdrawal waits. Arguable: action (a decline of the pending action).",
         ["lowercase", "retraction", "pending_action_context", "negation", "arguable"],
         hist=("withdraw EXP-2041", "EXP-2041 can be withdrawn. Confirm?")),
    case("carol", S, "ok cool 👍", "Acknowledgement.", ["lowercase", "acknowledgement", "emoji"],
         hist=("is 2042 delivered?", "2042 is in transit with UPS.")),
    case("dave", S, "figures. the director is never around at month end.", "Frustration, no new request.",
         ["lowercase", "frustration"],
         hist=("EXP-3103 status", "EXP-3103 is submitted and waiting for director approval.")),
    case("bob", S, "perfect, that's all I needed", "Acknowledgement.", ["lowercase", "acknowledgement"],
         hist=("what's the department head's limit?", "Up to EUR 10,000 per claim.")),
    case("carol", S, "great, thank you so much!", "Thanks.", ["lowercase", "thanks"],
         hist=("how many days do I have in ExpenseLink?", "45 days from the expense.")),
    case("alice", S, "give me a minute, my manager is calling about the budget",
         "A pause while an own cancellation waits.", ["lowercase", "pending_action_context", "boss_as_context"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Shall I go ahead?")),
]

OOD = [
    case("alice", O, "how do I set up a recurring reminder on my iPhone for the last friday of the month?",
         "Phone settings.", ["general_info", "date_period"]),
    case("bob", O, "write a polite email nudging my team to submit their expenses before the 30th",
         "Creative writing.", ["lowercase", "creative", "deadline"]),
    case("carol", O, "what's the IRS standard mileage rate for 2027?",
         "A public rate for a year the policy doesn't give. Arguable: knowledge (the policy cites the IRS rate).",
         ["abbreviation", "general_info", "numbers", "arguable"]),
    case("dave", O, "excel formula for the last business day of a month?", "Spreadsheet help.",
         ["lowercase", "general_info"]),
    case("alice", O, "is the 31st of december a bank holiday in belgium?",
         "Another country's public holidays. Arguable: knowledge (the holidays policy).",
         ["lowercase", "local_info", "date_period", "arguable"]),
    case("bob", O, "best budgeting app for a small team?", "Product recommendation.",
         ["lowercase", "product_recommendation", "budget"]),
    case("carol", O, "how do I pay my own quarterly estimated taxes?", "Personal tax.",
         ["lowercase", "legal_tax"]),
    case("dave", O, "convert USD 2,930 to yen at today's rate", "Exchange rate.",
         ["lowercase", "exchange_rate", "numbers"]),
    case("alice", O, "what's 442.50 minus 19 percent", "Arithmetic.", ["lowercase", "math", "numbers"]),
    case("bob", O, "translate 'please submit your expenses by friday' into Dutch", "Translation.",
         ["translation"]),
    case("carol", O, "weather in Boston this weekend?", "Weather.", ["weather", "names"]),
    case("dave", O, "how do big companies get the close down to 5 days? any books you'd recommend?",
         "General practice and books. Arguable: knowledge (the close calendar).",
         ["lowercase", "product_recommendation", "numbers", "arguable"]),
    case("alice", O, "quick dinner recipe? I'm stuck at the office doing the close", "Recipe.",
         ["lowercase", "general_info"]),
    case("carol", O, "can my landlord raise the rent at the end of the month without notice?", "Tenancy law.",
         ["lowercase", "legal_tax", "negation"]),
    case("dave", O, "what time does the post office close on new year's eve?", "Local opening hours.",
         ["lowercase", "local_info"]),
    # with history
    case("alice", O, "does PostNL deliver on saturdays?",
         "Carrier's general service. Arguable: live_tool (the own parcel in the history).",
         ["lowercase", "local_info", "arguable"],
         hist=("where is 1042?", "Order 1042 shipped with PostNL on 3 November.")),
    case("bob", O, "what's the VAT rate in the netherlands on office furniture?", "Tax law.",
         ["lowercase", "legal_tax", "topic_switch", "abbreviation"],
         hist=("what's the PO limit for line managers?", "Up to EUR 5,000 per PO.")),
    case("carol", O, "what's a good neighbourhood to stay in Tokyo?", "Travel tips.",
         ["lowercase", "local_info", "names"],
         hist=("what's the hotel cap in Tokyo?", "USD 325 per night, a high-cost city.")),
    case("dave", O, "what's a good gift for the AP team after the close, under 50 bucks", "Gift idea.",
         ["lowercase", "product_recommendation", "greeting_history", "numbers"], hist=("hi", "Hi dave!")),
    case("alice", O, "how many vacation days are legally required in France?",
         "Another country's law. Arguable: knowledge (the PTO policy).",
         ["lowercase", "legal_tax", "arguable"],
         hist=("how many PTO days do I get?", "28 days per year for full-time employees.")),
]

CASES = SMALL + OOD
