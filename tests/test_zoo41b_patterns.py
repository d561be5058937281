"""Model-zoo NLP / audio / recommendation patterns (helper zoo41b, session 64), values measured
on MindSpore 2.10 (CPU).

``Tensor.asnumpy()`` hands out an array whose writes reach the Tensor, as 2.10's CPU buffer:
research/nlp/transformer_xl initialises its Parameters with ``init.Normal(...)(p.asnumpy())``
(``src/utils/nnUtils.py``); minicell's copy left them at their first values.
"""
import doctest

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Parameter, Tensor
from minicell.common import initializer as init
import minicell.common._host_view as host_view


@pytest.fixture(params=["PYNATIVE", "GRAPH"])
def mode(request):
    ms.set_context(mode=getattr(ms, request.param + "_MODE"))
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_initializer_fills_parameter_through_asnumpy():
    ms.set_seed(1)
    p = Parameter(Tensor(np.zeros((2, 3), np.float32)), name="p")
    init.Constant(value=0.5)(p.asnumpy())
    np.testing.assert_array_equal(p.asnumpy(), np.full((2, 3), 0.5, np.float32))
    init.Normal(mean=0., sigma=1.)(p.asnumpy())
    # 2.10 after set_seed(1)
    np.testing.assert_allclose(p.asnumpy(), [[0.6530371, 1.5091926, 0.2647363],
                                             [-0.37465504, -0.10609859, -1.4912028]], rtol=1e-6)


def test_asnumpy_writes_and_views():
    # each line measured on 2.10 (CPU, numpy 1.26)
    t = Tensor(np.zeros((2, 3), np.float32))
    a = t.asnumpy()
    b = a * 2
    b[0, 0] = 100                       # arithmetic gives a new array
    assert type(b) is np.ndarray and t.asnumpy()[0, 0] == 0
    s = a[1]
    s[:] = 4                            # a view writes through
    assert t.asnumpy()[1].tolist() == [4.0, 4.0, 4.0]
    r = a.reshape(-1)
    r[0] = 9
    assert t.asnumpy()[0].tolist() == [9.0, 0.0, 0.0]
    a += 1
    assert t.asnumpy().tolist() == [[10.0, 1.0, 1.0], [5.0, 5.0, 5.0]]
    c = a.copy()
    c[:] = -1
    f = a[[0, 1]]
    f[:] = -2                           # copies and fancy indexing do not
    assert t.asnumpy()[0, 0] == 10.0
    a.fill(3)
    assert t.asnumpy().tolist() == [[3.0] * 3] * 2
    assert repr(a[0]) == "array([3., 3., 3.], dtype=float32)"


def test_asnumpy_write_keeps_int64():
    i = Tensor(np.array([1, 2], np.int64))
    ia = i.asnumpy()
    ia[0] = 2 ** 40
    assert i.dtype == ms.int64
    assert i.asnumpy().tolist() == [2 ** 40, 2]


