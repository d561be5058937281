"""The intent of MindSpore 2.10's graph-mode control-flow and JIT Fallback tests
(``tests/st/compiler/control/inner`` and ``tests/st/compiler/fallback/control_flow`` of
mindspore-ai/mindspore_test), rewritten for minicell: each program runs in GRAPH_MODE (and in
PYNATIVE_MODE, which must agree) and gives the value MindSpore gives."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, jit, nn, ops


def _both(fn, *args):
    """``fn(*args)`` in PYNATIVE_MODE and GRAPH_MODE; the two results, checked equal."""
    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        res = fn(*args)
        out.append([np.asarray(r.asnumpy() if hasattr(r, "asnumpy") else r)
                    for r in (res if isinstance(res, tuple) else (res,))])
    for e, g in zip(*out):
        np.testing.assert_allclose(g, e, rtol=1e-6)
    return out[1]


# ---- single loops and conditions (control/inner/test_00x, fallback/control_flow/test_00x) ---
def test_while_with_two_tensor_conditions():
    @jit
    def f(x, y, z):
        while x < y and x + y <= z:
            y = x + y + z
        x += 3
        return x + y
    assert _both(f, Tensor(1), Tensor(8), Tensor(12))[0] == 25


def test_while_condition_mixes_a_constant_and_a_tensor():
    @jit
    def f(x):
        y = Tensor(0, ms.int32)
        while Tensor(0, ms.int32) < x and y >= x - 7:
            y += x
            x += -6
        return y
    assert _both(f, Tensor(7, ms.int32))[0] == 8


class WhileWritesParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param_a = Parameter(Tensor([1], ms.float32), name="param_a")

    def construct(self, x):
        y = x * 0
        while x >= self.param_a:
            y += x
            x = x + 2
            self.param_a += y
        return self.param_a


def test_while_condition_reads_a_parameter_the_body_writes():
    out = _both(lambda: WhileWritesParameter()(Tensor([7.0])))
    assert out[0].tolist() == [24.0]


def test_if_on_a_tensor_after_numpy_constants():
    @jit
    def f(x):
        y = np.array(2)
        if x < Tensor(7) and x < Tensor(y):
            return x
        return x * 2
    assert _both(f, Tensor(1))[0] == 1
    assert _both(f, Tensor(3))[0] == 6


def test_for_over_a_range_with_a_tensor_break():
    @jit
    def f(x):
        y = x * 0
        for i in range(10):
            if y > 20:
                break
            y = y + x * i
        return y
    assert _both(f, Tensor(3.0))[0] == 30.0


# ---- nesting (control/inner/test_01x..03x) ---------------------------------------------------
class IfInWhile(nn.Cell):
    def construct(self, x, y):
        while x < 10:
            if y > x:
                x = x + y
            else:
                x = x + 1
            y = y - 1
        return x, y


def test_if_in_while():
    x, y = _both(lambda: IfInWhile()(Tensor(1.0), Tensor(4.0)))
    assert (x, y) == (10.0, -2.0)


class WhileInFor(nn.Cell):
    def construct(self, x):
        out = x * 0
        for i in range(3):
            while out < (i + 1) * 5:
                out = out + x
        return out


def test_while_in_for():
    assert _both(lambda: WhileInFor()(Tensor(2.0)))[0] == 16.0


class ForInWhileInIf(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            while x.sum() < 50:
                for _ in range(2):
                    x = x * 2
        else:
            x = -x
        return x


def test_for_in_while_in_if_and_its_gradient():
    x = Tensor(np.array([1.0, 2.0], np.float32))
    assert _both(lambda t: ForInWhileInIf()(t), x)[0].tolist() == [64.0, 128.0]
    grads = _both(lambda t: ms.grad(ForInWhileInIf())(t), x)
    assert grads[0].tolist() == [64.0, 64.0]


# ---- sequences of control flow (control/inner/test_1xx..3xx) ---------------------------------
class IfAfterWhileAfterFor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([0.5, 1.5], np.float32)), name="w")

    def construct(self, x):
        for _ in range(2):
            x = x * self.w
        while x.sum() < 10:
            x = x + self.w
        if x.max() > 5:
            x = x - 5
        return x.sum()


def test_if_after_while_after_for_with_weight_gradients():
    x = Tensor(np.array([1.0, 2.0], np.float32))
    net = IfAfterWhileAfterFor()
    assert _both(lambda t: net(t), x)[0] == pytest.approx(0.75)    # 3 while steps
    grad = _both(lambda t: ms.grad(net, grad_position=None, weights=net.trainable_params())(t),
                 x)[0]
    # d/dw of sum(x * w * w + 3 * w) - 5 over the loop: 2 * x * w + 3
    assert grad.tolist() == pytest.approx([4.0, 9.0])


# ---- JIT Fallback in control flow (fallback/control_flow) ------------------------------------
class NumpyInBranches(nn.Cell):
    def construct(self, x):
        y = x.asnumpy()
        if y.sum() > 3:                # a condition on a numpy value: decided on the host
            z = np.exp(y).sum()
        else:
            z = np.abs(y).max()
        return x * Tensor(z, ms.float32)


@pytest.mark.parametrize("values,scale", [([1.0, 3.0], np.exp(1.0) + np.exp(3.0)),
                                          ([-1.0, 2.0], 2.0)])
def test_numpy_condition_and_branches_run_on_the_host(values, scale):
    x = Tensor(np.array(values, np.float32))
    out = _both(lambda t: NumpyInBranches()(t), x)[0]
    np.testing.assert_allclose(out, np.array(values) * scale, rtol=1e-6)


class NumpyLoop(nn.Cell):
    def construct(self, x):
        a = x.asnumpy()
        n = 0
        while a.sum() > 0:             # a numpy while loop, run on the host
            a = a - 3
            n += 1
        return x + Tensor(n, ms.float32)


def test_numpy_while_loop_on_tensor_values():
    assert _both(lambda t: NumpyLoop()(t), Tensor(np.array([4.0, 5.0], np.float32)))[0]\
        .tolist() == [6.0, 7.0]


def test_min_max_of_tensors_and_range_of_a_tensor():
    @jit
    def f(x, y):
        if abs(x) > Tensor(np.array(2)) and min(x, y) == x + y:
            return x
        return max(x, y) * 2 + max(Tensor([1, 5, 3]))
    assert _both(f, Tensor(-3), Tensor(0))[0] == -3
    assert _both(f, Tensor(1), Tensor(4))[0] == 13


    @jit
    def pair_min(x, y):
        return min((x, y))
    assert _both(pair_min, Tensor([2.0]), Tensor([1.0]))[0].tolist() == [1.0]

    @jit
    def g(x):
        for _ in range(x):
            x = x + 1
        return x
    ms.set_context(mode=ms.GRAPH_MODE)
    # MindSpore: TypeError "For 'make_range', the 0th input should be a int scalar ..."
    with pytest.raises(TypeError, match="For 'make_range', the 0th input should be a int") \
            as info:
        g(Tensor(3))
    assert "for _ in range(x):" in str(info.value)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_min_max_errors_in_compiled_code_are_mindspore_s(mode):
    """MindSpore 2.10's graph min/max (measured): tensors with several elements are
    ambiguous, a 0-d tensor is not iterable, tensors nested in a list are refused."""
    ms.set_context(mode=mode)
    a, b = Tensor([1.0, 5.0, 2.0]), Tensor([3.0, 4.0, 5.0])

    def two(x, y):
        return max(x, y)

    def pair(x, y):
        return min((x, y))

    def zero_d(x, y):
        return min(x[0])

    def nested(x, y):
        return max([[x, y]])

    def empty(x, y):
        return max(())

    def one(x, y):
        return max(x)

    def rows(x, y):
        return max(ops.stack((x, y)))
    cases = [(two, ValueError, "The truth value of an array with more than one element is "
              "ambiguous."), (pair, ValueError, "The truth value of an array with more"),
             (zero_d, TypeError, "Cannot iterate over a scalar tensor."),
             (nested, TypeError, r"max\(\) cannot support tensor in list or tuple nested now."),
             (empty, ValueError, r"max\(\) arg is an empty sequence\."),
             (rows, ValueError, "The truth value of an array with more")]
    for fn, err, text in cases:
        with pytest.raises(err, match=text):
            jit(fn)(a, b)
    assert jit(one)(a, b).tolist() == 5.0


def test_enumerate_arguments_are_checked_as_mindspore_does(graph_mode):
    """MindSpore 2.10's TypeErrors (measured) for enumerate's start and first argument."""
    @jit
    def float_start(x):
        return tuple(enumerate((x, x), 1.2))

    @jit
    def of_int(x):
        return tuple(enumerate(1))

    @jit
    def ok(x):
        return [i * v for i, v in enumerate(x, 1)]
    x = Tensor([2.0, 3.0])
    with pytest.raises(TypeError, match=r"For 'enumerate', the 'start' should be a const int "
                                        r"number, but got 1\.2\."):
        float_start(x)
    with pytest.raises(TypeError, match="For 'enumerate', the 'first input' should be tuple or "
                                        "list or tensor, but got <class 'int'>."):
        of_int(x)
    assert [t.asnumpy().tolist() for t in ok(x)] == [2.0, 6.0]


def test_iterator_builtins_return_sequences_as_mindspore_does(graph_mode):
    """MindSpore 2.10's graph (measured; its compile tutorial's examples): enumerate/zip of a
    Tensor are tuples of tuples, filter is a list (of a tuple too), map a tuple of a tuple."""
    y = Tensor(np.array([[1, 2], [3, 4]]))

    @jit
    def iterators(x):
        return (enumerate(x), zip(x, y), map(lambda a: a * 2, (1, 2)),
                filter(lambda a: a % 2, (1, 2, 3)), filter(lambda a: a > 1, [1, 2, 3]))

    e, z, m, f1, f2 = iterators(Tensor(np.array([5.0, 6.0], np.float32)))
    assert type(e) is tuple and [(i, v.asnumpy().item()) for i, v in e] == [(0, 5.0), (1, 6.0)]
    assert type(z) is tuple and [(a.asnumpy().item(), b.asnumpy().tolist()) for a, b in z] == \
        [(5.0, [1, 2]), (6.0, [3, 4])]
    assert (m, f1, f2) == ((2, 4), [1, 3], [2, 3]) and type(f1) is list


def test_variable_defined_in_one_branch_is_unbound_local_error():
    """MindSpore 2.10 raises UnboundLocalError with these texts (measured on CPU)."""
    ms.set_context(mode=ms.GRAPH_MODE)

    class OnlyTrue(nn.Cell):
        def construct(self, x):
            if x < 0:
                y = 0
            return y

    class OnlyFalse(nn.Cell):
        def construct(self, x):
            if x < 0:
                x = x + 1
            else:
                y = 0
            return y

    class InWhile(nn.Cell):
        def construct(self, x):
            while x < 0:
                y = 0
                x = x + 1
            return y

    x = Tensor([1.0])
    with pytest.raises(UnboundLocalError, match="The local variable 'y' is not defined in "
                                                "false branch, but defined in true branch"):
        OnlyTrue()(x)
    with pytest.raises(UnboundLocalError, match="The local variable 'y' is not defined in "
                                                "true branch, but defined in false branch"):
        OnlyFalse()(x)
    with pytest.raises(UnboundLocalError, match="The local variable 'y' defined in the 'while' "
                                                "loop body cannot be used outside"):
        InWhile()(x)
