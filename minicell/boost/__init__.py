"""``mindspore.boost``: gradient accumulation. MindSpore's other boost algorithms rewrite a
network for Ascend training throughput and are listed unsupported with the reason."""
from . import grad_accumulation  # noqa: F401
from .grad_accumulation import GradientAccumulation  # noqa: F401
from ..common.unsupported import install as _install_unsupported

_install_unsupported(__name__, "mindspore.boost")
