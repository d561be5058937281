"""The module head, statement texts and ``main()`` of ``fuzz_programs47``'s programs (its
docstring says what they cover); ``{c}`` in a text is a Python float drawn per statement."""
from fuzz_compare import BLOCK_WRAPS, SNAP_PRELUDE, guarded_tail


HEAD = SNAP_PRELUDE + '''from minicell import mint

_G = np.arange(24).reshape(4, 6)
X = (np.sin(_G * 0.7) * 1.5).astype(np.float32)
Y = np.cos(_G * 1.3).astype(np.float32)
N = np.array([1, -2, 3, 0], np.int32)
SENS = Tensor(np.cos(_G * 0.4).astype(np.float32))


@ms.jit
def jscale(a, s):
    return a * s + a.sum(axis=1, keepdims=True) * 0.1


@ms.jit
def jmix(a, q, s=2):
    return a + (q // s).astype(ms.float32) * 0.25, q % s


@ms.jit
def jrows(a):
    return ops.vmap(lambda r: r * r.mean(), in_axes=0)(a)


class Lin(nn.Cell):
    def __init__(self, s):
        super().__init__()
        w = np.cos(np.arange(36).reshape(6, 6) * s) * 0.4
        self.w = Parameter(Tensor(w.astype(np.float32)), name="w")
        self.b = Parameter(Tensor(np.full((6,), s, np.float32)), name="b")

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w) + self.b)

    def row(self, r, s=1.0):
        return ops.tanh((r * s) @ self.w) + self.b * s

    def loss_aux(self, x):
        out = self(x)
        return (out * out).sum(), out.max(axis=1)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = Lin(0.3)
        self.lin2 = Lin(0.7)
        self.lw = ms.ParameterTuple(self.lin.trainable_params())
        self.p = Parameter(Tensor(np.linspace(-0.5, 1.0, 6).astype(np.float32)), name="p")
        self.q = Parameter(Tensor(np.zeros((6,), np.float32)), name="q")

    def scaled(self, r, s):
        return r * s + self.p

    def construct(self, x, y, n, k):
        h = x * 1.0
        outs = ()
        i8 = (x * 40).astype(ms.int8)
        u8 = (y * 100 + 120).astype(ms.uint8)
        i16 = (x * 900).astype(ms.int16)
        f16 = y.astype(ms.float16)
        m = x > 0.2
{body}
        return h, outs
'''

