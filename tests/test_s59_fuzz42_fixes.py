"""Bugs fuzz family 42 (test_graph_fuzz42) found where GRAPH_MODE and PYNATIVE_MODE disagreed,
each fixed to 2.10's measured behaviour."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor


def test_concat_mixed_dtypes_checks_ranks_first():
    # measured on 2.10 (PYNATIVE_MODE and GRAPH_MODE alike): Concat's infer checks ranks before
    # the CPU kernel refuses float32 with float16 (seed 53: ops.concat((b, c), 0))
    b, c = Tensor(np.ones((3, 4), np.float32)), Tensor(np.ones(4, np.float16))
    with pytest.raises(ValueError, match=r"For primitive\[Concat\], element rank must be same"):
        ops.concat((b, c), 0)
    with pytest.raises(ValueError):     # 2.10: ValueError (other dimensions differ)
        ops.concat((b, Tensor(np.ones((2, 3), np.float16))))
    with pytest.raises(RuntimeError, match="Concat"):   # shapes fit: the kernel refuses
        ops.concat((b, Tensor(np.ones((1, 4), np.float16))))
