"""v84 routing cases, live_tool (30) and action (24): own orders, refunds and claims looked up and changed in
shorthand — "ETA?", "trk #", "stat?", "exp report", "reimb", "RMA # on …", "cxl", "nuke it", "kill 2046, dupe
order", "bump it to overnight", "PKD", "GC order", "HVD4" — with real demo ids, described objects and own bulk.
Written by the v84 author without knowing how the router decides.
"""

from __future__ import annotations

from routing_case_kit_v84 import case

L = "live_tool"
A = "action"

LIVE = [
    case("alice", L, "1042 ETA?", "Her own shipped order: a status look-up in two tokens.",
         ["own_object", "abbreviation", "curt"], keep=("1042", "ETA")),
    case("bob", L, "R-79 — still processing or done?", "His own refund's status.", ["own_object", "curt"],
         keep=("R-79",)),
    case("carol", L, "trk # for 2042 pls", "Tracking of her own in-transit order; clipped 'trk #' and 'pls'.",
         ["own_object", "clipped_word", "lowercase"], keep=("trk #", "2042")),
    case("dave", L, "EXP-3103 stat?", "His own claim's status; 'stat' clipped.", ["own_object", "clipped_word", "curt"],
         keep=("EXP-3103", "stat")),
    case("alice", L, "is my exp report for Brussels approved yet?", "Her own claim EXP-2041 described, not numbered.",
         ["no_id_lookup", "clipped_word", "lowercase"], keep=("exp report", "Brussels")),
    case("carol", L, "my reimb for the Boston trip — paid out yet?", "Her own claim EXP-3101 described: 'reimb' clipped.",
         ["no_id_lookup", "clipped_word", "lowercase"], keep=("reimb", "Boston")),
    case("dave", L, "the HVD4 order, has it left Memphis?", "His only HomeVault Drive order (2046) named by its product "
         "code fragment.", ["no_id_lookup", "product_code"], keep=("HVD4", "Memphis")),
    case("bob", L, "all my open reimbs pls", "His own claims, in bulk.", ["own_bulk", "clipped_word", "lowercase"],
         keep=("open reimbs",)),
    case("carol", L, "list my RMAs / returns still in flight", "Her own refunds and returns in bulk.",
         ["own_bulk", "abbreviation", "jargon", "lowercase"], keep=("RMAs", "in flight")),
    case("alice", L, "how many PTO days do I have left this yr?", "Her own balance: a record no demo tool holds. "
         "Arguable: knowledge (the policy gives the entitlement, not the balance).",
         ["own_record_no_tool", "abbreviation", "clipped_word", "arguable"], keep=("PTO", "this yr")),
    case("dave", L, "can I still pull back EXP-3103? it's only submitted", "'Can I still…?' about his own claim is a "
         "look-up of its state.", ["can_i_still", "own_object", "chat_slang"], keep=("EXP-3103", "pull back")),
    case("bob", L, "can 1043 still be cxl'd? my headset x2 order", "1043 is alice's, worded as his own: labelled by its "
         "wording; the tool, scoped to bob, finds nothing. Arguable: refuse (a colleague's order).",
         ["can_i_still", "other_owner_id", "clipped_word", "arguable"], keep=("1043", "cxl'd", "x2")),
    case("carol", L, "why was R-304 rejected?? i sent the GRF-2 in time", "Why her own refund was rejected: the refund "
         "record holds the reason.", ["why_rejected", "own_object", "form_code", "frustrated"],
         keep=("R-304", "GRF-2")),
    case("alice", L, "RMA # on 1045?", "The RMA number of her own returned order.", ["own_object", "abbreviation", "curt"],
         keep=("RMA", "1045")),
    case("dave", L, "R-303 amt + ETA to my card", "Amount and timing of his own refund.",
         ["own_object", "clipped_word", "abbreviation", "curt"], keep=("R-303", "amt", "ETA")),
    case("bob", L, "Good afternoon. Could you tell me whether expense claim EXP-2045 has been approved, and if not, the "
         "reason given? Kind regards, Bob", "His own claim, in a formal mail: status and reason.",
         ["own_object", "formal_email", "why_rejected", "politeness"], keep=("EXP-2045",)),
    case("carol", L, "2047 — still PKD or has UPS picked it up", "Her own packed order; 'PKD' clipped from packed.",
         ["own_object", "clipped_word", "status_word"], keep=("2047", "PKD", "UPS")),
    case("alice", L, "my R-77 for the lost dock — any movement w/ the carrier investigation?", "Her own refund for the "
         "lost parcel.", ["own_object", "clipped_word", "lowercase"], keep=("R-77", "lost dock")),
    case("dave", L, "2041 in_transit since forever 😤 where is it rn", "His own order; frustration and 'rn'.",
         ["own_object", "emoji", "frustrated", "chat_slang"], keep=("2041", "rn")),
    case("carol", L, "trk for 1041? the dock+cam one i ordered", "1041 is acme's (bob's), worded as her own: labelled "
         "by its wording; the globex tool finds nothing. Arguable: refuse (the other tenant's object).",
         ["other_tenant_id", "clipped_word", "arguable", "lowercase"], keep=("trk", "1041", "dock+cam")),
    case("alice", L, "ok is 1040 still inside it? delivered early oct", "'Still inside the window' about her own order "
         "is a look-up (the tool holds the delivery date), after the policy answer.",
         ["can_i_still", "own_object", "reference_resolved", "clipped_word"], keep=("1040", "early oct"),
         hist=("what's the refund window?", "30 days of delivery.")),
    case("carol", L, "R-302 — $$ back yet?", "Her own refund; '$$' for the money.", ["own_object", "greeting_history",
         "chat_slang", "curt"], keep=("R-302", "$$"), hist=("hi", "Hi Carol! How can I help?")),
    case("dave", L, "k so where's mine at", "After the refund-time answer, 'mine' is his one refund (R-303), not "
         "numbered.", ["no_id_lookup", "reference_resolved", "chat_slang", "lowercase"], keep=("mine",),
         hist=("how long do refunds take?", "Within 5 business days after the returns center receives the package.")),
    case("bob", L, "and the other one, the cam+dock order?", "His other order (1041), described after 1044 was shown.",
         ["other_one", "reference_resolved", "own_object", "clipped_word"], keep=("cam+dock",),
         hist=("where is 1044?", "1044 (Acme Cam, express) is shipped with DHL.")),
    case("alice", L, "ty. unrelated: EXP-2042 paid yet?", "A switch from policy to her own claim's status.",
         ["own_object", "topic_switch", "long_history", "clipped_word"], keep=("EXP-2042",),
         hist=("hey", "Hi Alice!", "what's the OOO rule?", "Set an OOO auto-reply whenever you are away for more "
               "than 1 business day.")),
    case("carol", L, "wait b4 i confirm — what's the ETA if I just keep it?", "While her cancellation waits, she asks "
         "where her own order stands. Arguable: knowledge (the shipping times in the policy).",
         ["pending_action_context", "own_object", "clipped_word", "abbreviation", "arguable"], keep=("b4", "ETA"),
         hist=("cancel 2043 pls", "Order 2043 (HomeVault Drive 4 TB) can be cancelled. Shall I cancel it? Please "
               "confirm.")),
    case("dave", L, "2044 delivered when exactly? need the date for the RMA", "The delivery date of his own order.",
         ["own_object", "abbreviation", "reference_resolved"], keep=("2044", "RMA"),
         hist=("my orders?", "You have 3 orders: 2041 (in transit), 2044 (delivered), 2046 (pending).")),
    case("bob", L, "cool. has my Paris conf claim gone to Finance yet? it's >1k", "His own claim EXP-2043 described "
         "after a per-diem answer.", ["no_id_lookup", "topic_switch", "clipped_word", "numbers"],
         keep=("Paris conf", ">1k"), hist=("what's the per diem for Paris", "International: EUR 70 per day.")),
    case("alice", L, "the processing one — what's the hold-up", "Of her three refunds exactly one is processing (R-77): "
         "the reference resolves.", ["reference_resolved", "own_object", "status_word", "lowercase"],
         keep=("processing one",), hist=("my refunds?", "R-76 completed, R-77 processing, R-78 completed.")),
    case("carol", L, "did i actually pay that on 2042? and was it refunded", "Two look-ups on her own order and its "
         "refund.", ["multi_intent_same_route", "own_object", "reference_resolved", "lowercase"], keep=("2042",),
         hist=("is there a fee for overnight?", "Overnight shipping is USD 29.99.")),
]

