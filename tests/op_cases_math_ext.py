"""``op_cases`` rows for ``runtime/primitives/math_ext.py``: example inputs and references (plain
numpy; ``jax.scipy.special`` only for special functions numpy lacks), merged into
``op_cases.CASES`` / ``REFS``. Inputs stay inside each function's domain and away from kinks,
so the finite-difference gradient check is meaningful."""
import jax.numpy as jnp
import jax.scipy.special as jss
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=11)
CASES, REFS = _TABLE.CASES, _TABLE.REFS
f32, f64, i64, op = _TABLE.f32, _TABLE.f64, _TABLE.i64, _TABLE.op


def _keep(fn):
    """Reference whose result has the (first) input's dtype."""
    return lambda x, *a: np.asarray(fn(x, *a)).astype(np.result_type(x, *a))


def _un(lo, hi, ints=None):
    rows = [((f32(4, lo=lo, hi=hi),), {}), ((f64(2, 3, lo=lo, hi=hi),), {})]
    return rows + ([((ints,), {})] if ints is not None else [])


def _bin(lo, hi, lo2=None, hi2=None):
    lo2, hi2 = (lo, hi) if lo2 is None else (lo2, hi2)
    return [((f32(3, lo=lo, hi=hi), f32(3, lo=lo2, hi=hi2)), {}),
            ((f64(2, 3, lo=lo, hi=hi), f64(3, lo=lo2, hi=hi2)), {})]


def _to_f32_if_int(fn):
    def ref(*xs):
        out = np.asarray(fn(*xs))
        if all(np.asarray(x).dtype.kind in "biu" for x in xs):
            return out.astype(np.float32)
        return out.astype(np.result_type(*xs))
    return ref


# ---- inverse hyperbolic, exponentials, logarithms ------------------------------------------
op("acosh", _keep(np.arccosh), *_un(1.2, 3.0))
op("asinh", _keep(np.arcsinh), *_un(-2.0, 2.0))
op("atanh", _keep(np.arctanh), *_un(-0.8, 0.8))


def _angle(num, den):
    """2.10's deg2rad/rad2deg: ``x * num / den`` in x's dtype, pi taken as a float32 scalar even
    for float64 (measured on 2.10: float64 deg2rad(1) = 0.017453293005625408)."""
    pi32 = float(np.float32(np.pi))
    num, den = (pi32 if v == "pi" else v for v in (num, den))
    return lambda x: (x * x.dtype.type(num)) / x.dtype.type(den)


op("deg2rad", _angle("pi", 180.0), *_un(-180.0, 180.0))
op("rad2deg", _angle(180.0, "pi"), *_un(-3.0, 3.0))
op("exp2", _to_f32_if_int(np.exp2), *_un(-2.0, 2.0, i64(3, lo=0, hi=4)))
op("log2", _keep(np.log2), *_un(0.2, 3.0))
op("log10", _keep(np.log10), *_un(0.2, 3.0))
op("sinc", _to_f32_if_int(np.sinc), *_un(-2.0, 2.0, i64(3)))
op("logaddexp", _keep(np.logaddexp), *_bin(-2.0, 2.0))
op("logaddexp2", _keep(np.logaddexp2), *_bin(-2.0, 2.0))
op("hypot", _keep(np.hypot), *_bin(0.5, 2.0))
op("copysign", _to_f32_if_int(np.copysign), *_bin(0.5, 2.0, -2.0, 2.0),
   ((i64(3), i64(3)), {}))
op("ldexp", _to_f32_if_int(lambda x, y: x * np.exp2(y)), *_bin(-2.0, 2.0),
   ((i64(3), i64(3, lo=0, hi=4)), {}))
def _quiet(fn):
    """A reference whose masked-out branch may divide by zero or multiply inf by 0."""
    def ref(*xs):
        with np.errstate(all="ignore"):
            return fn(*xs)
    return ref


# 2.10 gives 0 * log(0) = nan (measured: xlogy([0, 1], [0, 2]) = [nan, 0.6931472])
op("xlogy", _quiet(_keep(lambda x, y: np.where((x == 0) & (y != 0), 0.0, x * np.log(y)))),
   *_bin(-2.0, 2.0, 0.5, 2.0),
   ((np.array([0.0, 1.0], np.float32), np.array([0.0, 2.0], np.float32)), {}))
