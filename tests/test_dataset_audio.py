"""minicell.dataset.audio against MindSpore 2.10: every expected value below was recorded from
MindSpore 2.10 (CPU) on the same input, as literals."""
import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import audio
from minicell.dataset.audio import utils

X = np.array([[0.1, -0.4, 0.7, 0.2, -0.9, 0.5, 0.3, -0.2, 0.8, -0.6, 0.0, 0.4]], np.float32)
S = np.abs(X.reshape(1, 3, 4)) + 0.05
C = np.stack([X.reshape(1, 3, 4)[0, :, :2], X.reshape(1, 3, 4)[0, :, 2:]], -1)[None]
C = C.astype(np.float32)
TS = np.stack([X.reshape(3, 4), X[:, ::-1].reshape(3, 4)], -1).astype(np.float32)
nan = np.nan  # 2.10 gives NaN where a CMN window has zero variance

CASES = [
    ('spectrogram', lambda: audio.Spectrogram(n_fft=8, hop_length=4), X,
     [[[0.03088311, 0.01201642, 0.1591685, 0.01257359],
       [0.18, 0.1725442, 0.2115823, 0.02772078], [0.36, 2.011428, 0.529283, 0.991985],
       [0.3897057, 2.078596, 1.903847, 0.9271321],
       [2.028528, 0.8274074, 2.253124, 0.4731623]]]),
    ('spectrogram_hamming', lambda: audio.Spectrogram(n_fft=6, win_length=4, hop_length=3,
     window=audio.WindowType.HAMMING, power=1.0, normalized=True,
     pad_mode=audio.BorderType.CONSTANT), X,
     [[[0.09200556, 0.04758908, 0.309329, 0.1459399, 0.1713207],
       [0.1485037, 0.5857583, 0.391881, 0.413024, 0.1713207],
       [0.2218783, 0.6516461, 0.3693906, 0.7109185, 0.1713207],
       [0.2506358, 0.2189097, 0.052348, 0.8312227, 0.1713207]]]),
    ('spectrogram_complex', lambda: audio.Spectrogram(n_fft=4, hop_length=4, power=0.0,
     center=False, onesided=False), X,
     [[[[0.6, 0.0], [0.45, 0.0], [-0.1, 0.0]],
       [[-0.7, 0.3], [-0.3, -0.35], [-5.510911e-17, 0.5]],
       [[0.8, 1.592041e-16], [0.15, 7.960204e-17], [0.1, -3.67394e-17]],
       [[-0.7, 0.3], [-0.3, -0.35], [-5.510911e-17, 0.5]]]]),
    ('melscale', lambda: audio.MelScale(n_mels=2, sample_rate=8000, n_stft=3,
     norm=audio.NormType.SLANEY, mel_type=audio.MelType.SLANEY), S,
     [[[0.0, 0.0, 0.0, 0.0], [0.0005334602, 0.0003088455, 0.000196538, 0.0001403843]]]),
    ('melspectrogram', lambda: audio.MelSpectrogram(sample_rate=8000, n_fft=8, hop_length=4,
     n_mels=2), X,
     [[[0.1216651, 0.1166255, 0.143012, 0.01873694],
       [0.5607666, 2.818418, 1.409836, 1.327018]]]),
    ('mfcc', lambda: audio.MFCC(sample_rate=8000, n_mfcc=2, melkwargs=dict(n_fft=8,
     win_length=8, hop_length=4, f_min=0.0, f_max=4000.0, pad=0, n_mels=3,
     window=audio.WindowType.HANN, power=2.0, normalized=False, center=True,
     pad_mode=audio.BorderType.REFLECT, onesided=True, norm=audio.NormType.NONE,
     mel_scale=audio.MelType.HTK)), X,
     [[[-14.28544, -7.878148, -10.57251, -16.60364],
       [-8.702721, -14.05543, -11.52186, -17.37386]]]),
    ('lfcc', lambda: audio.LFCC(sample_rate=8000, n_filter=3, n_lfcc=2, log_lf=True,
     speckwargs=dict(n_fft=8, win_length=8, hop_length=4, pad=0, window=audio.WindowType.HANN,
     power=2.0, normalized=False, center=True, pad_mode=audio.BorderType.REFLECT,
     onesided=True)), X,
     [[[-2.123957, -0.1885383, -0.8922889, -2.118438],
       [-0.5461918, -1.75984, -1.553523, -2.481859]]]),
    ('amplitude_to_db', lambda: audio.AmplitudeToDB(stype=audio.ScaleType.MAGNITUDE,
     top_db=10.0), S,
     [[[-10.44553, -6.93575, -2.498775, -10.44553],
       [-0.445528, -5.192746, -9.118639, -10.44553],
       [-1.411621, -3.741733, -10.44553, -6.93575]]]),
    ('db_to_amplitude', lambda: audio.DBToAmplitude(2.0, 0.5), S,
     [[[2.034839, 2.106347, 2.180369, 2.058401], [2.231156, 2.130738, 2.082236, 2.058401],
       [2.205616, 2.155411, 2.011546, 2.106347]]]),
    ('compute_deltas', lambda: audio.ComputeDeltas(win_length=3), S,
     [[[0.15, 0.3, -0.1, -0.25], [-0.2, -0.3, -0.15, -0.05000001],
       [-0.09999999, -0.4, -0.1, 0.2]]]),
    ('sliding_window_cmn', lambda: audio.SlidingWindowCmn(cmn_window=2, min_cmn_window=1,
     center=True, norm_vars=True), S,
     [[[-1.0, -1.0, 1.0, nan], [1.0, 1.000001, -1.0, nan], [-1.000013, 1.000001, -1.0, 1.0]]]),
    ('spectral_centroid', lambda: audio.SpectralCentroid(8000, n_fft=8, hop_length=4), X,
     [[[2830.24, 2611.546, 2699.3, 2665.852]]]),
    ('resample', lambda: audio.Resample(4, 3, lowpass_filter_width=3), X,
     [[-0.05900483, 0.0352704, 0.4544828, -0.6173891, 0.4693766, -0.009449707, 0.4216884,
       -0.413859, 0.3111074]]),
    ('resample_kaiser', lambda: audio.Resample(3, 4,
     resample_method=audio.ResampleMethod.KAISER_WINDOW), X,
     [[0.09314506, -0.401368, 0.1057985, 0.8018562, 0.1966003, -0.8502629, -0.2956864,
       0.6716899, 0.2990933, -0.2698147, 0.4259332, 0.5797758, -0.5880234, -0.2796804,
       0.3542718, 0.3273161]]),
    ('angle', lambda: audio.Angle(), C,
     [[[1.428899, 2.677945], [2.819842, -0.3805064], [0.0, 2.55359]]]),
    ('complex_norm', lambda: audio.ComplexNorm(power=2.0), C,
     [[[0.5, 0.2], [0.9, 0.29], [0.64, 0.52]]]),
    ('magphase', lambda: audio.Magphase(), C,
     [[[[0.7071068, 0.4472136], [0.9486833, 0.5385165], [0.8, 0.7211103]]],
      [[[1.428899, 2.677945], [2.819842, -0.3805064], [0.0, 2.55359]]]]),
    ('time_stretch', lambda: audio.TimeStretch(hop_length=2, n_freq=3, fixed_rate=1.5), TS,
     [[[0.09999999, 0.4], [-0.6609772, -5.778447e-08], [0.6260992, -0.5366562]],
      [[-0.8999999, -0.2000001], [0.5, 0.3000001], [0.4743415, 0.7905694]],
      [[0.8, 0.2], [-0.4301587, 0.501851], [-2.441119e-07, -0.4123106]]]),
    ('inverse_spectrogram', lambda: audio.InverseSpectrogram(n_fft=4, hop_length=2), TS,
     [0.675, -0.375, -0.5, 0.125, 0.02499999, 0.825]),
    ('lfilter', lambda: audio.LFilter([1.0, -0.5, 0.2], [0.4, 0.3, 0.1]), X,
     [[0.04, -0.11, 0.107, 0.3255, -0.08864997, -0.159425, 0.1180175, 0.1508937, 0.3418434,
       0.120743, -0.1079972, 0.02185281]]),
    ('lowpass', lambda: audio.LowpassBiquad(8000, 1000.0, 0.9), X,
     [[0.01051427, -0.0103529, -0.01509515, 0.1153574, 0.1447366, -0.01898537, -0.04031298,
       0.06197279, 0.1540969, 0.213561, 0.1076079, -0.004864253]]),
    ('band_noise', lambda: audio.BandBiquad(8000, 1000.0, 0.5, True), X,
     [[0.08952051, -0.3145052, 0.4549391, 0.4658757, -0.6734779, 0.02292061, 0.4197212,
       0.02050632, 0.6388947, -0.2303845, -0.2449598, 0.2867326]]),
    ('treble', lambda: audio.TrebleBiquad(8000, 3.0), X,
     [[0.1095647, -0.4550739, 0.8453884, 0.05141971, -0.9189078, 0.679462, 0.1398374,
       -0.1545836, 0.8948249, -0.8219618, 0.2142686, 0.3152314]]),
    ('riaa', lambda: audio.RiaaBiquad(44100), X,
     [[0.02380611, -0.07192226, 0.09190124, 0.1518864, -0.08591422, 0.01195809, 0.1060835,
       0.0506985, 0.2231863, 0.07247844, 0.03405894, 0.1287765]]),
    ('deemph', lambda: audio.DeemphBiquad(48000), X,
     [[0.04476927, -0.159898, 0.2489338, 0.1827098, -0.3053713, 0.1140926, 0.160922,
       -0.01532778, 0.3672793, -0.1088138, -0.01256534, 0.1723124]]),
    ('contrast', lambda: audio.Contrast(50.0), X,
     [[0.1950077, -0.6190279, 0.8604507, 0.3686563, -0.9808017, 0.7071068, 0.5095336,
       -0.3686563, 0.9295658, -0.7853691, 0.0, 0.6190279]]),
    ('dc_shift', lambda: audio.DCShift(0.4, 0.1), X,
     [[0.5, 0.0, 1.0, 0.6, -0.5, 0.9, 0.7, 0.2, 0.7, -0.2, 0.4, 0.8]]),
    ('vol_db', lambda: audio.Vol(-3.0, audio.GainType.DB), X,
     [[0.07079457, -0.2831783, 0.495562, 0.1415891, -0.6371512, 0.3539729, 0.2123837,
       -0.1415891, 0.5663566, -0.4247675, 0.0, 0.2831783]]),
    ('fade_exp', lambda: audio.Fade(5, 4, audio.FadeShape.EXPONENTIAL), X,
     [[0.0, -0.05946035, 0.2474874, 0.1261345, -0.9, 0.5, 0.3, -0.2, 0.8, -0.3174802, 0.0,
       0.0]]),
    ('fade_log', lambda: audio.Fade(4, 5, audio.FadeShape.LOGARITHMIC), X,
     [[0.0, -0.2547289, 0.6192246, 0.2082785, -0.9, 0.5, 0.3, -0.2082785, 0.7435352,
       -0.4668908, 0.0, 1.776357e-16]]),
    ('mu_law_encoding', lambda: audio.MuLawEncoding(16), X,
     [[10, 2, 14, 11, 0, 13, 12, 4, 14, 1, 8, 13]]),
    ('overdrive', lambda: audio.Overdrive(10.0, 30.0), X,
     [[0.3743351, -0.7016217, 0.8508864, 0.5654616, -0.9539453, 0.7485744, 0.6460815,
       -0.4401661, 0.8953019, -0.8071747, 0.1070175, 0.6948262]]),
    ('filtfilt', lambda: audio.Filtfilt([1.0, -0.5], [0.6, 0.2]), X,
     [[0.03628166, 0.07656331, 0.2831267, 0.1192533, -0.09699339, 0.1902632, 0.3166514,
       0.2893654, 0.302762, 0.01953956, 0.03408692, 0.1136777]]),
    ('pitch_shift', lambda: audio.PitchShift(8000, 2, n_fft=8, hop_length=2), X,
     [[-0.009236413, -0.2345246, 0.773061, -0.3967138, -0.08975231, 0.2795286, 0.000164791,
       0.2681657, -0.4953393, 0.225757, 0.1020268, 0.08094897]]),
    ('phaser', lambda: audio.Phaser(4000, delay_ms=1.0, mod_speed=2.0, sinusoidal=False), X,
     [[0.0296, -0.10656, 0.164576, 0.1250304, -0.2163878, 0.06144487, 0.113378, -0.01384882,
       0.2312605, -0.08509581, -0.03403832, 0.1047847]]),
    ('flanger', lambda: audio.Flanger(2000, delay=1.0, depth=2.0, regen=10.0, speed=5.0,
     interpolation=audio.Interpolation.QUADRATIC), X,
     [[0.05847953, -0.2339181, 0.4466698, -0.03185146, -0.2675342, 0.373815, -0.1708599,
       0.08302236, 0.5946358, -0.4543216, 0.3004982, 0.05203766]]),
    ('detect_pitch', lambda: audio.DetectPitchFrequency(4000, frame_time=0.001, win_length=1,
     freq_low=1000, freq_high=2000), X,
     [[1333.333, 1333.333, 1333.333]]),
]


