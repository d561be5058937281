"""Behaviours MindSpore's own ut tests (tests/ut/python: utils, mutable, pipeline, rewrite, ...)
rely on, with the values measured on MindSpore 2.10 written in as constants."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor


def test_chg_ckpt_file_name_if_same_exist(tmp_path):
    """2.10: a prefix whose '<prefix>-*.ckpt' files exist gets '_N' one past the largest suffix;
    with exception=True only the '*_breakpoint.ckpt' files count (measured)."""
    from minicell.train.callback._checkpoint import _chg_ckpt_file_name_if_same_exist as chg
    assert chg(str(tmp_path), "ckpt") == "ckpt"
    for name in ("ckpt-1_1.ckpt", "ckpt_3-1_1.ckpt", "ckptx-1.ckpt",
                 "ckpt_7-1_breakpoint.ckpt", "ckpt_9-1_1.txt"):
        (tmp_path / name).write_text("")
    assert chg(str(tmp_path), "ckpt") == "ckpt_4"
    assert chg(str(tmp_path), "ckpt", exception=True) == "ckpt_8"
    assert chg(str(tmp_path), "other") == "other"
    prefix = lambda cb_params: "p"  # noqa: E731
    assert chg(str(tmp_path), prefix) is prefix


def test_checkpoint_cb_for_save_op():
    """2.10: without a current net it answers False; with one it loads the listed values into
    it, empties the list, forgets the net and answers True (measured)."""
    from minicell.train.callback import _checkpoint_cb_for_save_op, _set_cur_net
    _set_cur_net(None)
    assert _checkpoint_cb_for_save_op([{"name": "w", "data": Tensor([1.0])}]) is False
    net = nn.Dense(2, 1)
    _set_cur_net(net)
    items = [{"name": "weight", "data": Tensor(np.full((1, 2), 3.0, np.float32))},
             {"name": "bias", "data": ms.Parameter(Tensor([5.0]), name="b")}]
    assert _checkpoint_cb_for_save_op(items) is True
    assert items == []
    np.testing.assert_array_equal(net.weight.asnumpy(), [[3.0, 3.0]])
    np.testing.assert_array_equal(net.bias.asnumpy(), [5.0])
    assert _checkpoint_cb_for_save_op([{"name": "weight", "data": Tensor([[1.0, 1.0]])}]) is False


def test_train_fault_tolerance_imports_and_refuses():
    """MindSpore's callback tests import TrainFaultTolerance (Ascend TTP) at module level."""
    from minicell.train import TrainFaultTolerance
    from minicell.train.callback import TrainFaultTolerance as from_callback
    for cls in (TrainFaultTolerance, from_callback):
        with pytest.raises(ms.UnsupportedError):
            cls(ckpt_save_path="./ckpt")


@pytest.mark.parametrize("name, args", [("_random_normal", (0.0, 1.0)),
                                        ("_random_uniform", (-1.0, 1.0)),
                                        ("_truncated_normal", (-2.0, 2.0, 0.0, 1.0))])
def test_c_expression_random_fillers(name, args):
    """_c_expression's in-place float32 fillers (2.10: same seed same draws, another seed other
    draws, truncated draws inside [a, b], float64 buffers 'Unsupported data type 'd'.')."""
    import minicell._c_expression as c
    fill = getattr(c, name)
    first, again, other = (np.zeros((11, 512), np.float32) for _ in range(3))
    assert fill(7, first, *args) is None
    fill(7, again, *args)
    fill(8, other, *args)
    np.testing.assert_array_equal(first, again)
    assert not np.allclose(first, other)
    assert abs(first.mean()) < 0.1 and first.std() > 0.3
    if name == "_truncated_normal":
        assert first.min() >= -2.0 and first.max() <= 2.0
    with pytest.raises(RuntimeError, match="Unsupported data type 'd'."):
        fill(7, np.zeros(3), *args)
    with pytest.raises(TypeError):
        fill(7, [0.0, 0.0], *args)


