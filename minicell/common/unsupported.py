"""MindSpore 2.10 public names that minicell deliberately does not have, each with the reason.

Reading one (``ms.DeviceCtx``, ``from minicell import Stream``) raises
``UnsupportedError`` (an ``ImportError``, so ``from minicell import X`` shows the reason too)
saying why, instead of a bare ``AttributeError``. ``docs/api_coverage.md`` lists these names with
their reasons. Names that scripts import at module level but call only in some paths
(``load_mindir``, MindRecord's ``TFRecordToMR``) import as stand-ins that raise when called.

>>> import minicell as ms
>>> try:
...     ms.convert_model("net.onnx", "net.mindir", "MINDIR")
... except ms.UnsupportedError as e:
...     print(str(e).split(":")[0])
mindspore.convert_model is not supported by minicell
"""
import sys

MINDIR = ("it works on MindSpore's protobuf MindIR (read by MindSpore's runtime and MindSpore "
          "Lite); minicell's export/load write and read minicell's own MINDIR files "
          "(serialized StableHLO, run by nn.GraphCell) and cannot read MindSpore's")
ASCEND = ("it drives Ascend-NPU hardware (kernels, memory or launch features) that has no "
          "counterpart in JAX's CPU/GPU/TPU backends")
REWRITE = ("mindspore.rewrite edits MindSpore's parsed network graphs; minicell's GRAPH_MODE "
           "IR is built from construct's source on each compile and is not user-editable")
STREAMS = ("JAX allocates device memory itself (XLA's allocator) and takes no user memory pools, "
           "allocators or storages")
STREAM_LIMIT = ("it limits the Ascend cube and vector cores a stream may use, which no JAX "
                "backend partitions")
CUSTOM_BACKEND = ("it registers passes or kernels into MindSpore's C++ compiler and runtime; "
                  "minicell lowers to jax.jit (write a registry op in runtime/primitives)")

UNSUPPORTED = {
    "mindspore": {
        **dict.fromkeys(("load_mindir", "save_mindir", "export_split_mindir",
                         "convert_model"), MINDIR),
        **dict.fromkeys(("SymbolTree", "Node", "NodeType", "ScopedValue", "ValueType"), REWRITE),
        **dict.fromkeys(("MemPool", "PluggableAllocator", "use_mem_pool", "memory_replay",
                         "DeviceCtx"), STREAMS),
        **dict.fromkeys(("StreamLimitCtx", "get_stream_limit", "set_stream_limit",
                         "reset_stream_limit"), STREAM_LIMIT),
        **dict.fromkeys(("hifloat8", "set_kernel_launch_group", "set_kernel_launch_capture",
                         "mindio_preload", "set_mindio_server_info",
                         "TrainFaultTolerance"), ASCEND),
        **dict.fromkeys(("register_custom_pass", "register_custom_backend", "CustomPassType",
                         "register_op_infer", "register_op_wrapper", "clear_op_infer",
                         "clear_op_wrapper"), CUSTOM_BACKEND),
        "sync_pipeline_shared_parameters": (
            "it sends a Parameter shared by two pipeline stages between them; minicell has no "
            "pipeline stages (a shared Parameter is one global array)"),
    },
}
INTERNAL = ("it is a name of MindSpore's own implementation (its graph compiler's frontend, "
            "generated op bindings or op-registration machinery) that mindspore.ops happens to "
            "export, not an operation a network calls")
ASCEND_KERNEL = ("it is an Ascend-only fused kernel (MindSpore 2.10 has no CPU kernel for it "
                 "either); write it with the plain ops (matmul, softmax, ...) or "
                 "nn.MultiheadAttention, which XLA fuses on every backend")
