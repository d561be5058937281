"""A numpy scalar on the left of an operator whose right operand is a Tensor in a GRAPH_MODE
trace (research/hpc/pfnn's ``0.5 * self.InSet_area * self.sum(...)`` with ``InSet_area`` a
``np.float64``): MindSpore 2.10's graph computes the Tensor op with the scalar as a constant, as
for a Python number (measured: ``np.float64(0.5) * x`` is a Float32 Tensor with gradient 0.5,
``np.float64(2.0) > x`` a Bool Tensor). Numpy's scalar operators read the Tensor as an array
instead (a value a trace does not have: the Cell ran op by op, its loss a ``np.float64`` without
gradient, so pfnn's GRAPH training did not move).

Numpy gives way to the right operand's reflected method (``__rmul__``, ``__lt__``) when its
``__array_priority__`` is above the left one's: a numpy scalar's is -1e6, an array's 0, so only
scalars give way (``ndarray * x`` still reads x's value: 2.10 runs it on the host too). A
Tensor has one only while a trace runs; eager ``np.float64(0.5) * x`` stays numpy's (2.10's
PYNATIVE_MODE gives the ``np.float64``), and so does a numpy island, which runs eagerly.
"""
from ..common.tensor import Tensor
from ..runtime.dispatch import state


def _array_priority(self):
    return state.tracer.array_priority


Tensor.__array_priority__ = property(_array_priority)
