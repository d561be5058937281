"""Bad input, twenty-sixth round: nn constructor arguments that MindSpore 2.10 takes where
minicell refused them (bad25's nn catalogue; measured against 2.10 CPU with /tmp/bad26's fwd
catalogue: each Cell built, then run in PYNATIVE_MODE and GRAPH_MODE, one case per forked
process).

2.10 builds these Cells; where its forward computes, minicell computes the same; where its
forward fails, the Cell is built and its call raises 2.10's error.
"""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops
from conftest import raises_as_mindspore

# the fwd catalogue's inputs: sin(0.7 k + 0.3)
R23 = np.sin(np.arange(6, dtype=np.float32) * 0.7 + 0.3).reshape(2, 3)
IDS = np.array([[0, 1], [2, 3]], np.int32)


def _exact(text):
    return "^" + re.escape(text) + "$"


def _failed_calling(prim, got, valid):
    return _exact(f'Failed calling {prim} with "{got}".\nThe valid calling should be: \n'
                  f'"{valid}".')


@pytest.mark.heavy          # lookups run eagerly (~4 s on a loaded CPU)
def test_embedding_lookups_take_any_slice_mode_outside_auto_parallel():
    # 2.10 checks slice_mode only in a (semi-)auto parallel mode (measured: outputs as with
    # 'batch_slice', both modes; MultiFieldEmbeddingLookup takes 'field_slice' too)
    for mode in (None, "bad", 1):
        net = nn.EmbeddingLookup(4, 3, param_init="ones", slice_mode=mode)
        assert net(ms.Tensor(IDS)).asnumpy().tolist() == np.ones((2, 2, 3)).tolist()
    net = nn.MultiFieldEmbeddingLookup(4, 3, 2, param_init="ones", slice_mode="field_slice")
    out = net(ms.Tensor([[0, 1, 2]], ms.int32), ms.Tensor([[1., 1, 1]]),
              ms.Tensor([[0, 1, 1]], ms.int32))
    assert out.asnumpy().tolist() == [[[1., 1., 1.], [2., 2., 2.]]]


def test_embedding_lookups_check_slice_mode_in_semi_auto_parallel():
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel")
    try:
        raises_as_mindspore(lambda: nn.EmbeddingLookup(4, 3, slice_mode="bad"), ValueError,
                            _exact("For 'EmbeddingLookup', the 'slice_mode' must be in "
                                   "['field_slice', 'table_row_slice', 'table_column_slice', "
                                   "'batch_slice'], but got \"bad\"."))
        raises_as_mindspore(lambda: nn.MultiFieldEmbeddingLookup(4, 3, 2, slice_mode=None),
                            ValueError, "^For 'MultiFieldEmbeddingLookup', the 'slice_mode' "
                            "must be in .*, but got \"None\".$")
        raises_as_mindspore(lambda: nn.EmbeddingLookup(4, 3, slice_mode="field_slice"),
                            ValueError, _exact("For 'EmbeddingLookup', the 'manual_shapes' should "
                                               "not be none when the 'slice_mode' is "
                                               "\"filed_slice\", but got None."))
    finally:
        ms.reset_auto_parallel_context()


def test_embedding_lookup_argument_texts():
    raises_as_mindspore(lambda: nn.EmbeddingLookup(-1, 3), ValueError, _exact(
        "The 'vocab_size' must be int and must > 0, but got '-1' with type 'int'."))
    raises_as_mindspore(lambda: nn.MultiFieldEmbeddingLookup(4, 3, 2, target=1), ValueError,
                        _exact("For 'MultiFieldEmbeddingLookup', the 'target' must be str and "
                               "must be in '['CPU', 'DEVICE']', but got '1'."))
    raises_as_mindspore(lambda: nn.MultiFieldEmbeddingLookup(4, 3, 2, operator="bad"),
                        ValueError, _exact("For 'MultiFieldEmbeddingLookup', the 'operator' must "
                                           "be str and must be in '['SUM', 'MAX', 'MEAN']', but "
                                           "got 'bad'."))


