"""Seventh random-program differential fuzzer: Tensor-method breadth, Python builtins and
sequences, shapes and dtypes as values with promotion, float16/bfloat16/complex64 programs,
data-dependent shapes and control flow on shape-derived values must give the same results in
GRAPH_MODE and PYNATIVE_MODE: every output (values, dtypes, shapes, Tensor or Python number)
and gradient the program's ``main()`` snaps. See ``fuzz_programs7``. A fast default runs in
CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

import minicell as ms

from conftest import load_program
from fuzz_programs7 import generate



def _close(what, g, e, low=False):
    if isinstance(g, list) or isinstance(e, list):
        assert isinstance(g, list) and isinstance(e, list) and len(g) == len(e), \
            f"{what}: {g!r:.300} vs {e!r:.300}"
        for i, (gi, ei) in enumerate(zip(g, e)):
            _close(f"{what}[{i}]", gi, ei, low)
    elif isinstance(g, dict):
        assert isinstance(e, dict) and list(g) == list(e), f"{what}: keys {g!r:.200} vs {e!r:.200}"
        for key in g:
            _close(f"{what}[{key}]", g[key], e[key], low)
    elif isinstance(g, tuple) and len(g) == 3 and isinstance(g[2], np.ndarray):
        assert isinstance(e, tuple) and len(e) == 3 and g[:2] == e[:2], \
            f"{what}: GRAPH {g[:2]} vs PYNATIVE {e[:2]}"
        a, b = g[2], e[2]
        assert a.dtype == b.dtype and a.shape == b.shape, f"{what}: {a.dtype}{a.shape} vs {b.dtype}{b.shape}"
        if a.dtype.kind in "biu":
            np.testing.assert_array_equal(a, b, err_msg=what)
        else:
            # float32 values computed in a low-precision program keep its rounding
            t = 3e-2 if g[0] == "BFloat16" or low else 1e-2 if a.dtype == np.float16 else 1e-4
            if a.dtype.kind == "c":
                a, b = a.view(np.float32), b.view(np.float32)
            np.testing.assert_allclose(a.astype(np.float64), b.astype(np.float64), rtol=t, atol=t,
                                       equal_nan=True, err_msg=what)
    elif isinstance(g, tuple) and len(g) == 2 and g[0] == "float":
        assert e[0] == "float" and (abs(g[1] - e[1]) <= 1e-5 * max(1.0, abs(e[1]))
                                    or (g[1] != g[1] and e[1] != e[1])), f"{what}: {g} vs {e}"
    else:
        assert g == e, f"{what}: GRAPH {g!r} vs PYNATIVE {e!r}"


def check(seed, tmp_path):
    src = generate(seed)
    mod = load_program(src, f"fuzz7_prog_{seed}", tmp_path)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    eager = mod.main()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        graph = mod.main()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    try:
        _close("main()", graph, eager, low=seed % 6 == 3)
    except AssertionError as e:
        raise AssertionError(f"program {seed} (GRAPH vs PYNATIVE): {e}\nsource:\n{src}") from None


FAST = [0, 1, 2, 5]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz7_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz7_long(seed, tmp_path):
    check(seed, tmp_path)
