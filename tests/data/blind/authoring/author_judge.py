"""How the blind policy judge set was authored (kept for provenance; the committed dev/test files are the data).

Writes the whole set to OUT_DIR/judge_policy_all.jsonl (argument 1, default /tmp); split it with ../split_blind_sets.py.
"""
import sys
import json, random, re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4] / "sample_corpus"
FILES = {
 "faq": "acme/employee-faq.md", "e23": "acme/expense-reimbursement-policy-2023.md",
 "e25": "acme/expense-reimbursement-policy-2025.md", "pto": "acme/holidays-and-pto.md",
 "sec": "acme/it-security-basics.md", "ref": "acme/refund-policy.md", "ship": "acme/shipping-and-orders.md",
 "trav": "acme/travel-policy.md", "vend": "acme/vendor-onboarding-notes.md", "prod": "acme/product-overview.md",
 "mgr": "acme/manager-approval-limits.md",
 "gfaq": "globex/employee-faq.md", "ge25": "globex/expense-reimbursement-policy-2025.md",
 "gpto": "globex/holidays-and-pto.md", "gsec": "globex/it-security-basics.md", "gref": "globex/refund-policy.md",
 "gship": "globex/shipping-and-orders.md", "gtrav": "globex/travel-policy.md", "gcloud": "globex/cloud-services-overview.md",
 "gmgr": "globex/manager-approvals-handbook.md", "gclose": "globex/quarter-end-close-calendar.md",
}
TEXT = {k: (ROOT / v).read_text(encoding="utf-8") for k, v in FILES.items()}

def S(doc, heading):
    """A section: from its heading line to the next heading of the same or a higher level (subsections kept for ##)."""
    lines = TEXT[doc].split("\n")
    level = "### " if heading.startswith("### ") else "## "
    target = heading if heading.startswith("#") else "## " + heading
    start = lines.index(target)
    out = [lines[start]]
    for line in lines[start + 1:]:
        if line.startswith("## ") or (level == "### " and line.startswith("#")):
            break
        out.append(line)
    return "\n".join(out).strip()

def P(doc, start):
    """The paragraph (block between blank lines) that begins with `start`."""
    blocks = TEXT[doc].split("\n\n")
    hits = [b.strip() for b in blocks if b.strip().startswith(start)]
    assert len(hits) == 1, (doc, start, len(hits))
    return hits[0]

def Ln(doc, start):
    hits = [l for l in TEXT[doc].split("\n") if l.startswith(start)]
    assert len(hits) == 1, (doc, start)
    return hits[0]

cases = []
def J(kind, question, *docs, note=None):
    assert 1 <= len(docs) <= 4
    c = {"question": question, "documents": list(docs), "answerable": kind == "answerable", "kind": kind}
    if note: c["note"] = note
    cases.append(c)

AN = "answerable"
COVER = "the policy's general rule covers a qualifier the document does not list by name"

