"""Session 71 (lead): Tensor without ``__getattr__``, and the steady-state key of ``run_cell``.

CPython 3.11 specialises no attribute read of a class that defines ``__getattr__``: every
``t._data`` of the call paths was a generic lookup. The table's methods and properties are
class attributes now (``ops._table.install_on_class``), and the names minicell deliberately
lacks are refusing descriptors (``common.unsupported.install_on_class``).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.common.unsupported import UNSUPPORTED, UnsupportedError


def test_tensor_classes_define_no_getattr():
    for cls in (ms.Tensor, ms.Parameter):
        assert all("__getattr__" not in vars(k) for k in cls.__mro__), cls


def test_table_property_yields_to_an_instance_attribute():
    t = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert t.T.shape == (3, 2) and t.mT.shape == (3, 2)
    t.__dict__["T"] = "mine"
    assert t.T == "mine" and ms.Tensor(np.ones((2, 3), np.float32)).T.shape == (3, 2)
    assert isinstance(ms.Tensor.T, property)


def test_refused_names_raise_their_reason_and_are_not_listed():
    t = ms.Tensor([1.0])
    names = UNSUPPORTED["Tensor"]
    assert names and not set(names) & set(dir(t))
    for name, why in names.items():
        with pytest.raises(UnsupportedError, match="is not supported by minicell") as info:
            getattr(t, name)
        assert why in str(info.value) and f"Tensor.{name}" in str(info.value)
        with pytest.raises(AttributeError, match=f"type object 'Tensor' has no attribute "
                                                 f"'{name}'"):
            getattr(ms.Tensor, name)


def test_missing_tensor_attribute_is_pythons_attribute_error():
    t = ms.Tensor([1.0])
    with pytest.raises(AttributeError, match="'Tensor' object has no attribute 'no_such'"):
        t.no_such
    assert getattr(t, "indices", None) is None and not hasattr(t, "no_such")
    p = ms.Parameter(ms.Tensor([1.0]), name="p")
    with pytest.raises(AttributeError, match="'Parameter' object has no attribute 'no_such'"):
        p.no_such


class _Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor([2.0], ms.float32), name="w")

    def construct(self, x):
        return x * self.w


def test_steady_call_follows_train_flag_dtype_and_lazy_inputs():
    """The steady-state key of ``run_cell``: a second call with other avals, another train flag or
    an argument that is not a plain Tensor takes the full path (and its own entry)."""
    prev = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Scale()
        x = ms.Tensor([1.0, 3.0], ms.float32)
        assert net(x).asnumpy().tolist() == [2.0, 6.0]
        assert net(x).asnumpy().tolist() == [2.0, 6.0]          # the steady path
        assert net(ms.Tensor([1, 3], ms.int32)).dtype == ms.float32
        net.set_train(True)
        assert net(x).asnumpy().tolist() == [2.0, 6.0]
        entries = net.__dict__["_compiled"]["__cache__"].by_aval
        assert len(entries) == 3      # float32, int32, float32 in training: one entry each
        lazy = ms.Tensor(shape=(2,), dtype=ms.float32, init=ms.common.initializer.One())
        assert net(lazy).asnumpy().tolist() == [2.0, 2.0]
        assert net(x).asnumpy().tolist() == [2.0, 6.0]
        net.w.set_data(ms.Tensor([3.0], ms.float32))
        assert net(x).asnumpy().tolist() == [3.0, 9.0] and len(entries) == 3
    finally:
        ms.set_context(mode=prev)
