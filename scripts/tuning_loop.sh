#!/usr/bin/env bash
# One full tuning loop on the sample corpus with the offline model (docs/eval_results.md, "A/B of revisions"):
# a false negative -> flagged -> knob draft -> A/B on the regression set and CLAP NQ test -> promotion -> export.
# Writes only under $DATA and $OUT (fresh each run). Needs ../shared/evaldata (or QUERYLAB_EVALDATA).
set -e
DATA=${LOOP_DATA:-/tmp/querylab-loop-data}
OUT=${LOOP_OUT:-/tmp/querylab-loop}
cd "$(dirname "$0")/.."
export QUERYLAB_DATA_DIR=$DATA QUERYLAB_LLM_BACKEND=offline PYTHONPATH="$PWD"
rm -rf "$DATA" "$OUT"; mkdir -p "$OUT"
Q="What's the deadline for asking permission before flying abroad?"
echo "== 1. the turn"; .venv/bin/python -m querylab ask "$Q" --tenant acme --json > $OUT/turn_a.json
LOOP_TURN=$OUT/turn_a.json .venv/bin/python - <<'PY'
import json
import os
from pathlib import Path
from querylab import regression
from querylab.trace import Trace
t = Trace.model_validate(json.load(open(os.environ["LOOP_TURN"])))
print("turn", t.turn_id, "verdicts", [j.verdict for j in t.judgements], "abstained", t.abstained)
print("motivation:", t.judgements[0].motivation)
r = regression.flag_judge(Path(os.environ["QUERYLAB_DATA_DIR"]), t, True)
print("flagged as false negative ->", r.path, r.case_id, r.added)
PY
echo "== 2. knob draft: val-calibrated judge weights"
.venv/bin/python -m querylab prompts show offline_model | sed -e 's/^threshold = [0-9.]* /threshold = 0.6237 /' -e 's/^coverage_weight = [0-9.]* /coverage_weight = 0.0 /' > $OUT/offline_model.toml
diff <(.venv/bin/python -m querylab prompts show offline_model) $OUT/offline_model.toml || true
.venv/bin/python -m querylab ask "$Q" --tenant acme --json --template offline_model=$OUT/offline_model.toml > $OUT/turn_b.json
python3 -c "
import json; t=json.load(open(\"$OUT/turn_b.json\")); print('with the draft:', [j['verdict'] for j in t['judgements']], t['judgements'][0]['motivation'][:160]); print('answer:', t['answer'][:200]); print('knobs', t['config']['knobs'])"
echo "== 3. A/B on the regression set"
.venv/bin/python -m querylab eval judge $DATA/regression/judge.jsonl --ab offline_model=$OUT/offline_model.toml --json-out $OUT/ab_regression.json 2>/dev/null
echo "== 4. A/B on CLAP NQ test"
.venv/bin/python -m querylab eval judge clapnq --split test --ab offline_model=$OUT/offline_model.toml --json-out $OUT/ab_clapnq.json 2>/dev/null
echo "== 5. promotion"
.venv/bin/python -m querylab prompts save offline_model $OUT/offline_model.toml --note "val-calibrated judge (CLAP NQ val): coverage_weight 0, threshold 0.6237" --label production --evidence $OUT/ab_clapnq.json
.venv/bin/python -m querylab prompts list | grep offline_model
.venv/bin/python -m querylab ask "$Q" --tenant acme --json > $OUT/turn_c.json
python3 -c "
import json; t=json.load(open(\"$OUT/turn_c.json\")); print('next turn, no draft:', [j['verdict'] for j in t['judgements']], t['config']['knobs']['offline_model'])"
echo "== 6. export"
.venv/bin/python -m querylab export --format bundle --out $OUT/querylab-bundle.json
.venv/bin/python -c "
from querylab.bundle import load_bundle
b = load_bundle(\"$OUT/querylab-bundle.json\")
print([ (k['name'], k['revision'], k['labels']) for k in b.data['knobs']])
print('evidence:', b.data['evidence']['offline_model']['production']['ab']['differences']['balanced_accuracy'])
print('threshold line:', [l for l in b.knob_text('offline_model').splitlines() if l.startswith('threshold')])"
