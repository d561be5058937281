"""MindSpore 2.10's shape checks of the matrix products, one per primitive family, with its
texts (measured on CPU, each case in its own process: 2.10's PYNATIVE_MODE reports a kernel's
error late, so a shared process mixes them up; the same infer functions run in GRAPH_MODE):

- ``MatMulExt`` (``ops.matmul``, ``mint.matmul``, ``Tensor.matmul``, ``@``): inner sizes and
  broadcast batch axes, RuntimeErrors; a 1-D right operand reaches ``MatMul``'s check instead;
- ``MatMul`` (``ops.MatMul()``, ``ops.mm``): two matrices only, ValueErrors;
- ``BatchMatMul`` (``ops.BatchMatMul()``, ``ops.bmm``): at least 2-D, inner sizes, then the same
  batch axes (CPU/GPU broadcast none), ValueErrors.

Shapes are static in both modes, so a check costs a few tuple reads per call.
"""
from ..runtime.checks import ShapeMismatchError
from ._util import const_vector, shape_of


def _inner_mismatch(x_col, y_row):
    return ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': "
                      f"{x_col} and 'x2_row': {y_row}.")


def check_matmul_ext(x, y):
    """``MatMulExt``'s checks of ``x @ y``."""
    xs, ys = shape_of(x), shape_of(y)
    if not xs or not ys:
        raise ValueError("For 'MatMulExt' op, inputs must be all tensors and rank >= 1")
    if len(ys) == 1:
        if xs[-1] != ys[0]:
            raise _inner_mismatch(xs[-1], ys[0])
        return
    if xs[-1] != ys[-2]:
        raise ShapeMismatchError(f"For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], "
                                 f"but got {xs[-1]} and {ys[-2]}.")
    n = max(len(xs), len(ys))
    px, py = (1,) * (n - len(xs)) + tuple(xs), (1,) * (n - len(ys)) + tuple(ys)
    if any(a != b and 1 not in (a, b) for a, b in zip(px[:-2], py[:-2])):
        raise ShapeMismatchError(f"For 'MatMulExt' op,  shape1 and shape2 must be broadcastable, "
                                 f"but got {const_vector(px)} and {const_vector(py)}")


def check_matmul_2d(x, y, transpose_a=False, transpose_b=False):
    """``MatMul``'s checks: two matrices whose inner sizes agree (two empty vectors give 2.10's
    scalar product and pass)."""
    xs, ys = shape_of(x), shape_of(y)
    if len(xs) != 2 or len(ys) != 2:
        if len(xs) == len(ys) == 1 and xs[0] == ys[0] == 0:
            return
        raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
    x_col, y_row = xs[0 if transpose_a else 1], ys[1 if transpose_b else 0]
    if x_col != y_row:
        raise _inner_mismatch(x_col, y_row)


def check_batch_matmul(x, y, transpose_a=False, transpose_b=False):
    """``BatchMatMul``'s checks (``ops.bmm`` included)."""
    xs, ys = shape_of(x), shape_of(y)
    for name, s in (("x", xs), ("y", ys)):
        if len(s) < 2:
            raise ValueError(f"For 'BatchMatMul', the input '{name}' must be a 2D or higher "
                             f"dimensional Tensor, but got {len(s)}D shape {const_vector(s)}")
    if xs[-2 if transpose_a else -1] != ys[-1 if transpose_b else -2]:
        raise ValueError(f"For BatchMatMul, the row of the input 'y' should be same as the col "
                         f"of the input 'x', with x shape {const_vector(xs)}(transpose_a="
                         f"{int(transpose_a)}), y shape {const_vector(ys)}(transpose_b="
                         f"{int(transpose_b)})")
    if tuple(xs[:-2]) != tuple(ys[:-2]):
        raise ValueError(f"For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, with x "
                         f"shape {const_vector(xs)}, y shape {const_vector(ys)}")
