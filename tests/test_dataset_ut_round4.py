"""MindSpore's dataset ut, round 4: ``mindspore._c_dataengine`` (Tensor, TensorShape,
DataType) and ``dataset.core.datatypes``, string padding in ``padded_batch`` (and rows cut to a
smaller pad shape), the width-less string ``output_types``, transforms' argument checks and
``ToPIL``'s errors. Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
import minicell._c_dataengine as cde
import minicell.dataset as ds
from minicell.dataset import transforms, vision
from minicell.dataset.core.datatypes import mstype_to_detype, nptype_to_detype


# ---- _c_dataengine ----------------------------------------------------------------------------
def test_tensor_shape():
    s = cde.TensorShape([2, 3])
    assert (s.as_list(), s.is_known(), str(s)) == ([2, 3], True, "<2,3>")
    s = cde.TensorShape([-1, 3])
    assert (s.as_list(), s.is_known(), str(s)) == ([-1, 3], False, "<*,3>")
    assert str(cde.TensorShape([])) == "<>"
    with pytest.raises(TypeError, match=r"TensorShape\(arg0: list\)\n\nInvoked with: \(2, 3\)"):
        cde.TensorShape((2, 3))


def test_tensor_shares_the_array_and_prints_as_2_10():
    x = np.array([1, 2, 3, 4, 5])
    t = cde.Tensor(x)
    np.array(t, copy=False)[0] = 7
    assert t.as_array()[0] == 7 and x[0] == 7
    assert t.type() == cde.DataType("int64") and t.shape().as_list() == [5]
    assert str(cde.Tensor(np.array([[1.5, 2]], np.float32))) == \
        "Tensor (shape: <1,2>, Type: float32)\n[[1.5,2]]"
    assert str(cde.Tensor(np.array(["ab", "c"]))) == 'Tensor (shape: <2>, Type: string)\n["ab","c"]'
    assert str(cde.Tensor(np.zeros((2, 0)))) == \
        "Tensor (shape: <2,0>, Type: float64)\n[Data area is null]"
    assert str(cde.Tensor(np.array([b"ab"])).type()) == "bytes"
    with pytest.raises(TypeError, match=r"Tensor\(arg0: numpy.ndarray\)\n\nInvoked with: \[1, 2\]"):
        cde.Tensor([1, 2])
    with pytest.raises(RuntimeError, match="Failed to create tensor from numpy array, data type "
                                           "is unknown"):
        cde.Tensor(np.array([object()]))


def test_data_type():
    assert str(cde.DataType("foo")) == str(cde.DataType("")) == "unknown"
    assert str(cde.DataType("string")) == "string" and not cde.DataType("bool").is_python()
    assert cde.DataType("int8") != cde.DataType("int16")
    with pytest.raises(TypeError, match="unhashable"):
        hash(cde.DataType("int8"))
    with pytest.raises(TypeError, match=r"DataType\(arg0: str\)\n\nInvoked with: 3"):
        cde.DataType(3)


def test_nptype_to_detype():
    assert nptype_to_detype(np.dtype("int")) == cde.DataType("int64")
    assert nptype_to_detype(bool) == cde.DataType("bool")
    assert nptype_to_detype(float) == cde.DataType("float64")
    assert nptype_to_detype(str) == nptype_to_detype(np.dtype("str")) == cde.DataType("string")
    assert [nptype_to_detype(t) for t in (np.dtype("U3"), np.bytes_, np.dtype("S"))] == \
        [None] * 3
    assert mstype_to_detype(ms.uint16) == cde.DataType("uint16")
    assert mstype_to_detype(ms.string) == cde.DataType("string")
    with pytest.raises(NotImplementedError):
        mstype_to_detype(np.int32)


# ---- padded_batch of strings; output_types -----------------------------------------------------
def _two_string_columns():
    yield np.array(["ab"]), np.array([b"xyz"])
    yield np.array(["ab", "c"]), np.array([b"xyz", b"q"])


def test_padded_batch_pads_strings_with_empty_strings_and_widens_to_the_pad_value():
    data = ds.GeneratorDataset(_two_string_columns, ["s", "b"], shuffle=False)
    s, b = next(data.padded_batch(2, pad_info={}).create_tuple_iterator(output_numpy=True))
    assert s.dtype == np.dtype("<U2") and s.tolist() == [["ab", ""], ["ab", "c"]]
    assert b.dtype == np.dtype("S3") and b.tolist() == [[b"xyz", b""], [b"xyz", b"q"]]
    data = ds.GeneratorDataset(_two_string_columns, ["s", "b"], shuffle=False)  # 1 consumer
    s, b = next(data.padded_batch(2, pad_info={"s": ([3], "LONGPAD"), "b": ([1], b"")})
                .create_tuple_iterator(output_numpy=True))
    assert s.dtype == np.dtype("<U7")
    assert s.tolist() == [["ab", "LONGPAD", "LONGPAD"], ["ab", "c", "LONGPAD"]]
    assert b.tolist() == [[b"xyz"], [b"xyz"]]         # cut to the pad shape


def test_padded_batch_cuts_rows_longer_than_the_pad_shape():
    def rows():
        yield (np.array([1, 2, 3]),)
        yield (np.array([4]),)
    data = ds.GeneratorDataset(rows, ["a"], shuffle=False).padded_batch(2, pad_info={"a": ([2], -1)})
    assert next(data.create_tuple_iterator(output_numpy=True))[0].tolist() == [[1, 2], [4, -1]]


def test_output_types_of_strings_have_no_width():
    data = ds.NumpySlicesDataset({"a": np.array([1, 2]), "s": np.array(["x", "yy"]),
                                  "b": np.array([b"x", b"yy"])}, shuffle=False)
    types = data.output_types()
    assert types == [np.dtype("int64"), np.dtype("<U"), np.dtype("S")]
    assert types[1].type is np.str_ and types[2].type is np.bytes_


# ---- transforms' arguments; ToPIL --------------------------------------------------------------
@pytest.mark.parametrize("make, text", [
    (lambda: vision.ToType(output_type="int32"), "missing a required argument: 'data_type'"),
    (lambda: transforms.TypeCast(np.int32, foo=1), "got an unexpected keyword argument 'foo'"),
    (lambda: transforms.TypeCast(np.int32, np.int8), "too many positional arguments"),
    (lambda: vision.Rescale(1.0), "missing a required argument: 'shift'"),
    (lambda: vision.RandomHorizontalFlip(0.5, 1), "too many positional arguments"),
    (lambda: vision.HWC2CHW(foo=1), "HWC2CHW.__init__() got an unexpected keyword argument 'foo'"),
    (lambda: vision.Equalize(3), "Equalize.__init__() takes 1 positional argument but 2 were given"),
    (lambda: vision.ToType((np.int16, np.int8)),
     "Argument data_type with value (<class 'numpy.int16'>, <class 'numpy.int8'>) is not of type"),
])
def test_transform_arguments_checked_as_2_10(make, text):
    with pytest.raises(TypeError) as err:
        make()
    assert str(err.value).startswith(text)


@pytest.mark.parametrize("image, error, text", [
    (list(np.zeros((2, 2, 3), np.uint8)), TypeError,
     "The input image should be of type numpy.ndarray or PIL.Image.Image. Got <class 'list'>."),
    (np.zeros((2, 2, 4, 3), np.uint8), ValueError,
     "The dimension of input image should be 2 or 3. Got 4."),
    (np.zeros((2,), np.uint8), ValueError, "The dimension of input image should be 2 or 3. Got 1."),
    (np.zeros((2, 2, 5), np.uint8), ValueError,
     "The channel of input image should not exceed 4. Got 5."),
    (np.zeros((2, 2, 3), np.int16), TypeError, "The input image type int16 is not supported when "
                                               "image shape is [H, W, 2], [H, W, 3] or [H, W, 4]."),
])
def test_to_pil_refuses_as_2_10(image, error, text):
    with pytest.raises(error) as err:
        vision.ToPIL()(image)
    assert str(err.value) == text


def test_to_pil_modes():
    modes = [vision.ToPIL()(np.zeros(shape, dtype)).mode for shape, dtype in
             [((2, 2), np.float32), ((2, 2, 1), np.uint8), ((2, 2, 2), np.uint8),
              ((2, 2), np.int32), ((2, 2), np.uint16), ((2, 2, 3), np.uint8)]]
    assert modes == ["F", "L", "LA", "I", "I;16", "RGB"]


# ---- text vectors -------------------------------------------------------------------------------
@pytest.mark.parametrize("lines, text", [
    ("a 1 2 3\nb 1 2\n", "Vectors: all vectors must have the same number of dimensions, but got "
                         "dim 2 while expecting 3"),
    ("2 3\na 1 2 3\nb 1 2\n", "Vectors: all vectors must have the same number of dimensions, "
                              "but got dim 2 while expecting 3"),
    ("", "Vectors: invalid file, file is empty."),
    ("3 2\n", "Vectors: invalid file, file is empty."),
    ("\n", "Vectors: token with 1-dimensional vector."),
    ("a 1 2\nb\n", "Vectors: token with 1-dimensional vector."),
])
def test_vectors_file_errors(tmp_path, lines, text):
    from minicell.dataset import text as dtext
    path = tmp_path / "v.txt"
    path.write_text(lines)
    with pytest.raises(RuntimeError) as err:
        dtext.Vectors.from_file(str(path))
    # 2.10 raises them from C++, in its pipeline error layout (measured)
    assert str(err.value) == ("Exception thrown from dataset pipeline. Refer to 'Dataset "
                              "Pipeline Error Message'. \n\n" + "-" * 66 + "\n- Dataset "
                              "Pipeline Error Message: \n" + "-" * 66 + f"\n[ERROR] {text}\n\n")


def test_to_vectors_in_text_transforms_checks_unk_init_on_every_call(tmp_path):
    from minicell.dataset import text as dtext
    path = tmp_path / "v.txt"
    path.write_text("a 1 2 3\nb 4 5 6\n")
    to_vectors = dtext.transforms.ToVectors(dtext.Vectors.from_file(str(path)), unk_init=[-1, -1])
    with pytest.raises(RuntimeError, match="unk_init must be the same length as vectors, but got "
                                           "unk_init: 2 and vectors: 3"):
        to_vectors("a")                     # a known token too (2.10)


@pytest.mark.parametrize("value", [[1, 2], np.array([1.5]), np.array([True])])
def test_type_cast_of_numbers_to_string_refused(value):
    with pytest.raises(RuntimeError, match="Failed to create empty tensor, number of elements "
                                           "should be 0 when data type is string."):
        transforms.TypeCast(ms.string)(value)
    assert transforms.TypeCast(ms.string)(np.array(["a"])).tolist() == ["a"]


# ---- RandomPosterize / RandomSolarize arguments ---------------------------------------------------
_RANGE = "Input is not within the required interval of [{}, {}]."


@pytest.mark.parametrize("bits, error, text", [
    ((1, 9), ValueError, _RANGE.format(1, 8)), ((8, 1), ValueError, _RANGE.format(1, 8)),
    (0, ValueError, _RANGE.format(1, 8)),
    ((1, 2, 3), TypeError, "Size of bits should be a single integer or a list/tuple (min, max) of "
                           "length 2."),
    (1.5, TypeError, "Argument bits with value 1.5 is not of type [<class 'list'>, <class "
                     "'tuple'>, <class 'int'>], but got <class 'float'>."),
    ((1, 1.1), TypeError, "Argument bits with value 1.1 is not of type [<class 'int'>], but got "
                          "<class 'float'>."),
    ((True, 2), TypeError, "Argument bits with value True is not of type (<class 'int'>,), but "
                           "got <class 'bool'>."),
])
def test_random_posterize_bits_checked_as_2_10(bits, error, text):
    with pytest.raises(error) as err:
        vision.RandomPosterize(bits)
    assert str(err.value) == text


@pytest.mark.parametrize("threshold, error, text", [
    ((1, 300), ValueError, _RANGE.format(0, 255)),
    ((8, 1), ValueError, "threshold must be in min max format numbers."),
    ((1,), ValueError, "threshold must be a sequence of two numbers."),
    ([1, 2], TypeError, "Argument threshold with value [1, 2] is not of type [<class 'tuple'>], "
                        "but got <class 'list'>."),
    ((1, 1.1), TypeError, "Argument threshold[1] with value 1.1 is not of type [<class 'int'>], "
                          "but got <class 'float'>."),
])
def test_random_solarize_threshold_checked_as_2_10(threshold, error, text):
    with pytest.raises(error) as err:
        vision.RandomSolarize(threshold)
    assert str(err.value) == text
    assert vision.RandomPosterize([1, 8]).bits == (1, 8)


# ---- vision.utils file I/O ------------------------------------------------------------------------
def test_write_file_in_vision_utils_and_its_errors(tmp_path):
    from minicell.dataset.vision import utils
    path = str(tmp_path / "x.bin")
    utils.write_file(path, np.arange(3, dtype=np.uint8))
    assert utils.read_file(path).tolist() == [0, 1, 2]
    with pytest.raises(RuntimeError, match=f"WriteFile: Invalid file path, {tmp_path}/ is not a "
                                           f"regular file."):
        vision.write_file(f"{tmp_path}/", np.zeros(3, np.uint8))
    with pytest.raises(TypeError, match="^Input data is not of type <class 'numpy.ndarray'>"):
        vision.write_file(path, 0)


@pytest.mark.parametrize("second, error, text", [
    ([(1, 0.4)], TypeError, "op of (op, prob) in policy[1][0] is neither a transforms op "
                            "(TensorOperation) nor a callable pyfunc."),
    ([(transforms.Duplicate(), -0.1)], ValueError,
     "Input prob of (op, prob) policy[1][0] is not within the required interval of [0, 1]."),
    ([(transforms.Duplicate(),)], ValueError, "Value policy[1][0] needs to be a 2-tuple."),
    ([[transforms.Duplicate(), 0.5]], ValueError, "Value policy[1][0] needs to be a 2-tuple."),
    ([], ValueError, "policy[1] can not be empty."),
])
def test_random_select_subpolicy_checked_as_2_10(second, error, text):
    with pytest.raises(error) as err:
        vision.RandomSelectSubpolicy([[(transforms.Duplicate(), 0.5)], second])
    assert str(err.value) == text
    with pytest.raises(ValueError, match="^policy can not be empty.$"):
        vision.RandomSelectSubpolicy([])


def test_read_image_refuses_gif_and_non_images_as_2_10(tmp_path):
    from PIL import Image
    gif, text = str(tmp_path / "a.gif"), str(tmp_path / "a.txt")
    Image.fromarray(np.zeros((4, 4, 3), np.uint8)).save(gif)
    with open(text, "w") as f:
        f.write("hello\n")
    for path in (gif, text):
        with pytest.raises(RuntimeError, match=f"ReadImage: Failed to read file {path}\n\n$"):
            vision.read_image(path, vision.ImageReadMode.COLOR)


# ---- LineReader -----------------------------------------------------------------------------------
def test_line_reader(tmp_path):
    path = tmp_path / "lines.txt"
    path.write_text('{"a": 1}\nsecond\n\nfourth\n')
    reader = ds.LineReader(str(path))
    assert reader.len() == len(reader) == 4
    assert [reader.readline(1), reader[2], reader[3], reader.readline(4)] == \
        ['{"a": 1}', "second", "", "fourth"]
    reader.close()
    assert reader[2] == "second"                      # reopened
    for line, error, text in [
            ("1", TypeError, "Argument line with value 1 is not of type [<class 'int'>], but got "
                             "<class 'str'>."),
            (True, TypeError, "Argument line with value True is not of type (<class 'int'>,), "
                              "but got <class 'bool'>."),
            (5, ValueError, "Input line is not within the required interval of [1, 4].")]:
        with pytest.raises(error) as err:
            reader.readline(line)
        assert str(err.value) == text
    with pytest.raises(RuntimeError, match=r"^The input file \[.*\] is not a regular file.$"):
        ds.LineReader(str(tmp_path))
    with pytest.raises(RuntimeError, match=r"^The input file \[.*nope\] does not exist.$"):
        ds.LineReader(str(tmp_path / "nope"))
    with pytest.raises(TypeError, match="^path: 123 is not string$"):
        ds.LineReader(123)


def test_transforms_package_reaches_vision():
    assert ds.transforms.vision is vision and ds.transforms.vision.Inter.LINEAR is vision.Inter.LINEAR


_I = vision.Inter.LINEAR


@pytest.mark.parametrize("args, error, text", [
    ((2.1, 3, 4, 5, (3, 3), _I), TypeError,
     "Argument top with value 2.1 is not of type [<class 'int'>], but got <class 'float'>."),
    ((2, 3, 4, 5.1, (3, 3), _I), TypeError,
     "Argument width with value 5.1 is not of type [<class 'int'>], but got <class 'float'>."),
    ((True, 1, 2, 2, 2, _I), TypeError,
     "Argument top with value True is not of type (<class 'int'>,), but got <class 'bool'>."),
    ((2, 3, 4, 5, 3.5, _I), TypeError, "Argument size with value 3.5 is not of type [<class "
                                        "'int'>, <class 'list'>, <class 'tuple'>], but got "
                                        "<class 'float'>."),
    ((2, 3, 4, 5, (2, 3, 4), _I), TypeError,
     "Size should be a single integer or a list/tuple (h, w) of length 2."),
    ((1, 1, 2, 2, (2, 2.5), _I), TypeError,
     "Argument size[1] with value 2.5 is not of type [<class 'int'>], but got <class 'float'>."),
    ((2, 3, 4, 5, (2, 3), None), TypeError, "Argument interpolation with value None is not of "
                                            "type [<enum 'Inter'>], but got <class 'NoneType'>."),
    ((-1, 1, 256, 512, (224, 224), _I), ValueError,
     "Input top is not within the required interval of [0, 2147483647]."),
    ((1, 1, 0, 512, (224, 224), _I), ValueError,
     "Input height is not within the required interval of [1, 2147483647]."),
    ((1, 1, 256, 512, (0, 224), _I), ValueError,
     "Input is not within the required interval of [1, 16777216]."),
    ((1, 1, 2, 2, 16777217, _I), ValueError,
     "Input is not within the required interval of [1, 16777216]."),
])
def test_resized_crop_arguments_checked_as_2_10(args, error, text):
    with pytest.raises(error) as err:
        vision.ResizedCrop(*args)
    assert str(err.value) == text


# ---- a user's sampler promising more than it yields ------------------------------------------------
class _Rows:
    def __getitem__(self, i):
        return (np.array(i),)

    def __len__(self):
        return 20


class _TenIndices(ds.Sampler):
    def __iter__(self):
        yield from range(10)


def test_user_sampler_size_is_its_promise_and_a_short_one_fails():
    for num_samples, size in ((None, 10), (5, 5), (15, 15)):
        data = ds.GeneratorDataset(_Rows(), ["data"], sampler=_TenIndices(num_samples))
        assert data.get_dataset_size() == size
    with pytest.raises(RuntimeError, match="The actual amount of data read from generator 10 is "
                                           "different from generator.len 15, you should adjust "
                                           "generator.len to make them match."):
        list(data.create_tuple_iterator(output_numpy=True))
    five = ds.GeneratorDataset(_Rows(), ["data"], sampler=_TenIndices(5))
    assert [int(r[0]) for r in five.create_tuple_iterator(output_numpy=True)] == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("threshold, error, text", [
    ((12, 1), ValueError, "threshold must be in order of (min, max)."),
    ((1, 300), ValueError, "Input threshold[1] is not within the required interval of [0, 255]."),
    (-1, ValueError, "Input threshold[0] is not within the required interval of [0, 255]."),
    ((1,), TypeError, "threshold must be a single number or sequence of two numbers."),
    ("a", TypeError, "Argument threshold with value a is not of type [<class 'float'>, <class "
                     "'int'>, <class 'list'>, <class 'tuple'>], but got <class 'str'>."),
    (True, TypeError, "Argument threshold with value True is not of type (<class 'float'>, "
                      "<class 'int'>, <class 'list'>, <class 'tuple'>), but got <class 'bool'>."),
])
def test_solarize_threshold_checked_as_2_10(threshold, error, text):
    with pytest.raises(error) as err:
        vision.Solarize(threshold)
    assert str(err.value) == text
    assert (vision.Solarize([1.5, 2]).lo, vision.Solarize(10).hi) == (1.5, 255)


def test_slice_true_takes_the_whole_axis():
    assert transforms.Slice(True)(np.array([1, 2, 3, 4, 5])).tolist() == [1, 2, 3, 4, 5]
    assert transforms.Slice(True, 0)(np.arange(6).reshape(2, 3)).tolist() == [[0], [3]]
