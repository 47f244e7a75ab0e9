"""v153 routing cases, small_talk (16) and out_of_domain (20): regulars greeting the assistant they know from last
time, thanking, grumbling about returns, and asking about airline miles, cashback cards, other shops' refunds and
places near their trips."""

from __future__ import annotations

from routing_case_kit_v153 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # ---- no history ----
    case("alice", S, "do you remember me from last week?", "About the assistant.",
         ["lowercase", "about_assistant", "remembered_answer"]),
    case("bob", S, "you again! always a pleasure 😄", "A greeting.", ["greeting", "emoji"]),
    case("carol", S, "thanks, you're way faster than the old support line", "Thanks and a compliment.",
         ["lowercase", "thanks", "compliment"]),
    case("dave", S, "good morning, regular customer reporting in", "A greeting.", ["lowercase", "greeting"]),
    case("alice", S, "ugh, third return this month. I'm cursed.", "Frustration with no new request.",
         ["lowercase", "frustration"]),
    case("bob", S, "ok that's all, see you next time", "A farewell.", ["lowercase", "farewell"]),
    case("carol", S, "haha I'm basically your most loyal user at this point", "Chit-chat.",
         ["lowercase", "chit_chat", "loyalty"]),
    case("dave", S, "are you the same bot I talked to on Monday?",
         "Arguable (knowledge: a question about the service). About the assistant.",
         ["about_assistant", "arguable", "date_period"]),
    case("alice", S, "sorry for all the questions lately", "An apology.", ["lowercase", "apology"]),
    case("dave", S, "nice, that was quick. cheers", "Thanks.", ["lowercase", "thanks", "curt"]),
    # ---- with history ----
    case("alice", S, "hmm no, leave it for now, I might keep them after all",
         "Arguable (action: it answers the pending cancellation). A retraction while an action waits: small talk.",
         ["lowercase", "retraction", "pending_action_context", "negation", "arguable"],
         hist=("cancel 1043", "Order 1043 can be cancelled. Shall I cancel it? Please confirm.")),
    case("bob", S, "👍 thanks", "Acknowledgement.", ["emoji", "acknowledgement", "curt"],
         hist=("where's R-79?", "Refund R-79 (EUR 99.00) is processing.")),
    case("carol", S, "figures. last time it was the same story.", "Frustration with no new request.",
         ["lowercase", "frustration", "comparing_earlier"],
         hist=("why was R-304 rejected?", "It was requested 26 days after delivery, outside the 14-day refund window.")),
    case("dave", S, "ok got it", "Acknowledgement.", ["lowercase", "acknowledgement", "curt"],
         hist=("status of EXP-3103?", "EXP-3103 is submitted and needs director approval as it is above USD 2,500.")),
    case("carol", S, "nothing yet, just saying hi before my coffee", "A greeting with no request.",
         ["lowercase", "greeting_history", "chit_chat"],
         hist=("hi again!", "Hi Carol, welcome back! What can I do for you?")),
    case("bob", S, "one sec, my boss is asking me something", "A pause while an own withdrawal waits.",
         ["lowercase", "pending_action_context"],
         hist=("withdraw EXP-2043", "EXP-2043 can be withdrawn. Shall I withdraw it? Please confirm.")),
]

OUT = [
    # ---- no history ----
    case("alice", O, "which airline has the best frequent flyer programme in Europe?", "A product comparison outside the corpus.",
         ["lowercase", "product_recommendation", "loyalty"]),
    case("bob", O, "is it worth getting a credit card just for cashback on work travel?", "Personal finance.",
         ["lowercase", "general_info"]),
    case("carol", O, "write a short thank-you note to a customer who's ordered from us for 5 years", "Creative writing.",
         ["lowercase", "creative", "regular_customer"]),
    case("dave", O, "how many miles do I need for a free flight to Tokyo on ANA?", "An airline's loyalty programme.",
         ["lowercase", "general_info", "loyalty", "names"]),
    case("alice", O, "what's 15% off 129 euros?", "Arithmetic.", ["lowercase", "math", "numbers"]),
    case("bob", O, "best noise-cancelling headphones under 200 euro, not acme", "A product recommendation.",
         ["lowercase", "product_recommendation", "negation", "numbers"]),
    case("carol", O, "how do I get my money back from Amazon for a late package?",
         "Arguable (knowledge: a refund question). Another shop's process is outside the corpus.",
         ["lowercase", "general_info", "arguable"]),
    case("dave", O, "what's the USD to EUR rate today?", "An exchange rate.", ["lowercase", "exchange_rate", "abbreviation"]),
    case("alice", O, "translate 'thank you for being a loyal customer' into French", "Translation.",
         ["lowercase", "translation", "loyalty"]),
    case("bob", O, "is a loyalty bonus taxable in the Netherlands?", "Tax law.", ["lowercase", "legal_tax", "loyalty"]),
    case("carol", O, "good coffee place near Boston's South Station?", "Local information.",
         ["lowercase", "local_info", "names"]),
    case("dave", O, "weather in Chicago this weekend?", "Weather.", ["lowercase", "weather", "names"]),
    case("carol", O, "can a store legally refuse a refund in New York if there's no sign posted?",
         "Arguable (knowledge: sounds like refund policy). State consumer law is outside the corpus.",
         ["lowercase", "legal_tax", "arguable", "negation"]),
    case("dave", O, "recommend a good NAS drive that's not Globex", "A product recommendation.",
         ["lowercase", "product_recommendation", "negation"]),
    case("alice", O, "how do airline status matches work?", "General information.", ["lowercase", "general_info", "loyalty"]),
    # ---- with history ----
    case("alice", O, "does PostNL deliver on Saturdays?", "A carrier's service, after an own order: outside the corpus.",
         ["topic_switch", "general_info", "names"],
         hist=("where's my dock order 1042?", "Order 1042 shipped with PostNL on 2026-11-03; tracking 3SACM1042NL.")),
    case("bob", O, "unrelated, but what's a good hotel near Gare du Nord?", "Local information.",
         ["lowercase", "topic_switch", "local_info"],
         hist=("did my claim EXP-2043 get approved?", "EXP-2043 is submitted and waiting for approval.")),
    case("carol", O, "cool — is the Reading Terminal Market open Sundays?", "Local information.",
         ["lowercase", "topic_switch", "local_info"],
         hist=("status of my Philly claim?", "EXP-3104 (Philadelphia day trip, USD 64.00) was reimbursed.")),
    case("dave", O, "how do USPS informed delivery notifications work?", "A carrier's service.",
         ["lowercase", "topic_switch", "general_info", "abbreviation"],
         hist=("is 2041 in transit?", "Yes, order 2041 is in transit with USPS.")),
    case("bob", O, "tell me a joke about returning customers", "A joke.", ["lowercase", "creative", "joke", "greeting_history"],
         hist=("hi, bob again", "Hi Bob, welcome back!")),
]

CASES = SMALL + OUT
