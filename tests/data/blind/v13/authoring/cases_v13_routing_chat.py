"""Blind routing set v13, small_talk (16) and out_of_domain (20) cases: newcomers greeting, apologising, thanking and
asking what the assistant is, and asking things no company document or tool could know.
"""

from __future__ import annotations

from routing_case_kit_v13 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    # --- no history -------------------------------------------------------------------------------------------
    case("alice", S, "hi! first day 🙂", "A greeting; nothing is asked.", ["greeting", "new_joiner", "emoji"]),
    case("carol", S, "sorry for all the questions today, you must be sick of me haha",
         "An apology with no request.", ["apology", "lowercase"]),
    case("dave", S, "are you a bot or a real person in IT?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("bob", S, "thanks, that actually helped a lot", "Thanks with no request.", ["thanks", "lowercase"]),
    case("alice", S, "goedemorgen!", "A Dutch greeting, not a translation request.", ["greeting", "non_english", "curt"]),
    case("carol", S, "ok bye, have a good weekend", "A farewell.", ["farewell", "lowercase"]),
    case("dave", S, "what kind of stuff can you help me with? I'm new",
         "About the assistant's abilities; no company fact is asked.", ["about_assistant", "new_joiner"]),
    case("bob", S, "ugh, mondays. third coffee already", "Chit-chat.", ["chitchat", "lowercase"]),
    case("alice", S, "you're way faster than the ITSD lol",
         "A compliment that shares the corpus's words; nothing is asked.", ["compliment", "shares_corpus_words", "lowercase"]),
    case("carol", S, "happy thanksgiving in advance!", "A holiday greeting that shares the corpus's words.",
         ["greeting", "shares_corpus_words"]),
    case("dave", S, "never mind, ignore my last message", "Retracting his own message.", ["retraction", "lowercase"]),
    # --- with history -----------------------------------------------------------------------------------------
    case("alice", S, "perfect, thank you so much!! 🙏", "Thanks after an answer.", ["thanks", "emoji"],
         hist=("what's the PTO carry-over rule?", "Up to 5 unused PTO days carry over into the next year; use them by 31 March.")),
    case("carol", S, "ok got it", "An acknowledgement after a look-up.", ["acknowledgement", "curt", "lowercase"],
         hist=("where is order 2042?", "Order 2042 (Globex Key) is in transit with UPS, tracking 1Z999GBX2042.")),
    case("dave", S, "that's not what I asked but whatever, forget it",
         "Frustration with no new request. Arguable: clarify, to ask what he meant.",
         ["frustration", "arguable", "lowercase"],
         hist=("what's the per diem in canada?", "Travel within the United States and Canada: USD 75 per day.")),
    case("bob", S, "haha so tuesdays are sacred, noted",
         "An acknowledgement with a joke; nothing is asked.", ["acknowledgement", "joke", "shares_corpus_words", "lowercase"],
         hist=("how many days can I WFH?", "Up to 3 days per week at Acme, agreed with your manager; Tuesday is the team day.")),
    case("alice", S, "no no, sorry, just checking! thanks",
         "Declines the offered cancellation and asks nothing more.", ["acknowledgement", "apology", "negation"],
         hist=("can I cancel 1043?", "Yes - order 1043 is processing and can still be cancelled. Do you want me to cancel it?")),
]

OUT_OF_DOMAIN = [
    # --- no history -------------------------------------------------------------------------------------------
    case("alice", O, "what's a good lunch place near Amsterdam Centraal?", "Local info.", ["local_info", "names"]),
    case("carol", O, "how do I make a pivot table in excel, my manager wants one by EOD",
         "General software help; the work deadline is context.", ["technical", "lowercase"]),
    case("dave", O, "is it gonna snow in chicago on monday?", "Weather.", ["weather", "lowercase"]),
    case("bob", O, "what's the euro dollar rate today", "Exchange rate.", ["exchange_rate", "lowercase"]),
    case("alice", O, "can you help me write a linkedin post about starting my new job?", "Personal creative writing.",
         ["creative", "new_joiner", "lowercase"]),
    case("carol", O, "how do I do my taxes as an intern, do I even need to file?",
         "Personal tax filing. Arguable: knowledge would abstain.", ["legal_tax", "intern", "arguable", "lowercase"]),
    case("dave", O, "what's 18% of 2,930", "Arithmetic; the number is an amount, not an id.", ["math", "numbers", "curt"]),
    case("bob", O, "translate 'welcome to the team' into Polish for my new hire", "Translation.", ["translation"]),
    case("alice", O, "my back hurts from the desk chair, what stretches should I do?", "Medical advice.", ["medical", "lowercase"]),
    case("carol", O, "who won the game last night?", "Sports.", ["sports", "lowercase"]),
    case("dave", O, "should I put my bonus in an index fund or pay off my car?", "Personal finance.",
         ["personal_finance", "lowercase"]),
    case("alice", O, "write a python script that renames all my photos by date", "Coding.", ["coding", "lowercase"]),
    case("bob", O, "how's nvidia stock doing today", "A stock price.", ["stock_price", "lowercase"]),
    case("carol", O, "what time is it in Tokyo right now? I have a call with the partner team",
         "A world clock; the city is one the corpus names.", ["local_info", "shares_corpus_words"]),
    case("dave", O, "do you think my new manager likes me?",
         "Nothing any company document or tool could know. Arguable: small_talk.",
         ["personal", "new_joiner", "arguable", "lowercase"]),
    # --- with history -----------------------------------------------------------------------------------------
    case("alice", O, "any tips on cheap things to do in London in the evening?", "Travel tips after a hotel-cap answer.",
         ["travel_tips", "topic_switch", "names"],
         hist=("what's the hotel cap in London?", "EUR 240 per night in London, one of Acme's high-cost cities.")),
    case("carol", O, "one last thing, how long do I boil an egg for a soft yolk", "Cooking after thanks.",
         ["cooking", "greeting_history", "lowercase"],
         hist=("thanks for the help!", "You're welcome, Carol!")),
    case("dave", O, "how many miles is it from Boston to Philly by car?",
         "A distance after the mileage rate: no document or tool holds it.", ["trivia", "topic_switch", "names"],
         hist=("what's the mileage rate?", "USD 0.70 per mile, the IRS standard mileage rate for 2025.")),
    case("bob", O, "ok then suggest a fun team outing for 8 people in Rotterdam",
         "An idea no document covers, after the corpus had nothing. Arguable: knowledge would abstain.",
         ["entertainment", "reference_resolved", "numbers", "arguable", "lowercase"],
         hist=("is there a policy on team events?", "I couldn't find a policy on team events in Acme's documents.")),
    case("alice", O, "ok. unrelated, what's the best movie on netflix right now", "Entertainment.",
         ["entertainment", "topic_switch", "lowercase"],
         hist=("what's the PTO carry-over rule?", "Up to 5 unused PTO days carry over into the next year; use them by 31 March.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