def test_grad_base_bprop_registries():
    """ops._grad_experimental.grad_base as 2.10: bprop_getters keyed by class (id and name) or a
    name; get_bprop_fn applies the getter (or returns it with get_closure), else bprops' entry.
    Differentiation runs through a PrimitiveWithInfer's __call__, as 2.10's PYNATIVE_MODE does
    (measured: grad of 3 * Twice()(x) is 6 with a registered bprop saying otherwise)."""
    from minicell.ops import PrimitiveWithInfer
    from minicell.ops._grad_experimental.grad_base import bprop_getters, bprops, get_bprop_fn

    class Twice(PrimitiveWithInfer):
        def __init__(self):
            super().__init__("Twice")

        def __call__(self, x):
            return x * 2

    @bprop_getters.register(Twice)
    def get_bprop(prim):
        return lambda x, out, dout: (dout * 10 + out,)

    bprops.register("Thrice")(len)
    assert bprop_getters.get(Twice(), None) is get_bprop and "Twice" in bprop_getters
    assert get_bprop_fn(Twice(), get_closure=True) is get_bprop
    assert callable(get_bprop_fn(Twice()))
    assert get_bprop_fn("Thrice") is len and get_bprop_fn("Nothing") is None

    def net(x):
        return Twice()(x) * 3
    np.testing.assert_array_equal(ms.grad(net)(Tensor([1.0, 2.0])).asnumpy(), [6.0, 6.0])


def test_bfloat16_tensor_str_prints_each_element_as_percent_f():
    """2.10's str of a bfloat16 Tensor (its numpy bfloat16 prints '%f'; measured)."""
    assert str(Tensor([1, 2, 3], ms.bfloat16)) == "[1.000000 2.000000 3.000000]"
    assert str(Tensor(2.5, ms.bfloat16)) == "2.500000"
    assert str(Tensor(np.arange(20) * 1.5, ms.bfloat16)) == (
        "[0.000000 1.500000 3.000000 4.500000 6.000000 7.500000 9.000000 10.500000\n"
        " 12.000000 13.500000 15.000000 16.500000 18.000000 19.500000 21.000000\n"
        " 22.500000 24.000000 25.500000 27.000000 28.500000]")
    assert str(Tensor(np.arange(2000), ms.bfloat16)) == \
        "[0.000000 1.000000 2.000000 ... 2000.000000 2000.000000 2000.000000]"
    assert str(Tensor([1.5, 2.0], ms.float32)) == "[1.5 2. ]"


class _AssignParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cov_step = ms.Parameter(0.0, name="cov_step", requires_grad=False)

    def construct(self, x):
        self.cov_step = x
        return self.cov_step


@pytest.mark.parametrize("value, text", [
    (None, "None"), ("s", "String"), ([1.0, 2.0], "List[Float32*2]"), ((1, 2), "Tuple[Int64*2]"),
    ((1, 2.0), "Tuple[Int64,Float32]"), (((1, 2), 3), "Tuple[Tuple[Int64*2],Int64]"),
    ({"a": 1, "b": 2.0}, "Dictionary[[a,b,],[Int64,Float32]]"), (("s", None), "Tuple[String,None]"),
    ((), "Tuple[]")])
def test_graph_parameter_assign_of_a_non_number(graph_mode, value, text):
    """2.10's GRAPH_MODE 'self.p = value' of a non-number: TypeError naming the value's type
    (measured); minicell returned None for None and gave PYNATIVE's text for the rest."""
    with pytest.raises(TypeError) as e:
        _AssignParam()(value)
    assert str(e.value) == f'Failed calling Assign with "value={text}".'


def test_graph_parameter_assign_of_numbers(graph_mode):
    """Numbers are written into the Parameter (2.10: 3 -> 3.0, True -> 1.0, measured)."""
    assert float(_AssignParam()(3)) == 3.0 and float(_AssignParam()(True)) == 1.0


class _Defaults(nn.Cell):
    def construct(self, a=1, b=2):
        return a + b


class _CallsWithKeywords(nn.Cell):
    def __init__(self, **keywords):
        super().__init__()
        self.subnet, self.keywords = _Defaults(), keywords

    def construct(self, a, b):
        return self.subnet(a, **self.keywords)


