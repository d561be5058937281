"""Ops that MindSpore users reach for often and that are composites of the registry's
primitives (no new registry entries): ``ops.softplus``, ``ops.diag``, ``ops.addn``,
``ops.tensor_scatter_elements``, ``ops.dtype``, ... and the Primitive classes with constructor
attributes ``L2Normalize``, ``Elu``, ``Tril``, ... (their public names are in ``op_table``).

``unique``, ``masked_select`` and ``nonzero`` have data-dependent output shapes, so they run in
PYNATIVE_MODE only (a compiled graph needs static shapes): they are in ``data_dependent``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.addn([ms.Tensor([1.0]), ms.Tensor([2.0])]).asnumpy().tolist()
[3.0]
"""
import numpy as np

from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, state
from ..runtime.registry import freeze_attrs, get_op
from ..runtime.primitives.math import FLOAT_OR_COMPLEX, kernel_select_error
from . import functional as F
from .bool_kernels import refuse_bool, refuse_bool_type
from .primitive import Primitive, prim_attr_register
from .data_dependent import (  # noqa: F401  (extra_ops' names)
    _eager_only, masked_select, nonzero, unique, unique_ext, unique_in_order, unique_outputs)
from ._util import FLOATS, NOT_TENSOR, IndexRange, check_index, check_same_dtype, kernel_dtype, \
    ms_type_name, sequence_error


def softplus(input, beta=1, threshold=20):
    """``log(1 + exp(beta * x)) / beta`` (linear above ``threshold``, as MindSpore).

    2.10 composes it in Python: ``select(x * beta > threshold, x, (1 / beta) *
    Softplus(beta * x))``, and its Softplus kernel is Float32 only (``softplus_kernel``).

    >>> from minicell import ops, Tensor
    >>> round(ops.softplus(Tensor([1.0])).item(), 5)
    1.31326
    """
    if isinstance(beta, (int, float)) and beta == 0:
        raise ValueError("For 'softplus', the value of 'beta' cannot be 0.")
    kernel_dtype(input, "Softplus", FLOATS, arg="x")
    bx = input * beta
    above = bx > threshold
    # the unselected branch is kept finite without a minimum, whose gradient halves at a tie:
    # at x == threshold 2.10 gives the log branch's whole gradient (measured)
    out = (1 / beta) * softplus_kernel(F.where(above, F.zeros_like(bx), bx))
    return F.where(above, input, out)


_SOFTPLUS = get_op("softplus")


def softplus_kernel(x):
    """2.10's CPU Softplus, the registry's ``softplus`` (``runtime/primitives/act_grads.py``):
    nnacl's float32 kernel, float16 and float64 through it; gradient ``SoftplusGrad``'s."""
    return dispatch(_SOFTPLUS, (x,))


def diag(input):
    """``input`` (any rank >= 1, shape ``S``) on the diagonal of a tensor of shape ``S + S``:
    ``out[i..., i...] = input[i...]``, zero elsewhere (a square matrix for a 1-D input).

    >>> from minicell import ops, Tensor
    >>> ops.diag(Tensor([1.0, 2.0])).asnumpy().tolist()
    [[1.0, 0.0], [0.0, 2.0]]
    >>> ops.diag(Tensor([[1.0, 2.0]])).shape
    (1, 2, 1, 2)
    """
    shape = tuple(F.shape(input))
    if not shape:
        raise ValueError("For primitive[Diag], the input rank must be greater than or equal "
                         "to 1, but got 0.")
    refuse_bool("Diag", input)      # 2.10: no Bool kernel (measured)
    n = 1
    for d in shape:
        n *= d
    flat = F.reshape(input, (1, n))
    # selected, not multiplied by eye: -2.5 * 0 would put -0.0 beside a negative entry (2.10
    # has 0.0 there, measured)
    on_diag = F.eye(n, n, mstype.int32) != 0
    return F.reshape(F.where(on_diag, flat, F.zeros((n, n), input.dtype)), shape + shape)


