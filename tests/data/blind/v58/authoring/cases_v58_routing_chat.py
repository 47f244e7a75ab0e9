"""Blind routing set v58, small_talk (16) and out_of_domain (20) cases: openers with nothing to look up.

Small talk: 'hi' alone, 'are you there?', 'hello?? anyone??', who am I talking to, a test message, an apology for the
wrong window, and early turns that close, retract or acknowledge. Out of domain: the first thing typed is a question no
company document answers (weather, sport, a poem, a personal account, taxes, exchange rates).
`c()` adds `first_message` to cases without history.
"""

from __future__ import annotations

from routing_case_kit_v58 import case


def c(who, route, query, note, tags, hist=()):
    return case(who, route, query, note, list(tags) + ([] if hist else ["first_message"]), (), hist)


SMALL = [
    c("alice", "small_talk", "hi", "'hi' alone: a greeting, nothing to ask back.", ["greeting", "curt"]),
    c("carol", "small_talk", "are you there?", "A presence check as the first message.", ["presence_check"]),
    c("dave", "small_talk", "hello?? anyone??", "A presence check, impatient.", ["presence_check", "frustrated"]),
    c("bob", "small_talk", "Good morning ☀️", "A greeting with an emoji.", ["greeting", "emoji"]),
    c("alice", "small_talk", "who am I talking to, a person or a bot?", "About the assistant.",
      ["about_assistant", "lowercase"]),
    c("carol", "small_talk", "what can you do?",
      "About the assistant; arguable (knowledge: what the workbench covers).", ["about_assistant", "arguable"]),
    c("dave", "small_talk", "test", "A test message; arguable (clarify: ask what he needs).",
      ["test_message", "curt", "arguable"]),
    c("bob", "small_talk", "sorry, wrong window 🙈", "An apology; no request.", ["apology", "emoji"]),
    c("alice", "small_talk", "ugh mondays. ok. hi.", "Frustration and a greeting with no request.",
      ["frustration", "greeting", "lowercase"]),
    c("carol", "small_talk", "heyyy first time using this thing 😅", "A first-time greeting with no request.",
      ["greeting", "emoji", "new_user"]),
    # --- with a history ---
    c("alice", "small_talk", "great, thanks! that's all", "Thanks and a farewell after an answer.",
      ["thanks", "farewell"],
      ("where's my order 1042?", "Order 1042 (Acme Dock) was shipped with PostNL on 2 November.")),
    c("bob", "small_talk", "nothing really, just testing if you work 😄", "Chit-chat after a greeting.",
      ["chit_chat", "greeting_history", "emoji"], ("hi", "Hi Bob! How can I help?")),
    c("carol", "small_talk", "wait no, leave it for now",
      "A retraction while a cancellation waits for confirmation; arguable (action: withdrawing the pending action).",
      ["retraction", "pending_action_context", "arguable"],
      ("cancel 2043", "I can cancel order 2043 (HomeVault Drive 4 TB, USD 119). Please confirm with the Confirm "
       "button.")),
    c("dave", "small_talk", "cool, just checking. brb", "After a presence check, no request.",
      ["chit_chat", "presence_history", "abbreviation"], ("are you there?", "Yes, I'm here. What can I help with?")),
    c("alice", "small_talk", "never mind, I'll look it up myself. thanks",
      "She drops the unresolved opener: a retraction and thanks, nothing to do.",
      ["retraction", "thanks", "after_clarify"],
      ("so, about that order", "Which order do you mean? You have several: 1040, 1042, 1043, 1045 and 1047.")),
    c("carol", "small_talk", "ok nice 👍", "An acknowledgement after two turns about the assistant.",
      ["acknowledgement", "emoji", "long_history"],
      ("hi", "Hi Carol! How can I help?", "are you the same as the old support bot?",
       "I'm the Globex assistant: I answer policy questions and look up your orders, refunds and claims.")),
]

OOD = [
    c("alice", "out_of_domain", "hi! what's the weather in Rotterdam today?", "Weather.",
      ["weather", "greeting_request"]),
    c("bob", "out_of_domain", "good morning, who won the Ajax game last night?", "Sport.",
      ["sport", "greeting_request"]),
    c("carol", "out_of_domain", "hey quick one — what's 15% of 349?",
      "Bare arithmetic; arguable (knowledge: the restocking fee on a HomeVault).", ["math", "hurried", "arguable"]),
    c("dave", "out_of_domain", "hello, can you write a short birthday poem for my coworker", "Creative writing.",
      ["creative", "greeting_request"]),
    c("alice", "out_of_domain", "first time here — how do I reset my personal gmail password?",
      "A personal account; arguable (knowledge: the work-account reset).",
      ["personal_account", "new_user", "arguable"]),
    c("bob", "out_of_domain", "translate 'good morning' into Japanese pls", "Translation.",
      ["translation", "abbreviation"]),
    c("carol", "out_of_domain", "what time is it in Tokyo right now", "Time zones.", ["time_zone", "lowercase"]),
    c("dave", "out_of_domain", "Hi there. Should I put my bonus in an index fund or pay off my car loan?",
      "Personal finance.", ["personal_finance", "greeting_request"]),
    c("alice", "out_of_domain", "hey can you recommend a good laptop backpack?", "A product recommendation.",
      ["product_recommendation", "lowercase"]),
    c("bob", "out_of_domain", "what's the capital of Australia?", "General knowledge.", ["general_info"]),
    c("carol", "out_of_domain", "hiya, any good tacos near Memphis airport?", "Local info.",
      ["local_info", "greeting_request"]),
    c("dave", "out_of_domain", "eur to usd today?", "An exchange rate, typed in a hurry.",
      ["exchange_rate", "curt", "hurried"]),
    c("alice", "out_of_domain", "Dear Sir or Madam,\n\ncould you tell me how the Dutch income tax brackets work for "
      "2027?\n\nRegards,\nA.", "Tax law, in a formal mail.", ["legal_tax", "formal_email"]),
    c("carol", "out_of_domain", "how do I file my own federal taxes, first time doing it", "Personal taxes.",
      ["legal_tax", "lowercase"]),
    c("bob", "out_of_domain", "hi, is the new iPhone worth it?", "A consumer product question.",
      ["product_recommendation", "greeting_request"]),
    # --- with a history ---
    c("alice", "out_of_domain", "what's a good recipe for stroopwafels?", "A recipe after a greeting.",
      ["recipe", "greeting_history"], ("hi", "Hi Alice! How can I help?")),
    c("bob", "out_of_domain", "cool. how tall is the Eiffel tower?", "General knowledge after a presence check.",
      ["general_info", "presence_history"], ("are you there?", "Yes — what can I help with?")),
    c("carol", "out_of_domain", "nice, what's fun to do in Boston on a sunday?",
      "From the hotel cap to sightseeing.", ["local_info", "topic_switch"],
      ("what's the hotel cap in Boston?", "USD 325 per night before taxes: Boston is a high-cost city.")),
    c("dave", "out_of_domain", "can you explain how bitcoin works in simple terms", "General knowledge.",
      ["general_info", "greeting_history"], ("hello", "Hello Dave! How can I help?")),
    c("dave", "out_of_domain", "how much is that in yen?",
      "An exchange rate on the per diem; arguable (knowledge: the per diem itself is in the policy).",
      ["exchange_rate", "reference_resolved", "long_history", "arguable"],
      ("hi", "Hi Dave! What can I do for you?", "what's the per diem in Tokyo",
       "The international per diem is USD 95 per day (75% on the first and last day).")),
]

CASES = SMALL + OOD
