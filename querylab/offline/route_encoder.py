"""A second reader for the offline router: all-MiniLM-L6-v2 with low-rank adapters, fine-tuned to name the route.

Why: sixteen rounds of rules and nearest-neighbour votes left the router at 0.64–0.81 on the first run of each
new author's dev half (issue 14, part 7): rules fit the cases they were written beside. The same MiniLM encoder,
fine-tuned on the other authors' dev halves, read a held-out author's cases better than the rules did
(docs/eval_results.md, "Round 17: a fine-tuned route encoder"). It is a reader, not an authority: the rules
router keeps its refusals, its small talk and out-of-domain calls and every decision its words make firm; of its
requests to ask back, the encoder may answer only a plain knowledge question (round 18); and it may raise a route to a
tool only where code finds the user's own object (`route_evidence.py`; `review` below).

The adapters (`prompts/offline/route_encoder.safetensors`, a 7-way head) are written by
`scripts/train_route_encoder.py`, which needs torch and runs outside the product; `tuned_encoder.py` merges them
into the embedder package's weights at run time.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Sequence

from querylab.contracts import PRIVILEGE, Route
from querylab.embeddings.base import EmbeddingError
from querylab.numeric import softmax
from querylab.offline.route_evidence import OwnObjectEvidence
from querylab.offline.references import find_reference
from querylab.offline.information_need import asks_for_rule
from querylab.offline.route_rules import asks_definition, meaningful_terms
from querylab.offline.tuned_encoder import Adapters, TunedEncoder

__all__ = ["Adapters", "RouteEncoder", "encoder_text", "review"]  # Adapters: read by the route encoder's tests

logger = logging.getLogger(__name__)

REPO_ROOT = Path(__file__).resolve().parents[2]
ADAPTERS_FILE = "route_encoder.safetensors"  # beside the other offline knob files: the eval cache's fingerprint hashes it
DEFAULT_ADAPTERS = REPO_ROOT / "prompts" / "offline" / ADAPTERS_FILE
MAX_TOKENS = 128  # the training length: longer inputs are cut there, as they were in training
LOWER_AT = 0.5  # defaults of model.toml's [route_encoder]: chosen on the held-out dev folds (docs/eval_results.md)
RAISE_AT = 0.8
ANSWER_AT = 0.7  # the encoder answers from the documents a question the rules would ask back (round 18)
NEVER = 1.01  # a threshold no probability reaches: the move is off
HISTORY_TURNS = 2  # the last user and assistant turns: what a follow-up leans on


def encoder_text(question: str, history: Sequence[dict[str, Any]]) -> str:
    """The one text the encoder reads for a question: shared by training and run time, so they cannot drift."""
    turns = " | ".join(f"{t.get('role', '')}: {t.get('content', '')}" for t in list(history)[-HISTORY_TURNS:])
    return f"{question} ;; {turns if turns else 'no history'}"


class RouteEncoder:
    """Route probabilities for a question and its history, from the fine-tuned encoder (thread-safe)."""

    def __init__(self, adapters_path: Path = DEFAULT_ADAPTERS, model_dir: Path | None = None, models_dir: Path | None = None) -> None:
        self._encoder = TunedEncoder(adapters_path, "route-encoder", MAX_TOKENS, model_dir, models_dir)
        self.adapters = self._encoder.adapters
        self.onnx_path = self._encoder.onnx_path
        try:
            self.routes = tuple(Route(r) for r in self.adapters.labels)
        except ValueError as exc:
            raise EmbeddingError(f"route encoder adapters {adapters_path}: {exc}") from exc

    def probabilities(self, question: str, history: Sequence[dict[str, Any]]) -> dict[Route, float]:
        logits = self._encoder.logits([encoder_text(question, history)])
        return dict(zip(self.routes, (float(p) for p in softmax(logits)[0])))


# Routes the rules reach on purpose or by caution (a security check, an unresolved reference, no topic of ours):
# the encoder never moves a question away from them, but for a request to ask back that it reads as a knowledge question.
_KEPT = frozenset({Route.REFUSE, Route.CLARIFY, Route.SMALL_TALK, Route.OUT_OF_DOMAIN})


SPECIFIC_TERMS = 3  # as the rules' specific_terms_over_clarify: a message with this many content words has a topic


def review(proposed: Route, probs: dict[Route, float], evidence: OwnObjectEvidence | None, *, lower_at: float, raise_at: float,
           answer_at: float = NEVER, question: str = "", completed: bool = False, has_history: bool = True) -> tuple[Route, str]:
    """The route to use instead of the rules' `proposed` one, and why ("" when it stands).

    The encoder's choice replaces knowledge, live_tool or action when it is less privileged and its
    probability reaches `lower_at` — but not by asking back, refusing, small talk or out of domain when code has
    found the user's own object in the words or the history ("check my orders", "cancel it" after a listing):
    the encoder reads short requests as unclear more often than they are. A more privileged choice stands only when `evidence`, computed in code
    from the words and the history (never by a model), shows the user's own object — and, for action, a
    request to change it — and its probability reaches `raise_at` (DESIGN.md: a model never raises a
    route's privilege on its own word), and not on an id none of which is the principal's ("trak 2041 pls" from
    someone who does not own 2041: `evidence.others_id`). A rule asked with no history and no pointer is not asked back
    (`has_history`): the adapters trained on v1–v132 read "How long do refunds take?" as unclear at 0.84.

    One move goes the other way without code evidence: a request to ask back (not a firm one: the caller never asks
    then) becomes knowledge when the encoder reads a knowledge question at `answer_at`. The rules ask back on
    questions whose words they cannot place ("pto 160h or 20 days? same thing?", "is that 15% charged even if the box
    was never opened?" after a listing); on seven authors' dev halves it had never seen, every such question the
    encoder read as knowledge at 0.7 or more was one (docs/eval_results.md, round 18). Knowledge reads the documents
    the principal may read and nothing else: no tool, no wider filter.
    """
    best = max(probs, key=lambda r: probs[r])
    said = f"route encoder: {best.value} {probs[best]:.2f} over {proposed.value} {probs.get(proposed, 0.0):.2f}"
    if proposed == Route.CLARIFY and best == Route.KNOWLEDGE and probs[best] >= answer_at:
        return best, f"{said} (answers)"
    if proposed in _KEPT or best == proposed:
        return proposed, ""
    if PRIVILEGE[best] < PRIVILEGE[proposed]:
        if evidence is not None and evidence.lookup and PRIVILEGE[best] == 0:
            return proposed, ""
        if question and ((best == Route.SMALL_TALK and len(meaningful_terms(question)) >= SPECIFIC_TERMS)
                         or (best == Route.CLARIFY and (completed or asks_definition(question)
                                                        or (not has_history and find_reference(question) is None and asks_for_rule(question))))):
            return proposed, ""
        return (best, f"{said} (lowers)") if probs[best] >= lower_at else (proposed, "")
    if evidence is None or not evidence.lookup or evidence.others_id or probs[best] < raise_at:  # "trak 2041" when 2041 is not theirs
        return proposed, ""
    if best not in ({Route.LIVE_TOOL} | ({Route.ACTION} if evidence.change else set())):
        return proposed, ""
    return best, f"{said}, raised on code evidence ({evidence.why})"
