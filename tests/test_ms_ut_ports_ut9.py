"""Behaviours MindSpore's own ut tests (tests/ut/python) rely on, from the ut9 round, with the
values measured on MindSpore 2.10 written in as constants."""
import numpy as np
import pytest

import minicell as ms
from minicell import context
from minicell._c_expression import typing
from minicell.ops.primitive import PrimitiveWithInfer, prim_attr_register


@pytest.mark.parametrize("kind, bits, dtype", [
    (typing.Int, 64, ms.int64), (typing.Int, 8, ms.int8), (typing.Float, 32, ms.float32),
    (typing.Float, 16, ms.float16), (typing.UInt, 8, ms.uint8), (typing.BFloat, 16, ms.bfloat16),
    (typing.Complex, 64, ms.complex64)])
def test_typing_kind_with_bits_is_that_dtype(kind, bits, dtype):
    """pipeline/parse/test_dtype.py builds typing.Int(64); 2.10 gives mindspore.int64 (measured
    for each row)."""
    assert kind(bits) is dtype


@pytest.mark.parametrize("kind, bits, text", [
    (typing.Int, 7, "For Int type only support number of 8bits, 16bits, 32bits and 64bits, "
                    "but got 7bits"),
    (typing.UInt, 7, "For UInt type only support number of 8bits, 16bits, 32bits and 64bits, "
                     "but got 7bits"),
    (typing.Float, 8, "For Float type only support number of 16bits, 32bits and 64bits, "
                      "but got 8bits")])
def test_typing_kind_with_other_bits_is_2_10_runtime_error(kind, bits, text):
    with pytest.raises(RuntimeError) as err:
        kind(bits)
    assert str(err.value) == text


def test_typing_kind_takes_a_bit_count_only():
    with pytest.raises(TypeError, match="incompatible constructor arguments"):
        typing.Int("64")
    with pytest.raises(TypeError, match="incompatible constructor arguments"):
        typing.Bool(8)
    with pytest.raises(TypeError, match="incompatible constructor arguments"):
        typing.Number(3)


def test_typing_number_tuple_list_as_2_10():
    """2.10 (measured): Number() == ms.number; a Tuple/List of element types prints its
    elements with runs of one type as T*n, repr mindspore.tuple_, and equals ms.tuple_ only
    when it has no elements."""
    i, f = typing.Int(64), typing.Float(32)
    assert typing.Number() == ms.number and repr(typing.Number()) == "mindspore.number"
    assert isinstance(ms.number, typing.Number) and isinstance(i, typing.Number)
    t = typing.Tuple((i, i))
    assert (str(t), repr(t)) == ("Tuple[Int64*2]", "mindspore.tuple_")
    assert t != ms.tuple_ and t == typing.Tuple((i, i)) and hash(t) == hash(typing.Tuple([i, i]))
    shown = [str(typing.Tuple(e)) for e in ([i], [], [i, i, f], [f, i, i], [i, f, i])]
    assert shown == ["Tuple[Int64]", "Tuple[]", "Tuple[Int64*2,Float32]",
                     "Tuple[Float32,Int64*2]", "Tuple[Int64,Float32,Int64]"]
    assert typing.Tuple([]) == ms.tuple_ and typing.Tuple() is ms.tuple_
    assert str(typing.Tuple([t, ms.tensor_type])) == "Tuple[Tuple[Int64*2],Tensor]"
    assert str(typing.List([i, f])) == "List[Int64,Float32]"
    assert isinstance(typing.List([i]), typing.List) and not isinstance(typing.List([i]),
                                                                         typing.Tuple)
    with pytest.raises(TypeError, match="incompatible constructor arguments"):
        typing.Tuple([1, 2])


def test_jit_returns_typing_objects():
    """pipeline/parse/test_dtype.py: a jit function returning (Number(), Int(64), Tuple((Int(64),
    Int(64)))) gives them back (2.10, both modes: (mindspore.number, mindspore.int64,
    mindspore.tuple_), the last equal to the Tuple made outside)."""
    i = typing.Int(64)
    t = typing.Tuple((i, i))

    @ms.jit
    def types():
        return (typing.Number(), i, t)

    out = types()
    assert out[0] == ms.number and out[1] is ms.int64 and out[2] == t


