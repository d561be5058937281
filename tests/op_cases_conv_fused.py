"""``op_cases`` rows for ``runtime/primitives/conv_fused.py`` (GRAPH_MODE's half Conv + BiasAdd
kernel): float32 examples against the numpy convolution of ``op_cases_nn`` plus the bias."""
import numpy as np

from op_case_table import OpTable
from op_cases_nn import _attrs_conv, _conv_ref

_TABLE = OpTable(seed=17)
CASES, REFS, f32, op = _TABLE.CASES, _TABLE.REFS, _TABLE.f32, _TABLE.op


def _conv_bias_add_ref(x, w, b, stride, padding, dilation, groups, act=""):
    y = _conv_ref(x, w, stride, padding, dilation, groups).astype(np.float64) + \
        b.reshape(1, -1, 1, 1)
    return (np.tanh(y) if act else y).astype(x.dtype)


op("conv_bias_add", _conv_bias_add_ref,
   ((f32(2, 3, 6, 6), f32(4, 3, 3, 3), f32(4)), _attrs_conv((1, 1), ((1, 1), (1, 1)), (1, 1), 1)),
   # (the fused tanh is 2.10's CPU kernel, nnacl's: within 1e-6 of numpy's for |y| <= 3 and
   # 1e-4 off at 5, so the tanh row keeps its sums small)
   ((f32(1, 4, 7, 6, lo=-0.5, hi=0.5), f32(6, 2, 3, 2, lo=-0.5, hi=0.5), f32(6, lo=-0.5, hi=0.5)),
    {**_attrs_conv((2, 1), ((1, 2), (0, 1)), (1, 2), 2), "act": "tanh"}))
