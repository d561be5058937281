"""Session 63 (ut63b): MindSpore 2.10's tests/ut/python dataset files re-run under minicell.

``RandomPerspective`` (test_map.py test_python_map_mp_repeatability[5-2], which ran past 400 s):
2.10 warps a PIL image with PIL's own perspective transform (coefficients from the least-squares
solution of the four corner pairs; NEAREST / ANTIALIAS / LINEAR / CUBIC mapped to PIL's filters,
AREA and PILCUBIC a RuntimeError when the warp runs, ANTIALIAS PIL's ValueError); minicell ran
an OpenCV-exact warp in numpy, minutes per 4032x2268 photo in the test's worker processes, and
refused AREA when the operation was made. ``RandomLighting`` of a uint8 image is now a lookup
per channel (the same values; it took seconds per photo).
"""
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.audio as ms_audio
import minicell.dataset.vision as vision
from minicell.dataset import _random
from minicell.dataset.vision import _pixels as px
from minicell.dataset.vision.patches import _EIGVAL, _EIGVEC

Image = pytest.importorskip("PIL.Image")


class _Draws:
    """A stand-in of Python's random: ``random()`` is 0, ``randint`` gives ``values`` in
    turn."""

    def __init__(self, values):
        self.values = list(values)

    def random(self):
        return 0.0

    def randint(self, lo, hi):
        return self.values.pop(0)


def _img():
    return Image.fromarray((np.arange(6 * 8 * 3) % 256).astype(np.uint8).reshape(6, 8, 3))


# measured on 2.10: py_transforms_util.perspective(_img(), corners, [(1, 1), (6, 0), (7, 4),
# (0, 5)], mode), channel 1
_WARPED = {
    vision.Inter.NEAREST: [
        [0, 0, 0, 10, 13, 19, 22, 0], [0, 25, 31, 34, 37, 67, 70, 0],
        [0, 52, 55, 58, 85, 88, 91, 94], [73, 76, 79, 106, 109, 112, 115, 118],
        [97, 100, 103, 106, 133, 136, 139, 142], [121, 124, 127, 130, 133, 0, 0, 0]],
    vision.Inter.BILINEAR: [
        [0, 0, 0, 10, 14, 21, 32, 0], [0, 14, 26, 36, 46, 55, 64, 0],
        [0, 50, 59, 68, 76, 84, 91, 97], [73, 80, 88, 95, 102, 108, 115, 121],
        [99, 105, 112, 118, 124, 130, 135, 140], [121, 124, 127, 130, 133, 0, 0, 0]],
    vision.Inter.BICUBIC: [
        [0, 0, 0, 7, 11, 21, 30, 0], [0, 11, 22, 38, 48, 54, 62, 0],
        [0, 49, 61, 69, 75, 82, 92, 100], [73, 82, 89, 95, 100, 107, 115, 123],
        [100, 109, 116, 121, 126, 131, 135, 140], [121, 127, 131, 134, 136, 0, 0, 0]],
}


@pytest.mark.parametrize("mode", list(_WARPED))
def test_random_perspective_warps_as_pil(mode, monkeypatch):
    # the corner draws in 2.10's order: top-left x, y, top-right x, y, bottom-right, bottom-left
    # (2.10's Python implementation: Python's random, ``_random.python_random``)
    draws = _Draws([1, 1, 6, 0, 7, 4, 0, 5])
    monkeypatch.setattr(_random, "python_random", lambda: draws)
    out = vision.RandomPerspective(0.5, 1.0, mode)(_img())
    assert isinstance(out, Image.Image) and out.size == (8, 6)
    assert np.asarray(out)[..., 1].tolist() == _WARPED[mode]


def test_random_perspective_corner_ranges(monkeypatch):
    # 2.10: int(width / 2 * scale) (here int(3.5 * 0.6) = 2), not int(scale * (width // 2)) = 1
    draws, seen = _Draws([]), []
    draws.randint = lambda lo, hi: seen.append((lo, hi)) or 0
    monkeypatch.setattr(_random, "python_random", lambda: draws)
    vision.RandomPerspective(0.6, 1.0)(Image.new("L", (7, 5)))
    assert seen == [(0, 2), (0, 1), (4, 6), (0, 1), (4, 6), (3, 4), (0, 2), (3, 4)]


