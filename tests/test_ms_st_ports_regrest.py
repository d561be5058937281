"""Cases of MindSpore's st files (outside ops and pi_jit) that a regression sweep found failing,
with the values and errors MindSpore 2.10 gives (measured on CPU, both modes where a mode
matters)."""
import warnings

import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.compiler.errors import CompileWarning
from minicell.ops import functional as F


class _TypeofTwo(nn.Cell):
    def construct(self, x):
        return F.typeof(x, x)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_typeof_takes_one_argument(mode):
    # tests/st/compiler/syntax/simple_expression/test_operator.py::test_typeof
    ms.set_context(mode=mode)
    with pytest.raises(RuntimeError, match=r"^The Typeof operator must requires 1 argument, but "
                                           r"the size of arguments is 2\.$"):
        _TypeofTwo()(Tensor([2, 3], ms.int32))
    assert F.typeof(Tensor([1.0])) == ms.TensorType(ms.float32)


def test_tensor_if_returning_dicts_with_other_keys_runs():
    # tests/st/compiler/fallback/test_graph_fallback_runtime_none.py::
    # test_return_tuple_none_control_flow: 2.10 runs it (measured: (None, 10, {'1': 10}) and
    # (None, 0, {'2': 0})); minicell raised JoinError ('a tuple of 3 items ... but a tuple of 3
    # items'). The signature runs op by op.
    @ms.jit
    def func(x):
        if x:
            return None, x, {"1": x}
        return None, x * 2, {"2": x * 2}

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        none, ten, d = func(Tensor(10))
        assert none is None and int(ten) == 10 and list(d) == ["1"] and int(d["1"]) == 10
        none, zero, d = func(Tensor(0))
        assert none is None and int(zero) == 0 and list(d) == ["2"] and int(d["2"]) == 0


class _MixedKeys(nn.Cell):
    def construct(self, kwarg, x):
        return {**kwarg, "a": 3, ("d", "e"): 4}, [x, {"z": 1, 2: x + 1}]


def test_graph_dicts_whose_keys_do_not_sort_keep_their_order(graph_mode):
    # tests/st/compiler/graph_syntax/statements/test_starred_expression.py::
    # test_starred_expression_dict_non_literal: 2.10 (measured) returns {'a': 3, 'b': 2,
    # ('d', 'e'): 4}; minicell's jax flatten sorted the keys ('Comparator raised exception')
    for v in (1.0, 2.0):
        d, (x, inner) = _MixedKeys()({"a": 1, 5: Tensor([v])}, Tensor([v]))
        assert list(d) == ["a", 5, ("d", "e")] and (d["a"], d[("d", "e")]) == (3, 4)
        assert float(d[5]) == v and float(x) == v
        assert list(inner) == ["z", 2] and inner["z"] == 1 and float(inner[2]) == v + 1


def test_jit_fullgraph_compiles_strict(monkeypatch):
    # tests/st/compiler/fallback/test_graph_fallback_jit_syntax_level.py::test_dict_in_function:
    # 2.10's jit(fullgraph=True) is jit_syntax_level STRICT (dicts come back as tuples, reading
    # a value is the AttributeError) unless MS_DEV_JIT_SYNTAX_LEVEL says otherwise (measured)
    def func(x):
        return {"a": x, "b": {"c": x * 2}}

    def host(x):
        return Tensor(x.asnumpy() * 2)

    monkeypatch.delenv("MS_DEV_JIT_SYNTAX_LEVEL", raising=False)
    a, (c,) = ms.jit(function=func, backend="ms_backend", fullgraph=True)(Tensor([1.0]))
    assert (float(a), float(c)) == (1.0, 2.0)
    assert isinstance(ms.jit(function=func)(Tensor([1.0])), dict)
    with pytest.raises(AttributeError):
        ms.jit(function=host, fullgraph=True)(Tensor([1.0]))
    monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "2")
    assert isinstance(ms.jit(function=func, fullgraph=True)(Tensor([1.0])), dict)
    assert float(ms.jit(function=host, fullgraph=True)(Tensor([1.0]))) == 2.0
