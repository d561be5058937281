"""Call signatures as MindSpore 2.10's: keyword calls by 2.10's parameter names, and the names
``inspect.signature`` shows.

One implementation serves several public spellings whose 2.10 signatures name the operands
differently (``ops.pow(input, exponent)``, ``ops.floor_div(x, y)``, ``mint.bmm(input, mat2)`` over
``ops.bmm(input_x, mat2)``, ``numpy.sum(a, ...)`` over ``Tensor.sum``): ``ops._params.with_params``
gives each its own names (an op-table row's ``params``, ``minicell.numpy._PARAMS``, mint's table,
the Tensor methods' rows in ``rows_math``). Every expected value was measured on MindSpore 2.10
(CPU) by the same call; a name 2.10 refuses is refused here too.
"""
import inspect

import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops, Tensor
from minicell import numpy as mnp

x = Tensor(np.array([4.0, 9.0], np.float32))
y = Tensor(np.array([2.0, 3.0], np.float32))
m = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
b = Tensor(np.array([True, False]))
_INTS = Tensor(np.array([1, 1, 2], np.int32))

# call -> (dtype, value) measured on 2.10
KEYWORD_CALLS = {
    "ops.pow(x, exponent=2)": ("Float32", [16.0, 81.0]),
    "ops.pows(x, exponent=2)": ("Float32", [16.0, 81.0]),
    "ops.tensor_pow(x, exponent=2)": ("Float32", [16.0, 81.0]),
    "ops.true_divide(dividend=x, divisor=y)": ("Float32", [2.0, 3.0]),
    "ops.tensor_div(x=x, y=y)": ("Float32", [2.0, 3.0]),
    "ops.floor_div(x=x, y=y)": ("Float32", [2.0, 3.0]),
    "ops.floor_mod(x=x, y=y)": ("Float32", [0.0, 0.0]),
    "ops.floormod(x=x, y=y)": ("Float32", [0.0, 0.0]),
    "ops.tensor_mod(x=x, y=y)": ("Float32", [0.0, 0.0]),
    "ops.sqrt(x=x)": ("Float32", [2.0, 3.0]),
    "ops.i0(input=Tensor(np.array([0.0], np.float32)))": ("Float32", [1.0]),
    "ops.row_stack(tensors=[x, y])": ("Float32", [[4.0, 9.0], [2.0, 3.0]]),
    "ops.hardswish(input=x)": ("Float32", [4.0, 9.0]),
    "mint.sqrt(input=x)": ("Float32", [2.0, 3.0]),
    "mint.pow(x, exponent=2)": ("Float32", [16.0, 81.0]),
    "mint.bmm(input=x.reshape(1, 1, 2), mat2=y.reshape(1, 2, 1))": ("Float32", [[[35.0]]]),
    "mint.narrow(x, dim=0, start=1, length=1)": ("Float32", [9.0]),
    "mint.permute(m, dims=(1, 0))": ("Float32", [[1.0, 3.0], [2.0, 4.0]]),
    "mint.isnan(tensor=x)": ("Bool", [False, False]),
    "mnp.sin(x=Tensor(np.array([0.0], np.float32)))": ("Float32", [0.0]),
    "mnp.sin(Tensor(np.array([0.0], np.float32)), ms.float16)": ("Float16", [0.0]),
    "mnp.sum(a=m, axis=0)": ("Float32", [4.0, 6.0]),
    "mnp.reshape(x=x, new_shape=(2, 1))": ("Float32", [[4.0], [9.0]]),
    "mnp.swapaxes(x=m, axis1=0, axis2=1)": ("Float32", [[1.0, 3.0], [2.0, 4.0]]),
    "mnp.vstack(tup=[x, y])": ("Float32", [[4.0, 9.0], [2.0, 3.0]]),
    "mnp.isclose(a=x, b=y)": ("Bool", [False, False]),
    "mnp.broadcast_to(array=x, shape=(2, 2))": ("Float32", [[4.0, 9.0], [4.0, 9.0]]),
    "mnp.cumsum(a=x)": ("Float32", [4.0, 13.0]),
    "mnp.fliplr(m=m)": ("Float32", [[2.0, 1.0], [4.0, 3.0]]),
    "mnp.var(x=x)": ("Float32", 6.25),
    "mnp.transpose(a=m)": ("Float32", [[1.0, 3.0], [2.0, 4.0]]),
    "mnp.matmul(x1=m, x2=y)": ("Float32", [8.0, 18.0]),
    "m.diagonal(axis1=1, axis2=0)": ("Float32", [1.0, 4.0]),
    "x.float_power(other=2)": ("Float64", [16.0, 81.0]),
    "x.multiply(value=y)": ("Float32", [8.0, 27.0]),
    "x.pow(exponent=2)": ("Float32", [16.0, 81.0]),
    "b.logical_and(y=b)": ("Bool", [True, False]),
    "b.logical_or(other=b)": ("Bool", [True, False]),
    "m.matmul(tensor2=y)": ("Float32", [8.0, 18.0]),
    "m.matmul(other=y)": ("Float32", [8.0, 18.0]),
    "x.isclose(x2=y)": ("Bool", [False, False]),
    "m.dot(other=m)": ("Float32", [[7.0, 10.0], [15.0, 22.0]]),
    "x.approximate_equal(other=y)": ("Bool", [False, False]),
}


