"""LLM backends behind one small interface (see `base.py`)."""

from querylab.llm.base import LLM, LLMError, LLMRequest, LLMResponse

__all__ = ["LLM", "LLMError", "LLMRequest", "LLMResponse"]
