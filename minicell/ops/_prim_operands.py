"""MindSpore 2.10's operand signatures of Primitive instances (``P.Reshape()(x, shape)``),
checked once per call before the kernel.

Each row names the operands and their valid types as 2.10's op yaml (``args: input: dtype:
tensor; shape: dtype: tuple[int], type_cast: list[int], tensor``) and the constructor
attributes its call text shows. An operand of another type is 2.10's argument-parser
TypeError, op by op (measured on 2.10, PYNATIVE_MODE):
``Failed calling Reshape with "Reshape()(input=Tensor, shape=None)".`` then
``The valid calling should be: \\n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, tuple
of int>)".``; in a graph ``compiler.graph_call_text`` rewrites it to 2.10's graph form. The
happy path is one ``isinstance`` per operand (no text is built unless a check fails); a call
by keyword or with another number of operands goes on unchecked (its own errors).
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly
from ._util import _operands_text, ms_type_name, tensor_typed

_INT = (int, np.integer)
# the items taken in a sequence of ints: a 0-d Tensor too (a shape's size read in a graph)
_ITEM = (int, np.integer, Tensor)
_NO = object()     # an operand not given by position
_NUM = (Tensor, float, int, np.number, np.bool_)


class Kind:
    """An operand's valid types: ``ok`` (the classes taken as they are), ``seq`` (the
    sequence classes taken when every item is one of ``item``) and 2.10's text of them."""
    __slots__ = ("text", "ok", "seq", "item")

    def __init__(self, text, ok=(), seq=(), item=_ITEM):
        self.text, self.ok, self.seq, self.item = f"<{text}>", ok, seq, item

    def takes(self, v):
        if self.text == "<not None>":
            return v is not None
        if isinstance(v, self.ok):
            return True
        return isinstance(v, self.seq) and all(
            isinstance(i, self.item) and not isinstance(i, bool) for i in v)


TENSOR = Kind("Tensor", Tensor)
NUMBER = Kind("Number, Tensor", _NUM)
T_INT = Kind("Tensor, int", (*_INT, Tensor))    # an int first: a miss on Tensor costs more
SHAPE = Kind("list of int, Tensor, tuple of int", Tensor, (list, tuple))
AXES = Kind("list of int, int, Tensor, tuple of int", (*_INT, Tensor), (list, tuple))
T_TUPLE = Kind("Tensor, tuple of int", Tensor, tuple)
PERM = Kind("list of int, tuple of int", (), (list, tuple))
TENSORS = Kind("list of tensor, tuple of Tensor", (), (list, tuple), Tensor)
# Cast's dtype: any value passes the parser (2.10's infer names a bad one: "For 'Cast', the
# input 'dtype' should be mindspore dtype, but got None.")
DTYPE = Kind("mindspore.dtype", object)
SLICE = Kind("list of int, Tensor, tuple of int", Tensor, (list, tuple))

_BOOL, _INT_A = "<bool>", "<int>"
_AXES_A = "<list of int, int, tuple of int>"

