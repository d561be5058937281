"""Bad input, twenty-fourth round: indexing a Tensor with numpy values, and the 'Failed calling'
texts of compiled code (measured against MindSpore 2.10 CPU with /tmp/bad24's idx and g
catalogues, one case per forked process).

PYNATIVE_MODE refuses a numpy array index alone ('Only support integers, ...' IndexError) and
in a tuple or list ('For tuple index, ...' TypeError), and any numpy scalar in the index or as
the assigned value ('Unsupported Python object type received' IndexError; ``np.float64`` is a
float). GRAPH_MODE refuses the arrays too, but takes numpy integers as ints, except intc,
uintc, longlong and ulonglong. Slice bounds: eager 'Slice index type must be int, tensor or
none.' (a non-int step: 'strides' cannot contain 0), graph 'Attribute 'start' of slice(...)'.
"""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from conftest import raises_as_mindspore

A = np.arange(12, dtype=np.float32).reshape(3, 4)
_ONLY = ("Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list "
         "and tuple as index, but got {} with type {}")
_TYPES = "'Slice', 'Ellipsis', 'None', 'Tensor', 'int', 'List', 'Tuple', 'bool'"


def _x():
    return ms.Tensor(A)


def _set(index, value=1.0):
    def call():
        x = _x()
        x[index] = value
    return call


def _only(v):
    return "^" + re.escape(_ONLY.format(v, type(v)))


def _unsup(v):
    return "^" + re.escape(f"Unsupported Python object type received: {type(v)}. Supported "
                           f"types for tensor indexing are: list, int, float, tuple, slice, "
                           f"ellipsis, None, array, bool, or Tensor. Received value: {v}")


def _tuple(kind, v):
    return "^" + re.escape(f"For tuple index, the types only support {_TYPES}, but got type "
                           f"'{kind}', value: {v}")


def _graph(body):
    """A GRAPH_MODE Cell whose construct is ``body`` (a function of ``t``), called on A."""
    def call():
        ms.set_context(mode=ms.GRAPH_MODE)

        class Net(nn.Cell):
            def construct(self, t):
                return body(t)
        return Net()(_x())
    return call


def _graph_set(index, value=1.0):
    def body(t):
        t[index] = value
        return t
    return _graph(body)


def _jit(index):
    @ms.jit
    def f(t):
        return t[index]
    return lambda: f(_x())


_BY_TUPLE = "^" + re.escape(f"For 'tensor_setitem_by_tuple', the types only support {_TYPES}, "
                            f"but got ")
I64, I32 = np.int64(0), np.int32(1)
ARR = np.array([0, 1])

