"""``mindspore.nn.layer.container``: the module path MindSpore gives the Cell containers."""
from ..container import CellDict, CellList, SequentialCell  # noqa: F401

__all__ = ["SequentialCell", "CellList", "CellDict"]