def test_identity_takes_any_arguments():
    x = ms.Tensor(R23)
    assert nn.Identity(1, 2, foo=1)(x) is x
    assert mint.nn.Identity is nn.Identity      # 2.10's mint.nn re-exports nn's


@pytest.mark.heavy          # ~1 s on a loaded CPU
def test_poisson_nll_loss_takes_any_eps():
    # eps is read only without log_input (measured: 1.2163 for eps None and 'a')
    x = ms.Tensor(R23)
    for eps in (None, "a", -1.0):
        loss = nn.PoissonNLLLoss(eps=eps)(x, x)
        assert abs(float(loss.asnumpy()) - 1.2163) < 1e-4


_LOG_PROBS = ops.log_softmax(ms.Tensor(np.sin(np.arange(20, dtype=np.float32) * 0.7 + 0.3)
                                       .reshape(5, 1, 4)), -1)
_CTC = (_LOG_PROBS, ms.Tensor([[1, 2]], ms.int32), ms.Tensor([5], ms.int32),
        ms.Tensor([2], ms.int32))
_LN_VALID = ("LayerNorm(begin_norm_axis=<int>, begin_params_axis=<int>, epsilon=<float>)"
             "(input_x=<Tensor>, gamma=<Tensor>, beta=<Tensor>)")

# Cell built as 2.10 builds it -> (inputs, 2.10's error when it runs, its text) (measured, the
# same in both modes unless noted)
BUILT_THEN_REFUSED = {
    "CTCLoss blank -1": (lambda: nn.CTCLoss(blank=-1), _CTC, ValueError, _exact(
        "For primitive[CTCLossV2], the blank must be in [0,4), but got -1.")),
    "CTCLoss blank float": (lambda: nn.CTCLoss(blank=1.5), _CTC, TypeError, _exact(
        "For 'ctc_loss', the type of 'blank' should be 'int', but got type 'float'.")),
    "LayerNorm epsilon None": (lambda: nn.LayerNorm((3,), epsilon=None), (ms.Tensor(R23),),
                               TypeError, _failed_calling(
        "LayerNorm", "LayerNorm(begin_norm_axis=int, begin_params_axis=int, epsilon=None)"
        "(input_x=Tensor, gamma=Tensor, beta=Tensor)", _LN_VALID)),
    "LayerNorm epsilon int": (lambda: nn.LayerNorm((3,), epsilon=1), (ms.Tensor(R23),),
                              TypeError, _failed_calling(
        "LayerNorm", "LayerNorm(begin_norm_axis=int, begin_params_axis=int, epsilon=int)"
        "(input_x=Tensor, gamma=Tensor, beta=Tensor)", _LN_VALID)),
    "LeakyReLU alpha None": (lambda: nn.LeakyReLU(alpha=None), (ms.Tensor(R23),), TypeError,
                             _exact("For 'leaky_relu', the type of 'alpha' should be one of "
                                    "'['float', 'int']', but got type 'NoneType'.")),
    "MultiheadAttention negative heads": (
        lambda: nn.MultiheadAttention(8, -1), (ms.Tensor(np.ones((2, 1, 8), np.float32)),) * 3,
        ValueError, "^invalid proposed_shape dimension"),
    "SmoothL1Loss beta None": (lambda: nn.SmoothL1Loss(beta=None), (ms.Tensor(R23),) * 2,
                               TypeError, _failed_calling(
        "SmoothL1Loss", "SmoothL1Loss(beta=None, reduction=string)(prediction=Tensor, "
        "target=Tensor)", "SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)"
        "(prediction=<Tensor>, target=<Tensor>)")),
    "Softmax axis bool": (lambda: nn.Softmax(axis=True), (ms.Tensor(R23),), TypeError,
                          _failed_calling("Softmax", "Softmax(axis=Tuple<bool>)(input=Tensor)",
                                          "Softmax(axis=<int, tuple of int>)(input=<Tensor>)")),
    "Unfold padding None": (
        lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], padding=None),
        (ms.Tensor(np.ones((1, 2, 4, 4), np.float32)),), TypeError, _failed_calling(
            "ExtractImagePatches", "ExtractImagePatches(ksizes=Tuple<int, int>, strides="
            "Tuple<int, int>, rates=Tuple<int, int>, padding=string)(input_x=Tensor)",
            "ExtractImagePatches(ksizes=<list of int, tuple of int>, strides=<list of int, "
            "tuple of int>, rates=<list of int, tuple of int>, padding=<string>)"
            "(input_x=<Tensor>)")),
}


