"""Patterns from zoo round 34 (mindspore-ai/models research and official models).

research/recommend/autodis keeps its ``autodis_embedding`` as a Float16 Parameter when
device_target is Ascend and trains with ``nn.Adam(..., eps=1e-8, loss_scale=1024)``. MindSpore
2.10's CPU Adam kernel is float32 only: a Float16 var, m, v and gradient are cast to float32,
updated there and cast back. A small gradient's v underflows to 0 in float16 when stored, but
the step divides by float32's sqrt(v), so the parameter moves by about lr. minicell computed in
float16, where eps 1e-8 is 0 too: m / (0 + 0) made the parameter -inf and every loss after the
first NaN. Values measured on 2.10 CPU (PYNATIVE and GRAPH give the same numbers;
/tmp/s56/zoo34/p/adam16.py, padam.py).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


class _HalfNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -0.25], [0.125, 0.75]], np.float16)), name="w")
        self.v = Parameter(Tensor(np.array([0.3, -0.2], np.float32)), name="v")

    def construct(self, x):
        return (ops.cast(x, ms.float16) @ self.w).astype(ms.float32).sum() * self.v.sum()


def test_nn_adam_float16_parameter_updates_in_float32_as_210(mode):
    net = _HalfNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=0.01, loss_scale=1024.0)
    x = Tensor(np.array([[1.0, 2.0]], np.float32) * 0.005)
    grad_fn = ms.value_and_grad(net, None, opt.parameters)
    for _ in range(2):
        _, g = grad_fn(x)
        opt(tuple(gg * 1024.0 for gg in g))
    assert net.w.dtype == ms.float16 and opt.moment2[0].dtype == ms.float16
    np.testing.assert_array_equal(
        net.w.asnumpy(), np.array([[0.47412109375, -0.27587890625],
                                   [0.09918212890625, 0.724609375]], np.float16))
    np.testing.assert_array_equal(opt.moment2[0].asnumpy(), np.zeros((2, 2), np.float16))
    np.testing.assert_array_equal(
        opt.moment1[0].asnumpy(), np.array([[8.499622344970703e-05] * 2,
                                            [0.00016999244689941406] * 2], np.float16))


class _PAdam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.adam = ops.Adam()
        self.var = Parameter(Tensor(np.array([0.5, -0.25, 0.125], np.float16)), name="var")
        self.m = Parameter(Tensor(np.zeros(3, np.float16)), name="m")
        self.v = Parameter(Tensor(np.zeros(3, np.float16)), name="v")

    def construct(self, g):
        self.adam(self.var, self.m, self.v, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, g)
        return self.var


def test_ops_adam_float16_var_updates_in_float32_as_210(mode):
    net = _PAdam()
    g = Tensor(np.array([5e-4, 1e-2, -3e-3], np.float16))
    net(g)
    net(g)
    np.testing.assert_array_equal(
        net.var.asnumpy(), np.array([0.470947265625, -0.27294921875, 0.154052734375], np.float16))
    np.testing.assert_array_equal(
        net.m.asnumpy(), np.array([9.500980377197266e-05, 0.0019006729125976562,
                                   -0.0005698204040527344], np.float16))
    np.testing.assert_array_equal(
        net.v.asnumpy(), np.array([0.0, 2.384185791015625e-07, 0.0], np.float16))


# research/cv/Pix2Pix's TrainOneStepCell computes d_loss = loss_netD(a, b) and
# g_loss = loss_netG(a, b), steps optimizerD, then takes grad(loss_netG, weights_G)(a, b): the
# gradient reuses g_loss's forward, recorded before D's step. 2.10's graph reads every value of
# that forward (the gradient at the old weights); its PYNATIVE_MODE (set_grad) backward reads
# the Parameters live and the saved activations as recorded. minicell ran the forward again
# at the new weights in both modes, so Pix2Pix's second loss was 0.395856 where 2.10 gives
# 0.395415 (GRAPH) and 0.395636 (PYNATIVE); now equal. Measured on 2.10 CPU
# (/tmp/s56/zoo34/p/reuse.py, reuse2.py, reuse3.py).
class _Sq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        return (x * self.w * self.w).sum()


class _StepThenGrad(nn.Cell):
    def __init__(self, net, same_input=True):
        super().__init__()
        self.net = net
        self.net.set_grad()
        self.w = net.trainable_params()
        self.opt = nn.SGD(self.w, learning_rate=1.0)
        self.grad = ops.GradOperation(get_by_list=True)
        self.same_input = same_input

    def construct(self, x, d):
        loss = self.net(x) if self.same_input else self.net(x * 1.0)
        loss = ops.depend(loss, self.opt((d,)))
        return loss, self.grad(self.net, self.w)(x)[0]


def test_grad_after_optimizer_step_reuses_the_recorded_forward_as_210(mode):
    net = _Sq()
    x = Tensor(np.array([0.5, 0.25], np.float32))
    loss, g = _StepThenGrad(net)(x, Tensor(np.array([-2.0, -3.0], np.float32)))
    assert loss.asnumpy() == np.float32(1.5)
    np.testing.assert_array_equal(net.w.asnumpy(), [3.0, 5.0])
    # GRAPH: 2 * x * w_before; PYNATIVE: x * w_before + x * w_now
    want = [1.0, 1.0] if mode == ms.GRAPH_MODE else [2.0, 1.75]
    np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-6)


def test_grad_after_optimizer_step_other_input_runs_forward_again(mode):
    net = _Sq()
    x = Tensor(np.array([0.5, 0.25], np.float32))
    _, g = _StepThenGrad(net, same_input=False)(x, Tensor(np.array([-2.0, -3.0], np.float32)))
    np.testing.assert_allclose(g.asnumpy(), [3.0, 2.5], rtol=1e-6)


def test_pynative_set_grad_forward_then_assign_reads_parameters_live():
    ms.set_context(mode=ms.PYNATIVE_MODE)

    class Sin(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

        def construct(self, x):
            return ops.sin(x * self.w).sum()

    x = Tensor(np.array([0.5, 0.25], np.float32))
    for net, cos_at in ((_Sq(), None), (Sin(), [0.5, 0.5])):
        net.set_grad()
        net(x)
        ops.assign(net.w, Tensor(np.array([3.0, 5.0], np.float32)))
        g = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x)[0]
        want = [2.0, 1.75] if cos_at is None else list(np.array([0.5, 0.25]) * np.cos(cos_at))
        np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-6)


# research/cv/simclr's NT_Xent_Loss calls ops.range(Tensor(0.0), Tensor(batch, int32),
# Tensor(1.0)). 2.10 reads Range's bounds as scalars, integers as Int64 and floats (any width)
# as Float32, and refuses a mix; minicell took start's dtype (Float16, Int32, Float64 results)
# and accepted mixes. Measured on 2.10 CPU, 10 cases, both modes (/tmp/s56/zoo34/p/rng2.py).
class _Range(nn.Cell):
    def construct(self, a, b, c):
        return ops.range(a, b, c)


@pytest.mark.filterwarnings("ignore:.*runs op by op")
def test_ops_range_bounds_as_210_scalars(mode):
    f32, i32, i64, f16 = ms.float32, ms.int32, ms.int64, ms.float16
    cases = [((0, 4, 1), ms.int64), ((0.0, 4.0, 1.0), f32),
             ((Tensor(0, i32), Tensor(4, i64), Tensor(1, i32)), ms.int64),
             ((Tensor(0, f16), Tensor(4, f16), Tensor(1, f16)), f32),
             ((Tensor(0.0, f32), 4.0, Tensor(1.0, f32)), f32),
             ((Tensor(0, i32), 4, 1), ms.int64),
             ((Tensor(0.0, ms.float64), Tensor(4.0, f32), Tensor(1.0, f32)), f32)]
    for args, dtype in cases:
        r = _Range()(*args)
        assert r.dtype == dtype
        assert r.asnumpy().tolist() == [0, 1, 2, 3]
    for args, kinds in (((Tensor(0.0, f32), Tensor(4, i32), Tensor(1.0, f32)),
                         "(Float32, Int64, Float32)"),
                        ((0, Tensor(4.0, f32), 1), "(Int64, Float32, Int64)")):
        with pytest.raises(TypeError) as e:
            _Range()(*args)
        assert str(e.value) == f"For Range, the dtypes of inputs must be the same, but got {kinds}."


# research/cv/erfnet builds ops.Dropout(p=dropprob) (2.10's ops.Dropout takes keep_prob):
# 2.10's error is inspect.Signature.bind's text, without the method's name (measured for nine
# primitives, /tmp/s56/zoo34/p/kw.py); minicell gave Python's 'Dropout.__init__() got ...'.
def test_primitive_bad_constructor_arguments_are_bind_texts():
    from minicell.ops import operations as P
    for make, text in ((lambda: ops.Dropout(p=0.1), "got an unexpected keyword argument 'p'"),
                       (lambda: ops.ReLU(x=1), "got an unexpected keyword argument 'x'"),
                       (lambda: ops.Dropout(0.5, 0, 0, 1), "too many positional arguments"),
                       (lambda: P.Conv2D(4, 3, foo=1), "got an unexpected keyword argument 'foo'"),
                       (lambda: ops.Dropout2D(p=0.5), "got an unexpected keyword argument 'p'")):
        with pytest.raises(TypeError) as e:
            make()
        assert str(e.value) == text
