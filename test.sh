#!/usr/bin/env bash
# The other command: set up (idempotent, including the local llama.cpp model the tests run against) and run
# the whole test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/install.sh --local-model
exec .venv/bin/python -m pytest "$@"
