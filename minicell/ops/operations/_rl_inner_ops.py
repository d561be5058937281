"""``mindspore.ops.operations._rl_inner_ops``: MindSpore's cuDNN-only RNN kernels. Libraries
import ``CudnnGRU`` at module level and use it only on GPU (mindnlp's RNNs), so it imports as a
stand-in that raises ``UnsupportedError`` with the reason when built."""
from ...common.unsupported import install as _install, placeholders as _placeholders

globals().update(_placeholders("mindspore.ops.operations._rl_inner_ops"))
_install(__name__, "mindspore.ops.operations._rl_inner_ops")
