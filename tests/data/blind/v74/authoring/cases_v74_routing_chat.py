"""v74 small_talk (16) and out_of_domain (20) cases: chat about policies that keep changing, and questions about
dates, years and changes that lie outside the corpus."""

from __future__ import annotations

from routing_case_kit_v74 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    # --- without history (10) ---
    case("alice", S, "good morning ☀️", "A greeting: small_talk.", ["greeting", "emoji", "lowercase"]),
    case("bob", S, "haha the 2023 policy was so stingy, glad that's over 😄",
         "A joke about an old version with no request: small_talk.", ["joke", "emoji", "lowercase"]),
    case("carol", S, "thanks!! that's exactly the new number I needed",
         "Thanks: small_talk.", ["thanks", "lowercase"]),
    case("dave", S, "are you updated when the policies change, or do you still have last year's version of everything?",
         "About the assistant: small_talk, arguable (knowledge: which versions the corpus holds).",
         ["about_assistant", "arguable", "lowercase"]),
    case("dave", S, "ugh, every january they change something and nobody tells us",
         "Frustration with no new request: small_talk.", ["frustration", "lowercase"]),
    case("bob", S, "happy almost new year 🎉 new year, new policies I guess",
         "Seasonal chit-chat: small_talk.", ["chit_chat", "emoji", "lowercase"]),
    case("carol", S, "bye, talk next year!", "A farewell: small_talk.", ["farewell", "lowercase"]),
    case("dave", S, "you're way better than the old intranet search, honestly",
         "A compliment: small_talk.", ["compliment", "lowercase"]),
    case("carol", S, "sorry, I think I asked you the same thing last week",
         "An apology: small_talk.", ["apology"]),
    case("bob", S, "how long have you been around?", "About the assistant: small_talk.", ["about_assistant", "lowercase"]),
    # --- with history (6) ---
    case("alice", S, "actually no, leave it — I'll keep them",
         "A retraction while an own cancellation waits: small_talk, arguable (action: declining the pending cancel).",
         ["retraction", "pending_action_context", "arguable"], (),
         ("cancel 1043", "Order 1043 (2 × Acme Headset) can be cancelled. Please confirm to cancel it.")),
    case("dave", S, "ok 👍", "An acknowledgement: small_talk.", ["acknowledgement", "emoji", "curt"], (),
         ("what was the per diem for international trips?", "USD 95 per day; 75% (USD 71.25) on the first and last day.")),
    case("carol", S, "cool, good to know, thank you", "Thanks after an answer: small_talk.", ["thanks", "lowercase"], (),
         ("did the store credit bonus change?", "No: store credit includes a 10% bonus since version 2.2.")),
    case("bob", S, "figures. they always shorten the deadlines, never lengthen them 🙄",
         "Frustration with no new request: small_talk.", ["frustration", "emoji", "lowercase"], (),
         ("the old 60-day rule is gone?",
          "Yes. Since 2025 claims must be submitted within 30 days; the 60-day rule belonged to the superseded 2023 policy.")),
    case("alice", S, "that's a lot of changes lol. ok that's all for today, bye",
         "A farewell after a long exchange: small_talk.", ["farewell", "long_history", "lowercase"], (),
         ("hi", "Hi Alice!", "what changed in the 2025 expense policy?",
          "Higher per-diem rates, a EUR 180 hotel cap with EUR 240 in high-cost cities, receipts over EUR 20, 30 days to "
          "submit, and FinanceHub instead of the paper form.")),
    case("carol", S, "nothing really, just testing if you're still the same bot after the update 😄",
         "Chit-chat about the assistant after a greeting: small_talk.", ["chit_chat", "greeting_history", "emoji"], (),
         ("hello", "Hello Carol, how can I help?")),
]

