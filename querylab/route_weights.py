"""The shape of the route classifier's weights file (`prompts/offline/route_model.json`).

Why a module of its own: the knob store (`querylab.knobs`) validates every knob file on save, and importing
the offline package from there would close an import cycle (the offline model reads the knob store).
The classifier itself is `querylab.offline.route_model`.
"""

from __future__ import annotations

from typing import Any

from querylab.contracts import Route

FORMAT = "querylab-route-model/1"


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
