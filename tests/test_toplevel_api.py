"""MindSpore 2.10's top-level names beyond the core: dtype aliases, the default Generator,
device/runtime functions, compile options, ``mindspore.common.api``, the deliberately
unsupported names, and the Tensor methods that are not one op's spelling (in-place, layout).
Expected values were taken from MindSpore 2.10 on CPU."""
import os
import tempfile

import numpy as np
import pytest

import minicell as ms
from minicell import nn


@pytest.mark.parametrize("alias, target", [
    ("half", "float16"), ("single", "float32"), ("double", "float64"), ("byte", "int8"),
    ("short", "int16"), ("intc", "int32"), ("intp", "int64"), ("long", "int64"),
    ("ubyte", "uint8"), ("ushort", "uint16"), ("uintc", "uint32"), ("uintp", "uint64"),
    ("cfloat", "complex64"), ("cdouble", "complex128")])
def test_dtype_aliases_are_mindspores(alias, target):
    assert getattr(ms, alias) is getattr(ms, target)


def test_non_tensor_types_print_as_mindspore():
    assert (repr(ms.number), str(ms.list_), repr(ms.tuple_), str(ms.type_none)) == \
        ("mindspore.number", "List", "mindspore.tuple_", "TypeNone")
    assert repr(ms.float8_e4m3fn) == "mindspore.float8_e4m3fn"
    assert str(ms.TensorType(ms.float32)) == "Tensor[Float32]"


@pytest.mark.parametrize("obj, expected", [
    (1, "Int64"), (True, "Bool"), (1.0, "Float64"), ([1], "List"), ((1,), "Tuple"),
    (None, "TypeNone"), ("s", "String")])
def test_get_py_obj_dtype(obj, expected):
    assert str(ms.get_py_obj_dtype(obj)) == expected


def test_get_py_obj_dtype_of_a_tensor_names_its_element_type():
    assert str(ms.get_py_obj_dtype(ms.Tensor([1]))) == "Tensor[Int64]"
    assert ms.get_py_obj_dtype(ms.Tensor([1.0])) == ms.TensorType(ms.float32)


def test_generator_state_round_trip():
    g = ms.Generator().manual_seed(3)
    state = g.get_state()
    assert state.dtype == ms.uint8 and state.shape == (16,)
    assert state.asnumpy().tolist() == [3] + [0] * 15
    g._step(5)
    assert g.get_state().asnumpy()[8] == 5
    g.set_state(state)
    assert (g.initial_seed(), g.get_state().asnumpy()[8]) == (3, 0)


def test_set_seed_seeds_the_default_generator_and_manual_seed_not_the_global_seed():
    ms.set_seed(7)
    assert ms.initial_seed() == 7
    ms.manual_seed(5)
    assert ms.initial_seed() == 5 and ms.get_seed() == 7
    saved = ms.get_rng_state()
    ms.manual_seed(9)
    ms.set_rng_state(saved)
    assert ms.initial_seed() == 5
    assert isinstance(ms.seed(), int)


def test_generator_rejects_bad_input_and_keeps_its_state():
    g = ms.Generator().manual_seed(2)
    with pytest.raises(TypeError, match="^Seed must be an integer.$"):    # 2.10's (measured)
        g.manual_seed(1.5)
    with pytest.raises(ValueError, match="uint8 Tensor of shape"):
        g.set_state(ms.Tensor([1, 2]))
    assert g.initial_seed() == 2


def test_device_functions():
    ms.set_device("CPU")
    assert ms.get_current_device() == ("CPU", 0)
    assert repr(ms.get_current_device()) == "('CPU', 0)"
    with pytest.raises(ValueError, match="device_target"):
        ms.set_device("NPU")
    with pytest.raises(ValueError, match="device id must bigger than or equal to 0"):
        ms.set_device("CPU", -1)
    assert ms.get_current_device() == ("CPU", 0)
    ms.synchronize()
    assert ms.memory_allocated() >= 0 and isinstance(ms.memory_summary(), str)
    assert ms.get_level() in ("0", "1", "2", "3", "4")
    with pytest.raises(TypeError):
        ms.set_deterministic("yes")
    with pytest.raises(ValueError):
        ms.set_recursion_limit(0)


