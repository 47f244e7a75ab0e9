"""v178 small_talk (16) and out_of_domain (20) cases: a manager's and a report's talk around spend reviews, and
asks that sound like management but are outside the company's documents and tools. Written with
`routing_case_kit_v178.case()`."""

from __future__ import annotations

from routing_case_kit_v178 import case

S, O = "small_talk", "out_of_domain"
OOD = "no company document or tool answers this: out_of_domain"

SMALL = [
    case("bob", S, "thanks, that settles the argument with my director", "thanks, no new request: small_talk",
         ["thanks", "boss_as_context", "lowercase"]),
    case("alice", S, "morning! manager's in a mood today 😅", "a greeting: small_talk", ["greeting", "emoji", "lowercase"]),
    case("carol", S, "ok great, ty", "an acknowledgement: small_talk", ["acknowledgement", "abbreviation", "curt", "lowercase"]),
    case("dave", S, "do you report what I ask to my manager?",
         "arguable (knowledge: a privacy question); about the assistant: small_talk", ["arguable", "about_assistant", "lowercase"]),
    case("bob", S, "never mind, i'll ask finance myself", "a retraction with nothing waiting: small_talk", ["retraction", "lowercase"]),
    case("carol", S, "ugh. spend reviews are the worst.", "frustration with no request: small_talk", ["frustration", "lowercase"]),
    case("dave", S, "you're quicker than my last three approvers", "a compliment: small_talk", ["compliment", "numbers", "lowercase"]),
    case("alice", S, "bye, off to my 1:1", "a farewell: small_talk", ["farewell", "abbreviation", "lowercase"]),
    case("bob", S, "are you a bot or someone from the finance team?", "about the assistant: small_talk", ["about_assistant", "lowercase"]),
    case("dave", S, "lol my VP just replied-all to the whole company", "chit-chat: small_talk",
         ["chit_chat", "abbreviation", "lowercase"]),
    # with a history
    case("bob", S, "hold on, my director just walked in, back in a sec", "a pause while an own withdrawal waits: small_talk",
         ["pending_action_context", "boss_as_context", "lowercase"], (),
         ("withdraw EXP-2043", "EXP-2043 can be withdrawn. Shall I withdraw it?")),
    case("carol", S, "no, leave it — my manager changed her mind again",
         "arguable (action: the answer to a pending cancellation); a retraction while it waits: small_talk",
         ["arguable", "retraction", "pending_action_context", "negation", "lowercase"], (),
         ("cancel 2043", "Order 2043 is confirmed and can be canceled. Shall I cancel it?")),
    case("alice", S, "perfect, that's what I told my manager 👍", "an acknowledgement: small_talk",
         ["acknowledgement", "emoji", "lowercase"], (), ("status of R-77?", "R-77 (EUR 129.00) is processing.")),
    case("dave", S, "figures. thanks", "thanks after an answer: small_talk", ["thanks", "curt", "lowercase"], (),
         ("what's the second-approver rule?", "Claims above USD 2,500 need a director as second approver.")),
    case("carol", S, "sorry, wrong window, that was meant for my boss", "an apology: small_talk", ["apology", "lowercase"], (),
         ("hi", "Hi Carol!")),
    case("alice", S, "haha so my manager owes me a coffee", "a joke after an answer: small_talk", ["joke", "lowercase"], (),
         ("how many days do I have to submit a claim?", "Claims should be submitted within the deadline in the expense policy.")),
]

OUT = [
    case("bob", O, "how do I tell a report their expenses look padded without sounding accusatory?", OOD + " (management advice)",
         ["general_info", "negation", "lowercase"]),
    case("alice", O, "write a polite email to my manager asking for a raise", OOD + " (writing)", ["creative", "lowercase"]),
    case("carol", O, "what's USD 2,930 in yen today?", OOD + " (exchange rate)", ["exchange_rate", "numbers", "lowercase"]),
    case("dave", O, "is a manager personally liable for approving a fraudulent expense under US law?", OOD + " (law)",
         ["legal_tax", "abbreviation", "lowercase"]),
    case("bob", O, "spreadsheet formula to sum a column only where another column says approved?", OOD + " (spreadsheets)",
         ["general_info", "lowercase"]),
    case("carol", O, "good books on managing up?", OOD, ["product_recommendation", "curt", "lowercase"]),
    case("dave", O, "what's the IRS standard mileage rate for 2026?",
         "arguable (knowledge: the company's own mileage rate); the government's rate: out_of_domain",
         ["arguable", "legal_tax", "abbreviation", "date_period"]),
    case("alice", O, "what's the weather in Brussels tomorrow?", OOD, ["weather", "lowercase"]),
    case("bob", O, "what's 1,340 minus 15%?", OOD + " (arithmetic)", ["math", "numbers", "curt", "lowercase"]),
    case("carol", O, "how do I say 'please approve my expense report' in Japanese?", OOD + " (translation)",
         ["translation", "lowercase"]),
    case("dave", O, "restaurants near Union Station in Chicago for a team dinner", OOD, ["local_info", "lowercase"]),
    case("alice", O, "is the Dutch 30% ruling still a thing for expats?", OOD + " (tax)", ["legal_tax", "numbers", "lowercase"]),
    case("carol", O, "what's a reasonable team-building budget per person in the US?",
         "arguable (knowledge: the company's own rules on team events); an industry norm: out_of_domain",
         ["arguable", "general_info", "abbreviation", "lowercase"]),
    case("bob", O, "what laptop should I get my team lead for video editing?", OOD, ["product_recommendation", "lowercase"]),
    case("dave", O, "how many hours ahead is Tokyo from New York?", OOD, ["local_info", "numbers", "lowercase"]),
    # with a history
    case("bob", O, "and a good bistro near Gare du Nord for a client dinner?", OOD + " after a policy question",
         ["local_info", "topic_switch", "lowercase"], (),
         ("what's the per-diem for Paris?", "The international per-diem is EUR 70 a day under the expense policy.")),
    case("carol", O, "can you write the trip report for me? 300 words on the customer visit", OOD + " (writing)",
         ["creative", "numbers", "boss_asks", "lowercase"], (),
         ("my manager wants me to write up my Boston trip", "I can look up your Boston claim or explain the travel policy.")),
    case("dave", O, "how do other companies usually structure approval chains? industry norms",
         "arguable (knowledge: the own approval rules); other companies' norms: out_of_domain",
         ["arguable", "general_info", "topic_switch", "lowercase"], (),
         ("what's the second approver rule?", "Claims above USD 2,500 need a director as second approver.")),
    case("alice", O, "does PostNL deliver on saturdays in general?", OOD + " (a carrier's service after an own order)",
         ["general_info", "lowercase"], (), ("where's order 1042?", "Order 1042 shipped with PostNL on 2026-11-03.")),
    case("carol", O, "what's the federal GSA per diem for Boston?", OOD + " (the government's rate)",
         ["legal_tax", "long_history", "abbreviation", "lowercase"], (),
         ("hi", "Hi Carol!", "my manager is doing a spend review", "I can help with the expense policy or your own claims.")),
]

CASES = SMALL + OUT
