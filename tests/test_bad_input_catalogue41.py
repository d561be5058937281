"""Bad input, forty-first round (measured against MindSpore 2.10 CPU, one case per forked
process; each row is 2.10's exception type and text): Tensor methods (bad_input_rows41_tensor:
dims out of range, wrong argument types and shapes, new_*/index_put/masked_scatter/copy_/ptp/
trace/inner), nn layers, Cell and Parameter misuse (bad_input_rows41_nn) and ops / mint /
mint.nn.functional with bad shapes and arguments, serialization and context misuse
(bad_input_rows41_ops). The cases after the rows: the good calls next to the refused ones still
run, and state is kept after a refused call."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

import bad_input_rows41_ops
from bad_input_rows27 import _exact
from bad_input_rows41_nn import ROWS as NN
from bad_input_rows41_tensor import ROWS as TENSOR
from conftest import raises_as_mindspore

OPS = bad_input_rows41_ops.ROWS
PARTS = (TENSOR, NN, OPS)
ROWS = {k: v for part in PARTS for k, v in part.items()}


def test_the_row_names_are_distinct():
    assert len(ROWS) == sum(len(p) for p in PARTS)


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name, tmp_path, monkeypatch):
    monkeypatch.setattr(bad_input_rows41_ops, "TMP", str(tmp_path))
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text.replace("{TMP}", str(tmp_path))))


def _x():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def test_new_tensors_take_an_int_a_list_a_tuple_or_a_tensor_size():
    x = _x()
    assert x.new_zeros(2).shape == (2,) and x.new_zeros([2, 1]).shape == (2, 1)
    assert x.new_ones((3,)).asnumpy().tolist() == [1.0, 1.0, 1.0]
    assert x.new_full((2,), 4.0).asnumpy().tolist() == [4.0, 4.0]
    # 2.10's texts (measured): a missing fill_value and a tuple of floats
    with pytest.raises(TypeError, match=_exact("new_full() missing 1 required positional "
                                               "argument: fill_value.")):
        x.new_full((2,))
    with pytest.raises(TypeError, match=_exact("new_zeros(): argument 'size' (position 1) must "
                                               "be tuple of int but found type of tuple at "
                                               "pos 0.")):
        x.new_zeros((2.0,))
    with pytest.raises(TypeError, match=_exact("new_ones(): missing 1 required positional "
                                               "argument: size.")):
        x.new_ones(None)


def test_index_put_checks_accumulate_and_still_adds():
    x, i = _x(), Tensor(np.array([0, 0], np.int32))
    out = x.index_put((i,), Tensor(np.ones(3, np.float32)), True)
    assert out.asnumpy()[0].tolist() == [2.0, 3.0, 4.0]
    # 2.10 (measured): "... should be 'bool', but got type 'NoneType'."
    with pytest.raises(TypeError, match="but got type 'NoneType'"):
        x.index_put((i,), Tensor(np.ones(3, np.float32)), accumulate=None)
    np.testing.assert_array_equal(x.asnumpy(), np.arange(6).reshape(2, 3))


def test_ptp_still_runs():
    x = _x()
    assert x.ptp((0, -1)).asnumpy() == 5.0
    # 2.10's TypeError (measured) for an axis that is no int or tuple
    with pytest.raises(TypeError, match=_exact("For Tensor.ptp, the axis should be int, tuple, "
                                               ", but got <class 'float'>.")):
        x.ptp(0.5)


def test_trace_and_inner_still_run():
    x = _x()
    assert x.trace().asnumpy() == 4.0
    assert ops.inner(x, Tensor(np.ones(3, np.float32))).asnumpy().tolist() == [3.0, 12.0]


def test_masked_scatter_refuses_an_int_mask():
    # 2.10's kernel text (measured) names the dtype by its TypeId: Int32 is 34
    with pytest.raises(TypeError, match=r"but got 34\.$"):
        _x().masked_scatter(Tensor(np.ones((2, 3), np.int32)), _x())


def test_a_refused_copy_keeps_the_tensor():
    x = _x()
    with pytest.raises(RuntimeError, match=r"\[const vector\]\{4\}"):
        x.copy_(Tensor(np.ones(4, np.float32)))
    np.testing.assert_array_equal(x.asnumpy(), np.arange(6).reshape(2, 3))
    x.copy_(Tensor(np.ones(3, np.float32)))
    np.testing.assert_array_equal(x.asnumpy(), np.ones((2, 3)))


def test_a_refused_parameter_change_keeps_the_cell():
    net = nn.Dense(2, 2, weight_init="ones")
    with pytest.raises(TypeError):
        net.weight = 1.0
    assert isinstance(net.weight, Parameter)
    np.testing.assert_array_equal(net.weight.asnumpy(), np.ones((2, 2)))


@pytest.mark.parametrize("fmt, text", [
    ("NHWC", "For 'MaxPool2d, the 'NHWC' format only support in GPU target, but got device "
             "target CPU."),
    ("nchw", "For 'MaxPool2d', the 'format' must be str and must be in '['NCHW', 'NHWC']', but "
             "got 'nchw'."),
])
def test_pooling_data_format_texts(fmt, text):
    # measured on 2.10 (CPU)
    with pytest.raises(ValueError, match=_exact(text)):
        nn.MaxPool2d(2, data_format=fmt)
    assert nn.MaxPool2d(2, data_format="NCHW")(Tensor(np.ones((1, 1, 2, 2), np.float32))).shape \
        == (1, 1, 1, 1)


def test_bernoulli_names_the_tensor_method():
    with pytest.raises(TypeError, match=_exact("Tensor.bernoulli() takes 1 positional argument "
                                               "but 2 were given")):
        _x().bernoulli(0.5)


def test_refused_loads_keep_the_net_and_a_refused_save_writes_nothing(tmp_path):
    net = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    junk = tmp_path / "junk.ckpt"
    junk.write_bytes(b"not a checkpoint")
    with pytest.raises(ValueError, match="The file may be corrupted"):
        ms.load_checkpoint(str(junk), net=net)
    with pytest.raises(TypeError, match="should be a dict"):
        ms.load_param_into_net(net, [])
    with pytest.raises(TypeError):
        ms.load_param_into_net(net, {"weight": Parameter(Tensor(np.zeros((2, 2), np.float32)))},
                               strict_load="a")
    np.testing.assert_array_equal(net.weight.asnumpy(), np.ones((2, 2)))
    with pytest.raises(ValueError, match="the format must be 'safetensors' or 'ckpt'"):
        ms.save_checkpoint(net, str(tmp_path / "a.ckpt"), format="xx")
    assert not list(tmp_path.glob("a.*"))
