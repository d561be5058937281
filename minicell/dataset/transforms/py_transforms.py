"""``mindspore.dataset.transforms.py_transforms`` (MindSpore's legacy path): the same classes as
``minicell.dataset.transforms``."""
from .c_transforms import *  # noqa: F401,F403
from .c_transforms import __all__  # noqa: F401
