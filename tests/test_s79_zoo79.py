"""Session 79 (zoo79): model-zoo patterns checked against MindSpore 2.10.

research/cv/wideresnet's eval construct "denormalizes" its input for an ImageSummary with
chained subscript stores of an int32 value into a float32 Tensor inside a loop
(``x[i][0] = (x[i][0] * 0.2023 + 0.4914).astype("int32")``). Measured on 2.10 CPU
(/tmp/s79/zoo79/p/p_chain.py): PYNATIVE_MODE writes the caller's Tensor through the view
``x[i]``; GRAPH_MODE rebinds the written name only, so ``x`` read through another name keeps
its values and the caller's Tensor is untouched. Values are cast back to float32.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn


@pytest.fixture(autouse=True)
def _restore_mode():
    old = ms.get_context("mode")
    yield
    ms.set_context(mode=old)


class _Denorm(nn.Cell):
    def construct(self, x):
        ident = x
        for i in range(2):
            ident[i][0] = (ident[i][0] * 2.0 + 0.5).astype("int32")
        return x + 0, ident * 1


_X = [[[0.3, 1.6], [0.7, -0.9]], [[1.2, 0.1], [2.6, 0.4]]]
_WRITTEN = [[[1.0, 3.0], [0.7, -0.9]], [[2.0, 0.0], [2.6, 0.4]]]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_wideresnet_denormalize_chained_int_store(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.array(_X, np.float32))
    through_x, through_ident = _Denorm()(x)
    # 2.10: PYNATIVE writes x itself; GRAPH leaves x (and the caller's Tensor) as it was
    expect_x = _WRITTEN if mode == ms.PYNATIVE_MODE else _X
    np.testing.assert_allclose(through_x.asnumpy(), expect_x, rtol=0, atol=1e-7)
    np.testing.assert_allclose(through_ident.asnumpy(), _WRITTEN, rtol=0, atol=1e-7)
    np.testing.assert_allclose(x.asnumpy(), expect_x, rtol=0, atol=1e-7)
    assert through_x.dtype == ms.float32 and through_ident.dtype == ms.float32
