"""Eager dispatch: every op call of both modes passes through ``dispatch``.

The mode decision is made by whoever installed ``state.builder`` (the GRAPH_MODE tracer, see
``compiler``): while one is installed, ``dispatch`` hands the call to it and an IR node is
appended; otherwise the op's cached jitted kernel runs at once and, while a tape is recording
(``state.tape``), the call is recorded for autodiff. Both paths read the same registry entry.
"""
import jax
import numpy as np


class _State:
    """Process-wide dispatch state. ``builder``: the active graph tracer; ``tape``: the recorder."""

    __slots__ = ("builder", "tape")

    def __init__(self):
        self.builder = None
        self.tape = None


state = _State()

_Tensor = None  # set by minicell.common.tensor at import (avoids an import cycle)


def set_tensor_type(cls):
    global _Tensor
    _Tensor = cls


def _to_array(x):
    """A dispatch input -> what the kernel takes: jax.Array, numpy array or Python scalar."""
    if isinstance(x, _Tensor):
        return x.data_array()
    if isinstance(x, (list, tuple)):
        return _Tensor(x).data_array()
    return x


def wrap(out, multiple):
    new = _Tensor._from_array
    if multiple:
        return tuple(new(o) for o in out)
    return new(out)


def dispatch(op, inputs, attrs=()):
    """Run ``op`` on ``inputs`` (Tensors, arrays or scalars) with frozen static ``attrs``.

    ``attrs`` is the output of ``registry.freeze_attrs`` (a sorted tuple), so it can key the
    kernel cache without further work on the hot path.
    """
    st = state
    if st.builder is not None:
        return st.builder.emit(op, inputs, attrs)
    arrays = tuple([_to_array(x) for x in inputs])
    try:
        out = op.kernel(attrs)(*arrays)
    except (TypeError, ValueError) as err:
        raise op_error(op, arrays, attrs, err) from None
    result = wrap(out, op.multiple_results)
    if st.tape is not None:
        st.tape.record(op, attrs, inputs, arrays, result)
    return result


def _describe(x):
    shape = getattr(x, "shape", None)
    if shape is None:
        return f"{type(x).__name__} {x!r}"
    from minicell.common.dtype import to_mstype  # local: runtime must not import minicell eagerly
    try:
        dt = to_mstype(x.dtype)
    except TypeError:
        dt = x.dtype
    return f"shape {tuple(shape)} dtype {dt}"


def op_error(op, arrays, attrs, err):
    """Turn a JAX error inside a kernel into one that names the op and its inputs."""
    cls = TypeError if isinstance(err, TypeError) else ValueError
    inputs = "; ".join(f"input {i}: {_describe(a)}" for i, a in enumerate(arrays))
    extra = f", attrs {dict(attrs)}" if attrs else ""
    first = str(err).strip().split("\n")[0]
    return cls(f"For '{op.name}', the inputs are invalid ({inputs}{extra}): {first}")


def is_concrete(x):
    return isinstance(x, (jax.Array, np.ndarray, np.generic, int, float, bool, complex))
