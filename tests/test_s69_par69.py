"""Session 69, par69: upstream ut leftovers (values measured on MindSpore 2.10, CPU).

A user's ``PrimitiveWithInfer`` with no kernel, traced in a graph by its ``__infer__``, its
gradient from ``bprop_getters`` (upstream tests/ut/python/ir/test_row_tensor.py's
sparse_gatherv2 cases; ``compiler/kernelless.py``, ``minicell/ops/user_infer.py``).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.common.sparse_tensor import RowTensorInner
from minicell.ops import composite as C
from minicell.ops import operations as P
from minicell.ops._grad_experimental.grad_base import bprop_getters
from minicell.ops.composite.multitype_ops.zeros_like_impl import zeros_like
from minicell.ops.primitive import PrimitiveWithInfer, constexpr, prim_attr_register

SEEN = []


class KernellessGather(PrimitiveWithInfer):
    """A gather declared by its inference only (no kernel in either framework)."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['params', 'indices', 'axis'], outputs=['output'])

    def __infer__(self, params, indices, axis):
        SEEN.append((params, indices, axis))
        axis_v = axis['value']
        shp = params['shape']
        return {'shape': shp[:axis_v] + indices['shape'] + shp[axis_v + 1:],
                'dtype': params['dtype'], 'value': None}


class KernellessRows(KernellessGather):
    """The same, its gradient a RowTensorInner (rows of axis 0)."""


@constexpr
def _inverse_perm(rank, axis):
    index = tuple(range(rank))
    return index[1:1 + axis] + (0,) + index[1 + axis:]


@bprop_getters.register(KernellessGather)
def _gather_bprop(prim):
    def bprop(x, indices, axis, out, dout):
        perm = (axis,) + tuple(i for i in range(len(dout.shape)) if i != axis)
        rows = P.UnsortedSegmentSum()(P.Transpose()(dout, perm), indices, x.shape[axis])
        return (P.Transpose()(rows, _inverse_perm(len(x.shape), axis)), zeros_like(indices),
                zeros_like(axis))
    return bprop


@bprop_getters.register(KernellessRows)
def _rows_bprop(prim):
    def bprop(x, indices, axis, out, dout):
        n = P.Size()(indices)
        values = P.Reshape()(dout, (n,) + x.shape[1:])
        return RowTensorInner(indices, values, x.shape), zeros_like(indices), zeros_like(axis)
    return bprop


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.g = KernellessGather()
        self.w = ms.Parameter(ms.Tensor(np.ones((2, 3), np.float32)), name="w")

    def construct(self, params, indices):
        return self.g(params, indices, 1) * 3 + self.g(self.w, indices, 1).sum()


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return C.GradOperation(get_all=True)(self.net)(x, y)


