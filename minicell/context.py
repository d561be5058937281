"""``set_context``/``get_context`` and the two execution modes.

>>> import minicell as ms
>>> ms.set_context(mode=ms.GRAPH_MODE); ms.get_context("mode")
0
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import contextlib
import ctypes
import difflib
import os

from .runtime.dispatch import GRAPH_MODE, PYNATIVE_MODE, state as _state
from .parallel._auto_parallel_context import (  # noqa: F401  MindSpore has them in context too
    ParallelMode, set_auto_parallel_context, get_auto_parallel_context,
    reset_auto_parallel_context,
)

_MODES = {GRAPH_MODE: "GRAPH_MODE", PYNATIVE_MODE: "PYNATIVE_MODE"}
STRICT, COMPATIBLE, LAX = 0, 1, 2      # ``jit_syntax_level`` values (also ``ms.STRICT``...)
_DEVICE_TARGETS = ("CPU", "GPU", "Ascend")

# Every keyword MindSpore 2.10's ``set_context`` accepts (including its deprecated and
# device-specific ones, which it warns about or ignores), so real scripts keep running; minicell
# stores their values for ``get_context`` and acts on ``mode`` and ``device_target`` only.
_KNOWN_KEYS = frozenset("""
mode device_target device_id save_graphs save_graphs_path jit_level jit_config jit_syntax_level
max_call_depth pynative_synchronize deterministic debug_level check_bprop
max_device_memory variable_memory_max_size mempool_block_size memory_optimize_level
enable_compile_cache compile_cache_path enable_graph_kernel graph_kernel_flags
enable_reduce_precision enable_sparse enable_auto_mixed_precision auto_tune_mode
enable_profiling profiling_options print_file_path env_config_path reserve_class_name_in_scope
ascend_config gpu_config disable_format_transform op_timeout inter_op_parallel_num
runtime_num_threads exec_order infer_boost aoe_tune_mode aoe_config aoe_job_type
precision_mode jit_compile atomic_clean_policy matmul_allow_hf32 conv_allow_hf32
op_precision_mode op_debug_option ge_options host_scheduling_max_threshold
matmul_allow_tf32 conv_allow_tf32 conv_fprop_algo conv_dgrad_algo conv_wgrad_algo
hccl_watchdog topo_order need_ckpt cur_step_num save_checkpoint_steps last_triggered_step
dataset_broadcast_opt_level
""".split())


def _unknown_key_error(key):
    if key == "grad_for_scalar":        # 2.10's text for the key it removed (measured)
        return ValueError("For 'context.set_context', the parameter 'grad_for_scalar' has been "
                          "removed since MindSpore 2.10 version. Please use the tensor "
                          "derivative instead.")
    close = difflib.get_close_matches(key, sorted(_KNOWN_KEYS), n=1, cutoff=0.6)
    hint = f" Did you mean {close[0]!r}?" if close else ""     # only past 2.10's text
    return ValueError(f"For 'context.set_context', the keyword argument {key} is not recognized! "
                      f"For detailed usage of 'set_context', please refer to the Mindspore "
                      f"official website.{hint}")


class _Context:
    __slots__ = ("values",)

    @property
    def mode(self):
        """The execution mode; kept in ``runtime.dispatch.state`` where the call paths read it."""
        return _state.mode

    @mode.setter
    def mode(self, value):
        _state.mode = value

    def __init__(self):
        self.values = {}       # what set_context set; get_context falls back to _DEFAULTS

    def __call__(self):
        """``context._context()`` is 2.10's accessor of this singleton (``K_CONTEXT``)."""
        return self


