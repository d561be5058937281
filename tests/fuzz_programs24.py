"""Random programs for the twenty-fourth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz24):
the layer configuration space with gradients, and MindSpore's composite tools as optimizers use
them. ``Net`` chains two to five layers over a 1-d (2, 4, 12), 2-d (2, 3, 9, 8) or 3-d
(2, 2, 5, 6, 4) input, the generator tracking channels and spatial sizes as 2.10 computes them:

- ``Conv1d/2d/3d`` (``pad_mode`` same/valid/pad, int or per-side ``padding`` tuples, stride,
  dilation, ``group``, ``has_bias``) and ``Conv1d/2d/3dTranspose`` (``output_padding`` too);
- ``MaxPool``/``AvgPool`` 1d/2d/3d (``pad_mode``, ``ceil_mode``, ``dilation``,
  ``count_include_pad``, ``divisor_override``), ``AdaptiveAvgPool``/``AdaptiveMaxPool``;
- ``BatchNorm1d/2d/3d`` (momentum, affine), ``GroupNorm``, ``LayerNorm`` over the last one to
  three axes (``begin_norm_axis``/``begin_params_axis``, positive or negative);
- ``PixelShuffle``/``PixelUnshuffle``, ``Upsample`` (nearest/linear/bilinear/bicubic by size,
  nearest/trilinear by scale factor, ``align_corners``), ``Flatten`` then ``Unflatten``,
  ``ZeroPad2d``/``ConstantPad*d``/``ReflectionPad*d``/``ReplicationPad*d``, activations.

Every Parameter is set to a linspace after construction (``fill``), whatever shape the layer
gives it. A ``Dense`` head reads the flattened result. Some layers call ``recompute()``.
``main()`` snaps an eval call, ``ms.grad`` with respect to the input and the weights in training
mode, three training steps (``nn.Momentum`` under ``TrainOneStepCell``; or a hand-written
optimizer Cell updating a ``ParameterTuple`` through ``ops.HyperMap``/``ops.Map`` over a
``MultitypeFuncGraph`` with ``ops.Partial`` and momentum buffers from ``ParameterTuple.clone``,
driven by ``ms.value_and_grad`` in a plain or ``@ms.jit`` step joined by ``ops.depend``) with
every Parameter after each step (BatchNorm's moving statistics included), and a last eval call.
InstanceNorm is left out (no 2.10 CPU kernel), as are ``scale_factor`` with nearest 3-d/4-d,
linear and bicubic (2.10's ValueError). Against 2.10 itself: a ``recompute()``d BatchNorm under
``ms.grad`` outside a graph updates its moving statistics twice on 2.10 (the forward runs again
in the backward; once in 2.10's GRAPH_MODE and in minicell's modes: measured, seed 8).
"""
import math
import random

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter, ParameterTuple


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    return (type(v).__name__, v)


def fill(cell):
    """Every Parameter of ``cell`` a linspace of its own shape (the layers' shapes vary),
    weights scaled by their fan-in (the values stay near 1 through the layers)."""
    for i, p in enumerate(cell.get_parameters()):
        n = int(np.prod(p.shape))
        positive = "gamma" in p.name or "variance" in p.name
        lo, hi = (0.6 + 0.05 * i, 1.3) if positive else (-0.5 + 0.07 * i, 0.6 - 0.03 * i)
        scale = 1.5 / np.sqrt(n / p.shape[0]) if len(p.shape) > 1 else 1.0
        p.set_data(Tensor((np.linspace(lo, hi, n) * scale).reshape(p.shape).astype(np.float32)))
    return cell


def inputs(shape, k):
    n = int(np.prod(shape))
    return Tensor(np.cos(np.arange(n) * (0.37 + 0.11 * k)).reshape(shape).astype(np.float32))
'''

_OPT_CELL = '''

_upd = ops.MultitypeFuncGraph("_upd")


@_upd.register("Tensor", "Tensor", "Tensor", "Tensor")
def _upd_momentum(lr, p, m, g):
    m = ops.assign(m, m * 0.9 + g)
    return ops.assign(p, p - lr * m)


@_upd.register("Tensor", "Tensor", "Tensor")
def _upd_plain(lr, p, g):
    return ops.assign(p, p - lr * g)


