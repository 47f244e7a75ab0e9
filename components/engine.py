"""One engine per process (st.cache_resource), and the trusted identity shown read-only."""

from __future__ import annotations

import streamlit as st

from querylab.config import Settings
from querylab.contracts import Principal
from querylab.engine import Engine


@st.cache_resource(show_spinner="Loading the embedding model and the corpus…")
def get_engine() -> Engine:
    engine = Engine(Settings.from_env())
    engine.seed_sample_corpus()
    return engine


def current_principal(engine: Engine) -> Principal:
    """The principal comes from server-side configuration, never from the chat."""
    return engine.settings.principal()


def identity_badge(principal: Principal) -> None:
    st.sidebar.caption("Signed in as (from server configuration)")
    st.sidebar.code(f"tenant: {principal.tenant}\nuser:   {principal.user}\ngroups: {', '.join(principal.groups) or '-'}", language=None)
