"""JAX's x64 mode is never switched on for the process: minicell enters it per thread around its
own work (``runtime/x64.py``), so Int64/Float64 Tensors work as MindSpore's while the user's own
JAX code keeps JAX's 32-bit defaults."""
import subprocess
import sys
import textwrap
import threading

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.runtime import x64

# A JAX op run outside the scope on an int64 array truncates it with this warning: make it fail.
pytestmark = pytest.mark.filterwarnings("error:Explicitly requested dtype")

_USER_JAX_UNCHANGED = """
    assert jax.config.jax_enable_x64 is False, "x64 switched on globally"
    assert jnp.arange(3).dtype == jnp.int32
    assert jnp.asarray(1.0).dtype == jnp.float32
    assert jnp.asarray(np.arange(3)).dtype == jnp.int32
    user = jax.jit(lambda a: a * 2 + jnp.sum(a))
    assert user(jnp.arange(3)).dtype == jnp.int32
    assert user(np.ones(3)).dtype == jnp.float32
"""

_SCRIPT = """
import os, sys, tempfile, warnings
warnings.filterwarnings("error", message="Explicitly requested dtype")
import numpy as np
import jax, jax.numpy as jnp
import minicell as ms
from minicell import nn, ops

def check_user_jax():
{user}

check_user_jax()                                   # right after import

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float64)), name="w")
        self.k = ms.Parameter(ms.Tensor([1, 2, 3]), name="k", requires_grad=False)
    def construct(self, x, i):
        return (x * self.w).sum(), i * self.k + 1

for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    i64 = ms.Tensor([1, 2])
    f64 = ms.Tensor(np.float64(1.5))
    assert i64.dtype == ms.int64 and f64.dtype == ms.float64, (i64.dtype, f64.dtype)
    assert (i64 + 1).dtype == ms.int64 and (i64 * i64).sum().dtype == ms.int64
    assert (f64 * 2).dtype == ms.float64 and ops.exp(f64).dtype == ms.float64
    assert (i64 + 2 ** 40).asnumpy().tolist() == [2 ** 40 + 1, 2 ** 40 + 2]
    net = Net()
    out, idx = net(ms.Tensor(np.arange(3, dtype=np.float64)), ms.Tensor([2 ** 40, 1, 2]))
    assert out.dtype == ms.float64 and idx.dtype == ms.int64, (out.dtype, idx.dtype)
    assert idx.asnumpy().tolist() == [2 ** 40 + 1, 3, 7]
    g = ms.grad(lambda x: (x * x).sum())(ms.Tensor(np.array([1.0, 2.0])))
    assert g.dtype == ms.float64 and g.asnumpy().tolist() == [2.0, 4.0]
    jf = ms.jit(lambda a: a * 3)
    assert jf(ms.Tensor([2 ** 40])).asnumpy().tolist() == [3 * 2 ** 40]
    path = os.path.join(tempfile.mkdtemp(), "n.ckpt")
    ms.save_checkpoint(net, path)
    fresh = Net()
    fresh.k.set_data(ms.Tensor([0, 0, 0]))
    ms.load_param_into_net(fresh, ms.load_checkpoint(path))
    assert fresh.k.dtype == ms.int64 and fresh.w.dtype == ms.float64
    assert fresh.k.asnumpy().tolist() == [1, 2, 3]
    print(i64, f64, idx)
    check_user_jax()                               # after minicell's work in this mode
print("OK")
"""


def test_user_jax_unaffected_after_minicell_work_subprocess():
    """A clean process: import minicell, run eager ops, a GRAPH_MODE Cell, grad, jit and a
    checkpoint round trip in both modes; the user's JAX defaults stay 32-bit throughout."""
    script = _SCRIPT.format(user=textwrap.indent(textwrap.dedent(_USER_JAX_UNCHANGED), "    "))
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("OK")


def _user_jax_is_32bit():
    exec(textwrap.dedent(_USER_JAX_UNCHANGED), {"jax": jax, "jnp": jnp, "np": np})


