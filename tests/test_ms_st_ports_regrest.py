"""Cases of MindSpore's st files (outside ops and pi_jit) that a regression sweep found failing,
with the values and errors MindSpore 2.10 gives (measured on CPU, both modes where a mode
matters)."""
import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.ops import functional as F


class _TypeofTwo(nn.Cell):
    def construct(self, x):
        return F.typeof(x, x)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_typeof_takes_one_argument(mode):
    # tests/st/compiler/syntax/simple_expression/test_operator.py::test_typeof
    ms.set_context(mode=mode)
    with pytest.raises(RuntimeError, match=r"^The Typeof operator must requires 1 argument, but "
                                           r"the size of arguments is 2\.$"):
        _TypeofTwo()(Tensor([2, 3], ms.int32))
    assert F.typeof(Tensor([1.0])) == ms.TensorType(ms.float32)
