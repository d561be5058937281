"""Bad input, twenty-fifth round: list indices holding sequences, numpy array constants in a
graph, the ``*_like`` random functions (measured against MindSpore 2.10 CPU with /tmp/bad25's
nl, fl, bq and gn catalogues, one case per forked process).

2.10 reads a list index that holds a list, tuple, Tensor, slice, None or Ellipsis as a tuple of
indices, in both modes (``x[[[0, 1], [1, 0]]]`` is ``x[[0, 1], [1, 0]]``, shape (2,)); inside
that tuple a list of floats is truncated to positions, an empty sequence is refused when reading
and selects nothing when assigning, and an eager assignment takes its Python bools as 0/1.
"""
import re
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from conftest import raises_as_mindspore

A = np.arange(9, dtype=np.float32).reshape(3, 3)
A3 = np.arange(18, dtype=np.float32).reshape(3, 3, 2)
_EMPTY = "The sequence element(tuple/list) in tuple index can't be empty."


def _get(index, data=A):
    return ms.Tensor(data)[index]


def _set(index, data=A, value=100.0):
    x = ms.Tensor(data)
    x[index] = value
    return x


def _graph(body, data=A):
    ms.set_context(mode=ms.GRAPH_MODE)

    class Net(nn.Cell):
        def construct(self, t):
            return body(t)
    try:
        return Net()(ms.Tensor(data))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _graph_set(index, data=A):
    def body(t):
        t[index] = 100.0
        return t
    return _graph(body, data)


# index -> (2.10's read of A, of A3) (measured, PYNATIVE_MODE, GRAPH_MODE and jit alike)
READS = {
    "nested": ([[0, 1], [1, 0]], [1., 3.], [[2., 3.], [6., 7.]]),
    "one inner list": ([[0, 1]], [[0., 1., 2.], [3., 4., 5.]], A3[:2].tolist()),
    "column lists": ([[0], [1]], [1.], [[2., 3.]]),
    "int and list": ([0, [1, 2]], [1., 2.], [[2., 3.], [4., 5.]]),
    "list and int": ([[0, 1], 2], [2., 5.], [[4., 5.], [10., 11.]]),
    "ragged": ([[0, 1], [1]], [1., 4.], [[2., 3.], [8., 9.]]),
    "tuples": ([(0, 1), (1, 0)], [1., 3.], [[2., 3.], [6., 7.]]),
    "negative": ([[-1, 0], [0, -1]], [6., 2.], [[12., 13.], [4., 5.]]),
    "floats truncated": ([[0.5, 1], [0, 1]], [0., 4.], [[0., 1.], [8., 9.]]),
    "bool list and int": ([[True, False, True], 0], [0., 6.], [[0., 1.], [12., 13.]]),
}


@pytest.mark.parametrize("name", list(READS))
def test_list_index_holding_sequences_reads_as_a_tuple(name):
    index, want2, want3 = READS[name]
    assert _get(index).asnumpy().tolist() == want2
    assert _get(index, A3).asnumpy().tolist() == want3


def test_list_index_holding_sequences_in_a_graph():
    pairs = lambda t: t[[[0, 1], [1, 0]]]
    assert _graph(pairs).asnumpy().tolist() == [1., 3.]
    floats = lambda t: t[[[0.5, 1], [0, 1]]]
    assert _graph(floats).asnumpy().tolist() == [0., 4.]
    nested = lambda t: t[[0, [1, 2]]]
    f = ms.jit(nested)
    assert f(ms.Tensor(A)).asnumpy().tolist() == [1., 2.]


def _rows(x):
    return x.asnumpy().ravel().tolist()


@pytest.mark.heavy          # graphs compiled (~1.3 s on a loaded CPU)
def test_list_index_holding_sequences_assigns_as_a_tuple():
    # 2.10, both modes: the same positions the read selects
    want = [0., 100., 2., 100., 4., 5., 6., 7., 8.]
    assert _rows(_set([[0, 1], [1, 0]])) == want
    assert _rows(_graph_set([[0, 1], [1, 0]])) == want
    assert _rows(_set([[0, 1], [1]])) == [0., 100., 2., 3., 100., 5., 6., 7., 8.]
    assert _rows(_graph_set([[0.5, 1], [0, 1]])) == [100., 1., 2., 3., 100., 5., 6., 7., 8.]


