"""Bad input raises what MindSpore 2.10 raises (same exception type, a message naming the problem;
measured against MindSpore 2.10 CPU), and a failed call loses no state: an optimizer step with a
gradient of the wrong shape, a failed ``set_context``."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X23 = np.ones((2, 3), np.float32)


def _x():
    return Tensor(X23)


# (call, exception type, regex of the message). Each is a case where minicell used to differ.
CASES = {
    # an axis outside [-rank, rank): ValueError (JAX's own error is a bare IndexError)
    "mean-axis": (lambda: _x().mean(axis=-3), ValueError,
                  r"For primitive\[ReduceMean\], the axis value must be in \[-2,2\), but got -3"),
    "argmax-axis": (lambda: ops.argmax(_x(), 4), ValueError, r"For primitive\[Argmax\], the axis "
                                                             r"must be in \[-2,2\), but got 4."),
    "ArgMaxWithValue-axis": (lambda: ops.ArgMaxWithValue(axis=3)(_x()), ValueError, r"got 3"),
    "swapaxes-axis": (lambda: _x().swapaxes(0, 5), ValueError,
                      r"The 'axis' must be in the range of \[-2, 2\), but got 5."),
    "gather-axis": (lambda: ops.gather(_x(), Tensor([0, 1]), 3), ValueError,
                    r"For primitive\[Gather\], the axis must be in \[-2,2\], but got 3"),
    "gather-float-indices": (lambda: ops.gather(_x(), Tensor([0.0, 1.0]), 0), TypeError,
                             r"For 'Gather', the input argument\[input_indices\] must be"),
    "Embedding-float-ids": (lambda: nn.Embedding(10, 3)(Tensor(np.ones(2, np.float32))),
                            TypeError, r"input_indices.*int32 or int64, but got Float32"),
    "one_hot-depth": (lambda: ops.one_hot(Tensor([0, 1]), -1, Tensor(1.0), Tensor(0.0)),
                      ValueError, r"For primitive\[OneHot\], the depth value must be greater "
                      r"than or equal to 0, but got -1."),
    "one_hot-float-indices": (lambda: ops.one_hot(Tensor([0.0]), 3, Tensor(1.0), Tensor(0.0)),
                              TypeError,
                              r"argument\[indices\] must be a type of \{Tensor\[Int32\]"),
    "one_hot-axis": (lambda: ops.one_hot(Tensor([0, 1]), 3, Tensor(1.0), Tensor(0.0), axis=-2),
                     ValueError, r"For primitive\[OneHot\], the axis value must be in \[-1,1\], "
                     r"but got -2."),
    # set_context / set_seed: a wrong type is a TypeError, a wrong value a ValueError
    "set_context-mode-str": (lambda: ms.set_context(mode="graph"), TypeError,
                             r"The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    "set_context-max_call_depth": (lambda: ms.set_context(max_call_depth=-1), ValueError,
                                   r"'max_call_depth' must be greater than 0, but got -1"),
    "set_context-device_id": (lambda: ms.set_context(device_id=-1), ValueError,
                              r"'device_id' must be in range \[0, 4095\], but got -1"),
    "set_context-jit_level": (lambda: ms.set_context(jit_config={"jit_level": "O9"}),
                              ValueError, r"jit_level must be one of \['O0', 'O1', 'O2'\]"),
    "set_context-jit_config-key": (lambda: ms.set_context(jit_config={"nosuch": 1}),
                                   ValueError, r"key of argument 'jit_config' must be one of"),
    "set_seed-str": (lambda: ms.set_seed("a"), TypeError,
                     r"The argument 'seed' must be type of int, but got <class 'str'>"),
    "Tensor-dtype-name": (lambda: Tensor([1, 2], dtype="float32"), TypeError,
                          r"For 'Tensor', the 'dtype' should be one of \[mindspore.int8"),
    # constructors and attributes
    "MaxPool2d-kernel": (lambda: nn.MaxPool2d(0), ValueError,
                         r"For 'MaxPool2d', the 'kernel_size' must be an positive int"),
    "AvgPool2d-stride": (lambda: nn.AvgPool2d(2, stride=0), ValueError, r"'stride' must be an "
                                                                         r"positive int"),
    "max_pool2d-rank": (lambda: ops.max_pool2d(Tensor(np.ones((8, 8), np.float32)), 2),
                        ValueError, r"^For primitive\[MaxPoolWithArgmaxV2\], the input x rank "
                        r"must be equal to 4, but got 2\.$"),     # 2.10's (measured, round 47)
    "MaxPool2d-rank": (lambda: nn.MaxPool2d(2)(Tensor(np.ones((8, 8), np.float32))), ValueError,
                       r"^For primitive\[MaxPool\], the length of input must be equal to 4 , "
                       r"but got 2\.$"),      # 2.10's text (measured in bad30)
    "Softmax-axis-type": (lambda: ops.Softmax(axis="a"), TypeError,
                          r"For 'Softmax', the type of 'axis' should be one of"),
    "nn.Softmax-axis-type": (lambda: nn.Softmax(axis="a"), TypeError, r"type of 'axis'"),
    "TopK-sorted": (lambda: ops.TopK(sorted="x"), TypeError,
                    r"For 'TopK', the type of 'sorted' should be 'bool'"),
    "Conv2D-pad_mode": (lambda: ops.Conv2D(2, 3, pad_mode="foo"), ValueError,
                        r"For 'Conv2D', the 'pad_mode' must be str and must be in"),
    "Dense-has_bias": (lambda: nn.Dense(3, 2, has_bias="yes"), TypeError,
                       r"For 'Dense', the 'has_bias' must be a bool, but got str"),
    "Parameter-requires_grad": (lambda: ms.Parameter(Tensor([1.0]), name="a",
                                                     requires_grad="yes"),
                                TypeError, r"`requires_grad` must be bool type"),
    # shapes and values
    "concat-shapes": (lambda: ops.concat((_x(), Tensor(np.ones((2, 4), np.float32)))),
                      ValueError, r"For primitive\[Concat\], shapes of tensors must match "
                                  r"except in given concat axis 0"),     # 2.10's (session 56)
    "concat-ranks": (lambda: ops.concat((_x(), Tensor(np.ones(3, np.float32)))), ValueError,
                     r"For primitive\[Concat\], element rank must be same"),
    "concat-axis": (lambda: ops.concat((_x(), _x()), axis=2), ValueError,
                    r"For primitive\[Concat\], the axis value must be in \[-2,2\), but got 2"),
    "concat-empty": (lambda: ops.concat(()), ValueError,
                     r"For primitive\[Concat\], the elements size must be greater than 0"),
    "zeros-negative": (lambda: ops.zeros((-1, 2), ms.float32), ValueError,     # 2.10 (s71)
                       r"For primitive\[Zeros\], the the 0th dimension of input shape must be "
                       r"greater than or equal to 0, but got -1\."),
    # optimizers
    "Optimizer-group-key": (lambda: nn.SGD([{"params": nn.Dense(2, 2).trainable_params(),
                                             "nosuch": 1}], 0.1),
                            KeyError, r"the key in group params must be one of"),
    "Optimizer-group-params": (lambda: nn.SGD([{"lr": 0.1}], 0.1), KeyError, r"params"),
    "Optimizer-lr-2d": (lambda: nn.SGD(nn.Dense(2, 2).trainable_params(),
                                       Tensor(np.ones((2, 2), np.float32))),
                        ValueError, r"the dimension of it should be 0 or 1, but got 2"),
    "Momentum-None": (lambda: nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, None),
                      TypeError, r"For 'Momentum', the type of 'momentum' should be 'float'"),
    # jit / grad options
    "jit-capture_mode": (lambda: ms.jit(lambda x: x, capture_mode="bad"), ValueError,
                         r"For 'jit', the 'capture_mode' must be str and must be in"),
    "jit-not-callable": (lambda: ms.jit(3)(Tensor([1.0])), TypeError,
                         r"'int' object is not callable"),
    "grad-has_aux": (lambda: ms.grad(lambda x: x, has_aux="y"), TypeError,
                     r"For '_Grad', the 'has_aux' should be bool, but got str"),
    "softmax-float-axis": (lambda: ops.softmax(_x(), axis=1.0), TypeError,
                           r"the type of 'axis' must be 'int', but got '1.0'"),
    "tile-negative": (lambda: ops.tile(_x(), (-1, 2)), ValueError,
                      r"For 'Tile', 'dims' cannot contain negative integer numbers"),
    # Tensor(init=...) needs dtype and shape and no data; data takes no shape
    "Tensor-init-no-dtype": (lambda: Tensor(shape=(2, 3), init=ms.common.initializer.One()),
                             ValueError, r"init, dtype and shape must have values at the same"),
    "Tensor-data-and-shape": (lambda: Tensor([1.0], dtype=ms.float32, shape=(1,)), ValueError,
                              r"'shape' should be set to None.But got shape: \(1,\)"),
    "layer_norm-shape": (lambda: ops.layer_norm(_x(), (4,)), ValueError,
                         r"For 'LayerNorm', gamma or beta shape must match input shape, but got "
                         r"input shape: \[const vector\]\{2, 3\}, gamma shape: "
                         r"\[const vector\]\{4\}"),
    "grad-duplicate-positions": (lambda: ms.grad(lambda a, b: (a * b).sum(), (0, 0)),
                                 ValueError, r"There are duplicate positions in `grad_position`"),
    "to_float-name": (lambda: nn.Dense(2, 2).to_float("float16"), ValueError,
                      r"For 'to_float', the argument 'dst_type' must be mstype.float32"),
    "split-axis": (lambda: ops.split(_x(), 1, axis=5), ValueError,
                   r"^axis 5 is out of bounds for array of dimension 2$"),   # 2.10's (numpy's)
    "chunk-zero": (lambda: _x().chunk(0), ValueError, r"'chunks' must be greater than 0"),
    "narrow-past-the-end": (lambda: _x().narrow(1, 2, 5), ValueError,
                            r"The input value must be in range of \[1, 1\], but got 5 with type "
                            r"'int'."),     # 2.10's validator text
}


class _SelfMatMul(nn.Cell):
    def construct(self, x):
        return ops.matmul(x, x)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
@pytest.mark.parametrize("call, message", [
    (lambda: _SelfMatMul()(_x()), r"For 'MatMulExt' op, shape1\[-1\] must be equal to "
                                  r"shape2\[-2\], but got 3 and 2\."),
    (lambda: nn.Conv2d(3, 2, 3)(Tensor(np.ones((1, 4, 8, 8), np.float32))),
     r"For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be equal to "
     r"'C_in' of input 'weight' shape: 3, but got 'C_in' of input 'x' shape: 4, and 'group': 1."),
], ids=["matmul", "Conv2d"])
def test_shape_mismatch_is_a_runtime_error_and_a_value_error(mode, call, message):
    # MindSpore 2.10 raises RuntimeError from these kernels; ValueError is Python's type for it
    ms.set_context(mode=mode)
    try:
        with pytest.raises(RuntimeError, match=message) as info:
            call()
        assert isinstance(info.value, ValueError)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input_raises_mindspores_error(name):
    call, exc, message = CASES[name]
    with pytest.raises(exc, match=message):
        call()


def test_set_context_accepts_a_bool_mode_as_mindspore():
    before = ms.get_context("mode")
    try:
        ms.set_context(mode=True)
        assert ms.get_context("mode") == ms.PYNATIVE_MODE
    finally:
        ms.set_context(mode=before)


def test_failed_set_context_with_a_bad_value_changes_nothing():
    before = (ms.get_context("mode"), ms.get_context("max_call_depth"))
    other = ms.GRAPH_MODE if before[0] == ms.PYNATIVE_MODE else ms.PYNATIVE_MODE
    with pytest.raises(ValueError):
        ms.set_context(mode=other, max_call_depth=0)
    assert (ms.get_context("mode"), ms.get_context("max_call_depth")) == before


def _snapshot(net, opt):
    return [p.asnumpy().copy() for p in list(net.get_parameters()) + list(opt.get_parameters())]


@pytest.mark.parametrize("make_opt", [
    lambda ps: nn.SGD(ps, 0.1), lambda ps: nn.Momentum(ps, 0.1, 0.9), lambda ps: nn.Adam(ps, 0.1),
], ids=["SGD", "Momentum", "Adam"])
def test_optimizer_step_with_a_wrong_gradient_shape_updates_nothing(make_opt):
    # the first gradient is fine, the second has the wrong shape: nothing may be written,
    # neither the first Parameter nor the optimizer's own state (Adam's beta powers, moments)
    net = nn.Dense(2, 3)
    opt = make_opt(net.trainable_params())
    before = _snapshot(net, opt)
    grads = (Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((3, 3), np.float32)))
    with pytest.raises(ValueError, match=r"the gradient of Parameter 'bias' has shape \(3, 3\), "
                                         r"but the Parameter has shape \(3,\)"):
        opt(grads)
    for a, b in zip(before, _snapshot(net, opt)):
        np.testing.assert_array_equal(a, b)


def test_parameter_requires_grad_setter_checks_the_type():
    p = ms.Parameter(Tensor([1.0]), name="a")
    with pytest.raises(TypeError, match="`requires_grad` must be bool type"):
        p.requires_grad = "no"
    assert p.requires_grad is True
    p.requires_grad = False
    assert p.requires_grad is False


def test_learning_rate_given_as_a_list_or_tensor_may_hold_negative_values():
    # MindSpore 2.10 checks only a Python number for >= 0
    params = nn.Dense(2, 2).trainable_params()
    nn.SGD(params, [0.1, -0.1])
    nn.SGD(params, Tensor(np.float32(-0.1)))


def test_a_failing_generator_source_raises_mindspores_runtime_error():
    import minicell.dataset as ds

    def gen():
        yield (np.ones(2, np.float32),)
        raise KeyError("in gen")

    data = ds.GeneratorDataset(gen, ["a"])
    with pytest.raises(RuntimeError, match=r"(?s)Exception thrown from user defined Python function "
                                           r"in dataset.*KeyError: 'in gen'"):
        list(data.create_tuple_iterator())
    # num_samples still stops the read early, before the failing item
    assert len(list(ds.GeneratorDataset(gen, ["a"], num_samples=1).create_tuple_iterator())) == 1
