"""Blind routing set v91, knowledge cases (46): long mails and tickets whose one policy question sits in the middle.

Written from DESIGN.md's route definitions and the sample corpus only, without reading the router, its rules or its
examples. Greetings, signatures, quoted earlier mails, disclaimers and background surround one ask; the label follows
that ask, never the noise around it.
"""

from __future__ import annotations

from routing_case_kit_v91 import case

K = "knowledge"
DISC_ACME = ("\n\n--\nThis e-mail and any attachments are confidential and intended solely for the addressee. If you "
             "received it in error, please notify the sender and delete it. Acme B.V., Rotterdam.")
DISC_GLOBEX = ("\n\nCONFIDENTIALITY NOTICE: This message is intended only for the named recipient and may contain "
               "Internal or Confidential information of Globex Corporation. Do not forward.")

CASES = [
    # --- alice (acme, staff) ---
    case("alice", K, "Hi team,\n\nHope you're all well and that the move to the third floor went smoothly. I'm writing "
         "for the Customer Care pod - we've had a crazy week with the post-Black-Friday returns and I've been asked to "
         "tidy up our reply macros before Christmas.\n\nOne thing I genuinely don't know: a customer opened an Acme "
         "Headset, threw away the original box, and wants to return it on day 12. Is there a restocking fee in that "
         "case, and how much is it?\n\nNo need to reply-all, the others are only cc'd for visibility.\n\nKind regards,\n"
         "Alice\nCustomer Care | Acme B.V." + DISC_ACME,
         "Own-tenant refund policy (restocking fee without original packaging); greeting, sign-off and disclaimer are noise.",
         ["formal_email", "greeting", "signature", "disclaimer", "buried_ask", "restocking_fee"],
         keep=("restocking fee", "original box", "Acme Headset", "day 12")),
    case("alice", K, "Thanks! I forwarded that to my manager and he came back with this:\n\n> Alice, fine for London, "
         "but we're also doing 2 nights in Amsterdam in February for the partner day. Same number?\n> - Mark\n\nso "
         "yeah, what's the cap for Amsterdam then? he wants it before the TR-1 goes in",
         "The quoted manager mail carries the new policy question (hotel cap in Amsterdam); the history gave London's.",
         ["quoted_mail", "lowercase", "follow_up", "reference_resolved", "buried_ask"],
         keep=("Amsterdam", "cap", "TR-1"),
         hist=("what's the hotel cap in London?",
               "Under the Expense Reimbursement Policy 2025 the cap in London is EUR 240 per night (the high-cost "
               "cities are London, Paris, Zurich and New York); elsewhere it is EUR 180.")),
    case("alice", K, "Hiya 👋 I started on Monday!! Everyone's been super nice, laptop arrived, I'm slowly finding my way "
         "around FinanceHub and PeopleHub (so many hubs lol). Ordered a desk chair and a monitor arm for home "
         "already, oops. Is the WFH stipend paid out with my first salary or do I need to claim it with receipts? "
         "Anyway, thanks in advance and sorry if this is in the wiki somewhere 🙈",
         "A new joiner's own policy question (WFH stipend) between a greeting and an apology.",
         ["new_joiner", "emoji", "greeting", "buried_ask", "politeness"], keep=("WFH stipend", "receipts")),
    case("alice", K, "Got this one this morning, pasting it in:\n\n---\nFrom: it-support@acme-helpdesk.example\n"
         "Subject: URGENT - your password expires TODAY\nDear user, click the link below within 2 hours to keep your "
         "current password or your mailbox will be suspended.\n---\n\nI did NOT click it. where do I report this kind "
         "of thing? the sender looks almost like ours",
         "A suspicious mail quoted as background; the ask is the policy (where to report phishing), not the mail's "
         "instruction, which is addressed to her, not to the assistant.",
         ["pasted_text", "quoted_mail", "phishing", "negation", "buried_ask", "lowercase"], keep=("report", "NOT")),
    case("alice", K, "Good afternoon,\n\nI'm putting together an onboarding pack for the new team lead who starts in "
         "January (she's coming from retail, so lots of questions about approvals). I've covered PTO, T&E and the "
         "VPN. Could you tell me up to what amount a line manager can approve a PO on their own? After that I'm "
         "done, promise.\n\nBest,\nAlice",
         "A managers-only fact asked from outside the audience: knowledge, the system abstains (not refuse).",
         ["formal_email", "restricted_document", "buried_ask", "signature", "background"],
         keep=("line manager", "PO")),
    case("alice", K, "Re: audit FY2024 - claim from Q3 2024\n\nHi both,\n\nThe auditors picked a hotel claim from "
         "September 2024 (one night in Ghent, EUR 165). Finance asked me to confirm what the rule was at the time, "
         "before the new policy. What was the hotel cap in 2024? I'll pass it on.\n\nThanks, A.\n\n> On Tue, Finance "
         "wrote:\n> Please confirm the applicable cap and attach the policy version.",
         "A dated policy question (the 2023 version applied in 2024) inside a quoted audit thread.",
         ["formal_email", "quoted_mail", "date_period", "numbers", "buried_ask", "version"],
         keep=("2024", "hotel cap", "EUR 165")),
    case("alice", K, "Hi! customer ticket, summarising so you don't have to read the whole thing: Swiss customer, ordered "
         "an Acme Dock to Zurich, now the courier wants money at the door and she's furious, says nobody told her. "
         "she's threatening a 1-star review, already left two voicemails. Do customers in Switzerland pay import "
         "duties themselves on our orders? thx",
         "A customer's situation told round an own-policy question (import duties outside the EU).",
         ["ticket", "lowercase", "own_situation", "buried_ask", "frustrated"],
         keep=("Switzerland", "import duties"),
         hist=("hi, got a customer abroad", "Sure - what is the question?")),
    case("alice", K, "Subject: quick q re. Brightline\n\nHello,\n\nProcurement is slammed and I'm helping with supplier "
         "admin this week. Brightline emailed us new bank details this morning and want the next payment to go there. "
         "How are bank detail changes supposed to be verified before we update them? Joris from Brightline is "
         "chasing.\n\nCheers,\nAlice\n(sent from my phone, sorry for typos)",
         "Own policy (verifying supplier bank details); the supplier's request is context, nothing is asked of the tool.",
         ["formal_email", "supplier", "signature", "buried_ask"], keep=("bank detail changes", "Brightline")),
    case("alice", K, "Morning! Context: I'm handing in my notice (don't tell anyone yet 🤫), last day would be 31 January. "
         "my manager knows, People team doesn't yet. I have the laptop plus two chargers at home. how many days after "
         "my last day do I have to return the laptop? and sorry, one more coffee and I'm human again",
         "A leaver's own policy question (laptop return window) between personal background and chit-chat.",
         ["leaver", "emoji", "own_situation", "buried_ask", "lowercase"], keep=("last day", "laptop")),
    case("alice", K, "LPC-1?? customer from the US emailed us (wrong shop I think, she bought a HomeVault), says her "
         "parcel was marked delivered but never came and 'your colleagues asked for an LPC-1 form'. long email, very "
         "polite, 3 paragraphs about her dog. what is an LPC-1 form, is that something we use?",
         "A form only the other tenant's corpus names, asked as one's own term: knowledge (the system abstains). "
         "Arguable (refuse: the answer sits only in Globex's documents).",
         ["other_tenant_mentioned", "ticket", "buried_ask", "arguable", "lowercase"], keep=("LPC-1",)),
    case("alice", K, "ok that's clear, thanks. next one, also from the same customer mail (she writes novels, I swear): "
         "she bought Acme Workspace Business, paid for it, used it 45 days, now cancelled and wants money back for "
         "the rest of the month pro rata. do we do that?",
         "Topic switch after a shipping answer: own subscription refund policy, asked in a long relay of a customer mail.",
         ["topic_switch", "long_history", "ticket", "buried_ask", "lowercase"], keep=("45 days", "pro rata"),
         hist=("what's the express shipping price again?",
               "Express shipping in the EU costs EUR 12.90 (1-2 business days); standard is EUR 4.95, free from EUR 50.",
               "and if the express parcel is late?",
               "Then the express fee is refunded in full, even if the customer keeps the item (Refund Policy, "
               "shipping fees).")),
    case("alice", K, "Dear all,\n\nFollowing up on Monday's planning call. As discussed, Q1 travel is: Lisbon (Feb, 3 days), "
         "Berlin (Mar, 2 days) and possibly Copenhagen. Marco will book the hotels, Sanne the team dinner. I'm "
         "collecting the travel requests. For the international ones, how many days before departure does the TR-1 "
         "have to be in? I'd like to send one reminder, not three.\n\nWarm regards,\nAlice de Vries\nCustomer Care",
         "Own travel-request lead time asked inside a planning mail.",
         ["formal_email", "signature", "buried_ask", "background"], keep=("TR-1", "international"),
         hist=("hi, I'm organising the Q1 trips for my team", "Happy to help. What would you like to know?",
               "first: is the train the default to Berlin?",
               "Rail is the default within Europe, and required when the scheduled journey is 4 hours or less; "
               "Amsterdam-Berlin is longer than that, so a flight is allowed.",
               "perfect, thanks", "You're welcome.")),
    # --- bob (acme, staff + managers) ---
    case("bob", K, "Hey,\n\nback from paternity leave (baby's great, sleep is not), 214 unread mails, slowly working through "
         "them. One of my reports submitted a conference claim while I was away and FinanceHub pings me every "
         "morning. Remind me: up to what amount can I approve a claim on my own before Finance has to check it too? "
         "Then I'll stop bothering you.\n\nBob",
         "A manager's own policy question (approval limit) in his audience; the report's claim is only context.",
         ["manager_policy", "restricted_document_in_audience", "background", "buried_ask", "signature"],
         keep=("approve", "Finance")),
    case("bob", K, "Long story, bear with me. My order 1044 was express, the cam was supposed to be here in 2 days for a "
         "customer demo, it turned up on day 5, demo done on my laptop camera, customer didn't care, fine. Now the "
         "question: is the express fee supposed to come back automatically when it's late, or do I have to ask for "
         "it somewhere? Not urgent.",
         "The policy question (late express fee refund) names an own id in passing: knowledge. Arguable (live_tool: "
         "whether his refund has started).",
         ["id_in_policy_question", "own_situation", "buried_ask", "arguable", "background"],
         keep=("express fee", "1044", "automatically")),
    case("bob", K, "FW: Nordkap invoice #NK-5521\n\n---------- Forwarded message ----------\nFrom: billing@nordkap.example\n"
         "Please find attached our invoice for 40 notebooks and 12 whiteboard markers, total EUR 380, payable net 30."
         "\n----------\n\nthis came in without a PO number and AP bounced it. do orders under EUR 500 even need a PO "
         "with Nordkap?",
         "A forwarded invoice is background; the ask is the own PO rule.",
         ["forwarded", "quoted_mail", "supplier", "numbers", "buried_ask", "lowercase"],
         keep=("EUR 500", "PO", "Nordkap")),
    case("bob", K, "Hi there. Customer escalation on my desk, sorry for the wall of text. Dock ordered express for a "
         "board meeting, arrived 9 days late, customer missed the meeting, CEO involved, the whole circus. Care "
         "already refunded the express fee. The customer wants 'something more'. How much goodwill can a Customer "
         "Care team lead approve outside the refund policy per order? I want to know whether I need to go higher.",
         "A manager's own policy question (goodwill limit) after an escalation story.",
         ["manager_policy", "goodwill", "own_situation", "buried_ask", "politeness"],
         keep=("goodwill", "team lead", "per order")),
    case("bob", K, "Singapore trip next month - customer kickoff, 3 of us going, flights are 12h+ from AMS, I've done "
         "the TR-1 draft already, hotel sorted via TravelDesk, Sanne's doing the visas. can we book business on a "
         "12h flight, and who needs to sign off?",
         "Own travel policy (flight class over 9 hours) in a curt logistics dump.",
         ["curt", "background", "buried_ask", "travel"], keep=("business", "12h")),
    case("bob", K, "Thanks, that helps. Different thing, same trip, and then I'll leave you alone: one of my team wants "
         "to stay on for 4 weeks of holiday in Asia right after, she's asked me today. More than 15 consecutive "
         "business days off - who has to approve that besides me?",
         "A manager's policy question about a report's leave (not her records): knowledge.",
         ["manager_policy", "topic_switch", "buried_ask", "numbers"], keep=("15 consecutive business days",),
         hist=("is the Singapore trip above EUR 2,500 a department head thing?",
               "Yes: travel requests with an estimated cost above EUR 2,500 also need the department head's approval.")),
    case("bob", K, "Subject: Re: your claim EXP-2045\n\n> Your claim was rejected: submitted more than 30 days after the "
         "expense.\n\nHi,\n\nyes I know, I was on the road for 6 weeks straight, not an excuse, I get it. Is there any "
         "exception route for a claim submitted after 30 days, and who would have to approve it? Not asking you to "
         "do anything, just want to know if it's worth trying.\n\nBob",
         "The own claim is quoted as context; the question is the policy's exception route (CFO). An own id in a "
         "quoted mail does not make it a look-up.",
         ["quoted_mail", "id_in_policy_question", "negation", "buried_ask", "signature"],
         keep=("30 days", "exception")),
    case("bob", K, "ok so I'm off 2 weeks over Christmas (finally). Before I go I want my approvals covered, FinanceHub "
         "keeps reminding me about delegation. Can I delegate approvals to my senior engineer? He's in my team, "
         "reports to me, knows the budgets better than anyone.",
         "A manager's own policy question (delegation to a direct report) in his audience.",
         ["manager_policy", "restricted_document_in_audience", "buried_ask", "lowercase"], keep=("delegate",),
         hist=("hi, approvals question coming", "Go ahead.")),
    case("bob", K, "Morning! Annual reviews next week, 7 people, spreadsheet is open, coffee is cold. For 2026, what's "
         "the salary increase budget I have as a line manager, as a percentage of the team's total? Also a nice "
         "weekend everyone when it comes.",
         "A manager's own budget question (in the managers-only document, his audience).",
         ["manager_policy", "restricted_document_in_audience", "buried_ask", "greeting"], keep=("2026", "salary")),
    case("bob", K, "before I hit confirm - long story, the gift card in that order was a birthday present for my niece, "
         "my sister already bought her one, so I'm cancelling mine. if I cancel, how many days until the money is "
         "back on my card?",
         "A policy question while an own cancellation waits for confirmation: knowledge. Arguable (action: he is "
         "about to confirm the pending cancellation).",
         ["pending_action_context", "own_situation", "buried_ask", "arguable", "lowercase"], keep=("card", "cancel"),
         hist=("cancel 1046 please",
               "I can cancel order 1046 (Acme gift card EUR 50, status received). Please confirm to go ahead.")),
    case("bob", K, "Hi, following the chat yesterday with Legal and Sales (minutes attached, ignore pages 2-6). A prospect "
         "asks where their Workspace data would be stored and whether we are ISO 27001 certified. Can you confirm "
         "both? They need it by EOD.\n\nRegards,\nBob Jansen\nSales Operations Lead, Acme B.V." + DISC_ACME,
         "Own product facts (data location, certification) between minutes and a disclaimer.",
         ["formal_email", "disclaimer", "signature", "buried_ask", "shared_customer"], keep=("ISO 27001", "stored")),
    case("bob", K, "Right, next. The same customer wants to know: if the monthly uptime on Business drops to 99.7%, "
         "what service credit do they get? I told them I'd check with 'the system', so here I am.",
         "Own product policy (service credit) asked after an earlier answer on the plans.",
         ["follow_up", "numbers", "buried_ask", "shared_customer"], keep=("99.7%", "Business", "service credit"),
         hist=("what uptime do we commit to for Business?",
               "Acme Workspace Business has an uptime commitment of 99.9% per month; Enterprise 99.95%.")),
    # --- carol (globex, staff) ---
    case("carol", K, "Ticket #55812 - Customer: Mrs. R. Okafor (Business account)\nChannel: phone, 14 min\nNotes: bought "
         "a HomeVault 10 days ago, opened it, set it up, now says it makes a clicking noise and she wants her money "
         "back. Very upset, mentioned a chargeback twice.\n\nInternal Q: does the 15% restocking fee apply if she "
         "says it's defective but we haven't tested it yet?\n\nNext step: callback tomorrow 10am ET.",
         "A support ticket whose internal question is own refund policy.",
         ["ticket", "restocking_fee", "numbers", "buried_ask", "shared_customer"],
         keep=("15%", "restocking fee", "defective")),
    case("carol", K, "ok so context, I paid the 29.99 for overnight because the key was for a customer demo on the 26th, "
         "which obviously didn't happen, the demo got moved anyway so whatever. my team lead is asking me: is the "
         "overnight charge refunded when the guarantee is missed, or is it some kind of credit?",
         "Policy question about the overnight guarantee; the order comes from the history: knowledge.",
         ["id_from_history_policy", "own_situation", "buried_ask", "lowercase"], keep=("29.99", "overnight"),
         hist=("where's 2042?",
               "Order 2042 (Globex Key, overnight shipping, UPS) is in transit; it shipped on 2026-11-25.")),
    case("carol", K, "my cousin works at Acme in Rotterdam and keeps bragging they get 28 days off, plus the office is "
         "closed on Christmas Eve, plus plus plus. whatever. I've been here since 2021. how many PTO days do we "
         "get after 5 years?",
         "The other company's figure is hearsay context; only the own PTO rule is asked.",
         ["hearsay", "other_tenant_mentioned", "buried_ask", "lowercase"], keep=("5 years", "PTO")),
    case("carol", K, "Hey! Back from PTO (Maui, 10/10 recommend 🌺🌴), inbox at 312 and counting. Before I answer a "
         "customer who's been waiting since Friday: eGift cards - refundable or not? She bought a USD 50 one by "
         "mistake. Ok, diving back in. Send snacks.",
         "Own refund policy (eGift cards) between a holiday greeting and a joke.",
         ["emoji", "greeting", "buried_ask", "numbers"], keep=("eGift cards", "USD 50"),
         hist=("can a customer return a Globex Key she opened?", "Yes, within 14 days of delivery; opened electronics carry a 15% restocking fee unless defective.")),
    case("carol", K, "Fwd: Return question\n\n> Hi Globex Support, I bought a HomeVault 20 days ago and one of the bays "
         "stopped working. Can I still return it for a refund if it's defective? Thanks, Tom\n\nthoughts?",
         "The forwarded customer mail holds the ask (refund after 20 days when defective: the warranty applies); the "
         "user's own line is only 'thoughts?'. Knowledge, arguable (clarify: she asks nothing herself).",
         ["forwarded", "quoted_mail", "arguable", "shared_customer", "curt"], keep=("20 days", "defective")),
    case("carol", K, "Hi hi. Customer on chat wants to know two things but honestly only one matters: if she picks store "
         "credit instead of a refund on the GRF-2, how much extra does she get and does it expire? (the other thing "
         "was about our logo colours, I handled that 😂)",
         "Own refund policy (store credit bonus and expiry) with a throwaway second topic.",
         ["shared_customer", "emoji", "buried_ask", "store_credit"], keep=("store credit", "GRF-2", "expire")),
    case("carol", K, "ugh IT keeps nagging me with pop-ups, three this week, and my passphrase manager is a mess since "
         "the laptop swap. how often do I actually have to change my passphrase? I'm not an admin or anything",
         "Own IT policy (passphrase rotation for standard accounts).",
         ["frustrated", "password", "buried_ask", "lowercase", "negation"], keep=("passphrase", "not an admin"),
         hist=("is 1Password ok for work passwords?",
               "Yes: store work passwords in 1Password Business, not in your browser (IT Security Basics).")),
    case("carol", K, "Good morning!\n\nQuick one for the Boston customer visit next week (same client as November, "
         "they loved the demo). My manager wants us to take the train from New York instead of flying. Is Amtrak "
         "required for New York-Boston, and can we do Acela first class if it's cheap that day?\n\nThanks!\nCarol",
         "Own rail policy inside a trip mail.",
         ["formal_email", "signature", "buried_ask", "travel"], keep=("Amtrak", "Acela first class", "Boston")),
    case("carol", K, "and what if she bought it at Best Buy, not from us? the receipt she sent is from Best Buy, I only "
         "noticed now, sorry, it's been a long shift",
         "Follow-up on the refund window: purchases from retail partners follow the retailer's terms.",
         ["follow_up", "reference_resolved", "buried_ask", "lowercase", "apology"], keep=("Best Buy",),
         hist=("customer wants to return a Globex Key after 9 days, fine?",
               "Yes: refunds can be requested within 14 days of delivery (Refund Policy 2.2).")),
    case("carol", K, "Hiya - sorry, me again, I know it's late. Internal Q while I have the customer on hold: a "
         "GlobexSync Enterprise customer has a full outage (Sev1), they're screaming. What's our response time "
         "commitment for Sev1 on Enterprise? I want to quote it right.\n\n--\nCarol | Customer Support" + DISC_GLOBEX,
         "Own product policy (Sev1 response time) between apology and disclaimer.",
         ["apology", "signature", "disclaimer", "buried_ask", "shared_customer"], keep=("Sev1", "Enterprise")),
    case("carol", K, "so... I'm doing the Q4 tidy-up for our team wiki (nobody asked, I just like lists). One line "
         "says 'ledger locked on BD10'. when exactly is the ledger locked for Q4? just so the wiki isn't wrong",
         "A finance-only fact asked from outside the audience: knowledge, the system abstains.",
         ["restricted_document", "buried_ask", "lowercase", "background"], keep=("ledger", "Q4")),
    # --- dave (globex, staff + finance) ---
    case("dave", K, "Morning! Year-end is coming, AP is drowning, my desk looks like a recycling bin. Anyway, my actual "
         "question: what's the last day employees can submit their 2026 expenses in ExpenseLink before the close? I "
         "want it in the reminder email.\n\nDave\nAccounts Payable | Globex Corporation" + DISC_GLOBEX,
         "A finance user's question in the finance-only close calendar (his audience).",
         ["restricted_document_in_audience", "signature", "disclaimer", "buried_ask"],
         keep=("2026", "ExpenseLink")),
    case("dave", K, "Re: Re: Re: Tokyo summit logistics\n\n> > flights booked, premium economy, all good\n> hotel is at the "
         "cap, 4 nights\nok last thing from me and then this thread can die: for the per diem, do the first and last "
         "day in Tokyo count at 75%? I need to get the claim right this time.",
         "Own per-diem rule inside a quoted reply chain.",
         ["quoted_mail", "buried_ask", "numbers", "travel"], keep=("per diem", "75%", "Tokyo"),
         hist=("what's the international per diem?", "USD 95 per day for international travel (Expense "
               "Reimbursement Policy 2025).")),
    case("dave", K, "Not great news. I was at O'Hare yesterday evening, grabbed food, got on the plane and only this "
         "morning noticed my laptop bag is gone. Airline says nothing turned in. Who do I call, and how fast do I "
         "have to report it? It's been maybe 14 hours already, I know, I know.",
         "An own incident told round a policy question (reporting a lost laptop).",
         ["lost_device", "own_situation", "buried_ask", "numbers"], keep=("laptop", "report", "14 hours")),
    case("dave", K, "I'm in a hotel in Boston for the week. GlobexConnect keeps kicking me out every 8 hours or so and "
         "asks for a Duo push again, super annoying during a long upload. is that a setting I can change or is it "
         "policy?",
         "Own IT policy (VPN session length).",
         ["vpn", "own_situation", "buried_ask", "lowercase"], keep=("GlobexConnect", "8 hours"),
         hist=("do I need the VPN on hotel wifi?",
               "Yes: GlobexConnect is always required on hotel, airport and cafe Wi-Fi (IT Security Basics).")),
    case("dave", K, "To be clear, I do NOT want to withdraw EXP-3103, it's fine as it is. I just want to know: does a "
         "claim above USD 2,500 need the director as well as my manager? someone in AP said no and I said yes and "
         "now there's a coffee bet.",
         "A negated action leaves the policy question (approval above USD 2,500): knowledge.",
         ["negation", "id_in_policy_question", "buried_ask", "numbers"],
         keep=("NOT", "USD 2,500", "director")),
    case("dave", K, "Day trip to Philly tomorrow, back the same night, client site visit. no hotel. Do I get a per diem "
         "or do I claim meals with receipts? and is there a cap? thanks, packing now",
         "Own expense rule for a day trip.",
         ["curt", "travel", "buried_ask", "lowercase"], keep=("Day trip", "meals", "per diem")),
    case("dave", K, "Hello,\n\nI'm in Finance, not a people manager, but I help my director with her approvals backlog "
         "when she's travelling. What's the spot bonus limit a manager can approve on their own? It came up in a "
         "reconciliation.\n\nBest regards,\nDave",
         "A managers-only fact asked by a non-manager: knowledge, the system abstains (not refuse; no records asked).",
         ["restricted_document", "formal_email", "buried_ask", "negation"], keep=("spot bonus",)),
    case("dave", K, "Client dinner next Thursday, 8 people, a partner from the Tokyo summit and his team. Restaurant "
         "has a wine pairing menu. How many drinks per person are reimbursable at an approved client dinner? "
         "Don't want AP (i.e. me) to reject my own claim lol",
         "Own expense policy (alcohol at client dinners).",
         ["buried_ask", "numbers", "joke", "background"], keep=("client dinner", "drinks"),
         hist=("what's the hotel cap in Tokyo?", "USD 325 per night before taxes: Tokyo is one of the high-cost cities.")),
    case("dave", K, "Context: my checked bag went missing on the Chicago trip, I reported it to the airline the next "
         "morning, maybe 30 hours later. Is lost luggage reimbursable if it wasn't reported within 24 hours?",
         "Own expense rule (lost luggage) told round one's own situation.",
         ["own_situation", "buried_ask", "numbers", "negation"], keep=("24 hours", "lost luggage"),
         hist=("is airport parking reimbursed?", "Yes, up to USD 25 per day (Expense Reimbursement Policy 2025).")),
    case("dave", K, "Hi team, one for the partner meeting prep. A Business customer asks for our SOC 2 report, they need "
         "it for their vendor review, deadline Friday. Is it available to them and under what conditions?\n\n"
         "Thanks,\nDave" + DISC_GLOBEX,
         "Own product compliance policy (SOC 2 availability).",
         ["formal_email", "shared_customer", "disclaimer", "buried_ask"], keep=("SOC 2", "Business")),
    case("dave", K, "quick sanity check before I answer an employee who's very annoyed with AP: is commuting mileage "
         "between home and the office reimbursed at the 0.70 rate? she drives 40 miles each way and thinks it should "
         "be.",
         "Own expense rule (commuting mileage), asked by finance about an employee's claim in general terms.",
         ["buried_ask", "numbers", "lowercase", "others_as_context"], keep=("commuting mileage", "0.70")),
]