@pytest.mark.heavy          # graphs compiled (~1.3 s on a loaded CPU)
def test_eager_assignment_reads_bools_of_a_list_index_as_ints():
    # 2.10 PYNATIVE_MODE (measured): x[[[True, False, True]]] = v writes rows 1, 0, 1; a graph
    # (one run op by op too) and a tuple index take the bools as a mask
    assert _rows(_set([[True, False, True]]))[:6] == [100.] * 6
    assert _rows(_set([True, [0, 1]])) == [0., 1., 2., 100., 100., 5., 6., 7., 8.]
    assert _rows(_set([False, [0, 1]])) == [100., 100., 2., 3., 4., 5., 6., 7., 8.]
    assert _rows(_set([[True, False, True], 0])) == [100., 1., 2., 100., 4., 5., 6., 7., 8.]
    assert _rows(_set([ms.Tensor([True, False, True]), 0])) == \
        [100., 1., 2., 3., 4., 5., 100., 7., 8.]
    assert _rows(_set(([True, False, True], 0))) == [100., 1., 2., 3., 4., 5., 100., 7., 8.]
    assert _rows(_graph_set([[True, False, True]])) == \
        [100., 100., 100., 3., 4., 5., 100., 100., 100.]
    with warnings.catch_warnings():     # the mask beside an int runs op by op
        warnings.simplefilter("ignore")
        assert _rows(_graph_set([[True, False, True], 0])) == \
            [100., 1., 2., 3., 4., 5., 100., 7., 8.]


def test_empty_sequence_in_a_tuple_index():
    for index in ((0, []), ([], 0), ([],), (0, ())):
        raises_as_mindspore(lambda i=index: _get(i), IndexError, "^" + re.escape(
            "IndexError: " + _EMPTY) + "$")
    raises_as_mindspore(lambda: _get([[]]), IndexError, "^" + re.escape("IndexError: " + _EMPTY))
    fn = lambda t: t[0, []]
    raises_as_mindspore(lambda: _graph(fn), IndexError,
                        "^" + re.escape(_EMPTY) + "$")
    # assigning selects nothing (2.10 PYNATIVE_MODE, measured)
    assert _rows(_set((0, []))) == A.ravel().tolist()
    assert _rows(_set([[]])) == A.ravel().tolist()
    # an empty list alone: eager 'the list can't be empty', a graph's empty-mask text
    raises_as_mindspore(lambda: _get([]), IndexError,
                        r"^When tensor is indexed by list, the list can't be empty\.$")
    fn2 = lambda t: t[[]]
    raises_as_mindspore(lambda: _graph(fn2), IndexError,      # quoted (2.10, measured s72)
                        r"^'dimension is 3 but corresponding boolean dimension is 0'$")


def test_float_lists_in_an_index():
    raises_as_mindspore(lambda: _get([1.5, 2.0]), TypeError, "^" + re.escape(
        "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', 'Tensor', 'int', "
        "'List', 'Tuple', 'bool', but got type 'Float', value: 1.5"))
    raises_as_mindspore(lambda: _set(([0.5, 1], [0, 1])), IndexError, "^" + re.escape(
        "For 'tensor setitem', the index tensor data type '44' is not supported."))
    assert _get((0, [0.5, 1])).asnumpy().tolist() == [0., 1.]
    assert _get(([1.5, 2.0], slice(None))).shape == (2, 3)


A_ = np.arange(6, dtype=np.float32).reshape(2, 3)


# 2.10 GRAPH_MODE with a module numpy array A_ (measured, /tmp/bad24 g.ms gn:)
_fn = lambda t: ops.Neg()(A_)
_fn2 = lambda t: ms.mint.exp(A_)
_fn3 = lambda t: ops.Argmax()(A_)
_fn4 = lambda t: t // A_
_fn5 = lambda t: t > A_
GRAPH_ARRAYS = {
    "Neg": (_fn, 'Failed calling Neg with "input=External".'),
    "mint.exp": (_fn2, 'Failed calling Exp with "input=External".'),
    "Argmax": (_fn3, 'Failed calling Argmax with "input'),
    "floordiv": (_fn4, 'Failed calling FloorDiv with "FloorDiv()(input=Tensor, '
                 "other=<class 'numpy.ndarray'>)\"."),
    "greater": (_fn5, 'Failed calling Greater with "Greater()(input=Tensor, '
                "other=<class 'numpy.ndarray'>)\"."),
}


@pytest.mark.parametrize("name", list(GRAPH_ARRAYS))
def test_numpy_array_constant_into_a_primitive_in_a_graph(name):
    body, text = GRAPH_ARRAYS[name]
    raises_as_mindspore(lambda: _graph(body, A_), TypeError, "^" + re.escape(text))


