"""Bad input, seventeenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``,
with the generated catalogue of /tmp/bad17: mint dims, keep_dims, losses, Tensor construction,
grad, Parameter, Cell, optimizers, indexing, ms.numpy, datasets, Model): the Reduce Primitives
take only a Python bool ``keep_dims`` (and ``skip_mode``), checked when called with their
parser's texts; ``ops.median`` (and ``nanmedian``) only a bool ``keepdims``; ``mint.median``
with a ``dim`` only an int dim and a bool keepdim (MedianDim's parser text); ``ops.take`` /
``mint.take`` only a Tensor index (Take's parser text); margin_ranking_loss and
cosine_embedding_loss refuse operands of different dtypes (nn.CosineEmbeddingLoss with
SameTypeShape's text), hinge_embedding_loss a non-float input (mixed floats are taken),
triplet_margin_loss three inputs of more than one dtype; a bad ``reduction`` gets 2.10's text:
LossBase's 'must be in ['mean', 'sum', 'none'], but got foo', check_string's 'must be str and
must be in ...' for the losses 2.10 checks so, the enum conversion's for the str-enum
functionals (and mint's nll_loss), l1_loss/mse_loss/hinge/gaussian functionals' own; a
reduction's dim out of range is its primitive's 'For primitive[SumExt], the axis value must be
in [-2,2), but got 2.' (ops.sum: SumExt, ops.mean: ReduceMean, mint.mean: MeanExt, mint.argmax:
ArgMaxExt 'the dim', mint.max: MaxDim 'the axis', mint.cumsum: CumsumExt '[-2,1]'), and a dim or
keepdim of another type mint's Ext primitive's parser text; a bool/float dim of roll, mint's
flatten/transpose/diag/scatter_add is their primitive's parser TypeError; mint.sort is 2.10's
sort_ext (its keyword-only dim's error names it)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_XI = Tensor(np.ones((2, 3), np.int32))
_XH = Tensor(np.full((2, 3), 0.5, np.float16))
_SIGN = Tensor([1, -1], ms.int32)
_MRL = (r"For margin_ranking_loss, the {} dtype should be equal to {} dtype, but got {} "
        r"dtype:{}, {} dtype:{}\.")
_TRIPLET = (r"For primitive\[TripletMarginLoss\], the input type must be same\.\n"
            r"name:\[negative\]:Tensor\[{}\]\.\nname:\[positive\]:Tensor\[{}\]\.\n"
            r"name:\[x\]:Tensor\[{}\]\.")
_AXES = r"axis=<list of int, int, Tensor, tuple of int>\)"


def _reduce_text(prim, attrs, operand, axis):
    return (rf'Failed calling {prim} with "{prim}\({attrs}\)\({operand}=Tensor, axis={axis}\)"\.'
            rf'\nThe valid calling should be: \n"{prim}\(keep_dims=<bool>'
            + (r", skip_mode=<bool>" if prim == "ReduceSum" else "")
            + rf'\)\({operand}=<Tensor>, {_AXES}"\.')


def _median_dim(dim, keepdim):
    return (rf'Failed calling MedianDim with "MedianDim\(\)\(input=Tensor, dim={dim}, '
            rf'keepdim={keepdim}\)"\.\nThe valid calling should be: \n"MedianDim\(\)\('
            r'input=<Tensor>, dim=<int>, keepdim=<bool>\)"\.')


def _take(index):
    return (rf'Failed calling Take with "Take\(\)\(input=Tensor, index={index}\)"\.\nThe valid '
            r'calling should be: \n"Take\(\)\(input=<Tensor>, index=<Tensor>\)"\.')


CASES = {
    # Reduce Primitives: keep_dims must be a Python bool (2.10's texts, measured)
    "ReduceSum keep_dims str": (lambda: ops.ReduceSum(keep_dims="a")(_X, 0), TypeError,
                                _reduce_text("ReduceSum", "keep_dims=string, skip_mode=bool",
                                             "x", "int")),
    "ReduceSum keep_dims int": (lambda: ops.ReduceSum(keep_dims=1)(_X), TypeError,
                                _reduce_text("ReduceSum", "keep_dims=int, skip_mode=bool", "x",
                                             "Tuple<>")),
    "ReduceMean keep_dims None": (lambda: ops.ReduceMean(keep_dims=None)(_X), TypeError,
                                  _reduce_text("ReduceMean", "keep_dims=None", "x", "Tuple<>")),
    "ReduceMax keep_dims list": (lambda: ops.ReduceMax(keep_dims=[True])(_X, 0), TypeError,
                                 _reduce_text("ReduceMax", "keep_dims=List<bool>", "x", "int")),
    "ReduceMin keep_dims float": (lambda: ops.ReduceMin(keep_dims=1.0)(_X, 0), TypeError,
                                  _reduce_text("ReduceMin", "keep_dims=float", "x", "int")),
    "ReduceProd keep_dims Tensor": (lambda: ops.ReduceProd(keep_dims=Tensor(True))(_X, 0),
                                    TypeError,
                                    _reduce_text("ReduceProd", "keep_dims=Tensor", "x", "int")),
    "ReduceAll keep_dims str": (lambda: ops.ReduceAll(keep_dims="a")(_X > 0, 0), TypeError,
                                _reduce_text("ReduceAll", "keep_dims=string", "input", "int")),
    "ReduceAny keep_dims int": (lambda: ops.ReduceAny(keep_dims=1)(_X > 0, 0), TypeError,
                                _reduce_text("ReduceAny", "keep_dims=int", "x", "int")),
    "ReduceSum keep_dims numpy bool": (lambda: ops.ReduceSum(np.bool_(True))(_X, 0), TypeError,
                                       r"Failed calling ReduceSum with \"ReduceSum\(keep_dims="
                                       r"<class 'numpy\.bool"),
    # ops.median / nanmedian: keepdims must be a bool
    "median keepdims str": (lambda: ops.median(_X, 0, keepdims="a"), TypeError,
                            r"For 'Median', the type of 'keep_dims' should be 'bool', but got "
                            r"type 'str'\."),
    "median keepdims int": (lambda: ops.median(_X, 0, 1), TypeError,
                            r"For 'Median', the type of 'keep_dims' should be 'bool', but got "
                            r"type 'int'\."),
    "nanmedian keepdims int": (lambda: ops.nanmedian(_X, 0, keepdims=1), TypeError,
                               r"For 'Median', the type of 'keep_dims' should be 'bool', but "
                               r"got type 'int'\."),
    "Median keep_dims int": (lambda: ops.Median(keep_dims=1)(_X), TypeError,
                             r"For 'Median', the type of 'keep_dims' should be 'bool', but got "
                             r"type 'int'\."),
    "median keepdims None": (lambda: ops.median(_X, 0, keepdims=None), TypeError,
                             r"but got type 'NoneType'\."),
    # mint.median with a dim: MedianDim's parser
    "mint.median keepdim int": (lambda: mint.median(_X, 0, keepdim=1), TypeError,
                                _median_dim("int", "int")),
    "mint.median keepdim list": (lambda: mint.median(_X, 0, [True]), TypeError,
                                 _median_dim("int", "List<bool>")),
    "mint.median dim float": (lambda: mint.median(_X, 1.5), TypeError,
                              _median_dim("float", "bool")),
    "mint.median dim bool": (lambda: mint.median(_X, True), TypeError,
                             _median_dim("bool", "bool")),
    "mint.median dim list": (lambda: mint.median(_X, [0]), TypeError,
                             _median_dim("List<int>", "bool")),
    # take: the index must be a Tensor
    "mint.take int": (lambda: mint.take(_X, 2), TypeError, _take("int")),
    "mint.take list": (lambda: mint.take(_X, [0]), TypeError, _take("List<int>")),
    "mint.take tuple": (lambda: mint.take(_X, (0, 0)), TypeError, _take("Tuple<int, int>")),
    "mint.take None": (lambda: mint.take(_X, None), TypeError, _take("None")),
    "ops.take float": (lambda: ops.take(_X, 1.5), TypeError, _take("float")),
    # losses whose operands must share a dtype (2.10's texts, measured)
    "margin_ranking_loss input2 int": (lambda: ops.margin_ranking_loss(_X, _XI, _X), TypeError,
                                       _MRL.format("input1", "input2", "input1", "Float32",
                                                   "input2", "Int32")),
    "margin_ranking_loss target int": (lambda: ops.margin_ranking_loss(_X, _X, _XI), TypeError,
                                       _MRL.format("target", "input1", "target", "Int32",
                                                   "input1", "Float32")),
    "MarginRankingLoss float16": (lambda: nn.MarginRankingLoss()(_X, _XH, _X), TypeError,
                                  _MRL.format("input1", "input2", "input1", "Float32", "input2",
                                              "Float16")),
    "cosine_embedding_loss int": (lambda: ops.cosine_embedding_loss(_XI, _X, _SIGN), TypeError,
                                  r"For ops\.cosine_embedding_loss, the input1 dtype should be "
                                  r"equal to input2 dtype, but got input1 dtype:Int32, input2 "
                                  r"dtype:Float32\."),
    "CosineEmbeddingLoss int": (lambda: nn.CosineEmbeddingLoss()(_X, _XI, _SIGN), TypeError,
                                r"For 'SameTypeShape', the x dtype should be = y dtype: Int32, "
                                r"but got Float32\."),
    "hinge_embedding_loss first int": (lambda: ops.hinge_embedding_loss(_XI, _X), TypeError,
                                       r"For 'HingeEmbeddingLoss', the dtype of the first input "
                                       r"must be float, but got Int32\."),
    "HingeEmbeddingLoss second int": (lambda: nn.HingeEmbeddingLoss()(_X, _XI), TypeError,
                                      r"For 'HingeEmbeddingLoss', the dtype of the second input "
                                      r"must be float, but got Int32\."),
    "triplet_margin_loss positive int": (lambda: ops.triplet_margin_loss(_X, _XI, _X),
                                         TypeError, _TRIPLET.format("Float32", "Int32",
                                                                    "Float32")),
    "TripletMarginLoss anchor float16": (lambda: nn.TripletMarginLoss()(_XH, _X, _X), TypeError,
                                         _TRIPLET.format("Float32", "Float32", "Float16")),
    # a bad reduction: 2.10's texts (measured)
    "L1Loss reduction str": (lambda: nn.L1Loss("foo"), ValueError,
                             r"For 'L1Loss', the 'reduction' must be in \['mean', 'sum', "
                             r"'none'\], but got foo\."),
    "CrossEntropyLoss reduction None": (lambda: nn.CrossEntropyLoss(reduction=None), ValueError,
                                        r"For 'CrossEntropyLoss', the 'reduction' must be in "
                                        r"\['mean', 'sum', 'none'\], but got None\."),
    "MSELoss reduction upper": (lambda: nn.MSELoss("MEAN"), ValueError,
                                r"the 'reduction' must be in \['mean', 'sum', 'none'\], but "
                                r"got MEAN\."),
    "huber_loss reduction int": (lambda: ops.huber_loss(_X, _X, reduction=1), ValueError,
                                 r"For 'huber_loss', the 'reduction' must be in \['mean', "
                                 r"'sum', 'none'\], but got 1\."),
    "MultiMarginLoss reduction": (lambda: nn.MultiMarginLoss(reduction="foo"), ValueError,
                                  r"For 'MultiMarginLoss', the 'reduction' must be str and must "
                                  r"be in '\['none', 'sum', 'mean'\]', but got 'foo'\."),
    "GaussianNLLLoss reduction": (lambda: nn.GaussianNLLLoss(reduction=1), ValueError,
                                  r"For 'gaussian_nll_loss', the 'reduction' must be str and "
                                  r"must be in '\['none', 'mean', 'sum'\]', but got '1'\."),
    "cross_entropy reduction": (lambda: ops.cross_entropy(_X, Tensor([0, 1], ms.int32),
                                                          reduction=None), ValueError,
                                r"For 'cross_entropy_loss', the 'reduction' must be str and must "
                                r"be in '\['none', 'mean', 'sum'\]', but got 'None'\."),
    "triplet_margin_loss reduction": (lambda: ops.triplet_margin_loss(_X, _X, _X,
                                                                      reduction="foo"),
                                      ValueError, r"For 'TripletMarginLoss', the 'reduction' "
                                      r"must be str and must be in '\['none', 'sum', "),
    "l1_loss reduction": (lambda: ops.l1_loss(_X, _X, reduction="foo"), ValueError,
                          r"For l1_loss, the 'reduction' must be in \['mean', 'sum', 'none'\], "
                          r"but got foo\."),
    "mse_loss reduction": (lambda: ops.mse_loss(_X, _X, reduction=1), ValueError,
                           r"For ops\.mse_loss, `reduction` value should be either 'mean', "
                           r"'none' or 'sum'\."),
    "hinge_embedding_loss reduction": (lambda: ops.hinge_embedding_loss(_X, _X,
                                                                        reduction="foo"),
                                       ValueError, r"For 'HingeEmbeddingLoss', 'reduction' must "
                                       r"be one of 'none', 'mean', 'sum',but got foo\."),
    "smooth_l1_loss reduction": (lambda: ops.smooth_l1_loss(_X, _X, reduction="foo"),
                                 ValueError, r"Failed to convert the value \"foo\" of input "
                                 r"'reduction' of 'smooth_l1_loss' to enum\."),
    "mint l1_loss reduction": (lambda: mint.nn.functional.l1_loss(_X, _X, reduction="foo"),
                               ValueError, r"Failed to convert the value \"foo\" of input "
                               r"'reduction' of 'L1LossExt' to enum\."),
    "mint nll_loss reduction str": (lambda: mint.nn.functional.nll_loss(
        _X, Tensor([0, 1], ms.int32), reduction="foo"), ValueError,
        r"Failed to convert the value \"foo\" of input 'reduction' of 'nllloss' to enum\."),
    "mint nll_loss reduction int": (lambda: mint.nn.functional.nll_loss(
        _X, Tensor([0, 1], ms.int32), reduction=1), TypeError,
        r"For 'nllloss', the input 'reduction' should be a str, but got <class 'int'>\."),
    # dims out of range / of another type: 2.10's primitives' texts (measured)
    "ops.sum dim 2": (lambda: ops.sum(_X, 2), ValueError,
                      r"For primitive\[SumExt\], the axis value must be in \[-2,2\), but got 2\."),
    "ops.mean dim -3": (lambda: ops.mean(_X, -3), ValueError,
                        r"For primitive\[ReduceMean\], the axis value must be in \[-2,2\), but "
                        r"got -3\."),
    "ops.amax dims": (lambda: ops.amax(_X, (0, 5)), ValueError,
                      r"For primitive\[ReduceMax\], the axis value must be in \[-2,2\), but "
                      r"got 5\."),
    "mint.sum 0-d dim 1": (lambda: mint.sum(Tensor(np.float32(1)), 1), ValueError,
                           r"For primitive\[SumExt\], the axis value must be in \[-1,1\), but "
                           r"got 1\."),
    "mint.mean dim 2": (lambda: mint.mean(_X, 2), ValueError,
                        r"For primitive\[MeanExt\], the axis value must be in \[-2,2\), but "
                        r"got 2\."),
    "mint.mean dim float": (lambda: mint.mean(_X, 1.5), TypeError,
                            r'Failed calling MeanExt with "MeanExt\(\)\(input=Tensor, dim=float, '
                            r'keepdim=bool, dtype=mindspore\.dtype\)"\.\nThe valid calling '
                            r'should be: \n"MeanExt\(\)\(input=<Tensor>, dim=<list of int, int, '
                            r'Tensor, tuple of int>, keepdim=<bool>, dtype=<mindspore\.dtype>\)"'),
    "mint.argmax dim 2": (lambda: mint.argmax(_X, 2), ValueError,
                          r"For primitive\[ArgMaxExt\], the dim must be in \[-2,2\), but got "
                          r"2\."),
    "mint.argmin keepdim str": (lambda: mint.argmin(_X, 0, "a"), TypeError,
                                r'Failed calling ArgMinExt with "ArgMinExt\(\)\(input=Tensor, '
                                r'dim=int, keepdim=string\)"\.\nThe valid calling should be: '
                                r'\n"ArgMinExt\(\)\(input=<Tensor>, dim=<int>, keepdim=<bool>\)"'),
    "mint.argmax dim None keepdim str": (lambda: mint.argmax(_X, None, "a"), TypeError,
                                         r'"ArgMaxExt\(\)\(input=Tensor, dim=None, '
                                         r'keepdim=string\)"'),
    "mint.logsumexp dim float": (lambda: mint.logsumexp(_X, 1.5), TypeError,
                                 r'Failed calling LogSumExp with "LogSumExp\(\)\(input=Tensor, '
                                 r'dim=float, keepdim=bool\)"\.'),
    "mint.logsumexp dims": (lambda: mint.logsumexp(_X, (0, 5)), ValueError,
                            r"For primitive\[LogSumExp\], the axis value must be in \[-2,2\), "
                            r"but got 5\."),
    "mint.std dim float": (lambda: mint.std(_X, 1.5), TypeError,
                           r'Failed calling Std with "Std\(\)\(input=Tensor, dim=float, '
                           r'correction=int, keepdim=bool\)"\.'),
    "mint.var keepdim str": (lambda: mint.var(_X, 0, keepdim="a"), TypeError,
                             r'Failed calling Var with "Var\(\)\(input=Tensor, dim=int, '
                             r'correction=int, keepdim=string\)"\.'),
    "mint.var dim 2": (lambda: mint.var(_X, 2), ValueError,
                       r"For primitive\[Var\], the axis value must be in \[-2,2\), but got 2\."),
    "mint.cumsum dim -3": (lambda: mint.cumsum(_X, -3), ValueError,
                           r"For primitive\[CumsumExt\], the dim must be in \[-2,1\], but got "
                           r"-3\."),
    "mint.cumsum dim float": (lambda: mint.cumsum(_X, 1.5), TypeError,
                              r'Failed calling CumsumExt with "CumsumExt\(\)\(input=Tensor, '
                              r'dim=float, dtype=mindspore\.dtype\)"\.'),
    "mint.max dim 2": (lambda: mint.max(_X, 2), ValueError,
                       r"For primitive\[MaxDim\], the axis must be in \[-2,2\), but got 2\."),
    "mint.median dim -3": (lambda: mint.median(_X, -3), ValueError,
                           r"For primitive\[MedianDim\], the dim must be in \[-2,2\), but got "
                           r"-3\."),
    # bool / float dims: the primitives' parser texts (measured)
    "roll dims bool": (lambda: ops.roll(_X, 1, True), TypeError,
                       r'Failed calling Roll with "Roll\(shifts=int, dims=bool\)\(input=Tensor\)"\.'
                       r'\nThe valid calling should be: \n"Roll\(shifts=<list of int, int, tuple '
                       r'of int>, dims=<list of int, int, tuple of int>\)\(input=<Tensor>\)"\.'),
    "mint.flatten start_dim bool": (lambda: mint.flatten(_X, True), TypeError,
                                    r'Failed calling FlattenExt with "FlattenExt\(\)\(input=Tensor,'
                                    r' start_dim=bool, end_dim=int\)"\.'),
    "mint.flatten end_dim float": (lambda: mint.flatten(_X, 0, 1.5), TypeError,
                                   r'"FlattenExt\(\)\(input=Tensor, start_dim=int, '
                                   r'end_dim=float\)"\.\nThe valid calling should be: \n"FlattenExt'
                                   r'\(\)\(input=<Tensor>, start_dim=<int>, end_dim=<int>\)"\.'),
    "mint.transpose dim1 float": (lambda: mint.transpose(_X, 0, 1.5), TypeError,
                                  r'Failed calling TransposeExtView with "TransposeExtView\(\)\('
                                  r'input=Tensor, dim0=int, dim1=float\)"\.'),
    "mint.diag diagonal bool": (lambda: mint.diag(_X, True), TypeError,
                                r'Failed calling DiagExt with "DiagExt\(\)\(input=Tensor, '
                                r'diagonal=bool\)"\.'),
    "mint.scatter_add dim bool": (lambda: mint.scatter_add(_X, True, Tensor([[0]]),
                                                           Tensor([[1.0]])), TypeError,
                                  r'Failed calling ScatterAddExt with "ScatterAddExt\(\)\('
                                  r'input=Tensor, dim=bool, index=Tensor, src=Tensor\)"\.'),
    "mint.sort positional dim": (lambda: mint.sort(_X, 0), TypeError,
                                 r"sort_ext\(\) takes 1 positional argument but 2 were given"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_valid_reduce_median_take():
    """What 2.10 takes (measured): bool flags, skip_mode with an empty axis, a Tensor index
    (mint.median's valid calls are in test_mint)."""
    assert ops.ReduceSum(True)(_X, 1).shape == (2, 1)
    assert ops.ReduceSum(skip_mode=True)(_X, ()).shape == (2, 3)
    assert ops.ReduceAll()(_X > 0).shape == ()
    assert ops.ReduceMean(keep_dims=True)(_X).shape == (1, 1)
    assert mint.take(_X, Tensor([0, 5])).asnumpy().tolist() == [0.0, 5.0]
    assert ms.ops.take(_X, Tensor(4)).asnumpy().item() == 4.0


def test_losses_take_mixed_floats_where_2_10_does():
    """2.10 (measured): hinge_embedding_loss takes a float16 / float64 partner (Float32
    result); cosine_embedding_loss takes a float target."""
    assert ops.hinge_embedding_loss(_X, _XH).dtype == ms.float32
    assert nn.HingeEmbeddingLoss()(_X, Tensor(np.ones((2, 3)))).dtype == ms.float32
    assert ops.cosine_embedding_loss(_X, _X, Tensor([1.0, -1.0])).dtype == ms.float32


@pytest.mark.heavy          # compiles three losses (~1 s on a loaded CPU)
def test_reductions_2_10_takes():
    """Valid reductions still work; the str enums read any case (2.10, measured)."""
    assert nn.L1Loss("sum")(_X, _X).asnumpy().item() == 0.0
    assert ops.smooth_l1_loss(_X, _X, reduction="Mean").shape == ()
    t = Tensor([0, 1], ms.int32)
    assert mint.nn.functional.nll_loss(_X, t, reduction="none").shape == (2,)


@pytest.mark.heavy          # first compiles of six reductions (~1.5 s on a loaded CPU)
def test_mint_reductions_take_valid_dims():
    """Valid dims still work (None, an int, a tuple; a negative dim)."""
    assert mint.mean(_X, (0, 1)).shape == () and mint.mean(_X, -1, True).shape == (2, 1)
    assert mint.argmax(_X).shape == () and mint.argmax(_X, 1).asnumpy().tolist() == [2, 2]
    assert mint.cumsum(_X, -1).shape == (2, 3) and mint.max(_X, 0)[0].shape == (3,)
    assert mint.logsumexp(_X, (0, 1)).shape == () and mint.var(_X, 1).shape == (2,)


def test_int_tensor_dims_are_read_as_ints():
    """2.10's parsers take a 0-d integer Tensor where an int dim is wanted (measured:
    mint.flatten/transpose return, the others reach their kernels)."""
    d = Tensor(0)
    assert mint.flatten(_X, d).shape == (6,) and mint.transpose(_X, d, 1).shape == (3, 2)
    assert ops.roll(_X, 1, d).asnumpy().tolist() == [[3.0, 4.0, 5.0], [0.0, 1.0, 2.0]]


@pytest.mark.parametrize("call, text", [
    (lambda x: mint.mean(x, 1, dim=1), r"mean\(\) got multiple values for argument 'dim'"),
    (lambda x: mint.mean(), r"mean\(\) missing 1 required positional argument: 'input'"),
    (lambda x: mint.mean(x, foo=1), r"mean\(\) got an unexpected keyword argument 'foo'"),
    (lambda x: mint.mean(x, 1, False, 3), r"mean\(\) takes from 1 to 3 positional arguments but 4 were given"),
    (lambda x: mint.cumsum(x),     # 2.10's mint.cumsum is cumsum_ext (measured)
     r"cumsum_ext\(\) missing 1 required positional argument: 'dim'")])
def test_checked_mint_calls_bind_as_python(call, text):
    """The checked mint functions bind their arguments without inspect on each call; a call
    Python would refuse is Python's own TypeError (2.10's mint functions are Python ones)."""
    with pytest.raises(TypeError, match=text):
        call(Tensor(np.ones((2, 3), np.float32)))


def test_checked_mint_keyword_and_default_arguments():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert mint.mean(input=x).asnumpy() == 2.5
    np.testing.assert_array_equal(mint.mean(x, keepdim=True, dim=1).asnumpy(), [[1.], [4.]])
    np.testing.assert_array_equal(mint.argmax(x, 0, True).asnumpy(), [[1, 1, 1]])
