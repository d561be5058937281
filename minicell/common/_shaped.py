"""``ndim`` and ``size`` derived from ``shape``: one definition for ``Tensor`` and for the
compiler's symbolic ``Var`` (a Tensor holds a Var while a GRAPH_MODE trace runs).

>>> class Box(Shaped):
...     shape = (2, 3)
>>> Box().ndim, Box().size
(2, 6)
"""
import math


class Shaped:
    """Mixin for classes with a ``shape`` tuple; no instance state of its own."""

    __slots__ = ()

    @property
    def ndim(self):
        """The number of dimensions (``len(shape)``)."""
        return len(self.shape)

    @property
    def size(self):
        """The number of elements (the product of ``shape``; 1 for a scalar)."""
        return int(math.prod(self.shape))      # (np.prod of a tuple costs ~30x more)
