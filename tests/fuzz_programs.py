"""Random programs for the GRAPH_MODE vs PYNATIVE_MODE vs reference fuzzer (test_graph_fuzz).

``generate(seed)`` writes one program twice from the same random spec:

- a minicell Cell (``Prog``) whose ``construct`` has tensor-dependent ``if``/``while``/``for``
  (also with ``else``), ``break``/``continue``/early ``return``, a Parameter write
  (``ops.assign``) and reads, a sub-Cell, helper methods with their own tensor control flow,
  numpy on tensor values (``asnumpy()``: a numpy island in GRAPH_MODE) and ``float()`` of a
  tensor (a graph scalar), both without gradient (``stop_gradient`` in the reference);
- a plain ``jax.numpy`` function (``ref``) with the same arithmetic, whose every condition
  goes through the module's ``cond(value)``: run once it records the decisions (Python bools of concrete
  values), then replays them, so ``jax.grad`` differentiates the same path. A Parameter write
  is ``stop_gradient`` of the written value (a write cuts the gradient path).

Every loop is bounded by construction (``while`` bodies move the tested sum toward the exit
by a fixed step), so programs always terminate.
"""
import random

_UNARY = [("ops.sin({})", "jnp.sin({})"), ("ops.tanh({})", "jnp.tanh({})"),
          ("({} * 0.5)", "({} * 0.5)"), ("ops.cos({})", "jnp.cos({})"),
          ("({} + 1.0)", "({} + 1.0)")]
_BINARY = [("({} + {})", "({} + {})"), ("({} - {})", "({} - {})"), ("({} * {})", "({} * {})"),
           ("ops.maximum({}, {})", "jnp.maximum({}, {})")]
_REDUCE = [("{}.sum()", "{}.sum()"), ("{}.mean()", "{}.mean()"), ("{}.max()", "{}.max()"),
           ("{}.min()", "{}.min()")]


