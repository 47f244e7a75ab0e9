"""Critical-path option `answer_start`: the answer right after the judge's first word "yes"; and, with
`judge_rewrite`, the next round right after the proposed rewrite's closing tag.

"after_first_word" streams the judge and requests the answer once its first word is settled as "yes";
"speculative" requests the answer alongside the judge and shows it only after "yes" (on "no" it is cancelled and
recorded as discarded: the price is one answer call's prompt per "no"). The answer's request is sent right after
the judge's has left (`llm/transport.signal_sent`, at most `JUDGE_FIRST_S` later): built at the same moment on
two threads, each delayed the other by a few milliseconds, and the judge's first word is what the answer waits
for; the answer's first token still arrives before that word is settled (one token after it). When the judge
and the answer share a server that answers one request at a time (`max_concurrency == 1`: llama.cpp's,
`LocalLLM`), "speculative" acts as "after_first_word": the answer sent alongside could only queue, behind the
judge (gaining nothing) or in front of it (the verdict then waits for a whole answer).

A judge_rewrite reply puts its proposal (the terms to add) before the motivation (prompts/judge_rewrite.toml):
after a "no" the turn gets the rewrite as soon as the tag closes (`judge_rewrite_reply.streamed_rewrite`, the
value the finished reply parses to) and retrieves with it while the motivation still streams; the motivation is
read, and recorded in the trace, when the reply ends (`StreamedJudge.finish`). A reply in the old order (motivation first) or without a
tag simply settles at its end, as before.
"""

from __future__ import annotations

import queue
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass, field

from querylab.contracts import FusedHit, Step
from querylab.critical_path.background import Scratch, add_steps, in_background
from querylab.llm.base import LLM
from querylab.llm.transport import signal_sent
from querylab.judge_rewrite_reply import split_judge_rewrite, streamed_rewrite
from querylab.parsing import parse_judge, settled_verdict
from querylab.steps.answer import ANSWER_MAX_TOKENS, AnswerStep
from querylab.steps.env import StepEnv
from querylab.steps.runner import LLMCall, StepOutput

ANSWER_STARTS = ("after_judge", "after_first_word", "speculative")
JUDGE_FIRST_S = 0.02  # at most this long the speculative answer waits for the judge's request to leave


def _models(llm: LLM, judge_task: str) -> tuple[LLM, LLM]:
    """The models the judge's and the answer's calls go to."""
    llm = getattr(llm, "inner", llm)  # a CancellableLLM (the speculative knowledge path) passes through
    for_task = getattr(llm, "for_task", None)  # a per-step choice of backend (llm/per_step.py)
    return (for_task(judge_task), for_task("answer")) if callable(for_task) else (llm, llm)


def one_slot(llm: LLM, judge_task: str) -> bool:
    """Whether the judge's and the answer's calls go to the same model that answers one request at a time."""
    judge, answer = _models(llm, judge_task)
    return judge is answer and getattr(answer, "max_concurrency", None) == 1


class _FirstWord:
    """Watches the judge's streamed reply: `ready` once its verdict is settled, `rewrite_ready` once a combined
    reply's rewrite of `query` is (or the reply ended)."""

    def __init__(self, combined: bool, query: str) -> None:
        self.combined = combined
        self.query = query
        self.parts: list[str] = []
        self.verdict: str | None = None
        self.rewrite: str | None = None
        self.ready = threading.Event()
        self.rewrite_ready = threading.Event()

    def feed(self, piece: str) -> None:
        if self.rewrite_ready.is_set():
            return
        self.parts.append(piece)
        text = "".join(self.parts)
        if not self.ready.is_set():
            verdict = settled_verdict(text)
            if verdict is None:
                return
            self.verdict = verdict
            self.ready.set()
        if not self.combined or self.verdict == "yes":
            return
        rewrite = streamed_rewrite(text, self.query)
        if rewrite is not None:
            self.rewrite = rewrite
            self.rewrite_ready.set()

    def close(self, text: str | None) -> None:
        if not self.ready.is_set():
            judged = split_judge_rewrite(text or "", self.query)[0] if self.combined else (text or "")
            self.verdict = parse_judge(judged).verdict
            self.ready.set()
        self.rewrite_ready.set()  # the finished reply decides (rewrite stays None: read it from the parse)


@dataclass
class StreamedJudge:
    """A judge call streamed on another thread. `early_rewrite` is set when a judge_rewrite reply said "no" and
    its rewrite's tag closed before the reply ended; `finish()` waits for the rest and merges its step."""

    answered: bool
    verdict: str | None  # the settled first word
    early_rewrite: str | None
    future: Future
    scratch: Scratch
    group: str | None
    _out: StepOutput | None = field(default=None, repr=False)

    def finish(self) -> StepOutput:
        if self._out is None:
            self._out = self.future.result()
            self.scratch.merge(self.group)
        return self._out


