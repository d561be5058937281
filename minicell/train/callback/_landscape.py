"""``SummaryLandscape``: MindSpore 2.10's loss-landscape generator, as far as minicell goes.

2.10 computes a landscape from the checkpoints and the ``train_metadata.json`` that its
``SummaryCollector(collect_specified_data={'collect_landscape': ...})`` saves under
``<summary_dir>/ckpt_dir``. minicell's SummaryCollector checks that option but saves neither, so
here the class takes 2.10's arguments with 2.10's checks and errors (measured on 2.10's CPU
build), reports the missing metadata as 2.10 does, and refuses to compute a landscape from
metadata that 2.10 wrote (``UnsupportedError``).

>>> import tempfile
>>> landscape = SummaryLandscape(tempfile.mkdtemp())
>>> try:
...     landscape.gen_landscapes_with_multi_process(None, {"landscape_size": 2}, [0])
... except ValueError as e:
...     print(e)
For "SummaryLandscape", "landscape_size" in train_metadata.json should be between 3 and 256, \
but got the: 2
"""
import os
import shutil

from ...common.unsupported import UnsupportedError
from .._utils import _make_directory, check_value_type

_KEYS = ("landscape_size", "unit", "num_samples", "create_landscape", "intervals")
_WHY = ("mindspore.SummaryLandscape cannot compute a loss landscape in minicell: it needs the "
        "checkpoints and metadata of 2.10's SummaryCollector 'collect_landscape' option, which "
        "minicell's SummaryCollector checks but does not save")


class SummaryLandscape:
    """Loss landscapes from a SummaryCollector's saved training metadata (see the module)."""

    def __init__(self, summary_dir):
        self._summary_dir = os.path.realpath(summary_dir)
        self._ckpt_dir = os.path.join(self._summary_dir, 'ckpt_dir')
        _make_directory(self._ckpt_dir)

    def clean_ckpt(self):
        """Remove the checkpoint directory (``<summary_dir>/ckpt_dir``)."""
        shutil.rmtree(self._ckpt_dir, ignore_errors=True)

    def gen_landscapes_with_multi_process(self, callback_fn, collect_landscape=None,
                                          device_ids=None, output=None):
        """2.10's order: ``device_ids`` sized (a TypeError for None) and checked, then
        ``collect_landscape``, then the metadata file; ``callback_fn`` is not called before."""
        len(device_ids)
        _make_directory(os.path.realpath(output) if output is not None else self._summary_dir)
        self._check_device_ids(device_ids)
        json_path = os.path.join(self._ckpt_dir, 'train_metadata.json')
        name = type(self).__name__
        if collect_landscape is not None:
            self._check_collect_landscape_data(collect_landscape)
            if not os.path.exists(json_path):
                raise FileNotFoundError(f'For "{name}", train_metadata.json file path of '
                                        f'{json_path} not exists.')
        if not os.path.exists(json_path):
            raise FileNotFoundError(f'For "{name}", train_metadata.json file does not exist under '
                                    f'the path, please use summary_collector to collect '
                                    f'information to create the json file')
        raise UnsupportedError(_WHY)

    def _check_device_ids(self, device_ids):
        check_value_type('device_ids', device_ids, list)
        where = f'For "{type(self).__name__}.gen_landscapes_with_multi_process", the parameter '
        for i in device_ids:
            if not isinstance(i, int):
                raise TypeError(f'{where}"device_ids" type should be int, but got the: {type(i)}.')
            if not 0 <= i <= 7:
                raise ValueError(f'{where}"device_ids" should be between 0 and 7, but got {i}.')

    def _check_collect_landscape_data(self, collect_landscape):
        name = type(self).__name__
        for key in collect_landscape.keys():
            if key not in _KEYS:
                raise ValueError(f'For "{name}", the key of collect landscape should be '
                                 f'landscape_size, unit, num_samples create_landscape or '
                                 f'intervals, but got the: {key}. ')
        if "landscape_size" in collect_landscape:
            size = collect_landscape["landscape_size"]
            check_value_type('landscape_size', size, int)
            if not 3 <= size <= 256:
                raise ValueError(f'For "{name}", "landscape_size" in train_metadata.json should be '
                                 f'between 3 and 256, but got the: {size}')
        if "unit" in collect_landscape:
            unit = collect_landscape["unit"]
            check_value_type('unit', unit, str)
            if unit not in ("step", "epoch"):
                raise ValueError(f'For "{name}", the "unit" in train_metadata.json should be '
                                 f'step or epoch, but got the: {unit}')
        if "num_samples" in collect_landscape:
            check_value_type("num_samples", collect_landscape["num_samples"], int)
        if "create_landscape" in collect_landscape:
            self._check_create_landscape(collect_landscape["create_landscape"])
        if "intervals" in collect_landscape:
            self._check_intervals(collect_landscape["intervals"])

    def _check_create_landscape(self, create):
        name = type(self).__name__
        check_value_type('create_landscape', create, dict)
        for key, value in create.items():
            if key not in ("train", "result"):
                raise ValueError(f'For "{name}", the key of "create_landscape" should be in '
                                 f'["train", "result"], but got the: {key}.')
            if len(create) < 2:
                raise ValueError(f'For "{name}", the key of "create_landscape" should be train '
                                 f'and result, but only got the: {key}')
            check_value_type(key, value, bool)

    def _check_intervals(self, intervals):
        name = type(self).__name__
        check_value_type('intervals', intervals, list)
        for interval in intervals:
            check_value_type('each interval in intervals', interval, list)
            if len(interval) < 3:
                raise ValueError(f'For "{name}", the length of each list in "intervals" should '
                                 f'not be less than three, but got the: {interval}.')
            for epoch in interval:
                if not isinstance(epoch, int):
                    raise TypeError(f'For "{name}", the type of each value in "intervals" '
                                    f'should be int, but got the: {type(epoch)}.')
