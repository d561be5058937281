"""``mindspore.nn.utils``."""
import contextlib

from ..common.parameter import Parameter


@contextlib.contextmanager
def no_init_parameters():
    """``with nn.no_init_parameters(): net = Net()``: Parameters built from ``initializer(...)``
    inside the block are not initialized until first use, so loading a checkpoint right after
    replaces them without ever running their initializer.

    MindSpore marks the block by setting ``Parameter.init_param`` to False (True again after the
    block, even when it raises); outside it, MindSpore initializes such Parameters when they are
    built. minicell sets the same flag, and its Parameters from ``initializer(...)`` are always
    initialized lazily (first use, ``init_data()``), so inside and outside the block a load
    skips the initializer and the values are the same. Parameters built from Tensors or numpy
    arrays hold their data in both.

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
