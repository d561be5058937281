"""Bad input, sixty-second round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): nn Cell constructors given wrong types, negative sizes,
bad pad_mode / data_format / reduction strings and unknown keywords (2.10's cell_attr_register
texts for Conv*d, BatchNorm1d/2d and InstanceNorm*d), their calls with wrong ranks, dtypes and
None; optimizers given bad learning rates (negative, wrong type, lists, Tensors), weight decays,
loss scales, parameter lists and group dicts; learning-rate schedules; save_checkpoint,
load_checkpoint, load_param_into_net and Parameter given bad inputs. After the rows: the good
calls measured next to them, and refused calls that leave the net or the file as they were
(measured on 2.10: /tmp/s79/bad79/c10.py ... c13.py, run by run.py)."""

import numpy as np
import pytest

import minicell as ms
from conftest import catalogue, catalogue_tests
from minicell import Parameter, Tensor, nn

ROWS, GOOD = catalogue("bad_input_rows62_", ("nn1", "nn2", "nn3", "nn4", "opt1", "opt2", "opt3",
                                             "opt4", "kw1"))


test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work = \
    catalogue_tests(ROWS, GOOD)


def _f32(*shape, value=1.0):
    return Tensor(np.full(shape, value, np.float32))


def test_refused_load_param_into_net_keeps_every_parameter():
    # the bias fits but the weight does not: 2.10's RuntimeError names the weight (row
    # opt*:lpin-shape2); nothing of the dict is loaded
    net = nn.Dense(2, 2)
    before = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    bad = {"bias": Parameter(_f32(2, value=5.0), "bias"),
           "weight": Parameter(_f32(3, 3), "weight")}
    with pytest.raises(RuntimeError, match="^For 'load_param_into_net', weight in the argument"):
        ms.load_param_into_net(net, bad)
    for p in net.get_parameters():
        assert p.asnumpy().tolist() == before[p.name].tolist(), p.name


@pytest.mark.parametrize("kwargs, exc", [({"format": "bogus"}, ValueError),
                                         ({"append_dict": {1: 2}}, TypeError)])
def test_refused_save_checkpoint_keeps_the_old_file(tmp_path, kwargs, exc):
    path = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(nn.Dense(2, 2), path)
    with open(path, "rb") as f:
        old = f.read()
    with pytest.raises(exc, match="^For 'save_checkpoint'"):
        ms.save_checkpoint(nn.Dense(3, 3), path, **kwargs)
    with open(path, "rb") as f:
        assert f.read() == old


def test_refused_optimizer_leaves_the_parameters_to_the_next():
    # a refused learning rate (row opt*:SGD-lrneg) leaves the Parameters to a later optimizer
    params = nn.Dense(2, 2).trainable_params()
    names = [p.name for p in params]
    with pytest.raises(ValueError):
        nn.SGD(params, learning_rate=-0.1)
    opt = nn.SGD(params, learning_rate=0.5)
    assert [p.name for p in opt.parameters] == names
