"""Random programs for the tenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz10):
``fuzz_programs8``'s network of nested Cells (same ``Prog`` with its sub-Cells and Parameters,
``construct(x, y)`` over float32 (4, 6) values, the same snaps), whose construct draws from the
statements users write around control flow that the earlier families leave out:

- ``while`` loops on tensor conditions with ``continue`` and ``break`` (an int32 tensor counter
  or a Python counter, a Parameter in the condition, nested in a ``for``);
- nested functions defined in construct and called there: closures over locals and ``self``,
  default and keyword arguments, a tensor ``if`` or ``while`` inside, returning tuples;
- lists and tuples built in ``range`` loops (also in tensor-conditioned branches, ``tup +
  (t,)``) then ``ops.stack``/``ops.concat``/``sum``;
- in-place Parameter updates (``ops.assign``/``assign_add``/``assign_sub``) inside tensor ``if``
  branches, ``for`` and ``while`` loops, read back in the same call;
- dtype casts mid-graph: float -> int32/int64 -> float with ``//`` and ``%``, float16 loops,
  bool -> float masks, ``Tensor.astype`` and ``ops.cast``;
- functional ops called with keyword arguments (``ops.sum(dim=, keepdim=)``,
  ``ops.clamp(min=, max=)``, ``ops.softmax(axis=)``, ``ops.cumsum(axis=)``, ``ops.topk(k=, dim=)``,
  ``ops.max(axis=, keepdims=)``, ``ops.norm(dim=, keepdim=)``, ...).

``main()`` also differentiates functions with control flow and several outputs (closures over
the network defined in ``main``): ``ms.grad`` with int and tuple ``grad_position`` (the
gradient of a tuple output is the sum over its items), ``has_aux``, ``weights``, and
``ms.value_and_grad``. Every loop is bounded by construction; the programs name ``minicell`` and,
with ``mindspore``, run on 2.10 in both modes (seeds 0-14 measured; 2.10's two modes disagree on
some, e.g. Parameter writes in tensor ``while`` loops with a ``break`` (seed 12, where minicell
matches 2.10's PYNATIVE_MODE), and ``Tensor.max(0)`` is a tuple in its PYNATIVE_MODE only, so the
statements use ``max(axis=0)``)."""
import fuzz_programs8
from fuzz_programs8 import MAIN, STMTS, _DRIVERS, _Nest