class _Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.ms, self.ref = [], []   # lines of construct / of ref (without indentation)
        self.helpers_ms, self.helpers_ref = [], []
        self.n_helpers = 0

    # expressions: (minicell text, reference text)
    def expr(self, names, depth=0):
        r = self.r
        if depth >= 2 or r.random() < 0.3:
            v = r.choice(names)
            # a read of the Parameter is a new value (`a = self.s` alone would alias it: later
            # writes show through `a`, as in MindSpore, which the value-based reference lacks)
            return ("(self.s + 0.0)" if v == "s" else v, v)
        if r.random() < 0.5:
            m, j = r.choice(_UNARY)
            a = self.expr(names, depth + 1)
            return m.format(a[0]), j.format(a[1])
        m, j = r.choice(_BINARY)
        a, b = self.expr(names, depth + 1), self.expr(names, depth + 1)
        return m.format(a[0], b[0]), j.format(a[1], b[1])

    def cond(self, names):
        m, j = self.r.choice(_REDUCE)
        v = self.r.choice(names)
        mv = "(self.s + 0.0)" if v == "s" else v
        c = round(self.r.uniform(-1.0, 1.0), 2)
        op = self.r.choice([">", "<"])
        return f"{m.format(mv)} {op} {c}", f"cond({j.format(v)} {op} {c})"

    def emit(self, ind, m, j):
        self.ms.append("    " * ind + m)
        self.ref.append("    " * ind + j)

    # statements
    def block(self, names, ind, budget, in_loop=False):
        """1-3 statements at indentation ``ind`` (at least one: a block is never empty)."""
        r = self.r
        for i in range(r.randint(1, 3)):
            if budget <= 0 and i > 0:
                break
            budget -= 1
            kind = r.choice(["assign", "assign", "if", "while", "for", "write", "sub", "helper",
                             "island", "scalar", "while_else", "for_else"]
                            + (["break", "continue"] if in_loop else []))
            if kind == "assign" or budget < 0 or (kind in ("if", "while", "for") and ind > 3):
                target = r.choice(["a", "b"])
                m, j = self.expr(names)
                self.emit(ind, f"{target} = {m}", f"{target} = {j}")
            elif kind == "if":
                cm, cj = self.cond(names)
                self.emit(ind, f"if {cm}:", f"if {cj}:")
                self.block(names, ind + 1, budget - 1, in_loop)
                if not in_loop and r.random() < 0.25:
                    m, j = self.expr(names)
                    self.emit(ind + 1, f"return {m}", f"return {j}, s")
                self.emit(ind, "else:", "else:")
                self.block(names, ind + 1, budget - 1, in_loop)
            elif kind == "while":
                m, j = self.r.choice(_REDUCE[:2])
                c = round(r.uniform(0.0, 3.0), 2)
                self.emit(ind, f"c = a * 0.0", "c = a * 0.0")
                self.emit(ind, f"while {m.format('c')} < {c}:", f"while cond({j.format('c')} < {c}):")
                self.emit(ind + 1, "c = c + 0.75", "c = c + 0.75")
                self.emit(ind + 1, "b = b * 0.9 + a * 0.1", "b = b * 0.9 + a * 0.1")
            elif kind in ("for", "for_else"):
                n = r.randint(1, 3)
                self.emit(ind, f"for _ in range({n}):", f"for _ in range({n}):")
                self.block(names, ind + 1, budget - 1, in_loop=True)
                if kind == "for_else":          # runs unless a `break` left the loop
                    m, j = self.expr(names)
                    self.emit(ind, "else:", "else:")
                    self.emit(ind + 1, f"a = {m}", f"a = {j}")
            elif kind == "while_else":
                # a tensor `while` with an `else` (no break: the else always follows the loop)
                self.emit(ind, "c = b * 0.0", "c = b * 0.0")
                self.emit(ind, "while c.sum() < 1.0:", "while cond(c.sum() < 1.0):")
                self.emit(ind + 1, "c = c + 0.5", "c = c + 0.5")
                self.emit(ind + 1, "a = a * 0.8", "a = a * 0.8")
                m, j = self.expr(names)
                self.emit(ind, "else:", "else:")
                self.emit(ind + 1, f"b = {m}", f"b = {j}")
            elif kind == "island":
                # numpy on a tensor's value: a host island in GRAPH_MODE, no gradient through it
                target = r.choice(["a", "b"])
                self.emit(ind, f"t = {target}.asnumpy()", "t = None")
                self.emit(ind, f"{target} = ms.Tensor(np.tanh(t) * 0.5 + t, ms.float32)",
                          f"{target} = jax.lax.stop_gradient(jnp.tanh({target}) * 0.5 + "
                          f"{target})")
            elif kind == "scalar":
                # float() of a tensor: a Python number eagerly, a graph scalar (no gradient)
                m, j = self.r.choice(_REDUCE)
                src, dst = r.sample(["a", "b"], 2)
                self.emit(ind, f"{dst} = {dst} * float({m.format(src)})",
                          f"{dst} = {dst} * jax.lax.stop_gradient({j.format(src)})")
            elif kind == "write":
                m, j = self.expr(names)
                self.emit(ind, f"ops.assign(self.s, {m})",
                          f"s = jax.lax.stop_gradient({j})")
            elif kind == "sub":
                target = r.choice(["a", "b"])
                self.emit(ind, f"{target} = self.sub({target})", f"{target} = sub({target})")
            elif kind == "helper":
                name = self.helper(names)
                target = r.choice(["a", "b"])
                self.emit(ind, f"{target} = self.{name}({target}, x)",
                          f"{target} = {name}({target}, x)")
            elif kind in ("break", "continue"):
                cm, cj = self.cond(names)
                self.emit(ind, f"if {cm}:", f"if {cj}:")
                self.emit(ind + 1, kind, kind)

    def helper(self, names):
        k = self.n_helpers
        self.n_helpers += 1
        name = f"h{k}"
        cm, cj = self.cond(["v", "x"])
        m1, j1 = self.expr(["v", "x"])
        m2, j2 = self.expr(["v", "x"])
        self.helpers_ms += [f"    def {name}(self, v, x):", f"        if {cm}:",
                            f"            return {m1}", f"        return {m2}", ""]
        self.helpers_ref += [f"def {name}(v, x):", f"    if {cj}:", f"        return {j1}",
                             f"    return {j2}", ""]
        return name


def generate(seed):
    """The source of program ``seed``: the Cell ``Prog`` and its reference ``ref``."""
    g = _Gen(seed)
    names = ["a", "b", "x", "s"]
    g.emit(2, "a = x * self.w", "a = x * w")
    g.emit(2, "b = x + 0.5", "b = x + 0.5")
    g.block(names, 2, budget=6)
    m, j = g.expr(names)
    g.emit(2, f"return {m} + a * 0.5 + b * 0.25", f"return {j} + a * 0.5 + b * 0.25, s")
    construct = "\n".join(g.ms)
    ref_body = "\n".join(line[4:] for line in g.ref)
    return f'''import jax
import jax.numpy as jnp
import numpy as np
import minicell as ms
from minicell import nn, ops

_W = np.linspace(-0.8, 0.9, 9).reshape(3, 3).astype(np.float32)
cond = None   # set by the runner: records, then replays, the reference's decisions


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3, weight_init=ms.Tensor(_W), bias_init="zeros")

    def construct(self, v):
        return ops.tanh(self.dense(v))


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([0.5, -1.0, 1.5], np.float32)), name="w")
        self.s = ms.Parameter(ms.Tensor(np.array([0.1, 0.2, 0.3], np.float32)), name="s")
        self.sub = Sub()

{chr(10).join(g.helpers_ms)}
    def construct(self, x):
{construct}


def sub(v):
    return jnp.tanh(v @ _W.T)


{chr(10).join(g.helpers_ref)}

def ref(x, w, s):
{ref_body}
'''