def test_graph_sub_cell_unexpected_keyword(graph_mode):
    """2.10's graph call of a sub-Cell with a keyword its construct lacks: RuntimeError
    "Got an unexpected keyword argument 'aa'" (measured; minicell raised Python's TypeError)."""
    with pytest.raises(RuntimeError, match="^Got an unexpected keyword argument 'aa'$"):
        _CallsWithKeywords(b=2, aa=3)(1, 2)
    assert _CallsWithKeywords(b=5)(1, 2) == 6


def test_f_switch(graph_mode):
    """F.switch (2.10's Switch primitive, measured in a jit function): a one-element Tensor
    condition picks a branch, a larger one is ValueError; a Python condition picks eagerly."""
    from minicell.ops import functional as F
    x, y = Tensor([[1, 1], [2, 2]]), Tensor([[3, 3], [4, 4]])

    @ms.jit
    def foo(cond, a, b):
        return F.switch(cond, a, b)
    np.testing.assert_array_equal(foo(Tensor(True), x, y).asnumpy(), [[1, 1], [2, 2]])
    np.testing.assert_array_equal(foo(Tensor(False), x, y).asnumpy(), [[3, 3], [4, 4]])
    with pytest.raises(ValueError, match="^The truth value of an array with more than one "
                                         "element is ambiguous.$"):
        foo(x > y, x, y)
    assert F.switch(1, 2, 3) == 2 and ms.ops.switch is F.switch


@pytest.mark.parametrize("call, prim, w_cin, groups", [
    (lambda x4: nn.Conv2d(3, 6, 5, pad_mode="valid")(x4), "Conv2D", 3, 1),
    (lambda x4: nn.Conv2d(4, 6, 5, group=2, pad_mode="valid")(x4), "Conv2D", 2, 2),
    (lambda x4: nn.Conv1d(3, 6, 5, pad_mode="valid")(x4[:, :, 0]), "Conv2D", 3, 1),
    (lambda x4: nn.Conv3d(3, 6, 2, pad_mode="valid")(x4[:, :, None, :4, :4]), "Conv3D", 3, 1)])
def test_conv_channel_mismatch_text(call, prim, w_cin, groups):
    """2.10's text for an input whose channels do not match the weight's (1-d runs as Conv2D;
    a RuntimeError for Conv2D, a ValueError for Conv3D; measured)."""
    x4 = Tensor(np.ones((1, 1, 8, 8), np.float32))
    with pytest.raises((RuntimeError, ValueError)) as e:
        call(x4)
    assert str(e.value) == (
        f"For '{prim}', 'C_in' of input 'x' shape divide by parameter 'group' must be equal to "
        f"'C_in' of input 'weight' shape: {w_cin}, but got 'C_in' of input 'x' shape: 1, and "
        f"'group': {groups}.")


def test_construct_tensor_list():
    """train._utils._construct_tensor_list as 2.10 (measured): zero Tensors, the first dimension
    times batch_expand_num; types and shapes of different lengths are a ValueError."""
    from minicell.train._utils import _construct_tensor_list
    out = _construct_tensor_list((ms.float32, ms.int32), ((2, 3), (4,)), 2)
    assert [(t.shape, t.dtype) for t in out] == [((4, 3), ms.float32), ((8,), ms.int32)]
    assert not out[0].asnumpy().any()
    with pytest.raises(ValueError, match=r"^The length of dataset types must be equal to "
                                         r"dataset shapes, but got dataset types="):
        _construct_tensor_list((ms.float32, ms.float32), ((1, 3),))


def test_no_recursive_flag(graph_mode):
    """common.api._no_recursive marks a Cell class or function (2.10: flag only; a non-callable
    is its TypeError, measured); the decorated code compiles as before."""
    from minicell.common.api import _no_recursive

    @_no_recursive
    class Net(nn.Cell):
        def construct(self, x):
            return x * x

    @ms.jit
    @_no_recursive
    def square(x):
        return x * x
    assert Net._mindspore_flags == {"no_recursive": True}
    assert float(Net()(Tensor(3.0))) == 9.0 and float(square(Tensor(2.0))) == 4.0
    with pytest.raises(TypeError, match="^Decorator no_recursive is used for callable object, "
                                        "but got 3.$"):
        _no_recursive(3)