def addn(x):
    """Elementwise sum of a list/tuple of same-shaped Tensors of one dtype (2.10's checks,
    measured: an empty sequence is a ValueError, other elements its parser's TypeError, mixed
    dtypes AddN's TypeError naming each)."""
    if not isinstance(x, (list, tuple)):
        if not hasattr(x, "__len__"):       # 2.10's Python check takes len(x) first
            raise TypeError(f"object of type '{type(x).__name__}' has no len()")
        raise _addn_calling(x)
    if not x:
        raise ValueError("For primitive[AddN], the input num must be greater than or equal to 1, "
                         "but got 0.")
    if not all(isinstance(t, Tensor) for t in x):
        raise _addn_calling(x)
    if any(t.dtype != x[0].dtype for t in x):
        names = "".join(f"\nname:[element_{i}]:Tensor[{t.dtype}]." for i, t in enumerate(x))
        raise TypeError(f"For primitive[AddN], the input type must be same.{names}")
    for i, t in enumerate(x[1:], 1):
        if t.shape != x[0].shape:               # 2.10's text (measured: no broadcasting)
            shown = ["(" + ", ".join(map(str, s)) + ")" for s in (t.shape, x[0].shape)]
            raise ValueError(f"For 'AddN', input shape must be same, but got shape of "
                             f"input[{i}]: {shown[0]}, shape of input[0]: {shown[1]}.")
    out = x[0]
    for t in x[1:]:
        out = out + t
    return out


def _addn_calling(x):
    return TypeError(f'Failed calling AddN with "AddN()(x={ms_type_name(x)})".\nThe valid '
                     f'calling should be: \n"AddN()(x=<list of tensor, tuple of Tensor>)".')


def tensor_scatter_elements(input_x, indices, updates, axis=0, reduction="none"):
    """``out[indices[i][j]][j] = updates[i][j]`` (axis 0; like PyTorch's ``scatter``)."""
    if reduction not in ("none", "add"):
        raise ValueError(f'Failed to convert the value "{reduction}" of input \'reduce\' of '
                         f"'TensorScatterElements' to enum.")      # 2.10's (measured)
    return scatter_elements(input_x, indices, updates, axis, reduction)


def scatter_elements(input_x, indices, updates, axis, reduction):
    """The core of ``tensor_scatter_elements`` and ``Tensor.scatter``: ``reduction`` is
    'none', 'add' or 'multiply'."""
    check_same_dtype("TensorScatterElements", ("input_x", input_x), ("updates", updates))
    if str(getattr(indices, "dtype", "")) not in ("Int32", "Int64"):   # a float index: 2.10's
        raise TypeError(f"For primitive[TensorScatterElements], the input argument[indices "
                        f"type] must be a type of {{Tensor[Int32], Tensor[Int64]}}, but got "
                        f"Tensor[{getattr(indices, 'dtype', type(indices).__name__)}].")
    shape = F.shape(indices)
    if not -len(shape) <= axis < len(shape):      # 2.10's kernel: a RuntimeError
        raise RuntimeError(f"For 'TensorScatterElements', the 'axis' should be in range "
                           f"[{-len(shape)}, {len(shape)}), but got {axis}, while input dims "
                           f"is: {len(shape)}")
    axis = axis % len(shape)
    n = F.shape(input_x)[axis]
    check_index(indices, IndexRange("TensorScatterElements", "the 'indices'", -n, n))
    grids = np.indices(shape)
    coords = [Tensor(g) for g in grids]
    coords[axis] = F.cast(indices, mstype.int64) % n     # (TensorScatter* take no negatives)
    nd = F.stack(coords, -1)
    if isinstance(updates, (int, float)):    # a value (mint.scatter, Tensor.scatter): everywhere
        updates = F.fill(input_x.dtype, shape, updates)
    if reduction == "add":
        return F.tensor_scatter_add(input_x, nd, updates)
    if reduction == "multiply":
        return F.tensor_scatter_mul(input_x, nd, updates)
    return F.tensor_scatter_update(input_x, nd, updates)


def dtype(x):
    """The dtype of a Tensor (``ops.dtype(x) == x.dtype``)."""
    return x.dtype


_L2_NORMALIZE = get_op("l2_normalize")


def l2_normalize(x, axis=0, epsilon=1e-4):
    """``x / sqrt(max(sum(x**2, axis), epsilon))`` (MindSpore's ``L2Normalize``)."""
    kernel_dtype(x, "L2Normalize", FLOATS, arg="input_x")
    if isinstance(axis, int) and -x.ndim <= axis < x.ndim:   # (else the sum's own error)
        return dispatch(_L2_NORMALIZE, (x,), freeze_attrs({"axis": axis % x.ndim,
                                                           "epsilon": float(epsilon)}))
    ss = F.sum(x * x, axis, True)
    return x / F.sqrt(F.maximum(ss, epsilon))


def print_(*input_x):
    """``ops.print_``: print strings and Tensors (each on its own line, as ``ops.Print``); in a
    GRAPH_MODE graph a print node, printing on every call (as ``print`` there)."""
    state.tracer.print_lines(input_x)


_SINH, _COSH, _ASIN, _ACOS, _ATAN = (get_op(n) for n in ("sinh", "cosh", "asin", "acos", "atan"))


