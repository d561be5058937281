"""minicell.ops: functional and Primitive forms, MindSpore's promotion and errors, indexing
reads/writes, random ops (seeded, fresh per call), state ops and Tensor methods."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.runtime import dispatch as dispatch_mod
from minicell.runtime.registry import get_op
from minicell.runtime.tracer import EAGER, tracing

X = np.arange(6, dtype=np.float32).reshape(2, 3)


def t(a, dtype=None):
    return ms.Tensor(a, dtype)


def val(x):
    return x.asnumpy().tolist()


# ---- functional and Primitive forms agree ---------------------------------------------------
PAIRS = [
    (lambda a, b: ops.add(a, b), lambda a, b: ops.Add()(a, b), np.add),
    (lambda a, b: ops.sub(a, b), lambda a, b: ops.Sub()(a, b), np.subtract),
    (lambda a, b: ops.mul(a, b), lambda a, b: ops.Mul()(a, b), np.multiply),
    (lambda a, b: ops.div(a, b), lambda a, b: ops.RealDiv()(a, b), np.divide),
    (lambda a, b: ops.maximum(a, b), lambda a, b: ops.Maximum()(a, b), np.maximum),
    (lambda a, b: ops.gt(a, b), lambda a, b: ops.Greater()(a, b), np.greater),
    (lambda a, b: ops.le(a, b), lambda a, b: ops.LessEqual()(a, b), np.less_equal),
    (lambda a, b: ops.equal(a, b), lambda a, b: ops.Equal()(a, b), np.equal),
    (lambda a, b: ops.matmul(a, b.T), lambda a, b: ops.MatMul(transpose_b=True)(a, b),
     lambda a, b: a @ b.T),
]


@pytest.mark.parametrize("fn,prim,ref", PAIRS)
def test_functional_and_primitive_forms_agree(fn, prim, ref):
    a, b = X + 1, np.full((2, 3), 2.5, np.float32)
    want = ref(a, b)
    np.testing.assert_allclose(fn(t(a), t(b)).asnumpy(), want, rtol=1e-6)
    np.testing.assert_allclose(prim(t(a), t(b)).asnumpy(), want, rtol=1e-6)


@pytest.mark.parametrize("prim,fn", [
    (ops.ReduceSum(keep_dims=True), lambda x: ops.sum(x, 1, True)),
    (ops.ReduceMean(keep_dims=True), lambda x: ops.mean(x, 1, True)),
    (ops.ReduceMax(keep_dims=True), lambda x: ops.amax(x, 1, True)),
])
def test_reduce_primitives_take_axis_at_call(prim, fn):
    assert val(prim(t(X), 1)) == val(fn(t(X)))
    assert prim(t(X), 1).shape == (2, 1)


def test_primitive_repr_and_attrs():
    assert repr(ops.Add()) == "Prim[Add]"
    assert repr(ops.MatMul(transpose_b=True)) == \
        "Prim[MatMul]<transpose_a=False, transpose_b=True>"
    assert ops.Softmax(axis=0).attrs == {"axis": (0,)}     # 2.10 keeps an int axis as a 1-tuple


def test_primitive_classes_misc():
    x = t(X)
    assert ops.Concat(1)((x, x)).shape == (2, 6)
    assert ops.Stack(1)((x, x)).shape == (2, 2, 3)
    assert ops.Reshape()(x, (3, 2)).shape == (3, 2)
    assert ops.Transpose()(x, (1, 0)).shape == (3, 2)
    assert ops.ExpandDims()(x, 0).shape == (1, 2, 3)
    assert ops.Squeeze(0)(ops.ExpandDims()(x, 0)).shape == (2, 3)
    assert ops.Tile()(x, (2, 1)).shape == (4, 3)
    assert val(ops.Gather()(x, t([1, 0]), 0)) == [[3, 4, 5], [0, 1, 2]]
    assert val(ops.Cast()(x, ms.int32)) == [[0, 1, 2], [3, 4, 5]]
    assert ops.Cast()(x, ms.int32).dtype == ms.int32
    assert val(ops.Fill()(ms.float32, (2,), 1.0)) == [1.0, 1.0]
    assert ops.OnesLike()(x).dtype == ms.float32
    assert ops.Shape()(x) == (2, 3)
    idx, v = ops.ArgMaxWithValue(axis=1)(x)
    assert val(idx) == [2, 2] and val(v) == [2.0, 5.0] and idx.dtype == ms.int64
    assert ops.Argmax()(x).dtype == ms.int32
    assert [p.shape for p in ops.Split(1, 3)(x)] == [(2, 1)] * 3
    assert val(ops.UnsortedSegmentSum()(t([1.0, 2.0, 3.0]), t([0, 1, 0]), 2)) == [4.0, 2.0]
    assert val(ops.OneHot()(t([0, 2]), 3, t(1.0), t(0.0))) == [[1, 0, 0], [0, 0, 1]]
    sel = ops.Select()(x > 2, x, ops.zeros_like(x))
    assert val(sel) == [[0, 0, 0], [3, 4, 5]]
    assert val(ops.StridedSlice()(x, (0, 1), (2, 3), (1, 1))) == [[1, 2], [4, 5]]


# ---- MindSpore promotion and result dtypes --------------------------------------------------
@pytest.mark.parametrize("expr,dtype", [
    (lambda: ops.add(t([1, 2]), 1.5), ms.float32),          # Python float + int tensor
    (lambda: ops.mul(t([1, 2], ms.int32), 2), ms.int32),     # Python int keeps the tensor's
    (lambda: ops.div(t([1, 2]), t([2, 2])), ms.float32),    # int / int -> Float32
    (lambda: ops.gt(t([1, 2]), 1.5), ms.bool_),
    (lambda: ops.add(t([1.0], ms.float16), 1.0), ms.float16),
    (lambda: ops.add(t([1.0]), t([1.0], ms.float64)), ms.float64),
    (lambda: ops.sqrt(t([4])), ms.float32),
    (lambda: ops.sum(t([1, 2], ms.int32)), ms.int64),
    (lambda: ops.mean(t([1, 2])), ms.int64),
    (lambda: ops.argmax(t([1.0, 2.0])), ms.int64),
    (lambda: ops.argmin(t([1.0, 2.0])), ms.int32),
    (lambda: ops.sort(t([2.0, 1.0]))[1], ms.int32),
    (lambda: ops.one_hot(t([0, 1]), 2), ms.int64),
    (lambda: ops.arange(3), ms.int64),
    (lambda: ops.arange(0, 1, 0.5), ms.float32),
    (lambda: ops.ones(3), ms.float32),
    (lambda: ops.clamp(t([1, 5]), 2, 3), ms.int64),
])
def test_result_dtypes_follow_mindspore(expr, dtype):
    assert expr().dtype == dtype


def test_known_values():
    assert val(ops.div(t([-7]), 2, rounding_mode="trunc")) == [-3]
    assert val(ops.div(t([-7]), 2, rounding_mode="floor")) == [-4]
    assert val(ops.fill(ms.float32, (2,), 3)) == [3.0, 3.0]
    assert val(ops.linspace(0, 1, 5)) == [0.0, 0.25, 0.5, 0.75, 1.0]
    v, i = ops.max(t(X), 1)
    assert val(v) == [2.0, 5.0] and val(i) == [2, 2]
    assert [p.shape for p in ops.split(t(X), [1, 2], axis=1)] == [(2, 1), (2, 2)]
    assert ops.flatten(ops.ones((2, 3, 4))).shape == (2, 12)
    assert ops.squeeze(ops.ones((1, 2, 1)), 1).shape == (1, 2, 1)  # size-2 axis kept
    assert ops.broadcast_to(t([1, 2]), (3, -1)).shape == (3, 2)
    assert ops.broadcast_to(ops.ones((4, 5)), (2, -1, -1)).shape == (2, 4, 5)
    with pytest.raises(ValueError, match="-1 index in init shape: 1 but -1 can only be in "
                                         "index2onwards"):
        ops.broadcast_to(ops.ones((4, 5)), (2, -1, 4, 5))    # -1 where the input has no axis
    assert val(ops.topk(t([1.0, 3.0, 2.0]), 2)[0]) == [3.0, 2.0]
    np.testing.assert_allclose(ops.std(t(X)).asnumpy(), X.std(), rtol=1e-6)
    np.testing.assert_allclose(ops.norm(t(X)).asnumpy(), np.linalg.norm(X), rtol=1e-6)
    assert val(ops.masked_fill(t([1.0, 5.0]), t([False, True]), 0.5)) == [1.0, 0.5]
    assert ops.shape(t(X)) == (2, 3) and ops.rank(t(X)) == 2 and ops.size(t(X)) == 6


# ---- errors name the op and both shapes/dtypes ----------------------------------------------
def test_matmul_inner_dim_error_names_op_and_sizes():
    # 2.10's texts (measured; tests/test_matmul_shape_texts.py has the whole table)
    with pytest.raises(RuntimeError, match=r"For 'MatMulExt' op, shape1\[-1\] must be equal to "
                                           r"shape2\[-2\], but got 3 and 4\.$"):
        ops.matmul(ops.ones((2, 3)), ops.ones((4, 5)))
    with pytest.raises(ValueError, match=r"For 'MatMul' the input dimensions must be equal, but "
                                         r"got 'x1_col': 3 and 'x2_row': 4\.$"):
        ops.MatMul()(ops.ones((2, 3)), ops.ones((4, 5)))


def test_broadcast_error_names_op_and_shapes():
    # 2.10's text (measured): the primitive's name and both shapes
    with pytest.raises(ValueError, match=r"For 'Add', input1.shape and input2.shape need to "
                                         r"broadcast.*\[2, 3\].*\[4, 5\]"):
        ops.add(ops.ones((2, 3)), ops.ones((4, 5)))


@pytest.mark.parametrize("call,err", [
    (lambda: ops.reshape(ops.ones((2, 3)), (4,)), ValueError),
    (lambda: ops.transpose(ops.ones((2, 3)), (0,)), ValueError),
    (lambda: ops.stack([ops.ones((2,)), ops.ones((3,))]), ValueError),
    (lambda: ops.concat(ops.ones((2,))), TypeError),
    (lambda: ops.split(ops.ones((5,)), [2, 2]), ValueError),
    (lambda: ops.topk(ops.ones((2,)), 3), ValueError),
    (lambda: ops.assign([1.0], t([2.0])), TypeError),         # neither Parameter nor Tensor
    (lambda: ops.expand_dims(ops.ones((2,)), 3), ValueError),
    (lambda: ops.unsorted_segment_sum(ops.ones((3,)), t([0, 1]), 2), ValueError),
])
def test_bad_arguments_raise_at_the_call(call, err):
    with pytest.raises(err):
        call()


# ---- indexing -------------------------------------------------------------------------------
@pytest.mark.parametrize("index", [
    0, -1, (1, 2), slice(None, None, -1), (slice(None), 1), (Ellipsis, 1), (None, 0),
    (1, slice(0, 3, 2)), [1, 0], (slice(None), [2, 0]), [0, 1, 1],
])
def test_getitem_matches_numpy(index):
    a = np.arange(24, dtype=np.float32).reshape(4, 6)[:2, :3] * 1.5
    got = t(a)[index]
    np.testing.assert_array_equal(got.asnumpy(), a[index])
    assert got.shape == a[index].shape


def test_getitem_with_tensors_and_masks():
    x = t(X)
    assert val(x[x > 2]) == [3.0, 4.0, 5.0]
    assert val(x[t([1, 0])]) == val(x)[::-1]
    assert val(x[t(1)]) == [3.0, 4.0, 5.0]
    assert x[0, 1].shape == ()


def test_getitem_out_of_bounds_is_an_index_error():
    with pytest.raises(IndexError, match="out of bounds"):
        t(X)[5]
    with pytest.raises(IndexError, match="too many indices"):
        t(X)[0, 0, 0]


def test_setitem_variants():
    x = t(X.copy())
    x[0] = 9.0
    x[1, ::2] = t([-1.0, -2.0])
    x[x > 8] = 0
    x[:, [1]] = 7
    assert val(x) == [[0.0, 7.0, 0.0], [-1.0, 7.0, -2.0]]
    assert x.dtype == ms.float32


def test_setitem_on_parameter_updates_in_place():
    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.b = ms.Parameter(t([1.0, 2.0, 3.0]), name="b")

        def construct(self, x):
            return x + self.b

    net = Net()
    b = net.b
    net.b[0] = 1.5
    assert net.b is b
    assert val(net.b) == [1.5, 2.0, 3.0]
    assert val(net(t([0.0, 0.0, 0.0]))) == [1.5, 2.0, 3.0]


class _FakeBuilder:
    """Records what indexing, assign and depend hand to a GRAPH_MODE tracer."""

    tracing = True

    def __init__(self):
        self.emitted, self.assigned = [], []

    def depend(self, value, expr):
        return dispatch_mod.dispatch(get_op("depend"), (value, expr))

    def emit(self, op, inputs, attrs):
        self.emitted.append(op.name)
        arrays = [x.data_array() if isinstance(x, ms.Tensor) else x for x in inputs]
        out = op.kernel(attrs)(*arrays)
        return dispatch_mod.wrap(out, op.multiple_results)

    def assign(self, param, value):
        self.assigned.append((param.name, val(value)))
        return param


def test_parameter_writes_go_through_the_builder_while_tracing():
    p = ms.Parameter(t([1.0, 2.0]), name="w")
    fake = _FakeBuilder()
    with tracing(fake):
        p[1] = 5.0
        ops.assign(p, t([3.0, 4.0]))
        out = ops.depend(t([1.0]), t([2.0]))
    assert dispatch_mod.state.tracer is EAGER
    assert fake.assigned == [("w", [1.0, 5.0]), ("w", [3.0, 4.0])]
    assert "setitem" in fake.emitted and "depend" in fake.emitted
    assert val(out) == [1.0]
    assert val(p) == [1.0, 2.0]  # the write happens when the compiled graph runs


# ---- state ops ------------------------------------------------------------------------------
def test_assign_casts_and_checks_shape():
    p = ms.Parameter(t([1.0, 2.0]), name="p")
    r = ops.assign(p, t([3, 4]))
    assert val(p) == [3.0, 4.0] and p.dtype == ms.float32
    # 2.10 returns a new Tensor holding the written value, not the Parameter
    assert type(r) is ms.Tensor and r is not p and val(r) == [3.0, 4.0] and r.dtype == ms.float32
    with pytest.raises(ValueError, match=r"For 'Assign','value' must have the same shape as "
                                         r"'variable'\. But got 'value' shape: \(3\), "
                                         r"'variable' shape: \(2\)\.$"):   # 2.10's text
        ops.assign(p, t([1.0, 2.0, 3.0]))


def test_depend_and_stop_gradient_return_the_value():
    v = t([1.0])
    assert ops.depend(v, t([2.0])) is v
    assert val(ops.stop_gradient(t([3.0]))) == [3.0]


# ---- random ops -----------------------------------------------------------------------------
@pytest.mark.parametrize("draw", [
    lambda: ops.uniform((2, 3), t(1.0), t(2.0)),
    lambda: ops.uniform((2, 3), t(1.0), t(2.0), seed=1),
    lambda: ops.standard_normal((4,)),
    lambda: ops.normal((4,), t(0.0), t(1.0), seed=3),
    lambda: ops.randint(0, 100, (6,)),
    lambda: ops.rand(2, 3),
    lambda: ops.randn((5,), seed=2),
    lambda: ops.multinomial(t([0.2, 0.3, 0.5]), 8),
    lambda: ops.shuffle(ops.arange(10)),
])
def test_random_ops_reproducible_and_fresh_per_call(draw):
    ms.set_seed(7)
    a1, a2 = draw().asnumpy(), draw().asnumpy()
    ms.set_seed(7)
    b1, b2 = draw().asnumpy(), draw().asnumpy()
    np.testing.assert_array_equal(a1, b1)
    np.testing.assert_array_equal(a2, b2)
    assert not np.array_equal(a1, a2), "two calls drew the same numbers"


@pytest.mark.parametrize("prim", [ops.UniformReal, ops.StandardNormal])
def test_seeded_random_primitives_own_their_stream(prim):
    # as 2.10: two instances made with the same seeds draw the same numbers; one instance draws
    # fresh numbers on every call
    ms.set_seed(7)
    first, second = prim(seed=2), prim(seed=2)
    a1, a2 = first((4,)).asnumpy(), first((4,)).asnumpy()
    np.testing.assert_array_equal(second((4,)).asnumpy(), a1)
    assert not np.array_equal(a1, a2), "two calls drew the same numbers"


def test_random_values_in_range_and_dtype():
    ms.set_seed(0)
    u = ops.uniform((1000,), t(1.0), t(2.0), seed=1)
    assert u.dtype == ms.float32 and u.shape == (1000,)
    assert 1.0 <= float(u.min()) and float(u.max()) < 2.0
    n = ops.standard_normal((4000,))
    assert abs(float(n.mean())) < 0.1 and abs(float(n.std()) - 1.0) < 0.1
    r = ops.randint(3, 5, (100,))
    assert r.dtype == ms.int64 and set(np.unique(r.asnumpy())) <= {3, 4}
    assert sorted(val(ops.randperm(5))) == [0, 1, 2, 3, 4]


def test_op_seed_changes_the_stream():
    ms.set_seed(3)
    a = ops.uniform((8,), t(0.0), t(1.0), seed=1).asnumpy()
    ms.set_seed(3)
    b = ops.uniform((8,), t(0.0), t(1.0), seed=2).asnumpy()
    assert not np.array_equal(a, b)


# ---- Tensor methods -------------------------------------------------------------------------
def test_tensor_methods():
    x = t(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    assert x.T.shape == (4, 3, 2)
    assert x.transpose().shape == (4, 3, 2) and x.permute(2, 0, 1).shape == (4, 2, 3)
    assert x.view(6, 4).shape == (6, 4) and x.reshape((4, 6)).shape == (4, 6)
    assert x.flatten().shape == (24,)
    assert float(x.max()) == 23.0 and x.max(1)[1].dtype == ms.int64
    assert x.min(axis=1).shape == (2, 4)
    assert x.sum(1).shape == (2, 4) and float(x.mean()) == 11.5
    assert int(x.argmax()) == 23
    assert x.unsqueeze(0).shape == (1, 2, 3, 4) and x[None].squeeze().shape == (2, 3, 4)
    assert float(x.clip(1, 3).max()) == 3.0
    assert x.tile((2, 1, 1)).shape == (4, 3, 4)
    assert x.cumsum().shape == (24,)
    assert x.dim() == 3 and x.numel() == 24 and x.is_floating_point()
    assert val(t([1.0, -2.0]).abs()) == [1.0, 2.0]
    assert val(t([2.0]).pow(2)) == [4.0]
    np.testing.assert_allclose(t([[1.0, 2.0]]).matmul(t([[3.0], [4.0]])).asnumpy(), [[11.0]])


def test_shape_of_a_non_tensor_is_a_type_error():
    t = ms.Tensor(np.ones((1, 4, 4), np.float32))
    assert ops.shape(t) == (1, 4, 4) and ops.Shape()(t) == (1, 4, 4)
    for bad in ([t, t], (t,), 3, np.ones(3)):
        with pytest.raises(TypeError, match=r"For primitive\[Shape\], the input argument must"):
            ops.shape(bad)


def test_primitive_user_data():
    cast = ops.Cast()
    t = ms.Tensor(np.ones((1, 2, 3)), ms.float64)
    cast.set_user_data("__user_data__", t)
    assert cast.get_user_data("__user_data__") is t and cast.get_user_data("other") is None
    assert cast(t, ms.float32).dtype == ms.float32


# ---- ops.dot (numpy's N-D dot, MindSpore's checks) and 0-D reductions ---------------------------
def test_dot_contracts_last_axis_with_second_to_last(mode):
    from conftest import FnCell
    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    b = np.arange(40, dtype=np.float32).reshape(1, 5, 4, 2)
    out = FnCell(ops.dot)(t(a), t(b))
    assert out.shape == (2, 3, 1, 5, 2)
    np.testing.assert_array_equal(out.asnumpy(), np.dot(a, b))
    np.testing.assert_array_equal(FnCell(ops.dot)(t(X), t(X.T)).asnumpy(), X @ X.T)
    # numpy's and the Tensor method's dot take vectors too; mint.dot is PyTorch's 1-D dot
    v = t(np.array([1.0, 2.0, 3.0], np.float32))
    assert ms.numpy.dot(v, v).asnumpy() == 14.0 and ms.mint.dot(v, v).asnumpy() == 14.0
    assert t(X).dot(t(np.ones((1, 3, 2), np.float32))).shape == (2, 1, 2)


def test_dot_errors_are_mindspores():
    ones = ops.ones
    # (2.10's text holds the backslashes of its escaped quotes, measured in round 47)
    with pytest.raises(ValueError, match=r"should have \\'dimension >= 2\\',but got \\'len\("
                                         r"x1_shape\)\\': \(1\) and \\'len\(x2_shape\)\\': \(3\)"):
        ops.dot(ones(4), ones((2, 4, 5)))
    with pytest.raises(ValueError, match="'x1_col': 3 and 'x2_row': 4."):
        ops.dot(ones((2, 3)), ones((2, 4, 2)))
    with pytest.raises(TypeError, match=r"The 'x1' doesn't support 'Int32' and expect to receive "
                                        r"\[mindspore.float16, mindspore.float32\]."):
        ops.dot(ones((2, 3), ms.int32), ones((3, 2)))
    with pytest.raises(TypeError, match="the inputs must be the same type, but got x1_type: "
                                        "Float32 and x2_type: Float16."):
        ops.dot(ones((2, 3)), ones((3, 2), ms.float16))


def test_reductions_of_a_0d_tensor_take_axis_0_and_minus_1(mode):
    # MindSpore 2.10 (measured): a 0-D input takes axis 0 or -1 as a 1-element vector would;
    # the result keeps shape (), keepdims or not; other axes are a ValueError
    from conftest import FnCell
    x = t(np.array(32.0, np.float32))
    fn2 = (lambda x: (x.aminmax(axis=0, keepdims=True) + (x.sum(0), ops.amax(x, -1),
                                                           x.mean(0)) + x.max(dim=0)
                      + (x.argmax(0),)))
    outs = FnCell(fn2)(x)
    assert [(o.shape, o.asnumpy().item()) for o in outs] == \
        [((), 32.0)] * 5 + [((), 32.0), ((), 0), ((), 0)]
    with pytest.raises(ValueError, match=r"the axis value must be in \[-1,1\), but got 1."):
        x.sum(1)
    with pytest.raises(ValueError, match="For MaxDim with 0d input tensor, axis must be one of "
                                         "0 or -1, but got 1."):
        x.max(1)


def test_means_divide_by_their_count_as_one_division(mode):
    # XLA rewrites x / const into x * (1 / const), one ulp off; MindSpore's kernels divide:
    # 127 / 9 is 14.111111 (float32), not 14.111112, in a mean and an AvgPool (MindSpore's
    # CPU AvgPool tests compare exactly). A literal divisor keeps XLA's rewrite (speed).
    from conftest import FnCell
    want = np.float32(127) / np.float32(9)
    x = t(np.array([127.0] + [0.0] * 8, np.float32))
    img = t(np.array([127.0] + [0.0] * 8, np.float32).reshape(1, 1, 3, 3))
    fn3 = lambda x, img: (ops.mean(x), ops.AvgPool(kernel_size=3, strides=1)(img))
    outs = FnCell(fn3)(
        x, img)
    assert [o.asnumpy().item() for o in outs] == [want] * 2


def test_channel_dropout_takes_integer_inputs_plain_dropout_does_not():
    # MindSpore 2.10 (measured): Dropout2D/Dropout3D take integer inputs, while the
    # element-wise Dropout primitive raises its float-only TypeError
    x = t(np.ones((2, 3, 4, 5), np.int32))
    out, mask = ops.Dropout2D(0.4)(x)
    assert out.shape == mask.shape == (2, 3, 4, 5) and mask.dtype == ms.bool_
    # kept values scale in float32 and truncate back: 1 / 0.4 -> 2, dropped ones are 0
    assert out.dtype == ms.int32 and set(np.unique(out.asnumpy())) <= {0, 2}
    assert set(np.unique(ops.Dropout2D(0.5)(x)[0].asnumpy())) <= {0, 2}
    assert ops.Dropout3D(0.4)(t(np.ones((2, 3, 2, 4, 5), np.int8)))[0].shape == (2, 3, 2, 4, 5)
    with pytest.raises(TypeError, match=r"For primitive\[Dropout\], the input argument\[x\] must"):
        ops.Dropout(0.4)(x)
