"""Blind routing set v73, live_tool (30) and action (24) cases: look-ups and requests that quote a policy as their reason.

The quote is the reason, not the question: "the policy says 14 days — what's R-77's status?" looks up an own object
(live_tool); "the policy says I can withdraw while submitted — withdraw EXP-2041" changes one (action), also when the
quoted policy forbids the change. Every id is a real object of the asker in sample_corpus/tools/<tenant>.json; cases
naming none carry a no-object tag (no_id_lookup, own_bulk, own_record_no_tool, new_object_request).
"""

from __future__ import annotations

from routing_case_kit_v73 import case

L, A = "live_tool", "action"

LIVE = [
    # --- no history (20) ---
    case("alice", L, "The refund policy says refunds are processed within 14 days — R-77 has been processing forever. What's "
         "its status?", "A policy figure quoted as the reason to look up an own refund.",
         ["quoted_reason", "own_object", "frustrated"], ("R-77", "14 days")),
    case("bob", L, "policy says express fee comes back if the parcel's late. was 1044 delivered yet, and when was it promised?",
         "The policy is the reason; the question is the own order's delivery: live_tool.",
         ["quoted_reason", "own_object", "lowercase"], ("1044",)),
    case("carol", L, "Shipping policy: 'If tracking shows no update for 7 days' we can claim. When did 2042 last move?",
         "Quoted threshold, own order's tracking asked.", ["quoted_reason", "own_object", "numbers"], ("2042", "7 days")),
    case("dave", L, "R-303 — the policy says 5 business days after the returns center gets it. Has it been processed?",
         "Own refund looked up, the processing time quoted as the reason.", ["quoted_reason", "own_object", "curt"],
         ("R-303", "5 business days")),
    case("alice", L, "the expense policy says 'paid by bank transfer within 10 business days of approval'. EXP-2042 was "
         "approved ages ago — has it been paid?", "Own claim's payment looked up.",
         ["quoted_reason", "own_object", "lowercase"], ("EXP-2042", "10 business days")),
    case("bob", L, "EXP-2045 rejected — what reason did they give? the policy says CFO can approve exceptions so I want to "
         "know what I'm up against", "\"Why was it rejected\" about an own claim: live_tool.",
         ["why_rejected", "quoted_reason", "own_object", "abbreviation"], ("EXP-2045",)),
    case("carol", L, "The policy says cancel within 1 hour while pending or confirmed. Can I still cancel 2043?",
         "\"Can I still…?\" about an own order: live_tool (the tool holds the state).",
         ["can_i_still", "quoted_reason", "own_object"], ("2043", "1 hour")),
    case("dave", L, "can I still withdraw EXP-3103? the policy says only while it's 'submitted'",
         "\"Can I still withdraw…?\" about an own claim: live_tool.", ["can_i_still", "quoted_reason", "own_object",
                                                                        "lowercase"], ("EXP-3103", "submitted")),
    case("alice", L, "My headset order that's still processing — the shipping policy says cancel within 24 hours, when "
         "exactly did I place it?", "An own order described, not numbered (the processing headset order).",
         ["no_id_lookup", "quoted_reason", "numbers"], ("24 hours", "headset")),
    case("carol", L, "Which of my refunds are still processing? the policy promises 5 business days and I want to check none "
         "are over", "Own refunds in bulk.", ["own_bulk", "quoted_reason"], ("5 business days", "refunds")),
    case("dave", L, "my HomeVault return — the policy says a 15% restocking fee; how much did I actually get back?",
         "An own refund described, not numbered.", ["no_id_lookup", "quoted_reason", "lowercase", "numbers"],
         ("HomeVault", "15%")),
    case("bob", L, "1041 — the refund policy says the 30 days run from the carrier's delivery date. what date does tracking "
         "show for it?", "Quoted rule as reason, own order's delivery date looked up.",
         ["quoted_reason", "own_object", "curt"], ("1041", "30 days")),
    case("alice", L, "Hello,\nUnder section 'Lost and damaged parcels' of the Shipping and Orders Policy, Acme sends a "
         "replacement or a refund within 10 business days. Could you tell me where my order 1042 and its refund stand?\n"
         "Thank you,\nAlice", "Formal mail citing a section, asking an own order and its refund.",
         ["formal_email", "quoted_reason", "own_object", "politeness", "names"], ("1042", "10 business days")),
    case("carol", L, "policy says store credit within 1 buisness day. did R-301 go out as store credit or to my card?",
         "Own refund's payout method looked up; a typo.", ["typo", "quoted_reason", "own_object", "lowercase"],
         ("R-301", "1 buisness day")),
    case("dave", L, "2041 📦 the policy says standard is 5–7 business days, it's been a week. where is it?",
         "Own order's tracking, the delivery time quoted as reason.", ["emoji", "quoted_reason", "own_object", "curt"],
         ("2041", "5–7 business days")),
    case("bob", L, "the 2025 policy says 'Managers should approve or reject within 5 business days' — list my claims that are "
         "still waiting", "Own claims in bulk (his own, not his team's).", ["own_bulk", "quoted_reason", "lowercase"],
         ("5 business days",)),
    case("alice", L, "PTO carry-over: the policy says max 5 days and use by 31 March. how many carried-over days do I still "
         "have?", "An own balance no demo tool holds. Arguable: knowledge (the policy cannot say; PeopleHub does).",
         ["own_record_no_tool", "quoted_reason", "arguable", "date_period"], ("5 days", "31 March")),
    case("carol", L, "why was R-304 rejected? the refund policy says defective hardware is covered",
         "\"Why was it rejected\" about an own refund: live_tool (the tool holds the reason).",
         ["why_rejected", "quoted_reason", "own_object", "lowercase"], ("R-304",)),
    case("dave", L, "EXP-3105 — ExpenseLink says 'returned'. what did the approver write?",
         "A status quoted back and the own claim's comment asked.", ["own_object", "curt", "status_word"],
         ("EXP-3105", "returned")),
    case("alice", L, "EXP-2041 has EUR 70 per-diem twice, the policy says 70 international. what's its status now?",
         "Own claim's status; the per-diem rate quoted beside it.", ["quoted_reason", "own_object", "numbers"],
         ("EXP-2041", "EUR 70")),
    # --- with history (10) ---
    case("alice", L, "ok so check R-77 against that — is it still processing?",
         "The policy answer in the history is the yardstick; the own refund is looked up.",
         ["reference_resolved", "quoted_answer", "own_object", "lowercase"], ("R-77",),
         ("how long do refunds take?",
          "Acme processes refunds within 14 days of the returns centre receiving the parcel, then 3 to 5 business days at "
          "the bank.")),
    case("bob", L, "is my gift card order still inside that?",
         "\"That\" is the cancellation window from the history; the own order described, not numbered.",
         ["no_id_lookup", "reference_resolved", "can_i_still", "lowercase"], ("gift card",),
         ("what's the cancellation rule for orders?",
          "An order can be cancelled free of charge while its status is received or processing and at most 24 hours "
          "after it was placed.")),
    case("carol", L, "so what status is 2047 in right now?", "Own order's status after the status word was explained.",
         ["own_object", "follow_up", "lowercase"], ("2047",),
         ("what does 'packed' mean?",
          "Packed: the items are packed and waiting for carrier pickup; a packed order can no longer be canceled.")),
    case("dave", L, "my 2041 went standard though. when is USPS saying it arrives?",
         "Own order's tracking after a policy answer.", ["own_object", "topic_switch", "lowercase"], ("2041", "USPS"),
         ("The policy says overnight is refunded if the guarantee is missed, right?",
          "Yes: overnight shipping charges (USD 29.99) are refunded if the package arrived later than the guaranteed "
          "date.")),
    case("alice", L, "then was my mileage claim paid at that rate?", "An own claim described, not numbered.",
         ["no_id_lookup", "reference_resolved", "greeting_history", "long_history"], ("mileage",),
         ("hey", "Hi Alice!", "the expense policy says mileage is 0.35 per km, right?",
          "Yes: EUR 0.35 per km under the Expense Reimbursement Policy 2025.")),
    case("bob", L, "and 1041 — which day did it get delivered?", "Own order's delivery date after the window was quoted.",
         ["own_object", "follow_up", "curt"], ("1041",),
         ("what's the refund window?", "30 days from delivery, by the carrier's tracking date.")),
    case("carol", L, "what did I choose for R-302, card or credit?", "Own refund's payout method.",
         ["own_object", "follow_up", "lowercase"], ("R-302",),
         ("Do refunds always go back to the card?",
          "By default yes; on the GRF-2 form you can choose Globex Store Credit instead, issued within 1 business day "
          "with a 10% bonus.")),
    case("dave", L, "has the director signed off EXP-3103 yet?", "Own claim's approval state after the rule was quoted.",
         ["own_object", "long_history", "follow_up"], ("EXP-3103",),
         ("what's the director approval thing in the expense policy?",
          "Claims above USD 2,500 are also approved by the director.", "mine's 2,930",
          "Then it needs director approval too.")),
    case("bob", L, "did my own PTO request for december get approved?",
         "An own record no demo tool holds. Arguable: knowledge (the policy only gives the reply time).",
         ["own_record_no_tool", "follow_up", "arguable", "lowercase", "date_period"], ("december",),
         ("the PTO policy says managers reply within 3 business days?",
          "Yes, and an unanswered request is not automatically approved.")),
    case("carol", L, "when was 2040 delivered and when did I request R-304? i want to count the days myself",
         "Two own objects looked up to check the quoted window.", ["own_object", "multi_id", "follow_up", "lowercase"],
         ("2040", "R-304"),
         ("what's the refund window again", "14 days of delivery; day 15 or later is not eligible.")),
]

