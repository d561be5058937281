"""mindspore.numpy's division-like functions of two Bool operands as 2.10 CPU gives them
(measured in both modes, /tmp/mnp12/probe.py): fmod, remainder/mod, gcd and lcm compute in
Float32 and cast back to Bool, so a divisor of False gives NaN and hence True; floor_divide
is FloorDiv's Bool kernel, which gives the dividend (True // False is True)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops, numpy as mnp

B = [True, False, True]


def _call(mode, fn, x1, x2):
    if mode == ms.PYNATIVE_MODE:
        return fn(x1, x2)
    if isinstance(x2, Tensor):
        class Two(nn.Cell):
            def construct(self, a, b):
                return fn(a, b)
        return Two()(x1, x2)

    class One(nn.Cell):
        def construct(self, a):
            return fn(a, x2)
    return One()(x1)


# (function, Bool with itself, Bool with True): 2.10's values
CASES = [("fmod", [False, True, False], [False, False, False]),
         ("remainder", [False, True, False], [False, False, False]),
         ("mod", [False, True, False], [False, False, False]),
         ("floor_divide", [True, False, True], [True, False, True]),
         ("gcd", [True, False, True], [True, True, True]),
         ("lcm", [True, False, True], [True, False, True])]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("name,with_self,with_true", CASES)
def test_bool_operands_give_bool(mode, name, with_self, with_true):
    ms.set_context(mode=mode)
    fn = getattr(mnp, name)
    out = _call(mode, fn, Tensor(np.array(B)), Tensor(np.array(B)))
    assert str(out.dtype) == "Bool" and out.asnumpy().tolist() == with_self
    out = _call(mode, fn, Tensor(np.array(B)), True)
    assert str(out.dtype) == "Bool" and out.asnumpy().tolist() == with_true


def test_bool_dtype_argument_casts_the_bool_result():
    out = mnp.fmod(Tensor(np.array(B)), Tensor(np.array(B)), dtype=ms.int32)
    assert str(out.dtype) == "Int32" and out.asnumpy().tolist() == [0, 1, 0]


def test_floor_div_of_bools_is_the_dividend():
    """ops.floor_divide, ``//`` and FloorDiv on Bools (2.10: Bool, x // False is x)."""
    x = Tensor(np.array([True, False, True, False]))
    y = Tensor(np.array([True, True, False, False]))
    for out in (ops.floor_divide(x, y), x // y, ops.FloorDiv()(x, y), x // True):
        assert str(out.dtype) == "Bool"
        assert out.asnumpy().tolist() == [True, False, True, False]


def test_int_and_bool_operands_keep_integer_results():
    """Bool with Int32 promotes to Int32 and divides by zero to 0, as before."""
    i = Tensor(np.array([3, -2, 5], np.int32))
    out = mnp.fmod(Tensor(np.array(B)), i)
    assert str(out.dtype) == "Int32" and out.asnumpy().tolist() == [1, 0, 1]
    out = mnp.remainder(i, Tensor(np.array(B)))
    assert str(out.dtype) == "Int32" and out.asnumpy().tolist() == [0, 0, 0]
