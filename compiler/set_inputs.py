"""GRAPH_MODE's check of a Cell's inputs against the signature given to ``Cell.set_inputs``.

``net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))`` declares the inputs a compiled
``construct`` takes: a dimension of ``None`` (shown as -1) takes any size, ``shape=[-2]`` any rank.
minicell compiles once per concrete input shape whatever the signature says, so the signature
only constrains: a GRAPH_MODE call whose inputs do not fit it raises what MindSpore raises
(counting inputs from 1, as MindSpore's messages do). PYNATIVE_MODE does not check, as in
MindSpore.

>>> import minicell as ms
>>> sig = (ms.Tensor(shape=[None, 3], dtype=ms.float32),)
>>> check_set_inputs(sig, (ms.Tensor(shape=(2, 3), dtype=ms.float32),))
>>> check_set_inputs(sig, (ms.Tensor(shape=(2, 4), dtype=ms.float32),))
Traceback (most recent call last):
    ...
ValueError: For set_inputs and tuple(list) in set_inputs, the shape of 1th input must be the same as expected, but got expected: 3, and input: 4!
"""
import inspect
import types
import weakref

from ..common.tensor import Tensor
from ..runtime.mutable import is_dynamic_len, is_mutable

_WHERE = "set_inputs and tuple(list) in set_inputs"


def check_set_inputs(expected, args):
    """Raise when ``args`` (a GRAPH_MODE call's positional inputs) do not fit ``expected``."""
    unique = {}                 # a unique Symbol's id -> the size it took first
    if isinstance(expected, dict):              # set_inputs(name=...): only those inputs
        for pos, want in expected["arg_specified_infos"]:
            if pos < len(args):
                _check_one(pos + 1, want, args[pos], unique)
        return
    if len(args) > len(expected):
        raise ValueError(f"For set_inputs, the length of input must be equal to expected one, "
                         f"but got expected: {len(expected)} and input: {len(args)}!")
    if len(args) < len(expected):
        raise TypeError(f"For 'Cell', the function construct requires {len(expected)} positional "
                        f"argument, but got {len(args)}. When using set_inputs, please make sure "
                        f"that all networks and loss functions are configured with set_inputs.")
    for i, (want, got) in enumerate(zip(expected, args), 1):
        _check_one(i, want, got, unique)


def check_cell_inputs(cell, args, kwargs):
    """A compiled call of ``cell``'s construct (GRAPH_MODE's, or a ``@jit`` construct's in
    PYNATIVE_MODE, as 2.10): its positional inputs against the ``set_inputs`` signature."""
    signature = cell.__dict__.get("_dynamic_shape_inputs")
    if signature is not None and not kwargs:   # inputs checked once per cached signature
        check_set_inputs(signature, args)


def _check_one(i, want, got, unique):
    if isinstance(want, (tuple, list)) and is_mutable(want) and not is_dynamic_len(want):
        _check_mutable_seq(i, want, got, unique)  # its numbers are variables: any value fits
        return
    if isinstance(want, (tuple, list)) and isinstance(got, (tuple, list)) and \
            len(want) == len(got):
        for w, g in zip(want, got):
            _check_one(i, w, g, unique)
        return
    if not isinstance(want, Tensor):
        if isinstance(got, Tensor):     # a constant was declared, a Tensor given
            raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {i}th should be "
                            f"static one ({want!r}), but got mutable (a Tensor)!")
        if type(got) is not type(want) or got != want:
            raise ValueError(f"For set_inputs or tuple(list) in set_inputs, the {i}th should be "
                             f"{want!r}, but got {got!r}!")
        return
    if not isinstance(got, Tensor):
        raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {i}th should be a "
                        f"Tensor, but got {type(got).__name__}!")
    if got.dtype != want.dtype:
        raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {i}th type should be "
                        f"Tensor[{want.dtype}], but got Tensor[{got.dtype}]!")
    shape, dims = want.shape, got.shape
    if -2 in shape:
        return                                   # any rank
    if not dims and shape and all(w < 0 for w in shape):
        return      # 2.10 skips the rank check for a 0-d input when every declared dim is None
    if len(shape) != len(dims):
        raise ValueError(f"For {_WHERE}, the dims of {i}th input must be the same as expected, "
                         f"but got expected: {len(shape)}, and input: {len(dims)}!")
    for w, g in zip(shape, dims):
        if w >= 0 and w != g:
            raise ValueError(f"For {_WHERE}, the shape of {i}th input must be the same as "
                             f"expected, but got expected: {w}, and input: {g}!")
    if want.symbolic_shape is not None:
        _check_symbols(i, want.symbolic_shape, list(dims), unique)


