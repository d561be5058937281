"""MindSpore 2.10's TypeError when a functional op is given a Python list or tuple where its
primitive takes a Tensor (``ops.gather([1., 2.], idx, 0)``, ``ops.softmax([1., 2.])``).

Tensor methods (whose ``other`` takes sequences in MindSpore) and ``minicell.numpy``'s
spellings (which convert sequences) call the same functions unchecked: only the functional
spellings ``ops.X`` / ``ops.functional.X`` named here are wrapped, by ``_table.build``. The
messages are 2.10's: a ``Failed calling <Primitive> with "..."`` text naming each operand's type
for the ops whose primitive check fires, the wrapper's own text for the others.

>>> from minicell import ops
>>> ops.softmax([1.0, 2.0])
Traceback (most recent call last):
...
TypeError: Failed calling Softmax with "Softmax(axis=int)(input=List<float, float>)".
"""
import functools
import inspect
import types

from ..common._type_text import graph_type_text
from ..common.tensor import Tensor
from ..runtime.bool_arith import refuse as refuse_bool
from ..runtime.dispatch import OperandTypeError
from ..runtime.python_checks import python_check
from . import number_operands
from ._prim_operands import valid_calling
from ._util import SEQ_OR_ARRAY, ms_type_name, sequence_error

_SEQ = (list, tuple)
# refused where a Tensor is taken: a sequence, or a numpy array (2.10's parsers take no ndarray:
# 'Failed calling Gather with "Gather(batch_dims=int)(input_params=<class 'numpy.ndarray'>, ...',
# measured; ``Tensor(array)`` is the way in)
_NOT_TENSOR = SEQ_OR_ARRAY


class SequenceInputError(TypeError, AttributeError):
    """A list or tuple given where a Tensor is required. MindSpore 2.10 raises TypeError for most
    ops and, from a few Python wrappers that read ``input.shape`` first, AttributeError: this
    is both, so code catching either still works."""


