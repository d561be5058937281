"""nn/layer/math_ext.py cells: values measured on MindSpore 2.10 (CPU) where it has kernels,
numpy references otherwise; both modes."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell import nn

T = ms.Tensor
_SPD = T(np.array([[[2.0, 1.0], [1.0, 4.0]]], np.float32))


def _unfold_ref(x, k, s, r):
    """ExtractImagePatches on NCHW, 'valid': depth ordered (row, col, channel)."""
    n, c, h, w = x.shape
    oh, ow = (h - (k[0] - 1) * r[0] - 1) // s[0] + 1, (w - (k[1] - 1) * r[1] - 1) // s[1] + 1
    out = np.zeros((n, k[0] * k[1] * c, oh, ow), x.dtype)
    for i in range(k[0]):
        for j in range(k[1]):
            for ch in range(c):
                rows = slice(i * r[0], i * r[0] + (oh - 1) * s[0] + 1, s[0])
                cols = slice(j * r[1], j * r[1] + (ow - 1) * s[1] + 1, s[1])
                out[:, (i * k[1] + j) * c + ch] = x[:, ch, rows, cols]
    return out


_IMG = np.arange(2 * 2 * 5 * 5, dtype=np.float32).reshape(2, 2, 5, 5)

# name: (cell, inputs, expected)
CASES = {
    "MatDet": (nn.MatDet(), (_SPD,), [7.0]),
    "MatInverse": (nn.MatInverse(), (_SPD,), np.linalg.inv(_SPD.asnumpy())),
    "MatrixDiag": (nn.MatrixDiag(), (T([[1.0, -1.0, 1.0]] * 2),),
                   [np.diag([1.0, -1.0, 1.0])] * 2),
    "MatrixDiagPart": (nn.MatrixDiagPart(), (T(np.arange(12, dtype=np.float32).reshape(1, 3, 4)),),
                       [[0, 5, 10]]),
    "MatrixSetDiag": (nn.MatrixSetDiag(), (T(np.ones((2, 3), np.float32)), T([5.0, 6.0])),
                      [[5, 1, 1], [1, 6, 1]]),
    "DiGamma": (nn.DiGamma(), (T([0.5, 2.0]),), [-1.96351, 0.42278415]),
    "LGamma": (nn.LGamma(), (T([0.5, 2.0, -1.5]),), [0.57236516, 0.0, 0.86004674]),
    "IGamma": (nn.IGamma(), (T([0.5, 2.0]), T([1.0, 3.0])), [0.8427002, 0.8008517]),
    "LBeta": (nn.LBeta(), (T([0.5, 2.0]), T([1.0, 3.0])), [math.log(2), math.log(1 / 12)]),
    "PReLUExt": (nn.PReLUExt(), (T([-1.0, 2.0]),), [-0.25, 2.0]),
    "PReLUExt_3": (nn.PReLUExt(3, 0.1), (T([[-1.0, 2.0, -3.0]]),), [[-0.1, 2.0, -0.3]]),
    "TripletMWDL": (nn.TripletMarginWithDistanceLoss(), (T([[1.0, 2.0]]), T([[1.0, 3.0]]),
                                                         T([[0.0, 0.0]])), 0.0),
    "TripletMWDL_swap": (nn.TripletMarginWithDistanceLoss(margin=2.0, swap=True, reduction="none"),
                         (T([[1.0, 2.0], [0, 1]]), T([[1.0, 3.0], [2, 2]]), T([[0.0, 0], [1, 1]])),
                         [0.763932, 3.236068]),
    "Unfold_valid": (nn.Unfold([1, 2, 3, 1], [1, 2, 1, 1], [1, 1, 2, 1]), (T(_IMG),),
                     _unfold_ref(_IMG, (2, 3), (2, 1), (1, 2))),
    "Unfold_same": (nn.Unfold([1, 2, 2, 1], [1, 2, 2, 1], [1, 1, 1, 1], "same"), (T(_IMG),),
                    _unfold_ref(np.pad(_IMG, ((0, 0), (0, 0), (0, 1), (0, 1))), (2, 2), (2, 2),
                                (1, 1))),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_values(name, mode):
    cell, inputs, want = CASES[name]
    np.testing.assert_allclose(cell(*inputs).asnumpy(), np.asarray(want, np.float32),
                               rtol=2e-5, atol=2e-6)


def test_unfold_docs_shape_and_errors():
    out = nn.Unfold([1, 2, 2, 1], [1, 2, 2, 1], [1, 2, 2, 1])(T(np.ones((2, 3, 6, 6)), ms.float16))
    assert out.shape == (2, 12, 2, 2) and out.dtype == ms.float16
    with pytest.raises(ValueError, match="ksizes"):
        nn.Unfold([2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])
    with pytest.raises(TypeError, match="has no len"):   # 2.10: its type check reads ksizes
        nn.Unfold([1, 2, 2, 1], 1, [1, 1, 1, 1])
    with pytest.raises(ValueError, match="padding"):
        nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], "full")


def test_prelu_ext_parameter_and_grad(mode):
    cell = nn.PReLUExt(2, 0.5)
    assert cell.weight.name == "weight" and cell.weight.asnumpy().tolist() == [0.5, 0.5]
    x = T([[-2.0, 3.0]])
    grads = ms.value_and_grad(cell, None, cell.trainable_params())(x)[1]
    np.testing.assert_allclose(grads[0].asnumpy(), [-2.0, 0.0])
    assert nn.PReLUExt(0).weight.shape == (0,)      # 2.10 builds it (measured)


def test_triplet_with_custom_distance_and_grad(mode):
    distance_function = lambda a, b: ms.ops.abs(a - b).sum(-1)
    loss = nn.TripletMarginWithDistanceLoss(
        distance_function=distance_function, reduction="sum")
    a, p, n = T([[1.0, 2.0]]), T([[1.0, 4.0]]), T([[0.0, 2.5]])
    assert abs(float(loss(a, p, n).asnumpy()) - (2.0 - 1.5 + 1.0)) < 1e-6
    default = nn.TripletMarginWithDistanceLoss()
    fn = lambda x: default(x, p, n)
    g = ms.grad(fn)(a)
    assert np.isfinite(g.asnumpy()).all() and np.abs(g.asnumpy()).sum() > 0
    with pytest.raises(ValueError, match="reduction"):
        nn.TripletMarginWithDistanceLoss(reduction="max")
