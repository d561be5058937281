"""Random programs for the thirty-eighth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz38):
loops over Cell containers and Tensors with Parameter state, Tensor values turned into Python
values in conditions, gradients with ``has_aux`` of control flow, and ``jit`` functions calling
Cells, on ``fuzz_programs6``'s module head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``).
``Net.construct(self, x, y, n)`` (``x``/``y`` float32 (4, 6), ``n`` an int32 (4,)) keeps a
float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing from:

- Tensor ``while`` loops mixing ``break`` and ``continue`` with ``ops.assign_add`` and
  ``self.p += ...`` on a float and an int32 Parameter, an ``and`` of a Tensor and a Parameter
  condition, a Python counter whose loop breaks on a Tensor condition, a ``for`` over a
  Tensor's rows breaking on a row's value, a ``for`` over a ``CellList`` breaking inside a
  Tensor ``while``, a ``for`` over ``range`` with ``continue``/``elif``/``break`` on Tensor
  items, a method returning early from a ``for`` over a ``CellList``; Tensor ``while`` loops
  nested (a ``break`` in the inner one), ``while True`` left by a Tensor ``break``, a Tensor
  ``while`` per row of a Python ``for``, a ``for`` over a ``CellList`` with a Tensor
  ``continue``, a list and a dict rebound by key inside a Tensor ``while``;
- ``for`` over ``zip``/``enumerate`` (with ``start``) of an ``nn.CellList``, a tuple of Tensors,
  a Tensor's rows and a tuple of numbers; a ``CellList`` reversed by a slice, a
  ``SequentialCell`` indexed (negative too), sliced and measured with ``len``;
- lists, tuples and dicts of Tensors built by comprehensions (with conditions, over ``zip``),
  in loops, their items rebound (``lst[1] = ...``, ``lst[-1] += ...``), ``insert``/``reverse``,
  ``ops.stack`` of them;
- augmented assignment through subscripts and slices of a local Tensor and of Parameters
  (``t[j] += t[j + 1]`` in a loop, ``t[:, 1:] *= ...``, ``self.acc[0] += ...``,
  ``self.tab[1:3] -= 2``), in-place Tensor methods chained under a Tensor ``while``;
- dtype mixing of int32/float16/bool Tensors with Python ints, floats and bools, ``/``, ``//``
  and ``%`` by negative numbers, 0-d Tensors made in construct;
- ``int(t)``/``float(t)``/``bool(t)``/``t.item()`` of 0-d Tensors and Tensor truthiness in
  ``if`` conditions and conditional expressions, their values in arithmetic (``int`` of a
  negative float, ``//`` and ``%`` of a negative one), ``item()`` as an index and in a sum;
  ``dict.items()``/``values()``/``sorted``, ``zip(*pairs)``;
- ``ms.grad``/``ms.value_and_grad`` with ``has_aux`` and position tuples (reversed too) of
  helpers and methods whose bodies branch and loop on Tensors, with ``weights`` of a sub-Cell
  (a ``ParameterTuple``), ``ops.GradOperation`` of a method breaking a loop;
- module-level ``@ms.jit`` functions calling a module-level Cell (one writing its Parameter),
  calling another ``jit`` function, looping on a Tensor condition; a ``jit`` method of Net.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, and snaps everything, Parameters included.

Triage and the bugs found: see test_graph_fuzz38's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs; literal braces
# are doubled ({c} is -0.5, 0.0 or 0.5)
_BODY = [
    # tensor while loops with break / continue and Parameter updates
    "i = Tensor(0, ms.int32)\nwhile i < 5:\n    i = i + 1\n    if h.sum() > {c}:\n"
    "        ops.assign_add(self.cnt, 1)\n        h = h * 0.5\n        continue\n"
    "    if i > 3:\n        break\n    ops.assign_add(self.acc, h * 0.1)\n    h = h + 0.2\n"
    "outs = outs + (i, self.cnt + 0, self.acc.sum())",
    "k = 0\nwhile k < 4:\n    k += 1\n    if (h * k).max() > 2.0 + {c}:\n        break\n"
    "    self.acc += h * 0.1\n    h = h * 1.2\nh = h + k * 0.1\nouts = outs + (self.acc * 1.0,)",
    "while (h.abs().max() < 3.0) and (self.cnt < 6):\n    self.cnt += 1\n    h = h * 1.5 + {c}\n"
    "outs = outs + (self.cnt * 1, h.max())",
    "for r in h:\n    if r.sum() > {c}:\n"
    "        ops.assign_add(self.acc, ops.broadcast_to(r, (4, 6)))"
    "\n        break\n    ops.assign_sub(self.cnt, 1)\nh = h + self.acc * 0.1\n"
    "outs = outs + (self.cnt + 0,)",
    "j = Tensor(3, ms.int32)\nt = h * 1.0\nwhile j >= 0:\n    t.add_(h[j]).mul_(0.5)\n"
    "    j -= 1\n    if t.sum() < {c}:\n        continue\n    t.sub_(0.25)\nh = t\n"
    "outs = outs + (j,)",
    # zip / enumerate over Cell lists, tuples of tensors, rows
    "for cell, s in zip(self.blocks, (0.5, -1.0, 2.0)):\n    h = cell(h) * s\n"
    "outs = outs + (len(self.blocks),)",
    "for i, cell in enumerate(self.blocks):\n    if h.sum() > {c} * i:\n        h = cell(h)\n"
    "    else:\n        h = h - i * 0.1\nouts = outs + (h.sum(),)",
    "for i, cell in enumerate(self.blocks[::-1], start=1):\n    h = h + cell(h) * (0.1 * i)\n"
    "outs = outs + (len(self.blocks[1:]),)",
    "h = self.seq[0](h) + self.seq[-1](h) * 0.5\nsub = self.seq[1:]\nh = sub(h)\n"
    "outs = outs + (len(self.seq), len(sub), self.seq[-2](y))",
    "for t, u in zip((h, x, y), (y, h, x)):\n    h = h + t * u * {c}\nouts = outs + (h.mean(),)",
    "for r, s in zip(h, (1.0, 2.0, 3.0)):\n    h = h + r * s * 0.1\nouts = outs + (h[0],)",
    "for i, (a, b) in enumerate(zip((h, y), (x, h)), 1):\n    h = h + (a - b) * (i * {c})\n"
    "outs = outs + (h[1],)",
    # comprehensions and containers of tensors
    "parts = [h[i] * (i + 1) for i in range(4)]\nh = ops.stack(parts) * 0.25\n"
    "sq = [p.sum() for p in parts if p.shape[0] == 6]\nouts = outs + (len(parts), ops.stack(sq))",
    "d = {{k: h * v for k, v in zip(('a', 'b'), (0.5, {c}))}}\nh = d['a'] + d['b']\n"
    "outs = outs + (tuple(d.keys()), len(d), d['b'])",
    "acc = ()\nfor r in h:\n    acc = acc + (r.max(),)\nm = ops.stack(acc)\n"
    "h = h + m.reshape(4, 1)\n"
    "outs = outs + (m, acc[-1], len(acc))",
    "lst = [h, y, x]\nlst[1] = lst[1] * 2.0\nlst[-1] += h\nlst.insert(0, h * {c})\n"
    "lst.reverse()\nh = lst[0] + lst[-1]\nouts = outs + (len(lst), lst[1])",
    "tp = tuple(t * s for t, s in zip((h, y), (2.0, {c})))\nh = sum(tp) * 0.5\n"
    "outs = outs + (tp[1], len(tp))",
    "pairs = [(h[i], n[i]) for i in range(4) if i != 2]\nh = h + pairs[0][0] * pairs[-1][1]\n"
    "outs = outs + (len(pairs), pairs[1][1])",
    # augmented assignment through subscripts
    "t = h * 1.0\nfor j in range(3):\n    t[j] += t[j + 1] * {c}\nt[:, 1:] *= 0.5\n"
    "t[1:3, ::2] -= y[1:3, ::2]\nt[-1, -1] /= 2.0\nh = t\nouts = outs + (t[0],)",
    "self.acc[0] += h[0]\nself.acc[:, 1:] *= {c}\nself.tab[1:3] -= 2\nself.tab[-1] += n[0]\n"
    "h = h + self.acc\nouts = outs + (self.tab * 1, self.acc.sum())",
    "t = q * 1\nt[n[0] % 4] += 5\nt[:, -2:] //= 2\nt[::2] %= 3\nouts = outs + (t,)\n"
    "h = h + t.astype(ms.float32) * 0.01",
    "t = h * 1.0\nk = Tensor(0, ms.int32)\nwhile k < 3:\n    t[k] *= 2.0\n"
    "    if t[k].sum() > {c}:\n"
    "        t[k + 1] += 1.0\n    k += 1\nh = t\nouts = outs + (k,)",
    # dtype mixing
    "f16 = (x * 1.5).astype(ms.float16)\n"
    "outs = outs + (f16 * 0.5, f16 + h, f16 * True, q / 2, q // -3, "
    "q % -3, -q // 4)\nh = h + (f16 * 2).astype(ms.float32)",
    "z = Tensor(-7, ms.int32)\nouts = outs + (z // 2, z % 3, z / 2, z * 1.5, z // -2.0, "
    "z % -2.5, 7 // z, -7 % z)\nh = h * (z + 8)",
    "m = h > {c}\nouts = outs + (m * True, m * 2, m * 0.5, m & (q > 0), m.astype(ms.int32) - 1, "
    "m.sum(), m.any() + 1)\nh = h + m * 0.25",
    "u = (n % 3).astype(ms.uint8)\nb = n.astype(ms.bool_)\nouts = outs + (u * 2, u + n, b + 1, "
    "b * 1.5, u / 2, n ** 2, n.astype(ms.float16) / 3)\nh = h + u.reshape(4, 1) * 0.1",
    # tensor -> Python conversions in conditions
    "if int(n[0]) > 2:\n    h = h + 1.0\nelse:\n    h = h - 1.0\nouts = outs + (int(n[1]) * 2,)",
    "if float(h.sum()) > {c}:\n    h = h * 0.5\nv = float(h.mean())\nh = h + v\n"
    "outs = outs + (v * 2,)",
    "if bool(h.max() > 0.5):\n    h = h * 2.0\nif h.sum():\n    h = h - 0.1\n"
    "outs = outs + (bool(h.min() < 0),)",
    "v = h.mean().item()\nw = n[2].item()\nh = h * v + w\nouts = outs + (v > {c}, w + 1)",
    "h = h * 2.0 if int(n.max()) > 5 else h * 0.5\nif not (h > 5.0).any():\n    h = h + {c}\n"
    "outs = outs + (int(n.sum()) % 3,)",
    # gradients with has_aux / positions of helpers with control flow
    "(v, aux), (ga, gb) = ms.value_and_grad(aux_fn, grad_position=(0, 1), has_aux=True)(h, y)\n"
    "h = h + ga * 0.1\nouts = outs + (v, aux[0], aux[1], gb)",
    "gs, aux = ms.grad(aux_fn, (0, 1), has_aux=True)(h, x)\nh = h + gs[0] * {c}\n"
    "outs = outs + (gs[1], aux[0])",
    "g = ms.grad(loop_fn, grad_position=1)(h, y, n)\nh = h + g * 0.1\nouts = outs + (g.sum(),)",
    "gw = ms.grad(self.inner, grad_position=None, weights=self.inner_w)(h)\n"
    "h = h + gw[0] * 0.1\nouts = outs + (gw[0], len(gw))",
    "ga, gb = ms.grad(self.branchy, grad_position=(0, 1))(h, y)\nh = h + ga * 0.5\n"
    "outs = outs + (gb,)",
    "v, g = ms.value_and_grad(aux_fn, has_aux=True)(h, y)\nouts = outs + (v[0], v[1][1], g)\n"
    "h = h - g * 0.05",
    # jit functions calling Cells
    "h = jcell(h)\nouts = outs + (jcell(y),)",
    "h = jouter(h, y)\nouts = outs + (jouter(x, h),)",
    "h = jloop(h, {c})\nouts = outs + (jloop(y, 1.0),)",
    "h = self.jm(h, y)\nouts = outs + (self.jm(x, h),)",
    # more: loops over Cells inside tensor loops, early returns, tensor values as Python values
    "k = Tensor(0, ms.int32)\nwhile k < 3:\n    for cell in self.blocks:\n        h = cell(h)\n"
    "        if h.sum() > {c}:\n            break\n    k += 1\nouts = outs + (k * 2,)",
    "for i, r in enumerate(h):\n    t = h * 1.0\n    t[i] += r.max()\n    h = t * 0.5\n"
    "outs = outs + (h[-1],)",
    "h = self.first_hot(h) + self.first_hot(y, {c})\nouts = outs + (h.min(),)",
    "h = self.seq[::-1](h) + self.seq[1:](y)\nouts = outs + (len(self.seq[:-1]), h.sum())",
    "v = int(h.min() * 10)\nw = float(n[1]) / 4\nh = h + v * 0.1 + w\n"
    "outs = outs + (v, w, int(n[1]) // 3, int(n[1]) % 3)",
    "r = h[n[0].item() % 4]\nh = h + r\nouts = outs + (r, n[3].item() + 1)",
    "tot = 0.0\nfor v in (h.sum(), y.sum(), x.max()):\n    if v.item() > {c}:\n"
    "        tot = tot + v.item()\nh = h + tot * 0.01\nouts = outs + (tot,)",
    "d = {{'a': h, 'b': y * {c}}}\nfor key, v in d.items():\n    h = h + v * 0.5\n"
    "outs = outs + (tuple(d), len(d.values()), sorted(d)[-1])",
    "self.cnt += True\nself.acc -= self.acc * 0.5\nself.acc *= (h > {c})\nh = h + self.acc\n"
    "outs = outs + (self.cnt * 1, self.acc.sum())",
    "f16 = (x * 1.5).astype(ms.float16)\nouts = outs + (f16 // -0.25, f16 % -0.3, f16 * 70000.0, "
    "f16 + 65504.0, (f16 * 3) / 7)\nh = h + (f16 / 3).astype(ms.float32)",
    "h = jbump(h)\nouts = outs + (jbump(y), COUNTER.c * 1)",
    "(v, aux), (gi, gw) = ms.value_and_grad(self.aux_loss, 0, self.inner_w, has_aux=True)(h, y)\n"
    "h = h + gi * 0.1\nouts = outs + (v, aux, gw[0])",
    "g1, g0 = ms.grad(aux_fn, grad_position=(1, 0), has_aux=True)(h, y)[0]\n"
    "h = h + g0 * 0.1 - g1 * {c}\nouts = outs + (g1.sum(),)",
    "g = ops.GradOperation()(self.walk)(h, y)\nh = h + g * 0.1\nouts = outs + (g,)",
    "pairs = ((h, 0.5), (y, {c}), (x, 2.0))\na, b = zip(*pairs)\nh = h + sum(a) * b[1]\n"
    "outs = outs + (len(a), b)",
    "for i in range(4):\n    if n[i] > 2:\n        h = h + 0.5\n        continue\n"
    "    elif n[i] < -1:\n        h = h * 0.5\n        break\n    h = h - 0.1\n"
    "outs = outs + (h.sum(),)",
    # nested Tensor loops, while True, containers carried by a Tensor while
    "i = Tensor(0, ms.int32)\nwhile i < 3:\n    j = Tensor(0, ms.int32)\n    while j < 3:\n"
    "        h = h * 1.1\n        if h.sum() > {c}:\n            break\n        j += 1\n"
    "    i += 1\n    ops.assign_add(self.cnt, 1)\nouts = outs + (i, self.cnt + 0)",
    "last = h\nfor cell in self.blocks:\n    last = cell(h)\n    if last.sum() > {c}:\n"
    "        break\nh = last\nouts = outs + (last.mean(),)",
    "k = Tensor(0, ms.int32)\nwhile True:\n    k += 1\n    h = h * 1.2 + 0.05\n"
    "    if h.abs().max() > 3.0 + {c}:\n        break\nouts = outs + (k,)",
    "for i, cell in enumerate(self.blocks):\n    if h.sum() > {c} * (i + 1):\n        continue\n"
    "    h = cell(h)\n    self.cnt += i\nouts = outs + (self.cnt * 1,)",
    "lst = [h, y]\nd = {{'a': h.sum(), 'b': 1.0}}\nk = Tensor(0, ms.int32)\nwhile k < 2:\n"
    "    lst[0] = lst[0] * 2.0\n    d['a'] = d['a'] + 1.0\n    k += 1\nh = lst[0] + lst[1]\n"
    "outs = outs + (d['a'], d['b'], len(lst))",
    "acc = h * 0.0\nfor r in range(4):\n    k = Tensor(0, ms.int32)\n    while k < n[r] % 3:\n"
    "        acc[r] += 1.0\n        k += 1\nh = h + acc\nouts = outs + (acc,)",
]

TEMPLATE = '''

class Sub(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.s = s
        self.b = Parameter(lin(6, lo=-0.2 * s, hi=0.3), name="b")

    def construct(self, a):
        return ops.tanh(a * self.s + self.b)


def aux_fn(a, b):
    s = a * b
    if s.sum() > 0:
        s = s * 2.0
    for k in range(2):
        s = s + a * k
    return s.sum(), (s.mean(), b * 2.0)


def loop_fn(a, b, n):
    i = 0
    while i < 3:
        if n[i] > 0:
            a = a * b
        else:
            a = a + b
        i += 1
    return a.sum()


INNER = Sub(0.5)


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Parameter(Tensor(0, ms.int32), name="c", requires_grad=False)

    def construct(self, a):
        ops.assign_add(self.c, 1)
        return a * 0.5 + self.c.astype(ms.float32) * 0.1


COUNTER = Counter()


@ms.jit
def jbump(a):
    if a.sum() > 0:
        return COUNTER(a)
    return COUNTER(a * 2.0)


@ms.jit
def jcell(a):
    return INNER(a) * 2.0


@ms.jit
def jinner(a, b):
    if a.sum() > b.sum():
        return a - b
    return a + b


@ms.jit
def jouter(a, b):
    return jcell(a) + jinner(a, b) * 0.5


@ms.jit
def jloop(a, lim):
    while a.abs().max() < 4.0:
        a = a * 2.0 + INNER(a) * lim + 0.1
    return a


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.tab = Parameter(Tensor(np.arange(4, dtype=np.int32)), name="tab",
                             requires_grad=False)
        self.blocks = nn.CellList([Sub(1.0), Sub(-0.5), Sub(2.0)])
        self.seq = nn.SequentialCell([Sub(0.25), Sub(1.5), Sub(-1.0)])
        self.inner = Sub(0.75)
        self.inner_w = ms.ParameterTuple(self.inner.trainable_params())
        COUNTER.c.set_data(Tensor(0, ms.int32))     # the module's Cell: each run starts at 0

    def branchy(self, a, b):
        if (a * b).sum() > 0.0:
            r = a * a * b
        else:
            r = a - b * 3.0
        return r.sum()

    def first_hot(self, a, lim=3.0):
        for cell in self.blocks:
            if (a > lim).any():
                return a * 2.0
            a = cell(a) * 2.5
        return a

    def aux_loss(self, a, b):
        r = self.inner(a) * b
        while r.abs().max() < 2.0:
            r = r * 2.0
        return r.sum(), r.mean()

    def walk(self, a, b):
        for k in range(3):
            if (a * b).sum() > k:
                a = a * 0.5 + b
            else:
                break
        return a.sum()

    @ms.jit
    def jm(self, a, b):
        return self.inner(a) + self.seq(b) * 0.5

    def construct(self, x, y, n):
        h = ops.tanh(x @ self.w)
        outs = ()
        q = (x * 4).astype(ms.int32) + n.reshape(4, 1) % 3
{body}
        return h, outs


N1 = Tensor(np.array([3, -2, 7, 0], np.int32))
N2 = Tensor(np.array([-5, 4, 1, 9], np.int32))
''' + main_tail("N1", "N2")


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz38", seed, HEAD, TEMPLATE, _BODY)
