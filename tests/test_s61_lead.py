"""Session 61, lead: costs a user meets before the first step."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.runtime import dispatch, x64
from minicell.runtime.registry import freeze_attrs, get_op


@pytest.fixture
def counted_dispatch(monkeypatch):
    seen = []
    real = dispatch.dispatch

    def counting(op, inputs, attrs=()):
        seen.append(op.name)
        return real(op, inputs, attrs)
    monkeypatch.setattr(dispatch, "dispatch", counting)
    return seen


def test_param_data_outside_a_trace_dispatches_no_op(counted_dispatch):
    # zoo models' _initialize_weights read m.weight.data.shape for every layer: each read
    # compiled an identity kernel per shape before
    net = nn.Conv2d(3, 16, 3)
    shape = net.weight.data.shape
    net.weight.set_data(ms.Tensor(np.full(shape, 0.5, np.float32)))
    assert shape == (16, 3, 3, 3)
    assert "stop_gradient" not in counted_dispatch
    view = net.weight.data
    view[0, 0, 0, 0] = 2.0                       # still a view: writes reach the Parameter
    assert net.weight.asnumpy()[0, 0, 0, 0] == 2.0
    assert type(view).__name__ != "Parameter" and view._tape_node is None


def test_param_data_is_detached_in_pynative_grad():
    w = ms.Parameter(ms.Tensor([3.0]), name="w")

    def f(x):
        return (w * x + w.data * x).sum()
    g = ms.grad(f, grad_position=None, weights=[w])(ms.Tensor([2.0]))
    assert g[0].asnumpy().tolist() == [2.0]      # only the w term; w.data has no gradient


def test_param_data_in_a_graph_is_the_detached_input():
    ms.set_context(mode=ms.GRAPH_MODE)        # (conftest restores PYNATIVE_MODE)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([3.0]), name="w")

        def construct(self, x):
            return (self.w * x + ops.stop_gradient(self.w.data) * x).sum()
    net = Net()
    g = ms.grad(net, grad_position=None, weights=net.trainable_params())(ms.Tensor([2.0]))
    assert g[0].asnumpy().tolist() == [2.0]
    net.w.set_data(ms.Tensor([5.0]))
    assert net(ms.Tensor([1.0])).asnumpy() == 10.0


# ---- creation ops computed on the host in eager calls ---------------------------------------
def test_creation_ops_compile_nothing_per_shape(xla_compiles):
    ops.add(ms.Tensor([1.0]), 1.0)              # the process's first eager kernel checks the
    xla_compiles.clear()                        # compile options once (xla_options._decide)
    for n in range(3, 9):                        # shapes no other test uses
        shape = (n, 17, 3)
        ops.zeros(shape), ops.ones(shape, ms.float16), ops.full(shape, 2.5)
        ops.fill(ms.int32, shape, 7), ops.eye(n, 19, ms.float32)
        t = ms.Tensor(np.full(shape, 3.0, np.float32))
        ops.zeros_like(t), ops.ones_like(t), ops.full_like(t, 4.0)
        ms.numpy.zeros(shape), ms.numpy.ones(shape)
    assert xla_compiles == []


VALUES = [-3, 2.5, -0.7, -1e30, float("inf"), float("nan"), 65504.5, 1 + 2 ** -11, True, 2 ** 40,
          np.float32(-2.75), np.uint8(250)]
DTYPES = ["float16", "bfloat16", "float32", "float64", "int8", "uint8", "int32", "int64", "bool",
          "complex64"]


@x64.scoped                             # as dispatch calls kernels
def _host_and_compiled(name, args, attrs):
    """The op's eager kernel (the numpy twin where it accepts) and its jitted kernel (the one a
    call inside a trace gets), both on ``args``."""
    op, frozen = get_op(name), freeze_attrs(attrs)
    assert op.host is not None
    got = np.asarray(op.kernel(frozen)(*args))
    return got, np.asarray(op.kernel(frozen, nested=True)(*args))


@pytest.mark.parametrize("dtype", DTYPES)
def test_fill_on_host_is_the_compiled_fill_bit_for_bit(dtype):
    for value in VALUES:
        got, want = _host_and_compiled("fill", (value,), {"shape": (2, 3), "dtype": dtype})
        assert got.dtype == want.dtype and got.shape == want.shape, (value, dtype)
        assert got.tobytes() == want.tobytes(), (value, dtype, got, want)


def test_like_ops_and_eye_on_host_match_the_compiled_kernels():
    x = ms.Tensor(np.arange(6, dtype=np.float16).reshape(2, 3)).data_array()
    for name, args, attrs in [("zeros_like", (x,), {}), ("ones_like", (x,), {"dtype": "int32"}),
                              ("eye", (), {"n": 3, "m": 5, "dtype": "bfloat16"})]:
        got, want = _host_and_compiled(name, args, attrs)
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def test_fill_checks_the_shape_on_the_host_too():
    # (ops.fill refuses a negative size before it, with 2.10's FillV2 text: bad-input round 54)
    with pytest.raises(ValueError, match="every dimension of 'shape' must be >= 0"):
        get_op("fill").kernel(freeze_attrs({"shape": (2, -1), "dtype": "float32"}))(1.0)


def test_creation_ops_still_differentiate_and_trace():
    x = ms.Tensor(np.float32(1.5))
    g = ms.grad(lambda v: ops.fill(ms.float32, (2, 2), v).sum())(x)   # fill's value gradient
    assert g.asnumpy() == 4.0

    @ms.jit
    def f(t):
        return ops.zeros_like(t) + ops.ones((2,), ms.float32) * t
    assert f(ms.Tensor([1.0, 2.0])).asnumpy().tolist() == [1.0, 2.0]


def test_fill_of_a_one_element_value_matches_the_compiled_kernel():
    v = ms.Tensor(np.array([2.5], np.float32)).data_array()
    got, want = _host_and_compiled("fill", (v,), {"shape": (2, 2), "dtype": "int64"})
    assert got.dtype == want.dtype and got.tolist() == want.tolist() == [[2, 2], [2, 2]]
    with pytest.raises(Exception) as host_err:
        _host_and_compiled("fill", (v,), {"shape": (), "dtype": "float32"})
    assert "broadcast" in str(host_err.value).lower() or "shape" in str(host_err.value).lower()


# ---- small-output convolutions with many taps stay XLA's -----------------------------------
def test_small_output_taps_only_for_few_taps():
    from minicell.runtime.primitives import cpu_conv
    w3, w8 = np.zeros((32, 32, 3, 3), np.float32), np.zeros((32, 32, 8, 8), np.float32)
    small = np.zeros((2, 32, 2, 2), np.float32)
    assert cpu_conv.is_small_output(small, w3, (1, 1), ((1, 1), (1, 1)), (1, 1), 1, False)
    # a patch embedding (kernel = stride = 8) on a 16 x 16 map: 64 taps, 2 x 2 output; as taps it
    # compiled 20x longer than XLA's convolution and ran slower (Segformer's first step 375 s)
    patches = np.zeros((2, 32, 16, 16), np.float32)
    assert not cpu_conv.is_small_output(patches, w8, (8, 8), ((0, 0), (0, 0)), (1, 1), 1, False)
    # a 1 x 1 map padded by 1: only the centre tap of the 3 x 3 kernel reads it
    one = np.zeros((2, 32, 1, 1), np.float32)
    assert cpu_conv.is_small_output(one, w3, (1, 1), ((1, 1), (1, 1)), (1, 1), 1, False)
    w7 = np.zeros((32, 32, 7, 7), np.float32)                    # 49 taps on a 4 x 4 output
    assert not cpu_conv.is_small_output(np.zeros((2, 32, 4, 4), np.float32), w7, (1, 1),
                                        ((3, 3), (3, 3)), (1, 1), 1, False)


def test_patch_embedding_conv_values_and_grads_unchanged(mode):
    net = nn.Conv2d(32, 32, 8, stride=8, has_bias=True)
    x = ms.Tensor(np.random.RandomState(0).rand(2, 32, 16, 16).astype(np.float32))
    w = net.weight.asnumpy()
    out = net(x).asnumpy()
    xs = x.asnumpy().reshape(2, 32, 2, 8, 2, 8)                 # (n, c, oh, kh, ow, kw)
    want = np.einsum("nciajb,ocab->noij", xs, w) + net.bias.asnumpy()[None, :, None, None]
    np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5)
    fn = lambda t: net(t).sum()
    g = ms.grad(fn)(x).asnumpy()
    want_g = np.broadcast_to(w.sum(0)[None, :, None, :, None, :], (2, 32, 2, 8, 2, 8))
    np.testing.assert_allclose(g, want_g.reshape(2, 32, 16, 16), rtol=1e-5, atol=1e-5)


# ---- a gradient after a forward on Tensors given inside a tuple argument -------------------
class _BNSum(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(2, momentum=0.5)

    def construct(self, x):
        return self.bn(x).sum()


class _Step(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.network, self.weights = net, net.trainable_params()
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)


class _TupleArg(_Step):                       # TrainOneStepWithEMA's form (zoo repvgg)
    def construct(self, inputs):
        loss = self.network(*inputs)
        return loss, self.grad(self.network, self.weights)(*inputs, ops.ones_like(loss))


class _ItemOfTuple(_Step):
    def construct(self, inputs):
        x = inputs[0] * 1
        loss = self.network(x)
        return loss, self.grad(self.network, self.weights)(x, ops.ones_like(loss))


class _VarArgs(_Step):                        # nn.TrainOneStepCell's form
    def construct(self, *inputs):
        loss = self.network(*inputs)
        return loss, self.grad(self.network, self.weights)(*inputs, ops.ones_like(loss))


class _LocalTuple(_Step):
    def construct(self, x):
        args = (x,)
        loss = self.network(*args)
        return loss, self.grad(self.network, self.weights)(*args, ops.ones_like(loss))


# moving mean after one step, measured on 2.10: [2.75, 4.75] is one update (the gradient reused
# the forward), [4.125, 7.125] two; 2.10's PYNATIVE_MODE updates twice in all four
@pytest.mark.parametrize("step, boxed, graph_mean", [
    (_TupleArg, True, [4.125, 7.125]), (_ItemOfTuple, True, [4.125, 7.125]),
    (_VarArgs, False, [2.75, 4.75]), (_LocalTuple, False, [2.75, 4.75])])
def test_forward_reuse_skips_tensors_given_inside_a_tuple_argument(mode, step, boxed, graph_mean):
    net = _BNSum()
    net.set_train(True)
    x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2))
    step(net)((x,) if boxed else x)
    want = graph_mean if mode == ms.GRAPH_MODE else [4.125, 7.125]
    assert net.bn.moving_mean.asnumpy().tolist() == want
