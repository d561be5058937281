"""``auto_mixed_precision(net, "auto")``: per-operator casting, as MindSpore 2.10's AmpAuto.

While a network or function prepared with amp level ``"auto"`` runs, the ops whose Primitive
is in 2.10's lists cast their floating-point Tensor inputs first: the white list (matmuls,
convolutions) to the low-precision dtype, the black list (exp, log, softmax, reductions,
norms, losses) to float32, the promote list (addn, concat, bias_add, ...) to the widest float
dtype among the inputs; every other op runs in the dtypes it is given. ``_table.declare`` wraps
the function of each op-table row whose Primitive is named here, so every spelling of such an op
(``ops.exp``, ``ops.Exp()``, ``Tensor.exp``) casts alike; the check costs one list test while
no amp scope is active.

>>> import minicell as ms
>>> f = ms.amp.auto_mixed_precision(lambda a, b: ms.ops.concat([a, b]), "auto")
>>> f(ms.Tensor([1.0], ms.float16), ms.Tensor([2.0], ms.float32)).dtype
mindspore.float32
"""
import contextlib
import functools
import inspect

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime import cell_call as _cell_call

# MindSpore 2.10 train/amp.py AMP_AUTO_WHITE_LIST / AMP_AUTO_BLACK_LIST, ccsrc amp.cc's promote
WHITE = frozenset({
    "Conv2D", "Conv3D", "Conv2DExt", "Conv3DExt", "ConvTranspose2D", "Conv2DTranspose",
    "Conv3DTranspose", "Convolution", "MatMul", "MatMulExt", "BatchMatMul", "BatchMatMulExt",
    "PReLU", "Einsum", "Dense", "Addmm", "Addbmm", "Addmv", "Baddbmm", "Mv"})
BLACK = frozenset({
    "Pow", "ACos", "Asin", "Cosh", "Erfinv", "Exp", "Expm1", "Log", "Log10", "Log1p", "Log2",
    "Reciprocal", "Rsqrt", "Sinh", "Tan", "Softplus", "SoftplusExt", "LayerNorm",
    "LayerNormExt", "BatchNorm", "BatchNormExt", "GroupNorm", "Norm", "KLDivLoss",
    "SmoothL1Loss", "MultilabelMarginLoss", "SoftMarginLoss", "TripletMarginLoss",
    "MultiMarginLoss", "BCEWithLogitsLoss", "Pdist", "Cdist", "Renorm", "ReduceProd", "Softmax",
    "LogSoftmax", "LogSoftmaxExt", "CumProd", "CumSum", "CumsumExt", "ProdExt", "SumExt",
    "L1LossExt", "MSELossExt", "NLLLoss", "NLLLoss2d"})
PROMOTE = frozenset({
    "Addcdiv", "Addcmul", "Cross", "Dot", "GridSampler2D", "GridSampler3D", "BiasAdd", "AddN",
    "Concat"})

_SCOPES = []    # (low-precision dtype, to_float depth) of each "auto" scope, innermost last
_FLOATS = (mstype.float16, mstype.bfloat16, mstype.float32, mstype.float64)


@contextlib.contextmanager
def scope(dtype):
    """Run the body with amp level "auto" in ``dtype`` (float16 or bfloat16)."""
    _SCOPES.append((dtype, _cell_call.to_float_depth()))
    try:
        yield
    finally:
        _SCOPES.pop()


def _active():
    """An "auto" scope casts, except inside a Cell ``to_float`` set within it (2.10: a
    ``conv.to_float(ms.float32)`` in an amp "auto" network runs in float32, measured)."""
    return bool(_SCOPES) and _SCOPES[-1][1] == _cell_call.to_float_depth()


def _is_float(x):
    return isinstance(x, Tensor) and x.dtype in _FLOATS


def _map(fn, value):
    """``fn`` on each Tensor of an operand, one level into a list/tuple of Tensors."""
    if isinstance(value, (list, tuple)):
        return type(value)(fn(v) for v in value)
    return fn(value)


def _widest(args, kwargs):
    found = []
    for a in list(args) + list(kwargs.values()):
        _map(lambda t: found.append(t.dtype) if _is_float(t) else None, a)
    return max(found, key=_FLOATS.index) if found else None


def _cast_inputs(kind, args, kwargs):
    if kind == "white":
        target = _SCOPES[-1][0]
    elif kind == "black":
        target = mstype.float32
    else:
        target = _widest(args, kwargs)
        if target is None:
            return args, kwargs

    def cast(t):
        return t.astype(target) if _is_float(t) and t.dtype != target else t
    return (tuple(_map(cast, a) for a in args),
            {k: _map(cast, v) for k, v in kwargs.items()})


# the lists by lower-case name: minicell registers some Primitives under two spellings (Acos
# and 2.10's ACos), and each spelling of one op must cast alike
_KINDS = {**{n.lower(): "white" for n in WHITE}, **{n.lower(): "black" for n in BLACK},
          **{n.lower(): "promote" for n in PROMOTE}}
_WRAPPED = {}   # (fn, kind) -> its wrapper: rows sharing a function share it (ops.arccos is acos)


def wrap(prim_name, fn):
    """``fn`` (an op-table row's function for Primitive ``prim_name``) casting its inputs while
    an "auto" scope is active; ``fn`` itself for a Primitive in none of the lists."""
    kind = _KINDS.get(prim_name.lower())
    if kind is None or fn is None or getattr(fn, "_amp_auto", False):
        return fn
    if (fn, kind) not in _WRAPPED:
        _WRAPPED[fn, kind] = _wrapper(kind, fn)
    return _WRAPPED[fn, kind]


def _wrapper(kind, fn):
    """``fn`` casting its inputs as list ``kind`` says while an "auto" scope is active."""
    def amp_auto(*args, **kwargs):
        if _active():
            args, kwargs = _cast_inputs(kind, args, kwargs)
        return fn(*args, **kwargs)
    amp_auto._amp_auto = True
    for attr in ("__name__", "__qualname__", "__doc__", "__module__", "refuses_non_tensor"):
        setattr(amp_auto, attr, getattr(fn, attr, None))
    try:
        amp_auto.__signature__ = inspect.signature(fn)
    except (TypeError, ValueError):
        pass
    return amp_auto


def for_primitive(prim, fn):
    """``fn`` (an op-table row's function for ``prim``, a name or a hand-written Primitive
    class, whose ``__call__`` is patched too) casting as the Primitive's list says."""
    name = prim.__name__ if isinstance(prim, type) else prim
    if isinstance(prim, type) and "__call__" in vars(prim) and \
            not getattr(prim.__call__, "_amp_auto", False):
        prim.__call__ = wrap(name, prim.__call__)
    return wrap(name, fn)


def cast_for(kind, *tensors):
    """``tensors`` cast as list ``kind`` says while an "auto" scope is active, for code that
    dispatches a listed kernel itself (nn.BatchNorm's BatchNorm; ops.conv2d's Conv2D, then its
    bias in a BiasAdd, a promote op, as 2.10: the bias is not Conv2D's input)."""
    return _cast_inputs(kind, tensors, {})[0] if _active() else tensors


def decorate(fn, dtype):
    """A function calling ``fn`` inside an "auto" scope of ``dtype``."""
    @functools.wraps(fn)
    def with_amp(*args, **kwargs):
        with scope(dtype):
            return fn(*args, **kwargs)
    return with_amp
