"""Generate ``docs/ops.md`` from the op registry (``minicell.runtime.registry``).

Run ``python docs/gen_ops.py`` after adding or changing a primitive; ``tests/test_docs.py``
fails while ``docs/ops.md`` differs from what this script writes. ``--check`` exits 1 instead
of writing when the file is stale.

Which public names expose an op comes from the op table (``minicell/ops/op_table.py``): every
spelling of a row (``ops.x``, ``ops.X``, ``Tensor.x``, ``numpy.x``) is listed under the registry
ops that row's implementation calls. Those ops are the row's ``op`` or, for a hand-written
function or Primitive class, found by introspection: the walk follows what a callable can reach
without running it (closure cells, the globals its code names, attributes of modules it names,
class attributes, string constants given to ``get_op`` or ``kernel``) through private helpers,
and collects the registry ``Op`` objects found. Another row's function is not followed
(``ops.softmax`` calls the ``softmax`` op, not everything ``ops.exp`` touches), except that a
hand-written Primitive class may delegate to one functional. ``nn`` classes are listed only
where they call an op directly (optimizers, LSTM), not through ``ops.*``.
"""
import argparse
import inspect
import pathlib
import sys
import types

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "ops.md"


def _registry():
    import minicell  # noqa: F401  importing minicell fills the registry
    from minicell.runtime import registry
    return registry


def _code_refs(code, glb):
    """Objects a code object names: its globals (and module attributes), nested code, and ops
    looked up by a string constant (``get_op("add")``)."""
    reg = _registry()
    names = set(code.co_names)
    strings = {c for c in code.co_consts if isinstance(c, str)}
    out = []
    for n in code.co_names:
        obj = glb.get(n)
        if isinstance(obj, types.ModuleType):
            if obj.__name__.startswith("minicell"):     # `F.add`: follow minicell modules only
                out.extend(vars(obj)[a] for a in names if a in vars(obj))
        elif isinstance(obj, dict):                      # `_OP["conv"]`: a table of ops
            out.extend(v for k, v in obj.items() if k in strings and isinstance(v, reg.Op))
        elif obj is not None:
            out.append(obj)
    if names & {"get_op", "_op", "kernel"}:     # optim_prims.kernel("apply_adagrad", ...)
        out.extend(reg.get_op(c) for c in strings if c in reg._REGISTRY)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            out.extend(_code_refs(c, glb))
    return out


def _children(obj):
    """What ``obj`` (a function, method, class or Op) refers to."""
    if isinstance(obj, (staticmethod, classmethod)):
        return [obj.__func__]
    if isinstance(obj, property):
        return [obj.fget]
    if isinstance(obj, functools_partial()):
        return [obj.func, *obj.args, *obj.keywords.values()]
    if inspect.isclass(obj):
        from minicell import Tensor
        from minicell.nn import Cell
        if issubclass(obj, Tensor):     # its methods are rows of their own (``Tensor.x``); the
            return []                   # dispatcher names the class only to build results
        # What every Cell inherits (attribute writes -> assign) is listed under nn.Cell only.
        inherited = set(Cell.__mro__) if obj is not Cell else set()
        kids = []
        for klass in obj.__mro__:
            if klass is object or klass in inherited or not klass.__module__.startswith("minicell"):
                continue
            kids.extend(v for k, v in vars(klass).items() if not k.startswith("__") or
                        k in ("__call__", "__init__"))
        return kids
    fn = getattr(obj, "__wrapped__", None) or obj
    code = getattr(fn, "__code__", None)
    if code is None:
        return []
    kids = [c.cell_contents for c in (fn.__closure__ or ()) if _bound(c)]
    kids.extend(_code_refs(code, fn.__globals__))
    return kids


def functools_partial():
    import functools
    return functools.partial


def _bound(cell):
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True


def _is_minicell(obj):
    mod = getattr(obj, "__module__", None) or ""
    return mod.startswith("minicell")


def _renamed(obj):
    """A spelling with 2.10's parameter names (``ops._params.with_params``): the function it
    calls."""
    return getattr(obj, "renames", obj) if isinstance(obj, types.FunctionType) else obj


def ops_reached(start, public, hops=0):
    """Registry ops reachable from ``start`` (see the module docstring for the rules)."""
    reg = _registry()
    found, seen = set(), set()
    start = _renamed(start)
    stack = [(start, hops)]
    while stack:
        obj, hops = stack.pop()
        obj = _renamed(obj)
        if (id(obj), hops) in seen:   # keyed by hops too: the result must not depend on
            continue                   # the (hash-seeded) order objects are met in
        seen.add((id(obj), hops))
        if isinstance(obj, reg.Op):
            found.add(obj.name)
            continue
        if obj is not start and id(obj) in public:
            if hops <= 0:
                continue
            hops -= 1
        if isinstance(obj, tuple) or _is_minicell(obj) and hasattr(obj, "impl"):
            # a Tensor method of several signatures (``ops.overloads.method``) holds a tuple
            # of ``Overload``s, each calling its ``impl``
            stack.extend((k, hops) for k in (obj if isinstance(obj, tuple) else (obj.impl,)))
            continue
        wrapper = isinstance(obj, (staticmethod, classmethod, property, functools_partial()))
        if not (wrapper or (callable(obj) and _is_minicell(obj))):
            continue
        stack.extend((k, hops) for k in _children(obj))
    return found


