"""Rows of ``test_bad_input_catalogue37`` (``dataset.audio``): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s53/bad37's au*.py).

- the constructors of 60 audio transforms (their validators' interval, type and enum texts:
  'Input X is not within the required interval of ...', 'Argument X with value ... is not of
  type [...]', the few texts of their own: DeemphBiquad's and RiaaBiquad's sample rates,
  LFilter's coefficient sizes, MelScale's f_max, Spectrogram's win_length);
- their eager calls (``bad_input_rows37_audio_call``): anything but a numpy array (TypeError
  'Input should be NumPy audio'), and the C++ kernels' RuntimeErrors in the 'Dataset Pipeline
  Error Message' layout (the C++ call stack section left out): a string array ('But got type
  string.'), too few dimensions (the shape the kernel names: '<..., time>', '<..., freq,
  time>', '<..., channel, time>'), a last dimension other than 2 for the complex ones (no 'But
  got'), an empty array, two inputs, Fade's lengths, the maskings' parameter
  ('frequency_mask_param' in TimeMasking's text too), MelScale's n_stft, GriffinLim's
  frequencies, Spectrogram's own type and shape texts.
"""
import numpy as np

import minicell.dataset.audio as audio

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'new amp2db stype': (
        lambda: audio.AmplitudeToDB(stype='power'),
        TypeError,
            "Argument stype with value power is not of type [<enum 'ScaleType'>], but got "
            "<class 'str'>."),
    'new amp2db ref': (
        lambda: audio.AmplitudeToDB(ref_value=-1.0),
        ValueError, 'Input ref_value is not within the required interval of (0, 16777216].'),
    'new amp2db amin': (
        lambda: audio.AmplitudeToDB(amin=0),
        ValueError, 'Input amin is not within the required interval of (0, 16777216].'),
    'new amp2db topdb': (
        lambda: audio.AmplitudeToDB(top_db=-5),
        ValueError, 'Input top_db is not within the required interval of (0, 16777216].'),
    'new allpass sr0': (
        lambda: audio.AllpassBiquad(0, 200.0),
        ValueError,
            'Input sample_rate is not within the required interval of [-2147483648, 0) and (0, '
            '2147483647].'),
    'new allpass q0': (
        lambda: audio.AllpassBiquad(44100, 200.0, Q=0),
        ValueError, 'Input Q is not within the required interval of (0, 1].'),
    'new allpass q2': (
        lambda: audio.AllpassBiquad(44100, 200.0, Q=2),
        ValueError, 'Input Q is not within the required interval of (0, 1].'),
    'new band noise': (
        lambda: audio.BandBiquad(44100, 200.0, noise='x'),
        TypeError,
            "Argument noise with value x is not of type [<class 'bool'>], but got <class "
            "'str'>."),
    'new bandpass sr str': (
        lambda: audio.BandpassBiquad('a', 200.0),
        TypeError,
            "Argument sample_rate with value a is not of type [<class 'int'>], but got <class "
            "'str'>."),
    'new bass gain str': (
        lambda: audio.BassBiquad(44100, 'g'),
        TypeError,
            "Argument gain with value g is not of type [<class 'float'>, <class 'int'>], but "
            "got <class 'str'>."),
    'new biquad a0': (
        lambda: audio.Biquad(0.1, 0.2, 0.3, 0, 0.2, 0.3),
        ValueError,
            'Input a0 is not within the required interval of [-16777216, 0) and (0, 16777216].'),
    'new complexnorm': (
        lambda: audio.ComplexNorm(power=-1.0),
        ValueError, 'Input power is not within the required interval of [0, 16777216].'),
    'new deltas win': (
        lambda: audio.ComputeDeltas(win_length=2),
        ValueError, 'Input win_length is not within the required interval of [3, 2147483647].'),
    'new deltas pad': (
        lambda: audio.ComputeDeltas(pad_mode='x'),
        TypeError,
            "Argument pad_mode with value x is not of type [<enum 'BorderType'>], but got "
            "<class 'str'>."),
    'new contrast': (
        lambda: audio.Contrast(enhancement_amount=101),
        ValueError, 'Input enhancement_amount is not within the required interval of [0, 100].'),
    'new dbtoamp ref': (
        lambda: audio.DBToAmplitude('a', 1.0),
        TypeError,
            "Argument ref with value a is not of type [<class 'float'>, <class 'int'>], but "
            "got <class 'str'>."),
    'new dcshift': (
        lambda: audio.DCShift(3.0),
        ValueError, 'Input shift is not within the required interval of [-2.0, 2.0].'),
    'new deemph': (
        lambda: audio.DeemphBiquad(16000),
        ValueError, 'Argument sample_rate should be 44100 or 48000, but got 16000.'),
    'new detect pitch': (
        lambda: audio.DetectPitchFrequency(0),
        ValueError,
            'Input sample_rate is not within the required interval of [-2147483648, 0) and (0, '
            '2147483647].'),
    'new dither dens': (
        lambda: audio.Dither(density_function='x'),
        TypeError,
            "Argument density_function with value x is not of type [<enum 'DensityFunction'>], "
            "but got <class 'str'>."),
    'new dither ns': (
        lambda: audio.Dither(noise_shaping=1),
        TypeError,
            "Argument noise_shaping with value 1 is not of type [<class 'bool'>], but got "
            "<class 'int'>."),
    'new eq': (
        lambda: audio.EqualizerBiquad(44100, 3.5, 5.5, 0),
        ValueError, 'Input Q is not within the required interval of (0, 1].'),
    'new fade in': (
        lambda: audio.Fade(fade_in_len=-1),
        ValueError, 'Input fade_in_len is not within the required interval of [0, 2147483647].'),
    'new fade shape': (
        lambda: audio.Fade(fade_shape='linear'),
        TypeError,
            "Argument fade_shape with value linear is not of type [<enum 'FadeShape'>], but "
            "got <class 'str'>."),
    'new flanger sr': (
        lambda: audio.Flanger(0),
        ValueError,
            'Input sample_rate is not within the required interval of [-2147483648, 0) and (0, '
            '2147483647].'),
    'new flanger delay': (
        lambda: audio.Flanger(44100, delay=31),
        ValueError, 'Input delay is not within the required interval of [0, 30].'),
    'new freqmask': (
        lambda: audio.FrequencyMasking(iid_masks=1),
        TypeError,
            "Argument iid_masks with value 1 is not of type [<class 'bool'>], but got <class "
            "'int'>."),
    'new freqmask param': (
        lambda: audio.FrequencyMasking(freq_mask_param=-1),
        ValueError, 'Input mask_param is not within the required interval of [0, 16777216].'),
    'new gain': (
        lambda: audio.Gain('1'),
        TypeError,
            "Argument gain_db with value 1 is not of type [<class 'float'>, <class 'int'>], "
            "but got <class 'str'>."),
    'new griffin nfft': (
        lambda: audio.GriffinLim(n_fft=0),
        ValueError, 'Input n_fft is not within the required interval of [1, 2147483647].'),
    'new griffin mom': (
        lambda: audio.GriffinLim(momentum=-1),
        ValueError, 'Input momentum is not within the required interval of [0, 16777216].'),
    'new invmel nstft': (
        lambda: audio.InverseMelScale(0),
        ValueError, 'Input n_stft is not within the required interval of [1, 2147483647].'),
    'new lfilter': (
        lambda: audio.LFilter([0.1], [0.1, 0.2]),
        ValueError, 'The size of a_coeffs should be the same as that of b_coeffs.'),
    'new lfilter type': (
        lambda: audio.LFilter(0.1, [0.1]),
        TypeError,
            "Argument a_coeffs with value 0.1 is not of type [<class 'list'>, <class "
            "'tuple'>], but got <class 'float'>."),
    'new lowpass q': (
        lambda: audio.LowpassBiquad(44100, 300.0, Q=0),
        ValueError, 'Input Q is not within the required interval of (0, 1].'),
    'new magphase': (
        lambda: audio.Magphase(power=-1),
        ValueError, 'Input power is not within the required interval of [0, 16777216].'),
    'new mask axis': (
        lambda: audio.MaskAlongAxis(0, 10, 0.5, 3),
        ValueError, 'Input axis is not within the required interval of [1, 2].'),
    'new mask iid': (
        lambda: audio.MaskAlongAxisIID(-1, 0.5, 2),
        ValueError, 'Input mask_param is not within the required interval of [0, 2147483647].'),
    'new melscale nmels': (
        lambda: audio.MelScale(n_mels=0),
        ValueError, 'Input n_mels is not within the required interval of [1, 2147483647].'),
    'new melscale fmin': (
        lambda: audio.MelScale(f_min=100.0, f_max=50.0),
        ValueError, 'MelScale: f_max should be greater than f_min.'),
    'new melspec nfft': (
        lambda: audio.MelSpectrogram(n_fft=0),
        ValueError, 'Input n_fft is not within the required interval of [1, 2147483647].'),
    'new mfcc ncoeff': (
        lambda: audio.MFCC(n_mfcc=-1),
        ValueError, 'Input n_mfcc is not within the required interval of [0, 2147483647].'),
    'new mulaw enc': (
        lambda: audio.MuLawEncoding(0),
        ValueError,
            'Input quantization_channels is not within the required interval of [1, '
            '2147483647].'),
    'new mulaw dec': (
        lambda: audio.MuLawDecoding(-1),
        ValueError,
            'Input quantization_channels is not within the required interval of [1, '
            '2147483647].'),
    'new overdrive': (
        lambda: audio.Overdrive(gain=101),
        ValueError, 'Input gain is not within the required interval of [0, 100].'),
    'new phaser': (
        lambda: audio.Phaser(44100, gain_in=2),
        ValueError, 'Input gain_in is not within the required interval of [0, 1].'),
    'new phasevoc': (
        lambda: audio.PhaseVocoder(rate=0, phase_advance=np.zeros((5, 1))),
        ValueError, 'Input rate is not within the required interval of (0, 16777216].'),
    'new resample': (
        lambda: audio.Resample(orig_freq=-1),
        ValueError, 'Input orig_freq is not within the required interval of (0, 16777216].'),
    'new riaa': (
        lambda: audio.RiaaBiquad(1000),
        ValueError, 'sample_rate should be one of [44100, 48000, 88200, 96000], but got 1000.'),
    'new swcmn': (
        lambda: audio.SlidingWindowCmn(cmn_window=-1),
        ValueError, 'Input cmn_window is not within the required interval of [0, 2147483647].'),
    'new spec nfft': (
        lambda: audio.Spectrogram(n_fft=0),
        ValueError, 'Input n_fft is not within the required interval of [1, 2147483647].'),
    'new spec win': (
        lambda: audio.Spectrogram(window='x'),
        TypeError,
            "Argument window with value x is not of type [<enum 'WindowType'>], but got <class "
            "'str'>."),
    'new spec wl': (
        lambda: audio.Spectrogram(n_fft=4, win_length=8),
        ValueError,
            'Input win_length should be no more than n_fft, but got win_length: 8 and n_fft: 4.'),
    'new spec power': (
        lambda: audio.Spectrogram(power=-1.0),
        ValueError, 'Input power is not within the required interval of [0, 16777216].'),
    'new timemask': (
        lambda: audio.TimeMasking(time_mask_param=-1),
        ValueError, 'Input mask_param is not within the required interval of [0, 16777216].'),
    'new timestretch': (
        lambda: audio.TimeStretch(n_freq=0),
        ValueError, 'Input n_freq is not within the required interval of [1, 2147483647].'),
    'new treble': (
        lambda: audio.TrebleBiquad(44100, 'g'),
        TypeError,
            "Argument gain with value g is not of type [<class 'float'>, <class 'int'>], but "
            "got <class 'str'>."),
    'new vad': (
        lambda: audio.Vad(0),
        ValueError, 'Input sample_rate is not within the required interval of [1, 2147483647].'),
    'new vol gain': (
        lambda: audio.Vol(-1.0),
        ValueError, 'Input gain is not within the required interval of [0, 16777216].'),
    'new vol type': (
        lambda: audio.Vol(1.0, gain_type='db'),
        TypeError,
            "Argument gain_type with value db is not of type [<enum 'GainType'>], but got "
            "<class 'str'>."),
    'new lfcc': (
        lambda: audio.LFCC(n_filter=0),
        ValueError, 'Input n_filter is not within the required interval of [1, 2147483647].'),
    'new invspec': (
        lambda: audio.InverseSpectrogram(n_fft=0),
        ValueError, 'Input n_fft is not within the required interval of [1, 2147483647].'),
    'new modul': (
        lambda: audio.Modulation if False else audio.AllpassBiquad(44100, 'x'),
        TypeError,
            "Argument central_freq with value x is not of type [<class 'float'>, <class "
            "'int'>], but got <class 'str'>."),
}
