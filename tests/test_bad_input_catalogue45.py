"""Bad input, forty-fifth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): mint.nn.functional and mint.nn argument checks
(bad_input_rows45_mint); differentiating a non-callable in GRAPH_MODE
(bad_input_rows45_graph); linear algebra, einsum and unfold (bad_input_rows45_ops);
minicell.numpy's functions (bad_input_rows45_numpy); Parameter / Tensor construction,
callbacks and Model (bad_input_rows45_train). After the rows: the good calls next to the
refused ones still work."""
import pytest

import minicell.numpy as mnp
from minicell import Tensor, mint
from minicell.mint.nn import functional as MF

from bad_input_rows27 import _exact
from bad_input_rows45_graph import ROWS as GRAPH_ROWS
from bad_input_rows45_mint import F, ROWS as MINT_ROWS
from bad_input_rows45_numpy import ROWS as NUMPY_ROWS
from bad_input_rows45_ops import ROWS as OPS_ROWS
from bad_input_rows45_train import ROWS as TRAIN_ROWS
from conftest import raises_as_mindspore

ROWS = {**MINT_ROWS, **GRAPH_ROWS, **OPS_ROWS, **NUMPY_ROWS, **TRAIN_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


# name: (call, its value); measured on 2.10 unless said
GOOD = {
    'AdaptiveAvgPool1d repr': (lambda: repr(mint.nn.AdaptiveAvgPool1d(2)),
                               'AdaptiveAvgPool1d(output_size=2)'),
    # 2.10's CPU has no kernel for these (its checks pass them): minicell's values
    'AdaptiveAvgPool1d (no 2.10 kernel)': (lambda: mint.nn.AdaptiveAvgPool1d(2)(F(2, 4)).shape,
                                           (2, 2)),
    'AdaptiveAvgPool2d (no 2.10 kernel)': (
        lambda: mint.nn.AdaptiveAvgPool2d(2)(F(1, 4, 4)).shape, (1, 2, 2)),
    'conv2d groups (no 2.10 kernel)': (
        lambda: MF.conv2d(F(1, 4, 5, 5), F(4, 2, 3, 3), groups=2).shape, (1, 4, 3, 3)),
    'conv2d unbatched (no 2.10 kernel)': (lambda: MF.conv2d(F(3, 5, 5), F(4, 3, 3, 3)).shape,
                                          (4, 3, 3)),
    'Conv1d (no 2.10 kernel)': (lambda: mint.nn.Conv1d(3, 4, 3)(F(1, 3, 5)).shape, (1, 4, 3)),
    'Conv2d reflect (no 2.10 kernel)': (
        lambda: mint.nn.Conv2d(3, 4, 3, padding=1, padding_mode='reflect')(F(1, 3, 5, 5)).shape,
        (1, 4, 5, 5)),
    'threshold ints (no 2.10 kernel)': (lambda: MF.threshold(F(2), 1, 2).asnumpy().tolist(),
                                        [2.0, 2.0]),
    'elu (no 2.10 kernel)': (lambda: MF.elu(F(2), alpha=2).asnumpy().tolist(), [1.0, 1.0]),
    'prelu one weight (no 2.10 kernel)': (lambda: MF.prelu(F(1, 3, 2) * -1, F(1) * 0.5).shape,
                                          (1, 3, 2)),
    'Tensor.unfold': (lambda: F(1, 1, 4, 4).unfold(2, 1, 0, 1).shape, (1, 4, 9)),
    'numpy stack': (lambda: mnp.stack((F(2), F(2)), axis=1).shape, (2, 2)),
    'numpy dot': (lambda: mnp.dot(F(2, 3), F(3)).asnumpy().tolist(), [3.0, 3.0]),
    'numpy where': (
        lambda: mnp.where(Tensor([True, False]), F(2), 0.0).asnumpy().tolist(),
        [1.0, 0.0]),
    'numpy broadcast_to list': (lambda: mnp.broadcast_to(F(3), [2, 3]).shape, (2, 3)),
    'numpy bincount': (lambda: mnp.bincount(Tensor([0, 2, 2])).asnumpy().tolist(),
                       [1.0, 0.0, 2.0]),
    'numpy searchsorted right': (
        lambda: mnp.searchsorted(Tensor([1.0, 2.0, 3.0]), Tensor([2.0]),
                                 side='right').asnumpy().tolist(),
        [2]),
    'numpy meshgrid ij': (
        lambda: [t.shape for t in mnp.meshgrid(F(2), F(3), indexing='ij')],
        [(2, 3), (2, 3)]),
    'numpy cross': (
        lambda: mnp.cross(Tensor([1.0, 0, 0]), Tensor([0, 1.0, 0])).asnumpy().tolist(),
        [0.0, 0.0, 1.0]),
    'numpy rot90': (lambda: mnp.rot90(F(2, 3), axes=(1, 0)).shape, (3, 2)),
    'numpy array_split': (lambda: [t.shape for t in mnp.array_split(F(5), 2)], [(3,), (2,)]),
    'numpy arange': (lambda: mnp.arange(0, 5, 2).asnumpy().tolist(), [0, 2, 4]),
    'numpy nanmean axis': (lambda: mnp.nanmean(F(2, 3), axis=-1).asnumpy().tolist(), [1.0, 1.0]),
    'numpy trace': (lambda: float(mnp.trace(F(2, 2))), 2.0),
    'numpy tril': (lambda: mnp.tril(F(3)).shape, (3, 3)),
    'numpy full dtype': (lambda: str(mnp.full((2,), 1, 'int32').dtype), 'Int32'),
    'numpy zeros dtype any case': (lambda: str(mnp.zeros((2,), 'Float16').dtype), 'Float16'),
    # 2.10's PYNATIVE has no LogSoftmaxExt kernel; its GRAPH_MODE (and ops.log_softmax) runs
    # oneDNN's, whose log(2) is 0.693145751953125 (measured)
    'log_softmax (no 2.10 kernel)': (lambda: MF.log_softmax(F(2, 2), dim=1).asnumpy().tolist(),
                                     [[-0.693145751953125] * 2] * 2),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value
