"""Gaps that MindSpore's own ut tests (tests/ut/python outside the graph front end) showed
against 2.10, each fixed to 2.10's measured behaviour (session 61, helper ut61a)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor


class _Cube(nn.Cell):
    def construct(self, x):
        return x ** 3


class _Two(nn.Cell):
    def construct(self, x, y):
        return x ** 3 + y


_X = Tensor(np.array([[1, 2], [3, 4]], np.float32))
_V = Tensor(np.ones((2, 2), np.float32))


# measured on 2.10 (both modes): nn.Jvp checks fn's arity, then joins v with the inputs' form
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case, text", [
    ("v_tuple", "Type Join Failed: Abstract type AbstractTuple cannot join with AbstractTensor."),
    ("v_tensor", "Type Join Failed: Abstract type AbstractTensor cannot join with AbstractTuple."),
    ("arity", "The parameters number of the function is 1, but the number of provided arguments "
              "is 2."),
])
def test_jvp_cell_wrong_inputs_are_type_errors(mode, case, text):
    ms.set_context(mode=mode)
    args = {"v_tuple": (_Cube(), _X, (_V, _V)), "v_tensor": (_Two(), _X, _X, _V),
            "arity": (_Cube(), _X, _X, _V)}[case]
    with pytest.raises(TypeError) as info:
        nn.Jvp(args[0])(*args[1:])
    assert str(info.value) == text


def test_jvp_cell_right_inputs_still_work():
    out, tangent = nn.Jvp(_Two())(_X, _X, (_V, _V))
    assert np.allclose(out.asnumpy(), _X.asnumpy() ** 3 + _X.asnumpy())
    assert np.allclose(tangent.asnumpy(), 3 * _X.asnumpy() ** 2 + 1)
