"""Optimizer base: parameter groups, learning rates (number, Tensor/list, schedule), weight
decay, and state Parameters.

An optimizer is a Cell; ``optimizer(grads)`` updates its Parameters. Each group's update is one
fused registry primitive (see ``runtime/primitives/nn.py``) whose results are written with
``write_param``: eagerly in PYNATIVE_MODE, and as Parameter writes of the compiled step while a
GRAPH_MODE trace runs. State (moments, ``global_step``, the learning rates) lives in Parameters
named, placed and flagged (``requires_grad=True``) as MindSpore 2.10's, so that checkpoints move
between the two and compiled steps write it back.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.Dense(2, 1)
>>> opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
>>> w0 = net.weight.asnumpy()
>>> _ = opt((ms.Tensor(np.ones((1, 2), np.float32)), ms.Tensor(np.ones((1,), np.float32))))
>>> np.allclose(net.weight.asnumpy(), w0 - 0.1)
True
"""
import inspect

import numpy as np

from ... import ops
from ...context import get_context
from ...common import dtype as mstype
from ...common._type_text import class_text
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ...parallel.sharding import share_layout
from ..cell import Cell
from ._members import OptimizerMembers
from ..layer._utils import write_param
from ._checks import check_gradients
from ._groups import (_Group, _check_groups, _check_list_names, _check_order, _decays,
                      _default_decay_filter, _lr_view)

__all__ = ["Optimizer"]


def opt_init_args_register(fn):
    """Decorator for an optimizer's ``__init__`` (MindSpore's, used by custom optimizers in zoo
    code): before ``fn`` runs, record its bound arguments, defaults applied, as
    ``init_params = {"params": params}`` (from ``params``, or a wrapped ``optimizer``'s),
    ``init_learning_rate`` (a Tensor as a list; None for a schedule Cell) and the remaining
    arguments in ``init_args``. The wrapper is not ``functools.wraps``-ed, as 2.10's:
    ``inspect.signature`` of the decorated ``__init__`` is ``(self, *args, **kwargs)`` (mindocr's
    optimizer factory reads it to pick its arguments, and asserts ``clip`` is not among them)."""

    def deco(self, *args, **kwargs):
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments)
        arguments.pop("self")
        if "params" in arguments:
            self.init_params = {"params": arguments.pop("params")}
        if "optimizer" in arguments:
            self.init_params = {"params": arguments.pop("optimizer").init_params["params"]}
        if "learning_rate" in arguments:
            lr = arguments.pop("learning_rate")
            self.init_learning_rate = (None if isinstance(lr, Cell) else
                                       lr.asnumpy().tolist() if isinstance(lr, Tensor) else lr)
        self.init_args = arguments
        fn(self, *args, **kwargs)

    return deco


