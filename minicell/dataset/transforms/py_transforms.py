"""``mindspore.dataset.transforms.py_transforms`` (MindSpore's legacy path): the same classes as
``minicell.dataset.transforms``."""
from .c_transforms import *  # noqa: F401,F403
from .c_transforms import __all__  # noqa: F401
from . import TensorOperation


class PyTensorOperation(TensorOperation):
    """Base of Python transforms written by users (they define ``__call__``)."""