@pytest.mark.parametrize("name,make,x,expected", CASES, ids=[c[0] for c in CASES])
def test_values_match_mindspore(name, make, x, expected):
    out = make()(x.copy())
    out = np.stack(out) if isinstance(out, tuple) else out
    assert out.dtype == (np.int32 if name == "mu_law_encoding" else np.float32)
    np.testing.assert_allclose(out, np.array(expected), rtol=1e-4, atol=1e-5)


def test_float64_stays_float64_and_ints_become_float32():
    out = audio.Spectrogram(n_fft=8, hop_length=4)(X.astype(np.float64))
    assert out.dtype == np.float64
    np.testing.assert_allclose(out[0, :, 1], [0.01201642, 0.1725442, 2.011428, 2.078596,
                                              0.8274074], rtol=1e-5)
    assert audio.Gain(2.0)(np.array([1, -2], np.int16)).dtype == np.float32
    # the IIR filters keep float16 and refuse integers; Flanger casts back to the input type
    assert audio.LowpassBiquad(8000, 100.0)(np.array([0.1, 0.2], np.float16)).dtype == np.float16
    with pytest.raises(RuntimeError, match="Expecting tensor in type of \\[float, double\\]"):
        audio.LowpassBiquad(8000, 100.0)(np.array([[1, 2, 3]], np.int16))
    out = audio.Flanger(8000)(np.array([[100, -200, 300]], np.int16))
    assert out.dtype == np.int16 and out.tolist() == [[1, -1, 1]]


