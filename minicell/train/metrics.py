"""``mindspore.train.metrics``: MindSpore 2.10's module path of the metrics (``Accuracy``,
``Loss``, ...); they are ``minicell.nn.metrics``'s classes.

>>> from minicell.train.metrics import Accuracy
>>> import minicell as ms
>>> Accuracy is ms.train.Accuracy
True
"""
import sys as _sys

from ..common._module_paths import register_submodule
from ..nn.metrics import *  # noqa: F401,F403
from ..nn.metrics import __all__  # noqa: F401
from ..nn.metrics import metric as _metric

# mindspore.train.metrics.metric (Metric, rearrange_inputs), which MindEarth's PreDiff imports
register_submodule(_sys.modules[__name__], "metric", _metric)