# Primitive: ((attribute, its valid types), ...), ((operand, Kind), ...) (2.10's yaml/parser)
SIGNATURES = {
    "Reshape": ((), (("input", TENSOR), ("shape", SHAPE))),
    "Concat": ((("axis", _INT_A),), (("tensors", TENSORS),)),
    "Split": ((("axis", _INT_A), ("output_num", _INT_A)), (("input_x", TENSOR),)),
    "Squeeze": ((("axis", _AXES_A),), (("input", TENSOR),)),
    "Flatten": ((), (("input_x", TENSOR),)),
    "OneHot": ((("axis", _INT_A),), (("indices", TENSOR), ("depth", T_INT),
                                      ("on_value", TENSOR), ("off_value", TENSOR))),
    "ArgMaxWithValue": ((("axis", _INT_A), ("keep_dims", _BOOL)), (("input", TENSOR),)),
    "ArgMinWithValue": ((("axis", _INT_A), ("keep_dims", _BOOL)), (("input", TENSOR),)),
    "Argmax": ((("axis", _INT_A), ("output_type", "<mindspore.dtype>")), (("input_x", TENSOR),)),
    "Argmin": ((("axis", _INT_A), ("output_type", "<mindspore.dtype>")), (("x", TENSOR),)),
    "ZerosLike": ((), (("x", TENSOR),)),
    "StridedSlice": (tuple((m, _INT_A) for m in ("begin_mask", "end_mask", "ellipsis_mask",
                                                 "new_axis_mask", "shrink_axis_mask")),
                     (("input_x", TENSOR), ("begin", SLICE), ("end", SLICE), ("strides", SLICE))),
    "MatMul": ((("transpose_a", _BOOL), ("transpose_b", _BOOL)),
               (("input", TENSOR), ("mat2", TENSOR))),
    "Gather": ((("batch_dims", _INT_A),),
               (("input_params", TENSOR), ("input_indices", TENSOR), ("axis", T_INT))),
    "ReduceSum": ((("keep_dims", _BOOL), ("skip_mode", _BOOL)), (("x", TENSOR), ("axis", AXES))),
    "ReduceMean": ((("keep_dims", _BOOL),), (("x", TENSOR), ("axis", AXES))),
    "ReduceMax": ((("keep_dims", _BOOL),), (("x", TENSOR), ("axis", AXES))),
    "ReduceMin": ((("keep_dims", _BOOL),), (("x", TENSOR), ("axis", AXES))),
    "ReduceProd": ((("keep_dims", _BOOL),), (("x", TENSOR), ("axis", AXES))),
    "Tile": ((), (("input", TENSOR), ("dims", T_TUPLE))),
    "Transpose": ((), (("input", TENSOR), ("dims", PERM))),
    "ExpandDims": ((), (("input_x", TENSOR), ("axis", T_INT))),
    "Cast": ((), (("input", NUMBER), ("dtype", DTYPE))),
    "Select": ((), (("condition", TENSOR), ("input", NUMBER), ("other", NUMBER))),
    "BroadcastTo": ((("shape", "<list of int, Tensor, tuple of int>"),), (("input", TENSOR),)),
    "Softmax": ((("axis", "<int, tuple of int>"),), (("input", TENSOR),)),
    "LogSoftmax": ((("axis", _INT_A),), (("logits", TENSOR),)),
    "ReverseV2": ((("axis", "<list of int, tuple of int>"),), (("input", TENSOR),)),
    "Mul": ((), (("input", NUMBER), ("other", NUMBER))),
    "Add": ((), (("input", NUMBER), ("other", NUMBER))),
    "Sub": ((), (("input", NUMBER), ("other", NUMBER))),
    "RealDiv": ((), (("x", NUMBER), ("y", NUMBER))),
    "Div": ((), (("input", NUMBER), ("other", NUMBER))),
    "Maximum": ((), (("input", NUMBER), ("other", NUMBER))),
    "Minimum": ((), (("input", NUMBER), ("other", NUMBER))),
    "Pow": ((), (("input", NUMBER), ("exponent", NUMBER))),
    "Sqrt": ((), (("x", TENSOR),)),
    "UnsortedSegmentSum": ((), (("input_x", TENSOR), ("segment_ids", TENSOR),
                                ("num_segments", T_INT))),     # measured (bad_input_rows48)
}
# operands checked by a primitive's own infer (or Python) code, not 2.10's parser (measured):
# (Primitive, operand position): (the Kind taken, its text op by op, its text in a graph or
# None where the same); ``{got}`` the graph's name of the operand's type
INFER = {
    ("TopK", 1): (Kind("int", _INT), "For primitive[TopK], the input argument[k] must be a type "
                  "of {{Int32, Int64}}, but got {got}.", None),
    ("Pad", 0): (TENSOR, "For primitive[Pad], the input argument[input_x] must be a type of "
                 "{{Tensor}}, but got {got}.", None),
    ("Unstack", 0): (TENSOR, "For primitive[Unstack],  the input[0] should be Tensor, but "
                     "got:{got}", "For Primitive[Unstack], the type of input argument[input_x] "
                     "must be Tensor but got {got}."),
    ("Stack", 0): (NOT_NONE := Kind("not None", (list, tuple, Tensor)), "Infer type failed.",
                   "object of type 'NoneType' has no len()"),
    # P.Eye()(2, 3, None) (ops.eye(2, 3, None) takes it: Float32, measured)
    ("Eye", 2): (NOT_NONE, "For 'Eye', the input 'dtype' should be mindspore dtype, but got "
                 "None.", "For 'Eye', the input 'dtype' expect a type, but got AbstractNone("
                 "Value: None)"),
    ("AddN", 0): (NOT_NONE, "object of type 'NoneType' has no len()",
                  'Failed calling AddN with "x=None".\nThe valid calling should be: "x=<list of '
                  'tensor, tuple of Tensor>".'),
}
_GOT = {type(None): "None", str: "String", np.ndarray: "External", float: "Float32"}


