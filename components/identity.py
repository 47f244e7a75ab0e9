"""Who is asking, as every page sees it.

The tenant comes from the trusted principal in server configuration (`QUERYLAB_TENANT`, …), never from
a widget, a question or a document. The one exception is an explicit demo mode
(`QUERYLAB_DEMO_PERSONAS=1`): then a sidebar picker offers one persona per known tenant, so a stakeholder
demo can show tenant isolation. Without that setting there is no control that could change the tenant.
"""

from __future__ import annotations

import streamlit as st

from components.engine import current_principal, identity_badge
from components.state import keep, remember
from querylab.contracts import Principal
from querylab.engine import Engine


def demo_personas(engine: Engine) -> list[Principal]:
    """One persona per tenant the corpus knows, with the configured user and groups."""
    base = current_principal(engine)
    tenants = list(engine.known_tenants()) or [base.tenant]
    if base.tenant not in tenants:
        tenants.insert(0, base.tenant)
    return [Principal(tenant=t, user=base.user, groups=base.groups) for t in tenants]


def active_principal(engine: Engine, *, badge: bool = True) -> Principal:
    """The principal for this page run; draws the read-only identity badge in the sidebar."""
    principal = current_principal(engine)
    if engine.settings.demo_personas:
        personas = {p.tenant: p for p in demo_personas(engine)}
        key = remember("ql_persona", principal.tenant, options=list(personas))
        with st.sidebar:
            st.selectbox("Demo persona (QUERYLAB_DEMO_PERSONAS=1)", list(personas), key=key,
                         help="Demo mode only: switches the trusted principal to another tenant.")
        principal = personas[keep(key)]
    if badge:
        identity_badge(principal, engine.roles_of(principal))
    return principal
