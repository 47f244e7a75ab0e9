"""Architecture rules that other checks rely on."""

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_engine_never_imports_streamlit():
    offenders = []
    for path in (REPO / "querylab").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "streamlit" or n.startswith("streamlit.") for n in names):
                offenders.append(str(path.relative_to(REPO)))
    assert offenders == []


def test_no_print_in_engine_library_code():
    allowed = {"cli.py", "__main__.py"}
    offenders = []
    for path in (REPO / "querylab").rglob("*.py"):
        if path.name in allowed or "bench" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert offenders == []
