"""``SummaryRecord``: training summaries on disk (``callback.SummaryCollector`` records them
during ``Model.train``).

Files are MindInsight's summary format, byte for byte as MindSpore 2.10 writes them
(``_mi_events``; ``train.summary_pb2`` reads them back): values come from ``add_value`` and from
the summary ops (``ops.ScalarSummary``/``TensorSummary``/``ImageSummary``/``HistogramSummary``) run
since the last ``record(step)``, which writes them all as one event at that step. With
``MINICELL_SUMMARY_FORMAT=tensorboard`` in the environment the same values go to TensorBoard
event files instead (``_tb_events``; ``tensorboard --logdir DIR`` shows them).

>>> import tempfile, minicell as ms
>>> with ms.train.SummaryRecord(tempfile.mkdtemp()) as record:
...     record.add_value("scalar", "lr", ms.Tensor(0.1))
...     record.record(1)
True
"""
import os
import re
import socket
import sys
import threading
import time

import numpy as np

from ..common._module_paths import register_submodule
from ..common.tensor import Tensor
from ..log import error as _log_error
from ..runtime.primitives import summary as _summary_op
from . import _mi_events as mi
from . import _summary_enums
from . import _tb_events as tb
from ._utils import check_value_type

_PLUGINS = ("tensor", "scalar", "image", "histogram", "train_lineage", "eval_lineage",
            "dataset_graph", "custom_lineage_data", "graph", "landscape")
_WRITTEN = ("tensor", "scalar", "image", "histogram")
FORMAT_ENV = "MINICELL_SUMMARY_FORMAT"
# the formats export_options may name (2.10's; minicell checks them and writes no export files)
_DEFAULT_EXPORT_OPTIONS = {'tensor_format': {'npy', None}}


def process_export_options(export_options):
    """``export_options`` checked as 2.10 checks it (a dict of known keys and formats, or None)."""
    if export_options is None:
        return None
    check_value_type('export_options', export_options, [dict, type(None)])
    for option, export_format in export_options.items():
        check_value_type('export_option', option, [str])
        check_value_type('export_format', export_format, [str, type(None)])
    unexpected = set(export_options) - set(_DEFAULT_EXPORT_OPTIONS)
    if unexpected:
        raise ValueError(f'For "SummaryRecord", the keys {unexpected} of "export_options" are '
                         f'unsupported, expect the follow keys: {list(_DEFAULT_EXPORT_OPTIONS)}')
    for option, export_format in export_options.items():
        allowed = _DEFAULT_EXPORT_OPTIONS[option]
        if export_format not in allowed:
            raise ValueError(f'For "SummaryRecord", the export_format {{{export_format!r}}} of '
                             f'"export_options" are unsupported for {option}, expect the follow '
                             f'values: {list(allowed)}')
    return export_options


def _numpy(value, plugin):
    if isinstance(value, Tensor):
        return value.asnumpy()
    if isinstance(value, (int, float, np.ndarray, np.generic)):
        return np.asarray(value)
    raise TypeError(f'For "SummaryRecord", the "value" of plugin {plugin!r} should be a Tensor, '
                    f"but got {type(value).__name__}.")


def _image_hwc(array):
    """The first NCHW image as HWC uint8 (floats in [0, 1] are scaled to [0, 255])."""
    image = np.moveaxis(np.asarray(array)[0], 0, -1)
    if image.dtype.kind == "f":
        image = np.clip(image * 255.0 if image.max(initial=0) <= 1.0 else image, 0, 255)
    return image.astype(np.uint8)


def _cache_summary_tensor_data(summary):
    """Queue ``[{"name": "TAG[:TYPE]", "data": Tensor}, ...]`` for the next ``record``, as the
    summary ops queue their values (TYPE: Scalar, Tensor, Image or Histogram)."""
    for item in summary:
        match = re.fullmatch(r'(.+)\[:(.+)\]', item['name'])
        if match is None:
            raise ValueError(f"The name({item['name']!r}) is invalid, expected 'TAG[:TYPE]'.")
        tag, kind = match.groups()
        _summary_op.PENDING.append((kind.lower(), tag, _numpy(item['data'], kind.lower())))
    return True


