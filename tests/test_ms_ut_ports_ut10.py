"""Behaviours MindSpore's own ut tests (tests/ut/python) rely on, from the ut10 round, with the
values measured on MindSpore 2.10 written in as constants."""
import numpy as np
import pytest

import minicell as ms
from minicell.train import SummaryCollector
from minicell.train.callback import _InternalCallbackParam
from minicell.train.summary.enums import ModeEnum, PluginEnum

_KEYS = ("['collect_metric', 'collect_graph', 'collect_train_lineage', 'collect_eval_lineage', "
         "'collect_input_data', 'collect_dataset_graph', 'histogram_regular', "
         "'collect_landscape']")


def _landscape(**kw):
    return {"collect_specified_data": {"collect_landscape": kw}}


# (SummaryCollector keywords, error type, text), each measured on 2.10
_BAD = [
    ({"collect_freq": 0}, ValueError,
     'For "SummaryCollector", the value of `collect_freq` should be greater than 0, but got `0`.'),
    ({"collect_freq": None}, TypeError,
     "For `collect_freq` the type should be a valid type of ['int'], but got NoneType."),
    ({"collect_freq": True}, TypeError,
     "For `collect_freq` the type should be a valid type of ['int'], but got bool."),
    ({"collect_tensor_freq": -1}, ValueError,
     'For "SummaryCollector", the value of `collect_tensor_freq` should be greater than 0, '
     'but got `-1`.'),
    ({"max_file_size": 1.5}, TypeError,
     "For `max_file_size` the type should be a valid type of ['int'], but got float."),
    ({"keep_default_action": 1}, TypeError,
     "For `keep_default_action` the type should be a valid type of ['bool'], but got int."),
    ({"collect_specified_data": [1]}, TypeError,
     "For `collect_specified_data` the type should be a valid type of ['dict', 'NoneType'], "
     "but got list."),
    ({"collect_specified_data": {1: True}}, TypeError,
     "For `1` the type should be a valid type of ['str'], but got int."),
    ({"collect_specified_data": {"x": True}}, ValueError,
     "For \"SummaryCollector\", the keys {'x'} of `collect_specified_data` are unsupported, "
     "expect the follow keys: " + _KEYS),
    ({"collect_specified_data": {"collect_graph": 1}}, TypeError,
     "For `collect_graph` the type should be a valid type of ['bool'], but got int."),
    ({"collect_specified_data": {"histogram_regular": "*"}}, ValueError,
     "For `collect_specified_data`, the value of `histogram_regular` is not a valid regular "
     "expression. Detail: nothing to repeat at position 0."),
    ({"collect_specified_data": {"histogram_regular": 1}}, TypeError,
     "For `histogram_regular` the type should be a valid type of ['str', 'NoneType'], "
     "but got int."),
    (_landscape(landscape_size=2), ValueError,
     'For "SummaryCollector", the "landscape_size" in collect_specified_data should be less '
     'than 256 and more than 3, but got the: 2'),
    (_landscape(unit="day"), ValueError,
     'For "SummaryCollector", unit in collect_specified_data should be step or epoch, but got '
     'the: day.'),
    (_landscape(create_landscape={"x": True}), ValueError,
     'For "SummaryCollector", the key to create landscape should be in ["train", "result"], '
     'but got the: x.'),
    (_landscape(intervals=[[1, 2]]), ValueError,
     'For "SummaryCollector", the length of each list in "intervals" should not be less than '
     'three, but got the: [1, 2]'),
    (_landscape(intervals=[[1, 2, 3.0]]), TypeError,
     'For "SummaryCollector", the value of each list in "intervals" should be int, but got the: '
     "<class 'float'>"),
    ({"custom_lineage_data": {"a": [1]}}, TypeError,
     "For `the value of custom_lineage_data -> a` the type should be a valid type of "
     "['int', 'str', 'float'], but got list."),
    ({"custom_lineage_data": {1: "a"}}, TypeError,
     "For `custom_lineage_data -> 1` the type should be a valid type of ['str'], but got int."),
    ({"export_options": {"tensor_format": "npz"}}, ValueError,
     "For \"SummaryRecord\", the export_format {'npz'} of \"export_options\" are unsupported "
     "for tensor_format"),
    ({"export_options": {"fmt": "npy"}}, ValueError,
     "For \"SummaryRecord\", the keys {'fmt'} of \"export_options\" are unsupported, expect the "
     "follow keys: ['tensor_format']"),
    ({"export_options": {"tensor_format": 1}}, TypeError,
     "For `export_format` the type should be a valid type of ['str', 'NoneType'], "
     "but got int."),
]


