"""Readers of the speech and music datasets MindSpore reads from audio files in ``dataset_dir``
(nothing is downloaded): ``YesNoDataset``, ``LJSpeechDataset``, ``LibriTTSDataset``,
``SpeechCommandsDataset``, ``GTZANDataset``, ``CMUArcticDataset`` (PCM WAV files, read with
the standard ``wave`` module) and ``TedliumDataset`` (NIST SPHERE files). Random access as the
image readers (``sampler``, ``shuffle``, ``num_shards``/``shard_id``, ``num_samples``).

``waveform`` is float32 (channels, frames), the samples scaled to [-1, 1] (16-bit samples
divided by 32767, as MindSpore 2.10 does); ``sample_rate`` is a scalar whose dtype is each
dataset's own in 2.10 (int32 or uint32).

>>> import minicell.dataset as ds
>>> ds.YesNoDataset.column_names
('waveform', 'sample_rate', 'label')
"""
import os
import re
import wave

import numpy as np

from .engine import pipeline_error
from .image_sources import _FileSource
from .text_sources import check_choice, check_workers

__all__ = ["YesNoDataset", "LJSpeechDataset", "LibriTTSDataset", "SpeechCommandsDataset",
           "GTZANDataset", "CMUArcticDataset", "read_wav"]

_SCALE = {1: 127.0, 2: 32767.0, 4: 2147483647.0}


def _samples(data, width, channels, path):
    """PCM bytes as float32 (channels, frames)."""
    if width == 1:
        values = np.frombuffer(data, np.uint8).astype(np.float32) - 128.0
    elif width in (2, 4):
        values = np.frombuffer(data, f"<i{width}").astype(np.float32)
    elif width == 3:
        raw = np.frombuffer(data, np.uint8).reshape(-1, 3).astype(np.int32)
        values = ((raw[:, 0] | raw[:, 1] << 8 | raw[:, 2] << 16) << 8 >> 8).astype(np.float32)
        return (values / 8388607.0).reshape(-1, channels).T.copy()
    else:
        raise pipeline_error(f"Invalid file, {path} holds {8 * width}-bit samples: PCM "
                             f"samples of 8, 16, 24 or 32 bits are read.")
    return (values / _SCALE[width]).reshape(-1, channels).T.copy()


def read_wav(path):
    """(waveform float32 (channels, frames), sample rate) of a PCM WAV file."""
    try:
        with wave.open(os.fspath(path), "rb") as f:
            channels, width, rate = f.getnchannels(), f.getsampwidth(), f.getframerate()
            data = f.readframes(f.getnframes())
    except (OSError, EOFError, wave.Error) as e:
        raise pipeline_error(f"Invalid file, failed to read the WAV file {path}: {e}", e) from e
    return _samples(data, width, channels, path), rate


class _AudioSource(_FileSource):
    """An audio reader: ``_load()`` gives one entry a row (its file first), ``_row(entry)``
    the row."""

    column_names = ()
    rate_type = np.int32

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None):
        check_workers(num_parallel_workers)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self._names = self.column_names

    def _loaded(self):
        if self._data is None:
            entries = self._load()
            if not entries:
                raise pipeline_error(f"Invalid data, no valid data matching the dataset API "
                                     f"{type(self).__name__}. Please check dataset API or file "
                                     f"path: {self.dataset_dir}.")
            self._data = (entries,)
        return self._data

    def _read(self, index):
        entry = self._loaded()[0][index]
        waveform, rate = read_wav(entry[0])
        return (waveform, np.array(rate, self.rate_type)) + self._row(entry)

    def _row(self, entry):
        return tuple(np.array(v) for v in entry[1:])

    def _wavs(self, folder):
        return sorted(name for name in os.listdir(folder) if name.endswith(".wav")) \
            if os.path.isdir(folder) else []


