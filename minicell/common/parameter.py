"""Parameter (a named, trainable Tensor) and ParameterTuple.

>>> import minicell as ms, numpy as np
>>> ms.Parameter(ms.Tensor(np.zeros((5, 3)), ms.float32), name="w")
Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)
"""
import jax
import numpy as np

from ..runtime import dispatch as _dispatch, precision_scope as _precision_scope
from ..runtime.xla_options import traced as _traced
from ..runtime.registry import freeze_attrs, get_op
from . import _tensor_data, dtype as mstype
from .buffer import _Buffer
from .param_flags import ParamFlags, _check_name, _check_place
from .param_flags import _is_parameter_generated, is_generated_name  # noqa: F401 (kept here)
from .param_info import ParamInfo
from .tensor import Tensor
from .._check_jit_forbidden_api import jit_forbidden_register

def keep_lazy():
    """Whether a new Parameter keeps its initializer lazy: 2.10 does in (semi-)auto parallel
    mode, where a layout may slice it first (``parallel.sharding`` installs the test)."""
    return False


_SLOT = Tensor._data     # the Tensor slot holding the array; Parameter wraps it in a property


class Parameter(ParamFlags, Tensor):
    """``Parameter(default_input, name=None, requires_grad=True, layerwise_parallel=False)``.

    ``default_input``: a Tensor (a lazy ``initializer(...)`` one is initialised now, as 2.10;
    inside ``nn.no_init_parameters()`` and in (semi-)auto parallel mode it stays lazy until
    ``init_data()`` or first use), a number (Python int -> Int32, float -> Float32, as MindSpore
    does), a list or a numpy array. Unnamed Parameters are ``Parameter#N`` until a Cell attribute
    names them.

    >>> import minicell as ms
    >>> p = ms.Parameter(2.0, name="z")
    >>> p, p.requires_grad
    (Parameter (name=z, shape=(), dtype=Float32, requires_grad=True), True)
    """

    __slots__ = ("_info", "sliced", "is_init", "_inited_param", "_owned")
    init_param = True     # False inside ``nn.no_init_parameters()``: initializers stay lazy

    def __init__(self, default_input, name=None, requires_grad=True, layerwise_parallel=False,
                 parallel_optimizer=True, storage_format="", device=None):
        _check_name(name)
        _check_place(storage_format, device)
        Tensor.__init__(self, 0)  # fills the slots; the data is replaced below
        if isinstance(default_input, Tensor):
            if default_input.has_init and Parameter.init_param and not keep_lazy():
                default_input.init_data()   # 2.10: drawn now, so in the order Parameters are made
            if default_input._data is None:          # lazy: keep the initializer
                self._data = None
                self.init = default_input.init
                self._init_meta = default_input._init_meta
            else:
                self._data = default_input._data
        elif isinstance(default_input, bool):   # MindSpore 2.10 (a bool array is accepted)
            raise ValueError("Parameter data can not be `bool`")
        elif isinstance(default_input, np.bool_):
            self._data = Tensor(bool(default_input)).data_array()
        elif isinstance(default_input, int):
            # MindSpore makes a Python int Parameter Int32 (a Tensor of it is Int64).
            self._data = Tensor(default_input, mstype.int32).data_array()
        elif isinstance(default_input, (float, np.ndarray, np.generic, list)):
            self._data = Tensor(default_input).data_array()
        elif default_input is None:         # 2.10's Tensor(None) error
            raise _tensor_data.input_type_error(None)
        elif isinstance(default_input, (str, dict, set)):     # Tensor's text (2.10, measured)
            raise TypeError(f"For 'Tensor', the type of 'input_data' should be one of "
                            f"'['TensorPy', 'Tensor', 'ndarray', 'str_', 'list', 'tuple', "
                            f"'float', 'int', 'bool', 'complex', 'bytes']', but got type "
                            f"'{type(default_input).__name__}'.")
        else:       # a tuple too (2.10's list of types)
            raise TypeError(f"The type of the argument 'default_input' must be in ['Tensor', "
                            f"'int', 'float', 'numpy.ndarray', 'list']. But got type "
                            f"{type(default_input)}.")
        self.param_info = ParamInfo()
        self.name = name
        self.requires_grad = requires_grad
        self.layerwise_parallel = layerwise_parallel
        self.parallel_optimizer = parallel_optimizer
        self.sliced = False
        self.is_init = False  # MindSpore: only the GE backend sets it; False elsewhere
        self._inited_param = None

    # ---- data -----------------------------------------------------------------------------
    # Buffer ownership, for donation in GRAPH_MODE (compiler/call.py). ``_owned`` is True only
    # while the array is one a compiled step wrote back and nothing else has read since: every
    # read or write through ``_data`` (eager ops, ``asnumpy``, ``value()``, checkpoints, even
    # ``shape``) clears it, so a buffer that may be shared is never donated. The compiled call
    # path reads and writes the slot directly (``owned_array``/``store_owned``).
    @property
    def _data(self):
        self._owned = False
        return _SLOT.__get__(self)

    @_data.setter
    def _data(self, arr):
        self._owned = False
        _SLOT.__set__(self, arr)

    def owned_array(self):
        """``(array, owned)`` without giving up ownership: the compiled call path's read."""
        return _SLOT.__get__(self), self._owned

    def store_owned(self, arr):
        """Store ``arr``, a fresh output of a compiled step that nothing else holds."""
        _SLOT.__set__(self, arr)
        self._owned = True

    @property
    def data(self):
        """A Tensor sharing the Parameter's value (MindSpore's ``param.data``): it prints as a
        Tensor (``print(p.data)`` shows the values), and writes through it (``set_data``, item
        assignment) update the Parameter.

        >>> import minicell as ms
        >>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="w")
        >>> p.data
        Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])
        >>> p.data[0] = 5.0
        >>> p.asnumpy().tolist()
        [5.0, 2.0]
        """
        if not _plain_eager(_SLOT.__get__(self)):
            detached = _dispatch.dispatch(get_op("stop_gradient"), (self,))
            array = detached.data_array()
            if not isinstance(array, jax.Array) or isinstance(array, jax.core.Tracer):
                return detached      # traced (a graph): the Parameter's input, detached
        view = object.__new__(_ParameterData)
        view._param, view.init, view._tape_node, view._hooks = self, None, None, None
        return view

    @data.setter
    def data(self, value):
        """``p.data = t``: ``p.set_data(t)`` (2.10's setter)."""
        self.set_data(value)

    @property
    def inited_param(self):
        """MindSpore's initialised copy for parallel init; always None here (data is in place)."""
        return self._inited_param

    def value(self):
        """The current value as a Tensor (not a Parameter), on the differentiation path as in
        MindSpore 2.10: a gradient through it reaches the Parameter (the zoo's Transformer ties
        its output projection to ``embedding_table.value()``), and in a graph it is the
        Parameter's value at that point of the call, not a constant.

        >>> import minicell as ms
        >>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="v")
        >>> ms.grad(lambda: (p.value() * 3).sum(), None, [p])()[0].asnumpy().tolist()
        [3.0, 3.0]
        """
        return _dispatch.dispatch(get_op("cast"), (self,),
                                  freeze_attrs({"dtype": self.dtype.np_dtype.name}))

    @jit_forbidden_register
    def set_data(self, data, slice_shape=False):
        """Replace the value, cast to this Parameter's dtype; returns self.

        Another shape replaces the shape (MindSpore 2.10 checks none, measured: (2, 3) ->
        (4, 5), eagerly and in a PYNATIVE construct; ``slice_shape`` is taken for its API).

        >>> import minicell as ms
        >>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="b")
        >>> p.set_data(ms.Tensor([3, 4])).asnumpy()
        array([3., 4.], dtype=float32)
        """
        from ..runtime.param_write import write
        if not isinstance(data, (Tensor, int, float)):     # as MindSpore 2.10 (np.float32 too)
            raise TypeError(f"Parameter data must be [`Tensor`, `int`, `float`] or a kind of "
                            f"`Tensor` (like `Tensor`). But with type {type(data)}.")
        if isinstance(data, float) and self.dtype.kind in ("int", "uint"):
            raise TypeError(f"Incoming Parameter dtype can not be converted to current dtype "
                            f"implicitly. Current dtype is {self.dtype}, and incoming is Float. "
                            f"Use .set_dtype(xxx) to change the dtype.")
        return write(self, data, "Parameter.set_data", True)

    @jit_forbidden_register
    def set_dtype(self, dtype):
        """Cast the value to ``dtype`` in place; unlike ``set_data`` the Parameter takes the new
        dtype (as 2.10). Returns the dtype.

        >>> import minicell as ms
        >>> p = ms.Parameter(ms.Tensor([1.5]), name="h")
        >>> print(p.set_dtype(ms.float16), p.dtype)
        Float16 Float16
        """
        if dtype is None:          # 2.10 logs 'Dtype to be set is nullptr' and keeps the dtype
            return None
        mstype.check_set_dtype(dtype)
        cast = _dispatch.dispatch(get_op("cast"), (self,),
                                  freeze_attrs({"dtype": mstype.to_mstype(dtype).np_dtype.name}))
        self._set_array(cast.data_array())
        return self.dtype

    def _set_array(self, arr):
        """Replace the wrapped array (the single place state is written; the tracer hooks it).
        A Parameter given a sharded layout (``minicell/parallel/sharding.py``) stays sharded."""
        sharding = self.__dict__.get("_sharding")
        if sharding is not None and arr is not None:
            arr = jax.device_put(arr, sharding)
        self._data = arr
        self.init = None

    def init_data(self, layout=None, set_sliced=False):
        """Run a lazy initializer now; returns self (one with data: itself, as 2.10)."""
        if not self.has_init:
            return self
        Tensor.init_data(self)
        if set_sliced:
            self.sliced = True
        return self

    def clone(self, init="same"):
        """A new Parameter with the same name and attributes; data copied (``init='same'``) or
        made by ``init`` (any ``initializer`` argument).

        >>> import minicell as ms
        >>> ms.Parameter(ms.Tensor([1.0]), name="w").clone(init="zeros").asnumpy()
        array([0.], dtype=float32)
        """
        if isinstance(init, str) and init == "same":
            source = Tensor._from_array(self.data_array())
        else:
            from .initializer import initializer
            source = initializer(init, self.shape, self.dtype)
        new = Parameter(source, name=self.name, requires_grad=self.requires_grad,
                        layerwise_parallel=self.layerwise_parallel,
                        parallel_optimizer=self.parallel_optimizer)
        new.sliced = self.sliced
        return new

    def __repr__(self):
        return (f"Parameter (name={self.name}, shape={self.shape}, dtype={self.dtype}, "
                f"requires_grad={self.requires_grad})")

    def __str__(self):
        return self.__repr__()

    def __reduce__(self):
        return (_rebuild_parameter, (self.asnumpy(), self.name, self.requires_grad,
                                     self.layerwise_parallel))

    def copy(self):
        """Eagerly a new Parameter of the same name and flags holding a copy of the data; in
        a graph a Tensor copy (2.10, both measured)."""
        return _dispatch.state.tracer.copy_parameter(self)

    def __deepcopy__(self, memo):
        return self.clone()

    def __copy__(self):
        return self.clone()


