"""``mstx`` (class ``Mstx``): Ascend's tool-extension markers, ``mark``, ``range_start``,
``range_end``.

They reach the NPU profiler only with an Ascend device target and CANN's ``libmspti.so`` in
``LD_PRELOAD`` (``Mstx.enable``); otherwise they do nothing and ``range_start`` returns 0, as
2.10 off an NPU. minicell has no NPU profiler (``NPU_PROFILER`` is None; a test may put one in).
"""
import os
from os.path import basename

from .. import context
from .. import log as logging
from .._streams import Stream
from .common.constant import CannLibName, DeviceTarget
from .common.path_manager import PathManager


def _argument_refused(func, message, domain):
    """2.10's checks before a mark or a range start: the warning, or None when fine."""
    if not message or not isinstance(message, str):
        return f"Invalid message for mstx.{func} func. Please input valid message string."
    if not isinstance(domain, str) or domain == "":
        return (f"Invalid domain name for mstx.{func} func. Please input str and can not be "
                "empty.")
    return None


class Mstx:
    """Static ``mark``, ``range_start`` and ``range_end``."""
    NPU_PROFILER = None
    enable = any(basename(path) == CannLibName.CANN_MSPTI and PathManager.check_cann_lib_valid(path)
                 for path in os.environ.get("LD_PRELOAD", "").split(":") if path.strip())

    @staticmethod
    def _off():
        return (not Mstx.enable
                or context.get_context("device_target") != DeviceTarget.NPU.value)

    @staticmethod
    def _no_profiler():
        if not Mstx.NPU_PROFILER:
            logging.warning("Invalid npu profiler for mstx, please check.")
            return True
        return False

    @staticmethod
    def _device_stream(func, stream):
        """(ok, device stream) for ``stream`` (None: host-side only)."""
        if not stream:
            return True, None
        if isinstance(stream, Stream):
            return True, stream.device_stream()
        logging.warning(f"Invalid stream for mstx.{func} func. Expected "
                        f"mindspore.runtime.Stream but got {type(stream)}.")
        return False, None

    @staticmethod
    def mark(message: str, stream: Stream = None, domain: str = "default") -> None:
        """Add a marker ``message`` (on ``stream``'s device side too when given)."""
        if Mstx._off() or Mstx._no_profiler():
            return
        refused = _argument_refused("mark", message, domain)
        if refused:
            logging.warning(refused)
            return
        ok, device_stream = Mstx._device_stream("mark", stream)
        if ok:
            Mstx.NPU_PROFILER.mstx_mark(message, device_stream, domain)

    @staticmethod
    def range_start(message: str, stream: Stream = None, domain: str = "default") -> int:
        """Open a range; returns its id for ``range_end`` (0 when nothing was opened)."""
        if Mstx._off() or Mstx._no_profiler():
            return 0
        refused = _argument_refused("range_start", message, domain)
        if refused:
            logging.warning(refused)
            return 0
        ok, device_stream = Mstx._device_stream("range_start", stream)
        if not ok:
            return 0
        return Mstx.NPU_PROFILER.mstx_range_start(message, device_stream, domain)

    @staticmethod
    def range_end(range_id: int, domain: str = "default") -> None:
        """Close the range ``range_id`` (0: nothing was opened)."""
        if not Mstx.enable or range_id == 0:
            return
        if context.get_context("device_target") != DeviceTarget.NPU.value or \
                Mstx._no_profiler():
            return
        if not isinstance(range_id, int) or range_id < 0:
            logging.warning("Invalid range_id for mstx.range_end func. Please input return value "
                            "from mstx.range_start.")
            return
        if not isinstance(domain, str) or domain == "":
            logging.warning("Invalid domain name for mstx.range_end func. Please input str and "
                            "can not be empty.")
            return
        Mstx.NPU_PROFILER.mstx_range_end(range_id, domain)