# What MindSpore 2.10's ``get_context`` answers on CPU before anything is set (measured); the
# keys it accepts in ``set_context`` but not in ``get_context`` are left out, as there.
_DEFAULTS = {
    "device_target": "CPU", "device_id": 0, "save_graphs": 0, "save_graphs_path": ".",
    "jit_level": "", "jit_config": {}, "jit_syntax_level": 2, "max_call_depth": 1000,
    "pynative_synchronize": False, "deterministic": "OFF", "debug_level": 0,
    "check_bprop": False, "max_device_memory": 1024.0, "variable_memory_max_size": "0",
    "mempool_block_size": 1.0, "memory_optimize_level": 0, "enable_compile_cache": None,
    "compile_cache_path": "", "enable_graph_kernel": False, "graph_kernel_flags": "",
    "enable_reduce_precision": True, "enable_profiling": False,
    "profiling_options": "training_trace", "print_file_path": "", "env_config_path": "",
    "reserve_class_name_in_scope": True, "ascend_config": {}, "gpu_config": {},
    "disable_format_transform": False, "op_timeout": 900, "inter_op_parallel_num": 0,
    "runtime_num_threads": 2, "exec_order": "bfs", "infer_boost": "off", "aoe_tune_mode": "",
    "aoe_config": {}, "aoe_job_type": "2", "precision_mode": "", "jit_compile": "",
    "atomic_clean_policy": "", "matmul_allow_hf32": "", "conv_allow_hf32": "",
    "op_precision_mode": "", "op_debug_option": "", "ge_options": "",
    "host_scheduling_max_threshold": "", "matmul_allow_tf32": False, "conv_allow_tf32": True,
    "conv_fprop_algo": "normal", "conv_dgrad_algo": "normal", "conv_wgrad_algo": "normal",
    "hccl_watchdog": True, "topo_order": "", "need_ckpt": False, "cur_step_num": 0,
    "save_checkpoint_steps": 0, "last_triggered_step": 0, "dataset_broadcast_opt_level": 0,
    "enable_ge": False,        # read-only in 2.10 (set_context(enable_ge=...) fails there)
}


_context = _Context()
K_CONTEXT = _context           # 2.10's name of the singleton; minicell reads ``_context``


def set_context(*args, **kwargs):
    """Set ``mode`` (``GRAPH_MODE`` or ``PYNATIVE_MODE``), ``device_target`` and other options
    (keywords only: 2.10's TypeError for a positional one).

    >>> import minicell as ms
    >>> ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
    """
    if args:
        raise TypeError("too many positional arguments")
    # Everything is checked before anything is set: a failed call changes nothing.
    for key in kwargs:
        if key not in _KNOWN_KEYS:
            raise _unknown_key_error(key)
    for key, value in kwargs.items():
        _check_value(key, value)
    if "mode" in kwargs:
        mode = kwargs["mode"]               # True/False are 1/0, as MindSpore reads them
        if mode is None or int(mode) not in _MODES:
            raise ValueError(f"For 'context.set_context', the argument 'mode' should be "
                             f"context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got "
                             f"{mode}.")
    if "device_target" in kwargs:
        target = kwargs["device_target"]
        if target not in _DEVICE_TARGETS + ("Davinci",):    # 2.10's list and text
            raise ValueError(f"For 'context.set_context', the argument 'device_target' must be "
                             f"one of {list(_DEVICE_TARGETS + ('Davinci',))}, but got {target}.")
    values = _as_read_back(kwargs)
    if values.get("device_target") == "Davinci":            # 2.10's other name of Ascend
        values["device_target"] = "Ascend"
    if "save_graphs_path" in values:    # 2.10 creates the folder and keeps its real path
        values["save_graphs_path"] = os.path.realpath(values["save_graphs_path"])
        os.makedirs(values["save_graphs_path"], exist_ok=True)
    if "mode" in values:
        _context.mode = int(values.pop("mode"))     # True reads back as 1
    if "deterministic" in values:
        set_deterministic_environment(values["deterministic"] == "ON", values["deterministic"])
    _context.values.update(values)


# deterministic: the variables 2.10 sets for Ascend (HCCL, TBE): (value when on, when off)
_DETERMINISTIC_ENV = {"HCCL_DETERMINISTIC": ("true", "false"), "TE_PARALLEL_COMPILER": ("1", "0")}
_XLA_DETERMINISTIC = "--xla_gpu_deterministic_ops=true"


