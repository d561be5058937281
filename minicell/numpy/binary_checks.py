"""How 2.10's ``mindspore.numpy`` binary functions treat operand kinds the ops under them refuse
(measured on 2.10 CPU in both modes, /tmp/mnp11/probe.py, full.py).

- ``float_power``: PYNATIVE_MODE refuses a Python number (it asks for the operand's ``Dtype``);
  GRAPH_MODE converts it.
- ``logaddexp`` is ``log(exp(x1) + exp(x2))``: an integer operand (a Python int is Int32) is
  Exp's TypeError, a Bool one Exp's kernel refusal (PYNATIVE_MODE: the first operand refused
  decides; GRAPH_MODE: the type check of every node comes before any kernel).
- ``hypot`` squares its operands: a Bool one is Square's kernel refusal (GRAPH_MODE: two Bool
  operands are Sub's TypeError).
- ``heaviside`` promotes its operands (numbers as Int32/Float32/Bool Tensors) to one dtype
  (``heaviside(int8, 3)`` is Int32, ``heaviside(bool, bool)`` is ``x1 | x2``).
- ``bitwise_and``/``or``/``xor`` of a float operand: the primitive's TypeError.
- ``logaddexp2`` of two integer or Bool operands: Log's kernel refusal.
- ``maximum``/``minimum``: ``unary_checks.extreme``.
- ``copysign`` gives ``x1``'s dtype and refuses Bool operands.
- ``isclose`` converts numbers (``isclose(float32, 2)`` is IsClose's same-type TypeError);
  two Bool operands compare equal.
- ``multiply`` of a Python number in GRAPH_MODE: ``Failed calling Shape`` (PYNATIVE_MODE's text
  is ``scalar_args.refusing_numbers``).

>>> from minicell import numpy as mnp, Tensor
>>> mnp.heaviside(Tensor([True, False]), Tensor([False, True])).asnumpy().tolist()
[True, True]
"""
import functools

from ..common import dtype as mstype
from .. import ops as _ops
from ..ops.np_adapters import promote
from ..runtime.bool_arith import refuse as _refuse_bool
from ..runtime.dispatch import state
from .scalar_args import _as_tensor

_RULE = "-" * 52
_INTS = frozenset(("Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt64"))
_SQUARE_TYPES = ("Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64",
                 "Float32", "Float64", "Complex64", "Complex128")
_EXP_TYPES = ("Float64", "Complex64", "Complex128", "Float32")
_LOG_TYPES = _EXP_TYPES + ("Float16",)
_MINIMUM_TYPES = tuple((t, t) for t in ("Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32",
                                        "Float32", "Int64", "UInt64", "Float64"))


def _kind(x):
    return str(getattr(x, "dtype", ""))


def _graph():
    return state.tracer.graph_operand_checks()


def _kernel_text(prim, types, got, out):
    """2.10's CPU kernel-selection refusal of ``prim`` for a ``got`` input (PYNATIVE_MODE's
    and GRAPH_MODE's spellings); ``types``: the kernel's input dtypes (a pair for two inputs,
    whose output is the first), ``got``: the input's (a pair likewise)."""
    pairs = [(" ".join(t), t[0]) if isinstance(t, tuple) else (t, t) for t in types]
    if _graph():
        listed = "".join(f"input[{i}], output[{o}]; " for i, o in pairs)
        got = " ".join(got) if isinstance(got, tuple) else got
        return (f"\n{_RULE}\n- Kernel select failed:\n{_RULE}\nSelect CPU operator[{prim}] "
                f"fail! Unsupported data type!\nThe supported data types are {listed}, but get "
                f"input[{got} ] and output[{out} ]")
    listed = "".join(f"input[{i}], output[{o}];" for i, o in pairs)
    got = ", ".join(got) if isinstance(got, tuple) else got
    return (f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data "
            f"types are {listed},\n but get input[[const vector]{{{got}}}], "
            f"output[[const vector]{{{out}}}].")


def _exp_int_text(kind):
    return ("For primitive[Exp], the input argument[input] must be a type of {BFloat16, Bool, "
            f"Complex128, Complex64, Float16, Float32, Float64, Int64}}, but got {kind}.")


def logaddexp_checked(fn):
    """``fn`` (numpy ``logaddexp``, operands already Tensors) refusing Exp's operand kinds."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        kinds = [_kind(x1), _kind(x2)]
        if _graph():
            ints = [k for k in kinds if k in _INTS]
            if ints:
                raise TypeError(_exp_int_text(ints[0]))
        for k in kinds:
            if k in _INTS:
                raise TypeError(_exp_int_text(k))
            if k == "Bool":
                raise TypeError(_kernel_text("Exp", _EXP_TYPES, "Bool", "Float32"))
        return fn(x1, x2, *args, **kwargs)
    return call


def hypot_checked(fn):
    """``fn`` (numpy ``hypot``) refusing Bool operands (numbers made Tensors first)."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        x1, x2 = _as_tensor(x1), _as_tensor(x2)
        kinds = (_kind(x1), _kind(x2))
        if "Bool" in kinds:
            if _graph():
                _refuse_bool("sub", (x1, x2))
            raise TypeError(_kernel_text("Square", _SQUARE_TYPES, "Bool", "Bool"))
        return fn(x1, x2, *args, **kwargs)
    return call


