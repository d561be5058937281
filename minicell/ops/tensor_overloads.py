"""Tensor methods with MindSpore 2.10's overloads (see ``ops.overloads``): ``max``/``min``,
``sum``, ``mean``/``prod``/``all``/``any``, ``gather``, ``clamp``, ``add``/``sub``, ``div``,
``remainder``, ``select``, ``roll``, ``repeat_interleave``, ``split``, ``chunk``, ``sort``,
``argsort``, ``flatten``, ``var``/``std``.

>>> import minicell as ms
>>> t = ms.Tensor([[0.0, 1.0], [2.0, 3.0]])
>>> t.min(0, False, initial=9, where=ms.Tensor([False, True])).asnumpy().tolist()
[9.0, 1.0]
>>> [o.asnumpy().tolist() for o in t.min(axis=0, return_indices=True)]
[[0.0, 1.0], [0, 0]]
>>> t.sum(dtype=ms.bool_, initial=12).asnumpy().item(), t.repeat_interleave(2, dim=0).shape
(True, (4, 2))
>>> [p.shape for p in t.split(split_size=1, dim=1)], len(t.chunk(2, dim=0))
([(2, 1), (2, 1)], 2)
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly, state
from ..runtime.bool_arith import alpha_scaled, bool_scaled, both_bool, no_bool_alpha_kernel
from . import array_ops as A, functional as F, np_adapters as NPA, reductions as R
from . import extra_ops, tensor_methods as TM, variance as V
from .bool_kernels import refuse_bool, refuse_bool_reduce
from .overloads import Overload as O, method, no_match, refuse_in_graph
from .tensor_inputs import unchecked
from .tensor_operands import sequence_operand
from ._util import ms_type_name
from ._wide_scalar import half_with_float, narrow_div
from ._prim_flags import check_dim_range

_AXES = "int,Tuple,None,List"
_DIMS = "int,Tuple,Tensor,None,List"


def _refuse_empty(x, prim):
    """2.10's text for an empty input of ``x.max()`` (Max) or ``x.max(0)`` (MaxDim), measured."""
    if 0 in x.shape:
        raise ValueError(f"{prim} cannot deal with empty input. Please try other inputs")


def _extreme(pair, reduce, name):
    def whole(self):
        refuse_bool_reduce(self, name.capitalize())
        _refuse_empty(self, name.capitalize())
        return getattr(R, "a" + name)(self, None, False)

    def in_range(self, dim, graph):
        nd = self.ndim
        if nd and isinstance(dim, int) and not -nd <= dim < nd:   # 2.10's MaxDim/MinDim text
            # (a graph compiles ArgMaxWithValue/ArgMinWithValue, measured)
            prim = ("ArgMaxWithValue" if name == "max" else "ArgMinWithValue") if graph else \
                ("MaxDim" if name == "max" else "MinDim")
            raise ValueError(f"For primitive[{prim}], the axis must be in [{-nd},{nd}), but "
                             f"got {dim}.")

    def pair_of(self, dim, keepdim):
        # a graph reaches (dim, keepdim) only past the numpy-style signature (a keyword dim or
        # keepdim): 2.10 names MaxDim/MinDim there too (measured: x.max(dim=2), x.max(2,
        # keepdim=True), x.min(dim=-3) in GRAPH_MODE)
        in_range(self, dim, False)
        refuse_bool("MaxDim" if name == "max" else "MinDim", self)   # 2.10: no Bool kernel
        _refuse_empty(self, name.capitalize() + "Dim")
        return pair(self, dim, keepdim)

    def numpy_like(self, axis, keepdims, initial, where, return_indices):
        if state.tracer.graph_operand_checks():
            in_range(self, axis, True)
        if axis is None and not return_indices:
            refuse_bool_reduce(self, name.capitalize())
        refuse_bool("ArgMaxWithValue" if name == "max" else "ArgMinWithValue", self)
        if return_indices:
            if axis is None:
                values, index = pair(F.reshape(self, (-1,)), 0, False)
                return ((F.reshape(values, (1,) * self.ndim), F.reshape(index, (1,) * self.ndim))
                        if keepdims else (values, index))
            return pair(self, axis, keepdims)
        if initial is None and where is True and isinstance(axis, int):
            return pair(self, axis, keepdims)[0]     # its gradient, as MindSpore's
        # over all elements MindSpore 2.10 ignores keepdims (x.max(keepdims=True): shape ())
        return reduce(self, axis, keepdims and axis is not None, initial, where)

    # 2.10's graph compiler tries the numpy-style signature before (dim, keepdim): there
    # x.max(2) and x.max(1, True) are the values alone, eagerly (values, indices) (measured)
    return method(
        name, O("", whole), O("dim=<int>, keepdim=<bool>", pair_of, keepdim=False),
        O(f"axis=<{_AXES}>, keepdims=<bool>, *, initial=<number,None>, where=<bool,Tensor>, "
          "return_indices=<bool>", numpy_like, axis=None, keepdims=False, initial=None,
          where=True, return_indices=False), graph_order=(0, 2, 1))