op("xdivy", _keep(lambda x, y: np.where(x == 0, 0.0, x / np.where(x == 0, 1, y))),
   *_bin(-2.0, 2.0, 0.5, 2.0),
   ((np.array([0.0, 1.0], np.float32), np.array([0.0, 2.0], np.float32)), {}))


def _logit(x, eps=-1.0):
    if eps >= 0:
        x = np.clip(x, eps, 1 - eps)
    return np.log(x / (1 - x)).astype(x.dtype)


op("logit", _logit, *_un(0.1, 0.9), ((f64(4, lo=0.1, hi=0.9),), {"eps": 0.2}))


# ---- special functions ----------------------------------------------------------------------
def _jss(fn):
    return lambda *xs: np.asarray(fn(*xs)).astype(np.result_type(*xs))


for _n, _f in (("bessel_i0", jss.i0), ("bessel_i0e", jss.i0e), ("bessel_i1", jss.i1),
               ("bessel_i1e", jss.i1e)):
    op(_n, _jss(_f), *_un(-3.0, 3.0))
# J0/J1 against their power series (x < 3: 30 terms are exact to double precision)
_K = np.arange(30)
_FACT = np.array([float(np.prod(np.arange(1, k + 1))) for k in range(32)])


def _jn_series(n):
    def ref(x):
        t = (-1.0) ** _K * (x[..., None].astype(np.float64) / 2) ** (2 * _K + n) / (
            _FACT[_K] * _FACT[_K + n])
        return t.sum(-1).astype(x.dtype)
    return ref


op("bessel_j0", _jn_series(0), *_un(-3.0, 3.0))
op("bessel_j1", _jn_series(1), *_un(-3.0, 3.0))


def _k_series(n, scaled):
    """K_0 / K_1 from their power series (exact to ~1e-13 for 0.2 < x < 3)."""
    def ref(x):
        z = x[..., None].astype(np.float64) / 2
        h = np.concatenate([[0.0], np.cumsum(1.0 / np.arange(1, 31))])   # harmonic numbers
        g = 0.5772156649015329
        k = _K
        if n == 0:
            out = np.sum(z ** (2 * k) / _FACT[k] ** 2 * (h[k] - g - np.log(z)), -1)
        else:
            i1 = np.sum(z ** (2 * k + 1) / (_FACT[k] * _FACT[k + 1]), -1)
            rest = np.sum(z ** (2 * k + 1) / (_FACT[k] * _FACT[k + 1]) * (h[k] + h[k + 1]), -1)
            out = 1 / (2 * z[..., 0]) + np.log(z[..., 0]) * i1 + g * i1 - rest / 2
        return (out * np.exp(x) if scaled else out).astype(x.dtype)
    return ref


for _n, _args in (("bessel_k0", (0, False)), ("bessel_k0e", (0, True)),
                  ("bessel_k1", (1, False)), ("bessel_k1e", (1, True))):
    op(_n, _k_series(*_args), *_un(0.2, 3.0))
# Y0/Y1: MindSpore 2.10's values (Cephes) at fixed points on both sides of the series/asymptotic
# switch at 12
_YX = np.array([0.5, 1.0, 2.5, 10.0, 15.0, 30.0])
_YREF = {
    "bessel_y0": [-0.4445187335067066, 0.08825696421567697, 0.498070359615232,
                  0.05567116728359961, 0.20546429603891822, -0.11729573168666396],
    "bessel_y1": [-1.4714723926702433, -0.7812128213002888, 0.14591813796678577,
                  0.24901542420695386, 0.021073628036873716, 0.08442557066174712]}


def _y_ref(name):
    def ref(x):
        return np.array([_YREF[name][list(_YX).index(float(v))] for v in x.ravel()],
                        x.dtype).reshape(x.shape)
    return ref


for _n in _YREF:
    op(_n, _y_ref(_n), ((_YX.astype(np.float32),), {}), ((_YX.reshape(2, 3),), {}))
