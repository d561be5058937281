"""``mindspore._extends`` (``cell_attr_register``, ``parse.compile_config``,
``parse.standard_method``) and ``_inner_ops.TopTypeof``: values and types as MindSpore 2.10
gives them (measured), in both modes where a Cell runs them."""
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import dtype as mstype, nn
from minicell._extends import cell_attr_register
from minicell._extends.parse import compile_config, standard_method as sm
from minicell.ops.operations._inner_ops import TopTypeof
from conftest import FnCell


def test_cell_attr_register_records_the_given_arguments_or_the_named_attributes():
    class Block(nn.Cell):
        @cell_attr_register
        def __init__(self, width, act="relu"):
            super().__init__()
            self.width = width

    class Named(nn.Cell):
        @cell_attr_register(attrs=["width", "missing"])
        def __init__(self, width):
            super().__init__()
            self.width = width

    assert Block(4).cell_init_args == "Blockdict_values([4])"
    assert Block(4, act="x").cell_init_args == "Blockdict_values([4, 'x'])"
    assert Block(4).width == 4
    assert Named(3).cell_init_args == "Named[3]"
    with pytest.raises(ValueError, match="attrs must be list or string"):
        cell_attr_register(attrs=3)


def test_compile_config_switches_can_be_set():
    assert compile_config.FALLBACK_SUPPORT_LIST_DICT_INPLACE == ""
    assert compile_config.JIT_ENABLE_AUGASSIGN_INPLACE == "0"
    assert "CHECK_BPROP" in compile_config.SWITCHES
    compile_config.CHECK_BPROP = 1
    compile_config.CHECK_BPROP = ""


def test_standard_methods_are_the_tensor_methods_as_functions(mode):
    ms.set_context(mode=mode)
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert FnCell(sm.unsqueeze)(x, 0).shape == (1, 2, 3)
    np.testing.assert_array_equal(FnCell(sm.argmax)(x).asnumpy(), 5)
    np.testing.assert_array_equal(sm.swapaxes(x, 0, 1).asnumpy(), x.asnumpy().T)
    assert sm.view is sm.view and sm.view.__name__ == "view"
    with pytest.raises(AttributeError, match="no attribute 'no_such_method'"):
        sm.no_such_method       # noqa: B018
    assert bool(FnCell(sm.tensor_bool)(ms.Tensor([4.0]))) is True
    assert bool(FnCell(sm.tensor_bool)(ms.Tensor(0.0))) is False


def test_tensor_bool_and_sequence_helpers():
    assert sm.tensor_bool(ms.Tensor([4.0])) is True        # a Python bool in PYNATIVE_MODE
    with pytest.raises(ValueError, match=r"shape is \(\) or \(1,\).*shape is \(2\)"):
        sm.tensor_bool(ms.Tensor([4.0, 1.0]))
    data = [2]
    assert sm.list_append(data, 3) == [2, 3] and data == [2]
    assert sm.list_insert([1, 3], 1, 2) == [1, 2, 3]
    assert sm.ms_len((1, 2, 3)) == 3


def test_top_typeof_and_typeof(mode):
    ms.set_context(mode=mode)
    assert TopTypeof()(ms.Tensor(1.0)) is mstype.tensor_type
    assert repr(TopTypeof()((1, 2))) == "mindspore.tuple_"
    t = ms.ops.typeof(ms.Tensor(1.0))
    assert isinstance(t, mstype.TensorType) and t == mstype.TensorType(ms.float32)
    assert (repr(t), str(t)) == ("mindspore.tensor[float32]", "Tensor[Float32]")
    assert pickle.loads(pickle.dumps(t)) == t

    @ms.jit
    def count_dims(x, index):
        n = 0
        for item in (index, 1):
            if isinstance(TopTypeof()(item), mstype.TensorType) and item.dtype == mstype.bool_:
                n += item.ndim
            else:
                n += 1
        return x + n

    assert float(count_dims(ms.Tensor(1.0), ms.Tensor([[True], [False]]))) == 4.0
