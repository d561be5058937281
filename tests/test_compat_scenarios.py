"""User scenarios run in both MindSpore 2.10 (CPU) and minicell; the expected values below were
printed by MindSpore 2.10 on the same scripts (hard-coded: no test needs MindSpore).

Each row is a small script fragment as a user writes it from MindSpore's docs. Where 2.10 itself
was wrong (e.g. some second-order PYNATIVE gradients), the row is left out rather than copied.
"""
import subprocess
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


def _cube(x):
    return x * x * x


class _SigNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.5, 0.5]), name="w")

    def construct(self, x):
        return (ops.sigmoid(x * self.w) * x).sum()


def _grad_penalty(wrt_weights):
    net = _SigNet()

    def gp(x):
        gx = ms.grad(net)(x)
        return (gx * gx).sum()
    if wrt_weights:
        return ms.grad(gp, None, net.trainable_params())(Tensor([0.3, -0.7]))[0]
    return ms.grad(gp)(Tensor([0.3, -0.7]))


def _mixed():
    def g(x, y):
        return x * x * y + ops.tanh(x * y)
    inner = lambda x, y: ms.grad(g, 0)(x, y)
    return ms.grad(inner, 1)(Tensor([1.0]), Tensor([2.0]))


def _vg_inside():
    both = lambda x: ms.value_and_grad(_cube)(x)[1].sum() + ms.value_and_grad(_cube)(x)[0].sum()
    return ms.grad(both)(Tensor([2.0]))


def _max_inside():
    cubed_max = lambda b: (ops.max(b, 0)[0] ** 3).sum()
    outer = lambda a: ms.grad(cubed_max)(a).sum()
    return ms.grad(outer)(Tensor([[1.0, 2.0], [3.0, -1.0]]))


# ---- nested gradients (ms.grad of a function that calls ms.grad) ------------------------------
NESTED = [
    ("second", lambda: ms.grad(ms.grad(_cube))(Tensor([2.0, 3.0])), [12.0, 18.0]),
    ("third", lambda: ms.grad(ms.grad(ms.grad(_cube)))(Tensor([2.0, 3.0])), [6.0, 6.0]),
    ("sin", lambda: ms.grad(ms.grad(ops.sin))(Tensor([0.5])), [-0.47942555]),
    ("mixed positions", _mixed, [1.7982135]),
    ("value_and_grad inside", _vg_inside, [24.0]),
    ("gradient penalty, input", lambda: _grad_penalty(False), [0.97276926, 0.15449512]),
    ("gradient penalty, weights", lambda: _grad_penalty(True), [0.194553867, -0.216293156]),
    ("max, multi-output op", _max_inside, [[0.0, 12.0], [18.0, 0.0]]),
]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
@pytest.mark.parametrize("name,run,expected", NESTED, ids=[r[0] for r in NESTED])
def test_nested_grad(name, run, expected, mode):
    ms.set_context(mode=mode)
    try:
        out = run()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(out.asnumpy(), expected, rtol=2e-5, atol=1e-6)


def test_nested_grad_through_bprop_differentiates_the_bprop():
    class Sq(nn.Cell):
        def construct(self, x):
            return x * x

        def bprop(self, x, out, dout):
            return (2 * x * dout,)
    sq = Sq()
    out = ms.grad(lambda x: ms.grad(sq)(x).sum())(Tensor([2.0]))
    np.testing.assert_allclose(out.asnumpy(), [2.0])


def test_inner_gradient_alone_is_unchanged_by_an_outer_tape():
    # the outer gradient of an expression not involving the inner gradient's input path
    out = ms.grad(lambda x: x * ms.grad(_cube)(Tensor([2.0])))(Tensor([1.0]))
    np.testing.assert_allclose(out.asnumpy(), [12.0])


# ---- ops the tutorials use ---------------------------------------------------------------------
_X = np.array([[1., -2., 3.], [4., 5., -6.]], np.float32)

