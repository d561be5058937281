"""``mindspore.mint.nn``: PyTorch-style layers (``Linear``, ``Conv2d(padding=1)``,
``BatchNorm2d(momentum=0.1)``, ``Softmax(dim=...)``) as minicell Cells.

Layers whose arguments already match are minicell.nn's own classes; the others subclass them
or wrap ``mint.nn.functional``, mapping PyTorch's conventions: ``bias=`` for ``has_bias``,
numeric ``padding`` for ``pad_mode='pad'``, BatchNorm's ``momentum`` as the weight of the new
statistics (MindSpore's nn weighs the old ones), ``track_running_stats=False`` for batch
statistics in evaluation too.

>>> from minicell import mint
>>> mint.nn.Conv2d(3, 8, 3, padding=1).pad_mode
'pad'
"""
from ...nn import (  # noqa: F401  minicell.nn's classes, whose arguments already match
    AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, BCELoss,
    ConstantPad1d, ConstantPad2d, ConstantPad3d, CosineEmbeddingLoss, Flatten, L1Loss, Linear,
    LogSigmoid, MSELoss, MaxUnpool2d, Mish, PixelShuffle, ReLU, ReflectionPad1d,
    ReflectionPad2d, ReflectionPad3d, ReplicationPad1d, ReplicationPad2d, ReplicationPad3d,
    Sigmoid, SoftMarginLoss, Tanh, Upsample, ZeroPad2d,
)
from . import functional
from . import functional as F
from ._layers import *  # noqa: F401,F403
from ...common.unsupported import install as _install_unsupported

_install_unsupported(__name__, "mindspore.mint.nn")
