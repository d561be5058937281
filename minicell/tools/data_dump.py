"""``mindspore.tools.set_dump``: mark Cells and Primitives for Ascend's kernel data dump.

MindSpore 2.10 dumps the marked operators' data only on Ascend (with a dump configuration
file); elsewhere ``set_dump`` still checks its arguments and sets the marks, and warns that the
device target is not supported (measured on 2.10's CPU build). minicell does the same: the marks
are kept (``cell.get_flags()["dump"]``, ``primitive.attrs["dump"]``), no data is ever dumped.
``mindspore.set_dump`` (and ``mindspore.common.set_dump``) is the same function, deprecated
since 2.7.1 in favour of this one.

>>> import warnings
>>> from minicell import nn
>>> net = nn.SequentialCell([nn.ReLU()])
>>> with warnings.catch_warnings():
...     warnings.simplefilter("ignore")
...     set_dump(net)
>>> net[0].get_flags()["dump"]
True
"""
from warnings import warn

from .. import context
from .. import log as logger


def set_dump(target, enabled=True):
    """Enable (``enabled=True``) or disable the dump mark of ``target`` (a Cell: it, every Cell
    below it and its Primitives that already carry the mark; or a Primitive); 2.10's checks and
    texts, and its warning when the device target is not Ascend."""
    from ..nn import Cell               # (nn and ops sit above tools' callers: imported here)
    from ..ops import Primitive
    if not isinstance(target, (Cell, Primitive)):
        raise ValueError(f"The \"target\" parameter must be an instance of Cell or Primitive, "
                         f"but got an instance of {type(target)}.")
    if not isinstance(enabled, bool):
        raise ValueError("The \"enabled\" parameter must be bool.")
    device = context.get_context("device_target")
    if device != "Ascend":
        warn(f"Current device_target is {device}, which is not supported by set_dump. Only "
             f"Ascend device target is supported currently. If you have Ascend device, consider "
             f"set device_target to Ascend before calling set_dump.")
    if isinstance(target, Cell):
        target.add_flags(dump=enabled)
        for cell in target.cells():
            set_dump(cell, enabled)
        for value in list(vars(target).values()):
            if isinstance(value, Primitive) and "dump" in value.attrs:
                set_dump(value, enabled)
    else:
        target.add_prim_attr("dump", "true" if enabled else "false")


_WARNED = []


def deprecated_set_dump(target, enabled=True):
    """``mindspore.set_dump``: ``tools.set_dump``, logging 2.10's deprecation once."""
    if not _WARNED:
        _WARNED.append(True)
        logger.warning("'mindspore.set_dump' is deprecated from version 2.7.1 and will be "
                       "removed in a future version, use 'mindspore.tools.set_dump' instead.")
    set_dump(target, enabled)


deprecated_set_dump.__name__ = deprecated_set_dump.__qualname__ = "set_dump"
