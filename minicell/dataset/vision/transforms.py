"""``mindspore.dataset.vision.transforms`` (the module the classes live in in MindSpore): the
same classes as ``minicell.dataset.vision``."""
from . import *  # noqa: F401,F403
from . import __all__  # noqa: F401
from ..transforms.py_transforms import PyTensorOperation  # noqa: F401
from ..transforms import Implementation  # noqa: F401  (as 2.10's module)
