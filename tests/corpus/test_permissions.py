"""The corpus as a principal sees it: the audience rule for reading, the admin role for writing, and a
same-name upload that never replaces a document its uploader may not read."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.audit import AuditLog
from querylab.config import Settings
from querylab.contracts import Principal
from querylab.corpus.permissions import DocumentAccess
from querylab.corpus.store import CorpusStore
from querylab.roles import PermissionDenied

BONUS = b"# Bonus\n\nAudience: managers\n\nThe bonus pool is 5 percent of profit."
PUBLIC = b"# Parking\n\nParking is free on level 2."
STAFF = Principal(tenant="acme", user="ann", groups=("staff",))
MANAGER = Principal(tenant="acme", user="max", groups=("managers",))
ADMIN = Principal(tenant="acme", user="ada", groups=("staff", "it-admins"))
ROLES = Settings.from_env({"QUERYLAB_ROLE_ADMIN": "it-admins"}, dotenv_path=None)


@pytest.fixture
def docs(store: CorpusStore, tmp_path: Path) -> DocumentAccess:
    store.ingest_bytes("bonus.md", BONUS, "acme")
    store.ingest_bytes("parking.md", PUBLIC, "acme")
    store.ingest_bytes("globex.md", b"# Globex\n\nGlobex secret.", "globex")
    return DocumentAccess(store, ROLES, AuditLog(tmp_path / "audit.sqlite"))


def test_list_preview_text_and_counts_follow_the_audience(docs: DocumentAccess) -> None:
    assert [d.source for d in docs.list(STAFF)] == ["parking.md"]
    assert sorted(d.source for d in docs.list(MANAGER)) == ["bonus.md", "parking.md"]
    bonus = next(d for d in docs.list(MANAGER) if d.source == "bonus.md")
    with pytest.raises(PermissionDenied, match="audience"):
        docs.preview(STAFF, bonus.doc_id)
    assert docs.preview(MANAGER, bonus.doc_id).title == "Bonus"
    assert docs.text(STAFF, bonus.doc_id) == "" and "5 percent" in docs.text(MANAGER, bonus.doc_id)
    staff_stats, manager_stats = docs.stats(STAFF), docs.stats(MANAGER)
    assert (staff_stats.documents, manager_stats.documents) == (1, 2)
    assert staff_stats.chunks < manager_stats.chunks and set(staff_stats.documents_per_tenant) == {"acme"}
    assert docs.audit.rows("acme")[0]["outcome"] == "denied"


def test_admins_see_that_restricted_documents_exist_but_not_their_content(docs: DocumentAccess) -> None:
    assert docs.restricted(STAFF) == []  # not an admin
    [r] = docs.restricted(ADMIN)
    assert (r.source, r.audience) == ("bonus.md", "managers") and not hasattr(r, "title")
    assert docs.restricted(MANAGER) == []


def test_upload_and_delete_need_the_admin_role(docs: DocumentAccess) -> None:
    parking = next(d for d in docs.list(STAFF) if d.source == "parking.md")
    with pytest.raises(PermissionDenied, match="admin"):
        docs.ingest_bytes(STAFF, "new.md", b"# New\n\nText.")
    with pytest.raises(PermissionDenied, match="admin"):
        docs.delete(STAFF, parking.doc_id)
    assert docs.ingest_bytes(ADMIN, "new.md", b"# New\n\nText.").status == "added"
    assert docs.delete(ADMIN, parking.doc_id)
    bonus_id = docs.restricted(ADMIN)[0].doc_id
    assert docs.delete(ADMIN, bonus_id)  # restricted documents included
    assert docs.find(ADMIN, "globex.md") == []  # never another tenant's


def test_a_same_name_upload_never_replaces_a_document_the_uploader_may_not_read(docs: DocumentAccess) -> None:
    before = docs.store.get_document_text(docs.restricted(ADMIN)[0].doc_id, "acme", ("managers",))
    result = docs.ingest_bytes(ADMIN, "bonus.md", b"# Bonus\n\nThe bonus pool is 50 percent.")
    assert result.status == "error" and "bonus.md" in result.error and "not replaced" in result.error
    assert docs.store.get_document_text(docs.restricted(ADMIN)[0].doc_id, "acme", ("managers",)) == before
    assert any(r["tool"] == "permission:replace a document" for r in docs.audit.rows("acme"))
    # a manager who is also an admin may replace it; the default (no roles configured) still checks the audience
    boss = Principal(tenant="acme", user="bo", groups=("managers", "it-admins"))
    assert docs.ingest_bytes(boss, "bonus.md", b"# Bonus\n\nAudience: managers\n\nThe pool is 6 percent.").status == "updated"
    default = DocumentAccess(docs.store, Settings.from_env({}, dotenv_path=None))
    assert default.ingest_bytes(STAFF, "bonus.md", b"# Bonus\n\nMine now.").status == "error"


def test_ingest_paths_applies_the_same_checks(docs: DocumentAccess, tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "bonus.md").write_bytes(b"# Bonus\n\nOverwritten?")
    (folder / "fresh.md").write_bytes(b"# Fresh\n\nA new document.")
    with pytest.raises(PermissionDenied):
        docs.ingest_paths(STAFF, [folder])
    report = docs.ingest_paths(ADMIN, [folder])
    assert {r.source: r.status for r in report.results} == {"bonus.md": "error", "fresh.md": "added"}


def test_several_uploads_apply_the_same_checks(docs: DocumentAccess) -> None:
    uploads = [("bonus.md", b"# Bonus\n\nOverwritten?"), ("fresh.md", b"# Fresh\n\nA new document.")]
    with pytest.raises(PermissionDenied, match="admin"):
        docs.ingest_uploads(STAFF, uploads)
    assert not any(d.source == "fresh.md" for d in docs.list(ADMIN))  # nothing stored for the refused batch
    report = docs.ingest_uploads(ADMIN, uploads)
    assert [(r.source, r.status) for r in report.results] == [("bonus.md", "error"), ("fresh.md", "added")]
    assert "not replaced" in (report.results[0].error or "")


def test_get_document_text_fails_closed_without_groups(store: CorpusStore) -> None:
    r = store.ingest_bytes("bonus.md", BONUS, "acme")
    assert store.get_document_text(r.doc_id, "acme") == ""
    assert store.get_document_text(r.doc_id, "acme", ("staff",)) == ""
    assert "5 percent" in store.get_document_text(r.doc_id, "acme", ("Managers",))
    assert store.get_document_text(r.doc_id, "globex", ("managers",)) == ""
