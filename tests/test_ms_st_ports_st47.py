"""MindSpore 2.10 behaviours ported from its st tests (round st47); values measured on 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

MODES = [ms.GRAPH_MODE, ms.PYNATIVE_MODE]


def _i32(v):
    return Tensor(np.asarray(v, np.int32))


@pytest.mark.heavy
@pytest.mark.parametrize("mode", MODES)
def test_ctc_loss_v2_reads_out_of_range_labels_flat(mode):
    """st nn/test_ctc_loss test_ctc_loss_tnc: 2.10's CTCLossV2 CPU kernel reads a label past C
    at the flat offset (t * N + n) * C + label (the next sample's or step's values), and 0 past
    the buffer (measured)."""
    ms.set_context(mode=mode)
    try:
        arange = Tensor(np.arange(80).reshape(10, 2, 4).astype(np.float32))
        targets = _i32(np.arange(10).reshape(2, 5))
        loss = nn.CTCLoss(blank=0, reduction="none")(arange, targets, _i32([10, 10]), _i32([3, 3]))
        np.testing.assert_allclose(loss.asnumpy(), [-378.18414, -460.60648], rtol=1e-6)
        x = Tensor(np.random.RandomState(0).randn(4, 2, 3).astype(np.float32))
        past_end = ops.ctc_loss(x, _i32([[1, 2], [3, 4]]), _i32([4, 4]), _i32([2, 2]),
                                reduction="none")[0]
        np.testing.assert_allclose(past_end.asnumpy(), [-3.5094385, -4.9697256], rtol=1e-6)
        summed = nn.CTCLoss(reduction="sum")(x, _i32([[1, 2], [3, 4]]), _i32([4, 4]),
                                             _i32([2, 2]))
        np.testing.assert_allclose(summed.asnumpy(), -8.479164123535156, rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.heavy
def test_ctc_loss_v2_label_equal_to_blank_may_be_skipped_to():
    """2.10's kernel compares a label with the one two states back only, so a target label
    equal to blank is reached by a skip as any other (measured: -8.610723495483398)."""
    x = Tensor(np.random.RandomState(0).randn(5, 1, 3).astype(np.float32))
    loss = ops.ctc_loss(x, _i32([[1, 0, 2]]), _i32([5]), _i32([3]), reduction="none")[0]
    np.testing.assert_allclose(loss.asnumpy(), [-8.610723495483398], rtol=1e-6)


@pytest.mark.heavy
def test_jit_list_argument_in_place_table():
    """st compiler/fallback/test_graph_fallback_runtime_list_inplace with_graph_input(_2, _4-_6):
    2.10's jit gives a returned list argument back as the caller's list; reverse/pop/extend/
    insert change the caller's list, append/clear/lst[i] = v/+= give the graph its own list and
    leave the caller's as it was (all measured on 2.10)."""
    @ms.jit
    def ident(x):
        return x

    @ms.jit
    def rev(x):
        x.reverse()
        return x

    @ms.jit
    def rev_only(x):
        x.reverse()

    @ms.jit
    def pop_extend_insert(x):
        x.pop()
        x.extend([7, 8])
        x.insert(0, 9)
        return x

    @ms.jit
    def first_rev(x):
        y = x[0]
        y.reverse()
        return y

    x = [3, 1, 2, 4]
    assert ident(x) is x
    nested = ([1, 2, 3], 2)
    assert ident(nested)[0] is nested[0]
    assert rev(x) is x and x == [4, 2, 1, 3]
    assert rev_only(x) is None and x == [3, 1, 2, 4]
    assert pop_extend_insert(x) is x and x == [9, 3, 1, 2, 7, 8]
    assert first_rev(nested) is nested[0] and nested == ([3, 2, 1], 2)
    d = {"a": 1}
    assert ident(d) is d


@pytest.mark.heavy
def test_jit_list_argument_copying_methods_leave_it():
    @ms.jit
    def app(x):
        x.append(5)
        return x

    @ms.jit
    def setit(x):
        x[0] = 9
        return x

    @ms.jit
    def iadd(x):
        x += [6]
        return x

    @ms.jit
    def rev(x):
        x.reverse()
        return x

    for fn, want in ((app, [3, 1, 2, 4, 5]), (setit, [9, 1, 2, 4]), (iadd, [3, 1, 2, 4, 6])):
        x = [3, 1, 2, 4]
        out = fn(x)
        assert out is not x and out == want and x == [3, 1, 2, 4]
    m = ms.mutable([1, 2, 3])
    out = rev(m)
    assert out is not m and list(out) == [3, 2, 1] and list(m) == [1, 2, 3]


def test_jit_returns_attribute_list_and_argument_list_as_themselves():
    """st list_inplace test_list_inplace_with_same_value_list: a Cell attribute's list and a
    list argument, equal in value, both come back as themselves (2.10 measured)."""
    class Inner(nn.Cell):
        def __init__(self):
            super().__init__()
            self.y = [1, 2, 3]

        def construct(self, z):
            z.reverse()
            return z

    net = Inner()

    @ms.jit
    def both(z):
        y = net.y
        y.reverse()
        return net.y, net(z)

    z = [1, 2, 3]
    r1, r2 = both(z)
    assert r1 is net.y and r2 is z and z == [3, 2, 1]


@pytest.mark.heavy
@pytest.mark.parametrize("mode", MODES)
def test_random_categorical_seeded_is_2_10_cpu_stream(mode):
    """st ops/cpu/test_random_categorical_op: a nonzero seed draws 2.10's CPU kernel's numbers
    (Philox-mixed seed, libstdc++'s minstd_rand0 and uniform_real_distribution; values
    measured on 2.10)."""
    ms.set_context(mode=mode)
    try:
        x = np.array([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
        for dt in (ms.float16, ms.float32, ms.float64):
            out = ops.RandomCategorical(ms.int64)(Tensor(x, dt), 10, 5)
            assert out.dtype == ms.int64
            assert out.asnumpy().tolist() == [[4, 4, 2, 4, 4, 3, 4, 4, 4, 4]] * 2
        y = np.random.RandomState(1).randn(2, 7) * 3
        out = ops.RandomCategorical(ms.int32)(Tensor(y, ms.float32), 12, 123456789)
        assert out.asnumpy().tolist() == [[6, 0, 6, 0, 0, 6, 6, 0, 0, 6, 0, 6], [3] * 12]
        out = ops.RandomCategorical(ms.int16)(Tensor(y, ms.float16), 12, 77)
        assert out.dtype == ms.int16 and out.asnumpy().tolist() == [[6, 0] + [6] * 10, [3] * 12]
        out = ops.random_categorical(Tensor(y, ms.float64), 6, -3)
        assert out.asnumpy().tolist() == [[6, 6, 6, 6, 0, 6], [3] * 6]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_transpose_perm_out_of_range_text_in_a_graph():
    """st tensor/overload/test_transpose test_method_transpose_python[0]: 2.10's graph gives its
    infer function's text, op by op 'Dimension out of range' (both measured)."""
    class Net(nn.Cell):
        def construct(self, x, axes):
            return x.transpose(axes)

    x = Tensor(np.ones((2, 2, 3), np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError, match=r"^For primitive\[Transpose\], the perm value must "
                                             r"be in \[-3,3\), but got 3\.$"):
            Net()(x, (0, 3, 4))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(ValueError, match=r"^Dimension out of range \(expected to be in range of "
                                         r"\[-3, 3\), but got -4\)"):
        Net()(x, (0, -4, 1))
