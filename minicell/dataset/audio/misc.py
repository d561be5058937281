"""Spectrogram masking (``FrequencyMasking``, ``TimeMasking``, ``MaskAlongAxis``,
``MaskAlongAxisIID``), ``ComputeDeltas``, ``SlidingWindowCmn`` and ``Resample`` (band-limited
sinc interpolation with a Hann or Kaiser window), as MindSpore 2.10's CPU kernels compute them.
"""
import math

import numpy as np

from .. import _random
from . import _check
from ._base import AudioTensorOperation, pad_last
from .utils import BorderType, ResampleMethod

__all__ = ["FrequencyMasking", "TimeMasking", "MaskAlongAxis", "MaskAlongAxisIID",
           "ComputeDeltas", "SlidingWindowCmn", "Resample"]


def _out(x, like):
    return x.astype(np.float64 if like.dtype == np.float64 else np.float32)


def _mask(x, axis, start, width, value):
    """``x`` with [start, start + width) of ``axis`` (-2: frequency, -1: time) set to value."""
    y = x.copy()
    index = [slice(None)] * y.ndim
    index[axis] = slice(start, start + width)
    y[tuple(index)] = value
    return y


def _mask_iid(op, x, axis, mask_param, value):
    """One random mask for the whole input, as 2.10 draws it (uniform_int over the op's C++
    generator): a width in [0, mask_param], then a start in [0, size - width]."""
    width = min(_random.uniform_int(op, 0, mask_param), x.shape[axis])
    start = _random.uniform_int(op, 0, x.shape[axis] - width)
    return _mask(x, axis, start, width, value)


class _Masking(AudioTensorOperation):
    axis = -2
    param_name, dim_name = "frequency_mask_param", "frequency"

    def __init__(self, iid_masks, mask_param, mask_start, mask_value):
        _check.type_check(iid_masks, (bool,), "iid_masks")
        _check.type_check(mask_param, (int,), "mask_param")
        _check.non_neg_float(mask_param, "mask_param")
        _check.type_check(mask_start, (int,), "mask_start")
        _check.non_neg_float(mask_start, "mask_start")
        _check.type_check(mask_value, (int, float), "mask_value")
        _check.interval(mask_value, 0, 16777216, "mask_value")
        self.iid_masks, self.mask_param = iid_masks, mask_param
        self.mask_start, self.mask_value = mask_start, mask_value
        self.random = iid_masks

    def _apply(self, x):
        name = type(self).__name__
        x = _check.waveform(x, name, 2)
        size = x.shape[self.axis]
        if self.mask_param > size:
            # (2.10's TimeMasking names 'frequency_mask_param' in its 'but got')
            raise RuntimeError(f"{name}: invalid parameter, '{self.param_name}' should be less "
                               f"than or equal to the length of {self.dim_name} dimension, but "
                               f"got: 'frequency_mask_param' {self.mask_param} and length {size}")
        if self.iid_masks:
            return _mask_iid(self, x, self.axis, self.mask_param, self.mask_value)
        if self.mask_start + self.mask_param > size:
            raise RuntimeError(f"{name}: invalid parameter, 'mask_start' should be less than the "
                               f"length of the masked dimension ({size}) - "
                               f"'{self.param_name}' ({self.mask_param}), but got: "
                               f"'mask_start' {self.mask_start}.")
        return _mask(x, self.axis, self.mask_start, self.mask_param, self.mask_value)


class FrequencyMasking(_Masking):
    """Mask ``freq_mask_param`` frequency rows of a (..., freq, time) spectrogram from
    ``mask_start`` (``iid_masks``: a random width in [0, freq_mask_param] at a random start)."""

    def __init__(self, iid_masks=False, freq_mask_param=0, mask_start=0, mask_value=0.0):
        super().__init__(iid_masks, freq_mask_param, mask_start, mask_value)


