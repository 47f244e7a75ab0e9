"""Blind routing set v70, small_talk (16) and out_of_domain (20) cases.

Small talk: greetings, thanks, goodbyes, apologies, jokes, compliments, complaints about the assistant and anger that
asks for nothing. Out of domain: the same social voices carrying a request that no document or tool of the tenant
covers.
"""

from __future__ import annotations

from routing_case_kit_v70 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("alice", S, "hi there 👋", "A bare greeting.", ["greeting", "emoji", "curt"]),
    case("carol", S, "good morning! how are you today? 😊", "A greeting asking after the assistant.",
         ["greeting", "about_assistant", "emoji"]),
    case("dave", S, "thanks, that's exactly what I needed 🙏", "Thanks after an answer, no new request.",
         ["thanks", "emoji"],
         hist=("what's the hotel cap in Boston?", "In Boston the hotel cap is USD 325 per night before taxes.")),
    case("bob", S, "cheers, bye!", "A goodbye after an answer.", ["farewell", "thanks", "curt"],
         hist=("is 24 December a day off?", "Yes, Acme closes its offices on 24 December and 31 December.")),
    case("alice", S, "oops sorry, wrong window 🙈 ignore that", "An apology for a message meant for someone else.",
         ["apology", "retraction", "emoji"],
         hist=("lunch at 12:30?", "I can help with Acme's policies, orders, refunds and expense claims.")),
    case("alice", S, "ugh. still processing. this is ridiculous.",
         "Venting at a status the history just showed; nothing new is asked. Arguable: live_tool (check it again).",
         ["frustrated", "frustration", "reference_resolved", "arguable"],
         hist=("how's R-77?", "R-77 (EUR 129.00 for order 1042) is processing; the carrier investigation is open.")),
    case("bob", S, "you're honestly more helpful than the ITSD lol", "A compliment to the assistant.",
         ["compliment", "lowercase", "shares_corpus_words"]),
    case("carol", S, "this bot is useless. USELESS!!", "A complaint about the assistant with no request.",
         ["complaint_about_assistant", "frustration", "frustrated"]),
    case("dave", S, "why did the HomeVault go to therapy? too many issues with its drives 😂",
         "A joke using a product name; nothing is asked of the corpus.", ["joke", "shares_corpus_words", "emoji"]),
    case("bob", S, "do you ever get tired of answering PTO questions?", "A question about the assistant itself.",
         ["about_assistant", "joke", "shares_corpus_words"]),
    case("carol", S, "never mind, leave it, I'll keep it",
         "A retraction while an own cancellation waits for confirmation. Arguable: action (the cancellation is "
         "declined, which the confirmation step handles).",
         ["retraction", "pending_action_context", "negation", "arguable"],
         hist=("cancel 2043", "Order 2043 (HomeVault Drive 4 TB) can be cancelled. Confirm to cancel it.")),
    case("dave", S, "got it 👍", "An acknowledgement.", ["acknowledgement", "curt", "emoji"],
         hist=("when is the overnight cutoff?",
               "Overnight delivery is guaranteed for orders placed before 1 p.m. CT Monday to Thursday.")),
    case("alice", S, "tell me a joke, I need one after this week",
         "A request for a joke: chat, not a task. Arguable: out_of_domain (creative writing).",
         ["joke", "chit_chat", "arguable"]),
    case("dave", S, "happy friday!! 🎉 made it through another week", "Chit-chat.", ["chit_chat", "emoji"]),
    case("carol", S, "are you a real person or a bot?", "A question about the assistant.", ["about_assistant"]),
    case("bob", S, "I've been on hold with Customer Care for 40 minutes and now this. what a day.",
         "Frustration that asks for nothing.", ["frustration", "frustrated", "shares_corpus_words"]),
]

