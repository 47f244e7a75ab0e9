"""v34 routing cases, small_talk (16) and out_of_domain (20): long messages that ask nothing (thanks, venting,
apologies, greetings with a story, a retraction) and long, work-sounding messages whose question is outside both
companies' documents (a landlord's mail, a bank's mail, another shop's refund, one's own taxes). Written by the v34
author, without reading the router."""

from __future__ import annotations

from routing_case_kit_v34 import case

S, O = "small_talk", "out_of_domain"

SMALL = [
    case("alice", S, "I just wanted to say thank you. Last week I was completely lost with the expense stuff and you "
         "walked me through it, and my claim went through without a problem. My manager even commented on how tidy it "
         "was. Have a great weekend!",
         "long thanks, no request", ["thanks", "long_situation", "pleasantries"]),
    case("bob", S, "Honestly, this has been the worst week. The coffee machine broke, my train was cancelled twice, and "
         "the printer jammed right before my presentation. I don't even have a question, I just needed to vent "
         "somewhere.",
         "frustration with no request", ["frustration", "long_situation", "negation"]),
    case("carol", S, "Good morning! First day back after two weeks in Maine and my inbox is terrifying. Just saying hi "
         "before I dive in, no questions yet 😅",
         "greeting with a story, no request", ["greeting", "emoji", "long_situation"]),
    case("dave", S, "I've been using you for a few weeks now and I'm curious — are you a person or a bot? And do you "
         "remember our previous chats, or is every day a fresh start for you?",
         "about the assistant", ["about_assistant", "several_questions"]),
    case("alice", S, "Wait, hold on. I just talked to HR and they still want the headsets after all. Forget what I said, "
         "leave it as it is. Sorry for the back and forth!",
         "a retraction while an own cancellation waits; arguable (action: decline the pending cancellation)",
         ["arguable", "retraction", "pending_action_context", "apology"],
         hist=("cancel 1043 please", "I can cancel order 1043 (2 × Acme Headset). Please confirm.")),
    case("bob", S, "Before my 2pm I need a laugh. My team has been arguing about the coffee budget for a week. Got a good "
         "joke about expense reports?",
         "a joke asked", ["joke", "long_situation"]),
    case("carol", S, "Great, thank you. I'll think about it overnight and come back tomorrow if I decide to. That's all "
         "for today, have a nice evening!",
         "farewell after an own look-up; nothing asked", ["farewell", "thanks"],
         hist=("is 2043 still cancellable?", "Yes — order 2043 is confirmed and can still be canceled.")),
    case("dave", S, "Just wanted to say the answer you gave me about the per diem yesterday was spot on — finance agreed "
         "with every number. Much better than digging through the PDF. Keep it up!",
         "compliment, no request", ["compliment", "long_situation"]),
    case("alice", S, "Sorry, I think I was really rude earlier when the tracking wasn't updating. Not your fault at all, "
         "it's been a long day. No question, just wanted to say that.",
         "apology, no request", ["apology", "negation"]),
    case("bob", S, "Ah ok, got it. That's a bit more than I thought, nice. Thanks!",
         "acknowledgement after a policy answer", ["acknowledgement", "thanks"],
         hist=("what's the mileage rate?", "EUR 0.35 per km under the 2025 policy.")),
    case("carol", S, "It's snowing here in Austin, which never happens, and half the office is at the window taking "
         "pictures. Do you like snow? 😄",
         "chit-chat", ["chit_chat", "emoji"]),
    case("dave", S, "Unbelievable. Every single time with USPS. I'm just going to sit here and be annoyed for a minute.",
         "frustration after a look-up; no new request", ["frustration", "long_history"],
         hist=("where's 2041?", "Order 2041 (2 × Globex Key) is in transit with USPS.", "still??",
          "Yes — USPS last scanned it in transit; I don't have a delivery date yet.")),
    case("alice", S, "Hi! I'm new at Acme and my buddy said I should try you out. What kind of things can you help me "
         "with? Like, is it only policies or also my own stuff?",
         "about the assistant's scope", ["about_assistant", "greeting"]),
    case("bob", S, "Hi there, hope you're well. Just testing whether this thing works from my new laptop. Cheers, Bob",
         "greeting and signature, nothing asked", ["greeting", "signature", "pleasantries"]),
    case("carol", S, "Oh that's really quick, way better than I expected. Thanks so much, you've saved me a phone call to "
         "support and probably half an hour on hold!",
         "thanks after a policy answer", ["thanks", "long_situation"],
         hist=("how long does store credit take?", "Store credit is issued within 1 business day and includes a 10% bonus.")),
    case("dave", S, "Honestly nothing, I opened this window by accident while looking for ExpenseLink 🙈 sorry! Have a "
         "good one.",
         "nothing asked after a greeting", ["greeting_history", "emoji", "apology"],
         hist=("hi", "Hi Dave! How can I help?")),
]

