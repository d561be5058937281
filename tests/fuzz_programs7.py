"""Random programs for the seventh GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz7).

The first six fuzzers cover control flow, user-style Python, dtypes and indexing, nn layers,
functional ops, grad APIs, Primitive instances, transforms, attribute writes, containers,
training and integer semantics. This one covers breadth inside one construct. Each program is
one of six families, chosen by ``seed % 6``:

- ``methods``: chains of Tensor methods (reductions, cumulative ops, sort/topk/argsort, clip,
  masked_fill, view/reshape/flatten/squeeze/permute/swapaxes, tile/narrow/chunk/split, gather,
  index_select, roll/flip/triu/tril, lerp/addcmul/fmod/remainder, bitwise and logical methods,
  isclose, nan_to_num ...) with positional and keyword arguments;
- ``builtins``: zip/enumerate/reversed/sorted/map/filter/any/all/sum/min/max/abs/round/divmod/
  pow, list methods, tuple slicing with steps, ``in``, isinstance, len, negative ranges, nested
  functions, lambdas, ``ops.partial``, dict methods, comprehensions and starred unpacking;
- ``shapes`` (``fuzz_programs7_more``): shapes, sizes and dtypes as values, ``ops.zeros``/
  ``ones``/``full`` of computed shapes, numpy constants, dtype branches and casts, promotion
  between Python scalars and tensors of every dtype;
- ``lowp``: float16/bfloat16 chains, reductions, matmul and softmax, complex64 ops;
- ``dyn``: data-dependent shapes (masked_select, nonzero, unique, boolean-mask indexing)
  followed by reductions;
- ``control``: branches on shapes, early returns in nested ifs, for over a tensor's first
  axis, while with a break on a tensor condition, under gradients.

Each program is a module whose ``main()`` calls its Cell twice and (for float programs) takes
a gradient, and returns a ``snap`` of every output: ``(dtype, shape, array)`` per Tensor and
``(type, value)`` per Python number, so the runner compares values, dtypes, shapes and
Tensor-vs-number. The programs name ``minicell``; with ``mindspore`` they run on 2.10 in both
modes.
"""
import fuzz_programs6

HEAD = '''import functools
import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, dict):
        return {k: snap(u) for k, u in v.items()}
    if isinstance(v, ms.Tensor):
        if v.dtype == ms.bfloat16:
            return ("BFloat16", tuple(v.shape), v.astype(ms.float32).asnumpy().copy())
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    return (type(v).__name__, v)


X = Tensor((((np.arange(24).reshape(4, 6) * 7) % 13 - 6) / 4.0).astype(np.float32))
X2 = Tensor(np.cos(np.arange(24).reshape(4, 6) * 0.4).astype(np.float32))
X3 = Tensor((np.arange(24).reshape(4, 6) % 5 * 0.3 - 0.6).astype(np.float32))


def total(out):
    """The sum of every float Tensor of an output (numbers and int tensors are left out)."""
    if isinstance(out, ms.Tensor):
        return out.astype(ms.float32).sum() if out.is_floating_point() else 0.0
    s = 0.0
    for o in (out.values() if isinstance(out, dict) else out):
        if isinstance(o, ms.Tensor) and o.is_floating_point():
            s = s + o.astype(ms.float32).sum()
    return s


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return total(self.net(x, y))
'''

TAIL = '''

def main():
    net = Prog()
    res = [snap(net({a0})), snap(net({a1}))]
    if {grad}:
        res.append(snap(ms.grad(Loss(net), grad_position=(0, 1))({a0})))
    return res
'''


class _Base(fuzz_programs6._Base):
    GRAD = True

    def finish(self, construct, init="", args=("X, X2", "X3, X"), grad=None):
        grad = self.GRAD if grad is None else grad
        return HEAD + f'''

class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.idx = Tensor(np.array([3, 1, 0, 2], np.int32))
        self.perm = Tensor(np.array([5, 0, 2, 1, 4, 3], np.int32)){init}

    def construct(self, x, y):
{construct}
''' + TAIL.format(a0=args[0], a1=args[1], grad=grad)


