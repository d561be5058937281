"""``vmap``, ``jvp``, ``vjp``, ``jacfwd``, ``jacrev``: MindSpore's function transforms.

``vmap``, ``jvp`` and the jacobians are one call of the current tracer's ``transform``
(``compiler.transforms``): a graph node lowered to ``jax.vmap`` / ``jax.jvp`` / ``jax.jacfwd`` /
``jax.jacrev``; at top level the call is compiled, in GRAPH_MODE and PYNATIVE_MODE alike.
``vjp`` is the gradient engine of ``ms.grad`` with the cotangent as sensitivity. Result
containers are MindSpore 2.10's.

>>> import minicell as ms
>>> ms.vmap(ms.ops.mul, in_axes=(0, None))(ms.Tensor([1.0, 2.0]), ms.Tensor(3.0))
Tensor(shape=[2], dtype=Float32, value= [ 3.00000000e+00,  6.00000000e+00])
"""

import jax
import numpy as np

from ..autodiff import run_value_and_grad
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch, tracer as _tracer
from ..runtime.x64 import scoped as _x64_scoped
from ._transform_checks import _as_tensors, _as_tuples, _check_has_aux, _check_no_dict, \
    _freeze, _split_out
from ._vmap_checks import _check_arity, _check_axis_type, _check_cell_list, \
    _is_cell_list, _ms_repr, _norm_axis, _not_a_function, _scalar_mapped

__all__ = ["vmap", "jvp", "vjp", "jacfwd", "jacrev", "linearize", "jet", "derivative", "Request"]


def _floated_int_inputs(prim):
    """``(prim, {position: dtype})`` with the integer Tensors of ``prim`` as floats (Float64 for
    a 64-bit integer, else Float32): ``jvp`` differentiates an integer input so, as 2.10 (its
    tangent of ``(x * x) * 0.3`` at Int64 3 is Float32 1.8, of ``x * x`` Int64 6). The input's
    Tensor hooks stay with it."""
    int_dtypes = {p: x.dtype for p, x in enumerate(prim) if x.dtype.np_dtype.kind in "iu"}
    prim = list(prim)
    for p, dt in int_dtypes.items():
        hooks = prim[p]._hooks
        prim[p] = prim[p].astype("float64" if dt.np_dtype.itemsize == 8 else "float32")
        prim[p]._hooks = hooks
    return tuple(prim), int_dtypes


def _flatten(tree):
    return jax.tree_util.tree_flatten(tree, is_leaf=lambda x: isinstance(x, Tensor))


class Request:
    """What a transform traces (see ``compiler.transforms.trace_transform``): ``slots`` (flat
    leaf indices of the arguments fed to the sub-graph), their placeholder ``avals``, the
    Parameter groups ``stack``ed into inputs, vmap ``in_axes`` (per slot and group) and
    ``out_axes`` (a prefix tree of the output); for jacobians ``n_diff`` is ``has_aux`` (only
    the first output is differentiated)."""

    def __init__(self, slots, avals, in_axes=(), out_axes=0, stack=(), n_diff=None):
        self.slots, self.avals, self.in_axes = tuple(slots), tuple(avals), tuple(in_axes)
        self.out_axes, self.stack, self.n_diff = out_axes, tuple(stack), n_diff

    def key(self):
        """Hashable identity (the compile cache key holds it)."""
        return (self.slots, self.avals, self.in_axes, _freeze(self.out_axes),
                tuple(tuple(id(p) for p in g) for g in self.stack), self.n_diff)

    def diff_count(self, out, n):
        """How many of the ``n`` flat output leaves of ``out`` are differentiated."""
        return len(_flatten(out[0])[0]) if self.n_diff and isinstance(out, tuple) else n

    def out_axes_for(self, out, ndims):
        """The out axis of each flat output leaf of ``out`` (``ndims``: their ranks inside
        the mapped function), checked against the mapped output's rank."""
        _check_no_dict(out)
        if not self.stack:        # (a CellList's models may all give unmapped results)
            _check_not_all_none(self.out_axes)
        axes = _broadcast_axes(self.out_axes, out, "out_axes", len(ndims))
        return [None if a is None else _norm_axis(a, nd + 1, "out_axes")
                for a, nd in zip(axes, ndims)]