def _inexact_only(x, prim):
    """2.10's kernel-select TypeError for an integer or bool Tensor: its CPU kernels of the
    trigonometric and hyperbolic functions written here as composites take float and complex
    inputs only; and,
    as for the one-input rows of ``_table.elementwise``, its 'Failed calling' TypeError for an
    input that is no Tensor (a number, a string, a list)."""
    if x.__class__ in NOT_TENSOR:
        raise sequence_error(prim, ("input",), (x,))
    if isinstance(x, Tensor) and x.dtype.kind not in ("float", "complex"):
        raise kernel_select_error(prim, str(x.dtype), FLOAT_OR_COMPLEX)


def sinh(input):
    """Hyperbolic sine (the registry's ``sinh``: 2.10's kernel is the C library's)."""
    _inexact_only(input, "Sinh")
    return dispatch(_SINH, (input,))


def cosh(input):
    """Hyperbolic cosine (the registry's ``cosh``)."""
    _inexact_only(input, "Cosh")
    return dispatch(_COSH, (input,))


def atan(input):
    """Arctangent (the registry's ``atan``, whose gradient is 2.10's ``AtanGrad``)."""
    _inexact_only(input, "Atan")
    return dispatch(_ATAN, (input,))


def asin(input):
    """Arcsine (the registry's ``asin``; ``atan2(x, sqrt(1 - x**2))`` lost 25 ulp near 1)."""
    _inexact_only(input, "Asin")
    return dispatch(_ASIN, (input,))


def acos(input):
    """Arccosine (the registry's ``acos``)."""
    _inexact_only(input, "ACos")
    return dispatch(_ACOS, (input,))


def check_trace_rank(x):
    """The Trace primitive's rank check (2.10: a RuntimeError from its shape inference)."""
    rank = len(F.shape(x))
    if rank != 2:
        raise RuntimeError(f"For Primitive[Trace], the rank of the input must be 2, but got "
                           f"{rank}!")


# 2.10's Trace infer dtypes (measured: a Bool input is refused)
_TRACE_TYPES = ("Complex128", "Complex64", "Float16", "Float32", "Float64", "Int16", "Int32",
                "Int64", "Int8", "UInt16", "UInt32", "UInt64", "UInt8")


def trace(input):
    """Sum of the main diagonal of a 2-D tensor (an integer input keeps its dtype, as
    MindSpore's ``ops.trace`` does; ``Tensor.trace`` widens to Int64)."""
    check_trace_rank(input)
    refuse_bool_type("Trace", "x", _TRACE_TYPES, input)
    r, c = F.shape(input)
    # selected, not multiplied by eye: an inf off the diagonal would give inf * 0 = NaN (2.10:
    # trace([[1, inf], [-inf, 2]]) = 3)
    diag = F.where(F.eye(r, c, input.dtype) != 0, input, F.zeros_like(input))
    out = F.sum(diag)
    return F.cast(out, input.dtype) if input.dtype.kind in ("int", "uint") else out


def cosine_similarity(x1, x2, dim=1, eps=1e-08):
    """Cosine of the angle between ``x1`` and ``x2`` along ``dim``."""
    for x in (x1, x2):
        kernel_dtype(x, "LpNorm", ("Float16", "Float32"))     # 2.10 norms through LpNorm
    from .linalg_funcs import _lp_norm      # a zero vector's norm differentiates to 0 (2.10)
    num = F.sum(x1 * x2, dim)
    return num / F.maximum(_lp_norm(x1, dim, 2) * _lp_norm(x2, dim, 2), eps)    # (its 1e-12)


def index_select(input, axis, index):
    """Entries of ``input`` along ``axis`` at ``index`` (1-D)."""
    rank = len(getattr(index, "shape", ()))
    if rank != 1:      # 2.10's check (a 0-d index included)
        raise ValueError(f"For 'index_select', the dimension of `index` must be 1, but got {rank}")
    ndim = len(input.shape)
    if isinstance(axis, int) and not -ndim <= axis < max(ndim, 1):     # 2.10's text (measured)
        raise ValueError(f"The 'axis' must be in the range of [-{ndim}, {ndim}), but got {axis}.")
    return F.gather(input, index, axis)


def identity(x):
    """A copy of ``x`` (``ops.identity``; anything but a Tensor as it is, as 2.10)."""
    return F.cast(x, x.dtype) if isinstance(x, Tensor) else x


def identity_tensor(x):
    """``ops.Identity()(x)``: a copy of the Tensor ``x``; anything else is 2.10's parser
    TypeError there (measured; the function returns it)."""
    if not isinstance(x, Tensor):
        raise TypeError(f'Failed calling Identity with "Identity()(input_x={ms_type_name(x)})".')
    return F.cast(x, x.dtype)


