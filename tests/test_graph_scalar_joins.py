"""Python numbers in GRAPH_MODE beyond straight-line code: joined by a tensor-dependent ``if``
(or a conditional expression) or carried through a tensor-dependent ``while`` they stay Python
numbers, and a graph scalar next to a tensor promotes as a Python number does. PYNATIVE_MODE
gives the same types (MindSpore 2.10's graph mode too: measured on CPU)."""
import numpy as np

import minicell as ms
from minicell import nn


class Joins(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            s, f = 1, 2.5
        else:
            s, f = 2, 0.5
        n, t = 0, 0.0
        while x.sum() < 10:
            x = x * 2
            n += 1
            t = t + 0.5
        c = 3 if x[0] > 5 else 4
        k = True if x[0] > 5 else False
        u = x.sum() * 0
        while x.sum() < 40:
            x = x * 2
            u = u + 1                    # a tensor stays a tensor
        return s, f, n, t, c, k, c + 1, u, x * f


def _types(out):
    return [(type(o).__name__, str(o.dtype) if isinstance(o, ms.Tensor) else o) for o in out]


def test_joined_and_carried_python_numbers_stay_python_numbers(mode):
    got = _types(Joins()(ms.Tensor(np.ones(2, np.float16))))
    assert got == [("int", 1), ("float", 2.5), ("int", 3), ("float", 1.5), ("int", 3),
                   ("bool", True), ("int", 4), ("Tensor", "Float16"), ("Tensor", "Float16")]


class Promote(nn.Cell):
    def construct(self, x, y):
        f = float(x.sum())
        i = int(y.sum())
        return x * f, f * x, y + i, y * f, x + i, (x - f).sum(), f + 1.5, i * 2


def test_graph_scalars_promote_like_python_numbers(mode):
    x, y = ms.Tensor(np.ones(2, np.float16)), ms.Tensor(np.ones(2, np.int32))
    out = Promote()(x, y)
    assert _types(out)[:6] == [("Tensor", "Float16"), ("Tensor", "Float16"),
                               ("Tensor", "Int32"), ("Tensor", "Float32"),
                               ("Tensor", "Float16"), ("Tensor", "Float16")]
    assert out[6:] == (3.5, 4)
    np.testing.assert_array_equal(out[0].asnumpy(), [2, 2])
