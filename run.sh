#!/usr/bin/env bash
# The one command: set everything up, then start QueryLab on http://127.0.0.1:${PORT:-8501}
set -euo pipefail
cd "$(dirname "$0")"
./scripts/install.sh
.venv/bin/python -m querylab setup
exec .venv/bin/python serve.py --server.address 127.0.0.1 --server.port "${PORT:-8501}" --server.headless true
