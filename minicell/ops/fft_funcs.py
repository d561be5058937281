"""FFT: ``ops.fft`` ... ``ops.ihfftn``, ``fftshift``/``ifftshift``, ``fftfreq``/``rfftfreq``
with MindSpore's ``n``/``s``, ``dim`` and ``norm`` arguments. Registry entries in
``runtime/primitives/fft.py``; rows in ``rows_linalg.py``.

>>> import minicell as ms
>>> ms.ops.fft(ms.Tensor([1.0, 0.0, 0.0, 0.0])).asnumpy().tolist()
[(1+0j), (1+0j), (1+0j), (1+0j)]
"""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import array_ops as AO, functional as F
from ._util import ms_type_name, shape_from_values, shape_of
from .linalg_funcs import call, join_complex
from .primitive import Primitive, prim_attr_register

_COMPLEX_OUT = ("fft", "ifft", "rfft", "ihfft")
_NORMS = ("backward", "ortho", "forward")


def _norm(norm, op):
    if norm is None:
        return "backward"
    if norm not in _NORMS:
        raise ValueError(f"Failed to convert the value \"{norm}\" of input 'norm' of "
                         f"'{op.upper()}' to enum.")         # 2.10's parser text
    return norm


def _dims(dim, nd, op):
    if dim is None:
        return None
    dims = (dim,) if isinstance(dim, int) else tuple(dim)
    for d in dims:
        if not -nd <= d < nd:
            raise ValueError(f"For '{op}', 'dim' {d} is out of range for a {nd}-D input")
    return tuple(d % nd for d in dims)


def _is_ints(v):
    return isinstance(v, (tuple, list)) and all(isinstance(d, int) for d in v)


def _index(v):
    """A 0-d integer Tensor read as its int, as 2.10's parsers take it; anything else as is."""
    return int(v) if isinstance(v, Tensor) and not shape_of(v) else v


def _parse(prim, given, valid):
    """2.10's parser check of an FFT primitive's arguments: ``given`` maps each argument to
    its value, ``valid`` to a test; a failing one is the parser's TypeError naming every
    argument's type."""
    if all(ok(given[k]) for k, ok in valid.items()):
        return
    text = ", ".join(f"{k}={ms_type_name(v)}" for k, v in given.items())
    text = f'Failed calling {prim} with "{prim}()({text})".'
    if prim in _VALID:
        text += f'\nThe valid calling should be: \n"{prim}()({_VALID[prim]})".'
    raise TypeError(text)


# 2.10's valid callings of the FFT parsers (measured: FFT, IFFTShift)
_ONE_D = "input=<Tensor>, n=<int>, dim=<int>, norm=<string>"
_SHIFT = "input=<Tensor>, dim=<list of int, int, tuple of int>"
_VALID = {"FFT": _ONE_D, "IFFT": _ONE_D, "FFTShift": _SHIFT, "IFFTShift": _SHIFT}


def _run(kind, op, input, s, dim, norm):
    prim, one_d = op.upper(), op == kind
    # a 1-D transform's n and dim are read as ints below (a Tensor n of one element too)
    _parse(prim, {"input": input, ("n" if one_d else "s"): s, "dim": dim[0] if one_d else dim,
                  "norm": "backward" if norm is None else norm},
           {"input": lambda v: isinstance(v, Tensor)} if one_d else
           {"input": lambda v: isinstance(v, Tensor), "s": lambda v: v is None or _is_ints(v),
            "dim": lambda v: v is None or _is_ints(v)})
    if input.dtype == mstype.bool_:
        raise TypeError(f"For '{prim}', the input dtype Bool is not supported.")
    if one_d and isinstance(s, Tensor):
        s = int(s)
    nd = len(shape_of(input))
    axes = _dims(dim, nd, op)
    if s is not None:
        s = (int(s),) if isinstance(s, int) else tuple(int(v) for v in s)
        if axes is None:
            axes = tuple(range(nd - len(s), nd))
        if len(s) != len(axes):
            raise ValueError(f"For '{op}', 's' and 'dim' must have the same length, but got "
                             f"{s} and {axes}")
        for v in s:
            if v <= 0:                                      # 2.10's text
                raise ValueError(f"The argument[{'n' if one_d else 's'}] must be greater than 0, "
                                 f"but got {v}.")
    attrs = {"kind": kind, "s": s, "axes": axes, "norm": _norm(norm, op)}
    if kind in _COMPLEX_OUT:
        return join_complex(*call("fft_pair", input, **attrs))
    return call("fft_real", input, **attrs)


def _one_d(kind):
    def fn(input, n=None, dim=-1, norm=None):
        return _run(kind, kind, input, n, (dim,), norm)
    fn.__name__ = fn.__qualname__ = kind
    fn.__doc__ = (f"1-D ``{kind}`` over ``dim`` (``n``: the signal length; ``norm``: "
                  f"'backward', 'ortho' or 'forward').")
    return fn


