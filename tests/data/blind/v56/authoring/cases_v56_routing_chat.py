"""v56 routing cases, small_talk (16) and out_of_domain (20): sharing news, and the outside world's rules and advice.

Small talk: a baby, an engagement, a finished move, a funeral, told with no request; thanks, farewells, retractions
while an action waits, jokes. Out of domain: visas and residence permits, tax and benefits law, movers, cars and
loans, baby names, toasts, weather, translations and private insurance.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from routing_case_kit_v56 import case  # noqa: E402

S, O = "small_talk", "out_of_domain"

SMALL_TALK = [
    case("alice", S, "WE'RE HAVING A BABY 👶💕", "Sharing news, no request.", ["sharing_news", "new_baby", "emoji"]),
    case("carol", S, "just got engaged!!! had to tell someone 💍", "Sharing news, no request.",
         ["sharing_news", "wedding", "emoji", "lowercase"]),
    case("bob", S, "Finally done with the move. Never again. 😅", "Chit-chat about a finished move.",
         ["chit_chat", "moving", "emoji"]),
    case("dave", S, "thx, that's all for now — off to paternity leave tomorrow 👋", "A farewell with news.",
         ["farewell", "new_baby", "abbreviation", "emoji"]),
    case("carol", S, "are you a real person or a bot?", "About the assistant.", ["about_assistant", "lowercase"]),
    case("alice", S, "you've been more helpful than the moving company lol", "A compliment and a joke.",
         ["compliment", "joke", "moving", "lowercase"]),
    case("dave", S, "good morning ☕ running on 3 hours of sleep, newborn life", "A greeting with news.",
         ["greeting", "new_baby", "emoji", "lowercase"]),
    case("bob", S, "Do you have a family, assistant?", "About the assistant.", ["about_assistant", "joke"]),
    case("carol", S, "sorry for all the questions, my brain is mush since the funeral", "An apology.",
         ["apology", "bereavement", "lowercase"]),
    case("alice", S, "ugh. nothing about this visa stuff is easy.", "Frustration with no request.",
         ["frustration", "visa", "lowercase"]),
    case("bob", S, "perfect, thanks! 🎉", "Thanks after an answer.", ["thanks", "wedding", "emoji"],
         hist=("how many days for a wedding?", "Acme gives 2 days of leave for the employee's wedding or registered "
          "partnership.")),
    case("dave", S, "actually no, leave it — the move got pushed back",
         "A retraction while a cancellation waits for confirmation; arguable: action (it answers the pending action).",
         ["retraction", "pending_action_context", "moving", "arguable", "lowercase"],
         hist=("Cancel 2046", "Order 2046 (HomeVault Drive 4 TB) can be canceled. Confirm to cancel it.")),
    case("carol", S, "ok. thank you. it's been a rough week", "Thanks after a bereavement answer.",
         ["thanks", "bereavement", "lowercase"],
         hist=("how many bereavement days do I get?", "Up to 5 days for an immediate family member.")),
    case("alice", S, "nope, that's it, bye!", "A farewell.", ["farewell", "long_history", "lowercase"],
         hist=("where's 1043?", "1043 (2 × Acme Headset) is processing.", "cool", "Anything else?")),
    case("dave", S, "haha my daughter will be running the company by the time I'm back", "A joke after a policy answer.",
         ["joke", "new_baby", "lowercase"],
         hist=("what's the parental leave?", "12 weeks at 100% pay after 6 months of employment.")),
    case("bob", S, "hmm wait, never mind. i'll sort it after the wedding",
         "A retraction while a withdrawal waits for confirmation; arguable: action (it answers the pending action).",
         ["retraction", "pending_action_context", "wedding", "arguable", "lowercase"],
         hist=("withdraw EXP-2043", "EXP-2043 is submitted and can be withdrawn. Confirm to withdraw it.")),
]

OUT_OF_DOMAIN = [
    case("carol", O, "what documents does my mom need for a US tourist visa from the Philippines?",
         "Immigration rules of the outside world.", ["visa", "legal_tax", "lowercase"]),
    case("alice", O, "how does the Dutch 30% ruling work for my husband, he's moving here from Canada",
         "Tax law of the outside world.", ["legal_tax", "relocation", "partner", "lowercase"]),
    case("dave", O, "best moving companies in Boston that won't rip me off?", "Local services.",
         ["local_info", "product_recommendation", "moving", "lowercase"]),
    case("bob", O, "How much is child benefit (kinderbijslag) per quarter in NL?", "State benefits.",
         ["legal_tax", "new_baby", "non_english", "abbreviation"]),
    case("alice", O, "cute dutch baby names that also work in english?", "General information.",
         ["general_info", "new_baby", "lowercase"]),
    case("carol", O, "write a short toast for my sister's wedding, funny but not embarrassing", "A creative request.",
         ["creative", "wedding", "lowercase"]),
    case("dave", O, "Is a Toyota RAV4 or a Honda CR-V better for 20k miles a year of client driving?",
         "A product recommendation for a private purchase.", ["product_recommendation", "buying_car"]),
    case("bob", O, "what's the EUR to CHF rate? thinking about moving to Zurich", "An exchange rate.",
         ["exchange_rate", "relocation", "lowercase"]),
    case("alice", O, "how long does the IND take to approve a partner residence permit?", "Immigration rules.",
         ["visa", "legal_tax", "partner", "abbreviation", "lowercase"]),
    case("carol", O, "how many weeks of FMLA can my husband take from his employer?",
         "Another employer's leave under US law; arguable: knowledge (parental leave).",
         ["legal_tax", "partner_benefits", "new_baby", "arguable", "abbreviation", "lowercase"]),
    case("dave", O, "whats a good interest rate for a car loan right now", "Personal finance.",
         ["personal_finance", "buying_car", "typo", "lowercase"]),
    case("bob", O, "How do I register my new address with the gemeente?", "Municipal rules.",
         ["local_info", "legal_tax", "moving", "non_english"]),
    case("alice", O, "is it better to rent or buy in Utrecht at the moment?", "Personal finance.",
         ["personal_finance", "moving", "lowercase"]),
    case("carol", O, "translate 'congratulations on your new baby' into Tagalog", "A translation.",
         ["translation", "new_baby", "lowercase"]),
    case("dave", O, "weather in Toronto in january — how cold are we talking?", "Weather.",
         ["weather", "relocation", "lowercase"]),
    case("alice", O, "and do you know a cheap van rental in Rotterdam?", "Local services after a policy answer.",
         ["local_info", "moving", "topic_switch", "lowercase"],
         hist=("how many days off for moving house?", "1 day per move, once per calendar year.")),
    case("bob", O, "OK. Which private travel insurance would you recommend for a family of four?",
         "A product recommendation; arguable: knowledge (personal travel insurance is not reimbursed).",
         ["product_recommendation", "family_travel", "topic_switch", "arguable"],
         hist=("Does Meridian cover my family on business trips?", "The Travel Policy says business travellers are covered by "
          "Meridian Assurance; it doesn't mention family members.")),
    case("carol", O, "should I pick a Roth or traditional 401(k) now that we're married?",
         "Personal tax advice; arguable: knowledge (the 401(k) is in the glossary).",
         ["personal_finance", "legal_tax", "wedding", "arguable", "lowercase"],
         hist=("what's the 401(k) match?", "100% of the first 4% of salary, vested immediately.")),
    case("dave", O, "nice. how do I set up a baby monitor on the home network?", "Home IT after an own look-up.",
         ["general_info", "new_baby", "long_history", "topic_switch", "lowercase"],
         hist=("morning", "Morning! How can I help?", "is 2044 delivered?", "Yes, 2044 (Globex HomeVault) was delivered.")),
    case("alice", O, "can I deduct the rest from my taxes in the Netherlands?",
         "Tax law; arguable: knowledge (follows a mileage answer).", ["legal_tax", "buying_car", "follow_up",
         "arguable", "lowercase"],
         hist=("what does acme pay per km?", "EUR 0.35 per km for private cars used on business.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
