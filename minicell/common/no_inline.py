"""``mindspore.common.no_inline`` (2.10 keeps it for ``mindspore.graph.no_inline``):
``no_inline``. A facade over the compiler, at the top layer like ``common.api``."""
from ..compiler.jit_options import no_inline  # noqa: F401

__all__ = ["no_inline"]
