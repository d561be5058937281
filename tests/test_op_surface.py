"""The public op surface (``ops.*``, ``ops.functional``, ``ops.operations.*``, Tensor methods,
``minicell.numpy``) is made from one table (``minicell/ops/op_table.py``); these tests run the
public spellings and watch which registry ops reach the kernels:

- every registry op is reached from some public name (or is listed as internal, with why);
- every spelling of one row dispatches the same registry ops and gives the same result;
- a malformed row (unknown registry op, a name declared twice) fails when the table is built.
"""
import contextlib
import importlib
import pathlib
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell import numpy as mnp
from minicell.common.tensor import _TENSOR_METHODS
from minicell.ops import _table
from minicell.ops.auto_generate import gen_ops_prim
from minicell.ops import functional as F
from minicell.ops import operations as P
from minicell.runtime import registry

from op_cases import CASES

ROOT = pathlib.Path(__file__).resolve().parents[1]

# Registry ops no public spelling dispatches in PYNATIVE_MODE, and why.
INTERNAL = {
    "assign": "ops.assign/ops.Assign/set_data write the Parameter's array directly in PYNATIVE_MODE "
              "(runtime/param_write.py -> EagerTracer.assign); the op is emitted only in graphs",
    "depend": "ops.depend/ops.Depend are the identity in PYNATIVE_MODE; the op is emitted only "
              "while a graph is traced (tested in the GRAPH_MODE tests)",
    "reshard": "ops.reshard, Primitive.shard, Cell.shard and ms.shard dispatch it only in "
               "SEMI_AUTO_PARALLEL over several devices (tests/test_sharding_devices.py)",
    "conv_bias_add": "compiler/fuse_bias.py fuses a convolution and its BiasAdd while lowering a "
                     "graph; never dispatched op by op",
    "matmul_bias_add": "compiler/fuse_bias.py and half_in_float32.py fuse a Dense with its bias "
                       "while lowering a graph; never dispatched op by op",
    "graph_cell_call": "nn.GraphCell of a loaded MINDIR file dispatches it "
                       "(tests/test_mindir_export.py)",
}


@contextlib.contextmanager
def spy():
    """Record the name of every registry op whose kernel an eager call fetches.

    ``dispatch`` fetches a kernel through ``Op.kernel`` unless the attr-less kernel is cached
    in ``op._kernel0``; the spy clears that cache while it is active so every call is seen.
    """
    seen = []
    original = registry.Op.kernel

    def kernel(self, attrs, nested=False):
        seen.append(self.name)
        fn = original(self, attrs, nested)
        self._kernel0 = None
        return fn
    registry.Op.kernel = kernel
    for op in registry.all_ops():
        op._kernel0 = None
    try:
        yield seen
    finally:
        registry.Op.kernel = original


def t(a, dtype=None):
    return ms.Tensor(np.asarray(a), dtype)


def _value(out):
    if isinstance(out, (tuple, list)):
        return [_value(o) for o in out]
    if isinstance(out, ms.Tensor):
        return out.asnumpy().tolist()
    return out


def _run(thunk):
    with spy() as seen:
        out = thunk()
    return seen, _value(out)


# ---- spellings of the rows made from one registry op, on that op's test cases -----------------
def _elementwise_spellings(row):
    """``(label, fn)`` for every public spelling of an elementwise row."""
    out = [(f"ops.{n}", getattr(ops, n)) for n in row.names]
    out += [(f"F.{n}", getattr(F, n)) for n in row.names]
    if row.prim is not None and not row.internal:
        out.append((f"ops.{row.prim}()", lambda *a, c=getattr(ops, row.prim): c()(*a)))
        sub = getattr(getattr(P, row.module), row.prim)
        out.append((f"P.{row.module}.{row.prim}()", lambda *a, c=sub: c()(*a)))
    names = [m if isinstance(m, str) else m[0] for m in row.tensor]   # (name, adapter) too
    out += [(f"Tensor.{m}", lambda x, *a, m=m: getattr(x, m)(*a)) for m in names]
    nps = [m if isinstance(m, str) else m[0] for m in row.numpy]      # (name, adapter) too
    out += [(f"numpy.{n}", getattr(mnp, n)) for n in nps]
    return out


