"""Does some passage satisfy every constraint of the question? Evidence alignment for the offline judge.

A "yes" needs a passage — a sentence or two adjacent sentences of one document — where the question's
hard constraints are matched (exactly for numbers, dates and versions; by name, alias or acronym for
names; by word for qualifiers) and where a span of the asked answer type stands (a date for "when", a
number for "how many", a name for "who" …). Names, dates and versions may also be matched elsewhere in
the *same* document: a policy's title says "2023" once, and every sentence below it is about 2023.

A constraint the documents match only with a *different* value of the same kind — "Japan" in the slot
where the question says "South Korea", version 3.1 where it asks for "before version 3", 14 days where it
asks about 30 — is a ``conflict``: the strongest sign the documents are about the topic but not about the
question. One that appears nowhere is ``missing``. The judge turns both into its verdict and motivation.

Where the question asks for an attribute (its *focus*, `querylab.offline.focus`: "the deductible"), the span
of the asked type must stand where the documents name that attribute, not anywhere in the passage; an
attribute named nowhere counts as a missing constraint. Not everything in a question must be found
verbatim: the asker's own figure ("my hotel was $60") is compared with the policy's figures, a place the
documents do not name falls under their general rule unless that rule depends on the place ("the public
holidays of the country in which …"), and a price comparison is settled by the documents' own amounts
(`querylab.offline.figures`). A year outside the period a document says it applies to conflicts (`querylab.offline.dated_matches`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Collection, Mapping, Sequence

from querylab.lexicon import sentences, stem, words
from querylab.offline.bridges import fold
from querylab.offline.alternatives import proposed_way
from querylab.offline.audiences import audience_status
from querylab.offline import catalogue
from querylab.offline.catalogue import PRODUCT_KINDS
from querylab.offline.changelog import unchanged_since
from querylab.offline.codes import is_code, other_code
from querylab.offline import departments
from querylab.offline.departments import department_conflict
from querylab.offline.constraints import DATE, VERSION, Constraint, QuestionConstraints, version_value
from querylab.offline.dated_matches import outside_validity, reckoned_from_periods, year_in_title
from querylab.offline.evidence_match import CONFLICT, EXCLUDED, IN_DOCUMENT, MATCHED, MISSING, Alignment, Match, Window
from querylab.offline.figures import another_term, askers_rate, names_a_variant, price_settled, rule_to_compare, satisfies, stated_ranges
from querylab.offline.focus import document_words, focus_forms, focus_passages
from querylab.offline.name_matching import Doc, entity_found
from querylab.offline.places import blocs_of, eu_scope, is_place, names_a_place
from querylab.offline.units import CURRENCY_CODES
from querylab.offline.spans import NAME, TYPED_ANSWERS, answer_span, norm_name, numbers, stem_set

#: Qualifier heads that are alternatives to one another: naming another one is a different value.
_QUALIFIER_GROUPS: tuple[frozenset[str], ...] = (
    frozenset({"store", "shop", "retail", "retailer", "reseller", "outlet", "phone", "mail", "post", "app", "website", "online",
               "web", "in-store", "in person", "offline", "text message", "text messag", "sms", "whatsapp", "live chat", "social media", "fax"}),
    frozenset({"contractor", "freelancer", "intern", "trainee", "consultant", "temp", "employee", "manager", "director",
               "executive", "student", "visitor", "guest", "part-time", "full-time", "permanent", "team lead", "supervisor",
               "apprentice", "volunteer"}),
    frozenset({"domestic", "international", "overseas", "oversea", "abroad"}),
)
#: The company's own site by the names its documents give it: "on the website" is met by the customer portal or the web shop
#: (judge v36 dev).
_ONLINE = {"website": ("portal", "web shop", "webshop"), "web": ("portal", "web shop", "webshop")}
#: A figure asked "above" is not met by the same figure stated as a ceiling ("up to USD 2,000"): `Aligner._status_in`.
_ABOVE = frozenset({"above", "over", "more than"})
_UPPER_BOUNDS = frozenset({"up to", "under", "below", "less than", "at most", "within"})
#: One scope in three words: a trip "abroad" or "overseas" is what policies call "international" (v12, v15, v21, v23 dev).
_ABROAD = frozenset({"international", "internationally", "overseas", "oversea", "abroad"})
_NEGATED = re.compile(r"\b(?:not|never|no|none|nothing|cannot|without|neither|nor|unable|except|excluding|only|fails?|failed|"
                      r"refused|prohibited|forbidden|unavailable|ineligible|excluded)\b|n't\b|\bun\w+able\b", re.I)
_REPLACED_BEFORE = re.compile(r"\b(?:replaces?|replaced|supersedes?|superseded|previous|earlier|old|former)\b[^.]*$")
_REPLACED_AFTER = re.compile(r"^[^.]{0,30}\b(?:expired|no longer|was replaced|is replaced)\b")
#: A sentence that names a group only to put it outside the policy: "Contractors claim expenses under their own contract".
_EXCLUSION = re.compile(r"\b(?:own (?:terms|contract|rules|policy)|not covered|does not apply|do not apply|not eligible|are excluded|is excluded|"
                        r"excluded from|not part of|(?<!refund )(?<!credit )(?<!exception )(?<!payment )outside (?:this|the) policy|not (?:refunded|reimbursed) by|by that \w+ under|"
                        r"under (?:the|its|their) \w+(?:['’]s)? (?:own )?terms)\b", re.I)
#: "Do I claim my travel costs under the Acme expense policy?": whether a group falls under the policy is asked, and the
#: sentence that puts it outside answers it (judge v14, v45 dev; no question a dev half labels unanswerable names a policy so).
_ASKS_COVERAGE = re.compile(r"\b(?:under|through|via|by|within)\s+(?:the\s+|our\s+|this\s+|that\s+|your\s+)?(?:[\w'’-]+\s+){0,3}?polic(?:y|ies)\b"
                            r"|\bpolic(?:y|ies)\s+(?:also\s+)?(?:apply|applies|cover|covers|include|includes)\b", re.I)
#: A shop that is not the company's own (v1, v3, v6, v7): the policy's sentence about resellers or retail partners decides.
_STORE_HEADS = frozenset({"store", "shop", "retail", "retailer", "outlet", "kiosk", "marketplace"})
_NAMED_SHOP = re.compile(r"\b(?:a|an|the)\s+[\w-]+\s+(?:[\w-]+\s+)?(?:stores?|shops?|retail\w*|outlets?|kiosks?|marketplaces?)\b", re.I)
_OWN_SHOP = re.compile(r"\b(?:web|online|app|our)\b", re.I)  # and the company's own name ("an Acme store"): `Aligner.align`
_RESELLERS = re.compile(r"\b(?:resell\w*|retail(?:ers?|\s+partners?)|distributors?|wholesalers?|third[- ]party\s+sellers?)\b", re.I)
#: Words that cover a place the passage does not name: "International travel: EUR 70", "Trips outside Europe".
_CATEGORY = re.compile(r"\b(?:international(?:ly)?|domestic|abroad|overseas|outside(?: of)? (?:the )?[A-Z]\w+|outside \w+|other countries|"
                       r"all countries|any country|worldwide|elsewhere|all other)\b", re.I)
#: Prepositions before a place: a place the documents do not name falls under their general rule …
_PLACE_SLOTS = frozenset({"in", "to"})  # not "at"/"from": "bought at Staples", "from a reseller" name a channel
_PLACE_ONLY_SLOTS = frozenset({"at", "from"})
#: … unless the rule itself depends on where ("the public holidays of the country in which …", "state law").
_BY_PLACE = re.compile(r"\b(?:law|laws|statutory|legislation|of (?:the|their|your) (?:country|state|province|city|region)|"
                       r"(?:country|state|province|city|region) in which|depends on the (?:country|state|location))\b", re.I)
#: … or the question asks what the place's law allows ("is using a VPN even legal in the UAE?": v46 dev), which a company
#: rule that names no place does not say.
_ASKS_LAW = re.compile(r"\b(?:(?:il)?legal(?!\s+(?:team|department|counsel|guardian))|(?:un)?lawful|against\s+the\s+law|"
                       r"(?:allowed|permitted|banned|forbidden)\s+by\s+law)\b", re.I)
_NUMBER_WORDS = {str(i): w for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_YEAR = re.compile(r"\b(?:1[0-9]|20)\d{2}\b")


def _versions(text: str) -> list[str]:
    """The versions a text is *about*: "Version 3.1 replaces version 3.0" is about 3.1 only."""
    out = []
    for m in VERSION.finditer(text):
        before, after = text[max(0, m.start() - 60):m.start()].lower(), text[m.end():m.end() + 40].lower()
        if _REPLACED_BEFORE.search(before) or _REPLACED_AFTER.search(after):
            continue
        out.append(version_value(m))
    return out


def _settled_by_figures(m: Match, question: str, docs: Sequence[Doc]) -> Match:
    """A price comparison the documents' own figures settle (`querylab.offline.figures.price_settled`) is met, and
    so is a rate the asker pays in that the documents' rates apply to (`askers_rate`)."""
    if m.status == CONFLICT and m.constraint.kind == "number" and askers_rate(m.constraint, question, [d.text for d in docs]):
        return Match(m.constraint, IN_DOCUMENT, "a rule to compare with")
    if m.status != MISSING or m.constraint.kind != "qualifier" or m.constraint.comparator:
        return m
    if price_settled(question, m.constraint.value, [d.text for d in docs]):
        return Match(m.constraint, IN_DOCUMENT, "the documents' figures")
    return m


