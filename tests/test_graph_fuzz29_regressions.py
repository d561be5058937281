"""Regressions found by fuzz family 29 (``fuzz_programs29``) and fuzz28's leftovers, measured
on MindSpore 2.10 (CPU, /tmp/fuzz29/lo*.py)."""
import pickle
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor
from minicell._c_expression import typing
from minicell.compiler.errors import CompileWarning


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_dtype_classes_are_named_as_2_10():
    """``type(ms.float32).__name__`` is 'Float' in 2.10 (the dtypes are instances of
    ``mindspore._c_expression.typing.Float`` / Int / UInt / BFloat / Bool / Complex; the
    non-tensor types of String / List / Tuple / Number / TypeNone); minicell said 'Type'."""
    names = {ms.float32: "Float", ms.float16: "Float", ms.float64: "Float",
             ms.bfloat16: "BFloat", ms.int8: "Int", ms.int64: "Int", ms.uint8: "UInt",
             ms.bool_: "Bool", ms.complex64: "Complex", ms.string: "String", ms.list_: "List",
             ms.tuple_: "Tuple", ms.number: "Number", ms.type_none: "TypeNone",
             ms.tensor_type: "TensorType", ms.int_: "Int", ms.float_: "Float"}
    assert {t: type(t).__name__ for t in names} == names
    assert type(ms.float32) is type(ms.float64) and type(ms.float32) is not type(ms.int32)
    assert repr(type(ms.int32)) == "<class 'minicell._c_expression.typing.Int'>"
    # what the kind classes answer is unchanged
    assert isinstance(ms.float32, typing.Float) and not isinstance(ms.bfloat16, typing.Float)
    assert isinstance(ms.int32, type(ms.int_)) and type(ms.int_) is typing.Int
    assert typing.Float(32) is ms.float32 and pickle.loads(pickle.dumps(ms.float32)) is ms.float32
    assert pickle.loads(pickle.dumps(ms.string)) is ms.string
    assert str(ms.float32) == "Float32" and repr(ms.list_) == "mindspore.list_"


class _ReturnNumber(nn.Cell):
    def __init__(self, value):
        super().__init__()
        self.value = value

    def construct(self, x):
        t = (x * 2).sum()
        if t > 0:
            return self.value
        return None


@pytest.mark.parametrize("value, dtype", [(6, ms.int64), (6.5, ms.float32)])
def test_a_number_or_none_return_is_a_tensor_in_graph(graph, value, dtype):
    """``if c: return 6`` where the function otherwise returns None: 2.10's GRAPH_MODE gives
    Tensor(6, Int64) (6.5: Float32) or None (measured; PYNATIVE_MODE the int 6). minicell ran
    the signature op by op and gave the Python number."""
    net = _ReturnNumber(value)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        out = net(Tensor([1.0, 2.0]))
        none = net(Tensor([-1.0, -2.0]))
    assert isinstance(out, Tensor) and out.dtype == dtype and out.shape == ()
    assert out.item() == value and none is None
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert type(net(Tensor([1.0, 2.0]))) is type(value)
