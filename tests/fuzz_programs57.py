"""Random programs for the fifty-seventh GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz57):
containers of Cells, Primitive classes, Tensors made in construct, integer dtypes and their
division, indexing and ordering ops, composite helpers and non-Tensor values, with gradients
over Parameters of nested Cells, some frozen. ``Net.construct(self, x, y, n, m)`` (``x``/``y``
float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool (4, 6)) holds the Parameters ``p`` (6,) and ``w``
(6, 6), an ``nn.CellList`` of three ``Blk`` (``tanh(h @ w + b)``), an ``nn.SequentialCell``, an
``nn.CellDict``, a ``Blk`` whose Parameters need no gradient, an ``Inner`` Cell calling an
``ms.jit`` method, and ``ops.ReduceSum``/``ops.Concat``/``ops.HyperMap`` instances; it keeps a
float32 (4, 6) value ``h`` and a tuple ``outs``, runs 3-7 statements drawn from
``fuzz_programs57_parts.GROUPS`` and returns the loss with aux:

- Cell containers indexed (negative too), sliced, iterated (``enumerate``), looked up by key,
  under tensor conditions; the frozen ``Blk``; the jitted method;
- Primitive classes in construct and ``__init__`` (``ReduceSum(keep_dims=True)``, ``Concat``,
  ``Split``, ``Transpose``, ``Tile``, ``ArgMaxWithValue``, ``Cast``, ``Mul``/``Add``);
- ``ops.zeros``/``ones``/``full``/``eye``/``arange``/``*_like`` and ``Tensor`` of a closure
  numpy constant or a list in construct;
- int8/uint8/int16 with float16/bfloat16/bool, floor division and modulo of negatives
  (``//``, ``%``, ``floor_div``/``floor_mod``, ``div`` rounding modes, ``fmod``/``remainder``);
- ``where`` with broadcast and scalar branches, ``gather``/``gather_elements``/``index_select``,
  ``tensor_scatter_elements``/``scatter_add``/``tensor_scatter_add``, Tensor-index reads;
- ``cumsum``/``cumprod``/``sort``/``argsort``/``topk``/``argmax``/``argmin``;
- ``MultitypeFuncGraph``, ``HyperMap`` and ``Map``;
- strings, ``None``, dicts and nested tuples in construct and in its return.

``main()`` calls the network, writes one or two Parameters from outside, calls it again on
other inputs and once more on the first, takes one or two differentiations of
``fuzz_programs57_parts.GRADS`` (weights of nested containers, frozen Parameters among them,
``GradOperation``, a gradient inside a ``jit`` function) and snaps every Parameter unless a
call raised. An error is snapped as its type's name and classes.

Session 74 (/tmp/s74/fuzz57/run.py): every statement was run alone in both of 2.10's modes
first. Kept out as 2.10's own mode differences (minicell's modes differ, or refuse, as its do;
/tmp/s74/fuzz57/notes.md): a ``requires_grad=False`` Parameter named in ``weights`` (zeros in
PYNATIVE_MODE, its true gradient in GRAPH_MODE: minicell gives zeros in both);
``ops.div(int32, 4, rounding_mode='floor')`` (2.10's PYNATIVE_MODE lacks the kernel; minicell
computes in both); ``bool + bool`` and ``ops.argmax(..., keepdims=True)`` (error kinds differ by
mode). The fault found (a GRAPH_MODE gradient NaN at XLA O0 through ``ops.cross_entropy``, from
fuzz36's seed 147) is in test_s74_fuzz57_fixes.
"""
import functools
import random

from fuzz_text import changes_program, group_statement
from fuzz_programs57_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz57:{seed}"),
                           functools.partial(group_statement, groups=GROUPS), HEAD, RETURNS,
                           CHANGES, GRADS, INPUTS)
