"""Linear algebra: decompositions, solves, determinants, norms and the matmul family
(``addmm``, ``ger``, ``kron``, ``tensor_dot``, ...). Registry entries in
``runtime/primitives/linalg_ext.py``; rows in ``rows_linalg.py``.

>>> import minicell as ms
>>> round(float(ms.ops.det(ms.Tensor([[2.0, 1.0], [1.0, 3.0]]))), 4)
5.0
"""
import math

from .._checkparam import check_value_type, read_graph_scalar
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import _domain_checks as DC, array_ops as AO, functional as F, reductions as R
from ._util import shape_of
from .primitive import Primitive


def call(opname, *inputs, **attrs):
    """``dispatch`` of registry op ``opname`` with static ``attrs``."""
    return dispatch(get_op(opname), inputs, freeze_attrs(attrs))


def attr_primitive(name, fn, attrs, doc=None):
    """A Primitive class ``name(**attrs)`` (defaults as given, in order) whose call is
    ``fn(*args, **its attrs)``: MindSpore's classes with constructor attributes."""
    names = list(attrs)

    def __init__(self, *args, **kwargs):
        Primitive.__init__(self, name)
        if len(args) > len(names):
            raise TypeError(f"{name}() takes at most {len(names)} arguments")
        given = dict(zip(names, args), **kwargs)
        unknown = set(given) - set(names)
        if unknown:
            raise TypeError(f"{name}() got an unexpected keyword argument {unknown.pop()!r}")
        for k in names:
            self.add_prim_attr(k, given.get(k, attrs[k]))

    def __call__(self, *args):
        return fn(*args, **self.attrs)
    return type(name, (Primitive,), {"__init__": __init__, "__call__": __call__,
                                     "__doc__": doc or f"``ops.{name}``: calls ``{fn.__name__}``.",
                                     "__module__": "minicell.ops.primitive"})


def _eye_like(x):
    n = shape_of(x)[-1]
    return F.cast(AO.eye(n, n, mstype.float32), x.dtype)


# ---- determinants, inverses ---------------------------------------------------------------------
def det(input):
    """Determinant of each matrix on the last two axes."""
    return call("matrix_determinant", input)


def slogdet(input):
    """(sign, log|det|) of each matrix on the last two axes."""
    return call("log_matrix_determinant", input)


def logdet(input):
    """log(det) of each matrix (NaN where det < 0)."""
    return F.log(det(input))


def inverse(input):
    """Inverse of each square matrix."""
    return call("matrix_inverse", input, adjoint=False)


def _matrix_inverse(x, adjoint=False):
    return call("matrix_inverse", x, adjoint=adjoint)


def pinv(x, *, atol=None, rtol=None, hermitian=False):
    """Moore-Penrose pseudo-inverse (small singular values below ``max(atol, rtol * s_max)``
    are dropped)."""
    rank = len(shape_of(x))
    if rank == 0:               # 2.10's texts (measured)
        raise TypeError("For pinv, the 0-D input is not supported")
    if rank < 2:
        raise ValueError(f"input x should have 2 or more dimensions, but got {rank}.")
    return call("pinv", x, atol=atol, rtol=rtol, hermitian=hermitian)


def matrix_exp(input):
    """Matrix exponential."""
    return call("matrix_exp", input)


def matrix_logarithm(x):
    """Principal logarithm of each complex square matrix (``ops.MatrixLogarithm()``)."""
    return join_complex(*call("matrix_logarithm", x))


def matrix_power(input, n):
    """``input`` to the integer power ``n``."""
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"For 'MatrixPower', the type of 'n' should be 'int', but got type "
                        f"'{type(n).__name__}'.")
    return call("matrix_power", input, n=n)


def adjoint(x):
    """Conjugate transpose of the last two axes."""
    return call("adjoint", x)


