"""The module head, statement texts and ``main()`` of ``fuzz_programs46``'s programs (its
docstring says what they cover); ``{c}`` in a text is a Python float drawn per statement."""
from fuzz_compare import SNAP_PRELUDE


HEAD = SNAP_PRELUDE + '''
_G = np.arange(24).reshape(4, 6)
X = (np.sin(_G * 0.7) * 1.5).astype(np.float32)
Y = np.cos(_G * 1.3).astype(np.float32)
N = np.array([1, -2, 3, 0], np.int32)
SENS = Tensor(np.cos(_G * 0.4).astype(np.float32))
MASK = Tensor(np.sin(_G * 2.1) > 0.3)
IDX = Tensor(np.array([2, 0], np.int32))
COLS = Tensor(np.array([5, 1, 3], np.int32))


class Lin(nn.Cell):
    def __init__(self, s):
        super().__init__()
        w = np.cos(np.arange(36).reshape(6, 6) * s) * 0.4
        self.w = Parameter(Tensor(w.astype(np.float32)), name="w")
        self.b = Parameter(Tensor(np.full((6,), s, np.float32)), name="b")

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w) + self.b)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([Lin(0.3), Lin(0.7)])
        self.cl = nn.CellList([Lin(1.1), Lin(0.2), Lin(0.5)])
        self.p = Parameter(Tensor(np.linspace(-0.5, 1.0, 6).astype(np.float32)), name="p")
        self.q = Parameter(Tensor(np.zeros((6,), np.float32)), name="q")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)

    def walk(self, a, lim):
        j = Tensor(0, ms.int32)
        while j < 4:
            a = a * 0.7 + self.p
            if a.sum() < lim:
                return a * 2
            j += 1
        return a

    def first_big(self, xs, lim):
        for t in xs:
            if t.max() > lim:
                return t * 0.5
        return xs[-1]

    def climb(self, a, steps):
        for j in range(steps):
            if a.mean() > 0.5:
                break
            a = a + 0.25 * j
        return a

    def star(self, *args, **kw):
        s = args[0]
        for a in args[1:]:
            s = s + a
        if "scale" in kw:
            s = s * kw["scale"]
        return s

    def kd(self, a, m=2, *, b=0.5):
        return a * m + b

    def pick(self, a, j):
        if j == 0:
            return a
        if j == 1:
            return self.cl[0](a)
        return self.cl[2](a) * 0.5

    def deep(self, a, lim):
        for t in (a, a * 2):
            j = Tensor(0, ms.int32)
            while j < 3:
                t = t * 0.5
                if t.sum() < lim:
                    return t + j
                j += 1
        return a - 1

    def rec(self, a, d):
        if d <= 0:
            return a
        return self.rec(a * 0.5 + 1, d - 1)

    def twice(self, f, a):
        return f(f(a))

    def acc_loop(self, a, b):
        out = a * 0
        for r, s in zip(a, b):
            if r.sum() > s.sum():
                out = out + r
            else:
                out = out - s
        return out

    def construct(self, x, y, n, k, tp):
        h = x * self.p + y
        outs = ()
{body}
        return h, outs
'''

