"""v86 routing cases, knowledge (46): the company's own policies, asked in general terms or next to the world outside.

Theme: the border between the company's documents and everything outside them. A question the tenant's documents
answer for the company is knowledge even when it is worded in general terms ("how long should a password be?",
"how long does a refund take once the shop has the parcel?") or sits beside the law, a bank, a carrier, a tax office
or travel advice that the user brings only as context. Restricted documents asked from outside their audience are
knowledge too (the system abstains). Written from DESIGN.md's route definitions and the sample corpus only.
"""

from __future__ import annotations

from routing_case_kit_v86 import case

K = "knowledge"

CASES = (
    # --- general phrasing of an own policy -------------------------------------------------------------------------
    case("alice", K, "how long does a refund normally take once the shop gets the parcel back?",
         "Worded in general terms, but Acme's refund policy answers it (14 days after the returns centre receives it).",
         ["general_phrasing", "refund_timing", "lowercase"], keep=("refund", "parcel")),
    case("carol", K, "Is there a restocking fee if you open electronics before returning them?",
         "A consumer-rights sounding question with no 'we', answered by Globex's refund policy (15% on opened "
         "electronics).", ["general_phrasing", "consumer_rights_near", "restocking_fee"],
         keep=("restocking fee", "open electronics")),
    case("bob", K, "is the 2-year warranty a legal thing or something we give on top? customer's Acme Dock died "
         "after 14 months",
         "Acme's refund policy and product overview name the two-year statutory warranty and what it gives (repair "
         "or replacement). Arguable: out_of_domain, the legal half is EU consumer law.",
         ["arguable", "law_near", "warranty", "numbers", "lowercase"], keep=("Acme Dock", "14 months", "2-year")),
    case("dave", K, "Mileage — is what we pay the IRS rate or our own number?",
         "Globex's expense policy says its USD 0.70 per mile is the IRS standard rate for 2025: the own policy "
         "answers it; the IRS is named as the policy names it.", ["tax_near", "mileage", "general_phrasing"],
         keep=("IRS", "Mileage")),
    case("alice", K, "Is the EUR 300 WFH stipend taxed? Asking before I buy a desk",
         "A question about Acme's own stipend; the corpus does not say whether it is taxed, so the system abstains. "
         "Arguable: out_of_domain (Dutch tax law).",
         ["arguable", "tax_near", "unanswered_in_domain", "numbers"], keep=("EUR 300", "WFH", "taxed")),
    case("carol", K, "after a refund is released how long until it actually shows on a credit card?",
         "Globex's refund policy says the card issuer may take up to 10 business days. Arguable: out_of_domain (a "
         "card issuer's timing, not Globex's).",
         ["arguable", "banking_near", "refund_timing", "lowercase"], keep=("credit card", "refund")),
    case("dave", K, "Do I need to verify a supplier's new bank details before changing them, and how?",
         "Globex's IT security basics: bank-detail changes are verified by phone with a known contact.",
         ["banking_near", "supplier", "social_engineering"], keep=("bank details", "supplier")),
    case("alice", K, "which carrier does the shop use for parcels to Belgium?",
         "Acme's shipping policy names the carrier (PostNL for the Netherlands and Belgium).",
         ["carrier_near", "general_phrasing", "lowercase"], keep=("Belgium", "carrier")),
    case("carol", K, "does standrad shipping go by USPS or UPS?",
         "Globex's shipping policy answers it (USPS or UPS Ground); a typo in 'standard'.",
         ["carrier_near", "typo", "lowercase"], keep=("USPS", "UPS")),
    case("bob", K, "traveling to New York for 3 nights next month — what's the hotel limit there?",
         "Acme's expense policy: EUR 240 per night in the high-cost cities, New York among them.",
         ["travel", "numbers", "date_period"], keep=("New York", "3 nights", "hotel limit")),
    case("dave", K, "Japan trip in 3 weeks. Is there a security check or anything for international travel, and how "
         "early does the form need to go in?",
         "Globex's travel policy: TA-100 at least 21 days ahead and a Global Security check. Travel advice about "
         "Japan itself would be out of domain; this asks the company's rules.",
         ["travel_advice_near", "numbers", "date_period", "multi_intent_same_route"],
         keep=("Japan", "3 weeks", "security check")),
    case("alice", K, "do i need to buy my own travel insurance for a work trip to Morocco?",
         "Acme's travel policy: corporate travel insurance covers business travel; personal insurance is not "
         "reimbursed. Morocco is context.", ["travel_advice_near", "insurance", "lowercase"],
         keep=("Morocco", "travel insurance")),
    case("carol", K, "how long does a password have to be these days?",
         "Globex's IT security basics answer it (a passphrase of at least 16 characters). Arguable: out_of_domain "
         "(general password advice).", ["arguable", "technology_near", "general_phrasing", "password", "lowercase"],
         keep=("password",)),
    case("bob", K, "hotel wifi — do I really need the VPN just for email and FinanceHub?",
         "Acme's IT security basics: the VPN is mandatory on public Wi-Fi for internal systems like FinanceHub.",
         ["technology_near", "vpn", "abbreviation"], keep=("hotel wifi", "VPN", "FinanceHub")),
    case("dave", K, "can I paste a customer's payment data into ChatGPT to summarize it?",
         "Globex's data classification: Restricted data never goes into unapproved AI tools. A technology question "
         "about the company's rule.", ["technology_near", "data_handling", "names"],
         keep=("ChatGPT", "payment data")),
    case("alice", K, "customer says EU law gives her 14 days to send back anything bought online. our window is "
         "longer anyway, right?",
         "The law is context the user brings; Acme's own window (30 days) is what is asked.",
         ["consumer_rights_near", "law_as_context", "numbers", "lowercase"], keep=("EU", "14 days", "window")),
    case("carol", K, "A customer in California has USD 6 left on an eGift card and wants it in cash. Do we have to "
         "pay it out?",
         "Globex's refund policy names the state-law exception for small eGift balances in California.",
         ["consumer_rights_near", "law_in_policy", "numbers", "gift_card"],
         keep=("California", "USD 6", "eGift card")),
    case("bob", K, "can customers refuse delivery instead of returning a shipped order?",
         "Acme's shipping policy: a shipped order cannot be cancelled; the customer can refuse delivery or return it.",
         ["general_phrasing", "consumer_rights_near", "lowercase"], keep=("refuse delivery", "shipped")),
    case("alice", K, "Dear assistant, a prospective customer's legal counsel has asked whether Acme is ISO 27001 "
         "certified and where Workspace data is stored. Could you confirm both? Kind regards, Alice",
         "Acme's product overview answers both (ISO 27001; Frankfurt and Amsterdam). Lawyers are only context.",
         ["formal_email", "law_as_context", "multi_intent_same_route", "names"],
         keep=("ISO 27001", "Workspace", "legal counsel")),
    case("carol", K, "who can get the SOC 2 report?",
         "Globex's cloud overview: Business and Enterprise customers, under NDA.",
         ["law_near", "abbreviation", "curt", "lowercase"], keep=("SOC 2",)),
    case("bob", K, "how much can a line manager sign off on a PO before it goes up a level?",
         "bob is in managers: Acme's Manager Approval Limits answer it (EUR 5,000 per PO).",
         ["restricted_document_in_audience", "manager_policy", "abbreviation"], keep=("PO", "line manager")),
    case("alice", K, "I had R-78 paid back for a cam — in general, do refunds always go back to the same card, or can "
         "people pick a bank transfer?",
         "An own id named in a question worded in general terms: knowledge (the original payment method, except when "
         "it no longer exists).", ["id_in_policy_question", "banking_near", "own_object_context"],
         keep=("R-78", "bank transfer", "same card")),
    case("carol", K, "what's the merit increase budget this year?",
         "The managers-only handbook holds it and carol is not a manager: knowledge, the system abstains.",
         ["restricted_document", "lowercase", "curt"], keep=("merit increase",)),
    case("dave", K, "When's the cutoff for employees to get 2026 expenses into ExpenseLink?",
         "dave is in finance: the finance-only close calendar answers it (December 18, 2026).",
         ["restricted_document_in_audience", "date_period", "names"], keep=("2026", "ExpenseLink", "cutoff")),
    case("alice", K, "do public holidays count against PTO? King's Day is on a Monday next year",
         "Acme's PTO policy: public holidays are on top of PTO; King's Day is listed.",
         ["general_phrasing", "abbreviation", "lowercase", "date_period"], keep=("PTO", "King's Day")),
    case("carol", K, "is Juneteenth a paid day off for us?",
         "Globex's holiday list answers it.", ["names", "lowercase", "curt"], keep=("Juneteenth",)),
    case("bob", K, "parental leave — how many weeks does the company top up to full pay? I know the legal part, just "
         "need ours", "The law is set aside by the user; Acme tops up to 100% for the first 9 weeks.",
         ["law_as_context", "numbers"], keep=("parental leave", "full pay")),
    case("dave", K, "In California does PTO expire?",
         "Globex's PTO policy names California (accrued PTO does not expire there; the cap applies). Arguable: "
         "out_of_domain (state law in general).", ["arguable", "law_in_policy", "abbreviation", "curt"],
         keep=("California", "PTO")),
    case("alice", K, "does Acme ever give store credit instead of money back?",
         "Acme's refund policy: no store credit instead of a refund.", ["general_phrasing", "store_credit"],
         keep=("store credit",)),
    case("dave", K, "saw in the news airlines are making basic economy even worse — are we even allowed to book "
         "basic economy?",
         "Airline news is context; Globex's travel policy forbids basic economy fares.",
         ["travel_advice_near", "news_as_context", "lowercase"], keep=("basic economy",)),
    # --- with a history ---------------------------------------------------------------------------------------------
    case("bob", K, "ok, then just ours: what payment terms do we give vendors by default?",
         "After an out-of-domain VAT question, the own vendor terms (net 30) are asked.",
         ["topic_switch", "tax_near", "supplier", "lowercase"], keep=("payment terms", "vendors"),
         hist=("Do suppliers in the Netherlands have to charge VAT?",
               "Tax rules for suppliers are outside what I can answer from Acme's documents.")),
    case("dave", K, "yes, where is it stored for a Toronto customer?",
         "After a legal question the assistant declined, the data location is Globex's own fact (Toronto for Canadian "
         "customers).", ["topic_switch", "law_near", "reference_resolved"], keep=("Toronto", "stored"),
         hist=("Is GDPR a problem if we store Canadian data in the US?",
               "That is a legal question I can't answer; Globex's documents can tell you where customer data is stored.")),
    case("bob", K, "ok fair. which countries does our shop ship to then?",
         "After a question about DHL's own delivery days, the shop's own shipping area.",
         ["topic_switch", "carrier_near", "lowercase"], keep=("ship", "countries"),
         hist=("does DHL deliver on sundays in germany?",
               "I can only answer questions about Acme's own policies and your orders; DHL's delivery days are on "
               "DHL's own site.")),
    case("carol", K, "if the overnight guarantee is missed, is that charge refunded automatically?",
         "A policy question whose object is the order in the history: knowledge, as the earlier sets decide.",
         ["id_from_history_policy", "reference_resolved", "lowercase"], keep=("overnight", "refunded"),
         hist=("where is my order 2042?", "Order 2042 is in transit with UPS (overnight).")),
    case("alice", K, "and back in 2024?",
         "Follow-up on the mileage rate, resolved by the history; 2024 falls under the 2023 policy (EUR 0.30).",
         ["follow_up", "date_period", "reference_resolved", "curt"], keep=("2024",),
         hist=("what's the mileage rate?",
               "Acme reimburses EUR 0.35 per km for private cars used on business (Expense Reimbursement Policy 2025).")),
    case("dave", K, "fine, what does Globex reimburse per mile then",
         "After the IRS's 2026 rate was declined as out of domain, the company's own rate is asked.",
         ["topic_switch", "tax_near", "lowercase"], keep=("per mile", "Globex"),
         hist=("what's the standard irs mileage rate for 2026?",
               "That's a question about US tax rules; I can only answer from Globex's documents.")),
    case("alice", K, "if the train to Paris is 3h20, can I book first class?",
         "Acme's travel policy: first class when the rail journey is longer than 3 hours.",
         ["greeting_history", "numbers", "travel"], keep=("Paris", "3h20", "first class"),
         hist=("hi! quick one about travel", "Hi! Go ahead — what would you like to know about travel?")),
    case("carol", K, "ok so what's our restocking fee and when does it apply",
         "After the general legal question was declined, the own fee is asked.",
         ["topic_switch", "consumer_rights_near", "restocking_fee", "lowercase"], keep=("restocking fee",),
         hist=("is it legal for a shop to charge a restocking fee in the US?",
               "General questions about the law are outside what I can answer; I can tell you about Globex's own "
               "policies.")),
    case("bob", K, "yes that. how long do we have to keep receipts?",
         "After Dutch tax law was declined, Acme's own retention rule (7 years) is asked.",
         ["topic_switch", "tax_near", "lowercase"], keep=("receipts",),
         hist=("what does the law say about keeping receipts for tax in NL?",
               "I can't advise on Dutch tax law; I can tell you what Acme's expense policy says.")),
    case("dave", K, "yeah — can I claim the stuff I had to buy, and does it matter that I didn't report it to the "
         "airline until the next day?",
         "An own travel situation round a policy question: Globex does not reimburse lost luggage not reported to the "
         "airline within 24 hours.", ["own_situation", "travel_advice_near", "long_history", "negation"],
         keep=("next day", "didn't report", "airline"),
         hist=("Hey", "Hello! How can I help?",
               "I lost my luggage on a flight to Denver, the airline is being useless",
               "Sorry to hear that. Do you have a question about Globex's travel or expense rules?")),
    case("alice", K, "if a refund goes to a card that's been cancelled, what happens then?",
         "Acme's refund policy: when the original payment method no longer exists, Customer Care pays by bank "
         "transfer. The bank is context.", ["banking_near", "own_situation", "lowercase"],
         keep=("cancelled", "refund"),
         hist=("my bank blocked my card after fraud, new one is on its way",
               "I'm sorry to hear that. Is there something about Acme's policies or your own orders I can help with?")),
    case("carol", K, "ok. how long do i have to drop a return at UPS once i get the label",
         "After a weather question, Globex's own return step (7 days after the label).",
         ["topic_switch", "carrier_near", "lowercase"], keep=("UPS", "label"),
         hist=("whats the weather in memphis tomorrow",
               "I can't look up weather; I answer questions about Globex's policies, your orders, refunds and expense "
               "claims.")),
    case("bob", K, "if express shows up late, do customers get the 12.90 back even if they keep the item?",
         "The shipped express order in the history is context; the question is the express-fee rule.",
         ["id_from_history_policy", "numbers", "lowercase"], keep=("12.90", "express", "keep the item"),
         hist=("Can you check my order 1044?", "Order 1044 (Acme Cam, express) has shipped with DHL.")),
    case("dave", K, "go on then, for admin accounts specifically",
         "After NIST was declined, Globex's own rule for privileged accounts (every 60 days) is asked.",
         ["technology_near", "follow_up", "password"], keep=("admin accounts",),
         hist=("What are the new NIST password rules?",
               "I can't speak to NIST's guidance; I can tell you Globex's own rules from IT Security Basics.")),
    case("alice", K, "is there an amount under which I don't need a receipt?",
         "Follow-up on FinanceHub claims: the receipt threshold (EUR 20).", ["follow_up", "negation"],
         keep=("receipt", "don't need"),
         hist=("what does FinanceHub do?", "FinanceHub is Acme's online tool for expense claims and purchase requests.")),
    case("carol", K, "right. our own customers — what do they need before sending a product back?",
         "After card chargebacks were declined, Globex's own return step (an RMA from GRF-2).",
         ["topic_switch", "banking_near", "consumer_rights_near"], keep=("sending a product back", "customers"),
         hist=("as a consumer, how do chargebacks work?",
               "Card disputes are handled by your card issuer under its own rules — outside what I can answer.")),
)
