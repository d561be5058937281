"""Random programs for the twenty-fifth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz25):
sequence models trained by MindSpore's optimizers. ``Net.construct(self, x, ids)`` reads ``x``
float32 (2, 4, 4) and ``ids`` int32 (2, 4) token ids whose second row ends in padding, and chains
two or three stages over ``h`` (batch, time, width), the generator tracking the width:

- ``nn.LSTM``/``nn.GRU``/``nn.RNN`` (``num_layers``, ``bidirectional``, ``batch_first``,
  ``has_bias``, ``dropout=0.0``, ``nonlinearity``, initial states broadcast from a Parameter,
  ``seq_length`` counted from the padding);
- ``nn.LSTMCell``/``GRUCell``/``RNNCell`` stepped by ``for i in range(t)`` (forwards or
  backwards) or ``while i < t`` over Python ints, and hand-written Elman or gated recurrences
  over Parameters (``ops.matmul``), one of them driven by a ``while`` over a Tensor counter
  (``ops.gather`` of step ``i``) carrying only its state;
- ``nn.MultiheadAttention`` (``has_bias``, ``add_bias_kv``, ``add_zero_attn``, ``batch_first``,
  key padding and causal bool or float masks, ``need_weights``: 2.10 returns a 1-tuple
  without the weights), ``nn.TransformerEncoderLayer`` and ``nn.TransformerDecoderLayer``
  (``dropout=0.0``, relu/gelu, ``norm_first``, masks; the decoder's memory is ``h * 0.5``);
- ``nn.Embedding`` with ``padding_idx`` added to the input, ``Dense``/``LayerNorm`` stages and a
  data-dependent ``while`` rescaling ``h``.

Every Parameter is set to a linspace after construction (``fill``). A ``Dense`` head reads the
mean, last step or padding-masked sum over time. ``main()`` snaps an eval call, ``ms.grad`` of the
MSE loss with respect to ``x`` and the weights in training mode, three training steps and every
Parameter after each, and a last eval call. The optimizer is ``nn.Adam`` (weight decay,
``use_amsgrad``), ``AdamWeightDecay``, ``Momentum`` (nesterov), ``RMSProp`` (centered) or ``SGD``;
the step a ``TrainOneStepCell``, a hand-written step (plain or ``@ms.jit``) clipping the
gradients with ``ops.clip_by_global_norm``, or one under ``amp.StaticLossScaler``/
``DynamicLossScaler`` with ``amp.all_finite`` deciding the update (a label holding ``inf`` in
the second step overflows its gradients). Seeds 2-5 run on 2.10 in both modes, its modes
agreeing within 1e-4 and with minicell within 1e-3 (4: add_bias_kv, 5; measured).
"""
import random

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, amp, Tensor, Parameter

PAD = {pad}


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    return (type(v).__name__, v)


def fill(cell):
    """Every Parameter of ``cell`` a linspace of its own shape, weights scaled by their fan-in;
    the embedding's padding row stays zero."""
    for i, p in enumerate(cell.get_parameters()):
        n = int(np.prod(p.shape))
        positive = "gamma" in p.name
        lo, hi = (0.6 + 0.05 * i, 1.3) if positive else (-0.5 + 0.07 * (i % 9), 0.6 - 0.03 * (i % 7))
        scale = 1.5 / np.sqrt(n / p.shape[0]) if len(p.shape) > 1 else 1.0
        v = (np.linspace(lo, hi, n) * scale).reshape(p.shape).astype(np.float32)
        if "embedding_table" in p.name:
            v[PAD] = 0.0
        p.set_data(Tensor(v))
    return cell


def xs(k):
    return Tensor(np.sin(np.arange(32).reshape(2, 4, 4) * (0.7 + 0.13 * k)).astype(np.float32))


def token_ids():
    """Token ids in [0, 7): the first row all real, the second padded after two."""
    a = (np.arange(8).reshape(2, 4) * 3 + 1) % 7
    a[a == PAD] = (PAD + 1) % 7
    a[1, 2:] = PAD
    return Tensor(a.astype(np.int32))


X, IDS = xs(0), token_ids()
Y = Tensor(np.linspace(-1, 1, 6).reshape(2, 3).astype(np.float32))
FEEDS = [(xs(k), Y * k) for k in (1, 2, 3)]
'''

TEMPLATE = '''

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
{init}
        self.head = nn.Dense({width}, 3)
        fill(self)

    def construct(self, x, ids):
        b, t = x.shape[0], x.shape[1]
        mask = ids == PAD
        h = x
{body}
        return self.head({pool})


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.fn = nn.MSELoss()

    def construct(self, x, ids, y):
        return self.fn(self.net(x, ids), y)


