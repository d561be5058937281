"""Random programs for the eighteenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz18):
composed and higher-order autodiff of a Cell with Parameters, on ``fuzz_programs6``'s module head
(``snap``, ``lin``, ``total``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y)``
draws from:

- a custom ``bprop`` Cell (its gradient deliberately not the true one) called plainly, in both
  branches of a tensor ``if``, in a tensor ``while`` loop and in a Python ``for`` loop;
- a ``while`` loop whose trip count depends on the values (``h.abs().sum() > t``);
- ``ops.stop_gradient`` of a tuple, on one part of a tuple, of an ``ops.split``, of a pair;
- ``ops.depend`` whose second operand is a Parameter expression or a cut value;
- a float32 Dense and a Parameter matmul, returning one Tensor or a tuple of two.

``main()`` snaps the outputs and then, drawn from a pool: ``ms.grad`` over positions and weights
(``return_ids``, ``has_aux``, a sub-Cell's weights), ``ms.value_and_grad``,
``ops.GradOperation`` with ``get_all``/``get_by_list`` and ``sens_param`` (a sensitivity of the
output's structure, a tuple for a tuple), ``ms.grad`` of ``ms.grad`` (of an input, of an input
and the weights, through the whole Cell), ``ms.vjp``/``ms.jvp`` of the Cell, ``ms.jacfwd``/``ms.jacrev`` of a function of its Dense,
``ms.vmap`` of the Dense, a ``GradOperation`` inside a compiled ``construct``, and ``set_data``
of a weight between two gradients.
"""
import random

from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6); y is the second input, float32 (4, 6)
_BODY = [
    "h = self.fc(h) * y + h",
    "h = self.sc(h) + h * y",
    "h = ops.tanh(h @ self.w) * 0.5 + h",
    "if h.sum() > {c}:\n    h = self.sc(h)\nelse:\n    h = h * y + 0.5",
    "i = Tensor(0, ms.int32)\nwhile i < {n}:\n    h = self.sc(h * 0.8) + y * 0.1\n    i = i + 1",
    "while h.abs().sum() > {t}:\n    h = h * 0.6",
    "for _ in range({n}):\n    h = self.sc(h) * 0.5 + h",
    "p, q = h * 2.0, h + y\nh = ops.stop_gradient(p) * q",
    "t = (h * y, h + 1.0)\nt = (t[0], ops.stop_gradient(t[1]))\nh = t[0] * t[1]",
    "parts = ops.split(h, 2, axis=1)\n"
    "h = ops.concat((parts[0] * 2.0, ops.stop_gradient(parts[1]), parts[2] * y[:, :2]), axis=1)",
    "h = ops.depend(h * y, self.b * 2.0) + self.b",
    "h = ops.depend(h, ops.stop_gradient(h).sum()) * 1.5",
    "a, c = ops.stop_gradient((h * y, h + y))\nh = a + c * h",
]

# (return expression, a sensitivity of its structure)
_RETURNS = [
    ("h", "lin(4, 6, lo=0.5, hi=-1.0)"),
    ("h, h.sum(axis=1)", "(lin(4, 6, lo=0.5, hi=-1.0), lin(4, lo=2.0, hi=-1.0))"),
    ("h.sum(), h * y", "(Tensor(1.5, ms.float32), lin(4, 6, lo=-0.3, hi=0.8))"),
]

