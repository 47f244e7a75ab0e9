"""v145 small_talk (16) and out_of_domain (20) cases: first-day chatter, and life-around-the-new-job questions the
company's documents do not cover."""

from __future__ import annotations

from routing_case_kit_v145 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # --- small_talk without history (10) ---
    case("alice", S, "hi! it's my first day 🎉", "a greeting", ["lowercase", "greeting", "emoji"]),
    case("carol", S, "thanks, that saved me from bugging my buddy again", "thanks", ["lowercase", "thanks"]),
    case("dave", S, "are you a bot or someone from IT?", "about the assistant", ["lowercase", "about_assistant"]),
    case("bob", S, "ugh, four new starters this week and zero laptops", "frustration with no request", ["lowercase", "frustration", "numbers"]),
    case("alice", S, "lol I've already forgotten everyone's name", "chit-chat", ["lowercase", "chit_chat"]),
    case("carol", S, "do you ever get tired of onboarding questions? 😄", "about the assistant, a joke", ["lowercase", "about_assistant", "emoji"]),
    case("dave", S, "good morning, day 2 here", "a greeting", ["lowercase", "greeting", "numbers"]),
    case("bob", S, "can you keep what I ask you private from my new hires?",
         "arguable: about the assistant (knowledge could be argued: a privacy rule)", ["arguable", "lowercase", "about_assistant"]),
    case("alice", S, "you're more helpful than the onboarding deck tbh", "a compliment", ["lowercase", "compliment", "abbreviation"]),
    case("carol", S, "ok, see you tomorrow!", "farewell", ["lowercase", "farewell"]),
    # --- small_talk with history (6) ---
    case("alice", S, "actually no, never mind, keep it",
         "arguable: a retraction while a cancellation waits (action could be argued: it answers the confirmation)",
         ["arguable", "lowercase", "retraction", "pending_action_context", "negation"], (),
         ("cancel 1043", "Order 1043 can be cancelled. Shall I cancel it?")),
    case("dave", S, "perfect, thank you!", "thanks after an answer", ["lowercase", "thanks"], (),
         ("what's the hotel cap in Chicago?", "USD 225 per night.")),
    case("carol", S, "cool 👍", "acknowledgement", ["lowercase", "acknowledgement", "emoji"], (),
         ("where's 2047?", "Order 2047 is packed.")),
    case("bob", S, "got it, cheers", "acknowledgement", ["lowercase", "acknowledgement"], (),
         ("how much can I approve?", "Line managers approve claims up to EUR 1,000.")),
    case("carol", S, "you're a lifesaver, honestly", "thanks / compliment", ["lowercase", "compliment"], (),
         ("sorry I keep asking the same thing", "No problem at all!")),
    case("dave", S, "sorry, my buddy just pulled me into a meeting, give me a sec", "an apology while an own withdrawal waits",
         ["lowercase", "apology", "pending_action_context"], (),
         ("withdraw EXP-3103", "EXP-3103 can be withdrawn. Shall I withdraw it?")),
    # --- out_of_domain without history (15) ---
    case("alice", O, "what's a good icebreaker for my first team lunch?", "general advice", ["lowercase", "general_info"]),
    case("carol", O, "fastest commute from Jersey City to midtown by train?", "local info", ["lowercase", "local_info"]),
    case("dave", O, "how does rolling over a 401(k) from my old employer work with the IRS?",
         "arguable: tax and plan rules outside the corpus (knowledge could be argued: the FAQ names the 401(k))",
         ["arguable", "lowercase", "legal_tax", "abbreviation"]),
    case("bob", O, "tips for a good first 1:1 with a new report?", "general management advice", ["lowercase", "general_info", "abbreviation"]),
    case("alice", O, "how do I open a Dutch bank account as an expat? need it for my salary",
         "arguable: banking, not company policy (knowledge could be argued: salary payment)", ["arguable", "lowercase", "general_info"]),
    case("carol", O, "which ergonomic chair under 300 dollars do you recommend for WFH?", "product recommendation",
         ["lowercase", "product_recommendation", "numbers"]),
    case("dave", O, "what's the weather in Boston tomorrow? first week commute", "weather", ["lowercase", "weather"]),
    case("alice", O, "translate 'welcome to the team' into Dutch for a card", "translation", ["lowercase", "translation"]),
    case("bob", O, "write a short welcome poem for our new hire", "creative writing", ["lowercase", "creative"]),
    case("carol", O, "how much is USD 50 in euros today?", "exchange rate", ["lowercase", "exchange_rate", "numbers"]),
    case("dave", O, "is a mechanical keyboard worth it for spreadsheets?", "product recommendation", ["lowercase", "product_recommendation"]),
    case("alice", O, "do I need a BSN before my first payday in the Netherlands?",
         "arguable: Dutch registration rules (knowledge could be argued: payroll onboarding)", ["arguable", "legal_tax", "abbreviation"]),
    case("carol", O, "what's 6.15 times 26?",
         "arguable: plain arithmetic (knowledge could be argued: the numbers are the PTO accrual)", ["arguable", "lowercase", "math", "numbers"]),
    case("bob", O, "best coffee near Amsterdam Zuid for a welcome coffee with my new hire?", "local info", ["lowercase", "local_info"]),
    case("dave", O, "how do I set up direct deposit with Chase?", "a bank's procedure", ["lowercase", "general_info"]),
    # --- out_of_domain with history (5) ---
    case("alice", O, "what monitor would you buy with that?", "product recommendation after a stipend answer",
         ["lowercase", "product_recommendation", "topic_switch"], (),
         ("what's the WFH stipend?", "EUR 300 once, paid with your first salary.")),
    case("carol", O, "what's open in Manhattan on Juneteenth?", "local info after a holidays answer", ["local_info", "topic_switch"], (),
         ("when are the company holidays?", "Globex observes 10 paid US holidays, including Juneteenth, plus 1 floating holiday.")),
    case("dave", O, "which airport lounge at O'Hare is best?", "local info after a VPN answer", ["lowercase", "local_info", "topic_switch"], (),
         ("do I need the VPN on airport wifi?", "Yes, always on airport Wi-Fi.")),
    case("bob", O, "how do I say 'good luck on your first day' in Polish? new hire is from Warsaw", "translation after a greeting",
         ["lowercase", "translation", "greeting_history"], (), ("hi", "Hi Bob!")),
    case("carol", O, "should I pick a Roth or a traditional 401(k)?", "personal finance after a plan answer",
         ["lowercase", "legal_tax", "abbreviation"], (),
         ("what's the 401(k) match?", "100% of the first 4% of salary, vested immediately.")),
]
