"""v82 routing cases, small_talk (16) and out_of_domain (20): the talk of managers and their teams — new team leads,
approval queues, jokes about approvers — and management questions the corpus does not cover (feedback, reviews,
labour law, raises in general, offsites, workflows in other tools).

Written from DESIGN.md's route definitions and the sample corpus only (see ../README_routing.md).
"""

from __future__ import annotations

from routing_case_kit_v82 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("carol", S, "hi! first week as a team lead 😅", "A greeting with news, no request.", ["greeting", "emoji"]),
    case("alice", S, "thanks, that's exactly what my manager wanted", "Thanks.", ["thanks", "lowercase"]),
    case("bob", S, "ugh, 14 approvals in my queue and it's only monday", "Frustration with no request.",
         ["frustration", "lowercase"]),
    case("alice", S, "lol managers and their spreadsheets", "A joke.", ["joke", "lowercase"]),
    case("dave", S, "ok got it 👍", "Acknowledgement.", ["acknowledgement", "emoji"]),
    case("carol", S, "you're quicker than my approver haha", "A compliment.", ["compliment", "lowercase"]),
    case("bob", S, "can you approve my vacation? kidding 😄",
         "A joke, withdrawn in the same message; arguable: clarify (an approval with nothing named).",
         ["joke", "arguable", "emoji"]),
    case("alice", S, "can you see what my manager asks you?",
         "About the assistant; arguable: knowledge (a privacy question the corpus does not answer).",
         ["about_assistant", "arguable", "lowercase"]),
    case("dave", S, "off to back-to-back 1:1s, bye!", "Farewell.", ["farewell", "lowercase"]),
    case("carol", S, "sorry, that was meant for my team chat", "An apology for a stray message.", ["apology", "lowercase"]),
    case("bob", S, "wait no — leave it, my director just approved it",
         "A retraction while an own action waits; arguable: action (the pending withdrawal is cancelled).",
         ["retraction", "pending_action_context", "arguable"],
         hist=("withdraw EXP-2043", "I'll withdraw EXP-2043 (Paris conference, EUR 1,340.00). Please confirm.")),
    case("alice", S, "perfect, thank you!", "Thanks after an answer.", ["thanks", "politeness"],
         hist=("who approves my travel request?", "Your line manager approves the TR-1 in TravelDesk.")),
    case("dave", S, "great, you just saved my team lead a lot of emails 😄", "A compliment after an answer.",
         ["compliment", "emoji"],
         hist=("last day to submit 2026 expenses?", "December 18, 2026, in ExpenseLink; Accounts Payable sends reminders on December 1 and 14.")),
    case("carol", S, "figures. my manager will love this 🙄", "Frustration after an answer, no new request.",
         ["frustration", "emoji", "lowercase"],
         hist=("why was R-304 rejected?", "R-304 was rejected: it was requested 26 days after delivery, outside the 14-day refund window.")),
    case("bob", S, "nice, have a good one", "Farewell after a long history.", ["farewell", "long_history", "lowercase"],
         hist=("good morning", "Good morning, Bob!", "what's my PO limit?", "Line managers approve POs up to EUR 5,000.")),
    case("alice", S, "haha good to know who to bring coffee to ☕", "A joke after an answer.", ["joke", "emoji"],
         hist=("is it true managers can approve up to EUR 1,000?", "Yes — line managers approve expense claims up to EUR 1,000; above that Finance checks too.")),
]

OUT_OF_DOMAIN = [
    case("bob", O, "how do I give tough feedback to a report who keeps missing deadlines?",
         "Management advice the corpus does not cover.", ["general_info", "management_advice", "lowercase"]),
    case("carol", O, "write me a short performance review for a solid but quiet engineer", "Creative writing.",
         ["creative", "lowercase"]),
    case("dave", O, "is overtime required for salaried managers under US federal law?", "Labour law in general.",
         ["legal_tax"]),
    case("alice", O, "best book on becoming a first-time manager?", "A recommendation.", ["product_recommendation", "lowercase"]),
    case("dave", O, "convert USD 2,500 to EUR at today's rate",
         "An exchange rate; arguable: knowledge (USD 2,500 is the manager's claim limit).", ["exchange_rate", "arguable", "numbers"]),
    case("bob", O, "team offsite ideas near Rotterdam for 8 people?", "Local information.", ["local_info", "lowercase"]),
    case("alice", O, "what's a normal raise in the Netherlands this year?", "General pay information.",
         ["general_info", "lowercase"]),
    case("carol", O, "icebreaker questions for a monday standup pls", "Creative.", ["creative", "abbreviation"]),
    case("dave", O, "how do I set up an approval workflow in Jira?", "Another tool.", ["general_info", "another_tool"]),
    case("alice", O, "weather in Boston next week? going to a customer with my team lead", "Weather.", ["weather", "lowercase"]),
    case("carol", O, "translate 'your request has been approved' into Spanish", "Translation.", ["translation"]),
    case("alice", O, "birthday card message for my manager, something funny", "Creative.", ["creative", "lowercase"]),
    case("dave", O, "what is the Peter principle?", "General knowledge.", ["general_info"]),
    case("carol", O, "how many direct reports is too many for one manager?", "General management knowledge.",
         ["general_info", "management_advice", "lowercase"]),
    case("alice", O, "what's 3.5% of 412,000?", "Arithmetic.", ["math", "numbers"]),
    case("carol", O, "unrelated but how do I get my manager to actually read my emails lol", "Workplace advice.",
         ["management_advice", "topic_switch", "lowercase"],
         hist=("my manager returned my claim", "A returned claim goes back to you in ExpenseLink to fix and resubmit.")),
    case("dave", O, "what's the IRS mileage rate for 2026 btw?",
         "The IRS's own rate; arguable: knowledge (the policy cites the 2025 IRS rate).",
         ["legal_tax", "arguable", "topic_switch"],
         hist=("who approves claims above USD 2,500?", "The director approves them too, as second approver.")),
    case("bob", O, "thx. also is Dutch law ok with a manager refusing holiday in summer?",
         "Labour law in general; arguable: knowledge (the own PTO policy).", ["legal_tax", "arguable", "abbreviation"],
         hist=("PTO for 17 days in a row — who approves?", "More than 15 consecutive business days need the department head as well.")),
    case("alice", O, "any tips for a first salary negotiation with a new boss?", "Personal career advice.",
         ["personal_finance", "greeting_history", "lowercase"], hist=("hi", "Hi Alice!")),
    case("alice", O, "how do I write a polite reminder email to him? he's ignoring me", "Writing help.",
         ["creative", "reference_resolved", "lowercase"],
         hist=("who approves my TR-1?", "Your line manager approves the TR-1 in TravelDesk.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
