"""The embedded offline model: deterministic, useful, and honest about being offline.

It implements the same LLM interface and output contracts as a real model (route JSON, memU tags, "yes/no"
plus motivation, a single rewritten question), built from sentence embeddings and visible rules instead of
generation. See `model.OfflineLLM`.
"""

from querylab.offline.model import OfflineLLM, OfflineModelConfig

__all__ = ["OfflineLLM", "OfflineModelConfig"]