# ============================== answerable ==============================
# acme PTO
J(AN, "How many paid days off does someone working a full 40-hour week get each year?", S("pto", "Entitlement"))
J(AN, "I'm on a 32-hour contract - how much annual leave do I get?", S("pto", "Entitlement"), S("pto", "Public holidays"))
J(AN, "Do people who've been with the company a decade get any extra leave?", S("pto", "Entitlement"))
J(AN, "Is the office closure on 24 December taken out of my leave balance?", S("pto", "Public holidays"))
J(AN, "My manager hasn't answered my leave request in four days - is it approved by default?", S("pto", "Requesting PTO"), S("pto", "Carry-over"))
J(AN, "By what date must leave brought over from last year be used?", S("pto", "Carry-over"))
J(AN, "Can I have my unused holiday paid out while I'm still employed?", S("pto", "Carry-over"))
J(AN, "From which day of illness is a doctor's note needed?", S("pto", "Sick leave"), S("pto", "Other leave"))
# acme expenses 2025 / 2023
J(AN, "What daily meal allowance applies to a business trip to Tokyo?", S("e25", "Per-diem allowance"), note=COVER)
J(AN, "If the hotel serves me breakfast, how much comes off my daily allowance?", S("e25", "Per-diem allowance"))
J(AN, "What is the nightly accommodation limit for a stay in Berlin?", S("e25", "Hotels"), note=COVER)
J(AN, "Is Tokyo one of the pricier cities with a raised hotel ceiling, and what's the limit there?", S("e25", "Hotels"), S("e25", "Per-diem allowance"), note=COVER)
J(AN, "What do I get back per kilometre when I drive my own car for work?", S("e25", "Transport"))
J(AN, "Will the company cover a ride-hailing trip that starts at midnight?", S("e25", "Transport"))
J(AN, "Below what amount can I claim something without proof of purchase?", S("e25", "Receipts"))
J(AN, "For how long do receipts have to be kept?", S("e25", "Receipts"), S("e25", "Submitting a claim"))
J(AN, "What's the latest I can file a claim after paying for something?", S("e25", "Submitting a claim"))
J(AN, "Can I pull back a claim after my manager has signed it off?", S("e25", "Submitting a claim"))
J(AN, "Will I be reimbursed for drinks from the hotel minibar on a two-night trip?", S("e25", "Not reimbursable"))
J(AN, "In 2024, what was the most I could claim for one hotel night?", S("e23", "Status of this document"), S("e23", "Hotels"))
J(AN, "Under the 2023 expense rules, was there a higher hotel cap for London?", S("e23", "Hotels"), note="the 2023 version says there is no separate high-cost cap: answerable (EUR 150 flat)")
J(AN, "What was the domestic daily allowance under the superseded expense policy?", S("e23", "Per-diem allowance"), S("e23", "Status of this document"))
J(AN, "How were expense claims handed in back in 2023?", S("e23", "Submitting a claim"))
# acme travel
J(AN, "How many days before flying to Spain must my travel request be in?", S("trav", "Approval"), note=COVER)
J(AN, "Does a business trip to Singapore need sign-off from the Security team?", S("trav", "Approval"), note=COVER)
J(AN, "Am I obliged to go by train from Amsterdam to Cologne?", S("trav", "Rail or flight"))
J(AN, "May I book first class for a three-and-a-half-hour train ride?", S("trav", "Rail or flight"))
J(AN, "Which cabin may I book for an eight-hour flight?", S("trav", "Flight class"))
J(AN, "If I book my hotel on Booking.com instead of the company portal, will I be reimbursed?", S("trav", "Booking"), note="booking outside TravelDesk is covered by the 10% cheaper rule")
# acme IT security
J(AN, "How long does my Acme password have to be at minimum?", S("sec", "Passwords"))
J(AN, "How often am I forced to pick a new password?", S("sec", "Passwords"), S("sec", "Multi-factor authentication"))
J(AN, "After how many hours does the remote-access connection drop?", S("sec", "VPN"))
J(AN, "My work phone was stolen - how quickly must I tell someone?", S("sec", "### Lost or stolen laptops and phones"))
J(AN, "How much can be taken from my final pay if I keep my laptop after leaving?", S("sec", "### Returning a laptop"))
J(AN, "Do interns have to use multi-factor authentication?", S("sec", "Why this matters"), S("sec", "Multi-factor authentication"))
# acme refunds / shipping
J(AN, "How long after delivery can a customer still ask for their money back?", S("ref", "Refund window"))
J(AN, "A customer cancelled their Workspace subscription after six weeks - do they get a refund?", S("ref", "Refund window"))
J(AN, "What is taken off the refund when the customer uses an Acme return label?", S("ref", "How to request a refund"))
J(AN, "How long does a customer have to send the parcel once they have the return number?", S("ref", "How to request a refund"))
J(AN, "Can a customer choose store credit instead of getting the money back?", S("ref", "Processing time"))
J(AN, "How long after Acme releases a refund will it show on the customer's card statement?", S("ref", "Processing time"))
J(AN, "Can a half-spent gift card be refunded?", S("ref", "Exceptions"))
J(AN, "A headset is returned without its original box - what is deducted?", S("ref", "Exceptions"))
J(AN, "An express parcel was late but the customer keeps the item - is the express fee returned?", S("ref", "Shipping fees"), S("ref", "Goodwill and exceptions"))
J(AN, "Up to what amount may a team lead approve a goodwill refund?", S("ref", "Goodwill and exceptions"))
J(AN, "What does standard delivery cost on a EUR 60 order?", S("ship", "Shipping options and costs"))
J(AN, "If I order at 16:00 on a Tuesday, when does it leave the warehouse?", S("ship", "Shipping options and costs"))
J(AN, "Which carrier brings parcels to customers in Germany?", S("ship", "Order statuses"), note=COVER)
J(AN, "Can an order that is being packed still be cancelled 30 hours after it was placed?", S("ship", "Cancelling an order"))
J(AN, "Can the delivery address be changed once the order has shipped?", S("ship", "Changing an order"), S("ship", "Cancelling an order"))
J(AN, "A parcel's tracking hasn't moved in a week - what should the customer do?", S("ship", "Lost and damaged parcels"))
# acme product, vendors, managers, FAQ
J(AN, "How much is the mid-tier Workspace plan per user?", S("prod", "Acme Workspace plans"))
J(AN, "Which Workspace plan offers the most storage per user?", S("prod", "Acme Workspace plans"), note="ranking computable from the table")
J(AN, "What is the cheapest piece of hardware Acme sells?", S("prod", "Hardware"), note="ranking computable from the listed prices")
J(AN, "Enterprise uptime fell 0.2% under the commitment one month - what credit does the customer get?", S("prod", "Acme Workspace plans"))
J(AN, "What are the standard payment terms for suppliers?", S("vend", "Onboarding steps"))
J(AN, "How does Finance check a supplier's bank details?", S("vend", "Onboarding steps"), S("vend", "What this page is"))
J(AN, "Who needs to sign off a purchase order of EUR 20,000?", S("mgr", "Purchase orders"))
J(AN, "Who approves a EUR 12,000 expense claim?", S("mgr", "Expense claims"))
J(AN, "When a deadline says EOD, what time is meant?", S("faq", "Glossary"))
J(AN, "What one-off allowance do new starters get for their home office?", P("faq", "**Is there a WFH allowance?**"), P("faq", "**How many days can I WFH?**"))
J(AN, "Which weekday is everybody expected at the office?", P("faq", "**How many days can I WFH?**"))
J(AN, "How fast does IT react when a service is down for many people?", S("faq", "IT and support"))
# globex PTO
J(AN, "How many hours of paid leave does a Globex employee in their first year accrue annually?", S("gpto", "PTO accrual"))
J(AN, "Per pay period, how much PTO does someone with six years of service earn?", S("gpto", "PTO accrual"))
J(AN, "Do PTO hours I carried into this year ever expire?", S("gpto", "Carry-over and balance cap"))
J(AN, "What is the most PTO I can have banked at once?", S("gpto", "Carry-over and balance cap"), S("gpto", "PTO accrual"))
J(AN, "How many paid company holidays are there for US staff?", S("gpto", "Company holidays"))
J(AN, "Can I roll my unused floating holiday into next year?", S("gpto", "Company holidays"))
J(AN, "Whose approval do I need for 12 business days of vacation in a row?", S("gpto", "Requesting PTO"))
J(AN, "Is unused sick time paid out when I leave Globex?", S("gpto", "Payout"), S("gpto", "Sick time"))
# globex expenses / travel
J(AN, "What meal allowance do I get on the first day of a trip within the US?", S("ge25", "Per diem"))
J(AN, "What per diem does an intern get for an overnight trip to London?", S("ge25", "Purpose and scope"), S("ge25", "Per diem"), note="interns follow the same rules; London is international")
J(AN, "What is the nightly hotel limit in Chicago?", S("ge25", "Lodging"), note=COVER)
J(AN, "What's the hotel cap for a night in Paris?", S("ge25", "Lodging"), note=COVER)
J(AN, "Are resort fees paid on top of the hotel cap?", S("ge25", "Lodging"))
J(AN, "Will Globex pay for a premium ride-share to the airport?", S("ge25", "Ground transportation"))
J(AN, "Do I need a receipt for a USD 60 dinner?", S("ge25", "Receipts"))
J(AN, "What happens to a claim that is filed 50 days after the expense?", S("ge25", "Filing a claim"))
J(AN, "Who else has to approve a USD 3,000 expense claim?", S("ge25", "Approval and payment"))
J(AN, "How many days before a trip to Toronto must the travel form be submitted?", S("gtrav", "Travel authorization"), note="Canada counts as domestic")
J(AN, "What class may I fly on a six-hour flight?", S("gtrav", "Air travel"))
J(AN, "Is first class on Acela allowed?", S("gtrav", "Rail"))
J(AN, "When renting a car in Germany, should I accept the rental company's damage waiver?", S("gtrav", "Rental cars"), note=COVER)
J(AN, "If I tack vacation days onto a business trip, how much may the airfare go up?", S("gtrav", "Personal travel combined with business"))
# globex security, refunds, shipping, cloud, FAQ, managers, close
J(AN, "How long must my Globex sign-in passphrase be?", S("gsec", "Passwords and passphrases"))
J(AN, "How often do administrators have to change their passphrase?", S("gsec", "Passwords and passphrases"))
J(AN, "Who is required to use a hardware security key?", S("gsec", "Multi-factor authentication"))
J(AN, "What is the most an employee can be charged for a laptop they never sent back?", S("gsec", "### Returning equipment"))
J(AN, "A customer bought a Globex Key in the mobile app - how long do they have to get a refund?", S("gref", "Scope"), S("gref", "Refund window"), note="the mobile app is a covered channel")
J(AN, "For a digital purchase, from when do the refund days count?", S("gref", "Refund window"))
J(AN, "What extra does a customer get by taking store credit instead of a card refund?", S("gref", "Processing time"))
J(AN, "What's deducted when an opened HomeVault comes back in working order?", S("gref", "Exceptions"))
J(AN, "What's the most goodwill credit the Customer Support Manager can approve?", S("gref", "Exceptions and escalations"))
J(AN, "How much is standard shipping on a USD 30 order?", S("gship", "Shipping options"))
J(AN, "How long after ordering can a customer still cancel?", S("gship", "Canceling an order"))
J(AN, "Can a support agent cancel an order for a customer, and what do they have to check first?", S("gship", "Canceling an order"))
J(AN, "What must a customer sign before a package marked delivered but missing is replaced?", S("gship", "Lost, late and damaged packages"))
J(AN, "How much is the GlobexSync plan for up to five devices?", S("gcloud", "GlobexSync plans"))
J(AN, "Monthly uptime was 99.85% for a Business customer - what credit applies?", S("gcloud", "Service levels"))
J(AN, "Where are Canadian customers' files kept?", S("gcloud", "Data location and security"))
J(AN, "What does Globex contribute to my retirement plan?", P("gfaq", "**What is the 401(k) match?**"))
J(AN, "Who signs off a USD 40,000 purchase order?", S("gmgr", "Purchase orders"))
J(AN, "What is the last day to get 2026 expenses into ExpenseLink?", S("gclose", "Before year end"))
J(AN, "On what date is the ledger locked for the 2026 year-end close?", S("gclose", "Close timeline"))

