"""Blind routing set v39, live_tool (30) and action (24) cases: own orders, refunds and claims, dictated.

Ids said as words ("ten forty two") are own objects checked by hand against sample_corpus/tools/<tenant>.json; the
set's id pattern does not read words, so those cases carry `no_id_lookup` (an own object not named in digits).
"""

from __future__ import annotations

from routing_case_kit_v39 import case

L, A = "live_tool", "action"

LIVE = [
    case("alice", L, "where is my order ten forty two", "own order 1042 said as words: look-up",
         ["dictated", "spelled_number", "no_id_lookup", "own_object", "curt"]),
    case("alice", L, "hey uh can you check on 1043 is it still processing", "own order status",
         ["dictated", "filler_words", "own_object", "status_word"], keep=("1043", "processing")),
    case("bob", L, "status of my re fund R-79 please", "'re fund' split by the dictation; own refund",
         ["dictated", "homophone", "own_object", "polite"], keep=("R-79",)),
    case("bob", L, "where's the cam I ordered express with DHL", "own order 1044 described, not numbered",
         ["dictated", "no_id_lookup", "own_object"], keep=("DHL", "express")),
    case("carol", L, "check my order twenty forty two the overnight one the key",
         "own order 2042 said as words and described", ["dictated", "spelled_number", "no_id_lookup", "own_object"],
         keep=("overnight",)),
    case("carol", L, "cancel no sorry just check 2043 has it been confirmed",
         "self-correction: the cancel is taken back, the check stands", ["dictated", "self_correction",
         "own_object", "status_word"], keep=("2043", "confirmed")),
    case("dave", L, "R-303 has that gone through yet period", "own refund; a spoken 'period' left in",
         ["dictated", "spoken_punctuation", "own_object"], keep=("R-303",)),
    case("dave", L, "where are my two globex keys the U S P S one", "own order 2041 described; carrier spelled",
         ["dictated", "no_id_lookup", "abbreviation", "own_object"], keep=("globex keys",)),
    case("alice", L, "has my Brussels expense claim been approved yet", "own claim EXP-2041 described",
         ["dictated", "no_id_lookup", "own_object"], keep=("Brussels",)),
    case("bob", L, "E X P twenty forty three what's the status", "own claim EXP-2043 spelled letter by letter",
         ["dictated", "spelled_number", "no_id_lookup", "own_object", "curt"]),
    case("carol", L, "did my boston trip get paid out yet the EXP-3101", "own claim, id and description",
         ["dictated", "own_object", "no_punctuation"], keep=("EXP-3101",)),
    case("dave", L, "EXP-3103 the tokyo one who's it waiting on now", "own claim's approval state",
         ["dictated", "own_object", "lowercase"], keep=("EXP-3103",)),
    case("alice", L, "read me all my orders from the last two months", "own orders in bulk",
         ["dictated", "own_bulk", "date_period"]),
    case("bob", L, "can I still cancel the gift card order", "'can I still…?' about own order 1046: look-up",
         ["dictated", "can_i_still", "no_id_lookup", "own_object"], keep=("gift card",)),
    case("carol", L, "why did you guys reject R-304 I'm so annoyed I sent the form in like right away",
         "why an own refund was rejected: look-up", ["dictated", "frustrated", "why_rejected", "own_object"],
         keep=("R-304",)),
    case("dave", L, "um the home vault refund how much am I getting back again", "own refund R-303 described",
         ["dictated", "no_id_lookup", "filler_words", "own_object"]),
    case("bob", L, "wear is my order 1042 it was supposed to be here by now",
         "'wear' for where; 1042 is alice's order worded as bob's own: labelled by wording, the tool refuses the "
         "object", ["dictated", "homophone", "other_owner_id"], keep=("1042",)),
    case("alice", L, "how many PTO days do I have left this year",
         "arguable: an own balance no demo tool holds (own_record_no_tool); knowledge reading: the entitlement",
         ["dictated", "arguable", "own_record_no_tool"], keep=("PTO",)),
    case("carol", L, "whats my store credit balence right now",
         "arguable: an own balance no demo tool holds (own_record_no_tool); knowledge reading: how store credit "
         "works", ["dictated", "arguable", "own_record_no_tool", "store_credit", "typo"], keep=("store credit",)),
    case("dave", L, "check 2046 and also 2041 are they moving", "two own orders in one run-on",
         ["dictated", "multi_id", "run_on", "multi_intent_same_route"], keep=("2046", "2041")),
    case("alice", L, "the processing one when's it gonna be done", "the one processing refund in the history (R-77)",
         ["dictated", "reference_resolved", "status_word"],
         hist=("show me my refunds", "You have three refunds: R-76 (EUR 129.00, completed), R-77 (EUR 129.00, "
               "processing, order 1042) and R-78 (EUR 99.00, completed).")),
    case("bob", L, "ok did mine actually come on time the ten forty four",
         "after a policy answer on express, his own order 1044 said as words", ["dictated", "spelled_number",
         "no_id_lookup", "topic_switch"],
         hist=("what's the express shipping fee", "Express shipping costs EUR 12.90 and arrives in 1–2 business "
               "days in the EU.")),
    case("carol", L, "yeah um is my key order the packed one shipped yet", "her one packed key order (2047)",
         ["dictated", "no_id_lookup", "greeting_history", "status_word"], keep=("packed",),
         hist=("hi", "Hi Carol! What can I do for you?")),
    case("dave", L, "ok so for 2044 did the restocking fee get taken off mine",
         "after a general answer, checking his own refund on 2044", ["dictated", "own_object", "follow_up"],
         keep=("2044", "restocking fee"), hist=("what's the refund window for opened electronics", "Opened "
                                                "electronics can be returned within 14 days of delivery, with a "
                                                "15% restocking fee unless defective.")),
    case("alice", L, "ok has R-77 landed yet or still processing", "own refund after a 4-turn history on the order",
         ["dictated", "long_history", "own_object"], keep=("R-77",),
         hist=("where's 1042", "Order 1042 was shipped on 2026-11-03 with PostNL (tracking 3SACM1042NL).",
               "it never came", "A refund R-77 for EUR 129.00 is already processing for order 1042 because the "
               "parcel was reported lost.")),
    case("bob", L, "is it approved yet it was over a thousand so finance has to look too",
         "'it' is his own Paris claim (EXP-2043) from the history", ["dictated", "reference_resolved",
         "no_id_lookup", "spelled_number"], keep=("finance",),
         hist=("I submitted my Paris claim last week", "Thanks. What would you like to know?")),
    case("carol", L, "ok then when will it ship track it for me", "her packed order 2047 from the history",
         ["dictated", "reference_resolved", "run_on"],
         hist=("cancel 2047", "Order 2047 is packed and can no longer be cancelled.")),
    case("dave", L, "and mine the keys where are they right now", "his key order after a status definition",
         ["dictated", "no_id_lookup", "follow_up"],
         hist=("what does in transit mean", "in_transit means the carrier has the package and tracking is "
               "available.")),
    case("alice", L, "the taxi one in Utrecht when does it get paid", "her approved claim EXP-2042 from the list",
         ["dictated", "reference_resolved", "own_object"], keep=("Utrecht",),
         hist=("check my claims", "You have EXP-2041 (EUR 442.50, submitted), EXP-2042 (EUR 96.00, approved) and "
               "EXP-2044 (EUR 58.40, paid).")),
    case("carol", L, "and the one for the home vault the rejected one can I see why",
         "her other refund R-304, the only rejected one", ["dictated", "other_one", "why_rejected"],
         hist=("is R-302 done", "R-302 (USD 29.99, overnight charge on order 2042) is processing.")),
]