VMAP = [
    "f = lambda r: r * {c} + 1\nh = ops.vmap(f)(h)",
    "def rowf(r, s):\n    return (r * s).sum(axis=-1, keepdims=True) + r\n"
    "h = ops.vmap(rowf, in_axes=(0, None))(h, y[0])",
    "f = lambda col: col.max(axis=0, keepdims=True) - col\n"
    "h = ms.vmap(f, in_axes=1, out_axes=1)(h)",
    "h = ops.vmap(self.lin, in_axes=0)(h)",
    "h = ops.vmap(self.lin.row, in_axes=(0, None))(h, {c})",
    "f = lambda col: col * col.mean()\nh = ops.vmap(f, in_axes=-1, out_axes=-1)(h)",
    "f = lambda e: e * e + {c}\nh = ops.vmap(ops.vmap(f))(h)",
    "f = lambda e, w: e * w\nh = ops.vmap(ops.vmap(f, in_axes=(0, 0)), in_axes=(1, None), "
    "out_axes=1)(h, self.p[:4])",
    "sc = {c}\nf = lambda r, t: r * sc + t\nh = ops.vmap(f, in_axes=(0, 0))(h, y)",
    "f = lambda pr: pr[0] * pr[1]\nh = ops.vmap(f, in_axes=((0, 1),))((h, y.T))",
    "f = lambda r: (r * 2, r.sum())\na, b = ops.vmap(f, out_axes=(0, 0))(h)\n"
    "h = h + a * 0.5 + b.reshape(4, 1)",
    "f = lambda r: (r.cumsum(axis=0), r.argmax())\n"
    "a, b = ms.vmap(f, in_axes=1, out_axes=(1, 0))(h)\n"
    "h = a * 0.5\nouts = outs + (b,)",
    "f = lambda r: ops.matmul(r, self.lin.w)\nh = ops.vmap(f)(h)",
    "f = lambda r, w: r * w\nh = ops.vmap(f, in_axes=(0, None))(h, self.p)",
    "f = lambda r, mk: ops.where(mk, r, -r)\nh = ops.vmap(f)(h, h > {c})",
    "f = lambda r: ops.sort(r)\nv, i = ops.vmap(f)(h)\nh = v + h * 0.5\nouts = outs + (i,)",
    "f = lambda r: r * 3 - 1\nq = ops.vmap(f)(i8)\nouts = outs + (q,)",
    "f = lambda r, s: r // s + r % s\nq = ops.vmap(f, in_axes=(0, None))(i8, 3)\n"
    "outs = outs + (q,)",
    "f = lambda r: r.astype(ms.float16) * 2\nq = ops.vmap(f)(h)\nouts = outs + (q,)",
    "f = lambda r: (r + 5).sum(axis=0, keepdims=True)\nq = ops.vmap(f)(u8)\nouts = outs + (q,)",
    "f = lambda r, j: r * j\nq = ops.vmap(f, in_axes=(0, 0))(h, n)\nh = h + q * 0.1",
    "t = h.reshape(2, 2, 6)\nf = lambda mm: mm.sum(axis=(0, 1), keepdims=True) * 0.1 + mm\n"
    "h = ops.vmap(f)(t).reshape(4, 6)",
    "t = h.reshape(2, 2, 6)\nf = lambda mm: mm.mean(axis=(-2,), keep_dims=True) - mm\n"
    "h = ops.vmap(f, in_axes=2, out_axes=2)(t).reshape(4, 6)",
    "f = lambda r, i: ops.gather(r, i, 0)\n"
    "h = ops.vmap(f, in_axes=(0, None))(h, Tensor([5, 0, 2, 3, 1, 4], ms.int32))",
    "h = jrows(h) + h",
    "h = ops.vmap(self.scaled, in_axes=(0, None))(h, {c})",
    "f = lambda r: mint.clamp(r, min={c}, max=1.0)\nh = ops.vmap(f)(h)",
]
GRADS = [
    "f = lambda r: (r * r * self.p).sum()\ng = ops.vmap(ms.grad(f))(h)\nh = h + g * 0.5",
    "def f(a):\n    rs = lambda r: (r * r).sum()\n    return ops.vmap(rs)(a).sum()\n"
    "gv = ms.grad(f)(h)\nh = h + gv * {c}",
    "f = lambda a, b: a * b * 2\n"
    "gs = ops.GradOperation(get_all=True, sens_param=True)(f)(h, y, x)\n"
    "h = h + gs[0] + gs[1]",
    "def fa(a):\n    return (a * a).sum(), a.max(axis=1, keepdims=True)\n"
    "(v, aux), g = ms.value_and_grad(fa, grad_position=0, has_aux=True)(h)\n"
    "h = h + g * 0.1 + aux\nouts = outs + (v,)",
    "v, g = ms.value_and_grad(self.lin.loss_aux, grad_position=0, weights=self.lw, "
    "has_aux=True)(h)\nh = h + g[0] * 0.1\nouts = outs + (v[0], v[1], g[1][0])",
    "gw = ops.GradOperation(get_by_list=True)(self.lin, self.lw)(h)\nh = h + gw[1] * {c}",
    "ga = ops.GradOperation(get_all=True, get_by_list=True)(self.lin, self.lw)(h)\n"
    "h = h + ga[0][0] * 0.5 + ga[1][1]",
    "f = lambda a: (a.astype(ms.float16) * 3).astype(ms.float32).sum()\ng = ms.grad(f)(h)\n"
    "h = h + g",
    "f = lambda a: (a.astype(ms.float64) ** 2).sum().astype(ms.float32)\ng = ms.grad(f)(h)\n"
    "h = h + g * 0.1",
    "f = lambda a, b: (a * b).sum()\ng = ms.grad(f, grad_position=(0, 1))(h, y)\n"
    "h = h + g[0] - g[1]",
    "f = lambda r, w: (ops.tanh(r * w)).sum()\n"
    "g = ops.vmap(ms.grad(f, grad_position=1), in_axes=(0, None))(h, self.p)\nh = h + g",
]
JIT = [
    "h = jscale(h, {c})",
    "h = jscale(h, k)",
    "h, r = jmix(h, i8)\nouts = outs + (r,)",
    "h, r = jmix(h, n.reshape(4, 1), s=k)\nouts = outs + (r,)",
    "h, r = jmix(h, i16, 3)\nouts = outs + (r,)",
]
NUMERIC = [
    "outs = outs + (i8 * {c}, i8 // 3, i8 % -3, i8 + 200, -i8)",
    "outs = outs + (u8 + 250, u8 * 2, u8 - 3, u8 // 7, u8 % 5)",
    "outs = outs + (i16 * 40, i16 // -7, i16 ** 2, i16 / 3)",
    "outs = outs + (i8 ** 2, u8 ** 0.5, f16 ** 2, f16 ** {c})",
    "outs = outs + (f16 * 3.1 + 2, (f16 * 3.1 + 2) // 0.7, f16 % -0.3, f16 / 0)",
    "d = x.astype(ms.float64)\nh = h + (d * 1e-3 + {c}).astype(ms.float32)\n"
    "outs = outs + (d * 2, d // 0.3, d.sum(axis=(0, 1)))",
    "b = x.astype(ms.bfloat16)\nouts = outs + ((b * 3 + {c}).astype(ms.float32), "
    "(b * b - 1).astype(ms.float32), (b / 3).astype(ms.float32))",
    "outs = outs + (m + 1, m * 2.5, m & (n > 0).reshape(4, 1), ~m, m | True, m ^ m)",
    "outs = outs + (i8 > 3.5, u8 == 255, f16 <= {c}, i16 != 0, m == 1)",
    "outs = outs + (i8 & 7, u8 | 3, i8 ^ -1, i16 & 255, ~u8, ~i8)",
    "outs = outs + (i8 + u8, i8 * i16, u8 + i16, f16 + i8, f16 * u8, m + i8)",
    "outs = outs + (i8 + f16, u8 / f16, x.astype(ms.float64) + f16, i16 * 0.5)",
    "outs = outs + (i8.sum(axis=(0, 1), keepdims=True), u8.max(axis=-1), "
    "f16.mean(axis=(-1,), keep_dims=True), m.sum(axis=0), m.any(axis=(0, 1)))",
    "outs = outs + (i8.sum(), u8.sum(), m.sum(), i16.prod(axis=0), i8.mean(axis=1))",
    "outs = outs + (mint.sum(i8, dim=1, keepdim=True), mint.clamp(f16, min={c}), "
    "mint.mul(u8, 2), mint.max(i16))",
    "outs = outs + (ops.sum(u8, dim=(0, 1), keepdim=True), ops.mean(f16, axis=0, keep_dims=True), "
    "ops.amax(i8, axis=-1, keepdims=True), ops.prod(m.astype(ms.int32), axis=1))",
    "outs = outs + (mint.div(i8, 3, rounding_mode='floor'), mint.remainder(i16, -5), "
    "mint.div(f16, 0.7))",
    "outs = outs + (ops.cast(h, ms.int8), ops.cast(h * 100, ms.uint8), "
    "(h * 1e5).astype(ms.float16), "
    "(h > 0).astype(ms.float16) * 2)",
    "outs = outs + (i8.astype(ms.uint8), u8.astype(ms.int8), i16.astype(ms.int8), "
    "(-u8).astype(ms.int16))",
    "outs = outs + (ops.maximum(i8, 3), ops.minimum(f16, {c}), ops.pow(i16, 2), ops.add(u8, 1.5))",
    "outs = outs + (i8.abs(), f16.abs(), (-i16).abs(), ops.neg(u8), ops.sign(i8))",
    "outs = outs + (2 ** i8.astype(ms.int32).clip(0, 6), 3 - u8, 1.5 / (i16 + 1000), 7 // (u8 + 1),"
    " -9 % (i8.abs() + 1))",
    "h = h + (i8.astype(ms.float32) * 0.01 + (f16 * {c}).astype(ms.float32))",
    "h = h + ops.where(m, i8, u8).astype(ms.float32) * 0.01",
    "h = ops.where(h > {c}, h, 0) + ops.where(m, 0.5, h)",
]
CONTROL = [
    "if h.sum() > {c}:\n    h = (h * 100).astype(ms.int32).astype(ms.float32) * 0.01\n"
    "else:\n    h = h.astype(ms.float16).astype(ms.float32)",
    "if k > 2:\n    q = i8\nelse:\n    q = i16\nouts = outs + (q * 2,)",
    "if (n > 0).sum() > 1:\n    q = i8 * 2\nelse:\n    q = i8 // 2\nouts = outs + (q,)",
    "z = f16\nfor j in range(k):\n    z = z * 1.5 + j\nouts = outs + (z,)",
    "j = Tensor(0, ms.int32)\nq = u8\nwhile j < 3:\n    q = q + 100\n    j += 1\n"
    "outs = outs + (q,)",
    "s = h.sum()\nif s > {c}:\n    s = s.astype(ms.float16).astype(ms.float32)\nh = h * s * 0.1",
]
MORE = [
    "f = lambda r: r.std() * r\nh = ops.vmap(f)(h)",
    "f = lambda r: ops.topk(r, 2)[0].sum() + r\nh = ops.vmap(f, in_axes=1, out_axes=1)(h)",
    "f = lambda r: r.argmax(axis=0, keepdims=True)\nouts = outs + (ops.vmap(f)(h),)",
    "f = lambda r, w: (w * r).sum(axis=1)\nh = ops.vmap(f, in_axes=(1, None), out_axes=1)(h, "
    "self.lin.w[:4, :4])",
    "h = ops.vmap(self.lin2, in_axes=0, out_axes=1)(h).T.reshape(4, 6)",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    f = lambda r: r * 0.5 + self.p\n"
    "    h = ops.vmap(f)(h)\n    i += 1",
    "if h.sum() > {c}:\n    f = lambda r: r.sum(axis=0, keepdims=True) * r\n"
    "    h = ops.vmap(f)(h) * 0.1\nelse:\n    h = h - 1",
    "f = lambda r: r.cumsum(axis=-1) * {c}\nh = ms.vmap(f, in_axes=-2, out_axes=-2)(h)",
    "f = lambda r, s: r * s\nh = ops.vmap(f, in_axes=(0, 0))(h, ops.arange(4).astype(ms.float32))",
    "f = lambda r, s: r * s + k\nh = ops.vmap(f, in_axes=(0, None))(h, k)",
    "f = lambda r: (r > {c}).astype(ms.int32).sum()\nouts = outs + (ops.vmap(f)(h),)",
    "f = lambda r: ops.stop_gradient(r) * r\nh = ops.vmap(f)(h)",
    "outs = outs + (h.var(axis=0), h.norm(), i8.float(), h.half(), m.int(), i8.bool(), "
    "u8.double(), h.round())",
    "outs = outs + (h.logsumexp(1), h.mean(-1, True), h.max(axis=0), h.min(axis=1, keepdims=True), "
    "i8.max(), u8.argmin())",
    "outs = outs + (ops.cumsum(i8, 1), ops.cumprod(u8 % 3, 0), i16.cumsum(axis=-1), "
    "m.cumsum(0))",
    "outs = outs + (ops.clamp(i8, -5, 5), u8.clip(30, 200), f16.clamp(min={c}), "
    "i16.clip(None, 100))",
    "outs = outs + (ops.floor_div(i8, -4), ops.floor_mod(i8, -4), ops.truncate_div(i16, 7), "
    "ops.truncate_mod(i16, -7))",
    "outs = outs + (ops.bitwise_and(i8, u8.astype(ms.int8)), ops.bitwise_or(i16, 1), "
    "ops.bitwise_xor(u8, 255), ops.logical_not(m), ops.logical_and(m, i8 > 0))",
    "outs = outs + (ops.isclose(f16, y.astype(ms.float16)), ops.equal(i8, 3), "
    "ops.ne(u8, 120), ops.ge(f16, i8), ops.lt(i16, {c}))",
]
VMAP2 = [
    "f = lambda r: r * 2\nh = ops.vmap(f, in_axes=[0], out_axes=0)(h)",
    "f = lambda r, s: r * s\nh = ops.vmap(f, in_axes=[0, None])(h, 0.5)",
    "f = lambda r: (r * 2, Tensor(3.0, ms.float32))\na, b = ops.vmap(f, out_axes=(0, None))(h)\n"
    "h = a + b",
    "f = lambda r: r * 2\nh = ops.vmap(f, in_axes=(0,))(h)",
    "f = lambda r: r.reshape(2, 3).T\nh = ops.vmap(f)(h).reshape(4, 6)",
    "f = lambda r: ops.concat((r, r * 2))[::2]\nh = ops.vmap(f)(h)",
    "f = lambda r: r[1:] - r[:-1]\nh = h + ops.pad(ops.vmap(f)(h), (0, 1))",
    "f = lambda r: ops.expand_dims(r, 0) * r.reshape(-1, 1)\nh = ops.vmap(f)(h).sum(axis=1)",
    "f = lambda r, i: r[i]\n"
    "outs = outs + (ops.vmap(f, in_axes=(0, 0))(h, Tensor([0, 5, 2, 1], ms.int32)),)",
    "f = lambda r: ops.softmax(r, axis=-1) * r\nh = ops.vmap(f, in_axes=1, out_axes=1)(h)",
    "f = lambda r: ops.where(r > 0, r, 0.0).mean(keep_dims=True)\nouts = outs + (ops.vmap(f)(h),)",
    "f = lambda r: r.astype(ms.int32) // 2\nouts = outs + (ops.vmap(f)(h * 10),)",
    "f = lambda r: (r ** 2).sum() ** 0.5\nh = h / ops.vmap(f)(h).reshape(4, 1)",
    "f = lambda r: ops.cumprod(r, 0)\nh = ops.vmap(f, in_axes=1, out_axes=1)(h * 0.5 + 1)",
    "f = lambda r: mint.mean(r, dim=0, keepdim=True) + r\nh = ops.vmap(f)(h)",
    "f = lambda r: ops.flip(r, (0,))\nh = ops.vmap(f, in_axes=-1, out_axes=0)(h).reshape(4, 6)",
    "f = lambda r: ops.argsort(r)\nouts = outs + (ops.vmap(f)(h),)",
    "f = lambda r: ops.maximum(r, 0.1) + ops.minimum(r, -0.1)\nh = ops.vmap(f)(h)",
    "f = lambda r: r.clip(-0.5, 0.5) * r.abs()\nh = ops.vmap(ops.vmap(f))(h)",
    "f = lambda r: ops.tile(r, (2,))[3:9]\nh = ops.vmap(f)(h)",
    "f = lambda r: ops.broadcast_to(r.sum(), (6,)) + r\nh = ops.vmap(f)(h)",
    "f = lambda r: ops.stack((r, -r)).max(axis=0)\nh = ops.vmap(f)(h)",
    "f = lambda r: ops.masked_fill(r, r > 0.5, 0.5)\nh = ops.vmap(f)(h)",
    "f = lambda r, b: ops.select(b, r, r * 2)\nh = ops.vmap(f)(h, m)",
    "f = lambda r: ops.square(r) - ops.rsqrt(r.abs() + 1)\n"
    "h = ops.vmap(f, in_axes=1, out_axes=0)(h).reshape(4, 6)",
    "f = lambda r: ops.unsqueeze(r, 1).squeeze(1) * 3\nq = ops.vmap(f)(u8)\nouts = outs + (q,)",
    "f = lambda r: ops.logical_xor(r > 0, r < 3)\nouts = outs + (ops.vmap(f)(i8),)",
    "def fa(r):\n    return (r * r).sum(), r.max()\n"
    "vg = ops.vmap(ms.value_and_grad(fa, has_aux=True))\n(v, a), g = vg(h)\n"
    "h = h + g + a.reshape(4, 1)\nouts = outs + (v,)",
    "f = lambda r: self.lin(r).sum()\n"
    "gw = ms.grad(lambda a: ops.vmap(f)(a).sum(), grad_position=None, weights=self.lw)(h)\n"
    "h = h + gw[1]",
    "def f(a):\n    g = lambda r: self.lin(r)\n    return ops.vmap(g)(a).sum()\n"
    "gw = ms.grad(f, grad_position=0, weights=self.lw)(h)\nh = h + gw[0] + gw[1][1]",
    "if h.sum() > 0.25:\n    h = jrows(h)\nelse:\n    h = jrows(h * 2)",
    "f = lambda r, s: r * s\n"
    "g = ops.GradOperation(sens_param=True)(ops.vmap(f, in_axes=(0, None)))(h, y[0], y)\nh = h + g",
    "f = lambda r: r.sum()\nvf = ops.vmap(f)\nh = h + ms.grad(lambda a: (vf(a) * vf(a)).sum())(h)",
    "f = lambda r: ops.vmap(lambda e: e * 2)(r)\nh = ops.vmap(f)(h)",
    "f = lambda r, t: (r * t).sum()\ng = ops.vmap(ms.grad(f, grad_position=(0, 1)))(h, y)\n"
    "h = h + g[0] * g[1]",
    "f = lambda r: r * self.p\nh = ms.jit(ops.vmap(f))(h)",
    "q = ops.vmap(jmix, in_axes=(0, 0, None))(h, i8, 3)\nh = q[0]\nouts = outs + (q[1],)",
]
ERRORS = [
    "f = lambda r, s: r * s\nh = ops.vmap(f)(h, y[:3])",
    "f = lambda r: r * 2\nh = ops.vmap(f, in_axes=2)(h)",
    "f = lambda r: (r * r).sum()\ng = ms.grad(f)(i8)\nouts = outs + (g,)",
    "h = h + ops.vmap(self.lin, in_axes=(0, 0))(h)",
    "f = lambda r: jscale(r, 0.5)\nh = ops.vmap(f)(h)",
]
GROUPS = {
    "vmap": (VMAP, 5),
    "grads": (GRADS, 3),
    "jit": (JIT, 1),
    "numeric": (NUMERIC, 4),
    "control": (CONTROL, 1),
    "more": (MORE, 3),
    "vmap2": (VMAP2, 4),
    "errors": (ERRORS, 0.3),
}
WRAPS = BLOCK_WRAPS
TAIL = guarded_tail()
