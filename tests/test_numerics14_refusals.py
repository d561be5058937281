"""numerics14: dtypes and arguments MindSpore 2.10's CPU kernels refuse (measured, both modes:
/tmp/numerics14/ty.txt, tyg.txt, el.txt): FastGeLU and Lerp have no Float64 kernel, Hypot and
NextAfter no Float16 one, Elu takes alpha 1.0 only (mint's elu keeps any alpha: 2.10's CPU build
has no EluExt kernel at all)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops

_F64 = np.array([1.0, -1.0])


def _t(dtype):
    return ms.Tensor(_F64.astype(dtype))


_FAST_GELU = "For 'FastGeLU', input[0] type should be float16 or float32. but got Float64"
_LERP = ("For primitive[Lerp], the input[start] supports types: Float16, Float32, BFloat16. "
         "But got Float64.")


def _kernel(prim):
    return (f"For primitive[{prim}], the input argument[x1] must be a type of "
            f"{{Tensor[Float32], Tensor[Float64]}}, but got Tensor[Float16].")


@pytest.mark.parametrize("call, exc, text", [
    (lambda: ops.fast_gelu(_t(np.float64)), TypeError, _FAST_GELU),
    (lambda: nn.FastGelu()(_t(np.float64)), TypeError, _FAST_GELU),
    (lambda: ops.lerp(_t(np.float64), _t(np.float64), 0.3), TypeError, _LERP),
    (lambda: _t(np.float64).lerp(_t(np.float64), _t(np.float64)), TypeError, _LERP),
    (lambda: ops.hypot(_t(np.float16), _t(np.float16)), TypeError, _kernel("Hypot")),
    (lambda: ops.nextafter(_t(np.float16), _t(np.float16)), TypeError, _kernel("NextAfter")),
    (lambda: ops.elu(_t(np.float32), 0.5), ValueError, "EluIn Elu, alpha must be 1.0f."),
    (lambda: ops.elu(ms.Tensor(np.array([1, 2], np.int32)), 2.0), ValueError,
     "EluIn Elu, alpha must be 1.0f."),
    (lambda: nn.ELU(0.5)(_t(np.float32)), ValueError, "EluIn Elu, alpha must be 1.0f."),
], ids=["fast_gelu", "FastGelu", "lerp", "Tensor.lerp", "hypot", "nextafter", "elu", "elu_int",
        "nn.ELU"])
def test_refused(call, exc, text):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == text


def test_accepted_neighbours():
    np.testing.assert_allclose(ops.hypot(_t(np.float32), _t(np.float32)).asnumpy(),
                               [np.sqrt(2)] * 2, rtol=1e-6)
    assert ops.lerp(_t(np.float16), _t(np.float16), 0.5).dtype == ms.float16
    np.testing.assert_array_equal(ops.elu(_t(np.float32), 1.0).asnumpy(),
                                  np.array([1.0, -0.63212055], np.float32))
    np.testing.assert_array_equal(mint.nn.functional.elu(_t(np.float32), 0.5).asnumpy(),
                                  np.array([1.0, -0.31606027], np.float32))
