"""Random programs for the fortieth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz40).

Families 27-39 drew whole statements from hand-written lists; this one builds programs bottom-up
as a third-party fuzzer would, from a seed alone. A program is a module with a function
``f(a, b, c, d, k, s, flag)`` over 2-4 Tensor inputs of random dtypes (bool, int8, uint8, int32,
int64, float16, float32, float64) and broadcastable shapes (0-d and size-0 dimensions among
them) and three Python numbers. ``f``'s body is random statements:

- new variables from random expression DAGs over ``ops.*``, ``mint.*`` and Tensor methods
  (``fuzz_programs40_ops``'s tables: elementwise, reductions along axes, cumulative sums,
  reshapes, transposes, flips, slices, ``None``/``...`` indexing, tiles, concat/stack,
  matmul, casts, ``where``, ``masked_fill``, ``clamp``, ``sort``) and the operators
  ``+ - * / // % ** @``, comparisons, ``& | ^ ~`` on integers and bools, unary ``-`` and
  ``abs``, mixed with Python int/float/bool numbers and ``shape``/``ndim``/``len`` values;
- assignments and augmented assignments, ``if``/``elif``/``else`` on Tensor and Python
  conditions, ``while`` on Tensor conditions, ``for`` over ``range``, tuples and a Tensor's
  rows, ``break``/``continue`` under Tensor conditions, closures, calls of module-level helper
  functions (with keyword defaults and an early ``return`` under a Tensor condition), tuples and
  lists built, appended to, indexed and unpacked, an early ``return`` under a Python condition.

Inside a block under a Tensor condition (and in loops) a variable keeps its dtype and shape
(``fit``), as GRAPH_MODE needs. ``main()`` calls ``Net`` (whose construct calls ``f``) and
``GradNet`` (``ops.grad``/``ms.grad``/``ms.value_and_grad`` of the sum of ``f``'s float outputs
with respect to a random subset of the float inputs) and snaps the results, or the error's type.
"""

from fuzz_programs40_exprs import BASES, HEAD, PARAMS, Expr, ExprGen
from fuzz_programs40_ops import DTYPES, FLOATS, broadcast, is_py, promote, size

_TOP = {"new": 8, "aug": 2, "fit": 2, "if_t": 3, "if_py": 1, "while": 2, "for_range": 2,
        "for_tuple": 1, "for_rows": 1, "tuple": 2, "tuple_get": 2, "list": 1, "helper": 2,
        "closure": 1, "early": 0.3, "pyscalar": 1}
_INNER = {"fit": 5, "aug_keep": 2, "if_t": 1, "for_range": 0.5, "jump": 1.5}


