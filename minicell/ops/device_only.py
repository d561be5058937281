"""Primitives with no kernel on this device (Ascend float-status registers, the dataset-queue
``GetNext``): the classes exist and construct, and calling one raises the RuntimeError
MindSpore raises on CPU. Rows in ``rows_more.py``.

>>> from minicell import ops
>>> ops.NPUAllocFloatStatus()()
Traceback (most recent call last):
...
RuntimeError: Unsupported op [NPUAllocFloatStatus] on CPU, Please confirm whether the device target setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator support list.
"""
import jax

from ..common import dtype as mstype
from ..runtime.dispatch import running_eagerly, state as dispatch_state
from .primitive import Primitive


class _DeviceOnly(Primitive):

    def __init__(self, *args, **kwargs):
        Primitive.__init__(self, type(self).__name__)
        for k, v in kwargs.items():
            self.add_prim_attr(k, v)
        self._args = args

    def __call__(self, *args):
        if hasattr(self, "infer_shape") and not running_eagerly():
            # a graph node that fails only where its value is needed: 2.10 drops dead ones
            # before it selects kernels (compiler/kernelless.py)
            return dispatch_state.tracer.kernelless(self, args)
        device = jax.default_backend().upper()
        raise RuntimeError(f"Unsupported op [{self.name}] on {device}, Please confirm whether "
                           f"the device target setting is correct, or refer to 'mindspore.ops' "
                           f"at https://www.mindspore.cn to query the operator support list.")


class NPUAllocFloatStatus(_DeviceOnly):
    """Ascend only: allocates the float-status register."""

    def infer_shape(self):
        return [8]

    def infer_dtype(self):
        return mstype.float32


class NPUGetFloatStatus(_DeviceOnly):
    """Ascend only: reads the float-status register."""

    def infer_shape(self, x):
        return x

    def infer_dtype(self, x):
        return x


class NPUClearFloatStatus(NPUGetFloatStatus):
    """Ascend only: clears the float-status register."""


class FloatStatus(_DeviceOnly):
    """No CPU kernel in MindSpore 2.10: whether a tensor holds inf/NaN."""


class GetNext(_DeviceOnly):
    """``GetNext(types, shapes, output_num, shared_name)``: reads a device dataset queue."""

    def __init__(self, types, shapes, output_num, shared_name):
        super().__init__(types=types, shapes=shapes, output_num=output_num,
                         shared_name=shared_name)


class FusedWeightScaleApplyMomentum(_DeviceOnly):
    """Ascend only: momentum with the weight scaled and decayed in one kernel (MindSpore 2.10
    constructs it on CPU and fails to select a kernel when it is called)."""


class Push(_DeviceOnly):
    """``Push(optim_type='ApplyMomentum', only_shape_indices=None)``: sends gradients to a
    parameter server (MindSpore's PS mode; no CPU kernel)."""

    def __init__(self, optim_type='ApplyMomentum', only_shape_indices=None):
        super().__init__(optim_type=optim_type, only_shape_indices=only_shape_indices,
                         primitive_target="CPU", side_effect_hidden=True)


class Pull(_DeviceOnly):
    """``Pull()``: reads weights back from a parameter server (no CPU kernel)."""

    def __init__(self):
        super().__init__(primitive_target="CPU")


class _Unregistered(_DeviceOnly):
    """A generated (``ops.auto_generate``) Primitive with no kernel registered on this device:
    MindSpore 2.10 constructs it and fails when it selects the kernel at the call."""

    _dim_at = None      # where the call's ``dim`` argument is, when 2.10's infer checks it

    def __call__(self, *args, **kwargs):
        if self._dim_at is not None:
            _check_dim(self.name, args, kwargs, *self._dim_at)
        raise RuntimeError(f"The kernel {self.name} unregistered.")


class _KernelSelectRefused(_Unregistered):
    """A generated Primitive whose kernel exists on Ascend only: 2.10's kernel selection
    refuses it on this device with its 'Unsupported op' banner."""

    def __call__(self, *args, **kwargs):
        from .. import context
        rule = "-" * 52
        raise RuntimeError(f"\n{rule}\n- Kernel select failed:\n{rule}\nUnsupported op "
                           f"[{self.name}] on {context.get_context('device_target')}, Please "
                           f"confirm whether the device target setting is correct, or refer to "
                           f"'mindspore.ops' at https://www.mindspore.cn to query the operator "
                           f"support list.")


def _check_dim(name, args, kwargs, position, default):
    """2.10's shape inference runs before the kernel is selected: a ``dim`` out of the input's
    range is its ValueError, not the missing kernel's RuntimeError."""
    dim = args[position] if len(args) > position else kwargs.get("dim", default)
    shape = getattr(args[0] if args else kwargs.get("input"), "shape", None)
    if shape is None or not isinstance(dim, int) or isinstance(dim, bool):
        return
    rank = max(len(shape), 1)
    if not -rank <= dim < rank:
        raise ValueError(f"For primitive[{name}], the dim must be in [{-rank},{rank - 1}], "
                         f"but got {dim}.")


