"""Typed atoms and expressions for ``fuzz_programs42``: Tensor inputs of five dtypes on shapes
that broadcast to (3, 4), Python numbers, and random operator, reduction, selection and index
texts drawn from a ``random.Random``. Every value is an ``(text, dtype, shape)`` triple; a dtype
is ``bool``/``int32``/``int64``/``float16``/``float32`` for Tensors and ``pyint``/``pyfloat``/
``pybool`` for Python numbers (the shape of a Python number is ``()``)."""

INPUTS = {"a": ("int32", (3, 4)), "b": ("float32", (3, 4)), "c": ("float16", (4,)),
          "d": ("bool", (3, 4)), "e": ("int64", (3, 1)), "f": ("float32", (1, 4))}
INTS = ("int32", "int64")
FLOATS = ("float16", "float32")
_RANK = {"bool": 0, "int32": 1, "int64": 2, "float16": 3, "float32": 4}


def is_py(dtype):
    return dtype.startswith("py")


def broadcast(s1, s2):
    """The broadcast shape of ``s1`` and ``s2``, or None."""
    out = []
    for i in range(1, max(len(s1), len(s2)) + 1):
        x = s1[-i] if i <= len(s1) else 1
        y = s2[-i] if i <= len(s2) else 1
        if x != y and 1 not in (x, y):
            return None
        out.append(max(x, y) if 1 not in (x, y) else x * y)
    return tuple(reversed(out))


def promote(d1, d2):
    """2.10's result dtype of an arithmetic operator on ``d1`` and ``d2`` (approximate where
    the generator does not depend on it)."""
    if is_py(d1) and is_py(d2):
        if "pyfloat" in (d1, d2):
            return "pyfloat"
        return "pyint" if d1 != d2 or d1 == "pyint" else "pybool"
    if is_py(d1):
        d1, d2 = d2, d1
    if is_py(d2):
        if d2 == "pyfloat" and d1 not in FLOATS:
            return "float32"
        if d2 == "pyint" and d1 == "bool":
            return "int64"
        return d1
    return d1 if _RANK[d1] >= _RANK[d2] else d2


