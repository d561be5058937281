"""Regressions of fuzz family 32 (``fuzz_programs32``) and fuzz31's leftovers, measured on
MindSpore 2.10 (CPU: /tmp/fuzz32/lo_if.py, lo_mnp2.py, lo_mnp3.py)."""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, Tensor

_READ = "Failed to compile in GRAPH_MODE because the 'Parameter' object's method 'asnumpy'"
X = np.arange(3, dtype=np.float32)


_GUARDED = """
import numpy as np
import minicell as ms
from minicell import nn, Parameter, Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")
        self.flag, self.k, self.opt = False, 1, None

    def construct(self, x):
        a = {} if {} else {}
        return a
"""
_READS = "Tensor(self.w.asnumpy())"
# tests made of compile-time values that rule the read out: 2.10 folds them and gives x * 2
_DEAD = ["self.flag and x.shape[0] > 2", "self.flag or False", "self.k > 2",
         "x.shape[0] > 5", "x.ndim == 2", "self.opt is not None", "True and False",
         "self.k in (3, 4)", "0 < self.k < 1", "not (not self.flag or self.k)"]
# the same forms picking the read: 2.10's compile error
_LIVE = ["self.k < 2", "self.flag or self.k == 1", "x.shape[0] == 3 and not self.flag",
         "not (self.flag and self.k)"]


def _guarded(test, tmp_path, name):
    from conftest import load_program
    src = _GUARDED.format(_READS, test, "x * 2")
    return load_program(src, f"fuzz32_guard_{name}", tmp_path).Net()


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("i", range(len(_DEAD)))
def test_folded_test_drops_parameter_read(i, graph, tmp_path):
    """fuzz31's leftover: an ``and``/``or``/``not``/comparison test of constants, attributes
    and static shapes is folded before the read is checked (minicell refused all of these)."""
    out = _guarded(_DEAD[i], tmp_path, f"dead{i}")(Tensor(X))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [0.0, 2.0, 4.0]


@pytest.mark.parametrize("i", range(len(_LIVE)))
def test_live_read_still_refused(i, graph, tmp_path):
    with pytest.raises(RuntimeError, match=_READ):
        _guarded(_LIVE[i], tmp_path, f"live{i}")(Tensor(X))


M = Tensor(np.array([True, False, True]))
M2 = Tensor(np.array([True, True, False]))
I32 = Tensor(np.array([3, 0, -1], np.int32))
_SUB = "For primitive[Sub], the input argument[x] must be a type of {"
_NEG = "Select CPU operator[Neg] fail! Unsupported data type!"


class _Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, m, n, i):
        return self.fn(m, n, i)


# (function, PYNATIVE_MODE's first line, GRAPH_MODE's): 2.10 CPU's add is subtract(x1, -x2)
_fn = lambda m, n, i: mnp.add(m, m)
_fn2 = lambda m, n, i: mnp.add(m, True)
_fn3 = lambda m, n, i: mnp.add(True, m)
_fn4 = lambda m, n, i: mnp.add(i, m)
_fn5 = lambda m, n, i: mnp.add(m, n, dtype=ms.int32)
_fn6 = lambda m, n, i: mnp.subtract(m, n)
_fn7 = lambda m, n, i: mnp.subtract(m, True)
_BOOL_REFUSED = [
    (_fn, _NEG, _SUB),
    (_fn2, _NEG, _SUB),
    (_fn3, _NEG, _SUB),
    (_fn4, _NEG, _NEG),
    (_fn5, _NEG, _SUB),
    (_fn6, _SUB, _SUB),
    (_fn7, _SUB, _SUB),
]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("fn,eager,graph_text", _BOOL_REFUSED)
def test_numpy_add_subtract_bool(fn, eager, graph_text, mode):
    """fuzz31's leftover: ``mnp.add(m, m)`` computed the or (2.10 refuses a Bool second
    operand: its CPU add negates it); ``mnp.subtract`` of two Bools computed the xor."""
    ms.set_context(mode=mode)
    try:
        with pytest.raises(TypeError) as e:
            _Fn(fn)(M, M2, I32)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(e.value).startswith(eager if mode == ms.PYNATIVE_MODE else graph_text)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE,
                                  pytest.param(ms.GRAPH_MODE, marks=pytest.mark.heavy)])
