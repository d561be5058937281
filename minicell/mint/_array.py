"""mint's shape, indexing, creation, random and linear-algebra functions: PyTorch-style
spellings (``dim``, ``dims``, ``size``, ``generator``) over minicell.ops.

A ``generator`` (``ms.Generator``) given to a random function steps its offset and gives the
draw an op-level seed made from its seed and offset. As with ``ops.rand``'s ``seed``, an op seed
continues its own stream, so a generator reset with ``manual_seed`` does not replay its earlier
draws (MindSpore's does). Without one, draws come from the ``set_seed`` stream as ``ops.rand``'s.
"""
import numpy as np

from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import extra_ops, random_ops
from ..ops._util import check_dims, mixed_dtypes
from ..ops._arg_checks import dim_range_check, repeat_dim_check
from ..ops.creation_ops import check_fill_scalar, filled_as, negative_dims
from ._dims import (check_argsort_dim, check_softmax_dim, check_topk_dim, dim_size, first_rank,
                    narrow)
from ..ops.linalg_funcs import matrix_triangular_solve
from ..ops.tensor_overloads import select_dim
from ._ext_checks import ext_checked
from ._math import takes_tensors

__all__ = [
    "argmax", "argmin", "argsort", "bernoulli", "cat", "concat", "cdist", "chunk", "clone",
    "conv_tbc", "cummax", "cummin", "diag", "diff", "empty", "empty_like", "flatten", "gather",
    "index_add", "index_select", "meshgrid", "multinomial", "narrow", "normal", "rand",
    "rand_like", "randint", "randint_like", "randn", "randn_like", "randperm", "repeat_interleave",
    "scatter", "scatter_add", "select", "softmax", "sort", "split", "squeeze", "stack", "topk",
    "transpose", "triangular_solve", "unique", "where", "zeros", "ones", "full", "linspace", "item", "batch_norm_stats", "batch_norm_elemt",
    "batch_norm_gather_stats_with_counts",
]


def _arg_ext(prim):
    return ext_checked(prim, (("input", "Tensor"), ("dim", "int"), ("keepdim", "bool")), "dim")


@_arg_ext("ArgMaxExt")
def argmax(input, dim=None, keepdim=False):
    """Index of the largest element (of the flattened input when ``dim`` is None)."""
    return ops.argmax(input, dim, keepdim)


@_arg_ext("ArgMinExt")
def argmin(input, dim=None, keepdim=False):
    """Index of the smallest element (of the flattened input when ``dim`` is None)."""
    return ops.argmin(input, dim, keepdim)


def sort_ext(input, *, dim=-1, descending=False, stable=False):
    """(values, Int64 indices) sorted along ``dim``; the sort is always stable here. Named
    ``sort_ext`` as 2.10's (its errors say ``sort_ext() takes 1 positional argument``)."""
    nd = first_rank([input])
    if nd is not None and isinstance(dim, int) and not -max(nd, 1) <= dim < max(nd, 1):
        raise ValueError(f"For primitive[SortExt], the dim must be in [{-max(nd, 1)},"
                         f"{max(nd, 1)}), but got {dim}.")
    values, indices = ops.sort(input, dim, descending)
    return values, ops.cast(indices, mstype.int64)


sort = sort_ext


def argsort(input, dim=-1, descending=False, stable=False):
    """Int64 indices that sort ``input`` along ``dim``."""
    check_argsort_dim(input, dim, descending, stable)
    return sort(input, dim=dim, descending=descending, stable=stable)[1]


def topk(input, k, dim=-1, largest=True, sorted=True):
    """(values, indices) of the ``k`` largest (or smallest) elements along ``dim``."""
    n = check_topk_dim(input, dim)
    if isinstance(k, int) and n is not None and not 0 <= k <= n:      # 2.10's TopkExt text
        raise ValueError(f"For primitive[TopkExt], the k must be in [0,{n}], but got {k}.")
    return ops.topk(input, k, dim, largest, sorted)


