"""v61 routing cases, small_talk (16) and out_of_domain (20): thanks and sign-offs in letter style, an out-of-office
reply pasted in, retractions and jokes; letter-writing etiquette, translations of sign-offs, personal letters,
couriers, tax and time zones that sound like the theme but are outside both companies' documents and tools.
"""

from __future__ import annotations

from routing_case_kit_v61 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    case("alice", S, "Dear assistant,\n\nThank you very much for your help this week. It has been a pleasure.\n\nKind "
         "regards,\nAlice", "thanks in letter form", ["thanks", "formal_email"]),
    case("bob", S, "Good morning, and a happy Monday to you!", "greeting", ["greeting", "politeness"]),
    case("carol", S, "Hope you're having a lovely day 😊", "chit-chat", ["chit_chat", "emoji"]),
    case("dave", S, "Dear Sir or Madam, I merely wish to say that your answers are impeccably formatted. Bravo.",
         "a compliment in formal dress", ["compliment", "formal_email"]),
    case("alice", S, "ugh. fourth email chain about the same dock today 🙄", "frustration with no request",
         ["frustration", "lowercase", "emoji"]),
    case("bob", S, "Are you a human or a bot? Asking for the thread.", "about the assistant", ["about_assistant"]),
    case("carol", S, "Kind regards, and have a restful weekend.", "a sign-off on its own", ["farewell"]),
    case("dave", S, "Why did the expense report go to therapy? It had too many unresolved issues. 😄", "a joke",
         ["joke", "emoji"]),
    case("alice", S, "Apologies for the lengthy emails earlier, I do tend to write letters instead of questions!",
         "an apology", ["apology"]),
    case("bob", S, "Out of office: I am away until 5 January with limited access to email. For urgent matters please "
         "contact the team mailbox.",
         "an auto-reply pasted in, no request: small_talk; arguable (clarify: what is wanted?)",
         ["pasted_text", "auto_reply", "arguable"]),
    case("carol", S, "On second thought, please disregard my previous message. I shall keep it.",
         "a retraction while a cancellation waits: small_talk; arguable (action: declining the pending action)",
         ["retraction", "pending_action_context", "arguable"], (),
         ("Please cancel order 2043.", "I can cancel order 2043 (HomeVault Drive 4 TB). Please confirm.")),
    case("dave", S, "Many thanks, that is most helpful.", "thanks after an answer", ["thanks", "politeness"], (),
         ("What's the per diem for Tokyo?", "USD 95 per day for international travel; 75% on the first and last day.")),
    case("alice", S, "Splendid, thank you. That will be all for today. Goodbye!", "farewell after a look-up",
         ["farewell", "thanks"], (),
         ("status of 1042?", "Order 1042 is shipped with PostNL, tracking 3SACM1042NL.")),
    case("bob", S, "Ha, London on EUR 240, that'll be a broom cupboard then. 😂", "a joke about the answer, no request",
         ["joke", "emoji"], (),
         ("What's the hotel cap in London?", "EUR 240 per night in London, Paris, Zurich and New York.")),
    case("carol", S, "Fair enough, noted. You're very polite for a bot.", "a compliment about the assistant",
         ["compliment", "about_assistant", "long_history"], (),
         ("hi", "Hello!", "can you write emails?",
          "I can help with questions about Globex policies and with your orders, refunds and claims.")),
    case("dave", S, "ok 👍", "acknowledgement", ["acknowledgement", "emoji", "curt"], (),
         ("Where is 2041?", "Order 2041 is in transit with USPS.")),
]

OOD = [
    case("alice", O, "Dear assistant,\n\nMy flat has had a leaking roof for three weeks and the landlord ignores my calls.\n\n"
         "Could you help me draft a formal letter of complaint to him?\n\nThank you,\nAlice",
         "a personal letter to a landlord", ["formal_email", "creative", "request_buried"]),
    case("bob", O, "What is the correct way to open a letter to a Dutch notary: 'Geachte heer' or 'Weledelgeleerde heer'?",
         "letter etiquette", ["etiquette", "general_info"]),
    case("carol", O, "What's the proper closing for a formal business letter in American English, 'Sincerely' or 'Yours "
         "truly'?", "letter etiquette", ["etiquette", "general_info"]),
    case("dave", O, "What is the IRS standard mileage rate for 2027?",
         "a tax figure outside the corpus: out_of_domain; arguable (knowledge: the policy cites the 2025 IRS rate)",
         ["legal_tax", "arguable"]),
    case("alice", O, "Could you translate 'Met vriendelijke groet' into English for my email signature?", "translation",
         ["translation"]),
    case("bob", O, "How many working days does PostNL need to deliver a letter within the Netherlands?",
         "a courier's own service: out_of_domain; arguable (knowledge: the shipping policy names PostNL)",
         ["courier_rules", "arguable"]),
    case("carol", O, "Dear assistant, what is the weather forecast for Memphis this weekend?", "weather", ["weather"]),
    case("dave", O, "Is it legal in Tennessee to record a phone call without the other party's consent?", "law",
         ["legal_tax", "negation"]),
    case("alice", O, "What's 17% of 2,350?", "arithmetic", ["math", "numbers"]),
    case("bob", O, "Which email client is better for personal use, Thunderbird or Apple Mail?", "product advice",
         ["product_recommendation"]),
    case("carol", O, "How do I set up an out-of-office reply in my personal Gmail?", "a personal account",
         ["personal_account"]),
    case("dave", O, "Dear assistant,\n\nI am doing my own tax return this year.\n\nWhat are the federal income tax brackets "
         "for a single filer?\n\nRegards,\nDave", "personal tax", ["legal_tax", "formal_email"]),
    case("alice", O, "Write me a short poem for a colleague's farewell card.", "creative", ["creative"]),
    case("bob", O, "What is the capital of Switzerland? Settling a debate in the office email thread.", "general knowledge",
         ["general_info", "reply_all"]),
    case("carol", O, "Can you recommend a good restaurant near Back Bay in Boston for a client dinner?",
         "a local recommendation: out_of_domain; arguable (knowledge: the client-dinner rule)",
         ["local_info", "arguable"]),
    case("dave", O, "And what's the time difference between New York and Tokyo?", "time zones after a policy answer",
         ["time_zone", "topic_switch"], (),
         ("What's the hotel cap in NYC?", "USD 325 per night in New York City.")),
    case("alice", O, "Thank you. Unrelated: how do I write a formal complaint to my phone carrier about roaming charges?",
         "a personal complaint letter", ["creative", "topic_switch"], (),
         ("Dear assistant, how do I submit a claim?", "In FinanceHub, under New claim, within 30 days of the expense.")),
    case("bob", O, "What's the EUR to GBP exchange rate today? Drafting a quote for a UK friend.", "exchange rate",
         ["exchange_rate", "greeting_history"], (),
         ("Good morning.", "Good morning! How can I help?")),
    case("carol", O, "totally unrelated, how do i get red wine out of a carpet", "household tip",
         ["general_info", "lowercase", "long_history"], (),
         ("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck.", "thanks!", "You're welcome!")),
    case("dave", O, "How long does USPS usually hold a package at the post office before returning it to sender?",
         "a courier's own rules", ["courier_rules", "topic_switch"], (),
         ("Where is my order 2041?", "Order 2041 is in transit with USPS, tracking 9400GBX2041.")),
]

CASES = SMALL + OOD
