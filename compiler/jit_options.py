"""MindSpore's compile-option objects and decorators around ``jit``: ``JitConfig``,
``jit_class``, ``lazy_inline``, ``no_inline``, ``enable_dynamic``, ``Symbol`` and the
``jit_syntax_level`` values ``STRICT``/``COMPATIBLE``/``LAX``.

They steer how MindSpore's own graph compiler inlines, specialises and caches; minicell's
pipeline (trace to IR, then ``jax.jit``) gives the same results without them, so each is
accepted, checked and recorded (``__minicell_jit_options__``) and changes no value. One steers
minicell's compiler too: a ``for`` over alike Cells whose class carries ``lazy_inline`` compiles
the layer once, as a scan (``compiler/layer_scan.py``).

>>> import minicell as ms
>>> ms.JitConfig(jit_level="O1").jit_config_dict["jit_level"]
'O1'
>>> @ms.lazy_inline
... class Block(ms.nn.Cell):
...     def construct(self, x):
...         return x
>>> Block()(ms.Tensor([1.0])).asnumpy().tolist()
[1.0]
"""
import functools
import os
import types
import weakref

from .. import log as _log
from ..common.symbol import Symbol  # noqa: F401  (compiler/set_inputs.py checks its dimensions)

from ..context import STRICT, COMPATIBLE, LAX  # noqa: F401  (jit_syntax_level values)

_LEVELS = ("", "O0", "O1", "O2")


class JitConfig:
    """Options for ``jit(jit_config=...)`` and ``Cell.set_jit_config``, as a dict in
    ``jit_config_dict`` (MindSpore's attribute)."""

    def __init__(self, jit_level="", exc_mode="auto", jit_syntax_level="", debug_level="RELEASE",
                 infer_boost="off", **kwargs):
        # 2.10's texts (graph/jit_config.py)
        if jit_level not in _LEVELS:
            raise ValueError("For 'jit_level' must be one of ['O0', 'O1', 'O2'].")
        if exc_mode not in ("auto", "sink", "no_sink"):
            raise ValueError("For 'exc_mode' must be one of '['auto', 'sink', 'no_sink']'.")
        if jit_syntax_level not in ("", "STRICT", "COMPATIBLE", "LAX"):
            raise ValueError("For 'jit_syntax_level' must be one of '['STRICT', 'LAX']'.")
        if debug_level not in ("RELEASE", "DEBUG"):
            raise ValueError("For 'debug_level' must be one of '['RELEASE', 'DEBUG']'.")
        if infer_boost not in ("", "on", "off"):
            raise ValueError("For 'infer_boost' must be one of '['on', 'off']'.")
        self.jit_config_dict = {"jit_level": jit_level, "exc_mode": exc_mode,
                                "jit_syntax_level": jit_syntax_level, "debug_level": debug_level,
                                "infer_boost": infer_boost, **kwargs}


_JIT_CHOICES = {"capture_mode": ["ast", "bytecode", "trace"], "jit_level": ["O0", "O1"]}


def check_jit_options(options):
    """MindSpore 2.10's checks of ``jit``'s options (others are accepted and ignored)."""
    for key, choices in _JIT_CHOICES.items():
        if key in options and options[key] not in choices:
            raise ValueError(f"For 'jit', the '{key}' must be str and must be in '{choices}', "
                             f"but got '{options[key]}'.")
    if options.get("infer_boost", "off") not in ("on", "off"):
        raise ValueError(f"For 'infer_boost', the value of 'infer_boost' must be one of "
                         f"['on', 'off'], but got '{options['infer_boost']}'.")
    if options.get("exc_mode", "auto") not in ("auto", "sink", "no_sink"):
        raise ValueError("For 'exc_mode' must be one of '['auto', 'sink', 'no_sink']'.")
    if "fullgraph" in options and not isinstance(options["fullgraph"], bool):
        raise TypeError(f"For 'jit', the 'fullgraph' must be a bool, but got "
                        f"{type(options['fullgraph']).__name__}.")
    dynamic = options.get("dynamic", 0)
    if isinstance(dynamic, bool) or not isinstance(dynamic, int):
        raise TypeError(f"For 'jit', the 'dynamic' must be 'int',  but got "
                        f"'{type(dynamic).__name__}'.")
    if dynamic not in (0, 1):
        raise ValueError(f"For 'jit', the 'dynamic' must be in range of [0, 1], but got "
                         f"{dynamic} with type 'int'.")


def plain_callable(fn, options):
    """True for a callable that is not a function or method (a Primitive, functools.partial,
    builtin, object with ``__call__``) or for no callable at all (``jit(1)``, measured): 2.10
    logs this and ``jit`` returns it as it is, to run as plain Python, in either capture_mode."""
    if isinstance(fn, (types.FunctionType, types.MethodType)):
        return False
    _log.warning(f"unsupported function type{fn}" if options.get("capture_mode") == "bytecode"
                 else f"The func should be function, method or cell instance/class, but got {fn}")
    return True


def unknown_backend(options):
    """2.10's error, raised when the function is first called, for a ``backend`` it does not
    know (None for the known ones: its own 'ms_backend' and 'GE'; both run on XLA here)."""
    backend = options.get("backend", "")
    if backend in ("", "ms_backend", "GE"):
        return None
    if not isinstance(backend, str):        # 2.10's pybind cast of the name
        return RuntimeError(f"Unable to cast Python instance of type {type(backend)} to C++ type "
                            f"'std::string'")
    return RuntimeError(f"Invalid backend name: {backend}, you should register custom backend "
                        f"first")


_CELL_JITS = weakref.WeakKeyDictionary()     # Cell -> {(construct, graph name, options): jitted}