# (4, 6) float32 -> (4, 6) float32, every value kept finite
_METHODS = [
    "h = h.clip(-1.5, 1.5)", "h = h.clip(min=-0.5)", "h = h.cumsum(axis=1) * 0.3",
    "h = h.cumsum(0) * 0.5", "h = h.masked_fill(h > 0.5, 0.25)",
    "h = h.masked_fill(y < 0, -1.0)", "h = h.transpose(1, 0).transpose(1, 0) * 1.5",
    "h = h.swapaxes(0, 1).reshape(4, 6)", "h = h.view(2, 12).reshape(4, 6)",
    "h = h.flatten().reshape(h.shape)", "h = h.unsqueeze(0).squeeze(0) + 1.0",
    "h = h.expand_dims(1).squeeze(axis=1)", "h = h.permute(1, 0).T",
    "h = h.flip((0,))", "h = h.flip((0, 1)) + y",
    "h = h.triu(1) + h.tril(-1)", "h = h.triu() - y.tril(1)", "h = h.lerp(y, 0.3)",
    "h = h.addcmul(y, h, value=0.5)", "h = h.fmod(1.5)", "h = h.remainder(1.5)",
    "h = h.floor_divide(y.abs() + 0.5)", "h = h.nan_to_num(0.0)", "h = h.expand_as(y) - y",
    "h = h.tile((2, 1))[2:6]", "h = h.narrow(1, 0, 3).tile((1, 2))",
    "a, b = h.chunk(2, 1)\nh = ops.cat((b, a), 1)",
    "a, b, c = h.split(2, axis=1)\nh = ops.cat((c, b * 2.0, a), 1)",
    "h = h.gather(self.idx, 0)", "h = h.index_select(1, self.perm)",
    "h = h.sort(axis=1)[0]", "h = h.sort(descending=True)[0] - y",
    "h = h.argsort(axis=1).astype(ms.float32) * 0.1 + h",
    "v, i = h.topk(2)\nh = h - v.mean() + i.sum() * 0.01",
    "h = h.abs().log1p()", "h = (h * h + 1.0).sqrt()", "h = h.sigmoid() * 2.0",
    "h = h.tanh() + h.exp().clip(0.0, 4.0)", "h = (h * h + 0.5).rsqrt()",
    "h = (h > 0).logical_and(y < 0.5).astype(ms.float32) * h + h",
    "h = (h > 0).logical_or(y > 0).logical_not().astype(ms.float32) + h",
    "h = h.isclose(y, rtol=0.1, atol=0.5).astype(h.dtype) + h",
    "h = h - h.mean(1, keep_dims=True)", "h = h.std(1, keepdims=True) + h",
    "h = h.var(0, ddof=1) * 0.5 + h", "h = h / (h.norm() + 1.0)",
    "h = h.maximum(y).minimum(h + 1.0)", "h = h.pow(2) * 0.1 + h", "h = h.square() * 0.2",
    "k = (h * 10).astype(ms.int32)\nh = (k.bitwise_and(7) ^ 3).astype(ms.float32) * 0.1 + h",
    "k = (h * 4).astype(ms.int32)\nh = k.bitwise_or(2).bitwise_xor(k).astype(ms.float32) + h",
    "h = h.amax(1, True) - h", "h = h.amin(0) + h",
    "h = h - h.max(axis=1, keepdims=True) + h.min()", "h = h.prod(1, keepdim=True) * 0.1 + h",
    "h = h.argmax(1).astype(ms.float32).reshape(4, 1) + h",
    "h = h.argmin(axis=0).astype(ms.float32) * 0.5 + h", "h = h.softmax(-1) * 4.0",
    "h = h.floor() + h.ceil() * 0.5 - h.trunc()", "h = h.sign() * h.abs().sqrt()",
    "h = h.sum(axis=1, keepdims=True) * 0.1 + h", "h = h.sum(0) * 0.2 + h",
    "h = (h @ y.T).tanh() @ y / 6.0", "h = h.erf() + h.atan2(y)", "h = h.hypot(y)",
    "h = h.xlogy(y.abs() + 1.0)", "h = h.any(1, keep_dims=True).astype(ms.float32) + h",
    "h = h.all().astype(ms.float32) + h", "h = h.where(h > 0, y)",
    "h = h.round() + h * 0.1", "h = h.neg().exp().clip(max=3.0)", "h = h.mul(y).add(1.0).div(2.0)",
    "h = h.sub(y, alpha=2.0)", "h = h.addmm(y, self.dmat, beta=0.5)",
    "h = h.cos().sin() + (h.abs() + 0.5).reciprocal()",
    "h = h.logsumexp(1, keepdim=True) - h",
    "h = h.cummax(1)[0]", "h = h.cummin(0)[0] + h", "h = h.float().double().float()",
    "h = h.half().float() * 2.0", "h = h.int().float() + h", "h = h.count_nonzero() * 0.1 + h",
    "h = h.clamp(-1.0, 0.5).abs()", "h = h.nansum(1, keepdims=True) + h",
    "h = h.repeat_interleave(2, 1)[:, ::2]", "h = h.copy() + h.trace()",
    "h = h.diagonal().sum() + h", "h = h.broadcast_to((4, 6)) * 0.5",
    "h = h.new_ones((4, 6)) + h", "h = h.new_zeros((4, 6)) - h",
    "h = h.le(y).astype(ms.float32) + h.ge(0.5) * 1.0 - h",
    "h = h.ne(y) * h + y.eq(0.0) * 1.0", "h = h.lt(0.25).float() + h.gt(y).float()",
    "h = h.isfinite().float() + h.isnan().float() + h",
    "h = h.unbind(0)[1] + h", "h = h.movedim(0, 1).T", "h = h.mT.mT",
]
_REDUCE = [
    "h.sum()", "h.mean(axis=1)", "h.std()", "h.var(axis=0, keepdims=True)",
    "h.prod(0)", "h.argmax()", "h.argmin(1)", "h.max()", "h.min(axis=0)", "h.norm(dim=1)",
    "h.cumprod(1)", "h.topk(3, dim=0)[0]", "h.median(1)[0]", "h.all()", "h.any(axis=0)",
    "h.nonzero().shape", "h.size", "h.ndim * 2", "h.shape[1] - 1", "h.argsort(descending=True)",
    "h[1, 2].item()", "h[0].sum()",
    "h.abs().sum(axis=(0, 1))", "h.trace()", "h.logsumexp(0)", "h.count_nonzero(1)",
    "(h > 0).sum()", "h.int().sum()", "h.astype(ms.int8).max()",
]


