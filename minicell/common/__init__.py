"""Tensor, Parameter, dtypes, initializers and seeds."""
import sys
import types

from . import dtype, initializer  # noqa: F401
from .tensor import Tensor  # noqa: F401
from .parameter import Parameter, ParameterTuple  # noqa: F401

# ``mindspore.common`` re-exports most of the top level (``from mindspore.common import mutable,
# jit, dtype``...). These resolve lazily to minicell's top-level names: ``minicell.common`` is
# imported by ``minicell/__init__.py`` before those names exist.
_FROM_TOP = frozenset((
    "COOTensor", "CSRTensor", "RowTensor", "SparseTensor", "Generator", "Int", "JitConfig", "QuantDtype", "Symbol",
    "TensorType", "Type", "UntypedStorage", "bfloat16", "bool_", "byte", "cdouble", "cfloat", "complex128",
    "complex64", "default_generator", "double", "dtype_to_nptype", "dtype_to_pytype",
    "enable_dynamic", "float16", "float32", "float64", "float8_e4m3fn", "float8_e5m2", "float_",
    "flops_collection",
    "from_numpy", "get_py_obj_dtype", "get_rng_state", "get_seed", "half", "initial_seed", "int16",
    "int32", "int64", "int8", "int_", "intc", "intp", "is_tensor", "jit", "jit_class",
    "lazy_inline", "list_", "long", "manual_seed", "ms_memory_recycle", "mutable", "no_inline",
    "number",
    "pytype_to_dtype", "qint4x2", "recompute", "register_saved_tensors_hooks",
    "saved_tensors_hooks", "seed", "set_dump", "set_recursion_limit", "set_rng_state",
    "set_seed", "short", "single", "string", "swap_tensors", "tensor_type", "tuple_", "type_none",
    "ubyte", "uint", "uint16", "uint32", "uint64", "uint8", "uintc", "uintp", "ushort",
))


from .unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.common")
_unsupported_name = __getattr__  # noqa: F821  installed by the line above


def __getattr__(name):
    if name in _FROM_TOP:
        return getattr(sys.modules["minicell"], name)
    return _unsupported_name(name)


class _Common(types.ModuleType):
    """``mindspore.common`` keeps its functions ``mutable``, ``lazy_inline`` and ``no_inline``
    when their modules are imported (2.10 keeps ``common/mutable.py`` & co. for names it moved to
    ``mindspore.graph``): the import system would bind the module over the function's name."""

    def __setattr__(self, name, value):
        if name in ("mutable", "lazy_inline", "no_inline") and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Common
