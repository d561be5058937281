"""Graph-level Primitives of ``mindspore.ops``: ``Morph`` (a user function as one Primitive,
with an optional custom bprop), ``DumpGradient`` (saves the gradient arriving at a Tensor),
``isconstant`` and ``Reshard``. Rows in ``rows_breadth.py``.

``Morph`` and ``DumpGradient`` are written as a Cell with a custom ``bprop``, on the same
path as user bprops: a tape node in PYNATIVE_MODE (``DumpGradient``; ``Morph`` is GRAPH_MODE
only, as in MindSpore), ``jax.custom_vjp`` in a graph.

>>> import minicell as ms
>>> double = ms.ops.Morph(lambda x: x * 2, lambda s: s, lambda d: d)
>>> run = lambda x: double(x)
>>> ms.jit(run)(ms.Tensor([1.0, 2.0])).asnumpy().tolist()
[2.0, 4.0]
"""
import functools
import inspect

from .extra_compat_more import tensordump
from ._util import concrete
from .primitive import Primitive
from ..common.tensor import Tensor
from ..parallel.layout import Layout
from ..parallel.sharding import reshard
from ..runtime.dispatch import state as _state


_CELL = []     # [nn.Cell], installed by minicell.nn.cell at import (ops sits below nn)


def set_cell_type(cls):
    """Called once by ``minicell.nn.cell``: Morph's bprop runs through a Cell with ``bprop``."""
    _CELL[:] = [cls]


@functools.lru_cache(maxsize=None)
def _bprop_cell_type():
    class _BpropCell(_CELL[0]):
        """``forward(*args)``, whose gradient is ``backward(*args, out, dout)``."""

        def __init__(self, forward, backward):
            super().__init__()
            self._forward, self._backward = forward, backward

        def construct(self, *args):
            return self._forward(*args)

        def bprop(self, *args):
            return self._backward(*args)

    return _BpropCell


def _bprop_cell(forward, backward):
    return _bprop_cell_type()(forward, backward)


class Morph(Primitive):
    """``ops.Morph(fn, infer_shape, infer_dtype, bprop_fn=None)(*inputs)``: ``fn(*inputs)`` as
    one Primitive; with ``bprop_fn(*inputs, out, dout)`` (returning one gradient per input) as
    its gradient, else the gradient of ``fn``.

    MindSpore expands it into ``fn`` before autodiff, in GRAPH_MODE only (a ``jit`` function
    too); called eagerly (PYNATIVE_MODE) it raises MindSpore's RuntimeError (2.10, measured).
    minicell traces it through a Cell with a custom ``bprop``. ``infer_shape`` / ``infer_dtype`` are kept for ``infer_shape(*shapes)`` /
    ``infer_dtype(*dtypes)``; the output's real shape and dtype are ``fn``'s. With
    ``bprop_fn``, ``fn``'s parameters must be plain positional ones without defaults
    (``ValueError``, as MindSpore)."""

    def __init__(self, fn, infer_shape, infer_dtype, bprop_fn=None):
        super().__init__("Morph")
        for attr in ("side_effect_backprop", "side_effect_mem", "side_effect_io",
                     "__metamorphosis__"):
            self.add_prim_attr(attr, True)
        if not callable(fn):
            raise TypeError(f"For 'Morph', 'fn' must be callable, but got {type(fn).__name__}.")
        self._infer_shape, self._infer_dtype = infer_shape, infer_dtype
        self.__morph_fn__ = fn
        self.__morph_bprop_fn__ = None
        self._cell = None
        if bprop_fn:
            _check_plain_params(fn)
            self.__morph_bprop_fn__ = bprop_fn
            self._cell = _bprop_cell(fn, bprop_fn)

    def infer_shape(self, *args):
        return self._infer_shape(*args)

    def infer_dtype(self, *args):
        return self._infer_dtype(*args)

    def __call__(self, *args, **kwargs):
        _state.tracer.graph_only("Morph")      # 2.10 expands it while compiling a graph only
        if self._cell is None:
            return self.__morph_fn__(*args, **kwargs)
        return self._cell(*args, **kwargs)


