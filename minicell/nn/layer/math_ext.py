"""MindSpore's small math cells over existing ops (MatDet, MatInverse, MatrixDiag,
MatrixDiagPart, MatrixSetDiag, DiGamma, LGamma, IGamma, LBeta), PReLUExt,
TripletMarginWithDistanceLoss and the image-patch Unfold (``ksizes``/``strides``/``rates``).

>>> import minicell as ms
>>> from minicell import nn
>>> nn.MatrixDiag()(ms.Tensor([1.0, -1.0])).asnumpy().tolist()
[[1.0, 0.0], [0.0, -1.0]]
"""
import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops.extra_compat import patches_padding, refuse_none_padding
from ..cell import Cell
from .._operand_texts import refuses_non_tensors

__all__ = ["MatDet", "MatInverse", "MatrixDiag", "MatrixDiagPart", "MatrixSetDiag", "DiGamma",
           "LGamma", "IGamma", "LBeta", "PReLUExt", "TripletMarginWithDistanceLoss", "Unfold"]


def _half_or_single(cell, arg, x):
    """2.10's check of these cells' inputs (measured: an Int32 Tensor for LGamma's ``x``)."""
    if isinstance(x, Tensor) and str(x.dtype) not in ("Float16", "Float32"):
        raise TypeError(f"For '{cell}', the '{arg}' should be one of [mindspore.float16, "
                        f"mindspore.float32], but got 'mindspore.{str(x.dtype).lower()}'.")


class MatDet(Cell):
    """Determinant of (batched) square matrices."""

    def construct(self, a):
        if isinstance(a, Tensor) and len(a.shape) < 2:      # 2.10's text (measured)
            raise ValueError(f"For Cholesky, the dimension of input x must be greater than or "
                             f"equal to 2, but got a {len(a.shape)}-D Tensor.")
        if isinstance(a, Tensor) and a.shape[-1] != a.shape[-2]:
            raise ValueError(f"For Cholesky, input x must be batch squares, but got batch "
                             f"{a.shape[-2]} x {a.shape[-1]} matrices.")
        return ops.det(a)


class MatInverse(Cell):
    """Inverse of (batched) square matrices."""

    def construct(self, a):
        _half_or_single("MatInverse", "input_a", a)
        return ops.inverse(a)


class MatrixDiag(Cell):
    """``(..., N)`` diagonals -> ``(..., N, N)`` diagonal matrices."""

    def construct(self, input_x):
        if not isinstance(input_x, Tensor):     # 2.10 reads its shape first (measured)
            raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got "
                            f"{type(input_x)}.")
        # (2.10's helper building the assist matrix checks the rank; measured on a 0-d input)
        _validator.check_int(len(input_x.shape), 1, _validator.GE, "x rank",
                             "_get_matrix_diag_assist")
        return ops.matrix_diag(input_x)


@refuses_non_tensors
class MatrixDiagPart(Cell):
    """``(..., M, N)`` -> the main diagonals ``(..., min(M, N))``."""

    def construct(self, input_x):
        _validator.check_int(len(input_x.shape), 2, _validator.GE, "x rank",
                             "_get_matrix_diag_part_assist")     # 2.10's helper (measured)
        return ops.matrix_diag_part(input_x, 0, 0)


class DiGamma(Cell):
    """The digamma function."""

    def construct(self, x):
        _half_or_single("DiGamma", "x", x)
        return ops.digamma(x)


class LGamma(Cell):
    """log|Gamma(x)|."""

    def construct(self, x):
        _half_or_single("LGamma", "x", x)
        return ops.lgamma(x)


class MatrixSetDiag(Cell):
    """``x`` with its main diagonals replaced by ``diagonal`` (shape ``(..., min(M, N))``)."""

    def construct(self, input_x, diagonal):
        # 2.10's check (measured on (3, 3) and (2, 3) matrices; unknown for M > N)
        m, n = input_x.shape[-2:] if len(input_x.shape) >= 2 else (1, 0)
        want = [*input_x.shape[:-2], n] if m == n else list(input_x.shape[:-1])
        if m <= n and list(diagonal.shape) != want:
            raise ValueError(f"For 'MatrixSetDiag', the diagonal shape should be = x shape "
                             f"excluding the {'second last' if m == n else 'last'} dimension: "
                             f"{want}, but got {list(diagonal.shape)}.")
        return ops.matrix_set_diag(input_x, diagonal)


class IGamma(Cell):
    """The regularized lower incomplete gamma function P(a, x)."""

    def construct(self, a, x):
        return ops.igamma(a, x)


class LBeta(Cell):
    """log|B(x, y)| = lgamma(x) + lgamma(y) - lgamma(x + y)."""

    def construct(self, x, y):
        return ops.lgamma(x) + ops.lgamma(y) - ops.lgamma(x + y)