def _run(kind, fn, args, extra, req):
    """``(flat outputs, output treedef)`` of the transform, by the current tracer."""
    if not callable(fn):      # 2.10's ValueError for jvp / jacfwd / jacrev (measured)
        raise ValueError("The object is not callable. Please check code.")
    return _dispatch.state.tracer.transform(kind, fn, tuple(args), tuple(extra), req)


# ---- vmap ----------------------------------------------------------------------------------
def _check_not_all_none(out_axes):
    if out_axes is None:
        raise RuntimeError("The 'out_axes' of 'vmap' cannot be a single None while 'fn' is not "
                           "a 'CellList'.")
    if isinstance(out_axes, (tuple, list)) and \
            all(a is None for a in _flatten(_freeze(out_axes))[0]):
        raise RuntimeError(f"The 'out_axes' of 'vmap' cannot be all None while 'fn' is not a "
                           f"'CellList', but got {_ms_repr(out_axes)}.")


def _broadcast_axes(spec, tree, what, n=None, nested=False):
    """The axis of each flat Tensor leaf of ``tree`` from the prefix tree ``spec``."""
    if nested and spec is not None and (not isinstance(spec, (int, tuple, list)) or
                                        isinstance(spec, bool)):
        raise RuntimeError(f"The axis in vmap's '{what}' should be a None or a scalar of type "
                           f"Int64Imm, but got a {_ms_repr(spec)}.")
    if spec is None or isinstance(spec, int):
        _check_axis_type(spec, what)
        count = len(_flatten(tree)[0]) if n is None else n
        return [spec] * count
    if not isinstance(spec, (tuple, list)):
        _check_axis_type(spec, what)
    if not isinstance(tree, (tuple, list)) and len(spec) == 1:
        return _broadcast_axes(spec[0], tree, what, nested=True)  # out_axes=(0,): one output
    if not isinstance(tree, (tuple, list)) or len(tree) != len(spec):
        size = len(tree) if isinstance(tree, (tuple, list)) else 1
        if what == "out_axes":
            of = "number of results of 'fn'" if isinstance(tree, (tuple, list)) else \
                "result size"
            raise RuntimeError(f"The size of vmap's 'out_axes' should be equal to the {of}: "
                               f"{size}, but got size: {len(spec)}.")
        raise RuntimeError(f"When vmap`s '{what}' is a tuple or list, and its size must be equal "
                           f"to the number of arguments of 'fn': {size}, but got size: "
                           f"{len(spec)}.")
    axes = []
    for s, t in zip(spec, tree):
        axes += _broadcast_axes(s, t, what, nested=True)
    return axes


