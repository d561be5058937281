"""Activation functions beyond the core (``ops.selu``, ``ops.mish``, ``ops.hardshrink``,
``ops.glu``, ``ops.prelu``, ...) and their Primitive classes (``ops.HShrink(lambd)``,
``ops.CeLU(alpha)``, ...): each a thin dispatch of a ``runtime/primitives/nn_ext.py`` entry.

>>> from minicell import ops, Tensor
>>> ops.hardshrink(Tensor([-1.0, 0.2, 0.7])).asnumpy().tolist()
[-1.0, 0.0, 0.699999988079071]
"""
from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.checks import ShapeMismatchError
from ..runtime.dispatch import dispatch
from ..runtime.primitives.math import FLOAT_OR_COMPLEX, kernel_select_error
from ..runtime.registry import freeze_attrs, get_op
from . import functional as _F
from ._util import FLOATS, check_scalar_tensors, kernel_dtype, ms_type_name
from .primitive import Primitive

__all__ = ["selu", "celu", "mish", "hardshrink", "softshrink", "hardtanh", "tanhshrink",
           "threshold", "logsigmoid", "softmin", "softsign", "glu", "prelu", "fast_gelu",
           "rrelu", "gumbel_softmax"]


def _op(name, x, **attrs):
    return dispatch(get_op(name), x if isinstance(x, tuple) else (x,), freeze_attrs(attrs))


def _float_input(x, prim, arg, allowed="Tensor[Float16], Tensor[Float32], Tensor[Float64]"):
    """2.10's infer TypeError of a float-only activation given a Tensor of a dtype that
    ``allowed`` does not name (BFloat16 included: Mish, CeLU, Softsign, PReLU, ReLU6, measured)."""
    dtype = getattr(x, "dtype", None)
    names = allowed.replace("Tensor[", "").replace("]", "").split(", ")
    if dtype is not None and (dtype.kind != "float" or str(dtype) not in names):
        got = f"Tensor[{dtype}]" if allowed.startswith("Tensor") else str(dtype)
        raise TypeError(f"For primitive[{prim}], the input argument[{arg}] must be a type of "
                        f"{{{allowed}}}, but got {got}.")


def _float(v, arg, name):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        _checkparam.read_graph_scalar(v, (int, float))
        raise TypeError(f"For '{name}', '{arg}' must be a float, but got {type(v).__name__}")
    return float(v)


def _check_float_input(x, name):
    from ..common import dtype as mstype
    if not mstype.is_float(x.dtype):
        raise TypeError(f"For '{name}', the input must be a float tensor, but got {x.dtype}")


def selu(input_x):
    """scale * elu(x, alpha) with SELU's fixed constants."""
    kernel_dtype(input_x, "SeLU", FLOATS + ("Int32", "Int8"), arg="input_x")   # 2.10's infer
    return _op("selu", input_x)


