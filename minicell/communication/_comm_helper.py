"""``mindspore.communication._comm_helper``: the private helpers of MindSpore 2.10 that
libraries import (mindformers: ``_is_initialized`` to ask whether ``init()`` ran, ``Backend``
in type hints), over minicell's ``management``.

>>> from minicell.communication._comm_helper import Backend, _is_initialized
>>> Backend("NCCL"), _is_initialized()
('nccl', False)
"""
from .management import (  # noqa: F401
    GlobalComm, HCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP,
)

DEFAULT_BACKEND = "hccl"      # MindSpore's default name, before init() picks the platform's


class Backend:
    """The backend names; ``Backend(name)`` gives the name's value (``'hccl'``, ``'nccl'``,
    ``'mccl'``, any case), ``TypeError`` for a non-str, ``ValueError`` for another name."""
    UNDEFINED = "undefined"
    HCCL = "hccl"
    NCCL = "nccl"
    MCCL = "mccl"

    def __new__(cls, name):
        if not isinstance(name, str):
            raise TypeError("For 'Backend', the class variable 'name' must be a string, but got "
                            f"the type : {type(name)}")
        value = getattr(Backend, name.upper(), Backend.UNDEFINED)
        if value == Backend.UNDEFINED:
            raise ValueError(f"For 'Backend', the class variable 'name' {name} is not "
                             "supported, please use hccl or nccl.")
        return value


def _is_initialized():
    """Whether ``init()`` has joined the world group (and ``release()`` not left it)."""
    return bool(GlobalComm.INITED)