UNSUPPORTED["mindspore.ops"] = {
    **dict.fromkeys((
        "arg_dtype_cast", "arg_handler", "cpp_create_prim_instance_helper", "gen_extend_func",
        "tensor_operator_registry", "prim_arg_register",
        "linalg_ops", "other_ops", "iter_converter", "ms_hasnext", "ms_next",
        "augassign_add", "augassign_div",
        "augassign_floordiv", "augassign_mod", "augassign_mul", "augassign_sub", "UpdateState",
        "J", "geswitch", "merge", "SelectView",
        "TransposeView", "TransposeExtView", "SliceGetItem", "Reusing",
        "make_map_parameter", "DtypeToEnum", "env_get", "environ_add", "environ_create",
        "environ_get", "environ_set", "broadcast_gradient_args", "reduced_shape",
        "array_reduce", "tensor_slice", "is_tensor_bool_cond", "PyExecute",
        "zip_operation", "distribute", "embed", "ref_to_embed"),
        INTERNAL),
    "recompute_block": "MindSpore 2.10's recompute_block is an unfinished graph-compiler hook: "
                       "it returns None in PYNATIVE_MODE and fails to compile in GRAPH_MODE; "
                       "mark recomputation with Cell.recompute() or mindspore.recompute(block, "
                       "*args)",
    **dict.fromkeys((
        "flash_attention_score", "fused_infer_attention_score", "incre_flash_attention",
        "prompt_flash_attention", "sparse_flash_attention", "speed_fusion_attention",
        "moe_distribute_combine", "moe_distribute_dispatch", "moe_init_routing_v2",
        "moe_token_permute", "moe_token_unpermute", "nsa_compress", "nsa_compress_attention",
        "nsa_select_attention", "lightning_indexer", "add_layer_norm", "add_rms_norm",
        "all_gather_matmul", "matmul_reduce_scatter", "ring_attention_update",
        "MapCacheIdx"), ASCEND_KERNEL),
    **dict.fromkeys(("CustomOpBuilder", "kernel", "ms_kernel"), CUSTOM_BACKEND),
}
UNSUPPORTED["mindspore.ops.primitive"] = dict.fromkeys((
    "Primitive_", "PrimitiveFunction_", "SUPPORTED_TUPLE_IN_TUPLE_STRATEGY", "jit_context",
    "prim_arg_register", "prim_type"), INTERNAL)
UNSUPPORTED["mindspore.nn"] = {
    **dict.fromkeys(("thor", "DenseThor", "Conv2dThor", "EmbeddingThor", "EmbeddingLookupThor"),
                    "MindSpore's THOR second-order optimizer and its layers (DenseThor, "
                    "Conv2dThor) are Ascend/GPU kernels; train with a first-order optimizer "
                    "(nn.Momentum, nn.AdamWeightDecay)"),
    "OptTFTWrapper": ASCEND,
}
# (is_pinned, is_shared, is_meta, data_ptr, get_bytes: common/tensor_funcs.py;
# untyped_storage: common/byte_storage.py)
UNSUPPORTED["Tensor"] = dict.fromkeys((
    "offload", "offload_file_path", "pin_memory", "storage",
    "set_device_address", "param_info", "set_param_info",
    "virtual_flag", "wait_pipeline", "flush_from_cache", "delta_seed", "index_of_parent_",
    "parent_tensor_", "getitem_index_info", "setitem_index_info", "assign_value_cpp",
    "convert_bytes_to_tensor", "set_cast_dtype",
    "set_init_flag", "delete_"),
    "it exposes MindSpore's runtime internals of a Tensor (device addresses, storage, offload "
    "and pipeline bookkeeping); a minicell Tensor wraps one immutable jax.Array, whose buffer "
    "JAX manages (Tensor.to_dlpack() shares it)")
UNSUPPORTED["mindspore.runtime"] = {
    n: UNSUPPORTED["mindspore"][n] for n in (
        "MemPool", "PluggableAllocator", "use_mem_pool", "memory_replay", "StreamLimitCtx",
        "get_stream_limit", "set_stream_limit", "reset_stream_limit", "set_kernel_launch_group",
        "set_kernel_launch_capture")}
UNSUPPORTED["mindspore.parallel"] = {
    "sync_pipeline_shared_parameters": UNSUPPORTED["mindspore"]["sync_pipeline_shared_parameters"]}
UNSUPPORTED["mindspore.common"] = {
    n: UNSUPPORTED["mindspore"][n] for n in (
        "DeviceCtx", "hifloat8", "load_mindir",
        "mindio_preload", "save_mindir",
        "set_mindio_server_info")}
UNSUPPORTED["mindspore.train.callback"] = {
    "TrainFaultTolerance": UNSUPPORTED["mindspore"]["TrainFaultTolerance"]}
