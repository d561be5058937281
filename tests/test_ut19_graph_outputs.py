"""What a graph returns inside a container: a dict with a list inside a key is 2.10's
``TypeError: unhashable type: 'list'`` also inside a dict value, a tuple or a list (ut18 raised
it only for the dict returned whole), and a ``range`` inside a dict value comes back as a tuple,
as elsewhere. Measured on 2.10 CPU in GRAPH_MODE and PYNATIVE_MODE ``@jit``
(/tmp/ut19/dnest.py, drange.py)."""
import pytest

import minicell as ms


def _in_dict():
    d = {((3, [1, 2]), 3): 4}
    return {'a': d}


def _in_tuple():
    d = {((3, [1, 2]), 3): 4}
    return d, 1


def _deep():
    d = {((3, [1, 2]), 3): 4}
    return [1, {'x': [d]}]


@pytest.mark.parametrize("fn", [_in_dict, _in_tuple, _deep])
def test_list_key_dict_inside_an_output_is_unhashable(mode, fn):
    with pytest.raises(TypeError, match=r"^unhashable type: 'list'"):
        ms.jit(fn)()


def test_list_key_dict_parts_inside_an_output(mode):
    @ms.jit
    def parts():
        d = {((3, [1, 2]), 3): 4}
        return {'a': d.keys(), 'b': list(d.values())}

    assert parts() == {'a': (((3, [1, 2]), 3),), 'b': [4]}


def test_range_inside_a_dict_value_is_a_tuple():
    ms.set_context(mode=ms.GRAPH_MODE)

    @ms.jit
    def ranges():
        return {'a': range(1, 4), 'b': (range(2),)}

    assert ranges() == {'a': (1, 2, 3), 'b': ((0, 1),)}
