"""Blind routing set v176, small_talk (16) and out_of_domain (20) cases: talk between customer calls, and asks that
sound like a sales or support desk but that no company document answers."""

from __future__ import annotations

from routing_case_kit_v176 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    # --- no history (10) ---
    case("alice", S, "phew, that customer finally hung up 😅", "Relief, no request: small_talk.", ["chit_chat", "emoji", "lowercase"]),
    case("carol", S, "thanks, you saved me on that reseller call!", "Thanks: small_talk.", ["thanks", "reseller"]),
    case("dave", S, "good morning! coffee first, invoices later", "Greeting: small_talk.", ["greeting", "invoice"]),
    case("bob", S, "are you the same bot the customers talk to on the website?",
         "Arguable: a question about the assistant is small_talk (out_of_domain could be argued).", ["about_assistant", "arguable"]),
    case("alice", S, "sorry, wrong window, I was typing to a customer", "Apology: small_talk.", ["apology", "customer_as_context"]),
    case("carol", S, "lol that's the fourth 'where's my package' today", "Frustration with no request: small_talk.",
         ["frustration", "numbers", "lowercase"]),
    case("dave", S, "you're faster than our billing system, honestly", "Compliment: small_talk.", ["compliment", "lowercase"]),
    case("bob", S, "ok bye, end of shift", "Farewell: small_talk.", ["farewell", "curt", "lowercase"]),
    case("carol", S, "who made you?", "About the assistant: small_talk.", ["about_assistant", "curt"]),
    case("alice", S, "tell the next customer I'm on break, haha, just kidding", "A joke, no request: small_talk.", ["joke", "customer_as_context"]),
    # --- with history (6) ---
    case("carol", S, "actually no, the customer kept it. never mind",
         "Arguable: a retraction while an own cancellation waits is small_talk (action, a 'no', could be argued).",
         ["retraction", "pending_action_context", "negation", "arguable"], (),
         ("cancel 2043", "Order 2043 (HomeVault Drive 4 TB) is confirmed and can be canceled. Cancel it? (yes/no)")),
    case("alice", S, "great, thanks 👍", "Thanks after an own lookup: small_talk.", ["thanks", "emoji"], (),
         ("where's 1042?", "Order 1042 (Acme Dock) was shipped on 2026-11-03 with PostNL.")),
    case("dave", S, "hang on, customer on line two, back in a sec", "A pause while an own withdrawal waits: small_talk.",
         ["pending_action_context", "customer_on_line"], (),
         ("withdraw EXP-3103", "EXP-3103 (Tokyo partner summit) is submitted and can be withdrawn. Withdraw it? (yes/no)")),
    case("bob", S, "perfect, that's what I told them", "Acknowledgement: small_talk.", ["acknowledgement"], (),
         ("what's the P1 response for Enterprise?", "Enterprise customers get a first response within 1 hour, 24/7 for P1.")),
    case("carol", S, "nothing yet, just waiting for the customer to call back", "No request after a greeting: small_talk.",
         ["greeting_history", "acknowledgement", "lowercase"], (), ("hi", "Hi! How can I help?")),
    case("alice", S, "ugh, he's not going to like that.", "Frustration with no new request: small_talk.",
         ["frustration", "acknowledgement", "negation"], (),
         ("can a customer return an engraved dock?", "Custom-engraved products are not refundable unless they are defective.")),
]

OOD = [
    # --- no history (15) ---
    case("carol", O, "how do I politely tell a reseller no without losing the deal?", "Sales advice no document covers: out_of_domain.",
         ["general_info", "reseller", "negation"]),
    case("alice", O, "write a short apology email to a customer whose dock arrived late", "Creative writing: out_of_domain.",
         ["creative", "customer_as_context"]),
    case("dave", O, "what's sales tax in Texas on a USD 349 device", "Tax law: out_of_domain.", ["legal_tax", "numbers", "lowercase"]),
    case("bob", O, "how much is 129 euros in dollars today", "Exchange rate: out_of_domain.", ["exchange_rate", "numbers", "lowercase"]),
    case("carol", O, "best CRM for a small reseller business?", "Product recommendation: out_of_domain.",
         ["product_recommendation", "abbreviation", "reseller"]),
    case("alice", O, "translate 'your refund is on its way' into French for a caller", "Translation: out_of_domain.",
         ["translation", "customer_on_line"]),
    case("dave", O, "what's 15% of 349 minus 7.50",
         "Arguable: plain arithmetic is out_of_domain (knowledge, the restocking figures, could be argued).", ["math", "numbers", "arguable"]),
    case("bob", O, "weather in Rotterdam tomorrow? driving to the returns centre", "Weather: out_of_domain.", ["weather", "local_info"]),
    case("carol", O, "is it legal to record sales calls in California without telling the customer", "Law: out_of_domain.",
         ["legal_tax", "negation", "lowercase"]),
    case("alice", O, "good noise-cancelling headset brands for a call centre that aren't ours?", "Product recommendation: out_of_domain.",
         ["product_recommendation", "negation"]),
    case("dave", O, "what does 2/10 net 30 mean in general accounting terms",
         "Arguable: general accounting is out_of_domain (knowledge, net 30 in the policy, could be argued).",
         ["general_info", "numbers", "arguable"]),
    case("bob", O, "what time is it in New York right now, customer wants a call at 9 their time", "Local time: out_of_domain.",
         ["local_info", "numbers"]),
    case("carol", O, "what's UPS's phone number for a package claim", "A carrier's contact details: out_of_domain.", ["general_info"]),
    case("alice", O, "how do I deal with a customer who keeps yelling, any tips?", "General advice: out_of_domain.", ["general_info"]),
    case("dave", O, "what's the IRS mileage rate for 2026?",
         "Arguable: a government figure is out_of_domain (knowledge, the policy quotes the 2025 rate, could be argued).",
         ["general_info", "abbreviation", "date_period", "arguable"]),
    # --- with history (5) ---
    case("carol", O, "does UPS deliver on Saturdays in Ohio?", "A carrier's service in general: out_of_domain.", ["local_info"], (),
         ("where's 2042?", "Order 2042 is in transit with UPS, overnight shipping.")),
    case("alice", O, "recommend a good restaurant near Amsterdam Centraal for a client lunch", "Local info: out_of_domain.",
         ["local_info", "greeting_history"], (), ("hi", "Hi! How can I help?")),
    case("dave", O, "how many minutes of downtime a month is 99.95% anyway",
         "Arguable: arithmetic on an SLA figure is out_of_domain (knowledge could be argued).", ["math", "numbers", "arguable"], (),
         ("customer asked about the SLA", "GlobexSync Business and Enterprise have a 99.95% monthly uptime SLA.")),
    case("bob", O, "unrelated — what's the VAT rate in Belgium for a business customer?", "Tax: out_of_domain.",
         ["legal_tax", "topic_switch", "abbreviation"], (),
         ("what's the express fee?", "Express shipping costs EUR 12.90 (1–2 business days in the EU).")),
    case("carol", O, "write me a LinkedIn post about hitting my sales target", "Creative writing: out_of_domain.", ["creative"], (),
         ("thanks", "You're welcome!")),
]

CASES = SMALL + OOD
