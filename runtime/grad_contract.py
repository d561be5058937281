"""The user-facing gradient contracts both modes parse the same way.

- A custom ``bprop``'s result (``parse_bprop_result``): one gradient per input of ``construct``
  (a tuple; a bare value for one input; None for no gradient), optionally followed by the
  ``internal_params`` extension ``(input_grads, {param: grad})``.
- The sensitivity of ``grad(..., sens_param=True)`` / ``GradOperation(sens_param=True)``
  (``split_sens_arg``, ``split_sens``): the last call argument, one Tensor per differentiated
  output Tensor (a tuple/list with the outputs' nesting, or a single Tensor for one output).
- A cotangent given by user code (``fit_cotangent``): broadcast-summed or reshaped to the
  value's shape, cast to its dtype.

PYNATIVE_MODE (``runtime.cell_call``, ``minicell.autodiff``) and GRAPH_MODE
(``compiler.bprop``, ``compiler.grad``) call these, so one bprop or sensitivity cannot mean
different things in the two modes.

>>> parse_bprop_result((1.0, 2.0), 2, "Net")
((1.0, 2.0), {})
>>> parse_bprop_result(3.0, 1, "Net")
((3.0,), {})
"""
import jax.numpy as jnp
import numpy as np

from .checks import ShapeMismatchError
from .dispatch import tensor_type
from .int_vjp import cast_ct


class BpropResultError(RuntimeError):
    """A custom bprop's result does not match its Cell's inputs."""


def parse_bprop_result(res, n_inputs, name, allowed_params=None):
    """``(input_grads, {param: grad})`` from what ``bprop`` returned.

    ``name`` names the Cell in errors; ``allowed_params`` (Parameters, or None for any) are
    those that may receive gradients through the ``internal_params`` extension: the Cell's
    ``internal_params`` if it declares them, else its own Parameters.
    """
    param_grads = {}
    if isinstance(res, tuple) and len(res) == 2 and isinstance(res[1], dict):
        res, param_grads = res
        if allowed_params is not None:
            allowed = {id(p) for p in allowed_params}
            for p in param_grads:
                if id(p) not in allowed:
                    what = f"Parameter '{p.name}'" if hasattr(p, "name") else repr(p)
                    raise BpropResultError(
                        f"For the bprop of Cell '{name}': it returned a gradient for {what}, "
                        f"which is not in the Cell's internal_params (or, without them, its "
                        f"Parameters)")
    if not isinstance(res, (tuple, list)):
        res = (res,)
    if len(res) < n_inputs:       # more are allowed: the first n_inputs count, as in MindSpore
        raise BpropResultError(
            f"For the bprop of Cell '{name}': it returned {len(res)} gradient(s), but construct "
            f"takes {n_inputs} input(s); return one gradient per input (a tuple), in input order")
    return tuple(res[:n_inputs]), param_grads


def check_bprop_shapes(grads, inputs, name):
    """Every gradient a bprop returned must fit its input's shape as ``fit_cotangent`` fits it
    (equal, a reshape to another rank, or a broadcast to be summed); else a
    ``BpropResultError`` naming the Cell, the input and both shapes (MindSpore raises a
    RuntimeError, JAX would give a bare broadcasting error)."""
    for i, (g, x) in enumerate(zip(grads, inputs)):
        gshape, shape = getattr(g, "shape", None), getattr(x, "shape", None)
        if gshape is None or shape is None or _fits(tuple(gshape), tuple(shape)):
            continue
        raise BpropResultError(          # MindSpore's opening words, then which and why
            f"For custom function, grad tensor should be broadcast to the expected shape. "
            f"For the bprop of Cell '{name}': the gradient of input {i} has shape "
            f"{tuple(gshape)}, which cannot be broadcast to the input's shape {tuple(shape)}; "
            f"return a gradient shaped like each input")


def _fits(gshape, shape):
    if gshape == shape:
        return True
    if len(gshape) != len(shape) and np.prod(gshape, dtype=np.int64) == np.prod(shape,
                                                                              dtype=np.int64):
        return True
    g = gshape[len(gshape) - len(shape):] if len(gshape) > len(shape) else gshape
    pad = len(shape) - len(g)
    return all(a == b or a == 1 or b == 1 for a, b in zip(g, shape[pad:]))


