"""Readers of the text corpora MindSpore reads from files in ``dataset_dir``:
``IMDBDataset`` (one file a review, random access like the image readers),
``CoNLL2000Dataset`` and ``UDPOSDataset`` (one row a sentence of tagged words),
``EnWik9Dataset`` (one row a line), ``SST2Dataset`` (tab-separated files) and
``SQuADDataset`` (JSON, one row a question). The translation corpora (``Multi30kDataset``,
``IWSLT2016Dataset``, ``IWSLT2017Dataset``) are in ``translation_sources.py``.

Every file reader but IMDB shards and interleaves its files as MindSpore 2.10's file readers do
(see ``text_corpora.py``): the files of ``usage='all'`` go to the ``num_parallel_workers``
workers in turn and the rows are taken from the workers in turn.

>>> import minicell.dataset as ds
>>> ds.CoNLL2000Dataset.column_names
('word', 'pos_tag', 'chunk_tag')
"""
import json
import os

import numpy as np

from . import config
from .engine import check_workers, pipeline_error
from .file_sources import Shuffle
from .rows import FileRow
from .image_sources import _FileSource, _check_usage
from .text_corpora import _CsvCorpus, _interleave, _shard_blocks

__all__ = ["IMDBDataset", "CoNLL2000Dataset", "UDPOSDataset", "EnWik9Dataset", "SST2Dataset",
           "SQuADDataset"]


def check_choice(value, valid, name):
    """MindSpore's ``check_valid_str``: ``value`` one of ``valid`` (ValueError)."""
    if not isinstance(value, str):
        raise TypeError(f"Argument {name} with value {value!r} is not of type "
                        f"[<class 'str'>], but got {type(value)}.")
    if value not in valid:
        raise ValueError(f"Input {name} is not within the valid set of {list(valid)}.")
    return value


def missing_file(path, reader):
    return pipeline_error(f"Invalid file, {path} does not exist or permission denied: "
                          f"{reader} reads it in its dataset_dir.")


class IMDBDataset(_FileSource):
    """IMDB movie reviews: ``dataset_dir/<train|test>/<pos|neg>/*.txt`` (``unsup`` is not
    read), columns ``text`` (the file's text, str) and ``label`` (int32: 1 pos, 0 neg); rows in
    the order train then test, pos then neg, files by name. ``usage`` 'train', 'test' or 'all'
    (default)."""

    _names = ("text", "label")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_workers(num_parallel_workers)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.usage = _check_usage(usage)

    def _load(self):
        texts, labels, paths = [], [], []
        for usage in (("train", "test") if self.usage == "all" else (self.usage,)):
            for folder, label in (("pos", 1), ("neg", 0)):
                path = os.path.join(self.dataset_dir, usage, folder)
                if not os.path.isdir(path):
                    raise pipeline_error(f"Invalid file, {path} does not exist or is not a "
                                         f"directory: IMDBDataset reads "
                                         f"<usage>/<pos|neg>/*.txt in its dataset_dir.")
                for name in sorted(os.listdir(path)):
                    if name.endswith(".txt"):
                        with open(os.path.join(path, name), encoding="utf-8") as f:
                            texts.append(f.read())
                        labels.append(label)
                        paths.append(os.path.join(path, name))
        return np.array(texts, dtype=object), np.array(labels, np.int32), paths

    def _read(self, index):
        texts, labels, paths = self._loaded()
        return FileRow((np.array(texts[index]), np.array(labels[index])), paths[index])


