"""Patterns found in public model-zoo code (mindcv) run through `import mindspore` -> minicell,
reproduced in a few lines each, in both modes."""
import subprocess
import sys
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.compiler.errors import CompileWarning
from minicell.nn.optim.optimizer import opt_init_args_register

R = np.random.default_rng(0)
T = ms.Tensor


class _ChannelsFirstLayerNorm(nn.LayerNorm):
    """A subclass that calls MindSpore's `self.layer_norm` primitive in its own construct."""

    def construct(self, x):
        y, _, _ = self.layer_norm(ms.ops.transpose(x, (0, 2, 3, 1)), self.gamma, self.beta)
        return ms.ops.transpose(y, (0, 3, 1, 2))


def test_layer_norm_subclass_calls_layer_norm_primitive(mode):
    x = R.standard_normal((2, 3, 4, 5)).astype(np.float32)
    net = _ChannelsFirstLayerNorm((3,), epsilon=1e-6)
    assert isinstance(net.layer_norm, ms.ops.LayerNorm)
    m = x.mean(1, keepdims=True)
    want = (x - m) / np.sqrt(x.var(1, keepdims=True) + 1e-6)
    np.testing.assert_allclose(net(T(x)).asnumpy(), want, rtol=1e-4, atol=1e-5)


class _StdConv(nn.Conv2d):
    """Weight standardisation: the subclass calls MindSpore's `self.conv2d` primitive."""

    def construct(self, x):
        w = self.weight
        w = (w - w.mean((1, 2, 3), keep_dims=True)) / ms.ops.sqrt(w.var((1, 2, 3), keepdims=True)
                                                                  + 1e-10)
        return self.bias_add(self.conv2d(x, w), self.bias)


def test_conv_subclass_calls_conv_primitives(mode):
    x = R.standard_normal((1, 2, 6, 6)).astype(np.float32)
    net = _StdConv(2, 3, 3, stride=2, pad_mode="pad", padding=1, has_bias=True,
                   bias_init="ones")
    w = net.weight.asnumpy()
    w = (w - w.mean((1, 2, 3), keepdims=True)) / np.sqrt(w.var((1, 2, 3), keepdims=True) + 1e-10)
    plain = nn.Conv2d(2, 3, 3, stride=2, pad_mode="pad", padding=1, has_bias=True,
                      weight_init=T(w), bias_init="ones")
    np.testing.assert_allclose(net(T(x)).asnumpy(), plain(T(x)).asnumpy(), rtol=1e-4, atol=1e-5)
    x1 = T(R.standard_normal((1, 2, 7)).astype(np.float32))
    c1 = nn.Conv1d(2, 3, 3, pad_mode="pad", padding=1)
    y1 = c1.conv2d(ms.ops.expand_dims(x1, 2), c1.weight).squeeze(2)
    np.testing.assert_allclose(y1.asnumpy(), c1(x1).asnumpy(), rtol=1e-5, atol=1e-6)
    x3 = T(R.standard_normal((1, 2, 3, 4, 4)).astype(np.float32))
    c3 = nn.Conv3d(2, 3, 3)
    np.testing.assert_allclose(c3.conv3d(x3, c3.weight).asnumpy(), c3(x3).asnumpy(), rtol=1e-5,
                               atol=1e-6)


class _InitsInInit(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2)
        self.mapping = self.init_parameters_data()

    def construct(self, x):
        return self.fc(x)


def test_init_parameters_data_called_in_init(mode):
    net = _InitsInInit()
    assert net.mapping == {net.fc.weight: net.fc.weight, net.fc.bias: net.fc.bias}
    x = np.ones((1, 2), np.float32)
    want = x @ net.fc.weight.asnumpy().T + net.fc.bias.asnumpy()
    np.testing.assert_allclose(net(T(x)).asnumpy(), want, rtol=1e-5, atol=1e-6)


def test_numpy_namespace_reachable_from_the_package_root():
    code = "import minicell as ms; print(ms.numpy.tile(ms.numpy.arange(2), (2,)).asnumpy().tolist())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[0, 1, 0, 1]"


class _Scale(nn.Cell):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def construct(self, x):
        return x * self.factor


class _BuildsHelperInConstruct(nn.Cell):
    """A helper Cell made inside construct from static values (mindcv's pvt resizes its
    position embedding so); setting its attributes is no compile-time-only side effect."""

    def construct(self, x):
        return _Scale(x.shape[-1])(x)


