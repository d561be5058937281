"""Op table rows for Tensor methods that are not one functional op's spelling: in-place
variants (``t.add_(x)``), conversions (``t.double()``), layout queries (``t.stride()``) and
MindSpore's Tensor-only helpers (``t.new_full``, ``t.type_as``, ``t.H``).

An in-place method computes the functional op and writes the result into the Tensor the way
``t[i] = v`` does (a Parameter through the Parameter-write path, so it works in both modes;
a plain Tensor takes the new value and its history), then returns the Tensor.

>>> import minicell as ms
>>> t = ms.Tensor([1.0, 2.0])
>>> t.add_(1).asnumpy().tolist(), t.asnumpy().tolist(), t.stride(), t.type()
([2.0, 3.0], [2.0, 3.0], [1], 'Float32')
"""
import builtins
import warnings

import jax
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import array_ops as A, functional as F, indexing as IX, reductions as R
from . import _table, tensor_methods as TM, tensor_overloads as TO, views
from ._params import with_params
from ._table import declare as row, declared
from .tensor_parsed import diag as _diag, unique


def inplace(fn, name, keeps_shape=True):
    """The in-place Tensor method ``name`` of functional ``fn`` (``keeps_shape``: the result
    must have the Tensor's shape, as every in-place op but ``reshape_``)."""
    def method(self, *args, **kwargs):
        out = fn(self, *args, **kwargs)
        if keeps_shape and tuple(out.shape) != tuple(self.shape):   # (3,).add_((2, 3))
            raise RuntimeError(f"For 'Tensor.{name}', the output with shape {tuple(self.shape)} "
                               f"doesn't match the broadcast shape {tuple(out.shape)}: an in-place "
                               f"op cannot change the Tensor's shape.")
        if out.dtype != self.dtype:     # written into the Tensor: it keeps its dtype
            out = F.cast(out, self.dtype)
        IX._write(self, out)
        return self
    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"In-place ``{fn.__name__}``: writes the result into the Tensor."
    return method


def _fill_value(self, value):
    return A.fill(self.dtype, self.shape, value)


def _zeros(self):
    return A.zeros_like(self)


def _vec(shape):
    """A shape as 2.10's C++ texts print it: ``[const vector]{2, 3}``."""
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"


def _copy_from(self, src, non_blocking=False):
    if len(getattr(src, "shape", ())) > len(self.shape):
        raise RuntimeError(f"For 'InplaceCopy', the rank of 'value' must be less than "
                           f"'variable', but got the dimension of 'value': {tuple(src.shape)} and "
                           f"'variable': {tuple(self.shape)}.")
    src_shape = tuple(getattr(src, "shape", ()))
    for i, d in enumerate(src_shape[::-1]):         # 2.10: its kernel's broadcast check
        if d not in (1, self.shape[-1 - i]):
            raise RuntimeError(f"For 'InplaceCopy', when the {len(src_shape) - 1 - i}'th, the "
                               f"shape of 'value' must be 1 and equal to the shape of "
                               f"'variable', but got the shape of 'value': {_vec(src_shape)}, "
                               f"and the shape of 'variable': {_vec(self.shape)}")
    return A.broadcast_to(F.cast(src, self.dtype), self.shape)


def _clamp(self, min=None, max=None):
    return TM.clip(self, min, max)


# add_/sub_/div_ take the keywords of their Tensor methods (alpha, rounding_mode), as in 2.10
_INPLACE = {"add_": TO.add, "sub_": TO.sub, "mul_": declared("mul"), "div_": TO.div, "exp_": declared("exp"), "log_": declared("log"),
            "floor_": declared("floor"), "sigmoid_": declared("sigmoid"),
            "sign_": declared("sign"), "tanh_": declared("tanh"),
            "remainder_": declared("remainder"), "floor_divide_": declared("floor_divide"),
            "clamp_": _clamp, "fill_": _fill_value, "zero_": _zeros,
            "copy_": _copy_from}
for _name, _fn in _INPLACE.items():
    row(inplace(_fn, _name), (), tensor=_name)


def _astype_method(dtype):
    def method(self):
        return F.cast(self, dtype)
    method.__name__ = f"to_{dtype}"
    return method


row(_astype_method(mstype.float64), (), tensor="double")
row(_astype_method(mstype.int16), (), tensor="short")
row(_astype_method(mstype.uint8), (), tensor="byte")
row(_astype_method(mstype.bfloat16), (), tensor="bfloat16")


def type(self, dtype=None):
    """Without ``dtype``: the dtype's name (``'Float32'``); with it: ``astype(dtype)``."""
    return str(self.dtype) if dtype is None else TM.astype(self, dtype)





_DEVICES = ("cpu", "gpu", "ascend", "npu")