class TimeMasking(_Masking):
    """Mask ``time_mask_param`` time columns of a (..., freq, time) spectrogram from
    ``mask_start`` (``iid_masks``: a random width in [0, time_mask_param] at a random start)."""

    axis = -1
    param_name, dim_name = "time_mask_param", "time"

    def __init__(self, iid_masks=False, time_mask_param=0, mask_start=0, mask_value=0.0):
        super().__init__(iid_masks, time_mask_param, mask_start, mask_value)


def _check_axis(axis):
    _check.type_check(axis, (int,), "axis")
    _check.interval(axis, 1, 2, "axis")
    return -2 if axis == 1 else -1


class MaskAlongAxis(AudioTensorOperation):
    """Set [mask_start, mask_start + mask_width) of ``axis`` (1: frequency, 2: time) of a
    (..., freq, time) spectrogram to ``mask_value``."""

    def __init__(self, mask_start, mask_width, mask_value, axis):
        _check.non_neg_int(mask_start, "mask_start")
        _check.pos_int(mask_width, "mask_width")
        _check.number(mask_value, "mask_value")
        self.axis = _check_axis(axis)
        self.mask_start, self.mask_width, self.mask_value = mask_start, mask_width, mask_value

    def _apply(self, x):
        x = _check.waveform(x, "MaskAlongAxis", 2)
        if self.mask_start + self.mask_width > x.shape[self.axis]:
            raise RuntimeError(f"MaskAlongAxis: mask_start + mask_width should be no more "
                               f"than {x.shape[self.axis]}.")
        return _mask(x, self.axis, self.mask_start, self.mask_width, self.mask_value)


class MaskAlongAxisIID(AudioTensorOperation):
    """A random mask of width in [0, mask_param] along ``axis`` at a random start."""

    random = True

    def __init__(self, mask_param, mask_value, axis):
        _check.non_neg_int(mask_param, "mask_param")
        _check.number(mask_value, "mask_value")
        self.axis = _check_axis(axis)
        self.mask_param, self.mask_value = mask_param, mask_value

    def _apply(self, x):
        x = _check.waveform(x, "MaskAlongAxisIID", 2)
        return _mask_iid(self, x, self.axis, self.mask_param, self.mask_value)


class ComputeDeltas(AudioTensorOperation):
    """Delta coefficients along time of a (..., freq, time) spectrogram:
    ``sum_n n * (c[t+n] - c[t-n]) / (2 * sum_n n^2)`` over a ``win_length`` window."""

    def __init__(self, win_length=5, pad_mode=BorderType.EDGE):
        _check.type_check(win_length, (int,), "win_length")
        _check.interval(win_length, 3, 2 ** 31 - 1, "win_length")
        _check.enum(pad_mode, BorderType, "pad_mode")
        self.win_length, self.pad_mode = win_length, pad_mode

    def _apply(self, x):
        x = _check.waveform(x, "ComputeDeltas", 2)
        n = (self.win_length - 1) // 2
        denom = n * (n + 1) * (2 * n + 1) / 3
        padded = pad_last(x.astype(np.float64), n, n, self.pad_mode)
        length = x.shape[-1]
        out = sum(k * padded[..., n + k:n + k + length] for k in range(-n, n + 1))
        return _out(out / denom, x)