def _check_flags(prim, operand, **flags):
    """2.10's parser refuses a flag that is not a bool (``x.svd(None)``): its TypeError."""
    if all(isinstance(v, bool) for v in flags.values()):
        return
    for v in flags.values():
        read_graph_scalar(v, (bool,))       # (a graph scalar: op by op)
    got = ", ".join(f"{k}={type(v).__name__ if v is not None else 'None'}"
                    for k, v in flags.items())
    want = ", ".join(f"{k}=<bool>" for k in flags)
    raise TypeError(f'Failed calling {prim} with "{prim}({got})({operand}=Tensor)".\nThe valid '
                    f'calling should be: \n"{prim}({want})({operand}=<Tensor>)".')


# ---- Cholesky -----------------------------------------------------------------------------------
def cholesky(input_x, upper=False):
    """Cholesky factor (lower, or upper when ``upper``) of symmetric positive-definite matrices."""
    _check_flags("Cholesky", "input_x", upper=upper)
    return DC.cholesky_factor(call("cholesky", input_x, upper=upper))


def _tri_solve(a, b, lower, adjoint=False):
    return call("triangular_solve", a, b, lower=lower, adjoint=adjoint)


def cholesky_inverse(input_x, upper=False):
    """Inverse of ``A`` from its Cholesky factor (``A = L @ L^T``, or ``U^T @ U`` when
    ``upper``). As MindSpore 2.10's kernel, the whole factor is used, not only its triangle
    (measured: ``[[2, 1], [3, 4]]`` with ``upper=True`` gives ``inv(x^T @ x)``)."""
    _check_flags("CholeskyInverse", "input_x", upper=upper)
    rank = len(shape_of(input_x))
    if rank < 2:                # 2.10's text (measured)
        raise ValueError(f"For Cholesky, the dimension of input x must be greater than or "
                         f"equal to 2, but got a {rank}-D Tensor.")
    inv_f = inverse(input_x)
    if upper:
        return F.matmul(inv_f, AO.swapaxes(inv_f, -1, -2))
    return F.matmul(AO.swapaxes(inv_f, -1, -2), inv_f)


def cholesky_solve(input, input2, upper=False):
    """Solve ``A @ x = input`` given A's Cholesky factor ``input2``."""
    if upper:
        return _tri_solve(input2, _tri_solve(input2, input, False, True), False)
    return _tri_solve(input2, _tri_solve(input2, input, True), True, True)


def matrix_triangular_solve(matrix, rhs, lower=True, adjoint=False):
    """Solve ``matrix @ x = rhs`` for triangular ``matrix``."""
    return _tri_solve(matrix, rhs, lower, adjoint)


def matrix_solve(matrix, rhs, adjoint=False):
    """Solve ``matrix @ x = rhs`` (``adj(matrix)`` when ``adjoint``)."""
    return call("matrix_solve", matrix, rhs, adjoint=adjoint)


# ---- decompositions -----------------------------------------------------------------------------
def qr(input, mode="reduced"):
    """(Q, R) of each matrix; ``mode``: 'reduced' or 'complete'."""
    if mode not in ("reduced", "complete"):
        raise TypeError(f"For qr, the arg mode must be 'reduced' or 'complete', but got {mode}.")
    return call("qr", input, full_matrices=mode == "complete")


def _qr_full(x, full_matrices=False):
    return call("qr", x, full_matrices=full_matrices)


def _tensor_qr(self, some=True):
    if not isinstance(some, bool):
        raise TypeError(f"For 'Tensor.qr', the type of 'some' should be 'bool', but got type "
                        f"'{type(some).__name__}'.")
    return qr(self, "reduced" if some else "complete")


def svd(input, full_matrices=False, compute_uv=True):
    """(s, u, v) with ``input = u @ diag(s) @ adj(v)``; only s when not ``compute_uv``."""
    _check_flags("Svd", "input", full_matrices=full_matrices, compute_uv=compute_uv)
    shape = shape_of(input)
    if len(shape) < 2:          # 2.10's text (measured)
        raise ValueError(f"For Svd, the rank of 'input' must be great equal than 2, but get "
                         f"shape: {' '.join(map(str, shape))}")
    out = call("svd", input, full_matrices=full_matrices, compute_uv=compute_uv)
    return out if compute_uv else out[0]