# the valid callings of a few more Primitives, for their functional spellings' texts (measured)
_VALID_ONLY = {
    "OnesLike": ((), (("x", TENSOR),)),
    "ZerosLike": ((), (("x", TENSOR),)),       # measured (/tmp/s77/bad60/c1.py)
    "FloorMod": ((), (("x", NUMBER), ("y", NUMBER))),
    "Hardtanh": ((), (("input", TENSOR), ("min_val", Kind("Number", _NUM)),
                      ("max_val", Kind("Number", _NUM)))),
    "MaskedFill": ((), (("input_x", TENSOR), ("mask", TENSOR), ("value", NUMBER))),
    # measured on 2.10 (bad_input_rows39): a list for the input of these
    "ReLU": ((), (("input", TENSOR),)),
    "ReLU6": ((), (("x", TENSOR),)),            # measured (bad_input_rows48_nn)
    "SiLU": ((), (("input", TENSOR),)),
    "HSigmoid": ((), (("input", TENSOR),)),
    "HSwish": ((), (("input", TENSOR),)),        # measured (bad_input_rows51)
    "Elu": ((("alpha", "<float>"),), (("input_x", TENSOR),)),
    "EluExt": ((("alpha", "<float>"),), (("input", TENSOR),)),
    "CeLU": ((("alpha", "<float>"),), (("x", TENSOR),)),
    "HShrink": ((("lambd", "<bool, int, float>"),), (("input", TENSOR),)),
    "SoftShrink": ((("lambd", "<bool, int, float>"),), (("input", TENSOR),)),
    "Sigmoid": ((), (("input", TENSOR),)),
    "Tanh": ((), (("input", TENSOR),)),
    "LeakyReLUExt": ((), (("input", TENSOR), ("negative_slope", Kind("Number", _NUM)))),
    "Dropout": ((("keep_prob", "<float>"), ("Seed0", _INT_A), ("Seed1", _INT_A)),
                (("x", TENSOR),)),
    "Meshgrid": ((("indexing", "<string>"),), (("inputs", TENSORS),)),
    # measured on 2.10 (session 69, bad_input_rows52_mint): mint's linear and embedding
    "Dense": ((), (("input", TENSOR), ("weight", TENSOR), ("bias", TENSOR))),
    "Embedding": ((), (("input", TENSOR), ("weight", TENSOR), ("padding_idx", Kind("int")),
                       ("max_norm", Kind("float")), ("norm_type", Kind("float")),
                       ("scale_grad_by_freq", Kind("bool")))),
}


def valid_calling(name, names):
    """2.10's valid calling of Primitive ``name`` (``'Squeeze(axis=<list of int, int, tuple of
    int>)(input=<Tensor>)'``) where its operands are ``names``, else None."""
    attrs, operands = SIGNATURES.get(name) or _VALID_ONLY.get(name, ((), ()))
    if tuple(n for n, _ in operands) != tuple(names) or not operands:
        return None
    return "{}({})({})".format(name, ", ".join(f"{a}={v}" for a, v in attrs),
                               ", ".join(f"{n}={k.text}" for n, k in operands))


