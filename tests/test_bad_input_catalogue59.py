"""Bad input, fifty-ninth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): Tensor methods given a None (``set_``,
``scatter_``'s reduce, ``logsumexp``, ``argmin``'s keepdims), Primitive attributes and wrong
input counts, ``mint`` / ``mint.nn.functional`` with bad values, ``nn`` layer constructors,
``Tensor(...)`` from odd inputs and empty Tensors' methods, checkpoints, ``jit`` / ``grad``
arguments, ``Parameter``, ``set_context``, dataset columns, and the public functions of ``ops`` /
``mint`` given an unknown keyword (Python's own text, with 2.10's function name). After the
rows: the good calls measured next to them, and failing calls that change no state (measured on
2.10: /tmp/s76/bad59/s1.py)."""
import os

import numpy as np
import pytest

import minicell as ms
from bad_input_rows59_help import IDX, NET, TMP
from conftest import catalogue, catalogue_tests
from minicell import Parameter, Tensor, ops

ROWS, GOOD = catalogue("bad_input_rows59_", ("none", "api", "kw"))


test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work = \
    catalogue_tests(ROWS, GOOD)


def _arange():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def test_a_refused_tensor_method_keeps_the_tensor():
    t = _arange()
    with pytest.raises(TypeError, match="missing required argument: source"):
        t.set_(None)
    with pytest.raises(TypeError, match="missing required argument: reduce"):
        t.scatter_(0, IDX(), t, reduce=None)
    with pytest.raises(ValueError, match="to enum"):
        t.scatter_(0, IDX(), t, reduce="bad")
    assert t.asnumpy().tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    assert t.set_().shape == (0,)       # set_() itself still empties it, as 2.10


def test_set_data_keeps_the_parameter_or_takes_a_new_shape():
    p = Parameter(_arange(), name="p")
    with pytest.raises(TypeError):
        p.set_data("a")
    assert p.shape == (2, 3) and p.asnumpy().tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    p.set_data(Tensor(np.ones((3,), np.float32)))      # 2.10 takes another shape here
    assert p.shape == (3,)


def _state(net):
    return [p.asnumpy().tolist() for p in net.get_parameters()]


@pytest.mark.parametrize("weight", [np.ones((3, 3), np.float32), np.ones((2, 2), np.int32)])
def test_a_refused_load_param_into_net_keeps_the_net(weight):
    net = NET()
    before = _state(net)
    params = {"bias": Parameter(Tensor(np.zeros((2,), np.float32)), "bias"),
              "weight": Parameter(Tensor(weight), "weight")}
    with pytest.raises((TypeError, ValueError, RuntimeError)):
        ms.load_param_into_net(net, params)
    assert _state(net) == before


@pytest.mark.parametrize("kwargs", [dict(choice_func=1), dict(format=1)])
def test_a_refused_save_keeps_the_file(kwargs):
    path = TMP("keep59.ckpt")
    ms.save_checkpoint(NET(), path)
    with open(path, "rb") as f:
        before = f.read()
    with pytest.raises((TypeError, ValueError)):
        ms.save_checkpoint(NET(2), path, **kwargs)
    with open(path, "rb") as f:
        assert f.read() == before
    assert sorted(os.listdir(os.path.dirname(path))) == sorted(
        n for n in os.listdir(os.path.dirname(path)) if not n.endswith(".tmp"))


def test_primitive_attributes_read_as_python_attributes():
    # measured on 2.10: the constructor's arguments, defaults included; others AttributeError
    assert ops.AllReduce(op="max").op == "max" and ops.AllReduce().group == "hccl_world_group"
    assert ops.MatMul(transpose_a=True).transpose_a is True and ops.Concat(1).axis == 1
    with pytest.raises(AttributeError, match="'ReLU' object has no attribute 'bogus'"):
        ops.ReLU().bogus
