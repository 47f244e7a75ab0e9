"""Blind routing set v36, small_talk (16) and out_of_domain (20) cases: office chatter and first-day nerves, and
questions that sound like office life, onboarding or travel but that no company document is about."""

from __future__ import annotations

from routing_case_kit_v36 import case

S, O = "small_talk", "out_of_domain"

SMALL_TALK = [
    case("alice", S, "first day!! so nervous lol", "First-day nerves, no request.", ["chit_chat", "new_joiner", "lowercase"]),
    case("bob", S, "thanks, that saved me a trip up to the 3rd floor", "Thanks.", ["thanks", "lowercase"]),
    case("carol", S, "good morning ☕", "A greeting.", ["greeting", "emoji"]),
    case("dave", S, "honestly you're more useful than the onboarding video", "A compliment.", ["compliment", "lowercase"]),
    case("alice", S, "ugh the coffee machine is broken AGAIN",
         "Frustration about the office with no request: small talk.", ["frustration", "facilities"]),
    case("bob", S, "haha do they give you a desk too or just a server rack?", "A joke about the assistant.",
         ["joke", "about_assistant", "lowercase"]),
    case("carol", S, "who are you, anyway? are you part of IT?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("dave", S, "ok bye, off to the canteen", "A farewell; the canteen is not a question.", ["farewell", "lowercase", "canteen"]),
    case("alice", S, "sorry, wrong window, ignore that", "An apology, nothing to do.", ["apology", "lowercase"]),
    case("carol", S, "it's freezing in the office today brrr", "Office chit-chat, no request.",
         ["chit_chat", "facilities", "lowercase"]),
    case("alice", S, "wait no, leave it for now",
         "Arguable: a retraction while an own cancellation waits (nothing to do: small talk); the other reading is "
         "action (declining the pending cancellation).", ["retraction", "pending_action_context", "arguable", "lowercase"],
         hist=("cancel 1043", "I can cancel order 1043 (2 × Acme Headset). Please confirm.")),
    case("bob", S, "perfect, cheers", "Thanks after an answer.", ["thanks", "curt", "acknowledgement"],
         hist=("is first class ok on a 4 hour train ride?", "Yes: first class is allowed when the rail journey is longer than 3 hours.")),
    case("carol", S, "lol ok that's a lot of forms for one trip to Boston",
         "A remark about the answer with no new request.", ["chit_chat", "lowercase", "travel"],
         hist=("what do I need before booking a trip to Boston?", "An approved TA-100 in GlobeTrips at least 10 days before departure.")),
    case("dave", S, "nah nothing really, just checking you work 🙂", "Chit-chat after a greeting.",
         ["chit_chat", "greeting_history", "emoji", "lowercase"],
         hist=("hello?", "Hi dave! What can I help with?")),
    case("alice", S, "ok I think I'm all set for monday, thanks for walking me through all of it",
         "Thanks at the end of a four-turn onboarding conversation.", ["thanks", "new_joiner", "long_history"],
         hist=("what do I need to set up before monday?", "Your AcmeID app for MFA and the GlobalProtect VPN for working from outside the office.",
               "and where do I install software from?", "From the Acme Software Center; anything else needs an ITSD ticket.")),
    case("carol", S, "nice!! can't wait to stop using my phone for everything",
         "A happy remark after an own order was shown; no request.", ["chit_chat", "lowercase", "negation"],
         hist=("what's the status of 2042?", "Order 2042 (1 × Globex Key) is in transit with UPS.")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "how do I book a meeting room in Outlook? the room finder thing",
         "Arguable: a general how-to for a calendar product (out_of_domain); the other reading is knowledge "
         "(the company's room booking, not in the documents).", ["general_software", "meeting_room", "arguable",
                                                                  "lowercase"]),
    case("bob", O, "best lunch place near Rotterdam Centraal?", "Local information.", ["local_info", "canteen", "curt"]),
    case("carol", O, "how do I set up two monitors on a MacBook?", "General IT how-to.", ["general_software", "equipment"]),
    case("dave", O, "what's the Amtrak baggage allowance on Acela?",
         "A rail company's own rules, though the travel policy names Acela.", ["carrier_rules", "travel"]),
    case("alice", O, "how do I say 'welcome to the team' in Dutch?", "Translation.", ["translation", "new_joiner"]),
    case("bob", O, "what's a good icebreaker for a new starters' lunch?", "General advice.", ["general_info", "events"]),
    case("carol", O, "is my NJ Transit monthly pass tax deductible?", "Tax law in general.",
         ["legal_tax", "abbreviation"]),
    case("dave", O, "how much is an NS train ticket from Amsterdam to Utrecht?", "A rail fare.", ["carrier_rules", "travel"]),
    case("alice", O, "what's the weather in Brussels tomorrow? packing for the customer visit", "Weather.",
         ["weather", "travel", "lowercase"]),
    case("bob", O, "recommend a good ergonomic chair for my home office under 300 euros",
         "Arguable: a product recommendation (out_of_domain); the other reading is knowledge (the WFH stipend and "
         "home office equipment).", ["product_recommendation", "arguable", "numbers", "lowercase"]),
    case("carol", O, "how do I sign up for TSA PreCheck?", "A government travel programme.", ["general_info", "travel",
                                                                                              "abbreviation"]),
    case("dave", O, "write a short welcome poem for our new intern", "Creative writing.", ["creative", "new_joiner",
                                                                                          "lowercase"]),
    case("alice", O, "how long is the train from Amsterdam to Paris usually?",
         "Arguable: a timetable question (out_of_domain); the other reading is knowledge (the travel policy lists "
         "Amsterdam–Paris among journeys of 4 hours or less).", ["carrier_rules", "travel", "arguable", "lowercase"]),
    case("bob", O, "is Uber or Bolt cheaper from Schiphol?", "Ride-hailing prices.", ["consumer_pricing", "travel"]),
    case("carol", O, "what's the capital of Japan? building a quiz for the team social", "General knowledge.",
         ["general_info", "events"]),
    case("alice", O, "nice. any good restaurants in Cologne then?", "Local information after a per-diem answer.",
         ["local_info", "topic_switch", "lowercase", "travel"],
         hist=("what's the per-diem for Germany?", "International travel: EUR 70 per day.")),
    case("dave", O, "unrelated: any good podcasts for the commute?", "Entertainment advice after a VPN answer.",
         ["general_info", "topic_switch", "lowercase"],
         hist=("how does the VPN work here?", "Connect to GlobexConnect before you use internal applications from outside the office.")),
    case("carol", O, "cool. how do I open a US bank account as a new immigrant?", "Personal finance.",
         ["personal_finance", "topic_switch", "new_joiner"],
         hist=("when is the WFH stipend paid?", "USD 50 per month, with the second paycheck of each month.")),
    case("bob", O, "where in Amsterdam can we go bowling with 12 people?", "Local information in a four-turn event "
         "conversation.", ["local_info", "events", "long_history", "numbers"],
         hist=("planning a team outing for the new starters", "Nice! What would you like to know?",
               "can we expense the activity?", "The documents don't cover team activities; customer entertainment needs advance approval.")),
    case("dave", O, "who won the Super Bowl last year?", "Sport, after a greeting.", ["sport", "greeting_history"],
         hist=("yo", "Hi dave! What can I do for you?")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
