"""Session 74 (perf74): GRAPH_MODE first calls.

Shape rules (``runtime/shape_rules_ops.py``): the tracer answers the output shape and dtype of
conv, matmul, reshape, transpose, split, the reductions and broadcasting add/sub/mul (also of
an array and a Python number) without an ``eval_shape`` trace of the kernel. Each rule is
compared here with ``eval_shape`` of the op's kernel over random inputs, weak types, odd
dtypes and shapes that do not fit included: where a rule answers, shape, dtype and weak type
must be ``eval_shape``'s; where it declines, ``eval_shape`` still decides.
"""
import jax
import numpy as np
import pytest

from minicell.runtime import x64
from minicell.runtime.registry import freeze_attrs, get_op
from minicell.runtime.shape_rules import shape_rule

pytestmark = pytest.mark.filterwarnings("ignore:overflow encountered")
_DTYPES = (np.float32, np.float32, np.float16, np.float64, np.int32)


def _av(shape, dtype=np.float32, weak=False):
    return jax.ShapeDtypeStruct(tuple(shape), np.dtype(dtype), weak_type=weak)


def _check(name, attrs, vals):
    """The rule's answer for ``vals`` (avals or Python numbers) against ``eval_shape``;
    whether it answered."""
    op, attrs = get_op(name), freeze_attrs(attrs)
    got = shape_rule(op)(vals, attrs)
    if got is None:
        return False
    pos = [i for i, v in enumerate(vals) if type(v) not in (int, float)]

    def fn(*arrays):
        full = list(vals)
        for i, a in zip(pos, arrays):
            full[i] = a
        return op.bind(attrs)(*full)
    with x64.scope():
        want = jax.eval_shape(fn, *[vals[i] for i in pos])
    flat = list(got) if isinstance(got, tuple) else [got]
    ref = list(want) if isinstance(want, (tuple, list)) else [want]
    assert [(g.shape, g.dtype, g.weak_type) for g in flat] == \
        [(r.shape, r.dtype, r.weak_type) for r in ref], (name, attrs, vals)
    return True


def _shape(rng, lo=0, hi=4, size=4):
    return tuple(int(d) for d in rng.integers(1, size + 1, rng.integers(lo, hi + 1)))


def _dtype(rng):
    return _DTYPES[rng.integers(len(_DTYPES))]


def _weak(rng):
    return bool(rng.random() < 0.1)


def _elementwise_case(rng):
    x = _av(_shape(rng), _dtype(rng), _weak(rng))
    if rng.random() < 0.3:      # an array and a Python number
        n = [1, -3, 2 ** 40, 0.5, -1e300, float("inf"), True][rng.integers(7)]
        if rng.random() < 0.2:
            x = _av(x.shape, (np.int8, np.int64, np.bool_)[rng.integers(3)])
        return [x, n] if rng.random() < 0.5 else [n, x]
    shape = list(x.shape)
    for i in range(len(shape)):
        if rng.random() < 0.3:
            shape[i] = 1
    shape = shape[int(rng.integers(0, len(shape) + 1)):] if rng.random() < 0.3 else shape
    if rng.random() < 0.15:
        shape = list(_shape(rng))          # mostly not broadcasting
    if rng.random() < 0.05:
        shape = shape + [0]
    dtype = x.dtype if rng.random() < 0.8 else _dtype(rng)
    y = _av(shape, dtype, _weak(rng))
    return [x, y] if rng.random() < 0.5 else [y, x]


def _matmul_case(rng):
    m, k, n = (int(d) for d in rng.integers(1, 6, 3))
    lead = _shape(rng, 0, 2, 3)
    ylead = tuple(1 if rng.random() < 0.3 else d for d in lead)[int(rng.integers(0, 2)):]
    if rng.random() < 0.1:
        ylead = _shape(rng, 0, 2, 3)
    ta, tb = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
    ky = k if rng.random() < 0.85 else k + 1
    xs = lead + ((k, m) if ta else (m, k))
    ys = ylead + ((n, ky) if tb else (ky, n))
    if rng.random() < 0.1:
        ys = ys[-1:]
    dx = _dtype(rng)
    dy = dx if rng.random() < 0.85 else _dtype(rng)
    return {"transpose_a": ta, "transpose_b": tb}, [_av(xs, dx, _weak(rng)), _av(ys, dy)]


