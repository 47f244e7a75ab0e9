"""Route by nearest neighbours over example utterances (prompts/offline/route_examples.jsonl), plus rules in code.

The neighbours decide between routes; rules that must not depend on similarity are checked first, in
this order: instruction-like text, fraud, another tenant named (not in hearsay before a question about one's own
side), another person's records, a request to fetch or act on other people's objects (`security.py`); an ambiguous
abbreviation; words that settle the route (a new thing asked for by a pronoun, a form filed for the user, the user's
own balance); a question that leans on earlier turns (`history_router.py`: a confirmation, a pick from
a listed reply, "do that for …", a reference with nothing in the history to resolve it → clarify, a follow-up about an
earlier object, a continuation); a question that names nothing (`route_rules.underspecified`). After the vote, privileged routes still need evidence in the words: an
object of the user's own and, for an action, a verb that asks for the change; and what the words ask for
must be one of the object's fields, not a rule about it (`information_need.py`). Rules after the vote
lower a route or ask back when the evidence is weak or contested (issue 14, part 7: the escalations on cases
written by someone else came from votes that words alone should have overruled); those that raise one do it on
explicit words only: a change spelled out on an own object turns a look-up or policy vote into action, and a field
asked of an object the history holds ("when does it get paid?") turns a policy vote into a look-up. A decision the
words make is `firm`: the route classifier (`route_model.py`) does not review it.
"""

from __future__ import annotations

import logging
import re
from typing import Iterable

import numpy as np

from querylab.contracts import PRIVILEGE, Route
from querylab.embeddings.base import Embedder
from querylab.lexicon import STOPWORDS, content_terms
from querylab.offline.colleagues import names_colleagues_records
from querylab.offline.follow_ups import creates_by_pronoun, files_request, leaves_choice_open
from querylab.offline.gloss import gloss
from querylab.offline.hearsay import without_hearsay
from querylab.offline.history_router import HistoryRouter
from querylab.offline.information_need import asks_for_field, asks_for_outside_data, asks_for_own_balance, asks_for_rule, asks_generally
from querylab.offline.question_forms import (ASKS_DOCUMENT, ASKS_IF_POSSIBLE, GENERAL_TASK, NAMED_THING, OBJECT_ID,
                                             OWN_OBJECT, POLICY_FORM, PROCEDURAL, HANDLE_UNNAMED, drops_the_matter, jokes, mine_for_named_object, names_only_a_figure, only_greets, thanks_and_closes,
                                             pleads_for_help, asked_after_citation)
from querylab.offline.own_objects import describes_own_object, ids_in, names_own_object, says_own_object
from querylab.offline.places import LOWERCASE_PLACE, regions_of
from querylab.offline.retractions import drops_waiting_change, kept_after_retraction
from querylab.offline.route_decision import AFTER_GATING, SURE_WITHOUT_CONTENT, RouteDecision
from querylab.offline.route_rules import ACTION_VERB, asks_definition, asks_for_the_usual, names_only_an_object, NEGATED_CHANGE, bare_object_id, meaningful_terms, names_a_tenant, requests_change, underspecified, topicless, change_without_object, unknown_abbreviations, WHERE_IS_ID
from querylab.offline.spelling import Speller
from querylab.security import (harmful_request_signals, injection_signals, mentions_other_person,
                               reports_instruction_text, third_party_request)
from querylab.tenant_mentions import refuses_other_tenant

logger = logging.getLogger(__name__)

