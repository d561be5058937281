"""Basic layers: Dense, Flatten, Dropout, Dropout1d/2d/3d, Identity, Embedding.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.Dense(3, 4)
>>> net(ms.Tensor(np.ones((2, 3), np.float32))).shape
(2, 4)
"""
import warnings

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...ops._operand_dtypes import check_product_dtypes
from ...ops.primitive import Primitive
from ...runtime.prim_tag import tag as prim_tag
from ...runtime.python_checks import python_check
from ..cell import Cell
from ._utils import bias_uniform_default, check_positive_int, he_uniform_default, make_param
from .activation import get_activation
from .._operand_texts import refuses_non_tensors, shape_refusal

__all__ = ["Dense", "Flatten", "Dropout", "Dropout1d", "Dropout2d", "Dropout3d", "Identity",
           "Embedding"]


class Dense(Cell):
    """Fully connected layer ``activation(x @ weight.T + bias)``.

    ``Dense(in_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
    activation=None, dtype=mstype.float32)``: ``weight`` is (out, in), initialised with
    HeUniform(sqrt(5)); ``bias`` with Uniform(1/sqrt(in_channels)). ``activation`` is a name
    (``'relu'``) or a Cell.
    """

    def __init__(self, in_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 activation=None, dtype=mstype.float32):
        super().__init__()
        self.in_channels = check_positive_int(in_channels, "in_channels", "Dense")
        self.out_channels = check_positive_int(out_channels, "out_channels", "Dense")
        if not isinstance(has_bias, bool):
            raise TypeError(f"For 'Dense', the 'has_bias' must be a bool, but got "
                            f"{type(has_bias).__name__}.")
        self.has_bias = has_bias
        if isinstance(weight_init, Tensor) and tuple(weight_init.shape) != (out_channels,
                                                                           in_channels):
            raise ValueError(f"For 'Dense', weight init shape error. The ndim of 'weight_init' "
                             f"must be equal to 2, and the first dim must be equal to "
                             f"'out_channels', and the second dim must be equal to 'in_channels'. "
                             f"But got 'weight_init': {weight_init.asnumpy()}, 'out_channels': "
                             f"{out_channels}, 'in_channels': {in_channels}.")      # 2.10's text
        if has_bias and isinstance(bias_init, Tensor) and \
                tuple(bias_init.shape) != (out_channels,):
            raise ValueError(f"For 'Dense', bias init shape error. The ndim of 'bias_init' must be "
                             f"equal to 1, and the first dim must be equal to 'out_channels'. But "
                             f"got 'bias_init': {bias_init.asnumpy()}, 'out_channels': "
                             f"{out_channels}.")
        wi = he_uniform_default() if weight_init is None else weight_init
        self.weight = make_param(wi, (out_channels, in_channels), dtype, "weight")
        self.bias = None
        if self.has_bias:
            bi = bias_uniform_default(in_channels) if bias_init is None else bias_init
            self.bias = make_param(bi, (out_channels,), dtype, "bias")
        if activation is not None and not isinstance(activation, (str, Cell, Primitive)):
            raise TypeError(f"For 'Dense', the 'activation' must be str or Cell or Primitive, "
                            f"but got {type(activation).__name__}.")
        self.activation = get_activation(activation) if isinstance(activation, str) \
            else activation
        self.activation_flag = self.activation is not None
        # MindSpore's attributes, which parallel code gives ``.shard`` strategies
        self.matmul = ops.MatMul(transpose_b=True)
        self.bias_add = ops.BiasAdd()

    def construct(self, x):
        if not isinstance(x, Tensor):    # 2.10 takes only a Tensor (None: Shape's check)
            raise shape_refusal(x)
        if x is not None and not x.shape:     # 2.10 reads x.shape[-1] first: IndexError
            raise IndexError(f"For 'Dense', the input must have at least 1 dimension (its last "
                             f"one of in_channels={self.in_channels}), but got a 0-D Tensor.")
        if x is not None and isinstance(x.shape[-1], int) and x.shape[-1] != self.in_channels:
            # 2.10's layer runs a MatMul over the input flattened to 2-d: its ValueError
            raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': "
                             f"{x.shape[-1]} and 'x2_row': {self.in_channels}.")
        check_product_dtypes("MatMul", x, self.weight)     # 2.10's layer is a MatMul
        if self.has_bias:
            x = ops.dense(x, self.weight, self.bias)
        else:
            x = ops.dense(x, self.weight)
        prim_tag(x, "MatMul")       # 2.10's layer is a MatMul (its FLOPs count sees one)
        if self.activation_flag:
            x = self.activation(x)
        return x

    # GRAPH_MODE traces this construct as plain Python: its branches read only Python values
    # (types, static shapes, flags), so the AST conversion (~25 ms of W2's first call) buys nothing
    construct.__minicell_noconvert__ = True

    def extend_repr(self):
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:       # 2.10 shows has_bias only when True (measured)
            s += f", has_bias={self.has_bias}"
        if self.activation_flag:
            s += f", activation={self.activation!r}"
        return s