def test_numpy_array_constant_in_jit():
    @ms.jit
    def f(t):
        return ops.Neg()(A_) + t
    with pytest.raises(TypeError, match=re.escape('Failed calling Neg with "input=External".')):
        f(ms.Tensor(A_))


@pytest.mark.parametrize("name", ["rand_like", "randn_like", "randint_like"])
def test_like_functions_take_a_tensor(name):
    args = (0, 5) if name == "randint_like" else ()
    for bad in (A_, [1.0, 2.0]):
        raises_as_mindspore(lambda b=bad: getattr(ops, name)(b, *args), TypeError, "^" + re.escape(
            f"For '{name}', the 'input' must be a Tensor, but got {type(bad)}") + "$")
    good = ms.Tensor(A_.astype(np.int32) if args else A_)
    assert getattr(ops, name)(good, *args).shape == (2, 3)


def test_numpy_scalars_in_a_list_inside_the_index():
    # 2.10 PYNATIVE_MODE (measured, /tmp/bad25 np2 and bad24's idx2/idx3): numbers in a list
    # inside a tuple index; refused in a flat list index and in an eager assignment
    assert _get((0, [np.int64(1), 2])).asnumpy().tolist() == [1., 2.]
    assert _get([[np.int64(1)], 0]).asnumpy().tolist() == [3.]
    assert _get([[np.int32(0)]]).shape == (1, 3)
    unsupported = r"^Unsupported Python object type received: <class 'numpy\.int64'>\."
    raises_as_mindspore(lambda: _set([[np.int64(1)], 0]), IndexError, unsupported)
    raises_as_mindspore(lambda: _get([np.int64(0), 1]), IndexError, unsupported)


# nn Cell constructors (2.10, measured: /tmp/bad25 nn catalogue, each argument of 170 Cells)
NN_CTORS = {
    "AvgPool3d pad_mode int": (lambda: nn.AvgPool3d(pad_mode=1), TypeError,
                               "For 'AvgPool3d', the type of 'pad_mode' should be 'str', but got "
                               "type 'int'."),
    "MaxPool3d pad_mode None": (lambda: nn.MaxPool3d(pad_mode=None), TypeError,
                                "For 'MaxPool3d', the type of 'pad_mode' should be 'str', but got "
                                "type 'NoneType'."),
    "ClipByNorm axis str": (lambda: nn.ClipByNorm(axis="a"), TypeError,
                            "For 'ClipByNorm', the type of 'axis' should be one of '['int', "
                            "'tuple', 'list']', but got type 'str'."),
    "Hardtanh equal bounds": (lambda: nn.Hardtanh(max_val=-1.0), ValueError,
                              "For Hardtanh, min_val should be less than max_val,but got -1.0 and "
                              "-1.0"),
    "MultiMarginLoss float p": (lambda: nn.MultiMarginLoss(p=1.5), TypeError,
                                "For 'MultiMarginLoss', the type of 'p' should be 'int', but got "
                                "type 'float'."),
    "MultiMarginLoss bool p": (lambda: nn.MultiMarginLoss(p=True), TypeError,
                               "For 'MultiMarginLoss', the type of 'p' should be 'int', but got "
                               "type 'bool'."),
    "SampledSoftmaxLoss seed": (lambda: nn.SampledSoftmaxLoss(2, 4, seed=-1), ValueError,
                                "For 'SampledSoftmaxLoss', the 'seed' must be greater than or "
                                "equal to 0, but got -1."),
    "SampledSoftmaxLoss num_classes": (lambda: nn.SampledSoftmaxLoss(2, -1), ValueError,
                                       "For 'SampledSoftmaxLoss', the 'num_sampled' must be "
                                       "smaller than or equal to 'num_classes', but got "
                                       "'num_sampled': 2 and 'num_classes': -1."),
    "SampledSoftmaxLoss hits": (lambda: nn.SampledSoftmaxLoss(2, 4, remove_accidental_hits=2),
                                TypeError, "For 'UniformCandidateSampler', the type of "
                                "'remove_accidental_hits' should be 'bool', but got type 'int'."),
    "SampledSoftmaxLoss num_true": (lambda: nn.SampledSoftmaxLoss(2, 4, num_true=1.5), TypeError,
                                    "For 'UniformCandidateSampler', the type of 'num_true' should "
                                    "be 'int', but got type 'float'."),
    "UniformCandidateSampler num_sampled": (lambda: ops.UniformCandidateSampler(1, -1, True, 3),
                                            ValueError, "For 'UniformCandidateSampler', the value "
                                            "of num_sampled should be > : 0, but got -1."),
    "SyncBatchNorm process_groups": (lambda: nn.SyncBatchNorm(2, process_groups=1.5), ValueError,
                                     "The parameter 'process_groups' must be isinstance of "
                                     "<class 'list'>, but got 1.5."),
}


