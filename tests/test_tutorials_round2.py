"""Behaviours found by running MindSpore's tutorial and docs pages (round 2: cv, dataset,
debug, faq, design, note pages) under minicell and MindSpore 2.10; every expected value was
measured on 2.10 (CPU)."""
import numpy as np

import minicell as ms
from minicell import Tensor

Z = Tensor(np.ones((2, 3)))
K = 10


@ms.jit
def _add_to_global(x):
    for i in (1, 2, 3):
        Z += i      # noqa: F821 (a local read before it is bound: 2.10 reads the global)
    return Z + x


@ms.jit
def _read_then_bind(x):
    for i in range(2):
        K += i      # noqa: F821
    return x + K


def test_local_read_before_bound_is_the_global():
    # compile/statements.md: `for i in x: z += i` on a module global z; 2.10 prints
    # ret:[[7. 7. 7.] [7. 7. 7.]] (the tutorial's text, measured)
    out = _add_to_global(Tensor(np.zeros((2, 3))))
    np.testing.assert_array_equal(out.asnumpy(), np.full((2, 3), 7.0))
    # a Python number global: 10 + 0 + 1 read through the loop (2.10: [12. 13.])
    out = _read_then_bind(Tensor(np.array([1.0, 2.0], np.float32)))
    np.testing.assert_array_equal(out.asnumpy(), [12.0, 13.0])
    assert K == 10


def _rows(dataset, epochs=1):
    it = dataset.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    return [[int(row[0]) for row in it] for _ in range(epochs)]


def test_shuffled_source_order_follows_the_seed_as_2_10():
    # GeneratorDataset / NumpySlicesDataset shuffle=True (a RandomSampler) after
    # ds.config.set_seed: 2.10's orders (measured), the second epoch shuffled once more
    import minicell.dataset as ds
    ds.config.set_seed(0)
    gen = ds.GeneratorDataset([(np.array(i),) for i in range(10)], ["a"], shuffle=True)
    assert _rows(gen) == [[0, 2, 1, 5, 9, 8, 4, 7, 6, 3]]
    ds.config.set_seed(58)
    sampled = ds.NumpySlicesDataset(list(range(10)), ["a"], sampler=ds.RandomSampler())
    assert _rows(sampled) == [[1, 7, 4, 2, 9, 0, 6, 5, 3, 8]]
    ds.config.set_seed(58)
    two = ds.NumpySlicesDataset(list(range(6)), ["a"], shuffle=True)
    assert _rows(two, 2) == [[1, 5, 4, 2, 3, 0], [3, 2, 4, 5, 0, 1]]
    ds.config.set_seed(7)
    rep = ds.NumpySlicesDataset(list(range(5)), ["a"], shuffle=True).repeat(3)
    assert _rows(rep) == [[int(c) for c in "301244013213240"]]


def test_shuffle_buffer_order_follows_the_seed_as_2_10():
    import minicell.dataset as ds
    ds.config.set_seed(0)
    buf = ds.NumpySlicesDataset(list(range(10)), ["a"], shuffle=False).shuffle(4)
    assert _rows(buf) == [[2, 4, 1, 3, 0, 6, 9, 7, 8, 5]]
    ds.config.set_seed(7)
    buf = ds.NumpySlicesDataset(list(range(7)), ["a"], shuffle=False).shuffle(3)
    assert _rows(buf, 3) == [[0, 2, 3, 4, 1, 5, 6], [1, 0, 4, 2, 3, 5, 6],
                             [0, 3, 4, 2, 5, 6, 1]]

    def gen():
        for i in range(8):
            yield (np.array(i),)
    ds.config.set_seed(0)       # a stream (a generator function): the same buffer, draw by draw
    assert _rows(ds.GeneratorDataset(gen, ["a"]).shuffle(3), 2) == [[0, 3, 1, 2, 4, 7, 6, 5],
                                                                    [2, 3, 4, 0, 1, 7, 5, 6]]


