"""Eager kernels are compiled with ``runtime.xla_options``' options (XLA's older CPU fusion
emitters: a fraction of the compile time for the same code); GRAPH_MODE keeps XLA's defaults."""
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell.runtime import xla_options
from minicell.runtime.registry import Op


@pytest.fixture
def chosen(monkeypatch):
    """Set the options eager kernels made from now on are compiled with."""
    def choose(options):
        monkeypatch.setattr(xla_options, "_chosen", [options])
    return choose


def _fresh_op():
    return Op("eager_options_probe", lambda x, y: jnp.tanh(x) * y + 1)


def test_kernels_and_vjp_kernels_compile_with_the_chosen_options(chosen):
    x, y = jnp.ones((3,)), jnp.full((3,), 2.0)
    chosen({"xla_minicell_no_such_option": True})   # XLA refuses it: proves the options arrive
    with pytest.raises(Exception, match="xla_minicell_no_such_option"):
        _fresh_op().kernel(())(x, y)
    with pytest.raises(Exception, match="xla_minicell_no_such_option"):
        _fresh_op().vjp_kernel(())((x, y), jnp.ones((3,)))
    chosen(dict(xla_options.FAST_COMPILE))
    op = _fresh_op()
    np.testing.assert_allclose(op.kernel(())(x, y), np.tanh(1.0) * 2 + 1, rtol=1e-6)
    dx, dy = op.vjp_kernel(())((x, y), jnp.ones((3,)))
    np.testing.assert_allclose(dx, 2 * (1 - np.tanh(1.0) ** 2), rtol=1e-6)
    np.testing.assert_allclose(dy, np.tanh(1.0), rtol=1e-6)


def test_decided_once_env_opt_out_and_unknown_option(monkeypatch):
    monkeypatch.delenv(xla_options.DEFAULTS_ENV, raising=False)
    rounding = xla_options.ROUND_TO_DTYPE      # always: kernels round as GRAPH_MODE's graphs
    assert xla_options._decide() == {**rounding, **xla_options.FAST_COMPILE}   # a known option
    monkeypatch.setenv(xla_options.DEFAULTS_ENV, "1")
    assert xla_options._decide() == rounding
    monkeypatch.setenv(xla_options.DEFAULTS_ENV, "0")
    monkeypatch.setattr(xla_options, "FAST_COMPILE", {"xla_minicell_no_such_option": True})
    assert xla_options._decide() == rounding                    # an XLA without it: defaults


def test_eager_and_graph_agree_on_a_conv_bn_block():
    # The two modes compile with different XLA options: their results still agree to float32
    # rounding (forward and input gradient).
    class Block(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.conv = ms.nn.Conv2d(3, 5, 3, weight_init="normal")
            self.bn = ms.nn.BatchNorm2d(5)

        def construct(self, x):
            return ms.ops.relu(self.bn(self.conv(x))).mean()

    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 3, 6, 6)).astype(np.float32))
    net = Block()
    net.set_train(False)
    grad = ms.value_and_grad(net)
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            loss, g = grad(x)
            out[mode] = (loss.asnumpy(), g.asnumpy())
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(out[0][0], out[1][0], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(out[0][1], out[1][1], rtol=1e-5, atol=1e-6)
