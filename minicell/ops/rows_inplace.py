"""Op table rows for the remaining Tensor methods (``argmax_with_value``, ``renorm``,
``choose``, ``put_``, ``index_copy_`` ...), the in-place random fills (``t.normal_()``,
``t.uniform_(0, 1)``...) and MindSpore's functional in-place names (``ops.clamp_``,
``ops.inplace_sigmoid``...). In-place methods write through ``rows_tensor.inplace``.

>>> import minicell as ms
>>> t = ms.Tensor([[1.0, 5.0], [4.0, 2.0]])
>>> [v.asnumpy().tolist() for v in t.argmax_with_value(axis=1)]
[[5.0, 4.0], [1, 0]]
"""
import numpy as np

from ..common import dtype as mstype
from . import array_ops as A, functional as F, indexing as IX, random_ops as RND
from ._table import declare as row, declared
from .rows_tensor import inplace
from .tensor_operands import INPLACE_NONE
from ..runtime.dispatch import running_eagerly
from .._check_jit_forbidden_api import jit_forbidden_register

_D = {n: declared(n) for n in ("abs", "add", "addmm", "clip", "exp", "gather_elements", "log1p", "max",
                               "min", "moveaxis", "ones_like", "pow", "remainder", "stack",
                               "sum", "tan")}


# ---- reductions and indexing -------------------------------------------------------------------
def argmax_with_value(self, axis=0, keep_dims=False):
    """``(values, Int64 indices)`` of the maximum along ``axis``."""
    return _D["max"](self, axis, keep_dims)


def argmin_with_value(self, axis=0, keep_dims=False):
    """``(values, Int64 indices)`` of the minimum along ``axis``."""
    return _D["min"](self, axis, keep_dims)


def renorm(self, p, axis, maxnorm):
    """Each slice along ``axis`` whose ``p``-norm exceeds ``maxnorm`` scaled to norm
    ``maxnorm``."""
    if not isinstance(p, int) or isinstance(p, bool):
        raise TypeError(f"For 'Renorm', the type of 'p' should be 'int', but got type "
                        f"'{type(p).__name__}'.")
    if p <= 0:
        raise ValueError(f"Renorm op don't support non-positive-norm, but got{p}")
    if not -self.ndim <= axis < self.ndim:
        raise RuntimeError(f"For 'Renorm, the attribute 'dim' must be in range "   # 2.10's
                           f"[{-self.ndim}, {self.ndim}), but got {axis}")      # (measured)
    if maxnorm < 0:
        raise ValueError(f"For 'Renorm', the attribute 'maxnorm' must be non-negative, but got "
                         f"{maxnorm}")
    if self.dtype.kind not in ("float", "complex"):
        raise TypeError(f"For primitive[Renorm], the input argument[x] must be a float or "
                        f"complex Tensor, but got Tensor[{self.dtype}].")
    axes = tuple(i for i in range(self.ndim) if i != axis % self.ndim)
    norm = _D["pow"](_D["sum"](_D["pow"](_D["abs"](self), p), axes,
                                           True), 1.0 / p)
    scale = A.select(norm > maxnorm, maxnorm / (norm + 1e-7), _D["ones_like"](norm))
    return self * F.cast(scale, self.dtype)


def choose(self, choices, mode="clip"):
    """numpy's ``choose``: ``out[i] = choices[self[i]][i]`` (indices broadcast with the
    choices; ``mode`` 'clip' or 'wrap' maps out-of-range indices)."""
    if mode == "raise":
        raise NotImplementedError('"raise" mode is not implemented')
    if mode not in ("clip", "wrap"):
        raise ValueError(f"For 'Tensor.choose', 'mode' must be 'clip', 'wrap' or 'raise', but "
                         f"got {mode!r}.")
    from ..common.tensor import Tensor
    choices = [c if isinstance(c, Tensor) else Tensor(c) for c in
               (choices if isinstance(choices, (list, tuple)) else [choices[i] for i in
                                                                   range(choices.shape[0])])]
    dtype = choices[0].dtype
    shape = np.broadcast_shapes(self.shape, *(c.shape for c in choices))
    stacked = _D["stack"]([A.broadcast_to(F.cast(c, dtype), shape) for c in choices])
    n = len(choices)
    idx = F.cast(self, mstype.int64)
    idx = _D["clip"](idx, 0, n - 1) if mode == "clip" else _D["remainder"](idx, n)
    idx = A.broadcast_to(A.reshape(idx, (1,) + idx.shape), (1,) + tuple(shape))
    return A.reshape(_D["gather_elements"](stacked, 0, idx), shape)


