"""The v50 small_talk (16) and out_of_domain (20) cases: thanks, jokes and retractions around pasted things, and pasted
tracebacks, formulas, recipes, tax forms and translations that have nothing to do with the two companies. 11 carry a
history."""

from routing_case_kit_v50 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # --- no history (10) ---
    case("alice", S, "thanks!! 🙏 pasted your answer in the team channel, they loved it",
         "Thanks with nothing new asked.", ["thanks", "emoji", "lowercase"]),
    case("bob", S, "the coffee machine just said 'ERROR 42: OUT OF COFFEE' ☕ send help",
         "A joke around a pasted error; nothing to look up.", ["joke", "pasted_error", "emoji"]),
    case("carol", S, "good morning! 🌞", "A greeting.", ["greeting", "emoji"]),
    case("dave", S, "are you a bot or a person? someone pasted your reply in slack and now everyone's arguing",
         "About the assistant.", ["about_assistant", "lowercase"]),
    case("alice", S, '"The best way out is always through." - Robert Frost\njust felt like sharing 😊',
         "A pasted quote with nothing asked; chit-chat.", ["pasted_text", "pasted_no_question", "chit_chat", "emoji"]),
    case("bob", S, "ugh. pasted the same thing three times today and still nothing. whatever.",
         "Frustration with no new request.", ["frustration", "lowercase"]),
    case("carol", S, "haha your last answer said 'as per the policy' four times 😂",
         "A joke about the assistant's style.", ["joke", "about_assistant", "emoji"]),
    case("dave", S, "bye for now, have a good weekend", "A farewell.", ["farewell", "lowercase"]),
    case("alice", S, '"Your refund has been processed" - FINALLY!!! 🎉🎉',
         "A pasted mail line celebrated, nothing asked. Arguable: live_tool (which refund) or clarify.",
         ["pasted_text", "pasted_email", "pasted_no_question", "emoji", "arguable"]),
    case("carol", S, "sorry, pasted the wrong thing earlier, ignore that",
         "An apology and retraction with nothing to retract in this session.", ["apology", "retraction", "lowercase"]),
    # --- with history (6) ---
    case("bob", S, "great, thanks 👍", "Acknowledgement after an answer.", ["acknowledgement", "thanks", "emoji"],
         hist=("where's 1044?", "1044 shipped on 25 November with DHL express.")),
    case("carol", S, "wait no, leave it - turns out my husband needs it",
         "A retraction while an own cancellation waits for confirmation. Arguable: action (it changes the pending action).",
         ["retraction", "pending_action_context", "arguable"],
         hist=("cancel 2043", "I can cancel order 2043 (HomeVault Drive 4 TB). Please confirm.")),
    case("dave", S, "perfect, exactly what I needed. you're a lifesaver", "A compliment after an answer.",
         ["compliment", "thanks"],
         hist=("per diem for Tokyo?", "USD 95 per day for international travel; 75% on the first and last day.")),
    case("alice", S, "nope, wrong window 😅 sorry", "An apology for a stray paste; nothing asked.",
         ["apology", "emoji", "greeting_history", "long_history", "pasted_text"],
         hist=("hi", "Hi Alice!", "[pasted] 'Out of office until Monday'",
               "That looks like an out-of-office reply. Is there something I can help you with?")),
    case("bob", S, "lol if only they actually did that", "A joke about the answer; no new request.",
         ["joke", "frustration", "lowercase"],
         hist=("what's the SLA for a P1?", "The ITSD responds to P1 incidents within 1 hour.")),
    case("dave", S, "how's your day going, by the way?", "Chit-chat after thanks.", ["chit_chat", "about_assistant"],
         hist=("thanks for the help with the claim", "You're welcome, Dave!")),
]

