"""``op_cases`` rows for the neural-network primitives of ``runtime/primitives/nn.py``: example
inputs and independent numpy references (direct loops over windows, not the lax calls the
kernels use), merged into ``op_cases.CASES`` / ``REFS`` so the registry-walking tests and the
numerical-gradient check cover them."""
import jax
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=5)
CASES, REFS, f32, op = _TABLE.CASES, _TABLE.REFS, _TABLE.f32, _TABLE.op
_R = _TABLE.rng


def _sig(x):
    return 1 / (1 + np.exp(-x))


# ---- convolution ------------------------------------------------------------------------------
def _windows(xp, ks, stride, dilation, out_sp):
    """Yield (kernel index, strided slice of the padded input) for every kernel offset."""
    nd = len(ks)
    for kidx in np.ndindex(*ks):
        sl = tuple(slice(kidx[i] * dilation[i],
                         kidx[i] * dilation[i] + stride[i] * (out_sp[i] - 1) + 1, stride[i])
                   for i in range(nd))
        yield kidx, xp[(Ellipsis,) + sl]


def _conv_ref(x, w, stride, padding, dilation, groups):
    nd = w.ndim - 2
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0)) + tuple(padding))
    ks, o = w.shape[2:], w.shape[0]
    out_sp = [(xp.shape[2 + i] - dilation[i] * (ks[i] - 1) - 1) // stride[i] + 1
              for i in range(nd)]
    out = np.zeros((x.shape[0], o) + tuple(out_sp))
    cg, og = x.shape[1] // groups, o // groups
    for kidx, patch in _windows(xp, ks, stride, dilation, out_sp):
        for g in range(groups):
            wk = w[(slice(g * og, (g + 1) * og), slice(None)) + kidx]
            out[:, g * og:(g + 1) * og] += np.einsum("nc...,oc->no...",
                                                     patch[:, g * cg:(g + 1) * cg], wk)
    return out.astype(x.dtype)


def _conv_t_ref(x, w, stride, padding, dilation, groups):
    ks, cog = w.shape[2:], w.shape[1]
    nd, in_sp = len(ks), x.shape[2:]
    full = [(in_sp[i] - 1) * stride[i] + dilation[i] * (ks[i] - 1) + 1 for i in range(nd)]
    out = np.zeros((x.shape[0], cog * groups) + tuple(full))
    cig = x.shape[1] // groups
    for kidx in np.ndindex(*ks):
        sl = tuple(slice(kidx[i] * dilation[i],
                         kidx[i] * dilation[i] + stride[i] * (in_sp[i] - 1) + 1, stride[i])
                   for i in range(nd))
        for g in range(groups):
            contrib = np.einsum("nc...,co->no...", x[:, g * cig:(g + 1) * cig],
                                w[(slice(g * cig, (g + 1) * cig), slice(None)) + kidx])
            out[(slice(None), slice(g * cog, (g + 1) * cog)) + sl] += contrib
    for i, (lo, hi) in enumerate(padding):
        if hi < 0:      # output_padding: extend with zeros
            pad = [(0, 0)] * out.ndim
            pad[2 + i] = (0, -hi)
            out = np.pad(out, pad)
            hi = 0
        out = np.take(out, np.arange(lo, out.shape[2 + i] - hi), axis=2 + i)
    return out.astype(x.dtype)


def _attrs_conv(stride, padding, dilation, groups):
    return {"stride": stride, "padding": padding, "dilation": dilation, "groups": groups}


op("conv", _conv_ref,
   ((f32(2, 3, 6, 6), f32(4, 3, 3, 3)), _attrs_conv((1, 1), ((1, 1), (1, 1)), (1, 1), 1)),
   ((f32(1, 4, 7, 6), f32(6, 2, 3, 2)), _attrs_conv((2, 1), ((1, 2), (0, 1)), (1, 2), 2)),
   ((f32(2, 2, 9), f32(3, 2, 3)), _attrs_conv((2,), ((1, 1),), (2,), 1)))
