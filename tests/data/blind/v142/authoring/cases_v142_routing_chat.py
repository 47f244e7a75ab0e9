"""v142 routing cases, small_talk (16) and out_of_domain (20): new managers chatting, and management questions the
corpus does not hold. Written with `routing_case_kit_v142.case()`."""

from __future__ import annotations

from routing_case_kit_v142 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("bob", S, "wow, first week managing people and I already miss being an IC 😅", "chit-chat",
         ["chit_chat", "emoji", "new_manager", "abbreviation"]),
    case("alice", S, "thanks, that's exactly what my manager needed", "thanks", ["thanks", "boss_as_context", "lowercase"]),
    case("carol", S, "good morning! new role, new me", "greeting", ["greeting", "new_manager", "lowercase"]),
    case("dave", S, "you're way faster than our old approval process 👍", "compliment", ["compliment", "emoji", "lowercase"]),
    case("bob", S, "ok, got it.", "acknowledgement", ["acknowledgement", "curt", "lowercase"]),
    case("carol", S, "are you a person or a bot?", "about the assistant", ["about_assistant", "lowercase"]),
    case("dave", S, "bye for now, my director's calling", "farewell", ["farewell", "boss_as_context", "lowercase"]),
    case("alice", S, "can you keep what I ask you between us and not tell my manager?",
         "arguable: about the assistant's discretion (knowledge: a privacy or data rule)",
         ["arguable", "about_assistant", "negation", "boss_as_context", "lowercase"]),
    case("carol", S, "managing people is harder than I thought, honestly", "frustration, no request",
         ["frustration", "new_manager", "lowercase"]),
    case("bob", S, "why did the new manager cross the road? to approve the other side 😄", "joke",
         ["joke", "emoji", "lowercase"]),
    # --- with history ---
    case("bob", S, "actually no, leave it, my team wants it after all",
         "arguable: a retraction while an own cancellation waits (action: the answer to the confirmation)",
         ["arguable", "retraction", "pending_action_context", "negation", "lowercase"],
         hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) is received and can be cancelled. Confirm?")),
    case("alice", S, "ugh, ok. thanks anyway", "thanks after a lookup", ["thanks", "frustration", "lowercase"],
         hist=("has my manager approved EXP-2041?", "Not yet: EXP-2041 is still submitted.")),
    case("dave", S, "sorry, my director just walked in, one sec", "apology while an own withdrawal waits",
         ["apology", "pending_action_context", "boss_as_context", "lowercase"],
         hist=("withdraw EXP-3103", "EXP-3103 can be withdrawn. Confirm?")),
    case("carol", S, "perfect, that's all I needed", "acknowledgement", ["acknowledgement", "lowercase"],
         hist=("who approves PTO over 10 days?", "A director approves PTO requests of more than 10 consecutive business days.")),
    case("dave", S, "nothing yet, just trying you out before my team does", "about the assistant, after a greeting",
         ["greeting_history", "about_assistant", "negation", "lowercase"], hist=("hi", "Hi! How can I help?")),
    case("alice", S, "no that's it, have a good one", "farewell", ["farewell", "long_history", "lowercase"],
         hist=("is 1042 delivered?", "Order 1042 has shipped with PostNL; it is not delivered yet.", "ok", "Anything else?")),
]

OOD = [
    case("bob", O, "any good books for first-time managers?", "not in the corpus", ["product_recommendation", "new_manager", "lowercase"]),
    case("carol", O, "how do I give negative feedback without sounding harsh?", "general advice",
         ["general_info", "new_manager", "negation", "lowercase"]),
    case("dave", O, "what's the time difference between Chicago and Tokyo?", "world clock", ["local_info", "lowercase"]),
    case("alice", O, "write a short welcome message for my new manager", "creative writing", ["creative", "boss_as_context", "lowercase"]),
    case("bob", O, "is a manager in the Netherlands legally allowed to read employees' email?",
         "arguable: labour law (knowledge: the data-handling rules)", ["arguable", "legal_tax", "manager_policy_word"]),
    case("carol", O, "how are bonuses taxed in California?", "tax", ["legal_tax", "lowercase"]),
    case("dave", O, "convert USD 2,500 to euros", "exchange rate", ["exchange_rate", "numbers", "lowercase"]),
    case("alice", O, "translate 'your request has been approved' into Dutch", "translation", ["translation", "lowercase"]),
    case("carol", O, "best project management app for a small team?", "product recommendation",
         ["product_recommendation", "lowercase"]),
    case("bob", O, "what's the Dutch statutory notice period for someone with 3 years' service?", "labour law",
         ["legal_tax", "numbers", "lowercase"]),
    case("dave", O, "federal minimum wage in the US right now?", "general information", ["general_info", "curt", "lowercase"]),
    case("carol", O, "how many weeks of FMLA leave do US employees get?",
         "arguable: US law (knowledge: the PTO policy's other leave)", ["arguable", "legal_tax", "abbreviation", "lowercase"]),
    case("alice", O, "good restaurant near Utrecht Centraal for a team lunch?", "local information", ["local_info", "lowercase"]),
    case("dave", O, "what's 4% of 180,000?", "arithmetic", ["math", "numbers", "lowercase"]),
    case("bob", O, "weather in Zurich tomorrow? taking my team there", "weather", ["weather", "lowercase"]),
    # --- with history ---
    case("bob", O, "unrelated, how do I run a good first 1:1?", "topic switch to management advice",
         ["topic_switch", "general_info", "abbreviation", "new_manager", "lowercase"],
         hist=("what's the PO limit for a director?", "A director approves POs up to EUR 25,000.")),
    case("carol", O, "does UPS deliver on saturdays in ohio?",
         "arguable: a carrier's service after an own parcel (live_tool: the parcel itself)",
         ["arguable", "local_info", "topic_switch", "lowercase"], hist=("is 2042 delivered?", "Order 2042 is in transit with UPS.")),
    case("dave", O, "in short, what does GAAP say about accruals?", "accounting standard, not company policy",
         ["general_info", "abbreviation", "topic_switch", "lowercase"],
         hist=("when is the Q4 close?", "The Quarter-End Close Calendar Q4 2026 lists the close timeline.")),
    case("alice", O, "what's a nice gift for a boss who just got promoted?", "gift idea",
         ["product_recommendation", "boss_as_context", "lowercase"], hist=("thanks for the PTO info", "You're welcome!")),
    case("carol", O, "how do other companies usually size spot bonuses?", "outside the corpus",
         ["general_info", "topic_switch", "lowercase"],
         hist=("who approves a USD 600 spot bonus?", "Spot bonuses up to USD 500 need manager approval; up to USD 2,000 a director.")),
]

CASES = SMALL + OOD
