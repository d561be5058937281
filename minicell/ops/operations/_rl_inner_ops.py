"""``mindspore.ops.operations._rl_inner_ops``: MindSpore's RNN kernels with flat weights.
``GRUV2`` computes as MindSpore's CPU kernel (``ops.gru_v2``). ``CudnnGRU`` is cuDNN-only:
libraries import it at module level and use it only on GPU (mindnlp's RNNs), so it imports as a
stand-in that raises ``UnsupportedError`` with the reason when built."""
from ...common.unsupported import install as _install, placeholders as _placeholders
from ..gru_v2 import GRUV2  # noqa: F401

globals().update(_placeholders("mindspore.ops.operations._rl_inner_ops"))
_install(__name__, "mindspore.ops.operations._rl_inner_ops")