UNSUPPORTED["mindspore.experimental"] = {
    "MapParameter": "it is the embedding table of MindSpore's parameter-server and Ascend "
                    "embedding-cache training (keys hashed to rows on the server); use "
                    "nn.Embedding, whose table is one sharded jax.Array"}
UNSUPPORTED["mindspore.utils"] = {
    **dict.fromkeys(("RSCPluginHandle", "TFTCommValue"),
                    "it configures MindSpore's training fault tolerance (MindIO/MindX TTP, UCE, "
                    "ARF) of Ascend clusters"),
    "dryrun": "dryrun simulates an Ascend run (memory, compilation) without the device; "
              "jax.jit(f).lower(...).compile().memory_analysis() gives minicell's figures",
}
UNSUPPORTED["mindspore._c_expression"] = {
    "CommExecOrderChecker": "it records, in MindSpore's runtime, the communication operators each "
                            "rank of an Ascend cluster runs; minicell's collectives run inside "
                            "XLA programs, which keep no such record "
                            "(utils.runtime_execution_order_check reads MindSpore's records)",
    "init_exec_dataset": "it hands a dataset's device queue to MindSpore's runtime for sink mode; "
                         "minicell has no device queue (sink mode iterates the dataset in the "
                         "caller's thread, train/dataset_helper.py)"}
UNSUPPORTED["mindspore.boost"] = dict.fromkeys((
    "AdaSum", "AutoBoost", "BoostTrainOneStepCell", "BoostTrainOneStepWithLossScaleCell",
    "DimReduce", "FreezeOpt", "GradientFreeze", "GroupLossScaleManager", "LessBN",
    "OptimizerProcess", "ParameterProcess", "freeze_cell"),
    "MindSpore's boost algorithms (less BatchNorm, gradient freezing, AdaSum, dimension "
    "reduction) rewrite a network to trade accuracy for Ascend training throughput; minicell "
    "trains the network as written (GradientAccumulation is provided)")
UNSUPPORTED["mindspore.train"] = {
    n: UNSUPPORTED["mindspore"][n] for n in ("export_split_mindir", "TrainFaultTolerance")}

UNSUPPORTED["mindspore.train._utils"] = dict.fromkeys((
    "get_parameter_redundancy", "remove_param_redundancy"),
    "it reads which ranks hold copies of each Parameter slice from MindSpore's parallel layouts "
    "(a strategy checkpoint or parameter_layout_dict); a sharded minicell Parameter is one "
    "global jax.Array, which save_checkpoint writes whole from any rank")

UNSUPPORTED["mindspore.mindrecord"] = {
    "TFRecordToMR": "MindSpore converts TFRecord files through TensorFlow; read them with "
                    "minicell.dataset.TFRecordDataset and write the rows with FileWriter",
}
UNSUPPORTED["mindspore.dataset"] = {
    "OBSMindDataset": "it streams MindRecord files from Huawei Cloud OBS storage; copy them to "
                      "a local disk and read them with MindDataset",
}
UNSUPPORTED["mindspore.ops.operations._rl_inner_ops"] = {
    "CudnnGRU": "it is a cuDNN-only GPU kernel taking cuDNN's flat weight layout; use nn.GRU "
                "(minicell's RNN cells run on every JAX backend)",
}


class UnsupportedError(ImportError):
    """A MindSpore name minicell deliberately does not provide; the message says why."""


def reason(namespace, name):
    """The reason ``namespace.name`` is absent, or None when it is not listed."""
    return UNSUPPORTED.get(namespace, {}).get(name)


TCPSTORE = ("it is a client/server key-value store on its own host and port (MindSpore's C++ "
            "TCPStore); minicell's ranks share the key-value store of JAX's coordination "
            "service, which msrun's init() joins, and open no other server")
UNSUPPORTED["mindspore.ops.communication"] = {"TCPStore": TCPSTORE}
UNSUPPORTED["mindspore.dataset.transforms"] = {
    "Plugin": "it loads a MindData plugin (a C++ shared library built against MindSpore's data "
              "engine) into MindSpore's C++ pipeline; minicell's pipeline runs Python callables "
              "(map a function over the column)"}