def _row_labels(row):
    """Every public spelling of an op-table row, as the docs show them."""
    labels = [f"ops.{n}" for n in row.names]
    if row.prim is not None:
        name = row.prim if isinstance(row.prim, str) else row.prim.__name__
        labels.append(f"P.{row.module}.{name}" if row.internal else f"ops.{name}")
    labels += [f"Tensor.{e if isinstance(e, str) else e[0]}" for e in row.tensor]
    labels += [f"numpy.{e if isinstance(e, str) else e[0]}" for e in row.numpy]
    return labels


def exposures():
    """``{op name: [public names]}``: every spelling of each op-table row (``ops.*``,
    Primitive classes, ``Tensor.*``, ``numpy.*``) under the ops its implementation calls
    directly, and the ``nn.*`` classes that call an op themselves."""
    from minicell import nn
    from minicell.ops import _table
    rows = [r for r in _table.TABLE if r.names or r.prim is not None or r.tensor or r.numpy]
    impls = []   # (row, object, hops): a hand-written Primitive may delegate to one functional
    for row in rows:
        if row.fn is not None:
            impls.append((row, row.fn, 0))
        if isinstance(row.prim, type):
            impls.append((row, row.prim, 1))
    nn_entries = [(f"nn.{name}", getattr(nn, name)) for name in sorted(dir(nn))
                  if inspect.isclass(getattr(nn, name)) and _is_minicell(getattr(nn, name))
                  and not name.startswith("_")]
    public = {id(obj) for _, obj, _ in impls} | {id(obj) for _, obj in nn_entries}
    result = {}
    for row, obj, hops in impls:
        found = ops_reached(obj, public, hops) | ({row.op} if row.op else set())
        for op in found:
            result.setdefault(op, set()).update(_row_labels(row))
    for label, obj in nn_entries:
        for op in ops_reached(obj, public, 0):
            result.setdefault(op, set()).add(label)
    return {op: sorted(labels) for op, labels in result.items()}


def _cell(text):
    return text.replace("|", "\\|").replace("\n", " ").strip()


def _order(label):
    return ({"ops": 0, "nn": 1, "Tensor": 2}.get(label.split(".")[0], 3), label)


def render():
    reg = _registry()
    ops_ = reg.all_ops()
    exposed = exposures()
    props = [reg.ELEMENTWISE, reg.REDUCTION, reg.RANDOM, reg.SIDE_EFFECT, reg.NONDIFF,
             reg.LAYOUT, reg.CHANNEL_LAYOUT]
    lines = [
        "# Primitive ops",
        "",
        "<!-- Generated by docs/gen_ops.py from the op registry; do not edit by hand. -->",
        "",
        f"The registry (`minicell/runtime/registry.py`, filled by `runtime/primitives/`) holds "
        f"{len(ops_)} primitives. Each is defined once: eager dispatch, the tape, GRAPH_MODE "
        f"lowering and the op tests all read the same entry. Composite ops (losses, most `nn` "
        f"layers, many `ops.*` functions) are Python over these and have no entry of their own.",
        "",
        "Columns: **properties** are the sets passes and tests query (`" +
        "`, `".join(props) + "`); **grad** is `derived` (`jax.vjp` of the implementation), "
        "`jvp rule` (a hand-written jvp, MindSpore's value at a kink) or `none` (`nondiff`: no gradient flows); **exposed by** "
        "lists every spelling (`ops.*` functions and Primitive classes, Tensor methods, "
        "`numpy.*`) of the op-table rows whose implementation calls the op directly, and the "
        "`nn.*` classes that do (see `docs/gen_ops.py`; composites that reach it only through "
        "another public function are not listed).",
        "",
        "| op | properties | grad | exposed by | description |",
        "|---|---|---|---|---|",
    ]
    counts = {p: 0 for p in props}
    for op in ops_:
        for p in op.props:
            counts[p] = counts.get(p, 0) + 1
        grad = "none" if not op.differentiable else ("jvp rule" if op.jvp is not None else "derived")
        extra = []
        if op.multiple_results:
            extra.append("multiple results")
        names = ", ".join(f"`{n}`" for n in sorted(exposed.get(op.name, []),
                                                    key=_order))
        desc = _cell(op.doc or "")
        if extra:
            desc = f"{desc} ({'; '.join(extra)})" if desc else "; ".join(extra)
        lines.append(f"| `{op.name}` | {', '.join(sorted(op.props)) or '-'} | {grad} | "
                     f"{names or '-'} | {desc} |")
    lines += ["", "Ops per property: " + ", ".join(f"{p} {counts[p]}" for p in props) + ".", ""]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if docs/ops.md is stale")
    args = ap.parse_args(argv)
    text = render()
    if args.check:
        current = OUT.read_text() if OUT.exists() else ""
        if current != text:
            print("docs/ops.md is out of date: run python docs/gen_ops.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
