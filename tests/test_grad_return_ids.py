"""``grad``/``value_and_grad`` with ``return_ids``, ``get_grad``, the weights forms (a single
Parameter, a list, a ParameterTuple) and ``has_aux``, in PYNATIVE_MODE and GRAPH_MODE, called
at top level, inside a GRAPH_MODE ``construct`` and inside an ``@jit`` function.

Every expected value and container below was measured on MindSpore 2.10 (CPU) with the same
network: ``out = x * w * y + b`` with x=1, y=4, w=2, b=3, so d/dx=8, d/dy=2, d/dw=4, d/db=1.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, nn, ops

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]
WHERE = ["top", "construct", "jit"]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([3.0], np.float32)), name="b")

    def construct(self, x, y):
        return x * self.w * y + self.b


class NetAux(Net):
    def construct(self, x, y):
        return x * self.w * y + self.b, x * 2, y


class GradIds(nn.Cell):
    def __init__(self, net, pos, weights, has_aux):
        super().__init__()
        self.net, self.pos, self.weights, self.has_aux = net, pos, weights, has_aux

    def construct(self, x, y):
        return ms.grad(self.net, self.pos, self.weights, self.has_aux, True)(x, y)


class ValueAndGradIds(GradIds):
    def construct(self, x, y):
        return ms.value_and_grad(self.net, self.pos, self.weights, self.has_aux, True)(x, y)


def _inputs():
    return Tensor(np.array([1.0], np.float32)), Tensor(np.array([4.0], np.float32))


def plain(r):
    """A result with Tensors as ("T", values): containers, ids and values compared at once."""
    if isinstance(r, Tensor):
        return ("T", r.asnumpy().tolist())
    if isinstance(r, tuple):
        return tuple(plain(v) for v in r)
    if isinstance(r, list):
        return ["list"] + [plain(v) for v in r]
    return r


def T(v):
    return ("T", [float(v)])


def weights_of(net, form):
    return {"none": None, "single": net.w, "list": [net.w, net.b],
            "ptuple": ParameterTuple([net.w, net.b])}[form]


def call(where, mode, api, net, pos, weights, has_aux):
    ms.set_context(mode=mode)
    x, y = _inputs()
    if where == "construct":
        cls = GradIds if api == "grad" else ValueAndGradIds
        return cls(net, pos, weights, has_aux)(x, y)
    make = ms.grad if api == "grad" else ms.value_and_grad
    if where == "jit":
        @ms.jit
        def f(a, b):
            return make(net, pos, weights, has_aux, True)(a, b)
        return f(x, y)
    return make(net, pos, weights, has_aux, True)(x, y)


def _ids(net):
    """The weights' ids: their names (``net.w`` once the net is an attribute of a Cell)."""
    return net.w.name, net.b.name


