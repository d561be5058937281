"""Waveform-domain audio transforms: the IIR filters (``LFilter``, ``Filtfilt``, ``Biquad``
and its named designs, as MindSpore 2.10's / torchaudio's formulas), gains and shapes
(``Gain``, ``Vol``, ``DCShift``, ``Fade``, ``Contrast``, ``Overdrive``) and mu-law
companding. Each takes a waveform (..., time); float64 stays float64, other types give float32.
"""
import numpy as np

from . import _check
from ._base import AudioTensorOperation
from .utils import FadeShape, GainType

__all__ = ["LFilter", "Filtfilt", "Biquad", "AllpassBiquad", "BandBiquad", "BandpassBiquad",
           "BandrejectBiquad", "BassBiquad", "DeemphBiquad", "EqualizerBiquad",
           "HighpassBiquad", "LowpassBiquad", "RiaaBiquad", "TrebleBiquad", "Contrast",
           "DCShift", "Gain", "Vol", "Fade", "MuLawEncoding", "MuLawDecoding", "Overdrive"]


def _out(x, like):
    return x.astype(np.float64 if like.dtype == np.float64 else np.float32)


def _lfilter(x, a, b, clamp):
    """Direct-form IIR filter of the last axis, coefficients normalized by ``a[0]``."""
    a = np.asarray(a, np.float64)
    b = np.asarray(b, np.float64)
    a, b = a / a[0], b / a[0]
    x = x.astype(np.float64)
    y = np.zeros_like(x)
    order = len(a)
    for n in range(x.shape[-1]):
        acc = np.zeros(x.shape[:-1])
        for k in range(order):
            if n - k < 0:
                break
            acc = acc + b[k] * x[..., n - k]
            if k:
                acc = acc - a[k] * y[..., n - k]
        y[..., n] = acc
    return np.clip(y, -1.0, 1.0) if clamp else y


def _float_waveform(x, op):
    """The filters take float16/32/64 only and keep the type (2.10: a RuntimeError for
    integers)."""
    if x.dtype.kind != "f":
        raise RuntimeError(f"{op}: the data type of input tensor does not match the "
                           f"requirement of operator. Expecting tensor in type of "
                           f"[float, double]. But got type {_check.type_name(x.dtype)}.")
    _check.waveform(x, op)        # the dimension check
    return x


def _check_coeffs(a_coeffs, b_coeffs):
    _check.type_check(a_coeffs, (list, tuple), "a_coeffs")
    _check.type_check(b_coeffs, (list, tuple), "b_coeffs")
    for i, v in enumerate(a_coeffs):
        _check.number(v, f"a_coeffs[{i}]")
    for i, v in enumerate(b_coeffs):
        _check.number(v, f"b_coeffs[{i}]")
    if len(a_coeffs) != len(b_coeffs):
        raise ValueError("The size of a_coeffs should be the same as that of b_coeffs.")


class LFilter(AudioTensorOperation):
    """An IIR filter ``a_coeffs`` (denominator) / ``b_coeffs`` (numerator) of equal length,
    clamped to [-1, 1] with ``clamp``."""

    def __init__(self, a_coeffs, b_coeffs, clamp=True):
        _check_coeffs(a_coeffs, b_coeffs)
        _check.type_check(clamp, (bool,), "clamp")
        self.a_coeffs, self.b_coeffs, self.clamp = list(a_coeffs), list(b_coeffs), clamp

    def _apply(self, x):
        x = _float_waveform(x, type(self).__name__)
        return _lfilter(x, self.a_coeffs, self.b_coeffs, self.clamp).astype(x.dtype)


class Filtfilt(LFilter):
    """``LFilter`` forward (unclamped), then backward over the reversed result (zero
    phase), clamped with ``clamp``."""

    def _apply(self, x):
        x = _float_waveform(x, "Filtfilt")
        y = _lfilter(x, self.a_coeffs, self.b_coeffs, False)     # 2.10 clamps the 2nd pass only
        y = _lfilter(y[..., ::-1], self.a_coeffs, self.b_coeffs, self.clamp)[..., ::-1]
        return y.astype(x.dtype)


