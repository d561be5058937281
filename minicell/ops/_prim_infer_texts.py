"""MindSpore 2.10's TypeErrors for Primitives whose operands its C++ infer checks (not its
argument parser, ``_prim_operands``), for a None or a str operand (measured on 2.10 CPU,
PYNATIVE_MODE, /tmp/s75/bad58/c20.py):

- an operand that must be a Tensor: ``For Primitive[Rint], the type of input argument[x] must
  be Tensor but got None.`` (``String`` for a str), named as 2.10's infer names it;
- the second operand of a Primitive whose signature converts a number to a Tensor (2.10's
  implicit conversion): ``For 'Hypot', the 2th input var can not be implicitly converted. Its
  type is None, value is "None". Only support Tensor or Scalar.`` (``Its type is String.``).

Other values go on to the call as before. The check is two identity tests per call of these
classes."""
from . import _prim_attr_checks

# Primitive: (operand position, 2.10's name of the operand in its text)
TENSOR_OPERAND = {
    "Rint": (0, "x"), "Digamma": (0, "input"), "L2Loss": (0, "x"), "DiagPart": (0, "input"),
    "Imag": (0, "input"), "Inv": (0, "x"), "PopulationCount": (0, "input_x"), "Eps": (0, "x"),
    "ListDiff": (1, "y"), "Coalesce": (0, "x_indices"), "SegmentSum": (1, "segment_ids_type"),
    "TensorScatterSub": (1, "indices type"), "ScatterNdUpdate": (1, "indices type"),
    "EuclideanNorm": (1, "axes"),
}
IMPLICIT = {
    **dict.fromkeys(("Hypot", "Lcm", "Mod", "SquaredDifference", "BitwiseOr", "BitwiseXor",
                     "DivNoNan", "MulNoNan", "TruncateMod", "Fmin", "ApproximateEqual"),
                    (1, "var")),
    "Xdivy": (1, "y"),
}
_GOT = {type(None): "None", str: "String"}


def _tensor_text(name, operand, value):
    return (f"For Primitive[{name}], the type of input argument[{operand}] must be Tensor but "
            f"got {_GOT[type(value)]}.")


def _implicit_text(name, position, operand, value):
    shown = ', value is "None"' if value is None else ""
    return (f"For '{name}', the {position + 1}th input {operand} can not be implicitly "
            f"converted. Its type is {_GOT[type(value)]}{shown}. Only support Tensor or Scalar.")


def _checked(call, position, text):
    def __call__(self, *args, **kwargs):
        if len(args) > position:
            value = args[position]
            if value is None or value.__class__ is str:
                raise TypeError(text(value))
        return call(self, *args, **kwargs)
    __call__.__wrapped__ = call
    return __call__


def install(namespace, wrap):
    """Wrap the ``__call__`` of these Primitive classes of ``namespace`` with the check, by
    ``wrap(namespace, name, make)`` (``_prim_operands._wrap``: once per class); and the
    constructors of ``_prim_attr_checks``."""
    _prim_attr_checks.install(namespace)
    for name, (pos, operand) in TENSOR_OPERAND.items():
        wrap(namespace, name, lambda call, name=name, pos=pos, operand=operand: _named(
            _checked(call, pos, lambda v: _tensor_text(name, operand, v)), name))
    for name, (pos, operand) in IMPLICIT.items():
        wrap(namespace, name, lambda call, name=name, pos=pos, operand=operand: _named(
            _checked(call, pos, lambda v: _implicit_text(name, pos, operand, v)), name))


def _named(fn, name):
    fn._operand_sig = name
    return fn