def jit_cell(target, jit, options):
    """``jit`` of a Cell instance: its ``construct`` compiled, as a method bound to it (calling
    it runs no ``Cell.__call__``, so no hooks, as in MindSpore 2.10); ``jit`` of the same Cell
    again gives the same compiled function (one compile) until ``_set_jit_graph_name`` renames
    it. Of a Cell class (``@jit`` on the class): the class itself, its ``construct`` replaced
    by the compiled one."""
    if isinstance(target, type):
        target.construct = jit(target.construct, **options)
        return target
    construct = target.construct
    if not isinstance(construct, types.MethodType):    # a function set on the instance
        return jit(construct, **options)
    key = (construct.__func__, target.__dict__.get("_jit_graph_name", ""),
           repr(sorted(options.items())))
    try:
        jitted = _CELL_JITS.setdefault(target, {})
    except TypeError:        # a Cell that cannot be held weakly or hashed: compiled anew
        jitted = {}
    if key not in jitted:
        jitted[key] = jit(construct.__func__, **options)
    return types.MethodType(jitted[key], target)


def _record(obj, **options):
    merged = dict(getattr(obj, "__minicell_jit_options__", {}))
    merged.update(options)
    try:
        obj.__minicell_jit_options__ = merged
    except (AttributeError, TypeError):
        pass  # a builtin: nothing to record on
    return obj


def _decorator(name, fn, **options):
    """``@name`` and ``@name(...)`` both work."""
    if fn is None:
        return lambda f: _record(f, **{name: options or True})
    if not callable(fn):
        raise TypeError(f"'{name}' decorates a function or a class, but got "
                        f"{type(fn).__name__}.")
    return _record(fn, **{name: options or True})


def jit_class(cls):
    """Mark a class whose instances a GRAPH_MODE construct may create and use."""
    if not isinstance(cls, type):
        raise TypeError(f"Decorator jit_class can only be used for class type, but got {cls!r}.")
    if getattr(cls, "cells_and_names", None) is not None:    # a Cell: 2.10's TypeError (measured)
        raise TypeError(f"Decorator jit_class is used for user-defined classes and cannot be "
                        f"used for nn.Cell: {cls!r}.")
    return _record(cls, jit_class=True)


def lazy_inline(fn=None, attrs=None, policy=None):
    """MindSpore's hint to compile a repeated Cell once and call it (not inline it): on a Cell
    class's ``__init__`` (or the class), a graph's ``for`` over alike Cells of it compiles the
    layer once, as a scan over their stacked Parameters (``compiler/layer_scan.py``)."""
    return _decorator("lazy_inline", fn, **({"attrs": attrs} if attrs else {}),
                      **({"policy": policy} if policy else {}))


def no_inline(fn=None):
    """MindSpore's hint to keep a function as a call in the graph."""
    return _decorator("no_inline", fn)


def enable_dynamic(**kwargs):
    """Mark arguments as dynamic-shaped (``Symbol`` or ``Tensor(shape=[None, ...])``)."""
    def wrap(fn):
        @functools.wraps(fn)
        def inner(*args, **kw):
            return fn(*args, **kw)
        return _record(inner, enable_dynamic=kwargs)
    return wrap


def recompute(block, *args, **kwargs):
    """Run ``block(*args)``; MindSpore's hint to recompute its activations in the backward
    pass instead of storing them. XLA's rematerialisation decides this for compiled graphs,
    so the result and its gradient are the same either way."""
    if not callable(block):
        raise TypeError(f"For 'recompute', 'block' must be callable, but got "
                        f"{type(block).__name__}.")
    for key in ("use_reentrant", "output_recompute", "early_stop", "context_fn"):
        kwargs.pop(key, None)
    return block(*args, **kwargs)


# ``os.environ.get`` costs a few Python frames and a caught KeyError (~0.8 us) on every compiled
# call; ``os.environ``'s own store, read with its encoded key, holds the same (CPython keeps it
# in step with every ``os.environ`` write), ~50 ns
_ENV_STORE = getattr(os.environ, "_data", None)
if _ENV_STORE is not None:
    _KEY, _ON = os.environ.encodekey("MS_DEV_PRECOMPILE_ONLY"), os.environ.encodevalue("1")
else:
    _ENV_STORE, _KEY, _ON = os.environ, "MS_DEV_PRECOMPILE_ONLY", "1"


def precompile_only():
    """MindSpore's ``MS_DEV_PRECOMPILE_ONLY=1``: a compiled Cell or ``jit`` function (either
    mode) compiles for its inputs and returns None without running (2.10, measured; read on
    every call, as there)."""
    return _ENV_STORE.get(_KEY) == _ON


def jit_modes(options):
    """``(graph_break, fullgraph)`` of ``jit(**options)``. PIJit (capture_mode="bytecode")
    breaks the graph where it cannot capture; here a trace that fails runs that signature
    eagerly instead (``eager_fallback``), unless ``fullgraph=True``. ``fullgraph``: an ast
    capture with ``fullgraph=True`` (``fullgraph_body``)."""
    bytecode, full = options.get("capture_mode") == "bytecode", options.get("fullgraph", False)
    return bytecode and not full, not bytecode and full


def fullgraph_body(wrapper, fn):
    """``(function to trace, JitConfig-style level)`` for the jit ``wrapper`` of ``fn``: 2.10's
    ast ``jit(fullgraph=True)`` compiles at jit_syntax_level STRICT (``MS_DEV_JIT_SYNTAX_LEVEL``
    still outranks it) and gives the dicts it returns back as tuples (measured)."""
    if not wrapper.__minicell_fullgraph__:
        return fn, {}
    from .tree import strict_outputs

    def body(*a, **k):
        return strict_outputs(wrapper(*a, **k))
    body.__minicell_noconvert__ = True
    return body, {"jit_syntax_level": "STRICT"}
