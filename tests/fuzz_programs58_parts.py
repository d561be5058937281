"""The module head, statement groups, returns and differentiations of ``fuzz_programs58``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), the extra
positional inputs ``rest`` (a tuple of zero or one float32 (4, 6) Tensors), the keyword
arguments ``scale`` (a Python float) and ``mode`` (``'a'`` or ``'b'``), the Parameters
``self.p`` (6,), the non-trainable ``self.acc`` (float32 (6,)) and ``self.cnt`` (int32 ()), the
sub-Cells ``self.aux`` (an ``Aux``, whose methods other Cells call) and ``self.peer`` (a
``Peer`` sharing that ``Aux``); it leaves ``h`` float32 (4, 6) and may add a result to the
tuple ``outs``; ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA

HEAD = DATA + '''Z = Tensor((np.cos(_A * 1.3) * 0.5).astype(np.float32))


class Aux(nn.Cell):
    """A Cell whose methods other than construct are called by the Cells holding it."""
    def __init__(self):
        super().__init__()
        self.a = Parameter(lin(6, lo=0.6, hi=1.1), name="a")
        self.v = Parameter(lin(6, 6, lo=-0.3, hi=0.3), name="v")

    def scale(self, h, k=2):
        return h * self.a * (k * 0.5)

    def mix(self, h, y, t=0.5):
        return ops.tanh(ops.matmul(h, self.v)) * t + y * 0.1

    def pair(self, h):
        return h.sum(0), (h.max(), None)

    def construct(self, h):
        return self.scale(h, 1)


class Peer(nn.Cell):
    """Calls its shared ``Aux``'s methods (one Parameter object reached by two paths)."""
    def __init__(self, aux):
        super().__init__()
        self.aux = aux
        self.b = Parameter(lin(6, lo=-0.1, hi=0.1), name="b")

    def run(self, h, y):
        return self.aux.mix(self.aux.scale(h, k=1), y) + self.b

    def construct(self, h, y):
        return self.run(h, y) * 0.5


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.acc = Parameter(Tensor(np.zeros(6, np.float32)), name="acc", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.aux = Aux()
        self.peer = Peer(self.aux)

    def construct(self, x, y, n, m, *rest, scale=0.5, mode="a"):
        h = x * self.p + 0.1
        outs = (x.sum(),)
{body}
        loss = (h * h).mean() + (h * self.p).sum() * 0.1
{ret}


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        return self.net(x, y, n, m)[0]


class LossAux(nn.Cell):
    """The loss with an aux of Tensors that depend on the inputs (2.10's GRAPH_MODE refuses a
    ``has_aux`` gradient whose aux holds ``None``, strings or ints)."""
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        loss = self.net(x, y, n, m)[0]
        return loss, (loss * 3, x * 2 + y)


def state(net, res):
    """Every Parameter of ``net``, or a mark once a call has raised."""
    if any(isinstance(v, tuple) and v and v[0] == "error" for v in res):
        return ("after_error", None)
    return snap([(q.name, q) for q in net.get_parameters()])
'''

RETURNS = [
    "return loss, outs",
    "return loss, {'h': h, 'none': None, 'pair': (h.sum(), (None, outs))}",
    "return loss, ((h.shape, None), (outs, (h.mean(), len(rest))))",
    "return loss, (ops.stop_gradient(h), {'n': len(outs), 'mode': mode})",
]

# while loops (Python and Tensor conditions) carrying tuples, counters and dtype changes
LOOPS = [
    "i = 0\nwhile i < 3:\n    h = h * 0.9 + y * {c}\n    i += 1",
    "acc = (h, Tensor(0.0, ms.float32))\nwhile acc[1] < 2:\n"
    "    acc = (acc[0] * 0.8 + 0.1, acc[1] + 1)\n"
    "h = acc[0]\nouts = outs + (acc[1],)",
    "j = Tensor(0, ms.int32)\nt = h\nwhile j < 3:\n    t = t + j.astype(ms.float32) * 0.1\n"
    "    j = j + 1\nouts = outs + (j,)\nh = t",
    "t = n\nj = 0\nwhile j < 2:\n    t = t * 0.5\n    j += 1\nouts = outs + (t,)\nh = h + t * 0.1",
    "k = Tensor(0, ms.int32)\nwhile h.sum() > {c} and k < 4:\n    h = h - 0.3\n    k += 1\n"
    "outs = outs + (k,)",
    "for i in range(4):\n    if h.sum() > {c} * i:\n        continue\n    h = h * 0.8 + 0.1\n"
    "    if h.max() > 1.5:\n        break",
    "for i in range(3):\n    if i == 1:\n        continue\n    h = h + y * i * {c}",
    "for i in range(5):\n    h = h * 0.9 + 0.05\n    if (h > 0.5).sum() > 8:\n        break",
    "s = 0\nfor i in range(4):\n    if y.mean() > i * 0.3:\n        s = s + 1\n"
    "        h = h + {c}\nouts = outs + (s,)",
]

# methods of sub-Cells other than construct, a shared sub-Cell, nested functions over Parameters
METHODS = [
    "h = self.aux.scale(h) + h * {c}",
    "h = self.aux.scale(h, k=3) * 0.2 + h",
    "h = self.peer.run(h, y)",
    "s, (mx, nothing) = self.aux.pair(h)\nouts = outs + (s, nothing)\nh = h + mx * 0.1",
    "h = self.aux.mix(h, y, t={c}) + h",
    "h = self.peer(h, y) + self.aux(h) * {c}",
    "def f(t):\n    return t * self.p + {c}\nh = f(h) + f(y) * 0.1",
    "def g(t, k=2):\n    return self.aux.scale(t, k) - self.peer.b\nh = g(h) + g(y, k=1)",
    "w = self.aux.a\nh = h * w + (w * w).sum() * 0.01",
]

# *rest, keyword arguments with defaults, isinstance/len/shape/dtype in control flow
ARGS = [
    "if len(rest) > 0:\n    h = h + rest[0] * scale\nouts = outs + (len(rest),)",
    "for r in rest:\n    h = h * 0.9 + r * 0.1",
    "if mode == 'a':\n    h = h * scale\nelse:\n    h = h + scale",
    "h = h + (rest[0] if rest else y) * {c}",
    "if isinstance(h, Tensor) and len(h) == 4:\n    h = h * {c} + 0.5",
    "if h.shape[0] == 4 and h.dtype == ms.float32:\n    h = h + 1\nouts = outs + (h.shape,)",
    "if isinstance(rest, tuple) and not rest:\n    h = h - scale\n"
    "outs = outs + ((len(rest), mode),)",
    "if n.dtype == ms.int32 and m.ndim == 2:\n    h = h + n * 0.05",
]

# stop_gradient in branches, depend, Assign/assign_add ordering on non-trainable Parameters
STATE = [
    "if h.sum() > {c}:\n    h = ops.stop_gradient(h) * self.p\nelse:\n    h = h * 2",
    "t = ops.stop_gradient(h * y)\nh = h + t * {c}",
    "ops.assign(self.acc, h.mean(0))\nh = ops.depend(h, self.acc) + self.acc * 0.1",
    "old = self.acc * 1\nops.assign_add(self.acc, h.sum(0) * 0.1)\n"
    "outs = outs + (old, self.acc * 1)",
    "ops.Assign()(self.acc, h[0])\nh = h + self.acc",
    "h = ops.depend(h, ops.assign(self.cnt, self.cnt + 1))\nouts = outs + (self.cnt * 1,)",
    "if self.cnt < 2:\n    ops.assign_add(self.cnt, Tensor(1, ms.int32))\n    h = h + 0.1\n"
    "outs = outs + (self.cnt * 1,)",
    "self.acc += 0.5\nh = h + self.acc",
]

# int64 and bool Tensors in arithmetic
INTS = [
    "a = n.astype(ms.int64) * 3 - n\nouts = outs + (a,)\nh = h + a * 0.01",
    "b = m & (n > 0)\nouts = outs + (b, b.sum())\nh = h + b * {c}",
    "a = n.astype(ms.int64) // 2 + m.astype(ms.int64)\nouts = outs + (a,)\nh = h + a * 0.1",
    "a = (m * 2 + n).astype(ms.int64)\nouts = outs + (a, a.dtype)\nh = h + a * 0.01",
    "a = n.astype(ms.int64) + Tensor(2 ** 40, ms.int64)\nouts = outs + (a,)",
    "a = n.astype(ms.int64) * h\nouts = outs + (a,)\nh = h + a * 0.1",
    "a = ~m | (n < 0)\nh = ops.where(a, h, -h)",
    "a = m.sum() + n.astype(ms.int64).sum()\nouts = outs + (a,)\nh = h + a * 0.01",
    "a = (n.astype(ms.int64) % 3 == 0) ^ m\nouts = outs + (a,)\nh = h + a.astype(ms.float32)",
]

# more of the same ground: default arguments bound to Parameters, lambdas, ``*``/``**`` calls,
# starred unpacking, Python counters under Tensor loops, dicts with int keys, string formatting,
# nested loops with breaks, writes ordered by ``depend`` and by program order, tuple-carrying
# Tensor loops, a helper with ``*more`` and a keyword-only default
MORE = [
    "def f(t, w=self.p):\n    return t * w\nh = f(h) + f(y, self.peer.b)",
    "g = lambda t: t * self.aux.a\nh = g(h) + g(y) * 0.5",
    "args = (h, y)\nh = self.peer.run(*args)",
    "kw = {{'k': 3}}\nh = self.aux.scale(h, **kw)",
    "a, *b = (h, y, h * 2)\nh = a + b[1] * 0.1\nouts = outs + (len(b),)",
    "i = 0\nwhile h.sum() > 0:\n    h = h - 1\n    i += 1\n    if i >= 3:\n        break\n"
    "outs = outs + (i,)",
    "d = {{0: h.sum(), 1: None}}\nouts = outs + (d[0], d[1])",
    "tag = 'n=%d' % len(rest)\n"
    "outs = outs + (tag, '{{}}-{{}}'.format(mode, h.shape[0]), f'{{h.shape}}')",
    "outs = outs + (h.dtype == ms.float32, str(h.dtype))",
    "a = n.astype(ms.int64) * (2 ** 35)\nouts = outs + (a,)",
    "a = m * 1.5 - n.astype(ms.int64)\nouts = outs + (a, -m.astype(ms.int64).cumsum(1))\n"
    "h = h + a * 0.1",
    "h = h if scale > 0.3 else -h",
    "j = Tensor(0, ms.int32)\nwhile j < 3:\n    if j == 1:\n        j += 1\n        continue\n"
    "    h = h + j\n    j += 1",
    "for i in range(3):\n    for k in range(2):\n        if h.mean() > 0.2 * k:\n"
    "            break\n        h = h * 0.9\n    h = h + 0.1",
    "t = self.acc * 1\nh = ops.depend(h, ops.assign(self.acc, h.sum(0)))\n"
    "outs = outs + (t, self.acc * 1)",
    "self.cnt += 1\nouts = outs + (self.cnt * 1,)",
    "if h.sum() > 0:\n    self.acc += 1\nelse:\n    self.acc -= 1\nh = h + self.acc",
    "v = ops.stop_gradient(h)\nif v.sum() > 0:\n    h = h * v\nelse:\n"
    "    h = h + ops.stop_gradient(y * h)",
    "h = h + (n.astype(ms.int64) > 0) * (m.astype(ms.int64) + 1) * 0.1",
    "q = n.astype(ms.int64)\nq = q // -3 + q % -3\nouts = outs + (q,)\nh = h + q * 0.1",
    "s = n.astype(ms.int64).sum(1)\nouts = outs + (s, s.argmax(), m.any(1), m.all())",
    "res_ = []\nfor r in (h, y) + rest:\n    res_.append(r.sum())\nouts = outs + tuple(res_)",
    "if len(rest) == 1 and isinstance(rest[0], Tensor):\n    h = h + rest[0]\nelif mode == 'b':\n"
    "    h = h * 2\nelse:\n    h = h - 1",
    "def inner(t, *more, k=1):\n    for u in more:\n        t = t + u * k\n    return t\n"
    "h = inner(h, y, y * 2, k=0.1) + inner(h)",
    "h = self.peer.run(self.aux.scale(h, k=len(rest) + 1), y if mode == 'a' else -y)",
    "t = h\nfor i in range(3):\n    t = ops.stop_gradient(t) * 0.5 + h if i == 1 else t * 0.9\n"
    "h = t",
    "ops.assign(self.acc, self.acc + 1)\nops.assign(self.acc, self.acc * 2)\n"
    "outs = outs + (self.acc * 1,)",
    "k = Tensor(0, ms.int32)\nt = (h, y)\nwhile k < 2:\n    a, b = t\n"
    "    t = (a + b * 0.1, b * 0.5)\n    k += 1\nh = t[0]\nouts = outs + (k, t[1].sum())",
    "w = Tensor(0.0, ms.float32)\nfor i in range(4):\n    if i % 2 == 0 and h.sum() > 0:\n"
    "        w = w + i\n    elif h.max() > 0.5:\n        w = w - 1\nouts = outs + (w,)\n"
    "h = h + w * 0.1",
]

GROUPS = {"loops": (LOOPS, 3), "methods": (METHODS, 3), "args": (ARGS, 2),
          "state": (STATE, 2), "ints": (INTS, 2), "more": (MORE, 4)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))",
    "ops.assign(net.aux.a, lin(6, lo=1.0, hi=0.2))",
    "net.acc.set_data(net.acc * 0 + 1)",
    "net.aux.a.set_data(net.aux.a * 2)\nnet.aux.a.set_data(net.aux.a + 1)",
    "net.peer.b.set_data(Tensor(np.full(6, 0.3, np.float32)))",
]

# differentiations and jit functions ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair)
GRADS = [
    "res.append(guard(ms.grad(LossAux(net), (0, 1), net.trainable_params(), has_aux=True), {inp},"
    " N, M))",
    "res.append(guard(ms.value_and_grad(LossAux(net), (0,), (net.p, net.aux.a), has_aux=True),"
    " {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), None, net.peer.trainable_params()), {inp},"
    " N, M))",
    "res.append(guard(ms.grad(LossAux(net), 1, has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), (1, 0), net.aux.trainable_params()), {inp},"
    " N, M))",
    "@ms.jit\ndef fwd(x, y):\n    return net(x, y, N, M, Z, scale=0.25)\n\n"
    "res.append(guard(fwd, {inp}))",
    "@ms.jit\ndef fwd2(x):\n    return net.peer.run(x, Z) + net.aux.scale(x, 3)\n\n"
    "res.append(guard(fwd2, {inp1}))",
    "res.append(guard(net, {inp}, N, M, Z, Z, mode='b'))\n"
    "res.append(guard(net, {inp}, N, M, mode='c', scale=1))",
    "@ms.jit\ndef twice(x):\n    return net(x, Y, N, M), net(x, Y, N, M, scale=0.3)\n\n"
    "res.append(guard(twice, {inp1}))",
    "g = ms.grad(LossAux(net), 0, net.trainable_params(), has_aux=True)\n"
    "res.append(guard(g, {inp}, N, M))\nres.append(guard(g, {inp}, N, M))",
    "res.append(guard(net.peer.run, {inp}))\nres.append(guard(net.aux.pair, {inp1}))\n"
    "res.append(guard(net.aux.scale, {inp1}, k=4))",
    "res.append(guard(ms.grad(net.aux.scale, 0), {inp1}))\n"
    "res.append(guard(ms.grad(net.peer.run, (0, 1), net.peer.trainable_params()), {inp}))",
    "def f(x, y):\n    return net(x, y, N, M, Z, scale=0.3)[0]\n\n"
    "res.append(guard(ms.value_and_grad(f, (0, 1)), {inp}))\nres.append(guard(ms.jit(f), {inp}))",
    "step = ms.value_and_grad(Loss(net), None, net.trainable_params())\n"
    "opt = nn.SGD(net.trainable_params(), 0.1)\n\n"
    "@ms.jit\ndef train(x, y):\n    l, gs = step(x, y, N, M)\n    opt(gs)\n    return l\n\n"
    "res.append(guard(train, {inp}))\nres.append(guard(train, {inp}))",
]
