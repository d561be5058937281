"""MindSpore ut/python cases (round 17): behaviour measured on MindSpore 2.10 CPU."""
import logging
import os
import re

import pytest

_LOG_ENV = ("GLOG_v", "GLOG_logtostderr", "GLOG_log_dir", "logger_maxBytes", "logger_backupCount",
            "GLOG_stderrthreshold")


@pytest.fixture
def fresh_logger(monkeypatch):
    """A logger built from the test's environment; afterwards the ``minicell`` logger (one
    ``logging`` object, the one a ``GLOBAL_LOGGER`` built before holds too) gets its handlers,
    level and propagation back: with its handlers only removed, a worker that had built the
    logger before kept a silent one (test_s64_ut64's warnings missing under xdist)."""
    from minicell import log as logger
    shared = logging.getLogger("minicell")
    before = (list(shared.handlers), shared.level, shared.propagate)
    for name in _LOG_ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(logger, "GLOBAL_LOGGER", None)
    yield logger
    for handler in list(shared.handlers):
        shared.removeHandler(handler)
        if handler not in before[0]:
            handler.close()
    for handler in before[0]:
        shared.addHandler(handler)
    shared.setLevel(before[1])
    shared.propagate = before[2]


@pytest.mark.parametrize("env, message", [
    ({"GLOG_v": "test"}, "Incorrect log level, please check the configuration of GLOG_v or "
                         "GLOG_stderrthreshold, desired log level: 4-CRITICAL, 3-ERROR, "
                         "2-WARNING, 1-INFO, 0-DEBUG. But got test."),
    ({"GLOG_stderrthreshold": "7"}, "desired log level: 4-CRITICAL"),
    ({"GLOG_logtostderr": "6"}, "the value of GLOG_logtostderr must be 0 or 1, but got 6."),
    ({"GLOG_logtostderr": "0"}, "When GLOG_logtostderr is set to 0, the directory of saving log "
                                "GLOG_log_dir must be set, but got it empty."),
    ({"GLOG_logtostderr": "0", "GLOG_log_dir": "/tmp", "logger_maxBytes": "-1"},
     "the value of logger_maxBytes must be positive integer. But got logger_maxBytes:-1."),
])
def test_log_settings_are_checked_as_mindspore_does(fresh_logger, monkeypatch, env, message):
    # Messages measured on MindSpore 2.10 (log._get_env_config / _verify_config, and at first use).
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    config = fresh_logger._get_env_config()
    with pytest.raises(ValueError) as err:
        fresh_logger._verify_config(config)
    assert message in str(err.value)
    with pytest.raises(ValueError):
        fresh_logger.warning("not written")


def test_log_to_a_rotating_file_under_rank_dir(fresh_logger, monkeypatch, tmp_path, capsys):
    # MindSpore 2.10: GLOG_logtostderr=0 writes $GLOG_log_dir/rank_0/logs/mindspore.log.<pid>,
    # rotating at logger_maxBytes with logger_backupCount backups; stderr gets WARNING and up.
    for name, value in {"GLOG_v": "1", "GLOG_logtostderr": "0", "GLOG_log_dir": str(tmp_path),
                        "logger_maxBytes": "1000", "logger_backupCount": "3"}.items():
        monkeypatch.setenv(name, value)
    for i in range(60):
        fresh_logger.info("message number %d", i)
    logs = tmp_path / "rank_0" / "logs"
    names = sorted(os.listdir(logs))
    assert names[0] == f"mindspore.log.{os.getpid()}" and len(names) == 4
    first_line = (logs / names[0]).read_text().splitlines()[0]
    assert re.fullmatch(r"\[INFO\] ME\(\d+:\d+,MainProcess\):\d{4}-\d\d-\d\d-[\d:]{8}\.\d{3}\.\d{3} "
                        r"\[\S*test_ms_ut_round17\.py:\d+\] message number \d+", first_line)
    assert capsys.readouterr().err == ""
    assert fresh_logger.get_log_config() == {
        "GLOG_v": "1", "GLOG_logtostderr": "0", "GLOG_log_dir": str(logs),
        "logger_maxBytes": 1000, "logger_backupCount": 3, "GLOG_stderrthreshold": "2"}
    fresh_logger.warning("also on stderr")
    assert "also on stderr" in capsys.readouterr().err
    # The environment is read once: a later change needs GLOBAL_LOGGER reset, as in MindSpore.
    monkeypatch.setenv("GLOG_v", "3")
    assert fresh_logger.get_level() == "1"