def test_filter_banks_and_dct():
    np.testing.assert_allclose(utils.create_dct(3, 4, utils.NormMode.ORTHO)[:, 1],
                               [0.653281, 0.270598, -0.270598, -0.653281], atol=1e-6)
    np.testing.assert_allclose(audio.create_dct(2, 2)[1], [2.0, -1.414214], atol=1e-6)
    fb = audio.melscale_fbanks(5, 0, 8000, 3, 16000)
    assert fb.shape == (5, 3) and fb.dtype == np.float32
    np.testing.assert_allclose(fb[1:4], [[0, 0.892782, 0.107218], [0, 0, 0.983659],
                                         [0, 0, 0.491829]], atol=1e-6)
    slaney = audio.melscale_fbanks(6, 100, 7000, 3, 16000, utils.NormType.SLANEY,
                                   utils.MelType.SLANEY)
    np.testing.assert_allclose(slaney[1:3, :2], [[9.361873e-05, 7.086823e-04],
                                                 [0, 9.283327e-05]], rtol=1e-5)
    np.testing.assert_allclose(audio.linear_fbanks(5, 0, 8000, 3, 16000)[1:4], np.eye(3),
                               atol=1e-6)


def test_enums_match_mindspore():
    assert [m.value for m in utils.WindowType] == ["bartlett", "blackman", "hamming", "hann",
                                                   "kaiser"]
    assert utils.NormType.NONE.value == "none" and utils.MelType.HTK.value == "htk"
    assert [m.value for m in audio.DensityFunction] == ["TPDF", "RPDF", "GPDF"]
    assert audio.FadeShape.QUARTER_SINE.value == "quarter_sine"
    assert audio.ResampleMethod.KAISER_WINDOW.value == "kaiser_window"
    assert isinstance(audio.BorderType.EDGE, str)


