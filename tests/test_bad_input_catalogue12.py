"""Bad input, twelfth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``):
the learning-rate schedules' float arguments (an int, even a valid one, is 2.10's TypeError;
``update_decay_steps`` a bool), the seeds of the random Primitives, the shapes of the samplers
(a tuple where 2.10 takes one, positive where it wants that), num_samples / num_sample of the
categorical samplers, dropout's ``p`` as an int or a Tensor, gumbel_softmax's argument types,
the losses whose ``reduction`` is a primitive's string enum (another type is a TypeError,
the case is ignored), CrossEntropyLoss / SoftmaxCrossEntropyWithLogits label and weight dtypes,
the margins of MultiMarginLoss (a float, not truncated) and MarginRankingLoss (any float),
Tensor.to / Cell.to arguments, setitem with a numpy value, chunk / expand_dims / gather_elements /
scatter / repeat_elements / randint_like checks, conv layers' group check order, mint's glu /
normalize / batch_norm, set_context / build_train_network / CheckpointConfig / OnRequestExit /
SummaryCollector arguments. The last tests check the valid neighbours still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_P = Tensor(np.array([[0.2, 0.7]], np.float32))
_Y = Tensor(np.array([[0.0, 1.0]], np.float32))
_F = mint.nn.functional

CASES = {
    # learning rates: 2.10's check_positive_float looks at the type first
    "ExponentialDecayLR int lr": (lambda: nn.ExponentialDecayLR(-1, 0.9, 4), TypeError,
                                  r"For 'ExponentialDecayLR', the 'learning_rate' must be float, "
                                  r"but got 'int'"),
    "InverseDecayLR int rate": (lambda: nn.InverseDecayLR(0.1, 0, 4), TypeError,
                                r"the 'decay_rate' must be float, but got 'int'"),
    "CosineDecayLR int max": (lambda: nn.CosineDecayLR(0.01, 1, 4), TypeError,
                              r"the 'max_lr' must be float, but got 'int'"),
    "PolynomialDecayLR int power": (lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 2), TypeError,
                                    r"the 'power' must be float, but got 'int'"),
    "PolynomialDecayLR update int": (lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5,
                                                                  update_decay_steps=0),
                                     TypeError, r"the type of 'update_decay_steps' should be "
                                                r"'bool', but got type 'int'"),
    "exponential_decay_lr int rate": (lambda: nn.exponential_decay_lr(0.1, -1, 10, 2, 1),
                                      TypeError, r"The 'decay_rate' must be float, but got 'int'"),
    "natural_exp_decay_lr int lr": (lambda: nn.natural_exp_decay_lr(0, 0.9, 10, 2, 1), TypeError,
                                    r"The 'learning_rate' must be float, but got 'int'"),
    "ExponentialDecayLR negative float": (lambda: nn.ExponentialDecayLR(-0.1, 0.9, 4), ValueError,
                                          r"must be float and must > 0, but got '-0.1'"),
    "DiceLoss int smooth": (lambda: nn.DiceLoss(smooth=0), TypeError,
                            r"The 'smooth' must be float, but got 'int'"),
    "DiceLoss negative smooth": (lambda: nn.DiceLoss(smooth=-1.0), ValueError,
                                 r"The 'smooth' must be float and must > 0, but got '-1.0'"),
    # random Primitives' seeds: ints >= 0 (or only ints, for some)
    "StandardNormal seed -1": (lambda: ops.StandardNormal(seed=-1), ValueError,
                               r"For 'StandardNormal', the 'seed' must be int and must >= 0, but "
                               r"got '-1'"),
    "UniformReal seed2 -1": (lambda: ops.UniformReal(seed=0, seed2=-1), ValueError,
                             r"For 'UniformReal', the 'seed2' must be int and must >= 0"),
    "UniformInt seed float": (lambda: ops.UniformInt(seed=2.5), TypeError,
                              r"For 'UniformInt', the 'seed' must be int, but got 'float'"),
    "StandardNormal seed bool": (lambda: ops.StandardNormal(seed=True), TypeError,
                                 r"must be int and must >= 0, but got 'True' with type 'bool'"),
    "Gamma seed -1": (lambda: ops.Gamma(seed=-1), ValueError, r"For 'Gamma', the 'seed'"),
    "Multinomial seed float": (lambda: ops.Multinomial(seed=2.5), TypeError,
                               r"For 'Multinomial', the 'seed' must be int"),
    "TruncatedNormal seed float": (lambda: ops.TruncatedNormal(seed=2.5), TypeError,
                                   r"For 'TruncatedNormal', the type of 'seed' should be 'int', "
                                   r"but got type 'float'"),
    # sampler shapes
    "standard_normal list": (lambda: ops.standard_normal([2, 3]), TypeError,
                             r"For 'StandardNormal', input must be a Int, a tuple, or a Tensor"),
    "standard_normal int": (lambda: ops.standard_normal(3), TypeError,
                            r"For 'StandardNormal', input must be"),
    "standard_laplace int": (lambda: ops.standard_laplace(-1), TypeError,
                             r"For 'StandardLaplace', input must be a tuple, or a Tensor"),
    "standard_laplace negative": (lambda: ops.standard_laplace((2, -3)), ValueError,
                                  r"For primitive\[StandardLaplace\], the attribute\[shape\] "
                                  r"should be a vector with all positive item"),
    "normal list": (lambda: ops.normal([2, 3], Tensor(0.0), Tensor(1.0)), TypeError,
                    r"Type of 'shape' must be tuple, but got: <class 'list'>"),
    "normal zero": (lambda: ops.normal((0,), Tensor(0.0), Tensor(1.0)), ValueError,
                    r"Elements of 'shape' must be positive int, but got: 0"),
    "laplace list": (lambda: ops.laplace([2], Tensor(0.0), Tensor(1.0)), TypeError,
                     r"Type of 'shape' must be tuple"),
    "gamma negative": (lambda: ops.gamma((2, -3), Tensor(1.0), Tensor(1.0)), ValueError,
                       r"For 'Gamma', the 'shape\[1\]' must be int and must > 0, but got '-3'"),
    "gamma int": (lambda: ops.gamma(-1, Tensor(1.0), Tensor(1.0)), TypeError,
                  r"For 'Gamma', the type of 'shape' should be 'tuple', but got type 'int'"),
    "gamma None": (lambda: ops.gamma(None, Tensor(1.0), Tensor(1.0)), ValueError,
                   r"For 'Gamma', the 'shape' cannot be None"),
    "randint negative": (lambda: ops.randint(0, 5, (2, -3)), ValueError,
                         r"For primitive\[UniformInt\], the the 1th dimension of input shape "
                         r"must be greater than or equal to 0, but got -3"),
    "multinomial -1": (lambda: ops.multinomial(Tensor([0.2, 0.8]), -1), ValueError,
                       r"For 'Multinomial', num_samples should be a nonnegative number"),
    "multinomial float": (lambda: ops.multinomial(Tensor([0.2, 0.8]), 1.5), TypeError,
                          r"the input argument\[num_samples\] must be a type of \{Int32, Int64\}"),
    "random_categorical 0": (lambda: ops.random_categorical(_X, 0), ValueError,
                             r"num_sample can't has negative value, but got 0"),
    "random_categorical float": (lambda: ops.random_categorical(_X, 1.5), TypeError,
                                 r"argument\[num_sample\] must be a type of \{Int32, Int64\}"),
    "random_categorical int logits": (lambda: ops.random_categorical(_X.astype(ms.int32), 2),
                                      TypeError, r"argument\[logits\] must be a type of "
                                                 r"\{Tensor\[Float16\], Tensor\[Float32\]"),
    "RandomCategorical float dtype": (lambda: ops.RandomCategorical(dtype=ms.float32), TypeError,
                                      r"For 'RandomCategorical', the 'dtype' should be one of "
                                      r"\[mindspore.int32, mindspore.int16, mindspore.int64\]"),
    # dropout's p: the kernel's keep_prob = 1 - p is a float attribute
    "dropout int p": (lambda: ops.dropout(_X, p=0), TypeError, r"Failed calling Dropout with"),
    "dropout1d int p": (lambda: ops.dropout1d(Tensor(np.ones((2, 3, 4), np.float32)), p=1),
                        TypeError, r"For dropout1d, 'p' must be float, but got type <class 'int'>"),
    "dropout2d Tensor p": (lambda: ops.dropout2d(Tensor(np.ones((1, 2, 3, 3), np.float32)),
                                                 p=Tensor(0.5)),
                           TypeError, r"For 'Dropout2D', the type of 'keep_prob' should be "
                                      r"'float', but got type 'Tensor'"),
    "gumbel_softmax int tau": (lambda: ops.gumbel_softmax(_X, tau=1), TypeError,
                               r"For 'gumbel_softmax', the type of 'tau' should be 'float', but "
                               r"got type 'int'"),
    "gumbel_softmax str hard": (lambda: ops.gumbel_softmax(_X, hard="a"), TypeError,
                                r"the type of 'hard' should be 'bool'"),
    "gumbel_softmax int logits": (lambda: ops.gumbel_softmax(_X.astype(ms.int32)), TypeError,
                                  r"For 'gumbel_softmax', the 'logits' should be one of "
                                  r"\[mindspore.float16, mindspore.float32\]"),
    # reduction as a primitive's string enum
    "binary_cross_entropy int reduction": (lambda: ops.binary_cross_entropy(_P, _Y, reduction=1),
                                           TypeError, r"For 'BinaryCrossEntropy', the input "
                                                      r"'reduction' should be a str"),
    "smooth_l1_loss None reduction": (lambda: ops.smooth_l1_loss(_P, _Y, reduction=None),
                                      TypeError, r"For 'smooth_l1_loss', the input 'reduction' "
                                                 r"should be a str"),
    "mint l1_loss int reduction": (lambda: _F.l1_loss(_P, _Y, reduction=1), TypeError,
                                   r"For 'L1LossExt', the input 'reduction' should be a str"),
    "mint mse_loss int reduction": (lambda: _F.mse_loss(_P, _Y, reduction=1), TypeError,
                                    r"For 'MSELossExt', the input 'reduction' should be a str"),
    "mint l1_loss bad reduction": (lambda: _F.l1_loss(_P, _Y, reduction="bad"), ValueError,
                                   r"'reduction'"),
    # Tensor methods, construction, indexing
    "gather_elements rank before dtype": (lambda: ops.gather_elements(_X, 1, Tensor([0.0])),
                                          ValueError, r"For primitive\[GatherD\], the x_rank "
                                                      r"must be equal to 1, but got 2"),
    "scatter float index": (lambda: ops.scatter(_X, 1, Tensor(np.zeros((2, 3), np.float32)), _X),
                            TypeError, r"argument\[indices type\] must be a type of "
                                       r"\{Tensor\[Int32\], Tensor\[Int64\]\}"),
    "to numpy type": (lambda: _X.to(np.float32), TypeError, r"Failed calling to with"),
    "to python type": (lambda: _X.to(float), TypeError,
                       r"Failed calling to with \"to\(<class 'type'>\)\""),
    "chunk str": (lambda: ops.chunk(_X, "a"), TypeError,
                  r"For ops.chunk type of argument `chunks` should be integer"),
    "expand_dims float axis": (lambda: ops.expand_dims(_X, 1.5), TypeError,
                               r"Failed calling ExpandDims"),
    "Tensor mixed str list": (lambda: Tensor([1, "a"], ms.float32), TypeError,
                              r"For Tensor, the input_data is \[1, 'a'\] that contain unsupported "
                              r"element"),
    "Tensor init str shape": (lambda: Tensor(shape=(2, "a"), dtype=ms.float32,
                                             init=ms.common.initializer.One()),
                              TypeError, r"'<' not supported between instances of 'str' and 'int'"),
    "Conv2d float channels before group": (lambda: nn.Conv2d(2.5, 4, 3), ValueError,
                                           r"The argument 'group' should be divisible by "
                                           r"'in_channels' and 'out_channels', but got group:1, "
                                           r"in_channels:2.5, out_channels:4"),
    "Cell.to int": (lambda: nn.Dense(3, 2).to(1), TypeError, r"Failed calling Cell.to"),
    "Cell.to bad device": (lambda: nn.Dense(3, 2).to("a"), ValueError,
                           r"Failed to convert the value \"a\" of input 'device'"),
    # losses' dtypes and margins
    "CrossEntropyLoss int probabilities": (lambda: nn.CrossEntropyLoss()(_X, _X.astype(ms.int32)),
                                           TypeError, r"For 'CrossEntropyLoss', the 'labels' should "
                                                      r"be one of \[mindspore.float16, "
                                                      r"mindspore.float32\], but got "
                                                      r"'mindspore.int32'"),
    "CrossEntropyLoss int weight": (lambda: nn.CrossEntropyLoss(weight=Tensor([1, 1, 1]))(
        _X, Tensor(np.array([0, 1], np.int32))), TypeError,
        r"For 'CrossEntropyLoss', the 'weight' should be one of"),
    "SoftmaxCrossEntropyWithLogits int labels": (
        lambda: nn.SoftmaxCrossEntropyWithLogits()(_X, _X.astype(ms.int32)), TypeError,
        r"For primitive\[SoftmaxCrossEntropyWithLogits\], the input type must be same"),
    "MultiMarginLoss int margin": (lambda: nn.MultiMarginLoss(margin=1), TypeError,
                                   r"For 'MultiMarginLoss', the type of 'margin' should be "
                                   r"'float', but got type 'int'"),
    "MarginRankingLoss int margin": (lambda: nn.MarginRankingLoss(margin=1)(
        Tensor([1.0]), Tensor([2.0]), Tensor([1.0])), TypeError,
        r"For 'margin_ranking_loss', the type of 'margin' should be 'float'"),
    "repeat_elements tuple": (lambda: ops.repeat_elements(_X, (2, 3)), TypeError,
                              r"For 'repeat_elements', the 'rep' must be 'int',  but got 'tuple'"),
    "repeat_elements -1": (lambda: ops.repeat_elements(_X, -1), ValueError,
                           r"the 'rep' must be in range of \(0, 2147483647\], but got -1"),
    "randint_like float input": (lambda: ops.randint_like(_X, 5, 0), ValueError,
                                 r"For 'randint_like', the 'dtype' must be an int type, but got "
                                 r"Float32"),
    "mint glu dim": (lambda: _F.glu(_X, 5), IndexError,
                     r"For GLU, dimension should be in range of \[-2, 1\], but got 5"),
    "mint normalize str p": (lambda: _F.normalize(_X, p="a"), ValueError,
                             r"For `norm_ext`, the value of `p` must be one of"),
    "mint batch_norm str training": (lambda: _F.batch_norm(
        Tensor(np.ones((2, 3, 2, 2), np.float32)), Tensor(np.zeros(3, np.float32)),
        Tensor(np.ones(3, np.float32)), training="a"), TypeError, r"Failed calling BatchNormExt"),
    # context, amp, callbacks
    "set_context debug_level str": (lambda: ms.set_context(debug_level="a"), TypeError,
                                    r"The parameter 'debug_level' must be <class 'int'>"),
    "set_context save_graphs_path None": (lambda: ms.set_context(save_graphs_path=None),
                                          ValueError, r"it should be Non-empty string"),
    "build_train_network not a Cell": (lambda: ms.amp.build_train_network(
        1, nn.SGD(nn.Dense(3, 2).trainable_params())), TypeError,
        r"For amp_level 'O0', the network type should be Cell"),
    "build_train_network int cast type": (lambda: ms.amp.build_train_network(
        nn.Dense(3, 2), nn.SGD(nn.Dense(3, 2).trainable_params()), nn.MSELoss(),
        cast_model_type=ms.int32), TypeError,
        r"The 'cast_model_type' should be one of \[mindspore.float16, mindspore.float32\]"),
    "CheckpointConfig append_info 0": (lambda: ms.train.CheckpointConfig(append_info=0),
                                       TypeError, r"the type of 'append_info' must be list"),
    "SummaryCollector int dir": (lambda: ms.train.SummaryCollector(summary_dir=1), TypeError,
                                 r"The summary_dir is invalid, the type should be string"),
    "OnRequestExit save_ckpt str": (lambda: ms.train.OnRequestExit(save_ckpt="a"), ValueError,
                                    r"The parameter 'save_ckpt' must be isinstance of "
                                    r"<class 'bool'>, but got a"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_as_mindspore(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_valid_neighbours_still_work():
    # values measured on MindSpore 2.10 CPU
    assert nn.ExponentialDecayLR(0.1, 0.9, 4, is_stair=True) is not None
    assert nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5, update_decay_steps=True) is not None
    assert ops.StandardNormal(seed=1, seed2=2) is not None
    assert ops.standard_normal((0,)).shape == (0,)
    assert ops.standard_normal(Tensor(np.array([2, 3], np.int32))).shape == (2, 3)
    assert ops.randint(0, 5, (0,)).shape == (0,)
    assert ops.multinomial(Tensor([0.2, 0.8]), 0).shape == (0,)
    assert ops.dropout(_X, p=0.0).shape == (2, 3)
    # the string enum ignores case (2.10: 0.5798185, 0.065000005, 0.35718894)
    np.testing.assert_allclose(ops.binary_cross_entropy(_P, _Y, reduction="SUM").asnumpy(),
                               0.5798185, rtol=1e-5)
    np.testing.assert_allclose(ops.smooth_l1_loss(_P, _Y, reduction="Sum").asnumpy(),
                               0.065000005, rtol=1e-5)
    np.testing.assert_allclose(ops.binary_cross_entropy_with_logits(
        _P, _Y, _P, _P, reduction="Sum").asnumpy(), 0.35718894, rtol=1e-5)
    np.testing.assert_allclose(_F.l1_loss(_P, _Y, reduction="Mean").asnumpy(), 0.25, rtol=1e-6)


def test_to_python_bool_is_the_bool_dtype():
    # 2.10 takes the Python type bool as ms.bool_ (st tests/st/ops/ascend/test_to_op.py), and
    # only that type: int/float/numpy types are refused above
    assert _X.to(bool).dtype == ms.bool_
    assert _X.to(bool).asnumpy().tolist() == (_X.asnumpy() != 0).tolist()
    assert Tensor([]).to(bool).shape == (0,)


def test_setitem_numpy_value_changes_nothing():
    # 2.10 takes numbers, Tensors, tuples and lists as the value, not a numpy array
    x = Tensor(np.zeros((2, 3), np.float32))
    with pytest.raises(TypeError, match=r"only support numbers, Tensor, tuple, list as value"):
        x[0] = np.ones(3)
    assert x.asnumpy().tolist() == [[0.0] * 3] * 2


def test_more_valid_neighbours():
    # values measured on MindSpore 2.10 CPU
    assert str(_X.astype("Float32").dtype) == "Float32"     # a name in any case
    assert str(_X.type("INT32").dtype) == "Int32"
    scores = Tensor(np.array([[0.1, 0.2, 0.4], [0.3, 0.1, 0.9]], np.float32))
    labels = Tensor(np.array([0, 2], np.int64))
    np.testing.assert_allclose(nn.MultiMarginLoss(margin=0.5)(scores, labels).asnumpy(),
                               0.2333333, rtol=1e-5)      # a float margin, not truncated
    assert float(nn.MarginRankingLoss(margin=2.0)(Tensor([1.0]), Tensor([2.0]),
                                                  Tensor([1.0]))) == 3.0
    assert nn.MarginRankingLoss(margin="a") is not None     # checked at the call
    assert ms.train.CheckpointConfig(append_info=[]) is not None
    mode = ms.get_context("mode")
    try:
        ms.set_context(mode=True)           # 2.10 reads it back as 1
        assert ms.get_context("mode") == 1 and type(ms.get_context("mode")) is int
    finally:
        ms.set_context(mode=mode)
    # an in-place op writes into the Tensor, which keeps its dtype
    i = Tensor(np.ones((2,), np.int32))
    i.add_(Tensor(np.array([0.5, 2.5], np.float32)))
    assert i.dtype == ms.int32
