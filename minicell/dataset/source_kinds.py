"""MindSpore 2.10's source base classes, for ``isinstance`` checks in user code
(``isinstance(data, (SourceDataset, MappableDataset))`` in mindformers' pipelines):
``SourceDataset`` (any source: a pipeline's leaf), ``MappableDataset`` (a random-access source
read through samplers), ``VisionBaseDataset`` / ``TextBaseDataset`` / ``AudioBaseDataset``
(the kind of data it reads). minicell's sources have their own hierarchy (``MappableSource``,
file readers), so these are virtual base classes that classify a source class as 2.10 does.

>>> import minicell.dataset as ds
>>> data = ds.NumpySlicesDataset([1, 2])
>>> isinstance(data, ds.MappableDataset), isinstance(data.batch(1), ds.SourceDataset)
(True, False)
"""
import abc

from .datasets import Dataset
from .sources import MappableSource
from .tfrecord import TFRecordDataset

__all__ = ["SourceDataset", "MappableDataset", "VisionBaseDataset", "TextBaseDataset",
           "AudioBaseDataset"]

# where minicell defines the sources 2.10 derives from TextBaseDataset / AudioBaseDataset, and
# 2.10's modules of them (their __module__ after minicell._class_modules)
_TEXT_MODULES = ("text_corpora", "text_sources", "translation_sources", "datasets_text")
_TEXT_CLASSES = ("TextFileDataset",)
_AUDIO_MODULES = ("audio_sources", "datasets_audio")
_UNION_CLASSES = ("CSVDataset",)    # 2.10's UnionBaseDataset: each of the three kinds


def _is_source(cls):
    return isinstance(cls, type) and issubclass(cls, (MappableSource, TFRecordDataset))


def _module_in(cls, names):
    return cls.__module__.rpartition(".")[2] in names


def _is_union(cls):
    return any(c.__name__ in _UNION_CLASSES for c in cls.__mro__ if issubclass(c, Dataset))


def _is_text(cls):
    return _is_union(cls) or any(_module_in(c, _TEXT_MODULES) or c.__name__ in _TEXT_CLASSES
               for c in cls.__mro__ if issubclass(c, Dataset))


def _is_audio(cls):
    return _is_union(cls) or any(_module_in(c, _AUDIO_MODULES) for c in cls.__mro__ if issubclass(c, Dataset))


class _Kind(abc.ABC):
    """A virtual base: ``issubclass(C, kind)`` asks ``kind._holds(C)``."""

    @classmethod
    def __subclasshook__(cls, sub):
        return True if _is_source(sub) and cls._holds(sub) else NotImplemented

    @classmethod
    def _holds(cls, sub):
        return True


class SourceDataset(_Kind):
    """Any source (``GeneratorDataset``, ``MnistDataset``, ``TFRecordDataset``, ...); not the
    operations built on one (``batch``, ``map``, ...)."""


class MappableDataset(_Kind):
    """A source read by index through a sampler (``GeneratorDataset`` of a random-access
    source, the image folders, ``MindDataset``); not the file readers (``TextFileDataset``,
    ``TFRecordDataset``, ``CSVDataset``) or ``RandomDataset``."""

    @classmethod
    def _holds(cls, sub):
        return getattr(sub, "_mappable", True) and not issubclass(sub, TFRecordDataset)


class TextBaseDataset(_Kind):
    """A source of text corpora (``TextFileDataset``, ``IMDBDataset``, ``CLUEDataset``, ...)."""

    @classmethod
    def _holds(cls, sub):
        return _is_text(sub)


class AudioBaseDataset(_Kind):
    """A source of audio recordings (``LJSpeechDataset``, ``YesNoDataset``, ...)."""

    @classmethod
    def _holds(cls, sub):
        return _is_audio(sub)


class VisionBaseDataset(_Kind):
    """Every other source (2.10 derives ``GeneratorDataset``, ``CSVDataset``, ``MindDataset``
    and the image sources from it)."""

    @classmethod
    def _holds(cls, sub):
        return _is_union(sub) or not (_is_text(sub) or _is_audio(sub))
