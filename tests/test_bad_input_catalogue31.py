"""Bad input, thirty-first round (measured against MindSpore 2.10 CPU with /tmp/bad31's
catalogues, one case per forked process; each row is 2.10's exception type and text).

- round 30's leftovers: ``Parameter.set_dtype``/``Tensor.set_dtype`` of what is no MindSpore
  type (2.10's pybind RuntimeError; ``None`` keeps the dtype), NLLLoss/``nll_loss``/
  ``cross_entropy`` with a label batch larger than the input (2.10's GatherD text);
- ``Model`` and its callbacks: the optimizer/loss-scale-manager type texts, ``train``/``fit``/
  ``eval``'s Validator texts in 2.10's order (the dataset is read before the sink size and the
  validation arguments), a dataset that is no dataset, ``ModelCheckpoint``'s blank directory,
  ``CheckpointConfig``'s append_info, ``Model.build``/``infer_predict_layout`` on CPU;
- ``save_checkpoint``/``load_checkpoint``/``load_param_into_net``: Validator texts naming no API;
- ``grad``/``GradOperation``: ``grad_position`` elements, ``weights`` and ``fn`` types;
- ``nn.Cell.insert_param_to_cell`` names, ``ParameterTuple`` of a non-iterable, ``set_context``'s
  mode and unknown-key texts, ``jit``'s backend type;
- callbacks' arguments (``OnRequestExit`` takes any file_name, its directory is os.path's text),
  Parameter flags, ``mutable``, and a list/tuple of strings given to ``Tensor`` (2.10's
  unsupported-element text even with a dtype: ``Tensor(["1", "2"], ms.float32)`` was [1., 2.]).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn
from minicell.train import CheckpointConfig, Model
from bad_input_rows27 import _exact
from bad_input_rows31 import ROWS as _LEFT
from bad_input_rows31_cb import ROWS as _CB
from bad_input_rows31_cell import ROWS as _CELL
from bad_input_rows31_grad import ROWS as _GRAD
from bad_input_rows31_io import ROWS as _IO
from bad_input_rows31_model import ROWS as _MODEL
from bad_input_rows31_more import ROWS as _MORE
from conftest import raises_as_mindspore


ROWS = {}
for _part, _rows in (("left", _LEFT), ("model", _MODEL), ("io", _IO), ("grad", _GRAD),
                     ("cell", _CELL), ("more", _MORE), ("callbacks", _CB)):
    ROWS.update({f"{_part}: {name}": row for name, row in _rows.items()})


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


# 2.10's values where minicell raised or differed before (measured)
def test_set_dtype_none_keeps_the_dtype_and_a_type_casts():
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    assert p.set_dtype(None) is None and p.dtype == ms.float32
    t = Tensor(np.ones(2, np.float32))
    assert t.set_dtype(None) is None and t.dtype == ms.float32
    assert t.set_dtype(ms.float16) == ms.float16 and t.dtype == ms.float16
    with pytest.raises(RuntimeError, match=_exact(
            "Unable to cast Python instance of type <class 'str'> to C++ type "
            "'std::shared_ptr<mindspore::Type>'")):
        t.set_dtype("float32")
    assert t.dtype == ms.float16


def test_checkpoint_config_takes_another_format_and_model_builds_without_optimizer():
    assert CheckpointConfig(format="h5").format == "h5"
    # keep_batchnorm_fp32 is read only when a training network is built (with an optimizer)
    assert isinstance(Model(nn.Dense(3, 2), nn.MSELoss(), keep_batchnorm_fp32="yes"), Model)


def test_load_param_into_net_mismatch_changes_nothing_and_strict_loads_the_rest():
    net = nn.Dense(3, 2)
    before = [p.asnumpy().tolist() for p in net.get_parameters()]
    bad = {"weight": Parameter(Tensor(np.zeros((3, 3), np.float32)), name="weight"),
           "bias": Parameter(Tensor(np.zeros((2,), np.float32)), name="bias")}
    with pytest.raises(RuntimeError, match="should have the same shape as weight"):
        ms.load_param_into_net(net, bad)
    assert [p.asnumpy().tolist() for p in net.get_parameters()] == before
    with pytest.warns(UserWarning, match="Not loaded: 'bias'"):
        missing = ms.load_param_into_net(
            net, {"weight": Parameter(Tensor(np.zeros((2, 3), np.float32)), name="weight")},
            strict_load=True)
    assert missing == (["bias"], [])
    assert net.weight.asnumpy().tolist() == [[0.0] * 3] * 2
    assert net.bias.asnumpy().tolist() == before[1]


@pytest.mark.heavy
def test_model_checkpoint_of_another_format_fails_when_it_saves(tmp_path):
    # 2.10 (measured): CheckpointConfig takes format='h5'; the first save is the ValueError
    net = nn.Dense(3, 2)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    data = [(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 2), np.float32)))]
    cb = ms.train.ModelCheckpoint(directory=str(tmp_path), config=CheckpointConfig(format="h5"))
    with pytest.raises(ValueError, match=_exact(
            "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got h5.")):
        model.train(1, data, callbacks=[cb])


@pytest.mark.heavy
def test_has_aux_with_a_list_output_runs_the_forward_then_refuses():
    # 2.10 (measured, /tmp/bad31's b3): a list is not the tuple has_aux needs; the forward runs
    # first (its first compilation makes this case about 1 s)
    x = Tensor(np.ones((2, 3), np.float32))

    def fl(a):
        return [(a * a).sum(), a]

    text = _exact("When has_aux is True, origin fn requires more than one outputs.")
    for transform in (ms.grad, ms.value_and_grad):
        with pytest.raises(ValueError, match=text):
            transform(fl, has_aux=True)(x)