_SLOW = ("MultiheadAttention negative heads",)      # ~1 s on a loaded CPU


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.heavy) if n in _SLOW else n
                                  for n in BUILT_THEN_REFUSED])
def test_cell_built_then_refused_when_it_runs(name):
    make, inputs, exc, pattern = BUILT_THEN_REFUSED[name]
    net = make()
    raises_as_mindspore(lambda: net(*inputs), exc, pattern)


@pytest.mark.heavy          # a transformer layer built and run (~3 s on a loaded CPU)
def test_transformer_layer_norm_eps_refused_when_it_runs():
    net = nn.TransformerEncoderLayer(8, 2, 16, layer_norm_eps=True)
    raises_as_mindspore(lambda: net(ms.Tensor(np.ones((3, 1, 8), np.float32))), TypeError,
                        "^Failed calling LayerNorm with .*epsilon=bool")


@pytest.mark.heavy          # graphs compiled
@pytest.mark.parametrize("name", ["LayerNorm epsilon None", "Softmax axis bool",
                                  "Unfold padding None", "SmoothL1Loss beta None"])
def test_cell_built_then_refused_in_a_graph(name):
    make, inputs, exc, pattern = BUILT_THEN_REFUSED[name]
    net = make()

    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        net(*inputs)
    raises_as_mindspore(call, exc, pattern)


def test_reshape_to_a_dimension_below_minus_one():
    x = ms.Tensor(R23)
    raises_as_mindspore(lambda: ops.reshape(x, (1, -1, -3)), ValueError,
                        "^invalid proposed_shape dimension")


def test_norm_builds_squeeze_with_its_axis():
    raises_as_mindspore(lambda: nn.Norm(axis="a"), TypeError, _exact(
        "For 'Squeeze', the type of 'axis' should be one of '[list of int, int, tuple of "
        "int]', but got <class 'str'>."))


def test_primitive_arguments():
    x = ms.Tensor(R23)
    raises_as_mindspore(lambda: ops.SmoothL1Loss(beta="a"), TypeError, _exact(
        "For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, int, float]', but got "
        "<class 'str'>."))
    raises_as_mindspore(lambda: ops.smooth_l1_loss(x, x, beta=[1]), TypeError,
                        '^Failed calling SmoothL1Loss with "SmoothL1Loss\\(beta=List<int>,')
    raises_as_mindspore(lambda: ops.ctc_loss(*_CTC, blank=True), TypeError, _exact(
        "For 'ctc_loss', the type of 'blank' should be 'int', but got type 'bool'."))
    raises_as_mindspore(lambda: ops.LogSoftmax(True)(x), TypeError, _failed_calling(
        "LogSoftmax", "LogSoftmax(axis=bool)(logits=Tensor)", "LogSoftmax(axis=<int>)"
        "(logits=<Tensor>)"))
    raises_as_mindspore(lambda: ops.ExtractImagePatches((2, 2), (1, 1), (1, 1), padding=1),
                        TypeError, _exact("For 'ExtractImagePatches', the input 'padding' should "
                                          "be a str, but got <class 'int'>."))
    raises_as_mindspore(lambda: ops.ExtractImagePatches((2, 2), (1, 1), (1, 1), padding="bad"),
                        ValueError, _exact("Failed to convert the value \"bad\" of input "
                                           "'padding' of 'ExtractImagePatches' to enum."))
    assert ops.ExtractImagePatches((2, 2), (1, 1), (1, 1), padding=None) is not None


