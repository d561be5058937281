"""Helpers of the round-62 bad-input rows (``bad_input_rows62_*``): the makers and module values
of the cases measured on 2.10 (/tmp/s79/bad79/run.py's prelude and the SETUP of c11.py/c12.py
define the same: ``P`` the trainable Parameters of a seeded ``nn.Dense(2, 2)``, ``NET`` such a
net, ``CK``/``TMP`` a checkpoint path and its folder)."""
import os
import tempfile

import numpy as np

import minicell as ms
from bad_input_rows57_help import B, F, I
from bad_input_rows60_help import E
from minicell import Tensor, mint, nn, ops
from minicell.mint.nn import functional as MF

__all__ = ["B", "CK", "DUP", "E", "F", "I", "MF", "NET", "P", "TMP", "Tensor", "group", "mint",
           "ms", "nn", "np", "ops"]
_DIR = []


def NET():
    """A fresh ``nn.Dense(2, 2)`` made after ``set_seed(1)``."""
    ms.set_seed(1)
    return nn.Dense(2, 2)


def P():
    """The trainable Parameters of a fresh ``NET()``."""
    return NET().trainable_params()


def TMP():
    """A temporary folder, made once per process."""
    if not _DIR:
        _DIR.append(tempfile.mkdtemp(prefix="bad62_"))
    return _DIR[0]


def CK():
    """A checkpoint path in ``TMP()``."""
    return os.path.join(TMP(), "a.ckpt")


def group(**kw):
    """One parameter group of ``P()`` with the entries ``kw``."""
    return [dict({"params": P()}, **kw)]


def DUP():
    """Two parameter groups of the same ``P()`` list."""
    params = P()
    return [{"params": params}, {"params": params}]
