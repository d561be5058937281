"""Sub-Cells inside a trace: inlined through their converted ``construct``.

Hooks are not run in GRAPH_MODE (as the seeds say); the Cells that have them are collected and
named in one warning per compilation. ``to_float`` casts floating inputs. A Cell with a custom
``bprop`` becomes one ``call`` node lowered to ``jax.custom_vjp`` (see ``compiler.bprop``).

>>> import minicell as ms
>>> from minicell import nn
>>> class Twice(nn.Cell):
...     def construct(self, x):
...         return x * 2
>>> class Net(nn.Cell):
...     def __init__(self):
...         super().__init__()
...         self.inner = Twice()
...     def construct(self, x):
...         return self.inner(x) + 1
>>> str(Net().compile_ir(ms.Tensor([1.0]))).count("= mul(")
1
"""
from ..runtime.cell_call import cast_inputs, to_float_scope
from .source import convert


def _hook_kinds(cell):
    kinds = []
    if cell._forward_pre_hooks:
        kinds.append("forward_pre")
    if cell._forward_hooks:
        kinds.append("forward")
    if cell._backward_hooks or cell.__dict__.get("_backward_pre_hooks"):
        kinds.append("backward")
    return kinds


def cell_path(builder, cell):
    """``cell``'s attribute path in the traced network (for messages and warnings)."""
    return builder.paths.get(id(cell)) or getattr(cell, "_cell_path", type(cell).__name__)


def call_cell(builder, cell, args, kwargs):
    """A sub-Cell called inside a trace (``Builder.call_cell``): records the hooks GRAPH_MODE
    skips, casts for ``to_float`` and traces its ``construct`` (or its custom ``bprop``)."""
    kinds = _hook_kinds(cell)
    if kinds:
        builder.hooked.append((cell_path(builder, cell), tuple(kinds)))
    if cell._mixed_precision_type is not None:
        args = cast_inputs(args, cell._mixed_precision_type)
    with to_float_scope(cell._mixed_precision_type):
        if getattr(type(cell), "bprop", None) is not None:
            from .bprop import call_with_bprop
            return call_with_bprop(builder, cell, args, kwargs)
        return convert(cell.construct)(*args, **kwargs)


def hook_warning(builder, name):
    """One warning naming every Cell whose hooks this compilation skips."""
    if not builder.hooked:
        return
    import warnings
    from .errors import CompileWarning
    seen = []
    for path, kinds in builder.hooked:
        item = f"{path} ({', '.join(kinds)})"
        if item not in seen:
            seen.append(item)
    warnings.warn(f"GRAPH_MODE does not run hooks; compiling {name} skipped the hooks of: "
                  f"{'; '.join(seen)}. Run in PYNATIVE_MODE to use hooks.", CompileWarning,
                  stacklevel=4)