def failed_call(name, attrs, prim, operands, values):
    """2.10's op-by-op TypeError for ``values`` given to Primitive ``name``."""
    shown = ", ".join(f"{a}={ms_type_name(prim.attrs.get(a))}" for a, _ in attrs)
    valid_a = ", ".join(f"{a}={v}" for a, v in attrs)
    names = [n for n, _ in operands]
    got = _operands_text(names, values, (Tensor, int, float, bool, list, tuple, type(None), str,
                                         mstype.Type))
    valid = ", ".join(f"{n}={k.text}" for n, k in operands)
    return tensor_typed(TypeError(f'Failed calling {name} with "{name}({shown})({got})".\nThe '
                                  f'valid calling should be: \n"{name}({valid_a})({valid})".'),
                        names, values)


def _checked(name, call, attrs, operands):
    """``call`` behind the operand check: one ``isinstance`` per operand (each Kind's plain
    classes) on the happy path; a sequence or a refused value goes to ``slow``."""
    kinds = tuple(k for _, k in operands)
    oks = tuple(k.ok for k in kinds) + ((),) * 3
    n = len(kinds)

    def slow(self, args):
        if len(args) == n and not all(k.takes(v) for v, k in zip(args, kinds)):
            raise failed_call(name, attrs, self, operands, args)

    ok0, ok1 = oks[:2]
    if n == 1:
        def __call__(self, a=_NO, *rest, **kwargs):
            if isinstance(a, ok0) and not rest and not kwargs:
                return call(self, a)
            return _general(self, (a,), rest, kwargs)
    elif n == 2 and ok1 is object:     # Cast's dtype: any value is checked later, none is not
        def __call__(self, a=_NO, b=_NO, *rest, **kwargs):
            if isinstance(a, ok0) and b is not _NO and not rest and not kwargs:
                return call(self, a, b)
            return _general(self, (a, b), rest, kwargs)
    elif n == 2:
        def __call__(self, a=_NO, b=_NO, *rest, **kwargs):
            if isinstance(a, ok0) and isinstance(b, ok1) and not rest and not kwargs:
                return call(self, a, b)
            return _general(self, (a, b), rest, kwargs)
    else:
        def __call__(self, *args, **kwargs):
            if len(args) != n or not all(isinstance(v, o) for v, o in zip(args, oks)):
                slow(self, args)
            return call(self, *args, **kwargs)

    def _general(self, first, rest, kwargs):
        args = tuple(v for v in first if v is not _NO) + rest
        slow(self, args)
        return call(self, *args, **kwargs)
    __call__.__wrapped__ = call
    __call__._operand_sig = name
    return __call__


def _infer_checked(name, call, pos, kind, text, graph_text):
    def __call__(self, *args, **kwargs):
        if len(args) > pos and not kind.takes(args[pos]):
            v = args[pos]
            got = _GOT.get(type(v), type(v).__name__)
            shown = text if graph_text is None or running_eagerly() else graph_text
            raise TypeError(shown.format(got=got))
        return call(self, *args, **kwargs)
    __call__.__wrapped__ = call
    __call__._operand_sig = name
    return __call__


def install(namespace):
    """Wrap the ``__call__`` of the Primitive classes of ``namespace`` (``ops.operations``)
    named in ``SIGNATURES`` / ``INFER`` with their operand check (once)."""
    for name, (attrs, operands) in SIGNATURES.items():
        _wrap(namespace, name, lambda call: _checked(name, call, attrs, operands))
    for (name, pos), (kind, text, graph_text) in INFER.items():
        _wrap(namespace, name,
              lambda call: _infer_checked(name, call, pos, kind, text, graph_text))
    from . import _prim_infer_texts     # (it builds on ``_wrap``)
    _prim_infer_texts.install(namespace, _wrap)


def _wrap(namespace, name, make):
    cls = getattr(namespace, name, None)
    if not isinstance(cls, type) or getattr(cls.__call__, "_operand_sig", None) == name:
        return
    call = cls.__call__
    _keep(cls, call)
    cls.__call__ = make(call)


def _keep(cls, call):
    """The subclasses of ``cls`` that inherit its call keep it unchecked (another Primitive,
    ``BatchMatMul`` of ``MatMul``: not this signature)."""
    for sub in cls.__subclasses__():
        if "__call__" not in vars(sub):
            sub.__call__ = call
            _keep(sub, call)
