"""MindSpore 2.10's API docstring examples, second sweep (every ``Examples:`` block of ops, nn,
mint, mindspore.numpy, Tensor and the top-level names run under minicell and 2.10): the
behaviours where minicell differed from 2.10, with the values 2.10 gives (measured on its CPU
build; calls 2.10 CPU cannot run, e.g. unregistered kernels, are left as minicell has them)."""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import Tensor, mint, ops


@pytest.mark.parametrize("args, kwargs, expected", [
    ((1, 256), {"num": 9}, [1, 2, 4, 8, 16, 32, 64, 128, 256]),
    ((1, 256), {"num": 8, "endpoint": False}, [1, 2, 4, 8, 16, 32, 64, 128]),
    ((2, 1000), {"num": 5}, [2.0, 9.457417, 44.721363, 211.47429, 1000.0002]),
    ((-1, -1000), {"num": 4}, [-1.0, -10.000001, -100.00002, -1000.0003]),
    ((2, 8), {"num": 1, "endpoint": False}, [2.0]),
])
def test_geomspace_is_start_times_powers_of_one_float32_ratio(args, kwargs, expected):
    # 2.10: start * ((stop / start) ** (1 / root)) ** k in Float32: powers of two are exact
    out = mnp.geomspace(*args, **kwargs)
    assert out.dtype == ms.float32
    assert out.asnumpy().tolist() == np.array(expected, np.float32).tolist()


def test_geomspace_of_arrays_dtype_and_a_single_endpoint():
    out = mnp.geomspace(Tensor([1.0, 2.0]), Tensor([8.0, 32.0]), num=4, axis=1).asnumpy()
    assert out.tolist() == np.array([[1, 2, 4, 8], [2, 5.039684295654297, 12.699209213256836,
                                                    32]], np.float32).tolist()
    assert mnp.geomspace(1, 1000, num=4, dtype=ms.int32).asnumpy().tolist() == [1, 10, 100, 1000]
    assert mnp.geomspace(1, 1000, num=4, dtype=ms.float64).asnumpy().tolist() == \
        [1.0, 10.000000953674316, 100.00001907348724, 1000.0002861023222]
    with pytest.raises(ZeroDivisionError):      # 2.10: 1 / (num - 1)
        mnp.geomspace(2, 8, num=1)


def test_segment_prod_of_an_empty_segment_is_one():
    x = Tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], ms.float64)
    out = ops.SegmentProd()(x, Tensor([0, 0, 2], ms.int64))
    assert out.asnumpy().tolist() == [[4, 10, 18], [1, 1, 1], [7, 8, 9]]
    ids = Tensor([0, 0, 3], ms.int32)
    assert ops.SegmentProd()(Tensor([1, 2, 3], ms.int32), ids).asnumpy().tolist() == [2, 1, 1, 3]
    assert ops.SegmentSum()(Tensor([1, 2, 3], ms.int32), ids).asnumpy().tolist() == [3, 0, 0, 3]


def test_identity_n_gives_a_tuple():
    out = ops.IdentityN()([Tensor([1]), Tensor([2.0])])
    assert isinstance(out, tuple) and [t.asnumpy().tolist() for t in out] == [[1], [2.0]]


def test_functional_overload_module():
    fo = ops.functional_overload
    x = Tensor([[True, False], [True, True]])
    assert fo.any(x).asnumpy().tolist() is True
    assert fo.any(x, dim=1).asnumpy().tolist() == [True, True]
    assert fo.rmod(7.0, Tensor([3.0, 5.0])).asnumpy().tolist() == [1.0, 2.0]     # 7 % t
    assert fo.imag(ops.Complex()(Tensor([1.0]), Tensor([4.0]))).asnumpy().tolist() == [4.0]
    assert fo.clamp(Tensor([1.0, 5.0]), 2.0, 3.0).asnumpy().tolist() == [2.0, 3.0]
    assert fo.add is mint.add and fo.gelu is mint.nn.functional.gelu
    with pytest.raises(AttributeError):
        fo.not_a_function


@pytest.mark.parametrize("fn", ["rand", "randn"])
def test_mint_samples_after_a_size_tuple_ignore_other_positionals(fn):
    # 2.10's example mint.randn((4, 3, 5, 6, 7), ms.float32): Float32 whatever follows
    for extra in (ms.float16, ms.int32, 5):
        out = getattr(mint, fn)((2, 3), extra)
        assert out.shape == (2, 3) and out.dtype == ms.float32
    assert getattr(mint, fn)(2, 3, dtype=ms.float16).dtype == ms.float16


def test_tensor_scatter_add_by_keyword_and_both_signatures():
    x = Tensor(np.array([[1, 2, 3, 4, 5]]), ms.float32)
    index, src = Tensor([[2, 4]]), Tensor([[8.0, 8.0]])
    expected = [[1.0, 2.0, 11.0, 4.0, 13.0]]
    assert x.scatter_add(dim=1, index=index, src=src).asnumpy().tolist() == expected
    assert x.scatter_add(1, index, src).asnumpy().tolist() == expected
    y = Tensor([[1.0, 2.0]])
    assert y.scatter_add(indices=Tensor([[0, 0]]), updates=Tensor([5.0])).asnumpy().tolist() \
        == [[6.0, 2.0]]
    with pytest.raises(TypeError) as err:
        y.scatter_add(1)
    assert str(err.value).startswith(
        'Failed calling scatter_add with "scatter_add(int)".\nThe valid calling should be:\n'
        '"Tensor.scatter_add(dim=<int>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_add(indices=<Tensor>, updates=<Tensor>)"')


def test_device_limit_takes_cube_and_vector_counts():
    ms.runtime.set_device_limit(0, 8, 8)
    assert ms.runtime.get_device_limit(0) == {"cube_core_num": 8, "vector_core_num": 8}
    assert ms.runtime.get_device_limit(5) == {"cube_core_num": -1, "vector_core_num": -1}
