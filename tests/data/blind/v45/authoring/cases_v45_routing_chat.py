"""Blind routing set v45, small_talk (16) and out_of_domain (20) cases: politeness with no request in it, and polite
requests outside both companies' business.

Theme: thanks, apologies ("sorry for all the questions"), compliments, retractions while an action waits ("let's
leave it for now — sorry!"), and hedged out-of-domain asks ("would you happen to know the weather…", "not sure if you
do this, but could you convert…", "any chance you could write a poem…").
"""

from __future__ import annotations

from routing_case_kit_v45 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thank you ever so much, you've been incredibly helpful!", "thanks, no request",
         ["thanks", "over_polite", "lowercase"]),
    case("bob", S, "Good morning! I hope your day is going well.", "a greeting", ["greeting", "politeness"]),
    case("carol", S, "sorry for all the questions today 🙈", "an apology with no request", ["apology", "emoji",
         "lowercase"]),
    case("dave", S, "Would it be ok if I called you Q from now on?",
         "a question about the assistant phrased as a permission question; nothing in the corpus or the tools",
         ["about_assistant", "permission_question"]),
    case("carol", S, "I don't want to bother you, just wanted to say you're doing a great job",
         "a compliment after a hedge", ["compliment", "hedge", "negation"]),
    case("dave", S, "ugh, never mind. it's been one of those days.", "frustration with no new request",
         ["frustration", "lowercase"]),
    case("bob", S, "Are you always this polite, or is it just me? 😄", "a joke about the assistant",
         ["about_assistant", "joke", "emoji"]),
    case("alice", S, "may I ask — are you a real person?", "'may I ask' about the assistant itself",
         ["about_assistant", "may_i", "lowercase"]),
    case("alice", S, "have a lovely weekend!", "a farewell", ["farewell", "lowercase"]),
    case("bob", S, "I hope I'm not being rude, but you took ages to answer that last one",
         "a complaint about the assistant with no new request", ["frustration", "hedge"]),
    # --- with history (6) -------------------------------------------------------------------------------------
    case("alice", S, "actually, on second thought, let's leave it for now — sorry!",
         "a retraction while an own cancellation waits for confirmation: nothing to do. arguable: action (it answers "
         "the pending action)", ["retraction", "pending_action_context", "apology", "arguable"],
         hist=("could you cancel 1043?", "I can cancel order 1043 (2 × Acme Headset). Please confirm.")),
    case("bob", S, "brilliant, cheers, that's all I needed", "thanks after an own look-up",
         ["thanks", "acknowledgement"],
         hist=("where's 1044?",
               "1044 (Acme Cam, express) was shipped on 2026-11-25 with DHL, tracking JD014600ACM1044.")),
    case("carol", S, "ok perfect. you're a lifesaver 😊", "a compliment after a policy answer",
         ["compliment", "emoji", "lowercase"],
         hist=("what's the refund window?", "14 days from delivery (Refund Policy 2.2).")),
    case("dave", S, "lovely, thank you kindly. bye for now!", "thanks and a farewell after two answers",
         ["thanks", "farewell", "long_history"],
         hist=("how many WFH days do we get?", "2 per week: Monday and Friday.", "and the stipend?",
               "USD 50 per month, paid with the second paycheck.")),
    case("alice", S, "oh nothing really, I just wanted to see if you were awake 😄", "chit-chat after a greeting",
         ["chit_chat", "greeting_history", "emoji"],
         hist=("hi", "Hi alice, how can I help?")),
    case("carol", S, "hmm, I'd rather not after all, if that's alright",
         "a polite retraction while an own withdrawal waits for confirmation. arguable: action (it answers the pending "
         "action)", ["retraction", "pending_action_context", "hedge", "arguable"],
         hist=("can you withdraw EXP-3101?", "EXP-3101 is submitted and can be withdrawn. Please confirm the withdrawal.")),
]