def set_deterministic_environment(on, shown):
    """``deterministic`` on or off: 2.10's environment variables (set to their 'on' value, an
    HCCL 'strict' kept; unset when off), each with 2.10's warning when it held another value,
    ``shown`` being how the API names the setting ('ON'/'OFF' for set_context, 'True'/'False'
    for set_deterministic); and XLA's flag for GPU programs compiled afterwards (XLA's CPU
    kernels already are deterministic)."""
    from . import log
    for name, (on_value, off_value) in _DETERMINISTIC_ENV.items():
        old = os.environ.get(name)
        if on and not (name == "HCCL_DETERMINISTIC" and old == "strict"):
            if old and old != on_value:
                allowed, quote = (("'true' or 'strict'", "" if shown == "ON" else "'")
                                  if name == "HCCL_DETERMINISTIC" else (f"'{on_value}'", "'"))
                log.warning(f"Environment '{name}' should be {allowed} when set "
                            f"deterministic='{shown}', but got '{old}'. {quote}{name}' will be "
                            f"set to '{on_value}'.")    # 2.10's set_context drops HCCL's quote
            os.environ[name] = on_value
        elif not on and old and old != off_value:
            log.warning(f"Environment '{name}' should not be set or be '{off_value}' when set "
                        f"deterministic='{shown}', but got '{old}'. '{name}' will be unset.")
            del os.environ[name]
    flags = os.environ.get("XLA_FLAGS", "").replace(_XLA_DETERMINISTIC, "").strip()
    os.environ["XLA_FLAGS"] = f"{flags} {_XLA_DETERMINISTIC}".strip() if on else flags


def store_checked(key, value):
    """Store a context value another API has checked (``device_context`` writes its settings
    here, including ``precision_mode``, which ``set_context`` itself refuses as 2.10 does)."""
    _context.values.update(_as_read_back({key: value}))


# MindSpore 2.10's type (TypeError) and value (ValueError) rule of some keys, measured.
_TYPES = {"mode": int, "device_id": int, "device_target": str, "max_call_depth": int,
          "jit_config": dict, "pynative_synchronize": bool, "save_graphs_path": str,
          "check_bprop": bool, "enable_graph_kernel": bool, "print_file_path": str,
          "inter_op_parallel_num": int, "runtime_num_threads": int, "op_timeout": int,
          "ascend_config": dict, "gpu_config": dict, "enable_reduce_precision": bool,
          "enable_compile_cache": bool, "env_config_path": str, "graph_kernel_flags": str,
          "disable_format_transform": bool, "reserve_class_name_in_scope": bool,
          "deterministic": str, "aoe_config": dict, "debug_level": int}
_ARG = "For 'context.set_context', the argument '{key}' "
_RANGES = {"max_call_depth": (lambda v: v > 0, _ARG + "must be greater than 0, but got {value}."),
           "device_id": (lambda v: 0 <= v <= 4095, _ARG + "must be in range [0, 4095], but got "
                                                          "{value}."),
           "deterministic": (lambda v: v in ("ON", "OFF"), _ARG + "must be one of ['ON', "
                                                                   "'OFF'], but got {value}."),
           "runtime_num_threads": (lambda v: v >= 0, "The num of thread must bigger than or "
                                                     "equal to 0."),
           "inter_op_parallel_num": (lambda v: v >= 0, "The num of parallel thread must bigger "
                                                       "than or equal to 0."),
           "op_timeout": (lambda v: v >= 0, "The num of op exe timeout must bigger than or "
                                            "equal to 0."),
           "aoe_tune_mode": (lambda v: v in ("online", "offline"),
                             _ARG + "must be in ['online', 'offline'], but got {value}."),
           "exec_order": (lambda v: v in ("bfs", "dfs"),
                          _ARG + "must be one of ['bfs', 'dfs'], but got {value}."),
           "debug_level": (lambda v: v in (0, 1), "For 'debug_level', the value should be "
                                                  "context.DEBUG or context.RELEASE, but got "
                                                  "{value}."),
           # an Ascend option 2.10 takes only inside ascend_config
           "precision_mode": (lambda v: False, "Please set 'precision_mode' through parameter "
                                               "ascend_config"),
           "env_config_path": (lambda v: not v or os.path.isfile(v),
                               "For 'context.set_context', the 'env_config_path' file "
                               "'{value}' is not exists, please check whether 'env_config_path' "
                               "is correct.")}
_JIT_CONFIG = {"jit_level": ["O0", "O1", "O2"], "infer_boost": ["on", "off"]}