# 2.10's Float64 digamma is its Float32 kernel's result widened (polygamma_kernel.digamma, pinned
# bit for bit in test_numerics10_polygamma): only the Float32 row is compared with jax's
op("digamma", _jss(jss.digamma), *_un(0.5, 3.0)[:1])
# 2.10's Lgamma takes Int32 (a Float32 result) but refuses Int64 (measured, both modes; see
# test_ops_registry.test_float_only_ops_refuse_int64)
op("lgamma", _to_f32_if_int(jss.gammaln), *_un(0.5, 3.0, i64(3, lo=1, hi=6).astype(np.int32)))
op("erfc", _jss(jss.erfc), *_un(-2.0, 2.0))
op("erfinv", _jss(jss.erfinv), *_un(-0.9, 0.9))
op("igamma", _jss(jss.gammainc), *_bin(0.5, 3.0))
op("igammac", _jss(jss.gammaincc), *_bin(0.5, 3.0))
op("zeta", _jss(jss.zeta), *_bin(1.5, 3.0, 0.5, 2.0))
op("polygamma", lambda n, x: np.asarray(jss.polygamma(n, x)).astype(x.dtype),
   ((np.array([1, 2, 0], np.int64), f32(3, lo=0.5, hi=3.0)), {}),
   ((np.array(1, np.int64), f64(2, 3, lo=0.5, hi=3.0)), {}))
op("mvlgamma", lambda x, p: np.asarray(jss.multigammaln(x, p)).astype(x.dtype),
   ((f32(3, lo=2.0, hi=4.0),), {"p": 1}), ((f64(2, 3, lo=2.0, hi=4.0),), {"p": 3}))
op("betainc", _jss(jss.betainc),
   ((f32(3, lo=0.5, hi=3.0), f32(3, lo=0.5, hi=3.0), f32(3, lo=0.1, hi=0.9)), {}),
   ((f64(2, 3, lo=0.5, hi=3.0), f64(3, lo=0.5, hi=3.0), f64(2, 3, lo=0.1, hi=0.9)), {}))

# ---- rounding, remainders, IEEE helpers -----------------------------------------------------
_SPECIAL = np.array([1.5, -0.0, np.inf, -np.inf, np.nan, -2.5], np.float32)
op("trunc", _keep(np.trunc), *_un(-3.0, 3.0, i64(3)))
op("frac", _keep(lambda x: x - np.trunc(x)), ((f32(4, lo=-3.2, hi=3.2),), {}),
   ((f64(2, 3, lo=0.1, hi=0.9),), {}), ((i64(3),), {}))
op("sgn", _keep(np.sign), *_un(-2.0, 2.0, i64(3)),
   ((np.array([3 + 4j, 0j], np.complex64),), {}))
op("inv", lambda x: (1 / x).astype(x.dtype), *_un(0.5, 2.0))
for _n, _f in (("signbit", lambda x: x < 0), ("isposinf", np.isposinf),
               ("isneginf", np.isneginf), ("isreal", np.isreal)):
    op(_n, _f, ((_SPECIAL,), {}), ((i64(3),), {}))
CASES["isreal"].append(((np.array([1 + 0j, 1j], np.complex64),), {}))
op("fmax", _keep(np.fmax), *_bin(-2.0, 2.0), ((_SPECIAL, _SPECIAL[::-1].copy()), {}),
   ((i64(3), i64(3)), {}))
op("fmin", _keep(np.fmin), *_bin(-2.0, 2.0), ((_SPECIAL, _SPECIAL[::-1].copy()), {}),
   ((i64(3), i64(3)), {}))
op("fmod", _keep(np.fmod), *_bin(-3.0, 3.0, 0.7, 2.0), ((i64(4), i64(4, lo=1, hi=4)), {}))
op("mod", _keep(np.fmod), *_bin(-3.0, 3.0, 0.7, 2.0), ((i64(4), i64(4, lo=1, hi=4)), {}))
op("truncate_div", _keep(lambda x, y: np.trunc(x / y)), *_bin(-3.0, 3.0, 0.7, 2.0),
   ((np.array([-7, 7, -6], np.int64), np.array([2, -2, 4], np.int64)), {}))
op("real_div", _keep(lambda x, y: np.trunc(x / y) if x.dtype.kind == "i" else x / y),
   *_bin(-3.0, 3.0, 0.7, 2.0),
   ((np.array([-7, 7, -6], np.int32), np.array([2, -2, 4], np.int32)), {}))
op("truncate_mod", _keep(np.fmod), *_bin(-3.0, 3.0, 0.7, 2.0),      # 2.10 refuses int64
   ((np.array([-7, 7, -6], np.int32), np.array([2, -2, 4], np.int32)), {}))
op("nextafter", np.nextafter, *_bin(-2.0, 2.0))
op("heaviside", _keep(np.heaviside),
   ((np.array([-1.0, 0.0, 2.0], np.float32), np.array([0.5, 0.5, 0.5], np.float32)), {}),
   ((np.array([-1, 0, 2], np.int64), np.array([7, 7, 7], np.int64)), {}))