ACTIONS = [
    case("alice", A, "cxl 1043 pls", "Cancel her own cancellable order, clipped.", ["own_object", "clipped_word",
         "curt"], keep=("cxl", "1043")),
    case("bob", A, "withdraw EXP-2043, forgot the taxi rcpts", "Withdraw his own submitted claim to correct it.",
         ["own_object", "clipped_word"], keep=("EXP-2043", "rcpts")),
    case("carol", A, "pls cancel 2043 — ordered the wrong HVD", "Cancel her own confirmed order; 'HVD' for the drive.",
         ["own_object", "product_code", "politeness"], keep=("2043", "HVD")),
    case("dave", A, "kill 2046, dupe order", "Cancel his own pending order, in slang.", ["own_object", "chat_slang",
         "curt"], keep=("2046", "dupe")),
    case("carol", A, "pull EXP-3101 back, wrong per diem on day 1", "Withdraw her own submitted claim.",
         ["own_object", "chat_slang"], keep=("EXP-3101", "per diem")),
    case("alice", A, "cxl 1046 — that's my GC order, bob just placed it for me", "1046 is bob's, worded as her own: "
         "labelled by its wording. Arguable: refuse (acting on a colleague's order).",
         ["other_owner_id", "clipped_word", "arguable"], keep=("cxl", "1046", "GC")),
    case("alice", A, "open an RMA for 1040, headset mic is DOA", "A return request on her own delivered order.",
         ["return_request", "own_object", "abbreviation", "shorthand_undefined"], keep=("RMA", "1040", "DOA")),
    case("bob", A, "upgrade 1046 to express pls", "Change the shipping speed of his own received order.",
         ["other_change", "own_object", "lowercase"], keep=("1046", "express")),
    case("dave", A, "change ship-to on 2046 to my home addr, 12 Elm St", "Change the address of his own pending order.",
         ["change_address", "own_object", "clipped_word"], keep=("ship-to", "2046", "12 Elm St")),
    case("carol", A, "cancel 2047", "Her own order is packed and cannot be cancelled: still a request to act.",
         ["own_object_forbidden_state", "curt"], keep=("2047",)),
    case("alice", A, "cancel 1042 — it's shipped i know, just try", "Her own shipped order: the tool will say no, the "
         "request is still an action.", ["own_object_forbidden_state", "lowercase"], keep=("1042", "just try")),
    case("dave", A, "switch R-303 to store credit (+10% right?)", "Change the method of his own refund; the aside is a "
         "policy check.", ["other_change", "own_object", "multi_intent", "numbers"],
         keep=("R-303", "store credit", "+10%")),
    case("bob", A, "file a lost-parcel claim on 1044, DHL tracking hasn't moved in a wk", "A claim on his own shipped "
         "order.", ["lost_parcel", "own_object", "clipped_word", "negation"], keep=("1044", "DHL", "hasn't", "wk")),
    case("carol", A, "pls order me a Globex Key, mine's borked", "A new object for herself. Arguable: knowledge (how "
         "a replacement key is obtained).", ["new_object_request", "chat_slang", "arguable"],
         keep=("Globex Key", "borked")),
    case("alice", A, "if 1043 hasn't shipped by EOD, cancel it", "A conditional action on her own order.",
         ["conditional_action", "own_object", "abbreviation", "negation"], keep=("1043", "hasn't", "EOD")),
    case("dave", A, "dont cancel 2046 — just bump it to overnight", "The negated cancellation leaves the shipping "
         "change, an action.", ["negation", "other_change", "own_object", "chat_slang"],
         keep=("dont", "2046", "overnight")),
    case("alice", A, "ok nuke it", "'It' is her cancellable 1043 from the history.", ["reference_resolved",
         "chat_slang", "curt"], keep=("nuke",),
         hist=("where's 1043?", "1043 (2 × Acme Headset) is processing and can still be cancelled.")),
    case("carol", A, "cxl the confirmed one", "Exactly one of her orders is confirmed (2043).",
         ["reference_resolved", "status_word", "clipped_word"], keep=("cxl", "confirmed one"),
         hist=("my orders pls", "2040 delivered, 2042 in transit, 2043 confirmed, 2045 canceled, 2047 packed.")),
    case("dave", A, "pull it, need to fix the per diem", "'It' is his withdrawable claim from the history.",
         ["reference_resolved", "chat_slang"], keep=("per diem",),
         hist=("EXP-3103 status?", "EXP-3103 (USD 2,930) is submitted and can still be withdrawn.")),
    case("bob", A, "pls cxl my GC order", "His gift card order (1046) described, after a greeting.",
         ["no_id_lookup", "greeting_history", "clipped_word"], keep=("cxl", "GC order"),
         hist=("hi", "Hi Bob!")),
    case("alice", A, "withdraw that one then, per-diem's wrong", "The one submitted claim (EXP-2041) from the history.",
         ["reference_resolved", "long_history", "own_object"], keep=("per-diem",),
         hist=("what's the withdraw rule for claims?", "While a claim is submitted you can withdraw it in FinanceHub "
               "and correct it; once approved it can no longer be withdrawn.", "which of mine are still submitted?",
               "EXP-2041 (Brussels, EUR 442.50) is submitted.")),
    case("carol", A, "switch R-302 to store credit instead pls", "Change the method of her own refund.",
         ["other_change", "own_object", "reference_resolved"], keep=("R-302", "store credit"),
         hist=("is 2042 overnight?", "Yes, 2042 was shipped overnight with UPS; the guarantee was missed and R-302 "
               "refunds the USD 29.99.")),
    case("dave", A, "ya go", "Confirming the proposed cancellation of his own order.",
         ["confirmation", "pending_action_context", "chat_slang", "curt"],
         hist=("cancel 2046", "Order 2046 (HomeVault Drive 4 TB) can be cancelled. Confirm?")),
    case("bob", A, "fine, start the RMA then", "A return on his own shipped order after the cancellation was refused.",
         ["return_request", "reference_resolved", "abbreviation"], keep=("RMA",),
         hist=("can you cancel 1044?", "1044 is shipped, so it can't be cancelled. You can refuse the delivery or "
               "return it within 30 days.")),
]

CASES = LIVE + ACTIONS