def _check_value(key, value):
    kind = _TYPES.get(key)
    if value is None and key in ("mode", "device_target"):
        return      # 2.10 lets None through its type check to the ValueError of the value
    if value is None and key in ("save_graphs_path", "print_file_path"):
        raise ValueError(f"For 'context.set_context', the 'save_graphs_path' or the "
                         f"'print_file_path' is invalid type, it should be Non-empty string, but "
                         f"got '{value}'.")
    if kind is not None and not isinstance(value, kind):
        raise TypeError(f"The parameter '{key}' must be {kind}, but got {type(value)}")
    if key in _RANGES and not _RANGES[key][0](value):
        shown = os.path.realpath(value) if key == "env_config_path" else value   # as 2.10
        raise ValueError(_RANGES[key][1].format(key=key, value=shown))
    if key == "jit_syntax_level" and value is not None and not isinstance(value, int):
        raise TypeError(f"The parameter 'jit_syntax_level' must be <class 'int'> (ms.STRICT, "
                        f"ms.COMPATIBLE or ms.LAX), but got {type(value)}")
    if key == "jit_syntax_level" and value not in (0, 1, 2):    # STRICT, COMPATIBLE, LAX
        raise ValueError(f"For 'jit_syntax_level', the value should be context.STRICT or "
                         f"context.LAX, but got {value}.")
    if key == "jit_level" and not isinstance(value, str):
        raise RuntimeError(f"For 'context.set_context', 'jit_level' must be a str ('O0', 'O1' or "
                           f"'O2'), but got {value!r} of type {type(value)}.")
    for k, v in (value.items() if key == "jit_config" else ()):
        if k not in _JIT_CONFIG:
            raise ValueError(f"For 'context.set_context', the key of argument 'jit_config' must "
                             f"be one of {_JIT_CONFIG}, but got {k}.")
        if k == "jit_level" and v not in _JIT_CONFIG[k]:
            raise ValueError(f"For 'jit_config', the value of argument jit_level must be one "
                             f"of {_JIT_CONFIG[k]}, but got {v}.")


# Memory sizes MindSpore 2.10 checks to be strings and then ignores on CPU: get_context keeps
# answering the default (measured), and JAX sizes its pool from XLA_PYTHON_CLIENT_* instead.
_IGNORED_SIZES = ("max_device_memory", "mempool_block_size", "variable_memory_max_size")


def _as_read_back(kwargs):
    """The values as ``get_context`` answers them after MindSpore's ``set_context``."""
    values = dict(kwargs)
    for key in _IGNORED_SIZES:
        if key in values:
            if not isinstance(values[key], str):
                raise TypeError(f"The parameter '{key}' must be <class 'str'>, but got "
                                f"{type(values[key])}")
            del values[key]
    if "memory_optimize_level" in values:   # set as "O0"/"O1", read back as 0/1
        level = values["memory_optimize_level"]
        if level not in ("O0", "O1"):
            raise ValueError(f"For 'context.set_context', the argument 'memory_optimize_level' "
                             f"must be one of ['O0', 'O1'], but got {level}.")
        values["memory_optimize_level"] = int(level[1])
    if "save_graphs" in values:             # True reads back as 2, False as 0
        level = values["save_graphs"]
        if not isinstance(level, (bool, int)):
            raise TypeError(f"The parameter 'save_graphs' must be (<class 'bool'>, <class "
                            f"'int'>), but got {type(level)}")
        if level > 3:                       # 2.10 checks only the upper bound
            raise ValueError(f"value for save_graphs should be 0-3 but got '{level}'")
        values["save_graphs"] = 2 * level if isinstance(level, bool) else level
    return values


# MindSpore's ``set_context`` is a checking decorator around the setter; its ``__wrapped__``
# (which MindSpore's own tests call) is this same checked function here.
set_context.__wrapped__ = set_context


def get_jit_config():
    """The ``jit_config`` dict last given to ``set_context`` (``{}`` before any).

    >>> get_jit_config()
    {}
    """
    return dict(get_context("jit_config"))


def get_context(attr_key):
    """Read one context value, e.g. ``get_context("mode")``."""
    if not isinstance(attr_key, str):
        raise TypeError(f"attribute name must be string, not "     # 2.10's (measured)
                        f"'{type(attr_key).__name__}'")
    if attr_key == "mode":
        return _context.mode
    if attr_key in _context.values:
        return _context.values[attr_key]
    if attr_key not in _DEFAULTS:
        raise ValueError(f"For 'context.get_context', the argument {attr_key} is not "
                         f"recognized! For detailed usage of 'get_context', please refer to the "
                         f"Mindspore official website.")
    return _DEFAULTS[attr_key]


_LEVELS = {"STRICT": STRICT, "COMPATIBLE": COMPATIBLE, "LAX": LAX}


