"""Tensor construction, metadata, conversions and MindSpore's printed formats.

Expected strings were taken from MindSpore 2.10 (CPU)."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor
from minicell import dtype as mstype
from minicell.common.initializer import initializer, One


@pytest.mark.parametrize("data, dtype, shape", [
    (1.5, ms.float32, ()),
    (3, ms.int64, ()),
    (True, ms.bool_, ()),
    ([1.0, 2.0], ms.float32, (2,)),
    ([1, 2.5], ms.float32, (2,)),
    ([[1, 2], [3, 4]], ms.int64, (2, 2)),
    ([True, False], ms.bool_, (2,)),
    ((1, 2), ms.int64, (2,)),
    ([], ms.float32, (0,)),
    (np.zeros((2, 3)), ms.float64, (2, 3)),
    (np.zeros(3, np.int32), ms.int32, (3,)),
    (np.zeros(3, np.float16), ms.float16, (3,)),
    (np.float32(2.0), ms.float32, ()),
    (np.float64(2.5), ms.float64, ()),  # a float subclass, yet numpy keeps its dtype
])
def test_default_dtypes(data, dtype, shape):
    t = Tensor(data)
    assert t.dtype == dtype and t.shape == shape
    assert t.ndim == len(shape) and t.size == int(np.prod(shape))


def test_explicit_dtype_and_shape_constructor():
    t = Tensor(np.arange(6).reshape(2, 3), ms.float32)
    assert t.dtype == ms.float32 and t.asnumpy().dtype == np.float32
    z = Tensor(shape=(2, 3), dtype=ms.int32)
    assert z.dtype == ms.int32 and not z.asnumpy().any()
    assert Tensor(Tensor([1, 2]), ms.float16).dtype == ms.float16
    assert Tensor([1.7], dtype=ms.int32).dtype == ms.int32
    with pytest.raises(TypeError, match="the 'dtype' should be one of"):   # as MindSpore 2.10
        Tensor([1.7], dtype=np.int32)


@pytest.mark.parametrize("bad, err", [([[1, 2], [3]], TypeError), (None, TypeError),
                                      ("abc", TypeError), ({"a": 1}, TypeError)])
def test_bad_inputs(bad, err):
    with pytest.raises(err):
        Tensor(bad)


def test_conversions():
    t = Tensor([2.5])
    assert t.item() == 2.5 and float(t) == 2.5 and int(Tensor(3.9)) == 3
    assert bool(Tensor([1.0])) is True
    with pytest.raises(ValueError, match="only one element"):
        Tensor([1.0, 2.0]).item()
    with pytest.raises(ValueError):
        bool(Tensor([1.0, 2.0]))
    with pytest.raises(TypeError):
        len(Tensor(1.0))
    assert np.asarray(Tensor([1.0, 2.0])).dtype == np.float32
    assert np.add(Tensor([1.0, 2.0]), 1).tolist() == [2.0, 3.0]
    assert Tensor([1.0, 2.0]).tolist() == [1.0, 2.0]
    assert Tensor([1, 2]).float().dtype == ms.float32
    assert Tensor([1.5]).int().dtype == ms.int32
    assert Tensor([1, 0]).bool().tolist() == [True, False]
    assert Tensor([1, 2]).astype(ms.float16).dtype == ms.float16
    assert Tensor([1, 2]).astype(np.float32).dtype == ms.float32


def test_dtype_objects():
    assert str(ms.float32) == "Float32" and repr(ms.float32) == "mindspore.float32"
    assert [str(d) for d in (ms.int64, ms.bool_, ms.uint8, ms.bfloat16, ms.complex64)] == \
        ["Int64", "Bool", "UInt8", "BFloat16", "Complex64"]
    assert mstype.float32 is ms.float32 and mstype.int64 is ms.int64
    assert ms.float32 != np.float32
    assert mstype.dtype_to_nptype(ms.float32) is np.float32
    assert mstype.dtype_to_nptype(ms.bool_) is np.bool_
    assert mstype.pytype_to_dtype(int) == ms.int64
    assert mstype.pytype_to_dtype(float) == ms.float64      # as 2.10 (measured)
    assert mstype.pytype_to_dtype(bool) == ms.bool_
    assert mstype.dtype_to_pytype(ms.float16) is float
    import pickle
    assert pickle.loads(pickle.dumps(ms.bfloat16)) is ms.bfloat16


REPRS = [
    (Tensor([20.0, 0.2, 0.3]),
     "Tensor(shape=[3], dtype=Float32, value= [ 2.00000000e+01,  2.00000003e-01,  "
     "3.00000012e-01])"),
    (Tensor(2.5), "Tensor(shape=[], dtype=Float32, value= 2.5)"),
    (Tensor(2.0), "Tensor(shape=[], dtype=Float32, value= 2)"),
    (Tensor(1 / 3), "Tensor(shape=[], dtype=Float32, value= 0.333333)"),
    (Tensor(1e20), "Tensor(shape=[], dtype=Float32, value= 1e+20)"),
    (Tensor(0.2, ms.float16), "Tensor(shape=[], dtype=Float16, value= 0.199951)"),
    (Tensor(3), "Tensor(shape=[], dtype=Int64, value= 3)"),
    (Tensor(True), "Tensor(shape=[], dtype=Bool, value= True)"),
    (Tensor([1, 2, 3]), "Tensor(shape=[3], dtype=Int64, value= [1, 2, 3])"),
    (Tensor(np.array([-100, 5], np.int8)), "Tensor(shape=[2], dtype=Int8, value= [-100,    5])"),
    (Tensor([True, False]), "Tensor(shape=[2], dtype=Bool, value= [ True, False])"),
    (Tensor(np.array([1.5, 2.25], np.float16)),
     "Tensor(shape=[2], dtype=Float16, value= [ 1.5000e+00,  2.2500e+00])"),
    (Tensor(np.array([0.1, 2.0])),
     "Tensor(shape=[2], dtype=Float64, value= [ 1.00000000e-01,  2.00000000e+00])"),
    (Tensor([float("nan"), float("inf"), -float("inf"), 1.0]),
     "Tensor(shape=[4], dtype=Float32, value= [            nan,             inf,            "
     "-inf,  1.00000000e+00])"),
    (Tensor(np.zeros((0,), np.float32)), "Tensor(shape=[0], dtype=Float32, value= )"),
    (Tensor(np.zeros((2, 0), np.float32)), "Tensor(shape=[2, 0], dtype=Float32, value=\n)"),
    (Tensor(np.arange(6).reshape(2, 3)),
     "Tensor(shape=[2, 3], dtype=Int64, value=\n[[0, 1, 2],\n [3, 4, 5]])"),
    (Tensor(np.arange(12).reshape(2, 3, 2).astype(np.float32)),
     "Tensor(shape=[2, 3, 2], dtype=Float32, value=\n"
     "[[[ 0.00000000e+00,  1.00000000e+00],\n"
     "  [ 2.00000000e+00,  3.00000000e+00],\n"
     "  [ 4.00000000e+00,  5.00000000e+00]],\n"
     " [[ 6.00000000e+00,  7.00000000e+00],\n"
     "  [ 8.00000000e+00,  9.00000000e+00],\n"
     "  [ 1.00000000e+01,  1.10000000e+01]]])"),
    (Tensor(np.arange(14).reshape(7, 2).astype(np.float32)),
     "Tensor(shape=[7, 2], dtype=Float32, value=\n"
     "[[ 0.00000000e+00,  1.00000000e+00],\n [ 2.00000000e+00,  3.00000000e+00],\n"
     " [ 4.00000000e+00,  5.00000000e+00],\n ...\n [ 8.00000000e+00,  9.00000000e+00],\n"
     " [ 1.00000000e+01,  1.10000000e+01],\n [ 1.20000000e+01,  1.30000000e+01]])"),
    (Tensor(np.arange(2000, dtype=np.float32)),
     "Tensor(shape=[2000], dtype=Float32, value= [ 0.00000000e+00,  1.00000000e+00,  "
     "2.00000000e+00 ...  1.99700000e+03,  1.99800000e+03,  1.99900000e+03])"),
    (Tensor(np.arange(13, dtype=np.float32)),
     "Tensor(shape=[13], dtype=Float32, value= [ 0.00000000e+00,  1.00000000e+00,  "
     "2.00000000e+00,  3.00000000e+00,  4.00000000e+00,  5.00000000e+00,  6.00000000e+00,  "
     "7.00000000e+00,  8.00000000e+00,  9.00000000e+00,  1.00000000e+01,  1.10000000e+01, \n"
     "  1.20000000e+01])"),
    (Tensor(np.arange(25)),
     "Tensor(shape=[25], dtype=Int64, value= [ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, "
     "12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, \n 24])"),
]


@pytest.mark.parametrize("t, expected", REPRS, ids=range(len(REPRS)))
def test_repr_matches_mindspore(t, expected):
    assert repr(t) == expected


def test_repr_summarises_rows_of_rank2():
    text = repr(Tensor(np.arange(56, dtype=np.float32).reshape(8, 7)))
    lines = text.split("\n")
    assert lines[1] == ("[[ 0.00000000e+00,  1.00000000e+00,  2.00000000e+00 ...  "
                        "4.00000000e+00,  5.00000000e+00,  6.00000000e+00],")
    assert lines[4] == " ..." and len(lines) == 8


@pytest.mark.parametrize("data, expected", [
    ([20.0, 0.2, 0.3], "[20.   0.2  0.3]"),
    (2.5, "2.5"),
    ([[1, 2], [3, 4]], "[[1 2]\n [3 4]]"),
    ([True, False], "[ True False]"),
])
def test_str_is_numpy_text(data, expected):
    assert str(Tensor(data)) == expected


def test_lazy_tensor_prints_uninitialized_until_init_data():
    t = initializer(One(), [1, 2, 3], ms.float32)
    assert t.shape == (1, 2, 3) and t.dtype == ms.float32 and t.has_init
    assert str(t) == "Tensor(shape=[1, 2, 3], dtype=Float32, value=\n<uninitialized>)"
    assert repr(initializer("ones", [3])) == "Tensor(shape=[3], dtype=Float32, value=<uninitialized>)"
    assert isinstance(t.init, One)
    t.init_data()
    assert t.init is None and not t.has_init
    assert t.asnumpy().tolist() == [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]]
    with pytest.raises(TypeError, match="no initializer"):
        Tensor._from_array(None).init_data()


def test_lazy_tensor_initialises_on_use():
    t = initializer("zeros", (2,), ms.int32)
    assert t.asnumpy().tolist() == [0, 0] and t.dtype == ms.int32


def test_pickle_keeps_the_dtype_and_class():
    """A Tensor pickles by value: Float64/Int64 come back as they were (JAX's default arrays
    would narrow them to 32 bits), and a Parameter stays a Parameter."""
    import pickle
    for t in (ms.Tensor(np.full((2, 3), 1.5)), ms.Tensor(np.array([2 ** 40], np.int64)),
              ms.Tensor([1.5], ms.bfloat16), ms.Tensor(True)):
        back = pickle.loads(pickle.dumps(t))
        assert type(back) is ms.Tensor and back.dtype == t.dtype and back.shape == t.shape
        np.testing.assert_array_equal(back.asnumpy(), t.asnumpy())
    p = pickle.loads(pickle.dumps(ms.Parameter(ms.Tensor(np.ones(2)), name="w")))
    assert isinstance(p, ms.Parameter) and p.name == "w" and p.dtype == ms.float64
    import copy      # tensors without data yet stay so: a set_inputs placeholder, a lazy init
    holder = copy.deepcopy([ms.Tensor(shape=None, dtype=ms.float32)])[0]
    assert holder.shape == (-2,) and holder.dtype == ms.float32
    lazy = ms.Tensor(shape=(2,), dtype=ms.float16, init=ms.common.initializer.One())
    lazy = pickle.loads(pickle.dumps(lazy))
    assert lazy.init is not None and lazy.asnumpy().tolist() == [1.0, 1.0]


def test_construction_errors_name_the_bad_element():
    """MindSpore 2.10's TypeErrors: a ragged nested list, a numpy array of an element type no
    Tensor dtype holds (structured, strings, objects: the first bad element's type)."""
    for data in ([[3], [[4]]], [[3], [4, 5]], [[], [4]]):
        with pytest.raises(TypeError, match=re.escape(
                f"For Tensor, the input_data is {data!r} that contain unsupported element.")):
            ms.Tensor(data)
    structured = np.array([("x", 1)], dtype=[("name", "<U10"), ("value", "<i4")])
    for arr, bad in ((structured, "numpy.void"), (np.array([1, "a"], dtype=object), "str")):
        with pytest.raises(TypeError, match=f"initializing tensor by numpy array failed, "
                                            f"because the element type '<class '{bad}'>'"):
            ms.Tensor(arr)


def test_in_operator_compares_numbers_and_tensors():
    """``x in t`` as MindSpore 2.10 (measured): any element equal to a number or a (broadcast)
    Tensor; strings, lists and numpy arrays are never in a Tensor."""
    t = ms.Tensor([1, 2])
    assert 1 in t and ms.Tensor(1) in t and ms.Tensor([1]) in t and 1.0 in t
    assert 3 not in t and ms.Tensor([3]) not in t
    assert "a" not in t and [1] not in t and np.array(1) not in t
    assert ms.Tensor([1, 3]) in ms.Tensor([[1, 2], [3, 4]])


def test_python_complex_is_complex128():
    """MindSpore 2.10: Tensor(1 + 2j) is Complex128, as a list of complex numbers is."""
    t = ms.Tensor(1 + 2.22222222j)
    assert t.dtype == ms.complex128 and t.shape == ()
    assert t.asnumpy() == 1 + 2.22222222j
    assert ms.Tensor([1 + 2j]).dtype == ms.complex128


def test_argmax_argmin_take_dim_and_keepdim():
    """Tensor.argmax/argmin take MindSpore 2.10's two spellings: axis/keepdims and
    dim/keepdim."""
    t = ms.Tensor([[1.0, 3.0, 2.0]])
    assert t.argmax(dim=-1, keepdim=True).asnumpy().tolist() == [[1]]
    assert t.argmax(axis=-1, keepdims=True).asnumpy().tolist() == [[1]]
    assert t.argmin(dim=-1).asnumpy().tolist() == [0]


def test_max_min_argmax_over_all_elements_ignore_keepdims():
    """MindSpore 2.10 (measured): with no axis, keepdims does not apply to max/min/argmax/
    argmin (Tensor methods and ops): the result is 0-D; sum/mean/amax keep (1, 1)."""
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert x.max(keepdims=True).shape == () and x.min(keepdims=True).shape == ()
    assert x.argmax(keepdim=True).shape == () and x.argmin(keepdims=True).shape == ()
    assert [o.shape for o in ms.ops.max(x, keepdims=True)] == [(), ()]
    assert x.max(axis=1, keepdims=True).shape == (2, 1) and x.sum(keepdims=True).shape == (1, 1)
    assert x.amax(keepdims=True).shape == (1, 1)


def test_python_floats_with_a_float64_dtype_keep_their_precision():
    """MindSpore 2.10: Tensor(0.1, float64) is exactly 0.1 (minicell went through float32,
    0.10000000149011612); without a dtype a Python float is still Float32."""
    assert ms.Tensor(0.1, ms.float64).asnumpy().item() == 0.1
    assert ms.Tensor([0.1, 0.2], ms.float64).asnumpy().tolist() == [0.1, 0.2]
    assert ms.Tensor(0.1).asnumpy().item() == np.float32(0.1)
    assert ms.Tensor(np.float32(0.1), ms.float64).asnumpy().item() == float(np.float32(0.1))


def test_numpy_backed_tensors_print_their_values_as_numpy():
    """MindSpore 2.10 (measured): a Tensor sharing a numpy array (``Tensor.from_numpy``, a
    dataset iterator's outputs) prints ``value=`` as numpy does, also after an in-place write;
    ops on it give ordinary Tensors."""
    a = ms.Tensor.from_numpy(np.array([1.0, 1.0]))
    assert repr(a) == "Tensor(shape=[2], dtype=Float64, value= [1., 1.])"
    b = ms.from_numpy(np.array([[1.5, 2.0], [0.1, 1e-5]], np.float32))
    assert repr(b) == ("Tensor(shape=[2, 2], dtype=Float32, value=\n"
                       "[[1.5e+00, 2.0e+00],\n [1.0e-01, 1.0e-05]])")
    assert repr(ms.from_numpy(np.array(2.5))) == "Tensor(shape=[], dtype=Float64, value= 2.5)"
    a[0] = 5
    assert repr(a) == "Tensor(shape=[2], dtype=Float64, value= [5., 1.])"
    assert repr(a + 0) == \
        "Tensor(shape=[2], dtype=Float64, value= [ 5.00000000e+00,  1.00000000e+00])"
    data = ms.dataset.NumpySlicesDataset(
        {"a": np.array([[1.0, 1.0]]), "c": np.array([[1.5, 2.0]], np.float32)}, shuffle=False)
    row = next(data.create_tuple_iterator())
    assert [repr(t) for t in row] == ["Tensor(shape=[2], dtype=Float64, value= [1., 1.])",
                                      "Tensor(shape=[2], dtype=Float32, value= [1.5, 2. ])"]
