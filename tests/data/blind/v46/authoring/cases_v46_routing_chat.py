"""v46 routing cases, small_talk (16) and out_of_domain (20): retractions, 'never mind', apologies and jokes about
negation; questions outside both companies that are worded with negations and changes of mind.
"""

from __future__ import annotations

from routing_case_kit_v46 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # --- alice ---
    case("alice", S, "no wait, never mind. leave it as it is",
         "A retraction while an own cancellation waits; nothing new is asked. Arguable: action (cancelling the pending "
         "action).", ["arguable", "retraction", "pending_action_context"], (),
         ("cancel 1043", "Order 1043 (2 × Acme Headset, processing) can be cancelled. Confirm to cancel?")),
    case("alice", S, "thanks, that's not what I expected but it helps", "Thanks.", ["thanks", "negation"]),
    case("alice", S, "ok thx, that's all. don't need anything else", "Thanks and farewell after an answer.",
         ["thanks", "farewell", "negation"], (), ("what's the hotel cap in London?", "EUR 240 per night in London.")),
    case("alice", S, "I don't not like you, if that makes sense 😄", "A double-negative compliment.",
         ["compliment", "double_negative", "emoji"]),
    # --- bob ---
    case("bob", S, "nope. changed my mind, don't do anything",
         "A retraction while an own withdrawal waits. Arguable: action (cancelling the pending action).",
         ["arguable", "retraction", "pending_action_context", "negated_action"], (),
         ("withdraw EXP-2043", "EXP-2043 (Paris conference trip, EUR 1,340.00) is submitted and can be withdrawn. Confirm?")),
    case("bob", S, "Not bad at all, this bot. Cheers.", "A compliment.", ["compliment", "negation"]),
    case("bob", S, "hah, 'never say never' — unless it's the expense policy, am I right?", "A joke.",
         ["joke", "negation"]),
    case("bob", S, "Ignore my last message, I was typing with my elbow. Have a nice weekend!",
         "A retraction with nothing before it, and a farewell.", ["retraction", "farewell"]),
    # --- carol ---
    case("carol", S, "never mind 🙂", "A bare retraction with no history.", ["retraction", "emoji", "curt"]),
    case("carol", S, "you're not a real person, are you?", "About the assistant.", ["about_assistant", "negation"]),
    case("carol", S, "ugh. unbelievable. not your fault I guess", "Frustration with no new request.",
         ["frustration", "negation", "long_history"], (),
         ("where's 2042?", "Order 2042 (Globex Key) is in transit with UPS.",
          "and why not overnight like I paid for??", "The overnight guarantee was missed; refund R-302 for the USD 29.99 "
          "charge is processing.")),
    case("carol", S, "hmm no. I'll think about it and come back later, bye",
         "A farewell that leaves the pending cancellation unconfirmed. Arguable: action.",
         ["arguable", "farewell", "pending_action_context", "retraction"], (),
         ("cancel 2043", "Order 2043 (HomeVault Drive 4 TB, confirmed) can be canceled. Confirm?")),
    # --- dave ---
    case("dave", S, "sorry, I didn't mean to send that", "An apology.", ["apology", "negation"]),
    case("dave", S, "no no no, ignore me, wrong chat 😅", "A retraction with nothing before it.",
         ["retraction", "emoji", "lowercase"]),
    case("dave", S, "good morning! no questions yet, just saying hi", "A greeting.", ["greeting", "negation"]),
    case("dave", S, "I wasn't asking for me, just curious. ok, thanks!", "Thanks after an answer.",
         ["thanks", "negation"], (), ("what's the per diem for Tokyo?", "International travel: USD 95 per day.")),
]

OOD = [
    # --- alice ---
    case("alice", O, "what's NOT allowed as carry-on liquids at Schiphol?", "Airport rules, not the companies'.",
         ["general_info", "negated_question"]),
    case("alice", O, "nice. not work related — what's a good beach in Portugal in May?", "Holiday advice.",
         ["local_info", "topic_switch", "negation"], (), ("how many PTO days do I get?", "28 days per calendar year.")),
    case("alice", O, "write me a haiku about changing my mind", "Creative writing.", ["creative"]),
    case("alice", O, "is it rude to not tip in the Netherlands?", "Etiquette.", ["general_info", "negated_question"]),
    case("alice", O, "my bank says a refund from another shop isn't showing — how long do card refunds usually take at ING?",
         "Another shop and a bank. Arguable: knowledge (the refund policy's 3 to 5 business days for card issuers).",
         ["arguable", "another_shop", "personal_finance", "negation"]),
    # --- bob ---
    case("bob", O, "is it true you should never plug a laptop in overnight? battery health question, my own laptop",
         "Personal device care.", ["personal_device", "negated_question"]),
    case("bob", O, "which NBA team hasn't ever won a title?", "Sport.", ["sport", "negated_question"]),
    case("bob", O, "what's 10% of 129 plus 6.90? not for work, just homework for my kid",
         "Arithmetic for homework. Arguable: knowledge (the figures are acme's restocking fee, Dock price and label).",
         ["arguable", "math", "numbers", "negation"]),
    case("bob", O, "ok, and which museums in Zurich are not closed on Mondays?", "Local info after hotel-cap answers.",
         ["local_info", "topic_switch", "long_history", "negation"], (),
         ("what's the hotel cap in Paris?", "EUR 240 per night in Paris.", "and Zurich?", "Also EUR 240 per night.")),
    case("bob", O, "hold that thought — who won the F1 race yesterday?",
         "Sport while an own cancellation waits.", ["sport", "pending_action_context"], (),
         ("cancel 1046", "Order 1046 (Acme gift card EUR 50, received) can be cancelled. Confirm?")),
    # --- carol ---
    case("carol", O, "translate 'I didn't mean that' into Spanish", "Translation.", ["translation", "negation"]),
    case("carol", O, "what's the weather in Memphis tomorrow? not for a delivery, I'm flying there", "Weather.",
         ["weather", "negation"]),
    case("carol", O, "Can I deduct my home office on my personal taxes if my employer doesn't reimburse it?",
         "Personal tax. Arguable: knowledge (the WFH stipend and home office rule).",
         ["arguable", "legal_tax", "negation"]),
    case("carol", O, "one random thing: which US states don't have sales tax?", "General info after thanks.",
         ["legal_tax", "topic_switch", "negation"], (), ("thanks for the help with the refund", "You're welcome!")),
    case("carol", O, "What's the difference between 'affect' and 'effect'? I never get it right", "Language question.",
         ["general_info", "negation"]),
    # --- dave ---
    case("dave", O, "which foods can't dogs eat? my puppy got into the chocolate", "Pet care.",
         ["general_info", "negated_question"]),
    case("dave", O, "Double negative check: is 'I don't know nothing' grammatically wrong?", "Grammar.",
         ["general_info", "double_negative"]),
    case("dave", O, "unrelated, but what's the IRS mileage rate for medical trips, not business?",
         "A federal rate outside the corpus. Arguable: knowledge (the corpus names the IRS business rate).",
         ["arguable", "legal_tax", "not_x_but_y", "topic_switch"], (),
         ("what's the mileage rate?", "USD 0.70 per mile, the IRS standard mileage rate for 2025.")),
    case("dave", O, "How do I undo a sent email in Gmail? personal account, not work", "A personal account.",
         ["personal_account", "undo", "negation"]),
    case("dave", O, "recommend a password manager for my family — not the work one",
         "Consumer product advice. Arguable: knowledge (the corpus names 1Password Business).",
         ["arguable", "product_recommendation", "not_x_but_y"]),
]

CASES = SMALL + OOD
