"""Blind routing set v28, small_talk (16) and out_of_domain (20) cases.

Small talk is the twin of small talk with a request inside (those are labelled by the request, elsewhere in the set);
out-of-domain questions sit on the same topics as in-domain ones (a hotel in Paris against the Paris hotel cap,
PTO in the US against one's own PTO, another shop's refund window against one's own).
"""

from __future__ import annotations

from routing_case_kit_v28 import case

S, O = "small_talk", "out_of_domain"

SMALL_TALK = [
    case("bob", S, "thanks!!", "Thanks with no request. Twin: 'thanks!! oh and has R-79 gone through yet?' "
         "(live_tool).", ["thanks", "minimal_pair", "curt"]),
    case("alice", S, "thanks for that!", "Thanks after an answer. Twin: 'thanks so much, and could you start a "
         "return for 1040 while you're at it?' (action).", ["thanks", "minimal_pair"], (),
         ("how big is the WFH stipend?", "A one-time EUR 300 for new employees, paid with the first salary.")),
    case("carol", S, "hi 👋", "A greeting.", ["greeting", "emoji", "curt"]),
    case("dave", S, "you're a lot faster than the support line lol", "A compliment, no request.",
         ["compliment", "lowercase"]),
    case("alice", S, "wait, no, leave it", "arguable: a retraction while an own cancellation waits for confirmation "
         "(small_talk: nothing new is asked); action would read it as declining the pending action. Twin: 'cancel "
         "1043' (action).", ["arguable", "retraction", "pending_action_context", "minimal_pair"], (),
         ("cancel 1043", "I can cancel order 1043 (2 × Acme Headset, EUR 158). Please confirm.")),
    case("bob", S, "ugh, this week has been a lot", "Frustration with no request.", ["frustration", "lowercase"]),
    case("carol", S, "what's your name?", "About the assistant.", ["about_assistant", "curt"]),
    case("dave", S, "cool cool. have a good weekend!", "A farewell after a look-up.", ["farewell", "lowercase"], (),
         ("where is 2041?", "Order 2041 is in transit with USPS since 24 November.")),
    case("alice", S, "ok great 👍", "An acknowledgement.", ["acknowledgement", "emoji"], (),
         ("what's the PTO carry-over?", "Up to 5 unused days, to be used by 31 March.")),
    case("carol", S, "why did the parcel go to therapy? too many unresolved issues 😂", "A joke about parcels, no "
         "request.", ["joke", "emoji", "shares_corpus_words"]),
    case("bob", S, "good morning! hope you're well", "A greeting.", ["greeting", "polite"]),
    case("dave", S, "sorry, I keep asking you the same thing", "An apology, no request.", ["apology"]),
    case("carol", S, "haha finally, been waiting ages", "Relief after a look-up, no new request. Twin: 'is 2047 "
         "packed or already shipped?' (live_tool).", ["chit_chat", "minimal_pair", "lowercase"], (),
         ("is 2047 packed?", "Yes — order 2047 (Globex Key) is packed and waiting for carrier pickup.")),
    case("alice", S, "never mind, figured it out myself", "A retraction with no request.",
         ["retraction", "lowercase"]),
    case("bob", S, "nice, that was exactly what I needed", "A compliment, no request.", ["compliment"]),
    case("dave", S, "all good, just saying hi before my meeting", "Chit-chat in a small-talk history.",
         ["chit_chat", "long_history", "greeting_history"], (),
         ("hi", "Hi Dave!", "how are you?", "I'm doing well, thanks! What can I help you with?")),
]

