"""v150 small_talk (16) and out_of_domain (20) cases: venting, apologising and conceding after a dispute, and
disputes of the wider world (landlords, courts, credit cards, difficult bosses) that the corpus does not cover."""

from routing_case_kit_v150 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # acme
    case("alice", S, "ugh. fine. whatever.", "frustration with no new request", ["frustration", "curt"], (),
         ("can I get the restocking fee back?", "Only if the item was defective; the 10% applies when the packaging is missing.")),
    case("alice", S, "sorry I was rude earlier, long day", "apology", ["apology", "lowercase"]),
    case("bob", S, "you're a stubborn little bot, aren't you 😄", "a joke about the assistant", ["joke", "about_assistant", "emoji"]),
    case("bob", S, "no wait, don't. I'll argue it out with finance first",
         "arguable (action: cancelling the pending withdrawal); a retraction while an action waits", ["arguable", "retraction", "pending_action_context", "negation"], (),
         ("withdraw EXP-2043", "Please confirm: withdraw EXP-2043 (EUR 1,340.00)?")),
    case("alice", S, "ok you win, thanks", "acknowledgement and thanks", ["acknowledgement", "thanks", "lowercase"]),
    case("bob", S, "do you ever get tired of people yelling at you?", "about the assistant", ["about_assistant"]),
    case("alice", S, "right. thanks for nothing I guess", "sarcastic thanks, no new request", ["frustration", "thanks"], (),
         ("is 1042 lost?", "Refund R-77 is processing; a carrier investigation is open.")),
    case("bob", S, "good morning! ready for another round of complaints?", "greeting", ["greeting"]),
    # globex
    case("carol", S, "I still think you're wrong but thanks", "acknowledgement while disagreeing", ["acknowledgement", "thanks"]),
    case("carol", S, "unbelievable. 🙄", "frustration after a refusal, no new request", ["frustration", "emoji", "curt"], (),
         ("cancel 2043", "Order 2043 was placed more than 1 hour ago, so the policy does not allow cancelling it.")),
    case("dave", S, "lol ok, point taken", "acknowledgement", ["acknowledgement", "lowercase"]),
    case("dave", S, "who made you the rules police?", "a jab at the assistant", ["about_assistant"]),
    case("carol", S, "bye, I'm going to go yell at HR instead", "farewell", ["farewell"]),
    case("dave", S, "hang on, my director just walked in, give me a sec", "a pause while an own withdrawal waits",
         ["pending_action_context", "boss_as_context"], (), ("withdraw EXP-3103", "Please confirm: withdraw EXP-3103 (USD 2,930.00)?")),
    case("carol", S, "honestly I just need to vent for a second, this week has been awful",
         "arguable (out_of_domain: emotional support); chit-chat", ["arguable", "chit_chat", "greeting_history"], (), ("hello", "Hi! How can I help?")),
    case("dave", S, "you're actually more reasonable than my manager 😅", "compliment", ["compliment", "emoji"]),
]

OOD = [
    # acme
    case("alice", O, "how do I write a firm but polite email to a landlord who won't give my deposit back?", "personal dispute, not in the corpus",
         ["creative", "negation"]),
    case("alice", O, "can I take my employer to court in the Netherlands over a denied bonus?", "employment law", ["legal_tax"]),
    case("bob", O, "tips for saying no to an employee who argues with every decision?",
         "arguable (knowledge: the managers' handbook); general management advice", ["arguable", "general_info"]),
    case("bob", O, "unrelated, but what's a good restaurant near Gare du Nord", "local info after a policy question",
         ["local_info", "topic_switch"], (), ("what's the per-diem for Paris?", "EUR 70 per day for international trips under the 2025 policy.")),
    case("alice", O, "how does EU consumer law treat a 14-day return window?",
         "arguable (knowledge: the own refund window); law, not policy", ["arguable", "legal_tax", "numbers"]),
    case("bob", O, "what's the Dutch word for 'escalation'?", "translation", ["translation"]),
    case("alice", O, "is it worth contesting a parking ticket in Utrecht?", "a dispute outside work", ["legal_tax", "local_info"]),
    case("bob", O, "what's 15% of EUR 1,340?", "arithmetic", ["math", "greeting_history"], (), ("hi", "Hello!")),
    case("alice", O, "recommend a noise-cancelling headset that isn't Acme's", "product recommendation", ["product_recommendation", "negation"]),
    case("bob", O, "what's the weather in Paris next week? trying to decide if the trip is worth fighting for", "weather", ["weather"]),
    # globex
    case("carol", O, "how do I dispute a charge with my credit card company?", "a personal dispute with a bank", ["general_info"]),
    case("carol", O, "what's a decent neighborhood to stay in Manhattan then", "local info after the lodging cap",
         ["local_info", "topic_switch"], (), ("what's the lodging cap in NYC?", "USD 325 per night in New York City.")),
    case("dave", O, "what's the statute of limitations on wage claims in California?", "law", ["legal_tax"]),
    case("dave", O, "USD to JPY rate today?", "exchange rate", ["exchange_rate", "curt"]),
    case("carol", O, "write me a haiku about a stubborn approver", "creative", ["creative"]),
    case("dave", O, "thanks. also, any tips for negotiating a raise with a difficult CFO?",
         "arguable (knowledge: compensation policy); negotiation advice", ["arguable", "general_info", "topic_switch"], (),
         ("when is the Q4 close?", "The close timeline is in the Quarter-End Close Calendar Q4 2026.")),
    case("carol", O, "best laptop backpack for flying with a HomeVault?", "product recommendation", ["product_recommendation"]),
    case("dave", O, "how does the IRS treat a reimbursed per diem above the federal rate?",
         "arguable (knowledge: the per diem policy); tax law", ["arguable", "legal_tax"]),
    case("carol", O, "ugh. how do I ask around for a remote job elsewhere without my boss finding out",
         "career advice after a policy answer", ["general_info", "topic_switch"], (),
         ("can I work from home on Wednesdays?", "Globex hybrid work is 2 days a week, Monday and Friday.")),
    case("dave", O, "what time is it in Tokyo right now? I need to yell at the travel agency", "local info", ["local_info"]),
]

CASES = SMALL + OOD