class SlidingWindowCmn(AudioTensorOperation):
    """Kaldi's sliding-window cepstral mean (and with ``norm_vars`` variance) normalization
    of a (..., time, feature) matrix."""

    def __init__(self, cmn_window=600, min_cmn_window=100, center=False, norm_vars=False):
        _check.non_neg_int(cmn_window, "cmn_window")
        _check.non_neg_int(min_cmn_window, "min_cmn_window")
        _check.type_check(center, (bool,), "center")
        _check.type_check(norm_vars, (bool,), "norm_vars")
        self.cmn_window, self.min_cmn_window = cmn_window, min_cmn_window
        self.center, self.norm_vars = center, norm_vars

    def _window(self, t, num_frames):
        if self.center:
            start = t - self.cmn_window // 2
            end = start + self.cmn_window
        else:
            start, end = t - self.cmn_window, t + 1
        if start < 0:
            end -= start
            start = 0
        if not self.center and end > t:
            end = max(t + 1, self.min_cmn_window)
        if end > num_frames:
            start = max(start - (end - num_frames), 0)
            end = num_frames
        return start, end

    def _apply(self, x):
        x = _check.waveform(x, "SlidingWindowCmn", 2)
        frames = x.reshape((-1,) + x.shape[-2:]).astype(np.float64)
        out = np.zeros_like(frames)
        for t in range(frames.shape[1]):
            start, end = self._window(t, frames.shape[1])
            part = frames[:, start:end]
            mean = part.mean(axis=1)
            out[:, t] = frames[:, t] - mean
            if self.norm_vars:
                if end - start == 1:
                    out[:, t] = 0.0
                else:
                    var = np.mean(part ** 2, axis=1) - mean ** 2
                    with np.errstate(divide="ignore", invalid="ignore"):
                        out[:, t] *= var ** -0.5     # NaN/inf at zero variance, as 2.10
        return _out(out.reshape(x.shape), x)


class Resample(AudioTensorOperation):
    """Resample the last axis from ``orig_freq`` to ``new_freq`` by windowed-sinc
    interpolation (``SINC_INTERPOLATION``: Hann window; ``KAISER_WINDOW``: Kaiser with
    ``beta``, default 14.769656459379492)."""

    def __init__(self, orig_freq=16000, new_freq=16000,
                 resample_method=ResampleMethod.SINC_INTERPOLATION, lowpass_filter_width=6,
                 rolloff=0.99, beta=None):
        _check.pos_float(orig_freq, "orig_freq")
        _check.pos_float(new_freq, "new_freq")
        _check.enum(resample_method, ResampleMethod, "resample_method")
        _check.pos_int(lowpass_filter_width, "lowpass_filter_width")
        _check.type_check(rolloff, (float, int), "rolloff")
        _check.interval(rolloff, 0, 1.0, "rolloff", left_open=True)
        if beta is not None:
            _check.pos_float(beta, "beta")
        self.orig_freq, self.new_freq = orig_freq, new_freq
        self.resample_method, self.lowpass_filter_width = resample_method, lowpass_filter_width
        self.rolloff = rolloff
        self.beta = 14.769656459379492 if beta is None else beta

    def _kernel(self, t):
        """The windowed-sinc weight at ``t`` (in units of the lower rate's sample period)."""
        width_f = self.lowpass_filter_width
        t = np.clip(t, -width_f, width_f)
        if self.resample_method == ResampleMethod.SINC_INTERPOLATION:
            win = np.cos(t * np.pi / width_f / 2) ** 2
        else:
            win = np.i0(self.beta * np.sqrt(np.maximum(1 - (t / width_f) ** 2, 0))) / \
                np.i0(self.beta)
        t = t * np.pi
        safe = np.where(t == 0, 1.0, t)
        return np.where(t == 0, 1.0, np.sin(safe) / safe) * win

    def _apply(self, x):
        x = _check.waveform(x, "Resample")
        if self.orig_freq == self.new_freq:
            return _out(x, x)
        orig, new = int(self.orig_freq), int(self.new_freq)
        g = math.gcd(orig, new)
        orig, new = orig // g, new // g
        base = min(orig, new) * self.rolloff
        width = math.ceil(self.lowpass_filter_width * orig / base)
        length = x.shape[-1]
        # output n sits at input position n * orig / new; its taps are the input samples
        # within the filter's support around it (zero outside the waveform)
        n = np.arange(math.ceil(new * length / orig))
        centre = (n * orig) // new
        taps = centre[:, None] + np.arange(-width, width + 2)[None, :]
        t = base * (taps * new - (n * orig)[:, None]) / (orig * new)
        weights = self._kernel(t) * (base / orig)
        inside = (taps >= 0) & (taps < length)
        values = x.astype(np.float64)[..., np.clip(taps, 0, length - 1)]
        out = np.sum(values * np.where(inside, weights, 0.0), axis=-1)
        return _out(out, x)