#: A name written as one word with a capital inside ("GlobeTrips", "ExpenseLink"): a product or a tool, not a place.
_COMPOUND = re.compile(r"[A-Z][a-z]+[A-Z]\w*")


def _slot_names(window: str, preposition: str, question_names: set[str]) -> list[str]:
    """Names in ``window`` that fill the question's slot: after the same preposition ("for Japan" where the
    question says "for South Korea"), or in a list that follows it ("in London, Paris and Zurich")."""
    found = []
    in_list = False
    last_end = -1
    for m in NAME.finditer(window):
        name = m.group(0).strip()
        before = window[max(0, m.start() - 14):m.start()].lower()
        slot = bool(preposition) and re.search(rf"\b{preposition}\s+(?:the\s+)?$", before) is not None
        continues = in_list and re.fullmatch(r"\s*(?:,|,?\s*and|,?\s*or)\s*", window[last_end:m.start()]) is not None
        in_list = slot or continues
        last_end = m.end()
        norm = norm_name(name)
        if not in_list or len(name) <= 2 or name.isupper() or any(ch.isdigit() for ch in name):
            continue
        if not any(norm.strip() in q or q in norm for q in question_names):
            found.append(name)
    return found



def _head_found(head: str, doc: Doc) -> bool:
    """A qualifier's head word in the document: as a stem, or as a word's start ("temp" meets "temporary worker") — but a
    three-letter head only as a whole word, so "app" is not met by "approved" (judge v39 dev)."""
    if head in doc.stems:
        return True
    return f" {head}" in doc.folded if len(head) > 3 else bool(re.search(rf"(?<!\w){re.escape(head)}s?(?!\w)", doc.folded))

