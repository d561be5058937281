"""``mindspore.dataset.audio.utils``: the audio enums (same members and values as MindSpore
2.10) and the filter-bank helpers ``create_dct``, ``melscale_fbanks``, ``linear_fbanks``
(float32 numpy arrays).

>>> from minicell.dataset.audio.utils import create_dct, NormMode
>>> create_dct(2, 3, NormMode.ORTHO).shape
(3, 2)
"""
from enum import Enum

import numpy as np

from . import _check

__all__ = ["BorderType", "DensityFunction", "FadeShape", "GainType", "Interpolation", "MelType",
           "Modulation", "NormMode", "NormType", "ResampleMethod", "ScaleType", "WindowType",
           "create_dct", "linear_fbanks", "melscale_fbanks"]


class BorderType(str, Enum):
    """Padding of ``Spectrogram``/``ComputeDeltas``."""
    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class DensityFunction(str, Enum):
    """Noise of ``Dither``."""
    TPDF = "TPDF"
    RPDF = "RPDF"
    GPDF = "GPDF"


class FadeShape(str, Enum):
    """Curve of ``Fade``."""
    QUARTER_SINE = "quarter_sine"
    HALF_SINE = "half_sine"
    LINEAR = "linear"
    LOGARITHMIC = "logarithmic"
    EXPONENTIAL = "exponential"


class GainType(str, Enum):
    """Unit of ``Vol``'s gain."""
    AMPLITUDE = "amplitude"
    POWER = "power"
    DB = "db"


class Interpolation(str, Enum):
    """Delay interpolation of ``Flanger``."""
    LINEAR = "linear"
    QUADRATIC = "quadratic"


class MelType(str, Enum):
    """Mel scale formula."""
    HTK = "htk"
    SLANEY = "slaney"


class Modulation(str, Enum):
    """Modulation of ``Flanger``."""
    SINUSOIDAL = "sinusoidal"
    TRIANGULAR = "triangular"


class NormMode(str, Enum):
    """Normalization of ``create_dct``/``MFCC``."""
    ORTHO = "ortho"
    NONE = "none"


class NormType(str, Enum):
    """Normalization of the mel filter bank."""
    SLANEY = "slaney"
    NONE = "none"


class ResampleMethod(str, Enum):
    """Kernel of ``Resample``."""
    SINC_INTERPOLATION = "sinc_interpolation"
    KAISER_WINDOW = "kaiser_window"


class ScaleType(str, Enum):
    """Input scale of ``AmplitudeToDB``."""
    POWER = "power"
    MAGNITUDE = "magnitude"


class WindowType(str, Enum):
    """STFT window."""
    BARTLETT = "bartlett"
    BLACKMAN = "blackman"
    HAMMING = "hamming"
    HANN = "hann"
    KAISER = "kaiser"


def create_dct(n_mfcc, n_mels, norm=NormMode.NONE):
    """The DCT-II matrix, shape (n_mels, n_mfcc), float32 (``NormMode.ORTHO``: orthonormal)."""
    for name, value in (("n_mfcc", n_mfcc), ("n_mels", n_mels)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} with value {value} is not of type {int}, "
                            f"but got {type(value)}.")
        if value <= 0:
            raise ValueError(f"{name} must be greater than 0, but got {value}.")
    if not isinstance(norm, NormMode):
        raise TypeError(f"norm with value {norm} is not of type {NormMode}, "
                        f"but got {type(norm)}.")
    n = np.arange(n_mels, dtype=np.float64)
    k = np.arange(n_mfcc, dtype=np.float64)[:, None]
    dct = np.cos(np.pi / n_mels * (n + 0.5) * k)
    if norm == NormMode.ORTHO:
        dct[0] *= 1.0 / np.sqrt(2.0)
        dct *= np.sqrt(2.0 / n_mels)
    else:
        dct *= 2.0
    return dct.T.astype(np.float32)


