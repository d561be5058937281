"""``mindspore.mint.nn``: PyTorch-style layers (``Linear``, ``Conv2d(padding=1)``,
``BatchNorm2d(momentum=0.1)``, ``Softmax(dim=...)``) as minicell Cells.

Layers whose arguments already match are minicell.nn's own classes; the others subclass them
or wrap ``mint.nn.functional``, mapping PyTorch's conventions: ``bias=`` for ``has_bias``,
numeric ``padding`` for ``pad_mode='pad'``. The norm layers have PyTorch's Parameters
(``weight``, ``bias``, ``running_mean``, ``running_var``, ``num_batches_tracked``: see
``_norm``), BatchNorm's ``momentum`` the weight of the new statistics (MindSpore's nn weighs
the old ones) and ``track_running_stats=False`` for batch statistics in evaluation too.

>>> from minicell import mint
>>> mint.nn.Conv2d(3, 8, 3, padding=1).pad_mode
'pad'
"""
from ...nn import (  # noqa: F401  minicell.nn's classes, whose arguments already match
    BCELoss, Flatten, Linear, LogSigmoid, MaxUnpool2d, Mish,
    ReLU, Sigmoid, SoftMarginLoss, Tanh,
)
from ...nn import (  # noqa: F401  MindSpore's mint.nn names for these minicell.nn classes
    DropoutExt as Dropout, Dropout2dExt as Dropout2d, EmbeddingExt as Embedding,
    L1LossExt as L1Loss, LayerNormExt as LayerNorm, MaxPool2dExt as MaxPool2d,
    PReLUExt as PReLU, SoftShrink as Softshrink,
)
from . import functional
from . import functional as F
from .functional import cross_entropy  # noqa: F401  (2.10 has it in mint.nn too)
from ...ops import nll_loss as nllloss  # noqa: F401
from ._layers import *  # noqa: F401,F403
from ._losses import *  # noqa: F401,F403
from ._norm import *  # noqa: F401,F403
from ._pads import *  # noqa: F401,F403
from ...common.unsupported import install as _install_unsupported
from .._operands import install_layers as _install_layers
from ._call_table import LAYERS as _LAYERS

_install_unsupported(__name__, "mindspore.mint.nn")
_install_layers(globals(), _LAYERS)   # 2.10's refusal of non-Tensor inputs
