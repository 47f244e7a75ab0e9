"""Blind routing set v15: the small_talk (16) and out_of_domain (20) cases, written by the v15 author in their own
words.

Small talk: greetings, thanks, farewells, questions about the assistant, acknowledgements, retractions and chat from
managers and their teams that asks nothing. Out of domain: management coaching no document covers, general knowledge,
local tips, money and health advice, coding, writing help.
"""

from __future__ import annotations

from routing_case_kit_v15 import case

SMALL_TALK = [
    case("bob", "small_talk", "morning! survived the 1:1 marathon", "A greeting with chat; nothing asked.",
         ["greeting", "lowercase"]),
    case("alice", "small_talk", "thanks, that's exactly what I needed", "Thanks after an answer.",
         ["thanks"], hist=("what's the WFH stipend?", "New employees receive a one-time WFH stipend of EUR 300.")),
    case("carol", "small_talk", "ugh, being team lead is exhausting some days", "Venting; nothing asked.",
         ["frustration", "lowercase"]),
    case("dave", "small_talk", "you're faster than our AP team lol", "A compliment and a joke.",
         ["compliment", "joke", "lowercase"]),
    case("bob", "small_talk", "what can you actually do for me as a manager?", "About the assistant.",
         ["about_assistant"]),
    case("alice", "small_talk", "haha fair, was just testing you", "Acknowledges a refusal; nothing new asked.",
         ["acknowledgement", "after_refusal"],
         hist=("approve EXP-2045 for bob", "I can't approve other people's claims.")),
    case("carol", "small_talk", "bye, off on leave! see you in 2 weeks", "A farewell.", ["farewell", "numbers"]),
    case("dave", "small_talk", "are you a person or a bot?", "About the assistant.", ["about_assistant"]),
    case("bob", "small_talk", "got it, cheers", "Thanks after a rule answer.", ["thanks", "acknowledgement", "curt"],
         hist=("what's the delegation rule when I'm away?",
               "Away for more than 3 business days: delegate your approvals to a manager of the same or higher "
               "level.")),
    case("alice", "small_talk", "sorry, wrong window, ignore that", "Retracting one's own message.",
         ["retraction", "apology"]),
    case("carol", "small_talk", "that's not what I asked. never mind",
         "Frustration with no new request. Arguable (clarify).", ["frustration", "arguable"],
         hist=("how many PTO hours carry over?", "Up to 80 hours carry over into the next year.")),
    case("bob", "small_talk", "why do approvals always pile up on a friday afternoon 😅",
         "A rhetorical joke that shares the corpus's words.", ["joke", "shares_corpus_words", "emoji"]),
    case("dave", "small_talk", "buenos días!", "A greeting in another language.", ["greeting", "non_english"]),
    case("alice", "small_talk", "happy King's Day everyone 🧡", "A holiday wish; shares a holiday name.",
         ["greeting", "shares_corpus_words", "emoji"]),
    case("bob", "small_talk", "ok ok, I'll ask her myself. thanks anyway", "Acknowledges a refusal.",
         ["acknowledgement", "after_refusal", "thanks"],
         hist=("show me alice's claims", "I can't show other people's records.")),
    case("carol", "small_talk", "just got promoted to team lead!! 🎉", "Sharing news; nothing asked.",
         ["chatty", "emoji"]),
]

OUT_OF_DOMAIN = [
    case("bob", "out_of_domain",
         "tips for telling a report their work isn't good enough without crushing them?",
         "Management coaching no document covers. Arguable (knowledge would abstain).",
         ["management_advice", "team_member", "lowercase", "arguable"]),
    case("carol", "out_of_domain", "can you recommend a good book for first-time managers?", "A book tip.",
         ["entertainment", "management_advice"]),
    case("dave", "out_of_domain", "what's the federal overtime salary threshold under the FLSA for 2027?",
         "Federal labour law, not company policy. Arguable (knowledge: an in-domain overtime question).",
         ["legal_tax", "overtime", "arguable"]),
    case("alice", "out_of_domain", "convert 442.50 euros to dollars", "An exchange rate.",
         ["exchange_rate", "numbers", "curt"]),
    case("bob", "out_of_domain", "write a haiku about approval limits", "Creative writing.",
         ["creative", "shares_corpus_words"]),
    case("carol", "out_of_domain", "whats the weather in Boston tomorrow, I'm flying out", "Weather.",
         ["weather", "lowercase", "typo"]),
    case("dave", "out_of_domain", "pandas: how do I sum a column grouped by month?", "Coding.", ["coding"]),
    case("alice", "out_of_domain", "best restaurants near Brussels Central for a team dinner?", "Local tips.",
         ["local_info", "team_member"]),
    case("bob", "out_of_domain", "how much is 3.5% of 412,000?", "Arithmetic.", ["math", "numbers"]),
    case("carol", "out_of_domain", "who won the super bowl last year", "Sports.", ["sports", "lowercase"]),
    case("dave", "out_of_domain", "should I put more into my Roth IRA or pay off my car loan first?",
         "Personal finance advice.", ["personal_finance"]),
    case("alice", "out_of_domain", "translate 'I'll be out of office until Monday' into German", "Translation.",
         ["translation", "shares_corpus_words"]),
    case("bob", "out_of_domain", "good team-building activity for 8 people in Amsterdam? budget is tight",
         "Local tips for a team outing.", ["local_info", "team_member", "numbers"]),
    case("carol", "out_of_domain", "my kid has a fever of 39, should I take her to the doctor?",
         "Medical advice (sick leave is in domain, this is not).", ["medical", "numbers"]),
    case("dave", "out_of_domain", "what's Globex's stock price today?", "A stock price.",
         ["stock_price", "shares_corpus_words"]),
    case("bob", "out_of_domain", "nice. what's worth seeing in Paris on a free evening?",
         "Travel tips after a rail rule.", ["travel_tips", "topic_switch"],
         hist=("what's the rail rule for Amsterdam–Paris?",
               "You must take the train when the rail journey is 4 hours or less, as it is for Amsterdam–Paris.")),
    case("alice", "out_of_domain", "cool — how do I make a good risotto?", "Cooking after a PTO answer.",
         ["cooking", "topic_switch"],
         hist=("how many PTO days do I get?", "28 days per calendar year for full-time employees.")),
    case("carol", "out_of_domain", "what's the time difference between New York and Tokyo?",
         "World clock, after a travel answer.", ["trivia", "topic_switch"],
         hist=("what's the TA-100 lead time for international trips?", "At least 21 days before departure.")),
    case("dave", "out_of_domain", "explain how a 401k rollover works when I change jobs",
         "Retirement-plan rules in general; the FAQ only gives the match. Arguable (knowledge).",
         ["personal_finance", "abbreviation", "greeting_history", "arguable"],
         hist=("hi", "Hi Dave!")),
    case("bob", "out_of_domain", "how should I word a message telling him no for the summer, politely?",
         "Writing help on a people topic no document covers. Arguable (small_talk or knowledge).",
         ["creative", "management_advice", "reference_resolved", "arguable"],
         hist=("can I approve a 15 day PTO request?",
               "Up to 15 consecutive business days the line manager approves; longer requests also need the "
               "department head.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
