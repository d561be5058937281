"""Readers of the translation corpora (``Multi30kDataset``, ``IWSLT2016Dataset``,
``IWSLT2017Dataset``: columns ``text`` and ``translation``, str) and of the CLUE benchmark's
JSON-lines files (``CLUEDataset``), sharded and interleaved as MindSpore 2.10's file readers
(see ``text_corpora.py``).

>>> import minicell.dataset as ds
>>> ds.CLUEDataset.task_columns("WSC", "test")
['idx', 'span1_index', 'span1_text', 'span2_index', 'span2_text', 'text']
"""
import json
import os
import re

import numpy as np

from .engine import pipeline_error
from .file_sources import Shuffle, _files
from .image_sources import _check_dir
from .text_sources import _Corpus, check_choice, missing_file

__all__ = ["Multi30kDataset", "IWSLT2016Dataset", "IWSLT2017Dataset", "CLUEDataset"]


def _lines(path, reader):
    if not os.path.isfile(path):
        raise missing_file(path, reader)
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\r\n") for line in f]


def _pairs(source, target, what):
    if len(source) != len(target):
        raise pipeline_error(f"Invalid data, {what}: the source file has {len(source)} "
                             f"sentences, the target file {len(target)}.")
    return [(np.array(s), np.array(t)) for s, t in zip(source, target)]


def _check_pair(language_pair, supported):
    if not isinstance(language_pair, (list, tuple)):
        raise TypeError("language_pair should be a type list or tuple of length 2.")
    if len(language_pair) != 2 or not all(isinstance(x, str) for x in language_pair) or \
            list(language_pair) not in [list(p) for p in supported]:
        raise ValueError(f"language_pair should be one of {[list(p) for p in supported]}, but "
                         f"got {list(language_pair)}.")
    return list(language_pair)


class Multi30kDataset(_Corpus):
    """Multi30k (``training/train.<lang>``, ``validation/val.<lang>``,
    ``mmt16_task1_test/test.<lang>`` in ``dataset_dir``, one sentence a line): ``text`` in the
    first language of ``language_pair`` (default ['en', 'de']), ``translation`` in the second;
    ``usage`` 'train', 'test', 'valid' or 'all' (default: test, train, valid)."""

    column_names = ("text", "translation")
    usages = ("train", "test", "valid", "all")
    all_order = ("test", "train", "valid")
    _FILES = {"train": ("training", "train"), "valid": ("validation", "val"),
              "test": ("mmt16_task1_test", "test")}

    def __init__(self, dataset_dir, usage=None, language_pair=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, num_shards=None, shard_id=None,
                 cache=None):
        if language_pair is not None:
            if not isinstance(language_pair, (list, tuple)):
                raise TypeError(f"Argument language_pair with value {language_pair!r} is not of "
                                f"type [<class 'list'>, <class 'tuple'>], but got "
                                f"{type(language_pair)}.")
            if len(language_pair) != 2:
                raise ValueError(f"language_pair should be a list or tuple of length 2, but got "
                                 f"{len(language_pair)}")
            if list(language_pair) not in (["en", "de"], ["de", "en"]):
                raise ValueError(f"language_pair can only be ['en', 'de'] or ['en', 'de'], but "
                                 f"got {language_pair}")
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers,
                         Shuffle.GLOBAL if shuffle is None else shuffle, num_shards, shard_id,
                         cache)
        self.language_pair = list(language_pair or ("en", "de"))

    def _paths(self):
        return list(self.all_order) if self.usage == "all" else [self.usage]

    def _file(self, usage):
        folder, stem = self._FILES[usage]
        return os.path.join(self.dataset_dir, folder, f"{stem}.{self.language_pair[0]}")

    def _parse(self, usage):
        folder, stem = self._FILES[usage]
        base = os.path.join(self.dataset_dir, folder, stem)
        src, tgt = (_lines(f"{base}.{lang}", "Multi30kDataset") for lang in self.language_pair)
        return [row for row in _pairs(src, tgt, base) if str(row[0]) or str(row[1])]