class _Scale(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        return x * self.p


def test_parameter_written_through_asnumpy_is_read_by_the_next_call(mode):
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    net = _Scale(p)
    x = Tensor(np.ones(2, np.float32))
    assert net(x).asnumpy().tolist() == [1.0, 1.0]
    p.asnumpy()[0] = 5
    assert net(x).asnumpy().tolist() == [5.0, 1.0]
    p.asnumpy()[1] = 7
    assert net(x).asnumpy().tolist() == [5.0, 7.0]


def test_host_view_doctest():
    assert doctest.testmod(host_view).failed == 0


@pytest.mark.parametrize("call, text", [
    # 2.10's parsers refuse the array asnumpy() gives as they refuse any numpy array (measured)
    (lambda p: ms.ops.assign(p, p.asnumpy()),
     "Failed calling Assign with \"Assign()(variable=Tensor, value=<class 'numpy.ndarray'>)\"."),
    (lambda p: p.copy_(p.asnumpy()),
     "copy_(): argument 'src' (position 1) must be Tensor, not ndarray."),
])
def test_asnumpy_array_is_refused_as_numpy(call, text):
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    with pytest.raises(TypeError) as err:
        call(p)
    assert str(err.value) == text
    assert str(type(p.asnumpy())) == "<class 'numpy.ndarray'>"


class _LazyConsts(nn.Cell):
    """research/recommend/FinalMLP: ``self.w_xy = initializer('xavier_uniform', [...])`` (a lazy
    Tensor, not a Parameter) used in construct."""

    def __init__(self):
        super().__init__()
        self.w = init.initializer('xavier_uniform', [2, 3])
        self.b = init.initializer('ones', [1, 3], ms.float32)
        self.i = init.initializer('ones', [2], ms.int32)

    def construct(self, x):
        return ms.ops.matmul(x, self.w) + self.b, self.i + 1


def test_graph_reads_a_lazy_tensor_constant_as_zeros():
    # 2.10 GRAPH_MODE: "Can't do cpu() for uninitialized tensor", the graph computes with zeros
    # and the Tensor stays lazy (asnumpy() draws it afterwards)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _LazyConsts()
        y, i = net(Tensor(np.ones((1, 2), np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert y.asnumpy().tolist() == [[0.0, 0.0, 0.0]]
    assert i.dtype == ms.int32 and i.asnumpy().tolist() == [1, 1]
    assert net.b.has_init
    assert net.b.asnumpy().tolist() == [[1.0, 1.0, 1.0]]


def test_graph_initialises_a_lazy_tensor_argument():
    # 2.10 GRAPH_MODE: an argument is initialised (normal(0.01) after set_seed(1): 1.0065304)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        ms.set_seed(1)
        out = _AddOne()(init.initializer('normal', [2], ms.float32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(out.asnumpy(), [1.0065304, 1.0150919], rtol=1e-6)


class _AddOne(nn.Cell):
    def construct(self, x):
        return x + 1


def test_root_logger_at_debug_gets_no_jax_records():
    # research/gnn/nri-mpm sets the root logger to DEBUG; 2.10 writes nothing there, JAX wrote a
    # record per trace and compile
    import logging

    class Keep(logging.Handler):
        def __init__(self):
            super().__init__(logging.DEBUG)
            self.names = []

        def emit(self, record):
            self.names.append(record.name)

    root, keep = logging.getLogger(), Keep()
    level = root.level
    root.addHandler(keep)
    root.setLevel(logging.DEBUG)
    try:
        x = Tensor(np.arange(7, dtype=np.float32).reshape(7, 1))   # a shape nothing compiled
        assert (ms.ops.exp(x) * 3).shape == (7, 1)
    finally:
        root.removeHandler(keep)
        root.setLevel(level)
    assert not [n for n in keep.names if n.startswith("jax")]


class _QuantStep(nn.Cell):
    """research/nlp/ternarybert's QuantizeWeightCell (8 bits): the step (max - min) / (2 ** n - 1)
    divides two 0-d values, the divisor computed from constants."""

    def __init__(self):
        super().__init__()
        self.cast = ms.ops.Cast()

    def construct(self, t):
        return (t.max() - t.min()) / (2 ** self.cast(8, ms.float32) - 1)


def test_zero_d_division_by_a_folded_constant_is_exact(mode):
    # 2.10, both modes: 3 / 255 rounded once (XLA's reciprocal gave 0.011764707043766975)
    t = Tensor(np.array([-1.5, 0.25, 1.5], np.float32))
    assert _QuantStep()(t).asnumpy().item() == 0.0117647061124444


class _HalfDenseBn(nn.Cell):
    """research/recommend/Fat-DeepFFM's DenseLayer: float16 P.MatMul + P.BiasAdd, then
    BatchNorm1d (training) on the float16 result."""

    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(6)

    def construct(self, x, w, b):
        h = ms.ops.MatMul()(x.astype(ms.float16), w.astype(ms.float16))
        return self.bn(ms.ops.BiasAdd()(h, b.astype(ms.float16)))


@pytest.mark.parametrize("mode_name, head", [
    # 2.10: GRAPH_MODE normalises the fused float32 sum (rounded once, at the end);
    # PYNATIVE_MODE the float16 product plus bias
    ("GRAPH", [0.326904296875, 0.7880859375, -1.3994140625, 1.0205078125, -0.2763671875]),
    ("PYNATIVE", [0.32666015625, 0.78759765625, -1.40234375, 1.0205078125]),
])
def test_batch_norm_reads_the_fused_half_dense_sum(mode_name, head):
    rs = np.random.RandomState(0)
    args = (rs.rand(4, 13), rs.randn(13, 6) * 0.5, rs.randn(6) * 0.5)
    ms.set_context(mode=getattr(ms, mode_name + "_MODE"))
    try:
        net = _HalfDenseBn()
        net.set_train()
        out = net(*(Tensor(a.astype(np.float32)) for a in args))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.dtype == ms.float16
    assert out.asnumpy().ravel()[:len(head)].tolist() == head
