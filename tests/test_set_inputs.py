"""Dynamic-shape placeholders (``Tensor(shape=[None, 3], dtype=...)``) and ``Cell.set_inputs``:
GRAPH_MODE checks a call's inputs against the signature with MindSpore's errors; PYNATIVE_MODE
does not check."""
import doctest

import numpy as np
import pytest

import minicell as ms
from minicell import nn


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y


def _t(*shape, dtype=np.float32):
    return ms.Tensor(np.ones(shape, dtype))


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_placeholder_reports_its_signature_and_holds_no_data():
    t = ms.Tensor(shape=[None, 3], dtype=ms.float32)
    assert t.shape == (-1, 3) and t.dtype == ms.float32 and t.ndim == 2
    assert ms.Tensor(shape=[-2], dtype=ms.int32).shape == (-2,)
    assert ms.Tensor(shape=(-1, 2), dtype=ms.int32).shape == (-1, 2)
    assert ms.Tensor(shape=None, dtype=ms.float32).shape == (-2,)     # any rank
    assert ms.Tensor(dtype=ms.int32).shape == (-2,)
    with pytest.raises(TypeError, match=r"^For 'Tensor', the type of 'input_data' should be one "
                                        r"of .*, but got type 'NoneType'\.$"):   # 2.10's text
        ms.Tensor(shape=(2, 3))
    assert not t.has_init
    with pytest.raises(ValueError, match="dynamic-shape placeholder"):
        t.asnumpy()
    with pytest.raises(ValueError, match="dynamic-shape placeholder"):
        ms.ops.add(t, 1.0)
    # a static shape with dtype is still a zero tensor
    np.testing.assert_array_equal(ms.Tensor(shape=(2,), dtype=ms.float32).asnumpy(), [0, 0])


@pytest.mark.parametrize("shapes", [((2, 3), (2, 3)), ((5, 3), (1, 7, 2))])
def test_graph_runs_inputs_that_fit_the_signature(graph, shapes):
    net = Add()
    net.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32),
                   ms.Tensor(shape=[-2], dtype=ms.float32))
    if shapes[1] == (1, 7, 2):
        with pytest.raises(ValueError, match="broadcast"):     # fits; the add itself fails
            net(_t(*shapes[0]), _t(*shapes[1]))
        return
    np.testing.assert_array_equal(net(_t(*shapes[0]), _t(*shapes[1])).asnumpy(),
                                  np.full(shapes[0], 2.0))


@pytest.mark.parametrize("args, error, message", [
    (lambda: (_t(2, 4), _t(2, 3)), ValueError,
     "the shape of 1th input must be the same as expected, but got expected: 3, and input: 4!"),
    (lambda: (_t(2, 3, 1), _t(2, 3)), ValueError,
     "the dims of 1th input must be the same as expected, but got expected: 2, and input: 3!"),
    (lambda: (_t(2, 3), _t(2, 3, dtype=np.int32)), TypeError,
     r"the 2th type should be Tensor\[Float32\], but got Tensor\[Int32\]!"),
    (lambda: (_t(2, 3), _t(2, 3), _t(2, 3)), TypeError,     # 2.10 checks construct's arity first
     "requires 2 positional argument and 0 default argument, total 2, but got 3."),
    (lambda: (_t(2, 3),), TypeError,
     "requires 2 positional argument, but got 1. When using set_inputs"),
    (lambda: (_t(2, 3), 1.0), TypeError, "the 2th should be a Tensor, but got float!")])
def test_graph_rejects_inputs_that_do_not_fit(graph, args, error, message):
    net = Add()
    net.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32),
                   ms.Tensor(shape=[None, None], dtype=ms.float32))
    with pytest.raises(error, match=message):
        net(*args())


def test_a_signature_set_after_compiling_is_checked(graph):
    net = Add()
    net(_t(2, 4), _t(2, 4))                           # compiled and cached for (2, 4)
    net.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32),
                   ms.Tensor(shape=[None, 3], dtype=ms.float32))
    with pytest.raises(ValueError, match="expected: 3, and input: 4"):
        net(_t(2, 4), _t(2, 4))
    assert net(_t(4, 3), _t(4, 3)).shape == (4, 3)


