"""``mindspore.ops.communication``: MindSpore's distributed functions in one namespace, the
same objects as ``ops.all_reduce`` & co. (``minicell/ops/comm_func.py``), plus ``gather`` and
``scatter``, which ``ops`` itself spells for its indexing ops.

>>> from minicell.ops.communication import all_reduce, set_comm_ops_inplace
>>> all_reduce is __import__("minicell").ops.all_reduce
True
"""
from .comm_func import *  # noqa: F401,F403
from .comm_func import __all__  # noqa: F401
from ..common.unsupported import install as _install_unsupported

_install_unsupported(__name__, "mindspore.ops.communication")