A = np.arange(9, dtype=np.float32).reshape(3, 3)


def _graph_set(index):
    class Net(nn.Cell):
        def construct(self, t):
            t[index] = 100.0
            return t

    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        return Net()(ms.Tensor(A))
    return call


@pytest.mark.parametrize("index", [[[]], ([], 0), [()]], ids=["list", "tuple", "list of tuple"])
def test_empty_sequence_in_a_tuple_index_assigned_in_a_graph(index):
    # 2.10 (measured, in a Cell and in jit): its RuntimeError; eagerly nothing is written
    raises_as_mindspore(_graph_set(index), RuntimeError,
                        _exact("The method 'GetShapeVector()' doesn't implement"))
    t = ms.Tensor(A)
    t[index] = 100.0
    assert t.asnumpy().tolist() == A.tolist()


def test_sequence_index_out_of_range_texts():
    # 2.10 (measured): a position given in a Python sequence, reading or assigning
    t = ms.Tensor(A)
    for index in ([0, 5], ([0, 5], [0, 1]), [[0, 5], [0, 1]]):
        raises_as_mindspore(lambda: t[index], IndexError, _exact(
            "index 5 out of bounds for dimension with size 3"))
    raises_as_mindspore(lambda: t.__setitem__((0, [0, -4]), 1.0), IndexError, _exact(
        "index -4 out of bounds for dimension with size 3"))
    assert t.asnumpy().tolist() == A.tolist()


@pytest.mark.heavy          # a graph compiled
def test_sequence_index_out_of_range_text_in_a_graph():
    raises_as_mindspore(_graph_set((0, [0, 5])), IndexError, _exact(
        "Index 5 is out of bounds for dimension with size 3"))


# bad25's nn catalogue, the convolutions' texts (2.10, measured)
CONV_CTORS = {
    "Conv3d group not dividing": (lambda: nn.Conv3d(2, 2, 3, group=1.5), ValueError,
                                  "The argument 'group' should be divisible by 'in_channels' and "
                                  "'out_channels'"),
    "Conv3d negative group": (lambda: nn.Conv3d(2, 2, 3, group=-1), ValueError,
                              "The input value must be int and must > 0, but got '-1' with type "
                              "'int'."),
    "Conv2dTranspose float group": (lambda: nn.Conv2dTranspose(2, 2, 3, group=1.5), TypeError,
                                    "The input value must be int, but got 'float'"),
    "Conv2d data_format": (lambda: nn.Conv2d(2, 2, 3, data_format="bad"), ValueError,
                           "For 'Conv2d', the 'format' must be str and must be in '['NCHW', "
                           "'NHWC', 'NCDHW']', but got 'bad'."),
    "Conv2dBnAct has_bn": (lambda: nn.Conv2dBnAct(2, 2, 3, has_bn=2), TypeError,
                           "For 'Conv2dBnAct', the 'has_bn' must be a bool, but got int."),
}


@pytest.mark.parametrize("name", list(CONV_CTORS))
def test_convolution_constructor_texts(name):
    call, exc, text = CONV_CTORS[name]
    raises_as_mindspore(call, exc, _exact(text))


# minicell.dataset (2.10, measured with /tmp/bad26/pds.py and bad17's dataset rows)
def _gen():
    for i in range(4):
        yield (np.array([i], np.float32),)


def _rows(data):
    return [r[0].tolist() for r in data.create_tuple_iterator(output_numpy=True)]


@pytest.mark.heavy          # the first pipeline of a process (~1.8 s on a loaded CPU)
def test_endless_repeat_counts_one_repetition():
    def data():     # a fresh source for each pipeline (2.10 refuses one with 2 consumers)
        return ms.dataset.GeneratorDataset(_gen, ["a"], shuffle=False)
    assert data().repeat(-1).get_dataset_size() == 4      # was a hang, counting without end
    assert data().repeat().batch(3).get_dataset_size() == 2


