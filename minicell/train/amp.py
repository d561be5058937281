"""Mixed precision: ``auto_mixed_precision`` (O0-O3), ``custom_mixed_precision``,
``build_train_network`` and the white/black lists.

MindSpore rewrites a network's source for O1 and custom white lists; minicell works on the Cell
tree instead: a white-listed Cell runs in the low precision (``to_float``) with its output cast
back to float32, a black-listed Cell runs in float32 with its output cast to the low precision;
a white-listed Primitive called in the user's code casts around its call (``_amp_o1``).
``amp_level='auto'`` casts per operator instead (ops/_amp_auto.py). MindSpore 2.10 on CPU
refuses a loss-scale manager that drops overflowing updates (and so ``level='O2'``, whose
default is a ``DynamicLossScaleManager``); minicell builds ``TrainOneStepWithLossScaleCell``
for it.
"""
import inspect
import types

from .. import _checkparam as _validator, nn, ops
from ..ops import _amp_auto
from . import _amp_o1
from ..common import dtype as mstype
from ..common.tensor import Tensor
from .loss_scale_manager import DynamicLossScaleManager, LossScaleManager

__all__ = ["auto_mixed_precision", "custom_mixed_precision", "build_train_network",
           "get_white_list", "get_black_list"]

_WHITE_NAMES = ("Conv1d", "Conv2d", "Conv3d", "Conv1dTranspose", "Conv2dTranspose",
                "Conv3dTranspose", "Dense", "LSTMCell", "RNNCell", "GRUCell")
_WHITE_PRIMS = ("Conv2D", "Conv3D", "Conv2DTranspose", "Conv3DTranspose", "Conv2DBackpropInput",
                "MatMul", "BatchMatMul", "PReLU", "ReLU", "Ger")
AMP_WHITE_LIST = [getattr(nn, n) for n in _WHITE_NAMES if hasattr(nn, n)] + \
    [getattr(ops, n) for n in _WHITE_PRIMS if hasattr(ops, n)]
AMP_BLACK_LIST = [nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d, nn.LayerNorm]
_LEVELS = ("O0", "O1", "O2", "O3", "auto")
_LOW = (mstype.float16, mstype.bfloat16)


def _cast_floats(out, dtype):
    if isinstance(out, Tensor):
        return ops.cast(out, dtype) if out.dtype in (mstype.float16, mstype.bfloat16,
                                                      mstype.float32, mstype.float64) else out
    if isinstance(out, (tuple, list)):
        return type(out)(_cast_floats(o, dtype) for o in out)
    return out


class _OutputTo(nn.Cell):
    """Runs ``backbone`` and casts its floating outputs to ``dtype``."""

    def __init__(self, backbone, dtype):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self.dtype = dtype

    def construct(self, *args):
        return _cast_floats(self._backbone(*args), self.dtype)


class _OutputTo16(_OutputTo):
    """MindSpore's private wrapper that casts ``backbone``'s floating outputs to float16."""

    def __init__(self, backbone, dtype=mstype.float16):
        super().__init__(backbone, dtype)


class _OutputTo32(_OutputTo):
    """MindSpore's private wrapper that casts ``backbone``'s floating outputs back to float32
    (tests and user code wrap a network's loss with it)."""

    def __init__(self, backbone):
        super().__init__(backbone, mstype.float32)


def _rewrite_children(network, wrap):
    """Replace every descendant Cell ``c`` for which ``wrap(c)`` is not None by that result."""
    changed = False
    for name, child in list(network._cells.items()):
        if child is None or child is network:
            continue
        new = wrap(child)
        if new is None:
            _rewrite_children(child, wrap)
        else:
            network._cells[name] = new
            changed = True
    return changed


_OPT_CLASSES = {}


def _output_to32_class(cls):
    """``cls`` with its floating outputs cast to float32, named as 2.10's rewritten class
    (``DenseOpt``); one class per ``cls``."""
    if cls not in _OPT_CLASSES:
        class Opt(cls):
            def construct(self, *args, **kwargs):
                return _cast_floats(super().construct(*args, **kwargs), mstype.float32)
        Opt.__name__ = Opt.__qualname__ = cls.__name__ + "Opt"
        _OPT_CLASSES[cls] = _OPT_CLASSES[Opt] = Opt
    return _OPT_CLASSES[cls]


def _white(network, white_list, dtype):
    """A white-listed Cell stays where it is (its Parameters keep their paths, ``fc.weight``, as
    2.10's rewritten network) and becomes its ``...Opt`` subclass: inputs in ``dtype``, floating
    outputs float32. A white-listed Primitive called in the user's code is cast alike
    (``_amp_o1``)."""
    def wrap(cell):
        if isinstance(cell, tuple(c for c in white_list if issubclass(c, nn.Cell))):
            cell.to_float(dtype).__class__ = _output_to32_class(type(cell))
            return cell
        return None
    _amp_o1.mark(network, tuple(c for c in white_list if issubclass(c, ops.Primitive)), dtype,
                 _cast_floats)
    _rewrite_children(network, wrap)
    return network