def _libc_getenv():
    try:
        fn = ctypes.CDLL(None).getenv
    except (OSError, AttributeError):
        return None
    fn.argtypes, fn.restype = [ctypes.c_char_p], ctypes.c_char_p
    return fn


_getenv = _libc_getenv()


def process_env(name):
    """The process environment's ``name`` as MindSpore's C++ reads it (``getenv``), which also
    sees ``os.putenv``/``os.unsetenv`` that ``os.environ`` misses (2.10 measured: after
    ``os.environ[k] = '0'; os.unsetenv(k)`` the variable no longer applies)."""
    if _getenv is None:
        return os.environ.get(name)
    value = _getenv(name.encode())
    return None if value is None else os.fsdecode(value)
_level_override = [None]     # the JitConfig level of the Cell being compiled (``syntax_level_of``)


def syntax_level():
    """The ``jit_syntax_level`` in effect (STRICT 0, COMPATIBLE 1, LAX 2), in MindSpore's order
    (measured on 2.10): ``MS_DEV_JIT_SYNTAX_LEVEL`` first, then the ``JitConfig`` of the Cell
    being compiled (``Cell.set_jit_config``), then ``set_context(jit_syntax_level=...)``."""
    env = process_env("MS_DEV_JIT_SYNTAX_LEVEL")
    if env:
        return {"0": STRICT, "1": COMPATIBLE}.get(env, LAX)
    level = _level_override[0]
    if level is None:
        level = _context.values.get("jit_syntax_level")
    return _LEVELS.get(level, level) if level is not None else LAX


def syntax_strict():
    """``syntax_level()`` is STRICT."""
    return syntax_level() == STRICT


@contextlib.contextmanager
def syntax_level_of(config):
    """While compiling a Cell: its ``JitConfig`` dict's ``jit_syntax_level`` (if set) is the
    level (``syntax_level``)."""
    prev = _level_override[0]
    _level_override[0] = config.get("jit_syntax_level") or None
    try:
        yield
    finally:
        _level_override[0] = prev


def is_graph_mode():
    """True when ``set_context(mode=GRAPH_MODE)`` is in effect.

    >>> is_graph_mode()
    False
    """
    return _context.mode == GRAPH_MODE


# MindSpore's parameter-server context. 2.10 on CPU stores these values (enable_ps=True included)
# and its Push/Pull kernels then fail to select; minicell stores them the same way, and its
# Push/Pull raise when called, so nothing runs as if a parameter server existed.
_PS_DEFAULTS = {"server_mode": "", "ms_role": "MS_NOT_PS", "enable_ps": False, "worker_num": 0,
                "server_num": 0, "scheduler_ip": "127.0.0.1", "scheduler_port": 6667,
                "enable_ssl": False, "config_file_path": ""}
_PS_SET_ONLY = ("client_password", "server_password", "scheduler_manage_port")
_ps_values = dict(_PS_DEFAULTS)


def set_ps_context(**kwargs):
    """Store parameter-server settings (``enable_ps``, ``worker_num``, ...), as MindSpore on CPU.

    >>> set_ps_context(enable_ps=False); get_ps_context("enable_ps")
    False
    """
    for key, value in kwargs.items():
        if key not in _PS_DEFAULTS and key not in _PS_SET_ONLY:
            raise ValueError(f"Set PS context keyword {key} is not recognized!")
        if key in ("enable_ps", "enable_ssl") and not isinstance(value, bool):
            raise TypeError(f"The parameter '{key}' must be {bool}, but got {type(value)}")
        if key in _PS_DEFAULTS:
            _ps_values[key] = value
        if key == "enable_ps":      # 2.10 takes the role from MS_ROLE then (measured)
            role = os.environ.get("MS_ROLE", "") if value else ""
            _ps_values["ms_role"] = role if role in _PS_ROLES else "MS_NOT_PS"


_PS_ROLES = ("MS_WORKER", "MS_PSERVER", "MS_SCHED")


def get_ps_context(attr_key):
    """One parameter-server setting (``get_ps_context("enable_ps")``)."""
    if attr_key not in _PS_DEFAULTS:
        raise ValueError(f"Get PS context keyword {attr_key} is not recognized!")
    return _ps_values[attr_key]


def reset_ps_context():
    """Every parameter-server setting back to its default."""
    _ps_values.clear()
    _ps_values.update(_PS_DEFAULTS)
