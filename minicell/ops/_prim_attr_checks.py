"""MindSpore 2.10's constructor checks of a few Primitives minicell built without them: the
types (and for some the ranges) of their attributes, with 2.10's Validator texts (measured on
2.10 CPU, /tmp/s75/bad58/c20.py): ``For 'Unpack', the type of 'axis' should be 'int', but got
type 'str'.``; ``For 'LogSpace', the 'steps' must be int and must >= 0, but got '-1' with type
'int'.``. A bool is no int (2.10's Validator), an int no float (``FillDiagonal(1)``)."""
import functools
import inspect

from ..common import dtype as mstype

# Primitive: ((attribute, kind), ...): a kind is a type name of 2.10's text ('int', 'bool',
# 'list', 'tuple', 'float', 'Type', 'tuple|list'), with '>=N' (a lower bound) or '?' (None
# taken too); or 'int32|int64' (one of these dtypes), 'align' (MatrixDiagV3's)
ATTRS = {
    "BatchToSpace": (("block_size", "int"),),
    "SpaceToDepth": (("block_size", "int"),),
    "ScatterNdUpdate": (("use_locking", "bool"),),
    "LogSpace": (("steps", "int>=0"), ("base", "int>=0")),
    "NthElement": (("reverse", "bool"),),
    "Bucketize": (("boundaries", "list"),),
    "Randperm": (("max_length", "int>=1"), ("pad", "int")),
    "ListDiff": (("out_idx", "Type"),),
    "SplitV": (("size_splits", "tuple|list"),),
    "Unpack": (("axis", "int"),),
    "MatrixSolve": (("adjoint", "bool"),),
    "BoundingBoxDecode": (("max_shape", "tuple?"),),
    "ROIAlign": (("pooled_height", "int"), ("pooled_width", "int")),
    "ResizeArea": (("align_corners", "bool"),),
    "EuclideanNorm": (("keep_dims", "bool"),),
    "NuclearNorm": (("keepdim", "bool"),),
    "Quantile": (("dim", "int"),),
    "FillDiagonal": (("fill_value", "float"),),
    "HistogramFixedWidth": (("nbins", "int"),),
    "UpperBound": (("out_type", "int32|int64"),),
    "LowerBound": (("out_type", "int32|int64"),),
    "MatrixDiagV3": (("align", "align"),),
}
_ALIGNS = ["LEFT_RIGHT", "RIGHT_LEFT", "LEFT_LEFT", "RIGHT_RIGHT"]
_TYPES = {"int": int, "bool": bool, "list": list, "tuple": tuple, "float": float,
          "Type": mstype.Type, "tuple|list": (tuple, list)}


def _check(name, attr, kind, value):
    if kind == "int32|int64":
        if not (value is mstype.int32 or value is mstype.int64):
            raise TypeError(f"For '{name}', the '{attr}' should be one of [mindspore.int32, "
                            f"mindspore.int64], but got '{value!r}'.")
        return
    if kind == "align":
        if value not in _ALIGNS:
            raise ValueError(f"For '{name}', the '{attr}' must be str and must be in "
                             f"'{_ALIGNS}', but got '{value}'.")
        return
    if kind.endswith("?"):
        if value is None:
            return
        kind = kind[:-1]
    want, _, low = kind.partition(">=")
    types = _TYPES[want]
    if not isinstance(value, types) or isinstance(value, bool) and want != "bool":
        shown = "one of '['tuple', 'list']'" if want == "tuple|list" else f"'{want}'"
        raise TypeError(f"For '{name}', the type of '{attr}' should be {shown}, but got type "
                        f"'{type(value).__name__}'.")
    if low and value < int(low):
        raise ValueError(f"For '{name}', the '{attr}' must be int and must >= {low}, but got "
                         f"'{value}' with type 'int'.")


def _checked_init(name, init, attrs):
    signature = inspect.signature(init)

    @functools.wraps(init)
    def checked(self, *args, **kwargs):
        try:
            bound = signature.bind(self, *args, **kwargs)
        except TypeError:
            return init(self, *args, **kwargs)      # (its own text)
        bound.apply_defaults()
        given = dict(bound.arguments)
        for p in signature.parameters.values():     # (attr_primitive's ``**attrs``)
            if p.kind is p.VAR_KEYWORD:
                given.update(given.pop(p.name, {}))
        for attr, kind in attrs:
            if attr in given:
                _check(name, attr, kind, given[attr])
        return init(self, *args, **kwargs)
    checked._attr_checked = True
    return checked


def install(namespace):
    """Give the ``__init__`` of these Primitive classes of ``namespace`` the checks (once)."""
    for name, attrs in ATTRS.items():
        cls = getattr(namespace, name, None)
        if isinstance(cls, type) and not getattr(cls.__init__, "_attr_checked", False):
            cls.__init__ = _checked_init(name, cls.__init__, attrs)
