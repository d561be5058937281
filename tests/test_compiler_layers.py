"""The compiler's modules form layers: no import circle among ``compiler/*.py``, counting the
imports inside functions too (a function-local import only hides a circle, it does not remove
it), and no module past ~500 lines."""
import ast
import pathlib

COMPILER = pathlib.Path(__file__).resolve().parent.parent / "compiler"


def _imports(path):
    """Sibling modules of ``compiler`` that ``path`` imports anywhere in its body."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.add(node.module.split(".")[0])
            else:
                out.update(a.name for a in node.names)
    return out


def _graph():
    mods = {p.stem: p for p in COMPILER.glob("*.py")}
    return {m: _imports(p) & set(mods) - {m} for m, p in mods.items()}


def _cycle(graph):
    """One import cycle as a list of modules, or None (depth-first search, three colours)."""
    state, stack = {}, []

    def visit(m):
        state[m] = "open"
        stack.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == "open":
                return stack[stack.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        stack.pop()
        state[m] = "done"
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_cycle_finder_finds_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_in_compiler():
    cycle = _cycle(_graph())
    assert cycle is None, " -> ".join(cycle)


def test_helpers_module_is_a_leaf():
    assert _graph()["tree"] <= {"control"}


def test_compiler_files_stay_readable():
    long = {p.name: n for p in COMPILER.glob("*.py")
            if (n := len(p.read_text().splitlines())) > 500}
    assert not long, long
