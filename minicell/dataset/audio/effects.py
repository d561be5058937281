"""SoX-style effects, pitch tools and mel inversion: ``Flanger``, ``Phaser``, ``PitchShift``,
``DetectPitchFrequency``, ``InverseMelScale``, ``Dither``, ``Vad``, computed as MindSpore 2.10's CPU kernels do
(their wave tables, delay lines and frame layout), on numpy waveforms (..., time)."""
import math

import numpy as np

from .. import _random
from . import _check
from ._base import AudioTensorOperation, padded_window, stft, to_pair
from .misc import Resample
from .spectral import InverseSpectrogram, MelScale, _phase_vocoder
from .utils import (BorderType, DensityFunction, Interpolation, MelType, Modulation, NormType,
                    WindowType)

__all__ = ["Flanger", "Phaser", "PitchShift", "DetectPitchFrequency", "InverseMelScale",
           "Dither", "Vad"]


def _out(x, like):
    return x.astype(np.float64 if like.dtype == np.float64 else np.float32)


def _round_half_away(v):
    return np.where(v < 0, v - 0.5, v + 0.5).astype(np.int64)


def _wave_table(size, low, high, phase, triangular, integer):
    """One period of the modulation (sine or triangle) from ``low`` to ``high``, starting at
    ``phase`` radians; float32 as 2.10 builds it (integers rounded half away from zero)."""
    offset = int(phase / np.pi / 2 * size + 0.5)
    point = (np.arange(size) + offset) % size
    if not triangular:
        table = ((np.sin(point * np.pi / size * 2) + 1) / 2).astype(np.float32)
    else:
        table = (point * 2.0 / size).astype(np.float32)
        quarter = (4 * point) // size
        table = np.where(quarter == 0, table + 0.5,
                         np.where((quarter == 1) | (quarter == 2), 1.5 - table,
                                  np.where(quarter == 3, table - 1.5, table)))
    table = (table * np.float32(high - low) + np.float32(low)).astype(np.float32)
    return _round_half_away(table) if integer else table


class Phaser(AudioTensorOperation):
    """A phaser: a modulated feedback delay line of up to ``delay_ms``, mixed into the input."""

    def __init__(self, sample_rate, gain_in=0.4, gain_out=0.74, delay_ms=3.0, decay=0.4,
                 mod_speed=0.5, sinusoidal=True):
        _check.type_check(sample_rate, (int,), "sample_rate")
        _check.interval(sample_rate, -2 ** 31, 2 ** 31 - 1, "sample_rate")
        for name, v, lo, hi in (("gain_in", gain_in, 0, 1), ("gain_out", gain_out, 0, 1e9),
                                ("delay_ms", delay_ms, 0, 5.0), ("decay", decay, 0, 0.99),
                                ("mod_speed", mod_speed, 0.1, 2)):
            _check.type_check(v, (float, int), name)
            _check.interval(v, lo, hi, name)
        _check.type_check(sinusoidal, (bool,), "sinusoidal")
        self.sample_rate, self.gain_in, self.gain_out = sample_rate, gain_in, gain_out
        self.delay_ms, self.decay, self.mod_speed = delay_ms, decay, mod_speed
        self.sinusoidal = sinusoidal

    def _apply(self, x):
        x = _check.waveform(x, "Phaser")
        wave = x.reshape(-1, x.shape[-1]).astype(np.float64) * self.gain_in
        buf_len = int(self.delay_ms * 0.001 * self.sample_rate + 0.5)
        mod_len = int(self.sample_rate / self.mod_speed + 0.5)
        mod = _wave_table(mod_len, 1.0, float(buf_len), np.pi / 2, not self.sinusoidal, True)
        buf = np.zeros((wave.shape[0], max(buf_len, 1)))
        out = np.zeros_like(wave)
        delay_pos = mod_pos = 0
        for i in range(wave.shape[1]):
            idx = (delay_pos + mod[mod_pos]) % buf_len
            mod_pos = (mod_pos + 1) % mod_len
            delay_pos = (delay_pos + 1) % buf_len
            out[:, i] = wave[:, i] + buf[:, idx]
            buf[:, delay_pos] = out[:, i] * self.decay
        return _out(np.clip(out * self.gain_out, -1, 1).reshape(x.shape), x)