def bprop_params(cell):
    """The Parameters a custom bprop of ``cell`` may give gradients to (see above)."""
    declared = getattr(cell, "internal_params", None)
    if declared:
        return list(declared)
    return list(cell.get_parameters())


def check_bprop_signature(cell, n_inputs):
    """A custom ``bprop`` takes the forward inputs, ``out`` and ``dout`` (MindSpore 2.10's
    errors for too few parameters; ``*args`` takes any count)."""
    import inspect
    try:
        sig = inspect.signature(cell.bprop)
    except (TypeError, ValueError):
        return
    ps = list(sig.parameters.values())
    if any(p.kind == p.VAR_POSITIONAL for p in ps):
        return
    pos = [p for p in ps if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(pos) < 2:
        raise RuntimeError(f"The function 'bprop' of Primitive or Cell requires at least 2 "
                           f"params 'out' and 'dout', but got only {len(pos)}.")
    required = sum(p.default is p.empty for p in pos)
    if not required <= n_inputs + 2 <= len(pos):
        raise TypeError("The params of function 'bprop' of Primitive or Cell requires the "
                        "forward inputs as well as the 'out' and 'dout'.")


def split_sens_arg(args, api):
    """``(args, sens)``: the sensitivity is the last call argument with ``sens_param=True``."""
    if not args:
        raise ValueError(f"For '{api}' with sens_param=True, the last input must be the "
                         f"sensitivity (the output gradient)")
    return args[:-1], args[-1]


def _flat_tensors(x, acc, numbers=False):
    """The Tensors of ``x`` (a structure of them) in order; ``numbers``: its Python numbers
    too (a sensitivity's, fitted to its output by ``fit_cotangent``)."""
    if isinstance(x, tensor_type()) or numbers and isinstance(x, (bool, int, float)):
        acc.append(x)
    elif isinstance(x, (tuple, list)):
        for o in x:
            _flat_tensors(o, acc, numbers)
    elif isinstance(x, dict):          # a dict output's values are differentiated too
        for o in x.values():
            _flat_tensors(o, acc, numbers)
    return acc


def outputs_and_sens(outputs, has_aux, sens):
    """``(outs, senses)``: the differentiated output Tensors (flattened: the first output with
    ``has_aux``, else every output) and one sensitivity (or None) each (``split_sens``), a
    sensitivity given for a number output left out (``drop_number_sens``)."""
    diff = outputs[0] if has_aux and isinstance(outputs, tuple) else outputs
    outs = _flat_tensors(diff, [])
    return outs, split_sens(drop_number_sens(sens, diff), len(outs), outs)


class AuxOutputsError(ValueError, RuntimeError):
    """``has_aux`` and fewer than two outputs: MindSpore's ValueError in PYNATIVE_MODE and its
    RuntimeError in a graph (GRAPH_MODE, ``@jit``; both measured on 2.10); this is both."""


def check_aux_outputs(outputs):
    """With ``has_aux`` the function must return a tuple of at least two outputs (the
    differentiated one, then the auxiliary ones); MindSpore raises otherwise (a list, a 1-tuple
    or a bare Tensor included): ``AuxOutputsError``."""
    if not (isinstance(outputs, tuple) and len(outputs) > 1):
        raise AuxOutputsError("When has_aux is True, origin fn requires more than one outputs.")


def drop_number_sens(sens, out, is_number=None):
    """``sens`` without the parts that stand for outputs that are numbers (a Python number,
    ``x in seq``'s bool; ``is_number`` also tells a graph scalar): MindSpore 2.10 takes a
    sensitivity for such an output and ignores it (measured in both modes:
    ``GradOperation(get_all=True, sens_param=True)`` of ``x + y`` on two ints with sens ``5``
    gives ``()``; a dict output's number values too: ``{'a': relu(x), 'b': 2}`` with its own
    output as sens). Where ``sens`` does not mirror ``out`` it is kept as it is."""
    is_number = is_number or (lambda x: isinstance(x, (bool, int, float)))
    if sens is None:
        return sens
    if is_number(out):
        return ()
    if isinstance(out, (tuple, list)) and isinstance(sens, (tuple, list)) and \
            len(sens) == len(out):
        kept = [drop_number_sens(s, o, is_number) for s, o in zip(sens, out)]
        return type(sens)(k for k, o in zip(kept, out) if not is_number(o))
    if isinstance(out, dict) and isinstance(sens, dict) and sens.keys() == out.keys():
        return {k: drop_number_sens(sens[k], o, is_number) for k, o in out.items()
                if not is_number(o)}
    return sens


def split_sens(sens, n, outputs=None, graph=False):
    """One sensitivity per differentiated output Tensor (``n`` of them); None: all None.
    ``outputs`` (those Tensors): each Tensor sensitivity must have its output's shape and dtype,
    as MindSpore 2.10 requires (a broadcast or cast one would silently scale the gradient).
    ``graph``: GRAPH_MODE's rules (``check_graph_sens_structure`` has run), else PYNATIVE's,
    where a bool sensitivity is 2.10's TypeError (measured, a scalar output's too)."""
    if sens is None:
        return [None] * n
    if isinstance(sens, bool) and not graph:
        raise TypeError('can only concatenate tuple (not "bool") to tuple')
    flat = _flat_tensors(sens, [], True) if isinstance(sens, (tuple, list, dict)) else [sens]
    if len(flat) != n:
        # a ValueError, and 2.10's RuntimeError ("sens gradient's size should be same as out")
        raise ShapeMismatchError(f"For 'grad' with sens_param=True, the sensitivity must give "
                                 f"one Tensor per differentiated output: got {len(flat)} for "
                                 f"{n} output(s)")
    for s, out in zip(flat, outputs or ()):
        _check_sens(s, out, graph)
    return flat


def _abstract_kind(x):
    if isinstance(x, tensor_type()):
        return "AbstractTensor"
    return {tuple: "AbstractTuple", list: "AbstractList"}.get(type(x))


def check_graph_sens_structure(sens, out):
    """GRAPH_MODE's sensitivity joins the output it stands for: a Tensor for a Tensor, a tuple
    for a tuple, a list for a list, element by element. MindSpore 2.10 raises its TypeError
    there (measured: ``(v,)`` for a Tensor output, ``v`` or ``[v, v]`` for a tuple one), where
    PYNATIVE_MODE only counts the Tensors (``split_sens``)."""
    got, want = _abstract_kind(sens), _abstract_kind(out)
    if want == "AbstractTensor" and isinstance(sens, (bool, int, float)):
        # a Python number for a Tensor output, a 0-d one's too (2.10, measured)
        raise TypeError(f"Type Join Failed: dtype1 = {_NUMBER_DTYPE[type(sens)]}, dtype2 = "
                        f"Any.")
    if got is None or want is None:
        return
    if got != want:
        raise TypeError(f"Type Join Failed: Abstract type {got} cannot join with {want}.")
    if want == "AbstractTensor" and sens_dtype_clash(sens, out):
        raise TypeError(f"Type Join Failed: dtype1 = {sens.dtype}, dtype2 = {out.dtype}.")
    if want != "AbstractTensor" and len(sens) == len(out):
        for s, o in zip(sens, out):
            check_graph_sens_structure(s, o)


def _np_dtype(t):
    return t.data_array().dtype if hasattr(t, "data_array") else jnp.dtype(str(t.dtype).lower())


def sens_dtype_clash(s, out):
    """Whether Tensor sensitivity ``s`` may not stand for Tensor output ``out``: MindSpore 2.10
    wants the output's dtype exactly, in both modes (measured: Float16 or Int32 or Bool for a
    Float32 output, Float32 or Int64 for an Int32 one all raise its TypeError). An integer or
    bool one for a float output is let through: the integer-input path differentiates integer
    inputs as float stand-ins, so such an output may be an integer one in the user's program."""
    if s.dtype == out.dtype:
        return False
    sk, ok = (jnp.dtype(_np_dtype(t)) for t in (s, out))
    return not (jnp.issubdtype(ok, jnp.floating) and
                (jnp.issubdtype(sk, jnp.integer) or sk == jnp.bool_))


_NUMBER_DTYPE = {bool: "Bool", int: "Int64", float: "Float32"}


def _check_sens(s, out, graph=False):
    number = isinstance(s, (bool, int, float))
    if not graph and tuple(out.shape) and (number or isinstance(s, tensor_type()) and
                                           not tuple(s.shape)):
        # PYNATIVE: a number or 0-d sensitivity for an output with dimensions (2.10, measured;
        # a 0-d output takes either)
        dims = ", ".join(map(str, out.shape))
        raise RuntimeError(f"For grad interface or custom function, grad tensor should be "
                           f"broadcast to expected shape, but got [const vector]{{}} vs "
                           f"[const vector]{{{dims}}}")
    if not isinstance(s, tensor_type()):      # numbers and arrays are fitted (fit_cotangent)
        return
    got, want = tuple(s.shape), tuple(out.shape)
    # a 0-d sensitivity scales every output element in GRAPH_MODE (2.10 GRAPH runs it through
    # the bprops and returns a 0-d gradient; minicell broadcasts, as test_mode_contract's
    # "scalar_broadcast" case; PYNATIVE refuses it above), a one-element one is a 0-d output's
    # (2.10 takes it in both modes, measured: TrainOneStepWithLossScaleCell's scale_sense of
    # shape (1,) on a scalar loss); another shape is 2.10's PYNATIVE ValueError. 2.10 GRAPH
    # checks no shape (measured, ut15): the sens runs through each bprop as it is, so x * 2 with
    # a (3, 3) sens for a (2, 3) output gives a (3, 3) gradient, exp(x) + x a Reshape error,
    # x * y with (1, 3) a broadcast one; jax.vjp has no such mode, so both modes raise here
    if got != want and got and not (want == () and int(np.prod(got)) == 1):
        raise ValueError(f"The shape of the sensitivity (sens gradient) should be {want}, the "
                         f"output's shape, but got {got}.")
    if sens_dtype_clash(s, out):       # 2.10 PYNATIVE's text begins so (GRAPH: Type Join)
        raise TypeError(f"The dtype should be {out.dtype}, but got {s.dtype}: the sensitivity "
                        f"(sens gradient) must have the output's dtype.")


def fit_cotangent(x, like):
    """A cotangent supplied by user code (Tensor, number, array; None stays None) as an array
    shaped like ``like``: reshaped when only the rank differs, broadcast-summed when it was
    broadcast, cast to ``like``'s dtype when that is inexact. Works on JAX tracers too."""
    if x is None:
        return None
    if hasattr(x, "data_array"):
        x = x.data_array()
    x = jnp.asarray(x)
    shape = tuple(like.shape)
    if x.shape != shape:
        if x.size == int(np.prod(shape, dtype=np.int64)) and x.ndim != len(shape):
            x = x.reshape(shape)
        else:
            x = _sum_to(x, shape)
    if x.dtype != like.dtype and jnp.issubdtype(like.dtype, jnp.inexact):
        x = x.astype(like.dtype)
    elif x.dtype != like.dtype and jnp.issubdtype(x.dtype, jnp.inexact):
        # a float cotangent of an integer (bool) Tensor: truncated into its dtype, as 2.10's
        # PYNATIVE_MODE casts a bprop's gradient of an integer input (measured: 2.5 -> 2)
        x = cast_ct(x, like.dtype)
    return x


def _sum_to(x, shape):
    extra = x.ndim - len(shape)
    if extra > 0:
        x = x.sum(axis=tuple(range(extra)))
    axes = tuple(i for i, (a, b) in enumerate(zip(x.shape, shape)) if b == 1 and a != 1)
    if axes:
        x = x.sum(axis=axes, keepdims=True)
    return jnp.broadcast_to(x, shape)


# Whether the top-level gradient being taken discards fn's outputs (``grad`` without value or
# aux, ``GradOperation``): set around the call by those callers, read only when a compiled
# gradient fails because a value it returns cannot be computed (compiler.graph_grads).
DISCARDED = [False]


__all__ = ["parse_bprop_result", "check_bprop_shapes", "bprop_params", "split_sens_arg", "split_sens",
           "outputs_and_sens", "drop_number_sens", "check_aux_outputs", "AuxOutputsError",
           "fit_cotangent", "BpropResultError"]