OPS = [
    ("L2Normalize", lambda x: ops.L2Normalize(axis=1)(x),
     [[0.26726124, -0.5345225, 0.8017837], [0.45584232, 0.5698029, -0.68376344]]),
    ("Flatten", lambda x: ops.Flatten()(ops.ones((2, 3, 4))).shape, (2, 12)),
    ("tensor_scatter_elements", lambda x: ops.tensor_scatter_elements(
        Tensor([1., 2., 3.]), Tensor([0]), Tensor([9.])), [9.0, 2.0, 3.0]),
    ("addn", lambda x: ops.addn([x, x, x]), [[3., -6., 9.], [12., 15., -18.]]),
    ("ops.dtype", lambda x: str(ops.dtype(x)), "Float32"),
    ("DType", lambda x: str(ops.DType()(x)), "Float32"),
    ("softplus", lambda x: ops.softplus(Tensor([1.0])), [1.3132612]),
    ("diag", lambda x: ops.diag(Tensor([1., 2.])), [[1., 0.], [0., 2.]]),
    ("ms.tensor int", lambda x: repr(ms.tensor([1, 2])),
     "Tensor(shape=[2], dtype=Int64, value= [1, 2])"),
    ("ms.tensor float", lambda x: repr(ms.tensor(3.0)),
     "Tensor(shape=[], dtype=Float32, value= 3)"),
    ("is_tensor", lambda x: (ms.is_tensor(x), ms.is_tensor([1])), (True, False)),
    ("from_numpy", lambda x: str(ms.from_numpy(np.array([1, 2], np.int32)).dtype), "Int32"),
    ("P.MatMul", lambda x: __import__("minicell.ops.operations", fromlist=["x"]).MatMul(
        transpose_b=True)(x, x), [[14., -24.], [-24., 77.]]),
]


@pytest.mark.parametrize("name,run,expected", OPS, ids=[r[0] for r in OPS])
def test_ops(name, run, expected):
    out = run(Tensor(_X))
    if isinstance(out, Tensor):
        np.testing.assert_allclose(out.asnumpy(), expected, rtol=1e-5)
    else:
        assert out == expected


def test_unique():
    vals, idx = ops.unique(Tensor([1, 2, 2, 3]))
    assert repr(vals) == "Tensor(shape=[3], dtype=Int64, value= [1, 2, 3])"
    assert repr(idx) == "Tensor(shape=[4], dtype=Int64, value= [0, 1, 1, 2])"
    # MindSpore 2.10 on CPU (measured): order of first occurrence; Int32 index unless Int64;
    # the Primitive takes a 1-D input only (ops.unique flattens)
    vals, idx = ops.Unique()(Tensor(np.array([3.0, 1.0, 3.0, 2.0], np.float32)))
    assert vals.asnumpy().tolist() == [3.0, 1.0, 2.0]
    assert idx.dtype == ms.int32 and idx.asnumpy().tolist() == [0, 1, 0, 2]
    with pytest.raises(RuntimeError, match=r"^Rank of Unique's input must be 1\.$"):
        ops.Unique()(Tensor(np.array([[3.0, 1.0], [3.0, 2.0]], np.float32)))


def test_print_primitive(capsys):
    assert ops.Print()("value:", Tensor([1])) is None
    assert capsys.readouterr().out == "value:\nTensor(shape=[1], dtype=Int64, value= [1])\n"


# ---- Cells and Parameters ----------------------------------------------------------------------
def test_cell_without_construct_is_attribute_error():
    with pytest.raises(AttributeError, match="'construct' is not defined"):
        nn.Cell()(Tensor([1.0]))


def test_param_prefix_default():
    assert nn.Cell().param_prefix == ""


def test_first_unnamed_parameter_is_number_two():
    # MindSpore 2.10 creates one unnamed Parameter at import: a fresh process's first is #2.
    code = "import minicell as ms; print(ms.Parameter(ms.Tensor([1.0])).name)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "Parameter#2"
