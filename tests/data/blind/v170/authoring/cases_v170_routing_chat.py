"""v170 small_talk (16, 6 with a history) and out_of_domain (20, 5 with a history) cases: retractions, apologies for
asking two things at once, and outside asks that change their mind halfway."""

from __future__ import annotations

from routing_case_kit_v170 import case


def st(who, query, note, tags, hist=()):
    return case(who, "small_talk", query, note, tags, (), hist)


def ood(who, query, note, tags, hist=()):
    return case(who, "out_of_domain", query, note, tags, (), hist)


SMALL = [
    st("alice", "thanks! oh wait, no, that's everything. bye", "a farewell after a half-started second ask",
       ["lowercase", "thanks", "farewell", "change_of_mind"]),
    st("bob", "sorry, ignore my last two messages, I was typing to someone else", "an apology and a retraction, nothing asked",
       ["apology", "retraction"]),
    st("carol", "haha I asked you three things at once, sorry 😅", "an apology, nothing asked", ["lowercase", "apology", "emoji", "numbers"]),
    st("dave", "you can handle more than one question at a time, right?",
       "arguable (knowledge: about the assistant's abilities); a question about the assistant", ["lowercase", "arguable", "about_assistant"]),
    st("alice", "good morning! nothing yet, just saying hi", "a greeting", ["lowercase", "greeting", "negation"]),
    st("bob", "ok never mind, I changed my mind, I'll do it myself later", "a retraction with nothing waiting", ["lowercase", "retraction"]),
    st("carol", "ugh, I keep changing my mind today", "frustration with no new request", ["lowercase", "frustration"]),
    st("dave", "great, that's both sorted, thank you", "thanks", ["lowercase", "thanks", "acknowledgement"]),
    st("bob", "lol which one did I ask first? doesn't matter", "chit-chat about the conversation itself",
       ["lowercase", "chit_chat", "negation"]),
    st("carol", "you're quick, nice", "a compliment", ["lowercase", "compliment"]),
    # with a history (6)
    st("alice", "hmm no, leave it as is. sorry for the back and forth", "arguable (action: a decision on the pending cancellation); a retraction",
       ["lowercase", "arguable", "retraction", "pending_action_context", "apology"],
       ("cancel 1043", "Order 1043 can be cancelled. Confirm?")),
    st("dave", "scratch that, not now. brb", "a retraction while an action waits", ["lowercase", "retraction", "pending_action_context", "negation"],
       ("withdraw EXP-3103", "EXP-3103 can be withdrawn. Confirm?")),
    st("carol", "ok thanks, that's one of my two questions, the other one I forgot 😄",
       "arguable (clarify: 'the other one'); thanks, no question asked", ["lowercase", "arguable", "thanks", "emoji"],
       ("status of R-302?", "Refund R-302 (USD 29.99) is processing.")),
    st("bob", "wait, what was I going to ask... give me a sec", "nothing asked yet", ["lowercase", "greeting_history"], ("hi", "Hi Bob!")),
    st("alice", "perfect, and no, I don't need the refund one anymore, cheers", "thanks and a retraction",
       ["lowercase", "thanks", "retraction", "negation"], ("where's 1042", "Order 1042 shipped on 2026-11-03 with PostNL.")),
    st("carol", "ok cool. actually do you ever get confused when people ask two things at once?", "a question about the assistant",
       ["lowercase", "about_assistant", "long_history"],
       ("hey", "Hi Carol!", "how long is the refund window?", "14 days from delivery.")),
]

OUTSIDE = [
    ood("alice", "what's the weather in Brussels tomorrow and should I bring an umbrella", "weather, two asks",
        ["lowercase", "weather", "multi_intent_same_route"]),
    ood("bob", "translate 'I changed my mind' into Dutch — no, French", "a translation, its language changed", ["translation", "change_of_mind"]),
    ood("carol", "recommend a good NAS — actually, never mind the NAS, which external SSD is best?",
        "arguable (knowledge: Globex sells the HomeVault); a general product recommendation",
        ["arguable", "product_recommendation", "change_of_mind", "abbreviation"]),
    ood("dave", "how much is 2930 USD in yen, then in euros", "exchange rates", ["lowercase", "exchange_rate", "numbers"]),
    ood("alice", "write me a haiku about indecision. then a limerick", "creative writing, two asks", ["lowercase", "creative", "multi_intent_same_route"]),
    ood("bob", "is it legal in the Netherlands to withdraw a resignation letter after sending it?", "a legal question", ["legal_tax", "undo"]),
    ood("carol", "what's 15% of 349 — actually, 20%", "arithmetic, the figure changed", ["lowercase", "math", "numbers", "change_of_mind"]),
    ood("dave", "best ramen near Shinjuku? and is the subway open late", "local information, two asks", ["lowercase", "local_info", "multi_intent_same_route"]),
    ood("alice", "how do I undo send in gmail", "general information", ["lowercase", "general_info", "undo"]),
    ood("bob", "capital gains tax on selling my shares — netherlands or belgium rules, whichever's easier", "tax",
        ["lowercase", "legal_tax"]),
    ood("carol", "can you recommend a podcast for a long drive to new jersey, and a playlist too", "recommendations, two asks",
        ["lowercase", "product_recommendation", "multi_intent_same_route"]),
    ood("dave", "how do I cancel my netflix and get money back for this month", "arguable (action: a cancellation, but of no object the tools hold); a private subscription",
        ["lowercase", "arguable", "general_info"]),
    ood("carol", "when does daylight saving end in the US, and is it the same week in Europe", "general information",
        ["lowercase", "general_info", "multi_intent_same_route"]),
    ood("alice", "what's a good gift for someone who can't decide anything 😂", "a gift idea", ["lowercase", "product_recommendation", "emoji"]),
    ood("dave", "is the 401(k) contribution limit for 2026 going up?", "arguable (knowledge: the FAQ gives the 401(k) match); a tax-law limit",
        ["lowercase", "arguable", "legal_tax", "abbreviation", "date_period"]),
    # with a history (5)
    ood("bob", "nice. and which arrondissement is nicest to stay in? or actually, best croissant near Gare du Nord", "local information",
        ["lowercase", "local_info", "topic_switch", "change_of_mind"], ("what's the Paris hotel cap?", "EUR 240 per night.")),
    ood("carol", "hold on — first, how do I politely tell my sister I'm returning her gift?", "personal advice while an own action waits",
        ["lowercase", "pending_action_context", "general_info"], ("cancel 2043", "Order 2043 can be canceled. Confirm?")),
    ood("alice", "convert 158 EUR to dollars and then pounds", "exchange rates", ["lowercase", "exchange_rate", "numbers", "greeting_history"],
        ("hi", "Hi Alice!")),
    ood("dave", "unrelated: what's a good way to fix jet lag — melatonin or just coffee?", "health advice",
        ["lowercase", "topic_switch", "general_info"], ("my Tokyo claim?", "EXP-3103 (Tokyo, USD 2,930.00) is submitted.")),
    ood("carol", "one last thing, how do i unsend an imessage? and can i edit it instead", "general information",
        ["lowercase", "general_info", "undo"], ("thanks", "You're welcome!")),
]

CASES = SMALL + OUTSIDE
