"""Rows of ``test_bad_input_catalogue37`` (``dataset.audio``, eager calls): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process;
/tmp/s53/bad37's au2.py, au3.py): see ``bad_input_rows37_audio``."""
import numpy as np

import minicell.dataset.audio as audio

_RULE = "-" * 66


def _kernel(message):
    """2.10's eager C++ kernel failure (its 'C++ Call Stack' section left out)."""
    return (f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
            f"\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n\n")


w = np.random.RandomState(0).rand(2, 64).astype(np.float32)
one = np.ones(8, np.float32)
s1 = np.array(['a', 'b'])
z0 = np.array(1.0, np.float32)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'call spec str': (
        lambda: audio.Spectrogram(n_fft=16)(np.array(['a', 'b'])),
        RuntimeError, _kernel(
            'Spectrogram: input tensor type should be int, float or double, but got: string')),
    'call spec scalar': (
        lambda: audio.Spectrogram(n_fft=16)(np.float32(1)),
        RuntimeError, _kernel(
            'Spectrogram: input tensor is not in shape of <..., time>.')),
    'call amp2db 0d': (
        lambda: audio.AmplitudeToDB()(np.float32(2)),
        TypeError, "Input should be NumPy audio, got <class 'numpy.float32'>."),
    'call angle 1d': (
        lambda: audio.Angle()(np.ones(4, np.float32)),
        RuntimeError, _kernel(
            'Angle: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., complex=2>.')),
    'call angle last3': (
        lambda: audio.Angle()(np.ones((4, 3), np.float32)),
        RuntimeError, _kernel(
            'Angle: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., complex=2>.')),
    'call complexnorm last3': (
        lambda: audio.ComplexNorm()(np.ones((4, 3), np.float32)),
        RuntimeError, _kernel(
            'ComplexNorm: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., complex=2>.')),
    'call allpass 0d': (
        lambda: audio.AllpassBiquad(44100, 200.0)(np.float32(1)),
        TypeError, "Input should be NumPy audio, got <class 'numpy.float32'>."),
    'call allpass str': (
        lambda: audio.AllpassBiquad(44100, 200.0)(np.array(['a'])),
        RuntimeError, _kernel(
            'AllpassBiquad: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [float, double]. But got type string.')),
    'call fade long': (
        lambda: audio.Fade(fade_in_len=100)(w),
        RuntimeError, _kernel(
            "Fade: invalid parameter, 'fade_in_len' should be no greater than 'length of "
            "waveform', but got: fade_in_len 100 while length of waveform 64.")),
    'call freqmask big': (
        lambda: audio.FrequencyMasking(freq_mask_param=100)(np.ones((2, 8, 8), np.float32)),
        RuntimeError, _kernel(
            "FrequencyMasking: invalid parameter, 'frequency_mask_param' should be less than "
            "or equal to the length of frequency dimension, but got: 'frequency_mask_param' "
            '100 and length 8')),
    'call timemask big': (
        lambda: audio.TimeMasking(time_mask_param=100)(np.ones((2, 8, 8), np.float32)),
        RuntimeError, _kernel(
            "TimeMasking: invalid parameter, 'time_mask_param' should be less than or equal to "
            "the length of time dimension, but got: 'frequency_mask_param' 100 and length 8")),
    'call freqmask 1d': (
        lambda: audio.FrequencyMasking(freq_mask_param=1)(np.ones(8, np.float32)),
        RuntimeError, _kernel(
            'FrequencyMasking: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call timestretch 1d': (
        lambda: audio.TimeStretch(n_freq=4)(np.ones((4, 2), np.float32)),
        RuntimeError, _kernel(
            'TimeStretch: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, num_frame, complex=2>.')),
    'call melscale mismatch': (
        lambda: audio.MelScale(n_mels=4, n_stft=10)(np.ones((2, 8, 5), np.float32)),
        RuntimeError, _kernel(
            "MelScale: invalid parameter, 'n_stft' should be equal to 'freq', but got: n_stft "
            '10 while freq 8.')),
    'call mulaw dec float': (
        lambda: audio.MuLawDecoding()(np.array(['a'])),
        RuntimeError, _kernel(
            'MuLawDecoding: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call deltas 1d': (
        lambda: audio.ComputeDeltas()(np.ones(4, np.float32)),
        RuntimeError, _kernel(
            'ComputeDeltas: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call magphase last3': (
        lambda: audio.Magphase()(np.ones((4, 3), np.float32)),
        RuntimeError, _kernel(
            'Magphase: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., complex=2>.')),
    'call lfilter 0d': (
        lambda: audio.LFilter([0.1], [0.2])(np.float32(1)),
        TypeError, "Input should be NumPy audio, got <class 'numpy.float32'>."),
    'call dbtoamp str': (
        lambda: audio.DBToAmplitude(1.0, 1.0)(np.array(['a'])),
        RuntimeError, _kernel(
            'DBToAmplitude: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call gain str': (
        lambda: audio.Gain(1.0)(np.array(['a'])),
        RuntimeError, _kernel(
            'Gain: the data type of input tensor does not match the requirement of operator. '
            'Expecting tensor in type of [int, float, double]. But got type string.')),
    'call griffin shape': (
        lambda: audio.GriffinLim(n_fft=16)(np.ones((4, 3), np.float32)),
        RuntimeError, _kernel(
            'GriffinLim: the frequency of the input should equal to n_fft / 2 + 1')),
    'call2 flanger 1d': (
        lambda: audio.Flanger(44100)(one),
        RuntimeError, _kernel(
            'Flanger: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., channel, time>. But got tensor with dimension '
            '1.')),
    'call2 invmel 1d': (
        lambda: audio.InverseMelScale(5)(one),
        RuntimeError, _kernel(
            'InverseMelScale: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call2 maskaxis 1d': (
        lambda: audio.MaskAlongAxis(0, 1, 0.5, 2)(one),
        RuntimeError, _kernel(
            'MaskAlongAxis: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call2 maskiid 1d': (
        lambda: audio.MaskAlongAxisIID(1, 0.5, 2)(one),
        RuntimeError, _kernel(
            'MaskAlongAxisIID: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call2 swcmn 1d': (
        lambda: audio.SlidingWindowCmn()(one),
        RuntimeError, _kernel(
            'SlidingWindowCmn: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call2 melscale 1d': (
        lambda: audio.MelScale(n_stft=8)(one),
        RuntimeError, _kernel(
            'MelScale: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., freq, time>. But got tensor with dimension 1.')),
    'call2 timemask 1d': (
        lambda: audio.TimeMasking(time_mask_param=1)(one),
        RuntimeError, _kernel(
            'TimeMasking: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time>. But got tensor with '
            'dimension 1.')),
    'call2 amp2db str': (
        lambda: audio.AmplitudeToDB()(np.array([['a']])),
        RuntimeError, _kernel(
            'AmplitudeToDB: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 deltas str': (
        lambda: audio.ComputeDeltas()(np.array([['a']])),
        RuntimeError, _kernel(
            'ComputeDeltas: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 freqmask str': (
        lambda: audio.FrequencyMasking()(np.array([['a']])),
        RuntimeError, _kernel(
            'FrequencyMasking: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 gain 0d': (
        lambda: audio.Gain(1.0)(z0),
        RuntimeError, _kernel(
            'Gain: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., time>. But got tensor with dimension 0.')),
    'call2 vol 0d': (
        lambda: audio.Vol(1.0)(z0),
        RuntimeError, _kernel(
            'Vol: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., time>. But got tensor with dimension 0.')),
    'call2 fade 0d': (
        lambda: audio.Fade()(z0),
        RuntimeError, _kernel(
            'Fade: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., time>. But got tensor with dimension 0.')),
    'call2 mulaw 0d': (
        lambda: audio.MuLawEncoding()(z0),
        RuntimeError, _kernel(
            'MuLawEncoding: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., time>. But got tensor with dimension '
            '0.')),
    'call2 angle 0d': (
        lambda: audio.Angle()(z0),
        RuntimeError, _kernel(
            'Angle: the shape of input tensor does not match the requirement of operator. '
            'Expecting tensor in shape of <..., complex=2>.')),
    'call2 angle str': (
        lambda: audio.Angle()(np.array([['a', 'b']])),
        RuntimeError, _kernel(
            'Angle: the data type of input tensor does not match the requirement of operator. '
            'Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 invspec last3': (
        lambda: audio.InverseSpectrogram(n_fft=4)(np.ones((3, 4, 3), np.float32)),
        RuntimeError, _kernel(
            'InverseSpectrogram: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, time, complex=2>.')),
    'call2 phasevoc last3': (
        lambda: audio.PhaseVocoder(1.2, np.zeros((3, 1)))(np.ones((3, 4, 3), np.float32)),
        RuntimeError, _kernel(
            'PhaseVocoder: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, num_frame, complex=2>.')),
    'call2 timestretch last3': (
        lambda: audio.TimeStretch(n_freq=4)(np.ones((4, 3, 3), np.float32)),
        RuntimeError, _kernel(
            'TimeStretch: the shape of input tensor does not match the requirement of '
            'operator. Expecting tensor in shape of <..., freq, num_frame, complex=2>.')),
    'call2 gain empty': (
        lambda: audio.Gain(1.0)(np.array([], np.float32)),
        RuntimeError, _kernel(
            'Input Tensor has no data.')),
    'call2 amp2db empty': (
        lambda: audio.AmplitudeToDB()(np.ones((0, 3), np.float32)),
        RuntimeError, _kernel(
            'Input Tensor has no data.')),
    'call2 gain two': (
        lambda: audio.Gain(1.0)(one, one),
        RuntimeError, _kernel(
            'The op is OneToOne, can only accept one tensor as input.')),
    'call2 fade out long': (
        lambda: audio.Fade(fade_out_len=100)(one),
        RuntimeError, _kernel(
            "Fade: invalid parameter, 'fade_out_len' should be no greater than 'length of "
            "waveform', but got: fade_out_len 100 while length of waveform 8.")),
    'call2 spec nfft big': (
        lambda: audio.Spectrogram(n_fft=64, center=False)(one),
        RuntimeError, _kernel(
            'Spectrogram: n_fft should be more than 0 and less than 8, but got n_fft: 64.')),
    'call2 spec 0d': (
        lambda: audio.Spectrogram(n_fft=4)(z0),
        RuntimeError, _kernel(
            'Spectrogram: input tensor is not in shape of <..., time>.')),
    'call2 phaser str': (
        lambda: audio.Phaser(44100)(s1),
        RuntimeError, _kernel(
            'Phaser: the data type of input tensor does not match the requirement of operator. '
            'Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 dither str': (
        lambda: audio.Dither()(s1),
        RuntimeError, _kernel(
            'Dither: the data type of input tensor does not match the requirement of operator. '
            'Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 contrast str': (
        lambda: audio.Contrast()(s1),
        RuntimeError, _kernel(
            'Contrast: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 dcshift str': (
        lambda: audio.DCShift(0.5)(s1),
        RuntimeError, _kernel(
            'DCShift: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 vol str': (
        lambda: audio.Vol(1.0)(s1),
        RuntimeError, _kernel(
            'Vol: the data type of input tensor does not match the requirement of operator. '
            'Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 overdrive str': (
        lambda: audio.Overdrive()(s1),
        RuntimeError, _kernel(
            'Overdrive: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 mulaw str': (
        lambda: audio.MuLawEncoding()(s1),
        RuntimeError, _kernel(
            'MuLawEncoding: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 centroid str': (
        lambda: audio.SpectralCentroid(44100)(s1),
        RuntimeError, _kernel(
            'SpectralCentroid: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [int, float, double]. But got type string.')),
    'call2 biquad int': (
        lambda: audio.Biquad(0.1, 0.2, 0.3, 0.4, 0.2, 0.3)(np.array([1, 2], np.int32)),
        RuntimeError, _kernel(
            'Biquad: the data type of input tensor does not match the requirement of operator. '
            'Expecting tensor in type of [float, double]. But got type int32.')),
    'call2 filtfilt int': (
        lambda: audio.Filtfilt([0.1], [0.2])(np.array([1, 2], np.int32)),
        RuntimeError, _kernel(
            'Filtfilt: the data type of input tensor does not match the requirement of '
            'operator. Expecting tensor in type of [float, double]. But got type int32.')),
    'call2 spec short': (
        lambda: audio.Spectrogram(n_fft=128, center=False)(np.ones(8, np.float32)),
        RuntimeError, _kernel(
            'Spectrogram: n_fft should be more than 0 and less than 8, but got n_fft: 128.')),
}
