"""``mindspore.common.api``'s public names, at the module path real code imports them from
(``from mindspore.common.api import jit``). A facade over the compiler: it sits at the top
layer, like the package root."""
from ..common.parameter import Parameter  # noqa: F401
from ..common.tensor import Tensor  # noqa: F401
from ..compiler.api import jit, ms_function  # noqa: F401
from ..compiler.jit_options import JitConfig, jit_class  # noqa: F401
from ..device import set_recursion_limit, synchronize  # noqa: F401


class _PynativeExecutor:
    """The part of MindSpore's private ``_pynative_executor`` that scripts and tests call:
    ``sync()`` waits for the work issued so far, as ``mindspore.runtime.synchronize`` does."""

    @staticmethod
    def sync():
        synchronize()


_pynative_executor = _PynativeExecutor()