class _AssignedInIfInFor:
    def construct(self, x):
        for _ in range(2):
            if x < 0:
                y = x
        return y


class _AssignedInElse:
    def construct(self, x):
        if x < 0:
            x = x + 1
        else:
            y = 0
        return y * x


@pytest.mark.parametrize("body, message", [
    # Both texts measured on MindSpore 2.10 (UnboundLocalError at compile time).
    (_AssignedInIfInFor.construct,
     "The local variable 'y' defined in the 'for' loop body cannot be used outside of the loop "
     "body. Please define variable 'y' before 'for'."),
    (_AssignedInElse.construct,
     "The local variable 'y' is not defined in true branch, but defined in false branch."),
])
def test_variable_assigned_in_one_block_names_the_block_and_the_read(body, message):
    import minicell as ms
    from minicell import nn, Tensor
    net = type("Net", (nn.Cell,), {"construct": body})()
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(UnboundLocalError) as err:
        net(Tensor([1.0], ms.float32))
    text = str(err.value)
    assert text.startswith(message)
    # Like MindSpore, the function is quoted from its def line down to the read of 'y'.
    assert "def construct(self, x):" in text and "return y" in text


def test_fstring_fields_in_a_graph_show_constant_tensors_as_mindspore_does():
    import numpy as np
    import minicell as ms
    from minicell import Tensor

    @ms.jit
    def text():
        t = Tensor([[1, 2], [3, 4]])
        return f"{t}|{Tensor([1.5, 2.0])!r}|{Tensor(True)}|{Tensor(2.0)}|{np.array([1, 2])}"

    # Measured on MindSpore 2.10: a constant Tensor is shown whole (the graph's text for it,
    # whatever the conversion), a numpy array as a PythonObject.
    assert text() == ("Tensor(shape=[2, 2], dtype=Int64, value=\n[[1 2]\n [3 4]])|"
                      "Tensor(shape=[2], dtype=Float32, value=[ 1.50000000e+00  2.00000000e+00])|"
                      "Tensor(shape=[], dtype=Bool, value=True)|"
                      "Tensor(shape=[], dtype=Float32, value=2)|"
                      "PythonObject(type: <class 'numpy.ndarray'>, value: [1 2])")


def test_sequence_index_out_of_range_names_the_valid_range():
    import minicell as ms
    from minicell import Tensor

    @ms.jit
    def pick(x):
        pair, items = (x, x + 1), [x, x]
        if x.shape[0] == 1:
            return pair[-3]
        return items[2]

    # Messages measured on MindSpore 2.10 (IndexError at compile time).
    with pytest.raises(IndexError, match=r"^TupleGetItem evaluator index should be in "
                                         r"range\[-2, 2\), but got -3\.$"):
        pick(Tensor([1.0]))
    with pytest.raises(IndexError, match=r"^list_getitem evaluator index should be in "
                                         r"range\[-2, 2\), but got 2\.$"):
        pick(Tensor([1.0, 2.0]))


def test_monad_markers_pass_through_depend():
    import minicell as ms
    from minicell import Tensor, ops
    from minicell.common import _monad as monad

    @ms.jit
    def mul(x, y):
        return ops.depend(ops.Mul()(x, y), monad.U), ops.depend(x, monad.IO)

    # MindSpore 2.10: depend(x, U) is x (2.0 * 3.0 = 6.0), in a graph and eagerly.
    out, same = mul(Tensor(2.0), Tensor(3.0))
    assert (out.asnumpy().item(), same.asnumpy().item()) == (6.0, 2.0)
    assert ops.depend(Tensor(1.5), monad.U).asnumpy().item() == 1.5
    assert isinstance(monad.U, monad.UMonad) and isinstance(monad.IO, monad.IOMonad)


