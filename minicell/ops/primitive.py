"""Primitive classes (``ops.Add()``, ``ops.MatMul(transpose_b=True)``): MindSpore's names and
constructor arguments. A Primitive holds static attributes and, when called, goes through the
same functional code (hence the same registry entries) as ``ops.add``/``ops.matmul``.

Classes without constructor arguments are made from their op-table row by
``make_primitive``; the classes here have MindSpore's constructor attributes. ``F`` is the
``ops.functional`` namespace, complete once ``minicell.ops`` is imported (calls only).

>>> import minicell as ms
>>> from minicell import ops
>>> ops.MatMul(transpose_b=True)(ms.Tensor([[1.0, 2.0]]), ms.Tensor([[3.0, 4.0]])).asnumpy().tolist()
[[11.0]]
>>> ops.MatMul(transpose_b=True)
Prim[MatMul]<transpose_a=False, transpose_b=True>
"""
from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..parallel.sharding import Layout, shard_primitive  # noqa: F401  (2.10 re-exports Layout)
from ..runtime.dispatch import dispatch
from ..runtime.prim_tag import tag as prim_tag
from ..runtime.registry import freeze_attrs, get_op
from . import _util, functional as F, scalar_pairs, signature
from ._matmul_shapes import check_batch_matmul, check_matmul_2d
from ._prim_bind import bind_errors as _bind_errors
from ._operand_dtypes import check_product_dtypes
from ._prim_arity import arity_error, counted_call, renamed
from ._prim_flags import check_cum_call
from ._prim_seed import prim_seed
from ._constexpr import constexpr, _primexpr  # noqa: F401  (MindSpore's ops.primitive names)



class Primitive:
    """Base of the Primitive classes: construct with static attributes, call with tensors.

    ``attrs`` holds the attributes shown by ``repr`` (``Prim[Name]<a=1, b=2>``)."""

    def __init__(self, name=None):
        self.name = name or type(self).__name__
        self.attrs = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        signature.apply(cls)    # a declared __mindspore_signature__'s dtype groups, in a graph
        init = cls.__dict__.get("__init__")
        if init is not None and not getattr(init, "__minicell_binds__", False):
            cls.__init__ = _bind_errors(init)
        cls.__call__ = counted_call(cls) or cls.__call__     # (a few classes: count texts)

    def add_prim_attr(self, name, value):
        """Record a static attribute (shown by ``repr``); returns self."""
        self.attrs[name] = value
        if name in self.__dict__:       # also an object attribute (kept by prim_attr_register)
            self.__dict__[name] = value
        return self

    def shard(self, in_strategy=None, out_strategy=None):
        """MindSpore's ``Primitive.shard``: the strategies (tuples or Layouts) by which the
        inputs/outputs are cut when the parallel mode is sharded; returns self (see
        ``minicell/parallel/sharding.py``)."""
        return shard_primitive(self, in_strategy, out_strategy)

    def set_prim_instance_name(self, name):
        self.instance_name = name
        return self

    def recompute(self, mode=True):
        """Mark the op's output for recomputation in the backward pass (2.10: attribute
        ``recompute``); returns self. XLA decides what to keep, so values do not change."""
        if not isinstance(mode, bool):
            raise TypeError(f"The input value must be a bool, but got {type(mode).__name__}.")
        return self.add_prim_attr("recompute", mode)

    def set_user_data(self, key, value):
        """Keep ``value`` under ``key`` on this Primitive (``get_user_data`` reads it back)."""
        self.__dict__.setdefault("_user_data", {})[key] = value

    def get_user_data(self, key):
        return self.__dict__.get("_user_data", {}).get(key)

    def del_prim_attr(self, name):
        """Remove a recorded attribute (absent: nothing); returns self."""
        self.attrs.pop(name, None)
        if name == "primitive_target":          # the one attribute also set on the object
            self.__dict__.pop(name, None)
        return self

    primitive_target = None

    def set_device(self, device_target):
        """MindSpore's per-Primitive device placement (``primitive_target``, e.g. an
        EmbeddingLookup on the host): recorded; XLA runs the whole program on one backend.
        Returns self."""
        self.primitive_target = device_target
        return self.add_prim_attr("primitive_target", device_target)

    def set_stage(self, stage):
        """The pipeline stage of this Primitive (recorded); returns self."""
        return self.add_prim_attr("stage", stage)

    def init_prim_io_names(self, inputs, outputs):
        """Record the input and output names (MindSpore's ``input_names`` /
        ``output_names`` attributes)."""
        self.add_prim_attr("input_names", inputs)
        self.add_prim_attr("output_names", outputs)

    def __getattr__(self, item):    # (only where the usual lookup fails: no per-call cost)
        """A recorded attribute reads as a Python attribute, as 2.10's Primitive
        (``ops.AllReduce(op='max').op``, ``ops.MatMul(transpose_a=True).transpose_a``)."""
        attrs = self.__dict__.get("attrs")
        if attrs is not None and item in attrs:
            return attrs[item]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{item}'")

    def __repr__(self):          # 2.10 leaves the io names out
        inner = ", ".join(f"{k}={v}" for k, v in self.attrs.items()
                          if k not in ("input_names", "output_names"))
        return f"Prim[{self.name}]<{inner}>" if inner else f"Prim[{self.name}]"

    def __call__(self, *args):     # no kernel: 2.10's GRAPH_MODE text, then its PYNATIVE one
        raise RuntimeError(f"Operator '{self.name}' is invalid, or no matching evaluator could "
                           f"be found. (prim:{self.name} has no attr:__infer__)")


