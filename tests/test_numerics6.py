"""numerics6: NaN tests of complex inputs, as MindSpore 2.10 (measured with /root/ms-ref,
/tmp/numerics6/ref_c.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

CPLX = np.array([1 + 2j, complex(np.nan, 1), complex(3, np.nan), np.inf,
                 complex(np.inf, np.nan)], np.complex64)
CPLX_NAN = [False, True, True, False, True]


def test_tensor_isnan_and_isnan_ext_take_complex_ops_isnan_refuses_it():
    x = ms.Tensor(CPLX)
    for got in (x.isnan(), ops.isnan_ext(x), ms.mint.isnan(x)):
        assert str(got.dtype) == "Bool" and got.asnumpy().tolist() == CPLX_NAN
    want = (r"^For primitive\[IsNan\], the input argument\[x\] must be a type of \{Tensor\[Bool\], "
            r"Tensor\[Float16\], .*Tensor\[UInt8\]\}, but got Tensor\[Complex64\]\.")
    for fn in (ops.isnan, ops.IsNan()):
        with pytest.raises(TypeError, match=want):
            fn(x)
    assert ms.Tensor([1.0, float("nan")]).isnan().asnumpy().tolist() == [False, True]
