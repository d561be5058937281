"""TopK without ties, float -> unsigned casts of out-of-range values, max_pool's indices with NaN
(session 34, numerics5). 2.10's values are measured on CPU (/tmp/numerics5/).

TopK's order among equal values is lax.top_k's (lower index first), not 2.10's CPU kernel's
(libstdc++ nth_element, then stable_sort of the first k): an exact in-graph emulation cost ~1 s
of compile per new shape and 30-80x per call with ties (session 34), so it was not kept."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

def test_topk_without_ties_keeps_the_sorted_fast_order():
    x = ms.Tensor(np.array([[0.5, 3.0, -1.0, 2.0, 7.0, 1.5]], np.float32))
    assert ops.topk(x, 2)[1].asnumpy().tolist() == [[4, 1]]


# float32 [inf, -inf, nan, 3e10, -3e10, 1e20, -300.7] -> 2.10 (ops.cast, Tensor.astype and
# Tensor(array, dtype), both modes, measured); XLA saturated (inf -> 2**32 - 1, -3e10 -> 0)
CAST_IN = np.array([np.inf, -np.inf, np.nan, 3e10, -3e10, 1e20, -300.7], np.float32)
CAST_210 = {
    "uint32": [0, 0, 0, 4230197248, 64770048, 0, 4294966996],
    "uint64": [0, 2 ** 63, 2 ** 63, 30000001024, 18446744043709550592, 0, 18446744073709551316],
    "int64": [-2 ** 63, -2 ** 63, -2 ** 63, 30000001024, -30000001024, -2 ** 63, -300],
}


@pytest.mark.parametrize("dt", sorted(CAST_210))
def test_float_to_wide_integer_casts_wrap_as_2_10(dt):
    want = CAST_210[dt]
    mdt = getattr(ms, dt)
    x = ms.Tensor(CAST_IN)
    assert ops.cast(x, mdt).asnumpy().tolist() == want
    assert x.astype(mdt).asnumpy().tolist() == want
    assert ms.Tensor(CAST_IN, mdt).asnumpy().tolist() == want


def test_float_to_uint64_cast_in_graph_mode():
    class Net(nn.Cell):
        def construct(self, x):
            return ops.cast(x, ms.uint64)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        got = Net()(ms.Tensor(CAST_IN)).asnumpy().tolist()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert got == CAST_210["uint64"]


# max_pool2d(return_indices=True) of a 4x4 with NaNs: 2.10's MaxPoolWithArgmaxV2 skips every NaN
# (measured, /tmp/numerics4/mpi_ref.py); minicell's values were NaN-propagating
NAN = float("nan")
LOWEST = -3.4028234663852886e+38
POOL_X = np.array([[1, NAN, 3, 2], [NAN, 0, 1, 3], [3, 0, 1, NAN], [NAN] * 4], np.float32)
POOL_210 = [
    ((2, 1, 0), [1, 3, 3, 3, 1, 3, 3, 1, 1], [0, 2, 2, 8, 6, 7, 8, 10, 10]),
    ((2, 2, 0), [1, 3, 3, 1], [0, 2, 8, 10]),
]


@pytest.mark.heavy      # ~1 s: the argmax kernel's compiles
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_max_pool2d_with_indices_skips_nan_as_2_10(mode):
    class Net(nn.Cell):
        def construct(self, x):
            return (ops.max_pool2d(x, 2, 1, return_indices=True)
                    + ops.max_pool2d(x, 2, 2, return_indices=True))
    ms.set_context(mode=mode)
    try:
        out = Net()(ms.Tensor(POOL_X.reshape(1, 1, 4, 4)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for (_, vals, idx), v, i in zip(POOL_210, out[0::2], out[1::2]):
        assert v.asnumpy().ravel().tolist() == vals
        assert i.asnumpy().ravel().tolist() == idx


@pytest.mark.heavy      # ~1 s: eager kernels and a gradient
def test_max_pool2d_with_indices_of_nan_windows_gives_float_lowest():
    x = ms.Tensor(np.full((1, 1, 3, 3), NAN, np.float32))
    v, i = ops.max_pool2d(x, 2, 2, padding=1, return_indices=True)
    assert v.asnumpy().ravel().tolist() == [LOWEST] * 4          # 2.10 (measured)
    assert i.asnumpy().ravel().tolist() == [0, 1, 3, 4]
    x = ms.Tensor(np.array([[NAN, 2, NAN, NAN], [3, NAN, NAN, NAN]], np.float32)[None, None])
    v, i = ops.max_pool2d(x, 2, 2, return_indices=True)
    assert v.asnumpy().ravel().tolist() == [3.0, LOWEST] and i.asnumpy().ravel().tolist() == [4, 2]
    g = ms.grad(lambda t: ops.max_pool2d(t, 2, 2, return_indices=True)[0][..., :1].sum())(x)
    assert g.asnumpy().ravel().tolist() == [0, 0, 0, 0, 1, 0, 0, 0]   # to the argmax, as 2.10


def test_int_and_float_of_a_tensor_raise_2_10s_texts():
    one = "^Only one element tensors can be converted to Python scalars$"     # 2.10 (measured)
    with pytest.raises(ValueError, match=one):
        int(ms.Tensor(np.float32("nan")))
    with pytest.raises(ValueError, match=one):
        float(ms.Tensor([1.0, 2.0]))
    with pytest.raises(OverflowError, match="cannot convert float infinity to integer"):
        int(ms.Tensor(np.float32("inf")))
    assert int(ms.Tensor(np.float32(-2.7))) == -2 and float(ms.Tensor([1.5])) == 1.5
