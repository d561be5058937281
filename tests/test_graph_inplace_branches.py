"""A plain Tensor (not a Parameter) written in place (``AssignAdd``, ``ops.assign``,
``t[i] = v``) inside a branch of a tensor-dependent ``if`` in GRAPH_MODE: the write is seen after
the ``if`` when that branch runs, never by the other branch, and through helper functions and
nested ``if``s; results agree with PYNATIVE_MODE (MindSpore's tensor_inplace st tests)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.ops import operations as P

MODES = pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])


class HelperWrites(nn.Cell):
    def add_func(self, x1, y1):
        if x1 != y1:
            P.AssignAdd()(x1, y1)
        else:
            x1 = y1 - x1
        return x1

    def construct(self, x, y):
        if x < y:
            self.add_func(x, y)
        y = P.Sub()(x, y)
        return x, y


class OtherBranchReadsOriginal(nn.Cell):
    def construct(self, x, y):
        if (x > y).all():
            x[0] = 100.0
            out = x * 1
        else:
            out = x + 0          # the write in the true branch is not seen here
        return out, x


class BranchLocalWritten(nn.Cell):
    def construct(self, x, y):
        if x < y:
            z = x - y
            P.AssignAdd()(z, y)
        else:
            z = x + y
        return P.Sub()(z, y)


@MODES
@pytest.mark.parametrize("xv, yv, want", [(2, 3, (5, 2)), (3, 2, (3, 1))])
def test_write_in_a_helper_called_from_a_branch_reaches_the_caller(mode, xv, yv, want):
    ms.set_context(mode=mode)
    x, y = HelperWrites()(ms.Tensor(xv, ms.int32), ms.Tensor(yv, ms.int32))
    assert (int(x), int(y)) == want


@MODES
@pytest.mark.parametrize("xv, want_out, want_x", [
    ([1.0, 2.0], [1.0, 2.0], [1.0, 2.0]), ([5.0, 6.0], [100.0, 6.0], [100.0, 6.0])])
def test_setitem_in_one_branch_is_not_seen_by_the_other(mode, xv, want_out, want_x):
    ms.set_context(mode=mode)
    out, x = OtherBranchReadsOriginal()(ms.Tensor(np.array(xv, np.float32)),
                                        ms.Tensor(np.array([3.0, 3.0], np.float32)))
    assert out.asnumpy().tolist() == want_out and x.asnumpy().tolist() == want_x


@MODES
def test_tensor_made_and_written_in_a_branch(mode):
    ms.set_context(mode=mode)
    out = BranchLocalWritten()(ms.Tensor(2, ms.int32), ms.Tensor(3, ms.int32))
    assert int(out) == -1
    out = BranchLocalWritten()(ms.Tensor(4, ms.int32), ms.Tensor(3, ms.int32))
    assert int(out) == 4
