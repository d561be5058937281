"""Debug Primitives of ``mindspore.ops``: ``Assert`` and ``CheckNumerics`` (runtime checks that
raise RuntimeError; in GRAPH_MODE when the compiled graph runs, through the registry ops of
``runtime/primitives/extra_ext.py``) and ``InsertGradientOf`` (a function applied to the
gradient flowing back through it; PYNATIVE_MODE, on the tape like ``HookBackward``). Rows in
``rows_extra.py``.

>>> import minicell as ms
>>> ms.ops.CheckNumerics()(ms.Tensor([1.0, 2.0])).asnumpy().tolist()
[1.0, 2.0]
"""
import numpy as np

from ..runtime import dispatch as _dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import concrete
from .primitive import Primitive, prim_attr_register

_ASSERT = get_op("assert_check")
_CHECK_NUMERICS = get_op("check_numerics")


def _tensor(x):
    from ..common.tensor import Tensor
    return x if isinstance(x, Tensor) else Tensor(x)


class Assert(Primitive):
    """``ops.Assert(summarize=3)(condition, input_data)``: RuntimeError (showing the first
    ``summarize`` elements of each Tensor of ``input_data``) unless ``condition`` is all true;
    returns ``Tensor([0])`` otherwise."""

    @prim_attr_register
    def __init__(self, summarize=3):
        if isinstance(summarize, bool) or not isinstance(summarize, int):
            raise TypeError(f"For 'Assert', 'summarize' must be an int, but got "
                            f"{type(summarize).__name__}")

    def __call__(self, condition, input_data):
        if not isinstance(input_data, (list, tuple)):
            raise TypeError(f"For 'Assert', 'input_data' must be a list or tuple of Tensors, "
                            f"but got {type(input_data).__name__}")
        summarize = self.attrs["summarize"]
        cond, data = _tensor(condition), [_tensor(d) for d in input_data]
        if concrete(cond, *data):
            if not bool(np.all(cond.asnumpy())):
                shown = "\n".join(str(d.asnumpy().reshape(-1)[:summarize]) for d in data)
                raise RuntimeError(f"For 'Assert' condition is false.\ninput data: {shown}\n"
                                   f"assert failed")
        return _dispatch.dispatch(_ASSERT, (cond, *data),
                                  freeze_attrs({"summarize": summarize}))


