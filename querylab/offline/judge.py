"""Offline judge: do the documents cover the question's key terms and constraints, and does some sentence say it?

score = w * coverage + (1 - w) * rescaled best-sentence cosine − constraint penalty (the cosine of the whole question or,
when statements set the scene before it, of its asking sentence alone, whichever is higher). Coverage counts the
question's content stems found in the documents, with numbers and dates weighted double (a policy about
"30 days" does not answer a question about "60 days"). Coverage and cosine cannot see a missing
*qualifier* — the per diem for Japan when the question asks about South Korea — so the question's
constraints (`querylab.offline.constraints`) are aligned with the passages (`querylab.offline.alignment`)
and each failure costs a penalty from the knob file: a constraint met only by a different value of its
kind (a conflict: the strongest "no"), one the documents never meet, a question's "not" with no exception
in the passage, no span of the asked answer type, or another unit than the one asked.

The yes/no itself is taken by the learned scorer when the knob file has one (``[judge.learned]``,
`querylab.judge_scorer`): a logistic regression over these same measurements plus a few MiniLM views
(`querylab.offline.judge_features`), trained on val/dev sets by `python -m querylab train judge`; its
probability is compared with the same ``threshold`` knob, and a constraint conflict stays a hard "no". When the
knob file's ``[judge_encoder]`` gives the fine-tuned judge encoder a weight (`querylab.offline.judge_encoder`), its
probability joins the scorer's before the comparison — only where every constraint is met (`encoder_reads`). ``score``
(the rule formula) still orders passages for the rerank and decides the memU and follow-up checks.

A question of two parts ("how often are phishing tests sent, and what happens if I click one?") is answered only
if each part is (`querylab.offline.question_parts`): after a "yes" for the whole, each part is judged again, and the
first part that gets a "no" decides, its motivation saying which part it was.

The motivation names the constraint that failed and the passage it checked ("the documents give the
per diem for Japan, not for South Korea; checked: "…""), then what is missing, which is what the single
rewrite needs — and the names the closest passages give that the question does not use
(`querylab.offline.bridges`): the next hop of a multi-hop question, which the rewrite after a "no" adds.

Sentence vectors are memoised (bounded LRU, keyed by text): the loop re-judges mostly the same chunks
after a rewrite, and an evaluation judges many questions against one paragraph, so each text is
embedded once; passage views (sentences, adjacent pairs, whole passages) are also kept on disk per embedder
(`vector_cache.TextVectors`), so a new process does not embed the corpus again. The score formula lives in
`combine` alone, so calibration (`querylab.eval.calibrate`) sweeps exactly what the judge computes.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from querylab.embeddings.base import Embedder
from querylab.lexicon import content_terms, sentences, stem
from querylab.offline.judge_views import views_of
from querylab.offline.vector_cache import TextVectors
from querylab.offline.alignment import CONFLICT, EXCLUDED, MATCHED, Aligner, Alignment, Match
from querylab.offline.bridges import bridge_names, fold
from querylab.offline.judge_encoder import Fusion, JudgeEncoder
from querylab.offline.judge_features import judge_features
from querylab.judge_scorer import LearnedScorer, conflict_veto, learned_verdict
from querylab.offline import catalogue
from querylab.offline.codes import is_code
from querylab.offline.constraints import Constraint, QuestionConstraints, Vocabulary, extract_constraints, subject_of
from querylab.offline.editions import unlisted_editions
from querylab.offline.question_parts import question_parts
from querylab.offline.quoted_evidence import without_quoted_evidence
from querylab.offline.information_need import asked_sentence
from querylab.offline.places import regions_of
from querylab.offline.motivation import (checked_phrase, conflict_phrase, matched_phrase, missing_constraint_phrase,
                                         missing_phrase, names_phrase)

MAX_SENTENCES = 80
#: Texts whose vectors are remembered (384 floats each: 32,768 entries is at most about 50 MB), enough
#: for every sentence and distinct word of a few thousand retrieved chunks.
MEMO_SIZE = 32768
#: Two words this close by MiniLM vectors name the same thing for the focus check ("send"/"ship" 0.50,
#: "fee"/"charge" 0.65, "limit"/"maximum" 0.51; "deductible"/"insurance" 0.43, "limit"/"cap" 0.33 do not).
RELATED_WORD_COSINE = 0.5


@dataclass
class JudgeScore:
    score: float
    coverage: float
    best_cosine: float
    missing: list[str]
    best_sentence: str
    closest: list[str] = field(default_factory=list)  # sentences by cosine to the question, closest first
    penalty: float = 0.0  # what the failed constraints cost (already subtracted from ``score``)
    constraints: QuestionConstraints | None = None
    alignment: Alignment | None = None
    #: The sentences of each document, as `CoverageJudge.score` split them (uncut): `judge_features` reuses them.
    passage_sentences: list[list[str]] = field(default_factory=list)

    @property
    def has_conflict(self) -> bool:
        """A constraint met only by another value of its kind, a group of people no passage names
        (`querylab.offline.audiences`), a "what happens if …" question whose passages state no consequence of its case
        (`spans.CONSEQUENCE`), a ranking with no ranking (nor figures to rank by) in its passage, or how long someone
        takes to act with no time stated beside the act (`spans.TIMED`) — shapes five or more blind authors' dev halves
        wrote each: the learned judge's hard "no" (`conflict_veto`)."""
        a = self.alignment
        return bool(a is not None and (a.conflicts or a.missing_audiences or (a.answer_type in ("consequence", "ranking", "turnaround") and a.answer_missing)))

    @property
    def has_missing_entity(self) -> bool:
        """A name the question gives that no document names: a hard "no" when the scorer's ``hard_missing_entity``
        says so (`conflict_veto`)."""
        return bool(self.alignment is not None and any(m.constraint.kind == "entity" and m.status == "missing" for m in self.alignment.matches))

    @property
    def has_failed_constraint(self) -> bool:
        """A constraint the code found unmet (missing, excluded, another unit, no span of the asked type): what the
        motivation names, and what keeps the judge encoder out of the verdict (`CoverageJudge.encoder_reads`)."""
        return bool(constraint_sentence(self))

    def constraint_report(self) -> str:
        """The failed constraint in words (or the matched ones): what the motivation and the eval show."""
        return constraint_sentence(self) or ("matches: " + ", ".join(matched_constraints(self)) if matched_constraints(self) else "")


