"""MindSpore 2.10 behaviours ported from its st tests (round st46); values measured on 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit, mutable, nn, ops
from minicell.train.amp import auto_mixed_precision


def test_sequence_compare_in_numpy_island_is_python():
    """st compiler/fallback/test_graph_fallback_runtime_tuple_func compare_with_operation_4/5:
    sequences built from tensor values (PyExecute in 2.10) compare as Python does."""
    @jit
    def nested(x, y):
        x_np, y_np = x.asnumpy(), y.asnumpy()
        m = ((x_np, 1), x_np + 1)
        n = ((y_np, 2), y_np - 1)
        return m < n, m >= n

    lt, ge = nested(Tensor([1]), Tensor([3]))
    assert lt.tolist() == [True] and ge.tolist() == [False]

    @jit
    def list_vs_tuple(x):
        x_np = x.asnumpy()
        return [x_np, 1] < (x_np, 2)

    with pytest.raises(TypeError, match="'<' not supported between instances of 'list' and "
                                        "'tuple'"):
        list_vs_tuple(Tensor([1]))


def test_sequence_compare_of_constants_keeps_graph_error():
    @jit
    def consts(x):
        return ((1, 2), 3) < ((2, 3), 4)

    with pytest.raises(TypeError, match=r"For op 'tuple_lt' input must be \[int32, int64, "
                                        r"float32, float64, bool\], but got \(1, 2\)"):
        consts(Tensor([1]))


def test_mutable_index_of_mixed_sequence_in_island():
    """st ..._tuple_func getitem_with_index(_2)/with_slice: a mutable made of a constant indexes
    a sequence of host objects by its own value (2.10: m[0], m[1], m[2], m[1:3])."""
    @jit
    def pick(x):
        m = (x.asnumpy(), "abcd", x + 1, np.array([1, 2, 3, 4]))
        return m[mutable(0)], m[mutable(1)], m[mutable(2)], m[mutable(1):3]

    first, second, third, part = pick(Tensor([4, 3, 2, 1]))
    assert isinstance(first, np.ndarray) and first.tolist() == [4, 3, 2, 1]
    assert second == "abcd"
    assert third.asnumpy().tolist() == [5, 4, 3, 2]
    assert len(part) == 2 and part[0] == "abcd"


@pytest.mark.heavy
def test_amp_auto_conv_bias_and_batchnorm_dtypes():
    """st mix_precision/test_mix_precision_auto infer_func_auto/recompute: under amp level
    "auto" ops.conv2d adds its bias with a BiasAdd (promote: float32 out), nn.Conv2d without
    bias casts to float16, BatchNorm runs in float32 (2.10 dtypes and sums)."""
    conv_nb = nn.Conv2d(3, 4, 3, has_bias=False, weight_init='ones')
    conv_b = nn.Conv2d(3, 4, 3, has_bias=True, weight_init='ones', bias_init='ones')
    bn = nn.BatchNorm2d(3)

    def f(x):
        x16 = x.astype(ms.float16)
        return (ops.conv2d(x, ops.ones((4, 3, 3, 3), ms.float32), ops.ones((4,), ms.float32)),
                ops.conv2d(x, ops.ones((4, 3, 3, 3), ms.float32)), conv_nb(x), conv_b(x),
                bn(x16))

    g = auto_mixed_precision(f, amp_level="auto", dtype=ms.float16)
    x = np.tile(np.arange(25, dtype=np.float32).reshape(1, 1, 5, 5), (1, 3, 1, 1)) / 10
    outs = g(Tensor(x))
    assert [str(o.dtype) for o in outs] == ['Float32', 'Float16', 'Float16', 'Float32',
                                            'Float32']
    np.testing.assert_allclose([float(o.sum()) for o in outs],
                               [1202.375, 1166.0, 2434.0, 2533.4296875, 89.99918365478516],
                               rtol=1e-6)


@pytest.mark.heavy
def test_amp_auto_conv_on_float16_input_grad():
    """st test_mix_precision_auto recompute: a float16 input through nn.Conv2d (float32
    weight) and BatchNorm under amp "auto" differentiates (2.10 runs it)."""
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(3, 2, 3, weight_init='ones')
            self.bn = nn.BatchNorm2d(2)

        def construct(self, x):
            return ops.relu(self.bn(self.conv(x)))

    net = auto_mixed_precision(Net(), amp_level="auto", dtype=ms.float16)
    grad = ops.GradOperation()(net)(Tensor(np.ones((1, 3, 4, 4), np.float16)))
    assert grad.dtype == ms.float16 and grad.shape == (1, 3, 4, 4)


@pytest.mark.heavy
def test_amp_auto_skips_a_to_float_cell():
    """st test_mix_precision_auto with_to_float: a Conv2d set to_float(float32) inside an amp
    "auto" network runs in float32 (2.10: a float16 input gives a Float32 output)."""
    conv = nn.Conv2d(3, 2, 3, weight_init='ones')
    conv.to_float(ms.float32)
    net = auto_mixed_precision(nn.SequentialCell([conv]), amp_level="auto", dtype=ms.float16)
    assert net(Tensor(np.ones((1, 3, 4, 4), np.float16))).dtype == ms.float32


@pytest.mark.heavy
def test_jit_argument_holding_tracked_tensor_and_none_under_grad():
    """st compiler/jit/test_jit_grad with_invalid_input(_2): an @jit call made while PYNATIVE
    records a gradient, given a container holding a tracked Tensor next to None/str, is 2.10's
    RuntimeError (its text measured); numbers or untracked Tensors beside it are fine."""
    ms.set_context(mode=ms.PYNATIVE_MODE)

    @jit
    def inner(x, y):
        return 2 * x[0] + y

    a, b = Tensor([1.0, 2.0]), Tensor([1.0, 1.0])
    with pytest.raises(RuntimeError) as err:
        ops.GradOperation()(lambda x, y: inner((x * 3, None), y))(a, b)
    assert str(err.value) == (
        'Input "(Tensor(shape=[2], dtype=Float32, value= [ 3.00000000e+00,  6.00000000e+00]), '
        'None)" contains tensor with gradient but can not mutable.')
    with pytest.raises(RuntimeError, match="contains tensor with gradient but can not mutable"):
        ms.grad(lambda x, y: inner({"x": (x * 3, "a")}["x"], y))(a, b)
    assert ops.GradOperation()(lambda x, y: inner((x * 3, 2), y))(a, b).asnumpy().tolist() == \
        [6.0, 6.0]
    assert ops.GradOperation()(lambda x, y: inner((Tensor([5.0]), None), y))(
        a, b).asnumpy().tolist() == [0.0, 0.0]
    assert inner((a * 3, None), b).asnumpy().tolist() == [7.0, 13.0]


def test_sens_for_dict_output_with_number_value():
    """st pynative/grad/test_common_grad jit_network_with_dict_output_has_constant_value: the
    sensitivity of a dict output {'a': relu(x), 'b': 2} is such a dict; the number's part is
    ignored (2.10 PYNATIVE: the gradient is the sens of 'a'; its GRAPH_MODE gives zeros)."""
    ms.set_context(mode=ms.PYNATIVE_MODE)

    class DicNet(nn.Cell):
        @jit
        def construct(self, x):
            return {'a': ops.relu(x), 'b': 2}

    x = Tensor(np.array([[0.8, 0.6], [1.8, 1.3]], np.float32))
    net = DicNet()
    grad = ops.GradOperation(sens_param=True)(net)(x, net(x))
    np.testing.assert_allclose(grad.asnumpy(), [[0.8, 0.6], [1.8, 1.3]])
    np.testing.assert_allclose(ops.GradOperation()(net)(x).asnumpy(), np.ones((2, 2)))


class _DirtyNotOutput(ms._Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.mark_dirty(x)
        return x + y

    @staticmethod
    def backward(ctx, g):
        return g, g * 2


class _DirtyOutput(ms._Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.mark_dirty(x)
        return x + y, x

    @staticmethod
    def backward(ctx, g, a):
        return g, g * 2


def test_custom_function_mark_dirty_checks_while_recording():
    """st pynative/grad/test_custom_function_grad dirty_tensor_must_all_be_output /
    is_need_grad_leaf: 2.10's RuntimeErrors (measured) while a gradient records; a dirty
    input that is computed (not a leaf), or no gradient at all, runs."""
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x, y = Tensor([2.0, 2.0]), Tensor([3.0, 3.0])
    grad_all = ops.GradOperation(get_all=True)
    with pytest.raises(RuntimeError, match="The dirty tensors must all be outputs of the "
                                           "forward function."):
        grad_all(_DirtyNotOutput.apply)(x, y)
    with pytest.raises(RuntimeError, match="A leaf tensor that need grad is being used in an "
                                           "inplace operator."):
        grad_all(_DirtyOutput.apply)(x, y)
    assert _DirtyNotOutput.apply(x, y).asnumpy().tolist() == [5.0, 5.0]
    g = ops.GradOperation()(lambda a, b: _DirtyOutput.apply(a * 1, b))(x, y)
    assert g.asnumpy().tolist() == [1.0, 1.0]


@pytest.mark.heavy
def test_graph_list_index_of_mutable_ints_gathers_rows():
    """st tensor/test_getitem mutable_sequence_index (its first, PYNATIVE half, and 2.10's
    graph without MS_DEV_TENSOR_INDEX_BOOST): in a graph a list index of ms.mutable ints is one
    array index, as a list of ints (2.10: x[mutable([2, 1, 0])] is x[::-1], (3, 3, 2));
    PYNATIVE reads a list of Tensors as a tuple (2.10: x[[Tensor(2), Tensor(1), Tensor(0)]]
    has shape ())."""
    np_x = np.arange(18).reshape(3, 3, 2)
    x = Tensor(np_x)

    @jit
    def take(x, idx):
        return x[idx]

    @jit
    def pair(x, a, b):
        return x[[a, b]]

    assert (take(x, mutable([2, 1, 0])).asnumpy() == np_x[::-1]).all()
    assert (pair(x, mutable(2), mutable(1)).asnumpy() == np_x[[2, 1]]).all()
    assert take(x, mutable((2, 1))).asnumpy().tolist() == np_x[2, 1].tolist()
    assert x[[Tensor(2), Tensor(1), Tensor(0)]].shape == ()
