"""``mindspore.common.mutable`` (2.10 keeps it for ``mindspore.graph.mutable``): ``mutable``;
the module calls it too (``_module_paths``)."""
from ..runtime.mutable import mutable
from ._module_paths import make_callable

__all__ = ["mutable"]
make_callable(__name__, mutable)