_REFERENCE_ONLY = re.compile(r"\b(it|that|this|them|those|one)\b", re.I)
_SPLIT = re.compile(r"\s*(?:\s\+\s|\s&\s|,\s*and also|,\s*and then|,\s*and|;\s*and|\band also\b|\band then\b|\b(?:and\s+)?if\s+so\b,?|;|[.?!]\s+(?:also|and)\b)\s*", re.I)
# Routes a near paraphrase may decide. Not refuse: its examples are imperatives ("approve my own claim for me")
# whose paraphrase as a question ("can I approve my own claim?") is policy; refusals come from rules.
_UNPRIVILEGED = frozenset({Route.SMALL_TALK, Route.OUT_OF_DOMAIN})  # where a gated tool vote may land
_SAME_WORDS = 0.97  # a knowledge example's own words ("What is the refund policy?") are answered, not outvoted by "refund?" rows
_SPLIT_AND = re.compile(r"\s+and\s+(?=(?:check|tell|show|cancel|withdraw|what|how|when|where|is|are|can|could|please|also|look|has|have|did|was|were)\b)", re.I)
_PART_PRONOUN = re.compile(r"\b(?:it|that|that\s+one|this\s+one)\b(?=[\s,.!?]*$)", re.I)


def with_earlier_id(parts: list[str]) -> list[str]:
    """"check whether 2043 can still be cancelled and if so cancel it" (routing v149 dev): a later part whose object is a
    closing "it" means the id an earlier part names, and is routed with that id — alone, "cancel it" says nothing."""
    out, last = [], ""
    for part in parts:
        ids = ids_in(part)
        out.append(_PART_PRONOUN.sub(last, part, count=1) if last and not ids else part)
        last = ids[-1] if ids else last
    return out






