"""The module head, statement groups, returns and differentiations of ``fuzz_programs60``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), the Parameters
``self.p`` (6,) and ``self.q`` (4, 6), the non-trainable ``self.buf`` (float32 (4, 6)) and
``self.cnt`` (int32 ()), the ``nn.CellList`` ``self.blocks`` of three ``Blk``, the methods
``self.first_big`` (a ``return`` inside a loop) and ``self.jm`` (an ``@ms.jit`` method); it
leaves ``h`` float32 (4, 6) and may add a result to the tuple ``outs``; ``{c}`` is a Python
float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_text import LOSS_AND_STATE

HEAD = DATA + '''class Blk(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.b = Parameter(lin(6, lo=-0.2 * k, hi=0.1 * k), name="b")

    def construct(self, h):
        return ops.tanh(h + self.b) * 0.9


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.q = Parameter(lin(4, 6, lo=-0.4, hi=0.5), name="q")
        self.buf = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="buf",
                             requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.blocks = nn.CellList([Blk(1), Blk(2), Blk(3)])

    def first_big(self, h, c):
        for i in range(4):
            if h[i].sum() > c:
                return h[i] * self.p
        return h[0] * 0.5

    @ms.jit
    def jm(self, h, y):
        return h * self.p + y * 0.5

    def construct(self, x, y, n, m):
        h = x * self.p + self.q * 0.5
        outs = (x.sum(),)
{body}
        loss = (h * h).mean() + (h * self.p).sum() * 0.1
{ret}

''' + LOSS_AND_STATE

RETURNS = [
    "return loss, outs",
    "return loss, (h, outs)",
    "return loss, {'h': h.sum(-1, keepdims=True), 'outs': outs}",
]

# while loops with break/continue on Tensor conditions, loops over
# zip/enumerate of the CellList and of Tensor rows, a return inside a loop (first_big)
LOOPS = [
    "i = Tensor(0, ms.int32)\nwhile True:\n    h = h * 0.9 + 0.05\n    i += 1\n    if i >= 2:\n"
    "        break",
    "for b, r in zip(self.blocks, (h, y, h * 0.5)):\n    h = b(h) + r * 0.1",
    "for k, b in enumerate(self.blocks):\n    if h.sum() > {c} * k:\n        h = b(h)\n"
    "    else:\n        h = h * 0.9",
    "for a, b in zip(h, y):\n    outs = outs + (a.sum() * b.sum(),)",
    "rows = []\nfor r in h:\n    rows.append(r * 2)\nh = ops.stack(rows) * 0.5",
    "for k, r in enumerate(y):\n    if r.sum() > {c}:\n        h = h + r * 0.1 * k",
    "v = self.first_big(h, {c})\nh = h + v * 0.5",
    "for k in range(3):\n    for j in range(2):\n        if h.max() > {c} + j:\n            break\n"
    "        h = h * 0.8 + 0.1",
    "i = Tensor(0, ms.int32)\nwhile i < 3 and h.sum() < 20:\n    i += 1\n    if h.min() < {c}:\n"
    "        h = h + 0.2\n        continue\n    h = h * 0.9",
]

# functions defined in construct: closures over locals and Parameters, defaults, nested
# functions, functions passed as arguments, a return inside a Tensor branch
CLOSURES = [
    "def sc(v, k=2.0):\n    return v * k + self.p\nh = sc(h, {c}) + sc(y) * 0.1",
    "w = h.mean(0)\ndef f(v):\n    return v - w\nh = f(h) + f(y) * 0.1",
    "def outer(v):\n    def inner(u):\n        return ops.tanh(u) * self.p\n"
    "    return inner(v) + inner(v * 0.5)\nh = outer(h)",
    "def app(fn, v):\n    return fn(v) + v\nh = app(ops.sin, h) * 0.5",
    "def split(v):\n    return v[:2], v[2:]\na, b = split(h)\nh = ops.concat((b, a)) * 0.9",
    "def step(v, k):\n    return v * 0.5 + k * 0.1\nfor k in range(3):\n    h = step(h, k)",
    "def clip(v):\n    if v.sum() > {c}:\n        return v * 0.5\n    return v\n"
    "h = clip(h) + clip(y) * 0.1",
    "def mk(k):\n    def g(v):\n        return v * k\n    return g\nh = mk(0.5)(h) + mk({c})(y)",
]

# list and dict mutation in construct
CONTAINERS = [
    "lst = [h, y]\nlst.append(h * y)\nlst[0] = lst[0] * 0.5\nlst.insert(1, y * 0.1)\n"
    "h = lst[0] + lst[1] + lst[-1] * 0.1\nouts = outs + (len(lst),)",
    "lst = [h, y, h * 0.5]\nv = lst.pop()\nh = v + lst[-1] * 0.1\nouts = outs + (len(lst),)",
    "lst = [h]\nlst.extend([y, y * 0.5])\nlst.reverse()\nh = lst[0] + lst[2] * 0.5",
    "d = {{'a': h, 'b': y}}\nd['c'] = d['a'] * d['b']\nd['a'] = d['a'] * 0.5\n"
    "h = d['a'] + d['c'] * 0.1\nouts = outs + (len(d),)",
    "d = {{'u': h * 0.5, 'v': y}}\nfor k, v in d.items():\n    h = h + v * 0.1",
    "d = {{'a': h}}\nh = d.get('a') + d.get('z', y) * 0.1",
    "d = {{'a': h}}\nd.update({{'b': y}})\nh = d['a'] + d['b'] * 0.5",
    "vs = [b(h) for b in self.blocks]\nh = (vs[0] + vs[1] + vs[2]) * 0.3",
    "a, *rest = (h, y, h * 0.5)\nh = a + rest[-1]\nouts = outs + (len(rest),)",
    "lst = [h, y]\nif h.sum() > {c}:\n    lst[0] = lst[0] * 0.5\nh = lst[0] + lst[1] * 0.1",
    "d = {{'s': h}}\nfor k in range(2):\n    d['s'] = d['s'] * 0.5 + y\nh = d['s']",
]

# Parameter writes inside branches and loops (gradients follow), ops.depend ordering
PARAMS = [
    "if h.sum() > {c}:\n    ops.assign(self.buf, h)\nelse:\n    ops.assign(self.buf, y)\n"
    "h = h + self.buf * 0.1",
    "if h.mean() > {c}:\n    ops.assign_add(self.cnt, Tensor(1, ms.int32))\n"
    "outs = outs + (self.cnt * 1,)",
    "for k in range(2):\n    if h[k].sum() > {c}:\n        ops.assign(self.buf, self.buf + h)\n"
    "h = h + ops.stop_gradient(self.buf) * 0.1",
    "ops.assign(self.buf, h * 0.5)\nh = ops.depend(h, self.buf) + self.buf * 0.1",
    "a = ops.assign_add(self.cnt, Tensor(2, ms.int32))\nv = ops.depend(self.cnt * 1, a)\n"
    "outs = outs + (v,)",
    "v = self.buf * 1\nu = ops.assign(self.buf, y)\n"
    "h = h + ops.depend(v, u) * 0.5 + self.buf * 0.1",
    "h = self.jm(h, y) * 0.5",
    "h = h + self.jm(y, h) * {c}",
]

# Tensor __setitem__ with masks in loops (not in a Tensor ``while``: 2.10's GRAPH_MODE refuses
# ``t[t > 0.5] = 0.1`` there alone, RuntimeError "Parameters size:1out of range")
MASKS = [
    "t = h * 1\nfor k in range(2):\n    t[t > {c}] = k * 0.5\nh = t",
    "t = h * 1\nfor k in range(2):\n    t[n > k] = y[0, 0]\nh = t",
    "t = n * 1\nfor k in range(3):\n    t[t < 0] = k\nouts = outs + (t,)",
    "t = h * 1\nfor r in range(4):\n    t[r][m[r]] = {c}\nh = t",
    "t = h * 1\nt[m] = 0.0\nh = t + ops.masked_fill(y, ~m, 0.0)",
]

# int and bool arithmetic: floor division and modulo with negative operands, true division,
# wrap-around of int8/uint8/int32, bool arithmetic
INTS = [
    "outs = outs + (n // 3, n % 3, -n // 2, -n % 4)",
    "outs = outs + (n // -3, n % -3)",
    "outs = outs + (ops.floor_div(n, 4), ops.floor_mod(n, -4))",
    "a = ops.div(n, 3, rounding_mode='trunc')\nb = ops.div(n, 3, rounding_mode='floor')\n"
    "outs = outs + (a, a.dtype, b, b.dtype)",
    "a = n / 2\nouts = outs + (a, a.dtype)\nh = h + a * 0.1",
    "a = n.astype(ms.int8) * 50\nouts = outs + (a,)",
    "a = n.astype(ms.uint8) - 5\nouts = outs + (a, a.dtype)",
    "a = (n * 100000) * 30000\nouts = outs + (a,)",
    "a = m * 2 + m\nb = m * n\nouts = outs + (a, a.dtype, b, b.dtype)",
    "a = n.astype(ms.int64) ** 2 - n\nouts = outs + (a, a.dtype)",
    "k = h.shape[0]\nouts = outs + (k // 3, -k // 3, k % -3, -k % 3, 7 // -2, k / 2)",
    "h = h + (h // 0.3) * 0.1",
    "h = h % 0.7 + h * 0.1",
    "a = n.astype(ms.int16) // 3 + n.astype(ms.int8) % 5\nouts = outs + (a, a.dtype)",
]

# stop_gradient in loops and branches
STOPS = [
    "for k in range(3):\n    h = h + ops.stop_gradient(h * 0.1)",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    h = ops.stop_gradient(h) * 0.5 + h * 0.5\n"
    "    i += 1",
    "if h.sum() > {c}:\n    h = ops.stop_gradient(h) + y\nelse:\n    h = h * 2",
    "for b in self.blocks:\n    h = b(ops.stop_gradient(h)) + h * 0.5",
]

GROUPS = {"loops": (LOOPS, 4), "closures": (CLOSURES, 3), "containers": (CONTAINERS, 3),
          "params": (PARAMS, 3), "masks": (MASKS, 2), "ints": (INTS, 3), "stops": (STOPS, 2)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))",
    "net.q[1:3] = 0.5",
    "net.blocks[0].b.set_data(net.blocks[0].b * 2)",
    "net.buf.set_data(net.buf * 0 + 1)",
    "net.cnt.set_data(Tensor(5, ms.int32))",
]

# differentiations ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair)
GRADS = [
    "res.append(guard(ms.grad(Loss(net), (0, 1)), {inp}, N, M))",
    "res.append(guard(ms.grad(Loss(net), (1,), net.trainable_params()), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), 0, net.blocks.trainable_params()),"
    " {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_all=True)(Loss(net)), {inp}, N, M))",
    "res.append(guard(ms.grad(Loss(net), None, net.trainable_params()), {inp}, N, M))",
]
