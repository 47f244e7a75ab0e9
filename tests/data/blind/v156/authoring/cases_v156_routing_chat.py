"""Blind routing set v156, small_talk and out_of_domain cases: family chatter around the desk (kids typing, thanks
for a relative, a retraction while an own action waits) and household asks outside the company's documents (baby
names, tax, recipes, car seats, school holidays). Written with `routing_case_kit_v156.case()`."""

from __future__ import annotations

from routing_case_kit_v156 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    case("alice", S, "sorry, my toddler just typed that 😅", "An apology, no request.", ["lowercase", "apology", "emoji"]),
    case("carol", S, "thanks! my mom will be so happy", "Thanks.", ["lowercase", "thanks"]),
    case("dave", S, "haha my kids think you're a robot nanny", "A joke about the assistant.", ["lowercase", "joke"]),
    case("bob", S, "good morning! first day back from paternity leave", "A greeting.", ["greeting", "family_leave"]),
    case("alice", S, "you've been more helpful than my family group chat today", "A compliment.", ["lowercase", "compliment"]),
    case("carol", S, "ugh, family birthdays every week in december.", "Frustration, no request.", ["lowercase", "frustration"]),
    case("dave", S, "bye, school pickup time", "A farewell.", ["lowercase", "farewell", "curt"]),
    case("bob", S, "do you have a family? 😄", "About the assistant.", ["lowercase", "about_assistant", "emoji"]),
    case("alice", S, "are you able to see what my husband asks you on his account?",
         "About the assistant; arguable (knowledge: a privacy rule; refuse: another user's data).",
         ["lowercase", "arguable", "about_assistant", "partner"]),
    case("carol", S, "ok that's everything, have a good weekend", "A farewell.", ["lowercase", "farewell"]),
    # with a history
    case("alice", S, "hold on, the kids are arguing about it, one sec",
         "A pause while an own cancellation waits: no new request.", ["lowercase", "pending_action_context", "chit_chat"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Shall I cancel it? Reply yes to confirm.")),
    case("carol", S, "thank you. it's been a hard week.", "Thanks after the bereavement answer.", ["thanks", "bereavement"],
         hist=("what's bereavement leave?", "Up to 5 days for an immediate family member.")),
    case("dave", S, "no, forget it, my wife says leave it as is",
         "A retraction while an own withdrawal waits; arguable (action: the answer to the confirmation).",
         ["lowercase", "arguable", "retraction", "pending_action_context", "partner"],
         hist=("withdraw EXP-3103", "EXP-3103 can be withdrawn. Shall I withdraw it? Reply yes to confirm.")),
    case("bob", S, "👍 cool, my son will be thrilled", "An acknowledgement.", ["lowercase", "acknowledgement", "emoji"],
         hist=("where's 1044?", "Order 1044 shipped with DHL express on 2026-11-25.")),
    case("alice", S, "perfect, that's all, my niece says hi", "An acknowledgement and goodbye.",
         ["lowercase", "acknowledgement", "long_history"],
         hist=("hi", "Hi!", "what's the gift card validity?", "Acme gift cards are valid for 3 years.")),
    case("carol", S, "just testing if this works from my husband's laptop lol", "Chit-chat about the device.",
         ["lowercase", "chit_chat", "partner", "greeting_history"],
         hist=("hey", "Hi! How can I help?")),
]

OOD = [
    case("alice", O, "what are good names for a baby girl, something Dutch?", "Baby names: general.", ["lowercase", "general_info"]),
    case("carol", O, "is childcare tax-deductible in ohio?", "Tax law.", ["lowercase", "legal_tax"]),
    case("dave", O, "what should I get my father-in-law for his 60th? he likes fishing", "A gift idea.",
         ["lowercase", "product_recommendation", "numbers"]),
    case("bob", O, "how long is statutory maternity leave in the Netherlands by law?",
         "National law, not the company policy; arguable (knowledge: Acme's parental leave follows Dutch law).",
         ["lowercase", "arguable", "legal_tax", "family_leave"]),
    case("alice", O, "translate 'happy birthday grandma' into Polish", "A translation.", ["lowercase", "translation"]),
    case("carol", O, "easy recipe for a kid's birthday cake without eggs", "A recipe.", ["lowercase", "creative", "negation"]),
    case("dave", O, "best family car seat for a 2-year-old?", "A product recommendation.", ["lowercase", "product_recommendation"]),
    case("bob", O, "what are the school holidays in Amsterdam for 2026?", "Local information.", ["lowercase", "local_info", "date_period"]),
    case("alice", O, "write a short poem for my parents' 40th anniversary", "Creative writing.", ["lowercase", "creative"]),
    case("carol", O, "how do I set up parental controls on my son's iPhone?", "General tech help.", ["lowercase", "general_info"]),
    case("dave", O, "do I need to file a joint tax return with my wife?", "Tax law.", ["lowercase", "legal_tax", "partner"]),
    case("bob", O, "what's the weather in Rotterdam this weekend, taking the kids to the zoo", "Weather.", ["lowercase", "weather"]),
    case("alice", O, "how much is 250 EUR in Polish zloty?", "An exchange rate.", ["lowercase", "exchange_rate", "numbers"]),
    case("carol", O, "can a 16 year old get a US passport without both parents there?", "Legal information.",
         ["lowercase", "legal_tax", "negation"]),
    case("dave", O, "which GlobexSync competitor is cheapest for a family?",
         "Other vendors' prices; arguable (knowledge: GlobexSync's own plans).", ["lowercase", "arguable", "product_recommendation",
                                                                                  "household_plan"]),
    # with a history
    case("alice", O, "any tips for moving with two cats and a baby?", "General advice after a leave answer.",
         ["lowercase", "general_info", "topic_switch"],
         hist=("what's the moving-house leave?", "1 day per move, once per calendar year.")),
    case("carol", O, "does UPS deliver on Sundays in Ohio?",
         "A carrier's general service; arguable (live_tool: after an own UPS parcel).",
         ["lowercase", "arguable", "local_info"],
         hist=("is 2042 delivered?", "Order 2042 is in transit with UPS.")),
    case("dave", O, "how do I apply for FMLA with the Department of Labor?",
         "A government procedure; arguable (knowledge: after the company's parental leave).",
         ["arguable", "legal_tax", "abbreviation", "family_leave"],
         hist=("what's parental leave?", "12 weeks paid at 100% for birth and adoptive parents after 6 months of employment.")),
    case("bob", O, "what's a fair allowance for a 10 year old per week?", "Parenting advice.", ["lowercase", "general_info", "numbers"],
         hist=("hi", "Hi! How can I help?")),
    case("carol", O, "how many weeks until Thanksgiving? planning the family dinner", "Date arithmetic.",
         ["math", "local_info", "long_history"],
         hist=("hi", "Hi!", "thanks for the leave info earlier", "You're welcome!")),
]

CASES = SMALL + OOD