def test_mindspore_runtime_module_has_the_device_functions():
    import minicell.runtime as rt
    from minicell.runtime import set_memory
    for name in ("launch_blocking", "set_memory", "memory_allocated", "synchronize",
                 "dispatch_threads_num", "empty_cache"):
        assert getattr(rt, name) is getattr(ms, name)
    before = ms.get_context("pynative_synchronize")
    try:
        rt.launch_blocking()
        assert ms.get_context("pynative_synchronize") is True
    finally:
        ms.set_context(pynative_synchronize=before)
    assert ms.get_context("memory_optimize_level") == 0
    try:
        set_memory(max_size="4GB", init_size="0.5GB", optimize_level="O1")
        assert ms.get_context("memory_optimize_level") == 1
        assert ms.get_context("max_device_memory") == 1024.0   # CPU: unchanged, as MindSpore
    finally:
        ms.set_context(memory_optimize_level="O0")
    for bad, err in ((dict(max_size="abc"), ValueError), (dict(init_size=3), TypeError),
                     (dict(optimize_level="O5"), ValueError)):
        with pytest.raises(err):
            set_memory(**bad)
    assert ms.get_context("memory_optimize_level") == 0
    with pytest.raises(ValueError):
        rt.dispatch_threads_num(0)


def test_run_check_prints_success(capsys):
    ms.run_check()
    assert "installed on platform [CPU] successfully" in capsys.readouterr().out


def test_jit_config_and_compile_hints():
    assert ms.JitConfig(jit_level="O1").jit_config_dict["jit_level"] == "O1"
    with pytest.raises(ValueError, match="jit_level"):
        ms.JitConfig(jit_level="O9")
    with pytest.raises(TypeError, match="class type"):
        ms.jit_class(lambda x: x)
    assert (ms.STRICT, ms.COMPATIBLE, ms.LAX) == (0, 1, 2)
    assert repr(ms.Symbol(max=8, min=2)) == "{'max': 8, 'min': 2}"
    with pytest.raises(ValueError):
        ms.Symbol(min=0)


def test_compile_hints_change_no_result(mode):
    @ms.lazy_inline
    class Block(nn.Cell):
        def construct(self, x):
            return x * 2

    @ms.no_inline
    def f(x):
        return x + 1

    g = ms.enable_dynamic(x=ms.Symbol())(f)
    assert Block()(ms.Tensor([1.0])).asnumpy().tolist() == [2.0]
    assert g(ms.Tensor([1.0])).asnumpy().tolist() == [2.0]


def test_common_api_module_path():
    from minicell.common.api import jit, ms_function, jit_class, JitConfig  # noqa: F401
    assert jit is ms.jit


def test_common_reexports_the_top_level_names_mindspore_common_has():
    from minicell.common import mutable, jit, float32, set_seed  # noqa: F401
    assert (mutable, jit, float32) == (ms.mutable, ms.jit, ms.float32)
    from minicell.common import saved_tensors_hooks  # 2.10 has it there too
    assert saved_tensors_hooks is ms.saved_tensors_hooks
    with pytest.raises(AttributeError, match="no attribute 'not_a_name'"):
        ms.common.not_a_name


def test_log_module_writes_mindspores_layout_at_the_glog_level(capsys, monkeypatch):
    from minicell import log as logger
    monkeypatch.setenv("GLOG_v", "2")
    monkeypatch.setattr(logger, "GLOBAL_LOGGER", None)
    logger.info("quiet")
    logger.warning("loud %d", 7)
    err = capsys.readouterr().err
    assert "quiet" not in err
    assert err.startswith("[WARNING] ME(") and err.rstrip().endswith("] loud 7")
    monkeypatch.setenv("GLOG_v", "1")
    logger.info("still quiet")   # MindSpore 2.10 reads the environment once, into GLOBAL_LOGGER
    assert "still quiet" not in capsys.readouterr().err
    monkeypatch.setattr(logger, "GLOBAL_LOGGER", None)
    logger.info("now shown")
    assert "[INFO] ME(" in capsys.readouterr().err