# float32 (4, 6) h -> float32 (4, 6) h; ``{c}`` a threshold, ``{p}`` a positive one
STMTS10 = [
    # while on tensor conditions with continue / break
    "i = Tensor(0, ms.int32)\nwhile i < 4:\n    i = i + 1\n    if h.sum() > {c}:\n"
    "        h = h * 0.5\n        continue\n    h = h + 0.25",
    "k = 0\nwhile h.max() > {p}:\n    k += 1\n    if k > 5:\n        break\n    h = h - 0.5",
    "n = Tensor(0, ms.int32)\nwhile n < 3:\n    n += 1\n    if (h > {c}).sum() > 12:\n"
    "        break\n    h = ops.tanh(h) + y * 0.2\nh = h + n.astype(ms.float32) * 0.1",
    "for j in range(2):\n    t = Tensor(0, ms.int32)\n    while t < j + 2:\n"
    "        t = t + 1\n        if h.mean() < {c}:\n            continue\n        h = h * 0.9\n"
    "    h = h + j",
    "w = h.abs().sum()\nwhile w > {p}:\n    w = w * 0.5\n    if w < 1.0:\n        break\n"
    "h = h * 0.1 + w",
    "while self.m.sum() < 8.0:\n    ops.assign_add(self.m, ops.ones_like(self.m) * 0.5)\n"
    "h = h * self.m",
    # nested functions and closures
    "def scale(t, k=2.0):\n    return t * k + self.m\nh = scale(h) + scale(y, k=0.5)",
    "base = h * 0.5\ndef add_base(t):\n    return t + base\nh = add_base(y) * add_base(h)",
    "def pick(a, b):\n    if a.sum() > b.sum():\n        return a - b\n    return a + b\nh = pick(h, y)",
    "def halve(t, lim={p}):\n    while t.abs().max() > lim:\n        t = t * 0.5\n    return t\n"
    "h = halve(h) + halve(y * 4.0, lim=1.0)",
    "def split2(t):\n    return t.max(1, keepdims=True), t.min(axis=1, keepdims=True)\n"
    "hi, lo = split2(h)\nh = (h - lo) / (hi - lo + 1.0)",
    "def outer(t):\n    def inner(u):\n        return ops.sigmoid(u) * self.m\n    return inner(t) + inner(t * 2.0)\n"
    "h = outer(h)",
    "f = lambda t, s=0.5: ops.relu(t) * s\nh = f(h) + f(y, s=2.0)",
    # lists and tuples built in loops, then stacked
    "parts = []\nfor i in range(3):\n    parts.append(h[:, i] * (i + 1))\n"
    "h = h + ops.stack(parts, axis=1).sum(1, keepdims=True)",
    "rows = ()\nfor i in range(4):\n    if h[i].sum() > {c}:\n        rows = rows + (h[i] * 2.0,)\n"
    "    else:\n        rows = rows + (h[i] - 1.0,)\nh = ops.stack(rows)",
    "cols = [h[:, 2 * i:2 * i + 2] * 0.5 for i in range(3)]\nh = ops.concat(cols[::-1], axis=1)",
    "acc = []\nt = h\nfor i in range(3):\n    t = ops.tanh(t) + y * 0.1\n    acc.append(t)\n"
    "h = sum(acc) / len(acc)",
    "vals = [h.sum(0), y.sum(0)]\nif h.mean() > {c}:\n    vals.append(h.max(axis=0))\nelse:\n"
    "    vals.append(y.min(axis=0))\nh = h + ops.stack(vals).mean(0)",
    "seq = (h,)\nfor i in range(2):\n    seq = seq + (seq[-1] * 0.5 + 1.0,)\nh = ops.stack(seq, 0).sum(0)",
    # Parameter updates inside control flow, read back
    "for i in range(3):\n    if h[i].mean() > {c}:\n        ops.assign_add(self.acc, h * 0.1)\n"
    "    else:\n        ops.assign(self.m, self.m * 0.9)\nh = h * self.m + self.acc",
    "k = Tensor(0, ms.int32)\nwhile k < 3:\n    ops.assign(self.acc, self.acc + h * 0.1)\n"
    "    if self.acc.sum() > {c}:\n        break\n    k += 1\nh = h + self.acc",
    "if h.sum() > {c}:\n    ops.assign_sub(self.acc, y * 0.5)\nelse:\n    ops.assign(self.acc, h)\n"
    "h = h - self.acc * 0.5",
    "for t in (h, y):\n    ops.assign_add(self.m, t.mean(0) * 0.1)\nh = h * self.m",
    "if self.acc.sum() > {c}:\n    ops.assign(self.acc, ops.zeros_like(self.acc))\n"
    "ops.assign_add(self.acc, h)\nh = self.acc * 0.5 + h",
    # dtype casts mid-graph
    "q = (h * 4.0).astype(ms.int32)\nh = h + (q % 3).astype(ms.float32) * 0.5 - "
    "ops.cast(q // 2, ms.float32) * 0.1",
    "h16 = h.astype(ms.float16)\nfor i in range(2):\n    h16 = h16 * 0.5 + 1.0\n"
    "h = h + h16.astype(ms.float32)",
    "b = ops.cast(h > 0, ms.float32)\nh = h * b + ops.cast(ops.cast(y * 10.0, ms.int64), "
    "ms.float32) * 0.01",
    "n = (h > {c}).sum()\nh = h / (n + 1)",
    "idx = ops.cast(ops.clamp(h * 2.0, 0.0, 5.0), ms.int32)\nh = h + ops.gather_elements(y, 1, idx)",
    "hi16 = ops.cast(h, ms.float16)\nif hi16.sum() > {c}:\n    hi16 = hi16 * 2.0\n"
    "h = ops.cast(hi16, ms.float32) - h * 0.5",
    "m = (h > 0).astype(ms.int32) * 2 - 1\nh = h * m.astype(h.dtype)",
    # functional ops with keyword arguments
    "h = h - ops.sum(h, dim=1, keepdim=True) / 6.0",
    "h = ops.clamp(h, min=-1.0, max={p})",
    "h = ops.softmax(h, axis=-1) + ops.cumsum(y, axis=1) * 0.1",
    "v, ix = ops.topk(h, k=2, dim=1)\nh = h + v.sum(1, keepdims=True) * 0.1 + ix.astype(ms.float32)[:, :1]",
    "mx, am = ops.max(h, axis=1, keepdims=True)\nh = h - mx + am.astype(ms.float32) * 0.1",
    "h = h / (ops.norm(h, dim=1, keepdim=True) + 1.0)",
    "h = ops.mean(h, axis=0, keep_dims=True) + ops.leaky_relu(h, alpha=0.2)",
    "h = ops.logsumexp(h, 1, keepdim=True) - h",
    "h = ops.repeat_interleave(h[:, :3], repeats=2, axis=1) + ops.flip(y, dims=(0,))",
    "a, b = ops.split(h, split_size_or_sections=3, axis=1)\nh = ops.concat((b, a * 2.0), axis=1)",
    "h = ops.where(h > y, h, y * 0.5) + ops.pow(h, 2) * 0.1",
    "h = ops.gelu(h, approximate='tanh') + ops.clip_by_value(y, clip_value_min=-0.5, "
    "clip_value_max=0.5)",
]

