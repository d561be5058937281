"""Behaviour checked by MindSpore's system tests under tests/st/{ops,tensor,graph_kernel,...}
(batch 38) and last round's leftovers, ported as small minicell tests. Values were measured on
MindSpore 2.10 CPU (Python 3.11).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

A = np.array([1.0, 2.0], np.float32)
B = np.array([4, 6], np.int32)


def test_gcd_has_no_bprop(mode):
    # 2.10 defines no bprop for Gcd/Lcm: a gradient reaching one raises (PYNATIVE: "Illegal
    # primitive Gcd's bprop not defined", GRAPH: "Illegal primitive: Primitive Gcd's bprop not
    # defined.node:..."); one that does not reach it is computed as usual
    a, b = Tensor(A), Tensor(B)

    def f(x, y):
        return x * ops.gcd(y, y).astype(ms.float32)

    graph = mode == ms.GRAPH_MODE
    text = "Illegal primitive: Primitive Gcd's" if graph else "Illegal primitive Gcd's"
    with pytest.raises(RuntimeError, match=text + " bprop not defined"):
        ms.grad(f, (0, 1))(a, b)
    np.testing.assert_array_equal(ms.grad(f, 0)(a, b).asnumpy(), [4.0, 6.0])


def test_gcd_off_the_gradient_path_is_not_differentiated():
    # 2.10 (both modes): a gcd whose result the loss does not read raises nothing, the integer
    # input's gradient is zeros
    def f(x, y):
        ops.gcd(y, y)
        return x * 2

    gx, gy = ms.grad(f, (0, 1))(Tensor(A), Tensor(B))
    np.testing.assert_array_equal(gx.asnumpy(), [2.0, 2.0])
    assert gy.dtype == ms.int32 and not gy.asnumpy().any()
    with pytest.raises(RuntimeError, match="Illegal primitive Lcm's bprop not defined"):
        ms.grad(ops.Lcm(), (0, 1))(Tensor(B), Tensor(B))


class _Add(ms.nn.Cell):
    def construct(self, x, y):
        return x + y


class _JitAdd(ms.nn.Cell):
    @ms.jit
    def construct(self, x, y):
        return x + y


def _ones(*shape):
    return Tensor(np.ones(shape, np.float32))


def test_symbol_dims_in_set_inputs_are_checked_by_a_compiled_construct(mode):
    # st graph_kernel/symbolic_shape/test_symbol_api.py; messages measured on 2.10 (GRAPH_MODE,
    # and PYNATIVE_MODE for a @jit construct)
    s1, s2 = ms.Symbol(max=16, divisor=8), ms.Symbol(min=4, unique=True)
    x_dyn = Tensor(shape=[s1, s2, s2], dtype=ms.float32)
    assert x_dyn.shape == (-1, -1, -1) and x_dyn.symbolic_shape[0] == {"max": 16, "divisor": 8}
    assert x_dyn.symbolic_shape[1] == {"min": 4, "id": s2.id}
    net = _Add() if mode == ms.GRAPH_MODE else _JitAdd()
    net.set_inputs(x_dyn, Tensor(shape=[s1, s1, s2], dtype=ms.float32))
    with pytest.raises(ValueError, match=r"^The 1th shape value of 1th actual input args must be "
                       r"less than or equal to the 'max' value '16' of `Symbol`, but got '32'\. "
                       r"Actual shape: \[32, 8, 8\], axis: 0\.$"):
        net(_ones(32, 8, 8), _ones(32, 32, 8))
    with pytest.raises(ValueError, match=r"^The 3th shape value of 2th actual input args is a "
                       r"unique symbol, all values must be the same\. The previous value is 8, "
                       r"but the current value is 4\. Actual shape: \[16, 16, 4\], axis: 2\.$"):
        net(_ones(16, 8, 8), _ones(16, 16, 4))
    with pytest.raises(ValueError, match=r"'divisor'\(d\) and 'remainder'\(d\) of `Symbol`\. The "
                       r"value should be 'd \* N \+ r' for 'N > 0', got d=8 and r=0, but actual "
                       r"shape value is '10'\. Actual shape: \[10, 8, 8\], axis: 0\.$"):
        net(_ones(10, 8, 8), _ones(10, 10, 8))
    with pytest.raises(ValueError, match=r"greater than or equal to the 'min' value '4' of "
                       r"`Symbol`, but got '2'"):
        net(_ones(8, 2, 2), _ones(8, 8, 2))
    assert net(_ones(16, 16, 16), _ones(16, 16, 16)).shape == (16, 16, 16)


def test_symbol_arguments_and_dict_as_in_2_10():
    # 2.10: max counts only above min, min only above divisor + remainder
    assert ms.Symbol(max=2, min=4).to_dict() == {"min": 4}
    assert ms.Symbol(divisor=4, remainder=1, min=5).to_dict() == {"divisor": 4, "remainder": 1}
    with pytest.raises(ValueError, match=r"'remainder' value should be in the range '\[0, 2\)', "
                       r"but got 3"):
        ms.Symbol(divisor=2, remainder=3)
    with pytest.raises(TypeError, match="the argument 'unique' must be bool"):
        ms.Symbol(unique=1)
    # a plain function's set_inputs-free call and PYNATIVE's eager construct do not check
    net = _Add()
    net.set_inputs(Tensor(shape=[ms.Symbol(max=4)], dtype=ms.float32),
                   Tensor(shape=[None], dtype=ms.float32))
    assert net(_ones(8), _ones(8)).shape == (8,)


def test_hal_reports_the_cpu_backend():
    # st hal/test_hal_device.py (CPU case) and 2.10's answers on CPU
    from minicell import hal
    ms.ops.abs(Tensor(2.0))
    assert hal.is_available("CPU") and hal.is_initialized("CPU") and not hal.is_available("Ascend")
    assert hal.get_arch_list() is None and hal.get_device_properties(0) is None
    assert hal.device_count("CPU") == 1 and hal.get_device_name(0, "CPU") == "CPU"
    with pytest.raises(ValueError, match=r"^For 'hal.is_available', the argument 'device_target' "
                       r"must be one of \['CPU', 'GPU', 'Ascend'\], but got XPU\.$"):
        hal.is_available("XPU")
    with pytest.raises(ValueError, match="^The argument 'device_id' should not be negative, but "
                       "got -1.$"):
        hal.get_device_name(-1, "CPU")
    with pytest.raises(ValueError, match="must be less than device count: 1, but got 3"):
        hal.get_device_name(3, "CPU")
    assert hal.memory_stats("CPU") == {} and hal.memory_allocated() == 0


@pytest.mark.parametrize("init_step, initial_epoch", [(4, 1), (2, 0)])
def test_model_train_resumes_a_pipeline_at_its_init_step(init_step, initial_epoch):
    # st dataset/test_set_init_step.py: 2.10's Model makes the iterator for the final epoch
    # count (its num_epochs counts from the first epoch), so a pipeline resumed at step 4 of
    # 4-row epochs runs the second epoch rather than failing with "EOF buffer encountered"
    import minicell.dataset as ds
    from minicell.train import Model

    class Square(ms.nn.Cell):
        def construct(self, x):
            return ops.square(x)

    class Losses(ms.Callback):
        def __init__(self):
            super().__init__()
            self.seen = []

        def on_train_step_end(self, run_context):
            self.seen.append(run_context.original_args().net_outputs.asnumpy().item())

    data = ds.NumpySlicesDataset(np.arange(4, dtype=np.float32), shuffle=False)
    model, full, resumed = Model(Square()), Losses(), Losses()
    model.train(2, data, callbacks=full)
    data.set_init_step(init_step)
    model.train(2, data, callbacks=resumed, initial_epoch=initial_epoch)
    assert full.seen == [0.0, 1.0, 4.0, 9.0] * 2 and resumed.seen == full.seen[init_step:]
