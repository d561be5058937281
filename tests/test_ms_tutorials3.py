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