@pytest.mark.parametrize("kwargs, error, text", _BAD, ids=[str(i) for i in range(len(_BAD))])
def test_summary_collector_argument_errors_are_2_10s(tmp_path, kwargs, error, text):
    """train/summary/test_summary_collector.py checks these types and texts."""
    with pytest.raises(error) as err:
        SummaryCollector(str(tmp_path), **kwargs)
    assert str(err.value).startswith(text)


def test_summary_collector_specified_data_defaults(tmp_path):
    """2.10: keep_default_action=False keeps only the given keys (a None landscape is accepted);
    True adds the defaults; the tensor_format None export option is valid."""
    only = SummaryCollector(str(tmp_path), keep_default_action=False,
                            collect_specified_data={"collect_landscape": None})
    assert only._collect_specified_data == {"collect_landscape": None}
    full = SummaryCollector(str(tmp_path), collect_specified_data={"collect_metric": False},
                            export_options={"tensor_format": None})
    assert full._collect_specified_data["collect_metric"] is False
    assert full._collect_specified_data["histogram_regular"] is None
    assert len(full._collect_specified_data) == 8


@pytest.mark.parametrize("output, loss", [
    (None, None), (2, 2.0), ([ms.Tensor([[1., 2.], [3., 5.]])], 2.75), ((), None), ({}, None)])
def test_summary_collector_loss_is_the_mean_of_the_first_output(tmp_path, output, loss):
    """2.10 (measured): the mean of the output, or of its first element; anything else is no
    loss, and the collector stops trying."""
    params = _InternalCallbackParam()
    params.net_outputs = output
    collector = SummaryCollector(str(tmp_path))
    got = collector._get_loss(params)
    assert (got is None) == (loss is None) == (not collector._is_parse_loss_success)
    if loss is not None:
        np.testing.assert_allclose(got.asnumpy(), loss)


def test_summary_collector_refuses_a_second_collector(tmp_path):
    params = _InternalCallbackParam()
    params.list_callback = [SummaryCollector(str(tmp_path)), SummaryCollector(str(tmp_path))]
    with pytest.raises(ValueError, match="more than one SummaryCollector instance in callback "
                                         "list,but expected only one SummaryCollector instance."):
        params.list_callback[0]._check_callbacks(params)


def test_summary_enums_are_2_10s():
    assert ModeEnum.to_list() == ["train", "eval"]
    assert PluginEnum.to_list() == ["graph", "scalar", "image", "tensor", "histogram",
                                    "train_lineage", "eval_lineage", "custom_lineage_data",
                                    "dataset_graph", "explainer", "landscape"]


