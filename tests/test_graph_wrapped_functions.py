"""A function wrapped with ``functools.wraps`` by a decorator from another module (MindSpore's
test utilities run every op function through such a ``run_with_cell`` wrapper): GRAPH_MODE
converts the wrapper's own code with the wrapper's globals, not the wrapped function's source
(``inspect`` follows ``__wrapped__``), so the names the wrapped function uses stay its own."""
import importlib.util
import textwrap

import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.ops import ceil     # a name the wrapper's module does not have

WRAPPERS = textwrap.dedent('''
    from functools import wraps
    from minicell import nn


    class Net(nn.Cell):
        def __init__(self, func):
            super().__init__()
            self.func = func

        def construct(self, *inputs):
            return self.func(*inputs)


    def run_with_cell(fn):
        @wraps(fn)
        def wrapper(*args):
            return Net(fn)(*args)
        return wrapper
''')


@pytest.fixture(scope="module")
def wrappers(tmp_path_factory):
    path = tmp_path_factory.mktemp("wrap") / "mc_test_wrappers.py"
    path.write_text(WRAPPERS)
    spec = importlib.util.spec_from_file_location("mc_test_wrappers", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_wrapped_function_keeps_its_own_names(wrappers, mode):
    @wrappers.run_with_cell
    def forward(x):
        return ceil(x)

    @wrappers.run_with_cell
    def backward(x):
        return ops.grad(forward)(x)

    @wrappers.run_with_cell
    def batched(x):
        return ops.vmap(forward)(x)

    ms.set_context(mode=mode)
    try:
        x = ms.Tensor(np.array([[1.5, -1.2], [0.2, 2.0]], np.float32))
        np.testing.assert_array_equal(forward(x).asnumpy(), np.ceil(x.asnumpy()))
        np.testing.assert_array_equal(backward(x).asnumpy(), np.zeros((2, 2)))
        np.testing.assert_array_equal(batched(x).asnumpy(), np.ceil(x.asnumpy()))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
