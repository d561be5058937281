"""``mindspore.device_context.ascend.op_precision``: checked and recorded in the context."""
from .._settings import record

_MODES = ("force_fp16", "allow_fp32_to_fp16", "allow_mix_precision", "must_keep_origin_dtype",
          "force_fp32", "allow_fp32_to_bf16", "allow_mix_precision_fp16",
          "allow_mix_precision_bf16")


def precision_mode(mode):
    """The Ascend operator precision mode (e.g. ``"force_fp32"``)."""
    if mode not in _MODES:
        raise ValueError(f"For 'precision_mode', the value of mode {mode} must be one of "
                         f"{list(_MODES)}, but got {mode}.")
    record("ascend.precision_mode", mode, "precision_mode")


def _hf32(name):
    def switch(value):
        if value not in (True, False):
            raise ValueError(f"For '{name}', the type of input value must be one of "
                             f"[True, False], but got {value}.")
        record(f"ascend.{name}", bool(value), name)
    switch.__name__ = name
    switch.__doc__ = f"Ascend's {name} switch (a bool)."
    return switch


matmul_allow_hf32 = _hf32("matmul_allow_hf32")
conv_allow_hf32 = _hf32("conv_allow_hf32")
