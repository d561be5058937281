"""Random programs for the forty-fourth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz44):
in-place writes and containers through control flow, built from a seed alone.
``Net.construct(self, x, y, n, z, k, tp)`` (``x``/``y``/``z`` float32 (4, 6), ``n`` int32 (4,),
``k`` a ``mutable`` Python int, ``tp`` a ``mutable`` tuple of two float32 (4, 6) Tensors) keeps
a float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing statements from:

- in-place writes (``add_``/``mul_``/``sub_``/``copy_``/``masked_fill_``/``index_put_``/
  ``clamp_``/``fill_``, slice and mask setitem, augmented slice setitem) on a local copy, on
  an element of a local list and on the network's Parameters, each alone or inside a tensor
  ``if``, a ``for`` over ``range``, a Python-counter ``while`` or a tensor ``while`` (a wrapper
  drawn per statement);
- in-place writes on the argument ``z`` at the top level of ``construct`` (``main`` snaps the
  caller's ``z`` after each call: both modes give such writes back; a write inside a tensor
  ``while`` is not drawn, as 2.10's modes differ there);
- tuples, lists and dicts made by the branches of a tensor ``if``, carried by a tensor
  ``while``, built by ``for`` loops (``append``) and taken apart after;
- a nested Cell with a Parameter calling a Cell with a custom ``bprop``; an ``ms.jit``
  function calling a Cell and returning a tuple and a dict; a ``@ms.jit`` method;
- the ``mutable`` inputs: ``k`` in arithmetic, a ``range`` bound and a ``while`` bound, ``tp``
  taken apart;
- integer and bool Tensors with Python numbers (``// % ** & | ^ ~``, comparisons, true
  division, bool sums);
- float16 and float32 mixed in reductions (``sum``/``mean``/``max``/``ReduceSum``/``prod``)
  and in products.

``main()`` calls the network twice (train mode, the second call on other inputs), snapping
its outputs and the caller's ``z`` after each call, takes ``ms.grad`` of ``h``'s weighted sum
with respect to ``x``, ``y`` and the trainable Parameters, and snaps every Parameter; an
error is snapped as its type's name and classes.
"""
import random

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, dict):
        return {{k: snap(u) for k, u in v.items()}}
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    if isinstance(v, float):
        return ("float", v)
    return (type(v).__name__, v)


def guard(f, *args):
    try:
        return snap(f(*args))
    except Exception as e:  # pylint: disable=broad-except
        return ("error", type(e).__name__, tuple(c.__name__ for c in type(e).__mro__))


_G = np.arange(24).reshape(4, 6)
X = (np.sin(_G * 0.7) * 1.5).astype(np.float32)
Y = np.cos(_G * 1.3).astype(np.float32)
Z = (np.cos(_G * 0.3) - 0.2).astype(np.float32)
N = np.array([1, -2, 3, 0], np.int32)
SENS = Tensor(np.cos(_G * 0.4).astype(np.float32))
MASK = Tensor(np.sin(_G * 2.1) > 0.3)
IDX = Tensor(np.array([2, 0], np.int32))


class Twice(nn.Cell):
    def construct(self, x):
        return x * x

    def bprop(self, x, out, dout):
        return (dout * 2 * x + 0.25,)


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(0.5, 1.5, 6).astype(np.float32)), name="w")
        self.twice = Twice()

    def construct(self, x):
        return self.twice(x * self.w) * 0.5 + x


SHARED = Inner()


@ms.jit
def jcall(a, b):
    r = SHARED(a)
    return r + b, {{"m": r * b, "s": (r - b, b)}}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.p = Parameter(Tensor(np.linspace(-0.5, 1.0, 6).astype(np.float32)), name="p")
        self.q = Parameter(Tensor(np.ones((4, 6), np.float32) * 0.5), name="q")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)

    @ms.jit
    def helper(self, a, b):
        return self.inner(a) * 0.5 + b * self.p

    def construct(self, x, y, n, z, k, tp):
        h = x * self.p + y
        outs = ()
{body}
        return h, outs
