"""Semantics measured on MindSpore 2.10 (CPU) in both modes, round 23: Tensor operators with a
Python list/tuple operand."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

XI = np.array([2, 3], np.int32)


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _vals(outs):
    return [(o.dtype, o.asnumpy().tolist()) for o in outs]


# ---- a Tensor with a list/tuple operand ------------------------------------------------------
def test_graph_sequence_operand_takes_the_tensors_dtype(graph_mode):
    # 2.10 GRAPH_MODE (measured): the sequence becomes Tensor(seq) (Float32 for floats, Int64
    # for ints) cast to the Tensor's dtype; [3, 4] / int32 stays Int32; 2**31 wraps in Int32
    class Net(nn.Cell):
        def construct(self, x, f):
            return (x * [1.5, 2], [3, 4] / x, [-3, 4] / x, x % [2, 3], x + [2 ** 31, 1],
                    (5, 7) // x, x - [1.5, 2], x / [2, 3], f + [1.7, -1.7], x * [x, x])

    outs = Net()(ms.Tensor(XI), ms.Tensor(np.array([2.0, 3.0], np.float64)))
    i32, f32, f64 = ms.int32, ms.float32, ms.float64
    assert _vals(outs) == [(i32, [2, 6]), (i32, [1, 1]), (i32, [-1, 1]), (i32, [0, 0]),
                           (i32, [-2147483646, 4]), (i32, [2, 2]), (i32, [1, 1]),
                           (f32, [1.0, 1.0]), (f64, [3.700000047683716, 1.2999999523162842]),
                           (i32, [[4, 9], [4, 9]])]


_fn = lambda x: x < [1, 3]
_fn2 = lambda x: [1, 3] <= x
_fn3 = lambda x: x ** [2, 3]
_fn4 = lambda x: x | [1, 0]


@pytest.mark.parametrize("expr,text", [
    (_fn, 'Failed calling less with "less(Tensor, List<int, int>)".'),
    (_fn2,
     'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=List<int, int>)".'),
    (_fn3, 'Failed calling pow with "pow(List<int, int>)".'),
    (_fn4, 'Failed calling bitwise_or with "bitwise_or(List<int, int>)".'),
])
def test_graph_refuses_sequences_where_2_10s_graph_does(graph_mode, expr, text):
    # 2.10 GRAPH_MODE refuses these as its PYNATIVE_MODE does, with the same text (measured)
    class Net(nn.Cell):
        def construct(self, x):
            return expr(x)

    with pytest.raises(TypeError) as info:
        Net()(ms.Tensor(XI))
    assert str(info.value).splitlines()[0] == text


def test_graph_compares_a_tensor_and_a_sequence_as_python(graph_mode):
    class Net(nn.Cell):
        def construct(self, x):
            return x == [2, 3], [2, 3] != x, x == (x, x)

    assert Net()(ms.Tensor(XI)) == (False, True, False)      # 2.10 GRAPH_MODE (measured)


def test_pynative_sequence_operand_takes_the_tensors_dtype():
    # 2.10 PYNATIVE_MODE (measured): + - // and reflected ** convert the sequence to the
    # Tensor's dtype, as do the add/sub methods
    x = ms.Tensor(XI)
    outs = (x + [1.5, 2], (1.5, 2.5) - x, (5, 7) // x, (1, 2) ** x, x.add([1.5, 2]),
            x.sub((1.5, 2)), x + ((1, 2), (3, 4)),
            ms.Tensor(np.array([2.0, 3.0], np.float16)) + [1, 2.5])
    i32 = ms.int32
    assert _vals(outs) == [(i32, [3, 5]), (i32, [-1, -1]), (i32, [2, 2]), (i32, [1, 8]),
                           (i32, [3, 5]), (i32, [1, 1]), (i32, [[3, 5], [5, 7]]),
                           (ms.float16, [3.0, 5.5])]


# ---- augmented assignment through a mask or an index in GRAPH_MODE ---------------------------
G0 = np.array([1.0, -2.0, 3.0, -4.0], np.float32)


def test_graph_masked_augmented_assignment_matches_pynative(graph_mode):
    # 2.10's GRAPH_MODE fails on a boolean-mask target (a BroadcastTo shape error); its
    # PYNATIVE_MODE gives these values (measured), which minicell gives in both modes
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = ms.Parameter(ms.Tensor(G0), name="p")

        def construct(self, g, t, v):
            if v.sum() > 0:
                g[g > 0] += v
            g[g < 0] -= t[g < 0]
            for i in range(2):
                g[g > i] *= 2
            self.p[self.p > 0] += v
            return g, self.p * 1

    g, p = Net()(ms.Tensor(G0), ms.Tensor(np.array([10.0, 20.0, 30.0, 40.0], np.float32)),
                 ms.Tensor(np.float32(2.0)))
    assert g.asnumpy().tolist() == [12.0, -22.0, 20.0, -44.0]
    assert p.asnumpy().tolist() == [3.0, -2.0, 5.0, -4.0]


def test_graph_indexed_augmented_assignment_gradients(graph_mode):
    # gradients through g[int] += v, g[slice] /= 2, g[list] -= v: 2.10 GRAPH_MODE (measured;
    # its PYNATIVE_MODE refuses to differentiate writes into a network input)
    class Net(nn.Cell):
        def construct(self, g, v):
            g[0] += v
            g[1:3] /= 2
            g[[0, 3]] -= v
            i = 0
            while i < 2:
                g[1:3] += v * g[0:2]
                i += 1
            return (g * g).sum()

    dg, dv = ms.grad(Net(), grad_position=(0, 1))(ms.Tensor(G0), ms.Tensor(np.float32(2.0)))
    assert dg.asnumpy().tolist() == [38.0, 9.0, 1.5, -12.0] and dv.asnumpy().item() == 30.0


# ---- dynamic-length sequences and number outputs under GradOperation -------------------------
def test_sensitivity_of_a_number_output_is_taken_and_ignored():
    # 2.10 (measured, both modes): a sens for a Python-number output is accepted; ints get
    # zero gradients in GRAPH_MODE (a dynamic-length tuple: a tuple of zeros), none in PYNATIVE
    from minicell.ops.composite import GradOperation

    class Add(nn.Cell):
        def construct(self, x, y):
            return x + y

    class In(nn.Cell):
        def construct(self, x, y):
            return x in y

    grad = GradOperation(get_all=True, sens_param=True)
    assert grad(Add())(3, 4, 5) == ()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        assert grad(Add())(3, 4, 5) == ()
        assert grad(In())(3, ms.mutable((3, 4, 5, 6), True), True) == ((0, 0, 0, 0),)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_sequence_compare_primitives_and_graph_range(graph_mode):
    from minicell.ops.operations import _sequence_ops as S

    class Net(nn.Cell):
        def construct(self, x, y):
            return (range(x, y), S.tuple_equal()((1, 2), (True, 2)), S.tuple_equal()((1, 2), [1, 2]),
                    S.list_lt()([1, 2], [1, 3]), S.tuple_le()((1, 2, 3), (1, 2)),
                    S.ListAppend()(ms.mutable((1, 2), True), 7), S.ListInsert()([1], 0, 7))

    # 2.10 GRAPH_MODE (measured): a returned range is a tuple; its equality compares element
    # types (1 is not True) but not the sequence kinds; ListAppend keeps a dynamic tuple a tuple
    assert Net()(1, 4) == ((1, 2, 3), False, True, True, False, (1, 2, 7), [7, 1])
    ms.set_context(mode=ms.PYNATIVE_MODE)
    # 2.10 PYNATIVE_MODE (measured): Python's comparisons, lists from ListAppend/ListInsert
    assert Net()(1, 4) == (range(1, 4), True, False, True, False, [1, 2, 7], [7, 1])
    assert (S.sequence_len()((1, 2, 3)), S.make_range()(1, 9, 3), S.shape_mul()((2, 3, 4))) == \
        (3, range(1, 9, 3), 24)


# ---- CTC loss ------------------------------------------------------------------------------
def test_ctc_loss_gradient_and_log_alpha_are_mindspores():
    # 2.10 (measured, both modes): CTCLossV2Grad is the gradient for logits behind a
    # log_softmax (exp(log_probs) minus the alignment posteriors), nothing flows back through
    # log_alpha, and log_alpha is -inf past each sample's input length and 2 * target_length + 1
    from minicell import ops
    lp = np.log(np.array([[[0.2, 0.5, 0.3], [0.6, 0.1, 0.3]],
                          [[0.3, 0.3, 0.4], [0.1, 0.2, 0.7]],
                          [[0.5, 0.25, 0.25], [0.4, 0.4, 0.2]]], np.float32))
    tg, il, tl = (ms.Tensor(np.array(v, np.int32)) for v in ([[1, 2], [2, 0]], [3, 2], [2, 1]))

    def loss(x):
        return ops.ctc_loss(x, tg, il, tl, reduction="mean")

    (value, alpha), grad = ms.value_and_grad(loss)(ms.Tensor(lp))
    np.testing.assert_allclose(value.asnumpy(), 0.5645, atol=1e-4)
    np.testing.assert_allclose(grad.asnumpy(), [
        [[0.0344, -0.1094, 0.075], [-0.0182, 0.05, -0.0318]],
        [[0.0359, 0.0203, -0.0562], [0.0273, 0.1, -0.1273]],
        [[0.0208, 0.0625, -0.0833], [0.0, 0.0, 0.0]]], atol=1e-4)
    assert np.isneginf(alpha.asnumpy()[1, 2]).all() and np.isneginf(alpha.asnumpy()[1, :, 3:]).all()


def test_grad_keeps_a_dynamic_length_tuple_input_dynamic(graph_mode):
    # 2.10 GRAPH_MODE (measured): list_append of a dynamic-length tuple gives a tuple, so a
    # tuple sensitivity joins it under GradOperation (the st file test_dynamic_list_append)
    from minicell._extends.parse.standard_method import list_append
    from minicell.ops.composite import GradOperation

    class Net(nn.Cell):
        def construct(self, x, y):
            return list_append(x, y)

    seq = ms.mutable((1, 2, 3), True)
    assert Net()(seq, 1) == (1, 2, 3, 1)
    grads = GradOperation(get_all=True, sens_param=True)(Net())(seq, 1, (1, 2, 3, 4))
    assert len(grads) == 1 and len(grads[0]) == 3
