"""``mindspore.dataset.transforms.transforms`` (the module the classes live in in MindSpore): the
same classes as ``minicell.dataset.transforms``."""
from . import *  # noqa: F401,F403
from . import __all__  # noqa: F401
from .py_transforms import PyTensorOperation  # noqa: F401
from . import Implementation  # noqa: F401  (2.10's transforms modules all export it)

# 2.10 keeps the executor of each process/thread that called an operation eagerly here (and
# drops it when its thread ends); minicell's eager calls need none, so it stays empty
EXECUTORS_LIST = {}