def _plain_eager(array):
    """Whether a Parameter holding ``array`` is read outside any trace (no GRAPH_MODE trace,
    no JAX trace), where ``p.data`` is a view of the concrete array: it then skips the
    ``stop_gradient`` dispatch that finds the traced value, which compiled an identity kernel
    per shape (85 of them, seconds, in one zoo model's ``_initialize_weights`` reading
    ``m.weight.data.shape``)."""
    return (isinstance(array, jax.Array) and not isinstance(array, jax.core.Tracer)
            and _dispatch.running_eagerly() and not _traced())


class _ParameterData(Tensor):
    """``Parameter.data``: a Tensor whose array is the Parameter's (reads and writes of ``_data``
    go to the Parameter, so its write checks and buffer-ownership tracking still apply). Like
    2.10's, it has no ``set_data`` (``param.data.set_data(...)`` is 2.10's AttributeError)."""
    __slots__ = ("_param",)

    @property
    def _data(self):
        return self._param._data

    @_data.setter
    def _data(self, arr):
        self._param._data = arr

    def __reduce__(self):
        # pickled and deep-copied as the plain Tensor it reads as (2.10's param.data is one)
        return (Tensor, (self.asnumpy(), self.dtype))


# It reads as a plain Tensor by name too: 2.10's ``param.data.set_data(w)`` (research/cv/U-GAT-IT's
# rho clipping) raises "'Tensor' object has no attribute 'set_data'", and type(p.data) prints
# Tensor's class.
_ParameterData.__name__ = _ParameterData.__qualname__ = Tensor.__name__
_ParameterData.__module__ = Tensor.__module__


