"""Random programs for the fourteenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz14):
``fuzz_programs12``'s network of nested Cells (the same ``Prog``, helpers, drivers and snaps),
whose construct mixes dtypes the way the earlier families do only in passing:

- one binary operation per typed statement between int8/int16/int32/int64/uint8/bool/float16/
  bfloat16/float32/float64 tensors (made from the float values by casts that truncate and wrap)
  and Python int/float/bool numbers, in either order: ``+ - * / // % **``, comparisons,
  ``& | ^``, ``ops.add/sub/mul/div/floor_div/floor_mod/remainder/pow/maximum/minimum/where``,
  ``ops.div`` with ``rounding_mode``; integer floor division and modulo by negative divisors,
  true division of integers, negative integer exponents, comparison results used in
  arithmetic. Every result is kept in a tuple the network returns (its dtype and value are
  compared) and folded back into the float value (so the gradients see it);
- ``ops.assign``/``ops.assign_add``/``ops.depend`` on a Parameter inside tensor ``if``/
  ``while``/``for``, ``break``/``continue`` in nested loops on tensor conditions,
  ``isinstance``/``len``/``type``/``getattr(self, name)`` in construct, ``ops.stop_gradient`` on
  one branch of a tensor ``if``.

The typed statements use only the combinations MindSpore 2.10's CPU build accepts (measured over
every pair of the dtypes above and the numbers 3, -2, 1.5, -2.5 and True, in both orders):
no shifts (its ``<<``/``>>`` take no Tensor), no bitwise op with a float or with a number on the
left, no bool-bool subtraction, ``minimum`` or power, bfloat16 only in ``+ - * /`` with an
integer, bool or float16 partner, no negative number with a uint8 Tensor (its comparisons with
one disagree among themselves), no divisor that can be zero. On those, minicell's PYNATIVE_MODE
gives 2.10's dtypes and values (the measured table, after fuzz14's fixes of integer powers with a
negative exponent, true division by a number an int8/uint8 Tensor cannot hold and float ->
integer casts that wrap; 556 of 557 distinct typed statements of seeds 0-39 give 2.10's dtype and
values, the other is 2.10's own error: ``ops.mul`` of a uint8 (4, 6) Tensor by 7 zeroes all but
every eighth element); minicell's two modes must agree with each other."""
from fuzz_programs12 import CELLS12, EARLY, STMTS12, _Gen12
from fuzz_programs8 import _Nest

TYPED = "__TYPED__"

# kind -> an expression of ``{v}`` (h or y) with that dtype; values stay small
_SOURCES = {
    "i8": "ops.cast(ops.clamp({v}, -3.0, 3.0) * 4.0, ms.int8)",
    "i16": "(ops.clamp({v}, -3.0, 3.0) * 40.0).astype(ms.int16)",
    "i32": "ops.cast(ops.clamp({v}, -3.0, 3.0) * 5.0, ms.int32)",
    "i64": "(ops.clamp({v}, -3.0, 3.0) * 3.0).astype(ms.int64)",
    "u8": "ops.cast(ops.abs(ops.clamp({v}, -3.0, 3.0)) * 6.0, ms.uint8)",
    "b": "({v} > 0.25)",
    "f16": "ops.clamp({v}, -3.0, 3.0).astype(ms.float16)",
    "bf16": "ops.clamp({v}, -3.0, 3.0).astype(ms.bfloat16)",
    "f32": "ops.clamp({v}, -3.0, 3.0) * 1.0",
    "f64": "ops.clamp({v}, -3.0, 3.0).astype(ms.float64)",
}
_INTS, _FLOATS = ("i8", "i16", "i32", "i64", "u8"), ("f16", "f32", "f64")
_NUMS = _INTS + _FLOATS
_PY_INTS, _PY_FLOATS, _PY_BOOLS = ("3", "-2", "7"), ("1.5", "-2.5", "0.5"), ("True", "False")
# Python exponents of an integer base: 2.10 takes the power in float64 and converts through
# Int32, so a power past 2**31 is not the wrapped product minicell gives; these stay below
_PY_EXPONENTS = ("2", "3", "-1")

