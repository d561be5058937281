"""Eager dispatch: every op call of both modes passes through ``dispatch``.

``dispatch`` is one of the two places the mode is decided (the other is ``Cell.__call__``):
while a GRAPH_MODE trace runs, ``state.tracer`` is its Builder and ``dispatch`` hands the call to
its ``emit`` (an IR node is appended; see ``runtime.tracer`` for the whole protocol); otherwise
(``state.tracer is EAGER``) the op's cached jitted kernel runs at once and, while a tape is
recording (``state.tape``), the call is recorded for autodiff. Both paths read the same registry
entry.

``dispatch`` is the per-op cost of PYNATIVE_MODE, so its eager path is written for speed (the
benchmark ``op_chain`` measures it against a cached ``jax.jit`` call of one op): the kernel for
``attrs == ()`` is a plain attribute of the op, the common arities 1 and 2 avoid building
lists, Tensors are recognised by an exact-class test, and the result Tensor is built inline.
Everything unusual (lazy tensors, lists as inputs, errors) goes to ``_dispatch_slow``.
"""

import re

import numpy as _np

from . import x64 as _x64
from .xla_options import traced as _traced
from .precision_scope import TO_FLOAT as _TO_FLOAT, param_casts as _param_casts
from .dispatch_mode import MODES as _MODES, intercept as _intercept


GRAPH_MODE, PYNATIVE_MODE = 0, 1    # MindSpore's values (``minicell.context`` exports them)


class _State:
    """Process-wide dispatch state. ``tracer``: the current tracer (``runtime.tracer.EAGER``
    outside a GRAPH_MODE trace; installed by that module at import); ``tape``: the
    recorder; ``mode``: the context's mode (``set_context(mode=...)`` writes it);
    ``fallback``: whether a graph's signature runs op by op (``compiler.eager_fallback``)."""

    __slots__ = ("tracer", "tape", "mode", "fallback")

    def __init__(self):
        self.tracer = None
        self.tape = None
        self.mode = PYNATIVE_MODE
        self.fallback = False


state = _State()

_X64 = _x64._STATE  # its ``value``: is x64 on in this thread (see runtime/x64.py)
_x64_swap, _x64_restore = _x64._swap, _x64._restore
_Tensor = None  # set by minicell.common.tensor at import (avoids an import cycle)
_EAGER = None   # set by runtime.tracer at import
_new = object.__new__


def set_tensor_type(cls):
    """Called once by ``minicell.common.tensor``: the class ``wrap`` makes results of (the
    runtime does not import the Tensor module, which imports it)."""
    global _Tensor
    _Tensor = cls


def set_eager_tracer(tracer):
    """Called once by ``runtime.tracer``: the eager tracer, installed as ``state.tracer`` and
    recognised by identity on the hot path (this module is below the tracer's)."""
    global _EAGER
    _EAGER = state.tracer = tracer


def running_eagerly():
    """Whether ops run eagerly now (no GRAPH_MODE trace is recording), for runtime modules
    below ``runtime.tracer``."""
    return state.tracer is _EAGER


def tensor_type():
    """The Tensor class (``minicell.common.tensor.Tensor``), for runtime code that makes or
    recognises Tensors without importing the layer above."""
    return _Tensor


def _to_array(x):
    """A dispatch input -> what the kernel takes: jax.Array or Python scalar. A numpy array
    gives None, which sends ``dispatch`` down ``_dispatch_slow``, where it is refused."""
    if isinstance(x, _Tensor):
        return x.data_array()
    if isinstance(x, (list, tuple)):
        return _Tensor(x).data_array()
    if x.__class__ is _np.ndarray:
        return None
    return as_number(x)


def as_number(x):
    """A numpy number (``np.float64(1.5)``) as the Python number it holds, anything else as is:
    MindSpore 2.10 promotes both alike (Int32 Tensor + ``np.int64(1)`` is Int32, Float16 +
    ``np.float64(1.5)`` Float16, measured), as JAX does only for Python numbers."""
    if isinstance(x, _np.generic) and x.dtype.kind in "biufc":
        return x.item()
    return x


