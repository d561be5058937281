"""``Tensor.repeat`` is 2.10's (PyTorch's): ``t.repeat(*repeats)`` tiles ``t`` along each
dimension, with leading dimensions added up to ``len(repeats)``. 2.10 documents it (Ascend;
its CPU build raises RuntimeError "'repeat' is not supported on this device."); argument
errors are 2.10's, measured on its CPU build. numpy's ``repeat`` stays in
``mindspore.numpy.repeat`` and ``Tensor.repeat_interleave``."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
import minicell.numpy as mnp

A = np.arange(6).reshape(2, 3).astype(np.float32)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_tiles_like_2_10_documents(mode):
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def construct(self, x):
            return x.repeat(3, 2), x.repeat([2, 1, 3]), x.repeat(repeats=(1, 2)), x.repeat((2, 1))

    outs = [o.asnumpy() for o in Net()(ms.Tensor(A))]
    # 2.10's docstring examples: a.repeat(3, 2) is (6, 6), a.repeat(2, 1, 3) is (2, 2, 9)
    np.testing.assert_array_equal(outs[0], np.tile(A, (3, 2)))
    np.testing.assert_array_equal(outs[1], np.tile(A, (2, 1, 3)))
    assert outs[1].shape == (2, 2, 9)
    np.testing.assert_array_equal(outs[2], np.tile(A, (1, 2)))
    np.testing.assert_array_equal(outs[3], np.tile(A, (2, 1)))


def test_gradient_sums_the_copies():
    grad = ms.grad(lambda x: (x.repeat(2, 3) * ms.Tensor(np.arange(36.0).reshape(4, 9),
                                                         ms.float32)).sum())(ms.Tensor(A))
    w = np.arange(36.0).reshape(4, 9)
    expect = sum(w[i * 2:(i + 1) * 2, j * 3:(j + 1) * 3] for i in range(2) for j in range(3))
    np.testing.assert_allclose(grad.asnumpy(), expect)


@pytest.mark.parametrize("args, kwargs, error, text", [
    ((), {}, TypeError, "repeat() missing 1 required positional argument: repeats."),
    ((None,), {}, TypeError, "repeat(): missing 1 required positional argument: repeats."),
    ((2.0,), {}, TypeError, "repeat(): argument 'repeats' (position 1) must be tuple of int but "
                            "found type of float at pos 0."),
    ((True,), {}, TypeError, "repeat(): argument 'repeats' (position 1) must be tuple of int but "
                             "found type of bool at pos 0."),
    ((ms.Tensor([2, 2]),), {}, TypeError, "repeat(): argument 'repeats' (position 1) must be "
                                          "tuple of int but found type of Tensor at pos 0."),
    ((), {"repeats": 2}, TypeError, "repeat(): argument 'repeats' must be tuple of int but got "
                                    "int."),
    ((2, 2), {"repeats": (1,)}, TypeError, "repeat() got multiple values for argument "
                                           "'repeats'."),
    ((2,), {"axis": 0}, TypeError, "repeat() got an unexpected keyword argument 'axis'."),
    ((2,), {"dim": 0}, TypeError, "repeat() got an unexpected keyword argument 'dim'."),
])
def test_argument_errors_as_2_10(args, kwargs, error, text):
    with pytest.raises(error) as info:
        ms.Tensor(A).repeat(*args, **kwargs)
    assert str(info.value) == text


@pytest.mark.parametrize("repeats", [(2,), (2, -1), (1,) * 9])
def test_too_few_negative_or_too_many_repeats_are_runtime_errors(repeats):
    # 2.10 documents RuntimeError for fewer repeats than dimensions, a negative one, or more
    # than 8 (its CPU build raises RuntimeError for every valid-typed call)
    with pytest.raises(RuntimeError, match="'repeats' must hold between"):
        ms.Tensor(A).repeat(*repeats)


def test_numpy_repeat_stays_numpys():
    np.testing.assert_array_equal(mnp.repeat(ms.Tensor(A), 2).asnumpy(), np.repeat(A, 2))
    np.testing.assert_array_equal(mnp.repeat(ms.Tensor(A), [1, 2], axis=0).asnumpy(),
                                  np.repeat(A, [1, 2], axis=0))
    np.testing.assert_array_equal(ms.Tensor(A).repeat_interleave(2, 1).asnumpy(),
                                  np.repeat(A, 2, 1))
    with pytest.raises(TypeError, match=r"^repeat\(\) got an unexpected keyword argument 'foo'$"):
        mnp.repeat(ms.Tensor(A), 2, foo=1)      # 2.10's text, measured
