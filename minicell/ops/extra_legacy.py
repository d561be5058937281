"""Older Primitives of ``mindspore.ops`` kept for existing code: ``RNNTLoss`` (registry op
``rnnt_loss``), ``BasicLSTMCell``, ``ApplyAdagradDA``, ``FFTWithSize``,
``ParameterizedTruncatedNormal`` (registry op ``parameterized_truncated_normal``),
``SubAndFilter``, ``PadAndShift``, ``MapUniform``, ``UpdateCache`` and ``AddV2`` (the
``math_ops`` add of two Tensors of one shape). Rows in ``rows_vision.py``.

>>> import minicell as ms
>>> x = ms.Tensor([1.0, 0.0, 0.0, 0.0], ms.complex64)
>>> ms.ops.FFTWithSize(1, False, False)(x).asnumpy().tolist()
[(1+0j), (1+0j), (1+0j), (1+0j)]
"""
import numpy as np

from ..common import dtype as mstype
from ..runtime import rng
from ..runtime.dispatch import state
from . import fft_funcs as FFT, functional as F
from ._util import const_vector, kernel_dtype, norm_shape, shape_of
from .array_ops import split
from .extra_detect import check_bools, known_value, static_int
from .linalg_funcs import call
from .optim_prims import _Apply, _put
from .primitive import Primitive, prim_attr_register, prim_seed


class RNNTLoss(Primitive):
    """``ops.RNNTLoss(blank_label=0)(acts, labels, input_lengths, label_lengths)``: the RNN
    transducer loss of each sequence (log-softmax of ``acts`` ``(B, T, U, V)`` taken inside)
    and its gradient with respect to ``acts``: ``(costs (B,), grads)``. MindSpore runs it on
    Ascend/GPU only."""

    @prim_attr_register
    def __init__(self, blank_label=0):
        if isinstance(blank_label, bool) or not isinstance(blank_label, int):
            raise TypeError(f"For 'RNNTLoss', 'blank_label' must be an int, but got "
                            f"{type(blank_label).__name__}.")

    def __call__(self, acts, labels, input_lengths, label_lengths):
        op = "RNNTLoss"
        if acts.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"For '{op}', 'acts' must be float16 or float32, but got "
                            f"{acts.dtype}.")
        for name, t in (("labels", labels), ("input_lengths", input_lengths),
                        ("label_lengths", label_lengths)):
            if t.dtype != mstype.int32:
                raise TypeError(f"For '{op}', '{name}' must be int32, but got {t.dtype}.")
        b, _, u, v = shape_of(acts) if len(shape_of(acts)) == 4 else (None,) * 4
        if b is None or shape_of(labels) != (b, u - 1) or shape_of(input_lengths) != (b,) \
                or shape_of(label_lengths) != (b,):
            raise ValueError(f"For '{op}', expected acts (B, T, U, V), labels (B, U-1) and "
                             f"lengths (B,), but got {shape_of(acts)}, {shape_of(labels)}, "
                             f"{shape_of(input_lengths)} and {shape_of(label_lengths)}.")
        if not 0 <= self.attrs["blank_label"] < v:
            raise ValueError(f"For '{op}', 'blank_label' must be in [0, {v}), but got "
                             f"{self.attrs['blank_label']}.")
        return call("rnnt_loss", acts, labels, input_lengths, label_lengths,
                    blank_label=self.attrs["blank_label"])


