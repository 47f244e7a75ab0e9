"""v36 blind judge cases: Acme, unanswerable (after the purchase). Written by this set's author; see ../README_judge.md."""

from case_kit_v36 import U

T = "acme"
RW = "ref/Refund window"
HOW = "ref/How to request a refund"
PT = "ref/Processing time"
EX = "ref/Exceptions"
SF = "ref/Shipping fees"
GW = "ref/Goodwill and exceptions"
SC = "ref/Scope"
WS = "ship/Where we ship"
SO = "ship/Shipping options and costs"
OS = "ship/Order statuses"
CA = "ship/Cancelling an order"
CH = "ship/Changing an order"
LD = "ship/Lost and damaged parcels"
BO = "ship/Business orders"
PL = "prod/Acme Workspace plans"
HW = "prod/Hardware"
GC = "prod/Gift cards"
MD = "missing_detail"

CASES = [
    # missing_detail (18)
    U(T, MD, RW, "How long does a warranty repair of a Dock usually take before I get it back?",
      "The passages give the two-year warranty as repair or replacement; they give no repair turnaround.", "warranty duration customer full_sentence formal"),
    U(T, MD, HW, "can i extend the 2 year warranty on my headset if i pay extra",
      "The passages give a two-year warranty; they give no paid extension.", "warranty yes_no customer phone_note lowercase"),
    U(T, MD, RW, "Once the warranty's over, what does Acme charge to repair a cam?",
      "The passages give the warranty's length; they give no out-of-warranty repair price.", "warranty amount customer full_sentence terse"),
    U(T, MD, EX, "Instead of a refund, can I swap my headset for a Cam and pay the difference?",
      "The passages give refunds, repair or replacement; they give no exchange for another product.", "returns yes_no customer full_sentence chatty"),
    U(T, MD, PT, "The Dock dropped 20 euros a week after I bought it. Will you refund the difference?",
      "The passages give refunds for returns; they give no price-drop adjustment.", "refunds yes_no customer full_sentence chatty"),
    U(T, MD, SO, "is there saturday delivery if i pay more",
      "The passages give standard and express options; they give no Saturday delivery.", "delivery yes_no customer phone_note lowercase terse"),
    U(T, MD, WS, "Could I collect my order in person from the Rotterdam warehouse to save the shipping?",
      "The passages give Rotterdam as the shipping warehouse; they give no click-and-collect.", "delivery yes_no customer full_sentence formal"),
    U(T, MD, HOW, "What's the street address of the returns centre? The customer wants to use his own courier.",
      "The passages give the returns centre in Rotterdam; they give no street address.", "returns pick agent full_sentence relayed"),
    U(T, MD, HOW, "Which carrier actually carries the Acme return label if I buy one?",
      "The passages give the EUR 6.90 label; they give no carrier for returns.", "returns pick customer full_sentence terse"),
    U(T, MD, GC, "I lost my paper gift card but still have the receipt. Can you issue a replacement?",
      "The passages give gift card values, validity and use; they give nothing on lost cards.", "gift_cards yes_no customer full_sentence chatty"),
    U(T, MD, PL, "When the 30-day Workspace trial ends, does it roll into a paid plan by itself?",
      "The passages give a 30-day trial without a payment card; they give nothing on what happens at its end.", "subscriptions yes_no business_buyer full_sentence formal"),
    U(T, MD, WS, "Roughly how much import duty will my customer in Bern pay on a 129 euro dock?",
      "The passages give that Swiss orders may be subject to import duties paid on delivery; they give no amount.", "delivery cross_border amount place agent full_sentence relayed"),
    U(T, MD, HOW, "Can I follow my return parcel's progress to Rotterdam in the portal?",
      "The passages give order statuses and outbound tracking; they give no return tracking.", "returns yes_no customer full_sentence terse"),
    U(T, MD, GW, "How fast does care@ usually answer an email about a refund?",
      "The passages give contact details and hours; they give no response time for Customer Care emails.", "refunds duration customer full_sentence chatty"),
    U(T, MD, RW, "bought a dock as a xmas present on 20 nov, will you extend the return window for gifts?",
      "The passages give a 30-day window from delivery; they give no holiday or gift extension.", "refunds yes_no gift_giver phone_note lowercase"),
    U(T, MD, LD, "Parcels over 100 euros, do they need a signature on delivery?",
      "The passages give lost and damaged parcel handling; they give nothing on signatures.", "delivery yes_no customer full_sentence terse"),
    U(T, MD, CA, "If a customer cancels an express order in time, is the 12.90 express fee refunded too?",
      "The passages give free cancellation and a refund to the original payment method; they do not say whether the express fee is part of it. arguable: a full refund of the order may include it.", "orders fees yes_no arguable agent full_sentence formal"),
    U(T, MD, GW, "Head of Customer Care — is there a ceiling on what she can approve as goodwill?",
      "The passages give team leads' EUR 250 and that larger exceptions go to the Head; they give no limit for the Head.", "goodwill yes_no team_lead full_sentence terse"),
    # other_entity (7)
    U(T, "other_entity", HW, "What's the return window on the Acme Speaker?",
      "The passages cover the Dock, Headset and Cam; there is no Acme Speaker.", "refunds duration customer full_sentence terse"),
    U(T, "other_entity", HW, "how much is Acme Care+ protection for a dock",
      "The passages cover the two-year warranty only; no Acme Care+ plan.", "warranty amount customer phone_note lowercase"),
    U(T, "other_entity", RW, "Do you have a trade-in scheme for old docks when I buy the new one?",
      "The passages cover refunds, warranty and gift cards; no trade-in scheme.", "returns yes_no customer full_sentence chatty"),
    U(T, "other_entity", EX, "Do my Acme loyalty points come back if I return the headset?",
      "The passages cover refunds to the original payment method and gift cards; no loyalty points.", "refunds gift_cards yes_no customer full_sentence formal"),
    U(T, "other_entity", PL, "Can we get a refund on the Workspace Premium plan within the first month?",
      "The passages cover Starter, Business and Enterprise; no Premium plan.", "subscriptions refunds yes_no business_buyer full_sentence formal"),
    U(T, "other_entity", HW, "refurbished dock from your outlet, same warranty as new?",
      "The passages cover new hardware with a two-year warranty; no refurbished outlet.", "warranty yes_no customer phone_note lowercase terse"),
    U(T, "other_entity", HW, "What's the warranty on the Acme Keyboard?",
      "The passages cover the Dock, Headset and Cam; there is no Acme Keyboard.", "warranty duration customer full_sentence terse"),
    # other_version (6)
    U(T, "other_version", SF, "Under refund policy 3.0, before the update, was a late express fee refunded in full?",
      "The passages give version 3.1 and say it changed the express fee section, not what 3.0 said.", "fees version yes_no agent full_sentence formal"),
    U(T, "other_version", RW, "I bought a Cam in 2023 under the old refund policy. How long was the return window back then?",
      "The corpus holds Refund Policy 3.1 (effective 2025-03-01) only.", "refunds version duration customer full_sentence chatty"),
    U(T, "other_version", SO, "what was the free standard shipping threshold in shipping policy 2.2",
      "The corpus holds Shipping and Orders Policy 2.3 only.", "delivery fees version amount agent phone_note lowercase"),
    U(T, "other_version", PL, "What did Starter cost per user in 2025, before the 2026 product overview?",
      "The corpus holds Product Overview 5.0 (effective 2026-01-01) only.", "subscriptions version amount business_buyer full_sentence formal"),
    U(T, "other_version", GC, "Will the gift cards still be EUR 25, 50 and 100 in the 2027 range?",
      "The corpus gives the current values only; nothing on 2027.", "gift_cards version pick gift_giver full_sentence chatty"),
    U(T, "other_version", PL, "Under the old 2024 contract, was the Business SLA still 99.9%?",
      "The corpus holds the 2026 overview only.", "subscriptions version yes_no business_buyer full_sentence terse"),
    # other_country (6)
    U(T, "other_country", RW, "Under German consumer law, do I have a 14-day right of withdrawal on top of your 30 days?",
      "German consumer law is outside the corpus.", "refunds cross_border place yes_no customer full_sentence formal"),
    U(T, "other_country", RW, "Does the UK Consumer Rights Act give my London customer a right to reject the faulty cam for a refund?",
      "UK law is outside the corpus.", "refunds warranty cross_border place yes_no agent full_sentence relayed"),
    U(T, "other_country", WS, "What's the Swiss VAT rate my customer in Basel pays on import?",
      "Swiss tax is outside the corpus; the passages only say duties may apply.", "delivery cross_border place amount agent full_sentence formal"),
    U(T, "other_country", WS, "Norway: under what value is an import free of VAT?",
      "Norwegian import rules are outside the corpus.", "delivery cross_border place amount customer full_sentence terse"),
    U(T, "other_country", RW, "In France, how long is the legal guarantee of conformity on electronics?",
      "French law is outside the corpus (Acme gives its two-year statutory warranty, not France's rules).", "warranty cross_border place duration customer full_sentence formal"),
    U(T, "other_country", WS, "do italian customers have to pay customs on a dock? asking for italian law",
      "Italian customs law is outside the corpus; the passages name duties only for the UK, Norway and Switzerland. arguable: an EU country has no customs inside the EU.", "delivery cross_border place yes_no arguable agent phone_note lowercase"),
    # other_channel (5)
    U(T, "other_channel", SC, "I bought the headset at your stand at a trade fair. Same 30-day refund?",
      "The passages cover the web shop, phone orders and resellers; not a trade-fair stand.", "refunds channel yes_no customer full_sentence chatty"),
    U(T, "other_channel", HOW, "Can I drop my return off at the Acme office in Amsterdam instead of posting it?",
      "The passages give shipping to Rotterdam; no in-person drop-off.", "returns channel yes_no customer full_sentence formal"),
    U(T, "other_channel", SC, "ordered through the acme app on my phone, does the refund policy cover app orders",
      "The passages cover the web shop and phone orders; no Acme app.", "refunds channel yes_no customer phone_note lowercase"),
    U(T, "other_channel", HOW, "Will a courier come and pick the return up from my house?",
      "The passages give the customer's own carrier or an Acme label; no home pickup.", "returns channel yes_no customer full_sentence terse"),
    U(T, "other_channel", SC, "Bought a cam through Acme's Instagram shop. Is that the web shop for refunds?",
      "The passages cover shop.acme.example and phone orders; nothing on Instagram.", "refunds channel yes_no customer full_sentence chatty"),
    # other_unit (5)
    U(T, "other_unit", SO, "How much is express shipping in pounds for my order to Manchester?",
      "The passages give EUR 12.90; no GBP price.", "delivery fees currency amount customer full_sentence terse"),
    U(T, "other_unit", EX, "What is the restocking fee in CHF on a headset?",
      "The passages give 10% of the item price in EUR; no CHF amount.", "fees currency amount customer full_sentence formal"),
    U(T, "other_unit", GC, "do you sell gift cards in NOK, like 500 krone ones",
      "The passages give EUR 25, 50 and 100 cards only.", "gift_cards currency amount gift_giver phone_note lowercase"),
    U(T, "other_unit", PL, "What does Business cost per user per month in SEK?",
      "The passages give EUR 15; no SEK price.", "subscriptions currency amount business_buyer full_sentence terse"),
    U(T, "other_unit", HOW, "How much is the return label in USD? The customer is American but bought for his Dutch office.",
      "The passages give EUR 6.90; no USD price.", "returns fees currency amount agent full_sentence relayed"),
    # ranking (5)
    U(T, "ranking", EX, "Which of our products gets returned the most?",
      "The corpus gives no return statistics.", "returns pick team_lead full_sentence terse"),
    U(T, "ranking", OS, "postnl or dhl, which one is faster?",
      "The corpus names both carriers but never compares them.", "delivery pick customer phone_note lowercase"),
    U(T, "ranking", GC, "Which gift card value do people buy most?",
      "The corpus gives no sales figures.", "gift_cards pick gift_giver full_sentence chatty"),
    U(T, "ranking", GW, "Which goodwill code do we log most often?",
      "The corpus gives no counts of GW codes.", "goodwill pick team_lead full_sentence terse"),
    U(T, "ranking", PL, "Which Workspace plan has the lowest cancellation rate?",
      "The corpus gives no cancellation figures.", "subscriptions pick business_buyer full_sentence formal"),
    # other_role (8)
    U(T, "other_role", GW, "I'm a regular Customer Care agent, not a team lead. Up to how much goodwill can I give on my own?",
      "The passages cover team leads (EUR 250) and the Head of Customer Care; no limit for agents.", "goodwill role amount agent full_sentence formal"),
    U(T, "other_role", PT, "As an Acme employee who bought a dock with the staff discount, do I return it the same way?",
      "The passages cover customers' purchases in the web shop and by phone; nothing on staff purchases.", "returns role yes_no customer full_sentence formal"),
    U(T, "other_role", SC, "We're a reseller with 40 unsold headsets. Can we send them back to Acme for a refund?",
      "The passages cover customers; reseller purchases are refunded by the reseller to its own customers, nothing on resellers returning stock.", "returns business role yes_no business_buyer full_sentence formal"),
    U(T, "other_role", PT, "i got a headset as a gift. can the refund go to me instead of whoever bought it",
      "The passages cover refunds to the original payment method; nothing on gift recipients. arguable: the rule says the refund always goes to the original payment method.", "refunds role yes_no arguable customer phone_note lowercase"),
    U(T, "other_role", HW, "I'm a journalist with a review unit of the Cam. Do I have to send it back, and when?",
      "The passages cover customers' purchases; no press loans.", "returns role yes_no customer full_sentence chatty"),
    U(T, "other_role", BO, "We're a school. Is there an education discount on Business?",
      "The passages cover business customers' invoices and POs; nothing on schools or discounts.", "business subscriptions role yes_no business_buyer full_sentence formal"),
    U(T, "other_role", GW, "As a Finance controller, can I approve a goodwill exception over 250 euros?",
      "The passages cover team leads and the Head of Customer Care; not Finance.", "goodwill role yes_no team_lead full_sentence terse"),
    U(T, "other_role", PL, "I'm a distributor. What margin do we get on Workspace licences?",
      "The passages cover list prices for customers; nothing on distributors.", "subscriptions business role amount business_buyer full_sentence terse"),
]