def _check_plain_params(fn):
    for param in inspect.signature(fn).parameters.values():
        if param.kind is not inspect.Parameter.POSITIONAL_OR_KEYWORD or \
                param.default is not inspect.Parameter.empty:
            raise ValueError(f"When use `bprop` in Morph, Morph `fn` only support positional or "
                             f"keyword parameters with default value is empty, but got param "
                             f"'{param.name}' of kind '{param.kind.name}' with default value "
                             f"'{param.default}'.")


class DumpGradient(Primitive):
    """``ops.DumpGradient()(path, x, input_output)``: ``x`` unchanged; in the backward pass the
    gradient arriving at ``x`` is saved as ``ops.tensordump(path, grad)`` does
    (``<path>_<dtype>_<n>.npy``) and passed on unchanged. ``input_output`` is 'in' or 'out'
    (MindSpore documents both and names the file the same way for either).

    MindSpore: Ascend only, through ``InsertGradientOf`` and ``TensorDump``. minicell: any
    backend, both modes (in a compiled graph the file is written when the backward runs)."""

    def __init__(self):
        super().__init__("DumpGradient")

    def __call__(self, path, x, input_output):
        if not isinstance(path, str):
            raise TypeError(f"For 'DumpGradient', 'path' must be a str, but got "
                            f"{type(path).__name__}.")
        if input_output not in ("in", "out"):
            raise ValueError(f"For 'DumpGradient', 'input_output' must be 'in' or 'out', but got "
                             f"{input_output!r}.")
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'DumpGradient', 'x' must be a Tensor, but got "
                            f"{type(x).__name__}.")

        def dump_dout(_, out, dout):
            tensordump(path, dout)
            return (dout,)

        return _bprop_cell(lambda value: value, dump_dout)(x)


def isconstant(x):
    """``ops.isconstant(x)``: whether ``x``'s value is known when the graph is compiled.

    MindSpore: always True in PYNATIVE_MODE; in a graph False for Tensors computed from the
    graph's inputs, True for Python values and shapes. minicell: the same, in both modes
    (False exactly for a Tensor traced in a graph).

    >>> import minicell as ms
    >>> ms.ops.isconstant(ms.Tensor([1.0])), ms.ops.isconstant((2, 3))
    (True, True)
    """
    return not isinstance(x, Tensor) or concrete(x)


def _layout_tuple(value, arg):
    layouts = value if isinstance(value, (tuple, list)) else (value,)
    if not layouts or not all(isinstance(v, Layout) for v in layouts):
        raise TypeError(f"For 'Reshard', '{arg}' must be a tuple of mindspore.parallel.Layout, "
                        f"but got {value!r}.")
    return tuple(layouts)


class Reshard(Primitive):
    """``ops.Reshard(in_layout, out_layout, in_strategy)(tensor)``: ``tensor`` laid out as
    ``out_layout[0]``, i.e. ``ops.reshard(tensor, out_layout[0])`` (MindSpore recommends that
    function; this is the Primitive it builds). Layouts are tuples of ``Layout`` results, one
    per input; as ``reshard``, it acts only in SEMI_AUTO/AUTO_PARALLEL on several devices and
    returns ``tensor`` itself elsewhere."""

    def __init__(self, in_layout, out_layout, in_strategy):
        super().__init__("Reshard")
        self.in_layout = _layout_tuple(in_layout, "in_layout")
        self.out_layout = _layout_tuple(out_layout, "out_layout")
        self.in_strategy = in_strategy
        self.add_prim_attr("in_layout", self.in_layout)
        self.add_prim_attr("out_layout", self.out_layout)

    def __call__(self, tensor):
        return reshard(tensor, self.out_layout[0])
