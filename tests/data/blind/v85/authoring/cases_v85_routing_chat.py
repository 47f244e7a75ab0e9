"""v85 small_talk (16) and out_of_domain (20) cases: what people type into a shop's chat on their phones besides
orders and policies. Nobody has run the router on them."""

from __future__ import annotations

from routing_case_kit_v85 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("carol", S, "hiii 👋", "A greeting.", ["greeting", "emoji"]),
    case("dave", S, "thanks, that's all!", "Thanks after an own look-up.", ["thanks"],
         hist=("where's 2041", "Order 2041 (Globex Key × 2) is in transit with USPS.")),
    case("carol", S, "you're way faster than the phone line lol", "A compliment.", ["compliment", "lowercase"]),
    case("dave", S, "are you a real person or a bot?", "About the assistant.", ["about_assistant"]),
    case("carol", S, "good night! 🌙", "A farewell.", ["farewell", "emoji"]),
    case("dave", S, "ugh. third thing I've asked today and my coffee's cold ☕", "Frustration with no request in it.",
         ["frustration", "emoji"]),
    case("alice", S, "morning! happy friday", "A greeting.", ["greeting", "lowercase"]),
    case("bob", S, "sorry, wrong chat 😅", "An apology.", ["apology", "emoji"]),
    case("alice", S, "actually never mind, leave it",
         "A retraction while her cancellation waits: small_talk. Arguable: action (declining the pending action).",
         ["retraction", "pending_action_context", "arguable"],
         hist=("cancel 1043", "Order 1043 can be canceled. Confirm to cancel it.")),
    case("bob", S, "haha my cam is smarter than me at this point", "A joke.", ["joke", "lowercase"]),
    case("carol", S, "wow. ok. that's just great. 🙄", "Frustration after an own refund was shown, no new request.",
         ["frustration", "emoji", "reference_resolved"],
         hist=("what's R-304?", "R-304 (USD 238) was rejected: requested 26 days after delivery, outside the 14-day window.")),
    case("dave", S, "nothing really, just testing this app on my new phone", "Chit-chat after a greeting.",
         ["chit_chat", "greeting_history"], hist=("hi", "Hi Dave! How can I help?")),
    case("carol", S, "can you talk like a pirate", "A play request about the assistant. Arguable: out_of_domain (creative).",
         ["about_assistant", "joke", "arguable"]),
    case("alice", S, "perfect, cheers", "Thanks after policy answers.", ["thanks", "long_history"],
         hist=("what's the hotel cap in London?", "EUR 240 per night in London.", "and Paris?", "Also EUR 240 per night.")),
    case("bob", S, "ok cool 👍", "An acknowledgement.", ["acknowledgement", "emoji"],
         hist=("R-79?", "R-79 (EUR 99, Acme Cam returned) is processing.")),
    case("dave", S, "do you ever sleep?", "A joke about the assistant.", ["about_assistant", "joke"]),
]

OUT = [
    case("carol", O, "best phone plan for unlimited data?", "A phone carrier's plans.", ["product_recommendation", "phone_carrier"]),
    case("dave", O, "how do I back up my iPhone to iCloud",
         "Another company's backup service. Arguable: knowledge (GlobexSync backs up phones).",
         ["personal_device", "another_shop", "arguable"]),
    case("carol", O, "will it rain in memphis tomorrow", "Weather.", ["weather", "lowercase"]),
    case("dave", O, "what's 15% of 349", "Arithmetic. Arguable: knowledge (the restocking fee on a HomeVault).",
         ["math", "numbers", "arguable"]),
    case("carol", O, "can you recommend a good wifi router under $100", "A product the shop does not sell.",
         ["product_recommendation"]),
    case("dave", O, "how do I get my money back from Amazon for a late package", "Another shop's refunds.",
         ["another_shop", "late_delivery"]),
    case("carol", O, "what does the CCPA let me ask a company to delete?", "Privacy law in general.",
         ["legal_tax", "privacy", "abbreviation"]),
    case("dave", O, "ups store hours near 38103?", "A courier's local opening hours. Arguable: knowledge (drop at any UPS location).",
         ["local_info", "courier_rules", "arguable"]),
    case("carol", O, "translate 'my package never arrived' into spanish", "Translation.", ["translation", "lowercase"]),
    case("dave", O, "write a short poem about my HomeVault humming at night", "Creative writing.", ["creative"]),
    case("alice", O, "what time is it in Boston when it's 9 in Amsterdam?", "Time zones.", ["general_info", "time_zone"]),
    case("bob", O, "best noise-cancelling headphones for flights, not the acme one", "A product recommendation.",
         ["product_recommendation", "negation"]),
    case("alice", O, "how do I file my Dutch income tax return online", "Personal tax.", ["legal_tax"]),
    case("bob", O, "who won the Ajax game last night?", "Sport.", ["sport"]),
    case("carol", O, "random q, how do i stop my phone battery draining so fast", "A personal device after an own look-up.",
         ["personal_device", "topic_switch", "lowercase"], hist=("thanks for checking 2042", "You're welcome, Carol!")),
    case("dave", O, "ok unrelated but how much does it cost to mail a letter to Canada with USPS", "A courier's own prices.",
         ["courier_rules", "topic_switch"],
         hist=("what's the return label cost?", "USD 7.50 is deducted from the refund for the label, unless the item is defective.")),
    case("alice", O, "recipe for a quick pasta lunch?", "Cooking.", ["general_info", "greeting_history"], hist=("hi", "Hi Alice!")),
    case("bob", O, "what's the euro to dollar rate today", "An exchange rate after per-diem answers.",
         ["exchange_rate", "long_history"],
         hist=("what's the per-diem abroad?", "EUR 70 per day.", "and for Germany?", "Germany is international, so EUR 70 per day.")),
    case("carol", O, "is it safe to use public wifi for online banking?",
         "Personal security advice. Arguable: knowledge (the VPN rule on café Wi-Fi is for work devices).",
         ["personal_finance", "arguable"]),
    case("dave", O, "how do I dispute a charge with my credit card company for a gym membership?", "Personal finance.",
         ["personal_finance", "greeting_history"], hist=("hey", "Hi Dave!")),
]

CASES = SMALL + OUT
