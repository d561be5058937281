"""``ms.mutable``: an input marked variable for GRAPH_MODE.

A mutable scalar is a graph *input* (a 0-d Tensor inside the graph) instead of a constant
specialised into it, so a new value does not recompile; a mutable tuple/list of Tensors is
differentiated element by element when its position is a ``grad_position`` (a tuple/list of
gradients, as MindSpore's GRAPH_MODE gives). A Tensor is returned as it is (Tensors are graph
inputs already).

>>> import minicell as ms
>>> n = ms.mutable(2)
>>> n + 1, is_mutable(n)
(3, True)
"""
import jax

from .dispatch import tensor_type


class _Int(int):
    __ms_mutable__ = True


class _Float(float):
    __ms_mutable__ = True


class _Bool(int):
    """``ms.mutable(True)``: ``bool`` cannot be subclassed, so, as in MindSpore 2.10, an int
    whose ``__class__`` reads ``bool`` (``isinstance(m, bool)`` holds, ``type(m)`` is
    ``_Bool``) and that prints as the bool; elsewhere it is the number 0 or 1 (``m + 1`` is 2,
    ``Tensor(m)`` and ``numpy.array(m)`` are Int64). ``&``, ``|``, ``^`` apply the bool's own
    operator to the other operand (``m & True`` is True, ``m & mutable(False)`` is 0)."""
    __ms_mutable__ = True
    __class__ = property(lambda self: bool)

    def __new__(cls, value):
        return super().__new__(cls, bool(value))

    @property
    def value(self):
        """The bool marked."""
        return int(self) == 1

    def __and__(self, other):
        return self.value & other

    def __rand__(self, other):
        return other & self.value

    def __or__(self, other):
        return self.value | other

    def __ror__(self, other):
        return other | self.value

    def __xor__(self, other):
        return self.value ^ other

    def __rxor__(self, other):
        return other ^ self.value

    def __str__(self):
        return str(self.value)

    __repr__ = __str__


class _Tuple(tuple):
    __ms_mutable__ = True
    __ms_dynamic_len__ = False


class _List(list):
    __ms_mutable__ = True
    __ms_dynamic_len__ = False


class _Dict(dict):
    __ms_mutable__ = True


def _rebuild(cls, dynamic_len, items):
    """A mutable tuple/list of class ``cls`` holding ``items``, with ``dynamic_len``."""
    out = cls(items)
    out.__ms_dynamic_len__ = dynamic_len
    return out


# a mutable tuple/list is structure, not one opaque leaf: its Tensors (and the 0-d Tensors of
# its numbers, ``mutable_scalars_as_tensors``) become inputs of a compiled graph, variables
# there as MindSpore's, not constants baked into it
for _cls in (_Tuple, _List):
    jax.tree_util.register_pytree_node(
        _cls, lambda seq: (list(seq), (type(seq), is_dynamic_len(seq))),
        lambda aux, items: _rebuild(aux[0], aux[1], items))


_TYPES = "(bool, int, float, Tensor, tuple, list, dict)"


def _check(obj, seen, root):
    if id(obj) in seen:
        raise TypeError(f"For 'mutable', the 'input_data' should be one of {_TYPES} or their "
                        f"nested structures with no self-reference, but got a self-referencing "
                        f"{type(obj).__name__}.")
    if isinstance(obj, (bool, int, float, tensor_type())):
        return
    if isinstance(obj, (tuple, list, dict)):
        seen = seen | {id(obj)}
        for v in (obj.values() if isinstance(obj, dict) else obj):
            _check(v, seen, root)
        return
    raise TypeError(f"For 'mutable', the 'input_data' should be one of {_TYPES} or their nested "
                    f"structures with no self-reference, but got {type(root).__name__}: "
                    f"{root}.")


def mutable(input_data, dynamic_len=False):
    """Mark ``input_data`` (bool, int, float, Tensor, or a tuple/list/dict of them) as a
    variable input of GRAPH_MODE: not specialised into the compiled graph (no recompilation
    when a scalar's value changes) and, for a tuple/list of Tensors, differentiable.
    ``dynamic_len=True`` (lists and tuples only) is accepted; minicell compiles one graph per
    length.

    >>> import minicell as ms
    >>> ms.mutable((ms.Tensor([1.0]), ms.Tensor([2.0])))[1]
    Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00])
    """
    if not isinstance(dynamic_len, bool):
        raise TypeError(f"For 'mutable', the second input should be bool, but got: "
                        f"{type(input_data).__name__}")
    if dynamic_len and not isinstance(input_data, (list, tuple)):
        raise TypeError(f"For 'mutable', when the variable_len is True, the first input should "
                        f"be list or tuple, but got: {type(input_data).__name__}")
    _check(input_data, frozenset(), input_data)
    if isinstance(input_data, bool):
        out = _Bool(input_data)
        out.__ms_origin_object__ = input_data
        return out
    if isinstance(input_data, tensor_type()):
        input_data.__ms_origin_object__ = input_data     # a Tensor is an input already
        input_data._const_arg = False                   # 2.10: set_const_arg(False)
        return input_data
    if isinstance(input_data, int):
        out = _Int(input_data)
    elif isinstance(input_data, float):
        out = _Float(input_data)
    elif isinstance(input_data, (tuple, list)):
        out = (_Tuple if isinstance(input_data, tuple) else _List)(input_data)
        out.__ms_dynamic_len__ = bool(dynamic_len)
    else:
        out = _Dict(input_data)
    out.__ms_origin_object__ = input_data     # MindSpore's link to what was marked
    return out