class Flanger(AudioTensorOperation):
    """A flanger on (..., channel, time): a swept delay of ``delay`` + up to ``depth`` ms with
    ``regen`` feedback and ``width`` mix, the channels ``phase`` percent apart."""

    def __init__(self, sample_rate, delay=0.0, depth=2.0, regen=0.0, width=71.0, speed=0.5,
                 phase=25.0, modulation=Modulation.SINUSOIDAL,
                 interpolation=Interpolation.LINEAR):
        _check.type_check(sample_rate, (int,), "sample_rate")
        _check.int_not_zero(sample_rate, "sample_rate")
        for name, v, lo, hi in (("delay", delay, 0, 30), ("depth", depth, 0, 10),
                                ("regen", regen, -95, 95), ("width", width, 0, 100),
                                ("speed", speed, 0.1, 10), ("phase", phase, 0, 100)):
            _check.type_check(v, (float, int), name)
            _check.interval(v, lo, hi, name)
        _check.enum(modulation, Modulation, "modulation")
        _check.enum(interpolation, Interpolation, "interpolation")
        self.sample_rate, self.delay, self.depth, self.regen = sample_rate, delay, depth, regen
        self.width, self.speed, self.phase = width, speed, phase
        self.modulation, self.interpolation = modulation, interpolation

    def _apply(self, x):
        _check.waveform(x, "Flanger", 2, "<..., channel, time>")
        wave = x.reshape((-1,) + x.shape[-2:]).astype(np.float64)
        n_channels, time = wave.shape[1], wave.shape[2]
        feedback, delay_gain = self.regen / 100, self.width / 100
        in_gain = 1.0 / (1 + delay_gain)
        delay_gain = delay_gain / (1 + delay_gain) * (1 - abs(feedback))
        delay_min, delay_depth = self.delay / 1000, self.depth / 1000
        buf_len = int((delay_min + delay_depth) * self.sample_rate + 0.5) + 2
        lfo_len = int(self.sample_rate / self.speed)
        lfo = _wave_table(lfo_len, math.floor(delay_min * self.sample_rate + 0.5), buf_len - 2.0,
                          3 * np.pi / 2, self.modulation == Modulation.TRIANGULAR, False)
        channel_shift = (np.arange(n_channels) * lfo_len * (self.phase / 100) + 0.5).astype(int)
        bufs = np.zeros(wave.shape[:2] + (buf_len,))
        last = np.zeros(wave.shape[:2])
        out = np.zeros_like(wave)
        pos = lfo_pos = 0
        rows = np.arange(n_channels)
        for i in range(time):
            pos = (pos + buf_len - 1) % buf_len
            delay = lfo[(lfo_pos + channel_shift) % lfo_len].astype(np.float64)
            frac = delay - np.trunc(delay)
            int_delay = np.floor(delay).astype(int)
            bufs[:, :, pos] = wave[:, :, i] + last * feedback
            a = bufs[:, rows, (pos + int_delay) % buf_len]
            b = bufs[:, rows, (pos + int_delay + 1) % buf_len]
            if self.interpolation == Interpolation.LINEAR:
                delayed = a + (b - a) * frac
            else:
                c = bufs[:, rows, (pos + int_delay + 2) % buf_len] - a
                b = b - a
                delayed = a + ((c * 0.5 - b) * frac + (b * 2 - c * 0.5)) * frac
            last = delayed
            out[:, :, i] = wave[:, :, i] * in_gain + delayed * delay_gain
            lfo_pos = (lfo_pos + 1) % lfo_len
        return np.clip(out, -1, 1).reshape(x.shape).astype(x.dtype)   # 2.10 keeps the type


class PitchShift(AudioTensorOperation):
    """Shift the pitch by ``n_steps`` of ``bins_per_octave``: time-stretch the STFT by the
    phase vocoder, invert it, and resample back to the original length."""

    def __init__(self, sample_rate, n_steps, bins_per_octave=12, n_fft=512, win_length=None,
                 hop_length=None, window=WindowType.HANN):
        _check.non_neg_int(sample_rate, "sample_rate")
        _check.type_check(n_steps, (int,), "n_steps")
        _check.int_not_zero(bins_per_octave, "bins_per_octave")
        _check.pos_int(n_fft, "n_fft")
        if win_length is not None:
            _check.pos_int(win_length, "win_length")
        if hop_length is not None:
            _check.pos_int(hop_length, "hop_length")
        _check.enum(window, WindowType, "window")
        self.sample_rate, self.n_steps, self.bins_per_octave = sample_rate, n_steps, \
            bins_per_octave
        self.n_fft, self.window = n_fft, window
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 4

    def _apply(self, x):
        x = _check.waveform(x, "PitchShift")
        length = x.shape[-1]
        win = padded_window(self.window, self.win_length, self.n_fft)
        spec = stft(x.astype(np.float64), self.n_fft, self.hop_length, win, True,
                    BorderType.REFLECT, True)
        rate = float(np.float32(2.0) ** np.float32(-self.n_steps / self.bins_per_octave))
        advance = np.linspace(0, np.pi * self.hop_length, spec.shape[-2])[:, None]
        stretched = _phase_vocoder(spec, rate, advance)
        len_stretch = int(math.floor(length / rate + 0.5))
        wave = InverseSpectrogram(len_stretch, self.n_fft, self.win_length, self.hop_length,
                                  window=self.window)._apply(to_pair(stretched, np.float64))
        shifted = Resample(int(self.sample_rate / rate), self.sample_rate)._apply(wave)
        shifted = shifted.astype(np.float64)
        if shifted.shape[-1] >= length:
            shifted = shifted[..., :length]
        else:
            shifted = np.pad(shifted, [(0, 0)] * (shifted.ndim - 1) +
                             [(0, length - shifted.shape[-1])])
        return _out(shifted, x)


