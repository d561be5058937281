"""``mindspore.ops.operations._embedding_cache_ops``: MindSpore's deprecated embedding-cache
Primitives (``SubAndFilter``, ``MapUniform``, ``PadAndShift``, ``UpdateCache``), made from the op
table (rows with ``module="_embedding_cache_ops"``). ``CacheSwapTable``, ``MapCacheIdx`` and
``DynamicAssign`` (its parameter-server cache kernels) are not provided."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["_embedding_cache_ops"])
