"""v17 routing cases, small_talk (16) and out_of_domain (20): greetings, thanks, retractions and remarks with no
request; things outside the companies' domain that share their words (Memphis, Thanksgiving, King's Day, the 401(k)).
Globex-weighted: 8 + 10 globex, 8 + 10 acme."""

from __future__ import annotations

from routing_case_kit_v17 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # ---- globex -------------------------------------------------------------------------------------------------
    case("carol", S, "thx, that fixed it!", "thanks after an answer", ["thanks", "abbreviation"],
         hist=("how do I reset my passphrase?", "At sso.globex.example with Duo MFA.")),
    case("dave", S, "happy friday everyone 🎉", "a greeting with nothing asked", ["greeting", "emoji", "lowercase"]),
    case("carol", S, "are you a real person or a bot?", "about the assistant", ["about_assistant", "lowercase"]),
    case("dave", S, "ok cool, ttyl", "a farewell after a look-up", ["farewell", "abbreviation", "curt"],
         hist=("status of R-303?", "R-303 (USD 289.15 for order 2044) is processing.")),
    case("carol", S, "sorry wrong window, that was meant for my sister", "retracting one's own message",
         ["retraction", "apology", "lowercase"]),
    case("dave", S, "ugh quarter-end is killing me", "frustration that shares corpus words, no request",
         ["frustration", "shares_corpus_words", "lowercase"]),
    case("carol", S, "lol of course it doesn't carry over", "a remark on the answer, no new request",
         ["acknowledgement", "joke", "lowercase"],
         hist=("what's the floating holiday?",
               "1 floating holiday per year; it must be used in that calendar year and does not carry over.")),
    case("dave", S, "good morning! no question yet, just checking you're awake", "a greeting, nothing asked",
         ["greeting", "chatty"]),
    # ---- acme ---------------------------------------------------------------------------------------------------
    case("alice", S, "goedemorgen! ☕", "a Dutch greeting, not a translation request",
         ["greeting", "non_english", "emoji"]),
    case("bob", S, "you're actually useful, nice", "a compliment", ["compliment", "lowercase"]),
    case("alice", S, "nvm, I'll keep it. all good",
         "retracting one's own request while the action waits: nothing new is asked. Arguable (clarify: the "
         "pending cancellation is declined)", ["retraction", "declined_action", "abbreviation", "arguable"],
         hist=("cancel 1043", "I can cancel order 1043 (2 × Acme Headset, EUR 158.00). Please confirm.")),
    case("bob", S, "how's your day going?", "chit-chat", ["chit_chat", "lowercase"]),
    case("alice", S, "that's it?? 70 euros a day in Paris won't even buy lunch haha",
         "a complaint-joke about the answer, no new question. Arguable (knowledge: Paris per-diem)",
         ["frustration", "joke", "arguable", "numbers"],
         hist=("what's the per diem abroad?", "EUR 70 per day for international travel.")),
    case("bob", S, "bye, off to the airport ✈️", "a farewell", ["farewell", "emoji"]),
    case("alice", S, "sorry for all the questions today 😅", "an apology, nothing asked", ["apology", "emoji"]),
    case("bob", S, "perfect, thanks mate", "thanks after an answer", ["thanks", "greeting_history"],
         hist=("hi", "Hi Bob!", "what's the VPN timeout?", "GlobalProtect disconnects after 12 hours.")),
]

OUT = [
    # ---- globex -------------------------------------------------------------------------------------------------
    case("carol", O, "whats the weather in memphis this weekend", "weather in a city the corpus names",
         ["weather", "shares_corpus_words", "lowercase"]),
    case("dave", O, "how do I write a SUMIF in google sheets for my team budget", "spreadsheet help",
         ["coding", "lowercase"]),
    case("carol", O, "how much is that in euros today?", "an exchange rate after a per-diem answer",
         ["exchange_rate", "reference_resolved"],
         hist=("what's the international per diem?", "USD 95 per day.")),
    case("dave", O, "is Backblaze cheaper than Dropbox for family photos?",
         "a consumer choice between competitors' products. Arguable (knowledge: GlobexSync plans)",
         ["competitor_product", "arguable"]),
    case("carol", O, "do they actually pay jurors in new jersey? like how much per day",
         "state juror pay is not company policy. Arguable (knowledge: the jury duty leave rule)",
         ["legal_tax", "arguable", "lowercase", "reference_resolved"],
         hist=("how many days off for jury duty?", "Jury duty is paid for up to 10 days.")),
    case("dave", O, "can you recommend a good book on leadership? just became a team lead",
         "a personal reading recommendation", ["personal", "lowercase"]),
    case("carol", O, "who won the world series this year", "sports after a greeting",
         ["sports", "lowercase", "greeting_history"], hist=("hey there", "Hi! What can I help you with?")),
    case("dave", O, "my kid has a fever of 102F, should I take her to the ER?", "medical advice",
         ["medical", "numbers"]),
    case("carol", O, "write a haiku about thanksgiving leftovers", "creative writing sharing a holiday name",
         ["creative", "shares_corpus_words", "lowercase"]),
    case("dave", O, "should I go with a target date fund or an index fund?", "personal finance after a benefit "
         "answer", ["personal_finance", "reference_resolved"],
         hist=("what's the 401(k) match?",
               "Globex matches 100% of the first 4% of salary you contribute, vested immediately.")),
    # ---- acme ---------------------------------------------------------------------------------------------------
    case("alice", O, "what time is sunset in Rotterdam today", "local info for a city the corpus names",
         ["local_info", "shares_corpus_words"]),
    case("bob", O, "translate 'expense claim' into German", "translation", ["translation"]),
    case("alice", O, "python: how do I read a csv with pandas and skip the first 2 rows", "coding",
         ["coding", "numbers"]),
    case("bob", O, "is Zoom better than Teams for big webinars?",
         "a comparison of competitors' products. Arguable (knowledge: Acme Workspace has video meetings)",
         ["competitor_product", "arguable"]),
    case("alice", O, "what's the nicest area of Cologne for a weekend away with my bf",
         "travel tips after a rail-rule answer", ["travel_tips", "reference_resolved", "abbreviation"],
         hist=("what's the rail rule?", "Take the train when the scheduled rail journey is 4 hours or less.")),
    case("bob", O, "how much does a dentist in the Netherlands charge for a filling, roughly", "general prices",
         ["local_info"]),
    case("alice", O, "what's 17% of 2,380", "arithmetic", ["math", "numbers", "curt"]),
    case("bob", O, "is King's Day a good time to visit Amsterdam as a tourist?",
         "tourism, sharing a holiday name from the PTO answer", ["travel_tips", "shares_corpus_words",
                                                                 "reference_resolved"],
         hist=("how many PTO days do I get?", "28 days per calendar year, on top of public holidays.")),
    case("alice", O, "anyone got a good recipe for stroopwafels?", "cooking", ["cooking"]),
    case("bob", O, "who's the CEO of ASML these days", "trivia about another company", ["trivia", "lowercase"]),
]

CASES = SMALL + OUT
