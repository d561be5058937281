"""Extra random draws: shapes, dtypes, seeded reproducibility, moments of the distributions,
and the Primitive forms; plus MindSpore's ``F`` helpers, ``C.HyperMap``/``Map``/
``MultitypeFuncGraph`` (in both modes) and the device-only Primitives."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.ops import composite as C


def T(a, dtype=None):
    return ms.Tensor(a, dtype)


def draw_twice(fn):
    ms.set_seed(5)
    a = fn()
    ms.set_seed(5)
    b = fn()
    return a, b


DRAWS = [
    ("random_gamma", lambda: ops.random_gamma((2000,), T([0.5, 3.0])), (2000, 2), ms.float32),
    ("gamma", lambda: ops.gamma((2000, 1), T([2.0, 4.0]), T([1.0, 0.5])), (2000, 2),
     ms.float32),
    ("random_poisson", lambda: ops.random_poisson(T([2000], ms.int32), T([1.0, 6.0])), (2000, 2),
     ms.float32),
    ("poisson", lambda: ops.poisson((2000, 2), T([1.0, 6.0])), (2000, 2), ms.float32),
    ("standard_laplace", lambda: ops.standard_laplace((4000,)), (4000,), ms.float32),
    ("laplace", lambda: ops.laplace((4000,), T(1.0), T(2.0)), (4000,), ms.float32),
    ("random_categorical", lambda: ops.random_categorical(
        T(np.log([[0.2, 0.8], [0.9, 0.1]]).astype(np.float32)), 3000), (2, 3000), ms.int64),
    ("TruncatedNormal", lambda: ops.TruncatedNormal()((4000,)), (4000,), ms.float32),
    ("Cauchy", lambda: ops.Cauchy([3, 4], 1.0, 2.0)(), (3, 4), ms.float32),
    ("RandomPoisson", lambda: ops.RandomPoisson()(T([5], ms.int32), T([2.0])), (5, 1),
     ms.int64),
    ("Multinomial", lambda: ops.Multinomial()(T([[0.0, 1.0, 3.0]]), 6), (1, 6), ms.int32),
]


@pytest.mark.parametrize("name,fn,shape,dtype", DRAWS, ids=[d[0] for d in DRAWS])
def test_shape_dtype_and_seeded_reproducibility(name, fn, shape, dtype):
    a, b = draw_twice(fn)
    assert a.shape == shape and a.dtype == dtype
    np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())
    assert not np.array_equal(fn().asnumpy(), a.asnumpy())   # fresh numbers on the next call


def test_moments():
    ms.set_seed(1)
    g = ops.random_gamma((20000,), T([0.5, 3.0])).asnumpy()
    np.testing.assert_allclose(g.mean(0), [0.5, 3.0], rtol=0.05)
    np.testing.assert_allclose(g.var(0), [0.5, 3.0], rtol=0.1)
    gs = ops.gamma((20000, 1), T([2.0]), T([3.0])).asnumpy()
    np.testing.assert_allclose(gs.mean(), 6.0, rtol=0.05)          # beta scales the draws
    p = ops.random_poisson(T([20000], ms.int64), T([1, 6], ms.int32), dtype=ms.int32)
    assert p.dtype == ms.int32
    np.testing.assert_allclose(p.asnumpy().mean(0), [1.0, 6.0], rtol=0.05)
    lap = ops.laplace((40000,), T(1.0), T(2.0)).asnumpy()
    np.testing.assert_allclose([lap.mean(), lap.var()], [1.0, 8.0], rtol=0.08, atol=0.05)
    tn = ops.TruncatedNormal()((20000,)).asnumpy()
    assert tn.min() >= -2 and tn.max() <= 2 and abs(tn.mean()) < 0.03
    np.testing.assert_allclose(tn.var(), 0.774, rtol=0.05)
    c = ops.random_categorical(T(np.log([[0.2, 0.8]]).astype(np.float32)), 20000).asnumpy()
    np.testing.assert_allclose(c.mean(), 0.8, atol=0.02)
    cy = ops.Cauchy([20000], 1.0, 2.0)().asnumpy()
    np.testing.assert_allclose(np.median(cy), 1.0, atol=0.1)


def test_choice_with_mask_and_randperm():
    x = T(np.array([[True, False, True], [False, True, False]]))
    idx, mask = ops.choice_with_mask(x, 5, seed=3)
    assert idx.dtype == ms.int32 and mask.dtype == ms.bool_ and idx.shape == (5, 2)
    assert mask.asnumpy().tolist() == [True, True, True, False, False]
    chosen = {tuple(r) for r in idx.asnumpy()[:3].tolist()}
    assert chosen == {(0, 0), (0, 2), (1, 1)}
    idx2, _ = ops.RandomChoiceWithMask(count=2, seed=1)(x)
    assert idx2.shape == (2, 2)
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[Bool\]\}"):
        ops.choice_with_mask(T([1.0, 2.0]))
    perm = ops.Randperm(max_length=6, pad=-1)(T([4], ms.int32)).asnumpy()
    assert perm.dtype == np.int32 and sorted(perm[:4].tolist()) == [0, 1, 2, 3]
    assert perm[4:].tolist() == [-1, -1]
    sh = ops.RandomShuffle(seed=1)(T(np.arange(10, dtype=np.float32))).asnumpy()
    assert sorted(sh.tolist()) == list(range(10))
    b = ops.Bernoulli()(T(np.zeros((2000,), np.float32)), 0.3).asnumpy()
    np.testing.assert_allclose(b.mean(), 0.3, atol=0.04)


class Draw(nn.Cell):
    def construct(self, alpha):
        return ops.random_gamma((3,), alpha), ops.standard_laplace((2, 2))


def test_draws_in_graph_mode_are_fresh_and_seeded():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Draw()
    ms.set_seed(2)
    a = net(T([1.0, 2.0]))
    b = net(T([1.0, 2.0]))
    assert a[0].shape == (3, 2) and a[1].shape == (2, 2)
    assert not np.array_equal(a[0].asnumpy(), b[0].asnumpy())
    ms.set_seed(2)
    again = Draw()(T([1.0, 2.0]))
    np.testing.assert_array_equal(again[0].asnumpy(), a[0].asnumpy())


def test_uniform_candidate_sampler():
    tc = T(np.array([[1], [3], [4]], np.int64))
    ms.set_seed(3)
    s, t, e = ops.uniform_candidate_sampler(tc, 1, 4, True, 6)
    assert s.dtype == ms.int64 and t.shape == (3, 1) and e.shape == (4,)
    assert len(set(s.asnumpy().tolist())) == 4 and s.asnumpy().max() < 6
    assert t.dtype == ms.float32 and np.all(t.asnumpy() == e.asnumpy()[0])
    # expected count: p * num_sampled when no draw was repeated, else 1 - (1-p)**tries
    tries = np.log1p(-e.asnumpy()[0]) / np.log1p(-1 / 6) if e.asnumpy()[0] != 4 / 6 else 4
    assert abs(tries - round(tries)) < 1e-3 and round(tries) >= 4
    s, t, e = ops.UniformCandidateSampler(1, 5, False, 3)(tc)
    np.testing.assert_allclose(e.asnumpy(), 5 / 3, rtol=1e-6)
    assert s.asnumpy().max() < 3
    with pytest.raises(ValueError, match="num_sampled"):
        ops.uniform_candidate_sampler(tc, 1, 7, True, 6)


# ---- F helpers ----------------------------------------------------------------------------------
def test_f_helpers_values():
    assert ops.scalar_div(7, 2) == 3.5 and ops.scalar_floordiv(7, 2) == 3
    assert ops.scalar_mod(7, 3) == 1 and ops.scalar_pow(2, 3) == 8
    assert ops.scalar_usub(2) == -2 and ops.scalar_max(2, 3) == 3 and not ops.scalar_eq(2, 3)
    assert abs(ops.scalar_log(8) - np.log(8)) < 1e-12
    assert ops.make_tuple(1, 2) == (1, 2) and ops.tuple_len((1, 2)) == 2
    assert ops.list_setitem([1, 2], 1, 5) == [1, 5] and ops.tuple_setitem((1, 2), 0, 5) == (5, 2)
    assert ops.dict_setitem({"a": 1}, "b", 2) == {"a": 1, "b": 2}
    assert ops.in_dict("a", {"a": 1}) and not ops.not_in_dict("a", {"a": 1})
    assert ops.bool_and(True, False) is False and ops.bool_not(True) is False
    assert ops.is_(None, None) and ops.is_not(None, 1)
    assert ops.shape_mul((2, 3)) == 6 and ops.tuple_div((4, 6), (2, 3)) == (2, 2)
    assert ops.make_range(3) == (0, 1, 2) and ops.tuple_reversed((1, 2)) == (2, 1)
    assert ops.scalar_cast(3.7, ms.int64) == 3
    with pytest.raises(ValueError, match="ScalarCast"):
        ops.ScalarCast()(3.7, ms.int32)
    a = ops.tuple_to_array((1, 2, 3))
    assert a.dtype == ms.int32 and a.asnumpy().tolist() == [1, 2, 3]
    assert ops.TupleToArray()((1.0, 2)).dtype == ms.float32
    assert ops.scalar_to_tensor(3).dtype == ms.float32
    assert ops.ScalarToTensor()(2, ms.int32).dtype == ms.int32
    assert ops.scalar_to_array(2).dtype == ms.int32
    assert repr(ops.typeof(T([1.0]))) == "mindspore.tensor[float32]"
    assert ops.typeof(1) == ms.int64 and not ops.hastype(T([1.0]), ms.float32)
    assert ops.dyn_shape(T(np.ones((2, 3)))).asnumpy().tolist() == [2, 3]
    assert ops.partial(ops.add, T([1.0]))(T([2.0])).asnumpy().tolist() == [3.0]
    assert ops.Partial()(ops.add, T([1.0]))(T([2.0])).asnumpy().tolist() == [3.0]
    assert ops.make_dict(("a", "b"), (1, 2)) == {"a": 1, "b": 2}
    assert ops.hyper_add((1, (2,)), (3, (4,))) == (4, (6,))
    assert ops.string_eq("a", "a") and ops.string_concat("a", "b") == "ab"
    assert ops.array_to_scalar(T(2.0)) == 2.0
    assert T([[0.0, 1.0, 3.0]]).multinomial(4).shape == (1, 4)


_add = C.MultitypeFuncGraph("add")


@_add.register("Number", "Number")
def _add_numbers(x, y):
    return x + y


@_add.register("Tensor", "Tensor")
def _add_tensors(x, y):
    return ops.mul(x, y)     # distinguishable from the Number branch


class HyperNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hyper = C.HyperMap()
        self.map = C.Map(_add)

    def construct(self, x, y):
        nested = self.hyper(_add, (x, (x, 2)), (y, (y, 3)))
        flat = self.map((x, 1), (y, 4))
        n = ops.tuple_len(nested)
        return nested[0], nested[1][0], nested[1][1], flat[0], flat[1], ops.scalar_add(n, 1)


def test_hypermap_and_multitype_dispatch(mode):
    out = HyperNet()(T([2.0]), T([5.0]))
    assert out[0].asnumpy().tolist() == [10.0] and out[1].asnumpy().tolist() == [10.0]
    assert int(out[2]) == 5
    assert out[3].asnumpy().tolist() == [10.0] and int(out[4]) == 5 and int(out[5]) == 3


def test_multitype_errors_and_reverse():
    with pytest.raises(ValueError, match="cannot find fn match"):   # 2.10 (measured)
        _add("a", "b")
    order = []
    C.Map(None, reverse=True)(lambda x: order.append(x), (1, 2, 3))   # 2.10: ops a
    # MultitypeFuncGraph or None (a lambda is its constructor's TypeError)
    assert order == [3, 2, 1]
    assert C.HyperMap()(lambda a: a * 2, [1, (2, 3)]) == [2, (4, 6)]
    # op by op 2.10 maps with Python's map(): the shortest sequence ends it (measured, s71)
    assert C.HyperMap()(_add, (1, 2), (1,)) == (2,)


@pytest.mark.parametrize("name,args", [("NPUAllocFloatStatus", ()), ("NPUGetFloatStatus", ()),
                                       ("NPUClearFloatStatus", ()), ("FloatStatus", ())])
def test_device_only_primitives_raise_runtime_error(name, args):
    prim = getattr(ops, name)()
    assert repr(prim) == f"Prim[{name}]"
    with pytest.raises(RuntimeError, match=rf"Unsupported op \[{name}\]"):
        prim(T(np.zeros(8, np.float32)))
    nxt = ops.GetNext([ms.float32], [(2,)], 1, "q")
    with pytest.raises(RuntimeError, match=r"Unsupported op \[GetNext\]"):
        nxt()


class StaticHelpers(nn.Cell):
    def construct(self, x):
        n = ops.shape_mul(x.shape)
        arr = ops.tuple_to_array(ops.make_tuple(n, ops.scalar_floordiv(n, 2)))
        return x.sum() + ops.cast(arr, ms.float32).sum() + ops.scalar_to_tensor(
            ops.tuple_getitem(x.shape, 1))


def test_static_helpers_inside_construct(mode):
    out = StaticHelpers()(T(np.ones((2, 3), np.float32)))
    assert float(out) == 6.0 + 6 + 3 + 3


def test_randperm_is_fixed_by_seed_and_offset_and_seed_minus_one_draws(mode):
    """MindSpore's RandpermV2: the same permutation on every call for one (seed, offset), seed 0
    (the default) included; seed=-1 draws from the set_seed stream (measured on 2.10)."""
    ms.set_context(mode=mode)
    first = ops.randperm(50).asnumpy()
    assert sorted(first.tolist()) == list(range(50))
    np.testing.assert_array_equal(ops.randperm(50).asnumpy(), first)
    np.testing.assert_array_equal(ops.randperm(50, seed=3).asnumpy(),
                                  ops.randperm(50, seed=3).asnumpy())
    assert not np.array_equal(ops.randperm(50, seed=3).asnumpy(), first)
    draws = {tuple(ops.randperm(50, seed=-1).asnumpy().tolist()) for _ in range(3)}
    assert len(draws) == 3
    with pytest.raises(TypeError, match="'seed' must be int"):
        ops.randperm(5, seed=1.5)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_rand_like_keeps_the_dtype_randn_like_is_float32_and_dtypes_must_be_float(mode):
    """MindSpore 2.10: ops.rand_like defaults to the input's dtype, ops.randn_like to Float32."""
    ms.set_context(mode=mode)

    class Like(nn.Cell):
        def construct(self, x):
            return ops.rand_like(x), ops.randn_like(x), ops.randn_like(x, dtype=ms.float64)

    x16 = ms.Tensor(np.ones((2, 3)), ms.float16)
    u, n, n64 = Like()(x16)
    assert (u.dtype, n.dtype, n64.dtype) == (ms.float16, ms.float32, ms.float64)
    assert u.shape == n.shape == (2, 3)
    assert ops.randn_like(ms.Tensor(np.ones(2), ms.int32)).dtype == ms.float32
    ms.set_context(mode=ms.PYNATIVE_MODE)
    xi = ms.Tensor(np.ones(2), ms.int32)
    for fn, op in ((lambda: ops.rand_like(xi), "rand_like"),
                   (lambda: ops.randn_like(xi, dtype=ms.bool_), "randn_like"),
                   (lambda: ops.rand(2, dtype=ms.int32), "rand")):
        with pytest.raises(ValueError, match=f"For '{op}', the 'dtype' must be a float type"):
            fn()


