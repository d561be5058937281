"""Session 72 (perf72): W5's first call with fewer nested jit traces and no FMA probe compile.

- 2.10's LayerNorm gradient, LayerNorm statistics, nnacl's softmax/exp and the rounding helpers
  bind ``lax`` primitives where ``jnp`` would promote nothing (``lax_twins.float_pair``): each
  ``jnp`` operator is a nested ``jit`` while tracing, and ``jnp.where``/``jnp.clip``/
  ``lax.dynamic_index_in_dim`` were functions of their own in the lowered module. The same
  primitives, so the same program (W5's optimized HLO is identical) and bits.
- ``runtime/probe_cache.py``: the FMA probe's and the compile-option probes' answers kept on
  disk between processes.
- A mean over a power-of-two count is a product by its reciprocal (``reduce``): the division's
  bits, and no division kernel or run-time count in its gradient.
"""
import json
import os

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from minicell.runtime import probe_cache, x64, xla_options
from minicell.runtime.primitives import lax_twins, ln_grad, nnacl
from minicell.runtime.primitives.nan_rules import softmax_row_scale, softmax_row_shift
from minicell.runtime.primitives.rounding import opaque_constant, rounded_product

from jaxpr_walk import nested_jits

_F = np.float32


def _sds(shape, dtype=np.float32, weak=False):
    return jax.ShapeDtypeStruct(shape, np.dtype(dtype), weak_type=weak)


@pytest.mark.parametrize("a, b, want", [
    (_sds((4, 3)), _sds((4, 3)), True), (_sds((4, 3)), _sds((1, 3)), True),
    (_sds((4, 3)), _sds(()), True), (_sds(()), _sds((4, 3)), True),
    (_sds((4, 3)), _sds((3,)), False),                  # jnp promotes the rank
    (_sds((4, 3)), _sds((4, 3), np.float64), False),     # jnp promotes the dtype
    (_sds((4, 3)), _sds((4, 3), weak=True), False),      # a weak operand
    (_sds((4, 3), np.int32), _sds((4, 3), np.int32), False),
    (_sds((4, 3)), _F(2), True), (_sds((4, 3)), np.float64(2), False),
    (_sds((4, 3)), 2.0, False)])
def test_float_pair_only_where_jnp_promotes_nothing(a, b, want):
    def check(*args):
        x = args[0] if isinstance(a, jax.ShapeDtypeStruct) else a
        y = args[-1] if isinstance(b, jax.ShapeDtypeStruct) else b
        assert lax_twins.float_pair(x, y) is want
        if want:        # the lax op gives jnp's result type
            got, ref = lax_twins.float_mul(x, y), jnp.multiply(x, y)
            assert (got.shape, got.dtype, got.aval.weak_type) == \
                (ref.shape, ref.dtype, ref.aval.weak_type)
        return 0
    avals = [v for v in (a, b) if isinstance(v, jax.ShapeDtypeStruct)]
    with x64.scope():
        jax.eval_shape(check, *avals)


def test_layer_norm_gradient_kernel_traces_no_nested_jit():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((6, 16)).astype(_F)
    dy = rng.standard_normal((6, 16)).astype(_F)
    gamma = np.linspace(-1, 1, 16, dtype=_F)
    mean, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)

    def grad(x, dy):
        dx, sums = ln_grad._kernel(dy, x, gamma, mean, var, k=1, eps=1e-5, want_dx=True,
                                   want_affine=True)
        return dx, sums
    assert nested_jits(grad, x, dy) == []


def test_softmax_kernel_and_its_gradient_trace_no_nested_jit():
    x = np.random.default_rng(1).standard_normal((4, 64)).astype(_F)
    assert nested_jits(nnacl.softmax_last_axis, x) == []
    assert nested_jits(jax.grad(lambda v: jnp.sum(nnacl.softmax_last_axis(v) * v)), x) == []


@pytest.mark.heavy      # one compile of five kernels: 0.9-2.3 s under load
def test_helpers_keep_jnp_results_on_other_dtypes():
    # float16 / float64 operands take jnp's promotions as before (one compile for all)
    def each(x16, x64_, xs):
        return (rounded_product(x16, np.float32(3), x16), opaque_constant(2, x64_) * x64_,
                softmax_row_scale(x64_), softmax_row_shift(xs), nnacl.nnacl_exp(x64_))
    with x64.scope():
        got = jax.jit(each)(np.array([1.5, -2.25, 3.0], np.float16), np.array([0.0, np.nan, 4.0]),
                            np.array([[np.nan, -np.inf], [-np.inf, -np.inf]], _F))
    assert [g.dtype for g in got[:4]] == [np.float32, np.float64, np.float64, _F]
    assert got[0].tolist() == [4.5, -6.75, 9.0]
    assert got[1][2] == 8.0 and np.isnan(got[1][1])
    assert got[2].tolist() == [1.0, 0.0, 0.25]
    assert got[3].tolist() == [[0.0], [float(-np.finfo(_F).max)]]
    assert got[4][0] == 1.0