Primitive.__init__ = _bind_errors(Primitive.__init__)


def prim_attr_register(fn):
    """Decorator for a Primitive subclass ``__init__``: records its arguments as attributes."""
    import functools
    import inspect

    @functools.wraps(fn)
    def init(self, *args, **kwargs):
        Primitive.__init__(self, type(self).__name__)
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        given = list(bound.arguments.items())[1:]
        for k, v in given:
            self.add_prim_attr(k, v)
        recorded = self.attrs
        fn(self, *args, **kwargs)
        if self.attrs is not recorded:      # fn re-ran ``super().__init__(name=...)``: 2.10 set
            for k, v in given:              # the arguments on the object too, so they stay
                if k not in self.attrs:     # readable (``self.mode``), attrs cleared
                    self.__dict__.setdefault(k, v)
    init.__minicell_binds__ = True      # its bind already raises 2.10's text (_prim_bind)
    return init


class AttrPrimitive(Primitive):
    """A Primitive named after its class whose keyword constructor arguments become both
    attributes and primitive attrs (``LRN(depth_radius=5).depth_radius``)."""

    def __init__(self, **attrs):
        super().__init__(type(self).__name__)
        for k, v in attrs.items():
            setattr(self, k, v)
            self.add_prim_attr(k, v)


def make_primitive(name, fn, doc=None):
    """The Primitive class ``name`` without constructor arguments whose call is ``fn(*args,
    **kwargs)`` (inputs by keyword take ``fn``'s parameter names, MindSpore's input names:
    ``ops.Add()(input=x, other=y)``, or 2.10's own where they differ: ``_prim_arity.renamed``):
    how the op table makes ``ops.Add`` from ``ops.add`` (one factory for every such class).

    >>> from minicell import ops, Tensor
    >>> Neg = make_primitive("Neg", ops.neg)
    >>> Neg(), Neg()(Tensor([1.0])).asnumpy().tolist()
    (Prim[Neg], [-1.0])
    """
    inputs = renamed(name, fn)                 # 2.10's input names where they differ
    call = scalar_pairs.refusing(name, inputs)     # two numbers: refused as 2.10's class does

    def __call__(self, *args, **kwargs):
        try:
            return call(*args, **kwargs)
        except TypeError as e:
            bad = arity_error(name, inputs, args, e, kwargs)
            if bad is None:
                raise
        raise bad
    doc = doc or f"``ops.{name}()(*args)``: calls ``{getattr(fn, '__name__', name)}``."
    return type(name, (Primitive,), {"__call__": __call__, "__doc__": doc, "_fn": staticmethod(fn),
                                     "__module__": __name__})


