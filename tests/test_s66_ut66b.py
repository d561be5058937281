"""Session 66, helper ut66b: MindSpore's own ut tests outside the graph front end (nn, ops,
pynative_mode, metrics, exec, train, utils, mindrecord, rewrite, profiler, ...), each behaviour
measured on 2.10 CPU."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, Parameter


_PARAM_TEXT = (
    "Failed to compile in GRAPH_MODE because creating class 'mindspore.common.parameter.Parameter'"
    " instances is not supported in 'construct' or @jit decorated function. Try to create class "
    "'mindspore.common.parameter.Parameter' instances external such as initialized in the method "
    "'__init__' before assigning. For more details, please refer to "
    "https://www.mindspore.cn/tutorials/zh-CN/master/compile/static_graph.html \n")


# 2.10 (measured, str(e) of a jit function and of construct alike): the text ends with its
# tutorial link and ' \n' (minicell ended at '... before assign'); upstream
# mindir/test_msfunc_export's controller creates Parameters in a jit function
def test_parameter_made_in_a_jit_function_is_2_10s_value_error():
    def f(x):
        w = Parameter(Tensor([-2], ms.float32), name="weight")
        return x * w + 1

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError) as info:
            ms.jit(function=f)(Tensor(np.array([3], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(info.value) == _PARAM_TEXT