class _IWSLT(_Corpus):
    """IWSLT TED talks: ``train.tags.<src>-<tgt>.<lang>`` (lines not starting with '<') and
    the ``<set>`` evaluation XML files (``<seg>`` elements) in ``_folder()``."""

    column_names = ("text", "translation")
    usages = ("train", "test", "valid", "all")
    all_order = ("train", "valid", "test")
    year = "16"

    def _paths(self):
        return list(self.all_order) if self.usage == "all" else [self.usage]

    def _file(self, usage):
        src, tgt = self.language_pair
        name = f"train.tags.{src}-{tgt}.{src}" if usage == "train" else \
            f"IWSLT{self.year}.TED.{self.valid_set if usage == 'valid' else self.test_set}." \
            f"{src}-{tgt}.{src}.xml"
        return os.path.join(self._folder(), name)

    def _parse(self, usage):
        src, tgt = self.language_pair
        folder, pair = self._folder(), f"{src}-{tgt}"
        if usage == "train":
            texts = [[line.strip() for line in _lines(
                os.path.join(folder, f"train.tags.{pair}.{lang}"), type(self).__name__)
                if line.strip() and not line.strip().startswith("<")] for lang in (src, tgt)]
        else:
            name = self.valid_set if usage == "valid" else self.test_set
            texts = [self._segments(os.path.join(
                folder, f"IWSLT{self.year}.TED.{name}.{pair}.{lang}.xml")) for lang in (src, tgt)]
        return _pairs(*texts, folder)

    def _segments(self, path):
        text = "\n".join(_lines(path, type(self).__name__))
        return [s.strip() for s in re.findall(r"<seg[^>]*>(.*?)</seg>", text, re.S)]


class IWSLT2016Dataset(_IWSLT):
    """IWSLT 2016 (``dataset_dir/texts/<src>/<tgt>/<src>-<tgt>/``): ``text`` (source) and
    ``translation`` (target) sentences; ``language_pair`` (default ['de', 'en']), ``valid_set``
    (default 'tst2013') and ``test_set`` (default 'tst2014') name the files; ``usage``
    'train', 'valid', 'test' or 'all' (default: train, valid, test)."""

    _PAIRS = (("en", "ar"), ("en", "de"), ("en", "fr"), ("en", "cs"), ("ar", "en"),
              ("fr", "en"), ("de", "en"), ("cs", "en"))
    _SETS = ("dev2010", "tst2010", "tst2011", "tst2012", "tst2013", "tst2014")

    def __init__(self, dataset_dir, usage=None, language_pair=None, valid_set=None,
                 test_set=None, num_samples=None, shuffle=Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, num_parallel_workers=None, cache=None):
        _check_dir(dataset_dir)
        if usage is not None:
            check_choice(usage, self.usages, "usage")
        self.language_pair = ["de", "en"] if language_pair is None else \
            _check_pair(language_pair, self._PAIRS)
        self.valid_set = check_choice(valid_set or "tst2013", self._SETS, "valid_set")
        self.test_set = check_choice(test_set or "tst2014", self._SETS, "test_set")
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id, cache)

    def _folder(self):
        src, tgt = self.language_pair
        return os.path.join(self.dataset_dir, "texts", src, tgt, f"{src}-{tgt}")


_IWSLT17_LANGS = ("en", "de", "it", "nl", "ro")


class IWSLT2017Dataset(_IWSLT):
    """IWSLT 2017 multilingual (``dataset_dir/texts/DeEnItNlRo/DeEnItNlRo/
    DeEnItNlRo-DeEnItNlRo/``): ``text`` and ``translation``; ``language_pair`` (default
    ['de', 'en']); valid set dev2010, test set tst2010; ``usage`` 'train', 'valid', 'test' or
    'all' (default: train, valid, test)."""

    _PAIRS = tuple((a, b) for a in _IWSLT17_LANGS for b in _IWSLT17_LANGS if a != b)
    year, valid_set, test_set = "17", "dev2010", "tst2010"

    def __init__(self, dataset_dir, usage=None, language_pair=None, num_samples=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None,
                 num_parallel_workers=None, cache=None):
        _check_dir(dataset_dir)
        if usage is not None:
            check_choice(usage, self.usages, "usage")
        self.language_pair = ["de", "en"] if language_pair is None else \
            _check_pair(language_pair, self._PAIRS)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id, cache)

    def _folder(self):
        return os.path.join(self.dataset_dir, "texts", *(["DeEnItNlRo"] * 2),
                            "DeEnItNlRo-DeEnItNlRo")


