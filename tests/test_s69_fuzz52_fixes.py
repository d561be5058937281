"""Fixes from the fifty-second GRAPH_MODE vs PYNATIVE_MODE fuzzer's session: the operand errors
MindSpore 2.10 raises where minicell computed (fuzz51's okerr list: Python numbers given to
``logical_and/or/xor``, ``gcd``, ``isclose``, ``igamma``, ``logaddexp``, ``inner``,
``nextafter``, ``vecdot``; a bool ``matrix_diag``; integer and
bool Tensors given to ``logaddexp``, ``t.var(dim=...)``, ``diag_embed``, ``addcdiv``; a 1-d
operand of ``Tensor.dot``). The types and texts below were measured on 2.10 (CPU), the same in
its PYNATIVE_MODE and GRAPH_MODE (/tmp/s69/fuzz52/okp.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor

_A = np.arange(24).reshape(4, 6)
H = Tensor((np.sin(_A * 0.7) * 1.5).astype(np.float32))
Y = Tensor(np.cos(_A * 1.3).astype(np.float32))
N = Tensor((_A % 7 - 3).astype(np.int32))
M = Tensor(np.sin(_A * 2.1) > 0.3)
R = Tensor(np.linspace(-1, 1, 6).astype(np.float32))

_LOGICAL = 'Failed calling {p} with "{p}()({a}=Tensor, {b}={t})".'
CASES = {
    "logical_and int": (lambda: ops.logical_and(H, 2), TypeError,
                        _LOGICAL.format(p="LogicalAnd", a="x", b="y", t="int")),
    "mint logical_and float": (lambda: mint.logical_and(M, other=0.5), TypeError,
                               _LOGICAL.format(p="LogicalAnd", a="x", b="y", t="float")),
    "logical_and int first": (lambda: ops.logical_and(2, M), TypeError,
                              'Failed calling LogicalAnd with "LogicalAnd()(x=int, y=Tensor)".'),
    "logical_or int": (lambda: ops.logical_or(Y, 2), TypeError,
                       _LOGICAL.format(p="LogicalOr", a="x", b="y", t="int")),
    "logical_xor float": (lambda: mint.logical_xor(H, 0.5), TypeError,
                          _LOGICAL.format(p="LogicalXor", a="input", b="other", t="float")),
    "gcd int": (lambda: ops.gcd(N, 2), TypeError,
                'Failed calling Gcd with "Gcd()(input=Tensor, other=int)".'),
    "gcd bool": (lambda: ops.gcd(N, True), TypeError,
                 'Failed calling Gcd with "Gcd()(input=Tensor, other=bool)".'),
    "isclose float": (lambda: mint.isclose(N, 0.5, equal_nan=True), TypeError,
                      'Failed calling IsClose with "IsClose(rtol=float, atol=float, '
                      'equal_nan=bool)(input=Tensor, other=float)".'),
    "igamma float": (lambda: ops.igamma(Y, 0.5), TypeError,
                     "The primitive[Igamma]'s input arguments[a, x] must be all tensor and those "
                     "type must be same. But got input argument[x]:Float32\nValid type list: "
                     "{Tensor[Float32], Tensor[Float64]}."),
    "igammac float first": (lambda: ops.igammac(0.5, Y), TypeError,
                            "The primitive[Igammac]'s input arguments[a, x] must be all tensor "
                            "and those type must be same. But got input argument[a]:Float32"),
    "logaddexp int": (lambda: ops.logaddexp(H, 2), TypeError,
                      "For logaddexp, the other must be a Tensor, but got <class 'int'>."),
    "logaddexp int first": (lambda: ops.logaddexp(2, H), TypeError,
                            "For logaddexp, the input must be a Tensor, but got <class 'int'>."),
    "logaddexp2 float first": (lambda: ops.logaddexp2(2.0, H), TypeError,
                               "For logaddexp2, input must be a Tensor, but got <class "
                               "'float'>."),
    "logaddexp int32": (lambda: ops.logaddexp(N, Y), TypeError,
                        "For logaddexp, the dtype of 'input' and 'other' must be float,but got "
                        "Int32 and Float32."),
    "logaddexp2 bool": (lambda: ops.logaddexp2(M, Y), TypeError,
                        "For logaddexp2, the dtype of 'input' and 'other' must be float,but got "
                        "Bool and Float32."),
    "method logaddexp int32": (lambda: Y.logaddexp(N), TypeError,
                               "For logaddexp, the dtype of 'input' and 'other' must be "
                               "float,but got Float32 and Int32."),
    "method logaddexp2 kw": (lambda: N.logaddexp2(other=Y), TypeError,
                             "For logaddexp2, the dtype of 'input' and 'other' must be float,"
                             "but got Int32 and Float32."),
    "inner int": (lambda: ops.inner(N, 2), AttributeError,
                  "'int' object has no attribute 'ndim'"),
    "inner float first": (lambda: ops.inner(0.5, M), AttributeError,
                          "'float' object has no attribute 'ndim'"),
    "nextafter float": (lambda: ops.nextafter(H, other=0.5), TypeError,
                        'Failed calling NextAfter with "NextAfter()(input=Tensor, other=float)".'),
    "nextafter float first": (lambda: ops.nextafter(2.0, H), TypeError,
                              'Failed calling NextAfter with "NextAfter()(input=float, '
                              'other=Tensor)".'),
    "vecdot int": (lambda: ops.vecdot(H, 2, axis=1), TypeError,
                   "For vecdot, x or y must be Tensor."),
    "matrix_diag bool": (lambda: ops.matrix_diag(M, k=2), TypeError,
                         "For primitive[MatrixDiagV3], the input argument[x] must be a type of "
                         "{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                         "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
                         "Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but "
                         "got Tensor[Bool]."),
    "var dim of int": (lambda: N.var(dim=0), TypeError,
                       "For primitive[Var], the input[input] supports types: Float16, Float32, "
                       "BFloat16. But got Int32."),
    "var keepdim of bool": (lambda: M.var(keepdim=True), TypeError,
                            "For primitive[Var], the input[input] supports types: Float16, "
                            "Float32, BFloat16. But got Bool."),
    "var correction of float64": (lambda: H.astype(ms.float64).var(correction=1), TypeError,
                                  "For primitive[Var], the input[input] supports types: "
                                  "Float16, Float32, BFloat16. But got Float64."),
    "diag_embed bool": (lambda: ops.diag_embed(M, offset=1), TypeError,
                        "For 'diag_embed', the dtype of 'input' must be int8, int16, int32, "
                        "int64, uint8, uint16, uint32, uint64, float16, float32 or float64, but "
                        "got 'Bool'."),
    "addcdiv bool input": (lambda: ops.addcdiv(M, Y, R), TypeError,
                           "For primitive[Addcdiv], the input argument[input] must be a type of "
                           "{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int64]}, "
                           "but got Tensor[Bool]."),
    "addcdiv int32 tensor2": (lambda: ops.addcdiv(H, Y, N), TypeError,
                              "For primitive[Addcdiv], the input argument[tensor2] must be a "
                              "type of {Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                              "Tensor[Int64]}, but got Tensor[Int32]."),
    "addcdiv mixed": (lambda: ops.addcdiv(H.astype(ms.float64), Y, R), TypeError,
                      "For primitive[Addcdiv], the input type must be same.\nname:[input]:"
                      "Tensor[Float64].\nname:[tensor1]:Tensor[Float32].\nname:[tensor2]:"
                      "Tensor[Float32]."),
    "dot 1-d other": (lambda: Y.dot(R), ValueError,
                      "For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',but "
                      "got \\'len(x1_shape)\\': (2) and \\'len(x2_shape)\\': (1)."),
    "dot int32": (lambda: N.dot(N.T), TypeError,
                  "The 'x1' doesn't support 'Int32' and expect to receive [mindspore.float16, "
                  "mindspore.float32]."),
}


@pytest.mark.parametrize("case", list(CASES))
def test_operand_errors(case):
    fn, exc, text = CASES[case]
    with pytest.raises(exc) as e:
        fn()
    assert str(e.value).startswith(text), str(e.value)


@pytest.mark.heavy          # nine ops' first kernels compiled: ~1.2 s
def test_accepted_operands_unchanged():
    """What 2.10 takes still runs, with its values (measured): a bool beside a logical op, two
    Tensors of gcd/isclose, float logaddexp, an Int64 addcdiv of one dtype, ``t.var(axis)``
    of an int (the numpy-style overload), a 2-d ``Tensor.dot``."""
    assert ops.logical_and(M, True).asnumpy().tolist() == M.asnumpy().tolist()
    assert ops.logical_xor(True, M).asnumpy().tolist() == (~M.asnumpy()).tolist()
    assert ops.gcd(N, N).asnumpy()[0, :4].tolist() == [3, 2, 1, 0]
    assert not ops.isclose(H, Y).asnumpy().any()
    np.testing.assert_allclose(ops.logaddexp(H, Y).asnumpy()[0, :2], [1.3132613, 1.3699017],
                               rtol=1e-6)
    n64 = N.astype(ms.int64)
    out = ops.addcdiv(n64, n64, n64 * 0 + 4, value=3)      # truncated: -3 - 2.25 is -5
    assert out.dtype == ms.int64 and out.asnumpy()[0, :4].tolist() == [-5, -3, -1, 0]
    assert ops.addcdiv(n64 * 0, n64 * 0 + 1, n64 * 0 + 2, value=3).asnumpy().max() == 1
    np.testing.assert_allclose(N.var(0, 1).asnumpy()[:4], [7.6666665, 8.666667, 7.6666665, 2.0],
                               rtol=1e-6)
    w = Tensor(np.ones((6, 3), np.float32))
    np.testing.assert_allclose(H.dot(w).asnumpy()[0], [3.7156227] * 3, rtol=1e-6)
    assert ops.diag_embed(N).shape == (4, 6, 6)


class _Calls(nn.Cell):
    def construct(self, h, n, m):
        return ops.logaddexp(h, h), ops.logical_or(m, False), ops.gcd(n, n)


class _Refused(nn.Cell):
    def __init__(self, which):
        super().__init__()
        self.which = which

    def construct(self, h, n, m):
        if self.which == 0:
            return ops.logical_and(h, 2)
        if self.which == 1:
            return ops.logaddexp(n, h)
        return h.dot(h[0])


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_both_modes(mode):
    """The same results and errors in a Cell in either mode (2.10: TypeError, TypeError,
    ValueError in both)."""
    old = ms.get_context("mode")
    ms.set_context(mode=mode)
    try:
        a, b, c = _Calls()(H, N, M)
        errors = []
        for which in range(3):
            with pytest.raises((TypeError, ValueError)) as e:
                _Refused(which)(H, N, M)
            errors.append(type(e.value).__name__)
    finally:
        ms.set_context(mode=old)
    assert a.dtype == ms.float32 and b.asnumpy().tolist() == M.asnumpy().tolist()
    assert c.asnumpy()[0, :4].tolist() == [3, 2, 1, 0]
    assert errors == ["TypeError", "TypeError", "ValueError"]