# name: (2.10's primitive call text, its operand names, positions of the Tensor operands)
_FAILED_CALL = {
    "gather": ("Gather(batch_dims=int)", ("input_params", "input_indices", "axis"), (0, 1)),
    "where": ("Select()", ("condition", "input", "other"), (0, 1, 2)),
    "select": ("Select()", ("condition", "input", "other"), (0, 1, 2)),
    "cumsum": ("CumSum(exclusive=bool, reverse=bool)", ("input", "axis"), (0,)),
    "cumprod": ("CumProd(exclusive=bool, reverse=bool)", ("x", "axis"), (0,)),
    "one_hot": ("OneHot(axis=int)", ("indices", "depth", "on_value", "off_value"), (0,)),
    "gather_elements": ("GatherD()", ("x", "dim", "index"), (0, 2)),
    "gather_d": ("GatherD()", ("x", "dim", "index"), (0, 2)),
    "masked_fill": ("MaskedFill()", ("input_x", "mask", "value"), (0, 1)),
    "tile": ("Tile()", ("input", "dims"), (0,)),
    "softmax": ("Softmax(axis=int)", ("input",), (0,)),
    "log_softmax": ("LogSoftmax(axis=int)", ("logits",), (0,)),
    "cast": ("Cast()", ("input", "dtype"), (0,)),
    "broadcast_to": ("BroadcastTo(shape=Tuple<int>)", ("input",), (0,)),
    "ones_like": ("OnesLike()", ("x",), (0,)),
    "flip": ("ReverseV2(axis=Tuple<int>)", ("input",), (0,)),
    "roll": ("Roll(shifts=int, dims=None)", ("input",), (0,)),
    "scatter_nd": ("ScatterNd()", ("indices", "updates", "shape"), (0, 1)),
    "dropout": ("Dropout(keep_prob=float, Seed0=int, Seed1=int)", ("x",), (0,)),
    "masked_select": ("MaskedSelect()", ("input", "mask"), (0, 1)),
    "nonzero": ("NonZero()", ("input",), (0,)),
    "argwhere": ("NonZero()", ("input",), (0,)),
    "logsumexp": ("ReduceMax(keep_dims=bool)", ("x", "axis"), (0,)),
    "clamp": ("ClampScalar()", ("input", "min", "max"), (0,)),
    "isclose": ("IsClose(rtol=float, atol=float, equal_nan=bool)", ("input", "other"), (0, 1)),
    "lerp": ("Lerp()", ("input", "end", "weight"), (0, 1)),
    "addcmul": ("Addcmul()", ("input", "tensor1", "tensor2", "value"), (0, 1, 2)),
    "diag": ("Diag()", ("input",), (0,)),
    "hardswish": ("HSwish()", ("input",), (0,)),
    "expand_dims": ("ExpandDims()", ("input_x", "axis"), (0,)),
    "unsqueeze": ("ExpandDims()", ("input_x", "axis"), (0,)),
    "squeeze": ("Squeeze(axis=Tuple<>)", ("input",), (0,)),
    "silu": ("SiLU()", ("input",), (0,)),
    "elu": ("Elu(alpha=float)", ("input_x",), (0,)),
    "celu": ("CeLU(alpha=float)", ("x",), (0,)),
    "hardshrink": ("HShrink(lambd=float)", ("input",), (0,)),
    "softshrink": ("SoftShrink(lambd=float)", ("input",), (0,)),
    "relu6": ("ReLU6()", ("x",), (0,)),
    "hardsigmoid": ("HSigmoid()", ("input",), (0,)),
    "smooth_l1_loss": ("SmoothL1Loss(beta=float, reduction=string)", ("prediction", "target"),
                       (0, 1)),
    "binary_cross_entropy": ("BinaryCrossEntropy(reduction=string)",
                             ("input", "target", "weight"), (0, 1)),
    "binary_cross_entropy_with_logits": ("BCEWithLogitsLoss(reduction=string)",
                                         ("input", "target", "weight", "posWeight"), (0, 1)),
}

# The binary arithmetic and comparison ops: a list or tuple as either operand of the functional
# spelling (``ops.add(x, [1, 2])``) is 2.10's TypeError; Tensor.add/sub still take sequences
_IN_OTHER, _XY = ("input", "other"), ("x", "y")
for _prim, _names, _operands in (
        ("Add()", ("add", "tensor_add"), _IN_OTHER),
        ("Sub()", ("sub", "subtract", "tensor_sub"), _IN_OTHER),
        ("Mul()", ("mul", "multiply", "tensor_mul", "tensor_muls"), _IN_OTHER),
        ("Div()", ("div", "divide", "true_divide", "tensor_div"), _IN_OTHER),
        ("FloorDiv()", ("floor_div", "floor_divide", "tensor_floordiv", "floordiv"),
         _IN_OTHER),
        ("FloorMod()", ("floor_mod", "remainder", "tensor_mod", "floormod"), _XY),
        ("Pow()", ("pow", "tensor_pow", "pows"), ("input", "exponent")),
        ("Atan2()", ("atan2", "arctan2"), _IN_OTHER),
        ("Maximum()", ("maximum",), _IN_OTHER),
        ("Minimum()", ("minimum",), _IN_OTHER),
        ("LogicalAnd()", ("logical_and",), _XY),
        ("LogicalOr()", ("logical_or",), _XY),
        ("LogicalXor()", ("logical_xor",), _IN_OTHER),
        ("Greater()", ("greater", "gt", "tensor_gt"), _IN_OTHER),
        ("GreaterEqual()", ("greater_equal", "ge", "tensor_ge"), _IN_OTHER),
        ("LessEqual()", ("less_equal", "le", "tensor_le"), _IN_OTHER),
        ("NotEqual()", ("not_equal", "ne"), _IN_OTHER),
        ("Gcd()", ("gcd",), _IN_OTHER), ("NextAfter()", ("nextafter",), _IN_OTHER)):
    for _name in _names:
        _FAILED_CALL[_name] = (_prim, _operands, (0, 1))

