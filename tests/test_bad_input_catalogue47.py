"""Bad input, forty-seventh round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ops functions with wrong keyword names and
argument types (bad_input_rows47_ops, bad_input_rows47_probe); nn layers' constructor and
construct-time input checks (bad_input_rows47_nn); Tensor methods' axes, sizes and indexing
(bad_input_rows47_tensor); Parameter / ParameterTuple misuse, checkpoints and Cell methods
(bad_input_rows47_state); dataset ops, context, set_seed, GRAPH_MODE and mint
(bad_input_rows47_misc). After the rows: the good calls next to the refused ones still work,
and a refused load leaves the network's Parameters as they were."""

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

from bad_input_rows47_help import A, D, F, I, _net, _p, upto_stack
from bad_input_rows47_misc import ROWS as MISC_ROWS
from bad_input_rows47_nn import ROWS as NN_ROWS
from bad_input_rows47_ops import ROWS as OPS_ROWS
from bad_input_rows47_probe import ROWS as PROBE_ROWS
from bad_input_rows47_state import ROWS as STATE_ROWS
from bad_input_rows47_tensor import ROWS as TENSOR_ROWS
from conftest import raises_as_mindspore

ROWS = {**OPS_ROWS, **PROBE_ROWS, **NN_ROWS, **TENSOR_ROWS, **STATE_ROWS, **MISC_ROWS}



@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text.replace("{D}", D)))


# name: (call, its value); measured on 2.10
GOOD = {
    'ops.cat takes axis=': (lambda: ops.cat((F(2), F(2)), axis=0).shape, (4,)),
    'ops.index_select takes axis=': (
        lambda: ops.index_select(F(2, 3), axis=0, index=I(1)).shape, (1, 3)),
    'ops.matmul takes input= and other=': (
        lambda: ops.matmul(input=F(2, 2), other=F(2, 2)).asnumpy().tolist(), [[2, 2], [2, 2]]),
    'ops.zeros takes size=': (lambda: ops.zeros(size=(2,)).asnumpy().tolist(), [0, 0]),
    'ops.bmm of 2-d inputs': (lambda: ops.bmm(F(2, 3), F(3, 2)).asnumpy().tolist(),
                              [[3, 3], [3, 3]]),
    'ops.bincount of a Float32 Tensor': (
        lambda: (str(ops.bincount(F(3)).dtype), ops.bincount(F(3)).asnumpy().tolist()),
        ('Float32', [0, 3])),
    'Tensor.addmm': (lambda: F(2, 2).addmm(A(2, 3), A(3, 2)).shape, (2, 2)),
    'Tensor.take of Int64 indices': (lambda: A(2, 3).take(Tensor([1], ms.int64)).shape, (1,)),
    'Dropout of an Int32 Tensor in eval': (
        lambda: nn.Dropout(p=0.5)(I(2)).asnumpy().tolist(), [1, 1]),
    'Tensor.sum dim=': (lambda: A(2, 3).sum(dim=1).asnumpy().tolist(), [3, 12]),
    'Tensor.trace of a 3-d Tensor': (lambda: A(2, 2, 2).trace().asnumpy().tolist(), [6, 8]),
    'ops.lerp with a float weight': (lambda: ops.lerp(A(2, 3), F(2, 3), 0.5).shape, (2, 3)),
    'ops.lerp broadcasting end': (lambda: ops.lerp(A(2, 3), F(3), 0.5).shape, (2, 3)),
    'ops.one_hot numpy int depth': (
        lambda: ops.one_hot(I(2), np.int64(3), Tensor(1.0), Tensor(0.0)).shape, (2, 3)),
    'ops.one_hot Tensor depth': (
        lambda: ops.one_hot(I(2), Tensor(3), Tensor(1.0), Tensor(0.0)).shape, (2, 3)),
    'ops.full numpy float value': (lambda: str(ops.full((2,), np.float32(1.5)).dtype), 'Int64'),
    'ops.full bool value': (lambda: str(ops.full((2,), True).dtype), 'Int64'),
    'ops.isclose int tolerances': (lambda: ops.isclose(F(2), F(2), rtol=1, atol=0).shape, (2,)),
    'Tensor.itemset of a 1-element Tensor': (lambda: A(1).itemset(3.0).asnumpy().tolist(), [3]),
    'Tensor.transpose(1, 0)': (lambda: A(2, 3).transpose(1, 0).shape, (3, 2)),
    'Tensor.expand_dims(-3)': (lambda: A(2, 3).expand_dims(-3).shape, (1, 2, 3)),
    'Parameter set_data Int32 into Float32': (
        lambda: str(Parameter(F(2), name="w").set_data(I(2))),
        'Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True)'),
    'Parameter set_data Float32 into Int32': (
        lambda: str(Parameter(I(2), name="w").set_data(F(2))),
        'Parameter (name=w, shape=(2,), dtype=Int32, requires_grad=True)'),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value


def _weights(net):
    return {p.name: p.asnumpy().copy() for p in net.get_parameters()}


@pytest.mark.parametrize("bad", [
    lambda net: ms.load_param_into_net(net, {"weight": Parameter(F(3, 3), name="weight")}),
    lambda net: ms.load_param_into_net(net, {"weight": 1}),
    lambda net: ms.load_param_into_net(net, {}, strict_load="a"),
    lambda net: ms.load_checkpoint(_p("nope.ckpt"), net=net),
], ids=["shape", "int value", "strict_load str", "missing file"])
def test_refused_load_leaves_the_parameters(bad):
    net = _net()
    before = _weights(net)
    with pytest.raises((TypeError, ValueError, RuntimeError)):
        bad(net)
    after = _weights(net)
    assert after.keys() == before.keys()
    assert all(np.array_equal(after[k], before[k]) for k in before)
    # the network still loads a good checkpoint afterwards
    other = _net()
    ms.save_checkpoint(other, _p("good.ckpt"))
    assert ms.load_param_into_net(net, ms.load_checkpoint(_p("good.ckpt"))) == ([], [])
    assert np.array_equal(net.weight.asnumpy(), other.weight.asnumpy())
