"""Random programs for the fifth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz5).

The first four fuzzers cover control flow over float vectors, user-style Python, dtypes and
indexing, nn layers and functional ops with keywords. This one covers:

- Primitive-class style: ``P.ReduceSum(keep_dims=True)``, ``P.Transpose()``,
  ``P.MatMul(transpose_b=True)``, ``P.Concat(axis)``, ``P.Split(axis, n)``, ``P.StridedSlice``,
  ``P.Gather``, ``P.Cast``, ``P.ExpandDims``, ``P.Tile``, ``P.OneHot``, ``P.ArgMaxWithValue``,
  ``P.TopK`` and elementwise Primitives built in ``__init__`` and called in construct, with
  attributes such as ``self.axis``/``self.perm`` read there;
- Python-level control over tensors and numbers together (``fuzz_programs5_control``): early
  ``return`` inside ``for``/``while`` helpers, ``break``/``continue`` on tensor conditions, ``for``
  over a CellList / ``zip`` / ``enumerate`` of a tensor, ``range`` bounds from ``x.shape``, Python
  accumulators (ints, floats, lists), ``if``/``elif`` chains on shape/ndim/dtype, ternaries,
  ``isinstance``, ``len``, ``min``/``max``/``sum``/``abs``/``all``/``any``, chained comparisons,
  ``in`` on tuples, a Python number that is an int in one tensor branch and a float in the other;
- mixed dtypes: int32/int64/float16/float32/bool tensors with Python int/float/bool;
- functional transforms of ``Inner`` (a generated float Cell), chosen by the seed in the harness:
  ``ms.vmap`` (``in_axes``/``out_axes``, nested), ``ops.jvp``/``ops.vjp``, grad of grad,
  ``ms.grad`` of a function that calls the Cell, ``GradOperation`` with ``sens_param`` and a
  sens tuple, and the same transforms inside a construct (``TGrad``, ``TVmap``, ...).

``Prog.construct(x, k, h)``: ``x`` float32 (4, 6), ``k`` int32 (4, 6) in [-3, 3], ``h`` float16
(4, 6). Each variable's dtype (``f32``/``f16``/``i32``/``i64``/``bool``, or a Python ``int``/
``float``/``pybool``) and shape are tracked so that every program is valid in MindSpore 2.10 in
both modes; fresh names per statement keep a value's type fixed across tensor branches, and every
loop is bounded by construction. ``LossNet`` sums the float tensor outputs for gradients.
"""
import random

from fuzz_programs5_control import Control5
from fuzz_programs5_template import TEMPLATE

FLOAT = ("f32", "f16")
INT = ("i32", "i64")
PY = ("int", "float", "pybool")
_MS_DT = {"f32": "ms.float32", "f16": "ms.float16", "i32": "ms.int32", "i64": "ms.int64",
          "bool": "ms.bool_"}


