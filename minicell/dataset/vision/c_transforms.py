"""``mindspore.dataset.vision.c_transforms`` (MindSpore's legacy path): the same classes as
``minicell.dataset.vision``."""
from . import *  # noqa: F401,F403
from . import __all__  # noqa: F401