# None as the second operand too is 2.10's 'Failed calling' (measured: ops.mul(h, None),
# ops.div, ops.pow, ops.gather(h, None, 0); ops.add(h, "a"))
_NONE_SECOND = frozenset(n for n, row in _FAILED_CALL.items() if row[2] == (0, 1) and
                         len(row[1]) == 2) | {"gather"}

# the functional Add/Sub refuse two Bool operands in both modes (runtime.bool_arith; the Tensor
# operators and methods only in a graph)
_NO_BOOL = {"add": "add", "tensor_add": "add", "sub": "sub", "subtract": "sub", "tensor_sub": "sub"}


def _no_bool(check, op):
    def check_no_bool(fn, args, kwargs):
        check(fn, args, kwargs)
        given = tuple(args) + tuple(kwargs.values())
        if len(given) == 2:
            refuse_bool(op, given)
    check_no_bool.__qualname__ = f"no_bool_{check.__qualname__}"
    return check_no_bool


# name: (2.10's text of the call, its valid callings): ops whose first operand must be a Tensor
# (a Python number too is refused) and whose second a number, bool or Tensor
_TENSOR_FIRST = {
    "less": ("less({input}, {other})", '"less(input=<Tensor>, other=<Number>)"\n'
                                       '"less(input=<Tensor>, other=<Number, Tensor, bool>)"'),
    "equal": ("Equal()(input={input}, other={other})",
              '"Equal()(input=<Tensor>, other=<Number, Tensor>)"'),
}
for _alias, _name in (("lt", "less"), ("tensor_lt", "less"), ("eq", "equal")):
    _TENSOR_FIRST[_alias] = _TENSOR_FIRST[_name]

def _PythonCheck(text):
    """A TypeError of a check 2.10 writes in Python in its op (quoted in a graph, measured)."""
    return python_check(TypeError(text))


