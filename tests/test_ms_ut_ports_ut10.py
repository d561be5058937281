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
