"""Kernel registration information: ``op_info_register``, ``custom_info_register``, the
``TBERegOp``/``AiCPURegOp``/``CpuRegOp``/``AkgGpuRegOp``/``AkgAscendRegOp``/``CustomRegOp``
builders and ``DataType``'s (dtype, format) pairs.

In MindSpore they describe kernels of its own libraries (TBE and AiCPU on Ascend, AKG, its CPU
kernels) to its C++ op library. minicell runs none of those kernels (``ops.Custom`` refuses
their ``func_type`` with the reason), but model code builds and registers this information
when its modules are imported, so the builders work as in MindSpore 2.10: each method checks
its argument with 2.10's error and returns the builder, ``get_op_info()`` gives 2.10's dict,
``op_info_register(info)`` checks and records the information in ``REGISTERED`` (by op name)
and returns the function, ``custom_info_register(*info)`` sets the function's ``reg_info``.

>>> from minicell.ops import TBERegOp, DataType, op_info_register
>>> info = TBERegOp("Abs").fusion_type("ELEMWISE").input(0, "x", None, "required", None) \\
...     .output(0, "y", True, "required", "all") \\
...     .dtype_format(DataType.F32_None, DataType.F32_None).get_op_info()
>>> info["dtype_format"], info["imply_type"]
([(('float32', ''), ('float32', ''))], 'TBE')
>>> @op_info_register(info)
... def _abs_tbe():
...     return
>>> sorted(REGISTERED["Abs"])[:3]
['async_flag', 'attr', 'binfile']
"""
import functools
import json

REGISTERED = {}   # op name -> the last registration information given for it (a dict)


def _is(kind):
    """2.10's argument check: a TypeError "<value> value must be <kind>"."""
    def check(value):
        if not isinstance(value, kind):
            raise TypeError(f"{value} value must be {kind.__name__}")
        return True
    return check


_STR, _INT, _BOOL, _LIST = _is(str), _is(int), _is(bool), _is(list)


def _fields(keys, checks, values, kwargs):
    """The dict of an input, output or attribute: each value given (not None), checked, under
    its key, then ``kwargs``."""
    out = {}
    for i, (key, value) in enumerate(zip(keys, values)):
        if value is not None:
            checks[i if len(checks) > 1 else 0](value)
            out[key] = value
    out.update(kwargs)
    return out


class RegOp:
    """The builder every kind of registration information shares: the operator's name, its
    inputs, outputs and attributes, fusion type and supported (dtype, format) rows."""

    def __init__(self, op_name=""):
        if not isinstance(op_name, str):
            raise ValueError("op name value must be string")
        if not op_name.strip():
            raise ValueError("op name is empty")
        self.op_name = op_name
        self.inputs, self.outputs, self.attr_ = [], [], []
        self.fusion_type_ = ''
        self.dtype_format_ = []

    def fusion_type(self, fusion_type):
        _STR(fusion_type)
        self.fusion_type_ = fusion_type
        return self

    def dtype_format(self, *args):
        """One row: a (dtype, format) or (dtype, format, object type) tuple per input and
        output, in order."""
        if len(self.inputs) + len(self.outputs) != len(args):
            raise ValueError("input size add output size must be equal to dtype format size")
        for arg in args:
            if not isinstance(arg, tuple) or len(arg) not in (2, 3):
                raise ValueError("dtype and format value must be tuple of two or three elements")
            for part in arg:
                _STR(part)
        self.dtype_format_.append(tuple(args))
        return self

    def _add(self, where, keys, checks, values, kwargs):
        where.append(_fields(keys, checks, values, kwargs))
        return self

    def get_op_info(self):
        """The information as a dict: the attributes with their trailing ``_`` removed (and
        TBE's flags under 2.10's camel-case keys)."""
        return {_KEYS.get(key.rstrip("_"), key.rstrip("_")): value
                for key, value in vars(self).items()}


_KEYS = {"dynamic_shape_support": "dynamicShapeSupport", "dynamic_rank_support":
         "dynamicRankSupport", "dynamic_compile_static": "dynamicCompileStatic",
         "need_check_support": "needCheckSupport", "dynamic_format": "dynamicFormat"}
