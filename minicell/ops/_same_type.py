"""MindSpore 2.10's one-type TypeError (its infer's CheckTypeSame), shared by
``_util.check_same_dtype`` and the matrix products' checks (``_operand_dtypes``)."""
from ..common.parameter import Parameter


def same_type_error(op, operands, word="primitive", refs=False, bare=False):
    """MindSpore 2.10's TypeError of its infer's one-type check (CheckTypeSame): ``operands``
    (name, Tensor) pairs, listed by name, each with its type: ``Ref[Tensor[...]]`` for a
    Parameter when ``refs`` (the conv family, BiasAdd: 2.10 sees the Parameter), the bare
    dtype when ``bare`` (Scatter); ``word``: Cdist's 'Primitive'."""
    def shown(v):
        if bare:
            return str(v.dtype)
        return f"Ref[Tensor[{v.dtype}]]" if refs and isinstance(v, Parameter) else (
            f"Tensor[{v.dtype}]")
    lines = "".join(f"\nname:[{n}]:{shown(v)}." for n, v in sorted(operands, key=lambda p: p[0]))
    return TypeError(f"For {word}[{op}], the input type must be same.{lines}")
