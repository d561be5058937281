"""Model-zoo names, round 5: the ``ops.auto_generate`` Primitive classes that mindformers and
mindcv import at module level. Values and errors measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor
from minicell.ops import auto_generate as AG


def test_ext_primitives_compute_like_mint():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
    b = Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
    b2 = Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2))
    # MindSpore 2.10: [[10, 13], [28, 40]], [[1], [4]], 2.5, bmm's second batch [[172, 193], ...]
    assert AG.MatMulExt()(x, y).asnumpy().tolist() == [[10.0, 13.0], [28.0, 40.0]]
    assert AG.MeanExt()(x, 1, True, None).asnumpy().tolist() == [[1.0], [4.0]]
    assert float(AG.MeanExt()(x).asnumpy()) == 2.5
    assert AG.BatchMatMulExt()(b, b2).asnumpy()[1].tolist() == [[172.0, 193.0], [244.0, 274.0]]
    parts = AG.SplitWithSize()(x, [1, 2], 1)
    assert isinstance(parts, tuple) and [p.shape for p in parts] == [(2, 1), (2, 2)]
    assert parts[1].asnumpy().tolist() == [[1.0, 2.0], [4.0, 5.0]]
    from minicell.ops.auto_generate.gen_ops_prim import InplaceCopy
    p = ms.Parameter(Tensor(np.zeros(3, np.float32)), name="p")
    out = InplaceCopy()(p, Tensor(np.array([1, 2, 3], np.int32)))
    assert p.asnumpy().tolist() == [1.0, 2.0, 3.0] and out.dtype == ms.float32


def test_kernels_without_a_cpu_kernel_construct_and_fail_when_called():
    from minicell.ops.auto_generate import PagedAttention, GroupedMatmul
    pa = PagedAttention(8, 0.1, 8)        # 2.10: constructs on CPU, the call has no kernel
    with pytest.raises(RuntimeError, match=r"^The kernel PagedAttention unregistered\.$"):
        pa(Tensor(np.ones((2, 4), np.float32)))
    with pytest.raises(TypeError, match="missing a required argument: 'head_num'"):
        PagedAttention()
    GroupedMatmul(split_item=3)
    with pytest.raises(RuntimeError, match="The kernel CumsumExt unregistered"):
        AG.CumsumExt()(Tensor(np.ones((2, 3), np.float32)), 1, None)
    with pytest.raises(RuntimeError, match="The kernel StackExt unregistered"):
        AG.StackExt(1)((Tensor([1.0]), Tensor([2.0])))
