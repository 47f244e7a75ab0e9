"""Blind routing set v58, knowledge cases (46): first messages of a session that ask a policy question.

Theme: openers with no history at all — a greeting with a question inside, a question typed in a hurry as the first
thing, a formal mail, "so, about the per-diem" (a topic named in the message) — and a few early turns after a bare
greeting or a presence check. Written from DESIGN.md's route definitions and the sample corpus only.
`k()` adds the tag `first_message` to every case without a history.
"""

from __future__ import annotations

from routing_case_kit_v58 import case


def k(who, query, note, tags, keep=(), hist=()):
    return case(who, "knowledge", query, note, list(tags) + ([] if hist else ["first_message"]), keep, hist)


GREET = {
    "alice": ("hi", "Hi Alice! What can I help you with today?"),
    "bob": ("hello", "Hello Bob! How can I help?"),
    "carol": ("hey", "Hi Carol! How can I help?"),
    "dave": ("good morning", "Good morning Dave! What can I help with?"),
}

CASES = [
    # --- no history: the question is the first thing typed ---
    k("alice", "hi! how many PTO days do we get a year?",
      "A greeting with a complete policy question inside: the PTO entitlement.", ["greeting_request", "lowercase"],
      ("PTO",)),
    k("alice", "refund window?", "A curt first message, but a complete policy question (30 days at acme).",
      ["curt", "hurried"], ("refund window",)),
    k("alice", "hello 👋 first day at Acme — how do I submit my expenses?",
      "A new joiner's greeting with a policy question: FinanceHub claims.", ["greeting_request", "emoji", "new_joiner"],
      ("expenses",)),
    k("alice", "Good morning, what is the hotel cap in London these days?",
      "Greeting plus policy question; 'these days' asks the current (2025) version.", ["greeting_request", "date_period"],
      ("hotel cap", "London")),
    k("alice", "so, about the per-diem — is it still EUR 70 when I'm abroad?",
      "'so, about …' opens with a topic the message itself names, so nothing is missing: policy question.",
      ["so_about_topic", "numbers", "lowercase"], ("per-diem", "EUR 70")),
    k("alice", "quick question before I send 1040 back: do I pay for the return label?",
      "An own id named inside a question worded in general terms (who pays the label); arguable (live_tool: the "
      "order's state could be looked up).", ["id_in_policy_question", "own_object_context", "arguable"],
      ("1040", "return label")),
    k("alice", "whats teh mileage rate now", "Typed in a hurry with typos; a policy question (EUR 0.35/km).",
      ["typo", "hurried", "lowercase"], ("mileage rate",)),
    k("alice", "hi, can you show me the manager approval limits? I want to know what my boss can sign",
      "A restricted document asked from outside its audience is knowledge (the system abstains), not refuse.",
      ["greeting_request", "restricted_document"], ("manager approval limits",)),
    k("alice", "Hi there. I'm new and my laptop bag with my work laptop got stolen on the train this morning, "
      "I'm still a bit shaken. Who do I call and how fast do I have to report it?",
      "A long own situation told round a policy question (report within 24 hours to Security).",
      ["long_situation", "own_situation", "new_joiner"], ("stolen", "this morning")),
    k("alice", "what did the 2023 expense policy say about hotels",
      "A question about the superseded version as a first message: knowledge (EUR 150).",
      ["version", "lowercase", "date_period"], ("2023", "hotels")),
    k("bob", "hi — what's the max I can approve on a single expense claim as a line manager?",
      "A manager's own approval limit: in his audience, knowledge.",
      ["greeting_request", "manager_policy", "restricted_document_in_audience"], ("line manager", "expense claim")),
    k("bob", "morning. PO limit for line managers?", "Curt greeting and an abbreviation; a manager's policy question.",
      ["curt", "abbreviation", "manager_policy"], ("PO",)),
    k("bob", "Hello, one of my team wants 18 days off in a row in spring. Who has to approve that?",
      "A team member named only as context of a policy question (more than 15 days: department head).",
      ["manager_team_context", "numbers"], ("18 days",)),
    k("bob", "hey, can I approve my own claim if it's under EUR 1,000?",
      "Asking whether self-approval is allowed (the policy says no) is a policy question, not a request to do it.",
      ["self_approval_question", "numbers", "lowercase"], ("EUR 1,000",)),
    k("bob", "Dear assistant,\n\nI am preparing a trip to Zurich in January and would like to confirm the hotel cap "
      "for that city.\n\nKind regards,\nBob", "A formal mail as the first message: the Zurich hotel cap (EUR 240).",
      ["formal_email", "politeness"], ("Zurich", "hotel cap")),
    k("bob", "hi, is tuesday still the office day?", "Greeting plus policy question (Tuesday team day).",
      ["greeting_request", "lowercase"], ("tuesday",)),
    k("carol", "hi, quick q — how long do refunds take to process?",
      "'quick q' announces the question and the question follows: knowledge (5 business days).",
      ["greeting_request", "abbreviation", "hurried"], ("refunds",)),
    k("carol", "What is the refund window in days?", "A first message asking the own tenant's refund window (14 days).",
      ["policy"], ("refund window",)),
    k("carol", "hey!! is there a restocking fee on opened stuff?",
      "Greeting plus policy question (15% on opened electronics).", ["greeting_request", "lowercase"],
      ("restocking fee",)),
    k("carol", "hi, can you tell me what's in the quarter-end close calendar? need the dates",
      "The finance-only calendar asked by a staff member: knowledge, the system abstains.",
      ["greeting_request", "restricted_document"], ("quarter-end close calendar",)),
    k("carol", "what does FinanceHub do?",
      "A term only the other tenant's corpus uses, asked as a first message, as the tenant-isolation scenario card "
      "asks it: knowledge (abstains); arguable (refuse: the other company's tool).",
      ["other_tenant_term", "lowercase", "arguable"], ("FinanceHub",)),
    k("carol", "sry typing fast — overnight shipping cost??", "Hurried, abbreviated, but complete: USD 29.99.",
      ["typo", "hurried", "curt"], ("overnight",)),
    k("carol", "Hello! I'm flying to Tokyo for a customer next month, 11 hours. Can I book business?",
      "An own trip told round a flight-class question (over 10 hours: business with SVP approval).",
      ["greeting_request", "own_situation", "numbers"], ("Tokyo", "11 hours")),
    k("carol", "hi, my first week at Globex 🙂 how many WFH days do we get?",
      "A new joiner's greeting with a policy question (2 days, Monday and Friday).",
      ["greeting_request", "emoji", "new_joiner", "abbreviation"], ("WFH",)),
    k("dave", "Hi, finance here — last day to submit 2026 expenses?",
      "A finance user asking the close calendar's employee cutoff: a restricted document in his audience.",
      ["greeting_request", "restricted_document_in_audience", "date_period"], ("2026",)),
    k("dave", "When does the ledger lock for Q4?", "A finance user's first message about the close calendar (BD10).",
      ["restricted_document_in_audience", "abbreviation"], ("Q4",)),
    k("dave", "401k match?", "Two words typed in a hurry; a complete benefits question.", ["curt", "hurried"],
      ("401k",)),
    k("dave", "hey, before I cancel 2046 — how long does the refund for a canceled order take?",
      "An own id as the context of a policy question (3 business days); the cancellation is only announced; "
      "arguable (action: he is about to cancel it).", ["id_in_policy_question", "arguable"],
      ("2046", "canceled order")),
    k("dave", "do I need a Globex Key as finance?", "A policy question (keys are required in Finance).",
      ["lowercase", "policy"], ("Globex Key", "finance")),
    k("dave", "Good afternoon. Could you please remind me of the per diem for international travel? "
      "Thanks in advance, Dave", "A polite, mail-like first message: USD 95.", ["politeness", "formal_email"],
      ("per diem", "international")),
    # --- a history: a greeting or a presence check first, then the question ---
    k("alice", "how many days can I work from home?", "The first turn was a bare greeting; the question is complete.",
      ["greeting_history", "lowercase"], ("work from home",), GREET["alice"]),
    k("alice", "ok. what's the VPN session length",
      "After 'are you there?' the real question arrives: knowledge (12 hours).",
      ["presence_history", "abbreviation", "lowercase"], ("VPN",),
      ("are you there?", "Yes, I'm here. What do you need?")),
    k("alice", "how long do lost parcel refunds usually take?",
      "An own order from the history behind a question worded in general terms: knowledge.",
      ["id_from_history_policy", "lowercase"], ("lost parcel",),
      ("where's my order 1042?", "Order 1042 (Acme Dock) was shipped with PostNL on 2 November; tracking has not "
       "moved for more than 5 business days and refund R-77 is processing because the parcel is lost in transit.")),
    k("alice", "and how long does it take?", "'it' is resolved by the previous policy answer: knowledge.",
      ["reference_resolved", "follow_up", "lowercase"], ("how long",),
      ("What is the refund policy?", "Acme refunds purchases within 30 days of delivery, to the original payment "
       "method.")),
    k("bob", "what's the goodwill limit for team leads?", "After a greeting, a policy question (EUR 250 per order).",
      ["greeting_history", "lowercase"], ("goodwill",), GREET["bob"]),
    k("bob", "forget the order — what does express shipping cost?",
      "He drops the unresolved order and asks a policy question instead: knowledge.",
      ["topic_switch", "after_clarify"], ("express shipping",),
      ("so, about that order", "Which order do you mean? I can see three orders on your account: 1041, 1044 and "
       "1046.")),
    k("bob", "if express arrives late do I get the 12.90 back?",
      "The order in the history is his own; the question is the express-fee rule: knowledge.",
      ["id_from_history_policy", "numbers", "long_history"], ("12.90",),
      ("hi", "Hi Bob! What can I do for you?", "is 1044 delivered?", "Order 1044 (Acme Cam) was shipped by express "
       "with DHL on 25 November; it has not been delivered yet.")),
    k("carol", "passphrase length?", "A curt question after a greeting: 16 characters.", ["greeting_history", "curt"],
      ("passphrase",), GREET["carol"]),
    k("carol", "is there any exception for defective stuff though?",
      "The rejected own refund is in the history; the question is the warranty rule: knowledge.",
      ["id_from_history_policy", "lowercase"], ("defective",),
      ("why was R-304 rejected?", "Refund R-304 for order 2040 was rejected because it was requested 26 days after "
       "delivery, outside the 14-day refund window.")),
    k("carol", "ok so what's the hotel cap in Boston",
      "Two opening turns of small talk, then a complete policy question (USD 325).",
      ["greeting_history", "long_history", "lowercase"], ("Boston", "hotel cap"),
      ("hi there!", "Hello! What can I help with?", "is it ok to ask about travel stuff here?",
       "Of course — ask me about travel, expenses, IT, orders or refunds.")),
    k("dave", "mileage rate for my car?", "After a greeting, a curt policy question (USD 0.70/mile).",
      ["greeting_history", "curt"], ("mileage",), GREET["dave"]),
    k("dave", "how many PTO hours carry over", "After 'hello? anyone?', a policy question (80 hours).",
      ["presence_history", "lowercase"], ("PTO", "carry over"),
      ("hello? anyone?", "Yes, I'm here — how can I help?")),
    k("dave", "why is there a 15% fee at all?",
      "His own refund in the history, the question is why the policy charges the fee: knowledge.",
      ["id_from_history_policy", "numbers"], ("15%",),
      ("R-303 status?", "Refund R-303 for order 2044 is processing: USD 349.00 minus the 15% restocking fee "
       "(USD 52.35) minus the USD 7.50 return label = USD 289.15.")),
    k("dave", "and for hotels under 75?", "A follow-up resolved by the receipt answer (all lodging needs one).",
      ["reference_resolved", "long_history", "numbers"], ("hotels", "75"),
      ("hi", "Hi Dave! How can I help?", "can you help with expenses?", "Yes — what would you like to know?",
       "is there a receipt threshold", "Itemized receipts are required for every expense of USD 75 or more, and for "
       "all lodging.")),
    k("alice", "so, about that order — what's the cancellation window again?",
      "'that order' is resolved by nothing (only a greeting came before), but the question itself is the general "
      "cancellation rule: knowledge; arguable (clarify: which order).",
      ["reference_unresolved_by_history", "greeting_history", "arguable"], ("cancellation window",),
      ("hi!", "Hi Alice! How can I help?")),
    k("carol", "a customer asks if GRF-2 is the return form, is it?",
      "A support agent's own-tenant policy question after introducing herself: knowledge.",
      ["greeting_history", "abbreviation", "customer_question"], ("GRF-2",),
      ("Hi, I'm carol from support", "Hi Carol! What can I help you with?")),
]
