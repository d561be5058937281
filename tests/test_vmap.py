"""``ms.vmap`` / ``ops.vmap``: table-driven, PYNATIVE_MODE and GRAPH_MODE, called at top level,
inside a ``construct`` and inside an ``@jit`` function, against ``jax.vmap`` of the same
computation written in ``jax.numpy``. Errors, ``CellList`` ensembling, nested vmap, vmap of grad
and grad of vmap. Expected containers and error messages measured on MindSpore 2.10 (CPU); the
cases port the intent of MindSpore's ``tests/st/vmap`` (in/out axes forms, nested vmap, model
ensembling, vmap with grad).
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

WHERE = ["top", "construct", "jit"]

X = np.arange(6, dtype=np.float32).reshape(2, 3) / 4 + 0.5
Y = np.arange(3, dtype=np.float32) / 3 + 1.0


def mul_add(a, b):
    return ops.sin(a) * b + 1


def two_out(a, b):
    return a * b, a + b


def keep_b(a, b):
    return a * b, b


def reduce_row(a, b):
    return (a * b).sum()


def tuple_arg(a, b):
    return a[0] * a[1] + b


def inner_vmap(a, b):
    return ms.vmap(mul_add, in_axes=(0, None))(a, b)


def grad_of_sq(a, b):
    return ms.grad(reduce_row)(a, b)



# name, fn, in_axes, out_axes, args builder, jax reference of the same computation
CASES = [
    ("basic", mul_add, 0, 0, lambda: (X, X), lambda a, b: jax.vmap(
        lambda p, q: jnp.sin(p) * q + 1)(a, b)),
    ("broadcast_b", mul_add, (0, None), 0, lambda: (X, Y), lambda a, b: jax.vmap(
        lambda p, q: jnp.sin(p) * q + 1, (0, None))(a, b)),
    ("axis1", mul_add, (1, None), 0, lambda: (X, np.float32(2.0) + np.zeros(2, np.float32)),
     lambda a, b: jax.vmap(lambda p, q: jnp.sin(p) * q + 1, (1, None))(a, b)),
    ("neg_axis_out1", mul_add, (-1, None), 1, lambda: (X, np.ones(2, np.float32)),
     lambda a, b: jax.vmap(lambda p, q: jnp.sin(p) * q + 1, (-1, None), 1)(a, b)),
    ("two_outputs", two_out, (0, None), 0, lambda: (X, Y), lambda a, b: jax.vmap(
        lambda p, q: (p * q, p + q), (0, None))(a, b)),
    ("out_none", keep_b, (0, None), (0, None), lambda: (X, Y), lambda a, b: jax.vmap(
        lambda p, q: (p * q, q), (0, None), (0, None))(a, b)),
    ("reduce", reduce_row, (0, None), 0, lambda: (X, Y), lambda a, b: jax.vmap(
        lambda p, q: (p * q).sum(), (0, None))(a, b)),
    ("tuple_arg", tuple_arg, ((0, None), 0), 0, lambda: ((X, Y), X),
     lambda a, b: jax.vmap(lambda p, q: p[0] * p[1] + q, ((0, None), 0))(a, b)),
    ("nested", inner_vmap, (None, 0), 0, lambda: (X, Y), lambda a, b: jax.vmap(
        jax.vmap(lambda p, q: jnp.sin(p) * q + 1, (0, None)), (None, 0))(a, b)),
    ("vmap_of_grad", grad_of_sq, (0, None), 0, lambda: (X, Y), lambda a, b: jax.vmap(
        jax.grad(lambda p, q: (p * q).sum()), (0, None))(a, b)),
]


def _tensors(tree):
    return jax.tree_util.tree_map(lambda a: Tensor(np.asarray(a)), tree,
                                  is_leaf=lambda a: isinstance(a, np.ndarray))


class VmapCell(nn.Cell):
    def __init__(self, fn, in_axes, out_axes):
        super().__init__()
        self.fn, self.in_axes, self.out_axes = fn, in_axes, out_axes

    def construct(self, a, b):
        return ms.vmap(self.fn, self.in_axes, self.out_axes)(a, b)


def _call(where, fn, in_axes, out_axes, args):
    if where == "top":
        return ms.vmap(fn, in_axes, out_axes)(*args)
    if where == "construct":
        return VmapCell(fn, in_axes, out_axes)(*args)

    @ms.jit
    def jitted(a, b):
        return ops.vmap(fn, in_axes, out_axes)(a, b)
    return jitted(*args)


def _check(out, ref):
    if isinstance(ref, tuple):
        assert isinstance(out, tuple) and len(out) == len(ref)
        for o, r in zip(out, ref):
            _check(o, r)
        return
    assert isinstance(out, Tensor)
    np.testing.assert_allclose(out.asnumpy(), np.asarray(ref), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_vmap_matches_jax(mode, where, case):
    _, fn, in_axes, out_axes, make, ref = case
    args = make()
    _check(_call(where, fn, in_axes, out_axes, _tensors(args)), ref(*args))


def test_ops_spellings():
    assert ops.vmap is ms.vmap and ops.functional.vmap is ms.vmap


def _sq_sum(a):
    return ms.vmap(ops.sin)(a).sum()


def test_grad_of_vmap(mode):
    g = ms.grad(_sq_sum)(Tensor(X))
    np.testing.assert_allclose(g.asnumpy(), np.cos(X), rtol=1e-6)


class Dense(nn.Cell):
    def __init__(self, scale):
        super().__init__()
        self.w = Parameter(Tensor(np.full((3, 2), scale, np.float32)), name="w")

    def construct(self, a):
        return ops.matmul(a, self.w)


class Ensemble(nn.Cell):
    def __init__(self):
        super().__init__()
        self.models = nn.CellList([Dense(1.0), Dense(2.0)])

    def construct(self, a):
        return ms.vmap(self.models, in_axes=None)(a)


def test_cell_list_ensembling(mode):
    """MindSpore stacks the Cells' Parameters: model k runs with its own weights (measured:
    [[3, 3], ...] and [[6, 6], ...] for inputs of ones)."""
    net = Ensemble()
    a = np.ones((4, 3), np.float32)
    out = net(Tensor(a))
    assert out.shape == (2, 4, 2)
    np.testing.assert_allclose(out.asnumpy()[0], a @ np.ones((3, 2)))
    np.testing.assert_allclose(out.asnumpy()[1], a @ np.full((3, 2), 2.0))
    per_model = ms.vmap(net.models, in_axes=0)(Tensor(np.stack([a, 2 * a])))
    np.testing.assert_allclose(per_model.asnumpy()[1], 2 * a @ np.full((3, 2), 2.0))
    # the gradient reaches each model's own Parameters
    gw = ms.grad(net, None, net.trainable_params())(Tensor(a))
    assert [g.shape for g in gw] == [(3, 2), (3, 2)]
    np.testing.assert_allclose(gw[0].asnumpy(), np.full((3, 2), 4.0))


def test_vmap_of_cell(mode):
    out = ms.vmap(Dense(1.0))(Tensor(np.ones((2, 4, 3), np.float32)))
    np.testing.assert_allclose(out.asnumpy(), np.full((2, 4, 2), 3.0))


def _sq(a):
    return a * a


def _mul(a, b):
    return a * b


ERRORS = [
    ("all_none", lambda x: ms.vmap(_sq, in_axes=None)(x), RuntimeError,
     "The 'in_axes' of 'vmap' cannot be a single None while 'fn' is not a 'CellList'."),
    ("axis_out_of_bounds", lambda x: ms.vmap(_sq, in_axes=3)(x), RuntimeError,
     "The axis: 3 in 'in_axes' is out of bounds for array of dimension [-1,1)."),
    ("out_axis_out_of_bounds", lambda x: ms.vmap(_sq, out_axes=2)(x), RuntimeError,
     "The axis: 2 in 'out_axes' is out of bounds for array of dimension [-1,1)."),
    ("size_mismatch", lambda x: ms.vmap(_mul)(x, Tensor(np.ones(2, np.float32))), RuntimeError,
     "The 'axis_size' of each argument in the scope of 'vmap' should be equal, but got 3 and 2."),
    ("in_axes_length", lambda x: ms.vmap(_mul, in_axes=(0, 0, 0))(x, x), RuntimeError,
     "and its size must be equal to the number of arguments of 'fn': 2, but got size: 3."),
    ("in_axes_type", lambda x: ms.vmap(_sq, in_axes=1.5)(x), RuntimeError,
     "The axis in vmap`s 'in_axes' can only be of type Int or None"),
    ("not_callable", lambda x: ms.vmap(1)(x), RuntimeError,
     "'VmapOperation' arg0 must be a 'Function' or 'Cell'"),
    # 2.10 vmaps functions and Cells, not a Primitive instance (ut vmap test_single_op; measured)
    ("primitive", lambda x: ms.vmap(ops.Add())(x, x), RuntimeError,
     "'VmapOperation' arg0 PrimitiveAbstractClosure: S_Prim_Add cast to "
     "'FuncGraphAbstractClosure' failed."),
]


@pytest.mark.parametrize("case", ERRORS, ids=[c[0] for c in ERRORS])
def test_vmap_errors(mode, case):
    _, call, exc, message = case
    with pytest.raises(exc) as info:
        call(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
    assert message in str(info.value)


def test_no_recompile_and_values_change(mode):
    f = ms.vmap(_mul, in_axes=(0, None))
    a = f(Tensor(X), Tensor(Y))
    b = f(Tensor(X + 1), Tensor(Y))
    np.testing.assert_allclose(b.asnumpy() - a.asnumpy(), np.broadcast_to(Y, X.shape), rtol=1e-6)


# ---- the intent of MindSpore's tests/st/vmap/test_vmap_graph.py (expected values from it) ----
class CondNet(nn.Cell):
    """Tensor-dependent ``if`` and a ``while`` on Python counters inside the mapped Cell."""

    def __init__(self):
        super().__init__()
        self.a = Tensor(2, ms.int32)
        self.b = Tensor(5, ms.int32)

    def construct(self, x, y):
        a = self.a + 1
        b = self.b
        if a < b:
            b += a
        else:
            b -= a
        b += 5
        i = 0
        while i < 4:
            x += 1
            i += 1
        return b + x + y


def test_ms_vmap_cond(mode):
    out = ms.vmap(CondNet(), 0, 0)(Tensor([2, 3, 1], ms.int32), Tensor([5, 4, 3], ms.int32))
    assert out.asnumpy().tolist() == [24, 24, 21]


def _forward(x, y):
    return ops.reduce_sum(ops.sin(x + 2 * y))


class GradNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return ms.grad(self.fn, grad_position=(0, 1))(x, y)


def _vmapped_forward(x, y):
    return ops.reduce_sum(ms.vmap(_forward, 1, 0)(x, y))


def _jvp_forward(x, y, v):
    return ms.jvp(_forward, (x, y), (v, v))


def test_ms_vmap_gradient(mode):
    x = Tensor([[1., 2., 3.], [2., 3., 4.]], ms.float32)
    y = Tensor([[2., 3., 4.], [3., 4., 5.]], ms.float32)
    gx = [[0.28366217, -0.14550003, 0.0044257], [-0.14550003, 0.0044257, 0.13673723]]
    gy = [[0.56732434, -0.29100007, 0.0088514], [-0.29100007, 0.0088514, 0.27347445]]
    for got in (ms.vmap(GradNet(_forward), 1, 1)(x, y), GradNet(_vmapped_forward)(x, y)):
        np.testing.assert_allclose(got[0].asnumpy(), gx, rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(got[1].asnumpy(), gy, rtol=1e-4, atol=1e-4)
    col = Tensor(np.array([[1.], [2.], [3.]], np.float32))
    out, tangent = ms.vmap(_jvp_forward, 0, 0)(col, col, col)
    np.testing.assert_allclose(out.asnumpy(), [0.141120002, -0.279415488, 0.412118465],
                               rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(tangent.asnumpy(), [-2.96997738, 5.76102161, -8.20017242],
                               rtol=1e-4, atol=1e-4)


class ReduceNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sum = ops.ReduceSum(keep_dims=False)
        self.sum_keep = ops.ReduceSum(keep_dims=True)

    def construct(self, x):
        return (self.sum(x), self.sum_keep(x), self.sum(x, 1), self.sum_keep(x, 1),
                self.sum(x, (0, 1)), self.sum_keep(x, (0, 1)))


def test_ms_vmap_reduce(mode):
    """One int ``out_axes`` for six outputs; the ReduceSum forms."""
    block = np.repeat(np.arange(1, 10, dtype=np.float32).reshape(3, 3, 1), 6, axis=2)
    out = ms.vmap(ReduceNet(), 1, 0)(Tensor(np.stack([block] * 3)))
    assert [t.shape for t in out] == [(3,), (3, 1, 1, 1), (3, 3, 6), (3, 3, 1, 6), (3, 6),
                                      (3, 1, 1, 6)]
    assert out[0].asnumpy().tolist() == [108, 270, 432]
    assert out[4].asnumpy()[:, 0].tolist() == [18, 45, 72]


def _convolve(x, w):
    output = []
    for i in range(1, len(x) - 1):
        output.append((x[i - 1:i + 2] * w).sum())
    return ops.stack(output)


def test_ms_vmap_python_loop_and_reuse(mode):
    x = Tensor(np.arange(5, dtype=np.float32))
    w = Tensor(np.array([1., 2., 3.], np.float32))
    f = ms.vmap(_convolve)
    assert f(ops.stack([x, x, x]), ops.stack([w, w, w])).asnumpy().tolist() == [[8, 14, 20]] * 3
    assert f(ops.stack([x, x + 1, x + 2]), ops.stack([w, w * 2, w * 3])).asnumpy().tolist() == \
        [[8, 14, 20], [28, 40, 52], [60, 78, 96]]


class ConstNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner_tensor = Tensor([5, 6], ms.float32)
        self.inner_para = Parameter(Tensor([5, 6], ms.float32), name='inner_para')

    def construct(self, x, y):
        d = self.inner_tensor + 1
        e = ops.stack((self.inner_para, self.inner_para))
        return ((1, 2), 3), d, e


def test_ms_vmap_nested_axes(mode):
    """Nested inputs, a negative axis inside a list, scalar outputs mapped and unmapped."""
    x = Tensor([[1, 2, 3], [4, 5, 6]], ms.float32)
    fn = ms.jit(ms.vmap(ConstNet(), in_axes=(1, [-1, None]), out_axes=((0, None), 0, None)))
    ((r1, r2), r3), r4, r5 = fn(x, (x, 1))
    assert r1.asnumpy().tolist() == [1, 1, 1] and r2.asnumpy().tolist() == [2, 2, 2]
    assert r3 == 3
    assert r4.asnumpy().tolist() == [[6, 7]] * 3 and r5.asnumpy().tolist() == [[5, 6]] * 2


def _jvp_mul(x, y):
    return ops.jvp(_mul, x, y)


def test_ms_vmap_of_jvp_with_tuple_inputs(mode):
    @ms.jit
    def wrapped(*args):
        return ops.vmap(_jvp_mul)(args, args)
    a = ops.ones((2, 3), ms.int32)
    out, tangent = wrapped(a, a * 2)
    assert out.asnumpy().tolist() == [[2] * 3] * 2 and tangent.asnumpy().tolist() == [[4] * 3] * 2


class VmapInVmap(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tensor = Tensor(np.ones((3, 4), np.float32))
        self.matmul_vmap = ops.vmap(ops.matmul, in_axes=(1, None), out_axes=1)
        self.relu_vmap = ops.vmap(nn.ReLU(), in_axes=1, out_axes=1)

    def construct(self, x):
        return self.relu_vmap(self.matmul_vmap(x, self.tensor))


def test_ms_vmap_output_as_vmap_input(mode):
    out = VmapInVmap()(Tensor(np.ones((4, 4, 3), np.float32)))
    np.testing.assert_allclose(out.asnumpy(), np.full((4, 4, 4), 3.0))


def _grad_of_vmapped_sum(a):
    return ms.grad(_sq_sum)(a).sum()


def _jvp_tangent_sum(a):
    return ms.jvp(ops.sin, a, a)[1].sum()


def test_higher_order_through_transforms(mode):
    """grad of grad of vmap, and grad of jvp (PYNATIVE: the compiled transform is one tape node
    that a recorded walk differentiates again)."""
    x = np.array([0.5, 1.0], np.float32)
    np.testing.assert_allclose(ms.grad(_grad_of_vmapped_sum)(Tensor(x)).asnumpy(), -np.sin(x),
                               rtol=1e-6)
    np.testing.assert_allclose(ms.grad(_jvp_tangent_sum)(Tensor(x)).asnumpy(),
                               np.cos(x) - x * np.sin(x), rtol=1e-6)


class AssignNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ref_a = Parameter(Tensor([0, 1, 2], ms.float32), name='ref_a')
        self.ref_b = Parameter(Tensor([0, 1, 2], ms.float32), name='ref_b')

    def construct(self, replace):
        ops.assign(self.ref_a, replace)
        return self.ref_b + self.ref_a


def test_ms_vmap_cell_list_writes_each_models_parameters(mode):
    """MindSpore's ``test_vmap_with_celllist_input``: each model's ``assign`` writes its own
    Parameter."""
    models = [AssignNet() for _ in range(3)]
    replace = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32)
    out = ops.vmap(nn.CellList(models), 0)(Tensor(replace))
    np.testing.assert_allclose(out.asnumpy(), [[1, 3, 5], [4, 6, 8], [7, 9, 11]])
    for m, row in zip(models, replace):
        assert m.ref_a.asnumpy().tolist() == row.tolist()
        assert m.ref_b.asnumpy().tolist() == [0, 1, 2]


class Writer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor([0.0, 0.0], ms.float32), name='p')

    def construct(self, a):
        ops.assign(self.p, a)
        return a * 2


def test_vmap_of_a_function_writing_a_parameter_is_an_error(mode):
    net = Writer()
    with pytest.raises(RuntimeError, match="writes a Parameter"):
        ms.vmap(net)(Tensor(np.ones((3, 2), np.float32)))


def test_one_element_out_axes_for_a_single_output():
    """``out_axes=(0,)`` applies to a function returning one Tensor (MindSpore accepts it); a
    longer tuple is still its RuntimeError."""
    x = Tensor(np.arange(24.0, dtype=np.float32).reshape(2, 3, 4))
    fn2 = lambda a, k: ops.triu(a, k)
    out = ops.vmap(fn2, in_axes=(2, None), out_axes=(1,))(x, 1)
    assert out.shape == (2, 4, 3)
    np.testing.assert_array_equal(out.asnumpy(), np.triu(np.moveaxis(x.asnumpy(), 2, 0), 1)
                                  .transpose(1, 0, 2))
    with pytest.raises(RuntimeError, match="The size of vmap's 'out_axes' should be equal to the "
                                           "result size: 1, but got size: 2."):
        fn3 = lambda a: a * 2
        ops.vmap(fn3, in_axes=0, out_axes=(0, 1))(x)


class _ThreeInTwoOut(nn.Cell):
    def construct(self, x, y, z):
        return x + y + z, x * y


class _Keep(nn.Cell):
    def __init__(self, params=1):
        super().__init__()
        for i in range(params):
            setattr(self, f"w{i}", Parameter(Tensor(np.zeros(3, np.float32)), name=f"w{i}"))

    def construct(self, r):
        return r + self.w0


class _KeepTwo(_Keep):
    def construct(self, r, s):
        return r + s


def test_vmap_argument_errors_are_mindspore_s():
    """MindSpore 2.10's errors (measured, graph mode) for bad out_axes, nested axis types, the
    arguments count and a CellList of models."""
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    net = _ThreeInTwoOut()
    cases = [
        (dict(in_axes=(1, 1, None), out_axes=(None, None, None, (None, None))), (x, x, 1),
         RuntimeError, "The 'out_axes' of 'vmap' cannot be all None while 'fn' is not a "
                       "'CellList', but got (None, None, None, (None, None))."),
        (dict(in_axes=(1, 1, None), out_axes=(0, 0, 0)), (x, x, 1), RuntimeError,
         "The size of vmap's 'out_axes' should be equal to the number of results of 'fn': 2, "
         "but got size: 3."),
        (dict(in_axes=(1., 1., None), out_axes=0), (x, x, 1), RuntimeError,
         "The axis in vmap's 'in_axes' should be a None or a scalar of type Int64Imm, but got "
         "a 1."),
        (dict(in_axes=(1, 1, None), out_axes=0), (x, x), TypeError,
         "The parameters number of the function is 3, but the number of provided arguments "
         "is 2."),
        (dict(in_axes=(1, 1, None), out_axes=(None, 0)), (x, x, 1), RuntimeError,
         "It is invalid that source is not None and dst is None.")]
    for kwargs, args, err, text in cases:
        with pytest.raises(err) as info:
            ms.vmap(net, **kwargs)(*args)
        assert text in str(info.value)
    rows = Tensor(np.ones((3, 3), np.float32))
    for cells, err, text in (
            ([_Keep()], RuntimeError, "the size of 'CellList' must be greater than 1, but got 1."),
            ([_Keep(), _KeepTwo()], RuntimeError,
             "'VmapOperation' arg0 is a CellList, whose elements's inputs should be consistent."),
            ([_Keep(), _Keep(2)], ValueError, "but we get axis_size: 3 and the cell size: 2.")):
        with pytest.raises(err) as info:
            ms.vmap(nn.CellList(cells), in_axes=0)(rows)
        assert text in str(info.value)
