"""Evidence alignment: pairs of questions that differ only in their qualifier, against the same passage."""

from querylab.offline.alignment import CONFLICT, EXCLUDED, IN_DOCUMENT, MATCHED, MISSING, Aligner
from querylab.offline.constraints import Vocabulary, extract_constraints

PER_DIEM = ("## Per-diem allowance\n\nEmployees travelling to Japan receive a per diem of EUR 90 per day. "
            "Domestic travel (within the Netherlands): EUR 55 per day.")
REFUND = ("# Refund Policy\nVersion: 3.1\n\nVersion 3.1 replaces version 3.0. A customer can request a refund within 30 days "
          "of delivery. This policy applies to purchases in the Acme web shop and by phone. Purchases made through a reseller "
          "are refunded by that reseller under its own terms.")
EXPENSES = "Employees claim expenses in FinanceHub within 30 days. Contractors claim expenses under their own contract."
HOLIDAYS = "Requests of more than 10 consecutive business days need director approval."


def align(question: str, *documents: str):
    qc = extract_constraints(question, Vocabulary.from_texts(documents))
    return Aligner().align(qc, list(documents))


def statuses(question: str, *documents: str) -> dict[str, str]:
    return {m.constraint.text: m.status for m in align(question, *documents).matches}


def test_the_asked_country_matches_and_another_country_in_its_slot_conflicts():
    assert statuses("What is the per diem for employees travelling to Japan?", PER_DIEM) == {"Japan": MATCHED}
    a = align("What is the per diem for employees travelling to South Korea?", PER_DIEM)
    (m,) = a.matches
    assert (m.status, m.found) == (CONFLICT, "Japan")


def test_the_asked_version_matches_a_replaced_version_does_not():
    assert statuses("What is the refund window in version 3.1?", REFUND) == {"version 3.1": MATCHED}
    a = align("What was the refund window in version 3.0?", REFUND)
    (m,) = a.matches
    assert (m.status, m.found) == (CONFLICT, "version 3.1")
    assert statuses("What was the refund window before version 3?", REFUND) == {"version 3": CONFLICT}
    # a decimal after a document's name is its version too ("under refund policy 3.0"), with the same check
    assert statuses("Under refund policy 3.0, how long did customers have?", REFUND) == {"policy 3.0": CONFLICT}
    assert statuses("Under refund policy 3.1, how long do customers have?", REFUND) == {"policy 3.1": MATCHED}
    assert statuses("In the first version of the refund policy, how long did customers have?", REFUND) == {"first version": CONFLICT}


def test_a_number_matches_exactly_or_inside_a_stated_bound():
    assert statuses("Can I get a refund 30 days after delivery?", REFUND) == {"30 days": MATCHED}
    # "within 30 days" answers a question about day 45 (no); an exact figure of the same unit does not
    assert statuses("Can I get a refund 45 days after delivery?", REFUND)["45 days"] == MATCHED
    fee = "If the original packaging is missing, a restocking fee of 10% of the item price is deducted."
    (m,) = align("Is the restocking fee 15% when the packaging is missing?", fee).matches
    assert (m.status, m.found) == (CONFLICT, "10%")
    assert statuses("Whose approval do I need for 12 business days of vacation?", HOLIDAYS)["12 business days"] == MATCHED


def test_the_channel_covered_matches_an_uncovered_one_is_missing_and_an_excluded_one_conflicts():
    assert statuses("What is the refund window for purchases by phone?", REFUND) == {"by phone": MATCHED}
    assert statuses("What is the refund window for items bought in a store?", REFUND) == {"in a store": MISSING}
    # the reseller is also a group the passages must name (`audiences`, judge round 34); the channel stays excluded
    assert statuses("What is the refund window for items bought from a reseller?", REFUND) == {"from a reseller": EXCLUDED, "reseller": MATCHED}
    # a store the documents do not name falls under their sentence about resellers; the company's own web shop does not
    assert statuses("How many days to return a headset bought at a Fnac store?", REFUND)["at a Fnac store"] == EXCLUDED
    assert statuses("How many days to return a headset bought in the web shop?", REFUND).get("in the web shop") != EXCLUDED
    assert statuses("How many days to return a headset bought on the Bol marketplace?", REFUND)["on the Bol marketplace"] == EXCLUDED


