"""Model-zoo round 19 (mindspore-ai/mindscience: MindFlow, MindEarth, MindChemistry, MindElec,
SciAI, MindSPONGE; mindspore-lab/mindone): module paths and private helpers the zoo imports,
values and errors measured on MindSpore 2.10."""
import os
import stat

import numpy as np
import pytest

import minicell as ms
from minicell import nn

# 2.10's nn.layer.activation._activation keys, in its order (measured)
_ACT_KEYS = ['softmin', 'softmax', 'softmax2d', 'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6',
             'rrelu', 'silu', 'tanh', 'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu',
             'sigmoid', 'softsign', 'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid',
             'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish']


def test_activation_module_table():
    """MindFlow reads activation.FastGelu (and the others) from nn.layer.activation, SciAI
    copies its _activation table."""
    from minicell.nn.layer import activation
    from minicell.nn.layer.activation import _activation
    assert list(_activation) == _ACT_KEYS
    for name in ("CELU", "FastGelu", "GLU", "HShrink", "Hardtanh", "LRN", "LogSigmoid", "Mish",
                 "PReLU", "RReLU", "SeLU", "SoftShrink", "Softmax2d", "Softmin", "Softsign",
                 "Tanhshrink", "Threshold", "PReLUExt", "LogSoftmaxExt"):
        assert getattr(activation, name) is getattr(nn, name)
    assert _activation["fast_gelu"] is nn.FastGelu and _activation["preluExt"] is nn.PReLUExt
    assert type(nn.get_activation("mish")) is nn.Mish


def test_get_activation_unknown_name():
    with pytest.raises(KeyError) as e:
        nn.get_activation("xx")
    assert e.value.args[0] == f"The 'name' must be in {_ACT_KEYS}, but got xx."
    with pytest.raises(KeyError) as e:
        nn.get_activation("xx", prim_name="P")
    assert e.value.args[0] == f"For 'P', the 'name' must be in {_ACT_KEYS}, but got xx."


def test_numpy_utils_to_tensor():
    """MindSPONGE: from mindspore.numpy.utils import _to_tensor; (value,) = _to_tensor((value,))."""
    from minicell.numpy.utils import _to_tensor
    a = _to_tensor(1)
    assert a.dtype == ms.int32 and a.shape == () and a.asnumpy() == 1
    b, c = _to_tensor([1.5, 2.0], (True,))
    assert b.dtype == ms.float32 and b.asnumpy().tolist() == [1.5, 2.0]
    assert c.dtype == ms.bool_ and c.shape == (1,)
    e = _to_tensor([])
    assert e.dtype == ms.float32 and e.shape == (0,)
    (v,) = _to_tensor((3.0,))
    assert isinstance(v, ms.Tensor) and v.shape == () and float(v) == 3.0
    t = ms.Tensor([1, 2])
    assert _to_tensor(t) is t
    with pytest.raises(TypeError, match="^Expect input to be array like.$"):
        _to_tensor("s")


def test_numpy_utils_const_raise():
    from minicell.numpy.utils_const import _raise_type_error, _raise_value_error
    with pytest.raises(ValueError, match="^bad: 3$"):
        _raise_value_error("bad: ", 3)
    with pytest.raises(ValueError, match="^x$"):
        _raise_value_error("x")
    with pytest.raises(TypeError, match="^bad: <class 'int'>$"):
        _raise_type_error("bad: ", 3)


def test_make_directory(tmp_path, monkeypatch):
    """MindSPONGE's and MindChemistry's writers: from mindspore.train._utils import
    _make_directory (2.10: real path, made with mode 0o700; its errors)."""
    from minicell.train._utils import _make_directory
    monkeypatch.chdir(tmp_path)
    r = _make_directory("a/b/../c")
    assert r == os.path.join(os.path.realpath(tmp_path), "a", "c")
    assert stat.S_IMODE(os.stat(r).st_mode) == 0o700 and _make_directory("a/c") == r
    (tmp_path / "f").write_text("")
    with pytest.raises(TypeError, match="^The path is invalid, the type should be string.$"):
        _make_directory(3)
    with pytest.raises(TypeError, match="^The directory is invalid, the type should be string.$"):
        _make_directory(None, "directory")
    with pytest.raises(ValueError, match="^The path is invalid, it should be non-blank.$"):
        _make_directory("  ")
    with pytest.raises(NotADirectoryError, match="is a file path, it should be a directory path"):
        _make_directory("f")


