"""Argument checks of the audio transforms, with MindSpore 2.10's messages (its dataset
validators: ``TypeError`` for a wrong type, ``ValueError`` for a value out of its interval)."""
import numpy as np

from ..core.validator_helpers import type_check

FLOAT32_MAX_INTEGER = 2 ** 24
INT32_MAX = 2 ** 31 - 1


# The arguments whose 2.10 check lists (int, float) rather than (float, int): the order shows
# in the TypeError's message. Vol's gain and the spectrogram power pass it explicitly.
INT_FIRST = frozenset((
    "mask_value", "f_min", "f_max", "top_db", "ref_value", "amin", "tolerance_loss",
    "tolerance_change", "sgd_lr", "sgd_momentum", "rate", "momentum", "freq_low", "freq_high",
    "fixed_rate", "trigger_level", "trigger_time", "search_time", "allowed_gap",
    "pre_trigger_time", "boot_time", "noise_up_time", "noise_down_time",
    "noise_reduction_amount", "measure_freq", "measure_duration", "measure_smooth_time",
    "hp_filter_freq", "lp_filter_freq", "hp_lifter_freq", "lp_lifter_freq"))


def _real(name, types):
    if types is not None:
        return types
    return (int, float) if name in INT_FIRST else (float, int)


def interval(value, low, high, name, left_open=False, right_open=False):
    bad = (value <= low if left_open else value < low) or \
        (value >= high if right_open else value > high)
    if bad:
        raise ValueError(f"Input {name} is not within the required interval of "
                         f"{'(' if left_open else '['}{low}, {high}{')' if right_open else ']'}.")


def real(value, name, types=None):
    type_check(value, _real(name, types), name)


def number(value, name, types=None):
    """A float32-range number (MindSpore's ``check_float32``)."""
    type_check(value, _real(name, types), name)
    interval(value, -FLOAT32_MAX_INTEGER, FLOAT32_MAX_INTEGER, name)


def pos_float(value, name, types=None):
    type_check(value, _real(name, types), name)
    interval(value, 0, FLOAT32_MAX_INTEGER, name, left_open=True)


def non_neg_float(value, name, types=None):
    type_check(value, _real(name, types), name)
    interval(value, 0, FLOAT32_MAX_INTEGER, name)


def float_not_zero(value, name):
    type_check(value, (float, int), name + " ")    # 2.10 pads the name here
    if value == 0 or not -FLOAT32_MAX_INTEGER <= value <= FLOAT32_MAX_INTEGER:
        raise ValueError(f"Input {name} is not within the required interval of "
                         f"[-16777216, 0) and (0, 16777216].")


def pos_int(value, name):
    type_check(value, (int,), name)
    interval(value, 1, INT32_MAX, name)


def non_neg_int(value, name):
    type_check(value, (int,), name)
    interval(value, 0, INT32_MAX, name)


def int_not_zero(value, name):
    type_check(value, (int,), name + " ")           # 2.10 pads the name here
    if value == 0 or not -2 ** 31 <= value <= INT32_MAX:
        raise ValueError(f"Input {name} is not within the required interval of "
                         f"[-2147483648, 0) and (0, 2147483647].")


def enum(value, cls, name):
    type_check(value, (cls,), name)
    return value


def type_name(dtype):
    """A numpy dtype as 2.10's C++ kernels name it (strings are 'string')."""
    return "string" if dtype.kind in "USO" else str(dtype)


def waveform(x, op, min_dims=1, shape=None):
    """The input as a float array (float64 stays float64, other types become float32), with
    MindSpore 2.10's RuntimeError for string input or too few dimensions (its text names the
    ``shape`` expected: ``<..., time>``, ``<..., freq, time>`` by default)."""
    if x.dtype.kind not in "biuf":
        raise RuntimeError(f"{op}: the data type of input tensor does not match the requirement "
                           f"of operator. Expecting tensor in type of [int, float, double]. "
                           f"But got type {type_name(x.dtype)}.")
    if x.ndim < min_dims:
        shape = shape or ("<..., time>" if min_dims == 1 else "<..., freq, time>")
        raise RuntimeError(f"{op}: the shape of input tensor does not match the requirement of "
                           f"operator. Expecting tensor in shape of {shape}. But got tensor "
                           f"with dimension {x.ndim}.")
    return x if x.dtype == np.float64 else x.astype(np.float32)


def complex_input(x, op, shape="<..., complex=2>"):
    """A 2.10 complex input: a real array whose last dimension (2) holds real and imaginary
    (with at least as many dimensions as ``shape`` names)."""
    x = waveform(x, op, 0)
    if x.ndim < shape.count(",") or x.shape[-1] != 2:
        raise RuntimeError(f"{op}: the shape of input tensor does not match the requirement of "
                           f"operator. Expecting tensor in shape of {shape}.")
    return x
