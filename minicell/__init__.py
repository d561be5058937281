"""minicell: MindSpore's programming model on JAX. ``import minicell as ms``.

The public surface is declared here.
"""
import os as _os
from ._gc_paused import gc_paused as _pause_gc

with _pause_gc():    # a third of the import time otherwise (minicell/_gc_paused.py)
    from .common import dtype  # noqa: F401
    from .common.dtype import (  # noqa: F401
        bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, bfloat16, float32,
        float64, complex64, complex128, float8_e4m3fn, float8_e5m2, qint4x2, Type, dtype_to_nptype,
        dtype_to_pytype, pytype_to_dtype, get_py_obj_dtype, half, single, double, byte, short, intc,
        intp, long, ubyte, ushort, uintc, uintp, cfloat, cdouble, int_, uint, float_, number, string,
        list_, tuple_, type_none, tensor_type, TensorType, Int, QuantDtype,
    )
    from .common.dtype import float32 as float  # noqa: F401,A001  (mindspore.float, as in 2.10)
    from .common.dtype import int32 as int  # noqa: F401,A001  (mindspore.int, as in 2.10)
    from .common.dtype import bool_ as bool  # noqa: F401,A001  (mindspore.bool, as in 2.10)
    from .common.tensor import Tensor, tensor, is_tensor, from_numpy  # noqa: F401
    from .common.parameter import Parameter, ParameterTuple  # noqa: F401
    from .common.sparse_tensor import COOTensor, CSRTensor, RowTensor, SparseTensor  # noqa: F401
    from .common.tensor_funcs import frombuffer, swap_tensors  # noqa: F401
    from .common.byte_storage import UntypedStorage  # noqa: F401
    from .common.seed import set_seed, get_seed  # noqa: F401
    from .common.generator import (  # noqa: F401
        Generator, default_generator, manual_seed, seed, initial_seed, get_rng_state, set_rng_state,
    )
    from .common.unsupported import UnsupportedError, install as _install_unsupported
    from .common.unsupported import MINDIR_FUNCTIONS as _MINDIR, placeholders as _placeholders
    from .context import GRAPH_MODE, PYNATIVE_MODE, set_context, get_context  # noqa: F401
    from .context import set_ps_context, get_ps_context, reset_ps_context  # noqa: F401
    from .context import (  # noqa: F401
        ParallelMode, set_auto_parallel_context, get_auto_parallel_context,
        reset_auto_parallel_context,
    )
    from . import common, ops, nn, numpy, train  # noqa: F401  (ms.numpy unimported)
    from .parallel.sharding import Layout, shard  # noqa: F401
    from .parallel import (  # noqa: F401  strategy files, per-rank checkpoints, AUTO_PARALLEL search
        set_algo_parameters, get_algo_parameters, reset_algo_parameters, merge_pipeline_strategys,
        rank_list_for_transform, transform_checkpoint_by_rank, transform_checkpoints,
        convert_checkpoints, convert_checkpoint_by_rank, rank_list_for_convert, unified_safetensors,
        load_segmented_checkpoints, parameter_broadcast, set_op_strategy_config,
    )
    from .autodiff import *  # noqa: F401,F403  grad, value_and_grad
    from .runtime.saved_hooks import saved_tensors_hooks, register_saved_tensors_hooks  # noqa: F401
    from .common._grad_function import _Function  # noqa: F401  (custom autograd function)
    from .runtime.no_grad import _no_grad  # noqa: F401
    from .train.serialization import *  # noqa: F401,F403  save/load_checkpoint, load_param_into_net
    from .train.mindir import export, load  # noqa: F401  (MINDIR: run by nn.GraphCell)
    from .compiler.api import jit, ms_function  # noqa: F401
    from .compiler.flops import flops_collection  # noqa: F401
    from .compiler.jit_options import (  # noqa: F401
        JitConfig, jit_class, lazy_inline, no_inline, enable_dynamic, Symbol, STRICT, COMPATIBLE, LAX,
        recompute,
    )
    from .device import (  # noqa: F401
        set_device, get_current_device, set_deterministic, synchronize, memory_stats,
        memory_allocated, max_memory_allocated, memory_reserved, max_memory_reserved, memory_summary,
        empty_cache, ms_memory_recycle, reset_peak_memory_stats, reset_max_memory_allocated,
        reset_max_memory_reserved,
        launch_blocking, dispatch_threads_num, set_cpu_affinity, set_recursion_limit,
        set_device_limit, get_device_limit, set_memory, get_level, get_log_config, run_check,
    )
    from ._streams import (  # noqa: F401
        Stream, Event, StreamCtx, set_cur_stream, current_stream, default_stream,
        communication_stream,
    )
    from .ops.functional_transforms import vmap, jvp, vjp, jacfwd, jacrev  # noqa: F401
    from .runtime.mutable import mutable  # noqa: F401
    from .runtime.dispatch_mode import MsDispatchMode  # noqa: F401  (also in minicell.utils)
    from .ops.primitive import constexpr  # noqa: F401  (2.10 exports it at the top level too)
    from .train.model import Model  # noqa: F401
    from .train import *  # noqa: F401,F403  callbacks, metrics, loss-scale managers, ckpt utils
    from . import amp  # noqa: F401
    from .ops import function as _ops_function  # noqa: F401  (ms.ops.function.*, 10 ms)
    from . import device_context, hal  # noqa: F401  (mindspore.device_context, mindspore.hal)
    from .ops import auto_generate as _ops_auto_generate  # noqa: F401  (3 ms)
    if _os.environ.get("MS_PROFILER_OPTIONS"):   # EnvProfiler starts recording on import
        from . import profiler  # noqa: F401

    from .version import __version__  # noqa: E402  (the MindSpore release followed)
    from ._class_modules import relabel_loaded as _relabel_classes  # noqa: E402

    _install_unsupported(__name__, "mindspore")
    _relabel_classes()      # type(x) prints 2.10's module paths (minicell.nn.layer.container...)
