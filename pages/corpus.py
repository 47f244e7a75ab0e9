"""Corpus: upload documents into the principal's tenant, see what is there, delete what should not be.

The tenant is the signed-in principal's (server configuration), never a widget: a file uploaded here
can only land in, and a delete can only touch, the tenant the user already belongs to. Inside the tenant,
`querylab.corpus.permissions` decides: the list, previews and counts follow the audience rule; upload,
replace and delete need the admin role; an upload never replaces a document the uploader may not read.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from components.corpus_tables import documents_frame, results_frame
from components.engine import get_engine
from components.identity import active_principal
from querylab.corpus.loaders import SUPPORTED_EXTENSIONS
from querylab.corpus.models import FileResult, IngestProgress
from querylab.roles import PermissionDenied, Role

engine = get_engine()
principal = active_principal(engine)
tenant = principal.tenant
store = engine.store
documents = engine.documents
admin = Role.ADMIN in engine.roles_of(principal)

st.title("Corpus")
st.caption(f"Documents of tenant **{tenant}** — the tenant comes from the signed-in principal, not from this page.")

# -- upload --------------------------------------------------------------------------------------
if not admin:
    st.info("Uploading, replacing and deleting documents needs the admin role (QUERYLAB_ROLE_ADMIN). "
            "You see the documents your groups may read.")
with st.form("ql-upload", clear_on_submit=True):
    files = st.file_uploader(
        "Add documents", accept_multiple_files=True, type=[e.lstrip(".") for e in SUPPORTED_EXTENSIONS],
        max_upload_size=max(1, int(round(engine.settings.max_file_mb))),
        help="Re-uploading a file with the same name replaces that document; identical text is left unchanged.",
    )
    text_field = st.text_input("CSV/JSONL text column (optional)", placeholder="e.g. text — leave empty to use every column")
    submitted = st.form_submit_button("Ingest", type="primary", icon="📥", disabled=not admin)

if submitted and files:
    bar = st.progress(0.0, text=f"Ingesting {len(files)} file(s)…")

    def report_progress(p: IngestProgress) -> None:
        bar.progress(p.done / p.total, text=f"Ingested {p.source} ({p.done}/{p.total})…")

    try:  # all files together: embedded in windows across documents (one bad file gets its own error result)
        results = documents.ingest_uploads(principal, [(f.name, f.getvalue()) for f in files], report_progress,
                                           text_field=text_field.strip() or None).results
    except PermissionDenied as exc:
        results = [FileResult(source=f.name, status="error", error=f"{f.name}: {exc}") for f in files]
    except Exception as exc:  # a defect: every file gets the message instead of a crashed page
        results = [FileResult(source=f.name, status="error", error=f"{f.name}: {type(exc).__name__}: {exc}") for f in files]
    bar.progress(1.0, text="Done")
    st.session_state.ql_corpus_results = results
    counts = {s: sum(r.status == s for r in results) for s in ("added", "updated", "unchanged", "error")}
    st.toast(", ".join(f"{n} {s}" for s, n in counts.items() if n) or "nothing ingested")
elif submitted:
    st.warning("Choose at least one file first.")

last: list[FileResult] = st.session_state.get("ql_corpus_results", [])
if last:
    st.subheader("Last upload")
    st.dataframe(results_frame(last), hide_index=True, key="ql-corpus-results")
    for r in last:
        if r.status == "error":
            st.error(r.error or f"{r.source}: failed")



def delete_documents(doc_ids: list[str]) -> None:
    """A callback, so the table's selection can be cleared before the table is drawn again."""
    try:
        gone = sum(documents.delete(principal, doc_id) for doc_id in doc_ids)
    except PermissionDenied as exc:
        st.session_state.ql_corpus_flash = str(exc)
        return
    st.session_state["ql-corpus-docs"] = {"selection": {"rows": [], "columns": []}}
    st.session_state["ql-corpus-restricted"] = {"selection": {"rows": [], "columns": []}}
    st.toast(f"Deleted {gone} document(s)")


# -- documents -----------------------------------------------------------------------------------
flash = st.session_state.pop("ql_corpus_flash", None)
if flash:
    st.error(flash)
docs = documents.list(principal)
st.subheader(f"Documents ({len(docs)})")
if not docs:
    st.info("No documents yet in this tenant. Upload some above.")
else:
    frame = documents_frame(docs)
    event = st.dataframe(
        frame, hide_index=True, key="ql-corpus-docs", on_select="rerun", selection_mode="multi-row",
        height=min(38 + 35 * len(docs), 640),
        column_order=["title", "source", "chunks", "version", "effective", "expires", "ingested", "format", "audience", "superseded by", "status"],
        column_config={
            "chunks": st.column_config.NumberColumn("chunks", format="%d"),
            "ingested": st.column_config.DatetimeColumn("ingested (UTC)", format="YYYY-MM-DD HH:mm"),
        },
    )
    selected = [docs[i] for i in event.selection.rows if i < len(docs)] if event else []
    if selected:
        for d in selected[:3]:
            with st.container(border=True):
                st.markdown(f"**{d.title or d.source}** · `{d.source}` · {d.n_chunks} chunks · doc `{d.doc_id}`")
                if d.summary:
                    st.caption(d.summary)
        if admin:
            with st.popover(f"Delete {len(selected)} selected", icon="🗑️"):
                st.write("This removes the document(s) and all their chunks from the collection:")
                st.markdown("\n".join(f"- {d.title or d.source}" for d in selected))
                st.button("Confirm delete", type="primary", key="ql-corpus-confirm-delete", on_click=delete_documents, args=([d.doc_id for d in selected],))
    else:
        st.caption("Select rows to see a document's summary or delete it.")

restricted = documents.restricted(principal)  # admins only; [] for everyone else
if restricted:
    st.subheader(f"Restricted documents ({len(restricted)})")
    st.caption("Their audience does not include your groups: as an admin you see their file name and audience, "
               "to delete them, but not their title, summary or text.")
    r_frame = pd.DataFrame([{"source": r.source, "audience": r.audience, "chunks": r.n_chunks, "doc_id": r.doc_id} for r in restricted])
    r_event = st.dataframe(r_frame, hide_index=True, key="ql-corpus-restricted", on_select="rerun", selection_mode="multi-row")
    r_selected = [restricted[i] for i in r_event.selection.rows if i < len(restricted)] if r_event else []
    if r_selected:
        with st.popover(f"Delete {len(r_selected)} restricted", icon="🗑️"):
            st.markdown("\n".join(f"- `{r.source}` (audience: {r.audience})" for r in r_selected))
            st.button("Confirm delete", type="primary", key="ql-corpus-confirm-delete-restricted", on_click=delete_documents,
                      args=([r.doc_id for r in r_selected],))

# -- statistics ----------------------------------------------------------------------------------
st.subheader("Collection")
stats = documents.stats(principal)  # what this principal may read: other tenants' and other audiences' volumes are not theirs
c1, c2, c3 = st.columns(3)
c1.metric("Documents", stats.documents)
c2.metric("Chunks", stats.chunks)
c3.metric("Embedding dimension", stats.dim)
st.caption(
    f"Chroma {stats.backend} · collections `{stats.chunks_collection}` and `{stats.docs_collection}` · "
    f"embedder `{stats.embedder}` · store version `{stats.version}`"
)
if docs:
    per_doc = pd.DataFrame({"document": [d.title or d.source for d in docs], "chunks": [d.n_chunks for d in docs]}).set_index("document")
    st.bar_chart(per_doc, horizontal=True, height=min(60 + 24 * len(docs), 500))