@pytest.mark.parametrize("mode", [vision.Inter.AREA, vision.Inter.PILCUBIC])
def test_random_perspective_unsupported_filter_fails_when_run(mode):
    op = vision.RandomPerspective(0.5, 1.0, mode)      # 2.10: made without complaint
    with pytest.raises(RuntimeError) as info:
        op(_img())
    assert str(info.value) == ("Unsupported interpolation, only support NEAREST, ANTIALIAS, "
                               "LINEAR and CUBIC.")
    # measured on 2.10: prob 0 gives the image back (no warp, no check)
    skipped = vision.RandomPerspective(0.5, 0.0, mode)(_img())
    assert np.asarray(skipped)[0, :, 0].tolist() == [0, 3, 6, 9, 12, 15, 18, 21]


def test_random_perspective_antialias_is_pils_error():
    with pytest.raises(ValueError) as info:
        vision.RandomPerspective(0.5, 1.0, vision.Inter.ANTIALIAS)(_img())
    assert "cannot be used" in str(info.value)      # PIL's text (2.10 passes LANCZOS to it)


@pytest.mark.parametrize("alpha", [0.01, 1.0, 300.0])
def test_random_lighting_uint8_values(alpha):
    img = np.random.default_rng(0).integers(0, 256, (64, 48, 3)).astype(np.uint8)
    with _random.use(np.random.default_rng(7)):
        out = vision.RandomLighting(alpha)(img)
    # float32 noise and sums, as 2.10
    a = np.random.default_rng(7).normal(0.0, alpha, 3).astype(np.float32)
    eig = (_EIGVEC * _EIGVAL).astype(np.float32)
    shift = (eig[:, 0] * a[0] + eig[:, 1] * a[1]) + eig[:, 2] * a[2]
    expected = px.saturate(img.astype(np.float32) + shift, np.uint8)
    assert out.dtype == np.uint8 and (out == expected).all()


_ZIPPED_MP = textwrap.dedent("""
    import numpy as np
    import minicell.dataset as ds
    import minicell.dataset.vision as vision
    from PIL import Image

    def photos():
        for i in range(3):
            yield (np.full((1134, 2016, 3), 40 * i, np.uint8),)

    if __name__ == "__main__":
        ds.config.set_seed(1605)
        data = ds.GeneratorDataset(photos, ["image"], shuffle=False)
        data = data.map([vision.ToPIL(), vision.RandomPerspective(0.4, 1.0),
                         vision.RandomLighting(0.01)], num_parallel_workers=2,
                        python_multiprocessing=True)
        n = 0
        for a, b in zip(data.create_tuple_iterator(num_epochs=1, output_numpy=True),
                        data.create_tuple_iterator(num_epochs=1, output_numpy=True)):
            np.testing.assert_equal(a, b)
            n += 1
        print("rows", n)
""")


@pytest.mark.heavy
def test_zipped_multiprocess_perspective_pipelines(tmp_path):
    # test_map.py test_python_map_mp_repeatability: two iterators of one map with worker
    # processes, read side by side, give the same photos (ran past 400 s before)
    script = tmp_path / "zipped_mp.py"
    script.write_text(_ZIPPED_MP)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=400)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-2:] == ["rows", "3"]


def _dict_rows():
    for i in range(4):
        yield ({"k": i},)


@pytest.mark.parametrize("per_batch_map, got", [
    (lambda a, b, info: (a, np.array([1])), 1),
    (lambda a, b, info: (a, np.array([1, 2, 3])), 3),
    (lambda a, b, info: ([1, 2], np.array([1])), 1),
])
def test_per_batch_map_list_with_array_of_other_rows(per_batch_map, got):
    # test_python_dict_in_pipeline.py test_dict_generator_batch_4[wrong_batch5]: with a list
    # among per_batch_map's columns, 2.10 splits each array into rows (measured texts)
    data = ds.zip((ds.GeneratorDataset(_dict_rows, ["c1"], shuffle=False),
                   ds.GeneratorDataset(_dict_rows, ["c2"], shuffle=False)))
    data = data.batch(2, per_batch_map=per_batch_map, drop_remainder=True)
    with pytest.raises(RuntimeError) as info:
        list(data.create_tuple_iterator(num_epochs=1, output_numpy=True))
    assert f"Invalid data, column: c2 expects: 2 rows returned from 'per_batch_map', got: " \
           f"{got}" in str(info.value)


