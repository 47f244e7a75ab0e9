"""Blind routing set v78, small_talk (16) and out_of_domain (20) cases. Small talk: thanks, "no" to "anything else?",
a retraction while a change waits, a farewell, frustration with no new request, a bare "ok"/"yes" with nothing before
it. Out of domain: short replies in a conversation that turn to something outside both companies (the weather in the
city just discussed, the per diem in dollars, a visa, taxes, another shop) and questions asked outright."""

from __future__ import annotations

from routing_case_kit_v78 import case

S, O = "small_talk", "out_of_domain"

CASES = [
    # ================= small_talk (with history) =================
    case("alice", S, "thx!", "Thanks after a look-up.", ["short_reply", "thanks", "lowercase"],
         hist=("is 1042 shipped?", "Yes, order 1042 (Acme Dock) shipped with PostNL.")),
    case("bob", S, "no, leave it", "Declines the proposed cancellation: nothing to do. Arguable: action (a reply to a "
         "pending proposal; an action route that then does nothing).",
         ["short_reply", "no_reply", "declined_proposal", "retraction", "arguable", "lowercase"],
         hist=("can 1046 be cancelled?", "Yes, 1046 is received and cancellable. Shall I cancel it?")),
    case("carol", S, "nope, that's all 👋", "A no to 'anything else?' and a goodbye.",
         ["short_reply", "no_reply", "farewell", "emoji"],
         hist=("per diem domestic?", "USD 75 per day. Anything else?")),
    case("dave", S, "wait, actually no. never mind", "Retracts while a cancellation waits for confirmation.",
         ["short_reply", "retraction", "declined_proposal", "pending_action_context"],
         hist=("cancel 2046", "Order 2046 is pending and cancellable. Please confirm: cancel 2046?")),
    case("alice", S, "no", "'no' to 'anything else?'.", ["short_reply", "no_reply", "curt"],
         hist=("what's the hotel cap in Paris?", "EUR 240 per night under the 2025 policy. Anything else?")),
    case("bob", S, "nothing really, just saying hi 🙂", "A greeting returned, no request.",
         ["short_reply", "greeting", "chit_chat", "emoji", "greeting_history"],
         hist=("hi", "Hi Bob, what can I do for you?")),
    case("carol", S, "ugh. figures.", "Frustration after an own refund's rejection, with no new request.",
         ["short_reply", "frustration", "curt"],
         hist=("why was R-304 rejected?", "R-304 was requested 26 days after delivery, outside the 14-day refund "
               "window.")),
    case("dave", S, "perfect, ty", "Thanks after a completed withdrawal.", ["short_reply", "thanks", "abbreviation"],
         hist=("withdraw EXP-3103", "Done: EXP-3103 is withdrawn.")),
    case("alice", S, "nah all good, have a nice evening", "A no to 'anything else?' and a farewell.",
         ["short_reply", "no_reply", "farewell", "long_history", "lowercase"],
         hist=("what's the WFH stipend?", "A one-time EUR 300 for new employees.", "great", "Anything else?")),
    case("bob", S, "lol ok that was bad", "A reaction to the assistant's joke.", ["short_reply", "joke", "lowercase"],
         hist=("tell me a joke about expense reports", "Why did the expense report go to therapy? Too many unresolved "
               "items.")),
    # ================= small_talk (no history) =================
    case("carol", S, "yes", "A bare 'yes' with nothing before it. Arguable: clarify (ask what she means).",
         ["short_reply", "yes_reply", "acknowledgement", "arguable", "curt"]),
    case("dave", S, "ok", "A bare acknowledgement.", ["short_reply", "acknowledgement", "curt"]),
    case("alice", S, "good morning!", "A greeting.", ["greeting"]),
    case("bob", S, "are you a bot or a person?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("carol", S, "sorry, wrong window", "An apology.", ["apology", "lowercase"]),
    case("dave", S, "you're pretty quick today", "A compliment.", ["compliment", "lowercase"]),
    # ================= out_of_domain (with history) =================
    case("alice", O, "yes — what's the weather there next week?", "The yes answers 'anything else?' and asks the "
         "weather in Paris.", ["yes_reply", "weather", "reference_resolved"],
         hist=("hotel cap in Paris?", "EUR 240 per night under the 2025 policy. Anything else?")),
    case("bob", O, "in dollars?", "Converting the per diem needs an exchange rate. Arguable: knowledge (a follow-up on "
         "the per-diem answer).", ["short_reply", "exchange_rate", "follow_up", "arguable"],
         hist=("per diem abroad?", "EUR 70 per day for international trips.")),
    case("carol", O, "and do I need a visa?", "After the TA-100 rule, a visa question for Japan. Arguable: knowledge "
         "(the travel policy's insurance and safety section).", ["short_reply", "general_info", "follow_up",
                                                                   "arguable"],
         hist=("TA-100 for Tokyo?", "Yes, submit it 21 days ahead for international trips.")),
    case("dave", O, "should I put in more than 4? I'm 45", "Personal finance advice after the 401(k) answer.",
         ["short_reply", "personal_finance", "numbers"],
         hist=("what's the 401(k) match?", "100% of the first 4% of salary, vested immediately.")),
    case("alice", O, "something else — returning shoes to Zalando", "Answers the assistant's question: another shop.",
         ["short_reply", "choice_reply", "another_shop"],
         hist=("do I need an RMA for a return?", "For the Acme shop, yes: the portal issues it under Request return. "
               "Do you mean an Acme return or something else?")),
    case("bob", O, "and how far is Rotterdam to Utrecht", "A distance, not a rate: general information.",
         ["short_reply", "local_info", "follow_up", "lowercase"],
         hist=("mileage rate?", "EUR 0.35 per km under the 2025 policy.")),
    case("carol", O, "quick one — capital of Australia?", "General knowledge after a greeting.",
         ["general_info", "greeting_history", "curt"], hist=("hi", "Hi Carol!")),
    case("dave", O, "can I deduct that loss on my taxes?", "Tax advice about a refund's deductions.",
         ["legal_tax", "short_reply"],
         hist=("R-303 amount?", "USD 289.15: USD 349.00 minus the 15% restocking fee and the USD 7.50 label.")),
    case("alice", O, "nice. best way to pair it with my iphone?", "Pairing a headset with a personal phone. Arguable: "
         "knowledge (an Acme product; the corpus is silent, the system abstains).",
         ["short_reply", "personal_device", "arguable", "lowercase"],
         hist=("is 1040 delivered?", "Yes, order 1040 (Acme Headset) was delivered.")),
    case("bob", O, "btw any good pizza near Rotterdam Centraal?", "A local recommendation after small talk.",
         ["local_info", "long_history", "greeting_history"],
         hist=("hi", "Hi Bob!", "thx for earlier", "You're welcome!")),
    # ================= out_of_domain (no history) =================
    case("carol", O, "translate 'refund' into spanish", "A translation.", ["translation", "lowercase"]),
    case("dave", O, "2+2*3?", "Arithmetic.", ["math", "curt"]),
    case("alice", O, "write me a haiku about Mondays", "Creative writing.", ["creative", "lowercase"]),
    case("bob", O, "who won the champions league last year", "Sport.", ["sport", "lowercase"]),
    case("carol", O, "best budget laptop under 800 dollars?", "A product recommendation.",
         ["product_recommendation", "lowercase"]),
    case("dave", O, "what's the S&P 500 at today", "Markets.", ["personal_finance", "lowercase"]),
    case("alice", O, "how do I get red wine out of a carpet", "Household tip.", ["general_info", "lowercase"]),
    case("bob", O, "is it legal in NL to record a phone call", "Law in general.", ["legal_tax", "lowercase"]),
    case("carol", O, "yes or no: is pluto a planet", "A yes/no general-knowledge question.",
         ["general_info", "yes_no_question", "lowercase"]),
    case("dave", O, "EUR to USD today?", "An exchange rate.", ["exchange_rate", "curt"]),
]