OUT_OF_DOMAIN = [
    case("alice", O, "what's a good hotel in Paris under 180 euros?", "A hotel recommendation, not the policy. "
         "Twin: the hotel cap (knowledge).", ["minimal_pair", "in_domain_vs_ood", "product_recommendation"]),
    case("bob", O, "how long is the train from Amsterdam to Brussels?", "A timetable. Twin: 'what per-diem do I get "
         "for a day in Brussels?' (knowledge).", ["minimal_pair", "in_domain_vs_ood", "general_info"]),
    case("dave", O, "what's the IRS mileage rate going to be in 2027?", "A tax authority's future rate; the corpus "
         "has only Globex's 2025 rate. Twin: 'how do I claim mileage for a customer visit?' (knowledge).",
         ["minimal_pair", "in_domain_vs_ood", "legal_tax"]),
    case("carol", O, "how many paid holidays do French employees get by law?", "Labour law of another country. "
         "Twin: 'I live in California, does that change how my PTO carries over?' (knowledge).",
         ["minimal_pair", "in_domain_vs_ood", "legal_tax"]),
    case("alice", O, "how many PTO days do people in the US usually get? 🏖️", "A general fact, not Acme's policy. "
         "Twin: 'how many PTO days do I get per year? 🏖️' (knowledge).", ["minimal_pair", "in_domain_vs_ood",
                                                                         "emoji"]),
    case("bob", O, "whats amazons return window", "Another shop.", ["another_shop", "lowercase", "typo"]),
    case("carol", O, "what's the weather in Memphis tomorrow?", "The weather where the returns center is.",
         ["weather", "shares_corpus_words"]),
    case("dave", O, "how do I return something to Best Buy?", "Another shop's returns.", ["another_shop"]),
    case("alice", O, "how do I track a PostNL parcel from a webshop that isn't ours?", "Another shop's parcel "
         "with the carrier the corpus names.", ["courier_rules", "shares_corpus_words", "negation"]),
    case("bob", O, "EUR to USD today?", "An exchange rate.", ["exchange_rate", "curt"]),
    case("carol", O, "can you recommend a good NAS for home besides the HomeVault?", "arguable: a product "
         "recommendation outside the catalogue (out_of_domain); knowledge could describe the HomeVault.",
         ["arguable", "product_recommendation", "shares_corpus_words"]),
    case("dave", O, "write a haiku about store credit", "Creative writing.", ["creative", "shares_corpus_words"]),
    case("alice", O, "how does PayPal buyer protection work in general?", "arguable: PayPal's own scheme "
         "(out_of_domain); knowledge could say Acme refunds PayPal payments to the same account.",
         ["arguable", "consumer_law", "shares_corpus_words"]),
    case("bob", O, "is there a speed limit on the German autobahn?", "Driving rules abroad, not the travel policy.",
         ["general_info", "in_domain_vs_ood"]),
    case("carol", O, "what's the refund window at Costco?", "Another shop, after her own tenant's window. Twin: the "
         "history's own question (knowledge).", ["another_shop", "minimal_pair", "topic_switch"], (),
         ("what's the refund window?", "Globex refunds are possible within 14 days of delivery.")),
    case("dave", O, "what's a good ramen place near Shinjuku?", "A restaurant tip after a per-diem answer.",
         ["local_info", "topic_switch"], (),
         ("per diem for Tokyo?", "USD 95 per day for international travel; 75% of it on the first and last day.")),
    case("alice", O, "how much is that in Swiss francs?", "arguable: an exchange-rate conversion of a corpus number "
         "(out_of_domain); knowledge could restate the euro amount.", ["arguable", "exchange_rate",
                                                                      "reference_resolved"], (),
         ("what's the per-diem for international trips?", "EUR 70 per day.")),
    case("bob", O, "how do I mount a webcam on a monitor arm?", "A how-to after an own order was looked up; the "
         "corpus does not cover it.", ["general_info", "topic_switch"], (),
         ("is 1041 delivered?", "Yes — order 1041 (Acme Cam and Acme Dock) was delivered by PostNL on 23 October.")),
    case("carol", O, "does it work with my personal Google account?", "arguable: a personal account with the "
         "product (out_of_domain); knowledge could describe the Globex Key.",
         ["arguable", "personal_account", "reference_resolved"], (),
         ("how does the Globex Key work?", "It is a USB-C and NFC hardware security key for sign-in, USD 45.")),
    case("dave", O, "bought concert tickets from some reseller site last month, the show got cancelled and they "
         "won't answer my emails. how do I dispute the charge with my bank?", "A long situation told first; a "
         "chargeback for a purchase elsewhere.", ["long_situation", "consumer_law", "personal_finance", "negation"]),
]

CASES = SMALL_TALK + OUT_OF_DOMAIN