def celu(x, alpha=1.0):
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1)); ``alpha`` must not be 0."""
    if not isinstance(alpha, (int, float)):
        check_scalar_tensors("CeLU", {"alpha": alpha})
    alpha = _float(alpha, "alpha", "celu")
    if alpha == 0:
        raise ValueError("For primitive[CeLU], the alpha must be not equal to 0 , but got 0.")
    _float_input(x, "CeLU", "input_x")
    return _op("celu", x, alpha=alpha)


def mish(x):
    """x * tanh(softplus(x))."""
    _float_input(x, "Mish", "input_x")
    return _op("mish", x)


def hardshrink(input, lambd=0.5):
    """x where |x| > lambd, else 0 (a bool ``lambd`` counts as 0/1, as MindSpore 2.10)."""
    lambd = float(lambd) if isinstance(lambd, bool) else _float(lambd, "lambd", "hardshrink")
    _float_input(input, "HShrink", "input_x", _SHRINK_TYPES)     # 2.10's kernel, measured
    return _op("hshrink", input, lambd=lambd)


_SHRINK_TYPES = "BFloat16, Float16, Float32"


def softshrink(input, lambd=0.5):
    """Shrink x toward 0 by ``lambd`` (0 inside [-lambd, lambd]); ``lambd`` >= 0 (a bool counts
    as 0/1; a negative one is MindSpore 2.10's RuntimeError, measured)."""
    lambd = float(lambd) if isinstance(lambd, bool) else _float(lambd, "lambd", "softshrink")
    if lambd < 0:
        raise RuntimeError(f"For 'SoftShrink', the values for lambd should be greater or equal "
                           f"to 0, , but found to be [{lambd:g}].")     # 2.10's text, its ', ,' too
    _float_input(input, "SoftShrink", "input_x", _SHRINK_TYPES)
    return _op("softshrink", input, lambd=lambd)


def hardtanh(input, min_val=-1.0, max_val=1.0):
    """clip(x, min_val, max_val)."""
    lo, hi = _float(min_val, "min_val", "hardtanh"), _float(max_val, "max_val", "hardtanh")
    if lo > hi:
        raise ValueError(f"For 'hardtanh', 'min_val' ({lo}) must not exceed 'max_val' ({hi})")
    return _op("hardtanh", input, min_val=lo, max_val=hi)


def tanhshrink(input):
    """x - tanh(x)."""
    if not isinstance(input, Tensor):       # 2.10's Python check (measured)
        raise TypeError(f"For tanhshrink, the input must be a Tensor, but got {type(input)}.")
    return _op("tanhshrink", input)


def threshold(input, thr, value):
    """x where x > thr, else value."""
    return _op("threshold", input, thr=_float(thr, "thr", "threshold"),
               value=_float(value, "value", "threshold"))


def logsigmoid(x):
    """log(sigmoid(x)): 2.10's is ``Log(Sigmoid(x))``, two kernels each rounding to the dtype,
    the gradient through both bprops (measured bit for bit, Float16 and Float32: 0 above ~17,
    ~8 in Float16; ``-softplus(-x)`` was 1% off at 12). Other dtypes: the LogSigmoid kernel."""
    if str(getattr(x, "dtype", "")) in ("Float16", "Float32"):
        return _op("log", _op("sigmoid", x))
    return _op("logsigmoid", x)


def softmin(x, axis=-1, *, dtype=None):
    """softmax(-x) over ``axis`` (cast to ``dtype`` first when given)."""
    if dtype is not None:
        x = _F.cast(x, dtype)
    return _F.softmax(-x, axis)


def softsign(x):
    """x / (1 + |x|)."""
    _float_input(x, "Softsign", "input_x")
    return _op("softsign", x)


def fast_gelu(x):
    """x * sigmoid(1.702 x)."""
    return _op("fast_gelu", x)


def glu(x, axis=-1):
    """a * sigmoid(b), (a, b) the halves of ``axis`` (its length must be even)."""
    nd = len(x.shape)
    if not isinstance(axis, int):     # 2.10's Split refuses it
        raise TypeError(f'Failed calling Split with "Split(axis={ms_type_name(axis)}, '
                        f'output_num=int)(input_x=Tensor)".\nThe valid calling should be: \n'
                        f'"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".')
    if not -nd <= axis < nd:
        raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), "
                         f"but got {axis})")
    if x.shape[axis] % 2:       # 2.10 splits first: Split's ValueError (ShapeMismatchError is
        raise ShapeMismatchError(   # also the RuntimeError a GLU kernel raises)
            f"For 'Split', x_shape[{axis % nd}] must be divisible by output_num = 2, but got "
            f"{x.shape[axis]}")
    return _op("glu", x, axis=axis % nd)


