"""Bad input, fifty-eighth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): Tensor methods with several signatures and mint
functions given a None (2.10's parser counts a None as an argument not given), ``ops``
Primitives and functions the earlier rounds covered least, ``mindspore.numpy``, checkpoints,
``CheckpointConfig`` / callbacks / ``Model`` / ``amp``, ``dataset.transforms`` and ``vision``.
After the rows: the good calls measured next to them, a failing call that changes no state (a
checkpoint file, a Cell's Parameters, a Parameter), and the collective Primitives 2.10
constructs without checking (their call refuses)."""
import os

import numpy as np
import pytest

import minicell as ms
from bad_input_rows58_help import NET, TMP
from conftest import catalogue, catalogue_tests
from minicell import Parameter, Tensor, nn, ops

ROWS, GOOD = catalogue("bad_input_rows58_", ("none", "ops", "np", "train", "data"))


test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work = \
    catalogue_tests(ROWS, GOOD)


def _bytes(path):
    with open(path, "rb") as f:
        return f.read()


@pytest.mark.parametrize("kwargs, exc", [
    (dict(format="bad"), ValueError), (dict(append_dict=1), TypeError)])
def test_a_refused_save_keeps_the_file(kwargs, exc):
    # 2.10 checks its arguments before it writes (measured: /tmp/s75/bad58/c26.py)
    path = TMP("keep.ckpt")
    ms.save_checkpoint(NET(), path)
    before = _bytes(path)
    with pytest.raises(exc):
        ms.save_checkpoint(NET(2), path, **kwargs)
    assert _bytes(path) == before
    with pytest.raises(TypeError):
        ms.save_checkpoint(None, path)
    assert _bytes(path) == before
    with pytest.raises(TypeError):
        ms.save_checkpoint(1, TMP("none.ckpt"))
    assert not os.path.exists(TMP("none.ckpt"))


@pytest.mark.parametrize("kwargs", [dict(strict_load="a"), dict(filter_prefix=1)])
def test_a_refused_load_keeps_the_net(kwargs):
    path = TMP("other.ckpt")
    ms.save_checkpoint(NET(2), path)
    net = NET()
    w = net.weight.asnumpy().copy()
    with pytest.raises(TypeError):
        ms.load_checkpoint(path, net=net, **kwargs)
    assert (net.weight.asnumpy() == w).all()


def test_a_refused_load_param_into_net_loads_nothing():
    # 2.10 refuses a bad entry before it loads any (the bias stays too; measured)
    net = NET()
    w, b = net.weight.asnumpy().copy(), net.bias.asnumpy().copy()
    zero = Parameter(Tensor(np.zeros(2, np.float32)), name="bias")
    for bad, exc in ((Parameter(Tensor(np.ones((3, 3), np.float32)), name="weight"),
                      RuntimeError),
                     (Parameter(Tensor(np.ones((2, 2), np.int32)), name="weight"), RuntimeError),
                     (1, TypeError)):
        with pytest.raises(exc):
            ms.load_param_into_net(net, {"bias": zero, "weight": bad})
        assert (net.weight.asnumpy() == w).all() and (net.bias.asnumpy() == b).all()
    with pytest.raises(TypeError):
        ms.load_param_into_net(net, {"weight": zero}, strict_load="a")
    assert (net.weight.asnumpy() == w).all()


def test_a_refused_write_keeps_the_parameter():
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    for call, exc in ((lambda: ops.assign(p, Tensor(np.zeros(3, np.float32))), ValueError),
                      (lambda: ops.assign(p, "a"), TypeError),
                      (lambda: ops.assign_add(p, Tensor(np.ones(3, np.float32))), ValueError)):
        with pytest.raises(exc):
            call()
        assert p.asnumpy().tolist() == [1.0, 1.0]


def test_a_refused_optimizer_step_keeps_the_parameters():
    net = NET()
    w = net.weight.asnumpy().copy()
    with pytest.raises(RuntimeError):      # (2.10's: a kernel build failure)
        nn.SGD(net.trainable_params(), 0.1)((Tensor(np.ones((3, 3), np.float32)),
                                             Tensor(np.ones(2, np.float32))))
    assert (net.weight.asnumpy() == w).all()


@pytest.mark.parametrize("make, call", [
    (lambda: ops.AllReduce(op="bad"), lambda p, x: p(x)),
    (lambda: ops.ReduceScatterV(op="prod"), lambda p, x: p(x, [2])),
    (lambda: ops.Broadcast(-1), lambda p, x: p((x,))),
    (lambda: ops.Reduce("a"), lambda p, x: p(x)),
    (lambda: ops.CollectiveGather(None), lambda p, x: p(x)),
    (lambda: ops.CollectiveScatter(1.5), lambda p, x: p(x)),
    (lambda: ops.Barrier(group=None), lambda p, x: p()),
    (lambda: ops.Send(1.5, 1), lambda p, x: p(x)),
    (lambda: ops.Receive(0, "a", [2], ms.float32), lambda p, x: p()),
    (lambda: ops.Receive(0, 1, 2, ms.float32), lambda p, x: p()),
])
def test_collectives_2_10_constructs_unchecked_refuse_their_call(make, call):
    # 2.10 constructs each (measured: /tmp/s75/bad58/c15.py); its call fails with a
    # RuntimeError of its own (c14.py), minicell's names the value
    prim = make()
    with pytest.raises(RuntimeError, match="^For '"):
        call(prim, Tensor(np.ones(2, np.float32)))


def test_collective_attributes_hold_what_2_10_took():
    assert repr(ops.AllReduce(op="bad")) == "Prim[AllReduce]<op=bad, group=hccl_world_group>"
    assert repr(ops.Send("a", 1, group=1)) == ("Prim[Send]<sr_tag=a, dest_rank=1, group=1, "
                                               "group_back=hccl_world_group>")
