"""``saved_tensors_hooks``: pack and unpack what the PYNATIVE tape saves for backward.

MindSpore: inside ``with saved_tensors_hooks(pack_hook, unpack_hook):`` every tensor an op saves
for its backward goes through ``pack_hook(tensor) -> anything`` when the op runs, and the
backward uses ``unpack_hook(packed) -> Tensor`` in its place; the innermost context wins; ops
that record no gradient call neither hook. It is refused inside GRAPH_MODE / ``jit`` code.
``register_saved_tensors_hooks(pack, unpack)`` is the decorator form (MindSpore applies it to
functions compiled in graph mode).

minicell: the tape (``tape.py``) saves each recorded op's *input arrays* (its vjps are derived
from the inputs), so those are what ``pack_hook`` sees, each input the op's vjp reads the value
of (``_read_by_vjp``): for ``x * y`` the same two tensors as MindSpore, none for ``x + y``,
``x.sum()`` or ``reshape``, for ops whose MindSpore bprop keeps the output instead (``exp``) the
input. With no
hook active the tape pays one truth test of ``stack`` per recorded op. In GRAPH_MODE and inside
``jit`` (the whole graph is differentiated by ``jax.grad``, whose residuals no hook can see)
entering the context raises ``TypeError`` (as 2.10 does for the context object), and so does
calling a ``register_saved_tensors_hooks`` function there (2.10 traces those hooks into its
backward graph; minicell refuses rather than drop them); for the same reason a compiled call made
inside the context (a ``@jit`` function, a GRAPH_MODE Cell) is one tape node whose saved
tensors are not hooked.

>>> import minicell as ms
>>> def f(x):
...     with saved_tensors_hooks(lambda t: t * 2, lambda t: t):
...         return x * x
>>> ms.grad(f)(ms.Tensor([3.0]))            # both saved x's doubled: 6 * 1 + 6 * 1
Tensor(shape=[1], dtype=Float32, value= [ 1.20000000e+01])
"""
import functools

import jax

from .dispatch import running_eagerly, state, tensor_type
from .reaching import used_inputs

stack = []        # (pack_hook, unpack_hook), innermost last; read by Tape.record


def _refuse_in_graph(what):
    if not running_eagerly():    # 2.10's TypeError: the context object is no jit_class
        raise TypeError(f"{what} is not supported in GRAPH_MODE or inside 'jit' (as in "
                           f"MindSpore): the compiled graph is differentiated whole, with no "
                           f"saved tensors to hook. Run the function in PYNATIVE_MODE.")


def _check_hooks(pack_hook, unpack_hook):
    for name, hook in (("pack_hook", pack_hook), ("unpack_hook", unpack_hook)):
        if not callable(hook):
            raise TypeError(f"For 'saved_tensors_hooks', '{name}' must be callable, but got "
                            f"{type(hook).__name__}.")


class saved_tensors_hooks:  # noqa: N801  (MindSpore's name)
    """A context in which the tensors the tape saves for backward are packed by ``pack_hook``
    and restored by ``unpack_hook`` when the backward needs them (see the module doc)."""

    def __init__(self, pack_hook, unpack_hook):
        _check_hooks(pack_hook, unpack_hook)
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self):
        _refuse_in_graph("saved_tensors_hooks")
        stack.append((self.pack_hook, self.unpack_hook))
        return self

    def __exit__(self, *exc):
        stack.pop()


def register_saved_tensors_hooks(pack_hook, unpack_hook):
    """Decorator: the function runs inside ``saved_tensors_hooks(pack_hook, unpack_hook)``.

    MindSpore offers it for graph-mode functions; minicell runs it eagerly (PYNATIVE) and raises
    ``TypeError`` when the function is compiled (see the module doc).

    >>> import minicell as ms
    >>> @register_saved_tensors_hooks(lambda t: t + 1, lambda t: t)
    ... def f(x, y):
    ...     return x * y
    >>> ms.grad(f)(ms.Tensor([1.0]), ms.Tensor([2.0]))     # d/dx uses the packed y + 1
    Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
    """
    _check_hooks(pack_hook, unpack_hook)

    def decorator(fn):
        @functools.wraps(fn)
        def hooked(*args, **kwargs):
            with saved_tensors_hooks(pack_hook, unpack_hook):
                return fn(*args, **kwargs)
        return hooked
    return decorator


