"""The matmul family over ``matmul``/``mul``/``einsum``: ``addmm``, ``addmv``, ``addbmm``,
``baddbmm``, ``addr``, ``ger``, ``mv``, ``dot``, ``inner``, ``vecdot``, ``kron``, ``tensor_dot``,
``batch_dot`` and numpy's ``tensordot``/``multi_dot`` (rows in ``rows_linalg.py``).

>>> import minicell as ms
>>> ms.ops.kron(ms.Tensor([1, 2]), ms.Tensor([1, 10])).asnumpy().tolist()
[1, 10, 2, 20]
"""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import array_ops as AO, functional as F, reductions as R
from ._array_arg_checks import check_tensor_dot_axes, check_tensor_operands
from ._operand_dtypes import check_product_dtypes
from ._util import check_tensors, shape_of
from .linalg_funcs import call


def _scaled(input, prod, beta, alpha):
    """``beta * input + alpha * prod`` (a beta of 0 ignores ``input``, NaN included)."""
    if alpha != 1:
        prod = prod * alpha
    if beta == 0:
        return prod
    return (input if beta == 1 else input * beta) + prod


def _check_rank(op, name, x, rank):
    if len(shape_of(x)) != rank:
        raise ValueError(f"For '{op}', '{name}' must be a {rank}-D tensor, but got shape "
                         f"{shape_of(x)}")


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    """``beta * input + alpha * (mat1 @ mat2)``."""
    if not isinstance(mat1, Tensor) or not isinstance(mat2, Tensor):  # (Tensor.addmm: 2.10's
        raise TypeError(f"For 'addmm', 'mat1' and 'mat2' must be Tensors, but got "  # listing)
                        f"{type(mat1).__name__} and {type(mat2).__name__}.")
    _check_rank("addmm", "mat1", mat1, 2)
    _check_rank("addmm", "mat2", mat2, 2)
    return _scaled(input, F.matmul(mat1, mat2), beta, alpha)


def addmv(input, mat, vec, *, beta=1, alpha=1):
    """``beta * input + alpha * (mat @ vec)``."""
    return _scaled(input, mv(mat, vec), beta, alpha)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1):
    """``beta * input + alpha * (batch1 @ batch2).sum(0)``, as 2.10's ``ops.addbmm``: a batched
    matmul of any rank >= 2 (2-D operands sum the product's rows) and ``beta * input`` even for a
    ``beta`` of 0 (NaN in ``input`` stays)."""
    for name, value in (("alpha", alpha), ("beta", beta)):
        if not isinstance(value, (int, float)):
            raise TypeError(f"For 'addbmm', parameter '{name}' must be an int or float, but got "
                            f"{type(value)}.")
    return beta * input + alpha * R.sum(F.bmm(batch1, batch2), 0)


def baddbmm(input, batch1, batch2, beta=1, alpha=1):
    """``beta * input + alpha * (batch1 @ batch2)``, as 2.10's ``ops.baddbmm``: a batched matmul
    of any rank >= 2, operands of one dtype, real ``alpha``/``beta`` (integers for an integer
    dtype), and ``beta * input`` even for a ``beta`` of 0."""
    if not all(isinstance(t, Tensor) for t in (input, batch1, batch2)):
        raise TypeError("For Baddbmm, inputs must be all tensors.")
    if not input.dtype == batch1.dtype == batch2.dtype:
        raise TypeError("For Baddbmm, the inputs should be the same dtype.")
    if input.dtype in (mstype.float16, mstype.float32, mstype.float64):
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (alpha, beta)):
            raise TypeError("For attributes alpha and beta should be real numbers.")
    elif not all(isinstance(v, int) for v in (alpha, beta)):
        raise TypeError("For inputs of type not FloatTensor or DoubleTensor, arguments beta and "
                        "alpha must be integers.")
    return beta * input + alpha * F.bmm(batch1, batch2)


