"""The module head, statement texts, Cell attribute changes, returns and differentiations of
``fuzz_programs54``'s programs (its docstring says what they cover). A statement reads the
float32 (4, 6) value ``h``, the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m``
(bool (4, 6)), the Parameters ``r`` (6,) and ``w`` (6, 3), the index ``ix`` (int32 (3,)), the
``CellList`` ``self.blocks``, the non-trainable Parameters ``self.acc`` (float32 (4, 6)) and
``self.cnt`` (int32 ()) and the plain attributes ``self.flag``/``self.k``/``self.scale``/
``self.mode``/``self.pick``/``self.fn`` (changed between calls), and leaves ``h`` float32 (4, 6);
``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_programs52_parts import NET_START

HEAD = DATA + NET_START + '''        self.pick = 2
        self.ix = IX
        self.flag = True
        self.k = 2
        self.scale = 0.5
        self.mode = "a"
        self.fn = ops.tanh
        self.bce = nn.BCEWithLogitsLoss(reduction="none")

    def construct(self, x, y, n, m):
        r, w, ix = self.p, self.w, self.ix
        h = x * r + 0.1
        outs = ()
{body}
        loss = (h * h).mean() + (h * r).sum() * 0.1
{ret}


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        return self.net(x, y, n, m)[0]


def state(net, res):
    """Every Parameter of ``net``, or a mark once a call has raised: a graph raises while it
    compiles, before its Parameter writes run, PYNATIVE_MODE after the forward pass wrote them
    (2.10's modes as well)."""
    if any(isinstance(v, tuple) and v and v[0] == "error" for v in res):
        return ("after_error", None)
    return snap([(q.name, q) for q in net.get_parameters()])
'''

# how ``construct`` returns (indented 8): the loss first, then aux with None, dicts, nesting
RETURNS = [
    "return loss, outs",
    "return loss, (outs, None)",
    "return loss, {'outs': outs, 'none': None, 'h': h}",
    "return loss, (None, h.sum(), {'k': h[0]})",
    "return loss, None",
    "return loss, (h, (None, None))",
]

# while/for loops with break/continue (tensor and Python conditions), Parameter writes mixed with
# reads, integer division and modulo of negative values, size-0/size-1 broadcasting, closures and
# ``ops.Partial``, attributes changed between calls, gelu/BCEWithLogits (second derivatives)
STMTS = [
    "i = Tensor(0, ms.int32)\nwhile i < 4:\n    i += 1\n    if h.sum() > {c}:\n        break\n"
    "    h = h * r + 0.1",
    "i = 0\nwhile i < 4:\n    i += 1\n    if (h * r).mean() < {c}:\n        continue\n"
    "    h = h * 0.5 + y * 0.1",
    "for j in range(3):\n    if h[j].sum() > {c}:\n        continue\n    h = h + y * r",
    "for j in range(4):\n    h = h * 0.9 + r * 0.1\n    if h.mean() > {c}:\n        break",
    "i = Tensor(0, ms.int32)\nwhile i < 5:\n    if h.max() > 1.5 + {c}:\n        break\n"
    "    h = h * 1.2 + 0.05\n    i += 1",
    "j = Tensor(0, ms.int32)\nwhile j < 3:\n    j = j + 1\n    if j == 2:\n        continue\n"
    "    h = h + y * {c}",
    "for s in ({c}, 0.5, -0.25):\n    if s < 0:\n        break\n    h = h * s + r",
    "while h.abs().max() > 1.0:\n    h = h * 0.5\n    if h.sum() < {c}:\n        break",
    "ops.assign(self.acc, h * {c})\nh = h + self.acc",
    "ops.assign_add(self.acc, h)\nh = h * 0.5 + self.acc * 0.1\nops.assign_sub(self.acc, h * 0.5)",
    "ops.assign_sub(self.acc, h * 0.1)\nh = h - self.acc * {c}",
    "ops.assign(self.cnt, self.cnt + 1)\nh = h * (self.cnt * 0.1 + 1.0)",
    "ops.assign(self.acc, ops.where(m, h, self.acc))\nh = h + self.acc * {c}",
    "if h.sum() > {c}:\n    ops.assign_add(self.cnt, 2)\nelse:\n    ops.assign_sub(self.cnt, 1)\n"
    "h = h + self.cnt * 0.1",
    "a = self.acc * 1.0\nops.assign_add(self.acc, h)\nh = h + a - self.acc * {c}",
    "for j in range(2):\n    ops.assign_add(self.acc, h * 0.1)\n    h = h + self.acc * {c}",
    "h = h + (n // 3).astype(ms.float32) * {c} + (n % 3) * 0.1",
    "h = h + ops.floor_div(n, -3) * {c} + ops.floor_mod(n, -4) * 0.1",
    "h = h + (n % -3) * 0.1 + (n // -2) * {c}",
    "h = h + ops.div(n, 3, rounding_mode='trunc') * {c} + ops.div(n, -4, rounding_mode='floor')"
    " * 0.1",
    "h = h + ops.truncate_div(n, -3) * {c} + ops.truncate_mod(n, 3) * 0.1",
    "h = h + ops.remainder(n, -3) * 0.1 + ops.fmod(n, 3) * {c}",
    "h = h + (h // -0.3) * 0.1 + (h % -0.7) * {c}",
    "h = h + ops.fmod(h, -0.4) + ops.remainder(y, -0.3) * {c}",
    "h = h + ((-n) % 5 - n // Tensor(-2, ms.int32)) * 0.1",
    "h = h + y[:, :1] * r[:1] * {c}",
    "e = h[:, 0:0]\nh = h + e.sum(axis=1, keepdims=True)",
    "h = h + h[:0].sum(0) + h[2:2].sum() * {c}",
    "h = h * y.mean(axis=0, keep_dims=True) + h[1:2] * {c}",
    "h = h + (h[:, None, :] * r[None, :, None]).sum(1) * 0.1",
    "h = h + ops.broadcast_to(r[None], (4, 6)) * h[:, :1] * {c}",
    "h = h + ops.matmul(h[:, :0], w[:0, :]).sum() + ops.concat((h[:0], h[1:2]), 0) * {c}",
    "h = h + ops.tile(h[:1, :1], (4, 6)) * {c} + h.reshape(4, 1, 6).squeeze(1) * 0.1",
    "h = h + ops.ones((1, 1), ms.float32) * y[::-1][:, -1:] * r",
    "h = h + ops.expand_dims(r, 0).max(axis=0) * {c} + y[3:].expand_as(h) * 0.1",
    "f = ops.Partial()(ops.mul, r)\nh = f(h) + {c}",
    "f = ops.partial(ops.add, y * {c})\nh = f(h) * r",
    "def g(v):\n    return v * r + y * {c}\n\nh = g(h)",
    "def g(v, s={c}):\n    return self.blocks[0](v) * s + v\n\nh = g(h) + g(h * r, 0.5)",
    "g = lambda v: v * r + {c}\nh = g(g(h))",
    "if self.flag:\n    h = h * r + {c}\nelse:\n    h = h + r * y",
    "for j in range(self.k):\n    h = h * 0.9 + y * {c}",
    "h = h * self.scale + {c}",
    "if self.mode == 'a':\n    h = self.blocks[0](h)\nelif self.mode == 'b':\n    h = h * r\n"
    "else:\n    h = h + {c}",
    "h = self.blocks[self.pick](h) + h * {c}",
    "h = h + self.fn(h * r) * {c}",
    "h = ops.gelu(h, approximate='tanh') + h * {c}",
    "h = h + ops.gelu(h * r, approximate='none') * {c}",
    "h = h + ops.binary_cross_entropy_with_logits(h, ops.sigmoid(y), r, r, reduction='none') * {c}",
    "h = h + self.bce(h, ops.sigmoid(y)) * {c}",
    "h = h + ops.binary_cross_entropy_with_logits(y, ops.sigmoid(h), r, r + 0.5) * {c}",
]

# control flow around a call of the op table
CALL_WRAPS = [
    "i = Tensor(0, ms.int32)\nwhile i < 3:\n    i += 1\n    if h.sum() > {c}:\n        break\n"
    "    h = fold(h, {call})",
    "for j in range(3):\n    if j == 1:\n        continue\n    h = fold(h * 0.5, {call})",
    "if {cond}:\n    h = fold(h, {call})\nelse:\n    h = fold(h * {c}, {call})",
]
CONDS = ["h.sum() > {c}", "(h * r).mean() < {c}", "self.acc.sum() >= 0", "m.any()",
         "self.flag"]

# attribute changes ``main()`` makes (indented 4): the plain ones before the first call (a
# graph compiled earlier keeps the attributes it was compiled with, in minicell as in 2.10, whose
# GRAPH_MODE measured stale after ``flag``/``k``/``scale``/``mode``/``pick``/``fn`` changes while
# its PYNATIVE_MODE sees them), the Parameter writes between calls (seen by both modes)
ATTR_CHANGES = [
    "net.flag = False", "net.k = 3", "net.k = 0", "net.scale = -0.25", "net.mode = 'b'",
    "net.mode = 'c'", "net.pick = 0", "net.fn = ops.sin",
]
CHANGES = [
    "net.blocks[0].b.set_data(lin(6))", "ops.assign(net.acc, ops.ones((4, 6), ms.float32))",
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))", "ops.assign_add(net.cnt, Tensor(3, ms.int32))",
]

# differentiations ``main()`` takes (lines of its body, indented 4; ``{inp}`` an input set's
# ``X, Y`` pair): nested ``ms.grad`` (second derivatives), aux with None and dicts, Partial.
# A Tensor held fixed inside is never the one differentiated (``XK``): PYNATIVE_MODE's tape, as
# 2.10's, would take the gradient through both uses of one object, a graph through one. A
# partial is differentiated through a ``def`` calling it: 2.10 refuses ``grad`` of a partial
# itself (AttributeError op by op, RuntimeError in a graph; session 72).
GRADS = [
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "def f2(x, y):\n    gx, gy = ms.grad(f1, grad_position=(0, 1))(x, y)\n"
    "    return (gx * gy).sum() + gx.mean()\n\n"
    "res.append(guard(ms.grad(f2, grad_position=(0, 1)), {inp}))",
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "XK = X * 0.5\n\ndef f6(y):\n    return ms.grad(f1, grad_position=0)(XK, y).sum()\n\n"
    "res.append(guard(ms.grad(f6), {inp1}))",
    "res.append(guard(ms.value_and_grad(net, grad_position=(0, 1), has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.grad(net, None, net.trainable_params(), has_aux=True), {inp}, N, M))",
    "def f3(x, y):\n    return net(x, y, N, M)[0] * 2.0\n\n"
    "p3 = ops.partial(f3, X * 0.5)\n\ndef f3p(y):\n    return p3(y)\n\n"
    "res.append(guard(ms.grad(f3p), {inp1}))",
    "def f4(x, y):\n    loss, aux = net(x, y, N, M)\n    return loss, (aux, None)\n\n"
    "f4j = ms.jit(f4)\nres.append(guard(ms.grad(f4j, grad_position=1, has_aux=True), {inp}))",
    "wts = net.trainable_params()\n\ndef f5(x, y):\n"
    "    loss, g = ms.value_and_grad(Loss(net), None, wts)(x, y, N, M)\n"
    "    for q, d in zip(wts, g):\n        ops.assign_sub(q, d * 0.1)\n    return loss\n\n"
    "f5j = ms.jit(f5)\nres.append(guard(f5j, {inp}))\nres.append(guard(f5j, {inp}))\n"
    "res.append(state(net, res))",
    "def f7(x):\n    return ms.grad(lambda_loss)(x).sum()\n\n"
    "def lambda_loss(x):\n    return net(x, Y, N, M)[0]\n\n"
    "res.append(guard(ms.grad(f7), {inp1}))",
]
