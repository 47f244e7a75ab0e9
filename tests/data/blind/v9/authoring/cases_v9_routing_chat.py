"""Blind routing set v9: the small_talk (16) and out_of_domain (20) cases, as written by the v9 routing author.

Greetings, thanks, farewells, remarks about the assistant, and the general-knowledge or personal questions a new
user tries on an internal assistant. Labels follow v3's and v4's READMEs.
"""

from __future__ import annotations

from routing_case_kit_v9 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    case("alice", S, "hi!", "A greeting.", ["greeting", "curt"]),
    case("carol", S, "good morning :)", "A greeting.", ["greeting", "lowercase"]),
    case("bob", S, "perfect, thanks a lot", "Thanks after an answer; nothing new is asked.", ["thanks"],
         hist=("what's the per diem for Paris?", "Paris is international travel: EUR 70 per day.")),
    case("dave", S, "thx, that's all for today", "Thanks and a farewell.", ["thanks", "farewell", "curt"]),
    case("alice", S, "are you a real person or a bot?", "About the assistant.", ["about_assistant"]),
    case("carol", S, "so what kind of stuff can you help me with?", "About the assistant (v3).",
         ["about_assistant", "lowercase"]),
    case("dave", S, "ugh, 8 hours. ok.", "An acknowledgement with some frustration; nothing is asked.",
         ["acknowledgement", "frustration", "curt"],
         hist=("how long does the VPN stay connected?",
               "GlobexConnect sessions end after 8 hours and need a new Duo approval.")),
    case("bob", S, "sorry, wrong window, ignore that", "Retracting one's own message is small talk (v2).",
         ["apology", "retraction"]),
    case("alice", S, "that's not really what I asked but fine, never mind",
         "Frustration with no new request after an answer (v3). Arguable (clarify).", ["frustration", "arguable"],
         hist=("what's the PTO carry-over?", "Up to 5 days, to be used by 31 March.")),
    case("carol", S, "happy friday everyone 🎉", "A greeting with an emoji.", ["greeting", "emoji", "lowercase"]),
    case("dave", S, "tell me a joke about expense reports",
         "Jokes are small talk (v2), even when they share the corpus's words. Arguable (out_of_domain, creative).",
         ["joke", "shares_corpus_words", "arguable"]),
    case("bob", S, "Goedemorgen! Alles goed?", "A greeting in Dutch; not a translation request (v3).",
         ["greeting", "non_english"]),
    case("alice", S, "you're actually pretty useful, nice", "A compliment.", ["compliment", "lowercase"]),
    case("carol", S, "lol figured. ok bye", "A farewell after an answer.", ["farewell", "lowercase"],
         hist=("can I expense a Lyft Black?",
               "No. Only the economy tier of ride-share is reimbursed; premium tiers are not.")),
    case("dave", S, "how's your day going?", "Chit-chat with the assistant.", ["about_assistant", "lowercase"]),
    case("alice", S, "got it 👍", "An acknowledgement.", ["acknowledgement", "emoji", "curt"],
         hist=("what's the ITSD phone extension?", "Extension 4357, or open a ticket at help.acme.example.")),
]

OOD = [
    case("alice", O, "what's the weather in rotterdam tomorrow?", "Weather, though the corpus names Rotterdam.",
         ["weather", "shares_corpus_words", "lowercase"]),
    case("carol", O, "how do I make cornbread", "Cooking.", ["cooking", "lowercase"]),
    case("dave", O, "what's 17% of 2,340?", "Arithmetic.", ["math", "numbers"]),
    case("bob", O, "can you write a python function that dedupes a list", "Coding.", ["coding", "lowercase"]),
    case("carol", O, "who won the super bowl last year", "Sports.", ["sports", "lowercase"]),
    case("alice", O, "translate 'I will be late tomorrow' into German", "Translation.", ["translation"]),
    case("dave", O, "is it smarter to put my bonus into an index fund or pay off the car loan?",
         "Personal finance advice.", ["personal_finance"]),
    case("bob", O, "my kid has a fever of 39, should I give paracetamol?", "Medical advice.", ["medical", "numbers"]),
    case("carol", O, "nice. recommend a good sci-fi series for the long weekend",
         "Entertainment, after a policy answer.", ["entertainment", "topic_switch", "lowercase"],
         hist=("What days can I WFH?", "Monday and Friday.")),
    case("alice", O, "whats the euro to dollar rate today", "Exchange rate.", ["exchange_rate", "typo", "lowercase"]),
    case("dave", O, "nice. any good ramen places near Shinjuku?", "Travel tips after a hotel-cap answer.",
         ["travel_tips", "topic_switch"],
         hist=("what's the hotel cap in Tokyo?", "USD 325 per night before taxes: Tokyo is a high-cost city.")),
    case("bob", O, "which airline has the best business class seats to Singapore?",
         "General travel knowledge, not company policy.", ["travel_tips", "shares_corpus_words"],
         hist=("Do we have a rule for business class?",
               "Flights longer than 9 hours: business class with the approval of a vice president.")),
    case("carol", O, "how tall is the Empire State Building", "Trivia.", ["trivia"]),
    case("alice", O, "write a short poem for my colleague's farewell card", "Creative writing.",
         ["creative", "lowercase"]),
    case("dave", O, "What's Globex's stock price right now?", "A stock price (v2), though it names the company.",
         ["stock_price", "shares_corpus_words"]),
    case("carol", O, "how do I deduct mileage from my own side gig on my taxes?",
         "Personal tax filing (v3). Arguable (knowledge: the policy quotes the IRS rate).",
         ["legal_tax", "shares_corpus_words", "arguable"],
         hist=("what's the mileage rate?", "USD 0.70 per mile, the IRS standard rate for 2025.")),
    case("bob", O, "explain how kubernetes autoscaling works in simple terms", "A general technical question.",
         ["technical", "lowercase"]),
    case("alice", O, "what time is it in New York right now", "World clock, though the corpus names New York.",
         ["local_info", "shares_corpus_words"]),
    case("dave", O, "how do i get a red wine stain out of a carpet", "Household tips.", ["household", "lowercase"]),
    case("carol", O, "whats a good name for a golden retriever puppy", "A personal question.",
         ["personal", "greeting_history", "lowercase"],
         hist=("hey", "Hi Carol! What can I help you with?")),
]

CASES = SMALL + OOD