def test_pynative_executor_sync_and_no_init_parameters():
    from minicell.common.api import _pynative_executor
    from minicell.nn.utils import no_init_parameters
    ms.set_seed(3)
    reference = ms.nn.Dense(2, 3).weight.asnumpy()
    ms.set_seed(3)
    with no_init_parameters():
        dense = ms.nn.Dense(2, 3)
    _pynative_executor.sync()
    assert (dense.weight.asnumpy() == reference).all()


def test_unsupported_names_say_why():
    with pytest.raises(ms.UnsupportedError, match="MindSpore's protobuf MindIR"):
        ms.convert_model("net.onnx", "net.mindir", "MINDIR")
    with pytest.raises(ImportError, match="JAX allocates device memory itself"):
        from minicell import DeviceCtx  # noqa: F401
    with pytest.raises(AttributeError, match="no attribute 'no_such_name'"):
        ms.no_such_name


# ---- Tensor methods beyond one op's spelling -------------------------------------------------
def test_layout_queries_match_mindspore():
    t = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert (t.stride(), t.storage_offset(), t.is_contiguous(), t.is_signed()) == \
        ([3, 1], 0, True, True)
    assert (t.type(), t.ndimension(), ms.Tensor([1], ms.uint8).is_signed()) == \
        ("Float32", 2, False)
    assert [t.double().dtype, t.short().dtype, t.byte().dtype, t.bfloat16().dtype] == \
        [ms.float64, ms.int16, ms.uint8, ms.bfloat16]
    assert t.H.asnumpy().tolist() == [[0, 3], [1, 4], [2, 5]]
    assert t.sum_to_size(1, 3).asnumpy().tolist() == [[3, 5, 7]]
    assert t.new_full((2,), 3).asnumpy().tolist() == [3, 3]
    assert t.type_as(ms.Tensor([1])).dtype == ms.int64
    assert t.resize(2, 4).asnumpy().tolist() == [[0, 1, 2, 3], [4, 5, 0, 0]]
    with pytest.raises(ValueError, match="2-D"):
        ms.Tensor([1.0]).H


def test_inplace_methods_update_the_tensor():
    t = ms.Tensor([1.0, 2.0])
    assert t.add_(1) is t and t.asnumpy().tolist() == [2.0, 3.0]
    t.mul_(2).clamp_(0, 5)
    assert t.asnumpy().tolist() == [4.0, 5.0]
    t.masked_fill_(t > 4, 0.0)
    assert t.asnumpy().tolist() == [4.0, 0.0]
    t.zero_()
    assert t.asnumpy().tolist() == [0.0, 0.0]
    # itemset returns a copy with the element set; t is unchanged (2.10 measured)
    assert t.itemset(1, 7.0).asnumpy().tolist() == [0.0, 7.0]
    assert t.asnumpy().tolist() == [0.0, 0.0]


class _InplaceNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")

    def construct(self, x):
        y = x * 1.0
        y.add_(1.0)
        self.p.mul_(2.0)
        return y + self.p


def test_inplace_methods_in_both_modes(mode):
    net = _InplaceNet()
    out = net(ms.Tensor([1.0, 1.0]))
    assert out.asnumpy().tolist() == [4.0, 6.0]
    assert net.p.asnumpy().tolist() == [2.0, 4.0]


def test_inplace_gradient_flows_through_a_local_tensor(mode):
    def f(x):
        y = x * 3.0
        y.add_(1.0)
        return (y * y).sum()

    g = ms.grad(f)(ms.Tensor([1.0, 2.0]))
    np.testing.assert_allclose(g.asnumpy(), [24.0, 42.0])