# ---- the generic kinds ms.int_ / ms.uint / ms.float_ (2.10's typing.Int / UInt / Float objects)
def test_generic_kinds_print_and_compare_as_2_10():
    """2.10 (measured): str 'Int', repr mindspore.int, instances of their kind classes, equal
    only to themselves; ms.int is Int32."""
    from minicell._c_expression import typing
    assert [str(k) for k in (ms.int_, ms.uint, ms.float_)] == ["Int", "UInt", "Float"]
    assert [repr(k) for k in (ms.int_, ms.uint, ms.float_)] == \
        ["mindspore.int", "mindspore.uint", "mindspore.float"]
    assert type(ms.int_) is typing.Int and type(ms.float_) is typing.Float
    assert typing.Int() is ms.int_ and typing.Int(64) is ms.int64 and typing.UInt() is ms.uint
    assert ms.int_ != ms.int32 and ms.float_ != ms.float32 and ms.int_ == ms.int_
    assert ms.int_ not in [ms.int32, ms.int64] and ms.int_ not in ms.common.dtype.number_type
    assert isinstance(ms.int32, type(ms.int_)) and not isinstance(ms.float_, type(ms.int_))
    assert isinstance(ms.int_, typing.Number)
    assert repr(ms.int) == "mindspore.int32"
    assert str(ms.TensorType(ms.int_)) == "Tensor[Int]"


def test_generic_kinds_in_ops_are_int32_and_float32():
    """2.10 (measured): ops taking a dtype read ms.int_ as Int32 and ms.float_ as Float32
    (ms.uint is a RuntimeError); Tensor(x, ms.int_) and astype refuse them; a lazy Tensor
    (initializer) reads them as ops do."""
    from minicell import ops
    from minicell.common.initializer import initializer
    x = ms.Tensor([2.5, -1.5])
    assert ops.cast(x, ms.int_).dtype == ms.int32
    assert ops.cast(x, ms.int_).asnumpy().tolist() == [2, -1]
    assert ops.ones((2,), ms.float_).dtype == ms.float32
    assert x.to(ms.int_).dtype == ms.int32
    assert initializer("ones", (2,), ms.int_).dtype == ms.int32
    assert ms.dtype_to_pytype(ms.int_) is int and ms.dtype_to_pytype(ms.float_) is float
    with pytest.raises(RuntimeError, match="^Not support the type: uint$"):
        ops.cast(x, ms.uint)
    with pytest.raises(TypeError, match="For 'Tensor', the 'dtype' should be one of"):
        ms.Tensor(1, ms.int_)
    with pytest.raises(TypeError, match="For Tensor.astype, the input type must be one of"):
        x.astype(ms.float_)
    with pytest.raises(TypeError, match="For 'ops.full', 'dtype' must be mindspore.type, but "
                                        "got Int."):
        ops.full((2,), 3, dtype=ms.int_)
    with pytest.raises(KeyError):
        ms.dtype_to_nptype(ms.int_)


@pytest.mark.parametrize("value, matches", [
    (1, ["int_", "number", "int64"]), (1.0, ["float_", "number", "float32"]),
    (True, ["number", "bool_"]), ("a", ["string"]), ([1], ["list_"]), ((1,), ["tuple_"]),
    ({}, ["list_"]), (None, []), (ms.Tensor([1.0]), ["tensor_type"])])
def test_inner_isinstance_matches_2_10(value, matches):
    """pynative_mode/ops/test_isinstance.py; 2.10's answers for each type (measured)."""
    from minicell.ops.operations import _inner_ops as inner
    names = ["int_", "float_", "uint", "number", "int32", "int64", "float32", "float64", "bool_",
             "list_", "tuple_", "string", "type_none", "tensor_type"]
    assert [n for n in names if inner.IsInstance()(value, getattr(ms, n))] == matches
    with pytest.raises(TypeError, match="For 'IsInstance', the type of 'type_' should be 'Type', "
                                        "but got type 'type'."):
        inner.IsInstance()(value, int)


def test_inner_issubclass_takes_the_generic_kinds():
    """2.10 (measured): IsSubClass()(int32, ms.int_) True, (float32, ms.int_) False,
    (ms.int_, ms.number) True."""
    from minicell.ops.operations import _inner_ops as inner
    assert inner.IsSubClass()(ms.int32, ms.int_) is True
    assert inner.IsSubClass()(ms.float32, ms.int_) is False
    assert inner.IsSubClass()(ms.int_, ms.number) is True