def _two_d(kind):
    def fn(input, s=None, dim=(-2, -1), norm=None):
        return _run(kind, kind + "2", input, s, dim, norm)
    fn.__name__ = fn.__qualname__ = kind + "2"
    fn.__doc__ = f"2-D ``{kind}`` over the two ``dim`` (``s``: the signal sizes)."
    return fn


def _n_d(kind):
    def fn(input, s=None, dim=None, norm=None):
        return _run(kind, kind + "n", input, s, dim, norm)
    fn.__name__ = fn.__qualname__ = kind + "n"
    fn.__doc__ = f"N-D ``{kind}`` over ``dim`` (all axes, or the last len(s), when None)."
    return fn


KINDS = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")
TRANSFORMS = [make(k) for k in KINDS for make in (_one_d, _two_d, _n_d)]


def _shift(input, dim, sign, op):
    dim = _index(dim)
    _parse(op, {"input": input, "dim": dim},
           {"input": lambda v: isinstance(v, Tensor),
            "dim": lambda v: v is None or isinstance(v, int) or _is_ints(v)})
    shape = shape_of(input)
    dims = tuple(range(len(shape))) if dim is None else _dims(dim, len(shape), op)
    if not dims:
        return input
    shifts = tuple(sign * (shape[d] // 2) for d in dims)
    return AO.roll(input, shifts, dims)


def fftshift(input, dim=None):
    """Move the zero-frequency term to the centre of ``dim`` (all axes when None)."""
    return _shift(input, dim, 1, "FFTShift")


def ifftshift(input, dim=None):
    """The inverse of ``fftshift``."""
    return _shift(input, dim, -1, "IFFTShift")


def _freq(values, d, dtype):
    return F.cast(Tensor(values, mstype.float64) * (1.0 / d), dtype or mstype.float32)


def fftfreq(n, d=1.0, dtype=None):
    """Sample frequencies of an ``n``-point FFT with sample spacing ``d`` (Float32)."""
    shape_from_values(n, "ops.fftfreq with a Tensor n")     # 2.10: a dynamic shape
    pos = list(range((n - 1) // 2 + 1)) + list(range(-(n // 2), 0))
    return _freq([v / n for v in pos], d, dtype)


def rfftfreq(n, d=1.0, dtype=None):
    """Sample frequencies of an ``n``-point rfft with sample spacing ``d`` (Float32)."""
    shape_from_values(n, "ops.rfftfreq with a Tensor n")    # 2.10: a dynamic shape
    return _freq([v / n for v in range(n // 2 + 1)], d, dtype)


def stft(x, n_fft, hop_length=None, win_length=None, window=None, center=True,
         pad_mode="REFLECT", normalized=False, onesided=None, return_complex=None):
    """Short-time Fourier transform of a 1-D or [batch, L] signal: [..., freq, frames],
    complex when ``return_complex``, else its (real, imaginary) pairs on a last axis of 2."""
    from . import nn_functional as NNF
    hop = hop_length or n_fft // 4
    win = win_length or n_fft
    if not 0 < win <= n_fft:
        raise ValueError(f"For 'stft', 'win_length' must be in (0, n_fft], but got {win}")
    if center:
        mode = pad_mode.lower() if pad_mode.lower() != "constant" else "constant"
        one_d = len(shape_of(x)) == 1      # ops.pad's non-constant modes take rank >= 2
        x = NNF.pad(x[None] if one_d else x, (n_fft // 2, n_fft // 2), mode)
        x = x[0] if one_d else x
    length = shape_of(x)[-1]
    n_frames = 1 + (length - n_fft) // hop
    idx = Tensor([[f * hop + k for k in range(n_fft)] for f in range(n_frames)], mstype.int32)
    frames = AO.gather(x, idx, len(shape_of(x)) - 1)
    if window is None:
        window = F.ones((win,), frames.dtype)
    left = (n_fft - win) // 2
    window = NNF.pad(window, (left, n_fft - win - left))
    complex_in = x.dtype in (mstype.complex64, mstype.complex128)
    one = (not complex_in) if onesided is None else onesided
    re, im = call("fft_pair", frames * window, kind="rfft" if one else "fft", s=None,
                  axes=(len(shape_of(frames)) - 1,), norm="ortho" if normalized else "backward")
    re, im = AO.swapaxes(re, -1, -2), AO.swapaxes(im, -1, -2)
    if return_complex:
        return join_complex(re, im)
    return AO.stack([re, im], -1)


class STFT(Primitive):
    """``STFT(n_fft, hop_length, win_length, normalized, onesided, return_complex)(x, window)``:
    ``stft`` without centring."""

    @prim_attr_register
    def __init__(self, n_fft, hop_length, win_length, normalized, onesided, return_complex):
        pass

    def __call__(self, x, window):
        a = self.attrs
        return stft(x, a["n_fft"], a["hop_length"], a["win_length"], window, False,
                    normalized=a["normalized"], onesided=a["onesided"],
                    return_complex=a["return_complex"])