def heaviside_promoting(fn):
    """``fn`` (numpy ``heaviside``) on its operands promoted to one dtype."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        x1, x2 = _as_tensor(x1), _as_tensor(x2)
        common = promote(x1.dtype, x2.dtype)
        if common == mstype.bool_:
            return _ops.logical_or(x1, x2)
        if x1.dtype != common:
            x1 = _ops.cast(x1, common)
        if x2.dtype != common:
            x2 = _ops.cast(x2, common)
        return fn(x1, x2, *args, **kwargs)
    return call


def float_power_checked(fn):
    """``fn`` (numpy ``float_power``) refusing Python numbers in PYNATIVE_MODE."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        if not _graph():
            for a in (x1, x2):
                if a.__class__ in (bool, int, float):
                    raise TypeError("For Primitive[Dtype], the input argument[input_x] must be "
                                    f"a Tensor, CSRTensor or COOTensor, but got {a.__class__}.")
        return fn(x1, x2, *args, **kwargs)
    return call


_BITWISE_TYPES = ("{Tensor[Bool], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
                  "Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}")


def bitwise_checked(prim, fn):
    """``fn`` (numpy ``bitwise_and``/``or``/``xor``) refusing a float or complex operand with
    primitive ``prim``'s TypeError."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        x1, x2 = _as_tensor(x1), _as_tensor(x2)
        for k in (_kind(x1), _kind(x2)):
            if k.startswith(("Float", "BFloat", "Complex")):
                raise TypeError(f"For primitive[{prim}], the input argument[x] must be a type "
                                f"of {_BITWISE_TYPES}, but got Tensor[{k}].")
        return fn(x1, x2, *args, **kwargs)
    return call


_SHAPE_KIND = {bool: "Bool", int: "Int64", float: "Float32"}


def graph_numbers_refused(fn):
    """``fn`` (numpy ``multiply``) raising GRAPH_MODE's text for a Python number."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        if _graph():
            for a in args[:2]:
                kind = _SHAPE_KIND.get(a.__class__)
                if kind:
                    raise TypeError(f'Failed calling Shape with "input_x={kind}".\nThe valid '
                                    'calling should be: "input_x=<Tensor>".')
        return fn(*args, **kwargs)
    return call


def logaddexp2_checked(fn):
    """``fn`` (numpy ``logaddexp2``, Tensor operands) refusing two integer or Bool operands
    (2.10 takes the log of ``2 ** x1 + 2 ** x2``, integral then: Log's kernel refusal)."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        kinds = (_kind(x1), _kind(x2))
        if all(k in _INTS or k in ("Bool", "Int64") for k in kinds):
            got = "Int64" if kinds == ("Bool", "Bool") else str(promote(x1.dtype, x2.dtype))
            raise TypeError(_kernel_text("Log", _LOG_TYPES, got, "Float32"))
        return fn(x1, x2, *args, **kwargs)
    return call


def copysign_in_x1_dtype(fn):
    """``fn`` (numpy ``copysign``): the result in ``x1``'s dtype (a Python number is an Int32 or
    Float32 Tensor: ``copysign(int8, -1.5)`` is Int8); a Bool operand is 2.10's TypeError."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        x1, x2 = _as_tensor(x1), _as_tensor(x2)
        if "Bool" in (_kind(x1), _kind(x2)):
            raise TypeError("sign does not accept dtype bool.")
        out = fn(x1, x2, *args, **kwargs)
        return out if out.dtype == x1.dtype else _ops.cast(out, x1.dtype)
    return call


def isclose_converting(fn):
    """``fn`` (numpy ``isclose``) on Tensors made of its numbers (Int32, Float32, Bool: a dtype
    other than the Tensor's is IsClose's same-type TypeError); two Bool operands compare equal."""
    @functools.wraps(fn)
    def call(a, b, *args, **kwargs):
        a, b = _as_tensor(a), _as_tensor(b)
        if (_kind(a), _kind(b)) == ("Bool", "Bool"):
            return _ops.equal(a, b)
        return fn(a, b, *args, **kwargs)
    return call


def install(names):
    """Wrap ``names``' functions (a namespace dict) in the checks above; call before
    ``scalar_args`` wraps them (``logaddexp`` sees Tensors, ``multiply`` numbers)."""
    names["logaddexp"] = logaddexp_checked(names["logaddexp"])
    names["hypot"] = hypot_checked(names["hypot"])
    names["heaviside"] = heaviside_promoting(names["heaviside"])
    names["float_power"] = float_power_checked(names["float_power"])
    for n, prim in (("bitwise_and", "BitwiseAnd"), ("bitwise_or", "BitwiseOr"),
                    ("bitwise_xor", "BitwiseXor")):
        names[n] = bitwise_checked(prim, names[n])
    names["logaddexp2"] = logaddexp2_checked(names["logaddexp2"])
    names["copysign"] = copysign_in_x1_dtype(names["copysign"])
    names["isclose"] = isclose_converting(names["isclose"])