'''

# statements (texts; {c} is -0.5, 0.25 or 0.5) writing in place; each may be wrapped
INPLACE = [
    "a = h * 1\na.add_({c})\nh = h + a * 0.5",
    "a = h * 1\na.mul_(y)\nh = a * 0.5 + h",
    "a = h + 0\na.sub_(y * {c})\nh = a",
    "a = h * 1\na.copy_(y * {c} + h)\nh = h + a",
    "a = h * 1\na.masked_fill_(MASK, {c})\nh = a + h * 0.5",
    "a = h * 1\na.index_put_((IDX,), y[0] * {c})\nh = a",
    "a = h * 1\na.clamp_(-1.0, 1.0)\nh = h + a",
    "a = h * 1\na[1:3] = {c}\nh = h + a",
    "a = h * 1\na[:, ::2] += y[:, ::2]\nh = a",
    "a = h * 1\na[MASK] = 0.0\nh = a + y * {c}",
    "lst = [h * 1, y * 1]\nlst[0].add_({c})\nlst[1][0] = 1.0\nh = lst[0] + lst[1]",
    "lst = [h * 1, y + 0]\nlst[1].mul_(h)\nh = lst[1] * 0.5 + lst[0]",
    "ops.assign_add(self.p, h.mean(0) * 0.1)\nh = h * self.p",
    "ops.assign(self.q, self.q * 0.9 + h * 0.1)\nh = h + self.q",
    "self.q[1] = h[0] * {c}\nh = h - self.q",
    "ops.assign_add(self.cnt, 1)\nouts = outs + (self.cnt * 1,)",
]
WRAPS = [
    "{s}",
    "if h.sum() > {c}:\n{s}",
    "if (n > 0).any():\n{s}\nelse:\n    h = h * 0.5",
    "for j in range(2):\n{s}",
    "kk = 0\nwhile kk < 2:\n{s}\n    kk += 1",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n{s}\n    i += 1",
]
ARG = [
    "z.add_(h * {c})",
    "z.mul_(0.5)\nh = h + z",
    "z.copy_(h * {c} + y)",
    "z.sub_(1.0)\nouts = outs + (z * 1,)",
]
CONTAINERS = [
    "if h.mean() > {c}:\n    r = (h * 2, [y, h])\nelse:\n    r = (h - 1, [h, y * 0.5])\n"
    "h = r[0] + r[1][0] * r[1][1]",
    "if n.sum() > 1:\n    d = {{'a': h, 'b': y}}\nelse:\n    d = {{'a': y, 'b': h * {c}}}\n"
    "h = d['a'] + d['b']\nouts = outs + (d['b'],)",
    "t = (h, y)\ni = Tensor(0, ms.int32)\nwhile i < 2:\n    t = (t[0] * 0.5 + t[1], t[1] + {c})\n"
    "    i += 1\nh = t[0]\nouts = outs + (t[1],)",
    "acc = []\nfor j in range(3):\n    acc.append(h[j] * {c})\nh = h + ops.stack(acc).sum(0)",
    "pair = [h, y]\nfor j in range(2):\n    pair = [pair[1] * {c}, pair[0] + 1]\n"
    "h = pair[0] + pair[1]",
    "if h.max() > 1:\n    r = h, {{'u': y}}\nelse:\n    r = h * {c}, {{'u': h}}\n"
    "h = r[0] + r[1]['u']",
]
NESTED = [
    "h = self.inner(h) * {c} + h",
    "h = self.helper(h, y)",
    "o, dd = jcall(h, y)\nh = o * {c} + dd['s'][0]\nouts = outs + (dd['m'],)",
    "if h.sum() > 0:\n    h = self.inner(h * 0.5)\nelse:\n    h = SHARED(h) - y",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    h = self.inner(h) * 0.5\n    i += 1",
]
MUTABLE = [
    "h = h * k + {c}",
    "for j in range(k):\n    h = h * 0.5 + y",
    "i = 0\nwhile i < k:\n    h = h + tp[0] * {c}\n    i += 1",
    "h = h + tp[0] * tp[1] * {c}",
    "outs = outs + (k * 2, tp[1] + k)",
]
INTS = [
    "q = n.reshape(4, 1) * 3 + 1\nouts = outs + (q // 2, q % 3, -q, q ** 2)\nh = h + q * {c}",
    "m = h > {c}\nq = m * 2 + 1\nouts = outs + (q, m & (n.reshape(4, 1) > 0), ~m, m.sum())",
    "q = (n + 2) ** 2\nouts = outs + (q, q / 2, q - 1.5, q >= 4)\nh = h + q.reshape(4, 1) * {c}",
    "m = MASK | (h < 0)\nh = ops.where(m ^ MASK, h * 2, h)\n"
    "outs = outs + (m.astype(ms.int32) + n.reshape(4, 1),)",
    "q = n * 2 - 3\nouts = outs + (q & 3, q | 4, q ^ 1, abs(q), q // -2)",
    "b = n > 0\nouts = outs + (b + 1, b * 2.5, b.sum() + 1)\nh = h + b.reshape(4, 1) * {c}",
]
MIXED = [
    "t = h.astype(ms.float16)\nouts = outs + (t.sum(), t.mean(0), t.amax(1), (t * h).sum())",
    "t = (h * {c}).astype(ms.float16)\n"
    "h = h + t.astype(ms.float32).mean() + ops.ReduceSum()(t, 1).reshape(4, 1)",
    "t = y.astype(ms.float16) * 0.5\n"
    "outs = outs + ((t + 1).prod(1), t.sum(0, keepdims=True))\nh = h + t",
    "t = h.astype(ms.float16)\nh = (t * h).astype(ms.float32) * {c} + h",
]
GROUPS = {"inplace": (INPLACE, 5), "containers": (CONTAINERS, 2), "nested": (NESTED, 2),
          "mutable": (MUTABLE, 1.5), "ints": (INTS, 1.5), "mixed": (MIXED, 1.5), "arg": (ARG, 1)}

TAIL = '''

