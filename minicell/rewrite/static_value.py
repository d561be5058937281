"""What an `if` test of a SymbolTree evaluates to before the network runs, when it can be
known (fields, class variables, constants, framework calls on them): the flattening of
`SymbolTree.flatten_static_if_control_flow`."""
import ast

from minicell.rewrite.api.scoped_value import ValueType
from minicell.rewrite.common.namespace import is_framework_object


def static_value(tree, at_node, value, depth=0):
    """(known, value) of `value` as read by `at_node`, when no input or Cell call decides it."""
    from minicell.common.tensor import Tensor
    from minicell.nn import Cell
    from minicell.ops.primitive import Primitive
    unknown = (False, None)
    if depth > 20:
        return unknown
    if value.type == ValueType.ConstantValue:
        return True, value.value
    if value.type != ValueType.NamingValue:
        return unknown
    env = dict(tree.globals)
    env["self"] = tree.get_origin_network()
    if value.scope:
        try:
            result = eval(str(value), env)       # pylint: disable=eval-used  (attribute reads only)
        except Exception:                       # pylint: disable=broad-except
            return unknown
        return (True, result) if not isinstance(result, (Tensor, Cell)) else unknown
    found = at_node._provider(value.value)
    if found is None or len(found[0].get_targets()) != 1:
        return unknown
    provider = found[0]
    if provider.kind not in ("call", "compare", "unaryop", "boolop", "binop", "expr"):
        return unknown
    if provider.kind == "call":
        func = provider.get_instance()
        if isinstance(func, (Cell, Primitive)) or provider.get_func() is None or \
                provider.get_func().scope in ("", "self") or not is_framework_object(func):
            return unknown
    for arg in list(provider.get_args()) + list(provider.get_kwargs().values()):
        if arg.type == ValueType.NamingValue and not arg.scope:
            known, env[arg.value] = static_value(tree, provider, arg, depth + 1)
            if not known:
                return unknown
        elif arg.type not in (ValueType.ConstantValue, ValueType.NamingValue, ValueType.TupleValue):
            return unknown
    try:
        expr = ast.fix_missing_locations(ast.Expression(provider._value_ast()))
        result = eval(compile(expr, "<static if>", "eval"), env)   # pylint: disable=eval-used
    except Exception:                           # pylint: disable=broad-except
        return unknown
    return (True, result) if isinstance(result, (bool, int, float, str, type(None))) else unknown
