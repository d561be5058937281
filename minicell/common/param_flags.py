"""The name and flags of a Parameter, kept in its ParamInfo record (``ParamFlags``, a mixin
of ``Parameter``), and the automatic ``Parameter#N`` names.

MindSpore 2.10's setters check their values' types (``p.requires_grad = 1`` is a TypeError);
the record (``param_info``) is what ``clone()`` and mindformers' optimizers swap.
"""
import itertools
import re

from .param_info import ParamInfo

# MindSpore 2.10 creates one unnamed Parameter while importing, so a user's first is #2.
_unnamed = itertools.count(2)
_GENERATED = re.compile(r"Parameter#\d+$")


def is_generated_name(name):
    """True for the automatic ``Parameter#N`` names (a Cell renames those to the attribute)."""
    return _GENERATED.match(name) is not None


def _is_parameter_generated(param_name):
    """MindSpore's private spelling of ``is_generated_name`` (False for a non-string)."""
    return isinstance(param_name, str) and is_generated_name(param_name)


def _check_place(storage_format, device):
    """2.10's refusals of a Parameter's ``storage_format`` (a str, set through pybind11) and
    ``device`` ('CPU' or 'Remote'), with the texts 2.10 prints (measured). Neither changes
    anything here."""
    if not isinstance(storage_format, str):
        raise TypeError("(): incompatible function arguments. The following argument types are "
                        "supported:\n    1. (arg0: mindspore._c_expression.ParamInfo, arg1: "
                        "str) -> None")
    if device is not None and device not in ("CPU", "Remote"):
        raise ValueError(f"Only 'CPU' and 'Remote' is supported for device, but got ${device}.")


def _check_name(name):
    if name is not None and not isinstance(name, str):
        raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got "
                         f"{type(name)}.")
    if name is not None and len(name) > 1024:     # MindSpore 2.10's PARAMETER_NAME limit
        raise ValueError(f"The length of the '{name}' name should be less than 1024.")


def _given_or_auto(name):
    """The given name, or ``Parameter#N`` for None or an empty (or blank) one, as 2.10."""
    return name if name and name.strip() else f"Parameter#{next(_unnamed)}"


def _flag(arg, value):
    if not isinstance(value, bool):
        raise TypeError(f"The argument `{arg}` must be bool type.")
    return value


class ParamFlags:
    """The ParamInfo-backed properties of ``Parameter`` (no state of its own)."""

    __slots__ = ()

    # ---- naming: the name and flags live in the ParamInfo record ---------------------------
    @property
    def param_info(self):
        """The Parameter's ParamInfo record (name and flags); assigning another record (a
        ``clone()``) gives this Parameter that record's name and flags."""
        return self._info

    @param_info.setter
    def param_info(self, info):
        if not isinstance(info, ParamInfo):     # 2.10's message (it reads info.obj)
            raise AttributeError(f"'{type(info).__name__}' object has no attribute 'obj'")
        info._obj = self
        self._info = info

    @property
    def requires_grad(self):
        """Whether gradients are taken with respect to this Parameter (a bool)."""
        return self._info.requires_grad

    @requires_grad.setter
    def requires_grad(self, value):
        if not isinstance(value, bool):             # a numpy bool too, as 2.10
            raise TypeError("The argument `requires_grad` must be bool type")
        self._info.requires_grad = value

    @property
    def name(self):
        """The Parameter's name (``net.weight`` once a Cell with ``auto_prefix`` holds it)."""
        return self._info.name

    @name.setter
    def name(self, value):
        _check_name(value)
        self._info.name = _given_or_auto(value)

    # ---- parallel flags: 2.10's setters check their types ----------------------------------
    @property
    def layerwise_parallel(self):
        """Whether the Parameter is sliced per device in layerwise parallel mode (a bool)."""
        return self._info.layerwise_parallel

    @layerwise_parallel.setter
    def layerwise_parallel(self, value):
        self._info.layerwise_parallel = _flag("layerwise_parallel", value)

    @property
    def parallel_optimizer(self):
        """Whether the optimizer shards this Parameter under parallel training (a bool)."""
        return self._info.parallel_optimizer

    @parallel_optimizer.setter
    def parallel_optimizer(self, value):
        self._info.parallel_optimizer = _flag("parallel_optimizer", value)

    @property
    def comm_fusion(self):
        """The communication fusion group of the Parameter's gradient (an int >= 0; 1)."""
        return self._info.comm_fusion

    @comm_fusion.setter
    def comm_fusion(self, value):
        if isinstance(value, bool):                 # 2.10's text for a bool
            raise TypeError(f"The input value must be int and must >= 0, but got '{value}' "
                            f"with type 'bool'.")
        if not isinstance(value, int):
            raise TypeError(f"The input value must be int, but got '{type(value).__name__}'")
        if value < 0:
            raise ValueError(f"The input value must be int and must >= 0, but got '{value}' "
                             f"with type 'int'.")
        self._info.comm_fusion = value

    @property
    def parallel_optimizer_comm_recompute(self):
        """Whether optimizer-parallel communication of this Parameter is recomputed (a bool)."""
        return self._info.parallel_optimizer_comm_recompute

    @parallel_optimizer_comm_recompute.setter
    def parallel_optimizer_comm_recompute(self, value):
        if not isinstance(value, bool):             # 2.10's check_bool text
            raise TypeError(f"The input value must be a bool, but got {type(value).__name__}.")
        self._info.parallel_optimizer_comm_recompute = value

    # ---- embedding-cache flags (parameter-server bookkeeping; nothing here reads them) ---
    @property
    def cache_enable(self):
        """Whether the Parameter is an embedding cache (a bool; False)."""
        return self._info.cache_enable

    @cache_enable.setter
    def cache_enable(self, value):
        self._info.cache_enable = _flag("cache_enable", value)

    @property
    def cache_shape(self):
        """The embedding cache's shape, a list (2.10 reads its tuple back as one; [])."""
        return list(getattr(self._info, "cache_shape", ()))

    @cache_shape.setter
    def cache_shape(self, value):
        if not isinstance(value, (tuple, list)):
            raise TypeError("The argument `cache_shape` must be tuple or list type.")
        self._info.cache_shape = tuple(value)

    @property
    def key(self):
        """The parameter-server key of the Parameter (an int; -1)."""
        return self._info.key

    @key.setter
    def key(self, value):
        if not isinstance(value, int):
            raise TypeError("The argument `key` must be int type.")
        self._info.key = int(value)
