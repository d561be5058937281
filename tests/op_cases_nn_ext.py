"""``op_cases`` rows for ``runtime/primitives/nn_ext.py``: example inputs and plain-numpy
references written out from the definitions (merged into ``op_cases.CASES`` / ``REFS``)."""
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=11)
CASES, REFS, f32, op = _TABLE.CASES, _TABLE.REFS, _TABLE.f32, _TABLE.op
_R = _TABLE.rng


def _f(fn):
    """Reference computed in float64, returned in the input's dtype."""
    def ref(x, *rest, **kw):
        out = fn(x.astype(np.float64), *[r.astype(np.float64) if r.dtype.kind == "f" else r
                                          for r in rest], **kw)
        if isinstance(out, tuple):
            return tuple(np.asarray(o).astype(x.dtype) for o in out)
        return np.asarray(out).astype(x.dtype)
    return ref


def _red(loss, reduction):
    return {"mean": loss.mean(), "sum": loss.sum()}.get(reduction, loss)


def _sig(x):
    return 1 / (1 + np.exp(-x))


def _softplus(x):
    return np.log1p(np.exp(x))


_X = f32(3, 4)
_A, _S = 1.6732632423543772, 1.0507009873554805

# ---- activations --------------------------------------------------------------------------------
op("selu", _f(lambda x: _S * np.where(x > 0, x, _A * (np.exp(x) - 1))), ((_X,), {}))
op("celu", _f(lambda x, alpha: np.maximum(x, 0) + np.minimum(0, alpha * (np.exp(x / alpha) - 1))),
   ((_X,), {"alpha": 1.5}))
op("mish", _f(lambda x: x * np.tanh(_softplus(x))), ((_X,), {}))
op("softplus", _f(_softplus), ((_X,), {}))
op("hshrink", _f(lambda x, lambd: np.where(np.abs(x) > lambd, x, 0)), ((_X,), {"lambd": 0.5}))
op("softshrink", _f(lambda x, lambd: np.sign(x) * np.maximum(np.abs(x) - lambd, 0)),
   ((_X,), {"lambd": 0.5}))
op("hardtanh", _f(lambda x, min_val, max_val: np.clip(x, min_val, max_val)),
   ((_X,), {"min_val": -1.0, "max_val": 0.5}))
op("tanhshrink", _f(lambda x: x - np.tanh(x)), ((_X,), {}))
op("threshold", _f(lambda x, thr, value: np.where(x > thr, x, value)),
   ((_X,), {"thr": 0.1, "value": 3.0}))
op("logsigmoid", _f(lambda x: np.log(_sig(x))), ((_X,), {}))
op("softsign", _f(lambda x: x / (1 + np.abs(x))), ((_X,), {}))
op("fast_gelu", _f(lambda x: x * _sig(1.702 * x)), ((_X,), {}))
op("glu", _f(lambda x, axis: np.split(x, 2, axis)[0] * _sig(np.split(x, 2, axis)[1])),
   ((_X,), {"axis": 1}), ((f32(2, 3),), {"axis": 0}))
op("prelu", _f(lambda x, w: np.where(x > 0, x, w.reshape(-1, 1) * x)),
   ((f32(2, 3, 4), f32(3, lo=0.0, hi=0.5)), {}))


# ---- normalization ------------------------------------------------------------------------------
def _ln(x, g, b, begin_norm_axis, begin_params_axis, epsilon):
    axes = tuple(range(begin_norm_axis, x.ndim))
    m = x.mean(axis=axes, keepdims=True)
    v = ((x - m) ** 2).mean(axis=axes, keepdims=True)
    return (x - m) / np.sqrt(v + epsilon) * g + b, m, v


op("layer_norm_stats", _f(_ln), ((f32(2, 3, 4), f32(4), f32(4)),
                                 {"begin_norm_axis": 1, "begin_params_axis": 2, "epsilon": 1e-7}))


def _rms(x, g, epsilon):
    r = 1 / np.sqrt((x * x).mean(-1, keepdims=True) + epsilon)
    return x * r * g, r


