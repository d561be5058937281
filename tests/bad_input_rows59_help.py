"""Helpers of the round-59 bad-input rows (``bad_input_rows59_*``): the module values of the
cases measured on 2.10 (/tmp/s76/bad59/t1.py ... p5.py) spelled as makers."""
import numpy as np

from bad_input_rows58_help import B, CK, F, I, NET, TMP
import minicell.dataset as ds
from minicell import Tensor

__all__ = ["B", "CK", "F", "I", "NET", "TMP", "IDX", "MUL2", "SQ", "G2", "NSA"]

G2 = [(1,), (2,)]     # a GeneratorDataset source of two rows


def IDX():
    """``scatter_``'s index in the cases: int64 zeros of shape (2, 3)."""
    return Tensor(np.zeros((2, 3), np.int64))


def MUL2(a, b):
    return a * b


def SQ(a):
    return (a * a).sum()


def NSA():
    """A NumpySlicesDataset of two rows in column 'a'."""
    return ds.NumpySlicesDataset([1, 2], column_names=["a"])
