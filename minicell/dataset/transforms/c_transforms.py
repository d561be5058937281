"""``mindspore.dataset.transforms.c_transforms`` (MindSpore's legacy path): the same classes as
``minicell.dataset.transforms``."""
from . import Compose, Duplicate, Fill, OneHot, RandomApply, RandomChoice, TypeCast  # noqa: F401

__all__ = ["Compose", "Duplicate", "Fill", "OneHot", "RandomApply", "RandomChoice", "TypeCast"]