def cat(tensors, dim=0):
    """Join ``tensors`` along an existing ``dim`` (2.10's Concat texts: none, a bad ``dim``)."""
    if isinstance(tensors, (list, tuple)) and not tensors:
        raise ValueError("For primitive[Concat], the elements size must be greater than 0, but "
                         "got 0.")
    nd = first_rank(tensors)
    if nd and isinstance(dim, int) and not -nd <= dim < nd:
        raise ValueError(f"For primitive[Concat], the axis value must be in [{-nd},{nd}), but "
                         f"got {dim}.")
    return ops.cat(tensors, dim)


concat = cat


def stack(tensors, dim=0):
    """Join ``tensors`` along a new ``dim`` (of one dtype: 2.10 has no StackExt kernel for a mix,
    in either mode, where ``ops.stack`` raises Stack's TypeError)."""
    if isinstance(tensors, (list, tuple)) and mixed_dtypes(tensors):
        raise RuntimeError("The kernel StackExt unregistered.")
    nd = first_rank(tensors)
    if nd is not None and isinstance(dim, int) and not -nd - 1 <= dim <= nd:
        raise ValueError(f"For primitive[StackExt], the dim must be in [{-nd - 1},{nd}], but got "
                         f"{dim}.")
    return ops.stack(tensors, dim)


def chunk(input, chunks, dim=0):
    """Split into ``chunks`` pieces along ``dim`` (the last may be smaller)."""
    if isinstance(chunks, int) and chunks <= 0:
        raise ValueError(f"For 'chunk', chunks should be greater than 0, but got {chunks}")
    return ops.chunk(input, chunks, dim)


def split(tensor, split_size_or_sections, dim=0):
    """Split into pieces of a size, or of the listed sizes, along ``dim``."""
    if isinstance(tensor, Tensor):
        dim_range_check(dim, len(tensor.shape))
    if isinstance(split_size_or_sections, int) and split_size_or_sections <= 0:
        raise ValueError(f"For 'split_tensor', split_size must be positive, but got "
                         f"{split_size_or_sections}.")
    return ops.split(tensor, split_size_or_sections, dim)


def squeeze(input, dim=None):
    """Remove size-1 dims (only ``dim`` when given)."""
    return ops.squeeze(input, dim)


@ext_checked("FlattenExt", (("input", "Tensor"), ("start_dim", "int"), ("end_dim", "int")))
def flatten(input, start_dim=0, end_dim=-1):
    """Merge dims ``start_dim..end_dim`` into one (all dims by default)."""
    for d in (start_dim, end_dim):     # 2.10 checks both before their order
        dim_range_check(d, max(input.ndim, 1))
    return ops.flatten(input, start_dim=start_dim, end_dim=end_dim)


@ext_checked("TransposeExtView", (("input", "Tensor"), ("dim0", "int"), ("dim1", "int")))
def transpose(input, dim0, dim1):
    """Swap two dims; one out of range is 2.10's 'Dimension out of range' ValueError."""
    if isinstance(input, Tensor):
        check_dims([d for d in (dim0, dim1) if isinstance(d, int)], input.ndim)
    return ops.swapaxes(input, dim0, dim1)


def select(input, dim, index):
    """The slice at ``index`` of ``dim``, with that dim removed (``Tensor.select(dim, index)``)."""
    return select_dim(input, dim, index)


def gather(input, dim, index):
    """``out[i][j] = input[index[i][j]][j]`` for ``dim=0`` (and so on): gather along ``dim``."""
    if isinstance(input, Tensor) and dim_size(input, dim) is None and isinstance(dim, int):
        nd = len(input.shape)
        raise ValueError(f"For primitive[GatherD], the dim value must be in [{-nd},{nd}], but "
                         f"got {dim}.")
    return ops.gather_elements(input, dim, index)


