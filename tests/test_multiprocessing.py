"""``minicell.multiprocessing`` (MindSpore's ``mindspore.multiprocessing``): Python's
``multiprocessing`` whose ``Process`` and ``Pool`` wait for JAX's work in flight before they fork;
a forked child runs minicell ops its parent has compiled, and Tensors travel by pickling."""
import multiprocessing

import numpy as np
import pytest

import minicell as ms
import minicell.multiprocessing as mp
from minicell import ops

_FORKS = multiprocessing.get_start_method(allow_none=True) in (None, "fork") and \
    multiprocessing.get_all_start_methods()[0] == "fork"
pytestmark = pytest.mark.skipif(not _FORKS, reason="needs fork as the default start method")
FORK = multiprocessing.get_context("fork") if _FORKS else None


def test_it_is_pythons_multiprocessing_with_its_own_process_and_pool():
    assert set(mp.__all__) == set(multiprocessing.__all__)
    assert mp.Queue is multiprocessing.Queue and mp.set_start_method is multiprocessing.set_start_method
    assert issubclass(mp.Process, multiprocessing.Process)
    assert issubclass(mp.Pool, multiprocessing.pool.Pool)


def _log_in_child(q_in, q_out):
    x = q_in.get()
    q_out.put(ops.log(x))


def _log(x):
    return ops.log(x)


@pytest.mark.filterwarnings("ignore:os.fork:RuntimeWarning")   # JAX's warning at every fork
def test_a_forked_child_computes_and_returns_tensors(monkeypatch):
    settled = []
    real = mp._settle
    monkeypatch.setattr(mp, "_settle", lambda: (settled.append(1), real()))
    ops.log(ms.Tensor(2.0))            # compiled here: a forked child cannot compile (see module)
    q_in, q_out = FORK.Queue(), FORK.Queue()
    p = mp.Process(target=_log_in_child, args=(q_in, q_out))
    p.start()
    q_in.put(ms.Tensor(2.0))
    out = q_out.get(timeout=60)
    p.join(60)
    assert p.exitcode == 0 and settled == [1]
    assert isinstance(out, ms.Tensor) and np.isclose(out.asnumpy(), np.log(2.0))
    with mp.Pool(processes=2, context=FORK) as pool:
        outs = pool.map(_log, [ms.Tensor(2.0), ms.Tensor(2.0)])
    assert len(settled) >= 3          # each worker started after the work in flight was done
    assert [round(float(o.asnumpy()), 5) for o in outs] == [0.69315, 0.69315]