# name: (message, positions of the Tensor operands, exception class)
_OWN_MESSAGE = {
    "flatten": ("For 'flatten', argument 'input' must be Tensor.", (0,), _PythonCheck),
    "index_select": ("For 'index_select', `input` and `index` must be all tensors.", (0, 2),
                     TypeError),
    "split": ("expect `tensor` is a Tensor, but got {cls}", (0,), _PythonCheck),
    "pad": ("For 'pad', the type of 'input_x' must be Tensor, but got {cls}.", (0,),
            _PythonCheck),
    "sort": ("For Primitive[Sort], the type of input argument[inputx] must be Tensor but got "
             "{type}.", (0,), TypeError),
    "argsort": ("For Primitive[Sort], the type of input argument[inputx] must be Tensor but "
                "got {type}.", (0,), TypeError),
    "topk": ("For Primitive[TopK], the type of input argument[input_x] must be Tensor but got "
             "{type}.", (0,), TypeError),
    "isnan": ("For Primitive[IsNan], the type of input argument[x] must be Tensor but got "
              "{type}.", (0,), TypeError),
    "tril": ("For Primitive[Tril], the type of input argument[x] must be Tensor but got "
             "{type}.", (0,), TypeError),
    "triu": ("For Primitive[Triu], the type of input argument[x] must be Tensor but got "
             "{type}.", (0,), TypeError),
    "chunk": ("For ops.chunk parameter `input` must be Tensor, but got {cls}", (0,), TypeError),
    "narrow": ("For 'narrow', the type of 'input' should be 'Tensor', but got type "
               "'{name}'.", (0,), TypeError),
    "size": ("For 'Size', input must be a Tensor, but got: {type}.", (0,), TypeError),
    "rank": ("the input x must be Tensor!", (0,), TypeError),
    "dtype": ("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor "
              "or COOTensor, but got {cls}.", (0,), TypeError),
    "std": ("For std, input must be a Tensor, but got {cls}.", (0,), TypeError),
    "full_like": ("For ops.full_like, the argument 'x' must be tensor, but got {cls}", (0,),
                  TypeError),
    "bincount": ("For math function 'bincount', 'input' must be Tensor.", (0,), TypeError),
    "selu": ("For Primitive[SeLU], the type of input argument[input_x] must be Tensor but got "
             "{type}.", (0,), TypeError),
    "mish": ("For Primitive[Mish], the type of input argument[input_x] must be Tensor but got "
             "{type}.", (0,), TypeError),
    "softplus": ("For Primitive[Softplus], the type of input argument[x] must be Tensor but got "
                 "{type}.", (0,), TypeError),
    "softsign": ("For Primitive[Softsign], the type of input argument[input_x] must be Tensor "
                 "but got {type}.", (0,), TypeError),
    "hardtanh": ("For 'hardtanh', the 'input' must be a Tensor, but got '{type}'", (0,),
                 TypeError),
    "leaky_relu": ("For 'leaky_relu', the 'input' must be a Tensor, but got '{type}'", (0,),
                   TypeError),
    "threshold": ("For 'threshold', the 'input' must be a Tensor, but got '{type}'", (0,),
                  TypeError),
    "gelu": ("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or "
             "COOTensor, but got {cls}.", (0,), TypeError),
    "l1_loss": ("For 'l1_loss', the 'input' and 'target' must be Tensors, but got '{type}'",
                (0, 1), TypeError),
    "mse_loss": ("For ops.mse_loss, the `input` and `target` must be tensor", (0, 1), TypeError),
    "huber_loss": ("For 'huber_loss', the 'input' and 'target' must be Tensors, but got "
                   "'{type}'", (0, 1), TypeError),
    "kl_div": ("For KLDivLoss, logits and labels should be Tensors.", (0, 1), TypeError),
    "max": ("'{name}' object has no attribute 'shape'", (0,), SequenceInputError),
    "min": ("'{name}' object has no attribute 'shape'", (0,), SequenceInputError),
    "argmax": ("'{name}' object has no attribute 'shape'", (0,), SequenceInputError),
    "argmin": ("'{name}' object has no attribute 'shape'", (0,), SequenceInputError),
    "zeros_like": ("'{name}' object has no attribute 'dtype'", (0,), SequenceInputError),
    "norm": ("'{name}' object has no attribute 'ndim'", (0,), SequenceInputError),
    "unique": ("'{name}' object has no attribute 'shape'", (0,), SequenceInputError),
    "repeat_interleave": ("'{name}' object has no attribute 'reshape'", (0,),
                          SequenceInputError),
}

# the ops whose functional refuses a Python int or float operand too (measured on 2.10:
# ops.elu(1) is 'Failed calling Elu with "Elu(alpha=float)(input_x=int)"', ops.gather(x, 1, 0)
# 'Failed calling Gather ...(input_indices=int ...'); the others take numbers
_NUMBERS_REFUSED = frozenset((
    "celu", "elu", "gelu", "hardshrink", "hardsigmoid", "hardswish", "hardtanh", "leaky_relu",
    "mish", "relu6", "selu", "silu", "softshrink", "softsign", "threshold", "gather",
    "gcd", "isclose", "expand_dims", "unsqueeze", "one_hot", "nextafter"))
_NOT_TENSOR_OR_NUMBER = _NOT_TENSOR + (int, float, bool)
# ... and those refusing a Python int or float but taking a bool (measured on 2.10: ops.logical_and(
# x, 2) is 'Failed calling LogicalAnd with "LogicalAnd()(x=Tensor, y=int)"', (x, True) runs)
_INT_FLOAT_REFUSED = frozenset(("logical_and", "logical_or", "logical_xor"))
_NOT_TENSOR_INT_FLOAT = _NOT_TENSOR + (int, float)


