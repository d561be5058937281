"""Optimizers (SGD, Momentum, Adam and its variants, Adagrad, RMSProp, FTRL, Lamb, AdaFactor,
...) and learning-rate schedules."""
from .optimizer import *  # noqa: F401,F403
from .sgd import *  # noqa: F401,F403
from .adam import *  # noqa: F401,F403
from .adam_ext import *  # noqa: F401,F403
from .adagrad import *  # noqa: F401,F403
from .asgd import *  # noqa: F401,F403
from .ftrl import *  # noqa: F401,F403
from .adafactor import *  # noqa: F401,F403
from .lars import *  # noqa: F401,F403
from .adasum import *  # noqa: F401,F403
from ..learning_rate_schedule import *  # noqa: F401,F403
from . import optimizer, sgd, adam, adam_ext, adagrad, asgd, ftrl, adafactor, lars, adasum
from .. import learning_rate_schedule as _lrs
from ...common.unsupported import placeholder as _placeholder

# ``nn.optim.thor`` (MindSpore's THOR): imports, refuses with the reason when called
thor = _placeholder("mindspore.nn", "thor")

__all__ = (optimizer.__all__ + sgd.__all__ + adam.__all__ + adam_ext.__all__ + adagrad.__all__
           + asgd.__all__ + ftrl.__all__ + adafactor.__all__ + lars.__all__ + adasum.__all__
           + _lrs.__all__)