_precision_scope.PARAMETER = Parameter     # (a to_float Cell's Parameter casts)


def _rebuild_parameter(array, name, requires_grad, layerwise_parallel):
    return Parameter(Tensor(array), name=name, requires_grad=requires_grad,
                     layerwise_parallel=layerwise_parallel)


class ParameterTuple(tuple):
    """A tuple of Parameters with ``clone(prefix, init='same')`` naming copies ``prefix.<name>``.

    Two different Parameters with one name are a ValueError (a checkpoint could keep only one).

    >>> import minicell as ms
    >>> t = ms.ParameterTuple([ms.Parameter(1.0, name="a")])
    >>> t.clone("copy")
    (Parameter (name=copy.a, shape=(), dtype=Float32, requires_grad=True),)
    """

    def __new__(cls, iterable):
        if not hasattr(iterable, "__iter__"):       # 2.10's tuple(iterable) fails first
            raise TypeError(f"'{type(iterable).__name__}' object is not iterable")
        if not isinstance(iterable, (tuple, list, set, ParameterTuple)) and \
                not hasattr(iterable, "__next__"):
            raise TypeError(f"For ParameterTuple initialization, ParameterTuple input should be "
                            f"'Parameter' collection, but got a {type(iterable)}. ")   # (sic) 2.10
        items = tuple(iterable)
        seen = {}
        for p in items:
            if not isinstance(p, Parameter):
                raise TypeError(f"For ParameterTuple initialization, ParameterTuple input should "
                                f"be 'Parameter' collection, but got a {type(iterable)}. ")
            other = seen.setdefault(p.name, p)
            if other is not p:
                raise ValueError(f"The value {p!r} , its name '{p.name}' already exists. Please "
                                 f"set a unique name for the parameter.")     # 2.10's text
        return super().__new__(cls, items)

    def clone(self, prefix, init="same"):
        """Copies of every Parameter, named ``prefix.<name>``."""
        if not isinstance(prefix, str):
            raise TypeError(f"expected string or bytes-like object, got "   # 2.10's re.match
                            f"'{type(prefix).__name__}'")
        if not prefix:
            raise ValueError("The '' is illegal, it must be match regular"     # 2.10's
                             "'^\\w+[0-9a-zA-Z\\_\\.]*$' by flags're.ASCII.'")
        out = []
        for p in self:
            c = p.clone(init)
            c.name = f"{prefix}.{p.name}"
            out.append(c)
        return ParameterTuple(out)


def is_state(x):
    """Whether ``x`` is Cell state a compiled graph reads as an input and writes back: a
    Parameter or a buffer."""
    return isinstance(x, (Parameter, _Buffer))
