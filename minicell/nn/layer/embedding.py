"""EmbeddingExt and EmbeddingLookup with MindSpore's arguments and parameter names
(``weight``, ``embedding_table``).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> emb = nn.EmbeddingExt(5, 3, padding_idx=0)
>>> emb(ms.Tensor(np.array([[0, 4]], np.int32))).shape
(1, 2, 3)
"""
import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.initializer import Normal
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...parallel._auto_parallel_context import ParallelMode, parallel_mode
from ..cell import Cell
from ._utils import check_positive_int, make_param
from .._operand_texts import refuses_non_tensors

__all__ = ["EmbeddingExt", "EmbeddingLookup", "MultiFieldEmbeddingLookup"]


_EMBEDDING_DTYPES = ("Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Float16, Float32, "
                     "Float64, BFloat16, Complex64, Complex128, Int4, Float8E4M3FN, Float8E5M2, "
                     "HiFloat8")


class EmbeddingExt(Cell):
    """``EmbeddingExt(num_embeddings, embedding_dim, padding_idx=None, max_norm=None,
    norm_type=2.0, scale_grad_by_freq=False, sparse=False, _weight=None, _freeze=False,
    dtype=None)``: ``weight`` (num_embeddings, embedding_dim) starts Normal(1, 0), the
    ``padding_idx`` row zero. ``max_norm`` rescales the looked-up rows whose ``norm_type``-norm
    exceeds it (in the output; the table is not rewritten)."""

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, max_norm=None,
                 norm_type=2.0, scale_grad_by_freq=False, sparse=False, _weight=None,
                 _freeze=False, dtype=None):
        super().__init__()
        # 2.10's checks, in its order (measured): types first, sparse=True refused, ints of any
        # value (0 rows make an empty table), then the floats and the flag
        name = "EmbeddingExt"
        if _validator.check_value_type("sparse", sparse, [bool], name):
            raise ValueError("For Embedding, the scenerio, where `sparse` is True, has not be "
                             "supported.")
        self.num_embeddings = _validator.check_value_type("num_embeddings", num_embeddings,
                                                          [int], name)
        self.embedding_dim = _validator.check_value_type("embedding_dim", embedding_dim, [int],
                                                         name)
        if padding_idx is not None:
            _validator.check_int_range(padding_idx, -num_embeddings, num_embeddings,
                                       _validator.INC_LEFT, "padding_idx", name)
        for arg, value, kind in (("max_norm", max_norm, float), ("norm_type", norm_type, float),
                                 ("scale_grad_by_freq", scale_grad_by_freq, bool)):
            if value is not None:
                _validator.check_value_type(arg, value, [kind], name)
        if scale_grad_by_freq:
            raise NotImplementedError("For 'EmbeddingExt', scale_grad_by_freq=True is not "
                                      "supported yet")
        if dtype is not None and not isinstance(dtype, mstype.Type):   # 2.10's text (measured)
            raise TypeError(f"For 'EmbeddingExt', the element of 'dtype' must be one of "
                            f"{_EMBEDDING_DTYPES}, but got {dtype}.The supported data types "
                            f"depend on the hardware that executes the operator, for more "
                            f"details, please refer to the MindSpore official website to get "
                            f"more information about the data type.")
        self.dtype = mstype.float32 if dtype is None else dtype
        self.padding_idx, self.sparse = padding_idx, sparse
        self.max_norm, self.norm_type, self.scale_grad_by_freq = max_norm, norm_type, \
            scale_grad_by_freq
        shape = (num_embeddings, embedding_dim)
        if _weight is None and min(shape) <= 0:
            # 2.10 makes the table as a Tensor of a shape and an init: an empty one for a 0
            # size, its dynamic-shape refusal for a negative one (measured)
            if min(shape) < 0:
                raise ValueError("If setting dynamic shape, dtype must not be None, init must "
                                 "be None")
            self.weight = Parameter(Tensor(np.zeros(shape, np.float32), self.dtype),
                                    name="weight", requires_grad=not _freeze)
        elif _weight is None:
            self.weight = make_param(Normal(1.0, 0.0), shape, self.dtype, "weight",
                                     requires_grad=not _freeze)
            if padding_idx is not None:
                arr = self.weight.asnumpy().copy()
                arr[padding_idx] = 0
                self.weight.set_data(Tensor(arr))
        else:
            if tuple(_weight.shape) != shape:
                raise ValueError(f"For Embedding, shape of weight should be match with "
                                 f"num_embeddings and embedding_dim, but got weight.shape: "
                                 f"{tuple(_weight.shape)}, and (num_embeddings, embedding_dim): "
                                 f"{shape}")
            self.weight = Parameter(_weight, name="weight", requires_grad=not _freeze)

    def construct(self, input):  # noqa: A002 (MindSpore's argument name)
        out = ops.gather(self.weight, input, 0)
        if self.max_norm is not None:
            p = float(self.norm_type)
            norm = ops.pow(ops.sum(ops.pow(ops.abs(out), p), -1, True), 1.0 / p)
            scale = ops.where(norm > self.max_norm, self.max_norm / (norm + 1e-7),
                              ops.ones_like(norm))
            out = out * ops.stop_gradient(scale)
        return out

    def extend_repr(self):
        return (f"num_embeddings={self.num_embeddings}, embedding_dim={self.embedding_dim}, "
                f"padding_idx={self.padding_idx}, max_norm={self.max_norm}, norm_type="
                f"{self.norm_type}, scale_grad_by_freq={self.scale_grad_by_freq}, "
                f"dtype={self.dtype}")


