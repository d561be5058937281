"""``op_cases`` rows for ``runtime/primitives/extra_ext.py``: the runtime checks on inputs that
pass them and a ``py_func`` host function (the raising paths are tested in ``tests/test_ops_extra_debug.py``)."""
import numpy as np

CASES, REFS = {}, {}

CASES["assert_check"] = [((np.array([True, True]), np.array([1.0, 2.0], np.float32)),
                          {"summarize": 3})]
REFS["assert_check"] = lambda cond, *data, summarize: np.zeros((1,), np.int32)
CASES["check_numerics"] = [((np.array([[1.0, -2.0], [0.5, 3.0]], np.float32),), {})]
REFS["check_numerics"] = lambda x: x


def _double_and_sum(x):
    """The host function of the ``py_func`` case."""
    return x * 2, x.sum()


CASES["py_func"] = [((np.array([1.0, -2.0, 0.5], np.float32),),
                     {"fn": _double_and_sum, "out_shapes": ((3,), ()),
                      "out_dtypes": ("float32", "float32")})]
REFS["py_func"] = lambda x, fn, out_shapes, out_dtypes: tuple(np.asarray(o, np.float32)
                                                              for o in fn(x))


def _surface_calls():
    """Public spellings reaching these ops (imported lazily: this module loads before minicell)."""
    import minicell as ms
    from minicell import ops
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    py_func = ops.PyFunc(_double_and_sum, [ms.float32], [(2,)], [ms.float32, ms.float32],
                         [(2,), ()])
    return [lambda: ops.Assert()(ms.Tensor(True), [x]), lambda: ops.CheckNumerics()(x),
            lambda: py_func(x), lambda: ops.ScalarSummary()("surface", x.sum())]


SURFACE_CALLS = [lambda: [call() for call in _surface_calls()]]
