"""Rows of ``test_bad_input_catalogue44`` (grad API misuse inside GRAPH_MODE: ``ms.jit``
functions and a Cell's construct): MindSpore 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process, the source in a file; /tmp/s61/bad44/w/gg.py with
/tmp/s61/bad44/run2.py). minicell already raised these as 2.10 (the rows keep it so); a grad
position out of range and has_aux with one output raise minicell's GradPositionError
(an IndexError) and AuxOutputsError (a RuntimeError), 2.10's text's first line.
Still different (type as 2.10, text not): grad(None, None) (2.10 quotes the text: "'`grad_
position` and ...'"), weights a str or an int (2.10: MultitypeFuncGraph's ValueError; minicell
the PYNATIVE TypeError), GradOperation's sens of the wrong shape (2.10: a Reshape bprop text),
its missing sens (2.10: 'The parameters number of the function is 3, ...').
"""
import numpy as np
import minicell as ms
from minicell import Parameter, Tensor, nn, ops

X = Tensor(np.ones((2, 3), np.float32))


def f2(a, b):
    return (a * b).sum()


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


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((2, 3), np.float32)), name='w')

    def construct(self, x):
        return (x * self.w).sum()


def g_position_2(a, b):
    return ops.grad(f2, grad_position=2)(a, b)


def g_position_tuple(a, b):
    return ops.grad(f2, grad_position=(0, 5))(a, b)


def g_position_float(a, b):
    return ops.grad(f2, grad_position=1.5)(a, b)


def g_position_negative(a, b):
    return ops.grad(f2, grad_position=-1)(a, b)


def g_position_str(a, b):
    return ops.value_and_grad(f2, grad_position='0')(a, b)


def g_has_aux_one(a, b):
    return ops.grad(f2, 0, has_aux=True)(a, b)


def vag_has_aux_one(a, b):
    return ops.value_and_grad(f2, 0, has_aux=True)(a, b)


def g_has_aux_int(a, b):
    return ops.grad(f2, 0, has_aux=1)(a, b)


def gradop_get_all_int(a, b):
    return ops.GradOperation(get_all=1)(f2)(a, b)


def gradop_by_list_no_weights(a, b):
    return ops.GradOperation(get_by_list=True)(f2)(a, b)


def cell_position_3(a, b):
    return ops.grad(f2, grad_position=3)(a, b)


def jvp_v_length(a, b):
    return ops.jvp(lambda x, y: x * y, (a, b), a)


def jacfwd_position(a, b):
    return ops.jacfwd(f2, grad_position=4)(a, b)


_AUX = "When has_aux is True, origin fn requires more than one outputs."

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'graph grad position float': (_graph(g_position_float), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'graph grad position negative': (_graph(g_position_negative), ValueError,
        "grad_position must be >= 0."),
    'graph value_and_grad position str': (_graph(g_position_str), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'graph grad has_aux int': (_graph(g_has_aux_int), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got int"),
    'graph GradOperation get_all int': (_graph(gradop_get_all_int), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got int"),
    'graph jvp v length': (_graph(jvp_v_length), ValueError,
        "v has invalid length: should be 2, but got 1"),
    'graph jacfwd position': (_graph(jacfwd_position), ValueError,
        "The element in grad_position must belong to [0, args_num)."),
}

# 2.10's text goes on (its C++ call stack, or the abstract it got): these match the start
PREFIX_ROWS = {
    'graph grad position 2': (_graph(g_position_2), IndexError,
        "Position index 2 is exceed input size."),
    'graph grad position tuple': (_graph(g_position_tuple), IndexError,
        "Position index 5 is exceed input size."),
    'cell grad position 3': (_cell(cell_position_3), IndexError,
        "Position index 3 is exceed input size."),
    'graph grad has_aux one output': (_graph(g_has_aux_one), RuntimeError, _AUX),
    'graph value_and_grad has_aux one output': (_graph(vag_has_aux_one), RuntimeError, _AUX),
    'cell value_and_grad has_aux one output': (_cell(vag_has_aux_one), RuntimeError, _AUX),
    'graph GradOperation get_by_list without weights': (_graph(gradop_by_list_no_weights),
        RuntimeError, "For 'S_Prim_grad', the size of input should be 2, but got 1. Please "
                      "check inputs of the operator."),
}
