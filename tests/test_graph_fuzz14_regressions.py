"""Focused regressions for what fuzzing far seeds of every family (fuzz14, seeds 1931-1960) and
probing dtype promotion and integer semantics (``fuzz_programs14``: every binary operator over
int8 ... float64 tensors and Python scalars, both operand orders) found, each checked against
MindSpore 2.10 (CPU, PYNATIVE_MODE) and run in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


def _run(cell, *args, mode):
    ms.set_context(mode=mode)
    try:
        return cell(*args)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _IntPow(nn.Cell):
    def construct(self, x, e):
        return x ** -1, x ** -2, ops.pow(x, e), 3 ** e, x ** 2


@pytest.mark.parametrize("mode", MODES)
def test_integer_pow_negative_exponent(mode):
    """An integer base with a negative exponent: 2.10 takes the power in floating point and
    converts back (1 ** -n = 1, (-1) ** -n = +-1, others 0, 0 ** -n the Int32 minimum);
    ``jnp.power``'s repeated squaring gave -79 for int8 ``(-3) ** -4`` and 57 for ``-3 ** -2``.
    Values measured on 2.10."""
    x = Tensor(np.array([-1, 1, 0, 2, -3, 5], np.int32))
    e = Tensor(np.array([-3, -1, 2, -4, -4, 1], np.int32))
    inv, inv2, by_e, three, sq = _run(_IntPow(), x, e, mode=mode)
    assert inv.dtype == ms.int32 and by_e.dtype == ms.int32 and three.dtype == ms.int32
    assert inv.asnumpy().tolist() == [-1, 1, -2147483648, 0, 0, 0]
    assert inv2.asnumpy().tolist() == [1, 1, -2147483648, 0, 0, 0]
    assert by_e.asnumpy().tolist() == [-1, 1, 0, 0, 0, 5]
    assert three.asnumpy().tolist() == [0, 0, 9, 0, 0, 3]
    assert sq.asnumpy().tolist() == [1, 1, 0, 4, 9, 25]


class _IntDivByNumber(nn.Cell):
    def construct(self, u, i8):
        return (u / -2, -2 / u, ops.div(u, -2, rounding_mode="trunc"), i8 / 200,
                ops.true_divide(i8, -200))


@pytest.mark.parametrize("mode", MODES)
def test_true_division_of_small_ints_by_python_int(mode):
    """True division of a uint8/int8 Tensor by a Python int the dtype cannot hold: 2.10
    divides by the number's own value (uint8 ``[7] / -2`` is -3.5, int8 ``[-128] / 200`` is
    -0.64); minicell first wrapped the number into the Tensor's dtype (-2 -> 254, 200 -> -56).
    Values measured on 2.10."""
    u = Tensor(np.array([7, 3, 5], np.uint8))
    i8 = Tensor(np.array([-128, 0, 127], np.int8))
    q, r, t, s, n = _run(_IntDivByNumber(), u, i8, mode=mode)
    assert q.dtype == r.dtype == s.dtype == ms.float32 and t.dtype == ms.uint8
    np.testing.assert_allclose(q.asnumpy(), [-3.5, -1.5, -2.5])
    np.testing.assert_allclose(r.asnumpy(), [-2 / 7, -2 / 3, -0.4], rtol=1e-6)
    assert t.asnumpy().tolist() == [253, 255, 254]
    np.testing.assert_allclose(s.asnumpy(), [-0.64, 0.0, 0.635], rtol=1e-6)
    np.testing.assert_allclose(n.asnumpy(), [0.64, 0.0, -0.635], rtol=1e-6)


class _Casts(nn.Cell):
    def construct(self, x):
        return (ops.cast(x, ms.uint8), x.astype(ms.int8), ops.cast(x, ms.int16),
                x.astype(ms.int32), ops.cast(x, ms.int64))


@pytest.mark.parametrize("mode", MODES)
def test_float_to_int_cast_wraps_as_2_10(mode):
    """A float -> integer cast out of the result's range: 2.10 truncates into Int32 (out of
    its range: its minimum) and wraps into the narrower type; XLA's conversion saturated
    (int8 ``200.6`` was 127, uint8 ``-3.7`` was 0). Values measured on 2.10."""
    x = Tensor(np.array([-3.7, -1.0, 200.6, 300.2, -200.5, 1e10, -1e10, 70000.0, 3.5],
                        np.float32))
    u8, i8, i16, i32, i64 = _run(_Casts(), x, mode=mode)
    assert u8.asnumpy().tolist() == [253, 255, 200, 44, 56, 0, 0, 112, 3]
    assert i8.asnumpy().tolist() == [-3, -1, -56, 44, 56, 0, 0, 112, 3]
    assert i16.asnumpy().tolist() == [-3, -1, 200, 300, -200, 0, 0, 4464, 3]
    assert i32.asnumpy().tolist() == [-3, -1, 200, 300, -200, -2 ** 31, -2 ** 31, 70000, 3]
    assert i64.asnumpy().tolist() == [-3, -1, 200, 300, -200, 10 ** 10, -10 ** 10, 70000, 3]


class _LowInFloat(nn.Cell):
    def construct(self, h, y):
        r = ops.cast(ops.clamp(h, -3.0, 3.0) * 4.0, ms.int8) - y.astype(ms.bfloat16)
        s = h.astype(ms.float16) * 1.1
        return h + r.astype(ms.float32) * 0.01, s.astype(ms.float32) + h


def test_graph_rounds_low_precision_results():
    """A bfloat16/float16 result consumed by a cast back to Float32: GRAPH_MODE kept it at
    float32 (XLA's excess precision), PYNATIVE_MODE and 2.10 round it to its dtype first; the
    fold ``h + r.astype(float32) * 0.01`` differed by up to 2.7e-4 (fuzz14 seed 27). The two
    modes must now agree bit for bit."""
    h = Tensor(np.linspace(-3, 3, 24).reshape(4, 6).astype(np.float32))
    y = Tensor(np.cos(np.arange(24) * 0.7).reshape(4, 6).astype(np.float32))
    eager = _run(_LowInFloat(), h, y, mode=ms.PYNATIVE_MODE)
    graph = _run(_LowInFloat(), h, y, mode=ms.GRAPH_MODE)
    for e, g in zip(eager, graph):
        np.testing.assert_array_equal(g.asnumpy(), e.asnumpy())


def test_pynative_grad_replays_a_compiled_call():
    """PYNATIVE_MODE's gradient through an ``@ms.jit`` function replays the compiled call inside
    the tape's jitted vjp, where a nested ``jax.jit`` may carry no ``compiler_options``: the
    replay is its own plain jit (GRAPH_MODE's options made fuzz13 seed 1943 a ValueError)."""
    w = ms.Parameter(Tensor(np.array([0.5, -1.0, 2.0], np.float32)), name="w")

    @ms.jit
    def f(a):
        return ops.sin(a) * w + a * 2.0

    x = Tensor(np.array([0.1, 0.2, 0.3], np.float32))
    gx, gw = ms.grad(lambda a: f(a).sum(), grad_position=0, weights=[w])(x)
    np.testing.assert_allclose(gx.asnumpy(), np.cos([0.1, 0.2, 0.3]) * [0.5, -1.0, 2.0] + 2.0,
                               rtol=1e-6)
    np.testing.assert_allclose(gw[0].asnumpy(), np.sin([0.1, 0.2, 0.3]), rtol=1e-6)
