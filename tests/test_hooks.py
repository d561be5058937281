"""Hooks in PYNATIVE_MODE: Cell pre/forward/backward hooks, HookBackward, Tensor.register_hook."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class Double(nn.Cell):
    def construct(self, x):
        return x * 2


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Double()

    def construct(self, x):
        return self.inner(x * 3)


def one():
    return ms.Tensor(np.ones([1], np.float32))


def vals(t):
    return t.asnumpy().tolist()


def test_hooks_run_in_registration_order_and_prepend():
    net, log = Double(), []
    net.register_forward_pre_hook(lambda cid, inp: log.append("pre1"))
    net.register_forward_pre_hook(lambda cid, inp: log.append("pre0"), prepend=True)
    net.register_forward_hook(lambda cid, inp, out: log.append("fwd1"))
    net.register_forward_hook(lambda cid, inp, out: log.append("fwd2"))
    net(one())
    assert log == ["pre0", "pre1", "fwd1", "fwd2"]


def test_remove_is_immediate_and_idempotent():
    net, log = Double(), []
    h = net.register_forward_hook(lambda cid, inp, out: log.append(1))
    net(one())
    h.remove()
    h.remove()
    net(one())
    assert log == [1]


def test_remove_inside_a_hook_takes_effect_next_call():
    net, log = Double(), []
    handles = []

    def hook(cid, inp, out):
        log.append(1)
        handles[0].remove()
    handles.append(net.register_forward_hook(hook))
    net(one())
    net(one())
    assert log == [1]


def test_hook_registered_inside_construct_is_added_every_call():
    log = []

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.inner = Double()

        def construct(self, x):
            self.inner.register_forward_hook(lambda cid, inp, out: log.append(1))
            return self.inner(x)

    net = Net()
    net(one())
    net(one())
    assert len(log) == 1 + 2


def test_pre_hook_single_value_and_tuple():
    net = Double()
    net.register_forward_pre_hook(lambda cid, inp: inp[0] + 1)          # single value
    assert vals(net(one())) == [4.0]
    net2 = nn.Cell()
    net2.construct = lambda a, b: a - b
    net2.register_forward_pre_hook(lambda cid, inp: (inp[1], inp[0]))  # a new tuple
    assert vals(net2(ms.Tensor([5.0]), ms.Tensor([1.0]))) == [-4.0]


def test_pre_hook_extra_ops_are_differentiated():
    net = Double()
    net.register_forward_pre_hook(lambda cid, inp: (inp[0] * inp[0],))
    assert vals(ms.grad(net)(ms.Tensor([3.0]))) == [12.0]


def test_forward_hook_new_unrelated_output_cuts_gradient():
    net = Double()
    net.register_forward_hook(lambda cid, inp, out: ms.Tensor([7.0]))
    assert vals(ms.grad(net)(ms.Tensor([3.0]))) == [0.0]


def test_with_kwargs_hooks():
    net = Double()
    net.register_forward_pre_hook(lambda cid, args, kwargs: ((args[0] * 10,), kwargs),
                                  with_kwargs=True)
    net.register_forward_hook(lambda cid, args, kwargs, out: out + 1, with_kwargs=True)
    assert vals(net(one())) == [21.0]


def test_with_kwargs_pre_hook_returning_no_pair_is_a_runtime_error():
    net = Double()
    net.register_forward_pre_hook(lambda cid, args, kwargs: (a * 2 for a in args),
                                  with_kwargs=True)
    with pytest.raises(RuntimeError, match=r"must return None or a tuple of \(new_args, "
                                           r"new_kwargs\), but got generator"):
        net(one())


def test_jit_function_as_hook_is_a_type_error():
    @ms.jit
    def hook(cid, inputs, output):
        return output

    net = Double()
    for register in (net.register_forward_pre_hook, net.register_forward_hook,
                     net.register_backward_hook, one().register_hook):
        with pytest.raises(TypeError, match="decorating hook function hook with '@jit' is not"):
            register(hook)
    assert vals(net(one())) == [2.0]          # nothing was registered


def test_cell_id_is_a_string_naming_the_cell():
    seen = []
    net = Outer()
    net.inner.register_forward_pre_hook(lambda cid, inp: seen.append(cid))
    net(one())
    assert isinstance(seen[0], str) and seen[0].startswith("Double(")
    assert str(id(net.inner)) in seen[0]


def test_backward_hook_fires_once_per_grad_with_seed_meaning():
    log = []
    net = Outer()

    def hook(cid, grad_input, grad_output):
        log.append((vals(grad_input[0]), vals(grad_output[0])))
    net.inner.register_backward_hook(hook)
    x = ms.Tensor([1.0])
    net(x)                                          # forward only: no backward hook
    assert log == []
    g = ms.grad(lambda a: net(a) * 5)(x)
    assert vals(g) == [30.0]
    assert log == [([5.0], [10.0])]                 # (arriving at output, passed to input)


def test_backward_hook_returned_tuple_replaces_grad_output():
    net = Outer()
    net.inner.register_backward_hook(lambda cid, gi, go: (go[0] * 0 + 1,))
    assert vals(ms.grad(net)(ms.Tensor([1.0]))) == [3.0]


def test_backward_hook_bad_return_is_type_error():
    net = Outer()
    net.inner.register_backward_hook(lambda cid, gi, go: (go[0], go[0]))
    with pytest.raises(TypeError, match="tuple"):
        ms.grad(net)(ms.Tensor([1.0]))


def test_backward_hook_bare_tensor_for_one_gradient():
    # 2.10 takes a bare Tensor in place of a 1-tuple (st pynative/hook backward_recompute)
    net = Outer()
    net.inner.register_backward_hook(lambda cid, gi, go: go[0] * 0 + 1)
    assert vals(ms.grad(net)(ms.Tensor([1.0]))) == [3.0]


def test_backward_hook_removed_before_backward_does_not_fire():
    log = []
    net = Double().set_grad()
    h = net.register_backward_hook(lambda cid, gi, go: log.append(1))
    x = ms.Tensor([1.0])
    net(x)
    h.remove()
    ms.grad(net)(x)
    assert log == []


def test_backward_pre_hook_replaces_incoming_gradient():
    net = Outer()
    net.inner.register_backward_pre_hook(lambda cid, gi: (gi[0] * 10,))
    assert vals(ms.grad(net)(ms.Tensor([1.0]))) == [60.0]


@pytest.mark.parametrize("register", [
    lambda c: c.register_forward_pre_hook(3),
    lambda c: c.register_forward_hook("x"),
    lambda c: c.register_backward_hook(None),
    lambda c: c.register_backward_pre_hook(1.0),
    lambda c: ops.HookBackward(5),
    lambda c: ms.Tensor([1.0]).register_hook(None),
])
def test_non_callable_hook_is_type_error(register):
    with pytest.raises(TypeError, match="callable"):
        register(Double())


# ---- HookBackward ----------------------------------------------------------------------------------------
def test_hook_backward_multiple_inputs():
    seen = []

    def hook(grads):
        seen.append([vals(g) for g in grads])
        return (grads[0] * 10, grads[1])
    hb = ops.HookBackward(hook)

    def fn(a, b):
        c, d = hb(a, b)
        return c * d
    ga, gb = ms.grad(fn, (0, 1))(ms.Tensor([2.0]), ms.Tensor([3.0]))
    assert seen == [[[3.0], [2.0]]]
    assert vals(ga) == [30.0] and vals(gb) == [2.0]


def test_hook_backward_wrong_return_is_type_error():
    hb = ops.HookBackward(lambda g: (g[0], g[0]))
    with pytest.raises(TypeError, match="tuple"):
        ms.grad(lambda a: hb(a) * 2)(ms.Tensor([1.0]))


def test_hook_backward_bare_tensor_for_one_input():
    hb = ops.HookBackward(lambda g: g[0] * 2)        # MindSpore 2.10 accepts it: [5, 20]
    g = ms.grad(lambda a: hb(a * a) * a)(ms.Tensor([1.0, 2.0]))
    assert vals(g) == [5.0, 20.0]


def test_hook_backward_forward_is_identity():
    hb = ops.HookBackward(lambda g: None)
    x = ms.Tensor([1.0, 2.0])
    assert vals(hb(x)) == [1.0, 2.0]


# ---- Tensor.register_hook (values checked against MindSpore 2.10) ------------------------------------------
def test_tensor_hook_on_intermediate():
    seen = []

    def th(g):
        seen.append(vals(g))
        return g * 2

    def fn(a, b):
        c = a * b
        c.register_hook(th)
        return c * 3
    ga, gb = ms.grad(fn, (0, 1))(ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0]))
    assert seen == [[3.0, 3.0]]
    assert vals(ga) == [18.0, 24.0] and vals(gb) == [6.0, 12.0]


def test_tensor_hook_on_a_parameter_without_gradient_is_refused():
    frozen = ms.Parameter(ms.Tensor([2.0, 3.0]), name="frozen", requires_grad=False)
    with pytest.raises(RuntimeError, match="requires grad is false, which can not register"):
        frozen.register_hook(lambda g: g)
    assert frozen._hooks is None                       # nothing was added
    trainable = ms.Parameter(ms.Tensor([2.0, 3.0]), name="trainable")
    trainable.register_hook(lambda g: g).remove()      # a trainable one (and a plain Tensor) can


def test_tensor_hook_on_input_and_remove():
    seen = []
    x = ms.Tensor([1.0, 2.0])
    h = x.register_hook(lambda g: seen.append(vals(g)) or g * 2)
    assert vals(ms.grad(lambda a, b: a * b)(x, ms.Tensor([3.0, 4.0]))) == [6.0, 8.0]
    h.remove()
    assert vals(ms.grad(lambda a, b: a * b)(x, ms.Tensor([3.0, 4.0]))) == [3.0, 4.0]
    assert seen == [[3.0, 4.0]]


def test_backward_pre_hook_sees_the_forward_hooks_output_gradient():
    """MindSpore's hook tutorial (its printed output; 2.10 measured the same for the pre hook):
    with a forward hook returning ``out + out``, the backward pre hook gets the gradient of that
    output (1), the backward hook the Cell's own (2)."""
    seen = []

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.relu = nn.ReLU()
            self.relu.register_forward_hook(lambda cell, inputs, out: out + out)
            self.relu.register_backward_pre_hook(lambda cell, g: seen.append(("pre", g)))
            self.relu.register_backward_hook(
                lambda cell, g_in, g_out: seen.append(("bwd", g_in, g_out)))

        def construct(self, x, y):
            return self.relu(x + y)

    x, y = (ms.Tensor(np.ones([1], np.float32)) for _ in range(2))
    grads = ms.grad(Net(), grad_position=(0, 1))(x, y)
    assert [g.asnumpy().tolist() for g in grads] == [[2.0], [2.0]]
    assert [(kind, *[[t.asnumpy().tolist() for t in g] for g in gs]) for kind, *gs in seen] == \
        [("pre", [[1.0]]), ("bwd", [[2.0]], [[2.0]])]