class YesNoDataset(_AudioSource):
    """Yes/No (``*.wav`` in ``dataset_dir``, named by their eight 0/1 words): columns
    ``waveform``, ``sample_rate`` (int32) and ``label`` (int32 array of the name's numbers)."""

    column_names = ("waveform", "sample_rate", "label")

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _load(self):
        return [(os.path.join(self.dataset_dir, name),
                 [int(x) for x in name[:-4].split("_")])
                for name in self._wavs(self.dataset_dir)
                if re.fullmatch(r"\d+(_\d+)*", name[:-4])]

    def _row(self, entry):
        return (np.array(entry[1], np.int32),)


class LJSpeechDataset(_AudioSource):
    """LJ Speech (``metadata.csv``: ``id|transcription|normalized transcription`` lines, and
    ``wavs/<id>.wav``): columns ``waveform``, ``sample_rate`` (int32), ``transcription`` and
    ``normalized_transcription`` (str), in the metadata's order."""

    column_names = ("waveform", "sample_rate", "transcription", "normalized_transcription")

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _load(self):
        path = os.path.join(self.dataset_dir, "metadata.csv")
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file, {path} does not exist: LJSpeechDataset reads "
                                 f"metadata.csv and wavs/ in its dataset_dir.")
        entries = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\r\n").split("|")
                if len(fields) >= 3:
                    entries.append((os.path.join(self.dataset_dir, "wavs", f"{fields[0]}.wav"),
                                    fields[1], fields[2]))
        return entries


class LibriTTSDataset(_AudioSource):
    """LibriTTS (``<usage>/<speaker>/<chapter>/<speaker>_<chapter>.trans.tsv`` and the
    utterances' ``.wav`` files): columns ``waveform``, ``sample_rate`` (uint32),
    ``original_text``, ``normalized_text`` (str), ``speaker_id``, ``chapter_id`` (uint32) and
    ``utterance_id`` (str); ``usage`` one of the corpus parts or 'all' (default)."""

    column_names = ("waveform", "sample_rate", "original_text", "normalized_text",
                    "speaker_id", "chapter_id", "utterance_id")
    rate_type = np.uint32
    usages = ("dev-clean", "dev-other", "test-clean", "test-other", "train-clean-100",
              "train-clean-360", "train-other-500")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.usage = check_choice("all" if usage is None else usage, self.usages + ("all",),
                                  "usage")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _load(self):
        entries = []
        for part in (self.usages if self.usage == "all" else (self.usage,)):
            root = os.path.join(self.dataset_dir, part)
            for speaker in sorted(os.listdir(root)) if os.path.isdir(root) else ():
                for chapter in sorted(os.listdir(os.path.join(root, speaker))):
                    folder = os.path.join(root, speaker, chapter)
                    listing = os.path.join(folder, f"{speaker}_{chapter}.trans.tsv")
                    if not os.path.isfile(listing):
                        continue
                    with open(listing, encoding="utf-8") as f:
                        for line in f:
                            fields = line.rstrip("\r\n").split("\t")
                            if len(fields) >= 3:
                                entries.append((os.path.join(folder, f"{fields[0]}.wav"),
                                                fields[1], fields[2], int(speaker),
                                                int(chapter), fields[0]))
        return entries

    def _row(self, entry):
        return (np.array(entry[1]), np.array(entry[2]), np.array(entry[3], np.uint32),
                np.array(entry[4], np.uint32), np.array(entry[5]))


