"""Blind routing set v28, live_tool (30) and action (24) cases: the record and the change side of each minimal pair.

Every order, refund and claim id here is a real object of the asker in sample_corpus/tools/<tenant>.json, except in
cases tagged `other_owner_id` (a colleague's object worded as one's own) or `other_tenant_id` (the other tenant's
object worded as one's own). Cases that name no id carry `no_id_lookup`, `own_bulk` or `new_object_request`.
"""

from __future__ import annotations

from routing_case_kit_v28 import case

L, A = "live_tool", "action"

LIVE_TOOL = [
    case("alice", L, "is my refund R-77 through yet?", "Her own refund looked up. Twin: 'what's the refund window' "
         "(knowledge).", ["own_object", "minimal_pair", "policy_vs_record", "lowercase"], ("R-77",)),
    case("dave", L, "has the returns center got my HomeVault yet? R-303",
         "His own refund's progress. Twin: 'how long do refunds take once the returns center has a package?' "
         "(knowledge).", ["own_object", "minimal_pair", "policy_vs_record"], ("R-303", "HomeVault")),
    case("alice", L, "and is the refund for it done?",
         "The history resolves 'it' to 1042, and the question is its refund's status: live_tool. Twin with the same "
         "history: the lost-parcel rule (knowledge).", ["reference_resolved", "minimal_pair", "own_object"],
         ("refund",), ("where's 1042?", "Order 1042 (Acme Dock) was handed to PostNL on 3 November. There has been "
                       "no tracking movement since, and refund R-77 for it is processing.")),
    case("alice", L, "can i still cancel 1043?", "'Can I still…?' about an own order: the tool knows whether it is "
         "cancellable. Twins: 'can you cancel an order after it's been shipped?' (knowledge), 'cancel 1043' (action).",
         ["can_i_still", "minimal_pair", "may_vs_do", "lowercase"], ("1043",)),
    case("bob", L, "did 1044 arrive on time or was it late?", "His own express order's delivery looked up. Twin: the "
         "express-fee rule asked after 1044 was shown (knowledge).", ["own_object", "minimal_pair", "late_delivery"],
         ("1044",)),
    case("carol", L, "has the overnight fee for 2042 been paid back?", "Her own refund for a missed overnight "
         "guarantee. Twin: 'What happens to the overnight charge when the delivery guarantee is missed?' (knowledge).",
         ["own_object", "minimal_pair", "policy_vs_record"], ("2042", "overnight fee")),
    case("carol", L, "is 2047 packed or already shipped?", "Her own order's status. Twin: 'what does 'packed' mean "
         "on the order status page?' (knowledge).", ["own_object", "minimal_pair", "status_word"], ("2047", "packed")),
    case("dave", L, "why was EXP-3105 returned?", "Why an own claim came back: live_tool (the tool holds the reason). "
         "Twin: 'what's the difference between a returned claim and a rejected one?' (knowledge).",
         ["own_object", "minimal_pair", "why_rejected"], ("EXP-3105",)),
    case("dave", L, "ok where are mine then?", "The history is the hardware-key rule; 'mine' asks for his own key "
         "order (2041, the only one): live_tool. Twin: 'I'm in finance — am I supposed to have a Globex Key?' "
         "(knowledge).", ["no_id_lookup", "reference_resolved", "minimal_pair"], ("mine",),
         ("do finance people need a Globex Key?", "Yes: hardware security keys (Globex Key) are required for "
          "administrators and for employees in Finance.")),
    case("alice", L, "what's the RMA on 1045?", "The RMA of an own returned order: live_tool. Twin: 'RMA format?' "
         "(knowledge).", ["own_object", "minimal_pair", "abbreviation"], ("1045", "RMA")),
    case("dave", L, "why is R-303 only 289.15? I paid 349", "arguable: why an own refund is less than the price "
         "(live_tool, as earlier sets decided for 'why was it rejected'); knowledge would explain the fee and label "
         "rules. Twin: '349 minus 15% minus 7.50 — is that how …' (knowledge).",
         ["arguable", "own_object", "numbers", "minimal_pair", "partial_refund"], ("R-303", "289.15", "349")),
    case("alice", L, "is 1040 still returnable?", "'Can I still…?' about an own delivered order: live_tool. Twin: the "
         "same order with the date given and the policy asked (knowledge).",
         ["can_i_still", "minimal_pair", "own_object"], ("1040",)),
    case("alice", L, "was EXP-2041 submitted in time?", "An own claim's dates checked: live_tool. Twin: 'how long do "
         "I have to submit a claim in FinanceHub?' (knowledge).", ["own_object", "minimal_pair"], ("EXP-2041",)),
    case("bob", L, "where's my order 1042?", "A colleague's id (alice's) worded as his own: labelled by the wording, "
         "the tool authorizes server-side. Twin: 'where's alice's order 1042?' (refuse).",
         ["other_owner_id", "minimal_pair", "own_vs_colleague"], ("1042",)),
    case("carol", L, "status of my order 1040?", "The other tenant's id (acme's 1040) worded as her own: labelled by "
         "the wording. Twin: 'what's in acme's order 1040?' (refuse).",
         ["other_tenant_id", "minimal_pair", "curt"], ("1040",)),
    case("carol", L, "how long do refunds take here, and where's mine for the HomeVault?", "Multi-intent: a policy "
         "question and a look-up of her own HomeVault refund (R-304, not numbered); the look-up decides the route.",
         ["multi_intent", "no_id_lookup", "policy_vs_record"], ("HomeVault",)),
    case("bob", L, "thanks!! oh and has R-79 gone through yet?", "Small talk with a request inside: the look-up "
         "decides. Twin: 'thanks!!' (small_talk).", ["small_talk_with_request", "minimal_pair", "own_object"],
         ("R-79",)),
    case("alice", L, "list all my orders from this autumn", "Her own orders in bulk: live_tool. Twin: 'list every "
         "order anyone at acme placed this autumn' (refuse).", ["own_bulk", "minimal_pair", "lowercase"],
         ("autumn",)),
    case("dave", L, "ok and where's my drive order?", "A greeting and a warranty question in the history, then his "
         "own drive order (2046, the only one) described: live_tool.", ["no_id_lookup", "long_history",
                                                                         "topic_switch"], ("drive order",),
         ("hi", "Hi Dave! How can I help?", "do drives have a warranty?", "Yes: Globex hardware, HomeVault Drives "
          "included, comes with a one-year limited warranty.")),
    case("carol", L, "ok so is 2040 still inside it?", "The history gives the window; the question is whether her "
         "own order is still inside it: live_tool ('can I still…?'). Twin: the restocking question about 2040 "
         "(knowledge).", ["can_i_still", "reference_resolved", "minimal_pair"], ("2040",),
         ("what's the refund window?", "Globex refunds are possible within 14 days of delivery.")),
    case("bob", L, "right, so how far along is mine?", "The history is the status definition; 'mine' is his only "
         "refund (R-79): live_tool.", ["no_id_lookup", "reference_resolved", "policy_vs_record"], ("mine",),
         ("what does processing mean for a refund?", "At acme, a processing refund has been started; it is paid "
          "within 14 days of the returns centre receiving the parcel.")),
    case("dave", L, "and when was the HomeVault itself delivered?", "The history resolves the order (2044) through "
         "its refund: live_tool.", ["reference_resolved", "own_object"], ("HomeVault", "delivered"),
         ("my HomeVault refund — what was taken off?", "R-303 for order 2044: USD 349.00 minus the 15% restocking "
          "fee (USD 52.35) and the USD 7.50 label, so USD 289.15. It is processing.")),
    case("alice", L, "and the other one, the dock that got lost?", "The history shows 1043; 'the other one, the "
         "dock that got lost' is 1042: live_tool.", ["other_one", "reference_resolved", "own_object"], ("dock",),
         ("did 1043 ship?", "Order 1043 (2 × Acme Headset) is processing; it hasn't shipped yet.")),
    case("carol", L, "whats the status on EXP-3101", "An own claim looked up.", ["own_object", "lowercase", "typo"],
         ("EXP-3101",)),
    case("dave", L, "2046 status", "A curt look-up with the word 'status': live_tool. Twin: '2046?' (clarify, a bare "
         "id).", ["curt", "minimal_pair", "own_object"], ("2046",)),
    case("alice", L, "ordered two headsets for me and a new colleague last week, wanted them set up before the "
         "tuesday team day, been waiting forever 😩 are they on the way yet?", "A long situation told first, then "
         "her own headset order (1043, the one with two) described: live_tool.",
         ["long_situation", "no_id_lookup", "emoji", "frustrated"], ("headsets",)),
    case("bob", L, "ugh. the cam refund. R-79. still processing?? it's been weeks", "Frustration with a look-up "
         "inside: live_tool.", ["frustrated", "curt", "own_object"], ("R-79",)),
    case("carol", L, "was that taken off my R-304?", "After a general answer on the fee, an own refund looked up: "
         "live_tool. Twin: the same fee asked about 2040 in general (knowledge).",
         ["reference_resolved", "minimal_pair", "own_object"], ("R-304",),
         ("is there a fee for returning opened electronics?", "Yes: a 15% restocking fee, unless the item is "
          "defective.")),
    case("dave", L, "has R-303 been processed then?", "A general answer in the history, then his own refund: "
         "live_tool. Twin: 'how long does a refund to a card usually take to show up?' (knowledge).",
         ["minimal_pair", "own_object", "policy_vs_record"], ("R-303",),
         ("how long do card refunds take to post?", "Up to 10 business days after Globex releases the refund.")),
    case("alice", L, "which one is EXP-2044?", "The history defines claim statuses; the question asks her own "
         "claim's: live_tool.", ["own_object", "reference_resolved", "status_word"], ("EXP-2044",),
         ("what do approved and paid mean for a claim?", "Approved: your manager (and Finance above EUR 1,000) "
          "signed it off. Paid: the bank transfer has been made.")),
]