max = _extreme(R.max, NPA.max, "max")
min = _extreme(R.min, NPA.min, "min")


def _sum_ext(self, dim, keepdim, dtype):
    return R.sum(self, dim, keepdim, dtype=dtype)


def _sum_numpy(self, axis, dtype, keepdims, initial):
    """Sums in the input's type (Bool as Int64), adds ``initial``, then casts to ``dtype``."""
    x = F.cast(self, mstype.int64) if self.dtype == mstype.bool_ else self
    out = R.sum(x, axis, keepdims)
    out = out if initial is None else out + initial
    return out if dtype is None else F.cast(out, dtype)


sum = method("sum", O(f"dim=<{_DIMS}>, keepdim=<bool>, *, dtype=<mstype,int,None>", _sum_ext,
                      dim=None, keepdim=False, dtype=None),
             O(f"axis=<{_DIMS}>, dtype=<mstype,int,None>, keepdims=<bool>, "
               "initial=<number,None>", _sum_numpy, axis=None, dtype=None, keepdims=False,
               initial=None))


_DIM_SEQ = "None, Tensor, int, list of int, tuple of int"


def _reduce_overloads(name, dim_types=_DIM_SEQ, dtype=False):
    """``t.mean(dim, keepdim, *, dtype)`` (2.10) and ``t.mean(axis, keep_dims)`` (the older
    spelling); ``dtype`` casts the input first."""
    reduce = getattr(R, name)

    def ext(self, dim, keepdim, dtype=None):
        if name == "mean" and isinstance(self, Tensor):     # 2.10 means with MeanExt here,
            check_dim_range("MeanExt", self, dim)           # ReduceMean in the older one
        return reduce(self if dtype is None else F.cast(self, dtype), dim, keepdim)

    def old(self, axis, keep_dims):
        return reduce(self, axis, keep_dims)

    cast = (", *" if name == "mean" else "") + ", dtype=<None, mstype>" if dtype else ""
    new = O(f"dim=<{dim_types}>, keepdim=<bool>{cast}", ext, dim=None, keepdim=False,
            dtype=None)
    # 2.10's older ``t.mean(axis, keep_dims)`` takes no dtype; prod has no older signature
    # (``t.prod(axis=1)``: its listing in both modes); a graph lists ``Tensor.any()`` (measured)
    older = O(f"axis=<{_DIM_SEQ}>, keep_dims=<bool>", old, axis=None, keep_dims=False)
    if name == "prod":
        return method(name, new)
    if name == "any":
        return method(name, O("", lambda self: ext(self, None, False)), new, older)
    return method(name, older, new) if name == "all" else method(name, new, older)


mean = _reduce_overloads("mean", dtype=True)
prod = _reduce_overloads("prod", "None, int", dtype=True)
all = _reduce_overloads("all")
any = _reduce_overloads("any", "int")


