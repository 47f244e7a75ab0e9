"""v164 small_talk (16) and out_of_domain (20) cases: talk around caring for a baby, a partner or a parent, and asks
about the outside world that such carers make. Written in the author's own words."""

from __future__ import annotations

from routing_case_kit_v164 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "thanks, that helps a lot with my dad's stuff", "Thanks: small_talk.", ["lowercase", "thanks", "ageing_parent"]),
    case("carol", S, "sorry if I'm slow today, up all night with the baby 😅", "Apology: small_talk.", ["apology", "emoji", "new_baby"]),
    case("dave", S, "you're more helpful than my boss's assistant lol", "Compliment and joke: small_talk.", ["lowercase", "compliment", "joke"]),
    case("bob", S, "good morning! first day back after paternity leave", "Greeting: small_talk.", ["greeting", "new_baby"]),
    case("alice", S, "do you ever get tired of people asking stuff for their bosses?", "About the assistant: small_talk.", ["lowercase", "about_assistant", "boss_as_context"]),
    case("carol", S, "can you remember my mum's name for next time?",
         "About what the assistant keeps: small_talk; arguable (out_of_domain: a memory request).",
         ["lowercase", "arguable", "about_assistant", "ageing_parent"]),
    case("dave", S, "ugh. hospital parking again.", "Frustration, no request: small_talk.", ["lowercase", "frustration", "curt"]),
    case("bob", S, "bye, off to pick up the kids", "Farewell: small_talk.", ["lowercase", "farewell", "caring_for_child"]),
    case("alice", S, "ok 👍", "Acknowledgement: small_talk.", ["acknowledgement", "emoji", "curt"]),
    case("carol", S, "who made you?", "About the assistant: small_talk.", ["lowercase", "about_assistant", "curt"]),
    # with a history
    case("alice", S, "actually no, leave it, my sister wants them after all",
         "A retraction while an own cancellation waits: small_talk; arguable (action: the cancellation is declined).",
         ["lowercase", "arguable", "retraction", "pending_action_context", "negation"],
         hist=("cancel 1043", "I can cancel 1043 (2 x Acme Headset, EUR 158.00). Shall I go ahead?")),
    case("dave", S, "hang on, my kid's calling, one sec",
         "A pause while an own withdrawal waits: small_talk.", ["lowercase", "pending_action_context", "caring_for_child"],
         hist=("withdraw EXP-3103", "I can withdraw EXP-3103 (USD 2,930.00). Confirm?")),
    case("bob", S, "great, thanks — my dad will be thrilled",
         "Thanks after an own lookup: small_talk.", ["thanks", "ageing_parent"],
         hist=("status of 1044", "1044 (Acme Cam) shipped with DHL.")),
    case("carol", S, "thank you. it's been a hard week.",
         "Thanks after a bereavement answer: small_talk.", ["thanks", "chit_chat"],
         hist=("what's bereavement leave?", "Up to 5 days for an immediate family member.")),
    case("alice", S, "nothing really, just waiting for my mum's appointment to finish",
         "Chit-chat after a greeting: small_talk.", ["lowercase", "chit_chat", "greeting_history"],
         hist=("hi", "Hi! How can I help?")),
    case("dave", S, "ok cool, dad will survive",
         "Acknowledgement after an own lookup: small_talk.", ["lowercase", "acknowledgement", "ageing_parent"],
         hist=("is the refund R-303 done?", "R-303 (USD 289.15) is still processing.")),
]

OOD = [
    case("alice", O, "what's a good gift for a dad who has everything?", "Gift ideas: out_of_domain.", ["lowercase", "product_recommendation", "ageing_parent"]),
    case("carol", O, "how do I apply for FMLA to take care of my mother?",
         "US federal leave law: out_of_domain; arguable (knowledge: the leave policy).",
         ["lowercase", "arguable", "legal_tax", "abbreviation"]),
    case("dave", O, "best baby monitor under $100?", "Product recommendation: out_of_domain.", ["lowercase", "product_recommendation", "numbers"]),
    case("bob", O, "how do I get power of attorney for my father in the Netherlands?", "Legal question: out_of_domain.", ["lowercase", "legal_tax", "ageing_parent"]),
    case("alice", O, "translate 'get well soon' into Polish for my colleague's husband", "Translation: out_of_domain.", ["lowercase", "translation"]),
    case("carol", O, "what are ICU visiting hours usually like in a US hospital?", "General info: out_of_domain.", ["lowercase", "general_info", "abbreviation"]),
    case("dave", O, "can I deduct my mom's nursing home costs on my taxes?", "Tax question: out_of_domain.", ["lowercase", "legal_tax", "ageing_parent"]),
    case("bob", O, "write a short card message for my assistant who just had twins", "Creative writing: out_of_domain.", ["lowercase", "creative", "new_baby"]),
    case("alice", O, "how warm will it be in Utrecht on saturday? taking my dad out in his wheelchair", "Weather: out_of_domain.", ["lowercase", "weather", "date_period"]),
    case("carol", O, "how many ounces of formula does a 2-month-old drink?", "General info: out_of_domain.", ["lowercase", "general_info", "numbers"]),
    case("dave", O, "convert 250 USD to yen for my boss's Tokyo trip", "Exchange rate: out_of_domain.", ["lowercase", "exchange_rate", "boss_asks"]),
    case("bob", O, "kinderopvangtoeslag — how much do I get back for daycare?", "Dutch childcare benefit: out_of_domain.", ["lowercase", "legal_tax", "caring_for_child"]),
    case("alice", O, "nearest pharmacy open on sunday near Amsterdam Centraal?", "Local info: out_of_domain.", ["lowercase", "local_info"]),
    case("carol", O, "which stroller fits in a small car trunk?", "Product recommendation: out_of_domain.", ["lowercase", "product_recommendation", "new_baby"]),
    case("dave", O, "if my mom takes 3 pills a day and a bottle has 90, how many days does it last?", "Arithmetic: out_of_domain.", ["lowercase", "math", "numbers"]),
    # with a history
    case("alice", O, "how do I write a eulogy for my grandfather?",
         "Creative writing after a leave answer: out_of_domain.", ["lowercase", "creative", "topic_switch"],
         hist=("what's the funeral leave?", "Up to 4 days for a close family member.")),
    case("carol", O, "does UPS deliver to nursing homes on saturdays?",
         "A carrier's general practice: out_of_domain; arguable (live_tool: after an own UPS parcel).",
         ["lowercase", "arguable", "local_info", "topic_switch"],
         hist=("where's my 2042?", "2042 is in transit with UPS overnight.")),
    case("dave", O, "how long does a newborn sleep at night, roughly?",
         "General info after a leave answer: out_of_domain.", ["lowercase", "general_info", "new_baby"],
         hist=("is there paid parental leave?", "12 weeks paid at 100% after 6 months of employment.")),
    case("bob", O, "what's a good restaurant near Gare du Nord for a client dinner?",
         "Local info after a travel remark: out_of_domain.", ["lowercase", "local_info", "assistant_acts_for_boss"],
         hist=("my assistant is booking my Paris trip", "Happy to help with the travel policy.")),
    case("alice", O, "how long is statutory maternity leave in the Netherlands?",
         "Dutch law in general: out_of_domain; arguable (knowledge: the policy says parental leave follows Dutch law).",
         ["lowercase", "arguable", "legal_tax", "greeting_history"],
         hist=("hi", "Hello!")),
]

CASES = SMALL + OOD
