"""Random programs for the fourth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz4).

The first three fuzzers cover control flow over float vectors, user-style Python and
dtypes/indexing/in-place methods. This one covers what a model author writes: ``generate(seed)``
returns the source of a module (``fuzz_programs4_template``) whose Cell ``Prog`` has
``construct(x, img, ids)`` (``x`` float32 (4, 8), ``img`` float32 (2, 3, 6, 6), ``ids`` int32
(4,) in [0, 10)) drawing from:

- nn layers: Dense (with activation), Conv1d and Conv2d (``same``/``valid``/``pad`` with stride),
  BatchNorm1d/2d (the harness runs train or eval mode via ``set_train``), LayerNorm, GroupNorm,
  Dropout (eval only), MaxPool2d/AvgPool2d, Embedding, activation Cells and ``ops`` activations,
  SequentialCell, a CellList iterated or indexed, a CellDict indexed by a constant key, two
  Cells sharing one Parameter, a Cell with a custom ``bprop``;
- functional ops with keyword arguments: ``ops.clamp(min=, max=)``, ``ops.sum(dim=, keepdim=)``,
  ``Tensor.sum(axis=, keepdims=)``, ``Tensor.mean(axis=(0, 1))``, ``ops.cat``/``ops.concat``,
  ``ops.chunk``, ``ops.split`` with a size list, ``ops.gather_elements``, ``ops.scatter``,
  ``ops.masked_fill``, ``ops.where``, ``ops.cumprod``, ``ops.logsumexp``, ``ops.norm``,
  ``ops.matmul``/``ops.bmm`` (2.10's CPU has no Einsum kernel), and Python scalar / Tensor
  arithmetic;
- ``@ms.jit`` functions called from construct (one calling another), a Cell whose construct is
  ``@ms.jit``, plain helpers with default arguments, ``*args``/``**kwargs``;
- the statements of ``fuzz_programs4_more`` (layers in tensor branches and loops, gradients
  inside construct, tuple-returning reductions, shape ops, more layers, keyword calls);
- ``ops.stop_gradient`` (of a Tensor and of a tuple holding a list), ops on the int input
  (``ids``) feeding float results, a counter
  Parameter written with ``ops.assign``.

Every value a statement defines is float32 with a tracked shape; the program returns a tuple of
float tensors whose sum is the loss. The harness differentiates it with ``ms.grad`` (position
tuples, weights, ``has_aux``), ``ms.value_and_grad`` and ``ops.GradOperation`` (``get_all``,
``get_by_list``, ``sens_param``), chosen by the seed.
"""
import random

from fuzz_programs4_more import More4
from fuzz_programs4_template import TEMPLATE

_ACT_OPS = ["ops.relu({})", "ops.gelu({})", "ops.gelu({}, approximate='tanh')", "ops.silu({})",
            "ops.sigmoid({})", "ops.tanh({})", "ops.softmax({}, axis=-1)",
            "ops.log_softmax({}, axis=-1)", "ops.softmax({}, axis=0)", "ops.elu({})",
            "ops.leaky_relu({}, 0.2)", "ops.softplus({})", "ops.hardtanh({}, -0.5, 0.5)"]