class _Backend:
    platform, platform_version = "cpu", "test"

    def local_devices(self):
        return []


def test_probe_answer_is_kept_and_keyed(tmp_path, monkeypatch):
    monkeypatch.setenv(probe_cache.CACHE_ENV, str(tmp_path))
    monkeypatch.setenv("XLA_FLAGS", "")
    runs = []

    def run():
        runs.append(1)
        return True
    assert probe_cache.cached_probe("p", _Backend(), run) is True
    assert probe_cache.cached_probe("p", _Backend(), run) is True
    assert len(runs) == 1                                 # the second answer came from the file
    data = json.loads((tmp_path / "probes.json").read_text())
    assert list(data.values()) == [True] and list(data)[0].startswith("p|")
    monkeypatch.setenv("XLA_FLAGS", "--xla_backend_optimization_level=0")
    assert probe_cache.cached_probe("p", _Backend(), run) is True
    assert len(runs) == 2                                 # other flags: another key
    assert len(json.loads((tmp_path / "probes.json").read_text())) == 2


def test_probe_cache_off_or_unwritable(tmp_path, monkeypatch):
    runs = []

    def run():
        runs.append(1)
        return 7
    monkeypatch.setenv(probe_cache.CACHE_ENV, "")
    assert probe_cache.cached_probe("p", _Backend(), run) == 7
    assert probe_cache.cached_probe("p", _Backend(), run) == 7
    assert len(runs) == 2 and probe_cache.cache_dir() is None
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    monkeypatch.setenv(probe_cache.CACHE_ENV, str(blocked / "sub"))
    assert probe_cache.cached_probe("p", _Backend(), run) == 7
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "probes.json").write_text("{not json")
    monkeypatch.setenv(probe_cache.CACHE_ENV, str(tmp_path / "bad"))
    assert probe_cache.cached_probe("p", _Backend(), run) == 7
    assert len(json.loads((tmp_path / "bad" / "probes.json").read_text())) == 1


def test_fma_probe_goes_through_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(probe_cache.CACHE_ENV, str(tmp_path))
    measured = nnacl._run_probe()
    nnacl._backend_contracts.cache_clear()
    try:
        assert nnacl._contracts() is measured
        data = json.loads((tmp_path / "probes.json").read_text())
        key = probe_cache.probe_key("fma_contraction", jax.extend.backend.get_backend("cpu"))
        assert data == {key: measured}
        # a kept answer is taken as it is (no compile): a planted one shows it
        (tmp_path / "probes.json").write_text(json.dumps({key: not measured}))
        nnacl._backend_contracts.cache_clear()
        assert nnacl._contracts() is (not measured)
    finally:
        nnacl._backend_contracts.cache_clear()
    assert os.path.exists(tmp_path / "probes.json")


def test_option_probes_go_through_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(probe_cache.CACHE_ENV, str(tmp_path))
    assert xla_options._accepted(xla_options.DONATING_GRAPH) is True
    assert xla_options._accepted({"xla_no_such_option_s72": True}) is False
    data = json.loads((tmp_path / "probes.json").read_text())
    assert sorted((k.split("|")[0], v) for k, v in data.items()) == [
        ("accepts xla_cpu_copy_insertion_use_region_analysis=True", True),
        ("accepts xla_no_such_option_s72=True", False)]


def test_power_of_two_inverse_only_where_the_product_is_the_division():
    from minicell.runtime.primitives.reduce import _power_of_two_inverse
    assert _power_of_two_inverse(65536, np.float32) == np.float32(2.0 ** -16)
    assert _power_of_two_inverse(1, np.float64) == 1.0
    assert _power_of_two_inverse(2 ** 20, np.float16) == np.float16(2.0 ** -20)  # subnormal
    for count, dtype in ((48, np.float32), (0, np.float32), (3, np.float64),
                         (2 ** 30, np.float16), (2 ** 200, np.float32)):
        assert _power_of_two_inverse(count, dtype) is None


@pytest.mark.heavy      # eager kernels of a mean and its gradient: 0.5-1.5 s under load
def test_power_of_two_mean_keeps_the_quotients_bits():
    import minicell as ms
    from minicell import Tensor, ops
    rng = np.random.default_rng(3)
    x = (rng.standard_normal((8, 64)) * np.exp(rng.uniform(-60, 60, (8, 64)))).astype(_F)
    # 2.10's ReduceMean: the float64 sum rounded to float32, one division by the count
    want = np.float32(x.astype(np.float64).sum()) / np.float32(512)
    assert ops.mean(Tensor(x)).asnumpy().view(np.int32) == np.asarray(want).view(np.int32)
    rows = (x.astype(np.float64).sum(0).astype(_F) / _F(8)).view(np.int32)
    assert (ops.mean(Tensor(x), 0).asnumpy().view(np.int32) == rows).all()

    def loss(t):
        return ops.mean(t * 3)
    g = ms.grad(loss)(Tensor(x)).asnumpy()
    assert (g == _F(3) / _F(512)).all()
