"""Session 65's fuzz48 fixes (GRAPH_MODE vs PYNATIVE_MODE random programs: family 47's leftovers
and family 48), each pinned to what MindSpore 2.10 CPU gives (measured, both modes unless said)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.compiler.errors import CompileWarning

_X = np.array([1.0, 2.0, 3.0], np.float32)
_M = np.arange(12).reshape(3, 4).astype(np.float32)


def _aux_fn(a):
    return (a * a).sum(), a * 3


class _AuxInConstruct(nn.Cell):
    def construct(self, x):
        (v, aux), g = ms.value_and_grad(_aux_fn, has_aux=True)(x)
        return (aux * x).sum() + g.sum() + v


class _GradAuxInConstruct(nn.Cell):
    def construct(self, x):
        g, aux = ms.grad(_aux_fn, 0, None, True)(x)
        return (aux[0] * x).sum() + g.sum()


def _aux_top(x):
    (_, aux), _ = ms.value_and_grad(_aux_fn, has_aux=True)(x)
    return (aux * x).sum()


# (what is differentiated, its outer gradient at [1, 2, 3]; measured on 2.10 GRAPH_MODE)
_AUX_CASES = [(_AuxInConstruct(), [7.0, 12.0, 17.0]), (_GradAuxInConstruct(), [5.0, 8.0, 11.0]),
              (_aux_top, [3.0, 6.0, 9.0]), (ms.jit(_aux_top), [3.0, 6.0, 9.0])]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", range(len(_AUX_CASES)))
def test_has_aux_outputs_carry_no_outer_gradient(case, mode):
    # family 47's leftover: 2.10 cuts the gradient path through value_and_grad/grad's aux
    # outputs in GRAPH_MODE, in @jit (PYNATIVE too) and under vmap; only its plain PYNATIVE_MODE
    # keeps it (there it gives [10, 18, 26] for the first Cell): minicell cuts it in both modes
    fn, expected = _AUX_CASES[case]
    ms.set_context(mode=mode)
    try:
        np.testing.assert_allclose(ms.grad(fn)(Tensor(_X)).asnumpy(), expected, rtol=1e-6)
        if case == 0:
            assert fn(Tensor(_X)).asnumpy() == pytest.approx(68.0)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _VmapOf(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return ops.vmap(self.fn)(x)


def _dict_out(r):
    return {"a": r * 2, "b": r.sum()}


def _nested_dict_out(r):
    return r * 2, {"a": r}


def _list_out(r):
    return [r * 2, r.sum()]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("fn", [_dict_out, _nested_dict_out])
def test_vmap_of_a_function_returning_a_dict_raises(fn, mode):
    # family 47's leftover: minicell stacked the dict's values; 2.10 raises in both modes
    ms.set_context(mode=mode)
    try:
        for call in (ops.vmap(fn), _VmapOf(fn)):
            with pytest.raises(RuntimeError, match="The outputs of vmap's 'fn' should be "
                                                   "consisting of tensors or constants"):
                call(Tensor(_M))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_vmap_of_a_function_returning_a_list_gives_a_tuple(mode):
    # 2.10 (both modes, at top level and in construct): a tuple of the stacked results
    ms.set_context(mode=mode)
    try:
        for call in (ops.vmap(_list_out), _VmapOf(_list_out)):
            out = call(Tensor(_M))
            assert isinstance(out, tuple) and len(out) == 2
            np.testing.assert_allclose(out[0].asnumpy(), _M * 2)
            np.testing.assert_allclose(out[1].asnumpy(), [6.0, 22.0, 38.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _FlagNet(nn.Cell):
    """A bool Parameter deciding an ``if``/``while``/``not``/``and`` and written in the call."""

    def __init__(self, variant):
        super().__init__()
        self.flag = ms.Parameter(Tensor(True), name="flag", requires_grad=False)
        self.variant = variant

    def construct(self, x):
        if self.variant == 0:
            if self.flag:
                x = x * 2
                ops.assign(self.flag, Tensor(False))
            else:
                x = x - 1
        elif self.variant == 1:
            if not self.flag:
                x = x - 1
            else:
                x = x * 2
        elif self.variant == 2:
            while self.flag:
                x = x * 2
                ops.assign(self.flag, Tensor(False))
        else:
            x = x * 2 if self.flag and x.sum() > 0 else x - 1
        return x


# (variant, the first call's result, the second's after set_data(False) where it says so;
# measured on 2.10, both modes)
_FLAG_CASES = [(0, False, [2.0, 4.0], [0.0, 1.0]), (1, True, [2.0, 4.0], [0.0, 1.0]),
               (2, True, [2.0, 4.0], [1.0, 2.0]), (3, True, [2.0, 4.0], [0.0, 1.0])]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", _FLAG_CASES, ids=lambda c: f"variant{c[0]}")
def test_a_bool_parameter_condition_is_read_when_the_graph_runs(case, mode):
    # found probing family 48: GRAPH_MODE took a Parameter's truth value while tracing, so
    # `if self.flag:` kept the first call's branch after the call (or set_data) made it False
    variant, set_data, first, second = case
    ms.set_context(mode=mode)
    try:
        net = _FlagNet(variant)
        x = Tensor(np.array([1.0, 2.0], np.float32))
        np.testing.assert_allclose(net(x).asnumpy(), first)
        if set_data:
            net.flag.set_data(Tensor(False))
        np.testing.assert_allclose(net(x).asnumpy(), second)
        assert not net.flag.asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _ParamScalars(nn.Cell):
    def __init__(self, variant):
        super().__init__()
        self.flag = ms.Parameter(Tensor(True), name="flag", requires_grad=False)
        self.cnt = ms.Parameter(Tensor(1, ms.int32), name="cnt", requires_grad=False)
        self.variant = variant

    def construct(self, x):
        if self.variant == 0:
            return x * 2 if bool(self.flag) else x
        if self.variant == 1:
            return x * int(self.cnt)
        if self.variant == 2:
            return x * self.cnt.item()
        return x * float(self.cnt)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("variant", range(4))
def test_python_scalars_of_parameters_are_read_when_the_graph_runs(variant, mode):
    # bool()/int()/float()/item() of a Parameter in construct: GRAPH_MODE baked the value the
    # trace saw; after set_data 2.10 gives the new one in both modes (measured: [1, 2] / [3, 6])
    ms.set_context(mode=mode)
    try:
        net = _ParamScalars(variant)
        x = Tensor(np.array([1.0, 2.0], np.float32))
        np.testing.assert_allclose(net(x).asnumpy(), [2.0, 4.0] if variant == 0 else [1.0, 2.0])
        net.flag.set_data(Tensor(False))
        net.cnt.set_data(Tensor(3, ms.int32))
        np.testing.assert_allclose(net(x).asnumpy(), [1.0, 2.0] if variant == 0 else [3.0, 6.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _Times(nn.Cell):
    def __init__(self, t):
        super().__init__()
        self.t = t

    def construct(self, x):
        return x * self.t


class _PickByParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cnt = ms.Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.layers = nn.CellList([_Times(1.0), _Times(2.0), _Times(3.0)])

    def construct(self, x):
        return self.layers[self.cnt](x)


def test_a_parameter_index_into_a_cell_list_is_read_when_the_graph_runs():
    # GRAPH_MODE only (2.10's PYNATIVE: TypeError 'the type of 'index' must be int or slice');
    # 2.10's graph switches on the Parameter's value at run time (measured: [1, 2] then [3, 6])
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _PickByParameter()
        x = Tensor(np.array([1.0, 2.0], np.float32))
        np.testing.assert_allclose(net(x).asnumpy(), [1.0, 2.0])
        net.cnt.set_data(Tensor(2, ms.int32))
        np.testing.assert_allclose(net(x).asnumpy(), [3.0, 6.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _ReshapeByCount(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cnt = ms.Parameter(Tensor(2, ms.int32), name="cnt", requires_grad=False)

    def construct(self, x):
        return x.reshape(int(self.cnt), -1)


def test_a_reshape_to_int_of_a_parameter_follows_its_value_each_call():
    """2.10's graph reshapes to the Parameter's value of each call (measured: (2, 2), then (4, 1)
    after set_data); minicell runs that signature op by op (its shape depends on a value)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    net, x = _ReshapeByCount(), Tensor(_M.reshape(-1)[:4])
    with pytest.warns(CompileWarning, match="op by op"):
        assert net(x).shape == (2, 2)
    net.cnt.set_data(Tensor(4, ms.int32))
    np.testing.assert_array_equal(net(x).asnumpy(), _M.reshape(-1)[:4].reshape(4, 1))