class Atoms:
    """Random typed atoms and expressions; ``self.r`` is the ``random.Random``."""

    def __init__(self, r):
        self.r = r

    def py_number(self):
        r = self.r
        k = r.random()
        if k < 0.3:
            return (str(r.choice([-3, -2, -1, 1, 2, 3, 0])), "pyint", ())
        if k < 0.5:
            return (r.choice(["0.5", "-1.5", "2.0", "0.25", "-0.75"]), "pyfloat", ())
        if k < 0.6:
            return (r.choice(["True", "False"]), "pybool", ())
        if k < 0.75:
            return ("n", "pyint", ())
        if k < 0.85:
            return ("s", "pyfloat", ())
        return (r.choice(["len(b)", "b.shape[-1]", "a.ndim", "e.size", "c.shape[0] - 5",
                          "len(a.shape)"]), "pyint", ())

    def tensor(self):
        r = self.r
        k = r.random()
        if k < 0.55:
            name = r.choice(list(INPUTS) + ["f16", "f16"])
            return (name,) + INPUTS[name] if name != "f16" else (
                "f.astype(ms.float16)", "float16", (1, 4))
        if k < 0.7:
            return r.choice([("a[1]", "int32", (4,)), ("b[:, ::-1]", "float32", (3, 4)),
                             ("b[-1:]", "float32", (1, 4)), ("a[::-2]", "int32", (2, 4)),
                             ("c[None]", "float16", (1, 4)), ("e[0, 0]", "int64", ()),
                             ("d[:, -1:]", "bool", (3, 1)), ("b[..., 1]", "float32", (3,)),
                             ("b[1, ...]", "float32", (4,))])
        if k < 0.85:
            name = r.choice(list(INPUTS))
            dt = r.choice(["bool", "int32", "int64", "float16", "float32"])
            form = r.choice(["{}.astype(ms.{})", "ops.cast({}, ms.{})", "{}.to(ms.{})"])
            return (form.format(name, dt), dt, INPUTS[name][1])
        return r.choice([("Tensor(2, ms.int64)", "int64", ()),
                         ("Tensor([1, -2, 3, 0], ms.int32)", "int32", (4,)),
                         ("Tensor(0.5, ms.float16)", "float16", ()),
                         ("Tensor([[True], [False], [True]])", "bool", (3, 1)),
                         ("Tensor(-1.5)", "float32", ())])

    def operand(self, py=0.3):
        return self.py_number() if self.r.random() < py else self.tensor()

    def binop(self, x, y):
        """``x op y`` as a triple, or None where the generator keeps away from it."""
        r = self.r
        dt = promote(x[1], y[1])
        shape = broadcast(x[2], y[2])
        if shape is None:
            return None
        ops_ = ["+", "-", "*", "/", "//", "%", "**", "<", ">=", "==", "!="]
        if dt in ("bool", "int32", "int64", "pyint", "pybool") and \
                "pyfloat" not in (x[1], y[1]) and not (
                    is_py(x[1]) and is_py(y[1]) and "pybool" in (x[1], y[1])):
            # (2.10's graph: False ^ 3 is BitXor's TypeError, True | False an int)
            ops_ += ["&", "|", "^"]
        op = r.choice(ops_)
        if op in ("-",) and x[1] in ("bool", "pybool") and y[1] in ("bool", "pybool"):
            op = "+"
        if op == "+" and dt == "bool":
            op = "|"
        if op in ("&", "|", "^") and is_py(x[1]) and not is_py(y[1]):
            # 2.10's Tensor has no reflected bit operators in PYNATIVE_MODE (its graph computes)
            x, y = y, x
        if op == "**":
            # a small exponent: int overflow and int ** negative are out
            y = (r.choice(["2", "0", "1", "3"]), "pyint", ()) if dt not in FLOATS + (
                "pyfloat",) else r.choice([y, ("2", "pyint", ()), ("0.5", "pyfloat", ())])
            if dt in FLOATS and y[0] == "0.5":
                x = (f"ops.abs({x[0]})", x[1], x[2]) if not is_py(x[1]) else x
            if is_py(x[1]) and is_py(y[1]):
                # Python's complex result of a negative float base is 2.10's graph's nan
                x, y = (f"abs({x[0]})", x[1], x[2]), r.choice([("2", "pyint", ()), y])
                y = ("0.5", "pyfloat", ()) if y[0].startswith("-") else y
        if op in ("//", "%") and is_py(x[1]) and is_py(y[1]):
            y = (r.choice(["2", "-3", "1.5", "-0.5"]), "pyint", ())
        if op in ("//", "%", "/") and y[1] in ("bool", "pybool"):
            y = ("2", "pyint", ())
        if op == "/" and dt not in FLOATS + ("pyfloat",):
            dt = "pyfloat" if is_py(x[1]) and is_py(y[1]) else "float32"
        if op in ("<", ">=", "==", "!="):
            dt = "pybool" if is_py(x[1]) and is_py(y[1]) else "bool"
        if is_py(x[1]) and is_py(y[1]) and op in ("//", "%", "/") and y[0] in ("0", "False"):
            y = ("2", "pyint", ())
        return (f"({x[0]} {op} {y[0]})", dt, shape)

    def arith(self, depth):
        x = self.operand() if depth <= 1 else self.arith(depth - 1)
        for _ in range(5):
            y = self.operand(py=0.5 if not is_py(x[1]) else 0.2)
            out = self.binop(x, y) if self.r.random() < 0.7 else self.binop(y, x)
            if out is not None:
                return out
        return x

    def axis(self, shape):
        r = self.r
        nd = len(shape)
        if nd == 0:
            return r.choice(["None", "()"])
        k = r.random()
        if k < 0.2:
            return "None"
        if k < 0.6:
            return str(r.randint(-nd, nd - 1))
        dims = r.sample(range(nd), r.randint(1, nd))
        return "(" + ", ".join(str(d - nd if r.random() < 0.5 else d) for d in dims) + ",)"

    def reduced_shape(self, shape, ax, keep):
        nd = len(shape)
        if ax in ("None", "()"):
            dims = set(range(nd)) if ax == "None" or nd == 0 else set()
            if ax == "()":
                dims = set(range(nd))
        else:
            dims = {d % nd for d in eval(ax if ax.startswith("(") else f"({ax},)")}
        return tuple(1 if i in dims else s for i, s in enumerate(shape) if keep or i not in dims)

    def reduction(self):
        r = self.r
        t = self.tensor() if r.random() < 0.6 else self.arith(1)
        if is_py(t[1]):
            t = self.tensor()
        ax, keep = self.axis(t[2]), r.choice([True, False])
        shape = self.reduced_shape(t[2], ax, keep)
        kind = r.randint(0, 8)
        dt = t[1]
        if kind == 0:
            text = f"{t[0]}.sum(axis={ax}, keepdims={keep})"
            dt = "int64" if dt == "bool" else dt
        elif kind == 1:
            text = f"ops.ReduceSum(keep_dims={keep})({t[0]}, {ax if ax != 'None' else '()'})"
        elif kind == 2:
            text = f"{t[0]}.max(axis={ax}, keepdims={keep})"
        elif kind == 3:
            text = f"ops.amin({t[0]}, {ax if ax != 'None' else '()'}, {keep})"
        elif kind == 4:
            text = f"{t[0]}.astype(ms.float32).mean(axis={ax}, keep_dims={keep})"
            dt = "float32"
        elif kind == 5:
            text = f"{t[0]}.any(axis={ax}, keep_dims={keep})"
            dt = "bool"
        elif kind == 6:
            text = f"ops.prod({t[0]}, {ax if ax != 'None' else '()'}, {keep})"
        elif kind == 7:
            text = f"ops.all({t[0]} > 0, {ax if ax != 'None' else '()'}, {keep})"
            dt = "bool"
        else:
            if not t[2] or ax.startswith("("):
                return self.reduction()
            text = f"{t[0]}.argmax(axis={ax}, keepdims={keep})"
            dt = "int32" if r.random() < 2 else dt
        return (text, dt, shape)

    def cond(self):
        return self.r.choice([("d", (3, 4)), ("(b > s)", (3, 4)), ("(a % 2 == 0)", (3, 4)),
                              ("(c < 0)", (4,)), ("(e > 0)", (3, 1)), ("d[0]", (4,)),
                              ("ops.logical_not(d)", (3, 4))])

    def selection(self):
        r = self.r
        kind = r.randint(0, 5)
        cond, cshape = self.cond()
        t = self.tensor()
        if kind == 0:
            y = self.operand(py=0.5)
            return (f"ops.where({cond}, {t[0]}, {y[0]})", promote(t[1], y[1]),
                    broadcast(broadcast(cshape, t[2]) or (3, 4), y[2]) or (3, 4))
        if kind == 1:
            y = self.tensor()
            return (f"ops.select({cond}, {t[0]}, {y[0]})", promote(t[1], y[1]),
                    broadcast(broadcast(cshape, t[2]) or (3, 4), y[2]) or (3, 4))
        lo, hi = r.choice([("-1", "2"), ("0.5", "None"), ("None", "-0.5"), ("-2", "n"),
                           ("Tensor(0, ms.int32)", "Tensor(3, ms.int32)"), ("s", "2.5")])
        if kind == 2:
            return (f"ops.clip({t[0]}, {lo}, {hi})", t[1], t[2])
        if kind == 3:
            return (f"{t[0]}.clamp({lo}, {hi})", t[1], t[2])
        if kind == 4:
            if broadcast(cshape, t[2]) != t[2]:
                cond, cshape = "d[0]", (4,)
            val = r.choice(["0", "-1.5", "True", "n", "s"])
            return (f"{t[0]}.masked_fill({cond}, {val})", t[1], broadcast(cshape, t[2]))
        val = r.choice(["2", "0.5", "False"])
        return (f"ops.masked_fill({t[0]}, {cond}, Tensor({val}, {t[0]}.dtype))", t[1],
                broadcast(cshape, t[2]) or t[2])

    def index(self, shape):
        """A random index into a Tensor of ``shape`` and the result's shape (None where the
        generator does not know it)."""
        r = self.r
        parts, out = [], []
        dims = list(shape)
        i = 0
        while i < len(dims):
            k = r.random()
            size = dims[i]
            if k < 0.25:
                parts.append(str(r.randint(-size, size - 1)))
            elif k < 0.6:
                step = r.choice([None, 2, -1, -2, -3])
                a0 = r.choice([None, r.randint(-size, size - 1)])
                b0 = r.choice([None, r.randint(-size - 1, size)])
                parts.append(f"{'' if a0 is None else a0}:{'' if b0 is None else b0}"
                             + ("" if step is None else f":{step}"))
                out.append(len(range(size)[slice(a0, b0, step)]))
            elif k < 0.7:
                parts.append("None")
                out.append(1)
                continue
            elif k < 0.8 and i == len(dims) - 1:
                parts.append("[1, -1]")
                out.append(2)
            else:
                parts.append(":")
                out.append(size)
            i += 1
        if parts and r.random() < 0.3:
            # an Ellipsis standing for the leading dimensions
            cut = r.randint(0, len(parts) - 1)
            taken = [p for p in parts[:cut + 1] if p != "None"]
            kept_out = len([p for p in parts[cut + 1:] if p[0] != "-" and not p.isdigit()])
            parts = ["..."] + parts[cut + 1:]
            return ", ".join(parts), None if taken or kept_out else None
        if r.random() < 0.2:
            parts.append("None")
            out.append(1)
        return ", ".join(parts) if parts else "...", tuple(out)
