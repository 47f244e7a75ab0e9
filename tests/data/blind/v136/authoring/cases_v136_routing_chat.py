"""The v136 small_talk (16) and out_of_domain (20) cases: talk about rules and pedantry, and law, tax, words and travel
questions that sound like policy but are not the company's. Written for the blind routing set v136."""

from __future__ import annotations

from routing_case_kit_v136 import case

SMALL = [
    case("alice", "small_talk", "ha, sorry, I read policy docs like contracts. occupational hazard 😅",
         "chit-chat about oneself", ["chit_chat", "emoji", "apology"]),
    case("bob", "small_talk", "thanks — that's exactly the clause I needed", "thanks", ["thanks", "lowercase"]),
    case("carol", "small_talk", "you'd make a decent paralegal, you know", "a compliment", ["compliment", "lowercase"]),
    case("dave", "small_talk", "ok, I'll stop splitting hairs for today.", "acknowledgement, no new request", ["acknowledgement"]),
    case("alice", "small_talk", "good morning!", "greeting", ["greeting", "lowercase"]),
    case("carol", "small_talk", "ugh. whoever wrote 'within' without saying inclusive or not should have to answer these",
         "frustration with no new request", ["frustration", "negation", "lowercase"]),
    case("dave", "small_talk", "are you a lawyer or just very pedantic?", "about the assistant, a joke", ["about_assistant", "joke"]),
    case("bob", "small_talk", "bye, off to argue with Finance", "farewell", ["farewell"]),
    case("carol", "small_talk", "do you ever get tired of people quoting rules at you?", "about the assistant", ["about_assistant", "lowercase"]),
    case("alice", "small_talk", "is what you tell me binding, or just your reading of the policy?",
         "about the assistant; arguable: knowledge (what the policy's status is)", ["about_assistant", "arguable", "lowercase"]),
    # -- with history
    case("bob", "small_talk", "no wait, leave it. I'll argue it out with Finance instead",
         "retraction while an own action waits", ["retraction", "pending_action_context", "negation"],
         hist=("withdraw EXP-2043", "I can withdraw EXP-2043 (Paris, EUR 1,340.00). Please confirm.")),
    case("dave", "small_talk", "hmm, on second thought, not now.",
         "retraction while an own action waits; arguable: action (declining the confirmation)",
         ["retraction", "pending_action_context", "arguable", "negation"],
         hist=("cancel 2046", "2046 (HomeVault Drive 4 TB) is pending and can be canceled. Confirm?")),
    case("carol", "small_talk", "perfect, that settles the argument with my husband 😄",
         "thanks after an answer", ["thanks", "emoji", "lowercase"],
         hist=("what's the overnight guarantee?", "Orders placed before 1 p.m. CT Monday to Thursday are guaranteed next day; if missed, the USD 29.99 is refunded.")),
    case("alice", "small_talk", "ok 👍", "acknowledgement", ["acknowledgement", "emoji", "curt"],
         hist=("does the 30-day window start at delivery?", "Yes: 30 days from the delivery date in the carrier's tracking history.")),
    case("dave", "small_talk", "lol I'd have guessed 3. thanks", "thanks after an answer", ["thanks", "lowercase", "numbers"],
         hist=("how many company holidays do we have?", "10 paid company holidays in the US, plus 1 floating holiday.")),
    case("carol", "small_talk", "never mind, found it in the PDF myself. have a good one",
         "retraction and farewell after a greeting", ["farewell", "greeting_history", "retraction", "lowercase"],
         hist=("hello", "Hi Carol, how can I help?")),
]

OOD = [
    case("alice", "out_of_domain", "under Dutch consumer law, is the 14-day withdrawal period for online purchases in calendar days?",
         "law, not the company's policy; arguable: knowledge (the refund policy)", ["legal_tax", "arguable", "numbers"]),
    case("carol", "out_of_domain", "how does the IRS define an 'accountable plan'? the general rule, not our policy",
         "tax law in general; arguable: knowledge (the expense policy cites it)", ["legal_tax", "arguable", "negation", "abbreviation"]),
    case("bob", "out_of_domain", "what's the difference between 'shall' and 'must' in contract drafting?", "general knowledge", ["general_info"]),
    case("dave", "out_of_domain", "is it even legal in California for an employer to cap PTO accrual?",
         "state law; arguable: knowledge (the PTO policy mentions California)", ["legal_tax", "arguable", "abbreviation", "lowercase"]),
    case("alice", "out_of_domain", "translate 'herroepingsrecht' into English for me", "translation", ["translation", "lowercase"]),
    case("carol", "out_of_domain", "recommend a good book on contract interpretation", "a recommendation", ["product_recommendation", "lowercase"]),
    case("dave", "out_of_domain", "how many business days between Dec 1 and Dec 24 in the US, weekends excluded?", "arithmetic on a calendar", ["math", "numbers"]),
    case("bob", "out_of_domain", "what's EUR 240 in USD today?", "exchange rate", ["exchange_rate", "numbers"]),
    case("alice", "out_of_domain", "weather in Zurich next week?", "weather", ["weather", "curt"]),
    case("carol", "out_of_domain", "write me a limerick about expense policies", "creative writing", ["creative", "lowercase"]),
    case("dave", "out_of_domain", "what's the statute of limitations for breach of contract in Tennessee?", "law", ["legal_tax", "lowercase"]),
    case("bob", "out_of_domain", "how do Dutch courts read 'reasonable' in an employment contract?", "law", ["legal_tax", "lowercase"]),
    case("carol", "out_of_domain", "what time is it in Tokyo right now?", "local information", ["local_info", "lowercase"]),
    case("alice", "out_of_domain", "best noise-cancelling headphones for an open office, any brand", "a recommendation", ["product_recommendation", "lowercase"]),
    case("dave", "out_of_domain", "what does 'mutatis mutandis' mean?", "general knowledge", ["general_info", "lowercase"]),
    # -- with history
    case("alice", "out_of_domain", "unrelated — how long is the train from Amsterdam to Paris on a normal day?",
         "general travel information after a policy answer", ["general_info", "topic_switch", "lowercase"],
         hist=("what's the rail first class rule?", "First class is allowed when the journey is longer than 3 hours, or when it costs at most EUR 20 more than second class.")),
    case("carol", "out_of_domain", "cool. good lunch spot near Penn Station?", "local information", ["local_info", "topic_switch", "curt"],
         hist=("what's the Amtrak rule?", "Amtrak is preferred under 300 miles in the Northeast Corridor; Acela business class is allowed, first class is not.")),
    case("bob", "out_of_domain", "one more: how do I write a polite email telling my director he's misreading a policy?",
         "writing help", ["creative", "boss_as_context", "lowercase"],
         hist=("thanks for the delegation rules", "You're welcome!")),
    case("dave", "out_of_domain", "does my personal Amex earn more on travel than a Chase Sapphire?",
         "a personal product question", ["product_recommendation", "topic_switch"],
         hist=("what's the P-card limit?", "Purchases of USD 2,500 or less can be made with a P-card.")),
    case("carol", "out_of_domain", "in general, how are monthly stipends like that taxed federally?",
         "tax in general", ["legal_tax", "reference_resolved", "lowercase"],
         hist=("how much is the WFH stipend?", "USD 50 per month, paid with the second paycheck of the month.")),
]

CASES = SMALL + OOD