def _gather_d(self, dim, index):
    return A.gather_d(self, dim, index)


def _gather(self, input_indices, axis, batch_dims):
    return A.gather(self, input_indices, axis, batch_dims)


# ``t.gather(dim, index)``: torch's gather (GatherD); ``t.gather(input_indices, axis)``: Gather
gather = method("gather", O("dim=<Tensor, int>, index=<Tensor>", _gather_d),
                O("input_indices=<Tensor>, axis=<Tensor, int>, batch_dims=<int>", _gather,
                  batch_dims=0))


def _index_select(self, index, dim=None, axis=None):
    return extra_ops.index_select(self, dim if axis is None else axis, index)


# ``t.index_select(dim, index)`` (2.10) and the older keyword ``axis``
# in a graph 2.10 tries ``axis`` first: ``dim=`` selects IndexSelect, which has no CPU kernel there
index_select = method("index_select", O("dim=<int>, index=<Tensor>", _index_select),
                      O("axis=<int>, index=<Tensor>", _index_select),
                      graph_order=(1, 0), graph_refused={0: "IndexSelect"})


def _clamp(self, min, max):
    return TM.clip(self, min, max)


_CLAMPS = (O("min=<None, Tensor>, max=<None, Tensor>", _clamp, min=None, max=None),
           O("min=<None, Number>, max=<None, Number>", _clamp, min=None, max=None))
clamp = method("clamp", *_CLAMPS, eager_implicit="scalar")
clip = method("clamp", *_CLAMPS, eager_implicit="scalar", graph_name="clip")


def _operand(self, name, other):
    """MindSpore's ``Add``/``Sub`` take numbers and Tensors (lists/arrays as Tensors; a list or
    tuple in ``self``'s dtype, as the ``+``/``-`` operators take it)."""
    if isinstance(other, (str, bytes, dict, set)) or other is None or isinstance(other,
                                                                               mstype.Type):
        prim = name.capitalize()
        if running_eagerly():       # 2.10's op-by-op parser (measured: t.add('a'))
            raise TypeError(f'Failed calling {prim} with "{prim}()(input=Tensor, other='
                            f'{ms_type_name(other)})".\nThe valid calling should be: \n"{prim}()'
                            f'(input=<Number, Tensor>, other=<Number, Tensor>)".')
        given = {str: "String", type(None): "None"}.get(type(other), type(other).__name__)
        raise TypeError(f'Failed calling {prim} with "other={given}".\nThe valid calling '
                        f'should be: "input=<Number, Tensor>, other=<Number, Tensor>".')
    return sequence_operand(self, other) if isinstance(other, (list, tuple)) else other


def _float_alpha_checked(name, self, other, alpha):
    """2.10 refuses a float ``alpha`` when neither operand is floating (measured: AddExt/SubExt
    eagerly, AddScalar/SubScalar in a graph with a number ``other``)."""
    if not isinstance(alpha, float) or not isinstance(other, (Tensor, int)):
        return
    if self.dtype in mstype.float_type or getattr(other, "dtype", None) in mstype.float_type:
        return
    prim = name.capitalize()
    if state.tracer.graph_operand_checks():
        if not isinstance(other, Tensor):
            raise ValueError(f"For '{prim}Scalar', floating alpha need floating input, but got "
                             f"{self.dtype}")
        return
    mine = mstype.int64 if self.dtype == mstype.bool_ and not isinstance(other, Tensor) else \
        self.dtype
    theirs = other.dtype if isinstance(other, Tensor) else mine
    raise TypeError(f"For '{prim}Ext', floating alpha need floating input and other, but got "
                    f"{mine} and {theirs}")