@pytest.mark.parametrize("call", sorted(KEYWORD_CALLS))
def test_keyword_call_by_2_10_names(call):
    out = eval(call)     # noqa: S307  (a fixed table of calls)
    dtype, value = KEYWORD_CALLS[call]
    assert str(out.dtype) == dtype
    np.testing.assert_allclose(out.asnumpy(), value, rtol=1e-6)


# mindspore.numpy's array parameters take lists, tuples and numbers (array_like); measured on 2.10
L, LI, M = [1.0, 2.0, 4.0], [1, 2, 3], [[1.0, 2.0], [3.0, 4.0]]
ARRAY_LIKE_CALLS = {
    "mnp.sum(L)": ("Float32", 7.0), "mnp.sum(LI)": ("Int64", 6),
    "mnp.fmod(L, [3.0, 1.0, 2.0])": ("Float32", [1.0, 0.0, 0.0]),
    "mnp.clip(L, L, L)": ("Float32", [1.0, 2.0, 4.0]),
    "mnp.kron(L, [3.0, 1.0, 2.0])": ("Float32", [3.0, 1.0, 2.0, 6.0, 2.0, 4.0, 12.0, 4.0, 8.0]),
    "mnp.searchsorted(L, [3.0, 1.0, 2.0])": ("Int32", [2, 0, 1]),
    "mnp.trapz(L)": ("Float32", 4.5), "mnp.ceil(2.0)": ("Float32", 2.0),
    "mnp.hypot(M, [[2.0, 0.5], [1.0, 3.0]])": ("Float32", [[2.2361, 2.0616], [3.1623, 5.0]]),
    "mnp.nansum(LI)": ("Int32", 6), "mnp.repeat(L, 2)": ("Float32", [1.0, 1.0, 2.0, 2.0, 4.0, 4.0]),
    "mnp.signbit(L)": ("Bool", [False, False, False]), "mnp.trunc((1.0, 2.0, 4.0))": (
        "Float32", [1.0, 2.0, 4.0]), "mnp.std(L)": ("Float32", 1.2472),
}


@pytest.mark.parametrize("call", sorted(ARRAY_LIKE_CALLS))
def test_numpy_takes_array_like(call):
    out = eval(call)     # noqa: S307
    dtype, value = ARRAY_LIKE_CALLS[call]
    assert str(out.dtype) == dtype
    np.testing.assert_allclose(out.asnumpy(), value, rtol=1e-4)