class _InferFails(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=["x", "y"], outputs=["out"])
        self.seen = []

    def infer_shape(self, x, y):
        self.seen.append(("shape", x, y))
        return x

    def infer_dtype(self, x, y):
        self.seen.append(("dtype", repr(x), repr(y)))
        raise TypeError("InferError")


def test_primitive_with_infer_runs_its_infer_before_the_kernel():
    """optimizer/test_debug_location.py: 2.10 runs a PrimitiveWithInfer's infer_dtype (a Tensor
    as mindspore.tensor[float32], 3 as mindspore.int64) before infer_shape and its kernel, so
    its TypeError is the call's error (measured)."""
    prim = _InferFails()
    with pytest.raises(TypeError, match="InferError"):
        prim(ms.Tensor(np.ones((2, 3), np.float32)), 3)
    assert prim.seen == [("dtype", "mindspore.tensor[float32]", "mindspore.int64")]


def test_binop_grad_common_and_get_broadcast_shape():
    """2.10's grad_math_ops.binop_grad_common sums each gradient back to its input's shape and
    ops._utils exports get_broadcast_shape (measured: [[3.0], [12.0]], [[6.0, 10.0, 14.0]],
    15.0, [4, 5, 3])."""
    from minicell.ops._grad_experimental.grad_math_ops import binop_grad_common
    from minicell.ops._utils import get_broadcast_shape
    x, y = ms.Tensor(np.ones((2, 1), np.float32)), ms.Tensor(np.ones((1, 3), np.float32))
    d = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    gx, gy = binop_grad_common(x, y, d, d * 2)
    assert gx.asnumpy().tolist() == [[3.0], [12.0]] and gy.asnumpy().tolist() == [[6.0, 10.0,
                                                                                  14.0]]
    gs, gd = binop_grad_common(ms.Tensor(np.float32(2.0)), d, d, d)
    assert (gs.shape, gs.asnumpy().tolist(), gd.shape) == ((), 15.0, (2, 3))
    assert get_broadcast_shape([4, 1, 3], [5, 1], "Add") == [4, 5, 3]


def test_context_k_context_is_the_singleton():
    """pynative_mode/test_context.py: 2.10's context.K_CONTEXT is the _Context singleton that
    context._context() returns (measured True)."""
    assert context.K_CONTEXT is context._context()
    assert context._context() is context._context()


class _CountingData:
    """A dataset object that gives two batches until its reset() (tests/dataset_mock.py's
    MindData is one)."""

    def __init__(self):
        self.i, self.seen = 0, []

    def get_dataset_size(self):
        return 2

    def create_tuple_iterator(self, num_epochs=-1, do_copy=True, output_numpy=False):
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= 2:
            raise StopIteration
        self.i += 1
        self.seen.append(self.i)
        return ms.Tensor(np.ones((4, 3), np.float32) * self.i), \
            ms.Tensor(np.zeros((4, 2), np.float32))

    def reset(self):
        self.i = 0
        self.seen.append("r")


def test_model_resets_the_dataset_after_each_epoch_and_eval():
    """train/test_amp.py::test_compile_model_train_O0: 2.10's Model calls the dataset's reset()
    after each training epoch and after an evaluation (measured: train(2) sees [1, 2, 'r', 1, 2,
    'r'], eval then [1, 2, 'r']); without it the second epoch and the eval saw no batch."""
    from minicell import nn
    from minicell.train import Model
    net = nn.Dense(3, 2)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01), metrics={"loss"})
    data = _CountingData()
    model.train(2, data, dataset_sink_mode=False)
    assert data.seen == [1, 2, "r", 1, 2, "r"]
    data.seen = []
    model.eval(data, dataset_sink_mode=False)
    assert data.seen == [1, 2, "r"]


