"""Blind routing set v179, small_talk (16) and out_of_domain (20) cases: talk about mistakes, and fixes the corpus cannot make.

Theme: wrong ids, typos in amounts, the wrong order cancelled, asking to correct or reverse, blaming the assistant,
confusions between similar things.
"""

from __future__ import annotations

from routing_case_kit_v179 import case as c

S, O = "small_talk", "out_of_domain"
OUT = "a fix outside the company's documents and tools: out_of_domain"

SMALL = [
    c("alice", S, "oops, my bad 😅", "an apology with no request", ["apology", "emoji", "lowercase"]),
    c("dave", S, "sorry, typo", "an apology with no request", ["apology", "typo", "curt", "lowercase"]),
    c("carol", S, "you were right, I had the wrong number", "an acknowledgement with no request",
      ["acknowledgement", "wrong_id", "lowercase"]),
    c("bob", S, "thanks for catching that!", "thanks", ["thanks"]),
    c("alice", S, "are you ever wrong?", "about the assistant", ["about_assistant", "lowercase"]),
    c("dave", S, "do you learn from your mistakes or will you do that again tomorrow?", "about the assistant",
      ["about_assistant", "lowercase"]),
    c("carol", S, "ugh, I keep mixing up the two portals lol", "frustration with no request",
      ["frustration", "confusion_similar", "lowercase"]),
    c("bob", S, "no worries, my fault, not yours", "an acknowledgement", ["acknowledgement", "negation", "lowercase"]),
    c("alice", S, "you're useless today.", "frustration with no new request is small talk",
      ["frustration", "blame_assistant", "lowercase"]),
    c("dave", S, "never mind, figured it out myself 👍", "a retraction with no action waiting",
      ["retraction", "emoji", "lowercase"]),
    c("carol", S, "no, sorry, wrong one — forget it",
      "a retraction while an own cancellation waits; arguable (clarify: 'wrong one' hints at another order)",
      ["retraction", "pending_action_context", "arguable", "lowercase"], (),
      ("cancel 2043", "2043 is confirmed and cancellable. Confirm cancellation?")),
    c("alice", S, "hmm no, leave it, the amount is fine after all",
      "a retraction while an own withdrawal waits; arguable (action: an answer to the confirmation)",
      ["retraction", "pending_action_context", "negation", "arguable", "lowercase"], (),
      ("withdraw EXP-2041", "EXP-2041 is submitted and withdrawable. Withdraw it?")),
    c("bob", S, "ah right, I was thinking of a different order. thanks", "an acknowledgement after a look-up",
      ["acknowledgement", "thanks", "confusion_similar", "lowercase"], (),
      ("where's 1044?", "1044 (Acme Cam, express) is shipped with DHL.")),
    c("dave", S, "perfect, that's what I put. 👍", "an acknowledgement after a policy answer",
      ["acknowledgement", "emoji", "lowercase"], (),
      ("what's the hotel cap in Boston?", "USD 325 per night in Boston.")),
    c("alice", S, "oh. you're right, that was the portal, not you. sorry", "an apology after blaming the assistant",
      ["apology", "blame_assistant", "negation", "lowercase"], (),
      ("you cancelled the wrong order!!", "I haven't cancelled anything in this conversation — which order do you mean?")),
    c("carol", S, "lol never mind, I was about to ask something dumb", "a retraction after a greeting",
      ["retraction", "greeting_history", "lowercase"], (),
      ("hi", "Hi carol, how can I help?")),
]

OOD = [
    c("alice", O, "how do I undo a git commit I pushed by mistake?", OUT, ["general_info", "reverse_request", "lowercase"]),
    c("dave", O, "how do I recall an email in Outlook? sent it to the wrong person", OUT,
      ["general_info", "reverse_request", "lowercase"]),
    c("carol", O, "is it 'recieve' or 'receive'? always get it wrong", OUT, ["spelling", "typo", "lowercase"]),
    c("bob", O, "my bank transfer went to the wrong IBAN, can the bank reverse it?", OUT,
      ["legal_tax", "reverse_request", "abbreviation", "lowercase"]),
    c("alice", O, "in Dutch law, can I cancel an online purchase within 14 days without a reason?",
      OUT + "; arguable (knowledge: the refund window)", ["legal_tax", "numbers", "negation", "arguable"]),
    c("dave", O, "fix the grammar in this: 'me and him has submitted the wrong form'", OUT,
      ["creative", "lowercase"]),
    c("carol", O, "how do I unsend an iMessage?", OUT, ["general_info", "reverse_request", "lowercase"]),
    c("bob", O, "excel formula to find duplicate rows in a claims export?", OUT, ["general_info", "duplicate", "lowercase"]),
    c("alice", O, "I mistyped my name on a KLM booking, can they correct it for free?",
      OUT + "; arguable (knowledge: the travel policy)", ["general_info", "typo", "arguable"]),
    c("dave", O, "what's 2,930 minus 15%? I think my spreadsheet is off", OUT, ["math", "numbers", "lowercase"]),
    c("carol", O, "what's the IRS deadline to amend a tax return?", OUT, ["legal_tax", "abbreviation", "lowercase"]),
    c("bob", O, "recommend a keyboard that prevents typos lol", OUT, ["product_recommendation", "typo", "lowercase"]),
    c("alice", O, "how do I stop autocorrect changing EUR to Euro on my phone?", OUT, ["general_info", "typo"]),
    c("dave", O, "USPS says delivered but it went to the wrong house — what are my rights under US law?",
      OUT + "; arguable (knowledge: the shipping policy's delivered-but-not-received rule)",
      ["legal_tax", "abbreviation", "arguable"]),
    c("carol", O, "write a short apology email to a client for sending the wrong invoice", OUT,
      ["creative", "lowercase"]),
    c("bob", O, "thx. unrelated: how do I undo closing a tab in Chrome?", OUT,
      ["general_info", "topic_switch", "reverse_request", "abbreviation", "lowercase"], (),
      ("when is the TR-1 due for an international trip?", "14 days before departure.")),
    c("alice", O, "great. what's the EUR to USD rate today, to check the bank didn't get it wrong?", OUT,
      ["exchange_rate", "topic_switch", "negation", "lowercase"], (),
      ("did my refund R-78 complete?", "Yes, R-78 (EUR 99) is completed.")),
    c("dave", O, "how do I reverse a Venmo payment I sent to the wrong person?", OUT,
      ["general_info", "greeting_history", "reverse_request", "lowercase"], (),
      ("hi", "Hi dave, what can I do?")),
    c("carol", O, "ok. how do I correct a wrong address with UPS directly for a package from another shop?", OUT,
      ["general_info", "topic_switch", "change_address", "lowercase"], (),
      ("is the overnight refund on 2042 done?", "R-302 (USD 29.99) is still processing.")),
    c("alice", O, "and how many km is it from Amsterdam to Utrecht? I think I put the wrong distance", OUT,
      ["local_info", "topic_switch", "numbers", "lowercase"], (),
      ("what's the mileage rate?", "EUR 0.35 per km (Expense Reimbursement Policy 2025).")),
]

CASES = SMALL + OOD