_IO = ("index", "name", "paramType")


class CpuRegOp(RegOp):
    """Registration information of a MindSpore CPU kernel."""
    IMPLY_TYPE = "CPU"

    def __init__(self, op_name):
        super().__init__(op_name)
        self.imply_type = self.IMPLY_TYPE

    def input(self, index=None, name=None, param_type=None, **kwargs):
        return self._add(self.inputs, _IO, (_INT, _STR, _STR), (index, name, param_type), kwargs)

    def output(self, index=None, name=None, param_type=None, **kwargs):
        return self._add(self.outputs, _IO, (_INT, _STR, _STR), (index, name, param_type),
                         kwargs)

    def attr(self, name=None, value_type=None, value=None, **kwargs):
        return self._add(self.attr_, ("name", "type", "value"), (_STR,),
                         (name, value_type, value), kwargs)


class AiCPURegOp(CpuRegOp):
    """Registration information of an Ascend AiCPU kernel."""
    IMPLY_TYPE = "AiCPU"


class _AkgRegOp(RegOp):
    """Registration information of an AKG kernel for ``processor``."""
    PROCESSOR = ""

    def __init__(self, op_name):
        super().__init__(op_name)
        self.imply_type, self.processor = "AKG", self.PROCESSOR

    def input(self, index=None, name=None, param_type=None, **kwargs):
        return self._add(self.inputs, _IO, (_INT, _STR, _STR), (index, name, param_type), kwargs)

    def output(self, index=None, name=None, **kwargs):
        return self._add(self.outputs, _IO[:2], (_INT, _STR), (index, name), kwargs)

    def attr(self, name=None, param_type=None, value_type=None, **kwargs):
        return self._add(self.attr_, ("name", "paramType", "type"), (_STR,),
                         (name, param_type, value_type), kwargs)


class AkgGpuRegOp(_AkgRegOp):
    PROCESSOR = "CUDA"


class AkgAscendRegOp(_AkgRegOp):
    PROCESSOR = "AiCore"