class GradWeights(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ms.ParameterTuple(net.trainable_params())

    def construct(self, x, y):
        return C.GradOperation(get_by_list=True)(self.net, self.weights)(x, y)


PARAMS = ms.Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
INDICES = ms.Tensor(np.array([0, 2, 2], np.int32))


def test_kernelless_primitive_gradient_from_bprop_getters_in_a_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    dx, dind = GradAll(Net())(PARAMS, INDICES)
    np.testing.assert_array_equal(dx.asnumpy(), [[3, 0, 6], [3, 0, 6]])
    assert dind.dtype == ms.int32 and dind.asnumpy().tolist() == [0, 0, 0]


def test_kernelless_primitive_parameter_gradient_in_a_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    (dw,) = GradWeights(Net())(PARAMS, INDICES)
    np.testing.assert_array_equal(dw.asnumpy(), [[6, 0, 12], [6, 0, 12]])


def test_kernelless_primitive_top_level_gradients_in_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Net()
    dx, dind = ms.grad(net, grad_position=(0, 1))(PARAMS, INDICES)
    np.testing.assert_array_equal(dx.asnumpy(), [[3, 0, 6], [3, 0, 6]])
    assert dind.asnumpy().tolist() == [0, 0, 0]
    (dw,) = C.GradOperation(get_by_list=True)(net, ms.ParameterTuple(net.trainable_params()))(
        PARAMS, INDICES)
    np.testing.assert_array_equal(dw.asnumpy(), [[6, 0, 12], [6, 0, 12]])
    with pytest.raises(RuntimeError, match=r"Unsupported op \[KernellessGather\]"):
        ms.value_and_grad(net, grad_position=0)(PARAMS, INDICES)     # the value is needed


def test_kernelless_primitive_is_traced_by_its_infer_with_2_10_abstracts():
    ms.set_context(mode=ms.GRAPH_MODE)
    SEEN.clear()
    GradAll(Net())(PARAMS, INDICES)
    params, indices, axis = SEEN[-1]
    assert params['shape'] == [2, 3] and params['value'] is None
    assert str(params['dtype']) == "Tensor[Float32]" and str(indices['dtype']) == "Tensor[Int32]"
    assert axis == {'shape': [], 'dtype': ms.int64, 'value': 1}


class Rows(nn.Cell):
    def __init__(self, param_dtype=None):
        super().__init__()
        self.g = KernellessRows()
        if param_dtype is not None:
            self.table = ms.Parameter(ms.Tensor(np.ones((3, 1, 2), param_dtype)), name="table")

    def construct(self, params, indices):
        return self.g(params, indices, 0)


class RowsOfTable(Rows):
    def construct(self, indices):
        return self.g(self.table, indices, 0)


class RowParts(nn.Cell):
    """The row tensor's parts, from a gradient taken in the graph (upstream's GradWrap)."""

    def __init__(self, net, weights=False):
        super().__init__()
        self.net = net
        self.weights = ms.ParameterTuple(net.trainable_params()) if weights else None

    def construct(self, *args):
        if self.weights is None:
            grad = C.GradOperation(get_all=True)(self.net)(*args)
        else:
            grad = C.GradOperation(get_by_list=True)(self.net, self.weights)(*args)
        return grad[0].indices, grad[0].values, grad[0].dense_shape


ROW_INDICES = ms.Tensor(np.array([0, 2], np.int32))


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_kernelless_row_tensor_gradient_of_an_input(dtype):
    ms.set_context(mode=ms.GRAPH_MODE)
    params = ms.Tensor(np.zeros((3, 1, 2), dtype))
    indices, values, shape = RowParts(Rows())(params, ROW_INDICES)
    assert indices.asnumpy().tolist() == [0, 2] and shape == (3, 1, 2)
    assert values.dtype == ms.tensor(np.zeros(1, dtype)).dtype      # Float32 / Int32 (2.10)
    np.testing.assert_array_equal(values.asnumpy(), np.ones((2, 1, 2)))


def test_kernelless_row_tensor_gradient_of_an_int_parameter():
    ms.set_context(mode=ms.GRAPH_MODE)
    indices, values, shape = RowParts(RowsOfTable(np.int32), weights=True)(ROW_INDICES)
    assert indices.asnumpy().tolist() == [0, 2] and shape == (3, 1, 2)
    assert values.dtype == ms.int32 and values.asnumpy().tolist() == [[[1, 1]], [[1, 1]]]


def test_kernelless_row_tensor_gradient_next_to_a_dense_one_is_dense():
    # (2.10 CPU has no RowTensorAdd kernel and fails; minicell adds the two)
    class Both(Rows):
        def construct(self, params, indices):
            return self.g(params, indices, 0), params * 3
    ms.set_context(mode=ms.GRAPH_MODE)
    dx, _ = GradAll(Both())(ms.Tensor(np.zeros((3, 1, 2), np.float32)), ROW_INDICES)
    np.testing.assert_array_equal(dx.asnumpy(), [[[4, 4]], [[3, 3]], [[4, 4]]])


def test_kernelless_primitive_whose_value_is_dead_compiles():
    class Dead(nn.Cell):
        def __init__(self):
            super().__init__()
            self.g = KernellessGather()

        def construct(self, params, indices):
            y = self.g(params, indices, 1)
            return params * 2, y.shape
    ms.set_context(mode=ms.GRAPH_MODE)
    out, shape = Dead()(PARAMS, INDICES)
    np.testing.assert_array_equal(out.asnumpy(), [[0, 2, 4], [6, 8, 10]])
    assert shape == (2, 3)
    from minicell.compiler.api import cell_ir
    assert "= kernelless(%" in str(cell_ir(Dead(), (PARAMS, INDICES), {}))
    assert "prim='KernellessGather')" in str(cell_ir(Dead(), (PARAMS, INDICES), {}))


@pytest.mark.parametrize("graph", [True, False])
def test_kernelless_primitive_whose_value_is_needed_fails_kernel_selection(graph):
    ms.set_context(mode=ms.GRAPH_MODE if graph else ms.PYNATIVE_MODE)
    with pytest.raises(RuntimeError) as info:
        Net()(PARAMS, INDICES)
    text = str(info.value)
    assert text.startswith("\n" + "-" * 52 + "\n- Kernel select failed:\n" + "-" * 52 +
                           "\nUnsupported op [KernellessGather] on CPU, Please confirm whether "
                           "the device target setting is correct")
    if graph:       # the user's line, as 2.10's call stack quotes it
        assert "return self.g(params, indices, 1) * 3" in text


def test_kernelless_primitive_infer_error_comes_first():
    class Refusing(PrimitiveWithInfer):
        @prim_attr_register
        def __init__(self):
            pass

        def infer_dtype(self, x):
            raise TypeError("InferError")
    with pytest.raises(TypeError, match="InferError"):
        Refusing()(ms.Tensor([1.0]))
    assert isinstance(ops.PrimitiveWithInfer, type)


def test_module_examples():
    import doctest
    from minicell.compiler import kernelless
    from minicell.ops import user_infer
    for module in (kernelless, user_infer):
        result = doctest.testmod(module)
        assert result.attempted >= 2 and result.failed == 0


# ---- full_batch outside (semi_)auto_parallel: 2.10's check as a Cell compiles --------------------
# (upstream tests/ut/python/parallel/test_full_batch.py::test_data_parallel_mode)
FULL_BATCH = "full_batch could only be used under semi_auto_parallel or auto_parallel."


@pytest.fixture
def parallel_reset():
    ms.reset_auto_parallel_context()
    yield
    ms.reset_auto_parallel_context()


@pytest.mark.parametrize("setting", [{"full_batch": True}, {"dataset_strategy": "full_batch"}])
def test_full_batch_stand_alone_fails_when_a_cell_compiles(parallel_reset, setting):
    ms.set_auto_parallel_context(**setting)
    net, x = nn.Dense(2, 1), ms.Tensor(np.ones((3, 2), np.float32))
    assert net(x).shape == (3, 1)                       # PYNATIVE_MODE: no check
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(RuntimeError, match=FULL_BATCH):
        net(x)
    assert ms.jit(net.construct)(x).shape == (3, 1)     # a jit function: no check


def test_data_parallel_train_step_builds_before_init_and_full_batch_fails_at_compile(
        parallel_reset):
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_auto_parallel_context(parallel_mode="data_parallel", full_batch=True, device_num=2)
    net = nn.Dense(2, 1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.Momentum(net.trainable_params(), 0.1, 0.9))
    assert (step.degree, step.reducer_flag) == (2, True)
    with pytest.raises(RuntimeError, match=FULL_BATCH):
        step(ms.Tensor(np.ones((3, 2), np.float32)), ms.Tensor(np.ones((3, 1), np.float32)))


# ---- a parallel compile with no communication group quotes construct ----------------------------
# (upstream tests/ut/python/parallel/test_exception_log_with_node.py,
# test_exception_log_with_node_3)
class NegChain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = P.ReLU()
        self.neg = P.Neg().shard(((8, 1),))

    def construct(self, x, b):
        out = self.relu(x)
        out = self.neg(out)
        return out


def test_parallel_compile_without_group_quotes_construct_and_its_output_node(parallel_reset):
    import inspect
    from minicell.common.api import _cell_graph_executor
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=8, global_rank=0,
                                 dataset_strategy="full_batch")
    x = ms.Tensor(np.ones((8, 4), np.float32))
    with pytest.raises(RuntimeError) as info:
        _cell_graph_executor.compile(NegChain(), x, x)
    lines, first = inspect.getsourcelines(NegChain.construct)
    # 2.10's block (measured on this net's shape of code: the def, then the output's call)
    assert str(info.value).endswith(
        "\n\n" + "-" * 52 + "\n- The Traceback of Net Construct Code:\n" + "-" * 52 + "\n\n"
        f"# In file {__file__}:{first}~{first + 3}, 4~18\n    def construct(self, x, b):\n    ^\n\n"
        f"# In file {__file__}:{first + 2}, 14~27\n        out = self.neg(out)\n"
        "              ^~~~~~~~~~~~~\n")