def check_device_name(target):
    """``to``'s device argument (Tensor.to, Cell.to): a name 2.10 knows, in any case."""
    if target.lower() not in _DEVICES:
        raise ValueError(f'Failed to convert the value "{target}" of input \'device\' of '
                         f"'to' to enum.")          # 2.10's text (measured, round 45)


def to(self, *args, **kwargs):
    """``t.to(dtype)`` casts; ``t.to('CPU')`` (a device name, as MindSpore 2.10) and ``t.to()``
    / ``t.to(None)`` return the Tensor as it is (arrays live where JAX put them)."""
    unknown = [k for k in kwargs if k not in ("dtype", "device", "non_blocking", "copy")]
    if unknown:                         # 2.10's parser takes no other keyword
        name = lambda v: builtins.type(v).__name__      # noqa: E731  (type: Tensor.type here)
        got = ", ".join([name(a) for a in args] + [f"{k}={name(kwargs[k])}" for k in unknown])
        raise TypeError(f'Failed calling to with "to({got})".\nThe valid calling should be: '
                        f'"Tensor.to(device=<None, string>, dtype=<None, mstype>, '
                        f'non_blocking=<bool>, copy=<bool>)"')
    target = kwargs.pop("dtype", kwargs.pop("device", args[0] if args else None))
    if target is None:
        return self
    if isinstance(target, str):
        check_device_name(target)
        return self
    if target is bool:              # the one Python type 2.10 takes (as ms.bool_)
        target = mstype.bool_
    elif isinstance(target, Tensor):    # 2.10's to(other): other's dtype (measured)
        target = target.dtype
    elif isinstance(target, mstype.GenericKind):   # 2.10 casts: to(ms.int_) gives Int32 (measured)
        target = mstype.op_dtype_argument(target, "Cast")
    elif isinstance(target, (bool, int, float, builtins.type, np.dtype)):   # numpy types too
        got = (builtins.type(target) if isinstance(target, (builtins.type, np.dtype))
               else target.__class__.__name__)
        raise TypeError(f'Failed calling to with "to({got})": expected a dtype such as '
                        f"ms.float32 or a device name.")
    return TM.astype(self, target)


def ndimension(self):
    return self.ndim


def stride(self, dim=None):
    """Strides in elements (a view's into the storage it shares, see ``ops.views``)."""
    out = views.layout(self)[0]
    return out if dim is None else out[dim]


def storage_offset(self):
    return views.layout(self)[1]


def is_contiguous(self):
    return views.is_contiguous(self)


def is_signed(self):
    return self.dtype.kind in ("int", "float", "complex")


def value(self):
    return self


def where(self, condition, y):
    """``condition ? self : y`` (MindSpore's Tensor.where)."""
    return A.select(condition, self, y)




def _place(self, device, verb):
    """Moves the wrapped buffer to ``device`` (PYNATIVE: a traced Tensor has no buffer)."""
    arr = self.data_array()
    if not isinstance(arr, jax.Array) or isinstance(arr, jax.core.Tracer):
        raise RuntimeError(f"Tensor.{verb} moves a Tensor's buffer and runs in PYNATIVE_MODE "
                           f"only; call it outside construct / @jit.")
    if arr.devices() == {device}:
        return False
    self._data = jax.device_put(arr, device)
    return True


def _offload(self, release=False):
    """Moves the buffer to host memory (MindSpore's ``Tensor._offload``); a Tensor already on
    the host stays, with 2.10's warning. Returns None."""
    if not _place(self, jax.devices("cpu")[0], "_offload"):
        warnings.warn("Tensor with CPU device address can not be offloaded.", stacklevel=2)


def _load(self):
    """Moves the buffer back to the default device (``Tensor._load``, after ``_offload``);
    returns None."""
    _place(self, jax.devices()[0], "_load")


def itemset(self, *args):
    """``t.itemset(index, value)`` (flat or multi-index) or ``t.itemset(value)`` for size 1: a
    copy of ``t`` with that element set."""
    if len(args) == 1:      # 2.10's texts (measured: 'a', None, 1.5 for a (2, 3) Tensor)
        index, value = 0, args[0]
        if isinstance(value, bool) or not isinstance(value, (int, float, np.number, Tensor)):
            raise IndexError(f"'Tensor.itemset()' only support number input, but got {value}")
        if self.shape != (1,) and int(np.prod(self.shape)) != 1:
            raise IndexError(f"Only tensor which shape is (1,) support 1 arg that means omit "
                             f"index, but the tensor shape is {self.shape} and got 1 input.")
    elif len(args) == 2:
        index, value = args
    elif not args:      # 2.10's texts (measured)
        raise ValueError("'Tensor.itemset()' must have at least one argument, but got None.")
    else:
        raise ValueError(f"'Tensor.itemset()' must have at most 2 argument, but got {len(args)}.")
    if isinstance(index, int):
        index = np.unravel_index(index, self.shape) if self.shape else ()
    # a new Tensor; ``self`` is unchanged (2.10 measured, as its docstring shows)
    return IX.set_items(self, tuple(int(i) for i in index), value)


