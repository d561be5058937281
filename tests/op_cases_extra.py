"""``op_cases`` rows for ``runtime/primitives/extra_ext.py``: the runtime checks on inputs that
pass them, a summary value and a ``py_func`` host function (the raising paths are tested in ``tests/test_ops_extra_debug.py``)."""
import numpy as np

CASES, REFS = {}, {}

CASES["assert_check"] = [((np.array([True, True]), np.array([1.0, 2.0], np.float32)),
                          {"summarize": 3})]
REFS["assert_check"] = lambda cond, *data, summarize: np.zeros((1,), np.int32)
CASES["check_numerics"] = [((np.array([[1.0, -2.0], [0.5, 3.0]], np.float32),), {})]
REFS["check_numerics"] = lambda x: x
CASES["summary"] = [((np.array([1.0, 2.0], np.float32),), {"plugin": "tensor", "tag": "case"})]
REFS["summary"] = lambda value, plugin, tag: np.zeros((0,), np.int32)


def _double_and_sum(x):
    """The host function of the ``py_func`` case."""
    return x * 2, x.sum()


CASES["py_func"] = [((np.array([1.0, -2.0, 0.5], np.float32),),
                     {"fn": _double_and_sum, "out_shapes": ((3,), ()),
                      "out_dtypes": ("float32", "float32")})]
REFS["py_func"] = lambda x, fn, out_shapes, out_dtypes: tuple(np.asarray(o, np.float32)
                                                              for o in fn(x))


class _StandInGraph:
    """Stands for a loaded ``FuncGraph`` in the ``graph_cell_call`` row (the op runs
    ``graph.call``; tests/test_mindir_export.py runs graphs ``ms.export`` wrote)."""

    def call(self, w, x):
        return x * w + 1.0, (x * w).sum()


CASES["graph_cell_call"] = [((np.array([2.0, -1.0, 0.5], np.float32),
                              np.array([1.0, 3.0, -2.0], np.float32)), {"graph": _StandInGraph()})]
REFS["graph_cell_call"] = lambda w, x, graph: (x * w + 1.0, np.float32((x * w).sum()))


def _surface_calls():
    """Public spellings reaching these ops (imported lazily: this module loads before minicell)."""
    import minicell as ms
    from minicell import ops
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    py_func = ops.PyFunc(_double_and_sum, [ms.float32], [(2,)], [ms.float32, ms.float32],
                         [(2,), ()])
    img = ms.Tensor(_X)
    return [lambda: ops.Assert()(ms.Tensor(True), [x]), lambda: ops.CheckNumerics()(x),
            lambda: py_func(x), lambda: ops.ScalarSummary()("surface", x.sum()),
            lambda: ops.ExtractImagePatches((1, 2, 2, 1), (1, 1, 1, 1), (1, 1, 1, 1))(img),
            lambda: ops.Dilation2D((1, 1, 1, 1), (1, 1, 1, 1))(img, ms.Tensor(_K)),
            lambda: ops.log_uniform_candidate_sampler(ms.Tensor(np.array([[1], [2]])), 1, 3),
            lambda: ops.tensordump("/tmp/minicell_op_cases/surface", x),
            lambda: ops.move_to(x, "CPU")]


SURFACE_CALLS = [lambda: [call() for call in _surface_calls()]]


# ---- image patches, morphological dilation ---------------------------------------------------------

def _patches_ref(x, ksizes, strides, rates, padding):
    """Windows gathered pixel by pixel, ordered (row, column, channel) as TensorFlow's."""
    (kh, kw), (sh, sw), (rh, rw) = ksizes, strides, rates
    n, c, h, w = x.shape
    eh, ew = (kh - 1) * rh + 1, (kw - 1) * rw + 1
    if padding == "SAME":
        oh, ow = -(-h // sh), -(-w // sw)
        ph, pw = max((oh - 1) * sh + eh - h, 0), max((ow - 1) * sw + ew - w, 0)
        x = np.pad(x, ((0, 0), (0, 0), (ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2)))
    else:
        oh, ow = (h - eh) // sh + 1, (w - ew) // sw + 1
    out = np.zeros((n, kh * kw * c, oh, ow), x.dtype)
    for y in range(oh):
        for z in range(ow):
            win = x[:, :, y * sh:y * sh + eh:rh, z * sw:z * sw + ew:rw]     # n, c, kh, kw
            out[:, :, y, z] = win.transpose(0, 2, 3, 1).reshape(n, -1)
    return out


_X = np.arange(2 * 2 * 5 * 5, dtype=np.float32).reshape(2, 2, 5, 5) / 7.0
CASES["extract_image_patches"] = [
    ((_X,), {"ksizes": (2, 2), "strides": (1, 1), "rates": (1, 1), "padding": "VALID"}),
    ((_X,), {"ksizes": (3, 2), "strides": (2, 2), "rates": (1, 1), "padding": "SAME"}),
    ((_X,), {"ksizes": (2, 2), "strides": (1, 2), "rates": (2, 1), "padding": "VALID"})]
REFS["extract_image_patches"] = _patches_ref


def _dilation_ref(x, kernel, strides, dilations, pad_mode):
    (sh, sw), (dh, dw) = strides, dilations
    c, kh, kw = kernel.shape
    if pad_mode == "SAME":
        pads = []
        for size, k, s, d in ((x.shape[2], kh, sh, dh), (x.shape[3], kw, sw, dw)):
            total = max((-(-size // s) - 1) * s + (k - 1) * d + 1 - size, 0)
            pads.append((total // 2, total - total // 2))
        x = np.pad(x, ((0, 0), (0, 0), *pads), constant_values=-np.inf)
    oh = (x.shape[2] - (kh - 1) * dh - 1) // sh + 1
    ow = (x.shape[3] - (kw - 1) * dw - 1) // sw + 1
    out = np.full(x.shape[:2] + (oh, ow), -np.inf, x.dtype)
    for y in range(oh):
        for z in range(ow):
            for i in range(kh):
                for j in range(kw):
                    tap = x[:, :, y * sh + i * dh, z * sw + j * dw] + kernel[None, :, i, j]
                    out[:, :, y, z] = np.maximum(out[:, :, y, z], tap)
    return out


_K = np.array([[[0.0, 1.3], [2.1, 0.2]], [[1.7, 0.1], [0.4, -1.0]]], np.float32)
CASES["dilation2d"] = [
    ((_X, _K), {"strides": (1, 1), "dilations": (1, 1), "pad_mode": "VALID"}),
    ((_X, _K), {"strides": (2, 1), "dilations": (1, 2), "pad_mode": "SAME"})]
REFS["dilation2d"] = _dilation_ref


def _dump_ref(x, file_name):
    return np.zeros((1,), np.int32)


CASES["tensor_dump"] = [((np.array([1.5, -2.0], np.float32),),
                         {"file_name": "/tmp/minicell_op_cases/dump"})]
REFS["tensor_dump"] = _dump_ref

CASES["move_to_cpu"] = [((np.array([[1.5, -2.0]], np.float32),), {})]
REFS["move_to_cpu"] = lambda x: x
