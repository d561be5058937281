"""``mindspore.common.lazy_inline`` (2.10 keeps it for ``mindspore.graph.lazy_inline``):
``lazy_inline``; the module decorates as it does, as 2.10's (``import
mindspore.common.lazy_inline as lazy_inline`` then ``@lazy_inline``). A facade over the
compiler, at the top layer like ``common.api``."""
from ..compiler.jit_options import lazy_inline
from ._module_paths import make_callable

__all__ = ["lazy_inline"]
make_callable(__name__, lazy_inline)