def _conv_case(rng):
    nd = (2, 2, 2, 1, 3)[rng.integers(5)]
    c = int(rng.integers(1, 5))
    groups = (1, 1, c, 2)[rng.integers(4)]
    cin = c * (groups if rng.random() < 0.9 else 1)
    o = groups * int(rng.integers(1, 3)) + (1 if rng.random() < 0.05 else 0)
    ks = tuple(int(k) for k in rng.integers(1, 4, nd))
    sp = tuple(int(s) for s in rng.integers(1, 8, nd))
    stride = tuple(int(s) for s in rng.integers(1, 3, nd))
    dilation = tuple(int(s) for s in rng.integers(1, 3, nd))
    padding = tuple((int(a), int(b)) for a, b in rng.integers(0, 3, (nd, 2)))
    fmt = "NHWC" if rng.random() < 0.25 else "NCHW"
    n = int(rng.integers(1, 3))
    xs = (n,) + sp + (cin,) if fmt == "NHWC" else (n, cin) + sp
    dx = (np.float32, np.float32, np.float16, np.float64)[rng.integers(4)]
    dw = dx if rng.random() < 0.9 else np.float16
    attrs = {"stride": stride, "padding": padding, "dilation": dilation, "groups": groups}
    if fmt == "NHWC" or rng.random() < 0.2:
        attrs["data_format"] = fmt
    return attrs, [_av(xs, dx), _av((o, cin // groups) + ks, dw)]


def _max_pool_case(rng):
    nd = (2, 2, 1, 3)[rng.integers(4)]
    fmt = "NHWC" if rng.random() < 0.25 else "NCHW"
    sp = tuple(int(s) for s in rng.integers(1, 8, nd))
    lead = _shape(rng, 0 if rng.random() < 0.1 else 2, 2, 3)
    xs = lead[:1] + sp + lead[1:] if fmt == "NHWC" else lead + sp
    attrs = {"kernel": tuple(int(k) for k in rng.integers(1, 4, nd)),
             "stride": tuple(int(s) for s in rng.integers(1, 3, nd)),
             "dilation": tuple(int(s) for s in rng.integers(1, 3, nd)),
             "padding": tuple((int(a), int(b)) for a, b in rng.integers(0, 2, (nd, 2))),
             "nan": ("propagate", "skip", "fold")[rng.integers(3)]}
    if fmt == "NHWC" or rng.random() < 0.2:
        attrs["data_format"] = fmt
    dtype = (np.float32, np.float16, np.float64, np.int32)[rng.integers(4)]
    return attrs, [_av(xs, dtype, _weak(rng))]


def _reshape_case(rng):
    x = _av(_shape(rng, 0, 4), _dtype(rng), _weak(rng))
    flat = [int(d) for d in x.shape]
    rng.shuffle(flat)
    target = [d for d in flat if rng.random() < 0.7 or d == 1] + [1] * int(rng.integers(0, 2))
    size = int(np.prod(x.shape))
    rest = size // max(int(np.prod(target)), 1)
    target += [rest] if rest > 1 or size % max(int(np.prod(target)), 1) else []
    if target and rng.random() < 0.5:
        target[int(rng.integers(len(target)))] = -1
    if rng.random() < 0.15:
        target = list(_shape(rng)) + ([-1, -1] if rng.random() < 0.3 else [])
    if rng.random() < 0.05:
        target = [-2] + target
    return {"shape": tuple(target)}, [x]


def _transpose_case(rng):
    x = _av(_shape(rng, 0, 4), _dtype(rng), _weak(rng))
    r = len(x.shape)
    perm = [int(p) - (r if rng.random() < 0.3 else 0) for p in rng.permutation(r)]
    if r and rng.random() < 0.1:
        perm[0] = perm[-1]
    if rng.random() < 0.05:
        perm = perm + [0]
    return {"perm": tuple(perm)}, [x]


def _split_case(rng):
    x = _av(_shape(rng, 1, 4, 6), _dtype(rng), _weak(rng))
    axis = int(rng.integers(-len(x.shape), len(x.shape)))
    size = x.shape[axis]
    cuts = sorted(int(c) for c in rng.integers(0, size + 1, rng.integers(1, 4)))
    if rng.random() < 0.1:
        cuts = cuts[::-1]
    attrs = {"indices": tuple(cuts)}
    if rng.random() < 0.8:
        attrs["axis"] = axis
    return attrs, [x]


def _reduce_case(rng):
    x = _av(_shape(rng, 0, 4), _dtype(rng), _weak(rng))
    r = max(len(x.shape), 1)
    choice = rng.integers(4)
    axis = None if choice == 0 else int(rng.integers(-r, r)) if choice == 1 else \
        tuple(int(a) for a in rng.choice(np.arange(-r, r), rng.integers(0, r + 1), False))
    if choice == 3 and rng.random() < 0.3:
        axis = (0, 0)
    attrs = {"axis": axis, "keep_dims": bool(rng.random() < 0.5)}
    return attrs, [x]


def _cases(make, seed, count):
    rng = np.random.default_rng(seed)
    return [make(rng) for _ in range(count)]


@pytest.mark.parametrize("name", ["add", "sub", "mul"])
def test_elementwise_rule_agrees_with_eval_shape(name):
    seed = {"add": 1, "sub": 2, "mul": 3}[name]
    answered = sum(_check(name, {}, vals) for vals in _cases(_elementwise_case, seed, 120))
    assert answered >= 50


@pytest.mark.parametrize("make, names, seed, least", [
    (_matmul_case, ("matmul",), 4, 15), (_conv_case, ("conv",), 5, 20),
    (_max_pool_case, ("max_pool",), 10, 15),
    (_reshape_case, ("reshape",), 6, 30), (_transpose_case, ("transpose",), 7, 30),
    (_split_case, ("split",), 8, 25),
    (_reduce_case, ("reduce_mean", "reduce_sum", "reduce_max", "reduce_min"), 9, 10)],
    ids=["matmul", "conv", "max_pool", "reshape", "transpose", "split", "reductions"])
def test_rule_agrees_with_eval_shape(make, names, seed, least):
    answered = 0
    for i, (attrs, vals) in enumerate(_cases(make, seed, 60)):
        answered += _check(names[i % len(names)], attrs, vals)
    assert answered >= least


# the workloads' own cases (session 74's log of the benchmarks' first calls), each answered
_W = [
    ("conv", {"dilation": (1, 1), "groups": 64, "padding": ((0, 1), (0, 1)), "stride": (2, 2)},
     [_av((16, 64, 32, 32)), _av((64, 1, 3, 3))], (16, 64, 16, 16)),
    ("conv", {"dilation": (1, 1), "groups": 1, "padding": ((0, 0), (0, 0)), "stride": (1, 1)},
     [_av((32, 1, 32, 32)), _av((6, 1, 5, 5))], (32, 6, 28, 28)),
    ("max_pool", {"dilation": (1, 1), "kernel": (2, 2), "nan": "fold",
                  "padding": ((0, 0), (0, 0)), "stride": (2, 2)}, [_av((32, 6, 28, 28))],
     (32, 6, 14, 14)),
    ("mul", {}, [_av((16,)), 0.9], (16,)),
    ("add", {}, [_av((1,), np.int32), 1], (1,)),
    ("matmul", {"transpose_a": False, "transpose_b": True},
     [_av((8, 4, 64, 32)), _av((8, 4, 64, 32))], (8, 4, 64, 64)),
    ("split", {"axis": -1, "indices": (128, 256)}, [_av((8, 64, 384))], (8, 64, 128)),
    ("reshape", {"shape": (8, 64, 4, 32)}, [_av((8, 64, 128))], (8, 64, 4, 32)),
    ("transpose", {"perm": (0, 2, 1, 3)}, [_av((8, 64, 4, 32))], (8, 4, 64, 32)),
    ("reduce_mean", {"axis": None, "keep_dims": False}, [_av((8, 64, 128))], ()),
    ("reduce_mean", {"axis": (2, 3), "keep_dims": False}, [_av((16, 64, 8, 8))], (16, 64))]


@pytest.mark.parametrize("name, attrs, vals, shape", _W)
def test_the_workloads_shapes_are_answered(name, attrs, vals, shape):
    assert _check(name, attrs, vals)
    got = shape_rule(get_op(name))(vals, freeze_attrs(attrs))
    got = got[0] if isinstance(got, tuple) else got
    assert got.shape == shape


def test_rules_decline_what_eval_shape_must_decide():
    # numbers go to the elementwise rule only; weak arrays and mixed dtypes to eval_shape
    for name, attrs, vals in [
            ("reshape", {"shape": (2, 3)}, [6]),
            ("add", {}, [_av((2, 3)), _av((2, 3), np.float16)]),
            ("mul", {}, [_av((2, 3), np.bool_), 2]),
            ("mul", {}, [_av((2, 3), np.int32), 0.5]),
            ("add", {}, [2, 3.0]),
            ("matmul", {"transpose_a": False, "transpose_b": False}, [_av((3,)), _av((3, 2))]),
            ("reduce_sum", {"axis": (), "keep_dims": False}, [_av((2, 3))]),
            ("conv", {"dilation": (1, 1), "groups": 1, "padding": ((0, 0), (0, 0)),
                      "stride": (1, 1)}, [_av((1, 1, 2, 2)), _av((1, 1, 3, 3))])]:
        assert shape_rule(get_op(name))(vals, freeze_attrs(attrs)) is None, (name, vals)