def matched_constraints(s: JudgeScore) -> list[str]:
    """What the passage met, each once ("PTO" stands twice in a question normalized to "… PTO … (PTO = paid time off)")."""
    return list(dict.fromkeys(m.constraint.describe() for m in (s.alignment.matches if s.alignment else []) if not m.failed))


def _failure_phrase(m: Match, qc: QuestionConstraints) -> str:
    c = m.constraint
    if m.status == CONFLICT:
        kind = "code" if c.kind == "entity" and is_code(c.text) else c.kind
        return conflict_phrase(kind, subject_of(qc.question), c.text, m.found, c.comparator, c.preposition)
    if m.status == EXCLUDED:
        return f"the documents put \"{c.describe()}\" outside the policy"
    return missing_constraint_phrase(c.kind, c.describe())


def constraint_sentence(s: JudgeScore) -> str:
    """The first failed constraint in words, conflicts first; "" when every constraint is met."""
    a, qc = s.alignment, s.constraints
    if a is None or qc is None:
        return ""
    failed = (a.conflicts + a.missing_audiences + [m for m in a.missing if m.constraint.kind not in ("negation", "role")]
              + [m for m in a.missing if m.constraint.kind == "negation"])
    if failed and (failed[0].status == CONFLICT or failed[0].constraint.kind == "role" or not a.focus_missing):
        return _failure_phrase(failed[0], qc)
    if a.focus_missing:
        return missing_constraint_phrase("focus", f"the {a.focus}")
    if a.unit_conflict:
        return conflict_phrase("unit", subject_of(qc.question), qc.answer_unit, a.unit_conflict)
    if a.answer_missing:
        return missing_constraint_phrase("answer", a.focus, qc.answer_type)
    return ""


def own_products_in_general(constraints: tuple[Constraint, ...], known: frozenset[str], company: str) -> tuple[Constraint, ...]:
    """A product the tenant's corpus names ("my Acme Dock", "the HomeVault" where the corpus writes "Globex HomeVault") is
    met by a rule for the company's products in general ("defective hardware is still covered"; `querylab.offline.catalogue`);
    a product it never names ("the Acme Keypad") still needs its name."""
    def own(c: Constraint) -> bool:
        name = catalogue.singular(c.text)
        return c.kind == "entity" and (name in known or f"{fold(company)} {name}" in known)
    return tuple(replace(c, aliases=(*c.aliases, *catalogue.PRODUCT_KINDS)) if own(c) else c for c in constraints)


@dataclass(frozen=True)
class Decision:
    """A yes/no, the score it was compared with, and the judge encoder's probability where it joined the scorer's."""

    yes: bool
    score: float
    encoder: float | None = None


