"""Blind routing set v32 — knowledge cases (46), written in the author's own words.

Theme: very short messages (one to six words) whose meaning the words alone barely fix; here the ones that ask
the policy: fragments, abbreviations, a bare policy noun, an own id carried into a policy question, and follow-ups
whose history makes them a policy question.
"""

from __future__ import annotations

from routing_case_kit_v32 import case

CASES = [
    # --- no history: policy fragments -------------------------------------------------------------------------
    case("alice", "knowledge", "refund window?", "A bare policy noun with a question mark: the Refund Policy's window.",
         ["curt", "lowercase", "fragment"], ("refund window",)),
    case("carol", "knowledge", "return window for HomeVault", "A product named, no own object: the 14-day window.",
         ["fragment", "names"], ("return window", "HomeVault")),
    case("bob", "knowledge", "PTO carryover", "Two words, an abbreviation: the PTO carry-over rule.",
         ["fragment", "abbreviation"], ("PTO", "carryover")),
    case("dave", "knowledge", "401k match?", "A benefit asked in two words; the Globex FAQ answers it.",
         ["curt", "abbreviation", "numbers", "lowercase"], ("401k",)),
    case("alice", "knowledge", "WFH days/week?", "An abbreviation and a unit, nothing else: the WFH rule.",
         ["curt", "abbreviation"], ("WFH",)),
    case("carol", "knowledge", "hotel cap NYC", "A fragment naming a city: the lodging cap in high-cost cities.",
         ["fragment", "names", "abbreviation"], ("hotel cap", "NYC")),
    case("dave", "knowledge", "per diem tokyo?", "A fragment with a city: the international per diem.",
         ["fragment", "lowercase", "names"], ("per diem", "tokyo")),
    case("alice", "knowledge", "express shipping how much", "A fragment asking a price in the Shipping policy.",
         ["fragment", "lowercase"], ("express",)),
    case("bob", "knowledge", "restocking fee??", "A bare fee name with doubled question marks; it names which fee, so "
         "it is the Refund Policy's 10%, not a clarify.", ["curt", "lowercase", "bare_term"], ("restocking fee",)),
    case("carol", "knowledge", "store credit bonus?", "Whether and how much store credit adds: the Refund Policy.",
         ["curt", "lowercase", "store_credit"], ("store credit",)),
    case("dave", "knowledge", "overnight late → money back?", "A general question about the overnight guarantee; "
         "dave has no overnight order, so nothing of his to look up.", ["fragment", "lowercase", "late_delivery"],
         ("overnight", "late")),
    case("alice", "knowledge", "gift cards refundable?", "Two words: the exceptions list of the Refund Policy.",
         ["curt", "lowercase", "gift_card"], ("gift cards",)),
    case("bob", "knowledge", "my approval limit?", "A manager asking his own limit: the managers-only document, in his "
         "audience.", ["curt", "lowercase", "manager_policy", "restricted_document_in_audience"], ("approval limit",)),
    case("carol", "knowledge", "manager approval limits pls", "A staff member asking the managers-only handbook: "
         "knowledge (the system abstains), not refuse.", ["lowercase", "restricted_document", "abbreviation"],
         ("manager approval limits",)),
    case("alice", "knowledge", "receipt needed under 20 euros?", "A threshold with its amount: the receipts rule.",
         ["lowercase", "numbers"], ("20 euros", "receipt")),
    case("dave", "knowledge", "Q4 close dates", "Finance asking the finance-only close calendar: in his audience.",
         ["fragment", "restricted_document_in_audience", "abbreviation"], ("Q4", "close")),
    case("carol", "knowledge", "help desk SLA sev2", "An abbreviation pair that fixes the term: Sev2's response time.",
         ["fragment", "abbreviation", "lowercase"], ("SLA", "sev2")),
    case("alice", "knowledge", "lost my laptop. now what", "An own situation told in four words round a policy "
         "question: the lost-laptop procedure.", ["lowercase", "own_situation", "curt"], ("lost", "laptop")),
    case("bob", "knowledge", "vpn timeout?", "Two words: the VPN session length.", ["curt", "lowercase", "abbreviation"],
         ("vpn",)),
    case("carol", "knowledge", "min passphrase length", "A fragment: the passphrase rule.", ["fragment", "lowercase"],
         ("passphrase",)),
    case("dave", "knowledge", "mileage rate 2026", "A rate and a year: the mileage rate in force.",
         ["fragment", "numbers", "lowercase"], ("mileage", "2026")),
    case("alice", "knowledge", "how long to cancel an order", "A general cancellation window, no order named.",
         ["lowercase", "cancel_policy"], ("cancel",)),
    case("bob", "knowledge", "what's not refundable", "A negation that is the question itself: the exceptions list.",
         ["lowercase", "negation"], ("not refundable",)),
    case("carol", "knowledge", "no refund after 14 days, ever?", "A general question about the window (carol's R-304 "
         "was rejected for it, but she names nothing of hers).", ["lowercase", "negation", "numbers"],
         ("14 days", "no refund")),
    case("dave", "knowledge", "sick days?", "Two words: sick time.", ["curt", "lowercase"], ("sick",)),
    case("alice", "knowledge", "TR-1 lead time intl", "A form and an abbreviation: 14 days for international travel.",
         ["fragment", "abbreviation"], ("TR-1", "intl")),
    case("bob", "knowledge", "1044 late — express fee back?", "An own parcel's situation told round a policy "
         "question (v21: knowledge); he asks whether, not asks for it.", ["id_in_policy_question", "own_situation",
         "late_delivery"], ("1044", "express fee")),
    case("dave", "knowledge", "2044 opened - 15% normal?", "An own id carried into a question about the restocking "
         "fee's rule, worded in general terms.", ["id_in_policy_question", "numbers", "restocking_fee"],
         ("2044", "15%", "opened")),
    case("carol", "knowledge", "pto cap 240h?", "A number with its unit: the balance cap.",
         ["curt", "lowercase", "numbers", "abbreviation"], ("240h",)),
    case("bob", "knowledge", "goodwill max per order", "A manager asking the customer goodwill limit.",
         ["fragment", "lowercase", "goodwill"], ("goodwill",)),
    # --- with history: the history makes the fragment a policy question ---------------------------------------
    case("carol", "knowledge", "and for software?", "Follows the refund window answer: software with a revealed key.",
         ["reference_resolved", "follow_up", "lowercase"], ("software",),
         ("what's the refund window?", "Globex refunds are possible within 14 days of delivery (Refund Policy 2.2).")),
    case("bob", "knowledge", "and in 2024?", "Follows the hotel cap answer: the 2023 version (EUR 150) was in force "
         "in 2024.", ["reference_resolved", "numbers", "date_period"], ("2024",),
         ("hotel cap per night?", "Under the Expense Reimbursement Policy 2025: EUR 180, or EUR 240 in London, Paris, "
          "Zurich and New York.")),
    case("alice", "knowledge", "standard = how many days?", "After an own order's status, a general question about "
         "standard shipping times.", ["reference_resolved", "topic_switch", "lowercase"], ("standard",),
         ("where's my order 1042?", "Order 1042 (Acme Dock) shipped on 2026-11-03 with PostNL, standard shipping; "
          "tracking 3SACM1042NL.")),
    case("dave", "knowledge", "why 15%?", "After his refund was shown: the restocking fee's rule (id from the history; "
         "v21's decision).", ["id_from_history_policy", "numbers", "curt"], ("15%",),
         ("status of R-303?", "R-303 is processing: USD 289.15 (USD 349.00 minus a 15% restocking fee and the USD 7.50 "
          "label).")),
    case("carol", "knowledge", "refund how fast?", "A policy question while her cancellation waits for confirmation.",
         ["pending_action_context", "lowercase", "curt"], ("refund",),
         ("cancel 2043 please", "I can cancel order 2043 (HomeVault Drive 4 TB, USD 119.00). Confirm to go ahead.")),
    case("alice", "knowledge", "carryover?", "One word after a greeting; at acme it is the PTO carry-over rule, no "
         "other carry-over exists; arguable (clarify: a bare term, as v22 decided for \"MFA\").",
         ["arguable", "greeting_history", "bare_term", "lowercase"], ("carryover",),
         ("hi", "Hello alice! How can I help?")),
    case("bob", "knowledge", "express late = fee back?", "After his orders were listed, a general question about "
         "late express parcels; arguable (live_tool: was 1044 late?).",
         ["arguable", "reference_resolved", "late_delivery", "lowercase"], ("express", "late"),
         ("my orders?", "You have 1041 (delivered), 1044 (shipped, express, DHL) and 1046 (received, cancellable).",
          "thx", "You're welcome!")),
    case("dave", "knowledge", "receipts too?", "Follows the lodging caps: which receipts are required.",
         ["reference_resolved", "follow_up", "curt"], ("receipts",),
         ("expense limits for hotels?", "Lodging is capped at USD 225 per night, USD 325 in NYC, San Francisco, "
          "Boston, London and Tokyo.")),
    case("carol", "knowledge", "carry over max?", "Follows a PTO answer: the carry-over limit.",
         ["reference_resolved", "lowercase"], ("carry over",),
         ("what's my PTO balance?", "I can't look up PTO balances. The Holidays and PTO Policy explains accrual: "
          "20 days (160 hours) per year.")),
    case("alice", "knowledge", "same at home?", "Follows the VPN session answer: whether the VPN is needed from home.",
         ["reference_resolved", "same_as_before", "lowercase"], ("home",),
         ("does the VPN disconnect?", "GlobalProtect sessions last 12 hours; then you sign in again.")),
    case("bob", "knowledge", "and travel?", "Third follow-up in a manager's thread on approval limits: travel "
         "approvals, in his audience.", ["reference_resolved", "long_history", "manager_policy"], ("travel",),
         ("what's the PO threshold?", "Any purchase from a supplier above EUR 500 needs a PO.", "who approves?",
          "Purchase requests are approved according to the Manager Approval Limits.", "mine?",
          "As a manager you can read Manager Approval Limits; it lists the amounts you may approve.")),
    case("dave", "knowledge", "lost after how many days?", "After his order's status, the lost-package rule (id from "
         "the history, a general question).", ["id_from_history_policy", "lowercase", "numbers"], ("lost",),
         ("2041 where?", "Order 2041 (2 x Globex Key) is in transit with USPS, tracking 9400GBX2041.")),
    case("carol", "knowledge", "warranty then?", "After a rejected refund was explained: the one-year warranty rule.",
         ["id_from_history_policy", "curt", "warranty"], ("warranty",),
         ("R-304??", "R-304 (USD 238.00 for order 2040) was rejected: requested 26 days after delivery, outside the "
          "14-day refund window.")),
    case("alice", "knowledge", "lost phone", "Answers the assistant's question (set up MFA or lost the MFA device): "
         "what to do without the device; arguable (action: report the phone lost).",
         ["arguable", "reference_resolved", "long_history", "bare_term", "lowercase"], ("lost phone",),
         ("hey", "Hi! What can I do for you?", "mfa",
          "Could you say a bit more? Do you want to set up MFA, or did you lose your MFA device?")),
    case("dave", "knowledge", "wait — resubmit deadline?", "A policy question (45 days) while the withdrawal of "
         "his claim waits for confirmation.", ["pending_action_context", "lowercase"], ("resubmit", "deadline"),
         ("withdraw EXP-3103", "I can withdraw EXP-3103 (USD 2,930.00, submitted). Confirm to go ahead.")),
    case("bob", "knowledge", "gift cards refundable?", "After his gift-card order's status: the exceptions rule (id "
         "from the history, general wording).", ["id_from_history_policy", "gift_card", "curt"], ("gift cards",),
         ("status 1046?", "Order 1046 (Acme gift card EUR 50) is received and can still be cancelled.")),
]
