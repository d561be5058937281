"""Index range checks, shared by both modes.

JAX never fails on an out-of-range index: a gather clamps it or fills zeros, a scatter drops the
update. MindSpore's CPU kernels raise instead, in PYNATIVE_MODE and GRAPH_MODE alike, so a wrong
label or token id is an error, not a silently wrong loss. minicell checks every index an op
reads (``getitem``/``setitem`` with index tensors, ``gather``/``Gather``/``index_select``/
``nn.Embedding``, ``GatherD``/``gather_elements``, ``gather_nd``, ``scatter_nd`` and the
``tensor_scatter_*`` family, sparse softmax cross entropy labels) against an ``IndexRange``:

- a concrete index (PYNATIVE_MODE, or a constant in a graph) is checked at once
  (``IndexRange.verify``: one host read of the index);
- a symbolic index (in a GRAPH_MODE trace) becomes a ``check_index`` node of the graph
  (``compiler/checks.py``): the compiled function computes one integer code per check (0: in
  range), returns the first failure as two extra scalars, and the call raises the same
  ``IndexOutOfRangeError`` after the step, naming the user's line, with every Parameter as it
  was before the step.

A check whose index is an input of the compiled call (labels, token ids) and that runs on every
call is verified on the host before the step is launched instead (``compiler/checks.py:
place_checks``): the same error, nothing of the step done, and no wait. A check left in
the graph costs a compare and a reduction per index tensor plus a wait for the step to finish
before the call returns (``python -m benchmarks.index_checks`` measures it). They are on
by default; ``set_index_checks(False)`` (or the environment variable
``MINICELL_INDEX_CHECKS=0``) leaves them out of graphs compiled afterwards, where JAX's clamping
then applies. PYNATIVE_MODE always checks.

>>> import minicell as ms
>>> try:
...     ms.ops.gather(ms.Tensor([1.0, 2.0]), ms.Tensor([5]), 0)
... except IndexError as e:
...     print(e)
For 'Gather', the 'input_indices' should be in the range [0, 2), but got 5, error_code[58]
"""
import os

import jax
import numpy as np

_enabled = [os.environ.get("MINICELL_INDEX_CHECKS", "1").strip().lower()
            not in ("0", "false", "off", "no")]


def set_index_checks(enabled):
    """Whether GRAPH_MODE graphs compiled from now on check their indices (default: True).

    Graphs compiled earlier keep what they were compiled with. PYNATIVE_MODE always checks.

    >>> from minicell.runtime.checks import set_index_checks, index_checks_enabled
    >>> set_index_checks(False); index_checks_enabled()
    False
    >>> set_index_checks(True)
    """
    _enabled[0] = bool(enabled)


def index_checks_enabled():
    """True when a GRAPH_MODE trace emits index checks (``set_index_checks``)."""
    return _enabled[0]


class IndexOutOfRangeError(IndexError, RuntimeError):
    """An index tensor holds a value outside its axis. An IndexError (Python's type for it) and
    a RuntimeError (what MindSpore 2.10 raises from its Gather kernel)."""


class UpdateIndexError(IndexOutOfRangeError, ValueError):
    """An out-of-range index of a scatter that replaces values (``TensorScatterUpdate``,
    ``ScatterNdUpdate``, ``t[index] = v``): MindSpore 2.10 raises a ValueError from their shape
    inference (measured), where the adding/reducing scatters raise a RuntimeError."""


class ShapeMismatchError(ValueError, RuntimeError):
    """Input shapes an op cannot combine (matmul's inner dimensions, conv's channels, a gradient
    for a Parameter of another shape). A ValueError (MindSpore's shape inference) and a
    RuntimeError (what MindSpore 2.10's kernels raise for it in PYNATIVE_MODE)."""
    keep_type = True        # dispatch.op_error re-raises it as itself, not as a ValueError


def const_vector(shape):
    """A shape as MindSpore's C++ messages print it: ``[const vector]{2, 4, 8}``."""
    return "[const vector]{" + ", ".join(str(i) for i in shape) + "}"