class DetectPitchFrequency(AudioTensorOperation):
    """The pitch (Hz) of each ``frame_time`` frame of (..., time), by normalized
    cross-correlation over lags from ``sample_rate / freq_high`` to ``sample_rate /
    freq_low`` and a ``win_length``-frame median filter."""

    def __init__(self, sample_rate, frame_time=0.01, win_length=30, freq_low=85,
                 freq_high=3400):
        _check.type_check(sample_rate, (int,), "sample_rate")
        _check.int_not_zero(sample_rate, "sample_rate")
        _check.pos_float(frame_time, "frame_time")
        _check.pos_int(win_length, "win_length")
        _check.pos_float(freq_low, "freq_low")
        _check.pos_float(freq_high, "freq_high")
        self.sample_rate, self.frame_time, self.win_length = sample_rate, frame_time, win_length
        self.freq_low, self.freq_high = freq_low, freq_high

    def _nccf(self, wave):
        lags = math.ceil(np.float32(self.sample_rate) / np.float32(self.freq_low))
        frame = math.ceil(np.float32(self.sample_rate * self.frame_time))
        n_frames = math.ceil(np.float32(wave.shape[1]) / np.float32(frame))
        pad = lags + n_frames * frame - wave.shape[1]
        sig = np.pad(wave, [(0, 0), (0, pad)])
        starts = np.arange(n_frames) * frame
        idx = starts[:, None] + np.arange(frame)[None, :]
        s1 = sig[:, idx]
        out = np.zeros((wave.shape[0], n_frames, lags))
        n1 = np.sum(s1 * s1, -1)
        for lag in range(1, lags + 1):
            s2 = sig[:, idx + lag]
            n2 = np.sum(s2 * s2, -1)
            ok = (n1 != 0) & (n2 != 0)
            out[..., lag - 1] = np.where(ok, np.sum(s1 * s2, -1) / np.where(ok, n1 * n2, 1), 0)
        return out

    def _best_lags(self, nccf):
        lags = nccf.shape[-1]
        lag_min = math.ceil(np.float32(self.sample_rate) / np.float32(self.freq_high))
        best = np.empty(nccf.shape[:2], np.int64)
        for c in range(nccf.shape[0]):
            for f in range(nccf.shape[1]):
                row = nccf[c, f]
                best_v = half_v = row[lag_min]
                best_i = half_i = lag_min
                for k in range(lag_min + 1, lags):
                    if row[k] > best_v:
                        best_v, best_i = row[k], k
                        if k < lags // 2:
                            half_v, half_i = row[k], k
                best[c, f] = (half_i if half_v > best_v * 0.99 else best_i) + 1
        return best

    def _apply(self, x):
        x = _check.waveform(x, "DetectPitchFrequency")
        wave = x.reshape(-1, x.shape[-1])
        wave = wave.astype(np.float64 if x.dtype == np.float64 else np.float32)
        best = self._best_lags(self._nccf(wave))
        pad = (self.win_length - 1) // 2
        padded = np.concatenate([np.repeat(best[:, :1], pad, 1), best], 1)
        n_out = best.shape[1] + pad - self.win_length + 1
        smooth = np.stack([np.sort(padded[:, j:j + self.win_length], 1)[:, pad]
                           for j in range(n_out)], 1) if n_out > 0 else \
            np.zeros((best.shape[0], 0), np.int64)
        freq = (self.sample_rate / (1e-9 + smooth)).astype(np.float32)
        return freq.reshape(x.shape[:-1] + (n_out,))


