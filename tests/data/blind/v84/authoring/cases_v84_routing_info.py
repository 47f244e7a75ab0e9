"""v84 routing cases, knowledge (46): policy questions in shorthand and jargon — acronyms and form codes the
glossaries define (PTO, OOO, EOD, T&E, ITSD, P2, Sev2, PO, P-card, TR-1, TA-100, GRF-2, LPC-1, GW-2, BD1, PBC …),
clipped words ("rcpts", "intl", "mgr", "/mo", "BDs") and jargon no document spells out (DOA, RTS, HCOL, CDW, DPA,
401k without brackets), next to the other company's terms asked of one's own. Written by the v84 author without
knowing how the router decides.
"""

from __future__ import annotations

from routing_case_kit_v84 import case

K = "knowledge"

CASES = [
    case("alice", K, "whats the PTO carry-over rule? is there a use-by date", "PTO carry-over is in the Holidays and "
         "PTO Policy and the FAQ (5 days, use by 31 March): a policy question in glossary shorthand.",
         ["abbreviation", "shorthand_defined", "lowercase"], keep=("PTO", "carry-over", "use-by date")),
    case("bob", K, "T&E claims over EUR 1,000 — who signs besides me?", "The expense policy says claims above EUR 1,000 "
         "need a second approval from Finance: a manager's policy question, not a record.",
         ["abbreviation", "shorthand_defined", "manager_policy", "numbers", "curt"], keep=("T&E", "EUR 1,000")),
    case("carol", K, "RMA for a customer - where do they get one? the GRF-2?", "Globex's FAQ and refund policy: the RMA "
         "comes from the Return Request Form GRF-2. Own-tenant form code and acronym.",
         ["abbreviation", "form_code", "shorthand_defined", "lowercase"], keep=("RMA", "GRF-2")),
    case("dave", K, "BD1 for the YE close is which date exactly?", "BD1 is defined in the finance-only Quarter-End "
         "Close Calendar; dave is in finance, so it is his own audience.",
         ["abbreviation", "shorthand_defined", "restricted_document_in_audience", "curt", "date_period"],
         keep=("BD1", "YE close")),
    case("carol", K, "what's BD10 in the close calendar?", "The close calendar is finance-only and carol is staff: a "
         "restricted document asked from outside its audience is knowledge (the system abstains), not refuse.",
         ["abbreviation", "restricted_document", "lowercase"], keep=("BD10", "close calendar")),
    case("alice", K, "how fast does ITSD pick up a P2 ticket?", "The Acme FAQ gives the ITSD SLA per priority "
         "(P2: 4 business hours).", ["abbreviation", "shorthand_defined", "lowercase"], keep=("ITSD", "P2")),
    case("bob", K, "is a PO needed for a €600 Nordkap order or are they exempt under the framework thing?", "The vendor "
         "notes say Nordkap orders of EUR 500 or less need no PO: a policy question with a supplier name and an amount.",
         ["abbreviation", "shorthand_defined", "numbers", "names"], keep=("PO", "€600", "Nordkap")),
    case("dave", K, "P-card or PO for a $3k HomeVault lab setup?", "Globex FAQ: above USD 2,500 a PO, up to it a P-card. "
         "Clipped amount ($3k) and glossary terms.", ["abbreviation", "shorthand_defined", "numbers", "curt"],
         keep=("P-card", "PO", "$3k", "HomeVault")),
    case("carol", K, "WFH stipend — how much /mo and do i need rcpts?", "Globex FAQ: USD 50 per month, no receipts. "
         "Clipped words (/mo, rcpts).", ["abbreviation", "clipped_word", "shorthand_defined", "lowercase"],
         keep=("WFH", "/mo", "rcpts")),
    case("alice", K, "OOO rule: when do i actually have to set one", "Acme FAQ: an OOO auto-reply when away more than 1 "
         "business day.", ["abbreviation", "shorthand_defined", "lowercase"], keep=("OOO",)),
    case("alice", K, "EOD means what time here? not ET i hope", "Acme's glossary: EOD is 17:00 CET. ET (Globex's zone) "
         "is named only to be ruled out; the question is about Acme.",
         ["abbreviation", "shorthand_defined", "negation", "lowercase"], keep=("EOD", "not ET")),
    case("dave", K, "cool. 401k match %?", "Globex FAQ: 100% of the first 4%. Written '401k' where the document writes "
         "401(k); a topic switch after a stipend answer.",
         ["abbreviation", "shorthand_defined", "topic_switch", "curt"], keep=("401k",),
         hist=("what's the WFH stipend?", "USD 50 per month, paid with the second paycheck of each month.")),
    case("carol", K, "HSA — does globex put any money in?", "The glossary defines HSA but no document says whether "
         "Globex contributes: in-domain, the system abstains. Arguable: out_of_domain (a general benefits question).",
         ["abbreviation", "shorthand_defined", "unanswered_in_domain", "arguable"], keep=("HSA", "globex")),
    case("bob", K, "per diem intl vs domestic? Zurich trip, >8h both days", "Acme expense policy 2025: EUR 70 "
         "international, EUR 55 domestic, for trips over 8 hours.",
         ["clipped_word", "numbers", "names", "curt"], keep=("per diem", "intl", "Zurich", ">8h")),
    case("dave", K, "TA-100 lead time for intl?", "Globex travel policy: 21 days before an international trip.",
         ["form_code", "clipped_word", "shorthand_defined", "curt"], keep=("TA-100", "intl")),
    case("alice", K, "do i need a TR-1 for a day trip to Antwerp?", "Acme travel policy: every business trip needs an "
         "approved TR-1.", ["form_code", "shorthand_defined", "names", "lowercase"], keep=("TR-1", "Antwerp")),
    case("bob", K, "mgr approval limit for POs — what's mine?", "Bob is a manager: the managers-only approval limits are "
         "in his audience. 'What's mine' is his limit as a policy fact, not a record.",
         ["clipped_word", "abbreviation", "manager_policy", "restricted_document_in_audience"], keep=("mgr", "POs")),
    case("alice", K, "what's the line mgr PO limit? mine wants to know if she can sign a 4k one", "Alice is staff: the "
         "approval limits are managers-only, so the system abstains. The manager is context, her records are not asked.",
         ["clipped_word", "abbreviation", "restricted_document", "others_as_context", "numbers"],
         keep=("line mgr", "PO", "4k")),
    case("carol", K, "Sev2 response time from the help desk?", "Globex FAQ: Sev2 within 8 business hours.",
         ["abbreviation", "shorthand_defined", "curt"], keep=("Sev2", "help desk")),
    case("dave", K, "the SOC 2 report — can an Ent customer get it w/o an NDA?", "Cloud services overview: SOC 2 Type II "
         "for Business and Enterprise under NDA. 'Ent' and 'w/o' are clipped.",
         ["abbreviation", "clipped_word", "shorthand_defined"], keep=("SOC 2", "Ent", "NDA")),
    case("alice", K, "DPA + pen test summary for an Enterprise prospect — how does that work?", "Product overview: "
         "Enterprise customers can sign a data processing agreement and get the pen test summary under NDA. The "
         "document never writes 'DPA'.", ["abbreviation", "shorthand_undefined"], keep=("DPA", "pen test", "Enterprise")),
    case("carol", K, "CDW on a rental car in Canada - accept or decline?", "Globex travel policy: decline the collision "
         "damage waiver in the US, accept it outside. The document never writes 'CDW'.",
         ["abbreviation", "shorthand_undefined", "names"], keep=("CDW", "Canada")),
    case("bob", K, "GW-2 vs GW-3 — which code for a courier screwup?", "Refund policy reason codes for goodwill "
         "exceptions: a code question in shorthand.", ["form_code", "shorthand_defined", "chat_slang"],
         keep=("GW-2", "GW-3")),
    case("dave", K, "EXC-LATE credit — how much can a support lead give?", "Globex refund policy: leads up to USD 100 "
         "per order, logged under EXC-LATE.", ["form_code", "shorthand_defined"], keep=("EXC-LATE", "support lead")),
    case("bob", K, "is the VPN mandatory on hotel wifi or only on trains", "Acme IT basics: GlobalProtect is mandatory "
         "on all public Wi-Fi.", ["abbreviation", "shorthand_defined", "lowercase"], keep=("VPN", "hotel wifi")),
    case("carol", K, "whats LPC-1 for", "Globex shipping policy: the signed statement for a package marked delivered "
         "but not received.", ["form_code", "shorthand_defined", "greeting_history", "lowercase"], keep=("LPC-1",),
         hist=("hey there 👋", "Hi Carol! What can I help you with?")),
    case("alice", K, "still need the FIN-7 for a claim from 2024? not the FinanceHub one", "The 2023 policy (valid "
         "through 2024) used the paper form FIN-7: a question about the old version's form.",
         ["form_code", "date_period", "negation", "lowercase"], keep=("FIN-7", "2024", "not the FinanceHub one")),
    case("bob", K, "VR-3S — is that a thing yet for small one-off suppliers?", "The vendor notes list VR-3S as an open "
         "proposal: the document answers 'not yet'.", ["form_code", "shorthand_defined"], keep=("VR-3S",)),
    case("dave", K, "PBC list due date?", "Close calendar (finance-only, dave is finance): due January 25, 2027.",
         ["abbreviation", "shorthand_defined", "restricted_document_in_audience", "curt"], keep=("PBC",)),
    case("carol", K, "ERG?? what is it and how do i join one", "Glossary: employee resource group; how to join is not "
         "in the corpus.", ["abbreviation", "shorthand_defined", "lowercase"], keep=("ERG",)),
    case("alice", K, "saw 'TA-100' in a partner email, is that one of our forms?", "TA-100 is Globex's form; alice asks "
         "whether Acme has it, so the system answers from Acme's corpus (TR-1) or abstains. Arguable: refuse (a term "
         "of the other tenant).", ["form_code", "other_tenant_term", "arguable", "lowercase"], keep=("TA-100",)),
    case("dave", K, "is TravelDesk the same as GlobeTrips or do we have both?", "TravelDesk is Acme's booking portal; "
         "dave asks about his own tools and the system answers with GlobeTrips or abstains. Arguable: refuse (a "
         "comparison with the other tenant).", ["other_tenant_term", "comparison", "arguable"],
         keep=("TravelDesk", "GlobeTrips")),
    case("alice", K, "ok and if it's DOA can i send it back for free?", "The id comes from the history, the question is "
         "the policy (defective items: free return label). DOA is not written in any document.",
         ["abbreviation", "shorthand_undefined", "id_from_history_policy", "lowercase"], keep=("DOA", "for free"),
         hist=("where's 1042?", "Order 1042 (Acme Dock) is shipped with PostNL.")),
    case("carol", K, "so after the 14d window it's only the 1yr warranty? no exceptions at all?", "After a rejected "
         "refund was shown, a question about the window and the warranty: policy, id from the history.",
         ["clipped_word", "id_from_history_policy", "numbers", "negation"], keep=("14d", "1yr", "no exceptions"),
         hist=("status of R-304?", "R-304 was rejected: it was requested 26 days after delivery, outside the 14-day "
               "refund window.")),
    case("bob", K, "quick one — T&E rcpts needed under €20?", "Acme expense policy: no receipt needed for EUR 20 or "
         "less (up to EUR 75 per claim).", ["abbreviation", "clipped_word", "greeting_history", "numbers"],
         keep=("T&E", "rcpts", "€20"), hist=("hi", "Hi Bob! How can I help?")),
    case("dave", K, "and SF? same HCOL list?", "Follows a hotel-cap answer: San Francisco is one of Globex's high-cost "
         "cities. HCOL is not a term the documents use.", ["abbreviation", "shorthand_undefined", "reference_resolved",
         "curt"], keep=("SF", "HCOL"),
         hist=("what's the hotel cap for NYC?", "The lodging cap in New York City is USD 325 per night before taxes.")),
    case("alice", K, "who raises it, me or procurement?", "'It' is the PO from the previous answer; the FAQ says "
         "Procurement raises it after a purchase request.", ["reference_resolved", "lowercase"], keep=("procurement",),
         hist=("what's the PO threshold?", "Any purchase from a supplier above EUR 500 needs a PO before the supplier "
               "is engaged.")),
    case("carol", K, "can i swap mon for wed this wk?", "Globex's WFH days are Monday and Friday: a policy question "
         "with clipped day names.", ["clipped_word", "reference_resolved", "lowercase", "date_period"],
         keep=("mon", "wed", "this wk"), hist=("how many WFH days do we get", "2 WFH days per week: Monday and Friday.")),
    case("dave", K, "why 289.15 and not 349 tho — is the 15% restocking thing standard?", "The refund was already shown; "
         "the question is whether the 15% fee is policy. Arguable: live_tool (why an own refund is less).",
         ["numbers", "long_history", "id_from_history_policy", "arguable", "chat_slang"],
         keep=("289.15", "349", "15%"),
         hist=("hey", "Hi Dave, what can I do for you?", "my R-303 — processed yet?", "R-303 (USD 289.15) is "
               "processing.")),
    case("bob", K, "ok so what are my options then, RTS or RMA?", "After 'it can no longer be cancelled' for his own "
         "shipped order: refusing delivery or returning within 30 days is policy. RTS is undefined shorthand.",
         ["abbreviation", "shorthand_undefined", "id_from_history_policy"], keep=("RTS", "RMA"),
         hist=("can you cancel 1044?", "1044 is shipped, so it can no longer be cancelled.")),
    case("alice", K, "and then how many BDs till it shows on the card?", "Follows the refund time: the bank takes 3 to 5 "
         "business days. 'BDs' is clipped.", ["clipped_word", "reference_resolved", "lowercase"], keep=("BDs", "card"),
         hist=("how long does a refund take", "Refunds are processed within 14 days of the returns centre receiving "
               "the parcel.")),
    case("dave", K, "do I need itemized rcpts for all lodging or only ≥ $75?", "After a claim returned for a missing "
         "receipt: the receipt rule is policy (all lodging).", ["clipped_word", "id_from_history_policy", "numbers"],
         keep=("rcpts", "lodging", "$75"),
         hist=("EXP-3105 status?", "EXP-3105 was returned by the approver: the itemized hotel receipt is missing.")),
    case("carol", K, "and the sec hotline # for a lost laptop?", "After the help desk extension: Globex IT basics give "
         "the Security Hotline number.", ["clipped_word", "reference_resolved", "lowercase"],
         keep=("sec hotline", "lost laptop"),
         hist=("what's x2000?", "x2000 is the Globex IT Help Desk phone extension.")),
    case("bob", K, "neither — I meant PM as in afternoon: is the EOD cutoff 17:00?", "The clarify question is answered; "
         "the acronym turns out not to be the ambiguous one. Acme's EOD is 17:00 CET.",
         ["abbreviation", "shorthand_defined", "follow_up", "numbers"], keep=("PM", "EOD", "17:00"),
         hist=("Who is the PM?", "Do you mean a project manager or a product manager, and for which team?")),
    case("alice", K, "ok and the receipt threshold back then?", "The 2023 policy (v1.0) from the history: receipts over "
         "EUR 25.", ["long_history", "reference_resolved", "date_period", "lowercase"], keep=("receipt", "back then"),
         hist=("whats the mileage rate", "EUR 0.35 per km under the Expense Reimbursement Policy 2025.",
               "and in 2023?", "Under the 2023 policy (v1.0) it was EUR 0.30 per km.")),
    case("dave", K, "and the accrual threshold for unbilled stuff?", "Close calendar thresholds (finance, dave's own "
         "audience): accrue unbilled expenses of USD 10,000 or more.",
         ["restricted_document_in_audience", "reference_resolved", "jargon"], keep=("accrual", "unbilled"),
         hist=("I'm in finance, what's the JE threshold for controller sign-off?", "Journal entries above USD 250,000 "
               "need Controller approval before posting.")),
]
