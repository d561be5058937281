"""Rows of ``test_bad_input_catalogue55``: loss Cells' reduction strings, constructor arguments
and operand shapes and dtypes; built-in Cells (losses, activations, pooling, norms) called with
a str, None or bool where they take a Tensor. 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process; /tmp/s72/bad55/w/l1.py, c1.py, c2.py).
GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.
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
    'MSE int int': (lambda: nn.MSELoss()(I(2, 3), I(2, 3)),
        'Tensor(shape=[], dtype=Int32, value= 0)'),
    'SmoothL1 beta neg': (lambda: L(nn.SmoothL1Loss, beta=-1.0),
        "'SmoothL1Loss'"),
    'SmoothL1 beta 0': (lambda: L(nn.SmoothL1Loss, beta=0.0),
        "'SmoothL1Loss'"),
    'SmoothL1 beta int': (lambda: L(nn.SmoothL1Loss, beta=1),
        "'SmoothL1Loss'"),
    'SmoothL1 dtype': (lambda: nn.SmoothL1Loss()(F(2, 3), Tensor(np.ones((2, 3), np.float16))),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  '
        '0.00000000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'BCE weight str': (lambda: L(nn.BCELoss, weight='a'),
        "'BCELoss'"),
    'BCEWL weight str': (lambda: L(nn.BCEWithLogitsLoss, weight='a'),
        "'BCEWithLogitsLoss'"),
    'KLDiv batchmean': (lambda: L(nn.KLDivLoss, reduction='batchmean'),
        "'KLDivLoss'"),
    'Huber delta 0': (lambda: L(nn.HuberLoss, delta=0.0),
        "'HuberLoss'"),
    'Huber delta neg': (lambda: L(nn.HuberLoss, delta=-1.0),
        "'HuberLoss'"),
    'Huber delta str': (lambda: L(nn.HuberLoss, delta='a'),
        "'HuberLoss'"),
    'MultiMargin weight': (lambda: L(nn.MultiMarginLoss, weight='a'),
        "'MultiMarginLoss'"),
    'Triplet p str': (lambda: L(nn.TripletMarginLoss, p='a'),
        "'TripletMarginLoss'"),
    'Triplet swap str': (lambda: L(nn.TripletMarginLoss, swap='a'),
        "'TripletMarginLoss'"),
    'Triplet eps str': (lambda: L(nn.TripletMarginLoss, eps='a'),
        "'TripletMarginLoss'"),
    'PoissonNLL log_input str': (lambda: L(nn.PoissonNLLLoss, log_input='a'),
        "'PoissonNLLLoss'"),
    'PoissonNLL eps 0': (lambda: L(nn.PoissonNLLLoss, eps=0.0),
        "'PoissonNLLLoss'"),
    'PoissonNLL full str': (lambda: L(nn.PoissonNLLLoss, full='a'),
        "'PoissonNLLLoss'"),
    'HingeEmb margin int': (lambda: L(nn.HingeEmbeddingLoss, margin=1),
        "'HingeEmbeddingLoss'"),
    'MarginRanking margin str': (lambda: L(nn.MarginRankingLoss, margin='a'),
        "'MarginRankingLoss'"),
    'MarginRanking margin int': (lambda: L(nn.MarginRankingLoss, margin=1),
        "'MarginRankingLoss'"),
    'CTC blank neg': (lambda: L(nn.CTCLoss, blank=-1),
        "'CTCLoss'"),
    'CTC blank str': (lambda: L(nn.CTCLoss, blank='a'),
        "'CTCLoss'"),
    'CTC zero_infinity str': (lambda: L(nn.CTCLoss, zero_infinity='a'),
        "'CTCLoss'"),
    'L1 ok': (lambda: nn.L1Loss('sum')(F(2, 3), A(2, 3)),
        'Tensor(shape=[], dtype=Float32, value= 11)'),
    'MSE ok': (lambda: nn.MSELoss('none')(F(2), A(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  0.00000000e+00])'),
    'SmoothL1 ok': (lambda: nn.SmoothL1Loss(0.5, 'sum')(F(2, 3), A(2, 3)),
        'Tensor(shape=[], dtype=Float32, value= 9.75)'),
    'Huber ok': (lambda: nn.HuberLoss('sum', 0.5)(F(2, 3), A(2, 3)),
        'Tensor(shape=[], dtype=Float32, value= 4.875)'),
    'CE prob f16': (lambda: nn.CrossEntropyLoss()(F(2, 3), Tensor(np.ones((2, 3), np.float16))),
        'Tensor(shape=[], dtype=Float32, value= 3.29584)'),
    'CE 1d ok': (lambda: nn.CrossEntropyLoss()(A(3), Tensor(1, ms.int32)),
        'Tensor(shape=[], dtype=Float32, value= 1.40761)'),
    'CE 1d prob': (lambda: nn.CrossEntropyLoss()(A(3), A(3)),
        'Tensor(shape=[], dtype=Float32, value= 2.22282)'),
    'CE ok': (lambda: nn.CrossEntropyLoss()(A(2, 3), Tensor(np.array([0, 2], np.int32))),
        'Tensor(shape=[], dtype=Float32, value= 1.40761)'),
    'CE prob ok': (lambda: nn.CrossEntropyLoss(label_smoothing=0.1)(A(2, 3), A(2, 3) / 15),
        'Tensor(shape=[], dtype=Float32, value= 0.654183)'),
    'get_loss weights f16': (
        lambda: nn.LossBase('sum').get_loss(F(2, 3), weights=Tensor(np.ones(3, np.float16))),
        'Tensor(shape=[], dtype=Float32, value= 6)'),
    'get_loss weights 2': (lambda: nn.LossBase('sum').get_loss(F(2, 3), weights=2),
        'Tensor(shape=[], dtype=Float32, value= 12)'),
    'Dropout str first': (lambda: nn.Dropout(p=0.5)('a'),
        "'a'"),
    'Dropout None first': (lambda: nn.Dropout(p=0.5)(None),
        'None'),
    'Dropout bool first': (lambda: nn.Dropout(p=0.5)(True),
        'True'),
    'Identity str first': (lambda: nn.Identity()('a'),
        "'a'"),
    'Identity None first': (lambda: nn.Identity()(None),
        'None'),
    'Identity bool first': (lambda: nn.Identity()(True),
        'True'),
}
