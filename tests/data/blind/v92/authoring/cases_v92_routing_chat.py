"""v92 routing cases, small_talk (16) and out_of_domain (20): the chat and the stray questions of an ordinary day."""

from __future__ import annotations

from routing_case_kit_v92 import case

SMALL_TALK = [
    # --- no history ---
    case("alice", "small_talk", "good morning ☀️", "A greeting.", ["lowercase", "greeting", "emoji"]),
    case("bob", "small_talk", "thanks, that's all for now", "Thanks and a close.", ["lowercase", "thanks"]),
    case("carol", "small_talk", "are you a real person or a bot?", "About the assistant.", ["lowercase", "about_assistant"]),
    case("dave", "small_talk", "lol ok", "An acknowledgement.", ["lowercase", "curt", "acknowledgement"]),
    case("alice", "small_talk", "sorry, my cat just walked across the keyboard", "An apology.", ["lowercase", "apology"]),
    case("bob", "small_talk", "what a day. fourth meeting in a row 🙄", "Chit-chat, no request.",
         ["lowercase", "chit_chat", "emoji"]),
    case("carol", "small_talk", "honestly you're more helpful than the intranet", "A compliment.",
         ["lowercase", "compliment"]),
    case("dave", "small_talk", "Have a good weekend!", "A farewell.", ["farewell"]),
    case("alice", "small_talk", "what kind of stuff can you help me with?", "About the assistant.",
         ["lowercase", "about_assistant"]),
    case("carol", "small_talk", "tell me a joke, it's been a long day", "A joke asked for.", ["lowercase", "joke"]),
    # --- with history ---
    case("dave", "small_talk", "hmm no wait, leave it for now",
         "A retraction while an own action waits; arguable: action (declining the pending cancel).",
         ["arguable", "lowercase", "retraction", "pending_action_context"], (),
         ("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB). Please confirm to proceed.")),
    case("alice", "small_talk", "240 for London. lovely. enjoy your hostels, everyone 😂",
         "A joke about the answer, no new request; arguable: knowledge (a remark on the cap).",
         ["arguable", "joke", "emoji"], (),
         ("what's the hotel cap in London?", "EUR 240 per night in London (a designated high-cost city).")),
    case("bob", "small_talk", "ugh, fine.", "Frustration with no new request.", ["lowercase", "curt", "frustration"], (),
         ("why is R-79 still processing?",
          "Refund R-79 is processing; refunds are processed within 14 days of the returns centre receiving the parcel.")),
    case("carol", "small_talk", "perfect, thank you so much!", "Thanks.", ["thanks"], (),
         ("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck of each month.")),
    case("dave", "small_talk", "ok bye 👋", "A farewell.", ["lowercase", "farewell", "emoji", "greeting_history"], (),
         ("hi", "Hi Dave!", "nvm figured it out", "Glad you sorted it!")),
    case("alice", "small_talk", "nice, good to know 👍", "An acknowledgement.", ["lowercase", "acknowledgement", "emoji"], (),
         ("my order 1043?", "Order 1043 (2 × Acme Headset) is processing.")),
]

OUT_OF_DOMAIN = [
    # --- no history ---
    case("alice", "out_of_domain", "what's the weather in Rotterdam tomorrow?", "Weather.", ["lowercase", "weather"]),
    case("bob", "out_of_domain", "can you recommend a good 4K monitor under 300 euros for home?",
         "A product recommendation for home.", ["lowercase", "product_recommendation"]),
    case("carol", "out_of_domain", "how do I keep a sourdough starter alive", "General knowledge.",
         ["lowercase", "general_info"]),
    case("dave", "out_of_domain", "what's 17% of 2,930?", "Arithmetic.", ["lowercase", "math"]),
    case("alice", "out_of_domain", "translate 'out of office' into German", "Translation.", ["lowercase", "translation"]),
    case("bob", "out_of_domain", "who won the Champions League last season?", "Sport.", ["lowercase", "sport"]),
    case("carol", "out_of_domain", "best place to open a Roth IRA?", "Personal finance.", ["lowercase", "personal_finance"]),
    case("dave", "out_of_domain", "what's the IRS standard mileage rate for 2026?",
         "A public tax figure; arguable: knowledge (the policy quotes the 2025 IRS rate).",
         ["arguable", "lowercase", "legal_tax"]),
    case("alice", "out_of_domain", "write me a limerick about Mondays", "Creative writing.", ["lowercase", "creative"]),
    case("bob", "out_of_domain", "how do I reset the password on my home router?", "Home IT.", ["lowercase", "home_it"]),
    case("carol", "out_of_domain", "any good hotels near the Seaport in Boston?",
         "Local information; arguable: knowledge (Boston lodging cap, GlobeTrips booking).",
         ["arguable", "lowercase", "local_info"]),
    case("dave", "out_of_domain", "my home printer says PC LOAD LETTER, what does that even mean", "Home IT.",
         ["lowercase", "home_it"]),
    case("alice", "out_of_domain", "What's the capital of Australia?", "General knowledge.", ["general_info"]),
    case("carol", "out_of_domain", "how many km is 204 miles?",
         "A unit conversion; arguable: knowledge (a mileage figure, though nothing of the policy is asked).",
         ["arguable", "lowercase", "math"]),
    case("bob", "out_of_domain", "is it worth switching from iPhone to Android for my personal phone?",
         "Personal device advice.", ["lowercase", "personal_device"]),
    # --- with history ---
    case("alice", "out_of_domain", "nice. any tips for a cheap week in Lisbon in March?",
         "Personal holiday tips after a PTO answer.", ["lowercase", "local_info", "topic_switch"], (),
         ("how many PTO days do I get?", "28 days per calendar year for full-time employees.")),
    case("carol", "out_of_domain", "cool. does Dropbox have one too?",
         "Another company's product; arguable: refuse (a competitor's terms) or knowledge.",
         ["arguable", "lowercase", "another_product", "reference_resolved"], (),
         ("is there a free trial for GlobexSync?", "Basic and Pro come with a 14-day free trial; Business with a 30-day trial.")),
    case("dave", "out_of_domain", "what's the USD to EUR rate today?", "An exchange rate.",
         ["lowercase", "exchange_rate", "greeting_history"], (),
         ("hi", "Hi Dave, what can I help with?")),
    case("bob", "out_of_domain", "unrelated, but how do I change a flat tyre?", "General knowledge after policy talk.",
         ["lowercase", "general_info", "topic_switch"], (),
         ("what's the mileage rate?", "EUR 0.35 per km for private cars used on business.", "thanks", "You're welcome!")),
    case("carol", "out_of_domain", "what's a good standing desk for a small apartment?",
         "A product recommendation for home.", ["lowercase", "product_recommendation", "topic_switch"], (),
         ("can I WFH on fridays?", "Yes — Monday and Friday are WFH days at Globex.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
