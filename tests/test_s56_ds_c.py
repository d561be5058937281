"""Dataset behaviours found by comparing MindSpore 2.10's own dataset unit tests (test_griffinlim,
test_glove, test_fast_text, test_five_crop, ...) with minicell; texts measured on 2.10 CPU."""
import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.audio as audio
import minicell.dataset.text as text
import minicell.dataset.transforms as T

_RULE = "-" * 66


def _kernel(message, summary="Exception thrown from dataset pipeline. Refer to 'Dataset "
                             "Pipeline Error Message'."):
    return (f"{summary} \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n"
            f"[ERROR] {message}\n\n")


def _spec():
    return np.random.RandomState(0).rand(151, 8).astype(np.float32)


def test_griffin_lim_zero_lengths_are_the_defaults():
    # 2.10: win_length 0 is n_fft, hop_length 0 half of it, length 0 no length
    x = _spec()
    a = audio.GriffinLim(n_fft=300, n_iter=2, win_length=0, hop_length=0, length=0,
                         rand_init=False)(x)
    b = audio.GriffinLim(n_fft=300, n_iter=2, rand_init=False)(x)
    assert a.shape == (1050,)
    np.testing.assert_allclose(a, b)


@pytest.mark.parametrize("kw, exc, message", [
    (dict(win_length=-10), ValueError,
     "Input win_length is not within the required interval of [0, 2147483647]."),
    (dict(win_length=0, hop_length=-10), ValueError,
     "Input hop_length is not within the required interval of [0, 2147483647]."),
    (dict(rand_init="true"), TypeError,
     "Argument rand_init with value true is not of type [<class 'bool'>], but got <class 'str'>."),
    (dict(power="a"), TypeError, "Argument power with value a is not of type [<class 'int'>, "
                                 "<class 'float'>], but got <class 'str'>."),
    (dict(window_type="type"), TypeError, "Argument window_type with value type is not of type "
                                          "[<enum 'WindowType'>], but got <class 'str'>."),
])
def test_griffin_lim_argument_checks(kw, exc, message):
    with pytest.raises(exc) as err:
        audio.GriffinLim(n_fft=300, **kw)
    assert str(err.value) == message


def test_griffin_lim_momentum_of_one_is_refused_when_the_pipeline_starts():
    message = _kernel("GriffinLim: momentum equal to or greater than 1 can be unstable, but got: "
                      "1.500000", "Syntax error.")
    op = audio.GriffinLim(n_fft=300, n_iter=2, momentum=1.5)      # accepted when made
    with pytest.raises(RuntimeError) as err:
        op(_spec())
    assert str(err.value) == message
    data = ds.NumpySlicesDataset(_spec()[None], column_names=["a"], shuffle=False)
    it = data.map(op, ["a"]).create_tuple_iterator(output_numpy=True)
    with pytest.raises(RuntimeError) as err:
        next(it)
    assert str(err.value) == message


@pytest.mark.parametrize("cls, name, message", [
    (text.GloVe, "missing.txt", "GloVe: invalid file, failed to open GloVe file."),
    (text.GloVe, "", "GloVe: invalid file, failed to open GloVe file."),
    (text.FastText, "missing.vec", "FastText: invalid file, failed to open FastText file."),
    (text.Vectors, "missing.vec", "Vectors: get real path failed, path: {d}/missing.vec"),
    (text.CharNGram, "missing.txt", "Vectors: get real path failed, path: {d}/missing.txt"),
    (text.Vectors, "", "Vectors: invalid file, file is empty."),
])
def test_vectors_file_not_found_texts(tmp_path, cls, name, message):
    with pytest.raises(RuntimeError) as err:
        cls.from_file(f"{tmp_path}/{name}")
    assert str(err.value) == _kernel(message.format(d=tmp_path))


def test_glove_parse_errors_say_vectors(tmp_path):
    path = tmp_path / "glove.6B.3d.txt"
    path.write_text("a 1 2 3\nb 1 2\n")
    with pytest.raises(RuntimeError) as err:
        text.GloVe.from_file(str(path))
    assert str(err.value) == _kernel("Vectors: all vectors must have the same number of "
                                     "dimensions, but got dim 2 while expecting 3")


def _strings():
    return ds.NumpySlicesDataset([np.array(["1", "2"])], column_names=["a"], shuffle=False)


def _first_error(data):
    with pytest.raises(RuntimeError) as err:
        for _ in data.create_tuple_iterator(output_numpy=True):
            pass
    return str(err.value)


@pytest.mark.parametrize("ops", [
    [T.Duplicate(), T.TypeCast(np.int32)],
    [T.Compose([T.Duplicate(), T.TypeCast(np.int32)])],
    [T.Compose([T.Compose([T.Duplicate()]), T.TypeCast(np.int32)])],
])
def test_map_names_the_operation_given_too_many_inputs(ops):
    # a Compose runs as its operations: the failing one is named (2.10's map decomposes it)
    assert _first_error(_strings().map(ops, ["a"])) == _kernel(
        "map operation: [TypeCast] failed. The op is OneToOne, can only accept one tensor "
        "as input.")


