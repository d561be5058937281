"""Session 73 (ut73): MindSpore 2.10's tests/ut/python (non-dataset folders) re-run per file.

``SummaryLandscape`` (upstream train/test_landscape.py) exists with 2.10's argument checks and
errors, measured on 2.10's CPU build one call per process (2.10 leaves a SummaryRecord open
after its missing-metadata FileNotFoundError, so later calls in that process fail on the
one-SummaryRecord rule instead; minicell does not copy that leak). minicell's SummaryCollector
saves no landscape metadata, so the missing-metadata errors are what a minicell user meets; with
2.10-written metadata the landscape is refused (UnsupportedError)."""
import json
import os

import pytest

import minicell as ms
from minicell import SummaryLandscape

NAME = 'For "SummaryLandscape.gen_landscapes_with_multi_process", the parameter "device_ids" '
BAD_ARGS = [  # (collect_landscape, device_ids, error type, 2.10's text)
    ({'landscape_size': None}, [0], TypeError,
     "For `landscape_size` the type should be a valid type of ['int'], but got NoneType."),
    ({'landscape_size': True}, [0], TypeError,
     "For `landscape_size` the type should be a valid type of ['int'], but got bool."),
    ({'landscape_size': 2}, [0], ValueError,
     'For "SummaryLandscape", "landscape_size" in train_metadata.json should be between 3 and '
     '256, but got the: 2'),
    ({'unit': 'x'}, [0], ValueError,
     'For "SummaryLandscape", the "unit" in train_metadata.json should be step or epoch, but '
     'got the: x'),
    ({'num_samples': 1.5}, [0], TypeError,
     "For `num_samples` the type should be a valid type of ['int'], but got float."),
    ({'create_landscape': None}, [0], TypeError,
     "For `create_landscape` the type should be a valid type of ['dict'], but got NoneType."),
    ({'create_landscape': {'train': True}}, [0], ValueError,
     'For "SummaryLandscape", the key of "create_landscape" should be train and result, but '
     'only got the: train'),
    ({'create_landscape': {'foo': True, 'train': 1}}, [0], ValueError,
     'For "SummaryLandscape", the key of "create_landscape" should be in ["train", "result"], '
     'but got the: foo.'),
    ({'create_landscape': {'train': 1, 'result': True}}, [0], TypeError,
     "For `train` the type should be a valid type of ['bool'], but got int."),
    ({'intervals': [[1, 2]]}, [0], ValueError,
     'For "SummaryLandscape", the length of each list in "intervals" should not be less than '
     'three, but got the: [1, 2].'),
    ({'intervals': [[1, 2, 'a']]}, [0], TypeError,
     'For "SummaryLandscape", the type of each value in "intervals" should be int, but got the: '
     "<class 'str'>."),
    ({'intervals': [(1, 2, 3)]}, [0], TypeError,
     "For `each interval in intervals` the type should be a valid type of ['list'], but got "
     "tuple."),
    ({'bad': 1, 'landscape_size': None}, [0], ValueError,
     'For "SummaryLandscape", the key of collect landscape should be landscape_size, unit, '
     'num_samples create_landscape or intervals, but got the: bad. '),
    ({'landscape_size': None}, [8], ValueError, NAME + 'should be between 0 and 7, but got 8.'),
    ({'landscape_size': None}, [-1], ValueError, NAME + 'should be between 0 and 7, but got -1.'),
    ({'landscape_size': None}, ['0'], TypeError,
     NAME + "type should be int, but got the: <class 'str'>."),
    ({'landscape_size': None}, (0,), TypeError,
     "For `device_ids` the type should be a valid type of ['list'], but got tuple."),
    ({'landscape_size': None}, None, TypeError, "object of type 'NoneType' has no len()"),
]


def _never_called():
    raise AssertionError("2.10 checks its arguments before it calls callback_fn")


@pytest.mark.parametrize("collect, device_ids, error, text", BAD_ARGS)
def test_summary_landscape_argument_errors_are_2_10s(tmp_path, collect, device_ids, error, text):
    landscape = SummaryLandscape(str(tmp_path))
    with pytest.raises(error) as info:
        landscape.gen_landscapes_with_multi_process(_never_called, collect_landscape=collect,
                                                    device_ids=device_ids)
    assert str(info.value) == text


def test_summary_landscape_missing_metadata_and_refusal(tmp_path):
    landscape = ms.train.SummaryLandscape(str(tmp_path))
    ckpt_dir = tmp_path / "ckpt_dir"
    assert sorted(os.listdir(tmp_path)) == ["ckpt_dir"] and not os.listdir(ckpt_dir)
    json_path = os.path.realpath(str(ckpt_dir / "train_metadata.json"))
    with pytest.raises(FileNotFoundError) as info:
        landscape.gen_landscapes_with_multi_process(_never_called, {'landscape_size': 4}, [0])
    assert str(info.value) == (f'For "SummaryLandscape", train_metadata.json file path of '
                               f'{json_path} not exists.')
    with pytest.raises(FileNotFoundError) as info:
        landscape.gen_landscapes_with_multi_process(_never_called, None, [0, 1])
    assert str(info.value) == (
        'For "SummaryLandscape", train_metadata.json file does not exist under the path, please '
        'use summary_collector to collect information to create the json file')
    with open(json_path, "w") as f:
        json.dump({"unit": "step"}, f)
    with pytest.raises(ms.UnsupportedError, match="SummaryCollector 'collect_landscape'"):
        landscape.gen_landscapes_with_multi_process(_never_called, None, [0])
    landscape.clean_ckpt()
    assert os.listdir(tmp_path) == []
    assert ms.train.callback.SummaryLandscape is SummaryLandscape
