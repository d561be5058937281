"""Session 76, MindSpore's own tests re-run on the current tree: what had regressed.

``a[i:j][k:l] = b`` on a Python list in GRAPH_MODE wrote ``b`` through into ``a`` after
06f56aa7 (the chained store's write-back, ``aug_items.chain_item``, wrote the slice back into
the list). A list's slice is a copy: Python, minicell's PYNATIVE_MODE and 2.10's graphs
(measured, /tmp/s76/reg76/w/ds.py, ds2.py) leave ``a`` as it was. Upstream
ut/python/graph_syntax/list/test_list_assign.py::test_list_double_slice passed in session 73
and failed at b0887561."""
import pytest

import minicell as ms
from minicell import jit, nn

_A = [1, 2, 3, 4, 5, 6, 7, 8, 9]


@jit
def _double_slice(a, b, start1, stop1, step1, start2, stop2, step2):
    a[start1:stop1:step1][start2:stop2:step2] = b
    return a


class _DoubleSlice(nn.Cell):
    def construct(self, a, b):
        a[1:None:2][0:None:2] = b
        return a


@pytest.fixture
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE], indirect=True)
def test_jit_list_double_slice_store_leaves_the_list(mode):
    a = list(_A)
    assert _double_slice(a, [11, 22, 33], 0, None, 1, 0, None, 3) == _A      # 2.10: unchanged
    assert a == _A


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE], indirect=True)
def test_cell_list_double_slice_store_leaves_the_list(mode):
    assert _DoubleSlice()(list(_A), [11, 22]) == _A                           # 2.10: unchanged