class _Gen(Control5):
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        self.helpers = []
        self.n = 0
        self.vars = {"x": ("f32", (4, 6)), "k": ("i32", (4, 6)), "h": ("f16", (4, 6))}
        self.differentiable = True

    def fresh(self, prefix="v"):
        self.n += 1
        return f"{prefix}{self.n}"

    def emit(self, text, depth=0):
        for line in text.split("\n"):
            self.lines.append("        " + "    " * depth + line)

    def pick(self, dts, pred=lambda s: True):
        names = [k for k, (d, s) in self.vars.items()
                 if d in dts and (s is None or (len(s) >= 1 and pred(s)))]
        if not names:
            raise KeyError("no operand")
        # prefer recent values so that statements chain
        return self.r.choice(names[-4:] if self.r.random() < 0.6 else names)

    def define(self, expr, dt, shape):
        name = self.fresh()
        self.emit(f"{name} = {expr}")
        self.vars[name] = (dt, None if shape is None else tuple(shape))
        return name

    def same(self, a):
        """Another tensor with ``a``'s dtype and shape (``a`` itself when none)."""
        dt, shape = self.vars[a]
        names = [k for k, v in self.vars.items() if v == (dt, shape) and k != a]
        return self.r.choice(names) if names else a

    # ---- Primitive-class statements ----
    def s_reduce(self):
        a = self.pick(FLOAT)
        dt, s = self.vars[a]
        c = self.r.randrange(4)
        if c == 0 and len(s) >= 2:
            return self.define(f"self.rsum_k({a}, self.axis)", dt, s[:1] + (1,) + s[2:])
        if c == 1 and len(s) >= 2:
            return self.define(f"self.rsum({a}, 0)", dt, s[1:])
        if c == 2 and len(s) == 2:
            return self.define(f"self.rmean_k({a}, (0, 1))", dt, (1, 1))
        return self.define(f"self.rmax({a}, -1)", dt, s[:-1])

    def s_transpose(self):
        a = self.pick(FLOAT + INT, lambda s: len(s) in (2, 3))
        dt, s = self.vars[a]
        if len(s) == 2:
            return self.define(f"self.transpose({a}, self.perm)", dt, (s[1], s[0]))
        return self.define(f"self.transpose({a}, (2, 0, 1))", dt, (s[2], s[0], s[1]))

    def s_matmul(self):
        a = self.pick(("f32",), lambda s: len(s) == 2)
        q = self.vars[a][1][1]
        b = self.pick(("f32",), lambda s: len(s) == 2 and s[1] == q)
        p, r = self.vars[a][1][0], self.vars[b][1][0]
        if self.r.random() < 0.5:
            return self.define(f"self.matmul_tb({a}, {b})", "f32", (p, r))
        return self.define(f"self.matmul({a}, self.transpose({b}, self.perm))", "f32", (p, r))

    def s_concat(self):
        a = self.pick(FLOAT + INT, lambda s: len(s) <= 3)
        dt, s = self.vars[a]
        b = self.same(a)
        if len(s) >= 2 and self.r.random() < 0.5:
            return self.define(f"self.concat1(({a}, {b}, {a}))", dt, (s[0], 3 * s[1]) + s[2:])
        return self.define(f"self.concat0([{a}, {b}])", dt, (2 * s[0],) + s[1:])

    def s_split(self):
        a = self.pick(FLOAT + INT, lambda s: s[0] % 2 == 0 or (len(s) >= 2 and s[1] % 3 == 0))
        dt, s = self.vars[a]
        if len(s) >= 2 and s[1] % 3 == 0 and (s[0] % 2 or self.r.random() < 0.5):
            i = self.r.randrange(3)
            return self.define(f"self.split1_3({a})[{i}]", dt, (s[0], s[1] // 3) + s[2:])
        if len(s) >= 2 and s[1] % 2 == 0 and self.r.random() < 0.5:
            u, w = self.fresh(), self.fresh()
            self.emit(f"{u}, {w} = self.split1_2({a})")
            half = (s[0], s[1] // 2) + s[2:]
            self.vars[u] = self.vars[w] = (dt, half)
            return w
        i = self.r.choice([0, 1, -1])
        return self.define(f"self.split0_2({a})[{i}]", dt, (s[0] // 2,) + s[1:])

    def s_strided(self):
        a = self.pick(FLOAT + INT, lambda s: len(s) == 2)
        dt, s = self.vars[a]
        beg, end, st, out = [], [], [], []
        for d in s:
            b0 = self.r.randrange(d)
            e0 = self.r.randrange(b0 + 1, d + 1)
            s0 = self.r.choice([1, 1, 2])
            beg.append(b0), end.append(e0), st.append(s0)
            out.append(-(-(e0 - b0) // s0))
        return self.define(f"self.ss({a}, {tuple(beg)}, {tuple(end)}, {tuple(st)})", dt, out)

    def s_gather(self):
        a = self.pick(FLOAT + INT, lambda s: s[0] >= 3 or (len(s) >= 2 and s[1] >= 3))
        dt, s = self.vars[a]
        if len(s) >= 2 and s[1] >= 3 and (s[0] < 3 or self.r.random() < 0.5):
            return self.define(f"self.gather({a}, self.gidx, self.axis)", dt, (s[0], 3) + s[2:])
        return self.define(f"self.gather({a}, self.gidx, 0)", dt, (3,) + s[1:])

    def s_cast(self):
        a = self.pick(FLOAT + INT + ("bool",))
        s = self.vars[a][1]
        to = self.r.choice(["f32", "f16", "i32", "f32"])
        how = self.r.choice([f"self.cast({a}, {_MS_DT[to]})", f"ops.cast({a}, {_MS_DT[to]})",
                             f"{a}.astype({_MS_DT[to]})"])
        return self.define(how, to, s)

    def s_expand_tile(self):
        a = self.pick(FLOAT + INT, lambda s: len(s) <= 2)
        dt, s = self.vars[a]
        c = self.r.randrange(3)
        if c == 0:
            return self.define(f"self.expand({a}, self.axis0)", dt, (1,) + s)
        if c == 1:
            return self.define(f"self.squeeze0(self.expand({a}, 0)) * 2", dt, s)
        reps = (2,) + (1,) * (len(s) - 1)
        return self.define(f"self.tile({a}, {reps})", dt, (2 * s[0],) + s[1:])

    def s_onehot(self):
        a = self.pick(INT)
        s = self.vars[a][1]
        n = 1
        for d in s:
            n *= d
        expr = (f"self.onehot(self.cast(ops.abs({a}).reshape(-1) % self.depth, ms.int32), "
                f"self.depth, self.on, self.off)")
        return self.define(expr, "f32", (n, 5))

    def s_argmax(self):
        a = self.pick(("f32",), lambda s: s[-1] >= 2)
        s = self.vars[a][1]
        i, v = self.fresh(), self.fresh()
        c = self.r.randrange(3)
        if c == 0:
            self.emit(f"{i}, {v} = self.amwv({a})")
            self.vars[i], self.vars[v] = ("i32", s[:-1]), ("f32", s[:-1])
        elif c == 1:
            self.emit(f"{i}, {v} = self.amwv0({a})")
            self.vars[i], self.vars[v] = ("i32", (1,) + s[1:]), ("f32", (1,) + s[1:])
        else:
            self.emit(f"{v}, {i} = self.topk({a}, 2)")
            self.vars[i], self.vars[v] = ("i32", s[:-1] + (2,)), ("f32", s[:-1] + (2,))
        return v

    def s_elementwise(self):
        a = self.pick(("f32",))
        s = self.vars[a][1]
        b = self.same(a)
        op = self.r.choice([f"self.p_add({a}, {b})", f"self.p_mul({a}, {b})",
                            f"self.p_sub({a}, self.scale)", f"self.p_max({a}, {b})",
                            f"self.p_exp(ops.tanh({a}))", f"self.p_sqrt(ops.abs({a}) + 1)",
                            f"self.p_relu({a})", f"self.p_square({a})", f"self.p_neg({a})",
                            f"self.p_sin({a})", f"self.softmax({a})",
                            f"self.select(self.less({a}, {b} * 0.5), {a}, {b})",
                            f"self.zeros_like({a}) + {a} * 2",
                            f"self.cumsum({a}, self.axis0)"])
        return self.define(op, "f32", s)

    def s_reshape_stack(self):
        a = self.pick(FLOAT + INT, lambda s: len(s) <= 2)
        dt, s = self.vars[a]
        n = 1
        for d in s:
            n *= d
        c = self.r.randrange(3)
        if c == 0:
            return self.define(f"self.reshape({a}, (-1,))", dt, (n,))
        if c == 1:
            sh = self.fresh("sh")
            self.emit(f"{sh} = self.shape_op({a})")
            self.define(f"{sh}[0] * 2 + len({sh})", "int", None)
            return self.define(f"self.reshape({a}, ({sh}[0], -1))", dt, (s[0], n // s[0]))
        return self.define(f"self.stack(({a}, {self.same(a)}))", dt, (2,) + s)

    def s_prim2(self):
        c = self.r.randrange(11)
        if c == 0:
            a = self.pick(("f32",), lambda s: s == (6,) or s[-1] == 6)
            s = self.vars[a][1]
            v = a if s == (6,) else f"{a}.reshape(-1, 6)[0]"
            how = self.r.choice(["self.assign_add(self.acc, {})", "self.assign(self.acc, {} * 2)",
                                 "ops.assign_add(self.acc, {})"])
            if self.r.random() < 0.4:
                self.emit(f"if {v}.sum() > {self.r.choice(['0', '1.0'])}:\n    " + how.format(v))
            else:
                self.emit(how.format(v))
            return self.define(f"self.acc * 1.5 + {v}", "f32", (6,))
        if c == 1:
            a = self.pick(("bool",), lambda s: len(s) == 2)
            s = self.vars[a][1]
            if self.r.random() < 0.5:
                return self.define(f"self.rall({a}, 1)", "bool", s[:1])
            return self.define(f"self.rany({a}, 0)", "bool", (1, s[1]))
        if c == 2:
            a = self.pick(("f32",), lambda s: s[-1] >= 2)
            s = self.vars[a][1]
            if self.r.random() < 0.5:
                return self.define(f"self.argmax({a})", "i32", s[:-1])
            i, v = self.fresh(), self.fresh()
            self.emit(f"{i}, {v} = self.amin({a})")
            self.vars[i], self.vars[v] = ("i32", s[1:]), ("f32", s[1:])
            return v
        if c == 3:
            a = self.pick(("f32", "f16"), lambda s: s[-1] >= 2)
            dt, s = self.vars[a]
            v, i = self.fresh(), self.fresh()
            self.emit(f"{v}, {i} = self.sort({a})")
            self.vars[v], self.vars[i] = (dt, s), ("i32", s)
            return v
        if c == 4:
            a = self.pick(("f32",))
            s = self.vars[a][1]
            b = self.same(a)
            return self.define(self.r.choice([
                f"self.realdiv({a}, ops.abs({b}) + 1)", f"self.p_min({a}, {b})",
                f"self.p_pow({a}, 2.0)", f"self.p_pow(ops.abs({a}) + 0.5, 0.5)", f"self.sign({a}) * {b}",
                f"self.floor({a} * 2)", f"self.p_abs({a})", f"self.sigmoid({a})",
                f"self.log_softmax({a})", f"self.erf({a})"]), "f32", s)
        if c == 5:
            a = self.pick(INT)
            dt, s = self.vars[a]
            return self.define(f"self.floordiv({a}, {self.r.choice([2, 3, -2])})", dt, s)
        if c == 6:
            a = self.pick(("f32",), lambda s: len(s) == 2 and s[1] == 6)
            return self.define(f"self.bias_add({a}, self.bias)", "f32", self.vars[a][1])
        if c == 7:
            a = self.pick(FLOAT + INT, lambda s: len(s) == 2)
            dt, s = self.vars[a]
            b0, b1 = self.r.randrange(s[0]), self.r.randrange(s[1])
            z0, z1 = self.r.randrange(1, s[0] - b0 + 1), self.r.randrange(1, s[1] - b1 + 1)
            return self.define(f"self.slice({a}, ({b0}, {b1}), ({z0}, {z1}))", dt, (z0, z1))
        if c == 8:
            a = self.pick(FLOAT + INT + ("bool",))
            return self.define(f"self.size({a}) + self.rank({a}) * 10", "int", None)
        if c == 9:
            a = self.pick(FLOAT + INT, lambda s: len(s) >= 2)
            dt, s = self.vars[a]
            n = 1
            for d in s[1:]:
                n *= d
            return self.define(f"self.flatten({a})", dt, (s[0], n))
        a = self.pick(("f32",), lambda s: len(s) == 2)
        s = self.vars[a][1]
        if self.r.random() < 0.5:
            return self.define(f"self.rprod(ops.tanh({a}) + 1.5, 0)", "f32", s[1:])
        return self.define(f"self.flatten(self.expand({a}, 1))", "f32", s)

    # ---- mixed dtypes ----
    def s_mixed(self):
        c = self.r.randrange(10)
        if c == 0:
            a = self.pick(INT)
            dt, s = self.vars[a]
            return self.define(f"{a} * {self.r.choice([2, 3, -1])} + {self.r.randrange(4)}", dt, s)
        if c == 1:
            a = self.pick(INT)
            return self.define(f"{a} {self.r.choice(['//', '%'])} {self.r.choice([2, 3])}",
                               self.vars[a][0], self.vars[a][1])
        if c == 2:
            a = self.pick(INT + ("bool",))
            return self.define(f"{a} * {self.r.choice(['0.5', '1.5', '-2.0'])}", "f32", self.vars[a][1])
        if c == 3:
            a = self.pick(("f16",))
            return self.define(f"{a} * {self.r.choice(['0.5', '2', '-1.25'])} + 1", "f16", self.vars[a][1])
        if c == 4:
            a = self.pick(("f16",), lambda s: s == (4, 6))
            b = self.pick(("f32",), lambda s: s == (4, 6))
            return self.define(f"{a} + {b}" if self.r.random() < 0.5 else f"{b} * {a}", "f32", (4, 6))
        if c == 5:
            a = self.pick(FLOAT + INT)
            op = self.r.choice([">", ">=", "<", "==", "!="])
            return self.define(f"{a} {op} {self.r.choice(['0', '1', '0.5', '-1'])}", "bool", self.vars[a][1])
        if c == 6:
            a = self.pick(("bool",))
            b = self.pick(("bool",), lambda s: s == self.vars[a][1])
            return self.define(self.r.choice([f"{a} & {b}", f"{a} | {b}", f"ops.logical_not({a})",
                                              f"ops.logical_and({a}, {b})"]), "bool", self.vars[a][1])
        if c == 7:
            a = self.pick(("i32",))
            b = self.pick(("i32",), lambda s: s == self.vars[a][1])
            return self.define(f"{a} + ops.cast({b}, ms.int64)", "i64", self.vars[a][1])
        if c == 8:
            a = self.pick(("bool",))
            b = self.pick(("f32",), lambda s: s == self.vars[a][1])
            return self.define(self.r.choice([f"ops.cast({a}, ms.float32) * {b}",
                                              f"ops.where({a}, {b}, {b} * 0.25)",
                                              f"ops.select({a}, {b}, ops.zeros_like({b}))"]),
                               "f32", self.vars[a][1])
        if self.r.random() < 0.5:
            return self.s_mixed2()
        a = self.pick(FLOAT + INT)
        s = self.pick(PY[:2])
        return self.define(f"{a} * {s}" if self.r.random() < 0.5 else f"{a} - {s}",
                           self.promote(self.vars[a][0], self.vars[s][0]), self.vars[a][1])

    def s_mixed2(self):
        c = self.r.randrange(7)
        if c == 0:
            a = self.pick(INT)
            return self.define(f"{a} / 2", "f32", self.vars[a][1])
        if c == 1:
            a = self.pick(("f32", "f16", "i32"))
            dt, s = self.vars[a]
            return self.define(f"{a} ** 2" if dt != "i32" else f"-{a} ** 2", dt, s)
        if c == 2:
            a = self.pick(("bool",), lambda s: len(s) >= 2)
            return self.define(f"ops.cast({a}, ms.int32).sum(axis=0)", "i32", self.vars[a][1][1:])
        if c == 3:
            a = self.pick(("f32",))
            return self.define(f"{a} * float({a}.mean())", "f32", self.vars[a][1])
        if c == 4:
            a = self.pick(("f32",))
            s = self.vars[a][1]
            return self.define(f"{a} + int({a}.max() > 0) * 2", "f32", s)
        if c == 5:
            a = self.pick(FLOAT + INT)
            s = self.vars[a][1]
            return self.define(f"{a}.astype(ms.int64) * 1.5", "f32", s)
        a = self.pick(("f16",))
        return self.define(f"{a}.astype(ms.float32) + {a}.astype(ms.int32)", "f32", self.vars[a][1])

    @staticmethod
    def promote(tensor_dt, py_dt):
        if tensor_dt in INT and py_dt == "float":
            return "f32"
        return tensor_dt

    def s_pyscalar(self):
        a = self.pick(FLOAT + INT + ("bool",))
        s = self.vars[a][1]
        c = self.r.randrange(5)
        if c == 0:
            return self.define(f"{a}.shape[0] * 2 + {a}.ndim", "int", None)
        if c == 1:
            return self.define(f"len({a}) / 4 + 0.5", "float", None)
        if c == 2:
            return self.define(f"{a}.shape[-1] // 2 - 1", "int", None)
        if c == 3:
            return self.define(f"{a}.size > {len(s) * 5}", "pybool", None)
        return self.define(f"{s[0]} * self.scale", "float", None)

    STATEMENTS = ["s_reduce", "s_transpose", "s_matmul", "s_concat", "s_split", "s_strided",
                  "s_gather", "s_cast", "s_expand_tile", "s_onehot", "s_argmax", "s_elementwise",
                  "s_elementwise", "s_reshape_stack", "s_mixed", "s_mixed", "s_mixed", "s_pyscalar",
                  "s_pyscalar", "s_prim2", "s_prim2", "s_prim2"] + Control5.CONTROL

    def statement(self):
        for _ in range(20):
            kind = self.r.choice(self.STATEMENTS)
            mark = (len(self.lines), len(self.helpers), dict(self.vars))
            try:
                return getattr(self, kind)()
            except KeyError:
                del self.lines[mark[0]:]
                del self.helpers[mark[1]:]
                self.vars = mark[2]
        return None

    def outputs(self):
        tensors = [k for k, (d, s) in self.vars.items() if s is not None and k not in "xkh"]
        floats = [k for k in tensors if self.vars[k][0] == "f32"]
        pys = [k for k, (d, s) in self.vars.items() if s is None]
        outs = [floats[-1] if floats else self.define("x * 2.0", "f32", (4, 6))]
        for name in self.r.sample(tensors, min(len(tensors), self.r.randrange(1, 4))):
            if name not in outs:
                outs.append(name)
        if pys and self.r.random() < 0.7:
            outs.append(self.r.choice(pys))
        ranked = [k for k in tensors if self.vars[k][1]]
        if ranked and self.r.random() < 0.3:
            a = self.r.choice(ranked)
            outs.append(self.r.choice([f"{a}.shape", f"{a}.dtype == ms.float32", f"{a}.ndim",
                                       f"({a}.shape[0], {a}.dtype)"]))
        return outs


def _inner(r):
    """Body of ``Inner.construct(a, b)``: elementwise float ops, Primitives and Python scalars
    (valid per sample under ``vmap``), two outputs."""
    lines, names = [], ["a", "b"]
    for i in range(r.randrange(2, 5)):
        u, w = r.choice(names), r.choice(names)
        expr = r.choice([f"self.mul({u}, {w})", f"self.add({u}, self.w)", f"ops.tanh({u}) * self.scale",
                         f"self.sin({u}) + {w}", f"self.exp(ops.tanh({u}))", f"{u} * {w} - 0.5",
                         f"ops.sigmoid({u}) * 2 + {w}", f"self.rsum_k({u}, -1) * {w}",
                         f"{u} * self.w + 1"])
        lines.append(f"t{i} = {expr}")
        names.append(f"t{i}")
    lines.append(f"return {names[-1]}, {r.choice(names[2:])} * 0.5 + a")
    return "\n".join("        " + line for line in lines), "rsum_k" not in "".join(lines)


def generate(seed):
    g = _Gen(seed)
    for _ in range(g.r.randrange(4, 9)):
        g.statement()
    outs = g.outputs()
    g.emit(f"return {', '.join(outs)},")
    float_outs = [f"ops.cast(o[{i}], ms.float32).sum()" for i, n in enumerate(outs)
                  if n in g.vars and g.vars[n][0] in FLOAT and g.vars[n][1] is not None]
    inner, elementwise = _inner(g.r)
    return TEMPLATE.format(helpers="\n".join(g.helpers), inner=inner, elementwise=elementwise,
                           differentiable=g.differentiable,
                           construct="\n".join(g.lines), loss=" + ".join(float_outs))
