"""Build what the offline model derives from files shipped under ``prompts/offline``: ``python -m querylab.offline.encoder_graphs``.

The fine-tuned encoders' graphs and the shipped route examples' vectors. The install script runs it, so the first
turn after an install (and every fresh data folder after it) does not wait half a minute for them; each is found
again by the hash of what it was built from, so a second run only loads them.
"""

from __future__ import annotations

import logging
from pathlib import Path

from querylab.embeddings.minilm import MiniLMEmbedder
from querylab.offline.judge_encoder import DEFAULT_ADAPTERS as JUDGE_ADAPTERS, JudgeEncoder
from querylab.offline.route_encoder import DEFAULT_ADAPTERS as ROUTE_ADAPTERS, RouteEncoder

logger = logging.getLogger(__name__)


def build_shipped_graphs() -> list[Path]:
    """The graph of each adapters file that exists, built when missing."""
    return [reader(path).onnx_path for path, reader in ((ROUTE_ADAPTERS, RouteEncoder), (JUDGE_ADAPTERS, JudgeEncoder)) if path.is_file()]


def embed_shipped_route_examples(prompts_dir: Path = Path(__file__).resolve().parents[2] / "prompts") -> Path | None:
    """The shipped route examples' vectors file beside the packaged model, embedded when missing."""
    from querylab.offline.model import OfflineLLM, files_knob_set

    llm = OfflineLLM(MiniLMEmbedder(), prompts_dir)  # building the default parts embeds and saves them, or loads them
    examples = files_knob_set(prompts_dir)["offline_route_examples"]
    texts = [str(t) for _, t in examples.data()] if examples.text.strip() else []
    path = llm.shipped_vectors.path("route-examples", llm.embedder, texts) if llm.shipped_vectors is not None and texts else None
    return path if path is not None and path.is_file() else None


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    for graph in build_shipped_graphs():
        logger.info("encoder graph ready at %s", graph)
    logger.info("shipped route examples' vectors at %s", embed_shipped_route_examples())