class InverseMelScale(AudioTensorOperation):
    """A linear-frequency spectrogram (..., n_stft, time) from a mel one (..., n_mels, time),
    as 2.10 solves it: gradient descent on the mean squared error of the mel projection from a
    uniform random start (``sgdargs``' ``sgd_lr``; 2.10's step carries no momentum over),
    stopping at ``max_iter`` or when the loss is under ``tolerance_loss`` or changes by less
    than ``tolerance_change``; negative values are clamped to 0. The random start makes the
    result depend on the seed (``dataset.config.set_seed``), as in 2.10."""

    random = True

    def __init__(self, n_stft, n_mels=128, sample_rate=16000, f_min=0.0, f_max=None,
                 max_iter=100000, tolerance_loss=1e-5, tolerance_change=1e-8, sgdargs=None,
                 norm=NormType.NONE, mel_type=MelType.HTK):
        self.mel = MelScale(n_mels, sample_rate, f_min, f_max, n_stft, norm, mel_type)
        _check.pos_int(max_iter, "max_iter")
        _check.pos_float(tolerance_loss, "tolerance_loss")
        _check.pos_float(tolerance_change, "tolerance_change")
        sgdargs = {"sgd_lr": 0.1, "sgd_momentum": 0.9} if sgdargs is None else sgdargs
        _check.non_neg_float(sgdargs.get("sgd_lr", 0.1), "sgd_lr")
        _check.non_neg_float(sgdargs.get("sgd_momentum", 0.9), "sgd_momentum")
        self.max_iter, self.tolerance_loss = max_iter, tolerance_loss
        self.tolerance_change, self.lr = tolerance_change, sgdargs.get("sgd_lr", 0.1)

    def _apply(self, x):
        x = _check.waveform(x, "InverseMelScale", 2)
        if x.shape[-2] != self.mel.n_mels:
            raise RuntimeError("InverseMelScale: n_mels must be equal to the penultimate "
                               "dimension of input.")
        fb = self.mel._fbanks()                      # (n_stft, n_mels)
        mels = x.reshape((-1,) + x.shape[-2:]).astype(np.float64)
        rng = _random.current()
        out = []
        for mel in mels:
            target = mel.T                           # (time, n_mels)
            spec = rng.random((target.shape[0], fb.shape[0]))
            loss = np.finfo(np.float64).max
            for _ in range(self.max_iter):
                diff = target - spec @ fb
                new_loss = np.mean(diff ** 2)
                if new_loss < self.tolerance_loss or abs(loss - new_loss) < self.tolerance_change:
                    break
                loss = new_loss
                spec = spec + self.lr * (diff @ fb.T) / target.shape[0]
            out.append(np.maximum(spec, 0).T)
        # a 2-D input comes back 3-D, (1, n_stft, time), as from 2.10 (measured)
        return _out(np.stack(out).reshape((x.shape[:-2] or (1,)) + out[0].shape), x)


def _round_half_away_float(v):
    return np.sign(v) * np.floor(np.abs(v) + 0.5)


class Dither(AudioTensorOperation):
    """Quantize to 16 bits with dither, as 2.10 computes it: ``TPDF`` adds a Bartlett window
    over the time axis (no randomness), ``RPDF`` adds one randomly picked input sample and
    ``GPDF`` the running sum of seven; ``noise_shaping`` adds back each sample's quantization
    error on the next one."""

    random = True

    def __init__(self, density_function=DensityFunction.TPDF, noise_shaping=False):
        _check.enum(density_function, DensityFunction, "density_function")
        _check.type_check(noise_shaping, (bool,), "noise_shaping")
        self.density_function, self.noise_shaping = density_function, noise_shaping

    def _noise(self, wave):
        rows, time = wave.shape
        if self.density_function == DensityFunction.TPDF:
            n = np.arange(time, dtype=np.float32)
            return (np.float32(1.0) - np.abs(np.float32(2.0) * n / np.float32(time) -
                                             np.float32(1.0))).astype(wave.dtype)
        rng = _random.current()

        def pick():
            return (int(rng.integers(0, rows)) if rows > 1 else 0,
                    int(rng.integers(0, time)) if time > 1 else 0)
        first = pick()
        if self.density_function == DensityFunction.RPDF:
            return wave[first]
        total, work = wave[first], wave.copy()
        for _ in range(6):     # 2.10 also writes each running sum back into the waveform
            where = pick()
            total = total + work[where]
            work[where] = total
        return total

    def _apply(self, x):
        x = _check.waveform(x, "Dither")
        wave = x.reshape(-1, x.shape[-1])
        dithered = _round_half_away_float(wave * (2 ** 15 - 2) + self._noise(wave)) / 2 ** 15
        dithered = dithered.astype(wave.dtype)
        if self.noise_shaping:
            error = dithered - wave
            dithered = dithered + np.concatenate([np.zeros_like(error[:, :1]), error[:, :-1]], 1)
        return dithered.reshape(x.shape).astype(wave.dtype)


