"""Regressions found by fuzz family 30 (``fuzz_programs30``) and fuzz29's leftovers, measured
on MindSpore 2.10 (CPU, /tmp/fuzz30/lo*.py)."""
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.common import dtype as mstype


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_dtype_kind_classes_are_the_dtypes_classes():
    """2.10: ``type(ms.float32) is mstype.typing.Float`` (Int, UInt, BFloat, Bool, Complex; the
    generic ``ms.int_``/``ms.uint``/``ms.float_`` are of the same classes), every kind class
    derives from ``typing.Number`` and that from ``typing.Type``; minicell had two classes of each
    name (one for the dtypes, one for the kinds), so ``is`` was False."""
    typing = mstype.typing
    pairs = [(ms.float32, typing.Float), (ms.float16, typing.Float), (ms.float64, typing.Float),
             (ms.int8, typing.Int), (ms.int32, typing.Int), (ms.uint8, typing.UInt),
             (ms.bool_, typing.Bool), (ms.bfloat16, typing.BFloat), (ms.complex128, typing.Complex),
             (ms.int_, typing.Int), (ms.uint, typing.UInt), (ms.float_, typing.Float)]
    assert [type(d) is k for d, k in pairs] == [True] * len(pairs)
    from minicell._c_expression import typing as c_typing
    assert typing is c_typing
    assert [c.__name__ for c in typing.Float.__mro__[:3]] == ["Float", "Number", "Type"]
    assert issubclass(typing.Float, typing.Number) and issubclass(typing.Number, typing.Type)
    assert isinstance(ms.int_, typing.Number) and isinstance(ms.float32, typing.Type)
    assert not isinstance(ms.bfloat16, typing.Float) and isinstance(ms.number, typing.Number)
    assert type(ms.float32)(64) is ms.float64 and type(ms.int64)(8) is ms.int8
    assert typing.Number() == ms.number
    # equality, hashing and pickling as 2.10's
    assert ms.int_ != ms.int32 and ms.int_ == ms.int_ and ms.float32 == typing.Float(32)
    assert hash(ms.float32) == hash(typing.Float(32))
    assert pickle.loads(pickle.dumps(ms.int_)) is ms.int_
    assert pickle.loads(pickle.dumps(ms.float32)) is ms.float32
    assert (str(ms.int_), repr(ms.int_), repr(ms.bool_), str(ms.bfloat16)) == \
        ("Int", "mindspore.int", "mindspore.bool", "BFloat16")
    # minicell's Type check still means "a Tensor dtype": Tensor(x, ms.int_) stays 2.10's error
    with pytest.raises(TypeError, match="the 'dtype' should be one of"):
        Tensor([1], ms.int_)
    assert ops.cast(Tensor([1.5]), ms.int_).dtype == ms.int32