class Optimizer(OptimizerMembers, Cell):
    """Base of all optimizers.

    ``Optimizer(learning_rate, parameters, weight_decay=0.0, loss_scale=1.0)``. ``parameters``
    is a list of Parameters or of group dicts ``{'params': [...], 'lr': ..., 'weight_decay':
    ...}``. ``learning_rate``: a number, a 0-d Tensor, a 1-d Tensor / list (one value per
    step, the last one repeated), or a ``LearningRateSchedule`` Cell called with the step.
    Subclasses implement ``_apply(group, lr, params, grads)``.
    """

    _single_result = False      # construct returns one True per Parameter (2.10's update map)

    def __init__(self, learning_rate, parameters, weight_decay=0.0, loss_scale=1.0):
        super().__init__(auto_prefix=False)
        cls = type(self).__name__
        if parameters is None:
            raise ValueError("For 'Optimizer', the argument parameters can not be None.")
        try:
            parameters = list(parameters)
        except TypeError:
            raise TypeError(f"For 'Optimizer', the argument parameters must be Iterable type, "
                            f"but got {type(parameters)}.") from None
        if not parameters:
            raise ValueError("For 'Optimizer', the argument parameters must not be empty.")
        if not isinstance(loss_scale, (int, float)):   # 2.10 takes ints (and bools) as floats
            raise TypeError(f"For '{cls}', the type of 'loss_scale' should be 'float', but got "
                            f"type '{type(loss_scale).__name__}'.")
        if loss_scale <= 0:
            raise ValueError(f"For '{cls}', the 'loss_scale' must be float and must > 0, but got "
                             f"'{float(loss_scale)}' with type 'float'.")
        self.loss_scale = float(loss_scale)
        default_wd = self._check_wd(weight_decay)
        self.global_step = Parameter(Tensor(np.zeros((1,), np.int32)), name="global_step")
        order = None
        if isinstance(parameters[0], dict):
            _check_groups(parameters)
            specs = [g for g in parameters if "params" in g]
            orders = [g["order_params"] for g in parameters if "order_params" in g]
            order = list(orders[0]) if orders else None
            self.is_group = True
        else:
            specs = [{"params": parameters}]
            self.is_group = False
        self.is_group_params_ordered = order is not None
        self.is_group_lr = any("lr" in g for g in specs)
        self._groups = []
        all_params = []
        default_lr = None
        for i, spec in enumerate(specs):
            ps = list(spec["params"])
            if not ps:
                raise ValueError("For 'Optimizer', the argument group `params` must not be "
                                 "empty.")
            for p in ps:
                if not isinstance(p, Parameter) and not self.is_group:     # 2.10's text
                    raise TypeError("For 'Optimizer', all elements of the argument 'parameters' "
                                    "must be 'Parameter' or 'dict', please check the "
                                    "'parameters'.")
                if not isinstance(p, Parameter):
                    raise TypeError(f"For '{cls}', every element of 'params' must be a "
                                    f"Parameter, but got {type(p).__name__}")
            if self.is_group:       # 2.10 sets the growing list on the Cell: its name check
                _check_list_names(all_params + ps)
            if "lr" in spec:
                lr, kind = self._make_lr(spec["lr"], f"learning_rate_group_{i}")
            else:                 # groups without their own 'lr' share the optimizer's one
                if default_lr is None:
                    default_lr = self._make_lr(learning_rate, "learning_rate")
                lr, kind = default_lr
            if "weight_decay" in spec:
                wd = self._check_wd(spec["weight_decay"])
                flags = tuple(_decays(wd) for _ in ps)
            else:       # 2.10 leaves 'beta'/'gamma' Parameters undecayed without groups only
                wd = default_wd
                flags = tuple(_decays(wd) and (self.is_group or _default_decay_filter(p))
                              for p in ps)
            if isinstance(wd, Cell):
                setattr(self, f"_wd_schedule_{i}", wd)
            self._groups.append(_Group(ps, lr, kind, wd, flags, i))
            all_params.extend(ps)
        seen = set()
        for p in all_params:    # 2.10: a ValueError in one list, a RuntimeError across groups
            if p.name in seen and self.is_group:
                raise RuntimeError(f"For 'Optimizer', the {p.name} parameter already exists, it "
                                   f"does not support repeated setting. Please check whether the "
                                   f"optimizer parameter has been set multiple times.")
            if p.name in seen:
                raise ValueError(f"The value {p!r} , its name '{p.name}' already exists. Please "
                                 f"set a unique name for the parameter.")
            seen.add(p.name)
        sizes = {g.lr.shape[0] for g in self._groups if g.lr_kind == "dynamic"}
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1 and self.is_group_lr:
            sizes.add(learning_rate.shape[0])       # 2.10 checks a group's against it too
        if len(sizes) > 1:
            raise ValueError("For 'Optimizer', the Tensor type dynamic learning rate in group "
                             "must be the same size as the argument 'learning_rate'.")
        if order is not None:       # MindSpore's {'order_params': [...]}: the update order
            all_params = _check_order(order, all_params)
        self._index = {id(p): i for i, p in enumerate(all_params)}
        # per Parameter (in the order of `parameters`): its group and place in that group
        where = {id(p): (g, k) for g in self._groups for k, p in enumerate(g.params)}
        self._param_groups = tuple(where[id(p)] for p in all_params)
        # 2.10's order of the optimizer's own Parameters: global_step, the learning rates
        # (those of a view Cell come after every Parameter), the Parameters, then the states
        self.learning_rate = _lr_view(self)
        self._parameters = ParameterTuple(all_params)
        self.parameters = self._parameters
        self._check_parallel_optimizer()
        # MindSpore's form, which custom optimizers pass to their update functions: a Tensor
        # (times loss_scale, as the gradients are), or with groups one Tensor per Parameter
        self.weight_decay = (tuple(self._wd_form(g.weight_decay) for g, _ in self._param_groups)
                             if self.is_group else self._wd_form(default_wd))

    # ---- construction helpers ---------------------------------------------------------------
    def _wd_form(self, wd):
        return wd if isinstance(wd, Cell) else Tensor(wd * self.loss_scale, mstype.float32)

    def _check_wd(self, wd):
        if isinstance(wd, Cell):
            # a schedule Cell: weight_decay(global_step) each step, where the update reads it:
            # a built-in one that implements it, or one outside minicell with its own construct
            # (it calls get_weight_decay; 2.10's base class takes the Cell)
            if self._dynamic_weight_decay or \
                    not type(self).construct.__module__.startswith("minicell."):
                return wd
            raise TypeError(f"For '{type(self).__name__}', dynamic weight decay is currently not "
                            f"supported, the argument 'weight_decay' or 'weight_decay' set in "
                            f"grouped 'params' must be float or int type.")
        if not isinstance(wd, (int, float)):            # a bool is an int there, as 2.10
            raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int, float "
                            f"or Cell.but got {class_text(wd)}")
        if wd < 0:
            raise ValueError(f"For '{type(self).__name__}', the 'weight_decay' must be float and "
                             f"must >= 0, but got '{float(wd)}' with type 'float'.")
        return float(wd)

    def _make_lr(self, lr, name):
        from ..learning_rate_schedule import LearningRateSchedule
        cls = type(self).__name__
        if isinstance(lr, LearningRateSchedule):
            return lr, "schedule"
        if isinstance(lr, Tensor) and lr.ndim > 1:
            raise ValueError(f"For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                             f"dimension of it should be 0 or 1, but got {lr.ndim}.")
        if isinstance(lr, (list, tuple)) or (isinstance(lr, Tensor) and lr.ndim == 1):
            arr = np.asarray(lr.asnumpy() if isinstance(lr, Tensor) else lr, np.float32)
            kind = "dynamic"
        elif isinstance(lr, Tensor) and lr.ndim == 0:
            arr, kind = np.asarray(lr.asnumpy(), np.float32), "fixed"
        elif isinstance(lr, (int, float)):      # True is 1, as MindSpore takes it
            arr, kind = np.asarray(lr, np.float32), "fixed"
        elif hasattr(lr, "__iter__") and not isinstance(lr, (bytes, dict, Cell)):
            # any other iterable (a generator, range, numpy array): one value per step; a 0-d
            # numpy array is a TypeError as iterating it is, as in MindSpore; a str is iterated
            # too (2.10: the ValueError of converting its characters to floats)
            arr, kind = np.asarray(list(lr), np.float32).reshape(-1), "dynamic"
        else:
            raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float, "
                            f"Tensor, Iterable or LearningRateSchedule, but got "
                            f"{class_text(lr)}.")
        if isinstance(lr, (int, float)) and lr < 0:   # MindSpore checks only a number
            raise ValueError(f"For '{cls}', the 'learning rate' must be float and must >= 0, but "
                             f"got '{float(lr)}' with type 'float'.")
        return Parameter(Tensor(arr), name=name), kind

    def _state(self, prefix, params, init="zeros", sep="."):
        """State Parameters ``<prefix><sep><param name>`` (registered on the Cell), filled with
        zeros, a number ``init``, or ``init(param)``'s array; each ``requires_grad`` as its
        Parameter (2.10 clones them)."""
        out = []
        for p in params:
            if init == "zeros" or isinstance(init, (int, float)):
                arr = np.full(p.shape, 0 if init == "zeros" else init, p.dtype.np_dtype)
            else:
                arr = init(p)
            name = f"{prefix}{sep}{p.name}"
            s = Parameter(Tensor(arr), name=name, requires_grad=p.requires_grad)
            share_layout(p, s)          # sliced like its Parameter (SEMI_AUTO_PARALLEL)
            self._params[name] = s
            out.append(s)
        return ParameterTuple(out)

    # ---- MindSpore's read-only views ------------------------------------------------------------
    @property
    def dynamic_lr(self):
        """True when some group's learning rate changes with the step (a list or schedule)."""
        return any(g.lr_kind != "fixed" for g in self._groups)

    @property
    def decay_flags(self):
        """Per Parameter: whether weight decay applies to it."""
        return tuple(g.decay_flags[k] for g, k in self._param_groups)

    @property
    def unique(self):
        """MindSpore's switch for making sparse gradients unique before the update: True unless
        set (2.10's default); minicell's updates take dense gradients, so it changes nothing."""
        return self.__dict__.get("_unique", True)

    @unique.setter
    def unique(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"For 'Optimizer', the property 'unique' must be bool, but got "
                            f"{type(value)}")
        object.__setattr__(self, "_unique", value)

    @property
    def target(self):
        """The device the update runs on: 'CPU' unless set (the update runs where JAX runs)."""
        return self.__dict__.get("_target", "CPU")

    @target.setter
    def target(self, value):
        self._set_base_target(value)
        object.__setattr__(self, "_target", value)

    def _is_dynamic_lr_or_weight_decay(self):
        """Whether ``global_step`` must advance (a learning rate or weight decay schedule)."""
        return self.dynamic_lr or self.dynamic_weight_decay

    def _set_base_target(self, value):
        """MindSpore's ``target`` setter checks; the update runs where JAX runs whatever it is."""
        if not isinstance(value, str):
            raise TypeError(f"For 'Optimizer', the property 'target' must be string, but got "
                            f"{type(value)}")
        if value not in ("CPU", "Ascend", "GPU"):
            raise ValueError(f"For 'Optimizer', the property 'target' must be one of ['CPU', "
                             f"'Ascend' ,'GPU'], but got {value}")
        if value != "CPU" and get_context("device_target") == "CPU":
            raise ValueError("For 'Optimizer', the property 'target' cannot be set to 'GPU' or "
                             "'Ascend' in the 'CPU' environment.")

    # ---- the step -----------------------------------------------------------------------------
    def _group_lr(self, group):
        if group.lr_kind == "fixed":
            return group.lr
        if group.lr_kind == "dynamic":
            # no clamp: a step past the list's end is Gather's out-of-range RuntimeError, as
            # 2.10's CPU kernel (measured, both modes: the step stops, nothing is updated)
            return ops.gather(group.lr, self.global_step, 0).reshape(())
        return ops.cast(group.lr(ops.cast(self.global_step, mstype.int32)), mstype.float32) \
            .reshape(())

    def get_lr(self):
        """The current learning rate; with per-group rates, 2.10's tuple of one rate per
        Parameter, in the optimizer's Parameter order (``order_params`` included)."""
        if not self.is_group_lr:
            return self._group_lr(self._groups[0])
        lrs = {id(g): self._group_lr(g) for g in self._groups}
        return tuple(lrs[id(g)] for g, _ in self._param_groups)

    def get_lr_parameter(self, param):
        """The learning rate (Parameter or schedule) used for ``param``; a list of them for a
        list of Parameters."""
        cls = type(self).__name__
        if isinstance(param, list):
            for p in param:
                if not isinstance(p, Parameter):
                    raise TypeError(f"For '{cls}', the type of 'parameter' should be "
                                    f"'Parameter', but got type '{type(p).__name__}'.")
            return [self.get_lr_parameter(p) for p in param]
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'get_lr_parameter', the 'param' must be 'Parameter' or "
                            f"'list' type, but got {type(param)}.")
        for g in self._groups:
            if any(p is param for p in g.params):
                return g.lr
        raise ValueError(f"For 'get_lr_parameter', '{param.name}' is not optimised by "
                         f"{type(self).__name__}")

    def decay_weight(self, gradients, group=None):
        """L2 weight decay folded into the gradients: g + wd * p where the group decays p.
        Without ``group`` (MindSpore's signature), over all the optimizer's Parameters."""
        if group is None:
            out, start = [], 0
            for g in self._groups:
                out.extend(self.decay_weight(gradients[start:start + len(g.params)], g))
                start += len(g.params)
            return tuple(out)
        wd = self._group_wd(group)
        if not isinstance(wd, Tensor) and not wd:
            return gradients
        return tuple(g + p * wd if flag else g
                     for g, p, flag in zip(gradients, group.params, group.decay_flags))

    def _group_wd(self, group):
        """The group's weight decay now: its number, or its schedule Cell at ``global_step``."""
        wd = group.weight_decay
        if isinstance(wd, Cell):
            return ops.cast(wd(self.global_step), mstype.float32).reshape(())
        return wd

    def scale_grad(self, gradients):
        if self.loss_scale == 1.0:
            return gradients
        return tuple(g * (1.0 / self.loss_scale) for g in gradients)

    def check_gradients(self, gradients):
        """Raise before any write when ``gradients`` cannot update the parameters (a count or a
        shape that differs), so that a failed step leaves every Parameter and state as it was."""
        return check_gradients(type(self).__name__, self._parameters, gradients)

    def construct(self, gradients=None):
        if type(self)._apply is Optimizer._apply:
            raise NotImplementedError   # 2.10's base construct, whatever it is given (measured)
        gradients = self.scale_grad(self.check_gradients(gradients))
        for group in self._groups:
            self._apply(group, self._group_lr(group), group.params,
                        tuple(self._pick(gradients, group.params)))
        write_param(self.global_step, self.global_step + 1)
        # 2.10 returns its per-Parameter update results, one True each (ASGD and Rprop: True)
        return True if self._single_result else (True,) * len(self._parameters)

    # traced as plain Python in GRAPH_MODE: the loop runs over the Python list of groups, the
    # branch reads a class (~13 ms to convert); a subclass's own construct is still converted
    construct.__minicell_noconvert__ = True

    def _apply(self, group, lr, params, grads):
        raise NotImplementedError(f"{type(self).__name__} must implement _apply")

    def _pick(self, states, params):
        """The entries of a per-parameter state tuple belonging to ``params``."""
        return [states[self._index[id(p)]] for p in params]

    @staticmethod
    def _write_all(targets, values):
        for t, v in zip(targets, values):
            write_param(t, v)
