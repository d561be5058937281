"""ops.tril / ops.triu's (and the Tensor methods') ``diagonal`` and ops.roll's ``shifts`` of the
wrong type raise MindSpore 2.10's TypeErrors (measured on 2.10 CPU, PYNATIVE and inside a
GRAPH_MODE Cell, same texts): Tril's own type check, Triu's and Roll's parsers ('Failed
calling'); Tensor.tril's parser listing, Tensor.triu's own check. minicell gave a
PyTorch-style "tril(): argument 'diagonal' (position 1) must be int, not str." and, for
``ops.roll(x, None)``, Python's "'NoneType' object is not iterable"."""
import re

import numpy as np
import pytest

from minicell import ops, Tensor

from conftest import FnCell

_H = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
_TRIU = ('Failed calling Triu with "Triu(diagonal={})(input=Tensor)".\nThe valid calling should '
         'be: \n"Triu(diagonal=<Tensor, int>)(input=<Tensor>)".')
_ROLL = ('Failed calling Roll with "Roll(shifts=None, dims={})(input=Tensor)".\nThe valid calling '
         'should be: \n"Roll(shifts=<list of int, int, tuple of int>, dims=<list of int, int, '
         'tuple of int>)(input=<Tensor>)".')

_tril_str = lambda x: ops.tril(x, "a")
_tril_bool = lambda x: ops.tril(x, True)
_tril_float = lambda x: ops.tril(x, 1.5)
_triu_float = lambda x: ops.triu(x, 1.5)
_triu_str = lambda x: ops.triu(x, "a")
_roll_none = lambda x: ops.roll(x, None)
_roll_none_dims = lambda x: ops.roll(x, None, 0)
CASES = {
    "tril str": (_tril_str,
                 "For 'Tril', the type of 'diagonal' should be 'int', but got type 'str'."),
    "tril bool": (_tril_bool,
                  "For 'Tril', the type of 'diagonal' should be 'int', but got type 'bool'."),
    "tril float": (_tril_float,
                   "For 'Tril', the type of 'diagonal' should be 'int', but got type 'float'."),
    "triu float": (_triu_float, _TRIU.format("float")),
    "triu str": (_triu_str, _TRIU.format("string")),
    "roll None": (_roll_none, _ROLL.format("None")),
    "roll None dims": (_roll_none_dims, _ROLL.format("int")),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_diagonal_and_shifts(name, mode):
    fn, text = CASES[name]
    with pytest.raises(TypeError, match="^" + re.escape(text) + "$"):
        FnCell(fn)(_H)


def test_tril_takes_a_python_int_only_and_triu_an_int_tensor_too():
    with pytest.raises(TypeError, match="got type 'Tensor'"):
        ops.tril(_H, Tensor(1))
    x = _H.asnumpy()
    np.testing.assert_array_equal(ops.triu(_H, Tensor(1)).asnumpy(), np.triu(x, 1))
    np.testing.assert_array_equal(ops.tril(_H, -1).asnumpy(), np.tril(x, -1))
    with pytest.raises(TypeError, match="got type 'int64'"):
        ops.tril(_H, np.int64(-1))
    np.testing.assert_array_equal(ops.roll(_H, 1, 0).asnumpy(), np.roll(x, 1, 0))


_TENSOR = {     # 2.10: Tensor.tril is its parser's listing, then Tril's check; Tensor.triu a check
    "tril str": (lambda x: x.tril("a"), 'Failed calling tril with "tril(string)".\nThe valid '
                 'calling should be:\n"Tensor.tril(diagonal=<Tensor, int>)"'),
    "tril int64": (lambda x: x.tril(np.int64(1)),
                   "For 'Tril', the type of 'diagonal' should be 'int', but got type 'int64'."),
    "tril Tensor": (lambda x: x.tril(Tensor(1)),
                    "For 'Tril', the type of 'diagonal' should be 'int', but got type 'Tensor'."),
    "triu float": (lambda x: x.triu(1.5),
                   "triu(): argument 'diagonal' (position 1) must be int, not float."),
    "triu bool": (lambda x: x.triu(True),
                  "triu(): argument 'diagonal' (position 1) must be int, not bool."),
}


@pytest.mark.parametrize("name", list(_TENSOR))
def test_tensor_methods_diagonal(name):
    fn, text = _TENSOR[name]
    with pytest.raises(TypeError, match="^" + re.escape(text)):
        fn(_H)


def test_tensor_triu_takes_numpy_and_tensor_ints():
    x = _H.asnumpy()
    np.testing.assert_array_equal(_H.triu(np.int64(1)).asnumpy(), np.triu(x, 1))
    np.testing.assert_array_equal(_H.triu(Tensor(-1)).asnumpy(), np.triu(x, -1))
    np.testing.assert_array_equal(_H.tril(1).asnumpy(), np.tril(x, 1))
