"""``mindspore.experimental``: the PyTorch-style optimizers and learning-rate schedulers
(``experimental.optim``)."""
from . import optim
from ..common.unsupported import install as _install_unsupported

__all__ = ["optim"]
_install_unsupported(__name__, "mindspore.experimental")