def marked_error(exc, message, graph=None):
    """A builtin ``exc`` (TypeError, ValueError: the class 2.10 raises, not a subclass, so
    ``type(err)`` and a traceback read as 2.10's) whose ``message`` is whole as it stands:
    ``dispatch.op_error`` passes it on unchanged (``as_is``: all lines, no op and inputs prefix),
    and a graph trace raises ``err.bannered()`` instead (``compiler.trace``): a new error, without
    the traceback note JAX's tracing added, with the text 2.10's graph compiler gives
    (``graph``) where it differs."""
    err = exc(message)
    err.as_is = True
    err.bannered = lambda: marked_error(exc, message if graph is None else graph)
    return err


def in_mode(err):
    """A ``marked_error`` as the current mode gives it: its graph text while a GRAPH_MODE trace
    records (for checks made in Python before any op runs, which no trace step rewrites)."""
    from .dispatch import state
    return err.bannered() if state.tracer.graph_operand_checks() else err


# The marked errors 2.10's checks raise (factories, named for what they make):

def KernelSelectError(text):  # noqa: N802
    """2.10's 'Select CPU operator[...] fail! Unsupported data type!' TypeError: its CPU has no
    kernel for an input's dtype. Its graph kernel selection (GRAPH_MODE, and the few kernels it
    runs without pyboost) puts a 'Kernel select failed' banner first (measured)."""
    rule = "-" * 52
    banner = text if text.startswith("\n") else f"\n{rule}\n- Kernel select failed:\n{rule}\n{text}"
    return marked_error(TypeError, text, banner)


def InferTypeTextError(text):  # noqa: N802
    """A 2.10 infer TypeError whose text is whole as it stands."""
    return marked_error(TypeError, text)


def InferTextError(message, graph=None):  # noqa: N802
    """A 2.10 check's ValueError whose text is whole as it stands; ``graph``: the text 2.10's
    graph compiler gives instead (its infer function's), if it differs."""
    return marked_error(ValueError, message, graph)


def DimensionRangeError(text, graph=None):  # noqa: N802
    """2.10's 'Dimension out of range (expected to be in range of [-n, n), but got d)'."""
    return marked_error(ValueError, text, graph)


class GradientsTypeError(TypeError, RuntimeError):
    """Gradients an optimizer cannot map over its Parameters (not a tuple, or an entry that is
    not a Tensor): MindSpore 2.10 raises a RuntimeError from its HyperMap/Map for them
    (measured: a list, a Tensor, None, a str); a TypeError by nature."""


_DEFAULT = "For '{op}', {what} should be in the range [{lo}, {hi}), but got {bad}."
# 2.10's CPU Gather kernel (ops.gather, index_select, nn.Embedding, ``t[index]`` with one index
# Tensor or, in a graph, a list): it shifts a negative position by the axis size once, then
# checks [0, size), so it names the shifted value (measured: -5 of 3 is 'got -2')
GATHER_RANGE = ("For '{op}', the 'input_indices' should be in the range [0, {hi}), but got "
                "{shifted}, error_code[58]")
_GATHER_RANGE_TWICE = GATHER_RANGE.replace("{shifted}", "{twice}")    # ``check_gather_range``
# 2.10's Scatter* kernels (ScatterAdd, ..., ScatterUpdate on a Parameter): no negative position
SCATTER_RANGE = ("For '{op}', the value of indices should be in [0, {hi}), but got '{bad}' in "
                 "indices.")