UNSUPPORTED["mindspore.ops"].update({
    "TCPStore": TCPSTORE,
})


def install(module_name, namespace):
    """Give module ``module_name`` a ``__getattr__`` raising ``UnsupportedError`` for the names
    listed under ``namespace`` (and ``AttributeError`` for the rest, as usual)."""
    module = sys.modules[module_name]
    listed = UNSUPPORTED.get(namespace, {})

    def __getattr__(name):
        why = listed.get(name)
        if why is None:
            raise AttributeError(f"module {module_name!r} has no attribute {name!r}")
        raise refusal(namespace, name, why)

    module.__getattr__ = __getattr__


def refusal(namespace, name, why):
    """The ``UnsupportedError`` for ``namespace.name``, saying ``why``."""
    return UnsupportedError(f"{namespace}.{name} is not supported by minicell: {why}.", name=name)


def install_on_class(cls, namespace):
    """Give ``cls`` a class attribute for each name listed under ``namespace`` that raises
    ``UnsupportedError`` when an instance reads it (a ``__getattr__`` would do it too, but
    CPython specialises no attribute read of a class that has one: Tensor's ``t._data``)."""
    for name, why in UNSUPPORTED.get(namespace, {}).items():
        setattr(cls, name, _Refused(namespace, name, why))


class _Refused:
    __slots__ = ("namespace", "name", "why")

    def __init__(self, namespace, name, why):
        self.namespace, self.name, self.why = namespace, name, why

    def __get__(self, obj, owner=None):
        if obj is None:
            raise AttributeError(f"type object '{owner.__name__}' has no attribute "
                                 f"'{self.name}'")
        raise refusal(self.namespace, self.name, self.why)


def placeholder(namespace, name):
    """A stand-in for ``namespace.name`` that imports but raises ``UnsupportedError`` (with the
    reason) when called or instantiated: for names that code imports at module level without
    needing them to build or train a network (``from mindspore.mindrecord import FileWriter`` in
    a zoo's dataset.py, ``from mindspore.train.serialization import export`` in a test file
    whose MindIR/ONNX case is one of many). ``__minicell_unsupported__`` holds the reason."""
    why = UNSUPPORTED[namespace][name]

    def _refuse(*args, **kwargs):
        raise refusal(namespace, name, why)

    def _new(cls, *args, **kwargs):     # calling the stand-in
        check = _ARGUMENT_CHECKS.get(name)            # (registered by higher layers too)
        if check is not None and (args or kwargs):    # a wrong argument is reported as 2.10
            check(*args, **kwargs)                      # reports it; none: just the reason
        _refuse()

    return _Refusing(name, (), {"__new__": _new, "__minicell_unsupported__": why,
                                "__module__": namespace, "_refuse": staticmethod(_refuse),
                                "__doc__": f"Not supported by minicell: {why}."})


class _Refusing(type):
    """A placeholder's class: its public attributes (classmethods such as
    ``FileWriter.open_for_append``) refuse with the reason when called."""

    def __getattr__(cls, attr):
        if attr.startswith("_"):
            raise AttributeError(attr)
        return cls._refuse


def _check_load_mindir(file_name=None, **kwargs):
    import os
    if not os.path.exists(file_name if isinstance(file_name, str) else ""):
        raise ValueError(f"[Errno 2] No such file or directory: {file_name!r}")


# The argument checks 2.10 makes before it reads or writes a MindIR file: a script with a wrong
# argument hears about it, not only that minicell has no MindIR. Layers above common add
# their own with ``register_argument_check`` (dataset: OBSMindDataset's)
_ARGUMENT_CHECKS = {"load_mindir": _check_load_mindir}


def register_argument_check(name, check):
    """Have the placeholder ``name`` call ``check(*args, **kwargs)`` before it refuses."""
    _ARGUMENT_CHECKS[name] = check

MINDIR_FUNCTIONS = ("load_mindir", "save_mindir", "export_split_mindir", "convert_model")


def placeholders(namespace, names=None):
    """``{name: placeholder(namespace, name)}`` for ``names`` (default: all listed) that
    ``namespace`` lists, to put in a module's globals."""
    listed = UNSUPPORTED[namespace]
    return {n: placeholder(namespace, n) for n in (names or listed) if n in listed}