_PIPELINE = "^Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'."


@pytest.mark.parametrize("make", [
    lambda: ms.dataset.SequentialSampler(start_index=-1),
    lambda: ms.dataset.SequentialSampler(start_index=5),
    lambda: ms.dataset.DistributedSampler(0, 0),
    lambda: ms.dataset.DistributedSampler(2, 5),
    lambda: ms.dataset.DistributedSampler(2, 2)], ids=["start -1", "start 5", "0 shards",
                                                       "shard 5 of 2", "shard 2 of 2"])
def test_sampler_arguments_refused_when_the_pipeline_runs(make):
    sampler = make()        # built, as 2.10 builds it
    data = ms.dataset.NumpySlicesDataset(np.arange(4), ["a"], sampler=sampler)
    raises_as_mindspore(lambda: _rows(data), RuntimeError, _PIPELINE)


def test_dataset_arguments_checked_as_2_10():
    assert ms.dataset.PKSampler(0).num_val == 0
    batched = ms.dataset.GeneratorDataset(_gen, ["a"], shuffle=False).batch(2, per_batch_map=1)
    raises_as_mindspore(lambda: _rows(batched), ValueError, _exact(
        "Input operations should be callable Python function, but got: 1"))
    raises_as_mindspore(lambda: ms.dataset.GeneratorDataset(_gen, ["a"], sampler=1), TypeError,
                        _exact("sampler should be either iterable or from "
                               "mindspore.dataset.samplers."))


_DATA_TYPES = ("[<class 'list'>, <class 'tuple'>, <class 'dict'>, <class 'numpy.ndarray'>]")


def test_dataset_source_argument_types():
    # 2.10's validators (measured): NumpySlicesDataset takes a list, tuple, dict or ndarray (a
    # Tensor was taken), its emptiness is len(data); GeneratorDataset's column_types is a list;
    # output_shapes' estimate a bool
    dsm = ms.dataset
    raises_as_mindspore(lambda: dsm.NumpySlicesDataset(5), TypeError, _exact(
        f"Argument data with value 5 is not of type {_DATA_TYPES}, but got <class 'int'>."))
    raises_as_mindspore(lambda: dsm.NumpySlicesDataset(ms.Tensor(R23)), TypeError,
                        "^Argument data with value ")
    raises_as_mindspore(lambda: dsm.NumpySlicesDataset((1, 2)), TypeError, _exact(
        "Argument data[0] with value 1 is not of type [<class 'list'>, <class 'numpy.ndarray'>], "
        "but got <class 'int'>."))
    raises_as_mindspore(lambda: dsm.NumpySlicesDataset(np.zeros((0, 3))), ValueError,
                        _exact("Argument data cannot be empty"))
    assert dsm.NumpySlicesDataset(np.zeros((3, 0))).get_col_names() == ["column_0"]
    raises_as_mindspore(lambda: dsm.GeneratorDataset(_gen, ["a"], column_types=1), TypeError,
                        _exact("Argument column_types with value 1 is not of type "
                               "[<class 'list'>], but got <class 'int'>."))
    raises_as_mindspore(lambda: dsm.GeneratorDataset(_gen, ["a"]).output_shapes(1), TypeError,
                        _exact("Argument estimate with value 1 is not of type [<class 'bool'>], "
                               "but got <class 'int'>."))


_USER_CODE = "^Exception thrown from user defined Python function in dataset. "


@pytest.mark.parametrize("item, pattern", [
    (None, _USER_CODE), ((None,), _USER_CODE), ((np.ones(2), None), _USER_CODE),
    ((object(),), _USER_CODE), ([1, 2], "number of returned NumPy array is:2")],
    ids=["None", "tuple of None", "None column", "object", "list"])
