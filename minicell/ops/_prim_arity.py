"""The error MindSpore 2.10 gives for a Primitive called with a wrong number of inputs
(``ops.Abs()(x, y)``) or an input keyword it does not have (``ops.ReLU()(x=x)``: its input is
``input``), used by ``primitive.make_primitive``'s classes."""
import functools
import inspect
import re

from ..runtime.dispatch import running_eagerly


def arity_error(name, fn, args, err, kwargs=None):
    """The error of ``Name()(*args, **kwargs)`` with a wrong number of inputs or an input
    keyword it does not have, as 2.10 words it (None when they do fit ``fn``): Python's own
    TypeError for ``Name.__call__`` (``self`` counted) in PYNATIVE_MODE, but for too few inputs
    of the classes whose Python ``__call__`` checks its signature (``_SIGNATURE_SIZE``); a trace
    reports too many or too few inputs per operator, as MindSpore's graph does (measured)."""
    try:
        inspect.signature(fn).bind(*args, **(kwargs or {}))
        return None
    except TypeError:
        pass
    except ValueError:            # no signature to check against
        return None
    text = str(err)
    count = _COUNTED.get(name)
    if count is not None and running_eagerly() and not kwargs:
        bad = count(name, _input_count(fn), len(args))
        if bad is not None:
            return bad
    keyword = re.match(r"[\w.]+\(\) got an unexpected keyword argument '(\w+)'$", text)
    if keyword:                   # a trace makes it 2.10's RuntimeError (compiler.control)
        return TypeError(f"{name}.__call__() got an unexpected keyword argument "
                         f"'{keyword.group(1)}'")
    too_many = re.match(r"[\w.]+\(\) takes (?:from (\d+) to )?(\d+) positional arguments? but "
                        r"(\d+) (?:was|were) given$", text)
    if too_many and not running_eagerly():
        return TypeError(f"For Operator[{name}], the number of inputs should be less than or "
                         f"equal to {too_many.group(2)}, but got {len(args)}.")
    if too_many:
        low, high, got = too_many.groups()
        takes = f"from {int(low) + 1} to {int(high) + 1}" if low else str(int(high) + 1)
        return TypeError(f"{name}.__call__() takes {takes} positional arguments but "
                         f"{int(got) + 1} were given")
    missing = re.match(r"[\w.]+\(\)( missing .*)$", text)
    if missing is None:
        return None
    if not running_eagerly():
        return _graph_too_few(name, fn, len(args))
    if name in _SIGNATURE_SIZE:
        return _SIGNATURE_SIZE[name](name, _input_count(fn), len(args))
    return TypeError(f"{name}.__call__(){missing.group(1)}")


def _input_count(fn):
    return sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
               for p in inspect.signature(fn).parameters.values())


def _graph_too_few(name, fn, got):
    """2.10's graph error for too few inputs: a Primitive declaring ``__mindspore_signature__``
    fails where its signature is processed, the others where their inputs are counted (for none
    at all, before a count)."""
    if name in _SIGNED:
        return RuntimeError(f"For 'S_Prim_{_SIGNED_AS.get(name, name)}', the size of input "
                            f"should be {_input_count(fn)}, but got {got}. Please check inputs "
                            f"of the operator.")
    if not got:
        return RuntimeError("Size should be greater than 0, during running "
                            "PrimitiveArgsToInputsEvaluator")
    return TypeError(f"For Operator[{name}], the number of inputs (including default arguments) "
                     f"should be {_input_count(fn)}, but the actual number of inputs is not "
                     f"satisfied, which is {got}.")


# mindspore.ops' Primitive classes that declare ``__mindspore_signature__`` in 2.10 (measured:
# 114 of its 578; TensorAdd is Add's)
_SIGNED = frozenset("""Adam AdamWeightDecay Add ApplyAdaMax ApplyAdadelta ApplyAdagrad
ApplyAdagradDA ApplyAdagradV2 ApplyAdamWithAmsgrad ApplyAdamWithAmsgradV2 ApplyAddSign ApplyFtrl
ApplyGradientDescent ApplyKerasMomentum ApplyMomentum ApplyPowerSign ApplyProximalAdagrad
ApplyProximalGradientDescent ApproximateEqual Assign AssignAdd AssignSub Atan2 BCEWithLogitsLoss
BatchNorm BinaryCrossEntropy BitwiseAnd BitwiseOr BitwiseXor Conv2DBackpropInput Conv2DTranspose
Dense DivNoNan FloorDiv FloorMod Fmax Fmin FusedSparseAdam FusedSparseFtrl FusedSparseLazyAdam
FusedSparseProximalAdagrad FusedWeightScaleApplyMomentum Gcd Greater GreaterEqual GroupTopk Hypot
IndexAdd InplaceIndexAdd Lcm LessEqual LogSoftmaxExt LogicalAnd LogicalOr LogicalXor MapCacheIdx
MatrixSetDiagV3 Maximum Minimum Mod MoveTo Mul MulNoNan MultiMarginLoss NotEqual Ones
PagedAttention PagedAttentionMask Pow RealDiv ReduceAll ReduceAny ReduceMax ReduceMean ReduceMin
ReduceProd ReduceSum ReshapeAndCache Round ScatterAdd ScatterAddWithAxis ScatterDiv ScatterMax
ScatterMin ScatterMul ScatterNdAdd ScatterNdDiv ScatterNdMax ScatterNdMin ScatterNdMul
ScatterNdSub ScatterNdUpdate ScatterNonAliasingAdd ScatterSub ScatterUpdate SearchSorted Select
SparseApplyAdadelta SparseApplyAdagrad SparseApplyAdagradV2 SparseApplyFtrl SparseApplyFtrlV2
SparseApplyProximalAdagrad SparseApplyRMSProp SquaredDifference Sub TensorAdd TruncateDiv
TruncateMod UpsampleNearest3D UpsampleTrilinear3D Xdivy Xlogy Zeros""".split())
_SIGNED_AS = {"TensorAdd": "Add"}


