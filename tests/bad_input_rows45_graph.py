"""Rows of ``test_bad_input_catalogue45`` (differentiating something not callable inside
GRAPH_MODE: an ``ms.jit`` function and a Cell's construct): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per process, the source in a file;
/tmp/s62/bad45/w/b4.py with /tmp/s62/bad45/run2.py; the text up to its C++ call stack).
Fixed in this round: grad / value_and_grad of a non-callable in a graph is 2.10's graph
compiler's RuntimeError (GradOperation's text with the constant's abstract: a str a 'String'
scalar, a bool's value 'true'), op by op still grad's TypeError; vjp of a non-callable in a
graph is the ValueError 'The object is not callable. ...' (jvp / jacfwd / jacrev already).
"""
import numpy as np
import minicell as ms
from minicell import Tensor, nn, ops

X = Tensor(np.ones((2, 3), np.float32))


def _graph(body):
    """``body(a, b)`` run by an ``ms.jit`` function in GRAPH_MODE."""
    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        return ms.jit(body)(X, X)
    return call


class _InCell(nn.Cell):
    def __init__(self, body):
        super().__init__()
        self.body = body

    def construct(self, a, b):
        return self.body(a, b)


def _cell(body):
    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        return _InCell(body)(X, X)
    return call


def grad_int(a, b):
    return ops.grad(3)(a, b)


def grad_none(a, b):
    return ops.grad(None)(a, b)


def grad_str(a, b):
    return ops.grad('f')(a, b)


def grad_float(a, b):
    return ops.grad(1.5)(a, b)


def vag_int(a, b):
    return ops.value_and_grad(3)(a, b)


def vag_none(a, b):
    return ops.value_and_grad(None)(a, b)


def ms_grad_int(a, b):
    return ms.grad(3, 0)(a, b)


def vag_bool(a, b):
    return ops.value_and_grad(True)(a, b)


def gradop_none(a, b):
    return ops.GradOperation()(None)(a, b)


def vjp_int(a, b):
    return ms.vjp(3, a, b)


def _text(abstract):
    return ("For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got "
            + abstract)


_INT = _text("AbstractScalar(Type: Int64, Value: 3, Shape: NoShape)")
_NONE = _text("AbstractNone(Value: None)")

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'graph grad int': (_graph(grad_int), RuntimeError, _INT),
    'graph grad None': (_graph(grad_none), RuntimeError, _NONE),
    'graph grad str': (_graph(grad_str), RuntimeError,
        _text("AbstractScalar(Type: String, Value: f, Shape: NoShape)")),
    'graph grad float': (_graph(grad_float), RuntimeError,
        _text("AbstractScalar(Type: Float32, Value: 1.5, Shape: NoShape)")),
    'graph value_and_grad int': (_graph(vag_int), RuntimeError, _INT),
    'graph value_and_grad None': (_graph(vag_none), RuntimeError, _NONE),
    'graph ms.grad int': (_graph(ms_grad_int), RuntimeError, _INT),
    'cell grad int': (_cell(grad_int), RuntimeError, _INT),
    'cell value_and_grad bool': (_cell(vag_bool), RuntimeError,
        _text("AbstractScalar(Type: Bool, Value: true, Shape: NoShape)")),
    'graph GradOperation None': (_graph(gradop_none), RuntimeError, _NONE),
    'graph vjp int': (_graph(vjp_int), ValueError,
        "The object is not callable. Please check code."),
    'pynative grad int': (lambda: ops.grad(3)(X, X), TypeError,
        "The fn should be callable, but got int"),
    'pynative vjp int': (lambda: ms.vjp(3, X), TypeError,
        "The fn should be callable, but got int"),
}