# ============================== unanswerable ==============================
OC, OV, CH, RO, UN, MD, RK = "other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail", "ranking"
# other country / state / city
J(OC, "Which public holidays do Acme employees employed in Belgium get?", S("pto", "Public holidays"))
J(OC, "What are the public holidays for Acme staff employed in Germany?", S("pto", "Public holidays"), S("pto", "Entitlement"))
J(OC, "How many public holidays do Acme employees in France get?", S("pto", "Public holidays"))
J(OC, "How long is paid parental leave for Acme employees in Spain?", S("pto", "Other leave"))
J(OC, "Which statutory holidays do Globex employees in Ontario observe?", S("gpto", "Company holidays"))
J(OC, "What holidays do Globex employees in Quebec get off?", S("gpto", "Company holidays"), S("gpto", "Requesting PTO"))
J(OC, "How many paid company holidays do Globex employees in the UK get?", S("gpto", "Company holidays"))
J(OC, "Below what balance does Globex cash out an eGift card in Texas?", S("gref", "Exceptions"))
J(OC, "Does Globex pay out small eGift card balances for customers in New York?", S("gref", "Exceptions"))
J(OC, "How many paid sick hours do Globex employees in Seattle get?", S("gpto", "Sick time"), note="the passage gives 40 hours, more where state or local law requires, without any city's figure")
J(OC, "What per diem do Globex employees based in Mexico receive?", S("ge25", "Purpose and scope"), S("ge25", "Per diem"))
J(OC, "Must I take the train from Amsterdam to Berlin?", S("trav", "Rail or flight"), note="the document gives examples of journeys of 4 hours or less but not Amsterdam-Berlin's rail time")
J(OC, "When are intercompany eliminations due for the UK subsidiary?", S("gclose", "Close timeline"))
# other version / year
J(OV, "What was the hotel cap under the 2023 expense policy?", S("e25", "Status of this document"), S("e25", "Hotels"))
J(OV, "What mileage rate applied to trips made in 2024?", S("e25", "Transport"), S("e25", "Status of this document"))
J(OV, "How many days did employees have to submit claims under version 1.0 of the expense policy?", S("e25", "Submitting a claim"), S("e25", "Status of this document"))
J(OV, "What was the international per-diem for trips in 2022?", S("e23", "Status of this document"), S("e23", "Per-diem allowance"))
J(OV, "What is the mileage rate for expenses incurred in 2026?", S("e23", "Transport"), S("e23", "Status of this document"))
J(OV, "What was the express-fee refund rule in version 3.0 of the refund policy?", S("ref", "Scope"), S("ref", "Shipping fees"))
J(OV, "What restocking fee applied to opened electronics under refund policy version 2.1?", S("gref", "Scope"), S("gref", "Exceptions"))
J(OV, "What was the domestic per diem for Globex trips in March 2025?", S("ge25", "Purpose and scope"), S("ge25", "Per diem"))
J(OV, "What did the Acme Workspace Business plan cost in 2024?", S("prod", "Acme Workspace plans"))
J(OV, "What did GlobexSync Pro cost in version 5 of the services overview?", S("gcloud", "GlobexSync plans"))
J(OV, "What was the minimum password length before version 1.4 of Acme's IT Security Basics?", S("sec", "Passwords"))
J(OV, "When is the final close for Q3 2026?", S("gclose", "Purpose"), S("gclose", "Close timeline"))
J(OV, "What is the deadline for submitting 2027 expenses at year end?", S("gclose", "Before year end"))
J(OV, "How much PTO did Acme give full-time staff under the 2024 version of the PTO policy?", S("pto", "Entitlement"))
J(OV, "What is Globex's merit increase budget for 2025?", S("gmgr", "Compensation"))
J(OV, "What is Acme's salary increase budget for 2027?", S("mgr", "People decisions"))
J(OV, "What was the Globex PTO carry-over limit under version 4 of the PTO policy?", S("gpto", "Carry-over and balance cap"))
# other channel
J(CH, "What is the refund window for an Acme Headset bought from a reseller?", S("ref", "Scope"), S("ref", "Refund window"))
J(CH, "Is an Acme Workspace subscription bought through an IT reseller refundable in its first 30 days?", S("ref", "Scope"), S("ref", "Refund window"))
J(CH, "How are refunds paid for items bought at Acme's pop-up stand at a trade fair?", S("ref", "Scope"), S("ref", "Processing time"))
J(CH, "What's the processing time for refunding an Acme Dock bought in a Coolblue store?", S("ref", "Scope"), S("ref", "Processing time"))
J(CH, "How long does a customer have to return a HomeVault bought at Best Buy?", S("gref", "Scope"), S("gref", "Refund window"))
J(CH, "What restocking fee applies to a Globex Key bought on Amazon?", S("gref", "Scope"), S("gref", "Exceptions"))
J(CH, "What is deducted for the return label when a retail partner sold the item?", S("gref", "Scope"), S("gref", "How to request a refund"))
J(CH, "What is the return window for a Globex Key bought at an airport kiosk?", S("gref", "Scope"), S("gref", "Refund window"))
J(CH, "What does GlobexSync Pro cost when bought through a reseller?", S("gcloud", "GlobexSync plans"))
J(CH, "What does the Acme Workspace Business plan cost when bought through a reseller?", S("prod", "Acme Workspace plans"))
# other role
J(RO, "What per diem do contractors get on Acme business trips?", S("e25", "Purpose and scope"), S("e25", "Per-diem allowance"))
J(RO, "What is the hotel cap for contractors at Globex?", S("ge25", "Purpose and scope"), S("ge25", "Lodging"))
J(RO, "How many PTO days do contractors get at Acme?", S("pto", "Entitlement"))
J(RO, "Up to what amount can a director approve expense claims at Acme?", S("mgr", "Expense claims"))
J(RO, "What can an Acme department head approve for purchase orders?", S("mgr", "Purchase orders"))
J(RO, "What is the PO approval limit for a senior vice president at Globex?", S("gmgr", "Purchase orders"))
J(RO, "How much travel cost can a Globex director approve?", S("gmgr", "Travel"))
J(RO, "How much goodwill can a regular Customer Care agent (not a team lead) approve at Acme?", S("ref", "Goodwill and exceptions"))
J(RO, "What goodwill credit can a Globex support agent who is not a lead give?", S("gref", "Exceptions and escalations"))
J(RO, "Does the 401(k) match apply to Globex contractors?", P("gfaq", "**What is the 401(k) match?**"))
J(RO, "Do Globex temporary workers get the WFH stipend?", P("gfaq", "**Is there a WFH stipend?**"))
J(RO, "How much PTO do Globex contractors accrue?", S("gpto", "PTO accrual"))
J(RO, "How long is paid parental leave for Globex contractors?", S("gpto", "Other leave"))
J(RO, "What home office allowance do Acme freelancers receive?", P("faq", "**Is there a WFH allowance?**"))
# other unit / currency
J(UN, "What is Acme's standard hotel cap in US dollars?", S("e25", "Hotels"))
J(UN, "How much is Globex's international per diem in euros?", S("ge25", "Per diem"))
J(UN, "What does the Acme Dock cost in British pounds?", S("prod", "Hardware"))
J(UN, "How much is GlobexSync Basic per month in Canadian dollars?", S("gcloud", "GlobexSync plans"))
J(UN, "What is the Acme return label deduction in Swiss francs?", S("ref", "How to request a refund"))
J(UN, "What is Globex's Tokyo hotel cap in yen?", S("ge25", "Lodging"))
J(UN, "How much is the Acme WFH stipend in dollars?", P("faq", "**Is there a WFH allowance?**"))
J(UN, "What does Globex standard shipping to Canada cost in Canadian dollars?", S("gship", "Shipping options"), S("gship", "Where we ship"))
J(UN, "What is the Acme goodwill refund limit in pounds sterling?", S("ref", "Goodwill and exceptions"))
J(UN, "What is Acme's international per-diem in Norwegian kroner?", S("e25", "Per-diem allowance"))
# missing detail
J(MD, "How much import duty does a customer in Norway pay on an Acme order?", S("ship", "Where we ship"))
J(MD, "What is the phone number of the Rotterdam returns centre?", S("ref", "How to request a refund"))
J(MD, "What is the coverage limit of Acme's travel insurance with Meridian Assurance?", S("trav", "Travel insurance and safety"))
J(MD, "Which airline does Acme prefer for long-haul flights?", S("trav", "Flight class"), S("trav", "Booking"))
J(MD, "How much does the Acme Dock weigh?", S("prod", "Hardware"))
J(MD, "Which phone models support the AcmeID app?", S("sec", "Multi-factor authentication"))
J(MD, "How long does Information Security take to wipe a lost Globex laptop?", S("gsec", "### Lost or stolen devices"))
J(MD, "What is the deductible on Globex's Harbor Mutual travel insurance?", S("gtrav", "Insurance and safety"))
J(MD, "Which hotels in London does TravelDesk offer?", S("e25", "Hotels"))
J(MD, "What interest does Acme charge on late business invoices?", S("ship", "Business orders"))
J(MD, "What is the annual 401(k) contribution limit at Globex?", P("gfaq", "**What is the 401(k) match?**"))
J(MD, "How many days off does an Acme employee get for the birth of a grandchild?", S("pto", "Other leave"))
J(MD, "When is the next Acme phishing simulation scheduled?", S("sec", "Phishing"))
J(MD, "How does a customer make a warranty claim on a Globex Key?", S("gcloud", "Hardware"))
J(MD, "What VAT rate is added to Acme Workspace prices?", S("prod", "Acme Workspace plans"))
# ranking / comparison not given
J(RK, "Which Acme hardware product sells best?", S("prod", "Hardware"))
J(RK, "Which GlobexSync plan is the most popular with customers?", S("gcloud", "GlobexSync plans"))
J(RK, "Which of the high-cost cities is the most expensive for Acme hotel stays?", S("e25", "Hotels"))
J(RK, "Which carrier delivers faster, PostNL or DHL?", S("ship", "Order statuses"))
J(RK, "Which shipping option do most Globex customers choose?", S("gship", "Shipping options"))
J(RK, "What is the most common reason Acme refund requests are turned down?", S("ref", "Exceptions"), S("ref", "Refund window"))
J(RK, "Which Globex data center is the largest?", S("gcloud", "Data location and security"))
J(RK, "In which month do most Acme employees take their PTO?", S("pto", "Entitlement"), S("pto", "Requesting PTO"))
J(RK, "Which airline do Globex travellers rate the highest?", S("gtrav", "Air travel"), S("gtrav", "Booking"))
J(RK, "Which Acme team submits the highest expense claims?", S("e25", "Approval and payment"))

