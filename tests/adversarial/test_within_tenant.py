"""Within-tenant probes: five people of one tenant, every page (AppTest), the engine's read paths and the
command line. Nobody sees another user's turn without the reviewer role, nobody sees a document outside
their audience (acme's managers-only "Manager Approval Limits"), and every refused write is refused.

People (tenant acme; roles configured as QUERYLAB_ROLE_REVIEWER=support, _EDITOR=prompt-eng, _ADMIN=it-admins):
ann (staff), bob (staff, managers: the one reader of the restricted document), rita (reviewer), ed (editor),
ada (admin). Each asks two questions carrying a marker ("mk-ann-1 …"); bob's second turn retrieves the
restricted document, so it is hidden even from rita, who is no manager.

A probe is one (surface, viewer, forbidden target) check: a target is another user's turn (its marker) or
the restricted document (its title and facts). `N_PROBES` is the number made; the test asserts it.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from querylab.contracts import Principal
from querylab.roles import PermissionDenied, Role
from tests.adversarial.conftest import REPO

APP = str(REPO / "app.py")
PAGES = ("pages/chat.py", "pages/corpus.py", "pages/prompts.py", "pages/traces.py", "pages/evaluate.py", "pages/compare.py")
ROLES_ENV = {"QUERYLAB_ROLE_REVIEWER": "support", "QUERYLAB_ROLE_EDITOR": "prompt-eng", "QUERYLAB_ROLE_ADMIN": "it-admins"}
RESTRICTED_SOURCE = "manager-approval-limits.md"
#: Text only the managers-only document holds (checked against the other acme documents below).
RESTRICTED_FACTS = ("Manager Approval Limits", "EUR 25,000", "EUR 100,000", "Splitting one purchase", "up to EUR 2,000",
                    "annual review budget", "Management board")
RESTRICTED_QUESTION = "What are the manager approval limits for purchase orders and goodwill refunds?"


@dataclass(frozen=True)
class Person:
    user: str
    groups: tuple[str, ...]

    @property
    def principal(self) -> Principal:
        return Principal(tenant="acme", user=self.user, groups=self.groups)

    def markers(self) -> tuple[str, str]:
        return (f"mk-{self.user}-1", f"mk-{self.user}-2")


ANN = Person("ann", ("staff",))
BOB = Person("bob", ("staff", "managers"))
RITA = Person("rita", ("staff", "support"))
ED = Person("ed", ("staff", "prompt-eng"))
ADA = Person("ada", ("staff", "it-admins"))
PEOPLE = (ANN, BOB, RITA, ED, ADA)
QUESTIONS = ("{m} what is the refund policy for damaged items?", "{m} " + RESTRICTED_QUESTION)

#: Surfaces checked per viewer: 6 pages; turn list, export, last turn, open/replay/history of every turn,
#: regression view, documents (list, restricted list, preview, text), retrieval; the command line.
N_SURFACES = len(PAGES) + 7 + 1
#: Forbidden targets per viewer: ann, bob, ed and ada may see none of the other 8 turns; rita (reviewer,
#: no manager) may see all but bob's restricted one; everyone but bob may not see the restricted document.
TARGETS = {"ann": 9, "bob": 8, "rita": 2, "ed": 9, "ada": 9}
N_PROBES = 518


def forbidden_turn_markers(viewer: Person) -> list[str]:
    if viewer is RITA:
        return [BOB.markers()[1]]  # a reviewer sees colleagues' turns, but not one built on a document outside her audience
    return [m for p in PEOPLE if p is not viewer for m in p.markers()]


def may_read_restricted(viewer: Person) -> bool:
    return "managers" in viewer.groups


class Probes:
    def __init__(self) -> None:
        self.count = 0
        self.exposures: list[str] = []

    def absent(self, surface: str, viewer: Person, text: str) -> None:
        """One probe per forbidden target of `viewer` on a surface that produced `text`."""
        for marker in forbidden_turn_markers(viewer):
            self.count += 1
            if marker in text:
                self.exposures.append(f"{surface}: {viewer.user} saw turn {marker}")
        if not may_read_restricted(viewer):
            self.count += 1
            leaked = [f for f in RESTRICTED_FACTS if f in text]
            if leaked:
                self.exposures.append(f"{surface}: {viewer.user} saw the restricted document ({leaked})")


# -- fixtures --------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    from tests.fakes.hash_embedder import HashEmbedder

    data_dir = tmp_path_factory.mktemp("within-tenant")
    with pytest.MonkeyPatch.context() as mp:
        for key, value in {"QUERYLAB_DATA_DIR": str(data_dir), "QUERYLAB_LLM_BACKEND": "offline", "QUERYLAB_SEED_SAMPLE": "1",
                           "QUERYLAB_TENANT": "acme", "QUERYLAB_USER": "ann", "QUERYLAB_GROUPS": "staff",
                           "QUERYLAB_DEMO_PERSONAS": "0", **ROLES_ENV}.items():
            mp.setenv(key, value)
        mp.delenv("OPENAI_API_KEY", raising=False)
        embedder = HashEmbedder(dim=128)
        mp.setattr("querylab.embeddings.make_embedder", lambda settings: embedder)
        st.cache_resource.clear()
        at = AppTest.from_file(APP, default_timeout=60)
        at.run()
        assert not at.exception, at.exception
        from components.engine import get_engine

        engine = get_engine()
        base = engine.settings
        assert engine.roles_of(RITA.principal) == {Role.REVIEWER}
        turns: dict[str, str] = {}
        for person in PEOPLE:
            for marker, template in zip(person.markers(), QUESTIONS):
                trace = engine.ask(template.format(m=marker), principal=person.principal, session_id=f"s-{person.user}")
                turns[marker] = trace.turn_id
        bob_restricted = engine.traces.get(turns[BOB.markers()[1]])
        assert any(f in bob_restricted.to_json() for f in RESTRICTED_FACTS), "bob's turn should have retrieved the restricted document"
        engine.turns.flag_route(RITA.principal, data_dir, engine.traces.get(turns[ANN.markers()[0]]), "clarify")
        yield {"engine": engine, "base": base, "turns": turns, "data_dir": data_dir, "mp": mp}
        engine.settings = base
        st.cache_resource.clear()


def as_person(world: dict, person: Person) -> None:
    """The configured principal becomes `person` (server configuration; roles stay configured)."""
    world["engine"].settings = world["base"].with_(user=person.user, groups=person.groups)


def page_text(at: AppTest) -> str:
    parts: list[str] = []
    for kind in ("markdown", "caption", "text", "code", "title", "header", "subheader", "info", "warning", "error", "success", "toast"):
        try:
            parts += [str(e.value) for e in getattr(at, kind)]
        except (AttributeError, KeyError):
            continue
    for frame in list(at.dataframe) + list(at.table):
        parts.append(frame.value.to_csv())
    parts += [str(e.label) for e in at.expander]
    return "\n".join(parts)


def test_the_restricted_facts_are_only_in_the_restricted_document() -> None:
    others = [p.read_text(encoding="utf-8") for p in (REPO / "sample_corpus" / "acme").glob("*.md") if p.name != RESTRICTED_SOURCE]
    assert not [f for f in RESTRICTED_FACTS if any(f in t for t in others)]


def test_within_tenant_probes(world: dict) -> None:
    engine, turns, data_dir = world["engine"], world["turns"], world["data_dir"]
    probes = Probes()
    restricted_id = next(d.doc_id for d in engine.store.list_documents("acme") if d.source == RESTRICTED_SOURCE)
    restricted_before = engine.store.get_document_text(restricted_id, "acme", ("managers",))
    for viewer in PEOPLE:
        me = viewer.principal
        # -- engine read paths ------------------------------------------------------------------
        probes.absent("turns.list", viewer, json.dumps(engine.turns.list(me)))
        probes.absent("turns.export", viewer, "\n".join(t.to_json() for t in engine.turns.export(me, turns.values())))
        last = engine.turns.last_turn(me, None)
        probes.absent("turns.last_turn", viewer, last.to_json() if last else "")
        opened = []
        for marker, turn_id in turns.items():
            try:
                trace = engine.turns.get(me, turn_id)
                scope = engine.turns.replay_scope(me, trace) if trace else None
                history = engine.turns.history_of(me, trace) if trace else []
                opened.append((trace.to_json() if trace else "") + (scope.model_dump_json() if scope else "")
                              + "".join(h.to_json() for h in history))
            except PermissionDenied:
                opened.append("")
        probes.absent("turns.get+replay+history", viewer, "\n".join(opened))
        view_path, _, _ = engine.turns.regression_view(me, data_dir, "routing")
        probes.absent("regression view", viewer, view_path.read_text(encoding="utf-8"))
        docs_text = json.dumps([d.model_dump() for d in engine.documents.list(me)]) + json.dumps(
            [r.__dict__ for r in engine.documents.restricted(me)]) + engine.documents.text(me, restricted_id)
        try:
            docs_text += engine.documents.preview(me, restricted_id).model_dump_json()
        except PermissionDenied:
            pass
        stats = engine.documents.stats(me)
        assert stats.documents == len(engine.documents.list(me))
        probes.absent("documents list/preview/text", viewer, docs_text)
        asked = engine.ask(RESTRICTED_QUESTION, principal=me, save=False)
        probes.absent("retrieval (ask)", viewer, asked.to_json().replace(RESTRICTED_QUESTION, ""))
        # -- writes are refused where the role is missing ---------------------------------------
        if Role.ADMIN not in engine.roles_of(me):
            with pytest.raises(PermissionDenied):
                engine.documents.delete(me, restricted_id)
            with pytest.raises(PermissionDenied):
                engine.documents.ingest_bytes(me, RESTRICTED_SOURCE, b"# Manager Approval Limits\n\nAnything goes.")
        else:  # an admin outside the audience: the same-name upload is refused, the document is untouched
            result = engine.documents.ingest_bytes(me, RESTRICTED_SOURCE, b"# Manager Approval Limits\n\nAnything goes.")
            assert result.status == "error" and "not replaced" in (result.error or "")
        if Role.EDITOR not in engine.roles_of(me):
            with pytest.raises(PermissionDenied):
                engine.activate_revision(me, "judge", engine.templates.get("judge").revision)
        # -- the command line ---------------------------------------------------------------------
        probes.absent("cli ingest+delete", viewer, run_cli(world, viewer, restricted_id))
        # -- every page -----------------------------------------------------------------------------
        for page_name, text in pages_as(world, viewer):
            probes.absent(f"page {page_name}", viewer, text)
    assert engine.store.get_document_text(restricted_id, "acme", ("managers",)) == restricted_before
    assert probes.exposures == []
    assert probes.count == N_PROBES == N_SURFACES * sum(TARGETS.values())


def run_cli(world: dict, viewer: Person, restricted_id: str) -> str:
    """`ingest` and `delete` as `viewer` through the real command-line entry point; returns what it printed."""
    from querylab import cli

    engine, mp = world["engine"], world["mp"]
    mp.setenv("QUERYLAB_USER", viewer.user)
    mp.setenv("QUERYLAB_GROUPS", ",".join(viewer.groups))
    mp.setattr(cli, "_engine", lambda settings, seed=True: engine)
    upload = world["data_dir"] / "upload" / RESTRICTED_SOURCE
    upload.parent.mkdir(exist_ok=True)
    upload.write_text("# Manager Approval Limits\n\nEverybody may approve anything.", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        ingest_status = cli.main(["ingest", str(upload), "--quiet"])
        delete_status = cli.main(["delete", RESTRICTED_SOURCE]) if Role.ADMIN not in engine.roles_of(viewer.principal) else cli.EXIT_DENIED
    printed = out.getvalue() + err.getvalue()
    if Role.ADMIN in engine.roles_of(viewer.principal):
        assert ingest_status == 1 and "not replaced" in printed  # admin outside the audience: refused per file
    else:
        assert ingest_status == cli.EXIT_DENIED and delete_status == cli.EXIT_DENIED and "permission denied" in printed
    assert any(d.doc_id == restricted_id for d in engine.store.list_documents("acme"))
    mp.setenv("QUERYLAB_USER", "ann")
    mp.setenv("QUERYLAB_GROUPS", "staff")
    return printed


def pages_as(world: dict, viewer: Person) -> Iterator[tuple[str, str]]:
    """Every page as `viewer`, after a chat turn and a comparison of the restricted question."""
    as_person(world, viewer)
    try:
        at = AppTest.from_file(APP, default_timeout=60)
        at.run()
        assert not at.exception, at.exception
        at.chat_input[0].set_value(RESTRICTED_QUESTION).run()
        assert not at.exception, at.exception
        for page in PAGES:
            at.switch_page(page).run()
            assert not at.exception, f"{page} as {viewer.user}: {at.exception}"
            if page == "pages/compare.py":
                at.button(key="ql-cmp-run").click().run()
                assert not at.exception, at.exception
            text = page_text(at)
            if page == "pages/traces.py":  # positive control: one's own turns are listed
                assert all(m in text for m in viewer.markers()), f"{viewer.user} does not see their own turns"
            yield page, text.replace(RESTRICTED_QUESTION, "")
    finally:
        world["engine"].settings = world["base"]