ACT = [
    case("alice", A, "okay uh cancel order 1043 the headsets I don't need them anymore", "own cancellable order",
         ["dictated", "filler_words", "own_object"], keep=("1043",)),
    case("bob", A, "cancel ten forty six the gift card", "own order 1046 said as words", ["dictated",
         "spelled_number", "no_id_lookup", "curt"], keep=("gift card",)),
    case("carol", A, "check no actually cancel 2043", "self-correction: the last word, cancel, stands",
         ["dictated", "self_correction", "own_object", "curt"], keep=("2043",)),
    case("dave", A, "cancel the drive order twenty forty six", "own pending order 2046 said as words",
         ["dictated", "spelled_number", "no_id_lookup"], keep=("drive order",)),
    case("alice", A, "withdraw my expense claim EXP-2041 I forgot the parking", "own withdrawable claim",
         ["dictated", "own_object", "resubmission"], keep=("EXP-2041",)),
    case("bob", A, "pull back EXP-2043 I need to fix the hotel line", "withdraw to correct an own claim",
         ["dictated", "own_object", "other_change"], keep=("EXP-2043",)),
    case("carol", A, "withdraw my boston claim I put the wrong per diem", "own claim EXP-3101 described",
         ["dictated", "no_id_lookup", "own_object"], keep=("boston",)),
    case("dave", A, "resubmit EXP-3105 with the hotel receipt attached", "own returned claim resubmitted",
         ["dictated", "resubmission", "own_object"], keep=("EXP-3105",)),
    case("alice", A, "what's the refund window and also cancel 1043", "run-on: a policy question and an own action",
         ["dictated", "multi_intent", "run_on", "own_object"], keep=("1043",)),
    case("carol", A, "cancel 2043 and then tell me when I get my money back",
         "an own action with a policy follow-on in one breath", ["dictated", "multi_intent", "run_on"],
         keep=("2043",)),
    case("bob", A, "cancel 1044 it's already shipped I know but try",
         "own object in a state that forbids the change: still action", ["dictated",
         "own_object_forbidden_state", "own_object"], keep=("1044",)),
    case("dave", A, "change the shipping address on 2046 to my home address", "own pending order, address change",
         ["dictated", "other_change", "change_address"], keep=("2046",)),
    case("carol", A, "order me a new globex key mine snapped",
         "arguable: a new own object (new_object_request); knowledge reading: how to get a replacement",
         ["dictated", "arguable", "new_object_request"], keep=("globex key",)),
    case("dave", A, "cancel 1043 for me", "1043 is an acme order worded as dave's own: labelled by wording",
         ["dictated", "other_tenant_id", "curt"], keep=("1043",)),
    case("alice", A, "start a return for my headset from 1040",
         "own delivered order outside the window: a change request, still action", ["dictated",
         "own_object_forbidden_state", "return_request"], keep=("1040",)),
    case("bob", A, "if 1046 hasn't been sent yet cancel it", "conditional own action",
         ["dictated", "conditional_action", "negation"], keep=("1046", "hasn't")),
    case("alice", A, "ok yeah cancel it then", "'it' is her cancellable 1043 from the history",
         ["dictated", "reference_resolved"],
         hist=("where's my order 1043", "Order 1043 (2 × Acme Headset) is processing and can still be cancelled.")),
    case("bob", A, "great do it please", "cancel the gift card order the history shows is cancellable",
         ["dictated", "reference_resolved", "polite"],
         hist=("can I still cancel the gift card", "Yes: order 1046 (Acme gift card EUR 50) is received and "
               "cancellable.")),
    case("carol", A, "cancel no wait check if I have another drive coming first no forget it just cancel it",
         "a chain of self-corrections; the last one, cancel 2043 from the history, stands",
         ["dictated", "self_correction", "reference_resolved", "run_on"],
         hist=("status of 2043", "Order 2043 (HomeVault Drive 4 TB) is confirmed and can still be cancelled.")),
    case("dave", A, "withdraw the tokyo one I got the flight class wrong", "his EXP-3103 from the history",
         ["dictated", "reference_resolved", "own_object"],
         hist=("show my claims", "EXP-3103 (USD 2,930.00, submitted, withdrawable) and EXP-3105 (USD 410.00, "
               "returned).")),
    case("alice", A, "pull it back please I'll redo it", "her withdrawable EXP-2041 after a 4-turn history",
         ["dictated", "long_history", "reference_resolved", "polite"],
         hist=("hi", "Hi Alice!", "my Brussels claim", "EXP-2041 (EUR 442.50) is submitted and can still be "
               "withdrawn.")),
    case("carol", A, "ok then file a warranty claim for the drive it's defective",
         "arguable: a new own request after a rejected refund (action); knowledge reading: the warranty is a repair "
         "through Customer Support", ["dictated", "arguable", "new_object_request", "topic_switch"],
         keep=("warranty",), hist=("is R-304 final", "R-304 was rejected: requested 26 days after delivery, "
                                   "outside the 14-day window.")),
    case("dave", A, "ok cancel that one period thanks", "his cancellable 2046 from the history",
         ["dictated", "spoken_punctuation", "reference_resolved"],
         hist=("is my drive order cancellable", "Order 2046 (HomeVault Drive 4 TB) is pending and can still be "
               "cancelled.")),
    case("bob", A, "can you switch it to store credit instead",
         "changing the refund method of his own R-79 (acme offers no store credit: a forbidden change, still action)",
         ["dictated", "other_change", "own_object_forbidden_state", "store_credit"], keep=("store credit",),
         hist=("what's the refund status R-79", "R-79 (EUR 99.00, Acme Cam from order 1041) is processing.")),
]

CASES = LIVE + ACT