@pytest.mark.parametrize("name", list(NN_CTORS))
def test_nn_constructor_arguments(name):
    call, exc, text = NN_CTORS[name]
    raises_as_mindspore(call, exc, "^" + re.escape(text) + "$")


def test_reduce_axis_outside_the_rank():
    # bad16/bad17 re-run: 9999ce1's first-extreme reductions wrapped an axis modulo the rank
    # (2.10, measured in bad16: ValueError)
    x = ms.Tensor(A_)
    raises_as_mindspore(lambda: ops.amax(x, axis=5), ValueError, "^" + re.escape(
        "For primitive[ReduceMax], the axis value must be in [-2,2), but got 5."))
    raises_as_mindspore(lambda: x.amin(axis=-3), ValueError, "^" + re.escape(
        "For primitive[ReduceMin], the axis value must be in [-2,2), but got -3."))
    raises_as_mindspore(lambda: x.argmax(2), ValueError, r"axis.*\[-2, ?2\), but got 2")
    assert x.argmax(-1).asnumpy().tolist() == [2, 2]


def test_unfold_arguments():
    # 2.10 (measured): the type check reads ksizes for every argument; ExtractImagePatches'
    # padding texts
    def unfold(**kw):
        args = dict(ksizes=[1, 2, 2, 1], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1], **kw)
        return lambda: nn.Unfold(**args)
    raises_as_mindspore(unfold(padding=1), TypeError, "^" + re.escape(
        "For 'ExtractImagePatches', the input 'padding' should be a str, but got <class 'int'>."))
    raises_as_mindspore(unfold(padding="bad"), ValueError, "^" + re.escape(
        "Failed to convert the value \"bad\" of input 'padding' of 'ExtractImagePatches' to "
        "enum."))
    raises_as_mindspore(lambda: nn.Unfold([1, 2, 2, 1], "a", [1, 1, 1, 1]), ValueError,
                        "^" + re.escape("For 'Unfold' the format of 'strides' must be [1, "
                                        "stride_row, stride_col, 1], but got a."))
    raises_as_mindspore(lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], 1.5), TypeError,
                        r"^object of type 'float' has no len\(\)")
    raises_as_mindspore(lambda: nn.Unfold([1, 2, 2, 1], [1, 0, 1, 1], [1, 1, 1, 1]), ValueError,
                        "^" + re.escape("For 'Unfold' the stride_row and stride_col in 'strides' "
                                        "must be an positive integer number, but got stride_row "
                                        "is 0, stride_col is 1"))
    assert nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], "SAME").padding == "same"


def test_prelu_ext_fills_a_numpy_array_as_2_10():
    # 2.10 (measured): numpy's errors for num_parameters and init; True fills 1.0, None NaN;
    # 0 parameters is an empty weight
    raises_as_mindspore(lambda: nn.PReLUExt(1.5), TypeError,
                        "^'float' object cannot be interpreted as an integer$")
    raises_as_mindspore(lambda: nn.PReLUExt(init="a"), ValueError,
                        "^could not convert string to float: 'a'$")
    assert nn.PReLUExt(2, True).weight.asnumpy().tolist() == [1.0, 1.0]
    assert np.isnan(nn.PReLUExt(1, None).weight.asnumpy()).all()
    assert nn.PReLUExt(0).weight.shape == (0,)
    assert nn.PReLUExt(3, 0.5).weight.asnumpy().tolist() == [0.5] * 3


def test_graph_text_of_a_named_tensor_method():
    # 2.10 GRAPH_MODE (measured, bad24 g.ms gn:tm / bad20 gc:tm): a named method's refused
    # operand is in the graph form, an operator keeps the op-by-op text
    fn3 = lambda t: t.add(A_)
    raises_as_mindspore(lambda: _graph(fn3, A_), TypeError,
                        "^" + re.escape('Failed calling Add with "other=External".'))
    fn4 = lambda t: t.equal("a")
    raises_as_mindspore(lambda: _graph(fn4, A_), TypeError,
                        "^" + re.escape('Failed calling Equal with "other=String".'))
    fn5 = lambda t: t + "a"
    raises_as_mindspore(lambda: _graph(fn5, A_), TypeError, "^" + re.escape(
        'Failed calling Add with "Add()(input=Tensor, other=string)".'))
