"""The ``train``, ``ints`` and ``index`` families of the sixth fuzzer (see ``fuzz_programs6``)."""
from fuzz_programs6 import HEAD, _Base

_OPTS = [
    "nn.SGD(params, learning_rate={lr}, momentum=0.9, nesterov=True, weight_decay=0.01)",
    "nn.SGD(params, learning_rate={lr}, momentum=0.5, dampening=0.1)",
    "nn.SGD(params, learning_rate={lr}, weight_decay=0.05)",
    "nn.Momentum(params, learning_rate={lr}, momentum=0.9, weight_decay=0.01)",
    "nn.Momentum(params, learning_rate={lr}, momentum=0.8, use_nesterov=True)",
    "nn.Adam(params, learning_rate={lr}, weight_decay=0.01)",
    "nn.Adam(params, learning_rate={lr}, use_amsgrad=True)",
    "nn.Adam(params, learning_rate={lr}, use_nesterov=True, beta1=0.8)",
    "nn.AdamWeightDecay(params, learning_rate={lr}, weight_decay=0.1)",
    "nn.RMSProp(params, learning_rate={lr}, momentum=0.5, centered=True)",
    "nn.RMSProp(params, learning_rate={lr}, decay=0.8, epsilon=1e-6)",
    "nn.Adagrad(params, learning_rate={lr}, accum=0.1)",
    "nn.Lamb(params, learning_rate={lr}, weight_decay=0.01)",
    "nn.LARS(nn.SGD(params, learning_rate={lr}, momentum=0.9), epsilon=1e-5, coefficient=0.01)",
]
_LRS = [
    "0.05", "[0.1, 0.05, 0.02, 0.01]",
    "nn.ExponentialDecayLR(0.1, 0.8, 2)", "nn.CosineDecayLR(0.001, 0.1, 4)",
    "nn.PolynomialDecayLR(0.1, 0.01, 3, 0.5)", "Tensor(np.array([0.1, 0.06, 0.03, 0.01], np.float32))",
]
_STEPS = [
    "nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)",
    "nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt, sens=2.0)",
    "nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, loss_fn), opt, "
    "scale_sense=Tensor(np.array(8.0, np.float32)))",
    "nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, loss_fn), opt, "
    "scale_sense=nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 10, scale_factor=2, "
    "scale_window=2))",
    "ClipStep(nn.WithLossCell(net, loss_fn), opt)",
]
# 2.10 on CPU lacks the float-status op of TrainOneStepWithLossScaleCell (it runs on GPU/Ascend)


class _Train(_Base):
    """Several training steps; every Parameter and optimizer state compared after them."""

    def program(self):
        r = self.r
        opt = r.choice(_OPTS)
        lr = r.choice(_LRS)
        if "LARS" in opt or "Lamb" in opt:
            lr = r.choice(_LRS[:3])
        opt = opt.format(lr=lr)
        step = r.choice(_STEPS)
        loss = r.choice(["nn.MSELoss()", "nn.L1Loss()", "nn.SmoothL1Loss()"])
        group = r.random() < 0.25 and "LARS" not in opt
        params = ("[{'params': net.fc1.trainable_params(), 'weight_decay': 0.02}, "
                  "{'params': net.fc2.trainable_params(), 'lr': 0.02}]" if group
                  else "net.trainable_params()")
        act = r.choice(["nn.ReLU()", "nn.Tanh()", "nn.Sigmoid()"])
        x_scale = r.choice(["1.0", "50.0"]) if "Scale" in step else "1.0"
        return HEAD.format() + f'''

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 5, weight_init=lin(5, 6), bias_init=lin(5, lo=-0.1, hi=0.1))
        self.act = {act}
        self.fc2 = nn.Dense(5, 3, weight_init=lin(3, 5, lo=0.4, hi=-0.3), bias_init="zeros")

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class ClipStep(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net = net
        self.opt = opt
        self.weights = opt.parameters
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x, y):
        loss = self.net(x, y)
        grads = self.grad(self.net, self.weights)(x, y)
        grads = ops.clip_by_global_norm(grads, 0.5)
        self.opt(grads)
        return loss


def main():
    net = Net()
    loss_fn = {loss}
    params = {params}
    opt = {opt}
    step = {step}
    step.set_train()
    y = Tensor(np.linspace(-1.0, 1.0, 12).reshape(4, 3).astype(np.float32))
    res = []
    for i, x in enumerate((X, X2, X3, X * 0.5)):
        res.append(snap(step(x * {x_scale}, y)))
    res.append(snap({{p.name: p for p in step.get_parameters()}}))
    return res
'''


