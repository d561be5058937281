"""2.10 CPU kernels that have no Bool kernel, and their refusal texts (measured on MindSpore 2.10
CPU, one case per process: /tmp/mnp14/iso.py).

A Bool Tensor given to ``max``/``min`` (every spelling), ``amax``/``amin``, ``aminmax``,
``logsumexp``, ``sort``/``argsort``/``msort``, ``argmin``, ``topk``, ``diag``, ``index_fill``,
``median``/``nanmedian``, ``cummax``/``cummin``, ``repeat_interleave`` or ``addcmul`` is refused
by 2.10, where JAX would compute. Two spellings of a kernel-selection refusal exist:

- ``pyboost`` (the kernels 2.10 runs through pyboost in PYNATIVE_MODE: MaxDim, ArgMaxWithValue,
  ReduceMax, ...): 'Select CPU operator[P] fail! Unsupported data type!', the list of
  ``input[...], output[...];`` rows, then 'but get input[[const vector]{...}]'.
- ``select`` (the kernels it runs through a one-node kernel graph: Sort, Argmin, Diag,
  IndexFill): a 'Kernel select failed' banner, rows separated by '; ', then 'but get
  input[Bool ] and output[Bool ]'.

A GRAPH_MODE trace gives the banner to both (``checks.KernelSelectError.bannered``).

>>> from minicell import Tensor
>>> try:
...     refuse_bool("Sort", Tensor([True]))
... except TypeError as e:
...     print(str(e).splitlines()[3])
Select CPU operator[Sort] fail! Unsupported data type!
"""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.checks import KernelSelectError
from ..runtime.dispatch import state

_RULE = "-" * 52
_MAXDIM = ("Float64", "Float32", "Float16", "Int64", "Int32", "Int16", "Int8", "UInt64",
           "UInt32", "UInt16", "UInt8")
_REDUCE = ("Float32", "Float64", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
           "UInt64")
_ARGMIN = ("Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float16",
           "Float32", "Float64")
_INDEX_FILL = ("UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64",
               "Float16", "Float32", "Float64")
_CUM = ("Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float16",
        "Float32", "Float64")


def _rows(types, ins, outs):
    """(input, output) rows of a kernel list: ``ins``/``outs`` format each dtype ``{}``."""
    return tuple((ins.replace("{}", t), outs.replace("{}", t)) for t in types)


# prim: (spelling, kernel rows, the refused input row and output row for a Bool input)
_KERNELS = {
    "MaxDim": ("pyboost", _rows(_MAXDIM, "{} Int64 Bool", "{} Int64"), "{} Int64 Bool",
               "{} Int64"),
    "ArgMaxWithValue": ("pyboost", _rows(_MAXDIM, "{} Int64 Bool", "Int64 {}"),
                        "{} Int64 Bool", "Int64 {}"),
    "ReduceMax": ("pyboost", _rows(_REDUCE, "{} Int64 Bool", "{}"), "{} Int64 Bool", "{}"),
    "Sort": ("select", _rows(("Float16", "Float32", "UInt8", "Int8", "Int16", "Int32", "Int64"),
                             "{}", "{} Int32"), "{}", "{} Int32"),
    "Argmin": ("select", _rows(_ARGMIN, "{} Int64 Int64", "Int32")
               + _rows(_ARGMIN, "{} Int64 Int64", "Int64"), "{} Int64 Int64", "Int32"),
    "Diag": ("select", _rows(("Int32", "Int64", "Float16", "Float32", "Float64", "Complex64",
                              "Complex128"), "{}", "{}"), "{}", "{}"),
    "IndexFill": ("select", _rows(_INDEX_FILL, "{} Int32 Int32 {}", "{}"), "{} Int32 Int32 {}",
                  "{}"),
    "Cummax": ("pyboost", _rows(_CUM, "{} Int64", "{} Int64"), "{} Int64", "{} Int64"),
    "Cummin": ("select", _rows(_CUM, "{} Int64", "{} Int32"), "{} Int64", "{} Int32"),
}
_KERNELS["MinDim"] = _KERNELS["MaxDim"]
_GRAPH_PRIM = {"MaxDim": "ArgMaxWithValue", "MinDim": "ArgMinWithValue"}
_KERNELS["ArgMinWithValue"] = _KERNELS["ArgMaxWithValue"]
_KERNELS["ReduceMin"] = _KERNELS["ReduceMax"]


