"""Model-zoo behaviour (round 7): names and patterns of mindcv / mindocr / mindyolo networks.
Values measured on MindSpore 2.10 (CPU) unless a test says otherwise."""
import numpy as np
import pytest

from minicell import nn, Tensor
from minicell.ops.primitive import constexpr


def test_layer_input_check_shapes():
    # mindocr's model package imports parallel._transformer.layers._LayerInputCheck (its ABINet
    # layers use it), so no mindocr model imported without it. The 2.10 wheel has no
    # parallel._transformer; the behaviour follows that module in MindSpore's source tree.
    from minicell.parallel._transformer.layers import _LayerInputCheck as C
    assert C.check_shape_length((2, 3), "x", "f", [2, 3])
    assert C.check_shape_equal((2, 3), "x", "f", [[4, 3], [2, 3]])
    assert C.check_shape_value_on_axis((2, 3), 1, "x", "f", 3)
    assert C.check_shape_equal_without_batch((8, 16), "x", "f", (4, 16))
    assert C.check_shape_equal_without_batch((2, 4, 16), "x", "f", (4, 16))
    with pytest.raises(ValueError, match=r"f x shape length must be one of \[3\] dimension, "
                                         r"but got shape \(2, 3\)"):
        C.check_shape_length((2, 3), "x", "f", 3)
    with pytest.raises(ValueError, match=r"f x shape must be one of \[\[4, 3\]\],but got \[2, 3\]"):
        C.check_shape_equal((2, 3), "x", "f", [4, 3])
    with pytest.raises(ValueError, match="should be divisible by 4"):
        C.check_shape_equal_without_batch((6, 16), "x", "f", (4, 16))


def test_layer_input_check_in_constexpr_graph(graph_mode):
    from minicell.parallel._transformer.layers import _LayerInputCheck

    @constexpr
    def check(shape):
        _LayerInputCheck.check_shape_equal(shape, "x", "Net", [2, 3])

    class Net(nn.Cell):
        def construct(self, x):
            check(x.shape)
            return x * 2

    net = Net()
    assert net(Tensor(np.ones((2, 3), np.float32))).asnumpy().sum() == 12
    with pytest.raises(ValueError, match="Net x shape must be one of"):
        net(Tensor(np.ones((3, 3), np.float32)))
