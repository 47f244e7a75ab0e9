"""Roles from groups: the default (every role), configured roles, refusals with a message and an audit row."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.audit import AuditLog
from querylab.config import ConfigError, Settings
from querylab.contracts import Principal
from querylab.roles import PermissionDenied, Role, require, roles_of

ANN = Principal(tenant="acme", user="ann", groups=("staff",))
REV = Principal(tenant="acme", user="rita", groups=("Support",))
BOSS = Principal(tenant="acme", user="boss", groups=("support", "prompt-eng", "it-admins"))


def configured() -> Settings:
    return Settings.from_env({"QUERYLAB_ROLE_REVIEWER": "support", "QUERYLAB_ROLE_EDITOR": "prompt-eng, ml",
                              "QUERYLAB_ROLE_ADMIN": "it-admins"}, dotenv_path=None)


def test_no_role_configured_means_every_role_for_everyone() -> None:
    settings = Settings.from_env({}, dotenv_path=None)
    assert roles_of(ANN, settings) == frozenset(Role)
    assert roles_of(Principal(tenant="x", user="y"), settings) == frozenset(Role)


def test_configured_roles_come_from_groups_case_insensitively() -> None:
    settings = configured()
    assert settings.role_editor_groups == ("prompt-eng", "ml")
    assert roles_of(ANN, settings) == frozenset()
    assert roles_of(REV, settings) == {Role.REVIEWER}
    assert roles_of(BOSS, settings) == frozenset(Role)
    # the configured principal too: roles apply with or without sign-in
    assert roles_of(settings.principal(), settings) == frozenset()


def test_one_configured_role_switches_the_default_off_for_the_others() -> None:
    settings = Settings.from_env({"QUERYLAB_ROLE_ADMIN": "it-admins"}, dotenv_path=None)
    assert roles_of(REV, settings) == frozenset()


def test_a_refusal_names_the_role_and_its_groups_and_is_audited(tmp_path: Path) -> None:
    audit = AuditLog(tmp_path / "audit.sqlite")
    with pytest.raises(PermissionDenied) as err:
        require(ANN, Role.EDITOR, configured(), action="save template revisions", audit=audit, params={"template": "judge"})
    message = str(err.value)
    assert "save template revisions" in message and "editor" in message and "prompt-eng, ml" in message and "QUERYLAB_ROLE_EDITOR" in message
    assert err.value.role is Role.EDITOR
    rows = audit.rows("acme")
    assert [(r["user"], r["tool"], r["outcome"]) for r in rows] == [("ann", "permission:save template revisions", "denied")]
    require(BOSS, Role.EDITOR, configured(), action="save", audit=audit)  # allowed: no exception, no new row
    assert len(audit.rows("acme")) == 1


@pytest.mark.parametrize("name,value", [("QUERYLAB_ACTION_TTL_MINUTES", "0"), ("QUERYLAB_ACTION_TTL_MINUTES", "soon"),
                                        ("QUERYLAB_TRACE_RETENTION_DAYS", "-3"), ("QUERYLAB_AUDIT_RETENTION_DAYS", "a year")])
def test_bad_ttl_or_retention_values_are_named(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=name):
        Settings.from_env({name: value}, dotenv_path=None)


def test_ttl_and_retention_defaults_and_values() -> None:
    default = Settings.from_env({}, dotenv_path=None)
    assert (default.action_ttl_minutes, default.trace_retention_days, default.audit_retention_days) == (15.0, None, None)
    s = Settings.from_env({"QUERYLAB_ACTION_TTL_MINUTES": "5", "QUERYLAB_TRACE_RETENTION_DAYS": "30",
                           "QUERYLAB_AUDIT_RETENTION_DAYS": "keep"}, dotenv_path=None)
    assert (s.action_ttl_minutes, s.trace_retention_days, s.audit_retention_days) == (5.0, 30.0, None)
