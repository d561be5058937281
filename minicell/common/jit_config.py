"""``mindspore.common.jit_config`` (2.10 keeps it for ``mindspore.graph.jit_config``):
``JitConfig``. A facade over the compiler, at the top layer like ``common.api``."""
from ..compiler.jit_options import JitConfig  # noqa: F401

__all__ = ["JitConfig"]