def _bool_alpha_refused(name, self, other):
    """2.10's AddExt/SubExt take no bool ``alpha``: two Bool operands are its kernel-selection
    TypeError, others 'boolean alpha need boolean input and other' (as ``mint.add``)."""
    prim = name.capitalize() + "Ext"
    if both_bool(self, other):
        raise TypeError(no_bool_alpha_kernel(prim))
    theirs = str(other.dtype) if isinstance(other, Tensor) else \
        {bool: "Bool", int: "Int32", float: "Float32"}.get(type(other), type(other).__name__)
    raise TypeError(f"For '{prim}', boolean alpha need boolean input and other, but got "
                    f"{self.dtype} and {theirs}")


def _alpha_op(name):
    # the functional op without its check for sequence operands: Tensor.add/sub take lists
    def with_alpha(self, other, alpha):
        # two Bools take any alpha; given one, 2.10 selects AddExt/SubExt (their logical or /
        # exclusive or also in a graph, where the plain Add/Sub refuse Bool: bool_arith)
        if alpha.__class__ is bool:
            _bool_alpha_refused(name, self, other)
        if both_bool(self, other):
            if alpha is not None:
                return getattr(F, _LOGICAL[name])(self, bool_scaled(other, alpha))
        else:
            _float_alpha_checked(name, self, other, alpha)
        return unchecked(getattr(F, name))(self, alpha_scaled(self, other, alpha))

    def plain(self, **kw):
        (other,) = kw.values()
        return unchecked(getattr(F, name))(self, _operand(self, name, other))

    return method(name, O("other=<number>, *, alpha=<number>", with_alpha, alpha=None),
                  O("other=<number,Tensor>, *, alpha=<number>", with_alpha, alpha=None),
                  O(f"{'other' if name == 'add' else 'y'}=<any,Tensor>", plain))


_LOGICAL = {"add": "logical_or", "sub": "logical_xor"}
add, sub = _alpha_op("add"), _alpha_op("sub")


def _div(self, other, rounding_mode=None):
    if rounding_mode not in (None, "floor", "trunc"):      # 2.10's enum text (measured)
        raise ValueError(f'Failed to convert the value "{rounding_mode}" of input '
                         f"'rounding_mode' of 'div' to enum.")
    if rounding_mode is None and half_with_float(self, other):   # (2.10: float16 scalar)
        return narrow_div(self, other)
    return F.div(self, other, rounding_mode=rounding_mode)


div = method("div", O("other=<number>", _div), O("other=<number,Tensor>", _div),
             O("other=<number>, *, rounding_mode=<str,None>", _div, rounding_mode=None),
             O("other=<number,Tensor>, *, rounding_mode=<str,None>", _div, rounding_mode=None))


def _remainder(self, **kw):
    (other,) = kw.values()
    return F.remainder(self, other)


# 2.10 takes the divisor as ``other`` or by its older name ``divisor``
remainder = method("remainder", O("other=<Tensor>", _remainder), O("other=<number>", _remainder),
                   O("divisor=<number,Tensor>", _remainder))


def select_dim(self, dim, index):
    """The slice at ``index`` along ``dim``, that dim removed (2.10's SelectExtView)."""
    if not -self.ndim <= dim < self.ndim:
        raise ValueError(f"Dimension out of range (expected to be in range of [{-self.ndim}, "
                         f"{self.ndim}), but got {dim})")
    size = self.shape[dim]
    if not -size <= index < size:
        raise ValueError(f"For Primitive [SelectExtView] start exceed range. start: {index}, "
                         f"start should be in [{-size}, {size}).")
    return A.squeeze(A.narrow(self, dim, index % size, 1), dim)


def _select_where(self, condition, y):
    """``condition ? self : y``; a Python ``y`` must match the Tensor's 32-bit type (2.10)."""
    if not isinstance(condition, Tensor):       # 2.10 takes no number for the condition
        raise no_match(select, (condition, y), {})
    if condition.dtype != mstype.bool_:
        raise TypeError(f"For 'Tensor.select', the argument 'condition' must be a Tensor of "
                        f"Bool, but got {condition.dtype}.")
    for kind, want in ((int, mstype.int32), (float, mstype.float32)):
        if isinstance(y, kind) and self.dtype != want:
            raise TypeError(f"For 'Tensor.select', if the argument 'y' is {kind.__name__}, then "
                            f"the tensor type should be {str(want).lower()} but got "
                            f"{self.dtype}")
    return A.select(condition, self, y)


