"""Tensor.index, Tensor.set_, Tensor.to_, Tensor.remove_hook and Tensor.transpose: values against numpy, errors
as MindSpore 2.10 raises them (measured on CPU), both modes where MindSpore has them."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Parameter, Tensor
from conftest import FnCell

A = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


# ---- index --------------------------------------------------------------------------------------
@pytest.mark.parametrize("indices", [
    (np.array([1, 0]),),
    (np.array([0, 1]), np.array([2, 0])),
    (np.array([[0], [1]]), np.array([1, 2])),              # broadcast together
    (np.array([1, 1, 0]), np.array([0, 2, 1]), np.array([3, 0, 2])),
], ids=["one", "two", "broadcast", "all_axes"])
def test_index_is_advanced_indexing_of_the_leading_axes(mode, indices):
    x = Tensor(A)
    fn2 = lambda t, *ix: t.index(ix)
    out = FnCell(fn2)(x, *(Tensor(i) for i in indices))
    np.testing.assert_array_equal(out.asnumpy(), A[indices])


def test_index_takes_a_bool_mask_and_a_list():
    x = Tensor(A)
    mask = np.array([True, False])
    np.testing.assert_array_equal(x.index([Tensor(mask)]).asnumpy(), A[mask])


def test_index_rejects_what_mindspore_rejects():
    x = Tensor(A)
    with pytest.raises(TypeError, match=r"argument 'indices' \(position 1\) must be tuple of "
                                        r"Tensor, not Tensor"):
        x.index(Tensor([0]))
    with pytest.raises(TypeError, match="must be tuple of Tensor but found type of NoneType at "
                                        "pos 0"):
        x.index([None, Tensor([1])])
    with pytest.raises(TypeError, match="integer or bool dtype"):
        x.index((Tensor([0.5]),))
    with pytest.raises(IndexError, match="too many indices"):
        x.index((Tensor([0]),) * 4)


# ---- set_ ---------------------------------------------------------------------------------------
def test_set_takes_the_source_value_shape_and_returns_self():
    x = Tensor([1.0, 2.0])
    src = Tensor(A)
    assert x.set_(src) is x
    assert x.shape == (2, 3, 4) and x.dtype == ms.float32
    np.testing.assert_array_equal(x.asnumpy(), A)
    assert x.set_().shape == (0,) and x.dtype == ms.float32       # MindSpore: an empty Tensor


@pytest.mark.parametrize("offset, size, stride", [
    (1, (2, 2), (4, 1)), (0, (3, 2), (1, 3)), (5, (2, 3), None), (2, (4,), (5,)),
])
def test_set_with_a_view_reads_the_source_storage(offset, size, stride):
    flat = A.reshape(-1)
    x = Tensor([0.0]).set_(Tensor(A), offset, size, stride)
    strides = stride or tuple(int(np.prod(size[k + 1:])) for k in range(len(size)))
    expected = np.lib.stride_tricks.as_strided(flat[offset:], size,
                                               tuple(s * flat.itemsize for s in strides))
    np.testing.assert_array_equal(x.asnumpy(), expected)


def test_set_errors():
    x = Tensor([1.0, 2.0])
    with pytest.raises(RuntimeError, match="Could not set tensor of type Int32 to a tensor of "
                                           "type Float32"):
        x.set_(Tensor(np.ones(2, np.int32)))
    with pytest.raises(TypeError, match=r'Failed calling set_ with "set_\(List<int, int>\)"'):
        x.set_([1, 2])
    with pytest.raises(RuntimeError, match="reaches outside the source's 24 elements"):
        x.set_(Tensor(A), 20, (2, 3))
    with pytest.raises(ValueError, match="same length"):
        x.set_(Tensor(A), 0, (2, 3), (1,))
    assert x.asnumpy().tolist() == [1.0, 2.0], "a failed set_ must leave the Tensor unchanged"


def test_set_on_a_parameter_may_change_its_shape():
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    p.set_(Tensor(np.zeros(3, np.float32)))
    assert p.shape == (3,) and p.asnumpy().tolist() == [0.0, 0.0, 0.0] and p.name == "p"


def test_set_in_a_graph_and_its_gradient_path(mode):
    """The Tensor then is ``source``, so gradients flow through ``source`` (MindSpore 2.10 keeps
    the old value's path in PYNATIVE_MODE and ignores set_ inside a graph)."""
    def f(a, b):
        c = a * 1
        c.set_(b * 3)
        return c * 2

    out = FnCell(f)(Tensor([1.0, 2.0]), Tensor([5.0, 6.0, 7.0]))
    assert out.asnumpy().tolist() == [30.0, 36.0, 42.0]
    ga, gb = ms.grad(FnCell(f), grad_position=(0, 1))(Tensor([1.0, 2.0]), Tensor([5.0, 6.0]))
    assert ga.asnumpy().tolist() == [0.0, 0.0] and gb.asnumpy().tolist() == [6.0, 6.0]


# ---- to_ ----------------------------------------------------------------------------------------
def test_to_moves_in_place_to_the_host():
    x = Tensor([1.0, 2.0])
    assert x.to_("CPU") is x and x.device == "CPU"
    assert x.asnumpy().tolist() == [1.0, 2.0]
    with pytest.raises(ValueError, match=r"must be one of \['Ascend', 'CPU'\], but got cpu"):
        x.to_("cpu")
    with pytest.raises(ValueError, match="The type of 'non_blocking' must be bool, but got 1"):
        x.to_("CPU", 1)
    with pytest.raises(RuntimeError, match="should be same with device target"):
        x.to_("Ascend")


# ---- remove_hook --------------------------------------------------------------------------------
def _grad_times_3(x):
    return ms.grad(lambda a: a * 3)(x).asnumpy().tolist()


def test_remove_hook_by_handle_id_from_any_tensor_or_the_class():
    x = Tensor([1.0, 2.0])
    h = x.register_hook(lambda g: g * 2)
    assert _grad_times_3(x) == [6.0, 6.0]
    assert x.remove_hook(h.id) is None
    assert _grad_times_3(x) == [3.0, 3.0]
    h = x.register_hook(lambda g: g * 5)
    Tensor([0.0]).remove_hook(h.id)             # MindSpore: the id alone names the hook
    assert _grad_times_3(x) == [3.0, 3.0]
    h = x.register_hook(lambda g: g * 7)
    keep = x.register_hook(lambda g: g + 1)
    Tensor.remove_hook(h.id)
    assert _grad_times_3(x) == [4.0, 4.0] and x.hooks() == [keep._hooks[keep.id]]
    Tensor.remove_hook(h.id)                    # removed or unknown ids do nothing
    Tensor.remove_hook(10 ** 9)
    h.remove()
    with pytest.raises(TypeError, match="argument 1 must be int, not str"):
        x.remove_hook("a")


def test_remove_hook_on_an_intermediate_tensor_inside_a_gradient():
    seen = []

    def f(a):
        b = a * 2
        h = b.register_hook(lambda g: seen.append(1) or g * 10)
        Tensor.remove_hook(h.id)
        return b * 3

    assert ms.grad(f)(Tensor([1.0])).asnumpy().tolist() == [6.0] and seen == []


def test_remove_hook_on_a_cell_parameter():
    net = nn.Dense(2, 1)
    h = net.weight.register_hook(lambda g: g * 0)
    grad = ms.grad(net, None, net.trainable_params())
    x = Tensor(np.ones((1, 2), np.float32))
    assert not grad(x)[0].asnumpy().any()
    Tensor.remove_hook(h.id)
    assert grad(x)[0].asnumpy().tolist() == [[1.0, 1.0]]


def test_new_ones_new_zeros_take_dtype_positionally():
    x = Tensor([1], ms.int32)
    for fn, v in ((x.new_ones, 1), (x.new_zeros, 0)):
        out = fn((2, 3), ms.float32)
        assert out.dtype == ms.float32 and out.shape == (2, 3) and (out.asnumpy() == v).all()
        assert fn(2).dtype == ms.int32


# ---- transpose ----------------------------------------------------------------------------------
@pytest.mark.parametrize("perm, words", [
    ((0, 3, 1), r"^Dimension out of range \(expected to be in range of \[-3, 3\), but got 3\)"),
    ((0, -4, 1), r"^Dimension out of range \(expected to be in range of \[-3, 3\), but got -4\)"),
    ((0, 1), r"^For 'Transpose', size of perm should equal to rank of x, but got 2 and 3!"),
    ((0, 1, -2), r"^For 'Transpose',? perms should all be unique dim, but1 is not unique!"),
], ids=["above", "below", "length", "repeated"])
def test_transpose_bad_perm_is_a_value_error_in_both_modes(mode, perm, words):
    """In GRAPH_MODE too a ValueError (an out-of-range axis was JAX's error, a GraphModeError);
    there an axis out of range has 2.10's infer text (measured)."""
    if mode == ms.GRAPH_MODE and words.startswith("^Dimension"):
        words = r"^For primitive\[Transpose\], the perm value must be in \[-3,3\), but got "
    with pytest.raises(ValueError, match=words):
        fn3 = lambda t: t.transpose(perm)
        FnCell(fn3)(Tensor(A))
    np.testing.assert_array_equal(Tensor(A).transpose((0, -1, 1)).asnumpy(),
                                  A.transpose(0, 2, 1))


def test_transpose_separate_axes_must_number_the_dimensions():
    with pytest.raises(ValueError, match="number of axes must be equal to the dimension"):
        Tensor(A).transpose(0, 2.0)
    with pytest.raises(ValueError, match="number of axes must be equal to the dimension"):
        Tensor(A).transpose(2, 1, 0, 3)
    assert Tensor(A).transpose(2, 1, 0).shape == (4, 3, 2)


# ---- _offload / _load ---------------------------------------------------------------------------
def test_offload_and_load_move_the_buffer_host_and_back_values_kept():
    p = Parameter(Tensor([1.0, 2.0]), name="w")
    with pytest.warns(UserWarning, match="CPU device address can not be offloaded"):
        assert p._offload() is None             # on a CPU backend it is already on the host
    assert p._load() is None
    assert p.asnumpy().tolist() == [1.0, 2.0] and Parameter(1)._load() is None
    with pytest.raises(RuntimeError, match="Tensor._load .* PYNATIVE_MODE only"):
        fn4 = lambda x: x._load()
        ms.jit(fn4)(Tensor([1.0]))
