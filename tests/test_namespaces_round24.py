"""MindSpore 2.10 namespaces that round 24 filled in: ``mindspore.runtime``'s streams and events,
``mindspore.utils`` and ``mindspore.tools``. Values and texts measured on MindSpore 2.10 CPU
(its steady state: 2.10 returns None from the first call of each stream function on CPU, after
logging "CPU device is not supported")."""
import numpy as np
import pytest

import minicell as ms
from minicell import hal, runtime as rt


def test_streams_are_one_per_device_and_compare_equal():
    s = rt.Stream()
    # 2.10: repr, id 0, equal to the current/default/communication streams, same hash
    assert repr(s) == "Stream(device_name=CPU, device_id:0, stream id:0)"
    assert (s.id, s.device_id, s.stream_id()) == (0, 0, 0)
    assert s == rt.current_stream() == rt.default_stream() == rt.communication_stream()
    assert hash(s) == hash(rt.Stream(priority=1))
    assert ms.Stream is rt.Stream and ms.Event is rt.Event and hal.Stream is rt.Stream
    assert s.synchronize() is None and rt.synchronize() is None and s.query() is True
    with rt.StreamCtx(s) as inside:          # 2.10's __enter__ returns None
        assert inside is None and rt.current_stream() == s
    assert rt.StreamCtx(None).__enter__() is None and rt.set_cur_stream(None) is None


def test_events_record_and_time():
    e = rt.Event()
    assert repr(e) == "Event(enable_timing=0, blocking:0, is_created:0, event:0)"
    e.record()
    assert repr(e) == "Event(enable_timing=0, blocking:0, is_created:1, event:0)"
    assert e.query() is True and e.wait() is None and e.synchronize() is None
    s = rt.Stream()
    ev = s.record_event()
    assert isinstance(ev, rt.Event) and "is_created:1" in repr(ev)
    assert s.wait_stream(rt.Stream()) is None and s.wait_event(ev) is None
    start, end = rt.Event(enable_timing=True), rt.Event(enable_timing=True)
    start.record(s)
    ones = ms.Tensor(np.ones((64, 64), np.float32))
    ms.ops.matmul(ones, ones)
    end.record(s)
    took = start.elapsed_time(end)
    assert isinstance(took, float) and took >= 0.0
    assert e.elapsed_time(ev) == 0.0       # not timing events: 2.10 CPU's 0.0


@pytest.mark.parametrize("call, text", [
    (lambda: rt.Stream(priority=1.5), "For 'Stream', the type of 'priority' must be 'int', but "
                                       "got 'float'."),
    (lambda: rt.Event(enable_timing=1), "For 'Event', the 'enable_timing' must be a bool, but "
                                        "got int."),
    (lambda: rt.Event(blocking=None), "For 'Event', the 'blocking' must be a bool, but got "
                                      "NoneType."),
    (lambda: rt.Stream().wait_stream(1), "For 'wait_stream', the argument 'stream' should be "
                                         "Stream, but got <class 'int'>."),
    (lambda: rt.Stream().wait_event(1), "For 'wait_event', the argument 'event' should be "
                                        "Event, but got <class 'int'>."),
    (lambda: rt.Stream().record_event(1), "For 'record_event', the argument 'event' should be "
                                          "Event, but got <class 'int'>."),
    (lambda: rt.Stream() == 1, "For '__eq__', the argument 'other' should be Stream, but got "
                               "<class 'int'>."),
    (lambda: rt.Event().record(1), "For 'record', the argument 'stream' should be Stream, but "
                                   "got <class 'int'>."),
    (lambda: rt.Event().elapsed_time(1), "For 'elapsed_time', the argument 'end_event' should "
                                         "be Event, but got <class 'int'>."),
    (lambda: rt.StreamCtx(1), "For 'StreamCtx', the argument 'ctx_stream' should be Stream, "
                              "but got <class 'int'>."),
    (lambda: rt.set_cur_stream(1), "For 'set_cur_stream', the argument 'stream' should be "
                                   "Stream, but got <class 'int'>."),
])
def test_stream_argument_errors(call, text):
    with pytest.raises(TypeError) as err:
        call()
    assert str(err.value) == text


