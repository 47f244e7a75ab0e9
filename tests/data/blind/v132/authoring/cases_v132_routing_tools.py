"""Blind routing set v132, live_tool (30) and action (24) cases: own orders, refunds and claims, asked for courteously
or plainly."""

from __future__ import annotations

from routing_case_kit_v132 import case


def lt(who, query, note, tags, keep, hist=()):
    return case(who, "live_tool", query, note, tags, keep, hist)


def act(who, query, note, tags, keep, hist=()):
    return case(who, "action", query, note, tags, keep, hist)


LIVE = [
    lt("alice", "Good morning. I was wondering whether it might be possible for you to let me know where my order 1042 "
       "currently is? I would be most grateful.", "indirect request to look up an own order", ["formal",
       "indirect_request", "own_object"], ("1042",)),
    lt("bob", "status of 1044", "curt own-order lookup", ["plain", "curt", "lowercase", "own_object"], ("1044",)),
    lt("carol", "Dear assistant, I hope this message finds you well. I should be most grateful if you could confirm "
       "whether my refund R-302 for the overnight charge has been paid out yet.", "own refund lookup, letter style",
       ["formal", "long_message", "own_object"], ("R-302", "overnight")),
    lt("dave", "Would you be so kind as to check whether EXP-3103 has been approved? My director is keen to know before "
       "Friday.", "own claim looked up with a director as the reason", ["formal", "own_object", "boss_as_context",
       "date_period"], ("EXP-3103", "Friday")),
    lt("alice", "Could you possibly tell me whether my claim for the taxi and parking in Utrecht was approved? I'm afraid "
       "I do not have the number to hand.", "own claim described, not numbered", ["formal", "no_id_lookup", "negation"],
       ("Utrecht",)),
    lt("carol", "I wonder if you might list all of my open refunds, if it is not too much trouble.",
       "own refunds in bulk, indirect wording", ["formal", "indirect_request", "own_bulk"], ("open refunds",)),
    lt("dave", "Might I ask why my Chicago hotel claim was returned? I had thought the receipts were complete.",
       "why an own described claim was returned", ["formal", "no_id_lookup", "why_rejected"], ("Chicago",)),
    lt("bob", "Please could you tell me why EXP-2045 was rejected? I should like to understand before I resubmit "
       "anything.", "why an own claim was rejected", ["formal", "own_object", "why_rejected"], ("EXP-2045",)),
    lt("carol", "Is order 2043 still cancellable, or has it gone too far? Not cancelling yet, merely asking.",
       "negated action leaves an own lookup", ["plain", "negation", "own_object", "can_i_still"], ("2043", "Not cancelling")),
    lt("alice", "Has R-78 been completed? thx", "plain own refund lookup", ["plain", "curt", "own_object", "abbreviation"],
       ("R-78",)),
    lt("dave", "I would be obliged if you could confirm the amount of my refund R-303, and whether the restocking fee was "
       "deducted.", "own refund details", ["formal", "own_object"], ("R-303", "restocking fee")),
    lt("alice", "Would it be possible to have the status of both 1043 and 1045, please?", "two own orders at once",
       ["formal", "multi_id", "own_object"], ("1043", "1045")),
    lt("carol", "When was my order 2047 placed, and has it been packed yet?", "two questions about one own order",
       ["plain", "own_object", "multi_intent_same_route"], ("2047",)),
    lt("bob", "Forgive my persistence, but I would very much like to know whether my gift card order 1046 has been "
       "received by the warehouse.", "apologetic own-order lookup", ["formal", "own_object", "gift_card"],
       ("1046", "gift card")),
    lt("dave", "could u check whether my HomeVault return got processed, the one from early november",
       "own refund described, not numbered", ["plain", "lowercase", "no_id_lookup", "abbreviation", "date_period"],
       ("HomeVault", "november")),
    lt("alice", "Could you kindly look up my order 1041 for me? I believe it contained a dock and a camera.",
       "a colleague's order worded as one's own: labelled by its wording, arguable (refuse: it is bob's)",
       ["formal", "other_owner_id", "arguable"], ("1041",)),
    lt("carol", "I should be grateful if you could check on my order 1040, placed some time ago.",
       "the other tenant's order worded as one's own, arguable (refuse)", ["formal", "other_tenant_id", "arguable"],
       ("1040",)),
    lt("bob", "I was wondering whether you could tell me how many PTO days I have remaining this year?",
       "own record that no tool holds, arguable (knowledge: the policy explains the balance)",
       ["formal", "indirect_request", "own_record_no_tool", "arguable"], ("PTO days",)),
    lt("carol", "Could you kindly tell me whether my mileage claim for the New Jersey site visits has been paid?",
       "own claim described by place", ["formal", "no_id_lookup"], ("New Jersey",)),
    lt("dave", "where's 2041", "curt own order lookup", ["plain", "curt", "lowercase", "own_object"], ("2041",)),
    # with a history
    lt("alice", "Thank you. Firstly, might you tell me whether 1043 has shipped yet?", "own order after a courteous opener",
       ["formal", "own_object", "greeting_history"], ("1043",),
       ("Good afternoon. I have a few questions about my orders, if I may.", "Of course, what would you like to know?")),
    lt("carol", "Would you be so kind as to tell me when it is expected to arrive?", "'it' resolved by the history to "
       "own order 2042", ["formal", "reference_resolved"], ("arrive",),
       ("I placed an order for a Globex Key recently, 2042.", "Thank you. What would you like to know about order 2042?")),
    lt("dave", "Thank you. In that case, could you check whether my refund R-303 is still processing?",
       "topic switch from policy to an own refund", ["formal", "topic_switch", "own_object"], ("R-303",),
       ("What is the refund window at Globex?", "Customers can request a refund within 14 days of delivery.")),
    lt("bob", "Thank you. And has it been approved since this morning?", "'it' is own EXP-2043 from the history",
       ["formal", "reference_resolved"], ("approved",),
       ("Could you look up my Paris claim EXP-2043?", "EXP-2043 (Paris conference, EUR 1,340.00) is submitted, "
        "awaiting approval.")),
    lt("alice", "The one for the Brussels customer visit, EXP-2041. Has it been approved?",
       "own claim named after a long courteous exchange", ["formal", "long_history", "own_object"], ("EXP-2041", "Brussels"),
       ("Hello, I hope you are well.", "Hello! How can I help?", "I have a question regarding my expense claims.",
        "Certainly. Which claim would you like to know about?")),
    lt("carol", "May I ask why it was rejected? I should like to understand the reason recorded.",
       "why an own refund from the history was rejected", ["formal", "reference_resolved", "why_rejected"], ("rejected",),
       ("could you tell me the status of R-304", "R-304 (USD 238.00) was rejected.")),
    lt("dave", "Much appreciated. And my other order, 2046, where is that one?", "second own order after the first",
       ["formal", "own_object"], ("2046",),
       ("Could you check order 2044 for me, please?", "Order 2044 (Globex HomeVault) was delivered on 2026-11-06.")),
    lt("alice", "The shipped one, please. Could you give me the tracking number?", "'the shipped one' resolves to 1042",
       ["formal", "reference_resolved"], ("tracking number", "shipped"),
       ("I need to know about my Acme Dock order.", "You have Acme Dock orders 1042 (shipped) and 1047 (cancelled). "
        "Which one do you mean?")),
    lt("carol", "Thank you ever so much. Could you tell me the amount that was reimbursed for EXP-3104?",
       "own claim detail after a list", ["formal", "own_object"], ("EXP-3104", "reimbursed"),
       ("Is it possible to see my claims?", "You have EXP-3101 (submitted), EXP-3102 (approved) and EXP-3104 "
        "(reimbursed).")),
    lt("bob", "Thank you. Would it still be possible for me to have it refunded when it arrives, or is it too late?",
       "'can I still' about an own order, arguable (knowledge: the refund window)",
       ["formal", "can_i_still", "reference_resolved", "arguable"], ("refunded",),
       ("Could you check my order 1044?", "Order 1044 (Acme Cam) is shipped.")),
]