def _svd_prim(input, full_matrices=False, compute_uv=True):
    """``ops.Svd``: (s, u, v) always; without ``compute_uv`` u and v are a zero of shape (1,)
    each, as 2.10's primitive gives them (measured, both modes)."""
    out = svd(input, full_matrices, compute_uv)
    if compute_uv:
        return out
    zero = F.zeros((1,), input.dtype)
    return out, zero, zero


def join_complex(re, im):
    """``re + i * im`` (Complex128 for Float64 parts, else Complex64)."""
    unit = Tensor(1j, mstype.complex128 if re.dtype == mstype.float64 else mstype.complex64)
    return re + im * unit


def eig(A):
    """(eigenvalues, eigenvectors), complex."""
    wr, wi, vr, vi = call("eig", A, compute_v=True)
    return join_complex(wr, wi), join_complex(vr, vi)


def eigvals(A):
    """Eigenvalues, complex."""
    return join_complex(*call("eig", A, compute_v=False))


def _eig_prim(x, compute_v=False):
    if compute_v:
        return eig(x)
    return eigvals(x), F.cast(AO.zeros((), mstype.float32), mstype.complex64)


class Eigh(Primitive):
    """``ops.operations.linalg_ops.Eigh(compute_eigenvectors=True, lower=True)``: eigenvalues
    (ascending) and eigenvectors of the Hermitian matrix in the lower (``lower``) or upper
    triangle of its input; only the eigenvalues when not ``compute_eigenvectors``. A complex
    input gives complex eigenvalues in ascending ``|w|`` (2.10's ComplexEigenSolver)."""

    def __init__(self, compute_eigenvectors=True, lower=True):
        Primitive.__init__(self, "Eigh")
        check_value_type("compute_eigenvectors", compute_eigenvectors, [bool], "Eigh")
        check_value_type("lower", lower, [bool], "Eigh")
        self.compute_eigenvectors, self.lower = compute_eigenvectors, lower
        self.add_prim_attr("lower", lower)
        self.add_prim_attr("compute_eigenvectors", compute_eigenvectors)

    def __call__(self, a):
        out = call("eigh", a, compute_v=self.compute_eigenvectors, lower=self.lower,
                   abs_order=True)
        return out if self.compute_eigenvectors else out[0]


def lstsq_v2_grad(dx, a, b):
    """(grad_a, grad_b) of ``mindspore.scipy.linalg.lstsq``'s solution for the cotangent
    ``dx`` (``ops.auto_generate.lstsq_v2_grad_op``)."""
    return call("lstsq_v2_grad", dx, a, b)


_LSTSQ_DRIVERS = (None, "gels", "gelsy", "gelss", "gelsd")


def lstsq_v2(A, B, driver=None):  # pylint: disable=invalid-name
    """``ops.auto_generate.LstsqV2()(A, B, driver)`` (``mindspore.scipy.linalg.lstsq``):
    (solution, residuals, rank, singular values), the last three empty where ``driver``
    (default ``"gelsy"``) does not compute them."""
    if driver not in _LSTSQ_DRIVERS:
        raise ValueError(f'Failed to convert the value "{driver}" of input \'driver\' of '
                         f"'LstsqV2' to enum.")
    floats = (mstype.float32, mstype.float64, mstype.complex64, mstype.complex128)
    if A.dtype not in floats or B.dtype != A.dtype:
        raise TypeError(f"For 'LstsqV2', 'A' and 'B' must have the same float or complex "
                        f"dtype, but got {A.dtype} and {B.dtype}.")
    if A.ndim < 2:
        raise ValueError(f"For 'LstsqV2', 'A' must have at least 2 dimensions, but got "
                         f"{A.ndim}.")
    vector = B.ndim == A.ndim - 1
    if B.ndim < 1 or (B.shape[-1] if vector else B.shape[-2]) != A.shape[-2]:
        raise ValueError(f"For 'LstsqV2', the rows of 'A' and 'B' must match, but got shapes "
                         f"{tuple(A.shape)} and {tuple(B.shape)}.")
    return call("lstsq_v2", A, B, driver=driver or "gelsy")


