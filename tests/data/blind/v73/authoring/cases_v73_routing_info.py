"""Blind routing set v73, knowledge cases (46): the documents quoted back.

Users cite a section, a figure or a sentence of their own tenant's policies — rightly, wrongly (a superseded version,
the other company's figure, a colleague's hearsay) — ask what a clause means, ask which of two documents wins, or argue
with it. All of these ask the corpus, so they are knowledge; an own id in a question worded about the policy, or taken
from the history, stays knowledge. Written from DESIGN.md's route definitions and the sample corpus only.
"""

from __future__ import annotations

from routing_case_kit_v73 import case

K = "knowledge"

CASES = [
    # --- no history (30) ---
    case("alice", K, "The refund policy says 'within 30 days of delivery' — is that calendar days or business days?",
         "A clause quoted correctly and its meaning asked: the refund policy.", ["quoted_policy", "clause_meaning", "numbers"],
         ("30 days",)),
    case("bob", K, "section 'Shipping fees' in the refund policy: 'the express fee is refunded in full, even if the customer "
         "keeps the item'. does that also apply if only one of two items was late?",
         "A sentence of the refund policy quoted and its scope asked; no own order is named.",
         ["quoted_policy", "clause_meaning", "lowercase"], ("express fee",)),
    case("carol", K, "Our refund policy says restocking is 15% on opened electronics. Does a Globex Key count as electronics?",
         "Own policy figure quoted, a definition asked.", ["quoted_policy", "clause_meaning", "numbers"], ("15%", "Globex Key")),
    case("dave", K, "the expense policy literally says 'Claims filed after 45 days are treated as taxable income'. what does "
         "that mean for me in practice, do I pay tax on it?",
         "A clause quoted and its consequence asked: knowledge (the corpus explains the accountable-plan rule only partly).",
         ["quoted_policy", "clause_meaning", "lowercase"], ("45 days",)),
    case("alice", K, "My colleague says the expense policy caps hotels at EUR 150 a night. I'm booking Rotterdam next week, "
         "is that still right?",
         "A colleague's hearsay quotes the superseded 2023 figure; the current cap is asked: knowledge (EUR 180).",
         ["misquote", "superseded_version", "others_as_context", "numbers"], ("EUR 150", "Rotterdam")),
    case("bob", K, "FIN-7 form — the policy says to send it to expenses@acme.example within 60 days. still how it works?",
         "Quotes the superseded 2023 procedure; the current one (FinanceHub, 30 days) is asked.",
         ["misquote", "superseded_version", "curt", "abbreviation"], ("FIN-7", "60 days")),
    case("carol", K, "I don't get why the policy says store credit gets a 10% bonus but the refund to my card takes 5 business "
         "days. Why would anyone pick the card??",
         "Arguing with the refund policy's options; the answer is in the policy.",
         ["arguing_with_policy", "quoted_policy", "numbers", "negation"], ("10%", "5 business days")),
    case("dave", K, "Close calendar says 'BD1 for the year-end close is January 4, 2027'. What's due on BD2 and who owns it?",
         "Finance quoting its own finance-only calendar: a legitimate audience, knowledge.",
         ["quoted_policy", "restricted_document_in_audience", "abbreviation", "date_period"],
         ("BD1", "BD2", "January 4, 2027")),
    case("carol", K, "someone pasted a line from the quarter-end close calendar in slack: 'December 18, 2026: employees must "
         "submit all 2026 expenses'. is that a real deadline for me?",
         "A line of the finance-only calendar quoted by a staff user: restricted documents asked from outside their "
         "audience are knowledge (the system abstains), not refuse.",
         ["quoted_policy", "restricted_document", "pasted_text", "lowercase", "date_period"], ("December 18, 2026",)),
    case("alice", K, "I heard the manager approval limits doc says a line manager can approve POs up to EUR 5,000. is that "
         "right? my manager says he can't sign mine",
         "Hearsay quote of the managers-only document by a staff user: knowledge, the system abstains.",
         ["quoted_policy", "restricted_document", "hearsay", "abbreviation", "negation"], ("EUR 5,000", "can't")),
    case("bob", K, "Manager Approval Limits, travel section: 'Line managers approve travel requests (TR-1) up to an estimated "
         "total cost of EUR 2,500.' Does that include the hotel or just the tickets?",
         "A manager quoting his own managers-only document: knowledge in his audience.",
         ["quoted_policy", "restricted_document_in_audience", "manager_policy", "clause_meaning"], ("TR-1", "EUR 2,500")),
    case("alice", K, "the refund policy says customers only have 14 days, right? a customer is asking about day 20",
         "Misquotes acme's window with globex's figure; acme's own policy (30 days) answers.",
         ["misquote", "numbers", "lowercase"], ("14 days", "day 20")),
    case("dave", K, "Travel policy: 'Flights of 5 hours or more: premium economy.' Is that 5 hours door to door or the flight "
         "itself? mine to Tokyo has a layover",
         "A clause quoted and its measure asked (the longest nonstop segment).",
         ["quoted_policy", "clause_meaning", "own_situation", "numbers"], ("5 hours", "Tokyo")),
    case("carol", K, "The FAQ says 'there is no use-by date for carried-over hours' but the PTO policy says hours above 80 are "
         "forfeited. Which one wins?",
         "Two own documents quoted against each other: knowledge (the FAQ says the policy wins).",
         ["conflicting_documents", "quoted_policy", "numbers"], ("80",)),
    case("alice", K, "Employee FAQ says WFH up to 3 days but also 'Tuesday is the team day'. so is it 3 of the other 4 days "
         "or can tuesday be one?", "Two sentences of the FAQ quoted and reconciled.",
         ["quoted_policy", "clause_meaning", "numbers"], ("3 days", "Tuesday")),
    case("dave", K, "Per the refund policy, 'Annual plans canceled within 14 days of purchase are refunded in full'. A customer "
         "is on day 14 exactly — in or out?", "A boundary of a quoted clause asked.",
         ["quoted_policy", "clause_meaning", "numbers"], ("14 days", "day 14")),
    case("alice", K, "quick one: 'Days above the 5-day limit are forfeited on 1 January' — does that mean I lose them at "
         "midnight NYE or at the end of jan 1?", "The PTO clause quoted, its timing asked.",
         ["quoted_policy", "clause_meaning", "lowercase", "date_period", "abbreviation"], ("5-day", "1 January")),
    case("dave", K, "The handbook says 'You may not approve your own expenses or the expenses of anyone you paid for.' I paid "
         "for a client dinner for my team — who approves it then?",
         "A staff+finance user quotes the managers-only handbook: restricted document outside its audience, knowledge "
         "(the system abstains); the expense policy also covers client dinners.",
         ["quoted_policy", "restricted_document", "own_situation"], ("client dinner",)),
    case("alice", K, "R-77 is for a lost parcel. the shipping policy says 'replacement or refund within 10 business days' — "
         "does the 10 start when I reported it or when the carrier confirmed?",
         "An own refund id as context of a question about the clause's start date: knowledge. Arguable: live_tool "
         "(the refund's own dates would answer part of it).",
         ["id_in_policy_question", "quoted_policy", "clause_meaning", "arguable", "numbers"], ("R-77", "10 business days")),
    case("carol", K, "R-304 was rejected for 'requested 26 days after delivery' but my HomeVault was defective. Doesn't the "
         "warranty clause mean I still get something?",
         "She already has the rejection reason and asks what the warranty clause gives: knowledge. Arguable: live_tool "
         "(\"why was it rejected\" about an own refund).",
         ["id_in_policy_question", "arguing_with_policy", "arguable", "negation"], ("R-304", "26 days", "warranty")),
    case("dave", K, "For 2044 I paid the 15% restocking fee. Where does the policy say it applies even if I never used the "
         "HomeVault?", "Own order as context; where the policy says so is asked: knowledge.",
         ["id_in_policy_question", "arguing_with_policy", "negation", "numbers"], ("2044", "15%", "never")),
    case("bob", K, "My friend at Globex says their policy gives customers 10% extra as store credit. We don't do that at all, "
         "right?", "The other company's figure as hearsay beside an own policy question: knowledge.",
         ["other_tenant_mentioned", "hearsay", "negation", "numbers"], ("10%", "don't")),
    case("carol", K, "a customer forwarded me Acme's refund page quoting 'within 30 days of delivery' and says we should match "
         "it. Our window is 14 days and that's final?",
         "The other company's text brought by the user; only the own window is asked: knowledge.",
         ["other_tenant_mentioned", "forwarded", "quoted_policy", "lowercase", "numbers"], ("30 days", "14 days")),
    case("alice", K, "Dear HR assistant,\n\nSection 'Other leave' of the Holidays and PTO Policy grants 'Moving house: 1 day "
         "per move, once per calendar year.' I am moving twice this year (temporary flat, then the final one). Could you "
         "confirm whether the second move qualifies?\n\nKind regards,\nAlice",
         "A formal mail quoting a section; the clause's meaning for her case.",
         ["formal_email", "quoted_policy", "clause_meaning", "own_situation", "names"], ("Moving house", "1 day")),
    case("dave", K, "whats 'accountable-plan rules' in the expnse policy mean? it says claims after 45 days fall under them",
         "A term quoted from the own policy, with typos.", ["typo", "clause_meaning", "quoted_policy", "lowercase"],
         ("accountable-plan", "45 days")),
    case("bob", K, "the 2023 policy had 'EUR 25 or less can be claimed without a receipt' — did the 2025 one lower that?",
         "Old and current versions of the own policy compared: knowledge (both are acme's).",
         ["superseded_version", "quoted_policy", "lowercase", "numbers"], ("EUR 25", "2025")),
    case("carol", K, "Shipping policy says packages 'marked delivered but not received require a signed statement on form "
         "LPC-1'. What is on that form / where do I get it?",
         "A form named in the policy; the corpus says little more, so the system abstains.",
         ["quoted_policy", "unanswered_in_domain", "abbreviation"], ("LPC-1",)),
    case("alice", K, "the IT doc says the ITSD 'will never ask for it' (the password) 🤔 so the guy who called me yesterday "
         "asking for it was fake?", "An own situation told round a quoted security rule: knowledge.",
         ["quoted_policy", "own_situation", "emoji", "abbreviation", "lowercase"], ("ITSD", "yesterday")),
    case("bob", K, "'Claims above EUR 1,000 also need a check by the Finance team, whoever the approver is.' so even the "
         "department head's approval isn't enough on its own?",
         "A manager quoting the managers-only limits: knowledge in his audience.",
         ["quoted_policy", "restricted_document_in_audience", "manager_policy", "negation"], ("EUR 1,000",)),
    case("alice", K, "I've read the refund policy three times and it STILL doesn't say what happens if the customer lost the "
         "RMA number. does it?", "Frustrated, but a real question about the policy: knowledge (abstain if silent).",
         ["frustrated", "unanswered_in_domain", "negation", "abbreviation"], ("RMA",)),
    # --- with history (16) ---
    case("alice", K, "'excluding breakfast' — so if breakfast is in the room rate, I pay it myself?",
         "Quotes the assistant's previous answer back; the hotel clause resolves from the history.",
         ["quoted_answer", "reference_resolved", "follow_up", "clause_meaning", "lowercase"], ("excluding breakfast",),
         ("what's the hotel cap in London?",
          "Under the Expense Reimbursement Policy 2025 the cap in London is EUR 240 per night, including taxes and "
          "excluding breakfast.")),
    case("bob", K, "the express policy thing — if it's late do I have to ask for the 12.90 back or is it automatic?",
         "The own order comes from the history, the question is about the policy: knowledge.",
         ["id_from_history_policy", "quoted_policy", "lowercase", "numbers"], ("12.90",),
         ("where's my order 1044?",
          "Order 1044 (Acme Cam, express) was shipped on 26 November with DHL; it has not been delivered yet.")),
    case("carol", K, "the policy says refunds are processed within 5 business days — 5 from when, exactly?",
         "Own refund in the history; the clause's start point is asked: knowledge.",
         ["id_from_history_policy", "quoted_policy", "clause_meaning", "lowercase"], ("5 business days",),
         ("status of R-302?", "R-302 (USD 29.99, overnight delivery guarantee missed) is processing.")),
    case("dave", K, "and if the conference gives us lunch, the policy says 'deducted at USD 20' — from the 71.25 too?",
         "Follow-up quoting the meal deduction against the first/last-day rate.",
         ["quoted_policy", "follow_up", "reference_resolved", "numbers"], ("USD 20", "71.25"),
         ("What's the per diem for Tokyo?",
          "International travel: USD 95 per day; on the first and last day 75% (USD 71.25).")),
    case("alice", K, "'revealed' meaning what — the customer just looked at the key in the portal?",
         "A word of the quoted exception asked after a greeting and an answer.",
         ["quoted_answer", "clause_meaning", "greeting_history", "long_history"], ("revealed",),
         ("hi", "Hi Alice! How can I help?", "what does the refund policy say about opened software?",
          "Boxed software whose seal is broken, and downloadable software whose licence key has been revealed or "
          "activated, is not refundable.")),
    case("bob", K, "'up to 500' — what happens at user 501, forced onto Enterprise?",
         "A figure of the product overview quoted back; knowledge.", ["quoted_answer", "follow_up", "numbers", "curt"],
         ("500", "501"),
         ("I'm moving my whole team to Acme Workspace Business",
          "Business is EUR 15 per user per month, up to 500 users, with first response within 4 business hours.")),
    case("carol", K, "before I confirm — policy says 'refunded to the original payment method within 3 business days', is "
         "that business days ET?",
         "A policy question while an own cancellation waits for confirmation: knowledge.",
         ["pending_action_context", "quoted_policy", "abbreviation"], ("3 business days",),
         ("cancel 2043 please",
          "I can cancel order 2043 (HomeVault Drive 4 TB, confirmed). Shall I go ahead? Please confirm.")),
    case("dave", K, "it says 'for 2025' — so in 2026 it's a different number?",
         "A phrase of the previous answer quoted; whether the rate changes is a policy question.",
         ["quoted_answer", "follow_up", "date_period", "curt"], ("2025", "2026"),
         ("What's the mileage rate?", "USD 0.70 per mile, the IRS standard mileage rate for 2025.")),
    case("alice", K, "my train is 3h20 but with the delay last time it was 4h40. does 'scheduled' mean the timetable even if "
         "it's always late?", "The word 'scheduled' of the rail rule, with her own trip.",
         ["clause_meaning", "own_situation", "follow_up", "numbers"], ("scheduled", "3h20", "4h40"),
         ("can I take the train to Paris or fly?",
          "The train is required when the scheduled rail journey is 4 hours or less, e.g. Amsterdam–Paris.")),
    case("bob", K, "yes: the refund policy says 'within 14 days of the returns centre receiving the parcel' — and then "
         "another 3 to 5 business days at the bank on top?",
         "Topic moves from an own refund to the processing clause: knowledge.",
         ["id_from_history_policy", "quoted_policy", "long_history", "numbers"], ("14 days", "3 to 5 business days"),
         ("status of R-79?", "R-79 (EUR 99, Acme Cam returned, Acme Dock kept) is processing.", "ok",
          "Anything else?")),
    case("carol", K, "it says 'covers internet and home office supplies' — can I put a standing desk on it, or is that "
         "equipment the expense policy excludes?", "The stipend sentence quoted, two documents to reconcile.",
         ["quoted_answer", "conflicting_documents", "follow_up"], ("standing desk",),
         ("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck of each month; no receipts are "
          "needed.")),
    case("dave", K, "the policy says receipts are needed 'for all lodging regardless of amount' — does a booking confirmation "
         "email count as itemized?",
         "After his returned claim was shown, a question about the receipt clause: knowledge.",
         ["id_from_history_policy", "quoted_policy", "long_history", "greeting_history"], ("regardless of amount",),
         ("hey", "Hi Dave, what can I do for you?", "is EXP-3105 back with me?",
          "EXP-3105 (USD 410, Hotel Chicago 2 nights) was returned by the approver: itemized hotel receipt missing.",
          "ugh ok", "You can add the receipt and resubmit in ExpenseLink.")),
    case("alice", K, "a customer says 'Globex charges 15% on everything opened, you're lenient'. is ours really only when "
         "packaging's missing, even for opened hardware?",
         "The other company's rule quoted by a customer; only the own rule is asked: knowledge.",
         ["other_tenant_mentioned", "hearsay", "follow_up", "numbers"], ("15%", "packaging"),
         ("what's our restocking fee?", "10% of the item price, and only when the original packaging is missing.")),
    case("bob", K, "and for my team: the approval limits say I may not approve 'claims of a direct family member' — my "
         "cousin just joined, does that count?", "A manager's question on a clause of his own document: knowledge.",
         ["manager_policy", "restricted_document_in_audience", "topic_switch", "clause_meaning"],
         ("direct family member", "cousin"),
         ("what's the per-diem abroad?", "EUR 70 per day for international travel.")),
    case("carol", K, "unrelated: the FAQ says '401(k) match … vested immediately'. does immediately mean from day one of "
         "employment?", "Topic switch away from an own order to a quoted FAQ line.",
         ["topic_switch", "quoted_policy", "clause_meaning", "abbreviation"], ("401(k)", "vested immediately"),
         ("where's my order 2042?", "Order 2042 (Globex Key, overnight, UPS) is in transit.")),
    case("dave", K, "21? I was told 'Book at least 14 days in advance' is the rule",
         "Argues with the answer using another sentence of the travel policy (booking, not the TA-100): knowledge.",
         ["misquote", "arguing_with_policy", "follow_up", "curt", "numbers"], ("21", "14 days"),
         ("how far ahead for a TA-100 to London?",
          "International trips need the TA-100 at least 21 days before departure, plus a check by Global Security.")),
]
