"""Behaviours found by running MindSpore's docs pages (round 3: static graph syntax,
custom_program, train_process, model_building, migration guide, index support) under minicell
and MindSpore 2.10; every expected value was measured on 2.10 (CPU)."""
import os

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn


class _DictViews(nn.Cell):
    def construct(self, x):
        d = {"a": x, "b": x + 1}
        s = 0
        for k in d.keys():
            s = s + d[k]
        for _, v in d.items():
            s = s + v
        return s, len(d.keys()), "a" in d.keys(), d.keys()


@ms.jit
def _views_then_update(x):
    d = {"a": 1, "b": 2}
    keys, values, items = d.keys(), d.values(), d.items()
    d.update({"a": 5})
    return keys, values, items, x


def test_dict_keys_values_items_are_tuples_and_a_list_in_graph_mode():
    # static_graph_syntax_support: keys() and values() are tuples, items() a list of pairs,
    # taken when called (2.10 prints x_keys:('a', 'b', 'c'), and values from before update)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        s, n, has_a, keys = _DictViews()(Tensor(np.array([1.0], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(s.asnumpy(), [6.0])
    assert (n, has_a, keys) == (2, True, ("a", "b"))
    keys, values, items, _ = _views_then_update(Tensor(1.0))
    assert (keys, values, items) == (("a", "b"), (1, 2), [("a", 1), ("b", 2)])


def test_env_config_path_error_names_the_real_path(tmp_path, monkeypatch):
    # model_train/debug/rdr.md with no config file: 2.10's ValueError shows os.path.realpath
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError) as e:
        ms.set_context(env_config_path="./mindspore_config.json")
    assert str(e.value) == (
        "For 'context.set_context', the 'env_config_path' file "
        f"'{os.path.realpath(tmp_path)}/mindspore_config.json' is not exists, please check "
        "whether 'env_config_path' is correct.")


class _PrintConstants(nn.Cell):
    # design/dynamic_graph_and_static_graph.md (r2.0): Tensors made from numpy in construct
    def __init__(self):
        super().__init__()
        self.t = Tensor([True, False])

    def construct(self, z):
        x = Tensor(np.array([1, 2, 3, 4, 5]))
        y = Tensor(np.array([1, 2, 3, 4, 5]))
        print("a:", x + y)
        print("b:", x, self.t)
        w = Tensor(np.array([[1.5, 2], [3, 4]], np.float32))
        print("c:", w * 2)
        print("d:", Tensor(3.0) + 1)
        print("e:", x + z)
        print("f:", ms.ops.zeros((2, 1, 2), ms.int32))
        return z


# MindSpore 2.10 GRAPH_MODE (measured): a Tensor known while compiling prints as its repr's
# value in parentheses, one computed at run time as the graph's Tensor(...), in program order
_CONSTANTS_GOLDEN = """a:
( 2,  4,  6,  8, 10)
b:
(1, 2, 3, 4, 5)
( True, False)
c:
(( 3.00000000e+00,  4.00000000e+00),
 ( 6.00000000e+00,  8.00000000e+00))
d:
4
e:
Tensor(shape=[5], dtype=Int64, value=[2 3 4 5 6])
f:
(((0, 0)),
 ((0, 0)))
"""


def test_graph_print_of_compile_time_tensors_and_its_order(capfd):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        _PrintConstants()(Tensor(1))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert capfd.readouterr().out == _CONSTANTS_GOLDEN


class _HostAndGraphPrints(nn.Cell):
    def construct(self, z):
        a = z.asnumpy()
        print("n:", a)
        print("t:", z * 2)
        print("m:", a + 1)
        return z


def test_numpy_prints_and_graph_prints_keep_program_order(capfd):
    # a print of numpy values (Python's text, run on the host) between graph prints: 2.10
    # prints them in program order on every call (measured)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _HostAndGraphPrints()
        net(Tensor(np.array([1.0, 2.0], np.float32)))
        net(Tensor(np.array([3.0, 4.0], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert capfd.readouterr().out == (
        "n: [1. 2.]\nt:\n"
        "Tensor(shape=[2], dtype=Float32, value=[ 2.00000000e+00  4.00000000e+00])\n"
        "m: [2. 3.]\n"
        "n: [3. 4.]\nt:\n"
        "Tensor(shape=[2], dtype=Float32, value=[ 6.00000000e+00  8.00000000e+00])\n"
        "m: [4. 5.]\n")


class _PrintParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor([1.0, 2.0]), name="w")

    def construct(self, z):
        print("w:", self.w)
        self.w = self.w + z
        return z


def test_graph_print_of_a_parameter_shows_its_value_on_each_call(capfd):
    # 2.10 (measured): the value the call reads, not the one it had while compiling
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _PrintParameter()
        net(Tensor([1.0, 1.0]))
        net(Tensor([1.0, 1.0]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert capfd.readouterr().out == (
        "w:\nTensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00  2.00000000e+00])\n"
        "w:\nTensor(shape=[2], dtype=Float32, value=[ 2.00000000e+00  3.00000000e+00])\n")


class _RaiseWhenNotPositive(nn.Cell):
    # design/dynamic_graph_and_static_graph.md (r2.0): `raise` under a condition
    def construct(self, x):
        if x <= 0:
            raise ValueError("x should be greater than 0.")
        return x + 1


def test_a_raise_run_while_compiling_quotes_its_message_as_2_10():
    # 2.10 (measured): net(-1) raises while compiling: "'x should be greater than 0.'";
    # net(Tensor(-1)) raises when the graph runs: the text as written
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _RaiseWhenNotPositive()
        for _ in range(2):
            with pytest.raises(ValueError) as e:
                net(-1)
            assert e.value.args == ("'x should be greater than 0.'",)
        with pytest.raises(ValueError) as e:
            net(Tensor(-1))
        assert e.value.args == ("x should be greater than 0.",)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
