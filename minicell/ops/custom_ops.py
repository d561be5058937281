"""``ops.Custom``: a user operator. minicell runs ``func_type="pyfunc"`` (a Python function of
numpy arrays, the type MindSpore 2.10 runs on CPU) in both modes: eagerly on the host, and in
a compiled graph through the ``py_func`` registry op (``jax.pure_callback``), so a graph with a
Custom op stays one XLA computation that calls back into Python where the op sits. A ``bprop``
is its gradient, on the same path as a Cell's custom ``bprop``; without one, differentiating
through the op raises, as in MindSpore (a host function has no derivative XLA could take).

``func_type="aot"`` (a C/C++ kernel in a shared library, ``"path/lib.so:Func"``, or a
``.cc``/``.cpp`` source compiled with g++ at construction as 2.10 does) runs on the same host
path: ``custom_aot`` calls the library through ctypes on numpy buffers, with MindSpore's
``FuncInit`` (attributes from ``reg_info`` or from arguments after the inputs, workspaces,
kernel data) and ``FuncInferShape`` (``out_shape=None``). The other kernel-library types
(``akg``/``tbe``/``aicpu`` kernels, ``hybrid`` DSL functions) plug into MindSpore's C++ runtime
and are refused with the reason. Row in ``rows_breadth.py``.

>>> import numpy as np, minicell as ms
>>> sub = ms.ops.Custom(lambda a, b: a - b, lambda a, _: a, lambda a, _: a, "pyfunc")
>>> sub(ms.Tensor([3.0, 4.0]), ms.Tensor([1.0, 1.0])).asnumpy().tolist()
[2.0, 3.0]
"""
import functools
import json

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
    dtypes. ``bprop(*inputs, out, dout)`` returns one gradient per input. An ``aot`` op
    keeps an output shape ``()`` (2.10, measured); its ``out_shape`` may be None (the library's
    ``FuncInferShape``)."""

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
        infos = _reg_items(reg_info, True) if isinstance(func, str) else None   # (2.10's order)
        if reg_info and not isinstance(reg_info, dict):    # 2.10 reads its outputs: .get
            raise AttributeError(f"'{type(reg_info).__name__}' object has no attribute 'get'")
        outputs = reg_info.get("outputs", []) if reg_info else []   # 2.10's multi-output flag:
        _ = len(outputs) == 1 and outputs[0].get("paramType")       # its errors (measured)
        infos = _reg_items(reg_info, False) if infos is None else infos
        if func_type not in ("pyfunc", "aot"):
            self._refuse()
        if func_type == "pyfunc" and not callable(func):
            raise TypeError(f"{self.log_prefix}, 'func' must be a function, but got {type(func)}")
        if bprop is not None and not callable(bprop):
            raise TypeError(f"{self.log_prefix}, 'bprop' must be a function, but got "
                            f"{type(bprop)}")
        self.add_prim_attr("func_type", func_type)
        if func_type == "aot":          # a source file is compiled now, the library loaded later
            from . import custom_aot   # ctypes, subprocess, hashlib: loaded by the first aot op
            _check_target(reg_info, self.log_prefix)
            _check_registration(infos, self.log_prefix)
            path, name = custom_aot.resolve(func, self.log_prefix, out_shape)
            self.aot, self._cells = custom_aot.AotLibrary(path, name, reg_info), {}
            self.func = f"{path}:{name}" if path else func
            return
        _check_registration(infos, self.log_prefix)
        self._cell = _bprop_cell(self._forward, bprop or self._no_bprop)

    __init__.__minicell_binds__ = True     # Python's own argument errors, as 2.10's (measured)

    def _refuse(self):
        raise NotImplementedError(
            f"{self.log_prefix}: minicell runs func_type 'pyfunc' and 'aot' (CPU) only; "
            f"'{self.func_type}' kernels plug into MindSpore's C++ runtime. Write the operator "
            f"as a Python function of numpy arrays (func_type='pyfunc'), a C++ CPU kernel "
            f"(func_type='aot') or in MindSpore ops.")

    def _infer(self, inputs, attrs=None):
        """(shapes, dtypes, multi_output) of the outputs for these input Tensors. An aot op's
        ``out_shape`` None asks its library (``FuncInferShape``, with the call's ``attrs``), and
        its output shape ``()`` stays ``()`` (2.10, measured)."""
        aot = self.func_type == "aot"
        shape = self.out_shape
        if callable(shape):
            shape = shape(*(list(x.shape) for x in inputs))
        dtype = self.out_dtype
        if callable(dtype):
            dtype = dtype(*(x.dtype for x in inputs))
        if not (isinstance(shape, (tuple, list)) or (aot and shape is None)):
            raise TypeError(f"{self.log_prefix}, 'out_shape' must be one of [tuple, list, "
                            f"function], but got {type(shape)}")
        if not isinstance(dtype, (mstype.Type, tuple, list)):
            raise TypeError(f"{self.log_prefix}, 'out_dtype' must be one of [mindspore.dtype, "
                            f"tuple, list, function], but got {type(dtype)}")
        if not aot and len(shape) == 0 and dtype == ():
            return ((1,),), (mstype.int32,), False
        multi = isinstance(dtype, (tuple, list))
        dtypes = tuple(dtype) if multi else (dtype,)
        if shape is None:
            shapes = self.aot.infer_shape([tuple(x.shape) for x in inputs], attrs)
        else:
            shapes = tuple(shape) if multi else (shape,)
        if len(shapes) != len(dtypes) or not all(isinstance(s, (tuple, list)) for s in shapes):
            raise ValueError(f"{self.log_prefix}, 'out_shape' must give one shape per output "
                             f"dtype ({len(dtypes)}), but got {shape}")
        empty = () if aot else (1,)
        shapes = tuple(tuple(int(d) for d in s) or empty for s in shapes)
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
        if self.func_type == "aot":
            inputs, cell = self._aot_cell(inputs)
        else:
            cell = self._cell
        inputs = tuple(x if isinstance(x, Tensor) else Tensor(x) for x in inputs)
        return cell(*inputs)

    def _aot_cell(self, args):
        """(inputs, the cell running the aot kernel with this call's attributes): ``reg_info``'s
        attributes without a value are the arguments after the inputs."""
        from . import custom_aot
        inputs, attrs = self.aot.split(args)
        key = custom_aot.attrs_key(attrs)
        if key not in self._cells:
            self._cells[key] = _bprop_cell(functools.partial(custom_aot.forward, self, attrs),
                                           self.bprop or self._no_bprop)
        return inputs, self._cells[key]


def _reg_items(reg_info, named):
    """The dicts of ``reg_info`` (nested lists and tuples flattened, JSON strings read: their
    ``JSONDecodeError``), as 2.10 reads them; with a ``named`` (str) func it also joins each
    one's ``op_name`` into the op's name (its TypeError for a name that is no str)."""
    flat, todo = [], [reg_info]
    while todo:
        item = todo.pop(0)
        if isinstance(item, (list, tuple)):
            todo[:0] = list(item)
        elif isinstance(item, str):
            flat.append(json.loads(item))
        elif isinstance(item, dict):
            flat.append(item)
    for item in flat if named else ():
        _ = "_".join(["Custom", item.get("op_name", "")])
    return flat


_IMPLY_TYPES = ("AKG", "TBE", "AiCPU", "CPU", "GPU", "BiSheng")


def _check_registration(infos, log_prefix):
    """2.10's checks of each registration dict (its ``Oplib.reg_op``, as measured on 2.10 CPU):
    inputs/outputs lists of dicts with an int index and a name, each with its own equally long
    ``dtype`` and ``format`` where the dtype_format is empty and an ``attr`` key is there (2.10
    lets ``{"inputs": [...]}`` alone through, measured); attributes a list of dicts with a
    name, a type and (but for AiCPU) a paramType (one with a value needs a name: KeyError), as
    ``CustomRegOp.attr`` writes them, also with no dtype_format; a known imply_type."""
    for info in infos:
        attrs = info.get("attr", [])
        for item in attrs if isinstance(attrs, list) else ():
            if isinstance(item, dict) and item.get("value") is not None:
                _ = item["name"]        # 2.10 reads it: KeyError 'name'
        formats = info.get("dtype_format", [])
        ok = isinstance(formats, list) and all(isinstance(info.get(k, []), list) and all(
            isinstance(e, dict) and isinstance(e.get("index"), int) and "name" in e
            and (bool(formats) or "attr" not in info or _own_formats(e))
            for e in info.get(k, []))
            for k in ("inputs", "outputs"))
        imply = info.get("imply_type")
        keys = ("name", "type") if imply == "AiCPU" else ("name", "type", "paramType")
        ok = ok and isinstance(attrs, list) and all(
            isinstance(a, dict) and all(k in a for k in keys) for a in attrs)
        ok = ok and (not isinstance(imply, str) or imply in _IMPLY_TYPES)
        if not ok:
            raise ValueError(f"{log_prefix}, the registration information is registered failed. "
                             f"Use 'CustomRegOp' to generate the registration information, then "
                             f"pass it to 'reg_info' or use 'custom_info_register' to bind it to "
                             f"'func' if 'func' is a function.")


def _own_formats(io):
    """An input/output entry's own ``dtype`` and ``format`` lists (needed without a
    dtype_format), of one length."""
    dtypes, formats = io.get("dtype"), io.get("format")
    return (dtypes is not None and formats is not None
            and (not hasattr(dtypes, "__len__") or not hasattr(formats, "__len__")
                 or len(dtypes) == len(formats)))


def _check_target(reg_info, log_prefix):
    """An aot op's ``reg_info`` must name its target (or a processor/imply_type giving one)."""
    if not isinstance(reg_info, dict):
        return
    targets = ["Ascend", "GPU", "CPU"]
    target = reg_info.get("target")
    if target not in targets:
        target = {"AiCore": "Ascend", "CUDA": "GPU", "CPU": "CPU"}.get(reg_info.get("processor"))
    if target not in targets:
        target = {"TBE": "Ascend", "GPU": "GPU", "CPU": "CPU"}.get(reg_info.get("imply_type"))
    if target not in targets:
        raise ValueError(f"{log_prefix}, target set in registration information must be one of "
                         f"{targets}, but got None")


def _fail_no_bprop(*_):
    raise RuntimeError("Illegal primitive Custom's bprop not defined: give ops.Custom(..., "
                       "bprop=fn) a function (*inputs, out, dout) -> one gradient per input "
                       "to differentiate through it")
