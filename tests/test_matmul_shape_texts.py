"""The matrix products' shape errors as MindSpore 2.10 gives them, one table per primitive family
(measured on CPU, every case in its own process; ``minicell/ops/_matmul_shapes.py`` says why),
in PYNATIVE_MODE and in a GRAPH_MODE construct."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops, Tensor
from conftest import FnCell

SHAPES = {"2d": ((3, 2), (3, 2)), "1d2d": ((3,), (2, 4)), "2d1d": ((2, 3), (4,)),
          "1d1d": ((3,), (4,)), "3d": ((2, 3, 4), (2, 5, 6)), "bcast": ((2, 3, 4), (3, 4, 5)),
          "3d2d": ((2, 3, 4), (5, 6)), "2d3d": ((3, 4), (2, 5, 6)),
          "4d": ((2, 2, 3, 4), (2, 2, 5, 6))}
_RANK2 = (ValueError, "MatMul inputs should have the same dimension size and equal to 2.")
_EXT_INNER = "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got {} and {}."
_BMM_INNER = ("For BatchMatMul, the row of the input 'y' should be same as the col of the input "
              "'x', with x shape [const vector]{{{}}}(transpose_a=0), y shape [const vector]"
              "{{{}}}(transpose_b=0)")
_BMM_RANK = ("For 'BatchMatMul', the input '{}' must be a 2D or higher dimensional Tensor, but "
             "got 1D shape [const vector]{{{}}}")
_MATMUL_INNER = ("For 'MatMul' the input dimensions must be equal, but got 'x1_col': {} and "
                 "'x2_row': {}.")

EXT = {  # ops.matmul, mint.matmul, Tensor.matmul, @
    "2d": (RuntimeError, _EXT_INNER.format(2, 3)), "1d2d": (RuntimeError, _EXT_INNER.format(3, 2)),
    "2d1d": (ValueError, _MATMUL_INNER.format(3, 4)),
    "1d1d": (ValueError, _MATMUL_INNER.format(3, 4)),
    "3d": (RuntimeError, _EXT_INNER.format(4, 5)), "3d2d": (RuntimeError, _EXT_INNER.format(4, 5)),
    "2d3d": (RuntimeError, _EXT_INNER.format(4, 5)), "4d": (RuntimeError, _EXT_INNER.format(4, 5)),
    "bcast": (RuntimeError, "For 'MatMulExt' op,  shape1 and shape2 must be broadcastable, but "
                            "got [const vector]{2, 3, 4} and [const vector]{3, 4, 5}"),
}
MATMUL = {case: _RANK2 for case in SHAPES}          # ops.MatMul(), ops.mm
MATMUL["2d"] = (ValueError, _MATMUL_INNER.format(2, 3))
MATMUL_T = {case: _RANK2 for case in SHAPES if case != "2d"}   # MatMul(transpose_b=True)
BMM = {  # ops.BatchMatMul(), ops.bmm
    "2d": (ValueError, _BMM_INNER.format("3, 2", "3, 2")),
    "1d2d": (ValueError, _BMM_RANK.format("x", 3)), "1d1d": (ValueError, _BMM_RANK.format("x", 3)),
    "2d1d": (ValueError, _BMM_RANK.format("y", 4)),
    "3d": (ValueError, _BMM_INNER.format("2, 3, 4", "2, 5, 6")),
    "3d2d": (ValueError, _BMM_INNER.format("2, 3, 4", "5, 6")),
    "2d3d": (ValueError, _BMM_INNER.format("3, 4", "2, 5, 6")),
    "4d": (ValueError, _BMM_INNER.format("2, 2, 3, 4", "2, 2, 5, 6")),
    "bcast": (ValueError, "For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, with x "
                          "shape [const vector]{2, 3, 4}, y shape [const vector]{3, 4, 5}"),
}
_fn = lambda x, y: x @ y
_matmul = lambda x, y: ops.MatMul()(x, y)
SPELLINGS = {
    "ops.matmul": (ops.matmul, EXT), "mint.matmul": (mint.matmul, EXT),
    "Tensor.matmul": (lambda x, y: x.matmul(y), EXT), "@": (_fn, EXT),
    "ops.mm": (ops.mm, MATMUL), "MatMul": (_matmul, MATMUL),
    "MatMul_tb": (lambda x, y: ops.MatMul(transpose_b=True)(x, y), MATMUL_T),
    "ops.bmm": (ops.bmm, BMM), "BatchMatMul": (lambda x, y: ops.BatchMatMul()(x, y), BMM),
}
CASES = [(s, case) for s, (_, table) in SPELLINGS.items() for case in table]


def _ones(shape):
    return Tensor(np.ones(shape, np.float32))


@pytest.mark.parametrize("spelling,case", CASES)
def test_eager_shape_errors_are_2_10s(spelling, case):
    fn, table = SPELLINGS[spelling]
    exc, text = table[case]
    with pytest.raises(exc) as info:
        fn(*map(_ones, SHAPES[case]))
    assert str(info.value) == text


@pytest.mark.parametrize("spelling,case", [("ops.matmul", "2d"), ("@", "bcast"),
                                           ("MatMul", "3d"), ("ops.bmm", "3d")])
def test_graph_shape_errors_carry_the_same_text(spelling, case):
    fn, table = SPELLINGS[spelling]
    exc, text = table[case]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(exc) as info:
            FnCell(fn)(*map(_ones, SHAPES[case]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(info.value).startswith(text)


def test_valid_products_still_pass():
    assert ops.matmul(_ones((2, 3, 4)), _ones((4, 5))).shape == (2, 3, 5)
    assert ops.matmul(_ones((2, 1, 3, 4)), _ones((5, 4, 2))).shape == (2, 5, 3, 2)
    assert ops.matmul(_ones((3,)), _ones((3,))).shape == ()
    assert ops.MatMul(transpose_a=True, transpose_b=True)(_ones((4, 3)), _ones((5, 4))).shape \
        == (3, 5)
    assert ops.BatchMatMul(transpose_a=True)(_ones((2, 4, 3)), _ones((2, 4, 5))).shape == (2, 3, 5)
    with pytest.raises(ValueError, match=r"with x shape \[const vector\]\{2, 4, 3\}"
                                         r"\(transpose_a=1\)"):
        ops.BatchMatMul(transpose_a=True)(_ones((2, 4, 3)), _ones((2, 3, 5)))