def is_dynamic_len(x):
    """True for a tuple/list made by ``mutable(seq, True)``."""
    return bool(getattr(x, "__ms_dynamic_len__", False))


def _element_kind(x):
    # MindSpore 2.10's names in its dynamic-length element check (measured)
    if isinstance(x, bool):
        return "Bool"
    if isinstance(x, (int, float)):
        return "int" if isinstance(x, int) else "float"
    for cls, name in ((tuple, "Tuple"), (list, "List"), (dict, "Dictionary")):
        if isinstance(x, cls):
            return name
    return "Tensor" if isinstance(x, tensor_type()) else type(x).__name__


def check_dynamic_len_elements(seq, kind=_element_kind):
    """A dynamic-length sequence reaching a graph holds elements of one kind (all ints, all
    Tensors, ...): MindSpore 2.10's ValueError otherwise, raised where a graph takes it (an
    input of a compiled call, ``mutable(seq, True)`` inside one), not by ``mutable`` itself.
    ``kind``: an element's kind name (a graph trace also knows tensors standing for numbers)."""
    kinds = [kind(x) for x in seq]
    for i, kind in enumerate(kinds):
        if kind != kinds[0]:
            raise ValueError(f"In graph mode, the element type of dynamic length array must be "
                             f"the same.The element type do not match, can not convert to dynamic "
                             f"length sequence. The 0th element type is: {kinds[0]}. The {i}th "
                             f"element type is: {kind}")


def check_tracked_constants(args, kwargs, tape):
    """2.10's RuntimeError for an argument of an ``@jit`` call made while ``tape`` records a
    gradient: a tuple, list or dict holding a Tensor the gradient tracks is made ``mutable``,
    and one holding what ``mutable`` refuses too (a str, None) cannot be (measured:
    ``inner({"x": (x * 3, "a")})``, ``inner((x * 3, None), y)``)."""
    for arg in (*args, *kwargs.values()):
        if isinstance(arg, (tuple, list, dict)) and not is_mutable(arg) and \
                _holds_tracked(arg, tape):
            try:
                _check(arg, frozenset(), arg)
            except TypeError:
                raise RuntimeError(f'Input "{arg}" contains tensor with gradient but can not '
                                   f'mutable.') from None


def _holds_tracked(obj, tape):
    if isinstance(obj, (tuple, list, dict)):
        return any(_holds_tracked(v, tape) for v in (obj.values() if isinstance(obj, dict)
                                                     else obj))
    return tape.ref(obj) is not None


def is_mutable(x):
    """True for a value made by ``mutable`` (a scalar or a container)."""
    return getattr(type(x), "__ms_mutable__", False)


def mutable_scalars_as_tensors(tree, inside=False, path=()):
    """``tree`` with each mutable scalar, and each number held in a mutable tuple/list/dict
    (``inside``), replaced by a 0-d Tensor (Int64/Float32), so that a compile cache sees an
    input of that dtype, not a value: MindSpore 2.10 makes them variables of the graph
    (measured: ``F.isconstant(a[0])`` is False for ``a = mutable((1, 2))``). The Tensor's
    ``_mutable_scalar`` (``int``/``float``) tells the trace that it stands for a Python number
    there (``x / y`` is a float, ``isinstance(x, int)`` holds, a result comes back as a
    number).

    A tuple, list or dict that contains itself (``a = [1]; a.append(a)``) is MindSpore's
    RuntimeError, found on the way down (``path``: the containers above ``tree``), not by
    recursing into Python's recursion limit, where a finalizer that runs fails too."""
    T = tensor_type()
    if type(tree) is _Bool:
        t = T(tree.value)
        t._mutable_scalar = bool
        return t
    if isinstance(tree, (_Int, _Float)) or inside and isinstance(tree, (int, float)) and \
            not isinstance(tree, bool):
        t = T(tree)
        t._mutable_scalar = int if isinstance(tree, int) else float   # traced as that scalar
        return t
    inside = inside or is_mutable(tree)
    if isinstance(tree, (tuple, list, dict)):
        if path and any(tree is p for p in path):
            raise RuntimeError("Detect recursion when converting python object.")
        path += (tree,)
    if isinstance(tree, (tuple, list)) and not hasattr(tree, "_fields"):
        if is_dynamic_len(tree):
            check_dynamic_len_elements(tree)
        items = [mutable_scalars_as_tensors(v, inside, path) for v in tree]
        if all(a is b for a, b in zip(items, tree)):
            return tree
        if is_mutable(tree):
            return _rebuild(type(tree), is_dynamic_len(tree), items)
        return type(tree)(items)
    if isinstance(tree, dict):
        items = {k: mutable_scalars_as_tensors(v, inside, path) for k, v in tree.items()}
        if all(items[k] is tree[k] for k in tree):
            return tree
        return type(tree)(items)
    return tree


__all__ = ["mutable", "is_mutable", "is_dynamic_len", "check_dynamic_len_elements",
           "mutable_scalars_as_tensors"]
