"""Helpers of the round-56 bad-input rows (``bad_input_rows56_*``): short makers of Tensors,
a Dense and its Parameters, a Model over a small dataset, files in a private folder, and the
GRAPH_MODE bodies (module-level functions, so that ``ms.jit`` reads their source). The rows'
expressions are those measured on 2.10 (/tmp/s73/bad56/w/c1.py ... c6.py)."""
import os
import tempfile

import numpy as np

import minicell as ms
import minicell.dataset as ds
from minicell import Tensor, nn

D = tempfile.mkdtemp(prefix="bad56_")


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):  # noqa: E743  (the rows' name for an int32 Tensor of ones)
    return Tensor(np.ones(s, np.int32))


def L(*s):
    return Tensor(np.zeros(s, np.int64))


def f(x):
    return x * 2


def N():
    return nn.Dense(2, 2)


def PS():
    return N().trainable_params()


def DS():
    return ds.NumpySlicesDataset({"x": np.ones((4, 2), np.float32),
                                  "y": np.ones((4, 2), np.float32)}, shuffle=False).batch(2)


def M(**k):
    net = N()
    return ms.train.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1), **k)


def P(name):
    return os.path.join(D, name)


def W(name, data):
    """A file ``name`` in the private folder holding ``data``: its path."""
    with open(P(name), "wb") as fh:
        fh.write(data)
    return P(name)


def CK():
    """A checkpoint of a fresh Dense(2, 2): its path."""
    ms.save_checkpoint(N(), P("n.ckpt"))
    return P("n.ckpt")


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))    # the cross entropy rows' operands
t = Tensor(np.array([0, 2], np.int64))


def GR(fn, *a):
    """``fn`` compiled by ``ms.jit`` in GRAPH_MODE (the catalogue's check restores the mode)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    return ms.jit(fn)(*(a or (F(2),)))


def g_grad_int(x):
    return ms.grad(1)(x)


def g_grad_int_nocall(x):
    ms.grad(1)     # (2.10's graph refuses it here, unused)
    return x


def g_vmap_int(x):
    return ms.vmap(1)(x)


def g_vmap_int_nocall(x):
    ms.vmap(1)
    return x


def g_new_empty_neg(x):
    return x.new_empty(-1)


def g_new_empty_str(x):
    return x.new_empty('a')


def g_new_empty_float(x):
    return x.new_empty(1.5)


def g_new_empty_dtype_str(x):
    return x.new_empty(2, dtype='a')


def g_new_full_int(x):
    return x.new_full(2, 1.0)


def g_new_empty_ok(x):
    return x.new_empty((2, 3)).shape


def g_vmap_scalar(x):
    return ms.vmap(lambda a, b: a * b)(1, x)
