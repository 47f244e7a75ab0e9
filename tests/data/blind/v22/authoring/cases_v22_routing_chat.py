"""v22 routing cases, small_talk (16) and out_of_domain (20).

small_talk: greetings, thanks, farewells, questions about the assistant, jokes, frustration with no request, an
apology and a retraction while an own action waits. out_of_domain: questions that sound like IT but concern one's home,
personal accounts and devices, consumer VPNs and phone carriers, general security knowledge, arithmetic, translation,
creative writing, sport and money.
"""

from __future__ import annotations

from routing_case_kit_v22 import case

CHAT = "small talk: nothing to look up, change or search"
OUT = "not about either company's documents, records or tools: out_of_domain"

SMALL_TALK = [
    case("alice", "small_talk", "hi 👋", CHAT, ["greeting", "emoji", "curt"]),
    case("carol", "small_talk", "good morning! hope your servers are less grumpy than mine today", CHAT,
         ["greeting", "chit_chat"]),
    case("bob", "small_talk", "thanks, that fixed it", CHAT, ["thanks", "lowercase"]),
    case("dave", "small_talk", "cheers, bye", CHAT, ["farewell", "curt"]),
    case("carol", "small_talk", "are you a real person from the help desk or a bot?", CHAT, ["about_assistant"]),
    case("alice", "small_talk", "what kind of stuff can you help me with?", CHAT + " (about the assistant)",
         ["about_assistant", "lowercase"]),
    case("bob", "small_talk", "ugh, locked out for the third time this week. I hate computers",
         "frustration with no new request: small talk", ["frustration", "lockout", "numbers"]),
    case("dave", "small_talk", "why did the password break up with the username? it needed more space lol",
         "a joke: small talk", ["joke", "lowercase"]),
    case("alice", "small_talk", "actually no, forget it, keep it",
         "a retraction while an own cancellation waits: small talk, arguable (clarify), as v20 and v21 decided",
         ["retraction", "pending_action_context", "lowercase", "arguable"],
         hist=("cancel 1043", "Order 1043 (2 Acme Headsets) is processing and can still be cancelled. Confirm?")),
    case("carol", "small_talk", "nice, thanks a lot!", CHAT, ["thanks", "reference_resolved"],
         hist=("where's 2042?", "Order 2042 (one Globex Key) is in transit with UPS.")),
    case("bob", "small_talk", "lol that's longer than my attention span",
         "a remark on the answer with no request: small talk", ["chit_chat", "joke", "lowercase"],
         hist=("what's the VPN timeout?", "A GlobalProtect session ends after 12 hours.")),
    case("dave", "small_talk", "got it 👍", CHAT, ["acknowledgement", "emoji", "curt"],
         hist=("how do I report phishing?", "Use the \"Report Phish\" button in Outlook.")),
    case("alice", "small_talk", "sorry, wrong window", "an apology with no request: small talk", ["apology", "lowercase"],
         hist=("reset my password", "I can't reset passwords here; you can reset it yourself at id.acme.example with your "
               "MFA device, or call the ITSD.")),
    case("carol", "small_talk", "you're honestly faster than the help desk", "a compliment: small talk",
         ["compliment", "lowercase"]),
    case("bob", "small_talk", "how's your day going?", CHAT, ["chit_chat", "lowercase"]),
    case("dave", "small_talk", "nothing really, just testing if you're awake", CHAT, ["chit_chat", "greeting_history",
         "lowercase"], hist=("hey", "Hi! How can I help?")),
]

OUT_OF_DOMAIN = [
    case("alice", "out_of_domain", "my home router keeps dropping the wifi every evening, how do I fix it?", OUT,
         ["home_it", "lowercase"]),
    case("carol", "out_of_domain", "how do I recover my personal Gmail if I lost the phone it sends codes to?", OUT,
         ["personal_account", "lost_device"]),
    case("bob", "out_of_domain", "how much is NordVPN per year?", OUT + " (a consumer VPN's pricing)", ["consumer_vpn",
         "curt"]),
    case("dave", "out_of_domain", "is T-Mobile's unlimited plan worth it compared to Verizon?", OUT + " (a phone carrier)",
         ["phone_carrier", "comparison"]),
    case("alice", "out_of_domain", "best password manager for my family at home?",
         OUT + " (Keeper is for work passwords; a family choice is not in the corpus)", ["home_it", "password_manager",
         "lowercase"]),
    case("carol", "out_of_domain", "my kid's iPad account got hacked through a game, what do I do?", OUT,
         ["home_it", "personal_account"]),
    case("bob", "out_of_domain", "what is a zero-day exploit, in simple terms?",
         OUT + ", arguable (general security knowledge near the IT pages)", ["general_info", "arguable"]),
    case("dave", "out_of_domain", "how many combinations does a 16-character passphrase have if it's only lowercase letters?",
         "arithmetic on a number the policy gives: out_of_domain, arguable (knowledge: shares corpus words)",
         ["math", "numbers", "shares_corpus_words", "arguable"]),
    case("alice", "out_of_domain", "translate 'your password has expired' into German", OUT, ["translation"]),
    case("carol", "out_of_domain", "write a haiku about two-factor authentication", OUT, ["creative"]),
    case("bob", "out_of_domain", "should I get a MacBook Air or a ThinkPad for my son's university?", OUT,
         ["product_recommendation", "home_it"]),
    case("dave", "out_of_domain", "is it safe to do online banking on my own phone over Starbucks wifi?",
         OUT + ", arguable (knowledge: the VPN rule, which covers work access only)", ["personal_device", "arguable"]),
    case("alice", "out_of_domain", "unrelated, but how do I set up a VPN on my home router for streaming?",
         OUT + " after a policy question", ["home_it", "topic_switch", "consumer_vpn"],
         hist=("what's the VPN session limit?", "GlobalProtect sessions end after 12 hours.")),
    case("carol", "out_of_domain", "do you know how to block spam calls on android?", OUT, ["personal_device",
         "lowercase"], hist=("thanks for the passphrase info", "You're welcome!")),
    case("bob", "out_of_domain", "and for my wife's own phone, how do we block the SIM with KPN?",
         OUT + " (a personal phone and its carrier), arguable (knowledge: the company's lost-phone rule)",
         ["phone_carrier", "lost_device", "others_as_context", "arguable"],
         hist=("how do I report a stolen phone?", "Report it to the Security team within 24 hours on +31 20 555 0111; "
               "they wipe it remotely.")),
    case("dave", "out_of_domain", "who won the Grizzlies game last night?", OUT, ["sport", "greeting_history"],
         hist=("hi", "Hello!")),
    case("alice", "out_of_domain", "cool. does Keeper have a family plan and what does it cost?",
         OUT + " (the vendor's consumer pricing), arguable (knowledge: Keeper is named in the corpus)",
         ["consumer_pricing", "password_manager", "shares_corpus_words", "arguable"],
         hist=("is Keeper the password manager we use?", "Yes, Keeper is the company password manager for all other work "
               "passwords.")),
    case("carol", "out_of_domain", "how do I reset the password on my Xbox account?", OUT, ["personal_account",
         "password"]),
    case("bob", "out_of_domain", "my bank texted me a code I never asked for. should I ring them?",
         OUT + " (a personal bank account), arguable (knowledge: the company's rule on unrequested sign-ins)",
         ["personal_account", "phishing", "negation", "arguable"]),
    case("dave", "out_of_domain", "is bitcoin a good investment this year?", OUT, ["personal_finance", "lowercase"]),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
