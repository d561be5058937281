"""Window functions (``ops.hann_window``, ``ops.hamming_window``, ``ops.kaiser_window``,
``ops.blackman_window``, ``ops.bartlett_window`` and the ``HammingWindow``, ``BlackmanWindow``,
``BartlettWindow`` primitives): constants computed once in float64 by numpy.

They keep 2.10's two families apart, since code written against one fails on the other:

- hann, kaiser and hamming take a Python int length. A length of 0 or 1 is
  ``Tensor(np.ones(n))`` (Float64, whatever ``dtype`` says); hann and kaiser return Float64 when
  ``dtype`` is None, hamming Float32 (it runs the ``HammingWindow`` primitive).
- blackman and bartlett run their primitive, whose length is a 0-d Int32/Int64 Tensor
  (``HammingWindow``'s is 1-d); their ``dtype`` defaults to Float32.

>>> from minicell import ops, Tensor
>>> ops.hann_window(4).asnumpy().tolist()
[0.0, 0.5, 1.0, 0.5]
>>> ops.bartlett_window(Tensor(5), periodic=False).asnumpy().tolist()
[0.0, 0.5, 1.0, 0.5, 0.0]
"""
import numpy as np

from .. import _checkparam
from .._checkparam_types import check_type_name
from ..common import dtype as mstype
from ..common.tensor import Tensor
from .primitive import Primitive, prim_attr_register

_PRIM_DTYPES = (mstype.float16, mstype.float32, mstype.float64)
_MAX_LENGTH = 1000000       # the primitives' max_length attribute


def _hann(t):
    return 0.5 - 0.5 * np.cos(np.pi * t)


def _hamming(t, alpha, beta):
    return alpha - beta * np.cos(np.pi * t)


def _blackman(t):     # summed in 2.10's order: the ends are exactly 0, the middle exactly 1
    return 0.42 + 0.08 * np.cos(2 * np.pi * t) - 0.5 * np.cos(np.pi * t)


def _bartlett(t):
    return 1 - np.abs(t - 1)


def _kaiser(t, beta):
    return np.i0(beta * np.sqrt(np.clip(1 - (t - 1) ** 2, 0, None))) / np.i0(float(beta))


def _values(formula, n, periodic, **params):
    """The ``n`` float64 values of a window; ``formula(t)`` maps ``t = 2k/(N-1)`` in [0, 2]
    (``N = n + 1`` when periodic) to them."""
    if n <= 1:
        return np.ones(n)
    m = n + 1 if periodic else n
    return formula(2.0 * np.arange(m) / (m - 1), **params)[:n]


def _int_length(window_length, type_error, value_error):
    """2.10's checks of a Python-int length (a bool fails too, as numpy then does in 2.10)."""
    if isinstance(window_length, bool) or not isinstance(window_length, int):
        raise TypeError(type_error.format(type(window_length)))
    if window_length < 0:
        raise ValueError(value_error.format(window_length))
    return window_length


def _numpy_window(api, formula, window_length, periodic, dtype, **params):
    """hann_window / kaiser_window: computed by numpy, Float64 unless ``dtype`` is given."""
    text = f"For '{api}', 'window_length' must be a non-negative integer, but got {{}}"
    n = _int_length(window_length, text, text)
    if n <= 1:
        return Tensor(np.ones(n))
    if not isinstance(periodic, (bool, np.bool_)):
        raise TypeError(f"For '{api}', 'periodic' must be a variable of Boolean type, but got "
                        f"{type(periodic)}")
    if dtype is not None and dtype not in mstype.float_type:
        raise TypeError(f"For '{api}', 'dtype' must be floating point dtypes, but got {dtype}.")
    w = _values(formula, n, bool(periodic), **params)
    return Tensor(w) if dtype is None else Tensor(w, dtype)


def hann_window(window_length, periodic=True, *, dtype=None):
    """The Hann window ``0.5 - 0.5 cos(2 pi n / (N - 1))`` (N = length + 1 if periodic)."""
    return _numpy_window("hann_window", _hann, window_length, periodic, dtype)


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None):
    """The Kaiser window ``I0(beta sqrt(1 - (2n/(N-1) - 1)^2)) / I0(beta)``."""
    return _numpy_window("kaiser_window", _kaiser, window_length, periodic, dtype, beta=beta)


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None):
    """The Hamming window ``alpha - beta cos(2 pi n / (N - 1))`` (N = length + 1 if
    periodic), Float32 by default."""
    api = "For array function 'hamming_window',"
    n = _int_length(window_length, api + " 'window_length' must be int, but got {}.",
                    api + " 'window_length' must be non negative number.")
    for name, value, kind in (("periodic", periodic, bool), ("alpha", alpha, float),
                              ("beta", beta, float)):
        if not isinstance(value, kind):
            raise TypeError(f"{api} '{name}' must be {kind.__name__}, but got {type(value)}.")
    if n <= 1:
        return Tensor(np.ones(n))
    if dtype is not None and dtype not in mstype.float_type:
        raise TypeError(f"{api} 'dtype' must be floating point dtypes, but got {dtype}.")
    op = HammingWindow(periodic, alpha, beta, mstype.float32 if dtype is None else dtype)
    return op(Tensor(np.array([n], np.int32)))


