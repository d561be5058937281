"""``mindspore.scipy.fft``: the orthonormal DCT-II and its inverse, over one axis (``dct``,
``idct``) or several (``dctn``, ``idctn``), with MindSpore 2.10's checks: only ``type=2`` and
``norm="ortho"`` (None means it). int16/32/64, float16 and float32 give float32, float64 gives
float64, complex64/128 keep their dtype (real and imaginary parts transform separately).
They call 2.10's Primitives ``ops.auto_generate.DCT``/``IDCT``/``DCTN``/``IDCTN``
(``minicell.ops.dct_funcs``).

>>> import minicell as ms
>>> from minicell.scipy.fft import dct
>>> [round(v, 4) for v in dct(ms.Tensor([1, 2, 3])).asnumpy()[:2].tolist()]
[3.4641, -1.4142]
"""
from ..ops import dct_funcs as _D

__all__ = ['dct', 'idct', 'dctn', 'idctn']


def dct(x, type=2, n=None, axis=-1, norm=None):  # pylint: disable=redefined-builtin
    """Orthonormal DCT-II of ``x`` along ``axis``, zero-padded or cut to ``n`` first."""
    return _D.dct(x, type, n, axis, norm)


def idct(x, type=2, n=None, axis=-1, norm=None):  # pylint: disable=redefined-builtin
    """Inverse of the orthonormal DCT-II (a DCT-III) of ``x`` along ``axis``."""
    return _D.idct(x, type, n, axis, norm)


def dctn(x, type=2, s=None, axes=None, norm=None):  # pylint: disable=redefined-builtin
    """Orthonormal DCT-II over ``axes`` (all, or the last ``len(s)``), sizes ``s``."""
    return _D.dctn(x, type, s, axes, norm)


def idctn(x, type=2, s=None, axes=None, norm=None):  # pylint: disable=redefined-builtin
    """Inverse of ``dctn``."""
    return _D.idctn(x, type, s, axes, norm)
