"""Tensor methods whose arguments MindSpore 2.10's op-by-op parser checks before the op runs:
``unique``, ``diag`` and ``nonzero``, with 2.10's texts for a wrong type, a wrong count and an
unknown keyword (measured on 2.10 CPU: ``t.unique('a')``, ``t.diag(1.5)``, ``t.nonzero(1)``).

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0, 2.0]).unique("a")
... except TypeError as e:
...     print(e)
unique(): argument 'sorted' (position 1) must be bool, not str.
"""
import numbers

import numpy as np

from . import extra_ops as X
from .overloads import type_name

_UNIQUE = ("sorted", "return_inverse", "return_counts", "dim")


def _bad_type(name, pname, want, value, position):
    got = "bool_" if isinstance(value, np.bool_) else type(value).__name__   # 2.10's numpy 1
    if position is None:
        return TypeError(f"{name}(): argument '{pname}' must be {want} but got {got}.")
    return TypeError(f"{name}(): argument '{pname}' (position {position}) must be {want}, "
                     f"not {got}.")


def _bind(name, params, args, kwargs):
    """``{param: (value, position or None)}`` of the call, or 2.10's count / keyword error."""
    if len(args) > len(params):
        raise TypeError(f"{name}() takes {len(params)} positional arguments but {len(args)} "
                        f"were given.")
    bound = {p: (v, i + 1) for i, (p, v) in enumerate(zip(params, args))}
    for k, v in kwargs.items():
        if k not in params:
            raise TypeError(f"{name}() got an unexpected keyword argument '{k}'.")
        bound[k] = (v, None)
    return bound


def unique(self, *args, **kwargs):
    """``t.unique(sorted=True, return_inverse=False, return_counts=False, dim=None)``:
    ``mint.unique``'s (sorted unique values, over ``dim`` when given; the inverse indices and
    counts when asked), not ``ops.unique``'s pair."""
    bound = _bind("unique", _UNIQUE, args, kwargs)
    for p in _UNIQUE[:3]:
        if p in bound and type(bound[p][0]) is not bool:
            raise _bad_type("unique", p, "bool", *bound[p])
    dim = bound.get("dim", (None, None))[0]
    if dim is not None and not isinstance(dim, numbers.Number):
        raise _bad_type("unique", "dim", "Number", *bound["dim"])
    if dim is not None and not isinstance(dim, numbers.Integral):
        raise TypeError('Failed calling UniqueDim with "UniqueDim()(input=Tensor, sorted=bool, '
                        f'return_inverse=bool, dim={type_name(dim)})".\nThe valid calling should '
                        'be: \n"UniqueDim()(input=<Tensor>, sorted=<bool>, return_inverse=<bool>'
                        ', dim=<int>)".')
    values = {p: v for p, (v, _) in bound.items()}
    return X.unique_ext(self, **values)


def diag(self, *args, **kwargs):
    """``t.diag()`` / ``t.diag(diagonal=0)``: ``ops.diag`` of ``t``; 2.10 takes no other
    ``diagonal`` (its ValueError)."""
    if len(args) > 1:
        shown = ", ".join(type_name(a) for a in args)
        raise TypeError(f'Failed calling diag with "diag({shown})".\nThe valid calling should '
                        f'be:\n"Tensor.diag(diagonal=<int>)"\n"Tensor.diag()"')
    bound = _bind("diag", ("diagonal",), args, kwargs)
    if "diagonal" in bound:
        k, where = bound["diagonal"]
        if k is None and where is not None:
            raise TypeError("diag(): missing 1 required positional argument: diagonal.")
        if type(k) is bool or not isinstance(k, numbers.Integral):
            raise _bad_type("diag", "diagonal", "int", k, where)
        if k != 0:
            raise ValueError(f"For 'Tensor.diag', the argument 'diagonal' should be '0', but "
                             f"got {k}.")
    return X.diag(self)


def nonzero(self, *args, as_tuple=False, **kwargs):
    """``t.nonzero(*, as_tuple=False)``: ``ops.nonzero`` of ``t``."""
    if args:
        raise TypeError(f"Tensor.nonzero() takes 1 positional argument but {len(args) + 1} "
                        f"were given")
    for k in kwargs:
        raise TypeError(f"Tensor.nonzero() got an unexpected keyword argument '{k}'")
    return X.nonzero(self, as_tuple=as_tuple)