def _images(tmp_path):
    from PIL import Image
    for k in range(2):
        (tmp_path / "c0").mkdir(exist_ok=True)
        Image.fromarray(np.full((8, 8, 3), k, np.uint8)).save(tmp_path / "c0" / f"{k}.png")
    return ds.ImageFolderDataset(str(tmp_path), shuffle=False, decode=True)


def _crop_error(file=None):
    where = "" if file is None else f"The corresponding data file is: {file}. "
    return _kernel(f"map operation: [Crop] failed. {where}Crop: Crop height dimension: 50 "
                   f"exceeds image height: 8")


def test_only_a_maps_first_operation_names_the_data_file(tmp_path):
    import minicell.dataset.vision as vision
    crop = vision.Crop((0, 0), 50)
    first = str(tmp_path / "c0" / "0.png")
    assert _first_error(_images(tmp_path).map([crop], ["image"])) == _crop_error(first)
    assert _first_error(_images(tmp_path).map([T.Compose([crop])], ["image"])) == \
        _crop_error(first)
    assert _first_error(_images(tmp_path).map([T.TypeCast(np.uint8), crop], ["image"])) == \
        _crop_error()
    assert _first_error(_images(tmp_path).map([lambda x: x, crop], ["image"])) == _crop_error()
    # a later map's first operation names it, unless a map changed the number of columns
    data = _images(tmp_path).map([T.TypeCast(np.uint8)], ["image"]).map([crop], ["image"])
    assert _first_error(data) == _crop_error(first)
    data = _images(tmp_path).map([T.Duplicate()], ["image"], ["a", "b"]).map([crop], ["a"])
    assert _first_error(data) == _crop_error()


def _batched(rows):
    def gen():
        for r in rows:
            yield np.int32(0), r
    return ds.GeneratorDataset(gen, ["a", "image"], shuffle=False).batch(2)


@pytest.mark.parametrize("rows, message", [
    ([np.float64(1), np.ones(2)], "Cannot batch tensors with different shapes in column 1. "
                                  "First element had shape <> and this element had shape <2>"),
    ([np.ones((0, 2)), np.ones(2)], "Cannot batch tensors with different shapes in column 1. "
                                    "First element had shape <0,2> and this element had shape "
                                    "<2>"),
    ([np.ones(2), np.ones(2, np.int32)], "Cannot batch tensors with different types in column "
                                         "1. First element had type float64 and this element "
                                         "had type int32"),
    ([np.array(1), np.array("a")], "Cannot batch tensors with different types in column 1. "
                                   "First element had type int64 and this element had type "
                                   "string"),
    ([np.array("a"), np.array(["a", "b"])], "The number of elements in the vector: 3 does not "
                                            "match the number of elements: 2 the shape "
                                            "required."),
])
def test_batch_refuses_rows_unlike_the_first(rows, message):
    assert _first_error(_batched(rows)) == _kernel(message)


def test_batch_of_strings_and_per_batch_map_types():
    out = next(_batched([np.array("a"), np.array(1)]).create_tuple_iterator(output_numpy=True))
    assert out[1].tolist() == ["a", "1"]

    def mixed(a, info):     # a per_batch_map's list of rows is batched as 2.10's batch does
        return [np.ones(1), np.ones(1, np.int32)]
    data = ds.NumpySlicesDataset(np.arange(2), shuffle=False).batch(2, per_batch_map=mixed)
    assert _first_error(data) == _kernel(
        "Cannot batch tensors with different types in column 0. First element had type "
        "float64 and this element had type int32")


def test_batch_size_true_is_one():
    data = ds.NumpySlicesDataset(np.arange(3), shuffle=False)
    assert [r[0].tolist() for r in data.batch(True).create_tuple_iterator(
        output_numpy=True)] == [[0], [1], [2]]
    with pytest.raises(ValueError, match=r"^Input batch_size is not within the required "
                                         r"interval of \[1, 2147483647\].$"):
        data.batch(False)


def test_image_folder_class_without_folder(tmp_path):
    _images(tmp_path)
    data = ds.ImageFolderDataset(str(tmp_path) + "/", class_indexing={"c0": 3, "gone": 5},
                                 shuffle=False)
    assert [int(r[1]) for r in data.create_tuple_iterator(output_numpy=True)] == [3, 3]
    with pytest.raises(RuntimeError) as err:
        data.num_classes()
    assert str(err.value) == _kernel(f"Invalid subdirectory, class: gone doesn't exist in "
                                     f"{tmp_path}/ .")