class BasicLSTMCell(Primitive):
    """``ops.BasicLSTMCell(keep_prob=1.0, forget_bias=1.0, state_is_tuple=True,
    activation='tanh')(x, h, c, w, b)``: one LSTM step, gates ``[x, h] @ w + b`` split as
    ``(i, j, f, o)``: ``ct = sigmoid(f + forget_bias) * c + sigmoid(i) * tanh(j)``, ``ht =
    sigmoid(o) * tanh(ct)``; returns ``(ct, ht, it, jt, ft, ot, tanhct)``. ``keep_prob`` is
    checked and stored; MindSpore's forward applies no dropout and neither does minicell."""

    @prim_attr_register
    def __init__(self, keep_prob=1.0, forget_bias=1.0, state_is_tuple=True, activation="tanh"):
        op = "BasicLSTMCell"
        if not isinstance(keep_prob, float) or not 0.0 <= keep_prob <= 1.0:
            raise ValueError(f"For '{op}', 'keep_prob' must be a float in [0.0, 1.0], but got "
                             f"{keep_prob!r}.")
        if not isinstance(forget_bias, float):
            raise TypeError(f"For '{op}', 'forget_bias' must be a float, but got "
                            f"{type(forget_bias).__name__}.")
        check_bools(op, state_is_tuple=state_is_tuple)
        if activation != "tanh":
            raise ValueError(f"For '{op}', 'activation' must be 'tanh', but got '{activation}'.")

    def __call__(self, x, h, c, w, b):
        op = "BasicLSTMCell"
        xs, hs, cs, ws, bs = (shape_of(t) for t in (x, h, c, w, b))
        if len(xs) != 2 or len(hs) != 2 or cs != hs or xs[0] != hs[0] or \
                ws != (xs[1] + hs[1], 4 * hs[1]) or bs != (4 * hs[1],):
            raise ValueError(f"For '{op}', expected x (N, I), h and c (N, H), w (I + H, 4H) and "
                             f"b (4H,), but got {xs}, {hs}, {cs}, {ws} and {bs}.")
        gates = F.matmul(F.concat([x, F.cast(h, x.dtype)], 1), w) + b
        i, j, f, o = split(gates, hs[1], 1)
        it, jt = F.sigmoid(i), F.tanh(j)
        ft, ot = F.sigmoid(f + self.attrs["forget_bias"]), F.sigmoid(o)
        ct = ft * c + it * jt
        tanhct = F.tanh(ct)
        return ct, ot * tanhct, it, jt, ft, ot, tanhct


class ApplyAdagradDA(_Apply):
    """``ops.ApplyAdagradDA(use_locking=False)(var, gradient_accumulator,
    gradient_squared_accumulator, grad, lr, l1, l2, global_step)``: Adagrad dual averaging;
    writes the three Parameters and returns the new ``var`` (a Tensor, as MindSpore returns,
    though its docs say a 1-tuple). With ``l1 > 0`` the shrinkage is the documented
    ``sign(acc) * max(|acc| - l1 * global_step, 0)``; MindSpore's CPU kernel computes
    ``sign(acc) * |acc - l1 * global_step|`` instead, which differs for a negative or small
    accumulator."""

    def step(self, var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1, l2,
             global_step):
        op = "ApplyAdagradDA"
        for name, t in (("lr", lr), ("l1", l1), ("l2", l2), ("global_step", global_step)):
            if len(shape_of(t)) != 0:
                raise ValueError(f"For '{op}', the rank of '{name}' must be 0, but got "
                                 f"{len(shape_of(t))}.")
        if getattr(global_step, "dtype", mstype.int32) not in (mstype.int32, mstype.int64):
            raise TypeError(f"For '{op}', 'global_step' must be int32 or int64, but got "
                            f"{global_step.dtype}.")
        acc = _put(gradient_accumulator, gradient_accumulator + grad)
        sq = _put(gradient_squared_accumulator, gradient_squared_accumulator + grad * grad)
        step = F.cast(global_step, var.dtype) if hasattr(global_step, "dtype") else global_step
        l1v = F.cast(l1, var.dtype) if hasattr(l1, "dtype") else l1
        shrunk = F.sign(acc) * F.maximum(F.abs(acc) - l1v * step, 0.0)
        tmp = F.select(F.zeros_like(acc) + l1v > 0, shrunk, acc)
        return (_put(var, -lr * tmp / (l2 * step * lr + F.sqrt(sq))),)


