"""Rows of ``test_bad_input_catalogue39`` (mindspore.scipy): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s55/bad39/sc.py): linalg (inv, cho_factor, cholesky, cho_solve, eigh, lu, lu_factor,
lu_solve, det, solve_triangular, block_diag, lstsq) and optimize (minimize,
linear_sum_assignment, line_search) with bad inputs.
Left out (minicell differs): cholesky of an int matrix, solve_triangular of a list,
lu_pivots_to_permutation, minimize's x0 list / unknown LBFGS option / lagrange / tol texts.
"""
import numpy as np
from minicell import Tensor
from minicell.scipy import linalg, optimize


def F(*s):
    return Tensor(np.eye(s[-1], dtype=np.float32) * 2 + np.zeros(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


def _f(x):
    return (x ** 2).sum()




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'scipy inv square': (lambda: linalg.inv(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'inv', the matrix 'a' should be a square matrix like (N, N), but got "
                    '(2, 3).'),
    'scipy inv list': (lambda: linalg.inv([[1.0]]),
        TypeError, "For 'inv', the type of 'a' should be Tensor, but got '[[1.0]]' with type "
                   'list.'),
    'scipy inv f16': (lambda: linalg.inv(Tensor(np.eye(2, dtype=np.float16))),
        TypeError, "For 'inv', the data type of 'a' should be one of [mindspore.int32, "
                   'mindspore.int64, mindspore.float32, mindspore.float64], but got Float16.'),
    'scipy cho factor square': (lambda: linalg.cho_factor(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'cho_factor', the matrix 'a' should be a square matrix like (N, N), "
                    'but got (2, 3).'),
    'scipy cholesky square': (lambda: linalg.cholesky(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'cholesky', the matrix 'a' should be a square matrix like (N, N), "
                    'but got (2, 3).'),
    'scipy cho solve shape': (lambda: linalg.cho_solve((F(2, 2), False), F(3)),
        ValueError, "For 'cho_solve', the last two dimensions of 'c' and 'b' should be "
                    'matched, but got shape of (2, 2) and (3, 3). Please make sure that the '
                    "shape of 'c' and 'b' be like (N, N) X (N, M) or (N, N) X (N)."),
    'scipy cho solve int': (lambda: linalg.cho_solve((F(2, 2), False), I(2)),
        TypeError, "For 'cho_solve', the data type of 'c' and 'b' should be the same, but got "
                   "the data type of 'c' is Float32 and the data type of 'b' is Int32."),
    'scipy eigh b': (lambda: linalg.eigh(F(2, 2), F(2, 2)),
        ValueError, "For 'eigh', currently only case b=None of 'eigh' is implemented."),
    'scipy eigh square': (lambda: linalg.eigh(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'eigh', the matrix 'a' should be a square matrix like (N, N), but "
                    'got (2, 3).'),
    'scipy eigh eigvals': (lambda: linalg.eigh(F(2, 2), eigvals=(0, 1)),
        ValueError, "For 'eigh', currently only case eigvals=None of 'eigh' is implemented."),
    'scipy lu solve trans': (lambda: linalg.lu_solve(linalg.lu_factor(F(2, 2)), F(2), trans=5),
        ValueError, "For 'lu_solve', the value of 'trans' should be one of (0, 1, 2), but got "
                    '5.'),
    'scipy lu solve shape': (lambda: linalg.lu_solve(linalg.lu_factor(F(2, 2)), F(3)),
        ValueError, "For 'lu_solve', the last two dimensions of 'lu_matrix' and 'b' should be "
                    'matched, but got shape of (2, 2) and (3, 3). Please make sure that the '
                    "shape of 'lu_matrix' and 'b' be like (N, N) X (N, M) or (N, N) X (N)."),
    'scipy det square': (lambda: linalg.det(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'det', the matrix 'a' should be a square matrix like (N, N), but got "
                    '(2, 3).'),
    'scipy solve tri trans': (lambda: linalg.solve_triangular(F(2, 2), F(2), trans=5),
        RuntimeError, "For 'SolveTriangular', 'trans' must be in [0, 1, 2, 'N', 'T', 'C'], "
                      'but got [5].'),
    'scipy solve tri int': (lambda: linalg.solve_triangular(I(2, 2), F(2)),
        TypeError, "For 'SolveTriangular' the type of a and b must be same, but got type of a "
                   'is different from that of b! '),
    'scipy solve tri b int': (lambda: linalg.solve_triangular(F(2, 2), I(2)),
        TypeError, "For 'SolveTriangular' the type of a and b must be same, but got type of a "
                   'is different from that of b! '),
    'scipy solve tri shape': (lambda: linalg.solve_triangular(F(2, 2), F(3)),
        ValueError, "For 'SolveTriangular', the last two dimensions of `a` and `b` should be "
                    'matched, but got shape of [const vector]{2, 2} and [const vector]{3, 3}. '
                    'Please make sure that the shape of `a` and `b` be like [..., N, N] X '
                    '[..., N, M] or [..., N, N ] X[..., N].'),
    'scipy solve tri square': (lambda: linalg.solve_triangular(
        Tensor(np.ones((2, 3), np.float32)), F(2)),
        ValueError, "For 'SolveTriangular', the last two dimensions of `a` should be the "
                    'same, but got shape of [const vector]{2, 3}. Please make sure that the '
                    'shape of `a` be like [..., N, N].'),
    'scipy solve tri trans str': (lambda: linalg.solve_triangular(F(2, 2), F(2), trans='X'),
        ValueError, "For SolveTriangular, Augment[trans] must be one of [1, 2, 3,'N', 'T', "
                    "'C']."),
    'scipy block diag 3d': (lambda: linalg.block_diag(Tensor(np.ones((2, 2, 2), np.float32))),
        ValueError, 'Arguments to mindspore.scipy.linalg.block_diag must have at most 2 '
                    'dimensions.'),
    'scipy block diag list': (lambda: linalg.block_diag([1.0]),
        AttributeError, "'list' object has no attribute 'ndim'"),
    'scipy minimize method': (lambda: optimize.minimize(_f, F(2), method='xx'),
        ValueError, 'Method xx not recognized'),
    'scipy minimize none': (lambda: optimize.minimize(_f, F(2)),
        ValueError, 'You must specify a solver.'),
    'scipy minimize jac': (lambda: optimize.minimize(_f, F(2), method='BFGS', jac=True),
        TypeError, "'bool' object is not callable"),
    'scipy lsa max': (lambda: optimize.linear_sum_assignment(F(2, 2), 'a'),
        TypeError, 'For primitive[LinearSumAssignment], the input argument[maximize] must be '
                   'a type of {Bool}, but got String.'),
    'scipy lsa list': (lambda: optimize.linear_sum_assignment([[1.0]], False),
        ValueError, 'For primitive[LinearSumAssignment], the cost_matrix rank must be equal '
                    'to 2, but got 0.'),
    'scipy lsa dim': (lambda: optimize.linear_sum_assignment(F(2, 2), False, 1),
        TypeError, 'For Primitive[LinearSumAssignment], the type of input '
                   'argument[dimension_limit] must be Tensor but got Int64.'),
    'scipy line search list': (lambda: optimize.line_search(_f, [1.0], F(1)),
        AttributeError, "'list' object has no attribute 'dtype'"),
}
