"""Example inputs and references for every registered primitive, shared by the op tests.

``CASES[name]``: a list of ``(inputs, attrs)``; ``inputs`` is a tuple of numpy arrays (random
ops take a raw uint32 key first), ``attrs`` the op's static attributes. ``REFS[name]``: a plain
numpy (or, for special functions and random draws, ``jax``) function of ``(*inputs, **attrs)``
giving the expected output (a tuple for multi-result ops) with the expected dtype.

Other areas add their rows in ``tests/op_cases_<area>.py`` modules defining ``CASES`` and
``REFS`` of the same form (``op_case_table.OpTable`` gives each its table, ``op`` and input
makers over its own seeded generator); they are merged here, so the registry-walking tests
cover them too.
"""
import importlib
import pathlib

import jax
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=0)
CASES, REFS = _TABLE.CASES, _TABLE.REFS
f32, f64, i64, i32, b, key, op = (_TABLE.f32, _TABLE.f64, _TABLE.i64, _TABLE.i32, _TABLE.b,
                                  _TABLE.key, _TABLE.op)


# ---- elementwise ----------------------------------------------------------------------------
_SHAPES2 = [((3,), (3,)), ((2, 3), (3,)), ((2, 1, 4), (3, 4))]


def _bin_rows(gens, lo=-2.0, hi=2.0):
    rows = []
    for gen, (s1, s2) in zip(gens, _SHAPES2):
        rows.append(((gen(*s1, lo=lo, hi=hi), gen(*s2, lo=lo, hi=hi)), {}))
    return rows


def _same(fn):
    return lambda x, y: fn(x, y).astype(np.result_type(x, y))


def _floatify(fn):
    def ref(*xs):
        out = fn(*xs)
        if all(np.asarray(x).dtype.kind in "biu" for x in xs):
            return out.astype(np.float32)
        return out.astype(np.result_type(*xs))
    return ref


for _n, _f in [("add", np.add), ("sub", np.subtract), ("mul", np.multiply),
               ("maximum", np.maximum), ("minimum", np.minimum)]:
    op(_n, _same(_f), *_bin_rows([f32, f64, i64]))
op("pow", _same(np.power), *_bin_rows([f32, f64], lo=0.5, hi=2.0),
   ((i64(2, 3, lo=0, hi=4), i64(3, lo=0, hi=3)), {}))
op("div", _floatify(np.true_divide), *_bin_rows([f32, f64], lo=0.5, hi=3.0),
   ((i64(2, 3), i64(3, lo=1, hi=4)), {}))
op("atan2", _floatify(np.arctan2), *_bin_rows([f32, f64]))
op("floor_div", _same(np.floor_divide), *_bin_rows([f32, f64], lo=0.5, hi=3.0),
   ((i64(2, 3), i64(3, lo=1, hi=4)), {}))
op("floor_mod", _same(np.mod), *_bin_rows([f32, f64], lo=0.5, hi=3.0),
   ((i64(2, 3), i64(3, lo=1, hi=4)), {}))
op("remainder", _same(np.mod), *_bin_rows([f32, f64], lo=0.5, hi=3.0),
   ((i64(2, 3), i64(3, lo=1, hi=4)), {}))
for _n, _f in [("equal", np.equal), ("not_equal", np.not_equal), ("less", np.less),
               ("less_equal", np.less_equal), ("greater", np.greater),
               ("greater_equal", np.greater_equal)]:
    op(_n, _f, *_bin_rows([f32, f64, i64], lo=-2, hi=3), ((i64(4, lo=0, hi=2),) * 2, {}))
for _n, _f in [("logical_and", np.logical_and), ("logical_or", np.logical_or),
               ("logical_xor", np.logical_xor)]:
    op(_n, _f, ((b(3), b(3)), {}), ((b(2, 3), b(3)), {}))
for _n, _f in [("bitwise_and", np.bitwise_and), ("bitwise_or", np.bitwise_or),
               ("bitwise_xor", np.bitwise_xor)]:
    op(_n, _f, ((i64(3), i64(3)), {}), ((i32(2, 3), i32(3)), {}), ((b(4), b(4)), {}))


def _un_rows(lo=-2.0, hi=2.0, ints=False):
    rows = [((f32(4, lo=lo, hi=hi),), {}), ((f64(2, 3, lo=lo, hi=hi),), {})]
    if ints:
        rows.append(((i64(2, 2),), {}))
    return rows


def _keep(fn):
    return lambda x: fn(x).astype(x.dtype)


