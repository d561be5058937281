"""The ``shapes``, ``lowp``, ``dyn`` and ``control`` families of the seventh fuzzer (see
``fuzz_programs7``)."""
from fuzz_programs7 import _Base

_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64", "bool_"]
_SHAPES = [
    "n = x.shape[0] * x.shape[1]\nh = h.reshape(n // 2, -1).reshape(x.shape)",
    "h = h.reshape(x.shape[1], x.shape[0]).T",
    "h = h.reshape((-1,))[:x.size // 2].reshape(x.shape[0] // 2, x.shape[1]).tile((2, 1))",
    "z = ops.zeros(x.shape, ms.float32) + ops.ones(x.shape[1:], ms.float32)\nh = h + z",
    "h = h * ops.full(x.shape, 2.0, dtype=ms.float32)",
    "h = h + ops.ones((x.shape[0], 1), ms.float32) * x.ndim",
    "h = h + ops.zeros_like(h) + ops.ones_like(y) * 0.5",
    "h = h * (x.size / x.ndim) * 0.1", "h = h + len(x.shape) + x.shape[-1]",
    "c = Tensor(np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], np.float32))\nh = h * c",
    "c = Tensor(np.arange(4).reshape(4, 1), ms.float32)\nh = h - c",
    "if x.dtype == ms.float32:\n    h = h + 1.0\nelse:\n    h = h - 1.0",
    "if y.dtype in (ms.float16, ms.float64):\n    h = h * 2.0",
    "dt = ms.float16 if x.ndim == 2 else ms.float32\nh = ops.cast(ops.cast(h, dt), ms.float32)",
    "dt = ms.int32 if x.shape[0] > 10 else ms.float64\nh = ops.cast(h, dt).astype(ms.float32)",
    "s = x.shape\nh = h.view(s[0] // 2, s[1] * 2).view(s)",
    "r, c = h.shape\nh = h[:r - 1].sum(0) + h * c",
    "h = ops.broadcast_to(h.sum(0), (x.shape[0], -1)) + h",
    "h = h + Tensor(x.shape[0], ms.float32) + Tensor(x.shape, ms.float32).sum()",
    "h = h.expand_dims(0).tile((2, 1, 1)).reshape(-1, h.shape[-1])[:x.shape[0]]",
    "h = ops.eye(x.shape[0], x.shape[1], ms.float32) + h",
    "h = ops.arange(x.shape[1]).astype(ms.float32) + h",
    "h = ops.linspace(0.0, 1.0, x.shape[1]) * h",
]
_PROMO = [
    "xi + 2", "xi * 1.5", "xi / 2", "True + xi", "xi // 2", "xi - 1", "2 * xi", "xi > 1",
    "xi % 3", "xi * -1", "xi + yi", "xi * yi", "xi + 2.5 * yi",
    "(xi + yi).sum()", "xi.sum()", "xi.max()", "ops.maximum(xi, 1)",
    "xi == 2", "ops.abs(xi)", "xi.astype(ms.float32) + yi", "ops.where(xi > 0, xi, 0)",
    "xi + Tensor(1, ms.int64)", "xi * Tensor(2.0, ms.float64)", "xi + Tensor(True)",
]
_SRC = {
    "int8": "({X} * 4).astype(ms.int8)", "int16": "({X} * 40).astype(ms.int16)",
    "int32": "({X} * 4).astype(ms.int32)", "int64": "({X} * 9).astype(ms.int64)",
    "uint8": "({X}.abs() * 4).astype(ms.uint8)", "float16": "{X}.astype(ms.float16)",
    "float32": "{X}", "float64": "{X}.astype(ms.float64)", "bool_": "{X} > 0",
}


