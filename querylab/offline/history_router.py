"""Routing a question that leans on earlier turns of the session: the history decides, or asks back.

Why its own module: the similarity vote reads one message, but "yes", "the drive one", "do that for mine" or "and in
Boston?" mean what the turns before them make them mean. This reads the history with the engine's patterns
(`references.py`, `follow_ups.py`) and hands the words it resolves to the example router's vote
(`router.ExampleRouter.classify_one`): a confirmation takes the route of what was proposed, a pick from a listed reply
or an amount that fits one of its objects answers it, a reference with nothing to resolve it asks back, a follow-up
about an earlier object is routed by its own words with that object as evidence, a continuation is read with the
question it continues.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from querylab.contracts import Route
from querylab.offline.follow_ups import (WRONG_ONE, accepts_listing, asks_which, calls_by_amount, confirms_with_chat, declined, described_ids,
                                         first_listed_id, listed_ids, of_kind, offers_lookup, proposes, repeats_change, same_for_someone,
                                         tells_to_do_it)
from querylab.offline.information_need import asked_sentence, asks_for_field, asks_for_outside_data, asks_for_rule
from querylab.offline.own_objects import describes_own_object, says_own_object
from querylab.offline.pending_change import awaits_confirmation, confirms_and_asks, takes_back, takes_back_and_asks
from querylab.offline.question_forms import CONTINUATION, MINE, MINE_STANDS_FOR, OWN_OBJECT
from querylab.offline.references import Antecedents, antecedents, find_reference, resolves
from querylab.offline.route_decision import AFTER_GATING, RESOLVED, SURE_WITHOUT_CONTENT, RouteDecision
from querylab.offline.route_rules import ACTION_VERB, CONFIRMATION, bare_object_id, meaningful_terms, requests_change
from querylab.others_records import approver_decision
from querylab.security import authority_claim

if TYPE_CHECKING:
    from querylab.offline.router import ExampleRouter

_ORDINAL = re.compile(r"\b(?:first|second|third|fourth|last|former|latter)\b", re.I)  # picks one of several
MAX_ELLIPTIC_WORDS = 8  # a follow-up that leaves its object out is short; a longer one says what it is about
MORE_WORDS_FOR_A_CHANGE = 4
MAX_CONTINUATION_WORDS = 6  # "and in Boston?", "what about sick leave?": short, and opened by a continuation word
MAX_ANSWER_WORDS = 3  # "2043", "2043 please": an id given as the answer to "which one?"
_OTHER_ONE = re.compile(r"\bother\b", re.I)
_OFFERS_HELP = re.compile(r"\b(?:anything\s+(?:else\s+)?I\s+can\s+help|how\s+can\s+I\s+help|what\s+can\s+I\s+do\s+for\s+you)\b", re.I)
_NTH = re.compile(r"\b(second|third|fourth)\b", re.I)
_NTH_COUNT = {"second": 2, "third": 3, "fourth": 4}
_MEANT = re.compile(r"^\W*(?:(?:sorry|oops|no|nah|wait|actually|my\s+bad)\W+)*i\s+meant\b", re.I)  # "sorry, I meant 2046"
_THE_KIND = re.compile(r"\bthe\s+(refund|order|claim)\b(?!\s+(?:polic(?:y|ies)|window|rules?|process|form|limit|cap|deadline)\b)", re.I)
_POINTS_BACK = frozenset("last time before earlier previous yesterday usual same again week today".split())  # "the one from before"
_ASKS_WHETHER_IT_CHANGES = re.compile(r"\b(?:does|do|did|will|would)\s+(?:that|this|it|these|those)\s+(?:\w+\s+)?(?:change|stop|close|update)\b", re.I)
# A follow-up that opens by going on from the turn before ("ok and …", "ok then …", "what about …").
_OPENS_AS_FOLLOW_UP = re.compile(r"^\W*(?:(?:ok(?:ay)?|right|so|cool|great|thanks)\W+)?(?:and|then|also|what\s+about|how\s+about)\b", re.I)
_SEVERAL = re.compile(r"\b(?:both|all|each|every|them|those)\b", re.I)
# "it's legit though, just do it", "do it anyway": the refused request pressed again, with nothing new in it (routing v98 dev)
_INSISTS = re.compile(r"\b(?:just\s+do\s+it|do\s+it\s+anyway|go\s+ahead\s+anyway|(?:it'?s|it\s+is|this\s+is)\s+(?:legit|fine|ok(?:ay)?|allowed|approved)\b|trust\s+me)", re.I)


# "ok, approve it" after an answer about approval limits (routing v103 dev): a decision on an object, which must be there
_APPROVES = re.compile(r"^\W*(?:(?:ok(?:ay)?|fine|then|so|just|please|pls)\W+)*(?:approve|reject|sign\s+off)\s+(?:it|that|this|them)\b", re.I)
# "fix it for me", "sort this out", "approve it, she's been waiting", "fine, then submit it for me" (routing v160, v164, v165
# dev): the assistant told to act on a thing only an earlier turn could name
_ACTS = r"(?:fix|sort|handle|resolve|solve|deal\s+with|take\s+care\s+of|approve|reject|cancel|withdraw|submit|process)\s+(?:it|this|that|them)\b"
_ACT_ON_IT = re.compile(r"\b" + _ACTS, re.I)
# … said as an order, not asked as a question ("can I approve it myself?" asks a rule, routing v15 dev)
_TOLD_TO_ACT_ON_IT = re.compile(r"(?:^\W*|[,.;:!?—–]\s*|\b(?:then|just|please|pls|now|so|fine|ok(?:ay)?)\s+)" + _ACTS, re.I)
# "cancel the one Priya was asking about" (routing v169 dev): called by what someone else asked, which the session does not hold
_CALLED_BY_SOMEONE = re.compile(r"\bthe\s+one\s+(?:that\s+)?(?!(?:i|we|you)\b)[A-Za-z]+\s+(?:was\s+|is\s+)?(?:asking|asked|mentioned|wanted|meant|needs?)\b", re.I)
# An approver's decision on the user's own object; escalating one's own refund is the user's to ask (routing v75 dev).
_NOT_AN_APPROVERS = re.compile(r"^escalate", re.I)


def _same_kind(objects: tuple[str, ...]) -> list[str]:
    """The objects of the same kind as the last one named (orders, claims or refunds)."""
    def kind(ref: str) -> str:
        return "claim" if "EXP-" in ref.upper() else "refund" if re.search(r"\bR-\d", ref, re.I) else "order"
    return [o for o in objects if objects and kind(o) == kind(objects[-1])]


class HistoryRouter:
    """Routes a question by the session's history for `router`, whose vote it asks for the words it resolves."""

    def __init__(self, router: ExampleRouter) -> None:
        self.router = router

    def route(self, question: str, history: list[dict]) -> RouteDecision | None:
        """A decision for a question that leans on earlier turns, or None to route it on its own.

        A bare confirmation takes the route of what the assistant proposed. A reference ("cancel it", "the
        other one", "that city") with nothing to resolve it (no history, or a history without the object an
        action needs) → clarify; resolved to an earlier object → routed by the question's own words, with
        that object as the evidence a tool route needs: "what's its tracking number?" is live data, "what
        is the return window for it?" is policy. A continuation ("and in Boston?") is read with the
        question it continues.
        """
        found = antecedents(history)
        previous = next((str(t.get("content", "")) for t in reversed(history) if t.get("role") == "user"), "")
        proposal = next((str(t.get("content", "")) for t in reversed(history) if t.get("role") == "assistant"), "")
        kind = MINE_STANDS_FOR.search(f"{previous} {proposal}")
        stands_for_mine = not found.has_object and bool(kind) and bool(MINE.search(question))
        if stands_for_mine:  # "ok so is mine approved yet?" after a talk about claims
            found = Antecedents(own_object=f"my {kind.group(0).lower()}")
        if previous and declined(proposal):
            if authority_claim(question):
                return RouteDecision(Route.REFUSE, 1.0, 0.0, "answers a refusal with a claimed role; roles come from the sign-in, not from the message")
            if _INSISTS.search(question) and not ACTION_VERB.search(question):
                return RouteDecision(Route.REFUSE, 1.0, 0.0, "presses a refused request again with nothing new in it: still refused")
        if previous and awaits_confirmation(proposal):
            if takes_back(question):  # "hmm no, leave it, the caller changed his mind again" (routing v102-v104 dev)
                return RouteDecision(Route.SMALL_TALK, 1.0, 0.0, "takes back the change that waits for confirmation and asks for nothing else", firm=True)
            if found.has_object and (rest := takes_back_and_asks(question)) and not asks_for_rule(rest):
                # "no, don't cancel — just tell me the total first" (routing v108 dev): the look-up is what is left
                return RouteDecision(Route.LIVE_TOOL, 1.0, 0.0, f"takes back the waiting change and asks for a field of {found.phrase()}", firm=True)
            if found.has_object and confirms_and_asks(question) is not None:  # "yes confirm. and remind me what happens with the fee"
                decision = self.router.classify_one(proposal, evidence=f"{proposal} ({found.phrase()})", exclude=RESOLVED, verb_evidence=f"{previous} {proposal}")
                if decision.route == Route.ACTION:
                    decision.reason += "; confirms the change that waits for confirmation, then asks more: the change is the more privileged intent"
                    decision.firm = True
                    return decision
        someone = same_for_someone(question, " ".join(str(t.get("content", "")) for t in history), self.router.known_word) if previous else None
        if someone and found.has_object:  # "and for alice?" after "where's my order 1044?": the same look-up, of someone else's
            return RouteDecision(Route.REFUSE, 1.0, 0.0, f"asks the same about {someone}'s objects; the tools serve the user's own only")
        if someone and someone.lower() in ("him", "her"):  # "and for her?" after the hotel cap: nobody in the conversation she could be
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"'{someone}' stands for nobody the conversation names: ask who")
        confirmed = CONFIRMATION.search(question) or confirms_with_chat(question)
        answered = listed_ids(question) if len(question.split()) <= MAX_ANSWER_WORDS else set()
        if not answered and asks_which(proposal) and len(question.split()) <= MAX_ANSWER_WORDS + 2 and (own := describes_own_object(question)):
            answered = {own.lower()}  # "the Paris conference claim" after "which order, refund or claim?" (routing v108 dev)
        if (confirmed or answered) and previous and asks_which(proposal) and (answered or listed_ids(proposal)):
            # "2043" after "Which order? 2043 (confirmed) and 2047 (packed) …", "yes that one" after "Do you mean R-77?": the
            # answer completes the request the question was asked about (routing v11)
            chosen = next(iter(answered), "") or first_listed_id(proposal)
            decision = self.router.classify_one(previous, evidence=f"{previous} ({chosen or found.phrase()})", exclude=RESOLVED, verb_evidence=previous)
            decision.reason += f"; answers which object the last reply asked about ({chosen or found.phrase()}), so the request before it"
            decision.firm = decision.route in (Route.LIVE_TOOL, Route.ACTION)
            return decision
        if asks_which(proposal) and not listed_ids(proposal) and not listed_ids(question) and len(question.split()) <= MAX_ELLIPTIC_WORDS \
                and (reference := find_reference(question)) is not None and not reference.pronoun and not ACTION_VERB.search(question) \
                and set(meaningful_terms(question)) <= _POINTS_BACK:
            # "the one from before" after "Sure — which order?" (routing v103 dev): the reply asked which and listed none; the
            # answer points back again without naming one
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"the last reply asked which one, and '{reference.phrase}' names none: ask again")
        if (confirmed and offers_lookup(proposal) and not ACTION_VERB.search(question)) or accepts_listing(question, proposal):
            return RouteDecision(Route.LIVE_TOOL, 1.0, 0.0, "accepts the look-up the last reply offered", firm=True)
        if confirmed and found.has_object and proposes(proposal):
            # the change may be named by the request the proposal answers ("cancel my order" → "…: 1043. That one?")
            decision = self.router.classify_one(proposal, evidence=f"{proposal} ({found.phrase()})", exclude=RESOLVED, verb_evidence=f"{previous} {proposal}")
            decision.firm = True  # the proposal decides, not how the "yes" is worded: the classifier reads only the latter
            return decision
        if WRONG_ONE.search(question) and found.has_object and not ACTION_VERB.search(question) and not listed_ids(question):
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "the user says the object taken was the wrong one: ask which")
        if (WRONG_ONE.search(question) or _MEANT.search(question)) and previous and len(listed_ids(question)) == 1 and not ACTION_VERB.search(question):
            # "sorry, wrong one — I meant 2046" after "track 2041" (routing v107 dev): the request before it, for the object now named
            named = next(iter(listed_ids(question)))
            decision = self.router.classify_one(previous, evidence=f"{previous} ({question})", exclude=RESOLVED, verb_evidence=previous, asked=question)
            decision.reason += f"; corrects the object of the request before it to {named}"
            decision.firm = decision.route in (Route.LIVE_TOOL, Route.ACTION)
            return decision
        repeated = repeats_change(question, history)
        target = next(iter(listed_ids(question)), "") or (found.phrase() if found.has_object and not _OTHER_ONE.search(question) else "")
        if repeated is not None and target:  # "do the same for the other one" is left to the reference rules below
            return RouteDecision(Route.ACTION, 1.0, 0.0, f"'do that' asks for the change named earlier (\"{repeated[:60]}\") on {target}", firm=True)
        if tells_to_do_it(question) and not listed_ids(question) and (stands_for_mine or not found.has_object) \
                and (not proposes(proposal) or _OFFERS_HELP.search(proposal)):
            # "ok do that for me then" after an answer about how to raise a PO (v10), "do it" after the WFH stipend (v11): told to
            # act, but the conversation named no object and the reply offered nothing to accept; "ok do that for mine" after the
            # refund window (routing v105 dev): "mine" is one of the user's objects, but which one nothing says; "anything I can help
            # with?" offers nothing "that thing" could be (v105 dev)
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "told to act, but the conversation names no object and the last reply offered nothing: ask what")
        # "is there any exception to the 14 days?" picks nothing; "withdraw the submitted one, it should be a half day of per diem"
        # (routing v168 dev) asks the change first, and the rule words after it give the reason
        described = set() if asks_for_rule(question) and not requests_change(question) else described_ids(question, proposal)
        if len(described) >= 2 and calls_by_amount(question):
            # "the 45 dollar one, when does it arrive?" after a reply listing two orders of USD 45.00: which of them (routing v79 dev)
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"the amount fits {len(described)} of the objects the last reply listed: ask which")
        picked = next(iter(described)) if len(described) == 1 else None
        if not picked and not listed_ids(question) and not asks_for_rule(question) and (kind := _THE_KIND.search(question)) \
                and len(of_kind(listed_ids(proposal), kind.group(1))) >= 2:
            # "the refund — why's it stuck?" after a reply listing three refunds (routing v100 dev): "the" picks none of them
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"'{kind.group(0)}' could be any of the {kind.group(1)}s the last reply listed: ask which")
        if picked:
            # "the drive one" after "Which one? You have 2041 (…) and 2046 (HomeVault Drive 4 TB, …)": a bare pick answers
            # the question before it, so the request is the previous one; with words of its own ("pull back the submitted one") it is its own.
            bare = not ACTION_VERB.search(question) and not asks_for_field(question)
            text = f"{previous} {question}" if bare else question
            named = f"my order {picked}" if picked.isdigit() else f"my {picked}"
            decision = self.router.classify_one(text, evidence=f"{text} ({named})", exclude=RESOLVED, verb_evidence=previous if bare else "", asked=question)
            decision.reason += f"; '{question}' picks {picked} of those the last reply listed"
            decision.firm = decision.route in (Route.LIVE_TOOL, Route.ACTION)
            return decision
        continuation = bool(previous) and bool(CONTINUATION.search(question)) and len(question.split()) <= MAX_CONTINUATION_WORDS
        reference = find_reference(question)
        if reference is None:
            if continuation:
                evidence = f"{previous} {question}" + (f" ({found.phrase()})" if found.has_object else "")
                decision = self.router.classify_one(f"{previous} {question}", evidence=evidence, exclude=RESOLVED, asked=question)
                decision.reason += "; read with the question it continues"
                if decision.route in AFTER_GATING and found.has_object and asks_for_field(previous) and not asks_for_rule(question):
                    # "and the chicago one?" after "status of EXP-3103?": the same look-up for another of the user's objects
                    decision.route, decision.firm = Route.LIVE_TOOL, True
                    decision.reason += "; the question it continues asked for a field of the user's object, so live_tool"
                return decision
            if previous and _OPENS_AS_FOLLOW_UP.search(question) and not continuation and not asks_for_outside_data(question):
                # "ok and which thresholds get a second look during close?" after a question about the close calendar: alone
                # it is far from every example, but it goes on from an in-domain question (v9, v12); "and how much is 95 dollars in
                # euros?" after the per diem still asks for outside data (v14)
                # "ok and the first and last day?" after the per diem (routing v99, v104 dev): alone it reads as small talk
                alone = self.router.classify_one(question)
                if (alone.route == Route.OUT_OF_DOMAIN or (alone.route == Route.SMALL_TALK and "?" in question and len(meaningful_terms(question)) >= 2)) \
                        and self.router.classify_one(previous).route not in (Route.OUT_OF_DOMAIN, Route.SMALL_TALK):
                    decision = self.router.classify_one(f"{previous} {question}", evidence=question, exclude=RESOLVED, asked=question)
                    decision.reason += f"; alone it reads as {alone.route.value}, but it goes on from the in-domain question before it"
                    decision.firm = alone.route == Route.SMALL_TALK and decision.route == Route.KNOWLEDGE  # the encoder reads it alone too
                    return decision
            listed = listed_ids(proposal)
            if len(listed) >= 2 and requests_change(question) and ACTION_VERB.search(question) and not listed_ids(question) and not _SEVERAL.search(question):
                # "request a refund for it" after a reply naming two orders: acting on a guess would be worse than asking
                return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"the change leaves its object out, and the last reply named {len(listed)}: ask which")
            return self._elliptic(question, history, found)
        # "does that change when I work abroad?" asks whether a rule changes, not for a change to an object
        acts = (ACTION_VERB.search(self.router.speller.correct(question)) or _APPROVES.search(question) or _TOLD_TO_ACT_ON_IT.search(question)) \
            and not _ASKS_WHETHER_IT_CHANGES.search(question)
        wants_object = bool(acts) or (asks_for_field(question) and not asks_for_rule(question))
        if not resolves(reference, found, wants_object):
            if says_own_object(question):
                # "In that case, could you check whether my refund R-303 is still processing?", "and the other claim, the tokyo
                # one, still pending?" (routing v129, v132 dev): the message names its own object; the reference needs no history
                return None
            first = self.router.classify_one(question)
            if reference.pronoun and first.route in (Route.SMALL_TALK, Route.OUT_OF_DOMAIN) and first.top_cosine >= SURE_WITHOUT_CONTENT \
                    and not _ACT_ON_IT.search(question):  # not "fix it for me, I've explained it three times already" (routing v160 dev)
                return first  # "thanks, that was helpful" points back at nothing that needs resolving
            what = "two earlier objects to choose from" if reference.needs_two else ("an earlier object" if wants_object else "an earlier turn")
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"'{reference.phrase}' needs {what}, and this session has none")
        if not found.has_object:
            return None
        if (verb := approver_decision(question)) and not _NOT_AN_APPROVERS.match(verb) and not _OTHER_ONE.search(question):
            # the history's objects are the user's own (the tools show no one else's): approving one is self-approval
            return RouteDecision(Route.REFUSE, 1.0, 0.0, f"asks the assistant to {verb} {found.phrase()}, the user's own: a decision only an approver makes")
        nth = _NTH.search(reference.phrase)
        if nth and len(found.objects) < _NTH_COUNT[nth.group(1).lower()] and not listed_ids(question):
            # "and the second refund?" when the conversation showed one (routing v107 dev): there is no second to look up
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"'{reference.phrase}', but the conversation names {len(found.objects)} object(s): ask which")
        candidates = listed_ids(proposal)
        picks_one = wants_object or not reference.pronoun  # "what's the tracking on that one" picks as surely as "cancel it"
        # "where's R-79?" answered "R-79 (… from order 1041) is processing": the reply took up the one asked, the only one asked about
        asked_about = _same_kind(tuple(dict.fromkeys(i for t in history if t.get("role") == "user" for i in sorted(listed_ids(str(t.get("content", "")))))))
        took_up = listed_ids(previous) if len(asked_about) <= 1 else set()
        acts_on_taken_up = bool(acts) and len(candidates) >= 2 and len(took_up) == 1 and took_up <= candidates
        if picks_one and not reference.needs_two and len(candidates) >= 2 and not _ORDINAL.search(reference.phrase) and not listed_ids(question) \
                and not acts_on_taken_up:
            # "cancel that one" after a reply that listed two orders: acting (or looking up) on a guess would be worse than asking;
            # "escalate it" after the reply above means R-79 (routing v169 dev); a question about it ("why is it less than I paid?")
            # is still asked back or answered by the encoder, as before.
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"'{reference.phrase}' could be any of {len(candidates)} objects in the last reply: ask which")
        if acts_on_taken_up:
            found = Antecedents((next(iter(took_up)).upper(),), found.own_object, found.topic_terms)
        if acts and requests_change(question) and (reference.pronoun or _CALLED_BY_SOMEONE.search(question)) and len(asked_about) >= 2 \
                and not listed_ids(question):
            # "cxl it" after the user asked about 1042 and then 1043 (routing v26, v84, v111 dev): a change on a guess between
            # two objects the user asked about is worse than asking which ("pull it back" after "what's in the 442.50 one?"
            # picked one: the user named no id, v96 dev)
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, f"'{reference.phrase}' could be any of {len(asked_about)} objects the user asked about: ask which")
        text = f"{previous} {question}" if continuation else question
        decision = self.router.classify_one(text, evidence=f"{question} ({found.phrase()})", exclude=RESOLVED, asked=question)
        decision.reason += f"; '{reference.phrase}' = {found.phrase()} from the history"
        if decision.route == Route.ACTION and not reference.needs_two and not _OTHER_ONE.search(question) \
                and requests_change(question) and ACTION_VERB.search(question):
            decision.firm = True  # "withdraw it, I'll split off the taxis. is the cap 240 btw?" (v100 dev): the change is spelled out
        if decision.route in (Route.KNOWLEDGE, Route.LIVE_TOOL) and asks_for_field(question) and not asks_for_rule(question):
            # "when does it get paid?" about a claim of the history: one of its fields, which only the tool has. Firm
            # whether or not the vote already said live_tool, so no reader moves it (round 19: the vote had come to agree).
            decision.route = Route.LIVE_TOOL
            decision.reason += "; the words ask for a field of that object, so live_tool"
            decision.firm = True
        elif decision.route not in AFTER_GATING and decision.route != Route.ACTION and found.objects and not meaningful_terms(question.replace(reference.phrase, " ")):
            # "and the other one?" after a reply listing two orders: the pointer adds no request of its own, and the one it
            # stands for is the user's object, so asking about it is a look-up (a rule would have been voted knowledge).
            decision.route = Route.LIVE_TOOL
            decision.reason += "; the pointer adds no request and stands for an object of the user's: a look-up of it"
            decision.firm = True
        return decision

    def _elliptic(self, question: str, history: list[dict], found: Antecedents) -> RouteDecision | None:
        """A short follow-up that leaves its object out ("how much was refunded?" after a look-up of order
        2044): a look-up or action by its own words, about the object of the history. None otherwise."""
        asked = asked_sentence(question)
        if asked != question and asks_for_field(asked) and not asks_for_rule(asked):
            question = asked  # "what's the tracking number again? Customer Care's email cut it off" (routing v169 dev): the reason follows the ask
        # a change may take more words to say than a look-up ("change the shipping address to my office in Austin", v107 dev)
        longest = MAX_ELLIPTIC_WORDS + MORE_WORDS_FOR_A_CHANGE \
            if requests_change(question) and ACTION_VERB.search(question) and not re.search(r"\d", question) else MAX_ELLIPTIC_WORDS
        if len(question.split()) > longest or OWN_OBJECT.search(question) or bare_object_id(question):
            return None
        if not found.has_object:
            return None
        # a change asked on the history's object leaves no "which one?" open ("cancel. not need anymore" after 1046, routing v174 dev)
        resolved = RESOLVED if found.objects and requests_change(question) else frozenset()
        decision = self.router.classify_one(question, evidence=f"{question} ({found.phrase()})", exclude=resolved)
        if decision.route not in (Route.LIVE_TOOL, Route.ACTION):
            return None
        decision.reason += f"; the object left out is {found.phrase()} from the history"
        # a field asked of the history's object, as the reference branch above reads "when does it get paid?": no model lowers it
        decision.firm = decision.route == Route.LIVE_TOOL and bool(found.objects) and asks_for_field(question) and not asks_for_rule(question)
        return decision