def prelu(input, weight):
    """x if x > 0 else weight * x, ``weight`` per channel (axis 1) or of size 1."""
    _float_input(input, "PReLU", "x", "Float16, Float32")
    n = 1 if len(input.shape) < 2 else input.shape[1]
    if len(weight.shape) != 1:          # 2.10's texts (measured)
        raise ValueError("The dimension of 'weight' must be " +
                         ("1" if not weight.shape else "less than or equal to 1"))
    if weight.shape[0] not in (1, n):
        raise ValueError(f"For 'Prelu', the length of 'weight' must be equal to number of "
                         f"channels: {n}, but got [const vector]{{{weight.shape[0]}}}.")
    return _op("prelu", (input, weight))


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3):
    """Randomized leaky ReLU: negative inputs scaled by a slope drawn from U(lower, upper)
    (2.10's checks, in its order)."""
    for name, v in (("upper", upper), ("lower", lower)):
        if not isinstance(v, (float, int)):
            raise TypeError(f"For 'rrelu', '{name}' must be an int or a float, but got {type(v)}")
    if lower > upper:
        raise ValueError(f"For 'rrelu', the value of 'upper' must be greater than or equal to "
                         f"'lower', but got upper: {upper}, lower: {lower}. ")
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'rrelu', the 'input' must be a Tensor but got {type(input)}.")
    from . import random_ops
    u = random_ops.rand(*input.shape, dtype=input.dtype)
    slope = u * (float(upper) - float(lower)) + float(lower)
    return _F.select(input >= 0, input, input * slope)


def gumbel_softmax(logits, tau=1.0, hard=False, dim=-1):
    """softmax((logits + Gumbel noise) / tau) over ``dim``; one-hot (straight-through) when
    ``hard``."""
    from . import random_ops
    _checkparam.check_type_name("logits", logits.dtype, [mstype.float16, mstype.float32],
                                "gumbel_softmax")          # 2.10's checks, in its order
    _checkparam.check_value_type("tau", tau, [float], "gumbel_softmax")
    _checkparam.check_value_type("hard", hard, [bool], "gumbel_softmax")
    _checkparam.check_value_type("dim", dim, [int], "gumbel_softmax")
    _checkparam.check_positive_float(tau, "tau", "gumbel_softmax")
    u = random_ops.rand(*logits.shape, dtype=logits.dtype)
    g = -_F.log(-_F.log(u + 1e-20) + 1e-20)
    y = _F.softmax((logits + g) / tau, dim)
    if not hard:
        return y
    hard_y = _F.equal(y, y.max(axis=dim, keepdims=True)).astype(y.dtype)
    return hard_y - _F.stop_gradient(y) + y


# ---- Primitive classes --------------------------------------------------------------------------
class _Act(Primitive):
    """An activation Primitive whose constructor attributes are keyword arguments of ``_fn``."""
    _fn = None
    _attrs = ()

    def __init__(self, *args, **kwargs):
        super().__init__(type(self).__name__)
        names = [n for n, _ in self._attrs]
        vals = dict(self._attrs)
        vals.update(zip(names, args))
        vals.update(kwargs)
        for k, v in vals.items():
            setattr(self, k, v)
            self.add_prim_attr(k, v)

    def __call__(self, *inputs):
        return type(self)._fn(*inputs, **{k: getattr(self, k) for k, _ in self._attrs})


def _act(name, fn, attrs=(), doc=None):
    return type(name, (_Act,), {"_fn": staticmethod(fn), "_attrs": tuple(attrs),
                                "__doc__": doc or f"``ops.{name}``: ``{fn.__name__}``.",
                                "__module__": __name__})


CeLU = _act("CeLU", celu, (("alpha", 1.0),))
HShrink = _act("HShrink", hardshrink, (("lambd", 0.5),))
SoftShrink = _act("SoftShrink", softshrink, (("lambd", 0.5),))
GLU = _act("GLU", glu, (("axis", -1),))