class _Shuffle(nn.Cell):
    def __init__(self):
        super().__init__()
        self.shuffle = ops.operations.random_ops.RandomShuffle(6, 2)

    def construct(self, x):
        return self.shuffle(x)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_seeded_primitive_instances_draw_on_streams_of_their_own(mode):
    """2.10: two Primitives made with the same seeds draw the same numbers, each advancing
    only its own stream; a 0-d input of RandomShuffle comes back as it is."""
    ms.set_context(mode=mode)
    x = T(np.arange(8).astype(np.float32))
    a, b = _Shuffle(), _Shuffle()
    first, second = a(x).asnumpy(), a(x).asnumpy()
    assert b(x).asnumpy().tolist() == first.tolist() != second.tolist()
    assert sorted(first.tolist()) == list(range(8))
    assert a(T(np.array(2.5, np.float32))).asnumpy().item() == 2.5


def test_functional_seed_argument_errors():
    x = T(np.ones((3, 2), np.float32))
    with pytest.raises(TypeError, match="For 'shuffle', the 'seed' must be int, but got 'float'"):
        ops.shuffle(x, seed=1.6)
    with pytest.raises(TypeError, match="must be int and must >= 0, but got 'True'"):
        ops.shuffle(x, seed=True)
    with pytest.raises(ValueError, match="For 'standard_normal', the 'seed' must be int and "
                                         "must >= 0, but got '-3'"):
        ops.standard_normal((2,), seed=-3)
    with pytest.raises(TypeError, match="must be Tensor"):
        ops.shuffle(2, seed=3)


