"""v114 routing cases, small_talk (16) and out_of_domain (20): long chatty messages and asks outside the corpus."""

from __future__ import annotations

from routing_case_kit_v114 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "Just wanted to say: the answer you gave me yesterday about the hotel cap saved me a long "
         "argument with my manager. Thank you, genuinely.", "Thanks, no new request.", ["thanks", "boss_as_context"]),
    case("bob", S, "Long week. Four back-to-back reviews, two of them with people in tears. Not asking anything, I "
         "just needed to type it somewhere. 😅", "Frustration with no request.",
         ["frustration", "negation", "emoji", "long_context"]),
    case("carol", S, "hmm, actually no. leave it for now, I'll talk to my manager first and come back to you",
         "Arguable: a retraction while a withdrawal waits (action); small talk as decided.",
         ["retraction", "arguable", "pending_action_context", "lowercase"], (),
         ("withdraw EXP-3101", "EXP-3101 can be withdrawn. Shall I withdraw it?")),
    case("dave", S, "Are you the same bot as the one on the Globex website for customers, or a different one? Just "
         "curious, my nephew asked me at dinner.", "About the assistant.", ["about_assistant", "others_as_context"]),
    case("alice", S, "perfect, that's all I needed. have a good weekend!", "Farewell after an own lookup.",
         ["farewell", "lowercase"], (), ("where is order 1043", "Order 1043 (2x Acme Headset) is processing.")),
    case("bob", S, "Good morning! The coffee machine's fixed, the sun is out and for once nothing is on fire. How are "
         "you today?", "Greeting.", ["greeting", "long_context"]),
    case("carol", S, "lol sorry, that last message was meant for my partner, not for you. ignore it",
         "Apology, no request.", ["apology", "negation", "lowercase"]),
    case("dave", S, "ok cool. you're honestly faster than our finance inbox 😄", "Compliment after an own lookup.",
         ["compliment", "emoji", "lowercase"], (), ("EXP-3103 status?", "EXP-3103 is submitted, waiting for "
                                                     "approval.")),
    case("alice", S, "Tell me a joke about expense reports. My whole team is stuck in a FinanceHub training and "
         "morale is very low.", "A joke asked.", ["joke", "long_context"]),
    case("bob", S, "hold on, my boss just walked in, give me a minute", "A pause while an own cancellation waits.",
         ["pending_action_context", "boss_as_context", "lowercase"], (),
         ("cancel 1046", "Order 1046 can be cancelled. Shall I cancel it?")),
    case("carol", S, "Do you remember what I asked you last week? I feel like we had this exact conversation "
         "before.", "Arguable: could be clarify (an unstated earlier request); about the assistant.",
         ["about_assistant", "arguable"]),
    case("dave", S, "thanks, that's everything for today. have a good one", "Thanks and farewell.",
         ["thanks", "farewell", "lowercase"]),
    case("alice", S, "nothing yet, I'm just testing whether this thing works on my new laptop. seems it does!",
         "Chit-chat after a greeting.", ["chit_chat", "greeting_history", "lowercase"], (),
         ("hi", "Hi Alice, how can I help?")),
    case("bob", S, "Do you ever get tired of people asking you about hotel caps? Genuinely wondering.",
         "About the assistant.", ["about_assistant"]),
    case("carol", S, "ugh, the wifi in this office. ok I'm back. where was I... never mind, I'll start over later.",
         "Frustration, no request.", ["frustration", "lowercase"]),
    case("dave", S, "got it, noted 👍", "Acknowledgement.", ["acknowledgement", "emoji", "curt"], (),
         ("what's the international per diem", "USD 95 per day, 75% on the first and last day.")),
]

