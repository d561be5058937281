"""``mindspore.dataset.core``: the dataset package's shared helpers (``validator_helpers``)."""
from . import validator_helpers  # noqa: F401
