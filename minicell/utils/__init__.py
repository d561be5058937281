"""``mindspore.utils``: DLPack exchange, ``MsDispatchMode`` (see runtime/dispatch_mode.py), 2.10's
deprecated spellings of ``mindspore.tools``' hardware checks, and ``runtime_execution_order_check``
(a check of the communication orders MindSpore's runtime recorded on each rank; see that module).

``to_dlpack(tensor)`` gives a DLPack capsule sharing the Tensor's buffer (JAX's); ``from_dlpack``
takes such a capsule, once, as MindSpore 2.10 does (``Tensor.from_dlpack`` also takes objects
with ``__dlpack__``).

>>> import numpy as np, minicell as ms
>>> from minicell.utils import from_dlpack, to_dlpack
>>> from_dlpack(to_dlpack(ms.Tensor(np.ones(2, np.float32))))
Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00])
"""
import functools

from .. import log as logger
from .. import ops, tools
from ..common import dtype as mstype
from ..common.tensor import Tensor, from_dlpack as _from_dlpack
from ..common.unsupported import install as _install_unsupported
from ..communication.management import get_group_size
from ..runtime.dispatch_mode import MsDispatchMode  # noqa: F401  (an op-dispatch hook)
from .runtime_execution_order_check import comm_exec_order_check, runtime_execution_order_check

_CONSUMED = ("from_dlpack received an invalid capsule. Note that DLTensor capsules can be "
             "consumed only once, so you might have already constructed a tensor from it once.")


def from_dlpack(dlpack):
    """A Tensor sharing the buffer of the DLPack capsule ``dlpack`` (which it consumes)."""
    if type(dlpack).__name__ != "PyCapsule":
        raise RuntimeError(_CONSUMED)
    try:
        return _from_dlpack(dlpack)
    except RuntimeError:
        raise RuntimeError(_CONSUMED) from None


def to_dlpack(tensor):
    """A DLPack capsule sharing ``tensor``'s buffer."""
    if not isinstance(tensor, Tensor):
        raise AttributeError(f"'{type(tensor).__name__}' object has no attribute 'has_init'")
    return tensor.to_dlpack()


def _deprecated(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        logger.warning(f"'mindspore.utils.{func.__name__}' is deprecated from version 2.7.1 and "
                       f"will be removed in a future version, use "
                       f"'mindspore.tools.{func.__name__}' instead.")
        return func(*args, **kwargs)
    return wrapper


sdc_detect_start = _deprecated(tools.sdc_detect_start)
sdc_detect_stop = _deprecated(tools.sdc_detect_stop)
get_sdc_detect_result = _deprecated(tools.get_sdc_detect_result)
stress_detect = _deprecated(tools.stress_detect)


class ExitByRequest:
    """Graceful exit on request: ``exit_by_request(grad, init_value, exit_value)`` sets
    ``exit_value`` to whether every rank asked to exit (``init_value`` summed over the ranks
    equals their number) and returns ``grad``; with one rank it only returns ``grad``."""

    def __init__(self):
        self.group_size = get_group_size()
        self.is_distributed = self.group_size > 1
        if self.is_distributed:
            self.base = Tensor([self.group_size], dtype=mstype.int32)

    def exit_by_request(self, grad, init_value, exit_value):
        if self.is_distributed:
            every_rank = ops.all(ops.equal(ops.AllReduce()(init_value), self.base))
            grad = ops.depend(grad, ops.assign(exit_value, every_rank))
        return grad


_install_unsupported(__name__, "mindspore.utils")