def _put(self, index, source, accumulate=False):
    flat = A.reshape(self, (-1,))
    idx = A.reshape(F.cast(index, mstype.int64), (-1, 1))
    n = flat.shape[0]
    idx = _D["remainder"](idx, n)  # negative indices count from the end
    upd = A.reshape(F.cast(source, self.dtype), (-1,))
    out = (A.tensor_scatter_add if accumulate else A.tensor_scatter_update)(flat, idx, upd)
    return A.reshape(out, self.shape)


def _index_copy(self, dim, index, tensor):
    move = _D["moveaxis"]
    x, src = move(self, dim, 0), move(F.cast(tensor, self.dtype), dim, 0)
    n = x.shape[0]      # a negative position counts from the end (TensorScatterUpdate's does not)
    out = A.tensor_scatter_update(x, A.reshape(F.cast(index, mstype.int64) % n, (-1, 1)), src)
    return move(out, 0, dim)


def _addmm(self, mat1, mat2, *, beta=1, alpha=1):
    return _D["addmm"](self, mat1, mat2, beta=beta, alpha=alpha)


for _fn in (argmax_with_value, argmin_with_value, renorm, choose):
    row(_fn, (), tensor=_fn.__name__)
row(declared("col2im"), (), tensor="col2im")
row(inplace(_addmm, "addmm_"), (), tensor="addmm_")
row(inplace(declared("erfinv"), "erfinv_"), ("erfinv_",), tensor="erfinv_")
row(inplace(_put, "put_"), ("put_",), tensor="put_")
row(inplace(_index_copy, "index_copy_"), (), tensor="index_copy_")


# ---- random draws ------------------------------------------------------------------------------
def _seed(generator):
    """An op-level seed from ``generator``'s (seed, offset), advancing it (combined with the
    ``set_seed`` stream as every op seed is), or None without one."""
    if generator is None:
        return None
    seed, offset = generator._step(1)
    return (seed * 1000003 + offset) % (2 ** 31 - 1) + 1


def _float(self, op):
    if self.dtype.kind != "float":
        raise TypeError(f"For '{op}', the input must be a float Tensor, but got {self.dtype}.")


def _uniform(self, from_=0.0, to=1.0, generator=None):
    _float(self, "uniform")
    if from_ > to:
        raise ValueError(f"For 'uniform', 'from_' must be <= 'to', but got {from_} and {to}.")
    return RND.draw_uniform(self.shape, from_, to, _seed(generator), self.dtype)


def uniform(self, from_=0.0, to=1.0, generator=None):
    """A new Tensor like ``self`` of uniform samples in ``[from_, to)``."""
    return _uniform(self, from_, to, generator)


def _uniform_(self, from_=0, to=1, *, generator=None):
    return _uniform(self, from_, to, generator)


def _normal(self, mean=0, std=1, *, generator=None):
    _float(self, "normal_")
    if std < 0:
        raise ValueError(f"For 'normal_', 'std' must be non-negative, but got {std}.")
    z = RND.randn(self.shape, dtype=mstype.float32, seed=_seed(generator))
    return F.cast(z * std + mean, self.dtype)


_FLOAT_RANGE = {"float16": 2 ** 11, "bfloat16": 2 ** 8, "float32": 2 ** 24, "float64": 2 ** 53}


def _random(self, from_=0, to=None, *, generator=None):
    if to is None:
        to = _FLOAT_RANGE.get(str(self.dtype).lower()) or (
            int(np.iinfo(self.dtype.np_dtype).max) if self.dtype.kind == "int" else 2)
    if from_ >= to:
        raise ValueError(f"For 'random_', 'from_' must be < 'to', but got {from_} and {to}.")
    draw = RND.draw_ints(from_, to, self.shape, _seed(generator), dtype=mstype.int64)
    return F.cast(draw, self.dtype)


def _exponential(self, lambd=1, *, generator=None):
    _float(self, "exponential_")
    if lambd <= 0:
        raise ValueError(f"For 'exponential_', 'lambd' must be positive, but got {lambd}.")
    u = RND.rand(self.shape, dtype=mstype.float32, seed=_seed(generator))
    return F.cast(-_D["log1p"](-u) / lambd, self.dtype)


def _bernoulli(self, p=0.5, *, generator=None):
    return RND.bernoulli(self, p, _seed(generator))