def test_numpy_add_subtract_numbers_become_tensors(mode):
    """2.10's numpy.add/subtract make Int32/Float32/Bool Tensors of Python numbers first:
    (Bool, Int32) Int32 [4, 0, 0]; (Bool, 1) Int32; int8 + 1 Int32; float16 + 1.5 Float32;
    float16 + 1 Float16; (Bool, 1.5) Float32; (Bool, I32) subtract Int32 [-2, 0, 2]."""
    h = Tensor(np.array([1.5, -2, 3], np.float16))
    b = Tensor(np.array([1, -2, 3], np.int8))
    ms.set_context(mode=mode)
    try:
        fn2 = (lambda m, n, i: (mnp.add(m, i), mnp.add(m, 1), mnp.add(b, 1), mnp.add(1, b),
                                mnp.add(h, 1.5), mnp.add(h, 1), mnp.subtract(h, 1.5),
                                mnp.add(m, 1.5), mnp.subtract(m, i), mnp.subtract(b, 1)))
        outs = _Fn(fn2)(
            M, M2, I32)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    want = [(ms.int32, [4, 0, 0]), (ms.int32, [2, 1, 2]), (ms.int32, [2, -1, 4]),
            (ms.int32, [2, -1, 4]), (ms.float32, [3.0, -0.5, 4.5]), (ms.float16, [2.5, -1, 4]),
            (ms.float32, [0.0, -3.5, 1.5]), (ms.float32, [2.5, 1.5, 2.5]),
            (ms.int32, [-2, 0, 2]), (ms.int32, [0, -3, 2])]
    assert [(o.dtype, o.asnumpy().tolist()) for o in outs] == want


_B8 = np.array([1, -2, 3], np.int8)
_H16 = np.array([1.5, -2, 3], np.float16)
# (function, first, second, 2.10's dtype and values): numbers become Int32/Float32 Tensors
_CONVERTED = [
    ("true_divide", _H16, 1.5, ms.float32, [1.0, -4 / 3, 2.0]),
    ("power", _B8, 2, ms.int32, [1, 4, 9]), ("power", 2, _B8, ms.int32, [2, 0, 8]),
    ("floor_divide", _B8, 2, ms.int32, [0, -1, 1]),
    ("floor_divide", _H16, 1.5, ms.float32, [1.0, -2.0, 2.0]),
    ("logaddexp", _H16, 1.5, ms.float32, [2.193, 1.530, 3.201]),
    ("bitwise_and", _B8, 2, ms.int32, [0, 2, 2]), ("bitwise_and", 2, _B8, ms.int32, [0, 2, 2]),
]


@pytest.mark.parametrize("name,a,b,dtype,want", _CONVERTED)
def test_numpy_functions_make_tensors_of_numbers(name, a, b, dtype, want):
    """2.10's ``mindspore.numpy`` ufuncs built on ``_apply_tensor_op`` promote a Python number
    as an Int32/Float32 Tensor (minicell kept Int8/Float16, ops' scalar promotion)."""
    a, b = (Tensor(v) if isinstance(v, np.ndarray) else v for v in (a, b))
    out = getattr(mnp, name)(a, b)
    assert out.dtype == dtype
    np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-3, atol=1e-3)


@pytest.mark.parametrize("name", ["multiply", "arctan2"])
def test_numpy_multiply_arctan2_refuse_numbers(name):
    """2.10: ``numpy.multiply``/``arctan2`` take Tensors only (minicell computed)."""
    f = getattr(mnp, name)
    for a, b, kind in ((Tensor(_B8), 2, "Int"), (2, Tensor(_B8), "Int"),
                       (Tensor(_H16), 1.5, "Float")):
        with pytest.raises(TypeError) as e:
            f(a, b)
        assert str(e.value) == ("expect Tensor, but got "
                                f"<class 'mindspore._c_expression.typing.{kind}'>")
    assert f(Tensor(_H16), Tensor(_H16)).dtype == ms.float16
