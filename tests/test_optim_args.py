"""Optimizer arguments as MindSpore 2.10 takes them (measured on CPU): Adam's use_amsgrad /
use_lazy / use_offload, learning rates given as any iterable, the ``target`` setter, float-only
hyper-parameters, Rprop's etas and the empty-parameters error."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

W0 = np.array([[0.5, -1.0], [2.0, 0.3]], np.float32)
B0 = np.array([1.0, -0.5], np.float32)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_adam_amsgrad_matches_mindspore(mode):
    ms.set_context(mode=mode)
    w = ms.Parameter(ms.Tensor(W0), name="w")
    b = ms.Parameter(ms.Tensor(B0), name="b")
    opt = nn.Adam([w, b], learning_rate=0.1, weight_decay=0.01, use_amsgrad=True)
    assert [p.name for p in opt.vhat] == ["vhat.w", "vhat.b"]
    r = np.random.default_rng(0)
    for s in range(3):     # the bias gradient jumps at step 2: v_hat keeps that maximum
        opt((ms.Tensor(r.standard_normal((2, 2)).astype(np.float32)),
             ms.Tensor(r.standard_normal(2).astype(np.float32) * (3 if s == 1 else 0.1))))
    # MindSpore 2.10's values (CPU, both modes)
    np.testing.assert_allclose(w.asnumpy(), [[0.3441678583621979, -0.996337890625],
                                             [1.9609125852584839, 0.346168577671051]], rtol=1e-5)
    np.testing.assert_allclose(b.asnumpy(), [1.2361170053482056, -0.735450029373169], rtol=1e-5)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_adam_lazy_offload_flags():
    w = ms.Parameter(ms.Tensor(W0), name="w")
    opt = nn.Adam([w], use_lazy=True)
    assert (opt.use_lazy, opt.use_offload, opt.use_amsgrad) == (True, False, False)
    with pytest.raises(ValueError, match="can not both be True"):
        nn.Adam([w], use_lazy=True, use_offload=True)
    with pytest.raises(ValueError, match="there is no parameter named 'use_amsgrad'"):
        nn.Adam([w], use_offload=True, use_amsgrad=True)
    with pytest.raises(TypeError, match="'use_lazy' should be 'bool'"):
        nn.Adam([w], use_lazy=1)
    with pytest.raises(KeyError):
        nn.Adam([w], foo=1)


def test_learning_rate_from_any_iterable():
    def gen():
        yield from (0.1, 0.2, 0.3)
    w = ms.Parameter(ms.Tensor(W0), name="w")
    for lr in (gen(), range(3), np.array([0.1, 0.2, 0.3]), iter([0.1, 0.2, 0.3])):
        opt = nn.Momentum([w], learning_rate=lr, momentum=0.9)
        assert opt.dynamic_lr and opt.learning_rate.learning_rate.shape == (3,)
    with pytest.raises(TypeError):      # a 0-d array is not iterable
        nn.Momentum([w], learning_rate=np.array(1.0), momentum=0.9)


def test_target_setter_and_argument_errors():
    w = ms.Parameter(ms.Tensor(W0), name="w")
    opt = nn.FTRL([w])
    opt.target = "CPU"
    assert opt.target == "CPU"
    with pytest.raises(TypeError):
        opt.target = 1
    with pytest.raises(ValueError):
        opt.target = "TPU"
    for make in (lambda: nn.ASGD([w], lambd=1), lambda: nn.RMSProp([w], momentum=1),
                 lambda: nn.FTRL([w], l1=0), lambda: nn.Adagrad([w], accum=1)):
        with pytest.raises(TypeError, match="should be 'float', but got type 'int'"):
            make()
    with pytest.raises(ValueError, match="etaminus"):
        nn.Rprop([w], etas=(1.0, 1.2))
    with pytest.raises(ValueError, match="the argument parameters must not be empty"):
        nn.AdamWeightDecay(nn.Flatten().trainable_params())
