"""The exact preservation guard, by example and by property (seeded generator, no new dependency).

Every generated question is a set of facts (a number with its unit, an amount with its currency, an id, a
version, a date, a name, a negation) rendered in one phrasing; a faithful rewrite renders the same facts
in another phrasing (reordered, synonyms, added context, dates and numbers written differently,
abbreviations expanded, references resolved); a lossy rewrite renders them with one fact changed or dropped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date, timedelta

import pytest

from querylab.preservation import Vocabulary, facts, missing_in_parts, missing_protected

SEED = 20261130
N_LOSSY = 1200
N_FAITHFUL = 400
#: Measured with this seed (see the test's assertion message); the guard fails closed, so a faithful rewrite
#: is sometimes refused (the original query is then used, nothing is lost).
MAX_FALSE_REJECTION_RATE = 0.02


# -- by example ------------------------------------------------------------------------------------
@pytest.mark.parametrize("original,rewrite", [
    ("refund within 10 days", "refund within 110 days"),
    ("is the fee $10", "is the fee $100"),
    ("status of order 104", "status of order 1042"),
    ("what changed in version 2", "what changed in version 2.1"),
    ("Berlin hotel cap", "hotel cap"),
    ("which items are not refundable", "which items are refundable"),
    ("policy effective March 3, 2025", "policy effective 2025-03-04"),
    ("refund within 10 days", "refund within 10 weeks"),
    ("refund within 10 business days", "refund within 10 days"),
    ("per diem of EUR 45", "per diem of USD 45"),
    ("withdraw EXP-2041", "withdraw EXP-20411"),
    ("can I get a refund after ten days", "can I get a refund after 11 days"),
    ("what did the 2024 policy say", "what did the 2025 policy say"),
    ("what happens next week", "what happens"),
    ("I never received order 1043", "I received order 1043"),
])
def test_known_losses_are_caught(original: str, rewrite: str) -> None:
    assert missing_protected(original, rewrite), f"{original!r} -> {rewrite!r} was accepted"


@pytest.mark.parametrize("original,rewrite", [
    ("refund within 10 days", "refund within ten days"),
    ("is the fee $10", "is the fee 10 dollars"),
    ("is the fee $1,000", "is the 1000 USD fee"),
    ("policy effective March 3, 2025", "policy effective 2025-03-03"),
    ("policy effective March 3, 2025", "the policy in force from 3 March 2025"),
    ("what changed in version 2", "changes made in v2"),
    ("Berlin hotel cap", "hotel cap for Berlin trips"),
    ("How many PTO days do I get", "how many paid time off days do I get"),
    ("I can't get a refund after 30 days", "why can I not get a refund after 30 days?"),
    ("Explain the refund policy", "refund policy"),
    ("withdraw EXP-2041", "withdraw exp-2041 please"),
    ("what did the 2024 policy say", "expense policy of January 2024"),
])
def test_faithful_rewrites_pass(original: str, rewrite: str) -> None:
    assert missing_protected(original, rewrite) == []


def test_names_in_any_script_are_whole_words() -> None:
    q = "Where are Gila monsters found, in the country of Sergio Tolento Hernández's party?"
    assert missing_protected(q, q) == []
    assert missing_protected(q, "Gila monsters country of Sergio Tolento party") == ["Hernández"]
    assert "Purkyně" in facts("the city where Karel Purkyně died").names


def test_first_word_names_use_the_corpus_vocabulary() -> None:
    vocab = Vocabulary.from_texts(["The hotel cap in Berlin is 150 EUR.", "Book your travel through the portal. Rooms are booked early."])
    assert "Berlin" in facts("Berlin hotel cap", vocab).names
    assert "Travel" not in facts("Travel rules for interns", vocab).names  # the corpus writes "travel" in lower case
    assert "Zanzibar" in facts("Zanzibar per diem", vocab).names  # unknown: protected (fails closed)
    assert "What" not in facts("What is the cap", vocab).names


def test_sub_intents_must_keep_every_fact_between_them() -> None:
    q = "How long does a refund take for order 1042, and cancel order 1043"
    assert missing_in_parts(q, ["how long does a refund take for order 1042", "cancel order 1043"]) == []
    assert missing_in_parts(q, ["how long does a refund take", "cancel order 1043"]) == ["1042"]


# -- by property -----------------------------------------------------------------------------------
NAMES = ("Berlin", "Munich", "Lisbon", "Zurich", "Dublin", "Oslo", "Contoso", "Northwind", "Madrid", "Vienna")
SUBJECTS = (("hotel cap", "hotel limit"), ("refund window", "refund period"), ("per diem", "daily allowance"),
            ("meal limit", "meal allowance"), ("shipping fee", "delivery charge"), ("return policy", "returns rules"),
            ("PTO balance", "paid time off balance"), ("T&E limit", "travel and expenses limit"), ("WFH stipend", "work from home stipend"))
UNITS = ("days", "weeks", "months", "hours", "nights", "business days")
CURRENCIES = (("$", "dollars", "USD"), ("€", "euros", "EUR"), ("£", "pounds", "GBP"))
NUMBER_WORDS = {2: "two", 3: "three", 5: "five", 7: "seven", 10: "ten", 12: "twelve", 14: "fourteen", 30: "thirty", 60: "sixty", 90: "ninety"}
NEGATIONS = (("not", "is it not"), ("never", "never"), ("cannot", "can not"), ("don't", "do not"), ("without", "without"))
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


@dataclass(frozen=True)
class Case:
    name: str
    subject: tuple[str, str]
    n: int
    unit: str
    amount: int
    currency: tuple[str, str, str]
    order: str
    request: str
    version: str
    day: date
    negation: tuple[str, str]


def random_case(rng: random.Random) -> Case:
    return Case(
        name=rng.choice(NAMES), subject=rng.choice(SUBJECTS), n=rng.choice(list(NUMBER_WORDS) + [4, 6, 8, 15, 21, 45]),
        unit=rng.choice(UNITS), amount=rng.choice([10, 25, 40, 75, 120, 150, 300, 1000, 2500]), currency=rng.choice(CURRENCIES),
        order=str(rng.randint(100, 9999)), request=f"EXP-{rng.randint(1000, 9999)}", version=rng.choice(["2", "2.1", "3", "1.4", "10"]),
        day=date(2024, 1, 1) + timedelta(days=rng.randint(0, 700)), negation=rng.choice(NEGATIONS),
    )


def render_date(d: date, style: int) -> str:
    month = MONTH_NAMES[d.month - 1]
    return [f"{month} {d.day}, {d.year}", d.isoformat(), f"{d.day} {month} {d.year}", f"{month} {d.day} {d.year}"][style % 4]


def render_amount(c: Case, style: int) -> str:
    symbol, word, code = c.currency
    return [f"{symbol}{c.amount}", f"{c.amount} {word}", f"{code} {c.amount}", f"{c.amount} {code}"][style % 4]


def render_number(c: Case, style: int) -> str:
    word = NUMBER_WORDS.get(c.n)
    return f"{word} {c.unit}" if (style % 2 and word) else f"{c.n} {c.unit}"


def original(c: Case, v: int) -> str:
    """Phrasings a user might type; the name opens half of them."""
    neg, _ = c.negation
    s, _ = c.subject
    d, amt, num = render_date(c.day, v), render_amount(c, v), render_number(c, v)
    if neg == "without":
        clause = f"claim {amt} without a receipt"
    elif neg == "cannot":
        clause = f"I cannot claim {amt}"
    elif neg == "don't":
        clause = f"I don't get {amt} back"
    elif neg == "never":
        clause = f"I never got {amt} back"
    else:
        clause = f"the {s} is not {amt}"
    if v % 2 == 0:
        return (f"{c.name} {s}: why {clause} for order {c.order} after {num}, under version {c.version} "
                f"of the policy effective {d}, request {c.request}?")
    return (f"Under version {c.version} effective {d}, {clause} for order {c.order} in {c.name} "
            f"after {num}? Request {c.request}.")


def faithful(c: Case, v: int, rng: random.Random) -> str:
    """The same facts, differently: reordered, synonyms, added context, other date/number/currency forms."""
    neg, neg_alt = c.negation
    s, synonym = c.subject
    w = rng.randint(0, 3)
    d, amt, num = render_date(c.day, w + 1), render_amount(c, w + 1), render_number(c, w + 1)
    if neg == "without":
        clause = f"claiming {amt} without any receipt"
    elif neg == "cannot":
        clause = f"why I can not claim {amt}"
    elif neg == "don't":
        clause = f"why I do not get {amt} back"
    elif neg == "never":
        clause = f"why I never got {amt} back"
    else:
        clause = f"whether the {s} is not {amt}"
    context = rng.choice(["", " according to the travel and expense handbook", " for a business trip", " (asked by a new employee)"])
    forms = [
        f"order {c.order}, request {c.request}: {clause} after {num}{context}; {c.name} {synonym}, policy version {c.version} effective {d}",
        f"In {c.name}, {clause} after {num} for order {c.order} and request {c.request} ({synonym}), per v{c.version} of the policy in force since {d}{context}",
        f"{synonym} of {c.name}{context}: {clause} — order {c.order}, request {c.request}, after {num}, version {c.version}, effective {d}",
    ]
    return forms[rng.randrange(len(forms))]


def lossy(c: Case, v: int, rng: random.Random, kind: str) -> str:
    """The original phrasing, or a faithful one, with exactly one fact changed or dropped."""
    text = original(c, v)
    if kind == "number shifted":
        return text.replace(render_number(c, v), render_number(replace(c, n=c.n + rng.choice([1, 2, 5, -1])), 0), 1)
    if kind == "digit appended":
        target = rng.choice(["order", "amount", "number"])
        if target == "order":
            return text.replace(f"order {c.order}", f"order {c.order}{rng.randint(0, 9)}", 1)
        if target == "amount":
            return text.replace(render_amount(c, v), render_amount(replace(c, amount=c.amount * 10 + rng.randint(0, 9)), v), 1)
        return text.replace(render_number(c, v), f"1{c.n} {c.unit}", 1)
    if kind == "unit swapped":
        other = rng.choice([u for u in UNITS if u.rstrip("s") != c.unit.rstrip("s")])
        return text.replace(render_number(c, v), render_number(replace(c, unit=other), v), 1)
    if kind == "currency swapped":
        other = rng.choice([x for x in CURRENCIES if x != c.currency])
        return text.replace(render_amount(c, v), render_amount(replace(c, currency=other), v), 1)
    if kind == "negation dropped":
        neg = c.negation[0]
        dropped = {"not": ("is not ", "is "), "never": ("never got", "got"), "cannot": ("cannot", "can"),
                   "don't": ("don't get", "get"), "without": ("without a receipt", "with a receipt")}[neg]
        return text.replace(*dropped, 1)
    if kind == "name dropped":
        return text.replace(f"{c.name} ", "", 1) if text.startswith(c.name) else text.replace(f" in {c.name}", "", 1)
    if kind == "date moved":
        moved = c.day + timedelta(days=rng.choice([1, -1, 7, 31, 365]))
        return text.replace(render_date(c.day, v), render_date(moved, rng.randint(0, 3)), 1)
    if kind == "version changed":
        other = {"2": "2.1", "2.1": "2", "3": "3.1", "1.4": "1.5", "10": "1"}[c.version]
        return text.replace(f"version {c.version}", f"version {other}", 1)
    if kind == "id changed":
        return text.replace(c.request, c.request + str(rng.randint(0, 9)), 1)
    raise ValueError(kind)


LOSSY_KINDS = ("number shifted", "digit appended", "unit swapped", "currency swapped", "negation dropped",
               "name dropped", "date moved", "version changed", "id changed")


def test_generated_lossy_rewrites_are_all_rejected() -> None:
    rng = random.Random(SEED)
    accepted: list[tuple[str, str, str]] = []
    for i in range(N_LOSSY):
        c, v, kind = random_case(rng), rng.randint(0, 7), LOSSY_KINDS[i % len(LOSSY_KINDS)]
        q, bad = original(c, v), lossy(c, v, rng, kind)
        assert bad != q, (kind, q)  # the generator really changed something
        if not missing_protected(q, bad):
            accepted.append((kind, q, bad))
    assert accepted == [], f"{len(accepted)} of {N_LOSSY} lossy rewrites accepted, e.g. {accepted[:3]}"


def test_an_unchanged_question_is_never_rejected() -> None:
    rng = random.Random(SEED + 2)
    questions = [original(random_case(rng), rng.randint(0, 7)) for _ in range(200)] + [q for q, _ in HAND_FAITHFUL]
    assert [q for q in questions if missing_protected(q, q)] == []


def test_generated_faithful_rewrites_false_rejection_rate() -> None:
    rng = random.Random(SEED + 1)
    rejected: list[tuple[str, str, list[str]]] = []
    for _ in range(N_FAITHFUL):
        c, v = random_case(rng), rng.randint(0, 7)
        q, good = original(c, v), faithful(c, v, rng)
        lost = missing_protected(q, good)
        if lost:
            rejected.append((q, good, lost))
    rate = len(rejected) / N_FAITHFUL
    assert rate <= MAX_FALSE_REJECTION_RATE, f"false-rejection rate {rate:.3f} ({len(rejected)}/{N_FAITHFUL}), e.g. {rejected[:3]}"


#: Faithful rewrites as a model might write them (synonyms, reordering, added context, expanded
#: abbreviations, resolved references), written by hand and not generated: the guard's false rejections
#: here are the honest figure (it rejects a few synonyms of negated verbs and a unit shared by two numbers).
HAND_FAITHFUL = [
    ("How many PTO days do I get after 5 years?", "paid time off days entitlement after 5 years of service"),
    ("What's the hotel cap in Berlin?", "Berlin hotel cap per night"),
    ("Can I expense a $40 dinner?", "expense policy meal limit for a dinner of $40"),
    ("is order 1042 shipped yet", "shipping status of order 1042"),
    ("Does the 2025 travel policy still allow business class?", "business class allowed under the travel policy of 2025"),
    ("I can't find my refund for order 1043", "refund not found for order 1043"),
    ("what about it for contractors?", "refund policy for contractors"),
    ("Tell me the per diem for Munich trips longer than 3 days", "Munich per diem for trips of more than three days"),
    ("When does the new expense policy take effect?", "effective date of the new expense reimbursement policy"),
    ("Which items are not returnable?", "items that are not returnable under the return policy"),
    ("Is there a limit on T&E for interns?", "travel and expenses limit for interns"),
    ("Acme refund window for damaged goods", "refund window for damaged goods at Acme"),
    ("how long for refunds to show up, 5-7 business days?", "refund processing time 5-7 business days"),
    ("What did the policy say before March 2024?", "policy text before March 2024"),
    ("Why was my claim EXP-2041 rejected?", "reason claim EXP-2041 was rejected"),
    ("Do I need a receipt under €25?", "receipt required for expenses below 25 euros"),
    ("Is WFH allowed on Fridays?", "work from home policy on Fridays"),
    ("Show me version 2 of the travel policy", "travel policy version 2"),
    ("I never got my reimbursement for the Lisbon trip", "reimbursement never received for the Lisbon trip"),
    ("Can managers approve up to $5,000?", "manager approval limit of $5000"),
    ("Are flights over 6 hours eligible for business class?", "business class eligibility for flights longer than 6 hours"),
    ("no receipt, can I still claim it?", "claiming an expense without a receipt"),
    ("Cancel order 1043 please", "cancel order 1043"),
    ("what is the deadline to submit expenses, 30 days or 60 days?", "expense submission deadline 30 or 60 days"),
    ("Globex travel policy for Q4 2026", "travel policy Q4 2026 Globex"),
    ("Is the 2023 expense policy still valid?", "validity of the 2023 expense reimbursement policy"),
    ("how much PTO can I carry over into next year?", "paid time off carry over limit into next year"),
    ("Explain the SLA for support tickets", "service level agreement for support tickets"),
    ("My order 1042 hasn't arrived", "order 1042 has not arrived yet"),
    ("Does the refund policy cover items bought on 2025-01-15?", "refund policy coverage for purchases made January 15, 2025"),
    ("What's the ETA for order 1044?", "estimated time of arrival of order 1044"),
    ("hotel cap in New York", "New York hotel nightly cap"),
    ("Who approves expenses above 1,000 EUR?", "approver for expenses over EUR 1000"),
    ("Can I book a flight without manager approval?", "booking flights without approval from a manager"),
    ("Tell me about version 3.2 changes", "changes in v3.2"),
    ("Is there a per diem for Zurich?", "Zurich per diem rate"),
    ("What is not covered by the warranty?", "items the warranty does not cover"),
    ("Return window for the Acme Headset?", "return period for the Acme Headset"),
    ("I don't want a refund, just an exchange", "an exchange instead of a refund, I do not want a refund"),
    ("Refunds after ten days?", "refund rules for returns after 10 days"),
]
MAX_HAND_FALSE_REJECTIONS = 2


def test_hand_written_faithful_rewrites_false_rejections() -> None:
    rejected = [(q, r, missing_protected(q, r)) for q, r in HAND_FAITHFUL if missing_protected(q, r)]
    assert len(rejected) <= MAX_HAND_FALSE_REJECTIONS, f"{len(rejected)}/{len(HAND_FAITHFUL)} rejected: {rejected}"
