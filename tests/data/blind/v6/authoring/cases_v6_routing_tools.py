"""v6 live_tool and action cases: the user's own orders, refunds and reimbursements, looked up or changed
(live_tool 28 with 14 histories, action 24 with 12 histories).

Every id is the demo tool data's (sample_corpus/tools/*.json); where a case names an id that is not the asker's,
its tag says so (`other_owner_id`, `other_tenant_id`) and the label follows the wording, as v2–v4 decided."""

from __future__ import annotations

from typing import Any

from cases_v6_routing_kit import case

L, A = "live_tool", "action"


def live_tool() -> list[dict[str, Any]]:
    return [
        case("alice", L, "refund 1042??", "terse look-up of the own refund on order 1042 (R-77)", ["curt", "own_object"],
             keep=("1042",)),
        case("carol", L, "EXP-3101 status", "curt look-up of an own claim", ["curt", "own_object"], keep=("EXP-3101",)),
        case("dave", L, "2041 where", "fragment: where is own order 2041", ["curt", "own_object", "non_native"],
             keep=("2041",)),
        case("bob", L, "Hi, sorry to bother you — could you possibly let me know whether my webcam order 1044 has "
             "been handed to the courier yet? Many thanks, Bob", "polite e-mail style look-up of an own order",
             ["polite_indirect", "formal_email", "own_object"], keep=("1044",)),
        case("alice", L, "has my Brussels trip claim been paid out yet?", "own claim named by its description "
             "(EXP-2041)", ["own_object"], keep=("Brussels",)),
        case("carol", L, "did R-302 go through? the overnight thing", "own refund look-up", ["own_object", "curt"],
             keep=("R-302",)),
        case("dave", L, "it's been 12 days. TWELVE. where is my refund for the HomeVault", "frustrated look-up of the "
             "own refund on 2044 (R-303)", ["complaint", "own_object", "numbers"], keep=("12 days", "HomeVault")),
        case("bob", L, "why did my Eindhoven hotel claim get rejected", "own claim look-up (EXP-2045)", ["own_object"],
             keep=("Eindhoven",)),
        case("carol", L, "can I still cancel 2043 or is it too late", "\"can I still\" is a look-up (v3)",
             ["can_i_still", "own_object"], keep=("2043",)),
        case("dave", L, "don't withdraw anything, I only want to know where EXP-3103 is in the approval chain",
             "negated action: the remaining request is a look-up (v3)", ["negation", "own_object"],
             keep=("don't", "EXP-3103")),
        case("alice", L, "anything of mine still waiting on someone? orders, refunds, claims, whatever",
             "bulk look-up of the user's own records", ["own_bulk"]),
        case("bob", L, "show me my order 1043", "alice's order worded as bob's own: labelled by its wording (v2-v4)",
             ["other_owner_id"], keep=("1043",)),
        case("carol", L, "status of my order 1040 pls", "acme's order id worded as own by a globex user: labelled by "
             "its wording", ["other_tenant_id", "curt"], keep=("1040",)),
        case("alice", L, "how many PTO days do I have left", "own record no demo tool holds: live_tool (v3). Arguable",
             ["own_record_no_tool", "arguable", "abbreviation"]),
        # --- with history -------------------------------------------------------------------------------------------
        case("carol", L, "and the other one?", "resolved: the history names exactly two own orders in flight",
             ["reference_resolved", "curt"], hist=("what's on its way to me", "Two orders are on their way: 2042 "
                                                   "(Globex Key) is in transit with UPS, and 2047 (Globex Key) is "
                                                   "packed. 2042 should arrive tomorrow.")),
        case("dave", L, "no, the 2046 one", "correction of the object of a look-up", ["correction", "own_object"],
             keep=("2046",), hist=("status of my drive order", "Order 2041 (Globex Key) is in transit with USPS.")),
        case("alice", L, "and the refund for it?", "\"it\" resolves to order 1042 in the history", ["reference_resolved"],
             hist=("where's 1042", "Order 1042 (Acme Dock) was shipped on 2026-11-03 with PostNL, tracking "
                   "3SACM1042NL.")),
        case("bob", L, "when did it arrive", "\"it\" resolves to 1041", ["reference_resolved", "curt"],
             hist=("what did I order in October", "Order 1041 (Acme Cam and Acme Dock, EUR 228.00), delivered by "
                   "PostNL.")),
        case("carol", L, "ok so is mine approved yet?", "after a status definition, a look-up of own claims; several "
             "are own, the tool lists them. Arguable (clarify)", ["reference_resolved", "arguable"],
             hist=("what's the difference between submitted and approved in ExpenseLink", "Submitted means the "
                   "claim is waiting for your manager; approved means it was signed off and will be paid by direct "
                   "deposit within 7 business days.")),
        case("dave", L, "thx. and the tracking number?", "thanks plus a look-up on the order in the history",
             ["reference_resolved", "mixed_small_talk"], hist=("2041?", "Order 2041 (Globex Key, USD 90.00) is in "
                                                              "transit with USPS since 2026-11-24.")),
        case("alice", L, "what about the one from Utrecht", "a second own claim named by place after a look-up",
             ["own_object", "reference_resolved"], keep=("Utrecht",),
             hist=("is EXP-2041 approved", "EXP-2041 (EUR 442.50, Brussels) is submitted and waiting for approval.")),
        case("bob", L, "sorry, I meant the refund, not the order", "correction moves the look-up to R-79",
             ["correction", "negation"], keep=("not",), hist=("1041 status?", "Order 1041 was delivered on "
                                                               "2026-10-23.")),
        case("carol", L, "hm, then how much did I actually get back on the 2040 one?", "own refund R-304 on 2040 "
             "after a rule answer", ["reference_resolved", "numbers"], keep=("2040",),
             hist=("is there a time limit on refunds", "Yes: 14 days from delivery; day 15 or later is not eligible.")),
        case("dave", L, "pls just check it, I don't care what the policy says", "frustrated look-up of the own order "
             "after a policy answer", ["complaint", "reference_resolved", "negation"], keep=("don't",),
             hist=("my HomeVault return, how long do refunds take?", "Refunds are processed within 5 business days "
                   "after the returns center receives the package.")),
        case("alice", L, "great, cheers. one more: did the mileage one get paid?", "own claim EXP-2044 named by kind",
             ["mixed_small_talk", "own_object"], hist=("how much is mileage", "EUR 0.35 per km under the 2025 policy.")),
        case("bob", L, "yes, that one", "confirms which own object to look up", ["reference_resolved", "curt"],
             hist=("where's my Paris claim at", "Do you mean EXP-2043, the Paris conference trip of EUR 1,340.00?")),
        case("carol", L, "ugh. and 2047? that one's been packed since forever", "second look-up after a first",
             ["complaint", "own_object"], keep=("2047",), hist=("2042 status", "Order 2042 is in transit with UPS.")),
        case("dave", L, "never mind cancelling, just tell me if it's still pending", "withdrawn action, the look-up "
             "remains (negated action)", ["negation", "reference_resolved"],
             hist=("can you cancel 2046", "Order 2046 (HomeVault Drive 4 TB) is pending and can be cancelled. "
                   "Confirm to cancel it.")),
    ]