def test_train_metrics_metric_module():
    """MindEarth's PreDiff: from mindspore.train.metrics.metric import Metric."""
    import importlib
    m = importlib.import_module("minicell.train.metrics.metric")
    assert m.Metric is ms.train.Metric and m.rearrange_inputs is ms.train.rearrange_inputs
    from minicell.train.metrics.metric import Metric
    assert Metric is m.Metric


def test_initializer_private_draws():
    """MindChemistry's e3 initializers: from mindspore.common.initializer import
    _init_random_uniform (2.10's draws for a set seed, measured); MindSPONGE: _INITIALIZER_ALIAS."""
    from minicell.common import initializer as I
    ms.set_seed(3)
    u = I._init_random_uniform(0., 2., (2, 3))
    assert u.dtype == np.float32 and u.shape == (2, 3)
    np.testing.assert_allclose(u, [[0.5437265, 0.99394566, 0.77347535],
                                   [0.41322723, 1.8200926, 0.32319435]], rtol=1e-6)
    ms.set_seed(3)
    np.testing.assert_allclose(I._init_random_normal(1., 2., (4,)),
                               [-2.44548, 2.1174386, 2.372334, -4.9341373], rtol=1e-6)
    ms.set_seed(3)
    np.testing.assert_allclose(I._init_truncated_normal(-1., 1., 0., 1., (4,)),
                               [-0.40088218, -0.00518027, -0.19504976, -0.52523994], rtol=1e-5)
    assert I._INITIALIZER_ALIAS["xavier_uniform"] is I.XavierUniform
    assert I._INITIALIZER_ALIAS["truncatednormal"] is I.TruncatedNormal


def test_negative_sigma_fails_when_drawn():
    """2.10 builds Normal(sigma=-1) and raises ValueError('sigma < 0') when it draws."""
    from minicell.common.initializer import Normal, TruncatedNormal, initializer
    for cls in (Normal, TruncatedNormal):
        init = cls(sigma=-1.)
        with pytest.raises(ValueError, match="^sigma < 0$"):
            initializer(init, (2,), ms.float32).init_data()


class _Slotted(nn.Cell):
    __slots__ = ("w", "sub", "k")

    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)))
        self.sub = nn.Dense(2, 2)
        self.k = 3

    def construct(self, x):
        return x * self.w * self.k


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_cell_slots_hold_parameters(mode):
    """MindChemistry's TensorProduct: __slots__ = (..., 'weights', ...), then self.weights =
    Parameter(...). 2.10 takes it (an unset slot is free) and runs the net (measured [3, 3])."""
    ms.set_context(mode=mode)
    try:
        net = _Slotted()
        assert [p.name for p in net.get_parameters()] == ["w", "sub.weight", "sub.bias"]
        assert isinstance(net.w, ms.Parameter) and list(net.name_cells()) == ["sub"]
        assert net(ms.Tensor(np.ones(2, np.float32))).asnumpy().tolist() == [3.0, 3.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_cell_class_member_taken():
    """A class attribute or property of that name stays taken (2.10's KeyError text, with its
    'network.Cannot')."""
    class WithAttr(nn.Cell):
        w = 1

    class WithProp(nn.Cell):
        @property
        def w(self):
            return 5

    for cls in (WithAttr, WithProp):
        with pytest.raises(KeyError) as e:
            cls().w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)))
        assert e.value.args[0] == ("For 'insert_param_to_cell', the w parameter already exists "
                                   "in the network.Cannot insert another parameter with the "
                                   "same name.")
