"""v55 routing cases, small_talk (16) and out_of_domain (20): jokes, irony and banter with nothing to look up.

Theme: a joke, an eye-roll or a mock request with no real request inside is small talk ("great, another rejected
claim 🙄 love that for me" after the claim was shown; "cancel Monday please"); banter that asks something real but
outside both companies is out of domain ("is it raining in Rotterdam or is that just my mood").
"""

from __future__ import annotations

from routing_case_kit_v55 import case

S = "small_talk"
O = "out_of_domain"

SMALL_TALK = [
    case("alice", S, "why did the Acme Dock go to therapy? too many unresolved connections 🥁",
         "A joke told to the assistant, nothing asked: small_talk.", ["joke", "emoji", "lowercase"]),
    case("carol", S, "you're funnier than the help desk, I'll give you that",
         "A backhanded compliment: small_talk.", ["compliment", "irony", "lowercase"]),
    case("dave", S, "are you sarcastic too, or is that just me rubbing off on you?",
         "A question about the assistant itself: small_talk.", ["about_assistant", "humour", "lowercase"]),
    case("bob", S, "bye, off to enjoy my 28 days of PTO... in my dreams",
         "A farewell with an ironic nod to a policy figure, nothing asked: small_talk.",
         ["farewell", "irony", "lowercase"]),
    case("carol", S, "monday. again. who approved this?",
         "A rhetorical complaint about the weekday: small_talk (frustration, no request).",
         ["rhetorical", "frustration", "curt", "lowercase"]),
    case("dave", S, "cancel Monday please",
         "A mock request: nothing to cancel, a joke about the weekday: small_talk. Arguable: clarify (an action with "
         "no object).", ["mock_request", "joke", "curt", "arguable"]),
    case("alice", S, "can you cancel my mother-in-law's visit next week? 😂",
         "A mock request: small_talk (a joke). Arguable: out_of_domain (a private matter no tool touches).",
         ["mock_request", "joke", "emoji", "lowercase", "arguable"]),
    case("bob", S, "tell me a joke, the budget review is in 5 minutes",
         "A request for a joke to lighten the mood: small_talk. Arguable: out_of_domain (creative request).",
         ["joke", "chit_chat", "lowercase", "arguable"]),
    case("dave", S, "lol thanks I guess",
         "Grudging thanks: small_talk.", ["thanks", "irony", "curt", "lowercase"]),
    case("alice", S, "good morning! coffee level: critical ☕",
         "A greeting with a joke: small_talk.", ["greeting", "humour", "emoji"]),
    case("dave", S, "great, another rejected claim 🙄 love that for me",
         "After his own claim was shown as returned, an eye-roll with no new request: small_talk (frustration). "
         "Arguable: live_tool (why it was returned).", ["sarcasm", "frustration", "emoji", "reference_resolved",
                                                         "arguable"],
         hist=("what's EXP-3105's status?", "EXP-3105 was returned by the approver: the itemized hotel receipt is "
               "missing.")),
    case("carol", S, "oh sure, 14 days, very generous 🙄",
         "Sarcasm about the window just given, nothing asked: small_talk. Arguable: knowledge (a complaint about the "
         "policy).", ["sarcasm", "frustration", "emoji", "arguable"],
         hist=("refund window?", "Globex customers can request a refund within 14 days of delivery.")),
    case("alice", S, "wait no, I was joking, leave it. my ears need those",
         "A retraction while her cancellation waits for confirmation: small_talk. Arguable: action (declining the "
         "pending action).", ["retraction", "pending_action_context", "humour", "lowercase", "arguable"],
         hist=("cancel 1043", "I can cancel order 1043 (2 × Acme Headset). Please confirm.")),
    case("bob", S, "ha, 'express'. thanks anyway, you're doing your best",
         "Ironic thanks after an own order was shown: small_talk.", ["thanks", "sarcasm", "lowercase"],
         hist=("where's 1044?", "Order 1044 shipped with DHL on 2026-11-25 (express).")),
    case("carol", S, "50 bucks. I'll buy half a chair. thanks, genuinely 😄",
         "A joke about the stipend just given, then thanks: small_talk.", ["thanks", "humour", "long_history",
                                                                            "emoji"],
         hist=("hi", "Hi carol!", "what's the WFH stipend?", "USD 50 per month, paid with the second paycheck.")),
    case("dave", S, "sorry for yelling earlier, long day. you're alright",
         "An apology and a compliment: small_talk.", ["apology", "compliment", "lowercase"],
         hist=("HOW DO I RESET MY PASSPHRASE", "At sso.globex.example with Duo MFA.")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "what's the capital of Australia, since you know everything apparently",
         "General knowledge with a sarcastic jab: out_of_domain.", ["general_info", "sarcasm", "lowercase"]),
    case("carol", O, "write a haiku about Mondays, make it bleak",
         "Creative writing: out_of_domain.", ["creative", "humour", "lowercase"]),
    case("dave", O, "what's the EUR/USD rate, so I know exactly how poor I am",
         "An exchange rate with self-mockery: out_of_domain.", ["exchange_rate", "self_deprecation", "lowercase"]),
    case("bob", O, "is it raining in Rotterdam or is that just my mood",
         "Weather with a joke: out_of_domain.", ["weather", "humour", "lowercase"]),
    case("alice", O, "recommend a comedy special for a team that laughs at nothing",
         "Entertainment recommendation: out_of_domain.", ["product_recommendation", "humour", "lowercase"]),
    case("dave", O, "can you cancel my gym membership lol, the guilt is costing me more than the fee",
         "A cancellation outside both companies (a private contract no tool touches): out_of_domain. Arguable: "
         "small_talk (a joke, like 'cancel Monday').", ["another_service", "mock_request", "self_deprecation",
                                                         "arguable"]),
    case("carol", O, "how do I get Amazon to refund me faster, since you're SO good at refunds",
         "Another shop's refunds, with a sarcastic compliment: out_of_domain. Arguable: knowledge (refunds are in "
         "the corpus, though only Globex's own).", ["another_shop", "sarcasm", "arguable"]),
    case("bob", O, "is it legal to make my neighbour stop his 3am karaoke?",
         "A private legal question with humour: out_of_domain.", ["legal_tax", "humour", "lowercase"]),
    case("alice", O, "translate 'this is fine 🔥' into dutch for the team chat",
         "Translation of a meme line: out_of_domain.", ["translation", "emoji", "lowercase"]),
    case("dave", O, "who won the 2022 world cup? settling a bet, loser buys donuts",
         "Sport trivia: out_of_domain.", ["general_info", "sport", "lowercase"]),
    case("carol", O, "is there a trick for doing percentages in your head? my brain refuses",
         "A mental-maths tip: out_of_domain.", ["math", "self_deprecation", "lowercase"]),
    case("bob", O, "any tips for a funny wedding speech? my brother deserves to suffer",
         "Speech-writing advice with a joke: out_of_domain.", ["creative", "humour", "lowercase"]),
    case("alice", O, "is it true you can't sneeze with your eyes open? asking for science",
         "Trivia with a joke: out_of_domain.", ["general_info", "humour", "negation", "lowercase"]),
    case("dave", O, "best BBQ in Memphis? the returns center folks must eat somewhere",
         "A local recommendation with a nod to the company's returns center: out_of_domain.",
         ["local_info", "humour", "names"]),
    case("carol", O, "is bitcoin going to the moon or am I the joke here",
         "Personal investment with self-mockery: out_of_domain.", ["personal_finance", "self_deprecation",
                                                                  "lowercase"]),
    case("alice", O, "ok and what's a good croissant place near the Gare du Nord, for science",
         "After a hotel-cap answer, a café recommendation: out_of_domain (topic switch).",
         ["local_info", "topic_switch", "humour", "lowercase"],
         hist=("what's the hotel cap in Paris?", "EUR 240 per night (high-cost city) under the Expense Reimbursement "
               "Policy 2025.")),
    case("dave", O, "what's the meaning of life, and don't say 42",
         "Philosophy as a joke after a greeting: out_of_domain.", ["general_info", "humour", "greeting_history",
                                                                  "negation", "lowercase"],
         hist=("hi", "Hi dave!")),
    case("bob", O, "great, and how do I survive 7 hours next to a toddler? asking for my sanity",
         "After the flight-class rule, survival tips for the flight: out_of_domain. Arguable: knowledge (read as "
         "asking about a seat upgrade).", ["humour", "topic_switch", "general_info", "arguable"],
         hist=("what's the flight class for a 7 hour flight?", "Flights longer than 6 hours: premium economy is "
               "allowed.")),
    case("carol", O, "lol. does UPS ever actually deliver on time or is it a myth",
         "After an own order was shown in transit, a rhetorical jab at the courier in general: out_of_domain "
         "(courier's own record).", ["rhetorical", "courier_rules", "sarcasm", "lowercase"],
         hist=("where's 2042?", "Order 2042 (Globex Key, overnight) is in transit with UPS.")),
    case("alice", O, "boo. ok real question: how do I get my cat to stop sitting on my keyboard during calls",
         "After two jokes, a 'real question' that is about a pet: out_of_domain.",
         ["general_info", "humour", "long_history", "lowercase"],
         hist=("hey", "Hi alice!", "tell me a joke", "Why did the VPN break up? It needed more space.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
