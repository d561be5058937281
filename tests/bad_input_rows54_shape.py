"""Rows of ``test_bad_input_catalogue54``: creation ops of a negative size (ops.ones/zeros/fill/
full, the Ones/Zeros/Fill primitives, mint.ones/zeros/empty/full/rand/randn/randint,
Tensor.new_ones/new_zeros, both modes where 2.10's texts differ) and ``initializer`` without a
shape. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per process;
/tmp/s71/bad54/w/m4b.py with /tmp/s71/bad54/run.py). Fixed in this round: each names 2.10's
primitive (FillV2, Ones, Zeros, Empty: mint's samplers fill an Empty Tensor; StandardNormal for
ops.randn) with its wording ('the the' where 2.10 doubles it; a graph's Ones too); ops.Fill
numpy's text; ``initializer(x, None)`` asks the initializer for its shape (AttributeError) and
compares a Tensor's shape with ``[None]``.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from minicell.common import initializer as init  # noqa: F401
from minicell.common.initializer import initializer  # noqa: F401
from bad_input_rows54_help import *  # noqa: F401,F403  (Net, saved, after_load, CK, F, I, ...)

MN = mint.nn
C = ops.composite

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops.ones -1': (lambda: ops.ones((-1, 2)), ValueError,
        'For primitive[Ones], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'ops.zeros -1': (lambda: ops.zeros((-1, 2)), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'ops.ones int -1': (lambda: ops.ones(-1), ValueError,
        'For primitive[Ones], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.zeros -1': (lambda: mint.zeros((-1, 2)), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'mint.ones -1': (lambda: mint.ones((-1, 2)), ValueError,
        'For primitive[Ones], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.empty -1': (lambda: mint.empty((-1, 2)), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.empty int -1': (lambda: mint.empty(-1), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.empty 2 -1': (lambda: mint.empty(2, -1), ValueError,
        'For primitive[Empty], the 1th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.randn -1': (lambda: mint.randn(-1, 2), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.randn tuple -1': (lambda: mint.randn((2, -1)), ValueError,
        'For primitive[Empty], the 1th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.rand -1': (lambda: mint.rand(-1), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'mint.randint -1': (lambda: mint.randint(0, 3, (-1,)), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'ops.fill -1': (lambda: ops.fill(ms.float32, (-1,), 1), ValueError,
        'For primitive[FillV2], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'ops.fill 2 -1': (lambda: ops.fill(ms.float32, (2, -1), 1), ValueError,
        'For primitive[FillV2], the the 1th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'mint.full -1': (lambda: mint.full((-1,), 1.0), ValueError,
        'For primitive[FillScalar], the the 0th dimension of input shape must be greater than '
        'or equal to 0, but got -1.'),
    'ops.full -1': (lambda: ops.full((-1,), 1.0), ValueError,
        'For primitive[FillV2], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'ops.Fill -1': (lambda: ops.Fill()(ms.float32, (-1,), 1), ValueError,
        'negative dimensions are not allowed'),
    'ops.Ones -1': (lambda: ops.Ones()((-1,), ms.float32), ValueError,
        'For primitive[Ones], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'ops.Zeros -1': (lambda: ops.Zeros()((-1,), ms.float32), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'ops.randn -1': (lambda: ops.randn((-1,)), ValueError,
        'For primitive[StandardNormal], the attribute[shape] should be a vector with all '
        'positive item. but got [-1, ].'),
    'ops.rand -1': (lambda: ops.rand((-1,)), ValueError,
        'For primitive[UniformReal], the the 0th dimension of input shape must be greater than '
        'or equal to 0, but got -1.'),
    'Tensor.new_ones -1': (lambda: F(2).new_ones((-1,)), ValueError,
        'For primitive[Ones], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'Tensor.new_zeros -1': (lambda: F(2).new_zeros((-1,)), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'mint.ones graph -1': (lambda: G('ms.mint.ones((-1, 2))'), ValueError,
        'For primitive[Ones], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'mint.empty graph -1': (lambda: G('ms.mint.empty((-1, 2))'), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal '
        'to 0, but got -1.'),
    'ops.ones graph -1': (lambda: G('ms.ops.ones((-1, 2))'), ValueError,
        'For primitive[Ones], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'init ones none': (lambda: initializer('ones', None), AttributeError,
        "'One' object has no attribute 'shape'"),
    'init normal none': (lambda: initializer('normal', None), AttributeError,
        "'Normal' object has no attribute 'shape'"),
    'init obj none': (lambda: initializer(init.Normal(), None), AttributeError,
        "'Normal' object has no attribute 'shape'"),
    'init tensor none': (lambda: initializer(F(2), None).shape, ValueError,
        "For 'initializer', the shape of the 'init' argument should be same as the argument "
        "'shape', but got the 'init' shape [2] and the 'shape' [None]."),
    'init int none': (lambda: initializer(1, None), AttributeError,
        "'Constant' object has no attribute 'shape'"),
    'init str shape none dtype': (lambda: initializer('zeros', None, ms.float32), AttributeError,
        "'Zero' object has no attribute 'shape'"),
}

# name: (call, repr of 2.10's result)
GOOD = {

}
