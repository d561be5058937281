"""Behaviour checked by MindSpore's system tests outside tests/st/{ops,tensor} (compiler,
pynative, nn, dynamic_shape, ...), ported as small minicell tests (batch 34). Values were
measured on MindSpore 2.10 CPU, or are the st test's own expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _AugAdd(nn.Cell):
    def construct(self, x, y):
        x += y
        return x


def test_jit_of_a_bound_construct_in_graph_mode():
    # tests/st/compiler/augassign_inplace/*: net.construct = jit(net.construct) and the Cell
    # called in GRAPH_MODE; 2.10 prints 3 (the jitted method keeps its self)
    net = _AugAdd()
    net.construct = ms.jit(net.construct)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = net(Tensor(1), 2)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert int(out) == 3


def _scale(a, b=2.0, c=3.0):
    return a * b * c


class _MorphKw(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = ops.Morph(_scale, lambda *s: s[0], lambda *d: d[0])

    def construct(self, x):
        return self.m(x, c=Tensor(5.0))


def test_morph_takes_keyword_inputs():
    # tests/st/compiler/morph/test_morph.py: mul_by_100(o, d=..., b=...) in GRAPH_MODE; the
    # gradient is fn's (2 * 5 here)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        dx = ms.grad(_MorphKw())(Tensor([1.0, 2.0]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(dx.asnumpy(), [10.0, 10.0])


class _AbsTwo(nn.Cell):
    def construct(self, x, y):
        return ops.Abs()(x, y)


def test_primitive_wrong_input_count_messages():
    # tests/st/compiler/syntax/simple_expression/test_operator.py::test_abs_abnormal; the
    # PYNATIVE texts measured on 2.10 (Python's message for Name.__call__, self counted)
    x = Tensor([1])
    with pytest.raises(TypeError, match=r"^Abs\.__call__\(\) takes 2 positional arguments but 3 "
                                        r"were given$"):
        ops.Abs()(x, x)
    with pytest.raises(TypeError, match=r"^Add\.__call__\(\) missing 1 required positional "
                                        r"argument: 'other'$"):
        ops.Add()(x)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match=r"For Operator\[Abs\], the number of inputs should be "
                                            r"less than or equal to 1, but got 2\."):
            _AbsTwo()(x, x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _NoConstruct(nn.Cell):
    @ms.jit
    def test(self, x):
        return x * 2


def test_cell_without_construct_names_cell():
    # tests/st/rl/test_cell_list_getattr.py (a Cell with only a jitted method, called); 2.10
    # words it "For 'Cell', ..." whatever the subclass (measured in PYNATIVE_MODE)
    with pytest.raises(AttributeError, match=r"^For 'Cell', the method 'construct' is not "
                                             r"defined\.$"):
        _NoConstruct()(Tensor([1.0]))


class _OnesOfShape(nn.Cell):
    def construct(self, s):
        return ops.ones(s, ms.int32), ops.zeros(s, ms.float32)


def test_tensor_shape_input_runs_under_strict_syntax():
    # tests/st/pynative/pyboost/test_pyboost_ops_{ones,zeros}.py: a shape given as a graph input
    # Tensor is a result shape that depends on values (MindSpore compiles it with dynamic
    # shapes), not a Python read of a value, so jit_syntax_level=STRICT still runs it; 2.10
    # returns ones of shape (2, 3) then (3, 1)
    import warnings
    ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            net = _OnesOfShape()
            a, b = net(Tensor(np.array([2, 3])))
            c, _ = net(Tensor(np.array([3, 1])))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE, jit_syntax_level=ms.LAX)
    assert a.shape == (2, 3) and b.shape == (2, 3) and c.shape == (3, 1)
    assert a.asnumpy().sum() == 6 and b.asnumpy().sum() == 0


class _ReshapeTo(nn.Cell):
    def construct(self, x, s):
        return x.reshape(s)


def test_set_inputs_mutable_tuple_takes_other_values():
    # tests/st/scipy_st/test_fft.py::test_ops_dctn_forward_dynamic_shape: set_inputs with
    # mutable((2, 3)), then called with mutable((3, 4)); 2.10 runs it, and refuses a plain
    # tuple or another length with these messages (measured)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _ReshapeTo()
        net.set_inputs(Tensor(shape=[None], dtype=ms.float32), ms.mutable((2, 3)))
        assert net(Tensor(np.ones(12), ms.float32), ms.mutable((3, 4))).shape == (3, 4)
        with pytest.raises(TypeError, match="the 2th should be mutable one, but got static!"):
            net(Tensor(np.ones(12), ms.float32), (3, 4))
        with pytest.raises(ValueError, match="length of input must be equal to expected one, but "
                                             "got expected: 2 and input: 3!"):
            net(Tensor(np.ones(12), ms.float32), ms.mutable((3, 4, 1)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_mnp_tri_indices_take_float_counts():
    # tests/st/numpy_native/test_array_creations.py::test_triu_indices (rand_int() floats);
    # every value measured on MindSpore 2.10 CPU
    import minicell.numpy as mnp
    r, c = mnp.triu_indices(3, 1.5, 3)
    assert r.asnumpy().tolist() == [0] and c.asnumpy().tolist() == [2] and r.dtype == ms.int32
    r, c = mnp.tril_indices(3.0, 0.0, 2.0)
    assert r.asnumpy().tolist() == [0, 1, 1, 2, 2] and c.asnumpy().tolist() == [0, 0, 1, 0, 1]
    r, _ = mnp.triu_indices(3.5, 0, 3)
    assert r.asnumpy().tolist() == [0, 0, 0, 1, 1, 2]
    for bad in ("3", np.int64(2)):
        with pytest.raises(TypeError, match="Input n must be a number."):
            mnp.triu_indices(bad, 0, 3)