_GRADS = [
    "res.append(snap(ms.grad(net, grad_position=(0, 1), weights=ws)(X, X2)))",
    "res.append(snap(ms.grad(net, grad_position=0, weights=ws, return_ids=True)(X, X3)))",
    "res.append(snap(ms.grad(net, grad_position=1)(X2, X)))",
    "res.append(snap(ms.grad(aux_fn, grad_position=(0, 1), weights=ws, has_aux=True)(X, X2)))",
    "res.append(snap(ms.value_and_grad(loss_fn, 0, ws)(X3, X2)))",
    "res.append(snap(ops.GradOperation(get_all=True, sens_param=True)(net)(X, X2, SENS)))",
    "res.append(snap(ops.GradOperation(get_by_list=True, sens_param=True)(net, ms.ParameterTuple("
    "ws))(X3, X, SENS)))",
    "res.append(snap(ops.GradOperation(get_all=True, get_by_list=True)(net, ms.ParameterTuple(ws))"
    "(X2, X3)))",
    "res.append(snap(ms.grad(ms.grad(smooth, 0), 0)(X)))",
    "res.append(snap(ms.grad(ms.grad(smooth, 0, ws), 0)(X2)))",
    "res.append(snap(ms.grad(ms.grad(loss_x, 0), 0)(X3)))",
    "res.append(snap(ms.grad(net, grad_position=(1,), weights=net.fc.trainable_params())(X, X3)))",
    "res.append(snap(ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)(net, "
    "ms.ParameterTuple(ws))(X, X3, SENS)))",
    "out, vjp_fn = ms.vjp(net, X, X2)\nres.append(snap(out))\nres.append(snap(vjp_fn(SENS)))",
    "res.append(snap(ms.jvp(net, (X, X2), (X3, X3))))",
    "res.append(snap(ms.jacfwd(vec, grad_position=0)(X[:2])))",
    "res.append(snap(ms.jacrev(vec, grad_position=0)(X3[1:3])))",
    "res.append(snap(ms.vmap(net.fc, in_axes=0)(X.reshape(2, 2, 6))))",
    "res.append(snap(GradNet(net)(X, X2, SENS)))",
    "res.append(snap(GradNet(net)(X3, X, SENS)))\nnet.w.set_data(net.w * 0.5)\n"
    "res.append(snap(GradNet(net)(X3, X, SENS)))",
    "net.b.set_data(lin(6, lo=0.4, hi=-0.4))\n"
    "res.append(snap(ms.grad(net, grad_position=(0, 1), weights=ws)(X3, X2)))",
]

TEMPLATE = '''

def dense(i, o, lo=-0.5, hi=0.6):
    return nn.Dense(i, o, weight_init=lin(o, i, lo=lo, hi=hi), bias_init=lin(o, lo=-0.1, hi=0.1))


class Scaled(nn.Cell):
    """A custom bprop that is not the true gradient (so that its use shows)."""

    def construct(self, x):
        return ops.sin(x) * 2.0

    def bprop(self, x, out, dout):
        return (dout * ops.cos(x) * {bscale},)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.b = Parameter(lin(6, lo=-0.2, hi=0.3), name="b")
        self.fc = dense(6, 6, lo=0.4, hi=-0.3)
        self.sc = Scaled()

    def construct(self, x, y):
        h = ops.tanh(x @ self.w + self.b)
{body}
        return {ret}


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, y, s):
        return self.grad_op(self.net)(x, y, s)


SENS = {sens}


def main():
    net = Net()
    ws = net.trainable_params()

    def loss_fn(x, y):
        return total(net(x, y))

    def aux_fn(x, y):
        out = net(x, y)
        return total(out), out

    def loss_x(x):
        return total(net(x, X2))

    def smooth(x):
        return (ops.tanh(net.fc(x)) * x).sum()

    def vec(x):
        return ops.tanh(net.fc(x)) * {vscale}

    res = []
    res.append(snap(net(X, X2)))
    {grads}
    res.append(snap(net(X2, X3)))
    return res
'''


class _State:
    """One program (see the module docstring)."""

    def __init__(self, r):
        self.r = r

    def body(self):
        r = self.r
        lines = []
        for _ in range(r.randint(2, 5)):
            text = r.choice(_BODY).format(c=r.choice([-2.0, 0.0, 1.5]), n=r.randint(1, 3),
                                          t=r.choice([6.0, 12.0]))
            lines += ["        " + line for line in text.split("\n")]
        return "\n".join(lines)

    def program(self):
        r = self.r
        ret, sens = r.choice(_RETURNS)
        grads = r.sample(_GRADS, r.randint(4, 7))
        return HEAD.format() + TEMPLATE.format(
            body=self.body(), ret=ret, sens=sens, bscale=r.choice(["0.5", "3.0", "-1.0"]),
            vscale=r.choice(["1.0", "2.5"]),
            grads="\n    ".join(line for g in grads for line in g.split("\n")))


def generate(seed):
    """The source of program ``seed``."""
    return _State(random.Random(f"fuzz18:{seed}")).program()
