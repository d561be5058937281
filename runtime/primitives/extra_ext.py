"""Runtime checks that raise from inside a kernel (both modes): ``assert_check``
(``ops.Assert``) and ``check_numerics`` (``ops.CheckNumerics``). The check runs in a host
callback, so in GRAPH_MODE it fires when the compiled graph runs; the error is a RuntimeError
(JAX re-raises it as ``JaxRuntimeError``, a RuntimeError subclass, naming the op). Also
``tensor_dump`` (a host write, the same way), image patches, morphological dilation and the
copy to the host (``move_to``).
"""
import itertools
import os

import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, SIDE_EFFECT, register
from .reduce import first_extreme


def _fail_assert(cond, *data, summarize):
    if bool(np.all(np.asarray(cond))):
        return
    shown = "\n".join(str(np.asarray(d).reshape(-1)[:summarize]) for d in data)
    raise RuntimeError(f"For 'Assert' condition is false.\ninput data: {shown}\nassert failed")


@register("assert_check", props=(SIDE_EFFECT, NONDIFF))
def assert_check(cond, *data, summarize=3):
    """Raise RuntimeError (after the graph step) unless every element of ``cond`` is true;
    the message shows the first ``summarize`` elements of each ``data`` input."""
    jax.debug.callback(lambda c, *d: _fail_assert(c, *d, summarize=summarize), cond, *data,
                       ordered=True)
    return jnp.zeros((1,), jnp.int32)


def _fail_numerics(x):
    x = np.asarray(x)
    if np.isnan(x).any():
        raise RuntimeError("For 'CheckNumerics': Tensor had NaN values")
    if np.isinf(x).any():
        raise RuntimeError("For 'CheckNumerics': Tensor had Inf values")


@register("check_numerics", props=(SIDE_EFFECT,))
def check_numerics(x):
    """``x``, after raising RuntimeError if it holds NaN or Inf."""
    jax.debug.callback(_fail_numerics, x, ordered=True)
    return x


def _wide(spec):
    """A 64-bit integer or float result crosses the host boundary as uint32 pairs: XLA may run
    the callback on one of its own threads, where JAX's x64 mode is off, and JAX would then
    narrow an int64/float64 result to 32 bits and refuse it (minicell's graphs run under x64)."""
    return np.dtype(spec.dtype).itemsize == 8 and np.dtype(spec.dtype).kind in "iuf"


@register("py_func", props=(SIDE_EFFECT, NONDIFF), multiple_results=True)
def py_func(*inputs, fn, out_shapes, out_dtypes, name="PyFunc"):
    """``fn`` (a Python function of numpy arrays) run on the host through
    ``jax.pure_callback``; its results are cast to ``out_dtypes`` and reshaped to
    ``out_shapes`` (a result of another size is a RuntimeError naming the Primitive)."""
    specs = tuple(jax.ShapeDtypeStruct(tuple(s), np.dtype(d))
                  for s, d in zip(out_shapes, out_dtypes))
    wire = tuple(jax.ShapeDtypeStruct(s.shape + (2,), np.uint32) if _wide(s) else s
                 for s in specs)

    def host(*arrays):
        outs = fn(*[np.asarray(a) for a in arrays])
        if name == "Custom" and outs is None and len(specs) == 1:
            outs = np.zeros(specs[0].shape, specs[0].dtype)     # Custom's placeholder output
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        if len(outs) != len(specs):
            raise RuntimeError(f"For '{name}', 'fn' must return {len(specs)} outputs, but got "
                               f"{len(outs)}")
        outs = [np.asarray(o, s.dtype) for o, s in zip(outs, specs)]
        for i, (o, s) in enumerate(zip(outs, specs)):
            if o.size != int(np.prod(s.shape)):
                raise RuntimeError(f"For '{name}', output {i} of 'fn' has shape {o.shape}, "
                                   f"which does not fit the declared shape {s.shape}")
        return tuple(np.ascontiguousarray(o).view(np.uint32).reshape(w.shape) if _wide(s)
                     else o.reshape(s.shape) for o, s, w in zip(outs, specs, wire))
    outs = jax.pure_callback(host, wire, *inputs)
    return tuple(jax.lax.bitcast_convert_type(o, s.dtype) if _wide(s) else o
                 for o, s in zip(outs, specs))


