"""Bad input, sixty-first round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): Tensor operators given None on either side, op by op
and in ``@ms.jit`` functions (``t + None``, ``None - p``, ``t < None``, ``None & t``), a string
in a graph, ``t op= None`` (op by op 2.10 names the in-place method: ``add_``, ``remainder_``);
hand-written Primitive classes called by 2.10's input names (``GeLU()(input=x)``,
``Range()(start=, end=, step=)``) and with none, too many, a bogus keyword or the other
spelling. After the rows: the good calls measured next to them, and refused calls that leave
their operands as they were (measured on 2.10: /tmp/s78/bad78/c1.py, c2.py, run by run.py)."""

import operator

import numpy as np
import pytest

from conftest import catalogue, catalogue_tests
from minicell import Parameter, Tensor

ROWS, GOOD = catalogue("bad_input_rows61_", ("ops", "opsg", "prims", "kw"))


test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work = \
    catalogue_tests(ROWS, GOOD)


@pytest.mark.parametrize("op", [operator.iadd, operator.isub, operator.imul,
                                operator.itruediv, operator.ifloordiv, operator.imod])
def test_refused_augmented_none_keeps_the_operand(op):
    t = Tensor(np.array([1.0, 2.0], np.float32))
    p = Parameter(Tensor(np.array([3.0, 4.0], np.float32)), name="p")
    for target in (t, p):
        before = target.asnumpy().copy()
        with pytest.raises(TypeError, match="^Failed calling "):
            op(target, None)
        assert target.asnumpy().tolist() == before.tolist()


def test_augmented_with_a_tensor_still_computes():
    # the None check sits on the += path: a Tensor operand is added as before
    t = Tensor(np.array([1.0, 2.0], np.float32))
    t += Tensor(np.array([0.5, 0.5], np.float32))
    assert t.asnumpy().tolist() == [1.5, 2.5]