class Biquad(LFilter):
    """A second-order IIR filter b0..b2 / a0..a2 (clamped to [-1, 1])."""

    numpy_only = False

    def __init__(self, b0, b1, b2, a0, a1, a2):
        for name, v in (("b0", b0), ("b1", b1), ("b2", b2), ("a0", a0), ("a1", a1), ("a2", a2)):
            _check.real(v, name)
        for name, v in (("b0", b0), ("b1", b1), ("b2", b2)):
            _check.number(v, name)
        _check.float_not_zero(a0, "a0")
        for name, v in (("a1", a1), ("a2", a2)):
            _check.number(v, name)
        self.a_coeffs, self.b_coeffs, self.clamp = [a0, a1, a2], [b0, b1, b2], True


def _rate_freq_q(sample_rate, freq, q, freq_name="central_freq"):
    _check.type_check(sample_rate, (int,), "sample_rate")
    _check.int_not_zero(sample_rate, "sample_rate")
    _check.number(freq, freq_name)
    _check.type_check(q, (float, int), "Q")
    _check.interval(q, 0, 1, "Q", left_open=True)
    w0 = 2 * np.pi * freq / sample_rate
    return w0, np.sin(w0) / 2 / q


class _Designed(LFilter):
    """A biquad whose coefficients come from a design formula (``_design``)."""

    def _set(self, b, a):
        self.b_coeffs, self.a_coeffs, self.clamp = list(b), list(a), True


class AllpassBiquad(_Designed):
    """Two-pole all-pass filter at ``central_freq`` (Hz) with quality ``Q``."""

    def __init__(self, sample_rate, central_freq, Q=0.707):
        w0, alpha = _rate_freq_q(sample_rate, central_freq, Q)
        c = np.cos(w0)
        self._set([1 - alpha, -2 * c, 1 + alpha], [1 + alpha, -2 * c, 1 - alpha])


class BandBiquad(_Designed):
    """Two-pole band filter (``noise``: mode for unpitched audio)."""

    def __init__(self, sample_rate, central_freq, Q=0.707, noise=False):
        w0, _ = _rate_freq_q(sample_rate, central_freq, Q)
        _check.type_check(noise, (bool,), "noise")
        bw = central_freq / Q
        a2 = np.exp(-2 * np.pi * bw / sample_rate)
        a1 = -4 * a2 / (1 + a2) * np.cos(w0)
        b0 = np.sqrt(1 - a1 * a1 / (4 * a2)) * (1 - a2)
        if noise:
            b0 *= np.sqrt(((1 + a2) ** 2 - a1 * a1) * (1 - a2) / (1 + a2)) / b0
        self._set([b0, 0.0, 0.0], [1.0, a1, a2])


class BandpassBiquad(_Designed):
    """Two-pole band-pass filter (``const_skirt_gain``: constant skirt gain, else constant
    0 dB peak gain)."""

    def __init__(self, sample_rate, central_freq, Q=0.707, const_skirt_gain=False):
        w0, alpha = _rate_freq_q(sample_rate, central_freq, Q)
        _check.type_check(const_skirt_gain, (bool,), "const_skirt_gain")
        temp = np.sin(w0) / 2 if const_skirt_gain else alpha
        c = np.cos(w0)
        self._set([temp, 0.0, -temp], [1 + alpha, -2 * c, 1 - alpha])


class BandrejectBiquad(_Designed):
    """Two-pole band-reject (notch) filter."""

    def __init__(self, sample_rate, central_freq, Q=0.707):
        w0, alpha = _rate_freq_q(sample_rate, central_freq, Q)
        c = np.cos(w0)
        self._set([1.0, -2 * c, 1.0], [1 + alpha, -2 * c, 1 - alpha])


def _shelf(w0, alpha, gain, bass):
    amp = np.exp(gain / 40 * np.log(10))
    t1, t2, t3 = 2 * np.sqrt(amp) * alpha, (amp - 1) * np.cos(w0), (amp + 1) * np.cos(w0)
    if bass:
        return ([amp * ((amp + 1) - t2 + t1), 2 * amp * ((amp - 1) - t3),
                 amp * ((amp + 1) - t2 - t1)],
                [(amp + 1) + t2 + t1, -2 * ((amp - 1) + t3), (amp + 1) + t2 - t1])
    return ([amp * ((amp + 1) + t2 + t1), -2 * amp * ((amp - 1) + t3),
             amp * ((amp + 1) + t2 - t1)],
            [(amp + 1) - t2 + t1, 2 * ((amp - 1) - t3), (amp + 1) - t2 - t1])


