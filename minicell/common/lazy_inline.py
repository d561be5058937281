"""``mindspore.common.lazy_inline`` (2.10 keeps it for ``mindspore.graph.lazy_inline``):
``lazy_inline``; ``import mindspore.common.lazy_inline as lazy_inline`` gives the decorator
itself (``mindspore.common`` keeps the function under that name). A facade over the compiler,
at the top layer like ``common.api``."""
from ..compiler.jit_options import lazy_inline  # noqa: F401

__all__ = ["lazy_inline"]