# Cases of a registry op that its public spellings refuse, as 2.10's do: invert's Bool case
# (the registry kernel's logical not) is Invert's kernel TypeError for ops.invert, Tensor.invert
# and mindspore.numpy's invert/bitwise_not (measured on 2.10; test_numpy_bitwise_not_...)
_NOT_PUBLIC = {("invert", 1)}
# mindspore.numpy's own integer semantics (2.10): remainder/mod/fmod run the op, then set an
# integer divisor of 0's result to 0 (np_signatures._zero_divisor: not_equal, cast, mul);
# reciprocal of integers is integer division (value_checks.reciprocal_int: [2, 2, 1] gives
# [0, 0, 1] on 2.10, measured; ops.reciprocal gives [0.5, 0.5, 1.0])
_NUMPY_INT_MASKED, _NUMPY_INT_OWN = {"remainder", "fmod"}, {"reciprocal"}
F32 = np.float32


def _elementwise_params():
    """Every elementwise row on each of its attribute-less cases: the first one by default, the
    others (same spellings on more shapes and dtypes) under -m slow."""
    out = []
    for r in _table.TABLE:
        if r.op:
            rows = [i for i, (_, attrs) in enumerate(CASES[r.op])
                    if not attrs and (r.op, i) not in _NOT_PUBLIC]
            out += [pytest.param(r, i, id=f"{r.label}-{i}",
                                 marks=[pytest.mark.slow] if i != rows[0] else [])
                    for i in rows]
    return out


_ELEMENTWISE = _elementwise_params()


@pytest.mark.parametrize("row,i", _ELEMENTWISE)
def test_elementwise_spellings_dispatch_their_op(row, i):
    inputs, _ = CASES[row.op][i]
    ints = all(np.asarray(x).dtype.kind in "iub" for x in inputs)
    want = None
    for label, fn in _elementwise_spellings(row):
        numpy_int = label.startswith("numpy.") and ints
        if numpy_int and row.op in _NUMPY_INT_OWN:
            continue
        seen, got = _run(lambda: fn(*[ms.Tensor(x) for x in inputs]))
        if numpy_int and row.op in _NUMPY_INT_MASKED:
            seen = seen[:1]
        assert seen == [row.op], f"{label} dispatched {seen}, not [{row.op!r}]"
        if want is None:
            want = got
        np.testing.assert_equal(got, want, err_msg=f"{label} gives a different result")  # NaN


def test_numpy_bitwise_not_is_invert_refusing_bool_and_float():
    text = ("For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], "
            "Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
            "Tensor[UInt64], Tensor[UInt8]}, but got Tensor[%s].")     # 2.10's, measured
    for fn in (mnp.bitwise_not, mnp.invert):
        for x, name in ((np.array([True, False]), "Bool"), (np.array([1.5], F32), "Float32")):
            with pytest.raises(TypeError) as err:
                fn(ms.Tensor(x))
            assert str(err.value) == text % name
        assert fn(ms.Tensor(np.array([0, 5], np.int32))).asnumpy().tolist() == [-1, -6]


# ---- spellings of hand-written rows (adapters, Primitive classes with attributes) ---------------
X = np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5
A, B = t(X), t(np.full((2, 3), 1.5, np.float32))
BT = B.T

