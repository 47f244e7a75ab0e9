#!/usr/bin/env bash
# The other command: set up (idempotent) and run the whole test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/install.sh
exec .venv/bin/python -m pytest "$@"
