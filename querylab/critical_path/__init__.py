"""The shortest critical path of a knowledge turn: the Preset flags `judge_rewrite`, `speculative_retrieval`,
`speculative_knowledge` and `answer_start` (`presets.critical_path()` turns them all on; numbers in
docs/bench_results.md).

Why: with a remote model every call costs a round trip of hundreds of milliseconds and retrieval tens, so the
time to the first answer token is set by the chain of model calls that wait on one another. For a question
that needs one rewrite the reference pipelines chain four calls (ragmeup: judge, rewrite, judge, answer) or
five (guarded: the route first). These options shorten the chain without changing any decision:

- `judge_rewrite`: the judge proposes the rewrite in the same reply (prompts/judge_rewrite.toml): one call
  instead of two after a "no". The reply puts the missing search terms right after "no" and the motivation
  last; the rewrite is the judged query with those terms appended (`judge_rewrite_reply.with_added_terms`), so
  the model does not copy the question out again before round 2 can start, and the next round's retrieval
  starts as soon as the terms' closing tag streams in (`answer_at_yes.StreamedJudge`); the motivation is still
  read and recorded when the reply ends. A whole rewritten question in `<rewritten_query>` tags (an earlier
  template revision) and replies in the old order (motivation first) parse too; the latter simply settle at
  their end. The rewrite still goes through the preservation check.
- `speculative_retrieval`: the original question's channels run while the router decides. Filters come from
  the principal, never from the route, so reading early cannot widen them; results are used only for the
  channels the turn asks for, and recorded as discarded otherwise.
- `speculative_knowledge`: the whole knowledge path of the original question (retrieve, judge, rewrite,
  retrieve, judge, answer) runs while the router decides, on a turn of its own with its answer held back.
  The router's reply is streamed: when its `normalized_query` field closes with a query that differs from the
  question and keeps every protected span (so the route step's guard will keep it), the path restarts on that
  query. It becomes the turn's path only when the finished, guarded route leads to exactly that path
  (knowledge, the same query, no time constraint the question does not state), so every decision is the
  sequential pipeline's by construction: same code, same inputs. Otherwise it is cancelled (its model refuses
  further calls) and the trace records what ran as discarded.
- `answer_start`: "after_first_word" streams the judge and starts the answer at its first word "yes" instead
  of after its motivation; "speculative" requests the answer alongside the judge and shows it only after
  "yes". On "no" the answer is cancelled: the price is one answer call's prompt per "no", and the trace
  records the discarded call.

Rules that keep this safe and readable:
- nothing is speculated for a question with instruction-like text: that turn waits for the router before any
  document is read or any other prompt is sent; speculation never calls a tool (tools are not on the
  knowledge path);
- work on another thread writes a trace of its own that the turn's thread merges, so a `Trace` is never
  written by two threads, and `on_step` / `on_token` are only ever called on the turn's thread (Streamlit
  needs that);
- every overlapped step carries a `parallel_group` naming the calls it overlapped with.
"""

from __future__ import annotations

from querylab.critical_path.answer_at_yes import ANSWER_STARTS, judge_with_answer
from querylab.critical_path.background import ROUTE_GROUP
from querylab.critical_path.speculation import Speculation
from querylab.judge_rewrite_reply import split_judge_rewrite
from querylab.parsing import settled_verdict

__all__ = ["ANSWER_STARTS", "ROUTE_GROUP", "Speculation", "judge_with_answer", "settled_verdict", "split_judge_rewrite"]
