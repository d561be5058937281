"""GRAPH_MODE behaviours found by scenario runs against MindSpore 2.10: gradients of integer
inputs, and the error for bool-mask indexing (a data-dependent shape)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.compiler.errors import DataDependentShapeError, GraphModeError


_double = lambda a: a * 2
_mul = lambda a, b: a * b
INT_GRAD_CASES = [
    ("single", lambda: ms.grad(_double)(ms.Tensor([2]))),
    ("mixed", lambda: ms.grad(_mul, grad_position=(0, 1))(ms.Tensor([2]), ms.Tensor([3.0]))),
    ("value_and_grad", lambda: ms.value_and_grad(_double)(
        ms.Tensor(np.array([[2, 3]], np.int32)))),
    ("bool", lambda: ms.grad(_mul)(ms.Tensor([True, False]), ms.Tensor([1.0, 2.0]))),
]


def _arrays(out):
    if isinstance(out, ms.Tensor):
        return [(out.asnumpy(), out.dtype)]
    return [a for o in out for a in _arrays(o)]


@pytest.mark.parametrize("call", [c[1] for c in INT_GRAD_CASES], ids=[c[0] for c in INT_GRAD_CASES])
def test_integer_input_gradients_match_pynative(call):
    res = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        res[tag] = _arrays(call())
    assert len(res["py"]) == len(res["graph"])
    for (a, da), (b, db) in zip(res["py"], res["graph"]):
        assert da == db and a.shape == b.shape
        np.testing.assert_array_equal(b, a)


def test_integer_input_gradient_is_the_real_one_in_its_dtype():
    """As MindSpore 2.10 (issue 11, bug 4): d(2a)/da at an int input is 2, as an int."""
    ms.set_context(mode=ms.GRAPH_MODE)
    double = lambda a: a * 2
    g = ms.grad(double)(ms.Tensor([2]))
    assert g.dtype == ms.Tensor([2]).dtype and g.asnumpy().tolist() == [2]


class MaskIndex(nn.Cell):
    def construct(self, x):
        big = x[x > 1]  # <- mask
        return big.sum()


class MaskSetitem(nn.Cell):
    def construct(self, x):
        x[x[:, 0] > 1, 0] = 0.0  # <- mask combined
        return x


def _marked_line(make, marker):
    import inspect
    src = inspect.getsource(make)
    return inspect.getsourcelines(make)[1] + next(
        i for i, t in enumerate(src.splitlines()) if marker in t)


@pytest.fixture
def strict():
    ms.set_context(jit_syntax_level=ms.STRICT)
    yield
    ms.set_context(jit_syntax_level=ms.LAX)


@pytest.mark.parametrize("make,marker", [(MaskIndex, "# <- mask"),
                                         (MaskSetitem, "# <- mask combined")])
def test_bool_mask_indexing_as_an_error_names_the_users_line(make, marker, strict):
    """STRICT forbids value reads, not dynamic-shape ops (MindSpore compiles those at every
    level): the op still runs op by op; a CompileWarning filter turns it into an error whose
    text is the DataDependentShapeError's, at the user's line."""
    import warnings
    x = ms.Tensor(np.array([[1.0, 2.0], [3.0, 0.5]], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ms.compiler.errors.CompileWarning)
        with pytest.raises(ms.compiler.errors.CompileWarning) as info:
            make()(x)
    msg = str(info.value)
    assert f'{__file__}", line {_marked_line(make, marker)}' in msg
    assert "depends on the tensor's values" in msg
    assert "ops.select" in msg and "ops.masked_fill" in msg and "PYNATIVE_MODE" in msg


@pytest.mark.parametrize("make,marker", [(MaskIndex, "# <- mask"),
                                         (MaskSetitem, "# <- mask combined")])
def test_bool_mask_indexing_runs_op_by_op_with_a_warning_at_the_users_line(make, marker):
    """MindSpore compiles these with dynamic shapes; minicell runs that signature eagerly, with
    PYNATIVE_MODE's results, warning once (the next call goes straight to the eager run)."""
    x = np.array([[1.0, 2.0], [3.0, 0.5]], np.float32)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    want = make()(ms.Tensor(x)).asnumpy()
    ms.set_context(mode=ms.GRAPH_MODE)
    net = make()
    with pytest.warns(ms.compiler.errors.CompileWarning, match="op by op") as rec:
        got = net(ms.Tensor(x)).asnumpy()
    msg = str(rec[0].message)
    assert f'line {_marked_line(make, marker)}' in msg and "depends on the tensor's values" in msg
    np.testing.assert_array_equal(got, want)
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        np.testing.assert_array_equal(net(ms.Tensor(x)).asnumpy(), want)
    assert ms.get_context("mode") == ms.GRAPH_MODE


def test_bool_mask_indexing_still_works_in_pynative():
    x = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    assert MaskIndex()(x).asnumpy().tolist() == 5.0