class _Ints(_Base):
    """Integer and special-value semantics: // and % with negatives, bitwise, NaN/inf."""

    POOL = [
        ("a // b", "i"), ("a % b", "i"), ("ops.floor_div(a, b)", "i"), ("ops.floor_mod(a, b)", "i"),
        ("a // 3", "i"), ("a % -3", "i"), ("-7 // b", "i"), ("a * b - a", "i"), ("a ** 2", "i"),
        ("f // g", "f"), ("f % g", "f"), ("f % -1.5", "f"), ("f // 0.7", "f"),
        ("ops.bitwise_and(a, b)", "i"), ("ops.bitwise_or(a, b)", "i"),
        ("ops.bitwise_xor(a, b)", "i"), ("a & b", "i"), ("a | 5", "i"), ("a ^ b", "i"),
        ("ops.maximum(n, g)", "f"), ("ops.minimum(n, g)", "f"), ("n.max()", "f"),
        ("n.min(axis=0)", "f"), ("n.sum(1)", "f"), ("n.mean()", "f"), ("ops.argmax(n, dim=1)", "f"),
        ("ops.sort(n)[0]", "f"), ("ops.sort(n, axis=0, descending=True)[1]", "f"),
        ("ops.where(n > 0, n, g)", "f"), ("ops.clip_by_value(n, -1.0, 1.0)", "f"),
        ("ops.isnan(n)", "f"), ("ops.isinf(n) | ops.isnan(n)", "f"), ("n == n", "f"),
        ("n > g[0]", "f"), ("a >= b[:, :1]", "i"), ("f < g[1]", "f"), ("(f > 0) & (g < 0)", "f"),
        ("(f > 0).astype(ms.int32) + (g < 0).astype(ms.int32)", "f"), ("ops.logical_not(f > g)", "f"),
        ("(a > 0).sum()", "i"), ("ops.abs(a) // 2 * b", "i"), ("ops.neg(a) % 4", "i"),
        ("ops.cumsum(a, 1)", "i"), ("a.max(axis=1)", "i"), ("ops.clamp(a, -2, 2)", "i"),
        ("n.argmin(axis=1)", "f"), ("ops.nan_to_num(n, 0.0, 9.0, -9.0)", "f"),
        ("ops.topk(g, 2)[0]", "f"), ("ops.exp(n * 100.0)", "f"), ("ops.log(ops.abs(f))", "f"),
        ("f / 0.0", "f"), ("ops.sqrt(f)", "f"), ("ops.sign(n)", "f"),
        ("a // 2 + b % 2", "i"), ("(a * 100000) // 7", "i"), ("ops.div(a, b, rounding_mode='floor')", "i"),
        ("ops.div(a, b, rounding_mode='trunc')", "i"), ("ops.fmod(f, g)", "f"), ("ops.remainder(a, b)", "i"),
    ]

    def program(self):
        r = self.r
        picks = r.sample(self.POOL, r.randint(3, 6))
        outs = [p for p, _ in picks]
        if r.random() < 0.3:
            outs.append("self.n // -4 + self.m % 3")
        body = "\n".join(f"        o{i} = {o}" for i, o in enumerate(outs))
        ret = ", ".join(f"o{i}" for i in range(len(outs)))
        return HEAD.format() + f'''

class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = -7
        self.m = 5

    def construct(self, a, b, f, g, n):
{body}
        return {ret}


# no zero in A or B: they swap places as divisors, and integer division by zero is the
# backend's (2.10's CPU kernel gives INT_MIN, XLA 0)
A = np.arange(24).reshape(4, 6) * 5 % 17 - 8
A = Tensor(np.where(A == 0, 5, A).astype(np.{r.choice(["int32", "int64"])}))
B = (np.arange(24).reshape(4, 6) * 3 % 11 - 5)
B = Tensor(np.where(B == 0, 3, B).astype(A.asnumpy().dtype))
F = Tensor(np.linspace(-3.3, 2.9, 24).reshape(4, 6).astype(np.float32))
G = Tensor(np.where(np.arange(24) % 7 == 3, -1.25, np.cos(np.arange(24))).reshape(4, 6).astype(np.float32))
N = np.sin(np.arange(24) * 1.3).reshape(4, 6).astype(np.float32)
N[1, 2] = np.nan
N[2, 0] = np.inf
N[3, 5] = -np.inf
N = Tensor(N)


def main():
    net = Prog()
    return [snap(net(A, B, F, G, N)), snap(net(B, A, G, F, N))]
'''


