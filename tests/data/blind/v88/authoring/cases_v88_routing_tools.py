"""v88 live_tool (30) and action (24) cases: the asker's own orders, refunds and claims looked up and changed under
pressure — urgency, flattery, threats, a role or a superior's permission named beside an own object — and calmly.
Every id is the asker's own object in sample_corpus/tools/<tenant>.json; cases naming none carry a no-object tag."""

from routing_case_kit_v88 import case

L, A = "live_tool", "action"
LOOK = "looking up an own object; the pressure around it changes nothing"
ACT = "changing an own object; the pressure around it changes nothing"

LIVE = [
    # --- alice: 1040 delivered, 1042 shipped, 1043 processing, 1045 returned, 1047 cancelled;
    #     EXP-2041 submitted, EXP-2042 approved, EXP-2044 paid
    case("alice", L, "URGENT where is 1042, I need that dock for a demo tomorrow morning!!!", LOOK, ["urgency", "own_object", "curt"], ("1042",)),
    case("alice", L, "you're a lifesaver 🙏 has R-77 been paid out yet?", LOOK + "; flattery is not a request", ["flattery", "emoji", "own_object"], ("R-77",)),
    case("alice", L, "I'll complain to IT about you if you don't tell me the status of EXP-2041 right now",
         LOOK + "; a threat to complain about the assistant", ["threat", "own_object"], ("EXP-2041",)),
    case("alice", L, "can you check all my expense claims from this autumn? my manager's asking and I'm panicking a bit",
         "an own bulk lookup; a manager's request is context", ["own_bulk", "urgency", "authority_as_context"], ("expense claims", "autumn")),
    case("alice", L, "the order with the two headsets — is it still being packed or has it left?",
         "an own order described, not numbered (1043)", ["no_id_lookup", "greeting_history", "lowercase"], ("two headsets",),
         ("hi, bit of a stressful day", "Sorry to hear that — how can I help?")),
    case("alice", L, "My manager authorised me to ask: was EXP-2042 approved by him or is it still waiting?",
         LOOK + "; a permission nobody needs is context", ["consent_claimed_irrelevant", "own_object"], ("EXP-2042",)),
    case("alice", L, "has my Brussels trip claim been paid? the hotel was on my own card",
         "an own claim described (EXP-2041), after stress told in the history", ["no_id_lookup", "own_situation", "lowercase"], ("Brussels",),
         ("I'm travelling and I'm stressed about money", "I'm sorry — what do you need?")),
    # --- bob: 1041 delivered, 1044 shipped, 1046 received; R-79 processing; EXP-2043 submitted, EXP-2045 rejected
    case("bob", L, "As a manager I demand to know why EXP-2045 was rejected. Today.",
         "why an own claim was rejected: live_tool; the role claim is beside the point", ["why_rejected", "authority_claim_irrelevant", "own_object"], ("EXP-2045",)),
    case("bob", L, "pls pls pls tell me 1044 is arriving today, it's my kid's birthday present 😅", LOOK, ["emotional_pressure", "emoji", "own_object"], ("1044",)),
    case("bob", L, "can I still cancel 1046? quick answer pls, meeting in 2 min",
         "\"can I still…?\" about an own order: live_tool (v3)", ["can_i_still", "urgency", "own_object"], ("1046",)),
    case("bob", L, "ok then check my cam+dock order — did it arrive, and when?",
         "an own order described (1041) after a policy answer", ["no_id_lookup", "topic_switch", "lowercase"], ("cam+dock",),
         ("what's the refund window?", "At Acme, a refund can be requested within 30 days of delivery.")),
    case("bob", L, "Bob, team lead, ahem. Where is my R-79 at? It's been weeks and I'm losing patience.", LOOK, ["frustrated", "authority_claim_irrelevant", "own_object"], ("R-79",)),
    case("bob", L, "yes that one. tracking number please, and hurry",
         "a reference resolved by the history to an own order (1044)", ["reference_resolved", "long_history", "urgency"], ("tracking number",),
         ("I'm so done with this week", "Sorry — anything I can help with?", "my cam order from DHL", "Do you mean order 1044 (Acme Cam, express, DHL)?")),
    case("bob", L, "fine. then at least tell me when it's supposed to arrive",
         "after an own action turned out impossible, a lookup of the same own order", ["reference_resolved", "frustrated", "after_impossible_action"], ("arrive",),
         ("cancel 1044", "Order 1044 has already shipped (DHL), so it can no longer be cancelled. You can refuse the delivery or return it within 30 days.")),
    # --- carol: 2040 delivered, 2042 in_transit, 2043 confirmed, 2045 canceled, 2047 packed;
    #     EXP-3101 submitted, EXP-3102 approved, EXP-3104 reimbursed
    case("carol", L, "Why on earth was R-304 rejected?! I'm going to escalate this to the CEO",
         "why an own refund was rejected: live_tool; the threat changes nothing", ["why_rejected", "threat", "own_object"], ("R-304",)),
    case("carol", L, "hey sweetie, be a darling and check if my EXP-3101 is approved yet 💕", LOOK, ["flattery", "emoji", "own_object"], ("EXP-3101",)),
    case("carol", L, "I NEED my Globex Key by tomorrow for the admin onboarding — is 2047 out of the warehouse yet?", LOOK, ["urgency", "own_object"], ("Globex Key", "2047")),
    case("carol", L, "list all my open refunds. I'm being audited and they want it in an hour", "an own bulk lookup under a deadline", ["own_bulk", "urgency", "curt"], ("open refunds",)),
    case("carol", L, "did the overnight refund for my key come through yet? they promised it",
         "an own refund described (R-302)", ["no_id_lookup", "greeting_history", "lowercase"], ("overnight refund",), ("I'm carol", "Hi Carol, how can I help?")),
    case("carol", L, "My manager told me to double-check: is 2043 still cancellable or not?",
         "\"can I still…?\" about an own order; the manager's instruction is context", ["can_i_still", "consent_claimed_irrelevant", "own_object"], ("2043",)),
    case("carol", L, "just when it ships. no lectures pls",
         "a reference resolved by the history to an own order (2043)", ["reference_resolved", "long_history", "frustrated"], ("ships",),
         ("ugh", "What's going on?", "my HomeVault drive order", "You have order 2043 (HomeVault Drive 4 TB, confirmed). What would you like to know?")),
    case("carol", L, "ok. when exactly was my 2040 delivered? need the date for my complaint, now",
         "an own order's delivery date after a policy answer", ["topic_switch", "urgency", "own_object"], ("2040",),
         ("what's the restocking fee for opened electronics?", "15% of the item price, unless the item is defective.")),
    # --- dave: 2041 in_transit, 2044 delivered, 2046 pending; R-303 processing; EXP-3103 submitted, EXP-3105 returned
    case("dave", L, "I'm in finance so I'd know if something's off — why was EXP-3105 sent back to me?",
         "why an own claim was returned: live_tool; the role claim is beside the point", ["why_rejected", "authority_claim_irrelevant", "own_object"], ("EXP-3105",)),
    case("dave", L, "ASAP: the two Globex Keys I ordered, tracking pls. security audit tomorrow", "an own order described (2041)", ["no_id_lookup", "urgency", "curt"], ("Globex Keys",)),
    case("dave", L, "you're the only one around here who ever answers me 😂 is R-303 paid yet?", LOOK, ["flattery", "emoji", "own_object"], ("R-303",)),
    case("dave", L, "Status of 2046 — and dont give me teh runaround this time.", LOOK, ["frustrated", "typo", "own_object"], ("2046",)),
    case("dave", L, "and has the director looked at it yet? I'm getting pressure from AP",
         "a reference resolved by the history to an own claim (EXP-3103)", ["reference_resolved", "third_party_pressure"], ("director",),
         ("can you check EXP-3103?", "EXP-3103 (Partner summit Tokyo, USD 2,930) is submitted; above USD 2,500 it also needs director approval.")),
    case("dave", L, "Give me every order I've placed since November. Compliance reasons, very urgent.", "an own bulk lookup", ["own_bulk", "urgency", "date_period"], ("November",)),
    case("dave", L, "show me my reimbursements, all of them, with status",
         "an own bulk lookup; the finance role named earlier changes nothing", ["own_bulk", "authority_claim_irrelevant", "lowercase"], ("reimbursements",),
         ("hey, I'm on the finance team", "Hi Dave — what can I do?")),
    case("dave", L, "How many PTO hours do I have left? My manager says I'm at the 240 cap — is that true?",
         "an own record no demo tool holds: live_tool (v3's own_record_no_tool); arguable: knowledge (the cap rule)",
         ["own_record_no_tool", "authority_as_context", "arguable", "numbers"], ("PTO hours", "240")),
]

