"""Blind routing set v112, small_talk (16) and out_of_domain (20) cases: newcomers' chat and their questions from outside work."""

from __future__ import annotations

from routing_case_kit_v112 import case

S, O = "small_talk", "out_of_domain"
SMALL = [
    case("alice", S, "hi! it's my first day 😅", "Greeting.", ["greeting", "emoji", "newcomer"]),
    case("carol", S, "thanks, that really helps a new person", "Thanks.", ["thanks", "lowercase"]),
    case("dave", S, "sorry for all the dumb questions, still learning", "Apology.", ["apology", "lowercase"]),
    case("bob", S, "are you a bot or a person in IT?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("alice", S, "what can you even do? nobody explained you to me",
         "Arguable (knowledge): a question about the assistant, not the company.", ["arguable", "about_assistant", "negation"]),
    case("carol", S, "ok cool", "Acknowledgement.", ["acknowledgement", "curt"]),
    case("dave", S, "good morning from the new guy on the finance team", "Greeting.", ["greeting", "newcomer"]),
    case("bob", S, "lol this onboarding week is a lot", "Chit-chat.", ["chit_chat", "lowercase"]),
    case("alice", S, "bye, heading to my intro lunch", "Farewell.", ["farewell", "lowercase"]),
    case("carol", S, "you're way more patient than the wiki", "Compliment.", ["compliment", "lowercase"]),
    # with a history
    case("dave", S, "hmm wait, no, don't — let me ask my lead first",
         "Arguable (action / clarify): a retraction while an own cancellation waits.", ["arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 2046", "Order 2046 can be cancelled. Shall I go ahead?")),
    case("alice", S, "nice, more than at my last job 😄", "Acknowledgement.", ["acknowledgement", "emoji"],
         hist=("how many PTO days a year?", "28 days per calendar year, on top of public holidays.")),
    case("bob", S, "great, thanks!", "Thanks after an own lookup.", ["thanks", "curt"],
         hist=("where's 1044?", "Order 1044 shipped on 2026-11-25 with DHL, tracking JD014600ACM1044.")),
    case("carol", S, "ugh. nobody told me the window was that short.", "Frustration with no new request.", ["frustration", "negation"],
         hist=("why was R-304 rejected?", "It was requested 26 days after delivery, outside the 14-day window.")),
    case("dave", S, "got it, thanks — you're better than my onboarding buddy", "Thanks and a compliment.", ["thanks", "compliment", "long_history"],
         hist=("what's EOD at Globex?", "5 p.m. Eastern Time.", "and ET is?", "Eastern Time, used for all Globex deadlines.")),
    case("alice", S, "haha do you ever get tired of new people?", "Joke.", ["joke", "greeting_history"],
         hist=("hi, first week", "Welcome, Alice!")),
]
OOD = [
    case("alice", O, "what's a nice lunch spot near Amsterdam Centraal for my first team lunch?", "Local info.", ["local_info", "newcomer"]),
    case("carol", O, "how do I open a checking account in the US as someone who just moved here?", "General info.", ["general_info", "newcomer"]),
    case("dave", O, "what's a good book on accounting for someone new to finance?", "Recommendation.", ["product_recommendation", "newcomer"]),
    case("bob", O, "tips for running my first one-on-one with a new report?",
         "Arguable (knowledge: a manager handbook exists at globex, not acme): general advice.", ["arguable", "general_info", "lowercase"]),
    case("alice", O, "how do I say 'nice to meet you' in Dutch?", "Translation.", ["translation", "lowercase"]),
    case("carol", O, "what's the weather going to be in Boston tomorrow? first day at the office", "Weather.", ["weather", "newcomer"]),
    case("dave", O, "how does a 401(k) compare to a Roth IRA tax-wise, in general?",
         "Arguable (knowledge: the 401(k) match is in the FAQ): general tax advice.", ["arguable", "legal_tax", "abbreviation"]),
    case("bob", O, "write a short welcome poem for our new team member", "Creative.", ["creative", "lowercase"]),
    case("alice", O, "what's 28 minus 3.5?", "Arithmetic.", ["math", "numbers"]),
    case("carol", O, "how many dollars is 300 euros today?", "Exchange rate.", ["exchange_rate", "numbers"]),
    case("dave", O, "which laptop bag should I get for the train commute?", "Recommendation.", ["product_recommendation", "lowercase"]),
    case("bob", O, "is a two-month probation period legal under Dutch law?", "Legal.", ["legal_tax", "numbers"]),
    case("alice", O, "how do I get a BSN as a new expat in the Netherlands?", "Legal / admin, outside the corpus.", ["legal_tax", "abbreviation"]),
    case("carol", O, "best way to get from Newark airport to midtown?", "Local info.", ["local_info", "lowercase"]),
    case("dave", O, "recommend a good Excel course for a total beginner", "Recommendation.", ["product_recommendation", "lowercase"]),
    # with a history
    case("alice", O, "any good coffee places near the office for tuesdays?", "Local info after a policy answer.", ["local_info", "topic_switch"],
         hist=("when's the team day?", "Tuesday: everybody is expected in the office.")),
    case("carol", O, "what's a decent webcam under $50 then?",
         "Arguable (knowledge: the stipend of the history): a shopping recommendation.", ["arguable", "product_recommendation", "numbers"],
         hist=("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck.")),
    case("dave", O, "do USPS carriers deliver on Saturdays in general?", "General info after an own lookup.", ["general_info", "topic_switch"],
         hist=("where's my order 2041?", "2041 is in transit with USPS, tracking 9400GBX2041.")),
    case("bob", O, "how much tax do I pay on unused holiday that gets paid out in the Netherlands?", "Tax.", ["legal_tax", "negation"],
         hist=("what's the PTO carry-over?", "Up to 5 days, to be used by 31 March.")),
    case("carol", O, "how do I politely introduce myself to my whole team in an email?", "Creative / general.", ["creative", "greeting_history"],
         hist=("hi, new here", "Welcome, Carol!")),
]
CASES = SMALL + OOD
