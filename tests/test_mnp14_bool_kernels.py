"""Tensor methods and ops that 2.10 CPU has no Bool kernel for (measured on MindSpore 2.10, one
case per process: /tmp/mnp14/iso.py): the refusal's type and whole first lines, in place of a
JAX result. Also Tensor.diag's zeros (2.10: 0.0 beside a negative entry, never -0.0)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

RULE = "-" * 52


def _b():
    return Tensor(np.array([[True, False, True], [False, False, True]]))


def _idx():
    return Tensor(np.array([0, 2], np.int32))


def _listed(rows, sep=";"):
    return "".join(f"input[{i}], output[{o}]{sep}" for i, o in rows)


_MAXDIM = ("Float64", "Float32", "Float16", "Int64", "Int32", "Int16", "Int8", "UInt64",
           "UInt32", "UInt16", "UInt8")
_REDUCE = ("Float32", "Float64", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
           "UInt64")


def _pyboost(prim, rows, got_in, got_out):
    return (f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data types "
            f"are {_listed(rows)},\n but get input[[const vector]{{{got_in}}}], output[[const "
            f"vector]{{{got_out}}}].")


def _selected(prim, rows, got_in, got_out):
    return (f"\n{RULE}\n- Kernel select failed:\n{RULE}\nSelect CPU operator[{prim}] fail! "
            f"Unsupported data type!\nThe supported data types are {_listed(rows, '; ')}, but get "
            f"input[{got_in} ] and output[{got_out} ]")


MAXDIM = [(f"{t} Int64 Bool", f"{t} Int64") for t in _MAXDIM]
ARGMAX = [(f"{t} Int64 Bool", f"Int64 {t}") for t in _MAXDIM]
REDUCE = [(f"{t} Int64 Bool", t) for t in _REDUCE]
SORT = [(t, f"{t} Int32") for t in ("Float16", "Float32", "UInt8", "Int8", "Int16", "Int32",
                                     "Int64")]
_ARGMIN = ("Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float16",
           "Float32", "Float64")
ARGMIN = [(f"{t} Int64 Int64", "Int32") for t in _ARGMIN] + \
    [(f"{t} Int64 Int64", "Int64") for t in _ARGMIN]
DIAG = [(t, t) for t in ("Int32", "Int64", "Float16", "Float32", "Float64", "Complex64",
                         "Complex128")]
INDEX_FILL = [(f"{t} Int32 Int32 {t}", t) for t in (
    "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64", "Float16",
    "Float32", "Float64")]
CUMMAX = [(f"{t} Int64", f"{t} Int64") for t in _ARGMIN]
CUMMIN = [(f"{t} Int64", f"{t} Int32") for t in _ARGMIN]
REDUCE_INIT = ("Reduce does not support this kernel data type: [Kernel Attr] all same: 0, "
               "input(Bool,Unknown,Bool) , output(Bool).")
MEDIAN = ("For primitive[Median], the input argument[x] must be a type of {Tensor[Float32], "
          "Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64]}, but got Tensor[Bool].")
TOPK = ("For primitive[TopK], the input argument[input_x] must be a type of {Tensor[BFloat16], "
        "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
        "Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], "
        "Tensor[UInt8]}, but got Tensor[Bool].")

CASES = [
    ("max", lambda b: b.max(), RuntimeError, REDUCE_INIT),
    ("min", lambda b: b.min(), RuntimeError, REDUCE_INIT),
    ("ops_max", lambda b: ops.max(b), RuntimeError, REDUCE_INIT),
    ("max_dim", lambda b: b.max(1), TypeError,
     _pyboost("MaxDim", MAXDIM, "Bool, Int64, Bool", "Bool, Int64")),
    ("min_dim", lambda b: b.min(0), TypeError,
     _pyboost("MinDim", MAXDIM, "Bool, Int64, Bool", "Bool, Int64")),
    ("max_axis", lambda b: b.max(axis=1), TypeError,
     _pyboost("ArgMaxWithValue", ARGMAX, "Bool, Int64, Bool", "Int64, Bool")),
    ("max_indices", lambda b: b.max(axis=1, return_indices=True), TypeError,
     _pyboost("ArgMaxWithValue", ARGMAX, "Bool, Int64, Bool", "Int64, Bool")),
    ("aminmax", lambda b: b.aminmax(), TypeError,
     _pyboost("ArgMinWithValue", ARGMAX, "Bool, Int64, Bool", "Int64, Bool")),
    ("amax", lambda b: b.amax(1), TypeError,
     _pyboost("ReduceMax", REDUCE, "Bool, Int64, Bool", "Bool")),
    ("amin", lambda b: b.amin(1), TypeError,
     _pyboost("ReduceMin", REDUCE, "Bool, Int64, Bool", "Bool")),
    ("logsumexp", lambda b: b.logsumexp(1), TypeError,
     _pyboost("ReduceMax", REDUCE, "Bool, Int64, Bool", "Bool")),
    ("cummax", lambda b: b.cummax(0), TypeError,
     _pyboost("Cummax", CUMMAX, "Bool, Int64", "Bool, Int64")),
    ("cummin", lambda b: b.cummin(0), TypeError,
     _selected("Cummin", CUMMIN, "Bool Int64", "Bool Int32")),
    ("sort", lambda b: b.sort(), TypeError, _selected("Sort", SORT, "Bool", "Bool Int32")),
    ("sort_desc", lambda b: b.sort(axis=0, descending=True), TypeError,
     _selected("Sort", SORT, "Bool", "Bool Int32")),
    ("argsort", lambda b: b.argsort(), TypeError, _selected("Sort", SORT, "Bool", "Bool Int32")),
    ("msort", lambda b: b.msort(), TypeError, _selected("Sort", SORT, "Bool", "Bool Int32")),
    ("ops_sort", lambda b: ops.sort(b), TypeError, _selected("Sort", SORT, "Bool", "Bool Int32")),
    ("argmin", lambda b: b.argmin(), TypeError,
     _selected("Argmin", ARGMIN, "Bool Int64 Int64", "Int32")),
    ("ops_argmin", lambda b: ops.argmin(b), TypeError,
     _selected("Argmin", ARGMIN, "Bool Int64 Int64", "Int32")),
    ("diag", lambda b: b[0].diag(), TypeError, _selected("Diag", DIAG, "Bool", "Bool")),
    ("index_fill", lambda b: b.index_fill(1, _idx(), True), TypeError,
     _selected("IndexFill", INDEX_FILL, "Bool Int32 Int32 Bool", "Bool")),
    ("median", lambda b: b.median(), TypeError, MEDIAN),
    ("median_dim", lambda b: b.median(1), TypeError, MEDIAN),
    ("nanmedian", lambda b: b.nanmedian(), TypeError, MEDIAN),
    ("topk", lambda b: b.topk(2), TypeError, TOPK),
    ("topk_too_many", lambda b: b.topk(4), TypeError, TOPK),      # the dtype is checked first
    ("ops_topk", lambda b: ops.topk(b, 2), TypeError, TOPK),
]


@pytest.mark.parametrize("name,call,exc,text", CASES, ids=[c[0] for c in CASES])
def test_bool_refused_as_2_10(name, call, exc, text):
    with pytest.raises(exc) as e:
        call(_b())
    assert str(e.value) == text


def test_topk_smallest_of_bool_is_neg_refusal():
    # 2.10 takes the smallest as the largest of the negated input: Neg's kernel refusal
    with pytest.raises(TypeError) as e:
        _b().topk(1, dim=0, largest=False)
    assert str(e.value).startswith("Select CPU operator[Neg] fail! Unsupported data type!\n")
    assert str(e.value).endswith("but get input[[const vector]{Bool}], output[[const vector]"
                                 "{Bool}].")


def test_argmax_of_bool_still_computes():
    # 2.10 has an Argmax Bool kernel: [0, 0, 0] (measured)
    assert _b().argmax(0).asnumpy().tolist() == [0, 0, 0]


@pytest.mark.heavy      # compiles five kernels (~8 s on a busy 2-core machine)
def test_non_bool_inputs_unchanged():
    x = Tensor(np.array([[1.5, -2.5, 0.5], [2.5, 0, -1]], np.float32))
    assert x.max().asnumpy().item() == 2.5
    assert x.max(1)[1].asnumpy().tolist() == [0, 0]
    assert x.sort()[0].asnumpy().tolist() == [[-2.5, 0.5, 1.5], [-1.0, 0.0, 2.5]]
    assert x.argmin().asnumpy().tolist() == 1
    assert x.median()[0].asnumpy().tolist() == [0.5, 0.0]


def test_diag_zeros_are_positive():
    # 2.10: [[1.5, 0, 0], [0, -2.5, 0], [0, 0, 0.5]] with +0.0 everywhere off the diagonal
    out = Tensor(np.array([1.5, -2.5, 0.5], np.float32)).diag().asnumpy()
    assert out.tolist() == [[1.5, 0.0, 0.0], [0.0, -2.5, 0.0], [0.0, 0.0, 0.5]]
    assert not np.signbit(out[np.eye(3) == 0]).any()


def test_bool_refusal_in_a_graph_is_bannered():
    # GRAPH_MODE: 2.10's graph kernel selection puts the banner before every refusal
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x.max(axis=1)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError) as e:
            Net()(_b())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    lines = str(e.value).splitlines()
    assert lines[2] == "- Kernel select failed:"
    assert lines[4] == "Select CPU operator[ArgMaxWithValue] fail! Unsupported data type!"


def test_bool_whole_max_in_a_graph_is_unsupported_op():
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x.max()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError) as e:
            Net()(_b())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(e.value).splitlines()[4] == (
        "Unsupported op [Max] on CPU, Please confirm whether the device target setting is "
        "correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator "
        "support list.")


def test_bool_logsumexp_in_a_graph_is_sub_type_error():
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x.logsumexp(1)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError) as e:
            Net()(_b())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(e.value).splitlines()[0] == (
        "For primitive[Sub], the input argument[x] must be a type of {Tensor[BFloat16], "
        "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
        "Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], "
        "Tensor[UInt8]}, but got Tensor[Bool].")


REPEAT = ("The 'input x' doesn't support 'Bool' and expect to receive (mindspore.int8, "
          "mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, "
          "mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, "
          "mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, "
          "mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8).")


@pytest.mark.parametrize("call", [lambda b: b.repeat_interleave(2, 0),
                                  lambda b: ops.repeat_interleave(b, 2, 0),
                                  lambda b: ms.numpy.repeat(b, 2)])
def test_repeat_interleave_of_bool_refused(call):
    with pytest.raises(TypeError) as e:
        call(_b())
    assert str(e.value) == REPEAT


@pytest.mark.parametrize("rows,want", [([[True, True], [True, False]], True),
                                       ([[False, True], [True, False]], False),
                                       ([[True, False, True], [False, False, True]], True)])
def test_tensor_trace_of_bool_is_bool(rows, want):
    out = Tensor(np.array(rows)).trace()      # 2.10: Bool[] (measured)
    assert out.dtype == ms.bool_ and out.asnumpy().item() is want


def test_ops_trace_of_bool_refused():
    with pytest.raises(TypeError) as e:
        ops.trace(_b())
    assert str(e.value) == (
        "For primitive[Trace], the input argument[x] must be a type of {Tensor[Complex128], "
        "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], "
        "Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
        "Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")


@pytest.mark.parametrize("values,kw,want", [
    ([1.0, 2.0, 2.0], {}, [0.0, 1.0, 2.0]),
    ([1.5, 2.5, 0.5], {}, [0.0, 0.0, 0.0]),          # no whole number: nothing counted
    ([1.5, -2.5, 0.5], {}, [0.0, 0.0]),
    ([1.0, 2.0, 2.0], {"minlength": 5}, [0.0, 1.0, 2.0, 0.0, 0.0]),
])
def test_bincount_of_floats_counts_whole_numbers(values, kw, want):
    out = Tensor(np.array(values, np.float32)).bincount(**kw)   # 2.10 (measured)
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == want


def test_median_refuses_float16():
    # 2.10's Median takes Float32/Float64/Int16/Int32/Int64 only (tests/data/dtype_audit)
    with pytest.raises(TypeError, match=r"^For primitive\[Median\], the input argument\[x\] must "
                                        r"be a type of .*, but got Tensor\[Float16\]\.$"):
        Tensor(np.array([[1.5, 2.5]], np.float16)).median()


@pytest.mark.parametrize("dtype,name", [(np.int32, "Int32"), (np.int8, "Int8")])
def test_logsumexp_of_ints_is_exp_type_error(dtype, name):
    with pytest.raises(TypeError) as e:
        Tensor(np.array([[3, -2, 5], [0, 7, -2]], dtype)).logsumexp(1)
    assert str(e.value) == (
        "For primitive[Exp], the input argument[input] must be a type of {BFloat16, Bool, "
        f"Complex128, Complex64, Float16, Float32, Float64, Int64}}, but got {name}.")


def test_logsumexp_of_int64_is_exp_kernel_refusal():
    with pytest.raises(TypeError) as e:
        Tensor(np.array([[3, -2, 5], [0, 7, -2]], np.int64)).logsumexp(1)
    assert str(e.value) == (
        "Select CPU operator[Exp] fail! Unsupported data type!\nThe supported data types are "
        "input[Float64], output[Float64];input[Complex64], output[Complex64];input[Complex128], "
        "output[Complex128];input[Float32], output[Float32];,\n but get input[[const vector]"
        "{Int64}], output[[const vector]{Float32}].")