def _black(network, black_list, dtype):
    network.to_float(dtype)

    def wrap(cell):
        if isinstance(cell, tuple(black_list)):
            return _OutputTo16(cell.to_float(mstype.float32), dtype)    # 2.10's classes
        return None
    _rewrite_children(network, wrap)
    return _OutputTo32(network)


def auto_mixed_precision(network, amp_level="O0", dtype=mstype.float16):
    """``network`` in mixed precision: O0 unchanged; O1 white-listed Cells (Dense, Conv...) in
    ``dtype``; O2 all but BatchNorm/LayerNorm in ``dtype``; O3 all in ``dtype``. Outputs float32."""
    if not isinstance(network, nn.Cell):
        if amp_level != "auto":
            raise TypeError(f"For amp_level '{amp_level}', the network type should be Cell.")
        if not inspect.isfunction(network) and not inspect.ismethod(network):
            raise TypeError("For amp_level 'auto', the network type should be Cell or "
                            "function.")
    if dtype not in _LOW:
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got "
                         f"{dtype}.")
    if amp_level == "O0":
        return network
    if amp_level == "O1":
        network = _white(network, AMP_WHITE_LIST, dtype)
    elif amp_level == "O2":
        network = _black(network, AMP_BLACK_LIST, dtype)
    elif amp_level == "O3":
        network.to_float(dtype)
        network = _OutputTo32(network)
    elif amp_level == "auto":
        network = _auto(network, dtype)
    else:
        raise ValueError(f"The amp level {amp_level} is not supported")
    network._amp_level = amp_level
    return network


def _auto(network, dtype):
    """Amp level "auto" (ops/_amp_auto.py): a function runs inside a casting scope; a Cell's
    ``construct`` is replaced on the instance by one that does, as 2.10 does."""
    if isinstance(network, nn.Cell):
        network.construct = types.MethodType(
            _amp_auto.decorate(type(network).construct, dtype), network)
        return network
    return _amp_auto.decorate(network, dtype)


def _check_list(custom, name):
    if not isinstance(custom, list):
        raise TypeError(f"The type of {name} should be list, but got {type(custom)}")
    for elem in custom:
        if not isinstance(elem, type):
            raise TypeError(f"The element in {name} should be a class, but got {elem}")
        if name == "black_list" and not issubclass(elem, nn.Cell):
            raise TypeError(f"The subclass of element in {name} should be one of 'Cell', but got "
                            f"{elem}")


def custom_mixed_precision(network, *, white_list=None, black_list=None, dtype=mstype.float16):
    """Mixed precision by a custom ``white_list`` (Cells run in ``dtype``) or ``black_list``
    (everything else runs in ``dtype``)."""
    if not isinstance(network, nn.Cell):
        raise TypeError("The network type should be Cell.")
    if white_list is None and black_list is None:
        raise ValueError("For custom_mixed_precision, one of white_list and black_list must be "
                         "provided.")
    if white_list is not None and black_list is not None:
        raise ValueError("For custom_mixed_precision, the white_list or black_list cannot be "
                         "provided at the same time, please provide one or the other.")
    if dtype not in _LOW:
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got "
                         f"{dtype}.")
    if white_list is not None:
        _check_list(white_list, "white_list")
        return _white(network, white_list, dtype)
    _check_list(black_list, "black_list")
    return _black(network, black_list, dtype)


def get_white_list():
    """A copy of the O1 white list."""
    return AMP_WHITE_LIST.copy()


def get_black_list():
    """A copy of the O2 black list."""
    return AMP_BLACK_LIST.copy()


_CONFIG = {
    "O0": (False, mstype.float32, None), "O1": (False, mstype.float32, None),
    "O2": (True, mstype.float16, DynamicLossScaleManager), "O3": (False, mstype.float16, None),
    "auto": (False, mstype.float32, None),
}


class _WithLossCast(nn.Cell):
    """``loss_fn(float32(backbone(data)), float32(label))`` for low-precision backbones."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label):
        out = _cast_floats(self._backbone(data), mstype.float32)
        return self._loss_fn(out, _cast_floats(label, mstype.float32))


def check_keep_batchnorm_fp32(kwargs):
    """``keep_batchnorm_fp32`` (a kwarg of ``build_train_network`` and ``Model``) is a bool:
    2.10's TypeError when the network is built."""
    value = kwargs.get("keep_batchnorm_fp32", False)
    if not isinstance(value, bool):
        raise TypeError(f"The type of 'keep_batchnorm_fp32' should be 'bool', but got type "
                        f"'{type(value).__name__}'.")


