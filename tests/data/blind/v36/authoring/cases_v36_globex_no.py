"""v36 blind judge cases: Globex, unanswerable (after the purchase). Written by this set's author; see ../README_judge.md."""

from case_kit_v36 import U

T = "globex"
RW = "ref/Refund window"
HOW = "ref/How to request a refund"
PT = "ref/Processing time"
EX = "ref/Exceptions"
SC_ = "ref/Shipping charges"
ES = "ref/Exceptions and escalations"
SC = "ref/Scope"
WS = "ship/Where we ship"
SO = "ship/Shipping options"
OS = "ship/Order statuses"
CA = "ship/Canceling an order"
CH = "ship/Changing an order"
LD = "ship/Lost, late and damaged packages"
BA = "ship/Business accounts"
PL = "cloud/GlobexSync plans"
SL = "cloud/Service levels"
HW = "cloud/Hardware"
MD = "missing_detail"

CASES = [
    # missing_detail (18)
    U(T, MD, HW, "Can I buy an extended warranty for the HomeVault beyond the first year?",
      "The passages give a one-year limited warranty; they give no extension.", "warranty yes_no customer full_sentence formal"),
    U(T, MD, RW, "how long does a warranty repair on a homevault take",
      "The passages give repair or replacement under warranty; they give no turnaround.", "warranty duration customer phone_note lowercase terse"),
    U(T, MD, RW, "Does the warranty on my HomeVault also cover the drives I put in it myself?",
      "The passages give a one-year limited warranty on Globex hardware; they give nothing on third-party drives.", "warranty yes_no customer full_sentence chatty"),
    U(T, MD, PT, "The HomeVault went on sale for $299 a week after I paid $349. Will you refund the $50?",
      "The passages give refunds for returns; they give no price adjustment.", "refunds yes_no customer full_sentence chatty"),
    U(T, MD, SO, "do you do saturday delivery on overnight",
      "The passages give the overnight option and its Monday-to-Thursday guarantee; they give no Saturday delivery.", "delivery yes_no customer phone_note lowercase terse"),
    U(T, MD, WS, "Can I pick my order up at the Memphis fulfillment center myself?",
      "The passages give Memphis as the shipping point; they give no pickup.", "delivery yes_no customer full_sentence formal"),
    U(T, MD, WS, "Roughly how much duty will a customer in Ontario pay on a HomeVault?",
      "The passages give that Canadian orders may be charged duties and taxes; they give no amount.", "delivery cross_border amount place agent full_sentence relayed"),
    U(T, MD, HOW, "What's the street address of the Memphis returns center? My customer wants to ship with FedEx.",
      "The passages give the returns center in Memphis; they give no address.", "returns pick agent full_sentence relayed"),
    U(T, MD, PT, "Can store credit be moved to someone else's account?",
      "The passages give the store credit bonus and that it does not expire; they give nothing on transfers.", "gift_cards yes_no customer full_sentence terse"),
    U(T, MD, EX, "lost my eGift card email, can you resend the code",
      "The passages give eGift card refund rules; they give nothing on resending codes.", "gift_cards yes_no gift_giver phone_note lowercase"),
    U(T, MD, PL, "When my 14-day Pro trial ends, will I be charged automatically?",
      "The passages give the trial lengths; they give nothing on what happens at the end.", "subscriptions yes_no customer full_sentence formal"),
    U(T, MD, PL, "If we downgrade from Pro to Basic mid-year on annual billing, do we get the difference back?",
      "The passages give cancellation refunds; they give nothing on downgrades.", "subscriptions refunds yes_no business_buyer full_sentence formal"),
    U(T, MD, LD, "Do packages over $300 need a signature when they're delivered?",
      "The passages give lost and damaged package handling; they give nothing on signatures.", "delivery yes_no customer full_sentence terse"),
    U(T, MD, ES, "Is there a cap on what the Customer Support Manager's boss can approve?",
      "The passages give leads' USD 100 and the manager's USD 1,000; they give nothing above the manager.", "goodwill yes_no team_lead full_sentence terse"),
    U(T, MD, HOW, "can i track my return on its way to memphis",
      "The passages give the UPS label and drop-off; they give nothing on tracking returns.", "returns yes_no customer phone_note lowercase"),
    U(T, MD, RW, "Bought a Globex Key as a holiday gift in November. Do you extend the return window over the holidays?",
      "The passages give a 14-day window from delivery; they give no holiday extension.", "refunds yes_no gift_giver full_sentence chatty"),
    U(T, MD, CA, "If I cancel an overnight order within the hour, do I get the $29.99 back as well?",
      "The passages give the refund of a canceled order; they do not say whether shipping charges are part of it. arguable: a canceled order's refund may be the whole charge.", "orders fees yes_no arguable customer full_sentence formal"),
    U(T, MD, HW, "What does it cost to repair a Globex Key once the warranty's over?",
      "The passages give the one-year warranty; they give no out-of-warranty price.", "warranty amount customer full_sentence terse"),
    # other_entity (7)
    U(T, "other_entity", HW, "What's the return window for the Globex Router?",
      "The passages cover HomeVault, Globex Key and the 4 TB drive; no Globex Router.", "refunds duration customer full_sentence terse"),
    U(T, "other_entity", HW, "how much is GlobexCare protection for a homevault",
      "The passages cover the one-year limited warranty only; no GlobexCare plan.", "warranty amount customer phone_note lowercase"),
    U(T, "other_entity", PT, "Can I use Globex reward points instead of store credit?",
      "The passages cover refunds and store credit; no reward points.", "gift_cards yes_no customer full_sentence formal"),
    U(T, "other_entity", PL, "Is there a refund if we cancel GlobexSync Family within the first week?",
      "The passages cover Basic, Pro, Business and Enterprise; no Family plan.", "subscriptions refunds yes_no customer full_sentence chatty"),
    U(T, "other_entity", HW, "Do you have a trade-in program for an old HomeVault?",
      "The passages cover refunds, warranty and store credit; no trade-in.", "returns yes_no customer full_sentence terse"),
    U(T, "other_entity", EX, "Are physical plastic gift cards refundable, or is it just the eGift ones that aren't?",
      "The passages cover eGift cards only; no physical gift cards.", "gift_cards refunds yes_no gift_giver full_sentence formal"),
    U(T, "other_entity", HW, "What warranty comes with the HomeVault Drive 8 TB?",
      "The passages cover the 4 TB drive; no 8 TB drive.", "warranty duration customer full_sentence terse"),
    # other_version (6)
    U(T, "other_version", EX, "Under refund policy 2.1, what was the restocking fee on opened electronics?",
      "The corpus holds Refund Policy 2.2 only; it says 2.2 added the store-credit option, not what 2.1 charged.", "fees version amount agent full_sentence formal"),
    U(T, "other_version", RW, "I bought a Key in 2024. What was the refund window under the policy back then?",
      "The corpus holds Refund Policy 2.2 (effective 2025-08-01) only.", "refunds version duration customer full_sentence chatty"),
    U(T, "other_version", SO, "what did overnight cost under shipping policy 2.0",
      "The corpus holds Shipping and Orders Policy 3.0 only.", "delivery fees version amount agent phone_note lowercase"),
    U(T, "other_version", PL, "What was the price of Pro in 2025, before overview 6.1?",
      "The corpus holds Cloud Services Overview 6.1 (effective 2026-02-01) only.", "subscriptions version amount customer full_sentence formal"),
    U(T, "other_version", SL, "Will the Business SLA credit still be 5% per 0.05% in 2027?",
      "The corpus gives the current overview only; nothing on 2027.", "subscriptions version yes_no business_buyer full_sentence terse"),
    U(T, "other_version", HW, "Did the first-generation HomeVault (2022) have a longer warranty?",
      "The corpus gives the current hardware only.", "warranty version yes_no customer full_sentence chatty"),
    # other_country (6)
    U(T, "other_country", EX, "My customer in Texas has $4 left on an eGift card. Does Texas law make us pay it out?",
      "Texas law is outside the corpus; the passages give California as the example.", "gift_cards cross_border place yes_no agent full_sentence relayed"),
    U(T, "other_country", RW, "Under Quebec consumer law, does my HomeVault get a longer legal warranty than your one year?",
      "Quebec law is outside the corpus.", "warranty cross_border place yes_no customer full_sentence formal"),
    U(T, "other_country", WS, "What's the GST rate charged on a Globex Key shipped to Vancouver?",
      "Canadian tax is outside the corpus; the passages only say duties and taxes may apply.", "delivery cross_border place amount customer full_sentence terse"),
    U(T, "other_country", RW, "Does New York law require a posted refund policy, and does yours meet it?",
      "New York law is outside the corpus.", "refunds cross_border place yes_no agent full_sentence formal"),
    U(T, "other_country", WS, "Can you ship to Mexico City and what are the import fees?",
      "Mexico is not among the places named, and Mexican import rules are outside the corpus.", "delivery cross_border place amount customer full_sentence chatty"),
    U(T, "other_country", EX, "under oregon law can a gift card balance be cashed out",
      "Oregon law is outside the corpus.", "gift_cards cross_border place yes_no customer phone_note lowercase"),
    # other_channel (5)
    U(T, "other_channel", SC, "I bought a Globex Key at your booth at CES. Does the 14-day refund apply?",
      "The passages cover globex.example, the app, phone orders and retail partners; not an event booth.", "refunds channel yes_no customer full_sentence chatty"),
    U(T, "other_channel", HOW, "Can I return my HomeVault at a FedEx Office instead of UPS?",
      "The passages give UPS drop-off only; nothing on FedEx.", "returns channel yes_no customer full_sentence terse"),
    U(T, "other_channel", HOW, "can ups pick the return up from my house",
      "The passages give drop-off at a UPS location; nothing on pickup.", "returns channel yes_no customer phone_note lowercase"),
    U(T, "other_channel", SC, "I bought it in Globex's Facebook shop. Is that the same as globex.example for returns?",
      "The passages cover globex.example, the mobile app and phone; nothing on a Facebook shop.", "refunds channel yes_no customer full_sentence formal"),
    U(T, "other_channel", PT, "Paid with Bitcoin — how does the refund come back?",
      "The passages give refunds to the original payment method or store credit; nothing on crypto payments. arguable: 'original payment method' could cover it.", "refunds channel pick arguable customer full_sentence terse"),
    # other_unit (5)
    U(T, "other_unit", SO, "How much is expedited shipping to Toronto in CAD?",
      "The passages give USD 14.99; no CAD price.", "delivery fees currency amount place customer full_sentence terse"),
    U(T, "other_unit", HOW, "What's the return label deduction in euros for a customer paying with a German card?",
      "The passages give USD 7.50; no EUR amount.", "returns fees currency amount agent full_sentence relayed"),
    U(T, "other_unit", PL, "pro plan price in yen?",
      "The passages give USD 24.99; no JPY price.", "subscriptions currency amount customer phone_note terse"),
    U(T, "other_unit", HW, "What does the HomeVault cost in pesos?",
      "The passages give USD 349; no MXN price.", "warranty currency amount customer full_sentence terse"),
    U(T, "other_unit", PT, "How much store credit would a GBP 100 refund become?",
      "The passages give USD amounts and a 10% bonus; no GBP refunds.", "gift_cards currency amount customer full_sentence formal"),
    # ranking (5)
    U(T, "ranking", EX, "What's the most common reason customers give on GRF-2?",
      "The corpus gives no return reason statistics.", "returns pick team_lead full_sentence terse"),
    U(T, "ranking", SO, "USPS or UPS Ground, which loses fewer packages?",
      "The corpus names both carriers but never compares them.", "delivery pick customer full_sentence chatty"),
    U(T, "ranking", PT, "do more people pick store credit or money back",
      "The corpus gives no figures.", "gift_cards refunds pick team_lead phone_note lowercase"),
    U(T, "ranking", PL, "Which GlobexSync plan do most households choose?",
      "The corpus gives no sales figures.", "subscriptions pick customer full_sentence formal"),
    U(T, "ranking", ES, "Which exception code gets logged most?",
      "The corpus gives no counts.", "goodwill pick team_lead full_sentence terse"),
    # other_role (8)
    U(T, "other_role", ES, "I'm a regular support agent, not a lead. How much goodwill can I approve alone?",
      "The passages cover leads (USD 100) and the Customer Support Manager (USD 1,000); no limit for agents.", "goodwill role amount agent full_sentence formal"),
    U(T, "other_role", SC, "We're a retail partner with 30 unsold Keys. Can we return them to Globex?",
      "The passages cover customers; retailers handle their customers' returns, nothing on retailers returning stock.", "returns business role yes_no business_buyer full_sentence formal"),
    U(T, "other_role", PT, "As a Globex employee who bought a HomeVault with the staff discount, do I return it the normal way?",
      "The passages cover customers' purchases; nothing on staff purchases.", "returns role yes_no customer full_sentence formal"),
    U(T, "other_role", HOW, "i'm a tech reviewer with a loaner homevault, when do i have to send it back",
      "The passages cover customers' purchases; nothing on press loans.", "returns role duration customer phone_note lowercase"),
    U(T, "other_role", BA, "We're a nonprofit. Do we get a discount on GlobexSync Business?",
      "The passages cover business accounts' invoices and POs; nothing on nonprofits or discounts.", "business subscriptions role yes_no business_buyer full_sentence formal"),
    U(T, "other_role", PL, "As a reseller, what margin do we get on Pro subscriptions?",
      "The passages cover list prices for customers; nothing on resellers' margins.", "subscriptions business role amount business_buyer full_sentence terse"),
    U(T, "other_role", ES, "I work in Finance. Can I approve a $500 goodwill credit?",
      "The passages cover leads and the Customer Support Manager; not Finance.", "goodwill role yes_no team_lead full_sentence terse"),
    U(T, "other_role", PT, "The gift recipient wants the refund for the HomeVault paid to her, not to the buyer. Possible?",
      "The passages cover refunds to the original payment method or store credit; nothing on gift recipients.", "refunds role yes_no agent full_sentence relayed"),
]