def _check_symbols(i, symbols, dims, unique):
    """2.10's checks of the dimensions declared by a ``Symbol`` (``to_dict`` form): a unique
    one's size is the same everywhere in the call, then ``min``, ``max`` and ``divisor * N +
    remainder`` with ``N >= 1``."""
    for k, (sym, n) in enumerate(zip(symbols, dims)):
        if not isinstance(sym, dict):
            continue
        at = f"The {k + 1}th shape value of {i}th actual input args"
        where = f"Actual shape: {dims}, axis: {k}."
        if "id" in sym and unique.setdefault(sym["id"], n) != n:
            raise ValueError(f"{at} is a unique symbol, all values must be the same. The "
                             f"previous value is {unique[sym['id']]}, but the current value is "
                             f"{n}. {where}")
        if n < sym.get("min", 0):
            raise ValueError(f"{at} must be greater than or equal to the 'min' value "
                             f"'{sym['min']}' of `Symbol`, but got '{n}'. {where}")
        if n > sym.get("max", n):
            raise ValueError(f"{at} must be less than or equal to the 'max' value "
                             f"'{sym['max']}' of `Symbol`, but got '{n}'. {where}")
        d, r = sym.get("divisor", 1), sym.get("remainder", 0)
        if n < d or n % d != r:
            # (sic: 2.10 names the remainder '(d)' too)
            raise ValueError(f"{at} must match the 'divisor'(d) and 'remainder'(d) of `Symbol`. "
                             f"The value should be 'd * N + r' for 'N > 0', got d={d} and r={r}, "
                             f"but actual shape value is '{n}'. {where}")


def _check_mutable_seq(i, want, got, unique):
    """A declared ``mutable((2, 3))``: 2.10 takes any mutable sequence of the same length whose
    items fit (measured: ``mutable((3, 4))`` runs; a plain tuple or another length raises)."""
    if not is_mutable(got):
        raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {i}th should be "
                        f"mutable one, but got static!")
    if len(want) != len(got):
        raise ValueError(f"For {_WHERE}, the length of input must be equal to expected one, but "
                         f"got expected: {len(want)} and input: {len(got)}!")
    for w, g in zip(want, got):
        if not (isinstance(w, (int, float)) and isinstance(g, (int, float))):
            _check_one(i, w, g, unique)


_ARITY = weakref.WeakKeyDictionary()    # construct function -> (signature, positional names,
#                                         number of defaults); names None: it takes *args


def check_arity(cls, args, kwargs):
    """GRAPH_MODE's TypeError for a call of a Cell of class ``cls`` whose arguments do not fit
    its ``construct``: MindSpore 2.10's text, then Python's (which names the class)."""
    construct = cls.construct
    try:
        known = _ARITY.get(construct)
        sig = None if known is not None else inspect.signature(construct)
    except (TypeError, ValueError):     # no Python signature to check against
        return
    if known is None:
        params = list(sig.parameters.values())[1:]
        pos = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        names = None if any(p.kind is p.VAR_POSITIONAL for p in params) else \
            [p.name for p in pos]
        known = (sig.replace(parameters=params), names,
                 sum(p.default is not p.empty for p in pos))
        _ARITY[construct] = known
    sig, names, n_def = known
    if kwargs:
        try:
            sig.bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{e} (calling {cls.__name__}.construct)") from None
        return
    if names is None:
        return
    n_pos, n_req, where = len(names), len(names) - n_def, f"{cls.__name__}.construct()"
    if len(args) > n_pos:
        code = getattr(construct, "__code__", None)
        if code is not None and "self" not in code.co_varnames:     # 2.10's test, measured
            raise TypeError("For 'Cell', the method 'construct' must have parameter 'self'. ")
        takes = f"from {n_req + 1} to {n_pos + 1}" if n_def else f"{n_pos + 1}"
        raise TypeError(f"For 'Cell', the function construct requires {n_req} positional "
                        f"argument and {n_def} default argument, total {n_pos}, but got "
                        f"{len(args)}. ({where} takes {takes} positional arguments but "
                        f"{len(args) + 1} were given)")
    if len(args) < n_req:
        missing = [f"'{n}'" for n in names[len(args):n_req]]
        listed = missing[0] if len(missing) == 1 else \
            ", ".join(missing[:-1]) + ("," if len(missing) > 2 else "") + " and " + missing[-1]
        raise TypeError(f"For 'Cell', the function construct requires {n_req} positional "
                        f"argument, but got {len(args)}. When using set_inputs, please make sure "
                        f"that all networks and loss functions are configured with set_inputs. "
                        f"({where} missing {len(missing)} required positional "
                        f"argument{'s' if len(missing) > 1 else ''}: {listed})")


def jit_arity_error(fn, args, kwargs):
    """2.10's TypeError for a ``jit`` function called with too few or too many positional
    arguments ('Function fn needs 1 positional argument, but got 0.'; measured), else None:
    asked only once the call failed."""
    if not isinstance(fn, (types.FunctionType, types.MethodType)):
        return None
    sig = inspect.signature(fn)
    if kwargs:
        try:
            args = sig.bind(*args, **kwargs).args
        except TypeError as err:
            return TypeError(str(err))
    params = list(sig.parameters.values())
    if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params):
        return None
    pos = [p for p in params if p.kind is p.POSITIONAL_OR_KEYWORD]
    n_req = sum(p.default is p.empty for p in pos)
    n_def = len(pos) - n_req
    if len(args) < n_req:
        return TypeError(f"Function {fn.__name__} needs {n_req} positional argument, but got "
                         f"{len(args)}.")
    if len(args) > len(pos):
        return TypeError(f"Function {fn.__name__} needs {n_req} positional argument and {n_def} "
                         f"default argument, total {len(pos)}, but got {len(args)}.")
    return None
