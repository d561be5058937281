"""The package forms layers: no import circle anywhere in minicell (``minicell/``, ``compiler/``,
``runtime/``), counting imports inside functions too (a function-local import only hides a
circle, it does not remove it); each layer imports only the layers below it; no module past
~500 lines.

Layers, bottom up: runtime (registry, primitives, dispatch, tape, tracer protocol) -> common
(dtype, Tensor, Parameter, initializers) and context -> autodiff -> ops and numpy -> compiler ->
nn -> train and the package root. What a lower layer needs from a higher one is installed
into it at import by the higher one (``dispatch.set_tensor_type``, ``EagerTracer.graph_grad``).
"""
import ast
import functools
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGES = {"minicell": ROOT / "minicell", "minicell.compiler": ROOT / "compiler",
            "minicell.runtime": ROOT / "runtime"}
# MindSpore's module paths re-exporting upper layers: the top. Only the module itself: the
# submodules of the minicell.parallel package have their own layers below.
FACADES = ("minicell.common.api", "minicell.common._pijit_context", "minicell.parallel",
           "minicell.common.jit_config", "minicell.common.lazy_inline", "minicell.common.no_inline")
# mindspore.ops.function.* and mindspore.ops.auto_generate.*: MindSpore's re-export modules,
# whose ``_ext`` names are mint's functions (looked up in minicell.mint when first read): the
# top, like the root
FACADE_PACKAGES = ("minicell.ops.function", "minicell.ops.auto_generate")
LAYERS = [("minicell.runtime", 0), ("minicell.common", 1),
          ("minicell.context", 1), ("minicell.log", 1),
          # mindspore._checkparam: argument checks over dtypes and Tensors (nn and up use them)
          ("minicell._checkparam", 1), ("minicell._checkparam_shapes", 1),
          ("minicell._checkparam_types", 1),
          # mindspore._check_jit_forbidden_api: the marker for methods a graph refuses (no imports)
          ("minicell._check_jit_forbidden_api", 1),
          # the checkpoint wire codec has no imports: strategy files (parallel) use it too
          ("minicell.train._ckpt_proto", 1),
          # mindspore.parallel's per-rank checkpoint functions load into Cells: train level
          ("minicell.parallel.checkpoint_load", 7), ("minicell.parallel.checkpoint_transform", 7),
          ("minicell.parallel.parameter_broadcast", 7),
          ("minicell.parallel.transform_safetensors", 7),     # reads with train's codec
          # mindspore.parallel._transformer: transformer layers built of nn Cells
          ("minicell.parallel._transformer", 7),
          # mindspore.parallel.nn / .auto_parallel: Cell wrappers (nn's micro-batch Cells)
          ("minicell.parallel.nn", 7), ("minicell.parallel.auto_parallel", 7),
          # minicell.parallel: the parallel context is state of the context level; meshes,
          # layouts and the sharding op sit just above (ops use them); the compile hooks sit
          # with the compiler; communication beside ops (ops.all_reduce is comm_func's)
          ("minicell.parallel._auto_parallel_context", 1), ("minicell.parallel._compile", 5),
          ("minicell.parallel._comm_fusion", 1),      # the context's fusion checks (no imports)
          ("minicell.parallel._context_checks", 1),   # the context's longer key checks
          ("minicell.parallel", 2), ("minicell.communication", 3),
          ("minicell.autodiff", 2),     # and its parts:
          ("minicell._grad_checks", 2),
          ("minicell._scalar_grads", 2),
          # the compiler switches: attribute values only (autodiff reads GRAD_FOR_SCALAR)
          ("minicell._extends.parse.compile_config", 1),
          ("minicell.ops", 3), ("minicell.numpy", 4), ("minicell.scipy", 4),
          ("minicell.compiler", 5), ("minicell.nn", 6),
          ("minicell.train", 7), ("minicell.rewrite", 7)]


def _modules():
    mods = {}
    for pkg, folder in PACKAGES.items():
        for path in folder.rglob("*.py"):
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            mods[".".join([pkg] + parts)] = path
    return mods


def _imports(name, path, mods):
    """Modules of the package that ``name`` imports anywhere in its body."""
    is_pkg = path.name == "__init__.py"
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in mods)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            submodules = {f"{target}.{a.name}" for a in node.names} & mods.keys()
            # ``from pkg import submodule`` depends on the submodule; the package only when a
            # name is taken from it, and never on a parent, which is already loaded
            if (target in mods and len(submodules) < len(node.names)
                    and not name.startswith(target + ".")):
                out.add(target)
            out.update(submodules)
    return out - {name}


@functools.lru_cache(maxsize=None)     # parsing every module takes seconds: once per process
def _graph():
    mods = _modules()
    return {m: _imports(m, p, mods) for m, p in mods.items()}


def _layer(module):
    if module in FACADES or any(module == p or module.startswith(p + ".")
                                for p in FACADE_PACKAGES):
        return len(LAYERS)
    for prefix, rank in LAYERS:
        if module == prefix or module.startswith(prefix + "."):
            return rank
    return len(LAYERS)        # the package root and anything else: the top


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


def test_import_graph_sees_function_local_imports():
    graph = _graph()
    assert "minicell.runtime.dispatch" in graph["minicell.common.tensor"]
    assert "minicell.compiler.tree" in graph["minicell.compiler.trace"]


def test_no_import_cycle_in_the_package():
    cycle = _cycle(_graph())
    assert cycle is None, " -> ".join(cycle)


def test_each_layer_imports_only_layers_below():
    upward = sorted(f"{m} -> {t}" for m, targets in _graph().items() for t in targets
                    if _layer(t) > _layer(m))
    assert not upward, upward


def test_compiler_helpers_module_is_a_leaf():
    stages = {m for m in _graph()["minicell.compiler.tree"] if m.startswith("minicell.compiler")}
    assert stages <= {"minicell.compiler.control"}


def test_files_stay_readable():
    long = {str(p.relative_to(ROOT)): n for p in _modules().values()
            if (n := len(p.read_text().splitlines())) > 500}
    assert not long, long