def index_select(input, dim, index):
    """The entries of ``dim`` listed in 1-D ``index``."""
    if isinstance(input, Tensor) and dim_size(input, dim) is None and isinstance(dim, int):
        nd = len(input.shape)
        raise ValueError(f"For 'IndexSelect', the axis must be in '[{-nd}, {nd})', but got {dim}.")
    return ops.index_select(input, dim, index)


def scatter(input, dim, index, src):
    """``input`` with ``src`` (a Tensor or a number) written at ``index`` along ``dim``:
    ``ops.scatter`` under mint's parameter names (2.10's example passes ``dim=`` by name)."""
    return ops.scatter(input, dim, index, src)


@ext_checked("ScatterAddExt", (("input", "Tensor"), ("dim", "int"), ("index", "Tensor"),
                               ("src", "Tensor")))
def scatter_add(input, dim, index, src):
    """``input`` with ``src`` added at ``index`` along ``dim`` (2.10's ScatterAddExt: a
    ``dim`` out of range is its ValueError)."""
    from ..ops._util import check_same_dtype, check_scatter_add_dim
    check_scatter_add_dim(input, dim)
    check_same_dtype("ScatterAddExt", ("input", input), ("src", src))
    return ops.tensor_scatter_elements(input, index, src, dim, "add")


def index_add(input, dim, index, source, *, alpha=1):
    """``input`` with ``alpha * source`` added at the entries ``index`` of ``dim``."""
    if not (isinstance(alpha, (int, float)) and alpha == 1):
        source = ops.mul(source, alpha)
    return ops.index_add(input, ops.cast(index, mstype.int32), source, dim)


def cummax(input, dim):
    """(running maxima, their Int64 indices) along ``dim``."""
    return ops.cummax(input, dim)


def cummin(input, dim):
    """(running minima, their Int64 indices) along ``dim``."""
    return ops.cummin(input, dim)


@takes_tensors("DiagExt", ("input", "diagonal"))
@ext_checked("DiagExt", (("input", "Tensor"), ("diagonal", "int")))
def diag(input, diagonal=0):
    """A 1-D input: the square matrix with it on diagonal ``diagonal``; a 2-D input: that
    diagonal."""
    if input.ndim == 1:
        return ops.diagflat(input, diagonal)
    if input.ndim == 2:
        return ops.diagonal(input, diagonal)
    raise RuntimeError(f"Failure info [For diag, the shape of input must 1 or 2, but got "
                       f"{input.ndim}.].")


@takes_tensors("Diff", ("input", "n", "dim", "prepend", "append"))
def diff(input, n=1, dim=-1, prepend=None, append=None):
    """``n``-th forward difference along ``dim`` (any ``n``, unlike ``ops.diff``)."""
    from ..ops.array_ext_math import diff_n
    return diff_n(input, n, dim, prepend, append)


def repeat_interleave(input, repeats, dim=None, *, output_size=None):
    """Repeat each element ``repeats`` times along ``dim`` (of the flattened input when
    None). A negative count is 2.10's RuntimeError of its RepeatInterleaveInt /
    RepeatInterleaveTensor kernels (``ops.repeat_interleave`` gives a ValueError)."""
    from ..ops._util import values_for_shape
    counts = values_for_shape(repeats, "repeat_interleave with Tensor repeats")
    is_seq = isinstance(counts, (list, tuple))
    if any(isinstance(c, (int, np.integer)) and c < 0 for c in (counts if is_seq else [counts])):
        prim = "RepeatInterleaveTensor" if is_seq or isinstance(repeats, Tensor) \
            else "RepeatInterleaveInt"
        raise RuntimeError(f"For '{prim}', 'repeats' can not be negative.")
    repeat_dim_check(input, repeats, dim)
    return ops.repeat_interleave(input, repeats, dim)