def test_per_batch_map_arrays_without_list_keep_their_rows():
    # measured on 2.10: (array of 2, array of 1) and (dict, array of 1) are taken as they are
    data = ds.zip((ds.GeneratorDataset(_dict_rows, ["c1"], shuffle=False),
                   ds.GeneratorDataset(_dict_rows, ["c2"], shuffle=False)))
    data = data.batch(2, per_batch_map=lambda a, b, info: ({"a": 1}, np.array([1])),
                      drop_remainder=True)
    rows = list(data.create_tuple_iterator(num_epochs=1, output_numpy=True))
    assert len(rows) == 2 and rows[0][1].tolist() == [1] and rows[0][0]["a"] == 1


# ---- random geometry on several columns (test_random_horizontal_flip.py op_1,
# test_random_resize.py op_1): one draw for all the images (measured on 2.10) ----
_A = (np.arange(8 * 10 * 3) % 251).astype(np.uint8).reshape(8, 10, 3)
_B = (np.arange(6 * 12 * 3) % 251).astype(np.uint8).reshape(6, 12, 3)
_GREY = (np.arange(8 * 10) % 251).astype(np.uint8).reshape(8, 10)
_LINE = np.arange(5).astype(np.uint8)


@pytest.mark.parametrize("op, shapes", [
    (lambda: vision.RandomHorizontalFlip(1.0), [(8, 10, 3), (6, 12, 3)]),
    (lambda: vision.RandomVerticalFlip(1.0), [(8, 10, 3), (6, 12, 3)]),
    (lambda: vision.RandomResize(5), [(5, 6, 3), (5, 10, 3)]),
])
def test_random_ops_take_several_images(op, shapes):
    out = op()(_A, _B)
    assert [o.shape for o in out] == shapes
    same = op()(_A, _A.copy())
    assert (same[0] == same[1]).all()
    if shapes[0] == (8, 10, 3):     # a flip: an <H,W> image with an <H,W,C> one
        flipped = op()(_A, _GREY)
        axis = 1 if (flipped[0] == _A[:, ::-1]).all() else 0
        assert (flipped[1] == np.flip(_GREY, axis)).all()


@pytest.mark.parametrize("op", [lambda: vision.RandomCrop(4),
                                lambda: vision.RandomResizedCrop(4)])
def test_random_crops_take_images_of_one_size(op):
    out = op()(_A, _GREY)
    assert [o.shape for o in out] == [(4, 4, 3), (4, 4)]
    out = op()(_A, _A.astype(np.float32))     # the same box (uint8 rounded, float not)
    assert out[1].dtype == np.float32 and np.abs(out[0] - out[1]).max() <= 1


@pytest.mark.parametrize("op, second, text", [
    (lambda: vision.RandomHorizontalFlip(1.0), _LINE, "RandomHorizontalFlip: the image tensor "
     "should have at least two dimensions. You may need to perform Decode first."),
    (lambda: vision.RandomVerticalFlip(1.0), _LINE, "RandomVerticalFlip: input tensor is not in "
     "shape of <H,W> or <H,W,C>, but got rank: 1. You may need to perform Decode first."),
    (lambda: vision.RandomResize(5), _LINE, "Resize: the image tensor should have at least two "
     "dimensions. You may need to perform Decode first."),
    (lambda: vision.RandomResizedCrop(4), _B, "RandomCropAndResizeOp: Input tensor in different "
     "columns of each row must have the same size."),
    (lambda: vision.RandomResizedCrop(4), _LINE, "GetImageSize: invalid parameter, image should "
     "have at least two dimensions, but got: 1"),
    (lambda: vision.RandomCrop(4), _B, "RandomCrop: Input images in different column must have "
     "the same shape, check the output shape in specified 'input_columns' before call this "
     "operation."),
    (lambda: vision.RandomCrop(4), _LINE, "RandomCropOp: input tensor should have at least 2 "
     "dimensions, but got: 1"),
])
def test_random_ops_several_images_errors(op, second, text):
    with pytest.raises(RuntimeError) as info:
        op()(_A, second)
    assert text in str(info.value)


_TYPE_TEXT = ("the data type of image tensor does not match the requirement of operator. "
              "Expecting tensor in type of (bool, int8, uint8, int16, uint16, int32, float16, "
              "float32, float64). But got type {}.")


@pytest.mark.parametrize("op, name", [
    (lambda: vision.RandomHorizontalFlip(0.1), "RandomHorizontalFlip"),
    (lambda: vision.HorizontalFlip(), "HorizontalFlip"),
    (lambda: vision.VerticalFlip(), "VerticalFlip"),
    (lambda: vision.RandomResize(5), "Resize"),
])
@pytest.mark.parametrize("dtype, got", [(np.str_, "string"), (np.int64, "int64"),
                                        (np.uint32, "uint32"), (np.uint64, "uint64")])