def test_a_role_the_policy_puts_outside_is_excluded():
    assert statuses("Within how many days do employees claim expenses?", EXPENSES) == {}
    a = align("Within how many days do contractors claim expenses?", EXPENSES)
    (m,) = [m for m in a.matches if m.constraint.kind != "role"]  # the group itself is named (test_audiences)
    assert m.status == EXCLUDED and "own contract" in m.found


def test_a_year_of_another_policy_conflicts():
    doc = "# Expense Reimbursement Policy 2025\n\nThe standard hotel cap is EUR 180 per night."
    assert statuses("What is the hotel cap under the 2025 policy?", doc) == {"2025": MATCHED}
    assert statuses("What was the hotel cap under the 2023 policy?", doc) == {"2023": CONFLICT}


def test_a_year_is_met_by_the_title_of_the_document_a_section_comes_from():
    section = "## Claim deadlines\n\nClaims must be submitted within 60 days of the expense."
    question = "What was the claim deadline under the old 2023 rules?"
    qc = extract_constraints(question, Vocabulary.from_texts([section]))
    untitled = Aligner().align(qc, [section])
    titled = Aligner().align(qc, [section], titles=["Expense Reimbursement Policy 2023"])
    assert [m.status for m in untitled.matches] == [MISSING]
    assert [m.status for m in titled.matches] == [MATCHED]
    assert [m.status for m in Aligner().align(qc, [section], titles=["Expense Reimbursement Policy 2025"]).matches] == [MISSING]
    # a day or a month of that year is not met by the title: the policy may have come into force after it
    dated = extract_constraints("What was the claim deadline for a trip in March 2023?", Vocabulary.from_texts([section]))
    assert MATCHED not in [m.status for m in Aligner().align(dated, [section], titles=["Expense Reimbursement Policy 2023"]).matches]


def test_a_glossary_abbreviation_meets_its_meaning_in_another_number_or_case():
    limits = "## Purchase orders\n\n- Director: up to USD 50,000.\n- Vice president: up to USD 250,000."
    aliases = {"PO": "purchase order", "VP": "vice president"}

    def status(question: str) -> dict[str, str]:
        qc = extract_constraints(question, Vocabulary.from_texts([limits], aliases))
        return {m.constraint.text: m.status for m in Aligner().align(qc, [limits]).matches if m.constraint.kind == "entity"}

    assert status("Who approves a PO of USD 75,000?") == {"PO": MATCHED}
    assert MISSING not in status("Can my VP sign a PO of USD 75,000?").values()
    assert status("Who approves an RFQ of USD 75,000?") == {"RFQ": MISSING}


def test_a_negation_needs_an_exception_in_the_passage():
    doc = "Gift cards cannot be refunded. Opened hardware can be returned within 30 days."
    assert statuses("Which items cannot be refunded?", doc) == {"cannot": MATCHED}
    assert statuses("Which items cannot be refunded?", "Opened hardware can be returned within 30 days.") == {"cannot": MISSING}


def test_the_answer_type_and_unit_must_be_in_the_passage():
    assert align("How many days does a refund request have?", REFUND).answer_span == "30 days"
    no_amount = align("What is the deductible on the travel insurance?", "Employees are covered by travel insurance with Harbor Mutual.")
    assert no_amount.focus_missing and no_amount.focus == "deductible"  # the attribute asked for is named nowhere
    hours = align("How many hours does a customer have to request a refund?", REFUND)
    assert hours.answer_missing and hours.unit_conflict == "day"


TRIPS = ("Trips with an estimated total cost above EUR 2,500 also need approval from the department head. Trips outside Europe "
         "also need approval from the Security team, which checks the destination's travel advice.")


def test_a_duration_needs_a_time_span_an_amount_does_not_say_how_long():
    slow = align("How long does the Security team need to approve a trip outside Europe?", TRIPS)
    assert slow.answer_missing and not slow.answer_span  # "EUR 2,500" stands in the window, and is not a duration
    worded = align("How long does the Security team need?", TRIPS + " The Security team answers within a week.")
    assert worded.answer_span == "a week"


