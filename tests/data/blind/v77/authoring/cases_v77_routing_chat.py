"""v77 routing cases, small_talk (16) and out_of_domain (20): IT staff and power users chatting (greetings, thanks,
jokes about DNS and MFA, frustration with no new request, a retraction while a cancellation waits) and asking
technical questions that are no company matter (git, regex, kubectl, TCP/UDP, OAuth flows, home routers, personal
accounts and gadgets). Written from DESIGN.md's route definitions and the sample corpus only."""

from __future__ import annotations

from routing_case_kit_v77 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # --- no history (10) ---
    case("alice", S, "morning! ☕", "A greeting.", ["greeting", "emoji"]),
    case("dave", S, "thanks, that fixed it 👍", "Thanks with nothing new asked.", ["thanks", "emoji", "lowercase"]),
    case("carol", S, "are you a bot or a real person from the help desk?", "About the assistant.",
         ["about_assistant", "lowercase"]),
    case("bob", S, "lol the VPN dropped three times during my demo today. whatever. I'm fine.",
         "Frustration with no new request.", ["frustration", "vpn"]),
    case("alice", S, "honestly you're faster than the ITSD queue", "A compliment.", ["compliment", "lowercase"]),
    case("dave", S, "ok signing off, have a good weekend", "A farewell.", ["farewell", "lowercase"]),
    case("carol", S, "are you ChatGPT?", "About the assistant.", ["about_assistant", "curt"]),
    case("bob", S, "knock knock. who's there? MFA. MFA who? MFA-ntastic day to be locked out again 🙃",
         "A joke about MFA; no request.", ["joke", "emoji", "mfa"]),
    case("alice", S, "sorry for the wall of text earlier", "An apology.", ["apology", "lowercase"]),
    case("dave", S, "it's always DNS, isn't it", "A sysadmin joke.", ["joke", "lowercase", "chit_chat"]),
    # --- with history (6) ---
    case("carol", S, "wait, no — leave it, I still need that drive",
         "Arguable (action: withdrawing the proposed cancellation): a retraction while an own cancellation waits is small talk.",
         ["arguable", "retraction", "pending_action_context"], (),
         ("cancel 2043", "I can cancel order 2043 (HomeVault Drive 4 TB). Please confirm.")),
    case("alice", S, "ah ok, good to know, cheers", "Thanks after an answer.", ["thanks", "lowercase"], (),
         ("when does my password expire", "I can't look that up; AcmeID reminds you 10 days before it expires.")),
    case("bob", S, "perfect, that's all", "An acknowledgement.", ["acknowledgement", "lowercase"], (),
         ("ITSD number?", "Extension 4357, or open a ticket at help.acme.example.")),
    case("dave", S, "nice 🙌", "An acknowledgement.", ["acknowledgement", "emoji", "curt"], (),
         ("tracking for 2041?", "2041 is in transit with USPS.")),
    case("carol", S, "ugh. fine. not your fault", "Frustration with no new request.",
         ["frustration", "long_history", "lowercase"], (),
         ("where's 2042", "In transit with UPS, overnight.",
          "it was supposed to be here yesterday", "It was sent overnight; R-302 refunds the overnight charge.")),
    case("alice", S, "nothing really, just testing if you still work after the update 😅", "Chit-chat after a greeting.",
         ["chit_chat", "greeting_history", "emoji"], (),
         ("hey", "Hi Alice! How can I help?")),
]

OOD = [
    # --- no history (15) ---
    case("bob", O, "git: how do I undo the last commit but keep the changes?", "A general developer question.",
         ["dev_tooling", "curt"]),
    case("carol", O, "regex to match an IPv4 address?", "A general developer question.", ["dev_tooling", "lowercase"]),
    case("dave", O, "difference between TCP and UDP in one sentence", "General networking knowledge.",
         ["general_info", "lowercase"]),
    case("alice", O, "what's a good mechanical keyboard for programming under 150 euros", "A product recommendation.",
         ["product_recommendation", "lowercase"]),
    case("bob", O, "my home router keeps dropping the 5GHz band every evening, any fix?", "Home IT.",
         ["home_it"]),
    case("carol", O, "how do I turn on 2FA for my personal Instagram", "A personal account.",
         ["personal_account", "lowercase"]),
    case("dave", O, "kubectl command to restart a deployment?", "A general developer question.",
         ["dev_tooling", "curt"]),
    case("alice", O, "explain the OAuth2 authorization code flow vs PKCE like I'm five",
         "General protocol knowledge, not a company rule.", ["general_info", "abbreviation"]),
    case("bob", O, "is a YubiKey better than a Titan key for my personal google account?",
         "A personal account and consumer products.", ["personal_account", "product_recommendation"]),
    case("carol", O, "bash one-liner to find files bigger than 1GB in my home dir", "A general developer question.",
         ["dev_tooling", "lowercase"]),
    case("dave", O, "what's bitcoin trading at right now", "General information.", ["personal_finance", "lowercase"]),
    case("alice", O, "best VPN app for streaming on holiday?", "A consumer VPN.", ["consumer_vpn", "lowercase"]),
    case("bob", O, "python: why can't a list comprehension in a class body see the class variables?",
         "A general developer question.", ["dev_tooling", "negation"]),
    case("carol", O, "how many different 16-character passphrases are there with only lowercase letters?",
         "Arguable (knowledge: the 16-character rule): the question is arithmetic, not policy.",
         ["arguable", "math", "password"]),
    case("dave", O, "who won the super bowl last year", "Sport.", ["sport", "lowercase"]),
    # --- with history (5) ---
    case("alice", O, "unrelated but how do I get my PS5 online at home, the wifi has a login page",
         "A personal device at home after a VPN answer.", ["personal_device", "topic_switch", "lowercase"], (),
         ("VPN session length?", "GlobalProtect disconnects after 12 hours.")),
    case("bob", O, "what's SQL injection, in plain English? it's for my kid's school project",
         "General security knowledge for a personal matter.", ["general_info", "greeting_history"], (),
         ("thanks!", "Anytime, Bob.")),
    case("carol", O, "what's a good diceware word list to make one for my personal accounts at home?",
         "Personal accounts after a passphrase answer; the company rule is not asked.",
         ["personal_account", "topic_switch", "password"], (),
         ("passphrase rules?", "At least 16 characters, changed every 180 days; the last 24 cannot be reused.")),
    case("dave", O, "convert 2930 USD to yen please", "An exchange rate.",
         ["exchange_rate", "greeting_history", "politeness"], (),
         ("hi", "Hi Dave!")),
    case("alice", O, "btw what's the weather in Rotterdam tomorrow", "The weather, after an own order lookup.",
         ["weather", "long_history", "topic_switch", "lowercase"], (),
         ("my order 1042?", "Shipped with PostNL.", "thx", "You're welcome!")),
]

CASES = SMALL + OOD
