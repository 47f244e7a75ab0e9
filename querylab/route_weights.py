"""The shape of the route classifier's weights file (`prompts/offline/route_model.json`).

Why a module of its own: the knob store (`querylab.knobs`) validates every knob file on save, and importing
the offline package from there would close an import cycle (the offline model reads the knob store).
The classifier itself is `querylab.offline.route_model`.

The structural feature names live here for the same reason: a saved revision must name exactly the features the
code computes, in its order, and be trained on the engine's embedder — weights that do not are otherwise accepted on
save and then switched off when the model is built (`querylab.offline.model`), silently. `route_features` checks at
import that it computes exactly `STRUCTURAL_FEATURES`.
"""

from __future__ import annotations

from typing import Any

from querylab.contracts import Route

FORMAT = "querylab-route-model/1"
RETRAIN = "retrain: python -m querylab train router --write"

#: The structural features `querylab.offline.route_features` computes, in its order (the weights file names them).
STRUCTURAL_FEATURES: tuple[str, ...] = (
    "injection", "other_tenant", "other_person", "third_party_rule", "others_authority_claim", "others_asks_assistant",
    "others_other_people", "others_all_people", "others_third_person", "others_which_people_have", "others_bulk_records",
    "others_records_not_own", "others_own_records", "others_exfiltrate", "others_privileged_verb", "others_by_other", "named_person",
    "group_words", "first_person", "own_object", "object_id", "bare_id", "action_verb", "requests_change", "asks_if_possible",
    "procedural", "policy_form", "asks_rule", "asks_field", "asks_definition", "outside_data", "general_task", "has_history",
    "history_object", "history_two_objects", "proposal_asks", "confirmation", "continuation", "opens_continuation", "reference",
    "reference_pronoun", "reference_needs_two", "reference_resolved", "reference_unresolved", "history_ids_in_question",
    "wh_question", "aux_question", "question_mark", "imperative", "greeting", "negation", "has_number", "underspecified",
    "unknown_abbreviation", "no_content", "one_content_word", "short", "words", "content_terms",
    "topicless_no_history", "change_without_object", "mine_for_named_object",
)


def model_file_problems(data: Any) -> list[str]:
    """What is wrong with a parsed route_model.json (empty when it loads)."""
    if not isinstance(data, dict):
        return ["expected a JSON object"]
    problems = []
    if data.get("format") != FORMAT:
        problems.append(f"format must be {FORMAT!r}, got {data.get('format')!r}")
    routes = data.get("routes")
    if not isinstance(routes, list) or set(routes) != {r.value for r in Route}:
        problems.append("routes must list every route once")
        return problems
    for key in ("lower_at", "margin", "embed_scale"):
        if isinstance(data.get(key), bool) or not isinstance(data.get(key), (int, float)):
            problems.append(f"{key} must be a number")
    if isinstance(data.get("lower_at"), (int, float)) and not 0.0 <= data["lower_at"] <= 1.01:
        problems.append(f"lower_at must be in [0, 1.01] (1.01 turns the classifier off), got {data['lower_at']}")
    dim = data.get("embed_dim")
    emb = data.get("embedding_weights")
    if not isinstance(dim, int) or not isinstance(emb, dict) or any(not isinstance(emb.get(r), list) or len(emb[r]) != dim for r in routes):
        problems.append("embedding_weights must hold embed_dim numbers per route")
    struct = data.get("structural_weights")
    if not isinstance(struct, dict) or any(not isinstance(v, dict) or set(v) != set(routes) for v in struct.values()):
        problems.append("structural_weights must map each feature to a weight per route")
    if not isinstance(data.get("bias"), dict) or set(data["bias"]) != set(routes):
        problems.append("bias must hold one number per route")
    return problems


def compatibility_problems(data: dict[str, Any], embedder: tuple[str, int] | None = None) -> list[str]:
    """What makes a well-formed weights file unusable by this engine (empty when the classifier would run): features
    other than the code's, or in another order; with ``embedder`` (name, dimension), another embedding size."""
    problems = []
    named = tuple(data.get("structural_weights") or {})
    if named != STRUCTURAL_FEATURES:
        unknown = [f for f in named if f not in STRUCTURAL_FEATURES]
        missing = [f for f in STRUCTURAL_FEATURES if f not in named]
        parts = ([f"names features this code does not compute: {', '.join(unknown)}"] if unknown else []) + (
            [f"lacks features this code computes: {', '.join(missing)}"] if missing else [])
        problems.append("structural_weights " + ("; ".join(parts) if parts else "lists the code's features in another order")
                        + f" (trained for another version of querylab/offline/route_features.py; {RETRAIN})")
    if embedder is not None and data.get("embed_dim") != embedder[1]:
        problems.append(f"embed_dim is {data.get('embed_dim')}, but the offline model's embedder {embedder[0]} gives {embedder[1]} dimensions "
                        f"(trained with another embedder; {RETRAIN})")
    return problems
