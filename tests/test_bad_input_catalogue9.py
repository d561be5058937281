"""Bad input, ninth round (measured against MindSpore 2.10 CPU, run with
``pynative_synchronize=True``): loss Cells and functional losses/activations given Python lists,
the same-dtype checks of the primitives that do not promote (Stack, Polar, Heaviside,
TensorScatter*, Scatter, ScatterAddExt, BinaryCrossEntropy), the rank of transposed
convolutions, optimizers called with gradients that are not a tuple of Tensors (nothing
written), checkpoint file names that are not strings, dataset argument checks (map, project,
samplers, transforms), Model / WithEvalCell / build_train_network flags, jit options, mutable's
dynamic_len, amp.all_finite, mint.add/sub's alpha, the samplers' shapes, tril/triu_indices,
multinomial's rank, group_norm's groups, smooth_l1_loss's beta, mint optimizers' lr,
Parameter(tuple) and Tensor.init_data without an initializer. Each case checks 2.10's exception
type and key words of its message; the last tests check the valid neighbours still work."""
import pathlib

import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


def _x2():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def _i2():
    return _ones((2, 3), np.int32)


def _data():
    return ms.dataset.NumpySlicesDataset({"x": np.ones((4, 3), np.float32)}, shuffle=False)


_IND = lambda: Tensor(np.array([[0]], np.int32))       # noqa: E731
_UPD = lambda: _ones((1, 3), np.int32)                  # noqa: E731
_SAME = r"the input type must be same"