_erf = jax.scipy.special.erf
# Float-only unary ops: MindSpore 2.10 (CPU) raises TypeError for an Int64 input in both modes
# (measured; sqrt and reciprocal instead compute in Float32, their int rows stay below).
# test_ops_registry.test_float_only_ops_refuse_int64 checks the error.
INT_REFUSED = ("exp", "expm1", "log", "log1p", "rsqrt", "sin", "cos", "tan", "tanh", "sigmoid",
               "erf")
for _n, _f, _ints in [("neg", np.negative, True), ("abs", np.abs, True),
                      ("sign", np.sign, True), ("square", np.square, True)]:
    op(_n, _keep(_f), *_un_rows(ints=_ints))
for _n, _f, _lo, _hi in [("exp", np.exp, -2, 2), ("expm1", np.expm1, -2, 2),
                         ("log", np.log, 0.1, 3), ("log1p", np.log1p, 0.1, 3),
                         ("sqrt", np.sqrt, 0.1, 3), ("rsqrt", lambda x: 1 / np.sqrt(x), 0.1, 3),
                         ("reciprocal", lambda x: 1.0 / x, 0.1, 3), ("sin", np.sin, -2, 2),
                         ("cos", np.cos, -2, 2), ("tan", np.tan, -1, 1),
                         ("tanh", np.tanh, -2, 2), ("sigmoid", lambda x: 1 / (1 + np.exp(-x)), -3, 3),
                         ("erf", lambda x: np.asarray(_erf(x)), -2, 2)]:
    op(_n, _floatify(_f), *_un_rows(_lo, _hi),
       *([] if _n in INT_REFUSED else [((i64(3, lo=1, hi=3),), {})]))
for _n, _f in [("floor", np.floor), ("ceil", np.ceil), ("round", np.round)]:
    op(_n, _keep(_f), *_un_rows(-3, 3), ((np.array([0.5, 1.5, -2.5], np.float32),), {}))
op("relu", _keep(lambda x: np.maximum(x, 0)), *_un_rows(ints=True))
op("invert", np.invert, ((i64(3),), {}), ((b(2, 2),), {}))
op("logical_not", np.logical_not, ((b(3),), {}), ((b(2, 3),), {}))
_special = np.array([1.0, np.nan, np.inf, -np.inf, 0.0], np.float32)
for _n, _f in [("isnan", np.isnan), ("isinf", np.isinf), ("isfinite", np.isfinite)]:
    op(_n, _f, ((_special,), {}), ((_special.astype(np.float64).reshape(5, 1),), {}))
op("isclose", lambda x, y, rtol, atol, equal_nan: np.isclose(x, y, rtol, atol, equal_nan),
   ((np.array([1.0, 1.0 + 1e-6, 2.0, np.nan], np.float32),
     np.array([1.0, 1.0, 2.1, np.nan], np.float32)),
    {"rtol": 1e-5, "atol": 1e-8, "equal_nan": True}))
op("histogram", lambda x, bins, low, high: np.histogram(x, bins, (low, high))[0].astype(np.float32),
   ((np.array([0.1, 0.4, 0.45, 1.3, 2.6, 2.7, 9.0], np.float32),), {"bins": 3, "low": 0.0,
                                                                      "high": 3.0}))
op("cast", lambda x, dtype: x.astype(dtype), ((f32(3),), {"dtype": "int32"}),
   ((i64(2, 3),), {"dtype": "float32"}), ((f64(2, 2),), {"dtype": "float32"}),
   ((i64(4),), {"dtype": "bool"}))


def _softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return (e / e.sum(axis=axis, keepdims=True)).astype(x.dtype)


def _log_softmax(x, axis):
    m = x.max(axis=axis, keepdims=True)
    return (x - m - np.log(np.exp(x - m).sum(axis=axis, keepdims=True))).astype(x.dtype)


_sm_rows = [((f32(4),), {"axis": -1}), ((f32(2, 3),), {"axis": 0}),
            ((f64(2, 3, 4),), {"axis": 1})]
op("softmax", _softmax, *_sm_rows)
op("log_softmax", _log_softmax, *_sm_rows)

from op_table_array import add_rows as _add_rows2  # noqa: E402  (the rest of the table)

_add_rows2(op, f32, f64, i64, i32, b, key)


def _merge_other_areas():
    here = pathlib.Path(__file__).parent
    for path in sorted(here.glob("op_cases_*.py")):
        mod = importlib.import_module(path.stem)
        CASES.update(getattr(mod, "CASES", {}))
        REFS.update(getattr(mod, "REFS", {}))


_merge_other_areas()


# ``ops.assign`` into a plain Tensor: the value of input 1; the gradient of input 0 (hand-written
# jvp, input 1 nondiff), so finite differences, which see the value, cannot check it
op("write_tensor", lambda v, x: x, ((f32(3), f32(3)), {}))