ACTION = [
    case("alice", A, "cancel 1043", "An own cancellable order: action. Twin: 'can i still cancel 1043?' (live_tool).",
         ["curt", "minimal_pair", "may_vs_do", "own_object"], ("1043",)),
    case("alice", A, "cancel 1042 please", "An own shipped order: the change is asked even though the state forbids "
         "it, so action. Twin: 'can you cancel an order after it's been shipped?' (knowledge).",
         ["own_object_forbidden_state", "minimal_pair", "polite"], ("1042",)),
    case("carol", A, "cancel 2047 pls", "An own packed order: forbidden state, still action. Twin: 'Can an order "
         "still be canceled once it says packed?' (knowledge).",
         ["own_object_forbidden_state", "minimal_pair", "abbreviation"], ("2047",)),
    case("dave", A, "ok change it to 88 Elm Street, Memphis", "The history resolves 'it' to 2046's shipping address: "
         "action. Twin: 'whats the rule for changing the shiping adress on an order' (knowledge).",
         ["change_address", "reference_resolved", "minimal_pair"], ("88 Elm Street",),
         ("can I still change the address on 2046?", "Yes — order 2046 is pending, and the shipping address can be "
          "changed while an order is pending.")),
    case("bob", A, "my express cam 1044 came late, refund the EUR 12.90", "The express fee asked back on his own "
         "order: action. Twin: 'if an express parcel shows up late do I get the EUR 12.90 back?' (knowledge).",
         ["refund_request", "minimal_pair", "numbers", "own_object"], ("1044", "EUR 12.90")),
    case("dave", A, "put R-303 on store credit instead", "Switching an own refund to store credit: action. Twin: 'if "
         "I'd picked store credit would it have been more?' (knowledge).",
         ["store_credit", "minimal_pair", "own_object"], ("R-303", "store credit")),
    case("alice", A, "cancel 1043 and tell me how long the refund takes", "Multi-intent with an own action: action. "
         "Twin: the negated 'I don't want to cancel 1043 …' (knowledge).",
         ["multi_intent", "minimal_pair", "own_object"], ("1043",)),
    case("bob", A, "resubmit EXP-2045 with a CFO exception", "arguable: a change to his own rejected claim "
         "(action); knowledge would explain the CFO exception process. Twin: 'is there any way round the 30 days, "
         "like an exception?' (knowledge).", ["arguable", "resubmission", "minimal_pair", "abbreviation"],
         ("EXP-2045", "CFO")),
    case("dave", A, "order me another Globex Key", "arguable: a new own object (earlier sets' new_object_request); "
         "knowledge would explain how keys are issued. Twin: 'I'm in finance — am I supposed to have a Globex Key?' "
         "(knowledge).", ["arguable", "new_object_request", "minimal_pair"], ("Globex Key",)),
    case("alice", A, "withdraw EXP-2041, I need to fix the hotel amount", "Withdrawing an own submitted claim: "
         "action.", ["own_object", "lowercase"], ("EXP-2041",)),
    case("carol", A, "Please withdraw EXP-3102.", "An own approved claim: forbidden state, still action.",
         ["own_object_forbidden_state", "polite"], ("EXP-3102",)),
    case("bob", A, "cancel my order 1043", "A colleague's id (alice's) worded as his own: labelled by the wording; "
         "the tool authorizes server-side. Twin: 'cancel alice's order 1043, she asked me to' (refuse).",
         ["other_owner_id", "minimal_pair", "own_vs_colleague"], ("1043",)),
    case("dave", A, "cancel my 1046 please", "The other tenant's id (acme's 1046) worded as his own: labelled by the "
         "wording.", ["other_tenant_id", "polite"], ("1046",)),
    case("carol", A, "do it", "The history resolves 'it' to cancelling her own 2043: action. Twin without a "
         "history: 'do it' (clarify).", ["reference_resolved", "minimal_pair", "curt"], (),
         ("can I still cancel 2043?", "Yes — order 2043 (HomeVault Drive 4 TB) is confirmed and can be canceled.")),
    case("alice", A, "ok, open a lost-parcel investigation for it", "The history resolves 'it' to her own order "
         "1042: action.", ["reference_resolved", "lost_parcel", "own_object"], ("lost-parcel",),
         ("what's the status of my dock order", "Order 1042 (Acme Dock) was handed to PostNL on 3 November; there "
          "has been no tracking movement since.")),
    case("bob", A, "great, cancel it then", "A greeting, then his own gift-card order shown as cancellable; 'it' is "
         "resolved: action.", ["long_history", "reference_resolved", "own_object"], ("cancel",),
         ("hi", "Hi Bob!", "is the gift card order cancellable?", "Yes — order 1046 (Acme gift card EUR 50) is "
          "received and can still be cancelled.")),
    case("dave", A, "sounds good, switch my HomeVault refund to store credit", "After a general answer, his own "
         "refund (R-303) described and changed: action.", ["no_id_lookup", "store_credit", "policy_vs_record"],
         ("store credit",), ("how does store credit work?", "You can choose Globex Store Credit instead of a refund "
                             "to your card: it is issued within 1 business day with a 10% bonus and doesn't expire.")),
    case("carol", A, "if 2043 hasn't been packed yet, cancel it", "A conditional action on an own order: action.",
         ["conditional_action", "own_object", "lowercase"], ("2043",)),
    case("alice", A, "don't cancel 1043 — just change the delivery address to Keizersgracht 12",
         "A negated action; the rest is an own address change: action.",
         ["negation", "change_address", "own_object"], ("don't", "1043", "Keizersgracht 12")),
    case("bob", A, "refund R-79 to my other card, the old one expired", "A change to the refund method of his own "
         "refund: action.", ["other_change", "own_object", "lowercase"], ("R-79",)),
    case("dave", A, "it's been a week with no update, start a claim for a replacement",
         "The history resolves the package (2041); a lost-package claim asked: action.",
         ["reference_resolved", "lost_parcel", "own_object"], ("replacement",),
         ("where's 2041?", "Order 2041 is in transit with USPS since 24 November.")),
    case("carol", A, "appeal the rejected one", "arguable: the history shows one rejected own refund (R-304), and "
         "an appeal of it is a change (action); knowledge would say the policy has no appeal and the window is "
         "14 days.", ["arguable", "reference_resolved", "own_object"], ("rejected",),
         ("show my refunds", "R-301 completed (USD 45), R-302 processing (USD 29.99), R-304 rejected (USD 238).")),
    case("alice", A, "thanks so much, and could you start a return for 1040 while you're at it?", "Small talk with "
         "an own action inside: action. Twin: 'thanks for that!' (small_talk).",
         ["small_talk_with_request", "return_request", "minimal_pair", "polite"], ("1040",)),
    case("dave", A, "withdraw EXP-3103 then", "The history gives the rule; he asks for it to be done on his own "
         "submitted claim: action. Twin: the history's question 'can I withdraw a claim?' (knowledge).",
         ["may_vs_do", "minimal_pair", "own_object"], ("EXP-3103",),
         ("can I withdraw a claim?", "Yes, in ExpenseLink, while it is in submitted status.")),
]

CASES = LIVE_TOOL + ACTION
