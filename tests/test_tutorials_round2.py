"""Behaviours found by running MindSpore's tutorial and docs pages (round 2: cv, dataset,
debug, faq, design, note pages) under minicell and MindSpore 2.10; every expected value was
measured on 2.10 (CPU)."""
import numpy as np

import minicell as ms
from minicell import Tensor

Z = Tensor(np.ones((2, 3)))
K = 10


@ms.jit
def _add_to_global(x):
    for i in (1, 2, 3):
        Z += i      # noqa: F821 (a local read before it is bound: 2.10 reads the global)
    return Z + x


@ms.jit
def _read_then_bind(x):
    for i in range(2):
        K += i      # noqa: F821
    return x + K


def test_local_read_before_bound_is_the_global():
    # compile/statements.md: `for i in x: z += i` on a module global z; 2.10 prints
    # ret:[[7. 7. 7.] [7. 7. 7.]] (the tutorial's text, measured)
    out = _add_to_global(Tensor(np.zeros((2, 3))))
    np.testing.assert_array_equal(out.asnumpy(), np.full((2, 3), 7.0))
    # a Python number global: 10 + 0 + 1 read through the loop (2.10: [12. 13.])
    out = _read_then_bind(Tensor(np.array([1.0, 2.0], np.float32)))
    np.testing.assert_array_equal(out.asnumpy(), [12.0, 13.0])
    assert K == 10