ACTION = [
    # --- no history (16) ---
    case("alice", A, "Policy says I can withdraw a claim while it's 'submitted' and correct it. Withdraw EXP-2041 please, I "
         "put 2 per-diems but the first day was under 8 hours.", "Own claim withdrawn, the policy quoted as the reason.",
         ["quoted_reason", "own_object", "politeness"], ("EXP-2041", "submitted")),
    case("bob", A, "Refund policy §Shipping fees: express fee refunded in full if late. 1044 was promised 2 days after "
         "shipping and it's still not here — refund me the EUR 12.90.", "An own refund requested, citing the section.",
         ["quoted_reason", "other_change", "own_object"], ("1044", "EUR 12.90")),
    case("carol", A, "cancel 2043. policy says within 1 hour while confirmed and it's confirmed",
         "Own cancellable order cancelled, the rule quoted.", ["quoted_reason", "own_object", "lowercase", "curt"],
         ("2043",)),
    case("dave", A, "The policy says 'A claim can be withdrawn by the employee while it is in submitted status.' EXP-3103 is "
         "submitted. Withdraw it — the hotel line is wrong.", "Own claim withdrawn with the sentence quoted.",
         ["quoted_reason", "own_object"], ("EXP-3103",)),
    case("alice", A, "I know the shipping policy says shipped orders can't be cancelled, but cancel 1042 anyway, it's lost",
         "An own object in a state that forbids the change is still an action request.",
         ["own_object_forbidden_state", "arguing_with_policy", "negation"], ("1042", "can't")),
    case("bob", A, "cancel 1046 — the policy says 'at most 24 hours after it was placed' and I'm still inside that",
         "Own cancellable order, the window quoted.", ["quoted_reason", "own_object", "lowercase"], ("1046", "24 hours")),
    case("carol", A, "2047 is only packed, not shipped — cancel it. the 'before it was packed' bit can't be that strict",
         "Argues with the clause and asks the change on an own packed order: action.",
         ["own_object_forbidden_state", "arguing_with_policy", "negation"], ("2047", "not shipped")),
    case("dave", A, "Change the shipping address on 2046 — the policy says that's allowed while it's pending.",
         "Own order's address changed, the rule quoted.", ["change_address", "quoted_reason", "own_object"],
         ("2046", "pending")),
    case("alice", A, "The refund policy says 30 days from delivery and 1040 came on 8 October... start a return on 1040",
         "A return on an own order past the quoted window: action (forbidden state).",
         ["return_request", "own_object_forbidden_state", "quoted_reason"], ("1040", "30 days")),
    case("carol", A, "Policy v2.2 added the store-credit option with a 10% bonus. Switch R-302 to store credit.",
         "Own refund's method changed; the version note quoted.", ["other_change", "store_credit", "quoted_reason"],
         ("R-302", "10%")),
    case("dave", A, "Refund policy says the label is free if defective. My HomeVault was defective — refund me the USD 7.50 "
         "taken off R-303.", "A change to an own refund requested with the clause as reason.",
         ["other_change", "quoted_reason", "own_object", "numbers"], ("USD 7.50", "R-303")),
    case("bob", A, "EXP-2045 was rejected for being over 30 days, but the policy says 'unless the CFO approves an exception'. "
         "resubmit it to the CFO as an exception request",
         "Own claim resubmitted. Arguable: knowledge (the exception is the CFO's, not a tool's).",
         ["resubmission", "quoted_reason", "arguable", "own_object"], ("EXP-2045", "30 days")),
    case("alice", A, "The FAQ says new employees get a one-time WFH stipend of EUR 300. I never got it — file a claim for it "
         "for me.", "A new own claim requested. Arguable: knowledge (the stipend comes with the first salary, no claim).",
         ["new_object_request", "quoted_reason", "arguable", "negation"], ("EUR 300", "never")),
    case("carol", A, "if 2043 is still confirmed, cancel it — the policy says confirmed orders can be",
         "A conditional action on an own order.", ["conditional_action", "quoted_reason", "own_object", "lowercase"],
         ("2043", "confirmed")),
    case("dave", A, "the policy says I can cancel a pending order within the hour: cancel 2046, and tell me what's left in "
         "transit", "Multi-intent with an own action (and an own look-up): action.",
         ["multi_intent", "quoted_reason", "own_object", "lowercase"], ("2046",)),
    case("bob", A, "pls withdraw EXP-2043, the hotel night in paris was entered as 235 x3 but one night was EUR 255, the "
         "policy says 240 cap in Paris so I need to fix it", "Own claim withdrawn to correct it.",
         ["quoted_reason", "own_object", "abbreviation", "lowercase", "numbers"], ("EXP-2043", "EUR 255")),
    # --- with history (8) ---
    case("alice", A, "ok then cancel it, the policy's 24 hours is almost up", "\"It\" is the own order in the history.",
         ["reference_resolved", "quoted_reason", "lowercase"], ("24 hours",),
         ("can I still cancel 1043?", "Yes: order 1043 (Acme Headset) is processing and cancellable.")),
    case("bob", A, "that's past the 1–2 business days the shipping policy quotes. refund the express fee on it",
         "Own order from the history; the refund of its express fee requested.",
         ["reference_resolved", "quoted_reason", "other_change"], ("1–2 business days",),
         ("where's 1044?", "Order 1044 (Acme Cam, express, DHL) was shipped on 26 November and is not delivered yet.")),
    case("carol", A, "pull it back — policy says first and last day per diem is 75% and I think I put 75 for the middle day "
         "wrong", "\"It\" is the own withdrawable claim in the history.", ["reference_resolved", "quoted_reason",
                                                                           "lowercase"], ("75%",),
         ("EXP-3101 status?",
          "EXP-3101 (USD 868.50, Boston 2026-11-16 to 2026-11-18) is submitted and can still be withdrawn.")),
    case("dave", A, "great, cancel it", "Own pending order resolved from a four-turn history.",
         ["reference_resolved", "long_history", "curt"], ("cancel",),
         ("what's the cancellation window?", "Orders can be canceled within 1 hour of being placed while pending or "
          "confirmed.", "and 2046 is pending?", "Yes, order 2046 (HomeVault Drive 4 TB) is pending and cancellable.")),
    case("alice", A, "fine, 10% it is — start the return", "Return on an own order from the history, past the window.",
         ["reference_resolved", "return_request", "own_object_forbidden_state"], ("10%",),
         ("is there a restocking fee if I return 1040 without the box?",
          "Under the Refund Policy, a 10% restocking fee applies when the original packaging is missing; 1040 was "
          "delivered on 8 October.")),
    case("carol", A, "then change 2043's address to my office in Austin",
         "Address change on an own order that is confirmed, not pending: action (forbidden state).",
         ["change_address", "own_object_forbidden_state", "follow_up", "lowercase"], ("2043", "Austin"),
         ("the policy says I can change the address while pending?",
          "Yes: the shipping address can be changed while the order is pending.")),
    case("bob", A, "it's not even shipped though. cancel 1046 before it is", "Own order cancelled after a policy answer.",
         ["own_object", "negation", "greeting_history", "long_history"], ("1046", "not"),
         ("hi", "Hi Bob!", "gift card orders — refundable?",
          "Acme gift cards cannot be refunded, returned or exchanged for cash.")),
    case("dave", A, "I've got the receipt now. resubmit it with the receipt attached", "Own returned claim resubmitted.",
         ["resubmission", "reference_resolved", "own_object"], ("receipt",),
         ("what did the approver say on EXP-3105?",
          "EXP-3105 (USD 410, Hotel Chicago 2 nights) was returned: itemized hotel receipt missing.")),
]

CASES = LIVE + ACTION