# functions of (a, b) with control flow and several outputs, closures over ``net`` in main()
FUNCS = '''    def two(a, b):
        t = total(net(a, b))
        if t > 0:
            u = t * 2.0
        else:
            u = t - a.sum()
        return u, (a * b).sum()

    def walk(a, b):
        s = a * 1.0
        i = Tensor(0, ms.int32)
        while s.sum() > -5.0 and i < 3:
            s = s - b.abs()
            i += 1
            if s.max() < -1.0:
                break
        return total(net(s, b)), s.mean(), i

    def parts(a, b):
        outs = []
        for k in range(3):
            if (a * k).sum() > b.sum():
                outs.append(a * (k + 1.0))
            else:
                outs.append(b - k)
        return ops.stack(outs).sum(), total(net(a, outs[-1]))

'''

DRIVERS10 = [
    "res.append(snap(ms.grad(two, grad_position=(0, 1))(X, X2)))",
    "res.append(snap(ms.grad(two, grad_position=0, has_aux=True)(X, X2)))",
    "res.append(snap(ms.value_and_grad(two, grad_position=1, weights=params, has_aux=True)"
    "(X3, X)))",
    "res.append(snap(ms.grad(walk, grad_position=(0, 1), weights=params, has_aux=True)(X, X2)))",
    "res.append(snap(ms.value_and_grad(walk, grad_position=0, has_aux=True)(X2, X3)))",
    "res.append(snap(ms.grad(parts, grad_position=(0, 1))(X, X3)))",
    "res.append(snap(ms.value_and_grad(parts, grad_position=None, weights=params)(X2, X)))",
]


class _Gen10(_Nest):
    """``fuzz_programs8``'s network with family 10's statements (a third from family 8's) and
    gradients of control-flow functions with several outputs among the drivers."""
    stmts = STMTS10 * 2 + STMTS
    drivers = DRIVERS10 + _DRIVERS
    main = MAIN.replace("    res = [snap(", FUNCS + "    res = [snap(", 1)

    def __init__(self, seed):
        super().__init__(seed * 7907 + 10)   # not fuzz_programs8's program for the seed


assert _Gen10.main != fuzz_programs8.MAIN


def generate(seed):
    """The source of program ``seed``."""
    return _Gen10(seed).program()
