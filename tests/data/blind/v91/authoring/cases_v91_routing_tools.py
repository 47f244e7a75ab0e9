"""Blind routing set v91, live_tool (30) and action (24) cases: one look-up or one change of an own order, refund or
claim, buried in a long mail, ticket or chat message.

Every id is a real object of the asker in sample_corpus/tools/<tenant>.json, except where tagged `other_owner_id` or
`other_tenant_id`; cases naming no id carry one of the no-object tags (no_id_lookup, own_bulk, own_record_no_tool,
new_object_request).
"""

from __future__ import annotations

from routing_case_kit_v91 import case

L, A = "live_tool", "action"
SIG_ALICE = "\n\nKind regards,\nAlice de Vries\nCustomer Care | Acme B.V.\n+31 20 555 0140"
SIG_DAVE = "\n\nDave Miller\nAccounts Payable | Globex Corporation\nsent from my iPhone"

CASES = [
    # ---------------- live_tool ----------------
    case("alice", L, "Hi there, hope Monday's treating you okay.\n\nBackground: I ordered a dock for my home office "
         "(order 1042) early November. PostNL says it left Rotterdam on the 3rd and then... nothing. My manager says "
         "be patient, my neighbour says PostNL is a mess this month, my partner says I should just buy one in a shop. "
         "Could you tell me where 1042 actually is right now? Then I can decide who was right.\n\nThanks a million,"
         "\nAlice",
         "Looking up an own order, surrounded by greeting, background and sign-off.",
         ["own_object", "greeting", "background", "buried_ask", "signature"], keep=("1042",)),
    case("alice", L, "sorry to keep going on about this but it's been two weeks. the carrier opened an investigation, "
         "customer care said 'in progress', my bank shows nothing, I've refreshed the portal like 40 times. what's "
         "the status of R-77 today? not asking for anything else, just the status. 😩",
         "An own refund's status; frustration and background are noise.",
         ["own_object", "frustrated", "emoji", "buried_ask", "lowercase", "negation"], keep=("R-77", "status"),
         hist=("why would a refund take long?",
               "Refunds are processed within 14 days of the returns centre receiving the parcel; for a lost parcel, "
               "Acme sends a replacement or refund within 10 business days of the investigation starting.")),
    case("alice", L, "Dear Finance team,\n\nI hope this finds you well. I submitted my Brussels customer-visit claim on "
         "20 November (hotel, rail and two days of per-diem). My manager is on leave until the 8th, so I'm not sure "
         "anyone has looked at it. Could you let me know what status EXP-2041 has at the moment?\n\nMany thanks for "
         "your help." + SIG_ALICE,
         "An own claim's status in a formal mail with signature.",
         ["formal_email", "own_object", "signature", "buried_ask", "background"], keep=("EXP-2041", "status")),
    case("alice", L, "Quick one between calls. I sent the cam back in October (RMA and everything, the box was a bit "
         "squashed but they accepted it). Did the refund for the cam I sent back ever complete? I honestly can't "
         "remember seeing the money.",
         "An own refund described, not numbered (R-78 for order 1045).",
         ["no_id_lookup", "own_object", "buried_ask", "background"], keep=("cam", "refund")),
    case("alice", L, "Hello! New year's resolution (early, I know): get my admin in order. I've got receipts everywhere, "
         "a shoebox, two email folders. Can you list all my expense claims this year with their status? Then I'll "
         "know what's still open. Thanks!! ✨",
         "Own claims in bulk.",
         ["own_bulk", "emoji", "greeting", "buried_ask"], keep=("expense claims", "status")),
    case("alice", L, "ok, thanks. my manager is asking because I need to fix the per-diem on one of them (I put domestic "
         "instead of international, classic me). of those, which one is still withdrawable?",
         "Own claims from the history, looked up for a state the tool holds.",
         ["own_object", "reference_resolved", "buried_ask", "lowercase"], keep=("withdrawable",),
         hist=("what are my open claims?",
               "You have EXP-2041 (submitted, EUR 442.50) and EXP-2042 (approved, EUR 96.00).")),
    case("alice", L, "So... the team lead ordered headsets for the whole pod last week, and I'd ordered two myself on "
         "Saturday without knowing. Classic. Before I do anything: can I still cancel 1043 or is it too late? Just "
         "checking for now, I'll decide after lunch.",
         "'Can I still…?' about an own order is a look-up (the tool holds cancellable), not yet the change.",
         ["own_object", "can_i_still", "buried_ask", "background"], keep=("1043", "cancel")),
    case("alice", L, "Subject: EXP-2042 - paid yet?\n\nHi, the Utrecht taxi and parking one. it was approved weeks ago, "
         "nothing on my account. no rush, just wondering.\n\nA.",
         "An own claim's payment status; the ask is in the subject line.",
         ["own_object", "subject_line_ask", "curt", "signature"], keep=("EXP-2042",)),
    case("bob", L, "Morning. Customer demo Thursday, I need the cam for it, ordered express last week, DHL app says "
         "'in transit' and nothing more, tracking number doesn't work on their site. Sales meeting in 5, so quickly: "
         "where is 1044 right now?",
         "Looking up an own order in a hurried mail.",
         ["own_object", "curt", "background", "buried_ask"], keep=("1044",)),
    case("bob", L, "Hi again. Right, that's the one. I returned the cam, kept the dock, Care said processing in "
         "November. It's December. Is R-79 still processing or has it gone through?",
         "An own refund's status, named after the history listed it.",
         ["own_object", "follow_up", "buried_ask"], keep=("R-79", "processing"),
         hist=("do I have any refunds open?", "Yes, one: R-79 for order 1041 (EUR 99.00), status processing.")),
    case("bob", L, "Subject: Re: Hotel Eindhoven claim\n\n> Status: rejected\n\nHi,\n\nI saw the status but not the "
         "reason, FinanceHub only shows a red cross. What reason did they give for rejecting EXP-2045? I'm not "
         "disputing it yet.\n\nBob Jansen\nSales Operations Lead",
         "'Why was it rejected' about an own claim is a look-up.",
         ["own_object", "why_rejected", "quoted_mail", "signature", "negation"], keep=("EXP-2045",)),
    case("bob", L, "hey - doing my end of year cleanup, closing tabs, deleting drafts, you know the drill. which of my "
         "orders are still open, i.e. not delivered yet? ta",
         "Own orders in bulk.",
         ["own_bulk", "lowercase", "buried_ask"], keep=("orders", "not delivered")),
    case("bob", L, "Yeah thanks. Customer asked for a callback at 3, and my laptop cam is dying, so: the express one - "
         "has it been delivered yet?",
         "The express order resolves from the history to 1044, an own order.",
         ["own_object", "reference_resolved", "buried_ask"], keep=("express",),
         hist=("list my orders from the last two months",
               "1041 (Acme Cam + Acme Dock, delivered 2026-10-23), 1044 (Acme Cam, express, shipped 2026-11-25) and "
               "1046 (Acme gift card EUR 50, received).")),
    case("bob", L, "Planning next year (my wife wants Portugal, my kids want a theme park, I want a nap). Before I promise "
         "anything: how many PTO days do I have left this year? PeopleHub is down again.",
         "An own record no demo tool holds: live_tool. Arguable (knowledge: how to see the balance in PeopleHub).",
         ["own_record_no_tool", "arguable", "background", "buried_ask", "joke"], keep=("PTO days",)),
    case("bob", L, "Hi,\n\nThe Paris conference claim is above EUR 1,000 so it needs Finance on top of my own line "
         "manager. Has Finance signed off EXP-2043 yet, or is it still sitting at submitted? The hotel is chasing "
         "me about something unrelated, don't ask.\n\nCheers, Bob",
         "An own claim's approval state.",
         ["own_object", "formal_email", "numbers", "buried_ask"], keep=("EXP-2043", "Finance")),
    case("carol", L, "Hey! So I paid for overnight (don't judge), the key was for a demo. Demo moved, fine, but now I'd "
         "like the key anyway because my old one's falling apart. UPS tracking is stuck on 'label created'. Where is "
         "order 2042 now?",
         "Looking up an own order.",
         ["own_object", "background", "buried_ask"], keep=("2042",)),
    case("carol", L, "ok I'm calm now. I sent the HomeVault drives back, I followed every step on the GRF-2, and I "
         "still got a rejection email with no explanation. It's 238 dollars!! Why was R-304 rejected?",
         "'Why was it rejected' about an own refund.",
         ["own_object", "why_rejected", "frustrated", "numbers", "buried_ask"], keep=("R-304",),
         hist=("hi", "Hi Carol, how can I help?")),
    case("carol", L, "Hi! The missed-overnight refund they promised me - the 29.99 one - has it been paid out yet? I "
         "want to buy a phone case with it lol. (Also hi, how's your day, do bots have days.)",
         "An own refund described by its amount, not numbered (R-302).",
         ["no_id_lookup", "own_object", "numbers", "buried_ask", "joke"], keep=("29.99",)),
    case("carol", L, "thanks for that. so the Boston claim, the one with the two hotel nights at 310 - my manager said "
         "she'd approve it 'this week' and that was last week. has EXP-3101 been approved yet?",
         "An own claim's status after an unrelated answer.",
         ["own_object", "topic_switch", "buried_ask", "lowercase"], keep=("EXP-3101",),
         hist=("what's the hotel cap in Boston?", "USD 325 per night before taxes: Boston is a high-cost city.")),
    case("carol", L, "Hi again, sorry, one more. The Globex Key I ordered standard on the 28th, I changed my mind, I want "
         "the drive instead. Before I ask you to cancel anything: can I still cancel 2047?",
         "'Can I still cancel…?' about an own order is a look-up (it is packed; the tool says whether).",
         ["own_object", "can_i_still", "apology", "buried_ask"], keep=("2047", "cancel")),
    case("carol", L, "great, thanks for the list. the customer I'm meeting Friday wants to see a key in person, so I need "
         "one that actually arrives. of my Globex Key orders, which one is packed and which one's already on the "
         "road?",
         "Own key orders from the history, looked up for their state.",
         ["own_object", "reference_resolved", "buried_ask", "lowercase"], keep=("Globex Key", "packed"),
         hist=("show me my orders", "2040 (HomeVault + 2 drives, delivered), 2042 (Globex Key, in transit), "
               "2043 (HomeVault Drive 4 TB, confirmed), 2045 (Globex Key, canceled) and 2047 (Globex Key, packed).")),
    case("carol", L, "Weird one. I bought a headset in the Acme shop as a private customer when I was in Amsterdam "
         "(nicer than ours, sorry not sorry). My order 1040 - can you see if it was delivered? The tracking link "
         "is dead.",
         "Another tenant's id worded as her own: labelled by its wording (live_tool), the tool finds nothing in globex. "
         "Arguable (refuse: acme's object).",
         ["other_tenant_id", "arguable", "own_situation", "buried_ask"], keep=("1040", "delivered")),
    case("carol", L, "Doing my budget spreadsheet (yes, I'm that person, colour-coded and all). Can you pull all my "
         "refunds since September with amounts and status? Thank you, you're a star ⭐",
         "Own refunds in bulk.",
         ["own_bulk", "emoji", "buried_ask", "compliment"], keep=("refunds", "September")),
    case("dave", L, "Morning. Ordered two Globex Keys for the finance team's new hardware-key rule, USPS, shipped on "
         "the 24th. IT keeps asking me when they'll arrive and I keep saying 'soon'. Where is 2041?" + SIG_DAVE,
         "Looking up an own order; the signature is noise.",
         ["own_object", "signature", "background", "buried_ask"], keep=("2041",),
         hist=("hi", "Hi Dave, what can I do for you?")),
    case("dave", L, "Hi, I returned the HomeVault (opened, I know, my bad). R-303 says 289.15 but I paid 349. Why is "
         "R-303 only 289.15? I'm in AP, I can do maths, I just want to see how it was computed on my refund.",
         "Why an own refund is less than the price: live_tool. Arguable (knowledge: the restocking fee and label rules "
         "explain it).",
         ["own_object", "arguable", "numbers", "buried_ask", "why_amount"], keep=("R-303", "289.15", "349")),
    case("dave", L, "Quick one: the Chicago hotel claim came back 'returned' - is there a comment on EXP-3105 saying "
         "what's missing? I thought I attached everything. Thanks.\n\n--\nDave",
         "An own claim's approver comment.",
         ["own_object", "why_rejected", "signature", "buried_ask"], keep=("EXP-3105",),
         hist=("what's a returned claim?", "In ExpenseLink, 'returned' means the approver sent the claim back to "
               "you with a comment, for example a missing receipt.")),
    case("dave", L, "ordered a spare drive for the NAS at home (well, the HomeVault), saturday night, card was charged "
         "twice according to my bank app, which is probably just a hold. what status is 2046 in?",
         "An own order's status.",
         ["own_object", "lowercase", "background", "buried_ask"], keep=("2046", "status")),
    case("dave", L, "Hi team,\n\nTokyo summit claim, USD 2,930. It's above the manager limit so it needs the director "
         "too. She's travelling. Could you check whether EXP-3103 has the director's approval yet? I'm not asking "
         "to approve it, obviously.\n\nThanks!" + SIG_DAVE,
         "An own claim's approval state; the negation rules out self-approval.",
         ["own_object", "formal_email", "negation", "signature", "numbers"], keep=("EXP-3103", "director")),
    case("dave", L, "oh and while I have you - the refund for the HomeVault I sent back, has it actually been paid to my "
         "card or is it still sitting somewhere?",
         "An own refund described, not numbered (R-303), after an unrelated answer.",
         ["no_id_lookup", "topic_switch", "buried_ask", "lowercase"], keep=("HomeVault", "refund")),
    case("dave", L, "ok great, that's the keys sorted. and the drive one? I need it before the weekend, the NAS is "
         "beeping at me every night like a smoke detector",
         "The only own drive order (2046) resolves 'the drive one'.",
         ["own_object", "reference_resolved", "long_history", "buried_ask", "lowercase"], keep=("drive",),
         hist=("what orders do I have open?", "2041 (2 Globex Keys, in transit) and 2046 (HomeVault Drive 4 TB, "
               "pending).", "when will the keys arrive?", "2041 shipped with USPS on 2026-11-24; standard delivery "
               "takes 5-7 business days.")),
    # ---------------- action ----------------
    case("alice", A, "Hi hi,\n\nUpdate from the headset saga: turns out the team lead ordered headsets for all of us "
         "last week, so my own order is now two spare headsets nobody needs. Please cancel 1043. That's all, the "
         "rest of this mail is just me venting, feel free to stop reading here.\n\nAlice",
         "Cancelling an own cancellable order, buried in a venting mail.",
         ["own_object", "greeting", "buried_ask", "signature"], keep=("1043", "cancel")),
    case("alice", A, "right, so I put EUR 172 for the hotel but the receipt actually says EUR 162 (the minibar was on "
         "there, which I know isn't reimbursed, don't tell anyone). please withdraw EXP-2041 so I can fix it and "
         "resubmit",
         "Withdrawing an own withdrawable claim to correct it.",
         ["own_object", "other_change", "buried_ask", "lowercase", "numbers"], keep=("EXP-2041", "withdraw"),
         hist=("is EXP-2041 withdrawable?", "Yes: EXP-2041 is submitted and can be withdrawn.")),
    case("alice", A, "Ugh. Turns out I'm WFH all next week, the office is being repainted. Can you switch 1043 to "
         "express so the headsets are at my place before Monday? I'll pay the 12.90, no problem.",
         "An other change (shipping speed) on an own order.",
         ["own_object", "other_change", "numbers", "buried_ask"], keep=("1043", "express", "12.90")),
    case("alice", A, "ok I hear you that it's shipped, but I honestly don't want it anymore, the new office has docks "
         "everywhere. Cancel 1042 anyway please. If it can't be done, just tell me what the alternative is.",
         "Asking to cancel an own order in a state that forbids it is still an action.",
         ["own_object", "own_object_forbidden_state", "buried_ask", "politeness"], keep=("1042", "Cancel"),
         hist=("can I cancel 1042?", "Order 1042 has the status shipped, so it can no longer be cancelled.")),
    case("alice", A, "Good morning,\n\nThe Acme Headset from October works, but the busy light flickers and it drives "
         "me mad during calls. I've tried the firmware update and two laptops. Please start a return for 1040 so "
         "I get an RMA. I still have the box.\n\nThanks," + SIG_ALICE,
         "Starting a return on an own order.",
         ["own_object", "return_request", "formal_email", "signature", "buried_ask"], keep=("1040", "return")),
    case("alice", A, "Quick update from my side - my mum is lending me her old headset so I might not need mine at all. "
         "So: if 1043 hasn't shipped yet, cancel it; if it has, never mind and I'll keep it. Thanks and have a nice "
         "weekend!",
         "A conditional action on an own order.",
         ["own_object", "conditional_action", "buried_ask", "greeting"], keep=("1043", "hasn't shipped")),
    case("bob", A, "Hello,\n\nAs discussed with my team, the second cam (the express one, 1044) turned out to be one too "
         "many, the new hire brought his own. It's shipped, so I understand it can't be cancelled. Please start a "
         "return for 1044 instead once it's delivered.\n\nBest,\nBob",
         "A return request on an own order.",
         ["own_object", "return_request", "formal_email", "buried_ask", "signature"], keep=("1044", "return")),
    case("bob", A, "Great. Long story short, my sister already bought my niece the same gift card, so we'd have two "
         "and my niece would get very confused. Please go ahead and cancel it.",
         "Going ahead with an own cancellation; 'it' is 1046 from the history.",
         ["own_object", "reference_resolved", "background", "buried_ask"], keep=("cancel",),
         hist=("can 1046 still be cancelled?", "Yes: 1046 (Acme gift card EUR 50) is received and cancellable.")),
    case("bob", A, "ok, Finance said they'd rather see the Paris claim split by trip segment, no idea why, accounting "
         "mysteries. So please withdraw EXP-2043 for me, I'll redo it tonight.",
         "Withdrawing an own withdrawable claim.",
         ["own_object", "buried_ask", "lowercase"], keep=("EXP-2043", "withdraw"),
         hist=("what's the status of EXP-2043?", "EXP-2043 (EUR 1,340.00) is submitted and can still be withdrawn.")),
    case("bob", A, "Hi there,\n\nSmall admin thing. The card I used for the cam order got cancelled (lost wallet, long "
         "story, found it again, bank already blocked it). Can you change R-79 so the money goes to my bank account "
         "instead of that card?\n\nThanks,\nBob",
         "An other change (refund method) on an own refund.",
         ["own_object", "other_change", "formal_email", "background"], keep=("R-79", "bank account")),
    case("bob", A, "I think I ordered those headsets twice by mistake last Saturday, sorry, long week. Please cancel my "
         "order 1043, it's the one with 2 headsets.",
         "A colleague's id worded as his own: labelled by its wording (action), the tool refuses a non-owner. Arguable "
         "(refuse: alice's order).",
         ["other_owner_id", "arguable", "apology", "buried_ask"], keep=("1043", "cancel")),
    case("bob", A, "Hi,\n\nThree new starters join my team in January (yay, finally). HR sorted laptops. Can you order 3 "
         "Acme Headsets for them, delivered to the office? Budget is approved, cost centre as usual.\n\nThanks!\nBob",
         "A new own order: action. Arguable (knowledge: the PO/purchase-request route for team equipment).",
         ["new_object_request", "arguable", "formal_email", "team_equipment"], keep=("3 Acme Headsets",)),
    case("carol", A, "hiii. so the drive for my NAS - found one at a garage sale for 20 bucks, works fine. don't need "
         "ours anymore. cancel 2043 pls. ty! 🙏",
         "Cancelling an own cancellable order.",
         ["own_object", "emoji", "lowercase", "curt"], keep=("2043",)),
    case("carol", A, "Oh no, I put the ride-share in twice on the Boston claim, I just noticed. That's embarrassing. "
         "Please withdraw EXP-3101 so I can correct it before anyone approves it.",
         "Withdrawing an own withdrawable claim to correct it.",
         ["own_object", "other_change", "buried_ask", "apology"], keep=("EXP-3101", "withdraw"),
         hist=("is my Boston claim approved yet?", "EXP-3101 (USD 868.50) is still submitted, not approved.")),
    case("carol", A, "Hey, short notice but we're moving the customer setup to Wednesday. The drive in 2043 is standard "
         "shipping and won't make it. Could you switch it to overnight? Happy to pay the USD 29.99.",
         "An other change (shipping speed) on an own order.",
         ["own_object", "other_change", "numbers", "buried_ask"], keep=("2043", "overnight")),
    case("carol", A, "I know, I know, the window closed. But two of the HomeVault drives from 2040 are still sealed, "
         "never opened. Please start a return on 2040 for the two drives anyway. Worst case you tell me no.",
         "A return on an own order outside the window: an action on an object in a state that forbids it.",
         ["own_object", "own_object_forbidden_state", "return_request", "buried_ask"], keep=("2040", "return")),
    case("carol", A, "ok thanks for explaining. so it's only the confirmed one that can still go, right? cancel that one "
         "then, I've waited long enough and the customer has gone quiet anyway",
         "'That one' resolves to the only cancellable order in the history (2043).",
         ["own_object", "reference_resolved", "long_history", "lowercase"], keep=("cancel",),
         hist=("what's open for me?", "2042 (Globex Key, in transit), 2043 (HomeVault Drive 4 TB, confirmed, "
               "cancellable) and 2047 (Globex Key, packed).", "why can't 2047 be cancelled?",
               "Once an order is packed it can no longer be cancelled (Shipping and Orders Policy).")),
    case("carol", A, "Hi! Two things, then I'm off for lunch: where's 2042, and please cancel 2043, I found a drive "
         "elsewhere. Thanks 🌮",
         "Multi-intent with an own action: the action decides.",
         ["own_object", "multi_intent", "emoji", "buried_ask"], keep=("2042", "2043", "cancel")),
    case("dave", A, "Turns out the drive I need is the 8 TB, not the 4 TB, and you don't sell that one. So yes, cancel "
         "it. And for the record, your shop's search filter is terrible." + SIG_DAVE,
         "Going ahead with an own cancellation; 'it' is 2046 from the history.",
         ["own_object", "reference_resolved", "frustrated", "signature"], keep=("cancel",),
         hist=("is 2046 cancellable?", "Yes: 2046 (HomeVault Drive 4 TB) is pending and can be cancelled.")),
    case("dave", A, "Hi,\n\nTokyo claim: I used the international per diem for the travel days instead of 75%. My "
         "mistake. Please withdraw EXP-3103 so I can correct it before the director sees it.\n\nThanks,\nDave",
         "Withdrawing an own withdrawable claim to correct it.",
         ["own_object", "formal_email", "buried_ask", "other_change"], keep=("EXP-3103", "withdraw")),
    case("dave", A, "Found the itemized hotel receipt for Chicago (it was in my suitcase lining, of course). Please "
         "resubmit EXP-3105 with the receipt attached, thanks. And sorry to the approver, she was right.",
         "Resubmitting an own returned claim is a change of an own object.",
         ["own_object", "resubmission", "apology", "buried_ask"], keep=("EXP-3105", "resubmit")),
    case("dave", A, "We're moving house on the 15th (boxes everywhere, cat hiding in one). The HomeVault drive should "
         "go to the new place: 1200 Elm Street, Memphis. Please change the shipping address on 2046.",
         "An other change (address) on an own pending order.",
         ["own_object", "change_address", "background", "buried_ask"], keep=("2046", "address", "1200 Elm Street"),
         hist=("what status is 2046?", "2046 (HomeVault Drive 4 TB) is pending.")),
    case("dave", A, "Hello,\n\nI read that store credit comes with a 10% bonus and arrives in a day. I'll be buying more "
         "drives anyway. Please switch R-303 to store credit instead of a card refund.\n\nDave" + SIG_DAVE,
         "An other change (refund method) on an own refund.",
         ["own_object", "other_change", "store_credit", "formal_email"], keep=("R-303", "store credit")),
    case("dave", A, "Random one: I also have an account in the Acme web shop from my Amsterdam days. My order 1043 there "
         "- two headsets - please cancel it, I ordered them for a team that no longer exists.",
         "Another tenant's id worded as his own: labelled by its wording (action), the tool finds nothing in globex. "
         "Arguable (refuse: acme's object).",
         ["other_tenant_id", "arguable", "background", "buried_ask"], keep=("1043", "cancel")),
]