class Gen(ExprGen):
    def __init__(self, seed):
        super().__init__(seed)
        self.frozen = set()     # loop counters and loop variables: never reassigned
        self.tuples = {}        # name -> [Expr] of a tuple built at the top level
        self.loop_depth = 0

    def targets(self):
        return [n for n in self.tensors() if n not in self.frozen]

    def block(self, depth, nest):
        strict, self.strict = self.strict, True
        for _ in range(self.r.randint(1, 2)):
            self.stmt(depth, nest)
        self.strict = strict

    def stmt(self, depth, nest):
        r = self.r
        table = dict(_TOP if nest == 0 else _INNER)
        if nest >= 2:
            table.pop("if_t", None), table.pop("for_range", None)
        if not self.loop_depth:
            table.pop("jump", None)
        if not self.tuples:
            table.pop("tuple_get", None)
        if not self.targets():
            table = {"new": 1} if nest == 0 else {"jump": 1} if self.loop_depth else {}
            if not table:
                self.emit("pass", depth)
                return
        kind = r.choices(list(table), list(table.values()))[0]
        getattr(self, "s_" + kind)(depth, nest)

    # ---- top-level statements (may change a variable's type) -------------------------------
    def s_new(self, depth, nest):
        name = self.fresh()
        e = self.expr(self.r.randint(1, 3))
        self.emit(f"{name} = {e.text}", depth)
        self.scope[name] = (e.dtype, e.shape)

    def s_aug(self, depth, nest):
        name = self.r.choice(self.targets())
        dtype, shape = self.scope[name]
        e = self.other(Expr(name, dtype, shape), 1)
        # no bool -= bool: 2.10's graph refuses Sub of bools, its PYNATIVE_MODE gives xor
        ops_ = (["+=", "-=", "*="] if dtype != "bool" else []) + \
            (["&=", "|=", "^="] if dtype in ("bool", "int8", "uint8", "int32", "int64") else [])
        op = self.r.choice(ops_)
        if op[0] in "&|^" and e.dtype in FLOATS + ("pyfloat",):
            e = self.as_int(e) if not is_py(e.dtype) else self.literal("pyint")
        shape2 = broadcast(shape, e.shape)
        self.emit(f"{name} {op} {e.text}", depth)
        self.scope[name] = (promote(dtype, e.dtype), shape2)

    def s_fit(self, depth, nest):
        name = self.r.choice(self.targets())
        self.emit(f"{name} = {self.fit(name, self.r.randint(1, 2))}", depth)

    def s_aug_keep(self, depth, nest):
        name = self.r.choice(self.targets())
        dtype, shape = self.scope[name]
        e = self.other(Expr(name, dtype, shape), 1)
        op = self.r.choice(["+=", "-=", "*="] if dtype != "bool" else ["&=", "|="])
        if dtype == "bool" and e.dtype not in ("bool", "pybool"):
            e = Expr(f"({e.text} > 0)", "bool", e.shape)
        if promote(dtype, e.dtype) != dtype or broadcast(shape, e.shape) != shape:
            return self.s_fit(depth, nest)
        self.emit(f"{name} {op} {e.text}", depth)

    def s_if_t(self, depth, nest):
        strict, self.strict = self.strict, True
        self.emit(f"if {self.condition(1)}:", depth)
        self.block(depth + 1, nest + 1)
        if self.r.random() < 0.3:
            self.emit(f"elif {self.condition(1)}:", depth)
            self.block(depth + 1, nest + 1)
        if self.r.random() < 0.5:
            self.emit("else:", depth)
            self.block(depth + 1, nest + 1)
        self.strict = strict

    def s_if_py(self, depth, nest):
        self.emit(f"if {self.py_condition()}:", depth)
        self.block(depth + 1, nest + 1)
        if self.r.random() < 0.5:
            self.emit("else:", depth)
            self.block(depth + 1, nest + 1)

    def loop_body(self, depth, nest, temps):
        self.loop_depth += 1
        self.frozen.update(temps)
        self.block(depth, nest + 1)
        self.loop_depth -= 1
        for t in temps:
            self.frozen.discard(t)
            self.scope.pop(t, None)

    def s_while(self, depth, nest):
        strict, self.strict = self.strict, True
        i = self.fresh("i")
        self.emit(f"{i} = Tensor(0, ms.int32)", depth)
        n = self.r.choice(["2", "3", "k"])
        extra = "" if self.r.random() < 0.6 else f" and {self.condition(0, py_ok=False)}"
        self.emit(f"while {i} < {n}{extra}:", depth)
        self.emit(f"{i} += 1", depth + 1)
        self.scope[i] = ("int32", ())
        self.loop_body(depth + 1, nest, [i])
        self.strict = strict

    def s_for_range(self, depth, nest):
        j = self.fresh("j")
        n = self.r.choice(["2", "3", "k", "1, 3", f"len({self.firsts[1]}.shape) + 1"])
        self.emit(f"for {j} in range({n}):", depth)
        self.scope[j] = ("pyint", ())
        self.loop_body(depth + 1, nest, [j])

    def s_for_tuple(self, depth, nest):
        t, w = self.fresh("t"), self.fresh("w")
        items = self.r.sample(self.tensors(), min(3, len(self.tensors())))
        if self.r.random() < 0.4:
            j = self.fresh("j")
            self.emit(f"for {j}, {t} in enumerate(({', '.join(items)},)):", depth)
            self.scope[j] = ("pyint", ())
            temps = [j, w]
        else:
            self.emit(f"for {t} in ({', '.join(items)},):", depth)
            temps = [w]
        red = self.r.choice(["{}.astype(ms.float32).sum()", "ops.cast({}, ms.float32).mean()",
                             "{}.astype(ms.float32).max()", "ops.cast({}.any(), ms.float32)"])
        self.emit(f"{w} = {red.format(t)}", depth + 1)
        self.scope[w] = ("float32", ())
        self.loop_body(depth + 1, nest, temps)

    def s_for_rows(self, depth, nest):
        rows = [n for n in self.tensors(lambda tp: len(tp[1]) >= 1)]
        if not rows:
            return self.s_for_range(depth, nest)
        v = self.r.choice(rows)
        dtype, shape = self.scope[v]
        row = self.fresh("row")
        self.emit(f"for {row} in {v}:", depth)
        self.scope[row] = (dtype, shape[1:])
        self.loop_body(depth + 1, nest, [row])

    def s_jump(self, depth, nest):
        self.emit(f"if {self.condition(0)}:", depth)
        self.emit(self.r.choice(["break", "continue"]), depth + 1)

    def s_tuple(self, depth, nest):
        name = self.fresh("tup")
        items = [self.expr(self.r.randint(0, 2), tensor=False)
                 for _ in range(self.r.randint(2, 4))]
        kind = self.r.choice(["tuple", "list", "append"])
        if kind == "tuple":
            self.emit(f"{name} = ({', '.join(e.text for e in items)},)", depth)
        elif kind == "list":
            self.emit(f"{name} = [{', '.join(e.text for e in items)}]", depth)
        else:
            self.emit(f"{name} = [{items[0].text}]", depth)
            for e in items[1:]:
                self.emit(f"{name}.append({e.text})", depth)
        self.tuples[name] = items

    def s_tuple_get(self, depth, nest):
        name = self.r.choice(list(self.tuples))
        items = self.tuples[name]
        r = self.r
        roll = r.random()
        if roll < 0.2:
            v = self.fresh("m")
            self.emit(f"{v} = len({name})", depth)
            self.scope[v] = ("pyint", ())
        elif roll < 0.45 and len(items) >= 2:
            p, q = self.fresh(), self.fresh()
            self.emit(f"{p}, {q} = {name}[:2]" if r.random() < 0.5
                      else f"{p}, *_, {q} = {name}", depth)
            self.scope[p] = (items[0].dtype, items[0].shape)
            last = items[1] if "[:2]" in self.lines[-1] else items[-1]
            self.scope[q] = (last.dtype, last.shape)
        else:
            i = r.randrange(-len(items), len(items))
            v = self.fresh()
            self.emit(f"{v} = {name}[{i}]", depth)
            self.scope[v] = (items[i].dtype, items[i].shape)

    def s_list(self, depth, nest):
        name, j = self.fresh("lst"), self.fresh("j")
        v = self.r.choice(self.targets())
        dtype, shape = self.scope[v]
        self.emit(f"{name} = []", depth)
        self.emit(f"for {j} in range({self.r.choice(['3', 'k', '2'])}):", depth)
        self.scope[j] = ("pyint", ())
        self.frozen.add(j)
        self.emit(f"{name}.append({self.fit(v, 1)})", depth + 1)
        self.frozen.discard(j)
        self.scope.pop(j)
        out = self.fresh()
        use = self.r.choice(["stack", "stack", "ends", "len"])
        if use == "stack":
            self.emit(f"{out} = {self.r.choice(['ops.stack', 'mint.stack'])}({name})", depth)
            self.scope[out] = (dtype, (None,) + shape)
            self.scope.pop(out)        # its length is k's: not used further
        elif use == "ends":
            self.emit(f"{out} = {name}[0] - {name}[-1]", depth)
        else:
            self.emit(f"{out} = len({name})", depth)
            self.scope[out] = ("pyint", ())

    def sub_body(self, scope, depth):
        """Statements of a helper's body over ``scope``, returning the generator's state."""
        saved = self.lines, self.scope, self.tuples, self.frozen, self.loop_depth
        self.lines, self.scope, self.tuples, self.frozen, self.loop_depth = \
            [], dict(scope), {}, set(), 0
        return saved

    def s_helper(self, depth, nest):
        args = self.r.sample(self.tensors(), min(2, len(self.tensors())))
        if len(args) < 2:
            args = args * 2
        name = self.fresh("helper")
        p, q = self.scope[args[0]], self.scope[args[1]]
        saved = self.sub_body({"p": p, "q": q, "w": ("pyfloat", ()), "k": ("pyint", ()),
                               "s": ("pyfloat", ()), "flag": ("pybool", ())}, 1)
        self.frozen.add("q")
        strict, self.strict, self.firsts = self.strict, True, ("p", "q")
        for _ in range(self.r.randint(1, 3)):
            self.stmt(1, 1)
        if self.r.random() < 0.6:
            self.emit(f"if {self.condition(1)}:", 1)
            self.emit(f"return {self.fit('p', 1)}", 2)
            self.stmt(1, 1)
        self.emit(f"return {self.fit('p', 1)}", 1)
        body = self.lines
        self.lines, self.scope, self.tuples, self.frozen, self.loop_depth = saved
        self.strict, self.firsts = strict, ("a", "b")
        self.helpers.append(f"def {name}(p, q, w=0.5, k=2, s=1.0, flag=True):\n"
                            + "\n".join(body))
        out = self.fresh()
        call = self.r.choice(["{n}({a}, {b})", "{n}({a}, {b}, w=2.0)", "{n}(q={b}, p={a})",
                              "{n}({a}, {b}, 1.5, k, s, flag)", "{n}({a}, {b}, flag=not flag)"])
        self.emit(f"{out} = " + call.format(n=name, a=args[0], b=args[1]), depth)
        self.scope[out] = p

    def s_closure(self, depth, nest):
        name, arg = self.fresh("g"), self.r.choice(self.tensors())
        saved_scope = self.scope
        self.scope = {n: tp for n, tp in self.scope.items()
                      if is_py(tp[0]) or self.r.random() < 0.3}
        self.scope["t"] = saved_scope[arg]
        e = self.expr(self.r.randint(1, 3))
        self.scope = saved_scope
        self.emit(f"def {name}(t):\n    return {e.text}", depth)
        out = self.fresh()
        twice = self.r.random() < 0.3
        plus = " | " if e.dtype == "bool" else " + "        # no bool + bool (both_bool)
        self.emit(f"{out} = {name}({arg})" + (f"{plus}{name}({arg})" if twice else ""), depth)
        self.scope[out] = (promote(e.dtype, e.dtype) if not twice or e.dtype != "bool"
                           else "bool", e.shape)

    def s_early(self, depth, nest):
        names = self.r.sample(self.tensors(), min(2, len(self.tensors())))
        self.emit(f"if {self.py_condition()}:\n    return ({', '.join(names)},)", depth)

    def s_pyscalar(self, depth, nest):
        name = self.fresh("m")
        r = self.r
        roll = r.random()
        if roll < 0.3:
            t = r.choice(self.tensors())
            self.emit(f"{name} = float({t}.astype(ms.float32).sum())", depth)
            self.scope[name] = ("pyfloat", ())
            return
        a, b = self.py_number(), self.py_number()
        op = r.choice(["+", "-", "*", "//", "%", "/", "**"]) if a.dtype != "pybool" else "and"
        if op in ("//", "%", "/") and b.text in ("0", "0.0", "False"):
            b = Expr("2", "pyint", ())
        if op == "**":
            b = Expr("2", "pyint", ())
        if op == "and":
            self.emit(f"{name} = {a.text} and {b.text}", depth)
            self.scope[name] = (b.dtype if b.dtype == a.dtype else "pyint", ())
            return
        self.emit(f"{name} = {a.text} {op} {b.text}", depth)
        self.scope[name] = ("pyfloat" if op == "/" else promote(a.dtype, b.dtype), ())


