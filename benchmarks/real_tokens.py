"""The critical path with replies cut into a real tokenizer's tokens: what word pieces hide.

    QUERYLAB_EVALDATA=../shared/evaldata python -m benchmarks.real_tokens [--reps 2] [--token-ms 20]

The TTFT benchmark's fake sends a reply word by word, so a JSON reply's punctuation and a closing tag ride on
the words around them. A real model spends tokens on them: SmolLM2's tokenizer writes `</rewritten_query>` in 7
and a router reply in about twice as many tokens as words. Here the same fake streams SmolLM2's own tokens
(its GGUF's vocabulary, from the local model's package; nothing is generated) at a fixed time per token, and two
choices are measured on the kept questions, A and B interleaved:

- `router`: guarded + critical path with its router. The router's reply as the template asked before 2026-12-01
  (a single request's `sub_intents` repeating the normalized query) against as it asks now (`[]`); both without
  the `original_query` echo, as a schema-constrained model writes them. The knowledge path waits for the route.
- `closing_tag`: the same preset without the router; the judge_rewrite reply in free text (structured output
  off), its proposal settled at the closing tag's first characters (`</ad`, now) against its last (`>`, before).
- `vs_ragmeup`: the kept half's TTFT ratio, guarded + critical path ÷ RAG Me Up, with real tokens (a non-streamed
  reply, RAG Me Up's judge and rewrite, takes its token count's time too), beside the simulated benchmark's 0.50.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
import uuid
from typing import Any, Callable

from benchmarks.common import BenchContext, start_fake_server
from benchmarks.replies import BenchReplies
from benchmarks.ttft import CASES, _corpus, configurations
from querylab import judge_rewrite_reply
from querylab.config import Settings
from querylab.engine import Engine
from querylab.llm.local_server import packaged_model
from querylab.llm.openai_backend import OpenAIChatLLM
from querylab.pipeline import TurnOptions
from querylab.templates import TemplateStore

LATENCY_S = 0.4
_NEVER = re.compile(r"(?!x)x")


def token_pieces() -> Callable[[str], list[str]]:
    """Text → SmolLM2's tokens as text (a multi-byte character stays whole)."""
    import llama_cpp

    model = packaged_model()
    if model is None:
        raise SystemExit("the local model's package is not installed: ./scripts/install.sh --local-model")
    vocab = llama_cpp.Llama(model_path=str(model), vocab_only=True, verbose=False)

    def pieces(text: str) -> list[str]:
        out, pending = [], b""
        for token in vocab.tokenize(text.encode(), add_bos=False, special=False):
            pending += vocab.detokenize([token])
            try:
                out.append(pending.decode())
                pending = b""
            except UnicodeDecodeError:
                continue
        return out

    return pieces


class ShapedReplies(BenchReplies):
    """The benchmark's replies, the router's as a schema-constrained model writes it, its sub-intents per `old_router`."""

    old_router = True

    def reply(self, task: str, user: str, system: str = "") -> str:
        text = super().reply(task, user, system)
        if task != "router":
            return text
        data = {k: v for k, v in json.loads(text).items() if k not in ("original_query", "router_revision")}
        return json.dumps(data if self.old_router else {**data, "sub_intents": []})


def measure(reps: int, token_s: float) -> dict[str, Any]:
    settings = Settings.from_env()
    ctx = BenchContext(settings, False)
    st = ctx.settings_for("ttft", tenant="acme")
    replies = ShapedReplies(CASES, TemplateStore(st.prompts_dir, st.data_dir).defaults, seconds_per_token=token_s)
    server = start_fake_server(reply=replies, latency_s=LATENCY_S, token_delay_s=token_s)
    server.stream_pieces = token_pieces()
    replies.count_tokens = lambda text: len(server.stream_pieces(text))
    llm = OpenAIChatLLM(model="bench-model", api_key="bench", base_url=server.base_url, timeout_s=60, max_retries=0)
    engine = Engine(st, llm=llm, embedder=ctx.minilm())
    _corpus(ctx, engine)
    with_router = configurations(True)["guarded+critical_path"]
    without_router = with_router.with_(router=False)
    kept = [c.question for c in CASES if c.kind == "kept"]
    settled_at_start = judge_rewrite_reply._CLOSING_TAGS  # noqa: SLF001 - the choice under test

    def ttft(question: str, preset: Any) -> float:
        first: list[float] = []
        t0 = time.perf_counter()
        engine.ask(question, principal=st.principal(), session_id=uuid.uuid4().hex[:8], preset=preset, save=False,
                   options=TurnOptions(on_token=lambda _p: first or first.append(time.perf_counter())))
        return (first[0] - t0) * 1000

    def router(old: bool) -> Callable[[str], float]:
        def run(q: str) -> float:
            replies.old_router = old
            return ttft(q, with_router)
        return run

    def closing(at_start: bool) -> Callable[[str], float]:
        def run(q: str) -> float:
            judge_rewrite_reply._CLOSING_TAGS = settled_at_start if at_start else ((_NEVER, False),)  # noqa: SLF001
            try:
                return ttft(q, without_router)
            finally:
                judge_rewrite_reply._CLOSING_TAGS = settled_at_start  # noqa: SLF001
        return run

    def preset(chosen: Any) -> Callable[[str], float]:
        def run(q: str) -> float:
            replies.old_router = False
            replies.new_turn()
            return ttft(q, chosen)
        return run

    out: dict[str, Any] = {"token_ms": token_s * 1000, "latency_ms": LATENCY_S * 1000, "questions": len(kept), "reps": reps}
    for name, before, after in (("router", router(True), router(False)), ("closing_tag", closing(False), closing(True)),
                                ("vs_ragmeup", preset(configurations(True)["ragmeup"]), preset(with_router))):
        before(kept[0]), after(kept[0])  # warm both
        pairs = [(before(q), after(q)) for _ in range(reps) for q in kept]
        saved = [b - a for b, a in pairs]
        ratios = [a / b for b, a in pairs]
        out[name] = {"before_ttft_ms_p50": statistics.median(b for b, _ in pairs), "after_ttft_ms_p50": statistics.median(a for _, a in pairs),
                     "saved_ms_p50": statistics.median(saved), "saved_ms_min": min(saved), "saved_ms_max": max(saved),
                     "ratio_p50": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios), "pairs": len(pairs)}
    server.stop()
    engine.tools.close() if hasattr(engine.tools, "close") else None
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.real_tokens", description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=2, help="rounds over the kept questions (pairs = reps x 5)")
    parser.add_argument("--token-ms", type=float, default=20.0, help="time per token of the simulated model")
    args = parser.parse_args(argv)
    result = measure(args.reps, args.token_ms / 1000)
    sys.stdout.write(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
