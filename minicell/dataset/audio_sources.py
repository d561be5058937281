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

from .engine import check_workers, pipeline_error
from .image_sources import _FileSource
from .rows import FileRow
from .text_sources import check_choice

__all__ = ["YesNoDataset", "LJSpeechDataset", "LibriTTSDataset", "SpeechCommandsDataset",
           "GTZANDataset", "CMUArcticDataset", "TedliumDataset", "read_wav", "read_sph"]

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


def read_sph(path):
    """(waveform float32 (channels, frames), sample rate) of a NIST SPHERE file of PCM
    samples (its header: ``NIST_1A``, the header size, then ``name -type value`` lines);
    16-bit samples are divided by 32768."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
        size = int(raw[8:16].split()[0]) if raw[:7] == b"NIST_1A" else 0
        if not size:
            raise ValueError("no NIST_1A header")
        fields = {}
        for line in raw[16:size].decode("ascii", "replace").splitlines():
            parts = line.split(None, 2)
            if len(parts) == 3:
                fields[parts[0]] = parts[2]
        width = int(fields.get("sample_n_bytes", 2))
        channels = int(fields.get("channel_count", 1))
        rate = int(fields["sample_rate"])
        order = ">" if fields.get("sample_byte_format", "01") == "10" else "<"
    except (OSError, ValueError, KeyError, IndexError) as e:
        raise pipeline_error(f"Invalid file, failed to read the SPHERE file {path}: {e}", e) \
            from e
    if width not in (1, 2, 4):
        raise pipeline_error(f"Invalid file, {path} holds {8 * width}-bit samples.")
    kind = np.int8 if width == 1 else np.dtype(f"{order}i{width}")
    data = raw[size:size + (len(raw) - size) // (width * channels) * width * channels]
    values = np.frombuffer(data, kind).astype(np.float32) / float(2 ** (8 * width - 1))
    return values.reshape(-1, channels).T.copy(), rate


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
        return FileRow((waveform, np.array(rate, self.rate_type)) + self._row(entry), entry[0])

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


class TedliumDataset(_AudioSource):
    """TED-LIUM: ``<usage>/stm/<talk>.stm`` transcripts (``release1``/``release2``; usage
    'train', 'test', 'dev' or 'all' (default)) or ``data/stm`` (``release3``, usage 'all'),
    one row a segment line (``talk channel speaker start end identifier transcript...``), its
    samples cut from ``sph/<talk><extensions>`` (default '.sph', NIST SPHERE): columns
    ``waveform`` (float32 (channels, frames)), ``sample_rate`` (int32), ``transcript``,
    ``talk_id``, ``speaker_id`` and ``identifier`` (str). Rows come as 2.10 orders them: the
    first line of every transcript file (files by name), then the second lines, ...
    (2.10 gives all-zero waveforms for some files; minicell reads the samples.)"""

    column_names = ("waveform", "sample_rate", "transcript", "talk_id", "speaker_id",
                    "identifier")

    def __init__(self, dataset_dir, release, usage=None, extensions=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, cache=None):
        self.release = check_choice(release, ("release1", "release2", "release3"), "release")
        self.usage = check_choice("all" if usage is None else usage,
                                  ("all",) if release == "release3" else
                                  ("train", "test", "dev", "all"), "usage")
        self.extensions = ".sph" if extensions is None else extensions
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler,
                         num_shards, shard_id)

    def _load(self):
        if self.extensions != ".sph":
            raise pipeline_error(f"Invalid file, extension {self.extensions} is not "
                                 f"supported.")
        folders = [os.path.join(self.dataset_dir, "data")] if self.release == "release3" else \
            [os.path.join(self.dataset_dir, u) for u in
             (("train", "test", "dev") if self.usage == "all" else (self.usage,))]
        lines = []
        for k, folder in enumerate(folders):
            stm = os.path.join(folder, "stm")
            for name in sorted(os.listdir(stm)) if os.path.isdir(stm) else ():
                if not name.endswith(".stm"):
                    continue
                with open(os.path.join(stm, name), encoding="utf-8") as f:
                    segments = [line.split() for line in f if line.strip()]
                sph = os.path.join(folder, "sph", name[:-4] + self.extensions)
                lines.extend(((n, name, k), (sph, fields)) for n, fields in enumerate(segments)
                             if len(fields) >= 6)
        return [entry for _, entry in sorted(lines, key=lambda item: item[0])]

    def _read(self, index):
        path, fields = self._loaded()[0][index]
        waveform, rate = read_sph(path)
        start, end = (int(float(t) * rate) for t in fields[3:5])
        return FileRow((waveform[:, start:end], np.array(rate, np.int32),
                        np.array(" ".join(fields[6:])), np.array(fields[0]),
                        np.array(fields[2]), np.array(fields[5])), path)