class _Shapes(_Base):
    """Shapes and dtypes as values, dtype branches and scalar/tensor promotion."""

    def program(self):
        r = self.r
        if r.random() < 0.5:
            self.emit("h = x * 1.0")
            for s in r.sample(_SHAPES, r.randint(3, 6)):
                self.emit(s)
            self.emit("return h, " + r.choice(["x.shape", "h.ndim", "x.size", "h.dtype == ms.float32",
                                               "h.shape[0] * 2", "len(h)", "h.sum()"]))
            return self.finish(self.body())
        dx, dy = r.choice(_DTYPES), r.choice(_DTYPES[:-1])
        self.emit("xi = x\nyi = y")
        # 2.10's CPU kernels lack bool Add and reductions
        pool = _PROMO if dx != "bool_" else ["xi + yi", "xi * yi", "xi * 1.5", "ops.where(xi, yi, 0)",
                                             "xi.astype(ms.float32) + yi", "xi + 2"]
        outs = r.sample(pool, r.randint(3, min(6, len(pool))))
        self.emit("return " + ", ".join(outs))
        a0 = _SRC[dx].format(X="X") + ", " + _SRC[dy].format(X="X3")
        a1 = _SRC[dx].format(X="X2") + ", " + _SRC[dy].format(X="X")
        return self.finish(self.body(), args=(a0, a1), grad=False)


_LOWP = [
    "h = (h * 0.5).exp() - 1.0", "h = h.tanh() * 2.0 + h", "h = ops.softmax(h, -1) * 6.0",
    "h = h @ w.T @ w * 0.3", "h = ops.matmul(ops.matmul(h, w.T), w) * 0.2 + 0.1", "h = h - h.sum(1, keepdims=True) / 6.0",
    "h = ops.sigmoid(h) + ops.relu(h)", "h = h * h.sum(0) * 0.1", "h = ops.gelu(h)",
    "h = h.cumsum(1) * 0.2", "h = ops.clamp(h, -1.0, 1.0)", "h = h / (h.abs().max() + 1.0)",
    "h = ops.sqrt(h * h + 1.0)", "h = ops.log(h.abs() + 1.0)", "h = h.sort(1)[0]",
    "h = h * 0.5 + 1.0",
    "h = h.astype(ms.float32).astype(h.dtype) + h",
]
# 2.10's CPU kernels take bfloat16 in arithmetic and casts only
_BF16 = [
    "h = h * 0.5 + w", "h = h - w * 2.0", "h = (h * w) / 4.0", "h = h + 1.0",
    "h = (h.astype(ms.float32).tanh() * 2.0).astype(ms.bfloat16) + h",
    "h = ops.cast(ops.exp(ops.cast(h, ms.float32) * 0.5), ms.bfloat16) - w",
    "h = h * h * 0.25 + h", "h = (h.astype(ms.float32) @ w.astype(ms.float32).T @ w.astype(ms.float32)"
    " * 0.1).astype(h.dtype)",
]
_COMPLEX = [
    "c = ops.Complex()(h, w)\nh = ops.real(c * c) + ops.imag(c)",
    "c = ops.Complex()(h, w)\nh = ops.abs(c) + ops.angle(c)",
    "c = ops.Complex()(h, w)\nh = ops.real(ops.conj(c) * c)",
    "c = ops.Complex()(h, w)\nd = ops.matmul(c, ops.conj(c).T)\nh = ops.real(d)[:, :1] + ops.imag(d).sum() + h",
    "c = ops.Complex()(h, w)\nh = ops.imag(c.sum(1, keepdims=True)) + h",
    "c = ops.Complex()(h, w)\nh = ops.real(c * 2 + 1) - ops.imag(c / 2)",
]


class _LowP(_Base):
    """float16/bfloat16 chains, reductions, matmul and softmax; complex64 ops."""

    def program(self):
        r = self.r
        kind = r.choice(["float16", "bfloat16", "complex64", "float16"])
        pool = _LOWP if kind == "float16" else _BF16
        if kind == "complex64":
            self.emit("h = x * 1.0\nw = y * 0.5")
            for s in r.sample(_COMPLEX, r.randint(1, 3)):
                self.emit(s)
            self.emit("return h, " + r.choice(["ops.Complex()(h, h * 0.5)", "h.sum()",
                                               "ops.abs(ops.Complex()(y, h))"]))
            return self.finish(self.body(), grad=False)
        self.emit(f"h = x.astype(ms.{kind})\nw = y.astype(ms.{kind})")
        for s in r.sample(pool, r.randint(3, 5)):
            self.emit(s)
        self.emit("return h, " + r.choice(["h.sum()", "h.max(axis=1)", "h.astype(ms.float32)", "h.argmax(1)",
                                           "(h @ w.T).sum(1)"] if kind == "float16" else
                                          ["h.astype(ms.float32).sum()", "h * 2.0", "h.astype(ms.float32)"]))
        # low-precision inputs; no gradient (2.10's CPU graphs lack AddN/Sub grads in these dtypes)
        args = (f"X.astype(ms.{kind}), X2.astype(ms.{kind})", f"X3.astype(ms.{kind}), X.astype(ms.{kind})")
        return self.finish(self.body(), args=args, grad=False)


