"""The module head, statement texts and ``main()`` of ``fuzz_programs48``'s programs (its
docstring says what they cover); ``{c}`` in a text is a Python float drawn per statement."""
from fuzz_compare import BLOCK_WRAPS, SNAP_PRELUDE, guarded_tail


HEAD = SNAP_PRELUDE + '''
_G = np.arange(24).reshape(4, 6)
X = (np.sin(_G * 0.7) * 1.5).astype(np.float32)
Y = np.cos(_G * 1.3).astype(np.float32)
N = np.array([1, -2, 3, 0], np.int32)
SENS = Tensor(np.cos(_G * 0.4).astype(np.float32))


class Lin(nn.Cell):
    def __init__(self, s, w=None):
        super().__init__()
        if w is None:
            w = Parameter(Tensor((np.cos(np.arange(36).reshape(6, 6) * s) * 0.4)
                                 .astype(np.float32)), name="w")
        self.w = w
        self.b = Parameter(Tensor(np.full((6,), s, np.float32)), name="b")
        self.s = s

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w) + self.b)

    def scale(self, x, t=1.0):
        return x * (self.s * t) + self.b


class Scale(nn.Cell):
    def __init__(self, t):
        super().__init__()
        self.t = t

    def construct(self, x):
        return x * self.t


class Acc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Parameter(Tensor(np.zeros((6,), np.float32)), name="m", requires_grad=False)

    def construct(self, x):
        ops.assign(self.m, self.m * 0.5 + x.mean(axis=0))
        return x - self.m


class Twice(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        return self.inner(self.inner(x) * 0.5)


class Sub(Lin):
    def construct(self, x, t=0.5):
        return super().construct(x) * t + x


class Heads(nn.Cell):
    def __init__(self):
        super().__init__()
        self.u = Parameter(Tensor(np.linspace(0.1, 0.6, 6).astype(np.float32)), name="u")

    def construct(self, x, *rest, scale=1.0):
        out = x * self.u * scale
        for r in rest:
            out = out + r
        return {{"out": out, "parts": (out.sum(), len(rest))}}


def run_cell(cell, x, t=1.0):
    return cell(x) * t + x


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = Lin(0.3)
        self.lin2 = Lin(0.7, self.lin.w)
        self.layers = nn.CellList([Lin(0.2), Scale(0.5), Lin(0.9)])
        self.seq = nn.SequentialCell([Lin(0.4), nn.ReLU(), Scale(1.5)])
        self.cd = nn.CellDict({{"a": Lin(0.6), "b": Scale(-0.5)}})
        self.acc = Acc()
        self.twice = Twice(self.lin2)
        self.pt = ms.ParameterTuple((self.lin.b, self.lin2.b))
        self.sw = ms.ParameterTuple(self.seq.trainable_params())
        self.p = Parameter(Tensor(np.linspace(-0.5, 1.0, 6).astype(np.float32)), name="p")
        self.q = Parameter(Tensor(np.zeros((6,), np.float32)), name="q")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.flag = Parameter(Tensor(True), name="flag", requires_grad=False)
        self.insert_param_to_cell("extra", Parameter(Tensor(np.eye(6, dtype=np.float32) * 0.5),
                                                     name="extra"))
        self.scales = (0.5, 1.5, -1.0)
        self.wl = [0.25, -0.75]
        self.table = {{"a": 0.5, "b": -0.25}}
        self.kind = "sum"
        self.cells = (self.lin, self.lin2)
        self.sub = Sub(0.8)
        self.heads = Heads()
        self.nest = nn.CellList([nn.CellList([Scale(2.0), Lin(0.1)]),
                                 nn.SequentialCell([Scale(-1.0), self.sub])])

    def apply(self, cell, x, t=1.0):
        return cell(x) * t

    def chain(self, cells, x):
        for cell in cells:
            x = cell(x)
        return x

    def construct(self, x, y, n, k, name):
        h = x * 1.0
        outs = ()
{body}
        return h, outs
'''

