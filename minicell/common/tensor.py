"""Tensor: a thin mutable handle around one immutable ``jax.Array``.

In-place style updates (``t[0] = 1.``, ``Parameter.set_data``) replace the wrapped array. While a
GRAPH_MODE trace runs, ``_data`` holds a symbolic IR value instead (see ``compiler``); every method
goes through ``minicell.ops`` so it works on both.

>>> import minicell as ms
>>> t = ms.Tensor([1.0, 2.0])
>>> t.dtype, t.shape
(mindspore.float32, (2,))
"""
import numpy as np
import jax
import jax.numpy as jnp

from . import _format, _host_view, _tensor_data, _unbound
from . import dtype as mstype, unsupported as _unsupported
from ._shaped import Shaped
from ._tensor_data import as_shape as _as_shape, astype_np, infer_np as _infer_np, symbolic_shape
from .initializer import Initializer, materialize
from ..runtime import dispatch as _dispatch
from ..runtime.registry import get_op
from ..runtime.x64 import scoped as _x64_scoped  # Int64/Float64 without global x64: see there


class _TensorType(type):
    """Tensor's metaclass: the op-table methods are also class attributes, as MindSpore's
    (``Tensor.mean(x, 0)``, ``Tensor.add(x, y)``). ``minicell.ops`` puts them on the class once
    its table is built (``ops._table.install_on_class``); this serves the lookups before."""

    def __getattr__(cls, name):
        fn = _TENSOR_METHODS.get(name)
        if fn is None:
            raise AttributeError(f"type object '{cls.__name__}' has no attribute '{name}'")
        return _unbound.method(fn, name, Tensor)

    def __dir__(cls):
        # dir(ms.Tensor) lists the op-table methods as MindSpore's class does
        return sorted(set(super().__dir__()) | set(_TENSOR_METHODS))