def action() -> list[dict[str, Any]]:
    return [
        case("alice", A, "cancel 1043", "curt action on an own cancellable order", ["curt", "own_object"], keep=("1043",)),
        case("carol", A, "would it be possible to maybe cancel the drive I ordered earlier? it's 2043",
             "polite indirect action", ["polite_indirect", "own_object"], keep=("2043",)),
        case("dave", A, "2046 cancel pls", "fragment word order", ["curt", "own_object", "non_native"], keep=("2046",)),
        case("carol", A, "withdraw EXP-3101, I typed the wrong hotel amount", "own withdrawable claim",
             ["own_object"], keep=("EXP-3101",)),
        case("bob", A, "Please pull back my claim EXP-2043 — Finance will bounce it anyway because it's over 1,000.",
             "own withdrawable claim, with a reason", ["own_object", "numbers"], keep=("EXP-2043",)),
        case("alice", A, "cancel 1042 now please", "own order already shipped: still action (v2)",
             ["own_object_forbidden_state", "curt"], keep=("1042",)),
        case("alice", A, "withdraw EXP-2042 so I can fix the parking amount", "own approved claim: still action",
             ["own_object_forbidden_state"], keep=("EXP-2042",)),
        case("bob", A, "if 1046 hasn't been picked yet, kill it", "conditional action (v4)", ["conditional_action",
             "own_object", "negation"], keep=("1046", "hasn't")),
        case("dave", A, "so this is a bit embarrassing, I ordered a replacement drive for the HomeVault at like 2am "
             "and then found the old one was fine, it was just a loose cable, my wife laughed at me for ten minutes. "
             "anyway could you cancel order 2046 for me before it ships", "rambling message with one action inside",
             ["long", "rambling", "own_object"], keep=("2046",)),
        case("carol", A, "JUST CANCEL 2043. i've tried the portal twice and it keeps erroring", "frustrated action",
             ["complaint", "own_object"], keep=("2043",)),
        case("bob", A, "change the delivery address on 1046 to my home address", "other change to an own order "
             "(v2's other-changes rule)", ["own_object", "other_change"], keep=("1046",)),
        case("carol", A, "cancel my order 2041", "dave's order worded as carol's own: labelled by wording",
             ["other_owner_id"], keep=("2041",)),
        # --- with history -------------------------------------------------------------------------------------------
        case("alice", A, "ok do it", "confirmation after the assistant offered to cancel an own order",
             ["confirmation", "reference_resolved", "curt"],
             hist=("is 1043 cancellable?", "Yes: order 1043 (Acme Headset, EUR 158.00) is processing and can still "
                   "be cancelled. Do you want me to cancel it?")),
        case("carol", A, "yes please", "confirmation of an offered withdrawal", ["confirmation", "reference_resolved"],
             hist=("EXP-3101 has the wrong amount", "EXP-3101 (USD 868.50) is still submitted, so it can be "
                   "withdrawn and corrected. Shall I withdraw it?")),
        case("dave", A, "yeah kill it", "action on the cancellable order the look-up just showed",
             ["reference_resolved", "curt"], hist=("2046?", "Order 2046 (HomeVault Drive 4 TB, USD 119.00) is "
                                                   "pending and cancellable.")),
        case("bob", A, "then withdraw it", "action on the claim in the history", ["reference_resolved"],
             hist=("EXP-2043 status", "EXP-2043 (EUR 1,340.00) is submitted and waiting for approval; it is above "
                   "EUR 1,000 so Finance approves it too.")),
        case("carol", A, "great, do that for 2043 then", "a policy answer followed by an action naming the object",
             ["own_object", "topic_to_action"], keep=("2043",),
             hist=("can orders be cancelled", "Yes, within 1 hour of placing them while the status is pending or "
                   "confirmed, with Cancel order in My orders.")),
        case("alice", A, "actually you know what, cancel it", "\"it\" resolves to 1043 in the history",
             ["reference_resolved"], hist=("where's my headset order", "Order 1043 (Acme Headset) is processing "
                                           "in the warehouse.")),
        case("dave", A, "the drive one", "answers which order the pending cancellation is for", ["reference_resolved",
             "curt"], hist=("cancel my order", "Which one? You have 2041 (Globex Key, in transit), 2044 (Globex "
                            "HomeVault, delivered) and 2046 (HomeVault Drive 4 TB, pending).")),
        case("alice", A, "yes — and sorry for snapping earlier, long day", "confirmation plus an apology: the "
             "confirmation decides", ["confirmation", "mixed_small_talk"],
             hist=("why is nothing working. withdraw my brussels claim", "I can withdraw EXP-2041 (EUR 442.50), "
                   "which is still submitted. Do you want me to go ahead?")),
        case("bob", A, "go ahead", "bare confirmation, history resolves", ["confirmation", "curt"],
             hist=("can 1046 still be cancelled?", "Yes, order 1046 is received and cancellable.",
                   "and I'd get the 50 back?", "Yes, a cancelled order is refunded to the original payment method "
                   "within 5 business days. Do you want me to cancel 1046?")),
        case("carol", A, "hmm then just cancel the packed one anyway", "own packed order from the history: still "
             "action", ["own_object_forbidden_state", "reference_resolved"],
             hist=("my orders", "2040 delivered, 2042 in transit, 2043 confirmed, 2045 canceled, 2047 packed.")),
        case("dave", A, "not that one — withdraw the Tokyo claim", "correction to an own withdrawable claim (EXP-3103)",
             ["correction", "negation"], keep=("not", "Tokyo"),
             hist=("withdraw my claim", "Do you mean EXP-3105 (Hotel Chicago, returned)?")),
        case("alice", A, "bring it back please, I do want it after all", "restoring an own cancelled order (v4). "
             "Arguable (knowledge: place a new order)", ["reference_resolved", "arguable"],
             hist=("what happened to 1047", "Order 1047 (Acme Dock) was cancelled before shipping and refunded.")),
    ]
