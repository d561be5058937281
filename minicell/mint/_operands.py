"""2.10's TypeError when a mint function is given a string, None, a Python number or a list
where its pyboost function takes a Tensor (``mint.frac([1.0, 2.0])``, ``mint.addmm(1.5, a, b)``):
``Failed calling Addmm with "Addmm()(input=float, mat1=Tensor, mat2=Tensor, beta=int,
alpha=int)".`` minicell's mint functions are thin functions over ``minicell.ops``, which convert
such values; ``install`` wraps the names of the tables (``_operand_table``) in a module's namespace
with the check (one dict lookup per checked argument on the fast path).

>>> import minicell as ms
>>> ms.mint.frac([1.0, 2.0])
Traceback (most recent call last):
...
TypeError: Failed calling Frac with "Frac()(input=List<float, float>)".
"""
import functools
import re

from ..ops._prim_operands import valid_calling
from ..ops._py_names import renamed
from ..ops._util import ms_type_name
from ._operand_table import TABLE as _CORE
from ._operand_table_nn import TABLE as _NN
from ._dtype_table import TABLE as _DTYPES, checked as _dtype_checked
from ._kw_listing import listing

# a value's kind as the table's checks name it: what 2.10's parsers refuse for a Tensor operand
_KIND = {type(None): "N", float: "f", int: "f", bool: "f", complex: "f", list: "l", tuple: "l",
         str: "s"}
_MISSING = object()
TABLE = {**_CORE, **_NN}
_FIELD = re.compile(r"\{(\w+)\|([^{}]*)\}")
_INPUT = re.compile(r"\{\d+\}")


def _parse(row):
    """(call text, parameter names or None, [(position, name, refused kinds)])."""
    if isinstance(row, str):
        row = (row, "input", "input=Nfls")
    call, params, checks = row
    params = params.split() if params is not None else None
    out = []
    for check in checks.split():
        key, kinds = check.split("=")
        pos = int(key) if params is None else params.index(key)
        out.append((pos, None if params is None else key, frozenset(kinds)))
    return call, params, out


def _error(call, params, args, kwargs):
    head = call.split("(")[0]
    if params is None:        # an overload's text: the arguments' types, unnamed
        shown = [*args, *kwargs.values()]
        return TypeError(f'Failed calling {head} with "{head}('
                         f'{", ".join(ms_type_name(v) for v in shown)})".')
    bound = dict(zip(params, args), **kwargs)
    # a field is {param|type}: the argument's type, or 2.10's for an argument left out
    text = _FIELD.sub(lambda m: ms_type_name(bound[m[1]]) if m[1] in bound else m[2], call)
    # 2.10's valid calling where known (measured: ReLU, LeakyReLUExt): the call's operands
    operands = tuple(m[1] for m in _FIELD.finditer(call.rsplit(")(", 1)[-1]))
    valid = valid_calling(head, operands)
    tail = "" if valid is None else f'\nThe valid calling should be: \n"{valid}".'
    return TypeError(f'Failed calling {head} with "{text}".{tail}')


def checked(fn, row, key=None):
    """``fn`` raising 2.10's TypeError for a refused value at a Tensor operand of ``row``; for
    Python's argument error, 2.10's (``_py_names`` renamed, ``_kw_listing`` for mint's ``key``)."""
    call, params, checks = _parse(row)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        for pos, name, refused in checks:
            value = args[pos] if pos < len(args) else kwargs.get(name, _MISSING)
            if value is not _MISSING and _KIND.get(type(value)) in refused:
                raise _error(call, params, args, kwargs)
        try:
            return fn(*args, **kwargs)
        except TypeError as error:      # Python's argument error: 2.10's function name
            bad = listing(key, error, args, kwargs) or renamed(error, fn, wrapper)
            if bad is None:
                raise
        raise bad
    wrapper.operand_row = row
    return wrapper


def install(namespace, prefix=""):
    """Wrap each name of TABLE under ``prefix`` (``"nn.functional."``) found in ``namespace`` (a
    module's ``globals()``), and each of ``_dtype_table``'s with its dtype check."""
    for key, row in TABLE.items():
        if not key.startswith(prefix) or "." in key[len(prefix):]:
            continue
        name = key[len(prefix):]
        fn = namespace.get(name)
        if callable(fn) and getattr(fn, "operand_row", None) is None:
            namespace[name] = checked(fn, row, key)
    for key, row in _DTYPES.items():      # and the Tensor dtypes their kernels refuse
        name = key[len(prefix):]
        if key.startswith(prefix) and "." not in name and \
                getattr(namespace.get(name), "dtype_row", None) is None:
            namespace[name] = _dtype_checked(namespace[name], row)


def install_layers(namespace, table):
    """Check the inputs of each of mint's own layer classes named in ``table`` (``nn/_call_table``)
    in ``namespace`` when called: 2.10's TypeError for a refused value. (minicell.nn's classes
    that mint.nn re-exports are left as nn's.)"""
    for name, (text, checks) in table.items():
        cls = namespace.get(name)
        if isinstance(cls, type) and cls.__module__.startswith("minicell.mint"):
            parsed = [(int(k), frozenset(v)) for k, v in (c.split("=") for c in checks.split())]
            cls.__call__ = _checked_call(cls.__call__, text, parsed)


def _checked_call(call, text, checks):
    @functools.wraps(call)
    def __call__(self, *args, **kwargs):
        for pos, refused in checks:
            if pos < len(args) and _KIND.get(type(args[pos])) in refused:
                raise _layer_error(text, args, pos)
        return call(self, *args, **kwargs)
    return __call__


def _layer_error(text, args, pos):
    if text.startswith("!"):        # a whole message naming the value's class
        cls = type(args[pos])
        return TypeError(text[1:].replace("{cls}", str(cls)).replace("{name}", cls.__name__))
    for i, value in enumerate(args):
        text = text.replace("{%d}" % i, ms_type_name(value))
    text = _INPUT.sub("Tensor", text)       # an input the call left out
    return TypeError(f'Failed calling {text.split("(")[0]} with "{text}".')