class FFTWithSize(Primitive):
    """``ops.FFTWithSize(signal_ndim, inverse, real, norm='backward', onesided=True,
    signal_sizes=())(x)``: FFT / IFFT / RFFT / IRFFT over the last ``signal_ndim`` axes."""

    @prim_attr_register
    def __init__(self, signal_ndim, inverse, real, norm="backward", onesided=True,
                 signal_sizes=()):
        op = "FFTWithSize"
        if signal_ndim not in (1, 2, 3):
            raise ValueError(f"For '{op}', 'signal_ndim' must be 1, 2 or 3, but got "
                             f"{signal_ndim}.")
        if norm not in ("backward", "forward", "ortho"):
            raise ValueError(f"For '{op}', 'norm' must be 'backward', 'forward' or 'ortho', but "
                             f"got '{norm}'.")

    def __call__(self, x):
        op = "FFTWithSize"
        a = self.attrs
        nd = a["signal_ndim"]
        if len(shape_of(x)) < nd:
            raise ValueError(f"For '{op}', the rank of 'x' must be >= signal_ndim {nd}, but got "
                             f"{len(shape_of(x))}.")
        is_complex = x.dtype in (mstype.complex64, mstype.complex128)
        if (a["inverse"] or not a["real"]) and not is_complex:
            raise TypeError(f"For '{op}', FFT/IFFT/IRFFT need a complex64 or complex128 input, "
                            f"but got {x.dtype}.")
        dims = tuple(range(-nd, 0))
        if not a["real"]:
            return FFT._run("ifft" if a["inverse"] else "fft", op, x, None, dims, a["norm"])
        if not a["inverse"]:
            if not is_complex and x.dtype not in (mstype.float32, mstype.float64):
                x = F.cast(x, mstype.float32)
            return FFT._run("rfft" if a["onesided"] else "fft", op, x, None, dims, a["norm"])
        if not a["onesided"]:
            return F.real(FFT._run("ifft", op, x, None, dims, a["norm"]))
        shape = shape_of(x)
        sizes = tuple(a["signal_sizes"])
        if not sizes and shape[-1] == 1:   # the default length 2 * (1 - 1) would be empty
            raise ValueError(f"For '{op}', the last dimension of the input cannot be 1, but "
                             f"got: 1")
        valid = [(*shape[-nd:-1], 2 * (shape[-1] - 1)), (*shape[-nd:-1], 2 * shape[-1] - 1)]
        if sizes and tuple(sizes[-nd:]) not in valid:
            vec = const_vector
            raise ValueError(f"For '{op}', got invalid signal_sizes: {vec(sizes)}, a valid one "
                             f"should be {vec(valid[0])}, or {vec(valid[1])}.")
        sizes = sizes or valid[0]
        return FFT._run("irfft", op, x, sizes[-nd:], dims, a["norm"])


class ParameterizedTruncatedNormal(Primitive):
    """``ops.ParameterizedTruncatedNormal(seed=0, seed2=0)(shape, mean, stdevs, min, max)``:
    normal draws truncated to ``[min, max]``, parameters scalar or one per batch row
    (``shape[0]``); dtype of ``mean``. Draws follow minicell's seed stream."""

    @prim_attr_register
    def __init__(self, seed=0, seed2=0):
        self._seed = prim_seed(seed, seed2)

    def __call__(self, shape, mean, stdevs, min, max):
        op = "ParameterizedTruncatedNormal"
        if len(shape_of(shape)) != 1:
            raise ValueError(f"For '{op}', 'shape' must be a 1-D Tensor, but got shape "
                             f"{shape_of(shape)}.")
        dims = norm_shape(shape, op)
        if len(dims) < 2 or any(d <= 0 for d in dims):
            raise ValueError(f"For '{op}', 'shape' must have at least 2 positive elements, but "
                             f"got {dims}.")
        dtypes = {t.dtype for t in (mean, stdevs, min, max)}
        if len(dtypes) != 1 or mean.dtype not in (mstype.float16, mstype.float32, mstype.float64):
            raise TypeError(f"For '{op}', 'mean', 'stdevs', 'min' and 'max' must share one float "
                            f"dtype, but got {sorted(str(d) for d in dtypes)}.")
        for name, t in (("mean", mean), ("stdevs", stdevs), ("min", min), ("max", max)):
            if len(shape_of(t)) > 1:       # 2.10's infer wording for both checks
                raise ValueError(f"For {op}, {name} should be at most rank 1, but got rank "
                                 f"{len(shape_of(t))}.")
            if shape_of(t) not in ((), (1,), (dims[0],)):
                raise ValueError(f"For {op}, {name} must be 0d, or {name}.shape = ({dims[0]}, ), "
                                 f"but got ({shape_of(t)[0]}, ).")
        std = known_value(stdevs)
        if std is not None and (std <= 0).any():
            raise ValueError(f"For '{op}', 'stdevs' must be positive, but got {std.tolist()}.")
        return call("parameterized_truncated_normal", rng.next_key(self._seed), mean, stdevs,
                    min, max, shape=dims)