class Packed:
    """A node's input arrays as ``pack_hook`` returned them (only their shapes and dtypes are
    kept beside, so a hook that moves or drops the data really frees it); ``arrays()``
    unpacks them."""

    __slots__ = ("items", "unpack_hook", "avals")

    def __init__(self, arrays, read=None):
        pack_hook, self.unpack_hook = stack[-1]
        T = tensor_type()
        if read is None:
            read = (True,) * len(arrays)
        self.avals = tuple((a.shape, a.dtype) if isinstance(a, jax.Array) and r else None
                           for a, r in zip(arrays, read))
        saved, state.tape = state.tape, None        # the hooks' own ops are not recorded
        try:
            self.items = tuple(pack_hook(T._from_array(a)) if v is not None else a
                               for a, v in zip(arrays, self.avals))
        finally:
            state.tape = saved

    def arrays(self):
        T = tensor_type()
        out = []
        for aval, item in zip(self.avals, self.items):
            if aval is None:
                out.append(item)
                continue
            t = self.unpack_hook(item)
            if not isinstance(t, T):
                raise TypeError(f"For 'saved_tensors_hooks', 'unpack_hook' must return a Tensor, "
                                f"but got {type(t).__name__}.")
            arr = t.data_array()
            if (arr.shape, arr.dtype) != aval:
                raise ValueError(f"For 'saved_tensors_hooks', 'unpack_hook' must return a Tensor "
                                 f"like the one packed (shape {tuple(aval[0])}, dtype {aval[1]}), "
                                 f"but got shape {tuple(arr.shape)}, dtype {arr.dtype}.")
            out.append(arr)
        return tuple(out)


def pack(node):
    """Called by ``Tape.record`` while ``stack`` is not empty: pack ``node``'s saved arrays,
    those its vjp reads (``_read_by_vjp``); the others stay as they are, unhooked."""
    node.arrays = Packed(node.arrays, _read_by_vjp(node))


_READ = {}      # (op, attrs, input and output avals) -> which inputs the op's vjp reads


def _read_by_vjp(node):
    """Which of ``node``'s inputs its vjp reads the values of, as MindSpore's bprops save only
    those (measured on 2.10: ``x + y``, ``-x``, ``x * 2``, ``x.sum()``, ``reshape`` save none;
    ``x * y`` both, ``exp(x)`` one): the inputs the vjp's jaxpr keeps after dead-code
    elimination. (Still different: a Python number made an input, ``x * 2``, is saved where
    2.10 saves nothing; ``x ** 2`` saves one where 2.10 saves two.) None (all) where that
    cannot be told (several results, a non-array input)."""
    op, arrays, out = node.op, node.arrays, node.out
    if op.multiple_results or not all(isinstance(a, jax.Array) for a in arrays):
        return None
    key = (op, node.attrs, tuple((a.shape, a.dtype) for a in arrays), out.shape, out.dtype)
    read = _READ.get(key)
    if read is None:
        read = _READ[key] = _vjp_reads(op, node.attrs, arrays, out)
    return read


def _vjp_reads(op, attrs, arrays, out):
    if not jax.numpy.issubdtype(out.dtype, jax.numpy.inexact):
        return (False,) * len(arrays)          # an integer result carries no gradient
    kernel = op.vjp_kernel(attrs, None, True)
    try:
        used = used_inputs(kernel, tuple(arrays), out)
    except Exception:  # noqa: BLE001  (a vjp that cannot be traced abstractly: keep all)
        return None
    return tuple(used[:len(arrays)])


def saved_arrays(node):
    """``node``'s input arrays for its vjp (unpacked when a hook packed them)."""
    arrays = node.arrays
    return arrays.arrays() if type(arrays) is Packed else arrays