globals().update(_placeholders("mindspore", _MINDIR))   # import; raise when called
_unsupported_name = __getattr__  # noqa: F821  installed by the line above

_LAZY = ("dataset", "mindrecord", "mint", "experimental", "utils", "tools", "rewrite", "boost",
         "multiprocessing", "_extends", "_c_dataengine", "safeguard", "profiler")
_PROFILER = ("Profiler", "EnvProfiler")     # ms.Profiler: the profiler package's (~50 ms CPU)
_SAFEGUARD = ("obfuscate_ckpt", "load_obf_params_into_net")   # ms.obfuscate_ckpt: safeguard's


def __getattr__(name):
    """``minicell.dataset`` (with ``minicell.mindrecord``), ``minicell.mint``,
    ``minicell.experimental``, ``minicell.utils``, ``minicell.tools``, ``minicell.rewrite`` and
    the other subpackages in ``_LAZY`` are imported on first use: dataset would add a sixth to
    ``import minicell`` (~50 ms CPU), mint ~45 ms. 2.10 imports them all with the package, so
    ``ms.rewrite.SymbolTree`` works without its own import there (MindSpore's amp tests use it);
    ``ms.dataset``, ``from mindspore import dataset`` and ``import mindspore.dataset`` find them
    either way."""
    if name in _LAZY:
        import importlib
        with _pause_gc():
            return importlib.import_module("." + name, __name__)
    if name in _SAFEGUARD:
        from . import safeguard
        return getattr(safeguard, name)
    if name == "set_dump":      # 2.10's deprecated mindspore.set_dump: tools.set_dump's
        from .tools.data_dump import deprecated_set_dump
        return deprecated_set_dump
    if name in _PROFILER:
        import importlib
        with _pause_gc():
            return getattr(importlib.import_module(".profiler", __name__), name)
    return _unsupported_name(name)


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_PROFILER))