def select_text(prim, dtype="Bool", graph=False):
    """2.10's whole refusal text of kernel ``prim`` for a ``dtype`` first input; ``graph``: the
    GRAPH_MODE spelling (every kernel in the ``select`` one, measured)."""
    form, rows, got_in, got_out = _KERNELS[prim]
    got_in, got_out = got_in.replace("{}", dtype), got_out.replace("{}", dtype)
    head = (f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data "
            f"types are ")
    if form == "select" or graph:
        listed = "".join(f"input[{i}], output[{o}]; " for i, o in rows)
        return (f"\n{_RULE}\n- Kernel select failed:\n{_RULE}\n{head}{listed}, but get "
                f"input[{got_in} ] and output[{got_out} ]")
    listed = "".join(f"input[{i}], output[{o}];" for i, o in rows)
    return (f"{head}{listed},\n but get input[[const vector]{{{got_in.replace(' ', ', ')}}}], "
            f"output[[const vector]{{{got_out.replace(' ', ', ')}}}].")


def is_bool(x):
    return isinstance(x, Tensor) and x.dtype == mstype.bool_


def refuse_bool(prim, x):
    """2.10's TypeError when ``x`` is a Bool Tensor given to kernel ``prim`` (no Bool kernel).
    A graph compiles MaxDim/MinDim as ArgMaxWithValue/ArgMinWithValue (measured)."""
    if is_bool(x):
        graph = state.tracer.graph_operand_checks()
        if graph:
            prim = _GRAPH_PRIM.get(prim, prim)
        raise KernelSelectError(select_text(prim, graph=graph))


def refuse_bool_reduce(x, prim="Max"):
    """2.10's failure for a Bool Tensor reduced over all of it by ``prim`` (Max/Min:
    ``Tensor.max()``, ``ops.max(x)``): its ReduceMax/ReduceMin kernel's init RuntimeError, in
    a graph 'Unsupported op' (measured)."""
    if not is_bool(x):
        return
    if state.tracer.graph_operand_checks():
        raise RuntimeError(f"\n{_RULE}\n- Kernel select failed:\n{_RULE}\nUnsupported op [{prim}] "
                           f"on CPU, Please confirm whether the device target setting is correct, "
                           f"or refer to 'mindspore.ops' at https://www.mindspore.cn to query the "
                           f"operator support list.")
    raise RuntimeError("Reduce does not support this kernel data type: [Kernel Attr] all same: 0, "
                       "input(Bool,Unknown,Bool) , output(Bool).")


def refuse_bool_type(prim, arg, accepted, x):
    """2.10's 'must be a type of' TypeError of ``prim``'s infer for a Bool Tensor ``x``."""
    if is_bool(x):
        listed = ", ".join(f"Tensor[{t}]" for t in accepted)
        raise TypeError(f"For primitive[{prim}], the input argument[{arg}] must be a type of "
                        f"{{{listed}}}, but got Tensor[Bool].")


_REPEAT_TYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                 "float16", "float32", "float64", "bfloat16", "complex64", "complex128", "int4",
                 "float8_e4m3fn", "float8_e5m2", "hifloat8")


def refuse_bool_repeat(x):
    """2.10's ``repeat_interleave`` TypeError for a Bool Tensor (its argument check, measured)."""
    if is_bool(x):
        listed = ", ".join(f"mindspore.{t}" for t in _REPEAT_TYPES)
        raise TypeError(f"The 'input x' doesn't support 'Bool' and expect to receive ({listed}).")


_SUB_TYPES = ("BFloat16", "Float16", "Float32", "Float64", "Int16", "Int32", "Int64", "Int8",
              "UInt16", "UInt32", "UInt64", "UInt8")


def refuse_bool_logsumexp(x):
    """2.10's ``logsumexp`` of a Bool or integer Tensor (measured): a Bool one is its max's
    ReduceMax refusal (a graph type-checks the ``x - max`` first: Sub's TypeError); an integer
    one reaches Exp: Int64 is Exp's kernel refusal, the other integers its TypeError."""
    if is_bool(x):
        if state.tracer.graph_operand_checks():
            refuse_bool_type("Sub", "x", _SUB_TYPES, x)
        refuse_bool("ReduceMax", x)
    if not isinstance(x, Tensor) or x.dtype not in mstype.int_type + mstype.uint_type:
        return
    if x.dtype == mstype.int64:
        head = ("Select CPU operator[Exp] fail! Unsupported data type!\nThe supported data types "
                "are ")
        if state.tracer.graph_operand_checks():
            rows = "".join(f"input[{t}], output[{t}]; " for t in _EXP_KERNELS)
            raise KernelSelectError(f"\n{_RULE}\n- Kernel select failed:\n{_RULE}\n{head}{rows}, "
                                    f"but get input[Int64 ] and output[Float32 ]")
        rows = "".join(f"input[{t}], output[{t}];" for t in _EXP_KERNELS)
        raise KernelSelectError(f"{head}{rows},\n but get input[[const vector]{{Int64}}], "
                                f"output[[const vector]{{Float32}}].")
    raise TypeError(f"For primitive[Exp], the input argument[input] must be a type of "
                    f"{{BFloat16, Bool, Complex128, Complex64, Float16, Float32, Float64, Int64}}, "
                    f"but got {x.dtype}.")


_EXP_KERNELS = ("Float64", "Complex64", "Complex128", "Float32")