_fn = lambda t: t[ARR]
_fn2 = lambda t: t[I32]
_fn3 = lambda t: t[np.longlong(1)]
_fn4 = lambda t: t[0, ARR]
_fn5 = lambda t: t[0, I32]
_fn6 = lambda t: t[0, 1.5]
_fn7 = lambda t: t[np.int64(0):2]
CASES = {
    # PYNATIVE_MODE
    "get array": (lambda: _x()[ARR], IndexError, _only(ARR)),
    "get 2-D array": (lambda: _x()[np.array([[0, 1], [1, 0]])], IndexError,
                      _only(np.array([[0, 1], [1, 0]]))),
    "get 0-d bool array": (lambda: _x()[np.array(True)], IndexError, _only(np.array(True))),
    "get bool mask array": (lambda: _x()[np.array([True, False])], IndexError,
                            _only(np.array([True, False]))),
    "set array": (_set(ARR), IndexError, _only(ARR)),
    "set array, Tensor value": (_set(ARR, ms.Tensor(1.0)), IndexError, _only(ARR)),
    "parameter get array": (lambda: ms.Parameter(_x())[ARR], IndexError, _only(ARR)),
    "get int64": (lambda: _x()[I64], IndexError, _unsup(I64)),
    "get uint8": (lambda: _x()[np.uint8(1)], IndexError, _unsup(np.uint8(1))),
    "get float32": (lambda: _x()[np.float32(0)], IndexError, _unsup(np.float32(0))),
    "get float64": (lambda: _x()[np.float64(1)], IndexError, _only(np.float64(1))),
    "get float": (lambda: _x()[1.5], IndexError, _only(1.5)),
    "set int64": (_set(I64), IndexError, _unsup(I64)),
    "get tuple int64": (lambda: _x()[I64, 1], IndexError, _unsup(I64)),
    "get tuple slice int64": (lambda: _x()[:, np.int64(1)], IndexError, _unsup(np.int64(1))),
    "get list int64": (lambda: _x()[[I64, 1]], IndexError, _unsup(I64)),
    "get list Tensor int64": (lambda: _x()[[ms.Tensor(0), np.int64(1)]], IndexError,
                              _unsup(np.int64(1))),
    "get tuple array": (lambda: _x()[0, ARR], TypeError, _tuple("Array", ARR)),
    "get list array": (lambda: _x()[[0, np.array(1)]], TypeError, _tuple("Array", np.array(1))),
    "get tuple float": (lambda: _x()[0, 1.5], TypeError, _tuple("Float", 1.5)),
    "scalar before array": (lambda: _x()[ARR, I64], IndexError, _unsup(I64)),
    "slice int64 start": (lambda: _x()[np.int64(0):2], RuntimeError,
                          r"^Slice index type must be int, tensor or none\.$"),
    "slice float stop": (lambda: _x()[0:2.0], RuntimeError,
                         r"^Slice index type must be int, tensor or none\.$"),
    "slice int64 step": (lambda: _x()[::np.int64(2)], ValueError,
                         r"^For 'StridedSlice', 'strides' cannot contain 0$"),
    "value float32": (_set(0, np.float32(5)), IndexError, _unsup(np.float32(5))),
    "value int32 by slice": (_set(slice(0, 2), np.int32(1)), IndexError, _unsup(np.int32(1))),
    "value before index": (_set(ARR, np.float32(1)), IndexError, _unsup(np.float32(1))),
    "array value before index": (_set(I64, np.array([1., 2., 3., 4.])), TypeError,
                                 r"^only support numbers, Tensor, tuple, list as value"),
    # GRAPH_MODE and jit
    "graph get array": (_graph(_fn), IndexError, _only(ARR)),
    "graph set array": (_graph_set(ARR), IndexError, _only(ARR)),
    "jit get array": (_jit(ARR), IndexError, _only(ARR)),
    "graph get int32": (_graph(_fn2), IndexError, _unsup(I32)),
    "graph set uint32": (_graph_set(np.uint32(1)), IndexError, _unsup(np.uint32(1))),
    "graph get longlong": (_graph(_fn3), IndexError,
                           _unsup(np.longlong(1))),
    "graph get float32": (_jit(np.float32(0)), IndexError,
                          r"^Number index of tensor must be int or bool, but got 0\.0\.$"),
    "graph tuple array": (_graph(_fn4), TypeError, _BY_TUPLE + "External$"),
    "graph tuple int32": (_graph(_fn5), TypeError, _BY_TUPLE + "External$"),
    "graph tuple float": (_graph(_fn6), TypeError, _BY_TUPLE + "Float32$"),
    "graph set tuple array": (_graph_set((0, ARR)), IndexError, r"^invalid index type$"),
    "graph slice int64 start": (_graph(_fn7), RuntimeError,
                                "^" + re.escape("Attribute 'start' of slice(0, 2, None) should be "
                                                "int or Tensor with Int type but got 0")),
    "graph value int32": (_graph_set(1, I32), IndexError, _unsup(I32)),
}




def _failed(prim, shown):
    return "^" + re.escape(f'Failed calling {prim} with "{shown}".') + "(\n|$)"


# compiled code: 2.10's signature check names only the operands it refuses, in graph types
_fn8 = lambda t: ms.ops.reciprocal("a")
_fn9 = lambda t: ms.ops.ExpandDims()(t, "a")
_fn10 = lambda t: ms.ops.Reshape()(A, (3, 4))
_fn11 = lambda t: ms.ops.Softmax()(A)
_fn12 = (lambda t: ms.mint.batch_norm_elemt(
    None, ms.Tensor(np.ones(2, np.float32)), ms.Tensor(np.ones(2, np.float32)),
    ms.Tensor(np.ones(2, np.float32)), ms.Tensor(np.ones(2, np.float32))))
