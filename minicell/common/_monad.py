"""``mindspore.common._monad``: the markers MindSpore's graphs thread through side effects,
``U`` (memory state, a ``UMonad``) and ``IO`` (input/output, an ``IOMonad``).

minicell orders side effects in its own IR (``compiler.passes``), so the markers carry nothing:
they exist for code written against MindSpore, e.g. ``ops.depend(x, monad.U)``, which returns
``x`` as it does there.

>>> from minicell.common import _monad as monad
>>> from minicell import ops, Tensor
>>> ops.depend(Tensor(2.0), monad.U)
Tensor(shape=[], dtype=Float32, value= 2)
"""


class UMonad:
    """The memory-state marker (``U``)."""


class IOMonad:
    """The input/output marker (``IO``)."""


U = UMonad()
IO = IOMonad()
