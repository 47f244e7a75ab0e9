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
        if path.name in allowed or path.name.startswith("cli_"):  # the command line's own modules print
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert offenders == []


# -- the import graph -------------------------------------------------------------------------------------

def _engine_modules() -> dict[str, Path]:
    modules = {}
    for path in (REPO / "querylab").rglob("*.py"):
        parts = path.relative_to(REPO).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def _is_guard(test: ast.expr, name: str) -> bool:
    return (isinstance(test, ast.Name) and test.id == name) or (isinstance(test, ast.Attribute) and test.attr == name)


def _imported(path: Path, module: str) -> set[str]:
    """Every module `module` imports, wherever the import stands (functions too), except under
    `if TYPE_CHECKING:` (never executed) and `if __name__ == "__main__":` (runs as another module)."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and (_is_guard(node.test, "TYPE_CHECKING") or (
                isinstance(node.test, ast.Compare) and isinstance(node.test.left, ast.Name) and node.test.left.id == "__name__")):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _graph() -> dict[str, set[str]]:
    """Engine module -> engine modules it imports (importing `a.b.c` also runs the package `a.b`)."""
    modules = _engine_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges: set[str] = set()
        for target in _imported(path, name):
            while target:
                if target in modules and target != name and not name.startswith(target + "."):
                    edges.add(target)
                target = target.rpartition(".")[0]
        edges.discard("querylab")
        graph[name] = edges
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def test_no_import_cycle_inside_the_engine():
    assert _cycles(_graph()) == []


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_engine_imports_nothing_from_tests_pages_components_or_the_app():
    outside = ("tests", "pages", "components", "app", "benchmarks")
    offenders = []
    for name, path in _engine_modules().items():
        for target in _imported(path, name):
            if target.split(".")[0] in outside:
                offenders.append(f"{name} imports {target}")
    assert offenders == []
