"""Parameter (a named, trainable Tensor) and ParameterTuple.

>>> import minicell as ms, numpy as np
>>> ms.Parameter(ms.Tensor(np.zeros((5, 3)), ms.float32), name="w")
Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)
"""
import itertools

import numpy as np

from .tensor import Tensor

_unnamed = itertools.count(1)


class Parameter(Tensor):
    """``Parameter(default_input, name=None, requires_grad=True, layerwise_parallel=False)``."""

    __slots__ = ("_name", "requires_grad", "layerwise_parallel", "sliced", "is_init",
                 "param_info", "_inited_param", "parallel_optimizer", "_user_named", "__dict__")

    def __init__(self, default_input, name=None, requires_grad=True, layerwise_parallel=False,
                 parallel_optimizer=True):
        if isinstance(default_input, Parameter):
            data = default_input
        elif isinstance(default_input, Tensor):
            data = default_input
        elif isinstance(default_input, (int, float, bool, np.ndarray, np.generic, list, tuple)):
            data = Tensor(default_input)
        else:
            from .initializer import Initializer
            if isinstance(default_input, Initializer):
                raise TypeError("For 'Parameter', an Initializer needs a shape: pass "
                                "initializer(init, shape, dtype) instead")
            raise TypeError(f"For 'Parameter', 'default_input' must be a Tensor, number, list or "
                            f"numpy array, but got {type(default_input).__name__}")
        Tensor.__init__(self, 0)  # fills the slots; data replaced below
        self._data = data._data
        self.init = data.init
        self._user_named = name is not None
        self._name = name if name is not None else f"Parameter#{next(_unnamed)}"
        if not isinstance(self._name, str):
            raise TypeError(f"For 'Parameter', 'name' must be a str, got {type(name).__name__}")
        self.requires_grad = bool(requires_grad)
        self.layerwise_parallel = layerwise_parallel
        self.parallel_optimizer = parallel_optimizer
        self.sliced = False
        self.is_init = False
        self.param_info = None
        self._inited_param = None

    # ---- naming ---------------------------------------------------------------------------
    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        if not isinstance(value, str):
            raise TypeError(f"For 'Parameter', 'name' must be a str, got {type(value).__name__}")
        self._name = value
        self._user_named = True

    # ---- data -----------------------------------------------------------------------------
    @property
    def data(self):
        """The Parameter itself (MindSpore's ``param.data``)."""
        return self

    @property
    def inited_param(self):
        return self._inited_param

    def set_data(self, data, slice_shape=False):
        """Replace the value, cast to this Parameter's dtype. Another shape is an error unless
        ``slice_shape=True``."""
        if isinstance(data, Tensor):
            arr = data.data_array()
        elif isinstance(data, (int, float, bool, np.ndarray, np.generic, list, tuple)):
            arr = Tensor(data).data_array()
        else:
            raise TypeError(f"For 'Parameter.set_data', 'data' must be a Tensor or number, but "
                            f"got {type(data).__name__}")
        new_shape = tuple(arr.shape)
        if new_shape != self.shape and not slice_shape:
            if not (self.shape == () and new_shape in ((), (1,))):
                raise ValueError(f"For 'Parameter.set_data' of Parameter '{self.name}', the new "
                                 f"data's shape {new_shape} differs from the Parameter's shape "
                                 f"{self.shape}; pass slice_shape=True to allow it")
            arr = arr.reshape(())
        dt = self.dtype
        if arr.dtype != dt.np_dtype:
            arr = arr.astype(dt.np_dtype)
        self._set_array(arr)
        return self

    def _set_array(self, arr):
        """Replace the wrapped array (the single place state is written; the tracer hooks it)."""
        self._data = arr
        self.init = None

    def init_data(self, layout=None, set_sliced=False):
        """Run a lazy initializer; returns self (MindSpore returns the Parameter)."""
        Tensor.init_data(self)
        self.is_init = True
        if set_sliced:
            self.sliced = True
        return self

    def clone(self, init="same"):
        """A copy with the same name and attributes (data copied, or re-initialised by ``init``)."""
        if init == "same":
            new = Parameter(Tensor._from_array(self.data_array()), name=self.name,
                            requires_grad=self.requires_grad,
                            layerwise_parallel=self.layerwise_parallel)
        else:
            from .initializer import initializer
            new = Parameter(initializer(init, self.shape, self.dtype), name=self.name,
                            requires_grad=self.requires_grad,
                            layerwise_parallel=self.layerwise_parallel)
        new._user_named = self._user_named
        return new

    def __repr__(self):
        return (f"Parameter (name={self.name}, shape={self.shape}, dtype={self.dtype}, "
                f"requires_grad={self.requires_grad})")

    def __str__(self):
        return self.__repr__()

    def __reduce__(self):
        return (_rebuild_parameter, (self.asnumpy(), self.name, self.requires_grad,
                                     self.layerwise_parallel))

    def __deepcopy__(self, memo):
        return self.clone()

    def __copy__(self):
        return self.clone()


def _rebuild_parameter(array, name, requires_grad, layerwise_parallel):
    return Parameter(Tensor(array), name=name, requires_grad=requires_grad,
                     layerwise_parallel=layerwise_parallel)


class ParameterTuple(tuple):
    """A tuple of Parameters with ``clone(prefix, init='same')``."""

    def __new__(cls, iterable):
        items = tuple(iterable)
        for p in items:
            if not isinstance(p, Parameter):
                raise TypeError(f"ParameterTuple takes Parameters only, got "
                                f"{type(p).__name__}")
        names = [p.name for p in items]
        dup = {n for n in names if names.count(n) > 1}
        if dup and len({id(p) for p in items}) != len(items):
            items = tuple(dict((id(p), p) for p in items).values())
        return super().__new__(cls, items)

    def clone(self, prefix, init="same"):
        """Copies named ``prefix.<name>``."""
        if not isinstance(prefix, str) or not prefix:
            raise ValueError("For 'ParameterTuple.clone', 'prefix' must be a non-empty str")
        out = []
        for p in self:
            c = p.clone(init)
            c.name = f"{prefix}.{p.name}"
            out.append(c)
        return ParameterTuple(out)

