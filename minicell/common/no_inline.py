"""``mindspore.common.no_inline`` (2.10 keeps it for ``mindspore.graph.no_inline``):
``no_inline``; the module calls it too (``_module_paths``). A facade over the compiler, at
the top layer like ``common.api``."""
from ..compiler.jit_options import no_inline
from ._module_paths import make_callable

__all__ = ["no_inline"]
make_callable(__name__, no_inline)
