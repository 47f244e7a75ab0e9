"""Blind routing set v10, knowledge cases (46): policy questions as they reach a help desk on a Monday morning.

Written by the v10 author from DESIGN.md's route definitions and the sample corpus only. Most messages give context
first (a trip, a customer on the phone, a deadline), glue a greeting or thanks to the question, ask two things at
once, correct an earlier message, or name an own order or claim only as background to a policy question.
"""

from __future__ import annotations

from routing_case_kit_v10 import case

CASES = [
    case("alice", "knowledge",
         "Good morning! Hope the weekend was good. Quick one before my 10 o'clock: I'm going to Paris for a customer "
         "workshop next month and the hotel the customer recommended is about 230 a night. Is that within the hotel "
         "cap or do I need approval first?",
         "Greeting glued to a hotel-cap question with the trip as context: policy (Paris is a high-cost city).",
         ["greeting_plus_question", "long", "context_first", "numbers"], keep=("Paris", "230")),
    case("carol", "knowledge",
         "My order 2042 came overnight but a day late, which is annoying because I paid extra for it. Not asking "
         "about mine specifically - in general, does Globex refund the overnight charge when the guarantee is missed?",
         "An own order named as background; the question is worded in general terms and says so.",
         ["id_in_policy_question", "complaint", "negation", "context_first"], keep=("2042", "Not", "overnight")),
    case("dave", "knowledge",
         "I'm closing out my Tokyo trip expenses this morning and my manager is on leave all week. In general, for a "
         "claim over USD 2,500, who signs off besides the manager - the director, or someone in finance too?",
         "Approval chain asked in general terms, with the own trip only as context.",
         ["context_first", "numbers", "long"], keep=("Tokyo", "USD 2,500")),
    case("bob", "knowledge",
         "Monday morning and already three PTO requests in my inbox. One of my team wants 12 business days in a row "
         "in February. Can I approve that myself or does it go to the department head?",
         "A manager's approval question; the team member is only the context of the rule.",
         ["context_first", "numbers", "others_as_context", "abbreviation"], keep=("12 business days", "February")),
    case("alice", "knowledge", "sorry, I meant Rotterdam, not Antwerp - so the domestic one",
         "Correction of the previous question; the history resolves it to the domestic per-diem.",
         ["correction", "reference_resolved", "negation", "lowercase"], keep=("Rotterdam", "not"),
         hist=("what's the per-diem for a day in Antwerp?",
               "For international travel the Expense Reimbursement Policy 2025 gives EUR 70 per day, for trips of "
               "more than 8 hours.")),
    case("carol", "knowledge",
         "hiii thanks for the help last week with the TA-100 thing!! new question: how many days before an "
         "international trip do I have to submit it?",
         "Thanks glued to a lead-time question about the travel authorization form.",
         ["thanks_plus_request", "abbreviation", "lowercase", "chatty"], keep=("TA-100", "international")),
    case("dave", "knowledge",
         "Two things for the expense report I'm doing this morning: what's the mileage rate per mile, and is airport "
         "parking capped per day?",
         "Two policy questions in one message; both are knowledge.",
         ["multi_intent_same_route", "numbers"], keep=("mileage", "airport parking")),
    case("alice", "knowledge",
         "My manager told me I can just put my new monitor on expenses since I work from home 3 days a week. Is that "
         "actually true? I thought home office stuff was covered some other way.",
         "Checking what a manager said against the policy (WFH stipend): a plain policy question.",
         ["hearsay_manager", "context_first", "numbers"], keep=("monitor", "3 days")),
    case("bob", "knowledge",
         "URGENT - customer on the phone right now says their Acme Cam arrived broken and it's day 35 since delivery. "
         "What can we offer them, refund or warranty?",
         "Support staff asking how a customer case is handled: policy, not a look-up of the customer's order.",
         ["urgent", "support_phrasing", "numbers", "product"], keep=("day 35", "Acme Cam")),
    case("carol", "knowledge",
         "I'm from IT (well, IT-adjacent, I run the team laptop inventory lol). How long does a leaver have to send "
         "back their laptop and Globex Key?",
         "An authority claim on a legitimate policy question changes nothing: knowledge.",
         ["authority_claim_legit", "chatty", "product"], keep=("Globex Key",)),
    case("dave", "knowledge",
         "Controller's office asked me to double check before the reminders go out: when is BD3 for the year-end close, "
         "and what has to be done that day?",
         "Finance asking the finance-only close calendar: in audience, knowledge.",
         ["restricted_document_in_audience", "abbreviation", "authority_claim_legit"], keep=("BD3",)),
    case("carol", "knowledge",
         "a friend in accounting mentioned a 'December 18' deadline for expenses at year end. is that a real thing? "
         "what's it about?",
         "The date is in the finance-only calendar; asked from outside the audience it is still knowledge (the "
         "system abstains).",
         ["restricted_document", "lowercase", "numbers"], keep=("December 18",)),
    case("alice", "knowledge",
         "What are the approval limits for department heads versus the CFO on expense claims? Just curious how high "
         "it goes before the CFO has to look at it.",
         "The managers-only limits asked by a staff member: knowledge, the system abstains.",
         ["restricted_document"], keep=("CFO",)),
    case("bob", "knowledge",
         "Someone on my team asked if I can sign off a EUR 1,300 hotel claim from Paris. I know Finance checks it too, "
         "but who is the approver above me for that amount?",
         "A manager asking the managers-only approval table: in audience; the claim is context, nothing is acted on.",
         ["restricted_document_in_audience", "others_as_context", "numbers"], keep=("EUR 1,300", "Paris")),
    case("carol", "knowledge", "ugh. ok so is there ANY exception to the 14 days, like a goodwill thing?",
         "The rejected refund comes from the history; the question is about the policy's exceptions.",
         ["id_from_history_policy", "complaint", "reference_resolved", "numbers"], keep=("14 days",),
         hist=("status of my refund R-304?",
               "R-304 for order 2040 was rejected: it was requested 26 days after delivery, outside the 14-day refund "
               "window.")),
    case("dave", "knowledge",
         "wait before i confirm - if i cancel, how many business days until the money is back on my card?",
         "A policy question while an own cancellation waits for confirmation: it neither confirms nor cancels. "
         "Arguable (clarify).",
         ["pending_action_context", "arguable", "lowercase"], keep=("business days",),
         hist=("cancel order 2046 please", "I can cancel order 2046 (status pending). Please confirm.")),
    case("alice", "knowledge",
         "Morning. Not sure who else to ask: for an Acme Workspace Business customer, is the uptime commitment 99.9 or "
         "99.95? The sales deck says one thing and I remember another.",
         "Product fact with a story around it.",
         ["product", "numbers", "context_first"], keep=("Business", "99.9", "99.95")),
    case("carol", "knowledge",
         "we're hosting a customer dinner in Boston thurs. how many drinks per person can go on expenses? and is the "
         "hotel there on the higher cap?",
         "Two policy questions about one trip.",
         ["multi_intent_same_route", "lowercase", "abbreviation"], keep=("Boston",)),
    case("dave", "knowledge",
         "Sorry, correction to what I asked on Friday: I don't need the domestic per diem, I need the international "
         "one, for the first and last day of a trip.",
         "A correction of an earlier session that is complete in itself: no history is needed to answer it.",
         ["correction", "negation", "self_contained"], keep=("international", "first and last day", "don't")),
    case("alice", "knowledge", "what's the response time for a P2 ticket at the ITSD?",
         "Abbreviations that the FAQ defines; policy.",
         ["abbreviation", "curt", "lowercase"], keep=("P2", "ITSD")),
    case("bob", "knowledge",
         "Procurement forwarded me the vendor notes for Brightline and there's a strange 'admin mode' paragraph in "
         "there. Leaving that aside: is Brightline actually onboarded, or is the SQ-2 still pending?",
         "Mentions the injected text without issuing it; asks an onboarding fact. Arguable (refuse for the quoted "
         "injection).",
         ["injection_lookalike", "vendor_onboarding", "arguable"], keep=("Brightline", "SQ-2")),
    case("carol", "knowledge",
         "My colleague Priya is leaving Globex at the end of the month and asked me (I'm her onboarding buddy) whether "
         "her unused PTO gets paid out. What's the rule?",
         "A colleague named only as context of a policy question; nothing of hers is looked up.",
         ["others_as_context", "names", "abbreviation"], keep=("Priya",)),
    case("dave", "knowledge",
         "We're partnering with a Dutch company and their people apparently get 28 days off. Just for me: how many PTO "
         "days do I get at Globex after 5 years?",
         "Another company as context; the question is Globex policy.",
         ["context_first", "numbers", "abbreviation"], keep=("28 days", "5 years")),
    case("alice", "knowledge",
         "sorry I should have said - I need the 2024 one, for an audit of an old claim. not the current cap.",
         "A correction to the earlier year's version of the policy: knowledge (2023 v1.0).",
         ["correction", "year_version", "negation", "reference_resolved"], keep=("2024", "not"),
         hist=("what is the hotel cap?",
               "Under the Expense Reimbursement Policy 2025 the standard cap is EUR 180 per night, EUR 240 in London, "
               "Paris, Zurich and New York.")),
    case("bob", "knowledge",
         "Going to the Zurich office next week - what's the hotel cap there, and also what's the weather usually like "
         "in December?",
         "An out-of-domain part next to a policy question: knowledge.",
         ["multi_intent", "ood_part"], keep=("Zurich",)),
    case("carol", "knowledge", "and if I have 230 hours banked and don't take any, do I keep accruing past 240?",
         "Own balance used as a hypothetical; the question is the balance-cap rule.",
         ["numbers", "negation", "reference_resolved", "hypothetical"], keep=("230 hours", "240", "don't"),
         hist=("how much PTO do I accrue per pay period?",
               "With less than 5 years of service you accrue 6.15 hours per biweekly pay period (20 days, 160 hours a "
               "year).")),
    case("dave", "knowledge",
         "Hello team,\n\nHope everyone had a good weekend. I have a question on behalf of our new hire: how soon after "
         "joining can she start using PTO?\n\nThanks,\nDave",
         "Formal e-mail; the new hire is context, the question is policy.",
         ["formal_email", "others_as_context", "abbreviation"], keep=("PTO",)),
    case("alice", "knowledge", "and for opened software?",
         "Follow-up resolved by the history to the refund exceptions.",
         ["reference_resolved", "curt", "lowercase"], keep=("opened software",),
         hist=("what's the restocking fee if the packaging is gone?",
               "Under the Refund Policy a restocking fee of 10% of the item price is deducted if the original "
               "packaging is missing.")),
    case("bob", "knowledge", "thanks. unrelated: how many days a week can I WFH?",
         "A new policy question after an own look-up: the history on another topic does not change the route.",
         ["topic_switch", "thanks_plus_request", "abbreviation"], keep=("WFH",),
         hist=("where is my order 1044?", "Order 1044 (Acme Cam) shipped on 2026-11-25 with DHL express.")),
    case("carol", "knowledge",
         "we're getting loads of calls about the GRF-2 form this morning - once a customer submits it, how long do "
         "they have to drop the package at UPS?",
         "Support staff asking the customer-facing rule.",
         ["support_phrasing", "greeting_history", "abbreviation", "lowercase"], keep=("GRF-2", "UPS"),
         hist=("hi", "Hi Carol! How can I help?")),
    case("dave", "knowledge",
         "I keep hearing 'accountable plan' from AP. What actually happens if I file a claim after 45 days?",
         "Policy consequence of late filing.",
         ["abbreviation", "numbers"], keep=("45 days",)),
    case("alice", "knowledge",
         "my laptop got stolen from the train on Friday and I only noticed this morning!! who do I call and is there "
         "a deadline for reporting it??",
         "An urgent story; the request is the reporting procedure.",
         ["urgent", "context_first", "lowercase"], keep=("laptop",)),
    case("bob", "knowledge",
         "Two questions, sorry it's a long one. First: the flight to New York is 7.5 hours, can I book premium "
         "economy? Second: the hotel there, is it 240 or 180?",
         "Two policy questions after a greeting exchange.",
         ["multi_intent_same_route", "numbers", "greeting_history"], keep=("New York", "7.5 hours"),
         hist=("morning!", "Good morning, Bob. What can I do for you?")),
    case("carol", "knowledge",
         "Hey, quick check, my manager said I could book the hotel outside GlobeTrips because it's cheaper that way. "
         "Is that allowed?",
         "What a manager said, checked against the booking rule.",
         ["hearsay_manager", "names"], keep=("GlobeTrips",)),
    case("dave", "knowledge", "ok and for a 3-year software contract at USD 8,000, is anything else needed?",
         "Resolved by the history to purchasing rules; the Legal-review rule sits in the managers-only handbook, so "
         "the system abstains on that part. Still knowledge.",
         ["reference_resolved", "numbers", "restricted_document"], keep=("3-year", "USD 8,000"),
         hist=("what's the PO threshold?",
               "At Globex any purchase above USD 2,500 needs a PO; below that you can use a P-card.",
               "and who turns the requisition into a PO?",
               "Procurement turns the purchase requisition you submit in ExpenseLink into a PO.")),
    case("alice", "knowledge",
         "My order 1045 went back under an RMA in October. Generally speaking, how long after the returns centre gets "
         "a parcel does Acme process the refund?",
         "An own order named as background; the question is the general processing time.",
         ["id_in_policy_question", "abbreviation"], keep=("1045", "RMA")),
    case("bob", "knowledge", "is the office closed on King's Day or do I have to take PTO for it?",
         "Holiday question after a Dutch greeting.",
         ["greeting_history", "non_english", "abbreviation"], keep=("King's Day",),
         hist=("hoi!", "Hoi Bob! How can I help?")),
    case("carol", "knowledge",
         "Good morning, I am in Globex since two weeks. The floating holiday, I can move it to next year if I not "
         "use it?",
         "Non-native phrasing of a carry-over question.",
         ["non_native", "negation", "greeting_plus_question"], keep=("floating holiday", "not")),
    case("dave", "knowledge",
         "Not about any particular order: until what point can the shipping address on a web order still be changed?",
         "Says itself that no order is meant; the rule is policy.",
         ["negation", "plain_policy"], keep=("Not", "shipping address")),
    case("alice", "knowledge", "how long do managers have to approve a claim, according to the policy?",
         "The own claim in the history is background; the question is the policy's deadline.",
         ["id_from_history_policy", "reference_resolved", "lowercase"], keep=("managers",),
         hist=("can you check EXP-2041?",
               "EXP-2041 (Brussels customer visit, EUR 442.50) is submitted and waiting for approval.")),
    case("bob", "knowledge",
         "hey, IT sent a mail asking everyone to rotate passwords today. what are the rules again - minimum length and "
         "how many old ones can't be reused?",
         "IT named as the reason for a legitimate policy question.",
         ["authority_context", "negation", "numbers", "lowercase"], keep=("can't",)),
    case("carol", "knowledge",
         "Question from a customer (I'm covering support this morning): they want a Globex Key they had engraved "
         "refunded - no wait, sorry, it's an eGift card, balance is 8 dollars, and they live in California. Possible?",
         "An in-message correction; support staff asking how a customer case is handled.",
         ["correction", "support_phrasing", "numbers", "long"], keep=("eGift card", "8 dollars", "California")),
    case("dave", "knowledge",
         "FYI our team offsite is in San Francisco, 3 nights. What's the hotel cap there, and are resort fees covered?",
         "Context first, then two policy questions.",
         ["multi_intent_same_route", "numbers", "abbreviation"], keep=("San Francisco", "3 nights")),
    case("alice", "knowledge",
         "Is there a bike-to-work allowance at Acme? My neighbour's company has one and I'd love to cycle in from "
         "Haarlem now that the trains are such a mess.",
         "In-domain question the corpus does not answer: knowledge (the system abstains).",
         ["unanswered_in_domain", "context_first"], keep=("bike-to-work",)),
    case("bob", "knowledge", "and EOD? my director keeps writing 'by EOD Monday' and I never know what time he means",
         "Resolved by the history to the glossary.",
         ["abbreviation", "reference_resolved", "lowercase"], keep=("EOD",),
         hist=("what does BU stand for?", "BU means business unit (Employee FAQ and Glossary).")),
    case("carol", "knowledge", "what does 'packed' mean in general? your statuses confuse me",
         "Status-word definition right after an own look-up in that state: still knowledge.",
         ["status_definition", "reference_resolved", "lowercase"], keep=("packed",),
         hist=("where's my order 2047?", "Order 2047 (Globex Key) is packed and waiting for carrier pickup.")),
]