class CheckNumerics(Primitive):
    """``ops.CheckNumerics()(x)``: ``x``, or RuntimeError if it holds NaN or Inf."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x):
        x = _tensor(x)
        if concrete(x):
            arr = x.asnumpy()
            if np.isnan(arr).any():
                raise RuntimeError("For 'CheckNumerics': Tensor had NaN values")
            if np.isinf(arr).any():
                raise RuntimeError("For 'CheckNumerics': Tensor had Inf values")
        return _dispatch.dispatch(_CHECK_NUMERICS, (x,))


class InsertGradientOf(Primitive):
    """``ops.InsertGradientOf(f)(x)``: identity forward; the gradient arriving at it is
    replaced by ``f(gradient)`` in the backward pass, in both modes."""

    def __init__(self, f):
        super().__init__("InsertGradientOf")
        if not callable(f):
            raise TypeError(f"For 'InsertGradientOf', 'f' must be callable, but got "
                            f"{type(f).__name__}")
        self.f = f

    def __call__(self, x):
        x = _tensor(x)
        if not concrete(x):
            # in a graph: a new Tensor holding x's value, with f compiled in as its gradient
            # hook (the graph's Tensor.register_hook), as MindSpore compiles InsertGradientOf
            from ..common.tensor import Tensor
            out = Tensor(x)
            _dispatch.state.tracer.tensor_hook(out, self.f)
            return out
        f = self.f
        return _dispatch.state.tracer.hook_backward(lambda grads: (f(grads[0]),), (x,))


_PY_FUNC = get_op("py_func")


class PyFunc(Primitive):
    """``ops.PyFunc(fn, in_types, in_shapes, out_types, out_shapes, stateful=True)(*inputs)``:
    ``fn`` run on the inputs as numpy arrays (eagerly, or on the host while a compiled graph
    runs); returns a tuple of Tensors of ``out_types`` / ``out_shapes``."""

    def __init__(self, fn, in_types, in_shapes, out_types, out_shapes, stateful=True):
        super().__init__("PyFunc")
        if not callable(fn):
            raise TypeError(f"For 'PyFunc', 'fn' must be callable, but got {type(fn).__name__}")
        if len(out_types) != len(out_shapes):
            raise ValueError(f"For 'PyFunc', 'out_types' and 'out_shapes' must have the same "
                             f"length, but got {len(out_types)} and {len(out_shapes)}")
        from ._util import dtype_name
        self._attrs = freeze_attrs({"fn": fn,
                                    "out_shapes": tuple(tuple(s) for s in out_shapes),
                                    "out_dtypes": tuple(dtype_name(t) for t in out_types)})
        self.in_types, self.in_shapes = tuple(in_types), tuple(tuple(s) for s in in_shapes)

    def __call__(self, *inputs):
        if len(inputs) != len(self.in_types):
            raise ValueError(f"For 'PyFunc', {len(self.in_types)} inputs are expected, but got "
                             f"{len(inputs)}")
        return tuple(_dispatch.dispatch(_PY_FUNC, tuple(_tensor(x) for x in inputs),
                                        self._attrs))


_SUMMARY = get_op("summary")


class _Summary(Primitive):
    """``ops.<Kind>Summary()(name, value)``: record ``value`` under ``name`` for the next
    ``SummaryRecord.record(step)`` (in GRAPH_MODE, when the compiled graph runs). Returns None."""
    plugin = None

    @prim_attr_register
    def __init__(self):
        pass

    def _check(self, value):
        """MindSpore's rank rule for this kind."""

    def __call__(self, name, value):
        label = type(self).__name__
        if not isinstance(name, str):
            raise TypeError(f"For primitive[{label}], the input argument[name] must be a type of "
                            f"{{String}}, but got {_summary_type(name)}.")
        if not name:
            raise ValueError(f"For primitive[{label}], the input argument[name] cannot be an "
                             f"empty string.")
        from ..common.tensor import Tensor
        if not isinstance(value, Tensor):
            raise TypeError(f"For primitive[{label}], the input argument[value] must be a type of "
                            f"{{Tensor}}, but got {_summary_type(value)}.")
        self._check(value)
        _dispatch.dispatch(_SUMMARY, (value,), freeze_attrs({"plugin": self.plugin, "tag": name}))


def _summary_type(x):
    """MindSpore's name of a non-Tensor argument's type in a summary op's error."""
    if x is None:
        return "None"
    return {bool: "Bool", int: "Int64", float: "Float32"}.get(type(x), type(x).__name__)


def _rank_at_least_1(self, value):
    if value.ndim < 1:
        raise ValueError(f"For primitive[{type(self).__name__}], the v rank must be greater than "
                         f"or equal to 1, but got {value.ndim}.")


class ScalarSummary(_Summary):
    plugin = "scalar"

    def _check(self, value):
        if value.ndim > 1 or value.size != 1:
            raise ValueError(f"For 'ScalarSummary', the value should be a scalar or a "
                             f"one-element 1-D Tensor, but got shape {value.shape}.")


class TensorSummary(_Summary):
    plugin = "tensor"
    _check = _rank_at_least_1


class HistogramSummary(_Summary):
    plugin = "histogram"
    _check = _rank_at_least_1


class ImageSummary(_Summary):
    plugin = "image"

    def _check(self, value):
        if value.ndim != 4:
            raise ValueError(f"For 'ImageSummary', the value should be a 4-D Tensor (N, C, H, "
                             f"W), but got shape {value.shape}.")
