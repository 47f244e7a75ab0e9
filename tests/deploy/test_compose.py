"""deploy/compose.yaml: three services wired the way docs/deploy.md says, with documented settings only."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML parses the compose file")

REPO = Path(__file__).resolve().parents[2]
COMPOSE = yaml.safe_load((REPO / "deploy" / "compose.yaml").read_text(encoding="utf-8"))
SERVICES = COMPOSE["services"]
REPLICAS = [name for name in SERVICES if name.startswith("querylab-")]
DOCUMENTED = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", (REPO / ".env.example").read_text(encoding="utf-8"), flags=re.M))


def _env(service: str) -> dict[str, str]:
    return {k: str(v) for k, v in SERVICES[service]["environment"].items()}


def test_the_three_services_are_there_with_two_replicas() -> None:
    assert {"postgres", "chroma"} <= set(SERVICES) and len(REPLICAS) == 2


@pytest.mark.parametrize("service", REPLICAS + ["migrate"])
def test_every_querylab_setting_in_the_compose_file_is_documented_in_env_example(service: str) -> None:
    undocumented = sorted(set(_env(service)) - DOCUMENTED)
    assert not undocumented, f"{service} sets {undocumented}, which .env.example does not document"


def test_the_replicas_share_the_database_and_chroma_but_not_their_data_directories() -> None:
    envs = [_env(name) for name in REPLICAS]
    for name in ("QUERYLAB_DATABASE_URL", "CHROMA_HOST", "CHROMA_PORT", "QUERYLAB_COLLECTION"):
        assert len({e[name] for e in envs}) == 1, name
    assert len({e["QUERYLAB_DATA_DIR"] for e in envs}) == len(envs)
    url = urlsplit(envs[0]["QUERYLAB_DATABASE_URL"])
    postgres = SERVICES["postgres"]["environment"]
    assert url.scheme == "postgresql" and url.hostname == "postgres" and url.path == "/" + postgres["POSTGRES_DB"]
    assert url.username == postgres["POSTGRES_USER"]
    assert envs[0]["CHROMA_HOST"] == "chroma" and envs[0]["CHROMA_PORT"] in " ".join(SERVICES["chroma"]["command"])


def test_migrations_run_once_before_the_replicas_start() -> None:
    assert SERVICES["migrate"]["command"][-1] == "setup"
    for name in REPLICAS:
        assert SERVICES[name]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"


def test_the_database_url_is_documented() -> None:
    assert "QUERYLAB_DATABASE_URL" in DOCUMENTED
