"""2.10's ``ops.auto_generate.SolveTriangular()(a, b, trans, lower, unit_diagonal)`` (and
``solve_triangular`` / ``solve_triangular_op``), which ``mindspore.scipy.linalg.solve_triangular``
calls: ``op(a) x = b`` for a (batch of) triangular ``a``, ``op`` the identity, transpose or
conjugate transpose for ``trans`` 0, 1, 2; ``b`` [..., N] or [..., N, K]. Integers give float32.

>>> import minicell as ms
>>> a = ms.Tensor([[2.0, 0.0], [1.0, 1.0]])
>>> ms.ops.auto_generate.SolveTriangular()(a, ms.Tensor([2.0, 3.0]), 0, True).asnumpy().tolist()
[1.0, 2.0]
"""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F, linalg_funcs as LA
from ._util import ms_type_name


def _shape_text(shape):
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"   # 2.10, both modes


def _check_triangular_system(a, b):
    """SolveTriangular's shape and dtype rules: ``a`` [..., N, N]; ``b`` [..., N, K] or
    [..., N] with the same batch axes (no broadcasting); one dtype."""
    if a.ndim < 2:
        raise ValueError(f"For 'SolveTriangular', dim of matrix a must greater or equal to 2, "
                         f"but got a at {a.ndim}-dimensional")
    if a.shape[-1] != a.shape[-2]:
        raise ValueError(f"For 'SolveTriangular', the last two dimensions of `a` should be the "
                         f"same, but got shape of {_shape_text(a.shape)}. Please make sure that "
                         f"the shape of `a` be like [..., N, N].")
    batch, n = tuple(a.shape[:-2]), a.shape[-1]
    matrix_ok = b.ndim == a.ndim and tuple(b.shape[:-2]) == batch and b.shape[-2] == n
    vector_ok = b.ndim == a.ndim - 1 and tuple(b.shape[:-1]) == batch and b.shape[-1] == n
    if not (matrix_ok or vector_ok):
        raise ValueError(
            f"For 'SolveTriangular', the last two dimensions of `a` and `b` should be matched, "
            f"but got shape of {_shape_text(a.shape)} and {_shape_text(b.shape)}. Please make "
            f"sure that the shape of `a` and `b` be like [..., N, N] X [..., N, M] or "
            f"[..., N, N ] X[..., N].")
    if a.dtype != b.dtype:
        raise TypeError("For 'SolveTriangular' the type of a and b must be same, but got type "
                        "of a is different from that of b! ")


def solve_unchecked(a, b, trans, lower, unit_diagonal):
    """``op(a) x = b`` for triangular ``a`` (op: identity, transpose, conjugate transpose);
    ``b`` [..., N] or [..., N, K]. The other triangle (and with ``unit_diagonal`` the
    diagonal) is never read, so gets no gradient."""
    out_dtype = a.dtype
    if a.dtype in (mstype.float16, mstype.bfloat16) or not (a.is_floating_point()
                                                           or a.is_complex()):
        a, b = F.cast(a, mstype.float32), F.cast(b, mstype.float32)
        out_dtype = mstype.float16 if out_dtype == mstype.float16 else mstype.float32
    if unit_diagonal:
        eye = LA._eye_like(a)
        a = a * (1 - eye) + eye
    vector = b.ndim == a.ndim - 1
    if vector:
        b = F.expand_dims(b, -1)
    if trans == 1 and a.is_complex():
        a = F.conj(a)          # adjoint of conj(a) is a's plain transpose
    x = LA._tri_solve(a, b, lower, adjoint=trans != 0)
    if vector:
        x = F.squeeze(x, -1)
    return F.cast(x, out_dtype) if x.dtype != out_dtype else x


def check_trans(trans):
    """2.10's RuntimeError for a ``trans`` that is not 0, 1 or 2."""
    if trans not in (0, 1, 2):
        raise RuntimeError(f"For 'SolveTriangular', 'trans' must be in [0, 1, 2, 'N', 'T', 'C'], "
                           f"but got [{trans}].")


def tri_solve(a, b, trans, lower, unit_diagonal):
    """``op(a) x = b`` with 2.10's shape, dtype and ``trans`` checks (``scipy.linalg``'s)."""
    check_trans(trans)
    _check_triangular_system(a, b)
    return solve_unchecked(a, b, trans, lower, unit_diagonal)


def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False):
    """``SolveTriangular()(a, b, trans=0, lower=False, unit_diagonal=False)``: the operands'
    types as 2.10's generated Primitive takes them (``trans`` an int, the flags bools)."""
    ints = isinstance(trans, int) and not isinstance(trans, bool)
    if not (isinstance(a, Tensor) and isinstance(b, Tensor) and ints and
            isinstance(lower, bool) and isinstance(unit_diagonal, bool)):
        got = ", ".join(f"{n}={ms_type_name(v)}" for n, v in zip(
            ("a", "b", "trans", "lower", "unit_diagonal"), (a, b, trans, lower, unit_diagonal)))
        raise TypeError(f'Failed calling SolveTriangular with "SolveTriangular()({got})".\nThe '
                        f'valid calling should be: \n"SolveTriangular()(a=<Tensor>, b=<Tensor>, '
                        f'trans=<int>, lower=<bool>, unit_diagonal=<bool>)".')
    return tri_solve(a, b, trans, lower, unit_diagonal)
