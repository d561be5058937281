"""The ``to_float`` scope: the dtypes of the ``to_float`` Cells whose ``construct`` runs now
(innermost last), and the cast of the Parameters an op reads inside one.

MindSpore 2.10 runs a ``to_float(dst)`` Cell with its floating Parameters in ``dst``: GRAPH_MODE
casts a Parameter where ``construct`` reads it (the parser's mixed-precision cast), PYNATIVE_MODE
casts every op's floating inputs. Both modes agree on the Parameters (measured in a
``to_float(float16)`` Cell: ``x + self.p``, ``self.p * 1``, ``ops.matmul(x,
self.k.reshape(3, 1))`` are Float16 in both; the gradient of ``self.k`` stays Float32; the
Parameters, and BatchNorm's moving statistics, stay Float32 and keep their float32 values).
Parameters without gradients are cast as well (measured: EDSR's mean-shift ``x * self.weight +
self.bias`` with ``requires_grad=False`` Parameters is Float16 in both modes).
minicell casts, in both modes, each floating Parameter an op is given there to ``dst``
(``dispatch`` calls ``param_casts``); its gradient goes back through the cast. Left as they
are: values computed inside the Cell (2.10's two modes disagree there: PYNATIVE casts them too,
a graph not), the target of a state write (2.10 passes written inputs uncast; minicell's
``assign`` is a SIDE_EFFECT op) and BatchNorm's moving statistics (normalization.py opens a
scope without casts for its kernel).
"""
import contextlib

from .registry import SIDE_EFFECT, freeze_attrs, get_op

TO_FLOAT = []
PARAMETER = None    # minicell's Parameter class, set by common.parameter (runtime is below it)


@contextlib.contextmanager
def no_param_casts():
    """Ops run here read Parameters uncast, also inside a ``to_float`` Cell (a layer's state
    update, computed in the Parameters' dtype as 2.10's kernels update it)."""
    TO_FLOAT.append(None)
    try:
        yield
    finally:
        TO_FLOAT.pop()


def param_casts(op, inputs, dispatch):
    """``inputs`` with each floating Parameter (also inside a list or tuple operand) cast to the
    innermost ``to_float`` dtype by ``dispatch`` (runtime.dispatch's, which calls this);
    ``inputs`` itself when none is, or when ``op`` writes state (assign: its target is the
    Parameter itself)."""
    if SIDE_EFFECT in op.props:
        return inputs
    how = (TO_FLOAT[-1], dispatch)
    out = None
    for i, x in enumerate(inputs):
        new = _cast_seq(x, how) if x.__class__ in (list, tuple) else _cast(x, how)
        if new is not x:
            out = list(inputs) if out is None else out
            out[i] = new
    return inputs if out is None else tuple(out)


def _cast_seq(seq, how):
    new = [_cast(x, how) for x in seq]
    return seq if all(a is b for a, b in zip(new, seq)) else seq.__class__(new)


def _cast(x, how):
    dst, dispatch = how
    if not isinstance(x, PARAMETER) or x.dtype == dst or x.dtype.kind != "float":
        return x
    TO_FLOAT.append(None)       # the cast's own input is the Parameter: no scope inside it
    try:
        return dispatch(get_op("cast"), (x,), freeze_attrs({"dtype": dst.np_dtype.name}))
    finally:
        TO_FLOAT.pop()
