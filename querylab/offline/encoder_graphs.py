"""Build the graphs of the fine-tuned encoders shipped under ``prompts/offline``: ``python -m querylab.offline.encoder_graphs``.

The install script runs it, so the first turn after an install does not wait seconds for a build; a graph is found
again by its adapters file's hash, so a second run only loads them.
"""

from __future__ import annotations

import logging
from pathlib import Path

from querylab.offline.judge_encoder import DEFAULT_ADAPTERS as JUDGE_ADAPTERS, JudgeEncoder
from querylab.offline.route_encoder import DEFAULT_ADAPTERS as ROUTE_ADAPTERS, RouteEncoder

logger = logging.getLogger(__name__)


def build_shipped_graphs() -> list[Path]:
    """The graph of each adapters file that exists, built when missing."""
    return [reader(path).onnx_path for path, reader in ((ROUTE_ADAPTERS, RouteEncoder), (JUDGE_ADAPTERS, JudgeEncoder)) if path.is_file()]


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    for graph in build_shipped_graphs():
        logger.info("encoder graph ready at %s", graph)