class _Corpus(_CsvCorpus):
    """A file corpus: ``_paths()`` names its files in the order of ``usage='all'``,
    ``_parse(path)`` gives each file's rows."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        check_workers(num_parallel_workers)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id, cache)

    def _paths(self):
        names = list(self.all_order) if self.usage == "all" else [self.usage]
        return [os.path.join(self.dataset_dir, self.file_name.format(n)) for n in names]

    def _file(self, path):
        """The data file ``_parse(path)`` reads (a failing ``map`` names it)."""
        return path

    def _blocks(self):
        files = [[FileRow(row, self._file(path)) for row in self._parse(path)]
                 for path in self._paths()]
        return files if self.num_shards is None else \
            _shard_blocks(files, self.num_shards, self.shard_id)

    def _workers(self):
        return self.num_parallel_workers or config.get_num_parallel_workers()

    def _loaded(self):
        if self._rows is None:
            self._rows = _interleave(self._blocks(), self._workers())
        return self._rows


class _TaggedCorpus(_Corpus):
    """Sentences of tagged words, one word a line (its fields split by ``separator``),
    sentences separated by blank lines: one row a sentence, one str array a field. As in
    MindSpore 2.10, a file's last sentence needs a blank line after it; shards split the files' non-empty lines (a sentence may be cut at a shard's
    edge) and the dataset size counts those lines, not the sentences."""

    separator = " "

    def _parse(self, path):
        if not os.path.isfile(path):
            raise missing_file(path, type(self).__name__)
        with open(path, encoding="utf-8") as f:
            lines = [line.rstrip("\r\n") for line in f]
        # (fields, whether a blank line follows, whether the file ends after it)
        return [(line.split(self.separator), k + 1 < len(lines) and not lines[k + 1],
                 k + 1 == len(lines), path) for k, line in enumerate(lines) if line]

    def _loaded(self):
        if self._rows is None:
            blocks = self._blocks()
            self._lines = sum(len(b) for b in blocks)
            self._rows = _interleave([self._sentences(b) for b in blocks], self._workers())
        return self._rows

    def _sentences(self, words):
        """The sentences of a block of lines: each ends at a blank line or where a shard's
        lines end inside a file; as in 2.10, a last sentence with no blank line after it
        at the end of its file is dropped."""
        rows, current, n = [], [], len(self.column_names)
        for k, (fields, blank_after, at_end, path) in enumerate(words):
            current.append(fields + [""] * (n - len(fields)))
            if blank_after or (k + 1 == len(words) and not at_end):
                rows.append(FileRow((np.array([w[i] for w in current]) for i in range(n)),
                                    path))
                current = []
        return rows

    def _length(self):
        self._loaded()
        n = self._lines
        samples = getattr(self.sampler, "num_samples", None)
        return min(n, samples) if samples else n


class CoNLL2000Dataset(_TaggedCorpus):
    """CoNLL-2000 chunking (``train.txt``, ``test.txt`` in ``dataset_dir``): columns ``word``,
    ``pos_tag``, ``chunk_tag`` (str arrays, one item a word; a missing field is ''), one row a
    sentence; ``usage`` 'train', 'test' or 'all' (default: test then train)."""

    column_names = ("word", "pos_tag", "chunk_tag")
    file_name = "{}.txt"

    def __init__(self, dataset_dir, usage=None, num_samples=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, num_parallel_workers=None, cache=None):
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id, cache)


class UDPOSDataset(_TaggedCorpus):
    """Universal Dependencies English POS tags (``en-ud-tag.v2.<train|dev|test>.txt``,
    tab-separated): columns ``word``, ``universal``, ``stanford`` (str arrays), one row a
    sentence; ``usage`` 'train', 'valid', 'test' or 'all' (default: dev, test, train)."""

    column_names = ("word", "universal", "stanford")
    usages = ("train", "valid", "test", "all")
    all_order = ("valid", "test", "train")
    separator = "\t"

    def __init__(self, dataset_dir, usage=None, num_samples=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, num_parallel_workers=None, cache=None):
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id, cache)

    def _paths(self):
        names = {"train": "train", "valid": "dev", "test": "test"}
        return [os.path.join(self.dataset_dir, f"en-ud-tag.v2.{names[u]}.txt")
                for u in (self.all_order if self.usage == "all" else (self.usage,))]


class EnWik9Dataset(_Corpus):
    """The first 10^9 bytes of English Wikipedia (the file ``enwik9`` in ``dataset_dir``):
    column ``text`` (str), one row a line (leading spaces kept), read and shuffled as
    ``TextFileDataset`` reads its file. A line that is not UTF-8 raises ``RuntimeError`` when
    read."""

    column_names = ("text",)

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=True,
                 num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, "all", num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id, cache)

    def _paths(self):
        return [os.path.join(self.dataset_dir, "enwik9")]

    def _parse(self, path):
        if not os.path.isfile(path):
            raise missing_file(path, "EnWik9Dataset")
        with open(path, "rb") as f:
            lines = f.read().split(b"\n")
        # 2.10 reads every line (std::getline: empty ones and a '\r' kept) ...
        return [(line,) for line in (lines[:-1] if lines[-1] == b"" else lines)]

    def _length(self):
        """... but sizes itself by the non-empty ones, as ``TextFileDataset`` (measured)."""
        n = sum(1 for (line,) in self._parse(self._paths()[0]) if line)
        n = -(-n // (self.num_shards or 1))
        return min(n, self._limit) if self._limit else n

    def _streams(self):
        return True         # a row a line: 2.10's TextFile reader order (measured, seed 135)

    def _build(self, ctx):
        rows = super()._build(ctx)
        return rows if self._mode == "other" else rows.map(self._decoded)

    def _read(self, index):
        return self._decoded(self._loaded()[index])

    def _decoded(self, line):
        """The row of a line's bytes (decoded when read, so a bad line fails there)."""
        try:
            return FileRow((np.array(line[0].decode("utf-8")),), line.file)
        except UnicodeDecodeError as e:
            raise pipeline_error(f"Failed to cast to Unicode string: a line of "
                                 f"{self._paths()[0]} is not UTF-8 ({e}).", e) from e