SAME = {
    "add": [lambda: ops.add(A, B), lambda: A + B, lambda: ops.Add()(A, B),
            lambda: A.add(B), lambda: mnp.add(A, B)],
    "div": [lambda: ops.div(A, B), lambda: ops.divide(A, B), lambda: ops.Div()(A, B),
            lambda: A.div(B), lambda: mnp.divide(A, B), lambda: A / B],
    # (RealDiv keeps two integer operands' dtype: an op of its own)
    "real_div": [lambda: ops.RealDiv()(A, B), lambda: ops.tensor_div(A, B),
                 lambda: P.math_ops.RealDiv()(A, B)],
    "matmul": [lambda: ops.matmul(A, BT), lambda: ops.MatMul(transpose_b=True)(A, B),
               lambda: P.math_ops.MatMul(transpose_b=True)(A, B), lambda: A.matmul(BT),
               lambda: mnp.matmul(A, BT), lambda: A @ BT],
    "sum": [lambda: ops.sum(A, 1), lambda: ops.ReduceSum()(A, 1), lambda: A.sum(1),
            lambda: mnp.sum(A, 1), lambda: F.sum(A, 1)],
    "mean": [lambda: ops.mean(A, 0), lambda: ops.ReduceMean()(A, 0), lambda: A.mean(0),
             lambda: mnp.mean(A, 0)],
    # (A.max(axis=1) is ArgMaxWithValue in MindSpore, with its own gradient: not a ReduceMax)
    "amax": [lambda: ops.amax(A, 1), lambda: ops.ReduceMax()(A, 1), lambda: A.amax(1),
             lambda: mnp.amax(A, 1)],
    "cumsum": [lambda: ops.cumsum(A, 1), lambda: ops.CumSum()(A, 1), lambda: A.cumsum(1),
               lambda: mnp.cumsum(A, 1)],
    "concat": [lambda: ops.concat([A, B]), lambda: ops.cat([A, B]),
               lambda: ops.Concat()([A, B]), lambda: mnp.concatenate([A, B])],
    "reshape": [lambda: ops.reshape(A, (3, 2)), lambda: ops.Reshape()(A, (3, 2)),
                lambda: A.reshape(3, 2), lambda: A.view(3, 2), lambda: mnp.reshape(A, (3, 2))],
    "transpose": [lambda: ops.transpose(A, (1, 0)), lambda: ops.Transpose()(A, (1, 0)),
                  lambda: A.transpose(1, 0), lambda: A.T, lambda: mnp.transpose(A, (1, 0))],
    "softmax": [lambda: ops.softmax(A), lambda: ops.Softmax()(A), lambda: A.softmax(),
                lambda: nn.Softmax()(A)],
    "relu6": [lambda: ops.relu6(A), lambda: ops.ReLU6()(A), lambda: P.nn_ops.ReLU6()(A),
              lambda: nn.ReLU6()(A)],
    "elu": [lambda: ops.elu(A), lambda: ops.Elu()(A), lambda: nn.ELU()(A)],
    "leaky_relu": [lambda: ops.leaky_relu(A), lambda: ops.LeakyReLU()(A),
                   lambda: nn.LeakyReLU()(A)],
    "gelu": [lambda: ops.gelu(A, "tanh"), lambda: ops.GeLU()(A), lambda: nn.GELU()(A)],
    # (mnp.clip and ops.clip_by_value are maximum/minimum, with MindSpore's 1/2 at a bound)
    "clamp": [lambda: ops.clamp(A, 0.0, 1.0), lambda: ops.clip(A, 0.0, 1.0),
              lambda: A.clip(0.0, 1.0), lambda: A.clamp(0.0, 1.0)],
    "tril": [lambda: ops.tril(A), lambda: ops.Tril()(A), lambda: A.tril(),
             lambda: mnp.tril(A)],
    "addn": [lambda: ops.addn([A, B]), lambda: ops.AddN()([A, B])],
    "argmax": [lambda: ops.argmax(A, 1), lambda: A.argmax(1), lambda: mnp.argmax(A, 1),
               lambda: ops.cast(ops.Argmax(axis=1)(A), ms.int64)],
    "squeeze": [lambda: ops.squeeze(A[None]), lambda: ops.Squeeze(0)(A[None]),
                lambda: A[None].squeeze(), lambda: mnp.squeeze(A[None])],
}


