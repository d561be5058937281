"""numerics9: Round with decimals != 0 as MindSpore 2.10 on CPU (/tmp/numerics9/m2.py, m2g.py,
m2n.py): ops.round, Tensor.round, mint.round and ops.Round() raise its kernel's RuntimeError in
both modes, for float and int inputs; decimals=0 rounds half to even; mindspore.numpy's
around/round scale and keep computing."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from tests.conftest import FnCell

X = np.array([1.26, -2.55, 2.5], np.float32)
TEXT = "For Round only support decimals equal 0, but got decimals equal {}"


_fn = lambda x: ops.round(x, decimals=1)
_fn2 = lambda x: x.round(decimals=-1)
_fn3 = lambda x: x.round(2)
_fn4 = lambda x: mint.round(x, decimals=2)
_fn5 = lambda x: ops.Round()(x, 1)
_fn6 = lambda x: ops.Round()(x, decimals=3)


@pytest.mark.parametrize("call, d", [
    (_fn, 1), (_fn2, -1),
    (_fn3, 2), (_fn4, 2),
    (_fn5, 1), (_fn6, 3)])
@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_round_decimals_raise_as_2_10(call, d, dtype, mode):
    with pytest.raises(RuntimeError) as e:
        FnCell(call)(ms.Tensor(X.astype(dtype)))
    assert str(e.value).split("\n")[0] == TEXT.format(d)


def test_round_decimals_zero_and_numpy_around(mode):
    x = ms.Tensor(X)
    fn = (lambda t: (ops.round(t, decimals=0), mint.round(t, decimals=0),
                     ops.Round()(t, 0)))
    a, b, c = FnCell(fn)(x)
    for r in (a, b, c):
        assert r.asnumpy().tolist() == [1.0, -3.0, 2.0]
    i = mint.round(ms.Tensor(np.array([1, -2], np.int32)), decimals=0)
    assert i.dtype == ms.int32 and i.asnumpy().tolist() == [1, -2]
    np.testing.assert_allclose(ms.numpy.around(x, 1).asnumpy(), [1.3, -2.6, 2.5], rtol=1e-6)
    np.testing.assert_allclose(ms.numpy.round(x, 1).asnumpy(), [1.3, -2.6, 2.5], rtol=1e-6)
    with pytest.raises(TypeError, match=r"round\(\) takes 1 positional argument but 2"):
        ops.round(x, 1)