select = method("select", O("dim=<int>, index=<int>", select_dim),
                O("condition=<Tensor>, y=<number,Tensor>", _select_where))


def _roll(self, shifts, dims):
    return A.roll(self, shifts, dims)


roll = method("roll", O("shifts=<int,Tuple,List>, dims=<int,Tuple,None,List>", _roll, dims=None))



def _tril(self, diagonal):      # 2.10's parser; Tril's own check then refuses a Tensor / int64
    return A.tril(self, diagonal)


tril = method("tril", O("diagonal=<Tensor, int>", _tril, diagonal=0))


def triu(self, diagonal=0):
    """2.10's Tensor.triu (measured): an int, a numpy int or a Tensor; anything else is its
    Python check's TypeError (``ops.triu`` gives Triu's parser text instead)."""
    if isinstance(diagonal, Tensor):
        diagonal = int(diagonal.item())
    elif isinstance(diagonal, bool) or not isinstance(diagonal, (int, np.integer)):
        raise TypeError(f"triu(): argument 'diagonal' (position 1) must be int, not "
                        f"{type(diagonal).__name__}.")
    return A.triu(self, int(diagonal))


def _repeat_interleave(self, repeats, dim, output_size=None):
    if isinstance(repeats, Tensor) and repeats.ndim and not running_eagerly():
        # 2.10's composite reads the counts with TensorToList: no CPU/GPU graph kernel
        refuse_in_graph("TensorToList")
    return A.repeat_interleave(self, repeats, dim)


def _repeat_interleave_sized(self, repeats, dim, output_size=None):
    """``output_size=`` selects 2.10's pyboost RepeatInterleaveInt/Tensor, kernels on Ascend
    only: a graph's kernel selection refuses it, op by op it is 'unregistered' (measured, CPU,
    both modes; upstream st/tensor/overload/test_repeat_interleave)."""
    from .. import context
    op = "RepeatInterleaveTensor" if isinstance(repeats, Tensor) else "RepeatInterleaveInt"
    refuse_in_graph(op)
    if context.get_context("device_target") != "Ascend":
        raise RuntimeError(f"The kernel {op} unregistered.")
    return A.repeat_interleave(self, repeats, dim)


repeat_interleave = method(
    "repeat_interleave",
    O("repeats=<int,Tuple,Tensor,List>, dim=<int,None>", _repeat_interleave, dim=None),
    O("repeats=<Tuple,Tensor,List>, dim=<int,None>, *, output_size=<int,None>",
      _repeat_interleave_sized, dim=None, output_size=None),
    O("repeats=<int>, dim=<int,None>, *, output_size=<int,None>", _repeat_interleave_sized,
      dim=None, output_size=None))


def _split(self, split_size=None, dim=0, split_size_or_sections=None, axis=0):
    if split_size is None:
        return A.split(self, split_size_or_sections, axis)
    return A.split(self, split_size, dim)


split = method(
    "split", O("split_size=<int>, dim=<int>", _split, dim=0),
    O("split_size=<list of int, tuple of int>, dim=<int>", _split, dim=0),
    O("split_size_or_sections=<int, list of int, tuple of int>, axis=<int>", _split, axis=0),
    graph_order=(2, 0, 1), graph_refused={0: "SplitTensor"})


def _chunk(self, chunks, dim=None, axis=None):
    return A.chunk(self, chunks, axis if dim is None else dim)


chunk = method("chunk", O("chunks=<int>, dim=<int>", _chunk, dim=0),
               O("chunks=<int>, axis=<int>", _chunk, axis=0),
               graph_order=(1, 0), graph_refused={0: "Chunk"})


