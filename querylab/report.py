"""One turn (or a whole conversation) as ONE self-contained HTML file, to hand to someone outside the tool.

Why a single file with no script at all: support staff send it by mail or attach it to a ticket, and it must
open offline in any browser, years later, without fetching anything. The timeline is an inline SVG drawn here;
styles are inline; nothing refers to a URL. Everything that came from a person, a document or a model is
escaped: retrieved text is data, and a document that holds `</div><script>` shows those characters.

Who may see what: only the asking principal's own turns are shared (`load_turn` / `load_session` look a turn up
under the viewer's tenant and user, like the trace store's history: another user's turn looks exactly like a
missing one), and only passages the viewer may read now enter the file (`redact`: tenant and audience, as
`querylab.corpus.access.allows` decides for retrieval). When a passage is withheld, the rendered prompts are
left out too (they quote the passages), and so is an answer that cites a withheld passage.
"""

from __future__ import annotations

import html
import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterable

from querylab.contracts import Principal, Scope
from querylab.corpus.access import allows
from querylab.preservation import missing_protected
from querylab.trace import Trace
from querylab.tracestore import TraceStore
from querylab.turn_view import effective_rewrite, route_label, word_diff

logger = logging.getLogger(__name__)

HITS_PER_COLUMN = 8
SNIPPET_CHARS = 240
PALETTE = ("#e7f5ff", "#fff3bf", "#ebfbee", "#f3d9fa", "#ffe8cc", "#e3fafc")
WITHHELD_ANSWER = "(The answer is not included: it cites a document you may not read.)"

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#212529;line-height:1.45}
h1{font-size:1.5em;margin:0 0 4px} h2{font-size:1.15em;margin:28px 0 8px;border-bottom:1px solid #dee2e6;padding-bottom:4px}
h3{font-size:1em;margin:12px 0 6px} .meta{color:#6c757d;font-size:.9em} .q{font-size:1.15em;font-weight:600}
.badge{display:inline-block;border-radius:10px;padding:1px 9px;font-size:.85em;font-weight:600;color:#fff;background:#495057}
.yes{background:#2b8a3e} .no{background:#c92a2a} .unparsed{background:#e67700} .route{background:#1c7ed6}
.security{background:#c92a2a} .degradation{background:#e67700} .info{background:#868e96} .error{background:#862e9c}
.box{border:1px solid #dee2e6;border-radius:8px;padding:10px 14px;margin:8px 0;background:#fff}
.answer{white-space:pre-wrap} .warn{color:#c92a2a} .note{background:#fff9db;border:1px solid #ffe066;border-radius:8px;padding:8px 12px}
.cols{display:grid;grid-template-columns:repeat(var(--n),minmax(170px,1fr));gap:10px;overflow-x:auto}
.col h3{font-size:.9em;word-break:break-all} .col .query{color:#6c757d;font-size:.8em;margin-bottom:6px}
.hit{border-radius:6px;padding:4px 6px;margin-bottom:4px;font-size:.8em;background:#f8f9fa}
.hit .t{color:#555} .ranks{font-style:italic;color:#495057}
table{border-collapse:collapse;font-size:.9em} td,th{border:1px solid #dee2e6;padding:3px 8px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;background:#f8f9fa;border-radius:6px;padding:8px;font-size:.8em;max-height:420px;overflow:auto}
del{color:#c92a2a} ins{color:#2b8a3e;text-decoration:none;background:#d3f9d8}
section.turn{border-top:3px solid #1c7ed6;margin-top:32px;padding-top:8px}
footer{margin-top:36px;color:#868e96;font-size:.8em}
"""


class ReportError(LookupError):
    """The turn or conversation is unknown to this viewer; the message says which id."""


@dataclass
class Redacted:
    trace: Trace
    withheld: int  # passages left out because the viewer may not read them
    prompts_withheld: bool


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


# -- who may see what -------------------------------------------------------------------------------

def is_own_turn(trace: Trace, viewer: Principal) -> bool:
    """A turn is shared only by the principal who asked it (tenant and user), as the trace store's history reads."""
    p = trace.principal
    return p is not None and p.tenant == viewer.tenant and p.user == viewer.user


def load_turn(store: TraceStore, turn_id: str, viewer: Principal) -> Trace:
    trace = store.get(turn_id)
    if trace is None or not is_own_turn(trace, viewer):
        raise ReportError(f"no turn {turn_id!r} for {viewer.user} in tenant {viewer.tenant}")
    return trace


def load_session(store: TraceStore, session_id: str, viewer: Principal, limit: int = 1000) -> list[Trace]:
    traces = [t for t in store.history(viewer, session_id, limit=limit) if is_own_turn(t, viewer)]
    if not traces:
        raise ReportError(f"no conversation {session_id!r} for {viewer.user} in tenant {viewer.tenant}")
    return traces


def redact(trace: Trace, viewer: Principal) -> Redacted:
    """The turn with only the passages `viewer` may read now; prompts and a dependent answer go with the rest."""
    scope = Scope.for_principal(viewer)
    withheld: set[str] = set()
    readable: dict[str, bool] = {}

    def keep(chunk_id: str, metadata: dict[str, Any]) -> bool:
        ok = allows(metadata, scope)
        readable[chunk_id] = readable.get(chunk_id, True) and ok
        if not ok:
            withheld.add(chunk_id)
        return ok

    channels = [c.model_copy(update={"hits": [h for h in c.hits if keep(h.chunk_id, h.metadata)]}) for c in trace.channels]
    fused = [f for f in trace.fused if keep(f.chunk_id, f.metadata)]
    citations = [c for c in trace.citations if readable.get(c.chunk_id, False)]
    update: dict[str, Any] = {"channels": channels, "fused": fused, "citations": citations}
    dropped_citation = len(citations) < len(trace.citations)
    if dropped_citation:
        update["answer"] = WITHHELD_ANSWER
    prompts_withheld = bool(withheld) or dropped_citation
    if prompts_withheld:
        update["steps"] = [s.model_copy(update={"system": None, "user": None, "raw_output": None}) for s in trace.steps]
    return Redacted(trace.model_copy(update=update), len(withheld) + (len(trace.citations) - len(citations)), prompts_withheld)


# -- sections ---------------------------------------------------------------------------------------

def _when(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def _answer(t: Trace) -> str:
    cites = "".join(
        f"<li id='cite-{_e(t.turn_id)}-{c.index}'><b>[{c.index}]</b> {_e(c.title or c.source)} <span class='meta'>({_e(c.source)} · chunk {_e(c.chunk_id)})</span>"
        f"<br><span class='t'>{_e(c.snippet[:SNIPPET_CHARS])}</span></li>" for c in t.citations)
    return (f"<h2>Answer</h2><div class='box answer' data-section='answer'>{_e(t.answer) or '<i>(no answer)</i>'}</div>"
            + (f"<h3>Citations</h3><ol class='citations' style='list-style:none;padding-left:0'>{cites}</ol>" if cites else ""))


def _decisions(t: Trace) -> str:
    rows = [f"<p><b>Route</b> <span class='badge route' data-route='{_e(route_label(t))}'>{_e(route_label(t))}</span>"
            + (f" <span class='meta'>confidence {t.route.confidence:.2f}</span>" if t.route and t.route.confidence is not None else "") + "</p>"]
    if t.route:
        r = t.route
        fields = {"normalized query": r.normalized_query, "topic": r.topic or "–", "time constraint": r.time_constraint or "–",
                  "needs clarification": "yes" if r.needs_clarification else "no"}
        rows.append("<p class='meta'>" + " · ".join(f"<i>{_e(k)}:</i> {_e(v)}" for k, v in fields.items()) + "</p>")
        if r.sub_intents:
            rows.append("<p><i>sub-intents:</i> " + "; ".join(f"<span class='badge route'>{_e(s.route.value)}</span> {_e(s.query)}" for s in r.sub_intents) + "</p>")
    if t.decision:
        d = t.decision
        rows.append(f"<p><b>memU decision</b> <span class='badge route'>{'RETRIEVE' if d.retrieve else 'NO_RETRIEVE'}</span> · rewritten query: {_e(d.rewritten_query)}</p>")
    for j in t.judgements:
        rows.append(f"<p data-section='verdict'><b>Judge, round {j.round}:</b> <span class='badge {_e(j.verdict)}'>{_e(j.verdict.upper())}</span> — {_e(j.motivation) or '(no motivation)'}</p>")
    if t.abstained:
        rows.append("<p><span class='badge info'>abstained</span></p>")
    return "<h2>Decisions</h2><div class='box'>" + "".join(rows) + "</div>"


def _rewrite(t: Trace) -> str:
    rewritten = effective_rewrite(t)
    if not rewritten:
        return ""
    lost = missing_protected(t.question, rewritten)
    return ("<h2>Rewrite</h2><div class='box' data-section='rewrite'><p>The question was rewritten to:</p>"
            f"<p>{word_diff(t.question, rewritten)}</p>" + (f"<p class='warn'>The rewrite lost: {_e(', '.join(lost))}</p>" if lost else "") + "</div>")


def _tools(t: Trace) -> str:
    rows = [f"<li><code>{_e(c.tool)}</code> ({_e(c.kind)}) <b>{_e(c.status)}</b> {_e(', '.join(f'{k}={v}' for k, v in c.params.items()))}"
            + (f" — {_e(c.message)}" if c.message else "") + "</li>" for c in t.tool_calls]
    if t.pending_action is not None:
        rows.append(f"<li>Pending action: {_e(t.pending_action.summary)} (needs an explicit confirmation)</li>")
    return "<h2>Tools</h2><ul class='box'>" + "".join(rows) + "</ul>" if rows else ""


def _channels(t: Trace) -> str:
    if not t.channels and not t.fused:
        return "<h2>Retrieval channels</h2><p class='meta'>No retrieval in this turn.</p>"
    columns = [(c.name, c.query, [(h.chunk_id, h.rank, h.score, h.metadata, h.text, None) for h in c.hits], c.error) for c in t.channels]
    columns.append(("fused (RRF)", "", [(f.chunk_id, f.rank, f.score, f.metadata, f.text, f.ranks) for f in t.fused], None))
    seen: dict[str, int] = {}
    for _, _, hits, _ in columns[:-1]:
        for cid, *_ in hits[:HITS_PER_COLUMN]:
            seen[cid] = seen.get(cid, 0) + 1
    shared = {cid: PALETTE[i % len(PALETTE)] for i, cid in enumerate(c for c, n in seen.items() if n > 1)}
    cols = []
    for name, query, hits, error in columns:
        cards = "".join(
            f"<div class='hit' style='background:{shared.get(cid, '#f8f9fa')}'><b>#{rank}</b> {score:.3f} · {_e(str(meta.get('title') or meta.get('source', ''))[:60])}"
            f"<br><span class='t'>{_e(' '.join(text.split())[:SNIPPET_CHARS])}</span>"
            + (f"<br><span class='ranks'>{_e(' · '.join(f'{k}#{v}' for k, v in ranks.items()))}</span>" if ranks else "") + "</div>"
            for cid, rank, score, meta, text, ranks in hits[:HITS_PER_COLUMN])
        cols.append(f"<div class='col' data-channel='{_e(name)}'><h3>{_e(name)}</h3>" + (f"<div class='query'>{_e(query[:200])}</div>" if query else "")
                    + (f"<p class='warn'>{_e(error)}</p>" if error else "") + (cards or "<p class='meta'>(no hits)</p>") + "</div>")
    return f"<h2>Retrieval channels, side by side</h2><div class='cols' style='--n:{len(cols)}'>" + "".join(cols) + "</div>"


def timeline_svg(t: Trace, width: int = 760) -> str:
    """The steps as horizontal bars on one time axis (ms since the first step), drawn as inline SVG."""
    if not t.steps:
        return ""
    start = min(s.started_at for s in t.steps)
    end = max((s.started_at - start) * 1000 + s.duration_ms for s in t.steps) or 1.0
    label_w, row_h, top = 190, 20, 8
    plot_w = width - label_w - 60
    height = top + row_h * len(t.steps) + 24
    parts = [f"<svg role='img' aria-label='timeline of the steps' width='{width}' height='{height}' "
             f"viewBox='0 0 {width} {height}' font-family='system-ui,sans-serif' font-size='11'>"]
    for i, s in enumerate(t.steps):
        y = top + i * row_h
        x = label_w + (s.started_at - start) * 1000 / end * plot_w
        w = max(s.duration_ms / end * plot_w, 1.5)
        colour = "#d6336c" if s.error else ("#3b5bdb" if s.template else "#868e96")
        tokens = s.usage.prompt_tokens + s.usage.completion_tokens
        tip = f"{s.label}: {s.duration_ms:.0f} ms, {tokens} tokens" + (f", template {s.template}@{s.revision}" if s.template else "")
        parts.append(f"<text x='{label_w - 6}' y='{y + 13}' text-anchor='end'>{_e(s.label)}</text>"
                     f"<rect x='{x:.1f}' y='{y + 3}' width='{w:.1f}' height='{row_h - 6}' rx='2' fill='{colour}'><title>{_e(tip)}</title></rect>"
                     f"<text x='{x + w + 4:.1f}' y='{y + 13}' fill='#495057'>{s.duration_ms:.0f} ms</text>")
    axis_y = top + row_h * len(t.steps) + 4
    parts.append(f"<line x1='{label_w}' y1='{axis_y}' x2='{label_w + plot_w}' y2='{axis_y}' stroke='#adb5bd'/>"
                 f"<text x='{label_w}' y='{axis_y + 14}' fill='#6c757d'>0 ms</text>"
                 f"<text x='{label_w + plot_w}' y='{axis_y + 14}' text-anchor='end' fill='#6c757d'>{end:.0f} ms</text></svg>")
    return "".join(parts)


def _timeline(t: Trace) -> str:
    svg = timeline_svg(t)
    return f"<h2>Timeline</h2><div class='box' data-section='timeline'>{svg}</div>" if svg else ""


def _templates(t: Trace, prompts_withheld: bool) -> str:
    rows, details = [], []
    for s in t.steps:
        tokens = s.usage.prompt_tokens + s.usage.completion_tokens
        rows.append(f"<tr><td>{_e(s.label)}</td><td>{_e(f'{s.template}@{s.revision}' if s.template else '–')}</td><td>{s.duration_ms:.0f} ms</td><td>{tokens}</td>"
                    f"<td>{_e(s.error or '')}</td></tr>")
        if s.template and not prompts_withheld:
            details.append(f"<details><summary>{_e(s.label)} · {_e(s.template)}@{_e(s.revision)}</summary><h3>system prompt</h3><pre>{_e(s.system)}</pre>"
                           f"<h3>user prompt</h3><pre>{_e(s.user)}</pre><h3>raw model output</h3><pre>{_e(s.raw_output or '(none)')}</pre></details>")
    if not rows:
        return ""
    note = "<p class='meta'>The rendered prompts are left out: they quote passages you may not read.</p>" if prompts_withheld else ""
    return ("<h2>Templates and revisions</h2><table data-section='templates'><tr><th>step</th><th>template@revision</th><th>time</th><th>tokens</th><th>error</th></tr>"
            + "".join(rows) + "</table>" + note + "".join(details))


def _events(t: Trace) -> str:
    rows = [f"<li><span class='badge {_e(e.kind)}'>{_e(e.kind)}</span> <code>{_e(e.code)}</code> {_e(e.message)}" + (f" <span class='meta'>({_e(e.step)})</span>" if e.step else "") + "</li>"
            for e in t.events if e.code != "offline_model"]
    return "<h2>Events</h2>" + (f"<ul class='box' data-section='events'>{''.join(rows)}</ul>" if rows else "<p class='meta'>No events.</p>")


def turn_body(trace: Trace, viewer: Principal) -> str:
    """One turn's sections (no page around them)."""
    red = redact(trace, viewer)
    t = red.trace
    who = t.principal
    head = (f"<p class='meta'>Turn <code>{_e(t.turn_id)}</code> · conversation <code>{_e(t.session_id)}</code> · {_e(_when(t.started_at))} · "
            f"preset <b>{_e(t.preset)}</b> · {_e(t.backend)} <code>{_e(t.model)}</code>{' (offline model)' if t.offline_model else ''} · "
            f"{t.duration_ms:.0f} ms · asked by {_e(who.user if who else '?')} ({_e(who.tenant if who else '?')})</p>")
    note = (f"<p class='note'>{red.withheld} passage(s) you may not read were left out of this file.</p>" if red.withheld else "")
    return (head + note + f"<h2>Question</h2><p class='q'>{_e(t.question)}</p>" + _answer(t) + _decisions(t) + _rewrite(t) + _tools(t)
            + _channels(t) + _timeline(t) + _templates(t, red.prompts_withheld) + _events(t))


def _page(title: str, body: str) -> str:
    generated = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{_e(title)}</title><style>{CSS}</style></head><body>"
            f"<h1>{_e(title)}</h1>{body}<footer>Shared from QueryLab on {generated}. A self-contained file: no scripts, nothing fetched from the network."
            "</footer></body></html>")


def render_turn(trace: Trace, viewer: Principal) -> str:
    """One turn as a whole HTML page. Raises ReportError when the turn is not the viewer's own."""
    if not is_own_turn(trace, viewer):
        raise ReportError(f"no turn {trace.turn_id!r} for {viewer.user} in tenant {viewer.tenant}")
    return _page(f"QueryLab turn: {trace.question[:80]}", turn_body(trace, viewer))


def render_conversation(traces: Iterable[Trace], viewer: Principal) -> str:
    """Every turn of a conversation, in order, with a table of contents."""
    turns = list(traces)
    if not turns or not all(is_own_turn(t, viewer) for t in turns):
        raise ReportError(f"no conversation of {viewer.user} in tenant {viewer.tenant} to share")
    toc = "".join(f"<li><a href='#turn-{_e(t.turn_id)}'>{_e(t.question[:100])}</a> <span class='meta'>{_e(route_label(t))}</span></li>" for t in turns)
    body = f"<p class='meta'>Conversation <code>{_e(turns[0].session_id)}</code>, {len(turns)} turn(s).</p><ol>{toc}</ol>"
    body += "".join(f"<section class='turn' id='turn-{_e(t.turn_id)}'><h2>Turn {n}</h2>{turn_body(t, viewer)}</section>" for n, t in enumerate(turns, start=1))
    return _page(f"QueryLab conversation {turns[0].session_id}", body)
