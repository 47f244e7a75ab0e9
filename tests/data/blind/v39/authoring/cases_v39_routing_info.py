"""Blind routing set v39, knowledge cases (46): policy questions as a phone or a car dictates them.

Written in the author's own words from DESIGN.md's route definitions and the sample corpus only. Spelled-out numbers
("ten forty two", "twenty twenty three") are never in `must_preserve`: a faithful normalization may write them in
digits. Misheard words ("hotel cab", "re fund") are not preserved either; names, places, digits and negations are.
"""

from __future__ import annotations

from routing_case_kit_v39 import case

K = "knowledge"

CASES = [
    case("alice", K, "whats the hotel cab in London for work trips",
         "'hotel cab' is the dictation's 'hotel cap': London's per-night cap is in the expense policy; a taxi reading is "
         "policy too", ["dictated", "homophone", "no_punctuation", "lowercase"], keep=("London",)),
    case("carol", K, "what is the pur diem for international travel like per day",
         "'pur diem' misheard for per diem; the international rate is in the expense policy",
         ["dictated", "misheard", "no_punctuation", "lowercase"], keep=("international",)),
    case("dave", K, "okay so um what's the uh mileage rate if I drive my own car to a customer like seventy cents or",
         "mileage rate with filler words and a trailing 'or'; the spoken guess is not preserved (spelled number)",
         ["dictated", "filler_words", "spelled_number", "no_punctuation"], keep=("own car",)),
    case("bob", K, "can I carry over PTO days into next year comma and how many and until when question mark",
         "spoken punctuation ('comma', 'question mark') read out by the dictation; carry-over rule, one route",
         ["dictated", "spoken_punctuation", "multi_intent_same_route", "abbreviation"], keep=("PTO", "next year")),
    case("alice", K, "ok and um how long do re funds usually take to show up on my card",
         "refund timing after an own order was shown: a policy question whose object comes from the history "
         "('re funds' is refunds split by the dictation)",
         ["dictated", "homophone", "id_from_history_policy", "reference_resolved", "filler_words"], keep=("card",),
         hist=("where's my order 1042", "Order 1042 (Acme Dock) was shipped on 2026-11-03 with PostNL; refund R-77 is "
               "processing because the parcel was reported lost.")),
    case("carol", K, "if I return the home vault after opening it do I pay the restocking fee fifteen percent or is "
         "that only for some stuff", "restocking fee on opened electronics, asked in general ('home vault' split)",
         ["dictated", "no_punctuation", "spelled_number", "product"], keep=("restocking fee",)),
    case("dave", K, "whats the deadline to submit twenty twenty six expenses before year end",
         "the quarter-end close calendar is in dave's (finance) audience", ["dictated", "spelled_number",
         "restricted_document_in_audience", "date_period"], keep=("year end",)),
    case("carol", K, "when's the quarter end close cut off for purchase orders",
         "finance-only calendar asked from outside its audience: knowledge, the system abstains (not refused)",
         ["dictated", "restricted_document", "no_punctuation"], keep=("purchase orders",)),
    case("alice", K, "who approves purchase orders over five grand",
         "PO approval limits live in the managers-only document; alice is staff: knowledge, abstain",
         ["dictated", "restricted_document", "spelled_number", "curt"], keep=("purchase orders",)),
    case("bob", K, "as a manager what can I approve on my own for expense claims is it a thousand",
         "a manager's own approval limit, in his audience", ["dictated", "manager_policy", "spelled_number"],
         keep=("expense claims",)),
    case("alice", K, "so I'm in the car on the way back from Utrecht the customer workshop ran late and I took a taxi "
         "from the station because there was no bus after ten pm do I get that back",
         "own situation told first round a policy question (taxis when no public transport): knowledge",
         ["dictated", "car", "own_situation", "run_on", "negation"], keep=("Utrecht", "taxi", "no bus")),
    case("dave", K, "um how many hours can I stay on the globex connect VPN before it kicks me off",
         "VPN session length; 'globex connect' split by the dictation", ["dictated", "filler_words", "abbreviation"],
         keep=("VPN",)),
    case("bob", K, "what's the train rule for Paris no sorry for Brussels is it the four hour thing",
         "self-correction inside a policy question: the corrected city counts; the trip was told in the history",
         ["dictated", "self_correction", "reference_resolved"], keep=("Brussels",),
         hist=("I'm going to Brussels next week for a customer",
               "Sounds good. What would you like to know about the Brussels trip?")),
    case("carol", K, "my passphrase how long does it have to be sixteen or eighteen characters",
         "passphrase length, with two spoken guesses, after a greeting", ["dictated", "spelled_number",
         "no_punctuation", "greeting_history"], keep=("passphrase",),
         hist=("hi um quick question", "Hi Carol, go ahead.")),
    case("alice", K, "what does R M A stand for", "an abbreviation spelled letter by letter by the dictation",
         ["dictated", "abbreviation", "curt"]),
    case("bob", K, "is the W F H stipend three hundred euros one time or every month",
         "WFH stipend spelled out letter by letter; policy question", ["dictated", "abbreviation", "spelled_number"],
         keep=("stipend",)),
    case("dave", K, "wait why do I pay the label fee I thought return labels were free",
         "a policy question about a fee shown on an own refund in the history: knowledge (id from the history)",
         ["dictated", "id_from_history_policy", "reference_resolved", "negation"], keep=("label",),
         hist=("status of R-303", "R-303 for your HomeVault (order 2044) is processing: USD 349.00 minus the 15% "
               "restocking fee and the USD 7.50 label = USD 289.15.")),
    case("carol", K, "ugh ok does store credit expire tho in case I return something else",
         "after a rejected own refund was shown, a general store-credit question: knowledge",
         ["dictated", "frustrated", "topic_switch", "store_credit"], keep=("store credit",),
         hist=("status of R-304", "R-304 (USD 238.00 for order 2040) was rejected: it was requested 26 days after "
               "delivery, outside the 14-day window.")),
    case("alice", K, "so like um what's the uh the password thing like how often do I have to change it",
         "password rotation with heavy filler; a greeting-only history", ["dictated", "filler_words",
         "greeting_history"], keep=("password",), hist=("hey can you hear me", "Yes, I'm here. What can I help with?")),
    case("bob", K, "general question not about a specific order but say like 1041 had two items can someone return "
         "just one of them and keep the other", "an own id named in a question worded in general terms: knowledge",
         ["dictated", "id_in_policy_question", "negation", "run_on"], keep=("1041",)),
    case("carol", K, "Hey, quick one while I'm driving. Is the overnight shipping refunded if it shows up late? Period.",
         "auto-punctuated dictation with a spoken 'Period.' left in; the overnight guarantee is policy",
         ["dictated", "car", "spoken_punctuation"], keep=("overnight",)),
    case("dave", K, "not asking about my order just the policy how long after delivery can a customer still get a "
         "refund", "the asker says it is not about his order: the refund window", ["dictated", "negation",
         "no_punctuation"], keep=("after delivery",)),
    case("alice", K, "the I T S D S L A for a P two how fast do they answer",
         "ITSD SLA for a P2 spelled letter by letter: one named SLA, so knowledge, not clarify",
         ["dictated", "abbreviation", "curt"], keep=("how fast",)),
    case("bob", K, "whats the max uh for the hotel there",
         "'there' is New York from the history; the high-cost-city cap", ["dictated", "reference_resolved",
         "filler_words"], hist=("I'm flying to the conference in new york next month",
                               "Noted. What would you like to know about the trip?")),
    case("carol", K, "ok sorry so what class can I fly its like thirteen hours",
         "flight class for a long flight; the Tokyo trip is in a 6-turn history with an interruption",
         ["dictated", "long_history", "reference_resolved", "spelled_number"], keep=("class",),
         hist=("hi there", "Hi Carol! How can I help?", "I have a trip to tokyo coming up in march",
               "Happy to help with your Tokyo trip in March. What would you like to know?",
               "hang on my kid is talking", "No problem, take your time.")),
    case("dave", K, "I'm in finance so I should be able to see this what's B D one for the year end close",
         "an authority claim that matches the principal's group: the finance calendar, in his audience",
         ["dictated", "authority_claim_legit", "restricted_document_in_audience", "abbreviation"],
         keep=("year end",)),
    case("bob", K, "my buddy at globex says they get store credit with a bonus do we do that too",
         "the other tenant named only as hearsay; the question is about acme's own policy",
         ["dictated", "hearsay", "other_tenant_mentioned", "store_credit"], keep=("store credit",)),
    case("carol", K, "whats a P card and when do I need a P O instead", "abbreviations spelled apart by the dictation",
         ["dictated", "abbreviation", "multi_intent_same_route"]),
    case("dave", K, "do they pay for that or just the economy one",
         "'that' is the uber black from a 4-turn history: the ride-share tier rule", ["dictated",
         "reference_resolved", "long_history"], keep=("economy",),
         hist=("I took an uber black from the airport", "Got it. Do you have a question about it?", "yeah",
               "Go ahead.")),
    case("alice", K, "can I expense the mini bar at the hotle in Brussels", "'mini bar' split; minibar is not "
         "reimbursable", ["dictated", "homophone", "typo"], keep=("Brussels",)),
    case("bob", K, "how long does a customer have to ship the box back after getting the R M A ten days or fourteen",
         "return shipping deadline after the RMA, with two spoken numbers", ["dictated", "abbreviation",
         "spelled_number"], keep=("ship the box back",)),
    case("carol", K, "before I confirm how long till the money is back on my card",
         "a policy question while an own cancellation waits for confirmation: knowledge",
         ["dictated", "pending_action_context", "reference_resolved"], keep=("card",),
         hist=("cancel my order 2043 please", "I can cancel order 2043 (HomeVault Drive 4 TB, confirmed). "
               "Please confirm.")),
    case("dave", K, "lost luggage on the way back from Tokyo airline said they'd look into it do we get anything "
         "back for that", "own situation round the lost-luggage rule", ["dictated", "own_situation", "run_on"],
         keep=("Tokyo", "lost luggage")),
    case("alice", K, "phone fell in the canal lol what do i do its got my MFA on it 😩",
         "own lost-device situation round the MFA policy", ["dictated", "own_situation", "emoji", "lowercase"],
         keep=("MFA",)),
    case("bob", K, "ok different thing we don't have to book hotels through travel desk right",
         "a topic switch after an own order check; the negation must survive", ["dictated", "topic_switch",
         "negation"], keep=("don't",), hist=("is my order 1046 still cancellable", "Order 1046 (Acme gift card "
                                             "EUR 50) is received and can still be cancelled.")),
    case("dave", K, "whats the restocking thing on the home vault I sent back",
         "arguable: read as the restocking rule for a returned HomeVault (knowledge); live_tool reading: his own "
         "refund R-303 and the fee taken off it", ["dictated", "arguable", "own_object_context", "no_punctuation"],
         keep=("restocking",)),
    case("dave", K, "do I need the itemized receipt for all hotels even like a cheap one",
         "after a returned own claim, a general receipt rule: knowledge", ["dictated", "id_from_history_policy",
         "reference_resolved"], keep=("itemized receipt",),
         hist=("check my claim EXP-3105", "EXP-3105 (Hotel Chicago, USD 410.00) was returned by the approver: the "
               "itemized hotel receipt is missing.")),
    case("alice", K, "the refund window is it thirty days for everything or wait no I mean for software is it "
         "different", "self-correction narrows a policy question; an own order sits in the history",
         ["dictated", "self_correction", "id_from_history_policy"], keep=("software",),
         hist=("can I return my headset from 1040", "Order 1040 (Acme Headset) was delivered on 2026-10-08; "
               "that is more than 30 days ago.")),
    case("bob", K, "one of my team wants ten days off in a row how far ahead do they need to ask",
         "a manager's policy question about his team (not their records)", ["dictated", "manager_policy",
         "spelled_number", "no_punctuation"], keep=("in a row",)),
    case("carol", K, "what's E O D mean in globex deadlines is it eastern", "glossary term spelled out",
         ["dictated", "abbreviation", "curt"], keep=("eastern",)),
    case("dave", K, "gift cards the e gift ones can a customer get a refund on those in California",
         "eGift card exception, with a state named", ["dictated", "homophone", "no_punctuation"],
         keep=("California",)),
    case("alice", K, "uh yeah the expense claim how many days do I have to put it in after the trip",
         "submission deadline after a greeting", ["dictated", "greeting_history", "filler_words"],
         keep=("expense claim",), hist=("hey", "Hi Alice! What can I do for you?")),
    case("bob", K, "Hi there, sorry, dictating this in the car. Could you tell me whether first class on the train "
         "to Cologne is allowed? Thanks.", "polite auto-punctuated dictation; rail class rule",
         ["dictated", "car", "polite"], keep=("Cologne", "first class")),
    case("alice", K, "the dock from ten forty two never showed up do I get a new one or the money back",
         "arguable: an own parcel's situation round a policy question is knowledge (replacement or refund for lost "
         "parcels); live_tool reading: the refund R-77 already running for it", ["dictated", "arguable",
         "own_situation", "spelled_number", "negation"], keep=("never",)),
    case("alice", K, "and in the old one the twenty twenty three one",
         "the 2023 version of the hotel cap, resolved from the history", ["dictated", "reference_resolved",
         "spelled_number", "date_period"], hist=("what's the hotel cap in Paris", "Under the Expense "
                                                 "Reimbursement Policy 2025 the cap in Paris is EUR 240 per night.")),
    case("dave", K, "and the key does it replace duo or do I still need the app",
         "a product/policy question after an own key order was shown: knowledge", ["dictated",
         "id_from_history_policy", "reference_resolved"], keep=("duo",),
         hist=("where are my globex keys", "Order 2041 (2 × Globex Key) is in transit with USPS, shipped "
               "2026-11-24.")),
]