def test_flip_and_resize_element_types(op, name, dtype, got):
    # test_random_horizontal_flip.py test_random_horizontal_flip_invalid_data (texts measured
    # on 2.10; checked whatever the draw, before the rank)
    with pytest.raises(RuntimeError) as info:
        op()(np.zeros((4, 5, 3)).astype(dtype))
    assert f"{name}: " + _TYPE_TEXT.format(got) in str(info.value)
    assert op()(np.zeros((4, 5, 3), np.int16)).dtype == np.int16


@pytest.mark.parametrize("dtype, got", [(np.str_, "string"), (np.int64, "int64")])
def test_random_vertical_flip_element_types(dtype, got):
    with pytest.raises(RuntimeError) as info:
        vision.RandomVerticalFlip(0.1)(np.zeros((4, 5, 3)).astype(dtype))
    assert f"RandomVerticalFlip: Cannot convert [{got}] to OpenCV type. Currently unsupported " \
           f"data type: [uint32, int64, uint64, string]" in str(info.value)


def test_random_vertical_flip_refuses_four_dims():
    with pytest.raises(RuntimeError) as info:
        vision.RandomVerticalFlip(1.0)(np.zeros((2, 3, 4, 3), np.uint8))
    assert "RandomVerticalFlip: input tensor is not in shape of <H,W> or <H,W,C>, but got " \
           "rank: 4" in str(info.value)
    # measured on 2.10: VerticalFlip flips each image of a batch
    x = np.arange(2 * 3 * 4 * 3).astype(np.uint8).reshape(2, 3, 4, 3)
    assert (vision.VerticalFlip()(x) == x[:, ::-1]).all()


@pytest.mark.parametrize("step, text", [
    (-5, "Cannot reset the pipeline, reset step must be >= 0."),
    (300, "Cannot reset the pipeline, reset step must be less than dataset_size * num_epochs."),
])
def test_reset_step_checks(step, text):
    # test_reset.py test_reset_np_error: 2.10 refuses a step outside [0, size * num_epochs)
    from minicell.dataset.engine import datasets as engine_datasets
    data = ds.NumpySlicesDataset(np.zeros((100, 2)), shuffle=False)
    itr = data.create_tuple_iterator(num_epochs=3, output_numpy=True)
    engine_datasets._set_training_dataset(itr)
    with pytest.raises(RuntimeError) as info:
        engine_datasets._reset_training_dataset(step, 100)
    assert text in str(info.value)
    engine_datasets._reset_training_dataset(299, 100)      # the last step is allowed


# ---- 2.10's C++ draws of the probability operations (test_random_horizontal_flip.py
# valid_prob_c, test_random_vertical_flip.py valid_prob_c, the WithBBox flips' rand cases) ----
_IMG = (np.arange(4 * 5 * 3) * 7 % 256).astype(np.uint8).reshape(4, 5, 3)


def _ten_images():
    for _ in range(10):
        yield (_IMG,)


# measured on 2.10 (one worker): the rows each operation changed, after set_seed(0) / (7)
_CHANGED = {
    0: {"hflip": "0000011111", "vflip": "0000001110", "invert": "0000011111",
        "equalize": "0000011111", "autocontrast": "0000011111", "adjsharp": "0000011111"},
    7: {"hflip": "1101111110", "vflip": "1000011010", "invert": "1101111110",
        "equalize": "1101111110", "autocontrast": "1101111110", "adjsharp": "1101111110"},
}
_PROB_OPS = {
    "hflip": lambda: vision.RandomHorizontalFlip(0.5),
    "vflip": lambda: vision.RandomVerticalFlip(0.3),
    "invert": lambda: vision.RandomInvert(0.5),
    "equalize": lambda: vision.RandomEqualize(0.5),
    "autocontrast": lambda: vision.RandomAutoContrast(prob=0.5),
    "adjsharp": lambda: vision.RandomAdjustSharpness(2.0, 0.5),
}


@pytest.fixture
def _one_worker():
    seed, workers = ds.config.get_seed(), ds.config.get_num_parallel_workers()
    ds.config.set_num_parallel_workers(1)
    yield
    ds.config.set_seed(seed)
    ds.config.set_num_parallel_workers(workers)