OUT_OF_DOMAIN = [
    case("alice", O, "thanks! btw who won the Ajax game last night?", "Thanks, then sport.", ["thanks", "sport"]),
    case("bob", O, "good morning! what's the weather like in Rotterdam today?", "A greeting, then the weather.",
         ["greeting", "weather"]),
    case("carol", O, "lol you're funny. what's 17% of 340?", "A compliment, then arithmetic.",
         ["compliment", "math", "lowercase"]),
    case("dave", O, "I'm so stressed lately. any tips for sleeping better?", "Personal wellbeing advice.",
         ["personal_advice", "stress"]),
    case("alice", O, "my laptop at home is so slow, it's driving me nuts. how do I speed up Windows 11 on my own PC?",
         "Anger about a personal device.", ["frustrated", "personal_device"]),
    case("bob", O, "cheers for the help earlier! can you recommend a good pizza place near Amsterdam Centraal?",
         "Thanks after a policy answer, then a restaurant.", ["thanks", "local_info", "topic_switch"],
         hist=("what's the per diem for a day in Amsterdam?", "Domestic travel within the Netherlands: EUR 55 per day.")),
    case("carol", O, "write me a little poem to thank my team for this quarter? 🥰",
         "Creative writing. Arguable: small_talk (a thank-you in spirit).", ["creative", "thanks", "emoji", "arguable"]),
    case("dave", O, "Thanks. Unrelated, but how do I file my own federal taxes this year?", "Personal taxes.",
         ["thanks", "legal_tax"]),
    case("alice", O, "you're great. how do you say 'thank you very much' in Japanese?", "A translation.",
         ["compliment", "translation", "greeting_history"], hist=("hi", "Hi Alice! How can I help?")),
    case("bob", O, "sorry, random: what's the capital of Australia?", "General knowledge.",
         ["apology", "general_info", "curt"]),
    case("carol", O, "ugh I'm so mad at my landlord, can he raise my rent twice a year in Texas?",
         "Anger about a private matter of law.", ["frustrated", "legal_tax", "lowercase"]),
    case("dave", O, "haha. ok unrelated, what's a good gift for my wife's birthday?", "A gift idea.",
         ["joke", "product_recommendation"]),
    case("alice", O, "bye! oh, and what's the EUR to USD rate today?", "A goodbye that carries an exchange rate.",
         ["farewell", "exchange_rate"]),
    case("bob", O, "honestly you're the only one who listens to me today 😅 what's a good book for a long flight?",
         "A compliment after a travel answer, then a book.", ["compliment", "product_recommendation", "topic_switch"],
         hist=("how long before departure do I submit the TR-1 for Tokyo?",
               "International trips need the TR-1 at least 14 days before departure.")),
    case("carol", O, "can you explain how bitcoin works? sorry, total newbie", "General knowledge with an apology.",
         ["apology", "general_info", "lowercase"]),
    case("dave", O, "This is ridiculous — my personal Netflix account got hacked. How do I get it back?",
         "A personal account. Arguable: knowledge (the passphrase rules say change it if exposed).",
         ["frustrated", "personal_account", "arguable"]),
    case("alice", O, "thx! what's a good recipe for stroopwafels?", "Thanks after an answer, then a recipe.",
         ["thanks", "general_info", "topic_switch", "abbreviation"],
         hist=("is 5 December a day off?", "5 December is not on Acme's list of public holidays in the Netherlands.")),
    case("bob", O, "great answer. do you know if my personal car insurance covers a rental in France?",
         "A private insurance question. Arguable: knowledge (Acme's corporate travel insurance).",
         ["compliment", "personal_finance", "arguable"]),
    case("carol", O, "morning ☀️ how many calories are in a pumpkin spice latte?", "A greeting, then nutrition.",
         ["greeting", "general_info", "emoji"]),
    case("dave", O, "thanks man. who's playing in the Super Bowl this year?", "Thanks after a holiday answer, then sport.",
         ["thanks", "sport", "topic_switch"],
         hist=("is the day after Thanksgiving a holiday?",
               "Yes, the day after Thanksgiving is one of Globex's 10 paid company holidays.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
