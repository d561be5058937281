"""GRAPH_MODE dicts whose tuple keys hold lists (MindSpore ut graph_syntax test_dict_error_2).

Values and errors measured on MindSpore 2.10 CPU (/tmp/ut18/dict_probe.py, dict_probe2.py),
the same in GRAPH_MODE and PYNATIVE_MODE for ``@jit`` functions."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit


def test_tuple_key_holding_a_list_reads_by_value():
    @jit
    def values():
        x = [1, 2]
        dic = {((3, x), 3): 4}
        return dic.values()

    @jit
    def keys():
        x = [1, 2]
        dic = {((3, x), 3): 4, "a": 5}
        return dic.keys()

    @jit
    def lookups():
        dic = {(3, [1, 2]): 4}
        return dic[(3, [1, 2])], dic.get((3, [1, 2])), (3, [1, 2]) in dic, (3, [2]) in dic

    assert values() == (4,)
    out = keys()
    assert out == (((3, [1, 2]), 3), "a") and type(out[0][0][1]) is list
    assert lookups() == (4, 4, True, False)


def test_list_key_dict_returned_is_unhashable_and_a_bare_list_key_is_refused():
    @jit
    def whole():
        dic = {((3, [1, 2]), 3): 4}
        return dic

    @jit
    def bare():
        dic = {[1, 2]: 4}
        return dic.values()

    with pytest.raises(TypeError, match="unhashable type: 'list'"):
        whole()
    with pytest.raises(RuntimeError, match=r"key only supports string, number, type, none, "
                                           r"constant tensor and tuple, but got \[1, 2\]"):
        bare()


def test_list_key_dict_in_a_cell_writes_and_reads(graph_mode):
    class Net(ms.nn.Cell):
        def construct(self, t):
            d = {(1, [2, [3]]): t, "b": t * 2}
            d[(1, [2, [3]])] = t + 1
            d[(0, [1])] = t * 3
            return d.values(), d[(0, [1])], d.get((5, [1]), 7)

    vals, item, missing = Net()(Tensor(np.array([1.0, 2.0], np.float32)))
    assert [v.asnumpy().tolist() for v in vals] == [[2.0, 3.0], [2.0, 4.0], [3.0, 6.0]]
    assert item.asnumpy().tolist() == [3.0, 6.0] and missing == 7