def _check_cpu_loss_scale():
    """2.10 on CPU (without GE) has no overflow-checking training step: a loss-scale manager
    with an update cell (DynamicLossScaleManager, FixedLossScaleManager with
    drop_overflow_update=True, amp level O2's default) is refused, measured (Model and
    build_train_network, both modes). device_target 'GPU'/'Ascend' keeps the loss-scale step."""
    from ..context import get_context
    if not get_context("enable_ge") and get_context("device_target") == "CPU":
        raise ValueError("Only `loss_scale_manager=None` or "
                         "`loss_scale_manager=FixedLossScaleManager(drop_overflow_update=False)`"
                         "are supported on device `CPU`. ")


def build_train_network(network, optimizer, loss_fn=None, level="O0", boost_level="O0", **kwargs):
    """The training Cell for ``network``: mixed precision per ``level``, ``loss_fn`` attached,
    wrapped in ``TrainOneStepCell`` (or ``TrainOneStepWithLossScaleCell`` when the loss-scale
    manager drops overflowing updates). kwargs: cast_model_type, keep_batchnorm_fp32,
    loss_scale_manager."""
    if not isinstance(optimizer, nn.Optimizer):
        raise TypeError(f"The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                        f"'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                        f"'{type(optimizer).__name__}'.")
    if not isinstance(level, str):
        raise TypeError(f"The argument `level` must be a string in {list(_LEVELS)},but got type "
                        f"{type(level)}.")
    if level not in _LEVELS:
        raise ValueError(f"The 'level' should be in : {list(_LEVELS)}, but got {level}.")
    if boost_level not in ("O0", "O1", "O2"):
        raise ValueError(f"The 'boost_level' should be in : ['O0', 'O1', 'O2'], but got "
                         f"{boost_level}.")
    for key in kwargs:
        if key not in ("cast_model_type", "keep_batchnorm_fp32", "loss_scale_manager"):
            raise ValueError(f"Unsupported arg '{key}'")
    if "cast_model_type" in kwargs:
        _validator.check_type_name("cast_model_type", kwargs["cast_model_type"],
                                   [mstype.float16, mstype.float32], None)
    check_keep_batchnorm_fp32(kwargs)
    if not isinstance(network, nn.Cell):      # 2.10: its mixed-precision pass, at every level
        raise TypeError(f"For amp_level '{level}', the network type should be Cell.")
    keep_bn, cast_type, manager_cls = _CONFIG[level]
    keep_bn = kwargs.get("keep_batchnorm_fp32", keep_bn)
    cast_type = kwargs.get("cast_model_type", cast_type)
    manager = kwargs["loss_scale_manager"] if "loss_scale_manager" in kwargs else \
        (manager_cls() if manager_cls else None)
    if manager is not None and not isinstance(manager, LossScaleManager):
        raise TypeError(f"The type of 'loss_scale_manager' should be one of "
                        f"'['LossScaleManager', 'GroupLossScaleManager']', but got type "
                        f"'{type(manager).__name__}'.")
    if cast_type == mstype.float16 or (not keep_bn and level == "O2"):
        # cast in place, BatchNorm kept in float32 (_OutputTo16), the outputs left in float16:
        # 2.10's build_train_network, unlike auto_mixed_precision's O2/O3 (measured: the train
        # step's loss is Float16; O2 with cast_model_type=float32 and keep_batchnorm_fp32=False
        # casts too)
        _black(network, AMP_BLACK_LIST if keep_bn and cast_type == mstype.float16 else [],
               mstype.float16)      # (its _OutputTo32 wrapper is not used)
    elif level in ("O1", "auto"):
        network = auto_mixed_precision(network, level)
    if loss_fn:
        if not isinstance(loss_fn, nn.Cell):
            raise TypeError(f"The type of 'loss_fn' should be 'Cell', but got type "
                            f"'{type(loss_fn).__name__}'.")     # 2.10's text (measured: a str)
        low = cast_type == mstype.float16 or getattr(network, "_amp_level", None) in ("O2", "O3")
        network = _WithLossCast(network, loss_fn) if low else nn.WithLossCell(network, loss_fn)
    if manager is not None:
        update_cell = manager.get_update_cell()
        if update_cell is not None:
            _check_cpu_loss_scale()
            return nn.TrainOneStepWithLossScaleCell(network, optimizer,
                                                    scale_sense=update_cell).set_train()
        return nn.TrainOneStepCell(network, optimizer, manager.get_loss_scale()).set_train()
    return nn.TrainOneStepCell(network, optimizer).set_train()
