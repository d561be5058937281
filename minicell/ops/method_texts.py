"""The one installer of MindSpore 2.10's argument texts on Tensor methods: each method that one
of the tables names gets its wrapper built once, from its function, innermost first:

1. its function, copied under the name ``Tensor.<name>`` for 2.10's Python methods (Python's own
   argument errors quote it: ``method_qualnames``);
2. the class's descriptor check (``common._unbound.method``) with the hooks of the failure path:
   the method's own texts of arguments it does not take (``method_arity``), 2.10's parser texts
   (``method_parser``), else the overload listing of its several signatures (``method_sigs``,
   ``method_listings``);
3. a check of a refused operand before the call (``tensor_method_operands``; a None gets the
   parser's text);
4. the listing of 2.10's measured signatures around it all (``method_listings.SPECS``).

A method of ``method_sigs.SIGS`` is also registered for a graph's listing
(``method_listings.graph_refusal``). Only the failure path of a call changes: a method without
hooks gets the plain descriptor check, so a call that computes costs the same.

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0]).abs(bogus=1)
... except TypeError as e:
...     print(e)
abs() got an unexpected keyword argument 'bogus'.
"""
import types

from ..common import _unbound
from . import method_arity, method_listings, method_parser, method_qualnames
from . import tensor_method_operands

_BUILT = {}     # id -> a method built here (kept alive): installing again keeps it


def names():
    """Every Tensor method some table gives a text."""
    return (set(method_arity.NAMES) | set(method_parser.NAMES) | set(method_listings.NAMES) |
            set(method_qualnames.NAMES) | set(tensor_method_operands.NAMES))


def build(cls, name, fn, own=False):
    """``cls``'s method ``name`` over its function ``fn`` (``own``: defined in the class body,
    which has no descriptor check unless a hook needs one)."""
    fn = method_qualnames.renamed(name, fn) or fn
    arity = method_arity.hooks(name)
    parsed = method_parser.hooks(name)
    refused, checker, graph = method_listings.hooks(name, fn, arity is not None)
    guard = tensor_method_operands.guard(name)
    method = fn
    if not own or arity or parsed or refused:
        arg_error, before = arity or (None, False)
        method = _unbound.method(fn, name, cls, arg_error, before, parsed, refused)
    if guard is not None:
        method = tensor_method_operands.guarded(method, *guard, parsed=parsed)
    if checker is not None:
        method = method_listings.listed(method, checker)
    if graph is not None:
        method_listings.register(method, graph)
    return method


def install(cls, table):
    """Put the methods of the tables on ``cls``, over the functions of ``table`` (the op table's
    Tensor methods) or of the class body, once. Before ``ops._table.install_on_class``, which
    puts the rest on the class."""
    for name in sorted(names()):
        own = cls.__dict__.get(name)
        if own is not None and _BUILT.get(id(own)) is own:
            continue
        if isinstance(own, staticmethod):
            static = method_parser.static_hook(name, own.__func__)
            method = None if static is None else staticmethod(static)
        elif isinstance(own, types.FunctionType):
            method = build(cls, name, own, own=True)
        elif own is None and isinstance(table.get(name), types.FunctionType):
            method = build(cls, name, table[name])
        else:
            method = None
        if method is not None:
            _BUILT[id(method)] = method
            setattr(cls, name, method)
