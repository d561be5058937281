"""Helpers of the round-57 bad-input rows (``bad_input_rows57_*``): small Tensors. The rows'
expressions are those measured on 2.10 (/tmp/s74/bad57/c1.py ... c5.py) with their module
Tensors spelled as these makers."""
import numpy as np

from minicell import Tensor


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):  # noqa: E743  (the rows' name for an int32 Tensor of ones)
    return Tensor(np.ones(s, np.int32))


def B(*s):
    return Tensor(np.ones(s, np.bool_))


def L01():
    return Tensor(np.array([0, 1], np.int64))