def _sort(self, descending, dim=-1, stable=False, axis=-1):
    """``stable`` is accepted as MindSpore's: minicell's sort is always stable."""
    return R.sort(self, axis if dim == -1 else dim, descending)


sort = method("sort", O("dim=<int>, descending=<bool>, stable=<bool>", _sort, dim=-1,
                        descending=False, stable=False),
              O("axis=<int>, descending=<bool>", _sort, axis=-1, descending=False),
              graph_order=(1, 0), graph_refused={0: "SortExt"})


def _argsort(self, descending, dim=-1, stable=False, axis=-1):
    return _sort(self, descending, dim, stable, axis)[1]


# the Int32 indices of ``sort``'s two signatures (2.10: ``t.argsort(dim=1, stable=True)``)
argsort = method("argsort", O("dim=<int>, descending=<bool>, stable=<bool>", _argsort, dim=-1,
                              descending=False, stable=False),
                 O("axis=<int>, descending=<bool>", _argsort, axis=-1, descending=False),
                 graph_order=(1, 0), graph_refused={0: "ArgSort"})


def _flatten(self, start_dim, end_dim, order="C"):
    return A.flatten(self, order, start_dim=start_dim, end_dim=end_dim)


# ``t.flatten(start_dim, end_dim)`` (2.10) and the older ``t.flatten(order, start_dim, end_dim)``
# (2.10's listing; its parser takes start_dim by position too)
_flatten_overloads = method(
    "flatten", O("start_dim=<int>, end_dim=<int>", _flatten, start_dim=0, end_dim=-1),
    O("order=<str>, start_dim=<int>, end_dim=<int>", _flatten, order="C", start_dim=0, end_dim=-1))


def flatten(self, *args, **kwargs):
    """2.10 takes the dims after ``order`` only by keyword: where its listing's signature takes
    them by position, its deprecated function's TypeError (measured: ``t.flatten('F', 1)``;
    ``t.flatten('F', 1.5)`` is the listing)."""
    if 1 < len(args) <= 3 and isinstance(args[0], str) and {a.__class__ for a in args[1:]} == {
            int}:
        raise TypeError(f"deprecated_tensor_flatten() takes from 1 to 2 positional arguments but "
                        f"{len(args) + 1} were given")
    return _flatten_overloads(self, *args, **kwargs)


_VAR_DIMS = "None, int, list of int, tuple of int"


def _variance(self, axis, ddof, keepdims):
    return V.var_values(self, axis, ddof, keepdims)


def _variance_ext(self, dim, correction, keepdim):
    return V.var_ext(self, dim, correction, keepdim)


def _deviation(self, axis, ddof, keepdims):
    return V.std_values(self, axis, ddof, keepdims)


def _deviation_ext(self, dim, correction, keepdim):
    return V.std_values(self, dim, correction, keepdim)


# 2.10 tries the numpy-style ``t.var(axis, ddof, keepdims)`` first, then
# ``t.var(dim, correction=1, keepdim)`` (Bessel's correction by default, ``V.var_ext``);
# ``t.std`` tries ``t.std(dim, *, correction, keepdim)`` first, whose CPU default correction
# is 0 (measured: t.std(dim=0) equals t.std(axis=0)), then ``t.std(axis, ddof, keepdims)``
var = method("var", O("axis=<None, int, tuple of int>, ddof=<bool, int>, keepdims=<bool>",
                      _variance, axis=None, ddof=0, keepdims=False),
             O(f"dim=<{_VAR_DIMS}>, correction=<int>, keepdim=<bool>", _variance_ext,
               dim=None, correction=1, keepdim=False))
std = method("std", O(f"dim=<{_VAR_DIMS}>, *, correction=<int>, keepdim=<bool>",
                      _deviation_ext, dim=None, correction=0, keepdim=False),
             O(f"axis=<{_VAR_DIMS}>, ddof=<int>, keepdims=<bool>", _deviation, axis=None,
               ddof=0, keepdims=False))
