"""The text corpora MindSpore reads from per-usage files in ``dataset_dir``: the
classification ones from ``train.csv``/``test.csv`` (every field quoted, no header):
``AGNewsDataset``, ``AmazonReviewDataset``, ``DBpediaDataset``, ``SogouNewsDataset``,
``YahooAnswersDataset``, ``YelpReviewDataset``; the language-model ones one line a row:
``PennTreebankDataset``, ``WikiTextDataset``.

Every column is a str scalar. As MindSpore 2.10's file readers do, ``usage='all'`` (the
default) reads the files interleaved as its ``num_parallel_workers`` workers do (file ``i`` to
worker ``i % workers``, rows taken from the workers in turn); ``num_shards``/``shard_id`` give
each shard ``ceil(rows / num_shards)`` consecutive rows of the files read one after the other
(wrapping round to the first rows for the last shard), the files' parts again interleaved;
``shuffle`` (default ``Shuffle.GLOBAL``) then shuffles the shard's rows and ``num_samples``
keeps the first.

>>> import minicell.dataset as ds
>>> ds.YelpReviewDataset.column_names
('label', 'text')
"""
import csv
import os

import numpy as np

from . import config
from .engine import pipeline_error
from .file_sources import Shuffle, _interleave, _reader_mode  # noqa: F401  (text_sources)
from .file_order import stream
from .image_sources import _check_dir, _check_usage, check_reader_options
from .rows import FileRow
from .sources import MappableSource, _check_shards

__all__ = ["AGNewsDataset", "AmazonReviewDataset", "DBpediaDataset", "SogouNewsDataset",
           "YahooAnswersDataset", "YelpReviewDataset", "PennTreebankDataset", "WikiTextDataset"]


def _shuffle_flag(shuffle):
    if isinstance(shuffle, bool):
        return shuffle
    if isinstance(shuffle, Shuffle):
        return shuffle is not Shuffle.FALSE
    raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like "
                    "'Shuffle.ADAPTIVE' or 'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or "
                    "'Shuffle.FILES' or 'Shuffle.INFILE'.")


def _shard_blocks(files, num_shards, shard_id):
    """Shard ``shard_id``'s rows as per-file blocks: ``ceil(total / num_shards)`` consecutive
    rows of the concatenated files from ``shard_id * size``, wrapping round."""
    total = sum(len(rows) for rows in files)
    size = -(-total // num_shards)
    blocks, start, left = [], shard_id * size, size
    while left > 0 and total:
        offset = 0
        for rows in files:
            if start < offset + len(rows) and left > 0:
                part = rows[start - offset:start - offset + left]
                blocks.append(part)
                left -= len(part)
                start += len(part)
            offset += len(rows)
        start = 0
    return blocks


class _CsvCorpus(MappableSource):
    """A corpus of ``train.csv``/``test.csv`` rows (subclasses name the columns and the file
    order of ``usage='all'``)."""

    _mappable = False       # a file reader in MindSpore 2.10, not a MappableDataset

    column_names = ()
    _file_rows = None
    all_order = ("test", "train")
    file_name = "{}.csv"
    usages = ("train", "test", "all")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        if num_samples is not None and (isinstance(num_samples, bool) or
                                        not isinstance(num_samples, int) or num_samples < 0):
            raise ValueError("num_samples exceeds the boundary between 0 and "
                             "9223372036854775807(INT64_MAX)!")
        check_reader_options(None, None, None, num_shards, shard_id)
        _check_shards(num_shards, shard_id)
        super().__init__(num_samples or None, _shuffle_flag(shuffle), None, None,
                         num_parallel_workers)
        self.dataset_dir = _check_dir(dataset_dir)
        self.usage = _check_usage(usage) if self.usages == ("train", "test", "all") else \
            _check_usage_in(usage, self.usages)
        self.num_shards, self.shard_id = num_shards, shard_id
        self._rows = None
        self._mode = _reader_mode(shuffle) if num_shards is None else "other"
        self._limit = num_samples or None

    def _columns(self):
        return list(self.column_names)

    def _parse(self, path):
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file, {path} does not exist: {type(self).__name__} "
                                 f"reads {self.file_name.format('<usage>')} files in its "
                                 f"dataset_dir.")
        n = len(self.column_names)
        rows = []
        with open(path, encoding="utf-8", newline="") as f:
            for k, record in enumerate(csv.reader(f)):
                if not record:
                    continue
                if len(record) != n:
                    raise pipeline_error(f"Invalid file, failed to parse csv file: {path} at "
                                         f"line {k + 1}: {len(record)} fields, {n} expected.")
                rows.append(tuple(np.array(field) for field in record))
        return rows

    def _blocks(self):
        names = list(self.all_order) if self.usage == "all" else [self.usage]
        paths = [os.path.join(self.dataset_dir, self.file_name.format(name))
                 for name in names]       # each row names its file (a failing map's text)
        files = [[FileRow(row, path) for row in self._parse(path)] for path in paths]
        return files if self.num_shards is None else \
            _shard_blocks(files, self.num_shards, self.shard_id)

    def _streams(self):
        """Whether the rows are ``_blocks()``'s as they are (no reader of its own turns them
        into rows, or builds them across the files' lines)."""
        cls = type(self)
        return cls._read is _CsvCorpus._read and \
            cls._loaded.__qualname__ in ("_CsvCorpus._loaded", "_Corpus._loaded",
                                         "_TaggedCorpus._loaded")

    def _loaded(self):
        if self._rows is None:
            self._rows = _interleave(self._blocks(), self.num_parallel_workers or
                                     config.get_num_parallel_workers())
        return self._rows

    def _build(self, ctx):
        """2.10's reader order (``file_order.stream``) for its shuffle modes; sharded, or in a
        mode minicell shuffles as random access, the random-access source's."""
        if self._mode == "other" or not self._streams():
            return super()._build(ctx)
        if self._file_rows is None:
            blocks = self._blocks()
            sentences = getattr(self, "_sentences", None)   # tagged corpora: a sentence a row
            self._file_rows = [sentences(b) for b in blocks] if sentences else blocks
        return stream(self, ctx, self._file_rows, self._mode, self.num_parallel_workers or
                      config.get_num_parallel_workers(), self._limit)

    def _num_rows(self):
        return len(self._loaded())

    def _read(self, index):
        return self._loaded()[index]


