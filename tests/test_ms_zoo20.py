"""Model-zoo round 20 (regression re-run of zoo11-19 after session 32): values measured on
MindSpore 2.10 CPU."""
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor

# ops.full without dtype: 2.10 fills Int64 whatever the value (its array_func.full sets
# dtype = int64; measured, PYNATIVE and GRAPH). PreDiff's latent_diffusion calls
# ops.full(fill_value=logvar_init, size=(T,)) without a dtype.
_FULL_INT64 = [
    (2.5, [2, 2]), (-2.5, [-2, -2]), (7, [7, 7]), (True, [1, 1]), (1e10, [10000000000] * 2),
    (Tensor(1.5), [1, 1]), (Tensor([2.5]), [2, 2]), (Tensor(3, ms.int32), [3, 3]),
    (Tensor(True), [1, 1]),
]


@pytest.mark.parametrize("value, expected", _FULL_INT64)
def test_ops_full_is_int64_without_dtype(value, expected):
    out = ops.full((2,), value)
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == expected


def test_ops_full_forms():
    assert ops.full([2], 2.5).asnumpy().tolist() == [2, 2]
    kw = ops.full(fill_value=0.5, size=(2,))
    assert kw.dtype == ms.int64 and kw.asnumpy().tolist() == [0, 0]
    f32 = ops.full((2,), 2.5, dtype=ms.float32)
    assert f32.dtype == ms.float32 and f32.asnumpy().tolist() == [2.5, 2.5]
    # mindspore.numpy.full keeps numpy's inference (measured: Float32, Float32, Int32)
    assert ms.numpy.full((2,), 2.5).dtype == ms.float32
    assert ms.numpy.full((2,), Tensor(1.5)).dtype == ms.float32
    assert ms.numpy.full((2,), 3).dtype == ms.int32
    # 2.10's mint.full (FillScalar) has no CPU kernel; minicell's keeps PyTorch's inference
    assert mint.full((2,), 2.5).dtype == ms.float32 and mint.full((2,), 3).dtype == ms.int64


class _Full(nn.Cell):
    def construct(self, x):
        return ops.full((2,), 2.5), ops.full(x.shape, -1.5) * x, ops.full((2,), x[0])


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_ops_full_in_a_cell(mode):
    ms.set_context(mode=mode)
    try:
        a, b, c = _Full()(Tensor([2.0, 3.0]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert (a.dtype, a.asnumpy().tolist()) == (ms.int64, [2, 2])
    assert (b.dtype, b.asnumpy().tolist()) == (ms.float32, [-2.0, -3.0])
    assert (c.dtype, c.asnumpy().tolist()) == (ms.int64, [2, 2])


# ops.multinomial / Tensor.multinomial are Int32 (2.10's Multinomial, and TopK without
# replacement); ops.clamp/clip of an Int32 input with float bounds promotes to Float32, Python
# ints keep Int32, a Float16 input stays Float16 (measured, both modes, in a Cell too).
class _ClampDraw(nn.Cell):
    def construct(self, x, w):
        return (ops.clamp(x, 1.5, 4.5), x.clip(2, 4), ops.clamp(x.astype(ms.float16), 1.5),
                ops.multinomial(w, 2), w.multinomial(1), ops.multinomial(w, 2, False))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_clamp_promotion_and_multinomial_dtype(mode):
    x = Tensor([[1, 2, 3], [4, 5, 6]], ms.int32)
    w = Tensor([[0.5, 0.5, 0.0], [0.1, 0.0, 0.9]])
    ms.set_context(mode=mode)
    try:
        a, b, c, d, e, f = _ClampDraw()(x, w)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert (a.dtype, a.asnumpy().tolist()) == (ms.float32, [[1.5, 2, 3], [4, 4.5, 4.5]])
    assert (b.dtype, b.asnumpy().tolist()) == (ms.int32, [[2, 2, 3], [4, 4, 4]])
    assert (c.dtype, c.asnumpy().tolist()) == (ms.float16, [[1.5, 2, 3], [4, 5, 6]])
    assert [(t.dtype, t.shape) for t in (d, e, f)] == [(ms.int32, (2, 2)), (ms.int32, (2, 1)),
                                                       (ms.int32, (2, 2))]
    assert ops.clamp(x, Tensor(1.5), Tensor(4.5)).dtype == ms.float32
    assert mint.clamp(x, 1.5, 4.5).dtype == ms.float32
    assert ops.clip_by_value(x, 1.5, 4.5).dtype == ms.int32     # clip_by_value keeps Int32
    assert mint.multinomial(w, 2).dtype == ms.int64             # PyTorch's (no 2.10 CPU kernel)