# ---- image patches and morphological dilation (TensorFlow's layouts, NCHW) ------------------------

@register("extract_image_patches")
def extract_image_patches(x, *, ksizes, strides, rates, padding):
    """``[N, C, *spatial]`` (2-D images or 3-D volumes) -> ``[N, prod(ksizes) * C, *out]``:
    each output position holds its window (taps ``rates`` apart) ordered (window position,
    channel), as TensorFlow's ``extract_image_patches`` / ``extract_volume_patches``;
    ``padding`` 'VALID' or 'SAME' (zeros)."""
    n, c = x.shape[:2]
    patches = jax.lax.conv_general_dilated_patches(
        x, tuple(ksizes), tuple(strides), padding, rhs_dilation=tuple(rates),
        precision=jax.lax.Precision.HIGHEST)        # channels ordered (C, window position)
    k, out = int(np.prod(ksizes)), patches.shape[2:]
    grouped = patches.reshape(n, c, k, *out)
    return jnp.swapaxes(grouped, 1, 2).reshape(n, k * c, *out)


def _same_pads(size, k, stride, dilation):
    eff = (k - 1) * dilation + 1
    total = max((-(-size // stride) - 1) * stride + eff - size, 0)
    return total // 2, total - total // 2


@register("dilation2d")
def dilation2d(x, kernel, *, strides, dilations, pad_mode):
    """Grey-scale dilation of ``[N, C, H, W]`` by ``kernel`` ``[C, kh, kw]``:
    ``out[n, c, y, x] = max_ij x[n, c, y*sh + i*dh, x*sw + j*dw] + kernel[c, i, j]``, with
    'SAME' padding contributing nothing to the max (TensorFlow's ``dilation2d``). A tie's
    gradient (input and kernel) goes to the first tap in (i, j) row-major order, as 2.10's
    backprop kernels (strict ``>`` over the taps, CPU and GPU; its GPU test routes a window of
    ones to its first entry; 2.10's CPU Dilation2D fails in both modes, measured: "Cast
    failed, original value: VALID")."""
    kh, kw = kernel.shape[1:]
    (sh, sw), (dh, dw) = strides, dilations
    if pad_mode.upper() == "SAME":
        pads = (_same_pads(x.shape[2], kh, sh, dh), _same_pads(x.shape[3], kw, sw, dw))
        x = jnp.pad(x, ((0, 0), (0, 0)) + pads, constant_values=-jnp.inf)
    oh = (x.shape[2] - (kh - 1) * dh - 1) // sh + 1
    ow = (x.shape[3] - (kw - 1) * dw - 1) // sw + 1
    taps = [x[:, :, i * dh:i * dh + (oh - 1) * sh + 1:sh, j * dw:j * dw + (ow - 1) * sw + 1:sw]
            + kernel[None, :, i, j, None, None] for i in range(kh) for j in range(kw)]
    return first_extreme(jnp.stack(taps), (0,), nan_rule=False)   # a NaN tap wins, as before


_DUMPS = itertools.count()   # MindSpore numbers the dump files of a process in call order


def _write_dump(file_name, x):
    x = np.asarray(x)
    folder = os.path.dirname(file_name)
    if folder:
        os.makedirs(folder, exist_ok=True)
    np.save(f"{file_name}_{x.dtype.name}_{next(_DUMPS)}.npy", x)


@register("tensor_dump", props=(SIDE_EFFECT, NONDIFF))
def tensor_dump(x, *, file_name):
    """Save ``x`` as ``<file_name>_<dtype>_<n>.npy`` (``n`` counts the dumps of the process)
    when the kernel runs, in program order (MindSpore's ``ops.tensordump``)."""
    jax.debug.callback(lambda a: _write_dump(file_name, a), x, ordered=True)
    return jnp.zeros((1,), jnp.int32)


@register("move_to_cpu")
def move_to_cpu(x):
    """``x`` on the host's CPU device (a copy when it lives on an accelerator)."""
    return jax.device_put(x, jax.devices("cpu")[0])