def test_softmax_primitive_keeps_an_int_axis_as_a_tuple():
    from minicell import nn, ops
    # MindSpore 2.10: Softmax(1).axis == (1,) (repr Prim[Softmax]<axis=(1,)>), a list is a
    # TypeError; LogSoftmax keeps its axis as given.
    assert nn.Softmax(1).softmax.axis == (1,) and nn.Softmax().softmax.axis == (-1,)
    assert repr(ops.Softmax(1)) == "Prim[Softmax]<axis=(1,)>"
    assert ops.LogSoftmax(1).axis == 1
    with pytest.raises(TypeError, match="the type of 'axis' should be one of"):
        ops.Softmax([1])


def test_jit_executor_phases_follow_the_compiled_graph():
    import numpy as np
    import minicell as ms
    from minicell import Tensor, mutable, nn
    from minicell.common.api import _CellGraphExecutor, _JitExecutor

    class Scale(nn.Cell):
        def construct(self, x, k):
            return x * k

    net, x = Scale(), Tensor(np.ones(2, np.float32))
    # MindSpore 2.10 (mutable/test_mutable_in_graph.py): a constant scalar is part of the graph,
    # so another value is another phase; a mutable scalar is an input, so the phase is shared.
    executor = _JitExecutor(net.construct, 0)
    assert executor.compile("construct", x, 2) != executor.compile("construct", x, 3)
    assert executor.compile("construct", x, mutable(2)) == \
        executor.compile("construct", x, mutable(3))
    cells = _CellGraphExecutor()
    first, newly = cells.compile(net, x, mutable(2))
    again, newly_again = cells.compile(net, x, mutable(3))
    assert first == again and newly and not newly_again
    assert executor(x, 4).asnumpy().tolist() == [4.0, 4.0]


def test_mutable_in_a_graph_takes_one_or_two_inputs():
    import minicell as ms

    @ms.jit
    def none_given():
        return ms.mutable()

    # MindSpore 2.10: RuntimeError at compile time.
    with pytest.raises(RuntimeError, match="For 'mutable', the number of inputs should be 1 or "
                                           "2, but got 0"):
        none_given()


def test_attribute_error_in_a_graph_names_mindspores_types():
    from typing import NamedTuple
    import minicell as ms
    from minicell import nn

    class Pair(NamedTuple):
        a: int
        b: int

    class Shape(nn.Cell):
        def construct(self, x):
            return x.shape

    ms.set_context(mode=ms.GRAPH_MODE)
    # Measured on MindSpore 2.10 (GRAPH_MODE AttributeError texts).
    for value, shown in ((1, "Int"), ("ab", "String"), ({"a": 1}, "Dictionary"),
                         (Pair(1, 2), "NamedTuple")):
        with pytest.raises(AttributeError, match=f"^'{shown}' object has no attribute 'shape'"):
            Shape()(value)


def test_one_element_sensitivity_of_a_scalar_output():
    import numpy as np
    import minicell as ms
    from minicell import Tensor, nn, ops

    class Total(nn.Cell):
        def construct(self, x):
            return (x * 2).sum()

    # MindSpore 2.10 (both modes): a sens of shape (1,) for a 0-d output is taken, as
    # TrainOneStepWithLossScaleCell's scale_sense=Tensor([1.0]) on a scalar loss needs.
    ms.set_context(mode=ms.GRAPH_MODE)
    grad = ops.GradOperation(sens_param=True)(Total())
    out = grad(Tensor(np.ones(2, np.float32)), Tensor(np.full((1,), 3.0, np.float32)))
    assert out.asnumpy().tolist() == [6.0, 6.0]
