"""Blind routing set v71, live_tool (30) and action (24) cases: one ordinary day of looking up and changing one's own
orders, refunds and expense claims.

Every id is a real object of `sample_corpus/tools/<tenant>.json`: the asker's own unless the case is tagged
`other_owner_id` or `other_tenant_id`; cases naming no id carry `no_id_lookup`, `own_bulk`, `own_record_no_tool` or
`new_object_request`.
"""

from __future__ import annotations

from routing_case_kit_v71 import case

L = "live_tool"
A = "action"

LIVE = [
    # --- no history (20) ---
    case("alice", L, "1042 tracking pls", "Own order looked up (tracking).", ["curt", "own_object", "abbreviation"],
         ("1042",)),
    case("bob", L, "Has R-79 gone through yet?", "Own refund looked up.", ["own_object"], ("R-79",)),
    case("carol", L, "status of EXP-3101?", "Own expense claim looked up.", ["curt", "own_object"], ("EXP-3101",)),
    case("dave", L, "is 2041 delivered yet or still with USPS", "Own order looked up.",
         ["own_object", "lowercase"], ("2041", "USPS")),
    case("alice", L, "can I still cancel 1043?", "'Can I still…?' about an own order: the tool holds the answer.",
         ["can_i_still", "own_object"], ("1043",)),
    case("bob", L, "what did I pay for shipping on 1044", "Own order's shipping fee looked up.",
         ["own_object", "lowercase"], ("1044",)),
    case("carol", L, "why was R-304 rejected?? i sent it back in perfect condition",
         "'Why was it rejected' about an own refund: live_tool.", ["why_rejected", "own_object", "frustrated"],
         ("R-304",)),
    case("dave", L, "EXP-3105 says returned — what's missing on it?", "Own returned claim looked up (the reason).",
         ["why_rejected", "own_object"], ("EXP-3105",)),
    case("alice", L, "show me all my expense claims from this autumn", "Own claims in bulk.",
         ["own_bulk", "date_period", "lowercase"], ("expense claims",)),
    case("carol", L, "my HomeVault refund — how much did I actually get back?",
         "An own refund described, not numbered (R-304 on the HomeVault order).", ["no_id_lookup"], ("HomeVault",)),
    case("dave", L, "when did my HomeVault get delivered? need the date for the return",
         "An own order described, not numbered (2044).", ["no_id_lookup"], ("HomeVault",)),
    case("carol", L, "can you check my order 1046? it's the gift card",
         "The other tenant's id worded as one's own: labelled by its wording; arguable (refuse: another tenant's "
         "object). The tool, scoped to globex, finds nothing.", ["other_tenant_id", "arguable", "lowercase"],
         ("1046",)),
    case("alice", L, "has EXP-2044 been paid out?", "Own claim looked up.", ["own_object"], ("EXP-2044",)),
    case("carol", L, "2047 still packed?? its been days 🙄", "Own order looked up, with frustration.",
         ["own_object", "emoji", "frustrated", "typo"], ("2047",)),
    case("dave", L, "Good afternoon, could you confirm the amount and status of my expense claim EXP-3103 for the "
         "Tokyo summit? Kind regards, Dave", "Own claim looked up, in a formal mail.",
         ["formal_email", "own_object"], ("EXP-3103", "Tokyo")),
    case("alice", L, "how many PTO days have I got left this year",
         "An own record no demo tool holds: live_tool, arguable (knowledge: the entitlement).",
         ["own_record_no_tool", "arguable", "lowercase"], ("PTO",)),
    case("bob", L, "list my open orders", "Own orders in bulk.", ["own_bulk", "curt", "lowercase"], ("open orders",)),
    case("carol", L, "my HomeVault Drive order — can I still cancel it?",
         "An own order described (2043, the only drive-only order) with 'can I still…?'.",
         ["no_id_lookup", "can_i_still"], ("HomeVault Drive",)),
    case("dave", L, "has R-303 come through yet, and is 2046 still pending?",
         "Two look-ups of own objects.", ["multi_intent_same_route", "multi_id", "own_object"], ("R-303", "2046")),
    case("bob", L, "where's my order 1043? the headsets",
         "A colleague's id (alice's 1043) worded as one's own: labelled by its wording; arguable (refuse).",
         ["other_owner_id", "arguable"], ("1043",)),
    # --- with history (10) ---
    case("alice", L, "is my dock (1042) still lost or has it moved", "Own order looked up after a greeting.",
         ["greeting_history", "own_object", "lowercase"], ("1042",), hist=("hi!", "Hi Alice, what can I do for you?")),
    case("carol", L, "ok. where's R-302 at?", "Topic switch from a policy answer to an own refund.",
         ["topic_switch", "own_object"], ("R-302",),
         hist=("what's the store credit bonus?", "Globex Store Credit adds 10% to the refund and is issued within 1 "
               "business day; it does not expire.")),
    case("dave", L, "tracking number for the keys?", "Resolved by the history to the own order 2041.",
         ["reference_resolved", "curt"], ("keys",),
         hist=("show my orders", "You have 3 orders: 2041 (2 × Globex Key, in_transit), 2044 (Globex HomeVault, "
               "delivered), 2046 (HomeVault Drive 4 TB, pending).")),
    case("bob", L, "ok so where's mine for the cam", "An own refund described (R-79) after a policy answer.",
         ["no_id_lookup", "topic_switch", "lowercase"], ("cam",),
         hist=("How long do refunds take at Acme?", "Within 14 days of the returns centre receiving the parcel, to "
               "the original payment method; the bank may take 3–5 business days more.")),
    case("alice", L, "ok which did I use on 1043", "Own order's shipping method looked up after two policy answers.",
         ["long_history", "topic_switch", "own_object", "lowercase"], ("1043",),
         hist=("what's express shipping cost", "Express is EUR 12.90 (1–2 business days).", "and standard?",
               "EUR 4.95, free from EUR 50.")),
    case("carol", L, "has the approved one been paid yet", "Resolved by the history to the own claim EXP-3102.",
         ["reference_resolved", "lowercase"], ("approved",),
         hist=("my claims please", "EXP-3101 (USD 868.50, submitted), EXP-3102 (USD 142.80, approved), EXP-3104 "
               "(USD 64.00, reimbursed).")),
    case("dave", L, "is 2046 still inside that?", "'Can I still…?' about an own order after the policy answer.",
         ["can_i_still", "own_object", "reference_resolved"], ("2046",),
         hist=("cancel policy?", "Globex orders can be cancelled within 1 hour of placing while pending or confirmed.")),
    case("bob", L, "anything happening with my Paris claim?", "An own claim described (EXP-2043) after a greeting.",
         ["no_id_lookup", "greeting_history"], ("Paris",), hist=("morning", "Good morning, Bob!")),
    case("alice", L, "was mine refunded? RMA-2026-00391", "An own return named by its RMA (order 1045, R-78).",
         ["no_id_lookup", "own_situation"], ("RMA-2026-00391",),
         hist=("I returned a cam in october", "Returns are refunded within 14 days of the returns centre receiving "
               "the parcel, to the original payment method.")),
    case("carol", L, "and the other key order?", "Carol's third key order (2045) after 2042 and 2047 were shown.",
         ["reference_resolved", "other_one", "lowercase"], ("key order",),
         hist=("hey can you check 2042 and 2047", "2042 (Globex Key, overnight) is in_transit with UPS. 2047 (Globex "
               "Key) is packed, waiting for pickup.")),
]