def _refused(name):
    return _NOT_TENSOR_OR_NUMBER if name in _NUMBERS_REFUSED else \
        _NOT_TENSOR_INT_FLOAT if name in _INT_FLOAT_REFUSED else _NOT_TENSOR

# name: (2.10's primitive call text, the sequence's operand name): a sequence of Tensors whose
# elements must not themselves be sequences
_TENSOR_SEQUENCE = {
    "concat": ("Concat(axis=int)", "tensors"),
    "cat": ("Concat(axis=int)", "tensors"),
    "stack": ("Stack(axis=int)", "tensors"),
    "meshgrid": ("Meshgrid(indexing=string)", "inputs"),     # meshgrid(*inputs)
}

# The names a functional op's first parameter goes by when it is a Tensor operand: None or a
# string there is refused before the op runs (2.10: TypeError or AttributeError for every op of
# ``mindspore.ops`` but those in _TAKES_ANYTHING, measured)
_TENSOR_PARAMS = frozenset(("input", "x", "input_x", "A", "self", "logits", "y", "x1", "a",
                            "true_classes", "tensor"))
_TAKES_ANYTHING = frozenset(("is_tensor", "stop_gradient", "depend", "clip_by_value", "padding",
                             "scalar_to_array", "tuple_to_array", "scalar_cast",
                             "scalar_to_tensor", "isconstant", "print_", "tensordump"))
_NOT_OPERAND = (type(None), str)

_WRAPPED = {}


def checked(names, fn, prim=None):
    """``fn`` (the functional spellings ``names`` of one op-table row), raising 2.10's error
    for a sequence given where a Tensor is required; ``fn`` itself when the op takes
    sequences. Every name of the row gets the same function, checked as its first name found
    in the tables above. ``prim``: the row's Primitive class name, for the function that class
    calls (``ops.Greater()`` takes a number first, as ``ops.greater`` does not, and refuses
    only a sequence operand, with its own ``Greater()(...)`` text; Less's and Equal's number
    first is refused by ``scalar_pairs``)."""
    number = next((n for n in names if n in number_operands.RULES), None)
    if number is not None:
        return number_operands.guard(fn, number)
    name = next((n for n in names if n in _TENSOR_SEQUENCE or n in _FAILED_CALL
                 or n in _OWN_MESSAGE or n in _TENSOR_FIRST), None)
    if name in _TENSOR_FIRST and prim is not None:
        return _wrap(fn, _check_operands((0, 1), _failed_call(f"{prim}()", ("input", "other"))))
    if name in _TENSOR_FIRST:
        return _wrap(fn, _check_tensor_first(*_TENSOR_FIRST[name]))
    if name in _TENSOR_SEQUENCE:
        return _wrap(fn, _check_elements(*_TENSOR_SEQUENCE[name]))
    if name in _FAILED_CALL:
        prim, names, positions = _FAILED_CALL[name]
        check = _check_operands(positions, _failed_call(prim, names), _refused(name),
                                none_at=2 if name in _NONE_SECOND else 1)
        return _wrap(fn, _no_bool(check, _NO_BOOL[name]) if name in _NO_BOOL else check,
                     positions == (0,) and name not in _NO_BOOL)
    if name in _OWN_MESSAGE:
        message, positions, cls = _OWN_MESSAGE[name]
        # a Python wrapper's failure reading an attribute a sequence lacks: an array has it,
        # and fails later, in a primitive (dispatch's text)
        refused = _SEQ if "no attribute" in message else \
            _NOT_TENSOR_OR_NUMBER if name in _NUMBERS_REFUSED else _NOT_TENSOR
        return _wrap(fn, _check_operands(positions, _own_message(message, cls), refused),
                     positions == (0,))
    if names and _takes_tensor_first(names, fn):
        if (fn, "first") not in _WRAPPED:
            _WRAPPED[fn, "first"] = _refusing_non_tensor(fn, names[0])
        return _WRAPPED[fn, "first"]
    return fn


