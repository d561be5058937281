"""``auto_mixed_precision(net, "auto")``: per-operator casting, as MindSpore 2.10's AmpAuto.

While a network or function prepared with amp level ``"auto"`` runs, the ops whose Primitive
is in 2.10's lists cast their floating-point Tensor inputs first: the white list (matmuls,
convolutions) to the low-precision dtype, the black list (exp, log, softmax, reductions,
norms, losses) to float32, the promote list (addn, concat, bias_add, ...) to the widest float
dtype among the inputs; every other op runs in the dtypes it is given. ``_table.declare`` wraps
the function of each op-table row whose Primitive is named here, so every spelling of such an op
(``ops.exp``, ``ops.Exp()``, ``Tensor.exp``) casts alike; the check costs one list test while
no amp scope is active.

The scopes are 2.10's amp strategy stack (``mindspore._c_expression.amp``): amp level "auto"
pushes an AmpAuto strategy of those lists while the network runs, and a strategy pushed with
``push_amp_strategy`` casts the listed ops its way (its lists are read for the ops of 2.10's three
lists, the ones wrapped here).

>>> import minicell as ms
>>> f = ms.amp.auto_mixed_precision(lambda a, b: ms.ops.concat([a, b]), "auto")
>>> f(ms.Tensor([1.0], ms.float16), ms.Tensor([2.0], ms.float32)).dtype
mindspore.float32
"""
import contextlib
import enum
import functools
import inspect

from ..common import dtype as mstype
from ..common.tensor import Tensor
from .. import log as logger
from ..runtime import cell_call as _cell_call

# MindSpore 2.10 train/amp.py AMP_AUTO_WHITE_LIST / AMP_AUTO_BLACK_LIST (in their order: the AmpAuto
# strategy's lists read back so), ccsrc amp.cc's promote
WHITE = (
    "Conv2D", "Conv3D", "Conv2DExt", "Conv3DExt", "ConvTranspose2D", "Conv2DTranspose",
    "Conv3DTranspose", "Convolution", "MatMul", "MatMulExt", "BatchMatMul", "BatchMatMulExt",
    "PReLU", "Einsum", "Dense", "Addmm", "Addbmm", "Addmv", "Baddbmm", "Mv")
BLACK = (
    "Pow", "ACos", "Asin", "Cosh", "Erfinv", "Exp", "Expm1", "Log", "Log10", "Log1p", "Log2",
    "Reciprocal", "Rsqrt", "Sinh", "Tan", "Softplus", "SoftplusExt", "LayerNorm",
    "LayerNormExt", "BatchNorm", "BatchNormExt", "GroupNorm", "Norm", "KLDivLoss",
    "SmoothL1Loss", "MultilabelMarginLoss", "SoftMarginLoss", "TripletMarginLoss",
    "MultiMarginLoss", "BCEWithLogitsLoss", "Pdist", "Cdist", "Renorm", "ReduceProd", "Softmax",
    "LogSoftmax", "LogSoftmaxExt", "CumProd", "CumSum", "CumsumExt", "ProdExt", "SumExt",
    "L1LossExt", "MSELossExt", "NLLLoss", "NLLLoss2d")
PROMOTE = (
    "Addcdiv", "Addcmul", "Cross", "Dot", "GridSampler2D", "GridSampler3D", "BiasAdd", "AddN",
    "Concat")

_FLOATS = (mstype.float16, mstype.bfloat16, mstype.float32, mstype.float64)


class AmpLevel(enum.Enum):
    """MindSpore 2.10's amp levels (``_c_expression.amp.AmpLevel``; ``int()`` gives the code)."""
    AmpO0, AmpO1, AmpO2, AmpO3, AmpAuto = range(5)

    def __int__(self):
        return self.value


class PrimCastStrategy(enum.Enum):
    """What a strategy does with a Primitive's inputs (2.10's ``PrimCastStrategy``)."""
    AmpIgnore, AmpDoCast, AmpSetDtype, AmpSetDtypeOpt, AmpAutoPromote = range(5)

    def __int__(self):
        return self.value


class PrimCastStrategyInfo:
    """A Primitive's cast under a strategy: ``strategy``, the ``dtype`` cast to, the input
    positions ``arg_pos`` its list entry names."""

    def __init__(self, strategy, dtype, arg_pos):
        self.strategy, self.dtype, self.arg_pos = strategy, dtype, list(arg_pos)


class AmpStrategy:
    """A level, a low-precision dtype and white/black lists of ``(primitive name, [input
    positions])``, as 2.10's ``create_amp_strategy`` makes them."""

    def __init__(self, level, dtype, white_list, black_list):
        self._level, self._dtype = level, dtype
        self._white, self._black = list(white_list), list(black_list)
        self._cast = {**{n: (PrimCastStrategy.AmpDoCast, dtype, pos) for n, pos in white_list},
                      **({n: (PrimCastStrategy.AmpDoCast, mstype.float32, pos)
                          for n, pos in black_list} if level is AmpLevel.AmpAuto else {})}

    def get_amp_level(self):
        return self._level

    def get_amp_dtype(self):
        return self._dtype

    def get_white_list(self):
        return list(self._white)

    def get_black_list(self):
        return list(self._black)


def _is_prim_list(items):
    return isinstance(items, list) and all(
        isinstance(e, tuple) and len(e) == 2 and isinstance(e[0], str) and isinstance(e[1], list)
        and all(isinstance(i, int) for i in e[1]) for e in items)