@pytest.mark.parametrize("seed", [0, 7])
@pytest.mark.parametrize("name", list(_PROB_OPS))
def test_probability_ops_draw_as_2_10(_one_worker, seed, name):
    ds.config.set_seed(seed)
    data = ds.GeneratorDataset(_ten_images, ["image"], shuffle=False)
    data = data.map(_PROB_OPS[name](), ["image"])
    changed = "".join("0" if (r[0] == _IMG).all() else "1"
                      for r in data.create_tuple_iterator(output_numpy=True))
    assert changed == _CHANGED[seed][name]


def test_each_operation_has_its_own_generator(_one_worker):
    # measured on 2.10: two flips in one map draw alike (each its own mt19937(seed)), so a row
    # is turned half round or kept
    ds.config.set_seed(7)
    data = ds.GeneratorDataset(_ten_images, ["image"], shuffle=False)
    data = data.map([vision.RandomHorizontalFlip(0.5), vision.RandomVerticalFlip(0.5)], ["image"])
    rows = [r[0] for r in data.create_tuple_iterator(output_numpy=True)]
    turned = "".join("1" if (r == _IMG[::-1, ::-1]).all() else
                     "0" if (r == _IMG).all() else "?" for r in rows)
    assert turned == "1101111110"


_GRID = np.arange(6 * 7).astype(np.uint8).reshape(6, 7)


def _grids():
    for _ in range(8):
        yield (_GRID,)


# measured on 2.10 (one worker): the (top, left) of RandomCrop((3, 4))'s crops
_CROPS = {3: [(0, 2), (3, 2), (0, 1), (2, 2), (1, 3), (0, 3), (0, 0), (0, 0)],
          11: [(0, 0), (2, 0), (0, 1), (3, 2), (0, 1), (0, 1), (3, 0), (3, 1)]}


@pytest.mark.parametrize("seed", list(_CROPS))
def test_random_crop_places_as_2_10(_one_worker, seed):
    # test_random_crop.py 01_c/02_c/05_c/07_c/08_c: x then y, each a uniform_int_distribution
    # over the operation's mt19937(seed)
    ds.config.set_seed(seed)
    data = ds.GeneratorDataset(_grids, ["image"], shuffle=False)
    data = data.map(vision.RandomCrop((3, 4)), ["image"])
    places = [divmod(int(r[0][0, 0]), 7) for r in data.create_tuple_iterator(output_numpy=True)]
    assert places == _CROPS[seed]


def test_random_resize_methods_as_2_10(_one_worker):
    # test_random_resize.py md5, test_random_resize_with_bbox.py voc_c/rand_coco_c: measured on
    # 2.10 after set_seed(5): uniform_int(0, 3) over (linear, nearest, cubic, area)
    img = np.random.default_rng(0).integers(0, 256, (12, 14, 3)).astype(np.uint8)
    refs = {m: vision.Resize((5, 6), getattr(vision.Inter, m))(img)
            for m in ("NEAREST", "BILINEAR", "AREA")}
    ds.config.set_seed(5)
    data = ds.GeneratorDataset(lambda: ((img,) for _ in range(10)), ["image"], shuffle=False)
    data = data.map(vision.RandomResize((5, 6)), ["image"])
    picked = [[m for m, r in refs.items() if (r == o[0]).all()]
              for o in data.create_tuple_iterator(output_numpy=True)]
    assert picked == [["BILINEAR"], ["BILINEAR"], ["AREA"], ["AREA"], ["BILINEAR"], ["NEAREST"],
                      ["AREA"], ["AREA"], ["NEAREST"], ["BILINEAR"]]


_RAMP = np.arange(256).astype(np.uint8).reshape(16, 16)


def test_random_posterize_and_solarize_draws_as_2_10(_one_worker):
    # test_random_posterize.py op_c; measured on 2.10 after set_seed(55): RandomPosterize's bits
    # are a uniform_int, RandomSolarize draws two thresholds and inverts the pixels between them
    ds.config.set_seed(55)

    def data():
        return ds.GeneratorDataset(lambda: ((_RAMP,) for _ in range(10)), ["image"],
                                   shuffle=False)
    rows = data().map(vision.RandomPosterize((1, 8)), ["image"])
    bits = [[b for b in range(1, 9) if (vision.Posterize(b)(_RAMP) == o[0]).all()]
            for o in rows.create_tuple_iterator(output_numpy=True)]
    assert bits == [[1], [6], [8], [8], [4], [2], [2], [8], [5], [6]]
    rows = data().map(vision.RandomSolarize((10, 200)), ["image"])
    spans = [(int(np.flatnonzero(o[0] != _RAMP)[0]), int(np.flatnonzero(o[0] != _RAMP)[-1]))
             for o in rows.create_tuple_iterator(output_numpy=True)]
    assert spans == [(27, 142), (195, 196), (57, 102), (56, 197), (111, 148), (64, 110),
                     (69, 174), (17, 51), (30, 140), (69, 156)]


