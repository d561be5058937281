"""Eager dispatch's fast path (arity 1/2, exact Tensor class, attrs == ()) against its general path.

Every case runs through ``dispatch`` (whichever path it takes) and through ``_dispatch_slow``
(the general path) and must give the same result; the tape and a graph tracer must see the same
calls as before the fast path existed.
"""
import numpy as np
import pytest

import minicell as ms
from minicell.common.initializer import One, Zero
from minicell.runtime import dispatch as D
from minicell.runtime.registry import freeze_attrs, get_op
from minicell.runtime.tracer import tracing


def _np(x):
    return np.asarray(x.asnumpy() if hasattr(x, "asnumpy") else x)


def _t(*vals):
    return ms.Tensor(np.asarray(vals, np.float32))


CASES = [
    ("add", lambda: (_t(1, 2), _t(3, 4)), ()),
    ("add", lambda: (_t(1, 2), 2.5), ()),                        # Python scalar
    ("add", lambda: (3, _t(1, 2)), ()),                          # scalar first
    ("add", lambda: (_t(1, 2), [1.0, 1.0]), ()),                 # list input -> Tensor
    ("mul", lambda: (_t(1, 2), np.float32(2)), ()),              # numpy scalar
    ("mul", lambda: (_t(1, 2), ms.Parameter(_t(2, 3), name="p")), ()),   # Parameter subclass
    ("neg", lambda: (_t(1, -2),), ()),
    ("select", lambda: (ms.Tensor(np.array([True, False])), _t(1, 2), _t(3, 4)), ()),  # arity 3
    ("sort", lambda: (_t(3, 1, 2),), freeze_attrs({"axis": -1, "descending": False})),
    ("topk", lambda: (_t(3, 1, 2),), freeze_attrs({"k": 2})),
]


@pytest.mark.parametrize("name,make,attrs", CASES, ids=[f"{c[0]}-{i}" for i, c in
                                                          enumerate(CASES)])
def test_fast_path_matches_general_path(name, make, attrs):
    op = get_op(name)
    fast = D.dispatch(op, make(), attrs)
    slow = D._dispatch_slow(op, make(), attrs)
    assert type(fast) is type(slow)
    if op.multiple_results:
        assert isinstance(fast, tuple) and len(fast) == len(slow)
        pairs = zip(fast, slow)
    else:
        pairs = [(fast, slow)]
    for a, b in pairs:
        assert type(a) is ms.Tensor and a._tape_node is None and a._hooks is None
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(_np(a), _np(b))


def test_lazy_tensor_is_refused_until_initialised():
    # 2.10 (measured): an eager op on a Tensor(init=...) whose init_data() has not run is its
    # RuntimeError 'The Tensor(...) is uninitialized. ...'; after init_data() it computes
    lazy = ms.Tensor(init=One(), shape=(3,), dtype=ms.float32)
    assert lazy._data is None
    with pytest.raises(RuntimeError, match="is uninitialized. Maybe the Tensor is create by"):
        D.dispatch(get_op("add"), (lazy, _t(1, 2, 3)))
    out = D.dispatch(get_op("add"), (lazy.init_data(), _t(1, 2, 3)))
    np.testing.assert_array_equal(_np(out), [2, 3, 4])
    zeros = ms.Tensor(init=Zero(), shape=(2,), dtype=ms.float32)
    with pytest.raises(RuntimeError, match=r"^The Tensor\(shape=\[2\], dtype=Float32"):
        D.dispatch(get_op("neg"), (zeros,))
    out = D.dispatch(get_op("neg"), (zeros.init_data(),))
    np.testing.assert_array_equal(_np(out), [0, 0])


def test_kernel_for_empty_attrs_is_cached_on_the_op():
    op = get_op("sub")
    D.dispatch(op, (_t(1), _t(2)))
    assert op._kernel0 is op.kernel(()) is op._kernels[()]


@pytest.mark.parametrize("inputs", [(_t(1, 2), _t(1, 2, 3)), (_t(1, 2),)],
                         ids=["binary-shape-mismatch", "unary-wrong-arity"])
def test_errors_name_the_op_and_inputs(inputs):
    op = get_op("add")
    # a shape mismatch is 2.10's broadcast text (the primitive's name, shapes as lists)
    with pytest.raises((TypeError, ValueError), match=r"For '[aA]dd'.*shape( \(2,\)| = \[2\])"):
        D.dispatch(op, inputs)


def test_error_raised_by_impl_keeps_its_type_and_text():
    with pytest.raises(ValueError,
                       match=r"For primitive\[TopK\], the k must be in \(0,2\], but got 5"):
        D.dispatch(get_op("topk"), (_t(1, 2),), freeze_attrs({"k": 5}))


class _RecordingTape:
    def __init__(self):
        self.calls = []

    def record(self, op, attrs, inputs, arrays, result):
        self.calls.append((op.name, attrs, inputs, arrays, result))


@pytest.mark.parametrize("name,make", [("add", lambda: (_t(1, 2), 2.0)),
                                       ("neg", lambda: (_t(1, 2),)),
                                       ("select", lambda: (ms.Tensor(np.array([True, False])),
                                                           _t(1, 2), _t(3, 4)))])
def test_tape_records_every_call_with_arrays_tuple(name, make):
    tape = _RecordingTape()
    D.state.tape = tape
    try:
        inputs = make()
        out = D.dispatch(get_op(name), inputs)
    finally:
        D.state.tape = None
    [(op_name, attrs, rec_inputs, arrays, result)] = tape.calls
    assert op_name == name and attrs == () and rec_inputs is inputs and result is out
    assert isinstance(arrays, tuple) and len(arrays) == len(inputs)
    for x, a in zip(inputs, arrays):
        assert a is (x.data_array() if isinstance(x, ms.Tensor) else x)


def test_builder_receives_the_call_untouched():
    class Builder:
        def emit(self, op, inputs, attrs):
            return ("emitted", op.name, inputs, attrs)

    inputs = (_t(1), 2.0)
    with tracing(Builder()):
        out = D.dispatch(get_op("mul"), inputs, (("a", 1),))
    assert out == ("emitted", "mul", inputs, (("a", 1),))