op("rms_norm", _f(_rms), ((f32(2, 4), f32(4)), {"epsilon": 1e-6}))


def _lrn(x, depth_radius, bias, alpha, beta):
    out = np.empty_like(x)
    for c in range(x.shape[1]):
        lo, hi = max(0, c - depth_radius), min(x.shape[1], c + depth_radius + 1)
        out[:, c] = x[:, c] / (bias + alpha * (x[:, lo:hi] ** 2).sum(1)) ** beta
    return out


op("lrn", _f(_lrn), ((f32(1, 5, 2, 2),), {"depth_radius": 1, "bias": 1.0, "alpha": 0.5,
                                          "beta": 0.75}))

# ---- losses -------------------------------------------------------------------------------------
_P, _T = f32(2, 3, lo=0.1, hi=0.9), f32(2, 3, lo=0.0, hi=1.0)
_PM1 = np.array([[1, -1, 1], [-1, -1, 1]], np.float32)
op("binary_cross_entropy",
   _f(lambda x, y, w, reduction: _red(-w * (y * np.log(x) + (1 - y) * np.log(1 - x)), reduction)),
   ((_P, _T, f32(2, 3, lo=0.5, hi=1.5)), {"reduction": "mean"}),
   ((_P, _T, np.float32(1.0)), {"reduction": "none"}))
op("kl_div", _f(lambda x, y, reduction: (y * (np.log(y) - x)).sum() / x.shape[0]
                if reduction == "batchmean" else _red(y * (np.log(y) - x), reduction)),
   ((f32(2, 3), _P), {"reduction": "batchmean"}), ((f32(2, 3), _P), {"reduction": "none"}))


def _huber(x, y, delta, reduction):
    d = np.abs(x - y)
    return _red(np.where(d < delta, 0.5 * d * d, delta * (d - 0.5 * delta)), reduction)


op("huber_loss", _f(_huber), ((f32(2, 3), f32(2, 3)), {"delta": 1.0, "reduction": "none"}))
op("soft_margin_loss", _f(lambda x, y, reduction: _red(np.log1p(np.exp(-y * x)), reduction)),
   ((f32(2, 3), _PM1), {"reduction": "mean"}))
op("margin_ranking_loss",
   _f(lambda a, b, y, margin, reduction: _red(np.maximum(-y * (a - b) + margin, 0), reduction)),
   ((f32(5), f32(5), _PM1[0, [0, 1, 2, 0, 1]]), {"margin": 0.3, "reduction": "none"}))


def _multi_margin(x, t, w, p, margin, reduction):
    out = np.zeros(x.shape[0])
    for n in range(x.shape[0]):
        for i in range(x.shape[1]):
            if i != t[n]:
                out[n] += w[t[n]] * max(0, margin - x[n, t[n]] + x[n, i]) ** p
    return _red(out / x.shape[1], reduction)


op("multi_margin_loss", _f(_multi_margin),
   ((f32(3, 4), np.array([0, 3, 1], np.int64), f32(4, lo=0.5, hi=1.5)),
    {"p": 1, "margin": 1.0, "reduction": "none"}),
   ((f32(3, 4), np.array([2, 0, 1], np.int64), np.ones(4, np.float32)),
    {"p": 2, "margin": 1.0, "reduction": "mean"}))


def _mlm(x, t, reduction):
    out, mask = np.zeros(x.shape[0]), np.zeros(t.shape, t.dtype)
    for n in range(x.shape[0]):
        tg = []
        for j in t[n]:
            if j < 0:
                break
            tg.append(j)
        mask[n, tg] = 1
        for j in tg:
            for i in range(x.shape[1]):
                if i not in tg:
                    out[n] += max(0, 1 - (x[n, j] - x[n, i]))
    return _red(out / x.shape[1], reduction), mask


def _mlm_ref(x, t, reduction):
    loss, mask = _mlm(x.astype(np.float64), t, reduction)
    return np.asarray(loss).astype(x.dtype), mask


op("multilabel_margin_loss", _mlm_ref,
   ((f32(2, 4), np.array([[3, 0, -1, 1], [1, 2, 0, -1]], np.int32)), {"reduction": "none"}),
   ((f32(2, 4), np.array([[2, -1, 0, 1], [1, 0, 3, 2]], np.int32)), {"reduction": "mean"}))
