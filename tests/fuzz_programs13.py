"""Random programs for the thirteenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz13):
``fuzz_programs12``'s network of nested Cells (the same ``Prog``, helpers, drivers and snaps) with
two more sub-Cells and one more helper, whose construct draws from the APIs the earlier families
leave out:

- ``mint`` and ``mint.nn.functional`` calls (activations, ``softmax``, ``linear``,
  ``smooth_l1_loss``, ``cat``/``split``, ``lerp``, reductions with ``dim``/``keepdim``);
- Tensor in-place methods (``add_``, ``mul_``, ``sub_``/``add_`` with ``alpha``, ``div_``,
  ``copy_``) and item writes (``t[1:3] = ...``, ``t[mask] = ...``, ``t[0] += ...``) on a tensor
  made in construct, and writes through a view of one read back from the view;
- Python containers: list and dict comprehensions, ``zip``/``enumerate`` with nested targets,
  starred unpacking (``first, *rest = ...``), ``dict`` ``get``/``items``/``update``/``keys``,
  ``sum`` over a tuple of tensors;
- a sub-Cell ``construct(self, x, *args, scale=1.0, **kwargs)`` and a module-level helper with
  ``*rest``/``**kw`` called positionally, with keywords, defaults and unpacked ``*``/``**``;
- ``ops.vmap`` (of a lambda over a Parameter, of a sub-Cell, two ``in_axes``), ``ops.jacrev``
  and ``ops.jvp`` inside construct, so the drivers' gradients differentiate through them;
- ``mindspore.numpy`` functions; an ``nn.Dense`` under ``to_float(ms.float16)``;

and ``main()`` may also call the network through an ``@ms.jit`` function taking an
``ms.mutable`` tuple or list of inputs.

Every statement ran alone on MindSpore 2.10 (CPU) in both modes, called and differentiated, and
minicell's outputs agree with 2.10 except where 2.10's CPU build is wrong or refuses: in-place
``add_``/``sub_``/``mul_``/``div_`` leave the Tensor unchanged in its PYNATIVE_MODE and
``sub_(0.25)`` (a number) in its GRAPH_MODE (minicell agrees with the mode that writes);
``jacrev``/``jvp`` inside construct do not compile in its GRAPH_MODE or under ``@ms.jit`` (the
values are checked against its plain PYNATIVE_MODE); its float16 ``Dense`` differs between its
own modes by a float16 rounding. Many ``mint`` kernels (``gelu``, ``log_softmax``,
``layer_norm``, ``clamp_``, ``fill_``, ``tanh_``, the ``softplus`` gradient) are missing from its
CPU build, so the ``mint`` statements use those it has. Writes through a view are not read from
the base Tensor: 2.10's PYNATIVE_MODE writes ``v[i] = ...`` into the base and its GRAPH_MODE
does not. minicell's two modes must agree with each other."""

from fuzz_programs8 import MAIN, _DRIVERS, _Nest
from fuzz_programs12 import CELLS12, STMTS12, _Gen12

EXTRA = '''

def spread(a, *rest, w=1.0, **kw):
    out = a * w
    for t in rest:
        out = out + t * 0.5
    return out + kw.get("shift", 0.0)


class Kw(nn.Cell):
    def construct(self, x, *args, scale=1.0, **kwargs):
        out = x * scale
        for a in args:
            out = out + a
        if "bias" in kwargs:
            out = out + kwargs["bias"]
        return out


class Prog(nn.Cell):'''

CELLS13 = CELLS12.replace("\n\nclass Prog(nn.Cell):", EXTRA, 1).replace(
    "        self.m = Parameter(",
    "        self.kw = Kw()\n"
    "        self.lowp = nn.Dense(6, 6, weight_init=Tensor(np.linspace(0.3, -0.2, 36)"
    ".reshape(6, 6).astype(np.float32)), bias_init=Tensor(np.linspace(-0.1, 0.1, 6)"
    ".astype(np.float32))).to_float(ms.float16)\n"
    "        self.m = Parameter(", 1).replace(
    "net.leaf.w, net.half.v]", "net.leaf.w, net.half.v, net.lowp.weight]", 1)

