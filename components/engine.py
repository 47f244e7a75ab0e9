"""One engine per process (st.cache_resource), and the trusted identity shown read-only.

The engine can be built before the first browser session (`prewarm`, called by `serve.py`, the README's run
command): Streamlit runs no page script until a browser connects, so without it MiniLM, Chroma and the offline
model load only then, and the first visitor waits for them after the page has appeared.
"""

from __future__ import annotations

import ast
import importlib
import logging
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Iterable

import streamlit as st

from querylab.config import Settings
from querylab.contracts import Principal
from querylab.engine import Engine
from querylab.identity import IdentityError, principal_from_claims
from querylab.roles import Role


logger = logging.getLogger(__name__)

_prewarmed: Future | None = None
#: The page a browser opens first; its imports are loaded by `prewarm` so its first script run does not.
FIRST_PAGE = Path(__file__).resolve().parent.parent / "pages" / "chat.py"


def _build_engine() -> Engine:
    engine = Engine(Settings.from_env())
    engine.seed_sample_corpus()
    return engine


def prewarm() -> Future:
    """Start building the engine on a background thread now; `get_engine` takes it (or its error) when a page
    first asks. Called once, before the server starts."""
    global _prewarmed
    future: Future = Future()

    def build() -> None:
        try:
            future.set_result(_build_engine())
        except BaseException as exc:  # shown by the first page that asks, exactly as if it had built the engine
            future.set_exception(exc)
            return
        import_page_modules(FIRST_PAGE)

    threading.Thread(target=build, name="querylab-prewarm", daemon=True).start()
    _prewarmed = future
    return future


def import_page_modules(page: Path) -> None:
    """Import what `page` imports, and Streamlit's emoji table (0.15-0.2 s, loaded when the first icon is
    checked), so that the first visitor's script run does not: that run holds the GIL while the browser is
    asking the same process for the chunks of the elements it draws (docs/bench_results.md, "Cold start")."""
    names = ["streamlit.emojis"]
    for node in ast.walk(ast.parse(page.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # the page will raise it properly when it runs
            logger.warning("prewarm could not import %s: %s", name, exc)


@st.cache_resource(show_spinner="Loading the embedding model and the corpus…")
def get_engine() -> Engine:
    if _prewarmed is not None:
        return _prewarmed.result()
    return _build_engine()


def auth_configured() -> bool:
    """True when `.streamlit/secrets.toml` has an [auth] section (Streamlit's OpenID Connect sign-in)."""
    try:
        return "auth" in st.secrets
    except Exception:  # no secrets file at all
        return False


def may_sign_in_later() -> bool:
    """True while sign-in is configured and this browser has not signed in: `current_principal` will stop the page
    at its sign-in button, so nothing that needs a principal (the chat box) is drawn before it."""
    return auth_configured() and not st.user.is_logged_in


def current_principal(engine: Engine) -> Principal:
    """From the OIDC sign-in when it is configured, else from server configuration; never from the chat."""
    if not auth_configured():
        return engine.settings.principal()
    if may_sign_in_later():
        st.info("Sign in to use QueryLab.")
        st.button("Sign in", on_click=st.login)
        st.stop()
    try:
        return principal_from_claims(st.user.to_dict(), engine.settings.oidc_tenant_claim, engine.settings.oidc_groups_claim)
    except IdentityError as exc:
        st.error(str(exc))
        st.button("Sign out", on_click=st.logout)
        st.stop()
    raise AssertionError("unreachable")  # st.stop() ends the script run


def identity_badge(principal: Principal, roles: Iterable[Role] = ()) -> None:
    """The trusted identity and the roles its groups grant (querylab/roles.py), read-only."""
    st.sidebar.caption("Signed in as (from your sign-in)" if auth_configured() else "Signed in as (from server configuration)")
    names = ", ".join(r.value for r in Role if r in set(roles)) or "- (chat, own turns, readable documents, evaluation)"
    # Markdown, not st.code: a code block loads the browser's syntax highlighter, ~0.3 s of the first page.
    st.sidebar.markdown(f"tenant `{principal.tenant}` · user `{principal.user}`  \ngroups: {', '.join(f'`{g}`' for g in principal.groups) or '-'}  \n"
                        f"roles: {names}")
