"""The principal from an OpenID Connect identity (Streamlit's `st.user`), with no Streamlit import.

Which claims carry the tenant and the groups is server configuration (`QUERYLAB_OIDC_TENANT_CLAIM`,
`QUERYLAB_OIDC_GROUPS_CLAIM`). An identity without a tenant claim gets no principal at all: falling back
to the configured demo tenant would hand a stranger someone's data.
"""

from __future__ import annotations

from typing import Any, Mapping

from querylab.contracts import Principal


class IdentityError(PermissionError):
    """The signed-in identity cannot be mapped to a principal; the message says which claim is missing."""


def principal_from_claims(claims: Mapping[str, Any], tenant_claim: str = "tenant", groups_claim: str = "groups") -> Principal:
    tenant = claims.get(tenant_claim)
    if not isinstance(tenant, str) or not tenant.strip():
        raise IdentityError(f"your sign-in carries no {tenant_claim!r} claim, so QueryLab cannot tell which tenant's data you may see")
    user = claims.get("email") or claims.get("preferred_username") or claims.get("sub")
    if not isinstance(user, str) or not user.strip():
        raise IdentityError("your sign-in carries no email, preferred_username or sub claim")
    raw_groups = claims.get(groups_claim) or ()
    if isinstance(raw_groups, str):
        raw_groups = [g for g in raw_groups.replace(";", ",").split(",")]
    groups = tuple(sorted({str(g).strip() for g in raw_groups if str(g).strip()}))
    return Principal(tenant=tenant.strip(), user=user.strip(), groups=groups)