class MatMul(Primitive):
    """``MatMul(transpose_a=False, transpose_b=False)(x, y)`` for 2-D x and y."""
    _op = get_op("matmul")

    @prim_attr_register
    def __init__(self, transpose_a=False, transpose_b=False):
        self._attrs = freeze_attrs({"transpose_a": bool(transpose_a),
                                    "transpose_b": bool(transpose_b)})

    def __call__(self, input, mat2):     # 2.10's input names (measured: MatMul()(x))
        check_matmul_2d(input, mat2, **dict(self._attrs))    # 2.10 takes no batch here
        check_product_dtypes("MatMul", input, mat2)
        return prim_tag(dispatch(self._op, (input, mat2), self._attrs), "MatMul")


class BatchMatMul(MatMul):
    """``BatchMatMul(transpose_a=False, transpose_b=False)(x, y)``: batched over leading axes."""

    def __call__(self, x, y):
        check_batch_matmul(x, y, **dict(self._attrs))
        check_product_dtypes("BatchMatMul", x, y)
        return prim_tag(dispatch(self._op, (x, y), self._attrs), "BatchMatMul")


class _AxisPrim(Primitive):
    """Primitives constructed with ``axis`` only."""

    @prim_attr_register
    def __init__(self, axis=0):
        self.axis = axis


class Concat(_AxisPrim):
    """``Concat(axis=0)(tensors)``."""

    def __call__(self, tensors):
        return F.concat(tensors, self.axis)


class Stack(_AxisPrim):
    """``Stack(axis=0)(tensors)``; an axis of another type than int is 2.10's TypeError when
    constructed (measured; Concat's is read when called)."""

    @prim_attr_register
    def __init__(self, axis=0):
        _checkparam.check_value_type("axis", axis, [int], "Stack")
        self.axis = axis

    def __call__(self, tensors):
        return F.stack(tensors, self.axis)


class Softmax(Primitive):
    """``Softmax(axis=-1)(input)``. As in 2.10 (measured), an int ``axis`` is kept as a
    1-tuple (``Softmax(1).axis == (1,)``) and a list is a TypeError; None and bools are taken,
    and refused when called."""
    _operand, _valid_axis = "input", "int, tuple of int"    # the 'Failed calling' text's

    @prim_attr_register
    def __init__(self, axis=-1):
        if axis is not None and not isinstance(axis, (int, tuple)):
            raise TypeError(f"For '{type(self).__name__}', the type of 'axis' should be one of "
                            f"'[int, tuple of int]', but got {type(axis)}.")
        self.axis = (axis,) if isinstance(axis, int) else axis
        self.add_prim_attr("axis", self.axis)

    def _one_axis(self):
        axis = self.axis
        items = axis if isinstance(axis, tuple) else (axis,)
        if any(isinstance(a, bool) or not isinstance(a, int) for a in items):
            name = type(self).__name__      # None or a bool (measured: Softmax(True).axis (True,))
            raise TypeError(f'Failed calling {name} with "{name}(axis='
                            f'{_util.ms_type_name(axis)})({self._operand}=Tensor)".\nThe valid '
                            f'calling should be: \n"{name}(axis=<{self._valid_axis}>)('
                            f'{self._operand}=<Tensor>)".')
        if isinstance(axis, (tuple, list)) and len(axis) == 1:
            return axis[0]
        if isinstance(axis, (tuple, list)):    # was: silently the first axis only
            raise RuntimeError(f"For {type(self).__name__}, the parameter 'axis' only support "
                               f"int type on CPU, but got tuple {tuple(axis)}.")
        return axis

    def __call__(self, input):
        return F.softmax(input, self._one_axis())


