"""Bad input, thirty-second round (measured against MindSpore 2.10 CPU with /tmp/bad32's
catalogue, one case per forked process; each row is 2.10's exception type and text).

- ``nn.Cell.set_data_parallel`` and ``remove_redundant_parameters`` exist (None on one device);
- ``Model`` tests the optimizer's truth value as 2.10: a falsy one (0, [], Tensor(0.)) builds no
  training step, a Tensor of several elements raises its ambiguous-truth ValueError;
- ``save_checkpoint`` with an unknown ``enc_mode`` or a key of the wrong length: 'Encrypt failed';
- ``GradOperation``/``grad``/``vjp`` sensitivities: in PYNATIVE_MODE a number or 0-d one for an
  output with dimensions is 2.10's RuntimeError (minicell broadcast it), a bool its TypeError;
  in GRAPH_MODE a Python number is its 'Type Join Failed' TypeError.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.train import Model
from bad_input_rows27 import _exact
from bad_input_rows32 import ROWS
from conftest import raises_as_mindspore


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


# 2.10's values where minicell raised before (measured)
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_set_data_parallel_returns_none_and_the_net_still_runs(mode):
    ms.set_context(mode=mode)
    net = nn.SequentialCell([nn.Dense(3, 2), nn.ReLU()])
    before = net(Tensor(np.ones((1, 3), np.float32))).asnumpy()
    assert net.set_data_parallel() is None
    np.testing.assert_array_equal(net(Tensor(np.ones((1, 3), np.float32))).asnumpy(), before)


def test_remove_redundant_parameters_keeps_every_parameter():
    net = nn.Dense(3, 2)
    assert net.remove_redundant_parameters() is None
    assert [p.name for p in net.get_parameters()] == ["weight", "bias"]


@pytest.mark.parametrize("opt", [0, [], Tensor(0.0)])
def test_model_with_a_falsy_optimizer_builds_the_loss_network(opt):
    net, loss = nn.Dense(3, 2), nn.MSELoss()
    model = Model(net, loss, opt)
    assert isinstance(model.train_network, nn.WithLossCell)
    assert Model(net, None, opt).train_network is net


def test_number_sens_of_a_0d_output_still_scales_in_pynative():
    g = ops.GradOperation(sens_param=True)(lambda a: (a * 3).sum())
    assert g(Tensor([1.0, 2.0]), 2).asnumpy().tolist() == [6.0, 6.0]        # 2.10's values
    assert g(Tensor([1.0, 2.0]), Tensor(2.0)).asnumpy().tolist() == [6.0, 6.0]
    assert ops.GradOperation(sens_param=True)(lambda a: a * 3)(Tensor(2.0), 2).asnumpy() == 6.0


class _W(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.ones((3,), np.float32)), name="w")

    def construct(self, a):
        return (a * self.w).sum()


def test_grad_operation_weights_that_are_plain_tensors_get_zeros():
    # 2.10 PYNATIVE (measured): a Tensor that is no Parameter gets zeros of its shape and dtype
    x = Tensor(np.ones((2, 3), np.float32))
    net = _W()
    g = ops.GradOperation(get_by_list=True)(net, x)(x)
    assert g.shape == (2, 3) and not g.asnumpy().any()
    gw, gx = ops.GradOperation(get_by_list=True)(net, [net.w, x])(x)
    assert gw.asnumpy().tolist() == [2.0, 2.0, 2.0]
    assert gx.shape == (2, 3) and not gx.asnumpy().any()
    (gi,), gz = ops.GradOperation(get_all=True, get_by_list=True)(net, x)(x)
    assert gi.asnumpy().tolist() == [[1.0] * 3] * 2 and not gz.asnumpy().any()
    gint = ops.GradOperation(get_by_list=True)(net, Tensor(np.ones((3,), np.int32)))(x)
    assert gint.dtype == ms.int32 and gint.asnumpy().tolist() == [0, 0, 0]
