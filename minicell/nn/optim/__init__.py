"""Optimizers (SGD, Momentum, Adam, AdamW, AdamWeightDecay) and learning-rate schedules."""
from .optimizer import *  # noqa: F401,F403
from .sgd import *  # noqa: F401,F403
from .adam import *  # noqa: F401,F403
from ..learning_rate_schedule import *  # noqa: F401,F403
from . import optimizer, sgd, adam
from .. import learning_rate_schedule as _lrs

__all__ = optimizer.__all__ + sgd.__all__ + adam.__all__ + _lrs.__all__