def sharded_mode():
    """Whether the parallel mode is (semi-)auto, where 2.10's lookups check their slice modes."""
    return parallel_mode() in (ParallelMode.SEMI_AUTO_PARALLEL, ParallelMode.AUTO_PARALLEL)


def _check_slice_mode(slice_mode, manual_shapes, cls):
    """2.10's checks of ``slice_mode`` (and of the manual shapes 'field_slice' reads)."""
    modes = ["field_slice", "table_row_slice", "table_column_slice", "batch_slice"]
    if slice_mode not in modes:
        raise ValueError(f"For '{cls}', the 'slice_mode' must be in {modes}, but got "
                         f"\"{slice_mode}\".")
    if slice_mode == "field_slice":
        if not manual_shapes:       # 2.10's text, its "filed" included
            raise ValueError(f"For '{cls}', the 'manual_shapes' should not be none when the "
                             f"'slice_mode' is \"filed_slice\", but got {manual_shapes}.")
        if not isinstance(manual_shapes, tuple):
            raise TypeError(f"For '{cls}', the type of 'manual_shapes' must be tuple(int), but "
                            f"got {type(manual_shapes).__name__}!")
        for dim in manual_shapes:
            check_positive_int(dim, "manual shape dim", cls)


@refuses_non_tensors
class EmbeddingLookup(Cell):
    """``EmbeddingLookup(vocab_size, embedding_size, param_init='normal', target='CPU',
    slice_mode='batch_slice', manual_shapes=None, max_norm=None, sparse=True,
    dtype=mstype.float32)``: rows of ``embedding_table``; ids outside [0, vocab_size) give zero
    rows; with ``max_norm`` each looked-up row is clipped to that L2 norm. The slice modes only
    matter for model parallelism (one device here): 2.10 checks them only in a (semi-)auto
    parallel mode. 2.10's has no ``vocab_cache_size`` (MindSpore <= 2.3's parameter-server
    cache): passing it is Python's unexpected-keyword TypeError, as on 2.10."""
    BATCH_SLICE = "batch_slice"
    FIELD_SLICE = "field_slice"
    TABLE_ROW_SLICE = "table_row_slice"
    TABLE_COLUMN_SLICE = "table_column_slice"

    def __init__(self, vocab_size, embedding_size, param_init="normal", target="CPU",
                 slice_mode="batch_slice", manual_shapes=None, max_norm=None, sparse=True,
                 dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name         # 2.10's checks, texts and order (measured)
        _validator.check_value_type("sparse", sparse, [bool], cls)
        self.vocab_size = _validator.check_positive_int(vocab_size, "vocab_size")
        _validator.check_string(target, ["CPU", "DEVICE"], "target", cls)
        if not sparse and target == "CPU":
            raise ValueError(f"For '{cls}', 'sparse' must be True when 'target' is \"CPU\", but "
                             f"got 'sparse': {sparse} and 'target': {target}")
        self.embedding_size = check_positive_int(embedding_size, "embedding_size", cls)
        self.target, self.sparse, self.slice_mode = target, sparse, slice_mode
        self.embedding_table = make_param(param_init, (vocab_size, embedding_size), dtype,
                                          "embedding_table")
        if sharded_mode():
            _check_slice_mode(slice_mode, manual_shapes, cls)
        self.max_norm = None if max_norm is None else \
            _validator.check_positive_float(max_norm, "max_norm", cls)

    def construct(self, indices):
        ids = indices.astype(mstype.int32)     # (a number: 2.10's error, _operand_texts)
        valid = ops.logical_and(ids >= 0, ids < self.vocab_size)
        rows = ops.gather(self.embedding_table, ops.where(valid, ids, ops.zeros_like(ids)), 0)
        out = ops.where(ops.expand_dims(valid, -1), rows, ops.zeros_like(rows))
        if self.max_norm is not None:
            norm = ops.sqrt(ops.sum(ops.square(out), -1, True))
            out = out * self.max_norm / ops.maximum(norm, self.max_norm)
        return out


class MultiFieldEmbeddingLookup(EmbeddingLookup):
    """``MultiFieldEmbeddingLookup(vocab_size, embedding_size, field_size, param_init='normal',
    target='CPU', slice_mode='batch_slice', feature_num_list=None, max_norm=None, sparse=True,
    operator='SUM', dtype=mstype.float32)``. ``construct(input_indices, input_values,
    field_ids)`` (all (batch, n)): each looked-up row times its value, merged per field by
    ``operator`` ('SUM', 'MEAN': divided by the sum of |values|, 'MAX': over the non-zero
    values, 0 for an empty field) into (batch, field_size, embedding_size)."""

    def __init__(self, vocab_size, embedding_size, field_size, param_init="normal",
                 target="CPU", slice_mode="batch_slice", feature_num_list=None, max_norm=None,
                 sparse=True, operator="SUM", dtype=mstype.float32):
        super().__init__(vocab_size, embedding_size, param_init, target, slice_mode,
                         feature_num_list, max_norm, sparse, dtype=dtype)
        self.field_size = check_positive_int(field_size, "field_size",
                                             "MultiFieldEmbeddingLookup")
        self.operator = _validator.check_string(operator, ["SUM", "MAX", "MEAN"], "operator",
                                                "MultiFieldEmbeddingLookup")
        if slice_mode == "field_slice" and sharded_mode():
            raise ValueError(f"For 'MultiFieldEmbeddingLookup', the 'slice_mode' must be in "
                             f"['table_row_slice', 'batch_slice' and 'table_column_slice'], but "
                             f"got {slice_mode}.")

    def construct(self, input_indices, input_values, field_ids):
        cls = "MultiFieldEmbeddingLookup"
        for name, x in (("input_indices", input_indices), ("input_values", input_values),
                        ("field_ids", field_ids)):
            if len(x.shape) != 2:
                raise ValueError(f"For '{cls}', the dimension of '{name}' must be 2, but got "
                                 f"{len(x.shape)}.")
        # MindSpore 2.10's dtypes: int32/int64 indices, float32 values, int32 field ids
        for name, x, ok in (("input_indices", input_indices, (mstype.int32, mstype.int64)),
                            ("input_values", input_values, (mstype.float32,)),
                            ("field_ids", field_ids, (mstype.int32,))):
            if x.dtype not in ok:
                raise TypeError(f"For '{cls}', the '{name}' should be one of {list(ok)}, but got "
                                f"'{x.dtype}'.")
        out = EmbeddingLookup.construct(self, input_indices)             # (B, n, E)
        w = ops.expand_dims(input_values, -1)
        emb = out * w
        hot = ops.one_hot(ops.cast(field_ids, mstype.int32), self.field_size,
                          Tensor(1.0, mstype.float32), Tensor(0.0, mstype.float32))  # (B, n, F)
        if self.operator == "MAX":
            sel = ops.logical_and(ops.expand_dims(hot > 0, -1), ops.expand_dims(w != 0, 2))
            big = ops.where(sel, ops.expand_dims(emb, 2), ops.full_like(
                ops.expand_dims(emb, 2) * ops.expand_dims(hot, -1), -3.402823466e38))
            merged = ops.amax(big, 1)                                   # (B, F, E)
            count = ops.einsum("bn,bnf->bf", ops.abs(input_values), hot)
            return merged * ops.expand_dims(ops.cast(count != 0, mstype.float32), -1)
        merged = ops.einsum("bnf,bne->bfe", hot, emb)
        if self.operator == "MEAN":
            count = ops.expand_dims(ops.einsum("bn,bnf->bf", ops.abs(input_values), hot), -1)
            merged = ops.where(count != 0, merged / ops.where(count != 0, count,
                                                               ops.ones_like(count)),
                               ops.zeros_like(merged))
        return merged
