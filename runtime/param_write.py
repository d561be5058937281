"""Parameter writes, in both modes: the one place their checks and error messages live.

Every way of writing a Parameter ends in ``write``: ``ops.assign``, ``Parameter.set_data``,
``self.p = value`` in a Cell, ``p[i] = v``, the optimizers' and BatchNorm's updates
(``nn.layer._utils.write_param``). It checks the value (a Tensor, a number, a list or a numpy
array) and its shape, then hands it to the current tracer's ``assign``, which casts it to the
Parameter's dtype and writes it now (PYNATIVE_MODE) or when the compiled graph runs.

Shape rule: the value has the Parameter's shape, or both hold one element (``()`` into ``(1,)``
and back: the value is reshaped); ``Parameter.set_data`` may change the shape eagerly (2.10
checks no shape there). Inside a compiled graph ``self.p = value`` is 2.10's Assign: the
graph tracer's ``assign`` raises ``assign_shape_error`` for another shape.

>>> import minicell as ms
>>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
>>> write(p, ms.Tensor([3, 4])).asnumpy().tolist()
[3.0, 4.0]
>>> try:
...     write(p, ms.Tensor([1.0]))
... except ValueError as e:
...     print(str(e)[:72])
For 'Assign','value' must have the same shape as 'variable'. But got 'va
"""
import numpy as np

from .dispatch import state, tensor_type
from .x64 import scoped as _x64_scoped

def _dims(shape):
    """A shape as MindSpore's C++ checks print it: ``(2, 3)``, ``(3)``, ``()``."""
    return "(" + ", ".join(str(d) for d in shape) + ")"


def assign_shape_error(old, new, op="Assign"):
    """2.10's error for writing a ``new``-shaped value into an ``old``-shaped variable with
    ``op`` (measured on CPU, ``ops.assign`` in both modes and ``self.p = v`` in GRAPH_MODE):
    another rank is a ValueError naming the ranks, another shape of the same rank one naming
    the shapes."""
    if len(new) != len(old):
        return ValueError(f"For '{op}','value' must have the same rank as 'variable'. But got "
                          f"'value' rank: {len(new)}, 'variable' rank: {len(old)}.")
    return ValueError(f"For '{op}','value' must have the same shape as 'variable'. But got "
                      f"'value' shape: {_dims(new)}, 'variable' shape: {_dims(old)}.")


def as_value(param, data, api):
    """``data`` as a Tensor (numbers, lists, numpy arrays are converted); TypeError otherwise."""
    Tensor = tensor_type()
    if isinstance(data, Tensor):
        return data
    if isinstance(data, (int, float, bool, np.ndarray, np.generic, list, tuple)):
        return Tensor(data)
    raise TypeError(f"For '{api}' of Parameter '{param.name}', 'data' must be a Tensor, number, "
                    f"list or numpy array, but got {type(data).__name__}")


def check_shape(param, shape, api="Assign", slice_shape=False):
    """ValueError (in ``api``'s wording) unless ``shape`` may be written into ``param``."""
    shape = tuple(shape)
    old = tuple(param.shape)
    if shape == old or slice_shape:
        return
    n_new = 1
    for d in shape:
        n_new *= d
    if n_new == 1 and param.size == 1:
        return
    raise assign_shape_error(old, shape)


@_x64_scoped                       # the eager cast keeps Int64/Float64 (runtime/x64.py)
def write(param, value, api="Assign", slice_shape=False):
    """``param <- value`` through the current tracer, after the checks above. Returns what the
    tracer's ``assign`` returns (``param`` eagerly; the new value inside a graph)."""
    value = as_value(param, value, api)
    check_shape(param, value.shape, api, slice_shape)
    return state.tracer.assign(param, value)


__all__ = ["write", "check_shape", "as_value", "assign_shape_error"]