def _takes_tensor_first(names, fn):
    # the collectives check their own inputs, and 2.10's ops.all_reduce & co. are the very
    # functions of mindspore.ops.communication (measured)
    if getattr(fn, "refuses_non_tensor", False) or any(n in _TAKES_ANYTHING for n in names) \
            or getattr(fn, "__module__", "") == "minicell.ops.comm_func":
        return False
    try:
        params = _params(fn)
    except (TypeError, ValueError):     # a builtin or a class without a readable signature
        return False
    return bool(params) and params[0] in _TENSOR_PARAMS


def unchecked(fn):
    """The function ``checked`` wrapped (``fn`` itself if it was not): for the spellings that
    take sequences where the functional one refuses them (``Tensor.add([1, 2])``)."""
    return getattr(fn, "__wrapped__", fn)


def _wrap(fn, check, first_only=False):
    """``fn`` behind ``check``; ``first_only``: the check reads the first operand only, and a
    plain Tensor there skips it (the hot path: one class test)."""
    key = (fn, check.__qualname__)
    if key not in _WRAPPED:          # ops.cat and ops.concat stay one function
        if first_only:
            @functools.wraps(fn)
            def tensor_operands(*args, **kwargs):
                if not args or args[0].__class__ is not Tensor:
                    check(fn, args, kwargs)
                return fn(*args, **kwargs)
        else:
            @functools.wraps(fn)
            def tensor_operands(*args, **kwargs):
                check(fn, args, kwargs)
                return fn(*args, **kwargs)
        _WRAPPED[key] = tensor_operands
    return _WRAPPED[key]


@functools.lru_cache(maxsize=None)
def _signature(fn):
    """``(positional parameter names, takes *args)`` of ``fn``, read from its signature (an
    amp-casting wrapper of ops/_amp_auto.py carries the wrapped function's). A plain function
    is read from its code object (the same names for all 10,483 functions of minicell):
    ``inspect.signature`` of the ~800 ops checked at import cost ~20 ms of it."""
    if type(fn) is types.FunctionType and not hasattr(fn, "__wrapped__") \
            and not hasattr(fn, "__signature__"):
        code = fn.__code__
        return (code.co_varnames[:code.co_argcount],
                bool(code.co_flags & inspect.CO_VARARGS))
    params = inspect.signature(fn).parameters.values()
    return (tuple(p.name for p in params if p.kind in (p.POSITIONAL_ONLY,
                                                        p.POSITIONAL_OR_KEYWORD)),
            any(p.kind == p.VAR_POSITIONAL for p in params))


def _params(fn):
    return _signature(fn)[0]


def _check_operands(positions, error, refused=_NOT_TENSOR, none_at=1):
    def operands(fn, args, kwargs):
        for i in positions:
            value = args[i] if i < len(args) else kwargs.get(_params(fn)[i])
            # a sequence for any Tensor operand, None or a string for the first ``none_at``
            # (later ones may be optional: a loss's weight)
            if value.__class__ in refused or (i < none_at and value.__class__ in _NOT_OPERAND
                                              and _binds(fn, args, kwargs)):
                raise error(_positional(fn, args, kwargs), value)
    operands.__qualname__ = f"operands{positions}{len(refused)}{none_at}"
    return operands


def _positional(fn, args, kwargs):
    """The call's operands in order, keywords too (2.10's text names ``ops.logical_and(x,
    other=0.5)``'s operand as its ``y=float``, measured)."""
    given = list(args)
    for name in _params(fn)[len(args):]:
        if name not in kwargs:
            break
        given.append(kwargs[name])
    return given


def _binds(fn, args, kwargs):
    """Whether the call's arguments fit ``fn``'s signature (else Python's own TypeError, a
    missing or an extra argument, comes first, as in 2.10)."""
    try:
        inspect.signature(fn).bind(*args, **kwargs)
    except TypeError:
        return False
    return True