op("float_power",
   lambda x, y: np.power(x.astype(np.float64), y.astype(np.float64)),
   *_bin(0.5, 2.0, -2.0, 2.0), ((i64(3, lo=1, hi=4), i64(3, lo=0, hi=3)), {}))


def _nan_to_num(x, nan=0.0, posinf=None, neginf=None):
    return np.nan_to_num(x, nan=nan, posinf=posinf, neginf=neginf)


op("nan_to_num", _nan_to_num, ((f64(2, 3),), {}), ((_SPECIAL,), {}),
   ((_SPECIAL.astype(np.float64), ), {"nan": 1.0, "posinf": 9.0, "neginf": -9.0}))
op("approximate_equal", lambda x, y, tolerance=1e-5: np.abs(x - y) < tolerance,
   ((np.array([1.0, 2.0, 3.0], np.float32), np.array([1.0, 2.1, 3.000001], np.float32)), {}),
   ((f64(3), f64(3)), {"tolerance": 2.0}))

# ---- integers and bits ----------------------------------------------------------------------
op("gcd", np.gcd, ((i64(4), i64(4)), {}), ((i64(2, 3, lo=0, hi=20).astype(np.int32),
                                            np.array([4, 6, 9], np.int32)), {}))
op("lcm", np.lcm, ((i64(4), i64(4)), {}), ((i64(2, 3, lo=0, hi=20).astype(np.int32),
                                            np.array([4, 6, 9], np.int32)), {}))
op("left_shift", np.left_shift, ((i64(4), i64(4, lo=0, hi=5)), {}))
op("right_shift", np.right_shift, ((i64(4, lo=-50, hi=50), i64(4, lo=0, hi=5)), {}))
op("population_count", lambda x: np.array([bin(int(v) & 0xFFFFFFFF).count("1") for v in
                                           x.ravel()], np.uint8).reshape(x.shape),
   ((np.array([0, 7, -1, 1024], np.int32),), {}))

# ---- complex numbers ------------------------------------------------------------------------
_C = (f32(3) + 1j * f32(3)).astype(np.complex64)
op("real", np.real, *_un(-2.0, 2.0), ((_C,), {}))
op("imag", lambda x: np.imag(x).astype(np.real(x).dtype), *_un(-2.0, 2.0), ((_C,), {}))
op("conj", np.conj, *_un(-2.0, 2.0), ((_C,), {}))
op("angle", lambda x: np.angle(x).astype(np.real(x).dtype), *_un(0.5, 2.0), ((_C,), {}))
op("complex", lambda re, im: (re + 1j * im).astype(np.result_type(re.dtype, np.complex64)),
   ((f32(3), f32(3)), {}), ((f64(2, 3), f64(3)), {}))
op("polar", lambda r, t: np.asarray(r * jnp.cos(t) + 1j * (r * jnp.sin(t))).astype(
    np.result_type(r.dtype, np.complex64)), ((f32(3), f32(3)), {}), ((f64(2, 3), f64(3)), {}))

# ---- division and multiplication that ignore a zero divisor / factor ------------------------
_Y0 = np.array([0.0, 2.0, -1.5], np.float32)
op("div_no_nan", _keep(lambda x, y: np.where(y == 0, 0.0, x / np.where(y == 0, 1, y))),
   ((f64(2, 3), f64(3, lo=0.5, hi=2.0)), {}), ((f32(3), _Y0), {}))
op("mul_no_nan", _quiet(_keep(lambda x, y: np.where(y == 0, 0.0, x * y))),
   ((f64(2, 3), f64(3, lo=0.5, hi=2.0)), {}),
   ((np.array([np.inf, np.nan, 2.0], np.float32), _Y0), {}))

# numerics12: hyperbolic and inverse trigonometric primitives (appended: earlier rows keep
# their draws)
op("sinh", _keep(np.sinh), *_un(-3.0, 3.0))
op("cosh", _keep(np.cosh), *_un(-3.0, 3.0))
op("asin", _keep(np.arcsin), *_un(-0.9, 0.9))
op("acos", _keep(np.arccos), *_un(-0.9, 0.9))
# at72: its own primitive for 2.10's AtanGrad (was atan2(x, 1))
op("atan", _keep(np.arctan), *_un(-3.0, 3.0))