class SubAndFilter(Primitive):
    """``ops.SubAndFilter()(input_x, max_num, offset)`` (deprecated in MindSpore): ``input_x -
    offset`` for the elements where that lies in ``[0, max_num)``, and their positions in the
    flattened input, both of ``input_x``'s integer dtype. The output length depends on the
    values, so it runs in PYNATIVE_MODE (in a graph: the data-dependent-shape error)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input_x, max_num, offset):
        from ..common.tensor import Tensor
        if not isinstance(input_x, Tensor) or input_x.dtype not in (mstype.int32, mstype.int64):
            got = f"Tensor[{input_x.dtype}]" if isinstance(input_x, Tensor) else type(input_x)
            raise TypeError("For primitive[SubAndFilter], the input argument[x] must be a type of "
                            f"{{Tensor[Int32], Tensor[Int64]}}, but got {got}.")
        max_num = static_int(max_num, "SubAndFilter", "max_num")
        offset = static_int(offset, "SubAndFilter", "offset")
        x = input_x.asnumpy().reshape(-1)
        shifted = x - x.dtype.type(offset)
        keep = np.flatnonzero((shifted >= 0) & (shifted < max_num))
        return Tensor(shifted[keep]), Tensor(keep.astype(x.dtype))


class PadAndShift(Primitive):
    """``ops.PadAndShift()(input_x, cum_sum_arr, shift_idx)`` (deprecated in MindSpore): a 1-D
    tensor of ``cum_sum_arr[-1]`` elements, all -1 but for ``[start, end)`` =
    ``cum_sum_arr[shift_idx:shift_idx + 2]``, which holds ``input_x[:end - start]``. Int32 or
    Int64 tensors. The output length depends on the values, so in a graph it runs op by op."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input_x, cum_sum_arr, shift_idx):
        from ..common.tensor import Tensor
        for name, t in (("input_x", input_x), ("cum_sum_arr", cum_sum_arr)):
            if not isinstance(t, Tensor) or t.dtype not in (mstype.int32, mstype.int64):
                got = f"Tensor[{t.dtype}]" if isinstance(t, Tensor) else type(t).__name__
                raise TypeError(f"For primitive[PadAndShift], the input argument[{name}] must "
                                f"be a type of {{Tensor[Int32], Tensor[Int64]}}, but got {got}.")
        if isinstance(shift_idx, bool) or not isinstance(shift_idx, (int, np.integer)):
            raise TypeError(f"For 'PadAndShift', 'shift_idx' must be an int, but got "
                            f"{type(shift_idx).__name__}.")
        if len(input_x.shape) != 1 or len(cum_sum_arr.shape) != 1:
            raise RuntimeError("Rank of PadAndShift's input must be 1.")
        state.tracer.shape_from_values("'PadAndShift'")
        cum = cum_sum_arr.asnumpy()
        if not 0 <= shift_idx < cum.size - 1:
            raise RuntimeError(f"For 'PadAndShift', shift index must be large than 0 and less "
                               f"than cumsum size, but got shift index: {shift_idx} and cumsum "
                               f"size: {cum.size}")
        start, end = int(cum[shift_idx]), int(cum[shift_idx + 1])
        x = input_x.asnumpy()
        if not 0 <= start <= end <= cum[-1] or end - start > x.size:
            raise RuntimeError(f"For 'PadAndShift', the slice [{start}, {end}) of 'cum_sum_arr' "
                               f"must lie in an output of {cum[-1]} elements and take at most "
                               f"the {x.size} elements of 'input_x'.")
        out = np.full(max(int(cum[-1]), 0), -1, x.dtype)
        out[start:end] = x[:end - start]
        return Tensor(out)


