"""The Optimizer base's parameter groups (MindSpore 2.10's checks of a group dict and of
``order_params``) and its learning rate views (``optimizer.learning_rate``: the Parameter, a
Cell per step, or one per group), split out of ``optimizer``."""
from collections.abc import Iterable

import numpy as np

from ... import ops
from ...common._type_text import class_text
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ..cell import Cell


def _default_decay_filter(param):
    return "beta" not in param.name and "gamma" not in param.name


class _Group:
    """One parameter group: its Parameters, learning rate source and weight decay."""

    __slots__ = ("params", "lr", "lr_kind", "weight_decay", "decay_flags", "index")

    def __init__(self, params, lr, lr_kind, weight_decay, decay_flags, index):
        self.params = params
        self.lr = lr
        self.lr_kind = lr_kind
        self.weight_decay = weight_decay
        self.decay_flags = decay_flags
        self.index = index


def _decays(wd):
    return isinstance(wd, Cell) or wd > 0


_LISTS = (list, tuple, Tensor)     # iterated by the check (an iterator is left alone)
_GROUP_KEYS = ["params", "lr", "weight_decay", "order_params", "grad_centralization"]
_NOT_ITERABLE = {"order_params": "the value of 'order_params' in group parameters should be",
                 "params": "the argument group `params` must be"}


def _check_list_names(params):
    """2.10's Cell check of a list of Parameters set as an attribute: two distinct Parameters
    of one name refuse the whole list (the same Parameter twice is left to the group check)."""
    names = {}
    for p in params:
        if names.setdefault(p.name, p) is not p:
            raise ValueError(f"The value {params} , its name '{p.name}' already exists. Please "
                             f"set a unique name for the parameter.")


def _check_groups(groups):
    """MindSpore's KeyErrors for a group dict with an unknown key or without 'params'."""
    for g in groups:
        if not isinstance(g, dict):
            raise TypeError("For 'Optimizer', all elements of the argument 'parameters' must be "
                            "'Parameter' or 'dict', please check the 'parameters'.")   # 2.10's
        unknown = [k for k in g if k not in _GROUP_KEYS]
        if unknown:
            raise KeyError(f"For 'Optimizer', the key in group params must be one of in "
                           f"{_GROUP_KEYS}, but got {unknown}.")
        if "params" not in g and "order_params" not in g:
            raise KeyError("params")
        if "params" in g and g["params"] is None:
            raise ValueError("For 'Optimizer', the argument group `params` can not be None.")
        for key, what in _NOT_ITERABLE.items():       # 2.10's texts (measured)
            if key in g and not isinstance(g[key], Iterable):
                raise TypeError(f"For 'Optimizer', {what} Iterable type, but got "
                                f"{type(g[key])}.")
        for index, p in enumerate(g.get("params") if isinstance(g.get("params"), _LISTS)
                                  else ()):
            if not isinstance(p, Parameter):
                raise TypeError(f"For 'Optimizer', the element in group parameters must be "
                                f"Parameter type, but got {class_text(p)} at index {index}.")
        if "grad_centralization" in g and not isinstance(g["grad_centralization"], bool):
            raise TypeError(f"For 'Optimizer', the 'gradients_centralization' must be bool type, "
                            f"but got {type(g['grad_centralization'])}.")


def _check_order(order, params):
    """``params`` in the order of ``order``, which must hold exactly the grouped Parameters."""
    if len(order) != len(params):
        raise ValueError(f"For 'Optimizer',the length of order parameters must be the same as "
                         f"the length of group parameters, but got order parameters' length "
                         f"{len(order)}, group parameters' length {len(params)}.")
    ids = {id(p) for p in params}
    for p in order:
        if id(p) not in ids:
            raise ValueError(f"For 'Optimizer', the order parameter "
                             f"'{getattr(p, 'name', p)}' is in no parameter group")
    return list(order)


class _ConvertToCell(Cell):
    """A fixed learning rate Parameter as a Cell (MindSpore's view in a dynamic optimizer). The
    view holds the Parameter, so it is saved under the view's path, as in 2.10."""

    def __init__(self, learning_rate):
        super().__init__(auto_prefix=False)
        self.learning_rate = learning_rate

    def construct(self, global_step=None):
        return self.learning_rate + 0.0


class _IteratorLearningRate(_ConvertToCell):
    """A per-step learning rate Parameter (1-d) as a Cell: its value at ``global_step``, the
    last one repeated."""

    def construct(self, global_step=None):
        n = self.learning_rate.shape[0]
        step = Tensor(np.zeros((1,), np.int32)) if global_step is None else global_step
        return ops.gather(self.learning_rate, ops.minimum(step, n - 1), 0).reshape(())


def _lr_view(opt):
    """MindSpore's ``optimizer.learning_rate``, which also owns the learning rate Parameters (a
    checkpoint has them where 2.10 has them): the Parameter (fixed), a Cell (per step or a
    schedule); with group learning rates one of those per Parameter (a ParameterTuple, or a
    CellList, one view per learning rate, when some rate changes with the step)."""
    views = {}

    def view(group, dynamic):
        if group.lr_kind == "schedule":
            return group.lr
        if group.lr_kind == "dynamic" or dynamic:
            if id(group.lr) not in views:       # groups sharing the default rate share a view
                cls = _IteratorLearningRate if group.lr_kind == "dynamic" else _ConvertToCell
                views[id(group.lr)] = cls(group.lr)
            return views[id(group.lr)]
        return group.lr

    if not opt.is_group_lr:         # every group shares the optimizer's learning rate
        return view(opt._param_groups[0][0], False)
    from ..layer.container import CellList
    if opt.dynamic_lr:
        return CellList([view(g, True) for g, _ in opt._param_groups], auto_prefix=False)
    return ParameterTuple([g.lr for g, _ in opt._param_groups])