def _check_usage_in(usage, usages):
    usage = "all" if usage is None else usage
    if usage not in usages:
        raise ValueError(f"Input usage is not within the valid set of {list(usages)}.")
    return usage


class _LineCorpus(_CsvCorpus):
    """A corpus of text files, one ``text`` row per non-empty line (the line without its end,
    spaces kept)."""

    column_names = ("text",)
    all_order = ("test", "train", "valid")
    usages = ("train", "valid", "test", "all")

    def _parse(self, path):
        if not os.path.isfile(path):
            return super()._parse(path)
        with open(path, encoding="utf-8", newline="") as f:
            lines = (line.rstrip("\r\n") for line in f)
            return [(np.array(line),) for line in lines if line]


class PennTreebankDataset(_LineCorpus):
    """Penn Treebank (``ptb.train.txt``, ``ptb.valid.txt``, ``ptb.test.txt`` in
    ``dataset_dir``): column ``text`` (str), one row per non-empty line; ``usage`` 'train',
    'valid', 'test' or 'all' (default)."""

    file_name = "ptb.{}.txt"


class WikiTextDataset(_LineCorpus):
    """WikiText-2/-103 (``wiki.train.tokens``, ``wiki.valid.tokens``, ``wiki.test.tokens`` in
    ``dataset_dir``): column ``text`` (str), one row per non-empty line; ``usage`` 'train',
    'valid', 'test' or 'all' (default)."""

    file_name = "wiki.{}.tokens"


def _corpus(name, columns, order, what):
    doc = (f"{what} (``{name}``): rows of ``train.csv``/``test.csv`` in ``dataset_dir``, "
           f"columns {', '.join(columns)} (str); ``usage`` 'train', 'test' or 'all' (default).")
    return type(name, (_CsvCorpus,), {"column_names": columns, "all_order": order,
                                      "__doc__": doc, "__module__": __name__})


AGNewsDataset = _corpus("AGNewsDataset", ("index", "title", "description"), ("test", "train"),
                        "AG's News topic classification")
AmazonReviewDataset = _corpus("AmazonReviewDataset", ("label", "title", "content"),
                              ("test", "train"), "Amazon reviews (Polarity or Full)")
DBpediaDataset = _corpus("DBpediaDataset", ("class", "title", "content"), ("test", "train"),
                         "DBpedia ontology classification")
SogouNewsDataset = _corpus("SogouNewsDataset", ("index", "title", "content"), ("train", "test"),
                           "Sogou News")
YahooAnswersDataset = _corpus("YahooAnswersDataset", ("class", "title", "content", "answer"),
                              ("test", "train"), "Yahoo! Answers topic classification")
YelpReviewDataset = _corpus("YelpReviewDataset", ("label", "text"), ("train", "test"),
                            "Yelp reviews (Polarity or Full)")
