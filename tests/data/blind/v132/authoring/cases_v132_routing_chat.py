"""Blind routing set v132, small_talk (16) and out_of_domain (20) cases: courtesies, and courteous asks outside the
company's documents and tools."""

from __future__ import annotations

from routing_case_kit_v132 import case


def st(who, query, note, tags, hist=()):
    return case(who, "small_talk", query, note, tags, (), hist)


def od(who, query, note, tags, hist=()):
    return case(who, "out_of_domain", query, note, tags, (), hist)


SMALL_TALK = [
    st("alice", "Thank you ever so much for your patience this morning; you have been most helpful.", "thanks, formal",
       ["formal", "thanks"]),
    st("carol", "Good morning! I do hope you are having a pleasant day.", "greeting, nothing asked", ["formal", "greeting"]),
    st("dave", "thx", "curt thanks", ["plain", "curt", "thanks", "abbreviation"]),
    st("bob", "I must apologise for my rather abrupt message earlier; it has been a trying week.", "apology",
       ["formal", "apology"]),
    st("carol", "May I ask, out of curiosity, whether you are a person or a programme?", "about the assistant",
       ["formal", "about_assistant"]),
    st("alice", "I'm afraid I must sign off now. Wishing you a very pleasant weekend.", "farewell", ["formal", "farewell"]),
    st("dave", "Your answers are always so clear. I really appreciate it.", "compliment", ["plain", "compliment"]),
    st("bob", "Would you be so kind as to tell me what you are able to help with?", "about the assistant's abilities, "
       "arguable (knowledge)", ["formal", "about_assistant", "arguable"]),
    st("carol", "Honestly, this week has been such a slog. Nothing to ask, just needed to say it.",
       "frustration with no request", ["plain", "frustration", "negation"]),
    st("alice", "ok, noted.", "acknowledgement", ["plain", "curt", "lowercase", "acknowledgement"]),
    # with a history
    st("dave", "On reflection, I think I shall leave it for now, thank you.", "retraction while a cancellation waits, "
       "arguable (action: declining the pending cancellation)", ["formal", "retraction", "pending_action_context",
       "arguable"], ("Could you cancel order 2046?", "I can cancel order 2046 (HomeVault Drive 4 TB). Shall I go ahead?")),
    st("alice", "Wonderful, thank you so much!", "thanks after an own lookup", ["plain", "thanks"],
       ("Where is order 1042?", "Order 1042 (Acme Dock) is shipped and with the carrier.")),
    st("carol", "Understood, many thanks.", "acknowledgement after a policy answer", ["formal", "acknowledgement"],
       ("What's the refund window?", "Customers can request a refund within 14 days of delivery.")),
    st("bob", "Ah well. Patience is a virtue, as they say 😄", "chit-chat with an emoji after an own lookup",
       ["plain", "chit_chat", "emoji"], ("Is EXP-2043 approved?", "EXP-2043 is still submitted, awaiting approval.")),
    st("dave", "Oh, nothing in particular; I merely wished to say hello.", "greeting with nothing asked",
       ["formal", "greeting_history", "greeting"], ("Good morning.", "Good morning! How can I help?")),
    st("carol", "Please forgive me, give me a moment to check with my colleague first.", "a pause while a withdrawal "
       "waits", ["formal", "pending_action_context", "apology"],
       ("Could you withdraw EXP-3101?", "I can withdraw EXP-3101 (Boston, USD 868.50). Shall I go ahead?")),
]

OUT_OF_DOMAIN = [
    od("alice", "I wonder whether you might recommend a good restaurant near the Brussels office for a client dinner?",
       "local recommendation", ["formal", "indirect_request", "local_info"]),
    od("carol", "Would you be so kind as to translate 'Thank you for your patience' into formal Japanese for a customer "
       "letter?", "translation", ["formal", "translation", "customer_as_context"]),
    od("dave", "What's 17.5% of USD 2,930?", "arithmetic", ["plain", "math", "numbers"]),
    od("bob", "Might I ask your opinion on the best noise-cancelling headphones for long flights?",
       "product advice in general, arguable (knowledge: Acme sells a headset)",
       ["formal", "product_recommendation", "arguable"]),
    od("alice", "I was hoping you could help me draft a short poem for a colleague's retirement card.", "creative",
       ["formal", "indirect_request", "creative"]),
    od("carol", "Could you tell me what the weather is likely to be in Boston next week?", "weather",
       ["formal", "weather"]),
    od("dave", "I should be grateful for advice on how to file my personal income tax return as a US resident with a "
       "home office.", "personal tax", ["formal", "legal_tax"]),
    od("bob", "What is the current exchange rate between the euro and the Swiss franc, if you would be so kind?",
       "exchange rate", ["formal", "exchange_rate"]),
    od("alice", "How does one politely decline a meeting invitation from a senior director? I would value your "
       "suggestion.", "etiquette advice", ["formal", "general_info"]),
    od("carol", "Would it be possible to recommend a book on business etiquette?", "book recommendation",
       ["formal", "product_recommendation"]),
    od("dave", "how many ounces in a kilogram", "unit conversion", ["plain", "lowercase", "general_info"]),
    od("bob", "What is the statutory minimum notice period in the Netherlands when an employee resigns?",
       "national law, arguable (knowledge: HR policy might cover it)", ["formal", "legal_tax", "arguable"]),
    od("carol", "Would you know the proper way to address a letter to a baroness?", "etiquette", ["formal",
       "general_info"]),
    od("alice", "best train from Amsterdam to Paris on a Sunday?", "a timetable, arguable (knowledge: the travel "
       "policy prefers rail)", ["plain", "local_info", "arguable"]),
    od("dave", "Could you kindly suggest a gift for my manager, something under USD 50?", "gift idea",
       ["formal", "product_recommendation", "boss_as_context", "numbers"]),
    # with a history
    od("carol", "Thank you. Incidentally, do you happen to know whether UPS stores are open on Sundays in Boston?",
       "local info after an own lookup", ["formal", "local_info", "topic_switch"],
       ("Where is my order 2042?", "Order 2042 (Globex Key) is in transit with UPS.")),
    od("bob", "Thank you. Unrelated, but could you recommend a hotel in Zurich with a nice view?",
       "hotel recommendation after a policy answer", ["formal", "local_info", "topic_switch"],
       ("What's the travel approval process?", "Trips need approval before booking; the travel policy lists who "
        "approves.")),
    od("alice", "I was wondering whether you might explain how compound interest works? My nephew asked and I'm rather "
       "rusty.", "general knowledge after a greeting", ["formal", "indirect_request", "general_info", "greeting_history"],
       ("Good morning", "Good morning! How can I help?")),
    od("dave", "Thank you. Would you happen to know what time it is in Tokyo at the moment?", "time zone after an own "
       "claim lookup", ["formal", "local_info", "topic_switch"],
       ("Could you check EXP-3103?", "EXP-3103 is submitted, awaiting approval.")),
    od("carol", "Thanks. Out of interest, what is the standard holiday entitlement in France under French law?",
       "another country's law after an own policy answer", ["plain", "legal_tax", "topic_switch"],
       ("What's our PTO policy?", "Globex PTO accrues each month; the Holidays and PTO policy has the details.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
