"""Hook registration on Cells (PYNATIVE_MODE only): a mixin of Cell.

Hooks run in registration order (``prepend=True`` puts one first); each registration returns a
handle whose ``remove()`` takes effect at once. The first argument a hook receives is a
``cell_id`` string (class name, path in the network, id), as in the MindSpore tutorials, whose
other attributes are the Cell's (``cell.a = 2`` in a hook written for 2.10 sets the Cell's); what
runs them is ``minicell.runtime.cell_call``. GRAPH_MODE does not run hooks (it warns).

>>> import minicell as ms
>>> from minicell import nn
>>> class Double(nn.Cell):
...     def construct(self, x):
...         return x * 2
>>> net = Double()
>>> h = net.register_forward_hook(lambda cell_id, inputs, output: output + 1)
>>> net(ms.Tensor([1.0]))
Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
>>> h.remove()
>>> net(ms.Tensor([1.0]))
Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00])
"""
from collections import OrderedDict

from ..runtime.hooks import add_hook
from .._check_jit_forbidden_api import jit_forbidden_register


class CellHooksMixin:
    """``register_forward_pre_hook``, ``register_forward_hook``, ``register_backward_hook``,
    ``register_backward_pre_hook``."""

    @jit_forbidden_register
    def register_forward_pre_hook(self, hook_fn, *, prepend=False, with_kwargs=False):
        """``hook_fn(cell_id, inputs)`` runs before ``construct``; it may return new inputs
        (a tuple, or a single value taken as a 1-tuple). With ``with_kwargs=True`` it is
        ``hook_fn(cell_id, args, kwargs)`` returning None or ``(args, kwargs)``.

        >>> import minicell as ms
        >>> net = ms.nn.Cell()
        >>> handle = net.register_forward_pre_hook(lambda cell_id, inputs: print(inputs))
        >>> handle.remove()
        """
        return add_hook(self._forward_pre_hooks, hook_fn, "register_forward_pre_hook", prepend,
                        (hook_fn, bool(with_kwargs)))

    @jit_forbidden_register
    def register_forward_hook(self, hook_fn, *, prepend=False, with_kwargs=False,
                              always_call=False):
        """``hook_fn(cell_id, inputs, outputs)`` runs after ``construct``; it may return a new
        output. Ops it adds are differentiated but are outside the backward hooks' capture.

        >>> import minicell as ms
        >>> net = ms.nn.Cell()
        >>> handle = net.register_forward_hook(lambda cell_id, inputs, outputs: None)
        >>> handle.remove()
        """
        return add_hook(self._forward_hooks, hook_fn, "register_forward_hook", prepend,
                        (hook_fn, bool(with_kwargs)))

    @jit_forbidden_register
    def register_backward_hook(self, hook_fn):
        """``hook_fn(cell_id, grad_input, grad_output)`` runs in backward: ``grad_input`` is
        the gradient arriving at the Cell's output, ``grad_output`` the gradient the Cell passes
        back to its inputs (both tuples); a returned tuple replaces ``grad_output``.

        >>> import minicell as ms
        >>> net = ms.nn.Cell()
        >>> handle = net.register_backward_hook(lambda cell_id, gin, gout: None)
        >>> handle.remove()
        """
        return add_hook(self._backward_hooks, hook_fn, "register_backward_hook")

    @jit_forbidden_register
    def register_backward_pre_hook(self, hook_fn):
        """``hook_fn(cell_id, grad_input)`` runs in backward before the Cell's own backward,
        with the gradient arriving at its output; a returned tuple replaces it.

        >>> import minicell as ms
        >>> net = ms.nn.Cell()
        >>> handle = net.register_backward_pre_hook(lambda cell_id, gin: None)
        >>> handle.remove()
        """
        hooks = self.__dict__.get("_backward_pre_hooks")
        if hooks is None:
            hooks = OrderedDict()
            object.__setattr__(self, "_backward_pre_hooks", hooks)
        return add_hook(hooks, hook_fn, "register_backward_pre_hook")
