"""Blind routing set v32 — live_tool (30) and action (24) cases, written in the author's own words.

Theme: very short messages. Here the ones that look up or change an own object: an id with one word beside it, a
described own object, a follow-up ("and 1043?", "do it", "same for 1042", "yes") that only the history turns into a
look-up or an action. Every id is a real object of the asker in sample_corpus/tools/<tenant>.json unless the case is
tagged other_owner_id or other_tenant_id.
"""

from __future__ import annotations

from routing_case_kit_v32 import case

LIVE_TOOL = [
    # --- no history ---------------------------------------------------------------------------------------------
    case("alice", "live_tool", "status 1042", "An own order id with one word: its status.",
         ["own_object", "curt", "lowercase"], ("1042",)),
    case("bob", "live_tool", "where's 1044", "An own shipped order: where it is.", ["own_object", "curt", "lowercase"],
         ("1044",)),
    case("carol", "live_tool", "2042 ETA?", "An own in-transit order and an abbreviation.",
         ["own_object", "abbreviation", "curt"], ("2042", "ETA")),
    case("dave", "live_tool", "R-303 done?", "An own refund: processed yet?", ["own_object", "curt"], ("R-303",)),
    case("alice", "live_tool", "EXP-2041 status?", "An own claim's status.", ["own_object", "curt"], ("EXP-2041",)),
    case("carol", "live_tool", "my orders", "Two words: her own orders in bulk.", ["own_bulk", "curt", "lowercase"],
         ("orders",)),
    case("dave", "live_tool", "my refunds pls", "His own refunds in bulk.", ["own_bulk", "lowercase", "abbreviation"],
         ("refunds",)),
    case("bob", "live_tool", "R-79 paid yet??", "An own refund's state.", ["own_object", "curt"], ("R-79",)),
    case("carol", "live_tool", "tracking for 2047?", "An own packed order; the tool says whether it has tracking.",
         ["own_object", "lowercase"], ("2047", "tracking")),
    case("alice", "live_tool", "can i still cancel 1043", "v3's \"can I still…?\": the tool holds whether it is "
         "cancellable.", ["own_object", "can_i_still", "lowercase"], ("1043",)),
    case("dave", "live_tool", "2046 still cancelable?", "An own pending order: \"still…?\" is a look-up.",
         ["own_object", "can_i_still", "typo"], ("2046",)),
    case("bob", "live_tool", "EXP-2045 why rejected", "\"Why was it rejected\" about an own claim (v17–v19).",
         ["own_object", "why_rejected", "lowercase"], ("EXP-2045",)),
    case("dave", "live_tool", "my drive order?", "An own object described, not numbered: dave has one drive order.",
         ["no_id_lookup", "curt", "lowercase"], ("drive",)),
    case("alice", "live_tool", "my open expense claims", "Her own claims in bulk.", ["own_bulk", "lowercase"],
         ("expense claims", "open")),
    case("carol", "live_tool", "R-302 amount", "An own refund's amount.", ["own_object", "fragment"], ("R-302",)),
    case("bob", "live_tool", "where is 1042", "A colleague's order (alice's) worded as his own: labelled by its "
         "wording; the tool authorizes server-side.", ["other_owner_id", "curt", "lowercase"], ("1042",)),
    case("carol", "live_tool", "1044 tracking?", "The other tenant's order (acme's) worded as her own: labelled by its "
         "wording.", ["other_tenant_id", "curt"], ("1044", "tracking")),
    case("bob", "live_tool", "my gift card order?", "An own object described: his only gift-card order.",
         ["no_id_lookup", "gift_card", "lowercase"], ("gift card",)),
    case("carol", "live_tool", "2040 delivered when", "An own order's delivery date.", ["own_object", "lowercase"],
         ("2040", "delivered")),
    case("dave", "live_tool", "R-303 status + refund time?", "Multi-intent: an own refund's status and the "
         "processing time; the look-up is the higher route; arguable (knowledge for the policy half).",
         ["arguable", "multi_intent", "own_object", "lowercase"], ("R-303", "refund time")),
    # --- with history -------------------------------------------------------------------------------------------
    case("alice", "live_tool", "and 1043?", "After one own order's status, another own id: the same look-up.",
         ["reference_resolved", "follow_up", "own_object"], ("1043",),
         ("where's 1042?", "Order 1042 (Acme Dock) shipped on 2026-11-03 with PostNL; tracking 3SACM1042NL.")),
    case("carol", "live_tool", "refund for it?", "\"it\" is her order 2042; its refund R-302 is a look-up.",
         ["reference_resolved", "curt", "lowercase"], ("refund",),
         ("status 2042", "Order 2042 (Globex Key, overnight) is in transit with UPS, tracking 1Z999GBX2042.")),
    case("dave", "live_tool", "the pending one shipped yet?", "Resolves to 2046 in the listing.",
         ["reference_resolved", "status_word", "lowercase"], ("pending",),
         ("my orders?", "You have 2041 (in transit), 2044 (delivered) and 2046 (pending, cancellable).")),
    case("bob", "live_tool", "my refund?", "After a greeting; bob has one refund, so \"my refund\" names it.",
         ["no_id_lookup", "greeting_history", "curt", "lowercase"], ("refund",),
         ("hi", "Hi bob! How can I help?")),
    case("alice", "live_tool", "mine? R-77", "Topic switch from the policy to her own refund.",
         ["topic_switch", "own_object", "curt"], ("R-77",),
         ("what's the refund processing time?", "Within 14 days of receiving the return, to the original payment "
          "method.", "ok", "Anything else?")),
    case("carol", "live_tool", "3102 paid yet?", "After her claims were listed; 3102 is EXP-3102, written short.",
         ["reference_resolved", "abbreviation", "numbers"], ("3102",),
         ("my claims", "EXP-3101 submitted (USD 868.50), EXP-3102 approved (USD 142.80), EXP-3104 reimbursed "
          "(USD 64.00).")),
    case("dave", "live_tool", "and the refund?", "After his delivered HomeVault: its refund R-303.",
         ["reference_resolved", "follow_up", "lowercase"], ("refund",),
         ("status 2044", "Order 2044 (Globex HomeVault) was delivered on 2026-11-06 by UPS.")),
    case("bob", "live_tool", "delivered yet?", "Two words at the end of a long thread: whether 1044 arrived.",
         ["reference_resolved", "long_history", "curt", "status_word"], ("delivered",),
         ("what's express shipping?", "Express: 1–2 business days, EUR 12.90.", "and standard?",
          "3–5 business days, EUR 4.95, free from EUR 50.", "ok and mine — 1044?",
          "Order 1044 shipped on 2026-11-25 with DHL, express.")),
    case("alice", "live_tool", "wait, not shipped yet, right?", "A status check on the order whose cancellation "
         "waits; a look-up, not a retraction (the negation is the question's own); arguable (small_talk: a "
         "hesitation before confirming).",
         ["arguable", "pending_action_context", "negation", "own_object", "lowercase"], ("not shipped",),
         ("cancel 1043", "I can cancel 1043 (2 x Acme Headset, EUR 158.00). Confirm to go ahead.")),
    case("carol", "live_tool", "2047 carrier?", "An own order from the listing: its carrier.",
         ["reference_resolved", "own_object", "curt"], ("2047",),
         ("anything of mine still on the way?", "Yes: 2042 (in transit, UPS) and 2047 (packed).")),
]

