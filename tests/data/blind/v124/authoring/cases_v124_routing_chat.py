"""Blind routing set v124: the small_talk (16) and out_of_domain (20) cases, typed on a phone or spoken to a voice
assistant."""

from __future__ import annotations

from routing_case_kit_v124 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thanks thats all", "thanks", ["lowercase", "thanks"]),
    case("carol", S, "good morning assistant", "greeting", ["lowercase", "greeting"]),
    case("dave", S, "ugh you never hear me right", "frustration with no new request", ["lowercase", "frustration"]),
    case("bob", S, "are you a bot or a real person", "about the assistant", ["lowercase", "about_assistant"]),
    case("alice", S, "sorry typing on my phone with one hand", "apology", ["lowercase", "apology"]),
    case("carol", S, "ok cool ty", "acknowledgement", ["lowercase", "curt", "acknowledgement", "abbreviation"]),
    case("dave", S, "bye for now", "farewell", ["lowercase", "farewell"]),
    case("bob", S, "haha sorry that was meant for siri", "a misdirected voice command, no request", ["lowercase", "apology", "wake_word"]),
    case("alice", S, "hello can you hear me", "about the assistant; arguable: clarify", ["lowercase", "about_assistant", "arguable"]),
    case("carol", S, "youre faster than the helpdesk lol", "compliment", ["lowercase", "compliment"]),
    case("dave", S, "nah forget it leave it", "retraction while an own cancellation waits; arguable: action (a reply to the confirm)",
         ["lowercase", "retraction", "arguable", "pending_action_context"], hist=("cancel 2046", "Order 2046 can be cancelled. Confirm?")),
    case("bob", S, "perfect thanks", "thanks after an own lookup", ["lowercase", "thanks"], hist=("where's 1044", "1044 shipped by DHL express.")),
    case("alice", S, "nice 👍", "acknowledgement with emoji", ["lowercase", "emoji", "acknowledgement"],
         hist=("EXP-2042 status", "EXP-2042 (Utrecht taxi and parking, EUR 96) is approved.")),
    case("carol", S, "ok that was it sorry for the voice message mess", "apology and close", ["lowercase", "apology"],
         hist=("what's the wfh stipend", "USD 50 per month.")),
    case("dave", S, "cheers mate have a good one", "farewell", ["lowercase", "farewell", "long_history"],
         hist=("hi", "Hello!", "refund window", "14 days from delivery.")),
    case("bob", S, "sorry my kid grabbed the phone", "apology, no request", ["lowercase", "apology", "chit_chat"],
         hist=("hotel cap paris", "EUR 240 per night in Paris.")),
]

OOD = [
    case("alice", O, "whats the weather in amsterdam tomorrow", "weather", ["lowercase", "weather"]),
    case("carol", O, "set a timer for 10 minutes", "a voice-assistant command outside the domain", ["lowercase", "device_command", "numbers"]),
    case("dave", O, "play some music", "a voice-assistant command outside the domain", ["lowercase", "device_command"]),
    case("bob", O, "how do i say thank you in german", "translation", ["lowercase", "translation"]),
    case("alice", O, "call my mom", "a phone command outside the domain", ["lowercase", "device_command"]),
    case("carol", O, "best noise cancelling headphones under 200", "product recommendation", ["lowercase", "product_recommendation"]),
    case("dave", O, "whats 15 percent of 349", "math; arguable: knowledge (the restocking fee on a HomeVault)", ["lowercase", "math", "arguable"]),
    case("bob", O, "how long does a dutch passport take to renew", "general info", ["lowercase", "general_info"]),
    case("alice", O, "remind me to buy milk", "a reminder outside the domain", ["lowercase", "device_command"]),
    case("carol", O, "nearest pharmacy open now", "local info", ["lowercase", "local_info"]),
    case("dave", O, "usd to jpy rate today", "exchange rate", ["lowercase", "exchange_rate", "abbreviation"]),
    case("bob", O, "write me a short poem for a retirement card", "creative", ["lowercase", "creative"]),
    case("alice", O, "is dutch vat 21 percent on electronics", "tax; arguable: knowledge (prices in the product overview)",
         ["lowercase", "legal_tax", "arguable", "abbreviation"]),
    case("carol", O, "how many hours of sleep do adults need", "general info", ["lowercase", "general_info"]),
    case("dave", O, "is it legal to record a call in california", "legal", ["lowercase", "legal_tax"]),
    case("alice", O, "does postnl deliver on sundays", "carrier's general service; arguable: live_tool (after her own shipped order)",
         ["lowercase", "local_info", "arguable"], hist=("track 1042", "1042 shipped with PostNL on 2026-11-03.")),
    case("bob", O, "any good cheap hotels near gare du nord", "hotel recommendation", ["lowercase", "product_recommendation"],
         hist=("hotel cap paris", "EUR 240 per night in Paris.")),
    case("carol", O, "whats a good lobster place there", "restaurant recommendation", ["lowercase", "local_info", "reference_resolved"],
         hist=("per diem boston", "USD 75 per day: Boston is domestic.")),
    case("dave", O, "what time is it in tokyo right now", "time zone", ["lowercase", "general_info"],
         hist=("EXP-3103", "EXP-3103 (Tokyo, USD 2,930) is submitted.")),
    case("carol", O, "ugh wrong assistant ok then whats the capital of australia", "general info after a misdirected smart-home command",
         ["lowercase", "general_info", "wake_word", "long_history"],
         hist=("hi", "Hi Carol!", "ok google turn on the lights", "I can help with Globex policies, your orders, refunds and claims.")),
]

CASES = SMALL + OOD