def test_masking():
    x = np.ones((2, 5, 4), np.float32)
    out = audio.FrequencyMasking(False, 2, 1, 3.0)(x)
    assert (out[:, 1:3] == 3.0).all() and (out[:, [0, 3, 4]] == 1.0).all()
    out = audio.TimeMasking(False, 3, 1, 1.5)(x)
    assert (out[..., 1:4] == 1.5).all() and (out[..., 0] == 1.0).all()
    out = audio.MaskAlongAxis(1, 2, 9.0, 2)(x)
    assert (out[..., 1:3] == 9.0).all() and (out[..., [0, 3]] == 1.0).all()
    for _ in range(3):          # iid_masks: one random mask (width <= 3) for the whole input
        masked = audio.FrequencyMasking(True, 3, 0, 5.0)(x)
        rows = (masked[0, :, 0] == 5.0).sum()
        assert rows <= 3 and ((masked == 5.0) | (masked == 1.0)).all()
        assert (masked[0] == masked[1]).all()
    with pytest.raises(RuntimeError, match="'frequency_mask_param' should be less than or equal"):
        audio.FrequencyMasking(False, 6)(x)


@pytest.mark.parametrize("make,error,message", [
    (lambda: audio.Spectrogram(n_fft=-1), ValueError,
     "Input n_fft is not within the required interval of [1, 2147483647]."),
    (lambda: audio.Spectrogram(window="hann"), TypeError,
     "Argument window with value hann is not of type [<enum 'WindowType'>], "
     "but got <class 'str'>."),
    (lambda: audio.LowpassBiquad(8000, 100.0, Q=0), ValueError,
     "Input Q is not within the required interval of (0, 1]."),
    (lambda: audio.Vol(-1.0), ValueError,
     "Input gain is not within the required interval of [0, 16777216]."),
    (lambda: audio.Resample(rolloff=1.5), ValueError,
     "Input rolloff is not within the required interval of (0, 1.0]."),
    (lambda: audio.Angle()([1.0, 2.0]), TypeError,
     "Input should be NumPy audio, got <class 'list'>."),
    (lambda: audio.DeemphBiquad(16000), ValueError,
     "Argument sample_rate should be 44100 or 48000, but got 16000."),
    (lambda: audio.create_dct(0, 3), ValueError, "n_mfcc must be greater than 0, but got 0."),
    (lambda: audio.melscale_fbanks(5, 9000, 8000, 3, 16000), ValueError,
     "Input f_min should be no more than f_max, but got f_min: 9000 and f_max: 8000."),
])
def test_argument_errors_match_mindspore(make, error, message):
    with pytest.raises(error) as info:
        make()
    assert str(info.value) == message