# call -> value measured on 2.10 (not a Tensor)
PLAIN_CALLS = {
    "ops.numel(input=x)": 2,
    "ops.dtype(x=x)": ms.float32,
    "ops.shape_mul(input_data=(2, 3))": 6,
    "ops.is_floating_point(input=x)": True,
    "ops.ScatterUpdate().use_locking": True,
    "ops.ScatterNdUpdate().use_locking": True,
}


@pytest.mark.parametrize("call", sorted(PLAIN_CALLS))
def test_plain_keyword_call_and_default(call):
    assert eval(call) == PLAIN_CALLS[call]      # noqa: S307


def test_primitive_constructor_names():
    # 2.10: UniqueConsecutive(return_inverse, return_counts, dim); Roll(shifts, dims=None)
    out = ops.UniqueConsecutive(return_inverse=True, return_counts=True)(_INTS)
    assert [o.asnumpy().tolist() for o in out] == [[1, 2], [0, 0, 1], [2, 1]]
    assert ops.Roll(shifts=1, dims=0)(x).asnumpy().tolist() == [9.0, 4.0]
    assert ops.DynamicShape(dtype=9)(m).asnumpy().tolist() == [2, 2]


# names 2.10 refuses by keyword, as minicell's own spellings used to take them
REFUSED = ["ops.pow(x, other=2)", "ops.sqrt(input=x)", "mint.isnan(input=x)",
           "x.multiply(other=y)", "x.float_power(exponent=2)", "m.diagonal(dim1=0, dim2=1)",
           "ops.true_divide(input=x, other=y)", "mnp.sum(self=m)"]


@pytest.mark.parametrize("call", REFUSED)
def test_names_2_10_refuses(call):
    with pytest.raises(TypeError, match="unexpected keyword argument"):
        eval(call)      # noqa: S307


# public function -> its 2.10 signature (inspect.signature there)
SIGNATURES = {
    "ops.pow": "(input, exponent)", "ops.pows": "(input, exponent)",
    "ops.tensor_pow": "(input, exponent)", "ops.true_divide": "(dividend, divisor)",
    "ops.floor_div": "(x, y)", "ops.floor_mod": "(x, y)", "ops.floormod": "(x, y)",
    "ops.tensor_div": "(x, y)", "ops.tensor_mod": "(x, y)", "ops.floor_divide": "(input, other)",
    "ops.sqrt": "(x)", "ops.arcsin": "(x)", "ops.i0": "(input)", "ops.numel": "(input)",
    "ops.dtype": "(x)", "ops.row_stack": "(tensors)", "ops.shape_mul": "(input_data)",
    "ops.hardswish": "(input)", "ops.stop_gradient_": "(input)",
    "ops.is_floating_point": "(input)", "ops.mixed_precision_cast": "(dst_dtype, x)",
    "ops.get_grad": "(gradients, identifier)",
    "ops.constexpr": "(fn=None, get_instance=True, name=None, reuse_result=True, check=True)",
    "mint.sqrt": "(input)", "mint.bmm": "(input, mat2)", "mint.mv": "(input, vec)",
    "mint.frac": "(input)", "mint.isnan": "(tensor)", "mint.permute": "(input, dims)",
    "mint.narrow": "(input, dim, start, length)", "mint.linalg.qr": "(A, mode='reduced')",
    "mnp.sin": "(x, dtype=None)", "mnp.arctan2": "(x1, x2, dtype=None)",
    "mnp.arccos": "(input, dtype=None)",
    "mnp.sum": "(a, axis=None, dtype=None, keepdims=False, initial=None)",
    "mnp.swapaxes": "(x, axis1, axis2)", "mnp.vstack": "(tup)",
    "ops.Roll.__init__": "(self, shifts, dims=None)",
    "ops.UniqueConsecutive.__init__": "(self, return_inverse=False, return_counts=False, "
                                      "dim=None)",
}


@pytest.mark.parametrize("name", sorted(SIGNATURES))
def test_parameter_names_are_2_10s(name):
    obj = eval(name)    # noqa: S307
    assert str(inspect.signature(obj)) == SIGNATURES[name]