class _Gen(More4):
    def __init__(self, seed, train):
        self.r = random.Random(seed)
        self.train = train
        self.lines = []
        self.n = 0
        self.vars = {"x": (4, 8), "img": (2, 3, 6, 6)}

    def fresh(self):
        self.n += 1
        return f"v{self.n}"

    def emit(self, text):
        self.lines.append("        " + text)

    def pick(self, pred=lambda s: True):
        names = [k for k, s in self.vars.items() if s and pred(s)]    # 0-d: outputs only
        if not names:
            raise KeyError("no operand")
        return self.r.choice(names)

    def define(self, expr, shape):
        name = self.fresh()
        self.emit(f"{name} = {expr}")
        self.vars[name] = tuple(shape)
        return name

    def statement(self):
        kinds = ["dense", "conv", "conv1d", "bn", "norm", "pool", "emb", "act", "act", "cells",
                 "shared", "bprop", "clamp", "reduce", "reduce", "cat", "chunk", "split",
                 "gather_elements", "scatter", "masked_fill", "where", "cumprod", "logsumexp",
                 "norm_op", "matmul", "scalar", "scalar", "binop", "jit", "jit", "stop_grad",
                 "int_ops", "assign", "flatten", "if_layer", "if_layer", "loop_layers",
                 "training", "inner_grad", "inner_grad", "reduce_tuple", "shape_ops",
                 "shape_ops", "layers_more", "layers_more", "kwcall", "loss", "loss",
                 "creation", "comprehension", "lambda", "layer_param_write"]
        if not self.train:
            kinds.append("dropout")
        for _ in range(30):
            saved = len(self.lines), dict(self.vars)
            try:
                return getattr(self, "s_" + self.r.choice(kinds))()
            except (KeyError, IndexError):
                del self.lines[saved[0]:]
                self.vars = saved[1]

    # ---- nn layers
    def s_dense(self):
        a = self.pick(lambda s: len(s) == 2 and s[-1] == 8)
        n = self.r.randint(0, 2)
        layer = ["self.dense", "self.dense5", "self.seq"][n]
        self.define(f"{layer}({a})", self.vars[a][:-1] + ((5,) if n == 1 else (8,)))

    def s_conv(self):
        a = self.pick(lambda s: len(s) == 4 and s[1] == 3 and s[2] >= 3)
        n, c, h, w = self.vars[a]
        k = self.r.randint(0, 2)
        layer = ["self.conv_same", "self.conv_valid", "self.conv_pad"][k]
        shape = [(n, c, h, w), (n, c, h - 2, w - 2), (n, c, (h - 1) // 2 + 1, (w - 1) // 2 + 1)][k]
        self.define(f"{layer}({a})", shape)

    def s_conv1d(self):
        a = self.pick(lambda s: s == (4, 8))
        self.define(f"self.conv1d({a}.reshape(2, 4, 4)).reshape(4, 8)", (4, 8))

    def s_bn(self):
        a = self.pick(lambda s: (len(s) == 4 and s[1] == 3) or s == (4, 8))
        layer = "self.bn2d" if len(self.vars[a]) == 4 else "self.bn1d"
        self.define(f"{layer}({a})", self.vars[a])

    def s_norm(self):
        a = self.pick(lambda s: (len(s) == 4 and s[1] == 3) or (len(s) >= 1 and s[-1] == 8))
        s = self.vars[a]
        if len(s) == 4 and s[1] == 3:
            self.define(f"{self.r.choice(['self.gn3', 'self.gn1'])}({a})", s)
        else:
            self.define(f"self.ln({a})", s)

    def s_dropout(self):
        a = self.pick()
        self.define(f"self.drop({a})", self.vars[a])

    def s_pool(self):
        a = self.pick(lambda s: len(s) == 4 and s[2] >= 2 and s[3] >= 2)
        n, c, h, w = self.vars[a]
        if self.r.random() < 0.5:
            self.define(f"self.maxpool({a})", (n, c, h // 2, w // 2))
        else:
            self.define(f"self.avgpool({a})", (n, c, h, w))

    def s_emb(self):
        idx = self.r.choice(["ids", "(ids + 3) % 10", "(ids * 7) % 10", "9 - ids"])
        e = self.define(f"self.emb({idx})", (4, 8))
        if self.r.random() < 0.5:
            b = self.pick(lambda s: s == (4, 8))
            self.define(f"{e} * {b}", (4, 8))

    def s_act(self):
        a = self.pick()
        if self.r.random() < 0.5:
            expr = self.r.choice(_ACT_OPS).format(a)
        else:
            expr = f"self.{self.r.choice(['tanh', 'acts[1]', 'acts[3]'])}({a})"
        self.define(expr, self.vars[a])

    def s_cells(self):
        a = self.pick(lambda s: s[-1] == 8 or len(s) <= 2)
        k = self.r.randint(0, 2)
        if k == 0:
            v = self.define(f"{a} * 1.0", self.vars[a])
            self.emit("for cell in self.acts:")
            self.emit(f"    {v} = cell({v}) - 0.25")
        elif k == 1:
            self.define(f"self.acts[{self.r.randint(-4, 3)}]({a})", self.vars[a])
        else:
            self.define(f"self.cdict[{self.r.choice(['soft', 'lsm', 'elu'])!r}]({a})", self.vars[a])

    def s_shared(self):
        a = self.pick(lambda s: s[-1] == 8)
        self.define(f"self.su1({a}) * self.su2({a})", self.vars[a])

    def s_bprop(self):
        a = self.pick()
        self.define(f"self.bp({a})", self.vars[a])

    # ---- functional ops
    def s_clamp(self):
        a = self.pick()
        lo, hi = self.r.choice([("-0.5", "0.5"), ("0.0", None), (None, "0.3"), ("-1", "1")])
        args = ", ".join(f"{k}={v}" for k, v in (("min", lo), ("max", hi)) if v is not None)
        self.define(f"ops.clamp({a}, {args})", self.vars[a])

    def s_reduce(self):
        r = self.r
        a = self.pick(lambda s: len(s) >= 2)
        s = self.vars[a]
        k = r.randint(0, 3)
        keep = r.random() < 0.5
        if k == 0:
            ax = r.randint(-len(s), len(s) - 1)
            shape = tuple(1 if i == ax % len(s) else d for i, d in enumerate(s)
                          if keep or i != ax % len(s))
            self.define(f"ops.sum({a}, dim={ax}, keepdim={keep})", shape)
        elif k == 1:
            ax = r.randint(0, len(s) - 1)
            shape = tuple(1 if i == ax else d for i, d in enumerate(s) if keep or i != ax)
            self.define(f"{a}.sum(axis={ax}, keepdims={keep})", shape)
        elif k == 2:
            shape = tuple(1 if i < 2 else d for i, d in enumerate(s) if keep or i >= 2)
            self.define(f"{a}.mean(axis=(0, 1), keep_dims={keep})", shape)
        else:
            self.define(f"ops.mean({a}, axis=-1, keep_dims=True)", s[:-1] + (1,))

    def s_cat(self):
        a = self.pick(lambda s: len(s) >= 1)
        s = self.vars[a]
        b = self.pick(lambda t: len(t) == len(s) and t[1:] == s[1:])
        fn = self.r.choice(["ops.cat", "ops.concat"])
        if self.r.random() < 0.5:
            self.define(f"{fn}(({a}, {b}), axis=0)", (s[0] + self.vars[b][0],) + s[1:])
        else:
            self.define(f"{fn}([{a}, {a} * 2.0], -1)", s[:-1] + (2 * s[-1],))

    def s_chunk(self):
        a = self.pick(lambda s: len(s) >= 1 and s[-1] % 2 == 0)
        s = self.vars[a]
        c1, c2 = self.fresh(), self.fresh()
        self.emit(f"{c1}, {c2} = ops.chunk({a}, 2, axis=-1)")
        half = s[:-1] + (s[-1] // 2,)
        self.vars[c1] = self.vars[c2] = half
        self.define(f"{c1} * {c2} + {c1}", half)

    def s_split(self):
        a = self.pick(lambda s: s == (4, 8))
        parts = self.r.choice([[3, 5], [2, 2, 4], [1, 7]])
        names = [self.fresh() for _ in parts]
        self.emit(f"{', '.join(names)} = ops.split({a}, {parts}, axis=1)")
        for n, p in zip(names, parts):
            self.vars[n] = (4, p)
        if self.r.random() < 0.5:
            self.define(f"{names[-1]}.sum(axis=1, keepdims=True) * {names[0]}", (4, parts[0]))

    def s_gather_elements(self):
        a = self.pick(lambda s: s == (4, 8))
        idx = self.r.choice(["(ids % 8).reshape(4, 1)", "ops.argsort({a}, axis=1)[:, :3]",
                             "ops.argmax({a}, dim=1, keepdim=True)"]).format(a=a)
        w = 3 if ":3]" in idx else 1
        self.define(f"ops.gather_elements({a}, 1, {idx})", (4, w))

    def s_scatter(self):
        a = self.pick(lambda s: s == (4, 8))
        b = self.pick(lambda s: s == (4, 8))
        self.define(f"ops.scatter({a}, 1, ms.Tensor([[0, 1], [2, 3], [4, 5], [6, 7]], ms.int64),"
                    f" {b}[:, :2] * 1.5)", (4, 8))

    def s_masked_fill(self):
        a = self.pick()
        b = self.pick(lambda s: s == self.vars[a])
        v = self.r.choice(["0.0", "-1.5", "2.0"])
        self.define(f"ops.masked_fill({a}, {b} > {self.r.choice(['0', '0.2', '-0.3'])}, {v})",
                    self.vars[a])

    def s_where(self):
        a = self.pick()
        b = self.pick(lambda s: s == self.vars[a])
        other = self.r.choice([b, f"{b} * -0.5", "0.0"])
        self.define(f"ops.where({a} > {b}, {a}, {other})", self.vars[a])

    def s_cumprod(self):
        a = self.pick(lambda s: len(s) >= 1)
        d = self.r.randint(-1, len(self.vars[a]) - 1)
        self.define(f"ops.cumprod(ops.tanh({a}) * 0.5 + 1.0, dim={d})", self.vars[a])

    def s_logsumexp(self):
        a = self.pick(lambda s: len(s) >= 2)
        s = self.vars[a]
        keep = self.r.random() < 0.5
        shape = s[:-1] + (1,) if keep else s[:-1]
        self.define(f"ops.logsumexp({a}, dim=-1, keepdim={keep})", shape)

    def s_norm_op(self):
        a = self.pick(lambda s: len(s) == 2)
        s = self.vars[a]
        if self.r.random() < 0.5:
            self.define(f"ops.norm({a}, dim=1, keepdim=True) + 0.1", (s[0], 1))
        else:
            self.define(f"ops.norm({a} + 0.5) * {a}", s)

    def s_matmul(self):
        r = self.r
        k = r.randint(0, 3)
        if k == 0:
            a = self.pick(lambda s: len(s) == 2)
            b = self.pick(lambda s: len(s) == 2 and s[1] == self.vars[a][1])
            self.define(f"ops.matmul({a}, {b}.T)", (self.vars[a][0], self.vars[b][0]))
        elif k == 1:
            a = self.pick(lambda s: s == (4, 8))
            self.define(f"ops.bmm({a}.reshape(2, 2, 8), {a}.reshape(2, 8, 2))", (2, 2, 2))
        elif k == 2:
            a = self.pick(lambda s: len(s) == 2)
            b = self.pick(lambda s: len(s) == 2 and s[0] == self.vars[a][0])
            self.define(f"ops.matmul({a}.T, {b})", (self.vars[a][1], self.vars[b][1]))
        else:
            a = self.pick(lambda s: len(s) == 4)
            self.define(f"{a}.sum(axis=(2, 3)) * 0.5", self.vars[a][:2])

    def s_scalar(self):
        a = self.pick()
        e = self.r.choice(["2.5 * {a} - 1", "{a} / 3 + self.scale", "({a} + 1) ** 2 * 0.1",
                           "(1 - {a}) * 0.5", "{a} * {a}.shape[0]", "-{a} + True",
                           "{a} * float(len({a}.shape))", "abs({a}) ** 0.5", "{a} // 0.7",
                           "{a} % 1.5", "self.scale * {a} + {a}.ndim"])
        self.define(e.format(a=a), self.vars[a])

    def s_binop(self):
        a = self.pick()
        s = self.vars[a]
        b = self.pick(lambda t: t == s or t == s[-1:] or (len(t) == len(s) and t[:-1] == s[:-1]
                                                          and t[-1] == 1))
        op = self.r.choice(["+", "-", "*", "/"])
        rhs = f"(ops.abs({b}) + 0.5)" if op == "/" else b
        self.define(f"{a} {op} {rhs}", s)

    def s_flatten(self):
        a = self.pick(lambda s: len(s) == 4)
        s = self.vars[a]
        self.define(f"ops.flatten({a})", (s[0], s[1] * s[2] * s[3]))

    # ---- functions, gradients, Parameters
    def s_jit(self):
        a = self.pick()
        s = self.vars[a]
        b = self.pick(lambda t: t == s)
        k = self.r.randint(0, 5)
        if k == 4 and s[-1] != 8:
            k = 0
        expr = [f"jf_mix({a}, {b})", f"jf_outer({a}, {b})", f"helper({a})",
                self.r.choice([f"helper({a}, 0.5, {b})", f"helper({a}, shift={b})",
                               f"helper({a}, scale=-1.0)"]),
                f"self.jm({a})", f"star({a}, {b}, {a}, k=0.5)"][k]
        self.define(expr, s)

    def s_stop_grad(self):
        a = self.pick()
        b = self.pick(lambda t: t == self.vars[a])
        if self.r.random() < 0.5:
            self.define(f"ops.stop_gradient({a}) * {b} + {a}", self.vars[a])
            return
        p, q = self.fresh(), self.fresh()
        self.emit(f"{p}, {q} = ops.stop_gradient(({a} * 2.0, [{b}.sum(), 3]))")
        self.vars[p] = self.vars[a]
        self.define(f"{p} * {b} + {q}[0] - {q}[1]", self.vars[a])

    def s_int_ops(self):
        a = self.pick(lambda s: s == (4, 8))
        k = self.r.randint(0, 2)
        if k == 0:
            self.define(f"{a} * (ids * 2 - 5).astype(ms.float32).reshape(4, 1)", (4, 8))
        elif k == 1:
            self.define(f"ops.gather({a}, ids % 4, 0)", (4, 8))
        else:
            self.define(f"{a} + ids.reshape(4, 1) / 4", (4, 8))

    def s_assign(self):
        a = self.pick()
        self.emit(f"ops.assign(self.count, self.count + {a}.mean())")
        self.define(f"{a} * self.count", self.vars[a])


def generate(seed):
    """Source of the module for program ``seed`` (``TRAIN`` says whether the harness calls
    ``set_train(True)``: Dropout only appears in eval programs; ``N_OUT``: how many outputs
    ``Prog`` returns)."""
    train = seed % 3 != 0
    g = _Gen(seed, train)
    for _ in range(g.r.randint(4, 9)):
        g.statement()
    names = [n for n in g.vars if n.startswith("v")]
    outs = [names[-1]] if names else ["x"]
    for n in g.r.sample(names, min(len(names), g.r.randint(0, 2))):
        if n not in outs:
            outs.append(n)
    g.emit(f"return ({', '.join(outs)},)")
    loss = " + ".join(f"o[{i}].sum()" for i in range(len(outs)))
    aux = f"o[{len(outs) - 1}]"
    body = "\n".join(g.lines)
    return (f"TRAIN = {train}\nN_OUT = {len(outs)}\n" +
            TEMPLATE.format(construct=body, loss=loss, aux=aux))
