"""``trace_function``: a (converted) function traced into a ``trace.Builder`` with its Tensor
leaves as the graph's inputs (split from ``compiler.trace``).

>>> import minicell as ms
>>> b, out = trace_function(lambda x: x + 1, (ms.Tensor([1.0]),), {}, "f")
>>> [v.shape for v in b.input_vars]
[(1,)]
"""
import jax

from ..runtime.tracer import tracing
from . import attr_state, errors, ir
from .dyn_seq import dynamic_inputs, mark_sequence_args
from .errors import name_graph_type
from .op_by_op import recursion_error
from .scalars import mark_scalar
from .trace import Builder
from .tree import (_param_type, _tensor_type, flatten, generators_as_lists, in_orders_of,
                   with_hooks_of)


def trace_function(fn, args, kwargs, name, root_cell=None, input_names=None):
    """Trace ``fn(*args, **kwargs)`` (converted) into a Builder; Tensor leaves become inputs.

    Returns ``(builder, output)``; the root graph's inputs are the parameters touched, the RNG
    state (if any random op ran) and one Var per non-Parameter, non-``const_arg`` Tensor leaf.
    """
    from .source import convert
    T, P = _tensor_type(), _param_type()
    b = Builder(name, root_cell)
    leaves, tree = flatten((args, kwargs))
    from .cells import boxed_leaf_ids
    sym, input_vars, boxed = [], [], boxed_leaf_ids(args)
    for i, leaf in enumerate(leaves):
        if isinstance(leaf, T) and not isinstance(leaf, P) and not leaf._const_arg:
            arr = leaf.data_array()
            v = ir.Var(arr.shape, arr.dtype)
            if id(leaf) in boxed:
                b.boxed_inputs.add(v.id)
            b.input_values[v.id] = arr
            input_vars.append(v)
            label = input_names[len(input_vars) - 1] if input_names and \
                len(input_names) >= len(input_vars) else f"arg{len(input_vars) - 1}"
            b.root.add_input(v, label)
            sym.append(with_hooks_of(b.wrap(v), leaf))
            if leaf.__dict__.get("_mutable_scalar"):     # an ms.mutable number, not a Tensor
                mark_scalar(sym[-1], leaf._mutable_scalar)
        else:
            sym.append(leaf)
    rebuilt = in_orders_of(jax.tree_util.tree_unflatten(tree, sym), (args, kwargs))
    sargs, skw = dynamic_inputs(mark_sequence_args(rebuilt))
    skw = {k: skw[k] for k in kwargs}          # in call order
    mark = attr_state.swap_mark()
    with tracing(b):
        try:
            out = generators_as_lists(convert(fn)(*sargs, **skw))
        except BaseException as err:
            attr_state.restore(mark, ok=False)
            b.restore_outside_writes()
            if isinstance(err, RecursionError):
                raise recursion_error(err) from None
            if isinstance(err, AttributeError):
                name_graph_type(err)
            raise
    attr_state.restore(mark, ok=True)      # the Cells' Tensor attributes are plain again
    b.input_vars = input_vars
    b.constexpr_values = None          # the caller frames it held go
    errors.check_parameter_names([x for x in leaves if isinstance(x, P)], b.params.values(),
                                 root_cell, b.cells_called.values())
    return b, out