def test_int_class_quant_dtype_frombuffer_swap_recompute():
    assert isinstance(ms.int32, ms.Int) and not isinstance(ms.float32, ms.Int)
    assert (ms.QuantDtype.INT4.value(), ms.QuantDtype.UINT1.value()) == (3, 100)
    assert ms.frombuffer(b"\x01\x00\x00\x00\x02\x00\x00\x00", ms.int32).asnumpy().tolist() == [1, 2]
    assert ms.frombuffer(bytes(8), ms.int32, count=1, offset=4).asnumpy().tolist() == [0]
    with pytest.raises(ValueError, match="frombuffer"):
        ms.frombuffer(b"\x01\x02\x03", ms.int32)
    a, b = ms.Tensor([1.0]), ms.Tensor([2.0, 3.0])
    ms.swap_tensors(a, b)
    assert (a.asnumpy().tolist(), b.asnumpy().tolist()) == ([2.0, 3.0], [1.0])
    with pytest.raises(TypeError):
        ms.swap_tensors(a, [1.0])
    assert ms.recompute(lambda x: x * 2, ms.Tensor([1.0])).asnumpy().tolist() == [2.0]


def test_tensor_only_helpers():
    t = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
    assert t.t().asnumpy().tolist() == [[1, 3], [2, 4]]
    assert t.ptp().item() == 3.0 and t.ptp(axis=0).asnumpy().tolist() == [2.0, 2.0]
    assert t.allclose(t + 1e-9) is True and t.allclose(t + 1) is False
    assert t.mm(t).asnumpy().tolist() == [[7, 10], [15, 22]]
    assert t.index_select(0, ms.Tensor([1])).asnumpy().tolist() == [[3, 4]]
    assert (t.device, t.data is t, t.hooks()) == ("CPU", True, [])
    c = t.clone()
    assert c is not t and c.asnumpy().tolist() == t.asnumpy().tolist()
    assert ms.Tensor.from_numpy(np.ones(2)).dtype == ms.float64
    u = ms.Tensor([1.5, 2.5])
    assert u.set_dtype(ms.int32) == ms.int32 and u.dtype == ms.int32
    with pytest.raises(ValueError, match="at most 2-D"):
        ms.Tensor(np.zeros((1, 1, 1))).t()


def test_clone_keeps_the_gradient_path(mode):
    def f(x):
        return (x.clone() * x).sum()
    np.testing.assert_allclose(ms.grad(f)(ms.Tensor([1.0, 3.0])).asnumpy(), [2.0, 6.0])


def test_profiler_records_a_jax_trace(tmp_path, monkeypatch):
    # 2.10's Profiler logs its errors instead of raising them, ignores unknown options, and
    # puts each run in <output_path>/<host>_<pid>_<stamp>_ascend_ms
    from minicell import log
    from minicell import profiler as profiler_module
    from minicell.profiler.common.profiler_context import ProfilerContext
    said = []
    monkeypatch.setattr(log, "error", lambda msg, *a, **k: said.append(msg))
    # a tensorboard_trace_handler's folder (another test's) would win over output_path
    monkeypatch.setattr(ProfilerContext(), "on_trace_ready_output_path", None)
    assert not profiler_module.profiler_interface.ProfilerInterface.is_initialized
    profiler = ms.Profiler(output_path=str(tmp_path), profile_memory=True, bogus=1)
    assert profiler._has_started
    ms.ops.add(ms.Tensor([1.0]), 1.0)
    profiler.add_metadata("run", "unit test")
    profiler.step()
    profiler.analyse()
    assert not profiler._has_started
    traces = list(tmp_path.glob("*_ascend_ms/plugins/profile/*/*.xplane.pb"))
    assert len(traces) == 1 and traces[0].stat().st_size > 0
    run = traces[0].parents[3]
    assert '"run": "unit test"' in (run / "profiler_metadata.json").read_text()
    assert (run / "ASCEND_PROFILER_OUTPUT" / "trace_view.json").stat().st_size > 0
    profiler.stop()
    assert said == ["With no schedule in the Profiler, step takes no effect!",
                    "The profiler has not started. Do not turn off again in the closed state."]
    # dynamic profiling: tests/test_s55_profiler.py
    assert issubclass(profiler_module.DynamicProfilerMonitor, ms.train.Callback)