def test_generator_rows_converted_as_2_10(item, pattern):
    # 2.10 (measured): None and object columns are its user-code RuntimeError; a list is one
    # column per item (two here, for one column name)
    data = ms.dataset.GeneratorDataset(lambda: iter([item]), ["a"], shuffle=False)
    raises_as_mindspore(lambda: _rows(data), RuntimeError, pattern)


def test_generator_single_values_are_one_column():
    for item, want in (("a", "a"), (1, 1), (np.arange(2), [0, 1])):
        data = ms.dataset.GeneratorDataset(lambda: iter([item]), ["a"], shuffle=False)
        assert _rows(data) == [want]


def test_pipeline_reading_one_dataset_twice():
    # 2.10 (measured): built, and its ValueError when sized or iterated
    data = ms.dataset.GeneratorDataset(_gen, ["a"], shuffle=False)
    for twice in (data.zip(data), data + data, ms.dataset.zip((data, data.rename("a", "b")))):
        for use in (twice.get_dataset_size, twice.create_tuple_iterator):
            raises_as_mindspore(use, ValueError, _exact(
                "The data pipeline is not a tree (i.e., one node has 2 consumers)"))


def test_sampler_num_samples_checked_as_2_10():
    # bad22's catalogue on 2.10: a bool is an int (one sample), other types and negative
    # counts have the samplers' own texts
    data = ms.dataset.NumpySlicesDataset(np.arange(4), ["a"],
                                         sampler=ms.dataset.RandomSampler(num_samples=True))
    assert data.get_dataset_size() == 1
    raises_as_mindspore(lambda: ms.dataset.SequentialSampler(num_samples=1.5), TypeError,
                        _exact("num_samples must be integer but was: 1.5."))
    raises_as_mindspore(lambda: ms.dataset.SubsetSampler([0], num_samples=-1), ValueError,
                        _exact("num_samples exceeds the boundary between 0 and "
                               "9223372036854775807(INT64_MAX)!"))


def test_numpy_slices_of_rows_of_different_shapes():
    # 2.10 (measured): built, one array per row
    for data in ([[1, 2], [3]], ([[1, 2], [3]],), {"a": [[1, 2], [3]]}):
        rows = ms.dataset.NumpySlicesDataset(data, shuffle=False)
        assert [[c.tolist() for c in r] for r in rows.create_tuple_iterator(output_numpy=True)] \
            == [[[1, 2]], [[3]]]


def test_color_adjustments_take_a_nan_factor():
    # 2.10 (measured, bad22's catalogue and /tmp/bad26/pds5.py): its range checks let NaN pass;
    # OpenCV's saturating cast makes the NaN pixels 0, a NaN hue shift moves nothing
    img = (np.arange(48).reshape(4, 4, 3) * 5).astype(np.uint8)
    vision = ms.dataset.vision
    for op in (vision.AdjustBrightness, vision.AdjustContrast, vision.AdjustSaturation,
               vision.AdjustSharpness):
        assert op(float("nan"))(img).ravel()[:6].tolist() == [0] * 6
    assert vision.AdjustHue(float("nan"))(img).tolist() == img.tolist()


def test_source_num_samples_keeps_the_dataset_validator_texts():
    # bad19's catalogue on 2.10: a source's num_samples is the dataset validator's, not the
    # samplers' (4978596 had given it theirs)
    raises_as_mindspore(lambda: ms.dataset.GeneratorDataset(_gen, ["a"], num_samples="a"),
                        TypeError, _exact("Argument num_samples with value a is not of type "
                                          "[<class 'int'>], but got <class 'str'>."))


def test_msssim_power_factors_made_into_a_tensor():
    # bad25's nn catalogue (2.10, measured): Tensor(power_factors, float32)'s TypeError
    raises_as_mindspore(lambda: nn.MSSSIM(power_factors=(1, "a")), TypeError, _exact(
        "For Tensor, the input_data is (1, 'a') that contain unsupported element."))
