"""The op table: one declaration per op, from which every public spelling is derived.

A ``Row`` names one implementation (a thin ``dispatch`` of a registry op, made here, or a
hand-written composite) and all the public names it goes by:

- ``names``: the functional spellings, ``ops.x`` and ``ops.functional.x`` (MindSpore's ``F``);
  the first is the canonical one, the rest are aliases (``eq`` for ``equal``);
- ``prim``: the Primitive class ``ops.X`` and ``ops.operations.X`` (``P.X``). A string makes a
  class without constructor arguments whose call is the row's function (``make_primitive``); a
  hand-written ``Primitive`` subclass (constructor attributes, MindSpore's call convention) is
  given as the class itself;
- ``module``: the ``ops.operations`` submodule MindSpore 2.10 puts that class in (``math_ops``,
  ``nn_ops``, ``array_ops``, ...);
- ``internal``: the class is MindSpore-internal (its backward kernels in ``_grad_ops``, the
  ``_inner_ops``, most of ``sparse_ops``): only in its ``ops.operations`` submodule, not
  ``ops.X`` / ``P.X``, as there; an internal class of ``module="auto_generate"`` is one
  MindSpore only has in ``ops.auto_generate.gen_ops_prim`` (``InplaceAddExt``);
- ``tensor``: Tensor method names; a name uses the function itself, ``(name, adapter)`` an
  adapter where MindSpore's method signature differs (``t.reshape(2, 3)``);
- ``numpy``: ``mindspore.numpy`` names, same convention as ``tensor``;
- ``op``: the registry op the function dispatches, for rows made from a registry entry;
- ``params``: MindSpore 2.10's parameter names of functional spellings that name the operands
  otherwise than ``fn`` does (``ops.pow(input, exponent)``): a tuple of names for every name of
  the row, or a dict from functional name to names (``_params.with_params``).

``build()`` checks the table (every row declares something, every registry op it names
exists, no public name is declared twice) and returns the namespaces ``minicell.ops``,
``ops.functional``, ``ops.operations.*``, the Tensor methods and ``minicell.numpy`` are made of.
Adding a primitive op with all its spellings is one registry entry (``runtime/primitives``) and
one row (``ops/op_table.py``).

>>> from minicell.ops._table import SURFACE
>>> SURFACE.functional["add"] is SURFACE.tensor["add"]
True
"""
import dataclasses
import types
from typing import Any, Callable, Optional, Tuple

from ..common import _unbound
from ..runtime.dispatch import PRIM_NAMES, dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import NOT_TENSOR, sequence_error
from . import _amp_auto, tensor_inputs
from ._params import with_params
from ._wide_scalar import wide_scalar

# The ops.operations submodules (MindSpore 2.10's ``mindspore.ops.operations.<module>``).
MODULES = ("math_ops", "nn_ops", "array_ops", "other_ops", "debug_ops", "random_ops", "comm_ops",
           "linalg_ops",
           "sparse_ops", "_csr_ops", "image_ops", "_grad_ops", "_inner_ops", "_sequence_ops",
           "_embedding_cache_ops", "_quant_ops", "auto_generate")


class OpTableError(ValueError):
    """A row of the op table is malformed (raised when ``minicell.ops`` is imported)."""


@dataclasses.dataclass(frozen=True)
class Row:
    """One op and every public name it goes by (see the module docstring)."""
    fn: Optional[Callable]
    names: Tuple[str, ...] = ()
    prim: Any = None
    module: Optional[str] = None
    tensor: Tuple[Any, ...] = ()
    numpy: Tuple[Any, ...] = ()
    op: Optional[str] = None
    internal: bool = False
    params: Tuple[Tuple[str, Tuple[str, ...]], ...] = ()

    @property
    def label(self):
        """How errors name the row: its first public name."""
        for n in self.names:
            return n
        if self.prim is not None:
            return self.prim if isinstance(self.prim, str) else self.prim.__name__
        first = (self.tensor or self.numpy or ("?",))[0]
        return f"Tensor.{first if isinstance(first, str) else first[0]}"


TABLE = []


