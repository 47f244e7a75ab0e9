"""Blind routing set v12, small_talk (16) and out_of_domain (20) cases: greetings and jokes from busy managers and
staff, and questions no document of either tenant covers (some share the corpus's words)."""

from __future__ import annotations

from routing_case_kit_v12 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("bob", S, "morning! busy day of approvals ahead lol", "A greeting that shares the corpus's words.",
         ["greeting", "shares_corpus_words", "lowercase"]),
    case("alice", S, "thanks, that helped a lot", "Thanks.", ["thanks"]),
    case("carol", S, "bye for now", "Farewell.", ["farewell", "curt"]),
    case("dave", S, "are you a bot or an actual person?", "About the assistant.", ["about_assistant"]),
    case("bob", S, "being a manager is 90% approving things and 10% being asked about approvals 😅",
         "A joke; nothing asked.", ["joke", "shares_corpus_words", "emoji"]),
    case("alice", S, "goedemorgen!", "A Dutch greeting, not a translation request.", ["greeting", "non_english"]),
    case("carol", S, "sorry, typed that too fast", "Apology.", ["apology"]),
    case("dave", S, "you're actually pretty useful", "Compliment.", ["compliment"]),
    case("bob", S, "ok", "Acknowledgement.", ["acknowledgement", "curt"]),
    case("alice", S, "happy friday everyone", "Greeting.", ["greeting", "lowercase"]),
    case("carol", S, "what can you do?", "About the assistant.", ["about_assistant"]),
    case("bob", S, "perfect, that's all I needed", "Thanks after a delegation answer.", ["thanks"],
         hist=("who can I delegate to?", "Another manager of the same or higher level, not a direct report.")),
    case("dave", S, "never mind, forget I asked", "Retracting his own question.", ["retraction"],
         hist=("status of 2041?", "Order 2041 is in transit with USPS.")),
    case("carol", S, "that's not what I asked. ugh",
         "Arguable: frustration with no new request (clarify could be argued); small_talk as v3 decided.",
         ["arguable", "frustration"],
         hist=("what's the PTO cap?", "Globex carries over up to 80 hours, with a balance cap of 240 hours.")),
    case("alice", S, "cool cool. talk later", "Farewell after an own look-up.", ["farewell", "acknowledgement"],
         hist=("is 1043 cancellable?", "Yes, order 1043 is processing and can still be cancelled.")),
    case("bob", S, "haha so no new espresso machine for the team then", "A joke after the PO-limit answer.",
         ["joke", "shares_corpus_words"],
         hist=("what's my PO limit", "Line managers approve POs up to EUR 5,000.")),
]

OOD = [
    case("bob", O, "any tips for giving tough feedback to a direct report?",
         "Arguable: management coaching no document covers (knowledge would abstain); out of domain.",
         ["arguable", "management_advice", "team_member"]),
    case("dave", O, "what's the USD to EUR rate today", "Exchange rate.", ["exchange_rate", "lowercase"]),
    case("carol", O, "recipe for pumpkin pie?", "Cooking.", ["cooking", "curt"]),
    case("alice", O, "write a python script that sums one column of a csv", "Coding.", ["coding"]),
    case("bob", O, "best place near Amsterdam Centraal for a team dinner of 8?", "Local info.",
         ["local_info", "shares_corpus_words"]),
    case("dave", O, "is apple stock a buy right now", "Stock price / advice.", ["stock_price", "lowercase"]),
    case("carol", O, "how do you say 'out of office' in spanish", "Translation.",
         ["translation", "shares_corpus_words"]),
    case("alice", O, "whats 17% of 2,380", "Arithmetic.", ["math", "numbers"]),
    case("bob", O, "write a limerick about expense reports", "Creative writing.", ["creative", "shares_corpus_words"]),
    case("dave", O, "who won the world series last year", "Sports.", ["sports"]),
    case("carol", O, "my kid has a fever of 39, should I take her to the ER?", "Medical advice.", ["medical"]),
    case("alice", O, "weather in Utrecht tomorrow?", "Weather.", ["weather", "curt"]),
    case("bob", O, "what's the statutory notice period in the Netherlands when you let someone go",
         "General employment law; no document covers it.", ["legal_tax"]),
    case("dave", O, "should i pay off my car loan early or invest the money", "Personal finance.",
         ["personal_finance", "lowercase"]),
    case("carol", O, "capital of australia?", "Trivia.", ["trivia", "curt"]),
    case("bob", O, "unrelated, but can you recommend a good book on leading a small team?",
         "A book recommendation after a policy answer.", ["entertainment", "topic_switch"],
         hist=("what's the salary review budget for 2026?", "3.5% of the team's salary total, with People team sign-off.")),
    case("alice", O, "what time does the last train from Utrecht to Brussels leave tonight?",
         "Arguable: a timetable for a trip the rail rule covers (knowledge?); no document holds timetables.",
         ["arguable", "travel_tips", "topic_switch"],
         hist=("is the train required for trips under 4 hours?", "Yes: take the train when the rail journey is 4 "
               "hours or less.")),
    case("dave", O, "what are the must-see spots in Tokyo for a free afternoon", "Travel tips.",
         ["travel_tips", "topic_switch"],
         hist=("per diem in Tokyo?", "USD 95 per day (international).")),
    case("carol", O, "one more — how many ounces are in a cup", "Unit conversion.", ["math", "cooking"],
         hist=("thanks!", "You're welcome!")),
    case("alice", O, "how does bcrypt hashing actually work?", "General technical question.",
         ["technical", "topic_switch"],
         hist=("what's the password policy?", "At least 14 characters, changed every 90 days, last 10 not reused.")),
]

CASES = SMALL + OOD