class MapUniform(Primitive):
    """``ops.MapUniform()(input, per_group_size, group_num)`` (deprecated in MindSpore, from its
    embedding cache): ``input % group_num * per_group_size + input // group_num``, same dtype.
    An output of ``per_group_size * group_num`` or more is MindSpore's error where the values
    are known (PYNATIVE_MODE)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input, per_group_size, group_num):
        from ..common.tensor import Tensor
        kinds = (mstype.int8, mstype.int16, mstype.int32, mstype.int64)
        if not isinstance(input, Tensor) or input.dtype not in kinds:
            got = f"Tensor[{input.dtype}]" if isinstance(input, Tensor) else type(input)
            raise TypeError("For primitive[MapUniform], the input argument[input] must be a type "
                            "of {Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8]}, but "
                            f"got {got}.")
        size = static_int(per_group_size, "MapUniform", "per_group_size")
        groups = static_int(group_num, "MapUniform", "group_num")
        out = F.floor_mod(input, groups) * size + F.floor_div(input, groups)
        got = known_value(out)
        if got is not None and got.size and got.max() >= size * groups:
            raise ValueError(f"For 'MapUniform', all elements in output must be less than "
                             f"{size * groups}, but got {got.max()}")
        return F.cast(out, input.dtype)


class UpdateCache(Primitive):
    """``ops.UpdateCache()(input_x, indices, updates, max_num)`` (deprecated in MindSpore, from
    its embedding cache): ``input_x[indices[i]] = updates[i]`` written into ``input_x`` (a
    Parameter) where ``0 <= indices[i] < max_num`` (others are skipped; a later duplicate wins);
    returns MindSpore's unused ``[0]`` of ``input_x``'s dtype."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input_x, indices, updates, max_num):
        from . import array_ops as O, reductions as R
        if not hasattr(indices, "dtype") or indices.dtype not in mstype.int_type:
            raise TypeError(f"For 'UpdateCache', 'indices' must be a Tensor of int, but got "
                            f"{getattr(indices, 'dtype', type(indices).__name__)}.")
        rows, rest = shape_of(input_x)[0], tuple(shape_of(input_x)[1:])
        idx = O.reshape(indices, (-1, 1))
        upd = O.reshape(updates, (-1,) + rest)
        valid = (idx >= 0) & (idx < max_num)
        hit = valid & (idx == O.arange(rows, dtype=indices.dtype).reshape(1, -1))   # (k, rows)
        order = O.arange(1, idx.shape[0] + 1, dtype=mstype.int32).reshape(-1, 1)
        last = R.argmax(F.cast(hit, mstype.int32) * order, 0)           # the last hit per row
        keep = O.reshape(R.any(hit, 0), (rows,) + (1,) * len(rest))
        _put(input_x, O.select(O.broadcast_to(keep, shape_of(input_x)), O.gather(upd, last, 0),
                               input_x))
        return O.zeros((1,), input_x.dtype)


# 2.10's AddV2 kernel: every number type but bool (measured on the first operand)
_ADDV2_DTYPES = ("Complex128", "Complex64", "Float16", "Float32", "Float64", "Float", "Int16",
                 "Int32", "Int64", "Int8", "UInt16", "UInt32", "UInt64", "UInt8")


class AddV2(Primitive):
    """``ops.operations.math_ops.AddV2()(x, y)``: ``x + y`` for two Tensors of the same shape (no
    broadcasting: MindSpore's ValueError naming both shapes), with Add's type promotion."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, y):
        from ..common.tensor import Tensor
        for i, v in enumerate((x, y)):
            if not isinstance(v, (Tensor, int, float)):
                raise TypeError(f"For 'AddV2', the {i}th input var can not be implicitly "
                                f"converted. Its type is {type(v).__name__}. Only support Tensor "
                                f"or Scalar.")
        kernel_dtype(x, "AddV2", _ADDV2_DTYPES, arg="x")
        sx, sy = shape_of(x), shape_of(y)
        if sx != sy:
            text = ["[" + "".join(f"{d}," for d in s) + "]" for s in (sx, sy)]
            raise ValueError(f"For primitive[AddV2], the input_shape: {text[0]} must be equal "
                             f"to {text[1]}")
        return F.add(x, y)