def _tuple(v):
    """A name, a ``(name, adapter)`` pair or a sequence of them -> a tuple of entries."""
    if v is None:
        return ()
    if isinstance(v, str) or (isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str)
                              and callable(v[1])):
        return (v,)
    return tuple(v)


def declare(fn, names=None, *, prim=None, module=None, tensor=(), numpy=(), op=None,
            internal=False, params=()):
    """Add a row for ``fn`` (a hand-written function, or None for a Primitive class that is
    its own implementation); ``names`` defaults to ``fn.__name__``. Returns ``fn``."""
    if names is None:
        names = (fn.__name__,) if fn is not None else ()
    names = _tuple(names)
    if prim is not None:            # amp level "auto" casts by the Primitive's name
        fn = _amp_auto.for_primitive(prim, fn)
    if not isinstance(params, dict):
        params = {n: params for n in names} if params else {}
    row = Row(fn, names, prim, module, _tuple(tensor), _tuple(numpy), op, internal,
              tuple((n, tuple(p)) for n, p in params.items()))
    TABLE.append(row)
    return fn


def declared(name):
    """The function of the row already declaring functional name ``name`` (for rows that give
    another spelling of it, e.g. an in-place Tensor method)."""
    for r in TABLE:
        if name in r.names:
            return r.fn
    raise OpTableError(f"no op table row declares the functional name {name!r} (yet)")


def public(names=None, **spellings):
    """Decorator form of ``declare`` for a hand-written composite, next to its definition:

    >>> @public(tensor="my_op")                   # doctest: +SKIP
    ... def my_op(x):
    ...     return x * 2
    """
    return lambda fn: declare(fn, names, **spellings)


def _registry_op(opname, label):
    try:
        return get_op(opname)
    except KeyError:
        raise OpTableError(f"op table row {label!r} names the registry op {opname!r}, which is "
                           f"not registered: add it in runtime/primitives/ first") from None


_EX = "\n\n    >>> from minicell import ops, Tensor\n    >>> ops.{}({}).asnumpy().tolist()\n    {}"


# the functional spellings computing a float16 Tensor with a Python float at float32
_WIDE_SCALAR = frozenset(("mul", "div"))
_BROADCAST = get_op("broadcast_to")


def elementwise(opname, names, arity, example=None, **spellings):
    """A row whose function is ``dispatch`` of registry op ``opname`` on ``arity`` inputs.

    ``example``: ``(args, result)`` for the docstring's runnable example. A list or tuple (a
    one-input row: anything not a Tensor, a Python number or None too) as the first input is
    MindSpore's TypeError in the functional spelling (the Tensor method's ``other`` and the
    ``minicell.numpy`` spelling take sequences and numbers, as in MindSpore).
    """
    names = _tuple(names)
    op = _registry_op(opname, names[0] if names else opname)
    prim = spellings.get("prim")
    prim = prim if isinstance(prim, str) else getattr(prim, "__name__", None) or \
        "".join(w.capitalize() for w in opname.split("_"))
    seq = (list, tuple)
    if arity == 1:
        operand = ("x",) if prim == "Sqrt" else ("input",)  # 2.10's names (measured)

        def fn(input):
            # 2.10's pyboost functions take a Tensor only: a list, a Python number, a string or
            # None is its 'Failed calling' TypeError (ops.exp(1.0) as ops.exp([1.0]), measured)
            if input.__class__ in NOT_TENSOR:   # (its valid calling: measured on 10 ops)
                raise sequence_error(prim, operand, (input,), "<Tensor>")
            return dispatch(op, (input,))
        fn.refuses_non_tensor = True   # tensor_inputs.checked adds no check of its own

        def np_fn(x, dtype=None):   # mindspore.numpy's ufuncs: ``dtype`` casts the result
            return _np_cast(dispatch(op, (x,)), dtype)
        doc = f"Elementwise ``{opname}``."
    else:
        wide = opname in _WIDE_SCALAR

        def fn(input, other):
            if input.__class__ in seq:
                raise sequence_error(prim, ("input", "other"), (input, other))
            if wide:
                return wide_scalar(op, input, other)
            return dispatch(op, (input, other))

        def np_fn(x1, x2, dtype=None):
            if wide:
                x1, x2 = np_dimensioned(x1, x2)
            return _np_cast(dispatch(op, (x1, x2)), dtype)
        doc = f"Elementwise ``{opname}`` with broadcasting and MindSpore's type promotion."
    fn.__name__ = fn.__qualname__ = names[0] if names else opname
    fn.__module__ = np_fn.__module__ = "minicell.ops.functional"
    fn.__doc__ = doc + (_EX.format(fn.__name__, *example) if example and names else "")
    np_fn.__name__ = np_fn.__qualname__ = fn.__name__
    np_fn.__doc__ = fn.__doc__
    spellings["numpy"] = tuple((e, np_fn) if isinstance(e, str) else e
                               for e in _tuple(spellings.get("numpy", ())))
    return declare(fn, names, op=opname, **spellings)


