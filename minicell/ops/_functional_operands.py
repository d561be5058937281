"""2.10's parser TypeErrors of a few functional ops' non-Tensor operands, where minicell's own
normalisation would take or mis-name them (measured on 2.10 CPU, both modes, one case per
process): ``ops.reshape(h, 24)``, ``ops.squeeze(h, 1.5)``, ``ops.concat(None)``. The happy path
is one class test each."""
import numpy as np

from ..common.tensor import Tensor
from ..runtime.dispatch import state
from ._util import concrete, ms_type_name, norm_axis, norm_shape, shape_error, tensor_typed


def reshape_shape(shape):
    """``ops.reshape``'s shape: 2.10's Reshape takes no int (measured: 'Failed calling Reshape
    with "Reshape()(input=Tensor, shape=int)".'; ``t.reshape(24)`` is a tuple by then)."""
    if shape.__class__ is int:
        raise shape_error("Reshape", "int")
    try:
        return norm_shape(shape, "Reshape")
    except TypeError:
        if isinstance(shape, (tuple, list)) and not concrete(*(d for d in shape
                                                              if isinstance(d, Tensor))):
            # a size a graph reads from a tensor when it runs (``int(self.count)`` of a
            # Parameter): 2.10's graph reshapes to each call's value, so the signature runs op
            # by op (a graph int known while compiling, ``len`` of a mutable list, is a size)
            state.tracer.shape_from_values("a reshape to a size read from a tensor")
        raise


def squeeze_axes(axis):
    """``ops.squeeze``'s axis, or 2.10's Squeeze parser TypeError (measured: a float, a str)."""
    if isinstance(axis, (float, str, np.floating)):
        raise TypeError(f'Failed calling Squeeze with "Squeeze(axis={ms_type_name(axis)})(input='
                        'Tensor)".\nThe valid calling should be: \n"Squeeze(axis=<list of int, '
                        'int, tuple of int>)(input=<Tensor>)".')
    return norm_axis(axis)


# 2.10's texts for no tensors (measured, PYNATIVE_MODE)
_EMPTY = {"Stack": "For primitive[Stack], the stack element num must be greater than or equal "
                   "to 1, but got 0.",
          "Concat": "For primitive[Concat], the elements size must be greater than 0, but got 0."}


def concat_operand_check(tensors, op):
    """ops.concat/ops.cat given None or one Tensor: 2.10's Concat parser TypeError (measured;
    a graph names "tensors=Tensor[Float32]", compiler.graph_call_text); an empty list or
    tuple to ops.concat/ops.stack: 2.10's ValueError."""
    if isinstance(tensors, (list, tuple)) and not tensors and op in _EMPTY:
        raise ValueError(_EMPTY[op])
    if op == "Concat" and (tensors is None or isinstance(tensors, Tensor)):
        raise tensor_typed(TypeError(
            f'Failed calling Concat with "Concat(axis=int)(tensors={ms_type_name(tensors)})".\n'
            'The valid calling should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple '
            'of Tensor>)".'), ("tensors",), (tensors,))