_CLUE_KEYS = {   # task: (the keys of train/eval rows, the keys of test rows), in column order
    "AFQMC": (("label", "sentence1", "sentence2"), ("id", "sentence1", "sentence2")),
    "CMNLI": (("label", "sentence1", "sentence2"), ("id", "sentence1", "sentence2")),
    "TNEWS": (("keywords", "label", "label_desc", "sentence"), ("id", "keywords", "sentence")),
    "IFLYTEK": (("label", "label_des", "sentence"), ("id", "sentence")),
    "WSC": (("idx", "label", "span1_index", "span1_text", "span2_index", "span2_text", "text"),
            ("idx", "span1_index", "span1_text", "span2_index", "span2_text", "text")),
    "CSL": (("abst", "id", "keyword", "label"), ("abst", "id", "keyword")),
}


def _clue_value(value):
    """A JSON value as MindSpore's CLUE reader types it: integers uint32, numbers float32,
    lists str arrays, anything else str (a missing key '')."""
    if isinstance(value, bool) or value is None:
        return np.array("" if value is None else str(value).lower())
    if isinstance(value, int):
        return np.array(value, np.int64).astype(np.uint32)
    if isinstance(value, float):
        return np.array(value, np.float32)
    if isinstance(value, list):
        return np.array([str(v) for v in value])
    return np.array(value)


class CLUEDataset(_Corpus):
    """CLUE (Chinese Language Understanding Evaluation) JSON-lines files ``dataset_files`` (a
    path, a glob pattern or a list; read in name order, as 2.10): one row a line, one column a key of
    the ``task``'s rows ('AFQMC' (default), 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC' (its span
    keys inside ``target``), 'CSL'), the columns of ``usage`` 'train' (default) and 'eval'
    with the label, 'test' with the id."""

    def __init__(self, dataset_files, task="AFQMC", usage="train", num_samples=None,
                 num_parallel_workers=None, shuffle=Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, cache=None):
        if not isinstance(dataset_files, (str, list)):
            raise TypeError(f"Argument dataset files with value {dataset_files!r} is not of "
                            f"type [<class 'str'>, <class 'list'>], but got "
                            f"{type(dataset_files)}.")
        if not dataset_files:
            raise ValueError(f"Input dataset_files can not be empty, but got "
                             f"'{dataset_files}'.")
        task = "AFQMC" if task is None else task
        usage = "train" if usage is None else usage
        if task not in _CLUE_KEYS:
            raise ValueError("task should be 'AFQMC', 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC' or "
                             "'CSL'.")
        if usage not in ("train", "test", "eval"):
            raise ValueError("usage should be 'train', 'test' or 'eval'.")
        self.dataset_files = _files(dataset_files)
        folders = [f for f in self.dataset_files if not os.path.isfile(f)]
        if folders:
            raise ValueError(f"The following patterns did not match any files: {folders}.")
        self._init_corpus(num_samples, num_parallel_workers, shuffle, num_shards, shard_id)
        self.task, self.usage = task, usage

    def _init_corpus(self, num_samples, num_parallel_workers, shuffle, num_shards, shard_id):
        # _CsvCorpus's checks, without its dataset_dir
        dirname = os.path.dirname(self.dataset_files[0]) or "."
        _Corpus.__init__(self, dirname, "all", num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id)

    @staticmethod
    def task_columns(task, usage):
        """The columns of ``task``'s ``usage`` rows."""
        return list(_CLUE_KEYS[task][usage == "test"])

    def _columns(self):
        return self.task_columns(self.task, self.usage)

    def _paths(self):
        return sorted(self.dataset_files)      # 2.10 reads the files in name order

    def _parse(self, path):
        rows, keys = [], self._columns()
        with open(path, encoding="utf-8") as f:
            for k, line in enumerate(f):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except ValueError as e:
                    raise pipeline_error(f"Invalid file, failed to parse json file: {path} at "
                                         f"line {k + 1}: {e}", e) from e
                if self.task == "WSC":
                    record = {**record, **record.get("target", {})}
                rows.append(tuple(_clue_value(record.get(key, "")) for key in keys))
        return rows

