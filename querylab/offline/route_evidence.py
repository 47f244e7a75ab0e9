"""Code-level evidence that a question is about the user's own object: the gate for raising a route.

Why: the rules router over-uses knowledge for look-ups and changes worded as a new author words them
(issue 14, part 7: on the v3 blind test, live_tool recall 0.43, action 0.33). The route classifier reads
those wordings better than the rules, but a model's word alone must never raise a route's privilege
(DESIGN.md, "Route contract"). So the classifier may move *knowledge* up to live_tool or action only when
this module, which reads the question and the history with the engine's own patterns and never a model,
agrees that the DESIGN definitions hold:

- live_tool "looks up the user's own orders, refunds or reimbursements": the question names an object the
  tool registry can look up (an id in the registry's formats, or "my order(s)/refund/claim"), or points back
  to one the history holds;
- action "changes them": the same object, and the question asks for the change itself (not "can orders be
  cancelled?"), with no negation of it ("don't cancel anything, just tell me…").

Anything that names another person, another tenant, a group, or reads as an injection gives no evidence:
those are the security checks' to decide, and nothing here can move a route away from refuse or clarify
(`RouteModel.review` raises only from knowledge). The tool itself still checks ownership from the principal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from querylab.offline.question_forms import OWN_OBJECT, POLICY_FORM, PROCEDURAL
from querylab.offline.information_need import asks_for_field, asks_for_rule
from querylab.offline.colleagues import names_colleagues_records
from querylab.offline.own_objects import names_others_id, says_own_object
from querylab.offline.references import antecedents, find_reference, object_ids, resolves
from querylab.offline.route_features import RouteInput
from querylab.offline.route_rules import ACTION_VERB, NEGATED_CHANGE, asks_definition, bare_object_id, requests_change
from querylab.security import (harmful_request_signals, injection_signals, mentions_other_person,
                               third_party_request)
from querylab.tenant_mentions import mentions_other_tenant
from querylab.contracts import Route
from querylab.tools.registry import REFUND_ID, REQUEST_ID, select_tool

# Ids in the registry's formats that cannot be a year or an amount (orders' 4 digits go through bare_object_id).
_REGISTRY_ID = re.compile(rf"\b(?:{REQUEST_ID}|{REFUND_ID})\b", re.I)
# "my 2047", "mine", "my orders": first person on an object the registry holds.
_MY_ID = re.compile(r"\b(?:my|mine)\s+#?\d{4}\b", re.I)
_GROUP = re.compile(r"\b(?:everyone|everybody|all\s+(?:the\s+)?(?:users|employees|staff|orders\s+of)|team's|colleagues?|customers?|"
                    r"co-?workers?|teammates?|company-wide|whole\s+company|their|his|her)\b", re.I)

# What usually happens, or what a word means, is a rule or a definition even when it names the user's object
# ("how long does it usually take to arrive?", "difference between packed and in_transit in my orders?").
_GENERAL = re.compile(r"\b(?:usually|normally|typically|generally|in\s+general|as\s+a\s+rule|on\s+average)\b|\bdifference\s+between\b"
                      r"|\bwhat\s+(?:does|do|is)\b[^?]{0,40}\bmean\b|\bmeaning\s+of\b", re.I)


@dataclass(frozen=True)
class OwnObjectEvidence:
    """What the words and the history show, in code; `lookup` gates live_tool, `change` gates action."""

    lookup: bool
    change: bool
    why: str = ""
    others_id: bool = False  # the words name an object by an id, and no id of the principal's own: enough for the rules, not for a model


def _blocked(item: RouteInput) -> str:
    q = item.question or ""
    if injection_signals(q) or harmful_request_signals(q):
        return "injection or harmful request"
    if mentions_other_tenant(q, item.tenant, item.known_tenants):
        return "another tenant"
    if mentions_other_person(q, item.user, item.tenant) or names_colleagues_records(q) or third_party_request(q):
        return "another person"
    if _GROUP.search(q):
        return "a group or someone else's object"
    if (asks_for_rule(q) and not asks_for_field(q)) or PROCEDURAL.search(q) or POLICY_FORM.search(q) or asks_definition(q) or _GENERAL.search(q):
        return "asks for a rule, a procedure or a definition, not an object's fields"
    return ""


def _registry_looks_up(text: str) -> bool:
    """The allow-list picks a look-up tool from these words *and* an id for it ("tracking number for 2042?")."""
    chosen = select_tool(Route.LIVE_TOOL, text)
    return chosen.params is not None and any(v for v in chosen.params.model_dump().values())


def own_object_evidence(item: RouteInput) -> OwnObjectEvidence:
    """Whether the question is, by code-level evidence, about one of the user's own objects (and asks to change it)."""
    q = item.question or ""
    if blocked := _blocked(item):
        return OwnObjectEvidence(False, False, f"no evidence: {blocked}")
    found = antecedents(item.history or [])
    reference = find_reference(q)
    wants_change = bool(ACTION_VERB.search(q))
    named = bool(_REGISTRY_ID.search(q) or bare_object_id(q) or _MY_ID.search(q) or OWN_OBJECT.search(q) or object_ids(q)
                 or _registry_looks_up(q) or says_own_object(q))
    from_history = found.has_object and reference is not None and resolves(reference, found, wants_change)
    if not (named or from_history):
        return OwnObjectEvidence(False, False, "no own object named or resolved from the history")
    source = "named in the question" if named else f"resolved from the history ({found.phrase()})"
    change = requests_change(q) and wants_change and not NEGATED_CHANGE.search(q)
    others_id = bool(names_others_id(q)) and not from_history
    return OwnObjectEvidence(True, change, f"own object {source}" + ("; a change asked for" if change else ""), others_id)
