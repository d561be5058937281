"""``mindspore.utils.dlpack``: where 2.10's docs import the DLPack exchange from
(``from mindspore.utils.dlpack import to_dlpack, from_dlpack``); the functions of
``minicell.utils``."""
from . import from_dlpack, to_dlpack

__all__ = ["to_dlpack", "from_dlpack"]