class IndexRange:
    """One check: the values of an index tensor (or of its component ``component`` along the
    last axis, for ``gather_nd``/``scatter_nd`` style indices) must lie in ``[lo, hi)`` or equal
    ``ignore`` (a loss's ``ignore_index``).

    ``template`` formats the message from ``op``, ``what``, ``lo``, ``hi``, ``bad`` (the first
    offending value in row-major order) and ``k`` (the component); ``error`` is the class
    raised (an ``IndexOutOfRangeError``). ``of_result``: the index checked is the result of
    the operation that fails (``seq.index(x)``'s position), so a graph drops the check with
    that result when nothing uses it, as MindSpore runs no kernel whose output is unused."""

    __slots__ = ("op", "what", "lo", "hi", "component", "template", "ignore", "error",
                 "of_result")

    def __init__(self, op, what, lo, hi, component=None, template=_DEFAULT, ignore=None,
                 error=IndexOutOfRangeError, of_result=False):
        self.op, self.what, self.lo, self.hi = op, what, int(lo), int(hi)
        self.component, self.template, self.ignore = component, template, ignore
        self.error, self.of_result = error, of_result

    def _bad(self, v):
        bad = (v < self.lo) | (v >= self.hi)
        return bad if self.ignore is None else bad & (v != self.ignore)

    def message(self, bad):
        shifted = bad + self.hi if bad < 0 else bad
        return self.template.format(op=self.op, what=self.what, lo=self.lo, hi=self.hi,
                                    bad=bad, k=self.component, shifted=shifted,
                                    twice=shifted + self.hi if shifted < -self.hi else shifted)

    def values(self, index):
        """The checked values of a concrete index (numpy), or None when it has none."""
        values = np.asarray(index)
        if values.size == 0 or values.dtype.kind not in "iu":
            return None
        return values if self.component is None else values[..., self.component]

    def first_bad(self, values):
        """The first value outside ``[lo, hi)`` (a Python int), or None. A few values (a
        batch's labels) are checked as a Python list: two numpy reductions cost more there."""
        if values.size <= 48:
            items = values.ravel().tolist()
            if min(items) >= self.lo and max(items) < self.hi:
                return None
        elif values.min() >= self.lo and values.max() < self.hi:   # two reductions, no mask
            return None
        bad = self._bad(values)
        if not bad.any():
            return None
        return int(values.reshape(-1)[int(np.argmax(bad.reshape(-1)))])

    def verify(self, index):
        """Raise ``IndexOutOfRangeError`` when the concrete ``index`` has a value out of range."""
        values = self.values(index)
        bad = None if values is None else self.first_bad(values)
        if bad is not None:
            raise self.error(self.message(bad))

    # -- the symbolic form: one integer code per check (0: in range) ---------------------------
    def code(self, index):
        """A traced int64 scalar: 0 when every value is in range, else the first bad value
        shifted away from 0 (``bad - hi + 1`` above the range, ``bad - lo`` below it), which
        ``decode`` turns back into the value."""
        import jax.numpy as jnp
        v = index if self.component is None else index[..., self.component]
        v = jnp.ravel(v).astype(jnp.int64)
        if v.size == 0:
            return jnp.zeros((), jnp.int64)
        bad = self._bad(v)
        first = v[jnp.argmax(bad)]
        code = jnp.where(first >= self.hi, first - self.hi + 1, first - self.lo)
        return jnp.where(jnp.any(bad), code, 0)

    def decode(self, code):
        code = int(code)
        return code + self.hi - 1 if code > 0 else code + self.lo


def check_index_range(op_name, index, size, what="the 'input_indices'", template=_DEFAULT,
                      lo=None):
    """Check that an integer index (Tensor, array or list) lies in ``[lo, size)`` (``lo``:
    ``-size`` by default): now when it is concrete, after the step in a graph (see the module
    docstring)."""
    check_index(index, IndexRange(op_name, what, -size if lo is None else lo, size,
                                  template=template))


def check_gather_range(index, size, normalized=False):
    """``check_index_range`` for 2.10's Gather kernel (its text, ``GATHER_RANGE``).
    ``normalized``: 2.10 moved a negative position by ``size`` before the kernel moved it again
    (a graph's ``t[index]``; measured: -7 of 3 is 'got -1'). What that wraps into range (-4 of
    3 reads row 2) minicell refuses, naming it shifted once as eagerly."""
    check_index_range("Gather", index, size,
                      template=_GATHER_RANGE_TWICE if normalized else GATHER_RANGE)