ACTIONS = [
    act("alice", "I was wondering whether it might be possible to cancel my order 1043? I have found the headsets "
        "elsewhere. Thank you so much.", "indirect request to cancel an own cancellable order",
        ["formal", "indirect_request", "own_object"], ("1043", "cancel")),
    act("dave", "cancel 2046", "curt own cancellation", ["plain", "curt", "lowercase", "own_object"], ("2046",)),
    act("carol", "Would you be so kind as to withdraw my expense claim EXP-3101? I have noticed an error in the hotel "
        "amount and should like to resubmit it.", "withdraw an own claim, formal", ["formal", "own_object", "resubmission"],
        ("EXP-3101", "withdraw")),
    act("bob", "I should be grateful if you would cancel my gift card order 1046, as the recipient has left the company.",
        "own cancellation with a reason", ["formal", "own_object", "gift_card"], ("1046", "cancel")),
    act("alice", "Please withdraw EXP-2041.", "plain own withdrawal", ["plain", "curt", "own_object"], ("EXP-2041",)),
    act("dave", "Might I ask you to withdraw my Tokyo claim EXP-3103? The flight needs to be itemised separately, I am "
        "told.", "'might I ask you to' is a request to act on an own claim", ["formal", "indirect_request", "own_object",
        "hearsay"], ("EXP-3103", "Tokyo")),
    act("carol", "Could you please cancel order 2043, the HomeVault Drive? I no longer require it.",
        "own cancellation", ["formal", "own_object"], ("2043",)),
    act("alice", "I would be most obliged if you could cancel order 1042 for me; I realise it may already be on its way.",
        "own order in a state that forbids cancelling: still an action request", ["formal",
        "own_object_forbidden_state"], ("1042",)),
    act("carol", "I was wondering if you might change the delivery address on my order 2047 to my office in Boston.",
        "change an own order's address", ["formal", "indirect_request", "change_address"], ("2047", "Boston")),
    act("dave", "Would it be possible to request a refund for my order 2041 once it arrives? The keys are not what I "
        "expected.", "return request on an own order, future-conditional", ["formal", "return_request", "negation"],
        ("2041",)),
    act("alice", "I should like to return my headset from order 1040, if that can be arranged. It has developed a fault.",
        "return request for a defective own item", ["formal", "return_request"], ("1040",)),
    act("bob", "Would you kindly place an order for one more Acme Cam for me? Same as before.",
        "new order for oneself, arguable (clarify: no address or payment given)",
        ["formal", "new_object_request", "arguable"], ("Acme Cam",)),
    act("carol", "Could you please cancel my order 2046? Apologies for the bother.",
        "a colleague's order worded as one's own, arguable (refuse: it is dave's)",
        ["formal", "other_owner_id", "arguable"], ("2046",)),
    act("dave", "Two things, if you would be so kind: please cancel 2046, and also tell me the status of R-303.",
        "multi-intent with an own action: action", ["formal", "multi_intent", "own_object"], ("2046", "R-303")),
    act("alice", "If my order 1043 has not shipped yet, please cancel it; otherwise do nothing.",
        "conditional action on an own order", ["plain", "conditional_action", "negation"], ("1043", "not")),
    act("bob", "I was hoping you could withdraw my claim EXP-3101, from my time at Globex; I believe it is still open.",
        "the other tenant's claim worded as one's own, arguable (refuse)",
        ["formal", "other_tenant_id", "moved_from_other_tenant", "arguable"], ("EXP-3101",)),
    # with a history
    act("alice", "In that case, would you be so kind as to cancel it for me?", "'it' is own 1043 from the history",
        ["formal", "reference_resolved"], ("cancel",),
        ("Might I check the status of order 1043?", "Order 1043 (2 x Acme Headset) is processing and can still be "
         "cancelled.")),
    act("dave", "Then please withdraw it. Thank you.", "withdraw own EXP-3103 resolved from the history",
        ["formal", "reference_resolved"], ("withdraw",),
        ("Could you look at EXP-3103?", "EXP-3103 (Tokyo, USD 2,930.00) is submitted and can be withdrawn.")),
    act("carol", "It arrived late, I'm afraid. Might I request a refund of the overnight charge?",
        "express-fee refund on own 2042", ["formal", "other_change", "reference_resolved"], ("overnight",),
        ("Where is order 2042?", "Order 2042 (Globex Key) is in transit; overnight delivery was guaranteed for "
         "2026-11-26.")),
    act("bob", "Yes please, if you would be so kind.", "confirms a proposed own cancellation",
        ["formal", "long_history", "reference_resolved"], ("Yes please",),
        ("Good morning.", "Good morning! How can I help?", "I have an order, 1046, that I no longer need.",
         "Order 1046 (Acme gift card EUR 50) is received and can be cancelled. Would you like me to cancel it?")),
    act("alice", "I see. I'm afraid I entered the wrong hotel amount; I wonder if you could withdraw it so that I may "
        "resubmit.", "withdraw own EXP-2041 from the history", ["formal", "indirect_request", "resubmission"],
        ("withdraw",),
        ("Has EXP-2041 been approved?", "EXP-2041 is still submitted, awaiting approval.")),
    act("carol", "Would it be possible to upgrade it to expedited shipping? I will happily pay the difference.",
        "other change on own 2047", ["formal", "other_change", "reference_resolved"], ("expedited",),
        ("Could you show my order 2047?", "Order 2047 (Globex Key) is packed, standard shipping.")),
    act("dave", "Splendid. Kindly cancel it, then, not the other one, only 2046.", "negation narrows the action to own 2046",
        ["formal", "negation", "own_object"], ("2046", "not"),
        ("Is 2046 still pending?", "Yes, order 2046 is pending and can be canceled.")),
    act("alice", "Grateful for that. Then I should like to reorder the dock, please, the same model to the same address.",
        "new order after a lost own parcel (history names own 1042 and R-77)", ["formal", "long_history",
        "reference_resolved"], ("dock",),
        ("I wonder if you could help me with order 1042.", "Of course. Order 1042 (Acme Dock) is shipped; refund R-77 "
         "for it is processing.", "Thank you. It never arrived.", "I'm sorry to hear that. Refund R-77 covers the lost "
         "parcel.")),
]

CASES = LIVE + ACTIONS
