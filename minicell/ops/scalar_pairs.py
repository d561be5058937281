"""MindSpore 2.10's TypeError when a binary Primitive that takes only Tensors is called with two
Python numbers (``ops.Mod()(7, 2)``, ``ops.DivNoNan()(7.5, 2.0)``), in both modes; the ``call``
kinds below also refuse one number beside a Tensor where that operand takes no number
(``ops.Less()(0, t)``: 'Failed calling Less with "Less()(input=int, other=Tensor)".').

2.10's Primitive classes for ``Add``, ``Pow``, ``FloorMod``, ``Maximum``... turn two numbers
into a 0-D Tensor and compute; the ones named here refuse them, each with the text of the check
that stops it (measured over 29 classes, with ``(7, 2)``, ``(7.5, 2.0)``, ``(7, 2.0)``,
``(2.0, 7)``, ``(True, 2)``, ``(7, True)``, ``(True, False)``, in PYNATIVE and GRAPH mode):

- ``same``: the same-dtype check of the two inputs: 'The primitive[Mod]'s input arguments[x,
  y] must be all tensor and those type must be same. But got input argument[x]:Float32...'. It
  names the inputs in alphabetical order (Zeta's ``(x, q)`` as ``q, x``), with each number's
  type after the pair's promotion (``(7, 2.0)``: Float32 both) where the primitive promotes its
  inputs to one dtype, as its own where it does not (Igamma, Zeta). A graph's Mod stops earlier,
  at its dtype check ('For 'Mod', the element of 'x' must be one of ..., but got Float32.').
- ``input0``: 'For primitive[TruncateDiv], the input[0] should be a Tensor, but got Float32.'
- ``argument``: 'For Primitive[Hypot], the type of input argument[x1] must be Tensor but got
  Float32.' (both with the promoted type).
- ``call``: the argument parser's 'Failed calling Equal with "Equal()(input=int,
  other=float)".' and its valid calling, op by op; a graph names only the first operand that
  does not fit, by its own type ('Failed calling LogicalAnd with "y=Int64".'). An operand whose
  valid types hold ``bool`` takes a bool: ``ops.LogicalAnd()(True, False)`` computes.

>>> from minicell import ops
>>> ops.TruncateDiv()(7, 2.0)
Traceback (most recent call last):
...
TypeError: For primitive[TruncateDiv], the input[0] should be a Tensor, but got Float32.
"""
from ..runtime.dispatch import running_eagerly
from ._util import sequence_error

_ANY = ("BFloat16", "Complex128", "Complex64", "Float16", "Float32", "Float64", "Int16", "Int32",
        "Int64", "Int8", "UInt16", "UInt32", "UInt64", "UInt8")
_BITS = ("Bool", "Int16", "Int32", "Int64", "Int8", "UInt16", "UInt32", "UInt64", "UInt8")
_FLOATS = ("Float32", "Float64")
_TENSORS = ("Tensor", "Tensor")

# name: (kind, input names, then per kind: ``same``: the valid dtypes and whether the pair is
# promoted first; ``call``: each operand's valid types, and the primitive's attributes
# (name, valid types) for its call text)
_REFUSED = {
    "DivNoNan": ("same", ("x1", "x2"), ("Complex128", "Complex64", "Float16", "Float32",
                                        "Float64", "Int32", "Int64", "Int8", "UInt8"), True),
    "MulNoNan": ("same", ("x", "y"), _ANY, True),
    "Mod": ("same", ("x", "y"), _ANY, True),
    "SquaredDifference": ("same", ("x", "y"), ("Complex128", "Complex64", "Float16", "Float32",
                                               "Float64", "Int32", "Int64"), True),
    "BitwiseAnd": ("same", ("x", "y"), _BITS, True),
    "BitwiseOr": ("same", ("x", "y"), _BITS, True),
    "BitwiseXor": ("same", ("x", "y"), _BITS, True),
    "Igamma": ("same", ("a", "x"), _FLOATS, False),
    "Igammac": ("same", ("a", "x"), _FLOATS, False),
    "Zeta": ("same", ("x", "q"), _FLOATS, False),
    "TruncateDiv": ("input0", ()),
    "TruncateMod": ("input0", ()),
    "Xdivy": ("input0", ()),
    "Hypot": ("argument", ("x1", "x2")),
    "Lcm": ("argument", ("x1", "x2")),
    "ApproximateEqual": ("argument", ("x1", "x2")),
    "Equal": ("call", ("input", "other"), ("Tensor", "Number, Tensor"), ()),
    "Less": ("call", ("input", "other"), ("Tensor", "bool, Number, Tensor"), ()),
    "LogicalAnd": ("call", ("x", "y"), ("bool, Tensor",) * 2, ()),
    "LogicalOr": ("call", ("x", "y"), ("bool, Tensor",) * 2, ()),
    "LogicalXor": ("call", ("input", "other"), ("bool, Tensor",) * 2, ()),
    "LeftShift": ("call", ("x1", "x2"), _TENSORS, ()),
    "RightShift": ("call", ("input_x", "input_y"), _TENSORS, ()),
    "Xlogy": ("call", ("input", "other"), _TENSORS, ()),
    "Gcd": ("call", ("input", "other"), _TENSORS, ()),
    "NextAfter": ("call", ("input", "other"), _TENSORS, ()),
    "Complex": ("call", ("real", "imag"), _TENSORS, ()),
    "Polar": ("call", ("abs", "angle"), _TENSORS, ()),
    "IsClose": ("call", ("input", "other"), _TENSORS, (
        ("rtol", "bool, int, float"), ("atol", "bool, int, float"), ("equal_nan", "bool"))),
}