GRAPH_CALLS = {
    "reciprocal str": (_fn8, "Reciprocal", "input=String"),
    "ExpandDims axis str": (_fn9, "ExpandDims", "axis=String"),
    "Reshape array": (_fn10, "Reshape", "input=External"),
    "Softmax array": (_fn11, "Softmax", "input=External"),
    "batch_norm_elemt None": (_fn12,
        "BatchNormElemt", "input=None"),
}


# one-input primitives take a Tensor only: a numpy scalar is refused, named by its class
# (np.float64 is a float), measured
SCALAR_CALLS = {
    "exp float32": (lambda: ms.ops.exp(np.float32(1.0)), "Exp()(input=<class 'numpy.float32'>)"),
    "relu int64": (lambda: ms.ops.relu(np.int64(1)), "ReLU()(input=<class 'numpy.int64'>)"),
    "sigmoid float32": (lambda: ms.ops.sigmoid(np.float32(1.0)),
                        "Sigmoid()(input=<class 'numpy.float32'>)"),
    "mint.exp float32": (lambda: ms.mint.exp(np.float32(1.0)),
                         "Exp()(input=<class 'numpy.float32'>)"),
    "abs float64": (lambda: ms.ops.abs(np.float64(1.0)), "Abs()(input=float)"),
}


@pytest.mark.parametrize("name", list(SCALAR_CALLS))
def test_numpy_scalar_into_one_input_primitive(name):
    call, text = SCALAR_CALLS[name]
    prim = text.split("(")[0]
    raises_as_mindspore(call, TypeError, "^" + re.escape(f'Failed calling {prim} with "{text}".'))


@pytest.mark.parametrize("name", list(GRAPH_CALLS))
def test_graph_failed_calling_text(name):
    body, prim, shown = GRAPH_CALLS[name]
    raises_as_mindspore(_graph(body), TypeError, _failed(prim, shown))


def test_graph_keeps_op_by_op_texts_where_2_10_does():
    # 2.10 GRAPH_MODE (measured): an Ext primitive, a sequence operand and a Tensor operator
    # keep the full text; a Tensor method's text names an array External
    fn = lambda t: ms.ops.sum(t, dim="error")
    fn2 = lambda t: t >= [1, 3]
    fn3 = lambda t: t.pow(A)
    fn4 = lambda t: t + "a"
    keep = {"sum dim str": (fn, 'Failed calling SumExt with '
                            '"SumExt()(input=Tensor, dim=string, keepdim=bool'),
            "ge list": (fn2, 'Failed calling GreaterEqual with '
                        '"GreaterEqual()(input=Tensor, other=List<int, int>)".'),
            "pow array": (fn3, 'Failed calling pow with "pow(External)".'),
            "plus str": (fn4, 'Failed calling Add with '
                         '"Add()(input=Tensor, other=string)".')}
    for body, text in keep.values():
        raises_as_mindspore(_graph(body), TypeError, "^" + re.escape(text))


def test_graph_failed_calling_text_in_jit():
    @ms.jit
    def f(t):
        return ms.ops.reciprocal("a")
    with pytest.raises(TypeError) as info:
        f(_x())
    assert str(info.value) == 'Failed calling Reciprocal with "input=String".\nThe valid ' \
        'calling should be: "input=<Tensor>".'     # (2.10's whole text, measured s53)


@pytest.mark.parametrize("name", list(CASES))
def test_numpy_index(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_what_2_10_accepts():
    # GRAPH_MODE takes the other numpy integers as ints; np.float64 is a float value; nested
    # lists are plain int data; a numpy step in a graph (all measured on 2.10)
    x = _x()
    x[0] = np.float64(5)
    assert x[0, 0].item() == 5.0
    for index, shape in ((np.int64(1), (4,)), (np.uint8(1), (4,)), (np.bool_(True), (1, 3, 4)),
                         ((np.int64(0), 1), ()), ([np.int64(0), 1], (2, 4)),
                         (slice(0, 2, np.int64(1)), (2, 4))):
        fn5 = lambda t, i=index: t[i]
        out = _graph(fn5)()
        assert out.shape == shape, index
    out = _jit(np.int16(2))()
    assert out.asnumpy().tolist() == A[2].tolist()
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert _x()[ms.Tensor(np.int64(1))].shape == (4,)
    assert _x().view(np.int64(12)).shape == (12,)       # a numpy int is a size, not a dtype
