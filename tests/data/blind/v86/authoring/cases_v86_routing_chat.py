"""v86 routing cases, small_talk (16) and out_of_domain (20).

Out of domain: the world next to the company's topics — the law, tax, banks, carriers, travel advice, technology and
consumer rights in general, other shops, exchange rates, local information — with nothing of the company's own asked.
Small talk sounds like the same border (a bank's chatbot, a lawyer bot, the tax office).
"""

from __future__ import annotations

from routing_case_kit_v86 import case

S, O = "small_talk", "out_of_domain"

CASES = (
    # --- small_talk, no history -------------------------------------------------------------------------------------
    case("alice", S, "thanks, that's all I needed 🙏", "Thanks.", ["thanks", "emoji"]),
    case("carol", S, "good morning!! ☀️", "A greeting.", ["greeting", "emoji"]),
    case("bob", S, "you're a lot faster than my bank's chatbot, I'll give you that",
         "A compliment; the bank is only a comparison.", ["compliment", "banking_near"]),
    case("dave", S, "are you a lawyer bot or just a policy bot? 😄",
         "About the assistant.", ["about_assistant", "law_near", "emoji"]),
    case("alice", S, "lol the tax office would love you", "A joke.", ["joke", "tax_near", "lowercase"]),
    case("carol", S, "ok bye, off to stand in line at the post office",
         "A farewell.", ["farewell", "carrier_near", "lowercase"]),
    case("bob", S, "sorry, ignore that last bit, I thought I was typing into Google",
         "An apology with no new request.", ["apology", "names"]),
    case("dave", S, "do people ask you about the weather all day? must be boring",
         "Chit-chat about the assistant.", ["chit_chat", "about_assistant"]),
    case("carol", S, "honestly this beats the PDF my last company had that nobody ever read",
         "A compliment.", ["compliment", "lowercase"]),
    case("alice", S, "who built you?", "About the assistant.", ["about_assistant", "curt", "lowercase"]),
    # --- small_talk, with history -----------------------------------------------------------------------------------
    case("bob", S, "no worries, figured as much",
         "Acknowledging a declined question.", ["acknowledgement", "lowercase"],
         hist=("what's the GBP to EUR rate today",
               "I can't look up exchange rates; I can answer questions about Acme's policies and your own orders and "
               "claims.")),
    case("dave", S, "wait no — hold off, my lawyer friend says to keep it",
         "A retraction while an own cancellation waits for confirmation. Arguable: action (declining the pending "
         "cancellation).", ["arguable", "retraction", "pending_action_context", "law_near"],
         hist=("cancel 2046", "I can cancel order 2046 (HomeVault Drive 4 TB, pending). Please confirm.")),
    case("alice", S, "haha yeah, banks. anyway have a nice weekend",
         "A farewell after a declined banking question.", ["farewell", "banking_near", "lowercase"],
         hist=("is it normal that my bank charges a fee for a foreign transfer?",
               "Bank fees are outside what I can answer; I can help with Acme's policies, your orders and claims.")),
    case("carol", S, "ugh. this day just keeps getting better 🙄",
         "Frustration with no new request.", ["frustration", "emoji"],
         hist=("why was R-304 rejected",
               "R-304 was rejected because it was requested 26 days after delivery, outside the 14-day refund window.")),
    case("bob", S, "cool cool, thanks", "Thanks after an answer.", ["thanks", "lowercase", "curt"],
         hist=("what's the VPN session length", "The GlobalProtect VPN disconnects after 12 hours and must be restarted.")),
    case("dave", S, "ha, sneaky. nicely done", "A compliment after an answer.", ["compliment", "long_history"],
         hist=("hi", "Hi! How can I help?", "what's the IRS mileage rate",
               "I can't answer US tax questions; Globex reimburses USD 0.70 per mile, which its policy calls the IRS "
               "standard rate for 2025.")),
    # --- out_of_domain, no history ----------------------------------------------------------------------------------
    case("alice", O, "what's the EU rule for returning stuff bought online — is it 14 days everywhere?",
         "Consumer law in general, nothing of Acme's own asked. Arguable: knowledge (the refund policy).",
         ["arguable", "consumer_law", "general_law", "lowercase"]),
    case("carol", O, "Does UPS deliver on Sundays?", "A carrier's own service.", ["courier_rules", "curt"]),
    case("bob", O, "whats the vat rate in germany rn", "Tax in general.", ["legal_tax", "lowercase", "abbreviation"]),
    case("dave", O, "how do I deduct home office costs on my 1040 form?",
         "US income tax; 1040 here is the IRS form, not an order id.", ["legal_tax", "number_not_id", "personal_finance"]),
    case("alice", O, "is it safe to travel to Istanbul at the moment?", "Travel advice in general.",
         ["travel_advice", "local_info"]),
    case("carol", O, "Do I need a visa for a work trip to Japan on a US passport?",
         "Visa rules are the government's. Arguable: knowledge (the travel policy's security check).",
         ["arguable", "travel_advice", "legal_tax"]),
    case("bob", O, "how do I set up two-factor on my personal gmail?", "A personal account.",
         ["personal_account", "technology", "lowercase"]),
    case("dave", O, "what's a good password manager for my family?", "A product recommendation for home.",
         ["product_recommendation", "technology", "lowercase"]),
    case("alice", O, "my landlord kept my deposit — what are my rights in the Netherlands?",
         "Tenancy law.", ["general_law", "personal_finance"]),
    case("carol", O, "how long does a wire between two US banks usually take?", "Banking in general.",
         ["banking", "general_info", "lowercase"]),
    case("bob", O, "what's the IBAN format for Belgium?", "Banking in general.", ["banking", "general_info"]),
    case("dave", O, "what's the IRS standard mileage rate for 2026?",
         "The IRS's rate, not Globex's. Arguable: knowledge (the expense policy quotes the 2025 IRS rate).",
         ["arguable", "legal_tax", "date_period"]),
    case("alice", O, "how do I complain to PostNL about a parcel from a marketplace sale that never came?",
         "A carrier's own complaint process for a private sale.", ["courier_rules", "consumer_law"]),
    case("carol", O, "is it legal for an employer to read your work email? asking in general",
         "Employment law in general. Arguable: knowledge (an employee-monitoring rule could be company policy; the "
         "corpus is silent).", ["arguable", "general_law", "technology"]),
    case("bob", O, "speed limit on the autobahn for a rental car?", "Local driving rules.",
         ["local_info", "travel_advice", "curt"]),
    # --- out_of_domain, with history --------------------------------------------------------------------------------
    case("dave", O, "and what's the yen to dollar rate right now?", "An exchange rate after an own answer.",
         ["exchange_rate", "topic_switch"],
         hist=("What's the hotel cap in Tokyo?", "USD 325 per night — Tokyo is one of Globex's high-cost cities.")),
    case("alice", O, "how do I turn it on for my kid's home PC?", "A personal device at home.",
         ["personal_device", "technology", "reference_resolved"],
         hist=("Is BitLocker required on my laptop?",
               "Yes — disk encryption (BitLocker or FileVault) is enabled on every Acme laptop and must not be turned "
               "off.")),
    case("carol", O, "what's Amazon's?", "Another shop's window.", ["another_shop", "follow_up", "curt"],
         hist=("what's the return window?", "Globex refunds within 14 days of delivery.")),
    case("bob", O, "is that more than the Belastingdienst lets me get tax-free?",
         "Dutch tax rules. Arguable: knowledge (the own rate is in the history).",
         ["arguable", "legal_tax", "long_history", "greeting_history"],
         hist=("hey", "Hi! How can I help?", "what does the company pay per km",
               "Acme reimburses EUR 0.35 per km for private cars on business.")),
    case("dave", O, "what's the cheapest parking at O'Hare?", "Local information.", ["local_info", "topic_switch"],
         hist=("can I expense airport parking?", "Yes — Globex reimburses airport parking up to USD 25 per day.")),
)