OOD = [
    case("alice", O, "My landlord sent me a long email saying he's raising the rent by 8% next year and quoting some "
         "law. Is that even allowed in the Netherlands? I've been in the apartment for three years.",
         "tenancy law", ["legal_tax", "long_situation", "quoted_email"]),
    case("bob", O, "My daughter is writing a school essay about the Dutch railways and asked me how many trains run "
         "between Amsterdam and Rotterdam on a weekday. I told her I'd ask someone smart. Any idea?",
         "general information", ["general_info", "long_situation"]),
    case("carol", O, "Got this from Amazon: \"Your refund of USD 42.10 has been issued to your original payment "
         "method.\" It's been 10 days. How long does Amazon usually take to get it onto my Visa?",
         "another shop's refund", ["another_shop", "quoted_email"],
         hist=("hi", "Hi Carol, what can I do for you?")),
    case("dave", O, "I'm doing my own 2026 taxes and I keep reading about the home office deduction. I'm hybrid, two "
         "days at home. Can I deduct part of my rent on my federal return?",
         "personal tax; arguable (knowledge: the WFH stipend)", ["arguable", "legal_tax", "own_situation"]),
    case("alice", O, "Long day, the kids are hungry and all I have is leftover rice, two eggs and some spinach. What can I "
         "make in 20 minutes?",
         "cooking", ["general_info", "long_situation"]),
    case("bob", O, "A customer from Spain wrote a friendly note at the end of her email: 'Muchas gracias por su "
         "paciencia, que tenga un buen fin de semana.' I want to reply nicely in Spanish. How do I say 'you're welcome, "
         "enjoy your weekend too'?",
         "translation", ["translation", "quoted_email"]),
    case("carol", O, "My husband and I are planning a personal trip to Tokyo in April, nothing to do with work. Which "
         "neighbourhood is nice to stay in for a first visit, and are the cherry blossoms still out by mid April?",
         "personal travel", ["local_info", "several_questions", "negation"]),
    case("dave", O, "Thanks. Do you know if it's going to snow in Manhattan next week? I only packed sneakers.",
         "weather after a policy answer", ["weather", "topic_switch"],
         hist=("what's the hotel cap in NYC?", "USD 325 per night in New York City (a high-cost city).")),
    case("alice", O, "I've got some savings sitting in my account and my colleagues keep talking about index funds. Is it "
         "smarter to pay off my student loan first or start investing? I'm 29, if that matters.",
         "personal finance", ["personal_finance", "long_situation"]),
    case("bob", O, "My son ordered something from a Chinese webshop and PostNL says he has to pay import duties before "
         "they deliver. How are those duties calculated for a EUR 60 parcel?",
         "customs for a private parcel from another shop", ["courier_rules", "another_shop"]),
    case("carol", O, "Nice. Unrelated, but do you know a good credit card for cash back on groceries? Mine only gives 1%.",
         "product recommendation after a policy history", ["product_recommendation", "topic_switch", "long_history"],
         hist=("hi", "Hi Carol!", "is store credit worth it?",
          "Store credit gets a 10% bonus and doesn't expire; it's issued within 1 business day.")),
    case("dave", O, "I'm building a spreadsheet for my running club's membership fees. 42 members, 18 pay monthly at USD "
         "12 and the rest pay yearly at USD 120. What's the total yearly income?",
         "arithmetic for a private club", ["math", "numbers"]),
    case("alice", O, "My colleague is retiring after 25 years and I've been asked to say a few words at the drinks on "
         "Friday. Could you write me a short funny poem about someone who never once missed the Tuesday team day?",
         "creative writing", ["creative", "shares_corpus_words"]),
    case("bob", O, "I bought a washing machine from MediaMarkt and it broke after 13 months. The shop says the warranty "
         "was one year. Doesn't EU law give me two years? What can I do?",
         "consumer law for another shop; arguable (knowledge: the corpus mentions the two-year statutory warranty)",
         ["arguable", "consumer_law", "another_shop", "negation"]),
    case("carol", O, "Good to know. Also, do you know which London airport is closest to Canary Wharf? I've never been.",
         "local information after a policy answer", ["local_info", "topic_switch"],
         hist=("what's the per diem in London?", "International per diem is USD 95 per day (75% on the first and last day).")),
    case("dave", O, "Our office fantasy football league is getting heated. Who won the Super Bowl in 2020? There's a bet "
         "riding on it and I'm too proud to google.",
         "sport", ["sport", "long_situation"]),
    case("alice", O, "Lovely. I'm thinking of using a chunk of it to walk the Camino. How many kilometres is the Camino "
         "Francés and how many days does it take on average?",
         "personal travel after a PTO answer", ["general_info", "topic_switch"],
         hist=("what's the PTO for full time?", "28 days per calendar year, on top of public holidays.")),
    case("bob", O, "I'm trying to settle an argument with my brother-in-law over dinner. He insists King's Day used to be "
         "called Queen's Day and was on a different date. Is that true, and what date was it?",
         "history; arguable (knowledge: the corpus names King's Day)",
         ["arguable", "general_info", "shares_corpus_words"]),
    case("carol", O, "My bank emailed: \"We noticed unusual activity on your personal Visa ending 4417. Call us at the "
         "number on the back of your card.\" Should I call them, or is this a scam?",
         "a personal bank's mail; arguable (knowledge: the phishing advice)",
         ["arguable", "personal_account", "quoted_email"]),
    case("dave", O, "My teenage son keeps gaming until 2am on his own laptop. I'd like to set up parental controls on our "
         "home Wi-Fi router so the internet turns off at 11. It's a Netgear. How do I do that?",
         "home IT", ["home_it", "long_situation"]),
]

CASES = SMALL + OOD
