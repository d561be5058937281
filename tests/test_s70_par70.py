"""Session 70, par70: upstream ut census leftovers (values measured on MindSpore 2.10, CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.ops import operations as P
from minicell.ops._grad_experimental.grad_base import bprop_getters
from minicell.ops.composite.multitype_ops.zeros_like_impl import zeros_like
from minicell.ops.primitive import PrimitiveWithInfer, prim_attr_register

pytestmark = pytest.mark.usefixtures("graph_mode")
INFERRED = []


class KernellessTake(PrimitiveWithInfer):
    """Rows of ``params`` at ``indices``, declared by its inference only (no kernel)."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['params', 'indices'], outputs=['output'])

    def __infer__(self, params, indices):
        INFERRED.append(indices['dtype'])
        return {'shape': indices['shape'] + params['shape'][1:], 'dtype': params['dtype'],
                'value': None}


@bprop_getters.register(KernellessTake)
def _take_bprop(prim):
    def bprop(params, indices, out, dout):
        rows = P.UnsortedSegmentSum()(dout, indices, params.shape[0])
        return rows, zeros_like(indices)
    return bprop


class Take(nn.Cell):
    def __init__(self):
        super().__init__()
        self.take = KernellessTake()

    def construct(self, params, indices):
        return self.take(params, indices) * 2


def test_kernelless_int_input_top_level_grad_is_compiled_once():
    """par69's lead: ``ms.grad`` at top level in GRAPH_MODE of a kernel-less primitive with an
    integer input retried its failing attempts on every call (the float attempt of the index,
    then the forward for the outputs it discards: ~150 ms a call); now each is remembered.
    2.10: the params' gradient is 2 per use of a row, the index's is zeros (Int32)."""
    params = ms.Tensor(np.arange(6).reshape(3, 2).astype(np.float32))
    indices = ms.Tensor(np.array([0, 2, 2], np.int32))
    grad = ms.grad(Take(), grad_position=(0, 1))
    del INFERRED[:]
    traced = []
    for _ in range(3):
        dparams, dindices = grad(params, indices)
        np.testing.assert_array_equal(dparams.asnumpy(), [[2, 2], [0, 0], [4, 4]])
        assert dindices.dtype == ms.int32 and dindices.asnumpy().tolist() == [0, 0, 0]
        traced.append(len(INFERRED))
    assert traced[0] and traced[0] == traced[2]       # the later calls trace nothing
    assert str(INFERRED[-1]) == "Tensor[Int32]"     # the index is held as an integer


# ---- a Parameter created in a graph is built only where a compiled path reads it --------------
CREATING = r"creating class 'mindspore.common.parameter.Parameter' instances is not supported"
X = ms.Tensor(np.array([3], np.float32))


def controller(x, y):
    w = ms.Parameter(ms.Tensor([-2], ms.float32), name="weight")
    b = ms.Parameter(ms.Tensor([-5], ms.float32), name="bias")
    if len(x.shape) == 1:
        return y
    while y >= x:
        if b <= x:
            return y
        if w < x:
            return x
        x += y
    return x + y


class ReadAfterReturn(nn.Cell):
    def construct(self, x):
        w = ms.Parameter(ms.Tensor([-2], ms.float32), name="weight")
        if len(x.shape) == 1:
            return x
        return x * w


class ReadOnTheWay(nn.Cell):
    def construct(self, x):
        w = ms.Parameter(ms.Tensor([-2], ms.float32), name="weight")
        if x.shape[0] == 2:
            return x
        return x * w


class Compared(nn.Cell):
    def construct(self, x):
        w = ms.Parameter(ms.Tensor([-2], ms.float32), name="weight")
        if x > w:
            return x
        return x * 2


class NeverRead(nn.Cell):
    def construct(self, x):
        w = ms.Parameter(ms.Tensor([-2], ms.float32), name="weight")
        return x + 1


class Returned(nn.Cell):
    def construct(self, x):
        w = ms.Parameter(ms.Tensor([-2], ms.float32), name="weight")
        return w


def test_parameter_created_in_a_graph_and_read_only_after_a_constant_return_compiles():
    """Upstream mindir/test_msfunc_export.py::test_controller (its jit half; export/load of it
    is already minicell's). 2.10 builds a value only where a compiled path reads it: a Parameter
    created in a graph whose reads all follow a Python-constant ``return`` compiles ([0.] and
    [3.], measured); read on the path taken, or never read at all (a statement of its own), it
    is 2.10's ValueError (measured)."""
    y = ms.Tensor(np.array([0], np.float32))
    assert ms.jit(function=controller)(X, y).asnumpy().tolist() == [0.0]
    assert ReadAfterReturn()(X).asnumpy().tolist() == [3.0]
    for net in (ReadOnTheWay(), Compared(), NeverRead(), Returned()):
        with pytest.raises(ValueError, match=CREATING):
            net(X)
