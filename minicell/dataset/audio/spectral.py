"""Spectrogram-domain audio transforms: ``Spectrogram``, ``InverseSpectrogram``,
``MelScale``, ``MelSpectrogram``, ``AmplitudeToDB``, ``DBToAmplitude``,
``SpectralCentroid``, ``GriffinLim``, and the complex ones (``Angle``, ``ComplexNorm``,
``Magphase``, ``PhaseVocoder``, ``TimeStretch``) whose complex values are 2.10's real arrays
with a trailing (real, imag) dimension of 2. Values follow MindSpore 2.10's CPU kernels
(torchaudio's formulas), computed in float64 and returned as float32 (float64 stays float64).
"""
import numpy as np

from .. import _random
from ..engine import syntax_error
from . import _check
from ._base import AudioTensorOperation, from_pair, padded_window, stft, to_pair
from .utils import BorderType, MelType, NormType, ScaleType, WindowType, _melscale_fbanks

_FRAMES = "<..., freq, num_frame, complex=2>"      # 2.10's shape text for a complex STFT

__all__ = ["Spectrogram", "InverseSpectrogram", "MelScale", "MelSpectrogram", "AmplitudeToDB",
           "DBToAmplitude", "SpectralCentroid", "GriffinLim", "Angle", "ComplexNorm", "Magphase",
           "PhaseVocoder", "TimeStretch"]


def _out(x, like):
    return x.astype(np.float64 if like.dtype == np.float64 else np.float32)


