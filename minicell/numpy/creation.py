"""Array creation of ``mindspore.numpy``: ``array``, ``asarray``, ``empty``, ``identity``,
``logspace``, ``geomspace``, ``tri``, ``indices``, ``ix_``, ``mgrid``/``ogrid``, index helpers
and window functions. Python ints become Int32 and floats Float32, as in MindSpore.

>>> from minicell import numpy as mnp
>>> mnp.array([1.0, 2]).dtype, mnp.array([1, 2]).dtype, mnp.mgrid[0:2, 0:3].shape
(mindspore.float32, mindspore.int32, (2, 2, 3))
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import array_ops as A, functional as F
from ..ops.np_adapters import linspace, to_tensor
from ..ops._util import shape_of

__all__ = ["array", "asarray", "asfarray", "empty", "empty_like", "identity", "logspace",
           "geomspace", "tri", "indices", "ix_", "mgrid", "ogrid", "diag_indices",
           "tril_indices_from", "triu_indices_from", "bartlett", "blackman", "hamming",
           "hanning", "copy"]


def array(obj, dtype=None, copy=True, ndmin=0):
    """A Tensor from ``obj`` (a Tensor, number, bool or nested list/tuple), with at least
    ``ndmin`` axes (ones prepended); a new Tensor unless ``copy=False`` (then ``obj`` itself
    when it is already a Tensor of ``dtype``)."""
    out = to_tensor(obj, dtype)
    if copy and out is obj:
        out = out.copy()
    nd = len(out.shape)
    if ndmin > nd:
        out = A.reshape(out, (1,) * (ndmin - nd) + tuple(out.shape))
    return out


def asarray(a, dtype=None):
    """``a`` as a Tensor (no copy when it already is one of ``dtype``)."""
    return to_tensor(a, dtype)


def copy(a):
    """A new Tensor holding ``a``'s values (a list, number or Tensor; MindSpore's TypeError for
    anything else).

    >>> import minicell as ms
    >>> x = ms.Tensor([1, 2]); y = copy(x)
    >>> y is x, y.asnumpy().tolist(), copy(3.0).dtype
    (False, [1, 2], mindspore.float32)
    """
    t = to_tensor(a)
    return Tensor(t.asnumpy()) if t is a else t


def asfarray(a, dtype=mstype.float32):
    """``a`` as a float Tensor (``dtype`` when it is a float type, else Float32)."""
    dtype = mstype.to_mstype(dtype)
    return to_tensor(a, dtype if mstype.is_float(dtype) else mstype.float32)


def empty(shape, dtype=mstype.float32):
    """A Tensor of ``shape`` (its values are zeros; numpy leaves them undefined)."""
    return A.zeros(shape, dtype)


def empty_like(prototype, dtype=None, shape=None):
    """``empty`` with the shape and dtype of ``prototype`` unless given."""
    proto = to_tensor(prototype)
    return A.zeros(shape_of(proto) if shape is None else shape, dtype or proto.dtype)


def identity(n, dtype=mstype.float32):
    """The ``n x n`` identity matrix."""
    return Tensor(np.eye(int(n)), mstype.to_mstype(dtype))


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    """``base ** linspace(start, stop, num)``."""
    y = F.pow(base, linspace(start, stop, num, endpoint, axis=axis))
    return y if dtype is None else to_tensor(y, dtype)


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """Numbers evenly spaced on a log scale from ``start`` to ``stop``, as 2.10 computes them
    in Float32: ``start * b ** k`` with ``b = (stop / start) ** (1 / root)`` and ``k`` from
    ``linspace(0, root, num)`` (``root``: ``num - 1``, or ``num`` without the endpoint), so
    powers of two come out exact; ``dtype`` is taken by ``k`` and the result. One point with
    the endpoint divides by zero, as in 2.10."""
    start, stop = to_tensor(start, mstype.float32), to_tensor(stop, mstype.float32)
    root = num - 1 if endpoint else num
    bases = F.pow(stop / start, 1.0 / root)
    exponents = linspace(F.zeros_like(bases), F.fill(bases.dtype, bases.shape, root), num,
                         endpoint, dtype=dtype, axis=axis)
    shape = list(bases.shape)
    shape.insert(axis % (len(shape) + 1), 1)
    y = F.pow(A.reshape(bases, tuple(shape)), exponents) * A.reshape(start, tuple(shape))
    return y if dtype is None else to_tensor(y, dtype)


def tri(N, M=None, k=0, dtype=mstype.float32):
    """Ones at and below the ``k``-th diagonal of an ``N x M`` matrix."""
    return Tensor(np.tri(int(N), None if M is None else int(M), int(k)),
                  mstype.to_mstype(dtype))


def indices(dimensions, dtype=mstype.int32, sparse=False):
    """The index grids of a ``dimensions``-shaped array, one per axis (a list)."""
    grids = np.indices(tuple(dimensions), sparse=sparse)
    return [Tensor(g, mstype.to_mstype(dtype)) for g in grids]


def ix_(*args):
    """An open mesh from 1-D sequences: the ``i``-th has shape ``(1, .., n_i, .., 1)``."""
    out = []
    for i, a in enumerate(args):
        t = to_tensor(a)
        if len(t.shape) != 1:
            raise ValueError("Cross index must be 1 dimensional")
        shape = [1] * len(args)
        shape[i] = t.shape[0]
        out.append(A.reshape(t, tuple(shape)))
    return tuple(out)


def _grid_axis(s):
    """One ``start:stop:step`` of ``mgrid`` -> a 1-D Tensor (a complex step is a count)."""
    if not isinstance(s, slice):
        raise TypeError(f"mgrid/ogrid index must be a slice, but got {type(s).__name__}")
    start = 0 if s.start is None else s.start
    step = 1 if s.step is None else s.step
    if isinstance(step, complex):
        return linspace(start, s.stop, int(abs(step)))
    vals = np.arange(start, s.stop, step)
    ints = all(isinstance(v, int) for v in (start, s.stop, step))
    return Tensor(vals, mstype.int32 if ints else mstype.float32)


class _Grid:
    """``mgrid[...]`` (dense, one stacked Tensor) or ``ogrid[...]`` (sparse, a list)."""

    def __init__(self, sparse):
        self.sparse = sparse

    def __getitem__(self, keys):
        single = not isinstance(keys, tuple)
        axes = [_grid_axis(k) for k in ((keys,) if single else keys)]
        if single:
            return axes[0]
        dtype = mstype.float32 if any(mstype.is_float(a.dtype) for a in axes) else mstype.int32
        axes = [to_tensor(a, dtype) for a in axes]
        n = len(axes)
        grids = [A.reshape(a, tuple(a.shape[0] if j == i else 1 for j in range(n)))
                 for i, a in enumerate(axes)]
        if self.sparse:
            return grids
        shape = tuple(a.shape[0] for a in axes)
        return A.stack([A.broadcast_to(g, shape) for g in grids])


mgrid = _Grid(False)
ogrid = _Grid(True)


def _int_tuple(arrays):
    return tuple(Tensor(a.astype(np.int32)) for a in arrays)


def diag_indices(n, ndim=2):
    """The indices of the main diagonal of an ``n x ... x n`` array (``ndim`` arrays)."""
    return _int_tuple((np.arange(int(n)),) * int(ndim))


def _check_2d(arr, name):
    shape = shape_of(arr)
    if len(shape) != 2:
        raise ValueError(f"For '{name}', input array must be 2-d, but got {len(shape)}-d")
    return shape


def tril_indices_from(arr, k=0):
    """The indices of the lower triangle (at and below diagonal ``k``) of a 2-D ``arr``."""
    n, m = _check_2d(arr, "tril_indices_from")
    return _int_tuple(np.tril_indices(n, k, m))


def triu_indices_from(arr, k=0):
    """The indices of the upper triangle (at and above diagonal ``k``) of a 2-D ``arr``."""
    n, m = _check_2d(arr, "triu_indices_from")
    return _int_tuple(np.triu_indices(n, k, m))


def _window(fn, M):
    if not isinstance(M, int):      # 2.10's text (sic; measured: 'a', None, 1.5)
        raise TypeError("the number fo points should be an int")
    return Tensor(np.asarray(fn(M), np.float32))


def bartlett(M):
    """The Bartlett (triangular) window of ``M`` points (Float32)."""
    return _window(np.bartlett, M)


def blackman(M):
    """The Blackman window of ``M`` points (Float32)."""
    return _window(np.blackman, M)


def hamming(M):
    """The Hamming window of ``M`` points (Float32)."""
    return _window(np.hamming, M)


def hanning(M):
    """The Hann window of ``M`` points (Float32)."""
    return _window(np.hanning, M)