def softmax(input, dim, *, dtype=None):
    """Softmax along ``dim`` (computed in ``dtype`` when given)."""
    check_softmax_dim(dim)
    if isinstance(input, Tensor) and not input.ndim and dim in (0, -1):  # 2.10 takes a 0-d one
        return ops.softmax(input.reshape((1,)), 0, dtype=dtype).reshape(())   # (ops: refused)
    return ops.softmax(input, dim, dtype=dtype)


@takes_tensors("where", ("condition", "input", "other"))
def where(condition, input=None, other=None):
    """``where(condition, input, other)``: pick elementwise; ``where(condition)``: the
    indices of the true elements, one tensor per dim."""
    if input is None and other is None:
        return ops.nonzero(condition, as_tuple=True)
    return ops.where(condition, input, other)


@takes_tensors("Unique2", ("input", "sorted", "return_inverse", "return_counts"))
def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """The distinct elements of ``input`` (or its slices along ``dim``) with their inverse
    indices and counts as asked (``ops.extra_ops.unique_ext``); PYNATIVE_MODE only."""
    return extra_ops.unique_ext(input, sorted, return_inverse, return_counts, dim)


def meshgrid(*tensors, indexing=None):
    """Coordinate grids ('ij' indexing by default, as PyTorch)."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    return ops.meshgrid(*tensors, indexing=indexing or "ij")


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    """Pairwise p-norm distances between the rows of ``x1`` and ``x2`` (``compute_mode`` picks
    an algorithm in MindSpore; the values are the same)."""
    return ops.cdist(x1, x2, p)


@takes_tensors("Clone", ("input",))
def clone(input):
    """A copy of ``input``."""
    return ops.identity(input)


def conv_tbc(input, weight, bias, pad=0):
    """1-D convolution in time-batch-channel layout: ``input`` (T, B, C_in), ``weight``
    (K, C_in, C_out), ``bias`` (C_out,) -> (T', B, C_out)."""
    x = ops.permute(input, (1, 2, 0))
    w = ops.permute(weight, (2, 1, 0))
    out = ops.conv1d(x, w, bias, 1, "pad", pad)
    return ops.permute(out, (2, 0, 1))


def triangular_solve(b, A, upper=True, transpose=False, unitriangular=False):
    """(X, A) solving ``A X = b`` (``A^T X = b`` with ``transpose``) for triangular ``A``."""
    coef = A
    if unitriangular:
        eye = ops.eye(A.shape[-1], A.shape[-1], A.dtype)
        coef = ops.add((ops.triu(A, 1) if upper else ops.tril(A, -1)), eye)
    return matrix_triangular_solve(coef, b, not upper, transpose), A


def _moments_dims(input):
    return (0,) + tuple(range(2, input.ndim))


def _per_channel(t, ndim):
    return ops.reshape(t, (1, -1) + (1,) * (ndim - 2))


def batch_norm_stats(input, eps):
    """(mean, invstd) per channel (dim 1), invstd = 1 / sqrt(biased var + eps)."""
    dims = _moments_dims(input)
    return ops.mean(input, dims), ops.rsqrt(ops.add(ops.var(input, dims, 0), eps))


@takes_tensors("BatchNormElemt", ("input", "weight", "bias", "mean", "invstd", "eps"))
def batch_norm_elemt(input, weight=None, bias=None, mean=None, invstd=None, eps=1e-05):
    """``(input - mean) * invstd * weight + bias`` per channel."""
    out = ops.mul(ops.sub(input, _per_channel(mean, input.ndim)),
                  _per_channel(invstd, input.ndim))
    if weight is not None:
        out = ops.mul(out, _per_channel(weight, input.ndim))
    if bias is not None:
        out = ops.add(out, _per_channel(bias, input.ndim))
    return out


def batch_norm_gather_stats_with_counts(input, mean, invstd, running_mean=None,
                                        running_var=None, momentum=0.1, eps=1e-05, counts=None):
    """Combine per-device (mean, invstd) rows weighted by ``counts`` into the global (mean,
    invstd); ``running_mean``/``running_var`` (Parameters) move by ``momentum``."""
    w = ops.reshape(ops.cast(counts, mean.dtype), (-1, 1))
    total = ops.sum(w)
    g_mean = ops.div(ops.sum(ops.mul(mean, w), 0), total)
    var_i = ops.sub(ops.reciprocal(ops.square(invstd)), eps)
    g_var = ops.div(ops.sum(ops.mul(ops.add(var_i, ops.square(ops.sub(mean, g_mean))), w), 0),
                    total)
    if running_mean is not None:
        running_mean.set_data(ops.add(ops.mul(running_mean, 1 - momentum),
                                      ops.mul(g_mean, momentum)))
    if running_var is not None:
        unbiased = ops.div(ops.mul(g_var, total), ops.sub(total, 1))
        running_var.set_data(ops.add(ops.mul(running_var, 1 - momentum),
                                     ops.mul(unbiased, momentum)))
    return g_mean, ops.rsqrt(ops.add(g_var, eps))


# creation and random draws

def _size(size):
    """``f(2, 3)``, ``f((2, 3))`` and ``f([2, 3])`` all mean shape (2, 3)."""
    if len(size) == 1 and isinstance(size[0], (list, tuple)):
        return tuple(size[0])
    return tuple(size)


def _sample_size(size):
    """``rand``/``randn``'s size: as ``_size``; after a tuple or list the other positional
    arguments are ignored, as 2.10 (``mint.randn((2, 3), ms.float16)``: Float32, measured)."""
    size = _size(size[:1] if size and isinstance(size[0], (list, tuple)) else size)
    return negative_dims(size, "Empty")     # 2.10 samples into an Empty Tensor (its text)


def _seed(generator):
    """None (the set_seed stream), or a seed made from ``generator``'s seed and offset."""
    if generator is None:
        return None
    seed, offset = generator._step(1)
    return (seed * 1000003 + offset) % (2 ** 31 - 1) + 1


def zeros(size, *, dtype=None):
    """Zeros of ``size`` (Float32 by default)."""
    return ops.zeros(size, dtype or mstype.float32)


def ones(size, *, dtype=None):
    """Ones of ``size`` (Float32 by default)."""
    return ops.ones(size, dtype or mstype.float32)


def full(size, fill_value, *, dtype=None):
    """``size`` filled with ``fill_value``; without ``dtype``, the value's kind decides (Bool,
    Int64, Float32; a Tensor its own), as PyTorch. 2.10's ``mint.full`` (FillScalar) has no CPU
    kernel to measure; ``ops.full`` is Int64 whatever the value."""
    check_fill_scalar(size, fill_value)
    if dtype is None:
        dtype = fill_value.dtype if isinstance(fill_value, Tensor) else mstype.bool_ \
            if isinstance(fill_value, bool) else mstype.int64 if isinstance(fill_value, int) \
            else mstype.float32
    return ops.full(size, fill_value, dtype=dtype)


def linspace(start, end, steps, *, dtype=None):
    """``steps`` evenly spaced values from ``start`` to ``end`` inclusive (Float32 by default;
    an integer ``dtype`` truncates them)."""
    if isinstance(steps, int) and steps <= 0:
        raise ValueError(f"For primitive[LinSpaceExt], the steps must be greater than 0, but "
                         f"got {steps}.")
    return ops.cast(ops.linspace(start, end, steps), dtype or mstype.float32)


@takes_tensors("Item", ("input",))
def item(input):
    """The value of a one-element Tensor as a Python number."""
    return input.item()


def empty(*size, dtype=None, device=None):
    """A tensor of ``size`` with unspecified values (zeros here: JAX has no uninitialized
    buffers)."""
    return filled_as("Empty", _size(size), dtype or mstype.float32)


@takes_tensors("EmptyLike", ("input",))
def empty_like(input, *, dtype=None, device=None):
    """As :func:`empty`, shaped like ``input``."""
    return ops.zeros(input.shape, dtype or input.dtype)


def rand(*size, generator=None, dtype=None, device=None):
    """Uniform [0, 1) samples."""
    return ops.rand(*_sample_size(size), dtype=dtype, seed=_seed(generator))


@takes_tensors("RandLikeExt", ("tensor",))
def rand_like(input, *, dtype=None, device=None):
    """Uniform [0, 1) samples shaped like ``input``."""
    return ops.rand(*input.shape, dtype=_float_like("rand_like_ext", input, dtype))


def randn(*size, generator=None, dtype=None, device=None):
    """N(0, 1) samples."""
    return ops.randn(*_sample_size(size), dtype=dtype, seed=_seed(generator))


@takes_tensors("RandnLike", ("input",))
def randn_like(input, *, dtype=None, device=None):
    """N(0, 1) samples shaped like ``input``."""
    return ops.randn(*input.shape, dtype=_float_like("randn_like_ext", input, dtype))


def _float_like(op, input, dtype):
    """The samples' dtype: ``dtype`` or ``input``'s, a float type (2.10: TypeError, measured)."""
    dtype = dtype or input.dtype
    if dtype not in mstype.float_type:
        raise TypeError(f"For '{op}', the 'dtype' must be a float type, but got {dtype}.")
    return dtype


def _low_high(args, name):
    if len(args) == 1:
        return 0, args[0]
    if len(args) == 2:
        return args
    raise TypeError(f"For '{name}', expected (high, ...) or (low, high, ...), but got "
                    f"{len(args)} bounds.")


def randint(*args, generator=None, dtype=None, device=None):
    """``randint(high, size)`` or ``randint(low, high, size)``: Int64 integers in
    [low, high)."""
    low, high = _low_high(args[:-1], "randint")
    from ..ops.random_ops import draw_ints      # mint takes lists and Tensors for the size
    return draw_ints(low, high, negative_dims(args[-1], "Empty"), _seed(generator), dtype=dtype)


def randint_like(*args, dtype=None, device=None):
    """``randint_like(input, high)`` or ``randint_like(input, low, high)``."""
    low, high = _low_high(args[1:], "randint_like")
    from ..ops.random_ops import draw_ints
    return draw_ints(low, high, args[0].shape, dtype=dtype or args[0].dtype)


def randperm(n, *, generator=None, dtype=mstype.int64):
    """A random permutation of 0 .. n-1."""
    if isinstance(n, int) and n < 0:
        raise ValueError(f"For 'RandpermExt', the input 'n' must be >= 0, but got data: {n}.")
    seed = _seed(generator)
    return ops.randperm(n, -1 if seed is None else seed, 0, dtype)


def normal(mean=0.0, std=1.0, size=None, generator=None):
    """N(mean, std**2) samples: shaped as the broadcast ``mean`` and ``std`` tensors, or as
    ``size`` for float ``mean`` and ``std``."""
    if isinstance(std, (int, float)) and std < 0:       # 2.10's Normal*Float primitives
        kind = "Tensor" if isinstance(mean, Tensor) else "Float"
        raise ValueError(f"For primitive[Normal{kind}Float], the std must be greater than or "
                         f"equal to 0, but got {std:g}.")
    if size is None:
        size = np.broadcast_shapes(getattr(mean, "shape", ()), getattr(std, "shape", ()))
    return random_ops.draw_normal(size, mean, std, _seed(generator))


@takes_tensors("BernoulliExt", ("input",))
def bernoulli(input, *, generator=None):
    """0/1 draws with probabilities ``input``, in ``input``'s dtype."""
    return ops.bernoulli(input, input, _seed(generator))


def multinomial(input, num_samples, replacement=False, *, generator=None):
    """Int64 indices drawn by the weights in each row of ``input`` (PyTorch's dtype; 2.10's
    MultinomialExt has no CPU kernel; ``ops.multinomial`` gives Int32)."""
    return ops.cast(ops.multinomial(input, num_samples, replacement, _seed(generator)),
                    mstype.int64)