def resize(self, *new_shape):
    """numpy's ``resize``: a new shape, repeating the flattened values cyclically; the
    MindSpore spelling zero-fills instead when growing."""
    shape = TM._shape_args(new_shape, "resize")
    flat = A.reshape(self, (-1,))
    n, size = int(np.prod(self.shape, dtype=np.int64)), int(np.prod(shape, dtype=np.int64))
    if size <= n:
        return A.reshape(flat[:size], shape)
    pad = A.zeros((size - n,), self.dtype)
    return A.reshape(A.concat((flat, pad)), shape)


def H(self):
    """Conjugate transpose of a 2-D Tensor."""
    if self.ndim != 2:
        raise ValueError(f"For 'Tensor.H', the tensor must be 2-D, but got {self.ndim}-D.")
    return mH(self)


def mH(self):
    """Conjugate transpose of the last two axes."""
    if self.ndim < 2:
        raise ValueError(f"For 'Tensor.mH', the tensor must be at least 2-D, but got "
                         f"{self.ndim}-D.")
    perm = tuple(range(self.ndim - 2)) + (self.ndim - 1, self.ndim - 2)
    out = A.transpose(self, perm)
    return _table.SURFACE.functional["conj"](out) if self.dtype.kind == "complex" else out


for _fn in (type, to, ndimension, stride, storage_offset, is_contiguous,
            is_signed, value, where, itemset, resize, _offload, _load):
    row(_fn, (), tensor=_fn.__name__)
row(property(H), (), tensor="H")
row(property(mH), (), tensor="mH")


# ---- other spellings of existing ops, and MindSpore's Tensor-only helpers --------------------




def allclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """True when every element is close (a Python bool, as MindSpore returns)."""
    return bool(R.all(F.isclose(self, other, rtol, atol, equal_nan)))


def clone(self):
    """A new Tensor with the same value (arrays are immutable: nothing is shared that could
    change) and the same gradient path."""
    return F.cast(self, self.dtype)


def set_dtype(self, dtype):
    """Cast the Tensor to ``dtype`` in place; returns the new dtype."""
    if dtype is None:          # 2.10 logs 'Dtype to be set is nullptr' and keeps the dtype
        return None
    mstype.check_set_dtype(dtype)
    IX._write(self, F.cast(self, dtype))
    return self.dtype


def data_sync(self, need_wait=True):
    """Wait for the Tensor's value to be computed."""
    if need_wait:
        self.data_array().block_until_ready()


def to_dlpack(self):
    """A DLPack capsule of the Tensor's buffer (shared, not copied)."""
    import jax.dlpack
    return jax.dlpack.to_dlpack(self.data_array()) if hasattr(jax.dlpack, "to_dlpack") else \
        self.data_array().__dlpack__()


def requires_grad_(self, requires_grad=True):
    """Accepted for PyTorch-style code: minicell differentiates by position (grad_position,
    weights), so the flag changes nothing."""
    if not isinstance(requires_grad, bool):
        raise TypeError(f"For 'Tensor.requires_grad_', the argument must be a bool, but got "
                        f"{type(requires_grad).__name__}.")


def hooks(self):
    """The hooks ``register_hook`` added, in order."""
    return list(self._hooks.values()) if self._hooks else []


# Tensor methods whose operand 2.10 names otherwise than the functional spelling does (measured
# by keyword calls: t.pow(exponent=2), t.multiply(value=u)); ``keep``: both names are 2.10's
# overloads (t.matmul(other=u) and t.matmul(tensor2=u))
for _method, _name, _params, _keep in (
        ("float_power", "float_power", ("input", "other"), False),
        ("multiply", "mul", ("input", "value"), False),
        ("pow", "pow", ("input", "exponent"), False),
        ("logical_and", "logical_and", ("input", "y"), True),
        ("logical_or", "logical_or", ("input", "y"), True),
        ("isclose", "isclose", ("input", "x2"), True),
        ("matmul", "matmul", ("input", "tensor2"), True)):
    row(with_params(declared(_name), _params, _method, _keep), (), tensor=_method)
for _fn in (allclose, unique, clone, set_dtype, data_sync, to_dlpack, requires_grad_, hooks):
    row(_fn, (), tensor=_fn.__name__)
for _name in ("mm", "bmm", "outer"):
    row(declared(_name), (), tensor=_name)
row(_diag, (), tensor="diag")
row(property(lambda self: self), (), tensor="data")
row(property(lambda self: "CPU" if self.data_array().devices().pop().platform == "cpu"
             else self.data_array().devices().pop().platform.upper()), (), tensor="device")
row(property(lambda self: self._data is not None and self.init is None), (), tensor="init_flag")