# ---- a user primitive named after a built-in kernel runs that kernel ----------------------------
class Square(PrimitiveWithInfer):
    """Declares only its inference: 2.10 selects the ``Square`` kernel by name."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['x'], outputs=['output'])

    def infer_shape(self, s):
        return s

    def infer_dtype(self, t):
        return t


@bprop_getters.register(Square)
def _ignored_square_bprop(prim):
    def bprop(x, out, dout):       # 2.10 keeps the built-in gradient (measured)
        return (dout * 3 + out,)
    return bprop


class CubeBySquare(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sq = Square()

    def construct(self, x):
        return self.sq(x) * x


@pytest.mark.parametrize("graph", [True, False])
def test_user_primitive_named_after_a_kernel_runs_it(graph):
    ms.set_context(mode=ms.GRAPH_MODE if graph else ms.PYNATIVE_MODE)
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    assert CubeBySquare()(x).asnumpy().tolist() == [1.0, 8.0]
    assert ms.grad(CubeBySquare())(x).asnumpy().tolist() == [3.0, 12.0]


def test_row_tensor_leaves_a_graph_as_a_tuple():
    class Make(nn.Cell):
        def construct(self, i, v):
            return RowTensorInner(i, v, (3, 2)), [RowTensorInner(i, v, (3, 2))]

    def make(i, v):
        return RowTensorInner(i, v, (3,))
    i, v = ms.Tensor([0, 2], ms.int32), ms.Tensor(np.ones((2, 2), np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    first, (second,) = Make()(i, v)
    assert type(first) is tuple and type(second) is tuple and first[2] == (3, 2)
    assert first[0].asnumpy().tolist() == [0, 2] and first[1].shape == (2, 2)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert type(ms.jit(make)(i, v[:, 0])) is tuple          # a jit function's graph too
    assert isinstance(Make()(i, v)[0], RowTensorInner)      # PYNATIVE_MODE: the row tensor


# ---- device-only primitives in a graph: dropped when dead, refused when depended on -------------
# (upstream tests/ut/python/keep_order/test_keep_order.py: ..._io_effect_exception_return_dtype
# compiles; test_add's depended-on status ops fail kernel selection, as on 2.10 CPU)
class StatusAround(nn.Cell):
    def __init__(self, keep):
        super().__init__()
        self.keep = keep
        self.alloc_status = P.NPUAllocFloatStatus()
        self.get_status = P.NPUGetFloatStatus()
        self.clear_status = P.NPUClearFloatStatus()

    def construct(self, x):
        init = self.alloc_status()
        clear = self.clear_status(init)
        x = ops.depend(x, clear)
        res = x - (-x)
        init = ops.depend(init, res)
        res = ops.depend(res, self.get_status(init))
        if self.keep:
            return res
        return ops.dtype(res)


def test_dead_device_only_status_ops_compile_and_depended_ones_are_refused():
    ms.set_context(mode=ms.GRAPH_MODE)
    x = ms.Tensor(np.full((2, 3), 655, np.float16))
    assert StatusAround(False)(x) == ms.float16
    with pytest.raises(RuntimeError, match=r"Kernel select failed:\n-+\nUnsupported op "
                                           r"\[NPUAllocFloatStatus\] on CPU"):
        StatusAround(True)(x)