_ARITH = ("{a} + {b}", "{a} - {b}", "{a} * {b}", "ops.add({a}, {b})", "ops.sub({a}, {b})",
          "ops.mul({a}, {b})", "ops.maximum({a}, {b})", "ops.minimum({a}, {b})",
          "ops.where(h > y, {a}, {b})")
_DIVS = ("{a} / {b}", "{a} // {b}", "{a} % {b}", "ops.div({a}, {b})", "ops.floor_div({a}, {b})",
         "ops.floor_mod({a}, {b})", "ops.remainder({a}, {b})",
         "ops.div({a}, {b}, rounding_mode='trunc')", "ops.true_divide({a}, {b})")
_CMPS = ("{a} < {b}", "{a} >= {b}", "{a} == {b}", "{a} != {b}", "ops.gt({a}, {b})")
_BITS = ("{a} & {b}", "{a} | {b}", "{a} ^ {b}", "ops.bitwise_and({a}, {b})")

# float32 (4, 6) h -> float32 (4, 6) h; ``{c}`` a threshold, ``{p}`` a positive one
STMTS14 = [
    # Parameter updates inside tensor if / while / for, through depend
    "if h.mean() > {c}:\n    ops.assign(self.acc, ops.depend(h * 0.5, y))\nelse:\n"
    "    ops.assign_add(self.acc, y)\nh = ops.depend(h, self.acc) + self.acc",
    "i = Tensor(0, ms.int32)\nwhile i < 3:\n    ops.assign_add(self.acc, h * 0.1)\n    i += 1\n"
    "    if self.acc.sum() > {c}:\n        break\nh = h + self.acc",
    "for t in (h, y):\n    if t.sum() < {c}:\n        continue\n"
    "    h = ops.depend(h, ops.assign_add(self.acc, t * 0.25)) * 0.5 + self.acc",
    # break / continue in nested loops on tensor conditions
    "for i in range(3):\n    for j in range(3):\n        if (h * (i - j)).sum() > {c}:\n"
    "            break\n        if j == i:\n            continue\n        h = h + 0.1 * (i + j)",
    "n = Tensor(0, ms.int32)\nwhile n < 4:\n    n = n + 1\n    for t in (h, y):\n"
    "        if t.max() > {p}:\n            break\n        h = h + t * 0.1\n    if n % 2 == 0:\n"
    "        continue\n    h = h * 0.9",
    "k = (h > 0).astype(ms.int32).sum()\nwhile k > 3:\n    k = k // 2 - 1\n    if k % 3 == 0:\n"
    "        continue\n    h = h + k.astype(ms.float32) * 0.1",
    # isinstance / len / type / getattr(self, name)
    "if isinstance(h, Tensor) and len(h) == 4:\n    h = h * 2.0\nif type(self.k) == int:\n"
    "    h = h + self.k",
    "cell = getattr(self, 'leaf')\nh = cell(h) + getattr(self, 'm') * h",
    "for name in ('leaf', 'tied'):\n    h = getattr(self, name)(h) + h * 0.5",
    "if isinstance(self.scale, float):\n    h = h * self.scale\nh = h + len((h, y)) * 0.5",
    # stop_gradient on one branch
    "if h.sum() > {c}:\n    h = ops.stop_gradient(h) * 2.0\nelse:\n    h = h * self.m",
    "h = ops.stop_gradient(h * self.m) if h.mean() > y.mean() else h * self.m",
    # comparisons feeding arithmetic
    "m = h > y\nh = h * m + (h <= 0) * 2 - m.sum() * 0.01",
    "b = (h > 0) & (y > 0)\nh = h + b * 1.5 - (~b).astype(ms.int32) * y",
]