def _vmap_call(fn, in_axes, out_axes, args):
    cells = list(fn) if _is_cell_list(fn) else None
    if in_axes is None and cells is None:
        raise RuntimeError("The 'in_axes' of 'vmap' cannot be a single None while 'fn' is not a "
                           "'CellList'.")
    if cells is not None:
        _check_cell_list(cells)
    _check_arity(cells[0] if cells else fn, args)
    leaves, _ = _flatten(args)
    axes = _broadcast_axes(in_axes, tuple(args), "in_axes", None)
    slots, avals, in_ax, sizes = [], [], [], []
    for i, (leaf, ax) in enumerate(zip(leaves, axes)):
        if ax is None or not isinstance(leaf, Tensor):
            if ax is not None and type(leaf) in (bool, int, float):
                raise _scalar_mapped(leaf, ax)
            continue
        a = _norm_axis(ax, leaf.ndim, "in_axes")
        shape = tuple(leaf.shape)
        slots.append(i)
        avals.append((shape[:a] + shape[a + 1:], leaf.dtype.np_dtype))
        in_ax.append(a)
        sizes.append(shape[a])
    stack = ()
    if cells is not None and any(n != len(cells) for n in sizes):
        raise ValueError(f"If you want to execute the model ensembling parallel training, please "
                         f"make sure the 'axis_size' in the scope of vmap consistent with the "
                         f"cell size of the input 'CellList', otherwise, please do not enter "
                         f"'CellList' as the first argument, but we get axis_size: "
                         f"{next(n for n in sizes if n != len(cells))} and the cell size: "
                         f"{len(cells)}.")
    if cells is not None:
        groups = [list(c.get_parameters()) for c in cells]
        if any(len(g) != len(groups[0]) for g in groups):
            raise ValueError("For 'vmap', the Cells of a CellList must have the same Parameters "
                             "(same structure) to be stacked.")
        stack = tuple(zip(*groups))
        in_ax += [0] * len(stack)
        sizes.append(len(cells))
        fn = cells[0]
    if len(set(sizes)) > 1:
        raise RuntimeError(f"The 'axis_size' of each argument in the scope of 'vmap' should be "
                           f"equal, but got {sizes[0]} and "
                           f"{next(s for s in sizes if s != sizes[0])}.")
    if not sizes:
        raise RuntimeError("Failed to get 'axis_size' within the scope of vmap. (At least "
                           "one Tensor argument must be mapped: an axis in 'in_axes' that is "
                           "not None.)")
    req = Request(slots, avals, in_ax, out_axes, stack)
    outs, tree = _run("vmap", fn, args, (), req)
    return _as_tuples(jax.tree_util.tree_unflatten(tree, outs))


def vmap(fn, in_axes=0, out_axes=0):
    """Vectorize ``fn`` (a function, Cell or ``CellList``) along ``in_axes`` of its inputs,
    stacking the results along ``out_axes`` (int, None, or nested tuples matching the inputs /
    outputs). A ``CellList`` of Cells with the same structure is run as one model whose
    Parameters are stacked (model ensembling); its ``in_axes`` may be None.

    >>> import minicell as ms
    >>> ms.vmap(ms.ops.sum)(ms.Tensor([[1.0, 2.0], [3.0, 4.0]]))
    Tensor(shape=[2], dtype=Float32, value= [ 3.00000000e+00,  7.00000000e+00])
    """
    # 2.10 checks fn and the axes when the result is called (measured: ms.vmap('a') is a
    # function; calling it raises)
    refused = not callable(fn) and not _is_cell_list(fn)
    if refused and not _dispatch.running_eagerly():     # a graph refuses it at once
        raise _not_a_function(fn)
    refused = refused or isinstance(in_axes, float)     # (an int axis passes the type check)

    @_x64_scoped
    def vmapped(*args):
        if refused:
            if not callable(fn) and not _is_cell_list(fn):
                raise _not_a_function(fn)
            _check_axis_type(in_axes, "in_axes")
        try:
            return _vmap_call(fn, in_axes, out_axes, args)
        except (RuntimeError, TypeError, ValueError):
            _tracer.EAGER.read_lambda(fn)     # 2.10 reads a lambda before its call's checks
            raise
    vmapped.__name__ = f"vmap_{getattr(fn, '__name__', type(fn).__name__)}"
    return vmapped


# ---- jvp and jacobians -----------------------------------------------------------------------
def _aux_split(flat, tree, has_aux):
    return _split_out(jax.tree_util.tree_unflatten(tree, flat), has_aux)