# (grad_position, weights form, expected with ids given as callables of the names)
GRAD_CASES = [
    (0, "none", lambda w, b: (0, T(8))),
    ((0,), "none", lambda w, b: (0, T(8))),
    ((0, 1), "none", lambda w, b: ((0, T(8)), (1, T(2)))),
    (None, "single", lambda w, b: (w, T(4))),
    (None, "list", lambda w, b: ((w, T(4)), (b, T(1)))),
    (None, "ptuple", lambda w, b: ((w, T(4)), (b, T(1)))),
    (0, "list", lambda w, b: ((0, T(8)), ((w, T(4)), (b, T(1))))),
    ((0, 1), "single", lambda w, b: (((0, T(8)), (1, T(2))), (w, T(4)))),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("case", range(len(GRAD_CASES)))
def test_grad_return_ids_nesting(mode, where, case):
    pos, form, expect = GRAD_CASES[case]
    net = Net()
    out = call(where, mode, "grad", net, pos, weights_of(net, form), False)
    assert plain(out) == expect(*_ids(net))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("where", WHERE)
def test_grad_return_ids_has_aux(mode, where):
    net = NetAux()
    out = call(where, mode, "grad", net, 0, None, True)
    assert plain(out) == ((0, T(8)), (T(2), T(4)))
    net = NetAux()
    out = call(where, mode, "grad", net, (0, 1), weights_of(net, "ptuple"), True)
    w, b = _ids(net)
    assert plain(out) == ((((0, T(8)), (1, T(2))), ((w, T(4)), (b, T(1)))), (T(2), T(4)))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("where", WHERE)
def test_value_and_grad_return_ids(mode, where):
    net = Net()
    out = call(where, mode, "value_and_grad", net, 0, weights_of(net, "list"), False)
    w, b = _ids(net)
    assert plain(out) == (T(11), ((0, T(8)), ((w, T(4)), (b, T(1)))))
    net = NetAux()
    out = call(where, mode, "value_and_grad", net, 1, weights_of(net, "single"), True)
    assert plain(out) == ((T(11), T(2), T(4)), ((1, T(2)), (_ids(net)[0], T(4))))


def test_return_ids_top_level_names_are_parameter_names():
    net = Net()
    out = ms.grad(net, None, [net.w, net.b], return_ids=True)(*_inputs())
    assert [k for k, _ in out] == ["w", "b"]


# ---- weights forms without ids ------------------------------------------------------------------
@pytest.mark.parametrize("mode", MODES)
def test_weights_forms_containers(mode):
    ms.set_context(mode=mode)
    net = Net()
    x, y = _inputs()
    assert plain(ms.grad(net, None, net.w)(x, y)) == T(4)              # single: bare
    assert plain(ms.grad(net, None, [net.w])(x, y)) == (T(4),)         # a list of one: tuple
    assert plain(ms.grad(net, None, ParameterTuple([net.w, net.b]))(x, y)) == (T(4), T(1))
    assert plain(ms.grad(net, None, net.trainable_params())(x, y)) == (T(4), T(1))
    assert plain(ms.grad(net, 0, [])(x, y)) == (T(8), ())
    assert plain(ms.grad(net, None, [])(x, y)) == ()
    aux = NetAux()
    assert plain(ms.grad(aux, None, aux.w, has_aux=True)(x, y)) == (T(4), (T(2), T(4)))
    assert plain(ms.value_and_grad(net, None, net.w)(x, y)) == (T(11), T(4))


@pytest.mark.parametrize("mode", MODES)
def test_weights_of_another_net_get_zero(mode):
    ms.set_context(mode=mode)
    other, aux = Net(), NetAux()
    out = ms.grad(aux, 0, [other.w], has_aux=True, return_ids=True)(*_inputs())
    assert plain(out) == (((0, T(8)), ((other.w.name, T(0)),)), (T(2), T(4)))


def test_weights_type_errors():
    net = Net()
    call = ms.grad(net, 0, 3)      # 2.10 refuses the weights when called (measured)
    with pytest.raises(TypeError, match="The weights you provided is expected to be a tensor, "
                                         "or a list or tuple. but got 3"):
        call(*_inputs())


@pytest.mark.parametrize("mode", MODES)
def test_weights_tensor_not_parameter(mode):
    # 2.10 (measured): zeros for a Tensor weight that is not a Parameter in PYNATIVE_MODE (even
    # an input's), a RuntimeError in GRAPH_MODE
    ms.set_context(mode=mode)
    x, y = _inputs()
    call = ms.grad(Net(), 0, [Tensor([1.0, 5.0]), x])
    if mode == ms.GRAPH_MODE:
        with pytest.raises(RuntimeError, match=r"The pointer\[eval_result\] is null."):
            call(x, y)
    else:
        assert plain(call(x, y)) == (("T", [8.0]), (("T", [0.0, 0.0]), ("T", [0.0])))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("where", ["top", "construct"])
def test_grad_operation_single_parameter_is_bare(mode, where):
    ms.set_context(mode=mode)
    x, y = _inputs()

    class Wrap(nn.Cell):
        def __init__(self, net, op, p):
            super().__init__()
            self.net, self.op, self.p = net, op, p

        def construct(self, a, b):
            return self.op(self.net, self.p)(a, b)

    both = (T(4), T(1))
    for get_all, expect, expect_tuple in ((False, T(4), both),
                                          (True, ((T(8), T(2)), T(4)), ((T(8), T(2)), both))):
        op = ops.GradOperation(get_all=get_all, get_by_list=True)
        net = Net()
        out = op(net, net.w)(x, y) if where == "top" else Wrap(net, op, net.w)(x, y)
        assert plain(out) == expect
        net = Net()
        p = ParameterTuple(net.trainable_params())
        out = op(net, p)(x, y) if where == "top" else Wrap(net, op, p)(x, y)
        assert plain(out) == expect_tuple


# ---- has_aux needs a tuple of two or more outputs ----------------------------------------------
class Bare(nn.Cell):
    def construct(self, x, y):
        return x * y


class OneTuple(nn.Cell):
    def construct(self, x, y):
        return (x * y,)


class AList(nn.Cell):
    def construct(self, x, y):
        return [x * y, x + y]


class Nested(nn.Cell):
    def construct(self, x, y):
        return (x * y, x * x), y * 3


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("cls", [Bare, OneTuple, AList])
def test_has_aux_needs_several_outputs(mode, cls):
    ms.set_context(mode=mode)
    msg = "When has_aux is True, origin fn requires more than one outputs."
    with pytest.raises(ValueError, match=msg):
        ms.grad(cls(), 0, has_aux=True)(*_inputs())
    with pytest.raises(ValueError, match=msg):
        ms.value_and_grad(cls(), (0, 1), has_aux=True, return_ids=True)(*_inputs())


@pytest.mark.parametrize("mode", MODES)
def test_has_aux_first_output_nested(mode):
    ms.set_context(mode=mode)
    out = ms.value_and_grad(Nested(), (0, 1), has_aux=True, return_ids=True)(*_inputs())
    assert plain(out) == (((T(4), T(1)), T(12)), ((0, T(6)), (1, T(1))))
    assert plain(ms.grad(Nested(), 0, has_aux=True)(*_inputs())) == (T(6), (T(12),))


# ---- get_grad -----------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", MODES)
def test_get_grad(mode):
    ms.set_context(mode=mode)
    net = Net()
    x, y = _inputs()
    g = ms.grad(net, (0, 1), [net.w, net.b], return_ids=True)(x, y)
    assert plain(ops.get_grad(g, 0)) == T(8)
    assert plain(ops.get_grad(g, 1)) == T(2)
    assert plain(ops.get_grad(g, True)) == T(2)          # a bool is an int position
    assert plain(ops.get_grad(g, net.w)) == T(4)
    assert plain(ops.get_grad(g, net.b)) == T(1)
    # a Parameter is matched by its name
    same_name = Parameter(Tensor(np.array([7.0], np.float32)), name="w")
    assert plain(ops.get_grad(g, same_name)) == T(4)
    # single results, and the whole value_and_grad result
    assert plain(ops.get_grad(ms.grad(net, 0, return_ids=True)(x, y), 0)) == T(8)
    assert plain(ops.get_grad(ms.grad(net, None, net.w, return_ids=True)(x, y), net.w)) == T(4)
    vag = ms.value_and_grad(net, (0, 1), return_ids=True)(x, y)
    assert plain(ops.get_grad(vag, 1)) == T(2)
    assert plain(ops.get_grad((1, x), 1)) == T(1)


def test_get_grad_errors():
    net = Net()
    x, y = _inputs()
    g = ms.grad(net, (0, 1), [net.w, net.b], return_ids=True)(x, y)
    other = Parameter(Tensor(np.array([1.0], np.float32)), name="other")
    for key in (5, -1, other):
        with pytest.raises(RuntimeError, match="Can not find the gradient for position or "
                                               "Parameter"):
            ops.get_grad(g, key)
    with pytest.raises(RuntimeError, match=r"Parameter Parameter \(name=other"):
        ops.get_grad(g, other)
    for key, shown in (("w", "w"), (1.0, "1.0"), (None, "None")):
        with pytest.raises(TypeError, match=f"For `get_grad`, the `x` should be an integer or a "
                                            f"Parameter, but got {shown}"):
            ops.get_grad(g, key)
    # gradients without ids, a list and a bare Tensor hold no (id, grad) pair
    for grads in (ms.grad(net, (0, 1))(x, y), list(g), x):
        with pytest.raises(RuntimeError, match="position or Parameter 0"):
            ops.get_grad(grads, 0)


class GetGradInConstruct(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = net.w
        self.ws = ParameterTuple(net.trainable_params())

    def construct(self, x, y):
        g1 = ms.grad(self.net, (0, 1), self.ws, return_ids=True)(x, y)
        g2 = ms.grad(self.net, 0, self.w, return_ids=True)(x, y)
        return (ops.get_grad(g1, 1), ops.get_grad(g1, self.w), ops.get_grad(g2, self.w),
                ops.get_grad(g2, 0))


class GetGradMissing(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return ops.get_grad(ms.grad(self.net, (0, 1), return_ids=True)(x, y), 3)


@pytest.mark.parametrize("mode", MODES)
def test_get_grad_in_construct_and_jit(mode):
    ms.set_context(mode=mode)
    x, y = _inputs()
    assert plain(GetGradInConstruct(Net())(x, y)) == (T(2), T(4), T(4), T(8))
    with pytest.raises(RuntimeError, match="Can not find the gradient for position or "
                                           "Parameter 3"):
        GetGradMissing(Net())(x, y)
    net = Net()

    @ms.jit
    def f(a, b):
        g = ms.grad(net, (0, 1), [net.w, net.b], return_ids=True)(a, b)
        return ops.get_grad(g, 0), ops.get_grad(g, net.b)
    assert plain(f(x, y)) == (T(8), T(1))


def test_public_spellings():
    from minicell.ops import functional as F
    assert F.grad is ops.grad is ms.grad
    assert F.value_and_grad is ops.value_and_grad is ms.value_and_grad
    assert F.get_grad is ops.get_grad is ms.get_grad
