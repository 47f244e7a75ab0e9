"""v81 routing cases, small_talk (16) and out_of_domain (20): newcomers' greetings, thanks, apologies and first-day
frustration, and the questions of people new to a job, a city or a country that the company's documents do not cover
(a citizen service number, an apartment, a commute, a Dutch course, tax forms, small talk for a first team meeting).
"""

from __future__ import annotations

from routing_case_kit_v81 import case


def _s(who, query, note, tags, hist=()):
    return case(who, "small_talk", query, note, tags, (), hist)


def _o(who, query, note, tags, hist=()):
    return case(who, "out_of_domain", query, note, tags, (), hist)


SMALL_TALK = [
    _s("alice", "hi! first day today 👋", "A greeting: small_talk.", ["greeting", "new_employee", "emoji"]),
    _s("carol", "thank you so much, you're way easier than the onboarding wiki", "Thanks and a compliment: small_talk.", ["thanks", "compliment", "new_employee"]),
    _s("dave", "ok bye, see you tomorrow", "A farewell: small_talk.", ["farewell", "lowercase"]),
    _s("bob", "are you a real person or a bot? sorry, new here", "About the assistant: small_talk.", ["about_assistant", "politeness", "new_employee"]),
    _s("alice", "sorry for all the stupid questions today", "An apology: small_talk.", ["apology", "new_employee"]),
    _s("carol", "lol this place has SO many acronyms", "A joke with no request: small_talk.", ["joke", "chit_chat", "new_employee"]),
    _s("dave", "ugh. nothing works on my first day. not your fault",
       "Frustration with no request: small_talk. Arguable: clarify (what is not working?).", ["frustration", "new_employee", "negation", "arguable"]),
    _s("bob", "what's your name?", "About the assistant: small_talk.", ["about_assistant", "curt"]),
    _s("alice", "good morning!! coffee first ☕", "A greeting: small_talk.", ["greeting", "emoji"]),
    _s("carol", "ok cool 👍", "An acknowledgement: small_talk.", ["acknowledgement", "emoji", "curt"]),
    _s("dave", "wait, no — leave it, I'll keep it",
       "A retraction while an own cancellation waits for confirmation: small_talk. Arguable: action (declining the pending action).",
       ["retraction", "pending_action_context", "negation", "arguable"],
       ("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB). Please confirm.")),
    _s("alice", "perfect, thanks a lot!", "Thanks after an answer: small_talk.", ["thanks"],
       ("what's the per-diem abroad?", "EUR 70 per day.")),
    _s("bob", "nice, more than my last job 😄", "A remark with no request: small_talk.", ["chit_chat", "other_employer", "emoji"],
       ("how many PTO days do I get?", "28 days per calendar year.")),
    _s("carol", "haha ok, cool", "An acknowledgement after testing the assistant: small_talk.", ["acknowledgement", "long_history", "greeting_history"],
       ("hi", "Hi! How can I help?", "just testing if this works", "It works! Ask me anything about Globex policies or your orders.")),
    _s("dave", "thanks, that's all for now. have a good one", "A farewell after a look-up: small_talk.", ["farewell", "thanks"],
       ("where is 2041?", "Order 2041 (Globex Key) is in transit with USPS.")),
    _s("alice", "you're a lifesaver, my manager has been in meetings all day", "A compliment: small_talk.", ["compliment", "new_employee"],
       ("what's the hotel cap in London?", "EUR 240 per night.")),
]

OUT_OF_DOMAIN = [
    _o("alice", "how do I get a BSN as an expat in Rotterdam?", "Dutch administration for a newcomer: out_of_domain.", ["general_info", "new_to_country"]),
    _o("carol", "best way to bike to work in Memphis? first week and i don't have a car", "Local commute: out_of_domain.", ["local_info", "new_employee", "lowercase"]),
    _o("dave", "how does a 401k rollover from my old employer work with the IRS?",
       "A personal tax and retirement question: out_of_domain. Arguable: knowledge (the corpus names the 401(k) match).",
       ["legal_tax", "personal_finance", "other_employer", "arguable"]),
    _o("bob", "can you recommend a good book for first-time managers?", "A book recommendation: out_of_domain.", ["product_recommendation", "new_employee"]),
    _o("alice", "how do I say 'I'm new here' in Dutch?", "A translation: out_of_domain.", ["translation", "new_to_country"]),
    _o("carol", "is it going to rain tomorrow? i have to walk to the office", "Weather: out_of_domain.", ["weather", "lowercase"]),
    _o("dave", "what's a good health insurance plan for a family of four in Tennessee?", "Personal insurance: out_of_domain.", ["personal_finance", "new_to_country"]),
    _o("bob", "write me a short funny intro for my first team meeting", "Creative writing: out_of_domain.", ["creative", "new_employee"]),
    _o("alice", "how much is a monthly train pass between Utrecht and Amsterdam?", "Public transport prices: out_of_domain.", ["general_info", "local_info"]),
    _o("carol", "can you explain what a W-4 is? my new employer wants one back by friday",
       "A US tax form: out_of_domain. Arguable: knowledge (onboarding paperwork at her own employer).", ["legal_tax", "new_employee", "arguable"]),
    _o("dave", "what's 15% of 2,340?", "Arithmetic: out_of_domain.", ["math", "curt"]),
    _o("bob", "which laptop should I buy for my kid who is starting school?", "A personal purchase: out_of_domain.", ["personal_device", "product_recommendation"]),
    _o("alice", "what's the tax on selling shares in the Netherlands? I got some from my old job", "Personal tax: out_of_domain.", ["legal_tax", "other_employer"]),
    _o("carol", "any good lunch places near Union Station in DC? going there for training", "A restaurant: out_of_domain.", ["local_info", "new_employee"]),
    _o("dave", "how do I open a joint bank account with my partner now that we've moved?", "Personal banking: out_of_domain.", ["personal_finance", "new_to_country"]),
    _o("alice", "nice. any tips for finding an apartment in Rotterdam? I'm still living in a hotel", "Housing: out_of_domain after a policy answer.",
       ["local_info", "new_to_country", "topic_switch"],
       ("what's the PTO rule for moving house?", "1 day per move, once per calendar year.")),
    _o("carol", "which internet provider is cheapest in Memphis?",
       "A consumer service: out_of_domain. Arguable: knowledge (the WFH stipend covers internet).", ["local_info", "topic_switch", "arguable"],
       ("what's the WFH stipend?", "USD 50 per month.")),
    _o("bob", "how many km is it from Rotterdam to Amsterdam by car?",
       "A distance: out_of_domain. Arguable: knowledge (the mileage claim it feeds).", ["general_info", "topic_switch", "arguable"],
       ("what's the mileage rate?", "EUR 0.35 per km.")),
    _o("dave", "who won the Super Bowl this year? trying to make small talk with my new team", "Sport: out_of_domain.",
       ["sport", "long_history", "greeting_history", "new_employee"],
       ("hi", "Hello!", "I'm new at Globex", "Welcome! How can I help?")),
    _o("bob", "unrelated, but what's a good Dutch course for beginners?", "A course recommendation: out_of_domain.", ["product_recommendation", "topic_switch", "new_to_country"],
       ("when do I need a PO?", "For any supplier purchase above EUR 500.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