class LogSoftmax(Softmax):
    """``LogSoftmax(axis=-1)(x)``; ``axis`` is kept as given (2.10: ``LogSoftmax(1).axis == 1``)."""
    _operand, _valid_axis = "logits", "int"

    @prim_attr_register
    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, logits):
        return F.log_softmax(logits, self._one_axis())


class Split(Primitive):
    """``Split(axis=0, output_num=1)(x)``: ``output_num`` equal pieces."""

    @prim_attr_register
    def __init__(self, axis=0, output_num=1):
        self.axis, self.output_num = axis, output_num

    def __call__(self, input_x):      # 2.10's input name (measured: sigscan.py)
        x = input_x
        _util.check_dims((self.axis,), _util.ndim_of(x))
        n = F.shape(x)[self.axis]
        if n % self.output_num:
            raise ValueError(f"For 'Split', x_shape[{self.axis}] must be divisible by "
                             f"output_num = {self.output_num}, but got {n}")     # 2.10's
        return F.split(x, n // self.output_num, self.axis)


class Gather(Primitive):
    """``Gather(batch_dims=0)(input_params, input_indices, axis)``."""

    @prim_attr_register
    def __init__(self, batch_dims=0):
        self.batch_dims = batch_dims

    def __call__(self, input_params, input_indices, axis):
        return F.gather(input_params, input_indices, axis, self.batch_dims)


class Squeeze(Primitive):
    """``Squeeze(axis=())(x)``: drop size-1 axes (all of them for ``()``)."""

    @prim_attr_register
    def __init__(self, axis=()):
        if not (isinstance(axis, int) or isinstance(axis, (tuple, list)) and all(
                isinstance(a, int) for a in axis)) or isinstance(axis, bool):
            raise TypeError(f"For 'Squeeze', the type of 'axis' should be one of '[list of int, "
                            f"int, tuple of int]', but got {type(axis)}.")
        self.axis = (axis,) if isinstance(axis, int) else tuple(axis)

    def __call__(self, input):
        """As 2.10 (measured): an axis out of range is a ValueError, one whose size is not 1
        is left as it is (a 0-d input ignores the axes). 2.10's input name: ``input``."""
        x = input
        shape = F.shape(x)
        n = len(shape)
        if not self.axis or not n:
            return F.squeeze(x, None)
        for a in self.axis:
            if not -n <= a < n:
                raise ValueError(f"Dimension out of range (expected to be in range of [{-n}, "
                                 f"{n}), but got {a})")
        drop = {a % n for a in self.axis if shape[a] == 1}
        return F.reshape(x, tuple(d for i, d in enumerate(shape) if i not in drop))


class BroadcastTo(Primitive):
    """``BroadcastTo(shape)(x)``."""

    @prim_attr_register
    def __init__(self, shape):
        if not isinstance(shape, (list, tuple, Tensor)):
            raise TypeError(f"For 'BroadcastTo', the type of 'shape' should be one of '[list of "
                            f"int, Tensor, tuple of int]', but got {type(shape)}.")
        self.shape = shape

    def __call__(self, x):
        return F.broadcast_to(x, self.shape)


class OneHot(Primitive):
    """``OneHot(axis=-1)(indices, depth, on_value, off_value)``."""

    @prim_attr_register
    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, indices, depth, on_value, off_value):
        if not (isinstance(on_value, Tensor) and isinstance(off_value, Tensor)):
            raise TypeError(f"For 'OneHot', 'on_value' and 'off_value' must be Tensors (ops.one_hot "
                            f"takes numbers), but got {type(on_value).__name__} and "
                            f"{type(off_value).__name__}.")
        return F.one_hot(indices, depth, on_value, off_value, self.axis)


class _ArgWithValue(Primitive):
    _arg, _red = None, None

    @prim_attr_register
    def __init__(self, axis=0, keep_dims=False):
        self.axis, self.keep_dims = axis, keep_dims