@pytest.mark.parametrize("name", sorted(SAME))
def test_spellings_of_one_row_dispatch_the_same_ops(name):
    first_seen, want = _run(SAME[name][0])
    assert first_seen, f"{name}: the first spelling dispatched nothing"
    for i, thunk in enumerate(SAME[name][1:], 1):
        seen, got = _run(thunk)
        if name in ("squeeze", "transpose", "argmax"):
            seen = [s for s in seen if s not in ("getitem", "reshape", "cast")]
            first = [s for s in first_seen if s not in ("getitem", "reshape", "cast")]
        else:
            first = first_seen
        assert seen == first, f"{name}: spelling {i} dispatched {seen}, the first {first}"
        np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64),
                                   rtol=1e-6, err_msg=f"{name}: spelling {i}")


def _unwrapped(fn, target):
    """``fn`` or the function it wraps that is ``target`` (numpy's spellings with 2.10's names or
    array_like conversion wrap the row's function: ``minicell.numpy._PARAMS``, ``_ARRAY_LIKE``)."""
    while fn is not target and getattr(fn, "__wrapped__", None) is not None:
        fn = fn.__wrapped__
    return fn


def test_names_of_one_row_are_one_object_in_every_namespace():
    """ops.x and ops.functional.x of one row are the same function, a plain Tensor method and a
    plain numpy name are the row's function (which the functional one is, or wraps to reject a
    list where 2.10 takes only a Tensor); Primitive classes are the same class in ops, P and
    P.<submodule>. A name given 2.10's own parameter names (the row's ``params``,
    ``minicell.numpy._PARAMS``) wraps that function (``_params.with_params``)."""
    for row in _table.TABLE:
        params = dict(row.params)
        same = [n for n in row.names if n not in params]
        objs = [getattr(ops, n) for n in same] + [getattr(F, n) for n in same]
        assert all(o is objs[0] for o in objs), f"row {row.label}: spellings differ"
        assert all(o is row.fn or o.__wrapped__ is row.fn for o in objs), row.label
        for n in params:
            wrapped = getattr(ops, n).__wrapped__
            assert getattr(F, n) is getattr(ops, n), n
            assert wrapped is row.fn or wrapped.__wrapped__ is row.fn, n
        plain = [_TENSOR_METHODS.get(m) or vars(ms.Tensor)[m] for m in row.tensor
                 if isinstance(m, str)]
        plain += [_unwrapped(getattr(mnp, n), row.fn) for n in row.numpy if isinstance(n, str)]
        assert all(o is row.fn for o in plain), row.label
        if row.prim is not None:
            name = row.prim if isinstance(row.prim, str) else row.prim.__name__
            if row.internal:        # only in its submodule (``P._grad_ops.X``), as MindSpore
                cls = getattr(gen_ops_prim if row.module == "auto_generate"
                              else getattr(P, row.module), name)
                assert getattr(ops, name, None) is not cls
                assert (getattr(P, name, None) is cls) == (name in P.P_ONLY), name
            else:
                cls = getattr(ops, name)
                assert getattr(P, name) is cls and getattr(getattr(P, row.module), name) is cls
            if isinstance(row.prim, str):   # made by make_primitive from row.fn (checked as
                # the functional spelling is: ``tensor_inputs.checked``)
                assert getattr(cls._fn, "__wrapped__", cls._fn) is row.fn


# ---- every registry op is reached from a public name ------------------------------------------
def _param(a, name):
    return ms.Parameter(t(a), name=name)


def _adam_weight_decay_primitive():
    """ops.AdamWeightDecay() on Float32 Parameters: 2.10's kernel (adam_weight_decay_half)."""
    var, m, v = (_param(np.ones(3, np.float32), n) for n in ("awd_v", "awd_m", "awd_s"))
    lr, b1, b2, eps, decay = (t(np.float32(a)) for a in (0.1, 0.9, 0.999, 1e-8, 0.01))
    return ops.AdamWeightDecay()(var, m, v, lr, b1, b2, eps, decay, t(np.ones(3, np.float32)))


