"""``mindspore.experimental.optim.Optimizer``: the PyTorch-style optimizer base (also the base
of ``mint.optim``).

``Optimizer(params, defaults)`` keeps ``param_groups``, a list of dicts (``'params'`` plus the
group's options, missing ones taken from ``defaults``), ``defaults``, ``state`` and
``parameters`` (every group's Parameters, in order; ``group_start_id[i]`` is where group ``i``
starts). Each group's ``'lr'`` is a 0-d float32 Parameter (``learning_rate_group_<i>``, also in
``lrs``): schedulers write it, and a compiled step reads it as an input, so a new rate is seen
by the next step without compiling again. Changing any other option of a group
(``opt.param_groups[1]['betas'] = (0.8, 0.9)``) is seen by the next step in both modes (a
GRAPH_MODE step compiles again).

``optimizer(gradients)`` takes one gradient per Parameter of ``parameters``. Subclasses give
``_update(group, lr, params, grads, first)``; the base negates the gradients of a
``maximize`` group and adds ``weight_decay * param`` (L2) unless ``_l2_decay`` is False.

>>> import minicell as ms, numpy as np
>>> from minicell.experimental import optim
>>> w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")
>>> opt = optim.SGD([w], lr=0.5)
>>> opt((ms.Tensor(np.array([1.0, 1.0], np.float32)),))
True
>>> w.asnumpy().tolist()
[0.5, 1.5]
>>> opt.param_groups[0]["lr"]
Parameter (name=learning_rate_group_0, shape=(), dtype=Float32, requires_grad=True)
"""
from collections import defaultdict
from collections.abc import Iterable

import numpy as np

from ... import _checkparam as validator
from ... import log as logger
from ... import ops
from ...common import dtype as mstype
from ...common._members import NotifyingDict, changed
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ...nn.cell import Cell
from ...nn.layer._utils import write_param
from ...nn.optim._checks import check_gradients

__all__ = ["Optimizer"]


class _GroupsVersion:
    """Stands for the options of an optimizer's groups in its compiled step's cache key
    (``compiler.cache.Structure`` keys on the identity of ``_graph_attr`` attributes): a new
    one after every change makes the next GRAPH_MODE call of the optimizer trace again."""

    _graph_attr = True


class _ParamGroup(NotifyingDict, dict):
    """A parameter group: a dict whose changes after construction mark the optimizer's
    structure changed, so a compiled step traces the new options (PYNATIVE_MODE reads them on
    every step anyway)."""

    def __init__(self, owner, items):
        super().__init__(items)
        self._owner = owner

    def _changed(self):
        self._owner.__dict__["_groups_version"] = _GroupsVersion()
        changed(self._owner)

    def __reduce__(self):     # a copy or pickle is a plain dict
        return (dict, (dict(self),))


def check_greater(value, name, cls, bound=0.0):
    """2.10's ValueError for ``value <= bound`` (lr, eps of most optimizers)."""
    if value <= bound:
        raise ValueError(f"For {cls}, the {name} must be greater than {bound}, but got {value}.")


def check_not_less(value, name, cls, bound=0.0):
    """2.10's ValueError for ``value < bound`` (weight_decay, lr_decay, momentum...)."""
    if value < bound:
        raise ValueError(f"For {cls}, the {name} must be greater than or equal to {bound}, but "
                         f"got {value}.")


def check_adam_args(lr, betas, eps, weight_decay):
    """PyTorch's checks (and messages), which 2.10's Adam and AdamW keep."""
    if lr < 0.0:
        raise ValueError(f"Invalid learning rate: {lr}")
    if eps < 0.0:
        raise ValueError(f"Invalid epsilon value: {eps}")
    for i in (0, 1):
        if not 0.0 <= betas[i] < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {betas[i]}")
    if weight_decay < 0.0:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


