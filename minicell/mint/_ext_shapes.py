"""2.10's shape checks of the mint functions that are ``*Ext`` primitives there (BatchMatMulExt,
Mm, TraceExt, Triu/TrilExt, Eye, Arange, Zeros/Ones/FillScalar) where ``ops``' counterparts
raise other texts: each wrapper checks, then runs the ``ops`` function (measured on 2.10 CPU)."""
import functools
import inspect

from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly


def _rank(t):
    return t.ndim if isinstance(t, Tensor) else None


def _vec(shape):
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"


def checked(check):
    """``fn`` run after ``check(*args, **kwargs)`` (which raises 2.10's error); a keyword ``fn``
    does not take is ``fn``'s own TypeError first, as 2.10's parser refuses it before any shape
    check (``mint.trace(x, bogus=1)``: "trace_ext() got an unexpected keyword argument 'bogus'",
    measured)."""
    def wrap(fn):
        names = frozenset(inspect.signature(fn).parameters)

        @functools.wraps(fn)
        def run(*args, **kwargs):
            if kwargs and not names.issuperset(kwargs):
                return fn(*args, **kwargs)
            check(*args, **kwargs)
            return fn(*args, **kwargs)
        return run
    return wrap


def bmm_check(input, mat2, *_, **__):
    for name, t in (("x", input), ("y", mat2)):
        if _rank(t) not in (None, 3):
            raise ValueError(f"For 'BatchMatMulExt', the input '{name}' must be a 3D dimensional "
                             f"Tensor, but got {t.ndim}D shape {_vec(t.shape)}")
    if _rank(input) == 3 and _rank(mat2) == 3 and input.shape[2] != mat2.shape[1]:
        raise ValueError(f"For BatchMatMulExt, the row of the input 'y' should be same as the col "
                         f"of the input 'x', with x shape {_vec(input.shape)}, y shape "
                         f"{_vec(mat2.shape)}")


def mm_check(input, mat2, *_, **__):
    for name, t in (("input", input), ("mat2", mat2)):
        if _rank(t) not in (None, 2):
            raise ValueError(f"For 'Mm' op, {name}'s rank should be 2, but got {t.ndim}")


def trace_check(input, *_, **__):
    if _rank(input) not in (None, 2):
        raise RuntimeError(f"For Primitive[TraceExt], the rank of the input must be 2, but got "
                           f"{input.ndim}!")


def triu_check(input, *_, **__):
    if _rank(input) is not None and input.ndim < 2:
        raise ValueError(f"For primitive[Triu], the rank of input must be greater than or equal "
                         f"to 2, but got {input.ndim}.")


def tril_check(input, diagonal=0, *_, **__):
    # TrilExt's parser takes an int or a Tensor diagonal (2.10, measured: a float or None is its
    # 'Failed calling TrilExt'; a graph names "diagonal=Float32", compiler.graph_call_text)
    if not isinstance(diagonal, (int, Tensor)) or isinstance(diagonal, bool):
        from ..ops._util import ms_type_name
        raise TypeError(f'Failed calling TrilExt with "TrilExt()(input={ms_type_name(input)}, '
                        f'diagonal={ms_type_name(diagonal)})".\nThe valid calling should be: '
                        '\n"TrilExt()(input=<Tensor>, diagonal=<Tensor, int>)".')
    if _rank(input) is not None and input.ndim < 2:
        raise ValueError(f"For primitive[TrilExt], the input's rank must be greater than or "
                         f"equal to 2, but got {input.ndim}.")


def eye_check(n, m=None, *_, **__):
    for name, v in (("n", n), ("m", m)):
        if isinstance(v, int) and not isinstance(v, bool) and v < 0:
            raise ValueError(f"Eye error: {name} value can not be negative.")


def _number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def arange_check(start=0, end=None, step=1, *_, **__):
    if end is None:
        start, end = 0, start
    if not (_number(start) and _number(end) and _number(step)):
        return
    if step == 0:
        raise ValueError("For Arange, step must not be zero.")
    if step > 0 and end < start:
        raise ValueError("For Arange, step cannot be positive when end < start.")
    if step < 0 and end > start:
        raise ValueError("For Arange, step cannot be negative when end > start.")


def _size_check(prim, the):
    def check(size, *_, **__):
        dims = (size,) if isinstance(size, int) else size if isinstance(size, (tuple, list)) \
            else ()
        for i, d in enumerate(dims):
            if isinstance(d, int) and not isinstance(d, bool) and d < 0:
                # (a graph's Ones doubles its 'the' too, measured)
                twice = "the the" if prim == "Ones" and not running_eagerly() else the
                raise ValueError(f"For primitive[{prim}], {twice} {i}th dimension of input shape "
                                 f"must be greater than or equal to 0, but got {d}.")
    return check


zeros_check = _size_check("Zeros", "the the")      # 2.10's texts, its doubled 'the' too
ones_check = _size_check("Ones", "the")
full_check = _size_check("FillScalar", "the the")