class BassBiquad(_Designed):
    """Low-shelf filter: ``gain`` dB below ``central_freq``."""

    def __init__(self, sample_rate, gain, central_freq=100.0, Q=0.707):
        _check.number(gain, "gain")
        w0, alpha = _rate_freq_q(sample_rate, central_freq, Q)
        self._set(*_shelf(w0, alpha, gain, True))


class TrebleBiquad(_Designed):
    """High-shelf filter: ``gain`` dB above ``central_freq``."""

    def __init__(self, sample_rate, gain, central_freq=3000, Q=0.707):
        _check.number(gain, "gain")
        w0, alpha = _rate_freq_q(sample_rate, central_freq, Q)
        self._set(*_shelf(w0, alpha, gain, False))


class DeemphBiquad(_Designed):
    """ISO 908 CD de-emphasis (a treble shelf) for 44100 or 48000 Hz."""

    def __init__(self, sample_rate):
        _check.type_check(sample_rate, (int,), "sample_rate")
        if sample_rate not in (44100, 48000):
            raise ValueError(f"Argument sample_rate should be 44100 or 48000, but got "
                             f"{sample_rate}.")
        freq, slope, gain = (5283, 0.4845, -9.477) if sample_rate == 44100 else \
            (5356, 0.479, -9.62)
        w0 = 2 * np.pi * freq / sample_rate
        amp = np.exp(gain / 40 * np.log(10))
        alpha = np.sin(w0) / 2 * np.sqrt((amp + 1 / amp) * (1 / slope - 1) + 2)
        self._set(*_shelf(w0, alpha, gain, False))


class EqualizerBiquad(_Designed):
    """Peaking equalizer: ``gain`` dB around ``center_freq``."""

    def __init__(self, sample_rate, center_freq, gain, Q=0.707):
        w0, alpha = _rate_freq_q(sample_rate, center_freq, Q)     # 2.10 names it central_freq
        _check.number(gain, "gain")
        amp = np.exp(gain / 40 * np.log(10))
        c = np.cos(w0)
        self._set([1 + alpha * amp, -2 * c, 1 - alpha * amp],
                  [1 + alpha / amp, -2 * c, 1 - alpha / amp])


class HighpassBiquad(_Designed):
    """Two-pole high-pass filter at ``cutoff_freq``."""

    def __init__(self, sample_rate, cutoff_freq, Q=0.707):
        w0, alpha = _rate_freq_q(sample_rate, cutoff_freq, Q, "cutoff_freq")
        c = np.cos(w0)
        self._set([(1 + c) / 2, -1 - c, (1 + c) / 2], [1 + alpha, -2 * c, 1 - alpha])


class LowpassBiquad(_Designed):
    """Two-pole low-pass filter at ``cutoff_freq``."""

    def __init__(self, sample_rate, cutoff_freq, Q=0.707):
        w0, alpha = _rate_freq_q(sample_rate, cutoff_freq, Q, "cutoff_freq")
        c = np.cos(w0)
        self._set([(1 - c) / 2, 1 - c, (1 - c) / 2], [1 + alpha, -2 * c, 1 - alpha])


_RIAA = {44100: ((-0.2014898, 0.9233820), (0.7083149, 0.9924091)),
         48000: ((-0.1766069, 0.9321590), (0.7396325, 0.9931330)),
         88200: ((-0.1168735, 0.9648312), (0.8590646, 0.9964002)),
         96000: ((-0.1141486, 0.9676817), (0.8699137, 0.9966946))}


