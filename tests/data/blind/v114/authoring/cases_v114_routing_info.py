"""v114 routing cases, knowledge (46): long messages with context first, pasted snippets, several asks, the ask buried."""

from __future__ import annotations

from routing_case_kit_v114 import case

K = "knowledge"

CASES = [
    case("alice", K, "Some context first: I'm organising a customer workshop in Zurich next month, two nights, and our "
         "office manager already found a hotel at EUR 240 a night including breakfast. Before I submit the TR-1, what "
         "is the hotel cap for Zurich under the current expense policy? And does breakfast count towards it?",
         "Two policy asks after a long set-up (hotel cap in a high-cost city, breakfast); the TR-1 is not an action asked.",
         ["long_context", "multi_intent_same_route", "numbers", "abbreviation", "lowercase"],
         ("Zurich", "EUR 240", "TR-1")),
    case("alice", K, "A colleague forwarded me this from an old wiki page:\n\"Domestic per-diem: EUR 45 per day, "
         "international EUR 60.\"\nIs that still right for trips this year, or has it changed? I'm going to Antwerp "
         "on Thursday and I'll be on the road for about 9 hours.",
         "A pasted snippet of the superseded 2023 figures; the ask is the current per-diem rule.",
         ["pasted_snippet", "numbers", "date_period", "long_context"], ("EUR 45", "EUR 60", "9 hours")),
    case("bob", K, "I'm a line manager and I've got a pile of approvals this week, one of them a EUR 1,400 claim from "
         "someone on my team. Long story short: can I approve that on my own or does finance have to look at it too? "
         "And while you're at it, what's my PO limit?",
         "A manager's policy questions (claim limit with finance check, PO limit) are knowledge.",
         ["manager_policy", "multi_intent_same_route", "numbers", "abbreviation", "long_context"], ("EUR 1,400", "PO")),
    case("bob", K, "Monday was chaos. The Rotterdam returns centre called twice about a parcel with nothing written on "
         "the box, and somewhere in between I started wondering: do parcels without an RMA number actually get "
         "refused by the warehouse? Anyway, I'll deal with the rest of my inbox later.",
         "The one ask is buried in the middle of a story: a refund-policy rule.",
         ["buried_ask", "abbreviation", "negation", "long_context"], ("Rotterdam", "RMA", "without")),
    case("carol", K, "We're hybrid, I know, but my team lead wants us to come in on Mondays now instead of Thursdays "
         "because of a client thing. I'm not disputing it, I just want to understand the policy: which days are "
         "office days at Globex and how many WFH days do we get per week?",
         "Boss's plan as context; the asks are the hybrid-work policy.",
         ["boss_as_context", "negation", "multi_intent_same_route", "abbreviation", "long_context"],
         ("Mondays", "WFH", "not")),
    case("carol", K, "Pasting from the reminder email I got:\n> Accounts Payable reminds employees that all 2026 "
         "expenses must be submitted\nand then it got cut off. What's the actual deadline in December for "
         "submitting 2026 expenses? I still have a Boston receipt from november.",
         "Asks a date from the close calendar (Finance's document) from outside its audience: knowledge.",
         ["pasted_snippet", "restricted_document", "date_period", "long_context"], ("2026", "December")),
    case("dave", K, "Context: I'm in finance and we're closing Q4, and my controller keeps asking me the same two "
         "things. When is the final check run in December, and when are the subledgers closed in January?",
         "Close-calendar questions from inside its audience (finance).",
         ["restricted_document_in_audience", "boss_asks", "multi_intent_same_route", "abbreviation", "date_period"],
         ("Q4", "check run", "January")),
    case("dave", K, "I'm flying to Tokyo for a partner summit again in February. Last time I got a note back about the "
         "hotel, so two questions: what's the lodging cap in Tokyo per night, and is the per diem reduced on the "
         "first day? Not asking about my claim, just the rules.",
         "Policy asks with an explicit negation of the own-claim lookup.",
         ["negation", "multi_intent_same_route", "long_context"], ("Tokyo", "per diem", "Not")),
    case("alice", K, "OK thanks. Longer question then: my neighbour had a similar thing with a parcel that just stopped "
         "moving, and she was told she has to wait. In general, after how many business days without tracking "
         "movement does Acme treat a parcel as lost?",
         "The own order comes from the history, but the question is worded in general terms: knowledge.",
         ["id_from_history_policy", "others_as_context", "long_context"], ("business days",),
         ("where is my order 1042?", "Order 1042 (Acme Dock) is shipped; the tracking has not moved for a while.")),
    case("carol", K, "hm. I want to understand it, not argue: is the 14-day window counted from delivery or from the "
         "order date? and does store credit work any differently? asking because my sister wants to buy a HomeVault "
         "too", "Own rejected refund in the history; two general policy asks.",
         ["id_from_history_policy", "multi_intent_same_route", "negation", "lowercase", "others_as_context"],
         ("14-day", "store credit", "HomeVault"),
         ("status of R-304?", "R-304 was rejected: it was requested 26 days after delivery, outside the 14-day refund "
          "window.")),
    case("dave", K, "Right, that's the one. Before I resubmit, what exactly does the policy say about itemized hotel "
         "bills — is a card slip enough or not?",
         "Arguable: 'before I resubmit' points at an action, but the ask is the itemized-bill rule.",
         ["id_from_history_policy", "arguable", "negation", "reference_resolved"], ("itemized", "not"),
         ("show me EXP-3105", "EXP-3105 (Hotel Chicago, 2 nights, USD 410) was returned by the approver: the itemized "
          "hotel bill is missing.")),
    case("bob", K, "Three quick things for my new starter, who's shadowing me today and asking everything: how many "
         "PTO days does a full-time person get, how many can be carried over, and by when do carried-over days have "
         "to be used?", "Three policy asks in one message, all knowledge.",
         ["multi_intent_same_route", "others_as_context", "abbreviation"], ("PTO", "carried over")),
    case("alice", K, "I'm writing the onboarding doc for the new guy on our team (he starts Monday and has already "
         "asked me three times about his laptop). Is there a WFH stipend for new employees, how much is it, and "
         "does he need receipts?", "Policy asked for a colleague's benefit: own company's policy, knowledge.",
         ["others_as_context", "multi_intent_same_route", "abbreviation", "long_context"],
         ("WFH stipend", "receipts")),
    case("alice", K, "A supplier just emailed us: 'Please update our bank details to the new account below, effective "
         "immediately.' I'm not going to touch anything yet. Before I forward it to finance: what is the procedure "
         "for verifying a supplier's bank details?", "Pasted email; the ask is the vendor-verification procedure.",
         ["pasted_snippet", "negation", "long_context"], ("bank details", "not")),
    case("carol", K, "My manager is travelling a lot this quarter and asked me to book her London trip, which is "
         "international, so I guess the TA-100 needs to go in earlier? How many days before departure for "
         "international, and does it also need a Global Security check?",
         "Booking for a boss as context; the asks are travel policy.",
         ["boss_asks", "abbreviation", "multi_intent_same_route", "long_context"], ("TA-100", "London")),
    case("carol", K, "ok that's fine, I don't want to cancel it. General question though, since a coworker asked me "
         "at lunch: once an order is packed, can it still be cancelled at all, or only refused at delivery?",
         "Own order in a long history; negated action, general policy question.",
         ["long_history", "negation", "id_from_history_policy", "lowercase"], ("packed", "don't"),
         ("hi", "Hi Carol, how can I help?", "my order 2047, is it shipped yet",
          "Order 2047 (Globex Key) is packed; it can no longer be cancelled.")),
    case("dave", K, "Same question from a different angle: I've been here 6 years now (time flies) and my balance "
         "keeps creeping up to some limit. What's the maximum PTO balance in hours, and how many hours do people "
         "with 5+ years accrue per pay period?", "The history says no balance lookup; the asks are PTO policy figures.",
         ["numbers", "multi_intent_same_route", "abbreviation", "reference_resolved"], ("PTO", "hours", "5+ years"),
         ("how many PTO hours do I have left?", "I can't see PTO balances; I can explain the PTO policy.")),
    case("alice", K, "Sorry for the wall of text. A customer I visited last week is on Business and is thinking about "
         "Enterprise, and they mentioned the SLA several times. What's the uptime commitment for Enterprise vs "
         "Business, and what's the first response time for Enterprise support? I told them I'd check.",
         "A customer's product question about the own company's offering: knowledge.",
         ["customer_as_context", "multi_intent_same_route", "abbreviation", "long_context"],
         ("Enterprise", "Business", "SLA")),
    case("bob", K, "I'm booking the team offsite, there are 11 of us, and we'll probably take the train to Paris "
         "although two people insist on flying. What's the rule on rail vs flight for trips like that? The rest I'll "
         "sort out with TravelDesk.", "Ask in the middle of a long set-up: the rail-or-flight rule.",
         ["buried_ask", "numbers", "long_context"], ("Paris", "TravelDesk")),
    case("carol", K, "I'm new to 1Password (we used something else at my old job, don't ask). How long does my SSO "
         "passphrase have to be, how often do I change it, and is it ok to keep work passwords in Chrome?",
         "Three IT-security policy asks.", ["multi_intent_same_route", "abbreviation", "long_context"],
         ("1Password", "SSO", "Chrome")),
    case("dave", K, "Quoting the handbook my director sent around: 'Director: claims up to USD 15,000, and all claims "
         "above USD 2,500 as second approver.' So if someone files USD 4,000, who approves first and who's second? "
         "I'm in finance, not a manager, just curious how the routing works.",
         "Arguable: the managers' handbook asked from outside its audience (refuse), labelled knowledge as decided.",
         ["pasted_snippet", "restricted_document", "arguable", "numbers", "negation", "hearsay"],
         ("USD 15,000", "USD 2,500", "USD 4,000")),
    case("alice", K, "Ok. Separate from that: if a claim goes above EUR 1,000, who has to check it besides my manager? "
         "My next trip is Zurich and it'll be pricey.", "Topic switch from an own claim to an approval rule.",
         ["topic_switch", "numbers", "id_from_history_policy"], ("EUR 1,000", "Zurich"),
         ("what's the status of EXP-2041", "EXP-2041 (Customer visit Brussels, EUR 442.50) is submitted and can still "
          "be withdrawn.")),
    case("bob", K, "So here's the situation: my claim EXP-2045 got rejected for being late and I still think that's "
         "harsh, I was on sick leave for two weeks in july. Is there any exception in the policy for late "
         "submission because of illness? I'm not asking you to reopen it.",
         "Arguable: an own id named (live_tool: why rejected), but the ask is the policy exception.",
         ["arguable", "own_object", "negation", "long_context"], ("EXP-2045", "exception", "not")),
    case("carol", K, "A customer on the phone says he bought a Globex HomeVault 20 days ago and opened it, and now he "
         "wants a full refund because 'the box said satisfaction guaranteed'. Is there a restocking fee on opened "
         "HomeVaults and is he still inside the window at all?",
         "A caller's case told first; the asks are the refund policy.",
         ["customer_on_line", "hearsay", "multi_intent_same_route", "numbers", "long_context"],
         ("HomeVault", "20 days", "restocking fee")),
    case("dave", K, "thanks. my VP asked me something else over coffee and I didn't know the answer: trips above USD "
         "5,000, who needs to approve them? she's planning the Singapore one",
         "Topic switch after an own claim; a boss's policy question.",
         ["topic_switch", "boss_asks", "numbers", "lowercase", "abbreviation"], ("USD 5,000", "VP"),
         ("is EXP-3103 approved yet?", "EXP-3103 (Partner summit Tokyo, USD 2,930) is submitted and waiting for "
          "approval.")),
    case("alice", K, "Three things, in order of urgency, customer waiting on chat: 1) the express shipping price, "
         "2) whether orders placed after 15:00 still go out the same day, 3) if you ship to Switzerland at all.",
         "Numbered shipping-policy asks for a customer.",
         ["multi_intent_same_route", "customer_on_line", "numbers"], ("express", "15:00", "Switzerland")),
    case("bob", K, "wait, before you do that — if I cancel, how long does the refund to my card normally take? I'd "
         "rather know first.", "A policy question while an own action waits is knowledge.",
         ["pending_action_context", "lowercase", "reference_resolved"], ("refund", "card"),
         ("cancel my gift card order 1046", "Order 1046 (Acme gift card EUR 50) is received and can be cancelled. "
          "Shall I cancel it?")),
    case("carol", K, "Background: our team is 14 people, we're on GlobexSync Business, and finance wants to know "
         "whether switching to annual billing saves anything. How much cheaper is annual billing, and what credit "
         "do we get if uptime drops below 99.95%?", "Context first, two product-policy asks.",
         ["long_context", "multi_intent_same_route", "numbers"], ("14", "annual billing", "99.95%")),
    case("dave", K, "Not the US one, I know that now. The international per diem — how much per day, and what is it "
         "on the first and last day?", "Negation of the answered domestic rate; the international rate is asked.",
         ["negation", "reference_resolved", "multi_intent_same_route"], ("Not", "international", "per diem"),
         ("what's the per diem for domestic trips", "USD 75 per day within the United States and Canada, 75% of that "
          "on the first and last day.")),
    case("alice", K, "Customer is on the line, very polite, bought an Acme Headset 35 days ago and the mic stopped "
         "working. He's outside the 30 days, I think, but is a defective item handled differently? I need to tell "
         "him something in the next minute.", "A caller's situation; the ask is the defect rule.",
         ["customer_on_line", "numbers", "long_context"], ("Acme Headset", "35 days", "30 days", "defective")),
    case("bob", K, "I'm filling in my anniversary form (ten years at Acme, yes really). Do I get extra PTO days from "
         "now on, and how many?", "Own entitlement rule, no record lookup.",
         ["numbers", "abbreviation", "multi_intent_same_route"], ("ten years", "PTO")),
    case("carol", K, "My old manager told me Globex gives 11 company holidays. I count 10 on the intranet. How many "
         "paid company holidays does Globex observe, and is the day after Thanksgiving one of them?",
         "Hearsay figure beside the own question.", ["hearsay", "numbers", "multi_intent_same_route"],
         ("11", "10", "Thanksgiving")),
    case("dave", K, "A customer wrote: \"I was promised overnight, placed the order Thursday at 11am CT, it arrived "
         "Monday.\" Is overnight guaranteed for Thursday orders, or only Monday to Thursday before 1 p.m.? And what "
         "does the customer get back?", "Pasted customer complaint; shipping-guarantee policy.",
         ["pasted_snippet", "customer_as_context", "multi_intent_same_route", "abbreviation"],
         ("overnight", "Thursday", "1 p.m.")),
    case("dave", K, "I drove to the Newark customer site on Tuesday, 62 miles each way, parked at the airport lot on "
         "the way back because of a flight, and my car is honestly dying. Quick check: what's the rate per mile, and "
         "the airport parking max per day? I'll file tonight.",
         "Long story, two policy asks buried in it; filing is a future plan, not an ask.",
         ["buried_ask", "numbers", "long_context"], ("62 miles", "per mile", "airport parking")),
    case("alice", K, "ok. unrelated: my partner keeps asking whether we get a discount on the Acme Dock for family. "
         "Is there any employee discount on hardware at all?", "Topic switch from an own refund to a general question.",
         ["topic_switch", "others_as_context", "lowercase"], ("Acme Dock", "employee discount"),
         ("refund R-77?", "R-77 (EUR 129, parcel lost in transit on order 1042) is processing.")),
    case("alice", K, "Our director says the department head can approve anything up to 25k on expense claims. I think "
         "that's POs, not claims. Who is right: what is the department head's limit on expense claims?",
         "A boss's figure as hearsay; the own question decides.",
         ["hearsay", "boss_as_context", "numbers", "abbreviation", "negation"], ("25k", "department head")),
    case("bob", K, "One of my reports sent a PTO request for 3 days starting next Monday and I didn't answer for 4 days "
         "because I was ill. Is it automatically approved now? And how far ahead should a 3-day request have come "
         "in?", "A manager's policy questions, greeted first.",
         ["manager_policy", "greeting_history", "numbers", "negation", "multi_intent_same_route"], ("3 days", "4 days"),
         ("hello", "Hi Bob, what can I do for you?")),
    case("bob", K, "Long week. Finance pinged me that a supplier invoice came in without a PO number. What's supposed "
         "to happen to invoices that don't quote the PO — are they sent back? And what are the standard payment "
         "terms?", "Context first, two vendor-policy asks.",
         ["negation", "abbreviation", "multi_intent_same_route", "long_context"], ("PO", "don't", "payment terms")),
    case("carol", K, "Good. My manager asked whether Boston counts as a high-cost city for the hotel cap — does it, and "
         "what's the cap there?", "Own claim in the history; a boss's policy question.",
         ["id_from_history_policy", "boss_asks", "multi_intent_same_route"], ("Boston", "hotel cap"),
         ("hey, my EXP-3101 boston claim — submitted?", "EXP-3101 (Customer visit Boston, USD 868.50) is submitted "
          "and can still be withdrawn.")),
    case("dave", K, "I might withdraw EXP-3103 and resubmit with the flight split out, but first: what's the rule on "
         "premium economy for long flights? how many hours does a flight have to be?",
         "Arguable: an own id and a possible withdrawal (action), but the ask is the flight-class rule.",
         ["arguable", "own_object", "conditional_action", "lowercase"], ("EXP-3103", "premium economy", "hours")),
    case("alice", K, "I'm going to be out for 2 weeks in January and my manager asked me to set everything up "
         "properly. How many days ahead do I need to request 3 or more days off, and what should my OOO reply say?",
         "Greeting, then a boss's request as context; PTO and OOO policy.",
         ["greeting_history", "boss_asks", "abbreviation", "numbers", "multi_intent_same_route"], ("2 weeks", "OOO"),
         ("hi there", "Hi Alice! What can I do for you?")),
    case("bob", K, "A Globex rep at the trade fair told me their customers get 14 days for refunds and we give 30. I "
         "don't care about theirs: what's our refund window for subscriptions like Workspace Business?",
         "The other company mentioned as hearsay; only the own policy is asked.",
         ["other_tenant_mentioned", "hearsay", "negation", "numbers"], ("don't", "30", "Workspace Business")),
    case("carol", K, "hmm hold on. what exactly is the 1 hour rule — from when I clicked order, or from the "
         "confirmation? I placed it in the evening", "Policy question while an own cancellation waits.",
         ["pending_action_context", "lowercase", "numbers"], ("1 hour",),
         ("cancel my order 2043", "Order 2043 (HomeVault Drive 4 TB) is confirmed. Orders can be canceled within 1 "
          "hour of placing; shall I try?")),
    case("dave", K, "The 15% restocking fee — does it apply if the HomeVault was defective? A customer of my "
         "brother-in-law's shop asked me and I said I'd look it up.",
         "Own refund in the history; a general policy question asked for someone else.",
         ["id_from_history_policy", "others_as_context", "numbers"], ("15%", "defective"),
         ("what's my refund R-303 at", "R-303 (USD 289.15 for order 2044: HomeVault returned opened, minus 15% "
          "restocking) is processing.")),
    case("alice", K, "The caller insists she's entitled to a refund on the Workspace Starter plan because she only "
         "used it for 40 days and 'barely touched it'. Is there any refund after the first 30 days of a "
         "subscription?", "A caller's claim as hearsay; subscription refund policy.",
         ["customer_on_line", "hearsay", "numbers"], ("Workspace Starter", "40 days", "30 days")),
    case("carol", K, "yes actually. in general, how long do Globex refunds take to show up on a card once they're "
         "approved? my bank app shows nothing and my roommate says it took her two weeks", "Own order and refund in a "
         "long history; the question is the general processing time.",
         ["long_history", "id_from_history_policy", "hearsay", "lowercase"], ("card", "two weeks"),
         ("where's 2042?", "Order 2042 (Globex Key) is in transit; the overnight guarantee was missed and refund R-302 "
          "(USD 29.99) is processing.", "ok good", "Anything else?")),
]