op("conv_transpose", _conv_t_ref,
   ((f32(1, 4, 3, 3), f32(4, 3, 3, 3)), _attrs_conv((2, 2), ((1, 1), (0, 1)), (1, 1), 1)),
   ((f32(2, 4, 3, 2), f32(4, 1, 2, 3)), _attrs_conv((1, 2), ((0, -1), (1, 0)), (1, 1), 2)))


def _bias_add_ref(x, b):
    shape = (1, -1) + (1,) * (x.ndim - 2) if x.ndim >= 2 else (-1,)
    return x + b.reshape(shape)


op("bias_add", _bias_add_ref, ((f32(2, 3, 4, 4), f32(3)), {}), ((f32(2, 5), f32(5)), {}))


def _dense_ref(x, w, *b):
    y = x @ w.T
    return (y + b[0]) if b else y


op("dense", _dense_ref, ((f32(4, 3), f32(5, 3), f32(5)), {}), ((f32(2, 4, 3), f32(2, 3)), {}))


def _matmul_bias_add_ref(x, w, b, transpose_a=False, transpose_b=False, act=""):
    y = (x.T if transpose_a else x) @ (w.T if transpose_b else w) + b
    return {"": y, "tanh": np.tanh(y), "exp": np.exp(y)}[act]


op("matmul_bias_add", _matmul_bias_add_ref, ((f32(4, 3), f32(3, 5), f32(5)), {}),
   ((f32(3, 4), f32(5, 3), f32(5)), {"transpose_a": True, "transpose_b": True}),
   # (the fused tanh is 2.10's CPU kernel, nnacl's: within 1e-6 of numpy's for |y| <= 3 and
   # 1e-4 off at 5, so the tanh row keeps its sums small, as op_cases_conv_fused's)
   ((f32(4, 3, lo=-0.5, hi=0.5), f32(3, 5, lo=-0.5, hi=0.5), f32(5, lo=-0.5, hi=0.5)),
    {"act": "tanh"}))