def test_fill_value_type_error_shows_the_value_as_str():
    with pytest.raises(TypeError) as err:
        T.Fill(np.array([1, 2]))
    assert str(err.value) == (
        "Argument fill_value with value [1 2] is not of type [<class 'str'>, <class 'float'>, "
        "<class 'bool'>, <class 'int'>, <class 'bytes'>], but got <class 'numpy.ndarray'>.")


def test_iterator_past_its_epochs_and_after_stop():
    data = ds.NumpySlicesDataset(np.arange(3), shuffle=False)
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    assert [[int(r[0]) for r in it] for _ in range(2)] == [[0, 1, 2], [0, 1, 2]]
    with pytest.raises(RuntimeError) as err:
        next(it)
    assert str(err.value) == _kernel("EOF buffer encountered. User tries to fetch data beyond "
                                     "the specified number of epochs.")
    it = data.create_dict_iterator(num_epochs=-1, output_numpy=True)
    assert [int(r["column_0"]) for r in it] == [0, 1, 2]
    it.stop()
    with pytest.raises(AttributeError, match="^'DictIterator' object has no attribute "
                                             "'_runtime_context'$"):
        next(it)
    it.stop()


@pytest.mark.parametrize("fn, what", [
    (lambda vision: vision.encode_jpeg("img"), "Input image"),
    (lambda vision: vision.encode_png("img"), "Input image"),
    (lambda vision: vision.write_jpeg("unused.jpg", "img"), "Input image"),
    (lambda vision: vision.write_png("unused.png", "img"), "The input image"),
])
def test_encode_and_write_image_type_texts(fn, what):
    import minicell.dataset.vision as vision
    from minicell import Tensor
    with pytest.raises(TypeError) as err:
        fn(vision)
    assert str(err.value) == (f"{what} is not of type {np.ndarray} or {Tensor}, but got: "
                              f"<class 'str'>.")


def test_output_numpy_arrays_are_writable(tmp_path):
    _images(tmp_path)
    data = ds.ImageFolderDataset(str(tmp_path), shuffle=False, decode=True)
    row = next(data.create_dict_iterator(num_epochs=1, output_numpy=True))
    assert row["image"].flags.writeable          # (the decoded image was read-only)
    row["image"][0, 0] = 7
    assert row["image"][0, 0].tolist() == [7, 7, 7]


def test_flips_of_image_batches_and_too_few_dims():
    import minicell.dataset.vision as vision
    x = np.arange(2 * 2 * 3 * 3).reshape(2, 2, 3, 3).astype(np.uint8)   # N, H, W, C
    np.testing.assert_array_equal(vision.HorizontalFlip()(x), x[:, :, ::-1])
    np.testing.assert_array_equal(vision.VerticalFlip()(x), x[:, ::-1])
    np.testing.assert_array_equal(vision.HorizontalFlip()(x[0, :, :, 0]), x[0, :, ::-1, 0])
    for op in (vision.HorizontalFlip(), vision.VerticalFlip()):
        with pytest.raises(RuntimeError) as err:
            op(np.arange(4, dtype=np.uint8))
        assert str(err.value) == _kernel(f"{type(op).__name__}: the image tensor should have "
                                         f"at least two dimensions. You may need to perform "
                                         f"Decode first.")


@pytest.mark.parametrize("img, message", [
    ("apple.jpg", "The type of the encoded image should be <class 'numpy.ndarray'>, but got "
                  "<class 'str'>."),
    (np.array(["a", "b"]), "The data type of the encoded image can not be <class 'numpy.str_'>."),
    (np.array("a"), "The data type of the encoded image can not be <class 'numpy.str_'>."),
    (np.zeros((1, 2), np.uint8), "The number of array dimensions of the encoded image should be "
                                 "1, but got 2."),
])
def test_eager_decode_input_checks(img, message):
    import minicell.dataset.vision as vision
    with pytest.raises(TypeError) as err:
        vision.Decode()(img)
    assert str(err.value) == message


@pytest.mark.parametrize("shape, hwc, message", [
    ((60, 50), True, "CutOut: shape is invalid."),
    ((60, 50, 3, 1), True, "CutOut: image shape is not <H,W,C>, but got rank: 4"),
    ((3, 60, 50, 1), False, "CutOut: image shape is not <C,H,W>, but got rank: 4"),
    ((60, 50, 3), True, "CutOut: box size is too large for image erase, got box height: 55box "
                        "weight: 55, and image height: 60, image width: 50"),
])
def test_cutout_takes_3d_images(shape, hwc, message):
    import minicell.dataset.vision as vision
    with pytest.raises(RuntimeError) as err:
        vision.CutOut(55, is_hwc=hwc)(np.zeros(shape, np.uint8))
    assert str(err.value) == _kernel(message)
    # (2.10's square may fall wholly outside the image: many patches, so that one lands)
    assert vision.CutOut(10, num_patches=20, is_hwc=hwc)(
        np.ones((3, 60, 50) if not hwc else (60, 50, 3), np.uint8)).min() == 0