def _optimizer_step(make):
    net = nn.Dense(2, 2)
    opt = make(net.trainable_params())
    return opt(tuple(ops.ones_like(p) for p in net.trainable_params()))


X4 = t(np.random.default_rng(0).standard_normal((1, 2, 4, 4)).astype(np.float32))
IDX = t(np.array([[0], [1]], np.int32))
LABELS = t(np.array([0, 1], np.int32))

CALLS = [
    lambda: ops.arange(5), lambda: ops.argmin(A, 1), lambda: ops.assign(_param(X, "a"), A),
    lambda: ops.assign(t([1.0, 2.0]), t([3.0, 4.0])),      # a plain Tensor: write_tensor
    lambda: ops.avg_pool2d(X4, 2), lambda: ops.max_pool2d(X4, 2),
    lambda: ops.adaptive_avg_pool2d(X4, 1), lambda: ops.bias_add(X4, t([1.0, 2.0], ms.float32)),
    lambda: ops.batch_norm(X4, _param(np.zeros(2, np.float32), "m"),
                           _param(np.ones(2, np.float32), "v"), t([1.0, 1.0]), t([0.0, 0.0]),
                           training=True),
    lambda: ops.batch_norm(X4, t([0.0, 0.0]), t([1.0, 1.0]), t([1.0, 1.0]), t([0.0, 0.0])),
    lambda: ops.binary_cross_entropy_with_logits(A, ops.sigmoid(B)),
    lambda: ops.bernoulli(A), lambda: ops.broadcast_to(t([1.0]), (2, 3)),
    lambda: ops.cast(A, ms.int32), lambda: ops.cross_entropy(A, LABELS),
    lambda: ops.cross_entropy(A, ops.softmax(B)), lambda: ops.conv2d(X4, t(np.ones((3, 2, 3, 3),
                                                                                np.float32))),
    lambda: ops.conv_transpose2d(X4, t(np.ones((2, 3, 3, 3), np.float32))),
    lambda: ops.cumprod(A, 0), lambda: ops.dense(A, B), lambda: ops.dropout(A, 0.5),
    lambda: ops.einsum("ij,kj->ik", A, B), lambda: ops.eye(3), lambda: ops.fill(ms.float32,
                                                                                 (2,), 1.0),
    lambda: ops.flip(A, (0,)), lambda: ops.gather(A, t([1, 0]), 0),
    lambda: ops.gather_d(A, 1, IDX), lambda: ops.gather_nd(A, IDX), lambda: A[0],
    lambda: A.copy().__setitem__(0, 1.0), lambda: ops.group_norm(X4, 2),
    lambda: ops.hardsigmoid(A), lambda: ops.hardswish(A),
    lambda: ops.layer_norm(A, (3,)), lambda: ops.linspace(0.0, 1.0, 5),
    lambda: ops.log_softmax(A), lambda: ops.logsumexp(A, 1),
    lambda: nn.LSTM(3, 4)(A[None]), lambda: nn.GRU(3, 4)(A[None]),
    lambda: ops.masked_fill(A, A > 0, 0.0), lambda: ops.multinomial(ops.softmax(A), 1),
    lambda: ops.normal((2,), 0.0, 1.0), lambda: ops.one_hot(LABELS, 3, 1.0, 0.0),
    lambda: ops.ones_like(A), lambda: ops.zeros_like(A), lambda: ops.pad(A, (1, 1)),
    lambda: ops.randint(0, 5, (3,)), lambda: ops.randperm(4),
    lambda: ops.ReduceAll()(A > 0), lambda: ops.ReduceAny()(A > 0), lambda: ops.amin(A),
    lambda: ops.prod(A), lambda: ops.repeat_interleave(A, 2), lambda: ops.roll(A, 1, 1),
    lambda: ops.round(A), lambda: ops.scatter_nd(IDX, B, (3, 3)),
    lambda: ops.select(A > 0, A, B), lambda: ops.shuffle(A), lambda: ops.silu(A),
    lambda: ops.slice(A, (0, 0), (1, 2)), lambda: ops.sort(A), lambda: ops.split(A, 1),
    lambda: ops.stack([A, B]), lambda: ops.standard_normal((2,)),
    lambda: ops.stop_gradient(A), lambda: ops.tensor_scatter_add(A, IDX, B),
    lambda: ops.tensor_scatter_update(A, IDX, B), lambda: ops.tile(A, (2, 1)),
    lambda: ops.topk(A, 2), lambda: ops.triu(A), lambda: ops.uniform((2,), t(F32(0)), t(F32(1))),
    lambda: ops.unsorted_segment_sum(A, t([0, 0], ms.int32), 2),
    lambda: ops.unsorted_segment_max(A, t([0, 0], ms.int32), 2), lambda: ops.cummax(A, 1),
    lambda: ops.tensor_scatter_max(A, IDX, B), lambda: ops.logcumsumexp(A, 1),
    lambda: ops.searchsorted(t([1.0, 2.0]), A),
    lambda: _optimizer_step(lambda p: nn.SGD(p, 0.1)),                  # gd_update
    lambda: _optimizer_step(lambda p: nn.SGD(p, 0.1, momentum=0.9)),    # sgd_update
    lambda: _optimizer_step(lambda p: nn.Momentum(p, 0.1, 0.9)),
    lambda: _optimizer_step(lambda p: nn.Adam(p)),
    lambda: _optimizer_step(lambda p: nn.AdamWeightDecay(p)),
    lambda: ops.Betainc()(B, B, ops.sigmoid(A)), lambda: ops.Complex()(A, B),
    lambda: ops.mvlgamma(B + 2, 2), lambda: ops.DivNoNan()(A, B), lambda: ops.MulNoNan()(A, B),
    lambda: ops.isclose(A, B), lambda: ops.histc(A, 4), lambda: A.view(ms.int32),
    # ops whose rows check or compose first (2.10's), so the walk of rows does not reach them
    lambda: ops.acos(A / 3), lambda: ops.asin(A / 3), lambda: ops.atan(A), lambda: ops.cosh(A),
    lambda: ops.sinh(A), lambda: ops.max(A, 1), lambda: ops.min(A, 1),
    lambda: ops.L2Normalize(1)(A), lambda: ops.Softplus()(A), lambda: ops.std(A, 1),
    lambda: ops.logsigmoid(t(X.astype(np.float64))),            # Float16/32: Log(Sigmoid)
    lambda: ops.logsumexp(t(X.astype(np.float16)), 1),          # Float32/64: 2.10's kernels
    lambda: ops.cdist(A, B), lambda: ops.pdist(A), lambda: ops.norm(A, 2, 1), lambda: ops.cov(A),
    lambda: ops.SoftmaxCrossEntropyWithLogits()(A, ops.softmax(B, -1)),
    lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(A, LABELS),
    lambda: ops.nll_loss(A, LABELS, reduction="none"),
    lambda: ops.binary_cross_entropy_with_logits(A, ops.sigmoid(B), B, B, "none"),
    _adam_weight_decay_primitive,
]
CALLS += [c for _p in sorted(pathlib.Path(__file__).parent.glob("op_cases_*.py"))   # by area
          for c in getattr(importlib.import_module(_p.stem), "SURFACE_CALLS", ())]