def _check_batches(prim, batch1, batch2):
    for name, x in (("batch1", batch1), ("batch2", batch2)):
        if len(shape_of(x)) != 3:
            raise RuntimeError(f"For '{prim}', input '{name}' must be a 3D Tensor, but got:"
                               f"{len(shape_of(x))}")


def addbmm_ext(input, batch1, batch2, *, beta=1, alpha=1):
    """``mint.addbmm``: ``beta * input + alpha * sum_b(batch1[b] @ batch2[b])`` over 3-D batches
    (2.10's RuntimeError for another rank); a ``beta`` of 0 ignores ``input``."""
    _check_batches("Addbmm", batch1, batch2)
    return _scaled(input, R.sum(F.bmm(batch1, batch2), 0), beta, alpha)


def baddbmm_ext(input, batch1, batch2, *, beta=1, alpha=1):
    """``mint.baddbmm``/``ops.baddbmm_ext``: ``beta * input + alpha * (batch1 @ batch2)`` per
    batch over 3-D batches (2.10's RuntimeError for another rank); a ``beta`` of 0 ignores
    ``input``."""
    _check_batches("Baddbmm", batch1, batch2)
    if shape_of(batch2)[1] != shape_of(batch1)[2]:      # 2.10's text (measured)
        raise RuntimeError(f"For 'Baddbmm', first dimension of 'batch2' must be equal to "
                           f"'batch1' {shape_of(batch1)[2]} , but got:{shape_of(batch2)[1]}")
    return _scaled(input, F.bmm(batch1, batch2), beta, alpha)


def ger(input, vec2):
    """Outer product of two 1-D tensors of one dtype."""
    check_tensors("Ger()", ("input", "vec2"), input, vec2)
    for name, v in (("x1", input), ("x2", vec2)):     # 2.10's Ger texts (measured)
        if len(shape_of(v)) != 1:
            raise ValueError(f"For primitive[Ger], the {name} rank must be equal to 1, but got "
                             f"{len(shape_of(v))}.")
    if input.dtype != vec2.dtype:
        raise TypeError(f"For 'Ger', the dtype of 'x1' and 'x2' must be the same, but got "
                        f"{input.dtype} and {vec2.dtype}")
    return AO.expand_dims(input, 1) * AO.expand_dims(vec2, 0)


def addr(x, vec1, vec2, *, beta=1, alpha=1):
    """``beta * x + alpha * outer(vec1, vec2)``."""
    return _scaled(x, ger(vec1, vec2), beta, alpha)


def mv(mat, vec):
    """Matrix @ vector."""
    _check_rank("mv", "mat", mat, 2)
    _check_rank("mv", "vec", vec, 1)
    return F.matmul(mat, vec)


def inner(input, other):
    """Sum product over the last axes (a 0-D operand multiplies)."""
    if not shape_of(input) or not shape_of(other):
        return input * other
    if shape_of(input)[-1] != shape_of(other)[-1]:
        raise ValueError(f"For 'inner', the last dimension of 'input' and 'other' must be the "
                         f"same,{' ' * 26}but got input.shape: {shape_of(input)} and "
                         f"other.shape: {shape_of(other)}.")     # (sic, 2.10)
    return tensor_dot(input, other, ((len(shape_of(input)) - 1,), (len(shape_of(other)) - 1,)))


def np_dot(a, b):
    """numpy's ``dot`` (``mindspore.numpy.dot``, ``Tensor.dot``): a 0-D operand multiplies,
    1-D and 2-D ones are vectors and matrices, and an N-D ``a`` contracts its last axis with
    the second-to-last of ``b`` (``out[i..., j..., k] = sum(a[i..., :] * b[j..., :, k])``)."""
    sa, sb = shape_of(a), shape_of(b)
    if not sa or not sb:
        return a * b
    if len(sa) <= 2 and len(sb) <= 2:
        return F.matmul(a, b)
    k = max(len(sb) - 2, 0)
    if sa[-1] != sb[k]:
        raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': "
                         f"{sa[-1]} and 'x2_row': {sb[k]}.")
    return tensor_dot(a, b, ((len(sa) - 1,), (k,)))


