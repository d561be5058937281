"""``mindspore.mindrecord``: MindSpore's own dataset file format, read and written byte for byte
(``_format``): ``FileWriter`` writes rows into shard files and their SQLite indexes,
``FileReader`` reads them back, ``minicell.dataset.MindDataset`` puts them in a pipeline; the
exceptions keep MindSpore's names, codes and messages; ``tools`` converts CIFAR, MNIST, ImageNet
folders and CSV files; ``MindPage`` reads rows by category; ``set_enc_key`` / ``set_enc_mode`` /
``set_dec_mode`` (``config``) write and read encrypted files. ``TFRecordToMR`` is not provided: it
imports and raises ``UnsupportedError`` with the reason.

>>> import os, tempfile
>>> from minicell.mindrecord import FileWriter, FileReader
>>> path = os.path.join(tempfile.mkdtemp(), "rows.mindrecord")
>>> writer = FileWriter(path)
>>> writer.add_schema({"label": {"type": "int32"}, "name": {"type": "string"}})
0
>>> writer.write_raw_data([{"label": 1, "name": "a"}, {"label": 2, "name": "b"}])
0
>>> writer.commit()
0
>>> list(FileReader(path).get_next())
[{'label': 1, 'name': 'a'}, {'label': 2, 'name': 'b'}]
"""
from ..common.unsupported import UNSUPPORTED as _UNSUPPORTED, placeholder as _placeholder
from .exceptions import *  # noqa: F401,F403  (MindSpore exports every exception class)
from .exceptions import EXCEPTIONS, SYS_ID, __all__ as _exceptions  # noqa: F401
from .config import set_dec_mode, set_enc_key, set_enc_mode
from .filereader import FileReader
from .filewriter import FileWriter
from .mindpage import MindPage
from .tools import Cifar10ToMR, Cifar100ToMR, CsvToMR, ImageNetToMR, MnistToMR

SUCCESS, FAILED = 0, 1

globals().update({_name: _placeholder("mindspore.mindrecord", _name)
                  for _name in _UNSUPPORTED["mindspore.mindrecord"]})

__all__ = ["FileWriter", "FileReader", "MindPage", "SUCCESS", "FAILED", "Cifar10ToMR", "Cifar100ToMR",
           "CsvToMR", "ImageNetToMR", "MnistToMR", "set_enc_key", "set_enc_mode", "set_dec_mode",
           *_exceptions,
           *_UNSUPPORTED["mindspore.mindrecord"]]
