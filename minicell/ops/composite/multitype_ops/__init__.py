"""``mindspore.ops.composite.multitype_ops`` (2.10's package of the MultitypeFuncGraphs behind
Python operators and bprops); minicell has the module MindSpore's tests and bprops import from
it, ``zeros_like_impl``."""
from .zeros_like_impl import zeros_like  # noqa: F401

__all__ = ["zeros_like"]