def np_dimensioned(x1, x2):
    """mindspore.numpy's multiply broadcasts its operands to one shape (on the CPU) and its
    divide is RealDiv, so a 0-d Tensor beside one with dimensions promotes as usual there, not
    by Mul/Div's 0-d rule (``promotion.scalar_tensor``; 2.10, measured: ``numpy.multiply`` /
    ``divide`` / ``true_divide`` of Float16 and a 0-d Float32 are Float32): the 0-d operand
    is broadcast to the other's shape."""
    s1, s2 = getattr(x1, "shape", None), getattr(x2, "shape", None)
    if s1 is None or s2 is None or (len(s1) == 0) == (len(s2) == 0):
        return x1, x2
    attrs = freeze_attrs({"shape": tuple(s1 or s2)})
    return tuple(dispatch(_BROADCAST, (x,), attrs) if len(s) == 0 else x
                 for x, s in ((x1, s1), (x2, s2)))


def _np_cast(out, dtype):
    """``out`` cast to ``dtype`` (``mindspore.numpy``'s ``dtype=`` of its ufuncs), unless None."""
    if dtype is None:
        return out
    from ..common import dtype as mstype
    from .functional import cast   # a layer above the table, filled by the time a row runs
    dtype = mstype.to_mstype(dtype)
    return out if out.dtype == dtype else cast(out, dtype)


def unary(op, names, example, prim=None, module="math_ops", tensor=(), numpy=(), params=()):
    """A one-input ``elementwise`` row; ``example`` = (args, result) for its docstring."""
    return elementwise(op, names, 1, example, prim=prim, module=module if prim else None,
                       tensor=tensor, numpy=numpy, params=params)


def binary(op, names, example, prim=None, module="math_ops", tensor=(), numpy=(), params=()):
    """A two-input ``elementwise`` row (broadcasting, MindSpore's type promotion)."""
    return elementwise(op, names, 2, example, prim=prim, module=module if prim else None,
                       tensor=tensor, numpy=numpy, params=params)


def check_row(row):
    """Raise ``OpTableError`` when ``row`` cannot be built."""
    if row.fn is None and not isinstance(row.prim, type):
        raise OpTableError(f"op table row {row.label!r} has neither a function nor a "
                           f"Primitive class")
    if not (row.names or row.prim or row.tensor or row.numpy):
        raise OpTableError(f"op table row for {row.fn!r} declares no public name")
    if row.op is not None:
        _registry_op(row.op, row.label)
    if row.internal and row.prim is None:
        raise OpTableError(f"op table row {row.label!r} is internal but has no Primitive class")
    unknown = [n for n, _ in row.params if n not in row.names]
    if unknown:
        raise OpTableError(f"op table row {row.label!r} gives parameter names for {unknown}, "
                           f"which are not its functional names")
    if row.prim is not None and row.module not in MODULES:
        raise OpTableError(f"op table row {row.label!r}: 'module' must be one of {MODULES} "
                           f"(the ops.operations submodule of its Primitive class), got "
                           f"{row.module!r}")


@dataclasses.dataclass
class Surface:
    """Every public namespace, built from the table. ``rows[kind][name]`` is the declaring row."""
    functional: dict
    primitives: dict
    operations: dict   # submodule name -> {class name: class}
    tensor: dict
    numpy: dict
    rows: dict
    internal: dict = dataclasses.field(default_factory=dict)  # "module.Class" -> class


