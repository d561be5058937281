"""Ops measured against MindSpore 2.10 (CPU) in session 51, from its tests/st/ops/cpu sweep:
Mish as 2.10's float32-only nnacl kernel (every float16 value bit for bit; NaN where the
kernel's square overflows) and the BFloat16 refusal of the float-only activations."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from conftest import FnCell


def _mish(x):
    return FnCell(ops.Mish())(Tensor(x)).asnumpy()


def test_mish_float16_rounds_the_kernels_float32_result(mode):
    """2.10 computes float16 in its float32 kernel, ``x * ((q - 1) / (q + 1))``,
    ``q = (exp(x) + 1)^2``, and rounds once: 0.4521 gives 0.3333 (x * tanh(log1p(exp(x))) in
    float32 rounds to 0.3335), small negatives lose bits to ``q - 1``; an array's last
    ``size % 4`` values take the scalar loop ``(x * (q - 1)) / (q + 1)``: 44.34 overflows to inf
    there, 44.38 is NaN (``q`` itself overflows), -30 is -0 (all measured)."""
    x = np.array([0.4521, -1.274, -2.408, -7.09, 44.34, 44.38, -30.0], np.float16)
    y = _mish(x)
    assert y.dtype == np.float16
    assert y[:5].tolist() == [0.333251953125, -0.307861328125, -0.2069091796875,
                              -0.0059051513671875, np.inf]
    assert np.isnan(y[5]) and y[6] == 0 and np.signbit(y[6])


def test_mish_float32_lanes_and_scalar_tail(mode):
    """13 values: 12 in the SIMD lanes, the last in the scalar loop; the first value alone is
    in the scalar loop and rounds 1 ulp higher (2.10's bits, measured)."""
    x = np.array([0x34e00000, 0x38094000, 0x38884000, 0x38c4a000, 0x390c8000, 0x3945a000,
                  0x39900000, 0x39cb2000, 0x3a1a2000, 0x3a4c4000, 0x3a938000, 0x3aca4000,
                  0x3b180000], np.uint32).view(np.float32)
    want = [0x34866668, 0x37a4b3f0, 0x38238173, 0x386bf63a, 0x38a89caf, 0x38ed2c80, 0x392cd348,
            0x3973cce7, 0x39b90209, 0x39f533af, 0x3a311b2f, 0x3a72e654, 0x3ab6a029]
    assert _mish(x).view(np.uint32).tolist() == want
    assert _mish(x[:1]).view(np.uint32).tolist() == [0x34866669]


def test_mish_float64_stays_float64(mode):
    """2.10's CPU Mish has a float32 kernel only: its float64 results are float32 values
    (measured 0.5 -> 0.37524521350860596, NaN at 44.4); minicell keeps float64's precision (as
    for LayerNorm), so float64 gradients check against finite differences."""
    x = np.array([0.5, -30.0, 44.4], np.float64)
    y = _mish(x)
    assert y.dtype == np.float64
    np.testing.assert_allclose(y, x * np.tanh(np.log1p(np.exp(x))), rtol=1e-15, atol=1e-300)


def test_mish_gradient_stays_finite(mode):
    """The forward is NaN above 44.36 as 2.10's; the gradient is mish's derivative, 1 there
    (2.10's bprop, measured 1.0 at 50)."""
    x = Tensor(np.array([-100.0, 0.0, 0.5, 25.0, 50.0], np.float32))
    fn2 = lambda t: ops.mish(t).sum()
    g = ms.grad(FnCell(fn2))(x).asnumpy()
    np.testing.assert_allclose(g, [0.0, 0.6, 0.8864244, 1.0, 1.0], rtol=1e-6, atol=1e-7)


_BF16 = [
    ("Mish", "input_x", "Tensor[Float16], Tensor[Float32], Tensor[Float64]", ops.mish),
    ("Mish", "input_x", "Tensor[Float16], Tensor[Float32], Tensor[Float64]", nn.Mish()),
    ("CeLU", "input_x", "Tensor[Float16], Tensor[Float32], Tensor[Float64]", nn.CELU()),
    ("Softsign", "input_x", "Tensor[Float16], Tensor[Float32], Tensor[Float64]", ops.softsign),
    ("ReLU6", "input_x", "Tensor[Float16], Tensor[Float32]", ops.relu6),
    ("PReLU", "x", "Float16, Float32",
     lambda t: ops.prelu(t, Tensor(np.ones(2, np.float32)).astype(ms.bfloat16))),
]


@pytest.mark.parametrize("prim, arg, allowed, fn", _BF16, ids=[r[0] + str(i)
                                                             for i, r in enumerate(_BF16)])
def test_float_only_activations_refuse_bfloat16(prim, arg, allowed, fn):
    """2.10's infer TypeError (measured, its text) for a BFloat16 input."""
    got = "Tensor[BFloat16]" if allowed.startswith("Tensor") else "BFloat16"
    x = Tensor(np.ones((2, 2), np.float32)).astype(ms.bfloat16)
    with pytest.raises(TypeError) as err:
        fn(x)
    assert str(err.value) == (f"For primitive[{prim}], the input argument[{arg}] must be a type "
                              f"of {{{allowed}}}, but got {got}.")