def wrap(out, multiple):
    """A kernel's result as Tensor(s): a tuple of them for a ``multiple_results`` op."""
    new = _Tensor._from_array
    if multiple:
        return tuple(new(o) for o in out)
    return new(out)


def _new_tensor(arr):
    # Same as Tensor._from_array, inlined into dispatch's hot path (saves a call per op).
    t = _new(_Tensor)
    t._data = arr
    t.init = None
    t._tape_node = None
    t._hooks = None
    return t


def dispatch(op, inputs, attrs=()):
    """Run ``op`` on ``inputs`` (Tensors, arrays or scalars) with frozen static ``attrs``.

    ``attrs`` is the output of ``registry.freeze_attrs`` (a sorted tuple), so it can key the
    kernel cache without further work on the hot path.

    >>> import minicell as ms
    >>> from minicell.runtime.registry import get_op
    >>> dispatch(get_op("add"), (ms.Tensor([1.0]), 2.0))
    Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
    """
    if not _X64.value:           # outside minicell's x64 scope (an op called at top level)
        prev = _x64_swap(True)
        try:
            return dispatch(op, inputs, attrs)
        finally:
            _x64_restore(prev)
    if _TO_FLOAT and _TO_FLOAT[-1] is not None:     # in a to_float Cell: its Parameters' dtype
        inputs = _param_casts(op, inputs, dispatch)
    st = state
    tracer = st.tracer
    if tracer is not _EAGER:                      # a GRAPH_MODE trace: record an IR node
        return tracer.emit(op, inputs, attrs)
    if _MODES and _MODES[-1] is not None:        # an MsDispatchMode takes the op (utils)
        return _intercept(prim_name(op), op, inputs, attrs, dispatch)
    kern = op._kernel0 if not attrs else op.kernel(attrs)
    T = _Tensor
    n = len(inputs)
    # A Tensor's _data is None only while lazily initialised; those go the slow way.
    if n == 2:
        x, y = inputs
        a0 = x._data if x.__class__ is T else _to_array(x)
        a1 = y._data if y.__class__ is T else _to_array(y)
        if a0 is None or a1 is None or kern is None:
            return _dispatch_slow(op, inputs, attrs)
        try:
            out = kern(a0, a1)
        except Exception:  # noqa: BLE001  the slow path re-runs and reports it properly
            return _dispatch_slow(op, inputs, attrs)
        arrays = None
    elif n == 1:
        x = inputs[0]
        a0 = x._data if x.__class__ is T else _to_array(x)
        if a0 is None or kern is None:
            return _dispatch_slow(op, inputs, attrs)
        try:
            out = kern(a0)
        except Exception:  # noqa: BLE001
            return _dispatch_slow(op, inputs, attrs)
        arrays = None
    else:
        return _dispatch_slow(op, inputs, attrs)
    if op.multiple_results:
        result = tuple([_new_tensor(o) for o in out])
    else:
        result = _new(T)
        result._data = out
        result.init = None
        result._tape_node = None
        result._hooks = None
    tape = st.tape
    if tape is not None:
        arrays = (a0, a1) if n == 2 else (a0,)
        tape.record(op, attrs, inputs, arrays, result)
    return result


# 2.10 (measured): an eager op refuses a Tensor of initializer(...) whose init_data() has not
# run (a Parameter, asnumpy() and a graph's constant initialise it)
_UNINIT = ("The {} is uninitialized. Maybe the Tensor is create by initializer. You need to call "
           "Tensor.init_data before using this Tensor. For more detail with 'Tensor', Please "
           "refer to https://www.mindspore.cn/docs/zh-CN/master/api_python/mindspore/"
           "mindspore.Tensor.html")


