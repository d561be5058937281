"""``mindspore.nn.utils``."""
import contextlib

from ..common.parameter import Parameter


@contextlib.contextmanager
def no_init_parameters():
    """``with nn.no_init_parameters(): net = Net()``: Parameters built from ``initializer(...)``
    inside the block are not initialized until first use, so loading a checkpoint right after
    replaces them without ever running their initializer.

    The block sets ``Parameter.init_param`` to False (True again after the block, even when it
    raises), as MindSpore; outside it, Parameters from ``initializer(...)`` are initialized
    when they are built (so they draw their random numbers in creation order, as 2.10).
    Parameters built from Tensors or numpy arrays hold their data in both.

    >>> import minicell as ms
    >>> with ms.nn.no_init_parameters():
    ...     net = ms.nn.Dense(2, 3)
    ...     print(ms.Parameter.init_param)
    False
    >>> net.weight.has_init, ms.Parameter.init_param
    (True, True)
    """
    Parameter.init_param = False
    try:
        yield
    finally:
        Parameter.init_param = True