class Aligner:
    """Aligns one question's constraints with a list of documents (see the module docstring)."""

    def __init__(self, max_window_sentences: int = 2, synonyms: Mapping[str, Sequence[str]] | None = None,
                 related: Callable[[str, Sequence[str]], Collection[str]] | None = None) -> None:
        self.max_window_sentences = max_window_sentences
        self.synonyms = dict(synonyms or {})
        self.related = related  # (focus, document words) -> the words close in meaning to the focus

    def windows(self, documents: Sequence[str]) -> list[Window]:
        out: list[Window] = []
        for i, doc in enumerate(documents):
            sents = sentences(doc)
            for j in range(len(sents)):
                for n in range(1, self.max_window_sentences + 1):
                    if j + n <= len(sents):
                        out.append(Window(i, " ".join(sents[j:j + n])))
        return out

    def align(self, qc: QuestionConstraints, documents: Sequence[str], best_sentence: str = "",
              aliases: Mapping[str, str] | None = None, company: str = "", titles: Sequence[str] = ()) -> Alignment:
        """``company``: the tenant whose documents these are; a shop under its name is its own, not a reseller.
        ``titles``: the passages' document titles, which name a policy's year when its text does not."""
        docs = [Doc(d, norm_name(d), stem_set(d)) for d in documents]
        if not docs:
            return Alignment([Match(c, MISSING) for c in (*qc.constraints, *qc.audiences)], answer_type=qc.answer_type)
        question_names = {norm_name(c.text).strip() for c in qc.constraints if c.kind == "entity"} | {fold(w) for w in words(qc.question)}
        windows = self.windows(documents)
        topic = {stem(t) for t in qc.topic}

        def window_score(w: Window) -> float:
            ws = stem_set(w.text)
            local = sum(1 for c in qc.constraints if self._status_in(c, w.text, Doc(w.text, norm_name(w.text), ws)) == MATCHED)
            cover = len(topic & ws) / len(topic) if topic else 0.0
            near_best = 0.5 if best_sentence and best_sentence in w.text else 0.0
            answer = 1.0 if answer_span(qc, w.text, question_names)[0] else 0.0
            return local + cover + near_best + answer - 0.01 * len(w.text) / 200

        best = max(windows, key=window_score) if windows else Window(0, documents[0])
        best_stems = stem_set(best.text)
        # The company's own name is no rival place or name ("stored in Globex data centers" does not answer "in the US" otherwise).
        not_rivals = question_names | ({fold(company)} if company else set())
        answered_by_exclusion = bool(_ASKS_COVERAGE.search(qc.question))
        matches = [m if answered_by_exclusion else self._excluded(m, documents, company) for m in (self._match(c, docs, best, not_rivals, qc.question, company) for c in qc.constraints)]
        matches = [outside_validity(reckoned_from_periods(_settled_by_figures(m, qc.question, docs), docs), qc.question, documents) for m in matches]
        matches = [year_in_title(m, titles, qc.question) for m in matches]
        matches += [Match(c, audience_status(c.text, c.value, stem_set(best.text), docs[best.doc].stems, [d.stems for d in docs]))
                    for c in qc.audiences]
        proposed = proposed_way(qc.question, documents)
        if proposed:  # "can I text the hotline instead of calling?" where only calling is described (`querylab.offline.alternatives`)
            matches.append(Match(Constraint("qualifier", proposed[0], proposed[0]), CONFLICT, proposed[1]))
        department = department_conflict(qc.question, best.text, list(documents))
        if department:  # "can Sales approve it?" where the passage grants it to Customer Care (`querylab.offline.departments`)
            asked, granted = department
            matches.append(Match(Constraint("qualifier", departments.display(asked), asked), CONFLICT, departments.display(granted)))
        span, unit_conflict, focus_found = self._answer(qc, documents, best.text, question_names, aliases)
        return Alignment(matches, best.text, qc.answer_type, span, qc.answer_type in TYPED_ANSWERS, unit_conflict,
                         topic_coverage=len(topic & best_stems) / len(topic) if topic else 1.0,
                         focus=qc.focus, focus_found=focus_found)

    def _answer(self, qc: QuestionConstraints, documents: Sequence[str], best: str, question_names: set[str],
                aliases: Mapping[str, str] | None) -> tuple[str, str, bool]:
        """(span of the asked type, unit conflict, focus named): with a focus, the span must stand where the
        documents name it (`querylab.offline.focus`); without one, in the best passage."""
        if not qc.focus:
            return (*answer_span(qc, best, question_names), True)
        related = self.related(qc.focus, document_words(documents)) if self.related else ()
        passages = focus_passages(focus_forms(qc.focus, self.synonyms, aliases), documents, related)
        if not passages:
            return "", "", False
        unit_conflict = ""
        for passage in passages:
            span, conflict = answer_span(qc, passage, question_names)
            if span:
                return span, conflict, True
            unit_conflict = unit_conflict or conflict
        return "", unit_conflict, True

    def _excluded(self, match: Match, documents: Sequence[str], company: str = "") -> Match:
        """A group or channel the documents name only to put it outside the policy ("… under their own contract")."""
        c = match.constraint
        if c.kind == "qualifier" and match.status != CONFLICT and c.value in _STORE_HEADS and _NAMED_SHOP.search(c.text) \
                and not _OWN_SHOP.search(c.text) and not (company and re.search(rf"\b{re.escape(company)}\b", c.text, re.I)):
            # "bought at a Target store": the documents name no such store, but put every reseller or retail partner outside
            # (a bare "in a store" stays a channel they do not cover)
            resold = [s for d in documents for s in sentences(d) if _RESELLERS.search(s) and _EXCLUSION.search(s)]
            if resold:
                return Match(c, EXCLUDED, resold[0] if len(resold[0]) <= 160 else resold[0][:157] + "…")
        if match.status not in (MATCHED, IN_DOCUMENT) or c.kind not in ("qualifier", "entity"):
            return match
        # a product's general kind ("not eligible, but defective hardware is still covered") excludes no product
        named = replace(c, aliases=tuple(a for a in c.aliases if a not in PRODUCT_KINDS))
        naming = [s for d in documents for s in sentences(d)
                  if self._status_in(named, s, Doc(s, norm_name(s), stem_set(s))) == MATCHED]
        if naming and all(_EXCLUSION.search(s) for s in naming):
            return Match(match.constraint, EXCLUDED, naming[0] if len(naming[0]) <= 160 else naming[0][:157] + "…")
        return match

    def _kind_named(self, c: Constraint, doc: Doc) -> bool:
        """An everyday brand the knob file's synonyms file under a kind the passage names: "an Uber home", "a Lyft Lux"
        under "ride-hailing" / "ride-share"; "ChatGPT" under "AI tools" (v2, v3, v4, v6, v11). Policies name the kind."""
        words = norm_name(c.text).split()
        kinds = self.synonyms.get(words[0], ()) if words else ()
        return any(norm_name(k) in doc.folded for k in kinds)

    def _status_in(self, c: Constraint, text: str, doc: Doc) -> str:
        if c.kind == "negation":
            return MATCHED if _NEGATED.search(text) else MISSING
        if c.kind == "entity":
            return MATCHED if entity_found(c, doc, text) or self._kind_named(c, doc) else MISSING
        if c.kind == "qualifier":
            spellings = c.value.split("|") + (sorted(_ABROAD) if c.value in _ABROAD else []) + list(_ONLINE.get(c.value, ()))  # "abroad" is met by "international"
            return MATCHED if any(heads and all(_head_found(h, doc) for h in heads)
                                  for heads in (spelling.split() for spelling in spellings)) else MISSING
        if c.kind == "version":
            return MATCHED if any(satisfies(v, c.value, c.comparator) for v in _versions(text)) else MISSING
        if c.kind == "date":
            values = [fold(m.group(0)).rstrip("s") for m in DATE.finditer(text)] + _YEAR.findall(text)
            if c.comparator:
                return MATCHED if any(satisfies(v, c.value, c.comparator) for v in values if v.isdigit()) or c.value in values else MISSING
            return MATCHED if c.value in values or norm_name(c.value) in doc.folded else MISSING
        if c.kind == "number":
            asked_value, _, asked_unit = c.value.partition(" ")
            capped = {v for relation, v, _ in stated_ranges(text) if relation in _UPPER_BOUNDS} if c.comparator in _ABOVE else set()
            for value, unit, _ in numbers(text):
                if value in capped:  # "above USD 2,000" is not what "up to USD 2,000" covers (v27 dev)
                    continue
                if (value == asked_value or (c.comparator and satisfies(value, asked_value, c.comparator))) and (not asked_unit or not unit or unit == asked_unit):
                    return MATCHED
            word = _NUMBER_WORDS.get(asked_value)
            if word and not asked_unit and re.search(rf"\b{word}\b", text, re.I):  # "3 little birds" / "Three Little Birds"
                return MATCHED
            for _, _, unit in stated_ranges(text):  # "more than 10 business days" answers a question about 12
                if unit == asked_unit and asked_unit and not c.comparator:
                    return MATCHED
            return MISSING
        return MISSING

    def _match(self, c: Constraint, docs: list[Doc], best: Window, question_names: set[str], question: str = "", company: str = "") -> Match:
        best_doc = docs[best.doc]
        if self._status_in(c, best.text, Doc(best.text, norm_name(best.text), stem_set(best.text))) == MATCHED:
            return Match(c, MATCHED)
        if c.kind == "negation":  # an exception or a "not" must stand in the passage that answers
            return Match(c, MISSING)
        if term := another_term(c, question, [best.text, best_doc.text, *(d.text for d in docs)]):  # "stretched to 60 days" / "30-day"
            return Match(c, CONFLICT, term)
        if self._status_in(c, best_doc.text, best_doc) == MATCHED:
            return Match(c, IN_DOCUMENT)
        if c.kind == "version" and not c.comparator and (unchanged := unchanged_since(c.value, question, [d.text for d in docs])):
            return Match(c, IN_DOCUMENT, unchanged)  # "3.1 changes only the section on express fees": the rest held under 3.0
        if c.kind == "number" and not c.comparator and not names_a_variant(c, question) and rule_to_compare(c, [d.text for d in docs]):
            return Match(c, IN_DOCUMENT, "a rule to compare with")  # the asker's own figure ("a $60 hotel"), not the policy's
        if c.kind == "entity" and blocs_of(c.text) and (scope := eu_scope([best.text, best_doc.text])):
            return Match(c, IN_DOCUMENT, f"a rule for {scope}")  # Estonia under "delivery within the EU"
        other = self._other_value(c, best.text, best_doc.text, question_names)
        if other:
            return Match(c, CONFLICT, other)
        if any(self._status_in(c, d.text, d) == MATCHED for d in docs):
            return Match(c, IN_DOCUMENT)  # in another retrieved document than the best passage's
        if c.kind == "entity" and is_code(c.text):  # a form or standard is named, never covered by a category or a place rule
            return Match(c, MISSING)
        # a known place is one after "at" or "from" too ("lands at Schiphol"; another name there is a shop or a seller), where
        # the passage names no place of its own ("Huguenots fled from France" is not met by a text about Prussia)
        place = c.kind == "entity" and (c.preposition in _PLACE_SLOTS or (c.preposition in _PLACE_ONLY_SLOTS and is_place(c.text)
                                                                          and not names_a_place(best.text)))
        if place and _ASKS_LAW.search(question) and not _BY_PLACE.search(best_doc.text):
            return Match(c, MISSING)  # no general rule answers what the place's law allows
        category = _CATEGORY.search(best.text) or (_CATEGORY.search(best_doc.text) if place else None)
        if c.kind == "entity" and category:
            return Match(c, IN_DOCUMENT, category.group(0))  # a rule for a category the name belongs to
        if place and not _BY_PLACE.search(best_doc.text):
            return Match(c, IN_DOCUMENT, "a rule that names no place")  # the general rule ("The hotel cap is USD 225")
        sibling = catalogue.sibling_in(c.text, best.text, company) if c.kind == "entity" and company else ""
        if sibling:  # "Starter plans" where the question names Business: the passage's list answers (`catalogue.sibling_in`)
            return Match(c, IN_DOCUMENT, f"a list that names {sibling}")
        if c.kind == "entity" and company and catalogue.is_own(c.text, company) and not catalogue.names_any(best.text, company):
            # the asker's own product of this company ("the Key you shipped me") under a passage that names none of the
            # company's products: its rule is for all of them (shipping, labels, refunds; round 22, v31 dev)
            return Match(c, IN_DOCUMENT, "a rule for every product")
        return Match(c, MISSING)

    def _other_value(self, c: Constraint, window: str, document: str, question_names: set[str]) -> str:
        """A different value of the constraint's kind in the best passage (or its document), or ""."""
        if c.kind == "entity" and is_code(c.text):  # "TR-2" where the documents give the TR-1 (`querylab.offline.codes`)
            return other_code(c.text, [window, document])
        if c.kind == "entity":
            names = _slot_names(window, c.preposition, question_names) if c.preposition in ("in", "for", "to", "from", "at") else []
            if is_place(c.text):  # "in GlobeTrips" (a tool, written in one word with a capital inside) is no rival of "in Mexico City"
                names = [n for n in names if not _COMPOUND.fullmatch(n)]
                if not names and not blocs_of(c.text) and eu_scope([window]):
                    return "the EU"  # "delivery within the EU" for Norway: a rule for a union the place is not in
            return names[0] if names else ""
        if c.kind == "version":
            versions = [v for v in _versions(window) or _versions(document) if not satisfies(v, c.value, c.comparator)]
            return f"version {versions[0]}" if versions else ""
        if c.kind == "date":
            years = _YEAR.findall(window)
            asked_year = c.value if re.fullmatch(r"\d{4}", c.value) else ""
            others = [y for y in years if y != asked_year]
            return others[0] if asked_year and others else ""
        if c.kind == "number":
            _, _, asked_unit = c.value.partition(" ")
            others = [text for value, unit, text in numbers(window) if asked_unit and unit == asked_unit]
            if not others and asked_unit in CURRENCY_CODES and all(unit != asked_unit for _, unit, _ in numbers(document)):
                # "a CAD 300 hotel" where the cap is "USD 225" and no passage gives CAD: the asker's amount cannot be compared
                # without an exchange rate the documents do not give (issue 18 round 19; v23, v24 dev)
                others = [text for _, unit, text in numbers(window) if unit in CURRENCY_CODES]
            return others[0] if others else ""
        if c.kind == "qualifier":
            for group in _QUALIFIER_GROUPS:
                if c.value in group:
                    window_stems = stem_set(window)
                    siblings = sorted(g for g in group if g != c.value and not (c.value in _ABROAD and g in _ABROAD)
                                      and (g in window_stems or f" {g} " in norm_name(window)))
                    return ", ".join(siblings[:2])
        return ""
