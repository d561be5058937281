"""Session 75, MindSpore's own tests/ut/python/dataset on minicell: what they showed minicell
missing.

``Model.train(..., dataset_sink_mode=True)`` while the dataset pipeline debug mode is on is 2.10's
ValueError, raised after the sink mode's bool check and before every other argument check and
before the dataset is read (upstream dataset/test_pipeline_debug_mode.py::
test_pipeline_debug_mode_dataset_sink_not_support, whose CIFAR-100 folder has no data files).
``Model.fit`` has no such check in 2.10. Outcomes measured on 2.10 (CPU): /tmp/s75/st75/w_dbg.py,
w_sink.py."""
import numpy as np
import pytest

import minicell.dataset as ds
from minicell import Model, nn

_SINK = ("Dataset sink mode is not supported when dataset pipeline debug mode is on. "
         "Please manually turn off sink mode.")


class _Same(nn.Cell):
    def construct(self, x):
        return x


def _data():
    return ds.NumpySlicesDataset({"x": np.ones((4, 2), np.float32)}, shuffle=False).batch(2)


@pytest.fixture
def debug_mode():
    ds.config.set_debug_mode(True)
    yield
    ds.config.set_debug_mode(False)


# (keyword arguments of Model.train(2, data, ...), 2.10's exception type, its text)
TRAIN = [
    (dict(dataset_sink_mode=True), ValueError, _SINK),
    (dict(dataset_sink_mode=True, sink_size="a"), ValueError, _SINK),
    (dict(dataset_sink_mode=True, initial_epoch=5), ValueError, _SINK),
    (dict(dataset_sink_mode=1), TypeError, "The input value must be a bool, but got int."),
]


@pytest.mark.parametrize("kwargs, error, text", TRAIN)
def test_train_sink_mode_in_debug_mode(debug_mode, kwargs, error, text):
    with pytest.raises(error) as info:
        Model(_Same()).train(2, _data(), **kwargs)
    assert str(info.value) == text


def test_train_sink_refused_before_the_data_is_read(debug_mode, tmp_path):
    data = ds.Cifar100Dataset(str(tmp_path), num_samples=100)     # no .bin files
    with pytest.raises(ValueError) as info:
        Model(_Same()).train(2, data, dataset_sink_mode=True)
    assert str(info.value) == _SINK


def test_fit_sink_mode_in_debug_mode_runs(debug_mode):
    Model(_Same()).fit(1, _data(), dataset_sink_mode=True)      # 2.10: no error


def test_train_sink_mode_without_debug_mode():
    assert not ds.config.get_debug_mode()
    with pytest.raises(ValueError) as info:     # the epoch check, as before
        Model(_Same()).train(2, _data(), dataset_sink_mode=True, initial_epoch=5)
    assert "must bigger than parameter 'initial_epoch'" in str(info.value)
