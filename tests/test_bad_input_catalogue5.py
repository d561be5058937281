"""Bad input, fifth round (measured against MindSpore 2.10 CPU): checkpoint arguments checked as
2.10's ``check_isinstance`` checks them (a ValueError), a ``choice_func`` that raises while a
checkpoint loads, MindIR ``export``/``load`` arguments checked before minicell says it has no
MindIR, optimizer arguments (Momentum's float momentum, SGD's bool nesterov), sensitivities of
the wrong shape or float width, jvp tangents, jacfwd/jacrev positions, JAX's shape clashes
inside composite kernels (ValueError, not TypeError), axes out of range, LayerNorm's axis,
BCEWithLogitsLoss's float inputs, and ``mindspore.numpy`` (roll's ``axis``, arange's zero step,
pad's mode, interp's lengths). Each case checks MindSpore's exception type and the key words of
its message; the state checks make sure a failed call changed nothing."""
import os

import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, ops, Parameter, Tensor


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


def _ckpt(tmp_path):
    p = os.path.join(str(tmp_path), "g.ckpt")
    ms.save_checkpoint(nn.Dense(2, 3), p)
    return p


def _two(x):
    return x * 2


CASES = {
    # checkpoints: 2.10's check_isinstance raises ValueError
    "save enc_key str": (lambda tmp: ms.save_checkpoint(nn.Dense(2, 2), os.path.join(
        tmp, "a.ckpt"), enc_key="abc"), ValueError, r"'enc_key' must be isinstance of"),
    "save remove_redundancy str": (lambda tmp: ms.save_checkpoint(nn.Dense(2, 2), os.path.join(
        tmp, "a.ckpt"), remove_redundancy="x"), ValueError, r"'remove_redundancy'"),
    "load_param_into_net remove_redundancy int": (lambda tmp: ms.load_param_into_net(
        nn.Dense(2, 3), {}, remove_redundancy=3), ValueError, r"'remove_redundancy' must be"),
    "choice_func raising": (lambda tmp: ms.load_checkpoint(_ckpt(tmp), choice_func=lambda n:
                                                            1 / 0),
                            ValueError, r"division by zero"),
    # MindIR stand-ins check their arguments first
    "export PB": (lambda tmp: ms.export(nn.Dense(2, 2), _ones((1, 2)), file_name="n",
                                        file_format="PB"),
                  ValueError, r"'file_format' must be one of \['AIR', 'ONNX', 'MINDIR'\]"),
    "export int name": (lambda tmp: ms.export(nn.Dense(2, 2), _ones((1, 2)), file_name=3,
                                              file_format="MINDIR"), TypeError, r"must be string"),
    "export AIR": (lambda tmp: ms.export(nn.Dense(2, 2), _ones((1, 2)), file_name="n",
                                         file_format="AIR"), ValueError, r"Ascend backend"),
    "load int": (lambda tmp: ms.load(3), ValueError, r"'file_name' must be string"),
    "load suffix": (lambda tmp: ms.load(_ckpt(tmp)), ValueError, r"should end with '\.mindir'"),
    "load missing": (lambda tmp: ms.load(os.path.join(tmp, "n.mindir")), ValueError,
                     r"does not exist"),
    # optimizers
    "Momentum int momentum": (lambda tmp: nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, 1),
                              TypeError, r"'momentum' should be 'float'"),
    "SGD str nesterov": (lambda tmp: nn.SGD(nn.Dense(2, 2).trainable_params(), 0.1,
                                            nesterov="y"), TypeError, r"'nesterov'"),
    # transforms
    "sens shape": (lambda tmp: ops.GradOperation(sens_param=True)(nn.Dense(2, 2))(
        _ones((1, 2)), _ones((2,))), ValueError, r"should be \(1, 2\).*got \(2,\)"),
    "sens float width": (lambda tmp: ops.GradOperation(sens_param=True)(nn.Dense(2, 2))(
        _ones((1, 2)), _ones((1, 2), np.float16)), TypeError, r"should be Float32.*Float16"),
    "sens missing inputs": (lambda tmp: ops.GradOperation(sens_param=True)(nn.Dense(2, 2))(
        _ones((1, 2))), TypeError, r"missing 1 required positional argument"),
    "vjp cotangent shape": (lambda tmp: ops.vjp(_two, _ones((2, 3)))[1](_ones((3,))),
                            ValueError, r"should be \(2, 3\)"),
    "jvp tangent count": (lambda tmp: ops.jvp(lambda a, b: a * b, (_ones(2), _ones(2)),
                                              (_ones(2),)), ValueError, r"v has invalid length"),
    "jvp tangent shape": (lambda tmp: ops.jvp(_two, _ones((2, 3)), _ones((3,))), ValueError,
                          r"tangent v\[0\] must have its input's shape"),
    "jvp tangent dtype": (lambda tmp: ops.jvp(_two, _ones((2, 3)), _ones((2, 3), np.int32)),
                          TypeError, r"tangent v\[0\] must have its input's dtype"),
    "jacrev position": (lambda tmp: ms.jacrev(_two, grad_position=3)(_ones(2)), ValueError,
                        r"grad_position must belong to \[0, args_num\)"),
    "vjp two cotangents for one output": (lambda tmp: ops.vjp(_two, _ones(3))[1](
        _ones(3), _ones(3)), RuntimeError, r"one Tensor per differentiated output: got 2"),
    "optimizer called with None": (lambda tmp: nn.SGD(nn.Dense(2, 2).trainable_params(), 0.1)(
        None), TypeError, r"'gradients' must be a tuple of Tensors"),
    "LARS of a non-optimizer": (lambda tmp: nn.LARS(3), AttributeError,   # 2.10's (round 48)
                                r"^'int' object has no attribute 'init_params'$"),
    "mnp.trace 1-D": (lambda tmp: mnp.trace(_ones(3)), RuntimeError,     # (text: round 45)
                      r"should greater or equal to 2"),
    # kernels: JAX's shape clash is a ValueError; an axis out of range names the axis
    "HuberLoss shapes": (lambda tmp: nn.HuberLoss()(_ones((4, 3)), _ones((4, 2))), ValueError,
                         r"^For 'Sub', input1\.shape and input2\.shape need to broadcast\. The "
                         r"value of input1\.shape\[3\] or input2\.shape\[3\] must be 1 or -1 "
                         r"when they are not the same, but got input1\.shape = \[4, 3\] and "
                         r"input2\.shape = \[4, 2\]$"),     # 2.10's text (measured in bad30)
    "GroupNorm channels": (lambda tmp: nn.GroupNorm(2, 4)(_ones((1, 6, 2, 2))), ValueError,
                           r"^For GroupNorm, shape of weight and bias should be equal to "
                           r"input_x's channel dimension: 6, bug got shape: \[const vector\]"
                           r"\{4\}\.$"),     # 2.10's text (measured in bad30)
    "sum axis": (lambda tmp: mnp.sum(_ones((2, 3)), axis=2), ValueError,
                 r"For primitive\[SumExt\], the axis value must be in \[-2,2\), but got 2\."),
    "flip axis": (lambda tmp: mnp.flip(_ones((2, 3)), axis=4), ValueError,
                  r"^axis 4 is out of bounds for array of dimension 2$"),   # 2.10, both modes
    "LayerNorm begin_norm_axis": (lambda tmp: nn.LayerNorm((3,), begin_norm_axis=5)(
        _ones((2, 3))), RuntimeError, r"'begin_norm_axis' value should be in the range"),
    "BCEWithLogits int target": (lambda tmp: nn.BCEWithLogitsLoss()(
        _ones((2, 3)), _ones((2, 3), np.int32)), TypeError, r"argument\[target\] must be a type"),
    # mindspore.numpy
    "arange step 0": (lambda tmp: mnp.arange(0, 5, 0), ZeroDivisionError,    # (round 45)
                      r"float division by zero"),
    "pad mode": (lambda tmp: mnp.pad(_ones((2,)), 1, mode="bogus"), ValueError,
                 r"Input mode not supported"),
    "interp lengths": (lambda tmp: mnp.interp(_ones(2), _ones(3), _ones(4)), ValueError,
                       r"same length as `xp`"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input_raises_mindspores_error(name, tmp_path):
    fn, exc, pattern = CASES[name]
    with pytest.raises(exc, match=pattern):
        fn(str(tmp_path))


def test_failed_loads_and_saves_keep_state(tmp_path):
    net = nn.SequentialCell([nn.Dense(2, 3), nn.Dense(3, 5)])
    before = net[0].weight.asnumpy().copy()
    bad = {"0.weight": Parameter(Tensor(np.full((3, 2), 7.0, np.float32)), name="0.weight"),
           "1.weight": Parameter(_ones((4, 3)), name="1.weight")}
    with pytest.raises(RuntimeError, match="should have the same shape"):
        ms.load_param_into_net(net, bad)
    assert np.array_equal(net[0].weight.asnumpy(), before)     # nothing loaded half-way
    p = _ckpt(tmp_path)
    good = open(p, "rb").read()
    with pytest.raises(TypeError):
        ms.save_checkpoint([{"name": "a", "data": _ones(1)}, {"name": "b", "data": "z"}], p)
    assert open(p, "rb").read() == good                        # the old file is kept


def test_valid_calls_still_work():
    x = mnp.arange(6).reshape(2, 3)
    ref = np.arange(6).reshape(2, 3)
    assert mnp.roll(x, 1).asnumpy().tolist() == np.roll(ref, 1).tolist()
    assert mnp.roll(x, (1, 2), axis=0).asnumpy().tolist() == np.roll(ref, (1, 2), 0).tolist()
    assert mnp.roll(x, (1, -1), axis=(0, 1)).asnumpy().tolist() == \
        np.roll(ref, (1, -1), (0, 1)).tolist()
    assert nn.SGD(nn.Dense(2, 2).trainable_params(), 0.1, momentum=1).momentum_value == 1.0
    # a matching sensitivity; a 0-d one is 2.10 PYNATIVE's RuntimeError (measured, bad32)
    g = ops.GradOperation(sens_param=True)(lambda a: a * 3)
    assert g(Tensor([1.0, 2.0]), Tensor([1.0, 0.5])).asnumpy().tolist() == [3.0, 1.5]
    with pytest.raises(RuntimeError, match=r"broadcast to expected shape, but got \[const "
                       r"vector\]\{\} vs \[const vector\]\{2\}$"):
        g(Tensor([1.0, 2.0]), Tensor(2.0))
    assert nn.BCEWithLogitsLoss()(_ones((2, 3)), _ones((2, 3), np.float16)).shape == ()