@_x64_scoped
def jvp(fn, inputs, v, has_aux=False):
    """``(fn(inputs), J·v)`` (with ``has_aux``: ``(output, jvp, aux)``): the forward-mode
    derivative of ``fn`` at ``inputs`` (a Tensor or tuple of Tensors) along ``v`` (same form).

    >>> import minicell as ms
    >>> ms.jvp(ms.ops.square, ms.Tensor([3.0]), ms.Tensor([1.0]))[1]
    Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
    """
    _check_has_aux(has_aux)
    if not callable(fn):
        raise ValueError("The object is not callable. Please check code.")
    prim = _as_tensors(inputs, "jvp", "inputs")
    tans = _as_tensors(v, "jvp", "v")
    if len(prim) != len(tans):          # MindSpore 2.10's ValueError (before the structure's)
        raise ValueError(f"v has invalid length: should be {len(prim)}, but got {len(tans)}")
    if isinstance(inputs, Tensor) != isinstance(v, Tensor):
        raise TypeError("For 'jvp', 'inputs' and 'v' must have the same structure (a Tensor, or "
                        "tuples of Tensors of the same length).")
    for i, (x, t) in enumerate(zip(prim, tans)):
        if tuple(x.shape) != tuple(t.shape):
            raise ValueError(f"For 'jvp', the tangent v[{i}] must have its input's shape "
                             f"{tuple(x.shape)}, but got {tuple(t.shape)}")
        if x.dtype != t.dtype and jax.numpy.issubdtype(x.dtype.np_dtype, jax.numpy.floating):
            raise TypeError(f"For 'jvp', the tangent v[{i}] must have its input's dtype "
                            f"{x.dtype}, but got {t.dtype}")
    # integer inputs: differentiated as floats, the tangents cast to the outputs' dtypes (the
    # outputs of the integer inputs)
    fprim, int_dtypes = _floated_int_inputs(prim)
    req = Request(range(len(prim)), [(tuple(t.shape), t.dtype.np_dtype) for t in fprim])
    flat, tree = _run("jvp", fn, fprim, tans, req)
    n = len(flat) // 2
    if int_dtypes:
        real = _flatten(fn(*prim))[0]
        flat = real + [t.astype(o.dtype) for t, o in zip(flat[n:], real)]
    value, aux = _aux_split(flat[:n], tree, has_aux)
    tangent, _ = _aux_split(flat[n:], tree, has_aux)
    return (value, tangent, aux) if has_aux else (value, tangent)


def _jacobian(kind, fn, grad_position, has_aux):
    _check_has_aux(has_aux)
    positions = (grad_position,) if isinstance(grad_position, int) else grad_position

    @_x64_scoped
    def jac_fn(*args):          # 2.10 checks grad_position when called
        if not isinstance(positions, tuple) or not all(isinstance(p, int) for p in positions):
            raise TypeError("For 'F.grad', the 'grad_position' must be int or tuple.")
        if any(p < 0 for p in positions):
            raise ValueError("grad_position must be >= 0.")
        if not positions:
            raise ValueError("Cannot perform modulo operation on zero.")
        for p in positions:
            if p >= len(args):          # MindSpore 2.10's ValueError
                raise ValueError("The element in grad_position must belong to [0, args_num).")
            if not isinstance(args[p], Tensor):
                raise TypeError(f"For '{kind}', the input at grad_position {p} must be a "
                                f"Tensor.")
            if not jax.numpy.issubdtype(args[p].dtype.np_dtype, jax.numpy.inexact):  # TypeError
                raise TypeError(f"For '{kind}', the input at grad_position {p} must be a "
                                f"floating-point Tensor, but got {args[p].dtype}.")
        slots = [_leaf_index(args, p) for p in positions]
        avals = [(tuple(args[p].shape), args[p].dtype.np_dtype) for p in positions]
        flat, tree = _run(kind, fn, args, (), Request(slots, avals, n_diff=bool(has_aux)))
        if has_aux and jax.tree_util.treedef_is_leaf(tree) and flat[0].ndim == len(avals[0][0]):
            raise TypeError("Not support len of a 0-D tensor.")     # a 0-D output: 2.10's text
        diff, _ = _aux_split(list(range(tree.num_leaves)), tree, has_aux)
        n_diff, k = len(_flatten(diff)[0]), len(positions)
        rows = [flat[i * k:(i + 1) * k] for i in range(n_diff)]
        rows = [r[0] if isinstance(grad_position, int) else tuple(r) for r in rows]
        jac = rows[0] if not isinstance(diff, (tuple, list)) else tuple(rows)
        if not has_aux:
            return jac
        return jac, _aux_split([None] * n_diff + flat[n_diff * k:], tree, True)[1]
    jac_fn.__name__ = f"{kind}_{getattr(fn, '__name__', type(fn).__name__)}"
    return jac_fn


