"""MindSpore's functional control-flow Primitives ``WhileLoop``, ``ForiLoop`` and ``Scan``
(written as Python loops over the given functions: eagerly they run step by step; in GRAPH_MODE
their bounds and conditions must be known when ``construct`` is compiled, so the loop is
unrolled into the graph), ``ops.cond``, the matrix condition number, and the dataflow switches
``GeSwitch`` and ``Merge``, which construct but have no kernel (as in 2.10). Rows in
``rows_extra.py``.

>>> import minicell as ms
>>> ms.ops.ForiLoop()(0, 4, lambda i, v: v + i, ms.Tensor(1.0)).asnumpy().item()
7.0
"""
from ..runtime.dispatch import state
from .primitive import Primitive, prim_attr_register


def _check_callable(op, name, fn):
    if not callable(fn):
        raise TypeError(f"For '{op}', '{name}' must be callable, but got {type(fn).__name__}")


class WhileLoop(Primitive):
    """``ops.WhileLoop()(cond_func, loop_func, init_val)``: ``val = init_val``; while
    ``cond_func(val)``: ``val = loop_func(val)``; returns ``val``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, cond_func, loop_func, init_val):
        _check_callable("WhileLoop", "cond_func", cond_func)
        _check_callable("WhileLoop", "loop_func", loop_func)
        val = init_val
        while cond_func(val):
            val = loop_func(val)
        return val


class ForiLoop(Primitive):
    """``ops.ForiLoop()(lower, upper, loop_func, init_val, unroll=True)``: ``val =
    loop_func(i, val)`` for ``i`` in ``range(lower, upper)``; returns ``val``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, lower, upper, loop_func, init_val, unroll=True):
        _check_callable("ForiLoop", "loop_func", loop_func)
        if not unroll and getattr(state.tracer, "grad_depth", 0) > 1:
            # 2.10's graph keeps such a loop a loop, which it differentiates once only (measured:
            # grad(grad(net)) in a jit function; PYNATIVE_MODE and unroll=True compute it)
            raise RuntimeError("Higher-order differentiation is not supported for the current "
                               "scenario, reason: Loop op with unroll set as false is not allow "
                               "do higher order grad")
        val = init_val
        for i in range(int(lower), int(upper)):
            val = loop_func(i, val)
        return val


class Scan(Primitive):
    """``ops.Scan()(loop_func, init, xs, length=None, unroll=True)``: ``carry, y =
    loop_func(carry, x)`` over ``xs`` (``length`` steps with ``x = None`` when ``xs`` is
    None); returns ``(carry, [y, ...])``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, loop_func, init, xs, length=None, unroll=True):
        _check_callable("Scan", "loop_func", loop_func)
        if xs is None:
            if length is None:
                raise ValueError("For 'Scan', 'length' must be given when 'xs' is None")
            xs = [None] * int(length)
        elif length is not None and int(length) != len(xs):
            raise ValueError(f"For 'Scan', 'length' ({length}) must equal the length of 'xs' "
                             f"({len(xs)})")
        carry, ys = init, []
        for x in xs:
            carry, y = loop_func(carry, x)
            ys.append(y)
        return carry, ys


def cond(A, p=None):
    """The condition number of the matrix (or batch) ``A`` in norm ``p`` (None/2: ratio of the
    largest to the smallest singular value, -2: its inverse; 'fro', 'nuc', inf, -inf, 1, -1:
    ``norm(A, p) * norm(inv(A), p)``)."""
    from . import functional as F
    from .linalg_funcs import matrix_norm
    if p is None or p in (2, -2):
        if A.shape[-1] != A.shape[-2]:
            F.inverse(A)    # 2.10 inverts A for every p: MatrixInverse's ValueError (measured)
        s = F.svd(A, compute_uv=False)
        big, small = s[..., 0], s[..., -1]
        return small / big if p == -2 else big / small
    if p not in ("fro", "nuc", 1, -1, float("inf"), float("-inf")):
        raise ValueError(f"For 'cond', 'p' must be None, 'fro', 'nuc', inf, -inf, 1, -1, 2 or "
                         f"-2, but got {p}")
    return matrix_norm(A, p) * matrix_norm(F.inverse(A), p)


class _DataflowSwitch(Primitive):
    """A node of Ascend's graph-engine dataflow control (GE's Switch/Merge), which only routes
    data between branches there: 2.10 makes it but has no kernel to run it on CPU (its
    ``__call__`` raises ``NotImplementedError``). In minicell write ``if``/``ops.select``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, *args):
        raise NotImplementedError(f"{self.name} routes data in Ascend's graph-engine dataflow "
                                  f"and has no kernel (MindSpore 2.10's __call__ raises "
                                  f"NotImplementedError too); use `if` or ops.select.")


class GeSwitch(_DataflowSwitch):
    """``GeSwitch()(data, pred)``: would give ``(false_output, true_output)``; no kernel."""


class Merge(_DataflowSwitch):
    """``Merge()(inputs)``: would give ``(data, output_index)`` of the live input; no kernel."""
