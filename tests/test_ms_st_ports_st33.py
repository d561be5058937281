"""Behaviour checked by MindSpore's system tests (tests/st/{ops,tensor}), ported as small minicell
tests (batch 33). Values were measured on MindSpore 2.10 CPU, or are the st test's own
expectations where 2.10 asserts them there.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


def test_apply_adam_with_amsgrad_v2_takes_python_number_powers():
    # tests/st/ops/test_ops_applyadamwithamsgradv2.py passes floats for beta*_power and lr;
    # values measured on MindSpore 2.10 CPU (V1 rejects floats there, V2 takes them)
    var, m, v, vhat = (Parameter(Tensor(np.array(x, np.float32)), name=n) for x, n in
                       (([.2, .2], "var"), ([.1, .2], "m"), ([.2, .1], "v"), ([.1, .2], "vh")))
    out = ops.ApplyAdamWithAmsgradV2()(var, m, v, vhat, 0.9, 0.999, 0.01, 0.8, 0.999, 1e-8,
                                       Tensor(np.array([0.4, 0.2], np.float32)))
    np.testing.assert_allclose(var.asnumpy(), [0.19886853, 0.1985858], rtol=1e-6)
    np.testing.assert_allclose(out[3].asnumpy(), [0.19996001, 0.2], rtol=1e-6)