op("multilabel_soft_margin_loss",
   _f(lambda x, y, w, reduction: _red(
       (-w * (y * np.log(_sig(x)) + (1 - y) * np.log(_sig(-x)))).mean(-1), reduction)),
   ((f32(2, 3), (_T > 0.5).astype(np.float32), f32(3, lo=0.5, hi=1.5)), {"reduction": "none"}))
op("hinge_embedding_loss",
   _f(lambda x, y, margin, reduction: _red(np.where(y == 1, x, np.maximum(margin - x, 0)),
                                           reduction)),
   ((f32(2, 3), _PM1), {"margin": 1.0, "reduction": "none"}))


def _cos_emb(a, b, y, margin, reduction):
    cos = (a * b).sum(1) / np.sqrt((a * a).sum(1) * (b * b).sum(1))
    return _red(np.where(y == 1, 1 - cos, np.maximum(cos - margin, 0)), reduction)


op("cosine_embedding_loss", _f(_cos_emb),
   ((f32(3, 4), f32(3, 4), np.array([1, -1, -1], np.int32)), {"margin": -0.2, "reduction": "none"}))


def _triplet(a, p_, n, margin, p, eps, swap, reduction):
    def d(u, v):
        return (np.abs(u - v + eps) ** p).sum(-1) ** (1 / p)
    dn = np.minimum(d(a, n), d(p_, n)) if swap else d(a, n)
    return _red(np.maximum(d(a, p_) - dn + margin, 0), reduction)


op("triplet_margin_loss", _f(_triplet),
   ((f32(3, 4), f32(3, 4), f32(3, 4)),
    {"margin": 1.0, "p": 2.0, "eps": 1e-6, "swap": False, "reduction": "none"}),
   ((f32(3, 4), f32(3, 4), f32(3, 4)),
    {"margin": 0.5, "p": 1.0, "eps": 1e-6, "swap": True, "reduction": "mean"}))


def _gnll(x, y, v, full, eps, reduction):
    v = np.maximum(v, eps)
    loss = 0.5 * (np.log(v) + (x - y) ** 2 / v) + (0.5 * np.log(2 * np.pi) if full else 0)
    return _red(loss, reduction)


op("gaussian_nll_loss", _f(_gnll),
   ((f32(2, 3), f32(2, 3), f32(2, 3, lo=0.2, hi=1.0)),
    {"full": True, "eps": 1e-6, "reduction": "mean"}))
op("l2_loss", _f(lambda x: (x * x).sum() / 2), ((_X,), {}))


def _nll(x, t, w, reduction, ignore_index):
    keep = t != ignore_index
    wt = np.where(keep, w[np.where(keep, t, 0)], 0)
    loss = -x[np.arange(len(t)), np.where(keep, t, 0)] * wt
    total = wt.sum()
    return ({"mean": loss.sum() / total, "sum": loss.sum()}.get(reduction, loss), total)


op("nll_loss_prim", _f(_nll),
   ((f32(4, 3), np.array([0, 2, 1, 2], np.int32), f32(3, lo=0.5, hi=1.5)),
    {"reduction": "mean", "ignore_index": 1}),
   ((f32(4, 3), np.array([0, 2, 1, 2], np.int32), f32(3, lo=0.5, hi=1.5)),
    {"reduction": "none", "ignore_index": -100}))


