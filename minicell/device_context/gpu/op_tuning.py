"""``mindspore.device_context.gpu.op_tuning``: cuDNN convolution algorithm choices, checked and
recorded in the context (XLA's GPU autotuner picks the algorithms it runs)."""
from .._settings import record

_FPROP = ("normal", "performance", "implicit_gemm", "precomp_gemm", "gemm", "direct", "fft",
          "fft_tiling", "winograd", "winograd_nonfused")
_DGRAD = ("normal", "performance", "algo_0", "algo_1", "fft", "fft_tiling", "winograd",
          "winograd_nonfused")
_WGRAD = ("normal", "performance", "algo_0", "algo_1", "fft", "algo_3", "fft_tiling",
          "winograd_nonfused")


def _algo(name, mode, choices):
    if mode not in choices:
        raise ValueError(f"For 'mindspore.device_context.gpu.op_tuning.{name}', the argument "
                         f"must be in {list(choices)} but got {mode}.")
    record(f"gpu.{name}", mode, name)


def conv_fprop_algo(mode):
    """The forward convolution algorithm (``"normal"``: cuDNN's heuristic)."""
    _algo("conv_fprop_algo", mode, _FPROP)


def conv_dgrad_algo(mode):
    """The input-gradient convolution algorithm."""
    _algo("conv_dgrad_algo", mode, _DGRAD)


def conv_wgrad_algo(mode):
    """The weight-gradient convolution algorithm."""
    _algo("conv_wgrad_algo", mode, _WGRAD)