class _Gen14(_Gen12):
    """``fuzz_programs12``'s network with typed statements (``TYPED``, drawn when emitted),
    family 14's control statements and family 12's; the network also returns the tuple
    ``outs`` of every typed result."""
    # no early return: the tuple of typed results grows, so its paths' outputs would differ
    stmts = [TYPED] * 60 + STMTS14 * 2 + [s for s in STMTS12 if EARLY not in s]
    cells = CELLS12
    returns = ["h, outs", "[h, outs, h.sum()]", "{'h': h, 'outs': outs}", "h, (h.mean(), outs)"]

    def __init__(self, seed):
        _Nest.__init__(self, seed * 7927 + 14)   # not another family's program for the seed
        self.n = 0

    def program(self):
        self.emit("outs = ()")
        return super().program()

    def emit(self, text, depth=2):
        while TYPED in text:
            text = text.replace(TYPED, self.typed(), 1)
        super().emit(text, depth)

    def operand(self, kinds, nonzero=False):
        """An expression of one of ``kinds`` (a Python number for 'int'/'float'/'bool');
        ``nonzero``: one that is never 0 (a divisor)."""
        r = self.r
        kind = r.choice(kinds)
        if kind in ("int", "float", "bool"):
            pool = {"int": _PY_INTS, "float": _PY_FLOATS, "bool": _PY_BOOLS}[kind]
            return kind, r.choice([v for v in pool if not (nonzero and v == "False")])
        src = _SOURCES[kind].format(v=r.choice("hy"))
        if nonzero and kind == "u8":
            src = f"({src} + 1)"
        elif nonzero:
            one = "0.5" if kind in _FLOATS or kind == "bf16" else "1"
            src = f"{r.choice(['', '-'])}(ops.abs({src}) + {one})"
        return kind, src

    def pair(self):
        """Two operands and the operator joining them, valid on 2.10 (see the module)."""
        r = self.r
        what = r.choice(["arith", "arith", "div", "div", "pow", "cmp", "bits", "bf16"])
        left = lambda: self.operand(_NUMS + ("b",))
        if what == "arith":
            ka, a = left()
            kb, b = self.operand(_NUMS + ("b", "int", "float", "bool"))
            fmt = r.choice(_ARITH)
            if ka == "b" and kb in ("b", "bool"):
                fmt = r.choice(("{a} + {b}", "{a} * {b}", "ops.where(h > y, {a}, {b})"))
        elif what == "div":
            ka, a = left()
            kb, b = self.operand(_NUMS + ("int", "float"), nonzero=True)
            fmt = r.choice(_DIVS)
        elif what == "pow":
            ka, a = self.operand(_NUMS)
            if ka in _FLOATS:
                a = f"(ops.abs({a}) + 0.5)"
                kb, b = self.operand(("f32", "int", "float"))
                b = f"ops.clamp({b}, -2.0, 2.0)" if kb == "f32" else b
            else:
                kb, b = self.operand(_INTS + ("int",))
                b = r.choice(_PY_EXPONENTS) if kb == "int" else f"(ops.abs({b}) % 3)"
                b = "2" if ka == "u8" and b.startswith("-") else b
            fmt = r.choice(("{a} ** {b}", "ops.pow({a}, {b})"))
        elif what == "cmp":
            ka, a = left()
            kb, b = self.operand(_NUMS + ("b", "int", "float"))
            fmt = r.choice(_CMPS)
        elif what == "bits":
            ka, a = self.operand(_INTS + ("b",))
            kb, b = self.operand(_INTS + ("b", "int"))
            fmt = r.choice(_BITS)
        else:
            ka, a = "bf16", self.operand(("bf16",))[1]
            fmt = r.choice(("{a} + {b}", "{a} * {b}", "{a} / {b}", "{b} - {a}"))
            divide = fmt == "{a} / {b}"
            kb, b = self.operand(("i8", "i32", "u8", "f16") + ("b",) * (not divide),
                                 nonzero=divide)
        if "u8" in (ka, kb) and b.lstrip("(").startswith("-"):
            b = b.replace("-", "", 1)                 # no negative number with uint8
        if r.random() < 0.3 and kb in ("int", "float", "bool") and "{a} " in fmt:
            a, b = b, a                               # the number on the left
            if what in ("div", "bits", "pow"):
                a, b = b, a
        return fmt.format(a=a, b=b)

    def typed(self):
        self.n += 1
        name = f"r{self.n}"
        return (f"{name} = {self.pair()}\nouts = outs + ({name},)\n"
                f"h = h + {name}.astype(ms.float32) * 0.01")


assert "self.scale, self.k" in CELLS12


def generate(seed):
    """The source of program ``seed``."""
    return _Gen14(seed).program()