class SummaryRecord:
    """Writes summaries of ``record(step)`` calls to one event file in ``log_dir``.

    ``file_prefix``/``file_suffix`` frame the file name as in MindSpore
    (``{prefix}.out.events.summary.{time}.{device_id}.{host}{suffix}``; a TensorBoard file,
    see the module, is ``{prefix}.out.tfevents.summary.{time}.{pid}_{host}{suffix}``, as
    ``tfevents`` is what TensorBoard looks for). ``max_file_size`` (bytes) stops writing once
    reached.
    ``raise_exception``: raise write errors instead of logging them. Use as a context manager
    or call ``close()``."""

    def __init__(self, log_dir, file_prefix="events", file_suffix="_MS", num_process=32,
                 max_file_size=None, raise_exception=False, export_options=None, network=None):
        for name, value in (("log_dir", log_dir), ("file_prefix", file_prefix),
                            ("file_suffix", file_suffix)):
            if not isinstance(value, str):
                raise TypeError(f'For "SummaryRecord", the parameter "{name}" type should be '
                                f"str, but got {type(value)}.")
        if not log_dir:
            raise ValueError('For "SummaryRecord", the parameter "log_dir" should not be empty.')
        if max_file_size is not None and (isinstance(max_file_size, bool)
                                          or not isinstance(max_file_size, int)
                                          or max_file_size <= 0):
            raise ValueError(f'For "SummaryRecord", the parameter "max_file_size" should be a '
                             f"positive int, but got {max_file_size!r}.")
        if not isinstance(raise_exception, bool):
            raise TypeError(f'For "SummaryRecord", the parameter "raise_exception" type should '
                            f"be bool, but got {type(raise_exception)}.")
        process_export_options(export_options)
        os.makedirs(log_dir, exist_ok=True)
        self._tensorboard = os.environ.get(FORMAT_ENV, "").lower() == "tensorboard"
        if self._tensorboard:
            name = (f"{file_prefix}.out.tfevents.summary.{int(time.time())}.{os.getpid()}_"
                    f"{socket.gethostname()}{file_suffix}")
        else:
            from .. import context     # (at call time: context imports the train package)
            name = mi.file_name(file_prefix, file_suffix, int(time.time()),
                                context.get_context("device_id"))
        self._path = os.path.realpath(os.path.join(log_dir, name))
        self._max_file_size = max_file_size
        self._raise = raise_exception
        self._values = []
        self._mode = "train"
        self._lock = threading.Lock()
        self._file = open(self._path, "wb")
        self._write(tb.event(time.time(), 0, file_version="brain.Event:2") if self._tensorboard
                    else mi.version_event(time.time()))
        _summary_op.drain()   # values produced before this record existed are not its

    @property
    def log_dir(self):
        """The path of the event file (as MindSpore's ``log_dir`` property)."""
        return self._path

    @property
    def file_info(self):
        return {"file_name": os.path.basename(self._path), "file_path": self._path}

    def set_mode(self, mode):
        """``'train'`` or ``'eval'``; as in MindSpore, nothing is recorded in ``'eval'`` mode."""
        if mode not in ("train", "eval"):
            raise ValueError(f'For "SummaryRecord.set_mode", the "mode" should be one of '
                             f"['train', 'eval'], but got {mode!r}.")
        self._mode = mode

    def add_value(self, plugin, name, value):
        """Queue ``value`` for the next ``record``: plugin ``'scalar'`` (a one-element Tensor),
        ``'tensor'``, ``'histogram'`` or ``'image'`` (an NCHW Tensor)."""
        if plugin not in _PLUGINS:
            raise ValueError(f'For "SummaryRecord.add_value", no such "plugin" of {plugin!r} , '
                             f"expect value is one of [{', '.join(_PLUGINS)}]")
        if not isinstance(name, str) or not name:
            raise ValueError(f'For "SummaryRecord", the parameter "name" type should be str, '
                             f"but got {type(name)}.")
        if plugin not in _WRITTEN:
            raise ValueError(f'For "SummaryRecord.add_value", plugin {plugin!r} is MindInsight '
                             f"lineage/graph data, which TensorBoard files do not hold; minicell "
                             f"records {list(_WRITTEN)}.")
        array = _numpy(value, plugin)
        if plugin == "scalar" and array.size != 1:
            raise ValueError(f'For "SummaryRecord", the v rank must be less than or equal to 1, '
                             f"but got {array.ndim}.")
        if plugin == "image" and array.ndim != 4:
            raise ValueError(f'For "SummaryRecord", the image value should be a 4-D Tensor '
                             f"(N, C, H, W), but got shape {array.shape}.")
        self._values.append((plugin, name, array))

    def record(self, step, train_network=None, plugin_filter=None):
        """Write everything queued (``add_value`` and the summary ops run since the last call)
        as step ``step``. Returns True, or False in ``'eval'`` mode."""
        if isinstance(step, bool) or not isinstance(step, int):
            raise TypeError(f'For "SummaryRecord.record", the parameter "step" type should be '
                            f"int, but got {type(step)}.")
        if self._file is None:
            raise ValueError('For "SummaryRecord", the record is closed.')
        values = self._values + _summary_op.drain()
        self._values = []
        if self._mode == "eval":
            return False
        if plugin_filter is not None:
            values = [v for v in values if plugin_filter(v[0])]
        encode = self._encode_tb if self._tensorboard else self._encode
        encoded = [v for v in (encode(plugin, tag, array) for plugin, tag, array in values)
                   if v is not None]
        if encoded and self._tensorboard:
            self._write(tb.event(time.time(), step, summary_values=encoded))
        elif encoded:
            self._write(mi.event(time.time(), step, encoded))
        return True

    @staticmethod
    def _encode(plugin, tag, array):
        """A MindInsight ``Value``; None for a scalar or image 2.10 drops, logging an error."""
        encode = {"scalar": mi.scalar_value, "histogram": mi.histogram_value,
                  "image": mi.image_value}.get(plugin, mi.tensor_value)
        value = encode(tag, array)
        if value is None:
            _log_error(f"The {plugin} summary {tag!r} of shape {np.shape(array)} holds no "
                       f"{'value' if plugin == 'scalar' else 'N x (1 or 3) x H x W image'}; "
                       "it is not written.")
        return value

    @staticmethod
    def _encode_tb(plugin, tag, array):
        if plugin == "scalar":
            return tb.scalar_value(tag, float(np.asarray(array).reshape(-1)[0]))
        if plugin == "histogram":
            return tb.histogram_value(tag, array)
        if plugin == "image":
            return tb.image_value(tag, _image_hwc(array))
        return tb.tensor_value(tag, array)

    def _write(self, event):
        with self._lock:
            data = tb.frame(event)
            if self._max_file_size is not None and self._file.tell() + len(data) > \
                    self._max_file_size:
                return
            try:
                self._file.write(data)
            except OSError:
                if self._raise:
                    raise

    def flush(self):
        """Push what was written to disk."""
        with self._lock:
            if self._file is not None:
                self._file.flush()

    def close(self):
        """Flush and close the file; later ``record`` calls raise."""
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# MindSpore 2.10's module path ``mindspore.train.summary.summary_record`` (``from
# mindspore.train.summary.summary_record import SummaryRecord``) is this module
register_submodule(sys.modules[__name__], "summary_record", sys.modules[__name__])
register_submodule(sys.modules[__name__], "enums", _summary_enums)
register_submodule(sys.modules[__name__], "_summary_adapter", mi)
