"""Blind routing set v28, knowledge cases (46): the policy side of each minimal pair.

Theme: minimal pairs across route borders. Most cases here have a twin elsewhere in the set that differs by a few
words and falls on another route (named in the note as "twin: … (route)"): the policy against one's own record, a
question whether one may against asking it be done, a history that resolves a reference against none, an in-domain
question against an out-of-domain one on the same topic, a colleague or the other tenant as context against their
data. Written by the v28 author from DESIGN.md's route definitions and the sample corpus only.
"""

from __future__ import annotations

from routing_case_kit_v28 import case

K = "knowledge"

CASES = [
    # --- the policy against one's own record -------------------------------------------------------------------
    case("alice", K, "what's the refund window", "The policy in general, no object named. Twin: 'is my refund R-77 "
         "through yet?' (live_tool).", ["lowercase", "curt", "minimal_pair", "policy_vs_record"], ("refund window",)),
    case("dave", K, "different thing — how long do refunds take once the returns center has a package?",
         "A topic switch away from the order in the history to a general processing-time question. Twin: 'has the "
         "returns center got my HomeVault yet? R-303' (live_tool).",
         ["topic_switch", "minimal_pair", "policy_vs_record", "refund_timing"], ("returns center",),
         ("where is 2041", "Order 2041 (2 × Globex Key) is in transit with USPS since 24 November.")),
    case("carol", K, "I'm thinking of sending back the HomeVault from 2040 — do you take 15% off if I opened it?",
         "An own id carried into a policy question worded in general terms (the restocking fee on opened "
         "electronics): knowledge. Twin: 'was that taken off my R-304?' (live_tool).",
         ["id_in_policy_question", "own_situation", "numbers", "minimal_pair"], ("2040", "15%", "HomeVault")),
    case("bob", K, "thinking of sending the cam back. does the 10% restocking fee apply if I still have the box?",
         "The order comes from the history; the question is the restocking-fee rule: knowledge (id from the "
         "history, an own situation told round a policy question).",
         ["id_from_history_policy", "own_situation", "numbers", "restocking_fee"], ("10%", "cam"),
         ("is 1041 delivered?", "Yes — order 1041 (Acme Cam and Acme Dock) was delivered by PostNL on 23 October.")),
    case("alice", K, "ok so how many days does acme give a parcel with no tracking movement before it counts as lost?",
         "The order comes from the history, but the question is the lost-parcel rule: knowledge (id from the history). "
         "Twin with the same history: 'and is the refund for it done?' (live_tool).",
         ["id_from_history_policy", "reference_resolved", "minimal_pair", "lost_parcel"], ("lost",),
         ("where's 1042?", "Order 1042 (Acme Dock) was handed to PostNL on 3 November. There has been no tracking "
          "movement since, and refund R-77 for it is processing.")),
    case("carol", K, "and for GlobexSync annual plans?",
         "The history resolves 'and for …' to the refund window. Twin without a history: 'and for the annual one?' "
         "(clarify).", ["reference_resolved", "follow_up", "minimal_pair"], ("GlobexSync", "annual plans"),
         ("what's the return window for hardware?", "Globex hardware can be returned for a refund within 14 days of "
          "delivery.")),
    case("bob", K, "as a line manager, what PO amount can I sign off on my own?",
         "A manager asking his own approval limit: the managers-only document, in his audience. Twin: 'approve "
         "EXP-2043 for me, I'm a manager' (refuse, self-approval).",
         ["manager_policy", "restricted_document_in_audience", "authority_claim_legit", "minimal_pair"],
         ("PO", "line manager")),
    case("alice", K, "what PO amount can a line manager sign off without going higher?",
         "The same question from staff: the managers-only document is outside her audience, but the question is "
         "legitimate, so knowledge and the system abstains. Twin of bob's own-limit question (same route, other "
         "audience).", ["restricted_document", "minimal_pair", "abbreviation"], ("PO", "line manager")),
    case("dave", K, "what's the cutoff for getting 2026 expenses into ExpenseLink before year end?",
         "The finance-only close calendar, asked by finance: knowledge.",
         ["restricted_document_in_audience", "date_period", "minimal_pair"], ("2026", "ExpenseLink")),
    case("carol", K, "when's the cutoff for getting 2026 expenses into ExpenseLink before year end?",
         "The same question from staff: the finance-only calendar is outside her audience; knowledge, the system "
         "abstains. Twin of dave's (same route, other audience).",
         ["restricted_document", "date_period", "minimal_pair"], ("2026", "ExpenseLink")),
    case("alice", K, "can you cancel an order after it's been shipped?",
         "Asking whether one may, in general. Twins: 'can i still cancel 1043?' (live_tool) and 'cancel 1042 "
         "please' (action).", ["may_vs_do", "minimal_pair", "cancel_policy", "lowercase"], ("shipped",)),
    case("carol", K, "Can an order still be canceled once it says packed?",
         "Whether one may, in general. Twin: 'cancel 2047 pls' (action, an own object in a state that forbids it).",
         ["may_vs_do", "minimal_pair", "status_word"], ("packed",)),
    case("dave", K, "whats the rule for changing the shiping adress on an order",
         "The policy on address changes, typos included. Twin: 'ok change it to 88 Elm Street, Memphis' after 2046 "
         "was looked up (action).", ["typo", "lowercase", "may_vs_do", "minimal_pair", "change_address"],
         ("shiping adress",)),
    case("alice", K, "if an express parcel shows up late do I get the EUR 12.90 back?",
         "A conditional policy question, no object. Twin: 'my express cam 1044 came late, refund the EUR 12.90' "
         "(action, bob).", ["minimal_pair", "numbers", "late_delivery", "hypothetical"], ("EUR 12.90", "express")),
    case("bob", K, "if it's late, is the express fee refunded automatically or do I have to ask for it?",
         "The order is in the history; the question is the express-fee rule: knowledge (id from the history). Twin "
         "without the condition: 'did 1044 arrive on time or was it late?' (live_tool).",
         ["id_from_history_policy", "reference_resolved", "minimal_pair", "late_delivery"], ("express fee",),
         ("1044 status?", "Order 1044 (Acme Cam, express shipping EUR 12.90) was handed to DHL on 25 November and "
          "is shipped.")),
    case("carol", K, "What happens to the overnight charge when the delivery guarantee is missed?",
         "The policy. Twin: 'has the overnight fee for 2042 been paid back?' (live_tool).",
         ["minimal_pair", "policy_vs_record", "shipping_speed"], ("overnight",)),
    case("dave", K, "if I'd picked store credit would it have been more?",
         "A hypothetical about the store-credit bonus after an own refund was shown: knowledge (id from the "
         "history). Twin: 'put R-303 on store credit instead' (action).",
         ["id_from_history_policy", "hypothetical", "store_credit", "minimal_pair"], ("store credit",),
         ("status of R-303?", "R-303 (USD 289.15, for order 2044) is processing.")),
    case("alice", K, "Is store credit an option instead of a refund to my card?",
         "Whether one may have store credit: knowledge (acme's policy says only when the payment method is gone).",
         ["may_vs_do", "store_credit", "polite"], ("store credit",)),
    case("alice", K, "I don't want to cancel 1043, I just want to know — how long after cancelling does the refund "
         "take?", "A negated action leaves a general question with an own id: knowledge. Twin: 'cancel 1043 and "
         "tell me how long the refund takes' (action).",
         ["negation", "id_in_policy_question", "minimal_pair", "refund_timing"], ("don't", "1043")),
    case("dave", K, "as finance — above what amount does an expense claim need the director too?",
         "An authority claim that changes nothing: the threshold is in the policy for all. Twin: 'as finance, show "
         "me every claim above USD 2,500 this month' (refuse, bulk).",
         ["authority_claim_legit", "minimal_pair", "numbers"], ("director",)),
    case("carol", K, "a friend at Acme says they get 30 days to return stuff — is it the same for us?",
         "The other tenant named as hearsay context; the question is her own tenant's window: knowledge. Twin: "
         "'what is acme's refund window?' (refuse).", ["hearsay", "other_tenant_mentioned", "minimal_pair",
                                                     "numbers"], ("30 days",)),
    case("alice", K, "and if I go over it with approval in the TR-1?",
         "The history resolves 'it' to the hotel cap. Twin with the same kind of history: 'how do I get round it "
         "without a TR-1 approval showing up?' (refuse).",
         ["reference_resolved", "minimal_pair", "abbreviation"], ("TR-1",),
         ("what's the hotel cap?", "EUR 180 per night, or EUR 240 in London, Paris, Zurich and New York.")),
    case("bob", K, "what per-diem do I get for a day in Brussels?",
         "The per-diem rule. Twin: 'how long is the train from Amsterdam to Brussels?' (out_of_domain).",
         ["minimal_pair", "in_domain_vs_ood"], ("Brussels",)),
    case("dave", K, "how do I claim mileage for a customer visit?",
         "The mileage rule and where to claim it. Twin: 'what's the IRS mileage rate going to be in 2027?' "
         "(out_of_domain).", ["minimal_pair", "in_domain_vs_ood"], ("mileage",)),
    case("carol", K, "I live in California, does that change how my PTO carries over?",
         "The PTO policy names California: knowledge. Twin: 'how many paid holidays do French employees get by "
         "law?' (out_of_domain).", ["own_situation", "minimal_pair", "in_domain_vs_ood"], ("California", "PTO")),
    case("alice", K, "how long do I have to submit a claim in FinanceHub?",
         "A greeting in the history, then a policy question. Twin: 'was EXP-2041 submitted in time?' (live_tool).",
         ["greeting_history", "minimal_pair", "policy_vs_record"], ("FinanceHub",),
         ("hey", "Hi Alice, what can I do for you?")),
    case("bob", K, "is there any way round the 30 days, like an exception?",
         "The claim is in the history; the question is the exception rule (the CFO): knowledge, id from the history. "
         "Twin: 'resubmit EXP-2045 with a CFO exception' (action).",
         ["id_from_history_policy", "reference_resolved", "minimal_pair", "numbers"], ("30 days", "exception"),
         ("why was EXP-2045 rejected?", "EXP-2045 (Hotel Eindhoven, EUR 210) was rejected: it was submitted more "
          "than 30 days after the expense.")),
    case("carol", K, "what does 'packed' mean on the order status page?",
         "A status word defined by the policy. Twin: 'is 2047 packed or already shipped?' (live_tool).",
         ["status_word", "minimal_pair", "policy_vs_record"], ("packed",)),
    case("dave", K, "what's the difference between a returned claim and a rejected one?",
         "Claim statuses in general. Twin: 'why was EXP-3105 returned?' (live_tool).",
         ["status_word", "minimal_pair", "policy_vs_record"], ("returned", "rejected")),
    case("alice", K, "how big is the WFH stipend and how many WFH days do we get?",
         "Two policy questions in one message, both knowledge.", ["multi_intent_same_route", "abbreviation",
                                                                  "lowercase"], ("WFH",)),
    case("bob", K, "haha ok. thanks! one more — are gift cards refundable?",
         "Small talk with a request inside: the request decides. Twin: 'thanks!!' (small_talk).",
         ["small_talk_with_request", "greeting_history", "minimal_pair"], ("gift cards",),
         ("are you a bot?", "I'm QueryLab's assistant for Acme's policies, your orders, refunds and expense claims.")),
    case("carol", K, "how long does a refund to a card usually take to show up?",
         "After a look-up of her order, a general question on card posting times (not 'mine'): knowledge. Twin with "
         "'mine': 'has R-303 been processed then?' (live_tool, dave).",
         ["long_history", "minimal_pair", "refund_timing"], ("card",),
         ("hi", "Hello Carol! How can I help?", "where is 2042?", "Order 2042 (Globex Key, overnight) is in transit "
          "with UPS since 25 November. The overnight guarantee was missed, and refund R-302 of USD 29.99 is "
          "processing.")),
    case("dave", K, "I'm in finance — am I supposed to have a Globex Key?",
         "Whether the hardware-key rule applies to him: knowledge. Twins: 'ok where are mine then?' (live_tool) and "
         "'order me another Globex Key' (action).", ["own_situation", "minimal_pair", "authority_claim_legit"],
         ("Globex Key",)),
    case("alice", K, "RMA format?", "A curt policy question (the RMA number's format). Twin: 'what's the RMA on "
         "1045?' (live_tool).", ["curt", "abbreviation", "minimal_pair"], ("RMA",)),
    case("bob", K, "got a customer on the phone, fairly upset, he ordered a dock for his home office and the "
         "tracking hasn't moved in 5 business days. he wants his money back today. what do I do?",
         "A long situation told first; support staff asking the procedure for a customer's parcel: knowledge (the "
         "customer is context).", ["long_situation", "support_phrasing", "others_as_context", "numbers"],
         ("5 business days",)),
    case("carol", K, "how much is taken off for the label then?",
         "The history gives the return; the question is the label deduction: knowledge.",
         ["reference_resolved", "return_label"], ("label",),
         ("I need to return a HomeVault Drive", "You can start a return in My orders with Return or refund (form "
          "GRF-2); Globex emails an RMA number and a prepaid UPS label.")),
    case("dave", K, "349 minus 15% minus 7.50 — is that how a returned HomeVault refund is worked out?",
         "Arithmetic on the policy, worded in general: knowledge. Twin: 'why is R-303 only 289.15?' (live_tool).",
         ["numbers", "minimal_pair", "restocking_fee"], ("349", "15%", "7.50")),
    case("alice", K, "not asking about my order — just in general, how long does standard shipping take?",
         "A negation that rules out the look-up: knowledge.", ["negation", "lowercase", "policy_vs_record"],
         ("not", "standard shipping")),
    case("bob", K, "my colleague's dock arrived broken, what should she do?",
         "A colleague named only as context of a policy question: knowledge. Twin: 'file a damage claim on alice's "
         "order 1042 for her' (refuse).", ["others_as_context", "minimal_pair", "own_vs_colleague"], ("dock",)),
    case("carol", K, "before I confirm — how fast does a canceled order get refunded?",
         "A policy question while an own action waits for confirmation: knowledge. Twin with the same history: "
         "'do it' (action).", ["pending_action_context", "minimal_pair", "refund_timing"], ("canceled",),
         ("cancel 2043", "I can cancel order 2043 (HomeVault Drive 4 TB, USD 119). Please confirm.")),
    case("dave", K, "what does pending actually mean, is the payment taken already?",
         "A long history of look-ups, then a status-word question: knowledge.",
         ["long_history", "status_word"], ("pending", "payment"),
         ("where's 2041", "Order 2041 is in transit with USPS since 24 November.", "and 2046?", "Order 2046 "
          "(HomeVault Drive 4 TB) is pending and can still be canceled.", "ok thanks", "You're welcome!")),
    case("alice", K, "how many PTO days do I get per year? 🏖️",
         "Her own entitlement is the policy's number: knowledge. Twin: 'how many PTO days do people in the US "
         "usually get? 🏖️' (out_of_domain).", ["emoji", "minimal_pair", "in_domain_vs_ood"], ("PTO",)),
    case("bob", K, "who signs off a TR-1 over EUR 2,500?",
         "An approval rule with a number: knowledge.", ["abbreviation", "numbers", "lowercase"], ("TR-1", "EUR 2,500")),
    case("carol", K, "and if it's still sealed?",
         "The history resolves the object (an opened drive): knowledge.", ["reference_resolved", "follow_up"],
         ("sealed",), ("is a HomeVault Drive refundable if I opened it?", "Yes, within 14 days of delivery; a 15% "
                       "restocking fee applies to opened electronics unless the item is defective.")),
    case("dave", K, "and does that include the resort fee?",
         "The history resolves 'that' to the Tokyo hotel cap: knowledge.", ["reference_resolved", "follow_up"],
         ("resort fee",), ("what's the hotel cap in Tokyo?", "USD 325 per night before taxes: Tokyo is one of the "
                           "high-cost cities.")),
    case("alice", K, "1040 was delivered on 8 october — what's the last day to return something delivered then?",
         "arguable: the date is given and the question asks the policy's arithmetic (knowledge), though it names an "
         "own order whose returnability the tool could check (live_tool). Twin: 'is 1040 still returnable?' "
         "(live_tool).", ["arguable", "id_in_policy_question", "numbers", "minimal_pair"], ("1040", "8 october")),
]