def test_pynative_does_not_check_the_signature():
    net = Add()
    net.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32),
                   ms.Tensor(shape=[None, 3], dtype=ms.float32))
    assert net(_t(2, 4), _t(2, 4)).shape == (2, 4)


def test_scalars_in_the_signature_must_match(graph):
    class Scale(nn.Cell):
        def construct(self, x, s):
            return x * s
    net = Scale()
    net.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32), 2.0)
    np.testing.assert_array_equal(net(_t(3), 2.0).asnumpy(), [2, 2, 2])
    with pytest.raises(ValueError, match="the 2th should be 2.0, but got 3.0!"):
        net(_t(3), 3.0)


def test_module_example():
    from minicell.compiler import set_inputs
    assert doctest.testmod(set_inputs).failed == 0


def test_functional_tensor_makes_placeholders_too():
    """``ms.tensor(shape=[None, ...], dtype=...)`` as MindSpore's tests write it."""
    spec = ms.tensor(shape=[None, 3], dtype=ms.float16)
    assert spec.shape == (-1, 3) and spec.dtype == ms.float16
    assert ms.tensor([1.0, 2.0], ms.float16).asnumpy().tolist() == [1.0, 2.0]


def test_set_inputs_by_name_checks_only_the_named_inputs(graph):
    """``set_inputs(y=...)`` (2.10's dict mode): the other inputs are free, the named one is
    checked at its position; an unknown name is 2.10's ValueError."""
    net = Add()
    net.set_inputs(y=ms.Tensor(shape=[None, 3], dtype=ms.float32))
    info = net.get_inputs()
    assert info["total_arg_length"] == 2 and [p for p, _ in info["arg_specified_infos"]] == [1]
    assert net(_t(2, 3), _t(2, 3)).asnumpy().tolist() == [[2.0] * 3] * 2
    assert net(_t(1), _t(4, 3)).shape == (4, 3)                    # x is not constrained
    with pytest.raises(ValueError, match="the shape of 2th input must be the same as expected, "
                                         "but got expected: 3, and input: 4!"):
        _named_net(y=ms.Tensor(shape=[None, 3], dtype=ms.float32))(_t(2, 4), _t(2, 4))
    with pytest.raises(ValueError, match=r"For dict mode, valid key is \['x', 'y'\], but got w!"):
        Add().set_inputs(w=ms.Tensor(shape=[None, 3], dtype=ms.float32))


def _named_net(**kwargs):
    net = Add()
    net.set_inputs(**kwargs)
    return net


def test_dynamic_shape_inputs_attribute_is_none_until_set_inputs():
    """MindSpore's test helpers (``tests/st/.../grad.py``) read ``cell._dynamic_shape_inputs``
    directly: None on a fresh Cell (2.10), the given specs after ``set_inputs``."""
    net = Add()
    assert net._dynamic_shape_inputs is None and net.get_inputs() is None
    spec = ms.Tensor(shape=[None, 3], dtype=ms.float32)
    net.set_inputs(spec, spec)
    assert net._dynamic_shape_inputs == (spec, spec) and net.get_inputs() == (spec, spec)


def test_scope_attribute_is_none_and_not_a_cell_dict_key():
    """``_scope`` is a Cell attribute in 2.10 (None until recompute), so CellDict refuses it
    as a key (measured: KeyError)."""
    from minicell import nn
    d = nn.CellDict({"relu": nn.ReLU()})
    assert d._scope is None and d.get_scope() is None
    with pytest.raises(KeyError, match="can not be same with the attributes"):
        d["_scope"] = nn.ReLU()


class _SumPair(nn.Cell):
    def construct(self, xs):
        return xs[0] + xs[1]


def test_a_mutable_tuple_of_placeholders_checks_each_tensor(graph):
    # A declared mutable((placeholder, placeholder)) checks each Tensor it is given (this path
    # raised NameError before: the Symbol bookkeeping was not passed down to it).
    net = _SumPair()
    spec = ms.Tensor(shape=[None], dtype=ms.float32)
    net.set_inputs(ms.mutable((spec, spec)))
    out = net(ms.mutable((_t(3), _t(3))))
    np.testing.assert_array_equal(out.asnumpy(), [2.0, 2.0, 2.0])
    with pytest.raises(ValueError, match="the dims of 1th input must be the same as expected"):
        net(ms.mutable((_t(3), _t(3, 2))))