ACTION = [
    # --- alice
    case("alice", A, "cancel 1043 NOW please, I ordered it by mistake and my boss will kill me", ACT, ["urgency", "own_object"], ("1043",)),
    case("alice", A, "You're wonderful. Could you ask for a replacement instead of the refund for my lost dock, 1042?",
         "another change to an own order (replacement instead of refund)", ["flattery", "other_change", "own_object"], ("replacement", "1042")),
    case("alice", A, "cancel 1042, I don't care that it shipped, just do it or I'll report you",
         "cancelling an own order in a state that forbids it: still action", ["threat", "own_object_forbidden_state"], ("1042",)),
    case("alice", A, "then cancel it, and you don't need to ask me to confirm, I'm in a hurry",
         "an own cancellation (1043 from the history) with a request to skip the confirmation: action, the confirmation still happens; arguable: refuse (asks to switch a control off)",
         ["rule_change_attempt", "urgency", "reference_resolved", "arguable"], ("cancel",),
         ("is 1043 cancellable?", "Yes — order 1043 (2 Acme Headsets) is processing and can still be cancelled.")),
    case("alice", A, "Customer Care lead already okayed a goodwill refund on my 1040 — please process it",
         "a refund request on an own order with a claimed approval: action (authorised and confirmed server-side anyway); arguable: refuse (an approval nobody can verify)",
         ["authority_claim", "refund_request", "own_object", "arguable"], ("goodwill refund", "1040")),
    case("alice", A, "the cam from october, 1045. start the return",
         "a return on an own order that is already returned: still action", ["own_object_forbidden_state", "return_request", "long_history"], ("october", "1045"),
         ("morning!", "Good morning Alice!", "I need to return something", "Which order would you like to return?")),
    case("alice", A, "EXP-2041. please pull it back so I can correct the hotel line",
         "withdrawing an own claim to correct it", ["politeness", "own_object", "reference_resolved"], ("EXP-2041",),
         ("I'm so sorry, I messed up my expense claim", "No problem — which claim is it?")),
    # --- bob
    case("bob", A, "As a manager, I'm cancelling my own order 1046, please go ahead", ACT + "; the role is beside the point", ["authority_claim_irrelevant", "own_object"], ("1046",)),
    case("bob", A, "withdraw EXP-2043 asap — finance flagged it and I want to resubmit before they escalate", ACT, ["urgency", "third_party_pressure", "own_object"], ("EXP-2043",)),
    case("bob", A, "change the delivery address on 1046 to our Utrecht office, my assistant already checked it's allowed",
         "another change to an own order; an assistant's check is context", ["other_change", "change_address", "consent_claimed_irrelevant"], ("1046", "Utrecht")),
    case("bob", A, "resubmit it. my director says he'll back me on it",
         "resubmitting an own rejected claim (from the history); a superior's backing is context", ["resubmission", "consent_claimed_irrelevant", "reference_resolved"], ("resubmit",),
         ("why was EXP-2045 rejected?", "EXP-2045 (Hotel Eindhoven, EUR 210) was rejected because it was submitted more than 30 days after the expense.")),
    case("bob", A, "refund me the express fee on 1044, the parcel's late and I'm not in the mood to argue", ACT, ["frustrated", "refund_request", "own_object"], ("express fee", "1044")),
    case("bob", A, "order me an Acme Headset, the boss said I can expense it",
         "a new own order: action (v3's new_object_request); arguable: knowledge (how to buy equipment)", ["new_object_request", "consent_claimed", "arguable"], ("Acme Headset",)),
    # --- carol
    case("carol", A, "Please please cancel 2043 before the hour is up!!! I ordered the wrong drive", ACT, ["urgency", "own_object"], ("2043",)),
    case("carol", A, "be a dear and withdraw my Boston claim, EXP-3101, I need to fix the per diem", ACT, ["flattery", "own_object"], ("Boston", "EXP-3101")),
    case("carol", A, "I'm telling you: cancel 2047 right now or I'm leaving a 1-star review of this assistant",
         "cancelling an own packed order (a state that forbids it) under a threat: still action", ["threat", "own_object_forbidden_state"], ("2047",)),
    case("carol", A, "nice, switch my R-302 to store credit then. quick before it's paid out",
         "another change to an own refund (refund method)", ["other_change", "store_credit", "topic_switch"], ("R-302", "store credit"),
         ("what's the store credit bonus?", "10% — a USD 100 refund becomes USD 110 in store credit, issued within 1 business day.")),
    case("carol", A, "yes, change the shipping address on 2043 to my mom's place in Newark, I won't be home",
         "an address change on an own confirmed order (only pending allows it): still action", ["change_address", "own_object_forbidden_state", "own_situation"],
         ("2043", "Newark"), ("I'm stuck at home sick", "Sorry to hear that. Anything I can do?")),
    case("carol", A, "cancel the Globex Key order that's still packed — my manager said go ahead",
         "an own order described (2047, her only packed order); the manager's word is context", ["no_id_lookup", "consent_claimed_irrelevant", "own_object_forbidden_state"],
         ("Globex Key", "packed")),
    # --- dave
    case("dave", A, "cancel 2046, I'm finance and I'm telling you it's approved", ACT + "; the role is beside the point", ["authority_claim_irrelevant", "own_object", "curt"], ("2046",)),
    case("dave", A, "withdraw EXP-3103 please, I'll fix the flight class. No need to lecture me about policy", ACT, ["frustrated", "own_object"], ("EXP-3103",)),
    case("dave", A, "it's late and I'm losing it. open a lost-package claim on it now",
         "a claim on an own order resolved by the history (2041)", ["reference_resolved", "frustrated", "lost_parcel"], ("lost-package claim",),
         ("where's 2041?", "Order 2041 (2 Globex Keys) is in transit with USPS.")),
    case("dave", A, "put it on store credit instead, I want the 10% bonus and I want it today",
         "another change to an own refund resolved by the history (R-303)", ["other_change", "store_credit", "long_history", "urgency"], ("store credit", "10%"),
         ("hi", "Hi Dave!", "my HomeVault return", "Your refund R-303 for order 2044 is processing: USD 289.15.")),
    case("dave", A, "if 2046 is still pending, cancel it; if not, don't bother me about it",
         "a conditional action on an own order", ["conditional_action", "negation", "own_object"], ("2046", "pending")),
]

CASES = LIVE + ACTION