class _Methods(_Base):
    """A chain of Tensor methods with positional and keyword arguments."""

    def program(self):
        r = self.r
        self.emit("h = x * 1.0")
        for s in r.sample(_METHODS, r.randint(3, 7)):
            self.emit(s)
        outs = ["h"] + r.sample(_REDUCE, r.randint(1, 3))
        self.emit("return " + ", ".join(outs))
        init = "\n        self.dmat = Tensor(np.diag(np.arange(6) * 0.5 - 1).astype(np.float32))"
        src = self.body()
        # 2.10 has no IsClose bprop: both of its modes raise under a gradient (measured)
        return self.finish(src, init=init, grad="isclose" not in src)


_BUILTINS = [
    "ts = [h, y, h * 2.0]\nfor a, b in zip(ts, ts[1:]):\n    h = h + a * b * 0.1",
    "ts = (h, y)\nfor i, t in enumerate(reversed(ts)):\n    h = h + t * (i + 1) * 0.1",
    "vals = sorted([3, 1, 2], reverse=True)\nh = h * vals[0] + vals[-1]",
    "vals = sorted((2.5, -1.0, 0.5))\nh = h + vals[1] * len(vals)",
    "h = h + sum([t.sum() for t in (h, y) if t.ndim == 2]) * 0.01",
    "h = h * max(h.shape) + min(y.shape)", "h = h + max(1.5, 2) - min(3, 0.5, 4)",
    "q, rem = divmod(7, 3)\nh = h * q + rem", "q, rem = divmod(-7.5, 2)\nh = h * q - rem",
    "h = h * pow(2.0, 3) * 0.1 + abs(-1.5)", "h = h + abs(-2)",
    "l = [1, 2]\nl.append(3)\nl.extend([4, 5])\nl.insert(0, 9)\np = l.pop()\n"
    "h = h * l.index(3) + p + l.count(2) + len(l)",
    "l = [h, y]\nl.append(h * 2.0)\nl.reverse()\nh = l[0] - l[-1]",
    "l = [1.0, 2.0]\nl.clear()\nl.append(0.5)\nh = h * l[0] + len(l)",
    "l = [h, y, h + y]\nl.pop(0)\nl.insert(1, y * 3.0)\nh = l[1] + l[2]",
    "t = (1, 2, 3, 4, 5)\nh = h + t[::2][1] + t[::-1][0] + len(t[1:4])",
    "t = (h, y, h * y, y * 2.0)\nh = t[::-2][0] + t[1::2][-1]",
    "t = (1, 2, 3)\nif 3 in t and 7 not in t:\n    h = h + 1.0\nelse:\n    h = h - 1.0",
    "if isinstance(h, Tensor) and not isinstance(y, (int, float)):\n    h = h * 2.0",
    "if isinstance(2.0, int):\n    h = h + 5.0\nelse:\n    h = h - 0.5",
    "for i in range(5, 0, -2):\n    h = h + i * 0.1", "for i in range(3, -3, -3):\n    h = h * 0.9 + i",
    "def inner(a, k=2.0):\n    return a * k\nh = inner(h) + inner(y, k=3.0)",
    "def outer(a):\n    def mid(b):\n        return b + a\n    return mid(a * 0.5)\nh = outer(h)",
    "f = lambda a, b=1.0: a * 2.0 + b\nh = f(h) + f(y, 0.5)",
    "g = ops.partial(ops.add, y)\nh = g(h) * 0.5",
    "g = functools.partial(ops.mul, 0.5)\nh = g(h) + g(y)",
    "d = {'a': h, 'b': y}\nd.update({'c': h * 2.0})\nfor k, v in d.items():\n    h = h + v * 0.1",
    "d = {'a': 1.0, 'b': 2.0}\nh = h * d.get('a') + d.get('z', 3.0) + len(d.keys())",
    "d = {'p': h, 'q': y}\nfor v in d.values():\n    h = h - v * 0.2\nfor k in d.keys():\n    h = h + 0.1",
    "d = {'p': h, 'q': y}\nv = d.pop('q')\nh = h + v + len(d)",
    "first, *rest = (h, y, h * 2.0)\nh = first + rest[-1] * 0.25 + len(rest)",
    "*init, last = [1.0, 2.0, 3.0]\nh = h * last + init[0]",
    "h = h + any([False, True]) + all((1, 0))", "h = h * any((y.shape[0] > 5, h.ndim == 2))",
    "ts = list(map(lambda t: t * 2.0, (h, y)))\nh = h + ts[1]",
    "ns = list(filter(lambda n: n % 2 == 1, range(6)))\nh = h + sum(ns) * 0.1 + len(ns)",
    "ns = [i * i for i in range(4) if i != 2]\nh = h * ns[-1] * 0.1 + ns[1]",
    "sq = [t.mean() for t in (h, y)]\nh = h - sq[0] + sq[1]",
    "ks = tuple(i for i in range(3))\nh = h + ks[2]",
    "h = h + float(3) + int(2.7) + bool(0)", "h = h * (1 if h.shape[0] == 4 else 2)",
    "a, b = (h, y) if h.ndim == 2 else (y, h)\nh = a - b",
    "n = 0\nfor row in (1, 2, 3):\n    n += row\nh = h + n",
    "h = h + max([y.sum(), h.sum()]) * 0.01", "h = h + min(h.max(), y.max())",
    "h = h * abs(y)", "h = h + sum((h, y, y))", "h = h ** 2 * 0.1 + pow(h, 1) - 1.5 ** 2",
]
_BOUTS = [
    "h", "h.sum()", "len((1, 2, 3))", "3 // 2", "7 % 3 * 1.5", "-7 // 2", "2 ** -1", "divmod(9, 4)",
    "(1, 2.5)", "[h.mean(), 1]", "{'k': h.max(), 'n': 2}", "abs(-3)", "max(2, 7.5)",
    "sum([1, 2, 3])", "int('1' == '1')", "min((4, -1))",
    "True + 1", "4 / 2", "2 ** 10", "float(3)",
]


class _Builtins(_Base):
    """Python builtins, sequences, dicts, closures and comprehensions inside construct."""

    def program(self):
        r = self.r
        self.emit("h = x + 0.0")
        for s in r.sample(_BUILTINS, r.randint(3, 6)):
            self.emit(s)
        outs = ["h"] + r.sample(_BOUTS[1:], r.randint(1, 3))
        self.emit("return " + ", ".join(outs))
        return self.finish(self.body())


def generate(seed):
    """The source of program ``seed`` (its family is ``seed % 6``)."""
    from fuzz_programs7_more import _Control, _Dyn, _LowP, _Shapes
    family = (_Methods, _Builtins, _Shapes, _LowP, _Dyn, _Control)[seed % 6]
    return family(seed).program()