class Tensor(Shaped, metaclass=_TensorType):
    """MindSpore's Tensor.

    ``Tensor(input_data=None, dtype=None, shape=None, init=None)``; with ``init`` (an
    Initializer) and ``shape`` the data is created lazily by ``init_data()``.

    >>> import minicell as ms, numpy as np
    >>> ms.Tensor(np.ones((2, 2)), ms.float32).sum().item()
    4.0
    """

    __slots__ = ("_data", "init", "_tape_node", "_hooks", "_init_meta", "_view", "__weakref__",
                 "__ms_origin_object__", "__dict__")   # ms.mutable(tensor) sets the first
    symbolic_shape = None    # a set_inputs placeholder's Symbols (2.10: dicts, ints and None)
    _const_arg = False       # const_arg=True / set_const_arg: a constant of GRAPH_MODE graphs
    _index_parent = None     # eager ``src[index]``: (src, index), written back by setitem

    @_x64_scoped
    def __init__(self, input_data=None, dtype=None, shape=None, init=None, const_arg=False,
                 device=None, **bogus):
        self._tape_node = self._hooks = self.init = None
        if bogus:                                           # 2.10's text (C++ binding)
            raise TypeError(f"'{next(iter(bogus))}' is an invalid keyword argument for Tensor()")
        if device is not None and device not in ("CPU", "meta"):    # 2.10 CPU's first check
            raise ValueError(f"Only ('CPU', 'meta') is supported for device, but got {device}.")
        if not isinstance(const_arg, bool):
            raise TypeError(f"For 'Tensor', the type of 'const_arg' should be 'bool', but got "
                            f"type '{type(const_arg).__name__}'.")
        if const_arg:                   # (an instance __dict__ only then)
            self._const_arg = True
        wide = dtype is not None        # a dtype given: Python floats become f64 first
        if dtype is mstype.string:      # 2.10 keeps the data's own type (floats Float64)
            dtype = None
        if shape is not None and input_data is not None:     # before init's, dtype's (2.10)
            shape = (shape,) if isinstance(shape, int) else shape
            raise ValueError(f"When initializing a tensor with 'input_data', 'shape' should be "
                             f"set to None.But got shape: {shape}.")
        if dtype is not None:   # a lazy Tensor reads ms.int_ as Int32, as 2.10's (measured)
            dtype = mstype.dtype_argument(dtype, "Tensor", generic=init is not None)
        if init is not None:
            self._init_lazy(init, shape, dtype, input_data)
            return
        if input_data is None:
            if dtype is not None:      # no shape: a placeholder of any rank, as shape=[-2]
                symbols = None if shape is None else symbolic_shape(shape)
                shape = (-2,) if shape is None else _as_shape(shape)
                if any(d < 0 for d in shape):     # a dynamic-shape placeholder (set_inputs)
                    self._data, self._init_meta = None, (shape, dtype)
                    if symbols is not None:
                        self.symbolic_shape = symbols
                    return
                self._data = jnp.zeros(shape, dtype.np_dtype)
                return
            raise _tensor_data.input_type_error(None)
        if isinstance(input_data, Tensor):
            arr = input_data.data_array()
            if dtype is not None and not isinstance(arr, (jax.Array, np.ndarray)):
                # a GRAPH_MODE trace: the data is symbolic, the conversion is the Cast op
                arr = input_data.astype(dtype).data_array()
            elif dtype is not None:
                arr = arr.astype(dtype.np_dtype)
            self._data = arr
            return
        if isinstance(input_data, jax.Array):
            self._data = input_data if dtype is None else input_data.astype(dtype.np_dtype)
            return
        if isinstance(input_data, complex):
            arr = np.asarray(input_data, np.complex128)   # MindSpore 2.10: Complex128
        else:
            arr = _infer_np(input_data, wide)
        if arr.dtype.kind in "US":   # a String tensor whatever the dtype (2.10): numpy's array
            self._data = arr.copy()
            return
        if dtype is not None:
            arr = astype_np(arr, dtype.np_dtype)
        elif arr.dtype not in mstype._BY_NP:
            raise TypeError(mstype.unsupported_element(arr))
        # device_put of a private copy: the transfer may alias or read the numpy memory after
        # it returns, and the caller may change its array; jnp.asarray would compile a
        # conversion for each new shape (a model's first Tensors and list inputs paid one each).
        self._data = jax.device_put(np.array(arr))

    def _init_lazy(self, init, shape, dtype, data):
        """``Tensor(init=..., shape=..., dtype=...)``: data made later by ``init_data()``."""
        if shape is None or dtype is None or data is not None:      # MindSpore 2.10's check
            raise ValueError("init, dtype and shape must have values at the same time.")
        shape = _as_shape(shape)
        if -2 in shape and len(shape) > 1:              # 2.10's checks of the shape
            raise ValueError(f"'shape' should have only one -2 or no -2 at all but got "
                             f"({shape}).")
        if any(d < -2 for d in shape):
            raise ValueError(f"'shape' should not have values less than -2 but got ({shape}).")
        if any(d < 0 for d in shape):       # a dynamic axis: initialisers need a static shape
            raise ValueError("If setting dynamic shape, dtype must not be None, init must be "
                             "None")
        self._data, self.init, self._init_meta = None, init, (shape, dtype)

    @classmethod
    def _from_array(cls, arr):
        """Wrap an array without any checks (the dispatch hot path)."""
        t = object.__new__(cls)
        t._data = arr
        t.init = None
        t._tape_node = None
        t._hooks = None
        return t

    def data_array(self):
        """The wrapped array (``jax.Array``, or a symbolic value while tracing)."""
        if self._data is None:
            self.init_data()
        return self._data

    @_x64_scoped
    def init_data(self, slice_index=None, shape=None, opt_shard_group=None):
        """Run the lazy initializer of ``initializer(...)`` / ``Tensor(init=...)``; returns self.

        >>> import minicell as ms
        >>> from minicell.common.initializer import initializer
        >>> initializer("ones", [2], ms.float32).init_data()
        Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00])
        """
        if self._data is not None:      # 2.10: a Tensor without an initializer (made from data,
            # or whose initializer already ran) is its TypeError; a Parameter returns itself
            raise TypeError("init_data must be set Tensor.init, init can't be None")
        if self.init is None:
            meta = getattr(self, "_init_meta", None)
            if meta is None:
                raise TypeError("For 'Tensor.init_data', the Tensor has no initializer "
                                "(Tensor.init is None)")
            raise ValueError(f"For 'Tensor', Tensor(shape={list(meta[0])}, dtype={meta[1]}) "
                             "is a dynamic-shape placeholder for Cell.set_inputs and holds "
                             "no data")
        shp, dt = self._init_meta
        if not isinstance(self.init, Initializer):    # 2.10 keeps any init, then calls it
            raise TypeError(f"'{type(self.init).__name__}' object is not callable")
        self._data = materialize(self.init, shp, dt)
        self.init = None
        return self

    @property
    def has_init(self):
        """True while the data is still to be made by ``init_data()``."""
        return self._data is None and self.init is not None

    # ---- metadata ---------------------------------------------------------------------------
    @property
    def shape(self):
        """The shape as a tuple of ints."""
        if self._data is None:
            return self._init_meta[0]
        return tuple(self._data.shape)

    @property
    def dtype(self):
        """The MindSpore dtype (``ms.float32``...)."""
        data = self._data
        if data is None:
            return self._init_meta[1]
        return mstype._BY_NP.get(data.dtype) or mstype.to_mstype(data.dtype)   # (one lookup)

    @property
    def itemsize(self):
        return self.dtype.np_dtype.itemsize

    @property
    def nbytes(self):
        return self.size * self.itemsize

    @property
    def strides(self):
        return np.empty(0, self.dtype.np_dtype).reshape((0,) * 0).strides if not self.shape \
            else np.lib.stride_tricks.as_strided(np.empty(1, self.dtype.np_dtype),
                                                 self.shape).strides

    def __len__(self):
        if not self.shape:
            # MindSpore 2.10's words; its graph compiler ends them with a period (measured)
            from ..runtime.dispatch import running_eagerly
            raise TypeError("Not support len of a 0-D tensor" +
                            ("" if running_eagerly() else "."))
        return self.shape[0]

    # ---- conversion -------------------------------------------------------------------------
    def asnumpy(self):
        """A numpy copy of the data (an error at compile time in GRAPH_MODE) whose writes are
        stored back into this Tensor, as 2.10's CPU buffer (``_host_view``)."""
        return _host_view.host_view(self, np.array(self.data_array()))

    def numpy(self):
        return self.asnumpy()

    def __array__(self, dtype=None, copy=None):
        arr = np.asarray(self.data_array())
        return arr if dtype is None else arr.astype(dtype)

    def item(self):         # 2.10's takes no index (its TypeError, measured)
        return _tensor_data.item(self)

    def tolist(self):
        return self.asnumpy().tolist()

    def __float__(self):
        return _tensor_data.python_scalar(self, float)

    def __int__(self):
        return _tensor_data.python_scalar(self, int)

    def __bool__(self):
        return bool(self.item())

    def __index__(self):
        # 2.10: an integer or bool Tensor of one element (Tensor([True]) is 1), else ValueError
        if self.dtype.kind not in ("int", "uint", "bool") or self.size != 1:
            raise ValueError("Only integer tensors of a single element can be converted to an "
                             "index.")
        return int(self.item())

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d tensor")
        return (self[i] for i in range(self.shape[0]))

    def __hash__(self):
        return id(self)

    # astype, __matmul__/__rmatmul__, __getitem__/__setitem__ and the methods in
    # _TENSOR_METHODS are installed by minicell.ops from its op table (common does not import ops).

    def float(self):
        return self.astype(mstype.float32)

    def half(self):
        return self.astype(mstype.float16)

    def int(self):
        return self.astype(mstype.int32)

    def long(self):
        return self.astype(mstype.int64)

    def bool(self):
        return self.astype(mstype.bool_)

    def copy(self):
        return Tensor.clone(self)  # a new Tensor on the gradient path (2.10 differentiates it)

    # ---- printing ---------------------------------------------------------------------------
    def __repr__(self):
        from ._format import tensor_repr
        return tensor_repr(self)

    def __str__(self):
        from ._format import tensor_str
        return tensor_str(self)

    # ---- arithmetic -------------------------------------------------------------------------
    def __add__(self, other, *, alpha=1):  # ``alpha``: 2.10's ``input + alpha * other``
        if type(other) in REFLECTED:
            return NotImplemented
        return _dispatch.dispatch(_ADD, (self, other if alpha == 1 else other * alpha))

    def __radd__(self, other):     # (self, other) as 2.10 calls it: its errors name the operands so
        return _dispatch.dispatch(_ADD, (self, other))

    def __sub__(self, other, *, alpha=1):
        if type(other) in REFLECTED:
            return NotImplemented
        return _dispatch.dispatch(_SUB, (self, other if alpha == 1 else other * alpha))

    def __rsub__(self, other):
        return _dispatch.dispatch(_SUB, (other, self))

    def __mul__(self, other):
        if type(other) in REFLECTED:
            return NotImplemented
        return _dispatch.dispatch(_MUL, (self, other))

    def __rmul__(self, other):     # as __radd__ (the product is the same either way)
        return _dispatch.dispatch(_MUL, (self, other))

    def __truediv__(self, other):
        return _dispatch.dispatch(_DIV, (self, other))

    def __rtruediv__(self, other):      # 2.10: s / x is s * reciprocal(x) (both modes: 7.0 / x
        if type(other) in (int, float):     # is not ops.div(7.0, x) on 1/4 of x; 1 / -0.0 = -inf)
            return _dispatch.dispatch(_MUL, (other, _dispatch.dispatch(_RECIPROCAL, (self,))))
        return _dispatch.dispatch(_DIV, (other, self))

    def __floordiv__(self, other):
        return _dispatch.dispatch(_FLOORDIV, (self, other))

    def __rfloordiv__(self, other):
        return _dispatch.dispatch(_FLOORDIV, (other, self))

    def __mod__(self, other):
        return _dispatch.dispatch(_MOD, (self, other))

    def __rmod__(self, other):
        return _dispatch.dispatch(_MOD, (other, self))

    def __pow__(self, other):
        return _dispatch.dispatch(_POW, (self, other))

    def __rpow__(self, other):
        return _dispatch.dispatch(_POW, (other, self))

    def __neg__(self):
        return _dispatch.dispatch(_NEG, (self,))

    def __pos__(self):
        return self

    def __abs__(self):
        return _dispatch.dispatch(_ABS, (self,))

    def __invert__(self):
        """``~t`` is MindSpore's logical not, for every dtype (``~Tensor([1, 0])`` is
        ``[False, True]``); ``ops.bitwise_not`` is the bitwise one."""
        return _dispatch.dispatch(_LOGICAL_NOT, (self,))

    def __and__(self, other):
        return _dispatch.dispatch(_AND, (self, other))

    __rand__ = __and__

    def __or__(self, other):
        return _dispatch.dispatch(_OR, (self, other))

    __ror__ = __or__

    def __xor__(self, other):
        return _dispatch.dispatch(_XOR, (self, other))

    __rxor__ = __xor__

    def __eq__(self, other):
        # 2.10: a Python bool, as ``x == None`` in user code asks (and ``x == "zero"``)
        if other is None or isinstance(other, str):
            return False
        return _dispatch.dispatch(_EQ, (self, other))

    def __ne__(self, other):
        if other is None or isinstance(other, str):
            return True
        return _dispatch.dispatch(_NE, (self, other))

    def __lt__(self, other):
        return _dispatch.dispatch(_LT, (self, other))

    def __le__(self, other):
        return _dispatch.dispatch(_LE, (self, other))

    def __gt__(self, other):
        return _dispatch.dispatch(_GT, (self, other))

    def __ge__(self, other):
        return _dispatch.dispatch(_GE, (self, other))

    def __dir__(self):
        refused = _unsupported.UNSUPPORTED["Tensor"]
        return sorted((set(super().__dir__()) | set(_TENSOR_METHODS)) - set(refused))


