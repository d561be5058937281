"""The base of the audio transforms and the numpy helpers they share (windows, STFT)."""
import numpy as np

from ..transforms import TensorOperation
from .utils import BorderType, WindowType


class AudioTensorOperation(TensorOperation):
    """An audio transform: ``op(waveform)`` on a numpy array, eagerly or in ``dataset.map``
    (MindSpore 2.10's eager call refuses anything but a numpy array, except in the few
    transforms that derive from its generic base: ``numpy_only = False``)."""

    numpy_only = True

    def __call__(self, *args):
        if not self.numpy_only:
            return super().__call__(*args)
        for x in args:
            if not isinstance(x, np.ndarray):
                raise TypeError(f"Input should be NumPy audio, got {type(x)}.")
        return super().__call__(*args)     # (a kernel's RuntimeError in 2.10's layout)


def window(kind, length, dtype=np.float64):
    """A periodic window of ``length`` samples (as torch's ``*_window`` defaults)."""
    n = np.arange(length, dtype=np.float64)
    if length == 1:
        return np.ones(1, dtype)
    phase = 2 * np.pi * n / length
    if kind == WindowType.HANN:
        w = 0.5 - 0.5 * np.cos(phase)
    elif kind == WindowType.HAMMING:
        w = 0.54 - 0.46 * np.cos(phase)
    elif kind == WindowType.BLACKMAN:
        w = 0.42 - 0.5 * np.cos(phase) + 0.08 * np.cos(2 * phase)
    elif kind == WindowType.BARTLETT:
        w = 1.0 - np.abs(2.0 * n / length - 1.0)
    else:
        w = np.kaiser(length + 1, 12.0)[:-1]
    return w.astype(dtype)


_NP_PAD = {BorderType.CONSTANT: "constant", BorderType.EDGE: "edge",
           BorderType.REFLECT: "reflect", BorderType.SYMMETRIC: "symmetric"}


def pad_last(x, left, right, mode=BorderType.CONSTANT):
    widths = [(0, 0)] * (x.ndim - 1) + [(left, right)]
    return np.pad(x, widths, mode=_NP_PAD[BorderType(mode)])


def stft(x, n_fft, hop, win, center, pad_mode, onesided):
    """Complex STFT of the last axis: (..., freq, frames)."""
    if center:
        x = pad_last(x, n_fft // 2, n_fft // 2, pad_mode)
    if n_fft > x.shape[-1]:
        raise RuntimeError(f"Spectrogram: n_fft should be more than 0 and less than "
                           f"{x.shape[-1]}, but got n_fft: {n_fft}.")
    n_frames = 1 + (x.shape[-1] - n_fft) // hop
    idx = np.arange(n_fft)[None, :] + hop * np.arange(n_frames)[:, None]
    frames = x[..., idx] * win
    spec = np.fft.rfft(frames, n_fft) if onesided else np.fft.fft(frames, n_fft)
    return np.swapaxes(spec, -1, -2)


def padded_window(kind, win_length, n_fft):
    """The window, zero-padded on both sides to ``n_fft`` (centred)."""
    w = window(kind, win_length)
    left = (n_fft - win_length) // 2
    return np.pad(w, (left, n_fft - win_length - left))


def to_pair(z, dtype):
    """A complex array as 2.10's real array with a trailing (real, imag) dimension."""
    return np.stack([z.real, z.imag], -1).astype(dtype)


def from_pair(x):
    return x[..., 0].astype(np.float64) + 1j * x[..., 1].astype(np.float64)