def test_runtime_names_left_out_say_why():
    with pytest.raises(ms.UnsupportedError, match="memory pools"):
        rt.MemPool
    with pytest.raises(ms.UnsupportedError, match="cube and vector cores"):
        from minicell.runtime import StreamLimitCtx  # noqa: F401
    with pytest.raises(AttributeError):
        rt.no_such_name


DLPACK_TEXT = ("from_dlpack received an invalid capsule. Note that DLTensor capsules can be "
               "consumed only once, so you might have already constructed a tensor from it once.")


def test_utils_dlpack_round_trip_and_errors():
    from minicell.utils import from_dlpack, to_dlpack
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    capsule = to_dlpack(x)
    assert type(capsule).__name__ == "PyCapsule"
    y = from_dlpack(capsule)
    assert y.dtype == ms.float32 and y.shape == (2, 3)
    np.testing.assert_array_equal(y.asnumpy(), x.asnumpy())
    for bad in (capsule, 1, np.ones(3, np.float32)):     # 2.10: consumed, int, ndarray
        with pytest.raises(RuntimeError) as err:
            from_dlpack(bad)
        assert str(err.value) == DLPACK_TEXT
    with pytest.raises(AttributeError, match="^'int' object has no attribute 'has_init'$"):
        to_dlpack(1)


def test_utils_and_tools_hardware_checks_off_ascend(caplog):
    from minicell import tools, utils
    assert ms.utils is utils and ms.tools is tools
    assert tools.sdc_detect_start() is None and tools.sdc_detect_stop() is None
    assert tools.get_sdc_detect_result() is False
    assert utils.get_sdc_detect_result() is False        # with 2.10's deprecation warning
    assert tools.stress_detect("x") == 1 and utils.stress_detect(None) == 1
    for kind in ("aic", "hccs"):
        with pytest.raises(RuntimeError, match="^Stress detection is not supported.$"):
            tools.stress_detect(kind)
    exit_ = utils.ExitByRequest()
    grad = ms.Tensor([1.0])
    assert exit_.is_distributed is False and exit_.exit_by_request(grad, None, None) is grad
    with pytest.raises(ms.UnsupportedError, match="Ascend cluster"):
        utils.comm_exec_order_check("start")


@pytest.mark.parametrize("module, name, why", [
    ("minicell.common", "hifloat8", "Ascend-NPU"),
    ("minicell.common", "load_mindir", "MindIR"),
    ("minicell.experimental", "MapParameter", "parameter-server"),
    ("minicell.boost", "freeze_cell", "boost algorithms"),
    ("minicell.parallel", "sync_pipeline_shared_parameters", "pipeline stages"),
    ("minicell.ops.primitive", "Primitive_", "MindSpore's own implementation"),
])
def test_names_left_out_of_the_tracked_namespaces_say_why(module, name, why):
    import importlib
    with pytest.raises(ms.UnsupportedError, match=why):
        getattr(importlib.import_module(module), name)


def test_common_exports_the_deprecated_sparse_tensor():
    import minicell.common
    assert minicell.common.SparseTensor is ms.SparseTensor
    with pytest.raises(AttributeError, match="has no attribute 'no_such_name'"):
        minicell.common.no_such_name


def test_ops_primitive_has_2_10s_primitive_bases():
    from minicell.ops import primitive
    assert primitive.PrimitiveWithInfer is ms.ops.PrimitiveWithInfer
    assert primitive.PrimitiveWithCheck is ms.ops.PrimitiveWithCheck
    assert primitive.Layout is ms.Layout


def test_dataset_not_random_marks_a_function_deterministic():
    from minicell.dataset import transforms, vision
    from minicell.dataset.transforms.transforms import not_random

    def fn(x):
        return x
    assert not_random(fn) is fn and fn.random is False        # 2.10's decorator
    assert vision.not_random is transforms.not_random is not_random
    with pytest.raises(ms.UnsupportedError, match="MindData plugin"):
        transforms.Plugin
