"""Sub-Cells inside a trace: inlined through their converted ``construct``.

Hooks are not run in GRAPH_MODE (as the seeds say); the Cells that have them are collected and
named in one warning per compilation. ``to_float`` casts floating inputs. A Cell with a custom
``bprop`` becomes one ``call`` node lowered to ``jax.custom_vjp`` (see ``compiler.bprop``). A
gradient of a Cell taken right after a call of it on the same arguments reuses that call's
forward pass (``reuse_forward``).

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
import inspect

import jax

from ..runtime.cell_call import cast_inputs, to_float_scope
from . import ir
from .arity import checked, namespace_owner  # noqa: F401  (api.py's jit)
from .source import convert
from .tree import _param_type, _tensor_type


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


def cell_scope(builder):
    """MindSpore's scope name of the Cell whose ``construct`` is being traced:
    ``Default/network-WithLossCell/_backbone-Dense`` (each attribute with its Cell's class)."""
    cell, root = builder.__dict__.get("cell_now"), builder.root_cell
    path = builder.paths.get(id(cell)) if cell is not None and cell is not root else None
    parts, node = ["Default"], root
    for name in path.split(".") if path else ():
        node = getattr(node, "_cells", {}).get(name)
        if node is None:
            break
        parts.append(f"{name}-{type(node).__name__}")
    return "/".join(parts)


def call_cell(builder, cell, args, kwargs):
    """A sub-Cell called inside a trace (``Builder.call_cell``): records the hooks GRAPH_MODE
    skips, casts for ``to_float`` and traces its ``construct`` (or its custom ``bprop``); a call
    at the top level of the trace is remembered for ``reuse_forward``."""
    builder.cells_called[id(cell)] = cell
    kinds = _hook_kinds(cell)
    if kinds:
        builder.hooked.append((cell_path(builder, cell), tuple(kinds)))
    method = getattr(cell, "construct" if cell is builder.root_cell else
                     cell.__dict__.get("__parse_method__", "construct"))
    _check_keywords(method, kwargs)
    key = _forward_key(builder, cell, args, kwargs)
    before = dict(builder.param_state) if key is not None else None
    if cell._mixed_precision_type is not None:
        args = cast_inputs(args, cell._mixed_precision_type, nested=True)
    outer, builder.cell_now = builder.__dict__.get("cell_now"), cell  # the ops' scope
    try:
        with to_float_scope(cell._mixed_precision_type):
            if getattr(type(cell), "bprop", None) is not None:
                from .bprop import call_with_bprop
                out = call_with_bprop(builder, cell, args, kwargs)
            else:
                out = checked(method, convert(method))(*args, **kwargs)
    finally:
        builder.cell_now = outer
    if key is not None:
        builder.forward_calls[key] = {pid: (before.get(pid), v)
                                      for pid, v in builder.param_state.items()
                                      if v is not before.get(pid)}
        builder.forward_states[key] = dict(builder.param_state)    # the values it read/wrote
    return out


def remember_jit_method(args, fn):
    """2.10's ``__parse_method__`` for a Cell without a ``construct`` of its own (MindSpore RL's
    trainers): after a call of its ``@jit`` method ``fn``, a graph calling the Cell traces ``fn``
    (measured: ``Outer(trainer)(x, y)`` runs the method last called, its gradient too; before
    any such call it is the 'construct is not defined' AttributeError). A Cell with a construct
    always runs its construct: 2.10 switches to the last ``@jit`` method there too, which makes
    what a network computes depend on its call history, and is not followed."""
    cls = type(args[0]) if args else None
    if getattr(getattr(cls, "construct", None), "__minicell_undefined__", False) and \
            hasattr(cls, fn.__name__):
        args[0].__dict__["__parse_method__"] = fn.__name__


def _check_keywords(method, kwargs):
    """A keyword ``construct`` has no parameter for is 2.10's graph RuntimeError (measured:
    ``self.subnet(aa=a)`` -> "Got an unexpected keyword argument 'aa'")."""
    if not kwargs:
        return
    params = inspect.signature(method).parameters
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return
    for name in kwargs:
        if name not in params or params[name].kind is inspect.Parameter.POSITIONAL_ONLY:
            raise RuntimeError(f"Got an unexpected keyword argument '{name}'")


def _forward_key(builder, cell, args, kwargs):
    """``(cell, the Var or literal of each argument)`` of a call at the top level of the trace
    (not in a branch, loop or gradient), or None (keywords, other arguments)."""
    if builder.graph is not builder.root or kwargs:
        return None
    key = [cell]
    for a in args:
        if isinstance(a, _param_type()):
            key.append(builder.param_var(a))
        elif isinstance(a, _tensor_type()):
            if not isinstance(a._data, ir.Var):     # a constant Tensor: not worth a key
                return None
            key.append(a._data)
        elif a is None or isinstance(a, (bool, int, float, str)):
            key.append((type(a), a))
        else:
            return None
    if builder.boxed_inputs and _reads_boxed(builder, key[1:]):
        return None
    return tuple(key)


def boxed_leaf_ids(args):
    """The ids of the leaves of ``args`` given inside a tuple or list argument (``net((x, y))``
    for ``construct(self, inputs)``; not ``construct(self, *inputs)``'s)."""
    return {id(leaf) for a in args if isinstance(a, (tuple, list))
            for leaf in jax.tree_util.tree_leaves(a)}


def _reads_boxed(builder, key):
    """Whether a call's arguments are computed from a Tensor the traced Cell got inside a tuple
    or list argument. 2.10's graph then reuses no forward: TrainOneStepWithEMA's
    ``construct(self, inputs)`` runs ``loss = self.network(*inputs)`` and then the gradient
    of ``self.network`` on ``*inputs``, and BatchNorm's moving statistics move twice (measured,
    also for ``x = inputs[0]`` and ``inputs[0] * 1``; once for a Tensor argument, a tuple built
    inside construct and ``*inputs`` varargs)."""
    tainted = set(builder.boxed_inputs)
    for node in builder.root.nodes:
        if any(v.id in tainted for v in node.var_inputs()):
            tainted.update(o.id for o in node.outs)
    return any(isinstance(v, ir.Var) and v.id in tainted for v in key)


def reuse_forward(builder, cell, args, kwargs):
    """A gradient of ``cell`` taken right after a call of it on the same arguments reuses that
    call's forward pass, as PYNATIVE_MODE does (MindSpore 2.10 in both modes, measured): the
    Parameters the call wrote (BatchNorm's moving statistics in training) go back to their
    values before it, so that the gradient's own forward, which writes them again from the same
    start, leaves them moved once, not twice. The call is reused once (a second gradient runs
    its forward again, as in PYNATIVE_MODE).

    Parameters written after the call (an optimizer step between ``loss = net(x)`` and
    ``grad(net, w)(x)``, as GAN steps do) are read at their values of the call, as 2.10's graph
    reuses that forward (measured: the gradient at the weights before the step); returns
    ``{pid: (value now, always)}`` to put back after the gradient (``restore_after_reuse``).
    The call's own writes are set back even when something wrote those Parameters since (GAN
    steps: ``loss_netD(a, b); loss_netG(a, b); grad(loss_netD, wD)(a, b)``), and their values
    of now come back after the gradient: each forward call moves BatchNorm's statistics once, as
    2.10's PYNATIVE_MODE, and its graph for the reduced Pix2Pix step (measured: G 2, D 3 updates;
    minicell's graph ran the gradients' forwards again from the moved statistics: G 4, D 6)."""
    key = _forward_key(builder, cell, args, kwargs)
    if key is None:
        return {}
    written = builder.forward_calls.pop(key, None)
    at_call = builder.forward_states.pop(key, None)
    if written is None or at_call is None:
        return {}
    state = builder.param_state
    changed = {pid: state.get(pid) for pid in set(at_call) | set(state)
               if isinstance(pid, int) and state.get(pid) is not at_call.get(pid)}
    back = {pid: (v, False) for pid, v in changed.items() if pid not in written}
    for pid, (before, _) in written.items():
        back[pid] = (state.get(pid), True)
        _set_state(state, pid, before)
    for pid in changed:
        if pid not in written:
            _set_state(state, pid, at_call.get(pid))
    return back


def _set_state(state, pid, value):
    if value is None:
        state.pop(pid, None)
    else:
        state[pid] = value


def restore_after_reuse(builder, back, written_by_grad):
    """After a gradient that ``reuse_forward`` set back: the Parameters written since the call
    take their values of now again, unless the gradient's own forward wrote them; those the call
    wrote take them in any case (the gradient's forward redid the call's writes, which PYNATIVE's
    reused tape does not: loss_netD(a, b); loss_netG(a, b); grad(loss_netD)(a, b) would move
    the statistics loss_netG moved back to loss_netD's values)."""
    for pid, (v, always) in back.items():
        if always or pid not in written_by_grad:
            _set_state(builder.param_state, pid, v)


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
