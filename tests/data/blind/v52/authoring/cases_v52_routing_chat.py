"""Blind routing set v52, small_talk (16) and out_of_domain (20) cases: stress, apologies for yelling, goodbyes at the
gate, retractions while an action waits; and the urgent things of a hurried life that no company document answers
(a gate closing, a landlord, a passport appointment, a time zone before a call)."""

from __future__ import annotations

from routing_case_kit_v52 import case

S = "small_talk"
O = "out_of_domain"

CASES = [
    # -- small_talk --
    case("alice", S, "hi!! sorry, crazy morning 😅", "A greeting.", ["greeting", "emoji", "lowercase"]),
    case("bob", S, "thanks, you saved my deadline 🙏", "Thanks.", ["thanks", "emoji", "lowercase"]),
    case("carol", S, "ugh. this is the THIRD time today something breaks. not your fault.",
         "Frustration with no request.", ["frustration", "repeat_complaint", "all_caps"]),
    case("dave", S, "are you even awake at 2am? 😄", "About the assistant, out of hours.", ["about_assistant", "out_of_hours", "emoji"]),
    case("alice", S, "do you ever get deadlines? lucky you", "A joke.", ["joke", "lowercase"]),
    case("bob", S, "ok logging off, flight's boarding. bye!", "A farewell.", ["farewell", "flight_soon", "lowercase"]),
    case("carol", S, "you're faster than our help desk, honestly", "A compliment.", ["compliment", "lowercase"]),
    case("dave", S, "sory for yelling earlier, long day", "An apology.", ["apology", "typo", "lowercase"]),
    case("alice", S, "WHY IS EVERYTHING ON FIRE TODAY", "Frustration with no request, shouted.", ["frustration", "all_caps"]),
    case("carol", S, "what are you exactly, a bot or a person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("alice", S, "no wait — leave it, they need the headsets after all",
         "A retraction while an own cancellation waits; arguable (action: declining the pending cancellation).",
         ["arguable", "retraction", "pending_action_context"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Confirm?")),
    case("dave", S, "ok great, thanks! made my day", "Thanks after a look-up.", ["thanks", "acknowledgement"],
         hist=("where's 2041", "Order 2041 (2 × Globex Key) is in transit with USPS.")),
    case("bob", S, "ugh, fine. DHL and I are not friends today 🙄", "Frustration with no new request.", ["frustration", "emoji", "negation"],
         hist=("is 1044 here yet", "Order 1044 (Acme Cam) is shipped with DHL, express.")),
    case("carol", S, "phew. ok. thanks, I'll breathe now 😮‍💨", "Relief and thanks after a deadline answer.", ["acknowledgement", "thanks", "emoji"],
         hist=("what's the deadline for expenses", "45 days from the expense, in ExpenseLink.")),
    case("dave", S, "good to know lol. night!", "A farewell after chit-chat.", ["farewell", "long_history", "out_of_hours"],
         hist=("hello", "Hi! How can I help?", "nothing, just testing if you're up at this hour", "I'm here any time.")),
    case("bob", S, "haha so I'm stuck on a 4-hour train with no wifi. perfect 😂", "A joke about the rule just given.", ["joke", "emoji", "chit_chat"],
         hist=("whats the rail rule", "Take the train when the scheduled rail journey is 4 hours or less.")),
    # -- out_of_domain --
    case("alice", O, "flight KL1234 leaves in an hour — is Schiphol security busy right now?", "An airport's queues.",
         ["local_info", "flight_soon", "urgency"]),
    case("bob", O, "what time is it in New York right now? call at 9 their time", "A time zone.", ["time_zone", "lowercase"]),
    case("carol", O, "fastest way to get from JFK to Manhattan at rush hour, meeting in 90 min", "Local travel.", ["local_info", "urgency"]),
    case("dave", O, "my personal credit card payment is due today, can I pay it late without a fee?", "Personal finance.",
         ["personal_finance", "deadline_today"]),
    case("alice", O, "write me a polite but FIRM email to my landlord, the heating's been broken 3 days", "Creative writing, private.",
         ["creative", "all_caps", "lowercase"]),
    case("bob", O, "is there a pharmacy open late near Amsterdam Centraal?", "Local info, out of hours.", ["local_info", "out_of_hours"]),
    case("carol", O, "how do I get an emergency passport appointment? flight is in 3 days", "Government services.",
         ["general_info", "flight_soon"]),
    case("dave", O, "what's the weather in Chicago tonight, need to know if flights get cancelled", "Weather.", ["weather", "lowercase"]),
    case("alice", O, "translate 'this is urgent, please reply today' into German", "A translation.", ["translation", "lowercase"]),
    case("bob", O, "best noise-cancelling headphones under 200 for a long flight?",
         "A product recommendation; arguable (knowledge: the Acme Headset is noise cancelling).", ["arguable", "product_recommendation", "flight_soon"]),
    case("carol", O, "my phone battery is at 3%, how do I turn on low power mode on an iPhone", "A personal device.",
         ["personal_device", "urgency", "lowercase"]),
    case("dave", O, "is the IRS deadline for quarterly estimated taxes this week?", "Tax law in general.", ["legal_tax", "deadline"]),
    case("alice", O, "what's 17% of 1,260? quick", "Arithmetic.", ["math", "curt"]),
    case("bob", O, "can my airline legally refuse me boarding if I'm 10 minutes late to the gate?", "Passenger law.",
         ["legal_tax", "flight_soon"]),
    case("carol", O, "how long does a USPS priority package take from Memphis to Ohio?",
         "A courier's own service; arguable (knowledge: Globex ships by USPS from Memphis).", ["arguable", "courier_rules", "names"]),
    case("dave", O, "and FedEx overnight for a personal package to my mom, same price?", "Another carrier, a private parcel.",
         ["courier_rules", "follow_up", "lowercase"],
         hist=("what's the overnight shipping price?", "Overnight is USD 29.99, next business day.")),
    case("alice", O, "nice. what's the cheapest last-minute flight to Lisbon this weekend?", "Private travel after a PTO answer.",
         ["topic_switch", "general_info", "lowercase"],
         hist=("how many PTO days do I get", "28 days per calendar year, plus public holidays.")),
    case("bob", O, "who won the match last night? settling a bet before my 9am", "Sport.", ["sport", "greeting_history", "lowercase"],
         hist=("hi", "Hello! How can I help?")),
    case("carol", O, "and on my personal gmail? got a scary 'account suspended in 24h' mail there",
         "A personal account; arguable (knowledge: the phishing rules).", ["arguable", "personal_account", "phishing", "follow_up"],
         hist=("how do I report a phish?", "Use the 'Report Phish' button in Outlook.")),
    case("dave", O, "any tips to fall asleep fast before an early flight?", "General advice after small talk.",
         ["general_info", "long_history", "flight_soon"],
         hist=("hello", "Hi! What can I do for you?", "stressful week", "Sorry to hear that. Anything I can help with?")),
]