def test_import_does_not_enable_x64():
    _user_jax_is_32bit()
    assert not x64.enabled()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_64bit_tensors_at_top_level(mode):
    """Ops called outside any Cell (no enclosing scope) still compute in 64 bits."""
    ms.set_context(mode=mode)
    big = ms.Tensor([2 ** 40, 2 ** 41])
    assert big.dtype == ms.int64
    assert (big + 1).asnumpy().tolist() == [2 ** 40 + 1, 2 ** 41 + 1]
    assert ops.cumsum(big, 0).asnumpy().tolist() == [2 ** 40, 2 ** 40 + 2 ** 41]
    f = ms.Tensor(np.array([1.0 + 1e-12]))
    assert f.dtype == ms.float64 and (f - 1.0).asnumpy()[0] == pytest.approx(1e-12, rel=1e-3)
    assert ops.cast(ms.Tensor([1.5]), ms.float64).dtype == ms.float64
    assert ms.Tensor(shape=(2,), dtype=ms.int64).dtype == ms.int64
    assert ops.zeros((2,), ms.int64).dtype == ms.int64
    _user_jax_is_32bit()


def test_parameter_writes_keep_64bit():
    p = ms.Parameter(ms.Tensor([1, 2]), name="p")
    p.set_data(ms.Tensor(np.array([5, 3], np.int32)))          # cast to the Parameter's Int64
    assert p.dtype == ms.int64 and str(p.data_array().dtype) == "int64"
    p.set_data(ms.Tensor([2 ** 40, 3]))
    assert p.asnumpy().tolist() == [2 ** 40, 3]
    q = ms.Parameter(ms.Tensor(np.zeros(2)), name="q")
    q.set_data(ms.Tensor(np.array([1.0 + 1e-12, 2.0])))
    assert q.dtype == ms.float64 and q.asnumpy()[0] != 1.0
    q.set_data(ms.Tensor([1.0, 2.0]))                            # Float32 -> Float64
    assert str(q.data_array().dtype) == "float64"
    ops.assign(q, ms.Tensor([3.0, 4.0]))
    assert q.dtype == ms.float64


def test_lazy_initializer_float64():
    from minicell.common.initializer import initializer
    t = initializer("normal", (4,), ms.float64)
    assert t.init_data().dtype == ms.float64
    assert str(t.data_array().dtype) == "float64"


def test_float64_grad_graph_and_pynative():
    w = ms.Parameter(ms.Tensor(np.array([0.5, 2.0])), name="w")

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = w

        def construct(self, x):
            return (self.w * x * x).sum()

    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        gx, (gw,) = ms.grad(Net(), grad_position=0, weights=[w])(ms.Tensor(np.array([1.0, 3.0])))
        assert gx.dtype == ms.float64 and gw.dtype == ms.float64
        np.testing.assert_allclose(gx.asnumpy(), [1.0, 12.0])
        np.testing.assert_allclose(gw.asnumpy(), [1.0, 9.0])
    _user_jax_is_32bit()


def test_other_thread_gets_64bit():
    """The scope is thread-local; minicell enters it in whichever thread it runs."""
    got = {}

    def work():
        t = ms.Tensor([1, 2]) * 2
        got["dtype"], got["user"] = t.dtype, jnp.arange(2).dtype

    th = threading.Thread(target=work)
    th.start()
    th.join()
    assert got == {"dtype": ms.int64, "user": jnp.int32}


def test_scope_restores_the_previous_value():
    assert not x64.enabled()
    with x64.scope():
        assert x64.enabled()
        with x64.scope():
            assert x64.enabled()
        assert x64.enabled()
    assert not x64.enabled()
    with jax.enable_x64(True):                   # the user's own x64 code: left as it is
        with x64.scope():
            pass
        assert x64.enabled() and jnp.arange(2).dtype == jnp.int64
        assert (ms.Tensor([1]) + 1).dtype == ms.int64
    assert not x64.enabled()
    with pytest.raises(TypeError):
        x64.scoped(ms.Tensor)(None)             # an error inside still restores it
    assert not x64.enabled()
