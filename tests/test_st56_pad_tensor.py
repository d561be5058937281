"""ops.pad with a Tensor ``padding`` (MindSpore st runtime/test_runtime_dynamic_type builds one
from Python ints inside construct). Values and errors measured on MindSpore 2.10 (CPU),
/tmp/st56/pad_ref.py, pad2_ref.py, dyn_ref.py."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class PadConst(nn.Cell):
    """The padding is a Tensor of Python ints made inside construct: a graph constant."""
    def construct(self, x):
        n = x.shape[0] - 1
        return ops.pad(x, ms.Tensor([0, n]), mode="constant", value=0.5)


class PadArg(nn.Cell):
    def construct(self, x, p):
        return ops.pad(x, p, value=0.5)


X = np.ones(3, np.float32)
X23 = np.ones((2, 3), np.float32)


@pytest.mark.parametrize("level", ["STRICT", "LAX"])
def test_constant_tensor_padding_in_graph(graph_mode, level):
    # 2.10: [1, 1, 1, 0.5, 0.5] at every syntax level (minicell refused it under STRICT)
    ms.set_context(jit_syntax_level=getattr(ms, level))
    out = PadConst()(ms.Tensor(X))
    np.testing.assert_array_equal(out.asnumpy(), [1, 1, 1, 0.5, 0.5])


@pytest.mark.parametrize("padding, expect", [
    ([1, 2], [[0.5, 1, 1, 1, 0.5, 0.5]] * 2),
    ([1, 0, 0, 1], [[0.5, 1, 1, 1]] * 2 + [[0.5] * 4]),
])
def test_tensor_padding_argument_strict_graph(graph_mode, padding, expect):
    ms.set_context(jit_syntax_level=ms.STRICT)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")         # a value-shaped op may run op by op
        out = PadArg()(ms.Tensor(X23), ms.Tensor(padding))
    np.testing.assert_array_equal(out.asnumpy(), expect)


def test_two_dim_tensor_padding_is_padv3_error(mode):
    # 2.10 (both modes): ValueError; minicell read it as one pair and did not pad
    ms.set_context(mode=mode)
    with pytest.raises(ValueError, match=r"^For primitive\[PadV3\], the paddings_dim must be "
                                         r"equal to 1, but got 2\.$"):
        PadArg()(ms.Tensor(X23), ms.Tensor(np.array([[0, 1]], np.int64)))