def test_profiler_option_enums_as_mindspore(tmp_path):
    # 2.10's members and values (mindformers imports them at module level)
    from minicell.profiler import (AicoreMetrics, ExportType, ProfilerActivity, ProfilerLevel,
                                   _ExperimentalConfig)
    assert [m.value for m in ProfilerLevel] == ["LevelNone", "Level0", "Level1", "Level2"]
    assert ExportType.Text.value == "text" and AicoreMetrics.AiCoreNone.value == "None"
    config = _ExperimentalConfig(profiler_level=ProfilerLevel.Level1)
    assert config.profiler_level is ProfilerLevel.Level1 and config.export_type is None
    profiler = ms.Profiler(output_path=str(tmp_path), start_profile=False,
                           activities=[ProfilerActivity.CPU], experimental_config=config)
    assert not profiler._has_started


def test_module_paths_model_zoo_code_imports():
    """Module paths found in MindSpore's model zoo (mindspore-ai/models) resolve to the same
    objects as the flat namespaces."""
    from minicell.nn.loss.loss import LossBase
    from minicell.nn.loss import BCELoss, MSELoss
    from minicell.nn.optim.momentum import Momentum
    from minicell.nn.optim.rmsprop import RMSProp
    from minicell.nn.layer import CellList
    from minicell.nn.layer.container import SequentialCell
    from minicell.ops import composite as C
    from minicell.ops.primitive import constexpr
    from minicell.train.callback import _InternalCallbackParam, SummaryCollector
    nn = ms.nn
    assert (LossBase, BCELoss, MSELoss, Momentum, RMSProp) == (
        nn.LossBase, nn.BCELoss, nn.MSELoss, nn.Momentum, nn.RMSProp)
    assert (CellList, SequentialCell, SummaryCollector) == (
        nn.CellList, nn.SequentialCell, ms.train.SummaryCollector)
    assert C.clip_by_value is ms.ops.clip_by_value and constexpr is ms.ops.constexpr
    assert C.ones_like(ms.Tensor([1, 2])).asnumpy().tolist() == [1, 1]
    assert isinstance(_InternalCallbackParam(), dict)


def test_parallel_helpers_and_old_names_model_zoo_scripts_use():
    from minicell.parallel._utils import _get_device_num, _get_gradients_mean, _get_parallel_mode
    from minicell.parallel._auto_parallel_context import auto_parallel_context
    from minicell.parallel import set_algo_parameters, get_algo_parameters, reset_algo_parameters
    from minicell.train.model import ParallelMode
    from minicell.ops.operations.comm_ops import ReduceOp
    assert (_get_parallel_mode(), _get_device_num(), _get_gradients_mean()) == (
        "stand_alone", 1, False)
    ms.set_auto_parallel_context(device_num=1, gradients_mean=True)
    try:
        view = auto_parallel_context()
        assert view.get_device_num_is_set() and view.get_gradients_mean() is True
    finally:
        ms.reset_auto_parallel_context()
    assert not auto_parallel_context().get_device_num_is_set()
    set_algo_parameters(elementwise_op_strategy_follow=True)
    assert get_algo_parameters("elementwise_op_strategy_follow") is True
    with pytest.raises(ValueError, match="not recognized"):
        set_algo_parameters(elementwise_op_strategy_follow=False, bogus=1)
    assert get_algo_parameters("elementwise_op_strategy_follow") is True   # nothing stored
    reset_algo_parameters()
    assert get_algo_parameters("elementwise_op_strategy_follow") is False
    assert ParallelMode is ms.ParallelMode and ReduceOp is ms.ops.ReduceOp
    x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    # V2 is 2.10's CPU kernel (bits measured on 2.10); the 1.x name keeps its separable resize,
    # one float32 ulp off V2 at one point
    v2 = ms.ops.ResizeBilinearV2()(x, (2, 3)).asnumpy()
    np.testing.assert_array_equal(v2, np.array(
        [[[[0.0, 1.3333333730697632, 2.6666667461395264],
           [8.0, 9.333333015441895, 10.666666984558105]]]], np.float32))
    np.testing.assert_array_max_ulp(ms.ops.ResizeBilinear((2, 3))(x).asnumpy(), v2, maxulp=1)
    # export/load are one pair under each of 2.10's spellings; ONNX is refused with the reason,
    # a file minicell did not write with load's
    from minicell.train.serialization import export, load
    from minicell import export as top_export, load as top_load  # noqa: F401
    assert export is top_export is ms.train.export and load is top_load is ms.train.load
    with pytest.raises(ms.UnsupportedError, match="writes no ONNX graphs"):
        export(ms.nn.Dense(2, 2), file_name="net", file_format="ONNX")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "net.mindir")
        with open(path, "wb") as f:
            f.write(b"\x00")
        with pytest.raises(RuntimeError, match="Load MindIR failed"):
            load(path)


