"""Random programs for the second GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz2).

Where ``fuzz_programs`` writes a reference in plain JAX for each program, this generator
writes programs the way users write MindSpore code, and the check is that GRAPH_MODE and
PYNATIVE_MODE agree (output, both Parameters after the call, gradients w.r.t. the input and
a weight). ``generate(seed)`` returns the source of a module with a Cell ``Prog`` whose
``construct(x)`` mixes:

- Parameter writes by attribute assignment (``self.s += v``, ``self.t = self.t * 0.5 + v``),
  also inside tensor branches and loops; a second Parameter;
- tuple packing/unpacking, helpers returning several values, keyword arguments and defaults;
- ``for row in tensor``, ``enumerate``/``zip`` over tuples of tensors, ``range`` loops with a
  Python bound and a tensor-conditioned ``break``, ``for``/``while ... else``;
- lists built by ``append`` in loops then ``ops.stack``/indexing, nested functions, lambdas;
- conditional expressions, ``and``/``or``/``not`` on tensor conditions, chained comparisons;
- ``min``/``max``/``abs``/``len``/``isinstance``, indexing/slicing with ints and int tensors,
  ``ops.where``/``ops.select``, integer tensors and casts, a ``CellList`` iterated in a loop.

Every loop is bounded by construction (``range`` loops, or ``while`` loops whose tested sum
moves toward the exit by a fixed step). Fresh temporaries get a statement-unique name, so a
value never changes type or shape across a tensor branch.
"""
import random

_UNARY = ["ops.sin({})", "ops.tanh({})", "({} * 0.5)", "({} + 1.0)", "abs({})", "(-{})"]
_BINARY = ["({} + {})", "({} - {})", "({} * {})", "ops.maximum({}, {})",
           "ops.where({0} > {1}, {0}, {1} * 0.5)", "ops.select({1} < 0.2, {0}, {1})"]
_REDUCE = ["{}.sum()", "{}.mean()", "{}.max()", "{}.min()", "{}[0]", "{}[-1]"]


