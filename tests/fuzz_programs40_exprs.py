"""The expressions of the fortieth fuzzer (``fuzz_programs40``): ``ExprGen`` draws random
expression DAGs over a scope of typed variables (``fuzz_programs40_ops``' type model and tables),
and the updates that keep a variable's dtype and shape (``fit``) and the conditions of the
statements' ``if``s and ``while``s.
"""
import random

from fuzz_programs40_ops import (
    BIN_ARITH, BIN_BIT, BIN_CMP, BIN_DIV, BIN_FLOORDIV, CASTS, CAST_SHORT, CUMULATIVE, DTYPES,
    FLOATS, LIKE, LOGICAL, REDUCE_ALL, REDUCE_AXIS, TENSOR_ONLY, UNARY_ANY, UNARY_FLOAT,
    broadcast, is_intlike, is_py, promote, reduce_dtype, size)

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, mint, Tensor


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    return (type(v).__name__, v)


def attempt(fn):
    try:
        return snap(fn())
    except Exception as e:  # the error's type is compared
        kinds = [c.__name__ for c in type(e).__mro__ if c.__module__ == "builtins"]
        return ("error", type(e).__name__, str(e).split("\\n")[0][:300], kinds)
'''
BASES = [(), (3,), (2, 3), (3, 1), (2, 1, 3), (4,), (2, 2), (0,), (2, 0), (3, 0, 2)]
PARAMS = ("a", "b", "c", "d")


class Expr:
    def __init__(self, text, dtype, shape):
        self.text, self.dtype, self.shape = text, dtype, tuple(shape)


class ExprGen:
    def __init__(self, seed):
        self.r = random.Random(f"fuzz40:{seed}")
        self.n = 0
        self.helpers = []      # module-level helper sources
        self.lines = []
        self.scope = {}        # name -> (dtype, shape)
        self.loop_depth = 0
        self.strict = False    # under a Tensor condition: no dtype a branch's op may refuse
        self.firsts = ("a", "b")   # the first two inputs (a helper's p and q)

    # ---- names and scope -----------------------------------------------------------------
    def fresh(self, prefix="v"):
        self.n += 1
        return f"{prefix}{self.n}"

    def emit(self, text, depth):
        for line in text.split("\n"):
            self.lines.append("    " * depth + line)

    def tensors(self, pred=lambda t: True):
        return [n for n, t in self.scope.items() if not is_py(t[0]) and pred(t)]

    def var(self, name):
        dtype, shape = self.scope[name]
        return Expr(name, dtype, shape)

    # ---- leaves ----------------------------------------------------------------------------
    def literal(self, kind=None):
        r = self.r
        kind = kind or r.choice(["pyint", "pyint", "pyfloat", "pyfloat", "pybool"])
        if kind == "pyint":
            return Expr(str(r.choice([-3, -2, -1, 1, 2, 3, 0, 5])), "pyint", ())
        if kind == "pyfloat":
            return Expr(repr(r.choice([-1.5, -0.5, 0.25, 0.5, 1.0, 2.0, 0.1, -0.3, 0.0])),
                        "pyfloat", ())
        return Expr(r.choice(["True", "False"]), "pybool", ())

    def py_number(self):
        r = self.r
        t = self.tensors()
        roll = r.random()
        if roll < 0.4:
            return self.literal()
        if roll < 0.6:
            name = r.choice([n for n, tp in self.scope.items() if is_py(tp[0])])
            return self.var(name)
        if t and roll < 0.8:
            name = r.choice(t)
            shape = self.scope[name][1]
            if shape and r.random() < 0.5:
                return Expr(f"{name}.shape[{r.randrange(len(shape))}]", "pyint", ())
            return Expr(r.choice([f"{name}.ndim", f"len({name}.shape)", f"{name}.size"]),
                        "pyint", ())
        return self.literal()

    def leaf(self, tensor=False):
        t = self.tensors()
        if t and (tensor or self.r.random() < 0.75):
            return self.var(self.r.choice(t))
        if tensor:
            return Expr("Tensor(1.5, ms.float32)", "float32", ())
        return self.py_number()

    # ---- expressions -----------------------------------------------------------------------
    def expr(self, depth, tensor=True):
        r = self.r
        if depth <= 0 or r.random() < 0.2:
            return self.leaf(tensor)
        kind = r.choices(
            ["unary", "ufloat", "arith", "div", "floordiv", "pow", "cmp", "bit", "logical",
             "not", "where", "reduce", "raxis", "cum", "shape", "index", "matmul", "cast",
             "like", "clamp", "fill", "sort", "concat"],
            [4, 5, 8, 3, 3, 2, 3, 2, 1, 1, 2, 3, 3, 1, 4, 3, 2, 3, 1, 2, 1, 1, 2])[0]
        return getattr(self, "e_" + kind)(depth - 1)

    def tensor(self, depth, pred=None):
        e = self.expr(depth)
        if is_py(e.dtype):
            e = self.leaf(tensor=True)
        return e

    def skip_cast(self):
        """Now and then an operand keeps a dtype its op may refuse: both modes must refuse it
        alike. Not under a Tensor condition, where a graph compiles the branch not taken."""
        return not self.strict and self.r.random() < 0.08

    def as_float(self, e):
        if is_py(e.dtype):
            return e if e.dtype == "pyfloat" else Expr(f"float({e.text})", "pyfloat", ())
        if e.dtype in FLOATS or self.skip_cast():
            return e
        t = self.r.choice(["{}.astype(ms.float32)", "ops.cast({}, ms.float32)", "{}.float()"])
        return Expr(t.format(e.text), "float32", e.shape)

    def to_int32(self, e):
        return Expr(f"{e.text}.astype(ms.int32)", "int32", e.shape)

    def as_int(self, e):
        if is_py(e.dtype):
            return e if e.dtype == "pyint" else Expr(f"int({e.text})", "pyint", ())
        if is_intlike(e.dtype) and e.dtype != "bool" or self.skip_cast():
            return e
        dt = self.r.choice(["int32", "int64"] + ([] if self.strict else ["int8", "uint8"]))
        return Expr(f"{e.text}.astype(ms.{dt})", dt, e.shape)

    def other(self, a, depth):
        """An operand broadcastable with ``a``: a Python number, or a Tensor whose shape fits."""
        if self.r.random() < 0.3:
            return self.py_number()
        b = self.tensor(depth)
        if broadcast(a.shape, b.shape) is None:
            return Expr(f"{b.text}.sum()", reduce_dtype("sum", b.dtype), ())
        return b

    def e_unary(self, d):
        a = self.tensor(d)
        if a.dtype == "bool" and (self.strict or self.r.random() < 0.8):
            a = self.as_int(a)
        if self.strict and a.dtype in ("bool", "int8", "uint8"):
            a = self.to_int32(a)        # Sign has no 8-bit kernel
        return Expr(self.r.choice(UNARY_ANY).format(a.text), a.dtype, a.shape)

    def e_ufloat(self, d):
        a = self.as_float(self.tensor(d))
        dt = a.dtype if a.dtype in FLOATS else "float32"
        return Expr(self.r.choice(UNARY_FLOAT).format(a.text), dt, a.shape)

    def binary(self, table, a, b, dtype):
        t = self.r.choice(table)
        if (is_py(a.dtype) or is_py(b.dtype)) and t.startswith(TENSOR_ONLY):
            t = self.r.choice([x for x in table if x.startswith("(")] or ["({} + {})"])
        if self.r.random() < 0.3 and not is_py(b.dtype):
            a, b = b, a
        return Expr(t.format(a.text, b.text), dtype, broadcast(a.shape, b.shape))

    def both_bool(self, a, b):
        """Bool with bool goes through an int: 2.10's graph refuses Add/Sub of bools (its
        TypeError), its PYNATIVE_MODE computes them (or, xor), as minicell's modes do."""
        if a.dtype == "bool" and b.dtype in ("bool", "pybool"):
            return self.as_int(a)
        return a

    def e_arith(self, d):
        a = self.tensor(d)
        b = self.other(a, d)
        a = self.both_bool(a, b)
        return self.binary(BIN_ARITH, a, b, promote(a.dtype, b.dtype))

    def e_div(self, d):
        a = self.tensor(d)
        b = self.other(a, d)
        a = self.both_bool(a, b)
        dt = promote(a.dtype, b.dtype)
        return self.binary(BIN_DIV, a, b, dt if dt in FLOATS else "float32")

    def e_floordiv(self, d):
        a = self.tensor(d)
        if a.dtype == "bool":
            a = self.as_int(a)
        b = self.other(a, d)
        if b.dtype == "bool":
            b = self.as_int(b)
        return self.binary(BIN_FLOORDIV, a, b, promote(a.dtype, b.dtype))

    def e_pow(self, d):
        a = self.tensor(d)
        r = self.r
        if a.dtype in FLOATS and r.random() < 0.5:
            b = self.as_float(self.other(a, d))
            dt = promote(a.dtype, b.dtype)
            t = r.choice(["((ops.abs({}) + 0.5) ** {})", "ops.pow(ops.abs({}) + 0.5, {})"])
            return Expr(t.format(a.text, b.text), dt, broadcast(a.shape, b.shape))
        if a.dtype == "bool":
            a = self.as_int(a)
        n = r.choice(["2", "3", "0", "1", "0.5", "2.0"])
        t = r.choice(["({} ** {})", "ops.pow({}, {})"]).format(a.text, n)
        dt = promote(a.dtype, "pyfloat" if "." in n else "pyint")
        return Expr(t, dt, a.shape)

    def e_cmp(self, d):
        a = self.tensor(d)
        b = self.other(a, d)
        return self.binary(BIN_CMP, a, b, "bool")

    def e_bit(self, d):
        a = self.tensor(d)
        if not is_intlike(a.dtype):
            a = self.as_int(a)
        b = self.other(a, d)
        if not is_intlike(b.dtype):
            b = self.as_int(b) if not is_py(b.dtype) else self.literal("pyint")
        return self.binary(BIN_BIT, a, b, promote(a.dtype, b.dtype))

    def e_logical(self, d):
        a = self.e_cmp(d) if self.r.random() < 0.7 else self.tensor(d)
        b = self.other(a, d)
        if is_py(b.dtype):
            b = self.tensor(d)
            if broadcast(a.shape, b.shape) is None:
                b = Expr(f"{b.text}.any()", "bool", ())
        return self.binary(LOGICAL, a, b, "bool")

    def e_not(self, d):
        a = self.tensor(d)
        if self.r.random() < 0.5 or not is_intlike(a.dtype):
            a = self.e_cmp(d)
        t = self.r.choice(["(~{})", "ops.logical_not({})", "mint.logical_not({})"])
        return Expr(t.format(a.text), a.dtype if t == "(~{})" else "bool", a.shape)

    def e_where(self, d):
        c = self.e_cmp(d)
        a = self.other(c, d)
        b = self.other(c, d)
        shape = broadcast(broadcast(c.shape, a.shape), b.shape)
        if shape is None or is_py(a.dtype) and is_py(b.dtype):
            a = self.var(self.r.choice(self.tensors()))
            b = a
            shape = broadcast(c.shape, a.shape)
            if shape is None:
                c = Expr(f"{c.text}.all()", "bool", ())
                shape = a.shape
        t = self.r.choice(["ops.where({}, {}, {})", "mint.where({}, {}, {})"])
        return Expr(t.format(c.text, a.text, b.text), promote(a.dtype, b.dtype), shape)

    def e_reduce(self, d):
        a = self.tensor(d)
        t, rule = self.r.choice(REDUCE_ALL)
        if self.strict and size(a.shape) == 0 and rule in ("same", "int64"):
            t, rule = REDUCE_ALL[0]         # no max/min/argmax of nothing in a branch
        if self.strict and rule in ("same", "int64") and a.dtype in ("bool", "int8", "uint8"):
            a = self.to_int32(a)            # nor of a dtype without a kernel
        if rule == "float":
            a = self.as_float(a)
        return Expr(t.format(a.text), reduce_dtype(rule, a.dtype), ())

    def axis(self, shape):
        ax = self.r.randrange(len(shape))
        return ax, (ax - len(shape) if self.r.random() < 0.4 else ax)

    def e_raxis(self, d):
        a = self.tensor(d)
        if not a.shape:
            return self.e_reduce(d)
        t, rule = self.r.choice(REDUCE_AXIS)
        if rule == "float":
            a = self.as_float(a)
        ax, spelled = self.axis(a.shape)
        if self.strict and a.shape[ax] == 0 and rule in ("same", "int64"):
            t, rule = REDUCE_AXIS[0]
        if self.strict and rule in ("same", "int64") and a.dtype in ("bool", "int8", "uint8"):
            a = self.to_int32(a)
        keep = self.r.random() < 0.4
        shape = list(a.shape)
        if keep:
            shape[ax] = 1
        else:
            del shape[ax]
        return Expr(t.format(x=a.text, a=spelled, k=keep), reduce_dtype(rule, a.dtype), shape)

    def e_cum(self, d):
        a = self.tensor(d)
        if not a.shape:
            return self.e_unary(d)
        ax, spelled = self.axis(a.shape)
        dt = reduce_dtype("sum", a.dtype) if a.dtype == "bool" else a.dtype
        return Expr(self.r.choice(CUMULATIVE).format(x=a.text, a=spelled), dt, a.shape)

    def e_shape(self, d):
        a = self.tensor(d)
        r, s, nd = self.r, a.shape, len(a.shape)
        opts = [("{}.reshape(-1)", (size(s),)), ("{}.reshape(1, -1)", (1, size(s))),
                ("{}.view(-1)", (size(s),)), ("{}.T", s[::-1]),
                ("ops.expand_dims({}, 0)", (1,) + s), ("mint.unsqueeze({}, -1)", s + (1,)),
                ("ops.squeeze({})", tuple(x for x in s if x != 1)),
                ("ops.broadcast_to({}, (2,) + {}.shape)".replace("{}.shape", repr(s)),
                 (2,) + s),
                ("ops.tile({}, %r)" % ((2,) + (1,) * nd,), (2,) + s),
                ("ops.stack(({0}, {0}))", (2,) + s), ("mint.stack(({0}, {0}), -1)", s + (2,))]
        if nd >= 1:
            ax, spelled = self.axis(s)
            perm = list(range(nd))
            r.shuffle(perm)
            opts += [("ops.flip({}, dims=(%d,))" % spelled, s), ("mint.flip({}, (%d,))" % ax, s),
                     ("ops.transpose({}, %r)" % (tuple(perm),), tuple(s[p] for p in perm)),
                     ("ops.concat(({0}, {0}), %d)" % spelled,
                      s[:ax] + (2 * s[ax],) + s[ax + 1:])]
        if nd >= 2 and s[0] * s[1] == size(s) and s[0] > 0:
            opts.append(("{}.reshape(%d, -1)" % s[1], (s[1], s[0])))
        t, shape = r.choice(opts)
        return Expr(t.replace("{0}", "{}").format(*[a.text] * t.count("{")), a.dtype, shape)

    def e_index(self, d):
        a = self.tensor(d)
        r, s = self.r, a.shape
        opts = [("{}[None]", (1,) + s), ("{}[..., None]", s + (1,)), ("{}[...]", s)]
        if s:
            n = s[0]
            opts += [("{}[::-1]", s), ("{}[1:]", (max(n - 1, 0),) + s[1:]),
                     ("{}[::2]", ((n + 1) // 2,) + s[1:]), ("{}[:-1]", (max(n - 1, 0),) + s[1:]),
                     ("{}[..., ::-1]", s), ("{}[-2:]", (min(n, 2),) + s[1:])]
            if n > 0:
                i = r.randrange(-n, n)
                opts += [("{}[%d]" % i, s[1:]), ("{}[%d:%d]" % (i, i + 1 if i != -1 else n),
                                                  (1,) + s[1:])]
        if len(s) >= 2:
            opts += [("{}[:, 1:]", (s[0], max(s[1] - 1, 0)) + s[2:]),
                     ("{}[:, None, ::-1]", (s[0], 1) + s[1:])]
            if s[1] > 0:
                opts.append(("{}[:, -1]", (s[0],) + s[2:]))
        t, shape = r.choice(opts)
        return Expr(t.format(a.text), a.dtype, shape)

    def e_matmul(self, d):
        a = self.tensor(d)
        dt = a.dtype if a.dtype in FLOATS else "float32"
        if a.dtype not in FLOATS:
            a = Expr(f"{a.text}.astype(ms.float32)", "float32", a.shape)
        t = self.r.choice(["({0} @ {1})", "ops.matmul({0}, {1})", "mint.matmul({0}, {1})"])
        if len(a.shape) == 1:
            return Expr(t.format(a.text, a.text), dt, ())
        if len(a.shape) == 2:
            m, n = a.shape
            others = [v for v in self.tensors(lambda tp: len(tp[1]) == 2 and tp[1][0] == n)]
            if others and self.r.random() < 0.6:
                o = self.r.choice(others)
                odt = self.scope[o][0]
                b = o if odt == dt else f"{o}.astype(ms.{dt})"
                return Expr(t.format(a.text, b), dt, (m, self.scope[o][1][1]))
            return Expr(t.format(a.text, a.text + ".T"), dt, (m, m))
        return self.e_ufloat(d)

    def e_cast(self, d):
        a = self.tensor(d)
        dt = self.r.choice(DTYPES)
        opts = CASTS + CAST_SHORT.get(dt, [])
        return Expr(self.r.choice(opts).format(a.text, dt), dt, a.shape)

    def e_like(self, d):
        a = self.tensor(d)
        return Expr(self.r.choice(LIKE).format(a.text), a.dtype, a.shape)

    def e_clamp(self, d):
        a = self.tensor(d)
        if a.dtype == "bool":
            a = self.as_int(a)
        lo, hi = (-1.5, 1.0) if a.dtype in FLOATS else (-2, 3)
        t = self.r.choice(["ops.clamp({}, {}, {})", "{}.clip({}, {})", "mint.clamp({}, {}, {})",
                           "ops.clamp({}, min={})", "mint.clamp({}, max={})"])
        return Expr(t.format(a.text, lo, hi), a.dtype, a.shape)

    def e_fill(self, d):
        a = self.tensor(d)
        m = self.e_cmp(d)
        shape = broadcast(a.shape, m.shape)
        if shape is None:
            m, shape = Expr(f"{m.text}.any()", "bool", ()), a.shape
        if self.strict and a.dtype not in FLOATS + ("int32", "int64"):
            a = self.to_int32(a)    # MaskedFill has no 8-bit or bool kernel
        v = "0.5" if a.dtype in FLOATS else ("True" if a.dtype == "bool" else "2")
        return Expr(f"ops.masked_fill({a.text}, {m.text}, {v})", a.dtype, shape)

    def e_sort(self, d):
        a = self.tensor(d)
        if not a.shape or a.dtype == "bool":
            return self.e_cum(d)
        t = self.r.choice(["ops.sort({})[0]", "ops.sort({}, descending=True)[0]",
                           "{}.sort()[0]"])
        return Expr(t.format(a.text), a.dtype, a.shape)

    def e_concat(self, d):
        a = self.tensor(d)
        same = [n for n in self.tensors(lambda tp: tp[1] == a.shape)]
        b = self.r.choice(same) if same else a.text
        t = self.r.choice(["ops.concat(({}, {}))", "mint.cat(({}, {}))", "ops.stack(({}, {}))"])
        if not a.shape and "stack" not in t:
            t = "ops.stack(({}, {}))"
        dt = a.dtype
        if same and self.scope[b][0] != dt:        # concat/stack take one dtype
            b = f"{b}.astype(ms.{dt})"
        shape = (2,) + a.shape if "stack" in t else (2 * a.shape[0],) + a.shape[1:]
        return Expr(t.format(a.text, b), dt, shape)

    # ---- keeping a variable's type ---------------------------------------------------------
    def fit(self, name, depth):
        """``name`` updated by a random expression, in its own dtype and shape."""
        dtype, shape = self.scope[name]
        e = self.expr(depth)
        if broadcast(shape, e.shape) != shape:
            e = Expr(f"{e.text}.sum()", reduce_dtype("sum", e.dtype), ())
        if e.dtype == "bool" and dtype != "bool":
            e = self.as_int(e)
        op = self.r.choice(["+", "-", "*", "max", "where"] if dtype != "bool" else ["|", "&", "^"])
        if op == "max":
            text = f"ops.maximum({name}, {e.text})" if not is_py(e.dtype) \
                else f"({name} + {e.text})"
        elif op == "where":
            text = f"ops.where({name} > {e.text}, {name}, {e.text})"
            if is_py(e.dtype):
                text = f"ops.where({name} > {e.text}, {name}, {name} * 0)"
        else:
            if dtype == "bool" and not is_intlike(e.dtype):
                e = Expr(f"({e.text} > 0)", "bool", e.shape)
            text = f"({name} {op} {e.text})"
        res = promote(dtype, e.dtype) if op != "where" or not is_py(e.dtype) else dtype
        if res != dtype or self.r.random() < 0.2:
            text = f"{text}.astype(ms.{dtype})" if self.r.random() < 0.7 \
                else f"ops.cast({text}, {name}.dtype)"
        return text

    def condition(self, depth, py_ok=True):
        r = self.r
        a = self.tensor(depth)
        roll = r.random() * (1.0 if py_ok else 0.8)
        if roll < 0.3:
            return f"{self.as_float(a).text}.sum() > {r.choice([-0.5, 0.0, 1.0, 2.5])}"
        if roll < 0.5:
            return f"({a.text} > {r.choice([0, 1])}).any()"
        if roll < 0.65:
            return f"({a.text} != 0).all()"
        if roll < 0.8:
            b = self.tensor(depth)
            return f"{self.as_float(a).text}.mean() < {self.as_float(b).text}.max()"
        c = self.e_cmp(depth)
        # Python value first: ``tensor and flag`` is 2.10's graph JoinError (measured)
        return f"{r.choice(['k > 1', 'flag', 's < 1.0', 'True'])} and {c.text}.any()"

    def py_condition(self):
        first = self.firsts[0]
        return self.r.choice(["k > 2", "flag", "not flag", "s > 0.0", "k % 2 == 0",
                              f"len({first}.shape) > 1", f"{first}.size == 0", "k < 3 and flag"])
