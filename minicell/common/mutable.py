"""``mindspore.common.mutable`` (2.10 keeps it for ``mindspore.graph.mutable``): ``mutable``."""
from ..runtime.mutable import mutable  # noqa: F401

__all__ = ["mutable"]
