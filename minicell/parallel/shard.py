"""``mindspore.parallel.shard``: the module 2.10 keeps ``Layout`` and ``shard`` in (mindformers
imports ``from mindspore.parallel.shard import Layout``). The package's ``shard`` attribute stays
the function, as in 2.10 (``parallel/__init__`` imports it from here last).

>>> from minicell.parallel.shard import Layout, shard
>>> import minicell as ms
>>> shard is ms.parallel.shard, Layout is ms.parallel.Layout
(True, True)
"""
from .layout import Layout
from .sharding import shard

__all__ = ["Layout", "shard"]
