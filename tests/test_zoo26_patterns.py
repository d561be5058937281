"""Model-zoo round 26 (mindocr DBNet/EAST/PSENet/RARE, mindyolo v4/v11, research GAT/DGCN/TransX):
patterns those models rely on, behaviour measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor, Parameter
from minicell.common.initializer import Constant, initializer


@pytest.mark.parametrize("value, filled", [
    (np.array([2.5], np.float32), 2.5), (np.array(2.5), 2.5), (np.float32(1.5), 1.5), (3, 3.0),
    (True, 1.0), (Tensor(2.0), 2.0), (Tensor([[1.5]]), 1.5)])
def test_constant_fills_one_value(value, filled):
    # 2.10 (numpy 1.26's ndarray.fill): a number, or an array/Tensor of one element
    p = Parameter(initializer(Constant(value), (3, 4), ms.float32), name="w")
    np.testing.assert_array_equal(p.asnumpy(), np.full((3, 4), filled, np.float32))


@pytest.mark.parametrize("value", [
    np.ones((3, 4), np.float32), np.arange(4, dtype=np.float32), [1.0, 2.0, 3.0, 4.0], (1.0, 2.0),
    [[2.0]], np.zeros((0,), np.float32), Tensor(np.arange(4, dtype=np.float32))])
def test_constant_of_several_values_is_numpys_error(value):
    # research/nlp/transX TransR: nn.Embedding(..., embedding_table=Constant(identity matrices));
    # 2.10 raises while the Embedding builds its table (never broadcasts the array)
    t = initializer(Constant(value), (3, 4), ms.float32)
    with pytest.raises(ValueError, match="^setting an array element with a sequence.$"):
        t.init_data()
    with pytest.raises(ValueError, match="^setting an array element with a sequence.$"):
        nn.Embedding(3, 4, embedding_table=Constant(value))


def test_constant_string_and_none():
    t = initializer(Constant("abc"), (2, 2), ms.float32)
    with pytest.raises(ValueError, match="^could not convert string to float: 'abc'$"):
        t.init_data()
    assert np.isnan(initializer(Constant(None), (2, 2), ms.float32).init_data().asnumpy()).all()