def _unregistered(name, params=(), dim_at=None, base=None):
    """A ``_Unregistered`` class called ``name`` whose constructor takes 2.10's ``params``
    (``(name, default)`` pairs, ``default`` ``_REQUIRED`` for a required one) as attributes;
    ``dim_at``: ``(position, default)`` of a call's ``dim`` that 2.10's infer checks first."""
    def __init__(self, *args, **kwargs):
        names = [p for p, _ in params]
        if len(args) > len(names) or any(k not in names for k in kwargs):
            raise TypeError(f"{name}.__init__() takes the arguments {names}, got {args} "
                            f"{kwargs}")
        given = dict(zip(names, args), **kwargs)
        vals = {}       # in the signature's order, as 2.10 adds them (its repr shows it)
        for p, d in params:
            if p not in given and d is _REQUIRED:
                raise TypeError(f"missing a required argument: '{p}'")
            vals[p] = given.get(p, d)
        if vals.get("input_layout") in _LAYOUTS:     # 2.10 keeps the layout's enum value
            vals["input_layout"] = _LAYOUTS[vals["input_layout"]]
        _DeviceOnly.__init__(self, **vals)
    doc = f"``{name}``: no kernel in MindSpore 2.10 on CPU."
    return type(name, (base or _Unregistered,),
                {"__init__": __init__, "_dim_at": dim_at, "__doc__": doc})


_REQUIRED = object()
# 2.10's attention input-layout enum (measured through the Primitives' reprs)
_LAYOUTS = {"BSH": 0, "BNSD": 1, "SBH": 2, "BSND": 3, "TND": 4, "NSD": 6, "BNSD_BSND": 8}
_PA = (("head_num", _REQUIRED), ("scale_value", _REQUIRED), ("kv_head_num", _REQUIRED),
       ("kv_cache_quant_mode", "DEFAULT"))
# ops.auto_generate.gen_ops_prim classes MindSpore 2.10 has no CPU kernel for (mint's Ascend
# pyboost kernels, mindformers' fused inference kernels)
UNREGISTERED = [_unregistered("CumsumExt", dim_at=(1, None)),
                _unregistered("SortExt", dim_at=(1, -1))] + [_unregistered(n) for n in (
    "IndexSelect", "Outer", "FmodScalar", "TopkExt", "Swiglu",
    "DropoutExt", "GroupedMatmulV4", "MoeFinalizeRouting", "MoeInitRoutingV2",
    "MoeTokenUnpermute", "FusedAddTopKDiv", "RotaryPositionEmbedding", "LinSpaceExt",
    "MoeGatingTopKSoftmax")] + [
    _unregistered("FusedInferAttentionScore", (
        ("num_heads", 1), ("scale_value", 1.0), ("pre_tokens", 2147483647),
        ("next_tokens", 2147483647), ("input_layout", "BSH"), ("num_key_value_heads", 0),
        ("sparse_mode", 0), ("inner_precise", 1), ("block_size", 0), ("antiquant_mode", 0),
        ("softmax_lse_flag", False), ("key_antiquant_mode", 0), ("value_antiquant_mode", 0))),
    _unregistered("StackExt", (("dim", 0),)), _unregistered("OneHotExt", (("axis", -1),)),
    _unregistered("GroupedMatmul", (("split_item", 0), ("group_type", -1),
                                    ("transpose_a", False), ("transpose_b", False)))]
# the same, internal in ops.operations.nn_ops (mindformers imports it at module level)
UNREGISTERED_NN = [_unregistered("PromptFlashAttention", (
    ("num_heads", 1), ("scale_value", 1.0), ("pre_tokens", 2147483647), ("next_tokens", 0),
    ("input_layout", "BSH"), ("num_key_value_heads", 0), ("sparse_mode", 0),
    ("inner_precise", 1))), _unregistered("IncreFlashAttention", (
    ("num_heads", 1), ("input_layout", "BSH"), ("scale_value", 1.0), ("num_key_value_heads", 0),
    ("block_size", 0), ("inner_precise", 1))), _unregistered("FlashAttentionScore", (
    ("head_num", _REQUIRED), ("keep_prob", 1.0), ("scale_value", 1.0),
    ("pre_tokens", 2147483647), ("next_tokens", 2147483647), ("inner_precise", 0),
    ("input_layout", "BSH"), ("sparse_mode", 0)))]
# internal in ops.operations._inner_ops (MoE routing): 2.10's kernel selection refuses them
UNREGISTERED_INNER = [_unregistered(n, base=_KernelSelectRefused)
                      for n in ("TopPRouter", "TopKRouter")]
# the same, public in 2.10 as ops.X and P.X as well
UNREGISTERED_PUBLIC = [
    _unregistered("ReshapeAndCache"), _unregistered("GroupTopk"),
    _unregistered("ApplyRotaryPosEmb", (("cos_format", 0),)),
    _unregistered("PagedAttention", _PA + (("mask_mode", "MASK_DEFAULT"), ("mla_v_dim", 0))),
    _unregistered("PagedAttentionMask", _PA)]