def _hz_to_mel(freq, mel_type):
    if mel_type == MelType.HTK:
        return 2595.0 * np.log10(1.0 + freq / 700.0)
    f_sp, min_log_hz = 200.0 / 3, 1000.0
    min_log_mel, logstep = min_log_hz / f_sp, np.log(6.4) / 27.0
    freq = np.asarray(freq, np.float64)
    return np.where(freq >= min_log_hz,
                    min_log_mel + np.log(np.maximum(freq, 1e-10) / min_log_hz) / logstep,
                    freq / f_sp)


def _mel_to_hz(mels, mel_type):
    if mel_type == MelType.HTK:
        return 700.0 * (10.0 ** (mels / 2595.0) - 1.0)
    f_sp, min_log_hz = 200.0 / 3, 1000.0
    min_log_mel, logstep = min_log_hz / f_sp, np.log(6.4) / 27.0
    return np.where(mels >= min_log_mel, min_log_hz * np.exp(logstep * (mels - min_log_mel)),
                    f_sp * mels)


def _triangles(all_freqs, f_pts):
    f_diff = f_pts[1:] - f_pts[:-1]
    slopes = f_pts[None, :] - all_freqs[:, None]
    down = -slopes[:, :-2] / f_diff[:-1]
    up = slopes[:, 2:] / f_diff[1:]
    tri = np.minimum(down, up)
    return np.where(tri > 0, tri, 0).astype(tri.dtype)     # std::max(0, v): +0 for -0 and NaN


def _check_fbank_args(n_freqs, f_min, f_max, n_bands, band_name, sample_rate):
    _check.pos_int(n_freqs, "n_freqs")
    _check.non_neg_float(f_min, "f_min")
    _check.pos_float(f_max, "f_max")
    _check.pos_int(n_bands, band_name)
    _check.pos_int(sample_rate, "sample_rate")
    if f_min >= f_max:
        raise ValueError(f"Input f_min should be no more than f_max, but got f_min: {f_min} "
                         f"and f_max: {f_max}.")


def melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm=NormType.NONE,
                    mel_type=MelType.HTK):
    """Triangular mel filters, shape (n_freqs, n_mels), float32."""
    _check_fbank_args(n_freqs, f_min, f_max, n_mels, "n_mels", sample_rate)
    _check.enum(norm, NormType, "norm")
    _check.enum(mel_type, MelType, "mel_type")
    return _melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm, mel_type)


def _linspace32(start, end, n):
    """2.10's ``Linspace<float>``: ``start + i * ((end - start) / (n - 1))`` in float32."""
    start, end = np.float32(start), np.float32(end)
    step = np.float32(0) if n == 1 else (end - start) / np.float32(n - 1)
    return start + np.arange(n, dtype=np.float32) * step


def _melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm, mel_type):
    """2.10's ``CreateFbanks<float>``: the mel bounds and each point's frequency in double,
    the points and filters float32."""
    all_freqs = _linspace32(0, sample_rate / 2, n_freqs)
    m_min, m_max = (_hz_to_mel(float(np.float32(f)), mel_type) for f in (f_min, f_max))
    m_pts = _linspace32(m_min, m_max, n_mels + 2)
    f_pts = _mel_to_hz(m_pts.astype(np.float64), mel_type).astype(np.float32)
    fb = _triangles(all_freqs, f_pts)
    if norm == NormType.SLANEY:
        fb *= (np.float32(2) / (f_pts[2:n_mels + 2] - f_pts[:n_mels]))[None, :]
    return fb


def linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate):
    """Triangular filters evenly spaced in Hz, shape (n_freqs, n_filter), float32."""
    _check_fbank_args(n_freqs, f_min, f_max, n_filter, "n_filter", sample_rate)
    return _linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate)


def _linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate):
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    return _triangles(all_freqs, np.linspace(f_min, f_max, n_filter + 2)).astype(np.float32)
