"""Helpers of the round-60 bad-input rows (``bad_input_rows60_*``): the module values of the
cases measured on 2.10 (/tmp/s77/bad60/c1.py ... c6.py, run by run.py, whose prelude defines
the same makers)."""
import numpy as np

import minicell as ms
from bad_input_rows57_help import B, F, I
from bad_input_rows59_help import IDX
from minicell import Parameter, Tensor, mint, nn, ops
from minicell.mint.nn import functional as MF

__all__ = ["B", "E", "F", "I", "IDX", "MF", "Parameter", "Tensor", "mint", "ms", "nn", "np",
           "ops"]


def E(*s):
    """A float32 Tensor of zeros of shape ``s`` (``E(0)``: an empty one)."""
    return Tensor(np.zeros(s, np.float32))
