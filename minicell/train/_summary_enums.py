"""``mindspore.train.summary.enums``: the summary plugins and modes (2.10's members and values).

>>> ModeEnum.to_list()
['train', 'eval']
"""
from enum import Enum


class BaseEnum(Enum):
    """An Enum whose ``to_list()`` gives its members' values."""

    @classmethod
    def to_list(cls):
        return [member.value for member in cls]


class PluginEnum(BaseEnum):
    """The kinds of data a summary holds."""
    GRAPH = 'graph'
    SCALAR = 'scalar'
    IMAGE = 'image'
    TENSOR = 'tensor'
    HISTOGRAM = 'histogram'
    TRAIN_LINEAGE = 'train_lineage'
    EVAL_LINEAGE = 'eval_lineage'
    CUSTOM_LINEAGE_DATA = 'custom_lineage_data'
    DATASET_GRAPH = 'dataset_graph'
    EXPLAINER = 'explainer'
    LANDSCAPE = 'landscape'


class WriterPluginEnum(Enum):
    """The writers of a summary directory."""
    EXPORTER = 'exporter'
    EXPLAINER = 'explainer'
    SUMMARY = 'summary'
    LINEAGE = 'lineage'


class ModeEnum(BaseEnum):
    """The modes a SummaryCollector runs in."""
    TRAIN = 'train'
    EVAL = 'eval'
