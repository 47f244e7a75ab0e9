"""Blind routing set v72, small_talk (16) and out_of_domain (20) cases: chat from people covering, handing over and
going on leave, and outside questions that sound like delegation (a power of attorney, a Gmail delegate, a gift for
one's deputy, an out-of-office in Dutch)."""

from routing_case_kit_v72 import case

S, O = "small_talk", "out_of_domain"

SMALL_TALK = [
    # --- no history (10) ---
    case("alice", S, "thanks, that's a huge help while my manager's away 🙏", "thanks", ["thanks", "emoji"]),
    case("bob", S, "Morning! First day covering for two teams, wish me luck ☕", "greeting", ["greeting", "emoji"]),
    case("carol", S, "lol being everyone's backup this week is a full time job 😅", "chit-chat about covering",
         ["chit_chat", "emoji", "lowercase"]),
    case("dave", S, "do you ever get a day off? who covers for you?", "a joke about the assistant",
         ["about_assistant", "joke"]),
    case("alice", S, "bye, off on leave now — see you in january!", "farewell", ["farewell", "lowercase"]),
    case("bob", S, "you're honestly better at this than my actual deputy", "a compliment and a joke",
         ["compliment", "joke"]),
    case("carol", S, "ugh. third person today asking me to do their stuff", "frustration with no new request",
         ["frustration", "frustrated", "lowercase"]),
    case("dave", S, "are you a bot or is someone in IT covering the chat?", "about the assistant",
         ["about_assistant"]),
    case("alice", S, "sorry, wrong window — that was meant for my colleague", "apology", ["apology", "lowercase"]),
    case("dave", S, "good afternoon 👋 just back from covering the Memphis office", "greeting",
         ["greeting", "emoji"]),
    # --- with history (6) ---
    case("bob", S, "actually no, leave it — my deputy wants to keep it for the farewell",
         "a retraction while a cancellation waits (arguable: action, declining the pending cancellation)",
         ["retraction", "pending_action_context", "arguable"],
         hist=("cancel 1046", "Order 1046 (Acme gift card EUR 50) can be cancelled. Shall I cancel it? Please confirm.")),
    case("carol", S, "perfect thx!!", "thanks after an own look-up", ["thanks", "abbreviation"],
         hist=("where's 2042?", "Order 2042 (Globex Key, overnight) is in transit with UPS.")),
    case("dave", S, "haha fair enough, I'm not a manager yet 😄", "a joke acknowledging a refusal",
         ["joke", "acknowledgement", "emoji"],
         hist=("what's the delegation rule for managers?", "That's in the People Manager Handbook, which is for managers "
               "only, so I can't show it to you.")),
    case("alice", S, "nice. can't wait to use them all at once lol",
         "a joke after a PTO answer (arguable: knowledge, long leave needs the department head)",
         ["joke", "lowercase", "arguable"],
         hist=("how many PTO days do I get?", "Full-time employees at Acme get 28 days of PTO per year.")),
    case("bob", S, "got it, cheers", "acknowledgement", ["acknowledgement", "curt"],
         hist=("who approves claims above EUR 1,000?", "Claims above EUR 1,000 need a second approval from the Finance "
               "team, whoever the approver is.")),
    case("carol", S, "nope, all good, have a nice day", "farewell after a retracted request",
         ["farewell", "long_history", "lowercase"],
         hist=("hi", "Hi Carol! How can I help?", "nvm my coworker already sorted it", "Great! Anything else?")),
]

OUT_OF_DOMAIN = [
    # --- no history (15) ---
    case("alice", O, "how do I write a nice out-of-office message in Dutch?",
         "translation and writing help (arguable: knowledge, the OOO rule)", ["translation", "creative", "arguable"]),
    case("bob", O, "what's a good gift for a colleague who covered for me for a month?", "a gift idea",
         ["product_recommendation"]),
    case("carol", O, "does my sister need a power of attorney to sign my apartment lease while I'm abroad?",
         "private legal question", ["legal_tax", "personal"]),
    case("dave", O, "how do I add a delegate to my personal gmail?", "a personal account", ["personal_account",
                                                                                            "lowercase"]),
    case("alice", O, "what time is it in New York right now? my stand-in's there", "local time",
         ["local_info", "lowercase"]),
    case("bob", O, "Can my wife pick up a registered letter for me at a Dutch post office?", "postal rules",
         ["general_info"]),
    case("carol", O, "how do i give my mom access to my bank account while she's in the hospital",
         "personal banking", ["personal_finance", "lowercase"]),
    case("dave", O, "How does a proxy vote at a shareholder meeting work?", "general knowledge", ["general_info"]),
    case("alice", O, "write me a short poem to thank my deputy for covering", "creative writing", ["creative"]),
    case("bob", O, "weather in Zurich tomorrow? my deputy flies there", "weather", ["weather", "curt"]),
    case("carol", O, "whats the difference between an executor and a power of attorney", "legal terms",
         ["legal_tax", "lowercase", "typo"]),
    case("dave", O, "What's 15% of 2,930?", "arithmetic", ["math", "numbers"]),
    case("alice", O, "how does FMLA work in the US when someone covers a colleague's job?",
         "US employment law (arguable: knowledge, the leave policy; but acme is Dutch and the corpus holds no FMLA)",
         ["legal_tax", "abbreviation", "arguable"]),
    case("bob", O, "Is it legal in the Netherlands for an employer to make staff cover a colleague's job without extra pay?",
         "employment law in general (arguable: knowledge, an own employment question the corpus does not cover)",
         ["legal_tax", "arguable"]),
    case("carol", O, "recommend a good shared calendar app for a family", "a product for private use",
         ["product_recommendation", "lowercase"]),
    # --- with history (5) ---
    case("dave", O, "and how much is that in yen today?", "an exchange rate after a per diem answer",
         ["exchange_rate", "topic_switch"],
         hist=("what's the per diem in Tokyo?", "Globex pays USD 95 per day for international travel.")),
    case("alice", O, "any good restaurants near Gare du Nord?", "local info on a trip made for the manager",
         ["local_info", "topic_switch"],
         hist=("I'm covering the Paris customer visit for my manager", "Okay — how can I help?")),
    case("bob", O, "unrelated, but how do I renew my kid's passport while my wife is abroad?", "a private errand",
         ["general_info", "topic_switch"],
         hist=("who approves PTO over 15 days?", "The department head approves PTO requests of more than 15 consecutive "
               "business days.")),
    case("carol", O, "whats the fastest way to learn excel pivot tables? covering for our analyst next week",
         "general skills", ["general_info", "greeting_history", "lowercase"], hist=("hi", "Hi Carol! What can I do for you?")),
    case("dave", O, "what's the weather usually like in Boston in January?", "weather",
         ["weather", "topic_switch"],
         hist=("I'll be covering the Boston office next month", "Okay — anything I can help with?")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
