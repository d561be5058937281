"""Helpers of the round-58 bad-input rows (``bad_input_rows58_*``): the module values of the
cases measured on 2.10 (/tmp/s75/bad58/c12.py ... c27.py) spelled as makers."""
import os
import tempfile

import numpy as np

import minicell as ms
from bad_input_rows57_help import B, F, I
from minicell import nn

__all__ = ["B", "F", "I", "V3", "IMG", "NET", "TMP", "CK"]

_DIR = []


def V3():
    return ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def IMG():
    return np.ones((4, 4, 3), np.uint8)


def NET(seed=1):
    ms.set_seed(seed)
    return nn.Dense(2, 2)


def TMP(name):
    """``name`` in a temporary folder of this process (made on first use)."""
    if not _DIR:
        _DIR.append(tempfile.mkdtemp(prefix="bad58_"))
    return os.path.join(_DIR[0], name)


def CK():
    """A checkpoint of ``NET()``'s Parameters; its path."""
    path = TMP("a.ckpt")
    ms.save_checkpoint(NET(), path)
    return path