ACTION = [
    # --- no history (16) ---
    case("alice", A, "pls cancel 1043, ordered it twice by mistake", "Cancel an own order.",
         ["own_object", "lowercase", "abbreviation"], ("1043",)),
    case("bob", A, "cancel 1046", "Cancel an own order.", ["own_object", "curt"], ("1046",)),
    case("carol", A, "how long does the refund take after a cancel? and cancel 2043 while you're at it",
         "Multi-intent with an own action: action.", ["multi_intent", "own_object", "lowercase"], ("2043",)),
    case("dave", A, "withdraw EXP-3103, I need to fix the hotel line", "Withdraw an own claim to correct it.",
         ["other_change", "own_object"], ("EXP-3103",)),
    case("alice", A, "reset my password, I'm locked out of AcmeID",
         "Change an own account no demo tool holds: action, arguable (knowledge: the self-service reset).",
         ["own_record_no_tool", "arguable", "lowercase"], ("AcmeID",)),
    case("bob", A, "pull back EXP-2043 please, I counted the per-diem wrong", "Withdraw an own claim.",
         ["other_change", "own_object", "politeness"], ("EXP-2043",)),
    case("carol", A, "cancel 2047", "An own order in a state that forbids the change (packed) is still action.",
         ["own_object_forbidden_state", "curt"], ("2047",)),
    case("dave", A, "change the shipping address on 2046 to my home, 14 Elm St", "Change an own order's address.",
         ["change_address", "own_object"], ("2046", "14 Elm St")),
    case("alice", A, "can you start a return for the headset from 1040", "Return request on an own order "
         "(outside the window: still action).", ["return_request", "own_object_forbidden_state", "lowercase"],
         ("1040",)),
    case("bob", A, "1044 is late, refund me the 12.90 express fee", "Refund request on an own order.",
         ["other_change", "own_object", "numbers"], ("1044", "12.90")),
    case("carol", A, "switch R-302 to store credit", "Change an own refund's method.",
         ["other_change", "store_credit", "curt"], ("R-302", "store credit")),
    case("dave", A, "don't cancel 2046 — just bump it to expedited",
         "The negated action leaves the shipping change: action.", ["negation", "other_change", "lowercase"],
         ("don't", "2046", "expedited")),
    case("alice", A, "if 1043 hasn't shipped yet, cancel it", "Conditional action on an own order.",
         ["conditional_action", "negation", "lowercase"], ("1043", "hasn't")),
    case("carol", A, "file a lost package claim for 2042, tracking hasn't moved", "Claim on an own order.",
         ["lost_parcel", "own_object", "negation"], ("2042", "hasn't")),
    case("dave", A, "order me a replacement Globex Key, mine snapped in half",
         "A new own object: action, arguable (knowledge: how to get one).", ["new_object_request", "arguable"],
         ("Globex Key",)),
    case("alice", A, "cancel my order 1046",
         "A colleague's id (bob's 1046) worded as one's own: labelled by its wording; arguable (refuse).",
         ["other_owner_id", "arguable", "lowercase"], ("1046",)),
    # --- with history (8) ---
    case("alice", A, "cancel it then", "Resolved by the history to the own order 1043.",
         ["reference_resolved", "curt", "lowercase"], ("cancel",),
         hist=("where's 1043", "Order 1043 (2 × Acme Headset) is processing; it can still be cancelled.")),
    case("dave", A, "kill the drive one", "Resolved by the history to the own order 2046.",
         ["reference_resolved", "curt", "lowercase"], ("drive",),
         hist=("my orders?", "2041 (2 × Globex Key, in_transit), 2044 (Globex HomeVault, delivered), 2046 "
               "(HomeVault Drive 4 TB, pending, cancellable).")),
    case("carol", A, "ok withdraw it, the hotel receipt was wrong", "Resolved by the history to EXP-3101.",
         ["reference_resolved", "other_change", "lowercase"], ("withdraw",),
         hist=("status of EXP-3101", "EXP-3101 (USD 868.50, Boston) is submitted and can still be withdrawn.")),
    case("bob", A, "do it", "Resolved by the history: cancel the own order 1046.",
         ["long_history", "curt", "reference_resolved"],
         hist=("hi", "Hi Bob!", "can 1046 be cancelled?", "Yes — 1046 (gift card EUR 50) is received and cancellable.")),
    case("alice", A, "great — then refund 1042 for me, the dock never came",
         "Refund request on an own order after a policy answer.", ["topic_switch", "own_object", "lost_parcel"],
         ("1042",), hist=("what's the refund window", "30 days of delivery for hardware.")),
    case("carol", A, "change 2043 to ship to my office then",
         "Address change on an own order (confirmed, not pending: forbidden state, still action).",
         ["change_address", "own_object_forbidden_state", "lowercase"], ("2043",),
         hist=("can I change the address on an order?", "Yes, while the order is pending.")),
    case("dave", A, "nice, put R-303 on store credit instead", "Change an own refund's method after a policy answer.",
         ["store_credit", "other_change", "topic_switch"], ("R-303", "store credit"),
         hist=("how does store credit work", "Store credit is issued within 1 business day with a 10% bonus and does "
               "not expire.")),
    case("bob", A, "hmm. withdraw it, I'll take the taxis out and resubmit", "Resolved by the history to EXP-2043.",
         ["reference_resolved", "other_change", "resubmission"], ("withdraw",),
         hist=("is EXP-2043 approved yet", "EXP-2043 (EUR 1,340, Paris) is submitted; above EUR 1,000 it also needs "
               "Finance approval.")),
]

CASES = LIVE + ACTION
