"""Optimizer parameter groups as MindSpore 2.10 exposes them (measured on CPU): the
``order_params`` group, per-Parameter ``learning_rate`` / ``weight_decay`` / ``decay_flags``
views, ``get_lr_parameter`` of a list, and the argument errors."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn


def _params():
    net = nn.SequentialCell([nn.Dense(3, 2), nn.Dense(2, 2)])
    return net.trainable_params()      # 0.weight, 0.bias, 1.weight, 1.bias


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_order_params_orders_parameters_and_gradients(mode):
    ms.set_context(mode=mode)
    ps = _params()
    order = [ps[3], ps[0], ps[2], ps[1]]
    opt = nn.SGD([{"params": ps[:2], "lr": 0.5}, {"params": ps[2:]},
                  {"order_params": order}], learning_rate=0.1)
    assert opt.is_group_params_ordered is True
    assert [p.name for p in opt.parameters] == [p.name for p in order]
    before = [p.asnumpy().copy() for p in order]
    grads = tuple(ms.Tensor(np.full(p.shape, i + 1.0, np.float32)) for i, p in enumerate(order))
    opt(grads)
    lrs = [0.1, 0.5, 0.1, 0.5]          # the lr of each Parameter of `order`
    for p, b, lr, i in zip(order, before, lrs, range(4)):
        np.testing.assert_allclose(p.asnumpy(), b - lr * (i + 1.0), rtol=1e-6)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_per_parameter_views_follow_the_order():
    ps = _params()
    opt = nn.SGD([{"params": [ps[1]], "weight_decay": 0.5, "lr": 0.2}, {"params": [ps[0]]},
                  {"order_params": ps[:2]}], learning_rate=0.1)
    assert [lr.name for lr in opt.learning_rate] == ["learning_rate", "learning_rate_group_0"]
    assert opt.decay_flags == (False, True)
    assert [float(w.asnumpy()) for w in opt.weight_decay] == [0.0, 0.5]
    assert [lr.name for lr in opt.get_lr_parameter(ps[:2])] == ["learning_rate",
                                                                "learning_rate_group_0"]
    plain = nn.SGD(ps, 0.1)
    assert plain.is_group_params_ordered is False
    assert isinstance(plain.learning_rate, ms.Parameter)


def test_dynamic_group_lr_is_a_cell_per_parameter():
    ps = _params()
    opt = nn.Momentum([{"params": [ps[1]], "lr": 0.8}, {"params": [ps[0]]},
                       {"order_params": ps[:2]}], learning_rate=(0.1, 0.2, 0.3), momentum=0.9)
    assert opt.dynamic_lr and opt.is_group_lr
    views = list(opt.learning_rate)
    np.testing.assert_allclose(views[0].learning_rate.asnumpy(), [0.1, 0.2, 0.3])
    assert views[1].learning_rate.name == "learning_rate_group_0"
    # the views do not rename the optimizer's Parameters
    assert opt.get_lr_parameter(ps[1]).name == "learning_rate_group_0"
    dyn = nn.SGD(ps, [0.1, 0.2])
    assert dyn.learning_rate.learning_rate.shape == (2,)


def test_group_argument_errors():
    ps = _params()
    with pytest.raises(ValueError, match="same size"):
        nn.SGD([{"params": [ps[1]], "lr": (0.1, 0.2, 0.3)}, {"params": [ps[0]]}], (0.1, 0.2))
    with pytest.raises(ValueError, match="order parameters"):
        nn.SGD([{"params": [ps[1]]}, {"order_params": ps}], 0.1)
    with pytest.raises(ValueError):
        nn.SGD([{"params": [ps[1]]}, {"order_params": [ps[0]]}], 0.1)
    with pytest.raises(TypeError, match="Weight_decay"):
        nn.SGD([{"params": [ps[1]], "weight_decay": np.array(1)}, {"params": [ps[0]]}], 0.1)
    with pytest.raises(ValueError):
        nn.SGD(ps, 0.1, weight_decay=-1.0)
    opt = nn.SGD(ps, 0.1)
    with pytest.raises(TypeError, match="should be 'Parameter'"):
        opt.get_lr_parameter([1, 2])
    with pytest.raises(TypeError, match="'Parameter' or 'list'"):
        opt.get_lr_parameter(1)