class RiaaBiquad(_Designed):
    """RIAA vinyl playback equalization, 0 dB at 1 kHz (44100, 48000, 88200 or 96000 Hz)."""

    def __init__(self, sample_rate):
        _check.type_check(sample_rate, (int,), "sample_rate")
        if sample_rate not in _RIAA:
            raise ValueError(f"sample_rate should be one of [44100, 48000, 88200, 96000], "
                             f"but got {sample_rate}.")
        (z0, z1), (p0, p1) = _RIAA[sample_rate]
        b = np.array([1.0, -(z0 + z1), z0 * z1])
        a = np.array([1.0, -(p0 + p1), p0 * p1])
        y = 2 * np.pi * 1000 / sample_rate
        k = np.arange(3)
        b_re, b_im = np.sum(b * np.cos(-y * k)), np.sum(b * np.sin(-y * k))
        a_re, a_im = np.sum(a * np.cos(-y * k)), np.sum(a * np.sin(-y * k))
        g = 1 / np.sqrt((b_re ** 2 + b_im ** 2) / (a_re ** 2 + a_im ** 2))
        self._set(b * g, a)


class Contrast(AudioTensorOperation):
    """SoX's contrast: ``sin(x * pi / 2 + amount / 750 * sin(x * 2 * pi))``."""

    def __init__(self, enhancement_amount=75.0):
        _check.type_check(enhancement_amount, (float, int), "enhancement_amount")
        _check.interval(enhancement_amount, 0, 100, "enhancement_amount")
        self.enhancement_amount = enhancement_amount

    def _apply(self, x):
        x = _check.waveform(x, "Contrast")
        t = x.astype(np.float64) * np.pi / 2
        return _out(np.sin(t + self.enhancement_amount / 750.0 * np.sin(t * 4)), x)


class DCShift(AudioTensorOperation):
    """Add ``shift`` (clamped to [-1, 1]); with ``limiter_gain``, peaks beyond the threshold
    are compressed instead of clipped."""

    def __init__(self, shift, limiter_gain=None):
        _check.type_check(shift, (float, int), "shift")
        _check.interval(shift, -2.0, 2.0, "shift")
        if limiter_gain is not None:
            _check.number(limiter_gain, "limiter_gain")
        self.shift, self.limiter_gain = shift, limiter_gain

    def _apply(self, x):
        x = _check.waveform(x, "DCShift")
        w, shift, gain = x.astype(np.float64), self.shift, self.limiter_gain
        if gain is None or shift == 0:
            return _out(np.clip(w + shift, -1, 1), x)
        thr = 1.0 - (abs(shift) - gain)
        if shift > 0:
            mask = w > thr
            lim = np.minimum((w - thr) * gain / (1 - thr) + thr + shift, thr)
        else:
            mask = w < -thr
            lim = np.maximum((w + thr) * gain / (1 - thr) - thr + shift, -thr)
        return _out(np.where(mask, lim, np.clip(w + shift, -1, 1)), x)


class Gain(AudioTensorOperation):
    """Amplify by ``gain_db`` decibels."""

    def __init__(self, gain_db=1.0):
        _check.number(gain_db, "gain_db")
        self.gain_db = gain_db

    def _apply(self, x):
        x = _check.waveform(x, "Gain")
        return _out(x.astype(np.float64) * 10.0 ** (self.gain_db / 20.0), x)


class Vol(AudioTensorOperation):
    """Scale by ``gain`` (an amplitude ratio, a power ratio or decibels), clamped to [-1, 1]."""

    def __init__(self, gain, gain_type=GainType.AMPLITUDE):
        _check.type_check(gain, (int, float), "gain")
        _check.enum(gain_type, GainType, "gain_type")
        if gain_type == GainType.AMPLITUDE:
            _check.interval(gain, 0, 16777216, "gain")
        elif gain_type == GainType.POWER:
            _check.interval(gain, 0, 16777216, "gain", left_open=True)
        self.gain, self.gain_type = gain, gain_type

    def _apply(self, x):
        x = _check.waveform(x, "Vol")
        if self.gain_type == GainType.AMPLITUDE:
            factor = self.gain
        elif self.gain_type == GainType.DB:
            factor = 10.0 ** (self.gain / 20.0)
        else:
            factor = 10.0 ** (10.0 * np.log10(self.gain) / 20.0)
        return _out(np.clip(x.astype(np.float64) * factor, -1, 1), x)


