"""Output dtypes against MindSpore 2.10's, op by op and dtype by dtype (issue 13's dtype audit).

``tests/data/dtype_audit_ms2.10.json`` holds what MindSpore 2.10 (CPU, PYNATIVE_MODE) gives for
every one- and two-tensor op of the op table on each input dtype, made by
``tests/dtype_audit.py`` (its docstring says how to regenerate it). Where MindSpore returns a
tensor, minicell must return one of the same dtype, except for the differences listed in
``KNOWN`` with their reason. Where MindSpore raises, nothing is asserted: its CPU kernels reject
many dtypes the op is defined for (``Select CPU operator[Sin] fail! Unsupported data type!``
for an int32 ``sin``; ``exp`` takes int64 but not int32), and minicell computes those, as
MindSpore's other backends do; bfloat16 and complex64, where MindSpore's CPU kernels are
sparse, are compared only where it gives a result. The default run covers common elementwise
and reduction ops on two dtypes; ``-m slow`` covers everything.
"""
import json
import pathlib

import pytest

import minicell as ms
from dtype_audit import result_of

DATA = json.loads((pathlib.Path(__file__).parent / "data" / "dtype_audit_ms2.10.json").read_text())

# (op, dtype) -> why minicell differs on purpose (or why it cannot follow MindSpore)
KNOWN = {
    ("ops.any", "uint8"): "MindSpore's CPU kernel returns the input's UInt8 for a uint8 any; "
                          "minicell returns Bool as for every other dtype (numpy, MindSpore's "
                          "docs)",
    ("Tensor.any", "uint8"): "as ops.any",
    ("Tensor.cov", "float16"): "MindSpore computes float16 covariance in Float32 and returns "
                               "that; minicell keeps the input's float16 like every other "
                               "float16 reduction",
    ("ops.floor_div", "bool"): "MindSpore keeps Bool; minicell divides bools as Int32, as "
                               "numpy does (a floor division of truth values is an integer)",
    ("Tensor.floor_divide", "bool"): "as ops.floor_div",
    ("ops.geqrf", "float16"): "minicell's QR (jax.numpy.linalg) has no float16 kernel",
    ("Tensor.geqrf", "float16"): "as ops.geqrf",
}
# MindSpore's documented TypeError (its API reference lists the accepted dtypes), which 2.10's
# CPU kernel does not raise: minicell follows the documentation
for _name, _dtypes, _doc in [
        ("float_power", ("bool",), "'input' must be a number Tensor"),
        ("fmod", ("bool",), "'input' must be a number Tensor"),
        ("approximate_equal", ("bool", "int8", "int16", "int32", "int64", "uint8"),
         "'x' must be a float Tensor")]:
    for _prefix in ("ops.", "Tensor."):
        for _d in _dtypes:
            KNOWN[(_prefix + _name, _d)] = f"documented TypeError: {_doc}"


# The default run: common elementwise and reduction ops on an integer and a half-float input
# (each new (op, dtype) compiles an eager kernel, ~0.1 s); -m slow runs every case.
_DEFAULT_OPS = {f"ops.{n}" for n in (
    "add", "sub", "mul", "div", "neg", "abs", "exp", "log", "sqrt", "square", "reciprocal",
    "maximum", "minimum", "pow", "floor", "round", "sigmoid", "tanh", "relu", "equal", "less",
    "logical_and", "sum", "mean", "prod", "amax", "argmax", "cumsum", "isfinite", "sign")}
_DEFAULT_DTYPES = ("int32", "float16")


def _cases():
    for name in sorted(DATA["ops"]):
        row = DATA["ops"][name]
        for dtype, want in sorted(row["results"].items()):
            if want[:1].isupper() and not want.endswith("Error"):   # a Tensor's dtype
                fast = name in _DEFAULT_OPS and dtype in _DEFAULT_DTYPES
                marks = () if fast else (pytest.mark.slow,)
                yield pytest.param(name, row["arity"], dtype, want, id=f"{name}-{dtype}",
                                   marks=marks)


@pytest.mark.parametrize("name, arity, dtype, want", list(_cases()))
def test_output_dtype_is_mindspores(name, arity, dtype, want):
    got = result_of(ms, name, arity, dtype)
    if (name, dtype) in KNOWN:
        assert got != want, f"{name} on {dtype} now agrees: remove it from KNOWN"
        return
    assert got == want, f"{name} on {dtype}: minicell {got}, MindSpore 2.10 {want}"