def bernoulli(self, *, generator=None):
    """0/1 samples like ``self``, each 1 with the probability given by ``self``."""
    _float(self, "bernoulli")
    u = RND.rand(self.shape, dtype=mstype.float32, seed=_seed(generator))
    return F.cast(u < F.cast(self, mstype.float32), self.dtype)


bernoulli.__qualname__ = "Tensor.bernoulli"     # 2.10's name in Python's argument TypeErrors


def cauchy(self, median=0.0, sigma=1.0):
    """A new Tensor like ``self`` of Cauchy(median, sigma) samples."""
    u = RND.rand(self.shape, dtype=mstype.float32)
    return F.cast(median + sigma * _D["tan"](np.pi * (u - 0.5)), self.dtype)


def log_normal(self, mean=1.0, std=2.0):
    """A new Tensor like ``self`` of ``exp(N(mean, std**2))`` samples."""
    z = RND.randn(self.shape, dtype=mstype.float32)
    return F.cast(_D["exp"](z * std + mean), self.dtype)


for _fn in (uniform, bernoulli, cauchy, log_normal):
    row(_fn, (), tensor=_fn.__name__)
for _name, _fn in (("uniform_", _uniform_), ("normal_", _normal), ("random_", _random),
                   ("exponential_", _exponential), ("bernoulli_", _bernoulli)):
    row(inplace(_fn, _name), (_name,), tensor=_name)


# ---- ops' functional in-place spellings of existing Tensor methods -----------------------------
def _reshape(input, shape):
    return A.reshape(input, shape)


def _clamp(input, min=None, max=None):
    return _D["clip"](input, min, max)


row(inplace(_clamp, "clamp_"), ("clamp_",))
row(inplace(A.zeros_like, "zero_"), ("zero_",))
row(inplace(declared("tanh"), "tanh_"), ("tanh_",))
row(inplace(declared("sigmoid"), "inplace_sigmoid"), ("inplace_sigmoid",))
row(inplace(_reshape, "reshape_", keeps_shape=False), ("reshape_",))


def _add_ext(input, other, alpha=1):
    return _D["add"](input, other if alpha == 1 else other * alpha)


# MindSpore's in-place kernel behind ``t.add_(other, alpha=)``: ``InplaceAddExt()(input, other,
# alpha=1)`` writes ``input + alpha * other`` into ``input`` and returns it (only in gen_ops_prim)
row(inplace(_add_ext, "inplace_add_ext"), (), prim="InplaceAddExt", module="auto_generate",
    internal=True)


# ---- augmented assignment: ``t.__iadd__(other)`` (what ``t += other`` calls) --------------------
def _augmented(binary, alpha):
    """MindSpore 2.10's ``__iadd__``/``__isub__`` (with ``alpha``), ``__imul__``,
    ``__itruediv__``, ``__ifloordiv__``, ``__imod__``: a new Tensor, the operand unchanged.
    Op by op a None operand is the in-place method's listing (``add_``; measured)."""
    name = binary.replace("__", "__i", 1)
    if alpha:
        def method(self, other, *, alpha=1):
            if other is None and running_eagerly():
                INPLACE_NONE[name](self, other)
            return getattr(self, binary)(other, alpha=alpha)
    else:
        def method(self, other):
            if other is None and running_eagerly():
                INPLACE_NONE[name](self, other)
            return getattr(self, binary)(other)
    method.__name__ = name
    return method


for _binary in ("__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__"):
    _aug = _augmented(_binary, _binary in ("__add__", "__sub__"))
    row(_aug, (), tensor=_aug.__name__)


# ---- state helpers -----------------------------------------------------------------------------
@jit_forbidden_register
def assign_value(self, value):
    """Replace the Tensor's value (shape and dtype included) by ``value``; returns the Tensor.
    A Parameter takes another shape or dtype too (2.10, measured: (2,) <- (3,) or Int32)."""
    from ..common.tensor import Tensor
    if not isinstance(value, Tensor):
        value = Tensor(value)
    elif hasattr(self, "_set_array") and (value.shape != self.shape or
                                          value.dtype != self.dtype):
        self._set_array(value.data_array())
        return self
    IX._write(self, value)
    return self


def is_init(self):
    """False: a Tensor (lazy ``init`` or not) is not an initialized Parameter."""
    return False


row(assign_value, (), tensor="assign_value")
row(is_init, (), tensor="is_init")
row(property(lambda self: True), (), tensor="init_finished")
