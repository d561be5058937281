"""``self.attr op= value`` in converted code (``ast_rewrites`` writes ``self.attr =
__mc.attr_augassign(op, self, 'attr', value)``); its own module, as ``compiler.control`` (the
``__mc`` namespace) imports it and ``attr_state`` sits above ``control``."""
from ..common.tensor import Tensor
from .graph_builtins import augassign


def attr_augassign(op, obj, name, value):
    """``obj.name op= value`` in converted code (``ast_rewrites``): Python's in-place operator
    (``graph_builtins.augassign``); on a Parameter of a Cell the result is cast back to the
    Parameter's dtype, as 2.10's graph writes an augmented assignment (measured: an int32
    Parameter after ``self.cnt += 1.5``, ``+= Tensor(1.5)`` or ``*= 1.5`` holds an int32, in
    both modes), where ``self.cnt = self.cnt + 1.5`` stays Assign's dtype TypeError."""
    out = augassign(op, getattr(obj, name), value)
    params = obj.__dict__.get("_params") if hasattr(obj, "__dict__") else None
    p = params.get(name) if isinstance(params, dict) else None
    if p is not None and isinstance(out, Tensor) and out.dtype != p.dtype:
        from ..ops.functional import cast
        out = cast(out, p.dtype)
    return out
