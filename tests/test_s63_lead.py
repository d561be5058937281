"""Session 63 (lead): mint.nn's adaptive average pools share one base class
(minicell/mint/nn/_layers._AdaptiveAvgPool, the pool function a class attribute); their
construct, read from source in GRAPH_MODE, must still reach the right function, and their reprs
stay 2.10's (measured: ``AdaptiveAvgPool1d(output_size=3)``, ``AdaptiveAvgPool2d(output_size=(2,
3))``, ``AdaptiveAvgPool3d()``)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint

X = np.arange(2 * 3 * 4 * 6 * 6, dtype=np.float32).reshape(2, 3, 4, 6, 6)


def _pooled(x, out):
    """Adaptive average pooling over the last len(out) axes, each size a multiple of its out."""
    shape = x.shape[:x.ndim - len(out)]
    for size, o in zip(x.shape[x.ndim - len(out):], out):
        shape += (o, size // o)
    axes = tuple(range(x.ndim - len(out) + 1, x.ndim + len(out), 2))
    return x.reshape(shape).mean(axis=axes)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_mint_adaptive_avg_pools_in_both_modes(mode):
    ms.set_context(mode=mode)
    try:
        cases = [(mint.nn.AdaptiveAvgPool1d(3), X[0, 0, 0], (3,)),
                 (mint.nn.AdaptiveAvgPool2d((2, 3)), X[0, 0], (2, 3)),
                 (mint.nn.AdaptiveAvgPool3d((1, 2, 2)), X, (1, 2, 2))]
        for cell, x, out in cases:
            got = cell(ms.Tensor(x)).asnumpy()
            np.testing.assert_allclose(got, _pooled(x, out), rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_mint_adaptive_avg_pool_reprs_and_call_checks():
    assert repr(mint.nn.AdaptiveAvgPool1d(3)) == "AdaptiveAvgPool1d(output_size=3)"
    assert repr(mint.nn.AdaptiveAvgPool2d((2, 3))) == "AdaptiveAvgPool2d(output_size=(2, 3))"
    assert repr(mint.nn.AdaptiveAvgPool3d((1, 2, 2))) == "AdaptiveAvgPool3d()"
    # output_size is kept as given and checked by the call, not the constructor
    bad = mint.nn.AdaptiveAvgPool2d((2, 3, 4))
    with pytest.raises((ValueError, TypeError)):
        bad(ms.Tensor(X[0, 0]))


A3 = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


@pytest.mark.parametrize("shape,axes,error,text", [
    # measured on 2.10, op by op: a float first fails the (dim0, dim1) signature; an int first
    # takes the axes path (the count check, then the axes' types)
    ((2, 3), (0, 1.0), TypeError,
     'Failed calling Transpose with "Transpose()(input=Tensor, dims=Tuple<int, float>)".'),
    ((2, 3), (1.0, 0), TypeError, "transpose(): argument 'dim0' (position 1) must be int, not "
                                  "float."),
    ((2, 3, 4), (0, 2.0), ValueError, "For Tensor.transpose, the number of axes must be equal "
                                      "to the dimension of Tensor, but got 2 in the number of "
                                      "axes."),
    ((2, 3, 4), (1.0, 0), TypeError, "transpose(): argument 'dim0' (position 1) must be int, "
                                     "not float."),
    ((2, 3, 4), (0, 1, 2.0), TypeError, 'Failed calling Transpose with "Transpose()(input=Tensor,'
                                        ' dims=Tuple<int, int, float>)".'),
])
def test_tensor_transpose_float_axes_texts(shape, axes, error, text):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = ms.Tensor(A3.reshape(-1)[:int(np.prod(shape))].reshape(shape))
    with pytest.raises(error) as info:
        x.transpose(*axes)
    assert str(info.value).split("\n")[0] == text
