"""``mindspore.scipy.ops``: the operator classes behind ``mindspore.scipy``: ``SolveTriangular``,
``Eig`` (eigenvectors by default), ``LU`` and ``LinearSumAssignment``, plus the functional
``solve_triangular`` (``ops.auto_generate.solve_triangular`` in 2.10)."""
from .._checkparam import check_value_type
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import linalg_funcs as LA
from ..ops.linalg_funcs import call
from ..ops.primitive import Primitive, prim_attr_register
from ..ops.extra_compat import PrimitiveWithInfer  # noqa: F401  (2.10 exports it here)
from .linalg import solve_triangular as _solve_triangular

__all__ = ['SolveTriangular', 'Eig', 'LU', 'LinearSumAssignment', 'solve_triangular']


def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False):
    """``mindspore.scipy.linalg.solve_triangular`` with its leading arguments only."""
    return _solve_triangular(a, b, trans, lower, unit_diagonal)


class SolveTriangular:
    """A reusable ``solve_triangular(a, b, trans, lower, unit_diagonal)`` (``trans`` 'N', 'T' or
    'C')."""

    def __init__(self, lower: bool = False, unit_diagonal: bool = False, trans: str = 'N'):
        self.lower = lower
        self.unit_diagonal = unit_diagonal
        self.trans = {'N': 0, 'T': 1, 'C': 2}.get(trans)

    def __call__(self, a, b):
        return solve_triangular(a, b, self.trans, self.lower, self.unit_diagonal)


class Eig(Primitive):
    """Eigen decomposition of a general square matrix: (w, v), complex. Without
    ``compute_v`` the second output is a 0-d placeholder, as 2.10's."""

    @prim_attr_register
    def __init__(self, compute_v=True):
        check_value_type("compute_v", compute_v, [bool], "Eig")
        self.compute_v = compute_v

    def __call__(self, a):
        return LA._eig_prim(a, self.compute_v)


class LU(Primitive):
    """LU with partial pivoting: (L and U packed, 0-based int32 pivots, int32 permutation
    matrix P with ``a = P L U``)."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['x'], outputs=['lu', 'pivots', 'permutation'])

    def __call__(self, x):
        return call("lu_factor", x)


_LSA = "For primitive[LinearSumAssignment]"


# 2.10's abstract type names of Python values in its primitives' type checks
_ABSTRACT = {int: "Int64", float: "Float32", str: "String", bool: "Bool"}


class LinearSumAssignment(Primitive):
    """``(cost_matrix, dimension_limit, maximize)`` -> (row indices, column indices) of the
    optimal assignment (see ``mindspore.scipy.optimize.linear_sum_assignment``)."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['cost_matrix', 'dimension_limit', 'maximize'],
                                outputs=['row_ind', 'col_ind'])

    def __call__(self, cost_matrix, dimension_limit, maximize):
        rank = cost_matrix.ndim if isinstance(cost_matrix, Tensor) else 0   # 2.10: a list's 0
        if rank != 2:
            raise ValueError(f"{_LSA}, the cost_matrix rank must be equal to 2, but got "
                             f"{rank}.")
        if not isinstance(maximize, bool):
            kind = _ABSTRACT.get(type(maximize), type(maximize).__name__)
            raise TypeError(f"{_LSA}, the input argument[maximize] must be a type of {{Bool}}, "
                            f"but got {kind}.")
        if not isinstance(dimension_limit, Tensor):
            kind = _ABSTRACT.get(type(dimension_limit), type(dimension_limit).__name__)
            raise TypeError(f"For Primitive[LinearSumAssignment], the type of input argument"
                            f"[dimension_limit] must be Tensor but got {kind}.")
        if dimension_limit.dtype != mstype.int64:
            kind = (f"Tensor[{dimension_limit.dtype}]" if isinstance(dimension_limit, Tensor)
                    else type(dimension_limit).__name__)
            raise TypeError(f"{_LSA}, the input argument[dimension_limit] must be a type of "
                            f"{{Tensor[Int64]}}, but got {kind}.")
        return call("linear_sum_assignment", cost_matrix, dimension_limit, maximize=maximize)