def test_bad_input_is_a_runtime_error():
    with pytest.raises(RuntimeError, match="complex=2"):
        audio.Angle()(np.ones((3, 3), np.float32))
    with pytest.raises(RuntimeError, match="type should be int, float or double, but got: string"):
        audio.Spectrogram(n_fft=8)(np.array(["a"]))     # (2.10's own text for Spectrogram)
    # Spectrogram, SpectralCentroid and Biquad take lists as 2.10's generic operations do
    assert audio.Spectrogram(n_fft=8)([0.1] * 8).shape == (5, 3)


def test_pipeline_map_audio_transforms():
    def gen():
        for i in range(3):
            yield (np.sin(np.arange(32, dtype=np.float32) * (i + 1) * 0.2),)

    data = ds.GeneratorDataset(gen, ["wave"], shuffle=False).map(
        operations=[audio.Spectrogram(n_fft=8), audio.AmplitudeToDB()], input_columns=["wave"])
    rows = [row[0] for row in data.create_tuple_iterator(output_numpy=True)]
    assert len(rows) == 3 and rows[0].shape == (5, 9) and rows[0].dtype == np.float32
    eager = audio.AmplitudeToDB()(audio.Spectrogram(n_fft=8)(
        np.sin(np.arange(32, dtype=np.float32) * 0.4)))
    np.testing.assert_allclose(rows[1], eager, rtol=1e-6)