class Optimizer(Cell):
    """Base of the PyTorch-style optimizers (see the module docstring)."""

    _l2_decay = True        # the base adds weight_decay * param to the gradients

    def __init__(self, params, defaults):
        super().__init__(auto_prefix=False)
        groups = self._parameters_base_check(params, "params")
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        self.parameters = []
        self.lrs = []
        self.group_start_id = [0]
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for group in groups:
            self.add_param_group(group)
        self.parameters = ParameterTuple(self.parameters)
        self._built = True

    def __repr__(self):
        lines = [type(self).__name__ + " ("]
        for i, group in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            for key in sorted(group):
                if key == "params":
                    continue
                value = group[key]
                if key == "lr" and isinstance(value, Parameter):
                    value = value.value()
                lines.append(f"    {key}: {value}")
        return "\n".join(lines) + "\n)"

    def add_param_group(self, param_group):
        """Add a group (a dict with ``'params'`` and its own options) to ``param_groups``."""
        group_id = len(self.param_groups)
        param_group = self._preprocess_param_group(param_group)
        self.parameters = tuple(self.parameters) + tuple(param_group["params"])
        for name, default in self.defaults.items():
            param_group.setdefault(name, default)
        lr = self._build_single_lr(param_group.get("lr"), f"learning_rate_group_{group_id}")
        param_group["lr"] = lr
        param_group["weight_decay"] = self._preprocess_weight_decay(
            param_group.get("weight_decay", 0.0))
        self.lrs.append(lr)
        if param_group.get("amsgrad") and getattr(self, "max_v_group", False):
            param_group["max_exp_avg_sq"] = ParameterTuple(param_group["params"]).clone(
                prefix="max_exp_avg_sq", init="zeros")
        self.param_groups.append(_ParamGroup(self, param_group))
        self.group_start_id.append(self.group_start_id[-1] + len(param_group["params"]))
        if self.__dict__.get("_built"):   # after construction: state for the new Parameters
            self.parameters = ParameterTuple(self.parameters)
            self._make_state(param_group["params"])
            changed(self)

    # per-Parameter state: (attribute, name prefix, initial value, one scalar per Parameter)
    _STATE = ()

    def _make_state(self, params):
        """Create (or extend, for a group added later) the ``_STATE`` Parameters: clones of
        ``params`` named ``<prefix>.<name>``, or 0-d ones named ``<prefix>_<name>``."""
        for attr, prefix, init, scalar in self._STATE:
            if scalar:
                new = [Parameter(Tensor(np.float32(init)), f"{prefix}_{p.name}") for p in params]
            else:
                new = ParameterTuple(params).clone(prefix=prefix, init=init)
            old = getattr(self, attr, None)
            value = tuple(old or ()) + tuple(new)
            setattr(self, attr, list(value) if scalar else ParameterTuple(value))

    @staticmethod
    def _parameters_base_check(parameters, param_info):
        if parameters is None:
            raise ValueError(f"For 'Optimizer', the argument {param_info} can not be None.")
        if not isinstance(parameters, Iterable):
            raise TypeError(f"For 'Optimizer', the argument {param_info} must be Iterable type, "
                            f"but got {type(parameters)}.")
        parameters = list(parameters)
        if not parameters:
            raise ValueError(f"For 'Optimizer', the argument {param_info} must not be empty.")
        return parameters

    def _preprocess_param_group(self, param_group):
        if not isinstance(param_group, dict):
            raise TypeError("Param group must be a dict.")
        param_group = dict(param_group)
        params = param_group["params"]
        if isinstance(params, Parameter):
            params = [params]
        elif isinstance(params, set):
            raise TypeError("Optimizer parameters need to be organized in ordered collections, "
                            "but the ordering of tensors in sets will change between runs. Please "
                            "use a list instead.")
        params = list(params)
        for p in params:
            if not isinstance(p, Parameter):    # 2.10 adds the class to a str (measured)
                meta = "_TensorMeta" if isinstance(p, Tensor) else type(type(p)).__name__
                raise TypeError(f'can only concatenate str (not "{meta}") to str')
        if len({id(p) for p in params}) != len(params):
            logger.warning("Optimizer contains a parameter group with duplicate parameters.")
        seen = {id(p) for group in self.param_groups for p in group["params"]}
        if any(id(p) in seen for p in params):
            raise ValueError("some parameters appear in more than one parameter group.")
        param_group["params"] = params
        return param_group

    def _build_single_lr(self, lr, name):
        """The group's learning rate as a 0-d float32 Parameter."""
        if isinstance(lr, (float, int)):
            lr = float(lr)
            validator.check_non_negative_float(lr, "learning rate", self.cls_name)
            return Parameter(Tensor(np.float32(lr)), name)
        if isinstance(lr, Tensor):
            if lr.ndim == 0:
                return Parameter(lr.astype(mstype.float32), name)
            raise ValueError("For 'Optimizer', if 'learning_rate' is a Tensor, then it should be "
                             "scalar Tensor")
        raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float or "
                        f"Tensor, but got {type(lr)}.")

    def _preprocess_weight_decay(self, weight_decay):
        if isinstance(weight_decay, (float, int)):
            weight_decay = float(weight_decay)
            validator.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
            return weight_decay
        raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int or float.but "
                        f"got {type(weight_decay)}")

    @property
    def cls_name(self):
        return type(self).__name__

    # ---- the step -----------------------------------------------------------------------------
    def _decay_weight(self, weight_decay, params, gradients):
        """L2 weight decay: ``grad + weight_decay * param`` (the gradients as they are for 0)."""
        if weight_decay == 0.0:
            return tuple(gradients)
        return tuple(g + p * weight_decay for p, g in zip(params, gradients))

    def _advance(self):
        """Move the step counters before the groups update (subclasses with one)."""

    def construct(self, gradients):
        gradients = check_gradients(self.cls_name, self.parameters, gradients)
        self._advance()
        for group_id, group in enumerate(self.param_groups):
            start, end = self.group_start_id[group_id], self.group_start_id[group_id + 1]
            params = self.parameters[start:end]
            grads = tuple(gradients[start:end])
            if group.get("maximize"):
                grads = tuple(ops.neg(g) for g in grads)
            if self._l2_decay:
                grads = self._decay_weight(group["weight_decay"], params, grads)
            lr = group["lr"]
            if isinstance(lr, (int, float)):   # a number set in the group by hand
                lr = Tensor(np.float32(lr))
            self._update(group, lr, params, grads, start)
        return True

    def _update(self, group, lr, params, grads, start):
        raise NotImplementedError(f"{type(self).__name__} must implement _update")

    @staticmethod
    def _write(targets, values):
        for t, v in zip(targets, values):
            write_param(t, v)
