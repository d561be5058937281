"""Parameter writes, in both modes: the one place their checks and error messages live.

Every way of writing a Parameter ends in ``write``: ``ops.assign``, ``Parameter.set_data``,
``self.p = value`` in a Cell, ``p[i] = v``, the optimizers' and BatchNorm's updates
(``nn.layer._utils.write_param``). It checks the value (a Tensor, a number, a list or a numpy
array) and its shape, then hands it to the current tracer's ``assign``, which casts it to the
Parameter's dtype and writes it now (PYNATIVE_MODE) or when the compiled graph runs.

Shape rule: the value has the Parameter's shape, or both hold one element (``()`` into ``(1,)``
and back: the value is reshaped); ``Parameter.set_data`` may change the shape (eagerly only,
as MindSpore 2.10, which checks no shape there).

>>> import minicell as ms
>>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
>>> write(p, ms.Tensor([3, 4])).asnumpy().tolist()
[3.0, 4.0]
>>> write(p, ms.Tensor([1.0]))
Traceback (most recent call last):
...
ValueError: For 'Assign', the shape of 'value' (1,) must equal the shape of 'variable' p (2,)
"""
import numpy as np

from .dispatch import state, tensor_type
from .x64 import scoped as _x64_scoped

# api -> the message for a value of another shape (MindSpore's wording for each API)
_SHAPE_ERRORS = {
    "Assign": "For 'Assign', the shape of 'value' {new} must equal the shape of 'variable' "
              "{name} {old}",
}           # (Parameter.set_data checks no shape: 2.10 takes the new one)


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
    raise ValueError(_SHAPE_ERRORS.get(api, _SHAPE_ERRORS["Assign"]).format(
        name=param.name, old=old, new=shape))


@_x64_scoped                       # the eager cast keeps Int64/Float64 (runtime/x64.py)
def write(param, value, api="Assign", slice_shape=False):
    """``param <- value`` through the current tracer, after the checks above. Returns what the
    tracer's ``assign`` returns (``param`` eagerly; the new value inside a graph)."""
    value = as_value(param, value, api)
    check_shape(param, value.shape, api, slice_shape)
    return state.tracer.assign(param, value)


__all__ = ["write", "check_shape", "as_value"]
