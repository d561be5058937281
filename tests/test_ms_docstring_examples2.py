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


def test_conv_transpose2d_takes_an_output_size():
    # 2.10's mint.nn.ConvTranspose2d example: upsample(h, output_size=input.shape)
    up = mint.nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1)
    h = Tensor(np.random.default_rng(0).standard_normal((1, 2, 6, 6)), ms.float32)
    for size, expected in (((1, 3, 12, 12), (1, 3, 12, 12)), ((11, 11), (1, 3, 11, 11)),
                           ([12, 11], (1, 3, 12, 11))):
        assert up(h, output_size=size).shape == expected
    # the same as asking for that output_padding
    padded = mint.nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1, output_padding=1)
    padded.weight.set_data(up.weight.value())
    padded.bias.set_data(up.bias.value())
    np.testing.assert_allclose(up(h, (12, 12)).asnumpy(), padded(h).asnumpy(), rtol=1e-6)
    with pytest.raises(ValueError, match=r"requested an output size of \(13, 13\), but valid "
                                         r"sizes range from \[11, 11\] to \[12, 12\] \(for an "
                                         r"input of \(1, 2, 6, 6\)\)"):
        up(h, output_size=(13, 13))
    with pytest.raises(ValueError, match="output_size must have 2 or 4 elements"):
        up(h, output_size=(3, 12, 12))


@pytest.fixture
def fresh_affinity(monkeypatch):
    import os
    from minicell import device
    monkeypatch.setitem(device._knobs, "cpu_affinity", None)
    if hasattr(os, "sched_getaffinity"):
        before = os.sched_getaffinity(0)
        yield
        os.sched_setaffinity(0, before)
    else:
        yield


@pytest.mark.parametrize("args, error, text", [
    ((True, "0-1"), TypeError, "The parameter '0-1' must be list, but got <class 'str'>"),
    ((True, [0, 1]), ValueError, "CPU range '0' in '[0, 1]' should be a string."),
    ((True, ["0-a"]), ValueError, "CPU range '0-a' in '['0-a']' should be in format "
                                  "'cpuidX-cpuidY' or 'cpuidX,cpuidY,cpuidZ'."),
    ((True, ["0-0"], {"main": 0}), ValueError, "The value of module_to_cpu_dict: 0 should be a "
                                               "list."),
    ((True, ["0-0"], {"main": [-1]}), ValueError, "CPU index '-1' for module 'main' in '[-1]' "
                                                  "should be a non-negative integer."),
    ((True, ["0-0"], [0]), TypeError, "The parameter '[0]' must be dict, but got <class "
                                      "'list'>"),
    ((True, ["0-0", "5000-5001"]), RuntimeError, "CPU id:5000 set in affinity_cpu_list:['0-0', "
                                                 "'5000-5001'] is not available."),
])
def test_cpu_affinity_arguments_as_2_10(fresh_affinity, args, error, text):
    with pytest.raises(error) as err:
        ms.runtime.set_cpu_affinity(*args)
    assert str(err.value) == text
    ms.runtime.set_cpu_affinity(False)      # a refused call did not count as the one setting


def test_cpu_affinity_ranges_and_once_per_process(fresh_affinity):
    import os
    ms.runtime.set_cpu_affinity(True, ["0-0"], {"main": [0]})
    if hasattr(os, "sched_getaffinity"):
        assert os.sched_getaffinity(0) == {0}
    with pytest.raises(RuntimeError, match="cannot be set repeatedly"):
        ms.runtime.set_cpu_affinity(False)


def test_dlpack_module_of_utils():
    # 2.10's from_dlpack example: from mindspore.utils.dlpack import to_dlpack, from_dlpack
    from minicell.utils.dlpack import from_dlpack, to_dlpack
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    capsule = to_dlpack(x)
    y = from_dlpack(capsule)
    assert y.shape == x.shape and y.asnumpy().tolist() == x.asnumpy().tolist()
    with pytest.raises(RuntimeError, match="can be consumed only once"):
        from_dlpack(capsule)