J(RO, "Up to what amount can an Acme team lead approve a purchase order?", S("mgr", "Purchase orders"))
J(RO, "What expense claims can a Globex team lead approve?", S("gmgr", "Expense claims"))
J(UN, "How much is Acme express shipping in Danish kroner?", S("ship", "Shipping options and costs"))
J(UN, "What does a Globex Key cost in euros?", S("gcloud", "Hardware"))
J(MD, "Which courier does Acme use to bring returns to Rotterdam?", S("ref", "How to request a refund"))
J(MD, "How long does the Globex IT Help Desk take to resolve a Sev2 incident?", P("gfaq", "**What is the IT Help Desk SLA?**"), note="response times are given, resolution times are not")
J(MD, "Within what time must the Acme IT Service Desk resolve a P1 incident?", S("faq", "IT and support"), note="response times are given, resolution times are not")
J(OV, "What were Globex's shipping fees under version 2.0 of the shipping policy?", S("gship", "Shipping options"))
J(RK, "Which expense category costs Globex the most each year?", S("ge25", "Ground transportation"), S("ge25", "Lodging"))
J(OC, "Which public holidays do Globex employees in British Columbia observe?", S("gpto", "Company holidays"))

# Retrieval noise: some cases get 1-2 sections from an unrelated document of the same tenant (never a
# document that covers the question's topic, never a Contact section), and passages are shuffled.
UNRELATED = {
 "pto": ["sec", "ship", "prod"], "e23": ["sec", "ship", "prod"], "e25": ["sec", "ship", "prod"],
 "trav": ["sec", "ship", "prod", "pto"], "sec": ["pto", "ship", "prod", "trav"], "ref": ["pto", "sec", "trav", "e25"],
 "ship": ["pto", "sec", "trav", "e25"], "prod": ["pto", "trav", "e25"], "vend": ["pto", "sec", "trav", "prod"],
 "mgr": ["sec", "ship", "prod"], "faq": ["trav", "vend"],
 "gpto": ["gsec", "gship", "gcloud"], "ge25": ["gsec", "gship", "gcloud", "gpto"], "gtrav": ["gsec", "gship", "gcloud", "gpto"],
 "gsec": ["gpto", "gship", "gref", "gtrav"], "gref": ["gpto", "gsec", "gtrav", "ge25"], "gship": ["gpto", "gsec", "gtrav", "ge25"],
 "gcloud": ["gpto", "gtrav", "ge25"], "gfaq": ["gship", "gtrav"], "gmgr": ["gsec", "gship", "gcloud"],
 "gclose": ["gsec", "gship", "gcloud", "gpto"],
}
SKIP = {"Contact", "Contacts", "Who to contact", "Status of this document", "About this FAQ", "Glossary"}
VEND_SAFE = {"What this page is", "Onboarding steps", "Open questions"}

