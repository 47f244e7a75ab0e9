"""A learned second opinion on the offline router's route: multinomial logistic regression in numpy.

Why: rules written while reading dev errors fit dev and left a dev→test gap twice (issue 14, part 7). A
linear model over the question's MiniLM embedding and the structural signals (`route_features.py`) is
fitted on every labelled routing case at once, so its held-out error can be measured by leaving whole
sets out (`querylab/eval/route_holdout.py`) instead of being read off the cases it was written beside.

It never decides alone. The rules router (with the security checks, which stay the authority) proposes a
route; the model may only *lower* it, to a less privileged route (refuse, clarify, small talk, out of
domain below knowledge below live_tool below action), and only when it is confident: its probability for
the lower route is at least `lower_at` and exceeds its probability for the proposed route by `margin`.
Escalation (a route more privileged than the right one) is the costly error, so the model is used only in
the direction that removes it. It never picks a tool and never raises a route.

The weights live in `prompts/offline/route_model.json` (an offline knob file, so a revision carries them),
written by `python -m querylab train router --write` and read at start; nothing is trained at run time.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

import numpy as np

from querylab.contracts import PRIVILEGE, Route
from querylab.numeric import softmax
from querylab.offline.route_evidence import OwnObjectEvidence
from querylab.route_weights import FORMAT, model_file_problems

logger = logging.getLogger(__name__)

# Routes the rules reach on purpose (an ambiguous abbreviation, an unresolved reference, a security check):
# the classifier never moves a question away from them, except from asking back to refusing.
_DELIBERATE = frozenset({Route.CLARIFY, Route.REFUSE})



@dataclass
class RouteModel:
    """Weights of a multinomial logistic regression over [embedding * embed_scale, structural features]."""

    routes: tuple[str, ...]
    features: tuple[str, ...]  # structural feature names; the embedding's dimensions come first
    embed_dim: int
    weights: np.ndarray  # (embed_dim + len(features), len(routes))
    bias: np.ndarray  # (len(routes),)
    embed_scale: float = 4.0
    struct_scale: float = 1.0  # the structural features' scale: larger lets them outweigh the embedding under the same L2
    lower_at: float = 0.6  # chosen on the held-out folds (docs/architecture.md, "The offline route classifier")
    margin: float = 0.2
    among_unprivileged: bool = True  # may also move small talk / out of domain to clarify or refuse, clarify to refuse; never away from refuse
    raise_at: float = 0.8  # knowledge → live_tool / action only with code-level own-object evidence (route_evidence.py); chosen on the held-out folds; 1.01: never
    trained_on: dict[str, int] | None = None

    # -- fitting -------------------------------------------------------------------------------
    @classmethod
    def fit(cls, embeddings: np.ndarray, structural: np.ndarray, labels: list[str], features: tuple[str, ...], *,
            l2: float = 1e-3, embed_scale: float = 4.0, struct_scale: float = 3.0, iterations: int = 800, learning_rate: float = 0.5,
            sample_weight: np.ndarray | None = None) -> "RouteModel":
        """Full-batch gradient descent on the class-balanced cross-entropy with an L2 penalty (deterministic)."""
        routes = tuple(r.value for r in Route)
        index = {r: i for i, r in enumerate(routes)}
        y = np.array([index[label] for label in labels])
        x = np.hstack([embeddings * embed_scale, structural * struct_scale]).astype(np.float64)
        n, d = x.shape
        k = len(routes)
        counts = np.bincount(y, minlength=k).astype(np.float64)
        class_weight = np.where(counts > 0, n / (k * np.maximum(counts, 1)), 0.0)
        w_case = class_weight[y] * (sample_weight if sample_weight is not None else 1.0)
        w_case = w_case / w_case.sum()
        onehot = np.eye(k)[y]
        weights = np.zeros((d, k))
        bias = np.zeros(k)
        for _ in range(iterations):
            p = softmax(x @ weights + bias)
            g = (p - onehot) * w_case[:, None]
            weights -= learning_rate * (x.T @ g + l2 * weights)
            bias -= learning_rate * g.sum(axis=0)
        return cls(routes, tuple(features), int(embeddings.shape[1]), weights.astype(np.float32), bias.astype(np.float32), embed_scale, struct_scale)

    # -- use -----------------------------------------------------------------------------------
    def probabilities(self, embedding: np.ndarray, structural: np.ndarray) -> dict[Route, float]:
        """P(route) for one question."""
        x = np.concatenate([np.asarray(embedding, dtype=np.float32) * self.embed_scale, np.asarray(structural, dtype=np.float32) * self.struct_scale])
        p = softmax((x @ self.weights + self.bias)[None, :])[0]
        return {Route(r): float(v) for r, v in zip(self.routes, p)}

    def probabilities_many(self, embeddings: np.ndarray, structural: np.ndarray) -> np.ndarray:
        x = np.hstack([np.asarray(embeddings, dtype=np.float32) * self.embed_scale, np.asarray(structural, dtype=np.float32) * self.struct_scale])
        return softmax(x @ self.weights + self.bias)

    def review(self, proposed: Route, probs: dict[Route, float], *, lower_at: float | None = None, margin: float | None = None,
               evidence: OwnObjectEvidence | None = None, raise_at: float | None = None) -> tuple[Route, str]:
        """The route to use instead of `proposed`, and why ("" when it stands).

        A less privileged route can replace it when the model is confident in it: the cost of a wrong
        lowering is a question asked back or a policy answer; the cost of a missed one is an escalation.
        A more privileged one only from knowledge, only to live_tool or action, and only when `evidence`
        (computed in code from the words and the history, never by a model) shows the user's own object —
        and, for action, a request to change it (`_raised`).
        """
        lower_at = self.lower_at if lower_at is None else lower_at
        margin = self.margin if margin is None else margin
        raised = self._raised(proposed, probs, evidence, self.raise_at if raise_at is None else raise_at, margin)
        if raised is not None:
            return raised
        if proposed in _DELIBERATE:  # asking back and refusing are the rules' cautious ends: only towards refusal
            candidates = [Route.REFUSE] if proposed == Route.CLARIFY and self.among_unprivileged else []
        else:
            candidates = [r for r in probs if PRIVILEGE[r] < PRIVILEGE[proposed]
                          or (self.among_unprivileged and PRIVILEGE[r] == PRIVILEGE[proposed] == 0 and r != proposed)]
        if not candidates:
            return proposed, ""
        best = max(candidates, key=lambda r: probs[r])
        if probs[best] >= lower_at and probs[best] - probs.get(proposed, 0.0) >= margin:
            return best, f"route classifier: {best.value} {probs[best]:.2f} over {proposed.value} {probs.get(proposed, 0.0):.2f} (lowers only)"
        return proposed, ""

    @staticmethod
    def _raised(proposed: Route, probs: dict[Route, float], evidence: OwnObjectEvidence | None, raise_at: float, margin: float) -> tuple[Route, str] | None:
        """knowledge → live_tool / action when the model is confident *and* the code-level evidence holds; else None."""
        if proposed != Route.KNOWLEDGE or evidence is None or not evidence.lookup:
            return None
        best = max(probs, key=lambda r: probs[r])
        allowed = {Route.LIVE_TOOL} | ({Route.ACTION} if evidence.change else set())
        if best not in allowed or probs[best] < raise_at or probs[best] - probs.get(proposed, 0.0) < margin:
            return None
        return best, f"route classifier: {best.value} {probs[best]:.2f} over knowledge {probs.get(proposed, 0.0):.2f}, raised on code evidence ({evidence.why})"

    # -- the weights file ----------------------------------------------------------------------
    def to_json(self) -> str:
        """A readable file: one row of weights per feature name, per route."""
        names = [f"embedding[{i}]" for i in range(self.embed_dim)] + list(self.features)
        data: dict[str, Any] = {
            "format": FORMAT,
            "about": "Offline route classifier (querylab/offline/route_model.py). Written by `python -m querylab train router --write`; "
                     "it may only lower the rules router's route (or, with among_unprivileged, move small talk or out of domain to clarify or refuse, "
                     "and clarify to refuse; never away from refuse). Edit lower_at / margin to make it more or less cautious; lower_at 1.01 turns it off.",
            "lower_at": self.lower_at,
            "margin": self.margin,
            "among_unprivileged": self.among_unprivileged,
            "raise_at": self.raise_at,
            "embed_scale": self.embed_scale,
            "struct_scale": self.struct_scale,
            "embed_dim": self.embed_dim,
            "trained_on": self.trained_on or {},
            "routes": list(self.routes),
            "bias": {r: round(float(b), 5) for r, b in zip(self.routes, self.bias)},
            "structural_weights": {n: {r: round(float(v), 5) for r, v in zip(self.routes, row)}
                                   for n, row in zip(names[self.embed_dim:], self.weights[self.embed_dim:])},
            "embedding_weights": {r: [round(float(v), 5) for v in self.weights[: self.embed_dim, j]] for j, r in enumerate(self.routes)},
        }
        return json.dumps(data, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> "RouteModel":
        data = json.loads(text)
        problems = model_file_problems(data)
        if problems:
            raise ValueError("route model: " + "; ".join(problems))
        routes = tuple(data["routes"])
        features = tuple(data["structural_weights"])
        dim = int(data["embed_dim"])
        emb = np.array([data["embedding_weights"][r] for r in routes], dtype=np.float32).T
        struct = np.array([[data["structural_weights"][n][r] for r in routes] for n in features], dtype=np.float32).reshape(len(features), len(routes))
        return cls(routes, features, dim, np.vstack([emb, struct]), np.array([data["bias"][r] for r in routes], dtype=np.float32),
                   embed_scale=float(data["embed_scale"]), struct_scale=float(data.get("struct_scale", 1.0)), lower_at=float(data["lower_at"]), margin=float(data["margin"]),
                   among_unprivileged=bool(data.get("among_unprivileged", True)),
                   raise_at=float(data.get("raise_at", 1.01)), trained_on=dict(data.get("trained_on") or {}))
