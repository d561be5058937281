"""Random programs for the forty-second GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz42),
built from a seed alone. ``Net.construct(self, a, b, c, d, e, f, n, s)`` takes an int32 (3,
4), a float32 (3, 4), a float16 (4,), a bool (3, 4), an int64 (3, 1) and a float32 (1, 4)
Tensor of special values (inf, -0.0, NaN, 300: float16 overflows on its square), a Python int
and a Python float, keeps a float32 (3, 4) value ``h`` (what the gradient differentiates) and
appends each statement's result to a list ``outs``. Statements (``fuzz_programs42_parts``' atoms):

- operators between Tensors of every pair of the five dtypes and Python int/float/bool numbers
  on either side (``+ - * / // % **``, comparisons, ``& | ^`` on integers and bools), Python
  number arithmetic alone (negative floor division and modulo, ``**``);
- reductions (``sum``/``ReduceSum``/``max``/``amin``/``mean``/``any``/``prod``/``all``/
  ``argmax``) over ``None``, ``()``, negative axes and axis tuples with and without keep_dims;
- ``ops.where``/``ops.select``/``ops.clip``/``Tensor.clamp``/``masked_fill`` with broadcast
  conditions and Python or Tensor bounds;
- getitem and setitem (plain, augmented) through ints, slices with negative steps, ``None``,
  ``...``, index lists and bool masks;
- tuples and lists of Python values: ``index``, ``count``, slices, ``in``, ``+``, ``*``,
  ``sorted``/``max``/``sum``, ``append``/``insert``/``pop``/``extend``/``reverse``;
  shapes as tuples;
- strings: f-strings with format specs, ``%``, ``format``, ``join``, ``split``, slicing, ``in``;
  ``isinstance``/``len``/``range``/``type``/``abs``/``round``/``divmod``/``int``/``float``;
- ``if`` on Python conditions whose branches make values of different dtypes and shapes,
  ``if`` on Tensor conditions whose branches keep them;
- a sub-Cell with a Parameter called in ``for`` loops and a Tensor ``while``, the network's own
  Parameter written with ``assign_add`` in a loop;
- one error statement in a fifth of the programs (the same error type in both modes).

``main()`` calls the network on two sets of inputs (``n``, ``s`` = 2, 0.5 and -3, -1.25), takes
``ms.value_and_grad`` of ``h``'s sum with respect to ``b`` and the trainable Parameters, and
snaps every result and Parameter (an error as its type).
"""
import random

from fuzz_programs42_parts import FLOATS, INPUTS, Atoms, broadcast, is_py

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
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


def inputs(k):
    g = np.arange(12).reshape(3, 4)
    a = Tensor(((g * (5 + k)) % 11 - 5).astype(np.int32))
    b = Tensor((np.cos(g * (0.7 + k)) * 2).astype(np.float32))
    c = Tensor(np.array([-1.5, 0.25, 2.0, -0.5 + k], np.float16))
    d = Tensor((g * (3 + k)) % 5 > 1)
    e = Tensor(np.array([[3 - k], [-2], [0]], np.int64))
    f = Tensor(np.array([[np.inf, -0.0, np.nan, 300.0 + k]], np.float32))
    return a, b, c, d, e, f


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([0.5, -0.25, 1.0, 0.75], np.float32)), name="w")
        self.k = 2

    def construct(self, x, i=0):
        return x * self.w + i * 0.1 - self.k * 0.05


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()
        self.p = Parameter(Tensor(np.full((3, 1), 0.5, np.float32)), name="p")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.names = ("x", "y", "zz")

    def construct(self, a, b, c, d, e, f, n, s):
        h = b * self.p
        outs = []
'''

TAIL = '''        return h, outs


def main():
    net = Net()
    res = [guard(net, *inputs(0), 2, 0.5), guard(net, *inputs(1), -3, -1.25)]

    def loss(b):
        h, outs = net(*inputs(2)[:1], b, *inputs(2)[2:], 1, 0.25)
        return h.sum(), outs

    vg = ms.value_and_grad(loss, grad_position=0, weights=net.trainable_params(), has_aux=True)
    res.append(guard(vg, inputs(1)[1]))
    res.append(snap(list(net.get_parameters())))
    return res