def _spelling(row, entry):
    """A ``tensor``/``numpy`` entry -> (name, function)."""
    if isinstance(entry, str):
        return entry, row.fn
    name, adapter = entry
    return name, adapter


def _put(surface, kind, name, value, row):
    table = surface.rows.setdefault(kind, {})
    if name in table:
        raise OpTableError(f"public name {kind}.{name} is declared twice in the op table: by "
                           f"row {table[name].label!r} and by row {row.label!r}")
    table[name] = row
    getattr(surface, kind)[name] = value


def build(rows=None):
    """Check ``rows`` (default: the whole table) and make every public namespace from them."""
    from .primitive import make_primitive
    rows = TABLE if rows is None else rows
    surface = Surface({}, {}, {m: {} for m in MODULES if m != "auto_generate"}, {}, {}, {})
    for row in rows:
        check_row(row)
        functional = tensor_inputs.checked(row.names, row.fn)
        params = dict(row.params)
        for n in row.names:
            _put(surface, "functional", n, with_params(functional, params[n], n)
                 if n in params else functional, row)
        if row.prim is not None and row.op is not None:    # for dispatch's error texts
            PRIM_NAMES.setdefault(row.op, row.prim if isinstance(row.prim, str) else
                                  row.prim.__name__)
        if row.prim is not None:
            # the Primitive class refuses what the functional spelling refuses (2.10: ops.Less()(x,
            # (1, 2)) is the TypeError ops.less gives)
            cls = row.prim if isinstance(row.prim, type) else make_primitive(
                row.prim, tensor_inputs.checked(row.names, row.fn, row.prim))
            if row.internal:
                _put(surface, "internal", f"{row.module}.{cls.__name__}", cls, row)
            else:
                _put(surface, "primitives", cls.__name__, cls, row)
            if row.module in surface.operations:       # not "auto_generate": no P submodule
                surface.operations[row.module][cls.__name__] = cls
        for entry in row.tensor:
            _put(surface, "tensor", *_spelling(row, entry), row)
        for entry in row.numpy:
            _put(surface, "numpy", *_spelling(row, entry), row)
    return surface


SURFACE = None  # set by minicell.ops once the table is complete


def install_tensor_methods(tensor_cls, method_table, namespace):
    """Tensor spellings: special methods (``__getitem__``, ``__matmul__``) go on the class,
    since Python looks them up there; the rest into the table (``install_on_class``)."""
    for name, fn in namespace.items():
        if name.startswith("__"):
            setattr(tensor_cls, name, fn)
        else:
            method_table[name] = fn


def install_on_class(tensor_cls, method_table):
    """Put each method of ``method_table`` that the installers above left off ``tensor_cls`` on
    it, with the class's descriptor check (``common._unbound``), and each of its properties
    (``t.T``, ``t.data``) as a descriptor that an instance's own attribute of that name comes
    before (``_InstanceFirst``). Tensor has no ``__getattr__``: CPython specialises no attribute
    read of a class that has one (every ``t._data`` cost a generic lookup)."""
    for name, fn in method_table.items():
        if any(name in vars(k) for k in tensor_cls.__mro__):
            continue
        if isinstance(fn, types.FunctionType):
            setattr(tensor_cls, name, _unbound.method(fn, name, tensor_cls))
        else:
            setattr(tensor_cls, name, _InstanceFirst(fn))


class _InstanceFirst:
    """A property without ``__set__``: the instance's ``__dict__`` is read first."""

    __slots__ = ("prop",)

    def __init__(self, prop):
        self.prop = prop

    def __get__(self, obj, owner=None):
        return self.prop if obj is None else self.prop.__get__(obj, owner)


def install(module, namespace):
    """Make ``namespace`` the public attributes of ``module`` (a derived namespace module)."""
    for name, value in namespace.items():
        setattr(module, name, value)
    module.__all__ = sorted(set(getattr(module, "__all__", ())) | set(namespace))
