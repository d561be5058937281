"""Thirty-fourth random-program differential fuzzer: Parameters as state under gradients (bool-
mask, ``...``-with-step, Tensor-index and augmented writes on Parameters, ``scatter_*`` on
Parameters, ``assign_add`` counters, control flow whose condition reads a Parameter), custom
``bprop`` Cells (two inputs with an int one, tuple outputs, a bprop reading ``out``, one holding
a Parameter, a nested one) under ``ms.grad`` and ``ops.GradOperation`` with ``sens_param``,
reads mixing bool masks, ``None``, ``...``, negative steps and Tensor indices,
``tensor_scatter_*``/``gather_*``/``index_fill``/``unsorted_segment_sum``, ``stop_gradient``
placement, bool/int/float promotion with Python scalars and reductions with ``keep_dims`` on
negative axes must give the same results in GRAPH_MODE and PYNATIVE_MODE. See
``fuzz_programs34``.

Triage against MindSpore 2.10 (CPU; each of the 69 statements alone in GRAPH_MODE and
PYNATIVE_MODE, /tmp/fuzz34/ref_each.py and mc_each.py): minicell's two modes agree on every
statement and give 2.10's PYNATIVE_MODE values, dtypes, Parameters and gradients (custom
``bprop`` results, zero weight gradients of a ``bprop`` Cell's Parameter, ``scatter_*`` on
Parameters with duplicate indices, bool/int/float promotion), and 2.10's GRAPH_MODE ones
except where 2.10's GRAPH_MODE departs from its own PYNATIVE_MODE (the statements stay;
minicell gives PYNATIVE_MODE's):

- a ``bprop`` reading a Parameter (``Wc``): RuntimeError "The user defined 'bprop' function
  ... does not support using Parameter" there (minicell runs it in both modes, DESIGN.md);
- ``GradOperation(get_all=True, sens_param=True)`` of a ``bprop`` Cell whose ``bprop`` returns
  ``ops.zeros_like`` of its int32 input, inside construct: "The func graph is empty";
- a write through a bool mask on a Parameter (``self.acc[h > c] = 0.5``, ``self.tab[m] = v``):
  reads later in the call see it, but the Parameter is not written after the call;
- a write through a Tensor index on a Parameter (``self.tab[k] += 5``, ``self.acc[k, -2:] -=
  v``) is dropped under ``ms.grad`` of a Python function calling the Cell (as fuzz33's
  ``assign_add``);
- ``self.k = self.k + 1`` on a Python int attribute: "Type Join Failed: dtype1 = Float32,
  dtype2 = Float64" under ``GradOperation`` (minicell recompiles with a CompileWarning and
  gives PYNATIVE_MODE's values);
- ``self.acc[self.acc >= 0] *= 0.5`` (an augmented write through a bool mask): BroadcastTo's
  ValueError there;
- ``bprop`` Cells called in a tensor ``while`` ("Parameters size:1out of range"), and
  ``GradOperation(sens_param=True)`` of a ``bprop`` Cell in both branches of a tensor ``if``
  ("Invalid formal parameter ... Grad_Switch"): internal RuntimeErrors there;
- ``Tensor.amax(axis, keepdims=True)``: "Got an unexpected keyword argument 'keepdims'" there
  (positional ``True`` works; minicell takes both in both modes).

2.10 at fault in both modes (the statements stay; minicell follows numpy):

- a write through a negative-step slice (``self.acc[1:3, ::-1] = v``) puts the values at the
  wrong places (measured: ``t[1:3, ::-1] = v`` leaves ``t[1, 0]`` and writes ``t[3, 0]``);
  ``t[:, ::-2] = v`` is TensorScatterUpdate's "indices out of range";
- ``h[(n % 4)[:2], ::-1]`` (a Tensor index beside a negative-step slice) is a (2, 0) Tensor
  in PYNATIVE_MODE and a GatherNd error in GRAPH_MODE;
- the gradient of a negative-step slice: ``x[::-1]`` is "The int value(-1) is less than 0"
  and ``x[:, ::-2]``'s gradient is all zeros in PYNATIVE_MODE.

Left out of the generator, as 2.10 fails or disagrees with itself (measured):

- ``ops.gather_nd`` with a negative index (2.10: RuntimeError; minicell raises its
  IndexOutOfRangeError, a RuntimeError, with 2.10's text); ``masked_select(...).shape[0]``
  ("The int value(-1) is less than 0" in both modes); ``ops.argmax(..., keepdims=True)``
  (TypeError / RuntimeError in both, minicell alike; the generator spells ``keepdim``);
- a bool Tensor used twice under a gradient: 2.10's PYNATIVE_MODE adds the two Bool
  "gradients" (Add's TypeError); ``b + True`` (2.10's GRAPH_MODE Add TypeError, as fuzz30)
  and ``-b`` (no Bool Neg kernel) on bool Tensors;
- a write through a bool mask whose value has the Tensor's full shape (``t[m] = h * 2``):
  2.10's PYNATIVE_MODE refuses it (BroadcastTo) and its GRAPH_MODE writes where the mask is
  True; a value with one element per True entry works in PYNATIVE_MODE only. minicell takes
  numpy's rule (a scalar, or one value per True entry);
- a ``bprop`` Cell called with a keyword argument (``self.mix(h, k=n)``): TypeError "The
  params of function 'bprop' ..." in both modes, minicell alike.

No minicell fault was found: every disagreement above is 2.10's.

Sweep (/tmp/fuzz34/sweep.py, one process): seeds 0-399 all pass.
"""
import pytest

from fuzz_compare import check_program
from fuzz_programs34 import _BODY, generate


def TOL(tag, dtype):
    """Float32 throughout: XLA's fma contraction of ``a * b + c`` through a matmul, ``tanh``/
    ``sin`` and their gradients."""
    return 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz34_prog_{seed}", tmp_path, TOL, 2e-5)


def test_fuzz34_programs_are_python():
    # every statement fits the template (no compile: a program costs seconds, so every seed is
    # heavy or slow): the sources parse and hold 3-6 statements of the pool
    for seed in range(8):
        src = generate(seed)
        compile(src, f"fuzz34_prog_{seed}", "exec")
        assert src == generate(seed)
    assert len(_BODY) == len(set(_BODY))


# seed 0: negative-step and Tensor-index writes on a Parameter, a bprop Cell with an int input,
# a bprop reading a Parameter, a branch on a Parameter, scatter_add on a Parameter; several
# seconds (graphs and their gradients compiled): heavy, as every seed
FAST = [0]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz34_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz34_long(seed, tmp_path):
    check(seed, tmp_path)
