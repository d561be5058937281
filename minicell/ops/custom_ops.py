"""``ops.Custom``: a user operator. minicell runs ``func_type="pyfunc"`` (a Python function of
numpy arrays, the type MindSpore 2.10 runs on CPU) in both modes: eagerly on the host, and in
a compiled graph through the ``py_func`` registry op (``jax.pure_callback``), so a graph with a
Custom op stays one XLA computation that calls back into Python where the op sits. A ``bprop``
is its gradient, on the same path as a Cell's custom ``bprop``; without one, differentiating
through the op raises, as in MindSpore (a host function has no derivative XLA could take).

The kernel-library types (``aot`` .so files, ``akg``/``tbe``/``aicpu`` kernels, ``hybrid``
DSL functions) plug into MindSpore's C++ runtime and are refused with the reason (an ``aot``
op constructs, as in 2.10, whose kernel file is only loaded at the call, and refuses there). Row in
``rows_breadth.py``.

>>> import numpy as np, minicell as ms
>>> sub = ms.ops.Custom(lambda a, b: a - b, lambda a, _: a, lambda a, _: a, "pyfunc")
>>> sub(ms.Tensor([3.0, 4.0]), ms.Tensor([1.0, 1.0])).asnumpy().tolist()
[2.0, 3.0]
"""
from ..common import dtype as mstype
from ..runtime import dispatch as _dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import concrete, dtype_name
from .extra_graph import _bprop_cell
from .primitive import Primitive

_PY_FUNC = get_op("py_func")
FUNC_TYPES = ["hybrid", "akg", "tbe", "aicpu", "aot", "pyfunc"]


class Custom(Primitive):
    """``ops.Custom(func, out_shape, out_dtype, func_type="pyfunc", bprop=None,
    reg_info=None)(*inputs)``.

    ``out_shape``: a shape, a tuple of shapes, or a function of the inputs' shapes (lists);
    ``out_dtype``: a dtype, a tuple of dtypes, or a function of the inputs' dtypes. A tuple (or
    list) of dtypes makes the op return a tuple of that many Tensors, else one Tensor. As in
    MindSpore, an output shape ``()`` is ``(1,)``, and ``out_shape=()`` with ``out_dtype=()``
    gives one placeholder ``Tensor([0], int32)`` (the function is still called, for its side
    effects). ``func``'s results must have the declared sizes; they are cast to the declared
    dtypes. ``bprop(*inputs, out, dout)`` returns one gradient per input."""

    def __init__(self, func, out_shape=None, out_dtype=None, func_type="pyfunc", bprop=None,
                 reg_info=None):
        super().__init__("Custom")
        if func_type == "aot" and not isinstance(func, str):
            raise TypeError(f"For 'Custom', 'func_type': aot, 'func': {func}, 'func' must be of "
                            f"type str, but got {type(func)}")
        if not (callable(func) or isinstance(func, str)):
            raise TypeError(f"For 'Custom', 'func' must be of type function or str, but got "
                            f"{type(func)}")
        self.func, self.func_type, self.bprop = func, func_type, bprop
        self.out_shape, self.out_dtype, self.reg_info = out_shape, out_dtype, reg_info
        self.log_prefix = f"For 'Custom', 'func_type': {func_type}, 'func': {func}"
        if func_type not in FUNC_TYPES:
            raise ValueError(f"{self.log_prefix}, 'func_type' must be one of {FUNC_TYPES}, but "
                             f"got {func_type}")
        if func_type == "aot":          # 2.10 constructs it; its kernel is loaded at the call
            self.add_prim_attr("func_type", func_type)
            self._cell = None
            return
        if func_type != "pyfunc":
            self._refuse()
        if not callable(func):
            raise TypeError(f"{self.log_prefix}, 'func' must be a function, but got {type(func)}")
        if bprop is not None and not callable(bprop):
            raise TypeError(f"{self.log_prefix}, 'bprop' must be a function, but got "
                            f"{type(bprop)}")
        self.add_prim_attr("func_type", func_type)
        self._cell = _bprop_cell(self._forward, bprop or self._no_bprop)

    def _refuse(self):
        raise NotImplementedError(
            f"{self.log_prefix}: minicell runs func_type 'pyfunc' only; '{self.func_type}' "
            f"kernels plug into MindSpore's C++ runtime. Write the operator as a Python "
            f"function of numpy arrays (func_type='pyfunc') or in MindSpore ops.")

    def _infer(self, inputs):
        """(shapes, dtypes, multi_output) of the outputs for these input Tensors."""
        shape = self.out_shape
        if callable(shape):
            shape = shape(*(list(x.shape) for x in inputs))
        dtype = self.out_dtype
        if callable(dtype):
            dtype = dtype(*(x.dtype for x in inputs))
        if not isinstance(shape, (tuple, list)):
            raise TypeError(f"{self.log_prefix}, 'out_shape' must be one of [tuple, list, "
                            f"function], but got {type(shape)}")
        if not isinstance(dtype, (mstype.Type, tuple, list)):
            raise TypeError(f"{self.log_prefix}, 'out_dtype' must be one of [mindspore.dtype, "
                            f"tuple, list, function], but got {type(dtype)}")
        if isinstance(shape, (tuple, list)) and len(shape) == 0 and dtype == ():
            return ((1,),), (mstype.int32,), False
        multi = isinstance(dtype, (tuple, list))
        dtypes = tuple(dtype) if multi else (dtype,)
        shapes = tuple(shape) if multi else (shape,)
        if len(shapes) != len(dtypes) or not all(isinstance(s, (tuple, list)) for s in shapes):
            raise ValueError(f"{self.log_prefix}, 'out_shape' must give one shape per output "
                             f"dtype ({len(dtypes)}), but got {shape}")
        shapes = tuple(tuple(int(d) for d in s) or (1,) for s in shapes)
        return shapes, dtypes, multi

    def _forward(self, *inputs):
        shapes, dtypes, multi = self._infer(inputs)
        attrs = freeze_attrs({"fn": self.func, "out_shapes": shapes,
                              "out_dtypes": tuple(dtype_name(d) for d in dtypes),
                              "name": "Custom"})
        outs = tuple(_dispatch.dispatch(_PY_FUNC, inputs, attrs))
        return outs if multi else outs[0]

    @staticmethod
    def _no_bprop(*args):
        """Differentiating through a Custom op without ``bprop`` is MindSpore's RuntimeError:
        raised here in PYNATIVE_MODE; in a graph (whose bprop is traced with the forward) the
        gradient is a host call that raises when the backward pass runs."""
        inputs = args[:-2]
        if all(concrete(x) for x in inputs):
            _fail_no_bprop()
        attrs = freeze_attrs({"fn": _fail_no_bprop, "out_shapes": tuple(x.shape for x in inputs),
                              "out_dtypes": tuple(dtype_name(x.dtype) for x in inputs),
                              "name": "Custom"})
        return tuple(_dispatch.dispatch(_PY_FUNC, inputs, attrs))

    def __call__(self, *inputs):
        from ..common.tensor import Tensor
        if self._cell is None:
            self._refuse()
        inputs = tuple(x if isinstance(x, Tensor) else Tensor(x) for x in inputs)
        return self._cell(*inputs)


def _fail_no_bprop(*_):
    raise RuntimeError("Illegal primitive Custom's bprop not defined: give ops.Custom(..., "
                       "bprop=fn) a function (*inputs, out, dout) -> one gradient per input "
                       "to differentiate through it")
