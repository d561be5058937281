"""Helpers of the round-50 bad-input rows (``bad_input_rows50_*``): a fresh Dense's Parameters
and small Tensors of the dtypes the rows need beyond round 47's ``F``, ``I`` and ``A``."""
import numpy as np

from minicell import Tensor, nn


def P():
    """The trainable Parameters of a fresh Dense(2, 2)."""
    return nn.Dense(2, 2).trainable_params()


def L(*s):
    return Tensor(np.ones(s, np.int64))


def B(*s):
    return Tensor(np.ones(s, np.bool_))


def T(dtype, *s):
    return Tensor(np.ones(s, dtype))