_DYN = [
    "m = ops.masked_select(h, h > 0)\nh = h + m.sum() * 0.1",
    "m = h.masked_select(y > 0.2)\nh = h * m.mean()",
    "m = h[(h > 0.3) | (h == h.max())]\nh = h + m.max() - m.sum() * 0.05",
    "m = h[y < 0]\nh = h + (m * m).sum() * 0.1",
    "nz = ops.nonzero(h > 0.5)\nh = h + nz.shape[0] * 0.1",
    "nz = (y > 0).nonzero()\nh = h + nz.astype(ms.float32).sum() * 0.01",
    "u = ops.unique(ops.round(h * 2).astype(ms.int32))[0]\nh = h + u.astype(ms.float32).sum() * 0.1",
    "u, ix = ops.unique(ops.floor(y * 3))\nh = h + u.sum() * 0.1 + ix.astype(ms.float32).mean()",
    "m = ops.masked_select(h, y > 0)\nh = h * (m.shape[0] + 1) * 0.1",
]


class _Dyn(_Base):
    """Data-dependent output shapes followed by reductions."""

    def program(self):
        r = self.r
        self.emit("h = x * 1.0")
        for s in r.sample(_DYN, r.randint(1, 3)):
            self.emit(s)
        self.emit("return h, " + r.choice(["ops.masked_select(h, h > 0.5)", "h[h < 0]",
                                           "ops.nonzero(h > 1.0)", "h.sum()",
                                           "ops.unique(ops.floor(h))[0]"]))
        src = self.body()
        # 2.10 has no UniqueGrad kernel on CPU
        return self.finish(src, grad=r.random() < 0.5 and "unique" not in src)


_CONTROL = [
    "if x.shape[0] > 3:\n    h = h * 2.0\nelse:\n    h = h - 1.0",
    "if h.shape[1] == 6 and h.ndim == 2:\n    h = h.T.T + 0.5",
    "if h.sum() > {c}:\n    if h.max() > 1.0:\n        return h * 2.0, {out}\n    h = h + 1.0\n"
    "else:\n    h = h - 0.5",
    "if y.mean() < {c}:\n    return h - y, {out}",
    "acc = h[0] * 0.0\nfor row in h:\n    acc = acc + row * row.sum() * 0.1\nh = h + acc",
    "for row in y:\n    h = h + row * 0.1",
    "i = 0\nwhile i < 5:\n    h = h * 0.8\n    if h.abs().max() < {c}:\n        break\n    i += 1",
    "n = Tensor(0, ms.int32)\nwhile n < 4:\n    n = n + 1\n    if h.sum() > {c}:\n        break\n"
    "    h = h + 0.5",
    "for k in range(h.shape[0]):\n    if h[k].sum() > 0:\n        h = h + 0.1 * k",
    "for i in range(3):\n    if h.mean() > {c}:\n        h = h * 0.5\n        continue\n    h = h + y",
    "s = 0\nfor d in h.shape:\n    s = s + d\nh = h * s * 0.05",
    "if h.ndim == 3:\n    h = h.sum(0)\nelif h.shape[0] == 4:\n    h = h * 1.5\nelse:\n    h = h - 2.0",
    "while h.shape[0] > 1 and h.sum() > 100.0:\n    h = h * 0.5",
]


class _Control(_Base):
    """Control flow on shape-derived Python values and tensors, early returns, under grad."""

    def program(self):
        r = self.r
        out = r.choice(["h.sum()", "y * 2.0", "h.mean(0)"])
        self.emit("h = x * 1.0")
        for s in r.sample(_CONTROL, r.randint(2, 4)):
            self.emit(s.format(c=r.choice([-1.0, 0.5, 2.0]), out=out))
        self.emit("return h, " + out)
        return self.finish(self.body())