class SpeechCommandsDataset(_AudioSource):
    """Speech Commands (``<word>/<speaker>_nohash_<n>.wav``; ``testing_list.txt`` and
    ``validation_list.txt`` name the test and valid files, train is the rest;
    ``_background_noise_`` is not read): columns ``waveform``, ``sample_rate`` (int32),
    ``label``, ``speaker_id`` (str) and ``utterance_number`` (int32); ``usage`` 'train',
    'test', 'valid' or 'all' (default)."""

    column_names = ("waveform", "sample_rate", "label", "speaker_id", "utterance_number")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.usage = check_choice("all" if usage is None else usage,
                                  ("train", "test", "valid", "all"), "usage")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _listed(self, name):
        path = os.path.join(self.dataset_dir, name)
        if not os.path.isfile(path):
            return set()
        with open(path, encoding="utf-8") as f:
            return {line.strip() for line in f if line.strip()}

    def _load(self):
        test, valid = self._listed("testing_list.txt"), self._listed("validation_list.txt")
        entries = []
        for word in sorted(os.listdir(self.dataset_dir)):
            folder = os.path.join(self.dataset_dir, word)
            if word == "_background_noise_" or not os.path.isdir(folder):
                continue
            for name in self._wavs(folder):
                rel = f"{word}/{name}"
                usage = "test" if rel in test else "valid" if rel in valid else "train"
                match = re.fullmatch(r"(.+)_nohash_(\d+)\.wav", name)
                if match and self.usage in ("all", usage):
                    entries.append((os.path.join(folder, name), word, match.group(1),
                                    int(match.group(2))))
        return entries

    def _row(self, entry):
        return np.array(entry[1]), np.array(entry[2]), np.array(entry[3], np.int32)


_GENRES = ("blues", "classical", "country", "disco", "hiphop", "jazz", "metal", "pop",
           "reggae", "rock")


class GTZANDataset(_AudioSource):
    """GTZAN genres (``<genre>/<genre>.<5 digits>.wav``): columns ``waveform``,
    ``sample_rate`` (uint32) and ``label`` (the genre, str). ``usage='all'`` (default) reads
    every file; MindSpore's 'train'/'valid'/'test' are fixed lists of the full corpus' files,
    which minicell does not hold (RuntimeError)."""

    column_names = ("waveform", "sample_rate", "label")
    rate_type = np.uint32

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.usage = check_choice("all" if usage is None else usage,
                                  ("train", "valid", "test", "all"), "usage")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _load(self):
        if self.usage != "all":
            raise pipeline_error(f"GTZANDataset(usage={self.usage!r}) is not supported by "
                                 f"minicell: the split lists of the full corpus are not held; "
                                 f"read usage='all' and split it with Dataset.split.")
        return [(os.path.join(self.dataset_dir, genre, name), genre) for genre in _GENRES
                for name in self._wavs(os.path.join(self.dataset_dir, genre))
                if re.fullmatch(re.escape(genre) + r"\.\d{5}\.wav", name)]


class CMUArcticDataset(_AudioSource):
    """CMU ARCTIC (``cmu_us_<name>_arctic/etc/txt.done.data`` lines ``( arctic_<id> "text" )``
    and ``wav/arctic_<id>.wav``): columns ``waveform``, ``sample_rate`` (uint32),
    ``transcript`` and ``utterance_id`` (str); ``name`` the speaker (default 'aew')."""

    column_names = ("waveform", "sample_rate", "transcript", "utterance_id")
    rate_type = np.uint32
    names = ("aew", "ahw", "aup", "awb", "axb", "bdl", "clb", "eey", "fem", "gka", "jmk", "ksp",
             "ljm", "lnh", "rms", "rxr", "slp", "slt")

    def __init__(self, dataset_dir, name=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.name = check_choice("aew" if name is None else name, self.names, "name")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _load(self):
        root = os.path.join(self.dataset_dir, f"cmu_us_{self.name}_arctic")
        listing = os.path.join(root, "etc", "txt.done.data")
        if not os.path.isfile(listing):
            raise pipeline_error(f"Invalid file, {listing} does not exist: CMUArcticDataset "
                                 f"reads cmu_us_<name>_arctic/etc/txt.done.data.")
        entries = []
        with open(listing, encoding="utf-8") as f:
            for line in f:
                match = re.match(r'\s*\(\s*(\S+)\s+"(.*)"\s*\)', line)
                if match:
                    utterance = match.group(1)
                    entries.append((os.path.join(root, "wav", f"{utterance}.wav"),
                                    match.group(2), utterance.split("_", 1)[-1]))
        return entries