class ArgMaxWithValue(_ArgWithValue):
    """``ArgMaxWithValue(axis=0, keep_dims=False)(x)`` -> ``(Int64 index, value)``."""

    def __call__(self, input):       # 2.10's input name and texts (measured: sigscan.py)
        return self._pair(input, self.axis, self.keep_dims)

    @staticmethod
    def _pair(x, axis, keep_dims):
        v, i = F.max(x, axis, keep_dims)
        return i, v


class ArgMinWithValue(_ArgWithValue):
    """``ArgMinWithValue(axis=0, keep_dims=False)(x)`` -> ``(Int64 index, value)``."""

    def __call__(self, input):
        return self._pair(input, self.axis, self.keep_dims)

    @staticmethod
    def _pair(x, axis, keep_dims):
        v, i = F.min(x, axis, keep_dims)
        return i, v


class Argmax(Primitive):
    """``Argmax(axis=-1, output_type=mstype.int32)(x)``."""
    _op = get_op("argmax")

    @prim_attr_register
    def __init__(self, axis=-1, output_type=mstype.int32):
        self._attrs = freeze_attrs({"axis": axis, "keep_dims": False,
                                    "dtype": mstype.to_mstype(output_type).np_dtype.name})

    def __call__(self, input_x):     # 2.10's input names: Argmax input_x, Argmin x (measured)
        return dispatch(self._op, (input_x,), self._attrs)


class Argmin(Argmax):
    """``Argmin(axis=-1, output_type=mstype.int32)(x)``."""
    _op = get_op("argmin")

    def __call__(self, x):
        return dispatch(self._op, (x,), self._attrs)


class TopK(Primitive):
    """``TopK(sorted=True)(x, k)`` -> ``(values, indices)`` along the last axis."""

    @prim_attr_register
    def __init__(self, sorted=True):
        if not isinstance(sorted, bool):
            raise TypeError(f"For 'TopK', the type of 'sorted' should be 'bool', but got type "
                            f"'{type(sorted).__name__}'.")
        self.sorted = sorted

    def __call__(self, x, k):
        return F.topk(x, k, None, True, self.sorted)


class Sort(Primitive):
    """``Sort(axis=-1, descending=False)(x)`` -> ``(values, indices)``."""

    @prim_attr_register
    def __init__(self, axis=-1, descending=False):
        _checkparam.check_value_type("axis", axis, [int], "Sort")
        _checkparam.check_value_type("descending", descending, [bool], "Sort")
        self.axis, self.descending = axis, descending

    def __call__(self, x):
        return F.sort(x, self.axis, self.descending)


class CumSum(Primitive):
    """``CumSum(exclusive=False, reverse=False)(x, axis)``."""
    _op = get_op("cumsum")

    @prim_attr_register
    def __init__(self, exclusive=False, reverse=False):
        self.exclusive, self.reverse = exclusive, reverse

    def __call__(self, input, axis):
        check_cum_call("CumSum", "input", input, axis)     # 2.10's parser text
        return dispatch(self._op, (input,), freeze_attrs({"axis": int(axis),
                                                          "reverse": bool(self.reverse),
                                                          "exclusive": bool(self.exclusive)}))


class Einsum(Primitive):
    """``Einsum(equation)(operands)``."""

    @prim_attr_register
    def __init__(self, equation):
        self.equation = equation

    def __call__(self, operands):
        return F.einsum(self.equation, *operands)


class StridedSlice(Primitive):
    """``StridedSlice(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
    shrink_axis_mask=0)(x, begin, end, strides)``."""

    @prim_attr_register
    def __init__(self, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                 shrink_axis_mask=0):
        self.masks = (begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask)

    def __call__(self, input_x, begin, end, strides):
        return F.strided_slice(input_x, begin, end, strides, *self.masks)


from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.ops.primitive")