ACTION = [
    # --- no history ---------------------------------------------------------------------------------------------
    case("alice", "action", "cancel 1043", "Two words: cancel an own cancellable order.",
         ["own_object", "curt", "lowercase"], ("1043",)),
    case("dave", "action", "cancel 2046 pls", "An own pending order.", ["own_object", "abbreviation", "lowercase"],
         ("2046",)),
    case("carol", "action", "Cancel 2043.", "An own confirmed order.", ["own_object", "curt"], ("2043",)),
    case("bob", "action", "cancel my gift card order", "An own object described: his only gift-card order.",
         ["no_id_lookup", "gift_card", "lowercase"], ("gift card",)),
    case("alice", "action", "withdraw EXP-2041", "An own submitted claim.", ["own_object", "curt"], ("EXP-2041",)),
    case("carol", "action", "pull back EXP-3101 pls", "Withdraw, said loosely.", ["own_object", "lowercase"],
         ("EXP-3101",)),
    case("bob", "action", "withdraw EXP-2043 asap", "An own claim, with an abbreviation.",
         ["own_object", "abbreviation", "lowercase"], ("EXP-2043",)),
    case("alice", "action", "cancel 1042!!", "An own shipped order: a state that forbids it is still an action.",
         ["own_object", "own_object_forbidden_state", "frustrated"], ("1042",)),
    case("carol", "action", "refund 2040 please", "A refund request on an own delivered order (the window has "
         "passed: forbidden state).", ["own_object", "refund_request", "own_object_forbidden_state", "polite"],
         ("2040",)),
    case("dave", "action", "2046 → overnight", "Change the shipping speed of an own pending order, in an arrow.",
         ["own_object", "other_change", "curt"], ("2046", "overnight")),
    case("bob", "action", "resubmit EXP-2045", "An own rejected claim sent again.", ["own_object", "resubmission"],
         ("EXP-2045",)),
    case("alice", "action", "cancel 1046", "bob's order worded as her own: labelled by its wording.",
         ["other_owner_id", "curt", "lowercase"], ("1046",)),
    case("dave", "action", "cancel 1043 now", "acme's order worded as his own: labelled by its wording.",
         ["other_tenant_id", "curt", "lowercase"], ("1043",)),
    case("carol", "action", "R-302 → store credit", "Switch an own refund to store credit.",
         ["own_object", "store_credit", "other_change", "curt"], ("R-302", "store credit")),
    case("dave", "action", "cancel 2046, and PTO days?", "Multi-intent: an own action and a policy question.",
         ["multi_intent", "own_object", "lowercase"], ("2046", "PTO")),
    case("bob", "action", "don't refund, just cancel 1046", "A negated action leaves the rest: cancel an own order.",
         ["negation", "own_object", "lowercase"], ("1046", "don't")),
    # --- with history -------------------------------------------------------------------------------------------
    case("alice", "action", "do it", "\"it\" is cancelling 1043, just found cancellable.",
         ["reference_resolved", "curt", "lowercase"], (),
         ("can I still cancel 1043?", "Yes, 1043 is processing and can still be cancelled.")),
    case("carol", "action", "cancel the confirmed one", "Resolves to 2043 in the listing.",
         ["reference_resolved", "status_word", "lowercase"], ("confirmed",),
         ("my orders", "2040 delivered, 2042 in transit, 2043 confirmed (cancellable), 2045 canceled, 2047 packed.")),
    case("dave", "action", "yes", "A typed yes to a proposed cancellation; arguable (small_talk: an acknowledgement, "
         "the confirmation itself is the button).", ["arguable", "yes_no", "pending_action_context", "curt"], (),
         ("cancel 2046", "I can cancel 2046 (HomeVault Drive 4 TB, USD 119.00). Confirm to go ahead.")),
    case("bob", "action", "ok now withdraw it", "He stopped the withdrawal, then asks for it again.",
         ["reference_resolved", "retraction", "lowercase"], (),
         ("withdraw EXP-2043", "I can withdraw EXP-2043 (EUR 1,340.00). Confirm to go ahead.", "no wait",
          "OK, nothing was withdrawn.")),
    case("alice", "action", "withdraw it then", "\"it\" is the Brussels claim, EXP-2041, after a long thread.",
         ["reference_resolved", "long_history", "lowercase"], (),
         ("hi", "Hello alice!", "my expense claims?",
          "EXP-2041 submitted (EUR 442.50, withdrawable), EXP-2042 approved, EXP-2044 paid.",
          "the Brussels one has a typo", "You can withdraw EXP-2041 while it is submitted, fix it and submit again.")),
    case("carol", "action", "make it store credit", "\"it\" is R-302, processing: switch the refund method.",
         ["reference_resolved", "store_credit", "lowercase"], ("store credit",),
         ("R-302?", "R-302 (USD 29.99, the overnight charge of 2042) is processing.")),
    case("alice", "action", "same for 1042", "After a proposed cancellation of 1043: cancel 1042 too (shipped, a "
         "forbidden state).", ["same_as_before", "own_object_forbidden_state", "lowercase"], ("1042",),
         ("cancel 1043 pls", "Proposed: cancel 1043 (2 x Acme Headset, EUR 158.00). Confirm to go ahead.")),
    case("dave", "action", "the big one", "Answers \"which one?\": EXP-3103 (USD 2,930.00), the withdrawable one.",
         ["reference_resolved", "long_history", "lowercase"], ("big one",),
         ("hi", "Hello dave!", "withdraw my claim",
          "Which one: EXP-3103 (USD 2,930.00, submitted) or EXP-3105 (USD 410.00, returned)?")),
]

CASES = LIVE_TOOL + ACTION