class _Cancelled(Exception):
    """Raised inside a speculative answer's stream to stop it after a "no"."""


class SpeculativeAnswer:
    """The answer requested alongside the judge. Its pieces wait in a queue until the judge says "yes"."""

    _END = object()

    def __init__(self, env: StepEnv, llm: LLM, answer: AnswerStep, hits: list[FusedHit], question: str, group: str) -> None:
        self.env = env
        self.answer = answer
        self.hits = hits
        self.group = group
        self.call, self.texts = answer.request(hits, question)
        self.pieces: queue.SimpleQueue = queue.SimpleQueue()
        self.cancelled = threading.Event()
        self.scratch = Scratch(env, llm)
        self.started_at = time.time()
        self.future = in_background(self._run, "querylab-answer")

    def _sink(self, piece: str) -> None:
        if self.cancelled.is_set():
            raise _Cancelled()
        self.pieces.put(piece)

    def _run(self) -> StepOutput:
        try:
            return self.call.run(self.scratch.runner, self.scratch.trace, stream_to=self._sink, max_tokens=ANSWER_MAX_TOKENS, parallel_group=self.group)
        finally:
            self.pieces.put(self._END)

    def release(self) -> None:
        """Show the answer (on the turn's thread, as it streams) and finish it like the sequential path."""
        while (piece := self.pieces.get()) is not self._END:
            if self.env.on_token:
                self.env.on_token(piece)
        out: StepOutput = self.future.result()
        self.scratch.merge(self.group)
        self.answer.finish(out, self.hits, self.texts)

    def cancel(self, reason: str) -> None:
        self.cancelled.set()
        llm = self.scratch.runner.llm
        identity = getattr(llm, "identity_for", None)  # the backend that was asked (a per-step choice included)
        backend, model = identity(self.call.template.name) if callable(identity) else (llm.name, llm.model)
        step = Step(
            name=self.call.name.value, round=self.call.round, speculative=True, template=self.call.template.name,
            revision=self.call.template.revision, started_at=self.started_at, duration_ms=(time.time() - self.started_at) * 1000,
            parallel_group=self.group, parsed={"discarded": reason}, backend=backend, model=model,
        )
        add_steps(self.env, [step], self.group)


def judge_with_answer(env: StepEnv, llm: LLM, answer: AnswerStep | None, call: LLMCall, hits: list[FusedHit], question: str,
                      *, early: bool) -> StreamedJudge:
    """Ask the judge with its reply streamed, and give the answer as soon as its first word is "yes".

    With `early` ("speculative") the answer has already been requested by then; otherwise ("after_first_word")
    it is requested at that moment; with no `answer` step it is left to the caller (answer_start "after_judge",
    streamed only for the early rewrite). After a "no" of a judge_rewrite reply this returns once the rewrite is
    known, with the judge still streaming its motivation: the caller must `finish()` it before recording it.
    """
    group = f"{call.name.value}+answer" if answer is not None else None
    if early and answer is not None and one_slot(llm, call.template.name):
        early = False
        env.trace.event("info", "speculative_answer_on_one_slot", "the judge and the answer share a model that answers one request "
                        "at a time, so the answer is requested at the judge's \"yes\" instead of alongside it")
    watcher = _FirstWord(combined=call.template.name == "judge_rewrite", query=call.variables["question"])
    scratch = Scratch(env, llm)

    judge_sent = threading.Event()

    def run_judge() -> StepOutput:
        out: StepOutput | None = None
        try:
            with signal_sent(judge_sent):
                out = call.run(scratch.runner, scratch.trace, stream_to=watcher.feed, parallel_group=group)
            return out
        finally:
            watcher.close(out.text if out is not None else None)

    judge_f = in_background(run_judge, "querylab-judge")
    speculative = None
    if early and answer is not None:
        if not getattr(_models(llm, call.template.name)[0], "offline", False):  # the judge's request leaves first
            judge_sent.wait(JUDGE_FIRST_S)
        speculative = SpeculativeAnswer(env, llm, answer, hits, question, group)
    watcher.ready.wait()
    answered = watcher.verdict == "yes" and answer is not None
    if answered and speculative is not None:
        speculative.release()
    elif answered:
        answer.run(hits, question, parallel_group=group)
    elif speculative is not None:
        speculative.cancel(f"the judge's first word was {watcher.verdict!r}")
    streamed = StreamedJudge(answered, watcher.verdict, None, judge_f, scratch, group)
    if watcher.combined and watcher.verdict != "yes":
        watcher.rewrite_ready.wait()
        if watcher.rewrite is not None and not judge_f.done():
            streamed.early_rewrite = watcher.rewrite
            return streamed  # the motivation is still streaming
    streamed.finish()
    return streamed
