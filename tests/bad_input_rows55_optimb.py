"""Rows of ``test_bad_input_catalogue55``: optimizer constructors (learning rates, weight decay,
parameter groups), learning-rate schedules and ``amp`` (levels, loss scalers and managers).
2.10's exception type and text for each call (measured on 2.10 CPU, one case per process;
/tmp/s72/bad55/w/o1.py, s1.py, a1.py with /tmp/s72/bad55/run.py). GOOD: calls 2.10 accepts next
to them, with the repr of 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, amp, mint, nn, ops  # noqa: F401  (the rows' calls)
import minicell.dataset.audio as AU  # noqa: F401
import minicell.dataset.text as TX  # noqa: F401
import minicell.dataset.transforms as T  # noqa: F401
import minicell.dataset.vision as V  # noqa: F401
from bad_input_rows55_help import (A, F, G, I, IMG, L, N, Net, P, PS, S, W, f, f2,  # noqa: F401
                                   gi, gset, pi, pset, w)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {

}

# name: (call, repr of 2.10's result)
GOOD = {
    'StaticLossScaler int': (lambda: w(amp.StaticLossScaler(2)),
        "'StaticLossScaler'"),
    'StaticLossScaler scale': (lambda: amp.StaticLossScaler(2.0).scale(F(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00])'),
    'StaticLossScaler unscale': (lambda: amp.StaticLossScaler(2.0).unscale(F(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 5.00000000e-01,  5.00000000e-01])'),
    'StaticLossScaler adjust': (lambda: amp.StaticLossScaler(2.0).adjust(True),
        'False'),
    'DynamicLossScaler ok': (lambda: amp.DynamicLossScaler(1024.0, 2, 10).scale_value,
        'Parameter (name=scale_value, shape=(), dtype=Float32, requires_grad=True)'),
    'DynamicLossScaler adjust': (lambda: amp.DynamicLossScaler(1024.0, 2, 10).adjust(Tensor(False)),
        'True'),
    'all_finite list': (lambda: amp.all_finite([F(2), F(2)]),
        'Tensor(shape=[], dtype=Bool, value= True)'),
    'all_finite nan': (lambda: amp.all_finite((Tensor(np.array([np.nan], np.float32)),)),
        'Tensor(shape=[], dtype=Bool, value= False)'),
    'FLSM ok': (lambda: ms.FixedLossScaleManager(2.0).get_loss_scale(),
        '2.0'),
    'DLSM ok': (lambda: ms.DynamicLossScaleManager().get_loss_scale(),
        '16777216'),
    'get_white_list': (lambda: type(amp.get_white_list()).__name__,
        "'list'"),
    'get_black_list': (lambda: type(amp.get_black_list()).__name__,
        "'list'"),
    'FixedLossScaleUpdateCell str': (lambda: nn.FixedLossScaleUpdateCell('a'),
        'FixedLossScaleUpdateCell()'),
}
