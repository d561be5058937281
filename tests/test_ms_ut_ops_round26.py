"""MindSpore ut round 26: names and behaviours that MindSpore's ut/python/ops files need
(``ops.signature``, ``_inner_ops.SameTypeShape``/``IsSubClass``, ``_grad_ops.IgammaGradA``,
the set operations of ``sparse_ops``, ``DepthwiseConv2dNative``'s checks). Every expected value
and error text here was measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn
from minicell.ops import operations as P
from minicell.ops.operations import _grad_ops as G, _inner_ops as inner, sparse_ops as S
from minicell.ops.primitive import Primitive, PrimitiveWithInfer, prim_attr_register
from minicell.ops.signature import make_sig, sig_dtype, sig_kind, sig_rw


@pytest.fixture(autouse=True)
def _pynative_after():
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_signature_enums_and_make_sig_defaults():
    assert [(n, int(v)) for n, v in sig_rw.__members__.items()] == [
        ("RW_READ", 0), ("RW_WRITE", 1), ("RW_REF", 2), ("RW_EMPTY_DEFAULT_VALUE", 3)]
    assert list(sig_kind.__members__)[-1] == "KIND_EMPTY_DEFAULT_VALUE"
    assert [int(v) for v in sig_dtype] == list(range(11))
    assert repr(sig_dtype.T1) == "<signature_dtype.T1: 1>"
    s = make_sig("y")
    assert (s.rw, s.kind, s.default, s.dtype) == (
        sig_rw.RW_READ, sig_kind.KIND_POSITIONAL_KEYWORD, sig_kind.KIND_EMPTY_DEFAULT_VALUE,
        sig_dtype.T_EMPTY_DEFAULT_VALUE)


class _Seen(PrimitiveWithInfer):
    """Records the dtypes (or Python types) its inputs arrive with; returns the first."""
    __mindspore_signature__ = (sig_dtype.T, sig_dtype.T)

    @prim_attr_register
    def __init__(self):
        self.seen = []

    def __call__(self, a, b):
        self.seen.append((getattr(a, "dtype", type(a)), getattr(b, "dtype", type(b))))
        return a


class _Call(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


_I32, _F16 = Tensor(np.ones(2), ms.int32), Tensor(np.ones(2), ms.float16)


@pytest.mark.parametrize("a, b, dtype", [
    (_I32, _F16, ms.float16), (_I32, 2.5, ms.float32),
    (Tensor(np.ones(2), ms.int8), Tensor(np.ones(2), ms.uint8), ms.int16),
    (Tensor(np.ones(2), ms.bool_), 2, ms.int64)])
def test_signature_group_promotes_together_in_a_graph(a, b, dtype):
    ms.set_context(mode=ms.GRAPH_MODE)
    op = _Seen()
    assert _Call(op)(a, b).dtype == dtype
    assert op.seen[-1] == (dtype, dtype)


class _PlainSeen(Primitive):
    """A plain Primitive subclass inheriting a declared signature."""
    __mindspore_signature__ = (sig_dtype.T, sig_dtype.T)


class _PlainSeenChild(_PlainSeen):
    def __call__(self, a, b):
        return a                 # Int32 unless the group promoted it


def test_signature_of_a_plain_primitive_and_an_inherited_one():
    ms.set_context(mode=ms.GRAPH_MODE)
    assert _Call(_PlainSeenChild())(_I32, _F16).dtype == ms.float16


def test_signature_leaves_pynative_inputs_alone():
    op = _Seen()
    op(_I32, 2.5)
    assert op.seen == [(ms.int32, float)]


class _Write(PrimitiveWithInfer):
    __mindspore_signature__ = (make_sig("p1", sig_rw.RW_WRITE, dtype=sig_dtype.T),
                               make_sig("p2", dtype=sig_dtype.T))

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, a, b):
        return a + b


class _WriteNet(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.op = _Write()
        self.p = Parameter(Tensor(np.ones(2), dtype), name="p")

    def construct(self, b):
        return self.op(self.p, b)


def test_signature_written_input_is_never_converted():
    ms.set_context(mode=ms.GRAPH_MODE)
    assert _WriteNet(ms.float32)(3).dtype == ms.float32
    with pytest.raises(TypeError, match="so data type Float16, which cannot be converted to "
                                        "data type Float32 automatically"):
        _WriteNet(ms.float16)(Tensor(np.ones(2), ms.float32))


def test_same_type_shape_checks():
    op = inner.SameTypeShape()
    x = Tensor(np.ones([3, 4], np.float32))
    assert op(x, Tensor(np.zeros([3, 4], np.float32))) is x
    with pytest.raises(TypeError, match="^For 'SameTypeShape', the type of 'y' should be "
                                        "'Tensor', but got type 'float'.$"):
        op(x, 5.0)
    with pytest.raises(TypeError, match="^For 'SameTypeShape', the x dtype should be = y dtype: "
                                        "Int32, but got Float32.$"):
        op(x, Tensor(np.ones([3, 4], np.int32)))
    with pytest.raises(ValueError, match=r"^For 'SameTypeShape', the x shape should be = y "
                                         r"shape: \(3, 3\), but got \(3, 4\).$"):
        op(x, Tensor(np.ones([3, 3], np.float32)))


@pytest.mark.parametrize("sub, target, expected", [
    (ms.bool_, ms.number, True), (ms.number, ms.number, True), (ms.int32, ms.int64, False),
    (ms.complex64, ms.number, True), (ms.string, ms.number, False),
    (ms.TensorType(ms.float32), ms.tensor_type, True), (ms.float32, ms.tensor_type, False),
    (ms.list_, ms.list_, True)])
def test_is_sub_class(sub, target, expected):
    assert inner.IsSubClass()(sub, target) is expected


def test_is_sub_class_refuses_non_types():
    with pytest.raises(TypeError, match="^For 'IsSubClass', the type of 'type_' should be "
                                        "'Type', but got type 'NoneType'.$"):
        inner.IsSubClass()(ms.number, None)


@pytest.mark.heavy                  # the igamma derivative's kernels compile in ~4 s
def test_igamma_grad_a_values_and_checks():
    op = G.IgammaGradA()
    out = op(Tensor(np.array([1.1, 2.2, 8.1, 2.1], np.float32)),
             Tensor(np.array([0.2, 1.2, 2.1, 3.4], np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [-0.31416357, -0.2662845, -0.00185446,
                                               -0.16714886], rtol=1e-5)
    out = op(Tensor(np.array([[1.5], [3.0]])), Tensor(np.array([0.5, 2.0, 0.0])))
    np.testing.assert_allclose(out.asnumpy(), [[-0.29409869, -0.27743356, 0.0],
                                               [-0.02852024, -0.23184867, 0.0]], rtol=1e-6)
    with pytest.raises(TypeError, match=r"the input argument\[a\] must be a type of "
                                        r"\{Tensor\[Float32\], Tensor\[Float64\]\}"):
        op(Tensor(np.array([1], np.int32)), Tensor(np.array([1], np.int32)))


_X1 = Tensor(np.array([[1, 2, 4], [3, 4, 5]], np.int32))
_X2 = Tensor(np.array([[3, 2, 5], [1, 4, 7]], np.int32))


def _lists(out):
    return [t.asnumpy().tolist() for t in out]


@pytest.mark.parametrize("operation, expected", [
    ("a-b", [[[0, 0], [0, 1], [1, 0], [1, 1]], [1, 4, 3, 5], [2, 2]]),
    ("b-a", [[[0, 0], [0, 1], [1, 0], [1, 1]], [3, 5, 1, 7], [2, 2]]),
    ("intersection", [[[0, 0], [1, 0]], [2, 4], [2, 1]]),
    ("UNION", [[[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [1, 0], [1, 1], [1, 2], [1, 3],
                [1, 4]], [1, 2, 3, 4, 5, 1, 3, 4, 5, 7], [2, 5]])])
def test_dense_to_dense_set_operation(operation, expected):
    assert _lists(S.DenseToDenseSetOperation(operation)(_X1, _X2)) == expected


def test_dense_to_dense_set_operation_empty_and_errors():
    out = S.DenseToDenseSetOperation("intersection")(Tensor(np.array([[1, 2]], np.int32)),
                                                     Tensor(np.array([[3, 4, 5]], np.int32)))
    assert [tuple(t.shape) for t in out] == [(0, 2), (0,), (2,)]
    assert out[2].asnumpy().tolist() == [1, 0]
    with pytest.raises(ValueError, match="the shapes of the first n-1 dimensions of `x1` and "
                                         r"`x2` must be equal, but got x1_shape \(2, 3\)"):
        S.DenseToDenseSetOperation()(_X1, Tensor(np.array([[1, 2]], np.int32)))
    with pytest.raises(ValueError, match="the x1_rank must be greater than or equal to 2, but "
                                         "got 1."):
        S.DenseToDenseSetOperation()(Tensor(np.array([1], np.int32)),
                                     Tensor(np.array([1], np.int32)))
    with pytest.raises(ValueError, match=r"must be any one of \['a-b','b-a','intersection',"
                                         r"'union'\], but got xx."):
        S.DenseToDenseSetOperation("xx")(_X1, _X2)


def test_dense_to_sparse_set_operation_is_the_documented_operation():
    # 2.10's CPU kernel refuses every input; the values are TensorFlow's set ops, which it names
    args = (Tensor(np.array([[0, 1], [1, 0]], np.int64)), Tensor(np.array([1, 6], np.int32)),
            Tensor(np.array([2, 3], np.int64)))
    assert _lists(S.DenseToSparseSetOperation("b-a")(_X1, *args)) == [[[1, 0]], [6], [2, 1]]
    assert _lists(S.DenseToSparseSetOperation("a-b")(_X1, *args)) == [
        [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2]], [2, 4, 3, 4, 5], [2, 3]]


_T = (lambda shape, dtype=np.float32: Tensor(np.ones(shape, dtype)))


@pytest.mark.parametrize("x, w, error, text", [
    (5.0, 5.0, TypeError, "the element of 'x' must be one of Tensor"),
    (_T([5], np.bool_), _T([5], np.bool_), TypeError, "but got Tensor[Bool]"),
    (_T([5]), _T([5], np.float16), TypeError, "the type of 'w' should be same as 'x', but got "
                                              "'x' with type Tensor[Float32] and 'w' with type "
                                              "Tensor[Float16]."),
    (_T([1, 1]), _T([1, 1, 9, 9]), ValueError, "the 'x rank' must be int and must = 4, but got "
                                               "'2'"),
    (_T([1, 1, 9, 9]), _T([1, 1, 9]), ValueError, "the 'weight rank' must be int and must = 4"),
    (_T([1, 1, 9, 9]), _T([1, 2, 9, 9]), ValueError, "the 'x_shape[1]' should be = w_shape[1]: "
                                                     "2, but got 1."),
    (_T([1, 1, 9, 9]), _T([1, 1, 9, 9]), ValueError, "the 'kernel_size' should be = "
                                                     "w_shape[2:4]: (9, 9), but got (5, 5)."),
    (_T([1, 1, 9, 9]), _T([2, 1, 5, 5]), ValueError, "the batch of 'weight' must be 1, but got 2"),
    (_T([1, 1, 9, 9]), _T([1, 1, 5, 5]), RuntimeError, "channel_multiplier 2 has no kernel")])
def test_depthwise_conv2d_native_checks_its_inputs(x, w, error, text):
    with pytest.raises(error) as info:
        P.DepthwiseConv2dNative(2, (5, 5))(x, w)
    assert text in str(info.value) and "DepthwiseConv2dNative" in str(info.value)


def test_depthwise_conv2d_native_constructor_checks():
    with pytest.raises(ValueError, match="the 'channel_multiplier' must be int and must > 0, "
                                         "but got '0'"):
        P.DepthwiseConv2dNative(0, 3)
    with pytest.raises(ValueError, match="the 'mode' must be int and must = 3, but got '1'"):
        P.DepthwiseConv2dNative(1, 3, mode=1)


def test_anti_quant_formula_and_positional_inputs():
    x = Tensor([50, 20], ms.int8)
    out = inner.AntiQuant(dtype=ms.float32)(x, Tensor([2.0]), Tensor([1.0]))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [102.0, 42.0]
    assert inner.AntiQuant()(x, Tensor([2.0]), Tensor([1.0])).dtype == ms.float16
    assert inner.AntiQuant(True, ms.float32)(x, Tensor([2.0]), Tensor([1.0])).asnumpy().tolist() \
        == [204.0, 84.0]
    with pytest.raises(TypeError, match="^Primitive.__call__\\(\\) got an unexpected keyword "
                                        "argument 'scale'$"):
        inner.AntiQuant()(x, scale=Tensor([2.0]), offset=Tensor([1.0]))
    with pytest.raises(TypeError, match="the type of 'sqrt_mode' should be 'bool', but got type "
                                        "'int'"):
        inner.AntiQuant(sqrt_mode=1)


def test_anti_quant_keyword_call_in_a_graph():
    @ms.jit
    def func(x, scale, offset):
        return inner.AntiQuant()(x=x, scale=scale, offset=offset)

    with pytest.raises(TypeError, match=r"But got input argument\[input_x\]:Keyword\[key : x, "
                                        r"value : Tensor\[Int8\]\]"):
        func(Tensor([50, 20], ms.int8), 1.0, 2.0)


def test_core_flags_a_function():
    from minicell.ops.composite.base import core

    def f(x):
        return x
    assert core(f, predit=True) is f and f._mindspore_flags == {"core": True, "predit": True}

    @core
    def g(x):
        return x
    assert g._mindspore_flags == {"core": True}


def test_group_norm_primitive_gives_the_statistics():
    from minicell.ops.auto_generate import GroupNorm
    x = np.random.RandomState(0).rand(2, 4, 3).astype(np.float32)
    w, b = np.arange(4, dtype=np.float32), np.ones(4, np.float32)
    out, mean, rstd = GroupNorm()(Tensor(x), 2, weight=Tensor(w), bias=Tensor(b), eps=1e-5)
    g = x.reshape(2, 2, -1)
    np.testing.assert_allclose(mean.asnumpy(), g.mean(-1), rtol=1e-5)
    np.testing.assert_allclose(rstd.asnumpy(), 1 / np.sqrt(g.var(-1) + 1e-5), rtol=1e-4)
    y = (g - g.mean(-1, keepdims=True)) / np.sqrt(g.var(-1, keepdims=True) + 1e-5)
    np.testing.assert_allclose(out.asnumpy(), y.reshape(x.shape) * w[:, None] + b[:, None],
                               atol=1e-5)
    assert not hasattr(ms.ops, "GroupNorm")


def test_partial_binds_keywords_in_a_graph_only():
    x = Tensor(np.ones((2, 3), np.float32))

    @ms.jit
    def func(x):
        return ms.ops.Partial()(P.ReduceSum(keep_dims=True), axis=(-1,))(x=x)
    assert func(x).asnumpy().tolist() == [[3.0], [3.0]]
    with pytest.raises(TypeError, match="^Partial.__call__\\(\\) got an unexpected keyword "
                                        "argument 'axis'$"):
        ms.ops.Partial()(P.ReduceSum(keep_dims=True), axis=(-1,))
    # ops.partial too (MindSpore's compile tutorial, statements: partial(add, x=2)(y=3) is 5)

    def add(x, y):
        return x + y

    @ms.jit
    def bound():
        add_ = ms.ops.partial(add, x=2)
        return add_(y=3), add_(y=5), ms.ops.partial(add, 1, y=3)()
    assert bound() == (5, 7, 4)
    with pytest.raises(TypeError, match="^Partial.__call__\\(\\) got an unexpected keyword "
                                        "argument 'x'$"):
        ms.ops.partial(add, x=2)


def test_ge_switch_and_merge_construct_but_have_no_kernel():
    assert repr(P.GeSwitch()) == "Prim[GeSwitch]" and repr(ms.ops.Merge()) == "Prim[Merge]"
    with pytest.raises(NotImplementedError, match="GeSwitch"):
        P.GeSwitch()(Tensor(3.0), Tensor(True))
    with pytest.raises(NotImplementedError, match="Merge"):
        P.Merge()((Tensor(3.0), Tensor(3.0)))


class _Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


class _SwitchLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = (_Scale(2.0), _Scale(3.0))

    def construct(self, index, x):
        return ms.ops.functional.switch_layer(index, self.layers)(x)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_switch_layer_picks_by_a_tensor_index(mode):
    ms.set_context(mode=mode)
    net, x = _SwitchLayer(), Tensor(np.ones(2, np.float32))
    assert net(Tensor(1, ms.int32), x).asnumpy().tolist() == [3.0, 3.0]
    assert net(Tensor(0, ms.int32), x).asnumpy().tolist() == [2.0, 2.0]


class _Hinge(nn.Cell):
    def construct(self, x, y):
        return ms.ops.hinge_embedding_loss(x, y, reduction="mean")


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_hinge_embedding_loss_shapes_that_do_not_broadcast(mode):
    ms.set_context(mode=mode)
    with pytest.raises(ValueError, match=r"For 'Mul', input1.shape and input2.shape need to "
                                         r"broadcast.* but got input1.shape = \[2, 2\] and "
                                         r"input2.shape = \[3, 3\]"):
        _Hinge()(Tensor(np.ones((3, 3), np.float32)), Tensor(np.ones((2, 2), np.float32)))
    assert _Hinge()(Tensor(np.ones((3, 1), np.float32)),
                    Tensor(np.ones((1, 3), np.float32))).shape == ()


def test_primitive_inputs_by_keyword():
    x = Tensor(np.ones((2, 3), np.float32))
    assert ms.ops.Add()(input=x, other=x).asnumpy().sum() == 12.0
    assert ms.ops.Softmax()(input=x).shape == (2, 3)
    with pytest.raises(TypeError, match="^ReLU.__call__\\(\\) got an unexpected keyword "
                                        "argument 'x'$"):
        ms.ops.ReLU()(x=x)
    with pytest.raises(TypeError, match="^Softmax.__call__\\(\\) got an unexpected keyword "
                                        "argument 'x'$"):
        ms.ops.Softmax()(x=x)


def test_primitive_unknown_input_keyword_in_a_graph():
    x = Tensor(np.ones((2, 3), np.float32))

    @ms.jit
    def relu(x):
        return ms.ops.ReLU()(x=x)

    @ms.jit
    def add(x):
        return ms.ops.Add()(x, y=x)

    @ms.jit
    def softmax(x):
        return ms.ops.Softmax(-1)(x=x)
    for fn, name in ((relu, "x"), (add, "y"), (softmax, "x")):
        with pytest.raises(RuntimeError, match=f"^Got an unexpected keyword argument '{name}'.$"):
            fn(x)


def test_nn_layer_cosine_similarity():
    x1 = Tensor([[1.0, 3.0, 4.0, 7.0], [2.0, 4.0, 2.0, 5.0], [3.0, 1.0, 5.0, 8.0]])
    x2 = Tensor([[2.0, 4.0, 2.0, 5.0], [3.0, 1.0, 5.0, 8.0], [1.0, 3.0, 4.0, 7.0]])
    np.testing.assert_allclose(nn.layer.CosineSimilarity()(x1, x2).asnumpy(),
                               [0.9402561783790588, 0.8614609241485596, 0.9516245126724243],
                               rtol=1e-6)
    np.testing.assert_allclose(nn.layer.CosineSimilarity(dim=0)(x1, x2).asnumpy(),
                               [0.7857142686843872, 0.7307692170143127, 0.8444444537162781,
                                0.9492753744125366], rtol=1e-6)
    zero = nn.layer.CosineSimilarity()(Tensor(np.zeros((2, 3), np.float32)),
                                       Tensor(np.ones((2, 3), np.float32)))
    assert zero.asnumpy().tolist() == [0.0, 0.0]
    ints = Tensor(np.ones((2, 3), np.int32))
    assert nn.layer.CosineSimilarity()(ints, ints).dtype == ms.float32
    with pytest.raises(TypeError, match="^For 'CosineSimilarity', 'x1' must be a tensor, but "
                                        "got <class 'float'>$"):
        nn.layer.CosineSimilarity()(1.0, x2)
    assert nn.CosineSimilarity is not nn.layer.CosineSimilarity     # nn's is the metric


@pytest.mark.parametrize("name, text", [
    ("ScatterNdUpdate", "For primitive[ScatterNdUpdate], the dimension of 'indices' must be "
                        "greater than or equal to 2 , but got 1."),
    ("ScatterNdAdd", "For primitive[ScatterNdAdd], the dimension of 'indices' must be greater "
                     "than or equal to 2 , but got 1."),
    ("TensorScatterUpdate", "For TensorScatterUpdate, the dimension of 'indices' cannot be less "
                            "than 2,  but got 1"),
    ("TensorScatterMax", "For TensorScatterMax, the dimension of 'indices' cannot be less than "
                         "2,  but got 1")])
def test_scatter_nd_families_refuse_one_dimensional_indices(name, text):
    x = np.ones((5, 5), np.float32)
    target = Parameter(Tensor(x), name="b") if name.startswith("ScatterNd") else Tensor(x)
    with pytest.raises(ValueError) as info:
        getattr(P, name)()(target, Tensor(np.ones([1], np.int32)), Tensor(np.ones([5], np.float32)))
    assert str(info.value) == text