def test_random_poisson_operand_errors():
    """2.10's RandomPoisson takes ``shape`` as a 1-D Int32/Int64 Tensor of positive sizes and
    a Tensor ``rate`` of a float/int32/int64 dtype; the draws come in any of those dtypes."""
    shape, rate = T([3, 5], ms.int32), T([0.5])
    with pytest.raises(TypeError, match=r"argument\[shape\] must be a type of \{Tensor\[Int32\]"):
        ops.random_poisson((3, 5), rate)
    with pytest.raises(TypeError, match=r"but got Tensor\[Float32\]"):
        ops.random_poisson(T([3.0, 5.0]), rate)
    with pytest.raises(ValueError, match="must be a 1-D tensor, but got 2-D"):
        ops.random_poisson(T([[1, 2]], ms.int32), rate)
    with pytest.raises(ValueError, match=r"all positive item. but got \[-3, 5\]"):
        ops.random_poisson(T([-3, 5], ms.int32), rate)
    with pytest.raises(TypeError, match=r"argument\[rate\] .* but got Tensor\[Bool\]"):
        ops.random_poisson(shape, T([True]))
    with pytest.raises(TypeError, match=r"argument\[rate\] .* but got List"):
        ops.random_poisson(shape, [0.5])
    with pytest.raises(TypeError, match="the 'dtype' should be one of"):
        ops.random_poisson(shape, rate, dtype=ms.bool_)
    out = ops.random_poisson(shape, T(np.array([[4.0, 9.0]]), ms.float64), seed=2, dtype=ms.int64)
    assert out.shape == (3, 5, 1, 2) and out.dtype == ms.int64


def test_choice_with_mask_output_over_int_max_is_refused():
    """The [count, rank] result of RandomChoiceWithMask past INT_MAX elements: 2.10's
    RuntimeError (not an allocation that kills the process)."""
    with pytest.raises(RuntimeError, match="output size exceed INT_MAX"):
        ops.RandomChoiceWithMask(count=2051328285)(T(np.ones((4, 4), np.bool_)))
