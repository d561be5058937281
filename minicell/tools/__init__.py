"""``mindspore.tools``: Ascend's hardware checks, as MindSpore 2.10 runs them on a CPU.

Silent-data-corruption detection checks MatMul results on Ascend NPUs; elsewhere starting and
stopping it does nothing (2.10 logs that its checksum is disabled) and no corruption is ever
found. The stress test exercises Ascend's AI cores or HCCS links, which no JAX backend has:
it refuses as 2.10 does off Ascend.

>>> from minicell import tools
>>> tools.sdc_detect_start(); tools.get_sdc_detect_result()
False
"""
from .. import log as logger
from ..common.unsupported import install as _install_unsupported
from .data_dump import set_dump  # noqa: F401


def sdc_detect_start():
    """Start silent-data-corruption detection (Ascend only; a no-op here, as in 2.10 off it)."""
    logger.warning("CheckSum is disable. Set environment variable MS_SDC_DETECT_ENABLE=1 to "
                   "enable it.")


def sdc_detect_stop():
    """Stop silent-data-corruption detection."""


def get_sdc_detect_result():
    """Whether silent data corruption was found since the detection started (never here)."""
    return False


def stress_detect(detect_type="aic"):
    """Stress-test the AI cores (``'aic'``) or HCCS links (``'hccs'``): 1 for another type (with
    2.10's logged error), else 2.10's RuntimeError off Ascend."""
    if detect_type not in ("aic", "hccs"):
        logger.error(f"For stress detect, detection type must be 'aic' or 'hccs'.But got "
                     f"{detect_type}. Exiting stress detect.")
        return 1
    raise RuntimeError("Stress detection is not supported.")


_install_unsupported(__name__, "mindspore.tools")
