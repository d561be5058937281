"""The module head, statement texts, differentiations, optimizers and train steps of
``fuzz_programs53``'s programs (its docstring says what they cover). A statement reads the
float32 (4, 6) value ``h``, the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m``
(bool (4, 6)), the Parameters ``r`` (6,) and ``w`` (6, 3), the index ``ix`` (int32 (3,)), the
``CellList`` ``self.blocks`` and the non-trainable Parameters ``self.acc`` (float32 (4, 6)) and
``self.cnt`` (int32 ()), and leaves ``h`` float32 (4, 6); ``{c}`` is a Python float (-0.5, 0.25
or 0.5)."""
from fuzz_programs51_parts import DATA, NET_TAIL
from fuzz_programs52_parts import NET_START

HEAD = DATA + NET_START + '''        self.pick = 2
        self.ix = IX

''' + NET_TAIL + '''

class Step(nn.Cell):
    """A train step whose update is scaled by the learning-rate argument ``lr``."""
    def __init__(self, net, opt):
        super().__init__()
        self.opt = opt
        self.vg = ms.value_and_grad(net, None, opt.parameters, has_aux=True)

    def construct(self, x, y, n, m, lr):
{step}


class JitStep(nn.Cell):
    """The same step in an ``@ms.jit`` method that ``construct`` calls."""
    def __init__(self, net, opt):
        super().__init__()
        self.opt = opt
        self.vg = ms.value_and_grad(net, None, opt.parameters, has_aux=True)

    @ms.jit
    def run(self, x, y, n, m, lr):
{step}

    def construct(self, x, y, n, m, lr):
        return self.run(x, y, n, m, lr)
'''

# the bodies of ``Step.construct``/``JitStep.run`` (indented 8): the gradients scaled by ``lr``,
# the optimizer called inside control flow, its learning rate written
STEP_BODIES = [
    "(loss, outs), grads = self.vg(x, y, n, m)\n"
    "grads = tuple([g * lr for g in grads])\n"
    "loss = ops.depend(loss, self.opt(grads))\nreturn loss, outs",
    "(loss, outs), grads = self.vg(x, y, n, m)\n"
    "if loss > {c}:\n    self.opt(tuple([g * lr for g in grads]))\nelse:\n    self.opt(grads)\n"
    "return loss, outs",
    "(loss, outs), grads = self.vg(x, y, n, m)\ngrads = ops.clip_by_global_norm(grads, 1.0)\n"
    "for _ in range(2):\n    self.opt(tuple([g * lr for g in grads]))\nreturn loss, outs",
    "(loss, outs), grads = self.vg(x, y, n, m)\n"
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    self.opt(grads)\n    i += 1\n"
    "return loss * lr, outs",
    "(loss, outs), grads = self.vg(x, y, n, m)\ngrads = tuple([g * lr for g in grads])\n"
    "return ops.depend(loss, self.opt(grads)), ops.stop_gradient(outs)",
]
# a body that writes the optimizer's (single) learning rate under a tensor ``if``
LR_BODY = ("(loss, outs), grads = self.vg(x, y, n, m)\n"
           "if loss > {c}:\n    ops.assign(self.opt.learning_rate, lr * 0.1)\n"
           "loss = ops.depend(loss, self.opt(grads))\nreturn loss, outs")