def test_griffin_lim_matches_mindspore_without_random_init():
    wave = np.sin(np.arange(24) * 0.3).astype(np.float32)
    spec = audio.Spectrogram(n_fft=8, hop_length=2)(wave)
    out = audio.GriffinLim(n_fft=8, hop_length=2, n_iter=5, length=24, rand_init=False,
                           momentum=0.9)(spec)
    assert out.shape == (24,) and out.dtype == np.float32
    np.testing.assert_allclose(out[:6], [0.00815836, 0.27051502, 0.5917531, 0.7703775,
                                         0.939088, 0.9975275], rtol=1e-4, atol=1e-5)


def test_inverse_mel_scale_solves_the_mel_projection():
    spec = np.array([[0.2, 0.9, 0.4], [0.7, 0.1, 0.3], [0.5, 0.6, 0.8], [0.3, 0.2, 0.9]],
                    np.float32)
    mel_scale = audio.MelScale(n_mels=2, sample_rate=8000, n_stft=4)
    mel = mel_scale(spec)
    out = audio.InverseMelScale(n_stft=4, n_mels=2, sample_rate=8000, max_iter=3000,
                                sgdargs={"sgd_lr": 0.5, "sgd_momentum": 0.9})(mel)
    assert out.shape == (1, 4, 3) and out.dtype == np.float32 and (out >= 0).all()  # 2.10: 3-D
    np.testing.assert_allclose(mel_scale(out)[0], mel, atol=1e-2)


def test_dither_tpdf_matches_mindspore():
    x = np.array([[0.1, -0.4, 0.7, 0.2, -0.9], [0.5, 0.3, -0.2, 0.8, -0.6]], np.float32)
    out = audio.Dither(audio.DensityFunction.TPDF, True)(x)
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, [[0.1000061, -0.3999573, 0.7000183, 0.1999939, -0.8999206],
                                     [0.4999695, 0.2999573, -0.1999634, 0.8000366, -0.5999573]],
                               rtol=1e-6)
    np.testing.assert_allclose(audio.Dither()(x[0]), [0.1000061, -0.3999634, 0.6999817,
                                                      0.2000122, -0.8999329], rtol=1e-6)
    assert audio.Dither(audio.DensityFunction.GPDF)(x).shape == (2, 5)


def test_vad_trims_as_mindspore():
    # 2.10's measures are all 0: it triggers only for trigger_level <= 0; the kept tail
    # lengths below were measured on 2.10
    x = (np.sin(np.arange(3000) * 0.07) * 0.8).astype(np.float32)[None].repeat(2, 0)
    assert audio.Vad(8000)(x).shape == (2, 3000)
    out = audio.Vad(8000, trigger_level=-1.0, pre_trigger_time=0.01)(x)
    assert out.shape == (2, 80) and out.dtype == np.float32
    np.testing.assert_array_equal(out, x[:, -80:])
    assert audio.Vad(1000, search_time=0.2)(x[0, :700]).shape == (300,)
    with pytest.raises(ValueError, match="Input noise_up_time should be greater than "
                                         "noise_down_time"):
        audio.Vad(8000, noise_up_time=0.01, noise_down_time=0.1)