class Opt(nn.Cell):
    def __init__(self, params):
        super().__init__()
        self.params = ParameterTuple(params)
        self.moments = self.params.clone(prefix="mom", init="zeros")
        self.lr = Parameter(Tensor(0.02, ms.float32), name="lr", requires_grad=False)
        self.map = {mapper}

    def construct(self, grads):
        return self.map({call})
'''

_OPT_CALLS = [
    ("ops.HyperMap()", "ops.Partial()(_upd, self.lr), self.params, self.moments, grads"),
    ("ops.HyperMap()", "ops.partial(_upd, self.lr), self.params, grads"),
    ("ops.Map()", "ops.partial(_upd, self.lr), self.params, self.moments, grads"),
    ("ops.HyperMap(_upd)", "(self.lr,) * len(grads), self.params, self.moments, grads"),
]

_ACTS = ["h = ops.relu(h) - h * 0.1", "h = ops.tanh(h) * 1.5", "h = ops.sigmoid(h) * h",
         "h = ops.gelu(h)", "h = h * 0.5 + ops.abs(h) * 0.25"]


def _pool_out(n, k, s, mode, p=0, d=1, ceil=False):
    """2.10's pooled size (PyTorch's rule: a last window starting in the right padding is
    dropped in ceil mode)."""
    if mode == "same":
        return -(-n // s)
    if mode == "valid":
        return (n - d * (k - 1) - 1) // s + 1
    span = n + 2 * p - d * (k - 1) - 1
    out = (-(-span // s) if ceil else span // s) + 1
    if ceil and (out - 1) * s >= n + p:
        out -= 1
    return out


def _tup(r, d, choices):
    """An int, or a tuple of ``d`` ints drawn from ``choices``."""
    if d == 1 or r.random() < 0.5:
        v = r.choice(choices)
        return v, (v,) * d
    t = tuple(r.choice(choices) for _ in range(d))
    return t, t


class _Gen:
    def __init__(self, seed):
        self.r = random.Random(f"fuzz24:{seed}")
        self.d = self.r.choice([1, 2, 2, 3])
        self.c, self.sp = {1: (4, [12]), 2: (3, [9, 8]), 3: (2, [5, 6, 4])}[self.d]
        self.shape = (2, self.c) + tuple(self.sp)
        self.layers, self.body, self.n = [], [], 0
        self.cap = {1: 40, 2: 20, 3: 10}[self.d]

    def add(self, expr, stmt="h = {l}(h)"):
        self.n += 1
        name = f"self.l{self.n}"
        self.layers.append(f"{name} = fill({expr})")
        self.body.append(stmt.format(l=name, n=self.n))
        if self.r.random() < 0.15:
            self.layers.append(f"{name}.recompute()")

    def ok(self, sp):
        return all(1 <= n <= self.cap for n in sp)

    # ---- layers: each returns False when the draw does not fit the current shape
    def conv(self):
        r, d, c = self.r, self.d, self.c
        cout = r.choice([2, 3, 4, 6])
        group = r.choice([g for g in (1, 2, 3) if c % g == 0 and cout % g == 0])
        k, ks = _tup(r, d, [1, 2, 3])
        s, ss = _tup(r, d, [1, 2])
        dl, ds = _tup(r, d, [1, 2])
        mode = r.choice(["same", "valid", "pad"])
        extra, pads = "", [(0, 0)] * d
        if mode == "pad":
            if d == 1 or r.random() < 0.5:
                p = r.choice([1, 2])
                pads, extra = [(p, p)] * d, f", padding={p}"
            else:
                pads = [(r.choice([0, 1, 2]), r.choice([0, 1])) for _ in range(d)]
                extra = f", padding={tuple(v for pr in pads for v in pr)}"
        sp = []
        for n, kk, st, dd, (pl, pr) in zip(self.sp, ks, ss, ds, pads):
            sp.append(-(-n // st) if mode == "same" else (n + pl + pr - dd * (kk - 1) - 1) // st + 1)
        if not self.ok(sp):
            return False
        bias = r.choice([True, False])
        self.add(f"nn.Conv{d}d({c}, {cout}, {k}, stride={s}, pad_mode='{mode}'{extra}, "
                 f"dilation={dl}, group={group}, has_bias={bias})")
        self.c, self.sp = cout, sp
        return True

    def convt(self):
        r, d, c = self.r, self.d, self.c
        cout = r.choice([2, 3, 4])
        group = r.choice([g for g in (1, 2) if c % g == 0 and cout % g == 0])
        k, ks = _tup(r, d, [2, 3])
        s, ss = _tup(r, d, [1, 2])
        mode = r.choice(["same", "valid", "pad"])
        extra, p, op = "", 0, 0
        if mode == "pad":
            p = r.choice([0, 1])
            extra = f", padding={p}"
            if d > 1 and r.random() < 0.4 and min(ss) == 2:
                op = 1
                extra += ", output_padding=1"
        sp = []
        for n, kk, st in zip(self.sp, ks, ss):
            sp.append(n * st if mode == "same" else (n - 1) * st + kk if mode == "valid"
                      else (n - 1) * st - 2 * p + kk + op)
        if not self.ok(sp):
            return False
        self.add(f"nn.Conv{d}dTranspose({c}, {cout}, {k}, stride={s}, pad_mode='{mode}'{extra}, "
                 f"group={group}, has_bias={r.choice([True, False])})")
        self.c, self.sp = cout, sp
        return True

    def pool(self):
        r, d = self.r, self.d
        kind = r.choice(["Max", "Avg"])
        k = r.choice([2, 3])
        s = r.choice([1, 2])
        mode = r.choice(["same", "valid", "pad"])
        extra, p, dl, ceil = "", 0, 1, False
        if mode == "pad":
            p = r.choice([0, 1])
            ceil = r.choice([True, False])
            extra = f", padding={p}, ceil_mode={ceil}"
            if kind == "Max" and r.random() < 0.3:
                dl = 2
                extra += ", dilation=2"
            if kind == "Avg":
                extra += f", count_include_pad={r.choice([True, False])}"
                if d == 2 and r.random() < 0.3:
                    extra += ", divisor_override=2"
        sp = [_pool_out(n, k, s, mode, p, dl, ceil) for n in self.sp]
        if not self.ok(sp) or any(n < dl * (k - 1) + 1 for n in self.sp):
            return False
        self.add(f"nn.{kind}Pool{d}d({k}, {s}, pad_mode='{mode}'{extra})")
        self.sp = sp
        return True

    def adaptive(self):
        r, d = self.r, self.d
        kind = r.choice(["Avg", "Max"])
        if d == 1:
            outs = [o for o in range(1, self.sp[0] + 1) if self.sp[0] % o == 0 and o > 1]
            if not outs:
                return False
            sp = [r.choice(outs)]
            arg = sp[0]
        else:
            sp = [r.randint(1, n) for n in self.sp]
            arg = tuple(sp)
        self.add(f"nn.Adaptive{kind}Pool{d}d({arg})")
        self.sp = sp
        return True

    def norm(self):
        r, d, c = self.r, self.d, self.c
        kind = r.choice(["bn", "bn", "gn", "ln"])
        if kind == "bn":
            self.add(f"nn.BatchNorm{d}d({c}, momentum={r.choice([0.9, 0.5, 0.1])}, "
                     f"affine={r.choice([True, True, False])})")
        elif kind == "gn":
            g = r.choice([g for g in (1, 2, 3) if c % g == 0])
            self.add(f"nn.GroupNorm({g}, {c}, eps={r.choice([1e-5, 1e-3])})")
        else:
            full = (c,) + tuple(self.sp)
            k = r.randint(1, min(3, len(full)))
            axis = 2 + d - k if r.random() < 0.5 else -k
            self.add(f"nn.LayerNorm({full[-k:]}, begin_norm_axis={axis}, "
                     f"begin_params_axis={axis})")
        return True

    def reshape(self):
        r, d, c, sp = self.r, self.d, self.c, self.sp
        opts = ["flat"]
        if d == 2 and c % 4 == 0:
            opts.append("shuffle")
        if d == 2 and sp[0] % 2 == 0 and sp[1] % 2 == 0:
            opts.append("unshuffle")
        if all(2 * n <= self.cap for n in sp):
            opts.append("up")
        opts.append("pad")
        kind = r.choice(opts)
        if kind == "flat":
            self.add("nn.Flatten(1, 2)", "h = self.u{n}({l}(h))")
            self.layers.append(f"self.u{self.n} = nn.Unflatten(1, ({c}, {sp[0]}))")
        elif kind == "shuffle":
            self.add("nn.PixelShuffle(2)")
            self.c, self.sp = c // 4, [n * 2 for n in sp]
        elif kind == "unshuffle":
            self.add("nn.PixelUnshuffle(2)")
            self.c, self.sp = c * 4, [n // 2 for n in sp]
        elif kind == "up":
            self.upsample()
        else:
            p = r.choice([1, 2])
            self.sp = [n + 2 * p for n in sp]
            if not self.ok(self.sp) or (min(sp) <= p):
                self.sp = sp
                return False
            how = r.choice(["Zero", "Constant", "Reflection", "Replication"])
            if how == "Zero":
                if d != 2:
                    self.sp = sp
                    return False
                self.add(f"nn.ZeroPad2d({p})")
            elif how == "Constant":
                self.add(f"nn.ConstantPad{d}d({p}, 0.25)")
            else:
                self.add(f"nn.{how}Pad{d}d({p})")
        return True

    def upsample(self):
        r, d, sp = self.r, self.d, self.sp
        mode = r.choice({1: ["nearest", "linear"], 2: ["nearest", "bilinear", "bicubic"],
                         3: ["nearest", "trilinear"]}[d])
        extra = ""
        if mode in ("linear", "bilinear", "bicubic", "trilinear") and r.random() < 0.6:
            extra = f", align_corners={r.choice([True, False])}"
        if d == 3 and r.random() < 0.5:
            self.add(f"nn.Upsample(scale_factor=2.0, mode='{mode}'{extra})")
            self.sp = [2 * n for n in sp]
            return
        new = [r.randint(n, 2 * n) for n in sp]
        size = new[0] if d == 1 else tuple(new)
        self.add(f"nn.Upsample(size={size}, mode='{mode}'{extra})")
        self.sp = new

    def program(self):
        r = self.r
        kinds = ["conv", "conv", "convt", "pool", "adaptive", "norm", "norm", "reshape"]
        for _ in range(r.randint(2, 5)):
            for _ in range(10):
                if getattr(self, r.choice(kinds))():
                    break
            if r.random() < 0.5:
                self.body.append(r.choice(_ACTS))
        flat = self.c * math.prod(self.sp)
        return flat


_TRAIN_CELL = '''    opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    for x, y in FEEDS:
        res.append(snap(step(x, y)))
        res.append(snap(list(net.get_parameters())))'''

_TRAIN_FN = '''    opt = Opt(net.trainable_params())
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    grad_fn = ms.value_and_grad(loss_net, None, opt.params)

    {deco}def train_step(x, y):
        loss, grads = grad_fn(x, y)
        return ops.depend(loss, opt(grads))

    for x, y in FEEDS:
        res.append(snap(train_step(x, y)))
        res.append(snap(list(net.get_parameters()) + list(opt.moments)))'''

TEMPLATE = '''
X = inputs({shape}, 0)
FEEDS = [(inputs({shape}, k), Tensor(np.linspace(-1, 1, 6).reshape(2, 3).astype(np.float32) * k))
         for k in (1, 2, 3)]
{opt_cell}

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
{layers}
        self.head = fill(nn.Dense({flat}, 3))

    def construct(self, x):
        h = x
{body}
        return self.head(h.reshape(2, -1))


def main():
    net = Net()
    res = []
    net.set_train(False)
    res.append(snap(net(X)))
    net.set_train(True)

    def fwd(x):
        return (net(x) * Tensor(np.array([[1.0, -0.5, 0.25]], np.float32))).sum()

    res.append(snap(ms.grad(fwd, grad_position=0, weights=net.trainable_params())(X)))
{train}
    net.set_train(False)
    res.append(snap(net(X)))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    g = _Gen(seed)
    flat = g.program()
    r = g.r
    if r.random() < 0.4:
        train, opt_cell = _TRAIN_CELL, ""
    else:
        mapper, call = r.choice(_OPT_CALLS)
        opt_cell = _OPT_CELL.format(mapper=mapper, call=call)
        train = _TRAIN_FN.format(deco=r.choice(["", "@ms.jit\n    "]))
    return HEAD + TEMPLATE.format(
        shape=g.shape, opt_cell=opt_cell, flat=flat,
        layers="\n".join("        " + s for s in g.layers),
        body="\n".join("        " + s for s in g.body), train=train)
