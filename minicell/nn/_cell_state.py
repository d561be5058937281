"""Cell state and printing: ``set_train``/``phase``, ``set_grad``, ``to_float``, ``apply``,
flags and ``repr`` (a mixin of ``Cell``; the Cell keeps registration and traversal)."""
import inspect
from .._check_jit_forbidden_api import jit_forbidden_register
from .. import log as logger
from .._checkparam import check_non_negative_int
from ..common._type_text import class_text
from ._cell_base import precision_record


def _named_inputs(construct, kwargs):
    """``set_inputs(y=...)``'s signature as 2.10 keeps it: the position of each named input of
    ``construct`` and its declared Tensor, and the number of inputs."""
    names = [p.name for p in inspect.signature(construct).parameters.values()
             if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    for key in kwargs:
        if key not in names:
            raise ValueError(f"For dict mode, valid key is {names}, but got {key}!")
    return {"arg_specified_infos": sorted([names.index(k), v] for k, v in kwargs.items()),
            "total_arg_length": len(names)}


class CellStateMixin:
    """State switches of a Cell. They write with ``object.__setattr__`` so that a GRAPH_MODE
    trace (which watches ``Cell.__setattr__``) never sees them as graph side effects."""

    # the signature set_inputs records (MindSpore's Cell attribute, read directly by MindSpore's
    # test helpers); None until set_inputs
    _dynamic_shape_inputs = None
    _scope = None       # MindSpore's Cell attribute: 'recompute_' after recompute(), else None

    @property
    def cls_name(self):
        """The Cell's class name."""
        return type(self).__name__

    def set_train(self, mode=True):
        """Training (``True``, phase ``'train'``) or inference (phase ``'predict'``), recursively;
        returns self.

        >>> from minicell import nn
        >>> nn.Cell().set_train(False).phase
        'predict'
        """
        # ``training`` keeps the value as given (2.10 does not convert: set_train(1).training
        # is 1), its truth picks the phase
        object.__setattr__(self, "phase", "train" if mode else "predict")   # this Cell only,
        for _, cell in self.cells_and_names():                               # as MindSpore
            object.__setattr__(cell, "training", mode)
        return self

    @property
    def _phase(self):
        """MindSpore's private spelling of ``phase`` (zoo constructs test
        ``self._phase == 'train'``)."""
        return self.phase

    @_phase.setter
    def _phase(self, value):
        object.__setattr__(self, "phase", value)

    def set_grad(self, requires_grad=True):
        """Mark this Cell as the top of a gradient computation (PYNATIVE_MODE); returns self."""
        object.__setattr__(self, "requires_grad", requires_grad)   # as given, as 2.10
        return self

    def to_float(self, dst_type):
        """Run this Cell and its children with inputs cast to ``dst_type`` (float16, bfloat16 or
        float32); a later call on a child overrides it there. As 2.10, the three flags ``fp16``,
        ``fp32`` and ``bf16`` are added to every Cell (``get_flags()``). Returns self.

        >>> import minicell as ms
        >>> ms.nn.Cell().to_float(ms.float16).get_flags()
        {'fp16': True, 'fp32': False, 'bf16': False}
        """
        from ..common import dtype as mstype
        # only a minicell dtype: a name ('float16') or a numpy type is rejected, as in 2.10
        dst = dst_type if isinstance(dst_type, mstype.Type) else None
        if dst not in (mstype.float16, mstype.float32, mstype.bfloat16):
            raise ValueError(f"For 'to_float', the argument 'dst_type' must be mstype.float32, "
                             f"mstype.float16 or mstype.bfloat16, but got type: "
                             f"{class_text(dst_type)} and value: {dst_type}.")
        return self.add_flags_recursive(fp16=dst == mstype.float16, fp32=dst == mstype.float32,
                                        bf16=dst == mstype.bfloat16)

    def apply(self, fn):
        """Call ``fn(cell)`` on every child (depth first) and then on self; returns self.

        >>> from minicell import nn
        >>> seen = []
        >>> _ = nn.SequentialCell([nn.Cell()]).apply(lambda c: seen.append(c.cls_name))
        >>> seen
        ['Cell', 'SequentialCell']
        """
        for cell in self.cells():
            cell.apply(fn)
        fn(self)
        return self

    # ---- flags ------------------------------------------------------------------------------
    def add_flags(self, **flags):
        """Set flags on this Cell: kept in ``_flags`` and, as MindSpore does, also set as
        attributes (``net.add_flags(is_first_iteration=False)`` then ``net.is_first_iteration``
        is False). A true ``fp16`` / ``fp32`` / ``bf16`` flag sets this Cell's precision as
        ``to_float`` does (2.10's ``_add_mixed_precision_flag``; a false one changes nothing).
        Returns self."""
        self._flags.update(flags)
        self.__dict__.update(flags)
        from ..common import dtype as mstype
        for key, dtype in (("fp16", mstype.float16), ("fp32", mstype.float32),
                           ("bf16", mstype.bfloat16)):
            if flags.get(key, False):
                object.__setattr__(self, "_mixed_precision_type", dtype)
                self.set_mixed_precision_type(precision_record(dtype))
        return self

    def add_flags_recursive(self, **flags):
        """``add_flags`` on this Cell and every descendant; returns self."""
        for _, cell in self.cells_and_names():
            cell.add_flags(**flags)
        return self

    def get_flags(self):
        """The compile flags of this Cell."""
        return self._flags

    @jit_forbidden_register
    def to(self, *args, **kwargs):
        """Cast every floating-point Parameter and buffer to ``dtype`` (positional or keyword; a
        device argument is accepted and ignored: minicell has one host); returns self."""
        from ..common import dtype as mstype
        from ..ops.rows_tensor import check_device_name
        dtype = kwargs.pop("dtype", None)
        kwargs_device = kwargs.pop("device", None)
        kwargs.pop("non_blocking", None)
        if kwargs:
            raise TypeError(f"Cell.to() got unexpected keyword arguments {sorted(kwargs)}")
        for a in args + ((kwargs_device,) if kwargs_device is not None else ()):
            if isinstance(a, mstype.Type):
                dtype = a
            elif isinstance(a, str):
                check_device_name(a)
            elif a is not None:                 # 2.10's signature check (an int, a type)
                raise TypeError(f'Failed calling Cell.to with "Cell.to({type(a).__name__})". The '
                                f'valid calling should be: "Cell.to(device=<None, string>, '
                                f'dtype=<None, mstype>, non_blocking=<bool>)"')
        if dtype is None:
            return self
        if dtype not in mstype.float_type:
            raise TypeError(f"Cell.to only accepts floating point or complex dtypes, but got "
                            f"desired dtype={dtype}")
        from .. import ops
        states = [p for _, p in self.parameters_and_names()] + list(self.buffers())
        for p in states:                       # buffers too, as 2.10
            if p.dtype in mstype.float_type and p.dtype != dtype:
                p._set_array(ops.cast(p, dtype)._data)
        return self

    def set_boost(self, boost_type):
        """MindSpore's boost switch: only ``'less_bn'``, set as a flag on every Cell."""
        if boost_type not in ("less_bn",):
            raise ValueError(f"For 'set_boost', the argument 'boost_type' must be 'less_bn', but "
                             f"got {boost_type}.")
        return self.add_flags_recursive(less_bn=True)

    def set_jit_config(self, jit_config):
        """Record a ``JitConfig`` for this Cell's compilation, as 2.10: only the first call
        takes (later ones warn and are ignored); minicell compiles the same way whatever the
        level, so the config is kept for ``jit_config_dict`` only.

        >>> import minicell as ms
        >>> net = ms.nn.Cell()
        >>> net.set_jit_config(ms.JitConfig(jit_level="O0"))
        >>> net.jit_config_dict["jit_level"]
        'O0'
        """
        if self.jit_config_dict:
            logger.warning("For Cell, jit config can only be set once, ignore this setting.")
        else:
            object.__setattr__(self, "_jit_config_dict", jit_config.jit_config_dict)

    @property
    def jit_config_dict(self):
        """The dict of the ``JitConfig`` given to ``set_jit_config`` (empty before)."""
        return self.__dict__.get("_jit_config_dict", {})

    def set_broadcast_flag(self, mode=True):
        """Flag every Cell for parameter broadcast (a no-op on one device)."""
        return self.add_flags_recursive(broadcast_flag=mode)

    def set_comm_fusion(self, fusion_type, recurse=True):
        """Tag the trainable Parameters with a communication-fusion group (used by parallel
        training; recorded only)."""
        check_non_negative_int(fusion_type)     # 2.10's Validator check (measured)
        for param in self.trainable_params(recurse):
            param.comm_fusion = fusion_type
        return self

    def flatten_weights(self, fusion_size=0):
        """MindSpore's request to move the trainable Parameters' data into contiguous memory
        chunks, one per dtype (at most ``fusion_size`` bytes each; 0: unlimited), so that its
        fused optimizer kernels update them in one launch. The values, names and trainability
        of the Parameters do not change; only the memory layout would.

        minicell keeps each Parameter as its own JAX array, and JAX arrays are separate
        immutable buffers: they cannot be views into one shared chunk. The request is checked
        and has nothing to change; the fusion it is for happens anyway, as a GRAPH_MODE
        training step (forward, backward and every optimizer update) is one XLA computation,
        whose compiler fuses the per-Parameter updates.

        >>> from minicell import nn
        >>> nn.Dense(2, 2).flatten_weights(fusion_size=1024) is None
        True
        """
        if isinstance(fusion_size, bool) or not isinstance(fusion_size, int):
            raise TypeError(f"For 'flatten_weights', 'fusion_size' must be an int, but got "
                            f"{type(fusion_size).__name__}.")
        if fusion_size < 0:
            raise ValueError(f"Negative 'fusion_size' {fusion_size} is invalid.")

    def recompute(self, *args, use_reentrant=True, output_recompute=False, early_stop=True,
                  context_fn=None, **kwargs):
        """Mark this Cell (and its sub-cells) for activation recomputation in the backward
        pass. Recomputation only trades memory for time, so results are unchanged; minicell
        records the request (the ``output_recompute`` flag, as MindSpore) and XLA decides
        rematerialisation. It takes keyword arguments only (2.10's signature binding's
        TypeError for a positional one)."""
        if args:
            raise TypeError("too many positional arguments")
        known = ("mp_comm_recompute", "parallel_optimizer_comm_recompute",
                 "recompute_slice_activation")
        for key in kwargs:
            if key not in known:
                raise ValueError(f"For 'recompute', keyword '{key}' is not recognized! the key "
                                 f"kwargs must be 'mp_comm_recompute', "
                                 f"'parallel_optimizer_comm_recompute', "
                                 f"'recompute_slice_activation'")
            if key != "recompute_slice_activation" and kwargs[key] is not None and \
                    not isinstance(kwargs[key], bool):      # 2.10 takes None as not given
                raise TypeError(f"The parameter '{key}' must be {bool}, but got "
                                f"{type(kwargs[key])}")
        if not isinstance(output_recompute, bool):
            raise TypeError(f"The 'output_recompute' must be a bool, but got "
                            f"{type(output_recompute).__name__}")
        self.add_flags(output_recompute=output_recompute)
        for _, cell in self.cells_and_names():
            cell.__dict__["_recompute"] = True
            cell.__dict__["_scope"] = "recompute_"
        return None

    def get_scope(self):
        """The Cell's scope in the network: None, or ``'recompute_'`` after ``recompute()``
        (MindSpore's)."""
        return self.__dict__.get("_scope")

    def shard(self, in_strategy, out_strategy=None, parameter_plan=None):
        """Sharding strategies for parallel execution; like MindSpore on a single device
        (group size 1) this returns without effect."""
        return None

    def set_data_parallel(self):
        """Ask auto-parallel to give the Cell's primitives a data-parallel strategy; on one
        device this returns None without effect in either mode (measured on MindSpore 2.10)."""
        return None

    def remove_redundant_parameters(self):
        """Deprecated in MindSpore: logs its warning, keeps every Parameter and returns None."""
        from .. import log
        log.warning("'remove_redundant_parameters' will be deprecated in future versions.")

    def set_inputs(self, *inputs, **kwargs):
        """Record the (dynamic-shape) input signature; ``get_inputs`` returns it."""
        if kwargs and inputs:
            raise ValueError(f"For Cell, set_inputs should only set inputs or kwargs(inputs: "
                             f"{inputs}, kwargs: {kwargs})!")
        from .. import context
        if inputs and context.get_context("mode") == context.GRAPH_MODE:
            # 2.10 checks the signature against construct's arguments here, in GRAPH_MODE
            from ..compiler.set_inputs import check_arity
            check_arity(type(self), inputs, {})
        self.__dict__["_dynamic_shape_inputs"] = _named_inputs(self.construct, kwargs) \
            if kwargs else inputs
        self.__dict__["_compiled"].pop("__cache__", None)   # GRAPH_MODE checks calls again

    def get_inputs(self):
        """The inputs given to ``set_inputs`` (None when never set)."""
        return self.__dict__.get("_dynamic_shape_inputs")

    @jit_forbidden_register
    def get_sub_cell(self, target):
        """The sub-cell at dotted path ``target`` (``''`` is this Cell)."""
        if target == "":
            return self
        cell = self
        for item in target.split("."):
            if not hasattr(cell, item):
                raise AttributeError(f"{type(cell).__name__} has no attribute `{item}`")
            cell = getattr(cell, item)
            if not isinstance(cell, CellStateMixin):
                raise AttributeError(f"`{item}` is not an nn.Cell")
        return cell

    def update_cell_type(self, cell_type):
        """Set ``cell_type`` (a label used by quantization tools)."""
        self.__dict__["cell_type"] = cell_type

    def update_cell_prefix(self):
        """Record each sub-cell's path as its ``param_prefix``."""
        for name, cell in self.cells_and_names():
            cell.__dict__["param_prefix"] = name

    # ---- printing ---------------------------------------------------------------------------
    def _set_jit_graph_name(self, name):
        """The name ``jit(cell)`` compiles this Cell's construct under (MindSpore's graph
        name): ``jit`` of the Cell after a rename compiles it again."""
        object.__setattr__(self, "_jit_graph_name", name)

    def extend_repr(self):
        """Extra text inside this Cell's ``repr`` parentheses (layers override it)."""
        return ""

    def __repr__(self):
        extra = self.extend_repr()
        extra_lines = extra.split("\n") if extra else []
        child_lines = []
        for name, cell in self._cells.items():
            text = repr(cell).replace("\n", "\n  ")
            child_lines.append(f"({name}): {text}")
        lines = extra_lines + child_lines
        body = ""
        if len(extra_lines) == 1 and not child_lines:
            body = extra_lines[0]
        elif lines:
            body = "\n  " + "\n  ".join(lines) + "\n"
        return f"{type(self).__name__}({body})"

    def __str__(self):
        return self.__repr__()