def test_a_procedure_needs_a_step_an_entitlement_is_not_one():
    assert align("How do I request volunteer time off?", "Volunteer time off: 8 hours per year.").answer_missing
    step = align("How do I request volunteer time off?", "Volunteer time off: 8 hours per year. Request it in PeopleHub under Leave.")
    assert step.answer_span == "Request" and not step.answer_missing


def test_a_named_thing_needs_a_name_the_question_does_not_already_give():
    assert align("Which airline do we fly with?", "Employees fly economy with an approved airline.").answer_missing
    assert align("Which airline do we fly with?", "Employees fly economy with KLM, the approved airline.").answer_span == "KLM"


def test_a_category_rule_covers_a_place_it_does_not_name():
    doc = "International travel: EUR 70 per day. Domestic travel: EUR 55 per day."
    (m,) = align("What daily allowance applies to a trip to Tokyo?", doc).matches
    assert m.status == IN_DOCUMENT and m.found.lower() in ("international", "domestic")


def test_names_match_by_alias_acronym_and_small_spelling_differences():
    assert statuses("How many paid holidays are there for US staff?", "Globex observes 10 paid holidays in the United States.") == {"US": MATCHED}
    assert statuses("What is the purpose of the ASER?", "The Annual Status of Education Report (ASER) evaluates learning.") == {"ASER": MATCHED}
    assert statuses("When was most of Sunnside developed?", "Sunnyside was largely developed in the 1950s.") == {"Sunnside": MATCHED}


# -- the asker's own figures, places under a general rule, comparisons the figures settle (issue 18, second round)

HOTEL = "The hotel cap is USD 225 per night before taxes. Keep the hotel receipt."
HOLIDAYS_BY_COUNTRY = ("Acme observes the public holidays of the country in which the employee is employed. "
                       "For employees in the Netherlands these are New Year's Day and King's Day.")
PRICES = "| Product | Price |\n|---|---|\n| Dock | EUR 129 |\n| Cam | EUR 89 |\n| Headset | EUR 149 |"


def test_the_askers_own_figure_is_compared_with_the_policys_not_looked_up():
    assert statuses("My hotel was $60 for the night. Do I still need the receipt?", HOTEL) == {"$60": IN_DOCUMENT}
    assert statuses("The hotel cap is USD 225, right?", HOTEL) == {"USD 225": MATCHED}
    # the same figure in a currency the documents never use cannot be compared: the documents' own amount conflicts (round 19)
    assert statuses("My hotel was 60 pounds for the night. Do I still need the receipt?", HOTEL) == {"60 pounds": CONFLICT}
    # "only" before a figure is no bound, and weeks compare with days
    (only,) = align("My hotel was only $60. Do I need the receipt?", HOTEL).matches
    assert only.constraint.comparator == "" and only.status == IN_DOCUMENT
    assert statuses("The headset came 3 weeks ago. Can the customer still return it?", REFUND) == {"3 weeks": IN_DOCUMENT}


def test_the_askers_own_calendar_day_is_reckoned_with_the_policys_periods_a_year_or_month_is_not():
    pto = "New employees can use PTO after 30 days of employment."
    assert statuses("Started on 1 March. Can I take a PTO day on 20 March?", pto) == {"1 March": IN_DOCUMENT, "20 March": IN_DOCUMENT,
                                                                                       "PTO": MATCHED}
    assert statuses("What changed on 1 March?", "The policy is effective from 1 January 2025.")["1 March"] == MISSING  # no period to reckon with
    assert statuses("Could new employees use PTO right away in 2019?", pto)["2019"] == MISSING  # a year names another version


def test_a_place_falls_under_the_general_rule_unless_the_rule_depends_on_the_place():
    assert statuses("What is the hotel cap in Chicago?", HOTEL) == {"Chicago": IN_DOCUMENT}
    assert statuses("Which public holidays do employees in Spain get?", HOLIDAYS_BY_COUNTRY)["Spain"] in (CONFLICT, MISSING)
    # "at Staples" names a channel, not a place
    assert statuses("What is the hotel cap at Staples?", HOTEL) == {"Staples": MISSING}


