"""MindSpore 2.10's overload listings of Tensor methods that minicell implements with one
signature: when such a method refuses its arguments with a TypeError and none of 2.10's
signatures takes them either, the error is 2.10's 'Failed calling' listing (every signature,
each with the arguments that do not fit it marked), as ``overloads`` writes it for the
methods it dispatches itself.

Only the text changes: a call that minicell computes is never checked, and a TypeError of a
call one of 2.10's signatures takes keeps its own text (``matmul``, hot in models, keeps its
primitive's text rather than pay for the wrapper). The signatures are 2.10's, copied from
its listings (measured on 2.10 CPU, op by op: ``t.argmax('a')``, ``t.cumsum(1.5)``, ...).

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0, 2.0]).dot("a")
... except TypeError as e:
...     print(str(e).splitlines()[2])
"Tensor.dot(other=<Tensor>)"
"""
import functools

from ..common.tensor import Tensor
from . import overloads as _ov

_SPECS = {      # method: (2.10's name in the text, its signatures in 2.10's order)
    "argmax": ("argmax", ("axis=<int>, keepdims=<bool>", "dim=<None, int>, keepdim=<bool>")),
    "argmin": ("argmin", ("dim=<None, int>, keepdim=<bool>",
                          "axis=<None, int>, keepdims=<bool>")),
    "cumsum": ("cumsum", ("dim=<int>, *, dtype=<None, mstype>",
                          "axis=<None, int>, dtype=<None, mstype>")),
    "narrow": ("narrow", ("dim=<int>, start=<Tensor, int>, length=<int>",
                          "axis=<int>, start=<Tensor, int>, length=<int>")),
    "topk": ("topk", ("k=<int>, dim=<int>, largest=<bool>, sorted=<bool>",
                      "k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>")),
    "masked_fill": ("masked_fill", ("mask=<Tensor>, value=<Number>",
                                    "mask=<Tensor>, value=<Number, Tensor>")),
    "isclose": ("isclose", ("other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, "
                            "equal_nan=<bool>",
                            "x2=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, "
                            "equal_nan=<bool>")),
    "pow": ("pow", ("exponent=<Number>", "exponent=<Number, Tensor>")),
    "fmod": ("fmod", ("other=<Tensor>", "other=<Number>", "other=<Number, Tensor>")),
    "eq": ("eq", ("other=<Number>", "other=<Number, Tensor>")),
    "lt": ("less", ("other=<Number>", "other=<Number, Tensor, bool>")),
    "less": ("less", ("other=<Number>", "other=<Number, Tensor, bool>")),
    "where": ("where", ("condition=<Tensor>, other=<Number, Tensor>",
                        "condition=<Tensor>, y=<Number, Tensor>")),
    "view_as": ("view_as", ("other=<Tensor>",)),
    "expand_as": ("expand_as", ("other=<Tensor>", "x=<Tensor>")),
    "fill_": ("fill_", ("value=<Tensor>", "value=<Number>")),
    "add_": ("add_", ("other=<Tensor>, *, alpha=<Number>", "other=<Number>, *, alpha=<Number>")),
    "mul_": ("mul_", ("other=<Tensor>", "other=<Number>")),
    "logsumexp": ("logsumexp", ("dim=<int, list of int, tuple of int>, keepdim=<bool>",)),
    "count_nonzero": ("count_nonzero", (
        "dim=<None, int, list of int, tuple of int>",
        "axis=<int, list of int, tuple of int>, keep_dims=<bool>, dtype=<None, mstype>")),
    "nansum": ("nansum", (
        "dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, "
        "dtype=<None, mstype>",
        "axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, dtype=<None, mstype>")),
    "bincount": ("bincount", ("weights=<None, Tensor>, minlength=<Tensor, int>",)),
    "histc": ("histc", ("bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>",)),
    "addmm": ("addmm", ("mat1=<Tensor>, mat2=<Tensor>, *, beta=<Number>, alpha=<Number>",)),
    "outer": ("outer", ("vec2=<Tensor>",)),
    "dot": ("dot", ("other=<Tensor>",)),
    "take": ("take", ("index=<Tensor>", "indices=<Tensor>, axis=<None, int>, mode=<str>")),
}
_FITS = object()        # what the checker returns where a signature takes the arguments


def _fits(self, **bound):
    return _FITS


def _checker(name, specs):
    """``overloads.method`` over 2.10's signatures, each computing nothing: it returns
    ``_FITS`` or raises 2.10's TypeError (every parameter optional: a missing argument is the
    method's own error)."""
    sigs = []
    for spec in specs:
        names = [p.split("=<")[0].strip() for p in _ov._PARAMS.split(spec) if "=<" in p]
        sigs.append(_ov.Overload(spec, _fits, **dict.fromkeys(names)))
    return _ov.method(name, *sigs)


def _listed(method, checker):
    @functools.wraps(method)
    def listed(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except TypeError:
            checker(self, *args, **kwargs)      # 2.10's listing when no signature fits
            raise
    listed.listed = True
    return listed


def install(cls=Tensor):
    """Give ``cls``'s methods of ``_SPECS`` 2.10's listing (once)."""
    for attr, (name, specs) in _SPECS.items():
        method = getattr(cls, attr, None)
        if method is not None and not getattr(method, "listed", False):
            setattr(cls, attr, _listed(method, _checker(name, specs)))
