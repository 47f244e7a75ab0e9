"""Offline rewriter: resolve references from this session's history, expand abbreviations, add synonyms.

It only ever *adds* to or substitutes pronouns in the user's words, so negations, numbers, names, versions
and dates survive by construction; the pipeline's preservation check still verifies every rewrite.
"""

from __future__ import annotations

import re

from querylab.lexicon import content_terms, stem
from querylab.offline.glossary import Glossary
from querylab.offline.motivation import read_motivation

_REFERENCE = re.compile(
    r"\b(?P<prep>in|about|of|for|from|on|with|to|under)\s+(?P<ref>it|that|this|them|those|these|the previous one|that one|this one|that version|the same)\b",
    re.I,
)
_BARE_REFERENCE = re.compile(r"\b(it|that|this|they|them|its|the previous one|that one|that version|the same)\b", re.I)
_QUESTION_WORDS = {"what", "which", "how", "when", "where", "who", "why", "does", "do", "is", "are", "can"}


def topic_of(text: str) -> str:
    """The content words of a previous question, as a short phrase ('expense reimbursement policy')."""
    terms = [t for t in content_terms(text) if t not in _QUESTION_WORDS]
    return " ".join(terms[:5])


class OfflineRewriter:
    def __init__(self, glossary: Glossary, synonyms: dict[str, list[str]]) -> None:
        self.glossary = glossary
        self.synonyms = {stem(k): v for k, v in synonyms.items()}

    def resolve_references(self, question: str, history: list[dict]) -> tuple[str, bool]:
        """Replace a pronoun by the previous user turn's topic. Returns (text, whether anything changed)."""
        previous = [h["content"] for h in history if h.get("role") == "user" and h.get("content", "").strip()]
        if not previous or not _BARE_REFERENCE.search(question):
            return question, False
        topic = topic_of(previous[-1])
        if not topic:
            return question, False
        if _REFERENCE.search(question):
            return _REFERENCE.sub(lambda m: f"{m.group('prep')} the {topic}", question, count=1), True
        if len(content_terms(question)) <= 3:
            return f"{question.rstrip(' ?.')} (regarding the {topic})?", True
        return question, False

    def expand_abbreviations(self, question: str, tenant: str) -> str:
        # a question normalized once already carries its expansions: the rewrite after a "no" must not add them twice
        extra = [f"{abbr} = {meaning}" for abbr, meaning in self.glossary.find(question, tenant).items()
                 if isinstance(meaning, str) and f"{abbr} = {meaning}".lower() not in question.lower()]
        return f"{question} ({'; '.join(extra)})" if extra else question

    def synonyms_for(self, terms: list[str]) -> list[str]:
        out: list[str] = []
        for t in terms:
            out += self.synonyms.get(stem(t), [])
        return list(dict.fromkeys(out))

    def normalize(self, question: str, history: list[dict], tenant: str) -> str:
        resolved, _ = self.resolve_references(question, history)
        return self.expand_abbreviations(resolved, tenant)

    def rewrite(self, question: str, motivation: str, history: list[dict], tenant: str) -> str:
        """The question (references resolved, abbreviations expanded) plus what the motivation offers:
        names the documents gave for the next hop, then synonyms for the words they did not mention."""
        base = self.normalize(question, history, tenant)
        missing, names = read_motivation(motivation)
        names = [n for n in names if n.lower() not in base.lower()]
        if names:
            base = f"{base.rstrip()} ({'; '.join(names)})"
        focus_terms = missing or content_terms(question)
        syns = [s for s in self.synonyms_for(focus_terms + content_terms(question)) if s.lower() not in base.lower()]
        return f"{base.rstrip()} — also: {', '.join(syns[:6])}" if syns else base