def test_a_price_comparison_the_figures_settle_is_met_a_popularity_ranking_is_not():
    assert statuses("Which product has the lowest price?", PRICES)["lowest"] == IN_DOCUMENT
    assert statuses("Which product is the most popular?", PRICES)["the most popular"] == MISSING
    assert statuses("Which product has the lowest price?", "The Dock costs EUR 129.")["lowest"] == MISSING


def test_a_year_outside_the_period_the_document_applies_to_conflicts():
    status = "This version applies to all expenses incurred on or after 1 January 2025. It replaces the 2023 policy."
    hotels = "The standard hotel cap is EUR 180 per night."
    assert statuses("What is the hotel cap in 2025?", status, hotels)["2025"] in (MATCHED, IN_DOCUMENT)
    (m,) = align("What was the hotel cap back in 2023?", status, hotels).matches
    assert (m.status, m.found) == (CONFLICT, "from 1 January 2025")
    # the month counts when the question gives one: March is before July, August is not
    july = "Version 3.0 applies to expenses incurred on or after July 1, 2025. The per diem is USD 75."
    assert statuses("What was the per diem in March 2025?", july) == {"2025": CONFLICT}
    assert statuses("What was the per diem in August 2025?", july) == {"2025": MATCHED}


def test_a_year_inside_the_period_the_document_applies_to_is_met_by_the_period_up_to_its_present():
    status = "This version applies to all expenses incurred on or after 1 January 2025. It replaces the 2023 policy."
    hotels = "The standard hotel cap is EUR 180 per night."
    (m,) = align("what is the hotel cap for a trip in february 2026?", status, hotels).matches
    assert (m.status, m.found) == (IN_DOCUMENT, "the documents' period (from 1 January 2025)")
    # the newest year the documents name is 2025: a year two on is a future the policy may yet change
    assert statuses("What hotel cap will apply in 2027?", status, hotels) == {"2027": MISSING}
    closed = "Version 1.0 applied to expenses incurred from 1 January 2021 to 31 December 2024. Claims went on form FIN-7."
    assert statuses("back in 2023, where did the FIN-7 forms go?", closed)["2023"] == IN_DOCUMENT
    assert statuses("where did the FIN-7 forms go in 2025?", closed)["2025"] == CONFLICT


def test_an_everyday_brand_is_met_where_the_passage_names_its_kind():
    taxis = "Taxis and ride-hailing are reimbursed when no public transport is available."
    qc = extract_constraints("Can I expense a Bolt ride home after the client dinner?", Vocabulary.from_texts([taxis]))
    kinds = {"bolt": ["ride-hailing", "taxi"]}
    assert [m.status for m in Aligner(synonyms=kinds).align(qc, [taxis]).matches] == [MATCHED]
    assert [m.status for m in Aligner().align(qc, [taxis]).matches] == [MISSING]  # without the knob, a name the passage lacks
    trains = "Public transport is reimbursed at the actual fare."
    assert [m.status for m in Aligner(synonyms=kinds).align(qc, [trains]).matches] == [MISSING]


def test_the_time_an_actor_takes_needs_a_time_beside_the_act_not_the_askers_deadline():
    replies = "Managers should reply to a PTO request within 3 business days."
    deadline = "Submit the TR-1 at least 14 days before departure. The line manager approves it."
    a = align("How many days does my manager have to reply to my PTO request?", replies)
    assert (a.answer_type, a.answer_span) == ("turnaround", "3 business days")
    b = align("How many days does my manager have to approve my TR-1?", deadline)
    assert (b.answer_type, b.answer_span, b.answer_missing) == ("turnaround", "", True)
    # the asker's own time and a delivery's are plain durations, as before
    assert align("How long does standard delivery take to Spain?", replies).answer_type != "turnaround"
    assert align("How many days do I have to submit the TR-1?", deadline).answer_type != "turnaround"