def dot(input, other):
    """MindSpore's ``ops.dot``: float16/float32 Tensors of one dtype and rank >= 2; N-D inputs
    contract the last axis of ``input`` with the second-to-last of ``other``, as numpy's dot
    (``out`` has shape ``input.shape[:-1] + other.shape[:-2] + other.shape[-1:]``).

    >>> import minicell as ms
    >>> ms.ops.dot(ms.ops.ones((2, 3)), ms.ops.ones((1, 3, 2))).shape
    (2, 1, 2)
    """
    for t in (input, other):
        if not isinstance(t, Tensor):
            raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got "
                            f"{type(t)}.")
    for name, t in (("x1", input), ("x2", other)):
        if t.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"The '{name}' doesn't support '{t.dtype}' and expect to receive "
                            f"[mindspore.float16, mindspore.float32].")
    if input.dtype != other.dtype:
        raise TypeError(f"For 'dot', the inputs must be the same type, but got x1_type: "
                        f"{input.dtype} and x2_type: {other.dtype}.")
    sa, sb = shape_of(input), shape_of(other)
    if len(sa) < 2 or len(sb) < 2:
        # (2.10's text holds the backslashes of its escaped quotes, measured)
        raise ValueError(f"For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',"
                         f"but got \\'len(x1_shape)\\': ({len(sa)}) and \\'len(x2_shape)\\': "
                         f"({len(sb)}).")
    return np_dot(input, other)


def vecdot(x, y, *, axis=-1):
    """``sum(conj(x) * y, axis)`` with broadcasting."""
    return call("vecdot", x, y, axis=axis)


def kron(input, other):
    """Kronecker product."""
    check_tensor_operands(input, other)
    sa, sb = shape_of(input), shape_of(other)
    nd = max(len(sa), len(sb))
    sa, sb = (1,) * (nd - len(sa)) + sa, (1,) * (nd - len(sb)) + sb
    a = AO.reshape(input, tuple(d for s in sa for d in (s, 1)))
    b = AO.reshape(other, tuple(d for s in sb for d in (1, s)))
    return AO.reshape(a * b, tuple(x * y for x, y in zip(sa, sb)))


def _axes_pair(axes, na, nb, op):
    if isinstance(axes, int):
        return tuple(range(na - axes, na)), tuple(range(axes))
    try:
        xa, xb = axes
    except (TypeError, ValueError):
        raise TypeError(f"For '{op}', 'axes' must be an int or a pair of axis lists, but got "
                        f"{axes!r}") from None
    xa = (xa,) if isinstance(xa, int) else tuple(xa)
    xb = (xb,) if isinstance(xb, int) else tuple(xb)
    return tuple(a % na for a in xa), tuple(b % nb for b in xb)


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _check_axes_lists(axes, na, nb):
    """2.10's tensor_dot checks of a pair of axis lists: each axis in range of its input,
    none repeated (JAX would wrap or reject differently)."""
    if not (isinstance(axes, (tuple, list)) and len(axes) == 2):
        return                                  # _axes_pair's TypeError
    seen = []
    for part, n in zip(axes, (na, nb)):
        part = (part,) if isinstance(part, int) else part
        if not isinstance(part, (tuple, list)):
            return
        for a in part:
            if isinstance(a, int) and not -n <= a < n:
                raise ValueError(f"For 'tensor_dot', the value in 'axes' must be in range: "
                                 f"[{-n}, {n - 1}], but got {a}.")
        seen.append([a % n for a in part if isinstance(a, int)])
    if any(len(set(p)) != len(p) for p in seen):
        raise ValueError(f"For 'tensor_dot', the 'axes' cannot have duplicating values, but got "
                         f"{list(axes)}.")