class _Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        self.helpers = []
        self.n = 0                         # counter for fresh names
        self.names = ["a", "b", "a", "b", "x", "(self.s + 0.0)", "(self.t * 1.0)"]

    def fresh(self, stem):
        self.n += 1
        return f"{stem}{self.n}"

    def var(self):
        return self.r.choice(self.names)

    def expr(self, depth=0):
        r = self.r
        if depth >= 2 or r.random() < 0.3:
            return self.var()
        if r.random() < 0.5:
            return r.choice(_UNARY).format(self.expr(depth + 1))
        return r.choice(_BINARY).format(self.expr(depth + 1), self.expr(depth + 1))

    def scalar_cond(self):
        """A tensor condition (one element) in one of the ways users write them."""
        r = self.r
        red = r.choice(_REDUCE).format(self.var())
        c = round(r.uniform(-1.0, 1.0), 2)
        k = r.randint(0, 5)
        if k == 0:
            lo = round(c - r.uniform(0.2, 2.0), 2)
            return f"{lo} < {red} < {c + 1.0:.2f}"
        if k == 1:
            red2 = r.choice(_REDUCE).format(self.var())
            return f"{red} > {c} {r.choice(['and', 'or'])} {red2} < {-c}"
        if k == 2:
            return f"not {red} > {c}"
        if k == 3:
            return f"({red} > {c}) & ({r.choice(_REDUCE).format(self.var())} < 0.5)"
        return f"{red} {r.choice(['>', '<', '>=', '<='])} {c}"

    def emit(self, ind, text):
        self.lines.append("    " * ind + text)

    def block(self, ind, budget, in_loop=False):
        r = self.r
        for i in range(r.randint(1, 3)):
            if budget <= 0 and i > 0:
                break
            budget -= 1
            kinds = ["assign", "assign", "aug_param", "set_param", "tuple", "pair", "if",
                     "ifexp", "for_rows", "enumerate", "zip", "range_break", "append",
                     "lambda", "nested", "builtins", "index", "int_cast", "cells", "kwargs",
                     "while_else", "for_else", "while", "aug_local", "count", "setitem",
                     "enum_rows", "while_break", "minmax", "intdiv", "while_and"]
            if not in_loop and ind > 2:
                kinds.append("early_return")
            if in_loop:
                kinds += ["break", "continue"]
            kind = r.choice(kinds)
            if ind > 4 and kind in ("if", "range_break", "for_else", "while_else", "for_rows",
                                    "enumerate", "zip", "append", "while"):
                kind = "assign"
            getattr(self, "s_" + kind)(ind, budget, in_loop)

    # statements (each takes the indentation, the remaining budget, and whether in a loop)
    def s_assign(self, ind, budget, in_loop):
        self.emit(ind, f"{self.r.choice(['a', 'b'])} = {self.expr()}")

    def s_aug_param(self, ind, budget, in_loop):
        p = self.r.choice(["s", "t"])
        op = self.r.choice(["+=", "-=", "*="])
        val = f"ops.tanh({self.expr(1)}) * 0.1" if op != "*=" else "0.9"
        self.emit(ind, f"self.{p} {op} {val}")

    def s_set_param(self, ind, budget, in_loop):
        p = self.r.choice(["s", "t"])
        self.emit(ind, f"self.{p} = self.{p} * 0.5 + ops.sin({self.expr(1)}) * 0.25")

    def s_tuple(self, ind, budget, in_loop):
        if self.r.random() < 0.5:
            self.emit(ind, f"a, b = b * 0.5, {self.expr(1)}")
        else:
            tp = self.fresh("tp")
            self.emit(ind, f"{tp} = (a, b, {self.expr(1)})")
            self.emit(ind, f"b, _, a = {tp}")

    def s_pair(self, ind, budget, in_loop):
        name = self.helper_pair()
        self.emit(ind, f"a, b = self.{name}(a, {self.r.choice(['b', 'x'])})")

    def s_if(self, ind, budget, in_loop):
        self.emit(ind, f"if {self.scalar_cond()}:")
        self.block(ind + 1, budget - 1, in_loop)
        r = self.r.random()
        if r < 0.3:
            self.emit(ind, f"elif {self.scalar_cond()}:")
            self.block(ind + 1, budget - 1, in_loop)
        if r < 0.7:
            self.emit(ind, "else:")
            self.block(ind + 1, budget - 1, in_loop)

    def s_ifexp(self, ind, budget, in_loop):
        t = self.r.choice(["a", "b"])
        self.emit(ind, f"{t} = {self.expr(1)} if {self.scalar_cond()} else {self.expr(1)}")

    def s_for_rows(self, ind, budget, in_loop):
        row = self.fresh("row")
        self.emit(ind, f"for {row} in ops.stack((a, b, x)):")
        self.emit(ind + 1, f"a = a * 0.7 + {row} * 0.3")
        self.block(ind + 1, budget - 1, True)

    def s_enumerate(self, ind, budget, in_loop):
        i, v = self.fresh("i"), self.fresh("v")
        self.emit(ind, f"for {i}, {v} in enumerate((a, b)):")
        self.emit(ind + 1, f"b = b * 0.5 + {v} * ({i} + 1) * 0.25")
        if self.r.random() < 0.5:
            self.emit(ind + 1, f"if {v}.sum() > {round(self.r.uniform(-1, 2), 2)}:")
            self.emit(ind + 2, "a = a - 0.1")

    def s_zip(self, ind, budget, in_loop):
        u, v = self.fresh("u"), self.fresh("v")
        self.emit(ind, f"for {u}, {v} in zip((a, b, x), (x, a)):")
        self.emit(ind + 1, f"a = a * 0.5 + {u} * {v} * 0.1")

    def s_range_break(self, ind, budget, in_loop):
        i = self.fresh("i")
        self.emit(ind, f"for {i} in range({self.r.randint(1, 4)}):")
        self.emit(ind + 1, f"a = a * 0.9 + {i} * 0.1")
        self.emit(ind + 1, f"if {self.scalar_cond()}:")
        self.emit(ind + 2, "break")
        if self.r.random() < 0.5:
            self.block(ind + 1, budget - 1, True)

    def s_append(self, ind, budget, in_loop):
        lst, i = self.fresh("lst"), self.fresh("i")
        n = self.r.randint(1, 3)
        self.emit(ind, f"{lst} = []")
        self.emit(ind, f"for {i} in range({n}):")
        self.emit(ind + 1, f"{lst}.append({self.expr(1)} * ({i} + 1))")
        if self.r.random() < 0.5:
            self.emit(ind, f"b = ops.stack({lst}).sum(0) * 0.5")
        else:
            self.emit(ind, f"b = {lst}[-1] + {lst}[0] * 0.5 + len({lst})")

    def s_lambda(self, ind, budget, in_loop):
        f = self.fresh("f")
        self.emit(ind, f"{f} = lambda q, k=0.5: q * k + {self.r.choice(['a', 'x'])} * 0.1")
        t = self.r.choice(["a", "b"])
        self.emit(ind, f"{t} = {f}({t}) + {f}(b, k=0.25)")

    def s_nested(self, ind, budget, in_loop):
        g = self.fresh("g")
        self.emit(ind, f"def {g}(q, scale=1.0):")
        self.emit(ind + 1, f"if q.sum() > {round(self.r.uniform(-1, 1), 2)}:")
        self.emit(ind + 2, "return q * scale")
        self.emit(ind + 1, "return ops.tanh(q) - scale")
        self.emit(ind, f"a = {g}(a) + {g}(b, scale=0.5)")

    def s_builtins(self, ind, budget, in_loop):
        k = self.r.randint(0, 3)
        if k == 0:
            self.emit(ind, "a = a * min(len((a, b)), 3) * 0.5 + max(0.1, 0.2)")
        elif k == 1:
            self.emit(ind, "b = abs(b - a) * 0.5 + abs(-1.0) * 0.1")
        elif k == 2:
            self.emit(ind, "if isinstance(a, ms.Tensor) and len(a.shape) == 1:")
            self.emit(ind + 1, "a = a * 0.5 + max(a.shape[0], 2) * 0.1")
        else:
            self.emit(ind, "b = ops.maximum(a, b) - ops.minimum(a, x) * 0.5")

    def s_index(self, ind, budget, in_loop):
        k = self.r.randint(0, 4)
        if k == 0:
            self.emit(ind, "a = a[::-1] * 0.5 + a[1] * 0.1")
        elif k == 1:
            self.emit(ind, "b = b + a[1:].sum() - a[:1] * 0.5")
        elif k == 2:
            j = self.fresh("j")
            self.emit(ind, f"{j} = ops.argmax(b)")
            self.emit(ind, f"a = a + b[{j}] * 0.5")
        elif k == 3:
            j = self.fresh("j")
            self.emit(ind, f"{j} = ms.Tensor([2, 0, 1], ms.int32)")
            self.emit(ind, f"b = b[{j}] * 0.5 + a")
        else:
            self.emit(ind, "a = ops.stack((a, b))[1, ::2].sum() + a * 0.5")

    def s_int_cast(self, ind, budget, in_loop):
        n = self.fresh("n")
        if self.r.random() < 0.5:
            self.emit(ind, f"{n} = (a > {round(self.r.uniform(-1, 1), 2)}).astype(ms.int32)")
            self.emit(ind, f"b = b + ops.cast({n}, ms.float32) * 0.5 + {n}.sum() * 0.1")
        else:
            self.emit(ind, f"{n} = ops.cast(b * 2.0, ms.int32)")
            self.emit(ind, f"a = a + {n}.astype(ms.float32) * 0.25")

    def s_cells(self, ind, budget, in_loop):
        c = self.fresh("cell")
        t = self.r.choice(["a", "b"])
        self.emit(ind, f"for {c} in self.layers:")
        self.emit(ind + 1, f"{t} = {c}({t})")

    def s_kwargs(self, ind, budget, in_loop):
        name = self.helper_kw()
        t = self.r.choice(["a", "b"])
        if self.r.random() < 0.5:
            self.emit(ind, f"{t} = self.{name}({t})")
        else:
            self.emit(ind, f"{t} = self.{name}({t}, bias=x, scale=0.25)")

    def s_while(self, ind, budget, in_loop):
        c = self.fresh("c")
        self.emit(ind, f"{c} = a.sum() * 0.0")
        self.emit(ind, f"while {c} < {round(self.r.uniform(0, 3), 2)}:")
        self.emit(ind + 1, f"{c} = {c} + 0.75")
        self.emit(ind + 1, "b = b * 0.9 + a * 0.1")
        if self.r.random() < 0.5:
            self.emit(ind + 1, f"self.s += b * 0.05")

    def s_while_else(self, ind, budget, in_loop):
        c = self.fresh("c")
        self.emit(ind, f"{c} = b * 0.0")
        self.emit(ind, f"while {c}.sum() < {round(self.r.uniform(0, 3), 2)}:")
        self.emit(ind + 1, f"{c} = {c} + 0.5")
        self.emit(ind + 1, "a = a * 0.8")
        self.emit(ind, "else:")
        self.emit(ind + 1, f"b = {self.expr(1)}")

    def s_for_else(self, ind, budget, in_loop):
        i = self.fresh("i")
        self.emit(ind, f"for {i} in range({self.r.randint(1, 3)}):")
        self.block(ind + 1, budget - 1, True)
        self.emit(ind, "else:")
        self.emit(ind + 1, f"a = {self.expr(1)}")

    def s_break(self, ind, budget, in_loop):
        self.emit(ind, f"if {self.scalar_cond()}:")
        self.emit(ind + 1, "break")

    def s_continue(self, ind, budget, in_loop):
        self.emit(ind, f"if {self.scalar_cond()}:")
        self.emit(ind + 1, "continue")

    def s_aug_local(self, ind, budget, in_loop):
        t = self.r.choice(["a", "b"])
        self.emit(ind, f"{t} {self.r.choice(['+=', '-=', '*='])} {self.expr(1)} * 0.5")

    def s_count(self, ind, budget, in_loop):
        n, c = self.fresh("n"), self.fresh("c")
        self.emit(ind, f"{n} = 0")
        self.emit(ind, f"{c} = b.sum() * 0.0")
        self.emit(ind, f"while {c} < {round(self.r.uniform(0, 2.5), 2)}:")
        self.emit(ind + 1, f"{c} += 0.5")
        self.emit(ind + 1, f"{n} += 1")
        self.emit(ind, f"a = a * 0.5 + {n} * 0.1")

    def s_setitem(self, ind, budget, in_loop):
        self.emit(ind, f"a[{self.r.randint(0, 2)}] = {self.r.choice(['b', 'x'])}[0] * 0.5")

    def s_enum_rows(self, ind, budget, in_loop):
        i, v = self.fresh("i"), self.fresh("v")
        self.emit(ind, f"for {i}, {v} in enumerate(ops.stack((x, b))):")
        self.emit(ind + 1, f"a = a + {v} * {i} * 0.5")
        if self.r.random() < 0.5:
            self.emit(ind + 1, f"self.t += {v} * 0.1")

    def s_while_break(self, ind, budget, in_loop):
        c = self.fresh("c")
        self.emit(ind, f"{c} = a.sum() * 0.0")
        self.emit(ind, f"while {c} < 2.0:")
        self.emit(ind + 1, f"{c} = {c} + 0.5")
        self.emit(ind + 1, "b = b * 0.8 + 0.1")
        self.emit(ind + 1, f"if {self.scalar_cond()}:")
        self.emit(ind + 2, "break")
        if self.r.random() < 0.5:
            self.emit(ind, "else:")
            self.emit(ind + 1, f"a = {self.expr(1)}")

    def s_minmax(self, ind, budget, in_loop):
        m = self.fresh("m")
        self.emit(ind, f"{m} = {self.r.choice(['min', 'max'])}(a.sum(), {self.var()}.max())")
        self.emit(ind, f"b = b * 0.5 + sum([a, x]) * 0.1 + {m} * 0.1")

    def s_intdiv(self, ind, budget, in_loop):
        k = self.fresh("k")
        self.emit(ind, f"{k} = (b * 3.0).astype(ms.int32)")
        self.emit(ind, f"a = a + ({k} // 2 + {k} % 3).astype(ms.float32) * 0.1")

    def s_while_and(self, ind, budget, in_loop):
        i = self.fresh("i")
        self.emit(ind, f"{i} = 0")
        # ``&``, not ``and``: 2.10's GRAPH_MODE refuses ``and`` between a tensor comparison and
        # the counter's (its 'Type Join Failed' TypeError, measured, either order; minicell too)
        self.emit(ind, f"while ({self.var()}.sum() < {round(self.r.uniform(0, 3), 2)}) "
                       f"& ({i} < {self.r.randint(1, 4)}):")
        self.emit(ind + 1, "a = a + 0.5")
        self.emit(ind + 1, "b = b * 0.9")
        self.emit(ind + 1, f"{i} += 1")
        self.emit(ind, f"b = b + {i} * 0.1")

    def s_early_return(self, ind, budget, in_loop):
        self.emit(ind, f"if {self.scalar_cond()}:")
        self.emit(ind + 1, f"return {self.expr()} + a * 0.5")

    # helper methods
    def helper_pair(self):
        name = self.fresh("pair")
        names, self.names = self.names, ["p", "q", "(self.t + 0.0)"]
        cond = self.scalar_cond()
        self.names = names
        self.helpers += [f"    def {name}(self, p, q):",
                         f"        if {cond}:",
                         f"            return q * 0.5, p + 0.25",
                         f"        return p * 0.9, ops.tanh(q)", ""]
        return name

    def helper_kw(self):
        name = self.fresh("kw")
        self.helpers += [f"    def {name}(self, v, bias=None, scale=0.5):",
                         "        if bias is None:",
                         "            bias = v * 0.0 + 0.1",
                         "        out = v * scale + bias * 0.5",
                         f"        if out.sum() > {round(self.r.uniform(-1, 1), 2)}:",
                         "            out = out - scale",
                         "        return out", ""]
        return name


def generate(seed):
    """The source of program ``seed``: a module with the Cell ``Prog``."""
    g = _Gen(seed)
    g.emit(2, "a = x * self.w")
    g.emit(2, "b = x + 0.5")
    g.block(2, budget=7)
    g.block(2, budget=5)
    g.emit(2, f"return {g.expr()} + a * 0.5 + b * 0.25")
    construct = "\n".join(g.lines)
    return f'''import numpy as np
import minicell as ms
from minicell import nn, ops

_W = np.linspace(-0.8, 0.9, 9).reshape(3, 3).astype(np.float32)


class Sub(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.dense = nn.Dense(3, 3, weight_init=ms.Tensor(_W * k), bias_init="zeros")

    def construct(self, v):
        return ops.tanh(self.dense(v))


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([0.5, -1.0, 1.5], np.float32)), name="w")
        self.s = ms.Parameter(ms.Tensor(np.array([0.1, 0.2, 0.3], np.float32)), name="s")
        self.t = ms.Parameter(ms.Tensor(np.array([-0.4, 0.6, 0.2], np.float32)), name="t")
        self.layers = nn.CellList([Sub(1.0), Sub(-0.5)])

{chr(10).join(g.helpers)}
    def construct(self, x):
{construct}
'''