CELLS = [
    "h = self.layers[0](h)",
    "h = self.layers[-1](h) + h * {c}",
    "for cell in self.layers:\n    h = cell(h) * 0.5 + h",
    "for i, cell in enumerate(self.layers):\n    h = h + cell(h) * self.scales[i]",
    "for cell, s in zip(self.layers, self.scales):\n    h = cell(h) * s",
    "h = self.layers[k - 2](h)",
    "for cell in self.layers[1:]:\n    h = cell(h) + {c}",
    "h = self.seq(h)",
    "h = self.seq[0](h) + self.seq[2](h)",
    "h = self.seq[-1](h * {c})",
    "h = self.cd['a'](h) + self.cd['b'](h)",
    "h = self.cd[name](h)",
    "h = self.lin2(h) + self.lin(h)",
    "h = self.twice(h)",
    "h = self.apply(self.lin2, h, {c})",
    "h = self.apply(self.layers[1], h)",
    "h = self.chain(self.cells, h)",
    "h = self.chain((self.lin, self.layers[1], self.seq), h)",
    "h = self.chain([self.cd['b'], self.lin], h)",
    "f = self.lin.scale\nh = f(h, {c})",
    "h = self.lin.scale(h, t=2.0) + self.lin2.scale(h)",
    "h = self.cells[0](h) * len(self.layers)",
    "for cell in self.cells:\n    h = h + cell(h) * {c}",
    "h = self.acc(h)",
    "h = self.acc(h) + self.acc(h * 0.5)",
    "c = self.layers[0]\nh = c(h) + c.scale(h)",
    "outs = outs + (len(self.layers), len(self.seq), len(self.cd))",
    "h = self.layers[k % 3](h)",
]
PARAMS = [
    "ops.assign(self.p, self.p * 0.9 + h.mean(axis=0))\nh = h + self.p",
    "h = h + self.p\nops.assign_add(self.q, h.sum(axis=0) * 0.01)\nh = h * self.q",
    "self.q += h.mean(axis=0) * {c}\nh = h - self.q",
    "self.p[0:2] = h[0, 0:2]\nh = h * self.p",
    "self.cnt += 1\nouts = outs + (self.cnt * 1,)",
    "self.cnt = self.cnt + k\nouts = outs + (self.cnt + 0,)",
    "h = ops.depend(h, ops.assign(self.q, h[1]))\nh = h + self.q",
    "h = ops.Depend()(h * 2, ops.assign_add(self.cnt, 2))\nouts = outs + (self.cnt * 1,)",
    "for w in self.pt:\n    h = h + w * {c}",
    "h = h * self.pt[1] + self.pt[0]",
    "h = ops.matmul(h, self.extra) + self.extra[0]",
    "ops.assign(self.extra, self.extra * 0.5)\nh = ops.matmul(h, self.extra)",
    "h = ops.matmul(h, self.lin2.w) * 0.5 + self.lin.w.sum(axis=0)",
    "ops.assign(self.lin.w, self.lin.w * 0.9)\nh = self.lin2(h)",
    "self.lin2.b[1] = 2.0\nh = self.lin(h) + self.lin2.b",
    "t = h.copy()\nt[1] = self.p\nh = h + t * 0.5",
    "t = h * 1\nt[:, 0:3] = y[:, 0:3]\nh = t + h",
    "t = ops.zeros_like(h)\nt.copy_(h * 2)\nh = h + t",
    "t = h + 0\nt[h > {c}] = 0.0\nh = t * 2 + h",
    "h = h + self.acc.m\nouts = outs + (self.acc.m * 1,)",
    "ops.assign(self.p, y[0])\nh = h * self.p\nops.assign(self.p, self.p + 1)\nh = h + self.p",
    "self.q.add_(h[0] * 0.1)\nh = h + self.q",
]
PYVALS = [
    "if isinstance(h, Tensor):\n    h = h * 2",
    "if isinstance(k, int) and k > 2:\n    h = h + 1\nelse:\n    h = h - 1",
    "if len(self.layers) == 3:\n    h = self.layers[2](h)",
    "if type(k) == int:\n    h = h * k",
    "if name == 'a':\n    h = h + {c}\nelse:\n    h = h * {c}",
    "h = h * self.table[name]",
    "for key in ('a', 'b'):\n    h = h + self.table[key] * self.cd[key](h)",
    "h = h * self.scales[k % 3]",
    "for s in self.scales:\n    h = h * s + {c}",
    "for j in range(len(self.wl)):\n    h = h + self.wl[j]",
    "if self.kind == 'sum':\n    h = h + h.sum(axis=0)\nelse:\n    h = h * 2",
    "d = {{'x': h, 'k': k}}\nh = d['x'] * d['k']",
    "d = dict(a=h, b=y)\nh = d[name] + d['a']",
    "s = name + '_' + str(k)\nif s == 'a_2':\n    h = h * 3",
    "t = (h, y, name)\nif t[2] == 'b':\n    h = t[1]\nelse:\n    h = t[0] * 2",
    "lst = [h, y]\nlst.append(h * y)\nh = lst[-1] + len(lst)",
    "if isinstance(self.layers[1], Scale):\n    h = self.layers[1](h)",
    "if isinstance(self.cells, tuple):\n    h = h + len(self.cells)",
    "if y is not None and n.dtype == ms.int32:\n    h = h + n.reshape(4, 1)",
    "if h.shape[0] == 4 and h.ndim == 2:\n    h = h.T.T * {c}",
    "h = h * (len(name) + k)",
    "if name in self.table:\n    h = h + self.table[name]",
    "if name in ('a', 'c'):\n    h = h * 2\nelif name == 'b':\n    h = h * -1",
    "outs = outs + (k, name == 'a', self.scales[1:])",
    "sc = self.wl + [k]\nh = h * sc[-1] + sc[0]",
]
STOPS = [
    "h = ops.stop_gradient(h) * 0.5 + h * 0.5",
    "h = self.lin(ops.stop_gradient(h))",
    "h = ops.stop_gradient(self.lin2(h)) + h",
    "h = h * ops.stop_gradient(self.p)",
    "a, b = ops.stop_gradient((h, y))\nh = a + b + h",
    "h = h + ops.stop_gradient(h.sum(axis=0))",
    "t = ops.stop_gradient(h)\nt = t * 2\nh = h + t",
    "g = ms.grad(self.lin, grad_position=0)(h)\nh = h + g",
    "g = ms.grad(self.lin, grad_position=None, weights=self.pt)(h)\nh = h + g[0]",
    "gw = ops.GradOperation(get_by_list=True)(self.seq, self.sw)(h)\nh = h + gw[1]",
    "v, g = ms.value_and_grad(self.apply, grad_position=1)(self.lin, h)\nh = h + g * {c}",
]
MORE = [
    "for i in range(len(self.layers)):\n    h = self.layers[i](h) + h * {c}",
    "h = self.cells[k - 2](h) + self.cells[-1](h)",
    "h = run_cell(self.lin2, h, 0.5)",
    "h = run_cell(self.cd['b'], h, t={c})",
    "h = getattr(self, 'lin')(h) + getattr(self, 'p')",
    "if hasattr(self, 'extra'):\n    h = ops.matmul(h, self.extra)",
    "if isinstance(self.lin, nn.Cell) and isinstance(self.seq, nn.SequentialCell):\n"
    "    h = self.seq(h)",
    "h = self.apply(cell=self.lin, x=h, t={c})",
    "for kk, vv in self.table.items():\n    h = h + vv",
    "h = h * self.table.get(name, 2.0) + self.table.get('zz', {c})",
    "h = h + len(self.table) + sum(self.scales) + max(self.wl)",
    "h = h * self.scales.index(1.5) + self.scales.count(0.5)",
    "if name.startswith('a'):\n    h = h + 1",
    "s = f'{{name}}{{k}}'\nif s == 'b3':\n    h = h * 2",
    "if name.upper() == 'A':\n    h = h - 1\nelse:\n    h = h + 1",
    "ws = (self.p, self.q)\nfor w in ws:\n    h = h + w",
    "ops.assign_sub(self.q, h.sum(axis=0) * 0.01)\nh = h + self.q * 2",
    "ops.assign(self.p, self.p * 0.5)\nops.assign(self.q, self.p + 1)\nh = h * self.q",
    "self.p[1:3] += 1.0\nh = h + self.p",
    "self.p[self.p > 0] = 0.0\nh = h * self.p + h",
    "h = ops.depend(h, self.acc(h))\nh = h + self.acc.m",
    "a, b = self.lin(h), self.lin2(h)\nh = ops.stop_gradient(a) + b",
    "outs = outs + (ops.stop_gradient(self.cnt) + k,)",
    "h = self.twice.inner(h) * 0.5 + self.twice(h) * 0.5",
    "h = self.chain(self.layers, h)",
    "h = self.chain(self.seq, h)",
    "h = self.chain(list(self.cd.values()), h)",
    "for key in self.cd.keys():\n    h = self.cd[key](h)",
    "for key, cell in self.cd.items():\n    h = h + cell(h) * self.table[key]",
    "h = self.seq[0:2](h)",
    "m = [cell(h) for cell in self.layers]\nh = m[0] + m[1] + m[2]",
    "h = sum([cell(h) for cell in self.cells]) * 0.5",
]
# (never wrapped in a tensor ``if``: a graph traces the branch the call does not take)
DEEP = [
    "h = self.sub(h) + self.sub(h, 2.0)",
    "h = self.sub(h, t={c}) + self.sub.scale(h)",
    "h = self.nest[0][1](h) + self.nest[1](h)",
    "for inner in self.nest:\n    for cell in inner:\n        h = cell(h) * 0.5 + h * 0.5",
    "h = self.nest[1][-1](self.nest[0][0](h))",
    "d = self.heads(h)\nh = d['out'] + d['parts'][0] * 0.01",
    "d = self.heads(h, y, h * 2, scale={c})\nh = d['out']\nouts = outs + (d['parts'][1],)",
    "d = self.heads(h, *(y, y))\nh = d['out'] * 0.5",
    "args = (y,)\nkw = {{'scale': 2.0}}\nh = self.heads(h, *args, **kw)['out']",
    "f = lambda t: self.lin(t) * 2\nh = f(h) + f(y)",
    "h = h + ops.assign(self.q, h[0] * 0.5)",
    "ops.assign(self.p, self.q)\nops.assign(self.q, self.p + 1)\nh = h + self.p + self.q",
    "for cell in self.cells[::-1]:\n    h = cell(h)",
    "h = self.chain(self.nest[0], h)",
    "h = h + self.heads.u * self.sub.b",
    "ops.assign(self.heads.u, self.heads.u * {c})\nh = self.heads(h)['out']",
    "h = self.apply(self.sub, h) + self.apply(self.nest[0][0], h, 2.0)",
    "a, b = self.heads(h)['parts']\nh = h * a * 0.01 + b",
    "h, t = self.lin(h), self.lin2(h)\nh = ops.depend(h, t) + ops.stop_gradient(t)",
    "g = ms.grad(self.sub, grad_position=(0, 1))(h, (y * {c}).mean())\nh = h + g[0] + g[1]",
    "if self.flag:\n    h = h * 2\n    ops.assign(self.flag, h.sum() > {c})\nelse:\n    h = h - 1",
    "h = h * 2 if self.flag else h + 1\nops.assign(self.flag, ~self.flag)",
    "if ~self.flag:\n    h = h + 1\nelse:\n    h = h * 0.5",
    "ops.assign(self.flag, h.mean() > {c})\nouts = outs + (self.flag.astype(ms.int32),)",
]
ERRORS = [
    "h = self.layers[3](h)  # error",
    "h = h + self.scales[5]  # error",
    "h = self.lin(h[:, :4])  # error",
]
GROUPS = {
    "cells": (CELLS, 5),
    "params": (PARAMS, 4),
    "pyvals": (PYVALS, 4),
    "stops": (STOPS, 2),
    "more": (MORE, 4),
    "deep": (DEEP, 3),
    "errors": (ERRORS, 0.3),
}
WRAPS = BLOCK_WRAPS
TAIL = guarded_tail(', "a"', ', "b"')