OOD = [
    case("alice", O, "would you happen to know the weather in Rotterdam tomorrow?", "weather, hedged",
         ["weather", "hedge", "lowercase"]),
    case("carol", O, "I was wondering if you could recommend a nice restaurant in Boston for a date",
         "a local recommendation; Boston is in the corpus only as a high-cost city", ["local_info", "wondering"]),
    case("bob", O, "not sure if you do this but could you convert 350 USD to euros for me?", "an exchange rate",
         ["exchange_rate", "not_sure_if", "question_as_request"]),
    case("dave", O, "any chance you could write a short poem for a colleague's farewell card?", "creative writing",
         ["creative", "any_chance", "lowercase"]),
    case("alice", O, "Could you possibly tell me how to say 'thank you for your patience' in Dutch?", "a translation",
         ["translation", "question_as_request"]),
    case("carol", O, "Would it be possible to help me with my personal tax return?",
         "personal taxes, asked as 'would it be possible'", ["legal_tax", "personal_finance", "would_it_be_possible"]),
    case("bob", O, "I was wondering whether my landlord may raise the rent twice in one year", "tenancy law",
         ["legal_tax", "wondering"]),
    case("dave", O, "could you check if my Amazon package has shipped?",
         "another shop's order. arguable: live_tool (it reads like an own order look-up)",
         ["another_shop", "question_as_request", "lowercase", "arguable"]),
    case("alice", O, "any chance you know whether PostNL delivers on Sundays?",
         "a courier's own service. arguable: knowledge (the shipping policy names PostNL as Acme's carrier)",
         ["courier_rules", "any_chance", "arguable"]),
    case("carol", O, "Would you mind recommending a good pair of running shoes?", "a product recommendation",
         ["product_recommendation", "question_as_request"]),
    case("bob", O, "sorry if this is off topic, but what's 17% of 2,300?", "arithmetic with no corpus figure",
         ["math", "politeness", "numbers"]),
    case("dave", O, "I'd appreciate some tips on politely declining a wedding invitation", "personal etiquette",
         ["general_info", "over_polite"]),
    case("alice", O, "do you happen to know when the next train from Amsterdam to Brussels leaves?",
         "a timetable; the travel policy's rail rule does not hold one", ["local_info", "hedge", "lowercase"]),
    case("carol", O, "could you please explain how compound interest works?", "general knowledge",
         ["general_info", "question_as_request", "lowercase"]),
    case("dave", O, "would it be rude to tip 15% in Tokyo?", "tipping customs; Tokyo is in the corpus only as a "
         "high-cost city", ["local_info", "permission_question", "lowercase"]),
    # --- with history (5) -------------------------------------------------------------------------------------
    case("alice", O, "thanks! would you happen to know if Brussels is nice in December?",
         "travel tips after a per-diem answer", ["local_info", "topic_switch", "hedge"],
         hist=("what's the per-diem for international travel?", "EUR 70 per day (Expense Reimbursement Policy 2025).")),
    case("bob", O, "I don't suppose you know the football score from last night?", "sport after a greeting",
         ["sport", "hedge", "greeting_history", "negation"],
         hist=("hi", "Hello bob!")),
    case("carol", O, "thanks — totally unrelated, but could you recommend a good podcast for the drive?",
         "a recommendation after an own look-up", ["product_recommendation", "topic_switch", "question_as_request"],
         hist=("when is my 2042 arriving?", "Order 2042 is in transit with UPS, tracking 1Z999GBX2042.")),
    case("dave", O, "yes actually — any idea what the speed limit is on I-40 in Tennessee?",
         "traffic law after a mileage answer", ["general_info", "any_chance", "long_history", "topic_switch"],
         hist=("what's the mileage rate?", "USD 0.70 per mile.", "nice", "Anything else?")),
    case("alice", O, "one moment — unrelated, but how do I get candle wax off a carpet?",
         "household tips while an own cancellation waits", ["general_info", "pending_action_context", "topic_switch"],
         hist=("could you cancel 1043?", "I can cancel order 1043. Please confirm.")),
]

CASES = SMALL + OOD