def test_amp_strategy_enums_and_cast_info():
    """amp/test_amp.py: _c_expression.amp's enums and get_prim_cast_strategy_info as 2.10
    (measured): a white entry casts to the strategy's dtype with its positions, a black one to
    Float32 at AmpAuto only, the promote list promotes at AmpAuto, the rest is ignored."""
    from minicell._c_expression import amp
    assert list(amp.AmpLevel.__members__) == ["AmpO0", "AmpO1", "AmpO2", "AmpO3", "AmpAuto"]
    assert list(amp.PrimCastStrategy.__members__) == [
        "AmpIgnore", "AmpDoCast", "AmpSetDtype", "AmpSetDtypeOpt", "AmpAutoPromote"]
    assert (repr(amp.AmpLevel.AmpAuto), str(amp.AmpLevel.AmpAuto), int(amp.AmpLevel.AmpAuto)) == \
        ("<AmpLevel.AmpAuto: 4>", "AmpLevel.AmpAuto", 4)
    auto = amp.create_amp_strategy(amp.AmpLevel.AmpAuto, ms.float16,
                                   [("Abs", [0]), ("Conv2D", [0, 1])], [("LayerNorm", [0])])
    o1 = amp.create_amp_strategy(amp.AmpLevel.AmpO1, ms.bfloat16, [("Abs", [0])], [("Exp", [])])
    got = {(str(s.get_amp_level()), n): (str(i.strategy), str(i.dtype), i.arg_pos)
           for s, names in ((auto, ["Conv2D", "LayerNorm", "Concat", "BiasAdd", "Pad", "Exp"]),
                            (o1, ["Abs", "Exp", "Concat"]))
           for n in names for i in [amp.get_prim_cast_strategy_info(s, n)]}
    do, ign, pro = "PrimCastStrategy.AmpDoCast", "PrimCastStrategy.AmpIgnore", \
        "PrimCastStrategy.AmpAutoPromote"
    assert got == {
        ("AmpLevel.AmpAuto", "Conv2D"): (do, "Float16", [0, 1]),
        ("AmpLevel.AmpAuto", "LayerNorm"): (do, "Float32", [0]),
        ("AmpLevel.AmpAuto", "Concat"): (pro, "Float32", []),
        ("AmpLevel.AmpAuto", "BiasAdd"): (pro, "Float32", []),
        ("AmpLevel.AmpAuto", "Pad"): (ign, "Float32", []),
        ("AmpLevel.AmpAuto", "Exp"): (ign, "Float32", []),
        ("AmpLevel.AmpO1", "Abs"): (do, "BFloat16", [0]),
        ("AmpLevel.AmpO1", "Exp"): (ign, "Float32", []),
        ("AmpLevel.AmpO1", "Concat"): (ign, "Float32", [])}
    with pytest.raises(TypeError, match="incompatible function arguments"):
        amp.create_amp_strategy(amp.AmpLevel.AmpAuto, ms.float16, [("Abs", 0)], [])


def test_amp_strategy_stack_is_what_amp_auto_runs_on():
    """2.10 (measured): the stack is empty outside amp, popping it empty only warns; inside an
    auto_mixed_precision(f, 'auto') call the current strategy is AmpAuto in float16 with 2.10's
    20 white and 46 black entries in their order; a pushed strategy casts the listed ops (an
    AmpO1 strategy with Exp white: exp of float32 is Float16, its black MatMul stays Float32)."""
    from minicell._c_expression import amp
    from minicell.train.amp import auto_mixed_precision
    assert amp.get_curr_amp_strategy() is None
    amp.pop_amp_strategy()
    seen = []

    def f(x):
        s = amp.get_curr_amp_strategy()
        seen.append((s.get_amp_level(), s.get_amp_dtype(), len(s.get_white_list()),
                     s.get_white_list()[:3], len(s.get_black_list()), s.get_black_list()[:3]))
        return x

    auto_mixed_precision(f, "auto")(1)
    assert seen == [(amp.AmpLevel.AmpAuto, ms.float16, 20,
                     [("Conv2D", []), ("Conv3D", []), ("Conv2DExt", [])], 46,
                     [("Pow", []), ("ACos", []), ("Asin", [])])]
    assert amp.get_curr_amp_strategy() is None
    x = ms.Tensor(np.ones((2, 2), np.float32))
    amp.push_amp_strategy(amp.AmpLevel.AmpO1, ms.float16, [("Exp", [])], [("MatMul", [])])
    try:
        assert (ms.ops.exp(x).dtype, ms.ops.MatMul()(x, x).dtype) == (ms.float16, ms.float32)
    finally:
        amp.pop_amp_strategy()
    assert ms.ops.exp(x).dtype == ms.float32
