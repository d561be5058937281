"""MindSpore's printed formats for Tensor (``repr`` and ``str``)."""
import numpy as np


def _body(t):
    arr = t.asnumpy()
    return np.array2string(arr, separator=", ")


def tensor_repr(t):
    if t._data is None:
        return f"Tensor(shape={list(t.shape)}, dtype={t.dtype}, value=<uninitialized>)"
    return f"Tensor(shape={list(t.shape)}, dtype={t.dtype}, value={_body(t)})"


def tensor_str(t):
    if t._data is None:
        return "<uninitialized>"
    return str(t.asnumpy())