class TBERegOp(RegOp):
    """Registration information of an Ascend TBE kernel."""

    def __init__(self, op_name):
        super().__init__(op_name)
        self.imply_type = "TBE"
        self.async_flag_, self.binfile_, self.compute_cost_, self.kernel_ = False, '', 10, ''
        self.partial_flag_, self.reshape_type_ = False, ''
        self.dynamic_rank_support_ = self.dynamic_shape_support_ = False
        self.dynamic_compile_static_ = self.need_check_support_ = self.dynamic_format_ = False
        self.op_pattern_ = ""
        self.real_input_index_, self.input_to_attr_index_ = [], []
        self.unknown_shape_formats_ = []

    def unknown_shape_formats(self, unknown_shape_formats):
        _LIST(unknown_shape_formats)
        self.unknown_shape_formats_.append(unknown_shape_formats)
        return self

    def dynamic_rank_support(self, dynamic_rank_support):
        _BOOL(dynamic_rank_support)
        self.dynamic_rank_support_ = dynamic_rank_support
        return self

    def real_input_index(self, real_input_index):
        _LIST(real_input_index)
        self.real_input_index_ = real_input_index
        return self

    def input_to_attr_index(self, input_to_attr_index):
        _LIST(input_to_attr_index)
        self.input_to_attr_index_ = input_to_attr_index
        return self

    def async_flag(self, async_flag=False):
        _BOOL(async_flag)
        self.async_flag_ = async_flag
        return self

    def binfile_name(self, binfile_name):
        _STR(binfile_name)
        self.binfile_ = binfile_name
        return self

    def compute_cost(self, compute_cost=10):
        _INT(compute_cost)
        self.compute_cost_ = compute_cost
        return self

    def kernel_name(self, kernel_name):
        _STR(kernel_name)
        self.kernel_ = kernel_name
        return self

    def partial_flag(self, partial_flag=True):
        _BOOL(partial_flag)
        self.partial_flag_ = partial_flag
        return self

    def reshape_type(self, reshape_type):
        _STR(reshape_type)
        self.reshape_type_ = reshape_type
        return self

    def dynamic_shape(self, dynamic_shape=False):
        _BOOL(dynamic_shape)
        self.dynamic_shape_support_ = dynamic_shape
        return self

    def dynamic_compile_static(self, dynamic_compile_static=False):
        _BOOL(dynamic_compile_static)
        self.dynamic_compile_static_ = dynamic_compile_static
        return self

    def need_check_supported(self, need_check_supported=False):
        _BOOL(need_check_supported)
        self.need_check_support_ = need_check_supported
        return self

    def is_dynamic_format(self, is_dynamic_format=False):
        _BOOL(is_dynamic_format)
        self.dynamic_format_ = is_dynamic_format
        return self

    def op_pattern(self, pattern=None):
        if pattern is not None and _STR(pattern):
            self.op_pattern_ = pattern
        return self

    def attr(self, name=None, param_type=None, value_type=None, value=None, default_value=None,
             **kwargs):
        return self._add(self.attr_, ("name", "paramType", "type", "value", "defaultValue"),
                         (_STR,), (name, param_type, value_type, value, default_value), kwargs)

    def input(self, index=None, name=None, need_compile=None, param_type=None, shape=None,
              value_depend=None, **kwargs):
        entry = _fields((*_IO[:2], "needCompile", "paramType", "shape", "valueDepend"),
                        (_INT, _STR, _BOOL, _STR, _STR, _STR),
                        (index, name, need_compile, param_type, shape, value_depend), kwargs)
        if value_depend and value_depend.lower() not in _VALUE_DEPEND:
            raise ValueError(f"Operator {self.op_name} input{index}'s value_depend's value "
                             f"({value_depend}) is not in {_VALUE_DEPEND}.")
        self.inputs.append(entry)
        return self

    def output(self, index=None, name=None, need_compile=None, param_type=None, shape=None,
               **kwargs):
        return self._add(self.outputs, (*_IO[:2], "need_compile", "paramType", "shape"),
                         (_INT, _STR, _BOOL, _STR, _STR),
                         (index, name, need_compile, param_type, shape), kwargs)


_VALUE_DEPEND = ("ignored", "optional", "required")


class CustomRegOp(RegOp):
    """Registration information for ``ops.Custom``'s ``func`` (``reg_info=`` or
    ``custom_info_register``): its inputs, outputs, attributes, (dtype, format) rows and
    target."""

    def __init__(self, op_name="Custom"):
        super().__init__(op_name)
        self.target_ = "UnKnown"

    def input(self, index=None, name=None, param_type="required", **kwargs):
        return self._add(self.inputs, _IO, (_INT, _STR, _STR), (index, name, param_type), kwargs)

    def output(self, index=None, name=None, param_type="required", **kwargs):
        return self._add(self.outputs, _IO, (_INT, _STR, _STR), (index, name, param_type),
                         kwargs)

    def dtype_format(self, *args):
        io_nums = len(self.inputs) + len(self.outputs)
        if len(args) != io_nums:
            raise ValueError(f"The size of 'args' must be equal to the sum of input tensors and "
                             f"output tensors, but got {len(args)} vs {io_nums}")
        return super().dtype_format(*args)

    def attr(self, name=None, param_type=None, value_type=None, default_value=None, **kwargs):
        return self._add(self.attr_, ("name", "paramType", "type", "defaultValue"), (_STR,),
                         (name, param_type, value_type, default_value), kwargs)

    def target(self, target=None):
        if target is not None:
            _STR(target)
        self.target_ = target
        return self


