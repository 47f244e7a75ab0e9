"""The small vocabulary the v28 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions about **IT, security and data handling**, asked by employees, contractors,
new joiners, leavers, managers, support staff and (for the products' data terms) customers — passwords and MFA,
laptops and phones, installing and requesting software, access to internal systems and the VPN, data classification,
retention and location, incidents, phishing and who to tell, the service desk — stay readable when each is one call
with its label next to the words. Many are asked vaguely or with the wrong name for a system ("the HR portal",
"LastPass", "the authenticator"). The builders check on the spot what the loader test checks later (a known kind, a
known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rules: every case says who
asks (exactly one of the `AUDIENCES`) and which IT aspect it has (at least one of `ASPECTS`, or `plain` alone); an
answerable note gives the answer ("Answer:"); a `missing_detail` note says what the passages *give* and what they lack;
an `other_role` or `other_entity` note says which groups, systems or products the passages *cover*; an answerable
`general_rule` note names the general rule; the answer shapes `paraphrase`, `two_passages` and `general_rule` stand
only on answerable cases; an `other_unit` question names a currency other than the tenant's own; a `lowercase` question
has no capital letter; `stated_no` and `boundary` stand only on answerable cases. Passages are named
`<short file>/<heading>` (or `faq/<question>`); `author_judge_v28.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASPECTS = {"credentials",  # passwords, passphrases, password managers, resets
           "mfa",  # MFA apps, sign-in approvals, hardware security keys
           "devices",  # laptops and phones: screen lock, disk encryption, lost or stolen, returning them
           "software",  # installing and requesting software, approved tools
           "access",  # the VPN, remote access, who may reach, approve in or see a system or document
           "data",  # data handling, classification, storage location, retention, encryption of data
           "incident",  # security incidents, phishing, suspicious activity and who to tell
           "helpdesk",  # the IT Service Desk / IT Help Desk: response times, tickets, how to reach it
           "supplier",  # supplier security: questionnaires, bank-detail checks, data processing agreements
           "identity",  # verifying who a caller or customer is before acting
           "product",  # the customer-facing products' security and data terms, and buying them
           "travel",  # security around business travel
           "workplace",  # home-office equipment and allowances
           "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "duration", "date", "count", "pick", "list", "steps", "contact"}  # the asked answer's shape
QUALIFIERS = {"boundary",  # the question sits exactly on a threshold or limit (answerable only)
              "stated_no",  # the answer is a "no" the passage states (answerable only)
              "wrong_name",  # the question names the system vaguely or wrongly ("the HR portal", "LastPass")
              "place",  # a country, state, province or city
              "channel",  # a channel: where something was bought, or how something is reported or returned
              "version",  # a version or year of a document
              "currency"}  # an amount in a currency
AUDIENCES = {"employee", "contractor", "new_joiner", "leaver", "manager", "support", "customer"}  # who asks
VOICES = {"formal", "chatty", "terse", "lowercase", "typos", "non_native", "relayed"}  # relayed: asked for someone else
TAGS = SHAPES | ASPECTS | FORMS | QUALIFIERS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    aspects = ASPECTS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not aspects or ("plain" in aspects and len(aspects) > 1):
        raise ValueError(f"say which IT aspect it has (one or more of {sorted(ASPECTS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, systems or products the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and (ANSWER_SHAPES | {"stated_no", "boundary"}) & set(tag_list):
        raise ValueError(f"answer shapes, stated_no and boundary describe answerable cases only: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "lowercase" in tag_list and question != question.lower():
        raise ValueError(f"a lowercase question has no capital letter: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
