"""BinaryCrossEntropy's 'sum' and 'mean' as MindSpore 2.10's CPU kernel reduces (measured on
2.10, GRAPH_MODE and PYNATIVE_MODE give the same): the per-element losses added in float64 and
rounded once, the mean that sum divided by the count in the loss's dtype. A float32 sum in
XLA's order, or the mean taken as the sum times 1 / n, is an ulp away from 2.10 (upstream
tests/st/ops/cpu/test_binary_cross_entropy_op.py compares the sum with == )."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor
from minicell.ops import operations as P


def _bce(reduction, n, seed, dtype=np.float32):
    rng = np.random.RandomState(seed)
    p, t, w = (rng.rand(n).astype(dtype) for _ in range(3))
    return P.BinaryCrossEntropy(reduction)(Tensor(p), Tensor(t), Tensor(w)).asnumpy()


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_sum_and_mean_of_twenty_float32_losses_are_2_10s(mode):
    ms.set_context(mode=mode)
    np.random.seed(42)                  # the upstream test's inputs
    p, t, w = (np.random.rand(20).astype(np.float32) for _ in range(3))

    class Net(ms.nn.Cell):
        def __init__(self, reduction):
            super().__init__()
            self.bce = P.BinaryCrossEntropy(reduction)

        def construct(self, x, y, z):
            return self.bce(x, y, z)

    args = (Tensor(p), Tensor(t), Tensor(w))
    assert float(Net("sum")(*args).asnumpy()) == 14.894649505615234       # 2.10
    assert float(Net("mean")(*args).asnumpy()) == 0.7447324991226196      # 2.10
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_a_long_float32_sum_is_float64s_sum_rounded_and_the_mean_a_float32_quotient():
    # 2.10: 50087.27734375 (a float32 running sum would give 50087.3828125) and 0.5008577704429626
    # (the sum times float32(1 / n) gives 0.5008577108383179)
    assert float(_bce("sum", 100003, 100003)) == 50087.27734375
    assert float(_bce("mean", 100003, 100003)) == 0.5008577704429626
    assert float(_bce("sum", 1000, 1000)) == 518.43994140625                # 2.10
    assert float(_bce("mean", 1000, 1000)) == 0.5184399485588074            # 2.10


def test_float16_sum_and_mean_and_none_keep_their_dtype():
    s, m = _bce("sum", 3001, 3001, np.float16), _bce("mean", 3001, 3001, np.float16)
    assert s.dtype == m.dtype == np.float16
    assert (float(s), float(m)) == (1548.0, 0.51611328125)                # 2.10: 1548., 0.516
    none = _bce("none", 3001, 3001, np.float16)
    assert none.shape == (3001,) and none.dtype == np.float16


class _Appends(ms.nn.Cell):
    def __init__(self, what):
        super().__init__()
        self.what = what
        self.m = [1, 2]

    def construct(self, x):
        if self.what == "tensor":
            self.m.append(x * 2)
        else:
            self.m.append(3)
        return x + 1


def test_a_graph_appending_a_computed_tensor_to_a_list_attribute_stores_real_tensors():
    # 2.10 GRAPH_MODE (measured): `self.m.append(x)` appends the call's real Tensor at every
    # call; minicell's trace used to leave a valueless traced tensor in self.m (reading it
    # raised ConcretizationError). The signature now runs op by op, with one CompileWarning.
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Appends("tensor")
        with pytest.warns(Warning, match="stores a tensor computed in construct"):
            out = net(Tensor(np.float32(1.0)))
        assert float(out.asnumpy()) == 2.0
        assert net.m[:2] == [1, 2] and len(net.m) == 2 + 1
        assert float(net.m[2].asnumpy()) == 2.0
        net(Tensor(np.float32(5.0)))
        assert [float(t.asnumpy()) for t in net.m[2:]] == [2.0, 10.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_a_graph_appending_a_python_value_still_compiles_and_appends_once():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Appends("int")
        with pytest.warns(Warning, match="runs once at compile time"):
            net(Tensor(np.float32(1.0)))
        net(Tensor(np.float32(2.0)))
        assert net.m == [1, 2, 3]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _xr():
    return Tensor(np.array([[1, 0, np.nan], [2, 3, 0]], np.float32))


_REDUCE_SUM_FLOAT_AXIS = ('Failed calling ReduceSum with "ReduceSum(keep_dims=bool, '
                          'skip_mode=bool)(x=Tensor, axis=float)".')


# measured on 2.10: nansum and count_nonzero sum with ReduceSum, whose checks name it
@pytest.mark.parametrize("call, exc, text", [
    (lambda: ms.ops.nansum(_xr(), 5), ValueError,
     "For primitive[ReduceSum], the axis value must be in [-2,2), but got 5."),
    (lambda: ms.ops.nansum(_xr(), -3), ValueError,
     "For primitive[ReduceSum], the axis value must be in [-2,2), but got -3."),
    (lambda: ms.ops.count_nonzero(_xr(), (0, 5)), ValueError,
     "For primitive[ReduceSum], the axis value must be in [-2,2), but got 5."),
    (lambda: ms.ops.nansum(_xr(), 1.5), TypeError, _REDUCE_SUM_FLOAT_AXIS),
    (lambda: ms.ops.count_nonzero(_xr(), 1.5), TypeError, _REDUCE_SUM_FLOAT_AXIS),
    (lambda: ms.ops.nansum(_xr(), 1, keepdims=1), TypeError,
     'Failed calling ReduceSum with "ReduceSum(keep_dims=int, skip_mode=bool)(x=Tensor, '
     'axis=int)".'),
    (lambda: ms.ops.count_nonzero(_xr(), 1, keep_dims=1), TypeError,
     "For 'count_nonzero', the type of 'keep_dims' should be 'bool', but got type 'int'."),
])
def test_nansum_and_count_nonzero_check_their_arguments_as_reducesum(call, exc, text):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value).split("\n")[0] == text


def test_nansum_and_count_nonzero_good_axes_still_reduce():
    assert ms.ops.nansum(_xr(), [0, 1]).asnumpy() == 6.0                  # 2.10: 6.0
    assert ms.ops.count_nonzero(_xr(), [0, 1]).asnumpy() == 4             # 2.10: 4
    assert ms.ops.count_nonzero(_xr(), 1).asnumpy().tolist() == [2, 2]
    assert ms.ops.nansum(_xr(), 1).asnumpy().tolist() == [1.0, 5.0]
