"""MindSpore 2.10's Add and Sub kernels take no Bool operands.

Measured on 2.10 (CPU), with ``m`` a Bool Tensor:

- the functional spellings ``ops.add(m, m)``, ``ops.add(m, True)``, ``ops.sub(m, m)`` (and
  ``ops.Add()``/``ops.Sub()``) raise ``TypeError: For primitive[Add], the input argument[x]
  must be a type of {...}, but got Tensor[Bool].`` in both modes;
- in GRAPH_MODE (and ``jit``) the operators and methods ``m + m``, ``m - True``, ``True + m``,
  ``m.add(m)``, ``m.sub(m)`` raise the same TypeError (the graph's node is the primitive);
- in PYNATIVE_MODE the operators and methods compute: ``+`` is the logical or, ``-`` the
  exclusive or (``m - m`` all False, ``m - True`` is ``~m``).

2.10's AddExt/SubExt (``mint.add``/``mint.sub``, ``Tensor.add``/``sub`` given ``alpha``) do take
two Bool operands, in both modes: the logical or / exclusive or, ``alpha`` only turning ``other``
off at 0 (``both_bool``, ``bool_scaled``, ``alpha_scaled``; a Bool ``alpha`` has no CPU kernel).

A Bool operand with a number of another kind (``m + 1``, ``ops.add(m, 1.5)``, ``m + n`` with
``n`` Int32) promotes and passes everywhere. ``refuse`` is called by the functional spellings
(``ops.tensor_inputs``) and by the GRAPH_MODE trace for each ``add``/``sub`` node
(``compiler.trace``); PYNATIVE_MODE's Tensor operators never call it.

>>> from minicell import ops, Tensor
>>> ops.add(Tensor([True]), True)
Traceback (most recent call last):
...
TypeError: For primitive[Add], the input argument[x] must be a type of {Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].
"""
import jax.numpy as jnp

# registry op name: 2.10's primitive
REFUSING = {"add": "Add", "sub": "Sub"}

_ACCEPTED = ("{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
             "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], "
             "Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}")


def _bool_kind(v):
    """0: not Bool; 1: a Python bool; 2: a Bool Tensor (or graph value, jax array)."""
    if v.__class__ is bool:
        return 1
    # (``name``: minicell's Type and numpy's dtype both have one, read without a call)
    return 2 if getattr(getattr(v, "dtype", None), "name", None) in ("Bool", "bool") else 0


def refuse(op, operands, error=TypeError):
    """2.10's TypeError when every operand of registry op ``op`` (``add``/``sub``) is Bool and
    one of them is a Tensor (two Python bools are Python arithmetic). ``error``: the class
    raised (a graph's TypeError that names the user's line)."""
    kinds = [_bool_kind(v) for v in operands]
    if len(kinds) == 2 and all(kinds) and max(kinds) == 2:
        raise error(f"For primitive[{REFUSING[op]}], the input argument[x] must be a type "
                    f"of {_ACCEPTED}, but got Tensor[Bool].")


def subtract(x, y):
    """The ``sub`` kernel: ``x - y``, and for two Bool operands (PYNATIVE_MODE's ``m - m``,
    ``m - True``) their exclusive or, as 2.10's PYNATIVE_MODE gives (JAX refuses bool)."""
    if jnp.result_type(x, y) == jnp.bool_:
        return jnp.logical_xor(x, y)
    return jnp.subtract(x, y)


def both_bool(x, y):
    """Whether ``x`` and ``y`` are both Bool (Tensors or Python bools), one of them a Tensor:
    the operands 2.10's AddExt/SubExt combine logically (``mint.add``, ``Tensor.add(alpha=)``)."""
    kinds = (_bool_kind(x), _bool_kind(y))
    return all(kinds) and max(kinds) == 2


def bool_scaled(other, alpha):
    """``alpha * other`` for a Bool ``other`` beside a Bool input, as 2.10's AddExt/SubExt keep
    it: Bool, ``other`` itself for a nonzero ``alpha`` and all False for a zero one (measured:
    ``mint.add(m, n, alpha=0)`` is ``m``, ``alpha=2``, ``-1`` or ``0.5`` the same as 1)."""
    if alpha != 0:
        return other
    return False if other.__class__ is bool else other & False


def alpha_scaled(x, other, alpha):
    """``alpha * other`` as 2.10's AddExt/SubExt use it: a number ``alpha`` does not widen the
    result (``mint.add(int32, m, alpha=2)`` is Int32, measured; ``m * 2`` alone is Int64), two
    Bool operands stay Bool (``bool_scaled``)."""
    if alpha is None or alpha.__class__ is not bool and alpha == 1:   # None: not given
        return other
    if both_bool(x, other):
        return bool_scaled(other, alpha)
    if _bool_kind(other) == 2 and _bool_kind(x) == 0 and hasattr(x, "dtype"):
        other = other.astype(x.dtype)
    return other * alpha


def no_bool_alpha_kernel(prim):
    """2.10's CPU kernel-selection text for two Bool operands and a bool ``alpha``: AddExt/SubExt
    (``prim``) have kernels for a Float32 or Int64 alpha only. Eagerly pyboost's layout; in a
    graph (GRAPH_MODE, ``jit``) the graph kernel selector's (its '; ' separators and a
    'Kernel select failed' banner; its node line is not reproduced)."""
    from .dispatch import running_eagerly
    names = ("Int8", "Int16", "Int32", "Float32", "Int64", "Float64", "UInt8", "UInt16", "UInt32",
             "UInt64", "Bool", "Float16", "BFloat16", "Complex64", "Complex128")
    eager = running_eagerly()
    kernels = ("" if eager else " ").join(f"input[{n} {n} {a}], output[{n}];"
                                          for a in ("Float32", "Int64") for n in names)
    head = f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data types are "
    if eager:
        return (f"{head}{kernels},\n but get input[[const vector]{{Bool, Bool, Bool}}], "
                f"output[[const vector]{{Bool}}].")
    rule = "-" * 52
    return (f"\n{rule}\n- Kernel select failed:\n{rule}\n{head}{kernels} , but get "
            f"input[Bool Bool Bool ] and output[Bool ]")
