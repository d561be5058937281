"""Bad input, forty-eighth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): Parameter flag setters, checkpoints, amp, Model
and callbacks (bad_input_rows48_state); nn layers earlier rounds did not list
(bad_input_rows48_nn); mint and mint.nn.functional (bad_input_rows48_mint); grad / vmap / jit
and ops.operations Primitives (bad_input_rows48_prim); Tensor methods given a wrong type, 2.10's
overload listings (bad_input_rows48_tensor); Tensor construction and shape methods, layer
constructors, Cell methods, metrics and mindspore.numpy (bad_input_rows48_misc). After the
rows: the good calls next to the refused ones still work, and a refused setter or load leaves
the state as it was."""

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, amp, nn, ops
from minicell.ops import operations as P

from bad_input_rows47_help import upto_stack
from bad_input_rows48_help import D, F, I, P2, _net, _p, ck, f1, wset
from bad_input_rows48_mint import ROWS as MINT_ROWS
from bad_input_rows48_misc import ROWS as MISC_ROWS
from bad_input_rows48_nn import ROWS as NN_ROWS
from bad_input_rows48_prim import ROWS as PRIM_ROWS
from bad_input_rows48_state import ROWS as STATE_ROWS
from bad_input_rows48_tensor import ROWS as TENSOR_ROWS
from conftest import raises_as_mindspore

ROWS = {**STATE_ROWS, **NN_ROWS, **MINT_ROWS, **PRIM_ROWS, **TENSOR_ROWS, **MISC_ROWS}



@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text.replace("{D}", D)))


# name: (call, its value); measured on 2.10
GOOD = {
    'Parameter cache_enable True': (lambda: wset("cache_enable", True), True),
    'Parameter cache_shape reads back a list': (lambda: wset("cache_shape", (2, 3)), [2, 3]),
    'Parameter key int': (lambda: wset("key", 3), 3),
    'Parameter key of a bool is an int': (lambda: wset("key", True), 1),
    'Parameter parallel_optimizer_comm_recompute True': (
        lambda: wset("parallel_optimizer_comm_recompute", True), True),
    'Parameter unique takes anything': (lambda: wset("unique", "a"), "a"),
    'Parameter name None is generated': (lambda: wset("name", None)[:10], "Parameter#"),
    'Parameter set_data bool': (
        lambda: str(P2().set_data(True)),
        'Parameter (name=w, shape=(), dtype=Float32, requires_grad=True)'),
    'Parameter set_data int': (lambda: P2().set_data(3).asnumpy().tolist(), 3.0),
    'load_checkpoint filter_prefix keeps the rest': (
        lambda: list(ms.load_checkpoint(ck(), filter_prefix="weight")), ['bias']),
    'auto_mixed_precision O0': (
        lambda: type(amp.auto_mixed_precision(nn.Dense(2, 2), "O0")).__name__, 'Dense'),
    'amp.get_white_list is a list': (lambda: type(amp.get_white_list()).__name__, 'list'),
    'HSigmoid of Int32': (lambda: nn.HSigmoid()(I(2)).asnumpy().tolist(), [0, 0]),
    'Threshold of Int32': (lambda: nn.Threshold(0.5, 1.0)(I(2)).asnumpy().tolist(), [1, 1]),
    'HSwish of Int32': (lambda: nn.HSwish()(I(2)).asnumpy().tolist(), [0, 0]),
    'ForwardValueAndGrad ignores weights without get_by_list': (
        lambda: type(nn.ForwardValueAndGrad(nn.Dense(2, 2), weights=1)).__name__,
        'ForwardValueAndGrad'),
    'mint.mean of Int32': (lambda: str(ms.mint.mean(I(2, 3)).dtype), 'Int32'),
    'ms.jit hash_args': (lambda: ms.jit(f1, hash_args=1)(F(2)).shape, (2,)),
    'ops.stop_gradient of a str': (lambda: ops.stop_gradient("a"), 'a'),
    'P.Squeeze of a dim that is not 1': (lambda: P.Squeeze(axis=1)(F(1, 2)).shape, (1, 2)),
    'Tensor.bmm of 2-d Tensors': (lambda: F(2, 2).bmm(F(2, 2)).asnumpy().tolist(),
                                  [[2, 2], [2, 2]]),
    'Tensor.baddbmm of 2-d Tensors': (
        lambda: F(2, 2).baddbmm(F(2, 2), F(2, 2)).asnumpy().tolist(), [[3, 3], [3, 3]]),
    'P.Eye Bool': (lambda: P.Eye()(2, 2, ms.bool_).asnumpy().tolist(),
                   [[True, False], [False, True]]),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value


@pytest.mark.parametrize("attr, value", [
    ("cache_enable", 1), ("cache_shape", 1), ("key", "a"),
    ("parallel_optimizer_comm_recompute", None), ("comm_fusion", True),
    ("requires_grad", np.bool_(False)),
])
def test_refused_flag_keeps_the_old_value(attr, value):
    p = Parameter(F(2), name="w")
    before = getattr(p, attr)
    with pytest.raises(TypeError):
        setattr(p, attr, value)
    assert getattr(p, attr) == before


def test_refused_set_data_keeps_the_value():
    p = Parameter(F(2), name="w")
    for bad in ("a", np.float32(2.0), 1 + 2j, b"ab"):
        with pytest.raises(TypeError, match=r"^Parameter data must be \[`Tensor`, `int`, "):
            p.set_data(bad)
    assert p.asnumpy().tolist() == [1.0, 1.0] and str(p.dtype) == "Float32"


def _weights(net):
    return {p.name: p.asnumpy().copy() for p in net.get_parameters()}


def _empty_file():
    open(_p("empty.ckpt"), "wb").close()
    return _p("empty.ckpt")


@pytest.mark.parametrize("bad", [
    lambda net: ms.load_param_into_net(net, {"weight": F(2, 2)}),
    lambda net: ms.load_checkpoint(_empty_file(), net=net),
    lambda net: ms.load_checkpoint(ck(), net=net, dec_key=b"0123456789abcdef",
                                   dec_mode="abc"),
], ids=["Tensor value", "empty file", "dec_mode"])
def test_refused_load_leaves_the_parameters(bad):
    net = _net()
    before = _weights(net)
    with pytest.raises((TypeError, ValueError)) as err:
        bad(net)
    assert str(err.value) in (   # 2.10's texts (measured)
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' "
        "and 'Parameter' , but got <class 'str'> and <class 'mindspore.common.tensor.Tensor'>.",
        "The loaded parameter dict is empty after filter or specify, please check whether "
        "'filter_prefix' or 'specify_prefix' are set correctly.",
        f"Failed to read the checkpoint file {_p('n.ckpt')}. May not have permission to read "
        f"it, please check the correct of the file.")
    after = _weights(net)
    assert after.keys() == before.keys()
    assert all(np.array_equal(after[k], before[k]) for k in before)
    other = _net()       # the network still loads a good checkpoint afterwards
    ms.save_checkpoint(other, _p("good.ckpt"))
    assert ms.load_param_into_net(net, ms.load_checkpoint(_p("good.ckpt"))) == ([], [])
    assert np.array_equal(net.weight.asnumpy(), other.weight.asnumpy())