def _uninit_text(x):
    """The lazy Tensor as 2.10's text names it (measured): its values ``[...]`` from 30 elements
    on (no line break at any rank), else its repr (``<uninitialized>``)."""
    if int(_np.prod(x.shape)) < 30:
        return repr(x)
    return f"Tensor(shape={list(x.shape)}, dtype={x.dtype}, value=[...])"


@_x64.scoped      # also called directly (tests), not only from dispatch
def _dispatch_slow(op, inputs, attrs):
    """The general eager path: any arity, lazy tensors, list inputs, error reporting."""
    for x in inputs:
        if x.__class__ is _np.ndarray:
            raise ndarray_input_error(op, inputs)
        if x.__class__ is _Tensor and x._data is None and x.init is not None:
            raise RuntimeError(_UNINIT.format(_uninit_text(x)))
    arrays = tuple([_to_array(x) for x in inputs])
    try:
        out = op.kernel(attrs, _traced())(*arrays)
    except Exception as err:  # noqa: BLE001
        none_err = non_tensor_input_error(op, inputs)
        if none_err is not None:
            raise none_err from None
        axis_err = axis_error(op, arrays, attrs) if _is_axis_err(err) else None
        if axis_err is not None:
            raise axis_err from None
        if not isinstance(err, (TypeError, ValueError)):
            raise
        raise op_error(op, arrays, attrs, err) from None
    result = wrap(out, op.multiple_results)
    tape = state.tape
    if tape is not None:
        tape.record(op, attrs, inputs, arrays, result)
    return result


def _is_axis_err(err):
    """JAX's errors for an axis outside the rank: a bare IndexError, or numpy's AxisError text."""
    return isinstance(err, IndexError) or "out of bounds for array of dimension" in str(err)


is_axis_err = _is_axis_err


def axis_error(op, arrays, attrs):
    """The ValueError for an ``axis``-like attribute outside ``[-rank, rank)`` of the first input
    (JAX reports it as a bare ``IndexError: tuple index out of range``), or None. Only the error
    paths call it."""
    if not attrs or not arrays:
        return None
    rank = max(len(getattr(arrays[0], "shape", ())), 1)
    for key, value in dict(attrs).items():
        if key not in ("axis", "dim", "dims", "axis0", "axis1"):
            continue
        for a in value if isinstance(value, (tuple, list)) else (value,):
            if isinstance(a, int) and not isinstance(a, bool) and not -rank <= a < rank:
                return ValueError(f"For '{op.name}', the '{key}' must be in the range "
                                  f"[{-rank}, {rank}), but got {a}.")
    return None


class OperandTypeError(TypeError, AttributeError):
    """None (or a string) given where an op takes a Tensor. 2.10 raises TypeError from its
    generated parsers and AttributeError from its Python wrappers that read ``input.shape``
    first (measured over ``mindspore.ops``): this is both, so code catching either works."""


def non_tensor_input_error(op, inputs):
    """The TypeError for a ``None`` or a string where ``op`` expects a tensor (the kernel failed
    with it), or None when there is none. Only the error paths call it: ops that accept them
    keep working and the eager hot path pays nothing. A string is 2.10's 'Failed calling'
    text (``x + "ok"``: ``Failed calling Add with "Add()(input=Tensor, other=string)".``)."""
    for i, x in enumerate(inputs):
        # a value that raises its own error when used (compiler.graph_raise.UnbuiltParameter)
        unusable = getattr(type(x), "__minicell_unusable__", None)
        if unusable is not None:
            unusable(x)
        if x is None:
            return OperandTypeError(f"For '{op.name}', input {i} (argument {i + 1} of "
                                    f"{len(inputs)}) must be a Tensor, but got None.")
    if any(isinstance(x, str) for x in inputs):
        prim = "".join(w.capitalize() for w in op.name.split("_"))
        names = _operand_names(prim, inputs)
        operands = ", ".join(f"{n}={'string' if isinstance(x, str) else _type_name(x)}"
                             for n, x in zip(names, inputs))
        valid = f'\nThe valid calling should be: \n"{prim}()(input=<Number, Tensor>, ' \
            f'{names[1]}=<Number, Tensor>)".' if len(inputs) == 2 else ""
        return TypeError(f'Failed calling {prim} with "{prim}()({operands})".{valid}')
    return None