'''


class Gen(Atoms):
    def __init__(self, seed):
        super().__init__(random.Random(f"fuzz42:{seed}"))
        self.lines = []
        self.k = 0

    def emit(self, text, depth=2):
        for line in text.split("\n"):
            self.lines.append("    " * depth + line)

    def fresh(self):
        self.k += 1
        return f"v{self.k}"

    def out(self, text, depth=2):
        v = self.fresh()
        self.emit(f"{v} = {text}\nouts.append({v})", depth)
        return v

    def feed(self, v, dtype, depth=2):
        """Let ``h`` depend on a float result ``v`` (so the gradient sees it)."""
        if dtype in FLOATS and self.r.random() < 0.6:
            self.emit(f"h = h + ops.cast({v}, ms.float32).mean() * 0.5", depth)

    # ---- statements ---------------------------------------------------------------------
    def s_arith(self):
        e = self.arith(self.r.randint(1, 3))
        v = self.out(e[0])
        self.feed(v, e[1])

    def s_reduce(self):
        e = self.reduction()
        v = self.out(e[0])
        self.feed(v, e[1])

    def s_select(self):
        e = self.selection()
        v = self.out(e[0])
        self.feed(v, e[1])

    def s_getitem(self):
        t = self.tensor() if self.r.random() < 0.8 else ("h", "float32", (3, 4))
        if self.r.random() < 0.15:
            m = self.r.choice(["d", "(b > 0)", "(a < 1)"])
            if t[2] != (3, 4):
                t = ("b", "float32", (3, 4))
            self.out(f"{t[0]}[{m}].sum()")
            return
        idx, _ = self.index(t[2])
        v = self.out(f"{t[0]}[{idx}]")
        self.feed(v, t[1])

    def s_setitem(self):
        r = self.r
        name = r.choice(list(INPUTS) + ["h"])
        dtype, shape = INPUTS.get(name, ("float32", (3, 4)))
        w = self.fresh()
        self.emit(f"{w} = {name}.copy()" if name != "h" else f"{w} = h * 1.0")
        k = r.random()
        if k < 0.25 and shape == (3, 4):
            m = r.choice(["d", "(b > s)", "(a % 3 == 0)", "d[0]"])
            self.emit(f"{w}[{m}] = {r.choice(['0', '-1.5', 'True', 'n'])}")
        else:
            idx, _ = self.index(shape)
            val = r.choice(["2", "-0.5", "True", "n", "s", f"{w}[{idx}] * 2",
                            "Tensor(1, ms.int32)"])
            if dtype == "bool" and val == f"{w}[{idx}] * 2":
                val = "False"
            op = r.choice(["=", "=", "+="]) if dtype != "bool" else "="
            self.emit(f"{w}[{idx}] {op} {val}")
        self.emit(f"outs.append({w})")
        if name == "h":
            self.emit(f"h = {w}")

    def pytuple(self):
        r = self.r
        items = [self.py_number()[0] for _ in range(r.randint(2, 5))]
        if r.random() < 0.3:
            items.append(items[0])
        return "(" + ", ".join(items) + ",)", items

    def s_tuple(self):
        r = self.r
        t = self.fresh()
        text, items = self.pytuple()
        if r.random() < 0.25:
            text = r.choice(["a.shape", "b.shape[::-1]", "(c.shape + e.shape)",
                             "(a.shape * 2)", "tuple(range(n, 5, 2))",
                             "tuple(range(4, n, -1))", "self.names"])
            items = ["4"]
        self.emit(f"{t} = {text}")
        probe = r.choice(items)
        forms = [f"{t}.index({probe})", f"{t}.count({probe})", f"{t}[::-1]", f"{t}[1:-1:2]",
                 f"{probe} in {t}", f"({probe}) not in {t}", f"len({t})", f"{t}[-1]",
                 f"{t} + (n, s)", f"{t} * 2", f"{t}[-2:] + {t}[:1]", f"max({t}) if {t} else 0",
                 f"sum({t}) if {t} else 0", f"sorted({t})" if "self" not in text else "0",
                 f"min({t}[:2])", f"list({t})[::2]", f"{t} == {t}[::-1]"]
        for _ in range(r.randint(1, 3)):
            self.out(r.choice(forms))
        if r.random() < 0.4:
            lst = self.fresh()
            self.emit(f"{lst} = list({t})")
            for _ in range(r.randint(1, 3)):
                self.emit(r.choice([f"{lst}.append({probe})", f"{lst}.insert(1, s)",
                                    f"{lst}.pop()", f"{lst}.extend((1, n))",
                                    f"{lst}.reverse()", f"{lst}[0] = n * 2",
                                    f"{lst} = {lst} + [len({lst})]"]))
            self.out(lst)
        if r.random() < 0.5:
            self.emit(f"h = h + len({t}) * 0.25")

    def s_str(self):
        r = self.r
        forms = ['f"{n}:{s:.2f}"', 'f"{n:+d}|{s:>8.3f}|{a.ndim}"', 'f"{b.shape}-{len(c)}"',
                 '"%d/%s" % (n, "q")', '"{}_{}".format(n, s)', '"-".join(self.names)',
                 '"a,b,c".split(",")', '"abc"[::-1] * 2', 'str(n) + str(s)',
                 '"zz" in self.names', 'f"{s:.1e}".upper()', '"x={0}".format(round(s, 1))',
                 '"n".join(["a", str(n)])', 'f"{n!r}{True}"', '"ab cd".replace(" ", "_")',
                 'len("hello" + str(n))', '"%.3f" % s', 'f"{n * 2}".zfill(5)',
                 '"Abc".lower().startswith("ab")']
        st = self.fresh()
        self.emit(f"{st} = {r.choice(forms)}\nouts.append({st})")
        if r.random() < 0.5:
            self.emit(f"if isinstance({st}, str) and len({st}) > 4:\n    h = h + 1.0\n"
                      f"else:\n    h = h - 0.5")

    def s_builtin(self):
        r = self.r
        x = self.py_number()[0]
        forms = [f"isinstance({x}, int)", f"isinstance({x}, (float, bool))",
                 "isinstance(a, Tensor)", "isinstance(self.names, tuple)",
                 "len(range(n, 7, 2))", "tuple(range(-n, 3))", f"abs({x})",
                 f"round({x} * 1.25)", "divmod(n, 3)", "divmod(s, -0.75)", f"int({x} * 1.5)",
                 f"float({x})", f"bool({x})", "type(n) == int", "max(n, s, 1)",
                 f"min({x}, -1)", "len(b.shape) + len(self.names)", "b.shape[-1] // n",
                 "pow(n, 2)", "n ** -1", "-7 // n", "7 % -n", f"{x} // 0.5",
                 "a.dtype == ms.int32", "c.dtype in (ms.float16, ms.float32)",
                 "ms.float32 == b.dtype", "e.shape == (3, 1)"]
        self.out(r.choice(forms))

    def s_branch_py(self):
        r = self.r
        v = self.fresh()
        conds = ["n > 0", "s < 0", "isinstance(s, float) and n % 2 == 0", "len(b) == 3",
                 "n in (2, 4)", "not self.names", "a.dtype == ms.int32 and n < 0"]
        self.emit(f"if {r.choice(conds)}:")
        self.emit(f"{v} = {self.arith(2)[0]}", 3)
        self.emit("else:")
        self.emit(f"{v} = {self.arith(2)[0]}", 3)
        self.emit(f"outs.append({v})")

    def s_branch_t(self):
        r = self.r
        cond = r.choice(["b.sum() > s", "(a > 0).any()", "c.max() > 1", "e[0, 0] < n",
                         "d.all()", "b[0, 0] > b[1, 1]"])
        body = [("h * 2.0", "h - s"), ("h + a.astype(ms.float32)", "h * c.astype(ms.float32)"),
                ("ops.where(d, h, -h)", "h.clip(-1, 1)"), ("h[::-1] * 1.0", "h[:, ::-1] + 0.0")]
        t, f = r.choice(body)
        self.emit(f"if {cond}:\n    h = {t}\nelse:\n    h = {f}\nouts.append(h)")

    def s_loop(self):
        r = self.r
        k = r.random()
        if k < 0.35:
            self.emit(f"for i in range({r.choice(['2', '3', 'len(self.names)', '1, n'])}):\n"
                      "    h = self.sub(h, i)")
        elif k < 0.6:
            self.emit("i = Tensor(0, ms.int32)\nwhile i < 3:\n    h = self.sub(h) * 0.9\n"
                      "    i += 1\nouts.append(i)")
        elif k < 0.8:
            self.emit("for j, nm in enumerate(self.names):\n    if len(nm) > 1:\n"
                      "        h = h + self.sub.w * j\n    ops.assign_add(self.cnt, 1)\n"
                      "outs.append(self.cnt * 1)")
        else:
            self.emit("acc = ()\nfor row in b:\n    acc = acc + (row.sum() * self.sub.w[0],)\n"
                      "h = h + ops.stack(acc).reshape((3, 1))\nouts.append(len(acc))")

    def s_aug(self):
        r = self.r
        t = self.tensor()
        v = self.fresh()
        self.emit(f"{v} = {t[0]}")
        for _ in range(r.randint(1, 3)):
            op = r.choice(["+=", "-=", "*=", "/=", "//=", "%=", "**="] +
                          (["&=", "|=", "^="] if t[1] not in FLOATS else []))
            y = self.operand(py=0.6)
            if op == "**=":
                y = (r.choice(["2", "1", "0"]), "pyint", ())
            elif op in ("&=", "|=", "^=") and y[1] in FLOATS + ("pyfloat",):
                y = ("a", "int32", (3, 4))
            elif op in ("//=", "%=", "/=") and y[1] in ("bool", "pybool"):
                y = ("-3", "pyint", ())
            elif op == "-=" and y[1] in ("bool", "pybool"):
                y = ("1", "pyint", ())
            if t[1] == "bool" and y[1] in ("bool", "pybool") and op in ("+=", "-="):
                op = "|="       # 2.10's graph refuses Add/Sub of bools, PYNATIVE_MODE computes
            if broadcast(t[2], y[2]) is None:
                y = ("2", "pyint", ())
            self.emit(f"{v} {op} {y[0]}")
        self.emit(f"outs.append({v})")

    def s_unary(self):
        r = self.r
        t = self.tensor()
        form = r.choice(["-{}", "~{}", "abs({})", "+{}", "{}.abs()", "ops.neg({})",
                         "ops.sign({})", "{}.float()", "{}.int() // 2", "{}.long() % -3",
                         "{}.bool()", "{}.half() * 2", "ops.trunc({}.float() / 3)",
                         "ops.logical_not({})", "ops.square({})", "{}.reciprocal()"])
        if form[0] == "~" and t[1] in FLOATS:
            t = ("d", "bool", (3, 4))
        self.out(form.format(t[0]))

    def s_opsfn(self):
        r = self.r
        t, y = self.tensor(), self.operand(py=0.6)
        if broadcast(t[2], y[2]) is None:
            y = ("2", "pyint", ())
        fn = r.choice(["ops.floor_divide", "ops.remainder", "ops.fmod", "ops.true_divide",
                       "ops.maximum", "ops.minimum", "ops.pow", "ops.isclose", "ops.equal",
                       "ops.ge", "ops.add", "ops.sub", "ops.mul", "ops.div", "ops.fmax",
                       "ops.logical_xor", "ops.bitwise_and", "ops.copysign", "ops.xlogy"])
        x1, x2 = (t[0], y[0]) if r.random() < 0.7 else (y[0], t[0])
        if fn == "ops.pow" and y[1] not in FLOATS + ("pyfloat",):
            x2 = r.choice(["2", "0"]) if x2 == y[0] else x2
        extra = ""
        if fn == "ops.div":
            extra = r.choice(["", ", rounding_mode='floor'", ", rounding_mode='trunc'"])
        v = self.out(f"{fn}({x1}, {x2}{extra})")
        self.feed(v, t[1])

    def s_python(self):
        r = self.r
        forms = [
            "first, *rest = (n, s, 3)\n{v} = (first, rest, len(rest))",
            "{v} = [x * i for i, x in enumerate(b) if i != 1]",
            "{v} = [float(i) for i in range(n, 4) if i % 2]",
            "dd = {{'p': n, 'q': s}}\ndd['r'] = len(dd)\n{v} = (dd.get('q'), dd.get('z', 7),"
            " tuple(dd.keys()), sum(dd.values()))",
            "{v} = tuple(x + y for x, y in zip((1, 2, 3), (n, s)))",
            "{v} = [t.shape for t in (a, c, e)]",
            "idx = (0, slice(1, 3))\n{v} = b[idx] + c[slice(None, None, -2)].sum()",
            "{v} = 0 < b.sum() < 50 if n > 0 else -1 < c.max() <= 2",
            "{v} = (int(b[0, 0]), float(a[1, 1]), bool(d[0, 0]), e[0, 0].item())",
            "{v} = divmod(len(self.names) + n, 2)",
            "{v} = [p for p in (n, s, 0, -1) if p]",
            "{v} = all((n, s)) or any(())",
            "x, (y, z) = n, (s, 'w')\n{v} = (z * 2, x + y)",
            "{v} = tuple(reversed(a.shape)) + tuple(enumerate('ab', 1))",
            "{v} = (a.shape[-1:], b[0].shape, c[::-1].shape, e[None].shape)",
        ]
        v = self.fresh()
        self.emit(r.choice(forms).format(v=v) + f"\nouts.append({v})")

    def s_special(self):
        r = self.r
        t = r.choice(["f", "f.astype(ms.float16)", "(f * b)", "(b / a)", "(c * f)",
                      "ops.log(c)", "(a // e)", "(a % e)", "ops.sqrt(b)", "(f - f)"])
        form = r.choice(["{}.max()", "{}.min(axis=-1)", "{}.argmax(axis=-1)", "ops.sort({})[0]",
                         "ops.sort({}, descending=True)[1]", "ops.clip({}, -1, 1)",
                         "ops.maximum({}, 0.5)", "ops.minimum({}, b)", "ops.isnan({})",
                         "ops.isinf({})", "ops.nan_to_num({}.astype(ms.float32), 0.0)",
                         "ops.where({0} > 0, {0}, 0)", "{}.sum(axis=0, keepdims=True)",
                         "{}.mean()", "ops.cumsum({}, -1)", "ops.argmin({}, -1)",
                         "{}.astype(ms.int32)", "ops.sign({})", "ops.round({})",
                         "{0} * d", "d * {0}", "{0} * 0", "ops.floor({0} / 7)",
                         "ops.topk({}.astype(ms.float32), 2)[0]", "{} ** 2", "ops.exp(-{})"])
        v = self.out(form.format(t))
        # not the integer results: the graph prunes the zero cotangent that PYNATIVE_MODE and
        # 2.10 pass back through sort's unused values (test_graph_fuzz42's docstring)
        ints = ("arg", "[1]", "isnan", "isinf", "int32")
        self.feed(v, "bool" if any(k in form for k in ints) else "float32")

    def s_error(self):
        forms = ["outs.append(b + b[:2])", "outs.append(a.sum(axis=2))", "outs.append(b[3])",
                 "outs.append((1, 2)[n + 5])", "outs.append((1, 2, 3).index(9))",
                 "outs.append(ops.reshape(b, (5, 2)))", "outs.append(len(Tensor(1.0)))",
                 "outs.append(b.bogus())", "outs.append(ops.where(d, b, 'x'))",
                 "outs.append(ops.cast(b, 'int'))", "outs.append(self.names[n + 7])",
                 "if n > -10:\n    raise ValueError(f'bad n {n}')",
                 "outs.append(ops.matmul(b, b))", "outs.append(int('x' + str(n)))",
                 "outs.append(self.sub(b[:, :3]))", "outs.append(ops.concat((b, c), 0))",
                 "outs.append(b > 0 and c > 0)", "outs.append(ops.where(d, b, c[:2]))",
                 "outs.append(b.sum(axis=(0, 0)))", "outs.append(a[0, 0, 0])",
                 "outs.append(b[[0, 5]])", "outs.append(ops.clip(b, 'x', 1))",
                 "outs.append({'a': 1}['b'])",
                 "outs.append(a.astype(ms.float32) @ c.astype(ms.float32)[:3])",
                 "outs.append(ops.masked_fill(b, a, 0.0))"]
        self.emit(self.r.choice(forms))

    _KINDS = {"arith": 5, "reduce": 3, "select": 3, "getitem": 3, "setitem": 3, "tuple": 2,
              "str": 1.5, "builtin": 2, "branch_py": 1.5, "branch_t": 1, "loop": 1.5, "aug": 2,
              "unary": 1.5, "opsfn": 2.5, "python": 2, "special": 3}

    def program(self):
        kinds = list(self._KINDS)
        count = self.r.randint(3, 7)
        err = self.r.randint(0, count) if self.r.random() < 0.2 else -1
        for i in range(count + 1):
            if i == err:
                self.s_error()
            if i < count:
                getattr(self, "s_" + self.r.choices(kinds, list(self._KINDS.values()))[0])()
        return HEAD + "\n".join(self.lines) + "\n" + TAIL


def generate(seed):
    """The source of program ``seed``."""
    return Gen(seed).program()
