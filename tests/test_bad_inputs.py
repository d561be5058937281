"""Bad input must raise, with MindSpore 2.10's exception type, naming the op and the argument
(issue 13): unknown ``set_context`` keys, ``None`` where a tensor is expected, mixed-dtype
matmul/Dense, out-of-range indices. Each case runs in PYNATIVE_MODE and GRAPH_MODE where both
apply, and checks that no Parameter changed."""
import os
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.api import cell_ir



def _params(net):
    return {p.name: p.asnumpy().copy() for p in net.get_parameters()}


def _unchanged(net, before):
    for p in net.get_parameters():
        np.testing.assert_array_equal(p.asnumpy(), before[p.name])


# --- 1. set_context with an unknown key ---------------------------------------------------

@pytest.mark.parametrize("start", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_set_context_unknown_key_suggests_closest(start):
    ms.set_context(mode=start)
    with pytest.raises(ValueError,
                       match=r"(?i)argument mdoe is not recognized.*did you mean 'mode'"):
        ms.set_context(mdoe=ms.GRAPH_MODE if start == ms.PYNATIVE_MODE else ms.PYNATIVE_MODE)
    assert ms.get_context("mode") == start
    with pytest.raises(ValueError, match="device_traget.*'device_target'"):
        ms.set_context(device_traget="CPU")


@pytest.mark.parametrize("start", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_set_context_failed_call_changes_nothing(start):
    ms.set_context(mode=start)
    other = ms.GRAPH_MODE if start == ms.PYNATIVE_MODE else ms.PYNATIVE_MODE
    ms.set_context(device_id=0)
    with pytest.raises(ValueError, match="not recognized"):
        ms.set_context(mode=other, device_id=3, no_such_option=1)
    with pytest.raises(ValueError, match="device_target"):
        ms.set_context(mode=other, device_id=3, device_target="FPGA")
    assert ms.get_context("mode") == start
    assert ms.get_context("device_id") == 0


def test_set_context_unknown_key_without_close_match():
    with pytest.raises(ValueError, match="^For 'context.set_context', the keyword argument zzz "
                       "is not recognized! For detailed usage of 'set_context', please refer to "
                       "the Mindspore official website.$") as info:
        ms.set_context(zzz=1)
    assert "did you mean" not in str(info.value).lower()


def test_set_context_accepts_mindspore_keys():
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU", device_id=0, save_graphs=False,
                   save_graphs_path="./graphs", jit_config={"jit_level": "O0"},
                   max_call_depth=1000, pynative_synchronize=False, deterministic="OFF",
                   enable_graph_kernel=False, max_device_memory="1GB",
                   enable_compile_cache=False, runtime_num_threads=2,
                   memory_optimize_level="O0", jit_syntax_level=2)
    assert ms.get_context("runtime_num_threads") == 2


# --- 2. None where a tensor is expected -----------------------------------------------------

class _DenseNet(nn.Cell):
    def __init__(self, n_in=3, n_out=2):
        super().__init__()
        self.dense = nn.Dense(n_in, n_out)

    def construct(self, x):
        return self.dense(x)


class _Fn(nn.Cell):
    """A Cell running ``fn`` on its inputs (compiled in GRAPH_MODE)."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def _x23():
    return ms.Tensor(np.ones((2, 3), np.float32))


def test_dense_none_names_op_and_argument(mode):
    net = _DenseNet()
    before = _params(net)
    # 2.10's Dense reads x's shape first: its Shape primitive's texts (measured, session 72)
    graph = r'Failed calling Shape with "input_x=None"\.\nThe valid calling should be: '
    eager = r"For primitive\[Shape\], the input argument must be Tensor, but got <class 'NoneType'>"
    with pytest.raises(TypeError, match=graph if mode == ms.GRAPH_MODE else eager):
        net(None)
    _unchanged(net, before)


_MUL_NONE = (r'^Failed calling mul with "mul\(None\)"\.\nThe valid calling should be:\n'
             r'"Tensor\.mul\(other=<Number>\)"\n    missing required argument: other\n')


_VALID_NUMBERS = (r'\.\nThe valid calling should be: "input=<Number, Tensor>, '
                  r'other=<Number, Tensor>"')


_fn = lambda a, b: ops.add(None, b)
_fn2 = lambda a, b: ops.add(a, None)
_fn3 = lambda a, b: ops.mul(a, None)
_fn4 = lambda a, b: a * None
_fn5 = lambda a, b: ops.maximum(None, a)


@pytest.mark.parametrize("fn, pattern, graph", [
    # a None operand: 2.10's arg-parser text (measured; the second operand in session 54:
    # ops.mul(h, None), ops.div, ops.pow); compiled, the graph names the refused operand only
    (_fn, r'Failed calling Add with "Add\(\)\(input=None, other=Tensor',
     r'^Failed calling Add with "input=None"' + _VALID_NUMBERS),
    (_fn2, r'Failed calling Add with "Add\(\)\(input=Tensor, other=None',
     r'^Failed calling Add with "other=None"' + _VALID_NUMBERS),
    (_fn3, r'Failed calling Mul with "Mul\(\)\(input=Tensor, other=None',
     r'^Failed calling Mul with "other=None"' + _VALID_NUMBERS),
    # ``a * None``: the mul method's listing in both modes (2.10, /tmp/s78/bad78/c1.py t2-none,
    # g2-none)
    (_fn4, _MUL_NONE, _MUL_NONE),
    (_fn5, r'Failed calling Maximum with "Maximum\(\)\(input=None',
     r'^Failed calling Maximum with "input=None"' + _VALID_NUMBERS),
], ids=["add0", "add1", "mul1", "method_mul", "maximum0"])
def test_binary_op_none(mode, fn, pattern, graph):
    with pytest.raises(TypeError, match=graph if mode == ms.GRAPH_MODE else pattern):
        _Fn(fn)(_x23(), _x23())


def test_matmul_none_raises_mindspores_text(mode):
    # 2.10: 'Failed calling MatMulExt with "MatMulExt()(input=None, other=Tensor)"' (measured;
    # ops.matmul and mint.matmul share it); compiled, 'Failed calling MatMulExt with
    # "input=None".' (measured in session 54)
    with pytest.raises(TypeError, match=r'Failed calling MatMulExt with "MatMulExt\(\)\('
                                        r'input=None, other=Tensor\)"' if mode ==
                       ms.PYNATIVE_MODE else r'^Failed calling MatMulExt with "input=None"\.'):
        fn2 = lambda a, b: ops.matmul(None, b.T)
        _Fn(fn2)(_x23(), _x23())


@pytest.mark.parametrize("fn, name", [
    (ops.relu, "relu"), (ops.exp, "exp"), (ops.sigmoid, "sigmoid"), (ops.tanh, "tanh"),
    (ops.abs, "abs"), (ops.sqrt, "sqrt"),
], ids=["relu", "exp", "sigmoid", "tanh", "abs", "sqrt"])
def test_unary_registry_op_none(mode, fn, name):
    # 2.10: 'Failed calling Exp with "Exp()(input=None)"' (its functional ops take a Tensor);
    # compiled, 'Failed calling Exp with "input=None".' and its valid calling (measured)
    x = "x" if name == "sqrt" else "input"      # Sqrt's operand is x (2.10, measured)
    with pytest.raises(TypeError, match=rf'Failed calling \w+ with "\w+\(\)\({x}=None\)"'
                       if mode == ms.PYNATIVE_MODE else rf'^Failed calling \w+ with "{x}=None"\.'
                       rf'\nThe valid calling should be: "{x}=<Tensor>"\.$'):
        fn3 = lambda a: fn(None)
        _Fn(fn3)(_x23())


def test_none_error_through_dispatch_directly():
    from minicell.runtime.dispatch import dispatch, _dispatch_slow
    from minicell.runtime.registry import get_op
    for call in (dispatch, _dispatch_slow):
        with pytest.raises(TypeError, match="For 'sub', input 1"):
            call(get_op("sub"), (_x23(), None), ())


# --- 3. MatMul / Dense dtypes: no implicit cast (MindSpore raises TypeError) ------------------

def _ones(shape, dt):
    return ms.Tensor(np.ones(shape, dt))


def test_dense_int_input_raises_type_error(mode):
    net = _DenseNet(4, 3)
    before = _params(net)
    # 2.10 (nn.Dense runs MatMul): "For 'MatMul', the type of 'x2' should be same as 'x1', but
    # got 'x1' with type Tensor[Int32] and 'x2' with type Tensor[Float32]."
    with pytest.raises(TypeError, match=r"the type of 'x2' should be same as 'x1', but got 'x1' "
                                        r"with type Tensor\[Int32\] and 'x2' with type "
                                        r"Tensor\[Float32\]"):
        net(_ones((2, 4), np.int32))
    _unchanged(net, before)


_DT = {np.int32: "Int32", np.float32: "Float32", np.int64: "Int64", np.float16: "Float16"}


_fn6 = lambda a, b: ops.MatMul()(a, b)
_fn7 = lambda a, b: a @ b


@pytest.mark.parametrize("fn, op", [(ops.matmul, "MatMulExt"),
                                    (_fn6, "MatMul"),
                                    (_fn7, "MatMulExt")],
                         ids=["ops.matmul", "MatMul", "operator"])
@pytest.mark.parametrize("da, db", [(np.int32, np.float32), (np.float32, np.int32),
                                    (np.int64, np.float16)])
def test_matmul_mixed_dtypes_raise(mode, fn, op, da, db):
    # 2.10 names MatMulExt for ops.matmul and the operator, MatMul for the Primitive; in a
    # graph MatMulExt fails in its infer, whose text names the operands x and w (measured)
    if op == "MatMulExt" and mode == ms.GRAPH_MODE:
        want = (rf"^For primitive\[MatMulExt\], the input type must be same\.\n"
                rf"name:\[w\]:Tensor\[{_DT[db]}\]\.\nname:\[x\]:Tensor\[{_DT[da]}\]\.$")
    else:
        want = (rf"^For '{op}', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                rf"Tensor\[{_DT[da]}\] and 'x2' with type Tensor\[{_DT[db]}\]\.$")
    with pytest.raises(TypeError, match=want):
        _Fn(fn)(_ones((2, 4), da), _ones((4, 3), db))


def test_matmul_same_dtypes_ok(mode):
    out = _Fn(ops.matmul)(_ones((2, 4), np.int32), _ones((4, 3), np.int32))
    assert out.dtype == ms.int32
    np.testing.assert_array_equal(out.asnumpy(), np.full((2, 3), 4, np.int32))
    out = _Fn(ops.matmul)(_ones((2, 4), np.float16), _ones((4, 3), np.float16))
    assert out.dtype == ms.float16
    assert _DenseNet(4, 3)(_ones((2, 4), np.float32)).dtype == ms.float32


def test_dense_float_input_of_other_width(mode):
    # 2.10: a float16 input to float32 weights is MatMul's TypeError; inside a Cell under
    # to_float(float16) the weights are cast for it (a float16 result)
    with pytest.raises(TypeError, match=r"Tensor\[Float16\] and 'x2' with type Tensor\[Float32\]"):
        _DenseNet(4, 3)(_ones((2, 4), np.float16))
    out = _DenseNet(4, 3).to_float(ms.float16)(_ones((2, 4), np.float32))
    assert out.dtype == ms.float16


# --- 4. out-of-range index tensors: both modes (GRAPH_MODE: a check raised after the step) ---

def _arange3():
    return ms.Tensor(np.arange(3, dtype=np.float32))


def _x23f():
    return ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def _i(v):
    return ms.Tensor(np.asarray(v, np.int32))


_LOGITS = np.zeros((2, 3), np.float32)
# 'mean' is 2.10's SparseSoftmaxCrossEntropyWithLogits kernel, which raises; 'none'/'sum' go
# through OneHot and give such a sample a zero loss (tests/test_softmax_xent.py)
_SCE = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

# name: (function of the inputs, inputs, exception message); every index is out of range
_fn8 = lambda x, i: x[i]
_fn9 = lambda x, i: x[i]
_fn10 = lambda x, i: x[i]
_fn11 = lambda x, i: x[:, i]
_fn12 = lambda x, i: ops.gather(x, i, 0)
_fn13 = lambda x, i: ops.Gather()(x, i, 1)
_fn14 = lambda x, i: ops.index_select(x, 1, i)
_fn15 = lambda x, i: ops.GatherD()(x, 1, i)
_fn16 = lambda x, i: ops.gather_elements(x, 0, i)
_fn17 = lambda x, i: ops.gather_nd(x, i)
_fn18 = lambda i, u: ops.scatter_nd(i, u, (3,))
_fn19 = lambda x, i: ops.tensor_scatter_update(x, i, ms.Tensor([1.0]))
_fn20 = lambda x, i: ops.tensor_scatter_add(x, i, ms.Tensor([1.0]))
_fn21 = lambda x, i: ops.tensor_scatter_max(x, i, ms.Tensor([1.0]))
_fn22 = lambda x, i: ops.tensor_scatter_elements(x, i, ms.Tensor([[1.0, 2.0]]), 1)
_fn23 = lambda x, y: ops.SparseSoftmaxCrossEntropyWithLogits()(x, y)
_fn24 = lambda x, y: ops.nll_loss(x, y)
_fn25 = lambda x, y: ops.cross_entropy(x, y)
INDEX_CASES = {
    "getitem": (_fn8, (_arange3, lambda: _i(5)),
                r"For 'Gather', the 'input_indices' should be in the range \[0, 3\), but got 5, "
                r"error_code\[58\]"),     # 2.10's Gather kernel text (a lone index Tensor)
    "getitem_neg": (_fn9, (_arange3, lambda: _i(-4)),
                    r"\[0, 3\), but got -1, error_code"),     # 2.10 names -4 + 3
    "getitem_list": (_fn10, (_arange3, lambda: _i([0, 3])), r"but got 3"),
    "getitem_dim1": (_fn11, (_x23f, lambda: _i([1, 3])),
                     r"index for dimension 1 should be in the range \[-3, 3\), but got 3"),
    "gather": (_fn12, (_arange3, lambda: _i([5])),
               r"For 'Gather', the 'input_indices' should be in the range \[0, 3\), but got 5, "
               r"error_code\[58\]"),
    "Gather": (_fn13, (_x23f, lambda: _i([[0, 7]])),
               r"For 'Gather'.*but got 7"),
    "index_select": (_fn14, (_x23f, lambda: _i([4])),
                     r"For 'Gather'.*\[0, 3\), but got 4"),
    "GatherD": (_fn15, (_x23f, lambda: _i([[0, 7, 1], [0, 0, 0]])),
                r"For 'GatherD', the value of 'index' must be in \[-3, 3\), but got: 7"),
    "gather_elements": (_fn16, (_x23f, lambda: _i([[-3]])),
                        r"For 'GatherD', the value of 'index' must be in \[-2, 2\), but got: -3"),
    # PYNATIVE: 2.10's row text (measured); a graph's check names the component
    "gather_nd": (_fn17, (_x23f, lambda: _i([[1, 5]])),
                  r"For 'GatherNd', (the indices\[0\]: \[const vector\]\{1, 5\}, does not index "
                  r"into input_shape: \[const vector\]\{2, 3\}\.|the value of 'indices'\[\.\.\., "
                  r"1\] should be in the range \[0, 3\), but got 5)"),
    "scatter_nd": (_fn18, (lambda: _i([[5]]), lambda: ms.Tensor([1.0])),
                   r"For 'ScatterNd', each element in 'indices' should be smaller than the value "
                   r"of shape, but got 5 and got the value of shape 3"),
    "tensor_scatter_update": (
        _fn19, (_arange3, lambda: _i([[3]])),
        r"For 'TensorScatterUpdate', indices out of range for input_x. Please check the indices "
        r"which is \[const vector\]\{3\}"),
    "tensor_scatter_add": (
        _fn20, (_arange3, lambda: _i([[-9]])),
        r"For 'TensorScatterAdd', the 0-th value of 'indices'\[-9\] is out of range\[3\]\."),
    "tensor_scatter_max": (
        _fn21, (_arange3, lambda: _i([[4]])),
        r"For 'TensorScatterMax', the 0-th value of 'indices'\[4\] is out of range\[3\]\."),
    "tensor_scatter_elements": (
        _fn22,
        (_x23f, lambda: _i([[0, 7]])), r"For 'TensorScatterElements'.*got 7"),
    "Embedding": (nn.Embedding(4, 2), (lambda: _i([[1, 5]]),),
                  r"For 'Gather', the 'input_indices' should be in the range \[0, 4\), but got 5"),
    "SparseSoftmaxCrossEntropyWithLogits": (
        _fn23,
        (lambda: ms.Tensor(_LOGITS), lambda: _i([7, 0])),
        r"For 'SparseSoftmaxCrossEntropyWithLogits' got error label! label\[index\] must <= "
        r"class_num, but got index = 0 label\[index\] = 7 and class_num = 3"),
    "nn.SoftmaxCrossEntropyWithLogits": (_SCE, (lambda: ms.Tensor(_LOGITS), lambda: _i([0, -1])),
                                         r"For 'SoftmaxCrossEntropyWithLogits'.*\[0, 3\), but "
                                         r"got -1"),
    "nll_loss": (_fn24, (lambda: ms.Tensor(_LOGITS), lambda: _i([3, 0])),
                 r"For 'GatherD', the value of 'index' must be in \[-3, 3\), but got: 3"),
    "cross_entropy": (_fn25,
                      (lambda: ms.Tensor(_LOGITS), lambda: _i([0, 9])),
                      r"For 'GatherD'.*but got: 9"),
}


@pytest.mark.parametrize("name", sorted(INDEX_CASES))
def test_out_of_range_index_raises_in_both_modes(mode, name):
    fn, makers, message = INDEX_CASES[name]
    with pytest.raises(IndexError, match=message) as info:
        _Fn(fn)(*[make() for make in makers])
    assert isinstance(info.value, RuntimeError)              # MindSpore's kernels raise this type
    if mode == ms.GRAPH_MODE:                                # raised after the step, at the line
        assert "test_bad_inputs.py" in str(info.value)


def test_in_range_indices_still_work(mode):
    np.testing.assert_array_equal(ops.gather(_arange3(), ms.Tensor([-1, 0]), 0).asnumpy(), [2, 0])
    assert float(_arange3()[ms.Tensor(-3)].asnumpy()) == 0.0
    fn4 = lambda x, i, j: (x[i], ops.gather_nd(x, j), ops.nll_loss(x, _i([-100, 2])))
    net = _Fn(fn4)
    a, b, c = net(_x23f(), _i([-2, 1]), _i([[1, 2]]))     # (GatherNd takes no negatives)
    np.testing.assert_array_equal(a.asnumpy(), [[0, 1, 2], [3, 4, 5]])
    np.testing.assert_array_equal(b.asnumpy(), [5])
    assert float(c.asnumpy()) == -5.0        # the ignore_index row does not count


def test_setitem_index_tensor_out_of_range_changes_nothing():
    x = _arange3()
    with pytest.raises(IndexError, match="got 9"):
        x[ms.Tensor([9])] = 1.0
    np.testing.assert_array_equal(x.asnumpy(), [0, 1, 2])


class _EmbedTrain(nn.Cell):
    """A GRAPH_MODE training step: gradients and an SGD update of the embedding table."""

    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(5, 3)
        self.head = nn.Dense(3, 4)
        self.opt = nn.SGD(self.trainable_params(), 0.5)
        self.grad = ms.value_and_grad(self.forward, None, self.opt.parameters)

    def forward(self, ids, labels):
        return ops.cross_entropy(self.head(self.embedding(ids).mean(1)), labels)

    def construct(self, ids, labels):
        loss, grads = self.grad(ids, labels)
        self.opt(grads)
        return loss


@pytest.mark.parametrize("bad", ["ids", "labels"])
def test_failed_graph_training_step_leaves_parameters_unchanged(graph_mode, bad):
    # (PYNATIVE_MODE raises at the gather, before any Parameter is written)
    net = _EmbedTrain()
    ids, labels = _i([[0, 1], [2, 3]]), _i([0, 3])
    net(ids, labels)                                       # compiled, buffers now donated
    before = _params(net)
    bad_ids = _i([[0, 1], [2, 5]]) if bad == "ids" else ids
    bad_labels = _i([0, 4]) if bad == "labels" else labels
    with pytest.raises(IndexError, match="got 5" if bad == "ids" else "got: 4"):
        net(bad_ids, bad_labels)
    _unchanged(net, before)
    net(ids, labels)                                       # and the net trains on
    assert any(not np.array_equal(p.asnumpy(), before[p.name]) for p in net.get_parameters())


class _Branchy(nn.Cell):
    def construct(self, x, i, j, flag):
        if flag > 0:
            y = x[i]                  # checked only when this branch runs
        else:
            y = x[0:1] * 2
        k = flag * 0
        while k < 2:                  # a check in a tensor loop's body
            y = y + ops.gather(x, j, 0)
            k += 1
        return y


def test_checks_inside_control_flow_fire_only_where_taken(graph_mode):
    net, x = _Branchy(), _arange3()
    assert net(x, _i([7]), _i([1]), _i(0)).asnumpy().tolist() == [2.0]
    assert net(x, _i([2]), _i([1]), _i(1)).asnumpy().tolist() == [4.0]
    with pytest.raises(IndexError, match="'Gather'.*got 7"):
        net(x, _i([7]), _i([1]), _i(1))
    with pytest.raises(IndexError, match="'Gather'.*got -6"):      # 2.10 names -9 + 3
        net(x, _i([2]), _i([-9]), _i(1))
    assert str(cell_ir(net, (x, _i([2]), _i([1]), _i(1)), {})).count("check_index(") == 2


def test_index_checks_can_be_switched_off_for_new_graphs(graph_mode):
    from minicell.runtime.checks import set_index_checks
    gather = lambda x, i: ops.gather(x, i, 0)
    pick = ms.jit(gather)
    set_index_checks(False)
    try:
        gather_unchecked = lambda x, i: ops.gather(x, i, 0)
        unchecked = _Fn(gather_unchecked)
        out = unchecked(_arange3(), _i([5]))        # JAX's fill for an out-of-range gather
        assert "check_index" not in str(cell_ir(unchecked, (_arange3(), _i([5])), {}))
    finally:
        set_index_checks(True)
    assert out.shape == (1,)
    with pytest.raises(IndexError, match="got 5"):
        pick(_arange3(), _i([5]))


def test_graph_index_error_in_gradient(graph_mode):
    f = lambda x, i: ops.gather(x, i, 0).sum()  # noqa: E731
    np.testing.assert_array_equal(ms.grad(f)(_arange3(), _i([1, 1])).asnumpy(), [0, 2, 0])
    with pytest.raises(IndexError, match="got -2, error_code"):    # 2.10 names -5 + 3
        ms.grad(f)(_arange3(), _i([1, -5]))


def test_matmul_of_two_float_widths(mode):
    """2.10 refuses float16 @ float32 (measured: MatMulExt's TypeError) outside a ``to_float``
    Cell; inside one its PYNATIVE_MODE casts every op's float inputs, which minicell's
    promoting kernel stands in for."""
    want = (r"For 'MatMulExt', the type of 'x2' should be same" if mode == ms.PYNATIVE_MODE else
            r"^For primitive\[MatMulExt\], the input type must be same\.\nname:\[w\]:"
            r"Tensor\[Float32\]\.\nname:\[x\]:Tensor\[Float16\]\.$")    # measured, both modes
    with pytest.raises(TypeError, match=want):
        _Fn(ops.matmul)(_ones((2, 4), np.float16), _ones((4, 3), np.float32))

    class Weighted(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(_ones((4, 3), np.float32), name="w")

        def construct(self, x):
            return ops.matmul(x, self.w)      # a float16 input, a float32 Parameter

    out = Weighted().to_float(ms.float16)(_ones((2, 4), np.float32))
    np.testing.assert_array_equal(out.asnumpy(), np.full((2, 3), 4, np.float32))


@pytest.mark.parametrize("n_args, words", [(1, "missing 1 required positional argument: 'y'"),
                                           (3, "takes 3 positional arguments but 4 were given")])
def test_construct_arity_error_names_the_cell_class(mode, n_args, words):
    class TwoInputs(nn.Cell):
        def construct(self, x, y):
            return x + y

    with pytest.raises(TypeError, match=r"TwoInputs\.construct\(\) " + re.escape(words)):
        TwoInputs()(*([ms.Tensor([1.0])] * n_args))


def test_empty_checkpoint_file_says_it_holds_no_parameters(tmp_path, capsys):
    path = tmp_path / "empty.ckpt"
    path.write_bytes(b"")
    with pytest.raises(ValueError, match="^The loaded parameter dict is empty after filter or "
                       "specify, please check whether 'filter_prefix' or 'specify_prefix' are "
                       "set correctly.$"):          # 2.10's text (measured)
        ms.load_checkpoint(str(path))
    assert "holds no parameters" in capsys.readouterr().err     # minicell's reason, logged


def test_deeply_nested_safetensors_header_is_reported_as_corrupt(tmp_path):
    deep = b"[" * 100000 + b"]" * 100000
    path = tmp_path / "deep.safetensors"
    path.write_bytes(len(deep).to_bytes(8, "little") + deep)
    with pytest.raises(ValueError, match="nests JSON arrays/objects too deeply"):
        ms.load_checkpoint(str(path), format="safetensors")


def test_a_save_removes_temporaries_of_killed_saves_only(tmp_path):
    import subprocess
    import sys
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    stale = tmp_path / f".net.ckpt.{dead}.abc123.tmp"
    live = tmp_path / f".net.ckpt.{os.getppid()}.def456.tmp"   # a running process's save
    other = tmp_path / f".other.ckpt.{dead}.abc123.tmp"
    for f in (stale, live, other):
        f.write_bytes(b"x" * 100)
    ms.save_checkpoint([ms.Parameter(ms.Tensor([1.0]), name="a")], str(tmp_path / "net.ckpt"))
    assert not stale.exists() and live.exists() and other.exists()
    assert ms.load_checkpoint(str(tmp_path / "net.ckpt"))["a"].asnumpy().tolist() == [1.0]


# --- 5. bad configuration: MindSpore 2.10's exception type and message ----------------------

def _dense_params():
    return nn.Dense(2, 2).trainable_params()


CONFIG_CASES = {
    "ExponentialDecayLR-lr": (lambda: nn.ExponentialDecayLR(-0.1, 0.9, 4), ValueError,
                              r"For 'ExponentialDecayLR', the 'learning_rate' must be float and "
                              r"must > 0, but got '-0.1'"),
    "ExponentialDecayLR-steps": (lambda: nn.ExponentialDecayLR(0.1, 0.9, 0), ValueError,
                                 r"'decay_steps' must be int and must > 0, but got '0'"),
    "NaturalExpDecayLR-steps-type": (lambda: nn.NaturalExpDecayLR(0.1, 0.9, 2.5), TypeError,
                                     r"For 'NaturalExpDecayLR', the 'decay_steps' must be int"),
    "InverseDecayLR-stair": (lambda: nn.InverseDecayLR(0.1, 0.9, 4, "yes"), TypeError,
                             r"the type of 'is_stair' should be 'bool'"),
    "CosineDecayLR-order": (lambda: nn.CosineDecayLR(0.2, 0.1, 4), ValueError,
                            r"the 'max_lr' must be greater than the 'min_lr'"),
    "CosineDecayLR-min": (lambda: nn.CosineDecayLR(-0.1, 0.1, 4), ValueError,
                          r"'min_lr' must be float and must >= 0"),
    "PolynomialDecayLR-power": (lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, -1.0), ValueError,
                                r"'power' must be float and must > 0"),
    "WarmUpLR-steps": (lambda: nn.WarmUpLR(0.1, 0), ValueError,
                       r"For 'WarmUpLR', the 'warmup_steps' must be int and must > 0"),
    "SGD-tensor": (lambda: nn.SGD([ms.Tensor([1.0])], 0.1), TypeError,
                   r"For 'Optimizer', all elements of the argument 'parameters' must be "
                   r"'Parameter' or 'dict', please check the 'parameters'\.$"),
    "SGD-not-iterable": (lambda: nn.SGD(3, 0.1), TypeError,
                         r"For 'Optimizer', the argument parameters must be Iterable type"),
    "SGD-empty": (lambda: nn.SGD([], 0.1), ValueError, r"For 'Optimizer'.*must not be empty"),
    "SGD-lr": (lambda: nn.SGD(_dense_params(), -0.1), ValueError,
               r"For 'SGD', the 'learning rate' must be float and must >= 0, but got '-0.1'"),
    "SGD-weight_decay": (lambda: nn.SGD(_dense_params(), 0.1, weight_decay=-1.0), ValueError,
                         r"'weight_decay'"),
    "Adam-beta1": (lambda: nn.Adam(_dense_params(), beta1=1.5), ValueError,
                   r"For 'Adam', the 'beta1' must be in range of \(0.0, 1.0\), but got 1.5"),
    "Momentum-momentum": (lambda: nn.Momentum(_dense_params(), 0.1, -0.9), ValueError,
                          r"For 'Momentum', the argument 'momentum' must be at least 0\.0, "
                          r"but got -0\.9$"),
    "Conv2d-pad_mode": (lambda: nn.Conv2d(1, 1, 3, pad_mode="foo"), ValueError,
                        r"For 'Conv2D', the 'pad_mode' must be str and must be in"),
    "Conv2d-padding-same": (lambda: nn.Conv2d(1, 1, 3, pad_mode="same", padding=1), ValueError,
                            r"^For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', "
                            r"but got 'pad': 1 and 'pad_mode': same\.$"),    # 2.10 (bad30)
    "Dense-in_channels": (lambda: nn.Dense(0, 3), ValueError,
                          r"For 'Dense', the 'in_channels' must be int and must > 0, but got '0'"),
    "Dropout-p": (lambda: nn.Dropout(p=1.5), ValueError,
                  r"For 'Dropout', the 'p' must be a number in range \[0, 1\)"),
    "Parameter-name": (lambda: ms.Parameter(ms.Tensor([1.0]), name=3), ValueError,
                       r"name should be 'string' or 'None'"),
    "SequentialCell-int": (lambda: nn.SequentialCell([nn.Dense(2, 2), 3]), TypeError,
                           r"For 'insert_child_to_cell', the argument 'child_cell' must be "
                           r"'Cell' if not None, but got type <class 'int'>\.$"),
    "load_param_into_net-list": (lambda: ms.load_param_into_net(nn.Dense(2, 3), [1]), TypeError,
                                 r"For 'load_param_into_net', the argument 'parameter_dict' "
                                 r"should be a dict"),
    "load_param_into_net-net": (lambda: ms.load_param_into_net({}, {}), TypeError,
                                r"the argument 'net' should be a Cell"),
}


@pytest.mark.parametrize("name", sorted(CONFIG_CASES))
def test_bad_configuration_raises_mindsporess_error(name):
    make, exc, message = CONFIG_CASES[name]
    with pytest.raises(exc, match=message):
        make()


@pytest.mark.parametrize("layer, x, message", [
    (lambda: nn.Dense(4, 3), (2, 5), r"For 'MatMul' the input dimensions must be equal, but got "
                                     r"'x1_col': 5 and 'x2_row': 4\.$"),   # 2.10's, both modes
    (lambda: nn.Conv2d(3, 2, 3), (1, 4, 8, 8), r"For 'Conv2D', 'C_in' of input 'x' shape "
                                               r"divide by parameter 'group' must be equal"),
    (lambda: nn.Conv2d(3, 2, 3), (3, 8, 8), r"^For primitive\[Conv2D\], the x shape size must "
                                            r"be equal to 4, but got 3\."),      # 2.10 (bad30)
    (lambda: nn.BatchNorm2d(3), (1, 4, 2, 2), r"^For BatchNorm, scale.shape\[0\] should be "
                                              r"equal to input_x's channel dimension: 4, bug got "
                                              r"scale\.shape\[0\]: 3\."),     # 2.10 (bad30)
], ids=["Dense", "Conv2d-channels", "Conv2d-rank", "BatchNorm2d"])
def test_layer_given_the_wrong_input_shape(mode, layer, x, message):
    net = layer()
    before = _params(net)
    with pytest.raises(ValueError, match=message):
        net(ms.Tensor(np.ones(x, np.float32)))
    _unchanged(net, before)


def test_load_param_into_net_with_a_wrong_shape_leaves_the_net_unchanged():
    net = nn.Dense(2, 3)
    before = _params(net)
    bad = {"weight": ms.Parameter(ms.Tensor(np.zeros((3, 2), np.float32)), name="weight"),
           "bias": ms.Parameter(ms.Tensor(np.zeros((4,), np.float32)), name="bias")}
    with pytest.raises(RuntimeError, match=r"For 'load_param_into_net', bias .*same shape"):
        ms.load_param_into_net(net, bad)
    _unchanged(net, before)                       # the weight, which fits, was not written


class _BadBprop(nn.Cell):
    def __init__(self, grads):
        super().__init__()
        self.grads = grads

    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return self.grads(dout)


class _Outer(nn.Cell):
    def __init__(self, grads):
        super().__init__()
        self.inner = _BadBprop(grads)

    def construct(self, x, y):
        return self.inner(x, y).sum()


_fn26 = lambda d: (ops.ones((3,), ms.float32), d)
_fn27 = lambda d: (d,)


@pytest.mark.parametrize("grads, message", [
    (_fn26,
     r"^For custom function, grad tensor should be broadcast to the expected shape. "
     r"For the bprop of Cell '_BadBprop \(_Outer.inner\)': the gradient of input 0 has shape "
     r"\(3,\), which cannot be broadcast to the input's shape \(2,\)"),
    (_fn27, r"'_BadBprop \(_Outer.inner\)': it returned 1 gradient\(s\), but construct "
                     r"takes 2 input\(s\)"),
], ids=["shape", "too-few"])
def test_bprop_with_wrong_gradients_names_the_cell(mode, grads, message):
    x = ms.Tensor(np.ones(2, np.float32))
    with pytest.raises(RuntimeError, match=message):
        ms.grad(_Outer(grads), grad_position=(0, 1))(x, x)


def test_bprop_returning_more_gradients_than_inputs_uses_the_first_ones(mode):
    """MindSpore 2.10 (measured, both modes): extra values after one per input are ignored."""
    x, y = ms.Tensor(np.ones(2, np.float32)), ms.Tensor(np.ones(2, np.float32))
    grads = lambda d: (d * 2, d * 3, d * 5, d)
    g = ms.grad(_Outer(grads), grad_position=(0, 1))(x, y)
    assert [v.asnumpy().tolist() for v in g] == [[2.0, 2.0], [3.0, 3.0]]


def test_bprop_gradient_that_broadcasts_is_summed(mode):
    x = ms.Tensor(np.ones(2, np.float32))
    y = ms.Tensor(np.ones(2, np.float32))
    grads = lambda d: (ops.ones((3, 2), ms.float32), d)
    g = ms.grad(_Outer(grads), grad_position=(0, 1))(x, y)
    np.testing.assert_array_equal(g[0].asnumpy(), [3.0, 3.0])


def _two_ws():
    return [ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w") for _ in range(2)]


def test_parameter_tuple_name_clash_raises():
    with pytest.raises(ValueError, match="its name 'w' already exists"):     # 2.10's text
        ms.ParameterTuple(_two_ws())


def test_checkpoint_of_clashing_parameter_names_writes_nothing(tmp_path):
    class Two(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a, self.b = _two_ws()

        def construct(self, x):
            return x * self.a + self.b

    path = tmp_path / "two.ckpt"
    with pytest.raises(ValueError, match=r"'a' and 'b' are two different Parameters with the "
                                         r"same name 'w'"):
        ms.save_checkpoint(Two(), str(path))
    assert not path.exists()      # MindSpore 2.10 writes one 'w' and loses the other