class PReLUExt(Cell):
    """x if x > 0 else weight * x, with ``num_parameters`` learnable slopes (Parameter
    'weight', one per channel on axis 1) initialized to ``init``."""

    def __init__(self, num_parameters=1, init=0.25, dtype=None):
        super().__init__()
        # 2.10 fills a numpy array: numpy's own errors ('float' object cannot be interpreted as
        # an integer, could not convert string to float: 'a'), True is 1.0, None NaN (measured)
        data = np.empty((num_parameters,), np.float32)
        data.fill(init)
        self.num_parameters = num_parameters
        dtype = mstype.float32 if dtype is None else dtype     # its default
        self.weight = Parameter(Tensor(data, dtype), name="weight")

    def construct(self, input):
        return ops.prelu(input, self.weight)


def _pairwise_distance(x, y, eps=1e-6):
    return ops.norm(x - y + eps, 2, -1)


class TripletMarginWithDistanceLoss(Cell):
    """max(d(x, positive) - d(x, negative) + margin, 0) with ``distance_function`` (default the
    pairwise L2 distance); ``swap`` uses min(d(x, negative), d(positive, negative))."""

    def __init__(self, distance_function=None, swap=False, reduction="mean", margin=1.0):
        super().__init__()
        if reduction not in ("mean", "sum", "none"):
            raise ValueError(f"For 'TripletMarginWithDistanceLoss', the 'reduction' must be in "
                             f"['mean', 'sum', 'none'], but got {reduction}.")
        # 2.10: a float margin (any sign) and a bool swap; a distance_function that is not
        # callable fails when the loss is called (measured)
        _validator.check_is_float(margin, "margin", "TripletMarginWithDistanceLoss")
        _validator.check_bool(swap, "swap", "TripletMarginWithDistanceLoss")
        self.distance_function = distance_function or _pairwise_distance
        self.swap, self.reduction, self.margin = swap, reduction, float(margin)

    def construct(self, x, positive, negative):
        d_pos = self.distance_function(x, positive)
        d_neg = self.distance_function(x, negative)
        if self.swap:
            d_neg = ops.minimum(d_neg, self.distance_function(positive, negative))
        loss = ops.relu(d_pos - d_neg + self.margin)
        if self.reduction == "mean":
            return loss.mean()
        if self.reduction == "sum":
            return loss.sum()
        return loss


def _check_window(arg, val, ksizes):
    """``val`` of Unfold's ``{arg}s`` as 2.10 checks it (measured): its type check reads
    ``ksizes`` whatever ``arg`` is, so a non-sequence strides or rates fails at ``len()`` or
    at the format check."""
    _validator.check_value_type(f"{arg}s", ksizes, [tuple, list], "Unfold")
    if len(val) != 4 or val[0] != 1 or val[3] != 1:
        raise ValueError(f"For 'Unfold' the format of '{arg}s' must be [1, {arg}_row, {arg}_col, "
                         f"1], but got {val}.")
    if not (isinstance(val[1], int) and isinstance(val[2], int)) or val[1] < 1 or val[2] < 1:
        raise ValueError(f"For 'Unfold' the {arg}_row and {arg}_col in '{arg}s' must be an "
                         f"positive integer number, but got {arg}_row is {val[1]}, {arg}_col is "
                         f"{val[2]}")
    return tuple(val[1:3])


@refuses_non_tensors
class Unfold(Cell):
    """Image patches of an NCHW input (MindSpore's ExtractImagePatches): output
    ``(N, kh * kw * C, out_h, out_w)`` with the depth ordered (row, col, channel)."""

    def __init__(self, ksizes, strides, rates, padding="valid"):
        super().__init__()
        self.ksizes = _check_window("ksize", ksizes, ksizes)
        self.strides = _check_window("stride", strides, ksizes)
        self.rates = _check_window("rate", rates, ksizes)
        padding = patches_padding(padding)      # None: refused when the Cell runs
        self.padding = padding and padding.lower()

    def construct(self, input_x):
        if self.padding is None:
            refuse_none_padding(self.ksizes, self.strides, self.rates)
        if len(input_x.shape) != 4:     # 2.10's text (its missing space included; measured)
            raise ValueError("For ExtractImagePatchesthe rank of input_x must be 4.")
        n, c, h, w = input_x.shape
        (kh, kw), (sh, sw), (rh, rw) = self.ksizes, self.strides, self.rates
        if self.padding == "same":
            pads = []
            for size, k, s, r in ((w, kw, sw, rw), (h, kh, sh, rh)):
                out = -(-size // s)
                total = max((out - 1) * s + (k - 1) * r + 1 - size, 0)
                pads += [total // 2, total - total // 2]
            input_x = ops.pad(input_x, tuple(pads))
            h, w = input_x.shape[2], input_x.shape[3]
        cols = ops.unfold(input_x, (kh, kw), (rh, rw), 0, (sh, sw))     # (N, C*kh*kw, L)
        oh = (h - (kh - 1) * rh - 1) // sh + 1
        ow = (w - (kw - 1) * rw - 1) // sw + 1
        cols = ops.transpose(ops.reshape(cols, (n, c, kh * kw, oh, ow)), (0, 2, 1, 3, 4))
        return ops.reshape(cols, (n, kh * kw * c, oh, ow))
