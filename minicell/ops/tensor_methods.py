"""Tensor methods that mirror functional ops (``t.sum()``, ``t.reshape(...)``, ``t.T``).

They are looked up by ``Tensor.__getattr__`` in ``_TENSOR_METHODS`` (a plain function becomes a
bound method; a ``property`` such as ``T`` is evaluated). Signatures follow MindSpore 2.10's
Tensor methods, which differ from the functional ones in places (``t.flatten()`` flattens all
axes, ``t.max()`` returns only the value).

>>> import minicell as ms
>>> t = ms.Tensor([[1.0, 2.0], [3.0, 4.0]])
>>> t.sum(1).asnumpy().tolist(), t.T.shape, t.reshape(4).shape
([3.0, 7.0], (2, 2), (4,))
"""
from ..common import dtype as mstype
from ..common.tensor import _TENSOR_METHODS
from . import functional as F


def _shape_args(args, name):
    """``t.reshape(2, 3)`` and ``t.reshape((2, 3))`` both mean shape (2, 3)."""
    if len(args) == 1 and isinstance(args[0], (tuple, list)):
        return tuple(args[0])
    if not args:
        raise TypeError(f"Tensor.{name}() needs a shape")
    return tuple(args)


def reshape(self, *shape):
    return F.reshape(self, _shape_args(shape, "reshape"))


def transpose(self, *axes):
    if not axes:
        return F.transpose(self, tuple(range(self.ndim))[::-1])
    return F.transpose(self, _shape_args(axes, "transpose"))


def permute(self, *axis):
    return F.transpose(self, _shape_args(axis, "permute"))


def flatten(self, order="C", *, start_dim=0, end_dim=-1):
    return F.flatten(self, order, start_dim=start_dim, end_dim=end_dim)


def _value_or_pair(reduce_fn, pair_fn):
    """``t.max()`` / ``t.max(axis=1)``: values only; ``t.max(1)`` / ``t.max(dim=1)``:
    ``(values, indices)`` (MindSpore's overloads)."""
    def method(self, *args, axis=None, keepdims=False, initial=None, where=None, dim=None,
               keepdim=False):
        if args or dim is not None:
            d = args[0] if args else dim
            kd = args[1] if len(args) > 1 else keepdim
            return pair_fn(self, d, kd)
        return reduce_fn(self, axis, keepdims)
    return method


def _max_pair(self, dim, keepdim):
    return F.max(self, dim, keepdim)


def _min_pair(self, dim, keepdim):
    return F.min(self, dim, keepdim)


def _reduce_method(fn):
    def method(self, axis=None, keep_dims=False, dtype=None):
        out = fn(self, axis, keep_dims)
        return out if dtype is None else F.cast(out, dtype)
    method.__name__ = fn.__name__
    return method


def sum(self, axis=None, dtype=None, keepdims=False, initial=None):
    out = F.sum(self, axis, keepdims, dtype=dtype)
    return out if initial is None else out + initial


def squeeze(self, axis=None):
    return F.squeeze(self, axis)


def argmax(self, axis=None, keepdims=False):
    return F.argmax(self, axis, keepdims)


def argmin(self, axis=None, keepdims=False):
    return F.argmin(self, axis, keepdims)


def clip(self, min=None, max=None):
    return F.clamp(self, min, max)


def tile(self, *reps):
    return F.tile(self, _shape_args(reps, "tile"))


def repeat(self, repeats, axis=None):
    return F.repeat_interleave(self, repeats, axis)


def expand_as(self, other):
    return F.broadcast_to(self, other.shape)


def view(self, *shape):
    if len(shape) == 1 and not isinstance(shape[0], (tuple, list, int)):
        return F.cast(self, shape[0])  # t.view(dtype)
    return F.reshape(self, _shape_args(shape, "view"))


def fill(self, value):
    return F.fill(self.dtype, self.shape, value)


