"""Rows of ``op_cases`` for reductions, linear algebra, layout/indexing, creation, random and
state primitives (split from ``op_cases.py`` to keep files short)."""
import jax
import numpy as np


def _red(fn, cast_back=False):
    def ref(x, axis=None, keep_dims=False):
        out = np.asarray(fn(x, axis=axis, keepdims=keep_dims))
        return out.astype(x.dtype) if cast_back else out
    return ref


def _lse(x, axis=None, keepdims=False):
    m = np.max(x, axis=axis, keepdims=True)
    out = np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True)) + m
    return out if keepdims else np.squeeze(out, axis=axis)


def _sort(x, axis=-1, descending=False):
    idx = np.argsort(-x if descending else x, axis=axis, kind="stable")
    return np.take_along_axis(x, idx, axis), idx.astype(np.int32)


def _cumsum(x, axis, reverse=False, exclusive=False):
    x = np.flip(x, axis) if reverse else x
    if exclusive:
        x = np.delete(np.insert(x, 0, 0, axis=axis), -1, axis=axis)
    out = np.cumsum(x, axis).astype(x.dtype)
    return np.flip(out, axis) if reverse else out


def _topk(x, k, axis=-1, largest=True, sorted=True):
    v, i = _sort(x, axis, largest)
    return (np.take(v, np.arange(k), axis=axis), np.take(i, np.arange(k), axis=axis))


def _matmul(x, y, transpose_a=False, transpose_b=False):
    if transpose_a:
        x = np.swapaxes(x, -1, -2)
    if transpose_b:
        y = np.swapaxes(y, -1, -2)
    return np.matmul(x, y)


def _index(spec, arrays):
    out = []
    for item in spec:
        out.append({"i": lambda it: it[1], "s": lambda it: slice(*it[1:]),
                    "n": lambda it: None, "e": lambda it: Ellipsis,
                    "a": lambda it: arrays[it[1]]}[item[0]](item))
    return tuple(out)


def _setitem(x, value, *arrays, index):
    out = x.copy()
    out[_index(index, arrays)] = value
    return out


def _gather(p, i, axis=0, batch_dims=0):
    if batch_dims:
        return np.stack([_gather(p[k], i[k], axis - 1, batch_dims - 1) for k in range(len(p))])
    return np.take(p, i, axis=axis)


def _scatter(x, idx, upd, add):
    out = x.copy()
    for pos in np.ndindex(*idx.shape[:-1]):
        where = tuple(idx[pos])
        if add:
            out[where] += upd[pos]
        else:
            out[where] = upd[pos]
    return out


def _segment_sum(x, ids, num_segments):
    out = np.zeros((num_segments,) + x.shape[ids.ndim:], x.dtype)
    for pos in np.ndindex(*ids.shape):
        if 0 <= ids[pos] < num_segments:
            out[ids[pos]] += x[pos]
    return out


def _one_hot(idx, on, off, depth, axis=-1):
    hot = np.moveaxis(np.arange(depth) == idx[..., None], -1, axis)
    return np.where(hot, on, off.astype(on.dtype))


def _uniform(k, lo, hi, shape, dtype="float32"):
    dt = np.dtype(dtype)
    if dt.kind in "iu":
        return np.asarray(jax.random.randint(k, shape, lo, hi, dtype=dt))
    return np.asarray(lo.astype(dt) + (hi - lo).astype(dt) * jax.random.uniform(k, shape, dt))