def main():
    net = Net()
    res = []
    net.set_train(False)
    res.append(snap(net(X, IDS)))
    net.set_train(True)
    loss = Loss(net)
    res.append(snap(ms.grad(loss, grad_position=0, weights=net.trainable_params())(X, IDS, Y)))
    opt = {opt}
{train}
    net.set_train(False)
    res.append(snap(net(X, IDS)))
    return res
'''

_OPTS = [
    "nn.Adam(net.trainable_params(), learning_rate=0.01, weight_decay={wd})",
    "nn.Adam(net.trainable_params(), learning_rate=0.01, use_amsgrad=True)",
    "nn.AdamWeightDecay(net.trainable_params(), learning_rate=0.01, weight_decay={wd})",
    "nn.Momentum(net.trainable_params(), 0.02, 0.9, weight_decay={wd}, use_nesterov={nest})",
    "nn.RMSProp(net.trainable_params(), learning_rate=0.01, momentum={mom}, centered={cen})",
    "nn.SGD(net.trainable_params(), 0.05, momentum=0.9, nesterov={nest})",
]

_TRAIN_CELL = '''    step = nn.TrainOneStepCell(loss, opt)
    for x, y in FEEDS:
        res.append(snap(step(x, IDS, y)))
        res.append(snap(list(net.trainable_params())))'''

_TRAIN_CLIP = '''    grad_fn = ms.value_and_grad(loss, None, opt.parameters)

    {deco}def train_step(x, ids, y):
        l, grads = grad_fn(x, ids, y)
        grads = ops.clip_by_global_norm(grads, {clip})
        return ops.depend(l, opt(grads))

    for x, y in FEEDS:
        res.append(snap(train_step(x, IDS, y)))
        res.append(snap(list(net.trainable_params())))'''

_TRAIN_SCALED = '''    scaler = {scaler}

    def forward(x, ids, y):
        return scaler.scale(loss(x, ids, y))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    {deco}def train_step(x, ids, y):
        l, grads = grad_fn(x, ids, y)
        l = scaler.unscale(l)
        grads = scaler.unscale(grads)
        ok = amp.all_finite(grads)
        if ok:
            l = ops.depend(l, opt({clipped}))
        scaler.adjust(ok)
        return l, ok

    for i, (x, y) in enumerate(FEEDS):
        if {overflow} and i == 1:
            y = y / Tensor(np.array([[1.0, 0.0, 1.0]], np.float32))
        res.append(snap(list(train_step(x, IDS, y))))
        res.append(snap([scaler.scale_value] + list(net.trainable_params())))'''

_SCALERS = ["amp.StaticLossScaler(scale_value=2.0 ** {e})",
            "amp.DynamicLossScaler(scale_value=2.0 ** {e}, scale_factor=2, scale_window=2)"]

_ACTS = ["h = ops.tanh(h)", "h = ops.relu(h) - h * 0.1", "h = ops.sigmoid(h) * h",
         "h = ops.gelu(h)", "h = h * 0.5"]


class _Gen:
    def __init__(self, seed):
        self.r = random.Random(f"fuzz25:{seed}")
        self.init, self.body, self.w, self.n = [], [], 4, 0

    def emit(self, text):
        self.body.extend(text.split("\n"))

    def name(self, prefix):
        self.n += 1
        return f"{prefix}{self.n}"

    def heads(self):
        return self.r.choice([k for k in (1, 2) if self.w % k == 0])

    def causal(self):
        """A causal mask ``am`` of the current length: bool (True masks) or float."""
        self.emit("sq = ops.ones((t, t), ms.float32)")
        self.emit(self.r.choice(["am = ops.triu(sq, 1) > 0", "am = ops.triu(sq * -1e4, 1)"]))

    # ---- stages over h (b, t, w)
    def embed(self):
        e = self.name("emb")
        self.init.append(f"self.{e} = nn.Embedding(7, {self.w}, padding_idx=PAD)")
        self.emit(f"h = h + self.{e}(ids)")

    def rnn(self):
        r, w = self.r, self.w
        kind, n = r.choice(["LSTM", "GRU", "RNN"]), self.name("rnn")
        bi, layers, bf = r.random() < 0.5, r.choice([1, 1, 2]), r.random() < 0.5
        hid = r.choice([2, 3, 4])
        kw = [f"num_layers={layers}", f"batch_first={bf}", f"bidirectional={bi}", "dropout=0.0"]
        if r.random() < 0.3:
            kw.append("has_bias=False")
        if kind == "RNN" and r.random() < 0.5:
            kw.append("nonlinearity='relu'")
        self.init.append(f"self.{n} = nn.{kind}({w}, {hid}, {', '.join(kw)})")
        args = ["h" if bf else "h.swapaxes(0, 1)"]
        if r.random() < 0.5:
            d = layers * (2 if bi else 1)
            self.init.append(f"self.{n}_h0 = Parameter(Tensor(np.zeros(({d}, 1, {hid}), "
                             f"np.float32)), name='{n}_h0')")
            st = f"ops.broadcast_to(self.{n}_h0, ({d}, b, {hid}))"
            args.append(f"({st}, {st} * 0.5)" if kind == "LSTM" else st)
        if r.random() < 0.4:
            args.append("seq_length=(1 - mask.astype(ms.int32)).sum(1).astype(ms.int32)")
        self.emit(f"o, st = self.{n}({', '.join(args)})")
        self.emit("h = o" if bf else "h = o.swapaxes(0, 1)")
        self.w = hid * (2 if bi else 1)

    def cell_loop(self):
        r, w = self.r, self.w
        kind, n = r.choice(["LSTMCell", "GRUCell", "RNNCell"]), self.name("cell")
        hid = r.choice([3, 4])
        extra = ", has_bias=False" if r.random() < 0.3 else ""
        if kind == "RNNCell" and r.random() < 0.5:
            extra += ", nonlinearity='relu'"
        self.init.append(f"self.{n} = nn.{kind}({w}, {hid}{extra})")
        if r.random() < 0.5:
            self.init.append(f"self.{n}_h0 = Parameter(Tensor(np.zeros((1, {hid}), np.float32)), "
                             f"name='{n}_h0')")
            self.emit(f"hx = ops.broadcast_to(self.{n}_h0, (b, {hid}))")
        else:
            self.emit(f"hx = ops.zeros((b, {hid}), ms.float32)")
        if kind == "LSTMCell":
            self.emit("cx = hx * 0.5")
        step = (f"hx, cx = self.{n}(h[:, i], (hx, cx))" if kind == "LSTMCell"
                else f"hx = self.{n}(h[:, i], hx)")
        loop = r.choice(["for", "back", "while"])
        self.emit("outs = []")
        if loop == "for":
            self.emit(f"for i in range(t):\n    {step}\n    outs.append(hx)")
        elif loop == "back":
            self.emit(f"for i in range(t - 1, -1, -1):\n    {step}\n    outs.insert(0, hx)")
        else:
            self.emit(f"i = 0\nwhile i < t:\n    {step}\n    outs.append(hx)\n    i += 1")
        self.emit("h = ops.stack(outs, 1)")
        self.w = hid

    def manual(self):
        r, w = self.r, self.w
        hid, n = r.choice([3, 4]), self.name("m")
        for p, shape in (("wx", (w, hid)), ("wh", (hid, hid)), ("bh", (hid,))):
            self.init.append(f"self.{n}{p} = Parameter(Tensor(np.zeros({shape}, np.float32)), "
                             f"name='{n}{p}')")
        gated = r.random() < 0.4
        pre = f"ops.matmul({{xi}}, self.{n}wx) + ops.matmul(hs, self.{n}wh) + self.{n}bh"
        upd = (f"z = ops.sigmoid({pre})\n    hs = z * hs + (1 - z) * ops.tanh({pre} * 0.5)"
               if gated else f"hs = ops.tanh({pre})")
        self.emit(f"hs = ops.zeros((b, {hid}), ms.float32)")
        if r.random() < 0.35:
            # a loop on a Tensor counter: only its state is carried, then broadcast over time
            self.emit("i = Tensor(0, ms.int32)\nwhile i < t:")
            self.emit("    " + upd.format(xi="ops.gather(h, i, 1)"))
            self.emit("    i = i + 1")
            self.emit(f"h = ops.matmul(h, self.{n}wx) + hs[:, None, :]")
        else:
            self.emit("outs = []\nfor i in range(t):")
            self.emit("    " + upd.format(xi="h[:, i]"))
            self.emit("    outs.append(hs)")
            self.emit("h = ops.stack(outs, 1)")
        self.w = hid

    def mha(self):
        r, w = self.r, self.w
        n, bf = self.name("mha"), r.random() < 0.5
        kw_init = [f"batch_first={bf}"]
        for k, p in (("has_bias=False", 0.2), ("add_bias_kv=True", 0.2),
                     ("add_zero_attn=True", 0.2)):
            if r.random() < p:
                kw_init.append(k)
        self.init.append(f"self.{n} = nn.MultiheadAttention({w}, {self.heads()}, "
                         f"{', '.join(kw_init)})")
        q = "h" if bf else "h.swapaxes(0, 1)"
        kw = []
        if r.random() < 0.6:
            kw.append("key_padding_mask=mask")
        if r.random() < 0.5:
            self.causal()
            kw.append("attn_mask=am")
        if r.random() < 0.3:
            kw.append(r.choice(["need_weights=False", "average_attn_weights=False"]))
        # (need_weights=False: 2.10 returns a 1-tuple)
        self.emit(f"o = self.{n}({q}, {q}, {q}{''.join(', ' + k for k in kw)})[0]")
        self.emit("h = o" if bf else "h = o.swapaxes(0, 1)")

    def transformer(self):
        r, w = self.r, self.w
        dec = r.random() < 0.5
        n, bf = self.name("dec" if dec else "enc"), r.random() < 0.5
        kind = "TransformerDecoderLayer" if dec else "TransformerEncoderLayer"
        self.init.append(f"self.{n} = nn.{kind}({w}, {self.heads()}, dim_feedforward="
                         f"{r.choice([6, 8])}, dropout=0.0, activation='{r.choice(['relu', 'gelu'])}', "
                         f"batch_first={bf}, norm_first={r.random() < 0.5})")
        kw = []
        if r.random() < 0.5:
            self.causal()
            kw.append(("tgt_mask" if dec else "src_mask") + "=am")
        if r.random() < 0.5:
            kw.append(("tgt_key_padding_mask" if dec else "src_key_padding_mask") + "=mask")
        q = "h" if bf else "h.swapaxes(0, 1)"
        if dec:
            self.emit(f"mem = {q} * 0.5")
            if r.random() < 0.5:
                kw.append("memory_key_padding_mask=mask")
            self.emit(f"o = self.{n}({q}, mem{''.join(', ' + k for k in kw)})")
        else:
            self.emit(f"o = self.{n}({q}{''.join(', ' + k for k in kw)})")
        self.emit("h = o" if bf else "h = o.swapaxes(0, 1)")

    def dense(self):
        r, w = self.r, self.w
        if r.random() < 0.3:
            n = self.name("ln")
            self.init.append(f"self.{n} = nn.LayerNorm(({w},))")
            self.emit(f"h = self.{n}(h)")
            return
        n, out = self.name("fc"), r.choice([4, 6])
        act = r.choice(["None", "'tanh'", "'relu'"])
        self.init.append(f"self.{n} = nn.Dense({w}, {out}, has_bias={r.random() < 0.8}, "
                         f"activation={act})")
        self.emit(f"h = self.{n}(h)")
        self.w = out

    def rescale(self):
        self.emit(f"while ops.abs(h).max() > {self.r.choice([0.5, 1.0])}:\n    h = h * 0.5")

    def program(self):
        r = self.r
        if r.random() < 0.5:
            self.embed()
        kinds = ["rnn", "rnn", "cell_loop", "manual", "mha", "transformer", "transformer",
                 "dense", "rescale"]
        for _ in range(r.randint(2, 3)):
            getattr(self, r.choice(kinds))()
            if r.random() < 0.3:
                self.emit(r.choice(_ACTS))
        return r.choice(["h.mean(1)", "h[:, -1]",
                         "(h * (1 - mask.astype(ms.float32))[:, :, None]).sum(1)"])


def generate(seed):
    """The source of program ``seed``."""
    g = _Gen(seed)
    pool = g.program()
    r = g.r
    opt = r.choice(_OPTS).format(wd=r.choice([0.0, 0.01]), nest=r.random() < 0.5,
                                 mom=r.choice([0.0, 0.5]), cen=r.random() < 0.5)
    style = r.choice(["cell", "clip", "scaled"])
    deco = r.choice(["", "@ms.jit\n    "])
    if style == "cell":
        train = _TRAIN_CELL
    elif style == "clip":
        train = _TRAIN_CLIP.format(deco=deco, clip=r.choice([0.5, 1.0, 5.0]))
    else:
        clipped = "ops.clip_by_global_norm(grads, 1.0)" if r.random() < 0.4 else "grads"
        train = _TRAIN_SCALED.format(deco=deco, clipped=clipped, overflow=r.random() < 0.5,
                                     scaler=r.choice(_SCALERS).format(e=r.choice([4, 10])))
    return HEAD.format(pad=r.choice([0, 3, 6])) + TEMPLATE.format(
        init="\n".join("        " + s for s in g.init) or "        pass",
        width=g.w, body="\n".join("        " + s for s in g.body), pool=pool, opt=opt,
        train=train)
