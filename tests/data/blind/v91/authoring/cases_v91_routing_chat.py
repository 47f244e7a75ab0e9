"""Blind routing set v91, small_talk (16) and out_of_domain (20) cases: long messages whose only content is thanks,
a greeting, a farewell, an auto-reply or a signature (small talk), or whose one ask lies outside both companies'
documents and tools (out of domain).
"""

from __future__ import annotations

from routing_case_kit_v91 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # ---------------- small_talk ----------------
    case("alice", S, "Hi!\n\nJust wanted to say thank you for earlier. I was dreading that customer call, but with the "
         "numbers from you it went fine, she even said thank you at the end, which never happens. My manager was "
         "impressed too. Have a lovely afternoon!\n\nWarm regards,\nAlice",
         "Thanks in a full mail with greeting and signature; nothing is asked.",
         ["thanks", "formal_email", "signature", "no_ask"],
         hist=("what's the refund window for hardware?", "30 days from delivery (Refund Policy 3.1).")),
    case("alice", S, "ugh. third time this week the portal logged me out mid-ticket, lost a whole reply, and the "
         "customer probably thinks I'm ignoring her. not asking you to do anything, I just needed to scream into "
         "the void for a sec. ok. back to work.",
         "Frustration with no request (the user says so).",
         ["frustration", "no_ask", "negation", "lowercase"]),
    case("alice", S, "Good morning everyone! ☀️ Hope you all had a restful weekend. Mine was spent assembling a "
         "wardrobe with instructions in Swedish-only pictograms, so I'm thrilled to be back at a desk. Talk soon!",
         "A greeting with a story and no ask.",
         ["greeting", "emoji", "chit_chat", "no_ask"]),
    case("alice", S, "--\nAlice de Vries\nCustomer Care | Acme B.V.\n+31 20 555 0140 | care@acme.example\n\nThis "
         "e-mail and any attachments are confidential and intended solely for the addressee.",
         "Only a signature and a disclaimer were sent (the body is missing): small talk. Arguable (clarify: ask what "
         "she meant to send).",
         ["signature", "disclaimer", "no_ask", "arguable"]),
    case("bob", S, "Hi all,\n\nToday is my last day before parental leave (4 months, wish me luck). Thank you for all "
         "the help this year - yes, that includes you, assistant. My delegate in FinanceHub is set, my OOO is on. "
         "See you in April!\n\nBob",
         "A farewell mail; delegation and OOO are statements, not asks.",
         ["farewell", "thanks", "formal_email", "no_ask"]),
    case("bob", S, "Do you ever get tired of people pasting their entire email thread, signature, disclaimer and "
         "three 'sent from my iPhone's just to ask one thing? Asking for a friend. The friend is me. 😄",
         "A joke about the assistant; no request.",
         ["joke", "about_assistant", "emoji"]),
    case("bob", S, "sorry for the wall of text earlier, I was copy-pasting from three different mails and it all came "
         "out in one blob. you handled it better than my team would have.",
         "An apology and a compliment after an answer.",
         ["apology", "compliment", "lowercase"],
         hist=("[long pasted thread] ... so what's the TR-1 lead time for international?",
               "International trips need the TR-1 at least 14 days before departure.")),
    case("bob", S, "ok ok, that's all I needed. closing the laptop now before someone sends me another 'quick "
         "question'. have a good evening!",
         "A farewell after an answer.",
         ["farewell", "lowercase", "greeting_history"],
         hist=("hi, one last thing today: is the office closed on 24 December?",
               "Yes: Acme closes its offices on 24 and 31 December, in addition to PTO and public holidays.")),
    case("carol", S, "Automatic reply: Out of office\n\nThank you for your email. I am out of the office until Monday "
         "December 8 with limited access to email. For urgent Customer Support matters please contact "
         "support@globex.example. Best, Carol",
         "An auto-reply pasted in by mistake: nothing is asked of the assistant. Arguable (clarify: ask what she needs).",
         ["out_of_office", "pasted_text", "no_ask", "arguable"]),
    case("carol", S, "got it, thanks, that clears it up! you're honestly faster than our helpdesk, and nicer. 💜",
         "Acknowledgement and compliment after an answer.",
         ["acknowledgement", "compliment", "emoji", "lowercase"],
         hist=("do carried-over PTO hours expire?", "No: up to 80 hours carry over and they do not expire; the "
               "balance is capped at 240 hours.")),
    case("carol", S, "Hey there! Just testing whether this thing works from my phone too - the desktop one is fine. "
         "Ignore me, carry on 😊",
         "A test message with nothing asked.",
         ["chit_chat", "emoji", "about_assistant"]),
    case("carol", S, "Happy Thanksgiving week, assistant! 🦃 I'm bringing pie to the office potluck on Wednesday, "
         "apple, my grandma's recipe. Do bots like pie? Don't answer that. Have a good one!",
         "Seasonal chit-chat; the rhetorical question is waved off.",
         ["chit_chat", "greeting", "emoji", "joke"]),
    case("dave", S, "Actually scratch that - long day, I talked to my wife, we're keeping the drive after all, the "
         "8 TB was a fantasy. Don't cancel anything. Thanks for bearing with me!",
         "A retraction while an own cancellation waits: small talk. Arguable (action: the pending cancellation is "
         "withdrawn).",
         ["retraction", "pending_action_context", "negation", "arguable"],
         hist=("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB, pending). Please confirm.")),
    case("dave", S, "haha ok fair enough 😄 I'll stop trying to get you to settle bets in the AP kitchen.",
         "Reacting to an answer with a joke; no request.",
         ["acknowledgement", "joke", "emoji"],
         hist=("who's right, 45 days or 30 days for claims?", "At Globex, claims are filed in ExpenseLink within 45 "
               "days of the expense.")),
    case("dave", S, "Friday! Finally. The close calendar has been on my second monitor all week and I think it's "
         "burned into the screen now. Anyway, have a good weekend, whoever reads these.",
         "End-of-week chit-chat, nothing asked.",
         ["chit_chat", "farewell", "no_ask"]),
    case("dave", S, "Do you actually read all of my signatures and the confidentiality notice every time? Because that's "
         "commitment. Respect.\n\nDave Miller\nAccounts Payable | Globex Corporation\nsent from my iPhone",
         "A question about the assistant itself, half a joke.",
         ["about_assistant", "joke", "signature"]),
    # ---------------- out_of_domain ----------------
    case("alice", O, "Hi team,\n\nThe Rotterdam offsite is Thursday, I've booked the boat tour (!!) and the lunch. Does "
         "anyone know what the weather will be on Thursday in Rotterdam? If it rains, plan B is the maritime museum."
         "\n\nCheers,\nAlice",
         "Weather: in no document or tool.",
         ["weather", "formal_email", "buried_ask", "local_info"]),
    case("alice", O, "ok random but: how do I set up an auto-reply in my personal Gmail? I'm going on holiday and my "
         "book club keeps emailing. work one is sorted already.",
         "A personal account's settings.",
         ["personal_account", "lowercase", "buried_ask"]),
    case("alice", O, "Writing a farewell card for a colleague who moves to Munich. The card says 'Thank you for "
         "everything, we'll miss you and your terrible puns'. How do I say that in German?",
         "A translation.",
         ["translation", "background", "buried_ask"]),
    case("alice", O, "Team dinner after the offsite, 12 people, someone is vegan, someone hates fish, someone's me. "
         "Any good restaurant near Amsterdam Centraal that takes groups?",
         "A restaurant recommendation.",
         ["local_info", "product_recommendation", "buried_ask"]),
    case("alice", O, "and how many calories are in one stroopwafel? asking because I've had four today.",
         "Nutrition trivia after a policy answer.",
         ["general_info", "topic_switch", "lowercase"],
         hist=("can I claim snacks on a domestic trip?", "No separate snacks: trips over 8 hours get the EUR 55 "
               "domestic per-diem for meals and incidentals.")),
    case("bob", O, "Quick one before the budget meeting: what's EUR 1,340 in US dollars at today's rate? The American "
         "customer wants a ballpark for the joint workshop.",
         "An exchange rate.",
         ["exchange_rate", "numbers", "buried_ask"]),
    case("bob", O, "Hi,\n\nMy wife and I are doing our taxes this weekend (fun!). What's the top Dutch income tax "
         "bracket for 2026, and from what income does it start? Thanks.\n\nBob",
         "Personal tax law.",
         ["legal_tax", "personal_finance", "formal_email"]),
    case("bob", O, "haha thanks. totally unrelated, did Ajax win last night? I was stuck in a customer dinner",
         "Sport.",
         ["sport", "topic_switch", "lowercase"],
         hist=("can I expense the wine at the customer dinner?", "Alcohol is reimbursed only for customer "
               "entertainment approved in advance.")),
    case("bob", O, "Our team lead retires next month after 31 years. Could you write a short funny limerick for the "
         "card? Something about spreadsheets and his love of bicycles.",
         "Creative writing.",
         ["creative", "background", "buried_ask"]),
    case("bob", O, "My daughter needs headphones for school, noise cancelling, under EUR 200, not too ugly according "
         "to her. Which ones are best these days?",
         "A consumer product recommendation for personal use. Arguable (knowledge: the Acme Headset exists).",
         ["product_recommendation", "arguable", "background"]),
    case("carol", O, "Doing my own mileage log for my side business (pet portraits, don't laugh). What's the IRS "
         "standard mileage rate for 2026?",
         "A federal rate for a personal side business. Arguable (knowledge: the expense policy cites the 2025 rate).",
         ["legal_tax", "arguable", "personal_finance", "background"]),
    case("carol", O, "ok so my home wifi keeps dropping every evening around 8, the router's blinking orange and my "
         "roommate says it's the neighbours. how do I fix it?",
         "Home IT.",
         ["home_it", "lowercase", "buried_ask"],
         hist=("is the VPN required at home?", "Yes, for internal applications from outside a Globex office you "
               "connect to GlobexConnect.")),
    case("carol", O, "Thanksgiving leftovers situation: 2 pounds of turkey, half a pie, way too much stuffing. Any recipe "
         "ideas that aren't sandwiches? 🦃",
         "A recipe.",
         ["general_info", "emoji", "buried_ask"]),
    case("carol", O, "Setting up a call with a customer in Tokyo next week. I'm in Memphis. What's the time difference "
         "right now?",
         "Time zones.",
         ["general_info", "background", "buried_ask"]),
    case("carol", O, "Open enrollment stuff is making my head spin. For my own savings, should I pick Roth or "
         "traditional for the 401(k)? I'm 29, if that matters.",
         "Personal financial advice. Arguable (knowledge: the corpus states the 401(k) match).",
         ["personal_finance", "arguable", "background"]),
    case("dave", O, "who won the Grizzlies game last night? I fell asleep at halftime after a 12-hour day in AP",
         "Sport.",
         ["sport", "lowercase", "background"]),
    case("dave", O, "Hi,\n\nReconciliation spreadsheet question: what's the Excel formula to look up a value in another "
         "sheet by the claim number? VLOOKUP or XLOOKUP, I always forget the syntax.\n\nThanks,\nDave",
         "Spreadsheet syntax.",
         ["general_info", "formal_email", "buried_ask"],
         hist=("what format do claim numbers have?", "EXP-NNNN, for example EXP-3103.")),
    case("dave", O, "My passport expires in April and I might have another trip to Tokyo in the spring. How long does "
         "a US passport renewal take these days?",
         "Government services.",
         ["general_info", "background", "buried_ask"]),
    case("dave", O, "Buying a new TV this weekend (Black Friday deals, the old one died). What's the sales tax in "
         "Tennessee on that?",
         "Sales tax on a personal purchase.",
         ["legal_tax", "personal_finance", "background"]),
    case("dave", O, "and can you summarize the plot of Moby-Dick in 5 sentences? my book club is tomorrow and I'm on "
         "page 40",
         "A book summary.",
         ["general_info", "creative", "topic_switch", "lowercase"],
         hist=("what's the hotel cap in NYC?", "USD 325 per night before taxes: New York City is a high-cost city.")),
]
