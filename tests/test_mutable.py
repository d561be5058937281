"""``ms.mutable``: variable inputs of GRAPH_MODE (no recompilation when a scalar's value
changes), differentiable tuples/lists of Tensors, MindSpore's errors. Expected values measured
on MindSpore 2.10 (CPU); the intent of MindSpore's ``tests/st/compiler/gradient`` mutable cases.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.compiler.api import recompile_reasons

X = Tensor(np.array([1.0, 2.0], np.float32))
Y = Tensor(np.array([3.0, 4.0], np.float32))
Z = Tensor(np.array([5.0, 6.0], np.float32))


class Scale(nn.Cell):
    def construct(self, a, n):
        return a * n


class Pair(nn.Cell):
    def construct(self, t, z):
        return t[0] * t[1] * z


def test_values_and_types():
    assert ms.mutable(2) == 2 and isinstance(ms.mutable(2), int)
    assert ms.mutable(2.5) == 2.5 and isinstance(ms.mutable(2.5), float)
    assert ms.mutable(X) is X                          # a Tensor is returned as it is
    t = ms.mutable((X, Y))
    assert isinstance(t, tuple) and t == (X, Y)
    assert isinstance(ms.mutable([X], True), list)
    assert ms.mutable({"a": X})["a"] is X


@pytest.mark.parametrize("bad, dynamic, message", [
    ("s", False, "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, "
                 "tuple, list, dict) or their nested structures with no self-reference, but got "
                 "str: s."),
    (X, True, "For 'mutable', when the variable_len is True, the first input should be list or "
              "tuple, but got: Tensor"),
    # 2.10 shows the whole input (measured: "but got list: [None, 1].")
    ((X, None), False, "but got tuple: (Tensor(shape=[2]"),
])
def test_errors(bad, dynamic, message):
    with pytest.raises(TypeError) as info:
        ms.mutable(bad, dynamic)
    assert message in str(info.value)


def test_self_reference_rejected():
    loop = [X]
    loop.append(loop)
    with pytest.raises(TypeError, match="self-referenc"):
        ms.mutable(loop)


def test_scalar_not_specialised_in_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Scale()
    assert net(X, ms.mutable(2)).asnumpy().tolist() == [2.0, 4.0]
    assert net(X, ms.mutable(3)).asnumpy().tolist() == [3.0, 6.0]
    assert recompile_reasons(net) == []
    plain = Scale()                      # a plain int is a constant of the graph
    plain(X, 2)
    plain(X, 3)
    assert len(recompile_reasons(plain)) == 1

    @ms.jit
    def jitted(a, n):
        return a * n
    jitted(X, ms.mutable(1.5))
    assert jitted(X, ms.mutable(4.0)).asnumpy().tolist() == [4.0, 8.0]
    assert recompile_reasons(jitted) == []


def test_mutable_scalars_are_python_numbers_in_graph(graph_mode):
    """A mutable scalar (an argument, or made by ``ms.mutable`` inside the graph) is a variable
    Python number there, as in MindSpore 2.10 (measured): ``isinstance`` sees its type, ``/``
    gives a float, ``%``/``&``/``~`` an int, the results come back as Python numbers, and none
    of them is a compile-time constant."""
    isconst = ms.ops.isconstant

    @ms.jit
    def on_args(x, y):
        return (isinstance(x, int), isinstance(x / y, float), isinstance(x % y, int),
                isconst(x % y), isconst(x | y), x / y, x % y, x & y, x ^ y, ~x)
    out = on_args(ms.mutable(7), ms.mutable(3))
    assert out[:5] == (True, True, True, False, False)
    assert out[5:] == (np.float32(7 / 3).item(), 1, 3, 4, -8)
    assert all(type(v) is int for v in out[6:])

    @ms.jit
    def inside():
        x = ms.mutable(2)
        y = ms.mutable(3)
        return isinstance(x / y, float), isconst(x % y), isconst(x & y), isconst(x), x % y
    assert inside() == (True, False, False, False, 2)
    assert on_args(ms.mutable(8), ms.mutable(3))[6] == 2       # the same graph, new values
    assert len(recompile_reasons(on_args)) == 0


class Fft(nn.Cell):
    def construct(self, x, n, dim):
        return ms.ops.rfft(x, n, dim)


def test_scalar_needed_as_a_value_is_compiled_per_value(graph_mode):
    """An FFT length or axis from ``ms.mutable`` (MindSpore's dynamic-shape tests): the graph
    cannot take it as a tensor input, so that signature compiles one graph per value, and the
    cache remembers it (no failed trace on later calls)."""
    net = Fft()
    x = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
    for n in (2, 4, 4):
        out = net(x, ms.mutable(n), ms.mutable(0))
        np.testing.assert_allclose(out.asnumpy(), np.fft.rfft(x.asnumpy(), n, 0), rtol=1e-5,
                                   atol=1e-5)
    assert len(net.__dict__["_compiled"]["__cache__"].by_value) == 1
    assert len(recompile_reasons(net)) == 1             # n=2 -> n=4; the second n=4 reused

    ifftshift = lambda x, dim: ms.ops.ifftshift(x, dim)    # takes only an int axis
    shift = ms.jit(ifftshift)
    np.testing.assert_allclose(shift(x, ms.mutable(0)).asnumpy(),
                               np.fft.ifftshift(x.asnumpy(), 0))

    @ms.jit
    def ones(x, n):
        return ms.ops.ones((n,), ms.float32) + x.sum()
    assert ones(x, ms.mutable(3)).shape == (3,) and ones(x, ms.mutable(5)).shape == (5,)

    @ms.jit
    def bad(x, n):
        return x + ms.ops.ones((3,), ms.float32) * n    # (4, 2) + (3,): the user's error
    with pytest.raises(ValueError, match="broadcast"):
        bad(x, ms.mutable(2))


@pytest.mark.parametrize("container", [tuple, list])
def test_grad_of_mutable_container(mode, container):
    """MindSpore's GRAPH_MODE: one gradient per element, in the container's type."""
    g = ms.grad(Pair(), (0, 1))(ms.mutable(container((X, Y))), Z)
    assert isinstance(g, tuple) and isinstance(g[0], container) and len(g[0]) == 2
    np.testing.assert_allclose(g[0][0].asnumpy(), (Y * Z).asnumpy())
    np.testing.assert_allclose(g[0][1].asnumpy(), (X * Z).asnumpy())
    np.testing.assert_allclose(g[1].asnumpy(), (X * Y).asnumpy())
    only = ms.grad(Pair())(ms.mutable(container((X, Y))), Z)
    assert isinstance(only, container) and len(only) == 2


def test_grad_of_plain_tuple_is_empty(mode):
    """A tuple that is not ``mutable`` is not differentiated (MindSpore 2.10: ``()``)."""
    assert ms.grad(Pair())((X, Y), Z) == ()


def test_grad_of_mutable_with_return_ids(mode):
    g = ms.grad(Pair(), (0, 1), return_ids=True)(ms.mutable((X, Y)), Z)
    assert g[0][0] == 0 and isinstance(g[0][1], tuple)
    np.testing.assert_allclose(ms.get_grad(g, 1).asnumpy(), (X * Y).asnumpy())


class Nested(nn.Cell):
    def construct(self, t):
        return t["a"][0] * t["a"][1] * t["b"]


def test_grad_of_nested_mutable_dict(mode):
    """MindSpore 2.10 (measured): a dict's gradient is a dict when a LAX graph computes it
    (GRAPH_MODE, or inside @jit), the tuple of its values when taped (PYNATIVE_MODE) or under
    jit_syntax_level=STRICT."""
    g = ms.grad(Nested())(ms.mutable({"a": (X, Y), "b": Z}))
    graph = ms.get_context("mode") == ms.GRAPH_MODE
    assert isinstance(g, dict if graph else tuple)
    ga, gb = (g["a"], g["b"]) if graph else g
    assert isinstance(ga, tuple)
    np.testing.assert_allclose(ga[0].asnumpy(), (Y * Z).asnumpy())
    np.testing.assert_allclose(gb.asnumpy(), (X * Y).asnumpy())

    @ms.jit
    def in_jit(t):
        return ms.grad(Nested())(t)
    assert isinstance(in_jit(ms.mutable({"a": (X, Y), "b": Z})), dict)
    ms.set_context(jit_syntax_level=ms.STRICT)
    try:
        g = ms.grad(Nested())(ms.mutable({"a": (X, Y), "b": Z}))
        assert isinstance(g, tuple) and isinstance(g[0], tuple)
        np.testing.assert_allclose(g[1].asnumpy(), (X * Y).asnumpy())
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)


def test_grad_operation_takes_mutable_containers(mode):
    """GradOperation differentiates an ms.mutable tuple (first input, and under get_all) with
    the container's structure; non-Tensor inputs are dropped from get_all."""
    f = lambda t, y: t[0] * t[1] * y  # noqa: E731
    x = ms.mutable((ms.Tensor([2.0]), ms.Tensor([3.0])))
    g = ms.ops.GradOperation()(f)(x, ms.Tensor([4.0]))
    assert [v.asnumpy().tolist() for v in g] == [[12.0], [8.0]]
    (gx, gy) = ms.ops.GradOperation(get_all=True)(f)(x, ms.Tensor([4.0]))
    assert [v.asnumpy().tolist() for v in gx] == [[12.0], [8.0]] and gy.asnumpy().tolist() == [6.0]
    skip_b = lambda a, b, c: a * c
    ga, gc = ms.ops.GradOperation(get_all=True)(skip_b)(ms.Tensor([1.0]), 3, ms.Tensor([5.0]))
    assert (ga.asnumpy().tolist(), gc.asnumpy().tolist()) == ([5.0], [1.0])


# ---- gradients of Python scalars (compile_config.GRAD_FOR_SCALAR) ------------------------------
def _scalar_grads(mode, flag, x):
    from minicell._extends.parse import compile_config
    from minicell.ops import GradOperation

    class Mul(ms.nn.Cell):
        def construct(self, x):
            return x[0] * x[1]
    ms.set_context(mode=mode)
    compile_config.GRAD_FOR_SCALAR = flag
    try:
        return GradOperation()(Mul())(x)
    finally:
        compile_config.GRAD_FOR_SCALAR = ""
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_grad_for_scalar_differentiates_mutable_scalars_in_graph_mode():
    # MindSpore 2.10 with GRAD_FOR_SCALAR=1: Python numbers of the scalars' types
    g = _scalar_grads(ms.GRAPH_MODE, 1, ms.mutable((2, 3)))
    assert g == (3, 2) and type(g) is tuple and all(type(v) is int for v in g)
    g = _scalar_grads(ms.GRAPH_MODE, "1", ms.mutable([2.0, 3.5]))
    assert g == [3.5, 2.0] and type(g) is list and all(type(v) is float for v in g)
    g = _scalar_grads(ms.GRAPH_MODE, 1, ms.mutable({0: 2, 1: 3}))
    assert g == {0: 3, 1: 2}
    t = ms.Tensor([2.0])
    g = _scalar_grads(ms.GRAPH_MODE, 1, ms.mutable((t, 3)))
    assert g[0].asnumpy().tolist() == [3.0] and type(g[1]) is int   # MindSpore: 0, minicell 2


def test_scalar_grads_without_the_switch_are_zeros_and_pynative_drops_them():
    g = _scalar_grads(ms.GRAPH_MODE, "", ms.mutable((2, 3.0)))
    assert g == (0, 0.0) and type(g[0]) is int and type(g[1]) is float
    g = _scalar_grads(ms.GRAPH_MODE, "", ms.mutable((ms.Tensor([2.0]), 3)))
    assert g[0].asnumpy().tolist() == [3.0] and g[1] == 0
    # PYNATIVE_MODE: no scalar is differentiated, with the switch or not; nothing kept: ()
    for flag in ("", 1):
        assert _scalar_grads(ms.PYNATIVE_MODE, flag, ms.mutable((2, 3))) == ()
        assert _scalar_grads(ms.PYNATIVE_MODE, flag, ms.mutable((ms.Tensor([2.0]), 3))) == ()


def _grad_inside_jit(x):
    return ms.ops.grad(lambda y: y * 3, (0,))(x)


def test_mutable_scalar_input_of_a_graph_has_a_zero_gradient_without_the_switch():
    # MindSpore 2.10 (measured): a jit function's mutable scalar argument, differentiated inside
    # it, is a number whose gradient is its zero (it was differentiated as a 0-d Tensor: 3)
    g = ms.jit(_grad_inside_jit)
    assert g(ms.mutable(2)) == 0 and g(ms.mutable(2.0)) == 0.0
    assert g(ms.Tensor(2.0)).asnumpy().item() == 3.0


def test_mutable_links_to_what_was_marked():
    """MindSpore 2.10 (measured): ``__ms_origin_object__`` is the marked object; a Tensor is
    returned as it is, pointing to itself; an unmarked Tensor has no such attribute."""
    x = ms.Tensor([1.0])
    assert not hasattr(x, "__ms_origin_object__")
    assert ms.mutable(x) is x and x.__ms_origin_object__ is x
    pair, table = (X, Y), {"a": X}
    assert ms.mutable(pair).__ms_origin_object__ is pair
    assert ms.mutable(table).__ms_origin_object__ is table
    assert ms.mutable(2).__ms_origin_object__ == 2


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_a_mutable_int_repeats_a_sequence(mode):
    """``n * seq`` with ``n`` an ``ms.mutable`` int repeats the tuple or list, as Python does
    (2.10, measured in both modes; a graph used to multiply it as a Tensor): made in the graph,
    its value is known while tracing; passed in, one graph is compiled per value."""
    ms.set_context(mode=mode)

    @ms.jit
    def made_inside():
        n = ms.mutable(2)
        return n * ((1, 1), 1, ["m", "n"]), [(1, 1), 1] * n

    @ms.jit
    def passed_in(n, x):
        t = n * (1, 2, 3)
        return t, len(t), (x,) * n, [3] * n

    assert made_inside() == (((1, 1), 1, ["m", "n"], (1, 1), 1, ["m", "n"]),
                             [(1, 1), 1, (1, 1), 1])
    t, size, xs, threes = passed_in(ms.mutable(2), X)
    assert t == (1, 2, 3, 1, 2, 3) and size == 6 and threes == [3, 3]
    assert len(xs) == 2 and all(np.array_equal(v.asnumpy(), X.asnumpy()) for v in xs)
    t, size, xs, _ = passed_in(ms.mutable(3), X)
    assert t == (1, 2, 3) * 3 and size == 9 and len(xs) == 3