OOD = [
    # --- without history (15) ---
    case("dave", O, "what's the IRS standard mileage rate for 2026?",
         "A public rate for a year the corpus does not cover: out_of_domain, arguable (knowledge: the policy quotes the 2025 IRS rate).",
         ["legal_tax", "date_period", "arguable", "lowercase"]),
    case("alice", O, "what changes in Dutch income tax in 2026?", "Tax law: out_of_domain.", ["legal_tax", "date_period"]),
    case("bob", O, "when do the clocks go back in the Netherlands next year?", "General information: out_of_domain.",
         ["general_info", "date_period", "lowercase"]),
    case("carol", O, "what's new in the latest iOS version?", "A consumer product's versions: out_of_domain.",
         ["general_info", "personal_device", "lowercase"]),
    case("alice", O, "what was the EUR/USD rate at the end of 2024?", "An exchange rate: out_of_domain.",
         ["exchange_rate", "date_period"]),
    case("carol", O, "how much did US inflation go up last year?", "General information: out_of_domain.",
         ["general_info", "date_period", "lowercase"]),
    case("dave", O, "when does the 401(k) contribution limit change for 2027?",
         "US tax rules: out_of_domain, arguable (knowledge: the corpus names the 401(k) match).",
         ["legal_tax", "date_period", "arguable", "lowercase"]),
    case("bob", O, "write me a limerick about policies that keep changing", "Creative writing: out_of_domain.",
         ["creative", "lowercase"]),
    case("alice", O, "translate 'superseded by' into Dutch", "A translation: out_of_domain.", ["translation", "lowercase"]),
    case("carol", O, "how do I see the version history of a Google Doc?", "Another product's how-to: out_of_domain.",
         ["general_info", "another_product"]),
    case("dave", O, "how many business days are there between December 18 and January 4?",
         "Calendar arithmetic: out_of_domain, arguable (knowledge: both dates are in the close calendar).",
         ["math", "date_period", "arguable", "lowercase"]),
    case("bob", O, "what date is Easter Monday in 2027?",
         "A calendar fact: out_of_domain, arguable (knowledge: Easter Monday is an acme public holiday).",
         ["general_info", "date_period", "arguable", "lowercase"]),
    case("dave", O, "is the GDPR going to change next year?", "Law in general: out_of_domain.", ["legal_tax", "lowercase"]),
    case("carol", O, "best app to keep track of my own receipts at home?", "A personal product recommendation: out_of_domain.",
         ["product_recommendation", "personal_finance", "lowercase"]),
    case("dave", O, "did the NYSE change its holiday schedule for 2027?", "General information: out_of_domain.",
         ["general_info", "date_period"]),
    # --- with history (5) ---
    case("alice", O, "unrelated, but what's the weather in Brussels next week?", "Weather: out_of_domain.",
         ["weather", "topic_switch", "lowercase"], (),
         ("what was the 2023 per-diem for Belgium?",
          "EUR 60 per day for international travel under the Expense Reimbursement Policy 2023 (superseded).")),
    case("bob", O, "and what's petrol costing in Germany these days?", "Fuel prices: out_of_domain.",
         ["general_info", "topic_switch", "lowercase"], (),
         ("what's the mileage rate?", "EUR 0.35 per km (Expense Reimbursement Policy 2025).")),
    case("carol", O, "quick one: when did daylight saving time start in the US this year?", "General information: out_of_domain.",
         ["general_info", "greeting_history", "date_period"], (),
         ("hi", "Hi Carol!")),
    case("dave", O, "unrelated: how do I change the date format in Excel to yyyy-mm-dd?", "Another product's how-to: out_of_domain.",
         ["another_product", "topic_switch"], (),
         ("when does the close calendar expire?", "The Quarter-End Close Calendar Q4 2026 expires on 2027-01-31.")),
    case("alice", O, "what's the legal minimum number of vacation days in the Netherlands?",
         "Law in general: out_of_domain, arguable (knowledge: the PTO policy).",
         ["legal_tax", "topic_switch", "arguable"], (),
         ("did the PTO rules change in 2025?",
          "The Holidays and PTO Policy v3.0 has applied since 2025-01-01: 28 days per year, up to 5 carried over until 31 March.")),
]

CASES = SMALL + OOD