def op_info_register(op_info):
    """A decorator recording ``op_info`` (a JSON string or a dict, as ``get_op_info()`` gives)
    for the function's operator; returns the function (wrapped, as 2.10 does)."""
    def register_decorator(func):
        info = json.dumps(op_info) if isinstance(op_info, dict) else op_info
        if not isinstance(info, str):
            raise TypeError(f"The type of 'op_info' should be 'str', but got type "
                            f"'{type(info).__name__}'.")
        try:
            parsed = json.loads(info)
        except ValueError:
            parsed = None   # 2.10's op library logs an error for text it cannot parse, and goes on
        if isinstance(parsed, dict) and isinstance(parsed.get("op_name"), str):
            REGISTERED[parsed["op_name"]] = parsed

        def wrapped_function(*args, **kwargs):
            return func(*args, **kwargs)

        return wrapped_function

    return register_decorator


def custom_info_register(*reg_info):
    """A decorator giving ``ops.Custom``'s ``func`` its registration information
    (``func.reg_info``, the tuple of ``reg_info``)."""
    def decorator(func):
        func.reg_info = reg_info
        return functools.wraps(func)(lambda *args, **kwargs: func(*args, **kwargs))

    return decorator


class DataType:
    """MindSpore's (dtype, format) pairs for ``dtype_format`` rows: ``DataType.F32_Default`` is
    ``("float32", "DefaultFormat")``, ``F16_5HD`` ``("float16", "NC1HWC0")``,
    ``I32_Default_Tuple`` ``("int32", "DefaultFormat", "tuple")``."""


_FORMATS = {"None": ("",), "Default": ("DefaultFormat",), "5HD": ("NC1HWC0",),
            "FracZ": ("FRACTAL_Z",), "FracNZ": ("FRACTAL_NZ",), "C1HWNCoC0": ("C1HWNCoC0",),
            "NCHW": ("NCHW",), "NHWC": ("NHWC",), "HWCN": ("HWCN",), "NDHWC": ("NDHWC",),
            "NCDHW": ("NCDHW",), "DHWCN": ("DHWCN",), "NDC1HWC0": ("NDC1HWC0",),
            "NC1HWC0": ("NC1HWC0",), "FRACTAL_Z_3D": ("FRACTAL_Z_3D",),
            "FracZNLSTM": ("FRACTAL_ZN_LSTM",), "FracZNRNN": ("FRACTAL_ZN_RNN",),
            "ND_RNNBIAS": ("ND_RNN_BIAS",), "ChannelLast": ("ChannelLast",),
            "Default_Tuple": ("DefaultFormat", "tuple"), "Default_List": ("DefaultFormat", "list")}
_COMMON = ("None", "Default", "5HD", "FracZ", "FracNZ", "C1HWNCoC0", "NCHW", "NHWC", "HWCN",
           "NDHWC", "ChannelLast", "Default_Tuple", "Default_List")
_FLOAT_EXTRA = ("NCDHW", "DHWCN", "NDC1HWC0", "FRACTAL_Z_3D", "FracZNLSTM", "FracZNRNN",
                "ND_RNNBIAS")
_DTYPES = {  # prefix: (dtype name, its formats beyond _COMMON)
    "BOOL": ("bool", ()), "I8": ("int8", ("NCDHW", "NDC1HWC0", "NC1HWC0")),
    "U8": ("uint8", ("NCDHW", "NDC1HWC0", "NC1HWC0")), "I16": ("int16", ()),
    "U16": ("uint16", ()), "I32": ("int32", ("NDC1HWC0", "NCDHW")), "U32": ("uint32", ()),
    "I64": ("int64", ()), "U64": ("uint64", ()), "F16": ("float16", _FLOAT_EXTRA),
    "F32": ("float32", _FLOAT_EXTRA), "F64": ("float64", ()), "BF16": ("bfloat16", _FLOAT_EXTRA)}
for _prefix, (_name, _extra) in _DTYPES.items():
    for _fmt in _COMMON + _extra:
        setattr(DataType, f"{_prefix}_{_fmt}", (_name, *_FORMATS[_fmt]))
for _prefix, _name in (("C64", "complex64"), ("C128", "complex128")):
    for _fmt in ("Default", "Default_Tuple"):
        setattr(DataType, f"{_prefix}_{_fmt}", (_name, *_FORMATS[_fmt]))
DataType.None_None, DataType.None_Default = ("", ""), ("", "DefaultFormat")