class Vad(AudioTensorOperation):
    """Trim leading silence (SoX's voice-activity detector), with MindSpore 2.10's results.

    2.10's kernel fills the spectral measure's cepstrum from a buffer it never writes, so every
    measure is 0: speech "triggers" only when ``trigger_level <= 0`` (at the first measure),
    and the output is the trailing part of (..., time) that its buffer bookkeeping keeps then:
    ``pre_trigger_time`` seconds when it triggers, else the last ``pre_trigger_time +
    search_time`` seconds plus one measure window (the whole input when that exceeds twice its
    length). minicell reproduces that bookkeeping exactly instead of running the unused
    spectral analysis."""

    def __init__(self, sample_rate, trigger_level=7.0, trigger_time=0.25, search_time=1.0,
                 allowed_gap=0.25, pre_trigger_time=0.0, boot_time=0.35, noise_up_time=0.1,
                 noise_down_time=0.01, noise_reduction_amount=1.35, measure_freq=20.0,
                 measure_duration=None, measure_smooth_time=0.4, hp_filter_freq=50.0,
                 lp_filter_freq=6000.0, hp_lifter_freq=150.0, lp_lifter_freq=2000.0):
        _check.pos_int(sample_rate, "sample_rate")
        _check.number(trigger_level, "trigger_level")
        for name, v in (("trigger_time", trigger_time), ("search_time", search_time),
                        ("allowed_gap", allowed_gap), ("pre_trigger_time", pre_trigger_time),
                        ("boot_time", boot_time), ("noise_up_time", noise_up_time),
                        ("noise_down_time", noise_down_time)):
            _check.non_neg_float(v, name)
        if noise_up_time < noise_down_time:
            raise ValueError(f"Input noise_up_time should be greater than noise_down_time, but "
                             f"got noise_up_time: {noise_up_time} and noise_down_time: "
                             f"{noise_down_time}.")
        _check.non_neg_float(noise_reduction_amount, "noise_reduction_amount")
        _check.pos_float(measure_freq, "measure_freq")
        if measure_duration:
            _check.non_neg_float(measure_duration, "measure_duration")
        _check.non_neg_float(measure_smooth_time, "measure_smooth_time")
        for name, v in (("hp_filter_freq", hp_filter_freq), ("lp_filter_freq", lp_filter_freq),
                        ("hp_lifter_freq", hp_lifter_freq), ("lp_lifter_freq", lp_lifter_freq)):
            _check.pos_float(v, name)
        self.sample_rate, self.trigger_level, self.search_time = sample_rate, trigger_level, \
            search_time
        self.pre_trigger_time, self.measure_freq = pre_trigger_time, measure_freq
        self.measure_duration = measure_duration if measure_duration else 2.0 / measure_freq
        self.filter_freqs = (hp_filter_freq, lp_filter_freq)
        self.lifter_freqs = (hp_lifter_freq, lp_lifter_freq)

    def _check_bands(self, measure_len):
        sr, dft_len = self.sample_rate, 16
        while dft_len < measure_len:
            dft_len *= 2
        start = max(int(self.filter_freqs[0] / sr * dft_len + 0.5), 1)
        end = min(int(self.filter_freqs[1] / sr * dft_len + 0.5), dft_len // 2)
        if end <= start:
            raise RuntimeError("Vad: the end of spectrum must be greater than the start. Check "
                               "if `hp_filter_freq` is too large or `lp_filter_freq` is too "
                               "small.")
        if min(math.floor(sr * 0.5 / self.lifter_freqs[0]), dft_len // 4) <= \
                math.ceil(sr * 0.5 / self.lifter_freqs[1]):
            raise RuntimeError("Vad: the end of cepstrum must be greater than the start. Check "
                               "if `hp_lifter_freq` is too large or `lp_lifter_freq` is too "
                               "small.")

    def _apply(self, x):
        x = _check.waveform(x, "Vad")
        sr, length = self.sample_rate, x.shape[-1]
        measure_len = int(sr * self.measure_duration + 0.5)
        self._check_bands(measure_len)
        period = int(sr / self.measure_freq + 0.5)
        search_len = math.ceil(self.search_time * self.measure_freq) * period
        pre_len = int(self.pre_trigger_time * sr + 0.5)
        kept = pre_len + search_len + measure_len
        if self.trigger_level <= 0 and 1 <= measure_len <= length:
            start = measure_len - kept + search_len       # triggered at the first measure
        else:
            start = length - kept
        if start < -length:
            start = 0
        elif start < 0:
            start += length
        return x[..., start:]
