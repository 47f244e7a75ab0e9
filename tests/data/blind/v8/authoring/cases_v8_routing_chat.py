"""Blind routing set v8: the small_talk (16) and out_of_domain (20) cases, written in one sitting by the v8
routing author.

Small talk often carries policy words but asks nothing; out-of-domain questions are general-world questions, many
phrased in the companies' vocabulary, next to real policy questions in cases_v8_routing_knowledge.py.
"""

from __future__ import annotations

from routing_case_kit_v8 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("alice", S, "good morning!", "A greeting.", ["greeting", "curt"]),
    case("carol", S, "thanks, that sorted it 🙏", "Thanks after a policy answer.", ["thanks", "emoji"],
         hist=("what's the refund window?", "14 days from delivery.")),
    case("dave", S, "lol the refund policy is longer than my apartment lease",
         "A joke with policy words; nothing is asked.", ["joke", "shares_corpus_words"]),
    case("bob", S, "another week of approving expense claims, living the dream",
         "Chit-chat with policy words; nothing is asked.", ["shares_corpus_words", "frustration"]),
    case("alice", S, "perfect, that's all I needed. bye!", "A farewell.", ["farewell"],
         hist=("what's the carry-over rule?", "Up to 5 unused days, to be used by 31 March.")),
    case("carol", S, "are you a bot or a real person from customer support?", "About the assistant.",
         ["about_assistant", "shares_corpus_words"]),
    case("dave", S, "oops, wrong window, ignore that",
         "Retracting his own message (v2 rule) while a cancellation waits; nothing is confirmed. Arguable: clarify.",
         ["retraction", "pending_action_context", "arguable"],
         hist=("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB, USD 119.00). Confirm?")),
    case("bob", S, "Happy King's Day!", "A greeting naming a holiday from the PTO policy.",
         ["greeting", "shares_corpus_words"]),
    case("alice", S, "my manager finally approved my PTO, so excited for Lisbon!!",
         "Sharing news with policy words; nothing is asked.", ["shares_corpus_words", "chatty"]),
    case("carol", S, "nice 👍", "An acknowledgement.", ["acknowledgement", "emoji"],
         hist=("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck.")),
    case("dave", S, "sorry for all the expense questions today haha", "An apology with policy words.",
         ["apology", "shares_corpus_words"]),
    case("bob", S, "you're actually pretty handy for policy stuff, cheers", "Thanks.", ["thanks"],
         hist=("how many days can I WFH?", "Up to 3 days a week, agreed with your manager; Tuesday is the team day.")),
    case("alice", S, "dank je wel!", "Thanks in Dutch; not a translation request.", ["thanks", "non_english"],
         hist=("is there a WFH allowance?", "Yes: a one-time EUR 300 stipend for new employees.")),
    case("carol", S, "enjoy the long weekend, everyone!", "A greeting before a holiday.", ["greeting"]),
    case("dave", S, "USPS is always so slow honestly", "Frustration with no request.", ["frustration"],
         hist=("where is 2041?", "Order 2041 is in transit with USPS, tracking 9400GBX2041.")),
    case("alice", S, "what kind of stuff can you help me with?",
         "About the assistant. Arguable: clarify (like a bare 'help').", ["about_assistant", "arguable"]),
]

OUT_OF_DOMAIN = [
    case("dave", O, "what's the IRS mileage rate for medical driving?",
         "A general tax figure; the policy quotes only the business rate. Arguable: knowledge.",
         ["legal_tax", "general_vs_policy", "arguable"]),
    case("alice", O, "how long is the train from Amsterdam to Brussels?",
         "A timetable question; the policy names the route only as a rail example. Arguable: knowledge.",
         ["travel_tips", "shares_corpus_words", "arguable"]),
    case("carol", O, "different question: how do I get my money back from an airline for a canceled flight?",
         "A consumer refund outside Globex, in refund words.",
         ["general_vs_policy", "shares_corpus_words", "topic_switch"],
         hist=("what's the refund window?", "14 days from delivery.")),
    case("bob", O, "EUR to USD rate today?", "Exchange rate.", ["exchange_rate", "curt"]),
    case("dave", O, "write a python function that totals a column in a csv", "Coding.", ["coding", "lowercase"]),
    case("alice", O, "how do you say 'refund policy' in German?", "Translation.",
         ["translation", "shares_corpus_words"]),
    case("carol", O, "what's the weather there this weekend?", "'there' is Memphis; weather is out of domain.",
         ["weather", "reference_resolved", "shares_corpus_words"],
         hist=("where do Globex orders ship from?", "From the fulfillment center in Memphis, Tennessee.")),
    case("bob", O, "what's 15% of 349?", "Arithmetic.", ["math", "numbers"]),
    case("dave", O, "how should I split my 401(k) between stocks and bonds at 35?",
         "Personal finance advice; the corpus only gives the match.", ["personal_finance", "shares_corpus_words"]),
    case("alice", O, "how do I set an out-of-office reply in Outlook?",
         "Software how-to; the FAQ says when to set OOO, not how. Arguable: knowledge.",
         ["technical", "shares_corpus_words", "arguable"]),
    case("carol", O, "write a haiku about lost packages", "Creative writing.", ["creative", "shares_corpus_words"]),
    case("bob", O, "who won the last Champions League final?", "Sports.", ["sports"]),
    case("alice", O, "what's the capital of Switzerland anyway?", "Trivia after a Zurich question.",
         ["trivia", "topic_switch"],
         hist=("hotel cap in Zurich?", "EUR 240 per night: Zurich is a designated high-cost city.")),
    case("carol", O, "how much does Delta charge for a checked bag?",
         "An airline's price, near the in-domain 'can I expense a bag fee?'.", ["travel_tips", "general_vs_policy"]),
    case("dave", O, "what time is it in Tokyo right now?", "World clock.", ["local_info", "topic_switch"],
         hist=("what's the per diem for Tokyo?", "USD 95 per day for international travel; 75% on the first and last day.")),
    case("bob", O, "recipe for stroopwafels?", "Cooking.", ["cooking", "curt"]),
    case("alice", O, "unrelated, what's a Microsoft share trading at today?", "Stock price.",
         ["stock_price", "topic_switch"],
         hist=("what does Acme Workspace Business cost?", "EUR 15 per user per month, excluding VAT.")),
    case("carol", O, "how do I file my own taxes as a freelancer?", "Personal tax filing.", ["legal_tax"]),
    case("dave", O, "my back is killing me after that flight, what stretches help?", "Medical advice.",
         ["medical", "topic_switch"],
         hist=("can I fly premium economy to Tokyo?", "Yes: flights of 5 hours or more are premium economy.")),
    case("alice", O, "how does BM25 ranking work?", "General technical question.", ["technical"]),
]