HEAD_IMPORTS = ("from minicell import nn, ops, Tensor, Parameter\n",
                "from minicell import nn, ops, Tensor, Parameter, mint\n"
                "import minicell.numpy as mnp\n")

MAIN13 = MAIN.replace("    res = [snap(net(X, X2))", '''    @ms.jit
    def run_mut(t):
        a, *rest = t
        return net(a, rest[0])

    res = [snap(net(X, X2))''', 1)

DRIVERS13 = _DRIVERS + [
    "res.append(snap(run_mut(ms.mutable((X, X2)))))",
    "res.append(snap(run_mut(ms.mutable([X3, X]))))",
]

# float32 (4, 6) h -> float32 (4, 6) h; ``{c}`` a threshold, ``{p}`` a positive one
STMTS13 = [
    # mint / mint.nn.functional (kernels 2.10's CPU build has, with their gradients)
    'h = mint.nn.functional.relu(h) + mint.tanh(y) * 0.5',
    'h = mint.nn.functional.silu(h) * 0.5 + mint.erf(y)',
    'h = mint.nn.functional.softmax(h, dim=1) + mint.sigmoid(y) * 0.5',
    'h = mint.clamp(h, -1.0, 1.0) + mint.where(h > 0, h, y)',
    'h = mint.cat((h[:2], y[2:]), dim=0) + mint.flip(h, (0,))',
    'h = mint.nn.functional.linear(y, self.leaf.w) + mint.nn.functional.hardswish(h)',
    'h = mint.matmul(h, self.leaf.w) + mint.mean(y, dim=1, keepdim=True)',
    'h = mint.add(h, y, alpha=2.0) * mint.nn.functional.hardsigmoid(h)',
    'a, b = mint.split(h, 3, dim=1)\nh = mint.cat((b, a * mint.erf(b)), dim=1)',
    'h = h + mint.nn.functional.smooth_l1_loss(h, y) + mint.max(h, dim=1, keepdim=True)[0]',
    'h = mint.exp(mint.minimum(h, y)) + mint.sqrt(mint.abs(h) + 0.1)',
    'h = mint.lerp(h, y, 0.3) + mint.amax(h, dim=1, keepdim=True) - mint.sum(y, dim=0)',
    # Tensor in-place methods and item writes on a tensor made in construct; writes through a
    # view, read back from the view
    't = h * 1.0\nt.add_(y)\nt.mul_(0.5)\nh = t + h',
    't = h * 1.0\nt.copy_(ops.clamp(y, -0.5, 0.5))\nt.add_(h, alpha=0.5)\nh = h + t * self.m',
    't = ops.zeros_like(h)\nt.copy_(y)\nh = h + t * 2.0',
    't = h * 1.0\nt[1:3] = y[1:3] * 2.0\nh = t + h',
    'v = (h * 1.0)[1:3]\nv[:, 2:4] = 0.0\nv.add_(y[:2])\nh = h + v.sum(0)',
    'v = (h * 1.0).T\nv[0] = y[0, :4]\nv.mul_(0.5)\nh = h + v.T',
    't = h * 1.0\nt.sub_(y, alpha=0.5)\nt.div_(2.0)\nh = t',
    't = h * self.m\nt.mul_(y)\nt.sub_(0.25)\nh = h + t',
    't = ops.zeros_like(h)\nt[:, ::2] = h[:, ::2]\nh = t + y',
    't = h * 1.0\nt[h > 0.5] = 0.5\nh = t * y',
    't = h * 1.0\nt[0] += y[1]\nt[:, 1] *= 2.0\nh = t',
    # Python containers
    'hs = [h * (i + 1) for i in range(3)]\nh = hs[1] + hs[2] * 0.5 - hs[0]',
    "d = {{'a': h, 'b': y}}\nd.update({{'c': h * y}})\nh = d.get('c') + d.get('z', y) + d['a']",
    "d = {{k: v * 2.0 for k, v in zip(('p', 'q'), (h, y))}}\nfor k, v in d.items():\n"
    "    h = h + v * 0.1",
    'first, *rest = (h, y, h * y)\nh = first + rest[0] - rest[-1] * 0.5',
    'for i, (a, b) in enumerate(zip((h, y), (y, h))):\n    h = h + a * b * (i + 1) * 0.1',
    'a, (b, *c) = h, (y, h, y)\nh = a + b + c[0] - c[1] * len(c)',
    'vals = [t.sum() for t in (h, y)]\nh = h * vals[0] * 0.01 + vals[1]',
    "d = {{'a': h, 'b': y}}\nfor k in d.keys():\n    h = h + d[k] * 0.25",
    'ts = (h, y, h - y)\nh = ts[0] + sum(ts[1:])',
    'pairs = list(zip([h, y], [0.5, 2.0]))\n'
    'h = pairs[0][0] * pairs[0][1] + pairs[1][0] * pairs[1][1]',
    # keyword calls, *args/**kwargs, defaults, unpacked * and **
    'h = self.kw(h, scale=0.5)',
    'h = self.kw(h, y, h, scale=2.0)',
    'h = self.kw(h, bias=y) + self.kw(y, h, bias=self.m)',
    'h = spread(h, y, h * 0.5) + spread(y, w=0.25)',
    "h = spread(*(h, y), **{{'w': 2.0}})",
    'args = (y, h)\nh = self.kw(h, *args, scale=0.1)',
    # vmap / jacrev / jvp (each lambda on its own line, as 2.10's PYNATIVE_MODE requires)
    'f = lambda r: ops.matmul(r, self.leaf.w) * r\nh = ops.vmap(f, in_axes=0)(h)',
    'h = ops.vmap(self.leaf, in_axes=0)(h) + h',
    'f = lambda a, b: a * b.sum()\nh = ops.vmap(f, in_axes=(0, 1))(h, y.T)',
    'f = lambda t: ops.sin(t) * 2.0\nj = ops.jacrev(f)(h[0])\nh = h + j.sum(0)',
    'f = lambda t: ops.tanh(t) * t\n_, t = ops.jvp(f, h, y)\nh = h + t',
    'f = lambda a: ops.tanh(ops.matmul(a, self.leaf.w))\nv, t = ops.jvp(f, h, y)\nh = v + t * 0.5',
    # mindspore.numpy
    'h = mnp.tanh(h) + mnp.clip(y, -0.5, 0.5)',
    'h = mnp.where(h > y, h, y) + mnp.mean(h, axis=0)',
    'h = mnp.concatenate((h[:, :3], y[:, 3:]), axis=1) * 2.0',
    'h = mnp.cumsum(h, axis=1) * 0.2 + mnp.sin(y) * mnp.cos(h)',
    'h = mnp.dot(h, self.leaf.w) + mnp.outer(h[0], y[1])[:4]',
    'h = mnp.exp(mnp.minimum(h, 1.0)) - mnp.abs(y) + mnp.full((4, 6), 0.5)',
    # a sub-Cell under to_float(ms.float16)
    'h = self.lowp(h).astype(ms.float32) + h',
    'h = h + self.lowp(y) * 0.5',
]


class _Gen13(_Gen12):
    """``fuzz_programs12``'s network with family 13's statements (a quarter from family 12's),
    the extra sub-Cells and helper, and drivers that pass ``ms.mutable`` inputs."""
    stmts = STMTS13 * 3 + STMTS12
    cells, main, drivers = CELLS13, MAIN13, DRIVERS13

    def __init__(self, seed):
        _Nest.__init__(self, seed * 7919 + 13)   # not another family's program for the seed

    def program(self):
        return super().program().replace(*HEAD_IMPORTS, 1)


assert CELLS13.count("class Kw(") == 1 and "self.lowp = " in CELLS13
assert "net.lowp.weight" in CELLS13
assert "def run_mut" in MAIN13


def generate(seed):
    """The source of program ``seed``."""
    return _Gen13(seed).program()
