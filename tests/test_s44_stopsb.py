"""2.10's AddExt/SubExt on Bool operands and with a number alpha (st test_ops_add's bool case):
two Bools give their logical or / exclusive or, alpha only switches ``other`` off at 0, and a
number alpha does not widen an integer result (values measured on MindSpore 2.10, CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops

B = np.array([[True, True], [False, False]])
C = np.array([[True, False], [True, False]])
OR = [[True, True], [True, False]]
XOR = [[False, True], [True, False]]


def _run(fn, mode, *args):
    ms.set_context(mode=mode)
    try:
        return (ms.jit(fn) if mode == ms.GRAPH_MODE else fn)(*args)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


_fn = lambda b, c: mint.add(b, c)
_fn2 = lambda b, c: mint.add(b, c, alpha=2)
_fn3 = lambda b, c: mint.add(b, c, alpha=-0.5)
_fn4 = lambda b, c: mint.add(b, c, alpha=0)
_fn5 = lambda b, c: mint.sub(b, c)
_fn6 = lambda b, c: mint.sub(b, c, alpha=0.5)
_fn7 = lambda b, c: mint.sub(b, c, alpha=0)
_fn8 = lambda b, c: b.add(c, alpha=2)
_fn9 = lambda b, c: b.sub(c, alpha=1)
_fn10 = lambda b, c: b.add(c, alpha=0)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("fn, want", [
    (_fn, OR),
    (_fn2, OR),
    (_fn3, OR),
    (_fn4, B.tolist()),
    (_fn5, XOR),
    (_fn6, XOR),
    (_fn7, B.tolist()),
    (_fn8, OR),
    (_fn9, XOR),
    (_fn10, B.tolist()),
])
def test_bool_operands_stay_bool(fn, want, mode):
    out = _run(fn, mode, ms.tensor(B), ms.tensor(C))
    assert out.dtype == ms.bool_
    assert out.asnumpy().tolist() == want


def test_bool_scalar_and_broadcast():
    b = ms.tensor(B)
    assert mint.add(b, True).asnumpy().all()
    assert mint.sub(b, True).asnumpy().tolist() == (~B).tolist()
    out = mint.add(b, ms.tensor([True, False]), alpha=2)
    assert out.dtype == ms.bool_ and out.asnumpy().tolist() == OR


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_alpha_does_not_widen(mode):
    i = ms.tensor(np.array([[1, 2], [3, 4]], np.int32))
    b = ms.tensor(B)
    fn2 = lambda i, b: mint.add(i, b, alpha=2)
    fn3 = lambda i, b: mint.sub(i, b, alpha=2)
    fn4 = lambda i, b: i.add(b, alpha=2)
    fn5 = lambda i, b: mint.add(b, i, alpha=2)
    for fn, want in ((fn2, [[3, 4], [3, 4]]),
                     (fn3, [[-1, 0], [3, 4]]),
                     (fn4, [[3, 4], [3, 4]]),
                     (fn5, [[3, 5], [6, 8]])):
        out = _run(fn, mode, i, b)
        assert out.dtype == ms.int32 and out.asnumpy().tolist() == want


def test_errors_kept():
    b, i = ms.tensor(B), ms.tensor(np.array([1, 2], np.int32))
    with pytest.raises(TypeError, match="primitive\\[Add\\]"):
        ops.add(b, b)                       # the plain Add refuses Bool, as 2.10
    with pytest.raises(TypeError, match="floating alpha"):
        mint.add(i, i, alpha=1.5)
    with pytest.raises(TypeError):
        mint.add(b, b, alpha=True)          # 2.10's CPU kernel has no Bool alpha
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match="primitive\\[Add\\]"):
            fn6 = lambda x, y: x.add(y)
            ms.jit(fn6)(b, b)   # no alpha: the plain Add in a graph
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