# Tensor slice and index assignment inside loops and arms, ``depend``/``stop_gradient``, the
# CellList indexed by a loop variable or a Python int attribute, int/bool/float16 mixing
STMTS = [
    "t = h * 1.0\nfor j in range(3):\n    t[j] = t[j + 1] * {c} + r\nh = t",
    "t = h * 1.0\nfor j in range(4):\n    t[j, j] = h[j].sum() * {c}\nh = t + h * 0.5",
    "t = h * 1.0\nfor j in range(2):\n    t[:, 2 * j:2 * j + 2] += y[:, 0:2] * {c}\nh = t",
    "t = h * 1.0\ni = Tensor(0, ms.int32)\nwhile i < 3:\n    t[i] = t[i] * {c} + 0.1\n"
    "    i += 1\nh = t",
    "t = h * 1.0\nif h.sum() > {c}:\n    t[m] = 0.5\nelse:\n    t[1:3] = y[2:4]\nh = t",
    "t = h * 1.0\nfor j in range(2):\n    t[ix] = t[ix] * {c} + r\nh = t",
    "t = h * 1.0\nfor j in range(3):\n    t[..., j] = t[..., j + 3] - y[..., j]\nh = t",
    "t = h * 1.0\nfor k, s in enumerate(({c}, 0.5)):\n    t[k::2] = t[k::2] * s\nh = t",
    "j = 0\nt = h * 1.0\nwhile j < 3:\n    t[:, j] = self.blocks[j](h)[:, j]\n    j += 1\nh = t",
    "t = h * 1.0\nfor j in range(2):\n    if t[j].sum() > {c}:\n        t[j] = -t[j]\nh = t",
    "h = h + ops.stop_gradient(h * r) * {c}",
    "h = ops.depend(h, ops.assign_add(self.acc, h * 0.1)) + self.acc * {c}",
    "u = ops.stop_gradient(self.blocks[0](h))\nh = h * r + u * {c}",
    "if h.mean() > {c}:\n    h = ops.stop_gradient(h) + h * r\nelse:\n    h = h * w.sum()",
    "a = ops.assign(self.acc, h)\nh = ops.depend(h * r, a) + self.acc * 0.1",
    "for j in range(2):\n    h = h + ops.stop_gradient(h) * {c} * r",
    "s = ops.stop_gradient(h.sum())\nh = h / (ops.abs(s) + 1.0) + h * r",
    "h = ops.depend(h, ops.assign_add(self.cnt, 1)) * (self.cnt * 0.1 + 1.0)",
    "if m.any():\n    h = ops.depend(h, ops.assign_add(self.acc, h * {c}))\nh = h + self.acc * 0.1",
    "i = 0\nwhile i < 3:\n    h = self.blocks[i](h) * 0.5 + h * 0.5\n    i += 1",
    "for j in range(len(self.blocks) - 1, -1, -1):\n    h = self.blocks[j](h, {c})",
    "for j in (2, 0):\n    if h.sum() > {c}:\n        h = self.blocks[j](h)",
    "for j, b in enumerate(self.blocks):\n    h = h + b(h) * (j * {c})",
    "h = self.blocks[self.pick](h) + h * {c}",
    "for j in range(3):\n    if j != 1:\n        h = self.blocks[j](h) * r",
    "h = h + (n + m) * {c}",
    "h = h * (m + 0.5)",
    "h = h + ops.cast(n, ms.float16) * ops.cast(m, ms.float16) * {c}",
    "h = h + (n * m).astype(ms.float16) / 4",
    "h = h + (n > 1) * (m | (n < 0)) * {c}",
    "h = (h.astype(ms.float16) * {c} + h.astype(ms.float16)).astype(ms.float32)",
    "h = h + ops.where(m, n, 2) * 0.1",
    "h = h + (n // 3 + m).astype(ms.float32) * {c}",
    "h = h + ops.cast(m, ms.int32) * r",
    "h = h + (h.astype(ms.float16) * r).astype(ms.float32) * {c}",
]

# control flow around a call of the op table
CALL_WRAPS = [
    "if {cond}:\n    h = fold(h, {call})\nelse:\n    h = fold(h * {c}, {call})",
    "t = h * 1.0\nfor j in range(2):\n    t[j] = fold(t, {call})[j]\nh = t",
    "h = fold(h, ops.stop_gradient({call}))",
]
CONDS = ["h.sum() > {c}", "(h * r).mean() < {c}", "self.acc.sum() >= 0", "m.any()",
         "n.max() > 2"]

