"""One judgement through the offline model's judge step, as the judge tests call it."""

from querylab.llm.base import LLMRequest
from querylab.parsing import parse_judge


def judged(offline_llm, question: str, documents: list[str], tenant: str = "") -> tuple[str, str]:
    """(verdict, motivation) the offline judge gives ``question`` over ``documents`` for ``tenant``'s corpus."""
    variables = {"question": question, "_documents": documents, "_tenant": tenant}
    parsed = parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text)
    return parsed.verdict, parsed.motivation
