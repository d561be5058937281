"""2.10's refusal of a keyword that a C++-parsed mint function does not take: its parser lists
every signature, each with 'match failed because incorrect keyword name' (measured on 2.10 CPU:
``mint.add(x, bogus=1)``, s78's keyword scan /tmp/s78/bad78/c3.py; the signatures are copied
from 2.10's texts). A failure path only: ``_operands.checked`` calls ``listing`` for Python's
"got an unexpected keyword argument" of the function it wraps.

>>> import minicell as ms
>>> try:
...     ms.mint.fmod(ms.Tensor([1.0]), bogus=1)
... except TypeError as e:
...     print(str(e).splitlines()[0])
Failed calling fmod with "fmod(Tensor, bogus=int)".
"""
from ..ops._util import ms_type_name

_BINARY = ("input=<Tensor>, other=<Number>", "input=<Number, Tensor>, other=<Number, Tensor>")
_ALPHA = ("input=<Number, Tensor>, other=<Number>, *, alpha=<Number>",
          "input=<Number, Tensor>, other=<Number, Tensor>, *, alpha=<Number>")
_CONV = ("input=<Tensor>, weight=<Tensor>, bias=<None, Tensor>, stride=<int, list of int, tuple "
         "of int>, padding=<{}>, dilation=<int, list of int, tuple of int>, groups=<int>")
_PADS = ("int, list of int, tuple of int", "string")
# mint's name (``nn.functional.`` for mint.nn.functional's): (2.10's name, its signatures)
SIGNATURES = {
    "add": ("add", _ALPHA),
    "sub": ("sub", _ALPHA),
    "mul": ("mul", _BINARY),
    "div": ("div", _BINARY + tuple(s + ", *, rounding_mode=<None, string>" for s in _BINARY)),
    "eq": ("eq", ("input=<Tensor>, other=<Number>", "input=<Tensor>, other=<Number, Tensor>")),
    "greater_equal": ("greater_equal", _BINARY),
    "floor_divide": ("floor_divide", _BINARY),
    "fmod": ("fmod", ("input=<Tensor>, other=<Tensor>", "input=<Tensor>, other=<Number>")),
    "remainder": ("remainder", ("input=<Tensor>, other=<Tensor>", "input=<Tensor>, other=<Number>",
                                "input=<Number>, other=<Tensor>")),
    "xlogy": ("xlogy", ("input=<Tensor>, other=<Tensor>", "input=<Number>, other=<Tensor>",
                        "input=<Tensor>, other=<Number>")),
    "repeat_interleave": ("repeat_interleave", tuple(
        f"input=<Tensor>, repeats=<{r}>, dim=<None, int>, *, output_size=<None, int>"
        for r in ("Tensor, list of int, tuple of int", "int"))),
    "nn.functional.conv1d": ("conv1d", tuple(_CONV.format(p) for p in _PADS)),
    "nn.functional.conv3d": ("conv3d", tuple(_CONV.format(p) for p in _PADS)),
}


def _names(spec):
    return [p.split("=<")[0] for p in spec.replace(", *", "").split(">, ")]


def listing(key, error, args, kwargs):
    """2.10's TypeError for the call ``args``/``kwargs`` of mint's ``key`` that Python refused
    with ``error``, or None: only an unknown keyword, in a call no signature is too short for
    (the texts measured)."""
    entry = SIGNATURES.get(key)
    if entry is None or "got an unexpected keyword argument" not in str(error):
        return None
    name, specs = entry
    if any(len(_names(s)) < len(args) + len(kwargs) for s in specs):
        return None
    shown = [ms_type_name(a) for a in args] + [f"{k}={ms_type_name(v)}" for k, v in kwargs.items()]
    lines = [f'Failed calling {name} with "{name}({", ".join(shown)})".',
             "The valid calling should be:"]
    for spec in specs:
        wrong = ", ".join(k for k in kwargs if k not in _names(spec))
        lines += [f'"{name}({spec})"', f"    match failed because incorrect keyword name: {wrong}"]
    return TypeError("\n".join(lines))
