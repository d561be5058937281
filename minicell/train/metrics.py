"""``mindspore.train.metrics``: MindSpore 2.10's module path of the metrics (``Accuracy``,
``Loss``, ...); they are ``minicell.nn.metrics``'s classes.

>>> from minicell.train.metrics import Accuracy
>>> import minicell as ms
>>> Accuracy is ms.train.Accuracy
True
"""
from ..nn.metrics import *  # noqa: F401,F403
from ..nn.metrics import __all__  # noqa: F401
