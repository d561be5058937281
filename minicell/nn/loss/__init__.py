"""``mindspore.nn.loss``: every loss Cell of ``nn`` (``loss`` holds the core ones, as in
MindSpore's ``mindspore.nn.loss.loss``; the rest come from ``nn.loss_ext``)."""
from .loss import *  # noqa: F401,F403
from ..loss_ext import *  # noqa: F401,F403
from . import loss
from .. import loss_ext as _ext

__all__ = loss.__all__ + _ext.__all__