def test_amplitude_to_db_float32_and_top_db_none():
    # note/api_mapping/pytorch_diff/AmplitudeToDB.md: 2.10 computes in float32 (measured)
    import pytest
    import minicell.dataset.audio as audio
    x = np.array([[[[-0.2197528, 0.3821656]]], [[[0.57418776, 0.46741104]]],
                  [[[0.76986176, -0.5793846]]]]).astype(np.float32)
    t = audio.AmplitudeToDB(stype=audio.ScaleType.POWER, top_db=80., ref_value=1.0, amin=1e-10)
    out = t(x)
    assert out.dtype == np.float32
    assert out.ravel().tolist() == [-84.17748260498047, -4.177484035491943, -2.4094607830047607,
                                    -3.3030104637145996, -1.135872483253479, -81.13587188720703]
    with pytest.raises(TypeError, match=r"Argument top_db with value None is not of type "
                                        r"\[<class 'int'>, <class 'float'>\], but got "
                                        r"<class 'NoneType'>\."):
        audio.AmplitudeToDB(top_db=None)


def test_mel_filterbanks_in_float32_as_2_10():
    # note page MelSpectrogram: 2.10 prints exact zeros where float64 filters left 1e-14;
    # 2.10 builds the filters in float32 (CreateFbanks<float>) from sample_rate / 2 (measured)
    import minicell.dataset.audio as audio
    from minicell.dataset.audio import MelType, NormType, melscale_fbanks
    fb = melscale_fbanks(201, 20., 7600., 40, 16001, NormType.SLANEY, MelType.SLANEY)
    assert fb.dtype == np.float32 and fb.shape == (201, 40)
    assert fb.ravel()[::97].tolist()[:6] == [0.0, 0.0, 0.0, 0.0, 0.0, 0.008335547521710396]
    assert abs(float(fb.sum()) - 1.0000863075256348) < 1e-7
    fb = melscale_fbanks(129, 0., 11025., 64, 22050, NormType.NONE, MelType.SLANEY)
    assert not np.signbit(fb).any()      # std::max(0, v): no -0.0
    fake = np.array([[[1, 1, 2, 2, 3, 3, 4]]]).astype(np.float32)
    spec = audio.MelSpectrogram(sample_rate=16000, n_fft=4, win_length=2, hop_length=4,
                                window=audio.WindowType.HANN)(fake)
    assert spec.ravel().tolist()[-6:] == [0.0] * 6


def test_inverse_mel_scale_of_a_2d_input_is_3d():
    # note page InverseMelScale: 2.10 gives (1, n_stft, time) for a (n_mels, time) input
    import minicell.dataset.audio as audio
    out = audio.InverseMelScale(n_stft=3, n_mels=4)(np.ones((4, 2), np.float32))
    assert out.shape == (1, 3, 2) and out.dtype == np.float32
    out = audio.InverseMelScale(n_stft=3, n_mels=4)(np.ones((2, 3, 4, 2), np.float32))
    assert out.shape == (2, 3, 3, 2)


_RULE = "-" * 66


def test_a_failing_operation_reports_as_2_10():
    # debug/error_analysis/minddata_debug.md: Crop failing eagerly, in a map, and a user
    # function failing in a map (2.10's texts, measured; its C++ call stack left out)
    import pytest
    import minicell.dataset as ds
    import minicell.dataset.vision as vision
    kernel = ("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
              f"Message'. \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] ")
    crop = vision.Crop(coordinates=(0, 0), size=(8, 8))
    with pytest.raises(RuntimeError) as err:
        crop(np.ones((3, 16, 48)))
    assert str(err.value) == kernel + "Crop: Crop height dimension: 8 exceeds image height: 3\n\n"

    def rows(op):
        data = ds.NumpySlicesDataset([np.ones((3, 16, 3), np.uint8)], ["data"], shuffle=False)
        return list(data.map(operations=op))
    with pytest.raises(RuntimeError) as err:
        rows([vision.Resize((4, 4)), crop])
    assert str(err.value) == kernel + ("map operation: [Crop] failed. Crop: Crop height "
                                       "dimension: 8 exceeds image height: 4\n\n")

    def boom(x):
        raise RuntimeError("boom")
    with pytest.raises(RuntimeError, match="^Exception thrown from user defined Python "
                                           "function in dataset. ") as err:
        rows(boom)
    assert "RuntimeError: boom" in str(err.value)