class CoverageJudge:
    def __init__(self, embedder: Embedder, threshold: float = 0.5, coverage_weight: float = 0.5, cosine_floor: float = 0.2,
                 cosine_ceiling: float = 0.75, bridge_sentences: int = 2, bridge_names: int = 2,
                 conflict_penalty: float = 0.0, missing_penalty: float = 0.0, negation_penalty: float = 0.0,
                 answer_type_penalty: float = 0.0, unit_penalty: float = 0.0,
                 synonyms: dict[str, list[str]] | None = None, learned: dict[str, Any] | None = None) -> None:
        self.embedder = embedder
        self.learned = LearnedScorer.from_dict(learned) if learned else None
        self.conflict_penalty = conflict_penalty
        self.missing_penalty = missing_penalty
        self.negation_penalty = negation_penalty
        self.answer_type_penalty = answer_type_penalty
        self.unit_penalty = unit_penalty
        self.aligner = Aligner(synonyms=synonyms, related=self.related_words)
        self.bridge_sentences = bridge_sentences
        self.bridge_names = bridge_names
        self.threshold = threshold
        self.coverage_weight = coverage_weight
        self.cosine_floor = cosine_floor
        self.cosine_ceiling = cosine_ceiling
        self._memo: OrderedDict[str, np.ndarray] = OrderedDict()
        self._memo_lock = threading.Lock()
        self.vectors: TextVectors | None = None  # passage views on disk (set by the offline model)
        self.fusion = Fusion()  # how the judge encoder joins the learned scorer (set by the offline model from [judge_encoder])
        self.encoder_source: Callable[[], JudgeEncoder | None] | None = None  # the encoder, built on first use (offline model)

    def share_memo(self, other: "CoverageJudge") -> None:
        """Use ``other``'s sentence-vector memo and view store (same embedder): judges of other knob revisions
        re-embed nothing."""
        self._memo = other._memo
        self._memo_lock = other._memo_lock
        self.vectors = other.vectors

    def forget(self, texts: Iterable[str]) -> int:
        """Drop these texts' vectors from the memo (a deleted document's sentences must not outlive it in memory
        either); returns how many were held."""
        with self._memo_lock:
            return sum(self._memo.pop(t, None) is not None for t in texts)

    def _embed(self, texts: Sequence[str], persist_from: int | None = None) -> np.ndarray:
        """Embed ``texts`` through the memo, then the view store: only texts seen nowhere reach the embedder.

        ``texts[persist_from:]`` are passage views (`judge_views`): looked up in, and written to, the store on
        disk. Texts before it (the question) stay in the memo only.
        """
        with self._memo_lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._memo))
        if missing:
            views = set(texts[persist_from:]) if persist_from is not None and self.vectors is not None else set()
            stored = self.vectors.get_many([t for t in missing if t in views]) if views else {}
            todo = [t for t in missing if t not in stored]
            fresh = self.embedder.embed(todo) if todo else np.zeros((0, self.embedder.dim), dtype=np.float32)
            keep = [(t, v) for t, v in zip(todo, fresh) if t in views]
            if keep:
                self.vectors.put_many([t for t, _ in keep], np.stack([v for _, v in keep]))
            with self._memo_lock:
                for text, vec in [*stored.items(), *zip(todo, fresh)]:
                    self._memo[text] = vec
                while len(self._memo) > MEMO_SIZE:
                    self._memo.popitem(last=False)
        out = []
        with self._memo_lock:
            for text in texts:
                vec = self._memo.get(text)
                if vec is None:  # evicted by a concurrent caller between the two steps
                    vec = self.embedder.embed([text])[0]
                else:
                    self._memo.move_to_end(text)
                out.append(vec)
        return np.stack(out)

    def warm(self, passages: Sequence[str]) -> int:
        """Embed the views of ``passages`` that are in neither the memo nor the store (in one call) and keep them
        on disk; returns how many were embedded. Done ahead of questions, by `python -m querylab setup`."""
        views = views_of(passages)
        if not views or self.vectors is None:
            return 0
        stored = self.vectors.get_many(views)
        todo = [t for t in views if t not in stored]
        if todo:
            self.vectors.put_many(todo, self.embedder.embed(todo))
        return len(todo)

    def related_words(self, word: str, candidates: Sequence[str]) -> list[str]:
        """The candidates whose word vector is within `RELATED_WORD_COSINE` of ``word``'s ("ship" for "send")."""
        if not candidates:
            return []
        vecs = self._embed([word, *candidates])
        sims = vecs[1:] @ vecs[0]
        return [c for c, s in zip(candidates, sims) if s >= RELATED_WORD_COSINE]

    def combine(self, coverage: float, best_cosine: float, coverage_weight: float | None = None, penalty: float = 0.0) -> float:
        """The judge's score: w * coverage + (1 - w) * cosine rescaled to [0, 1], minus the constraint penalty."""
        w = self.coverage_weight if coverage_weight is None else coverage_weight
        scaled = min(max((best_cosine - self.cosine_floor) / (self.cosine_ceiling - self.cosine_floor), 0.0), 1.0)
        return w * coverage + (1 - w) * scaled - penalty

    def penalty(self, alignment: Alignment) -> float:
        """What the failed constraints cost (knobs in prompts/offline/model.toml, chosen on val/dev)."""
        missing = alignment.missing
        return ((self.conflict_penalty if alignment.conflicts else 0.0)
                + self.missing_penalty * (sum(1 for m in missing if m.constraint.kind != "negation") + alignment.focus_missing)
                + (self.negation_penalty if any(m.constraint.kind == "negation" for m in missing) else 0.0)
                + (self.answer_type_penalty if alignment.answer_missing else 0.0)
                + (self.unit_penalty if alignment.unit_conflict else 0.0))

    def score(self, question: str, documents: list[str], aliases: dict[str, object] | None = None, company: str = "",
              titles: Sequence[str] = ()) -> JudgeScore:
        """``company``: the tenant whose documents these are. Its own name in the question ("I work 24 hours a week at
        Acme") is what every passage is about, named or not, so it is never a constraint the passage must meet."""
        text = "\n".join(documents)
        terms = list(dict.fromkeys(content_terms(question)))
        doc_stems = {stem(w) for w in content_terms(text)}
        doc_lower = text.lower()
        weights, found, missing = 0.0, 0.0, []
        for term in terms:
            w = 2.0 if re.fullmatch(r"[\d.,/-]+", term) else 1.0
            weights += w
            # a city counts as covered where the passages name its country ("I live in Calgary" under "Canadian customers", judge v60 dev)
            hit = term in doc_lower if w == 2.0 else (stem(term) in doc_stems or term in doc_lower
                                                      or any(re.search(rf"\b{a.lower()}\b", doc_lower) for a in regions_of(term)))
            if hit:
                found += w
            else:
                missing.append(term)
        coverage = found / weights if weights else 0.0
        per_doc = [sentences(doc) for doc in documents]
        sents = [s for group in per_doc for s in group][:MAX_SENTENCES]
        best_cos, best_sentence, closest = 0.0, "", []
        if sents and question.strip():
            asked = asked_sentence(question)  # "I asked the help desk on Monday. When should I expect an answer?"
            if asked.strip() and asked.strip() != question.strip():  # the setting must not dilute the sentence that asks
                vecs = self._embed([question, asked] + sents, persist_from=2)
                sims = np.maximum(vecs[2:] @ vecs[0], vecs[2:] @ vecs[1])
            else:
                vecs = self._embed([question] + sents, persist_from=1)
                sims = vecs[1:] @ vecs[0]
            order = np.argsort(-sims, kind="stable")
            i = int(order[0])
            best_cos, best_sentence = float(sims[i]), sents[i]
            closest = [sents[int(j)] for j in order[: max(self.bridge_sentences, 1)]]
        vocabulary = Vocabulary.from_texts(documents, aliases)
        constraints = extract_constraints(question, vocabulary)
        if company:
            own = fold(company)
            kept = tuple(c for c in constraints.constraints if not (c.kind == "entity" and fold(c.text) == own))
            known = catalogue.names(company)
            editions = tuple(Constraint("entity", name, name) for name in unlisted_editions(question, documents, company, known))
            constraints = replace(constraints, constraints=own_products_in_general(kept, known, company) + editions)
        alignment = self.aligner.align(constraints, documents, best_sentence, vocabulary.aliases, company, titles)
        penalty = self.penalty(alignment)
        return JudgeScore(self.combine(coverage, best_cos, penalty=penalty), coverage, best_cos, missing, best_sentence, closest,
                          penalty, constraints, alignment, per_doc)

    def decide(self, question: str, documents: Sequence[str], s: JudgeScore) -> tuple[bool, float]:
        """(says yes, the score compared with the threshold)."""
        d = self.decision(question, documents, s)
        return d.yes, d.score

    def decision(self, question: str, documents: Sequence[str], s: JudgeScore) -> Decision:
        """The verdict, the score compared with the threshold — the learned scorer's probability when the knob file has
        one (a conflict stays a hard "no" when it says so: score 0), else the rule score — and the judge encoder's
        probability where it joined."""
        if self.learned is None:
            return Decision(s.score >= self.threshold, s.score)
        veto = (s.has_conflict, self.learned.hard_conflict, s.has_missing_entity, self.learned.hard_missing_entity)
        if conflict_veto(*veto):
            return Decision(False, 0.0)  # the scorer is not asked: a conflict (or a missing name) is a "no" at any threshold
        p = self.learned.probability(judge_features(self, question, documents, s))
        joins = self.encoder_reads(s) and (self.fusion.lowers or p < self.threshold)
        encoder = self.encoder_probability(question, documents) if joins else None
        if encoder is not None:
            p = self.fusion.probability(p, encoder)
        return Decision(bool(learned_verdict(p, s.has_conflict, self.threshold, self.learned.hard_conflict, s.has_missing_entity,
                                             self.learned.hard_missing_entity)), p, encoder)

    @staticmethod
    def encoder_reads(s: JudgeScore) -> bool:
        """Whether the judge encoder may join this verdict: only when every constraint the code extracted is met. Where
        it found a qualifier missing, the scorer decides alone — round 17's encoder, a fluent reader of the topic,
        outvoted such qualifiers on seven designed cases."""
        return not s.has_failed_constraint

    def encoder_probability(self, question: str, documents: Sequence[str]) -> float | None:
        """The judge encoder's probability that a passage answers, or None when the knobs give it no weight or there
        is no encoder (another embedder than MiniLM, or no adapters file)."""
        if not self.fusion.uses_encoder or self.encoder_source is None:
            return None
        encoder = self.encoder_source()
        return encoder.probability(question, documents) if encoder is not None else None

    def reply(self, question: str, documents: list[str], aliases: dict[str, object] | None = None, company: str = "",
              titles: Sequence[str] = ()) -> str:
        """The reply in the judge contract: first word yes/no, then the motivation."""
        if not any(d.strip() for d in documents):
            return "no - no documents were retrieved."
        question = without_quoted_evidence(question, documents)  # what the user quotes from them is no part of the ask
        s = self.score(question, documents, aliases, company, titles)
        decided = self.decision(question, documents, s)
        parts, unanswered = (question_parts(question) if decided.yes else [question]), ""
        if decided.yes and len(parts) > 1:
            # Every part must be answered: the whole question's words and cosine may all come from one part.
            for part in parts:
                part_score = self.score(part, documents, aliases, company, titles)
                part_decided = self.decision(part, documents, part_score)
                if not part_decided.yes:
                    unanswered, question, s, decided = part, part, part_score, part_decided
                    break
        yes = decided.yes
        penalty = f", constraint penalty {s.penalty:.2f}" if s.penalty else ""
        scored = f"learned score {decided.score:.2f}" if self.learned is not None else f"score {s.score:.2f}"
        if decided.encoder is not None:
            scored += f" with the judge encoder's {decided.encoder:.2f}"
        detail = f"(coverage {s.coverage:.2f}, best sentence cosine {s.best_cosine:.2f}{penalty}, {scored} vs threshold {self.threshold:.2f})"
        names = bridge_names(question, s.closest[: self.bridge_sentences], self.bridge_names)
        named = names_phrase(names)
        if yes:
            return f"yes - {matched_phrase(matched_constraints(s), s.best_sentence[:160])}{named} {detail}"
        failed = constraint_sentence(s) if s.penalty or self.learned is not None else ""
        if not failed and self.learned is not None:  # a learned "no" with every constraint met: say what was checked
            failed = "no passage states what is asked" + (f" (closest passage cosine {s.best_cosine:.2f})" if s.best_sentence else "")
        lead = checked_phrase(failed, _passage(s)) + " " if failed else ""
        if unanswered:
            lead = f"the question has {len(parts)} parts and this one is not answered: \"{unanswered.split(' (')[0]}\"; " + lead
        if s.missing:
            return f"no - {lead}{missing_phrase(s.missing[:6])}{named} {detail}"
        return f"no - {lead or 'the documents use the question' + chr(39) + 's words but no passage states an answer. '}".rstrip() + f"{named} {detail}"


def _passage(s: JudgeScore) -> str:
    """The passage the constraints were checked in, short enough to read at a glance."""
    text = (s.alignment.window if s.alignment and s.alignment.window else s.best_sentence).replace('"', "'")
    return text if len(text) <= 200 else text[:197].rstrip() + "…"
