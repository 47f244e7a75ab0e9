"""v22 judge cases, Acme, unanswerable: same-topic near misses on products and services (a detail the corpus does not
give, another product or plan, another version or year, another country's law or tax, another purchase channel,
another currency, a ranking, a group the passages do not cover). Each is unanswerable from the whole Acme corpus."""

from __future__ import annotations

from case_kit_v22 import U

T = "acme"
PLANS = "prod/Acme Workspace plans"
HW = "prod/Hardware"
SEC = "prod/Security and compliance"
GIFT = "prod/Gift cards"
WIN = "ref/Refund window"
HOW = "ref/How to request a refund"
PROC = "ref/Processing time"
EXC = "ref/Exceptions"
OPT = "ship/Shipping options and costs"
MD, OE, OV, OC, OH, OU, RK, OR = ("missing_detail", "other_entity", "other_version", "other_country", "other_channel",
                                  "other_unit", "ranking", "other_role")

CASES = [
    # missing_detail: on topic, the detail is not given
    U(T, MD, PLANS, "What's the largest single file we can upload to shared documents on Business?",
      "The passage gives storage per user (1 TB on Business), not a file-size limit.", "plan quota amount admin formal"),
    U(T, MD, PLANS, "How many people can join one video meeting on Starter?",
      "The passage gives users per plan (up to 25 on Starter), not the size of a meeting.", "plan quota amount customer formal"),
    U(T, MD, HW, "Will the Acme Dock work with my MacBook running macOS Sonoma?",
      "The passage gives the Dock's ports and charging (USB-C, two 4K outputs, 100 W, Ethernet), no operating systems.",
      "product compatibility yes_no customer chatty"),
    U(T, MD, HW, "Does the Acme Cam need a separate driver on Windows 10?",
      "The passage gives 4K and auto-framing; no operating system or driver is named anywhere.",
      "product compatibility yes_no howto customer formal"),
    U(T, MD, HW, "How many hours does the Acme Headset battery last on one charge?",
      "The passage gives wireless, noise cancelling, busy light and price, not battery life.", "product amount duration customer formal"),
    U(T, MD, PLANS, "Can we buy extra storage on Starter, and what would it cost?",
      "The passage gives 30 GB per user on Starter and no storage add-on or price.", "plan pricing quota admin formal"),
    U(T, MD, PLANS, "If we move from Starter to Business halfway through the month, is the difference charged pro rata?",
      "The passage gives monthly/yearly billing and the refund passages the no-pro-rata refund after cancelling; nothing gives "
      "how an upgrade is billed.", "plan billing yes_no admin formal"),
    U(T, MD, SEC, "Is our Workspace data encrypted at rest?",
      "The passage gives data-centre locations, ISO 27001, the DPA and the pen-test summary; encryption of customer data is not "
      "given (only staff laptops' disk encryption, elsewhere).", "data_privacy yes_no admin terse"),
    U(T, MD, SEC, "How long do you keep our Workspace data after we cancel the subscription?",
      "The passage gives where data is stored, not how long it is kept after cancellation.", "data_privacy duration admin formal"),
    U(T, MD, PLANS, "Does Workspace Business support single sign-on with our Azure AD?",
      "The passage gives price, users, storage, support and SLA per plan; sign-on options are not given.",
      "plan compatibility yes_no admin formal"),
    U(T, MD, HW, "The screens on my Dock keep flickering. How do I reset it to factory settings?",
      "The passage gives what the Dock is and costs; no troubleshooting or reset steps are given.", "product howto steps customer chatty"),
    U(T, MD, PROC, "Can I pay in the web shop with iDEAL or Apple Pay?",
      "The passage gives where refunds go for card, PayPal and invoice payments; it gives no list of accepted payment methods.",
      "billing yes_no customer formal"),
    U(T, MD, WIN, "How long does a warranty repair on a faulty headset usually take?",
      "The passage gives that the two-year warranty is a repair or replacement, not how long a repair takes.",
      "warranty duration customer formal"),
    U(T, MD, "prod/Who to contact", "What's the phone number for Workspace technical support?",
      "The passage gives support@acme.example for technical support; the only phone number (Customer Care's) is for orders, "
      "returns and billing.", "contact customer terse"),
    U(T, MD, "faq/What is our customer support SLA?", "Customer on Enterprise asks how fast you answer a P2 issue outside office hours.",
      "The passage gives the Enterprise first response within 1 hour and 24/7 for P1; it gives nothing on P2 outside hours (the P2 time in the IT FAQ is the internal Service Desk's). "
      "arguable: the 1-hour figure might be read as covering every priority.", "service_level duration arguable support relayed"),
    U(T, MD, OPT, "Do you deliver on Saturdays?",
      "The passage gives delivery times in business days and dispatch cut-offs; it gives nothing on Saturday delivery.",
      "delivery yes_no customer terse"),
    U(T, MD, "ship/Lost and damaged parcels", "My parcel arrived crushed. Do I need to send photos of the damage, and where?",
      "The passage gives the 14-day deadline and the investigation, not what proof the customer must send.",
      "delivery howto customer chatty"),
    U(T, MD, "ship/Business orders", "How long does the credit check for paying by invoice take?",
      "The passage gives invoice payment after a credit check, not how long the check takes.", "billing duration admin formal"),
    # other_entity: a product, plan or report the corpus does not have
    U(T, OE, HW, "What does the Acme Keyboard cost?",
      "The passage covers the Dock, Headset and Cam; there is no Acme Keyboard.", "product pricing amount customer terse"),
    U(T, OE, HW, "How long is the warranty on the Acme Cam Pro?",
      "The passage covers the Acme Cam; no Cam Pro model is covered.", "warranty duration customer formal"),
    U(T, OE, HW, "Is the Acme Headset certified for Microsoft Teams?",
      "The passage covers certification for Acme Workspace only; no other platform is named.",
      "compatibility yes_no admin formal"),
    U(T, OE, PLANS, "What does the Workspace Premium plan cost per user?",
      "The passage covers Starter, Business and Enterprise; there is no Premium plan.", "plan pricing amount customer formal"),
    U(T, OE, SEC, "Can we get Acme's SOC 2 Type II report?",
      "The passage covers ISO 27001, the DPA and the pen-test summary; no SOC 2 report.", "data_privacy yes_no admin formal"),
    U(T, OE, PLANS, "What uptime commitment comes with Workspace Starter Plus?",
      "The passage covers Starter, Business and Enterprise; there is no Starter Plus.", "plan service_level customer non_native"),
    U(T, OE, HW, "How much is the Acme Dock Pro with Thunderbolt?",
      "The passage covers one Acme Dock (USB-C); no Dock Pro.", "product pricing amount customer formal"),
    U(T, OE, HW, "What's the price of the Acme Conference Cam for meeting rooms?",
      "The passage covers the Acme Cam webcam; no conference-room camera.", "product pricing amount admin formal"),
    # other_version: another version or year
    U(T, OV, PLANS, "What did the Business plan cost per user back in 2024?",
      "The corpus holds the 2026 product overview (version 5.0) only; no 2024 price list.",
      "plan pricing amount version admin formal"),
    U(T, OV, "ref/Shipping fees", "Under refund policy 3.0, was a late express fee refunded?",
      "3.1 changed exactly the section on express shipping fees and the corpus holds only 3.1, so 3.0's rule is not given.",
      "returns delivery yes_no version support formal"),
    U(T, OV, WIN, "How many days did customers have for refunds under refund policy version 2?",
      "The corpus holds version 3.1 (which replaces 3.0); version 2 is not held.", "returns duration version support formal"),
    U(T, OV, "ship/Cancelling an order", "Under shipping policy version 2.1, how long after ordering could I still cancel?",
      "The corpus holds shipping policy 2.3 only.", "delivery duration version customer formal"),
    U(T, OV, PLANS, "Will Starter still cost EUR 8 per user in 2027?",
      "The corpus holds the price list effective 2026-01-01; nothing on 2027 prices.", "plan pricing yes_no version currency admin chatty"),
    U(T, OV, PLANS, "What uptime commitment did Enterprise have under the previous product overview, version 4?",
      "The corpus holds version 5.0 only.", "plan service_level version admin formal"),
    # other_country: another country's tax or law
    U(T, OC, PLANS, "What does Business cost per user per month including Swiss VAT?",
      "Prices exclude VAT; no Swiss VAT rate is in the corpus.", "pricing amount place customer formal"),
    U(T, OC, "ship/Where we ship", "How much import duty will I pay on a EUR 129 Dock sent to Norway?",
      "The passage says duties may apply and the customer pays; no Norwegian duty rate is given.",
      "delivery pricing amount place currency customer formal"),
    U(T, OC, WIN, "Does French consumer law give me longer than 30 days to return a Cam bought online?",
      "French law is outside the corpus; the policy gives Acme's own 30 days.", "returns duration place customer formal"),
    U(T, OC, PLANS, "What will a German company pay for Starter per user once German VAT is added?",
      "Prices exclude VAT; no German VAT rate is in the corpus.", "pricing amount place admin formal"),
    U(T, OC, "ship/Where we ship", "What customs handling fee does the UK add on top of import duty for a parcel with a Cam?",
      "The passage says UK orders may pay import duties; no UK handling fee is given.", "delivery pricing place customer chatty"),
    U(T, OC, WIN, "Under Italian law, can a customer withdraw from a Workspace subscription after 30 days and get money back?",
      "Italian law is outside the corpus; the policy gives only Acme's own subscription rule.",
      "returns plan yes_no place support relayed"),
    # other_channel: bought elsewhere than the web shop or Customer Care
    U(T, OH, "ref/Scope", "I bought my headset from a reseller 40 days ago. Will the reseller still refund it?",
      "Reseller purchases are refunded by the reseller under its own terms, which the corpus does not give.",
      "returns yes_no channel customer formal"),
    U(T, OH, EXC, "I bought the Cam on Amazon and lost the box. Is there a restocking fee?",
      "The 10% fee is Acme's for its own web shop and phone sales; Amazon's terms are not in the corpus.",
      "returns pricing channel customer chatty"),
    U(T, OH, HOW, "Customer bought a Dock from Coolblue. Can we email them one of our prepaid return labels?",
      "Acme's labels are part of its own return process; a reseller purchase goes back to the reseller under its terms, not given.",
      "returns howto yes_no channel support relayed"),
    U(T, OH, HW, "I bought a second-hand Acme Dock on Marktplaats. Is it still under the two-year warranty?",
      "The corpus gives a two-year warranty on hardware sold through the web shop; nothing on resale or transfer. arguable: "
      "the warranty might be read as following the product.", "warranty yes_no channel arguable customer chatty"),
    U(T, OH, WIN, "We got Workspace Business through our IT reseller's bundle. Can we cancel within 30 days for a refund?",
      "A reseller purchase is refunded by that reseller under its own terms, which are not given.",
      "returns plan yes_no channel admin formal"),
    U(T, OH, OPT, "If I order a headset through Alternate.nl, does free shipping from EUR 50 apply?",
      "The shipping table is for the Acme web shop; a retailer's shipping terms are not given.",
      "delivery pricing yes_no channel currency customer formal"),
    # other_unit: a currency the corpus does not use
    U(T, OU, PLANS, "How much is Starter per user per month in British pounds?",
      "Prices are given in EUR only; no GBP price.", "plan pricing amount currency customer formal"),
    U(T, OU, HW, "What does the Acme Dock cost in Swiss francs?",
      "The price is given in EUR only; no CHF price.", "product pricing amount currency customer formal"),
    U(T, OU, OPT, "What's the express shipping fee in Norwegian kroner?",
      "The fee is given in EUR only; no NOK amount.", "delivery pricing amount currency customer terse"),
    U(T, OU, HOW, "How many SEK come off my refund for the return label?",
      "The deduction is given in EUR (6.90) only.", "returns pricing amount currency customer non_native"),
    U(T, OU, GIFT, "Do you sell Acme gift cards worth 50 US dollars?",
      "Gift card values are given in EUR (25, 50, 100); nothing in dollars.", "billing yes_no currency customer formal"),
    # ranking: a ranking or comparison the corpus never makes
    U(T, RK, HW, "Which Acme hardware product sells best?", "No sales figures or ranking are given.",
      "product pick customer terse"),
    U(T, RK, PLANS, "Which Workspace plan gets the best customer satisfaction scores?", "No satisfaction scores are given.",
      "plan pick admin formal"),
    U(T, RK, "ship/Order statuses", "Which is quicker to deliver, PostNL or DHL?",
      "The passage says which carrier serves which countries; it never compares their speed.", "delivery pick customer formal"),
    U(T, RK, EXC, "What's the most common reason a return gets refused?",
      "The passage lists what cannot be refunded; it gives no frequencies.", "returns support formal"),
    U(T, RK, SEC, "Which data centre has the better uptime record, Frankfurt or Amsterdam?",
      "The passage names both locations; it never compares them.", "data_privacy service_level pick admin chatty"),
    # other_role: a group the passages do not cover
    U(T, OR, "ref/Goodwill and exceptions", "I'm a regular Customer Care agent, not a team lead. How much goodwill can I grant on my own?",
      "The passages cover team leads (EUR 250 per order) and the Head of Customer Care; agents are not covered.",
      "returns amount support formal"),
    U(T, OR, PLANS, "Do registered charities get a discount on Business?",
      "The passage covers one price per plan for every customer; no group discounts are covered.",
      "plan pricing yes_no admin formal"),
    U(T, OR, "ship/Business orders", "I'm a private customer, not a business. Can I pay by invoice too?",
      "The passage covers invoice payment for business customers only. arguable: a 'no' could be read from the rule naming "
      "business customers.", "billing yes_no arguable customer formal"),
    U(T, OR, PLANS, "Do students get Workspace Starter cheaper?",
      "The passage covers one price per plan; no student pricing is covered.", "plan pricing yes_no customer lowercase"),
    U(T, OR, HOW, "Can someone in Sales create a manual RMA for a customer?",
      "The passage covers Customer Care agents using form CC-12; Sales staff are not covered.", "returns howto yes_no support formal"),
    U(T, OR, SEC, "Our external auditor isn't our employee. Can they get the pen test summary straight from you?",
      "The passage covers Enterprise customers receiving it under NDA; third parties such as auditors are not covered.",
      "data_privacy yes_no admin formal"),
]