# ---- pooling with indices, unpooling ------------------------------------------------------------
def _argmax_ref(x, kernel, stride, padding, dilation, dtype="int64", nan="skip"):
    """(values, flat indices): the first maximum of each window (NaN-free inputs, where the
    ``nan`` rules agree)."""
    nd = len(kernel)
    sp = x.shape[-nd:]
    out_sp = [(sp[i] + sum(padding[i]) - dilation[i] * (kernel[i] - 1) - 1) // stride[i] + 1
              for i in range(nd)]
    out = np.zeros(x.shape[:-nd] + tuple(out_sp), dtype)
    vals = np.zeros(out.shape, x.dtype)
    for lead in np.ndindex(*x.shape[:-nd]):
        for o in np.ndindex(*out_sp):
            best, bi = -np.inf, 0
            for k in np.ndindex(*kernel):
                pos = [o[i] * stride[i] - padding[i][0] + k[i] * dilation[i] for i in range(nd)]
                if all(0 <= pos[i] < sp[i] for i in range(nd)):
                    v = x[lead + tuple(pos)]
                    if v > best:
                        best, bi = v, int(np.ravel_multi_index(pos, sp))
            out[lead + o], vals[lead + o] = bi, best
    return vals, out


op("max_pool_with_argmax", _argmax_ref,
   ((f32(1, 2, 5, 5),), {"kernel": (2, 3), "stride": (2, 1), "padding": ((0, 1), (1, 1)),
                         "dilation": (1, 1), "dtype": "int64", "nan": "skip"}),
   ((f32(1, 2, 6, 5),), {"kernel": (2, 2), "stride": (2, 2), "padding": ((0, 0), (0, 0)),
                         "dilation": (1, 2), "dtype": "int32", "nan": "first"}),
   ((f32(1, 1, 3, 4, 4),), {"kernel": (2, 2, 2), "stride": (1, 2, 2),
                            "padding": ((0, 0),) * 3, "dilation": (1, 1, 1), "dtype": "int32",
                            "nan": "propagate"}))


