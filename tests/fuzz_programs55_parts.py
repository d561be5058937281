"""The module head, statement texts, attribute changes, returns and differentiations of
``fuzz_programs55``'s programs (its docstring says what they cover). A statement reads the
float32 (4, 6) value ``h``, the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m``
(bool (4, 6)), the Parameters ``r`` (6,) and ``w`` (6, 3), the index ``ix`` (int32 (3,)), the
sub-Cells (``self.blocks``, the ``Block`` ``self.shared`` that ``self.in1``, ``self.in2`` and
``self.seq`` hold too), the non-Parameter Tensor attributes ``self.t`` (float32 (6,)),
``self.tk`` (int32 ()) and ``self.tm`` (bool (6,)), and leaves ``h`` float32 (4, 6); ``{c}`` is
a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_programs52_parts import NET_START

HEAD = DATA + NET_START + '''        self.shared = Block(0.45)
        self.in1 = Inner(self.shared, 0.5)
        self.in2 = Inner(self.shared, 0.8)
        self.seq = nn.SequentialCell([self.shared, Scale(), self.in1])
        self.t = lin(6, lo=-0.4, hi=0.5)
        self.tk = Tensor(2, ms.int32)
        self.tm = Tensor(np.array([True, False, True, True, False, False]))
        self.ix = IX

    def construct(self, x, y, n, m):
        r, w, ix = self.p, self.w, self.ix
        h = x * r + 0.1
        outs = ()
{body}
        loss = (h * h).mean() + (h * r).sum() * 0.1
{ret}


class Inner(nn.Cell):
    """A Cell holding a ``Block`` that other Cells hold as well, and one of its own."""
    def __init__(self, shared, s):
        super().__init__()
        self.shared = shared
        self.own = Block(s)

    def construct(self, h, s=1.0):
        return self.shared(h) * s + self.own(h * 0.5)


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        return self.net(x, y, n, m)[0]


def state(net, res):
    """Every Parameter of ``net``, or a mark once a call has raised (a graph raises while it
    compiles, before its Parameter writes run; PYNATIVE_MODE after the forward pass wrote
    them)."""
    if any(isinstance(v, tuple) and v and v[0] == "error" for v in res):
        return ("after_error", None)
    return snap([(q.name, q) for q in net.get_parameters()])
'''

# how ``construct`` returns (indented 8): the loss first, then aux
RETURNS = [
    "return loss, outs",
    "return loss, (h, outs)",
    "return loss, h.sum()",
    "return loss, (ops.stop_gradient(h), h[::-1, None])",
]

# ``ops.Partial``/``ops.partial`` of Cells, defs and ops (positional: 2.10's PYNATIVE_MODE
# refuses a keyword partial, "Partial.__call__() got an unexpected keyword argument", where its
# GRAPH_MODE takes it, as minicell's modes do; measured with /tmp/s72/fuzz55/part2.py); shared
# sub-Cells in nested Cells; ``ops.stop_gradient`` in the middle of chains; int/bool Tensor
# arithmetic and comparisons chained with float ones (no Bool + Bool: 2.10's graph refuses its
# Add, runtime/bool_arith.py); scalar reads (shape, ndim, size, len, 0-d indexing, ``item()``);
# slices with negative steps and ``None``; the Tensor attributes
STMTS = [
    "f = ops.Partial()(self.blocks[0])\nh = f(h) + h * {c}",
    "f = ops.partial(self.blocks[2], h)\nh = f({c}) + h",
    "f = ops.partial(self.in1, h * r)\nh = f({c}) * r",
    "f = ops.Partial()(self.in2, h * 0.5)\nh = h + f({c})",
    "f = ops.partial(ops.clamp, h * 2.0)\nh = f(-0.5, 1.0 + {c}) + y * 0.1",
    "f = ops.partial(ops.mul, r)\nh = f(h) + {c}",
    "def g(v, s=1.0):\n    return self.shared(v) * s\n\nf = ops.partial(g, h)\nh = f({c}) + h",
    "f = ops.partial(mint.where, m)\nh = f(h, y * {c})",
    "h = self.in1(h) + self.in2(h * r, {c})",
    "h = self.seq(h) + h * {c}",
    "h = self.shared(h) + self.in1.shared(h * {c}) - self.in2.own(h) * 0.5",
    "for cell in (self.in1, self.in2, self.shared):\n    h = cell(h) * 0.5 + h * {c}",
    "h = self.in2(self.in1(h, {c}), 0.5)",
    "h = ops.stop_gradient(h * r) * y + h * {c}",
    "a = h * r\nb = ops.stop_gradient(a)\nh = a * b + y * {c}",
    "h = self.shared(ops.stop_gradient(h)) + h * {c}",
    "a = ops.stop_gradient(self.in1(h))\nh = h * a + self.in2(h) * {c}",
    "h = ops.stop_gradient(h)[::-1] * {c} + h * r",
    "k = (n * 2 + 1) // 3\nh = h + (k > 0) * h * {c} + k * 0.1",
    "b = (h > {c}) & m\nh = h + b * 1.0 + (b.astype(ms.int32) + n) * 0.1",
    "h = h + ((n > 0) == m) * r",
    "c2 = (n + 3) * (h > 0)\nh = h + c2 * 0.1",
    "h = ops.where(n >= 0, h, -h) + (m | (n < 0)).sum() * 0.01",
    "h = h + (n.sum() > 0) * {c} + (m.sum() * 2 - n.max()) * 0.1",
    "h = h * (n.abs() < 3) + (h < y) * {c}",
    "h = h + ((h > 0) | m) * 0.1 + (~m) * {c}",
    "h = h + (n - n.min()).astype(ms.float32) / (n.max() - n.min()) * {c}",
    "h = h * self.tk + self.t * {c}",
    "h = h + self.t * self.tm + (self.tk * n) * 0.05",
    "h = ops.where(self.tm, h, h * self.t) + {c}",
    "s = h.shape[0]\nh = h * (s / 4) + h.ndim * {c}",
    "h = h + h[1, 2] * {c} + r[-1]",
    "h = h + h.sum(axis=0)[-1] * y * 0.1",
    "h = h * (len(h) - 3) + h.size * 0.01",
    "h = h + n[0, 1] * {c} + m[1, 0] * 0.5",
    "s = y[0, 0].item()\nh = h * s + {c}",
    "if h[0, 0] > {c}:\n    h = h * 0.5\nelse:\n    h = h + r[0]",
    "h = h[::-1] * {c} + h",
    "h = h + h[:, ::-1] * r",
    "h = h + h[::-2].sum(0) * {c}",
    "h = h + y[None, ::-1, ::-1][0]",
    "h = h[..., None].squeeze(-1) + h[:, None, ::-2].mean(-1) * {c}",
    "h = h + h[3:0:-1].sum(0) * {c}",
    "h = h + r[::-1] * y[::-1, None, :][:, 0]",
    "h = h + h[-1:, ::-3].mean() + n[::-1, 1:][:, None, ::-2].sum() * 0.01",
    "t = h * 1.0\nt[::-2] = y[::2] * {c}\nh = t",
    "h = h + ops.flip(h, (0,)) * {c} + mint.flip(y, (1,))[None][0]",
]

# control flow around a call of the op table
CALL_WRAPS = [
    "if {cond}:\n    h = fold(h, {call})\nelse:\n    h = fold(h * {c}, {call})",
    "for j in range(2):\n    h = fold(h * 0.5, {call})",
    "h = fold(ops.stop_gradient(h), {call}) + h * {c}",
]
CONDS = ["h.sum() > {c}", "(h * r).mean() < {c}", "m.any()", "n.sum() > 0", "(h > 0).sum() > 5"]

# Tensor attribute changes ``main()`` makes before the first call (indented 4): like plain
# attributes, a non-Parameter Tensor attribute changed after a graph compiled is stale in 2.10's
# GRAPH_MODE (and minicell's), seen by PYNATIVE_MODE; Parameter writes are seen by both
CHANGES_FIRST = [
    "net.t = lin(6, lo=0.3, hi=-0.2)", "net.tk = Tensor(-1, ms.int32)",
    "net.tm = Tensor(np.array([False, True, True, False, True, False]))",
]
CHANGES = [
    "net.shared.w.set_data(lin(6, 6, lo=-0.2, hi=0.3))", "net.in1.own.b.set_data(lin(6))",
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))", "ops.assign_add(net.cnt, Tensor(3, ms.int32))",
    "ops.assign(net.in2.shared.b, lin(6, lo=0.1, hi=-0.1))",
]

# differentiations ``main()`` takes (lines of its body, indented 4; ``{inp}`` an input set's
# ``X, Y`` pair): ``ms.grad``/``value_and_grad`` with ``has_aux``, ``weights`` (all, a subset
# holding the shared Block's, a sub-Cell's) and ``grad_position`` tuples in either order, a
# partial of a Cell (through a ``def``: 2.10 refuses ``grad`` of a partial itself, as minicell
# since session 72), a second derivative through the shared Cells, a jitted step
GRADS = [
    "res.append(guard(ms.grad(net, (0, 1), net.trainable_params(), has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.grad(net, 1, [net.p, net.shared.w], has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.grad(net, None, net.in1.trainable_params(), has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(net, (1, 0), net.seq.trainable_params(), has_aux=True),"
    " {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), (0,), [net.in2.own.w]), {inp}, N, M))",
    "def f1(x, y):\n    loss, aux = net(x, y, N, M)\n"
    "    return loss, ops.stop_gradient(x * 2.0)\n\n"
    "res.append(guard(ms.grad(f1, (1, 0), net.trainable_params()[:3], has_aux=True), {inp}))",
    "p3 = ops.partial(Loss(net), X2 * 0.5)\n\ndef f3p(y, n, m):\n    return p3(y, n, m)\n\n"
    "res.append(guard(ms.grad(f3p, (0,)), {inp1}, N, M))",
    "p3 = ops.Partial()(Loss(net), X * 0.5)\n\ndef f3p(y, n, m):\n    return p3(y, n, m) * 2.0\n\n"
    "res.append(guard(ms.grad(f3p), {inp1}, N, M))",
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "def f2(x, y):\n    gx, gy = ms.grad(f1, grad_position=(0, 1))(x, y)\n"
    "    return (gx * gy).sum() + gx.mean()\n\n"
    "res.append(guard(ms.grad(f2, grad_position=(0, 1)), {inp}))",
    "wts = net.trainable_params()\n\ndef f5(x, y):\n"
    "    loss, g = ms.value_and_grad(Loss(net), None, wts)(x, y, N, M)\n"
    "    for q, d in zip(wts, g):\n        ops.assign_sub(q, d * 0.1)\n    return loss\n\n"
    "f5j = ms.jit(f5)\nres.append(guard(f5j, {inp}))\nres.append(guard(f5j, {inp}))\n"
    "res.append(state(net, res))",
]