@refuses_non_tensors
class Flatten(Cell):
    """Flatten dims ``start_dim..end_dim`` (default: all but the batch dim)."""

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def construct(self, x):
        shape = x.shape
        nd = len(shape)
        rank = nd if nd else 1       # MindSpore 2.10 checks both dims against max(rank, 1)
        if not (-rank <= self.start_dim < rank and -rank <= self.end_dim < rank):
            raise python_check(ValueError("'start_dim' or 'end_dim' out of range."))
        if nd == 0:
            return ops.reshape(x, (1,))
        s = self.start_dim % nd
        e = self.end_dim % nd
        if s > e:
            raise python_check(ValueError("For 'flatten', 'start_dim' cannot come after "
                                          "'end_dim'."))
        n = 1
        for d in shape[s:e + 1]:
            n *= d
        return ops.reshape(x, tuple(shape[:s]) + (n,) + tuple(shape[e + 1:]))

    construct.__minicell_noconvert__ = True     # static shapes only (~25 ms to convert)


class Identity(Cell):
    """Returns its input; any arguments are taken and ignored (2.10's, which ``mint.nn`` shares:
    PyTorch's)."""

    def __init__(self, *args, **kwargs):        # pylint: disable=unused-argument
        super().__init__()

    def construct(self, input):         # pylint: disable=redefined-builtin
        return input


def _keep_prob(keep_prob, p, cls):
    if p is None:
        if keep_prob != 0.5:
            warnings.warn(f"For '{cls}', 'keep_prob' is deprecated; use 'p' (= 1 - keep_prob).",
                          DeprecationWarning, stacklevel=3)
        _validator.check_value_type("keep_prob", keep_prob, [float], cls)   # as 2.10: not 1
        if not 0.0 < keep_prob <= 1.0:
            raise ValueError(f"For '{cls}', the 'keep_prob' must be a number in range (0, 1], "
                             f"but got {keep_prob}.")
        return float(keep_prob), False
    if isinstance(p, bool) or not isinstance(p, (int, float)):    # 2.10's texts (measured)
        raise TypeError(f"For '{cls}', the type of 'p' should be one of '['float', 'int']', but "
                        f"got type '{type(p).__name__}'.")
    if not 0.0 <= p < 1.0:
        raise ValueError(f"For '{cls}', the 'p' must be a number in range [0, 1), but got {p}.")
    return 1.0 - float(p), True


class Dropout(Cell):
    """Zero each element with probability ``p`` during training (``set_train(True)``) and scale
    the rest by 1/(1-p); identity in eval. ``keep_prob`` is the deprecated complementary form.

    >>> import minicell as ms, numpy as np
    >>> from minicell import nn
    >>> nn.Dropout(p=0.5)(ms.Tensor(np.ones(3, np.float32)))   # not training: identity
    Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00])
    """

    def __init__(self, keep_prob=0.5, p=None, dtype=mstype.float32):
        super().__init__()
        self.keep_prob, self._given_p = _keep_prob(keep_prob, p, "Dropout")
        self.p = float(p) if self._given_p else 1.0 - self.keep_prob
        self.dropout = ops.Dropout(self.keep_prob)   # MindSpore's attribute (``.shard`` hints)

    def construct(self, x):
        if not self.training or self.keep_prob == 1.0:
            return x
        return ops.dropout(x, self.p)

    def extend_repr(self):
        if self._given_p:
            return f"p={self.p}"
        return f"keep_prob={self.keep_prob}"