def _adaptive_max_ref(x, output_size):
    nd = len(output_size)
    sp = x.shape[-nd:]
    vals = np.zeros(x.shape[:-nd] + tuple(output_size), x.dtype)
    idx = np.zeros(vals.shape, np.int64)
    for lead in np.ndindex(*x.shape[:-nd]):
        for o in np.ndindex(*output_size):
            lo = [o[i] * sp[i] // output_size[i] for i in range(nd)]
            hi = [-(-(o[i] + 1) * sp[i] // output_size[i]) for i in range(nd)]
            win = x[lead + tuple(slice(a, b) for a, b in zip(lo, hi))]
            loc = np.unravel_index(np.argmax(win), win.shape)
            vals[lead + o] = win[loc]
            idx[lead + o] = np.ravel_multi_index([l + a for l, a in zip(loc, lo)], sp)
    return vals, idx


op("adaptive_max_argmax", _adaptive_max_ref, ((f32(2, 5, 7),), {"output_size": (3, 4)}),
   ((f32(1, 3, 4, 4),), {"output_size": (2, 3, 2)}))


def _unpool_ref(x, idx, output_spatial):
    nd = len(output_spatial)
    out = np.zeros(x.shape[:-nd] + (int(np.prod(output_spatial)),), x.dtype)
    for lead in np.ndindex(*x.shape[:-nd]):
        out[lead][idx[lead].ravel()] = x[lead].ravel()
    return out.reshape(x.shape[:-nd] + tuple(output_spatial))


op("max_unpool", _unpool_ref,
   ((f32(1, 2, 2, 2), np.array([[[[1, 3], [9, 14]], [[0, 7], [8, 10]]]], np.int64)),
    {"output_spatial": (4, 4)}))


def _surface_calls():
    """One public call per registry op of this area (``test_op_surface`` checks each op is
    reached from a public name)."""
    import minicell as ms
    from minicell import ops
    t = ms.Tensor
    x, p = t(f32(2, 4)), t(f32(2, 4, lo=0.1, hi=0.9))
    y, lab = t(_PM1[:, :2].repeat(2, 1)), t(np.array([1, 0], np.int32))
    x4 = t(f32(1, 2, 4, 4))
    idx = ops.max_pool2d(x4, 2, return_indices=True)[1]
    return [lambda: ops.selu(x), lambda: ops.celu(x), lambda: ops.mish(x),
            lambda: ops.hardshrink(x), lambda: ops.softshrink(x), lambda: ops.hardtanh(x),
            lambda: ops.tanhshrink(x), lambda: ops.threshold(x, 0.1, 2.0),
            lambda: ops.logsigmoid(x), lambda: ops.softsign(x), lambda: ops.fast_gelu(x),
            lambda: ops.glu(x), lambda: ops.prelu(x, t([0.1, 0.2, 0.3, 0.4])),
            lambda: ops.LayerNorm()(x, t(np.ones(4, np.float32)), t(np.zeros(4, np.float32))),
            lambda: ops.rms_norm(x, t(np.ones(4, np.float32))), lambda: ops.lrn(x4),
            lambda: ops.binary_cross_entropy(p, p), lambda: ops.kl_div(x, p),
            lambda: ops.huber_loss(x, p), lambda: ops.soft_margin_loss(x, y),
            lambda: ops.margin_ranking_loss(x, p, y), lambda: ops.multi_margin_loss(x, lab.astype(ms.int64)),
            lambda: ops.multilabel_margin_loss(x, t(np.array([[1, -1, 0, 0]] * 2, np.int32))),
            lambda: ops.multilabel_soft_margin_loss(x, y), lambda: ops.hinge_embedding_loss(x, y),
            lambda: ops.cosine_embedding_loss(x, p, t(np.array([1, -1], np.int32))),
            lambda: ops.triplet_margin_loss(x, p, x), lambda: ops.gaussian_nll_loss(x, p, p),
            lambda: ops.L2Loss()(x), lambda: ops.NLLLoss()(x, lab, t(np.ones(4, np.float32))),
            lambda: ops.max_pool2d(x4, 2, return_indices=True),
            lambda: ops.adaptive_max_pool2d(x4, 3, return_indices=True),
            lambda: ops.max_unpool2d(ops.max_pool2d(x4, 2), idx, 2),
            lambda: ops.unfold(x4, 2), lambda: ops.fold(ops.unfold(x4, 2), t(np.array([4, 4], np.int32)), 2),
            lambda: ops.mirror_pad(x, ((1, 1), (2, 2)), "REFLECT"),
            lambda: ops.embedding(lab, x, padding_idx=0),
            lambda: ops.interpolate(x4, size=(3, 5), mode="bilinear"),
            lambda: ops.grid_sample(x4, t(f32(1, 2, 3, 2, lo=-1.0, hi=1.0))),
            lambda: ops.fractional_max_pool2d(x4, 2, (3, 3)),
            lambda: ops.ctc_loss(ops.log_softmax(x4[0].transpose(1, 0, 2), -1),
                                 t(np.array([[1], [2]], np.int32)),
                                 t(np.array([4, 4], np.int32)), t(np.array([1, 0], np.int32)))]


SURFACE_CALLS = [lambda: [call() for call in _surface_calls()]]


# ---- patches, mirror pad, embedding -------------------------------------------------------------
def _im2col_ref(x, kernel, dilation, padding, stride):
    xp = np.pad(x, ((0, 0), (0, 0)) + tuple((p, p) for p in padding))
    oh, ow = [(xp.shape[2 + i] - dilation[i] * (kernel[i] - 1) - 1) // stride[i] + 1
              for i in range(2)]
    out = np.zeros(x.shape[:2] + (kernel[0] * kernel[1], oh * ow), x.dtype)
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            for a in range(oh):
                for b in range(ow):
                    out[:, :, i * kernel[1] + j, a * ow + b] = \
                        xp[:, :, a * stride[0] + i * dilation[0], b * stride[1] + j * dilation[1]]
    return out


def _col2im_ref(cols, output_size, kernel, dilation, padding, stride):
    h, w = output_size
    out = np.zeros(cols.shape[:2] + (h + 2 * padding[0], w + 2 * padding[1]), cols.dtype)
    oh, ow = [(output_size[i] + 2 * padding[i] - dilation[i] * (kernel[i] - 1) - 1) // stride[i]
              + 1 for i in range(2)]
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            for a in range(oh):
                for b in range(ow):
                    out[:, :, a * stride[0] + i * dilation[0], b * stride[1] + j * dilation[1]] \
                        += cols[:, :, i * kernel[1] + j, a * ow + b]
    return out[:, :, padding[0]:padding[0] + h, padding[1]:padding[1] + w]


op("im2col", _im2col_ref, ((f32(1, 2, 5, 4),), {"kernel": (2, 3), "dilation": (1, 1),
                                               "padding": (1, 0), "stride": (2, 1)}))
op("col2im", _col2im_ref, ((f32(1, 2, 6, 6),), {"output_size": (5, 4), "kernel": (2, 3),
                                               "dilation": (1, 1), "padding": (1, 0),
                                               "stride": (2, 1)}))
op("mirror_pad", lambda x, pads, mode: np.pad(x, pads, "reflect" if mode == "REFLECT"
                                              else "symmetric"),
   ((f32(3, 4),), {"pads": ((1, 2), (2, 1)), "mode": "REFLECT"}),
   ((f32(3, 4),), {"pads": ((0, 2), (3, 1)), "mode": "SYMMETRIC"}))
op("embedding", lambda idx, w, padding_idx: w[idx],
   ((np.array([1, 0, 1], np.int64), f32(2, 3)), {"padding_idx": None}))


# ---- resize: direct per-point linear / nearest interpolation -----------------------------------
def _resize_ref(x, axes):
    out = x.astype(np.float64)
    nd = len(axes)
    for k, (n_in, n_out, kind, transform, scale) in enumerate(axes):
        axis = x.ndim - nd + k
        s = n_in / n_out if scale is None else scale
        cols = []
        for i in range(n_out):
            src = (i * (n_in - 1) / max(n_out - 1, 1) if transform == "align_corners" else
                   (i + 0.5) * s - 0.5 if transform == "half_pixel" else i * s)
            if kind == "nearest":
                cols.append(np.take(out, min(int(np.floor(src)), n_in - 1), axis=axis))
                continue
            src = max(src, 0.0)
            lo = min(int(np.floor(src)), n_in - 1)
            hi, t = min(lo + 1, n_in - 1), src - lo
            cols.append(np.take(out, lo, axis=axis) * (1 - t) + np.take(out, hi, axis=axis) * t)
        out = np.stack(cols, axis=axis)
    return out.astype(x.dtype)


op("resize", _resize_ref,
   ((f32(1, 2, 3, 4),), {"axes": ((3, 5, "linear", "align_corners", None),
                                  (4, 3, "linear", "half_pixel", None))}),
   ((f32(1, 1, 4, 3),), {"axes": ((4, 7, "nearest", "asymmetric", None),
                                  (3, 5, "linear", "asymmetric", 0.5))}),
   # 2.10's ResizeBilinearV2 kernel (runtime/primitives/bilinear_v2.py; its bits are
   # tests/test_s75_num75.py's)
   ((f32(1, 2, 5, 6),), {"axes": ((5, 9, "bilinear_v2", "half_pixel", None),
                                  (6, 7, "bilinear_v2", "half_pixel", None))}),
   ((f32(2, 1, 4, 4),), {"axes": ((4, 3, "bilinear_v2", "align_corners", None),
                                  (4, 7, "bilinear_v2", "align_corners", None))}))


# ---- CTC: the alpha recursion written out in float64 -------------------------------------------
def _ctc_ref(lp, targets, in_len, tgt_len, blank):
    t_max, n, _ = lp.shape
    s = targets.shape[1]
    alphas = np.full((n, t_max, 2 * s + 1), -np.inf)
    nll = np.zeros(n)
    for b in range(n):
        ext = [blank]
        for c in targets[b]:
            ext += [int(c), blank]
        for t in range(t_max):
            for j, c in enumerate(ext):
                if t == 0:
                    v = lp[0, b, c] if j < 2 else -np.inf
                else:
                    terms = [alphas[b, t - 1, j]] + ([alphas[b, t - 1, j - 1]] if j else [])
                    if j >= 2 and c != blank and c != ext[j - 2]:
                        terms.append(alphas[b, t - 1, j - 2])
                    v = np.logaddexp.reduce(terms) + lp[t, b, c]
                alphas[b, t, j] = v
        e, last = 2 * tgt_len[b], alphas[b, in_len[b] - 1]
        nll[b] = -np.logaddexp(last[e], last[e - 1]) if e else -last[0]
    inside = (np.arange(t_max)[None, :, None] < np.asarray(in_len)[:, None, None]) & \
        (np.arange(2 * s + 1)[None, None, :] < 2 * np.asarray(tgt_len)[:, None, None] + 1)
    ok, la_ok = np.isfinite(nll), np.isfinite(alphas) & inside
    return (np.where(ok, nll, 0).astype(lp.dtype), np.where(la_ok, alphas, 0).astype(lp.dtype),
            ok, la_ok)


op("ctc_loss", _ctc_ref,
   ((np.log(_R.dirichlet(np.ones(3), (4, 2))).astype(np.float32),
     np.array([[1, 1], [2, 1]], np.int64), np.array([4, 3], np.int64),
     np.array([2, 1], np.int64)), {"blank": 0}))


# ---- grid_sample: bilinear / zeros written out per output point --------------------------------
def _grid_ref(x, grid, mode, padding_mode, align_corners):
    n, c, h, w = x.shape
    out = np.zeros((n, c) + grid.shape[1:3], x.dtype)
    for b in range(n):
        for i, j in np.ndindex(*grid.shape[1:3]):
            gx, gy = grid[b, i, j]
            px = (gx + 1) / 2 * (w - 1) if align_corners else ((gx + 1) * w - 1) / 2
            py = (gy + 1) / 2 * (h - 1) if align_corners else ((gy + 1) * h - 1) / 2
            x0, y0 = int(np.floor(px)), int(np.floor(py))
            for yy, xx in ((y0, x0), (y0, x0 + 1), (y0 + 1, x0), (y0 + 1, x0 + 1)):
                if 0 <= yy < h and 0 <= xx < w:
                    out[b, :, i, j] += (x[b, :, yy, xx] * (1 - abs(px - xx))
                                        * (1 - abs(py - yy)))
    return out


op("grid_sample", _grid_ref,
   ((f32(1, 2, 3, 4), f32(1, 2, 3, 2, lo=-1.1, hi=1.1)),
    {"mode": "bilinear", "padding_mode": "zeros", "align_corners": False}),
   ((f32(2, 1, 4, 3), f32(2, 3, 2, 2, lo=-0.9, hi=0.9)),
    {"mode": "bilinear", "padding_mode": "zeros", "align_corners": True}))


# ---- fractional max pooling: PyTorch's interval rule written out --------------------------------
def _frac_ref(x, samples, kernel, output_size):
    nd = len(kernel)
    order = (1, 0) if nd == 2 else tuple(range(nd))
    n, c = x.shape[:2]
    sp = x.shape[2:]
    vals = np.zeros((n, c) + tuple(output_size), x.dtype)
    idx = np.zeros(vals.shape, np.int64)
    for b, ch in np.ndindex(n, c):
        starts = []
        for d in range(nd):
            u, o, k = np.float32(samples[b, ch, order[d]]), output_size[d], kernel[d]
            alpha = np.float32((sp[d] - k) / (o - 1))
            st = [int(np.floor((np.float32(i) + u) * alpha)) - int(np.floor(u * alpha))
                  for i in range(o - 1)] + [sp[d] - k]
            starts.append(st)
        for o in np.ndindex(*output_size):
            sl = tuple(slice(starts[d][o[d]], starts[d][o[d]] + kernel[d]) for d in range(nd))
            win = x[b, ch][sl]
            loc = np.unravel_index(np.argmax(win), win.shape)
            vals[b, ch][o] = win[loc]
            idx[b, ch][o] = np.ravel_multi_index(
                [starts[d][o[d]] + loc[d] for d in range(nd)], sp)
    return vals, idx


op("fractional_max_pool", _frac_ref,
   ((f32(2, 2, 7, 6), _R.uniform(0, 1, (2, 2, 2)).astype(np.float32)),
    {"kernel": (2, 2), "output_size": (3, 4)}),
   ((f32(1, 2, 5, 6, 5), _R.uniform(0, 1, (1, 2, 3)).astype(np.float32)),
    {"kernel": (2, 3, 2), "output_size": (3, 2, 3)}))