def swiglu(input, dim=-1):
    """silu(a) * b for the two halves (a, b) of ``dim``."""
    nd = len(input.shape)
    if input.shape[dim] % 2:
        raise ValueError(f"For 'swiglu', the length of dim {dim} must be even, but got "
                         f"{input.shape[dim]}")
    a, b = _F.split(input, input.shape[dim] // 2, dim % nd)
    return _F.silu(a) * b


def gelu_prim(x):
    """``ops.Gelu()(x)``: MindSpore's deprecated spelling of ``GeLU``, the tanh-approximated
    GELU (not the exact erf form of ``ops.gelu``'s default)."""
    return _F.gelu(x, "tanh")


class LogSoftmaxExt(Primitive):
    """``LogSoftmaxExt()(input, dim=None, dtype=None)``; ``dim=None``: 0 for 0-, 1- and 3-d
    inputs, else 1."""

    def __call__(self, input, dim=None, dtype=None):
        if dtype is not None:
            input = _F.cast(input, dtype)
        if dim is None:
            dim = 0 if len(input.shape) in (0, 1, 3) else 1
        return _F.log_softmax(input, dim)


_CORE = {n: get_op(n) for n in ("gelu", "silu", "leaky_relu", "relu6", "elu", "hswish",
                                 "hsigmoid")}


# ---- the core activations (ops.gelu, ops.silu, ...; reached through nn_functional) --------------------------------------------------------------------------------
def gelu(input, approximate="none"):
    """GELU; ``approximate='tanh'`` for the tanh approximation."""
    if approximate not in ("none", "tanh"):
        raise ValueError("For ops.gelu, approximate value should be either 'none' or 'tanh'.")
    dtype = getattr(input, "dtype", None)
    if dtype is not None and dtype not in mstype.float_type:    # 2.10's check, before its kernel
        raise TypeError(f"For gelu, the input dtype must be bfloat16, float16, float32 or float64, "
                        f"but got {dtype}.")
    return dispatch(_CORE["gelu"], (input,), freeze_attrs({"approximate": approximate == "tanh"}))


def silu(input):
    """x * sigmoid(x). 2.10's SiLU runs its Sigmoid kernel: an integer or Bool Tensor is
    refused with that kernel's text (measured)."""
    if isinstance(input, Tensor) and not str(input.dtype).startswith(("Float", "BF", "Complex")):
        raise kernel_select_error("Sigmoid", str(input.dtype), FLOAT_OR_COMPLEX)
    return dispatch(_CORE["silu"], (input,))


def leaky_relu(input, alpha=0.2):
    """x if x > 0 else alpha * x."""
    _checkparam.check_value_type("alpha", alpha, [float, int], "leaky_relu")
    return dispatch(_CORE["leaky_relu"], (input,), freeze_attrs({"alpha": float(alpha)}))


def relu6(x):
    """min(max(x, 0), 6)."""
    _float_input(x, "ReLU6", "input_x", "Tensor[Float16], Tensor[Float32]")
    return dispatch(_CORE["relu6"], (x,))


def elu(input_x, alpha=1.0):
    """x if x > 0 else alpha * (exp(x) - 1)."""
    if not isinstance(alpha, float):        # 2.10's Elu takes a float alpha only
        check_scalar_tensors("Elu", {"alpha": alpha})
        raise TypeError(f'Failed calling Elu with "Elu(alpha={ms_type_name(alpha)})(input_x='
                        f'{ms_type_name(input_x)})".\nThe valid calling should be: \n'
                        f'"Elu(alpha=<float>)(input_x=<Tensor>)".')
    if alpha != 1.0:        # 2.10's CPU Elu kernel, before any dtype check (measured)
        raise ValueError("EluIn Elu, alpha must be 1.0f.")
    return elu_any_alpha(input_x, alpha)


def elu_any_alpha(input_x, alpha=1.0):
    """``elu`` with any float ``alpha`` (mint's EluExt, which 2.10's CPU build lacks)."""
    return dispatch(_CORE["elu"], (input_x,), freeze_attrs({"alpha": float(alpha)}))


def hardswish(input):
    """x * relu6(x + 3) / 6."""
    return dispatch(_CORE["hswish"], (input,))


def hardsigmoid(input):
    """relu6(x + 3) / 6."""
    return dispatch(_CORE["hsigmoid"], (input,))
