"""Write the whole v3 blind policy judge set (before the split) to one JSON Lines file.

Provenance record, not the source of truth: after the one split, cases are edited in the dev/test files. Run
`python tests/data/blind/v3/authoring/author_judge_v3.py ALL.jsonl` and then
`python tests/data/blind/v3/split_judge.py --from ALL.jsonl` to regenerate the committed files byte for byte.

Every question was written for this set by its author, in a user's own words; every passage is cut from
`sample_corpus/<tenant>/*.md` by `corpus_passages.py` (never retyped). About half of the cases get one or two
sections of an unrelated same-tenant document shuffled in (a seeded choice), like a retrieved list.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_passages import passages  # noqa: E402

SEED = 20261203
FILES = {
    "acme": {
        "e23": "expense-reimbursement-policy-2023", "e25": "expense-reimbursement-policy-2025", "hol": "holidays-and-pto",
        "it": "it-security-basics", "mgr": "manager-approval-limits", "prod": "product-overview",
        "ref": "refund-policy", "ship": "shipping-and-orders", "trav": "travel-policy",
        "ven": "vendor-onboarding-notes", "faq": "faq", "efaq": "employee-faq",
    },
    "globex": {
        "e25": "expense-reimbursement-policy-2025", "hol": "holidays-and-pto", "it": "it-security-basics",
        "mgr": "manager-approvals-handbook", "cal": "quarter-end-close-calendar", "prod": "cloud-services-overview",
        "ref": "refund-policy", "ship": "shipping-and-orders", "trav": "travel-policy", "faq": "faq", "efaq": "employee-faq",
    },
}
#: Topic group of each file; a distractor never comes from a group the case's own passages belong to.
GROUP = {"e23": "money", "e25": "money", "trav": "money", "mgr": "money", "cal": "money", "ven": "money",
         "ref": "customer", "ship": "customer", "prod": "customer", "hol": "people", "efaq": "people", "it": "it"}
FAQ_GROUP = {"PTO": "people", "WFH": "people", "OOO": "people", "401": "people", "T&E": "money", "PO": "money",
             "SLA": "it", "password": "it", "VPN": "it", "customer": "customer", "return": "customer"}
#: Files distractors are drawn from, and headings never used as distractors.
POOL_FILES = ("e25", "trav", "ref", "ship", "prod", "hol", "it")
NOT_DISTRACTORS = {"Contact", "Contacts", "Who to contact", "Status of this document", "Purpose", "Purpose and scope",
                   "Scope", "What Acme sells", "What Globex offers", "Why this matters", "Not reimbursable"}

CASES: list[tuple[str, str, str, list[str], str]] = []


def A(kind: str, question: str, docs: list[str], note: str) -> None:
    CASES.append(("acme", kind, question, docs, note))


def G(kind: str, question: str, docs: list[str], note: str) -> None:
    CASES.append(("globex", kind, question, docs, note))


ANS = "answerable"
GEN = "the policy's general rule covers a qualifier it does not list by name: "

# ----------------------------------------------------------------------------------------------- acme, answerable
A(ANS, "how long do i have to send stuff back after it arrives??", ["ref/Refund window"],
  "30 days of delivery")
A(ANS, "Bought the headset five weeks ago, got it the next day, honestly just don't like it. Any chance of my money back?",
  ["ref/Refund window"], "day 31 or later is not eligible: no")
A(ANS, "What will you charge me for the return postage if there is nothing wrong with the product and I use your label?",
  ["ref/How to request a refund"], "EUR 6.90 deducted for the Acme label")
A(ANS, "Once your warehouse has my box, roughly how long until the money is back on my card?",
  ["ref/Processing time"], "within 14 days, plus 3 to 5 business days at the card issuer")
A(ANS, "i paid with paypal, can i take a voucher for the shop instead of the refund?",
  ["ref/Processing time"], "no store credit; refund goes back to the PayPal account")
A(ANS, "My son tore the plastic wrap off the boxed software but never installed it. Can we still return it for money?",
  ["ref/Exceptions"], "boxed software with a broken seal is not refundable: no")
A(ANS, "I threw away the carton of my Acme Dock. If I send it back, how much money do you keep?",
  ["ref/Exceptions", "prod/Hardware"], "10% restocking fee of EUR 129 = EUR 12.90, plus EUR 6.90 if the Acme label is used (two passages, calculation)")
A(ANS, "The fast delivery I paid extra for came two days late. I'm keeping the thing, but do I get that extra fee back?",
  ["ref/Shipping fees"], "express fee refunded in full even if the item is kept")
A(ANS, "Customer Care team lead here. What's the biggest good-will gesture I can give on a single order without escalating?",
  ["ref/Goodwill and exceptions"], "EUR 250 per order")
A(ANS, "I ordered three hours ago and it still says processing. Too late to call it off?",
  ["ship/Cancelling an order"], "received/processing and at most 24 hours: can still cancel")
A(ANS, "Do you deliver to Norway, and will there be something extra to pay at my door?",
  ["ship/Where we ship"], "Norway is served; import duties may be due on delivery")
A(ANS, "If I buy the webcam and the headset together with normal delivery, what's the total I pay?",
  ["prod/Hardware", "ship/Shipping options and costs"], "99 + 79 = EUR 178, over EUR 50 so shipping is free (two passages)")
A(ANS, "placed my order on saturday afternoon, when it leave the warehouse?",
  ["ship/Shipping options and costs"], "weekend orders leave the next business day (Monday)")
A(ANS, "Roughly how many working days does normal delivery take for a customer in Switzerland?",
  ["ship/Shipping options and costs"], "3-5 business days plus 2 = 5-7 business days (calculation)")
A(ANS, "How quick is express to a customer in Norway?",
  ["ship/Shipping options and costs"], "1-2 business days plus 2 = 3-4 business days (calculation)")
A(ANS, "Which delivery company will bring my parcel to Lisbon?",
  ["ship/Order statuses"], GEN + "PostNL is for NL/BE, DHL for other countries, so DHL")
A(ANS, "The tracking of my parcel hasn't changed for a full week. What should I do and how long until I get something?",
  ["ship/Lost and damaged parcels"], "contact Customer Care within 14 days of expected delivery; replacement or refund within 10 business days")
A(ANS, "Can I still change where my order goes? It's already being picked in the warehouse.",
  ["ship/Changing an order", "ship/Order statuses"], "address only while 'received'; 'processing' = being picked, so no (two passages)")
A(ANS, "Our company would like to be invoiced rather than pay by card. What payment period do we get?",
  ["ship/Business orders"], "invoice with 30-day terms after a credit check")
A(ANS, "I'll be in Lyon all day for a client and they're buying me lunch. What food allowance do I get for that day?",
  ["e25/Per-diem allowance"], GEN + "Lyon is international: EUR 70 - 18 = EUR 52 (calculation)")
A(ANS, "how much can the hotel in Paris cost per night nowadays before I pay myself?",
  ["e25/Hotels"], "EUR 240 in Paris")
A(ANS, "Staying over in Rotterdam for a customer workshop. Max hotel price per night?",
  ["e25/Hotels"], GEN + "standard cap EUR 180")
A(ANS, "Drove my own car to a client, 120 km there and back in total. What do I get?",
  ["e25/Transport"], "120 x 0.35 = EUR 42 (calculation)")
A(ANS, "After I upload the photo of a receipt, do I still need to keep the paper one in a drawer?",
  ["e25/Receipts"], "the uploaded photo counts as the kept copy: no")
A(ANS, "Metro ticket on a work trip was 3,20 and I lost the bon. Can I still claim it?",
  ["e25/Receipts"], "EUR 20 or less without receipt (up to EUR 75 per claim); public transport is reimbursable")
A(ANS, "How many days after a taxi ride do I have to get the expense in?",
  ["e25/Submitting a claim"], "30 days of the expense")
A(ANS, "I typed the wrong amount in my claim and it's sitting in 'submitted'. Can I still fix it?",
  ["e25/Submitting a claim"], "withdraw in FinanceHub and correct it while submitted")
A(ANS, "My manager okayed my EUR 1,400 claim. Is that the end of it or does another person have to sign?",
  ["e25/Approval and payment"], "above EUR 1,000 needs a second approval from Finance")
A(ANS, "Is the mini-bar on a three-night business trip something Acme pays?",
  ["e25/Not reimbursable"], "minibar not reimbursable for trips shorter than 5 nights: no")
A(ANS, "In 2024 I drove 200 km for work. What per-km amount did the company pay back then, and what's that in total?",
  ["e23/Transport", "e23/Status of this document"], "the 2023 policy covers 2024 expenses: 0.30 x 200 = EUR 60 (two passages)")
A(ANS, "What was the nightly hotel limit for trips back in 2023?",
  ["e23/Hotels", "e23/Status of this document"], "EUR 150 under version 1.0 (2023-2024)")
A(ANS, "Under the old 2023 expense rules, how much came off the daily allowance when the conference fed you dinner?",
  ["e23/Per-diem allowance"], "EUR 15 for lunch or dinner")
A(ANS, "For costs from 2024: up to what total could I claim small items without receipts on one claim?",
  ["e23/Receipts", "e23/Status of this document"], "EUR 100 per claim under version 1.0")
A(ANS, "Back in 2024, was it possible to hand in expense claims online, or how did it work?",
  ["e23/Submitting a claim", "e23/Status of this document"], "paper form FIN-7 or its Excel version, emailed to Finance")
A(ANS, "In 2024, what hotel price per night was allowed in London?",
  ["e23/Hotels", "e23/Status of this document"],
  "version 1.0 has no high-cost cap: EUR 150, more needs the line manager's written approval; arguable (a user may expect a London figure)")
A(ANS, "Under refund policy 3.0, how many days did customers have to ask for their money back?",
  ["ref/Scope", "ref/Refund window"], "3.1 changed only the express-fee section, so 3.0 also had 30 days (version change note is evidence)")
A(ANS, "going abroad for work — how far ahead must the trip request be in?",
  ["trav/Approval"], "TR-1 at least 14 days before international departure")
A(ANS, "Meeting in Brussels next week — am I allowed to just fly from Amsterdam?",
  ["trav/Rail or flight"], "Amsterdam-Brussels is a listed train journey of 4 hours or less: no")
A(ANS, "My trip to Singapore has a 12 hour leg. Can I sit in business?",
  ["trav/Flight class"], "over 9 hours: business class with VP approval in the TR-1")
A(ANS, "The train ride will be three and a half hours. Am I allowed a first class ticket?",
  ["trav/Rail or flight"], "first class allowed for rail journeys longer than 3 hours")
A(ANS, "do I get to keep the airline miles from my work flights",
  ["trav/Loyalty programmes"], "yes, points may be kept")
A(ANS, "I found the same hotel 15% cheaper on a booking site than in TravelDesk. If I book it there, will I be paid back?",
  ["trav/Booking"], "outside bookings reimbursed if at least 10% cheaper, with a screenshot")
A(ANS, "Just joined full time. How many paid days off do I get per year, not counting bank holidays?",
  ["faq/How much PTO do I get?"], "28 days")
A(ANS, "i work 4 day (32 hours) each week, how many vacation days i have per year?",
  ["hol/Entitlement"], "22.4 days")
A(ANS, "I've been with Acme for twelve years now. What's my yearly number of leave days?",
  ["hol/Entitlement"], "28 + 2 = 30 days (calculation)")
A(ANS, "Is 27 April a day off for those of us working in the Dutch office?",
  ["hol/Public holidays"], "King's Day is a public holiday in the Netherlands")
A(ANS, "Do I lose a leave day when the office is closed on New Year's Eve?",
  ["hol/Public holidays"], "31 December closure is not deducted from PTO")
A(ANS, "Planning two weeks off in July. How early must I ask?",
  ["hol/Requesting PTO"], "3 or more consecutive days: at least 10 business days ahead")
A(ANS, "My manager has ignored my leave request for four working days. Can I treat it as approved?",
  ["hol/Requesting PTO"], "not automatically approved: no")
A(ANS, "It's December and I still have 8 days unused. How many survive into January and when must I use them?",
  ["hol/Carry-over"], "5 days, used by 31 March; 3 forfeited")
A(ANS, "I'm leaving the company with six days of leave left. Are they paid out?",
  ["hol/Carry-over"], "remaining balance paid with the final salary")
A(ANS, "We're moving flat next month. Do I get any time off for it?",
  ["hol/Other leave"], "1 day per move, once per calendar year")
A(ANS, "Got a new phone. Anything I must do before I reset the old one?",
  ["it/Multi-factor authentication"], "re-enrol the AcmeID app through the ITSD before wiping")
A(ANS, "Working from a café in Utrecht today. Do I need GlobalProtect switched on to open PeopleHub?",
  ["it/VPN"], "VPN mandatory for internal systems outside the office and on public Wi-Fi")
A(ANS, "Someone nicked my work laptop on the train!! who do I call and how fast?",
  ["it/Lost or stolen laptops and phones"], "Security team within 24 hours, +31 20 555 0111")
A(ANS, "My last day is Friday. If my laptop gets back late, what happens to me?",
  ["it/Returning a laptop"], "reported to People; residual value up to EUR 1,200 deducted from the final salary")
A(ANS, "We're 20 people and want Workspace Business. What is the monthly bill before VAT?",
  ["prod/Acme Workspace plans"], "20 x EUR 15 = EUR 300 (calculation)")
A(ANS, "If we pay Starter once a year, what is it per user for the whole year?",
  ["prod/Acme Workspace plans"], "two months free: 10 x EUR 8 = EUR 80 (calculation)")
A(ANS, "Can a customer pay for an Enterprise subscription with an Acme gift card?",
  ["prod/Gift cards"], "closed list of uses (hardware and Starter plans): no")
A(ANS, "Which of the desk gadgets you sell is the least expensive?",
  ["prod/Hardware"], "a ranking the passage's own prices settle: the Headset, EUR 79")
A(ANS, "Our data protection officer asks in which cities the Workspace data sits.",
  ["prod/Security and compliance"], "Frankfurt and Amsterdam")
A(ANS, "Buying office chairs for EUR 300 from a new supplier. Do I first need a purchase order?",
  ["faq/When do I need a PO?"], "PO needed above EUR 500: no")
A(ANS, "A supplier mailed us new bank account details. How are we supposed to check them?",
  ["ven/Onboarding steps"], "call on a number from the supplier's public website, never the email")
A(ANS, "Our printer queue problem was logged as P2. How soon should the service desk react?",
  ["faq/What is the IT Service Desk SLA?"], "P2 within 4 business hours")
A(ANS, "As a line manager, may I sign off a purchase order of EUR 7,000 on my own?",
  ["mgr/Purchase orders"], "line manager up to EUR 5,000: no, a director")
A(ANS, "Who has the final word on a goodwill refund of 3,000 euro for one order?",
  ["mgr/Customer goodwill"], "Head of Customer Care up to EUR 2,000; above that the CFO")
A(ANS, "I'm out two working days next week. Do I need to hand my approvals to someone?",
  ["mgr/Delegation"], "delegation required only when away more than 3 business days: no")

# ----------------------------------------------------------------------------------------------- globex, answerable
G(ANS, "how many days do i have to send back my HomeVault once it's delivered", ["ref/Refund window"],
  "14 days of delivery")
G(ANS, "I bought the yearly GlobexSync plan ten days ago and changed my mind. Do I get it all back?",
  ["ref/Refund window"], "annual plans canceled within 14 days of purchase are refunded in full")
G(ANS, "If I stop my monthly sync plan in the middle of the month, do I get the rest of that month back?",
  ["ref/Refund window"], "monthly plans are not refunded for the current month: no")
G(ANS, "I'm returning something worth $200 and would take store credit. How much credit is that?",
  ["ref/Processing time"], "10% bonus: USD 220 (calculation)")
G(ANS, "Opened my Globex Key, works fine, I just don't need it. How much do I actually get back if I return it with your label?",
  ["ref/Exceptions", "ref/How to request a refund", "prod/Hardware"],
  "45 - 15% (6.75) - 7.50 label = USD 30.75 (three passages, calculation)")
G(ANS, "My overnight package showed up a day after the guaranteed date. Is the $29.99 coming back to me?",
  ["ref/Shipping charges"], "overnight charge refunded when later than guaranteed")
G(ANS, "Can I return a clearance thing that was labeled final sale?",
  ["ref/Exceptions"], "Final Sale items cannot be refunded: no")
G(ANS, "I'm a Customer Support lead with an angry customer. How big a credit can I give without my manager?",
  ["ref/Exceptions and escalations"], "up to USD 100 per order")
G(ANS, "I ordered 40 minutes ago and it says confirmed. Can I still cancel?",
  ["ship/Canceling an order"], "within 1 hour and pending/confirmed: yes")
G(ANS, "I live in San Juan, Puerto Rico. Can I order from you?",
  ["ship/Where we ship"], "Puerto Rico is served")
G(ANS, "Cheapest way to get a $30 order to me and how long will it take?",
  ["ship/Shipping options"], "standard USD 5.99 (under 35), 5-7 business days")
G(ANS, "If I order at 11 in the morning Central time on a Tuesday, will it go out the same day?",
  ["ship/Shipping options"], "before 1 p.m. CT on a business day ships the same day")
G(ANS, "Tracking says delivered but there's nothing on my porch. What do I need to do?",
  ["ship/Lost, late and damaged packages"], "signed statement on form LPC-1 before a replacement")
G(ANS, "Can I add one more item to an order I already placed?",
  ["ship/Changing an order"], "cancel (if still allowed) and place a new order")
G(ANS, "Our company wants to place a $12,000 order. Is there anything extra we need to provide?",
  ["ship/Business accounts"], "above USD 10,000 a purchase order number")
G(ANS, "Trip to Chicago, leave Monday morning, back Wednesday evening, two hotel nights. Total meal allowance?",
  ["e25/Per diem"], "56.25 + 75 + 56.25 = USD 187.50 (calculation)")
G(ANS, "Going to a client and coming home the same day. Can I claim my lunch?",
  ["e25/Per diem"], "no per diem; actual meals up to USD 40 with receipts")
G(ANS, "What can I spend per night for a hotel in Boston?",
  ["e25/Lodging"], "USD 325 in Boston")
G(ANS, "Hotel in Denver is $240 a night before tax. OK to just book it?",
  ["e25/Lodging"], GEN + "standard cap USD 225; above it needs director pre-approval on the TA-100")
G(ANS, "Paris conference hotel for Globex staff — what's the nightly limit?",
  ["e25/Lodging"], GEN + "Paris is not a listed high-cost city: USD 225")
G(ANS, "I drove 150 miles in my own car to visit a customer. What's the reimbursement?",
  ["e25/Ground transportation"], "150 x 0.70 = USD 105 (calculation)")
G(ANS, "can i expense an uber black to the airport",
  ["e25/Ground transportation"], "premium ride-share tiers are not reimbursed: no")
G(ANS, "Airport parking for four days came to $120. How much will be covered?",
  ["e25/Ground transportation"], "USD 25 per day x 4 = USD 100 (calculation)")
G(ANS, "Do I need a receipt for a $60 cab ride?",
  ["e25/Receipts"], "under USD 75 no receipt if the business purpose is described")
G(ANS, "My hotel was only $90 a night. Must I still upload the receipt?",
  ["e25/Receipts"], "receipts required for all lodging regardless of amount")
G(ANS, "I'm filing my claim 50 days after the trip. What happens then?",
  ["e25/Filing a claim"], "treated as taxable income; needs CFO approval")
G(ANS, "My claim is already approved but I entered the wrong amount. Can I pull it back?",
  ["e25/Filing a claim"], "approved claims cannot be withdrawn; contact Accounts Payable")
G(ANS, "Are drinks at a client dinner reimbursable?",
  ["e25/Not reimbursable"], "alcohol only as part of an approved client dinner, max two drinks per person")
G(ANS, "I'm a summer intern travelling for my team. Do the same expense rules apply to me?",
  ["e25/Purpose and scope"], "interns follow the same rules")
G(ANS, "how early must i file the travel form for an overseas trip",
  ["trav/Travel authorization"], "TA-100 at least 21 days before international departure")
G(ANS, "Flying from New York to Toronto for a client. How many days ahead do I need the authorization?",
  ["trav/Travel authorization"], "Canada counts as domestic: 10 days")
G(ANS, "My flight is six hours nonstop. Can I book premium economy?",
  ["trav/Air travel"], "5 hours or more: premium economy")
G(ANS, "The basic economy fare is $80 cheaper. May I book that?",
  ["trav/Air travel"], "basic economy not allowed")
G(ANS, "NYC to Boston for one meeting: train or plane?",
  ["trav/Rail"], "Amtrak preferred in the Northeast Corridor under 300 miles")
G(ANS, "Chicago to St. Louis for a site visit — am I required to take the train?",
  ["trav/Rail"], GEN + "outside the Northeast Corridor: rail or air, whichever is cheaper including transfers")
G(ANS, "Is Acela first class ok on a company trip?",
  ["trav/Rail"], "Acela first class is not allowed")
G(ANS, "Renting a car in Germany for a customer visit. Should I take the rental company's damage waiver?",
  ["trav/Rental cars"], "outside the United States accept the waiver")
G(ANS, "I'd like to stay the weekend in Miami after the conference; the flight goes up by $100. Is that allowed, and who pays the hotel?",
  ["trav/Personal travel combined with business"], "allowed (under USD 150); hotel and meals on personal days paid by the employee")
G(ANS, "I booked my flight on Expedia because it was easier. Will I get reimbursed?",
  ["trav/Booking"], "outside GlobeTrips not reimbursed unless GlobeTrips had no availability: no")
G(ANS, "Third year at Globex. How much paid time off do I get per year?",
  ["hol/PTO accrual"], "less than 5 years: 20 days (160 hours)")
G(ANS, "I've worked here six years. How many PTO hours are added each paycheck?",
  ["hol/PTO accrual"], "7.69 hours per pay period")
G(ANS, "Started two weeks ago. Can I take a day of PTO next week?",
  ["hol/PTO accrual"], "PTO usable after 30 days of employment: no")
G(ANS, "I'll end the year with 120 unused hours. How many do I keep?",
  ["hol/Carry-over and balance cap"], "80 hours carry over; 40 forfeited (state exception left aside)")
G(ANS, "can i save my floating holiday for next year",
  ["hol/Company holidays"], "must be used that calendar year: no")
G(ANS, "Can I take one hour of PTO for a dentist appointment?",
  ["hol/Requesting PTO"], "minimum increment 2 hours: no")
G(ANS, "My father passed away. How many days can I take off?",
  ["hol/Other leave"], "bereavement up to 5 days for immediate family")
G(ANS, "I got called for jury duty for two weeks. Will I still be paid?",
  ["hol/Other leave"], "paid up to 10 days; two work weeks = 10 days (arguable if weekends counted)")
G(ANS, "We're adopting a baby. How much parental leave, and is it paid? I've been here two years.",
  ["hol/Other leave"], "12 weeks at 100% for adoptive parents after 6 months")
G(ANS, "I'm a sysadmin. How often must I change my passphrase?",
  ["it/Passwords and passphrases"], "privileged accounts every 60 days")
G(ANS, "Lost my work phone at the airport. What do I do and how quickly?",
  ["it/Lost or stolen devices"], "within 1 hour call the Security Hotline 1-800-555-0134")
G(ANS, "Leaving Globex on Friday. By when do my laptop and security key have to be back?",
  ["it/Returning equipment"], "within 10 calendar days of the last day")
G(ANS, "Can I paste a customer's card number into ChatGPT to tidy up a spreadsheet?",
  ["it/Data classification"], "payment data is Restricted: only in the order management system, never in unapproved AI tools")
G(ANS, "What would GlobexSync Business cost per month for a team of 10?",
  ["prod/GlobexSync plans"], "10 x USD 12 = USD 120 (calculation)")
G(ANS, "How much do I save in a year paying for Pro annually instead of monthly?",
  ["prod/GlobexSync plans"], "annual = 10 months: saves 2 x 24.99 = USD 49.98 (calculation)")
G(ANS, "On the cheapest sync plan, how far back can I restore an older copy of a file?",
  ["prod/GlobexSync plans"], "Basic: 30 days of version history")
G(ANS, "Our Business account had 99.85% uptime last month. What credit do we get?",
  ["prod/Service levels"], "0.10% below = 2 x 5% = 10% credit (calculation)")
G(ANS, "I'm a customer in Canada — where is my backup data kept?",
  ["prod/Data location and security"], "Toronto")
G(ANS, "If I put 6% of my salary into the 401k, what does Globex add?",
  ["faq/What is the 401(k) match?"], "100% of the first 4%: 4% of salary")
G(ANS, "Which days am I expected to be in the office?",
  ["faq/How many WFH days do I have?"], "Tuesday, Wednesday and Thursday")
G(ANS, "Buying a $1,800 software license. Purchase order, or can I just put it on my company card?",
  ["faq/When do I need a PO?"], "USD 2,500 or less: P-card, no PO")
G(ANS, "As a director, what is the largest expense claim I can approve on my own authority?",
  ["mgr/Expense claims"], "up to USD 15,000")
G(ANS, "I'm a manager. Can I approve a $30,000 purchase order?",
  ["mgr/Purchase orders"], "manager up to USD 10,000: no, director")
G(ANS, "Who signs off a $1,500 spot bonus?",
  ["mgr/Compensation"], "up to USD 2,000: director")
G(ANS, "When is the last day to put my 2026 expenses into ExpenseLink?",
  ["cal/Before year end"], "December 18, 2026")
G(ANS, "On what date does the ledger get locked for the 2026 year end?",
  ["cal/Close timeline"], "January 15, 2027 (BD10)")

# ----------------------------------------------------------------------------------------------- other_country
A("other_country", "I'm employed at our Antwerp office. Which days are public holidays for me?",
  ["hol/Public holidays"], "holidays of the country of employment; only the Dutch list is given")
A("other_country", "How many business days does standard delivery take to a customer in Iceland?",
  ["ship/Where we ship", "ship/Shipping options and costs"], "Iceland is not in the shipping list and no time is given; arguable (could be read as 'not shipped')")
A("other_country", "Going to Hamburg from Amsterdam for a meeting. Am I obliged to take the train?",
  ["trav/Rail or flight"], "needs the rail time Amsterdam-Hamburg, which the passage does not give (outside knowledge); arguable")
A("other_country", "Which public holidays apply to our colleagues employed in Spain?",
  ["hol/Public holidays"], "only the Netherlands' holidays are listed")
A("other_country", "Working for Acme in Belgium: how many weeks of paid parental leave will I get?",
  ["hol/Other leave"], "parental leave follows Dutch law (not stated in weeks); Belgian rules not given")
G("other_country", "What paid holidays do our employees in Quebec get?",
  ["hol/Company holidays"], "Canadian employees observe their province's statutory holidays, not listed")
G("other_country", "Do you deliver to Mexico, and how long would standard shipping take?",
  ["ship/Where we ship", "ship/Shipping options"], "Mexico not covered and no time given; arguable ('not shipped')")
G("other_country", "A customer in New York has $4 left on an eGift card. Can they get it in cash?",
  ["ref/Exceptions"], "only the California example is given; New York law not in the passage")
G("other_country", "How many sick hours does a Globex employee in Colorado get?",
  ["hol/Sick time"], "40 hours or more where state law requires; Colorado's law not given")
G("other_country", "For our people in Illinois, do unused PTO hours above 80 disappear on January 1?",
  ["hol/Carry-over and balance cap"], "state-law exception; only California described")
G("other_country", "What daily meal allowance do Globex employees based in the London office get on trips?",
  ["e25/Purpose and scope", "e25/Per diem"], "the policy covers US and Canada employees only")

# ----------------------------------------------------------------------------------------------- other_version
A("other_version", "How big was the home-office allowance for new hires back in 2023?",
  ["faq/Is there a WFH allowance?"], "FAQ gives today's stipend only; nothing dates it to 2023")
A("other_version", "What international per-diem will apply in 2027?",
  ["e25/Per-diem allowance", "e25/Status of this document"], "2025 policy; no figure for 2027")
A("other_version", "Under the holiday policy before version 3.0, how many PTO days did a full-timer get?",
  ["hol/Entitlement"], "only version 3.0's entitlement is given")
A("other_version", "What did the Starter plan cost per user in last year's product overview (version 4)?",
  ["prod/Acme Workspace plans"], "only the current price list is given")
A("other_version", "What was the mileage rate for business driving in 2022?",
  ["e23/Transport", "e23/Status of this document", "e25/Transport"], "versions cover 2023-2024 and 2025 onward; 2022 not covered")
A("other_version", "Back in 2024, up to how much could a line manager approve on a single PO?",
  ["mgr/Purchase orders"], "the limits document is version 2.0 effective 2025; 2024 limits not given")
G("other_version", "What was the lodging cap before the July 2025 version of the expense policy?",
  ["e25/Lodging", "e25/Purpose and scope"], "only version 3.0 (from July 1, 2025) is given")
G("other_version", "How big is the pot for merit raises in 2027?",
  ["mgr/Compensation"], "only 2026's budget is given")
G("other_version", "For the Q1 2027 close, when is the flash P&L due to the CFO?",
  ["cal/Close timeline", "cal/Purpose"], "the calendar covers Q4 2026 only")
G("other_version", "Does Globex pay the 2026 IRS mileage rate, and what is it?",
  ["e25/Ground transportation"], "the passage gives the 2025 IRS rate only")
G("other_version", "What did the Pro plan cost per month back in 2024?",
  ["prod/GlobexSync plans"], "only the current price list (version 6.1, 2026) is given")

# ----------------------------------------------------------------------------------------------- other_channel
A("other_channel", "I bought an Acme Headset at an electronics chain store. How many days do I have to return it?",
  ["ref/Scope", "ref/Refund window"], "reseller purchases follow the reseller's own terms, not given")
A("other_channel", "Got an Acme Cam from an Amazon marketplace seller and tossed the box. What restocking fee applies?",
  ["ref/Exceptions", "ref/Scope"], "marketplace/reseller purchases are not covered; the reseller's terms are not given")
A("other_channel", "What are the opening hours of Acme Customer Care's live chat?",
  ["ref/Contact"], "only email and phone (with phone hours) are given; arguable ('no chat')")
A("other_channel", "If I order over the phone with Customer Care, is delivery still free from 50 euro?",
  ["ship/Shipping options and costs", "ship/Where we ship"], "the shipping rules are the web shop's; phone orders not covered; arguable")
A("other_channel", "How long is the cancellation window for orders placed in the Acme mobile app?",
  ["ship/Cancelling an order"], "no app channel in the passage")
G("other_channel", "I bought my Globex Key in a Best Buy store and opened it. What restocking fee will I be charged?",
  ["ref/Scope", "ref/Exceptions"], "retail-partner purchases follow the retailer's terms, not given")
G("other_channel", "I bought a HomeVault through Globex's Amazon storefront. Do I get the 10% store-credit bonus on a return?",
  ["ref/Processing time", "ref/Scope"], "Amazon storefront channel not covered by the policy; arguable")
G("other_channel", "Is there live chat for Globex customer support, and what hours?",
  ["ref/Contact"], "only email and phone are given; arguable ('no chat')")
G("other_channel", "A customer bought an eGift card at Target. Can they get a refund of it?",
  ["ref/Scope", "ref/Exceptions"], "retail-partner purchases go to the retailer under its terms, not given")
G("other_channel", "If I submit a paper expense report instead of using ExpenseLink, what is my deadline?",
  ["e25/Filing a claim"], "no paper channel in the passage; arguable ('must use ExpenseLink')")

# ----------------------------------------------------------------------------------------------- other_role
A("other_role", "I'm a freelance contractor working for Acme. What's my daily allowance abroad?",
  ["e25/Purpose and scope", "e25/Per-diem allowance"], "contractors claim under their own contract, not given")
A("other_role", "How many leave days does an intern at Acme receive?",
  ["hol/Entitlement"], "entitlement is given for full- and part-time employees; interns not mentioned; arguable")
A("other_role", "What's the expense claim approval limit of a vice president?",
  ["mgr/Expense claims"], "the table lists line manager, department head and CFO only")
A("other_role", "I'm in Sales as an account manager. Up to what amount can I offer a customer a goodwill refund?",
  ["ref/Goodwill and exceptions"], "only Customer Care team leads and the Head of Customer Care are given")
A("other_role", "How many days off do I get for my sister's wedding?",
  ["hol/Other leave"], "only the employee's own wedding is listed; arguable (closed list could be read as 'none')")
A("other_role", "We're flying in an external consultant for a workshop. What hotel cap applies to them?",
  ["e25/Hotels", "e25/Purpose and scope"], "the policy covers employees; external people not covered")
G("other_role", "Do contractors at Globex get the monthly work-from-home stipend, and how much?",
  ["faq/Is there a WFH stipend?"], "the stipend is described for employees; contractors not mentioned; arguable")
G("other_role", "What's the expense approval limit for a senior vice president?",
  ["mgr/Expense claims"], "only manager, director and vice president are given; arguable (a VP already approves any amount above USD 15,000)")
G("other_role", "Can a team lead who isn't a people manager approve a $300 spot bonus?",
  ["mgr/Compensation"], "only managers and directors are given; arguable (could be read as 'no, a manager must')")
G("other_role", "We're flying in a job candidate for interviews. What per diem do they get?",
  ["e25/Purpose and scope", "e25/Per diem"], "policy covers employees and interns; candidates not covered")
G("other_role", "How much PTO does a seasonal worker accrue per pay period?",
  ["hol/PTO accrual"], "only full-time and part-time (20+ h) employees are given")

# ----------------------------------------------------------------------------------------------- other_unit
A("other_unit", "What is the daily allowance for international trips in US dollars?",
  ["e25/Per-diem allowance"], "EUR only; needs an exchange rate")
A("other_unit", "How many pounds sterling may I spend per night in a London hotel?",
  ["e25/Hotels"], "EUR 240 given; GBP needs an exchange rate")
A("other_unit", "A customer in Zurich asks the price of the Acme Dock in Swiss francs.",
  ["prod/Hardware"], "EUR only")
A("other_unit", "For UK customers, how much is taken off for the return label in GBP?",
  ["ref/How to request a refund"], "EUR 6.90 only")
A("other_unit", "What's the Business plan per user in Norwegian kroner?",
  ["prod/Acme Workspace plans"], "EUR only")
G("other_unit", "What's the international per diem in euros?",
  ["e25/Per diem"], "USD only")
G("other_unit", "Hotel cap for a trip to Toronto in Canadian dollars?",
  ["e25/Lodging"], "USD only")
G("other_unit", "How much is the HomeVault in Canadian dollars for a customer in Vancouver?",
  ["prod/Hardware"], "USD only")
G("other_unit", "What's the Tokyo hotel limit in yen?",
  ["e25/Lodging"], "USD 325 given; yen needs an exchange rate")
G("other_unit", "For a Canadian customer, how much is the return label deduction in CAD?",
  ["ref/How to request a refund"], "USD 7.50 only")

# ----------------------------------------------------------------------------------------------- ranking
A("ranking", "Which of your hardware products sells best?",
  ["prod/Hardware"], "prices only, no sales figures")
A("ranking", "Which Workspace plan do most customers choose?",
  ["prod/Acme Workspace plans"], "no popularity figures")
A("ranking", "Is PostNL or DHL quicker at delivering Acme parcels?",
  ["ship/Order statuses", "ship/Shipping options and costs"], "carriers named, no comparison")
A("ranking", "What's the most common reason code for goodwill refunds?",
  ["ref/Goodwill and exceptions"], "codes listed, no frequencies")
A("ranking", "Which supplier do we spend the most money with per year?",
  ["ven/Supplier: Brightline Logistics (courier for Rotterdam returns)", "ven/Supplier: Nordkap Office Supplies",
   "ven/Supplier: Quanta Print (printed packaging inserts)"], "Nordkap's spend is not given, so no ranking; arguable")
G("ranking", "Which GlobexSync plan has the most subscribers?",
  ["prod/GlobexSync plans"], "no subscriber counts")
G("ranking", "Which shipping option do most customers pick?",
  ["ship/Shipping options"], "no usage figures")
G("ranking", "Which Globex hardware product gets returned the most?",
  ["prod/Hardware", "ref/Exceptions"], "no return statistics")
G("ranking", "Among the high-cost cities, which one has the priciest hotels?",
  ["e25/Lodging"], "one cap for all listed cities; no ranking")
G("ranking", "For standard shipments, is USPS or UPS Ground the faster one?",
  ["ship/Shipping options"], "carriers named, no comparison")

# ----------------------------------------------------------------------------------------------- other_entity
A("other_entity", "What discount does our agreement with Quanta Print give us?",
  ["ven/Supplier: Nordkap Office Supplies", "ven/Supplier: Quanta Print (printed packaging inserts)"],
  "the 12% discount is Nordkap's; Quanta Print's terms give no discount")
A("other_entity", "How much is the Acme Speaker?",
  ["prod/Hardware"], "hardware list has Dock, Headset and Cam only")
A("other_entity", "What uptime do you commit to on the Workspace Team plan?",
  ["prod/Acme Workspace plans"], "plans are Starter, Business, Enterprise")
A("other_entity", "How quickly does the Security team respond to a P2 ticket?",
  ["faq/What is the IT Service Desk SLA?"], "the SLA is the ITSD's, not the Security team's")
A("other_entity", "Does the Acme Cam Pro have automatic framing?",
  ["prod/Hardware"], "only the Acme Cam is described")
G("other_entity", "What does the 8 TB HomeVault drive cost?",
  ["prod/Hardware"], "only the 4 TB drive is listed")
G("other_entity", "How long is file history kept on the GlobexSync Family plan?",
  ["prod/GlobexSync plans"], "no Family plan")
G("other_entity", "What support response time comes with GlobexSync Plus?",
  ["prod/Service levels"], "no Plus plan")
G("other_entity", "How much does the Globex Key Pro cost?",
  ["prod/Hardware"], "only the Globex Key is listed")
G("other_entity", "What's the Sev2 response time for the Information Security team?",
  ["faq/What is the IT Help Desk SLA?"], "the SLA is the IT Help Desk's")
G("other_entity", "What's the phone number to reach Harbor Mutual's claims desk?",
  ["trav/Insurance and safety", "trav/Booking"], "the 24/7 number given is Redwood's; Harbor Mutual's is not")

# ----------------------------------------------------------------------------------------------- missing_detail
A("missing_detail", "How long does a warranty repair of a broken Dock usually take?",
  ["ref/Refund window"], "warranty mentioned; turnaround not given")
A("missing_detail", "What's the street address of the returns centre in Rotterdam?",
  ["ref/How to request a refund"], "city only")
A("missing_detail", "If I don't manage to ship within the 10 days, does my RMA number stop working?",
  ["ref/How to request a refund"], "deadline given, consequence not; arguable")
A("missing_detail", "is the acme warehouse open on saturdays for pickup",
  ["ship/Shipping options and costs", "ship/Where we ship"], "not given")
A("missing_detail", "How long does the credit check for invoice payment take?",
  ["ship/Business orders"], "credit check mentioned; duration not given")
A("missing_detail", "Will Acme reimburse my visa application fee for a customer trip?",
  ["e25/Not reimbursable", "e25/Transport"], "visa fees neither listed as reimbursable nor excluded; arguable")
A("missing_detail", "My expense claim was rejected. How long do I have to appeal?",
  ["e25/Submitting a claim"], "no appeal process given")
A("missing_detail", "Do I keep my full salary while I'm on sick leave, and for how long?",
  ["hol/Sick leave"], "pay during sickness not given")
A("missing_detail", "How many days a year may I work remotely from another country?",
  ["faq/How many days can I WFH?"], "working from abroad not covered")
A("missing_detail", "After how many minutes does my work phone lock itself?",
  ["it/Laptops", "it/Multi-factor authentication"], "lock time given for laptops only")
A("missing_detail", "How often does Acme replace our laptops?",
  ["it/Laptops", "it/Returning a laptop"], "replacement cycle not given")
A("missing_detail", "What happens to me if I click the link in one of the fake phishing tests?",
  ["it/Phishing"], "simulations mentioned; consequences not given")
A("missing_detail", "We'll use a repair firm just once, about 1,500 euro. Can they fill in the shorter registration form instead of the full one?",
  ["ven/Open questions", "ven/Onboarding steps"], "still an open proposal waiting for Finance")
A("missing_detail", "What VAT rate is added to the Workspace prices?",
  ["prod/Acme Workspace plans"], "prices exclude VAT; rate not given")
A("missing_detail", "What is the minimum contract length for Enterprise?",
  ["prod/Acme Workspace plans"], "not given")
A("missing_detail", "How far in advance must I announce my parental leave?",
  ["hol/Other leave", "hol/Requesting PTO"], "notice for parental leave not given")
G("missing_detail", "How long does a warranty replacement for a HomeVault take?",
  ["ref/Refund window", "prod/Hardware"], "warranty mentioned; turnaround not given")
G("missing_detail", "Can I turn my store credit back into money on my card later?",
  ["ref/Processing time"], "not given")
G("missing_detail", "Is there a maximum amount of store credit I can use on one order?",
  ["ref/Processing time"], "not given")
G("missing_detail", "Roughly how much in duties will a Canadian customer pay on a HomeVault?",
  ["ship/Where we ship", "prod/Hardware"], "duties may be charged; amount not given")
G("missing_detail", "After I report a lost package, how long does it take Globex to confirm the claim?",
  ["ship/Lost, late and damaged packages"], "time after confirmation given; time to confirm not given")
G("missing_detail", "Are tips at restaurants covered when I'm travelling?",
  ["e25/Per diem", "e25/Receipts"], "tips not mentioned")
G("missing_detail", "How long does Accounts Payable take to correct an approved claim?",
  ["e25/Filing a claim"], "AP named; turnaround not given")
G("missing_detail", "Can I donate some of my PTO hours to a coworker who's ill?",
  ["hol/PTO accrual", "hol/Carry-over and balance cap"], "not given")
G("missing_detail", "Are there blackout weeks in December when PTO can't be taken?",
  ["hol/Requesting PTO"], "not given")
G("missing_detail", "How much notice do I need to give my manager about jury duty?",
  ["hol/Other leave"], "jury duty pay given; notice not given")
G("missing_detail", "If I don't return my laptop, how is the depreciated value worked out?",
  ["it/Returning equipment"], "depreciation method not given")
G("missing_detail", "How long does Information Security take to wipe a lost laptop after I call?",
  ["it/Lost or stolen devices"], "not given")
G("missing_detail", "Which audit firm produced Globex's SOC 2 report, and for what period?",
  ["prod/Data location and security"], "not given")
G("missing_detail", "Is there a yearly maximum on spot bonuses for one employee?",
  ["mgr/Compensation"], "per-bonus approval levels only")
G("missing_detail", "Who has to approve a journal entry of $80,000 before it is posted?",
  ["cal/Thresholds"], "only entries above USD 250,000 are given")


# ----------------------------------------------------------------------------------------------- added in the same sitting, before any split, to balance the classes
A("missing_detail", "Do I pay tax on the 300 euro home office money?",
  ["faq/Is there a WFH allowance?"], "tax treatment not given")
A("missing_detail", "How many people can join one video call on Workspace Business?",
  ["prod/Acme Workspace plans"], "meeting size not given (user limit per plan is not the same thing)")
A("missing_detail", "My manager is on holiday for three weeks. Who approves my TR-1 in the meantime?",
  ["trav/Approval"], "delegation is not in the travel passage")
A("missing_detail", "Until when can I cancel a hotel I booked in TravelDesk without paying?",
  ["trav/Booking", "e25/Hotels"], "cancellation terms not given")
A("missing_detail", "we are business customer, what interest or fee if we pay the invoice after the 30 days?",
  ["ship/Business orders"], "late-payment terms not given")
G("missing_detail", "Is there a charge for changing the shipping address on my order?",
  ["ship/Changing an order"], "when it can be changed is given, any fee is not")
G("missing_detail", "Does Globex reimburse checked bag fees on a business flight?",
  ["e25/Not reimbursable", "trav/Air travel"], "baggage fees not mentioned; arguable")
G("missing_detail", "How many employee resource groups does Globex have?",
  ["efaq/Glossary"], "ERG defined; number not given")
G("missing_detail", "How much does Globex put into my HSA each year?",
  ["efaq/Glossary"], "HSA defined; contribution not given")
G("missing_detail", "How many days does the prepaid FedEx box take to reach me after I leave?",
  ["it/Returning equipment"], "delivery time of the box not given")
A("other_entity", "How much is the Acme Dock Mini?",
  ["prod/Hardware"], "only the Acme Dock is listed")
A("other_entity", "When does our framework agreement with Quanta Print run out?",
  ["ven/Supplier: Quanta Print (printed packaging inserts)", "ven/Supplier: Nordkap Office Supplies"],
  "the end date 2027-03-01 is Nordkap's; Quanta's is not given")
G("other_entity", "How much storage per user comes with GlobexSync Team?",
  ["prod/GlobexSync plans"], "no Team plan")
A("ranking", "Do more customers ask for returns through the portal or by phone?",
  ["ref/How to request a refund"], "both channels described; no volumes")
G("ranking", "Which data center has the better uptime, Virginia or Oregon?",
  ["prod/Data location and security", "prod/Service levels"], "no per-site figures")
G("ranking", "Which severity level gets the most Help Desk tickets?",
  ["faq/What is the IT Help Desk SLA?"], "response times only, no volumes")
A("other_channel", "We bought Workspace Business through a cloud marketplace. Can we still get our money back in the first 30 days?",
  ["ref/Scope", "ref/Refund window"], "marketplace/reseller purchases follow the reseller's terms, not given")
A("other_channel", "Something I bought at Acme's pop-up stand at a Rotterdam market: how long do I have to return it?",
  ["ref/Scope", "ref/Refund window"], "the policy covers the web shop and phone orders; a stand is not covered")
G("other_channel", "I picked up a Globex Key at a Staples store. How many days to return it?",
  ["ref/Scope", "ref/Refund window"], "retail-partner purchases go to the retailer under its terms")
A("other_role", "Can a department head approve a purchase order of EUR 20,000?",
  ["mgr/Purchase orders"], "the PO table lists line manager, director, CFO and board, not department head")
G("other_role", "Do temporary workers also get the floating holiday?",
  ["hol/Company holidays"], "floating holiday given to each employee; temps not mentioned; arguable")
G("other_role", "Up to what trip cost can a director approve a TA-100?",
  ["mgr/Travel"], "managers up to USD 5,000, above that a VP; directors not named; arguable (a director is also a people manager)")
A("other_country", "Our new hire works from Dublin. Which bank holidays does she get?",
  ["hol/Public holidays"], "only the Netherlands' list is given")
G("other_country", "An employee leaving in Massachusetts: is all unused PTO paid out, even above 240 hours?",
  ["hol/Payout"], "'unless state law provides otherwise'; Massachusetts law not given")
G("other_country", "A leaver in California didn't send back the laptop. Can we charge them for it?",
  ["it/Returning equipment"], "charged 'where state law allows'; California law not given")
A("other_version", "What was the receipt threshold for expenses in 2022?",
  ["e23/Receipts", "e23/Status of this document"], "version 1.0 covers 2023-2024 only")
G("other_version", "Under travel policy version 3, how many days before an international trip did the TA-100 have to be in?",
  ["trav/Travel authorization"], "only version 4.1 is given")
G("other_version", "By which date did we have to submit 2025 expenses at the last year-end?",
  ["cal/Before year end", "cal/Purpose"], "the calendar gives the 2026 deadline only")
A("other_unit", "What does express delivery cost in Swiss francs?",
  ["ship/Shipping options and costs"], "EUR only")
G("other_unit", "What's the daily airport parking limit in Canadian dollars?",
  ["e25/Ground transportation"], "USD only")


def _faq_group(key: str) -> str:
    question = key.split("/", 1)[1]
    for word, group in FAQ_GROUP.items():
        if word in question:
            return group
    raise KeyError(f"no group for {key}")


def _resolve(tenant: str, short: str) -> tuple[str, str]:
    """(full passage key, topic group) for a short key like 'ref/Refund window'."""
    abbrev, heading = short.split("/", 1)
    group = _faq_group(short) if abbrev == "faq" else GROUP[abbrev]
    return f"{FILES[tenant][abbrev]}/{heading}", group


def build() -> list[dict[str, object]]:
    rng = random.Random(SEED)
    texts = {t: passages(t) for t in FILES}
    rows: list[dict[str, object]] = []
    for tenant, kind, question, docs, note in CASES:
        resolved = [_resolve(tenant, d) for d in docs]
        documents = [texts[tenant][key] for key, _ in resolved]
        groups = {g for _, g in resolved}
        if rng.random() < 0.5:
            pool = sorted(
                text for key, text in texts[tenant].items()
                for abbrev in POOL_FILES
                if abbrev in FILES[tenant] and key.startswith(FILES[tenant][abbrev] + "/")
                and GROUP[abbrev] not in groups and key.split("/", 1)[1] not in NOT_DISTRACTORS
            )
            n = min(4 - len(documents), 2 if rng.random() < 0.3 else 1)
            documents += rng.sample(pool, n)
            rng.shuffle(documents)
        elif len(documents) > 1:
            rng.shuffle(documents)
        rows.append({"question": question, "documents": documents, "answerable": kind == ANS, "kind": kind,
                     "tenant": tenant, "note": note})
    order = list(range(len(rows)))
    random.Random(SEED + 1).shuffle(order)
    for number, index in enumerate(order, start=1):
        rows[index] = {"id": f"v3-jp-{number:03d}", **rows[index]}
    return sorted(rows, key=lambda r: str(r["id"]))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: author_judge_v3.py OUT.jsonl", file=sys.stderr)
        return 2
    rows = build()
    Path(argv[0]).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} cases to {argv[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
