"""``mindspore.dataset.vision.py_transforms`` (MindSpore's legacy path): the same classes as
``minicell.dataset.vision``."""
from .c_transforms import *  # noqa: F401,F403
from . import __all__  # noqa: F401
