"""Blind routing set v29: the small_talk (16) and out_of_domain (20) cases, written in the author's own words.

Theme: the edges of an assistant's job. Small talk: what the assistant is, can do and who made it, thanks, feedback,
jokes, complaints about the assistant with no request, retractions ("never mind, I already cancelled it myself").
Out of domain: how-to and general knowledge that sound like the companies' business (another shop's returns, a
complaint letter to a landlord, packing a parcel, consumer law, who invented chatbots) and errands the assistant
cannot run (book a table, call someone).
"""

from __future__ import annotations

from routing_case_kit_v29 import case

SMALL = [
    # ---- acme -------------------------------------------------------------------------------------------------
    case("alice", "small_talk", "what can you do?", "A question about the assistant itself.",
         ["about_assistant", "lowercase"]),
    case("bob", "small_talk", "are you a bot or a real person?", "About the assistant, after a greeting.",
         ["about_assistant", "greeting_history"], hist=("hi", "Hi Bob, how can I help?")),
    case("alice", "small_talk", "thank you so much, that was really helpful!!", "Thanks with no request.",
         ["thanks"]),
    case("bob", "small_talk", "actually never mind, I already cancelled it myself in the portal",
         "A retraction while an action waits, with something already done; no new request.",
         ["retraction", "already_done", "pending_action_context"],
         hist=("cancel 1046", "I can cancel order 1046 (Acme gift card EUR 50). Confirm?")),
    case("alice", "small_talk", "tell me a joke about couriers 😂", "A joke.", ["joke", "emoji"]),
    case("bob", "small_talk", "this bot is useless, I'll just call Customer Care",
         "Frustration with the assistant and no request. Arguable: knowledge (Customer Care's number).",
         ["frustration", "complaint", "arguable"]),
    case("alice", "small_talk", "great, cheers, have a good weekend!", "A farewell after a look-up.",
         ["farewell", "thanks"],
         hist=("where's 1042?", "Order 1042 (Acme Dock) was shipped with PostNL.")),
    case("bob", "small_talk", "who made you?", "About the assistant.", ["about_assistant", "curt"]),
    # ---- globex -----------------------------------------------------------------------------------------------
    case("carol", "small_talk", "good morning! how are you today?", "A greeting.", ["greeting"]),
    case("dave", "small_talk", "lol that's more than my lunch", "A remark on an answer, no request.",
         ["chit_chat", "lowercase"], hist=("what's the overnight price?", "Overnight shipping costs USD 29.99.")),
    case("carol", "small_talk", "you're way faster than the help desk, love it ❤️", "A compliment.",
         ["compliment", "emoji"]),
    case("dave", "small_talk", "do you ever sleep?", "Chit-chat about the assistant.",
         ["about_assistant", "chit_chat"]),
    case("carol", "small_talk", "no wait, leave it as it is",
         "A retraction while an own withdrawal waits. Arguable: action (the pending withdrawal is answered), as "
         "v21 and v22 marked it.",
         ["retraction", "pending_action_context", "arguable"],
         hist=("withdraw EXP-3101", "I can withdraw EXP-3101 (USD 868.50). Confirm?")),
    case("dave", "small_talk", "sorry, wrong chat, that was meant for my wife", "An apology.", ["apology"]),
    case("carol", "small_talk", "ok great, that's everything, thanks a bunch", "Thanks closing a long history.",
         ["thanks", "long_history"],
         hist=("where's 2042?", "In transit with UPS, due tomorrow.", "and 2047?", "Packed, waiting for pickup.")),
    case("dave", "small_talk", "feedback: your answers are good but a bit long", "Feedback on the assistant.",
         ["feedback", "about_assistant"]),
]