def test_a_turnaround_is_timed_by_its_own_verb_not_by_the_act_it_counts_from():
    claims = "A replacement ships within 5 business days after the claim is confirmed."
    assert align("How many days does the shop take to confirm a claim?", claims).answer_span == ""  # the time of shipping
    assert align("How many days does the shop take to ship the replacement?", claims).answer_span == "5 business days"
    box = "The help desk sends a prepaid return box. Return the laptop within 5 days of your last day."
    assert align("How many days does the help desk take to send me the box?", box).answer_span == ""  # the laptop's deadline
    wipe = "Security wipes a reported laptop remotely within 1 hour."
    for question in ("how long does it take for Security to wipe my laptop?", "how long until Security has wiped the laptop?"):
        a = align(question, wipe)
        assert (a.answer_type, a.answer_span) == ("turnaround", "1 hour")
    assert align("how long until my refund arrives?", wipe).answer_type != "turnaround"  # a thing, not an actor


def test_a_figure_in_a_products_name_is_a_variant_not_the_askers_case():
    drives = "- **HomeVault Drive 4 TB**: certified replacement drive. Price USD 119."
    (m,) = align("What does the 8 TB HomeVault drive cost?", drives).matches
    assert (m.status, m.found) == (CONFLICT, "4 TB")
    assert align("How much is the HomeVault Drive 12 TB?", drives).conflicts
    mileage = "Mileage for private cars: USD 0.67 per mile."
    assert statuses("Drove 150 miles to a client. How much do I get?", mileage) == {"150 miles": IN_DOCUMENT}  # the asker's case


def test_a_country_typed_in_lower_case_is_still_a_place_to_match():
    holidays = ("In addition to PTO, Acme observes the public holidays of the country in which the employee is employed. For employees "
                "in the Netherlands these are New Year's Day, Good Friday, King's Day (27 April) and Christmas Day.")
    found = statuses("is 12 october a day off for colleagues employed in spain", holidays)
    assert found.get("spain") in (MISSING, CONFLICT)
    assert statuses("is king's day a day off in the netherlands?", holidays).get("netherlands") in (MATCHED, IN_DOCUMENT)
    assert statuses("can i turkey-sandwich my way through a client lunch?", holidays) == {}  # an ordinary word, not a place


def test_a_city_or_region_typed_in_lower_case_is_a_place_with_its_country():
    holidays = "Employees in the Netherlands have King's Day (27 April) off. Employees in Poland have 3 May off."
    assert statuses("im based in ontario, which holidays do i get off?", holidays).get("ontario") in (MISSING, CONFLICT)
    assert statuses("joining acme uk in london. is the august bank holiday a day off?", holidays).get("uk") == MISSING
    assert statuses("moving to the warsaw team. is 3 may a day off there?", holidays).get("warsaw") in (MATCHED, IN_DOCUMENT)  # Poland's city
    assert statuses("can austin from payroll check the 27 april rule?", holidays) == {"27 april": MATCHED}  # a first name in lower case


MATCH_401K = "Globex matches 100% of the first 4% of salary you contribute to the 401(k), vested immediately."


def test_a_rate_the_asker_pays_in_is_compared_with_the_policys_rates_not_looked_up():
    assert statuses("If I put 6% of my salary into the 401(k), how much does Globex add?", MATCH_401K)["6%"] == IN_DOCUMENT
    assert statuses("I earn USD 80,000 and contribute 3%. What does Globex match?", MATCH_401K)["3%"] == IN_DOCUMENT
    # a rate that is the policy's own term still conflicts with another rate
    assert statuses("Does Globex match 50% of contributions?", MATCH_401K)["50%"] == CONFLICT


def test_an_amount_ends_the_name_before_it_and_days_are_answered_in_business_days():
    approvals = "Manager: claims up to USD 2,500. Director: claims up to USD 15,000."
    qc = extract_constraints("Who approves a PO of USD 75,000?", Vocabulary.from_texts([approvals]))
    assert [(c.kind, c.text) for c in qc.constraints] == [("number", "USD 75,000"), ("entity", "PO")]
    express = "Delivery times to Norway and Switzerland are 2 business days longer."
    a = align("how many days does express take to switzerland", express)
    assert a.answer_span == "2 business days" and not a.unit_conflict


def test_a_comparator_the_text_already_says_is_described_once():
    (only,) = [c for c in extract_constraints("Should I set an OOO if I'm out only Friday afternoon?", Vocabulary.from_texts(["x"])).constraints
               if c.kind == "qualifier"]
    assert only.describe() == "only Friday"


