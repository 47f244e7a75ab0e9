"""Blind routing set v177, small_talk (16) and out_of_domain (20) cases: chat squeezed between meetings, and calendar,
time-zone, writing and city asks no company document answers. Written by hand for this set."""

from __future__ import annotations

from routing_case_kit_v177 import case


def st(who, query, note, tags, hist=()):
    return case(who, "small_talk", query, note, tags, (), hist)


def od(who, query, note, tags, hist=()):
    return case(who, "out_of_domain", query, note, tags, (), hist)


SMALL = [
    st("alice", "back-to-back meetings all day 😩", "Frustration, no request.", ["frustration", "emoji", "lowercase"]),
    st("bob", "thanks, that's all before my 3pm", "Thanks and farewell.", ["thanks", "farewell", "lowercase"]),
    st("carol", "good morning! first meeting in 10, just saying hi", "Greeting.", ["greeting", "lowercase"]),
    st("dave", "ok bye, call's starting", "Farewell.", ["farewell", "curt", "lowercase"]),
    st("dave", "do you ever get a lunch break? 😄", "A joke about the assistant.",
       ["joke", "about_assistant", "emoji"]),
    st("carol", "can you see my calendar, by the way?",
       "Arguable: about the assistant (knowledge or out_of_domain if read as a capability question).",
       ["arguable", "about_assistant", "lowercase"]),
    st("bob", "ugh, this meeting could have been an email", "Chit-chat.", ["chit_chat", "lowercase"]),
    st("carol", "what can you help me with between meetings?", "About the assistant.",
       ["about_assistant", "between_meetings", "lowercase"]),
    st("alice", "sorry for the rushed messages, crazy day", "Apology.", ["apology", "lowercase"]),
    st("bob", "hello?", "Greeting.", ["greeting", "curt"]),
    # with history (6)
    st("alice", "wait, hold on, someone just came to my desk", "An interruption while an own cancellation waits.",
       ["pending_action_context", "lowercase"],
       ("cancel 1043", "I can cancel order 1043 (Acme Headset). Shall I go ahead?")),
    st("bob", "perfect 👍", "Acknowledgement.", ["acknowledgement", "emoji"],
       ("R-79?", "R-79 (EUR 99.00) is processing.")),
    st("carol", "sorry, got pulled into a call, I'm back", "Greeting back after an interruption.",
       ["greeting_history", "apology", "lowercase"], ("hi", "Hi Carol, what can I do for you?")),
    st("alice", "never mind, the meeting's back on, leave it",
       "Arguable: a retraction while an own cancellation waits (action if read as answering the confirmation).",
       ["arguable", "retraction", "pending_action_context", "negation"],
       ("cancel 1043, the room doesn't need it", "I can cancel order 1043 (Acme Headset). Shall I go ahead?")),
    st("dave", "you're a lifesaver, made it before the 4pm", "Compliment and thanks.",
       ["compliment", "thanks", "lowercase"],
       ("2041 arriving today?", "Order 2041 (Globex Key) is in transit with USPS.")),
    st("dave", "got it", "Acknowledgement.", ["acknowledgement", "curt"],
       ("R-303?", "R-303 (USD 289.15) is processing.")),
]

OOD = [
    od("alice", "what's 3pm CET in New York time?", "Time-zone conversion.", ["time_zone", "abbreviation", "lowercase"]),
    od("bob", "draft a short follow-up email to the customer after today's call", "Writing task.",
       ["creative", "follow_up_after_call", "lowercase"]),
    od("carol", "weather in Boston tomorrow? meeting's at 9", "Weather.", ["weather", "lowercase"]),
    od("dave", "good sushi near the Tokyo summit venue?", "Local info.", ["local_info", "lowercase"]),
    od("alice", "how do I stop Outlook from double-booking me?", "General software help.",
       ["general_info", "calendar_op"]),
    od("bob", "book meeting room Zuid for 3pm",
       "Arguable: no room-booking tool and nothing in the corpus (action if read as a booking request).",
       ["arguable", "room_booking", "curt"]),
    od("carol", "tips for running a tight 30 minute meeting", "General advice.", ["general_info", "lowercase"]),
    od("dave", "translate 'sorry I'm late, my last meeting ran over' into Japanese", "Translation.",
       ["translation", "lowercase"]),
    od("alice", "how long is the train from Amsterdam to Brussels usually?",
       "Arguable: a timetable question (knowledge if read as the rail rule, which names this route).",
       ["arguable", "general_info", "lowercase"]),
    od("bob", "what's a good agenda for a quarterly planning meeting?", "General advice.", ["general_info"]),
    od("dave", "is it rude to eat during a video call?", "Etiquette.", ["general_info", "lowercase"]),
    od("carol", "what's 15% of 868?", "Math.", ["math", "numbers", "lowercase"]),
    od("alice", "are minutes legally required for a B.V. board meeting in NL?", "Legal question.",
       ["legal_tax", "abbreviation"]),
    od("carol", "set up a recurring zoom for my team every tuesday at 10",
       "Arguable: a calendar operation with no tool (action if read as a request to act).",
       ["arguable", "calendar_op", "lowercase"]),
    od("dave", "convert USD 2,930 to JPY", "Exchange rate.", ["exchange_rate", "numbers", "abbreviation"]),
    # with history (5)
    od("carol", "what time's the last Acela back from Boston on a friday?",
       "Arguable: a timetable (knowledge if read as the Amtrak rule in the history).",
       ["arguable", "topic_switch", "lowercase"],
       ("train or fly NY to Boston?", "Amtrak is preferred under 300 miles in the Northeast Corridor.")),
    od("alice", "any nice hotels near Zurich HB?", "Local info after a policy answer.",
       ["local_info", "topic_switch"], ("hotel cap in Zurich?", "EUR 240 per night in Zurich.")),
    od("dave", "how many hours ahead is Tokyo from New York?", "Time zones.", ["time_zone", "topic_switch", "lowercase"],
       ("per diem in Tokyo?", "USD 95 per full day for international travel.")),
    od("bob", "write me a polite decline for a meeting invite", "Writing task.", ["creative", "lowercase"],
       ("thanks for that", "You're welcome!")),
    od("alice", "what's the capital of Belgium? meeting someone from there", "General knowledge.",
       ["general_info", "greeting_history", "lowercase"], ("morning", "Good morning, Alice! How can I help?")),
]

CASES = SMALL + OOD