def create_amp_strategy(amp_level, amp_dtype, white_list, black_list):
    """An ``AmpStrategy``; TypeError as 2.10's binding for arguments of other types."""
    if not (isinstance(amp_level, AmpLevel) and isinstance(amp_dtype, mstype.Type)
            and _is_prim_list(white_list) and _is_prim_list(black_list)):
        raise TypeError("create_amp_strategy(): incompatible function arguments. The following "
                        "argument types are supported: (amp_level: AmpLevel, amp_dtype: Type, "
                        "white_list: list[tuple[str, list[int]]], black_list: "
                        "list[tuple[str, list[int]]]).")
    return AmpStrategy(amp_level, amp_dtype, white_list, black_list)


def get_prim_cast_strategy_info(amp_strategy, prim_name):
    """How ``amp_strategy`` casts Primitive ``prim_name`` (measured on 2.10): a white-list entry
    to the strategy's dtype, a black-list one to float32 at level AmpAuto only, the promote
    list to the widest input float at AmpAuto; anything else is ignored (dtype float32)."""
    found = amp_strategy._cast.get(prim_name)
    if found is not None:
        return PrimCastStrategyInfo(*found)
    if prim_name in PROMOTE and amp_strategy.get_amp_level() is AmpLevel.AmpAuto:
        return PrimCastStrategyInfo(PrimCastStrategy.AmpAutoPromote, mstype.float32, [])
    return PrimCastStrategyInfo(PrimCastStrategy.AmpIgnore, mstype.float32, [])


_SCOPES = []    # (AmpStrategy, to_float depth) of each amp scope, innermost last


def push_amp_strategy(amp_level, amp_dtype, white_list, black_list):
    """Make a strategy the current one until ``pop_amp_strategy`` (2.10's amp stack)."""
    _SCOPES.append((create_amp_strategy(amp_level, amp_dtype, white_list, black_list),
                    _cell_call.to_float_depth()))


def pop_amp_strategy():
    """Drop the current strategy; on an empty stack, 2.10's warning."""
    if not _SCOPES:
        logger.warning("g_AmpStrategyStack is empty when trying to pop the amp strategy.")
        return
    _SCOPES.pop()


def get_curr_amp_strategy():
    """The current strategy, or None."""
    return _SCOPES[-1][0] if _SCOPES else None


@contextlib.contextmanager
def scope(dtype):
    """Run the body with amp level "auto" in ``dtype`` (float16 or bfloat16): 2.10's AmpAuto
    strategy of its white and black lists pushed for the while."""
    push_amp_strategy(AmpLevel.AmpAuto, dtype, [(n, []) for n in WHITE],
                      [(n, []) for n in BLACK])
    try:
        yield
    finally:
        pop_amp_strategy()


def _active():
    """A strategy casts, except inside a Cell ``to_float`` set within it (2.10: a
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


def _cast_inputs(prim_name, args, kwargs):
    info = get_prim_cast_strategy_info(_SCOPES[-1][0], prim_name)
    if info.strategy is PrimCastStrategy.AmpDoCast:
        target = info.dtype
    elif info.strategy is PrimCastStrategy.AmpAutoPromote:
        target = _widest(args, kwargs)
        if target is None:
            return args, kwargs
    else:
        return args, kwargs

    def cast(t):
        return t.astype(target) if _is_float(t) and t.dtype != target else t
    return (tuple(_map(cast, a) for a in args),
            {k: _map(cast, v) for k, v in kwargs.items()})


# 2.10's names by lower-case name: minicell registers some Primitives under two spellings (Acos
# and 2.10's ACos), and each spelling of one op must cast alike
_NAMES = {n.lower(): n for n in WHITE + BLACK + PROMOTE}
_WRAPPED = {}   # (fn, name) -> its wrapper: rows sharing a function share it (ops.arccos is acos)


def wrap(prim_name, fn):
    """``fn`` (an op-table row's function for Primitive ``prim_name``) casting its inputs as
    the current amp strategy says; ``fn`` itself for a Primitive in none of 2.10's lists."""
    name = _NAMES.get(prim_name.lower())
    if name is None or fn is None or getattr(fn, "_amp_auto", False):
        return fn
    if (fn, name) not in _WRAPPED:
        _WRAPPED[fn, name] = _wrapper(name, fn)
    return _WRAPPED[fn, name]


def _wrapper(name, fn):
    """``fn`` casting its inputs as the current strategy says for Primitive ``name``."""
    def amp_auto(*args, **kwargs):
        if _active():
            args, kwargs = _cast_inputs(name, args, kwargs)
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


def cast_for(prim_name, *tensors):
    """``tensors`` cast as the current strategy says for Primitive ``prim_name``, for code that
    dispatches a listed kernel itself (nn.BatchNorm's BatchNorm; ops.conv2d's Conv2D, then its
    bias in a BiasAdd, a promote op, as 2.10: the bias is not Conv2D's input)."""
    return _cast_inputs(prim_name, tensors, {})[0] if _active() else tensors


def decorate(fn, dtype):
    """A function calling ``fn`` inside an "auto" scope of ``dtype``."""
    @functools.wraps(fn)
    def with_amp(*args, **kwargs):
        with scope(dtype):
            return fn(*args, **kwargs)
    return with_amp