class SST2Dataset(_Corpus):
    """Stanford Sentiment Treebank v2 (``train.tsv``, ``dev.tsv``, ``test.tsv`` with a header
    line): ``train``/``dev`` give ``sentence`` and ``label`` (str), ``test`` gives
    ``sentence``; ``usage`` 'train' (default), 'dev' or 'test'."""

    column_names = ("sentence", "label")
    usages = ("train", "test", "dev")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        check_choice("train" if usage is None else usage, self.usages, "usage")
        super().__init__(dataset_dir, "train" if usage is None else usage, num_samples,
                         num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _columns(self):
        return ["sentence"] if self.usage == "test" else ["sentence", "label"]

    def _paths(self):
        return [os.path.join(self.dataset_dir, f"{self.usage}.tsv")]

    def _parse(self, path):
        if not os.path.isfile(path):
            raise missing_file(path, "SST2Dataset")
        with open(path, encoding="utf-8") as f:
            lines = [line.rstrip("\r\n") for line in f][1:]
        rows = []
        for line in filter(None, lines):
            fields = line.split("\t")
            if self.usage == "test":
                rows.append((np.array(fields[1] if len(fields) > 1 else ""),))
            else:
                rows.append((np.array(fields[0]), np.array(fields[1] if len(fields) > 1
                                                           else "")))
        return rows


class SQuADDataset(_Corpus):
    """SQuAD 1.1 or 2.0 (``train-v1.1.json``/``dev-v1.1.json`` or the ``-v2.0`` files in
    ``dataset_dir``): one row a question, columns ``context``, ``question`` (str), ``text``
    (str array, the answers) and ``answer_start`` (uint32 array); a question without answers
    gives [''] and [4294967295]. ``usage`` 'train', 'dev' or 'all' (default: train then
    dev)."""

    column_names = ("context", "question", "text", "answer_start")
    usages = ("train", "dev", "all")
    all_order = ("train", "dev")

    def _paths(self):
        version = "v1.1" if any(os.path.isfile(os.path.join(self.dataset_dir, f"{u}-v1.1.json"))
                                for u in self.all_order) else "v2.0"
        return [os.path.join(self.dataset_dir, f"{u}-{version}.json")
                for u in (self.all_order if self.usage == "all" else (self.usage,))]

    def _parse(self, path):
        if not os.path.isfile(path):
            raise missing_file(path, "SQuADDataset")
        try:
            with open(path, encoding="utf-8") as f:
                articles = json.load(f)["data"]
            rows = []
            for article in articles:
                for paragraph in article["paragraphs"]:
                    context = np.array(paragraph["context"])
                    for qa in paragraph["qas"]:
                        answers = qa.get("answers") or [{"text": "", "answer_start": -1}]
                        rows.append((context, np.array(qa["question"]),
                                     np.array([a["text"] for a in answers]),
                                     np.array([a["answer_start"] for a in answers],
                                              np.int64).astype(np.uint32)))
            return rows
        except (ValueError, KeyError, TypeError) as e:
            raise pipeline_error(f"Invalid file, failed to parse SQuAD file {path}: "
                                 f"{type(e).__name__}: {e}", e) from e
