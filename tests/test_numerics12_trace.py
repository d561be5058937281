"""numerics12: ops.trace with an infinity off the diagonal is the diagonal's sum, as MindSpore
2.10 (/tmp/numerics12/tr.py, both modes; minicell multiplied by eye and gave inf * 0 = NaN)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell


def test_trace_ignores_infinities_off_the_diagonal(mode):
    x = [[1., np.inf, 3.], [-np.inf, 2., -1.], [np.inf, -np.inf, 0.5]]
    for dt in ("float16", "float32", "float64"):
        t = ms.Tensor(np.array(x, dt))
        r = FnCell(ops.trace)(t)
        assert r.dtype == getattr(ms, dt) and r.asnumpy() == 3.5


@pytest.mark.heavy    # three first gradient compiles
def test_trace_gradient_is_eye_beside_infinities(mode):
    x = [[1., np.inf, 3.], [-np.inf, 2., -1.], [np.inf, -np.inf, 0.5]]
    for dt in ("float16", "float32", "float64"):
        g = ms.grad(FnCell(ops.trace))(ms.Tensor(np.array(x, dt)))
        np.testing.assert_array_equal(g.asnumpy(), np.eye(3))