OOD = [
    # ---- acme -------------------------------------------------------------------------------------------------
    case("alice", "out_of_domain", "how do I write a polite complaint letter to my landlord?",
         "A how-to that sounds like complaints but is private.", ["complaint", "general_howto"]),
    case("bob", "out_of_domain", "what's the best AI assistant for writing emails?",
         "About assistants in general, not this one.", ["product_recommendation", "sounds_like_about_assistant"]),
    case("alice", "out_of_domain", "how do I cancel my Netflix subscription?",
         "Cancelling with another company.", ["another_company", "subscription"]),
    case("bob", "out_of_domain", "book me a table for 4 at a nice Italian place in Utrecht tonight",
         "A private errand the assistant cannot run.", ["cannot_do", "local_info"]),
    case("alice", "out_of_domain", "how does a VPN actually work under the hood?",
         "General tech knowledge. Arguable: knowledge (the VPN rules in IT Security Basics).",
         ["general_info", "arguable"]),
    case("bob", "out_of_domain", "and what's the driving distance from Amsterdam to Eindhoven?",
         "After a mileage-rate answer, a map question.", ["local_info", "topic_switch"],
         hist=("what's the mileage rate?", "EUR 0.35 per km under the 2025 expense policy.")),
    case("alice", "out_of_domain", "what happens if I cancel a flight I booked with KLM myself?",
         "Another company's rules, as a hypothetical. Arguable: knowledge (travel policy on changes).",
         ["another_company", "hypothetical", "arguable"]),
    case("bob", "out_of_domain", "how do I return something I bought on Amazon?", "Another shop.",
         ["another_shop"]),
    case("alice", "out_of_domain", "random q: who invented the chatbot?",
         "General knowledge that sounds like a question about the assistant.",
         ["general_info", "sounds_like_about_assistant", "thanks_history"],
         hist=("thanks!", "You're welcome, Alice!")),
    case("bob", "out_of_domain", "call my wife and tell her I'll be late", "A private errand the assistant cannot run.",
         ["cannot_do"]),
    # ---- globex -----------------------------------------------------------------------------------------------
    case("carol", "out_of_domain", "how do I pack a fragile package so UPS doesn't break it?",
         "Packing advice, a courier's business.", ["general_howto", "courier_rules", "negation"]),
    case("dave", "out_of_domain", "what's the capital gains tax on bitcoin?", "Tax and crypto.",
         ["legal_tax", "personal_finance"]),
    case("carol", "out_of_domain", "can you call the DMV for me and book a license renewal?",
         "A private errand the assistant cannot run.", ["cannot_do"]),
    case("dave", "out_of_domain", "is that the legal minimum in the US?",
         "Consumer law after a refund-window answer. Arguable: knowledge (the policy's window).",
         ["consumer_law", "reference_resolved", "arguable"],
         hist=("how long is the refund window?", "14 days of delivery.")),
    case("carol", "out_of_domain", "what's a nice way to say thank you to a coworker who covered for me?",
         "Etiquette that sounds like thanks.", ["general_howto", "thanks_history"],
         hist=("thanks for the help with the Boston claim", "Glad to help, Carol!")),
    case("dave", "out_of_domain", "are you smarter than Siri? what's the weather in Chicago tomorrow",
         "Weather, with a remark about the assistant.", ["weather", "about_assistant"]),
    case("carol", "out_of_domain", "how do I get a refund from Delta for a canceled flight?",
         "Another company's refunds.", ["another_company"]),
    case("dave", "out_of_domain", "cool. who made QueryLab, and is it open source?",
         "About the software behind the assistant, not the company. Arguable: small_talk (about the assistant).",
         ["sounds_like_about_assistant", "about_assistant_history", "arguable"],
         hist=("who made you?", "I'm Globex's staff assistant, built on QueryLab.")),
    case("carol", "out_of_domain", "translate 'your order has been canceled' into Spanish", "A translation.",
         ["translation"]),
    case("dave", "out_of_domain", "hypothetically, if I got a HomeVault from Best Buy instead, what's their return "
         "policy?",
         "Another shop's policy, as a hypothetical.", ["another_shop", "hypothetical"]),
]

CASES = SMALL + OOD
