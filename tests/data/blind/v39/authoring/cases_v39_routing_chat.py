"""Blind routing set v39, small_talk (16) and out_of_domain (20) cases: talk and phone commands that sound dictated."""

from __future__ import annotations

from routing_case_kit_v39 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "testing testing one two three is this thing on", "a microphone check, no request",
         ["dictated", "chit_chat", "spelled_number"]),
    case("bob", S, "sorry that wasn't for you I was talking to my kid", "an apology for a stray dictation",
         ["dictated", "apology", "negation"]),
    case("carol", S, "thanks so much you're a lifesaver 🙏", "thanks", ["dictated", "thanks", "emoji"]),
    case("dave", S, "good mourning", "'mourning' for morning: a greeting", ["dictated", "greeting", "homophone"]),
    case("alice", S, "haha it wrote hotel cab again your transcription is fine it's my phone 😂",
         "arguable: a remark about her phone (small_talk); knowledge reading: she may still want the hotel cap",
         ["dictated", "arguable", "chit_chat", "emoji", "homophone"]),
    case("bob", S, "ok bye driving now", "farewell", ["dictated", "farewell", "car", "curt"]),
    case("carol", S, "are you a real person or a bot", "about the assistant", ["dictated", "about_assistant"]),
    case("dave", S, "ugh this dictation keeps cutting me off", "frustration with no new request",
         ["dictated", "frustration"]),
    case("alice", S, "what's your name", "about the assistant", ["dictated", "about_assistant", "curt"]),
    case("bob", S, "tell me a joke for the drive", "a joke", ["dictated", "joke", "car"]),
    case("carol", S, "no wait leave it sorry",
         "arguable: a retraction while a cancellation waits (small_talk, as v21 and v22 decided); action reading: "
         "decline the pending action", ["dictated", "arguable", "retraction", "pending_action_context"],
         hist=("cancel 2043", "I can cancel order 2043 (HomeVault Drive 4 TB). Please confirm.")),
    case("dave", S, "perfect thanks period", "thanks with a spoken 'period'", ["dictated", "thanks",
         "spoken_punctuation"], hist=("where are my keys", "Order 2041 (2 × Globex Key) is in transit with USPS.")),
    case("alice", S, "cool cool cool", "acknowledgement", ["dictated", "acknowledgement", "curt"],
         hist=("what's the per diem abroad", "EUR 70 per day for international travel.")),
    case("bob", S, "ok never mind I'll check later bye", "a farewell that asks nothing", ["dictated", "farewell",
         "retraction"], hist=("status R-79", "R-79 (EUR 99.00) is processing.")),
    case("carol", S, "ok I'm back sorry about that", "back after an interruption, nothing asked",
         ["dictated", "apology", "long_history"],
         hist=("hello", "Hi Carol!", "sorry one sec", "No problem.")),
    case("dave", S, "lol that's why it kicked me off in the middle of my call",
         "arguable: a remark on the answer (small_talk); knowledge reading: a follow-up on the VPN",
         ["dictated", "arguable", "chit_chat"],
         hist=("how long is the VPN session", "GlobexConnect sessions last 8 hours.")),
]

OOD = [
    case("alice", O, "how do I turn on voice dictation on my iphone", "a personal phone's settings",
         ["dictated", "personal_device"]),
    case("bob", O, "navigate to the office", "a car-assistant command sent here by mistake",
         ["dictated", "voice_command", "car", "curt"]),
    case("carol", O, "call mom", "a phone command", ["dictated", "voice_command", "curt"]),
    case("dave", O, "set a timer for ten minutes", "a phone command", ["dictated", "voice_command",
         "spelled_number"]),
    case("alice", O, "what's the speed limit on the A two", "road rules", ["dictated", "general_info", "car"]),
    case("bob", O, "play some music", "a phone command", ["dictated", "voice_command", "car", "curt"]),
    case("carol", O, "why does my phone keep typing cab instead of cap", "autocorrect on a personal phone",
         ["dictated", "personal_device", "homophone"]),
    case("dave", O, "what's the weather in Memphis tomorrow", "weather", ["dictated", "weather"]),
    case("alice", O, "how do you say refund in German", "a translation", ["dictated", "translation"]),
    case("bob", O, "best dictation app for android", "a product recommendation", ["dictated",
         "product_recommendation", "curt"]),
    case("carol", O, "how much is an uber from JFK to Manhattan", "consumer pricing", ["dictated",
         "consumer_pricing"]),
    case("dave", O, "what's the I R S mileage rate for twenty twenty six",
         "arguable: the corpus gives only the 2025 IRS rate (out_of_domain: the IRS's 2026 figure); knowledge "
         "reading: abstain on the policy", ["dictated", "arguable", "legal_tax", "spelled_number"]),
    case("alice", O, "text my husband I'll be late", "a phone command", ["dictated", "voice_command"]),
    case("bob", O, "how many calories in a croissant", "general knowledge", ["dictated", "general_info"]),
    case("carol", O, "is it legal to use voice to text while driving in New Jersey", "law in general",
         ["dictated", "legal_tax", "car"]),
    case("dave", O, "and what's a good ramen place near shinjuku", "a topic switch to local info",
         ["dictated", "local_info", "topic_switch"],
         hist=("what's the lodging cap in Tokyo", "USD 325 per night (high-cost city).")),
    case("alice", O, "what are post nl's opening hours on saturday", "a courier's own rules",
         ["dictated", "courier_rules", "topic_switch"],
         hist=("where's my 1042", "Shipped 2026-11-03 with PostNL, tracking 3SACM1042NL.")),
    case("bob", O, "who won the ajax game last night", "sport", ["dictated", "sport", "greeting_history"],
         hist=("hi", "Hi Bob! What can I do for you?")),
    case("carol", O, "unrelated but how do I reset my personal gmail password", "a personal account",
         ["dictated", "personal_account", "topic_switch"],
         hist=("when do I need a PO", "For purchases above USD 2,500; smaller ones with a P-card.")),
    case("dave", O, "convert that to euros",
         "arguable: an exchange rate (out_of_domain); knowledge reading: arithmetic on a corpus number",
         ["dictated", "arguable", "exchange_rate", "reference_resolved"],
         hist=("per diem domestic", "USD 75 per day.")),
]

CASES = SMALL + OOD
