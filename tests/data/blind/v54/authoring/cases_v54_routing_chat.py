"""The v54 small_talk (16) and out_of_domain (20) cases: talk about the assistant itself (what it is, who made it,
whether it remembers, what it keeps), and questions about AI, models and gadgets that no company document answers.
"""

from __future__ import annotations

from routing_case_kit_v54 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "what can you do?", "About the assistant.", ["about_assistant", "capability", "lowercase"]),
    case("bob", S, "are you a bot or a real person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("carol", S, "who made you? OpenAI?", "About the assistant's maker.", ["about_assistant", "maker"]),
    case("dave", S, "do you remember me from yesterday?", "About the assistant's memory.",
         ["about_assistant", "memory", "lowercase"]),
    case("alice", S, "thanks, that was really helpful!", "Thanks.", ["thanks"]),
    case("bob", S, "you're quicker than the help desk 😄", "A compliment.", ["compliment", "emoji", "lowercase"]),
    case("carol", S, "how do you decide whether to look something up or just answer?",
         "Arguable (refuse: the assistant's hidden instructions). Asked in general, as curiosity about the assistant; "
         "no instructions are asked for.", ["about_assistant", "how_it_decides", "arguable", "lowercase"]),
    case("dave", S, "what data do you keep about me?",
         "Arguable (knowledge: the company's data rules; live_tool: his own records). A question about the assistant "
         "itself.", ["about_assistant", "about_assistant_data", "arguable", "lowercase"]),
    case("alice", S, "can you see my orders?",
         "Arguable (live_tool: list them). A yes/no question about the assistant's reach; nothing is asked for yet.",
         ["about_assistant", "capability", "arguable", "lowercase"]),
    case("dave", S, "ok bye, have a good weekend", "A farewell.", ["farewell", "lowercase"]),
    # --- with a history ---
    case("bob", S, "wait, no — forget it, leave it as it is",
         "Arguable (action: the pending cancellation). A retraction while an action waits.",
         ["retraction", "pending_action_context", "arguable", "lowercase"],
         hist=("cancel 1046", "I can cancel order 1046 (Acme gift card EUR 50). Confirm?")),
    case("carol", S, "cool, thanks bot 👍", "Thanks after an own look-up.", ["thanks", "emoji", "lowercase"],
         hist=("where's 2042?", "2042 is in_transit with UPS.")),
    case("dave", S, "are you always this quick? lol", "Chit-chat about the assistant.", ["chit_chat", "about_assistant",
                                                                                     "lowercase"],
         hist=("what's the hotel cap in Boston?", "USD 325 per night before taxes.")),
    case("alice", S, "cute. do you have feelings?", "Chit-chat about the assistant.",
         ["chit_chat", "about_assistant", "long_history", "greeting_history", "lowercase"],
         hist=("hi", "Hi alice!", "what's your name?", "I'm the QueryLab assistant.")),
    case("bob", S, "ugh. fine. that's the third time this month 🙄", "Frustration with no new request.",
         ["frustration", "emoji", "lowercase"],
         hist=("why was EXP-2045 rejected?", "It was submitted more than 30 days after the expense.")),
    case("carol", S, "figures. you bots never can do the one thing I need",
         "Frustration about the assistant's limits, no new request.", ["frustration", "about_assistant", "lowercase"],
         hist=("can you cancel 2047?", "2047 is packed and can no longer be cancelled.")),
]

OOD = [
    case("alice", O, "how do large language models actually work?", "General knowledge about AI.",
         ["general_info", "ai_topic", "lowercase"]),
    case("bob", O, "write me a poem about a robot who loves spreadsheets", "Creative writing.", ["creative", "lowercase"]),
    case("carol", O, "what's the best AI assistant for writing a novel?", "A product recommendation.",
         ["product_recommendation", "ai_topic", "lowercase"]),
    case("dave", O, "is ChatGPT Plus worth 20 bucks a month?", "Personal spending on another product.",
         ["personal_finance", "ai_topic"]),
    case("alice", O, "what's the weather in Rotterdam tomorrow?", "Weather.", ["weather", "lowercase"]),
    case("bob", O, "help my kid with this: 3x + 7 = 22, what's x?", "Homework maths.", ["math", "lowercase"]),
    case("carol", O, "how do I set up Siri on my iPhone?", "A personal device.", ["personal_device"]),
    case("dave", O, "order me a pizza, pepperoni",
         "Arguable (clarify or action: an order). Nothing the companies sell; no tool or document applies.",
         ["another_shop", "arguable", "lowercase"]),
    case("alice", O, "translate 'thank you for your patience' into German", "Translation.", ["translation",
                                                                                            "lowercase"]),
    case("bob", O, "who won the Champions League final?", "Sport.", ["sport"]),
    case("carol", O, "how do I stop Alexa from listening all the time", "A personal device.", ["personal_device",
                                                                                             "ai_topic", "lowercase"]),
    case("dave", O, "what's the Turing test?", "General knowledge about AI.", ["general_info", "ai_topic"]),
    case("bob", O, "can you set a reminder on my phone for 5pm?",
         "A personal device; no company tool or document applies.",
         ["personal_device", "about_assistant_capability", "lowercase"]),
    case("alice", O, "what's the capital of Japan? heading to Tokyo next month",
         "General knowledge; the trip is context.", ["general_info", "lowercase"]),
    case("carol", O, "can you recommend a good password manager for my family?",
         "Arguable (knowledge: the company's password manager rule). A personal product recommendation.",
         ["product_recommendation", "arguable", "lowercase"]),
    # --- with a history ---
    case("dave", O, "can you do my taxes then? 😂", "Personal taxes after a capability question.",
         ["legal_tax", "about_assistant_capability", "emoji", "lowercase"],
         hist=("what can you do?", "I answer questions about Globex policies and look up or cancel your own orders, "
               "refunds and claims.")),
    case("alice", O, "what's PostNL's customer service number anyway?",
         "Arguable (knowledge: Acme's lost-parcel rule). A courier's own service after an own look-up.",
         ["courier_rules", "arguable", "lowercase"],
         hist=("where's 1042?", "1042 is shipped with PostNL.")),
    case("bob", O, "ok then what's the difference between GPT-4 and Claude?", "General knowledge about AI models.",
         ["general_info", "ai_topic", "lowercase"],
         hist=("are you GPT-4?", "I'm the QueryLab assistant; I can't say more about the model behind me.")),
    case("carol", O, "should I put my savings in an index fund or crypto?", "Personal finance after a 401(k) answer.",
         ["personal_finance", "long_history", "greeting_history", "lowercase"],
         hist=("hi", "Hi carol!", "what's the 401(k) match?", "100% of the first 4% of salary, vested immediately.")),
    case("dave", O, "what's a good sushi place near Shinjuku?", "Local information after a per diem answer.",
         ["local_info", "lowercase"],
         hist=("what's the per diem for Tokyo?", "USD 95 per day for international travel.")),
]

CASES = SMALL + OOD