def _refusing_non_tensor(fn, name):
    """``fn`` whose failure on a None or string first operand is a TypeError: the op's own
    check, where it has one, speaks first (2.10's text); a crash deeper in (reading ``.shape``
    off it, an index error) becomes ``OperandTypeError``."""
    @functools.wraps(fn)
    def first_operand(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except TypeError:
            raise
        except Exception as err:
            value = args[0] if args else kwargs.get(_params(fn)[0])
            if value.__class__ not in _NOT_OPERAND:
                raise
            # an AttributeError keeps its text: 2.10's Python wrappers fail the same way
            raise OperandTypeError(str(err) if isinstance(err, AttributeError) else
                                   f"For '{name}', the input must be a Tensor, but got "
                                   f"{type(value).__name__}.") from err
    return first_operand


def _check_elements(prim, operand):
    def elements(fn, args, kwargs):
        seq = args if _signature(fn)[1] else \
            args[0] if args else kwargs.get(_params(fn)[0])
        if seq.__class__ in _SEQ and any(v.__class__ in _NOT_TENSOR for v in seq):
            err = sequence_error(prim, (operand,), (seq,))
            valid = valid_calling(prim.split("(")[0], (operand,))
            if valid is not None:
                err.args = (f'{err.args[0]}\nThe valid calling should be: \n"{valid}".',)
            raise err
    elements.__qualname__ = f"elements{prim}"
    return elements


def _check_tensor_first(call, valid):
    def tensor_first(fn, args, kwargs):
        params = _params(fn)
        if kwargs and not set(kwargs) <= set(params[:2]):
            _unknown_keyword(call, valid, args, kwargs, params[:2])
            return      # (the function's own TypeError)
        input, other = (args[i] if i < len(args) else kwargs.get(params[i]) for i in (0, 1))
        if not isinstance(input, Tensor) or not isinstance(other, (Tensor, int, float, bool)):
            text = call.format(input=ms_type_name(input), other=ms_type_name(other))
            head = call.split("(")[0]
            raise TypeError(f'Failed calling {head} with "{text}".\nThe valid calling should '
                            f'be: \n{valid}.')
    tensor_first.__qualname__ = f"tensor_first{call}"
    return tensor_first


def _unknown_keyword(call, valid, args, kwargs, params):
    """2.10's refusal of a keyword ``ops.less`` does not take: its parser lists each valid
    calling with 'match failed because incorrect keyword name' (measured: ops.less(x, bogus=1));
    a Primitive-style call (``Equal()(...)``) is a Python function in 2.10, whose own
    TypeError Python raises."""
    if ")(" in call:
        return
    head = call.split("(")[0]
    wrong = ", ".join(k for k in kwargs if k not in params)
    shown = [ms_type_name(a) for a in args] + [f"{k}={ms_type_name(v)}" for k, v in kwargs.items()]
    lines = [f'Failed calling {head} with "{head}({", ".join(shown)})".',
             "The valid calling should be:"]
    for line in valid.split("\n"):
        lines += [line, f"    match failed because incorrect keyword name: {wrong}"]
    raise TypeError("\n".join(lines))


def _failed_call(prim, names):
    valid = valid_calling(prim.split("(")[0], names)

    def error(args, value):
        err = sequence_error(prim, names, tuple(args[:len(names)]) + (None,) * (
            len(names) - len(args)))
        if valid is not None:   # 2.10's parser names its valid calling (measured: Gather...)
            err.args = (f'{err.args[0]}\nThe valid calling should be: \n"{valid}".',)
        return err
    return error


def _own_message(message, cls):
    def error(args, value):
        # 2.10's C++ type checks name a value's abstract type: 'List[Float32]', 'Int64', a
        # numpy array's 'External' (measured)
        return cls(message.format(type=graph_type_text(value), name=type(value).__name__,
                                  cls=type(value)))
    return error