def _fade_curve(fade, shape):
    """The fade-in gain at positions ``fade`` in [0, 1] (a fade-out is its mirror image).
    EXPONENTIAL is ``f * 2 ** (f - 1)``, as 2.10 computes it (measured)."""
    if shape == FadeShape.LINEAR:
        return fade
    if shape == FadeShape.EXPONENTIAL:
        return fade * 2.0 ** (fade - 1)
    if shape == FadeShape.LOGARITHMIC:
        return np.log10(0.1 + fade) + 1
    if shape == FadeShape.QUARTER_SINE:
        return np.sin(fade * np.pi / 2)
    return np.sin(fade * np.pi - np.pi / 2) / 2 + 0.5


class Fade(AudioTensorOperation):
    """Fade in over the first ``fade_in_len`` samples and out over the last ``fade_out_len``."""

    def __init__(self, fade_in_len=0, fade_out_len=0, fade_shape=FadeShape.LINEAR):
        _check.non_neg_int(fade_in_len, "fade_in_len")
        _check.non_neg_int(fade_out_len, "fade_out_len")
        _check.enum(fade_shape, FadeShape, "fade_shape")
        self.fade_in_len, self.fade_out_len, self.fade_shape = fade_in_len, fade_out_len, \
            fade_shape

    def _apply(self, x):
        x = _check.waveform(x, "Fade")
        n = x.shape[-1]
        for name in ("fade_in_len", "fade_out_len"):
            if getattr(self, name) > n:
                raise RuntimeError(f"Fade: invalid parameter, '{name}' should be no greater "
                                   f"than 'length of waveform', but got: {name} "
                                   f"{getattr(self, name)} while length of waveform {n}.")
        curve = np.ones(n)
        fin = _fade_curve(np.linspace(0, 1, self.fade_in_len), self.fade_shape)
        fout = _fade_curve(np.linspace(1, 0, self.fade_out_len), self.fade_shape)
        curve[:self.fade_in_len] *= fin
        curve[n - self.fade_out_len:] *= fout
        return _out(x.astype(np.float64) * curve, x)


class MuLawEncoding(AudioTensorOperation):
    """Mu-law companding of a waveform in [-1, 1] to int32 codes in
    [0, quantization_channels)."""

    def __init__(self, quantization_channels=256):
        _check.pos_int(quantization_channels, "quantization_channels")
        self.quantization_channels = quantization_channels

    def _apply(self, x):
        x = _check.waveform(x, "MuLawEncoding").astype(np.float64)
        mu = self.quantization_channels - 1.0
        x_mu = np.sign(x) * np.log1p(mu * np.abs(x)) / np.log1p(mu)
        return ((x_mu + 1) / 2 * mu + 0.5).astype(np.int32)


class MuLawDecoding(AudioTensorOperation):
    """Mu-law codes back to a waveform in [-1, 1]."""

    def __init__(self, quantization_channels=256):
        _check.pos_int(quantization_channels, "quantization_channels")
        self.quantization_channels = quantization_channels

    def _apply(self, x):
        x = _check.waveform(x, "MuLawDecoding")
        dt = x.dtype.type        # in the input's precision, as 2.10 (equal bits in float32)
        mu = dt(self.quantization_channels - 1)
        y = ((x / mu).astype(np.float64) * 2 - 1.0).astype(dt)
        return (np.sign(y) * np.expm1(np.abs(y) * np.log1p(mu)) / mu).astype(dt)


class Overdrive(AudioTensorOperation):
    """SoX's overdrive: soft clipping with ``gain`` dB and ``color`` (even harmonics)."""

    def __init__(self, gain=20.0, color=20.0):
        _check.type_check(gain, (float, int), "gain")
        _check.interval(gain, 0, 100, "gain")
        _check.type_check(color, (float, int), "color")
        _check.interval(color, 0, 100, "color")
        self.gain, self.color = gain, color

    def _apply(self, x):
        x = _check.waveform(x, "Overdrive")
        w = x.astype(np.float64)
        t = w * 10 ** (self.gain / 20) + self.color / 200
        t = np.where(t < -1, -2.0 / 3, np.where(t > 1, 2.0 / 3, t - t ** 3 / 3))
        out = np.zeros_like(t)
        last_in, last_out = np.zeros(t.shape[:-1]), np.zeros(t.shape[:-1])
        for n in range(t.shape[-1]):
            last_out = t[..., n] - last_in + last_out * 0.995
            last_in = t[..., n]
            out[..., n] = last_out
        return _out(np.clip(0.5 * w + 0.75 * out, -1, 1), x)
