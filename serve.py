"""Start QueryLab in the browser: the engine starts loading while Streamlit starts, then `streamlit run app.py`.

Takes `streamlit run`'s options (`python serve.py --server.port 8502`). Why not `streamlit run app.py` directly:
that runs no page script until a browser connects, so the first visitor waits for MiniLM, Chroma and the
offline model after the page has appeared (docs/bench_results.md, "Cold start"). `streamlit run app.py` still
works; it only loads the engine later.
"""

import sys
from pathlib import Path

from streamlit.web import cli

from components.engine import prewarm

if __name__ == "__main__":
    prewarm()
    sys.argv = ["streamlit", "run", str(Path(__file__).with_name("app.py")), *sys.argv[1:]]
    sys.exit(cli.main())