def call(net, xs, ys, ns, zs, kk):
    z = Tensor(zs)
    out = guard(net, Tensor(xs), Tensor(ys), Tensor(ns), z, ms.mutable(kk),
                ms.mutable((Tensor(ys), Tensor(xs))))
    return [out, snap(z)]


def main():
    net = Net()
    res = call(net, X, Y, N, Z, 2)
    res += call(net, Y, X, N[::-1].copy(), X, 3)

    def loss(x, y):
        h, outs = net(x, y, Tensor(N), Tensor(Z), ms.mutable(2), ms.mutable((Tensor(Y), x)))
        return (h * SENS).sum()
    res.append(guard(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params()),
                     Tensor(X), Tensor(Y)))
    res.append(snap(list(net.get_parameters())))
    return res
'''


def _indented(text):
    return "\n".join("    " + line for line in text.split("\n"))


def statement(r):
    """One statement text of a program, drawn from ``r``."""
    names = list(GROUPS)
    group = r.choices(names, [w for _, w in GROUPS.values()])[0]
    c = r.choice([-0.5, 0.25, 0.5])
    text = r.choice(GROUPS[group][0]).format(c=c)
    if group == "inplace":
        # (a statement growing ``outs`` stays out of control flow: a tensor if's branches
        # and a loop's body must keep its structure, in both of 2.10's modes alike)
        wrap = r.choice(WRAPS[:1] if "outs =" in text else WRAPS)
        text = text if wrap == "{s}" else wrap.format(s=_indented(text), c=c)
    return text


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz44:{seed}")
    statements = [statement(r) for _ in range(r.randint(3, 7))]
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    return HEAD.format(body=body) + TAIL
