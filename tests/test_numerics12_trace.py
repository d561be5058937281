"""numerics12: ops.trace with an infinity off the diagonal is the diagonal's sum, as MindSpore
2.10 (/tmp/numerics12/tr.py, both modes; minicell multiplied by eye and gave inf * 0 = NaN)."""
import numpy as np

import minicell as ms
from minicell import ops
from tests.conftest import FnCell


def test_trace_ignores_infinities_off_the_diagonal(mode):
    x = [[1., np.inf, 3.], [-np.inf, 2., -1.], [np.inf, -np.inf, 0.5]]
    for dt in ("float16", "float32", "float64"):
        t = ms.Tensor(np.array(x, dt))
        r = FnCell(ops.trace)(t)
        assert r.dtype == getattr(ms, dt) and r.asnumpy() == 3.5
        np.testing.assert_array_equal(ms.grad(FnCell(ops.trace))(t).asnumpy(), np.eye(3))