# differentiations ``main()`` takes (lines of its body, indented 4; ``{inp}`` an input set's
# ``X, Y`` pair): nested ``ms.grad``, ``has_aux``, ``grad_position``/``weights``, jitted
GRADS = [
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "def f2(x, y):\n    gx, gy = ms.grad(f1, grad_position=(0, 1))(x, y)\n"
    "    return (gx * gy).sum() + gx.mean()\n\n"
    "res.append(guard(ms.grad(f2, grad_position=0), {inp}))",
    "def f3(x, y):\n    g, aux = ms.grad(net, 0, None, has_aux=True)(x, y, N, M)\n"
    "    return (g * g).sum(), aux\n\n"
    "res.append(guard(ms.value_and_grad(f3, grad_position=1, has_aux=True), {inp}))",
    "loss, wts = Loss(net), net.trainable_params()\n\ndef f4(x, y):\n"
    "    return ms.grad(loss, grad_position=(0, 1), weights=wts)(x, y, N, M)\n"
    "\nf4j = ms.jit(f4)\nres.append(guard(f4j, {inp}))",
    "res.append(guard(ms.grad(net, None, net.blocks.trainable_params(), has_aux=True), {inp}, "
    "N, M))",
    "def f5(x, y):\n    loss, outs = net(x, y, N, M)\n"
    "    return loss * 2.0, ops.stop_gradient(loss)\n\n"
    "res.append(guard(ms.value_and_grad(f5, (0, 1), net.trainable_params(), has_aux=True), "
    "{inp}))",
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "def f6(x):\n    v, g = ms.value_and_grad(f1, grad_position=1)(x, Y)\n"
    "    return v + (g * x).sum()\n\nres.append(guard(ms.grad(f6), {inp1}))",
    "def f7(x, y):\n    loss, outs = net(x, y, N, M)\n    return loss, (x * 2.0, outs)\n\n"
    "f7g = ms.jit(ms.grad(f7, grad_position=(1,), weights=net.p, has_aux=True))\n"
    "res.append(guard(f7g, {inp}))",
    "def f8(x, y):\n    return ms.grad(net, grad_position=(0, 1), has_aux=True)(x, y, N, M)\n\n"
    "f8j = ms.jit(f8)\nres.append(guard(f8j, {inp}))",
    "res.append(guard(ms.value_and_grad(net, grad_position=(1, 0), weights=net.trainable_params(),"
    " has_aux=True), {inp}, N, M))",
]

# the optimizers of the train step (``{params}`` its Parameters or groups); ``lr`` marks those
# whose ``learning_rate`` is one Parameter (LR_BODY may write it)
OPTIMIZERS = [
    ("nn.SGD({params}, learning_rate=0.05, momentum=0.9)", True),
    ("nn.Momentum({params}, 0.05, 0.9)", True),
    ("nn.Adam({params}, learning_rate=0.01, weight_decay=0.01)", True),
    ("nn.AdamWeightDecay({params}, 0.01, weight_decay=0.05)", True),
    ("nn.RMSProp({params}, 0.01, centered=True)", True),
    ("nn.Adagrad({params}, learning_rate=0.05)", True),
]
PARAMS = [
    ("net.trainable_params()", True),
    ("[{'params': net.blocks.trainable_params(), 'lr': 0.02}, {'params': [net.p, net.w]}]",
     False),
    ("[{'params': net.blocks[0].trainable_params(), 'weight_decay': 0.01}, "
     "{'params': [net.p]}]", True),
]
# the train steps: (text over ``net``/``opt``, whether it takes the learning-rate argument);
# ``JitStep.run`` called directly, a dynamic loss scale that overflows until it has shrunk
STEPS = [
    ("Step(net, opt)", True),
    ("JitStep(net, opt)", True),
    ("JitStep(net, opt).run", True),
    ("nn.TrainOneStepWithLossScaleCell(Loss(net), opt, scale_sense=Tensor(64.0, ms.float32))",
     False),
    ("nn.TrainOneStepWithLossScaleCell(Loss(net), opt, scale_sense=nn.DynamicLossScaleUpdateCell("
     "loss_scale_value=2.0 ** 10, scale_factor=2, scale_window=2))", False),
    ("nn.TrainOneStepWithLossScaleCell(Loss(net), opt, "
     "scale_sense=nn.FixedLossScaleUpdateCell(128.0))", False),
    ("nn.TrainOneStepWithLossScaleCell(Loss(net), opt, scale_sense=nn.DynamicLossScaleUpdateCell("
     "loss_scale_value=3e38, scale_factor=4, scale_window=1))", False),
]
# how the learning-rate argument is passed
LRS = ["ms.mutable({v})", "Tensor({v}, ms.float32)", "{v}"]
