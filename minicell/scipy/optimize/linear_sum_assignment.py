"""``mindspore.scipy.optimize.linear_sum_assignment``."""
import sys

from ...common.tensor import Tensor
from ..ops import LinearSumAssignment


def linear_sum_assignment(cost_matrix, maximize, dimension_limit=Tensor(sys.maxsize)):
    """The assignment of rows to columns of the 2-D ``cost_matrix`` with the least (``maximize``:
    greatest) total, using only its first ``dimension_limit`` (an int64 Tensor) columns: (row
    indices, column indices), int64, of length min(M, N), -1 padded, rows ascending.

    >>> import minicell as ms
    >>> rows, cols = linear_sum_assignment(ms.Tensor([[2.0, 3, 3], [3, 2, 3], [3, 3, 2]]), False)
    >>> cols.asnumpy().tolist()
    [0, 1, 2]
    """
    return LinearSumAssignment()(cost_matrix, dimension_limit, maximize)
