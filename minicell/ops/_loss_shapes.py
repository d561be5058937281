"""MindSpore 2.10's shape texts of the loss functions (measured on 2.10 CPU): the kernels
that need equal shapes (``For primitive[SmoothL1Loss], the prediction_shape: [2,3,] must be
equal to [2,4,]``) and the broadcasting subtraction of ``mse_loss``/``l1_loss`` (SubExt's
``input``/``other`` text)."""
from ..runtime.dispatch import state
from ._utils.utils import kernel_broadcast_shape


def _dims(shape):
    return "[" + "".join(f"{d}," for d in shape) + "]"


def equal_shapes(prim, what, a, b):
    """2.10's ValueError when Tensors ``a`` and ``b`` (anything without a shape passes) differ
    in shape: ``For primitive[{prim}], the {what}: [..] must be equal to [..]``."""
    sa, sb = getattr(a, "shape", None), getattr(b, "shape", None)
    if sa is not None and sb is not None and tuple(sa) != tuple(sb):
        raise ValueError(f"For primitive[{prim}], the {what}: {_dims(sa)} must be equal to "
                         f"{_dims(sb)}")


def broadcast_shapes(prim, a, b, names=("input", "other")):
    """2.10's broadcast ValueError of a two-input op ``prim`` (SubExt, Sub, Mul) for Tensors
    ``a`` and ``b`` whose shapes do not broadcast."""
    sa, sb = getattr(a, "shape", None), getattr(b, "shape", None)
    if sa is not None and sb is not None:
        kernel_broadcast_shape(tuple(sa), tuple(sb), prim, *names)


def difference_shapes(a, b):
    """``broadcast_shapes`` of ``mse_loss``/``l1_loss``'s ``a - b`` (nn.MSELoss, nn.L1Loss): a
    graph compiles it as Sub, whose text names input1/input2; eagerly it is SubExt's (measured
    on 2.10 in both modes)."""
    if state.tracer.graph_operand_checks():
        broadcast_shapes("Sub", a, b, ("input1", "input2"))
    else:
        broadcast_shapes("SubExt", a, b)