class _DropoutNd(Cell):
    _nd = 2

    def __init__(self, p=0.5):
        super().__init__()
        _validator.check_value_type("p", p, [float], type(self).__name__)   # 2.10: not 1
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"For '{type(self).__name__}', the 'p' must be a number in range "
                             f"[0, 1], but got {p}.")
        self.p = float(p)
        self.keep_prob = 1.0 - p        # 2.10's attribute

    def construct(self, x):
        if not self.training or self.p == 0.0:
            return x
        return ops.nn_dropout.dropout_nd(x, self.p, True, self._nd, type(self).__name__)

    def extend_repr(self):
        return f"p={self.keep_prob}"    # 2.10's text: the keep probability (measured)


class Dropout1d(_DropoutNd):
    """Zero whole channels of (N, C, L) or (C, L) with probability ``p`` during training."""
    _nd = 1

    def extend_repr(self):
        return ""           # 2.10 prints 'Dropout1d()'


class Dropout2d(_DropoutNd):
    """Zero whole channels of (N, C, H, W) with probability ``p`` during training."""
    _nd = 2


class Dropout3d(_DropoutNd):
    """Zero whole channels of (N, C, D, H, W) with probability ``p`` during training."""
    _nd = 3


@refuses_non_tensors
class Embedding(Cell):
    """Lookup table ``embedding_table`` (vocab_size, embedding_size), initialised 'normal';
    a ``padding_idx`` row starts at zero. Input: integer ids of any shape."""

    def __init__(self, vocab_size, embedding_size, use_one_hot=False, embedding_table="normal",
                 dtype=mstype.float32, padding_idx=None):
        super().__init__()
        # 2.10 checks the types here; the initializer refuses a size below 1
        self.vocab_size = _validator.check_value_type("vocab_size", vocab_size, [int], "Embedding")
        self.embedding_size = _validator.check_value_type("embedding_size", embedding_size, [int],
                                                          "Embedding")
        self.use_one_hot = _validator.check_value_type("use_one_hot", use_one_hot, [bool],
                                                       "Embedding")
        if not (isinstance(dtype, mstype.Type) and dtype in mstype.number_type):
            raise TypeError(f"For 'Embedding', the element of 'dtype' must be one of "
                            f"{', '.join(str(t) for t in mstype.number_type)}, but got {dtype}.")
        self.dtype = dtype
        self.padding_idx = padding_idx
        if padding_idx is not None and (not isinstance(padding_idx, int) or
                                        isinstance(padding_idx, bool)):
            raise TypeError(f"For 'Embedding', the 'padding_idx' must be 'int',  but got "
                            f"'{type(padding_idx).__name__}'.")
        if padding_idx is not None and not 0 <= padding_idx < vocab_size:     # 2.10: no -1
            raise ValueError(f"For 'Embedding', the 'padding_idx' must be in range of [0, "
                             f"{vocab_size}), but got {padding_idx} with type 'int'.")
        self.embedding_table = make_param(embedding_table, (vocab_size, embedding_size),
                                          mstype.float32, "embedding_table")
        if padding_idx is not None:
            arr = self.embedding_table.asnumpy().copy()
            arr[padding_idx] = 0
            self.embedding_table.set_data(Tensor(arr))

    def construct(self, ids):
        return ops.gather(self.embedding_table, ids, 0)

    def extend_repr(self):
        return (f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, "
                f"use_one_hot={self.use_one_hot}, embedding_table={self.embedding_table!r}, "
                f"dtype={self.dtype}, padding_idx={self.padding_idx}")


def _is_equal_one(x):
    """MindSpore's private helper (user code imports it): whether the mean of ``x`` equals 1, as
    a bool Tensor; False for None."""
    if x is None:
        return False
    return ops.equal(ops.reduce_mean(x), 1.0)
