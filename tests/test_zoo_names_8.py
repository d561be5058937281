"""Model-zoo behaviour (round 8): patterns of models-repo / mindaudio / mindcv / mindyolo networks.
Values measured on MindSpore 2.10 (CPU) unless a test says otherwise."""
import numpy as np
import pytest

from minicell import nn, Tensor
from minicell.common.initializer import initializer, HeUniform


def test_conv1d_weight_init_given_as_three_d():
    # mindaudio's Conformer builds its Conv1d kernels with initializer(..., (out, in, k)): 2.10
    # stores a rank-3 Tensor weight_init with a height axis of 1 inserted, (out, in, 1, k), for
    # Conv1d and Conv1dTranspose alike, and keeps its values
    w = np.arange(24, dtype=np.float32).reshape(4, 2, 3) / 10
    c = nn.Conv1d(2, 4, 3, weight_init=Tensor(w))
    assert c.weight.shape == (4, 2, 1, 3)
    np.testing.assert_array_equal(c.weight.asnumpy()[:, :, 0], w)
    y = c(Tensor(np.ones((1, 2, 5), np.float32)))
    assert y.shape == (1, 4, 5)
    # 'same' padding of a ones input: the middle column sees the whole kernel
    np.testing.assert_allclose(y.asnumpy()[0, :, 2], w.sum(axis=(1, 2)), rtol=1e-6)
    lazy = nn.Conv1d(2, 4, 3, weight_init=initializer(HeUniform(), (4, 2, 3)))
    assert lazy.weight.shape == (4, 2, 1, 3)
    t = nn.Conv1dTranspose(2, 4, 3, weight_init=initializer(HeUniform(), (2, 4, 3)))
    assert t.weight.shape == (2, 4, 1, 3)
    assert t(Tensor(np.ones((1, 2, 5), np.float32))).shape == (1, 4, 5)


def test_conv1d_weight_init_wrong_rank_or_shape():
    # 2.10: another rank is Conv1d's ValueError; a wrong rank-3 shape is initializer's
    with pytest.raises(ValueError, match=r"For 'Conv1d', the 'weight_init_shape' must be int and "
                                         r"must = 3, but got '4' with type 'int'\."):
        nn.Conv1d(2, 4, 3, weight_init=Tensor(np.ones((4, 2, 1, 3), np.float32)))
    with pytest.raises(ValueError, match=r"For 'initializer', the shape of the 'init' argument "
                                         r"should be same as the argument 'shape', but got the "
                                         r"'init' shape \[4, 2, 1, 2\] and the 'shape' "
                                         r"\[4, 2, 1, 3\]\."):
        nn.Conv1d(2, 4, 3, weight_init=Tensor(np.ones((4, 2, 2), np.float32)))
    # the same check for every layer's Tensor init (2.10 passes them all through initializer)
    with pytest.raises(ValueError, match=r"but got the 'init' shape \[3\] and the 'shape' \[4\]\."):
        nn.BatchNorm2d(4, gamma_init=Tensor(np.ones(3, np.float32)))


def test_dense_input_width_mismatch_wording(mode):
    # mindcv VGG on a small image feeds the classifier a wrong width: 2.10's nn.Dense fails in its
    # MatMul (both modes), ops.dense with its own wording
    from minicell import ops
    with pytest.raises(ValueError, match=r"^For 'MatMul' the input dimensions must be equal, but "
                                         r"got 'x1_col': 5 and 'x2_row': 6\.$"):
        nn.Dense(6, 3)(Tensor(np.ones((2, 5), np.float32)))
    with pytest.raises(ValueError, match=r"^Dense shape error, got x_col: 5, w_row: 6\. In Dense "
                                         r"x_col and w_row should be equal\. if the dim of w is 2\."):
        ops.dense(Tensor(np.ones((2, 5), np.float32)), Tensor(np.ones((3, 6), np.float32)))