class _StftArgs:
    """The STFT arguments Spectrogram, InverseSpectrogram, SpectralCentroid and GriffinLim share."""

    def _stft_args(self, n_fft, win_length, hop_length, pad, window_kind):
        _check.pos_int(n_fft, "n_fft")
        if win_length is not None:
            _check.pos_int(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(f"Input win_length should be no more than n_fft, but got "
                                 f"win_length: {win_length} and n_fft: {n_fft}.")
        if hop_length is not None:
            _check.pos_int(hop_length, "hop_length")
        _check.non_neg_int(pad, "pad")
        _check.enum(window_kind, WindowType, "window")
        self.n_fft, self.pad, self.window = n_fft, pad, window_kind
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 2

    def _window(self):
        return padded_window(self.window, self.win_length, self.n_fft)


def _spectrogram(op, x, power, normalized, center, pad_mode, onesided):
    """The STFT of ``x`` (power None: complex)."""
    if op.pad:
        x = np.pad(x, [(0, 0)] * (x.ndim - 1) + [(op.pad, op.pad)])
    win = op._window()
    spec = stft(x.astype(np.float64), op.n_fft, op.hop_length, win, center, pad_mode, onesided)
    if normalized:
        spec = spec / np.sqrt(np.sum(win ** 2))
    if power is None:
        return spec
    return np.abs(spec) ** power


class Spectrogram(AudioTensorOperation, _StftArgs):
    """(..., time) -> (..., n_fft // 2 + 1, frames): the STFT's magnitude to ``power``
    (``power=0``: the complex STFT as a trailing (real, imag) dimension, as 2.10)."""

    numpy_only = False

    def __init__(self, n_fft=400, win_length=None, hop_length=None, pad=0,
                 window=WindowType.HANN, power=2.0, normalized=False, center=True,
                 pad_mode=BorderType.REFLECT, onesided=True):
        self._stft_args(n_fft, win_length, hop_length, pad, window)
        _check.non_neg_float(power, "power", (int, float))
        for name, v in (("normalized", normalized), ("center", center), ("onesided", onesided)):
            _check.type_check(v, (bool,), name)
        _check.enum(pad_mode, BorderType, "pad_mode")
        self.power, self.normalized, self.center = power, normalized, center
        self.pad_mode, self.onesided = pad_mode, onesided

    def _apply(self, x):
        if x.dtype.kind not in "biuf":      # (2.10's Spectrogram has texts of its own)
            raise RuntimeError(f"Spectrogram: input tensor type should be int, float or double, "
                               f"but got: {_check.type_name(x.dtype)}")
        if x.ndim < 1:
            raise RuntimeError("Spectrogram: input tensor is not in shape of <..., time>.")
        x = _check.waveform(x, "Spectrogram")
        spec = _spectrogram(self, x, None if self.power == 0 else self.power, self.normalized,
                            self.center, self.pad_mode, self.onesided)
        if self.power != 0:
            return _out(spec, x)
        if not self.onesided:   # 2.10 mirrors the bins above n_fft / 2 without conjugating
            half = self.n_fft // 2
            spec[..., half + 1:, :] = spec[..., 1:self.n_fft - half, :][..., ::-1, :]
        return to_pair(spec, _out(x, x).dtype)


class InverseSpectrogram(AudioTensorOperation, _StftArgs):
    """A complex spectrogram (..., freq, time, 2) back to a waveform (inverse STFT with
    overlap-add, divided by the squared window's envelope)."""

    def __init__(self, length=None, n_fft=400, win_length=None, hop_length=None, pad=0,
                 window=WindowType.HANN, normalized=False, center=True,
                 pad_mode=BorderType.REFLECT, onesided=True):
        self._stft_args(n_fft, win_length, hop_length, pad, window)
        if length is not None:
            _check.non_neg_int(length, "length")
        self.length, self.normalized, self.center = length, normalized, center
        self.pad_mode, self.onesided = pad_mode, onesided

    def _apply(self, x):
        x = _check.complex_input(x, "InverseSpectrogram",
                                   "<..., freq, time, complex=2>")
        spec = from_pair(x)
        win = self._window()
        if self.normalized:
            spec = spec * np.sqrt(np.sum(win ** 2))
        frames_f = np.swapaxes(spec, -1, -2)
        frames = np.fft.irfft(frames_f, self.n_fft) if self.onesided else \
            np.fft.ifft(frames_f, self.n_fft).real
        frames = frames * win
        n_frames, hop = frames.shape[-2], self.hop_length
        total = self.n_fft + hop * (n_frames - 1)
        out = np.zeros(frames.shape[:-2] + (total,))
        env = np.zeros(total)
        for i in range(n_frames):
            out[..., i * hop:i * hop + self.n_fft] += frames[..., i, :]
            env[i * hop:i * hop + self.n_fft] += win ** 2
        start = self.n_fft // 2 if self.center else 0
        end = total - self.n_fft // 2 if self.center else total
        if self.length is not None:       # the length includes the padding removed below
            end = start + self.length + 2 * self.pad
        out, env = out[..., start:end], env[start:end]
        out = np.where(env > 1e-11, out / np.where(env > 1e-11, env, 1.0), out)
        if self.length is not None and out.shape[-1] < self.length + 2 * self.pad:
            missing = self.length + 2 * self.pad - out.shape[-1]
            out = np.pad(out, [(0, 0)] * (out.ndim - 1) + [(0, missing)])
        if self.pad:
            out = out[..., self.pad:out.shape[-1] - self.pad]
        return _out(out, x)


class MelScale(AudioTensorOperation):
    """A power spectrogram (..., n_stft, time) onto ``n_mels`` mel bands (..., n_mels, time)."""

    def __init__(self, n_mels=128, sample_rate=16000, f_min=0.0, f_max=None, n_stft=201,
                 norm=NormType.NONE, mel_type=MelType.HTK):
        _check.pos_int(n_mels, "n_mels")
        _check.pos_int(sample_rate, "sample_rate")
        _check.number(f_min, "f_min")
        if f_max is not None:
            _check.pos_float(f_max, "f_max")
            if f_min >= f_max:
                raise ValueError("MelScale: f_max should be greater than f_min.")
        elif f_min >= sample_rate // 2:
            raise ValueError("MelScale: sample_rate // 2 should be greater than f_min when "
                             "f_max is set to None.")
        _check.pos_int(n_stft, "n_stft")
        _check.enum(norm, NormType, "norm")
        _check.enum(mel_type, MelType, "mel_type")
        self.f_max = f_max if f_max is not None else float(sample_rate // 2)
        self.n_mels, self.sample_rate, self.f_min, self.n_stft = n_mels, sample_rate, f_min, n_stft
        self.norm, self.mel_type = norm, mel_type

    def _fbanks(self):
        return _melscale_fbanks(self.n_stft, self.f_min, self.f_max, self.n_mels,
                                self.sample_rate, self.norm, self.mel_type).astype(np.float64)

    def _apply(self, x):
        x = _check.waveform(x, "MelScale", 2)
        if x.shape[-2] != self.n_stft:
            raise RuntimeError(f"MelScale: invalid parameter, 'n_stft' should be equal to "
                               f"'freq', but got: n_stft {self.n_stft} while freq "
                               f"{x.shape[-2]}.")
        mel = np.einsum("...ft,fm->...mt", x.astype(np.float64), self._fbanks())
        return _out(mel, x)


def _check_mel_spectrogram(sample_rate, n_fft, n_mels, f_min, f_max, power):
    """MelSpectrogram's own checks, in 2.10's order and words."""
    _check.non_neg_int(sample_rate, "sample_rate")
    _check.pos_int(n_fft, "n_fft")
    _check.non_neg_int(n_mels, "n_mels")
    _check.type_check(f_min, (float,), "f_min")
    if f_max is not None:
        _check.non_neg_float(f_max, "f_max", (float, int))
        if f_min > f_max:
            raise ValueError(f"f_max should be greater than or equal to f_min, but got f_min: "
                             f"{f_min} and f_max: {f_max}.")
    elif f_min >= sample_rate // 2:
        raise ValueError(f"MelSpectrogram: sample_rate // 2 should be greater than f_min when "
                         f"f_max is set to None, but got f_min: {f_min}.")
    _check.pos_float(power, "power", (float, int))


class MelSpectrogram(AudioTensorOperation):
    """``Spectrogram`` followed by ``MelScale``."""

    def __init__(self, sample_rate=16000, n_fft=400, win_length=None, hop_length=None,
                 f_min=0.0, f_max=None, pad=0, n_mels=128, window=WindowType.HANN, power=2.0,
                 normalized=False, center=True, pad_mode=BorderType.REFLECT, onesided=True,
                 norm=NormType.NONE, mel_scale=MelType.HTK):
        _check_mel_spectrogram(sample_rate, n_fft, n_mels, f_min, f_max, power)
        self.spectrogram = Spectrogram(n_fft, win_length, hop_length, pad, window, power,
                                       normalized, center, pad_mode, onesided)
        self.mel_scale = MelScale(n_mels, sample_rate, f_min, f_max, n_fft // 2 + 1, norm,
                                  mel_scale)

    def _apply(self, x):
        return self.mel_scale(self.spectrogram(x))


class AmplitudeToDB(AudioTensorOperation):
    """Power (or magnitude) to decibels, floored at ``amin`` and at ``top_db`` below the
    maximum over the last three dimensions (channels, freq, time)."""

    def __init__(self, stype=ScaleType.POWER, ref_value=1.0, amin=1e-10, top_db=80.0):
        _check.enum(stype, ScaleType, "stype")
        _check.pos_float(ref_value, "ref_value")
        _check.pos_float(amin, "amin")
        _check.pos_float(top_db, "top_db")      # None too is 2.10's TypeError (measured)
        self.stype, self.ref_value, self.amin, self.top_db = stype, ref_value, amin, top_db

    def _apply(self, x):
        x = _check.waveform(x, "AmplitudeToDB", 2)
        dtype = np.float64 if x.dtype == np.float64 else np.float32
        return _amplitude_to_db(x.astype(dtype), self.stype, self.ref_value, self.amin,
                                self.top_db)


def _amplitude_to_db(x, stype, ref_value, amin, top_db):
    """2.10's kernel in ``x``'s dtype (float32 unless float64), its parameters float32:
    ``mult * log10(max(x, amin)) - mult * log10(max(amin, ref_value))``, floored at ``top_db``
    below the maximum of each group of the last three dimensions (a 2-D or 3-D input is one)."""
    dtype = x.dtype.type
    mult, amin = dtype(10.0 if stype == ScaleType.POWER else 20.0), np.float32(amin)
    shift = dtype(np.float32(np.log10(float(max(amin, np.float32(ref_value))))))
    db = np.log10(np.maximum(x, amin).astype(np.float64)).astype(dtype) * mult - mult * shift
    axes = tuple(range(max(db.ndim - 3, 0), db.ndim))
    return np.maximum(db, db.max(axis=axes, keepdims=True) - dtype(np.float32(top_db)))


class DBToAmplitude(AudioTensorOperation):
    """Decibels back to power/amplitude: ``ref * (10 ** (0.1 * x)) ** power``."""

    def __init__(self, ref, power):
        _check.number(ref, "ref")
        _check.number(power, "power")
        self.ref, self.power = ref, power

    def _apply(self, x):
        x = _check.waveform(x, "DBToAmplitude")
        return _out(self.ref * np.power(np.power(10.0, 0.1 * x.astype(np.float64)), self.power),
                    x)


class SpectralCentroid(AudioTensorOperation, _StftArgs):
    """The magnitude-weighted mean frequency of each frame: (..., time) -> (..., 1, frames)."""

    numpy_only = False

    def __init__(self, sample_rate, n_fft=400, win_length=None, hop_length=None, pad=0,
                 window=WindowType.HANN):
        _check.non_neg_int(sample_rate, "sample_rate")
        self._stft_args(n_fft, win_length, hop_length, pad, window)
        self.sample_rate = sample_rate

    def _apply(self, x):
        x = _check.waveform(x, "SpectralCentroid")
        spec = _spectrogram(self, x, 1.0, False, True, BorderType.REFLECT, True)
        freqs = np.linspace(0, self.sample_rate // 2, self.n_fft // 2 + 1)[:, None]
        centroid = np.sum(freqs * spec, axis=-2, keepdims=True) / np.sum(spec, -2, keepdims=True)
        return _out(centroid, x)


class GriffinLim(AudioTensorOperation, _StftArgs):
    """A waveform from a magnitude spectrogram (..., n_fft // 2 + 1, frames) by Griffin-Lim's
    phase iterations with ``momentum`` (the starting phase is random with ``rand_init``)."""

    random = True

    def __init__(self, n_fft=400, n_iter=32, win_length=None, hop_length=None,
                 window_type=WindowType.HANN, power=2.0, momentum=0.99, length=None,
                 rand_init=True):
        _check.pos_int(n_fft, "n_fft")
        _check.pos_int(n_iter, "n_iter")
        if win_length is not None:     # 2.10: 0 (as None) is n_fft, and hop_length 0 its half
            _check.non_neg_int(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(f"Input win_length should be no more than n_fft, but got "
                                 f"win_length: {win_length} and n_fft: {n_fft}.")
        if hop_length is not None:
            _check.non_neg_int(hop_length, "hop_length")
        _check.enum(window_type, WindowType, "window_type")
        _check.pos_float(power, "power", (int, float))
        _check.non_neg_float(momentum, "momentum")
        if length is not None:
            _check.non_neg_int(length, "length")
        _check.type_check(rand_init, (bool,), "rand_init")
        self._stft_args(n_fft, win_length or None, hop_length or None, 0, window_type)
        self.n_iter, self.power, self.momentum = n_iter, power, momentum
        self.length, self.rand_init = length or None, rand_init

    def ir_check(self):
        """2.10's IR refuses a momentum of 1 or more when the pipeline starts (or eagerly)."""
        if self.momentum >= 1:
            raise syntax_error(f"GriffinLim: momentum equal to or greater than 1 can be "
                               f"unstable, but got: {self.momentum:f}")

    def __call__(self, *args):
        self.ir_check()
        return super().__call__(*args)

    def _apply(self, x):
        x = _check.waveform(x, "GriffinLim", 2)
        if x.shape[-2] != self.n_fft // 2 + 1:
            raise RuntimeError("GriffinLim: the frequency of the input should equal to "
                               "n_fft / 2 + 1")
        mag = x.astype(np.float64) ** (1.0 / self.power)
        inverse = InverseSpectrogram(self.length, self.n_fft, self.win_length, self.hop_length,
                                     window=self.window)
        if self.rand_init:     # 2.10: real and imaginary parts uniform in [0, 1)
            rng = _random.current()
            angles = rng.random(mag.shape) + 1j * rng.random(mag.shape)
        else:
            angles = np.ones(mag.shape, np.complex128)
        tprev = np.zeros_like(angles)
        win = self._window()
        # 2.10 weighs the previous estimate by m / (1 + 2m), not torchaudio's m / (1 + m)
        # (measured: its results for m equal torchaudio's for m / (1 + m))
        weight = self.momentum / (1 + 2 * self.momentum)
        for _ in range(self.n_iter):
            wave = inverse._apply(to_pair(mag * angles, np.float64))
            rebuilt = stft(wave, self.n_fft, self.hop_length, win, True, BorderType.REFLECT, True)
            rebuilt = _fit_frames(rebuilt, mag.shape[-1])
            angles = rebuilt - tprev * weight
            angles = angles / (np.abs(angles) + 1e-16)
            tprev = rebuilt
        return _out(inverse._apply(to_pair(mag * angles, np.float64)), x)


def _fit_frames(spec, n):
    if spec.shape[-1] >= n:
        return spec[..., :n]
    return np.pad(spec, [(0, 0)] * (spec.ndim - 1) + [(0, n - spec.shape[-1])])


class Angle(AudioTensorOperation):
    """The phase of a complex input (..., 2) -> (...)."""

    def _apply(self, x):
        x = _check.complex_input(x, "Angle")
        return _out(np.arctan2(x[..., 1].astype(np.float64), x[..., 0]), x)


def _norm(x, power):
    """(re^2 + im^2) ** (power / 2) in float64, as 2.10 (bit-equal for float64 input)."""
    re, im = x[..., 0].astype(np.float64), x[..., 1].astype(np.float64)
    return (re ** 2 + im ** 2) ** (0.5 * power)


class ComplexNorm(AudioTensorOperation):
    """The magnitude of a complex input (..., 2) to ``power``."""

    def __init__(self, power=1.0):
        _check.non_neg_float(power, "power", (int, float))
        self.power = power

    def _apply(self, x):
        x = _check.complex_input(x, "ComplexNorm")
        return _out(_norm(x, self.power), x)


class Magphase(AudioTensorOperation):
    """A complex input (..., 2) as (magnitude ** power, phase)."""

    def __init__(self, power=1.0):
        _check.non_neg_float(power, "power", (int, float))
        self.power = power

    def _apply(self, x):
        x = _check.complex_input(x, "Magphase")
        z = from_pair(x)
        return _out(_norm(x, self.power), x), _out(np.angle(z), x)


def _phase_vocoder(spec, rate, phase_advance):
    """torchaudio's phase vocoder on a complex (..., freq, time) spectrogram."""
    steps = np.arange(0, spec.shape[-1], rate)
    alphas = steps % 1.0
    phase_0 = np.angle(spec[..., :1])
    spec = np.pad(spec, [(0, 0)] * (spec.ndim - 1) + [(0, 2)])
    s0, s1 = spec[..., steps.astype(np.int64)], spec[..., (steps + 1).astype(np.int64)]
    phase = np.angle(s1) - np.angle(s0) - phase_advance
    phase = phase - 2 * np.pi * np.round(phase / (2 * np.pi)) + phase_advance
    phase = np.cumsum(np.concatenate([phase_0, phase[..., :-1]], -1), -1)
    mag = alphas * np.abs(s1) + (1 - alphas) * np.abs(s0)
    return mag * np.exp(1j * phase)


class PhaseVocoder(AudioTensorOperation):
    """Speed a complex spectrogram (..., freq, time, 2) up by ``rate`` without changing pitch;
    ``phase_advance`` (freq, 1) is the expected phase advance of each bin per hop."""

    def __init__(self, rate, phase_advance):
        _check.pos_float(rate, "rate")
        _check.type_check(phase_advance, (np.ndarray,), "phase_advance")
        self.rate, self.phase_advance = rate, phase_advance

    def _apply(self, x):
        advance = self.phase_advance
        if advance.ndim != 2 or advance.shape[1] != 1:
            raise RuntimeError("PhaseVocoder: invalid parameter, 'phase_advance' should be in "
                               "shape of <freq, 1>.")
        x = _check.complex_input(x, "PhaseVocoder", _FRAMES)
        if x.ndim < 3 or advance.shape[0] != x.shape[-3]:
            raise RuntimeError(
                f"PhaseVocoder: invalid parameter, 'first dimension of 'phase_advance'' should "
                f"be equal to 'freq dimension length of input tensor', but got: first dimension "
                f"of 'phase_advance' {advance.shape[0]} while freq dimension length of input "
                f"tensor {x.shape[-3] if x.ndim >= 3 else 0}.")
        if advance.dtype != x.dtype:
            raise RuntimeError(
                f"PhaseVocoder: invalid parameter, data type of phase_advance should be equal to "
                f"data type of input tensor, but got: data type of phase_advance {advance.dtype} "
                f"while data type of input tensor {x.dtype}.")
        out = _phase_vocoder(from_pair(x), self.rate, advance.astype(np.float64))
        return to_pair(out, _out(x, x).dtype)


class TimeStretch(AudioTensorOperation):
    """``PhaseVocoder`` at ``fixed_rate`` with the phase advance of ``hop_length`` (default
    ``n_fft // 2`` of ``n_fft = 2 * (n_freq - 1)``)."""

    def __init__(self, hop_length=None, n_freq=201, fixed_rate=None):
        _check.pos_int(n_freq, "n_freq")
        if hop_length is not None:
            _check.pos_int(hop_length, "hop_length")
        if fixed_rate is not None:
            _check.pos_float(fixed_rate, "fixed_rate")
        self.n_freq = n_freq
        self.hop_length = hop_length if hop_length is not None else n_freq - 1
        self.fixed_rate = 1.0 if fixed_rate is None else fixed_rate

    def _apply(self, x):
        x = _check.complex_input(x, "TimeStretch", _FRAMES)
        # one phase advance per frequency bin of the input, whatever n_freq (2.10, measured)
        advance = np.linspace(0, np.pi * self.hop_length, x.shape[-3])[:, None]
        out = _phase_vocoder(from_pair(x), self.fixed_rate, advance)
        return to_pair(out, _out(x, x).dtype)