@pytest.mark.parametrize("threshold, span", [((100, 100), (100, 255)), ((100, 150), (100, 150)),
                                             ((0, 0), (0, 255)), ((255, 255), (255, 255))])
def test_solarize_equal_thresholds(threshold, span):
    # measured on 2.10: Solarize((a, a)) inverts [a, 255]
    changed = np.flatnonzero(vision.Solarize(threshold)(_RAMP) != _RAMP)
    assert (int(changed[0]), int(changed[-1])) == span


@pytest.mark.parametrize("op, sums", [
    (lambda: vision.RandomColor((0.2, 1.8)),
     [16186, 16044, 16018, 16025, 16026, 16135, 16124, 16074]),
    (lambda: vision.RandomSharpness((0.1, 1.9)),
     [15869, 15982, 16025, 16025, 16025, 15868, 15908, 15965]),
])
def test_random_factor_ops_draw_as_2_10(_one_worker, op, sums):
    # test_random_color.py test_random_color_c: the factor is a uniform_real_distribution<float>
    # over the op's mt19937(seed); row sums measured on 2.10 after set_seed(9)
    img = ((np.arange(6 * 7 * 3).reshape(6, 7, 3) * 37 + 11) % 256).astype(np.uint8)
    ds.config.set_seed(9)
    data = ds.GeneratorDataset(lambda: ((img,) for _ in range(8)), ["image"], shuffle=False)
    data = data.map(op(), ["image"])
    assert [int(o[0].astype(np.int64).sum())
            for o in data.create_tuple_iterator(output_numpy=True)] == sums


def test_time_stretch_advances_per_input_bin():
    # test_transform_input_consistency.py test_audio_transform_input_consistency: 2.10 takes
    # the phase advance per frequency bin of the input (16 here), whatever n_freq (measured)
    x = np.arange(16 * 3 * 2).reshape(16, 3, 2) / 50.0
    out = ms_audio.TimeStretch(5, 201, 2.0)(x)
    assert out.shape == (16, 2, 2) and out.dtype == np.float64
    np.testing.assert_allclose(out[:3], [[[0.0, 0.02], [0.07104, 0.10655]],
                                         [[0.12, 0.14], [0.19753, 0.22222]],
                                         [[0.24, 0.26], [0.31858, 0.34133]]], atol=1e-5)


@pytest.mark.parametrize("op, text", [
    (lambda: vision.RandomCrop([6, 9]), "Crop size [6, 9] is larger than input image size (6, 8)."),
    (lambda: vision.RandomCrop(7), "Crop size (7, 7) is larger than input image size (6, 8)."),
    (lambda: vision.RandomCrop((7, 2)), "Crop size (7, 2) is larger than input image size (6, 8)."),
])
def test_random_crop_of_pil_image_too_small(op, text):
    # test_random_crop.py test_random_crop_04_py: 2.10's Python implementation (measured)
    img = Image.fromarray(np.zeros((6, 8, 3), np.uint8))
    with pytest.raises(ValueError) as info:
        op()(img)
    assert str(info.value) == text
    assert np.asarray(vision.RandomCrop(7, padding=1)(img)).shape == (7, 7, 3)
    assert np.asarray(vision.RandomCrop(9, pad_if_needed=True)(img)).shape == (9, 9, 3)


def test_random_crop_channels_and_batches():
    # test_random_crop.py test_random_crop_09 / high_dimensions (measured on 2.10)
    with pytest.raises(RuntimeError) as info:
        vision.RandomCrop(8)(np.zeros((3, 20, 30), np.float32))
    assert "Pad: the channel of image tensor does not match the requirement of operator. " \
           "Expecting tensor in channel of (1, 3). But got channel 30." in str(info.value)
    frames = np.stack([np.arange(20 * 12).reshape(20, 12, 1).astype(np.uint8)] * 6)
    out = vision.RandomCrop(8)(frames)
    assert out.shape == (6, 8, 8, 1)
    for k in range(6):      # each frame a crop of its own
        top, left = divmod(int(out[k, 0, 0, 0]), 12)
        assert (out[k] == frames[k, top:top + 8, left:left + 8]).all()