def _scalar_type(value):
    """MindSpore's name of a non-Tensor operand's type (``Int64`` for a Python int)."""
    if isinstance(value, np.generic):
        return str(mstype.to_mstype(value.dtype))
    names = {bool: "Bool", int: "Int64", float: "Float32"}
    return names.get(type(value), type(value).__name__)


def _prim_length(prim, name, length, ndim):
    """The value of a window primitive's length operand: an ``ndim``-d integer Tensor (2.10's
    TypeError / ValueError otherwise)."""
    if not isinstance(length, Tensor):
        raise TypeError(f"For Primitive[{prim}], the type of input argument[{name}] must be "
                        f"Tensor but got {_scalar_type(length)}.")
    valid = (mstype.int32, mstype.int64) if ndim == 0 else mstype.int_type + mstype.uint_type
    if length.dtype not in valid:
        names = ", ".join(f"Tensor[{t}]" for t in sorted(str(t) for t in valid))
        raise TypeError(f"For primitive[{prim}], the input argument[{name}] must be a type of "
                        f"{{{names}}}, but got Tensor[{length.dtype}].")
    if length.ndim != ndim:
        raise ValueError(f"For primitive[{prim}], the length dim must be equal to 1, but got "
                         f"{length.ndim}." if ndim else
                         f"For '{prim}', the dim of window_length must be 0, but got: "
                         f"{length.ndim}.")
    return int(length.asnumpy().reshape(-1)[0])


class _WindowPrim(Primitive):
    """``BartlettWindow`` / ``BlackmanWindow(periodic=True, dtype=mstype.float32)(length)``:
    ``length`` a 0-d Int32/Int64 Tensor in [0, 1000000]."""
    _formula = None

    @prim_attr_register
    def __init__(self, periodic=True, dtype=mstype.float32):
        _checkparam.check_value_type("periodic", periodic, [bool], self.name)
        check_type_name("dtype", dtype, _PRIM_DTYPES, self.name)
        self.periodic, self.dtype = periodic, dtype

    def __call__(self, window_length):
        n = _prim_length(self.name, "window_length", window_length, 0)
        if not 0 <= n <= _MAX_LENGTH:
            raise ValueError(f"For '{self.name}', the value range of window_length must be "
                             f"[0, {_MAX_LENGTH}], but got: {n}.")
        return Tensor(_values(type(self)._formula, n, self.periodic), self.dtype)


BartlettWindow = type("BartlettWindow", (_WindowPrim,),
                      {"_formula": staticmethod(_bartlett), "__module__": __name__})
BlackmanWindow = type("BlackmanWindow", (_WindowPrim,),
                      {"_formula": staticmethod(_blackman), "__module__": __name__})


def blackman_window(window_length, periodic=True, *, dtype=None):
    """The Blackman window ``0.42 - 0.5 cos(2 pi n/(N-1)) + 0.08 cos(4 pi n/(N-1))`` of a 0-d
    integer Tensor length."""
    return BlackmanWindow(periodic, mstype.float32 if dtype is None else dtype)(window_length)


def bartlett_window(window_length, periodic=True, *, dtype=None):
    """The Bartlett (triangular) window ``1 - |2n/(N-1) - 1|`` of a 0-d integer Tensor
    length."""
    return BartlettWindow(periodic, mstype.float32 if dtype is None else dtype)(window_length)


class HammingWindow(Primitive):
    """``HammingWindow(periodic=True, alpha=0.54, beta=0.46, dtype=mstype.float32)(length)``:
    ``length`` a 1-d integer Tensor (its first value is the window's length)."""

    @prim_attr_register
    def __init__(self, periodic=True, alpha=0.54, beta=0.46, dtype=mstype.float32):
        _checkparam.check_value_type("periodic", periodic, [bool], self.name)
        _checkparam.check_value_type("alpha", alpha, [float], self.name)
        _checkparam.check_value_type("beta", beta, [float], self.name)
        check_type_name("dtype", dtype, _PRIM_DTYPES, self.name)
        self.periodic, self.alpha, self.beta, self.dtype = periodic, alpha, beta, dtype

    def __call__(self, length):
        n = _prim_length(self.name, "length", length, 1)
        if n < 0:
            raise ValueError(f"For primitive[{self.name}], the length value must be greater "
                             f"than or equal to 0, but got {n}.")
        return Tensor(_values(_hamming, n, self.periodic, alpha=self.alpha, beta=self.beta),
                      self.dtype)