def check_index(index, check):
    """Apply the ``IndexRange`` ``check`` to ``index`` (a Tensor, array or list): concrete
    values are verified now; a symbolic Tensor goes to the tracer (a graph check node)."""
    from .dispatch import state, tensor_type
    data = index._data if isinstance(index, tensor_type()) else index
    if isinstance(data, (list, tuple)):
        data = np.asarray(data)
    if isinstance(data, jax.core.Tracer):
        return      # inside a JAX transformation of minicell code: not minicell's trace
    if isinstance(data, (jax.Array, np.ndarray, np.integer, int)):
        if isinstance(index, tensor_type()) and type(index) is not tensor_type():
            # a Parameter (an optimizer's global_step): a graph reads its value when it runs
            state.tracer.check_index(index, check)
        else:
            check.verify(data)
    elif data is not None and not isinstance(data, (float, bool)):
        state.tracer.check_index(index, check)


_LAYER_RANGE = ("Given index {bad} out of range. Please make sure the value of index in "
                "[{lo}, {hi}), and the type is int32.")


def check_layer_index(index, n):
    """Check the index of MindSpore's switch_layer (a tensor picking one of ``n`` callables)
    against ``[-n, n)`` and return it: out of range is 2.10's IndexError (measured, GRAPH_MODE:
    'Given index -2 out of range. Please make sure the value of index in [-1, 1), and the type
    is int32.'), where the graph's chain of ``cond`` nodes would pick an end."""
    check_index(index, IndexRange("switch_layer", "index", -n, n, template=_LAYER_RANGE))
    return index


__all__ = ["IndexOutOfRangeError", "UpdateIndexError", "IndexRange", "GATHER_RANGE",
           "SCATTER_RANGE", "check_gather_range", "check_index", "check_index_range",
           "check_layer_index", "set_index_checks", "index_checks_enabled"]


def check_kernel_dtype(prim, got, accepted, arg="input", exc=TypeError, text=None):
    """MindSpore 2.10's error when a CPU kernel is given a dtype it has no kernel for (measured
    per op): ``got`` and ``accepted`` are MindSpore's dtype names (``Float32``, ``Int8``);
    ``text`` (with ``{dtype}``) replaces the default 'must be a type of' message, ``exc`` the
    TypeError (Round's kernel fails with a RuntimeError, Clamp's bool check is a ValueError).
    Shared by the registry ops (checked on arrays while tracing) and the composites of
    ``minicell.ops`` (checked on Tensors)."""
    if got in accepted:
        return
    if text is None:
        text = (f"For primitive[{prim}], the input argument[{arg}] must be a type of "
                f"{{{', '.join(f'Tensor[{t}]' for t in accepted)}}}, but got Tensor[{got}].")
    raise exc(text.replace("{dtype}", got))


# 2.10 CPU kernels' dtype lists, where a refusal's text lists them (measured): prim: (its
# kernels' (inputs, output) pairs, the dtypes of its inputs after the Tensor (an axis), the
# output dtype of a refused input (None: the input's)). Neg of a Bool Tensor (ops.neg, -m,
# Tensor.neg, numpy.negative in PYNATIVE_MODE); Sigmoid, Tanh (an integer or Bool input infers
# a Float32 output; also SiLU's and logsigmoid's Sigmoid) and LogSoftmax of one (pyboost)
_KERNEL_TYPES = {
    "Neg": (tuple((t, t) for t in (
        "BFloat16", "Float16", "Float32", "Float64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Int8", "Int16", "Int32", "Int64", "Complex64", "Complex128")), (), None),
    "Sigmoid": (tuple((t, t) for t in (
        "Float64", "Complex64", "Complex128", "Float32", "Float16")), (), "Float32"),
    "Tanh": (tuple((t, t) for t in ("Float32", "Float64", "Complex64", "Complex128")), (),
             "Float32"),
    "LogSoftmax": ((("Float32 Int64", "Float32"),), ("Int64",), None),
}


def exact_select_text(prim, dtype):
    """2.10's whole 'Select CPU operator' text for a kernel ``prim`` of one Tensor input
    listing its dtypes (``_KERNEL_TYPES``) given a ``dtype`` input, or None where its list is
    not known."""
    row = _KERNEL_TYPES.get(prim)
    if row is None:
        return None
    kernels, more, out = row
    listed = "".join(f"input[{ins}], output[{o}];" for ins, o in kernels)
    got = ", ".join((dtype,) + more)
    return (f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data types "
            f"are {listed},\n but get input[[const vector]{{{got}}}], output[[const vector]"
            f"{{{out or dtype}}}].")