_unsupported.install_on_class(Tensor, "Tensor")   # ``t.offload``: the reason (no __getattr__)


def tensor(input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
    """``ms.tensor(data, dtype=None, shape=None, init=None)``: ``Tensor(...)``'s functional
    spelling (no data and ``None`` in ``shape``: a ``Cell.set_inputs`` placeholder).
    >>> import minicell as ms
    >>> ms.tensor([1, 2]), ms.tensor(shape=[None, 3], dtype=ms.float32).shape
    (Tensor(shape=[2], dtype=Int64, value= [1, 2]), (-1, 3))
    """
    return Tensor(input_data, dtype, shape, init, const_arg=const_arg, device=device)


def is_tensor(obj):
    """True when ``obj`` is a Tensor (a Parameter included).

    >>> import minicell as ms
    >>> ms.is_tensor(ms.Tensor([1.0])), ms.is_tensor([1.0])
    (True, False)
    """
    return isinstance(obj, Tensor)


def from_numpy(array):
    """``ms.from_numpy(np_array)``: a Tensor with the array's dtype and values.

    >>> import minicell as ms, numpy as np
    >>> ms.from_numpy(np.array([1, 2], np.int32)).dtype
    Int32
    """
    if not isinstance(array, np.ndarray):
        raise TypeError("Expected a NumPy array.")     # 2.10's text (measured)
    return _format.numpy_text(Tensor(array))   # prints as numpy (2.10's numpy-backed Tensor)


class _Capsule:
    """A bare DLPack capsule as the ``__dlpack__`` object ``jax.dlpack`` takes (CPU)."""
    def __init__(self, capsule):
        self.capsule = capsule

    def __dlpack__(self, **kwargs):
        return self.capsule

    def __dlpack_device__(self):
        return (1, 0)


@_x64_scoped
def from_dlpack(dlpack):
    """``Tensor.from_dlpack(capsule_or_array)``: a Tensor sharing a DLPack producer's buffer."""
    import jax.dlpack
    if type(dlpack).__name__ == "PyCapsule":
        dlpack = _Capsule(dlpack)
    elif not hasattr(dlpack, "__dlpack__"):
        raise TypeError(f"For 'Tensor.from_dlpack', the input must be a DLPack capsule or an "
                        f"object with __dlpack__, but got {type(dlpack).__name__}.")
    try:
        return Tensor(jax.dlpack.from_dlpack(dlpack))
    except jax.errors.JaxRuntimeError as err:
        raise RuntimeError(f"from_dlpack received an invalid capsule ({err}). DLTensor capsules "
                           f"can be consumed only once.") from None


# Types whose reflected ``__radd__``/``__rsub__``/``__rmul__`` compute ``tensor + x``, ``-``, ``*``
# (2.10: dense + COO is dense, dense * COO / CSR sparse, dense + CSR a TypeError); filled by
# minicell.common.sparse_tensor.
REFLECTED = set()

_ADD, _SUB, _MUL, _DIV = get_op("add"), get_op("sub"), get_op("mul"), get_op("div")
_RECIPROCAL, _FLOORDIV, _MOD = get_op("reciprocal"), get_op("floor_div"), get_op("floor_mod")
_POW, _NEG, _ABS = get_op("pow"), get_op("neg"), get_op("abs")
_LOGICAL_NOT = get_op("logical_not")
_AND = get_op("bitwise_and")
_OR = get_op("bitwise_or")
_XOR = get_op("bitwise_xor")
_EQ = get_op("equal")
_NE = get_op("not_equal")
_LT = get_op("less")
_LE = get_op("less_equal")
_GT = get_op("greater")
_GE = get_op("greater_equal")

# name -> function(self, *args, **kwargs); filled by minicell.ops from its op table.
_TENSOR_METHODS = {}

Tensor.from_numpy = staticmethod(from_numpy)
Tensor.from_dlpack = staticmethod(from_dlpack)
_dispatch.set_tensor_type(Tensor)
