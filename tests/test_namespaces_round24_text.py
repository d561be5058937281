"""``mindspore.dataset.text``'s word vectors (``Vectors``, ``GloVe``, ``FastText``,
``ToVectors``): values, shapes and error texts measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.text as text


@pytest.fixture
def vec_file(tmp_path):
    path = tmp_path / "v.txt"
    path.write_text("ok 0.1 0.2 0.3\n! 0.4 0.5 0.6\nHello 1 2 3\n")
    return str(path)


def test_to_vectors_values_and_shapes(vec_file, tmp_path):
    v = text.Vectors.from_file(vec_file)
    out = text.ToVectors(v)(["ok", "Hello", "nope", "OK"])
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, [[0.1, 0.2, 0.3], [1, 2, 3], [0, 0, 0], [0, 0, 0]])
    np.testing.assert_allclose(text.ToVectors(v, lower_case_backup=True)(["OK", "HELLO"]),
                               [[0.1, 0.2, 0.3], [0, 0, 0]])
    # one token, of any shape, is one vector; unk_init for unknown tokens
    assert text.ToVectors(v)(np.array([["ok"]])).shape == (3,)
    assert text.ToVectors(v)(np.array([["ok", "!"]])).shape == (2, 3)
    np.testing.assert_allclose(text.ToVectors(v, unk_init=[9, 9, 9])(["nope"]), [9, 9, 9])
    np.testing.assert_allclose(
        text.ToVectors(text.Vectors.from_file(vec_file, max_vectors=1))(["!", "ok"]),
        [[0, 0, 0], [0.1, 0.2, 0.3]])
    header = tmp_path / "glove.6B.3d.txt"                    # "count dim" first line skipped
    header.write_text("3 3\nok 0.1 0.2 0.3\n")
    np.testing.assert_allclose(text.ToVectors(text.GloVe.from_file(str(header)))("ok"),
                               [0.1, 0.2, 0.3])
    data = ds.NumpySlicesDataset([["ok", "!"]], column_names=["t"], shuffle=False)
    row = next(data.map(text.ToVectors(v), input_columns=["t"]).create_tuple_iterator(
        output_numpy=True))[0]
    np.testing.assert_allclose(row, [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]])


# an eager C++ operation's RuntimeError in 2.10 (its C++ call stack section left out)
_KERNEL = ("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
           "\n\n" + "-" * 66 + "\n- Dataset Pipeline Error Message: \n" + "-" * 66
           + "\n[ERROR] {}\n\n")


@pytest.mark.parametrize("call, exc, message", [
    (lambda p: text.Vectors.from_file("nope.txt"), RuntimeError,
     _KERNEL.format("Vectors: get real path failed, path: nope.txt")),
    (lambda p: text.GloVe.from_file(p), RuntimeError,
     _KERNEL.format("GloVe: invalid file, can not find file 'glove.6B.*.txt', but got: {p}")),
    (lambda p: text.FastText.from_file(p), RuntimeError,
     _KERNEL.format("FastText: invalid file, can not find file '*.vec', but got: {p}")),
    (lambda p: text.Vectors.from_file(p, max_vectors=-1), ValueError,
     "Input max_vectors is not within the required interval of [0, 2147483647]."),
    (lambda p: text.Vectors.from_file(1), TypeError,
     "Argument file_path with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    (lambda p: text.ToVectors(1), TypeError,
     "Argument vectors with value 1 is not of type [<class 'mindspore._c_dataengine.Vectors'>],"
     " but got <class 'int'>."),
    (lambda p: text.ToVectors(text.Vectors.from_file(p), unk_init=5), TypeError,
     "Argument unk_init with value 5 is not of type [<class 'list'>, <class 'tuple'>], but got "
     "<class 'int'>."),
    (lambda p: text.ToVectors(text.Vectors.from_file(p), unk_init=[1])(["x"]), RuntimeError,
     _KERNEL.format("ToVectors: unk_init must be the same length as vectors, but got unk_init: "
                    "1 and vectors: 3")),
    (lambda p: text.ToVectors(text.Vectors.from_file(p))(np.array([1, 2])), RuntimeError,
     _KERNEL.format("ToVectors: input tensor type should be string.")),
    (lambda p: text.ToVectors(text.Vectors.from_file(p))(np.array([], str)), RuntimeError,
     "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. \n\n"
     + "-" * 66 + "\n- Dataset Pipeline Error Message: \n" + "-" * 66
     + "\n[ERROR] Input Tensor has no data.\n\n"),
])
def test_vectors_errors(vec_file, call, exc, message):
    with pytest.raises(exc) as err:
        call(vec_file)
    assert str(err.value) == message.format(p=vec_file)


def test_ragged_vectors_file(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("a 1 2\nb 1\n")
    with pytest.raises(RuntimeError, match=r"\[ERROR\] Vectors: token with 1-dimensional vector"):
        text.Vectors.from_file(str(path))


def test_char_ngram_vectors_average_the_token_grams(tmp_path):
    path = tmp_path / "charNgram.txt"
    path.write_text("2gram-#BEGIN#o 1 1\n2gram-ok 2 2\n3gram-#BEGIN#ok 3 6\n1gram-o 10 10\n"
                    "ok 50 50\n4gram-#BEGIN#ok#END# 7 7\n2gram-k#END# 0 4\n")
    c = text.CharNGram.from_file(str(path))
    # 2.10: the mean of the five 2/3/4-grams found ([2.6, 4.0]); 1-grams and whole words unused
    np.testing.assert_allclose(text.ToVectors(c)(["ok", "zz", "OK"]),
                               [[2.6, 4.0], [0, 0], [0, 0]], rtol=1e-6)
    np.testing.assert_allclose(text.ToVectors(c, lower_case_backup=True)("OK"), [2.6, 4.0],
                               rtol=1e-6)
    np.testing.assert_allclose(text.ToVectors(c, unk_init=[8, 8])("zz"), [8, 8])