@pytest.mark.slow     # ~40 s of XLA compiles (every public call once); run it with -m slow
def test_every_registry_op_is_reached_from_a_public_name():
    # an elementwise row's op is reached: test_elementwise_spellings_dispatch_their_op runs every
    # spelling of the row on its first attribute-less case and checks it dispatches row.op
    reached = {row.op for row in _table.TABLE if row.op}
    assert reached == {p.values[0].op for p in _ELEMENTWISE if not p.marks}
    for thunks in SAME.values():
        for thunk in thunks:
            reached.update(_run(thunk)[0])
    for thunk in CALLS:
        reached.update(_run(thunk)[0])
    names = {op.name for op in registry.all_ops()}
    assert not set(INTERNAL) - names, "INTERNAL lists ops that are not registered"
    unreached = sorted(names - reached - set(INTERNAL))
    assert not unreached, (f"registry ops no public spelling dispatches: {unreached}; add a row "
                           f"to minicell/ops/op_table.py (and a call here), or list the op in "
                           f"INTERNAL with the reason")


def test_spy_sees_cached_kernels():
    ops.add(A, B)                     # warm the attr-less kernel cache
    seen, _ = _run(lambda: ops.add(A, B))
    assert seen == ["add"]


# ---- malformed rows fail when the table is built ------------------------------------------------
def test_row_naming_an_unregistered_op_fails():
    with pytest.raises(_table.OpTableError, match="not registered"):
        _table.elementwise("no_such_op", "no_such", 1)
    with pytest.raises(_table.OpTableError, match="not registered"):
        _table.build([_table.Row(ops.add, ("add2",), op="no_such_op")])