def lstsq(input, A):
    """Least squares: ``X`` minimising ``||input @ X - A||``."""
    return call("lstsq", input, A)


def _lstsq_prim(x, a, fast=True, l2_regularizer=0.0):
    if l2_regularizer == 0.0:
        return lstsq(x, a)
    xt = AO.swapaxes(x, -1, -2)
    gram = F.matmul(xt, x)
    gram = gram + l2_regularizer * _eye_like(gram)
    return matrix_solve(gram, F.matmul(xt, a))


def _matrix_solve_ls(matrix, rhs, l2, fast=True):
    """Regularised least squares ``min ||matrix @ x - rhs||^2 + l2 ||x||^2`` (normal
    equations; the minimum-norm form when the matrix is wide)."""
    m, n = shape_of(matrix)[-2:]
    at = AO.swapaxes(matrix, -1, -2)
    l2 = F.cast(l2, matrix.dtype)
    if m >= n:
        gram = F.matmul(at, matrix)
        return matrix_solve(gram + l2 * _eye_like(gram), F.matmul(at, rhs))
    gram = F.matmul(matrix, at)
    return F.matmul(at, matrix_solve(gram + l2 * _eye_like(gram), rhs))


def lu_solve(b, LU_data, LU_pivots):
    """Solve ``A @ x = b`` from A's packed LU factorisation and 1-based pivots."""
    return call("lu_solve", b, LU_data, LU_pivots)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
    """(P, L, U) of a packed LU factorisation."""
    return call("lu_unpack", LU_data, LU_pivots, unpack_data=unpack_data,
                unpack_pivots=unpack_pivots)


def geqrf(input):
    """(packed Householder vectors and R, tau), LAPACK's geqrf."""
    return call("geqrf", input)


def orgqr(input, input2):
    """Q from ``geqrf``'s Householder vectors ``input`` and ``tau`` ``input2``."""
    return call("orgqr", input, input2)


def ormqr(input, tau, other, left=True, transpose=False):
    """``Q @ other`` (or ``other @ Q``; ``adj(Q)`` when ``transpose``), Q from ``geqrf``."""
    return call("ormqr", input, tau, other, left=left, transpose=transpose)


# ---- norms --------------------------------------------------------------------------------------
def vector_norm(x, ord=2, axis=None, keepdims=False, *, dtype=None):
    """The ``ord``-norm over ``axis`` (all axes when None): inf/-inf max/min |x|, 0 the number
    of non-zeros, else ``sum(|x|**ord) ** (1/ord)``."""
    if dtype is not None:
        x = F.cast(x, dtype)
    a = F.abs(x)
    if ord in (math.inf, -math.inf):
        return _first_extreme(a, axis, keepdims, ord > 0)
    if ord == 0:
        return R.sum(F.cast(F.not_equal(a, 0), a.dtype), axis, keepdims)
    if ord == 1:
        return R.sum(a, axis, keepdims)
    if ord == 2:
        return F.sqrt(R.sum(a * a, axis, keepdims))
    return _pow_norm(a, ord, axis, keepdims)


_FIRST_EXTREME = get_op("first_extreme")


def _first_extreme(a, axis, keepdims, largest):
    """max (min) of ``a`` over ``axis`` (all axes when None or ()) whose gradient goes to its
    first extreme in row-major order over ``axis`` (the ``first_extreme`` primitive), as 2.10's
    vector_norm(inf) (measured: rows [1, 3, 3, 2], [3, 0, 1, 3] give [0, 1, 0, 0], [1, 0, 0, 0]
    over dim 1; all axes [0, 1, 0, 0], [0, 0, 0, 0]) and matrix_norm(inf) (rows of equal sums:
    the first); amax would split it between ties."""
    if 0 in shape_of(a):       # 2.10 (measured): its ArgMax/MinWithValue refuses any empty input
        raise ValueError(f"{'ArgMaxWithValue' if largest else 'ArgMinWithValue'} cannot deal "
                         f"with empty input. Please try other inputs")
    axes = (axis,) if isinstance(axis, int) else (tuple(axis) if axis else None)
    return dispatch(_FIRST_EXTREME, (a,), freeze_attrs(
        {"axis": axes, "keep_dims": bool(keepdims), "largest": bool(largest)}))


