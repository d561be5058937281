"""MindSpore 2.10's argument checks of ``ops.topk`` (measured on 2.10 CPU): ``k`` must be an
int (TopK's input-type text naming a float, str or bool ``k``), ``dim`` an int in range
(2.10 moves a ``dim`` other than the last axis there with ``swapaxes``, whose texts it gives;
a float naming the last axis passes), ``0 < k <= `` the size of ``dim``."""
import numpy as np

from ..common.tensor import Tensor
from .._checkparam_shapes import check_axis_in_range

_K_TYPE = {float: "Float32", str: "String", bool: "Bool", type(None): "None"}


def topk_k(k):
    """``k`` as 2.10's TopK takes it (an int, or an int Tensor passed on)."""
    if isinstance(k, Tensor):
        return k
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)):
        got = _K_TYPE.get(type(k), type(k).__name__)
        raise TypeError(f"For primitive[TopK], the input argument[k] must be a type of "
                        f"{{Int32, Int64}}, but got {got}.")
    return int(k)


def topk_dim(x, k, dim):
    """The axis ``topk`` reduces over (-1 for the last), after 2.10's checks of ``dim`` and
    ``k`` against ``x``'s shape."""
    ndim = len(x.shape) if isinstance(x, Tensor) else None
    if ndim is None:
        return -1 if dim is None else dim
    if ndim == 0:
        raise RuntimeError("For 'TopK', the dimension of input must be greater than 0, but got "
                           "empty input.")
    if dim is None or (isinstance(dim, float) and dim in (-1.0, ndim - 1.0)):
        dim = -1
    elif isinstance(dim, bool) or not isinstance(dim, (int, np.integer)):
        raise TypeError(f"For ops.swapaxes, the axis argument must be integer, but got "
                        f"{type(dim)}.")
    else:
        dim = int(dim)
        check_axis_in_range(dim, ndim)
    n = x.shape[dim]
    if isinstance(k, int) and not 0 < k <= n:
        raise ValueError(f"For primitive[TopK], the k must be in (0,{n}], but got {k}.")
    return dim
