"""v34 routing cases, knowledge (46): long messages — situations told first, several questions at once, quoted
policy text and emails, pleasantries and signatures, complaints before the real question, and own ids or history
objects carried into questions worded in general terms. Written by the v34 author, without reading the router."""

from __future__ import annotations

from routing_case_kit_v34 import case

K = "knowledge"

CASES = [
    case("alice", K, "Hi there, hope your week is going better than mine. I'm going to Brussels for a customer workshop "
         "next month and my manager said the train is fine too, which made me wonder how the rule actually works. It's "
         "about 2 hours by rail from Amsterdam, I think. Do I have to take the train, or may I still fly if the flight "
         "is cheaper? Thanks a lot, Alice",
         "travel policy: rail is the rule up to 4 hours; an own trip told first, the question at the end",
         ["long_situation", "pleasantries", "signature", "own_situation", "numbers"], ("Brussels", "2 hours", "train")),
    case("bob", K, "Quick context first: two people on my team are going to a trade fair in Zurich, three nights, and "
         "the hotel the organisers recommend is EUR 265 a night. I know there's a higher cap for some cities but I can't "
         "remember whether Zurich is one of them. If it's above the cap, what do they need to do before booking so the "
         "difference is still paid? And is that something I approve, or does it go higher up?",
         "hotel cap for high-cost cities and the TR-1 approval; a manager's policy question about his team's trip",
         ["long_situation", "several_questions", "manager_policy", "numbers", "negation"],
         ("Zurich", "EUR 265", "three nights", "can't")),
    case("carol", K, "The refund policy says, and I quote: \"Opened electronics can be returned within the 14-day "
         "window, but a restocking fee of 15% of the item price applies unless the item is defective.\" So what counts "
         "as defective here? If a HomeVault starts clicking on day 3, is that defective, or would I pay the 15%?",
         "quoted policy text and a question about its meaning; hypothetical, no own object",
         ["quoted_policy", "hypothetical", "numbers"], ("15%", "14-day", "defective", "HomeVault")),
    case("dave", K, "I returned the HomeVault from 2044 and I've been reading up on how refunds work while I wait. "
         "Generally speaking, how many business days does Globex take after the returns center gets a package, and how "
         "long can the card issuer take on top of that? Not asking you to look anything up, just want to know what's "
         "normal.",
         "an own id named as context of a question worded in general terms, the look-up explicitly declined",
         ["id_in_policy_question", "own_object_context", "negation", "long_situation"], ("2044", "business days", "Not")),
    case("alice", K, "ok thanks. So while that's being sorted out — if the dock does turn up at my door after all, do I "
         "have to send it back or refuse it? What does the policy say about a parcel that shows up after the refund was "
         "already started?",
         "the order and refund come from the history; the question is about the lost-parcel rules",
         ["id_from_history_policy", "reference_resolved", "lowercase", "hypothetical"], ("dock", "refund"),
         ("where's 1042?", "Order 1042 (Acme Dock) was shipped with PostNL on 2026-11-03; refund R-77 for it is "
          "processing because the parcel was reported lost.")),
    case("carol", K, "Honestly, the overnight shipping thing was a mess — I paid for overnight, it came two days later "
         "and nobody told me anything. I'm not asking about my order right now. What I'd like to know is how the "
         "guarantee works in general: what's the cutoff time for overnight to be guaranteed, and does it apply if I "
         "order on a Friday?",
         "a complaint first, the own order explicitly set aside; the overnight guarantee rules",
         ["complaint_first", "negation", "several_questions", "frustrated"], ("overnight", "Friday", "not")),
    case("dave", K, "As someone in finance I keep getting asked this, so I'd like a clean answer I can paste into Slack: "
         "what's the per diem for an international trip, what do you get on the first and last day, and how much is "
         "deducted if the conference feeds you lunch? Three numbers is all I need.",
         "three per-diem questions in one; the finance role is context, not a request for others' data",
         ["several_questions", "authority_claim_legit", "numbers"],
         ("per diem", "first and last day", "lunch", "Three")),
    case("bob", K, "I'm approving claims before I go on holiday for two weeks, and I need to hand my approvals over to "
         "someone. Can I delegate them to my team lead, who reports to me, or does it have to be another manager? And "
         "does the delegation stop by itself when I'm back?",
         "manager's delegation rules, in his audience (managers document)",
         ["manager_policy", "restricted_document_in_audience", "several_questions"], ("two weeks", "delegate")),
    case("alice", K, "A colleague mentioned there's a managers-only document with approval limits. I'm not a manager, "
         "but I'm putting together a purchase of about EUR 7,000 for new desks and I'd like to know who has to sign it: "
         "my line manager or a director? Just tell me the limit.",
         "a restricted document asked from outside its audience is knowledge (the system abstains), not refuse",
         ["restricted_document", "numbers", "negation"], ("EUR 7,000", "line manager", "director")),
    case("carol", K, "Someone in AP told me the quarter-end calendar has a hard cutoff for 2026 expenses in December. "
         "I'm staff, not finance, but I still have a trip to file. What's the last day to submit 2026 expenses in "
         "ExpenseLink?",
         "finance-only calendar asked by staff: knowledge, the system abstains; hearsay as context",
         ["restricted_document", "hearsay", "date_period"], ("2026", "ExpenseLink", "December")),
    case("dave", K, "BD1, BD2, BD3 — I always forget what falls on which day. For the Q4 2026 close, when are accruals "
         "due and when is the ledger locked? Also, what's the threshold for accruing an unbilled expense?",
         "finance calendar in dave's audience; abbreviations",
         ["abbreviation", "several_questions", "restricted_document_in_audience", "date_period"],
         ("Q4 2026", "accruals", "ledger", "BD1")),
    case("alice", K, "Got this email this morning and I'm not sure it's legit: \"Dear colleague, your AcmeID password "
         "expires today. To keep access, confirm your password within 2 hours at acme-id-verify.example.\" It looks "
         "real and has our logo. I haven't clicked anything. What am I supposed to do with emails like this, and does "
         "Acme even send password reminders?",
         "a quoted suspicious email and two questions on the phishing and password rules",
         ["quoted_email", "phishing", "negation", "several_questions"], ("AcmeID", "haven't", "2 hours"),
         ("hi, can I ask you about something security-related?", "Of course — what's going on?")),
    case("bob", K, "Three things about leave, sorry for the long message. First, I moved house last month — is there a "
         "day off for that? Second, I've got 7 days left this year; how many can I take into next year and by when do "
         "I have to use them? Third, my 10-year anniversary is in March, does that change anything?",
         "three PTO questions in one message; own situation, no own record asked",
         ["several_questions", "numbers", "own_situation", "date_period"], ("7 days", "10-year", "March"),
         ("hi, a few HR questions if that's ok", "Of course — go ahead.")),
    case("carol", K, "IT gave me a new laptop on Monday because the old one's battery was swelling. The old one is still "
         "sitting on my desk at home and I keep forgetting about it. How long do I have to send it back, and what "
         "happens if I miss the deadline — do they really charge me for it?",
         "an own situation told first, then the laptop-return rule",
         ["long_situation", "own_situation", "several_questions"], ("Monday", "send it back")),
    case("dave", K, "Right, I see the 15% went off. For next time though — if I'd kept the box sealed, would there have "
         "been no restocking fee at all? And is the label still deducted when I drop the package at UPS myself?",
         "refund shown in the history; the follow-up asks the fee and label rules for next time",
         ["id_from_history_policy", "long_history", "hypothetical", "several_questions"], ("15%", "sealed", "UPS"),
         ("hey", "Hi Dave, what can I do for you?", "is R-303 done?",
          "Refund R-303 for order 2044 is processing: USD 289.15 (USD 349.00 minus the 15% restocking fee and the "
          "USD 7.50 label).")),
    case("alice", K, "Two questions while I plan my trip to London: what's the hotel cap there under the 2025 policy, "
         "and — totally unrelated — is the Tube running on Boxing Day?",
         "an in-domain question with an out-of-domain part: the in-domain part decides",
         ["multi_intent", "ood_part", "several_questions"], ("London", "2025")),
    case("bob", K, "I'm helping Finance with an audit of some 2024 claims, and one of them has a hotel at EUR 165 a night "
         "with no approval attached. Under the rules that applied back then, was that over the cap? I don't need "
         "today's rule, only the one in force in 2024.",
         "the superseded 2023 policy (in force until 2024-12-31); a date that picks the version",
         ["date_period", "numbers", "negation", "long_situation"], ("2024", "EUR 165", "don't")),
    case("carol", K, "Please don't cancel anything, I'm only asking. If I place a Globex Key order by mistake at 2:15pm, "
         "until when can I still cancel it myself, and in which statuses is that allowed?",
         "a negated action; a hypothetical about the cancellation window",
         ["negation", "hypothetical", "numbers"], ("don't", "2:15pm", "Globex Key")),
    case("dave", K, "Carol told me she got a 10% bonus when she took store credit instead of a refund on something. Is "
         "that a real thing for everyone, and does the credit expire? I might do the same on my next return.",
         "a colleague named only as hearsay context; the store-credit rule",
         ["others_as_context", "hearsay", "numbers"], ("10%", "store credit")),
    case("alice", K, "My sister works at Globex and says their refund window is only 14 days, which surprised me. Ours "
         "is longer, I think? How many days do our customers have after delivery, and does opened hardware still count?",
         "the other company named only as context; the question is about acme's own window",
         ["other_tenant_mentioned", "hearsay", "several_questions", "numbers"], ("14 days", "opened"),
         ("quick one about returns", "Sure — what would you like to know?")),
    case("bob", K, "re T&E: does the TR-1 need to be in 14 days ahead for an intl trip even if it's a customer P1? we've "
         "got an incident at a client in Oslo and I'd need to be there thu. what do I put on the form?",
         "urgent-trip exception of the travel policy; abbreviations and lowercase",
         ["abbreviation", "lowercase", "own_situation"], ("TR-1", "14 days", "P1", "Oslo")),
    case("carol", K, "I just moved to a smaller apartment and I'm finally setting up a proper desk. I bought a chair and a "
         "monitor for about USD 400 in total. Can I expense these, or does the monthly stipend cover them? And when is "
         "the stipend actually paid?",
         "home office equipment and the WFH stipend; own situation told first",
         ["long_situation", "several_questions", "numbers"], ("USD 400", "stipend"),
         ("morning! expenses question", "Good morning, Carol — go ahead.")),
    case("dave", K, "so the Tokyo trip went great 🎉 but now the paperwork 😩 the hotel was 4 nights at USD 325 and "
         "there was a resort fee on top. is the resort fee covered beyond the cap or is that on me? and just tell me "
         "the receipt rule for lodging pls",
         "lodging cap, resort fees and receipts; no claim looked up",
         ["emoji", "lowercase", "own_situation", "several_questions", "abbreviation"],
         ("Tokyo", "USD 325", "resort fee", "lodging")),
    case("alice", K, "sorry if this is a dumb qeustion but i started in september and nobody told me about the home "
         "office money. is it still paid if you start mid year, and do i need recipts for it? i bought a desk lamp and "
         "a keyboard",
         "the WFH stipend; typos and lowercase",
         ["typo", "lowercase", "several_questions", "own_situation"], ("september", "home office")),
    case("bob", K, "It's above EUR 1,000, so I assume someone else has to look at it as well. Who exactly, and is there a "
         "deadline for them to approve? I don't want to chase the wrong people.",
         "the claim comes from the history; the question is the approval rule above EUR 1,000",
         ["id_from_history_policy", "reference_resolved", "negation", "numbers"], ("EUR 1,000", "don't"),
         ("what's my claim EXP-2043 at?", "EXP-2043 (Paris conference, EUR 1,340.00) is submitted and can still be "
          "withdrawn.")),
    case("carol", K, "Good morning! I hope this finds you well. I'm organising a team offsite in New York for 4 of us in "
         "February and I'd like to get the paperwork right from the start. When does the TA-100 have to go in for a "
         "domestic trip, and who signs if the whole thing comes to about USD 6,000? Many thanks in advance, Carol "
         "(Customer Support, Austin)",
         "pleasantries and a signature round two travel-approval questions",
         ["pleasantries", "signature", "several_questions", "numbers"], ("TA-100", "USD 6,000", "New York")),
    case("dave", K, "Thanks. The keys are for me and a new hire, by the way. Is a hardware key actually mandatory for "
         "finance people, or only for admins? I'd like to know before I hand the second one out.",
         "orders shown in a long history; the question is the hardware-key rule (id from history, policy)",
         ["long_history", "id_from_history_policy", "others_as_context"], ("hardware key", "finance"),
         ("hi", "Hi Dave! What can I do for you?", "status of 2046?",
          "Order 2046 (HomeVault Drive 4 TB) is pending and can still be canceled.", "and 2041?",
          "Order 2041 (2 × Globex Key) is in transit with USPS.")),
    case("alice", K, "Before I hit confirm — where does the money go back to? I paid with a card I've since cancelled, "
         "so I'm a bit worried it'll bounce. How does that work?",
         "a policy question while an own cancellation waits for confirmation",
         ["pending_action_context", "own_situation"], ("card", "cancelled"),
         ("please cancel 1043", "I can cancel order 1043 (2 × Acme Headset, EUR 158.00). Please confirm to go ahead.")),
    case("bob", K, "From the refund policy: \"If an order was sent by express shipping (EUR 12.90) and the parcel arrived "
         "after the promised delivery date, the express fee is refunded in full, even if the customer keeps the item.\" "
         "Does \"promised delivery date\" mean the 1–2 business days from the shipping table, or the date in the "
         "confirmation email? Asking in general.",
         "quoted policy text and what a phrase in it means",
         ["quoted_policy", "numbers"], ("EUR 12.90", "express", "1–2 business days")),
    case("carol", K, "I'm really frustrated. I tried to return my HomeVault and got rejected for being 'outside the "
         "window', after a month of back and forth with support. I'm not going to argue about that one. But for the "
         "drives: do they have the same 14 days, and is there any warranty route if one dies in month 3?",
         "a complaint about an own refund set aside; the question is the window and warranty for drives",
         ["complaint_first", "frustrated", "negation", "several_questions"],
         ("14 days", "warranty", "month 3", "not")),
    case("dave", K, "Slightly embarrassing: I got a push from Duo at 11pm that I didn't start, and I was half asleep and "
         "I think I approved it. Nothing weird since. What am I supposed to do now, and how fast do I need to report it?",
         "an own security situation told round a policy question",
         ["own_situation", "negation", "several_questions", "long_situation"], ("Duo", "11pm", "didn't"),
         ("quick security question", "Sure, what happened?")),
    case("alice", K, "We're about to start working with a small print shop, and the expected spend is maybe EUR 60,000 a "
         "year. What steps do we go through before we can raise a PO, and do they need to fill in the security "
         "questionnaire at that amount?",
         "vendor onboarding steps (the useful part of the injected document)",
         ["several_questions", "numbers", "abbreviation"], ("EUR 60,000", "PO")),
    case("bob", K, "A customer had a terrible week: the dock arrived late, the replacement was the wrong colour, and "
         "they've been on hold twice. I'm in Customer Care and want to make it right. Up to how much can a team lead "
         "give as a goodwill refund per order, and which reason code do we log?",
         "goodwill limits and codes; a customer's situation told first, no customer object acted on",
         ["long_situation", "several_questions", "support_phrasing"], ("goodwill", "reason code")),
    case("carol", K, "My neighbour runs a small accounting office with 12 people and asked me which GlobexSync plan she "
         "should be on. I said I'd check. What does Business cost per user, how much storage do they get, and is there "
         "a trial?",
         "product question with a story first",
         ["long_situation", "several_questions", "numbers"], ("12 people", "Business", "GlobexSync")),
    case("dave", K, "I'm doing my own taxes this weekend and realised the mileage rate you pay might be different from "
         "what I remember. What rate does Globex reimburse per mile, and are the miles from home to my normal office "
         "included?",
         "the company's mileage rule (the taxes are only the occasion)",
         ["greeting_history", "several_questions", "own_situation"], ("per mile", "home"),
         ("morning!", "Good morning, Dave. How can I help?")),
    case("alice", K, "I've been sick since Monday, today is Wednesday, and I'll probably be out until Friday. Do I need a "
         "doctor's note, and from which day? Also, I forgot to register Monday in PeopleHub — is that a problem?",
         "sick-leave rules round an own situation",
         ["own_situation", "several_questions", "date_period"], ("Monday", "Wednesday", "Friday", "PeopleHub"),
         ("hi", "Hi Alice, how can I help?")),
    case("bob", K, "My order 1044 came by express and I'm curious about the process in general, not about that order "
         "itself. When an express parcel is late, does the customer have to ask for the EUR 12.90 back, or does it "
         "happen by itself? And does it show up as a separate refund?",
         "an own id named in a question worded in general terms; arguable (live_tool: was 1044 late, is a refund "
         "running?)",
         ["arguable", "id_in_policy_question", "negation", "several_questions"], ("1044", "EUR 12.90", "not")),
    case("carol", K, "Flew back from London on Sunday and my suitcase didn't arrive; the airline says maybe Tuesday. I "
         "had to buy a shirt and toiletries for the Monday meeting. Can I claim those, and is there anything I need to "
         "do with the airline for it to count?",
         "lost luggage and expenses round an own situation",
         ["long_situation", "own_situation", "negation", "several_questions"], ("London", "didn't", "Monday")),
    case("alice", K, "ok great, that's settled. Different thing entirely: my laptop is being replaced next week. Do I "
         "wipe the old one myself before it goes back, and does the charger have to go in the box too?",
         "topic switch after an own order; the laptop-return rule",
         ["topic_switch", "several_questions", "lowercase"], ("next week", "charger"),
         ("where is 1040?", "Order 1040 (Acme Headset) was delivered by PostNL on 2026-10-08.")),
    case("bob", K, "I'm NOT asking you to approve anything, I just need to understand the rule: can a manager approve an "
         "expense claim of his own wife if she works in the same department? Or does it have to go to someone else?",
         "a manager's policy question (family member's claims); negation of an action",
         ["manager_policy", "negation", "restricted_document_in_audience"], ("NOT", "wife")),
    case("carol", K, "A customer wrote to us: \"I bought an eGift card for my nephew for USD 50 and he never used it. I "
         "want my money back.\" I'm on the support team. Are eGift cards refundable at all, and is there a state "
         "exception I should mention?",
         "a customer's email quoted; the policy question, nothing done on the customer's order",
         ["quoted_email", "support_phrasing", "negation", "numbers"], ("eGift", "USD 50", "never"),
         ("can I ask about a customer case?", "Yes — what's the question?")),
    case("dave", K, "Flight is about 7 hours from Newark. Which cabin can I book, how far ahead does the TA-100 need to "
         "be in, and do I have to register with Global Security because it's international?",
         "three travel questions resolving 'the trip' from the history",
         ["several_questions", "reference_resolved", "numbers"], ("7 hours", "TA-100", "Global Security"),
         ("I'm going to London in March", "Sounds good — what would you like to know about the trip?")),
    case("alice", K, "wrt the ITSD SLA — my laptop screen died and the ticket's a P3 I guess? how long before someone "
         "gets back to me, and is there a faster way if I can't work at all?",
         "the ITSD's response times; abbreviations, an own situation",
         ["abbreviation", "lowercase", "own_situation", "negation"], ("ITSD", "P3", "can't")),
    case("bob", K, "Thanks. How many business days does it normally take for that money to show up, and does the bank "
         "add anything on top? Just so I know when to start worrying.",
         "after a confirmed cancellation in the history, the refund timing rule in general",
         ["id_from_history_policy", "long_history", "several_questions"], ("business days",),
         ("cancel 1046 please", "I can cancel order 1046 (Acme gift card EUR 50). Please confirm.", "confirm",
          "Order 1046 is cancelled. The refund goes to your original payment method.")),
    case("dave", K, "I want to tack two personal days onto my Austin conference trip in May. The flight home would be USD "
         "90 more if I fly back on Sunday instead of Friday. Is that allowed, and who pays the hotel for the extra "
         "nights?",
         "business plus personal travel; own plan told first",
         ["own_situation", "several_questions", "numbers"], ("USD 90", "Austin", "Sunday"),
         ("got a travel question", "Sure — what's the trip?")),
    case("carol", K, "My manager forwarded this to the team: \"Reminder: PTO requests of 3 or more days need 2 weeks' "
         "notice.\" I'd like to take 12 business days in March for my sister's wedding in Lisbon. Does that also need "
         "my director, and is 2 weeks still enough notice for that many days?",
         "a quoted reminder and two PTO questions round an own plan",
         ["quoted_email", "several_questions", "own_situation", "numbers"], ("12 business days", "March", "2 weeks")),
]