def _signature_size(name, want, got):
    return ValueError(f"{name} inputs number {got} does not match the requires signature size "
                      f"{want}")


def _inputs_number(name, want, got):
    return RuntimeError(f"For Operator[{_SIGNED_AS.get(name, name)}], the inputs number should "
                        f"be {want} but got {got}.")


# PYNATIVE_MODE: the signed classes whose ``__call__`` is Python's (2.10 checks the count
# against the signature: ValueError) or Sub's and TensorAdd's (RuntimeError); the others are
# Python's TypeError for ``Name.__call__`` (measured)
_SIGNATURE_SIZE = {
    **dict.fromkeys(("Mod", "DivNoNan", "MulNoNan", "SquaredDifference", "BitwiseAnd",
                     "BitwiseOr", "BitwiseXor", "TruncateDiv", "TruncateMod", "Xdivy", "Hypot",
                     "Lcm", "Fmax", "Fmin", "ApproximateEqual"), _signature_size),
    **dict.fromkeys(("Sub", "TensorAdd"), _inputs_number)}


def _operator_count(name, want, got):
    return RuntimeError(f"For Operator[{name}], the inputs number should be {want} but got "
                        f"{got}.")


def _primitive_count(name, want, got):
    return ValueError(f"For primitive[{name}], the input number must be equal to {want}, but got "
                      f"{got}.")


def _at_least(name, want, got):     # too many: 2.10's kernel selection refuses (not copied)
    return ValueError(f"For primitive[{name}], the input number must be greater than or equal "
                      f"to {want}, but got {got}.") if got < want else None


def _rint(name, want, got):
    return RuntimeError(f"The {name} input number is zero.") if not got else None


def _stop_gradient(name, want, got):
    return RuntimeError(f"For '{name}', the number of input should be {want}, but got {got}")


# PYNATIVE_MODE: the classes whose wrong input count 2.10 refuses in C++, before Python's
# argument check (measured, /tmp/s75/bad58/c20.py: ``ops.Tan()()``, ``ops.Digamma()(x, x)``)
_COUNTED = {
    "Tan": _operator_count, "Rint": _rint, "Inv": _at_least, "StopGradient": _stop_gradient,
    **dict.fromkeys(("Digamma", "L2Loss", "DiagPart", "Imag", "PopulationCount",
                     "SquareSumAll"), _primitive_count)}


def counted_call(cls):
    """``cls.__call__`` with 2.10's count texts of ``_COUNTED`` / ``_SIGNATURE_SIZE`` op by op,
    for a Primitive class with a ``__call__`` of its own of that name (``DiagPart``,
    ``ApproximateEqual``); None for the others (only the failure path does more)."""
    name, call = cls.__name__, cls.__dict__.get("__call__")
    if call is None or (name not in _COUNTED and name not in _SIGNATURE_SIZE):
        return None

    @functools.wraps(call)
    def __call__(self, *args, **kwargs):
        try:
            return call(self, *args, **kwargs)
        except TypeError as e:
            bad = arity_error(name, call.__get__(self), args, e, kwargs) \
                if running_eagerly() else None
            if bad is None:
                raise
        raise bad
    return __call__


# 2.10's input names of the Primitive classes made from a functional spelling whose parameters
# are named otherwise (``ops.FloorMod()(x=a, y=b)``; ``ops.floor_mod``'s are input, other):
# inspect.signature of each class's ``__call__`` on 2.10 (/tmp/s77/bad60/sigscan.py)
INPUT_NAMES = {
    "Cast": ("input_x", "dtype"), "FloorMod": ("x", "y"), "Identity": ("input_x",),
    "LeftShift": ("x1", "x2"), "RightShift": ("input_x", "input_y"), "LogicalAnd": ("x", "y"),
    "LogicalOr": ("x", "y"), "Pow": ("input", "exponent"), "Rank": ("x",), "Shape": ("x",),
    "Slice": ("input", "begin", "size"), "Sqrt": ("x",), "Fill": ("dtype", "dims", "x"),
    "LinSpace": ("start", "stop", "num"), "OnesLike": ("x",), "ZerosLike": ("x",)}


def renamed(name, fn):
    """``fn`` taking its inputs by 2.10's names of Primitive ``name`` (``INPUT_NAMES``), all
    required, none more: Python's own errors for a wrong count or keyword then name 2.10's
    inputs; ``fn`` itself for the other classes."""
    names = INPUT_NAMES.get(name)
    if names is None:
        return fn
    inputs = ", ".join(names)
    scope = {"fn": fn}
    # a function whose parameters are 2.10's names (from the table above, never user text)
    exec(f"def {name}({inputs}):\n    return fn({inputs})\n", scope)    # noqa: S102
    call = scope[name]
    call.__doc__ = fn.__doc__
    return call
