"""Patterns found in public model-zoo code (mindyolo, mindocr) run through `import mindspore` ->
minicell, reproduced in a few lines each (both modes where a network runs)."""

import numpy as np

import minicell as ms
from minicell import ops

R = np.random.default_rng(0)
T = ms.Tensor


class _CastGRUCell(ms.nn.layer.rnn_cells.RNNCellBase):
    """A user GRU cell built on the public base (weights from it, its own construct)."""

    def __init__(self, input_size, hidden_size):
        super().__init__(input_size, hidden_size, True, num_chunks=3)

    def construct(self, x, h):
        gi = ops.matmul(x, ops.cast(self.weight_ih, x.dtype).T) + self.bias_ih
        gh = ops.matmul(h, ops.cast(self.weight_hh, x.dtype).T) + self.bias_hh
        i_r, i_z, i_n = ops.split(gi, self.hidden_size, 1)
        h_r, h_z, h_n = ops.split(gh, self.hidden_size, 1)
        r, z = ops.sigmoid(i_r + h_r), ops.sigmoid(i_z + h_z)
        n = ops.tanh(i_n + r * h_n)
        return n + z * (h - n)


def test_rnn_cell_base_subclass_matches_gru_cell(mode):
    cell = _CastGRUCell(3, 4)
    assert sorted(n for n, _ in cell.parameters_and_names()) == [
        "bias_hh", "bias_ih", "weight_hh", "weight_ih"]
    assert cell.weight_ih.shape == (12, 3) and cell.weight_hh.shape == (12, 4)
    ref = ms.nn.GRUCell(3, 4)
    for name in ("weight_ih", "weight_hh", "bias_ih", "bias_hh"):
        getattr(ref, name).set_data(getattr(cell, name).data)
    x, h = T(R.standard_normal((2, 3)).astype(np.float32)), T(np.zeros((2, 4), np.float32))
    np.testing.assert_allclose(cell(x, h).asnumpy(), ref(x, h).asnumpy(), rtol=1e-5, atol=1e-6)


def test_rnn_cell_base_without_bias_and_type_check():
    from minicell.nn.layer.rnn_cells import RNNCellBase
    cell = RNNCellBase(3, 4, False, 2)
    assert cell.bias_ih is None and cell.weight_ih.shape == (8, 3)
    try:
        RNNCellBase(3, 4, "x", 2)
    except TypeError as e:
        assert "'has_bias' should be 'bool'" in str(e)
    else:
        raise AssertionError("no TypeError")


def test_log_action_once_silences_repeated_warnings(capsys):
    from minicell import log as logger
    from minicell.log import _LogActionOnce
    seen = []

    class _Log:
        def warning(self, msg):
            seen.append(msg)

    log = _Log()

    @_LogActionOnce(logger=log, key="zoo-pattern-key")
    def build():
        log.warning("built")
        return 1

    assert build() == 1 and build() == 1 and seen == ["built"]

    @_LogActionOnce(logger=log, key="zoo-pattern-quiet", no_warning=True)
    def quiet():
        log.warning("never")

    quiet()
    assert seen == ["built"] and log.warning.__name__ == "warning"
    assert callable(_LogActionOnce(logger=logger, key="k")(lambda: 0))


def test_parallel_utils_sharding_propagation():
    from minicell.parallel._utils import _get_parallel_mode, _is_sharding_propagation
    assert _get_parallel_mode() == "stand_alone" and _is_sharding_propagation() is False


def test_version_is_the_mindspore_release_followed():
    from minicell import version
    assert version.__version__ == ms.__version__
    major, minor = (int(v) for v in ms.__version__.split(".")[:2])
    assert (major, minor) >= (2, 10)  # zoo code takes its MindSpore-2 branches on this


class _GridFromRange(ms.nn.Cell):
    """A detection head builds its grid from ``range(feature width)``."""

    def construct(self, x):
        w = x.shape[3]
        grid = ops.cast(ops.tuple_to_array(range(w)), ms.float32)
        return x + grid.view(1, 1, 1, -1)


def test_tuple_to_array_takes_a_range(mode):
    out = _GridFromRange()(T(np.zeros((1, 1, 2, 3), np.float32)))
    np.testing.assert_array_equal(out.asnumpy()[0, 0], [[0, 1, 2], [0, 1, 2]])
    arr = ops.tuple_to_array(range(4))
    assert arr.dtype == ms.int32 and arr.asnumpy().tolist() == [0, 1, 2, 3]
    assert ops.tuple_to_array((True, 1)).dtype == ms.int32  # bools count as ints (MindSpore 2.10)


def test_constant_initializer_called_on_a_parameter_leaves_it():
    """Zoo init code calls ``Constant(0.0)(dense.bias)``; MindSpore 2.10 leaves the Parameter
    as it is (no error), fills a numpy array in place, and rejects random draws into a Tensor."""
    from minicell.common.initializer import Constant, Normal
    dense = ms.nn.Dense(3, 4)
    before = dense.bias.asnumpy().copy()
    Constant(value=0.0)(dense.bias)
    np.testing.assert_array_equal(dense.bias.asnumpy(), before)
    arr = np.ones(3, np.float32)
    Constant(5.0)(arr)
    assert arr.tolist() == [5.0, 5.0, 5.0]
    try:
        Normal()(T(np.ones(3, np.float32)))
    except TypeError as e:
        assert "only support numbers, Tensor, tuple, list as value" in str(e)
    else:
        raise AssertionError("no TypeError")