_SQUARED_DIFFERENCE = ("Complex128", "Complex64", "Float16", "Float32", "Float64", "Int32", "Int64")


def squared_difference(x, y):
    """``(x - y) ** 2`` (``ops.SquaredDifference()``). 2.10's kernel takes the dtypes of
    ``_SQUARED_DIFFERENCE`` (checked where both inputs are Tensors of one dtype, which is then
    the kernel's: Bool and UInt8 are its TypeError, measured)."""
    if isinstance(y, Tensor) and getattr(x, "dtype", None) == y.dtype:
        kernel_dtype(x, "SquaredDifference", _SQUARED_DIFFERENCE, arg="x")
    return F.square(x - y)


# ---- Primitive classes with constructor attributes ----------------------------------------------
class Print(Primitive):
    """``Print()(*inputs)``: prints strings and Tensors, each on its own line; returns None."""

    def __init__(self):
        super().__init__("Print")

    def __call__(self, *input_x):
        print_(*input_x)


class Flatten(Primitive):
    """``Flatten()(x)``: shape ``(N, ...)`` -> ``(N, prod(...))``."""

    def __init__(self):
        super().__init__("Flatten")

    def __call__(self, input_x):
        shape = F.shape(input_x)
        return F.reshape(input_x, (shape[0] if shape else 1, -1))


class L2Normalize(Primitive):
    """``L2Normalize(axis=0, epsilon=1e-4)(x)``."""

    @prim_attr_register
    def __init__(self, axis=0, epsilon=1e-4):
        if not isinstance(axis, int):       # 2.10 checks a non-int's type (measured)
            _checkparam.check_value_type("axis", axis, [list, tuple], "L2Normalize")
        _checkparam.check_value_type("epsilon", epsilon, [int, float], "L2Normalize")
        if isinstance(axis, (list, tuple)) and len(axis) != 1:
            raise TypeError(f"For 'L2Normalize', the length of 'axis' must be 1, but got "
                            f"{len(axis)}, later will support multiple axis!")
        self.axis = axis[0] if isinstance(axis, (list, tuple)) else axis
        self.epsilon = epsilon

    def __call__(self, x):
        return l2_normalize(x, self.axis, self.epsilon)


class Softplus(Primitive):
    """``Softplus()(x)``: 2.10's kernel itself, no threshold (``softplus_kernel``)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x):
        if not isinstance(x, Tensor):
            return softplus(x)      # the functional's input check and text
        kernel_dtype(x, "Softplus", FLOATS, arg="x")
        return softplus_kernel(x)


class Elu(Primitive):
    """``Elu(alpha=1.0)(x)``: the registry's ``elu``."""

    @prim_attr_register
    def __init__(self, alpha=1.0):
        self.alpha = alpha

    def __call__(self, input_x):
        return F.elu(input_x, self.alpha)


class LeakyReLU(Primitive):
    """``LeakyReLU(alpha=0.2)(x)``: the registry's ``leaky_relu``."""

    @prim_attr_register
    def __init__(self, alpha=0.2):
        self.alpha = alpha

    def __call__(self, x):
        return F.leaky_relu(x, self.alpha)


class TensorScatterElements(Primitive):
    """``TensorScatterElements(axis=0, reduction='none')(input_x, indices, updates)``."""

    @prim_attr_register
    def __init__(self, axis=0, reduction="none"):
        self.axis, self.reduction = axis, reduction

    def __call__(self, data, indices, updates):
        return tensor_scatter_elements(data, indices, updates, self.axis, self.reduction)


class _TriPrim(Primitive):
    @prim_attr_register
    def __init__(self, diagonal=0):
        self.diagonal = diagonal


class Tril(_TriPrim):
    """``Tril(diagonal=0)(x)``."""

    def __call__(self, x):
        return F.tril(x, self.diagonal)


class Triu(_TriPrim):
    """``Triu(diagonal=0)(x)``."""

    def __call__(self, input):
        return F.triu(input, self.diagonal)


class Unstack(Primitive):
    """``Unstack(axis=0)(x)``: a tuple of the slices along ``axis``."""

    @prim_attr_register
    def __init__(self, axis=0, num=None):
        self.axis = axis

    def __call__(self, x):
        nd = len(F.shape(x))
        if isinstance(self.axis, int) and not -nd <= self.axis < nd:     # 2.10's text
            raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), "
                             f"but got {self.axis})")
        n = F.shape(x)[self.axis]
        return tuple(F.squeeze(p, self.axis) for p in F.split(x, 1, self.axis)) if n else ()
