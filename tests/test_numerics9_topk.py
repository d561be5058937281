"""numerics9: TopK in MindSpore 2.10's CPU order where it is not a plain descending stable order
(rows holding NaN, ties, sorted=False), measured with ops.topk and Tensor.topk in both modes
(/tmp/numerics9/m1run.py, m1t.py). Its kernel runs libstdc++'s nth_element at k and a stable
sort of the first k (a whole stable sort when k is above half the row) with a comparator that
reads only ``>``; runtime/primitives/kernel_topk.py replays it (matched 2.10 on 400 random NaN
rows x 8 calls and 80 tie blocks x 6 calls)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.runtime.primitives.kernel_topk import topk_row
from tests.conftest import FnCell

N = float("nan")
# (row, k, indices for largest/sorted, largest/unsorted, smallest/sorted, smallest/unsorted)
CASES = [
    ([N, 5, 18, -10, -8, -15, -17], 5, [0, 2, 1, 4, 3], [3, 1, 2, 4, 0], [0, 6, 5, 3, 4],
     [3, 6, 5, 4, 1]),
    ([-6, -1, -1, N, -3], 3, [1, 2, 3], [1, 3, 2], [0, 3, 4], [2, 4, 0]),
    ([1, -9, -8, N, -1, N, 10, -8, -4, -19], 8, [0, 2, 1, 3, 4, 5, 6, 8],
     [1, 0, 2, 8, 4, 7, 6, 5], [1, 2, 0, 3, 4, 5, 9, 7], [5, 9, 8, 7, 6, 3, 1, 2]),
    ([N, -6, N, -15, N, 10, N, -1], 3, [6, 5, 4], [6, 5, 4], [4, 3, 1], [4, 3, 1]),
    ([3, 1, N, 2, N, 0], 3, [0, 4, 3], None, None, None),
]
# ties without NaN (int32 and float32 alike): nth_element reorders equal entries
TIE = ([2, 2, 0, 0, 2, 3, 2, 3, 1, 1, 3, 0, 0, 0, 1, 0], 6, [7, 10, 5, 4, 0, 6],
       [4, 0, 7, 10, 6, 5], [15, 11, 12, 13, 3, 2])


def _calls(k):
    fn = (lambda a: (ops.topk(a, k)[1], ops.topk(a, k, sorted=False)[1],
                     a.topk(k, largest=False)[1],
                     ops.topk(a, k, largest=False, sorted=False)[1]))
    return FnCell(fn)


@pytest.mark.parametrize("case", [1] + [pytest.param(c, marks=pytest.mark.heavy)
                                        for c in (0, 2, 3, 4)])
def test_topk_nan_rows_as_2_10(case, mode):
    row, k, *want = CASES[case]
    x = ms.Tensor(np.array(row, np.float32))
    got = [i.asnumpy().tolist() for i in _calls(k)(x)]
    for g, w in zip(got, want):
        if w is not None:
            assert g == w
    v, i = ops.topk(x, k)
    np.testing.assert_array_equal(v.asnumpy(), x.asnumpy()[i.asnumpy()])


@pytest.mark.parametrize("dtype", [np.int32, pytest.param(np.float32, marks=pytest.mark.heavy)])
def test_topk_ties_as_2_10(dtype, mode):
    row, k, big, big_unsorted, small = TIE
    x = ms.Tensor(np.array([row, row], dtype))
    got = _calls(k)(x)
    assert [g.asnumpy().tolist() for g in got[:3]] == [[big] * 2, [big_unsorted] * 2,
                                                        [small] * 2]


def test_topk_float16_and_dim(mode):
    row = [N, 5, 18, -10, -8, -15, -17]
    x = ms.Tensor(np.array([row, row], np.float16).T.copy())      # along dim 0
    fn2 = lambda a: ops.topk(a, 5, dim=0)
    v, i = FnCell(fn2)(x)
    assert i.asnumpy().T.tolist() == [CASES[0][2]] * 2
    assert np.isnan(v.asnumpy()[0]).all() and v.asnumpy()[1:, 0].tolist() == [18, 5, -8, -10]


@pytest.mark.heavy
def test_topk_nan_row_gradient(mode):
    x = ms.Tensor(np.array([3, 1, N, 2, N, 0], np.float32))
    fn3 = lambda a: ops.topk(a, 3)[0].sum()
    g = ms.grad(FnCell(fn3))(x)
    np.testing.assert_array_equal(g.asnumpy(), [1, 0, 0, 1, 1, 0])


def test_topk_replay_is_plain_order_without_ties():
    rng = np.random.default_rng(0)
    for n in (5, 17, 64):
        v = rng.permutation(n).astype(np.float64)
        for k in (1, n // 2, n // 2 + 1, n):
            assert topk_row(v, k) == np.argsort(-v, kind="stable")[:k].tolist()
            assert sorted(topk_row(v, k, False)) == sorted(np.argsort(-v)[:k].tolist())


def test_other_backends_keep_the_devices_order(monkeypatch):
    """The replay is 2.10's CPU kernel's order: off the CPU backend (GPU) TopK and a NaN sort
    stay on the device (no host round trip), as ``math.cpu_kernel``'s kernels do."""
    import jax
    import jax.numpy as jnp
    from minicell.runtime.primitives.kernel_topk import topk_indices
    from minicell.runtime.primitives.nan_sort import argsort_last_axis
    row = jnp.array([3, 1, N, 2, N, 0], jnp.float32)
    assert np.asarray(topk_indices(row, 3, True)).tolist() == [0, 4, 3]      # CPU: 2.10's
    monkeypatch.setattr(jax, "default_backend", lambda: "gpu")
    assert np.asarray(topk_indices(row, 3, True)).tolist() == [2, 4, 0]      # lax.top_k's
    fast = lambda: jnp.argsort(row, stable=True)
    assert np.asarray(argsort_last_axis(row, False, fast)).tolist() == \
        np.asarray(fast()).tolist()