# ---- pooling ----------------------------------------------------------------------------------
def _out_sp(sp, ks, stride, dil):
    return [(n - d * (k - 1) - 1) // s + 1 for n, k, s, d in zip(sp, ks, stride, dil)]


def _max_pool_ref(x, kernel, stride, padding, dilation, nan="propagate"):
    """NaN-free inputs, where the ``nan`` rules agree (but "fold" and "skip" floor at float
    lowest, which random inputs never reach)."""
    nd = len(kernel)
    xp = np.pad(x, ((0, 0),) * (x.ndim - nd) + tuple(padding), constant_values=-np.inf)
    out_sp = _out_sp(xp.shape[-nd:], kernel, stride, dilation)
    return np.max([p for _, p in _windows(xp, kernel, stride, dilation, out_sp)], axis=0)


def _avg_pool_ref(x, kernel, stride, padding, extra, count_include_pad, divisor):
    nd = len(kernel)
    full = tuple((a + c, b + e) for (a, b), (c, e) in zip(padding, extra))
    lead = ((0, 0),) * (x.ndim - nd)
    xp = np.pad(x, lead + full)
    mask = np.pad(np.ones(x.shape[-nd:]), padding, constant_values=1 if count_include_pad else 0)
    mask = np.pad(mask, tuple(extra))
    one = (1,) * nd
    out_sp = _out_sp(xp.shape[-nd:], kernel, stride, one)
    total = sum(p for _, p in _windows(xp, kernel, stride, one, out_sp))
    count = sum(p for _, p in _windows(mask, kernel, stride, one, out_sp))
    return (total / (divisor if divisor else count)).astype(x.dtype)


_P0 = ((0, 0), (0, 0))
op("max_pool", _max_pool_ref,
   ((f32(2, 3, 6, 6),), {"kernel": (2, 2), "stride": (2, 2), "padding": _P0,
                          "dilation": (1, 1)}),
   ((f32(1, 2, 7, 5),), {"kernel": (3, 2), "stride": (2, 1), "padding": ((1, 2), (0, 1)),
                          "dilation": (1, 2)}),
   ((f32(2, 3, 6, 6),), {"kernel": (2, 2), "stride": (2, 2), "padding": _P0,
                          "dilation": (1, 1), "nan": "skip"}),
   ((f32(1, 2, 7, 5),), {"kernel": (3, 2), "stride": (2, 1), "padding": ((1, 2), (0, 1)),
                          "dilation": (1, 2), "nan": "fold"}))
op("avg_pool", _avg_pool_ref,
   ((f32(2, 3, 6, 6),), {"kernel": (2, 2), "stride": (2, 2), "padding": _P0, "extra": _P0,
                          "count_include_pad": True, "divisor": 0}),
   ((f32(1, 2, 5, 5),), {"kernel": (3, 3), "stride": (2, 2), "padding": ((1, 1), (1, 1)),
                          "extra": ((0, 1), (0, 1)), "count_include_pad": True, "divisor": 0}),
   ((f32(1, 2, 5, 5),), {"kernel": (3, 3), "stride": (2, 2), "padding": ((1, 1), (1, 1)),
                          "extra": ((0, 1), (0, 1)), "count_include_pad": False, "divisor": 0}),
   ((f32(1, 1, 4, 4),), {"kernel": (2, 2), "stride": (1, 1), "padding": _P0, "extra": _P0,
                          "count_include_pad": True, "divisor": 3}))


def _adaptive_ref(x, output_size, mode):
    red = np.mean if mode == "avg" else np.max
    nd = len(output_size)
    for i, o in enumerate(output_size):
        axis = x.ndim - nd + i
        n = x.shape[axis]
        if o is None:
            continue
        parts = [red(np.take(x, np.arange((j * n) // o, -(-((j + 1) * n) // o)), axis=axis),
                     axis=axis, keepdims=True) for j in range(o)]
        x = np.concatenate(parts, axis=axis)
    return x.astype(np.float32) if x.dtype == np.float32 else x


op("adaptive_pool", _adaptive_ref,
   ((f32(2, 3, 7, 5),), {"output_size": (3, 2), "mode": "avg"}),
   ((f32(2, 3, 7, 5),), {"output_size": (3, 2), "mode": "max"}),
   ((f32(1, 2, 6, 6),), {"output_size": (2, None), "mode": "avg"}))


# ---- dropout ----------------------------------------------------------------------------------
def _mix32(x):
    """lowbias32 in numpy (the kernel's ``random._mix``)."""
    x = (x ^ (x >> np.uint32(16))) * np.uint32(0x7FEB352D)
    x = (x ^ (x >> np.uint32(15))) * np.uint32(0x846CA68B)
    return x ^ (x >> np.uint32(16))


def _dropout_ref(key, x, keep_prob, channel_dims):
    # the counter hash of runtime/primitives/random.py: hashed_uniform, written out in numpy
    mshape = x.shape[:x.ndim - channel_dims] + (1,) * channel_dims
    k0, k1 = np.asarray(key, np.uint32)
    s0 = _mix32(k0 ^ _mix32(k1))
    i = np.arange(int(np.prod(mshape)), dtype=np.uint32)
    bits = _mix32(_mix32(i ^ s0) ^ _mix32(k1 ^ s0))
    u = (bits >> np.uint32(8)).astype(np.float32) * np.float32(2.0 ** -24)
    keep = (u < np.float32(keep_prob)).reshape(mshape)
    out = np.where(keep, x / np.float32(keep_prob), 0).astype(x.dtype)
    return out, np.broadcast_to(keep.astype(x.dtype), x.shape)


_KEY = np.asarray(jax.random.PRNGKey(3))
op("dropout", _dropout_ref,
   ((_KEY, f32(4, 8)), {"keep_prob": 0.7, "channel_dims": 0}),
   ((_KEY, f32(2, 6, 3, 3)), {"keep_prob": 0.5, "channel_dims": 2}))


# ---- normalisation ----------------------------------------------------------------------------
def _bn_train_ref(x, gamma, beta, eps):
    axes = (0,) + tuple(range(2, x.ndim))
    s = (1, -1) + (1,) * (x.ndim - 2)
    mean = x.mean(axis=axes)
    var = x.var(axis=axes)
    n = x.size // x.shape[1]
    y = (x - mean.reshape(s)) / np.sqrt(var.reshape(s) + eps) * gamma.reshape(s) + beta.reshape(s)
    return y.astype(x.dtype), mean, (var * n / (n - 1)).astype(x.dtype)


def _bn_infer_ref(x, gamma, beta, mean, var, eps):
    s = (1, -1) + (1,) * (x.ndim - 2)
    y = (x - mean.reshape(s)) / np.sqrt(var.reshape(s) + eps) * gamma.reshape(s) + beta.reshape(s)
    return y.astype(x.dtype)


op("batch_norm_train", _bn_train_ref, ((f32(4, 3, 2, 2), f32(3), f32(3)), {"eps": 1e-5}),
   ((f32(5, 2), f32(2), f32(2)), {"eps": 1e-3}))
op("batch_norm_infer", _bn_infer_ref,
   ((f32(4, 3, 2, 2), f32(3), f32(3), f32(3), f32(3, lo=0.5, hi=2.0)), {"eps": 1e-5}))


def _ln_ref(x, gamma, beta, begin_norm_axis, eps):
    axes = tuple(range(begin_norm_axis, x.ndim))
    mean = x.mean(axis=axes, keepdims=True)
    var = x.var(axis=axes, keepdims=True)
    return ((x - mean) / np.sqrt(var + eps) * gamma + beta).astype(x.dtype)


op("layer_norm", _ln_ref, ((f32(3, 4, 5), f32(5), f32(5)), {"begin_norm_axis": 2, "eps": 1e-7}),
   ((f32(2, 3, 4), f32(3, 4), f32(3, 4)), {"begin_norm_axis": 1, "eps": 1e-5}))


def _gn_ref(x, gamma, beta, num_groups, eps):
    n, c = x.shape[:2]
    xr = x.reshape(n, num_groups, -1)
    y = ((xr - xr.mean(2, keepdims=True)) / np.sqrt(xr.var(2, keepdims=True) + eps))
    s = (1, c) + (1,) * (x.ndim - 2)
    return (y.reshape(x.shape) * gamma.reshape(s) + beta.reshape(s)).astype(x.dtype)


op("group_norm", _gn_ref, ((f32(2, 4, 3, 3), f32(4), f32(4)), {"num_groups": 2, "eps": 1e-5}))


def _l2n_ref(x, axis, epsilon):
    return (x / np.sqrt(np.maximum((x * x).sum(axis, keepdims=True), epsilon))).astype(x.dtype)


op("l2_normalize", _l2n_ref, ((f32(3, 5),), {"axis": 1, "epsilon": 1e-12}),
   ((f32(4, 3, 2),), {"axis": 0, "epsilon": 1e-4}))


# ---- activations ------------------------------------------------------------------------------
def _gelu_ref(x, approximate):
    if approximate:
        return (0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))).astype(
            x.dtype)
    from scipy.special import erf
    return (0.5 * x * (1 + erf(x / np.sqrt(2)))).astype(x.dtype)


_X = f32(3, 4, lo=-4, hi=4)
op("gelu", _gelu_ref, ((_X,), {"approximate": True}), ((_X,), {"approximate": False}))
op("silu", lambda x: (x * _sig(x)).astype(x.dtype), ((_X,), {}))
op("leaky_relu", lambda x, alpha: np.where(x > 0, x, alpha * x).astype(x.dtype),
   ((_X,), {"alpha": 0.2}))
op("relu6", lambda x: np.clip(x, 0, 6).astype(x.dtype), ((f32(3, 4, lo=-3, hi=9),), {}))
op("elu", lambda x, alpha: np.where(x > 0, x, alpha * (np.exp(x) - 1)).astype(x.dtype),
   ((_X,), {"alpha": 1.5}))
op("hswish", lambda x: (x * np.clip(x + 3, 0, 6) / 6).astype(x.dtype), ((_X,), {}))
op("hsigmoid", lambda x: (np.clip(x + 3, 0, 6) / 6).astype(x.dtype), ((_X,), {}))


# ---- losses -----------------------------------------------------------------------------------
def _log_softmax(x, axis):
    m = x.max(axis=axis, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(axis=axis, keepdims=True))


def _class_nll_ref(x, target, *weight, ignore_index, label_smoothing, log_input):
    c = x.shape[0 if x.ndim == 1 else 1]
    weight = weight[0] if weight else np.ones(c, np.float32)    # optional: every class 1
    cax = 0 if x.ndim == 1 else 1
    logp = x if log_input else _log_softmax(x, cax)
    c = x.shape[cax]
    lp = np.moveaxis(logp, cax, -1)
    valid = target != ignore_index
    safe = np.where(valid, target, 0)
    picked = np.take_along_axis(lp, safe[..., None], -1)[..., 0]
    w = weight[safe] * valid
    loss = -picked * w
    if label_smoothing:
        smooth = -(lp * weight).sum(-1) * valid
        loss = (1 - label_smoothing) * loss + label_smoothing / c * smooth
    return loss.astype(x.dtype), w.astype(x.dtype)


_T = np.array([0, 3, 1, 2, 3], np.int32)
op("class_nll", _class_nll_ref,
   ((f32(5, 4), _T, f32(4, lo=0.5, hi=2)),
    {"ignore_index": -100, "label_smoothing": 0.0, "log_input": False}),
   ((f32(5, 4), np.array([0, -1, 1, 2, -1], np.int32), f32(4, lo=0.5, hi=2)),
    {"ignore_index": -1, "label_smoothing": 0.1, "log_input": False}),
   ((f32(2, 3, 4), np.array([[0, 2, 1, 1], [2, 2, 0, 1]], np.int32), np.ones(3, np.float32)),
    {"ignore_index": -100, "label_smoothing": 0.0, "log_input": True}),
   ((f32(5, 4), np.array([0, -1, 1, 2, -1], np.int32)),
    {"ignore_index": -1, "label_smoothing": 0.1, "log_input": False}),
   ((f32(4,), np.array(2, np.int32)),
    {"ignore_index": -100, "label_smoothing": 0.0, "log_input": False}))


def _bce_ref(x, y, w, pw):
    ls = np.log(_sig(x))
    l1 = np.log(_sig(-x))
    return (-w * (pw * y * ls + (1 - y) * l1)).astype(x.dtype)


op("bce_with_logits", _bce_ref,
   ((f32(3, 4), f32(3, 4, lo=0, hi=1), f32(3, 4, lo=0.5, hi=2), f32(4, lo=0.5, hi=2)), {}))
op("bce_with_logits_mean", lambda *a: np.mean(_bce_ref(*a), dtype=np.float64).astype(np.float32),
   ((f32(3, 4), f32(3, 4, lo=0, hi=1), f32(3, 4, lo=0.5, hi=2), f32(4, lo=0.5, hi=2)), {}))


# ---- padding ----------------------------------------------------------------------------------
_NP_MODES = {"reflect": "reflect", "replicate": "edge", "circular": "wrap"}


def _pad_ref(x, pads, mode, value):
    if mode == "constant":
        crop = tuple(slice(max(-lo, 0), x.shape[i] - max(-hi, 0))
                     for i, (lo, hi) in enumerate(pads))
        x = x[crop]
        return np.pad(x, tuple((max(lo, 0), max(hi, 0)) for lo, hi in pads),
                      constant_values=value)
    return np.pad(x, pads, mode=_NP_MODES[mode])


op("pad", _pad_ref,
   ((f32(2, 3, 4),), {"pads": ((0, 0), (1, 2), (2, 1)), "mode": "constant", "value": 0.5}),
   ((f32(2, 3, 4),), {"pads": ((0, 0), (0, 0), (-1, 2)), "mode": "constant", "value": 0}),
   ((f32(1, 4, 5),), {"pads": ((0, 0), (1, 1), (2, 2)), "mode": "reflect", "value": 0}),
   ((f32(1, 4, 5),), {"pads": ((0, 0), (1, 0), (0, 2)), "mode": "replicate", "value": 0}))


# ---- recurrent --------------------------------------------------------------------------------
def _lstm_ref(x, h0, c0, w_ih, w_hh, *b, reverse):
    bias = (b[0] + b[1]) if b else 0.0
    h, c = h0.astype(np.float64), c0.astype(np.float64)
    steps = range(x.shape[0] - 1, -1, -1) if reverse else range(x.shape[0])
    out = np.zeros(x.shape[:2] + (h0.shape[-1],))
    for t in steps:
        gates = x[t] @ w_ih.T + h @ w_hh.T + bias
        i, f, g, o = np.split(gates, 4, axis=-1)
        c = _sig(f) * c + _sig(i) * np.tanh(g)
        h = _sig(o) * np.tanh(c)
        out[t] = h
    dt = x.dtype
    return out.astype(dt), h.astype(dt), c.astype(dt)


op("lstm_layer", _lstm_ref,
   ((f32(4, 2, 3), f32(2, 5), f32(2, 5), f32(20, 3), f32(20, 5), f32(20), f32(20)),
    {"reverse": False}),
   ((f32(3, 2, 3), f32(2, 2), f32(2, 2), f32(8, 3), f32(8, 2)), {"reverse": True}))


# ---- optimizer updates (NONDIFF; the forward formulas are what matters) -----------------------
def _momentum_ref(lr, momentum, *arrays, nesterov):
    n = len(arrays) // 3
    ps, gs, vs = arrays[:n], arrays[n:2 * n], arrays[2 * n:]
    v2 = [momentum * v + g for g, v in zip(gs, vs)]
    p2 = [p - lr * ((g + momentum * v) if nesterov else v) for p, g, v in zip(ps, gs, v2)]
    return tuple(x.astype(np.float32) for x in p2 + v2)


def _sgd_ref(lr, momentum, *arrays, dampening, nesterov):
    n = len(arrays) // 4
    ps, gs, acc, st = (arrays[i * n:(i + 1) * n] for i in range(4))
    a2 = [np.where(s > 0, g, momentum * a + (1 - dampening) * g) for g, a, s in zip(gs, acc, st)]
    p2 = [p - lr * ((g + momentum * a) if nesterov else a) for p, g, a in zip(ps, gs, a2)]
    return tuple(x.astype(np.float32) for x in p2 + a2 + [np.zeros_like(s) for s in st])


def _sgd_stat(first):
    """SGD's per-element first-step flags: all set, none, or some (a mix of 1 and 0)."""
    if first is None:
        return (np.array([[1, 0], [0, 1], [1, 1]], np.float32), np.array([0, 1], np.float32))
    return tuple(np.full(s, float(first), np.float32) for s in [(3, 2), (2,)])


def _adam_ref(lr, b1p, b2p, *arrays, beta1, beta2, eps, nesterov, decoupled):
    n = len(arrays) // 4
    ps, gs, ms_, vs = (arrays[i * n:(i + 1) * n] for i in range(4))
    m2 = [beta1 * m + (1 - beta1) * g for g, m in zip(gs, ms_)]
    v2 = [beta2 * v + (1 - beta2) * g * g for g, v in zip(gs, vs)]
    p2 = []
    for i, (p, g, m, v) in enumerate(zip(ps, gs, m2, v2)):
        if decoupled is not None:
            p = p * (1 - lr * decoupled[i])
            p2.append(p - lr * (m / (1 - b1p)) / (np.sqrt(v / (1 - b2p)) + eps))
        else:
            lr_t = lr * np.sqrt(1 - b2p) / (1 - b1p)
            mm = beta1 * m + (1 - beta1) * g if nesterov else m
            p2.append(p - lr_t * mm / (np.sqrt(v) + eps))
    return tuple(x.astype(np.float32) for x in p2 + m2 + v2)


def _adamwd_ref(lr, *arrays, beta1, beta2, eps, decay_flags, weight_decay):
    n = len(arrays) // 4
    ps, gs, ms_, vs = (arrays[i * n:(i + 1) * n] for i in range(4))
    out_p, out_m, out_v = [], [], []
    for p, g, m, v, d in zip(ps, gs, ms_, vs, decay_flags):
        m = beta1 * m + (1 - beta1) * g
        v = beta2 * v + (1 - beta2) * g * g
        u = m / (np.sqrt(v) + eps) + (weight_decay * p if d else 0)
        out_p.append(p - lr * u)
        out_m.append(m)
        out_v.append(v)
    return tuple(x.astype(np.float32) for x in out_p + out_m + out_v)


def _opt_arrays(k):
    return tuple(f32(*s) for s in [(3, 2), (2,)] * k)


def _lr():
    return np.float32(0.1)


op("momentum_update", _momentum_ref,
   ((_lr(), np.float32(0.9)) + _opt_arrays(3), {"nesterov": False}),
   ((_lr(), np.float32(0.9)) + _opt_arrays(3), {"nesterov": True}))
op("gd_update", lambda lr, *a: tuple((p - lr * g).astype(np.float32)
                                     for p, g in zip(a[:len(a) // 2], a[len(a) // 2:])),
   ((_lr(),) + _opt_arrays(2), {}))
op("sgd_update", _sgd_ref,
   ((_lr(), np.float32(0.9)) + _opt_arrays(3) + _sgd_stat(True),
    {"dampening": 0.0, "nesterov": False}),
   ((_lr(), np.float32(0.9)) + _opt_arrays(3) + _sgd_stat(False),
    {"dampening": 0.1, "nesterov": False}),
   ((_lr(), np.float32(0.9)) + _opt_arrays(3) + _sgd_stat(None),
    {"dampening": 0.0, "nesterov": True}))
_V = lambda: tuple(f32(*s, lo=0.0, hi=1.0) for s in [(3, 2), (2,)])  # noqa: E731
op("adam_update", _adam_ref,
   ((_lr(), np.float32(0.81), np.float32(0.998)) + _opt_arrays(3) + _V(),
    {"beta1": 0.9, "beta2": 0.999, "eps": 1e-8, "nesterov": False, "decoupled": None}),
   ((_lr(), np.float32(0.9), np.float32(0.999)) + _opt_arrays(3) + _V(),
    {"beta1": 0.9, "beta2": 0.999, "eps": 1e-8, "nesterov": True, "decoupled": None}),
   ((_lr(), np.float32(0.9), np.float32(0.999)) + _opt_arrays(3) + _V(),
    {"beta1": 0.9, "beta2": 0.999, "eps": 1e-8, "nesterov": False, "decoupled": (0.01, 0.0)}))
op("adam_weight_decay_update", _adamwd_ref,
   ((_lr(),) + _opt_arrays(3) + _V(),
    {"beta1": 0.9, "beta2": 0.999, "eps": 1e-6, "decay_flags": (True, False),
     "weight_decay": 0.01}))


# ---- data_format="NHWC" (the GRAPH_MODE layout pass's form of the CHANNEL_LAYOUT ops) ----------
# The reference runs the NCHW reference on channels-first copies: input 0 and output 0 are the
# only channel-laid-out values (weights, statistics, biases keep their layout).
def _channels_last(ref):
    def wrapped(x, *rest, data_format="NCHW", **attrs):
        if data_format == "NCHW":
            return ref(x, *rest, **attrs)
        out = ref(np.moveaxis(x, -1, 1), *rest, **attrs)
        if isinstance(out, tuple):
            return (np.moveaxis(out[0], 1, -1),) + tuple(out[1:])
        return np.moveaxis(out, 1, -1)
    return wrapped


def _nhwc_rows(name, *rows):
    REFS[name] = _channels_last(REFS[name])
    CASES[name] += [(inputs, {**attrs, "data_format": "NHWC"}) for inputs, attrs in rows]


_nhwc_rows("conv",
           ((f32(2, 6, 6, 3), f32(4, 3, 3, 3)), _attrs_conv((1, 1), ((1, 1), (1, 1)), (1, 1), 1)),
           ((f32(1, 7, 6, 4), f32(6, 2, 3, 2)), _attrs_conv((2, 1), ((1, 2), (0, 1)), (1, 2), 2)))
_nhwc_rows("conv_transpose",
           ((f32(1, 3, 3, 4), f32(4, 3, 3, 3)), _attrs_conv((2, 2), ((1, 1), (0, 1)), (1, 1), 1)))
_nhwc_rows("bias_add", ((f32(2, 4, 4, 3), f32(3)), {}))
_nhwc_rows("max_pool",
           ((f32(1, 7, 5, 2),), {"kernel": (3, 2), "stride": (2, 1), "padding": ((1, 2), (0, 1)),
                                  "dilation": (1, 2)}))
_nhwc_rows("avg_pool",
           ((f32(2, 6, 6, 3),), {"kernel": (2, 2), "stride": (2, 2), "padding": _P0, "extra": _P0,
                                  "count_include_pad": True, "divisor": 0}),
           ((f32(1, 5, 5, 2),), {"kernel": (3, 3), "stride": (2, 2), "padding": ((1, 1), (1, 1)),
                                  "extra": ((0, 1), (0, 1)), "count_include_pad": False,
                                  "divisor": 0}))
_nhwc_rows("batch_norm_train", ((f32(4, 2, 2, 3), f32(3), f32(3)), {"eps": 1e-5}))
_nhwc_rows("batch_norm_infer",
           ((f32(4, 2, 2, 3), f32(3), f32(3), f32(3), f32(3, lo=0.5, hi=2.0)), {"eps": 1e-5}))


def _adamwd_half_ref(lr, p, g, m, v, beta1, beta2, eps, decay):
    """2.10's Float16 AdamWeightDecay kernel: scalars cast to float16, each operation rounded
    to float16 (numpy's float16 arithmetic rounds every operation), sqrt taken wider."""
    h = np.float16
    lr, b1, b2, e, d = (h(np.float32(x)) for x in (lr, beta1, beta2, eps, decay))
    m2 = m + (g - m) * (h(1) - b1)
    v2 = v + (g * g - v) * (h(1) - b2)
    upd = m2 / (np.sqrt(v2.astype(np.float32)).astype(h) + e) + d * p
    return p - lr * upd, m2, v2


# last in the file: its draws from the shared generator leave the rows above unchanged
_H = lambda *s, lo=-2.0, hi=2.0: f32(*s, lo=lo, hi=hi).astype(np.float16)  # noqa: E731
op("adam_weight_decay_half", _adamwd_half_ref,
   ((_lr(), _H(3, 2), _H(3, 2, lo=-1e-3, hi=1e-3), _H(3, 2), _H(3, 2, lo=0.0, hi=1.0),
     np.float32(0.9), np.float32(0.999), np.float32(1e-6), np.float32(0.01)), {}))