def test_a_city_meets_the_country_a_passage_names_and_conflicts_only_with_other_cities():
    express = "Express: 1-2 business days within the EU. Delivery times to Norway and Switzerland are 2 business days longer."
    assert statuses("How long does express take to Oslo?", express)["Oslo"] in (MATCHED, IN_DOCUMENT)
    residency = "Data of Canadian customers is stored in Toronto; data of US customers is stored in Virginia."
    assert statuses("Where does Globex store the data of a customer in Calgary?", residency)["Calgary"] in (MATCHED, IN_DOCUMENT)
    per_diem = "Employees travelling to Japan receive a per diem of EUR 90 per day."
    assert statuses("What is the per diem for employees travelling to Seoul?", per_diem)["Seoul"] == CONFLICT  # Korea, not Japan
    assert statuses("What is the per diem for employees travelling to Osaka?", per_diem)["Osaka"] == MATCHED


def test_a_moment_the_asker_starts_from_lets_a_duration_answer_when():
    vpn = "VPN sessions are disconnected automatically after 12 hours; reconnect with your token."
    assert align("I connected to the VPN at 08:00 this morning. At what time will it kick me out?", vpn).answer_span == "12 hours"
    assert align("If I connect at 9 a.m., when will I need to sign in again?", vpn).answer_span == "12 hours"
    assert align("When will the VPN disconnect me?", vpn).answer_span == ""  # no moment to count from: a date is asked
    claims = "Submit expense claims within 30 days of the expense."
    assert align("I paid for a taxi on 3 March. What is the last day I can submit the claim?", claims).answer_span == "30 days"


def test_the_thing_done_without_is_the_noun_after_the_verb_or_adjective():
    def qualifiers(question: str) -> list[str]:
        return [c.value for c in extract_constraints(question, Vocabulary.from_texts(["x"])).constraints if c.kind == "qualifier"]

    assert qualifiers("What is the last day I can submit the claim without needing an exception?") == ["exception"]
    assert qualifiers("If I book a hotel for EUR 195 without extra approval, what do I get back?") == ["approval"]
    assert qualifiers("Can I claim it without receipts?") == ["receipt"]
    assert qualifiers("Is everything refunded except shipping?") == ["shipp"]


def test_what_is_left_at_the_years_end_needs_a_passage_that_says_what_happens_to_it():
    volunteer = "Every employee gets 8 hours of paid volunteer time off per calendar year."
    carried = "Up to 40 unused hours carry over into the next year; hours above that are forfeited on 1 January."
    assert statuses("Do unused volunteer hours roll over into next year?", volunteer)["roll over"] == MISSING
    assert statuses("Can I carry my PTO over to January?", carried)["carry my PTO over"] in (MATCHED, IN_DOCUMENT)
    expiring = "The floating holiday expires on 31 December if it is not used."
    assert statuses("Didn't use my floating holiday this year, does it roll over?", expiring)["roll over"] == MATCHED


def test_a_shop_under_the_companys_own_name_is_its_own_not_a_reseller():
    question = "I bought the dock at an Initech store. Can I get a refund?"
    qc = extract_constraints(question, Vocabulary.from_texts([REFUND]))

    def shop(a):
        return [m.status for m in a.matches if m.constraint.kind == "qualifier"]

    assert shop(Aligner().align(qc, [REFUND])) == [EXCLUDED]  # another company's shop: a reseller
    assert EXCLUDED not in shop(Aligner().align(qc, [REFUND], company="initech"))


def test_the_companys_own_name_is_no_rival_place():
    """"stored in Globex data centers in Virginia …": the rival of "in the US" is one of the places, never the company itself."""
    data = "Customer data is stored in Globex data centers in Virginia and Oregon, and in Toronto for Canadian customers."
    question = "I'm a customer up in Canada - does my backup sit in the US?"
    qc = extract_constraints(question, Vocabulary.from_texts([data]))
    rivals = {m.constraint.text: m.found for m in Aligner().align(qc, [data], company="globex").matches if m.status == CONFLICT}
    assert rivals.get("US") in ("Virginia", "Oregon", "Toronto")
    without = {m.constraint.text: m.found for m in Aligner().align(qc, [data]).matches if m.status == CONFLICT}
    assert without.get("US") == "Globex"  # what a judge that is not told the company sees