CASES = {
    # loss Cells check their operands are Tensors (2.10: TypeError; NLLLoss reads .ndim first)
    "L1Loss list": (lambda: nn.L1Loss()([1.0], _x2()), TypeError, r"must be a Tensor"),
    "MSELoss list labels": (lambda: nn.MSELoss()(_x2(), [1.0]), TypeError,
                            r"For 'MSELoss', the 'labels' must be"),
    "MSELoss float": (lambda: nn.MSELoss()(1.0, _x2()), TypeError, r"'logits' must be"),
    "NLLLoss list": (lambda: nn.NLLLoss()([[1.0, 2.0]], Tensor(np.array([0], np.int32))),
                     AttributeError, None),    # 2.10: 'list' object has no attribute 'ndim'
    "CosineEmbeddingLoss list": (lambda: nn.CosineEmbeddingLoss()([1.0], _x2(), _ones(3)),
                                 TypeError,    # 2.10's full text measured in round 50
                                 r"'logits_x1' must be '<class 'mindspore\._c_expression"),
    # functional losses / activations of a list
    "ops.silu list": (lambda: ops.silu([1.0]), TypeError, r'Failed calling SiLU with'),
    "ops.selu list": (lambda: ops.selu([1.0]), TypeError, r"Primitive\[SeLU\]"),
    "mint.gelu list": (lambda: mint.nn.functional.gelu([1.0]), TypeError, r"must be"),
    "ops.mse_loss list": (lambda: ops.mse_loss([1.0], _x2()), TypeError, r"must be tensor"),
    "ops.binary_cross_entropy list": (lambda: ops.binary_cross_entropy([1.0], _x2()), TypeError,
                                      r"Failed calling BinaryCrossEntropy"),
    # primitives that do not promote
    "ops.stack dtypes": (lambda: ops.stack([_x2(), _i2()]), TypeError,
                         r"All input must have the same data type!input\[1\] data type = "
                         r"Tensor\[Int32\]infer_type0= Tensor\[Float32\]"),
    "ops.polar dtypes": (lambda: ops.polar(_x2(), _i2()), TypeError,
                         r"primitive\[Polar\], the input type must be same"),
    "ops.heaviside dtypes": (lambda: ops.heaviside(_x2(), _i2()), TypeError,
                             r"primitive\[Heaviside\]"),
    "tensor_scatter_update dtype": (lambda: ops.tensor_scatter_update(_x2(), _IND(), _UPD()),
                                    TypeError, r"TensorScatterUpdate\], " + _SAME),
    "tensor_scatter_max dtype": (lambda: ops.tensor_scatter_max(_x2(), _IND(), _UPD()),
                                 TypeError, r"TensorScatterMax\], " + _SAME),
    "tensor_scatter_add dtype": (lambda: ops.tensor_scatter_add(_x2(), _IND(), _UPD()),
                                 TypeError, r"input_x_type must equal to updates type"),
    "ops.scatter dtype": (lambda: ops.scatter(_x2(), 0, _ones((2, 3), np.int64), _i2()),
                          TypeError, r"primitive\[Scatter\], " + _SAME),
    "mint.scatter_add dtype": (lambda: mint.scatter_add(_x2(), 0, _ones((2, 3), np.int64),
                                                        _i2()), TypeError, r"ScatterAddExt"),
    "slice_scatter dtype": (lambda: ops.slice_scatter(_x2(), _i2(), 0, 0, 2), TypeError,
                            r"TensorScatterElements\], " + _SAME),
    "binary_cross_entropy int target": (
        lambda: ops.binary_cross_entropy(_x2(), _i2()), TypeError,
        r"the input and target should have same type, but got: Float32 and Int32"),
    # transposed convolutions of the wrong rank: ValueError
    "Conv2dTranspose 3-d": (lambda: nn.Conv2dTranspose(3, 4, 3)(_ones((2, 3, 8))), ValueError,
                            None),      # 2.10: 'not enough values to unpack (expected 4, got 3)'
    "Conv1dTranspose 4-d": (lambda: nn.Conv1dTranspose(3, 4, 3)(_ones((2, 3, 8, 8))),
                            ValueError, r"For 'Conv1dTranspose', the dimension of input must "
                                        r"be 3d, but got 4"),
    # checkpoint names are str (a pathlib.Path too is refused)
    "load_checkpoint Path": (lambda: ms.load_checkpoint(pathlib.Path("/tmp/x.ckpt")), TypeError,
                             r"'ckpt_file_name' must be string, but got <class "
                             r"'pathlib.PosixPath'>"),
    "save_checkpoint Path": (lambda: ms.save_checkpoint(nn.Dense(3, 2),
                                                        pathlib.Path("/tmp/x.ckpt")),
                             TypeError, r"'ckpt_file_name' must be string"),
    # dataset arguments
    "map num_parallel_workers 0": (lambda: _data().map(lambda x: x, ["x"],
                                                       num_parallel_workers=0),
                                   ValueError, r"num_parallel_workers"),
    "map python_multiprocessing str": (
        lambda: _data().map(lambda x: x, ["x"], python_multiprocessing="a"), TypeError,
        r"Argument python_multiprocessing with value a is not of type \[<class 'bool'>\]"),
    "project empty": (lambda: _data().project([]), ValueError, r"columns should not be empty"),
    "project duplicate": (lambda: _data().project(["x", "x"]), ValueError,
                          r"Every column name should not be same"),
    "RandomSampler replacement str": (lambda: ms.dataset.RandomSampler(replacement="a"),
                                      TypeError, r"replacement must be a boolean value"),
    "OneHot str": (lambda: ms.dataset.transforms.OneHot("a"), TypeError,
                   r"Argument num_classes with value a is not of type"),
    "Fill list": (lambda: ms.dataset.transforms.Fill([1]), TypeError,
                  r"Argument fill_value with value \[1\] is not of type"),
    "RandomApply prob 2": (lambda: ms.dataset.transforms.RandomApply([lambda x: x], prob=2.0),
                           ValueError, r"Input prob is not within the required interval"),
    "HWC2CHW argument": (lambda: ms.dataset.vision.HWC2CHW(1), TypeError,
                         r"takes 1 positional argument but 2 were given"),
    # Model / amp / wrappers
    "Model keep_batchnorm_fp32 str": (
        lambda: ms.train.Model(nn.Dense(3, 2), nn.MSELoss(), nn.SGD(nn.Dense(3, 2).
                                                                    trainable_params()),
                               keep_batchnorm_fp32="a"), TypeError,
        r"The type of 'keep_batchnorm_fp32' should be 'bool', but got type 'str'"),
    "WithEvalCell add_cast_fp32 str": (
        lambda: nn.WithEvalCell(nn.Dense(3, 2), nn.MSELoss(), add_cast_fp32="a"), TypeError,
        r"the type of 'add_cast_fp32' should be 'bool'"),
    "all_finite list of floats": (lambda: ms.amp.all_finite([1.0]), TypeError,
                                  r"Failed calling IsFinite"),
    "all_finite bare Tensor": (lambda: ms.amp.all_finite(_x2()), TypeError,
                               r"Failed calling AddN"),
    "all_finite empty": (lambda: ms.amp.all_finite(()), ValueError,
                         r"element num must be greater than or equal to 1"),
    "StaticLossScaler.unscale str": (lambda: ms.amp.StaticLossScaler(2.0).unscale("a"),
                                     TypeError, r"For 'mutable', the 'input_data' should be"),
    "DynamicLossScaler.adjust of a bool": (
        lambda: ms.amp.DynamicLossScaler(1024, 2, 1000).adjust(True), TypeError,
        r'Failed calling Select with "Select\(\)\(condition=bool'),
    # jit / mutable
    "jit infer_boost": (lambda: ms.jit(lambda x: x, infer_boost="x"), ValueError,
                        r"the value of 'infer_boost' must be one of \['on', 'off'\]"),
    "jit exc_mode": (lambda: ms.jit(lambda x: x, exc_mode="x"), ValueError,
                     r"For 'exc_mode' must be one of"),
    "jit positional option": (lambda: ms.jit(lambda x: x, "bytecode"), TypeError,
                              r"jit\(\) takes from 0 to 1 positional arguments but 2 were given"),
    "mutable dynamic_len str": (lambda: ms.mutable([_x2()], dynamic_len="a"), TypeError,
                                r"For 'mutable', the second input should be bool"),
    # ops argument checks
    "mint.sub float alpha ints": (lambda: mint.sub(_i2(), _i2(), alpha=1.5), TypeError,
                                  r"For 'SubExt', floating alpha need floating input and "
                                  r"other, but got Int32 and Int32"),
    "mint.add bool alpha ints": (lambda: mint.add(_i2(), _i2(), alpha=True), TypeError,
                                 r"boolean alpha need boolean input and other"),
    "standard_normal negative": (lambda: ops.standard_normal((-1, 2)), ValueError,
                                 r"primitive\[StandardNormal\], the attribute\[shape\] should "
                                 r"be a vector with all positive item"),
    "tril_indices negative": (lambda: ops.tril_indices(-1, 2), ValueError,
                              r"For 'TrilIndices', the 'row' must be int and must >= 0"),
    "triu_indices str": (lambda: ops.triu_indices("a", 2), TypeError,
                         r"For 'TriuIndices', the 'row' must be int, but got 'str'"),
    "multinomial 3-d": (lambda: ops.multinomial(_ones((2, 3, 4)), 1), ValueError,
                        r"the dimension of inputs must be 1d or 2d, but got 3"),
    "group_norm 0 groups": (lambda: ops.group_norm(_ones((2, 3, 4, 4)), 0), ValueError,
                            r"the 'num_groups' must be greater than 0, but got 0"),
    "smooth_l1_loss negative beta": (lambda: nn.SmoothL1Loss(beta=-1.0)(_x2(), _x2()),
                                     RuntimeError, r"beta not support negative values"),
    "mint.normal negative std": (lambda: mint.normal(0.0, -1.0, (2,)), ValueError,
                                 r"the std must be greater than or equal to 0"),
    "mint.optim.Adam str lr": (lambda: mint.optim.Adam(nn.Dense(3, 2).trainable_params(),
                                                       lr="a"), TypeError,
                               r"For 'Adam', the type of 'lr' should be 'float'"),
    "randperm str": (lambda: ops.randperm("a"), TypeError,
                     r'Failed calling RandpermV2 with .*\(n=string\)'),
    "ones_like dtype name": (lambda: ops.ones_like(_x2(), dtype="int32"), TypeError,
                             r"For 'Cast', the input 'dtype' should be mindspore dtype"),
    "column_stack empty": (lambda: ops.column_stack([]), ValueError,
                           r"the input must have at least 1 tensor, but got 0"),
    "renorm p 0.0": (lambda: ops.renorm(_x2(), 0.0, 0, 1.0), ValueError,
                     r"Renorm op don't support non-positive-norm"),
    "renorm p 2.0": (lambda: ops.renorm(_x2(), 2.0, 0, 1.0), TypeError,
                     r"For 'Renorm', the type of 'p' should be 'int'"),
    "glu odd length": (lambda: ops.glu(_x2()), ValueError, None),   # 2.10: Split's ValueError
    "rms_norm gamma shape": (lambda: ops.rms_norm(_x2(), _ones(4)), RuntimeError, None),
    "mint.equal list": (lambda: mint.equal(_x2(), [1.0]), TypeError,
                        r'Failed calling EqualExt with "EqualExt\(\)\(input=Tensor, '
                        r'other=List<float>\)"'),
    "mint.outer 2-d": (lambda: mint.outer(_x2(), _ones(3)), ValueError,
                       r"For Primitive\[Outer\], the rank of the input must be 1, but got 2!"),
    # Parameter / Tensor construction
    "Parameter of a tuple": (lambda: ms.Parameter((1, 2), name="p"), TypeError,
                             r"The type of the argument 'default_input' must be in"),
    "Tensor.init_data without init": (lambda: _x2().init_data(), TypeError,
                                      r"init_data must be set Tensor.init, init can't be None"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_as_mindspore(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


@pytest.mark.parametrize("grads", ["list", "tensor", "none", "short"])
def test_optimizer_refuses_gradients_and_writes_nothing(grads):
    # 2.10: a RuntimeError from its HyperMap for each (measured); the Parameters keep their values
    net = nn.Dense(3, 2)
    params = net.trainable_params()
    before = [p.asnumpy().copy() for p in params]
    opt = nn.SGD(params, 0.1)
    bad = {"list": [ops.ones_like(p) for p in params], "tensor": ops.ones_like(params[0]),
           "none": None, "short": (ops.ones_like(params[0]),)}[grads]
    with pytest.raises(RuntimeError):
        opt(bad)
    assert all((p.asnumpy() == b).all() for p, b in zip(params, before))


def test_set_train_and_set_grad_keep_the_value_given():
    # 2.10 stores the flag as passed (measured: set_train(1).training is 1, set_grad('a')
    # leaves requires_grad 'a'); its truth still picks the phase
    d = nn.Dense(3, 2)
    assert d.set_train(1).training == 1 and d.phase == "train"
    assert d.set_train(0).training == 0 and d.phase == "predict"
    assert d.set_grad("a").requires_grad == "a"


def test_valid_neighbours_still_work():
    x = _x2()
    # measured on 2.10: each call next to a bad one above runs
    assert ops.stack([x, x]).shape == (2, 2, 3)
    assert mint.sub(x, _i2(), alpha=1.5).dtype == ms.float32     # one float operand suffices
    assert ops.tril_indices(3, 3).shape == (2, 6)
    assert mint.outer(_ones(2), _ones(3)).shape == (2, 3)
    assert ms.Parameter([1.0, 2.0], name="p").shape == (2,)
    assert ms.Parameter(x, name="").name.startswith("Parameter#")   # '' is auto-named
    p = ms.Parameter(ms.common.initializer.initializer("ones", [2]), name="q")
    assert p.init_data() is p and p.init_data() is p          # a Parameter: itself again
    assert _data().project(["x"]).get_col_names() == ["x"]
