"""Bad input, sixtieth round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): Primitive classes called by 2.10's input names
(``FloorMod()(x=, y=)``, ``ZerosLike()(x=)``, ``Cast()(input_x=, dtype=)``) and with too few,
too many or other keywords; ``nn`` constructors with bad sizes, probabilities and modes; Tensor
methods with bad axes; ``ops`` on empty and 0-d inputs (``concat``, ``softmax``, ``cumsum``,
``flip``, ``gather``, ``eye``); ``mint.nn.functional`` with None and bad values. After the
rows: the good calls measured next to them, and refused calls that leave their inputs as they
were (measured on 2.10: /tmp/s77/bad60/c1.py ... c6.py, run by run.py)."""

import numpy as np
import pytest

from conftest import catalogue, catalogue_tests
from minicell import Tensor, mint, ops

ROWS, GOOD = catalogue("bad_input_rows60_", ("prims", "nn", "ops", "mint", "misc"))


test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work = \
    catalogue_tests(ROWS, GOOD)


def test_refused_zero_dim_calls_keep_the_tensor():
    t = Tensor(np.float32(2.5))
    for call in (lambda: ops.flip(t, (0,)), lambda: ops.cumsum(t, 0),
                 lambda: ops.softmax(t), lambda: ops.log_softmax(t),
                 lambda: ops.gather(t, Tensor([0]), 0),
                 lambda: ops.concat([t, t])):
        with pytest.raises(ValueError):
            call()
    assert t.shape == () and float(t) == 2.5


def test_mint_still_takes_a_zero_dim_input():
    # 2.10: mint.softmax(0-d, 0) is 1 (measured, c6.py); mint.cumsum of a 0-d Tensor is the
    # Tensor (2.10's CPU has no CumsumExt kernel: minicell computes it, as torch.cumsum does)
    assert repr(mint.softmax(Tensor(np.float32(3.0)), 0)) == \
        'Tensor(shape=[], dtype=Float32, value= 1)'
    assert float(mint.cumsum(Tensor(np.float32(3.0)), -1)) == 3.0
    # nor LogSoftmaxExt: torch 2.13 gives 0 for a 0-d input, dim 0 or -1 (measured)
    for dim in (0, -1):
        assert float(mint.nn.functional.log_softmax(Tensor(np.float32(3.0)), dim)) == 0.0


def test_primitive_input_names_by_keyword_and_position():
    a, b = Tensor(np.array([7.0, -7.0], np.float32)), Tensor(np.array([3.0, 3.0], np.float32))
    assert ops.FloorMod()(x=a, y=b).asnumpy().tolist() == ops.FloorMod()(a, b).asnumpy().tolist()
    with pytest.raises(TypeError, match=r"^Cast.__call__\(\) missing 1 required positional "
                                        r"argument: 'dtype'$"):
        ops.Cast()(a)
