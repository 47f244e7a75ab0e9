"""Record the routes an older commit's offline rules router gives on a routing set (the rules on a set they had not seen).

Why: every routing set in the repository was, by now, read while rules were written, so the current rules'
figure on any of them is in-sample. The router of a commit older than a set's tuning round is not; its
routes, recorded once, let `python -m querylab train router --held-out --fresh-rules FILE` measure what the
route classifier adds to rules on a fresh set. Run it with the OLD tree on the path (it imports whatever
`querylab` is importable):

    git archive 8ce55c8 | tar -x -C /tmp/old && ln -s "$PWD/.venv" /tmp/old/.venv && ln -s "$PWD/models" /tmp/old/models
    cd /tmp/old && PYTHONPATH=/tmp/old QUERYLAB_DATA_DIR=/tmp/old/data .venv/bin/python \\
        /path/to/benchmarks/route_rules_at_commit.py CASES.jsonl SET_NAME COMMIT OUT.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(cases: str, set_name: str, commit: str, out: str) -> None:
    from querylab.config import Settings
    from querylab.embeddings import make_embedder
    from querylab.llm.base import LLMRequest
    from querylab.offline.model import OfflineLLM

    settings = Settings()
    llm = OfflineLLM(make_embedder(settings), Path(settings.prompts_dir))
    sample = Path(settings.sample_corpus_dir)
    tenants = sorted(p.name for p in sample.iterdir() if p.is_dir() and p.name != "tools")
    routes = {}
    for line in Path(cases).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        principal = case.get("principal") or {}
        variables = {"question": case["query"], "_history": case.get("history") or [], "_tenant": principal.get("tenant", ""),
                     "_user": principal.get("user", ""), "_known_tenants": tenants}
        routes[case["id"]] = json.loads(llm.complete(LLMRequest(task="router", system="", user="", variables=variables)).text)["route"]
    Path(out).write_text(json.dumps({"set": set_name, "commit": commit, "routes": routes}, indent=1) + "\n", encoding="utf-8")
    print(f"{len(routes)} routes written to {out}")


if __name__ == "__main__":
    main(*sys.argv[1:5])
