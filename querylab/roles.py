"""Roles inside a tenant, from the principal's groups: the one place that says who may do what.

Why in the engine and not in the pages: a page that hides a button protects nothing (another page, the
command line or a test can call the same engine method). Every guarded engine call asks `require`, which
raises `PermissionDenied` with a message naming the role and the groups that grant it, and writes an audit
row, so a refusal is both seen and recorded.

- everyone: chat, their own turns and replays, the documents their groups may read, evaluation runs;
- reviewer: every turn of the tenant, flagging turns into regression sets;
- editor: save template revisions, move labels, activate;
- admin: upload, replace and delete documents, restricted ones included.

With no `QUERYLAB_ROLE_*` set (the local single-user default) every principal holds every role, so the
README's two commands still give the whole workbench. Once any is set, roles come from groups only, with
or without sign-in, for the configured principal (`QUERYLAB_USER`, `QUERYLAB_GROUPS`) too.
"""

from __future__ import annotations

import logging
from enum import Enum
from typing import Protocol

from querylab.config import Settings
from querylab.contracts import Principal

logger = logging.getLogger(__name__)


class Role(str, Enum):
    REVIEWER = "reviewer"
    EDITOR = "editor"
    ADMIN = "admin"


ROLE_SETTINGS = {Role.REVIEWER: "QUERYLAB_ROLE_REVIEWER", Role.EDITOR: "QUERYLAB_ROLE_EDITOR", Role.ADMIN: "QUERYLAB_ROLE_ADMIN"}


class PermissionDenied(PermissionError):
    """The principal lacks a role (or may not see an object); `str()` is the message to show."""

    def __init__(self, message: str, *, role: Role | None = None, action: str = "") -> None:
        super().__init__(message)
        self.role = role
        self.action = action


class AuditSink(Protocol):
    def write(self, principal: Principal, tool: str, params: dict, outcome: str, detail: str = "") -> str: ...


def _norm(group: str) -> str:
    return " ".join(group.strip().lower().split())


def role_groups(settings: Settings) -> dict[Role, tuple[str, ...]]:
    return {Role.REVIEWER: settings.role_reviewer_groups, Role.EDITOR: settings.role_editor_groups, Role.ADMIN: settings.role_admin_groups}


def roles_configured(settings: Settings) -> bool:
    return any(role_groups(settings).values())


def roles_of(principal: Principal, settings: Settings) -> frozenset[Role]:
    """The roles `principal` holds: every role when none is configured, else those its groups grant."""
    if not roles_configured(settings):
        return frozenset(Role)
    mine = {_norm(g) for g in principal.groups}
    return frozenset(role for role, groups in role_groups(settings).items() if mine & {_norm(g) for g in groups})


def has_role(principal: Principal, role: Role, settings: Settings) -> bool:
    return role in roles_of(principal, settings)


def denial_message(role: Role, action: str, settings: Settings) -> str:
    groups = ", ".join(role_groups(settings)[role]) or "(none)"
    return (f"You may not {action}: it needs the {role.value} role, which the groups {groups} grant "
            f"({ROLE_SETTINGS[role]}); ask an administrator of your tenant.")


def refuse(principal: Principal, message: str, *, action: str, audit: AuditSink | None, role: Role | None = None,
           params: dict | None = None) -> PermissionDenied:
    """Record a refusal (audit row + log) and return the exception to raise."""
    logger.warning("refused %s to %s/%s: %s", action, principal.tenant, principal.user, message)
    if audit is not None:
        try:
            audit.write(principal, f"permission:{action}", params or {}, "denied", message)
        except Exception:  # an unwritable audit log must not turn a refusal into an allowance
            logger.exception("could not write the audit row of a refusal")
    return PermissionDenied(message, role=role, action=action)


def require(principal: Principal, role: Role, settings: Settings, *, action: str, audit: AuditSink | None = None,
            params: dict | None = None) -> None:
    """Return when `principal` holds `role`; else audit the refusal and raise `PermissionDenied`."""
    if has_role(principal, role, settings):
        return
    raise refuse(principal, denial_message(role, action, settings), action=action, audit=audit, role=role, params=params)