class _Index(_Base):
    """getitem/setitem breadth on a (4, 6) and a (2, 3, 4) tensor."""

    GET = [
        "x[::2]", "x[1::3, ::2]", "x[-1]", "x[-3:-1, -2]", "x[..., 1]",
        "y[..., -1]", "y[:, None, 1]", "x[None, 1:3]", "x[self.idx]", "x[:, self.idx]",
        "y[self.idx2, 1:]", "x[1, self.idx]", "x[i:j]", "y[i, :j]",
        "x[[0, 2, 3]]", "y[1, ..., ::2]", "x[2:, -1:]",
        "x[0:-1:2, 3]", "y[-1, -1, -1]", "x[:, 4:]",
        "y[0][self.idx2]",
    ]
    SET = [
        "z[0] = 1.5", "z[:, 1] = v[:, 0]", "z[1:3] = v[0] * 2.0", "z[..., -1] = -2.0",
        "z[self.idx] = 0.0", "z[z > 0.5] = 0.25", "z[::2, ::3] = 7.0", "z[-1, -2:] = v[1, :2]",
        "z[i:j] = 3.0", "z[self.bmask] = -1.0", "z[:, self.idx] = v[:, :3] * 0.5",
        "z[1] = z[2] + z[3]", "z[None, 0] = v[0]", "z[1][2] = 4.0", "z[0][1:3] += v[0][1:3]",
        "z[2][::2] = v[1][:3]",
    ]

    def program(self):
        r = self.r
        gets = r.sample(self.GET, r.randint(2, 4))
        sets = r.sample(self.SET, r.randint(1, 4))
        body = "\n".join(f"        o{k} = {g}" for k, g in enumerate(gets))
        body += "\n        z = x * 1.0\n" + "\n".join(f"        {s}" for s in sets)
        ret = ", ".join([f"o{k}" for k in range(len(gets))] + ["z"])
        lossed = "z.sum() + o0.sum()"
        return HEAD.format() + f'''

class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.idx = Tensor(np.array([2, 0, 3], np.int32))
        self.idx2 = Tensor(np.array([1, 0, 1], np.int64))
        self.bmask = Tensor(np.array([True, False, True, False]))

    def construct(self, x, y, v, i, j):
{body}
        return {ret}


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, v, i, j):
        out = self.net(x, y, v, i, j)
        o0, z = out[0], out[-1]
        return {lossed}


Y = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) * 0.5 - 3.0)
I, J = Tensor(1, ms.int64), Tensor(3, ms.int64)


def main():
    net = Prog()
    res = [snap(net(X, Y, X2, I, J)), snap(net(X3, Y * 2.0, X, I, J))]
    if {"o0 = x[i" not in body and "y[i" not in body!r}:
        res.append(snap(ms.grad(Loss(net), grad_position=(0, 2))(X, Y, X2, I, J)))
    return res
'''