def test_cell_made_inside_construct_sets_attributes_without_warning(mode):
    x = np.ones((2, 3), np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        np.testing.assert_allclose(_BuildsHelperInConstruct()(T(x)).asnumpy(), 3 * x)


class _SetsOwnAttr(nn.Cell):
    def construct(self, x):
        self.seen = x.shape[0]
        return x


def test_setting_an_attribute_of_the_compiled_cell_sets_it_on_every_call(graph_mode):
    # a Python number set in construct is set by every call, as in PYNATIVE_MODE and 2.10
    # (compiler/attr_state.py; tests/test_graph_attr_writes.py)
    net = _SetsOwnAttr()
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        net(T(np.ones((2,), np.float32)))
    assert net.seen == 2
    net(T(np.ones((3,), np.float32)))
    assert net.seen == 3


class _PlainSGD(nn.Optimizer):
    """A custom optimizer whose __init__ is registered with opt_init_args_register."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, weight_decay=0.0, nesterov=False):
        super().__init__(learning_rate, params, weight_decay)

    def construct(self, gradients):
        lr = self.get_lr()
        for p, g in zip(self.parameters, gradients):
            ms.ops.assign(p, p - lr * g)
        return True


def test_opt_init_args_register_records_arguments_and_trains(mode):
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    opt = _PlainSGD(net.trainable_params(), learning_rate=T(np.float32(0.5)))
    assert opt.init_params["params"] == net.trainable_params()
    assert opt.init_learning_rate == 0.5
    assert opt.init_args == {"weight_decay": 0.0, "nesterov": False}
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    step(T(np.ones((1, 2), np.float32)), T(np.zeros((1, 1), np.float32)))
    # loss (2w - 0)^2 at w = 1: dL/dw = 2 * 2 = 4 per weight, dL/db = 4
    np.testing.assert_allclose(net.weight.asnumpy(), [[1.0 - 0.5 * 4, 1.0 - 0.5 * 4]], rtol=1e-6)


_sgd_wd = ms.ops.MultitypeFuncGraph("sgd_wd")


@_sgd_wd.register("Tensor", "Tensor", "Tensor", "Tensor", "Bool", "Bool")
def _sgd_wd_update(lr, wd, param, grad, decay, update):
    if update:
        if decay:
            grad = grad + wd * param
        ms.ops.assign(param, param - lr * grad)
    return param


class _HyperMapSGD(nn.Optimizer):
    """A custom optimizer written against MindSpore's Optimizer members, as zoo optimizers are."""

    def __init__(self, params, learning_rate=0.5, weight_decay=0.1):
        super().__init__(learning_rate, params, weight_decay)
        self.hyper_map = ms.ops.HyperMap()
        self.wd = T(np.float32(weight_decay))

    def construct(self, gradients):
        lr = self.get_lr()
        if self._is_dynamic_lr_or_weight_decay():
            ms.ops.assign_add(self.global_step, self.global_step_increase_tensor)
        gradients = self.flatten_gradients(gradients)
        gradients = self.gradients_centralization(gradients)
        gradients = self._grad_sparse_indices_deduplicate(gradients)
        result = self.hyper_map(ms.ops.partial(_sgd_wd, lr, self.wd), self.parameters, gradients,
                                self.decay_flags, self.optim_filter)
        if self.use_parallel:
            self.broadcast_params(result)
        return result


def test_custom_optimizer_on_mindspore_optimizer_members(mode):
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    opt = _HyperMapSGD(net.trainable_params())
    assert opt.optim_filter == (True, True) and not opt._is_dynamic_lr_or_weight_decay()
    opt._set_base_target("CPU")
    with pytest.raises(ValueError):
        opt._set_base_target("TPU")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    step(T(np.ones((1, 2), np.float32)), T(np.zeros((1, 1), np.float32)))
    # dL/dw = 4 at w = 1, plus weight decay 0.1 * w (the bias is 0: its decay term is 0)
    np.testing.assert_allclose(net.weight.asnumpy(), [[1.0 - 0.5 * 4.1] * 2], rtol=1e-6)
    np.testing.assert_allclose(net.bias.asnumpy(), [0.0 - 0.5 * 4.0], rtol=1e-6)


def test_optimizer_weight_decay_is_mindspores_tensor_form():
    net = nn.Dense(2, 1)
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9, weight_decay=0.01, loss_scale=4.0)
    assert isinstance(opt.weight_decay, ms.Tensor)
    np.testing.assert_allclose(opt.weight_decay.asnumpy(), 0.04, rtol=1e-6)
    groups = [{"params": [net.weight], "weight_decay": 0.5}, {"params": [net.bias]}]
    wds = nn.Momentum(groups, 0.1, 0.9, weight_decay=0.01).weight_decay
    np.testing.assert_allclose([w.asnumpy() for w in wds], [0.5, 0.01], rtol=1e-6)
    grads = (T(np.ones((1, 2), np.float32)), T(np.ones((1,), np.float32)))
    decayed = nn.Momentum(groups, 0.1, 0.9, weight_decay=0.01).decay_weight(grads)
    np.testing.assert_allclose(decayed[0].asnumpy(), 1 + 0.5 * net.weight.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(decayed[1].asnumpy(), 1 + 0.01 * net.bias.asnumpy(), rtol=1e-6)
