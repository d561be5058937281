"""Session 70 (fuzz53): second derivatives of the ops whose gradient is 2.10's bprop formula
(runtime/primitives/bprops.py). 2.10 differentiates a bprop graph again through the bprops of
the kernels it calls (``BesselK0e``'s ``out - BesselK1e(x)``: NaN at ``x <= 0``); minicell's
rules called the bare implementations, whose own derivatives JAX took (0 there). Found by
family 53 seed 34 (``ms.grad`` of a function taking ``ms.grad`` through ``bessel_k0e``: NaN in
PYNATIVE_MODE, 0 in GRAPH_MODE). Expected values measured on 2.10 (PYNATIVE_MODE, CPU) at
``x = [-1, 0, 0.5, 1.5, 2.5]``."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

X = np.array([-1.0, 0.0, 0.5, 1.5, 2.5], np.float32)
NAN, INF = float("nan"), float("inf")

EXPECTED = {
    "bessel_k0e": [NAN, NAN, 3.0482187271118164, 0.25886601209640503, 0.0788184404373169],
    "bessel_k0": [NAN, INF, 4.237300872802734, 0.3987308740615845, 0.09190388768911362],
    "bessel_i0": [0.7009068727493286, 1.0, 0.5476948022842407, 0.9922789931297302,
                  2.2831530570983887],
    "bessel_j0": [-0.3251470923423767, -0.5, -0.4539329409599304, -0.13987001776695251,
                  0.24722141027450562],
    "softsign": [0.25, -0.0, -0.5925925970077515, -0.12799999117851257, -0.04664723202586174],
}


def k0e(x):
    return ops.bessel_k0e(x).sum()


def k0(x):
    return ops.bessel_k0(x).sum()


def i0(x):
    return ops.bessel_i0(x).sum()


def j0(x):
    return ops.bessel_j0(x).sum()


def softsign(x):
    return ops.softsign(x).sum()


FUNCS = {"bessel_k0e": k0e, "bessel_k0": k0, "bessel_i0": i0, "bessel_j0": j0,
         "softsign": softsign}


def second_derivative(f):
    def first(x):
        return ms.grad(f)(x).sum()
    return ms.grad(first)


@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_second_derivative_through_2_10_bprops(name, mode):
    ms.set_context(mode=mode)
    try:
        got = second_derivative(FUNCS[name])(ms.Tensor(X)).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(got, np.array(EXPECTED[name], np.float32), rtol=2e-6, atol=1e-7)


def test_first_derivative_of_k0e_unchanged():
    # the rules' values at first order are the same bits as before (2.10: NaN at x <= 0)
    got = ms.grad(k0e)(ms.Tensor(X)).asnumpy()
    assert np.isnan(got[:2]).all()
    np.testing.assert_allclose(got[2:], [-1.2069001197814941, -0.2849556803703308,
                                         -0.14062565565109253], rtol=1e-5)