def _leaf_index(args, p):
    return len(_flatten(tuple(args[:p]))[0])


def jacfwd(fn, grad_position=0, has_aux=False):
    """A function returning the Jacobian of ``fn`` w.r.t. the inputs at ``grad_position``
    (forward mode). Bare for an int position and one output; tuples over outputs, then over
    positions otherwise; ``(jacobian, aux)`` with ``has_aux``.

    >>> import minicell as ms
    >>> ms.jacfwd(ms.ops.square)(ms.Tensor([1.0, 2.0]))
    Tensor(shape=[2, 2], dtype=Float32, value=
    [[ 2.00000000e+00,  0.00000000e+00],
     [ 0.00000000e+00,  4.00000000e+00]])
    """
    return _jacobian("jacfwd", fn, grad_position, has_aux)


def jacrev(fn, grad_position=0, has_aux=False):
    """Like ``jacfwd``, in reverse mode.

    >>> import minicell as ms
    >>> ms.jacrev(ms.ops.square)(ms.Tensor([1.0, 2.0]))
    Tensor(shape=[2, 2], dtype=Float32, value=
    [[ 2.00000000e+00,  0.00000000e+00],
     [ 0.00000000e+00,  4.00000000e+00]])
    """
    return _jacobian("jacrev", fn, grad_position, has_aux)


# ---- vjp -----------------------------------------------------------------------------------
@_x64_scoped
def vjp(fn, *inputs, weights=None, has_aux=False):
    """``(outputs, vjp_fn)`` (with ``has_aux``: ``(output, vjp_fn, aux)``); ``vjp_fn(v)``
    returns the tuple of cotangents of ``inputs`` (and, with ``weights``,
    ``(input_cotangents, weight_cotangents)``) for the output cotangent ``v``. The Parameters
    of a Cell ``fn`` are written once, by the forward pass here (as MindSpore inside a graph):
    ``vjp_fn`` differentiates from the values that pass started with and drops its writes.

    >>> import minicell as ms
    >>> out, vjp_fn = ms.vjp(ms.ops.square, ms.Tensor([3.0]))
    >>> vjp_fn(ms.Tensor([1.0]))
    (Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00]),)
    """
    _check_has_aux(has_aux)
    if not callable(fn) and not _dispatch.running_eagerly():    # 2.10's graph text (measured)
        raise ValueError("The object is not callable. Please check code.")
    if not callable(fn):
        raise TypeError(f"The fn should be callable, but got {type(fn).__name__}")
    for t in inputs:
        if not isinstance(t, Tensor):
            raise TypeError("The inputs type must be Tensor.")
    ws = None
    if weights is not None:
        ws = (weights,) if isinstance(weights, Parameter) else tuple(weights)
    tracer = _dispatch.state.tracer
    cell = fn if hasattr(fn, "cells_and_names") else getattr(fn, "__self__", None)
    params = tuple(cell.get_parameters()) if hasattr(cell, "cells_and_names") else ()
    before = tracer.param_snapshot(params)
    value, aux = _split_out(fn(*inputs), has_aux, quoted=False)
    after = tracer.param_snapshot(params)

    @_x64_scoped
    def vjp_fn(*v):
        # the forward pass runs again from the Parameter values it started with, and what it
        # writes (BatchNorm's statistics) is dropped: fn's writes happen once, as in MindSpore
        sens = v[0] if len(v) == 1 else tuple(v)
        if not isinstance(sens, (Tensor, tuple, list)):
            raise TypeError("The inputs type must be Tensor.")
        same = _dispatch.state.tracer is tracer     # (called where vjp was)
        if same:
            tracer.param_restore(before)
        try:
            _, igrads, wgrads = run_value_and_grad(fn, inputs, {}, tuple(range(len(inputs))),
                                                   ws or (), has_aux, sens)
        finally:
            if same:
                tracer.param_restore(after)
        return (tuple(igrads), tuple(wgrads)) if ws is not None else tuple(igrads)
    return (value, vjp_fn, aux) if has_aux else (value, vjp_fn)


