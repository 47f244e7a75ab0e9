"""Blind routing set v78, live_tool (30) and action (24) cases: looking up and changing one's own orders, refunds and
claims, most of them by a short reply inside a conversation — a number or "the express one" picking one of the objects
the assistant listed, "yes" to the assistant's offer to look something up or to its "shall I cancel it?", "both",
"the second", "that one", "👍". Every id is a real object of the asker in sample_corpus/tools, unless tagged."""

from __future__ import annotations

from routing_case_kit_v78 import case

L, A = "live_tool", "action"

CASES = [
    # ================= live_tool: short replies that pick or accept a look-up (with history) =================
    case("alice", L, "1042", "A bare id answering 'which order?': the status of her own 1042.",
         ["short_reply", "number_reply", "answer_to_question", "own_object", "curt"], keep=("1042",),
         hist=("can you check one of my orders?", "Sure — which order? You have 1040, 1042, 1043, 1045 and 1047.")),
    case("bob", L, "yes", "'yes' accepts the offer of his own refund's details.",
         ["short_reply", "yes_reply", "assistant_offer", "own_object", "curt"],
         hist=("do I have any refunds open?", "You have one refund: R-79 (order 1041), processing. Want the details?")),
    case("carol", L, "the first one", "An ordinal picking 2042 from the listed key orders: track it.",
         ["short_reply", "ordinal", "choice_reply", "own_object", "lowercase"],
         hist=("where are my key orders at?", "You have three Globex Key orders: 2042 (in transit), 2045 (canceled) and "
               "2047 (packed). Which one do you want tracked?")),
    case("dave", L, "2041 and 2046", "Two own ids answering 'which one?': both looked up.",
         ["short_reply", "number_reply", "multi_id", "own_object"], keep=("2041", "2046"),
         hist=("my orders please", "You have 2041 (in transit), 2044 (delivered) and 2046 (pending). Which one do you "
               "want details for?")),
    case("alice", L, "both", "'both' answers 'tracking for both, or just one?': two own orders looked up.",
         ["short_reply", "both", "choice_reply", "own_object", "curt"],
         hist=("status on 1040 and 1042?", "Do you want the tracking details for both orders, or only for one?")),
    case("bob", L, "the express one", "Picks 1044 (the express cam order) out of two: a look-up.",
         ["short_reply", "that_one", "choice_reply", "own_object", "lowercase"],
         hist=("what's happening with my cam order?", "You have two orders with an Acme Cam: 1041 (delivered) and 1044 "
               "(shipped, express via DHL). Which one?")),
    case("carol", L, "why", "'why' after her own refund was shown as rejected: why an own refund was rejected.",
         ["short_reply", "why_rejected", "own_object", "curt"],
         hist=("R-304?", "Refund R-304 (order 2040) was rejected.")),
    case("dave", L, "yes please", "Accepts the offer to check the refund for his returned HomeVault (no id named).",
         ["short_reply", "yes_reply", "assistant_offer", "no_id_lookup", "politeness"],
         hist=("I sent the HomeVault back last week", "Thanks. Do you want me to check the refund for it?")),
    case("alice", L, "the Brussels one — paid yet?", "Picks EXP-2041 of three listed claims by its trip: status.",
         ["short_reply", "that_one", "choice_reply", "own_object", "long_history", "greeting_history"],
         keep=("Brussels",),
         hist=("hi", "Hello Alice, what can I do for you?", "my expense claims",
               "You have EXP-2041 (submitted), EXP-2042 (approved) and EXP-2044 (paid). Which one?")),
    case("bob", L, "reason?", "One word after his own claim was shown as rejected: the reason is in the record.",
         ["short_reply", "why_rejected", "own_object", "curt"],
         hist=("EXP-2045?", "Claim EXP-2045 (Hotel Eindhoven, EUR 210.00) was rejected.")),
    case("carol", L, "3101", "Digits of a claim id answering 'which claim?'.",
         ["short_reply", "number_reply", "answer_to_question", "own_object", "curt"], keep=("3101",),
         hist=("claims status", "Which claim? EXP-3101, EXP-3102 or EXP-3104?")),
    case("dave", L, "yeah go ahead", "Accepts the offer to check his other open order (2046).",
         ["short_reply", "yes_reply", "assistant_offer", "own_object", "lowercase"],
         hist=("tracking for 2041?", "Order 2041 (2 Globex Keys) is in transit with USPS. Shall I also check your "
               "other open order?")),
    case("alice", L, "and R-76?", "A follow-up id after one own refund was shown.",
         ["short_reply", "follow_up", "own_object"], keep=("R-76",),
         hist=("is R-77 done?", "R-77 (EUR 129.00, order 1042) is still processing.")),
    case("bob", L, "yes", "After a cancellation the order's state forbids, 'yes' accepts the offered tracking instead.",
         ["short_reply", "yes_reply", "assistant_offer", "own_object", "curt"],
         hist=("cancel 1044", "Order 1044 has already shipped (express, DHL), so it can no longer be cancelled. Do you "
               "want the tracking instead?")),
    case("carol", L, "and the drive I ordered after?", "'the drive I ordered after' resolves to her one later drive "
         "order, 2043: a look-up.", ["short_reply", "other_one", "reference_resolved", "own_object", "lowercase"],
         keep=("drive",),
         hist=("did 2040 arrive?", "Yes, order 2040 (a HomeVault and 2 HomeVault Drives) was delivered.")),
    case("dave", L, "yeah — how much did I actually get back for the HomeVault", "After a policy answer and 'anything "
         "else?', the yes opens a look-up of his own refund (described, not numbered).",
         ["yes_reply", "long_history", "greeting_history", "no_id_lookup", "topic_switch"], keep=("HomeVault",),
         hist=("hey", "Hi Dave!", "restocking fee on opened electronics?",
               "15% of the item price, unless the item is defective.", "ouch", "Anything else I can help with?")),
    case("alice", L, "when's it shipping", "'it' is 1043, shown in the answer: an own order's status.",
         ["short_reply", "reference_resolved", "own_object", "lowercase"],
         hist=("can you look up my last order?", "Your most recent order is 1043 (2 Acme Headsets), processing.")),
    case("bob", L, "the paris one, who still has to sign it?", "Picks EXP-2043 and asks where it stands. Arguable: "
         "knowledge (claims above EUR 1,000 need a Finance check, by policy).",
         ["short_reply", "that_one", "own_object", "arguable", "lowercase"], keep=("paris",),
         hist=("my claims", "EXP-2043 (Paris, EUR 1,340.00) is submitted and EXP-2045 is rejected.")),
    case("carol", L, "and 2042?", "A second own id after the first was looked up.",
         ["short_reply", "follow_up", "own_object", "curt"], keep=("2042",),
         hist=("is 2047 out yet", "Order 2047 (Globex Key) is packed, waiting for carrier pickup.")),
    case("dave", L, "returned why", "Two words after his claim EXP-3105 was shown as returned: the reason.",
         ["short_reply", "why_rejected", "own_object", "curt", "lowercase"],
         hist=("which of my expense claims are still open?", "EXP-3103 (Tokyo, USD 2,930.00) is submitted. EXP-3105 "
               "was returned by the approver.")),
    # ================= live_tool: asked outright =================
    case("alice", L, "wat's the trackign on 1042", "Typos around an own order's tracking.",
         ["typo", "own_object", "lowercase", "no_history"], keep=("1042",)),
    case("bob", L, "where's my order 1044, DHL says nothing 😤", "An own express order's whereabouts, frustrated.",
         ["emoji", "frustrated", "own_object", "no_history"], keep=("1044", "DHL")),
    case("carol", L, "Could you please check the status of my refund R-302? Thanks!", "Polite own refund look-up.",
         ["politeness", "own_object", "no_history"], keep=("R-302",)),
    case("dave", L, "all my open orders pls", "Own orders in bulk.", ["own_bulk", "lowercase", "no_history"],
         keep=("open orders",)),
    case("alice", L, "has my EXP-2041 been approved yet", "Own claim's status.", ["own_object", "no_history"],
         keep=("EXP-2041",)),
    case("bob", L, "can I still cancel 1046?", "'Can I still…?' about an own order: the tool holds its state.",
         ["can_i_still", "own_object", "no_history"], keep=("1046",)),
    case("carol", L, "is my drive order (the one that's only confirmed) moving yet?", "An own order described by "
         "status, not numbered.", ["no_id_lookup", "status_word", "lowercase", "no_history"], keep=("confirmed",)),
    case("dave", L, "R-303 — processed yet?", "Curt own refund look-up.", ["curt", "own_object", "no_history"],
         keep=("R-303",)),
    case("bob", L, "how many PTO days do I have left this year", "An own record no demo tool holds. Arguable: knowledge "
         "(the entitlement rule).", ["own_record_no_tool", "arguable", "lowercase", "no_history"], keep=("PTO days",)),
    case("dave", L, "my order 1044 — shipped yet?", "Acme's 1044 worded as his own: labelled by its wording, the tool "
         "scoped to globex finds nothing. Arguable: refuse (another tenant's object).",
         ["other_tenant_id", "arguable", "no_history"], keep=("1044",)),
    # ================= action: confirmations and choices that carry out a proposed change (with history) ==========
    case("alice", A, "yes", "'yes' to 'Shall I cancel it?' about her own cancellable 1043: the cancellation.",
         ["short_reply", "yes_reply", "confirmation", "own_object", "curt"],
         hist=("can 1043 still be cancelled?", "Yes: order 1043 (2 Acme Headsets) is processing and can still be "
               "cancelled. Shall I cancel it?")),
    case("bob", A, "yep do it", "Confirms cancelling his own 1046.",
         ["short_reply", "yes_reply", "confirmation", "own_object", "lowercase"],
         hist=("I don't need the gift card order anymore", "That's order 1046 (Acme gift card EUR 50), still received "
               "and cancellable. Do you want me to cancel it?")),
    case("carol", A, "cancel the second", "An ordinal picking 2043 out of the two drive orders listed.",
         ["short_reply", "ordinal", "choice_reply", "own_object", "lowercase"], keep=("cancel",),
         hist=("I have two drive orders I think", "You have 2040 (delivered, with 2 drives) and 2043 (1 HomeVault Drive "
               "4 TB, confirmed, cancellable).")),
    case("dave", A, "ok cancel", "Short confirmation of the offered cancellation of his own 2046.",
         ["short_reply", "confirmation", "own_object", "curt"], keep=("cancel",),
         hist=("should I cancel 2046 or keep it?", "That's up to you: 2046 (HomeVault Drive 4 TB) is pending and can "
               "still be cancelled. Want me to cancel it?")),
    case("alice", A, "that one", "'that one' is the only withdrawable claim the assistant named: withdraw EXP-2041.",
         ["short_reply", "that_one", "reference_resolved", "own_object", "lowercase"],
         hist=("I want to withdraw an expense claim", "Which one? Only EXP-2041 (Brussels, submitted) can still be "
               "withdrawn.")),
    case("bob", A, "please do", "Confirms withdrawing his own EXP-2043 to correct it.",
         ["short_reply", "yes_reply", "confirmation", "own_object", "politeness"],
         hist=("my Paris claim has a mistake in the taxis", "EXP-2043 is still submitted and withdrawable. I can "
               "withdraw it so you can correct and resubmit it. Shall I?")),
    case("carol", A, "3101 yes", "The claim's digits and a yes: withdraw her own EXP-3101.",
         ["short_reply", "number_reply", "yes_reply", "own_object", "curt"], keep=("3101",),
         hist=("withdraw a claim", "Which claim? EXP-3101 (Boston, submitted) is the only one you can withdraw.")),
    case("dave", A, "👍", "A thumbs-up to 'Should I withdraw it?': the withdrawal of his own EXP-3103. Arguable: "
         "small_talk (a thumbs-up can be a bare acknowledgement).",
         ["short_reply", "emoji", "confirmation", "own_object", "arguable"],
         hist=("EXP-3103 — I put the wrong hotel in", "EXP-3103 (Tokyo, USD 2,930.00) is submitted and withdrawable. "
               "Should I withdraw it?")),
    case("alice", A, "yes cancel it", "After choosing the order over two turns, the confirmation.",
         ["short_reply", "yes_reply", "confirmation", "own_object", "long_history"], keep=("cancel",),
         hist=("cancel my order", "Which one? Of your orders, only 1043 is still cancellable.", "the headsets?",
               "Yes, 1043 is the order with 2 Acme Headsets. Cancel it?")),
    case("bob", A, "Keizersgracht 100, Amsterdam", "A bare address answering 'what is the new address?' for his own "
         "1046: the address change.", ["short_reply", "answer_to_question", "change_address", "other_change",
                                       "own_object"], keep=("Keizersgracht 100", "Amsterdam"),
         hist=("can I change the address on 1046?", "Order 1046 is still received, so the address can be changed. "
               "What is the new address?")),
    case("carol", A, "try anyway", "Insists on cancelling her own packed 2047 (an own object in a state that forbids "
         "the change is still action).", ["short_reply", "own_object_forbidden_state", "own_object", "lowercase"],
         keep=("try anyway",),
         hist=("cancel 2047", "Order 2047 is already packed, so it can no longer be cancelled under the Shipping and "
               "Orders Policy.")),
    case("dave", A, "yes, cancel 2046", "Confirms the cancellation part of a two-part request.",
         ["yes_reply", "confirmation", "own_object", "multi_intent"], keep=("2046",),
         hist=("track 2041 and cancel 2046", "Order 2041 is in transit with USPS. For 2046: do you really want it "
               "cancelled?")),
    case("alice", A, "kill it", "Slang for cancelling the own order just shown as cancellable.",
         ["short_reply", "reference_resolved", "own_object", "lowercase", "curt"],
         hist=("1043 status", "Order 1043 (2 Acme Headsets) is processing and still cancellable.")),
    case("bob", A, "cancel that", "'that' is 1046, the one cancellable order the assistant named.",
         ["short_reply", "that_one", "reference_resolved", "own_object", "lowercase"], keep=("cancel",),
         hist=("do I have anything I can still cancel?", "Yes, order 1046 (Acme gift card EUR 50) is received and "
               "cancellable.")),
    case("carol", A, "cancel both", "Both own orders, one of which is packed (forbidden state): still action.",
         ["short_reply", "both", "own_object_forbidden_state", "own_object", "lowercase"], keep=("cancel both",),
         hist=("can you check 2043 and 2047?", "2043 (HomeVault Drive) is confirmed and cancellable; 2047 (Globex "
               "Key) is packed and can no longer be cancelled.")),
    case("dave", A, "then cancel it, i'll reorder with expedited", "After a status answer, the cancellation of his own "
         "2046.", ["reference_resolved", "own_object", "long_history", "greeting_history", "lowercase"],
         keep=("expedited",),
         hist=("hi", "Hi Dave, how can I help?", "what does pending mean",
               "Pending: the order is placed and payment is being authorized.", "is 2046 pending?",
               "Yes, 2046 is pending and can still be cancelled.")),
    case("alice", A, "yes and reorder just 1", "Confirms the cancellation and asks for a new order of one headset "
         "(multi-intent with an own action).", ["yes_reply", "confirmation", "multi_intent", "own_object", "numbers"],
         keep=("just 1",),
         hist=("I ordered 2 headsets in 1043 but only need 1", "Items can't be removed from an existing order; you "
               "can cancel 1043 and place a new order for 1 headset. Want me to cancel 1043?")),
    case("bob", A, "go ahead", "Confirms withdrawing his own submitted claim.",
         ["short_reply", "confirmation", "own_object", "lowercase"],
         hist=("how do I withdraw a claim", "In FinanceHub you can withdraw a claim while it is submitted. Your EXP-2043 "
               "is submitted. Do you want me to withdraw it?")),
    # ================= action: asked outright =================
    case("carol", A, "cancel 2043 pls", "Curt own cancellation.", ["curt", "own_object", "no_history"],
         keep=("2043",)),
    case("dave", A, "Please withdraw my expense claim EXP-3103.", "Polite own withdrawal.",
         ["politeness", "own_object", "no_history"], keep=("EXP-3103",)),
    case("alice", A, "cancel my order 1043 — and no, not 1042, that one's fine", "A negation that removes the second "
         "order.", ["negation", "own_object", "no_history"], keep=("1043", "not 1042")),
    case("bob", A, "withdraw EXP-2043, wrong taxi amount", "Own withdrawal to correct a claim.",
         ["own_object", "curt", "no_history"], keep=("EXP-2043",)),
    case("carol", A, "order me a new Globex Key, mine's broken", "A new own object. Arguable: knowledge (how to "
         "order or claim the warranty).", ["new_object_request", "arguable", "lowercase", "no_history"],
         keep=("Globex Key",)),
    case("bob", A, "cancel my order 1043", "Alice's 1043 worded as his own: labelled by its wording. Arguable: "
         "refuse (acting on a colleague's object).", ["other_owner_id", "arguable", "no_history"], keep=("1043",)),
]
