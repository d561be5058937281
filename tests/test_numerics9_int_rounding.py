"""numerics9: ceil/floor/trunc of integer and bool Tensors as MindSpore 2.10 on CPU (one fresh
process per case: /tmp/numerics9/m3one.py, m3g.py; a 2.10 process repeats the first error's
text for later ones, so cases measured together are not 2.10's). Ceil is its infer TypeError
(the graph compiler spells Tensor[...]), Floor its kernel-select TypeError, Trunc computes."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from tests.conftest import FnCell

CEIL = ("For primitive[Ceil], the input argument[input_x] must be a type of {{BFloat16, Float16, "
        "Float32, Float64}}, but got {}.")
CEIL_GRAPH = ("For primitive[Ceil], the input argument[input_x] must be a type of "
              "{{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, "
              "but got Tensor[{}].")


@pytest.mark.parametrize("dtype, name", [(np.int32, "Int32"), (np.uint8, "UInt8"),
                                         (np.bool_, "Bool"), (np.int64, "Int64")])
def test_ceil_of_integers_is_2_10_type_error(dtype, name):
    x = ms.Tensor(np.array([3, -2, 0]).astype(dtype))
    for call in (ops.ceil, lambda t: t.ceil(), mint.ceil, ops.Ceil()):
        with pytest.raises(TypeError) as e:
            call(x)
        assert str(e.value).split("\n")[0] == CEIL.format(name)


def test_ceil_of_integers_graph_text(mode):
    want = CEIL_GRAPH if mode == ms.GRAPH_MODE else CEIL
    with pytest.raises(TypeError) as e:
        FnCell(ops.ceil)(ms.Tensor(np.array([1, 2], np.int32)))
    assert str(e.value).split("\n")[0] == want.format("Int32")


def test_floor_trunc_of_integers_as_2_10():
    x = ms.Tensor(np.array([3, -2, 0], np.int32))
    with pytest.raises(TypeError, match=r"^Select CPU operator\[Floor\] fail! Unsupported data"):
        ops.floor(x)
    t = ops.trunc(x)
    assert t.dtype == ms.int32 and t.asnumpy().tolist() == [3, -2, 0]
    u = ops.trunc(ms.Tensor(np.array([3, 254, 0], np.uint8)))
    assert u.dtype == ms.uint8 and u.asnumpy().tolist() == [3, 254, 0]
    c = ops.ceil(ms.Tensor(np.array([1.2, -1.5], np.float16)))
    assert c.dtype == ms.float16 and c.asnumpy().tolist() == [2.0, -1.0]
