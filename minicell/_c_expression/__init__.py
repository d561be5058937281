"""``mindspore._c_expression``: the names of MindSpore's C++ extension module that have a meaning
in minicell (which has no C++ core; everything else of that module is absent, not faked).

- ``TensorPy``: MindSpore's C++ base class of ``Tensor``. minicell's Tensor has no separate base,
  so ``TensorPy`` is ``Tensor`` itself: ``isinstance(t, TensorPy)`` holds for every Tensor (as in
  MindSpore), ``TensorPy(x)`` builds a Tensor from a Tensor, array or number, and it pickles and
  converts (``asnumpy``) as a Tensor does. (MindSpore's ``TensorPy(x)`` is a bare C++ object
  without the Python ``Tensor`` methods; minicell's has them all.)
- ``get_code_extra(code_or_function)``: the record PIJit (MindSpore's bytecode capture,
  ``jit(capture_mode="bytecode")``) keeps of what it compiled for a code object. minicell has no
  bytecode capture: every ``jit`` compiles from the source (``compiler/``), whatever its
  ``capture_mode``. For a function called through a ``"bytecode"`` jit the record says what
  minicell did, in PIJit's words (``compiler.pijit_record``: 'GRAPH_CALLABLE', a break count of 1
  when the call ran op by op, the graph's calls and compiles); for any other code it is
  MindSpore's answer for code PIJit did not compile: ``None``.
- ``update_pijit_default_config(**kwargs)``: PIJit's default options (``compile_with_try``,
  ...). Without bytecode capture no option has an effect; keywords are accepted as MindSpore
  accepts them (any name), anything positional is MindSpore's TypeError.
- ``jit_mode_pi_enable()`` / ``jit_mode_pi_disable()``: switch PIJit's frame hook on or off,
  answering whether the state changed (MindSpore's answers). A ``"bytecode"`` jit function
  switches it on for its own call in MindSpore, so the switch never changes what such a
  function computes; minicell keeps only the state and the answers.
- ``MSContext.get_instance()``: the device facts libraries ask the C++ context for:
  ``get_ascend_soc_version()`` is ``''`` (no Ascend chip, as MindSpore on CPU) and
  ``ascend_soc_supports_feature(name)`` is False.
- ``security.enable_security()``: False (the debug output features are all present).
- ``swap_cache(host, device, block_mapping, is_device_to_host)``: PagedAttention's copy of KV
  cache blocks: for each ``[src, dst]`` row of ``block_mapping``, ``host[dst] = device[src]``
  (or ``device[dst] = host[src]``), in place.
- ``CommExecOrderChecker``: the recorder behind ``utils.comm_exec_order_check``; minicell's
  runtime records no communication order, so using it raises ``UnsupportedError``.
- ``Cell_`` / ``MixedPrecisionType``: the base of every Cell and its precision record
  (``minicell.nn._cell_base``).
- ``CreationType``: how a view Tensor was made (``DEFAULT``, ``NO_GRAD_MODE``, ``MULTI_OUTPUT``,
  ``CUSTOM_BPROP``, 2.10's values 0-3), what ``_pynative_executor.set_creation_type`` takes;
  minicell's in-place ops make no views, so the type changes nothing.
- ``typing``: the C++ dtype module (``kFloat32``, ``Float``, MindSpore's numeric TypeIds).

>>> import minicell as ms
>>> from minicell._c_expression import TensorPy, get_code_extra
>>> isinstance(ms.Tensor([1.0]), TensorPy), get_code_extra(lambda x: x) is None
(True, True)
"""
import enum
import types

from ..common import _philox
from ..common.param_info import ParamInfo  # noqa: F401  (2.10's class of Parameter.param_info)
from ..common.tensor import Tensor as TensorPy
from ..common.unsupported import placeholder
from ..compiler.pijit_record import record_of
from ..nn._cell_base import Cell_, MixedPrecisionType  # noqa: F401  (Cell's C++ base)
from . import amp, security, typing  # noqa: F401

CommExecOrderChecker = placeholder("mindspore._c_expression", "CommExecOrderChecker")
init_exec_dataset = placeholder("mindspore._c_expression", "init_exec_dataset")  # (cpm imports it)
Tensor = TensorPy   # the C++ base's name before MindSpore 2.6 (mindnlp 0.2 imports it)  (mindspore._c_expression.security, .typing)


class CreationType(enum.IntEnum):
    """How a view Tensor was created (2.10's enum; ``str`` is ``'CreationType.DEFAULT'``)."""
    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3

    __str__ = enum.Enum.__str__


def get_code_extra(code):
    """PIJit's compile record of ``code`` (a code object or function): for a function run
    through ``jit(capture_mode="bytecode")``, what minicell did, in PIJit's words
    (``compiler.pijit_record``: compiled as a graph or broken, calls, compiles); None for code
    never run so (MindSpore's answer for code PIJit did not compile)."""
    return record_of(code)


