"""``mindspore.dataset.core``: the dataset package's shared helpers (``validator_helpers``)."""
from . import validator_helpers  # noqa: F401

# ``mindspore.dataset.core.config`` is where MindSpore defines ``mindspore.dataset.config``:
# the same module here
import sys as _sys  # noqa: E402

from .. import config  # noqa: E402,F401

_sys.modules[__name__ + ".config"] = config