LOOPS = [
    "j = Tensor(0, ms.int32)\nwhile j < 5:\n    j += 1\n    if (h * j).max() > 3:\n"
    "        break\n    h = h + 0.1 * y",
    "while True:\n    h = h * 0.5\n    if h.abs().max() < 1:\n        break",
    "j = Tensor(0, ms.int32)\nwhile j < 3:\n    j = j + 1\n    if h.mean() > {c}:\n"
    "        continue\n    h = h + y * 0.5",
    "h = self.walk(h, {c})",
    "h = self.walk(h, 100.0) + self.walk(y, -100.0)",
    "i = Tensor(0, ms.int32)\nwhile i < 3 and h.sum() > {c}:\n    h = h - 0.5\n    i += 1",
    "j = Tensor(0, ms.int32)\nwhile j < 2:\n    for r in tp:\n        h = h + r * 0.25\n"
    "        if h.sum() > 4:\n            break\n    j += 1",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    m = Tensor(0, ms.int32)\n    while m < 2:\n"
    "        h = h * 0.9 + 0.1\n        m += 1\n    i += 1",
    "for j in range(k):\n    if j == 1 and h.mean() > {c}:\n        break\n    h = h * 0.9",
    "for j in range(3):\n    if h.sum() > {c}:\n        h = h - 1\n    else:\n"
    "        h = h + 1\n        continue\n    h = h * 0.5",
    "if k > 2:\n    while h.max() > 1:\n        h = h * 0.5\nelse:\n    for r in tp:\n"
    "        h = h + r",
    "h = self.climb(h, k)",
    "h = self.climb(h * {c}, 3)",
    "if k > 1 and h.sum() > {c}:\n    h = h * 2\nelif k > 2 or h.mean() < 0:\n    h = h - 1",
    "if h.sum() > 0:\n    if k == 2:\n        h = h + 1\n    else:\n        h = h - 1\n"
    "else:\n    if y.sum() > {c}:\n        h = h * y",
    "for j, cell in enumerate(self.cl):\n    if j == k - 1:\n        break\n    h = cell(h)",
    "for cell in self.cl:\n    h = cell(h)\n    if h.sum() > {c}:\n        break",
]
RETURNS = [
    "for r in tp:\n    if r.sum() > {c}:\n        return h * r, outs\n    h = h + r",
    "j = Tensor(0, ms.int32)\nwhile j < 3:\n    h = h * 0.8\n    if h.sum() < {c}:\n"
    "        return h, outs\n    j += 1",
    "if k > 2:\n    return h * 0.5, outs",
    "for j in range(3):\n    h = h + j\n    if h.mean() > {c}:\n        return h, outs",
    "if h.sum() > {c}:\n    return h + 1, outs\nh = h - 1",
    "while h.sum() > {c}:\n    h = h - 1\n    if h.max() < 2:\n        return h, outs",
]
CALLS = [
    "def f(a):\n    return a * h + y\nh = f(x)",
    "sc = {c}\ndef g(a, b=2.0):\n    return a * sc + b\nh = g(h) + g(y, b=-1.0)",
    "f = lambda a, s=1.0: a * y * s\nh = f(h) + f(h, s={c})",
    "def outer(a):\n    def inner(b):\n        return b * a\n    return inner(h)\nh = outer(y)",
    "def step(a, j):\n    return a * 0.5 + j\nfor j in range(3):\n    h = step(h, j)",
    "h = self.star(h, y, scale={c})",
    "args = (h, y, tp[0])\nh = self.star(*args)",
    "kw = {{'scale': {c}}}\nh = self.star(h, **kw)",
    "h = self.kd(h) + self.kd(y, 3, b={c})",
    "h = self.kd(h, m=k)",
    "h = self.first_big((h, y, tp[0]), {c})",
    "h = self.first_big(tp, 10.0) + h",
    "h = self.pick(h, k - 2) + self.pick(y, 2)",
    "fs = [lambda a: a * 2, lambda a: a - 1]\nfor f in fs:\n    h = f(h)",
    "def acc(a, *rest):\n    for t in rest:\n        a = a + t\n    return a\nh = acc(h, y, {c})",
]
CONTAINERS = [
    "lst = [h]\nfor j in range(3):\n    lst.append(lst[-1] * 0.5)\nh = lst[-1] + len(lst)",
    "d = {{'a': h}}\nd.update({{'b': y}})\nh = d['a'] + d['b'] * {c}",
    "lst = [h, y]\nlst.extend([tp[0], tp[1]])\nh = lst[2] + lst[-1] * len(lst)",
    "d = {{'a': h, 'b': y}}\nfor key in ('a', 'b'):\n    d[key] = d[key] * 2\nh = d['a'] - d['b']",
    "lst = [h, y]\nif h.sum() > {c}:\n    lst[0] = lst[0] * 2\nelse:\n    lst[1] = lst[1] + 1\n"
    "h = lst[0] + lst[1]",
    "d = {{'s': h}}\nj = Tensor(0, ms.int32)\nwhile j < 2:\n    d['s'] = d['s'] * 0.5 + y\n"
    "    j += 1\nh = d['s']",
    "lst = []\nfor r in tp:\n    lst.append(r * h)\nh = lst[0] + lst[1]\nouts = outs + (len(lst),)",
    "d = {{}}\nfor j in range(k):\n    d[j] = h * j\nh = h + d[k - 1]\nouts = outs + (len(d),)",
    "lst = [1, 2]\nif k > 2:\n    lst.append(3)\nh = h * sum(lst)\nouts = outs + (lst,)",
    "t = (h, y)\nt = t + (x,)\nh = t[-1] * t[0]\nouts = outs + (len(t),)",
]
INDEX = [
    "h[1:3] = h[1:3] * {c}",
    "h = h[..., ::-1] + h",
    "h = h + h[None, 1, :]",
    "h[h > {c}] = 0.0",
    "h[IDX] = y[:2]",
    "h = h + h[IDX].sum(0)",
    "h[:, 1] += 1.0",
    "h[..., 2:4] = 0",
    "h = h + h[:, COLS].sum(1, keepdims=True)",
    "h[1] = y[k % 4]",
    "h = h + h[Tensor(1)]",
    "h[MASK] = {c}",
    "h = h * h[::2].sum(0)",
    "h[-1, ::2] = h[0, 1::2]",
    "h = h + h[k - 2:, None].sum((0, 1))",
    "h[:, -2:] = y[:, :2] * {c}",
    "h = h[:, :, None][..., 0] * 2",
    "h[IDX, 1] = 5.0",
]
STATE = [
    "if h.sum() > {c}:\n    ops.assign(self.q, self.q * 0.9 + h.mean(0))\nh = h * self.q + h",
    "for j in range(2):\n    ops.assign_add(self.p, h.mean(0) * 0.1)\nh = h * self.p",
    "if k > 2:\n    ops.assign_add(self.cnt, 1)\nouts = outs + (self.cnt + 0,)",
    "h = ops.depend(h, ops.assign(self.q, h.mean(0)))\nh = h + self.q",
    "h = h + ops.stop_gradient(h * y)",
    "u = ops.stop_gradient(h)\nh = h * u + h",
    "t = h * 1\nt.mul_(2)\nt.add_(y)\nh = t",
    "t = h + 0\nif t.sum() > {c}:\n    t.sub_(1)\nh = t * h",
    "t = y * 1\nt[0] = h[0]\nt.clamp_(-1, 1)\nh = h + t",
    "j = Tensor(0, ms.int32)\nwhile j < 2:\n    ops.assign(self.q, self.q + h[j])\n    j += 1\n"
    "h = h + self.q",
    "ops.assign(self.q, h[0] * {c})\nh = h * self.q",
    "ops.assign_add(self.cnt, k)\nouts = outs + (self.cnt.value() * 1,)",
    "if self.q.sum() > 0:\n    h = h + self.q\nelse:\n    ops.assign(self.q, h[1])",
    "t = h * 1\nt.masked_fill_(MASK, {c})\nh = t + h",
]
CELLS = [
    "h = self.seq(h)",
    "for cell in self.seq:\n    h = cell(h) + h",
    "h = self.cl[-1](h) + self.seq[0](y)",
    "for cell in self.cl[::-1]:\n    h = cell(h) * {c} + h",
    "for cell, s in zip(self.cl, (0.5, {c}, 1.0)):\n    h = h + cell(h) * s",
    "h = self.cl[k - 2](h)",
    "outs = outs + (len(self.cl), len(self.seq))",
    "hs = [cell(h) for cell in self.cl]\nh = hs[0] + hs[-1]",
]
CASTS = [
    "h = h.astype(ms.float16).astype(ms.float32)",
    "q = (h * 10).astype(ms.int32)\nh = h + q.astype(ms.float32) * 0.01",
    "h = ops.cast(h > {c}, ms.float32) * h",
    "q = (h * 20).astype(ms.int8)\nouts = outs + (q, q.astype(ms.uint8), q.astype(ms.bool_))",
    "h = (h.astype(ms.float64) * 2).astype(ms.float32)",
    "q = h.astype(ms.int32) + n.reshape(4, 1)\nouts = outs + (q, q.dtype == ms.int32)",
    "h = h + (h > 0).astype(ms.int32) * {c}",
    "h = h.astype(ms.float16) * 0.5 + h",
]
SHAPES = [
    "s = h.shape\nh = h.reshape(s[1], s[0]).T",
    "h = ops.expand_dims(h, 0).squeeze(0)",
    "a, b = ops.split(h, 3, 1)\nh = ops.concat((b, a), 1)",
    "h = ops.stack([h, y], -1).sum(-1)",
    "parts = ops.split(h, [2, 4], 1)\nh = ops.cat((parts[1], parts[0]), 1)",
    "h = h.reshape(h.shape[0] // 2, -1).T.reshape(h.shape)",
    "h = h.reshape(2, 2, 6).transpose(1, 0, 2).reshape(4, 6)",
    "h = ops.broadcast_to(h[:, None], (4, 2, 6)).sum(1)",
    "h = h.flatten().reshape(4, 6)",
    "h = ops.concat([h[:, k:], h[:, :k]], 1)",
    "h = ops.tile(h[:, :3], (1, 2)) + h",
    "h = h.reshape(-1, k).sum(-1).reshape(4, -1).mean(-1, keep_dims=True) + h",
    "outs = outs + (h.reshape(k, -1).shape, ops.stack(tp).shape)",
    "c1, c2 = ops.chunk(h, 2, 0)\nh = ops.concat((c2, c1 * {c}))",
    "h = ops.unstack(h.reshape(4, 2, 3), 1)[0].tile((1, 2)) + h",
    "h = ops.transpose(h.reshape(4, 3, 2), (0, 2, 1)).reshape(4, 6)",
]
MORE = [
    "j = 0\nfor j in range(4):\n    if h.sum() > {c}:\n        break\n    h = h + 1\n"
    "h = h * (j + 1)",
    "fs = []\nfor j in range(3):\n    fs.append(lambda a, j=j: a * (j + 1))\nfor f in fs:\n"
    "    h = f(h) * 0.5",
    "for a, b in ((h, y), (y, h)):\n    h = h + a * b * {c}",
    "h = h * 2 if h.sum() > {c} else h - 1",
    "h = h * 2 if k > 2 else -h",
    "if 0 < h.sum() < 5:\n    h = h * 0.5",
    "i = Tensor(0, ms.int32)\nwhile i < 4:\n    h[i] = h[i] * 2 + i\n    i += 1",
    "i = Tensor(1, ms.int32)\nwhile i < 3:\n    h = h + h[i] * {c}\n    i += 1",
    "for r in h:\n    if r.sum() > {c}:\n        h = h + r\n        break",
    "i = Tensor(0, ms.int32)\nwhile i < k:\n    h = h + tp[0] * 0.1\n    i += 1",
    "for i in range(len(tp)):\n    h = h + tp[i] * (i + {c})",
    "for j, cell in zip(range(3), self.cl):\n    h = cell(h) + j",
    "def f(a, s=y.sum()):\n    return a + s\nh = f(h) + f(y, 1.0)",
    "j = Tensor(0, ms.int32)\nwhile j < 3:\n    j += 1\n    if h.sum() > 10:\n        break\n"
    "    if h.mean() > {c}:\n        h = h - 0.5\n        continue\n    h = h * 2",
    "h = self.deep(h, {c})",
    "h = self.rec(h, k)",
    "h = self.twice(lambda a: a * y, h)",
    "h = self.walk(self.first_big((h, y), {c}), 0.0)",
    "j = Tensor(0, ms.int32)\nwhile j < 2:\n    for cell in self.cl:\n"
    "        if cell(h).sum() > {c}:\n"
    "            h = h * 0.5\n            break\n    j += 1",
    "h = self.kd(**{{'a': h, 'm': 3}}) + self.star(*(h, y))",
    "t = ops.zeros_like(h)\nfor j in range(3):\n    t[:, j * 2] = h[:, j]\nh = t + h",
    "self.q[0:2] = h[0, :2]\nh = h + self.q",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    ops.assign_add(self.cnt, 1)\n    i += 1\n"
    "h = h + self.cnt",
    "h = h + self.acc_loop(h, y)",
]
GROUPS = {"loops": (LOOPS, 3), "calls": (CALLS, 2), "containers": (CONTAINERS, 1.5),
          "index": (INDEX, 2), "state": (STATE, 2), "cells": (CELLS, 1.5),
          "casts": (CASTS, 1), "shapes": (SHAPES, 1.5),
          "more": (MORE, 3)}

# control flow around a statement that keeps ``outs``' structure (drawn for a third of them)
WRAPS = [
    "if h.sum() > {c}:\n{s}",
    "if k > 1 and (n > 0).any():\n{s}\nelse:\n    h = h * 0.5",
    "for j in range(2):\n{s}",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n{s}\n    i += 1",
    "i = Tensor(0, ms.int32)\nwhile i < 3:\n{s}\n    i += 1\n    if h.max() > 2:\n        break",
    "for r in tp:\n{s}\n    h = h + r * 0.25",
]

TAIL = '''

def main():
    net = Net()
    res = [guard(net, Tensor(X), Tensor(Y), Tensor(N), 2, (Tensor(Y), Tensor(X)))]
    res.append(guard(net, Tensor(Y), Tensor(X), Tensor(N[::-1].copy()), 3,
                     (Tensor(X), Tensor(Y) * 0.5)))

    def loss(x, y):
        h, outs = net(x, y, Tensor(N), 2, (Tensor(Y), x))
        return (h * SENS).sum()
    res.append(guard(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params()),
                     Tensor(X), Tensor(Y)))
    res.append(snap(list(net.get_parameters())))
    return res
'''