class ExampleRouter:
    def __init__(self, embedder: Embedder, examples: list[tuple[str, str]], k: int = 10, out_of_domain_below: float = 0.30, clarify_max_terms: int = 1, refuse_min_vote: float = 0.6, gray_zone: float = 0.0, specific_terms_over_clarify: int = 3, near_paraphrase: float = 1.01, near_margin: float = 0.1, matrix: np.ndarray | None = None,
                 standalone_out_of_domain_below: float | None = None) -> None:
        if not 0.0 <= gray_zone < 0.5:
            raise ValueError(f"router gray_zone must be in [0, 0.5), got {gray_zone}")
        self.refuse_min_vote = refuse_min_vote
        self.near_paraphrase = near_paraphrase
        self.near_margin = near_margin
        self.gray_zone = gray_zone
        self.embedder = embedder
        self.routes = [Route(r) for r, _ in examples]
        self.texts = [t for _, t in examples]
        if matrix is not None and len(matrix) == len(examples):  # the same examples embedded before (cached by revision)
            self.matrix = matrix
        else:
            self.matrix = embedder.embed(self.texts) if examples else np.zeros((0, embedder.dim), dtype=np.float32)
        self.k = k
        self.out_of_domain_below = out_of_domain_below
        self.standalone_below = out_of_domain_below if standalone_out_of_domain_below is None else standalone_out_of_domain_below
        self.clarify_max_terms = clarify_max_terms
        self.specific_terms_over_clarify = specific_terms_over_clarify
        # Abbreviations the examples use are part of the router's vocabulary, like the glossary's.
        self.example_abbreviations = frozenset(a for t in self.texts for a in unknown_abbreviations(t, ()))
        known_words = getattr(embedder, "known_words", None)
        self.speller = Speller(self.texts, known_words() if callable(known_words) else ())
        self._possessors = frozenset(m.lower() for t in self.texts for m in re.findall(r"\b([A-Za-z]+)'s\b", t))
        self.history = HistoryRouter(self)  # a question that leans on earlier turns

    def neighbours(self, text: str, exclude: frozenset[Route] = frozenset()) -> tuple[dict[Route, float], float, Route | None]:
        """(vote share per route among the k nearest examples, top cosine, the route of a near-paraphrase).

        The last is the nearest example's route when that example is a near paraphrase (cosine at least
        `near_paraphrase`) and no example of another route comes within `near_margin` of it, and only for
        the unprivileged routes: a question that says what one small-talk or out-of-domain example
        says is decided by it, however many policy examples share its topic words ("how do I file my
        personal taxes" is not "how do I file T&E"); or a knowledge example's own words (`_SAME_WORDS`), which may outweigh only asking back.
        """
        if not self.texts:
            return {Route.KNOWLEDGE: 1.0}, 1.0, None
        q = self.embedder.embed([text])[0]
        sims = self.matrix @ q
        order = [i for i in np.argsort(-sims) if self.routes[i] not in exclude]
        top = order[: self.k]
        if not top:
            return {Route.KNOWLEDGE: 1.0}, 0.0, None
        votes: dict[Route, float] = {}
        for i in top:
            votes[self.routes[i]] = votes.get(self.routes[i], 0.0) + max(float(sims[i]), 0.0)
        total = sum(votes.values()) or 1.0
        first = self.routes[top[0]]
        rival = next((float(sims[i]) for i in order if self.routes[i] != first), 0.0)
        near = first if ((first in _UNPRIVILEGED and float(sims[top[0]]) >= self.near_paraphrase and float(sims[top[0]]) - rival >= self.near_margin)
                         or (first == Route.KNOWLEDGE and float(sims[top[0]]) >= _SAME_WORDS)) else None
        return {r: v / total for r, v in votes.items()}, float(sims[top[0]]), near

    def classify_one(self, text: str, evidence: str | None = None, exclude: frozenset[Route] = frozenset(), verb_evidence: str = "",
                     asked: str | None = None) -> RouteDecision:
        """Route one intent. `evidence` is the text whose words may justify a privileged route
        (the whole message, for one part of a multi-intent message: "check order 1043 and cancel it").
        `exclude`: routes already ruled out (clarify, once a reference has been resolved); `verb_evidence`:
        where the action verb of a bare confirmation is (the assistant's proposal); `asked`: the user's own
        words for this intent, which say what is asked for (default `text`; a continuation's `text` also
        holds the question it continues, whose object it keeps but whose request it may change)."""
        spelled = self.speller.correct(text)
        changes = requests_change(spelled)  # the change itself asked for: read once, checked by several rules below
        votes, top, near = self.neighbours(spelled, exclude)
        route = max(votes, key=lambda r: (votes[r], -PRIVILEGE[r]))
        if near is not None and near != route and (PRIVILEGE[near] <= PRIVILEGE[route] if near != Route.KNOWLEDGE else route == Route.CLARIFY):
            return RouteDecision(near, votes.get(near, 0.0), top, f"a near paraphrase (cosine {top:.2f}) of a {near.value} example outweighs the {route.value} vote",
                                 firm=near == Route.KNOWLEDGE)  # an example's own words: no second opinion asks them back
        if route == Route.OUT_OF_DOMAIN:
            # "ok check the tokyo one again now, still submitted?", "the returned one and the Tokyo one" (routing v121, v122 dev): one of
            # the user's own objects named or described is in the domain, however far its words stand from the examples (refusals
            # are the rules', as below). The user's own words only: an ``evidence`` may carry the history's objects.
            said = asked if asked is not None else text
            inside = [r for r in votes if r not in (Route.OUT_OF_DOMAIN, Route.REFUSE)]
            if inside and (describes_own_object(said) or names_own_object(said)):
                route = max(inside, key=lambda r: (votes[r], -PRIVILEGE[r]))
        if route == Route.CLARIFY and len(votes) > 1 and (len(meaningful_terms(spelled)) >= self.specific_terms_over_clarify or bare_object_id(spelled)):
            # The clarify examples are short and vague; a question with several content words that lands
            # among them is specific enough to route by its next-best neighbours, and so is one that says which
            # object it is about and what of it ("where is 2041": a bare "2041?" still asks back).
            route = max((r for r in votes if r != Route.CLARIFY), key=lambda r: (votes[r], -PRIVILEGE[r]))
        if route == Route.REFUSE and (votes[route] < self.refuse_min_vote or asks_for_rule(spelled) or ASKS_DOCUMENT.search(spelled)) and len(votes) > 1:
            # Refusals that matter are decided by rules (injection, other tenant or person, fraud); a mere
            # majority of refusal examples that share a topic word ("expense policy") must not refuse, nor a
            # question that asks for a rule ("what are the salary review rules for managers?": restricted
            # documents are the retriever's audience filter to enforce, not a reason to refuse the question).
            route = max((r for r in votes if r != Route.REFUSE), key=lambda r: (votes[r], -PRIVILEGE[r]))
        if (Route.OUT_OF_DOMAIN not in exclude or asked is not None) and asks_for_outside_data(asked if asked is not None else text):  # "and how long does Target give?"
            return RouteDecision(Route.OUT_OF_DOMAIN, 1.0, top, "live data, advice, the law or another business's own service: from outside the company", firm=True)
        if Route.OUT_OF_DOMAIN not in exclude:
            # Decided by the words before the similarity: a translation asked back as "unclear" helps nobody.
            if GENERAL_TASK.search(text):
                return RouteDecision(Route.OUT_OF_DOMAIN, 1.0, top, "a general-purpose task (translation, arithmetic)", firm=True)
            if top < self.out_of_domain_below - self.gray_zone:
                return RouteDecision(Route.OUT_OF_DOMAIN, 1.0 - top, top, f"top cosine {top:.2f} below {self.out_of_domain_below}")
            specific = len(meaningful_terms(spelled)) >= self.specific_terms_over_clarify
            if specific and top < self.out_of_domain_below:
                return RouteDecision(Route.OUT_OF_DOMAIN, 1.0 - top, top, f"top cosine {top:.2f} below {self.out_of_domain_below}, and the question is specific")
            if top < self.out_of_domain_below + self.gray_zone and not specific:
                # Too close to the cut-off to call either way: asking back costs one turn, a confident wrong
                # "out of domain" (or an answer from unrelated documents) costs the user's trust. A question
                # that says plenty ("explain how a SQL left join works") and is still far from every example
                # is not unclear, it is elsewhere: asking back would only get the same words again.
                return RouteDecision(Route.CLARIFY, 0.5, top,
                                     f"top cosine {top:.2f} within ±{self.gray_zone:.2f} of the out-of-domain threshold {self.out_of_domain_below}: ask back")
        reason = f"{self.k}-NN vote {votes[route]:.2f}, top cosine {top:.2f}"
        evidence = self.speller.correct(evidence or text)
        gated: set[Route] = set()
        if not ACTION_VERB.search(spelled) and not ACTION_VERB.search(verb_evidence) and not (changes and OBJECT_ID.search(spelled)):
            gated.add(Route.ACTION)  # "refund R-302 as store credit": an imperative on a named object is a verb of change too (v100 dev)
        own = OWN_OBJECT.search(evidence) or bare_object_id(evidence) or says_own_object(evidence)
        if not own and changes:
            own = NAMED_THING.search(evidence)  # "I want my money back for the Globex Key": a thing called by its name
        if not own or ((PROCEDURAL.search(evidence) or POLICY_FORM.search(evidence)) and not OBJECT_ID.search(evidence)):
            gated |= {Route.LIVE_TOOL, Route.ACTION}
        if route in (Route.LIVE_TOOL, Route.KNOWLEDGE, Route.SMALL_TALK, Route.OUT_OF_DOMAIN) and Route.ACTION not in gated and changes:
            # A look-up vote with the request for the change spelled out ("I want a refund for order
            # 2047", "start a return for order 1040"): the neighbours matched the object, the verb decides. So too a
            # chatty vote ("ok pull it back then" on the history's own claim, routing v167 dev): the change is asked all the same.
            route = Route.ACTION
            reason += "; the words request the change itself, so action"
        ruled_out = NEGATED_CHANGE.search(spelled)
        if route == Route.ACTION and own and (ASKS_IF_POSSIBLE.search(spelled) or ruled_out) and not changes:
            # "can I still cancel order 1043?": whether the change is possible is a field of the object (its
            # state), not the change itself; the user decides after the answer. A change the words rule out ("I'm not
            # asking you to change anything") is not asked for either (DESIGN: action changes the user's objects).
            route = Route.LIVE_TOOL
            reason += ("; the words rule the change out" if ruled_out
                       else "; asks whether the change is possible, not for the change") + ": a look-up"
        if route in (Route.ACTION, Route.LIVE_TOOL, Route.KNOWLEDGE) and not own and Route.CLARIFY not in exclude and changes \
                and ACTION_VERB.search(spelled) and not (PROCEDURAL.search(spelled) or POLICY_FORM.search(spelled) or asks_for_rule(spelled)):
            # "cancel the order", "withdraw a claim": the change itself is asked for, but not which object it
            # is for. Answering from the documents would not do it either; ask which one.
            return RouteDecision(Route.CLARIFY, 1.0, top, reason + "; asks for a change without saying to which object of the user's: ask which")
        if route in gated:
            # A tool request without the evidence is most often a question about the same topic: the next
            # route by vote among those the words allow (knowledge when none of them was voted).
            allowed = [r for r in votes if r not in gated and r in AFTER_GATING]
            fallback = max(allowed, key=lambda r: (votes[r], -PRIVILEGE[r])) if allowed else Route.KNOWLEDGE
            if fallback == Route.KNOWLEDGE and route in (Route.LIVE_TOOL, Route.ACTION) and Route.CLARIFY not in exclude and HANDLE_UNNAMED.search(evidence):
                return RouteDecision(Route.CLARIFY, 1.0, top, reason + "; asks to look up or handle something of the user's without naming it: ask which")
            reason += f"; {route.value} needs {'an action verb' if fallback == Route.LIVE_TOOL else 'an object of the user own'} in the words, so {fallback.value}"
            route = fallback
        own_words = self.speller.correct(asked) if asked is not None else spelled
        if route in (Route.LIVE_TOOL, Route.ACTION) and asks_for_rule(own_words) and not requests_change(own_words):
            # An object in the question (or in the history it points back to) draws the look-up examples, but
            # these words ask for a rule that applies to it, not for one of its fields: policy.
            reason += f"; the words ask for a rule, not for a field of the object, so {Route.KNOWLEDGE.value} (not {route.value})"
            route = Route.KNOWLEDGE
        firm = route == Route.KNOWLEDGE and asks_generally(own_words)  # "hypothetically, if I cancelled 2046 …": not raised back
        return RouteDecision(route, votes.get(route, 0.0), top, reason, firm=firm)

    def classify(self, text: str, *, tenant: str, user: str = "", known_tenants: tuple[str, ...] = (), has_history: bool = False,
                 ambiguous_abbreviations: list[str] | None = None, question: str | None = None,
                 history: list[dict] | None = None, known_abbreviations: Iterable[str] = ()) -> RouteDecision:
        """Route `text` (the normalized question). `question` is the user's own wording and `history` this
        session's turns: with them, references are checked against what the history holds (a reference
        with nothing to resolve it asks back) and a follow-up about an earlier object is routed by its own
        words, not by the id the rewriter copied in. Without them, `has_history` stands for the history."""
        text, question = gloss(text), (gloss(question) if question is not None else None)  # "cancela mi pedido 2043"
        original = question if question is not None else text
        signals = injection_signals(text) + harmful_request_signals(text)
        reported = bool(signals) and reports_instruction_text(text, signals)  # "the vendor page has some weird 'admin mode' text": asks about it
        if signals and not reported:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, "instruction-like text: " + ", ".join(signals))
        refusal = refuses_other_tenant(text, original, tenant, known_tenants)
        if refusal:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, refusal)
        person = mentions_other_person(text, user, tenant) or names_colleagues_records(original)  # "gimme bobs claim total" (v109 dev)
        if person:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, f"asks about another person's records ({person})")
        others = third_party_request(original)
        if others:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, f"asks to fetch or act on {others}; the tools serve the user's own objects only")
        if reported:  # the other security checks above still apply to the rest of the message
            return RouteDecision(Route.KNOWLEDGE, 1.0, 0.0, "asks about instruction-like text found on a page or in a mail: "
                                 + ", ".join(signals) + " reported, not given", firm=True)
        if ambiguous_abbreviations:
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "ambiguous abbreviation: " + ", ".join(ambiguous_abbreviations))
        text, original = without_hearsay(text), without_hearsay(original)  # who said it, read by the checks above, asks nothing
        if asks_for_the_usual(original, history):  # before filing one: "open a claim for me, the usual" (routing v126 dev)
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "asks for \"the usual\", which nothing in the session says: ask back")
        if creates_by_pronoun(original):
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "asks to create something without saying what (which dates, supplier or item): ask back")
        filed = files_request(original)  # one reading of the request: asked back without details, filed with them
        if filed is False:
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "asks to file a new request without saying anything that goes in it: ask back", firm=True)
        if filed:
            return RouteDecision(Route.ACTION, 1.0, 0.0, "asks the assistant to file a new request on the user's behalf: a change, whichever tool could make it", firm=True)
        if asks_for_own_balance(original):
            return RouteDecision(Route.LIVE_TOOL, 1.0, 0.0, "asks what remains of the user's own balance: live data about them, which no policy states", firm=True)
        if len(original.split()) <= 3 and names_own_object(original) and asks_for_field(original) and not ACTION_VERB.search(original) \
                and not asks_for_rule(original):  # "2041 eta?" (routing v109 dev): one of the user's ids and one of its fields
            return RouteDecision(Route.LIVE_TOOL, 1.0, 0.0, "names one of the user's own objects and asks one of its fields", firm=True)
        if jokes(original) or thanks_and_closes(original) or only_greets(original):
            return RouteDecision(Route.SMALL_TALK, 1.0, 0.0, "a joke, a laugh, a mood, a greeting or thanks for a closed matter, ending on no question, request or problem", firm=True)
        if drops_the_matter(original):
            return RouteDecision(Route.SMALL_TALK, 1.0, 0.0, "drops the matter and asks nothing new", firm=True)
        if leaves_choice_open(original):
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "names two objects and leaves the choice between them open: ask which", firm=True)
        kept = kept_after_retraction(original)
        if kept is not None and not drops_waiting_change(original, history or []):
            # "cancel 1044 — no, it's shipped, forget that. just give me the DHL tracking": only the rest is asked, and no model may
            # read the dropped request back in (the encoder reads the whole message)
            decision = self.classify(kept, tenant=tenant, user=user, known_tenants=known_tenants, has_history=has_history, question=kept,
                                     history=history, known_abbreviations=known_abbreviations)
            decision.reason += f"; the message takes back what it asked first, and asks '{kept}'"
            decision.firm = True
            return decision
        if history is not None or not has_history:
            decision = self.history.route(original, history or [])
            if decision is not None:
                return decision
        if not has_history and names_only_a_figure(original):
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "a figure alone, with nothing said of it: ask what it is about", firm=True)
        if not has_history and pleads_for_help(original):
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "asks for help without saying with what: ask back")
        n_words = len(text.split())
        vague = (len(content_terms(text)) <= self.clarify_max_terms and n_words <= 3 and not asks_definition(original)
                 and not (OWN_OBJECT.search(original) or WHERE_IS_ID.search(original))) or names_only_an_object(original)
        dangling = bool(_REFERENCE_ONLY.search(text)) and n_words <= 3
        generic = None if has_history else underspecified(original, (*known_abbreviations, *self.example_abbreviations))
        if (vague or dangling or generic) and not has_history:
            first = self.classify_one(text)
            if first.route in (Route.SMALL_TALK, Route.OUT_OF_DOMAIN) and first.top_cosine >= SURE_WITHOUT_CONTENT:
                return first  # "what can you help me with?" names nothing, yet is plainly small talk
            return RouteDecision(Route.CLARIFY, 1.0, first.top_cosine, generic or "too little to go on")
        open_question = None if has_history else ("nothing says what this is about" if topicless(original) else
                                                  "a change asked for without saying which object" if change_without_object(original) else None)
        if open_question:  # (route_rules: topicless, change_without_object) ask back instead of answering or acting on a guess
            first = self.classify_one(text)
            return first if first.route in (Route.SMALL_TALK, Route.OUT_OF_DOMAIN) else RouteDecision(Route.CLARIFY, 1.0, first.top_cosine, open_question)
        cited = asked_after_citation(original)
        if cited is not None:  # "policy says … . did R-301 go out?": the question after the quotation is the ask
            decision = self.classify_one(cited, evidence=cited, asked=cited)
            if decision.route in (Route.LIVE_TOOL, Route.ACTION):
                return RouteDecision(decision.route, decision.confidence, decision.top_cosine, decision.reason
                                     + "; the documents are quoted as the reason, and the question after them asks of the user's object", firm=True)
        parts = [p.strip(" ,.?") for p in _SPLIT.split(text) if p and p.strip(" ,.?")]
        if len(parts) == 1:
            parts = [p.strip(" ,.?") for p in _SPLIT_AND.split(text) if p.strip(" ,.?")]
        parts = [p for p in parts if len(content_terms(p)) >= 2 or ACTION_VERB.search(p)]
        if len(parts) >= 2:
            decisions = [self._own_by_mine(p, text, self.classify_one(p, evidence=text)) for p in with_earlier_id(parts)]
            routes = {d.route for d in decisions}
            if len(routes) > 1:
                best = max(decisions, key=lambda d: PRIVILEGE[d.route])
                return RouteDecision(best.route, min(d.confidence for d in decisions), best.top_cosine, "multi-intent", [(d.route, p) for d, p in zip(decisions, parts)])
        decision = self.classify_one(text)
        if not has_history and decision.route == Route.KNOWLEDGE and not decision.firm and decision.top_cosine < self.standalone_below \
                and len(meaningful_terms(text)) >= self.specific_terms_over_clarify and not names_a_tenant(text, known_tenants):
            # The case rows hold no follow-up and no case naming a tenant (`eval/case_examples.py`), so any other question meets
            # denser neighbours: nearer than the others' threshold and still this far from every example, it is about something else.
            return RouteDecision(Route.OUT_OF_DOMAIN, 1.0 - decision.top_cosine, decision.top_cosine,
                                 f"asked on its own, top cosine {decision.top_cosine:.2f} below {self.standalone_below}, and the question is specific")
        return decision

    def known_word(self, word: str) -> bool:
        """A word the routing examples use, a stopword or a place: not a first name standing for someone."""
        w = word.lower()
        if w in STOPWORDS or regions_of(w) or LOWERCASE_PLACE.fullmatch(w):
            return True
        return w not in self._possessors and w in self.speller.vocabulary  # "What is alice's refund status?" names alice

    @staticmethod
    def _own_by_mine(part: str, text: str, decision: RouteDecision) -> RouteDecision:
        """A part that asks where or how "mine" is, while another part names the kind of object: a look-up of the
        user's own (DESIGN's "…, and check mine"), whatever the vote. The other part says what "mine" is, so the
        part is no longer unclear; a refusal was decided before the message was split."""
        if decision.route in (Route.KNOWLEDGE, Route.CLARIFY, Route.SMALL_TALK, Route.OUT_OF_DOMAIN) \
                and mine_for_named_object(text, part) and not requests_change(part):
            return RouteDecision(Route.LIVE_TOOL, decision.confidence, decision.top_cosine,
                                 decision.reason + "; 'mine' stands for the object another part names: a look-up of the user's own")
        return decision
