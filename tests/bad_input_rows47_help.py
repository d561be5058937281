"""Helpers of the round-47 bad-input rows (``bad_input_rows47_*``): small Tensors, a dataset,
a temporary directory with a checkpoint writer, and the GRAPH_MODE bodies (module-level
functions, so that ``ms.jit`` reads their source)."""
import os
import re
import tempfile

import numpy as np

import minicell as ms
import minicell.dataset as ds
from minicell import Tensor, nn, ops

D = tempfile.mkdtemp(prefix="bad47_")
_KEY = b"0123456789abcdef"


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


def A(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


def DS():
    return ds.NumpySlicesDataset({"a": np.arange(6, dtype=np.float32)}, shuffle=False)


def _id(x):
    return x


def _p(name):
    return os.path.join(D, name)


def _net():
    return nn.Dense(2, 2)


def ck():
    """A checkpoint of a fresh Dense(2, 2): its path."""
    ms.save_checkpoint(_net(), _p("n.ckpt"))
    return _p("n.ckpt")


def graph(fn, *args):
    """``fn(*args)`` compiled by ``ms.jit`` in GRAPH_MODE (the catalogue's check restores the
    mode)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    return ms.jit(fn)(*args)


def g_sum_axis_out(x):
    return x.sum(2)


def g_squeeze_bad(x):
    return x.squeeze(0)


def g_softmax_out(x):
    return ops.softmax(x, 2)


def g_matmul_mismatch(x):
    return ops.matmul(x, x)


def g_cumsum_out(x):
    return ops.cumsum(x, 2)


def g_flip_dup(x):
    return ops.flip(x, (0, 0))


def g_split_zero(x):
    return ops.split(x, 0)


def g_argmax_out(x):
    return ops.argmax(x, 2)


def g_expand_dims_out(x):
    return ops.expand_dims(x, 3)


def g_reshape_bad(x):
    return x.reshape(4, 2)


def g_transpose_dup(x):
    return x.transpose(0, 0)


def g_concat_mismatch(x):
    return ops.concat((x, ops.ones((3, 3), ms.float32)), 0)


def g_index_out(x):
    return x[5]


def g_mean_dup(x):
    return x.mean((0, 0))


def upto_stack(text):
    """A pattern for 2.10's ``text`` as the whole message, or followed by a block that 2.10 sets
    off with a dashed line (its C++ call stack; the dataset pipeline's message), or by JAX's
    note on an error raised while it traces (the bad-input catalogues 47-49)."""
    return ("^" + re.escape(text) + r"(\n+-{10,}\n[\s\S]*|\n-{20}\nFor simplicity, JAX has "
            r"removed[\s\S]*)?$")