def function_id(obj):
    """The identity of the function ``obj`` calls (PIJit's key for a callable), as an int: the
    same for a method and the function under it (``Test().f`` and ``Test.f``, ``[].append``
    and ``list.append``, ``().__getitem__`` and ``tuple.__getitem__``, a classmethod and its
    ``__func__``); ``id(obj)`` for anything else. (MindSpore answers a C function's address
    for builtins, so those numbers differ from MindSpore's; equal and unequal pairs agree.)"""
    func = getattr(obj, "__func__", None)
    if func is not None:                       # a bound method, classmethod or staticmethod
        return id(func)
    owner = getattr(obj, "__self__", None)
    name = getattr(obj, "__name__", None)
    if (isinstance(obj, (types.MethodWrapperType, types.BuiltinMethodType)) and name
            and owner is not None and not isinstance(owner, (type, types.ModuleType))):
        for klass in type(owner).__mro__:      # a C method bound to an instance: its descriptor
            descriptor = klass.__dict__.get(name)
            if descriptor is not None:
                return id(descriptor)
    return id(obj)


def update_pijit_default_config(*args, **kwargs):
    """Set PIJit's default options: accepted and without effect in minicell (no bytecode
    capture); positional arguments raise MindSpore's TypeError."""
    if args:
        raise TypeError("update_pijit_default_config(): incompatible function arguments. The "
                        "following argument types are supported:\n    1. (**kwargs) -> None\n\n"
                        f"Invoked with: {', '.join(repr(a) for a in args)}")
    del kwargs


_pi_jit_on = [False]     # PIJit's frame hook (jit_mode_pi_enable/disable); nothing reads it


def jit_mode_pi_enable():
    """Switch PIJit's frame hook on: True when it was off (MindSpore's answer), else False."""
    was, _pi_jit_on[0] = _pi_jit_on[0], True
    return not was


def jit_mode_pi_disable():
    """Switch PIJit's frame hook off: True when it was on, else False."""
    was, _pi_jit_on[0] = _pi_jit_on[0], False
    return was


def _fill_randoms(arr, draw):
    """Fill the float32 numpy array ``arr`` in place with ``draw(size)``: the C++ helpers
    MindSpore's initializers call, with its generator (``common._philox``; other dtypes are
    2.10's error)."""
    import numpy as np
    if not isinstance(arr, np.ndarray):
        raise TypeError(f"incompatible function arguments: (seed: int, data: Buffer, ...) expected "
                        f"a numpy array, but got {type(arr).__name__}")
    if arr.dtype != np.float32:
        raise RuntimeError(f"Unsupported data type '{arr.dtype.char}'.")
    arr[...] = draw(arr.size).reshape(arr.shape)


def _random_normal(seed, arr, mean, sigma):
    """Fill float32 ``arr`` in place with draws of N(mean, sigma**2) from ``seed``."""
    _fill_randoms(arr, lambda n: _philox.normal(int(seed), n, mean, sigma))


def _random_uniform(seed, arr, low, high):
    """Fill float32 ``arr`` in place with draws of U(low, high) from ``seed``."""
    _fill_randoms(arr, lambda n: _philox.uniform(int(seed), n, low, high))


def _truncated_normal(seed, arr, a, b, mean, sigma):
    """Fill float32 ``arr`` in place with draws of N(mean, sigma**2) restricted to [a, b]."""
    _fill_randoms(arr, lambda n: _philox.truncated_normal(int(seed), n, a, b, mean, sigma))


class MSContext:
    """The device facts of MindSpore's C++ context (one instance, ``get_instance()``)."""
    _instance = None

    @classmethod
    def get_instance(cls):
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def get_ascend_soc_version(self):
        return ""

    def ascend_soc_supports_feature(self, name):
        del name
        return False


__all__ = ["TensorPy", "Tensor", "CreationType", "MSContext", "_random_normal", "_random_uniform",
           "_truncated_normal", "function_id", "get_code_extra",
           "jit_mode_pi_enable", "jit_mode_pi_disable",
           "update_pijit_default_config", "security", "typing"]


def swap_cache(host, device, block_mapping, is_device_to_host):
    """Copy the KV-cache blocks ``block_mapping`` (``[[src, dst], ...]``) from ``device`` into
    ``host`` (``is_device_to_host``) or back, in place; returns None."""
    import numpy as np
    rows = np.asarray(block_mapping.asnumpy() if hasattr(block_mapping, "asnumpy")
                      else block_mapping).reshape(-1, 2)
    source, target = (device, host) if is_device_to_host else (host, device)
    if len(rows):
        target[TensorPy(rows[:, 1])] = source[TensorPy(rows[:, 0])]