def _pow_norm(a, p, axis, keepdims):
    """``sum(a**p) ** (1/p)`` of a non-negative ``a``. Half and single inputs accumulate in
    Float64: 2.10's CPU kernel keeps denormal terms (it turns flush-to-zero off), which XLA's
    CPU code flushes, so ``|x|**90`` of a Float32 0.34 (about 4e-43) would sum to 0."""
    if a.dtype in (mstype.float16, mstype.float32):
        return F.cast(_pow_norm(F.cast(a, mstype.float64), p, axis, keepdims), a.dtype)
    return F.pow(R.sum(F.pow(a, p), axis, keepdims), 1.0 / p)


def matrix_norm(A, ord="fro", axis=(-2, -1), keepdims=False, *, dtype=None):
    """Matrix norm over the two ``axis``: 'fro', 'nuc', inf/-inf (row sums), 1/-1 (column
    sums), 2/-2 (largest/smallest singular value)."""
    if dtype is not None:
        A = F.cast(A, dtype)
    r0, r1 = (a % len(shape_of(A)) for a in axis)
    if ord == "fro":
        return vector_norm(A, 2, (r0, r1), keepdims)
    if ord in ("nuc", 2, -2):
        A = _move_last(A, r0, r1)
        if 0 in shape_of(A):    # 2.10's Svd kernel text (measured: matrix_norm/norm of (0, 3))
            raise RuntimeError("For Svd, the input can not be a empty tensor, but got: "
                               f"[const vector]{{{', '.join(map(str, shape_of(A)))}}}")
        s = svd(A, compute_uv=False)
        out = {"nuc": R.sum, 2: R.amax, -2: R.amin}[ord](s, -1)
        return _keep(out, r0, r1, keepdims)
    if ord in (1, -1, math.inf, -math.inf):
        sum_ax, red_ax = (r0, r1) if ord in (1, -1) else (r1, r0)
        sums = R.sum(F.abs(A), sum_ax, True)
        out = _first_extreme(sums, red_ax, True, ord > 0)     # 2.10: a tie to the first
        return out if keepdims else AO.squeeze(out, (r0, r1))
    raise ValueError(f"For 'matrix_norm', 'ord' must be 'fro', 'nuc', inf, -inf, 1, -1, 2 or "
                     f"-2, but got {ord!r}")


