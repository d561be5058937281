"""Linear algebra: matmul (with transpose flags, batched by broadcasting) and einsum."""
import math

import jax.numpy as jnp

from ..checks import ShapeMismatchError
from ..registry import register
from .math import NUMBER, _is_weak, _ms_dtype, accept_only, promote  # noqa: F401 (linalg_ext)


def check_same_dtype(op_name, x, y, x_name="x1", y_name="x2", floats_may_differ=False):
    """MindSpore's MatMul/Dense rule: both tensor operands have one dtype (no implicit cast:
    int32 @ float32 and float32 @ float16 are TypeErrors, int32 @ int32 is fine). Python
    scalars (weak types) follow the tensor. ``floats_may_differ``: two float dtypes are allowed
    (Dense under ``Cell.to_float``, where MindSpore casts the Parameters to the cell's dtype).
    Runs while tracing only: free per eager call."""
    if _is_weak(x) or _is_weak(y):
        return
    dx, dy = jnp.result_type(x), jnp.result_type(y)
    if floats_may_differ and jnp.issubdtype(dx, jnp.floating) and jnp.issubdtype(dy, jnp.floating):
        return
    if dx != dy:
        raise TypeError(f"For '{op_name}', the type of '{y_name}' should be same as '{x_name}', "
                        f"but got '{x_name}' with type {_ms_dtype(x)} and '{y_name}' with type "
                        f"{_ms_dtype(y)}.")


def _inner_dims(x, y, transpose_a, transpose_b):
    kx = x.shape[-2] if (transpose_a and x.ndim >= 2) else x.shape[-1]
    if y.ndim == 1:
        ky = y.shape[0]
    else:
        ky = y.shape[-1] if transpose_b else y.shape[-2]
    return kx, ky


@register("matmul")
def matmul(x, y, *, transpose_a=False, transpose_b=False):
    """Matrix product of the last two axes, leading axes broadcast (numpy ``matmul``); the
    transpose flags swap the last two axes of an operand first."""
    # Two float widths promote, as before: a Cell under ``to_float(float16)`` feeds float16
    # inputs to float32 Parameters, which MindSpore casts for it and minicell does not yet.
    check_same_dtype("MatMul", x, y, floats_may_differ=True)
    accept_only("MatMul", x, NUMBER)             # 2.10's CPU kernels take no bool
    x, y = promote(x, y)
    if x.ndim == 0 or y.ndim == 0:
        raise ValueError(f"For 'MatMul', the inputs must be at least 1-D, but got x shape "
                         f"{tuple(x.shape)} and y shape {tuple(y.shape)}")
    kx, ky = _inner_dims(x, y, transpose_a, transpose_b)
    if kx != ky:
        raise ShapeMismatchError(f"For 'MatMul', the inner dimensions must be equal, but got x "
                                 f"shape {tuple(x.shape)} (transpose_a={transpose_a}) and y "
                                 f"shape {tuple(y.shape)} (transpose_b={transpose_b}): "
                                 f"{kx} vs {ky}")
    if transpose_a and x.ndim >= 2:
        x = jnp.swapaxes(x, -1, -2)
    if transpose_b and y.ndim >= 2:
        return matmul_nt(x, y)
    return jnp.matmul(x, y)


def matmul_nt(x, w):
    """``x @ swapaxes(w, -1, -2)``: Dense's product and MatMul's with ``transpose_b``, for a
    matrix ``w`` of shape (N, K) or a batch of them (..., N, K).

    Two shapes XLA's CPU backend handles badly are rewritten to the same product:

    - ``x`` holds a single row and ``w`` is a matrix (a layer run on one sample, a decoding
      step): computed as ``w @ x``. XLA lowers a row vector times a transposed matrix by reading
      the matrix across its rows, and once the rows are long by first copying the whole matrix
      transposed, on every call: 33 ms instead of 1.5 ms for a 4096x4096 weight, 3.0 ms instead
      of 0.4 ms for 512x8192, 5-30% slower for rows up to 2048 wide. Read as ``w @ x``, the
      matrix is streamed in its own row-major order.
    - batched operands with the same batch shape, some of whose axes have size 1 (attention
      scores ``q @ k.T`` at batch 1): computed without those axes. XLA copies ``w`` transposed
      when a batch axis has size 1: (1, 32, 1, 128) x (1, 32, 2048, 128) took 11.7 ms, 0.79 ms
      without the axis; (1, 8, 128, 64) x (1, 8, 128, 64) 162 -> 121 us.

    Other shapes are left as they are: with more than one row, XLA's matrix kernels take the
    transposed operand as it is (``docs/benchmarks.md``, fourth round). A 1-D ``w`` (K,) is a
    single output (``ops.Dense`` allows it: the last axis is contracted away)."""
    if w.ndim == 1:
        return jnp.matmul(x, w)
    if w.ndim == 2:
        if math.prod(x.shape[:-1]) == 1:
            return jnp.matmul(w, x.reshape(x.shape[-1])).reshape(*x.shape[:-1], w.shape[0])
        return jnp.matmul(x, w.T)
    batch = w.shape[:-2]
    if x.shape[:-2] == batch and 1 in batch:
        kept = tuple(d for d in batch if d != 1)
        out = matmul_nt(x.reshape(*kept, *x.shape[-2:]), w.reshape(*kept, *w.shape[-2:]))
        return out.reshape(*batch, *out.shape[-2:])
    return jnp.matmul(x, jnp.swapaxes(w, -1, -2))


@register("einsum")
def einsum(*xs, equation):
    """Einstein summation over the inputs, e.g. ``equation='bij,bjk->bik'``."""
    return jnp.einsum(equation, *xs)


@register("matmul_bias_add")
def matmul_bias_add(x, w, b, *, transpose_a=False, transpose_b=False, act="", keep_float32=False,
                    wide_x=False):
    """``MatMul`` then ``BiasAdd`` as one kernel, what 2.10's GRAPH_MODE makes of them on CPU
    (``compiler/fuse_bias.py`` rewrites to it): the product stays float32 and is rounded to the
    operands' half-precision dtype once, after the bias is added (measured: two roundings in
    PYNATIVE_MODE, one in GRAPH_MODE). ``w`` and ``b`` are cast to ``x``'s dtype first, as
    ``Cell.to_float`` needs (``dense``). ``keep_float32``: the float32 sum unrounded, which 2.10's
    graph hands to a BatchNorm reading it. ``wide_x``: ``x`` is the float32 value of a float16
    input, which 2.10's graph hands over unrounded (``compiler/half_in_float32.py``)."""
    dt = jnp.dtype(jnp.float16) if wide_x else x.dtype
    if transpose_a:
        x = jnp.swapaxes(x, -1, -2)
    w = w.astype(dt)
    if transpose_b:
        w = jnp.swapaxes(w, -1, -2)
    acc = jnp.promote_types(dt, jnp.float32)
    y = jnp.matmul(x, w, preferred_element_type=acc)
    y = y + b.astype(dt).astype(acc)
    if act:                     # on the float32 sum, with 2.10's CPU kernels (nnacl)
        from .math import cpu_kernel
        from .nnacl import cpu_tanh, nnacl_exp
        y = cpu_tanh(y) if act == "tanh" else cpu_kernel(y, nnacl_exp, jnp.exp)
    return y if keep_float32 else y.astype(dt)