def add_rows(op, f32, f64, i64, i32, b, key):
    # ---- reductions and scans ---------------------------------------------------------------
    def red_rows(ints=True, bools=False):
        rows = [((f32(4),), {"axis": None, "keep_dims": False}),
                ((f32(2, 3),), {"axis": (1,), "keep_dims": True}),
                ((f64(2, 3, 4),), {"axis": (0, 2), "keep_dims": False})]
        if ints:
            rows.append(((i64(3, 2),), {"axis": (0,), "keep_dims": False}))
        if bools:
            rows = [((b(2, 3),), {"axis": (1,), "keep_dims": False}),
                    ((b(4),), {"axis": None, "keep_dims": True})]
        return rows

    op("reduce_sum", _red(np.sum, True), *red_rows())
    op("reduce_mean", _red(np.mean, True), *red_rows())
    op("reduce_max", _red(np.max), *red_rows())
    op("reduce_min", _red(np.min), *red_rows())
    op("reduce_prod", _red(np.prod, True), *red_rows())
    op("reduce_all", _red(np.all), *red_rows(bools=True))
    op("reduce_any", _red(np.any), *red_rows(bools=True))
    op("logsumexp", lambda x, axis=None, keep_dims=False: _lse(x, axis, keep_dims).astype(x.dtype),
       *red_rows(ints=False))
    for name, fn in [("argmax", np.argmax), ("argmin", np.argmin)]:
        op(name, lambda x, axis=None, keep_dims=False, dtype="int64", fn=fn:
           np.asarray(fn(x, axis=axis, keepdims=keep_dims)).astype(dtype),
           ((f32(5),), {"axis": None, "keep_dims": False, "dtype": "int64"}),
           ((f32(2, 3),), {"axis": 1, "keep_dims": True, "dtype": "int32"}),
           ((i64(3, 4),), {"axis": 0, "keep_dims": False, "dtype": "int64"}))
    op("cumsum", _cumsum, ((f32(4),), {"axis": 0}), ((f64(2, 3),), {"axis": 1, "reverse": True}),
       ((i32(3, 2),), {"axis": 0}), ((f32(2, 3),), {"axis": -1, "exclusive": True}),
       ((f64(3, 2),), {"axis": 0, "reverse": True, "exclusive": True}))
    op("cumprod", lambda x, axis: np.cumprod(x, axis).astype(x.dtype),
       ((f32(4),), {"axis": 0}), ((f64(2, 3),), {"axis": 1}), ((i64(3, 2),), {"axis": 0}))
    op("sort", _sort, ((f32(5),), {}), ((f32(2, 4),), {"axis": 0, "descending": True}),
       ((f64(2, 3, 4),), {"axis": 1}))
    op("topk", _topk, ((f32(5),), {"k": 2}), ((f32(3, 4),), {"k": 3, "axis": 0}),
       ((f64(2, 5),), {"k": 2, "largest": False}))

    # ---- linear algebra ---------------------------------------------------------------------
    op("matmul", _matmul, ((f32(2, 3), f32(3, 4)), {}),
       ((f32(2, 3), f32(4, 3)), {"transpose_b": True}),
       ((f64(3, 2), f64(3, 4)), {"transpose_a": True}),
       ((f32(5, 2, 3), f32(5, 3, 4)), {}), ((f32(2, 3, 4), f32(4)), {}),
       ((i64(2, 3), i64(3, 2)), {}))
    op("einsum", lambda *xs, equation: np.einsum(equation, *xs),
       ((f32(2, 3), f32(3, 4)), {"equation": "ij,jk->ik"}),
       ((f64(2, 3, 4),), {"equation": "bij->bji"}),
       ((f32(2, 3), f32(2, 3), f32(3)), {"equation": "ij,ij,j->i"}))

    # ---- layout -----------------------------------------------------------------------------
    op("reshape", lambda x, shape: np.reshape(x, shape), ((f32(6),), {"shape": (2, 3)}),
       ((i64(2, 3, 4),), {"shape": (4, -1)}), ((f64(1),), {"shape": ()}))
    op("transpose", lambda x, perm: np.transpose(x, perm), ((f32(2, 3),), {"perm": (1, 0)}),
       ((i64(2, 3, 4),), {"perm": (2, 0, 1)}))
    op("broadcast_to", lambda x, shape: np.broadcast_to(x, shape),
       ((f32(3),), {"shape": (2, 3)}), ((i64(2, 1),), {"shape": (4, 2, 5)}))
    op("concat", lambda *xs, axis=0: np.concatenate(xs, axis),
       ((f32(2), f32(3), f32(1)), {"axis": 0}), ((f64(2, 3), f64(2, 1)), {"axis": 1}),
       ((i64(1, 2),), {"axis": 0}))
    op("stack", lambda *xs, axis=0: np.stack(xs, axis),
       ((f32(3), f32(3)), {"axis": 0}), ((i64(2, 3), i64(2, 3), i64(2, 3)), {"axis": 2}))
    op("split", lambda x, indices, axis=0: tuple(np.split(x, indices, axis)),
       ((f32(6),), {"indices": (2, 4)}), ((f64(2, 5),), {"indices": (1,), "axis": 1}))
    op("tile", lambda x, multiples: np.tile(x, multiples), ((f32(3),), {"multiples": (2,)}),
       ((i64(2, 3),), {"multiples": (2, 1)}))
    op("repeat_interleave", lambda x, repeats, axis=None: np.repeat(x, repeats, axis),
       ((f32(3),), {"repeats": 2}), ((i64(2, 3),), {"repeats": 3, "axis": 1}))
    op("flip", lambda x, dims: np.flip(x, dims), ((f32(4),), {"dims": (0,)}),
       ((i64(2, 3),), {"dims": (0, 1)}))
    op("roll", lambda x, shifts, dims=None: np.roll(x, shifts, dims),
       ((f32(4),), {"shifts": 1}), ((i64(2, 3),), {"shifts": (1, -1), "dims": (0, 1)}))
    op("tril", lambda x, diagonal=0: np.tril(x, diagonal), ((f32(3, 3),), {}),
       ((f64(2, 3, 4),), {"diagonal": 1}))
    op("triu", lambda x, diagonal=0: np.triu(x, diagonal), ((f32(3, 3),), {}),
       ((i64(3, 4),), {"diagonal": -1}))
    op("select", lambda c, x, y: np.where(c, x, y), ((b(3), f32(3), f32(3)), {}),
       ((b(2, 3), f64(2, 3), f64(3)), {}), ((b(4), i64(4), i64(4)), {}))
    op("masked_fill", lambda x, m, v: np.where(m, v.astype(x.dtype), x),
       ((f32(2, 3), b(2, 3), np.array(0.5, np.float32)), {}),
       ((i64(4), b(4), np.array(7, np.int64)), {}))

    # ---- indexing ---------------------------------------------------------------------------
    op("getitem", lambda x, *arrays, index: x[_index(index, arrays)],
       ((f32(4),), {"index": (("i", 2),)}),
       ((f32(3, 4),), {"index": (("s", 1, None, None), ("s", None, None, 2))}),
       ((f64(2, 3),), {"index": (("n",), ("e",), ("i", 1))}),
       ((i64(4, 3), np.array([2, 0, 2])), {"index": (("a", 0),)}),
       ((f32(3, 4), np.array([0, 2]), np.array([1, 3])), {"index": (("a", 0), ("a", 1))}))
    op("setitem", _setitem,
       ((f32(4), np.array(9.0, np.float32)), {"index": (("i", 1),)}),
       ((f64(3, 4), f64(4)), {"index": (("s", 0, 2, None),)}),
       ((i64(4, 3), np.array(1.5), np.array([3, 0])), {"index": (("a", 0),)}))

    # ---- gather / scatter -------------------------------------------------------------------
    op("gather", _gather, ((f32(5), np.array([4, 0, 2])), {"axis": 0}),
       ((f64(3, 4), np.array([[1, 0], [3, 3]])), {"axis": 1}),
       ((f32(2, 3, 4), np.array([[0, 2], [1, 1]])), {"axis": 1, "batch_dims": 1}))
    op("gather_d", lambda x, idx, dim: np.take_along_axis(x, idx, dim),
       ((f32(2, 3), np.array([[0, 0, 1], [1, 0, 1]])), {"dim": 0}),
       ((i64(2, 3), np.array([[2, 0], [1, 1]])), {"dim": 1}))
    op("gather_nd", lambda x, idx: x[tuple(np.moveaxis(idx, -1, 0))],
       ((f32(3, 4), np.array([[0, 1], [2, 3]])), {}),
       ((f64(3, 4), np.array([[2], [0]])), {}))
    op("tensor_scatter_update", lambda x, i, u: _scatter(x, i, u, False),
       ((f32(3, 4), np.array([[0, 1], [2, 3]]), f32(2)), {}),
       ((f64(3, 4), np.array([[2], [0]]), f64(2, 4)), {}))
    op("tensor_scatter_add", lambda x, i, u: _scatter(x, i, u, True),
       ((f32(3, 4), np.array([[0, 1], [0, 1]]), f32(2)), {}),
       ((i64(3, 4), np.array([[2], [0]]), i64(2, 4)), {}))
    op("scatter_nd", lambda i, u, shape: _scatter(np.zeros(shape, u.dtype), i, u, True),
       ((np.array([[1], [3]]), f32(2)), {"shape": (5,)}),
       ((np.array([[0, 1], [2, 2]]), f64(2, 3)), {"shape": (3, 3, 3)}))
    op("unsorted_segment_sum", _segment_sum,
       ((f32(5), np.array([0, 1, 0, 2, 1])), {"num_segments": 3}),
       ((f64(4, 2), np.array([3, 0, 0, 5])), {"num_segments": 4}),
       ((f32(2, 3, 2), np.array([[0, 1, 1], [1, 0, 0]])), {"num_segments": 2}))

    # ---- creation ---------------------------------------------------------------------------
    op("fill", lambda v, shape, dtype: np.full(shape, v, dtype),
       ((np.array(3.0),), {"shape": (2, 3), "dtype": "float32"}),
       ((np.array(2),), {"shape": (4,), "dtype": "int64"}))
    op("zeros_like", lambda x, dtype=None: np.zeros(x.shape, dtype or x.dtype),
       ((f32(2, 3),), {}), ((i64(3),), {"dtype": "float32"}))
    op("ones_like", lambda x, dtype=None: np.ones(x.shape, dtype or x.dtype),
       ((f32(2, 3),), {}), ((i64(3),), {"dtype": "bool"}))
    op("arange", lambda start, stop, step, dtype: np.arange(start, stop, step, dtype),
       ((), {"start": 0, "stop": 5, "step": 1, "dtype": "int64"}),
       ((), {"start": 0.0, "stop": 1.0, "step": 0.25, "dtype": "float32"}))
    op("linspace", lambda start, stop, num, dtype="float32": np.linspace(start, stop, num,
                                                                         dtype=dtype),
       ((), {"start": 0.0, "stop": 1.0, "num": 5}), ((), {"start": -1.0, "stop": 3.0, "num": 3}))
    op("eye", lambda n, m, dtype: np.eye(n, m, dtype=dtype),
       ((), {"n": 3, "m": 3, "dtype": "float32"}), ((), {"n": 2, "m": 4, "dtype": "int64"}))
    op("one_hot", _one_hot,
       ((np.array([0, 2, 1]), np.array(1.0, np.float32), np.array(0.0, np.float32)),
        {"depth": 3}),
       ((np.array([[0, 3], [1, 1]]), np.array(5), np.array(-1)), {"depth": 4, "axis": 0}))

    # ---- random: the same key through jax.random gives the same numbers ----------------------
    op("uniform", _uniform,
       ((key(1), np.array(1.0, np.float32), np.array(2.0, np.float32)), {"shape": (1, 4)}),
       ((key(2), np.array(0.0), np.array(1.0)), {"shape": (3,), "dtype": "float64"}),
       ((key(3), np.array(0), np.array(5)), {"shape": (2, 2), "dtype": "int32"}))
    op("standard_normal", lambda k, shape, dtype="float32":
       np.asarray(jax.random.normal(k, shape, np.dtype(dtype))),
       ((key(1),), {"shape": (2, 3)}), ((key(4),), {"shape": (5,), "dtype": "float64"}))
    op("normal", lambda k, m, s, shape: np.asarray(
        m + s * jax.random.normal(k, np.broadcast_shapes(shape, m.shape, s.shape), m.dtype)),
       ((key(1), np.array(1.0, np.float32), np.array(2.0, np.float32)), {"shape": (2, 3)}),
       ((key(5), f32(3), np.array(0.5, np.float32)), {"shape": (2, 3)}))
    op("randint", lambda k, low, high, shape, dtype="int64":
       np.asarray(jax.random.randint(k, shape, low, high, dtype=np.dtype(dtype))),
       ((key(1),), {"low": 0, "high": 10, "shape": (5,)}),
       ((key(2),), {"low": -3, "high": 3, "shape": (2, 2), "dtype": "int32"}))
    op("bernoulli", lambda k, p, shape, dtype="float32":
       np.asarray(jax.random.bernoulli(k, p, shape)).astype(dtype),
       ((key(1), np.array(0.3)), {"shape": (10,)}),
       ((key(2), np.array([0.1, 0.9, 0.5])), {"shape": (2, 3), "dtype": "int64"}))
    op("multinomial", lambda k, p, num_samples, replacement=True: np.asarray(
        jax.random.categorical(k, np.log(p.astype(np.float32))[..., None, :], axis=-1,
                               shape=p.shape[:-1] + (num_samples,)) if replacement else
        jax.lax.top_k(np.log(p.astype(np.float32)) + jax.random.gumbel(k, p.shape),
                      num_samples)[1]).astype(np.int64),
       ((key(1), np.array([0.2, 0.3, 0.5])), {"num_samples": 4}),
       ((key(2), np.array([[0.2, 0.3, 0.5], [1.0, 1.0, 0.0]])),
        {"num_samples": 2, "replacement": False}))
    op("shuffle", lambda k, x: np.asarray(jax.random.permutation(k, x, axis=0)),
       ((key(1), f32(5)), {}), ((key(2), i64(4, 2)), {}))
    op("randperm", lambda k, n, dtype="int64": np.asarray(
        jax.random.permutation(k, n)).astype(dtype),
       ((key(1),), {"n": 6}), ((key(2),), {"n": 3, "dtype": "int32"}))

    # ---- state ------------------------------------------------------------------------------
    op("assign", lambda v, x: np.broadcast_to(x.astype(v.dtype), v.shape),
       ((f32(3), f64(3)), {}), ((i64(2, 2), i64(2, 2)), {}))
    op("depend", lambda v, e: v, ((f32(3), f32(2)), {}), ((i64(2), b(1)), {}))
    op("stop_gradient", lambda x: x, ((f32(3),), {}), ((i64(2, 2),), {}))