_MATRIX_ORDS = (2, -2, 1, -1, float("inf"), -float("inf"), "fro", "nuc", None)


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    """Vector norm over an int ``dim``, matrix norm over a 2-tuple ``dim`` (2.10's ``ops.norm``).
    With ``dim=None``: the 2-norm of the flattened input when ``ord`` is None, else the vector
    norm of a 1-D or the matrix norm of a 2-D input. Vector ``ord``: inf, -inf, 0 (non-zeros)
    or any p; matrix ``ord``: 'fro', 'nuc', inf/-inf (row sums), 1/-1 (column sums), 2/-2
    (largest/smallest singular value).

    >>> from minicell import ops, Tensor
    >>> ops.norm(Tensor([[-4.0, -3.0], [2.0, 1.0]]), float("inf")).asnumpy().item()
    7.0
    """
    if isinstance(A, Tensor) and A.dtype == mstype.bool_:   # 2.10 squares it: no bool kernel
        raise TypeError("Select CPU operator[Square] fail! Unsupported data type! No kernel for "
                        "input[Bool].")
    nd = len(shape_of(A))
    if dim is None:
        dims = tuple(range(nd))
        flat = ord is None or (ord == "fro" and nd == 2) or (ord == 2 and nd == 1)
    elif isinstance(dim, int):
        dims, flat = (dim,), False
    elif isinstance(dim, tuple):
        if len(dim) > 2:
            raise ValueError("For norm, the dimensions is out of range.")
        dims, flat = dim, False
    else:
        raise TypeError(f"For norm, the dim should be int or tuple of int, but got {type(dim)}")
    if len(dims) == 1 and isinstance(ord, str):
        raise TypeError(f"For norm, ord mode can not be str for vectors, but got {ord}.")
    if len(dims) == 2 and ord not in _MATRIX_ORDS:
        raise ValueError("For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), "
                         f"-float('inf'), 'fro', 'nuc', None] for matrices, but got {ord}.")
    if dtype is not None:
        A = F.cast(A, dtype)
    if flat or (len(dims) == 1 and ord is None):
        # (F.square: 2.10 adds Mul's two gradients of ``A * A`` before ``A``'s other uses'
        # (``x / norm(x)``), square's one is that sum; ``A * A`` gave 65% of them)
        sq = F.real(F.conj(A) * A) if F.is_complex(A) else F.square(A)
        return F.sqrt(R.sum(sq, R.reduce_sum_axis(sq, dims), keepdim))   # 2.10: ReduceSum
    if len(dims) == 1:      # (2.10: LpNorm for an ord above 0)
        if ord == 2 and A.dtype == mstype.float32:
            return _lp_norm(A, dims, 2, keepdim)
        return vector_norm(A, ord, dims, keepdim)
    if len(dims) != 2:          # 2.10 returns None here
        raise ValueError(f"For norm, the input must be 1-D or 2-D when 'dim' is None and 'ord' "
                         f"is {ord!r}, but got {nd}-D")
    if any(not -nd <= a < nd for a in dims):
        raise ValueError("For norm, the dim is out of range.")
    r0, r1 = (a % nd for a in dims)
    if r0 == r1:
        raise ValueError("For norm, the elements of dim can not be duplicate.")
    if ord in (2, -2, "nuc"):
        A = F.cast(A, mstype.float32)   # 2.10 takes the singular values in float32
    return matrix_norm(A, "fro" if ord is None else ord, (r0, r1), keepdim)


def _move_last(x, r0, r1):
    """``x`` with axes ``r0, r1`` moved last."""
    nd = len(shape_of(x))
    rest = [i for i in range(nd) if i not in (r0, r1)]
    return AO.transpose(x, tuple(rest + [r0, r1]))


def _keep(out, r0, r1, keepdims):
    if keepdims:
        for ax in sorted((r0, r1)):
            out = AO.expand_dims(out, ax)
    return out


def _lp_norm(input, axis, p=2, keep_dims=False, epsilon=1e-12):
    """``ops.LpNorm``: the ``p``-norm over ``axis``, at least ``epsilon`` (2.10's kernel). A
    slice of zeros takes a zero gradient, as 2.10's bprop (measured, both modes; the norm's own
    derivative there is 0/0, NaN)."""
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    if p == 2 and input.dtype == mstype.float32 and axes:      # its order of sums, its bprop
        return call("lp_norm2", input, axis=axes, keep_dims=keep_dims, epsilon=float(epsilon))
    zero = vector_norm(F.stop_gradient(input), p, axes, True) == 0
    out = vector_norm(AO.where(zero, F.ones_like(input), input), p, axes, keep_dims)
    out = AO.where(zero if keep_dims else zero.reshape(shape_of(out)), F.zeros_like(out), out)
    return F.maximum(out, F.cast(epsilon, out.dtype)) if epsilon else out



def _nuclear_norm(input, dim=None, keepdim=False):
    """``ops.NuclearNorm``: the nuclear norm over ``dim`` (a 2-D input's two axes when None)."""
    if dim is None:
        if len(shape_of(input)) != 2:
            raise ValueError(f"For 'NuclearNorm', 'dim' may be None only for a 2-D input, but "
                             f"got shape {shape_of(input)}")
        dim = (0, 1)
    return matrix_norm(input, "nuc", tuple(dim), keepdim)
