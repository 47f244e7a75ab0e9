"""Blind routing set v23, small_talk (16) and out_of_domain (20) cases that sound like HR, leave and pay.

Greetings, thanks, farewells, jokes, a retraction while an action waits and frustration with no new request are
small talk. National tax, general labour law, a spouse's employer, personal finance and health tips are out of domain.
"""

from __future__ import annotations

from routing_case_kit_v23 import case

S, O = "small_talk", "out_of_domain"

SMALL_TALK = [
    case("alice", S, "good morning! ☀️", "A greeting.", ["greeting", "emoji", "lowercase"]),
    case("carol", S, "thanks, that's exactly what I needed", "Thanks with no new request.", ["thanks"]),
    case("dave", S, "ok bye, off on PTO for two weeks, don't miss me 🏖️",
         "A farewell; the PTO is chit-chat, nothing is asked.", ["farewell", "emoji", "lowercase", "shares_theme_words"]),
    case("bob", S, "are you a bot or an actual person from HR?", "About the assistant.",
         ["about_assistant", "lowercase"]),
    case("bob", S, "ugh. mondays.", "Chit-chat with no request.", ["chit_chat", "curt", "lowercase"]),
    case("carol", S, "tell me an HR joke, I need cheering up", "A joke asked for.", ["joke", "lowercase"]),
    case("dave", S, "you're way faster than emailing people ops lol", "A compliment.",
         ["compliment", "lowercase", "abbreviation"]),
    case("bob", S, "sorry, wrong window", "An apology, nothing asked.", ["apology", "lowercase", "curt"]),
    case("carol", S, "how's your day going?", "Chit-chat.", ["chit_chat", "lowercase"]),
    case("alice", S, "lol ok, good to know", "An acknowledgement with no new request.",
         ["acknowledgement", "lowercase"]),
    case("alice", S, "wait no, leave it as it is",
         "A retraction while an own withdrawal waits for confirmation. Arguable (action: it cancels the pending "
         "withdrawal), as v21 and v22 decided.",
         ["arguable", "retraction", "pending_action_context", "lowercase"],
         hist=("withdraw EXP-2041",
               "I can withdraw EXP-2041 (Customer visit Brussels, EUR 442.50). Confirm to withdraw it.")),
    case("bob", S, "perfect, cheers", "Thanks after a policy answer.", ["thanks", "lowercase", "curt"],
         hist=("what's the doctor's note rule?", "A doctor's note is required from the third consecutive sick day.")),
    case("carol", S, "only 20?? my friends in europe get like 30. sigh",
         "Frustration with no new request after a policy answer.",
         ["frustration", "lowercase", "numbers"],
         hist=("how much PTO do I get?", "20 days (160 hours) per year, 25 days (200 hours) after 5 years.")),
    case("dave", S, "great, another week of waiting 🙃", "Frustration with no new request, after an own claim was shown.",
         ["frustration", "emoji", "lowercase"],
         hist=("is EXP-3103 approved?",
               "EXP-3103 (Partner summit Tokyo, USD 2,930.00) is submitted; above USD 2,500 it needs director "
               "approval too.")),
    case("alice", S, "yay, thank you!! getting married in may 💍", "Thanks and news, no new request.",
         ["thanks", "emoji", "greeting_history"],
         hist=("hi", "Hi Alice!", "how many days off for my wedding?",
               "2 days for your own wedding or registered partnership.")),
    case("bob", S, "haha of course it's more paperwork", "A joke about the answer, no request.",
         ["joke", "lowercase"],
         hist=("who approves PTO over 15 days?", "The department head, in addition to the line manager.")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "what are the dutch income tax brackets for 2026?", "National tax, not company policy.",
         ["lowercase", "legal_tax", "numbers"]),
    case("dave", O, "how much can I put into a 401k in total this year under IRS rules?",
         "The IRS contribution limit is national law. Arguable (knowledge: the corpus names the 401(k) and its match).",
         ["arguable", "lowercase", "legal_tax", "pension", "abbreviation"]),
    case("carol", O, "my husband works at a bank — how much parental leave does his employer give?",
         "A spouse's employer's policy.", ["lowercase", "spouse_employer", "parental_leave"]),
    case("bob", O, "is it legal in the Netherlands for an employer to refuse holiday in july and august?",
         "General labour law. Arguable (knowledge: Acme's leave policy and its approval rules).",
         ["arguable", "general_labour_law", "names"]),
    case("dave", O, "explain FMLA in simple terms", "General US labour law.",
         ["lowercase", "general_labour_law", "abbreviation", "curt"]),
    case("bob", O, "translate 'sick leave' and 'doctor's note' into German", "A translation.",
         ["translation", "sick_leave"]),
    case("carol", O, "what's the weather in Boston on Thanksgiving?", "Weather.", ["lowercase", "weather", "names"]),
    case("bob", O, "recommend a good ergonomic chair under 300 euros for my home office",
         "A product recommendation, not company equipment.", ["lowercase", "product_recommendation", "wfh",
                                                              "numbers"]),
    case("bob", O, "write me a short poem about finally going on holiday", "Creative writing.",
         ["lowercase", "creative"]),
    case("dave", O, "should I put my bonus in an index fund or pay off my car loan?", "Personal finance.",
         ["lowercase", "personal_finance", "pay"]),
    case("carol", O, "how does unemployment benefit work in New Jersey?", "A state benefit, not company policy.",
         ["lowercase", "general_labour_law", "names"]),
    case("bob", O, "whats the minimum wage in the netherlands right now", "National law.",
         ["lowercase", "general_labour_law", "typo"]),
    case("bob", O, "how many days of holiday do Belgians get by law?", "Another country's labour law.",
         ["general_labour_law", "names"]),
    case("dave", O, "what's a Roth IRA and is it better than a traditional one?", "Personal finance.",
         ["personal_finance", "abbreviation"]),
    case("carol", O, "How do I work out my take-home pay from a 95k salary in New York?",
         "National and state tax arithmetic on a salary, not company policy.",
         ["legal_tax", "pay", "numbers", "names"]),
    case("alice", O, "what's a good spot in amsterdam to celebrate it?", "Local info, after a holiday answer.",
         ["lowercase", "local_info", "reference_resolved", "public_holidays"],
         hist=("when is King's Day?", "King's Day is on 27 April; it's a public holiday for employees in the "
                                      "Netherlands.")),
    case("dave", O, "and what has the S&P 500 done this year?", "Market information, after a 401(k) answer.",
         ["lowercase", "general_info", "topic_switch", "pension"],
         hist=("what's the 401k match?",
               "Globex matches 100% of the first 4% of salary you contribute, vested immediately.")),
    case("carol", O, "what's the statutory maternity leave in the UK? my sister's asking",
         "Another country's labour law for someone else, after a policy answer.",
         ["lowercase", "general_labour_law", "parental_leave", "topic_switch"],
         hist=("how many weeks of parental leave?",
               "12 weeks paid at 100% for birth and adoptive parents after 6 months of employment.")),
    case("bob", O, "any tips to get over a cold quickly?", "Health advice, after a sick-leave answer.",
         ["lowercase", "health_advice", "sick_leave", "topic_switch"],
         hist=("what do I do if I'm sick?",
               "Notify your manager before 10:00 on the first day and register the sick day in PeopleHub.")),
    case("alice", O, "can I deduct my home office costs on my Dutch tax return?",
         "National tax. Arguable (knowledge: the WFH stipend and the home-office expense rule).",
         ["arguable", "legal_tax", "wfh", "greeting_history", "long_history"],
         hist=("hi", "Hi Alice!", "what's the WFH allowance?",
               "New employees get a one-time WFH stipend of EUR 300, paid with the first salary.")),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
