"""The shared HTML report: every section, everything escaped, nothing fetched, only the viewer's own turns and
only passages the viewer may read; and `python -m querylab report`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from querylab import report
from querylab.cli import main
from querylab.contracts import (
    ChannelResult, Citation, FusedHit, Hit, JudgeVerdict, Principal, Route, RouteContract, Step, Usage,
)
from querylab.report import ReportError, redact, render_conversation, render_turn
from querylab.trace import Trace
from querylab.tracestore import TraceStore

ALICE = Principal(tenant="acme", user="alice", groups=("staff",))
EVIL = "</div><script src=\"https://evil.example/x.js\"></script><img src=x onerror=alert(1)> {question}"


def _meta(title: str, audience: str = "all", tenant: str = "acme") -> dict:
    return {"tenant": tenant, "title": title, "source": f"{title.lower()}.md", "audience": audience}


def turn(**changes) -> Trace:
    """A knowledge turn with a no → rewrite → yes loop, two channels, a citation and events."""
    public = Hit(chunk_id="c1", doc_id="d1", rank=1, score=0.9, text="Disk encryption (BitLocker) is on. " + EVIL, metadata=_meta("IT Security <Basics>"))
    managers = Hit(chunk_id="c2", doc_id="d2", rank=2, score=0.5, text="Managers approve up to EUR 1,000 SECRET-LIMIT", metadata=_meta("Manager Approval Limits", "managers"))
    t = Trace(
        turn_id="t1", session_id="s1", preset="ragmeup", backend="offline", model="offline-minilm", principal=ALICE,
        question="Is my <b>computer</b> encrypted?",
        route=RouteContract(route=Route.KNOWLEDGE, original_query="q", normalized_query="Is my computer encrypted?", topic="computer"),
        channels=[ChannelResult(name="original-dense", query="Is my computer encrypted?", retriever="dense", hits=[public, managers]),
                  ChannelResult(name="loop-dense", round=2, query="Is my computer encrypted? (BitLocker)", retriever="dense", hits=[public])],
        fused=[FusedHit(chunk_id="c1", doc_id="d1", score=0.03, rank=1, ranks={"original-dense": 1, "loop-dense": 1}, text=public.text, metadata=public.metadata),
               FusedHit(chunk_id="c2", doc_id="d2", score=0.01, rank=2, ranks={"original-dense": 2}, text=managers.text, metadata=managers.metadata)],
        judgements=[JudgeVerdict(verdict="no", motivation="the documents do not mention: computer <x>"),
                    JudgeVerdict(verdict="yes", motivation="closest passage names BitLocker", round=2)],
        rewritten_query="Is my computer encrypted? (BitLocker; FileVault)",
        answer="Disk encryption is on [1]. <script>alert(2)</script>",
        citations=[Citation(index=1, chunk_id="c1", doc_id="d1", source="it-security-basics.md", title="IT Security Basics", snippet="Disk encryption")],
        steps=[Step(name="judge", template="judge", revision="b68da5b9081e", system="sys", user="PROMPT-WITH-PASSAGES", raw_output="no - …",
                    started_at=100.0, duration_ms=3, usage=Usage(prompt_tokens=10, completion_tokens=5)),
               Step(name="rewrite", template="rewrite", revision="01b99e405f44", started_at=100.01, duration_ms=2),
               Step(name="judge", round=2, template="judge", revision="b68da5b9081e", started_at=100.02, duration_ms=4)],
        started_at=100.0, duration_ms=40,
    )
    t.event("security", "instruction_like_document", "a retrieved passage holds instruction-like text <b>")
    return t.model_copy(update=changes)


BOSS = ALICE.model_copy(update={"groups": ("staff", "managers")})


def test_every_section_is_in_the_file() -> None:
    page = render_turn(turn(), BOSS)
    for needle in ("<h2>Question</h2>", "<h2>Answer</h2>", "<h3>Citations</h3>", "data-route='knowledge'", "Judge, round 1:", "Judge, round 2:",
                   "do not mention: computer", "<h2>Rewrite</h2>", "<ins", "data-channel='original-dense'", "data-channel='loop-dense'",
                   "data-channel='fused (RRF)'", "original-dense#1 · loop-dense#1", "<h2>Timeline</h2>", "<svg", "judge · round 2",
                   "judge@b68da5b9081e", "rewrite@01b99e405f44", "<h2>Events</h2>", "instruction_like_document", "PROMPT-WITH-PASSAGES"):
        assert needle in page, needle


def test_everything_from_people_documents_and_models_is_escaped() -> None:
    page = render_turn(turn(), BOSS)
    assert "<script" not in page.lower() and "<img" not in page.lower()
    assert "&lt;script src=&quot;https://evil.example/x.js&quot;&gt;" in page
    assert "&lt;/div&gt;" in page and "{question}" in page  # braces are data, not a placeholder
    assert "Is my &lt;b&gt;computer&lt;/b&gt; encrypted?" in page and "IT Security &lt;Basics&gt;" in page


def test_the_file_fetches_nothing() -> None:
    page = render_conversation([turn(), turn(turn_id="t2")], BOSS)
    assert not re.search(r"<script|<link|<iframe|<object|<embed|@import|url\(", page, re.I)
    assert not re.search(r"""(src|href)\s*=\s*['"]?(https?:|//)""", page, re.I)
    assert not re.search(r"""(src|href)\s*=\s*['"](?!#)""", re.sub(r"&[a-z#0-9]+;", "", page), re.I)  # only in-page anchors
    assert "default-src 'none'" in page  # and the browser is told so


def test_a_conversation_lists_its_turns_in_order() -> None:
    page = render_conversation([turn(question="first question"), turn(turn_id="t2", question="second question")], BOSS)
    assert page.index("first question") < page.index("second question")
    assert "href='#turn-t2'" in page and "id='turn-t2'" in page


def test_passages_the_viewer_may_not_read_stay_out() -> None:
    red = redact(turn(), ALICE)  # alice is not in "managers"
    assert red.withheld == 1 and red.prompts_withheld
    assert [h.chunk_id for c in red.trace.channels for h in c.hits] == ["c1", "c1"]
    page = render_turn(turn(), ALICE)
    assert "SECRET-LIMIT" not in page and "Manager Approval Limits" not in page
    assert "PROMPT-WITH-PASSAGES" not in page and "1 passage(s) you may not read" in page
    assert "Disk encryption is on" in page  # the answer cites only what alice may read


def test_an_answer_citing_a_withheld_passage_is_left_out() -> None:
    cited = turn(citations=[Citation(index=1, chunk_id="c2", doc_id="d2", source="m.md", snippet="SECRET-LIMIT")])
    page = render_turn(cited, ALICE)
    assert "The answer is not included" in page and "alert(2)" not in page and "SECRET-LIMIT" not in page


def test_only_the_askers_own_turns_are_shared(tmp_path: Path) -> None:
    store = TraceStore(tmp_path / "traces.sqlite")
    store.save(turn())
    assert report.load_turn(store, "t1", ALICE).turn_id == "t1"
    for viewer in (ALICE.model_copy(update={"user": "bob"}), ALICE.model_copy(update={"tenant": "globex"})):
        with pytest.raises(ReportError, match="no turn 't1'"):
            report.load_turn(store, "t1", viewer)
        with pytest.raises(ReportError):
            render_turn(turn(), viewer)
        with pytest.raises(ReportError, match="no conversation 's1'"):
            report.load_session(store, "s1", viewer)
    with pytest.raises(ReportError, match="no turn 'nope'"):
        report.load_turn(store, "nope", ALICE)
    assert [t.turn_id for t in report.load_session(store, "s1", ALICE)] == ["t1"]


def test_the_command_line_writes_a_file_and_refuses_unknown_turns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("QUERYLAB_TENANT", "acme")
    monkeypatch.setenv("QUERYLAB_USER", "alice")
    monkeypatch.setenv("QUERYLAB_GROUPS", "staff")
    TraceStore(tmp_path / "traces.sqlite").save(turn())
    out = tmp_path / "turn.html"
    assert main(["report", "t1", "--out", str(out)]) == 0
    assert "<h2>Question</h2>" in out.read_text(encoding="utf-8")
    assert main(["report", "--session", "s1", "--out", str(tmp_path / "conv.html")]) == 0
    assert main(["report", "unknown", "--out", str(tmp_path / "x.html")]) == 1
    assert "no turn 'unknown'" in capsys.readouterr().err
    assert main(["report", "t1", "--user", "bob", "--out", str(tmp_path / "y.html")]) == 1
    assert not (tmp_path / "x.html").exists() and not (tmp_path / "y.html").exists()
    assert main(["report", "--out", str(tmp_path / "z.html")]) == 2
