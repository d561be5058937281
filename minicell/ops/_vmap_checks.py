"""The argument checks of ``vmap`` with MindSpore 2.10's texts (measured): the axes' types
and ranges, a ``CellList``'s cells, ``fn``'s arity, a Python number mapped along an axis."""
import inspect

from .primitive import Primitive


def _check_axis_type(axis, what):
    if axis is not None and (not isinstance(axis, int) or isinstance(axis, bool)):
        raise RuntimeError(f"The axis in vmap`s '{what}' can only be of type Int or None, but "
                           f"got {_abstract(axis)}.")


def _abstract(v):
    """2.10's text of a scalar it refuses in vmap (measured: ``AbstractScalar(Type: Float32,
    Value: 1.5, Shape: NoShape)``); another value's repr."""
    if v is None:
        return "AbstractNone(Value: None)"
    name = {bool: "Bool", int: "Int64", float: "Float32", str: "String"}.get(type(v))
    value = str(v).lower() if isinstance(v, bool) else v
    return repr(v) if name is None else \
        f"AbstractScalar(Type: {name}, Value: {value}, Shape: NoShape)"


def _ms_repr(x):
    """A value as MindSpore prints it in vmap's errors: ``(None, (None))``, ``1`` for 1.0."""
    if isinstance(x, (tuple, list)):
        return "(" + ", ".join(_ms_repr(v) for v in x) + ")"
    return f"{x:g}" if isinstance(x, float) else str(x)


def _check_cell_list(cells):
    """MindSpore's checks of a CellList given to vmap (model ensembling)."""
    if len(cells) < 2:
        raise RuntimeError(f"In the model ensembling parallel training scenario ('VmapOperation' "
                           f"arg0 is a 'CellList'), the size of 'CellList' must be greater than 1, "
                           f"but got {len(cells)}.")
    try:
        counts = {len(inspect.signature(c.construct).parameters) for c in cells}
    except (TypeError, ValueError):
        return
    if len(counts) > 1:
        raise RuntimeError("'VmapOperation' arg0 is a CellList, whose elements's inputs should be "
                           "consistent.")


def _check_arity(fn, args):
    """MindSpore's TypeError when ``fn`` (a function or Cell's construct) cannot take as many
    positional arguments as given; a Primitive is 2.10's RuntimeError (measured, both modes)."""
    if isinstance(fn, Primitive):
        raise RuntimeError(f"'VmapOperation' arg0 PrimitiveAbstractClosure: S_Prim_{fn.name} "
                           f"cast to 'FuncGraphAbstractClosure' failed.")
    target = fn.construct if hasattr(fn, "cells_and_names") else fn
    try:
        params = inspect.signature(target).parameters.values()
    except (TypeError, ValueError):
        return
    kinds = [p.kind for p in params]
    if inspect.Parameter.VAR_POSITIONAL in kinds:
        return
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    required = [p for p in positional if p.default is p.empty]
    if not len(required) <= len(args) <= len(positional):
        raise TypeError(f"The parameters number of the function is {len(positional)}, but the "
                        f"number of provided arguments is {len(args)}.")


def _norm_axis(axis, ndim, what):
    if not -ndim <= axis < ndim:
        raise RuntimeError(f"The axis: {axis} in '{what}' is out of bounds for array of "
                           f"dimension [{-ndim},{ndim}).")
    return axis % ndim


def _is_cell_list(fn):
    return any(c.__name__ == "CellList" for c in type(fn).__mro__)


def _scalar_mapped(leaf, ax):
    """2.10's error for a Python number given where ``in_axes`` maps an axis (measured:
    ``ms.vmap(f)(1)``, a tuple of ints)."""
    got = _abstract(leaf)
    return RuntimeError(
        f"The orig_abs should be AbstractTensor when corresponding axis is {ax}, but got a "
        f"{got}. Tip: Please check the correspondence between vmap's 'in_axes' and inputs. You "
        f"may want to explicitly specify the 'in_axes' corresponding to {got} as 'None' to solve "
        f"this problem.")


def _not_a_function(fn):
    got = _abstract(fn) if type(fn) in (bool, int, float, str, type(None)) else type(fn).__name__
    return RuntimeError(f"'VmapOperation' arg0 must be a 'Function' or 'Cell', but got {got}.")
