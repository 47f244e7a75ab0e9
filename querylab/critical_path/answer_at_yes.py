"""Critical-path option `answer_start`: the answer right after the judge's first word "yes".

"after_first_word" streams the judge and requests the answer once its first word is settled as "yes";
"speculative" requests the answer alongside the judge and shows it only after "yes" (on "no" it is cancelled and
recorded as discarded: the price is one answer call's prompt per "no").
"""

from __future__ import annotations

import queue
import threading
import time

from querylab.contracts import FusedHit, Step
from querylab.critical_path.background import Scratch, add_steps, in_background
from querylab.llm.base import LLM
from querylab.parsing import parse_judge, settled_verdict, split_judge_rewrite
from querylab.steps.answer import ANSWER_MAX_TOKENS, AnswerStep
from querylab.steps.env import StepEnv
from querylab.steps.runner import LLMCall, StepOutput

ANSWER_STARTS = ("after_judge", "after_first_word", "speculative")


class _FirstWord:
    """Watches the judge's streamed reply and fires once its verdict is settled (or the reply ended)."""

    def __init__(self, combined: bool) -> None:
        self.combined = combined
        self.parts: list[str] = []
        self.verdict: str | None = None
        self.ready = threading.Event()

    def feed(self, piece: str) -> None:
        if self.ready.is_set():
            return
        self.parts.append(piece)
        verdict = settled_verdict("".join(self.parts))
        if verdict is not None:
            self.verdict = verdict
            self.ready.set()

    def close(self, text: str | None) -> None:
        if not self.ready.is_set():
            judged = split_judge_rewrite(text or "")[0] if self.combined else (text or "")
            self.verdict = parse_judge(judged).verdict
            self.ready.set()


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
        step = Step(
            name=self.call.name.value, round=self.call.round, speculative=True, template=self.call.template.name,
            revision=self.call.template.revision, started_at=self.started_at, duration_ms=(time.time() - self.started_at) * 1000,
            parallel_group=self.group, parsed={"discarded": reason},
        )
        add_steps(self.env, [step], self.group)


def judge_with_answer(env: StepEnv, llm: LLM, answer: AnswerStep, call: LLMCall, hits: list[FusedHit], question: str,
                      *, early: bool) -> tuple[StepOutput, bool]:
    """Ask the judge with its reply streamed, and give the answer as soon as its first word is "yes".

    Returns the judge's output and whether the answer was given. With `early` ("speculative") the answer has
    already been requested by then; otherwise ("after_first_word") it is requested at that moment.
    """
    group = f"{call.name.value}+answer"
    watcher = _FirstWord(combined=call.template.name == "judge_rewrite")
    scratch = Scratch(env, llm)

    def run_judge() -> StepOutput:
        out: StepOutput | None = None
        try:
            out = call.run(scratch.runner, scratch.trace, stream_to=watcher.feed, parallel_group=group)
            return out
        finally:
            watcher.close(out.text if out is not None else None)

    judge_f = in_background(run_judge, "querylab-judge")
    speculative = SpeculativeAnswer(env, llm, answer, hits, question, group) if early else None
    watcher.ready.wait()
    answered = watcher.verdict == "yes"
    if answered and speculative is not None:
        speculative.release()
    elif answered:
        answer.run(hits, question, parallel_group=group)
    elif speculative is not None:
        speculative.cancel(f"the judge's first word was {watcher.verdict!r}")
    out = judge_f.result()
    scratch.merge(group)
    return out, answered
