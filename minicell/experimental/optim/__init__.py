"""``mindspore.experimental.optim``: PyTorch-style optimizers over parameter groups
(``optimizer(grads)`` updates the Parameters) and ``lr_scheduler``, whose schedulers write the
groups' learning-rate Parameters.

>>> import minicell as ms
>>> from minicell import nn
>>> from minicell.experimental import optim
>>> opt = optim.Adam(nn.Dense(2, 1).trainable_params(), lr=0.1)
>>> sched = optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
>>> _ = sched.step()
>>> [float(lr) for lr in sched.get_last_lr()]
[0.05000000074505806]
"""
from .optimizer import Optimizer
from .adam import Adam, AdamW
from .adam_variants import Adamax, NAdam, RAdam
from .adaptive import Adadelta, Adagrad, RMSprop
from .sgd import ASGD, SGD, Rprop
from . import lr_scheduler

__all__ = ["Optimizer", "AdamW", "SGD", "Adam", "Adadelta", "Adagrad", "ASGD", "Adamax",
           "RMSprop", "Rprop", "RAdam", "NAdam"]