def tensor_dot(x1, x2, axes):
    """Sum products over ``axes`` (an int: the last n of x1 with the first n of x2, or a pair
    of axis lists)."""
    check_tensor_dot_axes(axes)
    na, nb = len(shape_of(x1)), len(shape_of(x2))
    if isinstance(axes, int) and not 0 <= axes <= min(na, nb):     # 2.10's checks
        if axes < 0:
            raise ValueError(f"For 'tensor_dot', the 'axes' must be at least 0, but got {axes}.")
        raise ValueError(f"For 'tensor_dot', the 'axes' cannot be greater than the length of "
                         f"'x1_shape' and 'x2_shape', but got 'axes': {axes}, 'x1_shape': "
                         f"{shape_of(x1)}, 'x2_shape': {shape_of(x2)}.")
    if not isinstance(axes, int):
        _check_axes_lists(axes, na, nb)
    check_product_dtypes("MatMul", x1, x2)
    xa, xb = _axes_pair(axes, na, nb, "tensor_dot")
    if len(xa) != len(xb) or any(shape_of(x1)[i] != shape_of(x2)[j] for i, j in zip(xa, xb)):
        raise ValueError(f"For 'tensor_dot', the contracted axes {xa} of shape {shape_of(x1)} "
                         f"and {xb} of shape {shape_of(x2)} must match")
    la = list(_LETTERS[:na])
    lb = list(_LETTERS[na:na + nb])
    for i, j in zip(xa, xb):
        lb[j] = la[i]
    out = [c for k, c in enumerate(la) if k not in xa] + [c for k, c in enumerate(lb)
                                                          if k not in xb]
    return F.einsum(f"{''.join(la)},{''.join(lb)}->{''.join(out)}", x1, x2)


def tensordot(a, b, axes=2):
    """numpy's ``tensordot`` (``axes`` defaults to 2)."""
    return tensor_dot(a, b, axes)


def batch_dot(x1, x2, axes=None):
    """Per-batch ``tensor_dot`` over axis 0; 2-D inputs give shape (batch, 1)."""
    na, nb = len(shape_of(x1)), len(shape_of(x2))
    if na < 2 or nb < 2:
        raise ValueError(f"For 'batch_dot', the inputs must be at least 2-D, but got "
                         f"{shape_of(x1)} and {shape_of(x2)}")
    for name, x in (("x1", x1), ("x2", x2)):           # 2.10: Float32 only (measured)
        if str(getattr(x, "dtype", "Float32")) != "Float32":
            raise TypeError(f"The '{name}' doesn't support '{x.dtype}' and expect to receive "
                            f"[mindspore.float32].")
    if axes is None:
        axes = (na - 1, nb - 1 if nb == 2 else nb - 2)
    elif isinstance(axes, int):           # MindSpore: the same axis of both (not tensordot's)
        if axes == 0:
            raise ValueError(f"For 'batch_dot', the 'axes' should not be equal to 0, but got "
                             f"{axes}.")
        if not -min(na, nb) <= axes < min(na, nb):
            raise ValueError(f"For 'batch_dot', 'axes' {axes} is out of range for the inputs "
                             f"of {na} and {nb} dimensions")
        axes = (axes % na, axes % nb)
    xa, xb = _axes_pair(axes, na, nb, "batch_dot")
    if 0 in xa or 0 in xb:
        raise ValueError("For 'batch_dot', 'axes' cannot contain the batch axis 0")
    la = list(_LETTERS[1:na + 1])
    lb = list(_LETTERS[na + 1:na + nb + 1])
    la[0] = lb[0] = "z"
    for i, j in zip(xa, xb):
        lb[j] = la[i]
    out = ["z"] + [c for k, c in enumerate(la) if k and k not in xa] + \
        [c for k, c in enumerate(lb) if k and k not in xb]
    res = F.einsum(f"{''.join(la)},{''.join(lb)}->{''.join(out)}", x1, x2)
    return AO.expand_dims(res, 1) if len(out) == 1 else res


def multi_dot(arrays):
    """numpy's ``linalg.multi_dot``: the product of a sequence of matrices (1-D ends are
    vectors)."""
    arrays = list(arrays)
    if len(arrays) < 2:
        raise ValueError("For 'multi_dot', 'arrays' must hold at least two tensors")
    out = arrays[0]
    for x in arrays[1:]:
        out = F.matmul(out, x)
    return out