OOD = [
    case("alice", O, "My manager is retiring next month after 32 years and the team asked me to write a short speech, "
         "funny but not cheesy. Could you draft three sentences?", "Creative writing.",
         ["creative", "boss_as_context", "numbers", "negation"]),
    case("bob", O, "Long day, and my daughter needs help with her homework tonight: what's 17% of 2,340? I'm too "
         "tired to think.", "Arithmetic.", ["math", "numbers", "long_context"]),
    case("carol", O, "I'm flying to Tokyo in January for a friend's wedding. What's the weather usually like there "
         "then, do I need a heavy coat?", "Weather.", ["weather", "date_period"]),
    case("dave", O, "Forget work for a sec: my landlord wants to raise the rent by 9% — is that legal in California? "
         "My lease says nothing about it.", "Tenancy law.", ["legal_tax", "numbers", "negation"]),
    case("alice", O, "nice. Unrelated: what's a good restaurant near the Grand Place in Brussels for a team dinner of "
         "8?", "Local info after a policy answer.", ["local_info", "topic_switch", "numbers"], (),
         ("what is the per diem for international trips?", "EUR 70 per day for international travel under the 2025 "
          "policy.")),
    case("bob", O, "How do I politely tell a direct report that his cologne is too strong? He's great otherwise and I "
         "don't want to make it weird.", "Interpersonal advice.", ["general_info", "negation"]),
    case("carol", O, "what's the dollar to euro exchange rate today? I'm converting a quote for my sister's trip",
         "Exchange rate.", ["exchange_rate", "lowercase"]),
    case("dave", O, "ok. meanwhile, can you recommend a good NAS for home that isn't a HomeVault? I'm done with it",
         "Product recommendation after an own refund.", ["product_recommendation", "negation", "topic_switch"], (),
         ("is my HomeVault refund done", "R-303 (USD 289.15) is processing.")),
    case("alice", O, "Is Easter Monday a public holiday in Belgium? I have a customer visit planned there and don't "
         "want to show up to an empty office.",
         "Arguable: the holiday policy lists Dutch holidays (knowledge); Belgian holidays are general facts.",
         ["arguable", "local_info", "negation"]),
    case("bob", O, "Translate this into French for our Paris partner: 'Thank you for hosting us, we look forward to "
         "the next workshop.'", "Translation.", ["translation", "pasted_snippet"]),
    case("carol", O, "Is it true that employers in New York have to pay out unused PTO when you leave? Asking for my "
         "brother-in-law, he's quitting.", "Arguable: PTO is in the corpus (knowledge), but this is state law.",
         ["arguable", "legal_tax", "others_as_context", "abbreviation"]),
    case("dave", O, "explain how 401(k) vesting works in general, I'm trying to understand it for my mom's old job",
         "Arguable: the FAQ names the own 401(k) match (knowledge); a general explanation for someone else's plan.",
         ["arguable", "general_info", "others_as_context", "lowercase"]),
    case("alice", O, "Which noise cancelling headphones are best for long flights, under 300 euros? Not the Acme "
         "Headset, something bigger.", "Product recommendation.", ["product_recommendation", "negation", "numbers"]),
    case("bob", O, "thanks. totally unrelated — does PostNL deliver on saturdays in the Netherlands?",
         "Arguable: after an own parcel (live_tool); a carrier's general service.",
         ["arguable", "general_info", "topic_switch", "lowercase"], (),
         ("where's my cam order 1044", "Order 1044 is shipped with express shipping.")),
    case("carol", O, "write a haiku about quarter-end close, my team needs cheering up", "Creative.",
         ["creative", "lowercase"]),
    case("dave", O, "How much tax will I pay on a USD 5,000 bonus in Illinois? roughly, federal and state",
         "Tax.", ["legal_tax", "numbers"]),
    case("alice", O, "What's the fastest way from Brussels Midi to the airport at 6 in the morning? Train or taxi?",
         "Local info after a greeting.", ["local_info", "greeting_history", "numbers"], (), ("hi", "Hi Alice!")),
    case("bob", O, "Long story: my son wants to study in Delft next year and asks me how Dutch student housing works. "
         "Any tips?", "General info.", ["general_info", "long_context"]),
    case("carol", O, "ok great. and what time is it in Boston right now? I need to call the client",
         "Local time after a policy answer.", ["local_info", "topic_switch", "lowercase"], (),
         ("what's the Boston hotel cap?", "Boston is a high-cost city: USD 325 per night before taxes.")),
    case("dave", O, "What's the capital gains tax rate on stock sold after more than a year? It's ESPP from an old "
         "employer.", "Tax.", ["legal_tax", "abbreviation"]),
]

CASES = SMALL + OOD