def test_opt_init_args_register_keeps_the_init_arguments():
    from minicell.nn.optim.optimizer import opt_init_args_register

    class MyMomentum(ms.nn.Momentum):
        @opt_init_args_register
        def __init__(self, params, learning_rate, momentum, weight_decay=0.0):
            super().__init__(params, learning_rate, momentum, weight_decay=weight_decay)

    opt = MyMomentum(ms.nn.Dense(2, 1).trainable_params(), 0.1, momentum=0.9)
    # Momentum's own __init__ is registered too, as 2.10's: its call (the last) records its
    # arguments (measured on 2.10)
    assert opt.init_args == {"momentum": 0.9, "weight_decay": 0.0, "loss_scale": 1.0,
                             "use_nesterov": False}
    assert opt.init_learning_rate == 0.1
    # not functools.wraps-ed, as 2.10 (measured): mindocr's optimizer factory reads this
    # signature to pick its arguments and asserts that 'clip' is not one of them
    import inspect
    assert str(inspect.signature(MyMomentum.__init__)) == "(self, *args, **kwargs)"
    assert MyMomentum.__init__.__name__ == "deco"


def test_tensor_methods_are_class_attributes_and_grad_by_list_defaults_to_the_cells():
    assert ms.Tensor.mean(ms.Tensor([1.0, 3.0])).asnumpy() == 2.0
    assert ms.Tensor.add(ms.Tensor([1.0]), ms.Tensor([2.0])).asnumpy().tolist() == [3.0]
    with pytest.raises(AttributeError, match="type object 'Tensor' has no attribute 'nope'"):
        ms.Tensor.nope
    net = ms.nn.Dense(1, 1, weight_init="ones", bias_init="zeros")
    grads = ms.ops.GradOperation(get_by_list=True)(net)(ms.Tensor([[3.0]]))
    assert [g.asnumpy().tolist() for g in grads] == [[[3.0]], [1.0]]


def test_py_types_and_dtypes_map_both_ways():
    """MindSpore 2.10: get_py_obj_dtype of a Python type (float -> Float64, list -> List...),
    NotImplementedError for others; dtype_to_pytype of List/Tuple/String/TypeNone."""
    from minicell.common import dtype as mstype
    assert [mstype.get_py_obj_dtype(t) for t in (float, int, bool, complex, list, tuple)] == \
        [ms.float64, ms.int64, ms.bool_, ms.complex128, ms.list_, ms.tuple_]
    assert mstype.get_py_obj_dtype(np.float32) == ms.float32
    with pytest.raises(NotImplementedError):
        mstype.get_py_obj_dtype(type)
    assert [ms.dtype_to_pytype(t) for t in (ms.list_, ms.tuple_, ms.string, ms.type_none)] == \
        [list, tuple, str, type(None)]