def _values(r, dtype, shape):
    n = size(shape)
    if dtype == "bool":
        vals = [r.choice([True, False]) for _ in range(n)]
    elif dtype == "uint8":
        vals = [r.randint(0, 6) for _ in range(n)]
    elif dtype in FLOATS:
        vals = [r.randint(-12, 12) / 4 for _ in range(n)]
    else:
        vals = [r.randint(-4, 4) for _ in range(n)]
    return f"Tensor(np.array({vals!r}, np.{'bool_' if dtype == 'bool' else dtype})" \
           f".reshape({shape!r}))"


def _inputs(r):
    base = r.choice(BASES)
    types = []
    for i in range(r.randint(2, 4)):
        shape = [d if r.random() < 0.7 else 1 for d in base]
        shape = tuple(shape[r.choice([0, 0, 0, 1]) if shape else 0:])
        dtype = r.choice(DTYPES + FLOATS + ("float32",) * 2)
        types.append((dtype, shape))
    if not any(t[0] in FLOATS for t in types):
        types[0] = ("float32", types[0][1])
    return types


def generate(seed):
    """The source of program ``seed``."""
    g = Gen(seed)
    r = g.r
    types = _inputs(r)
    names = PARAMS[:len(types)]
    for n, tp in zip(names, types):
        g.scope[n] = tp
    g.scope.update(k=("pyint", ()), s=("pyfloat", ()), flag=("pybool", ()))
    for _ in range(r.randint(3, 8)):
        g.stmt(1, 0)
    outs = [n for n in g.tensors() if n not in names[1:]]
    outs = r.sample(outs, min(len(outs), r.randint(1, 4)))
    if r.random() < 0.3:
        outs.append(r.choice(["k", "s", "flag"]))
    g.emit(f"return ({', '.join(outs)},)", 1)
    sig = ", ".join(names + ("k", "s", "flag"))
    floats = [i for i, t in enumerate(types) if t[0] in FLOATS]
    pos = tuple(sorted(r.sample(floats, r.randint(1, len(floats)))))
    grad = r.choice(["ops.grad(loss, grad_position={p})", "ms.grad(loss, {p})",
                     "ms.value_and_grad(loss, grad_position={p})"]).format(p=pos)
    k, s, flag = r.randint(1, 4), r.choice([-0.5, 0.5, 2.0]), r.choice([True, False])
    args = [_values(r, *t) for t in types]
    args2 = [_values(r, *t) for t in types]
    return HEAD + "\n\n" + "\n\n\n".join(g.helpers) + f'''


def f({sig}):
''' + "\n".join(g.lines) + f'''


def loss({sig}):
    tot = 0.0
    for o in f({sig}):
        if isinstance(o, Tensor) and ops.is_floating_point(o):
            tot = tot + o.astype(ms.float32).sum()
    return tot


class Net(nn.Cell):
    def construct(self, {sig}):
        return f({sig})


class GradNet(nn.Cell):
    def construct(self, {sig}):
        return {grad}({sig})


ARGS = ({", ".join(args)}, {k}, {s}, {flag})
ARGS2 = ({", ".join(args2)}, {k}, {s}, {flag})


def main():
    net, gnet = Net(), GradNet()
    return [attempt(lambda: net(*ARGS)), attempt(lambda: gnet(*ARGS)),
            attempt(lambda: net(*ARGS2))]
'''
