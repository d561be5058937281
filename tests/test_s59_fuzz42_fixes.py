"""Bugs fuzz family 42 (test_graph_fuzz42) found where GRAPH_MODE and PYNATIVE_MODE disagreed,
each fixed to 2.10's measured behaviour."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor


def test_concat_mixed_dtypes_checks_ranks_first():
    # measured on 2.10 (PYNATIVE_MODE and GRAPH_MODE alike): Concat's infer checks ranks before
    # the CPU kernel refuses float32 with float16 (seed 53: ops.concat((b, c), 0))
    b, c = Tensor(np.ones((3, 4), np.float32)), Tensor(np.ones(4, np.float16))
    with pytest.raises(ValueError, match=r"For primitive\[Concat\], element rank must be same"):
        ops.concat((b, c), 0)
    with pytest.raises(ValueError):     # 2.10: ValueError (other dimensions differ)
        ops.concat((b, Tensor(np.ones((2, 3), np.float16))))
    with pytest.raises(RuntimeError, match="Concat"):   # shapes fit: the kernel refuses
        ops.concat((b, Tensor(np.ones((1, 4), np.float16))))


class _BoolTimes(ms.nn.Cell):
    def construct(self, d, y):
        return d * y, ops.xlogy(d, ops.cast(y, ms.float16)), d.astype(ms.float32) * y


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_bool_times_inf_is_nan(mode):
    # measured on 2.10 (both modes): a bool Tensor converts to 0/1 and multiplies, so
    # False * inf and xlogy(False, -1.0) are NaN; XLA had rewritten convert(bool) * x into a
    # select giving 0 (fuzz42 seed 84: the graph's gradient trace gave NaN, the others 0)
    d = Tensor(np.array([False, True, False]))
    y = Tensor(np.array([np.inf, 2.0, -1.0], np.float32))
    ms.set_context(mode=mode)
    try:
        prod, xl, cast_prod = _BoolTimes()(d, y)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert np.isnan(prod.asnumpy()).tolist() == [True, False, False]
    assert np.isnan(cast_prod.asnumpy()).tolist() == [True, False, False]
    assert np.isnan(xl.asnumpy()).tolist() == [True, False, True]
    assert prod.asnumpy()[1] == 2.0 and abs(float(xl.asnumpy()[1]) - np.log(2.0)) < 1e-3


class _ScalarPow(ms.nn.Cell):
    def construct(self, b, s, n):
        v = s ** 0.5
        w = s
        w **= 0.5
        return v, w, n ** 2, (-8) ** (1 / 3), s ** 2, b - v


def test_graph_negative_float_to_fractional_power_is_nan():
    # measured on 2.10's GRAPH_MODE: (nan, nan, 9, nan, 1.5625, [nan, nan]) for s = -1.25,
    # n = 3 (C++'s pow: a float NaN, not Python's complex; fuzz42 seed 297 under the old
    # generator: the graph made a Complex64 Tensor of b - v)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        v, w, n2, cube, s2, t = _ScalarPow()(Tensor(np.ones((2,), np.float32)), -1.25, 3)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert type(v) is float and v != v and type(w) is float and w != w
    assert type(cube) is float and cube != cube
    assert (n2, s2) == (9, 1.5625)
    assert t.dtype == ms.float32 and np.isnan(t.asnumpy()).all()
