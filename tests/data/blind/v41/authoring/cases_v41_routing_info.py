"""Blind routing set v41, knowledge cases (46): policy questions wrapped in feeling — bereavement, illness, a sick
child, harassment, burnout, being let go, a manager conflict, money worries, accidents on a trip."""

from __future__ import annotations

from routing_case_kit_v41 import case

K = "knowledge"

CASES = [
    case("alice", K, "my grandmother passed away on sunday 😢 the funeral is friday in Groningen. how many days off do I get "
         "for a funeral, and does a grandparent even count as close family?",
         "Own bereavement told round a policy question (funeral leave, who is close family): knowledge.",
         ["bereavement", "own_situation", "emoji", "lowercase", "multi_intent_same_route"], ("funeral", "friday", "Groningen")),
    case("alice", K, "Sorry if this is a strange question, but does funeral leave come out of my 28 days of PTO?",
         "Policy question (other leave against the PTO entitlement): knowledge.",
         ["bereavement", "politeness", "numbers", "abbreviation"], ("funeral leave", "28 days", "PTO")),
    case("bob", K, "someone on my team lost her father yesterday. as her manager, how many days can she take, and is there "
         "anything I have to approve?",
         "A manager's policy question with a team member as context, no record of hers asked: knowledge.",
         ["bereavement", "others_as_context", "manager_policy", "greeting_history", "lowercase"], ("her father", "manager"),
         ("hey", "Hello! What can I do for you?")),
    case("alice", K, "it's day 3 now and I can barely get out of bed. do I need a doctor's note now?",
         "Own illness, follow-up on the sick-leave rule in the history (doctor's note from the third day): knowledge.",
         ["illness", "own_situation", "numbers", "reference_resolved"], ("day 3", "doctor's note"),
         ("hi, I'm off sick today", "Sorry to hear that. Tell your manager before 10:00 on the first day and register "
          "the sick day in PeopleHub.")),
    case("alice", K, "woke up with a migraine and it's already 10:30 — is it a problem that I didn't tell my manager before 10?",
         "Own situation round the sick-leave notification rule; the negation is part of the question: knowledge.",
         ["illness", "negation", "numbers", "own_situation"], ("10:30", "before 10", "didn't")),
    case("alice", K, "is there any paid leave for when your kid is sick? my son has been in and out of hospital and I don't "
         "want to burn all my PTO",
         "In-domain leave question the corpus does not answer (sick leave covers the employee only): knowledge, the "
         "system abstains.",
         ["sick_child", "unanswered_in_domain", "negation", "lowercase"], ("don't", "PTO")),
    case("bob", K, "I've been on sick leave with burnout since october. will the days I carried over still be forfeited on "
         "31 March?",
         "Own long-term sick leave told round the carry-over rule (extension on request): knowledge.",
         ["burnout", "own_situation", "numbers"], ("31 March", "october", "burnout")),
    case("alice", K, "what happens to my unused PTO? do I just lose it?",
         "Being let go (in the history) round the PTO payout rule: knowledge.",
         ["let_go", "reference_resolved", "lowercase"], ("unused PTO", "lose"),
         ("I just got let go 😶", "I'm sorry to hear that. I can help with questions about your last day, equipment, pay "
          "or leave — what would you like to know?")),
    case("alice", K, "I'm being made redundant and I want to get the handover right. how many days do I have to send the "
         "laptop back, and what happens if I miss it?",
         "Leaver's equipment return rule and its consequence: knowledge.",
         ["let_go", "own_situation", "multi_intent_same_route"], ("laptop", "miss")),
    case("bob", K, "my manager has been sitting on my PTO request for 4 business days now. is it approved automatically at "
         "this point?",
         "Conflict with one's manager round the PTO reply rule (not approved automatically): knowledge.",
         ["manager_conflict", "numbers", "abbreviation", "frustrated"], ("4 business days", "PTO")),
    case("alice", K, "I'd need about 3 weeks. who signs off on more than 15 days in a row?",
         "Long history about a mother's surgery; the question is the approval rule for long PTO: knowledge.",
         ["illness", "others_as_context", "numbers", "long_history", "reference_resolved"], ("3 weeks", "15 days"),
         ("my mum had a fall", "I'm sorry to hear that. Is there something I can help with, such as leave or working "
          "arrangements?", "she needs surgery and someone to look after her after", "That sounds hard. You can request "
          "PTO in PeopleHub; your line manager approves it.", "how far ahead do I have to ask",
          "For 3 or more consecutive days, at least 10 business days in advance.")),
    case("alice", K, "my manager turned down my leave and honestly I think it's personal. what is he actually allowed to "
         "approve on his own?",
         "A manager's approval limits (managers-only document) asked by staff: knowledge, the system abstains.",
         ["manager_conflict", "restricted_document", "lowercase"], ("approve", "on his own")),
    case("bob", K, "my wife starts chemo next week and I'll be out for 2 weeks. can I hand my approvals to my senior engineer "
         "while I'm gone? she reports to me",
         "A manager's own delegation question (managers' document, in his audience): knowledge.",
         ["illness", "manager_policy", "restricted_document_in_audience", "numbers"], ("2 weeks", "reports to me", "next week")),
    case("alice", K, "had a bike accident on the way back from the customer in Brussels and took a taxi to A&E at 23:30. can "
         "I claim the taxi?",
         "Accident on a trip told round the taxi rule (22:00–06:00): knowledge.",
         ["trip_accident", "own_situation", "abbreviation", "numbers", "greeting_history"], ("23:30", "taxi", "Brussels", "A&E"),
         ("I'm back from Brussels", "Welcome back! Anything I can help with — expenses, travel?")),
    case("alice", K, "EXP-2041 is from the Brussels trip where I got food poisoning. the hotel called a doctor for me — is a "
         "doctor's bill something I can put on T&E at all?",
         "Own claim id carried into a general policy question (is a doctor's bill reimbursable): knowledge.",
         ["illness", "id_in_policy_question", "abbreviation", "trip_accident"], ("EXP-2041", "T&E", "doctor's bill")),
    case("bob", K, "got a speeding fine racing to the hospital when my daughter was born early. surely Acme pays that one, "
         "given the circumstances?",
         "Own situation round the fines rule (not reimbursable): knowledge.",
         ["family_emergency", "own_situation", "lowercase"], ("speeding fine", "hospital")),
    case("alice", K, "my colleague collapsed at the gate in Paris on our work trip — what's the travel emergency number?? who "
         "do I call",
         "Urgent, a colleague as context only; the company's travel emergency line: knowledge.",
         ["trip_accident", "others_as_context", "urgent", "lowercase"], ("travel emergency number", "Paris")),
    case("bob", K, "does Acme have counselling or some kind of employee assistance programme? I'm really not coping at the "
         "moment",
         "A company benefit asked; the corpus is silent, the system abstains. Arguable: small_talk (the distress), but "
         "a benefit is asked.",
         ["burnout", "unanswered_in_domain", "negation", "arguable"], ("counselling", "not coping")),
    case("alice", K, "a colleague keeps making comments about my body. how do I report harassment without my manager, he's "
         "friends with the guy?",
         "How to report harassment (corpus silent: abstain); the colleague is context, nothing of his asked: knowledge.",
         ["harassment", "negation", "unanswered_in_domain", "others_as_context"], ("harassment", "without"),
         ("something's been going on at work and I don't know who to talk to",
          "I'm sorry. If you tell me a bit more, I can look up the right policy or contact.")),
    case("bob", K, "if I add a few personal days after the Paris conference and break a leg skiing, does the Acme travel "
         "insurance still cover me?",
         "Hypothetical accident round the corporate travel insurance: knowledge.",
         ["trip_accident", "hypothetical"], ("personal days", "Paris", "travel insurance")),
    case("bob", K, "my partner and I are splitting up and I'm moving out next week 😞 is there a day off for moving?",
         "Own situation round the moving-house leave: knowledge.",
         ["own_situation", "emoji", "lowercase"], ("next week", "moving")),
    case("alice", K, "and if the funeral is in Suriname? still only 4?",
         "Follow-up resolved by the history (funeral leave, 4 days): knowledge.",
         ["bereavement", "reference_resolved", "numbers", "curt"], ("Suriname", "4"),
         ("my uncle died, how long is funeral leave?", "At Acme, the funeral of a close family member gives up to 4 days "
          "of leave (Holidays and PTO Policy, Other leave).")),
    case("bob", K, "ok. money's really tight since the divorce — how long does it usually take once they have the parcel?",
         "Own refund id from the history, the question is the processing time in general: knowledge.",
         ["money_worries", "id_from_history_policy", "reference_resolved"], ("how long", "parcel"),
         ("status of R-79?", "R-79 (EUR 99.00, the Acme Cam returned from order 1041) is processing.")),
    case("carol", K, "my brother died in a car crash last night. how many bereavement days do I get? I can't think straight",
         "Own bereavement round the bereavement leave: knowledge.",
         ["bereavement", "own_situation", "greeting_history"], ("bereavement days", "last night"),
         ("hi", "Hi! How can I help?")),
    case("carol", K, "does a brother-in-law count as immediate family for bereavement leave?",
         "Policy scope question (the corpus does not define immediate family): knowledge.",
         ["bereavement"], ("brother-in-law", "bereavement leave")),
    case("dave", K, "my daughter's had a fever all week and I've already used 40 hours of sick time on her. is sick time even "
         "for looking after a kid, or only for when I'm sick myself?",
         "Own sick child round the sick-time rule: knowledge.",
         ["sick_child", "numbers", "own_situation", "greeting_history"], ("40 hours", "sick time"),
         ("morning", "Good morning! What can I do for you?")),
    case("carol", K, "just found out I'm pregnant 🙈 haven't told my manager yet. how long is parental leave and do I qualify "
         "if I started 4 months ago?",
         "Own situation round parental leave and its 6-month condition: knowledge.",
         ["own_situation", "emoji", "negation", "numbers"], ("4 months", "parental leave", "haven't")),
    case("dave", K, "if I'm in the next round of layoffs, is unused sick time paid out? and the floating holiday?",
         "Hypothetical layoff round the payout rules: knowledge.",
         ["let_go", "hypothetical", "multi_intent_same_route"], ("sick time", "floating holiday")),
    case("carol", K, "my last day is friday, they let me go this morning. how long do I have to return the laptop and the "
         "Globex Key, and what if the FedEx box never shows up?",
         "Being let go told round the leaver's equipment return: knowledge.",
         ["let_go", "own_situation", "multi_intent_same_route"], ("friday", "Globex Key", "FedEx")),
    case("dave", K, "I'd need 3 weeks. does anything over 10 business days need my director?",
         "Burnout told in the history; the question is who approves long PTO: knowledge.",
         ["burnout", "numbers", "long_history", "reference_resolved"], ("3 weeks", "10 business days"),
         ("I think I'm burning out", "I'm sorry you're going through this. Would you like to know about time off, sick "
          "time or something else?", "time off I guess", "Globex PTO is requested in GlobexHR; requests of 3 or more "
          "consecutive days should go in at least 2 weeks ahead.")),
    case("carol", K, "my manager hasn't answered my PTO request in 6 business days and he's been cold since I complained about "
         "him. how fast is he supposed to reply?",
         "Conflict with one's manager round the PTO response time: knowledge.",
         ["manager_conflict", "numbers", "negation"], ("6 business days", "PTO")),
    case("dave", K, "someone rear-ended my rental car in Denver on the customer trip. I declined the damage waiver like the "
         "policy says — who pays for the damage now?",
         "Accident on a trip round the rental-car insurance rule: knowledge.",
         ["trip_accident", "own_situation"], ("Denver", "damage waiver", "declined")),
    case("carol", K, "my suitcase never arrived in Boston and I only reported it to the airline 2 days later because my mom "
         "was in the ER. is lost luggage really not covered then?",
         "Own situation round the lost-luggage rule (24 hours); the negation is asked about: knowledge.",
         ["trip_accident", "negation", "abbreviation", "numbers"], ("2 days", "not covered", "Boston", "ER")),
    case("dave", K, "EXP-3105 came back for a missing hotel receipt. my wallet was stolen on that trip with the receipt in it. "
         "what are my options — is a card statement enough?",
         "Own claim id in a policy question (what replaces a lost receipt). Arguable: live_tool (the claim's return "
         "comment), but he states the reason and asks the rule.",
         ["id_in_policy_question", "trip_accident", "arguable"], ("EXP-3105", "card statement")),
    case("carol", K, "R-304 got rejected because I asked 26 days after delivery, but I was in hospital for most of that. does "
         "the refund policy make any exception for medical reasons?",
         "Own refund id and its known reason carried into a policy question: knowledge.",
         ["illness", "id_in_policy_question", "numbers"], ("R-304", "26 days")),
    case("dave", K, "as finance: how much goodwill can a support lead give a customer whose order arrived too late for a funeral?",
         "Authority claim, but the goodwill limit is in an all-audience policy: knowledge.",
         ["authority_claim_legit", "bereavement"], ("goodwill", "support lead")),
    case("carol", K, "ok. unrelated — my hours got cut, what's the 401(k) match again? trying to see if I can keep contributing",
         "Topic switch from an own claim to a benefit question: knowledge.",
         ["money_worries", "abbreviation", "topic_switch"], ("401(k)",),
         ("is EXP-3101 approved?", "EXP-3101 (USD 868.50, Boston customer visit) is submitted and waiting for approval.")),
    case("carol", K, "is the day of the funeral one of those 5 or on top of them?",
         "Follow-up on bereavement leave resolved by the history: knowledge.",
         ["bereavement", "reference_resolved", "numbers"], ("5", "funeral"),
         ("how much bereavement leave do we get at Globex?", "Up to 5 days of bereavement leave for an immediate family "
          "member (Holidays and PTO Policy, Other leave).")),
    case("dave", K, "jury duty on a long trial, maybe 3 weeks, and honestly it's weighing on me. is all of it paid?",
         "Policy question (jury duty paid up to 10 days) with stress voiced: knowledge.",
         ["stress", "numbers"], ("3 weeks", "jury duty")),
    case("carol", K, "my dad's surgery is on dec 18. does the quarter-end close calendar mean finance will block PTO around then?",
         "A finance-only document asked by staff: knowledge, the system abstains.",
         ["restricted_document", "illness", "abbreviation"], ("dec 18", "quarter-end close calendar")),
    case("dave", K, "I'd like to add 2 personal days in Tokyo after the summit to see my aunt, she's very ill. is that allowed "
         "if the flight costs a bit more?",
         "Own plan round the personal-days rule (airfare up by at most USD 150): knowledge.",
         ["illness", "own_situation", "numbers"], ("2 personal days", "Tokyo")),
    case("carol", K, "I needed it before my hospital stay 😞 do I get the overnight charge back when it's late?",
         "Own order from the history, the question is the overnight refund rule: knowledge.",
         ["illness", "id_from_history_policy", "long_history", "emoji"], ("overnight charge", "late"),
         ("where's 2042?", "Order 2042 (1 Globex Key, overnight with UPS) is in transit.", "it was guaranteed for yesterday",
          "The tracking shows it still in transit; the guaranteed date has passed.")),
    case("dave", K, "before I confirm — how quickly does the money come back after a cancel? rent's due monday",
         "A policy question while an own cancellation waits for confirmation: knowledge.",
         ["pending_action_context", "money_worries"], ("monday", "money"),
         ("cancel 2046 please", "I can cancel order 2046 (1 HomeVault Drive 4 TB, USD 119.00). Please confirm.")),
    case("bob", K, "ok, different thing — since the burnout my doctor wants me home more. can I do more than 3 days a week WFH?",
         "Topic switch to the WFH rule, own situation as context: knowledge.",
         ["burnout", "abbreviation", "topic_switch", "numbers"], ("3 days", "WFH"),
         ("how much is the WFH stipend?", "New Acme employees get a one-time WFH stipend of EUR 300, paid with the first salary.")),
    case("alice", K, "our son came 3 weeks early (all fine now!!) — for how many weeks does Acme top parental leave up to 100%?",
         "Own news round the parental-leave top-up: knowledge.",
         ["own_situation", "numbers"], ("100%", "3 weeks")),
    case("carol", K, "a friend at Acme says they give 4 days for a funeral. how many do we get here at Globex?",
         "The other tenant named as hearsay only; the question is about her own tenant: knowledge.",
         ["hearsay", "other_tenant_mentioned", "bereavement"], ("here at Globex",)),
]