def test_duplicate_public_name_fails():
    rows = list(_table.TABLE) + [_table.Row(ops.sub, ("add",))]
    with pytest.raises(_table.OpTableError, match=r"functional\.add is declared twice"):
        _table.build(rows)
    rows = list(_table.TABLE) + [_table.Row(ops.sub, (), tensor=("sum",))]
    with pytest.raises(_table.OpTableError, match=r"tensor\.sum is declared twice"):
        _table.build(rows)
    rows = list(_table.TABLE) + [_table.Row(ops.sub, (), prim="MatMul", module="math_ops")]
    with pytest.raises(_table.OpTableError, match=r"primitives\.MatMul is declared twice"):
        _table.build(rows)


def test_row_without_a_name_or_a_known_module_fails():
    with pytest.raises(_table.OpTableError, match="declares no public name"):
        _table.build([_table.Row(ops.sub, ())])
    with pytest.raises(_table.OpTableError, match="'module' must be one of"):
        _table.build([_table.Row(ops.sub, (), prim="Sub2", module="maths")])


def test_internal_primitive_is_only_in_its_operations_module():
    """MindSpore's internal Primitives (backward kernels, ``_inner_ops``) are reachable as
    ``P._grad_ops.X``, never as ``ops.X`` / ``P.X``; an internal row needs a class."""
    surface = _table.build([_table.Row(ops.sub, (), prim="SubGradX", module="_grad_ops",
                                       internal=True)])
    assert list(surface.operations["_grad_ops"]) == ["SubGradX"]
    assert not surface.primitives and list(surface.internal) == ["_grad_ops.SubGradX"]
    with pytest.raises(_table.OpTableError, match="internal but has no Primitive"):
        _table.build([_table.Row(ops.sub, ("sub_x",), internal=True)])


def test_the_built_surface_is_the_public_one():
    """ops, ops.functional, ops.operations hold exactly the table's names; minicell.numpy the
    table's plus those of its own modules (numpy-only composites)."""
    surface = _table.build()
    assert set(surface.functional) <= set(ops.__all__)
    assert set(surface.primitives) <= set(ops.__all__) and set(surface.primitives) <= set(P.__all__)
    assert set(mnp.__all__) == set(surface.numpy) | {n for m in mnp._MODULES for n in m.__all__}
    for module, classes in surface.operations.items():
        assert set(getattr(P, module).__all__) == set(classes)


def test_no_star_imports_in_ops():
    for path in (ROOT / "minicell" / "ops").rglob("*.py"):
        assert not re.search(r"^from \S+ import \*", path.read_text(), re.M), path