def linearize(fn, inputs):
    """``(fn(inputs), jvp_fn)``: ``jvp_fn(v)`` is the Jacobian-vector product at ``inputs``
    (the forward pass runs again on each call).

    >>> import minicell as ms
    >>> out, jvp_fn = ms.ops.linearize(lambda x: x * x, ms.Tensor([3.0]))
    >>> jvp_fn(ms.Tensor([1.0]))
    Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
    """
    prim = _as_tensors(inputs, "linearize", "inputs")
    out = fn(*prim)

    def jvp_fn(v):
        return jvp(fn, inputs, v)[1]
    return out, jvp_fn


def _float_primals(x):
    return x.astype("float32") if x.dtype.np_dtype.kind in "iub" else x


@_x64_scoped
def jet(fn, primals, series):
    """``(out_primals, out_series)``: ``fn``'s output and its 1st..n-th derivatives along the
    input curve whose derivatives are ``series`` (shape ``(n,) + input shape``; a tuple for a
    tuple of primals). Integer primals are computed as Float32. Several outputs: lists.

    >>> import minicell as ms
    >>> x = ms.Tensor([2.0])
    >>> ms.ops.jet(lambda a: a ** 3, x, ms.Tensor([[1.0], [0.0]]))[1]
    Tensor(shape=[2, 1], dtype=Float32, value=
    [[ 1.20000000e+01],
     [ 1.20000000e+01]])
    """
    prim = tuple(_float_primals(p) for p in _as_tensors(primals, "jet", "primals"))
    ser = _as_tensors(series, "jet", "series")
    if isinstance(primals, Tensor) != isinstance(series, Tensor) or len(prim) != len(ser):
        raise TypeError("For 'jet', the type of 'primals' and 'series' must be the same (a "
                        "Tensor, or tuples of Tensors of the same length).")
    order = ser[0].shape[0] if ser[0].ndim else 0
    for p, s in zip(prim, ser):
        if s.ndim != p.ndim + 1 or tuple(s.shape[1:]) != tuple(p.shape) or s.shape[0] != order:
            raise ValueError(f"For 'jet', each series must have shape (order,) + its primal's "
                             f"shape {tuple(p.shape)} with one order for all, but got "
                             f"{tuple(s.shape)}.")
    req = Request(range(len(prim)), [(tuple(t.shape), t.dtype.np_dtype) for t in prim],
                  n_diff=order)
    flat, _ = _run("jet", fn, prim, tuple(s.astype(p.dtype) for s, p in zip(ser, prim)), req)
    n = len(flat) // 2
    if n == 1:
        return flat[0], flat[1]
    return list(flat[:n]), list(flat[n:])


def derivative(fn, primals, order):
    """``(fn(primals), d^order fn)``: the ``order``-th derivative of ``fn`` along all its inputs
    (``jet`` with first-order series of ones).

    >>> import minicell as ms
    >>> ms.ops.derivative(lambda a: a ** 3, ms.Tensor([2.0]), 2)[1]
    Tensor(shape=[1], dtype=Float32, value= [ 1.20000000e+01])
    """
    if not isinstance(order, int) or isinstance(order, bool) or order < 1:
        raise ValueError(f"For 'derivative', 'order' must be a positive int, but got {order!r}.")
    prim = tuple(_float_primals(p) for p in _as_tensors(primals, "derivative", "primals"))
    series = []
    for p in prim:
        arr = np.zeros((order,) + tuple(p.shape), p.dtype.np_dtype)
        arr[0] = 1
        series.append(Tensor(arr))
    out, out_series = jet(fn, prim[0] if isinstance(primals, Tensor) else prim,
                          series[0] if isinstance(primals, Tensor) else tuple(series))
    if isinstance(out, list):
        return out, [s[order - 1] for s in out_series]
    return out, out_series[order - 1]