OOD = [
    # --- no history (15) ---
    case("alice", O, "TypeError: 'NoneType' object is not subscriptable\nhow do I fix this in my python script?",
         "A pasted traceback from a personal script.", ["pasted_text", "pasted_error", "programming", "lowercase"]),
    case("bob", O, "=VLOOKUP(A2;Sheet2!A:B;2;FALSE) gives #N/A. why?",
         "A pasted spreadsheet formula.", ["pasted_text", "programming", "curt"]),
    case("carol", O, "2 cups flour, 1 cup sugar, 3 eggs, 1 tsp baking soda\ncan I halve this for a small pan?",
         "A pasted recipe.", ["pasted_text", "general_info", "lowercase"]),
    case("dave", O, "Form 1040, line 12: standard deduction - what is it for married filing jointly this year?",
         "A US tax form (the number is not an order here).", ["pasted_text", "legal_tax", "numbers"]),
    case("alice", O, "'Wij verwachten uw reactie binnen 14 dagen' - translate pls",
         "A translation of a pasted sentence.", ["pasted_text", "translation", "non_english", "curt"]),
    case("bob", O, "Feyenoord 2-1 Ajax - who scored the winner?", "Sport.", ["pasted_text", "general_info", "curt"]),
    case("carol", O, "my home router keeps saying 'DHCP lease failed' - what do I do?",
         "A personal device.", ["pasted_text", "pasted_error", "personal_device"]),
    case("dave", O, "BTC/USD 61,204 (+3.1%) - buy or sell?", "Personal finance.",
         ["pasted_text", "personal_finance", "curt"]),
    case("alice", O, "write me a little poem about this: 'Segmentation fault (core dumped)'", "Creative writing.",
         ["pasted_text", "creative", "lowercase"]),
    case("bob", O, "'never gonna give you up, never gonna let you down' - which song is this from?",
         "A pasted lyric.", ["pasted_text", "general_info"]),
    case("carol", O, "Amazon.com order confirmation - Echo Dot (5th Gen) - Delivered. how do I return this to amazon?",
         "Another shop's order. Arguable: knowledge (returns, but only Globex's own policy is in the corpus).",
         ["pasted_text", "pasted_order_mail", "another_shop", "arguable"]),
    case("dave", O, "Winter Storm Warning for Memphis, TN until Thursday 6 PM. Will flights out of Memphis get cancelled tomorrow?",
         "Weather and airlines.", ["pasted_text", "weather", "local_info"]),
    case("alice", O, "SELECT * FROM visits v JOIN users u ON u.id = v.user_id WHERE v.ts > NOW() - INTERVAL 7 DAY;\n"
         "why is this so slow on my side project?",
         "A pasted SQL query from a personal project.", ["pasted_text", "programming"]),
    case("bob", O, "Art. 17 GDPR - Right to erasure. does this mean my gym has to delete my data if I quit?",
         "Law in general, about a personal membership.", ["pasted_text", "legal_tax"]),
    case("carol", O, "∫ x² dx from 0 to 3 = ?", "Math.", ["math", "curt"]),
    # --- with history (5) ---
    case("alice", O, 'booking.com: "Hotel near Grand Place - 4.6 stars". is that a nice area to walk around at night?',
         "Local information about a city after a per-diem answer.", ["pasted_text", "local_info", "topic_switch"],
         hist=("what's the per-diem for Belgium?", "EUR 70 per day (international).")),
    case("bob", O, "PostNL tarieven: 'brievenbuspakje EUR 4,60' - is that the same price to Belgium?",
         "A courier's own prices for a personal parcel. Arguable: knowledge (shipping costs).",
         ["pasted_text", "courier_rules", "non_english", "arguable"],
         hist=("express shipping cost?", "EUR 12.90 for express (1-2 business days).")),
    case("carol", O, "'Scorpio: a financial surprise is coming your way' - is this a sign to buy a lottery ticket? 😂",
         "A pasted horoscope. Arguable: small_talk (a joke).",
         ["pasted_text", "general_info", "emoji", "greeting_history", "arguable"],
         hist=("hey", "Hey Carol!")),
    case("dave", O, "IRS notice pasted by my wife: 'medical mileage rate applies'. what's the rate for medical miles this year?",
         "IRS rates for personal taxes. Arguable: knowledge (the policy cites the IRS business rate).",
         ["pasted_text", "legal_tax", "arguable"],
         hist=("mileage rate?", "USD 0.70 per mile.")),
    case("alice", O, "'Unable to connect to Xbox network (0x87DD0006)' any idea?", "A personal games console.",
         ["pasted_text", "pasted_error", "personal_device", "greeting_history", "long_history"],
         hist=("hi", "Hi Alice!", "off topic question", "Sure, what is it?")),
]

CASES = SMALL + OOD