# registry op name -> MindSpore 2.10's Primitive name where it is not the op's name in
# CamelCase (``relu`` -> ``ReLU``); filled by the op table (minicell.ops._table) as rows are made
PRIM_NAMES = {}


def prim_name(op):
    """MindSpore's Primitive name of registry op ``op`` (``relu`` -> ``ReLU``)."""
    return PRIM_NAMES.get(op.name) or "".join(w.capitalize() for w in op.name.split("_"))


def ndarray_input_error(op, inputs):
    """MindSpore 2.10's TypeError for a numpy array given to a primitive in PYNATIVE_MODE: its
    argument parsers take Tensors, numbers and sequences, never an ``ndarray`` (measured:
    ``ops.add(x, np.ones(3))`` is 'Failed calling Add with "Add()(input=Tensor,
    other=<class 'numpy.ndarray'>)".'); ``Tensor(array)`` is the way in."""
    prim = prim_name(op)
    operands = ", ".join(f"{n}={type(x) if x.__class__ is _np.ndarray else _type_name(x)}"
                         for n, x in zip(_operand_names(prim, inputs), inputs))
    return TypeError(f'Failed calling {prim} with "{prim}()({operands})".')


def refuse_arrays(op, inputs):
    """A GRAPH_MODE trace's check (once per traced call, not per run): 2.10's graph refuses a
    numpy array constant given to a primitive (measured: ``ops.Neg()(A_)`` with a module array
    ``A_`` is 'Failed calling Neg with "input=External".', the form compile_entry rewrites this
    op-by-op text into); minicell had made it a constant and computed."""
    if any(x.__class__ is _np.ndarray for x in inputs):
        raise ndarray_input_error(op, inputs)


def _operand_names(prim, inputs):
    """The operand names a 'Failed calling' text gives ``inputs`` of primitive ``prim``."""
    if len(inputs) == 2:
        return ("input", "exponent" if prim == "Pow" else "other")
    return ("input",) if len(inputs) == 1 else [f"input{i}" for i in range(len(inputs))]


def _type_name(x):
    return "Tensor" if hasattr(x, "shape") and hasattr(x, "dtype") else type(x).__name__


def _describe(x):
    shape = getattr(x, "shape", None)
    if shape is None:
        return f"{type(x).__name__} {x!r}"
    try:
        dt = _Tensor._from_array(x).dtype     # MindSpore's name, e.g. Float32
    except (TypeError, ValueError, AttributeError):
        dt = x.dtype
    return f"shape {tuple(shape)} dtype {dt}"


# JAX reports a shape clash as a TypeError; MindSpore's kernels raise ValueError for shapes
# (and TypeError for dtypes), so these messages decide the class, not JAX's.
_SHAPE_ERROR = re.compile(r"incompatible shapes for broadcasting|cannot reshape array|"
                          r"shapes must be (equal|the same)|must have (the )?same shape")


def op_error(op, arrays, attrs, err):
    """Turn a JAX error inside a kernel into one that names the op and its inputs."""
    cls = TypeError if isinstance(err, TypeError) else ValueError
    if cls is TypeError and _SHAPE_ERROR.search(str(err)):
        cls = ValueError
    if getattr(err, "as_is", False):       # checks.marked_error: 2.10's text, every line
        return err
    first = str(err).strip().split("\n")[0]
    if first.startswith("For '"):          # the op's own check already names op and inputs
        # an error class marked ``keep_type`` (checks.ShapeMismatchError) keeps its type
        return (type(err) if getattr(err, "keep_type", False) else cls)(first)
    inputs = "; ".join(f"input {i}: {_describe(a)}" for i, a in enumerate(arrays))
    extra = f", attrs {dict(attrs)}" if attrs else ""
    return cls(f"For '{op.name}', the inputs are invalid ({inputs}{extra}): {first}")
