"""Cepstral coefficients: ``MFCC`` (mel bands) and ``LFCC`` (linear bands), each a
spectrogram projected on triangular filters, to decibels (or a log), then a DCT-II, with
MindSpore 2.10's values and its argument checks (in its order and words)."""
import numpy as np

from . import _check
from ._base import AudioTensorOperation
from .spectral import MelScale, Spectrogram, _amplitude_to_db
from .utils import (BorderType, MelType, NormMode, NormType, ScaleType, WindowType,
                    _linear_fbanks, create_dct)

__all__ = ["MFCC", "LFCC"]


def _out(x, like):
    return x.astype(np.float64 if like.dtype == np.float64 else np.float32)


def _cepstrum(spec, fbanks, n_coef, log, norm):
    feats = np.einsum("...ft,fm->...mt", spec, fbanks.astype(np.float64))
    if log:
        feats = np.log(feats + 1e-6)
    else:
        feats = _amplitude_to_db(feats, ScaleType.POWER, 1.0, 1e-10, 80.0)
    dct = create_dct(n_coef, fbanks.shape[1], norm).astype(np.float64)
    return np.einsum("...mt,mc->...ct", feats, dct)


def _check_dct_type(dct_type):
    if dct_type != 2:
        raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")


def _stft_kwargs(kwargs, sample_rate, mel):
    """2.10's defaults for ``melkwargs`` / ``speckwargs`` (missing keys filled in)."""
    kw = dict(kwargs or {})
    kw.setdefault("n_fft", 400)
    kw.setdefault("win_length", kw["n_fft"])
    if "hop_length" not in kw:
        kw["hop_length"] = kw["win_length"] // 2
    kw.setdefault("pad", 0)
    kw.setdefault("window", WindowType.HANN)
    kw.setdefault("power", 2.0)
    kw.setdefault("normalized", False)
    kw.setdefault("center", True)
    kw.setdefault("pad_mode", BorderType.REFLECT)
    kw.setdefault("onesided", True)
    if mel:
        kw.setdefault("f_min", 0.0)
        kw.setdefault("f_max", sample_rate // 2)
        kw.setdefault("n_mels", 128)
        kw.setdefault("norm", NormType.NONE)
        kw.setdefault("mel_scale", MelType.HTK)
    return kw


def _spectrogram(kw):
    return Spectrogram(kw["n_fft"], kw["win_length"], kw["hop_length"], kw["pad"],
                       kw["window"], kw["power"], kw["normalized"], kw["center"],
                       kw["pad_mode"], kw["onesided"])


class MFCC(AudioTensorOperation):
    """Mel-frequency cepstral coefficients (..., n_mfcc, frames): a mel spectrogram
    (``melkwargs``, 2.10's defaults for missing keys), to dB (or ``log_mels``: log), then a
    DCT-II."""

    def __init__(self, sample_rate=16000, n_mfcc=40, dct_type=2, norm=NormMode.ORTHO,
                 log_mels=False, melkwargs=None):
        _check.non_neg_int(sample_rate, "sample_rate")
        _check.type_check(log_mels, (bool,), "log_mels")
        _check.enum(norm, NormMode, "norm")
        _check.non_neg_int(n_mfcc, "n_mfcc")
        _check_dct_type(dct_type)
        _check.type_check(melkwargs if melkwargs is not None else {}, (dict,), "melkwargs")
        kw = _stft_kwargs(melkwargs, sample_rate, True)
        _check.pos_int(kw["n_fft"], "n_fft")
        self.mel_scale = MelScale(kw["n_mels"], sample_rate, kw["f_min"], kw["f_max"],
                                  kw["n_fft"] // 2 + 1, kw["norm"], kw["mel_scale"])
        _check.non_neg_float(kw["power"], "power", (int, float))
        _check.enum(kw["window"], WindowType, "window")
        for name in ("normalized", "center"):
            _check.type_check(kw[name], (bool,), name)
        _check.enum(kw["pad_mode"], BorderType, "pad_mode")
        _check.type_check(kw["onesided"], (bool,), "onesided")
        _check.non_neg_int(kw["pad"], "pad")
        if kw["hop_length"] is not None:
            _check.pos_int(kw["hop_length"], "hop_length")
        if kw["win_length"] is not None:
            _check.non_neg_int(kw["win_length"], "win_length")
        self._spec_kwargs = kw      # built at the first call: 2.10 checks the rest there
        if kw["n_mels"] < n_mfcc:
            raise ValueError(f"Input n_mels should be greater than or equal to n_mfcc, but got "
                             f"n_mfcc: {n_mfcc} and n_mels: {kw['n_mels']}.")
        self.n_mfcc, self.dct_type, self.norm, self.log_mels = n_mfcc, dct_type, norm, log_mels

    def _apply(self, x):
        x = _check.waveform(x, "MFCC")
        try:
            spectrogram = _spectrogram(self._spec_kwargs)
        except ValueError as e:
            raise RuntimeError(f"MFCC: {e}") from e
        spec = spectrogram(x).astype(np.float64)
        return _out(_cepstrum(spec, self.mel_scale._fbanks(), self.n_mfcc, self.log_mels,
                              self.norm), x)


class LFCC(AudioTensorOperation):
    """Linear-frequency cepstral coefficients (..., n_lfcc, frames): a spectrogram
    (``speckwargs``) onto ``n_filter`` linear triangular bands, to dB (or ``log_lf``), DCT-II."""

    def __init__(self, sample_rate=16000, n_filter=128, n_lfcc=40, f_min=0.0, f_max=None,
                 dct_type=2, norm=NormMode.ORTHO, log_lf=False, speckwargs=None):
        _check.non_neg_int(sample_rate, "sample_rate")
        _check.pos_int(n_filter, "n_filter")
        _check.pos_int(n_lfcc, "n_lfcc")
        _check.type_check(log_lf, (bool,), "log_lf")
        _check.enum(norm, NormMode, "norm")
        _check.non_neg_float(f_min, "f_min")
        if f_max is not None:
            _check.non_neg_float(f_max, "f_max")
            if f_min > f_max:
                raise ValueError(f"f_max should be greater than or equal to f_min, but got "
                                 f"f_min: {f_min} and f_max: {f_max}.")
        elif f_min >= sample_rate // 2:
            raise ValueError(f"Input sample_rate // 2 should be greater than f_min when f_max "
                             f"is set to None, but got f_min: {f_min} and sample_rate: "
                             f"{sample_rate}.")
        _check_dct_type(dct_type)
        _check.type_check(speckwargs if speckwargs is not None else {}, (dict,), "speckwargs")
        kw = _stft_kwargs(speckwargs, sample_rate, False)
        if kw["n_fft"] < n_lfcc:
            raise ValueError(f"n_fft should be greater than or equal to n_lfcc, but got n_fft: "
                             f"{kw['n_fft']} and n_lfcc: {n_lfcc}.")
        if kw["win_length"] > kw["n_fft"]:
            raise ValueError(f"win_length must be less than or equal to n_fft, but got "
                             f"win_length: {kw['win_length']} and n_fft: {kw['n_fft']}.")
        self.spectrogram = _spectrogram(kw)
        self.f_max = f_max if f_max is not None else float(sample_rate // 2)
        self.fbanks = _linear_fbanks(kw["n_fft"] // 2 + 1, f_min, self.f_max, n_filter,
                                     sample_rate)
        self.n_lfcc, self.dct_type, self.norm, self.log_lf = n_lfcc, dct_type, norm, log_lf

    def _apply(self, x):
        x = _check.waveform(x, "LFCC")
        spec = self.spectrogram(x).astype(np.float64)
        return _out(_cepstrum(spec, self.fbanks, self.n_lfcc, self.log_lf, self.norm), x)
