"""Model-zoo round 15: behaviours the zoo models rely on, values measured on MindSpore 2.10."""
import numpy as np

import minicell as ms


def _x():
    return ms.Tensor(np.arange(24, dtype=np.float32).reshape(3, 4, 2))


IDS = [0, 2]


def test_setitem_on_array_indexed_read_writes_back():
    # mindyolo YOLOv4Loss: `y_true[b, gj, gi, a][:, 0] = 1.0` sets y_true in 2.10 PYNATIVE
    x = _x()
    x[ms.Tensor(IDS, ms.int32), ms.Tensor([1, 3], ms.int32)][:, 0] = -1.0
    want = np.arange(24, dtype=np.float32)
    want[[2, 22]] = -1.0
    np.testing.assert_array_equal(x.asnumpy().reshape(-1), want)


def test_write_back_is_the_whole_read_at_setitem_time():
    x = _x()
    z = x[ms.Tensor(IDS, ms.int32)]
    x[0] = 100.0                  # not seen by z (a copy) ...
    z[0, 0, 0] = -1.0             # ... so x[ids] = z puts the old row 0 back
    want = np.arange(24, dtype=np.float32)
    want[0] = -1.0
    np.testing.assert_array_equal(x.asnumpy().reshape(-1), want)
    np.testing.assert_array_equal(z.asnumpy().reshape(-1),
                                  [-1, 1, 2, 3, 4, 5, 6, 7] + list(range(16, 24)))


def test_write_back_through_a_basic_index_of_the_read():
    x = _x()
    z = x[ms.Tensor(IDS, ms.int32)]
    w = z[1]
    w[2] = -5.0
    want = np.arange(24, dtype=np.float32)
    want[[20, 21]] = -5.0
    np.testing.assert_array_equal(x.asnumpy().reshape(-1), want)


def test_no_write_back_without_setitem_on_the_read():
    x = _x()
    ids = ms.Tensor(IDS, ms.int32)
    z = x[ids]
    z += 1.0
    x[ids].copy_(ms.Tensor(np.zeros((2, 4, 2), np.float32)))
    t = x[ids].T
    t[0] = 0.0                    # a transpose is no index read: 2.10 leaves x alone
    np.testing.assert_array_equal(x.asnumpy().reshape(-1), np.arange(24, dtype=np.float32))


def test_write_back_into_a_parameter_through_a_mask_read():
    p = ms.Parameter(ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), name="p")
    q = p[ms.Tensor([True, False, True])]
    q[:, 1] = -2.0
    np.testing.assert_array_equal(p.asnumpy().reshape(-1), [0, -2, 2, 3, 4, -2])


def test_write_back_gradient():
    ids = ms.Tensor(IDS, ms.int32)

    def f(x):
        y = x * 1.0
        y[ids][:, 0] = 0.0
        return (y * y).sum()

    g = ms.grad(f)(ms.Tensor(np.ones((3, 4, 2), np.float32))).asnumpy().reshape(-1)
    want = np.full(24, 2.0, np.float32)
    want[[0, 1, 16, 17]] = 0.0
    np.testing.assert_array_equal(g, want)


def test_batch_matmul_needs_equal_batch_axes():
    # mindformers' rotary embedding (BatchMatMul of (b, n, s, d) with (d, d)) fails this way on
    # 2.10 CPU; size-1 batch axes are not broadcast either (measured)
    import pytest
    from minicell import ops
    x = ms.Tensor(np.ones((2, 4, 8, 8), np.float32))
    for shape, text in (((8, 8), "{8, 8}"), ((1, 1, 8, 8), "{1, 1, 8, 8}")):
        with pytest.raises(ValueError) as e:
            ops.BatchMatMul()(x, ms.Tensor(np.ones(shape, np.float32)))
        assert str(e.value) == ("For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, "
                                "with x shape [const vector]{2, 4, 8, 8}, y shape "
                                "[const vector]" + text)
    assert ops.bmm(x, ms.Tensor(np.ones((2, 4, 8, 3), np.float32))).shape == (2, 4, 8, 3)