def cumsum(self, axis=None, dtype=None):
    if axis is None:
        return F.cumsum(F.reshape(self, (-1,)), 0, dtype)
    return F.cumsum(self, axis, dtype)


def std(self, axis=None, ddof=0, keepdims=False):
    return F.std(self, axis, ddof, keepdims)


def var(self, axis=None, ddof=0, keepdims=False):
    return F.var(self, axis, ddof, keepdims)


def new_zeros(self, size, *, dtype=None):
    return F.zeros(size, dtype or self.dtype)


def new_ones(self, size, *, dtype=None):
    return F.ones(size, dtype or self.dtype)


def is_floating_point(self):
    return self.dtype in mstype.float_type


def _self(self):
    return self


def _dim(self):
    return self.ndim


def _numel(self):
    return self.size


_TENSOR_METHODS.update({
    # reductions
    "sum": sum, "mean": _reduce_method(F.mean), "prod": _reduce_method(F.prod),
    "all": _reduce_method(F.all), "any": _reduce_method(F.any),
    "max": _value_or_pair(F.amax, _max_pair), "min": _value_or_pair(F.amin, _min_pair),
    "amax": F.amax, "amin": F.amin, "argmax": argmax, "argmin": argmin, "std": std, "var": var,
    "logsumexp": F.logsumexp, "norm": F.norm, "cumsum": cumsum, "cumprod": F.cumprod,
    "sort": F.sort, "argsort": F.argsort, "topk": F.topk,
    # layout
    "reshape": reshape, "view": view, "transpose": transpose, "permute": permute,
    "swapaxes": F.swapaxes, "flatten": flatten, "ravel": lambda self: F.reshape(self, (-1,)),
    "squeeze": squeeze, "expand_dims": F.expand_dims, "unsqueeze": F.unsqueeze, "tile": tile,
    "repeat": repeat, "repeat_interleave": F.repeat_interleave, "broadcast_to": F.broadcast_to,
    "expand_as": expand_as, "flip": F.flip, "roll": F.roll, "tril": F.tril, "triu": F.triu,
    "split": F.split, "chunk": F.chunk, "narrow": F.narrow, "gather": F.gather,
    "gather_elements": F.gather_elements, "masked_fill": F.masked_fill,
    "contiguous": _self, "T": property(lambda self: transpose(self)),
    "mT": property(lambda self: F.swapaxes(self, -1, -2)),
    # elementwise
    "abs": F.abs, "neg": F.neg, "negative": F.neg, "exp": F.exp, "log": F.log,
    "log1p": F.log1p, "sqrt": F.sqrt, "rsqrt": F.rsqrt, "square": F.square, "sin": F.sin,
    "cos": F.cos, "tanh": F.tanh, "sigmoid": F.sigmoid, "erf": F.erf, "floor": F.floor,
    "ceil": F.ceil, "round": F.round, "sign": F.sign, "reciprocal": F.reciprocal,
    "pow": F.pow, "clip": clip, "clamp": clip, "add": F.add, "sub": F.sub, "mul": F.mul,
    "div": F.div, "true_divide": F.true_divide, "floor_divide": F.floor_divide,
    "remainder": F.remainder, "maximum": F.maximum, "minimum": F.minimum, "eq": F.eq,
    "ne": F.ne, "gt": F.gt, "ge": F.ge, "lt": F.lt, "le": F.le, "equal": F.equal,
    "logical_and": F.logical_and, "logical_or": F.logical_or, "logical_not": F.logical_not,
    "isnan": F.isnan, "isinf": F.isinf, "isfinite": F.isfinite, "isclose": F.isclose,
    "lerp": F.lerp, "softmax": F.softmax, "matmul": F.matmul, "dot": F.dot,
    # creation / misc
    "fill": fill, "new_zeros": new_zeros, "new_ones": new_ones,
    "zeros_like": F.zeros_like, "ones_like": F.ones_like, "is_floating_point": is_floating_point,
    "dim": _dim, "numel": _numel, "nelement": _numel,
})