_MOD_GRAPH = ("For 'Mod', the element of 'x' must be one of Tensor[Int8], Tensor[Int16], "
              "Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], Tensor[UInt32], "
              "Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
              "Tensor[BFloat16], "
              "Tensor[Complex64], Tensor[Complex128], Tensor[Int4], Tensor[Float8E4M3FN], "
              "Tensor[Float8E5M2], Tensor[HiFloat8], but got {}.The supported data types depend "
              "on the hardware that executes the operator, for more details, please refer to the "
              "MindSpore official website to get more information about the data type.")


def _number_type(v):
    """2.10's dtype of a Python number given to a primitive."""
    return "Bool" if v is True or v is False else "Int64" if isinstance(v, int) else "Float32"


def _promoted(x, y):
    kinds = {_number_type(x), _number_type(y)}
    return next(k for k in ("Float32", "Int64", "Bool") if k in kinds)


def _same_text(prim, names, valid, promote, x, y):
    if prim == "Mod" and not running_eagerly():
        return _MOD_GRAPH.format(_promoted(x, y))
    types = (_promoted(x, y),) * 2 if promote else (_number_type(x), _number_type(y))
    shown = sorted(zip(names, types))
    got = "\n But got ".join(f"input argument[{n}]:{t}" for n, t in shown)
    listed = ", ".join(f"Tensor[{t}]" for t in valid)
    return (f"The primitive[{prim}]'s input arguments[{', '.join(n for n, _ in shown)}] must be "
            f"all tensor and those type must be same. But got {got}\nValid type list: "
            f"{{{listed}}}.")


def _fits(value, valid):
    """Whether number ``value`` is one of an operand's ``valid`` types (``"bool, Tensor"``); a
    Tensor always is (every ``call`` operand takes one)."""
    if type(value) not in (int, float, bool):
        return True
    kinds = valid.split(", ")
    return "bool" in kinds if value is True or value is False else "Number" in kinds


def _call_text(prim, names, valid, attrs, values, attr_values):
    if not running_eagerly():       # a graph's signature check: the first operand refused
        name, value = next((n, v) for n, v, ok in zip(names, values, valid) if not _fits(v, ok))
        shown = ", ".join(f"{n}=<{ok}>" for n, ok in zip(names, valid))
        return (f'Failed calling {prim} with "{name}={_number_type(value)}".\nThe valid calling '
                f'should be: "{shown}".')
    head = ", ".join(f"{a}={type(attr_values[a]).__name__}" for a, _ in attrs)
    valid_head = ", ".join(f"{a}=<{ok}>" for a, ok in attrs)
    shown = ", ".join(f"{n}=<{ok}>" for n, ok in zip(names, valid))
    text = str(sequence_error(f"{prim}({head})", names, values))
    return f'{text}\nThe valid calling should be: \n"{prim}({valid_head})({shown})".'


def refuse(prim, x, y, attr_values=None):
    """Raise 2.10's TypeError when ``x`` and ``y`` are both Python numbers and Primitive
    ``prim`` refuses them (see the module's docstring); return otherwise. ``attr_values``: the
    primitive's attributes by name, for its call text (IsClose's ``rtol``, ``atol``,
    ``equal_nan``)."""
    entry = _REFUSED.get(prim)
    if entry is None:
        return
    nums = (type(x) in (int, float, bool), type(y) in (int, float, bool))
    kind, names = entry[0], entry[1]
    if not all(nums):
        # one number beside a Tensor: the ``call`` kinds' parser refuses it where its operand's
        # valid types leave it out (2.10, measured for all 13: ``ops.Less()(0, t)``, SSD's loss)
        # (a bool passes as a Number there: ``ops.Equal()(t, True)`` computes)
        if kind != "call" or not any(nums) or all(
                _fits(v, ok) or (type(v) is bool and "Number" in ok)
                for v, ok in zip((x, y), entry[2])):
            return
    if kind == "same":
        raise TypeError(_same_text(prim, names, *entry[2:], x, y))
    if kind == "input0":
        raise TypeError(f"For primitive[{prim}], the input[0] should be a Tensor, but got "
                        f"{_promoted(x, y)}.")
    if kind == "argument":
        raise TypeError(f"For Primitive[{prim}], the type of input argument[{names[0]}] must be "
                        f"Tensor but got {_promoted(x, y)}.")
    valid, attrs = entry[2:]
    if not all(_fits(v, ok) for v, ok in zip((x, y), valid)):
        raise TypeError(_call_text(prim, names, valid, attrs, (x, y), attr_values))


def refusing(prim, fn):
    """``fn`` (the function Primitive ``prim``'s call runs) refusing two numbers as 2.10's
    ``prim`` does; ``fn`` itself for the primitives that take them."""
    if prim not in _REFUSED:
        return fn

    def two_numbers(*args, **kwargs):
        if len(args) == 2 and not kwargs:
            refuse(prim, *args)
        return fn(*args, **kwargs)
    return two_numbers