def sections(doc):
    heads = [l[3:] for l in TEXT[doc].split("\n") if l.startswith("## ")]
    heads = [h for h in heads if h not in SKIP]
    if doc == "vend":
        heads = [h for h in heads if h in VEND_SAFE]
    return heads

def source_of(passage):
    return next(k for k, t in TEXT.items() if passage in t)

noise_rng = random.Random(1830)
for c in cases:
    r = noise_rng.random()
    n_extra = 0 if r < 0.45 else (1 if r < 0.8 else 2)
    n_extra = min(n_extra, 4 - len(c["documents"]))
    if n_extra:
        src = source_of(c["documents"][0])
        pool = [(d, h) for d in UNRELATED[src] for h in sections(d)]
        for d, h in noise_rng.sample(pool, n_extra):
            c["documents"].append(S(d, h))
        noise_rng.shuffle(c["documents"])

# verbatim check
for c in cases:
    for d in c["documents"]:
        assert any(d in t for t in TEXT.values()), d[:80]
rng = random.Random(18)
rng.shuffle(cases)
with open(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp") / "judge_policy_all.jsonl", "w") as fh:
    for i, c in enumerate(cases, 1):
        tenant = FILES[source_of(c["documents"][0])].split("/")[0]
        fh.write(json.dumps({"id": f"blind-judge-{i:03d}", **c, "tenant": tenant}, ensure_ascii=False) + "\n")
print(len(cases), Counter(c["kind"] for c in cases), Counter(c["answerable"] for c in cases))
print(Counter(len(c["documents"]) for c in cases))
