"""``minicell._c_expression`` (MindSpore's C++ extension module: only the names with a meaning in
minicell) and ``minicell.common._pijit_context``: ``TensorPy`` is the Tensor class,
``get_code_extra`` answers ``None`` (no bytecode capture ran), ``PIJitCaptureContext`` compiles
as ``jit(capture_mode="bytecode")`` does."""
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell._c_expression import (TensorPy, function_id, get_code_extra,
                                    update_pijit_default_config)
from minicell.common._pijit_context import PIJitCaptureContext


def test_tensorpy_is_the_tensor_class_and_round_trips_through_pickle():
    x = ms.Tensor(np.arange(6.0).reshape(2, 3))
    assert isinstance(x, TensorPy) and isinstance(ms.Parameter(x, name="p"), TensorPy)
    t = TensorPy(x)
    back = pickle.loads(pickle.dumps(t))
    np.testing.assert_array_equal(back.asnumpy(), x.asnumpy())
    assert TensorPy(np.ones(2, np.float32)).asnumpy().tolist() == [1.0, 1.0]


def _double(x):
    return x * 2


def test_pijit_capture_compiles_and_keeps_minicell_s_record():
    fn = PIJitCaptureContext(jit_config={"jit_level": "O0"})(_double)
    assert fn.__wrapped__ is _double and fn.__minicell_jit__
    assert get_code_extra(_double) is None          # not run yet: no record, as MindSpore
    assert fn(ms.Tensor([1.5, 2.0])).asnumpy().tolist() == [3.0, 4.0]
    rec = get_code_extra(_double)
    assert rec is get_code_extra(_double.__code__)
    assert (rec["stat"], rec["break_count_"], rec["compile_count_"]) == ("GRAPH_CALLABLE", 0, 1)
    assert rec["code"]["call_count_"] == 1 and rec["code"]["phase_"] == "_double"
    fn(ms.Tensor([1.0, 2.0]))                       # the same signature: no compile
    fn(ms.Tensor([1.0]))                            # a new one: compiled again
    # PIJit counts the calls of the version that ran (2.10 measured: 1, 2, then 1)
    assert (rec["compile_count_"], rec["code"]["call_count_"]) == (2, 1)
    with pytest.raises(TypeError, match="'jit_config' must be a dict or a JitConfig"):
        PIJitCaptureContext(jit_config=3)


def _positives(x):
    return x[x > 0]             # a shape that depends on the values: no static graph


def test_pijit_record_counts_a_call_run_op_by_op_as_a_break():
    fn = ms.jit(_positives, capture_mode="bytecode")
    with pytest.warns(Warning):
        out = fn(ms.Tensor([1.0, -2.0, 3.0]))
    assert out.asnumpy().tolist() == [1.0, 3.0]
    rec = get_code_extra(_positives)
    assert (rec["stat"], rec["break_count_"], rec["code"]["call_count_"]) == (
        "GRAPH_CALLABLE", 1, 0)
    assert not rec["code"]["phase_"]
    # an ast jit keeps no PIJit record (MindSpore's answer: None)
    ms.jit(_triple)(ms.Tensor([1.0]))
    assert get_code_extra(_triple) is None


def _triple(x):
    return x * 3


def test_update_pijit_default_config_takes_keywords_only():
    # MindSpore's st conftest for PIJit calls it; no option has an effect without bytecode capture
    assert update_pijit_default_config(compile_with_try=False, eliminate_redundant_args=True) is None
    with pytest.raises(TypeError, match="incompatible function arguments"):
        update_pijit_default_config(1)


class _Owner:
    @classmethod
    def klass(cls):
        return cls

    @staticmethod
    def static():
        return None

    def method(self):
        return self


def test_function_id_is_the_function_under_a_method():
    """A method and the function it calls share one id (MindSpore's st test_config pairs)."""
    assert function_id(tuple.__getitem__) == function_id(().__getitem__)
    assert function_id([].append) == function_id(list.append) != function_id(list.pop)
    assert function_id(TensorPy.from_numpy) == function_id(TensorPy(1).from_numpy)
    assert function_id(TensorPy.from_numpy) != function_id(TensorPy.asnumpy)
    assert function_id(_Owner().method) == function_id(_Owner.method) == id(_Owner.method)
    assert function_id(_Owner.klass) == id(_Owner.klass.__func__)
    assert function_id(_Owner().static) == id(_Owner.static)
    assert function_id(_Owner) == id(_Owner) and function_id(len) == id(len)
